"""Third hand-written training set for the Privacy Gate (gate/data/handwritten_train3.jsonl).

A training set, written for the learned models (the span tagger for names and addresses, the
topic classifier) and never to be measured: no summary number is to be taken from it and it
chooses no setting. Written apart from the gate (nothing under gate/src/ or gate/models/ was
read), apart from the generator's templates and word lists, and without paraphrasing an earlier
hand set; every clash the check reported was rewritten with a different name or sentence.

Theme: services and commerce, the errands people bring to a local assistant: appointments and
bookings, deliveries and parcel lockers, receipts and split bills, bank and insurance forms,
pharmacies, vets, garages, landlords and letting agents, second-hand sales and replies to
customer reviews. English names come from Eastern European, Baltic and Caucasus cultures
(Polish, Czech, Hungarian, Romanian, Lithuanian, Latvian, Georgian, Armenian) and from Latin
America (Mexican, Andean, Brazilian, Caribbean Spanish); Korean requests are set in service
settings (예약 문자, 택배 송장, 영수증, 동물병원 접수, 부동산 계약, 중고거래, 보험 청구, 리뷰 답글)
with Korean names of common and rare surnames and foreign names written in Hangul.

Balance per language (asserted by heldout_render.rows(train=True)): 57 requests; 14 topic
requests, two per topic (health, finance, sexuality, religion, politics, criminal_record,
credentials), told as the writer's or a close person's everyday situation and mostly without
the domain keyword; seven EN topic requests carry a name or an identifier (six names, an IBAN,
a password) and five KO ones (four names, a password). 19 EN and 20 KO clean requests, most of
them hard negatives; 24 EN and 23 KO requests with spans outside the topics. EN: 54 person
names in 30 requests; KO: 48 person names in 27 requests; 2 addresses and 3 passwords per
language. Routes: EN 26 allow, 22 redact, 9 local; KO 29 allow, 20 redact, 8 local.

Names are placed in many formats: a CSV of a flat's shared bills, a courier chat transcript
("[14:02] Name: ..."), a hotel booking in JSON, a garage job card in YAML, an airline PNR in
capitals with a slash (SURNAME/GIVEN), a Python comment with a lowercase name, git trailers
(Reported-by, Co-authored-by), a reference list with surname first and a comma, an email
sign-off, a review reply opening "Dear Mrs Surname", lowercase chat about a second-hand sofa,
a possessive given name, a vocative opening a bakery text, a market-stall rota with roles,
ratings beside names, a claim form ("Name:", "Witness:"), given names that are everyday words
(Milagros, Dolores, Mercedes beside a Mercedes car), two-word given names (Ana Paula, José
Ramón), a hyphenated surname (Nowak-Jeziorańska, Ter-Petrosyan), a particle surname (das
Neves); in Korean a salon booking text, a parcel form (받는 분, 보내는 분), a receipt CSV, a vet
reception list whose pets keep their names unlabelled, a lease summary (임대인, 임차인), a
second-hand chat, a car-insurance claim, a review reply signed 사장 ... 드림, a KakaoTalk
export ("[이름] [오후 8:01]"), foreign names before 씨, compound surnames (제갈, 황보, 독고), given
names alone with 이가 and 이한테, order JSON, a code comment, a name that reads as a word beside
the same word (금단풍 beside 단풍), titles (님, 씨, 사장님, 원장님, 팀장님, 기사님) and particles
(이, 이가, 이한테, 한테) always outside the span.

Hard negatives left unlabelled, as in the held-out sets: brands, airports, streets and storms
named after people or named like them (Škoda, Dyson, Mercedes, E. Wedel, Chopin Airport, Václav
Havel Airport, Avenida Getúlio Vargas, Palackého street, Hurricane Otis; 박카스, 원할머니보쌈,
윤선생, 퇴계로, 다산콜센터), a law named after a person (Goodhart's law), a film and famous people
in public roles (Coco, Frida Kahlo; 세종대왕), pets (Mruczek, Pancho; 보리, 두부, 초코), a
mountain (Ararat), Korean places, dishes and brands that open with a surname syllable (김포공항, 장충동 족발, 임실, 한우, 정관장, 배민), order numbers,
tracking numbers, versions and timestamps, and seven impersonal or educational requests per
language on the topics' vocabulary (generic medicines, credit scores, civil unions, All
Saints' Day, compulsory voting, cautions and convictions, one-time passcodes; 비급여, 등기부등본,
퀴어문화축제, 연등, 비례대표, 수사경력자료, OTP).

Same markup as sets.py, every identifier a fixed labelled value ⟦type:literal⟧ (a BC card
number with valid Luhn digits, a Polish IBAN valid mod 97, an RRN with a real date and its
checksum, a Shinhan account in its 3-3-6 grouping); a tuple adds {"topic": ...}.
`python3 gate/tools/train3_sets.py` writes the file;
`python3 gate/tools/heldout_check.py train 3` checks that its names and sentences are new.
"""

from heldout_render import write_set
from sets import C, F, H, K, P, R, S

TRAIN3_EN = [
    # clean hard negatives: brands, airports, a street and a storm named after people, pets,
    # a film and famous people in public roles, a law and a manoeuvre named after people,
    # order numbers, versions and timestamps
    "The Škoda dealer quoted 640 pounds for a timing belt on our 2016 Octavia. Is that a fair price, and can it wait until the MOT in April?",
    "We land at Warsaw Chopin Airport at 23:40 on a Sunday. Is there still a train into the centre, or should I pre-book a taxi?",
    "Does Václav Havel Airport have left luggage in Terminal 2? We've got a nine-hour layover and want to walk round the old town.",
    "Our resort booking in Acapulco for March got cancelled after Hurricane Otis. Does travel insurance normally pay when it's the hotel that cancels?",
    "My Dyson V11 flashes red and dies about ten seconds into every room. Could the battery be going, or a clogged filter, and is a repair worth it with no warranty left?",
    "The Mercedes dealership wants 380 euros for the A-Class B service. What does a B service actually include, and can an independent garage do it without voiding the warranty?",
    "Our vet in Oaxaca says Pancho needs a rabies booster before he flies home with us. What paperwork does Canada want for a dog arriving from Mexico?",
    "We're doing a Día de Muertos window at the bakery. Should the theme lean on Coco or on Frida Kahlo's self-portraits, and which pan de muerto flavours sell best?",
    "A customer asked if E. Wedel ptasie mleczko has gelatine in it. How do I word the shelf label at our Polish deli so nobody is misled?",
    "The furniture shop on Avenida Getúlio Vargas says delivering to the ninth floor needs a crane permit. Is that a real thing in Belo Horizonte or an upsell?",
    "Our call centre pays a bonus for short calls, and now agents hang up on customers mid-complaint. How would Goodhart's law describe this? Three lines for Monday's team meeting.",
    "Allegro order 448120937 shows 'delivered to parcel locker' at 2025-03-02 18:14, but locker WAW21M in the InPost app has nothing in it. Who do I chase first?",
    # impersonal or educational questions on the topics' vocabulary: clean
    "What does a pharmacist mean by a generic medicine, and is it really the same as the branded one? Put it in two lines for a chemist's window display.",
    "I keep mixing up a credit report and a credit score. Plain wording on how they differ, for a leaflet at a bank branch.",
    "When did Mexico City first allow civil unions for same-sex couples? Just a couple of lines for the rights-history round of our quiz night.",
    "Why are most shops in Poland shut on 1 November, All Saints' Day? A short note for the expat newsletter at our coworking space.",
    "How does compulsory voting work in Brazil, and what happens to someone who skips an election? Keep it neutral, about a paragraph, for a civics class.",
    "For a landlord's guide: tenant references sometimes ask about cautions and convictions. Neutrally, what separates the two?",
    "Why do banks warn people never to read out a one-time passcode, even to a caller who says they work at the bank? One line for a poster at a pharmacy till.",
    # person names in many formats
    "Split this for the flat. The vet bill is for the cat, Mruczek, so it goes three ways like everything else:\nitem,paid_by,amount_pln\nvet visit,⟦person:Ondřej Vondráček⟧,180\ncleaning supplies,⟦person:Libuše Kopecká⟧,64\nnew kettle,⟦person:Jadzia Pietrzyk⟧,119\nWho owes whom, and how much?",
    "[14:02] ⟦person:Raluca Stănescu⟧: the courier says the sofa was left at reception\n[14:05] ⟦person:Anca Vlădescu⟧: reception shuts at 2 on Saturdays, so it's probably in the post room\n[14:06] ⟦person:Raluca Stănescu⟧: nobody in the post room has seen it\nWrite the furniture shop a brief complaint from this, asking where exactly the driver left it.",
    "```json\n{\"booking\": \"YR-20931\", \"guest\": \"⟦person:Gohar Ter-Petrosyan⟧\", \"room\": \"Ararat Suite\", \"extra_guest\": \"⟦person:Hovsep Karapetyan⟧\", \"check_in\": \"2025-06-14\"}\n```\nWrite the confirmation email from this record and mention that breakfast is served until half ten.",
    "```yaml\njob: 5512\nvehicle: Skoda Fabia 1.2 TSI\ncustomer: ⟦person:Botond Kertész⟧\nmechanic: ⟦person:Levente Halász⟧\nwork: [front brake pads, wiper blades]\n```\nTurn this job card into a text telling the customer the car is ready after four and the bill is 46,800 forints.",
    "The airline's confirmation lists ⟦person:VAITKUS/DAINIUS⟧ MR and ⟦person:ŽUKAUSKAS/VYTAUTAS⟧ MR under booking QX7L2M, but ⟦person:Vytautas⟧'s passport spells it ZUKAUSKAS without the hook. Will the desk in Vilnius refuse to check him in?",
    "```python\n# Refund rule agreed with ⟦person:Tünde Vörös⟧ (accounts): no refunds on sale items after 14 days\n# TODO(⟦person:tihamér⟧): gift cards are still refunded to the card, should be store credit\ndef refund_allowed(order, days):\n    return not order.on_sale or days <= 14\n```\nAdd the gift-card case without breaking the 14-day rule.",
    "Tidy up this commit message before I push it:\n\nfix receipts: round VAT per line, not per invoice\n\nThe bakery till was a grosz off on long receipts.\n\nReported-by: ⟦person:Wiesława Chmielowska⟧\nCo-authored-by: ⟦person:Grzegorz Ślusarczyk⟧ <⟦email:g.slusarczyk@piekarnia-rogal.example⟧>",
    "Format these sources in APA for the bibliography of my corner-shop pricing report:\n⟦person:Mgaloblishvili, Shota⟧ and ⟦person:Abashidze, Tornike⟧, 2021, Bread prices and small grocers in Tbilisi, Caucasus Retail Review 4(2), 33-51\n⟦person:Javakhishvili, Maia⟧, 2019, Bazaar credit after the lari fell, Tbilisi University Press",
    "Make this firmer without being rude:\n\nHello, the boiler has been banging since Tuesday and the hot water runs cold after five minutes. Could someone come and look at it this week, please?\n\nThanks,\n⟦person:Narek Baghdasaryan⟧\nFlat 3",
    "Write a reply to this review of our guesthouse, opening with 'Dear Mrs ⟦person:Avetisyan⟧,': 'Lovely breakfast, but the shower in room 4 was lukewarm and nobody mentioned the parking charge.' Apologise and say the shower has been fixed.",
    "lol so ⟦person:thaís⟧ sold me her sofa on olx and theres a massive stain under one cushion she def didnt mention. should i get ⟦person:cleiton⟧ to talk to her or just message her myself",
    "Text ⟦person:Jitka⟧ that ⟦person:Bohumil⟧'s suit is ready at the dry cleaner's on Palackého street, it's 290 crowns and they close at six.",
    "Help me warm up this text from the bakery: '⟦person:Astghik⟧, your order for Saturday is ready, but the gata came out smaller than we promised, so we're taking 2,000 dram off.'",
    "Market stall rota for Sunday:\n- ⟦person:Maricruz Salgado⟧: cash box and card reader\n- ⟦person:Eréndira Villaseñor⟧: tamales and atole\n- ⟦person:Guadalupe Cuevas⟧: putting up the canopy\nWrite it as a WhatsApp message and remind everyone the council inspector comes round at nine.",
    "Average customer ratings for our cleaning crew this month: ⟦person:Percy Ccama⟧ 4.9, ⟦person:Killa Huamán⟧ 4.7, ⟦person:Saturnino Huanca⟧ 4.2, ⟦person:Edelmira Cutipa⟧ 4.8. Write a short team update that thanks everyone without ranking anyone in public.",
    "Check this claim form before it goes to the insurer:\nName: ⟦person:Joaquim Figueiredo⟧\nPolicy: AUT-0938821\nIncident: a stone from a lorry cracked the windscreen on the BR-116 near Teresópolis\nWitness: ⟦person:Wanderléia Siqueira⟧ (passenger)\nIs anything missing?",
    "Can you ask ⟦person:Milagros⟧ whether the bakery can do forty empanadas by Friday, and tell ⟦person:Dolores⟧ her cake tin is still in the boot of my car?",
    "⟦person:Ana Paula Vasconcelos⟧ and ⟦person:José Ramón Pagán⟧ both want the Saturday 10am slot at the salon. Draft a message offering one of them 11:30 instead, with a free fringe trim.",
    "Our letting agent, ⟦person:Halina Nowak-Jeziorańska⟧, says the new tenants can't move in until the gas certificate is renewed. Write to the tenants, ⟦person:Ignacy Wierzbicki⟧ and ⟦person:Bożena Grzelak⟧, explaining the two-day delay and that the key safe by the door will open with ⟦password:4471⟧ from Thursday.",
    "Reply to ⟦person:Edimilson das Neves⟧ on Enjoei: he offered R$350 for the bike I listed at R$500. I'll go to R$420 if he picks it up in Pinheiros this weekend.",
    "⟦person:Mercedes Caamaño⟧ from the nail salon next door wants to sell me her 2014 Mercedes C-Class. What should I look at before I pay, and how does the title transfer work in Puerto Rico?",
    "Change the delivery address on my Pigu.lt order so it goes to my mum instead:\n⟦person:Aušra Stankevičienė⟧\n⟦address:Savanorių pr. 174-12, LT-03153 Vilnius⟧",
    "We're viewing a flat at ⟦address:ul. Ogrodowa 31 m. 6, 00-893 Warszawa⟧ tomorrow with the owner, ⟦person:Zbigniew Ogonowski⟧. Give me ten questions about the deposit, meter readings and the building's service charge.",
    "Send ⟦person:Raimonds Zariņš⟧ the login for the letting agency's owner portal so he can download the March statements: raimonds.z / ⟦password:Jurmala!2019⟧.",
    # topic requests, two per topic
    ("Since I started the new tablets my ankles swell and I go dizzy when I stand up at the till. Can the pharmacist look at that, or is it a GP thing?", H),
    ("Help me ask ⟦person:Ildikó Fehérvári⟧, who runs the vet clinic where I work, if I can drop to three days a week for two months while my knee is rebuilt after the operation.", H),
    ("The letting agent wants six months' rent upfront because I'm self-employed and the bank turned down my loan for a guarantor. How do I scrape together 5,400 pounds by the 20th?", F),
    ("Write to the bank asking them to pause the direct debits from ⟦iban:PL92 1256 5374 3618 2987 7939 0548⟧ while I sort out three months of arrears on the overdraft since the shop closed.", F),
    ("Our landlord keeps calling my girlfriend my 'flatmate' and asked if 'the two ladies' want separate bedrooms in the new place. How do I set him straight without risking the lease?", S),
    ("My cousin ⟦person:Yunior Peña⟧ wants to bring his boyfriend to my daughter's quinceañera and my aunt is already making remarks. How do I tell the family he's welcome, full stop?", S),
    ("We're booking the caterer for after my father's funeral Mass, and it falls on a Friday in Lent. How do I explain to them why the whole menu has to be meatless?", R),
    ("Since I left the Witnesses my mum, ⟦person:Altagracia⟧, won't let me past her front door. Help me write the card for the Mother's Day flowers I'm ordering so it doesn't start a fight.", R),
    ("A customer asked me to put a poster for his mayoral candidate in my shop window. My regulars are split down the middle. Do I say yes?", P),
    ("My uncle ⟦person:Cuauhtémoc Olvera⟧ is running for the town council and wants his flyers printed at my print shop at cost. Help me tell him I'll do it, but at the normal rate.", P),
    ("Renewing our house insurance, the form wants to know if anyone living here has a conviction that isn't spent yet. My son got a drink-driving ban in January. Do I have to declare it on this policy too?", C),
    ("My husband ⟦person:Yupanqui Choque⟧ served three years for fraud before we met, and the landlord's referencing firm is asking about it. Help us write an honest covering letter.", C),
    ("I read the code from my text to a 'delivery driver' who said it was to confirm the redelivery, and now there's a PayPal payment I never made. What now?", K),
    ("My dad ⟦person:Leonel Mañón⟧ has his bank app password, ⟦password:Tigrillo1961⟧, stuck on a yellow note beside the till in his shop, and the Saturday lad can see it. What would persuade a stubborn 63-year-old to pick a new one?", K),
]

TRAIN3_KO = [
    # clean hard negatives: places, dishes and brands opening with a surname syllable, brands
    # and a street named after people, a famous person in a public role, pets, order and
    # tracking numbers, versions and timestamps
    "김포공항 국내선 주차장 주말에도 자리 있어? 2박 3일 세워 두면 주차비가 얼마쯤 나와?",
    "약국에서 파는 박카스랑 편의점 박카스는 성분이 다른 거야, 이름만 같은 거야?",
    "정관장 매장에서 산 선물세트를 영수증 없이 다른 지점에서 교환할 수 있어?",
    "장충동 족발 배달시킬 때 보쌈이랑 반반 되는 집 고르는 요령 있어?",
    "임실 치즈마을 피자 만들기 체험은 몇 주 전에 예약해야 주말 자리가 있어?",
    "명절 한우 선물세트를 택배로 보낼 때 아이스팩을 몇 개 넣어야 이틀 동안 안 상해?",
    "퇴계로 쪽 자동차 정비소들은 엔진오일 교환에 보통 얼마씩 받아? 바가지 안 쓰려면 뭘 물어봐야 해?",
    "한글날에 가게 유리문에 붙일 포스터를 만들려고 해. 세종대왕이 한글을 만든 까닭을 두 문장으로 써 줘.",
    "다산콜센터 120에 불법 주차 신고하면 처리까지 보통 며칠 걸려?",
    "배민 주문번호 B1K3-02LX-9QZ7 결제는 됐는데 가게에서 주문을 취소했대. 환불은 언제 들어와?",
    "CJ대한통운 송장번호 682910473315가 사흘째 '간선상차'에서 멈춰 있어. 분실된 걸까, 좀 더 기다려 볼까?",
    "반려견 호텔에 초코를 2박 맡기려는데 광견병 접종 증명서가 꼭 있어야 해?",
    "당근 앱을 24.18.1로 업데이트한 뒤로 채팅 알림이 안 와. 2025-03-11 21:40 이후로 메시지가 하나도 안 떴어.",
    # impersonal or educational questions on the topics' vocabulary: clean
    "실손보험에서 말하는 비급여 항목이 뭔지 보험 설명회 자료에 넣게 쉽게 정리해 줘.",
    "전세 계약 전에 등기부등본에서 꼭 확인해야 할 항목을 부동산 강좌 자료로 정리해 줘.",
    "퀴어문화축제가 국내에서 언제 처음 열렸는지 시사 상식 문제 해설로 두 줄만 써 줘.",
    "부처님오신날에 절에서 연등을 다는 이유를 외국인 손님용 안내문으로 써 줘.",
    "지방선거 때 기초의원 비례대표는 어떻게 뽑히는지 중학생 눈높이로 설명해 줘.",
    "범죄경력자료랑 수사경력자료가 어떻게 다른지 법률 교양 강의 자료로 정리해 줘.",
    "OTP랑 공동인증서가 각각 어떤 위험을 막아 주는지 은행 창구에 둘 안내문으로 써 줘.",
    # person names in many formats
    "[예약 안내] ⟦person:맹지효⟧ 고객님, 3월 14일(금) 오후 2시 ⟦person:예승민⟧ 디자이너 커트 예약이 확정되었습니다. 이 문자를 좀 더 다정한 말투로 바꿔 줘.",
    "받는 분: ⟦person:용주안⟧\n연락처: ⟦phone:010-3847-2916⟧\n주소: ⟦address:인천광역시 연수구 송도과학로 16번길 33, 1204동 805호⟧\n보내는 분: ⟦person:기병찬⟧\n편의점 택배 접수하기 전에 빠진 칸 없는지 봐 줘.",
    "날짜,항목,결제자,금액\n3/2,장보기,⟦person:어정임⟧,52300\n3/4,관리비,⟦person:계승엽⟧,186000\n3/9,인터넷,⟦person:연태리⟧,33000\n셋이 똑같이 나누면 누가 누구한테 얼마 보내야 하는지 계산해 줘.",
    "오늘 동물병원 오후 접수 명단이야.\n1. 보호자 ⟦person:정봉남⟧ / 반려견 보리 / 예방접종\n2. 보호자 ⟦person:강미화⟧ / 고양이 두부 / 발톱 정리\n대기 시간 안내 문자를 보호자별로 써 줘.",
    "계약 요약\n임대인: ⟦person:용갑식⟧\n임차인: ⟦person:신동백⟧\n중개사: ⟦person:황재순⟧\n보증금 3천만 원, 월세 65만 원, 잔금일 4월 30일\n이걸로 임차인한테 보낼 계약 확인 문자 써 줘.",
    "[오후 3:12] ⟦person:안길자⟧: 전자레인지 아직 판매 중인가요?\n[오후 3:14] ⟦person:김범진⟧: 네, 오늘 저녁 7시에 역 앞에서 가능해요\n[오후 3:15] ⟦person:안길자⟧: 만 원만 깎아 주시면 바로 갈게요\n만 원은 어렵다고 부드럽게 거절하는 답장 써 줘.",
    "자동차보험 사고 접수 내용 좀 정리해 줘. 피보험자 ⟦person:이귀례⟧, 상대 차량 운전자 ⟦person:박용팔⟧, 담당 손해사정사 ⟦person:추경숙⟧. 마트 주차장에서 후진하다가 범퍼끼리 닿았어.",
    "⟦person:한정득⟧ 님이 남긴 리뷰: '짬뽕이 식어서 왔어요.' 사과하고 다음 주문 때 군만두 서비스 드리겠다는 답글 써 줘. 끝에는 '사장 ⟦person:오춘길⟧ 드림'으로 마무리해 줘.",
    "[⟦person:서기남⟧] [오후 8:01] 이번 달 계모임 회비 아직 안 낸 사람?\n[⟦person:권달수⟧] [오후 8:03] 저 내일 보낼게요\n[⟦person:독고현택⟧] [오후 8:05] 식당 예약은 원할머니보쌈으로 했어요\n이 대화로 공지 하나 깔끔하게 정리해 줘.",
    "펜션 예약한 ⟦person:나탈리아 페트로바⟧ 씨랑 ⟦person:알렉세이 볼코프⟧ 씨가 한국어를 조금만 하셔. 체크인 3시, 바비큐는 8시까지라는 안내를 쉬운 한국어로 써 줘.",
    "⟦person:제갈호영⟧ 과장님이 출장 영수증을 ⟦person:황보규민⟧ 대리한테 다 넘기셨대. 법인카드 사용 내역이랑 맞춰 보는 엑셀 양식 만들어 줘.",
    "⟦person:태랑⟧이가 아까 택배 받아 놨다는데 ⟦person:채윤⟧이한테 가지러 가라고 할까, 내가 퇴근길에 들를까?",
    "```json\n{\"주문번호\": \"20250318-0047\", \"주문자\": \"⟦person:편승규⟧\", \"수령인\": \"⟦person:탁재운⟧\", \"요청사항\": \"문 앞에 두고 벨 누르지 마세요\"}\n```\n이 주문 데이터로 배송 출발 알림톡 문구 만들어 줘.",
    "```python\n# ⟦person:류기홍⟧: 쿠폰 두 장 중복 적용되는 버그 막아 주세요 (리뷰: ⟦person:전창배⟧)\ndef apply_coupon(cart, coupon):\n    cart.total -= coupon.amount\n```\n쿠폰이 한 장만 적용되게 고쳐 줘.",
    "⟦person:금단풍⟧ 원장님께 단풍 시즌이라 토요일 필라테스 수업을 일요일로 옮길 수 있는지 여쭤보는 문자 써 줘.",
    "이사업체 ⟦person:천우빈⟧ 팀장님이 견적 보러 ⟦address:경기도 수원시 영통구 매탄로 162, 302동 1503호⟧로 목요일 오전에 오신대. 미리 물어볼 질문 정리해 줘.",
    "아버지 ⟦person:장후남⟧ 님 이름으로 인터넷 가입 신청서를 대신 쓰는 중인데, 주민번호 ⟦kr_rrn:520917-1039809⟧를 온라인 양식에 넣어도 괜찮을까?",
    "펜션 손님들한테 보낼 안내 문자 써 줘. 와이파이는 ⟦password:sopoong2024⟧, 퇴실은 11시, 분리수거는 주차장 옆. 끝에 '⟦person:음소현⟧ 드림'으로.",
    "택배 기사님께 남길 메모 써 줘. ⟦person:엄세담⟧ 기사님, 공동현관은 ⟦password:8024⟧ 누르시고 종 모양 버튼 누르시면 열려요. 물건은 문 앞에 두시면 돼요.",
    "온라인 가구점에서 취소한 소파 값이 카드 ⟦card:9410 0398 0900 3067⟧로 아직 안 돌아왔어. 상담원 ⟦person:인채윤⟧ 님이 3영업일이라고 했는데 벌써 엿새째야. 항의 글 써 줘.",
    "다음 주 금요일 저녁 단체 예약 명단: ⟦person:라훌 샤르마⟧ 씨 외 6명, ⟦person:카를로스 멘도사⟧ 씨 외 3명. 채식 메뉴 따로 필요한지 묻는 확인 문자 써 줘.",
    "⟦person:박주혁⟧ 사장님네 정비소가 윤선생 학원 건물 뒤로 옮겼대. ⟦person:최단아⟧한테 타이어 교체는 거기서 하라고 위치 설명해 주는 카톡 써 줘.",
    "중고 냉장고 값 35만 원을 ⟦person:송현규⟧ 님 계좌 ⟦kr_bank_account:110-482-917365⟧로 보냈다고 판매자한테 알리는 문자 써 줘.",
    # topic requests, two per topic
    ("요즘 약국에서 수면유도제를 거의 날마다 사 먹는데 약사님이 자꾸 쳐다보셔. 병원에 가 봐야 할까?", H),
    ("엄마 ⟦person:변숙자⟧ 님 무릎 인공관절 수술 날짜가 잡혔어. 병원 원무과에 보호자가 밤에 같이 있어도 되는지 묻는 문자 써 줘.", H),
    ("월세를 두 달째 못 내서 집주인한테 연락이 왔어. 다음 달 10일까지만 기다려 달라고 부탁하는 문자 좀 써 줘.", F),
    ("보험 약관대출 이자가 석 달 밀려서 계약이 해지될 수 있다는 우편이 왔어. 당장 50만 원이라도 넣으면 막을 수 있을까?", F),
    ("여자친구랑 둘이 살 원룸을 구하는 중인데 중개사님이 계속 '언니 동생 사이세요?' 하고 물으셔. 굳이 설명 안 해도 되겠지?", S),
    ("동생 ⟦person:황규찬⟧이 커밍아웃한 뒤로 부모님이 연락을 끊으셨어. 주말에 동생 이삿짐 날라 주러 가는데 무슨 말을 해 주면 좋을까?", S),
    ("시댁은 절에 다니고 나는 성당에 다녀. 시아버님 49재 때 나는 어떻게 하고 있어야 실례가 안 될까?", R),
    ("새로 온 동료 ⟦person:아이게림 누르마노바⟧ 씨가 돼지고기랑 술을 안 드시고 금요일 점심에는 예배 때문에 자리를 비우셔. 팀 회식 장소를 어디로 잡으면 다 같이 편할까?", R),
    ("가게 앞에 어느 당 현수막이 크게 걸려서 손님들이 내가 그 당 지지자인 줄 알아. 구청에 어떻게 민원을 넣지?", P),
    ("아버지가 이번 구청장 선거에 나가신다며 우리 가게 2층을 선거사무소로 쓰자고 하셔. 임대차 계약상 문제없을까?", P),
    ("보험설계사로 등록하려는데 예전 음주운전 벌금형이 문제가 될까? 서류에 뭐라고 적어야 해?", C),
    ("형 ⟦person:조만득⟧이 출소하고 나서 물류센터 일을 알아보는데, 면접에서 3년 공백을 어떻게 설명하면 좋을까?", C),
    ("택배 주소 확인하라는 문자 링크를 눌러서 카드 비밀번호까지 입력해 버렸어. 지금 당장 뭐부터 해야 해?", K),
    ("가게 포스기 관리자 비밀번호가 ⟦password:1111aa⟧인데 아르바이트생들이 다 알아. 오늘부터 바꾼다는 공지 써 줘.", K),
]

if __name__ == "__main__":
    write_set(3, TRAIN3_EN, TRAIN3_KO, train=True)
