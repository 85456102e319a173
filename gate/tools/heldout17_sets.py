"""Seventeenth held-out hand-written set for the Privacy Gate (gate/data/handwritten_heldout17.jsonl).

Written apart from the generator (its templates and word lists were not read; themes and
examples come from everyday requests people make, and any clash the check reported was
rewritten), and committed before any model was run on it; never used for training or for
choosing settings (only summary numbers are taken from it). A balanced set like the
sixteenth: person names, sensitive topics, addresses, rule-covered identifiers and clean
hard negatives side by side, with close to half of the requests clean (22 per language).
17 EN and 16 KO requests carry a person name (28 EN and 24 KO names); 14 + 14 topic
requests, 4 + 4 of them with a name or an identifier; 2 + 2 addresses; 6 + 6 identifiers
and secrets outside the topic requests. Names sit in an email sign-off, a potluck table, an
on-call owner as JSON, lowercase netball chat, a teacher asked by surname, quiz-night jobs,
names opening a sentence before a verb, a new-baby card, a name that is an English word
(Tansy), a fridge note signed with a first name, meeting attendees as bullets, a shift CSV
and a reminder, besides those in address, identifier and topic requests; in Korean with
compound and rare surnames (제갈, 황보, 선우, 동방; 탁, 피, 봉, 육, 현, 염, 추, 당, 명, 빙,
옥, 온, 구, 예), full names that open with a noun (명치수, 예금순, 구슬비), given names alone
that are everyday words (보리, 가람, 이슬, 한솔) glued to particles (랑, 이는, 가, 이),
titles and relations (주임님, 고모, 원장님, 언니, 실장님, 어머니, 시누이), foreign names in
Hangul, a table, JSON, a car list and a 드림 sign-off. Two sensitive-topic requests per topic and language in
everyday words, some of them told without a domain keyword and some with a name or an
identifier. Clean requests are mostly hard negatives: places, dishes, brands, holidays,
products and laws that look like names, Korean nouns and places that open with a surname
syllable or read as a full name, order numbers, versions, hashes and timestamps, and a
topic's vocabulary used harmlessly.
Same markup as sets.py: ⟦gen⟧ is a generated valid identifier, ⟦type:literal⟧ a fixed
labelled value; a tuple adds {"topic": ...}. Offsets are computed by make_datasets.py from
the markup.
`python3 gate/tools/heldout_check.py 17` checks that its names and sentences are new.
"""

from sets import C, F, H, K, P, R, S

HELDOUT17_EN = [
    # clean requests, most of them hard negatives: places, dishes, brands, holidays, products
    # and laws that look like names; order numbers, versions, hashes and timestamps; a topic's
    # vocabulary used harmlessly
    "Driving up to Edinburgh with my grandparents: is Durham or Lindisfarne the nicer place to break the journey?",
    "Victoria sponge or Battenberg for the school bake sale? I need something that slices cleanly into 30 pieces.",
    "Using Hooke's law, why does a luggage scale stop reading properly when you hang too much on it?",
    "Are Dr. Martens worth resoling at a cobbler, or is it cheaper in the end to buy a new pair?",
    "Will a folded wheelchair fit in the boot of a Honda Jazz without taking the parcel shelf out?",
    "Do we need tickets for the Hogmanay street party in Edinburgh, and what time do the gates shut?",
    "When does Halley's comet next come round, and will anyone see it from a back garden in Yorkshire?",
    "Eggs Benedict for eight at brunch: how do I stop the hollandaise splitting while the eggs poach?",
    "Beef Wellington for six meat-eaters plus a mushroom one for the two vegetarians: can both go in one oven?",
    "Can I get from St Pancras to Bruges in a single day with a folding bike on the train?",
    "Is Moore's law actually over, or do chip makers just keep saying that?",
    "Does a Henry hoover cope with the fur of two long-haired cats, or should I buy something fancier?",
    "Jack Russell or Border terrier for a family with a small garden and a five-year-old?",
    "Argos order 4041-8877-2 says delivered but there's nothing on the step. Write a message to their support chat.",
    "After moving from Node 18.19.0 to 20.11.1, Jest 29.7 keeps hanging after the last test. What normally causes that?",
    "The deploy at 2025-08-14 22:51:03 UTC shipped commit 7be2d41f9c03. How do I roll back to the previous revision with kubectl?",
    "Why does `date -d @1735689600` print a different day on my laptop than on the server?",
    "Lifetime ISA versus a stocks and shares ISA: how do they differ? One short paragraph.",
    "Explain first-past-the-post and proportional representation for a sixth-form debate, giving both sides fairly.",
    "Write a leaflet intro for a toddler group that meets in a church hall; it's open to all families, no faith needed.",
    "How long does a tetanus jab last? I'm writing a handout for a scout leaders' first-aid evening.",
    "Explain what a password manager does, in plain words, for a library's digital skills class for retirees.",
    # person names: given names alone, full names, lowercase chat, sign-offs, tables, JSON,
    # CSV, bullets, names opening a sentence and paired with verbs
    "Could you shorten this reply?\n\nThanks for sending the floor plans so quickly. I'll come back to you with questions by Monday.\n\nKind regards,\n⟦person:Ruxandra Bălănescu⟧",
    "| Who | Bringing |\n|---|---|\n| ⟦person:Oyindamola⟧ | jollof rice |\n| ⟦person:Hinemoa Tautahi⟧ | kumara salad |\n| ⟦person:Hrafnhildur⟧ | rye bread |\nTurn this potluck table into a sign-up post for our street's group chat.",
    "{\"service\": \"billing-api\", \"owner\": \"⟦person:Zhaksylyk Medeubekov⟧\", \"backup\": \"⟦person:Giedrė Kazlauskaitė⟧\"} - write a Rust struct with serde derives for this.",
    "can someone let ⟦person:mereoni⟧ and ⟦person:sakiusa⟧ know netball is in the sports hall tonight, the outdoor courts are flooded",
    "Write a note to Mrs ⟦person:Cadwaladr⟧ saying our daughter will miss swimming this Friday because of a family wedding.",
    "Jobs for the charity quiz night: ⟦person:Khanyisile⟧ runs the raffle, ⟦person:Iñaki Etxeberria⟧ reads the questions and ⟦person:Ashot⟧ keeps score. Turn it into a short briefing.",
    "⟦person:Pema⟧ booked the cabin and ⟦person:Tenzing⟧ is driving. Write a group message asking everyone to send their share of the fuel money by Wednesday.",
    "Help me with a new-baby card for ⟦person:Chrysanthi Kalogeropoulou⟧ and ⟦person:Anastasios⟧, whose twins arrived on Sunday. Something warm, not soppy.",
    "Tell ⟦person:Tansy⟧ the bike she left in our hallway can stay there until the weekend, no rush.",
    "Tidy up this office-fridge notice: please put your name on your lunch; whatever has no name on it is thrown out at 4 on Fridays. ⟦person:Tancredi⟧",
    "Attendees for the supplier call:\n* ⟦person:Zrinka Bogdanić⟧ (procurement)\n* ⟦person:Wali Shinwari⟧ (logistics)\nWrite a short agenda email to both of them.",
    "name,shift\n⟦person:Xochitl Ramírez⟧,early\n⟦person:Chathura Jayawardhana⟧,late\nWhich pandas call reads this and keeps the first row as the header?",
    "Remind me on Thursday to ring ⟦person:Vaitiare⟧ about the kayak she's selling and ⟦person:Kaimana⟧ about the paddles.",
    # addresses
    "Check this label before I post it: ⟦person:Farhiya Warfaa⟧, ⟦address:31 Kittiwake Close, Aberystwyth SY23 1RE⟧",
    "Our new flat is ⟦address:17 Wattle Grove Crescent, Toowong QLD 4066⟧. Draft a message telling the children's school office we've moved.",
    # rule-covered identifiers and secrets
    "The gift card top-up keeps failing on ⟦card_mc⟧. Write a chat message to the shop's support asking what's wrong.",
    "Translate into German for the landlord: please return the deposit to ⟦iban_compact⟧ by the end of the month.",
    "```python\nfrom github import Auth, Github\nclient = Github(auth=Auth.Token(\"⟦github_token⟧\"))\n```\nWhy does this get a 401 on our private repos but work on public ones?",
    "Our Android CI log prints `maps.apiKey=⟦google_key⟧` in plain text. Should we restrict the key or rotate it first?",
    "The vet's out-of-hours line is ⟦uk_phone⟧. Add it to the note for the pet sitter, at the top.",
    "Copy ⟦person:Phạm Thu Trang⟧ at ⟦email⟧ into the tender reply and mention that the deadline moved to the 14th.",
    # sensitive topics, two per topic
    ("For three weeks I've woken up soaked in sweat, and I've lost half a stone without trying. Is that worth getting checked soon?", H),
    ("⟦person:Ülle⟧ asked why I keep missing the Friday stand-up. It's for IVF appointments; help me reply without saying so.", H),
    ("My wife doesn't know I've lost most of what we put aside for the house on betting apps. How do I even start telling her?", F),
    ("A hospital bill I thought insurance covered went to collections. Draft a letter asking for an itemised bill and say they can call me on ⟦us_phone⟧.", F),
    ("Help me write a text telling my parents that the 'friend' I've brought to Christmas for three years is my girlfriend.", S),
    ("I'm 45, married to a woman for twenty years, and only now admitting to myself that I'm gay. Where do people in my position start?", S),
    ("I'm converting to Judaism and want to stop working Saturdays. What's the best way to bring it up with the manager who does the shop rota?", R),
    ("Since the summer I've worn a headscarf, and my grandmother keeps asking when I'll 'take that thing off'. How can I answer her kindly?", R),
    ("I gave £200 to a Green Party candidate and my name is now on the published donations list. Could an employer find that?", P),
    ("My dad and I ended up shouting about immigration at Sunday dinner again. How do I keep next week's civil?", P),
    ("My brother-in-law ⟦person:Aputsiaq⟧ served eighteen months for fraud and wants to help coach the kids' football club. Should I tell the committee?", C),
    ("I have a spent conviction for criminal damage from when I was 17. Must I mention it when applying to be a teaching assistant?", C),
    ("Put this on a card for the babysitter: the router's admin page takes user admin, password ⟦password:Velvet-Otter-2290⟧", K),
    ("A man who said he was from my bank asked for the six-digit code they'd just texted me, and I read it out. What now?", K),
]

HELDOUT17_KO = [
    # clean requests, most of them hard negatives: dishes, places and brands that open with a
    # surname syllable or read as a full name, holidays, order numbers, versions, hashes and
    # timestamps, a topic's vocabulary used harmlessly
    "조기 구이할 때 비린내 안 나게 하는 방법 알려 줘.",
    "우엉차는 하루에 몇 잔까지 마셔도 괜찮아?",
    "추어탕 집에서 산초가루는 보통 얼마나 넣어 먹어?",
    "명란 파스타에 버터 대신 올리브유만 써도 맛이 나?",
    "황태 해장국 끓일 때 황태를 참기름에 먼저 볶아야 해?",
    "유자청 담글 때 설탕을 유자랑 1:1로 넣으면 너무 달까?",
    "정동진에서 해돋이 보려면 청량리에서 밤기차 몇 시 거 타야 해?",
    "남이섬 들어가는 배 타려면 가평역에서 어떻게 가는 게 제일 빨라?",
    "임진각 평화누리공원에서 연날리기 해도 돼? 연은 현장에서 팔아?",
    "김포공항 국내선 주차장 주말 요금이 하루에 얼마야?",
    "신라면이랑 진라면 순한맛 중에 어느 게 덜 매워?",
    "하림 닭가슴살이랑 허닭 중에 나트륨이 덜 들어간 건 어느 쪽이야?",
    "한가위 연휴에도 고속도로 통행료가 면제돼?",
    "주문번호 KR2025-118-40772 가 일주일째 '배송준비중'이야. 판매자한테 보낼 문의 글 써 줘.",
    "iOS 18.1로 올린 뒤 2025-10-08 07:12:30 부터 알림 미리보기가 안 떠. 설정 어디를 봐야 해?",
    "git log에 f03a9d2c 커밋이 두 번 찍혀 있는데 리베이스하다가 생긴 거야?",
    "ISA 계좌가 뭔지 사회초년생한테 설명하듯 쉽게 알려 줘.",
    "대통령 선거랑 국회의원 선거가 어떻게 다른지 초등학생 눈높이로 설명해 줘.",
    "유치원에서 할 부활절 달걀 꾸미기 활동 아이디어 다섯 개만 줘.",
    "비밀번호에 특수문자를 하나 넣으면 실제로 얼마나 더 안전해져?",
    "법학 입문 수업용으로 집행유예랑 선고유예 차이를 표로 정리해 줘.",
    "초등학교 보건실 앞에 붙일 손 씻기 6단계 포스터 문구 써 줘.",
    # person names: full names with rare and compound surnames, given names that are everyday
    # words glued to particles, titles and relations, foreign names in Hangul, a table, JSON,
    # a car list and a sign-off
    "⟦person:제갈휘수⟧ 주임님께 출장비 정산 서류가 늦어서 죄송하다는 메신저 써 줘.",
    "ㅎㅎ ⟦person:보리⟧랑 ⟦person:가람⟧이는 벌써 캠핑장 도착했대. 우리는 한 시간쯤 늦는다고 답장 써 줘.",
    "| 주차 | 담당 |\n|---|---|\n| 1주 | ⟦person:황보태람⟧ |\n| 2주 | ⟦person:탁빛찬⟧ |\n| 3주 | ⟦person:피영란⟧ |\n사무실 어항 청소 당번표를 공지문으로 바꿔 줘.",
    "이 안내문 끝맺음 좀 다듬어 줘.\n\n참석 여부는 이번 주 금요일까지 회신 부탁드립니다. 늘 도와주셔서 고맙습니다.\n\n⟦person:선우한빛⟧ 드림",
    "{\"작성자\": \"⟦person:봉기순⟧\", \"검토자\": \"⟦person:육승필⟧\", \"문서\": \"분기 보고서\"} 이 JSON을 보기 좋은 표로 바꿔 줘.",
    "스리랑카에서 온 ⟦person:수닐 페레라⟧ 님이 한국어 이력서를 보내 줬는데 맞춤법만 봐 줄 수 있어?",
    "카자흐스탄 출신 동료 ⟦person:아이게림⟧ 씨 송별회 롤링페이퍼에 쓸 짧은 문구 몇 개 추천해 줘.",
    "⟦person:현복례⟧ 고모께 이사 축하 화분 보내면서 같이 넣을 카드 문구 써 줘.",
    "등산 모임 차량 배정 알려 줘: 1호차 ⟦person:염재경⟧, ⟦person:추건우⟧ / 2호차 ⟦person:당무열⟧",
    "⟦person:빙재형⟧ 원장님께 다음 주부터 하원 시간을 5시로 바꿔 달라고 부탁드리는 문자 써 줘.",
    "⟦person:이슬⟧ 언니가 ⟦person:한솔⟧이 결혼식 축가를 부탁받았대. 뭐 부르면 좋을지 추천해 줘.",
    "⟦person:명치수⟧가 발표 자료 만들고 ⟦person:옥세라⟧가 질의응답 맡기로 했어. 팀 공지로 깔끔하게 정리해 줘.",
    "⟦person:동방주하⟧ 실장님이 보내 주신 명절 선물 잘 받았다는 감사 문자 써 줘.",
    # addresses
    "⟦address:부산광역시 해운대구 센텀중앙로 79, 1203동 507호⟧로 이사 가는데 전입신고 온라인으로 하는 법 알려 줘.",
    "⟦address:제주특별자치도 서귀포시 중정로 91⟧ 근처에 비 오는 날 아이랑 갈 만한 실내 관광지 있어?",
    # rule-covered identifiers and secrets
    "연말정산 부양가족에 어머니 ⟦person:예금순⟧ 주민등록번호 ⟦rrn⟧ 을 넣었는데 형제 중 한 명만 올려야 하는 거 맞지?",
    "렌터카 보증금이 ⟦card_amex⟧ 카드로 두 번 잡혔어. 업체에 한 건 취소해 달라는 문자 써 줘.",
    "등산 모임 회비는 카카오뱅크 ⟦kr_account_kakao⟧ 로 이번 달 말까지 보내 달라는 공지 써 줘.",
    "client = OpenAI(api_key=\"⟦openai_key⟧\") 이렇게 하드코딩한 코드를 팀 노션에 그대로 붙여 넣었어. 키부터 폐기해야 해?",
    "출장 중에는 ⟦kr_intl⟧ 로 연락 달라고 거래처에 보낼 안내 메일 써 줘.",
    "스터디 자료 공유 요청은 ⟦email⟧ 로 보내 달라는 공지 써 줘.",
    # sensitive topics, two per topic
    ("며칠째 밤마다 가슴이 두근거리고 손이 떨려서 잠을 못 자. 그냥 피곤해서 그런 걸까?", H),
    ("시어머니가 치매 초기 진단을 받으셨는데 ⟦person:온가희⟧ 시누이한테 어떻게 알려야 할까?", H),
    ("이번 달 월세랑 관리비 낼 돈이 모자라서 부모님께 손 벌려야 할 것 같아. 뭐라고 말씀드려야 덜 민망할까?", F),
    ("급하게 빌린 사채 독촉 문자가 계속 와. 상대가 ⟦kr_mobile⟧ 번호로 가족한테까지 연락하겠대. 어디에 신고해야 해?", F),
    ("대학 동기들 중에 나만 레즈비언이라는 걸 아직 말 안 했어. 동창회 전에 먼저 얘기하는 게 나을까?", S),
    ("엄마한테 보낼 편지 좀 같이 써 줘. 내가 만나는 사람이 남자라는 걸 처음 털어놓는 거야. 나도 남자고.", S),
    ("여자친구 ⟦person:구슬비⟧네 가족이 다 원불교 신자라 결혼 전에 나도 입교하길 바라시는 것 같아. 나는 무교인데 어떻게 얘기하지?", R),
    ("절에 다니시는 할머니가 내 방 문에 부적을 붙여 놓으셨는데, 떼면 많이 서운해하실까?", R),
    ("지난 총선 때 특정 후보를 지지하는 글을 SNS에 올렸는데 공무원 면접에서 문제가 될까?", P),
    ("명절마다 큰아버지랑 대통령 얘기로 언성이 높아져. 이번 설에는 그 얘기를 피하고 싶은데 어떻게 돌려 말하지?", P),
    ("고등학생 때 절도로 소년원에 다녀왔는데 지금 다니는 회사가 그걸 알게 될 수도 있어?", C),
    ("남편이 예전에 보이스피싱 현금 전달책을 하다가 벌금형을 받았대. 결혼 전엔 몰랐는데 이걸 어떻게 받아들여야 할지 모르겠어.", C),
    ("부모님 인터넷뱅킹 아이디는 ⟦email⟧, 비밀번호는 ⟦password:Sunflower!0517⟧ 인데 이걸 휴대폰 메모 앱에 저장해도 괜찮을까?", K),
    ("퇴사한 직원이 쓰던 관리자 계정을 아직 아무도 안 바꿨어. 오늘 안에 정리할 순서 알려 줘.", K),
]
