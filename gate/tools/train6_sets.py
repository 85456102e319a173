"""Sixth training set for the Privacy Gate (gate/data/handwritten_train6.jsonl).

A training set, written for the learned models (the span tagger for names and addresses, the
topic classifier) and never to be measured: no score is to be taken from it, and it is not a
held-out set. Written apart from the gate (nothing under gate/src/ or gate/models/ was read)
and apart from the held-out sets kept unseen; themes and examples are new, and every clash the
check reported was rewritten with different names or sentences.

Themes: travel and housing. Itineraries, hostel and flight bookings, e-tickets, visa sponsor
forms, house-share rotas, a council tenancy letter, removals crews and quotes, estate and
lettings agents, holiday lets and their wifi and key codes; in Korean 항공권 예약, 여행 단톡방,
숙소 후기, 전세 계약서, 이사 견적, 관리사무소 공지, 셰어하우스 규칙, 전입신고.

EN names come from North African (Amazigh/Berber, Moroccan, Algerian, Tunisian, Egyptian and
Coptic), Horn of Africa (Somali, Amharic, Oromo, Tigrinya) and Swahili-coast cultures. They
sit in a Markdown itinerary table, a hostel CSV, an e-ticket in SURNAME/GIVEN capitals with
the title outside the span, a timestamped group chat, YAML of a house-share rota, a council
letter's greeting (Mrs + surname) and sign-off, an agency email beside a street named after a
scholar (Rue Ibn Khaldoun), a visa sponsor form, lowercase chat, a possessive, a removals crew
list with roles and a given name alone, a Harvard bibliography surname first (Ag, Ould),
git trailers, a Python comment, given names that are words (Zawadi, Baraka) beside a guest
house named with a word (Amani), a boarding list as SURNAME Given, a greeting and a sign-off
with given names alone, a repeated log line, host ratings, an address block, a landlord's
IBAN, and topic requests. KO names: common surnames beside rare and compound ones (변, 피, 추,
옹, 표, 마, 기, 엄, 용, 채, 왕, 견, 명, 계, 빈, 인, 승, 옥, 모, 라, 편,
국, 어, 여, 봉, 소; 황보, 사공, 남궁), old-fashioned names (하말봉, 편옥녀, 계순임, 남궁종숙),
given names that are nouns alone with particles outside the span (누리가, 누리는, 가을이랑),
foreign names in Hangul before 씨, romanized names in capitals and in git trailers, names in a
KakaoTalk export, a booking CSV, a lease form, a notice signed by a 관리사무소장, YAML, a review
with 님, quotes with 팀장/실장, a 사장님 letter signed 올림, a cost-split table, JSON, a log
line, a code comment, a room list with (방장), citations joined by 가운뎃점.

Hard negatives: a mall, a garden, a bridge and falls, streets and a base named after people
(Ibn Battuta Mall, Jardin Majorelle, Victoria Falls, Rue Ibn Khaldoun, 퇴계로, 장보고기지),
famous people in public roles left unlabelled (Naguib Mahfouz; 세종대왕), a storm (Storm
Kathleen), a book character (Paddington), pets (Tafsut the cat, 박력이 the dog), a riad's
network name, brands and places that open with a surname syllable (김포공항, 안동, 강릉,
신라호텔, 윤중로, 한결익스프레스), booking references, timestamps and versions, and
impersonal questions on the topics' vocabulary (tenancies, credit scores, prescription
medicine at security, Ramadan hours, police certificates, passkeys; 상비약, DSR, 선거 투표,
범죄경력회보서, 공항 와이파이, 성소수자 여행 안전 지표), which stay clean.

Topics, two per topic and language, told as the writer's or someone close's situation while
travelling or moving house, mostly without the domain keyword; six per language carry a name,
an identifier or a password.

Balance per language: 57 requests; 19 clean; 14 topic requests (2 per topic); 55 person
names over 27 EN and 28 KO requests; 2 addresses; 3 passwords; EN also 2 emails and an IBAN,
KO an RRN with a mother's name. Routes: 27 allow, 23 redact, 7 local (EN); 27 allow, 22
redact, 8 local (KO).

Same markup as sets.py; every identifier a fixed labelled value ⟦type:literal⟧.
`python3 gate/tools/train6_sets.py` writes the file;
`python3 gate/tools/heldout_check.py train 6` checks that its names and sentences are new.
"""

from heldout_render import write_set
from sets import C, F, H, K, P, R, S

TRAIN6_EN = [
    # clean requests, most of them hard negatives: a mall, a garden, a waterfall, streets and
    # a hotel named after people, famous people in public roles (no span), a storm, a pet, a
    # book character, booking references, timestamps and versions
    "Is the Ibn Battuta Mall worth a stop on a six-hour Dubai layover, or should I stay airside and nap in the transit lounge instead?",
    "We've got timed tickets for the Jardin Majorelle at 9am. Is the Berber museum inside the garden on the same ticket, or is it paid separately at the door?",
    "How long is the fast ferry from Tarifa to Tangier Ville these days, and can you still get your passport stamped on board rather than in the port queue?",
    "Storm Kathleen grounded our flight out of Knock. The airline is calling it extraordinary circumstances; can we still claim for the two hotel nights we had to pay for?",
    "For four nights on Lamu, is Shela village or Lamu town the better base if we want quiet evenings but still want to walk to the dhow trips?",
    "Our cat Tafsut screams in the carrier for the whole car journey. What's the calmest way to move her 200 miles to the new flat next month?",
    "Explain the Schengen 90/180 rule with a worked example: I was in Spain from 10 January to 2 March and want to go back for ten days over Easter.",
    "easyJet booking QX7F2M shows 'check-in unavailable' twenty-two hours before departure from Gatwick North. Is that a known glitch or something wrong with the booking?",
    "Is the Cairo Trilogy by Naguib Mahfouz a good read before a first trip to Cairo, and which cafés around Khan el-Khalili are linked with him?",
    "Once the fixed term of an assured shorthold tenancy ends, what changes if it rolls into a periodic tenancy? I'm writing a leaflet for the renters' union, so no opinions please.",
    "Our removals van is booked for 07:30 on 2027-03-06 but the service lift at the new block is only ours from 09:00. How do I ask the building manager for an earlier slot?",
    "Why does a credit score sometimes dip for a few months after moving house? Keep it general, for a first-time renters' guide at the students' union.",
    "Why do airport security staff sometimes ask whether you're carrying prescription medicine in hand luggage? A general explanation for a travel FAQ page.",
    "How do Ramadan opening hours usually affect restaurants and museums in Morocco? General tips for a guidebook sidebar, not tied to anyone's trip.",
    "When a visa application asks for a police certificate, what does that document usually contain and how long is it valid? Keep it impartial, it's for a page of visa tips.",
    "Why are booking sites pushing passkeys instead of passwords now? Explain it in plain words for a travel club's newsletter.",
    "My niece is convinced Darkest Peru from the Paddington books is a real place she can visit. How do I let her down gently, and is there a real region it was based on?",
    "Is the bungee jump on the Victoria Falls bridge run from the Zambian or the Zimbabwean side, and does the KAZA UniVisa cover walking across to do it?",
    "The riad in Essaouira says its internet is down until Thursday. Will a Maroc Telecom SIM with 20GB cope with two hours of video calls a day?",
    # person names: an itinerary table, a hostel CSV, an e-ticket in SURNAME/GIVEN caps, a
    # timestamped group chat, YAML of a house-share rota, a council letter's sign-off, an
    # estate agent email beside a street named after a scholar, a visa sponsor form,
    # lowercase chat, possessives, a removals crew list with roles, a surname-first
    # bibliography, git trailers, a code comment, names that are words beside a guest house
    # named with a word, a tour roster in capitals, a greeting and a sign-off, a log line,
    # host ratings
    "| Day | Leg | Driver |\n|---|---|---|\n| Mon | Marrakech to Aït Benhaddou | ⟦person:Amayas Oubella⟧ |\n| Tue | Aït Benhaddou to the Dadès Gorge | ⟦person:Tanirt Ouhaddou⟧ |\n| Wed | Dadès to Merzouga | ⟦person:Yuba Amghar⟧ |\nAdd a rough driving time to each leg and flag anything over five hours.",
    "guest,bed,nights\n⟦person:Ifrah Mireh⟧,Dorm B-3,4\n⟦person:Guled Samatar⟧,Dorm B-4,4\n⟦person:Idil Jibriil⟧,Private 2,2\nThe hostel in Hargeisa wants this as a neat roster for reception. Make it a table and total the bed-nights.",
    "Our e-ticket reads:\nPASSENGER ⟦person:ZERROUKI/NAWEL⟧ MRS\nPASSENGER ⟦person:ZERROUKI/ILYES⟧ MSTR\nALG-CDG, PNR R4WHTN\nbut the visa in her passport spells it ⟦person:Nawal Zerrouki⟧. Will the airline refuse boarding over one letter?",
    "[09:14] ⟦person:Mwanahawa Bakari⟧: ferry to Pemba is at 10 not 9\n[09:15] ⟦person:Rukia Nassor⟧: so we skip the spice farm?\n[09:17] ⟦person:Khamis Mbarouk⟧: we can do it thursday instead\nTurn this into an updated day-by-day plan for the Zanzibar group.",
    "```yaml\nbins:\n  - ⟦person:Tesfalem Kidane⟧\n  - ⟦person:Mekdes Alemu⟧\nbathroom:\n  - ⟦person:Birtukan Kebede⟧\nhallway: ⟦person:Gelila Assefa⟧\n```\nThis is our house-share rota. Rotate it weekly through March and print it as a calendar we can stick on the fridge.",
    "Make this council letter sound less robotic before it goes out:\n\nDear Mrs ⟦person:Hamdaoui⟧,\n\nYour request to transfer to a two-bedroom property has been assessed and placed in Band C. You may bid on suitable homes each Thursday.\n\nYours sincerely,\n⟦person:Kahina Oudjedi⟧\nHousing Options Officer",
    "Reply to ⟦person:Ghizlane Berrada⟧ at the lettings agency saying we'd like a second viewing of the flat on Rue Ibn Khaldoun on Saturday, and that my cousin ⟦person:Anas Lamrani⟧ will come in my place.",
    "Sponsor declaration for the visitor visa:\nApplicant: ⟦person:Yordanos Gebremariam⟧\nSponsor: ⟦person:Selamawit Abraha⟧ (sister)\nRelationship evidence: birth certificates, WhatsApp history\nDoes this section read as convincing, and what else do caseworkers usually want to see?",
    "lol ⟦person:zuhura⟧ booked us the wrong hostel AGAIN, its in stone town not nungwi 😂 ⟦person:athman⟧ says just go with it. help me write a funny msg to the group about it",
    "Text ⟦person:Nassim⟧ to ask whether ⟦person:Meriem Jaziri⟧'s flight lands before ours at Tunis-Carthage; if it does, could he pick her up from arrivals and wait for us at the café.",
    "Crew for Saturday's move:\n- ⟦person:Bashir Elmi⟧ (driver, 7.5 tonne)\n- ⟦person:Abdiaziz Dirie⟧ (packer)\n- ⟦person:Yonis⟧ (packer, mornings only)\nTurn this into a one-page briefing with the old and new flat details left blank for me to fill in.",
    "Put these in Harvard style for my essay on Saharan caravan towns:\n⟦person:Ag Intalla, Assalek⟧ (2018) Salt roads of the Adrar. Tessalit Press.\n⟦person:Ould Bouamatou, Mariem⟧ (2021) 'Oasis housing and seasonal migration', Journal of Desert Studies, 9(2), pp. 33-58.",
    "Does this commit message read well for the hostel booking app?\n\nfix: stop double-charging deposits on rebooked stays\n\nCo-authored-by: ⟦person:Salma Chebbi⟧ <⟦email:salma.chebbi@dunebeds.example⟧>\nReviewed-by: ⟦person:Habib Ait Lhaj⟧ <⟦email:h.aitlhaj@dunebeds.example⟧>",
    "```python\n# ⟦person:Sofiane Mebarki⟧ says the channel manager counts the rate limit per property, not per account\nfor prop in properties:\n    sync_availability(prop)\n```\nHow would I add a back-off so one busy riad doesn't block the rest?",
    "Message ⟦person:Zawadi⟧ and ⟦person:Baraka⟧ that the Amani Guest House in Malindi has moved our booking to the sea-view rooms at no extra cost, and that breakfast is from half seven.",
    "Boarding list for the Luxor felucca trip, please sort it by surname:\n⟦person:SHENOUDA Kirollos⟧\n⟦person:GUIRGUIS Marina⟧\n⟦person:ABDELMASSIH Youstina⟧",
    "Hi ⟦person:Mourad⟧,\n\nThanks for holding the apartment in Gueliz until Friday. I'll transfer the first month as soon as my payslip lands.\n\nBest,\n⟦person:Lounja⟧\n\nCan you make that sound a little less casual?",
    "Why does our channel manager log this twice?\n2027-02-11T08:02:14Z checkin ok guest=\"⟦person:Aziza Hamrouni⟧\" room=12\n2027-02-11T08:02:15Z checkin ok guest=\"⟦person:Aziza Hamrouni⟧\" room=12",
    "Our hosts on the Swahili coast trip, with my scores out of 5: ⟦person:Mbaraka Shee⟧ (Lamu) 4.8, ⟦person:Mwajuma Athumani⟧ (Kilifi) 4.5, ⟦person:Faraji Mwinyikombo⟧ (Pangani) 3.9. Write one warm line of thanks for each.",
    # addresses
    "Check this forwarding address before I set up the post redirect:\n⟦person:Soumia Bouhired⟧\n⟦address:Flat 7, 22 Cheetham Hill Road, Manchester M8 8PY⟧",
    "We've taken a flat at ⟦address:Apartment 4B, Riverside Drive, Westlands, Nairobi⟧ for six months. Is Westlands a sensible base for commuting to Upper Hill by matatu?",
    # rule-covered identifiers and secrets
    "The luggage room at the hostel opens with ⟦password:4471⟧. Add that to the welcome note for ⟦person:Tadesse⟧ and ⟦person:Ayantu⟧, along with the late check-in instructions.",
    "Wifi at the riad is ⟦password:menara2026⟧, network name Dar_Tilila. Put that on a little card for our guests along with the breakfast hours.",
    "The landlord's account for the deposit is ⟦iban:GB72BARC20325341706215⟧, in the name of ⟦person:Yacine Boudjemaa⟧. Draft a short email confirming I've sent £1,450 and asking for the deposit protection certificate.",
    # sensitive topics, two per topic, told as the writer's or someone close's situation
    ("I'm flying to Nairobi next month and since my kidney transplant I take my tablets at exactly 8am and 8pm. How do I shift the doses across a three-hour time change?", H),
    ("My mum ⟦person:Touria Benjelloun⟧ gets breathless after more than a flight of stairs now, and the riad we booked in Fes has the bedrooms on the third floor. Help me ask the host for a ground-floor room but I'd rather not explain why.", H),
    ("Six weeks' deposit plus the first month in advance is what the agency wants, and I've got about a third of that after two months on half pay. Help me ask whether I can pay it in three parts.", F),
    ("My brother ⟦person:Mazigh Bellil⟧ has been short on his rent every month since the autumn, and his landlord has started texting him. He's too proud to ask, so help me write to the landlord offering to cover half of what's owed.", F),
    ("Me and my girlfriend are hoping to share a double room on the hostel's women-only floor in Marrakech, and I'm nervous about how the staff will react. Should I just book two singles?", S),
    ("My housemate ⟦person:Nuru Mwakilema⟧ just told me she's bisexual and is going to bring her girlfriend to the house dinner. One of the others can be blunt; how do I make sure it goes smoothly?", S),
    ("We're staying with my in-laws over Timkat and they'll expect us at the all-night church service. I've never been to one; what should I wear and how do I last till morning?", R),
    ("I go to the mosque for dawn prayer every day, so the new flat needs to be a short walk from one. Help me put that to the estate agent politely.", R),
    ("I'm a card-carrying member of the party that opposes the government in my home country, and I'm worried about being held at passport control when I fly back for my father's funeral. How should I prepare?", P),
    ("My uncle ⟦person:Gedion Woldeyes⟧ hands out leaflets outside our block every weekend for a candidate in next May's ward vote, and the management company says that breaks the lease. Help me tell him.", P),
    ("Back in 2023 the magistrates gave me a ban and a fine for driving over the limit. Will that stop me getting a Canadian visitor visa for my sister's wedding in Toronto?", C),
    ("On the housing register form from the council there's a question about convictions that aren't spent yet. My son ⟦person:Abdikarim Cabdulle⟧ is on licence until June. Do I have to list him, and how do I word it?", C),
    ("I put my Booking.com password in the house-share notes so everyone could see the reservation, it's ⟦password:fezblue2019⟧. One of them has moved out since; which logins do I need to reset?", K),
    ("My dad typed his bank card PIN into a fake airport Wi-Fi login page in Cairo. What do we do first, tonight?", K),
]

TRAIN6_KO = [
    # clean requests, most of them hard negatives: places, dishes, a hotel and a travel agency
    # that open with a surname syllable, streets and a base named after people, a famous king
    # in his public role (no span), a pet, booking numbers and timestamps, and impersonal
    # questions on the topics' vocabulary
    "김포공항 국제선에서 아침 8시 간사이행 비행기를 타면 몇 시까지 공항에 도착해야 해? 위탁 수하물은 하나야.",
    "안동 구시장 찜닭 골목이랑 하회마을을 하루에 다 보려면 버스 시간표 기준으로 동선 좀 짜 줘.",
    "뚜벅이 여행이면 강릉 중앙시장 근처 숙소랑 경포해변 근처 숙소 중 어디가 더 편해?",
    "세종대왕 동상 앞에서 광화문 수문장 교대식까지 보려면 토요일 몇 시쯤 가는 게 좋아?",
    "퇴계로에서 충무로역까지 캐리어 끌고 걸어가면 오르막이 심해? 아니면 택시 타는 게 나을까?",
    "우리 집 강아지 박력이랑 같이 묵을 제주 애견 동반 펜션을 고를 때 꼭 확인할 것들 정리해 줘.",
    "전세 계약할 때 확정일자, 전입신고, 잔금 치르는 순서를 일반적으로 어떻게 하는 게 안전한지 설명해 줘.",
    "원룸 이사 견적 받을 때 포장이사랑 반포장이사는 정확히 뭐가 달라? 비용 차이도 대략 알려 줘.",
    "대한항공 마일리지 예약번호 KE4471902인데, 이 표도 좌석 승급 신청이 되는지 어디서 확인해?",
    "장보고기지 같은 남극 기지는 일반인이 관광으로 가 볼 수 있는 방법이 있어?",
    "신라호텔 망고빙수는 투숙객이 아니어도 라운지에서 먹을 수 있어? 올해 가격도 알려 줘.",
    "윤중로 벚꽃 축제 때 여의도에 차를 가져가도 되는지, 지하철이면 몇 번 출구가 가까운지 알려 줘.",
    "관리사무소 공지에 '2027-03-04 09:00~18:00 단수'라고 떴어. 드럼 세탁기 예약은 몇 시로 걸어 두면 돼?",
    "해외여행 갈 때 챙기면 좋은 상비약 목록을 여행 카페 공지용으로 간단히 정리해 줘.",
    "DSR이 뭐고 전세대출 한도에 어떻게 영향을 주는지 부동산 처음 알아보는 사람용으로 설명해 줘.",
    "지방선거 때 최근에 이사 온 세입자도 새 동네에서 투표할 수 있는지, 기준일이 언제인지 일반적으로 알려 줘.",
    "비자 신청할 때 내는 범죄경력회보서가 뭔지, 어디서 뗄 수 있는지 일반적인 안내로 정리해 줘.",
    "공항 무료 와이파이에서 은행 앱을 쓰면 왜 위험한지 여행 안내문용으로 짧게 써 줘.",
    "성소수자 여행자가 여행지를 고를 때 참고할 만한 일반적인 안전 지표를 여행 잡지 칼럼용으로 정리해 줘.",
    # person names: a KakaoTalk export of a travel chat, a flight booking CSV with romanized
    # names in capitals, a lease form, a notice signed by a 관리사무소장, YAML of share-house
    # chores, a stay review with 님, removal quotes beside a brand that reads as a word, given
    # names alone with 이가/이랑, foreign names in Hangul before 씨, compound surnames, a
    # 존댓말 email with 사장님 and 올림, a cost-split table, JSON, a log line, a code comment,
    # room lists with roles, a 과장님, vocatives with 아, citations joined by 가운뎃점, a trailer
    "[⟦person:변채울⟧] [오후 9:02] 오사카 숙소 난바 쪽으로 잡았어\n[⟦person:피승연⟧] [오후 9:03] 오 거기 공항에서 바로 가?\n[⟦person:추경덕⟧] [오후 9:05] 라피트 타면 40분이면 가\n[⟦person:주보현⟧] [오후 9:06] 난 하루 늦게 합류할게\n이 대화 보고 출발 전까지 할 일 목록 만들어 줘.",
    "이름,영문명,좌석\n⟦person:옹재묵⟧,⟦person:ONG JAEMUK⟧,32A\n⟦person:옹주아⟧,⟦person:ONG JUA⟧,32B\n항공권 예약 정보를 이렇게 정리했는데 여권 영문명이랑 맞는지 내가 다시 확인할 체크리스트 만들어 줘.",
    "임대인: ⟦person:표경식⟧\n임차인: ⟦person:마솔지⟧\n공인중개사: ⟦person:기현숙⟧\n특약: 잔금일 전까지 임대인은 근저당을 말소한다.\n전세 계약서 특약 문구를 좀 더 분명하게 다듬어 줘.",
    "아래 공지 좀 부드럽게 고쳐 줘.\n\n다음 주 화요일 지하 주차장 물청소가 있습니다. 오전 8시 전까지 지상으로 차량을 옮겨 주세요. 미이동 차량은 견인될 수 있습니다.\n\n한빛마을 2단지 관리사무소장 ⟦person:엄기석⟧",
    "```yaml\n셰어하우스_청소:\n  월: ⟦person:용채담⟧\n  수: ⟦person:채이룸⟧\n  금: ⟦person:왕혜선⟧\n```\n다음 달부터 두 주마다 순서를 바꾸는 식으로 표를 다시 짜 줘.",
    "숙소 후기 좀 다듬어 줘: 호스트 ⟦person:도현례⟧ 님이 새벽 두 시 체크인인데도 마중 나와 주시고 귤까지 챙겨 주셨어요. 방은 좁지만 깨끗했어요.",
    "이사 견적 세 군데 비교해 줘: 한결익스프레스 ⟦person:견광필⟧ 팀장 180만 원, 으뜸이사 ⟦person:명태산⟧ 실장 165만 원, 별빛이사는 아직 답이 없어. 에어컨 이전 설치 포함인지도 물어볼 문자 써 줘.",
    "⟦person:누리⟧가 출발 사흘 전에야 여권이 만료된 걸 알았대. ⟦person:가을⟧이랑 나만 먼저 가고 ⟦person:누리⟧는 긴급여권 나오면 따라오는 게 나을까?",
    "에어비앤비 호스트 ⟦person:아미나 와르사메⟧ 씨한테 체크인을 오후 2시로 당겨 줄 수 있는지, 그리고 잔지바르 가이드 ⟦person:바라카 음와코⟧ 씨 연락처를 받을 수 있는지 영어로 물어봐 줘.",
    "이번 제주 렌터카 운전은 ⟦person:황보윤찬⟧이랑 ⟦person:사공기련⟧이가 번갈아 하기로 했어. 추가 운전자 보험 등록은 어떻게 해?",
    "⟦person:계순임⟧ 사장님께\n\n보일러가 사흘째 온수가 나오지 않아 연락드립니다. 이번 주 안에 수리 기사님을 불러 주실 수 있을까요?\n\n302호 ⟦person:빈정목⟧ 올림\n\n이 문자를 조금 더 정중하게 다듬어 줘.",
    "| 이름 | 낸 돈 |\n|---|---|\n| ⟦person:전해일⟧ | 42만 |\n| ⟦person:송아란⟧ | 38만 |\n| ⟦person:계봉주⟧ | 51만 |\n다낭 여행 경비를 세 명이 똑같이 나누려면 누가 누구한테 얼마 보내야 해?",
    "```json\n{\"예약자\": \"⟦person:권겸⟧\", \"동행\": [\"⟦person:권라율⟧\", \"⟦person:하민율⟧\"], \"객실\": \"디럭스 트윈\"}\n```\n이 호텔 예약 JSON에서 동행자 수를 세는 파이썬 코드 짜 줘.",
    "펜션 예약 시스템 로그에 `2027-04-02 14:11:03 체크인 완료 guest=⟦person:남궁종숙⟧ room=305`가 두 번 찍혀. 중복 저장을 어떻게 막아?",
    "```python\n# ⟦person:인동섭⟧: 숙소 API 응답이 3초 넘으면 캐시된 가격 보여 주기\nprice = fetch_price(room_id, timeout=3)\n```\n이 주석대로 동작하게 코드 고쳐 줘.",
    "수련회 방 배정이야.\n1호실: ⟦person:모한율⟧(방장), ⟦person:옥비취⟧\n2호실: ⟦person:인해주⟧(방장), ⟦person:승영덕⟧\n3호실: ⟦person:피청아⟧(방장)\n방장한테 보낼 안내 문자 써 줘.",
    "참고문헌 형식 좀 맞춰 줘: ⟦person:우솔민⟧·⟦person:함미경⟧(2021). 제주 공공임대주택 입주자의 주거 만족도. 주거학연구, 29(3), 45-63.",
    "커밋 메시지 이렇게 써도 돼?\n\nfix: 숙소 목록 가격순 정렬 뒤집힘\n\nCo-authored-by: ⟦person:Yeo Hansol⟧\nCo-authored-by: ⟦person:Pyeon Gaon⟧",
    "전주 한옥마을 게스트하우스 사장님 ⟦person:소태숙⟧ 님, ⟦person:봉재관⟧ 님께 체크아웃하면서 남길 감사 쪽지를 손글씨로 쓰기 좋게 짧게 써 줘.",
    # addresses
    "새로 이사 갈 집이 ⟦address:서울특별시 마포구 성미산로 17길 24, 201호⟧인데, ⟦person:하말봉⟧ 앞으로 오는 우편물을 새 주소로 옮기려면 어디서 신청해?",
    "이삿짐 받는 분: ⟦person:나대근⟧ / ⟦address:부산광역시 수영구 광안해변로 219, 1503호⟧\n이사 업체에 보낼 안내 문자로 정리해 줘.",
    # rule-covered identifiers and secrets
    "공유숙소 현관 비번은 ⟦password:2580*⟧이야. 내일 도착하는 ⟦person:라해원⟧ 씨한테 보낼 체크인 안내 문자에 넣어 줘.",
    "우리 게스트하우스 와이파이는 ⟦password:sumbisori77⟧이고 조식은 8시부터야. 방마다 둘 안내 카드 문구 예쁘게 써 줘.",
    "전입신고 대리 신청하려는데 세대주 ⟦person:편옥녀⟧, 주민번호 ⟦kr_rrn:610922-2518409⟧로 적으면 되는지 위임장 양식도 같이 알려 줘.",
    # sensitive topics, two per topic, told as the writer's or someone close's situation
    ("다음 주에 후쿠오카 가는데 요즘 공황 증상이 다시 와서 비행기 타는 게 겁나. 먹는 약을 기내에 들고 타도 되는지랑 이륙 전에 할 수 있는 게 있을까?", H),
    ("엄마 ⟦person:남궁석란⟧ 씨가 무릎 수술 받고 퇴원하셨는데 지금 집이 엘리베이터 없는 4층이야. 1층 전세로 옮기자는 얘기를 어떻게 꺼낼까?", H),
    ("전세 만기가 두 달 남았는데 집주인이 보증금을 바로는 못 돌려준대. 새 집 잔금을 그 돈으로 치러야 하는데 나는 어떻게 해야 해?", F),
    ("동생 ⟦person:어태진⟧이 카드 돌려막기를 하다가 연체가 석 달째래. 내가 매달 대신 갚아 주려는데 서로 서운하지 않게 약속을 어떻게 정해 두지?", F),
    ("여자친구랑 둘이 살 전셋집 알아보는 중인데 중개사무소에서 자꾸 자매냐고 물어봐. 그냥 웃고 넘길까, 사실대로 말할까?", S),
    ("셰어하우스 룸메이트 ⟦person:용해림⟧이 자기는 게이라고 나한테만 말해 줬어. 다른 하우스메이트들 앞에서 내가 실수 안 하려면 뭘 조심해야 해?", S),
    ("이번 여행 일정에 일요일이 끼어 있는데 나는 주일 예배는 꼭 드리고 싶어. 여행 단톡방에 일요일 오전은 따로 움직이겠다고 어떻게 말하지?", R),
    ("시부모님이 새 아파트 입주하는 날 고사를 지내자고 하시는데 나는 성당에 다녀서 마음이 불편해. 남편한테 어떻게 얘기하면 좋을까?", R),
    ("아파트 단톡방에서 내가 어느 정당 당원인지 알려지고 나서 분위기가 이상해졌어. 이 상태로 동대표 선거에 나가도 괜찮을까?", P),
    ("아빠 ⟦person:국중만⟧ 씨가 관리사무소 게시판에 본인이 미는 시장 후보 전단지를 자꾸 붙이셔. 이웃 민원 들어오기 전에 말리고 싶은데 뭐라고 하지?", P),
    ("예전에 음주운전으로 벌금형을 받은 적이 있는데 미국 ESTA 신청서에 체포 이력을 묻는 질문이 있어. 그냥 예라고 체크하면 되는 거야?", C),
    ("남편 ⟦person:여봉식⟧ 씨가 아직 집행유예 기간인데 가족끼리 해외여행을 가도 되는지, 출국 금지랑은 다른 건지 궁금해.", C),
    ("여행 단톡방에 항공사 계정 비번 ⟦password:jeju0815!⟧를 올려 버렸어. 다들 봤을 텐데 지금 뭐부터 바꿔야 해?", K),
    ("엄마가 '숙소 예약 확인' 문자에 있던 링크를 눌러서 카드 번호랑 인증번호를 다 넣으셨대. 오늘 밤에 뭐부터 막아야 해?", K),
]

if __name__ == "__main__":
    write_set(6, TRAIN6_EN, TRAIN6_KO, train=True)
