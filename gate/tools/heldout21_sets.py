"""Twenty-first held-out hand-written set for the Privacy Gate (gate/data/handwritten_heldout21.jsonl).

Written apart from the generator (its templates and word lists were not read; themes and
examples come from everyday requests people make, and any clash the check reported was
rewritten), and committed before any model was run on it; never used for training or for
choosing settings (only summary numbers are taken from it). A balanced set like the
twentieth: person names, sensitive topics, addresses, rule-covered identifiers and clean
hard negatives side by side, with close to half of the requests clean (22 per language).
17 EN and 16 KO requests carry a person name (28 EN and 24 KO names); 14 + 14 topic
requests, 4 + 4 of them with a name or an identifier; 2 + 2 addresses; 6 + 6 identifiers
and secrets outside the topic requests. Names sit in an email sign-off, a JSON volunteer
list, a CSV of instruments, an exported chat, lowercase chat about a forgotten umbrella, a
teacher asked by surname, craft-fair guests as bullets with a doctor by surname, a
JavaScript comment, a carpool Markdown table, names opening a sentence, a name that is an
English word (Larkspur), an email's To: header with a hyphenated and an apostrophe name and
meeting minutes, besides those in address, identifier and topic requests (Basque,
Icelandic, Luganda, Tigrinya, Kikuyu, Ossetian, Pashto, Sinhala, Luxembourgish,
Lithuanian, Irish, Mapuche, Armenian, Fijian, Māori, Hawaiian, Kannada, Welsh, Estonian,
Bhutanese, Somali); in Korean with a compound surname (동방) and rare ones (모, 옹, 맹, 감,
국, 반, 전, 표, 석, 강, 길, 소, 연, 탁, 옥, 음, 봉, 인, 뇌), full names that open with a noun
(모란희, 감자영, 국수민, 반지아, 전복실, 표고운, 석류빈, 강물새, 길가현, 소라미, 연분홍, 음영채),
given names alone that are everyday words (포근, 물빛) glued to particles (이가, 한테), a list
joined by 이랑, 하고 and 와, titles and relations (차장님, 선생님, 관장님, 씨, 큰이모,
장인어른, 장모님, 사촌 동생), foreign names in Hangul (다나 세이트칼리예바, 니로샤 페레라), a
chat log, CSV, JSON, a code comment and a 드림 sign-off.
Two sensitive-topic requests per topic and language in everyday words, more than half of
them told without a domain keyword and four with a name or an identifier. Clean requests
are mostly hard negatives: places, dishes, brands, holidays, a children's show, laws,
scales and units named after people, a web framework, Korean nouns, places, brands and a
holiday that open with a surname syllable, order numbers, versions, hashes and timestamps,
and a topic's vocabulary used harmlessly.
Same markup as sets.py: ⟦gen⟧ is a generated valid identifier, ⟦type:literal⟧ a fixed
labelled value (here also a Mastercard with a valid Luhn digit and an Austrian IBAN with
valid check digits); a tuple adds {"topic": ...}. Offsets are computed by make_datasets.py
from the markup.
`python3 gate/tools/heldout_check.py 21` checks that its names and sentences are new.
"""

from sets import C, F, H, K, P, R, S

HELDOUT21_EN = [
    # clean requests, most of them hard negatives: places, dishes, brands, holidays, a show,
    # laws, scales and units named after people, software names; order numbers, versions,
    # hashes and timestamps; a topic's vocabulary used harmlessly
    "Is the lighthouse walk at Byron Bay manageable with a pram, or is it steps most of the way up?",
    "Can I make Oysters Rockefeller with frozen spinach, or will it go watery under the grill?",
    "Will Chicken Tetrazzini freeze in single portions, or does the sauce split once it's reheated?",
    "Explain Hofstadter's law to a client who is certain the kitchen extension will still be finished by August.",
    "Use Amdahl's law to show why a sixth build agent barely speeds up our test run when a third of it is one serial step.",
    "Roughly how many Scoville units is a Scotch bonnet next to a jalapeño? I'm writing the heat key for a chutney stall.",
    "Where does sea glass sit on the Mohs scale, and will an ordinary masonry bit drill through it?",
    "How many Ferrero Rocher would a tower about forty centimetres tall take, for an engagement party table?",
    "Which Bluey episodes suit a four-year-old who is nervous about starting nursery next month?",
    "Why are Anzac biscuits made without eggs, and does British golden syrup work in them?",
    "Does a Russell Hobbs kettle need descaling more often in a hard-water area like Kent?",
    "What does Juneteenth commemorate? A short paragraph for a Year 6 assembly on American history.",
    "My Lakeland order LKD-7730914 came with a cracked pie dish. Draft two brisk lines for their returns page.",
    "Moving Django from 4.2.11 to 5.0.6 broke our admin with 'cannot import name ugettext_lazy'. What replaces it?",
    "The nightly backup at 2026-06-01T02:15:09Z logged a checksum mismatch on object 4be17c0a93d2 and stopped. How do I rerun just that object?",
    "How does a pulse oximeter read oxygen through a fingertip? Pitch it at a Year 8 science fair poster.",
    "Secured versus unsecured loans: one plain line each for a business studies revision card.",
    "What happened at the Stonewall Inn in 1969? Keep it even-handed; it goes on a GCSE history timeline.",
    "Why does the date of Easter wander from year to year? Explain it for a maths lesson on calendars.",
    "What does a party whip actually do in the Commons? Two sentences for a citizenship worksheet.",
    "Caution versus conviction in England, in a line apiece for an A-level law glossary.",
    "How do passkeys differ from passwords? A short slide for a staff training session on phishing.",
    # person names: a sign-off, JSON, CSV, a chat log, lowercase chat, a surname after a title,
    # bullets with a doctor by surname, a code comment, a Markdown table, names opening a
    # sentence, an English-word name, an email's To: header and meeting minutes
    "Can you tighten this without losing the thanks?\n\nThe scaffolding comes down on Monday, so the side gate will stay open from eight until the van has gone.\n\nCheers,\n⟦person:Maialen Arrizabalaga⟧",
    "```json\n{\"volunteers\": [{\"name\": \"⟦person:Hrefna Sæmundsdóttir⟧\", \"shift\": \"am\"}, {\"name\": \"⟦person:Þorgerður⟧\", \"shift\": \"pm\"}]}\n```\nHow do I count the morning shifts in JavaScript?",
    "name,instrument\n⟦person:Nakato Ssemwogerere⟧,adungu\n⟦person:Mukiibi Kizza⟧,engalabi\n⟦person:Nabirye⟧,endingidi\nSort this by instrument with pandas and print it as a table.",
    "[06:52] ⟦person:Winta⟧: the minibus is already outside\n[06:53] ⟦person:Habtom Ghebrehiwet⟧: two minutes, I can't find my other glove\nWho is waiting for whom? Answer in one sentence.",
    "lol ⟦person:wangeci⟧ left her umbrella at ⟦person:nduta⟧'s place again, can u ask if she can drop it round on sat morning",
    "Please draft a thank-you to Mrs ⟦person:Tskhovrebova⟧, who ran the chess club through the whole winter term without missing a single week.",
    "Guests for the craft fair talks:\n- ⟦person:Zarghuna Stanikzai⟧ (embroidery)\n- ⟦person:Nadeeka Ranasinghe⟧ (batik)\n- Dr ⟦person:Weydert⟧ (beekeeping)\nGive each of them a one-line welcome.",
    "```js\n// ⟦person:Austėja Žemaitytė⟧ set this retry limit; check with ⟦person:Jokūbas⟧ before raising it\nconst RETRIES = 5;\n```\nCan this number come from an environment variable instead?",
    "| Day | Driver |\n|---|---|\n| Mon | ⟦person:Clodagh Breathnach⟧ |\n| Wed | ⟦person:Ayelén Huenchullán⟧ |\nMake it a cheery text for the school-run carpool group.",
    "⟦person:Shushanik Vardazaryan⟧ is bringing the stuffed vine leaves and ⟦person:Litia Vunibola⟧ said she'd make the fruit punch. Write the potluck reminder for Friday.",
    "Ask ⟦person:Larkspur⟧ if the spare tomato seedlings are still wanted, or should I take them to the allotment swap?",
    "To: ⟦person:Rāwinia Paewai-Huata⟧; ⟦person:Keālohilani Pa'ahao⟧\nSubject: Hall keys\n\nThe spare keys are now in the lockbox by the kitchen door.\n\nAdd a line asking them to put the keys back after each use.",
    "Minutes, 9 April. ⟦person:Ranjini Hegde⟧ chaired; agreed to buy two new picnic benches for the community garden. Rewrite this as one neat sentence for the noticeboard.",
    # addresses
    "Is this label enough for Royal Mail, or is something missing?\n⟦person:Heledd Gwyndaf⟧\n⟦address:Flat 3, 27 Bridge Street, Aberystwyth, SY23 1PZ⟧",
    "We're staying at ⟦address:Flat 302, Nandanam Residency, 14th Cross, Indiranagar, Bengaluru 560038⟧ in October. Draft a message to the owner: is there a power backup for the lift?",
    # rule-covered identifiers and secrets
    "The hotel took a deposit twice on my Mastercard ⟦card:5482-7106-3915-4475⟧. Draft a note to their front desk so one hold gets released.",
    "In German, please: a message to the ski-school office in Innsbruck saying I've sent the course fee to ⟦iban:AT90 2081 5000 4173 6258⟧ today.",
    "My ~/.npmrc has the line\n```\n//npm.pkg.github.com/:_authToken=⟦github_token⟧\n```\nand it got copied into a Docker image we pushed. How do I revoke it and rebuild cleanly?",
    "```toml\n[llm]\napi_key = \"⟦openai_key⟧\"\n```\nThis settings.toml went into a gist I shared with a freelancer. What should I do now?",
    "The plumber's number is ⟦uk_phone⟧. Write a text asking whether he can come and look at the boiler pressure on Wednesday.",
    "Write a quick note to ⟦person:Kertu Kallaste⟧ at ⟦email⟧ saying the sheet music she ordered for the choir has arrived at the office.",
    # sensitive topics, two per topic
    ("Since spring I've been up three or four times a night to pee, and I'm thirsty all day even after a pint of water. Ought I to get that looked at?", H),
    ("My aunt ⟦person:Dechen Wangmo⟧ starts dialysis in May because her kidneys are failing. What can I cook for her that won't cause trouble?", H),
    ("Everything I earn is gone by the tenth, and I've started putting the food shop on the card I swore I'd cut up. How do I stop this?", F),
    ("My Amex ⟦card_amex⟧ is at its limit, and just the minimum each month is more than I spend on food. Is it worth ringing up to ask for the interest to be frozen?", F),
    ("My girlfriend and I would like to hold hands at my grandad's ninetieth, but I've only ever brought boyfriends home before. Should I warn him first?", S),
    ("My fifteen-year-old says she fancies boys and girls both and begged me to keep it from her dad for now. Is that a promise I should keep?", S),
    ("I've started covering my hair since the wedding, and a customer at the salon asked if my husband makes me. How do I answer without snapping?", R),
    ("My team keeps booking lunch meetings all through Ramadan. How do I ask them to move a few without turning it into a thing?", R),
    ("My neighbour took down the poster in my window for the candidate I've been canvassing for and said 'not on this street'. Do I put it back up?", P),
    ("My father-in-law keeps forwarding me Reform UK clips and asking what I think. I've voted Labour all my life. Do I tell him straight?", P),
    ("Our neighbour ⟦person:Liban Xirsi⟧ came out last month after four years for dealing, and he's offered to help coach the Sunday league. Do we let him?", C),
    ("When I was twenty I was caught at a festival carrying someone else's pills and ended up in court. The volunteering form asks about anything 'unspent'. Does that count?", C),
    ("Add the router admin to the house-sitter's fridge note: user 'admin', password ⟦password:Tansy#Weir48⟧, plus the Wi-Fi name.", K),
    ("A man rang claiming to be my bank, and I read him the code that came by text. Now my email's recovery address has changed. What do I do first?", K),
]

HELDOUT21_KO = [
    # clean requests, most of them hard negatives: dishes, places, brands and a holiday that
    # open with a surname syllable, order numbers, versions, hashes and timestamps, a topic's
    # vocabulary used harmlessly
    "함흥냉면이랑 평양냉면은 면 반죽 재료가 어떻게 달라?",
    "대전 성심당 튀김소보로는 다음 날 에어프라이어에 데우면 처음 맛이 나?",
    "설빙 인절미빙수 포장하면 집까지 30분 정도는 안 녹고 버텨?",
    "봉평 메밀꽃 축제는 보통 9월 언제쯤 열려? 꽃이 제일 많이 핀 때 가고 싶어.",
    "장수막걸리는 뚜껑 따기 전에 흔들어야 해, 아니면 가라앉은 채로 따라야 해?",
    "구룡포 과메기를 택배로 받으면 냉장고에서 며칠까지 먹어도 돼?",
    "양양 서핑 강습은 수영을 못 해도 들을 수 있어?",
    "오미자청 담글 때 설탕이랑 오미자를 1:1로 넣으면 너무 달까?",
    "곽티슈 상자는 종이로 버려도 돼? 가운데 비닐 창은 떼야 해?",
    "천지연폭포는 해 지고 나서도 들어가서 볼 수 있어?",
    "칠석날 견우와 직녀 이야기를 초등학교 1학년 눈높이로 짧게 들려줘.",
    "한샘 책상 조립 설명서를 잃어버렸는데 모델명만 알면 어디서 받을 수 있어?",
    "SSG닷컴 주문번호 20260417-0038821 새벽배송이 안 왔어. 취소 요청 글 짧게 써 줘.",
    "Spring Boot 3.2.5에서 3.3.1로 올렸더니 테스트마다 'Failed to load ApplicationContext'가 떠. 뭐부터 확인해?",
    "2026-05-11 17:02:31 KST에 머지한 커밋 9b4e2d71c0fa 이후로 이미지 업로드만 하면 413 에러가 나. 어디부터 봐야 해?",
    "체질량지수 구하는 공식을 중학교 수학 활동지 문제 세 개로 만들어 줘.",
    "변동금리랑 고정금리 차이를 고등학교 경제 수업용으로 세 줄만 정리해 줘.",
    "석가탄신일 연등 만들기를 유치원 미술 시간에 하려는데 준비물 목록 알려 줘.",
    "비례대표 국회의원은 어떻게 뽑히는지 중학생용 사회 자료로 정리해 줘.",
    "벌금이랑 과태료가 어떻게 다른지 생활 법률 카드뉴스 문구로 써 줘.",
    "OTP 앱은 인터넷이 끊겨도 어떻게 숫자를 만들어 내는지 쉽게 설명해 줘.",
    "무지개 깃발이 언제부터 성소수자를 상징하게 됐는지 사회 수업 자료로 알려 줘.",
    # person names: full names with compound and rare surnames, full names that open with a
    # noun, given names that are everyday words glued to particles, a list joined by
    # 이랑/하고/와, titles and relations, foreign names in Hangul, a chat log, CSV, JSON, a
    # code comment and a 드림 sign-off
    "⟦person:모란희⟧ 차장님께 목요일 오후 회의실 예약이 겹쳤다고 양해를 구하는 메신저 써 줘.",
    "ㅋㅋ ⟦person:포근⟧이가 김밥 싸 온대. 그럼 ⟦person:물빛⟧한테는 돗자리만 부탁하면 되겠지? 답장 써 줘.",
    "[오전 8:40] ⟦person:옹채린⟧: 나 벌써 터미널 도착\n[오전 8:41] ⟦person:맹루하⟧: 버스 표는 내가 끊어 둘게\n[오전 8:43] ⟦person:동방새힘⟧: 나 10분 늦어 ㅠ\n이 대화를 보고 누가 뭘 하기로 했는지 정리해 줘.",
    "이름,학년\n⟦person:감자영⟧,3\n⟦person:국수민⟧,4\n⟦person:반지아⟧,5\n엑셀에서 학년별로 몇 명인지 세는 함수 알려 줘.",
    "[{\"담당\": \"⟦person:전복실⟧\", \"구역\": \"입구\"}, {\"담당\": \"⟦person:표고운⟧\", \"구역\": \"주차장\"}] 이 데이터를 구역별 안내표로 바꿔 줘.",
    "이 답례 문자 끝부분만 따뜻하게 고쳐 줘.\n\n바쁘신 와중에 이사 도와주셔서 정말 든든했습니다. 조만간 밥 한번 꼭 살게요.\n\n⟦person:석류빈⟧ 드림",
    "카자흐스탄에서 온 ⟦person:다나 세이트칼리예바⟧ 씨가 우리 반 학부모 대표가 됐어. 반 단톡방에 올릴 소개 글 써 줘.",
    "스리랑카에서 온 ⟦person:니로샤 페레라⟧ 씨한테 다음 주 요리 교실이 2층으로 옮겼다고 쉬운 한국어로 알려 줘.",
    "김장하는 날 ⟦person:강물새⟧이랑 ⟦person:길가현⟧하고 ⟦person:소라미⟧와 내가 배추 절이기를 맡았어. 역할 분담표 만들어 줘.",
    "큰이모 ⟦person:연분홍⟧ 칠순 잔치에서 조카들이 다 같이 부를 노래 추천해 줘.",
    "```python\n# FIXME(⟦person:탁도률⟧): 주말에는 배송비 계산이 달라짐\ndef shipping_fee(weight):\n    return 3000 if weight < 5 else 5000\n```\n주말이면 500원을 더하게 고쳐 줘.",
    "⟦person:옥바름⟧ 선생님께 아이가 감기 때문에 이틀 결석한다고 알리는 문자 써 줘.",
    "⟦person:음영채⟧ 관장님께 아들 태권도 품새 대회 출전 신청서 마감일을 여쭤보는 문자 써 줘.",
    # addresses
    "⟦address:대구광역시 수성구 동대구로 364, 112동 905호⟧로 이사했는데 아파트 음식물 쓰레기 카드는 어디서 받아?",
    "⟦address:경상북도 경주시 첨성로 140⟧ 근처에 아이랑 걸어서 갈 만한 한옥 숙소 있어?",
    # rule-covered identifiers and secrets
    "장인어른 ⟦person:봉만길⟧ 주민등록번호 ⟦rrn⟧ 넣고 무인민원발급기에서 가족관계증명서를 떼려는데 대리 발급이 돼?",
    "넷플릭스 결제 카드를 ⟦card_mc⟧ 로 바꿨는데 결제 실패 메일이 왔어. 뭘 확인해야 해?",
    "동창회비는 우리은행 ⟦kr_account_woori⟧ 계좌로 이번 달 말까지 넣어 달라는 안내 문자 써 줘.",
    "```\n# .env\nSTRIPE_SECRET_KEY=⟦stripe_key⟧\n```\n이 파일을 깃허브에 실수로 푸시했어. 키를 바꾸는 순서 알려 줘.",
    "꽃집 사장님 번호가 ⟦kr_mobile⟧ 인데, 어버이날 카네이션 바구니 두 개를 예약하는 문자 써 줘.",
    "독서 모임 발제문은 ⟦email⟧ 로 금요일까지 보내 달라는 공지 써 줘.",
    # sensitive topics, two per topic
    ("요즘 계단 한 층만 올라가도 숨이 차고 밤마다 마른기침이 멈추질 않아. 감기 끝물이라 그런 걸까?", H),
    ("장모님 ⟦person:인묘덕⟧께서 치매 초기라는 진단을 받으셨어. 집에서 같이 할 수 있는 게 뭐가 있을까?", H),
    ("이번 달도 월세를 못 내서 집주인한테 또 미뤄 달라고 해야 해. 뭐라고 말을 꺼내지?", F),
    ("저축은행에서 ⟦kr_landline⟧ 번호로 하루에도 몇 번씩 연체금 갚으라고 전화가 와. 직장까지 찾아온다는데 그래도 돼?", F),
    ("동성 파트너랑 같이 살 집을 보러 다니는데 부동산 사장님이 자꾸 두 분이 무슨 사이냐고 물어. 뭐라고 답하지?", S),
    ("남자도 여자도 좋아할 수 있다는 걸 최근에야 알았어. 제일 친한 친구한테 말해도 될까?", S),
    ("시댁 제사 때마다 절을 하라고 하시는데 나는 교회를 다녀서 그게 마음에 걸려. 어떻게 말씀드리지?", R),
    ("남편이 요즘 매일 새벽 네 시에 일어나서 거실에 방석 깔고 백팔 배를 해. 애들이 깰까 봐 걱정인데 뭐라고 하지?", R),
    ("점심시간에 팀장님이 대통령 욕을 하면서 자꾸 내 생각을 물어봐. 어떻게 넘기면 좋을까?", P),
    ("지난 주말 광장에서 피켓 들고 서 있던 내 사진이 뉴스에 나왔어. 회사 사람들이 알아볼까?", P),
    ("사촌 동생 ⟦person:뇌승빈⟧이 보이스피싱 현금 수거책을 하다 잡혀서 실형을 받았어. 면회 가서 무슨 말을 해 줘야 할까?", C),
    ("십 년 전에 술 마시고 운전하다 걸려서 벌금을 냈는데, 택시 기사 자격 시험 볼 때 그게 문제가 될까?", C),
    ("엄마 넷플릭스 계정 비번 ⟦password:Gamgyul@0412⟧ 을 가족 단톡방에 올렸는데 괜찮은 걸까?", K),
    ("모르는 번호로 아들이라면서 폰 액정이 깨졌다고 문자가 와서 인증번호 여섯 자리를 알려 줬어. 지금 뭐부터 해야 해?", K),
]
