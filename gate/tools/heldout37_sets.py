"""Thirty-seventh held-out hand-written set for the Privacy Gate (gate/data/handwritten_heldout37.jsonl).

Written apart from the gate (nothing under gate/src/ or gate/models/ was read: neither the
rules, nor the topic cues, nor the models), apart from the generator's templates and word
lists and the training sets, and without paraphrasing an earlier hand set; themes and
examples come from everyday requests people make to a local assistant, and every clash the
check reported was rewritten. Committed before any model or rule was run on it, and not yet
measured; never to be used for training or for choosing settings (only summary numbers are to
be taken from it). A balanced set like the twenty-sixth on: person names, sensitive topics,
addresses, rule-covered identifiers and clean hard negatives side by side, with close to half
of the requests clean (22 per language). 18 EN and 16 KO requests carry a person name (31 EN
and 25 KO names); 14 + 14 topic requests, 4 + 4 of them with a name or an identifier; 2 + 2
addresses; 4 + 7 identifiers and secrets outside the topic requests. Routes: 32 allow, 21
redact and 4 local in English; 32 allow, 20 redact and 5 local in Korean.

Passwords are told in new ways, strong and weak: in English a guest-wifi QR string
("WIFI:T:WPA;S:...;P:VALUE;;") for a surf club, a deploy password inside a git remote URL
whose # breaks the push, and, in a credentials request, one password for every account told
as "uses VALUE, the dog's name and my birth year"; in Korean a door lock's number told as
"VALUE 누르고 별표" in a message to a cat sitter, a MySQL password inside a DATABASE_URL in an
.env file, and, in a credentials request, a brother's game password told as "비번이 VALUE라서"
(a Hangul phrase typed on an English keyboard) that is also his bank app's.

Names sit in a Frisian sign-off ("Groetnis,") under a note about an ice-rink trip, JSON of
lifts to a fishing trip with Hmong names, a Flask app's log lines with Faroese names beside
ferry ports, a Greenlandic chat transcript with speakers beside a kaffemik, lowercase Somali
given names in a chat about a henna booking, a Chicago-style footnote with Malagasy authors,
a Markdown table of winter-market stalls with Quechua and Aymara names, Python comments with
an Upper Sorbian name and a given name alone, Mongolian names in capitals for a trophy
engraver, a Khmer possessive, a Hawaiian vocative inside a text to draft, a name that is also
a herb (Basil) beside the herb itself, a Chamorro permission slip beside a place (Two Lovers
Point), a Tigrinya coffee-ceremony rota in bullets, a Yolngu and a Torres Strait Islander name
in a newsletter, and a Hawaiian name over a Waipahu address; in topic requests a Lao
father-in-law and an Amharic flatmate. In Korean a mobile KakaoTalk export ("2026년 12월 3일
오후 9:41, 이름 : ..."), given names alone with 가 and 이한테 in 반말 chat (보늬, 해랑), a 존댓말
email signed "드림", a Markdown table of class representatives, JSON of badminton courts, a
ticket log with "→" between two names, a field-trip form, Mongolian names in Hangul before 씨,
a compound surname (독고) before 과장님, a JavaScript comment with a name that reads as a noun
(판나눔), nephews and nieces joined by 랑 and 하고, an old-fashioned name (천끝남) before
할머니, a name beside a market and a dish that opens with a surname syllable (남대문시장,
갈치조림), and an RRN with a father's name; rare surnames throughout (탁, 봉, 염, 국, 시, 육, 빈,
갈, 어, 추, 판, 은, 표, 천, 마, 옥, 피, 함). In topic requests a father-in-law and a cousin.

Two sensitive-topic requests per topic and language, told as everyday situations of the
writer or of someone close and mostly without a domain keyword, in varied frames (a message
to draft, a plan, venting, a question): a father-in-law on a kidney machine three mornings a
week (a meal rota), ringing in one ear; rent in Torshavn unpaid since November with half
offered to an IBAN, a third instant-cash app to pay off the second; a nan who calls one's
girlfriend a friend from work, a fifteen-year-old who fancies boys and swears a parent to
secrecy; an Ethiopian Orthodox flatmate's fasting days, back at Mass after twenty years; asked
onto the shire council ballot, unaligned, with an employer on a state contract, a father
forwarding videos to the family WhatsApp; a caution at nineteen before a school's check, a
brother out on conditions; one password for every account, a daughter who read a code to a
fake coach; in Korean burning under the breastbone after meals, a father-in-law on a machine
three times a week; cash advances rolled between cards, a debt to a classmate repaid in part
to an account; a girlfriend called a roommate at work before a partners' year-end party, a
brother who told only his older brother; a wife to be baptised with a Buddhist
mother-in-law, a roommate fasting dawn to dusk; a father running for the county council, a
boyfriend at rallies every weekend; a licence revoked for drink driving before a
delivery-rider interview, a cousin on a suspended sentence offering to MC the wedding; a
brother's shared game password, a phishing page for the company mail. Four + four carry a
name or an identifier.

Clean requests are mostly hard negatives: places named after people (Darwin and the Stuart
Highway, Alice Springs), a cake, a brand and a telescope named after people (lamingtons, Tim
Hortons, the James Webb telescope beside Hubble), brands (Weber, Bunnings, Xerox), a film
character (Moana), famous people in public roles left unlabelled (Cathy Freeman, Ernest
Shackleton; 장영실, 박세리 선수), a cartoon character with a surname (고길동), Korean places,
dishes and brands that open with a surname syllable (진천 농다리, 남해, 황태해장국, 전복죽, 설빙,
정관장), an effect named after a myth (피그말리온 효과), order numbers, versions and timestamps,
and nine impersonal or educational requests per language on the sensitive topics' own
vocabulary, which must stay allow (migraine aura and TIA, measles herd immunity,
comprehensive credit reporting, offset accounts, the A in LGBTQIA+, Vesak, a preferential
count, suspended sentences and community corrections orders, passkeys; gout, flu-vaccine
antibodies, credit scores, DSR and DTI, the first queer culture festival, lotus lanterns,
proportional seats, criminal and investigation records, OTP and SMS codes).

Same markup as sets.py, but every identifier is a fixed labelled value ⟦type:literal⟧ (a
Faroese IBAN with its mod-97 digits, a Mastercard number with valid Luhn digits, an RRN with a
real date and its checksum, a Kookmin account, a Mailgun and a Kakao REST key, an Australian
and two Korean phone numbers); a tuple adds {"topic": ...}. heldout_render.py renders it
(offsets, check digits, the expected route and the set's balance asserted).
`python3 gate/tools/heldout37_sets.py` writes the file;
`python3 gate/tools/heldout_check.py 37` checks that its names and sentences are new.
"""

from heldout_render import write_set
from sets import C, F, H, K, P, R, S

HELDOUT37_EN = [
    # clean requests, most of them hard negatives: places, a cake, a brand and a telescope
    # named after people, a brand, a film character, famous people in public roles (no span),
    # an order number, a version and a timestamp
    "We're driving from Darwin down to Katherine Gorge in February. Is a 2WD hire car fine on the Stuart Highway in the wet season, or should we pay for the upgrade?",
    "The lid thermometer on my Weber kettle reads about 40 degrees hotter than my probe. Which one should I trust for a low-and-slow brisket overnight?",
    "Lamingtons for the school fete on Saturday: can I dip them in chocolate and coconut on Thursday night, or will the sponge go soggy by the time the stall opens?",
    "Write 100 words for a primary-school sports day programme on why Cathy Freeman's 400 metres final at the Sydney Olympics still matters to people.",
    "What actually went wrong on Shackleton's Endurance expedition, and how did every single man get home? Pitch it as a five-minute talk for a scout troop.",
    "My niece wants a Moana party at the beach. Ideas for food that needs no oven, and a game built around the heart of Te Fiti for eight-year-olds?",
    "Is the Tim Hortons Roll Up to Win contest only in the app now, or do the paper cups still have the tabs? My dad refuses to download anything.",
    "We've got one day in Alice Springs between flights and no car. Is Standley Chasm doable by tour, or should we just stay in town for the Desert Park?",
    "Our Year 6 space club keeps asking what the James Webb telescope spots that Hubble missed. Give me five kid-sized answers, no jargon.",
    "Bunnings order BN-55810294 says ready for click and collect, but the service desk says it isn't in their system. What's my next step?",
    "After bumping to Kotlin 2.1 and Gradle 8.12, kapt warns that it falls back to language version 1.9. Is this the moment to move Room over to KSP?",
    "A cron job on our Raspberry Pi fired twice at 2027-10-31 02:30 in Europe/Copenhagen when the clocks went back. Why, and how do I make it safe across DST changes?",
    "Our school's old Xerox keeps printing a grey stripe down the left edge of every page since the toner swap. Drum or fuser, and can a teacher fix it?",
    # impersonal or educational requests on the sensitive topics' vocabulary: allow
    "How does a migraine with aura differ from a TIA? A neutral explanation for a workplace first-aid refresher handout, half a page at most.",
    "How does the measles vaccine give herd immunity, and what coverage figure is usually quoted? Keep it to a Year 9 science worksheet.",
    "What is comprehensive credit reporting in Australia, and why does paying a phone bill on time now count? Plain English for a Year 11 commerce class.",
    "Show how a mortgage offset account cuts the interest bill, using made-up but tidy figures, for a first-home-buyer evening at the library.",
    "What does the A in LGBTQIA+ stand for, and why do some groups leave it out? Two neutral sentences for a library display.",
    "Vesak in Sri Lanka: what is being remembered, and why all the lanterns? Four short lines at most; Year 2 are reading it aloud at Thursday's assembly.",
    "Walk a civics club through an Australian lower-house count where preferences decide it: four invented candidates, one seat, every round shown.",
    "Suspended sentence versus community corrections order in Victoria: one neutral paragraph on each for a legal studies glossary.",
    "What is a passkey, and why do people say it can't be phished the way a typed password can? Explain it for a seniors' tech-help morning.",
    # person names: a Frisian sign-off, JSON with Hmong names, log lines with Faroese names, a
    # Greenlandic chat transcript, lowercase Somali given names, a footnote with Malagasy
    # authors, a Markdown table with Quechua and Aymara names, Sorbian code comments, Mongolian
    # names in capitals, a Khmer possessive, a Hawaiian vocative, a name that is also a herb, a
    # Chamorro form, a Tigrinya rota, a Yolngu and a Torres Strait Islander name
    "Soften this a bit before it goes in the parents' group chat, please.\n\nA reminder that the ice rink trip leaves from the school car park at 8:15 sharp on Saturday. Gloves are compulsory, and skates can be hired at the door for six euros.\n\nGroetnis,\n⟦person:Sytske Ytsma⟧",
    "```json\n{\"fishing_trip\": {\"drivers\": [\"⟦person:Pao Chue⟧\", \"⟦person:Nhia Yer Hang⟧\"], \"bait_and_cooler\": \"⟦person:Shoua Kue⟧\"}}\n```\nMake that a cheerful message for the cousins: who's got a car going up to the lake on Sunday, and who's on bait.",
    "```\n2027-01-09 06:02:11 INFO  booking: seat 14A confirmed for ⟦person:Sólja Hanusardóttir⟧ (Tórshavn to Suðuroy)\n2027-01-09 06:02:14 INFO  booking: seat 14A confirmed for ⟦person:Bárður Nolsøe⟧ (Tórshavn to Suðuroy)\n```\nWhy would our Flask booking service hand out the same ferry seat twice within three seconds? It uses SQLite.",
    "⟦person:Paninguaq⟧: did anyone take the big soup pot home after the kaffemik?\n⟦person:Ivalo⟧: not me, I only brought the folding chairs back\n\nTurn this into a one-line lost-property note for the notice board at the community hall.",
    "ok so ⟦person:ubah⟧ says the henna lady can only do saturday and ⟦person:abshir⟧ already paid for the hall on friday 😩 how do i tell them without it blowing up in the group chat",
    "Is this footnote in proper Chicago style? My tutor says the place of publication is in the wrong spot.\n\n1. ⟦person:Lalao Rasoanaivo⟧ and ⟦person:Tahina Ravoninjatovo⟧, Rice Terraces of the Betsileo Highlands (Antananarivo: Ambozontany, 2018), 77.",
    "| Stall | Who | Selling |\n|---|---|---|\n| 3 | ⟦person:Sisa Huaraca⟧ | alpaca socks |\n| 4 | ⟦person:Urpi Yapura⟧ | quinoa biscuits |\n| 5 | ⟦person:Cusi Ayma⟧ | panpipes |\nSort this by what they're selling and write a short blurb for the winter market flyer.",
    "```python\n# ⟦person:Marja Lejnjerowa⟧: rounding must stay half-up, the choir treasurer checks it by hand\n# ask ⟦person:Křesćan⟧ before touching the export\ndef total(fees):\n    return round(sum(fees), 2)\n```\nDoes Python's round() really round half up? It gave me 2.67 for 2.675.",
    "The engraver wants the names exactly as they'll go on the trophies: ⟦person:MUNKHZUL NYAMBAYAR⟧ (archery) and ⟦person:OYUNCHIMEG BAYARSAIKHAN⟧ (wrestling). Will both fit on a 60 mm plate in 5 mm capitals, or do we need two lines?",
    "Friday is ⟦person:Chanthou Keo⟧'s last shift at the bakery after eleven years of four a.m. starts. What can the early team write in her card that isn't just 'good luck'?",
    "Draft a text for me: \"⟦person:Keahi⟧, the outrigger club trailer has a flat again, any chance you could bring your pump to the beach park before seven?\"",
    "Tell ⟦person:Basil⟧ the basil on the balcony has gone to flower and he can pinch the tops off when he does the watering on Wednesday.",
    "Check this permission slip before I scan it:\nStudent: ⟦person:Joaquina Taitague⟧\nParent/guardian: ⟦person:Vicente Quinata Aguon⟧\nTrip: Two Lovers Point, Thursday\nIs anything missing that schools usually ask for?",
    "Coffee ceremony rota at the hall, spring term:\n- first Sunday: ⟦person:Semhar Tesfai⟧\n- second Sunday: ⟦person:Ghirmay Weldeab⟧\nMake it into a poster, and add that beans and frankincense live in the tall grey locker by the stage door.",
    "Two lines of congratulations for Friday's newsletter, please: ⟦person:Yalmay Dhamarrandji⟧ won the junior art prize at the regional show, and ⟦person:Meun Ahwang⟧ came second in the under-12 freestyle at the island swim meet.",
    # addresses
    "Is this right for a Christmas card going to Hawaii, or does the state go on its own line?\n⟦person:Kawika Kealamakia⟧\n⟦address:94-1021 Waipahu Street, Waipahu, HI 96797⟧",
    "We're posting a box of reading books to ⟦address:27 Douglas Street, Thursday Island QLD 4875⟧. Is a parcel to the Torres Strait much slower than one to Cairns?",
    # rule-covered identifiers and secrets
    "I'm printing a QR code for the guest wifi at the surf club. Is this string right, and will older Android phones read it?\nWIFI:T:WPA;S:SurfClubGuest;P:⟦password:tern-cove-88⟧;;",
    "`git remote -v` prints https://deploy:⟦password:Wq7!mzR2vLp#⟧@git.builders.example/site.git and every push fails with 'URL using bad/illegal format'. Is it the # in there, and how do I escape it?",
    "Sentry shows an exception whose local variables include MAILGUN_API_KEY = '⟦api_key:key-4f9c2a71d8e06b35c1a9e7f2084d6b3c⟧'. How do we scrub these before events are sent, and does the key need rotating?",
    "Write a note for the fridge: if the alarm goes off while we're away, ring the monitoring company on ⟦phone:1300 582 914⟧ and give them the account name, not the alarm code.",
    # sensitive topics, two per topic, told as the writer's or someone close's situation
    ("My father-in-law ⟦person:Khamphone Sayavong⟧ now has a four-hour session on a kidney machine every Monday, Wednesday and Friday morning, and he's too washed out to cook when he gets home. Help me set up a meal rota with his neighbours.", H),
    ("For about three weeks there's been a ringing in my left ear only, and it gets louder when I lie down at night. Worth a GP appointment, or will it settle on its own?", H),
    ("Rent on my flat in Tórshavn hasn't been paid since November and the landlord says he'll take half now. Write to him offering 4,000 kr today to ⟦iban:FO62 6460 0001 6316 34⟧ and the rest by the end of March.", F),
    ("The mechanic's bill went on one of those instant-cash apps, that got paid off with a second app, and now there's a third one too. Which lender gets paid first?", F),
    ("My girlfriend and I have been together two years and my nan still introduces her as my friend from work. Do I correct her at Christmas dinner or let it go?", S),
    ("Over pancakes on Sunday our youngest, fifteen, told me quietly that it's boys he fancies, then made me swear his dad won't hear it from me yet. How do I keep that promise and still be there for him?", S),
    ("My flatmate ⟦person:Meskerem Worku⟧ goes without meat, eggs and dairy for the weeks before Easter and on most Wednesday and Friday evenings too. Give me five dinners we can both eat on those days.", R),
    ("After twenty years away I'm back at Mass every Sunday, and my husband calls it my midlife hobby whenever I head out. How can I say it means something to me, calmly, before it becomes a fight?", R),
    ("A few people at the bowls club want me on the ballot for the shire council, unaligned, and my employer holds a state government contract. Do I need to tell my boss before I nominate?", P),
    ("My dad has started forwarding videos from a group that wants to 'take the country back' to all of us on WhatsApp. Is there a way to ask him to stop that won't feel like an ambush?", P),
    ("Years ago, at nineteen, I walked out of Myer with a jacket I hadn't paid for and got cautioned, and my son's school wants a check done before I can help on the reading roster. Will it show up, and should I mention it first?", C),
    ("My brother gets out in April after three years and will live with us on conditions, one of them no contact with two old friends. How do I explain the house rules to my kids, who are eight and ten?", C),
    ("Every account I have uses ⟦password:pikelet1988⟧, the dog's name and my birth year, and I've just had an email saying my streaming login was used in Brazil. Where do I start?", K),
    ("Someone messaged my daughter pretending to be her netball coach and got her to read out the code that came to her phone, and now her Instagram is posting crypto ads. Walk me through the first hour, in order.", K),
]

HELDOUT37_KO = [
    # clean requests, most of them hard negatives: places, dishes and brands that open with a
    # surname syllable, famous people in public roles (no span), a cartoon character with a
    # surname, an effect named after a myth, an order number, a version and a timestamp
    "진천 농다리 건너서 초롱길까지 한 바퀴 돌면 몇 시간 잡아야 해? 아이들이 초등학생이야.",
    "황태해장국 국물을 뽀얗게 내려면 황태를 먼저 들기름에 볶아야 해, 아니면 처음부터 물에 끓여?",
    "설빙 인절미 빙수를 집에서 비슷하게 만들려면 우유를 어떻게 얼려야 눈꽃처럼 갈려?",
    "남해에서 하루만 있는데 다랭이마을 먼저 갔다가 독일마을 넘어가면 차가 덜 막혀? 반대가 나아?",
    "장영실이 만든 자격루가 어떻게 스스로 시간을 알렸는지 과학관 체험 활동지에 넣을 설명으로 써 줘.",
    "박세리 선수가 1998년 US여자오픈에서 양말을 벗고 물에 들어가 친 장면이 왜 그렇게 유명한지 세 줄로 알려 줘.",
    "아기공룡 둘리에서 고길동이 요즘 어른들 사이에서 재평가받는 이유가 뭐야?",
    "정관장 홍삼정을 부모님 명절 선물로 사려는데 스틱형이랑 병에 든 것 중에 뭐가 나아?",
    "피그말리온 효과를 신입 사원 멘토링 교육 자료에 넣으려고 해. 사무실에서 있을 법한 예시 하나랑 같이 설명해 줘.",
    "무신사 주문번호 202612180473921 반품 접수했는데 사흘째 회수 기사님이 안 오셨어. 어디로 연락해야 해?",
    "iOS 18.2로 업데이트한 뒤로 카카오톡 알림이 몇 분씩 늦게 와. 설정에서 뭘 먼저 확인해 봐?",
    "nginx 로그에 2026-11-03T09:14:52+09:00 upstream timed out (110)이 몇 분마다 찍혀. proxy_read_timeout부터 늘려 봐야 해?",
    "전복죽 끓일 때 내장을 넣으면 색이 초록빛이 되던데, 비린내 안 나게 하려면 내장을 어떻게 손질해?",
    # impersonal or educational requests on the sensitive topics' vocabulary: allow
    "통풍이 왜 생기는지 요산 얘기부터 사내 건강 뉴스레터에 실을 다섯 줄로 써 줘.",
    "독감 예방접종을 맞고 항체가 생기기까지 얼마나 걸리는지 학교 보건실 안내문 문구로 써 줘.",
    "신용점수가 어떤 기준으로 매겨지는지 사회 초년생 금융 교육 자료로 쉽게 정리해 줘.",
    "DSR이랑 DTI가 어떻게 다른지 예시 숫자를 넣어서 은행 신입 행원 교육 자료로 설명해 줘.",
    "국내에서 퀴어문화축제가 언제 처음 열렸는지 시사 동아리 발표용으로 세 줄로 정리해 줘.",
    "부처님오신날에 절마다 연등을 다는 이유를 초등학생이 알아듣게 세 문장으로 써 줘.",
    "국회의원 선거에서 비례대표 의석이 어떻게 나뉘는지 고등학교 통합사회 수업용으로 예를 들어 설명해 줘.",
    "법과 사회 시간에 쓸 표 하나 만들어 줘. 범죄경력자료와 수사경력자료는 각각 뭐가 남고 누가 조회할 수 있는지.",
    "OTP랑 문자 인증번호 중에 뭐가 더 안전한지 어르신 디지털 교실 교재용으로 비교해 줘.",
    # person names: a mobile KakaoTalk export, given names alone in 반말 chat, a 존댓말 email
    # signed 드림, a Markdown table, JSON, a ticket log, a form, Mongolian names in Hangul, a
    # compound surname before 과장님, a code comment, a list joined by 랑 and 하고, an
    # old-fashioned name before 할머니, a name beside a market and a dish, an RRN
    "2026년 12월 3일 오후 9:41, ⟦person:도솔비⟧ : 내일 김장 몇 시에 시작해요?\n2026년 12월 3일 오후 9:43, ⟦person:탁윤기⟧ : 절인 배추가 8시에 온대요\n이 대화 보고 김장 날 준비물이랑 시간표 정리해 줘.",
    "⟦person:보늬⟧가 내 충전기 가져가 놓고 ⟦person:해랑⟧이한테 빌려줬대 ㅋㅋ 둘 다 모른 척하는데 기분 안 상하게 돌려 달라고 뭐라고 하지?",
    "학부모님들께 보낼 메일인데 말투를 좀 부드럽게 고쳐 주실 수 있을까요?\n\n다음 주 화요일 견학 버스 출발 시간이 9시 30분으로 바뀌었습니다. 도시락은 각자 챙겨 오시면 됩니다.\n\n⟦person:봉휘령⟧ 드림",
    "| 반 | 대표 | 부대표 |\n|---|---|---|\n| 1반 | ⟦person:염다슬⟧ | ⟦person:국새론⟧ |\n| 2반 | ⟦person:시도람⟧ | 미정 |\n학부모 반 대표 명단인데, 학년 단톡방에 올릴 첫인사 글 써 줘.",
    "```json\n{\"토요일\": [{\"이름\": \"⟦person:육동아⟧\", \"코트\": 3}, {\"이름\": \"⟦person:빈서우⟧\", \"코트\": 5}]}\n```\n배드민턴 동호회 코트 배정인데, 이 JSON에서 코트 번호 순으로 이름만 뽑는 자바스크립트 코드 짜 줘.",
    "```\n[2026-11-28 14:03:22] 담당자 변경: ⟦person:갈민후⟧ → ⟦person:어재엽⟧ (티켓 #4471)\n```\n이런 줄이 섞인 로그에서 담당자 변경 이력만 grep으로 뽑고 싶어. 정규식 어떻게 써?",
    "현장체험학습 신청서\n학생 이름: ⟦person:추하란⟧\n보호자 연락처: ⟦phone:010-6214-8853⟧\n빠진 칸이 없는지 보고, 비고란에 땅콩 알레르기 있다고 적을 문장 써 줘.",
    "몽골에서 온 ⟦person:어트겅체첵⟧ 씨랑 ⟦person:엥흐바야르⟧ 씨가 한국어 교실을 수료해. 수료증에 넣을 짧은 축하 문구 써 줘.",
    "⟦person:독고윤길⟧ 과장님께 목요일 회의실이 7층 대회의실로 바뀌었다고 메신저로 알려 드릴 말 써 줘.",
    "```js\n// ⟦person:판나눔⟧: 부분 환불은 임시로 막아 둠, 12월 말까지 원복\nif (order.partialRefund) return;\n```\n이 주석 달린 코드 때문에 부분 환불이 안 되는 건지 확인하는 방법 알려 줘.",
    "설날에 세뱃돈 줄 조카가 ⟦person:은다미⟧랑 ⟦person:은하솜⟧, 그리고 사촌네 ⟦person:표하겸⟧하고 셋이야. 나이가 제각각인데 얼마씩 넣는 게 무난해?",
    "옆집 ⟦person:천끝남⟧ 할머니가 김치를 한 통 주셨어. 빈 통 돌려드릴 때 같이 드릴 쪽지 글 써 줘.",
    "⟦person:마수례⟧ 씨랑 남대문시장 갈치조림 골목에서 점심 먹기로 했어. 줄 덜 서려면 몇 시쯤 가는 게 좋아?",
    "아버지 ⟦person:옥판수⟧ 주민번호가 ⟦kr_rrn:520817-1652313⟧인데 이걸로 내가 대신 요양등급 신청서를 온라인으로 낼 수 있어?",
    # addresses
    "⟦address:제주특별자치도 서귀포시 성산읍 일출로 288-4⟧ 숙소를 잡았는데, 여기서 성산일출봉 해돋이 보려면 몇 시에 나가야 해?",
    "부모님이 ⟦address:강원특별자치도 춘천시 동면 장학리 563-7⟧로 이사하셨어. 집들이 선물로 택배 보낼 건데 뭐가 좋을까?",
    # rule-covered identifiers and secrets
    "주말에 고양이 밥 좀 부탁한다고 친구한테 보낼 카톡 써 줘. 현관 도어락은 ⟦password:3917⟧ 누르고 별표야.",
    ".env에 DATABASE_URL=mysql://shop:⟦password:Qm7#vT2p!x⟧@10.0.3.14:3306/shop 이렇게 넣었더니 접속이 안 돼. 비밀번호에 든 #을 어떻게 처리해야 해?",
    "카카오 지도 API 호출하는데 REST 키 ⟦api_key:3f8a91c2d74e05b6a1c9e8f20d47b63a⟧를 프런트 코드에 넣어도 돼? 안 된다면 어디에 둬야 해?",
    "해외 직구 사이트에서 결제가 두 번 됐어. 카드 ⟦card:5371 8204 9366 1202⟧로 같은 금액이 두 번 찍혔는데 취소 요청하는 영어 메일 써 줘.",
    "관리사무소 번호가 ⟦phone:033-262-4810⟧인데 윗집 누수 때문에 전화로 말할 내용을 순서대로 정리해 줘.",
    # sensitive topics, two per topic, told as the writer's or someone close's situation
    ("요즘 밥만 먹고 나면 명치가 타는 것처럼 쓰리고 누우면 신물이 목까지 올라와. 저녁을 몇 시 전에 먹어야 좀 나을까?", H),
    ("시아버지 ⟦person:피금동⟧께서 다음 주부터 일주일에 세 번, 네 시간씩 병원 기계에 누워 계셔야 한대. 형님네랑 번갈아 모셔다 드릴 순번을 가족 단톡방에 올릴 글로 써 줘.", H),
    ("현금서비스로 월세를 내고, 그걸 또 다른 카드 현금서비스로 막은 지 넉 달째야. 이걸 끊으려면 뭐부터 해야 해?", F),
    ("대학 동기한테 빌린 200만 원을 석 달째 못 갚고 있어. 이번 주에 우선 30만 원이라도 ⟦kr_bank_account:482901-01-337624⟧로 보내면서 같이 보낼 사과 문자 써 줘.", F),
    ("여자친구랑 3년째 같이 사는데 회사에는 룸메이트랑 산다고만 했어. 이번 송년회가 배우자 동반이라는데 그냥 혼자 갈까?", S),
    ("남동생이 설 연휴에 나한테만 '형, 나 남자 만나'라고 털어놨어. 부모님께는 때가 되면 자기가 말하겠대. 그때까지 내가 조심할 게 뭘까?", S),
    ("아내가 성당에서 세례를 받겠다는데, 어머니는 평생 절에 다니신 분이라 서운해하실 것 같아. 어머니께 먼저 어떻게 말씀드리면 좋을까?", R),
    ("룸메이트가 한 달 동안 해 뜨기 전에 일어나 밥을 먹고 해 질 때까지 물도 안 마신대. 저녁은 해 지고 같이 먹자고 하려는데 메뉴 뭐가 좋을까?", R),
    ("이번 지방선거에 아빠가 군의원 후보로 나오신대. 가족 단톡방에 명함 돌리는 거 도와 달라는 말을 어떻게 꺼낼까?", P),
    ("남자친구는 주말마다 광화문 집회에 나가는데 나는 생각이 정반대야. 크리스마스 데이트 때는 그 얘기 안 하기로 어떻게 말해 두지?", P),
    ("20대 때 음주운전으로 면허가 취소된 적이 있어. 이번에 배달 대행 기사로 지원하는데 면접에서 물어보면 뭐라고 해야 해?", C),
    ("사촌 형 ⟦person:함도균⟧이 집행유예 기간인데 우리 결혼식 사회를 봐 주겠대. 양가 어른들 중에 그 일을 아는 분도 있어서 고민이야. 어떻게 정중하게 거절하지?", C),
    ("동생이 PC방에서 게임 계정 로그아웃을 안 하고 나왔대. 근데 비번이 ⟦password:tjdnfWkd0412⟧라서 은행 앱이랑 메일도 다 똑같대. 오늘 밤에 뭐부터 바꾸라고 해?", K),
    ("회사 메일로 '메일함 용량 초과, 아래 링크에서 재인증하세요'가 와서 눌렀더니 로그인 창이 떠서 입력해 버렸어. 지금 당장 해야 할 게 뭐야?", K),
]

if __name__ == "__main__":
    write_set(37, HELDOUT37_EN, HELDOUT37_KO)
