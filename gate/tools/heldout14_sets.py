"""Fourteenth held-out hand-written set for the Privacy Gate (gate/data/handwritten_heldout14.jsonl).

Written apart from the generator (its templates and word lists were not read; themes and
examples come from everyday requests people make, and any clash the check reported was
rewritten), and committed before any model was run on it; never used for training or for
choosing settings (only summary numbers are taken from it). A balanced set like the
thirteenth: person names, sensitive topics, addresses, rule-covered identifiers and clean
hard negatives side by side, with more clean requests than before (26 per language, close to
half). 17 EN and 19 KO requests carry a person name (28 names per language), in a Slack
stand-up post, an email to tidy with its sign-off, a rota as a list and a cleaning rota as a
table, a lowercase barbecue reminder, a thank-you for a covered shift, an email
introduction, a gazebo thank-you, a seminar-room request to a professor, a babysitter's note
signed with a first name, a seating plan and an HR record as JSON, a first birthday, a
work-email closing, a late-comer's fine in a group chat, a repair visit, a school-crossing
rota, a teacher's thank-you, an eightieth-birthday invitation, a parcel on the third floor
and a dormitory notice for new workers, besides those in address, identifier and topic
requests; names from many cultures (Yoruba, Basque, Mongolian, Kyrgyz, Icelandic, Zulu,
Tongan, Lithuanian, Maori in lowercase chat, Vietnamese, Armenian, Fante, Welsh, Catalan,
Samoan, Luo, Polish, Greek, Irish, Nahuatl), a name that is an English word (Clover) and a
surname alone after a title (Professor); Korean full names with compound surnames (황보,
제갈, 선우) and less common ones (추, 국, 온, 봉, 표, 감, 탁, 설, 피, 명, 옥, and 육, which
reads as the number six), given names alone (다래, 현태, 재겸, 서하, 기찬; the old-fashioned
말순, 금례) and foreign names in Hangul (아지즈, 응우옌티란), with titles and relations
(삼촌, 부장님, 님, 어머님, 선생님, 이모할머니, 오빠, 대리님, 씨, 언니, 아들, 팀장님, 대리,
친구, 시어머니, 동생), glued to particles (이 after a given name in chat, 한테, 이 before
보호관찰) and in a sign-off (드림). Two sensitive-topic requests per topic and language in
everyday words, mostly without the obvious keyword (health: a CPAP mask after weight loss,
shingles and a fit note, a raised thyroid level, panic symptoms before a presentation;
finance: missed car-finance payments, maxed-out store cards, a wage garnishment, a friend's
loan that can't be repaid; sexuality: feelings for a best friend, two dads adopting, a man
with a boyfriend asked about marriage at work, coming out as a lesbian to a sister;
religion: keeping Shabbat on a rota, a baptism after leaving the Orthodox church, dawn
prayer before the college exam, a Buddhist mother-in-law and a Catholic first birthday;
politics: a Labour member with a Conservative boss, leafleting for the Green candidate, a
party campaign worker at a public-company interview, volunteering for a candlelight rally;
criminal record: a drink-driving conviction on a job form, a brother leaving prison, a fine
for driving without a licence and the civil-service exam, a brother on probation with a
curfew; credentials: a banking-app PIN a flatmate knows, a cat sitter's key-safe code and
Wi-Fi password, a shared office password posted to a group chat, a copier's admin password),
7 + 7 of them with a name or an identifier. Two addresses per language (UK and US; KR road
names), rule-covered identifiers and secrets outside the topic requests (a GitHub token in a
curl line, a Stripe key in docker-compose, an email, an MC card, an IBAN; a KR mobile, a
KakaoBank account, a Visa card, an RRN with a son's name, a Google API key in JavaScript),
and a US phone, emails and passwords in topic requests. The clean requests are mostly hard
negatives: places, dishes, brands, holidays, months and laws that look like names (Lincoln,
Beef Wellington, Boxing Day, Hooke's law, Victoria sponge, Ford Fiesta, Jordan, August, Eggs
Benedict, Halley's comet, Granny Smith, Marks & Spencer, Jack Daniel's, Ben Nevis, Lake
Louise, St Patrick's Day, Sage), Korean nouns that open with a surname syllable or read as
names (한라봉, 조기, 진달래, 민들레, 하늘이, 유월, 홍시, 정월, 오월, 송편, 김치찌개, 설날,
세종문화회관), brands (다이소, 배달의민족), order numbers, versions, commit hashes and
timestamps in both languages, and a topic's vocabulary used harmlessly (the suffragettes, a
credit union, a Diwali assembly, an 'Invalid password' bug, the Great Train Robbery; 복리
적금, 부처님 오신 날 연등, 사전투표, 추리소설 알리바이, 와이파이 비밀번호 QR코드, 심폐소생술
교육).
Same markup as sets.py: ⟦gen⟧ is a generated valid identifier, ⟦type:literal⟧ a fixed
labelled value; a tuple adds {"topic": ...}. Offsets are computed by make_datasets.py from
the markup.
`python3 gate/tools/heldout_check.py 14` checks that its names and sentences are new.
"""

from sets import C, F, H, K, P, R, S

HELDOUT14_EN = [
    # clean requests, most of them hard negatives: places, dishes, brands, holidays, months
    # and laws that look like names; order numbers, versions, hashes and timestamps; a
    # topic's vocabulary used harmlessly
    "Is Lincoln worth a day trip from Nottingham by train, or is the cathedral the only thing to see?",
    "Beef Wellington for Boxing Day: can I wrap it in the pastry the night before and keep it in the fridge?",
    "Make a Year 10 revision sheet on Hooke's law, with one worked example using a spring and a bag of sugar.",
    "After bumping Node from 18.19.0 to 20.11.1, `npm ci` fails with ERESOLVE on a peer dependency. What usually causes that?",
    "Order #A-55193-KX turned up with the lid of the slow cooker cracked. Draft a short message asking for a replacement, not a refund.",
    "git bisect says the first bad commit is 9f3c2e1a7b. How do I list just the files that commit touched?",
    "The cron log shows `2025-03-14T06:22:51Z job timed out after 900s`. Is that UTC or the server's local time if it's set to Europe/London?",
    "Victoria sponge or Madeira cake for a village fete stall? Which one survives a bumpy car ride in a tin?",
    "Does Ford still make the Fiesta, or should I be looking at something else for my daughter's first car?",
    "Is Jordan okay for a week of walking around Wadi Rum in April, or is it already too hot by then?",
    "August bank holiday and it's forecast to pour: ideas for three kids under eight near Leeds that don't cost a fortune?",
    "Eggs Benedict for six at once: how do I keep the hollandaise from splitting while I poach the eggs?",
    "When will Halley's comet come back, and will I need more than a pair of binoculars to see it?",
    "Granny Smith apples in a tarte tatin: too sharp, or does the caramel balance them out?",
    "When does the Marks & Spencer Christmas food order close, and can you change the collection slot afterwards?",
    "Jack Daniel's glaze on pork ribs in a slow cooker: does the alcohol actually cook off?",
    "Kit list for walking up Ben Nevis in late May with a teenager who's never done a proper hill.",
    "Can you get from Banff to Lake Louise by bus in winter, or do we need to hire a car?",
    "Soda bread for St Patrick's Day: buttermilk or milk with lemon juice, and does it matter?",
    "For a Year 9 history lesson, summarise how the suffragettes campaigned for the vote, in about 150 words.",
    "What's the actual difference between a credit union and a building society? Just curious after a pub argument.",
    "Write a five-minute primary-school assembly on Diwali: the lamps, the sweets and the story behind the festival.",
    "My login check prints 'Invalid password' even when the hash matches. Here's the line: `if bcrypt.checkpw(pw, stored) == False: fail()`. What's wrong?",
    "I'm making a podcast episode on the Great Train Robbery of 1963. Give me a rough timeline of that night.",
    "Fix this product JSON so it validates: {\"sku\": \"TR-2281\", \"colour\": \"Sage\", \"size\": \"M\", \"price\": 24.99,}",
    "Turn this into a CSV with headers: Kettle, 2, 24.99; Toaster, 1, 31.50; Bread bin, 1, 18.00.",
    # names in everyday text: sign-offs, tables, lowercase chat, after verbs, JSON
    "Slack post for the team: standup moves to 9:45 tomorrow, ⟦person:Temitope Adeyemo⟧ is demoing the new checkout flow, ⟦person:Bolormaa⟧'s leaving drinks are on Friday, and ping ⟦person:Aitor⟧ if you can't make it.",
    "Clean this up before it goes out:\n\nHi ⟦person:Nurbolot⟧ and ⟦person:Cholpon⟧,\nthe van's booked for Saturday at 8, bring gloves and old clothes.\n\nCheers,\n⟦person:Haukur Sigurðarson⟧",
    "Turn this into a rota table:\nMon - ⟦person:Thandolwethu Ngcobo⟧\nTue - ⟦person:Salote Vaipulu⟧\nWed - ⟦person:Aistė Paulauskaitė⟧\nThu - me\nFri - whoever's left",
    "can u remind ⟦person:ngahuia⟧ the bbq is at 4 not 3, and tell ⟦person:rewi⟧ to bring the chilly bin, neither of them reads the group chat lol",
    "Write a short WhatsApp to thank ⟦person:Bích Ngọc⟧ for covering my Sunday shift; she stayed until close and did the till too.",
    "Introduce ⟦person:Anahit Khachikyan⟧ to ⟦person:Fiifi Quansah⟧ by email: she needs a carpenter for her bakery counter, and he built our kitchen shelves.",
    "Our neighbour ⟦person:Clover⟧ is lending us her gazebo for the party. What's a nice thank-you that isn't a bottle of wine?",
    "Ask Professor ⟦person:Arrieta⟧ whether the seminar on the 12th can move to room B, since the projector in A is still broken.",
    "Note for the babysitter: bedtime is 7:30, the monitor is on the shelf, and ⟦person:Iolo⟧ gets one biscuit if he brushes his teeth after. Thanks! ⟦person:Carys⟧",
    "Fix the seating-plan JSON: {\"table\": 6, \"guests\": [\"⟦person:Montserrat Puigdomènech⟧\", \"⟦person:Ioane Sapolu⟧\"], \"vegetarian\": true",
    # addresses
    "Send a change-of-address note to the allotment society: from next month we're at ⟦address:14 Larkspur Close, Shrewsbury SY3 9QT⟧.",
    "Address the parcel to ⟦person:Achieng Owuor⟧ at ⟦address:2217 Alder Creek Drive, Boise, ID 83706⟧, and write a short note to go inside with the books.",
    # identifiers and secrets
    "Why does this return 403?\n```\ncurl -H \"Authorization: Bearer ⟦github_token⟧\" https://git.corp.example/api/v3/user/repos\n```",
    "Our docker-compose.yml has `STRIPE_SECRET: ⟦stripe_key⟧` under the web service. Should that live in a .env file instead?",
    "Reply to ⟦email⟧ that plot 14 is theirs from April, and sign it from ⟦person:Eurig Prydderch⟧, allotment secretary.",
    "The parking app kept ⟦card_mc⟧ on file after I deleted my account. Draft a request to remove it.",
    "Pay the deposit for the Berlin flat into ⟦iban⟧ and tell me what to put as the reference.",
    # sensitive topics, everyday words
    ("My CPAP mask keeps leaking at night since I lost weight. Is it the size, or should I ask the sleep clinic for a new fitting?", H),
    ("Text my boss ⟦person:Ruairí⟧ that I've got shingles and my GP has given me a fit note until next Wednesday.", H),
    ("We've missed three payments on the car finance and now they're ringing my mum. Are they allowed to do that?", F),
    ("Write to the debt charity asking them to call me back on ⟦us_phone⟧: five store cards are maxed out and the minimum payments take my whole paycheck.", F),
    ("I've only ever dated men, but I think I've fallen for my best friend, who's a woman. How do I make sense of it before I say anything?", S),
    ("My husband ⟦person:Wojtek⟧ and I are adopting, and the social worker, ⟦person:Bronwen Pryce⟧, asked how we'll handle questions at school about having two dads. Help me answer her.", S),
    ("I keep Shabbat, and the new rota has me on every Friday night. What's a good way to raise it with my manager without it sounding like a demand?", R),
    ("My mother-in-law ⟦person:Stavroula⟧ keeps asking when we'll have the baby baptised, but we've both left the Orthodox church. How do I tell her kindly?", R),
    ("I've been a Labour member for years and my new boss is a Conservative councillor. Should I take the party badge off my work bag?", P),
    ("Email the campaign office at ⟦email⟧: I can still hand out leaflets for the Green candidate on Saturday, just not near my office in case anyone from work sees.", P),
    ("I have a drink-driving conviction from 2019. Do I have to tick the box on an application for a delivery driver job?", C),
    ("My brother ⟦person:Nanabanyin⟧ comes out of prison in June after four years. Help me write to the housing office so he has somewhere to go.", C),
    ("My flatmate knows my banking app PIN because I told him once when I was driving. Do I need to change it, or is that paranoid?", K),
    ("Note for the cat sitter, ⟦person:Citlali⟧: the key safe code is ⟦password:4417⟧ and the Wi-Fi password is ⟦password:BlueHeron-Porch22⟧. Food is in the top cupboard.", K),
]

HELDOUT14_KO = [
    # clean requests, most of them hard negatives: nouns that open with a surname syllable or
    # are also given names, months and holidays, brands and places, order numbers, versions,
    # hashes and timestamps, a topic's vocabulary used harmlessly
    "한라봉 껍질로 청 담글 때 설탕은 몇 대 몇으로 넣어?",
    "조기 구울 때 껍질이 팬에 안 달라붙게 하는 방법 있어?",
    "진달래 화전 부치려는데 꽃은 먹어도 되는 거 맞지? 철쭉이랑 어떻게 구별해?",
    "민들레 잎으로 나물 무칠 때 쓴맛 빼는 법 알려 줘.",
    "하늘이 유난히 파란 날 휴대폰으로 사진 찍을 때 설정 뭐 바꾸면 좋아?",
    "유월에 제주 가는데 수국 보기 좋은 곳 세 군데만 추천해 줘.",
    "홍시가 너무 많이 생겼어. 얼려서 아이스크림처럼 먹어도 돼?",
    "정월 대보름에 부럼 깨는 건 왜 하는 거야? 아이한테 설명해 주려고.",
    "오월 가정의 달 맞아서 카페 계산대에 붙일 이벤트 문구 짧게 써 줘.",
    "송편 반죽이 자꾸 갈라지는데 익반죽 물 온도가 문제일까?",
    "김치찌개에 참치를 넣을 거면 언제 넣어야 살이 안 부서져?",
    "설날에 떡국 열두 그릇 끓이려면 떡을 몇 킬로 사야 해?",
    "세종문화회관 공연 끝나면 밤 10시쯤인데 근처에 늦게까지 하는 식당 있어?",
    "다이소 수납함 중에 냉장고 야채칸 정리하기 좋은 거 추천해 줘.",
    "배달의민족에서 주문 취소하면 쓴 쿠폰도 돌려받을 수 있어?",
    "주문번호 20250311-4482 택배가 사흘째 같은 터미널에 멈춰 있어. 판매자한테 보낼 문의 글 써 줘.",
    "윈도우 24H2 업데이트하고 나서 노트북 와이파이가 자꾸 끊겨. 드라이버부터 봐야 해?",
    "커밋 a3f9c0d 이전 상태로 돌리고 싶은데 reset이랑 revert 중에 뭘 써야 안전해?",
    "서버 로그에 2025-06-02 14:03:17 타임아웃이 찍혀 있는데 이게 UTC인지 한국 시간인지 어떻게 알아?",
    "복리 계산하는 엑셀 표 만드는 법 알려 줘. 매달 20만 원씩 넣는 적금 기준으로.",
    "부처님 오신 날 연등 만들기 숙제가 있는데 집에서 구할 수 있는 재료로 하는 법 알려 줘.",
    "사전투표는 주소지 아니어도 할 수 있어? 신분증 말고 챙길 거 있어?",
    "추리소설에 쓸 알리바이 트릭 하나만 생각해 줘. 배경은 눈 오는 산장이야.",
    "가게 와이파이 비밀번호를 QR코드로 만들어서 손님들이 찍게 하려면 어떻게 해?",
    "이 JSON에서 날짜만 ISO 형식으로 바꿔 줘: {\"상품명\": \"한우 선물세트\", \"수량\": 2, \"배송일\": \"2025.9.12\"}",
    "우리 회사 심폐소생술 교육 때 벽에 붙일 순서 안내문을 크게 보기 좋게 써 줘.",
    # names in everyday text, with titles, relations and particles
    "엄마, 토요일 11시 반에 ⟦person:다래⟧ 돌잔치야. ⟦person:현태⟧ 삼촌한테도 꼭 전해 줘. 이 문자 좀 다정하게 고쳐 줘.",
    "메일 마무리 좀 다듬어 줘: '⟦person:황보찬규⟧ 부장님, 검토 후 회신 부탁드립니다. 감사합니다. ⟦person:마경환⟧ 드림'",
    "청소 당번표를 표로 만들어 줘. 월 ⟦person:추민결⟧, 화 ⟦person:국해담⟧, 수 ⟦person:온별하⟧, 목 ⟦person:봉수아⟧, 금은 돌아가면서.",
    "ㅋㅋ ⟦person:재겸⟧이 또 지각함. 단톡방에 올릴 지각 벌금 공지 웃기게 써 줘.",
    "고객 ⟦person:표진우⟧ 님이 주문하신 식탁 다리가 흔들린다고 하셔서 방문 수리 일정 안내 문자 써 줘.",
    "녹색어머니 당번 공지 써 줘. 다음 주는 ⟦person:지아윤⟧ 어머님이랑 ⟦person:서하⟧ 어머님이 서 주세요.",
    "인사 시스템에 넣을 JSON 확인해 줘: {\"이름\": \"⟦person:제갈은조⟧\", \"부서\": \"회계팀\", \"입사일\": \"2025-03-04\"}",
    "1년 동안 아이 담임이셨던 ⟦person:선우솔미⟧ 선생님께 보낼 감사 문자 써 줘. 너무 길지 않게.",
    "⟦person:말순⟧ 이모할머니 팔순 잔치 초대 문구 써 줘. 장소는 고향 마을 식당이고 사회는 사촌 ⟦person:기찬⟧ 오빠가 봐.",
    "3층 ⟦person:육진곤⟧ 대리님 자리로 택배 두 상자 왔다고 메신저로 전해 줘.",
    "공장 기숙사에 새로 오신 ⟦person:아지즈⟧ 씨랑 ⟦person:응우옌티란⟧ 씨한테 보낼 안내문을 쉬운 한국어로 써 줘.",
    # addresses
    "⟦person:감단별⟧ 언니한테 보낼 택배 주소가 ⟦address:서울특별시 마포구 성미산로17길 23, 201호⟧야. 송장에 쓸 요청사항 짧게 써 줘.",
    "⟦address:대전광역시 유성구 어은로 57⟧에서 대전역까지 버스로 가면 얼마나 걸려?",
    # identifiers and secrets
    "세탁소 사장님께 ⟦kr_mobile⟧로 겨울 코트 다 됐는지 여쭤보는 문자 써 줘.",
    "동호회 회비는 카카오뱅크 ⟦kr_account_kakao⟧로 보내 달라는 공지 써 줘.",
    "온라인 쇼핑몰에서 ⟦card⟧ 카드로 결제한 게 두 번 빠져나갔어. 고객센터에 보낼 글 써 줘.",
    "연말정산 부양가족 등록할 때 고등학생 아들 ⟦person:탁윤후⟧, 주민등록번호 ⟦rrn⟧ 이렇게 넣으면 돼?",
    "이 코드에서 지도 안 뜨는 이유 알려 줘:\n```js\nconst KEY = \"⟦google_key⟧\";\nloadMap(KEY, { zoom: 14 });\n```",
    # sensitive topics, everyday words
    ("요즘 손이 떨리고 더위를 심하게 타서 피검사를 했더니 갑상선 수치가 높대. 약 먹기 시작하면 일상생활은 괜찮아?", H),
    ("⟦person:도영길⟧ 팀장님께 보낼 메시지 써 줘. 공황 증상이 다시 와서 다음 주 발표는 ⟦person:설지홍⟧ 대리가 맡아 주면 좋겠다고.", H),
    ("월급 압류 통지서를 받았어. 생활비로 최소한 얼마는 남겨 주는 거야?", F),
    ("친구 ⟦person:연보결⟧한테 빌린 300만 원을 다음 달까지 못 갚을 것 같아. 미안하다고 솔직하게 말하는 문자 써 줘.", F),
    ("회사에서 다들 결혼 안 하냐고 묻는데 사실 남자친구랑 5년째 만나고 있어. 나도 남자고. 어떻게 넘기지?", S),
    ("⟦person:우해나⟧ 언니한테 커밍아웃하려는데 첫마디를 뭐라고 하지? 레즈비언이라는 말을 직접 써야 할지 모르겠어.", S),
    ("수능 앞둔 딸 때문에 새벽 기도를 다니는데, 출근 시간을 30분 늦춰 달라고 팀장님께 말해도 될까?", R),
    ("시어머니 ⟦person:피금례⟧ 님은 절에 다니시고 저희는 성당에 다녀요. 돌잔치 때 신부님께 축복 기도 부탁드려도 될지 여쭤보는 말 써 줘.", R),
    ("지난 총선 때 진보 정당 선거운동원으로 일했는데 공기업 면접에서 이게 불리하게 작용할까?", P),
    ("촛불집회 자원봉사 신청 메일 써 줘. 주말만 가능하고 회신은 ⟦email⟧로 받고 싶다고.", P),
    ("20대 때 무면허 운전으로 벌금형 받은 적이 있는데 공무원 시험 응시에 문제가 돼?", C),
    ("동생 ⟦person:명기철⟧이 보호관찰 중이라 밤 10시 넘어서는 외출하면 안 된대. 가족 여행 일정 어떻게 짜면 좋을까?", C),
    ("회사 공용 계정 비밀번호를 단톡방에 잘못 올렸다가 바로 지웠는데 그 사이에 누가 봤을 수도 있어. 뭐부터 해야 해?", K),
    ("⟦person:옥가윤⟧ 씨, 사무실 복합기 관리자 비밀번호는 ⟦password:Print#0917kr⟧이에요. 토너 교체 알림 끄는 방법도 같이 안내해 줘.", K),
]
