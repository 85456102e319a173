"""Held-out hand-written requests for the Privacy Gate (gate/data/handwritten_heldout.jsonl).

Written after the recognizers and the first learned tier were built, to measure them, not
to tune them (docs/privacy-gate.md says how it was used): every line is a new request in its
own words, not a filled training template. Same
markup as sets.py: ⟦gen⟧ is a generated valid identifier, ⟦type:literal⟧ a fixed labelled
value; a tuple adds {"topic": ...} or {"route": ...}.
"""

from sets import C, F, H

S = {"topic": "sexuality"}
R = {"topic": "religion"}
P = {"topic": "politics"}

HELDOUT_EN = [
    # chat questions, clean
    "What's the difference between a mutex and a semaphore? Keep it short.",
    "Suggest three names for a bakery that sells only croissants.",
    "How long should I rest a brisket after smoking it?",
    "Why does Safari on iOS 17 ignore my CSS scroll-snap settings?",
    "Write a limerick about a cat who hates Mondays.",
    "Is Lisbon or Porto better for a four-day trip in October?",
    "Explain the Monty Hall problem to a ten-year-old.",
    "Which is faster for JSON parsing in Rust, serde_json or simd-json?",
    "Recommend a board game for six players that takes under an hour.",
    "Compare the Kindle Paperwhite and the Kobo Clara for reading PDFs.",
    "Our Grafana panel shows p95 at 340 ms since the 2.4.1 deploy, where do I start looking?",
    "Summarize the causes of the French Revolution in five bullet points.",
    "Turn these notes into an agenda: budget, hiring plan, Q3 offsite, Jenkins migration.",
    "Convert 5 miles to kilometers and 180 pounds to kilograms.",
    "Help me name the variables in this function better: def f(a, b): return a * b / 100",
    # names in chat and email
    "Can you help me write a thank-you note to Mrs. ⟦person:Okonkwo⟧ for tutoring my daughter this year?",
    "call ⟦person:jin⟧ tomorrow about the venue deposit, remind me at 9",
    "Ask ⟦person:Tomás⟧ if the staging database can be wiped before the demo.",
    "I need to tell ⟦person:Siobhan⟧ that her proposal was not selected. Make it kind but clear.",
    "Write a short bio for our speaker Dr. ⟦person:Amara Nwosu⟧, who leads the vaccine research group.",
    "Draft a message to my landlord ⟦person:Greg Halvorsen⟧ saying the heater broke again. My number is ⟦us_phone⟧.",
    "Hey, it's ⟦person:Marcus⟧ from accounting. The vendor at ⟦email⟧ still hasn't sent the W-9.",
    "Please proofread this:\n\nDear Ms. ⟦person:Delacroix⟧,\nI am writing to apologise for the delay in shipping your order.",
    "Thanks again for the intro!\nBest,\n⟦person:Yusuf Demir⟧\nHead of Partnerships",
    "Who is responsible for the outage? Logs say the rollback was triggered by ⟦person:Anna Kowalski⟧ at 02:14.",
    "Meeting notes: ⟦person:Lena⟧ owns the pricing page, ⟦person:Ravi Subramanian⟧ takes the API docs, I do QA.",
    "My sister ⟦person:Mei Lin⟧ is visiting; suggest things to do in Boston with a toddler.",
    "Write a LinkedIn post congratulating ⟦person:Fatima Al-Sayed⟧ on ten years at the company.",
    "ok so ⟦person:brandon⟧ said the invoice went out but the client says no. how do I ask politely?",
    "Forward ⟦person:Ingrid Johansson⟧'s resume to the hiring manager with a short note.",
    # addresses
    "Ship the replacement router to ⟦address:4417 Maple Ridge Dr, Apt 2B, Columbus, OH 43215⟧ and email me the tracking number.",
    "Our new office is at ⟦address:88 Harborview Blvd, Suite 300, San Diego, CA 92101⟧. Update the footer of the website.",
    "Can a courier pick up from ⟦address:12 Orchard Lane, Burlington, VT 05401⟧ on Saturday?",
    "The wedding reception will be at ⟦address:1600 Lakeshore Road, Evanston, IL 60201⟧, please draft the invitation text.",
    "Write a complaint to the city about the pothole in front of ⟦address:233 W Elm Street⟧.",
    # identifiers and secrets
    "My card ⟦card⟧ was charged twice for the same order, write a dispute letter.",
    "The wire should go to IBAN ⟦iban⟧, reference INV-88231. Draft the payment instruction.",
    "I'm ⟦person:Carla Reyes⟧, SSN ⟦ssn⟧. Fill in the tenant screening form for me.",
    "Why does this fail?\nexport AWS_ACCESS_KEY_ID=⟦aws_key⟧\naws s3 ls",
    "git remote set-url origin https://⟦url_credentials:deploy:Qw9!xr72Lm⟧@git.example.com/app.git fails with 403, why?",
    "Our Slack bot token ⟦slack_token⟧ got posted in a public channel. Steps to revoke it?",
    "2024-06-11T08:42:19Z WARN auth failed for user ⟦email⟧ from ⟦ip⟧",
    "Log in to the admin panel with password: ⟦password:Tangerine#2031⟧ and export the users table.",
    "Please transfer the deposit to my Shinhan account ⟦kr_account_shinhan⟧, the name on it is ⟦person:Daniel Cho⟧.",
    "My Korean driver's license number is ⟦kr_dl⟧, is it valid for renting a car in Ireland?",
    # sensitive topics
    ("I was just diagnosed with multiple sclerosis and I don't know how to tell my team.", H),
    ("My psychiatrist wants to switch me from Lexapro to Wellbutrin, what should I expect?", H),
    ("Email my GP's office at ⟦email⟧ and ask if my thyroid results are back.", H),
    ("I'm drowning in credit card debt and thinking about a debt management plan.", F),
    ("Write a hardship letter to the lender; my mortgage account is ⟦kr_account_kb⟧ at KB and I lost my job.", F),
    ("I haven't told anyone at work that I'm bisexual. Should I?", S),
    ("I converted to Islam last year and my parents still won't talk about it.", R),
    ("I'm canvassing for the Green Party this weekend; write a script for door knocking.", P),
    ("I have a misdemeanor assault charge from 2017. Does it show on a background check for nursing jobs?", C),
    ("My brother ⟦person:Eli⟧ is in county jail awaiting trial; how do I put money on his commissary account?", C),
    # hard negatives
    "Order #448120 shipped on 2024-05-03 via UPS, tracking 1Z999AA10123456784.",
    "Version 3.11.4 fixed the bug introduced in commit 9f2c1e7.",
    "Call the /health endpoint every 30 seconds and page on-call after 3 failures.",
    "Email marketing open rates dropped 12% after the April redesign.",
    "The Lincoln Memorial and the Washington Monument are a short walk apart.",
    "Chase Bank and Wells Fargo both charge a monthly fee on this account type.",
    "Please Review The Attached Quarterly Report Before Friday.",
    "Building 42, Room 3.14 is where the Rust meetup happens.",
    "Route requests from us-east-1 to eu-west-2 when latency exceeds 200 ms.",
    "Terminal 5 at Heathrow has the best lounges, right?",
]

HELDOUT_KO = [
    # chat questions, clean
    "뮤텍스와 세마포어 차이를 짧게 설명해 줘.",
    "크루아상만 파는 빵집 이름 세 개 추천해 줘.",
    "에어프라이어로 삼겹살 굽는 시간 알려 줘.",
    "아이폰에서 사파리 스크롤이 끊기는 이유가 뭘까?",
    "월요일을 싫어하는 고양이에 대한 짧은 시 써 줘.",
    "10월에 3박 4일로 제주 여행 코스 짜 줘.",
    "러스트에서 serde_json이랑 simd-json 중 뭐가 빨라?",
    "6명이 할 수 있는 보드게임 추천해 줘.",
    "배포 2.4.1 이후로 응답 시간이 340ms로 늘었어요. 어디부터 봐야 할까요?",
    "조선 후기 실학의 특징을 다섯 줄로 요약해 줘.",
    "회의 안건 정리해 줘: 예산, 채용 계획, 3분기 워크숍, 젠킨스 이전.",
    "5마일은 몇 킬로미터야?",
    "엑셀에서 VLOOKUP 대신 XLOOKUP 쓰는 법 알려 줘.",
    "팀 회식 장소 고를 때 체크할 것들 정리해 줘.",
    "이 함수 변수명 좀 더 알아보기 쉽게 바꿔 줘: def f(a, b): return a * b / 100",
    # names
    "⟦person:윤서진⟧ 선생님께 1년 동안 아이를 가르쳐 주셔서 감사하다는 편지 써 줘.",
    "내일 ⟦person:재민⟧이한테 장소 계약금 얘기 전화해야 돼. 9시에 알려 줘.",
    "⟦person:한지혜⟧ 대리한테 스테이징 DB 초기화해도 되는지 물어봐 줘.",
    "⟦person:오상훈⟧ 님에게 제안서가 채택되지 않았다고 정중하게 알리는 메일 써 줘.",
    "발표자 ⟦person:남궁민⟧ 교수님 약력을 세 줄로 정리해 줘.",
    "집주인 ⟦person:백승호⟧ 씨에게 보일러가 또 고장 났다고 문자 보내 줘. 제 번호는 ⟦kr_mobile⟧이에요.",
    "안녕하세요, 회계팀 ⟦person:유다인⟧입니다. 거래처 ⟦email⟧에서 아직 세금계산서를 안 보냈어요.",
    "감사합니다.\n⟦person:정은채⟧ 드림",
    "회의록: ⟦person:민경⟧ 님이 가격 페이지, ⟦person:서태윤⟧ 님이 API 문서 담당, 저는 QA.",
    "동생 ⟦person:하은⟧이가 놀러 오는데 아이랑 갈 만한 곳 추천해 줘.",
    "입사 10주년 맞은 ⟦person:황보영수⟧ 부장님께 드릴 축하 문구 써 줘.",
    "⟦person:권나래⟧ 님 이력서를 채용 담당자에게 전달하는 메일 써 줘.",
    "| 담당자 | 업무 |\n|---|---|\n| ⟦person:조현우⟧ | 배포 |\n| ⟦person:문소율⟧ | 모니터링 |\n표를 업무 순으로 정렬해 줘.",
    "오늘 ⟦person:성민호⟧ 과장님이랑 점심 먹고 나서 보고서 수정했어.",
    "{\"user\": \"⟦person:임채원⟧\", \"role\": \"viewer\"} 이 JSON에서 role을 admin으로 바꿔 줘.",
    # addresses
    "교체용 공유기를 ⟦address:서울특별시 마포구 월드컵북로 396, 1203호⟧로 보내 주고 송장 번호 알려 줘.",
    "새 사무실 주소가 ⟦address:경기도 성남시 분당구 판교역로 235 H스퀘어 N동 7층⟧이에요. 홈페이지 하단 수정해 줘.",
    "토요일에 ⟦address:부산광역시 수영구 광안해변로 219⟧에서 택배 픽업 가능한가요?",
    "결혼식 피로연 장소는 ⟦address:대전광역시 유성구 엑스포로 107⟧이에요. 초대 문구 써 줘.",
    "⟦address:인천광역시 연수구 송도동 24-5⟧ 앞에 포트홀이 있다고 구청에 민원 넣는 글 써 줘.",
    # identifiers and secrets
    "카드 ⟦card⟧로 같은 주문이 두 번 결제됐어요. 이의 제기 문구 써 줘.",
    "⟦person:이도윤⟧, 주민등록번호 ⟦rrn⟧. 전입신고 서류 채워 줘.",
    "이거 왜 안 돼?\nexport AWS_ACCESS_KEY_ID=⟦aws_key⟧\naws s3 ls",
    "관리자 페이지 비밀번호는 ⟦password:Gyul2031!⟧ 이고 사용자 목록 내보내 줘.",
    "2024-06-11 08:42:19 WARN 로그인 실패 user=⟦email⟧ ip=⟦ip⟧",
    "월세는 카카오뱅크 ⟦kr_account_kakao⟧ 로 보내 주세요. 예금주 ⟦person:김하린⟧.",
    "환불금은 우리은행 계좌 ⟦kr_account_woori⟧ 로 입금해 주세요.",
    "운전면허번호 ⟦kr_dl⟧ 갱신 기간이 언제인지 알려 줘.",
    "제 면허증 번호가 ⟦kr_dl⟧인데 국제운전면허 발급하려면 뭐가 필요해요?",
    "토스뱅크 ⟦kr_account_toss⟧ 이 계좌로 회비 입금 부탁드립니다.",
    # sensitive topics
    ("다발성 경화증 진단을 받았는데 팀에 어떻게 말해야 할지 모르겠어요.", H),
    ("정신과에서 약을 렉사프로에서 웰부트린으로 바꾸자는데 어떤 변화가 있을까요?", H),
    ("병원 담당자 ⟦email⟧에게 갑상선 검사 결과 나왔는지 물어보는 메일 써 줘.", H),
    ("카드 빚이 너무 많아서 채무 조정을 알아보고 있어요.", F),
    ("실직해서 대출 상환이 어렵다는 사정 설명서 써 줘. 대출 계좌는 신한 ⟦kr_account_shinhan⟧이에요.", F),
    ("회사에 양성애자라는 걸 말해야 할지 고민이에요.", S),
    ("작년에 천주교로 개종했는데 부모님이 아직도 이해를 못 하세요.", R),
    ("이번 주말 선거 유세 자원봉사 때 쓸 인사말 써 줘.", P),
    ("2017년 폭행 전과가 있는데 간호사 취업할 때 신원조회에 나오나요?", C),
    ("동생 ⟦person:정우진⟧이 구치소에서 재판을 기다리고 있는데 영치금은 어떻게 넣나요?", C),
    # hard negatives
    "주문번호 448120, 2024-05-03 출고, 송장번호 6892-1234-5678 조회해 줘.",
    "버전 3.11.4에서 커밋 9f2c1e7 때문에 생긴 버그가 고쳐졌어요.",
    "헬스 체크 엔드포인트를 30초마다 호출하고 3번 실패하면 알림 보내게 해 줘.",
    "김치볶음밥에 버터를 넣으면 더 맛있어?",
    "박람회 부스 배치도 초안을 만들어 줘.",
    "강남역 11번 출구 앞 카페 추천해 줘.",
    "3층 회의실 B에서 러스트 스터디를 해요.",
    "대표번호 1588-1234 운영 시간은 평일 9시부터 6시까지예요.",
    "이번 달 정산 보고서 양식을 만들어 줘.",
    "국민연금 수령 나이가 몇 살부터인지 알려 줘.",
]
