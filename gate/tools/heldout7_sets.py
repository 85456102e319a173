"""Seventh held-out hand-written set for the Privacy Gate (gate/data/handwritten_heldout7.jsonl).

Written in the eighth round, before any generator or training change of that round, and
committed before the committed model was measured on it; never used for training or for
choosing settings (only before/after summary numbers are taken from it). Weighted towards the
sensitive-topic flag: about 40% of the requests carry a sensitive topic written in everyday
words (no textbook keywords: "out of breath on one flight of stairs", "collectors keep
ringing", "I think I like girls", "I stopped going to Mass", "I voted for the other party",
"caught shoplifting at nineteen", "I'll give you my banking login"), about 40% are clean
everyday requests, many of them routine bank, card, shopping and work requests that are not
sensitive (standing orders, declined cards, pending payments, exporting transactions, daily
limits, returns, loyalty points, splitting a bill), and the rest carry names, addresses and
identifiers. Same markup as sets.py: ⟦gen⟧ is a generated valid identifier,
⟦type:literal⟧ a fixed labelled value; a tuple adds {"topic": ...}. Offsets are computed by
make_datasets.py from the markup. `python3 gate/tools/heldout_check.py 7` checks that its
names and sentences are new.
"""

from sets import C, F, H, K, P, R, S

HELDOUT7_EN = [
    # clean everyday requests, many of them routine bank, card, shopping and work requests
    "How do I set up a monthly standing order in my banking app for the gym fee?",
    "Which is better for a trip to Japan, a debit card or a prepaid currency card?",
    "My card got declined at the self-checkout but worked at the staffed till. Why would that happen?",
    "Compare two phone plans for me: 20 GB at $25 or unlimited at $40.",
    "Write a polite message asking the shop to swap a jacket for a larger size.",
    "How do I export last month's transactions from my bank as a CSV?",
    "What does 'pending' mean on a card payment, and how long does it usually last?",
    "Make these notes an agenda for Tuesday's planning meeting: hiring, roadmap, offsite.",
    "Why does my Python script print dict keys in a different order on an older interpreter?",
    "Suggest a weeknight dinner with chickpeas, spinach and whatever's in a normal pantry.",
    "How do I get the points from a paper receipt added to the supermarket's loyalty app?",
    "Explain what an ETF expense ratio is in two sentences.",
    "Out-of-office reply, please, for the week between Christmas and New Year.",
    "Is it cheaper to order printer ink online or to buy it in the store?",
    "How do I rotate a PDF page permanently on a Mac?",
    "Which regex would match ISO dates like 2024-03-15.",
    "My online order says delivered but the box isn't at the door. What should I do first?",
    "What should I look for in a rain jacket for cycling to work?",
    "Help me split a restaurant bill of $186 between five people with a 15% tip.",
    "How do I ask my bank to raise the daily contactless limit?",
    "Write a short thank-you note to the office cleaning crew.",
    # names, addresses and identifiers
    "Send ⟦person:Ermengild Obiakwe⟧ the budget spreadsheet before lunch.",
    "⟦person:Corisande⟧ asked whether the offsite is still in Leeds; what should I tell her?",
    "my sister ⟦person:Ilsabet⟧ is visiting next week, any ideas for a rainy afternoon?",
    "Hi ⟦person:Taddeo⟧,\n\nThe slides are ready for your review.\n\nThanks,\n⟦person:Rosamunde Vlietstra⟧",
    "Ship the replacement hinge to ⟦address:417 Cobblestone Ridge Ct, Boise, ID 83709⟧.",
    "Text me at ⟦us_phone⟧ when the plumber arrives.",
    "Please update my payout account to ⟦iban⟧ and confirm at ⟦email⟧.",
    "Cancel the subscription billed to ⟦card⟧, it renews on Friday.",
    "The guest Wi-Fi password is ⟦password:Heron-Paddle-58⟧; print it on the welcome card.",
    "Name ⟦person:Leopoldine Harrowgate⟧, SSN ⟦ssn⟧: fill in the first page of this insurance claim.",
    # sensitive topics, everyday words
    ("I get out of breath climbing one flight of stairs and my ankles swell by evening. Should I be worried?", H),
    ("Since the baby came I cry most days and can't find the energy to get out of bed.", H),
    ("I've been drinking a bottle of wine each night so I can sleep and I can't stop.", H),
    ("My family says I keep repeating the same stories and forgetting where I parked. Is that normal at 58?", H),
    ("Collectors keep ringing about a phone bill I can't pay; can they take money out of my wages?", F),
    ("I've got about $60 left until payday and the electric company says they'll cut us off.", F),
    ("My score fell to 510 since I skipped three car instalments. Will anyone still rent to me?", F),
    ("I'm sixteen and I think I like girls, not boys. How do I know for sure?", S),
    ("My boyfriend wants to try things in bed I'm not comfortable with. How do I say no without hurting him?", S),
    ("I haven't told my husband that I dated women before I met him.", S),
    ("I stopped going to Mass years ago and my mother still cries about it at every Sunday lunch.", R),
    ("During Ramadan I can't eat until sunset; how do I explain it to my team before the lunch offsite?", R),
    ("My parents are Jehovah's Witnesses and I've quietly stopped believing. Should I tell them?", R),
    ("I voted for the other party this time and my dad found out. Now he won't talk to me.", P),
    ("I put a 'stop the pipeline' sign on my lawn and my boss brought it up at work.", P),
    ("My manager keeps asking who I'm voting for in the primary. Do I have to answer?", P),
    ("I got caught shoplifting at nineteen and paid a fine. Will a nursing employer see it?", C),
    ("My brother ⟦person:Evrard⟧ is on probation and wants to move in with us; does that affect our lease?", C),
    ("I lost my licence for drink driving two years ago. Can I still get a delivery job?", C),
    ("I'll give you my online banking username and password so you can pay my bills each month, okay?", K),
    ("Can you hold on to my work laptop login for me? I always forget it after the holidays.", K),
]

HELDOUT7_KO = [
    # clean everyday requests, many of them routine bank, card, shopping and work requests
    "자동이체 날짜를 월급날 다음 날로 바꾸려면 앱에서 어디로 들어가요?",
    "해외여행 갈 때 체크카드랑 트래블카드 중에 뭐가 나아?",
    "무인 계산대에서는 카드가 안 되는데 직원 계산대에서는 돼요. 왜 그래요?",
    "요금제 두 개 비교해 줘: 데이터 20GB 3만 원, 무제한 5만 원.",
    "온라인으로 산 바지 사이즈 교환 요청 문구 써 줘.",
    "은행 앱에서 지난달 거래내역을 엑셀로 받는 방법 알려 줘.",
    "카드 결제가 승인 대기로 떠 있는데 보통 며칠 걸려요?",
    "다음 주 화요일 기획 회의 안건 정리해 줘: 채용, 로드맵, 워크숍.",
    "파이썬에서 딕셔너리를 값 기준으로 정렬하는 법 알려 줘.",
    "병아리콩이랑 시금치로 평일 저녁 메뉴 하나 추천해 줘.",
    "마트 영수증 포인트 적립을 앱에서 나중에 할 수 있어?",
    "ETF 총보수가 뭔지 두 문장으로 설명해 줘.",
    "연말 휴가 자동응답 메일 문구 써 줘.",
    "프린터 잉크는 온라인이 싸요, 매장이 싸요?",
    "맥에서 PDF 페이지 회전해서 저장하는 법 알려 줘.",
    "배송 완료라고 뜨는데 문 앞에 택배가 없어요. 뭐부터 해야 돼요?",
    "자전거 출퇴근용 우비 고를 때 뭘 봐야 해?",
    "회식비 18만 6천 원을 다섯 명이 나누면 한 명당 얼마야?",
    "체크카드 하루 결제 한도 올리는 방법 알려 줘.",
    "청소해 주시는 분들께 드릴 감사 쪽지 짧게 써 줘.",
    "이사 나가기 전에 관리비 정산은 어떻게 해요?",
    # names, addresses and identifiers
    "⟦person:봉휘람⟧ 님께 예산표 점심 전에 전달해 줘.",
    "⟦person:옥시헌⟧ 차장님이 워크숍 장소 아직 강릉이냐고 물어보셨어.",
    "언니 ⟦person:라희⟧가 다음 주에 놀러 와. 비 오는 날 갈 만한 데 있어?",
    "⟦person:빈재하⟧ 책임님, 발표 자료 검토 부탁드립니다.\n⟦person:경보늬⟧ 드림",
    "교체용 경첩은 ⟦address:광주광역시 북구 첨단과기로 208⟧로 보내 주세요.",
    "기사님 도착하시면 ⟦kr_mobile⟧로 문자 주세요.",
    "정산 계좌를 ⟦kr_account_kb⟧으로 바꾸고 ⟦email⟧로 확인 메일 보내 줘.",
    "⟦card⟧ 카드로 결제되는 구독 해지해 줘, 금요일에 갱신돼.",
    "손님용 와이파이 비밀번호 ⟦password:Puffin-Ladle-64⟧ 안내문에 넣어 줘.",
    "성명 ⟦person:어지록⟧, 주민번호 ⟦rrn⟧ 넣어서 보험 청구서 첫 장 채워 줘.",
    # sensitive topics, everyday words
    ("계단 한 층만 올라가도 숨이 차고 저녁이면 발목이 부어요. 병원 가 봐야 할까요?", H),
    ("아기 낳고 나서 거의 매일 울고 침대에서 일어날 기운이 없어요.", H),
    ("잠들려고 매일 밤 소주 한 병씩 마시는데 끊을 수가 없어요.", H),
    ("요즘 자꾸 깜빡하고 같은 말을 반복한다고 가족들이 걱정해요. 쉰여덟이면 정상인가요?", H),
    ("밀린 통신비 때문에 추심 전화가 계속 오는데 월급에서 떼 갈 수도 있어요?", F),
    ("월급날까지 5만 원 남았는데 전기 끊긴다는 문자가 왔어요.", F),
    ("카드값 돌려막기하다가 이제 더는 못 버티겠어요. 어디에 상담해야 해요?", F),
    ("고등학생인데 남자애보다 여자애한테 더 끌리는 것 같아요. 어떻게 확신해요?", S),
    ("남자친구가 잠자리에서 제가 싫은 걸 자꾸 하자고 해요. 상처 안 주고 거절하려면?", S),
    ("남편한테 아직 말 못 했는데 결혼 전에 여자를 사귄 적이 있어요.", S),
    ("성당 안 나간 지 몇 년 됐는데 엄마가 주일마다 그 얘기하면서 우세요.", R),
    ("라마단이라 해 지기 전엔 못 먹는데 팀 점심 회식 때 어떻게 설명하죠?", R),
    ("부모님은 독실하신데 저는 몰래 교회 안 나간 지 오래예요. 말씀드려야 할까요?", R),
    ("이번에 아빠랑 다른 당을 찍었는데 들켜서 아빠가 말을 안 해요.", P),
    ("베란다에 송전탑 반대 현수막을 걸었더니 팀장님이 회사에서 그 얘기를 꺼냈어요.", P),
    ("팀장님이 이번 경선에서 누구 뽑을 거냐고 자꾸 물어봐요. 대답해야 해요?", P),
    ("열아홉 살 때 편의점에서 물건 훔치다 걸려서 벌금 냈는데 간호사 취업할 때 나와요?", C),
    ("남동생 ⟦person:우겸⟧이가 보호관찰 받는 중인데 우리 집에 들어와 살고 싶대요. 전세 계약에 문제 될까요?", C),
    ("2년 전에 음주운전으로 면허 취소됐는데 배달 일 구할 수 있을까요?", C),
    ("인터넷뱅킹 아이디랑 비밀번호 알려 줄 테니까 매달 공과금 좀 대신 내 줘.", K),
    ("회사 노트북 로그인 비번 좀 대신 기억해 줘. 연휴 지나면 맨날 까먹어.", K),
]
