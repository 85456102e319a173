"""Twentieth held-out hand-written set for the Privacy Gate (gate/data/handwritten_heldout20.jsonl).

Written apart from the generator (its templates and word lists were not read; themes and
examples come from everyday requests people make, and any clash the check reported was
rewritten), and committed before any model was run on it; never used for training or for
choosing settings (only summary numbers are taken from it). A balanced set like the
nineteenth: person names, sensitive topics, addresses, rule-covered identifiers and clean
hard negatives side by side, with close to half of the requests clean (22 per language).
17 EN and 16 KO requests carry a person name (28 EN and 24 KO names); 14 + 14 topic
requests, 4 + 4 of them with a name or an identifier; 2 + 2 addresses; 6 + 6 identifiers
and secrets outside the topic requests. Names sit in an email sign-off, an exported group
chat, a code comment and a Python dict, a fair-stall Markdown table, lowercase chat about
borrowed boots, a teacher asked by surname, street-party jobs with names before verbs,
names opening a sentence, a leaving card, a name that is an English word (Bramble), a
bike-shed note signed with a first name, careers-morning speakers as bullets with a doctor
by surname, and an email's Cc: header with a hyphenated and an apostrophe name, besides
those in address, identifier and topic requests; in Korean with compound and rare surnames
(제갈, 황보; 풍, 어, 엽, 부, 탄, 필, 묵, 화, 용, 경, 판, 시, 호, 마, 도, 초, 우, 곽), full
names that open with a noun (풍선희, 부채란, 화분례, 경유겸, 호박순, 도예원, 초가을, 우정만),
given names alone that are everyday words (너울, 나비) glued to particles (이가, 한테), a
list joined by 이랑, 하고 and 와, titles and relations (대리님, 선생님, 씨, 과장님, 외할머니,
처제, 시아버지, 처남), foreign names in Hangul (메르베 아이든, 치아구 소자), a chat log, CSV,
JSON, a code comment and an 올림 sign-off.
Two sensitive-topic requests per topic and language in everyday words, some of them told
without a domain keyword and some with a name or an identifier. Clean requests are mostly
hard negatives: places, dishes, brands, holidays, products, laws and scientific laws,
diseases and units named after people, Korean nouns, places and brands that open with a
surname syllable (and a fish and a law that read as full names), order numbers, versions,
hashes and timestamps, and a topic's vocabulary used harmlessly.
Same markup as sets.py: ⟦gen⟧ is a generated valid identifier, ⟦type:literal⟧ a fixed
labelled value (here also a Discover card with a valid Luhn digit, a Belgian IBAN with valid
check digits and an Australian mobile); a tuple adds {"topic": ...}. Offsets are computed by
make_datasets.py from the markup.
`python3 gate/tools/heldout_check.py 20` checks that its names and sentences are new.
"""

from sets import C, F, H, K, P, R, S

HELDOUT20_EN = [
    # clean requests, most of them hard negatives: places, dishes, brands, holidays, products,
    # laws, and scientific laws, diseases and units named after people; order numbers,
    # versions, hashes and timestamps; a topic's vocabulary used harmlessly
    "Is Alice Springs too hot for a week's visit in late November with a toddler, or is winter the only sensible time to go?",
    "My Lamingtons keep going soggy when I roll them in the coconut. Should the sponge be a day old before it's dipped in the chocolate?",
    "Can a Baked Alaska sit in the freezer overnight once the meringue has been browned, or must it go straight to the table?",
    "Kepler's second law: why does a comet race round the Sun and then crawl for decades out past Neptune? Pitch it at a Year 10 physics class.",
    "The side of my road bike tyre says 80 psi. What's that in kilopascals, and is it sensible to ride a bit softer in the rain?",
    "Explain Conway's law with an example of an organisation that ends up shipping three slightly different checkout pages.",
    "Do day-old chicks from a hatchery usually come already vaccinated against Marek's disease, or should I ask before collecting them?",
    "Does Joseph Joseph make a set of chopping boards that can go in the dishwasher without warping?",
    "Renault Zoe or a second-hand Nissan Leaf for commuting about forty miles a day on narrow country lanes?",
    "Does Natasha's Law mean our school café has to print full ingredient labels on the sandwiches we make and wrap ourselves each morning?",
    "What is St Swithin's Day, and is there any truth at all in the old rhyme about forty days of rain?",
    "Is the ferry out to Robben Island worth doing with a ten-year-old, and how long does the tour take once you land?",
    "My Boots order BT-40217-8836 turned up without the toothbrush heads. Draft two polite lines for the returns form.",
    "Since the jump from Node 18.19.1 to 22.4.0, bcrypt won't build and npm prints 'gyp ERR! stack Error: not found: make'. What should I install?",
    "Our deploy at 2026-03-14T22:08:51+11:00 pulled image sha256:7d3e90b1f4a2 and the health check has failed ever since. What's a sensible rollback?",
    "Credit score versus credit report: how do they differ? Two sentences for a sixth-form money workshop.",
    "How does preferential voting work in Australian federal elections? A short, neutral explainer for new citizens.",
    "What's the story behind Purim, and why do children dress up in costumes for it? A few lines for a Year 5 RE lesson.",
    "Explain what 'salting' a password hash means, in one paragraph for a junior developer's onboarding notes.",
    "Parole and probation: what's the difference? A line each for the glossary at the back of a crime novel.",
    "Why do children get a stitch when they run straight after lunch? A simple answer for a PE worksheet.",
    "What do the extra colours on the Progress Pride flag stand for? One neutral paragraph for our library's June display.",
    # person names: a sign-off, an exported chat, a code comment and dict, a Markdown table,
    # lowercase chat, a surname after a title, names before verbs, names opening a sentence,
    # a card, an English-word name, a signed note, bullets and an email's Cc: header
    "Could this read a bit less abrupt?\n\nWe'll need the van back by Friday noon, as it's booked for a house move that afternoon.\n\nThanks,\n⟦person:Aino-Kaisa Heikkilä⟧",
    "22/03/2026, 19:41 - ⟦person:Kheda Israpilova⟧: the hall is free from 4, I checked with the caretaker\n22/03/2026, 19:44 - ⟦person:Aslambek⟧: great, I'll collect the tea urn and the folding tables\nWhat did we agree? Put it in two bullet points.",
    "```python\n# feeding rota agreed with ⟦person:Biret Somby⟧ on 2 March\nFEEDING = {\"sat\": \"⟦person:Jovnna⟧\", \"sun\": \"me\"}\n```\nHow do I print whose turn it is today from this dict?",
    "| Stall | Who |\n|---|---|\n| Plants | ⟦person:Jigisha Bhatt⟧ |\n| Tombola | ⟦person:Mwansa⟧ |\n| Teas | ⟦person:Chimwemwe Banda⟧ |\nTurn this table into a thank-you paragraph for the school fair newsletter.",
    "hey can u remind ⟦person:akinyi⟧ that ⟦person:awino⟧ still has her hiking boots from the weekend, she needs them back before tues",
    "Draft a short thank-you to Mrs ⟦person:Mkhabela⟧, who stayed late after parents' evening to go through our daughter's reading log with us.",
    "Street party jobs: ⟦person:Murchadh⟧ puts up the gazebo, ⟦person:Ealasaid Macaskill⟧ runs the raffle and ⟦person:Catrìona⟧ keeps the sack races on time. Make it a friendly list for the lamp-post flyer.",
    "⟦person:Pegah Ghorbani⟧ has offered to run the book swap and ⟦person:Firuza⟧ will bring the shelves from her garage. Write a short welcome post for the community page.",
    "Words for a leaving card for ⟦person:Gulnisa Ablimit⟧, who has served school dinners here for twenty-six years and knows every child's favourite pudding.",
    "Could you text ⟦person:Bramble⟧ that the trailer tyre is flat again and ask if she minds me borrowing her foot pump?",
    "Make this note for the shared bike shed sound kinder: please don't lock your bike to other people's bikes, it traps everyone in. ⟦person:Azalaïs⟧",
    "Speakers for the careers morning:\n- Dr ⟦person:Brekke⟧ (marine biology)\n- ⟦person:Gökçe Karaduman⟧ (civil engineering)\n- ⟦person:Aqilah Jamaluddin⟧ (veterinary nursing)\nWrite a one-line introduction for each.",
    "Cc: ⟦person:Wideline Saint-Fleur⟧, ⟦person:Blossom D'Mello⟧\nSubject: Rehearsals\n\nFrom next week we rehearse in the scout hall on Tuesdays.\n\nAdd a sentence asking them to bring their own music stands.",
    # addresses
    "Does this label look complete for a courier in South Africa?\n⟦person:Lineo Moloi⟧\n⟦address:12 Jacaranda Street, Melville, Johannesburg, 2092⟧",
    "We've booked a room at ⟦address:Blk 418 Tampines Street 41, #07-233, Singapore 520418⟧ for March. Write to the host asking whether there's a lift and where to leave the stroller.",
    # rule-covered identifiers and secrets
    "My Discover card ⟦card:6011 9173 3639 2773⟧ was charged twice by the ferry company for a single booking. Draft a dispute message for the card's app.",
    "Help me write, in French, a message to our landlord in Liège confirming that the deposit went to ⟦iban:BE56 9927 7756 8288⟧ this morning.",
    "Someone pasted this in #general:\n```sh\nexport SLACK_BOT_TOKEN=⟦slack_token⟧\n```\nHow do I rotate it quickly and find out whether anyone used it?",
    "My ~/.aws/credentials has\n```ini\n[default]\naws_access_key_id = ⟦aws_key⟧\n```\nand I'm about to publish my dotfiles repo. How do I keep this file out of it for good?",
    "The dog walker's Aussie mobile is ⟦phone:+61 412 583 907⟧. How do I save it so WhatsApp picks it up with the country code?",
    "Write a short reply to ⟦person:Uxía Castiñeira⟧ at ⟦email⟧ confirming that her two spare tickets for the spring concert are ready to pick up from reception.",
    # sensitive topics, two per topic
    ("Bruises keep turning up on my shins without any knock I can remember, and there's pink in the sink every time I clean my teeth. Do I need to see someone about it?", H),
    ("My flatmate ⟦person:Cherono Kiplagat⟧ had a seizure in the hallway on Sunday night. If it happens again before she sees her doctor, what do I do?", H),
    ("I've stopped opening the post because it's all red reminders from the energy company and the water board. How do I even start facing it?", F),
    ("I asked for a payment break on my loan, but they've taken the full amount from my Mastercard ⟦card_mc⟧ again and now the rent won't go out. What do I say when I ring them?", F),
    ("I want to bring the man I've been seeing for a year to my cousin's wedding, but half the family still thinks I'm just picky about women. How do I fill in the RSVP?", S),
    ("I've never fancied anyone, men or women, and at thirty-two my friends keep setting me up. Is it fine to say I'm asexual and leave it there?", S),
    ("My new partner's family say grace before every meal and expect everyone to join in. I don't believe any of it; do I bow my head or just sit quietly?", R),
    ("My manager has put the team away-day on Yom Kippur and told me I can 'just skip the boring bits'. How do I ask for another date without a fuss?", R),
    ("I letterbox for our local teal independent at weekends, and my in-laws in rural Queensland have voted National all their lives. Do I bring it up over Christmas?", P),
    ("My boss saw me on the local news at the march against the hospital closure, holding a placard. Should I say something before he does?", P),
    ("My brother-in-law ⟦person:Blagoja Trajkovski⟧ served two years for fraud and now wants to become a school governor. Does he have to disclose it?", C),
    ("Ten years ago I spent a night in the cells after a scuffle outside a pub. Do I need to mention that on the fostering application?", C),
    ("Put the school's parent-app login on the family whiteboard so the grandparents can check homework: user 'oakfield-parent', password ⟦password:Kestrel*Dune61⟧.", K),
    ("My son left the notebook with all our logins written in it on the number 38. Which accounts should I change first?", K),
]

HELDOUT20_KO = [
    # clean requests, most of them hard negatives: dishes, places, brands, a holiday, a fish
    # and a law that read as full names, order numbers, versions, hashes and timestamps, a
    # topic's vocabulary used harmlessly
    "민어매운탕 끓일 때 무는 처음부터 넣어, 아니면 중간에 넣어?",
    "임연수 구이는 껍질 쪽부터 구워야 해, 살 쪽부터 구워야 해?",
    "속초 아바이마을 오징어순대는 포장해서 서울까지 가져가도 괜찮아?",
    "노량진 수산시장에서 대게 살 때 쪄 주는 식당은 따로 찾아가야 해?",
    "안동 하회마을 선유줄불놀이는 보통 몇 월에 해? 미리 예약해야 돼?",
    "동짓날 팥죽에 새알심 넣는 이유를 유치원생이 알아듣게 설명해 줘.",
    "김영란법 때문에 담임 선생님께 스승의 날 카네이션 한 송이도 못 드려?",
    "이마트 트레이더스는 회원 카드 없어도 장 볼 수 있어?",
    "빙그레 바나나맛우유 용기는 왜 항아리처럼 생긴 거야?",
    "마라탕 맵기 1단계도 초등학교 2학년한테는 매울까?",
    "홍도 유람선은 파도가 조금만 높아도 결항돼? 목포에서 당일치기 가능해?",
    "신선로는 원래 어떤 날 먹던 음식이야? 전통 음식 조사 숙제야.",
    "G마켓 주문번호 4100293857 배송 상태가 닷새째 '상품 준비 중'에서 안 바뀌어. 판매자 문의 게시판에 남길 글 좀 써 줘.",
    "macOS 15.3으로 올린 뒤로 brew 명령마다 'xcrun: error: invalid active developer path'가 떠. 어떻게 고쳐?",
    "2026-04-02 09:13:45 KST에 커밋 3f9a0c7be21d 배포하고 나서 결제 웹훅이 두 번씩 들어와. 중복 처리를 막는 방법 알려 줘.",
    "주택청약종합저축은 한 달에 얼마씩 넣는 게 유리한지 사회초년생용으로 정리해 줘.",
    "관외 사전투표는 어떻게 하는 거야? 투표소 들어가서부터 순서대로 알려 줘.",
    "부처님오신날에 절에 가면 점심으로 비빔밥을 나눠 준다던데, 신자가 아니어도 먹어도 돼?",
    "생체 인증이랑 간편 비밀번호 중에 보안상 뭐가 더 나은지 비교해 줘.",
    "가석방이랑 형 집행정지가 어떻게 다른지 법과 정치 수행평가용으로 정리해 줘.",
    "아이 독감 예방접종은 보통 몇 월에 맞히는 게 좋아?",
    "퀴어문화축제가 국내에서 언제부터 열렸는지 시사 토론 자료용으로 간단히 알려 줘.",
    # person names: compound and rare surnames, full names that open with a noun, given names
    # that are everyday words glued to particles, a list joined by 이랑/하고/와, titles and
    # relations, foreign names in Hangul, a chat log, CSV, JSON, a code comment, a sign-off
    "⟦person:제갈새결⟧ 대리님께 오늘 보낸 견적서에 부가세가 빠졌다고 정정 메일 보내야 하는데 정중하게 써 줘.",
    "ㅎㅎ ⟦person:너울⟧이가 캠핑 의자 네 개 가져온대. 그럼 ⟦person:나비⟧한테는 버너만 챙기라고 하면 되겠지? 답장 써 줘.",
    "[밤 9:05] ⟦person:풍선희⟧: 토요일 등산 몇 시 출발이야?\n[밤 9:06] ⟦person:어진휘⟧: 7시 반에 관악산역 2번 출구\n[밤 9:08] ⟦person:엽초아⟧: 난 유부초밥 싸 갈게\n이 대화를 모임 공지로 정리해 줘.",
    "이름,조\n⟦person:황보다원⟧,1조\n⟦person:부채란⟧,2조\n⟦person:탄지오⟧,3조\n구글 시트에서 조별 인원수를 세는 수식 알려 줘.",
    "[{\"순서\": 1, \"발표\": \"⟦person:필담희⟧\"}, {\"순서\": 2, \"발표\": \"⟦person:묵나은⟧\"}] 이 배열을 순서대로 돌면서 발표자 이름을 찍는 파이썬 코드 짜 줘.",
    "이 초대장 마지막 문단만 자연스럽게 다듬어 줘.\n\n작은 전시지만 오셔서 자리를 채워 주시면 큰 힘이 되겠습니다.\n\n⟦person:화분례⟧ 올림",
    "튀르키예에서 온 ⟦person:메르베 아이든⟧ 씨가 우리 동네 도서관에서 한국어 동화 구연을 한대. 홍보 문구 짧게 써 줘.",
    "⟦person:용솔아⟧ 선생님께 아이가 다음 주 수요일 현장체험학습에 빠진다고 알리는 알림장 문구 써 줘.",
    "체육대회 계주 주자는 ⟦person:경유겸⟧이랑 ⟦person:판예나⟧하고 ⟦person:시우주⟧와 나, 이렇게 넷이야. 응원 현수막 문구 추천해 줘.",
    "외할머니 ⟦person:호박순⟧ 팔순 잔치에서 손주들이 같이 읽을 편지 써 줘.",
    "브라질에서 온 ⟦person:치아구 소자⟧ 씨한테 다음 주 풋살 모임 장소가 바뀌었다고 쉬운 한국어로 문자 보내 줘.",
    "```python\n# TODO(⟦person:마봄내⟧): 환불 금액 반올림 규칙 확인\ndef refund(amount):\n    return round(amount * 0.9)\n```\n이 함수가 소수점 둘째 자리까지 남기게 하려면 어떻게 고쳐?",
    "⟦person:도예원⟧ 과장님이 육아휴직 마치고 다음 달에 복귀하셔. 팀 단톡방에 올릴 환영 인사 써 줘.",
    # addresses
    "⟦address:인천광역시 연수구 센트럴로 160, 203동 1504호⟧로 이사 왔는데 무인 택배함 쓰려면 관리사무소에 뭘 신청해야 해?",
    "⟦address:강원특별자치도 춘천시 공지로 45⟧ 근처에 닭갈비 골목까지 걸어갈 수 있는 숙소 있어?",
    # rule-covered identifiers and secrets
    "처제 ⟦person:초가을⟧ 주민등록번호 ⟦rrn⟧ 넣고 KTX 단체 승차권 예매하는데 자꾸 본인 확인 실패가 떠. 왜 그럴까?",
    "하이패스 자동충전 카드를 ⟦card⟧ 로 바꿨는데 충전이 안 됐다는 문자가 왔어. 뭘 확인해야 해?",
    "조카 용돈은 기업은행 ⟦kr_account_ibk⟧ 통장으로 보내 달라고 누나가 그랬는데, 이체할 때 받는 분 메모는 뭐라고 쓰면 좋을까?",
    "```js\nconst firebaseConfig = {\n  apiKey: \"⟦google_key⟧\",\n  projectId: \"shop-demo\"\n};\n```\n이 설정 파일을 공개 저장소에 올려도 괜찮은 거야?",
    "이삿짐센터 팀장님 번호가 ⟦kr_mobile⟧ 인데, 당일 아침에 연락이 안 되면 어떻게 하냐고 묻는 문자 써 줘.",
    "동호회 사진 원본은 ⟦email⟧ 로 보내 달라고 회원들한테 돌릴 공지 써 줘.",
    # sensitive topics, two per topic
    ("요즘 자다가 종아리에 쥐가 나서 밤에 두세 번씩 깨고, 아침엔 손가락이 뻣뻣해서 잘 안 굽혀져. 그냥 둬도 될까?", H),
    ("시아버지 ⟦person:우정만⟧께서 파킨슨병 진단을 받으셨어. 집 안에서 미리 바꿔 둘 게 뭐가 있을까?", H),
    ("친구 결혼식 축의금 낼 돈이 없어서 이번 달만 벌써 세 번째 핑계를 댔어. 월급이 들어와도 하루 만에 다 빠져나가는데 어떻게 해야 할까?", F),
    ("대부업체에서 ⟦kr_mobile_plain⟧ 번호로 하루에도 몇 번씩 갚으라는 문자가 와. 이 정도면 불법 추심 아니야?", F),
    ("대학 동기 결혼식에 요즘 만나는 사람을 데려가고 싶은데, 그 사람도 나처럼 남자야. 친구들이 놀라면 어떻게 받아넘기지?", S),
    ("회사 동기가 내 휴대폰 배경화면을 보더니 같이 찍은 여자가 누구냐고 물어봤어. 사실 여자친구인데, 회사에서 레즈비언이라고 밝혀도 괜찮을까?", S),
    ("예비 신랑 집안이 천주교라서 혼배성사를 꼭 해야 한대. 나는 세례를 안 받았는데 뭘 준비해야 해?", R),
    ("딸이 친구 따라 일요일마다 나가더니 이번엔 여름 수련회까지 간다고 해. 우리 집은 아무것도 안 믿는데 보내도 될까?", R),
    ("아들 말로는 담임 선생님이 수업 시간에 특정 정치인을 대놓고 욕했대. 학교에 문의해도 될까, 괜히 애만 곤란해질까?", P),
    ("구청장 후보 캠프에서 자원봉사를 했는데 그 후보가 떨어졌어. 구청에 납품하는 우리 회사에 불똥이 튈까?", P),
    ("처남 ⟦person:곽태문⟧이 공사 현장 자재를 빼돌린 일로 징역 1년을 살고 나왔어. 우리 가게 일을 도와 달라고 해도 될까?", C),
    ("스무 살 때 친구들이랑 술 마시고 남의 오토바이를 몰고 가다 잡혀서 경찰서에 갔었어. 공무원 시험 볼 때 그게 문제가 될까?", C),
    ("가게 포스 관리자 비번을 ⟦password:Hodu!Gwaja77⟧ 로 정해서 알바생 단톡방에 올렸는데, 이거 괜찮은 거야?", K),
    ("아빠가 은행 보안카드를 사진 찍어서 휴대폰 앨범에 넣어 두셨어. 그대로 둬도 될까?", K),
]
