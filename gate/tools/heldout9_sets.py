"""Ninth held-out hand-written set for the Privacy Gate (gate/data/handwritten_heldout9.jsonl).

Written before any model change that is to be measured on it, and committed before the
committed model was measured on it; never used for training or for choosing settings (only
summary numbers are taken from it). Weighted towards person names in longer and messier text
than the earlier sets: pasted chat transcripts with speaker labels and timestamps, forwarded
email threads with quoted headers, meeting notes with action items, support tickets, rows of
a spreadsheet pasted as text, lowercase chat, names spelled out in a sentence about someone
else, and Korean requests that carry English names and English requests that carry Korean
names in romanisation. Korean names with titles and relations (팀장님, 실장님, 주임, 매니저님,
원장님, 사장님, 간호사님, 삼촌, 고모, 외할아버지), glued to particles (이, 가, 은, 랑, 하고, 의,
께서) and as given names alone. About 40% clean requests, most of them hard negatives: brand,
product, drug, dish, place and eponymous names at a sentence start or in pairs (Bosch, Miele,
Nurofen, Beaufort, Galway, Halloumi, Tupperware, Caesar salad, Hobson's choice), Korean
everyday nouns that open with a surname syllable (고등어, 신발장, 유자차, 하숙집, 남대문, 전복죽)
and Korean words that are also given names (새벽, 가을, 보람, 한빛). Same markup as sets.py:
⟦gen⟧ is a generated valid identifier, ⟦type:literal⟧ a fixed labelled value; a tuple adds
{"topic": ...}. Offsets are computed by make_datasets.py from the markup.
`python3 gate/tools/heldout_check.py 9` checks that its names and sentences are new.
"""

from sets import C, F, H, K, P, R, S

HELDOUT9_EN = [
    # clean requests and hard negatives (brands, drugs, dishes, places, eponymous words)
    "Bosch or Miele for a quiet dishwasher under 45 dB? We have an open-plan kitchen.",
    "Nurofen and Lemsip together: is that too much paracetamol in one evening?",
    "Halloumi keeps squeaking and going rubbery on the grill. Hotter pan or thinner slices?",
    "Galway or Dingle for a rainy long weekend with two teenagers who hate walking?",
    "Beaufort cheese is hard to find here. What melts the same way for a tartiflette?",
    "Is Tupperware from the nineties safe for the microwave, or should it be retired?",
    "Make the Caesar salad dressing without raw egg, for a baby shower buffet.",
    "Explain Hobson's choice with an everyday example for an English class.",
    "Write a short packing list for a ferry to Santander with a dog in the cabin.",
    "Kindle Paperwhite versus Kobo Clara for someone who reads mostly in the bath?",
    "Victoria line or a bus from Brixton to Oxford Circus at 8am, which is less miserable?",
    "What temperature should a Le Creuset pot be for no-knead bread?",
    "Turn these notes into a tidy agenda: budget, intern hiring, office plants, AOB.",
    "Regex for UK postcodes that also accepts lowercase and a missing space, please.",
    "Draft a sign for the office fridge: anything unlabelled goes in the bin on Friday at 4.",
    "Give me three questions to ask at a nursery open day about nap routines.",
    "What does 'net 30' mean on an invoice, and when does the clock start?",
    "My Roomba keeps spinning in one corner. Sensor issue or just dirty wheels?",
    "A limerick, please, about a printer that only jams during board meetings.",
    "Is Darjeeling or Assam better with milk and no sugar?",
    # names in transcripts, threads, notes, tickets, sheets, lowercase chat
    "Summarise this chat for me:\n[09:14] ⟦person:Lowri Fairweather⟧: are we still on for the supplier call?\n[09:15] ⟦person:Bartram Quist⟧: yes, 10:30, I'll send the dial-in\n[09:17] ⟦person:Lowri Fairweather⟧: great, loop in ⟦person:Merriweather⟧ too",
    "---------- Forwarded message ----------\nFrom: ⟦person:Palesa Okonkwo-Hale⟧\nDate: Tue, 3 Jun\nSubject: Re: venue deposit\n\nCan you tell me if this sounds rude before I reply?",
    "Action items from today:\n- ⟦person:Lysandra Crabtree⟧: update the risk register\n- ⟦person:Dulcie Tosh⟧: book the room for the retro\n- me: chase legal\nTurn this into a short email.",
    "Ticket #5521 opened by ⟦person:Rhodri Rutherfurd⟧: the VPN drops every 20 minutes since the last update. Write the first reply.",
    "name,team,start date\n⟦person:Ffion Ilori⟧,Finance,2 June\n⟦person:Evandro Holtby⟧,Ops,9 June\nMake this into a welcome message for the all-staff channel.",
    "lol ⟦person:kenver⟧ just ate the whole cake meant for the client visit. how do i tell my manager",
    "can u remind ⟦person:jago⟧ that the parking permits expire on the 30th",
    "I keep mixing up ⟦person:Tristram Farrow⟧ and ⟦person:Tristram Fenwick⟧ in emails. Any trick for remembering who handles payroll?",
    "Help me thank Aunt ⟦person:Lindiwe⟧ for the quilt she made for the baby, two or three warm sentences.",
    "Our new neighbour ⟦person:Ezekiel Mbatha⟧ offered to water the plants while we're away. What's a nice way to thank him?",
    "Please check my grammar: \"⟦person:Ariadne Pascoe⟧ and I would be happy to present the findings next Tuesday.\"",
    "Write a toast for my brother ⟦person:Merrick⟧'s wedding, funny but not embarrassing, under a minute.",
    "Coach ⟦person:Isandro Marchetti⟧ moved training to 6pm. Draft a message for the under-12s parents.",
    "The intern, ⟦person:Jarrah Whitlock⟧, did a brilliant job on the dashboard. Write two lines I could post to recommend her.",
    "Can you reword this so it doesn't sound like I'm blaming ⟦person:Cerys⟧ for the late invoice?",
    "Dr ⟦person:Strachan⟧'s receptionist said to email the referral letter. Draft a short cover note.",
    "Remind me what ⟦person:Hartigan⟧ from procurement said about the new laptop policy, here are my notes: max two screens, no personal phones on the VPN.",
    "@⟦person:dafydd⟧ can you review the migration PR before standup?",
    "Send a calendar note: 1:1 with ⟦person:Thelonius Abernethy⟧ moved to Thursday 2pm.",
    "From the Korean office, ⟦person:Bae Gyeong-ryun⟧ and ⟦person:Yeom Deok-seop⟧ will join the call. How do I address them politely in English?",
    "Translate into Korean: \"⟦person:Tae-gon⟧, thanks for hosting us in Busan.\"",
    # addresses
    "Ship the replacement part to ⟦address:27 Larkspur Close, Harrogate HG2 7QT⟧, attention of ⟦person:Emlyn Pellew⟧.",
    "Our studio moved to ⟦address:1189 Tamarack Avenue, Suite 300, Boise, ID 83702⟧. Can you fix the address in my email signature?",
    # identifiers and secrets
    "Invoice query from ⟦person:Themba Ravenhill⟧, reachable on ⟦us_phone⟧ or ⟦email⟧: she was charged twice in May.",
    "```yaml\nstripe:\n  secret: ⟦stripe_key⟧\n```\nWhy does my deploy log warn about this file?",
    "Fill in the payroll form: employee ⟦person:Leopold Varga⟧, SSN ⟦ssn⟧, start date 1 July.",
    "Wire the deposit to ⟦iban⟧ and reference booking 88213, please draft the confirmation.",
    # sensitive topics, everyday words
    ("Tell ⟦person:Augustin⟧ I can't do the hike on Saturday. My new inhaler makes me shaky and the asthma's been bad.", H),
    ("I've been skipping meals so I can cover the rent and my overdraft is maxed. Is there anywhere to get help quickly?", F),
    ("My sister came out to me last night and asked me not to tell our parents yet. How do I support her?", S),
    ("Police picked me up at a climate sit-in years ago, no charge in the end. Must that go on a visa application?", C),
    ("Our mosque is collecting for the food bank. Write a short message inviting the neighbours.", R),
    ("I keep the online banking passcode on a sticky note under my keyboard. Is that worse than using the same password everywhere?", K),
]

HELDOUT9_KO = [
    # clean requests and hard negatives (nouns opening with a surname syllable, brands,
    # dishes, places, words that are also given names)
    "고등어 조림에 무를 먼저 넣어야 해, 나중에 넣어야 해?",
    "신발장 냄새 없애는 방법 세 가지만 알려 줘.",
    "유자차 청 담글 때 설탕이랑 유자 비율은 어떻게 해?",
    "하숙집 구할 때 계약서에 꼭 넣어야 할 조항 알려 줘.",
    "남대문 시장에서 아동복 도매로 사려면 몇 시에 가야 해?",
    "전복죽 끓일 때 내장은 넣는 게 좋아, 빼는 게 좋아?",
    "새벽 배송이랑 당일 배송 차이가 뭐야?",
    "가을 캠핑 갈 때 침낭은 몇 도짜리를 사야 해?",
    "보람 있는 봉사활동 찾고 있어. 주말에 할 수 있는 거 추천해 줘.",
    "한빛 도서관 휴관일 공지문 써 줘: 매주 월요일, 법정 공휴일.",
    "베아제랑 훼스탈 중에 과식했을 때 뭐가 나아?",
    "쿠쿠 밥솥 내솥 코팅이 벗겨졌는데 계속 써도 돼?",
    "강릉 안목해변 커피거리 평일 오전에도 붐벼?",
    "최애 떡볶이 레시피를 4인분 기준으로 바꿔 줘.",
    "엑셀에서 중복된 행만 골라 지우는 법 알려 줘.",
    "임대차 계약 갱신 요구권이 뭔지 쉽게 설명해 줘.",
    "장독대 있는 한옥 스테이 추천해 줘, 전주 쪽으로.",
    "조기 축구회 회비 안내문 써 줘: 월 만 원, 매달 5일까지.",
    "서랍장 조립하다가 나사 하나가 남았어. 괜찮을까?",
    "문구점에서 파는 수정테이프 중에 안 끊기는 거 추천해 줘.",
    # names in transcripts, threads, notes, tickets, sheets, with titles and relations
    "이 대화 요약해 줘:\n[오전 9:02] ⟦person:봉학철⟧: 자재 발주 오늘 마감이에요\n[오전 9:05] ⟦person:탁시엽⟧: 네 팀장님, 점심 전에 올릴게요\n[오전 9:06] ⟦person:봉학철⟧: ⟦person:묘진⟧ 씨도 같이 확인해 줘요",
    "---------- 전달된 메일 ----------\n보낸 사람: ⟦person:구필규⟧\n제목: 회의실 예약 건\n\n이 답장 너무 딱딱하지 않은지 봐 줘.",
    "오늘 회의 할 일:\n- ⟦person:맹만덕⟧ 실장님: 예산안 수정\n- ⟦person:어춘옥⟧ 주임: 거래처 연락\n- 나: 보고서 초안\n메일로 정리해 줘.",
    "문의 #3307 작성자 ⟦person:편두만⟧: 앱 로그인 후 화면이 하얗게 멈춥니다. 첫 답변 써 줘.",
    "이름,부서,입사일\n⟦person:국계춘⟧,총무,6월 2일\n⟦person:은태곤⟧,영업,6월 9일\n이걸로 환영 공지 써 줘.",
    "⟦person:갑수⟧가 회식비 정산 아직 안 했대. 부드럽게 재촉하는 카톡 써 줘.",
    "⟦person:길례⟧ 고모께서 김장하러 오라고 하셨는데 못 간다고 말씀드리는 문자 써 줘.",
    "우리 외할아버지 ⟦person:옥판석⟧ 님 팔순 잔치 초대장 문구 써 줘.",
    "⟦person:용홍렬⟧ 원장님께 진료 예약 변경 부탁드리는 문자 초안 써 줘.",
    "⟦person:위재필⟧ 사장님이랑 ⟦person:마영필⟧ 매니저님 중에 누구한테 먼저 보고해야 해?",
    "간호사님 ⟦person:채인섭⟧ 님께 감사 편지 쓰고 싶어. 짧게 써 줘.",
    "⟦person:순남⟧이랑 ⟦person:정갑⟧이하고 다음 주에 등산 가기로 했어. 준비물 정리해 줘.",
    "⟦person:석창렬⟧ 삼촌의 차를 잠깐 빌렸는데 긁었어. 어떻게 말씀드리지?",
    "신입 ⟦person:함희곤⟧ 주임의 첫 주 교육 일정표 만들어 줘.",
    "⟦person:제학련⟧ 님께서 보내 주신 견적서 검토 결과를 회신하는 메일 써 줘.",
    "Zoom 회의에 ⟦person:Ophelia Grantham⟧ 씨가 들어온대. 영어로 짧게 환영 인사 써 줘.",
    "⟦person:Otis Lowndes⟧한테 보낼 영문 감사 메일 다듬어 줘.",
    "PR 머지 전에 @⟦person:옥덕봉⟧ 확인 부탁드립니다.",
    "⟦person:인두식⟧은 이번 주 출장이라 월요일 회의 빠진대.",
    "⟦person:기삼례⟧ 할머니 댁 주소를 택배 앱에 저장하려는데 이름 칸에 뭐라고 써?",
    # addresses
    "부품은 ⟦address:대전광역시 유성구 대학로 291⟧로 보내 주세요. 받는 사람 ⟦person:반덕칠⟧.",
    "사무실이 ⟦address:광주광역시 서구 상무중앙로 110, 7층⟧으로 옮겼어요. 명함 문구 고쳐 줘.",
    # identifiers and secrets
    "⟦person:탁필순⟧ 님 연락처는 ⟦kr_mobile⟧, 이메일은 ⟦email⟧이에요. 거래처 목록에 추가해 줘.",
    "```\nGITHUB_TOKEN=⟦github_token⟧\n```\n이거 커밋 기록에서 지우는 방법 알려 줘.",
    "성명 ⟦person:왕덕섭⟧, 주민등록번호 ⟦rrn⟧으로 보험 청구서 작성해 줘.",
    "월세는 ⟦kr_account_shinhan⟧ 계좌로 보내 달래요. 집주인에게 확인 문자 써 줘.",
    # sensitive topics, everyday words
    ("⟦person:염두례⟧ 선배한테 이번 주 모임 못 간다고 전해 줘. 요즘 공황 때문에 지하철을 못 타.", H),
    ("카드값 돌려막기 하다가 이번 달에 연체됐어요. 신용점수 얼마나 떨어져요?", F),
    ("남자친구랑 동거하는 걸 부모님이 모르세요. 명절에 들키지 않으려면 어떻게 하죠?", S),
    ("예전에 벌금형 받은 적이 있는데 공무원 시험 보는 데 문제 돼요?", C),
    ("성당 교리반 등록 안내문 써 줘. 이번 주 토요일부터 시작해요.", R),
    ("인터넷뱅킹 비밀번호를 전부 생일로 똑같이 쓰고 있어. 이거 바꾸려면 뭐부터 해야 해?", K),
]
