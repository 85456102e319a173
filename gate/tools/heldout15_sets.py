"""Fifteenth held-out hand-written set for the Privacy Gate (gate/data/handwritten_heldout15.jsonl).

Written apart from the generator (its templates and word lists were not read; themes and
examples come from everyday requests people make, and any clash the check reported was
rewritten), and committed before any model was run on it; never used for training or for
choosing settings (only summary numbers are taken from it). A balanced set like the
fourteenth: person names, sensitive topics, addresses, rule-covered identifiers and clean
hard negatives side by side, with close to half of the requests clean (22 per language).
17 EN and 16 KO requests carry a person name (28 EN and 24 KO names); 14 + 14 topic
requests, 4 + 4 of them with a name or an identifier; 2 + 2 addresses; 6 + 6 identifiers
and secrets outside the topic requests. Names sit in a
stand-up post, an email sign-off, a school-run table, a ticket as JSON, a volunteer list, a
lowercase minibus reminder, a retirement card, a professor asked by surname, a birthday-card
list, a note signed with a first name, a name that is an English word (Summer), a packing
list and an on-call handover, besides those in address, identifier and topic requests; in
Korean with compound and rare surnames, given names alone glued to particles (이, 한테),
titles and relations (책임님, 선임님, 선생님, 씨, 이모, 대리님, 팀장님), foreign names in
Hangul, a table, JSON and an 올림 sign-off. Two sensitive-topic requests per topic and
language in everyday words, some of them with a name or an identifier. Clean requests are
mostly hard negatives: places, dishes, brands, holidays, streets and laws that look like
names, Korean nouns that open with a surname syllable, order numbers, versions, hashes and
timestamps, and a topic's vocabulary used harmlessly.
Same markup as sets.py: ⟦gen⟧ is a generated valid identifier, ⟦type:literal⟧ a fixed
labelled value; a tuple adds {"topic": ...}. Offsets are computed by make_datasets.py from
the markup.
`python3 gate/tools/heldout_check.py 15` checks that its names and sentences are new.
"""

from sets import C, F, H, K, P, R, S

HELDOUT15_EN = [
    # clean requests, most of them hard negatives: places, dishes, brands, holidays and laws
    # that look like names; order numbers, versions, hashes and timestamps; a topic's
    # vocabulary used harmlessly
    "Is the waterfront in Darwin walkable with a pram in the wet season, or is it better to drive?",
    "Shepherd's pie or cottage pie: which one is the lamb one? My nan's recipe card just says mince.",
    "Can I take the Piccadilly line all the way to Heathrow Terminal 5 with two big suitcases at 8am?",
    "Our cluster is on Kubernetes 1.28.4 and the managed upgrade offers 1.29.2. Anything there that breaks Ingress annotations?",
    "Parcel JD0144 8812 7730 has said 'held at depot' since 03/02 09:41. Write a firm but polite chase to the courier.",
    "Explain Boyle's law to a twelve-year-old using a bicycle pump.",
    "Is a second-hand Dyson V8 worth buying, or do the batteries always die after a year?",
    "Earl Grey vs Lady Grey: is one stronger, or is it just more citrus?",
    "Plan four days in Florence in late October with a day trip to Siena by bus.",
    "Migration 0042_add_index_on_orders ran twice in staging at 2025-06-03 14:07:12. How do I mark it applied without running it again?",
    "Are Mason jars safe in the freezer if I leave a couple of centimetres at the top?",
    "The download page lists SHA-256 4be1c9f07d2a3e55b6e0f1a8c7d9e2b35a0c1d4e; how do I check that in PowerShell?",
    "Rank these for rain in Manchester, wettest first: April, June, November, January.",
    "Are sparklers OK for a four-year-old on Guy Fawkes Night if she wears gloves?",
    "Pavlova or Eton mess for twelve people if I've only got four hours and no stand mixer?",
    "Which costs less to run over 8,000 miles a year, a Nissan Leaf or a Toyota Yaris hybrid?",
    "Ticket INC0081342: the VPN drops every 55 minutes on the dot. Could that be the DHCP lease?",
    "APR on a credit card versus AER on a savings account: explain both in plain words.",
    "Our sign-up form says 'Password must contain 12 characters'. Write friendlier copy that still says the rule.",
    "For a pub quiz round on the Reformation, give me ten questions and their answers, pitched at casual players.",
    "How does a hung parliament work? Three bullet points, no opinions.",
    "Does Big Ben's tower tour need booking months ahead, and can overseas visitors go?",
    # person names: given names alone, full names, lowercase chat, sign-offs, lists, tables, JSON
    "stand-up notes: ⟦person:Amarachi⟧ finished the invoice export, ⟦person:Kaito⟧ is blocked on the SSO ticket, ⟦person:Dragoslav⟧ is off Thursday. Turn that into a tidy Slack post.",
    "Make this less stiff, please:\n\nHi all, the projector in room 3 is fixed. Thanks for bearing with us.\n\nBest wishes,\n⟦person:Chidimma Okeke⟧",
    "| Driver | Day |\n|---|---|\n| ⟦person:Thorvald⟧ | Mon |\n| ⟦person:Torunn Vik⟧ | Wed |\n| ⟦person:Farida⟧ | Fri |\nTurn this school-run table into a short message for the parents' WhatsApp.",
    "{\"ticket\": 5531, \"assignee\": \"⟦person:Matías Ferreyra⟧\", \"reviewer\": \"⟦person:Bao Qingyu⟧\", \"status\": \"in review\"} - write a Go struct for this.",
    "Please add ⟦person:Mwikali Njeri⟧ and ⟦person:Folau Tuipulotu⟧ to the volunteer list for Saturday's beach clean-up.",
    "can u remind ⟦person:sefa⟧ and ⟦person:losa⟧ we're off at 7 sharp on sat not half 7, minibus wont wait",
    "Need a few warm lines for ⟦person:Jolanta Wiśniewska⟧'s retirement card; she ran the branch library for 31 years.",
    "Draft an email asking Professor ⟦person:Haldorsen⟧ if the reading group can move to Tuesday afternoons.",
    "Who signs the leaving card? So far ⟦person:Bekzod⟧, ⟦person:Naveen⟧ and ⟦person:Sushila Venkatraman⟧. Remind the rest of the team nicely.",
    "Tidy this note: back door sticks, lift it as you turn the key, bins go out Wednesday. Thanks again! ⟦person:Esperanza⟧",
    "Remind ⟦person:Juniper⟧ that her dentist appointment moved to 4pm and she needs to bring the form.",
    "Packing list for the trip, split by person: ⟦person:Zurab⟧ brings the tent, ⟦person:Zsófia⟧ the stove, ⟦person:Mahlet⟧ the first-aid kit.",
    "On-call handover: ⟦person:Adjoa⟧ takes primary from 18:00, escalation goes to ⟦person:Benedek Szalai⟧. Write it up for the channel.",
    # addresses
    "Does this return label look right? ⟦person:Dagny Thorsrud⟧, ⟦address:Flat 4, 27 Cranbourne Road, Leeds LS6 2QJ⟧",
    "We've moved! New address is ⟦address:1187 Juniper Hollow Lane, Boise, ID 83709⟧. Write a short note for the family newsletter.",
    # rule-covered identifiers and secrets
    "The hotel wants the card on file again: ⟦card⟧, exp 11/27. Draft a reply asking why the first one was declined.",
    "A supplier emailed to say their bank details changed to ⟦iban⟧. Write a note to accounts asking them to confirm by phone before paying.",
    "```yaml\nenv:\n  OPENAI_API_KEY: ⟦openai_key⟧\n```\nThe workflow still says the key is missing. What's wrong with the indentation?",
    "The plumber's new number is ⟦us_phone2⟧; add it to the shared house contacts note.",
    "boto3 debug logging printed ⟦aws_key⟧ into CloudWatch. Do we need to rotate it even though the log group is private?",
    "Forward the venue quote to ⟦email⟧ and ask whether parking is included.",
    # sensitive topics, two per topic
    ("I've had pins and needles in both feet at night for a month and my GP wants bloods done. What should I ask at the appointment?", H),
    ("Help me tell my manager ⟦person:Ayelet⟧ I need Thursday afternoons off for chemo, without going into detail.", H),
    ("We owe three months of council tax and a letter from an enforcement agent came today. What can I do before they visit?", F),
    ("The payday loan rolled over again and I now owe more than I borrowed. Write to them asking for a payment plan; reply to ⟦email⟧.", F),
    ("I'm bi, I've only ever dated women before, and telling my new boyfriend scares me. How do people bring that up?", S),
    ("how do i tell my mum i'm not straight before my cousin tells her first", S),
    ("I fast in Ramadan and our team lunch is every Friday at 1. How do I skip it without making it weird?", R),
    ("I've started going to Quaker meeting on Sundays and my atheist dad keeps mocking it. How do I talk to him?", R),
    ("I canvassed for the Lib Dems last spring. Should I leave that off a civil service application?", P),
    ("A colleague saw me at the anti-Brexit march and now makes jokes about it in meetings. Would HR treat that as harassment?", P),
    ("I got a caution for shoplifting when I was 19. Will it come up on a basic DBS check now I'm 27?", C),
    ("⟦person:Ittai Bar-Lev⟧ is being sentenced next month and his solicitor wants a letter from me, since I've supervised him at the depot for six years. Help me write it.", C),
    ("My internet banking password lives on a yellow Post-it stuck beneath my keyboard at work. Is that as bad as it sounds?", K),
    ("Keep this for me so I don't forget: streaming login ⟦email⟧ / ⟦password:Tangerine!Moth88⟧", K),
]

HELDOUT15_KO = [
    # clean requests, most of them hard negatives: nouns that open with a surname syllable,
    # streets named after people, brands and places, order numbers, versions, hashes and
    # timestamps, a topic's vocabulary used harmlessly
    "퇴계로 쪽 공영주차장 중에 주말에 제일 싼 곳이 어디야?",
    "백설기를 돌잔치 답례품으로 하려는데 손님 60명이면 몇 되 맞춰야 해?",
    "안동찜닭 집에서 당면 사리 추가하면 보통 얼마 정도 해?",
    "고등어 조림할 때 무를 먼저 깔고 끓여야 해, 아니면 같이 넣어?",
    "함평 나비 축제 올해는 언제 열려? 아이랑 가기 좋은 시간대도 알려 줘.",
    "방울토마토를 베란다에서 키우려면 화분 지름이 몇 센티는 돼야 해?",
    "도라지 배즙을 다섯 살 아이한테 먹여도 괜찮아?",
    "서리태로 콩국수 만들 때 콩은 몇 시간 불려야 해?",
    "장마 오기 전에 벽걸이 에어컨 필터 셀프로 청소하는 순서 알려 줘.",
    "앱 버전 3.8.2에서 푸시 알림이 안 와. 로그에는 2025-04-02 08:13:44 E/FCM 토큰 갱신 실패라고 찍혀 있어.",
    "주문번호 20250611-0038271 반품 접수했는데 회수 기사님이 사흘째 안 오셔. 문의 글 써 줘.",
    "커밋 4e7d91b 이후로 CI가 깨졌는데 revert 하는 게 나아, 아니면 고쳐서 새로 올리는 게 나아?",
    "올리브영 세일 기간에 선크림 사려면 몇 월이 제일 좋아?",
    "정관장 홍삼 세트랑 한우 세트 중에 시부모님 명절 선물로 뭐가 무난할까?",
    "크리스마스 트리 전구를 LED로 바꾸면 한 달 전기요금이 얼마나 차이 나?",
    "지방선거 날 내 투표소가 어딘지 찾는 방법 알려 줘.",
    "회원가입 화면의 '비밀번호는 영문, 숫자, 특수문자 포함 8자 이상' 안내를 좀 더 부드럽게 바꿔 줘.",
    "청년도약계좌랑 일반 적금 중에 5년 기준으로 뭐가 더 유리해?",
    "송이버섯 선물 받았는데 씻어도 되는 거야? 손질법 알려 줘.",
    "한강공원에서 그늘막 텐트 쳐도 되는 구역이랑 시간 알려 줘.",
    "문경새재 1관문에서 3관문까지 걸으면 몇 시간 걸려?",
    "하지 감자는 보통 언제 캐? 잎이 누렇게 변하면 캐도 돼?",
    # person names: full names with rare and compound surnames, given names with particles,
    # titles and relations, foreign names in Hangul, a table, JSON and a sign-off
    "내일 회의에 ⟦person:남궁세령⟧ 책임님이랑 ⟦person:위의찬⟧ 선임님도 들어오시게 초대 메일 써 줘.",
    "⟦person:은결⟧이 오늘 태권도 끝나고 데리러 갈 수 있는 사람? 나 야근이야 ㅠ",
    "| 이름 | 준비물 |\n|---|---|\n| ⟦person:천누리⟧ | 음료 |\n| ⟦person:길솔찬⟧ | 돗자리 |\n| ⟦person:마태림⟧ | 과일 |\n소풍 준비물 표를 단톡방 공지로 바꿔 줘.",
    "이 메일 마무리 좀 다듬어 줘.\n\n자료는 금요일까지 정리해서 다시 보내드리겠습니다.\n감사합니다.\n\n⟦person:변해랑⟧ 올림",
    "⟦person:하윤조⟧ 선생님께 상담 시간을 목요일 4시로 바꿔 달라고 정중하게 문자 써 줘.",
    "⟦person:파티마⟧ 씨가 다음 주 월요일부터 디자인팀으로 출근해요. 사내 환영 공지 써 줘.",
    "⟦person:순덕⟧ 이모 칠순 잔치 초대 문자 써 줘. 장소는 동네 한정식집, 토요일 점심.",
    "{\"담당자\": \"⟦person:어진혁⟧\", \"승인자\": \"⟦person:채규빈⟧\", \"상태\": \"검토중\"} 이 JSON을 표로 바꿔 줘.",
    "조 편성 정리해 줘: 1조 ⟦person:여민찬⟧, ⟦person:인서영⟧ / 2조 ⟦person:용찬솔⟧, ⟦person:빈단비⟧",
    "어제 ⟦person:석지완⟧한테 빌린 캠핑 의자 돌려줘야 하는데 언제 보자고 할까?",
    "⟦person:응우옌반훙⟧ 씨 체류기간 연장할 때 필요한 서류 목록 정리해 줘.",
    "⟦person:소재현⟧ 팀장님이 이번 주 휴가셔서 결재는 ⟦person:천영식⟧ 대리님께 올리면 된다고 공지해 줘.",
    "중국 지사에서 오시는 ⟦person:왕샤오밍⟧ 님 공항 픽업 일정 안내 메일 써 줘.",
    # addresses
    "⟦address:대구광역시 수성구 달구벌대로 2450, 102동 1504호⟧로 침대 배송 오는데 관리실에 엘리베이터 예약 부탁하는 문자 써 줘.",
    "⟦address:경기도 고양시 일산동구 중앙로1275번길 38⟧ 근처에 주말에 주차할 만한 곳 있어?",
    # rule-covered identifiers and secrets
    "국민연금 수령 신청서에 아버지 주민번호 ⟦rrn⟧ 을 적었는데, 대리 신청하는 ⟦person:계병구⟧ 본인 서명도 따로 필요해?",
    "카드 ⟦card_mc⟧ 가 일본 편의점에서 계속 승인 거절돼. 카드사에 뭐라고 물어봐야 해?",
    "독일 집주인한테 보증금 돌려받을 계좌를 ⟦iban⟧ 으로 알려 줬는데, 확인 부탁하는 영어 메일 써 줘.",
    "settings.py에 STRIPE_SECRET_KEY = '⟦stripe_key⟧' 를 그대로 커밋했어. 히스토리에서 지우는 법 알려 줘.",
    "인테리어 업체에 견적서는 ⟦email⟧ 로 보내 달라고 문자 써 줘.",
    "새로 온 관리소장님 번호 ⟦kr_mobile⟧ 를 아파트 단톡방 공지에 넣어 줘.",
    # sensitive topics, two per topic
    ("생리가 석 달째 없는데 임신은 아니래. 산부인과 가면 뭘 물어봐야 할까?", H),
    ("아버지가 일주일에 세 번 투석을 받으셔서 제주 여행이 걱정돼. ⟦person:표은지⟧ 언니가 현지 병원 알아봐 줄 때 보낼 문자 써 줘.", H),
    ("카드론으로 돌려막다가 이번 달 결제를 못 막았어. 개인회생을 알아봐야 할까?", F),
    ("전세 보증금을 못 돌려받아서 대출 이자만 달마다 나가. 집주인 ⟦kr_mobile⟧ 에 보낼 내용증명 문구 써 줘.", F),
    ("남자친구랑 같이 사는데 부모님은 그냥 남자 룸메이트인 줄 아셔. 이번 명절에 어떻게 해야 할지 모르겠어.", S),
    ("여자친구랑 둘이 작은 결혼식 하고 싶은데 동성 커플도 받아 주는 스몰웨딩 장소 어떻게 찾아?", S),
    ("시댁이 제사를 지내는데 저는 교회를 다녀서 절을 못 하겠어요. 어머님께 어떻게 말씀드리죠?", R),
    ("매일 새벽에 108배를 하는데 요즘 무릎이 아파. 절하는 자세 바꿀 방법 있을까?", R),
    ("대선 때 선거캠프에서 자원봉사한 경력, 이력서에 써도 괜찮을까?", P),
    ("회사 사람들이 내가 정당 당원인 걸 알게 되면 불이익이 있을까? 탈당해야 하나 고민돼.", P),
    ("예전에 음주운전으로 면허 취소된 적 있는데 렌터카 회사에서 그걸 조회할 수 있어?", C),
    ("사기죄로 집행유예 받은 친구 ⟦person:국학수⟧가 해외여행 가도 되는지 물어봐 달래.", C),
    ("인터넷뱅킹 OTP 번호를 보이스피싱 전화에 불러 줬어. 지금 뭐부터 해야 해?", K),
    ("엄마 카톡 비밀번호가 ⟦password:minsu0312!⟧ 인데 새 폰에서 로그인 도와드리려면 뭐가 더 필요해?", K),
]
