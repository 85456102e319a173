"""Twenty-ninth held-out hand-written set for the Privacy Gate (gate/data/handwritten_heldout29.jsonl).

Written apart from the generator and the twenty-eighth set (the generator's templates and
word lists, the gate's sources and hand set 28's requests were not read; themes and examples
come from everyday requests people make, and any clash the check reported was rewritten),
and committed before any model was run on it; never used for training or for
choosing settings (only summary numbers are to be taken from it). A balanced set like the
twenty-sixth to twenty-eighth: person names, sensitive topics, addresses, rule-covered
identifiers and clean hard negatives side by side, with close to half of the requests clean
(22 per language). 18 EN and 16 KO requests carry a person name (31 EN and 25 KO names); 14 +
14 topic requests, 4 + 4 of them with a name or an identifier; 2 + 2 addresses; 6 + 6
identifiers and secrets outside the topic requests. Passwords are told in new ways: in
English a value that opens the request before its keyword (a church hall's booking account),
a value after "the password's" passed to a named friend (a music account on a party speaker)
and a value in a list under a login's user name (a surgery app's login held to the fridge);
in Korean a door code that opens the request before its keyword, a router's admin password
after its keyword and a value after a user name and 비번 (a shop till's admin account).
Names sit in an email sign-off under a note about residents' parking bays, a snow-shovelling
rota as YAML, a tab-separated quiz team sheet with surnames first (Hungarian order), a chat
export in a "Name  9:14 AM" layout, lowercase chat with typos about borrowed fabric scissors, a
phonics teacher asked by surname, quiz-night prize donors as bullets with a doctor by surname,
a TypeScript comment, a Markdown table of charity-shop till shifts, names opening a sentence, a
name that is an English word (Merle), an email's Bcc: header with a surname that opens with an
apostrophe ('t Hooft) and a hyphenated one, and a food bank's shift handover, besides those in
address, identifier and topic requests (Faroese, Estonian, Hungarian, I-Kiribati, Hausa in
lowercase chat, Scottish, Sinhala, Czech, Dinka, Mizo, Dutch, Catalan, Ewe, Nahuatl, Pashto,
Oromo, Tatar, Kurdish); in Korean with compound surnames (동방, 황보) and less common ones (도, 채,
구, 노, 피, 연, 인, 염, 전, 장, 승, 천, 용, 나, 엄, 소, 변, 오, 여), full names that read as nouns or open
with one (도마희, 채반윤, 구령희, 노을빛, 피망준, 연탄비, 인형주, 염전우, 전복희, 장독희, 승리아, 천둥비,
용수철, 나비연, 엄지별, 소라향, 변산호, 오이지, 여울목), given names alone that are everyday words
(두부, 까치) glued to particles (가, 한테), a list joined by 랑, 하고 and 그리고, titles and
relations (대리님, 통장, 큰엄마, 관장님, 친구, 시아버지, 시누이, 매형, 씨), foreign names in Hangul
(디누샤 라나싱헤, 데위 라하유닝시), a KakaoTalk export, a CSV of a car-share with car models, nested
JSON of a book club, a Java FIXME and a notice signed by a 통장.
Two sensitive-topic requests per topic and language in everyday words, most of them told
without a domain keyword (crying every afternoon six weeks after a birth, a sister-in-law back
from a residential programme for her drinking; hours cut and two missed mortgage payments,
buy-now-pay-later arrears with an IBAN; a colleague who saw a man kissing another man outside
a bar, a daughter marrying her fiancée; a Hindu and Catholic wedding, a child who wants to be
confirmed; a landlady standing for Reform UK, a teenager repeating a far-right YouTuber;
unpaid work for claiming benefits before a dinner-lady job, a stepdad out after dealing who
wants to coach; a surgery app login on the fridge, an email reset through security questions
an ex knows; ringing in one ear for two weeks, a sister-in-law off work with panic; a
maxed-out overdraft before the children's academy fees, three months of rent arrears with the
landlord's account; two men looking for a flat together, telling a daughter that since the
divorce one has been seeing a woman; a headscarf and an ID photo, a friend's secret nightly
Bible study; a father-in-law asking how one voted, a team leader running down one's candidate;
a found card used at twenty-two before care work, a brother-in-law out after carrying money
for phone scammers; a shop till's admin login that every part-timer knows, a hijacked
KakaoTalk asking friends for money), four with a name or an identifier. Clean requests are
mostly hard negatives: a mountain path, a sponge cake and an omelette named after people, a
razor, a law, an effect, a unit and prizes named after people, shops and brands named like
people (John Lewis, Stanley), other brands, famous people in public roles (Florence
Nightingale, David Attenborough; 봉준호 감독, 세종대왕) left unlabelled as the clean probes treat them,
Korean places, dishes and brands that open with a surname syllable (담양, 순천만, 김치찜, 박대구이, 임연수어
named after a person, 정관장, 배스킨라빈스), a principle, an experiment and a unit named after people
(아르키메데스의 원리, 파블로프의 개, 줄), order, parcel and build numbers, versions, hashes and timestamps,
and a topic's vocabulary used harmlessly.
Same markup as sets.py, but every identifier is a fixed labelled value ⟦type:literal⟧ (an
Amex and a Mastercard number with valid Luhn digits, a UK IBAN with valid check digits, an
RRN with a real date and its checksum); a tuple adds {"topic": ...}.
heldout_render.py renders it (offsets, check digits, the expected route and the set's
balance asserted).
`python3 gate/tools/heldout29_sets.py` writes the file;
`python3 gate/tools/heldout_check.py 29` checks that its names and sentences are new.
"""

from heldout_render import write_set
from sets import C, F, H, K, P, R, S

HELDOUT29_EN = [
    # clean requests, most of them hard negatives: a mountain path, dishes named after people,
    # a razor, a law, an effect, a unit and prizes named after people, a shop and a brand
    # named like people, other brands, famous people in public roles (no span), order numbers, versions, a
    # hash and a timestamp; a topic's vocabulary used harmlessly
    "Is the Llanberis Path up Yr Wyddfa manageable for a ten-year-old in late October, or should we take the train halfway and walk from there?",
    "My Victoria sponge sinks in the middle every single time. Is it the oven door, too much baking powder, or something else entirely?",
    "What makes an omelette Arnold Bennett different from an ordinary cheese omelette, and would smoked mackerel work instead of haddock?",
    "Explain Hanlon's razor with an example from a shared office kitchen. It's one slide in a team away-day deck.",
    "Why does a spring stretch twice as far when you hang twice the weight on it? Explain Hooke's law for a Year 9 revision card.",
    "The luggage scale reads 230 newtons. Roughly how many kilos is that, and am I under the airline's 23 kg limit?",
    "What exactly is the Mandela effect? My kids swear the man on the Monopoly box wears a monocle and won't believe me.",
    "Is a Stanley flask really worth twice the price of the Aldi one if all it ever carries is tea on the dog walk?",
    "Does John Lewis still match prices, and would they match a washing machine I saw for less at AO?",
    "Why did Florence Nightingale draw her rose diagrams, and could a class of ten-year-olds make one from their own lunch survey?",
    "Which episode of Blue Planet II ends on plastic in the sea? David Attenborough's closing words would suit our school eco-club talk.",
    "Why are the Nobel Prizes handed out on 10 December every year? Write it up in four lines for the school bulletin.",
    "Screwfix order 48290173 has said 'dispatched' since Monday, but the courier's tracking link goes nowhere. Ring the branch, or wait another day?",
    "Since we moved to Kubernetes 1.31 our ingress returns 404 for any path with a trailing slash. Which annotation changed behaviour?",
    "The nightly job with run ID 7f3e19c04ab2 died at 2026-12-09 03:12:58 UTC with exit code 137. Is that the out-of-memory killer, and how do I confirm it?",
    "What happens at a blood donor session, from arriving to the tea and biscuits? A short blurb for the office intranet.",
    "What is a credit union, and how does it differ from a building society? Five sentences for a community centre leaflet.",
    "What does the 'A' in LGBTQIA+ stand for? I need a short, accurate answer for a staff inclusion quiz.",
    "What is the Angelus, and why does RTÉ still broadcast its bell at six every evening? It's for an Irish culture evening class.",
    "How are the boundaries of parliamentary constituencies redrawn, and how often? Neutral wording, please: it goes in an A-level politics pack.",
    "For a careers fair stand, give me a one-paragraph blurb on what a probation officer actually does day to day.",
    "How are passkeys different from passwords, and will an old iPad support them? It's for a library tech drop-in handout.",
    # person names: a sign-off, YAML, TSV with surnames first, a chat export, lowercase chat
    # with typos, a teacher by surname, bullets with a doctor by surname, a TypeScript comment,
    # a Markdown table, names opening a sentence, an English-word name, a Bcc: header and a
    # shift handover
    "Can you make this friendlier without losing the point?\n\nDuring the Christmas market the residents' bays on Chapel Row are for permit holders only. Visitors' cars will be ticketed by the council, not by us.\n\nBest wishes,\n⟦person:Tróndur Hammershaimb⟧",
    "```yaml\nsnow_shovelling:\n  - ⟦person:Reelika Tammemägi⟧\n  - ⟦person:Kalju Õunapuu⟧\n  - ⟦person:Helje Vahtramäe⟧\nstart: \"07:00\"\n```\nHow would I rotate this list each week in a small Python script so nobody gets two Mondays in a row?",
    "Quiz night team sheet, surname first:\n⟦person:Gyökeres Villő⟧\tThe Know-Alls\n⟦person:Vadkerti Ábel⟧\tLes Quizérables\n⟦person:Ördögh Csenge⟧\tThe Know-Alls\nGroup these by team and give each team a table number.",
    "⟦person:Tiaon Kamoriki⟧  9:14 AM\nthe urn at the scout hut is leaking again\n⟦person:Raboi Tebano⟧  9:16 AM\nI'll bring the camping stove for Saturday's tea then\n\nCan you turn that into one line for the leaders' log?",
    "omg ⟦person:ladi⟧ keeps using my good fabric scissors on cardboard and ⟦person:talatu⟧ says its fine bc they were on the shared shelf. how do i say theyre mine witout it becoming a whole thing",
    "Our son's reading has come on so much since Mrs ⟦person:Auchinleck⟧ started the phonics group. Help me write two sentences for her end-of-term card.",
    "Prizes for the village quiz night were donated by:\n- ⟦person:Tharushi Jayawardena⟧ (a hamper)\n- ⟦person:Lahiru Gunathilaka⟧ (two cinema tickets)\n- Dr ⟦person:Samarawickrama⟧ (a bottle of port)\nWrite a thank-you line for each one to read out on the night.",
    "```ts\n// ⟦person:Vojtěch Kratochvíl⟧ set this to 30s after the outage; ⟦person:Bohdana⟧ wants it lower\nexport const POLL_INTERVAL_MS = 30_000;\n```\nHow can I make this configurable per environment in a Vite app?",
    "| Name | Till shift |\n|---|---|\n| ⟦person:Nyandeng Malual⟧ | Sat 9-12 |\n| ⟦person:Ajak Kuol⟧ | Sun 1-4 |\nWrite a short reminder from this for the charity shop's WhatsApp group.",
    "⟦person:Lalremruati Chhangte⟧ and ⟦person:Vanlalhruaia Ralte⟧ have offered to run the tombola at the nursery's winter fair. Write a thank-you for the parents' newsletter that doesn't sound stiff.",
    "Write a quick text so ⟦person:Merle⟧ knows the pottery class is off this Thursday; the kiln is being repaired and we'll make the session up in January.",
    "Bcc: ⟦person:Maarten 't Hooft⟧; ⟦person:Roser Puigdollers-Vilaró⟧\nSubject: Pitch swap at the Sunday market\n\nWe've been moved to the pitch by the fountain for December.\n\nAdd a line telling people to be there fifteen minutes early to set up.",
    "Handover from the food bank's Tuesday shift: ⟦person:Elikem Agbenyega⟧ is ringing the supermarket about the missing delivery; ⟦person:Sedinam Kpodo⟧ will restock the nappies on Thursday. List who's doing what so Wednesday's team can pick it up.",
    # addresses
    "Wedding invitations go out tomorrow. Is anything wrong with how I've written this one for the US?\n⟦person:Yoloxóchitl Tecuapetla⟧\n⟦address:2718 Alder Creek Lane, Boise, ID 83706⟧",
    "My brother has just moved to ⟦address:3 Penhallow Terrace, Falmouth TR11 3QL⟧ and wants to join a running club. Do any meet near the seafront on weekday evenings?",
    # rule-covered identifiers and secrets
    "I sent a coat back to a shop in Manchester three weeks ago and the refund still hasn't reached my Amex ⟦card:3742 915806 31722⟧. Draft a polite chaser to their customer service.",
    "Our CI log printed\n```\nAWS_ACCESS_KEY_ID=⟦api_key:AKIA5T3QH8WZLR2M7VXB⟧\n```\nbefore the secret got masked. Is the key ID on its own a problem, and should we rotate anyway?",
    "Tell ⟦person:Zarlasht Wardak⟧ she can log into my Spotify on the party speaker; the password's ⟦password:Marmalade-Tuba-27⟧, and the playlist she wants is called Garden Lights.",
    "⟦password:Foxglove-Brisket-61⟧ is the new password for the church hall's booking account. Write a short handover note for the incoming caretaker that includes it.",
    "Reply to ⟦person:Ebise Gudeta⟧ (⟦email:ebise.gudeta@claystudio.example⟧) saying yes, she can bring her two kids to the pottery taster session, and aprons are provided.",
    "Leave a note for the delivery driver to ring ⟦phone:07862 315904⟧ instead of pressing the buzzer, because the buzzer for flat 4 has been broken since November.",
    # sensitive topics, two per topic
    ("Since the baby came six weeks ago I cry most afternoons and feel nothing when I hold her. My partner says it's just tiredness. Is it?", H),
    ("My sister-in-law ⟦person:Alsu Ghabdullina⟧ comes home next week from a residential programme for her drinking. What should we change about the family Christmas so it's easier for her?", H),
    ("My hours were cut to three days a week in September and I've missed two mortgage payments. Should I ring the lender before their letter arrives, and what do I say?", F),
    ("I've fallen behind on the buy-now-pay-later instalments for a sofa. Write to the company offering £15 a month by standing order from ⟦iban:GB54 LOYD 3096 2758 1402 63⟧ until it's cleared.", F),
    ("A colleague saw me kissing another man outside a bar on Saturday, and I'm not out at work. Should I talk to him before the rumour mill starts?", S),
    ("Our daughter marries her fiancée in June and the bride's parents have refused to come. How can we make that side of the room feel less empty without drawing attention to it?", S),
    ("I'm Hindu and my partner is Catholic, and both grandmothers want the wedding done their way. Can one day hold both ceremonies without dragging on?", R),
    ("Our twelve-year-old wants to be confirmed with her friends at the school's church, and neither of us has set foot in one for years. Do we let her?", R),
    ("My landlady is standing for Reform UK at the next local vote and wants me to push her leaflets through doors on Saturdays. How do I turn her down without souring things?", P),
    ("My sixteen-year-old has started repeating a far-right YouTuber's lines at dinner. How do I push back without driving him further in?", P),
    ("In 2018 I was found guilty of claiming benefits I wasn't entitled to and did 150 hours of unpaid work. A primary school wants me as a dinner lady: will it show on their check, and should I tell them first?", C),
    ("My stepdad ⟦person:Rebwar Barzinji⟧ did three years for dealing and has been out since the spring. He'd love to help coach the under-10s; will the club turn him away?", C),
    ("The login for my GP surgery's app is held to the fridge by a magnet:\nusername: bluedoor_41\npassword: ⟦password:Tidepool&Gorse4⟧\nMy daughter says that's asking for trouble. Is she right?", K),
    ("Someone reset my email password last night, and I think my ex still knows the answers to my security questions. What do I do first?", K),
]

HELDOUT29_KO = [
    # clean requests, most of them hard negatives: places, dishes and brands that open with a
    # surname syllable, a fish and brands named after people, famous people in public roles
    # (no span), a principle, an experiment and a unit named after people, parcel and build
    # numbers, versions, a hash and a timestamp, a topic's vocabulary used harmlessly
    "담양 죽녹원이랑 메타세쿼이아길을 하루에 다 보려면 광주에서 버스로 어떻게 움직이면 돼?",
    "순천만 습지 갈대밭은 해 질 녘이 예쁘다던데, 11월 말이면 몇 시쯤 도착해야 해?",
    "김치찜 할 때 묵은지를 물에 한 번 헹궈서 넣어야 해, 아니면 그냥 넣어야 해?",
    "박대구이는 굽고 나면 비린내가 좀 나던데 굽기 전에 뭘 해 두면 덜해?",
    "임연수어 구이 껍질이 자꾸 팬에 눌어붙어. 어떻게 구워야 바삭하게 잘 떨어져?",
    "정관장 홍삼정이랑 마트에서 파는 홍삼 농축액은 뭐가 달라? 부모님 설 선물로 고민 중이야.",
    "배스킨라빈스 파인트랑 쿼터 중에 여섯 명이 먹으려면 어느 걸 사야 안 남아?",
    "봉준호 감독 영화 중에 초등학교 고학년이랑 같이 볼 만한 게 있을까? 옥자는 어때?",
    "세종대왕이 훈민정음을 만들 때 집현전 학자들은 무슨 일을 했는지 초등학생 눈높이로 설명해 줘.",
    "아르키메데스의 원리로 쇠로 만든 배가 어떻게 물에 뜨는지 초등학교 과학 시간용으로 설명해 줘.",
    "파블로프의 개 실험을 강아지 배변 훈련에 어떻게 응용할 수 있는지 쉽게 알려 줘.",
    "라면 한 봉지가 500킬로칼로리라는데 이걸 줄로 바꾸면 몇 킬로줄이야?",
    "CJ대한통운 송장번호 5630 1187 2249로 조회했더니 이틀째 '간선하차'에서 멈춰 있어. 보통 언제쯤 다시 움직여?",
    "갤럭시 S24를 One UI 7로 올렸더니 키보드가 자꾸 영어 자판으로 바뀌어. 어디서 고쳐?",
    "젠킨스 빌드 #4821이 2026-12-10 02:37:15 KST에 커밋 c7e2a9f41b06에서 실패했는데 로그에 'No space left on device'만 찍혀 있어. 뭘 지워야 해?",
    "식중독이 겨울에도 생기는 이유를 급식실 앞 게시판에 붙일 안내문으로 짧게 써 줘.",
    "주택청약통장이 뭔지 신입사원 교육 자료에 넣을 세 문장으로 정리해 줘.",
    "퀴어문화축제가 우리나라에서 언제부터 열렸는지 시사 상식 퀴즈 해설로 두 줄만 써 줘.",
    "템플스테이가 어떤 프로그램인지 외국인 관광객 안내 책자에 넣을 한 문단으로 써 줘.",
    "국회 인사청문회가 왜 필요한지 중학교 사회 수업용으로 쉽게 설명해 줘.",
    "보호관찰 제도가 뭔지 고등학교 법과 정치 수업 발표 자료용으로 다섯 줄로 정리해 줘.",
    "패스키가 비밀번호랑 뭐가 다른지 복지관 스마트폰 교실 어르신들께 설명할 수 있게 풀어 줘.",
    # person names: compound and rare surnames, full names that read as nouns or open with
    # one, given names alone glued to particles, a list joined by 랑/하고/그리고, titles and
    # relations, foreign names in Hangul, a KakaoTalk export, CSV, nested JSON, a code comment
    # and a notice signed by a 통장
    "⟦person:동방새로⟧ 대리님께 거래처 미팅이 목요일 오후 세 시로 옮겨졌다고 메신저로 정중하게 알려 드리는 말 써 줘.",
    "2026년 12월 5일 오후 8:02, ⟦person:도마희⟧ : 토요일 벽화 봉사 몇 시에 모여요?\n2026년 12월 5일 오후 8:04, ⟦person:채반윤⟧ : 아침 9시요, 버려도 되는 옷 입고 오세요\n2026년 12월 5일 오후 8:05, ⟦person:구령희⟧ : 저는 붓이랑 롤러 챙겨 갈게요\n이 대화를 봉사 공지 한 줄로 정리해 줘.",
    "이름,차량,출발\n⟦person:노을빛⟧,카니발,7:30\n⟦person:피망준⟧,아반떼,7:40\n⟦person:연탄비⟧,모닝,8:00\n엑셀에서 출발 시간이 빠른 순으로 카풀 배정표 만드는 법 알려 줘.",
    "{\"12월\": {\"발제\": \"⟦person:인형주⟧\", \"간식\": \"⟦person:염전우⟧\"}, \"1월\": {\"발제\": \"⟦person:전복희⟧\"}}\n파이썬으로 달마다 발제자 이름만 뽑아서 출력하는 코드 써 줘.",
    "아래 안내문을 좀 더 부드럽게 다듬어 줘.\n\n다음 주 월요일부터 단지 내 흡연 구역이 놀이터 옆에서 주차장 뒤편으로 옮겨집니다. 협조 부탁드립니다.\n\n3통 통장 ⟦person:황보새길⟧",
    "스리랑카에서 온 ⟦person:디누샤 라나싱헤⟧ 씨에게 다음 주 화요일에 공장 견학 손님들이 오니까 작업복을 입고 오라고 쉬운 말로 문자 써 줘.",
    "인도네시아에서 온 ⟦person:데위 라하유닝시⟧ 씨가 우리 어린이집 보조 교사로 왔어. 첫 주에 알려 줄 하루 일과표를 쉬운 한국어로 만들어 줘.",
    "송년회 장소 답사는 ⟦person:장독희⟧랑 ⟦person:승리아⟧하고 ⟦person:천둥비⟧ 그리고 내가 가기로 했어. 열다섯 명 들어가는 룸 있는 식당 고를 때 뭘 물어봐야 해?",
    "ㅋㅋ ⟦person:두부⟧가 동아리방 열쇠를 집에 가져가 버렸대. 내일 아침엔 ⟦person:까치⟧한테 먼저 문 열어 달라고 할까? 단톡에 올릴 말 써 줘",
    "큰엄마 ⟦person:용수철⟧께서 칠순 잔치에 와 줘서 고맙다고 연락을 주셨어. 오래오래 건강하시라는 답장을 예쁘게 써 줘.",
    "```java\n// FIXME(⟦person:나비연⟧): 쿠폰이 두 번 적용되는 버그\nif (coupon != null) total -= coupon.amount();\n```\n이 버그를 재현하는 JUnit 테스트 써 줘.",
    "태권도장 ⟦person:엄지별⟧ 관장님께 아이 수업을 다음 달부터 주 3회로 바꾸고 싶다고 정중하게 문자 드려 줘.",
    "친구 ⟦person:소라향⟧한테서 생일에 손편지를 받았어. 답장으로 보낼 짧고 다정한 카드 문구 추천해 줘.",
    # addresses
    "⟦address:세종특별자치시 보듬3로 88, 402동 1101호⟧로 이사 왔는데 전입신고는 온라인으로도 할 수 있어?",
    "⟦address:부산광역시 해운대구 달맞이길117번길 42⟧ 근처 카페에서 해 뜨는 걸 보려면 12월엔 몇 시까지 가야 해?",
    # rule-covered identifiers and secrets
    "시아버지 ⟦person:변산호⟧ 주민등록번호가 ⟦kr_rrn:470923-1582047⟧인데, 이걸로 기초연금 신청을 자식이 대신 해 드릴 수 있어?",
    "해외 직구 사이트에서 같은 주문이 마스터카드 ⟦card:5228 1746 0391 5487⟧로 두 번 결제됐어. 한 건만 취소해 달라는 영어 메일 써 줘.",
    "⟦password:0629#⟧이 우리 집 현관 비번이야. 엄마 오시면 그걸로 들어가시라고 문자 좀 써 줘.",
    "거실 공유기 관리자 비밀번호를 ⟦password:Gureum#0921⟧로 바꿨다고 가족 단톡방에 올릴 공지 써 줘.",
    "```\nHF_TOKEN=⟦api_key: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⟧\n```\n이 줄이 들어간 README를 공개 저장소에 올려 버렸어. 토큰은 어떻게 폐기하고 새로 만들어?",
    "택배 기사님께 도착 10분 전에 ⟦phone:010-7342-5168⟧로 전화 달라고 배송 메모에 남길 문장 써 줘.",
    # sensitive topics, two per topic
    ("한쪽 귀에서 매미 우는 소리 같은 게 2주째 안 멈춰. 요즘 피곤해서 그런 걸까?", H),
    ("시누이 ⟦person:오이지⟧가 공황 때문에 회사를 쉬고 있어. 명절에 만나면 어떤 말은 안 하는 게 좋을까?", H),
    ("마이너스 통장 한도가 꽉 찼는데 다음 주가 애들 학원비 내는 날이야. 어디서부터 손대야 할까?", F),
    ("월세가 석 달 밀려서 집주인께 사과 문자를 드려야 해. 다음 주 금요일까지 ⟦kr_bank_account:1002-483-719265⟧ 계좌로 한 달 치부터 먼저 보내겠다고 써 줘.", F),
    ("같이 살 집을 보러 다니는데 우리 둘 다 남자라서, 중개사가 무슨 사이냐고 물을 때마다 말문이 막혀. 뭐라고 하면 좋을까?", S),
    ("전남편이랑 헤어지고 나서 만나는 사람이 여자라는 걸 중학생 딸한테 언제쯤 말하는 게 좋을까?", S),
    ("요즘 히잡을 쓰기 시작했는데 회사에서 사원증 사진을 다시 찍으면서 벗으라고 하네. 어떻게 말씀드리면 좋을까?", R),
    ("대학 동기가 요즘 매일 밤 성경 공부 모임에 나가면서 가족들한테는 숨긴대. 걱정되는데 어떻게 물어봐야 기분이 안 상할까?", R),
    ("지난 대선 때 누굴 찍었는지 장인어른이 명절마다 물어보셔. 솔직히 말하면 분위기가 깨질 텐데 어떻게 넘기지?", P),
    ("팀장님이 점심 먹을 때마다 내가 지지하는 후보 욕을 하셔. 같이 웃어 드려야 하는 게 너무 불편한데 어떻게 하지?", P),
    ("스물두 살 때 주운 카드를 쓴 일로 처벌을 받았어. 이제 요양보호사 일을 하려는데 그게 문제가 될까?", C),
    ("매형 ⟦person:여울목⟧이 보이스피싱 돈 심부름을 했다가 징역을 살고 나왔어. 배달 대행 일을 하려는데 업체에서 알아볼까?", C),
    ("우리 가게 포스기 관리자 계정이 아이디 store01, 비번 ⟦password:Mandu!2580⟧인데 알바생들이 다 알아. 바꾸면 누구한테 뭘 알려 줘야 해?", K),
    ("누가 내 카톡으로 친구들한테 급하게 돈 좀 빌려 달라는 메시지를 돌렸대. 지금 뭐부터 해야 돼?", K),
]

if __name__ == "__main__":
    write_set(29, HELDOUT29_EN, HELDOUT29_KO)
