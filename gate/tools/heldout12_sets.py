"""Twelfth held-out hand-written set for the Privacy Gate (gate/data/handwritten_heldout12.jsonl).

Written apart from the generator (its templates and word lists were not read; themes and
examples come from everyday requests people make, and any clash the check reported was
rewritten), and committed before any model was run on it; never used for
training or for choosing settings (only summary numbers are taken from it). Weighted
towards person names in everyday text, the gate's weakest span type: about 22 requests per
language carry a person name, in a sympathy card, a wedding seating plan, a litter-pick and
a soup-kitchen rota, a reference and a recommendation letter, a team shout-out, a tenancy
dispute with a letting agent or a landlord over a deposit, a PTA and a parents' chat notice,
a Sunday football line-up, a cat-sitting thank-you, a welcome note, a ceilidh invitation, a
wedding-account notice and a payroll form; names from cultures little used before
(Filipino, Icelandic, Igbo, Somali, Finnish, Vietnamese, Armenian, Kazakh, Irish, Fijian,
Sri Lankan, Quechua, Ethiopian, Brazilian, Greek, Nepali, Scottish Gaelic), lowercase chat
names with accents, a name that is an English word (Lovely) and a surname alone; Korean
names as full names (one with a compound surname, one whose first two syllables spell a
word, 연봉; two with surnames outside the generator's list, 소 and 피) and given names
alone (native words that are also names: 한길, 벼리, 한울, 겨울, 다올, 힘찬, 그루, 잎새, 두레,
송이; old-fashioned ones: 쇠돌, 끝동), with titles and relations (원장님, 주임, 팀장님, 실장님,
회장님, 권사님, 대장님, 형, 오빠, 누나, 삼촌, 고모, 어머님, 이모님, 할머니, 어르신, 군, 양, 씨),
glued to particles (랑, 이랑, 의, and after the familiar suffix 이: 는, 를, 도) or with 에게,
께서 and 의 on the title, and a Vietnamese name in Hangul; every Korean given name has a
syllable outside the generator's given-name syllables and is not a Faker ko_KR given name.
Two sensitive-topic
requests per topic and language in everyday words, on themes not used in earlier sets
(health: a mole that changed shape and bled, dialysis ahead, shingles, a parent's cataract
operation; finance: buy-now-pay-later plans piling up, betting losses hidden from a spouse,
a margin call that wiped out savings, a shop's business loan in arrears; sexuality: opening
a marriage, a brother's wedding to a man, being asexual under pressure to marry, a
same-sex spouse as a health-insurance dependant; religion: keeping Shabbat, a Catholic
fiancée's priest and a Hindu upbringing, a mother booking a shaman's rite, a church elder
pressing for infant baptism; politics: a polling agent for a party, a colleague baiting a
party committee member, a teacher's monthly party donation, helping a candidate for the
district council; criminal record: an electronic tag's curfew, a character reference before
sentencing for benefit fraud, a summary order for lending a bank account to fraudsters, a
nephew's juvenile protective disposition; credentials: a school parent-portal login pasted
in, an ex who still knows the Apple ID password, a chat app left logged in on a former
employer's computer), 7 + 6 of them with a name or an identifier. Two addresses per
language (UK, US, KR road names) and five rule-covered identifiers per language outside the
topic requests (an email, a US phone, a card, an SSN, an IBAN; a KR mobile, a KR account, an
RRN, a card, an email), plus an email and a password in topic requests. About 38% clean
requests, most of them hard negatives: capitalised words and place names that look like
names (Hope Street, Victoria sponge, Patience, Rosemary, Olive, Brandon Marsh, 하늘, 슬기,
진주), brand and place names at a sentence start (Dyson, Timpson, Kilner, Glencoe, Jack
Daniel's, Bakewell, Seville, 올리브영, 이케아, 군산, 박카스, 당근마켓), Korean nouns that open
with a surname syllable (오징어볶음, 한라봉, 표고버섯, 하수구, 방석), and a topic's vocabulary
used in non-sensitive ways (a blood-donation poster, an offset mortgage for economics
homework, old meanings of 'gay' in carols, Stir-up Sunday, a hung parliament explained with
pizza, an escape-room prison clue, a charity password policy, 헌혈 행사, 신용점수 발표, 사춘기
보건 수업, 템플스테이, 모의 국회, 탈옥 방탈출, 비밀번호 퀴즈). Same markup as sets.py: ⟦gen⟧ is a
generated valid identifier, ⟦type:literal⟧ a fixed labelled value; a tuple adds
{"topic": ...}. Offsets are computed by make_datasets.py from the markup.
`python3 gate/tools/heldout_check.py 12` checks that its names and sentences are new.
"""

from sets import C, F, H, K, P, R, S

HELDOUT12_EN = [
    # clean requests, most of them hard negatives: capitalised words and places that look like
    # names, brand and place names at a sentence start, a topic's vocabulary used harmlessly
    "Hope Street or Bold Street for a Saturday brunch in Liverpool with a toddler in a buggy?",
    "Victoria sponge for forty at the village fête: how many eggs, and can I bake the sponges the day before?",
    "Patience is the only card game my nan plays. Explain how Klondike works so I can set it up on her tablet.",
    "Rosemary or thyme on roast potatoes, and when do the herbs go in so they don't burn?",
    "Olive Garden-style breadsticks at home: what makes them so soft and buttery?",
    "Brandon Marsh nature reserve: are any of the trails flat enough for a wheelchair?",
    "Dyson or Shark for a flat with two long-haired cats and one big rug?",
    "Timpson or a proper locksmith for a key that snapped off inside the front door lock?",
    "Kilner jars: can the rubber seals go through the dishwasher, or will they perish?",
    "Glencoe or Glenfinnan for a half-day trip from Fort William when it's pouring?",
    "Jack Daniel's or Jameson for Irish coffee, and does the whiskey really matter once there's cream on top?",
    "Bakewell tart with frozen raspberries: will the pastry base go soggy?",
    "Seville oranges are only in the shops for a few weeks. Give me a marmalade recipe that doesn't need a sugar thermometer.",
    "Make a poster for the blood donation session in the village hall on the 3rd, with tea and biscuits afterwards.",
    "For my A-level economics homework, explain how an offset mortgage works with a simple worked example.",
    "Give me examples of 'gay' meaning cheerful in old poems and carols, for a Year 10 lesson on how words change.",
    "Christmas pudding made on Stir-up Sunday: how long do I steam it again on the day?",
    "Explain a hung parliament to Year 9 using a group of friends who can't agree on a pizza order.",
    "Escape room for my daughter's birthday: write a clue where the prisoner's cell key is baked inside a loaf.",
    "Write a one-page password policy for a small charity's volunteers: length, when to change them, and never sharing.",
    "Ferris wheel or bouncy castle for the school summer fair, if the budget only stretches to one?",
    # names in everyday text
    "Help me write a sympathy card for ⟦person:Rosalinda Macaraeg⟧; her husband ran the hardware shop on our corner for thirty years and sharpened everyone's shears for free.",
    "Wedding seating, table 6: ⟦person:Þórdís⟧ next to ⟦person:Hrafnkell Sigurbjörnsson⟧, both well away from the speakers, and ⟦person:Nkechi Obiajulu⟧ by the door because she leaves early for a night shift.",
    "Make a litter-pick rota for April: ⟦person:Faadumo Cabdi⟧ can only do mornings, ⟦person:Liisa Pulkkinen⟧ only weekends, and I'll fill whatever's left.",
    "Draft a reference for ⟦person:Nguyễn Thị Hoà⟧, who worked two years in our bakery and never once missed a 5am start.",
    "Slack shout-out for ⟦person:Gegham Ghukasyan⟧ and ⟦person:Dauren⟧ for getting the warehouse scanners back up over the weekend. Short and a bit funny.",
    "Email to the letting agent: ⟦person:Pádraig Ó Dochartaigh⟧ promised in March that the boiler would be replaced, it's now June and we've had no hot water for nine days. Firm but polite.",
    "PTA newsletter bit: a big thank you to ⟦person:Ruci Vakaloloma⟧ for running the Fijian food stall, and raffle money goes to ⟦person:Dilrukshi Wickramasinghe⟧ by Friday.",
    "Under-12 line-up for Sunday: ⟦person:Illari⟧ in goal, ⟦person:Caio Vasconcellos⟧ and ⟦person:Kusi Ccorimanya⟧ at the back, ⟦person:Eyerusalem⟧ up front. Make it a list for the parents' group.",
    "can u remind ⟦person:ciarán⟧ to bring the folding tables, and tell ⟦person:úna⟧ the hall's booked till half nine",
    "Thank-you note for ⟦person:Kyriaki Papalexiou⟧, who fed our cat for a fortnight and sent a photo every single evening.",
    "Welcome message for ⟦person:Januka Pokharel⟧, who joins the care home's night team on Monday; say where the staff lockers are.",
    "Ask ⟦person:Lovely Dimaculangan⟧ from accounts whether the petty cash tin has been counted, and copy in ⟦person:Lacsamana⟧.",
    "Invitation for ⟦person:Seonaidh MacAoidh⟧'s sixtieth: a ceilidh at the rugby club on the 9th, kilts optional, bring a plate.",
    # addresses
    "Note for the new owners asking them to forward any post for ⟦person:Evangelos Tsakalidis⟧ to ⟦address:14 Craiglockhart Grove, Edinburgh EH14 1DD⟧ until Christmas.",
    "How long would it take to cycle from ⟦address:2207 Wexford Hollow Road, Asheville, NC 28803⟧ to the nearest Blue Ridge Parkway entrance?",
    # identifiers
    "Send the food bank's Saturday rota to ⟦email⟧ and thank ⟦person:Zhuldyz Seitkali⟧ for covering the till twice.",
    "Add ⟦person:Somtochukwu Okonkwo-Eze⟧'s mobile, ⟦us_phone2⟧, to the emergency contacts sheet for the field trip.",
    "Book the community room for the tenants' association on card ⟦card_mc⟧ and ask them to email the receipt.",
    "Payroll form for our nanny: ⟦person:Sumaq Ttito⟧, SSN ⟦ssn⟧, start date 2 September. Which boxes are still empty?",
    "Transfer the allotment society's half of the skip hire to ⟦iban⟧ with 'plot 14 skip' as the reference.",
    # sensitive topics, everyday words
    ("There's a mole on my shoulder that's changed shape since the summer, and it bled when my bra strap rubbed it. How soon should someone look at it?", H),
    ("Write a message to our choir leader, ⟦person:Tauno Kivelä⟧, saying I'll sit out the Christmas concert; the renal clinic thinks I'll be on dialysis by January.", H),
    ("I've been paying for the weekly shop with Klarna and now there are six instalment plans running at once. How do I get out of this?", F),
    ("Write to the betting site asking them to close the account registered to ⟦email⟧ and block me for good; I lost £2,800 on it this month and my wife thinks that money is in savings.", F),
    ("My husband wants to open up our marriage and I said I'd think about it. How do I work out what I actually want?", S),
    ("Best-man speech for my brother ⟦person:Tiago Bragança⟧ and his husband ⟦person:Renan Albuquerque⟧; half of Dad's side still don't know he's gay, so keep it warm and simple.", S),
    ("I've started keeping Shabbat, so I can't answer work messages from Friday sunset. How do I word my out-of-office without oversharing?", R),
    ("My fiancée ⟦person:Gráinne Mhic Aodha⟧ is Catholic and I was raised Hindu; her priest wants us to promise our children will be baptised. How do we talk this through?", R),
    ("I've been asked to be a polling agent for the SNP on election day. Could my employer find out, and does it matter that I work for the council?", P),
    ("My colleague ⟦person:Vartan Melikyan⟧ found out I'm on the committee of our local Conservative association and keeps baiting me in meetings. How do I shut it down?", P),
    ("I'm on an electronic tag with a 7pm curfew and my sister's wedding reception goes on till midnight. Can I ask for it to be changed for one night?", C),
    ("Write a character reference for our neighbour ⟦person:Apenisa Ratuvou⟧ before his sentencing for benefit fraud next month; he's coached the kids' rugby for ten years.", C),
    ("The school's parent portal login is ⟦email⟧ with ⟦password:Marigold&Pebbles8⟧. Can you log in and download my son's end-of-term report?", K),
    ("My ex still knows my Apple ID password and I'm sure he's reading my messages. What do I change first, and in what order?", K),
]

HELDOUT12_KO = [
    # clean requests, most of them hard negatives: a topic's vocabulary used harmlessly, nouns
    # that open with a surname syllable, words that are also given names, brands and places
    "헌혈의 집 단체 헌혈 행사 포스터 문구 써 줘. 참여하면 영화 관람권을 준대.",
    "고등학생 경제 동아리에서 신용점수가 어떻게 매겨지는지 발표할 자료 목차 좀 짜 줘.",
    "중학교 보건 시간에 쓸 '사춘기 몸의 변화' 활동지 만들어 줘. 빈칸 채우기 문제로.",
    "템플스테이 1박 2일 갈 때 챙길 준비물 목록 써 줘. 새벽 예불도 참여한대.",
    "초등학교 6학년 모의 국회 대본 써 줘. 안건은 '급식에 매일 디저트를 넣자'야.",
    "방탈출 카페 '탈옥' 테마에 들어갈 자물쇠 힌트 세 개 만들어 줘.",
    "사내 보안 교육용으로 '좋은 비밀번호 만드는 법' 퀴즈 다섯 문제 만들어 줘.",
    "오징어볶음 덜 짜게 하려면 양념 비율을 어떻게 잡아야 해?",
    "한라봉이랑 천혜향 중에 선물용으로 더 오래 두고 먹을 수 있는 건 뭐야?",
    "표고버섯 말린 거 물에 불리는 데 시간이 얼마나 걸려?",
    "하수구 냄새가 올라오는데 베이킹소다랑 식초로 잡을 수 있어?",
    "방석 커버를 세탁기에 돌려도 안에 솜이 안 뭉칠까?",
    "올리브영에서 살 만한 선크림 중에 백탁 없는 거 추천해 줘.",
    "이케아 책장을 벽에 고정하려면 어떤 앵커를 써야 해?",
    "진주 남강 유등축제 가려는데 주차는 어디에 하는 게 나아?",
    "하늘이 흐린 날에도 자외선 차단제를 꼭 발라야 해?",
    "슬기로운 용돈 관리법을 초등학생 눈높이로 알려 줘.",
    "군산 근대 거리 당일치기 코스 짜 줘. 빵집도 한 군데 넣어서.",
    "박카스랑 비타500 중에 카페인이 더 많이 든 건 뭐야?",
    "당근마켓에서 냉장고 직거래로 팔 때 주의할 점 알려 줘.",
    # names in everyday text, with titles, relations and particles
    "⟦person:마봉녀⟧ 원장님 부친상 소식을 들었는데 조문을 못 가. 위로 문자 정중하게 써 줘.",
    "결혼식 하객 자리 배치 좀 짜 줘. ⟦person:길끝례⟧ 고모는 신부 측 맨 앞, ⟦person:한길⟧ 형이랑 ⟦person:벼리⟧ 누나는 대학 동기 테이블로.",
    "무료급식소 봉사 당번표 만들어 줘. 월요일은 ⟦person:용삼식⟧ 삼촌, 수요일은 ⟦person:한울⟧이랑 나, 금요일은 ⟦person:표만석⟧ 어르신.",
    "우리 식당에서 3년 일한 ⟦person:지그루⟧ 군의 추천서를 써 줘. 성실하고 손님 응대가 좋다는 내용으로.",
    "사내 게시판 칭찬 글 써 줘. ⟦person:맹칠봉⟧ 팀장님이랑 ⟦person:소영칠⟧ 주임이 주말 내내 서버 이전을 마쳤어.",
    "집주인 ⟦person:석팔용⟧ 씨가 보증금에서 도배비를 빼겠대. 이사 올 때부터 있던 얼룩이라고 반박하는 문자 써 줘.",
    "학부모회 단톡방 공지 써 줘. 바자회 물품은 ⟦person:은쌍례⟧ 회장님께 드리고, 간식 당번은 ⟦person:잎새⟧ 어머니가 맡아 주셨어요.",
    "조기축구 일요일 선발 명단 정리해 줘: 골키퍼 ⟦person:황보끝동⟧, 수비 ⟦person:두루⟧랑 ⟦person:쇠돌⟧이, 공격은 나. 공이랑 조끼는 ⟦person:두루⟧의 차에 있다고 적어 줘.",
    "⟦person:변말자⟧ 어머님이 김장 김치를 택배로 보내 주셨어. 사위가 드리는 감사 문자 써 줘.",
    "⟦person:지성곤⟧ 오빠한테 이사 도와줘서 고맙다고 커피 기프티콘이랑 같이 보낼 메시지 써 줘.",
    "인턴 ⟦person:피송이⟧ 양 수료증에 들어갈 문구 써 줘. ⟦person:연봉구⟧ 실장님 이름으로 나가.",
    "⟦person:힘찬⟧이를 태권도 학원에 데려다줄 사람이 없어. ⟦person:설갑분⟧ 이모님에게 부탁하는 문자 써 줘.",
    "베트남에서 온 ⟦person:응우옌 티 투⟧ 씨가 우리 반 학부모가 됐어. 한국어가 서툰 분께 보낼 쉬운 안내문 써 줘.",
    "⟦person:겨울⟧이는 이번 소풍에 못 간대요. 동생 ⟦person:다올⟧이도 같이 빠진다고 담임 선생님께 보낼 문자 써 줘.",
    # addresses
    "⟦person:엄분이⟧ 할머니께 보낼 택배 주소가 ⟦address:전라남도 순천시 장평로 66-3⟧인데, 문 앞에 두지 말고 경비실에 맡겨 달라는 배송 메모 써 줘.",
    "사무실을 ⟦address:광주광역시 북구 서하로 231번길 14, 2층⟧으로 옮겼다는 안내 문자 써 줘. 주차는 건물 뒤편이야.",
    # identifiers
    "산악회 버스 예약은 ⟦person:구팔봉⟧ 대장님께 ⟦kr_mobile⟧로 문자 주세요. 이 공지 좀 다듬어 줘.",
    "청첩장에 넣을 '마음 전하실 곳' 문구 써 줘. 신랑 측 카카오뱅크 ⟦kr_account_kakao⟧, 예금주 ⟦person:반두레⟧.",
    "연말정산 부양가족에 할머니를 넣으려는데 ⟦person:국삼녀⟧, 주민번호 ⟦rrn⟧ 이렇게 적으면 돼?",
    "피아노 학원비 자동결제 카드를 ⟦card⟧로 바꿔 달라고 원장님께 보낼 문자 써 줘.",
    "봉사 시간 확인서를 ⟦email⟧로 보내 달라고 구청 담당자께 드릴 메일 써 줘.",
    # sensitive topics, everyday words
    ("옆구리에 물집이 띠처럼 쭉 올라오고 콕콕 쑤셔. 대상포진이면 며칠 안에 병원 가야 돼?", H),
    ("⟦person:도갑순⟧ 실장님께 문자 좀 써 줘. 다음 주에 어머니 백내장 수술이 잡혀서 화요일, 수요일 연차를 쓴다고.", H),
    ("주식 미수 거래하다가 반대매매를 당해서 1,800만 원이 날아갔어. 아내한테 어떻게 털어놔야 할까?", F),
    ("아버지 가게 사업자 대출 이자를 석 달째 못 내고 있어요. 은행 ⟦person:탁점례⟧ 주임님께 상환 유예 부탁드리는 문자 써 줘.", F),
    ("제가 무성애자인 것 같은데 자꾸 선 자리를 잡으시는 부모님께 어떻게 설명하죠?", S),
    ("해외에서 동성 결혼한 남편을 건강보험 피부양자로 올릴 수 있어? 서류는 뭐가 필요해?", S),
    ("엄마가 점집에서 신내림을 받아야 한다는 말을 듣고 굿 날짜까지 잡으셨어. 어떻게 말려야 할까?", R),
    ("⟦person:모옥련⟧ 권사님께서 우리 애 유아세례를 꼭 받게 하라고 하시는데 우리 부부는 무교야. 서운하지 않게 거절하는 말 알려 줘.", R),
    ("중학교 교사인데 정당 후원회에 매달 만 원씩 자동이체를 하고 있어. 이거 문제 될까?", P),
    ("⟦person:나을용⟧ 형이 구의원 선거에 나간다고 명함 돌리는 걸 도와 달래. 나 공기업 다니는데 해도 돼?", P),
    ("아르바이트인 줄 알고 통장을 빌려줬다가 전자금융거래법 위반으로 약식명령을 받았어. 회사 입사할 때 기록이 나와?", C),
    ("조카 ⟦person:선우들찬⟧ 군이 친구 휴대폰을 훔쳐서 소년보호처분을 받았대. 나중에 군대 갈 때 기록이 남아?", C),
    ("아이 학교 e알리미 아이디는 ⟦email⟧, 비밀번호는 ⟦password:haneul#0917⟧야. 들어가서 가정통신문 좀 확인해 줘.", K),
    ("퇴사한 회사 컴퓨터에 카카오톡 PC 버전 자동 로그인을 켜 둔 채로 나왔어. 지금이라도 원격으로 끊을 수 있어?", K),
]
