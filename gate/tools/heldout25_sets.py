"""Twenty-fifth held-out hand-written set for the Privacy Gate (gate/data/handwritten_heldout25.jsonl).

Written apart from the generator (its templates and word lists were not read; themes and
examples come from everyday requests people make, and any clash the check reported was
rewritten), and committed before any model was run on it; never used for training or for
choosing settings (only summary numbers are taken from it). A balanced set like the
twenty-fourth: person names, sensitive topics, addresses, rule-covered identifiers and clean
hard negatives side by side, with close to half of the requests clean (22 per language).
18 EN and 16 KO requests carry a person name (31 EN and 25 KO names); 14 + 14 topic
requests, 4 + 4 of them with a name or an identifier; 2 + 2 addresses; 6 + 6 identifiers
and secrets outside the topic requests, among them a key-safe code for a cat sitter, an
allotment shed's combination lock, a parcel-locker code for a downstairs neighbour and a
club-room laptop login told in an ordinary sentence.
Names sit in an email sign-off, a first-aid rota as JSON, a CSV of craft-market pitches with
surnames first, an exported chat, lowercase chat with typos about a borrowed camping stove,
a coach asked by surname, heritage-evening speakers as bullets with a doctor by surname, a
Python comment, a Markdown table of food-bank shifts, names opening a sentence, a name that
is an English word (Yarrow), an email's Cc: header with a hyphenated and an apostrophe name
and residents' meeting notes, besides those in address, identifier and topic requests
(Basque, Buryat, Sardinian, Greenlandic, Breton, Samoan, Amharic, Pashto, Kurdish, Tamil,
Telugu, Burmese, Québécois, Irish, Fijian, Tswana, Kabyle, Māori, Oromo, Inuit); in Korean with
compound surnames (선우, 서문) and rare ones (채, 표, 천, 나, 소, 피, 갈, 감, 옥, 인, 공, 도, 빈,
용, 어, 설, 길, 엄, 육), full names that open with a noun (채점희, 표주박, 천막해, 나비윤, 소라빈,
피리안, 갈대현, 감귤아, 옥수희, 인형준, 공기현, 도토린, 빈칸우, 용기윤, 어항민, 설탕희, 길목은,
엄지순, 육포진), given names alone that are everyday words (솔잎, 버들) glued to particles
(이가, 이랑), a list joined by 이랑, 하고 and 와, titles and relations (부장님, 외삼촌, 원장님,
운영위원, 할아버지, 할머니, 사촌 동생, 씨), foreign names in Hangul (아이게림 누르라노바, 라힘
우딘), a chat log, CSV, JSON, YAML, a Java comment and an 올림 sign-off.
Two sensitive-topic requests per topic and language in everyday words, several of them told
without a domain keyword and four with a name or an identifier. Clean requests are mostly
hard negatives: places, dishes, brands, a children's film, a night named after a poet, a
law, an effect and a unit named after people, Korean places, dishes and brands that open
with a surname syllable, laws named after people, order and ticket numbers, versions,
hashes and timestamps, and a topic's vocabulary used harmlessly.
Same markup as sets.py: ⟦gen⟧ is a generated valid identifier, ⟦type:literal⟧ a fixed
labelled value; a tuple adds {"topic": ...}. Offsets are computed by make_datasets.py from
the markup.
`python3 gate/tools/heldout_check.py 25` checks that its names and sentences are new.
"""

from sets import C, F, H, K, P, R, S

HELDOUT25_EN = [
    # clean requests, most of them hard negatives: places, dishes, brands, a film, a night
    # named after a poet, a law, an effect and a unit named after people; order and ticket
    # numbers, versions, hashes and timestamps; a topic's vocabulary used harmlessly
    "Could a nine-year-old who moans on long walks manage the cliff path between Tintagel and Boscastle in one afternoon?",
    "Can we see the Kelpies and Stirling Castle in one day without a car, just using trains from Glasgow?",
    "My Yorkshire puddings came out flat and dense again. Is it the batter resting time or the oven not being hot enough?",
    "How is a Bakewell tart different from a Bakewell pudding? My aunt insists they're the same thing.",
    "Use a bathroom refit to illustrate Parkinson's law: the job that was meant to take two weeks and is now on week nine.",
    "What's the Doppler effect, explained for a ten-year-old who just asked why the ambulance siren changed as it drove past?",
    "My electricity bill says we used 410 kWh last month. How many joules is that? Show the working so my daughter can follow it.",
    "For a weekly beef stew, would a pricey Le Creuset pot beat a cheap cast-iron one from Lidl by much?",
    "Does a Brompton fold small enough to take on the Eurostar without booking it in as luggage?",
    "Is Paddington 2 okay for a nervous five-year-old, or is the prison bit too scary?",
    "What do people actually eat on Burns Night, and who is supposed to give the address to the haggis?",
    "My IKEA delivery, order 1398274506, arrived missing the screws for the wardrobe doors. Draft two lines asking them to post the fittings bag.",
    "Our Zendesk ticket numbers like #384112 keep getting auto-linked in Slack to a random channel. How do I stop that?",
    "After upgrading Node from 18.19 to 20.11, our Jest suite hangs at the end with a warning about open handles. Where do I start?",
    "git blame says line 88 came from a3f9c02e71bd on 2026-12-04 09:12:50 +0100. How do I see the whole diff of that commit in the terminal?",
    "An MRI machine takes pictures inside the body with magnets rather than X-rays. How? Keep it short for a Year 10 physics poster.",
    "How is a credit score not the same thing as a credit report? Two lines for the Year 12 money session.",
    "Why is June known as Pride Month? Keep it short and neutral, for the 'this month' corner of our staff newsletter.",
    "Why do gurdwaras offer a free langar meal to every visitor, Sikh or not? A paragraph for a Year 5 topic on places of worship.",
    "What does a parliamentary whip actually do all day? One paragraph for an A-level politics revision sheet.",
    "In England, how is a police caution different from a conviction? A neutral explainer for a GCSE citizenship lesson.",
    "Explain 2FA codes in plain words for a handout at the over-60s computer club: why the bank texts one each time.",
    # person names: a sign-off, JSON, CSV with surnames first, a chat log, lowercase chat with
    # typos, a coach by surname, bullets with a doctor by surname, a Python comment, a Markdown
    # table, names opening a sentence, an English-word name, an email's Cc: header and minutes
    "Can you tighten this up? It reads a bit stiff.\n\nThe staff kitchen fridge will be emptied every Friday at 4pm. Unlabelled tubs will be thrown out.\n\nWarm regards,\n⟦person:Maddalen Urkiaga⟧",
    "{\"firstaid\": [{\"day\": \"Sat\", \"cover\": \"⟦person:Sayana Dorzhieva⟧\"}, {\"day\": \"Sun\", \"cover\": \"⟦person:Bair Tsydenov⟧\"}]}\nHow do I pull out the Sunday cover with Python's json module?",
    "pitch,stallholder\n12,⟦person:Mereu Bonaria⟧\n15,⟦person:Lynge Aqqaluk⟧\n18,⟦person:Olsvig Paninnguaq⟧\nSort these by pitch number and turn them into a map key for the craft market.",
    "[19:40] ⟦person:Riwal⟧: has anyone got the spare key to the boathouse?\n[19:42] ⟦person:Azenor Quillévéré⟧: it's on the hook in my hallway, come grab it\nSummarise that in one line for the club notes.",
    "ok so ⟦person:matagi⟧ borowed my good camping stove and gave it back with the burner clogged, and ⟦person:loimata⟧ says just let it go lol. do i say somthing to ⟦person:matagi⟧ or nah",
    "Draft a thank-you card from the netball squad to Mr ⟦person:Gebrekidan⟧ for giving up every Wednesday evening to coach us.",
    "Speakers at the library's heritage evening:\n- ⟦person:Palwasha Hotak⟧ (family recipes)\n- ⟦person:Zmarai Mangal⟧ (old photographs)\n- Dr ⟦person:Niazi⟧ (local history)\nOne warm sentence each for the programme.",
    "```python\n# ⟦person:Rezan Bakhtiyar⟧ owns the backoff code; check with ⟦person:Shilan⟧ before changing it\nMAX_BACKOFF = 30\n```\nHow can I make MAX_BACKOFF configurable from a command-line flag?",
    "| Volunteer | Shift |\n|---|---|\n| ⟦person:Kavinmozhi Selvaraj⟧ | 9-12 |\n| ⟦person:Sravanthi Kolluri⟧ | 12-3 |\nMake this a cheerful nudge for the food bank WhatsApp group.",
    "⟦person:Ei Phyu Thwe⟧ is making the sticky rice and ⟦person:Zarni Htoo⟧ is bringing folding tables. Put together a post for the street party group listing what's still missing.",
    "Could you remind ⟦person:Yarrow⟧ that the church hall heaters need switching off at the wall after the choir practice?",
    "Cc: ⟦person:Maëlys Quintal-Beaudry⟧; ⟦person:Nuala O'Dowd⟧\nSubject: Carpool for the science fair\n\nWe need two more drivers for Saturday morning.\n\nAdd a line saying we'll leave from the school gates at 8.15.",
    "Residents' meeting notes: ⟦person:Unaisi Ratudina⟧ will chase the council about the broken streetlight; ⟦person:Josefa Naivalu⟧ is organising the spring litter pick. Make this an action list with names and deadlines.",
    # addresses
    "Does this label look right for a birthday parcel to Western Australia?\n⟦person:Tshiamo Mothibi⟧\n⟦address:Unit 4, 23 Wattle Grove, Fremantle WA 6160⟧",
    "We're renting a flat at ⟦address:Rua dos Remédios 58, 2º Esq, 1100-448 Lisboa⟧ in March. Please ask the host, in Portuguese, whether we'll have a lift or have to carry cases up the stairs.",
    # rule-covered identifiers and secrets
    "The garden centre charged my card ⟦card⟧ for two bags of compost I'd already returned. Write a short note asking for a refund.",
    "I pushed this to a public repo by mistake:\n```\n[remote \"origin\"]\n    url = https://⟦github_token⟧@github.com/me/recipes.git\n```\nWhat should I revoke and what should I rewrite?",
    "Message for the cat sitter, ⟦person:Ouarda Amrouche⟧: the key safe by the back door opens with ⟦password:7316⟧, and the biscuits are in the utility room.",
    "Tell my neighbour the allotment shed's combination lock is set to ⟦password:2049⟧ and she's welcome to borrow the strimmer any time.",
    "Could you email ⟦person:Rangimārie Whaanga⟧ at ⟦email⟧ to say the kapa haka costumes have been washed and are in the hall cupboard?",
    "Write a text to the plumber on ⟦uk_phone⟧ asking if he could come on Thursday instead of Wednesday.",
    # sensitive topics, two per topic
    ("For about a month I've been waking at 3am soaked in sweat, and my rings are sliding off. Should I be worried?", H),
    ("My aunt ⟦person:Hawi Gemechu⟧ now has to go for dialysis three times a week after her kidney results. How can the family share the lifts to hospital?", H),
    ("Three months of rent went on my credit card and just the monthly repayment swallows half my wages now. What do I tackle first?", F),
    ("Help me draft a note to the short-term loan firm saying I've fallen behind and asking for a plan. Replies can go to ⟦email⟧.", F),
    ("I'm a man, and I've dated a guy from the climbing wall since June. Mum and Dad still assume he only rents my spare room. How do I tell them?", S),
    ("I'm asexual and my friends keep trying to set me up with people. How do I explain it without giving a big speech?", S),
    ("Since I converted I've been fasting through Ramadan, and my colleagues keep putting meetings over lunch with food. How should I bring it up?", R),
    ("My husband has become very devout since joining a Pentecostal church and wants to give a tenth of our income to it. I don't share his faith. How do we sort out the household budget?", R),
    ("I'm running for the council as a Green in May; does my manager need to know, or can I keep work out of it?", P),
    ("My dad and I fell out over Brexit years ago and still can't talk about anything in the news. Any tips for a peaceful Christmas dinner?", P),
    ("My cousin ⟦person:Aputi Kilabuk⟧ just got out after two years for drink-driving and wants to apply for delivery jobs. Does he have to mention it?", C),
    ("At nineteen the police cautioned me over a pair of trainers I walked out of a shop with. Would it show up if I applied for a classroom helper post at my son's primary?", C),
    ("My dad keeps his online banking PIN, ⟦password:190455⟧, which is his birthday, on a sticky note on the monitor. How do I talk him into changing it?", K),
    ("Someone rang pretending to be my bank and I read them the six-digit code from my text message. What should I do right now?", K),
]

HELDOUT25_KO = [
    # clean requests, most of them hard negatives: places, dishes and brands that open with a
    # surname syllable, laws named after people, order numbers, versions, hashes and
    # timestamps, a topic's vocabulary used harmlessly
    "제부도 바닷길 열리는 시간에 맞춰 가려면 서울에서 몇 시쯤 출발해야 해?",
    "한라산 성판악 코스로 백록담까지 가면 초보 기준으로 몇 시간 걸려?",
    "김치찜에 목살 대신 등갈비를 넣어도 맛있게 돼? 몇 분 더 끓여야 해?",
    "정동진 해돋이 보려면 청량리에서 밤기차 몇 시 걸 타야 해?",
    "조개탕 끓일 때 해감은 몇 시간 해야 모래가 안 씹혀?",
    "송편 반죽이 자꾸 갈라지는데 뜨거운 물로 익반죽해야 해?",
    "문경새재 1관문에서 3관문까지 걸으면 얼마나 걸려? 유모차 끌고 가도 될까?",
    "진라면 매운맛이랑 신라면 중에 뭐가 더 매워? 스코빌 지수로 비교해 줘.",
    "한샘 붙박이장 문짝이 처졌는데 경첩 나사만 조이면 다시 맞을까?",
    "오설록 녹차 티백은 몇 도 물에 몇 분 우려야 쓴맛이 덜 나?",
    "뉴턴의 운동 제2법칙을 초등학생한테 킥보드 타는 걸로 설명해 줘.",
    "파스칼의 원리를 자동차 정비소 유압 잭으로 설명하는 수업 자료 만들어 줘.",
    "쿠팡 주문번호 31000174829561이 배송 완료로 떴는데 문 앞에 아무것도 없어. 고객센터에 남길 글 써 줘.",
    "파이썬을 3.11에서 3.13으로 올렸더니 numpy 1.26 설치가 실패해. 어떻게 해결해?",
    "커밋 5d2e9b71f0ac가 2026-12-11 03:08:27 KST에 머지된 뒤로 배치 작업이 느려졌어. 이 커밋만 되돌리는 명령어 알려 줘.",
    "사내 지라 이슈 키가 PAY-3307 같은 형식인데, 커밋 메시지에 넣으면 자동으로 연결되게 하려면 어떻게 해?",
    "혈압 잴 때 팔을 심장 높이에 맞춰야 하는 이유를 경로당 건강 교실 안내문으로 써 줘.",
    "신용점수는 뭘 보고 올라가고 내려가는지 고등학생 돈 공부 시간에 쓸 자료로 세 줄만 써 줘.",
    "무지개 깃발이 성소수자를 상징하게 된 유래를 교내 인권 주간 게시판용으로 짧게 써 줘.",
    "부활절에 달걀을 꾸미는 이유를 유치원 알림장에 넣을 짧은 글로 써 줘.",
    "국회의원 선거에서 비례대표 의석은 어떤 방식으로 나뉘는지 중1 수업용으로 풀어 줘.",
    "집행유예가 무슨 뜻인지 고등학교 법과 정치 수업용으로 두 문장으로 설명해 줘.",
    # person names: compound and rare surnames, full names that open with a noun, given names
    # alone glued to particles, a list joined by 이랑/하고/와, titles and relations, foreign
    # names in Hangul, a chat log, CSV, JSON, YAML, a code comment and an 올림 sign-off
    "⟦person:선우파랑새⟧ 부장님께 출장 일정이 바뀌어서 보고서를 목요일에 드리겠다는 메일 써 줘.",
    "[오전 9:02] ⟦person:채점희⟧: 오늘 회의실 예약 누가 했어요?\n[오전 9:04] ⟦person:표주박⟧: 제가 3층으로 잡았어요\n[오전 9:05] ⟦person:천막해⟧: 그럼 저는 다과 챙길게요\n누가 뭘 맡았는지 표로 정리해 줘.",
    "이름,반,등원시간\n⟦person:나비윤⟧,해님반,8:40\n⟦person:소라빈⟧,달님반,9:10\n⟦person:피리안⟧,해님반,9:00\n엑셀에서 반별로 정렬하고 등원 시간순으로 다시 정렬하는 방법 알려 줘.",
    "{\"출발\": \"07:30\", \"운전\": [\"⟦person:갈대현⟧\", \"⟦person:감귤아⟧\"]} 이걸 토요일 등산 모임 카풀 안내 문자로 바꿔 줘.",
    "아래 인사말을 조금 더 따뜻하게 고쳐 줘.\n\n올해도 우리 아파트 작은도서관을 아껴 주셔서 감사합니다. 새해에도 좋은 책으로 찾아뵙겠습니다.\n\n운영위원 ⟦person:옥수희⟧ 올림",
    "카자흐스탄에서 온 ⟦person:아이게림 누르라노바⟧ 씨한테 다음 주 월요일부터 분리수거 요일이 바뀐다고 알려 주는 문자를 쉬운 말로 써 줘.",
    "방글라데시에서 온 ⟦person:라힘 우딘⟧ 씨가 우리 공장 포장 라인에 새로 들어왔어. 안전 수칙을 다섯 가지로 쉽게 정리해 줘.",
    "학교 축제에서 ⟦person:인형준⟧이랑 ⟦person:공기현⟧하고 ⟦person:도토린⟧와 내가 떡꼬치 부스를 하기로 했어. 메뉴판 문구 좀 짜 줘.",
    "ㅎㅎ ⟦person:솔잎⟧이가 낼 생일이래. ⟦person:버들⟧이랑 케잌 사서 깜짝 파티 하쟈고 단톡에 보낼 메세지 써 줘",
    "외삼촌 ⟦person:서문결⟧께서 이번에 동네에 작은 카페를 여셨어. 개업 축하 화분 리본에 쓸 문구 추천해 줘.",
    "```java\n// TODO(⟦person:빈칸우⟧): 재고가 0이면 주문 버튼 비활성화\nboolean canOrder = stock > 0;\n```\n이 로직을 검사하는 JUnit 테스트 코드 써 줘.",
    "⟦person:용기윤⟧ 원장님께 다음 주 수요일에 가족 행사가 있어서 아이가 점심 먹고 하원한다고 알림장 써 줘.",
    "```yaml\n물주기:\n  월: ⟦person:어항민⟧\n  목: ⟦person:설탕희⟧\n```\n이걸 사무실 화분 물 주기 당번 안내문으로 바꿔 줘.",
    # addresses
    "⟦address:대전광역시 유성구 대학로 99, 302동 1101호⟧로 이사 왔는데 음식물 쓰레기 카드는 어디서 받아?",
    "⟦address:전라남도 순천시 정원박람회로 47⟧ 근처에 아이랑 묵을 만한 펜션 있어? 국가정원까지 걸어갈 수 있으면 좋겠어.",
    # rule-covered identifiers and secrets
    "할아버지 ⟦person:길목은⟧ 주민번호 ⟦rrn⟧로 KTX 경로 할인 예매를 내가 대신 해 드려도 돼?",
    "호텔에서 아멕스 카드 ⟦card_amex⟧로 보증금을 두 번 잡았어. 한 건 취소해 달라는 이메일 써 줘.",
    "독서 모임 회비는 국민은행 ⟦kr_account_kb⟧ 계좌로 받는다고 공지 문자 써 줘.",
    "아랫집 할머니께 택배 보관함 17번 칸 비밀번호가 ⟦password:6624⟧라고, 저녁에 꺼내 가시라고 문자 드려 줘.",
    "동아리방 노트북 로그인 비번이 ⟦password:dongari#15⟧이니까 발표 자료는 바탕화면에 저장하라고 공지 써 줘.",
    "```\nSLACK_BOT_TOKEN=⟦slack_token⟧\n```\n이 .env 파일을 깃허브 공개 저장소에 올려 버렸어. 토큰부터 어떻게 폐기해?",
    # sensitive topics, two per topic
    ("요즘 계단 몇 개만 올라가도 숨이 차고 저녁이면 발목이 퉁퉁 부어. 나이 탓일까?", H),
    ("할머니 ⟦person:엄지순⟧께서 치매 초기 진단을 받으셨어. 집에서 같이 지낼 때 조심할 게 뭐야?", H),
    ("카드 리볼빙을 1년 넘게 돌렸더니 갚아도 갚아도 원금이 안 줄어. 어떻게 빠져나와?", F),
    ("전세 보증금을 못 돌려받아서 이사도 못 가고 있어. 집주인 번호 ⟦kr_mobile⟧로 내용증명 보내기 전에 문자 한 번 보내 보려는데 어떻게 써?", F),
    ("나도 여자고 애인도 여자인데 회사 사람들한테 말하고 싶어. 분위기가 보수적이라 겁나는데 어떻게 시작하지?", S),
    ("딸이 자기는 남자한테도 여자한테도 끌린다고 털어놨어. 엄마로서 뭐라고 대답해 주면 좋을까?", S),
    ("남편 따라 성당에 다니다가 요즘 믿음이 흔들려서 미사에 나가기 싫어. 남편한테 어떻게 말하지?", R),
    ("우리 직원 한 명이 하루 다섯 번 기도할 조용한 공간이 필요하대. 작은 사무실에서 어떻게 마련해 주면 좋을까?", R),
    ("지방선거에 무소속으로 나가 보려고 하는데 지금 다니는 회사에 미리 알려야 해?", P),
    ("명절마다 큰아버지가 대통령 얘기를 꺼내서 밥상이 싸움판이 돼. 어떻게 화제를 돌리지?", P),
    ("사촌 동생 ⟦person:육포진⟧이 보이스피싱 인출책으로 잡혀서 재판을 받는대. 가족이 탄원서를 어떻게 써야 해?", C),
    ("스물다섯 살 때 술자리 싸움으로 벌금을 낸 적이 있어. 9급 시험 합격하면 그게 걸림돌이 될까?", C),
    ("남편이 우리 집 모든 사이트 비밀번호를 ⟦password:sarang1004⟧ 하나로 쓰고 있어. 어떻게 설득하지?", K),
    ("택배 문자에 있는 링크를 눌렀는데 그때 은행 앱 비밀번호까지 입력해 버렸어. 지금 뭐부터 해야 해?", K),
]
