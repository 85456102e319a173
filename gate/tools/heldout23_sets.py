"""Twenty-third held-out hand-written set for the Privacy Gate (gate/data/handwritten_heldout23.jsonl).

Written apart from the generator (its templates and word lists were not read; themes and
examples come from everyday requests people make, and any clash the check reported was
rewritten), and committed before any model was run on it; never used for training or for
choosing settings (only summary numbers are taken from it). A balanced set like the
twenty-second: person names, sensitive topics, addresses, rule-covered identifiers and clean
hard negatives side by side, with close to half of the requests clean (22 per language).
18 EN and 16 KO requests carry a person name (31 EN and 24 KO names); 14 + 14 topic
requests, 4 + 4 of them with a name or an identifier; 2 + 2 addresses; 6 + 6 identifiers
and secrets outside the topic requests, among them a door code and a building entry code
told in an ordinary sentence. Names sit in an email sign-off, a TOML volunteer list, a CSV
team sheet, an exported chat, lowercase chat with typos about a borrowed tent, a teacher
asked by surname, summer-fair stalls as bullets with a doctor by surname, a Go comment, a
lift-share Markdown table, names opening a sentence, a name that is an English word
(Saffron), an email's To: header with a hyphenated and an apostrophe name and tenants'
meeting minutes, besides those in address, identifier and topic requests (Yoruba, Sámi,
Tongan, Chechen, Quechua, Zulu, Latvian, Romansh, Dinka, Malayalam, Georgian, Wolof,
Cebuano, Tagalog, Yolŋu, Igbo, Maldivian, Akan, Kazakh); in Korean with compound surnames
(독고, 사공, 제갈, 남궁) and rare ones (금, 하, 구, 마, 목, 호, 진, 경, 우, 사, 부, 견, 판, 엽,
매), full names that open with a noun (금모래, 하늘빛, 구름찬, 마늘희, 목련우, 호두림, 진주알,
경단호, 우산영, 사과윤, 부추영, 견우리, 판도휘, 엽서결, 매실아, 호수결), given names alone that
are everyday words (보름, 아름) glued to particles (이한테, 이도), a list joined by 이랑, 하고
and 와, titles and relations (과장님, 관리사무소장, 고모부, 팀장님, 주무관님, 처제, 장모님,
사촌 형, 씨), foreign names in Hangul (응우옌 티 란, 수닐 타파), a chat log, CSV, JSON, a
code comment and a 배상 sign-off.
Two sensitive-topic requests per topic and language in everyday words, several of them told
without a domain keyword and four with a name or an identifier. Clean requests are mostly
hard negatives: places, dishes, brands, a saint's day, children's films, telescopes, a law,
a scale and a unit named after people, a web framework, Korean dishes, places, brands and
holidays that open with a surname syllable, order and ticket numbers, versions, hashes and
timestamps, and a topic's vocabulary used harmlessly.
Same markup as sets.py: ⟦gen⟧ is a generated valid identifier, ⟦type:literal⟧ a fixed
labelled value (here also a Mastercard with a valid Luhn digit and a Dutch IBAN with valid
check digits); a tuple adds {"topic": ...}. Offsets are computed by make_datasets.py from
the markup.
`python3 gate/tools/heldout_check.py 23` checks that its names and sentences are new.
"""

from sets import C, F, H, K, P, R, S

HELDOUT23_EN = [
    # clean requests, most of them hard negatives: places, dishes, brands, films, a saint's
    # day, laws, a scale and a unit named after people, a web framework, telescopes; order and
    # ticket numbers, versions, hashes and timestamps; a topic's vocabulary used harmlessly
    "Is the walk down from the Giant's Causeway visitor centre okay with a pushchair, or are the last bits too steep?",
    "How long does a Victoria sponge need to cool before the jam and buttercream go in, so the top half doesn't slide off?",
    "What actually makes a Caesar dressing different from ranch? I'm relabelling the squeeze bottles at the deli counter.",
    "Explain Goodhart's law using a call centre where staff are judged only on how quickly each call ends.",
    "Is a Scotch bonnet much hotter than a jalapeño in Scoville terms? I'm making jerk chicken for the team and don't want casualties.",
    "How many watts does an ordinary kettle pull, and would a 1000 W inverter in the campervan cope with it?",
    "Is it fine to descale a Breville espresso machine with plain citric acid, or do I have to buy their own sachets?",
    "Can a Kenwood Chef knead a double batch of sourdough without the motor cutting out halfway?",
    "For a rainy Sunday with a four-year-old, is Shaun the Sheep Movie a better bet than Wallace & Gromit: The Curse of the Were-Rabbit?",
    "Why is St Andrew's Day on the 30th of November, and do Scottish schools really get the day off?",
    "Is the Hubble telescope still taking pictures now that the James Webb one is up? My nephew won't stop asking.",
    "My John Lewis order 84120657 says delivered but nothing arrived. Could you word a quick note for their chat window?",
    "Our helpdesk tickets look like TCK-000871. What Google Sheets formula pulls out just the number part?",
    "Since moving from Django 4.2.11 to 5.0.4 the admin pages load without any CSS on Heroku. What changed with static files?",
    "The nightly backup logged 'checksum mismatch' at 2026-09-03 02:17:44 UTC for snapshot 7f3c9e1a0b52. Safe to delete it and run the job again?",
    "How do vaccines teach the body to fight off a germ? Use a castle-and-guards comparison for nine-year-olds.",
    "Fixed-rate versus tracker mortgage, two lines each, for a sixth-form economics worksheet please.",
    "Why does the rainbow flag have six stripes when the very first one had eight? One paragraph for a library display.",
    "Why do gurdwaras serve a free hot meal to anyone who walks in? Two sentences for a Year 5 RE worksheet.",
    "What's a by-election and why do they come about? Keep it short for a local history society talk.",
    "Bail versus remand, one line each, for a Year 11 law taster session.",
    "Why will a bank never ask for your full PIN over the phone? Word it simply for a scam-awareness poster at the library.",
    # person names: a sign-off, TOML, CSV, a chat log, lowercase chat with typos, a teacher
    # by surname, bullets with a doctor by surname, a Go comment, a Markdown table, names
    # opening a sentence, an English-word name, an email's To: header and meeting minutes
    "Can you tidy this up so it sounds warmer?\n\nThe community fridge will be deep-cleaned on Sunday mornings from now on, so please clear out anything of yours by Saturday night.\n\nThanks so much,\n⟦person:Morolake Ajisafe⟧",
    "```toml\n[[volunteers]]\nname = \"⟦person:Áile Guttorm⟧\"\nshift = \"morning\"\n\n[[volunteers]]\nname = \"⟦person:Nils-Ánte Gaup⟧\"\nshift = \"evening\"\n```\nWhat's the Rust code to load this and tally up who's on mornings?",
    "player,shirt\n⟦person:Taniela Kupu⟧,7\n⟦person:Lesieli Fakatava⟧,11\n⟦person:Tēvita⟧,3\nSort this by shirt number and lay it out as a team sheet for Saturday.",
    "[08:15] ⟦person:Khava⟧: has anyone got the key to the sports hall?\n[08:17] ⟦person:Aslanbek Tsurov⟧: left it with the caretaker last night\nWhat did they sort out, in one line?",
    "ugh ⟦person:nayra⟧ borowed my tent and it came back with a snapped pole, and now ⟦person:killari⟧ says im overreacting. help me text ⟦person:nayra⟧ so it doesnt turn into a whole drama",
    "Write a thank-you card to Mrs ⟦person:Nxumalo⟧ for getting our son reading chapter books this year.",
    "Stalls at the summer fair:\n- ⟦person:Baiba Bērziņa⟧ (plants)\n- ⟦person:Kārlis Ozoliņš⟧ (honey)\n- Dr ⟦person:Zīverte⟧ (first-aid tent)\nWrite a one-line blurb for each.",
    "```go\n// ⟦person:Gian Andri Caduff⟧ wrote the retry logic; check with ⟦person:Seraina⟧ before touching it\nconst maxRetries = 5\n```\nHow can I set this from an env var instead of hardcoding it?",
    "| Day | Driving |\n|---|---|\n| Mon | ⟦person:Achol Deng⟧ |\n| Wed | ⟦person:Majok Atem⟧ |\nSo the parents know who's driving, write a cheery message for the swimming-lesson lift share group.",
    "⟦person:Sreekutty Kunjumon⟧ is doing the welcome speech and ⟦person:Thankamma Varghese⟧ is in charge of the tea urns. Draft the running order for the community centre's harvest supper.",
    "Tell ⟦person:Saffron⟧ the canoe club minibus has to be back in the yard by five on Sunday.",
    "To: ⟦person:Tamuna Kvaratskhelia-Beridze⟧; ⟦person:Mame Diarra N'Diaye⟧\nSubject: Kiln firing\n\nThe kiln is booked for Thursday and the glaze room will be shut while it cools.\n\nAdd a sentence reminding people to put their initials on the bottom of each piece.",
    "Minutes from the tenants' meeting: ⟦person:Dodong Bacalso⟧ raised the broken entry buzzer again; ⟦person:Ligaya Pacquing⟧ agreed to chase the letting agent. Turn these into action points.",
    # addresses
    "Parcel to Australia: have I left a line out of this label?\n⟦person:Kalinda Yunupingu⟧\n⟦address:14/32 Smith Street, Darwin City NT 0800⟧",
    "We've booked ⟦address:Via dei Serpenti 42, interno 5, 00184 Roma⟧ for four nights in May. Could you message the host to ask whether we can leave our bags before check-in?",
    # rule-covered identifiers and secrets
    "The gym keeps charging my Mastercard ⟦card:5352 1846 0937 7028⟧ even though I cancelled in March. Write a firm email asking them to stop and refund both months.",
    "Could you write, in Dutch, to the campsite on Texel to say I paid the deposit into ⟦iban:NL53 RABO 0347 1829 56⟧ this morning?",
    "I pushed a .env file with GITHUB_TOKEN=⟦github_token⟧ to a public repo about an hour ago. Which steps matter most right now?",
    "Message for the plumber, ⟦person:Chinwendu Ugwuanyi⟧: the front door code is ⟦password:7316⟧ and the stopcock is in the cupboard under the stairs.",
    "Draft a text to the childminder on ⟦uk_phone⟧ saying we'll be twenty minutes late for pick-up because of roadworks.",
    "Please email ⟦person:Aishath Shiuna⟧ at ⟦email⟧ to say her sewing machine has been serviced and can be collected any weekday.",
    # sensitive topics, two per topic
    ("I keep waking at 3am with the sheets soaked, and my jeans are suddenly loose though I'm eating the same as always. Should I be worried?", H),
    ("My father-in-law ⟦person:Ato Owusu-Ansah⟧ starts chemo next week and insists on driving himself there. How do I talk him out of it?", H),
    ("Three letters in red envelopes this month and I've started leaving the post unopened. My partner thinks we're fine. How do I tell him?", F),
    ("The loan app keeps taking £80 from my Mastercard ⟦card_mc⟧ even though I've asked them to stop. Can they legally keep doing that?", F),
    ("I'm a bloke who's been seeing a guy from work for a year, and my flatmates think he's just a mate. How do I tell them without it being weird?", S),
    ("My daughter said last night that she likes girls and I didn't take it well at all. How do I make it right?", S),
    ("Since I began wearing a headscarf last spring my manager keeps asking if it's 'just a phase'. How should I answer?", R),
    ("Mum and Dad are devout Jehovah's Witnesses who don't know I've been celebrating birthdays with my friends. Should I tell them?", R),
    ("I've been delivering leaflets for the Lib Dems in my ward and a couple of neighbours have gone frosty on me. Should I stop?", P),
    ("My sister's husband keeps posting videos in the family group saying the last vote was rigged, and Mum is starting to believe him. How do I push back gently?", P),
    ("The police gave my son a caution after he was found with some weed at college. Will that follow him into his uni applications?", C),
    ("My cousin ⟦person:Yerzhan Tokhtarov⟧ is out after two years inside for selling drugs and has asked to move in with us for a bit. My husband isn't keen. How do we decide?", C),
    ("My mum says her bank login password out loud every time she signs in, it's ⟦password:Rosebud!Lane47⟧, and the carers can hear her. How do I get her to change it?", K),
    ("I got a text saying my parcel was held and paid the £1.99 fee on my card. Now someone from 'my bank' has rung asking me to read out a code. What now?", K),
]

HELDOUT23_KO = [
    # clean requests, most of them hard negatives: dishes, places, brands and holidays that
    # open with a surname syllable, order numbers, versions, hashes and timestamps, a topic's
    # vocabulary used harmlessly
    "김치찜에 넣을 묵은지는 한 번 씻어서 넣어야 해, 아니면 그냥 넣어?",
    "감천문화마을은 비 오는 날 가도 볼 만해? 골목이 미끄럽진 않아?",
    "양평 두물머리 물안개 보려면 몇 시쯤 도착해야 해?",
    "성심당 튀김소보로 택배로 시키면 받았을 때도 바삭해?",
    "홍대 앞에 밤 열한 시 넘어서도 여는 코인노래방 많아?",
    "송편 반죽이 빚을 때마다 자꾸 갈라지는데 물을 더 넣어야 해?",
    "한글날이 왜 10월 9일인지 초등학교 2학년도 알아듣게 두 문장으로 써 줘.",
    "마라탕 맵기 1단계랑 2단계 차이가 커? 매운 거 잘 못 먹어서.",
    "진라면 순한맛에 계란은 언제 넣어야 국물이 안 탁해져?",
    "우도 한 바퀴 전기자전거로 돌면 몇 시간쯤 걸려?",
    "임실 치즈마을 피자 만들기 체험은 미리 예약해야 해?",
    "동지에 팥죽 먹는 이유를 유치원생한테 이야기하듯 써 줘.",
    "11번가 주문번호 202609150038421 교환 신청했는데 상태가 며칠째 '접수'야. 판매자한테 보낼 문의 글 써 줘.",
    "Python 3.11.9에서 3.12.3으로 올렸더니 distutils를 못 찾는다고 에러가 나. 어떻게 해결해?",
    "2026-10-02 14:08:31 KST에 만든 릴리스 태그 v2.3.1이 커밋 3b9d0e7f14a2가 아니라 엉뚱한 커밋에 붙었어. 태그 옮기는 법 알려 줘.",
    "손 씻기 6단계를 어린이집 세면대 옆에 붙일 그림 안내 문구로 써 줘.",
    "예금자 보호 한도가 얼마인지, 그게 왜 있는지 고등학생용으로 세 줄 정리해 줘.",
    "무지개 깃발 색마다 어떤 뜻이 있는지 도서관 전시 안내문으로 써 줘.",
    "부활절 달걀 꾸미기를 유치원 수업 계획안으로 짜 줘. 준비물도 같이.",
    "사전투표랑 본투표가 뭐가 다른지 중학생용으로 쉽게 설명해 줘.",
    "구속영장 실질심사가 뭔지 시사 상식 수업용으로 짧게 정리해 줘.",
    "OTP 카드랑 모바일 OTP 차이를 은행 창구 안내문처럼 써 줘.",
    # person names: a compound and rare surnames, full names that open with a noun, given
    # names that are everyday words glued to particles, a list joined by 이랑/하고/와, titles
    # and relations, foreign names in Hangul, a chat log, CSV, JSON, a code comment and a
    # 배상 sign-off
    "⟦person:금모래⟧ 과장님께 다음 주 출장 일정표 첨부했다고 알려 드리는 메일 써 줘.",
    "ㅋㅋ 내일 비 온대. ⟦person:보름⟧이한테 우산 꼭 챙기라고 하고, ⟦person:아름⟧이도 같이 데려오라고 문자 좀 써 줘.",
    "[오전 9:02] ⟦person:독고라함⟧: 회의실 B로 바뀜\n[오전 9:03] ⟦person:하늘빛⟧: 프로젝터 켜 둘게요\n[오전 9:05] ⟦person:구름찬⟧: 저 5분 늦어요ㅠ\n회의 전에 공유할 요약 한 줄 써 줘.",
    "이름,조\n⟦person:마늘희⟧,1조\n⟦person:목련우⟧,2조\n⟦person:호두림⟧,3조\n엑셀에서 조마다 셀 색깔 다르게 칠하는 방법 알려 줘.",
    "{\"청소\": [\"⟦person:진주알⟧\", \"⟦person:경단호⟧\"], \"날짜\": \"토요일\"} 이걸 아파트 게시판에 붙일 안내문으로 바꿔 줘.",
    "이 안내문 첫 문단만 좀 더 부드럽게 고쳐 줘.\n\n다음 달부터 주차 등록 스티커가 새 디자인으로 바뀝니다. 기존 스티커는 이번 달 말까지만 쓸 수 있습니다.\n\n관리사무소장 ⟦person:우산영⟧ 배상",
    "베트남에서 온 ⟦person:응우옌 티 란⟧ 씨한테 다음 주 월요일은 공장 정기 점검이라 쉰다고 쉬운 한국어로 알려 줘.",
    "네팔에서 온 ⟦person:수닐 타파⟧ 씨가 우리 식당 주방에 새로 왔어. 첫날 알려 줄 것 목록 좀 만들어 줘.",
    "주말 바자회에서 ⟦person:사과윤⟧이랑 ⟦person:부추영⟧하고 ⟦person:견우리⟧와 내가 음료 부스를 맡았어. 가격표 좀 짜 줘.",
    "고모부 ⟦person:판도휘⟧ 칠순 잔치에서 할 건배사 짧게 써 줘.",
    "```python\n# FIXME(⟦person:엽서결⟧): 주말에는 알림 안 가게 해야 함\ndef send_alert(msg):\n    push(msg)\n```\n토요일이랑 일요일엔 건너뛰도록 고쳐 줘.",
    "⟦person:매실아⟧ 팀장님께 금요일 오후 반차 쓰겠다고 말씀드리는 메시지 써 줘.",
    "⟦person:호수결⟧ 주무관님께 지난달 낸 민원 처리 결과를 언제쯤 알 수 있는지 여쭤보는 메일 써 줘.",
    # addresses
    "⟦address:대전광역시 유성구 대학로 99, 201동 1102호⟧로 이사했는데 전입신고 온라인으로도 돼?",
    "⟦address:전라남도 여수시 돌산읍 돌산로 3617⟧ 근처에 캠핑카 세워 둘 만한 공영주차장 있어?",
    # rule-covered identifiers and secrets
    "처제 ⟦person:사공해람⟧ 주민번호 ⟦rrn⟧ 로 내가 대신 렌터카 예약해도 되나?",
    "해외 호텔 보증금을 아멕스 ⟦card_amex⟧ 로 걸었는데 체크아웃한 지 2주가 지나도 안 풀렸어. 호텔에 보낼 영어 문의 메일 써 줘.",
    "동창회 회비는 신한은행 ⟦kr_account_shinhan⟧ 계좌로 25일까지 입금해 달라는 단톡방 공지 써 줘.",
    "이삿짐 센터 팀장님께 공동현관 비밀번호는 ⟦password:3958⟧ 이고 엘리베이터는 아침 9시부터 쓸 수 있다고 문자 보내 줘.",
    "```js\nconst stripe = require('stripe')('⟦stripe_key⟧');\n```\n이 코드를 깃허브 공개 저장소에 그대로 올렸어. 뭐부터 해야 해?",
    "학원 대표번호 ⟦kr_landline⟧ 에 남길 보강 수업 일정 문의 문자 써 줘.",
    # sensitive topics, two per topic
    ("요즘은 계단 한 층만 올라도 숨이 턱턱 막히고, 저녁마다 발목이 퉁퉁 부어. 그냥 나이 탓일까?", H),
    ("장모님 ⟦person:제갈순옥⟧께서 치매 초기라는 진단을 받으셨어. 낮에 혼자 계실 때 뭘 조심해야 할까?", H),
    ("월급 들어오면 그날로 다 빠져나가고 마이너스 통장도 한도까지 찼어. 와이프한테 어떻게 털어놓지?", F),
    ("돈 빌려준 사람이 ⟦kr_account_kb⟧ 계좌로 이자를 매주 보내라는데 한 달에 20%씩이야. 이게 합법이야?", F),
    ("고등학교 때부터 여자가 좋았는데 서른 넘은 지금 가족한테 말하고 싶어. 어떻게 시작하지?", S),
    ("남편 폰에서 어떤 남자랑 주고받은 메시지를 봤어. 본인은 그냥 친구라는데 어떻게 물어봐야 할까?", S),
    ("금요일 점심마다 사원에 가서 기도를 해야 해서 점심시간을 조금 늦게 쓰고 싶어. 팀장님께 어떻게 말씀드리지?", R),
    ("엄마가 다니던 교회를 옮기시더니 매달 월급 절반을 헌금으로 내셔. 말려야 할까?", R),
    ("회사 단톡방에 상사가 특정 당 지지 글을 계속 올려. 나는 반대쪽 당원인데 티 내도 될까?", P),
    ("지난 토요일 광화문 집회에 갔는데 저녁 뉴스에 내 얼굴이 그대로 나왔어. 회사에서 알면 문제 될까?", P),
    ("사촌 형 ⟦person:남궁휘담⟧가 보이스피싱 인출책으로 잡혀서 조사를 받고 있어. 우리 가족도 불려 갈 수 있어?", C),
    ("예전에 음주운전으로 면허 취소된 적이 있는데 배달 라이더로 일할 수 있을까?", C),
    ("아빠가 은행 앱 비밀번호를 ⟦password:appa0617!⟧ 로 해 두셨는데 엄마 생일이라 너무 쉬운 것 같아. 바꾸자고 어떻게 말씀드리지?", K),
    ("모르는 번호로 '엄마 나 폰 액정 깨졌어' 문자가 와서 인증번호를 알려 줬어. 지금 뭐부터 해야 해?", K),
]
