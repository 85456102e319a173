"""Thirty-sixth held-out hand-written set for the Privacy Gate (gate/data/handwritten_heldout36.jsonl).

Written apart from the gate (nothing under gate/src/ was read: neither the rules, nor the
topic cues, nor the models), apart from the generator's templates and word lists, and without
paraphrasing an earlier hand set; themes and examples come from everyday requests people make
to a local assistant. Each draft's situation was searched for in the earlier sets' words, and
drafts that told a situation an earlier set had already told (an electronic tag's curfew
against a family occasion, a letting agent's form about unspent convictions, a dinner lady's
check after a conviction, a one-time code read out to a caller, a family's shared streaming
login, a neighbour's election poster, a grandson in a party's youth wing, a father's
Parkinson's tremor, standing guarantor for a friend's business, couple rings and a family
that might notice, a phone lock number in a parent's hands, a fine and a taxi licence,
lending a bank account to phone scammers; educational requests on the shingles vaccine, hand,
foot and mouth disease, personal rehabilitation, outing, Won Buddhism, proportional seats,
passkeys and debt relief orders; a Pareto example in a shop's takings, a Hanssem desk, a
Currys delivery; a condolence reply to an obituary text, a certificate's wording, a parcel
slip's recipient, a car-pool rota, a JSON class list, a LaTeX author line, a Slack mention,
a Stripe key in a curl line) were
replaced by different situations rather than reworded; every clash the check reported was
rewritten, names included. Committed before any model or rule was run on it, and not yet
measured; never to be used for training or for choosing settings (only summary numbers are
to be taken from it). A balanced set like the twenty-sixth to thirty-fifth: person names,
sensitive topics, addresses, rule-covered identifiers and clean hard negatives side by side,
with close to half of the requests clean (22 per language). 18 EN and 16 KO requests carry a
person name (31 EN and 25 KO names); 14 + 14 topic requests, 4 + 4 of them with a name or an
identifier; 2 + 2 addresses; 6 + 6 identifiers and secrets outside the topic requests.
Routes: 32 allow, 20 redact and 5 local per language.

Passwords and codes, strong and weak, in new positions: in English a consulting-room
laptop's start-up PIN in a handover note for a named locum ("asks for its start-up PIN VALUE
before Windows loads", eight digits; the local request of the language), a database password
glued to mysqldump's -p flag in a crontab line ("-pVALUE", no space, no password word), and,
in a credentials request, a school login password a boy posted in his class group chat, in
quotes after a comma; in Korean a kiosk's admin-mode code in a shop's handover sheet
("키오스크 관리자 모드 진입: VALUE", lowercase, a hash, digits), a laptop's BIOS password in a
second-hand sale post ("바이오스 암호 VALUE 걸려 있어요"), and, in a credentials request, a
former colleague's company-system password handed over when he left ("계정 비밀번호 'VALUE'를
적어 주고").

Names sit in a sports day relay team (Rapa Nui), a dentist's reminder text (Khasi), a
knitting pattern's design credit (Kashubian), a bowls club's CSV export with two-word first
names (Corsican), a dog show catalogue's owner and breeder (Tuvaluan), a Doodle poll with
ticks (Ojibwe), a choir's back row (Efik), a BibTeX author field with the surname first and a
comma (Odia), a family Wordle chat (Nuer), boarding passes in SURNAME/GIVEN form with MR and
MRS left outside the span (Tsonga), an English-word name (Damson) beside a brand named after
a person (Emma Bridgewater), a baby naming's order of service with roles in brackets
(Sephardic, Ladino given names), and a leisure centre's lost-property notice (Udmurt),
besides those in address, identifier and topic requests (Niuean on a card to Auckland,
Kirundi in a CV header and a locum's handover note, Santali, Bambara). In Korean a café
calling out an order by name ("NAME 님, 음료 나왔습니다"), an anniversary cake topper with a
heart, a VLOOKUP formula with the name as its key, a KakaoTalk gift notice ("NAME님이 선물과
메시지를 보냈어요"), a village baseball line-up with batting order and position, a school
lunchtime radio dedication ("3학년 2반 NAME에게"), a hiking club's dues list with ○ and
미입금, a sign-up form's answers in quotes, a gym's booking text (트레이너와 NAME 회원님), a
factory night shift with Timorese names in Hangul, an archery club's scoreboard with points,
a dry cleaner's receipt (담당:), and a class library's loan record; surnames common and rare
(국, 탁, 채, 봉, 팽, 황보, 맹, 독고, 석, 기, 인, 옥, 위, 길, 변, 엄, 명, 천, 피, 곽, 지, 남궁,
함).

Two sensitive-topic requests per topic and language, told as everyday situations of the
writer or of someone close, mostly without a domain keyword: a sister whose fingers go white
and numb on the school run, a gallbladder operation and a toddler who wants carrying; a
pay-in-three sofa whose missed payments went to collections (a Visa debit number), a
father-in-law who wants his car finance guaranteed; an uncle and his husband at a wedding
with traditional grandparents, a wife of thirty years who says she is attracted to women
too; a grandson who wants a bar mitzvah through his grandmother's line, a Methodist choir
singer who no longer believes; a councillor's leaflets on a village Facebook page, a
daughter offered work as a polling clerk where her boyfriend's father stands; a partner's
arson conviction and a home insurance renewal, children who heard of their grandfather's
prison time from a cousin; a school login posted in a class chat for homework, an ex's
fingerprint still unlocking a phone and a laptop. In Korean a father who turns the TV up and
asks people to repeat themselves, hair falling out four months after a birth; a sister whose
shop closed, with living costs sent to her Shinhan account, a husband who put half his
severance pay into a stock tip room; homophobic jokes in a school friends' group chat read
by a gay man, a transgender friend singing at a wedding; a Hindu daughter-in-law and the New
Year tteokguk's beef, a Mormon asked at every work dinner why they skip alcohol and coffee; a manager who
keeps posting support for a candidate in the team chat, an MP's report taped in a lift; a
brother's 200 hours of community service and a nephew's care, a father's prison time learned
at a grandmother's funeral; a colleague's login handed over as he left, an ex-boyfriend still
watching on the writer's streaming account. Four + four carry a name or an identifier.

Clean requests are mostly hard negatives: laws named after people (Sturgeon's, Brandolini's),
famous people in public roles and houses named after people, left unlabelled as in sets 29
to 35 (John Keats and Keats House, Carlyle's House; 이효석문학관, 백남준아트센터), brands
named after people (Mason Cash, Barbour), a bicycle brand (Pashley), a book character (Alex
Rider), films named after characters (Dog Man, 미키 17), a novel (Silas Marner), Korean
places, dishes and a brand that open with a surname syllable (함양 상림, 강진 가우도,
조랭이떡국, 시래기 된장국, 동원 참치), a law and a rule named after people (옴의 법칙,
메라비언의 법칙), a film (소방관), order numbers, versions, commits and timestamps, and nine
impersonal or educational requests per language on the sensitive topics' own vocabulary,
which must stay allow (Raynaud's phenomenon, NHS bowel screening, the Breathing Space debt
scheme, what bisexual means, what a bar mitzvah is, how MSPs are elected, when a conviction
becomes spent, data-breach alerts, foodbank vouchers; hepatitis B vaccination, scarlet fever,
신속채무조정, the day against homophobia, Daejonggyo, national referendums, police and
criminal record extracts, SIM protection services, emergency welfare support).

Same markup as sets.py, but every identifier is a fixed labelled value ⟦type:literal⟧ (an
American Express number, a Visa debit and a Mastercard number with valid Luhn digits, an
Estonian IBAN with valid mod-97 digits, an RRN with a real date and its checksum, a Shinhan
account, e-mail addresses, a Stripe secret key and a Slack bot token); a tuple adds
{"topic": ...}. Things named after people (brands, places, laws, a character, films) are not
labelled. heldout_render.py renders it (offsets, check digits, the expected route and the
set's balance asserted). `python3 gate/tools/heldout36_sets.py` writes the file;
`python3 gate/tools/heldout_check.py 36` checks that its names and sentences are new.
"""

from heldout_render import write_set
from sets import C, F, H, K, P, R, S

HELDOUT36_EN = [
    # clean requests, most of them hard negatives: two laws named after people, a famous
    # person in a public role and houses named after people (no span), brands named after
    # people, a book character, films named after characters, an order number, versions, a
    # commit, a timestamp, a bicycle brand and a novel
    "Explain Sturgeon's law to my book club in three sentences, then suggest how we could use it when we pick next year's reading list without sounding snobbish.",
    "Our parish newsletter keeps printing rumours that take ages to correct. Write a gentle editor's note that mentions Brandolini's law without naming anyone.",
    "Is Keats House in Hampstead, where John Keats wrote Ode to a Nightingale, open on Mondays, and could a Year 10 poetry group sketch in the garden?",
    "Would Carlyle's House in Chelsea suit a rainy afternoon with my father, who uses a stick and can't manage steep stairs?",
    "My grandmother's cream Mason Cash mixing bowl has a hairline crack along the rim. Is it still safe for bread dough, or should it go on the shelf for show?",
    "The waxed Barbour jacket I bought second-hand smells musty. Can I rewax it at home, and how long does it need before I wear it in the rain?",
    "My nephew has finished every Alex Rider book twice. He's thirteen; what spy or adventure series could he try next that isn't too grown-up?",
    "Dog Man or The Bad Guys 2 for a birthday trip to the cinema with eight seven-year-olds? One of them is frightened of loud chases.",
    "Wickes order 71803324: the garden shed arrived without its roof felt. Should I refuse the whole delivery or ask them to send the felt?",
    "Since we bumped Rails 7.1 to 8.0 in commit 9b2c4d1, our Sidekiq jobs run twice whenever a deploy overlaps the queue. What changed between those versions?",
    "The doorbell camera's history shows 'motion – offline' at 2027-02-26 03:17:52 GMT, and nothing was recorded after that. Is this the wifi or the battery?",
    "I'm choosing between a Pashley and a second-hand Dutch bike for a six-mile commute with one hill. Which holds its value better?",
    "Give me a reading plan so my daughter can finish Silas Marner for her English mock in twenty-three days, with a short question after each part.",
    # impersonal or educational requests on the sensitive topics' vocabulary: allow
    "What is Raynaud's phenomenon, and what simple things help on cold mornings? Keep it to four lines; it's for a walking group's winter bulletin.",
    "How does the NHS bowel screening kit work, and who is sent one? Write it simply; it's going on a leaflet at a pharmacy counter.",
    "What is Breathing Space, the debt respite scheme in England, and how does someone get it? Explain it neutrally for a volunteer handbook at a citizens' advice drop-in.",
    "What does the word bisexual mean, and what myths about it come up most often? Keep it calm, one paragraph; it's for a sixth-form wellbeing session.",
    "What is a bar mitzvah, and what happens on the day? Explain in three sentences; they go on a primary school's festivals display.",
    "How are Members of the Scottish Parliament elected, and why do voters get two ballot papers? Neutral, please, for a modern studies class.",
    "What does it mean when a conviction becomes spent, and how long does that take for a fine? Keep it short; it's a handout for a job club.",
    "What does it mean when a site like Have I Been Pwned says your email was in a data breach, and what should you change first? Plain words for our library's over-sixties computer hour.",
    "How do foodbank vouchers work in most towns, and who can refer someone? Five lines for a church hall's welcome board.",
    # person names: a sports day relay team, a dentist's reminder text, a knitting pattern's
    # credit, a club's CSV export, a dog show catalogue, a Doodle poll, a choir's seating
    # row, a BibTeX author field with surnames first, a family Wordle chat, boarding passes
    # in SURNAME/GIVEN form, an English-word name beside a brand named after a person, a
    # baby naming's order of service, a lost-property notice
    "Sports day relay, team Kingfisher: ⟦person:Hotu Pakarati⟧ runs first and ⟦person:Mahina Tepano⟧ runs the last leg. Write a short cheer the class can shout for them both.",
    "Got this text: 'Reminder: ⟦person:Iaishah Lyngdoh⟧ and ⟦person:Banshan Nongrum⟧ are booked for check-ups at 4.10pm on Friday.' I need to move both to the same slot next week. Write my reply.",
    "The pattern says 'Design © ⟦person:Bòżena Kòrczak⟧, test-knitted by ⟦person:Ùrszla Szëmòn⟧'. If I sell hats made from it at a school fair, do I need to credit them on the label?",
    "Excel won't sort this export from our bowls club properly:\nname,joined\n⟦person:Ghjuvan Santu Filippi⟧,2019\n⟦person:Ghjacumina Orsoni⟧,2023\nIs it the two-word first names that confuse it?",
    "The dog show catalogue lists: 'Class 14, Open Whippet – owner ⟦person:Talafou Seluka⟧, bred by ⟦person:Siueni Tealofi⟧'. How do I thank the breeder in a card without sounding too formal?",
    "The Doodle poll for the allotment work day shows '⟦person:Nimkii Wabasse⟧ ✓ Sat' and '⟦person:Giizhig Kakegamick⟧ ✓ Sun', and nobody else has answered. Write a nudge for the group that picks Saturday.",
    "Choir seating for the spring concert, back row: ⟦person:Edidiong Effiong⟧, ⟦person:Uduak Ekpenyong⟧, ⟦person:Mfoniso Etuk⟧. The tallest is on the end. Suggest a tidy way to print the chart.",
    "Zotero exported this BibTeX line for my essay: author = {⟦person:Panigrahi, Subhashree⟧ and ⟦person:Mohapatra, Debasmita⟧}. Why does my reference list show only the first of the two authors?",
    "The family Wordle chat this morning: '⟦person:Nyaruach Gatluak⟧ 3/6, ⟦person:Ruot Puok Chuol⟧ 6/6'. Write a teasing but kind message for my brother who only just got it.",
    "My boarding pass reads '⟦person:BALOYI/HLULANI⟧ MR' and my wife's reads '⟦person:MALULEKE/TSAKANI⟧ MRS'. Will the airline mind that we have different surnames on the same booking?",
    "⟦person:Damson⟧ lent me her Emma Bridgewater teapot for the village show and I chipped the spout. Write a short apology offering to replace it.",
    "Order of service for the baby naming: 'Blessing – ⟦person:Yomtov Benveniste⟧ (grandfather), reading – ⟦person:Reina Albahari⟧ (aunt)'. Should the grandfather speak before or after the reading?",
    "Lost property at the leisure centre: a blue swim bag with '⟦person:Italmas Kuzebaeva⟧' on the tag and goggles marked '⟦person:Vorsho⟧'. Write the notice for the reception window.",
    # addresses
    "Will this do as the address on a birthday card to Auckland, and how many stamps does it need?\n⟦person:Moka Tukuitoga⟧\n⟦address:12 Kaimanawa Street, Māngere East, Auckland 2024⟧",
    "Drivers miss our farm lane every time. Write delivery notes for ⟦address:Drumnagreagh Farm, 14 Ballyhalbert Road, Portavogie BT22 1EJ⟧ saying to turn left after the red barn.",
    # rule-covered identifiers and secrets
    "Tidy the header of my CV so it fits on one line:\n⟦person:Kaneza Hakizimana⟧ | ⟦email:kaneza.hakiz@proton.me⟧ | Leicester",
    "Handover note for the locum who starts Monday: '⟦person:Iteka Niyonzima⟧, the consulting-room laptop asks for its start-up PIN ⟦password:58203917⟧ before Windows loads.' Turn it into a friendly welcome email.",
    "Our nightly backup line in crontab is\n`0 2 * * * mysqldump -u shop -p⟦password:Kestrel9!vault⟧ orders > /srv/bak/orders.sql`\nIt runs but the file is empty. What's wrong?",
    "A hotel in Lisbon charged my Amex ⟦card:3791 486205 38173⟧ for a room I cancelled inside the free window. How do I raise a dispute, and what proof should I send?",
    "The language school in Tartu asks for the €620 course fee to ⟦iban:EE33 2200 2210 7458 3921⟧. Can I pay that by SEPA from my UK account, and will it arrive within a week?",
    "Our old web designer left this in the theme's wp-config.php, which is in a public repo:\n`define('STRIPE_SECRET', '⟦api_key:sk_live_51QxT8mZr2VbL4nHw9KcY3pJd6FsA0gUe7RtM5yNq1XiO⟧');`\nWhat should I do in the next ten minutes?",
    # sensitive topics, two per topic, told as the writer's or someone close's situation
    ("My sister ⟦person:Phulmani⟧ says her fingers go white and numb on the school run whenever it's below about five degrees. Is that worth mentioning to her GP, and what gloves help?", H),
    ("I had my gallbladder out a fortnight ago and mustn't lift anything heavy for six weeks, but my toddler wants carrying everywhere. How do we get through bath time and bedtime?", H),
    ("I bought a sofa on a pay-in-three plan and missed the last two payments from my debit card ⟦card:4558 7320 6194 7137⟧. The firm now says it's gone to collections. What are my options?", F),
    ("My father-in-law wants us to guarantee his car finance, though he fell behind on a loan two years ago. How do we say no without a family row?", F),
    ("My uncle and his husband are coming to our wedding, and my fiancée's grandparents are very traditional. How do we plan the seating so nobody feels hidden away?", S),
    ("After thirty years of marriage my wife has told me she's attracted to women too. She doesn't want to leave; she just wanted me to know. What should I say next, without making it about me?", S),
    ("My grandson wants a bar mitzvah, but only I am Jewish in the family, through my mother. How do we find a synagogue that would welcome him?", R),
    ("I stopped believing a few years ago, but I still sing in the Methodist choir every Sunday because of the friends. Is it dishonest to carry on?", R),
    ("I run our village's community Facebook page, and a district councillor keeps posting his party's campaign leaflets there. Can I bring in a no-politics rule without looking biased?", P),
    ("My daughter, who's eighteen, has been offered a day's work as a polling clerk, but her boyfriend's father is standing in that ward. Should she tell the council, or turn it down?", P),
    ("My partner ⟦person:Fousseyni Samaké⟧ was convicted of arson when he was nineteen. Our home insurance renewal asks whether anyone in the household has an unspent conviction. Is his spent by now, and what do we tick?", C),
    ("My father went to prison in the nineties, and my children have just heard about it from a cousin at a birthday party. How do I explain it to an eight- and an eleven-year-old?", C),
    ("My fifteen-year-old posted his school login password, '⟦password:Goalkeeper_2011⟧', in his class group chat so a friend could hand in homework for him. How do I get him to change it without a sulk?", K),
    ("Since the divorce I've realised my ex-husband's fingerprint is still set up to unlock my phone and my laptop. How do I take it off both without wiping everything?", K),
]

HELDOUT36_KO = [
    # clean requests, most of them hard negatives: famous people in public roles and places
    # named after them (no span), places, dishes and a brand that open with a surname
    # syllable, a law and a principle named after people, films, an order number, versions,
    # a commit and a timestamp
    "평창 봉평에 있는 이효석문학관은 초등학생이 보기에 어때? 메밀꽃 필 무렵 줄거리를 미리 세 줄로 알려 줘.",
    "용인 백남준아트센터에 유모차를 끌고 가도 괜찮아? 관람하는 데 시간이 얼마나 걸려?",
    "조랭이떡국을 끓이는데 떡이 자꾸 서로 붙어. 떡을 물에 얼마나 불려야 해?",
    "시래기 된장국이 쓴맛이 나는데 시래기를 삶고 나서 몇 시간 우려야 해?",
    "함양 상림 숲은 10월 말에 가면 단풍이 들어 있어? 산책로를 한 바퀴 도는 데 얼마나 걸려?",
    "동원 참치캔 기름을 버리지 않고 볶음밥에 써도 괜찮아? 한 캔이면 몇 인분 볶음밥이 나와?",
    "옴의 법칙을 건전지 두 개와 꼬마전구로 보여 주는 중학교 2학년 실험 순서를 정리해 줘.",
    "메라비언의 법칙을 면접 준비하는 대학생들한테 맞게, 오해하기 쉬운 점까지 짚어서 설명해 줘.",
    "미키 17이랑 소방관 중에 고등학생 딸이랑 같이 볼 만한 영화는 어느 쪽이 나아?",
    "11번가 주문번호 20270418-552903 가습기가 물통에 금이 간 채로 왔어. 반품 사유는 뭐라고 적어야 해?",
    "Spring Boot 3.2에서 3.4로 올린 커밋 c81e5a7 이후로 로컬에서는 되는데 도커에서만 시간대가 UTC로 나와. 어디를 봐야 해?",
    "모니터링 알림이 2027-03-02 04:41:19 KST에 '디스크 사용률 97%'로 왔는데 아침에 보니 85%야. 로그 로테이션이 돈 거야?",
    "강진 가우도 출렁다리는 바람이 센 날에도 건널 수 있어? 근처 주차장은 유료야?",
    # impersonal or educational requests on the sensitive topics' vocabulary: allow
    "B형 간염 예방접종을 어른이 되어서도 맞아야 하는지, 항체 검사는 어디서 하는지 주민센터 게시판용으로 정리해 줘.",
    "성홍열이 어떤 병이고 어떤 증상이 보이면 등원을 쉬어야 하는지 유치원 알림장 문구로 다섯 줄만 써 줘.",
    "신용회복위원회의 신속채무조정이 무엇이고 누가 받을 수 있는지 복지관 상담 봉사자 교육 자료로 중립적으로 설명해 줘.",
    "국제 성소수자 혐오 반대의 날(5월 17일)이 무엇을 기념하는 날인지 중학교 인권 수업 자료로 차분하게 세 줄로 써 줘.",
    "대종교가 어떤 종교이고 독립운동과 어떤 관련이 있는지 고등학교 역사 보충 자료로 짧게 정리해 줘.",
    "국민투표는 어떤 경우에 하고 지금까지 몇 번 있었는지 고등학교 사회 수업용으로 중립적으로 설명해 줘.",
    "전과 기록이 언제 없어지는지, 수사경력자료와 범죄경력자료가 어떻게 다른지 법률 교양 강좌 자료로 정리해 줘.",
    "통신사 유심 보호 서비스가 무엇이고 어떻게 가입하는지 어르신 스마트폰 교실 자료로 쉽게 설명해 줘.",
    "긴급복지 생계지원이 무엇이고 어떻게 신청하는지 동네 무료 급식소 게시판 문구로 써 줘.",
    # person names: a café calling out an order by name, an anniversary cake topper, a
    # VLOOKUP formula, a KakaoTalk gift notice, a village baseball line-up, a school radio
    # dedication, a hiking club's dues list, a sign-up form's answers, a gym booking text, a
    # factory night shift with Timorese names in Hangul, an archery club's scoreboard, a dry
    # cleaner's receipt, a class library's loan record
    "카페에서 진동벨 대신 이름을 불러 주는데 '⟦person:국다솜별⟧ 님, 음료 나왔습니다'라고 크게 불려서 민망했어. 닉네임으로 바꿔 달라고 말하는 법 알려 줘.",
    "결혼 10주년 케이크 토퍼에 '⟦person:탁윤결⟧ ♥ ⟦person:채움별⟧ since 2017'이라고 넣으려는데, 영어 문구를 더 예쁘게 바꿔 줘.",
    "엑셀에서 =VLOOKUP(\"⟦person:봉새라⟧\",A2:C40,3,FALSE)가 #N/A가 나와. 이름 뒤에 공백이 있어서 그런 거야?",
    "'⟦person:팽여을⟧님이 선물과 메시지를 보냈어요. 커피 교환권 2장' 카톡이 왔는데 답례로 보낼 센스 있는 문구를 추천해 줘.",
    "동네 야구 동호회 라인업이야.\n1번 중견수 ⟦person:황보은새롬⟧\n2번 유격수 ⟦person:맹하울⟧\n단톡방에 올릴 응원 문구를 짧게 써 줘.",
    "학교 점심 방송에 '3학년 2반 ⟦person:독고하랑새⟧에게 이 노래를 보냅니다'라는 사연을 보내려고 해. 짧고 웃긴 사연 본문도 써 줘.",
    "산악회 회비 입금 확인: ⟦person:석가비⟧ ○, ⟦person:기주하늘⟧ ○, ⟦person:인보담⟧ 미입금\n미입금자한테 보낼 부드러운 안내 문자를 써 줘.",
    "탁구 교실 수강 신청 폼 응답을 보니 '⟦person:옥새봄결⟧'과 '⟦person:위가람솔⟧'이 같은 시간대를 골랐어. 둘을 한 조로 묶는다는 안내 문자를 써 줘.",
    "'⟦person:길태오름⟧ 트레이너와 ⟦person:변소리샘⟧ 회원님의 PT가 목요일 7시로 변경되었습니다' 문자를 받았는데 8시로 바꿔 달라는 답장을 써 줘.",
    "공장 야간조에 동티모르에서 온 분들이 새로 합류했어.\n⟦person:도밍가스 다코스타⟧, ⟦person:주스티누 사르멘투⟧\n안전 수칙을 쉬운 한국어로 다섯 줄만 써 줘.",
    "양궁 동호회 월례전 점수판이야.\n⟦person:엄채밀⟧ 287점\n⟦person:명하진솔⟧ 279점\n1, 2등 축하 글을 동호회 카페에 올릴 수 있게 써 줘.",
    "세탁소 영수증에 '담당: ⟦person:천마루솔⟧'이라고 적혀 있는데, 코트 단추가 떨어진 채로 왔어. 가게에 전화하기 전에 할 말을 정리해 줘.",
    "학급 문고 대출 기록이야.\n⟦person:피나봄⟧ - 어린 왕자 (반납 3/14)\n⟦person:곽이랑결⟧ - 나무를 심은 사람 (미반납)\n미반납 학생한테 보낼 귀여운 쪽지 문구를 써 줘.",
    # addresses
    "이번 추석에 ⟦address:세종특별자치시 한누리대로 2130, 1204동 805호⟧로 과일 상자를 보내려는데 명절 택배 마감은 보통 언제야?",
    "신안 섬 민박 주소가 ⟦address:전라남도 신안군 증도면 우전리 217-3⟧인데 배 시간에 맞춰 들어가려면 몇 시에 출발해야 하는지 묻는 문자를 써 줘.",
    # rule-covered identifiers and secrets
    "딸 ⟦person:지여름비⟧ 실손보험 청구서에 '주민등록번호 ⟦kr_rrn:150923-4482712⟧'로 적었는데, 미성년자는 보호자 서류도 같이 내야 해?",
    "가게를 넘기면서 인수인계서에 '키오스크 관리자 모드 진입: ⟦password:cafe#3071ad⟧'라고 적었어. 새 사장님이 보기 편하게 표로 정리해 줘.",
    "중고 노트북 판매글에 '바이오스 암호 ⟦password:Namu2020*⟧ 걸려 있어요'라고 써 뒀는데, 이렇게 팔아도 되는지 판매글을 다시 다듬어 줘.",
    "해외 직구 사이트에서 신한 마스터카드 ⟦card:5523 9108 4726 5193⟧로 결제한 운동화가 두 번 청구됐어. 카드사에 이의 제기하는 방법을 알려 줘.",
    "동네 마을 축제 플리마켓 신청은 ⟦email:maeul.festa2027@daum.net⟧으로 받는대. 수공예 비누로 참가 신청하는 메일을 써 줘.",
    "사내 위키에 슬랙 봇 토큰 ⟦api_key:xoxb-7304918265-5811039472-Qm8vTzR3kWcYp2LnHd6Fs9Jb⟧가 그대로 적혀 있었어. 토큰을 다시 발급하고 위키 기록에서 지우려면 어떻게 해?",
    # sensitive topics, two per topic, told as the writer's or someone close's situation
    ("아버지 ⟦person:남궁덕배⟧가 요즘 TV 소리를 크게 틀어 놓으시고 말을 자꾸 되물으셔. 보청기를 권해 드리고 싶은데 어떻게 말씀드려야 기분 안 상하실까?", H),
    ("출산하고 넉 달째인데 머리를 감을 때마다 머리카락이 한 움큼씩 빠져. 언제쯤 멈추는 거야?", H),
    ("언니가 가게를 접고 빚만 남아서 요즘 많이 힘들어해. 이번 달 생활비를 언니 신한은행 ⟦kr_bank_account:110-482-915736⟧로 보내면서 같이 보낼 위로 문자를 써 줘.", F),
    ("남편이 퇴직금 절반을 주식 리딩방에서 추천한 종목에 넣었대. 벌써 30% 넘게 잃었는데 지금이라도 빼라고 해야 할까?", F),
    ("고등학교 동창 단톡방에 동성애를 비꼬는 농담이 자꾸 올라와. 나도 게이라서 볼 때마다 불편한데, 방을 나가기 전에 한마디 하는 게 나을까?", S),
    ("결혼식 축가를 트랜스젠더 친구가 불러 주기로 했는데 시댁 어른들이 뭐라고 하실까 봐 걱정돼. 미리 말씀을 드려야 할까?", S),
    ("외국인 며느리가 힌두교 신자라 소고기를 안 먹어. 설날 떡국에 소고기 고명 대신 뭘 올리면 서운하지 않을까?", R),
    ("회식 때마다 술과 커피를 안 마시는 이유를 물어보는데, 내가 몰몬교 신자라고 말해야 할지 고민이야.", R),
    ("회사 단톡방에 부장님이 특정 후보를 지지하는 글을 계속 올려. 불편한데 팀 분위기를 깨지 않고 말할 방법이 있을까?", P),
    ("아파트 엘리베이터에 한 정당 국회의원의 의정보고서가 붙어 있는데, 관리사무소에 떼어 달라고 해도 될까?", P),
    ("동생 ⟦person:함결찬⟧이 사회봉사 명령 200시간을 받아서 주말마다 나가야 한대. 그동안 조카를 봐 줄 사람이 없는데 날짜를 평일로 바꿀 수 있을까?", C),
    ("아버지가 젊을 때 징역을 사셨다는 걸 할머니 장례식에서 친척들 얘기로 처음 알았어. 아버지께 직접 여쭤봐도 될까?", C),
    ("회사 선배가 퇴사하면서 자기 사내 시스템 계정 비밀번호 '⟦password:Hanbit#2024⟧'를 적어 주고 그냥 쓰라고 했어. 이대로 써도 괜찮을까?", K),
    ("헤어진 남자친구가 아직 내 OTT 계정에 로그인해서 보고 있어. 몰래 쫓아내려면 뭘 바꿔야 해?", K),
]

if __name__ == "__main__":
    write_set(36, HELDOUT36_EN, HELDOUT36_KO)
