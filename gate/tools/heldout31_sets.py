"""Thirty-first held-out hand-written set for the Privacy Gate (gate/data/handwritten_heldout31.jsonl).

Written apart from the gate (nothing under gate/src/ was read: neither the rules, nor the
topic cues, nor the models), apart from the generator's templates and word lists, and without
paraphrasing an earlier hand set; themes and examples come from everyday requests people make
to a local assistant. Where a first draft turned out to tell a situation an earlier set had
already told (a search of the earlier sets' words, and the check's shared runs), it was
replaced by a different situation rather than reworded, and every clash the check reported was
rewritten. Committed before any model or rule was run on it, and not yet measured; never to be
used for training or for choosing settings (only summary numbers are to be taken from it). A
balanced set like the twenty-sixth to thirtieth: person names, sensitive topics, addresses,
rule-covered identifiers and clean hard negatives side by side, with close to half of the
requests clean (22 per language). 18 EN and 16 KO requests carry a person name (31 EN and 25
KO names); 14 + 14 topic requests, 4 + 4 of them with a name or an identifier; 2 + 2
addresses; 6 + 6 identifiers and secrets outside the topic requests. Routes: 32 allow, 20
redact and 5 local per language.

Passwords and codes are told in new ways, strong and weak: in English an alarm told as "to
switch off the alarm, key in VALUE and press the tick" (four digits, no code word), a quoted
strong password that opens the request before its keyword ("VALUE" is what I set as Dad's new
laptop password) passed to a named sister, a leisure-centre locker's "combination VALUE" after
its number, and, in a credentials request, a reused word-and-year password named before the
accounts it opens; in Korean a shared front door told as "공동현관은 VALUE 누르고" (a hash and
four digits, no password word), a gym locker "사물함 23번 비번 VALUE로" (four digits after a bare
keyword, with the locker number before it), and a shopping login set to a wedding anniversary
("결혼기념일로 VALUE 해 놨는데", lowercase and digits).

Names sit in a WhatsApp export ("[date, time] Name:") about a fruit cage's netting (Romanian), a
JavaScript array of choir altos (Māori), a vCard's FN: line beside an organisation named after
a town (Icelandic), a meeting invite's Attendees: line (Kazakh), lowercase chat with no
apostrophes about the school run (Turkish given names), a driving instructor by surname
(Hungarian), a Python module docstring's Author: (Mongolian), a wedding table plan (Basque), a
Slack message with @-mentions (Tamil), a name beside a brand named after a person (Dyson), an
English-word name (Clementine) beside a character (Peter Rabbit), Greek given names beside an
airport and a town named after a saint (Stansted, Bury St Edmunds), and a name opening a
sentence (Kikuyu), besides those in address, identifier and topic requests (Norwegian, an Irish
given name alone, Serbian, Igbo). In Korean a mobile KakaoTalk export ("2027년 1월 9일 오후
8:14, 이름 :"), a tab-separated wedding-gift ledger with relations, a homeroom teacher with 선생님께,
JSON of a lunch-serving rota, a given name that reads as a word as a vocative (재롱아),
foreign names in Hangul before 씨 (바야르사이한, 수닐 구룽), a 팀장님, a name that opens with a
food word (우동현) beside a city, a dish and a market (전주, 콩나물국밥, 남부시장), cousins joined
by 이랑 and 하고, a Python comment with 님, a 고객님, a band notice signed by a 총무, choir soloists
whose full names read as words (조약돌, 송사리, 도토리) glued to 이 and 가, and an RRN with a
father-in-law's old-fashioned name (왕복남); surnames common and rare (육, 탁, 봉, 어, 함, 석, 마,
국, 편, 길, 우, 표, 남, 옥, 나, 조, 송, 도, 왕, 감).

Two sensitive-topic requests per topic and language, told as everyday situations of the
writer or of someone close, mostly without a domain keyword, in varied frames (a letter or
note to draft, a question, a worry): a bald patch appearing before a wedding, a flatmate who
stopped eating with the household and weighs herself three times a day; a second loan taken to
pay the first without a partner knowing, a school trip paid in instalments with the card
number; coming out at 58 to grown-up children, an uncle and his 'housemate' of thirty years
telling a grandmother; a fiancé's parents wanting a priest to match birth charts, a daughter
who now wears a hijab; a counting agent for an independent candidate at a by-election, a
brother standing for a party that wants to leave the ECHR; a brother on day release from an
open prison, a fine for fare dodging before reading with children at school; one reused
password and a breach, a hijacked Instagram with a changed recovery email; in Korean a husband
who won't be tested after three years without a child, a brother on insulin pressed to drink
at work dinners; a father who guaranteed a friend's failed business loan, a sister-in-law
helping after a husband's shop closed (a KakaoBank account); a man whose boyfriend works at a
client firm, an uncle's lifelong companion at a grandmother's eightieth; a daughter going on a
mission trip to an unsafe country, a son baptised in the army and a Buddhist grandmother; a
junior's election banner, a daughter rebuked for criticising the president in a class
debate; a boyfriend who served a year for fraud before the families meet, a cousin sued over a
company card; a shared shopping login, a new-device KakaoTalk login alert. Four + four carry a
name or an identifier.

Clean requests are mostly hard negatives: a principle, a town, a railway line and a place
named after people (the Pareto principle, Milton Keynes, the Elizabeth line, Bournville),
brands and a character named after people or like them (Dr Martens, Mr Kipling, Cadbury,
Jacuzzi), films named after people (Billy Elliot, Forrest Gump), famous people in public roles
left unlabelled as in sets 29 and 30 (Beatrix Potter, Ada Lovelace and Babbage; 유관순 열사,
장영실), Korean places, a street, dishes and a brand that open with a surname syllable (황리단길,
남해, 우도, 고등어조림, 교촌치킨), laws named after people (멘델의 유전 법칙, 플레밍의 왼손 법칙),
films (극한직업, 미나리), order numbers, versions, commits and timestamps, and nine impersonal or
educational requests per language on the sensitive topics' own vocabulary, which must stay
allow (blood pressure readings, drowsy hay fever tablets, debts after a death, county court
judgments, the end of the ban on gay people in the armed forces, Vaisakhi, the single
transferable vote, cautions and convictions, text codes and authenticator apps; colonoscopy
diet, heat illness, early repayment fees, the civil partnership bill, halal certification,
the date of Easter, overseas voting, community service and attendance orders, public PCs).

Same markup as sets.py, but every identifier is a fixed labelled value ⟦type:literal⟧ (two
Visa numbers with valid Luhn digits, an Irish IBAN with valid mod-97 digits, an RRN with a real
date and its checksum, a KakaoBank account in its 4-2-7 grouping, a UK mobile in the reserved
drama range and a KR mobile, a Stripe and a SendGrid key); a tuple adds {"topic": ...}.
Things named after people (brands, places, a character, laws) are not labelled.
heldout_render.py renders it (offsets, check digits, the expected route and the set's balance asserted).
`python3 gate/tools/heldout31_sets.py` writes the file;
`python3 gate/tools/heldout_check.py 31` checks that its names and sentences are new.
"""

from heldout_render import write_set
from sets import C, F, H, K, P, R, S

HELDOUT31_EN = [
    # clean requests, most of them hard negatives: a principle, a town, a railway line, brands
    # and a character named after people or like them, films named after people, famous people
    # in public roles (no span), an order number, versions, a commit and a timestamp
    "Our allotment committee spends ages on the same few complaints. Explain the Pareto principle with an allotment example so I can use it at the AGM without sounding like a management course.",
    "Beatrix Potter bought up farms around Hill Top to stop them being built on. Could you plan a gentle four-mile walk from Near Sawrey that a seven-year-old could manage?",
    "It's Ada Lovelace Day in October and I'm doing the Year 6 assembly. Give me three things she actually wrote about Babbage's engine, in words ten-year-olds would follow.",
    "Is it quicker to get from Milton Keynes to Cambridge by car on a weekday morning, or by the train through Bedford? I have to be there for nine.",
    "For a Year 9 film club, is Billy Elliot or Forrest Gump the better choice? We get forty minutes a week, so it'll be shown over three sessions.",
    "My new Dr Martens squeak with every step across the office floor. Is it the insole or the sole, and is there a fix that doesn't wreck the leather?",
    "Do Mr Kipling Bakewell slices have gelatine in them? I'm labelling a tray of them for Friday's PTA cake stall.",
    "We're taking the cousins to Cadbury World in Bournville during half-term. Is it worth booking the earliest slot, and is there anywhere to eat a packed lunch?",
    "Does the Elizabeth line run all night at weekends? I land at Heathrow Terminal 5 just after midnight on a Saturday and need to get to Whitechapel.",
    "Argos says order 604418827 was handed to the courier on Tuesday but tracking hasn't moved since. How long should I wait before asking for a refund?",
    "After bumping Django from 4.2 to 5.1, our admin search stopped working on a JSONField at commit a71c3e9. Is there a changed lookup I should know about?",
    "Nginx logged 'upstream timed out (110: Connection timed out) while reading response header' at 2027-01-11T03:12:45Z on three workers at once. Which setting do I look at before anything else?",
    "The Jacuzzi at the lodge we've rented has gone cloudy after one evening. What can we safely add ourselves before calling the site office?",
    # impersonal or educational requests on the sensitive topics' vocabulary: allow
    "What do the two numbers in a blood pressure reading mean? I'm making a poster for the village hall health-check morning.",
    "Why do some hay fever tablets make you drowsy and others don't? One paragraph, to sit on the pharmacy counter as a leaflet.",
    "If a parent dies owing money, do the children inherit the debt? I need neutral wording for a leaflet at the bereavement café.",
    "What's a county court judgment and how long does it stay on a credit file? One paragraph for an advice-centre leaflet.",
    "When did the UK lift the ban on gay people serving in the armed forces, and what led to it? Two paragraphs for a regimental museum panel.",
    "What is Vaisakhi and why does it matter to Sikhs? A few lines to go in the infants' April newsletter.",
    "Explain how the single transferable vote works in Scottish council elections, with a small worked example of five candidates.",
    "In England, is someone who accepts a police caution then counted as convicted? Plain wording for a volunteer-mentor training pack.",
    "Why is a code sent by text weaker than an authenticator app for two-step sign-in? A short piece for the parish magazine.",
    # person names: a WhatsApp export, a JavaScript array, a vCard, a meeting invite, lowercase
    # chat, a driving instructor by surname, a Python docstring, a wedding table plan, a Slack
    # message, a name beside a brand, an English-word name beside a character, names beside a
    # town and an airport, a name opening a sentence
    "[09/01/2027, 19:04] ⟦person:Cosmin Vulpescu⟧: the netting over the fruit cage blew off again\n[09/01/2027, 19:06] ⟦person:Ileana Cernat⟧: cable ties are in the green shed\n[09/01/2027, 19:11] ⟦person:Dorin Paraschiv⟧: I can fix it Sunday after ten\nTurn this into one line I can pin in the allotment group.",
    "```js\nconst altos = [\n  { name: \"⟦person:Tamati Ngatai⟧\", row: 1 },\n  { name: \"⟦person:Mereana Kereama⟧\", row: 1 },\n  { name: \"⟦person:Hinewai Poutama⟧\", row: 2 },\n];\n```\nHow do I group these by row so the choir seating chart prints row 1 first?",
    "BEGIN:VCARD\nVERSION:3.0\nFN:⟦person:Svanhildur Eyjólfsdóttir⟧\nORG:Hafnarfjörður Knitting Circle\nEND:VCARD\nOutlook imports this with a blank name field. Which line is missing?",
    "Attendees: ⟦person:Rustembek Zhaksylykov⟧, ⟦person:Aizhan Nurmagambetova⟧, ⟦person:Gaukhar Temirbekova⟧\nSubject: Community centre boiler quotes\n\nWrite a two-line agenda for this meeting and suggest how long it needs.",
    "can u remind ⟦person:kemal⟧ its his turn for the school run tmrw, ⟦person:ayse⟧ did it twice this week already and ⟦person:deniz⟧ is at her nans lol. keep it friendly",
    "Mr ⟦person:Szentmiklósi⟧, my driving instructor, got me through my test on the fourth go. Could you come up with a few funny lines for a card to go with a bottle of wine?",
    "```python\n\"\"\"Weekly tea-rota builder.\n\nAuthor: ⟦person:Bolortuya Gantulga⟧\n\"\"\"\n```\nWhat else usually goes in a module docstring like this one?",
    "Table 4: ⟦person:Ainhoa Urrestarazu⟧, ⟦person:Iker Zubizarreta⟧, ⟦person:Jokin Olabarria⟧ (vegetarian)\nTable 5: still empty\nCan you spread these three across both tables so nobody sits with only strangers?",
    "Make this Slack message sound calmer: \"@⟦person:Vaidehi Raghunathan⟧ @⟦person:Keerthana Subbiah⟧ client moved the demo to Thurs 3pm!!! can one of you update the deck asap\"",
    "Can you ask ⟦person:Lachlan⟧ whether he still wants our old Dyson before I put it on Facebook Marketplace? Say there's no rush till Friday.",
    "Tell ⟦person:Clementine⟧ the Peter Rabbit cake is ready to collect from the bakery after two, and that they've spelled her name right this time.",
    "⟦person:Evangelia⟧ and ⟦person:Panagiotis⟧ land at Stansted on Friday and want a day out in Bury St Edmunds. What's the easiest way there without a car?",
    "⟦person:Nyokabi Wambugu⟧ has offered to take over the minutes for the residents' association. Write her a short thank-you and two lines for the newsletter introducing her.",
    # addresses
    "Posting a Christmas card to the States. Does this look correctly laid out?\n⟦person:Hallvard Eikeland⟧\n⟦address:2214 W Dickens Ave, Chicago, IL 60614⟧",
    "Our new flat is ⟦address:5 Wharf Cottages, Mill Lane, Hebden Bridge HX7 6EH⟧. Draft a change-of-address email to the dentist and the vet.",
    # rule-covered identifiers and secrets
    "The owner of the cottage we've booked near Dingle wants the €300 deposit sent to ⟦iban:IE20 AIBK 9311 5247 8309 62⟧. Will a transfer from my UK bank cost much, and how long does it take?",
    "A teammate pasted a chunk of docker-compose.yml into a public GitHub issue:\n```yaml\n    environment:\n      - STRIPE_KEY=⟦api_key:sk_live_51Nq7ZcT4vLm2RxWb8KeYp3Hd⟧\n```\nWhat should we do in the next hour, in order?",
    "Note for the cleaner: to switch off the alarm, key in ⟦password:2719⟧ and press the tick. Please skip the loft room this week.",
    "\"⟦password:Marigold!Ferry83⟧\" is what I set as Dad's new laptop password. Text my sister ⟦person:Oonagh⟧ so she can sign him in when she visits on Sunday.",
    "Draft a WhatsApp to ⟦person:Jelisaveta Vasić⟧ (⟦phone:07700 900418⟧) asking if she can swap Saturday's parkrun volunteering slot with me.",
    "Remind me in the note that my locker at the leisure centre is number 112, combination ⟦password:5531⟧, and the towels are in the bottom bag.",
    # sensitive topics, two per topic, told as the writer's or someone close's situation
    ("A bald patch the size of a 50p has appeared on the back of my head in a fortnight, and my hairdresser found a second one. I've a wedding in June. Could it be stress?", H),
    ("My flatmate ⟦person:Uchenna⟧ has stopped eating with us and weighs herself three times a day. What's a gentle first thing to say that won't make her shut me out?", H),
    ("I took a second loan to pay off the first and my partner has no idea. The repayments are £430 a month and I bring home £1,600. What should I sort out first?", F),
    ("My daughter's school trip to Iceland is £1,150 and I simply haven't got it. Write to the school asking to pay in instalments, with the first £200 on my card ⟦card:4921 6848 4139 2938⟧.", F),
    ("At 58 I've told my grown-up children I'm gay, and my eldest hasn't replied in nine days. Do I message again or leave it?", S),
    ("My uncle ⟦person:Kelechi⟧ has lived with his 'housemate' ⟦person:Ekene⟧ for thirty years, and Gran still calls him the lodger. They've asked me to help them tell her properly. Where do we begin?", S),
    ("Before they'll fix a wedding date, my fiancé's parents want their priest to match our birth charts, and I'm not Hindu. How do I ask what happens if ours don't match?", R),
    ("After months of reading about Islam, our daughter, who's fifteen, now wears a hijab to school, and her dad isn't coping. Any ideas for getting through Christmas calmly?", R),
    ("I've agreed to be a counting agent for the independent candidate at our by-election, so I'll be up all night before a work deadline. Draft a note asking to start late the next morning without saying why.", P),
    ("My brother is standing for a party that wants Britain out of the ECHR, and he wants me and the kids in his leaflet photo. Is there a way to refuse that won't start a family war?", P),
    ("Next month my brother gets day release from the open prison he's in, and he wants to come to Mum's 70th. What will the rest of the family need to know beforehand?", C),
    ("Twelve years ago I was taken to court for dodging train fares and fined. Now I've been asked to hear children read at my son's school. Will that show on the check?", C),
    ("I've used ⟦password:Kestrel1990⟧ for my email, my bank and my old Yahoo, and Yahoo has just emailed about a breach. Which one should I change first, and to what?", K),
    ("Someone logged into my Instagram from another country at 3am and changed the recovery email. How do I get it back before they message my followers?", K),
]

HELDOUT31_KO = [
    # clean requests, most of them hard negatives: a street, places and dishes that open with a
    # surname syllable, a brand, famous people in public roles (no span), laws named after
    # people, films, an order number, versions, a commit and a timestamp
    "주말에 경주 황리단길 가려는데 차를 어디에 대야 덜 헤매? 오전 10시쯤 도착할 것 같아.",
    "남해 독일마을이랑 다랭이마을을 하루에 다 보려면 어느 쪽부터 가는 게 동선이 좋아?",
    "우도 들어가는 배는 성산항이랑 종달항 중에 어디서 타는 게 나아? 전기자전거도 빌리고 싶어.",
    "고등어조림에 무를 깔 때 무를 먼저 삶아 둬야 해? 매번 무가 덜 익어서 고민이야.",
    "교촌치킨 허니콤보 맛을 집에서 흉내 내려면 소스에 뭘 넣어야 해? 꿀 말고 다른 재료도 알려 줘.",
    "유관순 열사가 아우내 장터에서 만세 운동을 이끈 이야기를 초등학교 3학년 눈높이로 다섯 문장만 써 줘.",
    "장영실이 만든 자격루가 어떻게 시간을 알렸는지 과학관 체험 학습지에 넣을 설명으로 써 줘.",
    "멘델의 유전 법칙을 완두콩 그림 없이 설명해 줘. 고등학교 1학년 통합과학 복습용이야.",
    "플레밍의 왼손 법칙에서 손가락 세 개가 각각 뭘 뜻하는지 외우기 쉬운 방법 있어?",
    "극한직업이랑 미나리 중에 주말에 부모님이랑 같이 볼 영화로 뭐가 나을까? 두 분 다 일흔이 넘으셨어.",
    "11번가 주문번호 202701118836021 상품이 판매자 발송 지연이라는데, 주문 취소하면 쿠폰도 돌려받을 수 있어?",
    "리액트 18에서 19로 올렸더니 커밋 c58e02b부터 테스트에서 act 경고가 쏟아져. 어디부터 고쳐야 해?",
    "2027-01-12 02:37:09 KST에 MySQL 슬로 쿼리 로그에 같은 쿼리가 40초씩 찍혔어. 인덱스 문제인지 어떻게 확인해?",
    # impersonal or educational requests on the sensitive topics' vocabulary: allow
    "대장내시경 받기 사흘 전부터 피해야 할 음식을 건강검진 안내문에 넣을 표로 정리해 줘.",
    "폭염 때 온열질환을 예방하는 방법을 경로당 게시판에 붙일 안내문으로 짧게 써 줘.",
    "대출 중도상환수수료가 왜 생기는지 사회초년생 금융 교육 자료용으로 쉽게 설명해 줘.",
    "생활동반자법이 어떤 법안인지 시사 토론 수업용으로 찬반 치우치지 않게 설명해 줘.",
    "할랄 인증이 뭔지 학교 급식 담당자 연수 자료용으로 설명해 줘.",
    "성탄절은 날짜가 정해져 있는데 부활절은 왜 해마다 바뀌어? 교양 강좌용으로 짧게 정리해 줘.",
    "재외국민 투표는 어떻게 신청하고 어디서 하는지 유학생 커뮤니티 공지로 정리해 줘.",
    "사회봉사명령이랑 수강명령은 뭐가 다른지 법과 사회 수행평가 자료로 정리해 줘.",
    "도서관 공용 PC에서 로그인할 때 주의할 점을 이용자 안내문 다섯 줄로 써 줘.",
    # person names: a mobile KakaoTalk export, a tab-separated gift ledger, a homeroom
    # teacher, JSON, a vocative, foreign names in Hangul, a 팀장님, a name that opens with a
    # food word beside a city and a dish, cousins joined by 이랑 and 하고, a Python comment, a
    # 고객님, a notice signed by a 총무, names that read as words glued to particles
    "2027년 1월 9일 오후 8:14, ⟦person:육연수⟧ : 이번 주 조기축구 끝나고 회식 어디서 해요?\n2027년 1월 9일 오후 8:16, ⟦person:탁무현⟧ : 저번에 간 감자탕집 어때요\n2027년 1월 9일 오후 8:17, ⟦person:봉경애⟧ : 좋아요 제가 예약할게요\n이 대화로 단톡방에 올릴 공지 한 줄 써 줘.",
    "이름\t금액\t관계\n⟦person:어동필⟧\t100000\t외삼촌\n⟦person:함석봉⟧\t50000\t아버지 친구\n⟦person:석춘자⟧\t50000\t엄마 계모임\n결혼식 축의금 장부인데 관계별로 합계를 내 줘.",
    "⟦person:마은혜⟧ 선생님께 다음 주 수요일 현장체험학습에 아이가 할머니 칠순 잔치 때문에 못 간다고 알림장에 쓸 문장 좀 다듬어 줘.",
    "{\"배식당번\": [{\"이름\": \"⟦person:국희재⟧\", \"요일\": \"화\"}, {\"이름\": \"⟦person:편기원⟧\", \"요일\": \"목\"}]}\n경로당 점심 배식 봉사 당번인데, 이걸 요일별 표로 바꿔 줘.",
    "\"⟦person:재롱⟧아, 내일 비 온대. 우산 챙겨.\" 중학생 아들한테 보내는 문자인데 잔소리처럼 안 들리게 바꿔 줘.",
    "몽골에서 온 ⟦person:바야르사이한⟧ 씨랑 네팔에서 온 ⟦person:수닐 구룽⟧ 씨한테 목요일 오후 안전교육이 2층 회의실로 바뀌었다고 쉬운 말로 알려 줘.",
    "⟦person:길호준⟧ 팀장님께 다음 주 금요일에 연차를 쓰겠다고 메신저로 보낼 말을 짧고 예의 있게 써 줘.",
    "⟦person:우동현⟧ 씨가 전주 가면 콩나물국밥은 꼭 먹어야 한대. 남부시장 쪽이랑 객사 쪽 중에 어디가 나아?",
    "사촌 동생 ⟦person:표찬길⟧이랑 ⟦person:남희조⟧하고 설날에 보드게임 카페 가기로 했어. 넷이서 두 시간 동안 할 만한 게임 추천해 줘.",
    "```python\n# ⟦person:옥가연⟧ 님 요청: 날짜를 YYYY.MM.DD 형식으로 출력\nprint(today.strftime(\"%Y-%m-%d\"))\n```\n요청대로 되려면 이 줄을 어떻게 고쳐야 해?",
    "⟦person:봉길녀⟧ 고객님께 주문하신 절임배추가 폭설 때문에 하루 늦게 출고된다고 사과 문자를 써 줘.",
    "다음 글을 밴드 공지용으로 깔끔하게 다듬어 줘.\n\n2월 동창회는 첫째 주 토요일 저녁 6시, 장소는 지난번 그 고깃집입니다. 회비는 3만 원.\n\n총무 ⟦person:나봉춘⟧",
    "이번 합창단 발표회 독창은 ⟦person:조약돌⟧이 1절, ⟦person:송사리⟧가 2절, ⟦person:도토리⟧가 후렴을 맡기로 했어. 연습 일정표 만들어 줘.",
    # addresses
    "친구가 ⟦address:부산광역시 수영구 광안해변로 219, 1102호⟧로 이사 갔어. 집들이 선물로 뭘 보내면 좋을까?",
    "감귤밭 주소가 ⟦address:제주특별자치도 서귀포시 남원읍 위미리 1873-2⟧인데, 택배 기사님이 찾기 쉽게 길 안내 문구를 써 줘.",
    # rule-covered identifiers and secrets
    "시아버지 ⟦person:왕복남⟧ 님 대신 주민센터에 가서 서류를 떼려는데, 위임장에 주민번호를 ⟦kr_rrn:620817-1204199⟧ 이렇게 쓰면 되는 거야?",
    "호텔 예약할 때 보증용으로 비자카드 ⟦card:4539 3468 9604 1398⟧를 넣었는데 분명히 취소했는데도 노쇼 위약금이 빠져나갔어. 항의 메일 써 줘.",
    "⟦phone:010-4827-3361⟧ 번호로 택배 기사님이 전화하셨는데 못 받았어. 경비실에 맡겨 달라고 보낼 문자 써 줘.",
    "우리 빌라 공동현관은 ⟦password:#7146⟧ 누르고 종 모양 버튼이야. 친정엄마 처음 오실 때 보낼 안내 문자 써 줘.",
    "헬스장 사물함 23번 비번 ⟦password:0614⟧로 해 뒀어. 내일 운동 가기 전에 볼 메모로 적어 줘, 수건이랑 실내화도 챙기라고.",
    "```python\nsg = SendGridAPIClient(\"⟦api_key: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⟧\")\n```\n뉴스레터 발송 스크립트가 사내 위키에 이대로 올라가 있어. 키를 새로 발급하고 환경 변수로 빼는 방법 알려 줘.",
    # sensitive topics, two per topic, told as the writer's or someone close's situation
    ("결혼 3년째 아이가 안 생기는데 남편이 자기 쪽 검사는 끝까지 안 받겠대. 서운하게 안 들리게 설득할 말을 같이 생각해 줘.", H),
    ("동생 ⟦person:표성국⟧이 얼마 전부터 하루 네 번 인슐린을 맞는데, 회식 때마다 부장이 술을 권한대. 동생이 부장한테 할 말을 문장으로 만들어 줘.", H),
    ("아버지가 친구분 사업 대출에 보증을 서 주셨는데 그 회사가 부도가 나서 아버지 앞으로 독촉장이 오기 시작했어. 자식인 나도 갚아야 하는 거야?", F),
    ("남편 가게가 폐업해서 시누이가 당분간 돈을 좀 보태 주겠대. 내 카카오뱅크 ⟦kr_bank_account:3333-14-8720615⟧ 계좌를 알려 주면서 고맙다고 보낼 문자 써 줘.", F),
    ("나는 남자인데 남자친구가 우리 회사 거래처 직원이야. 다음 주 합동 워크숍에서 둘이 처음 보는 척을 해야 할지 모르겠어.", S),
    ("삼촌이 평생 결혼 안 하고 같이 사는 아저씨가 있는데, 할머니 팔순 잔치에 그분도 모시고 싶대. 친척들 앞에서 뭐라고 소개하면 좋을까?", S),
    ("대학생 딸이 교회 선교 단체에 들어가더니 이번 방학에 치안이 안 좋은 나라로 선교를 가겠대. 신앙은 존중하면서 말릴 방법이 있을까?", R),
    ("아들이 군대에서 세례를 받고 와서 이제 매주 성당에 나가겠대. 절에 다니시는 할머니가 서운해하실 것 같은데 어떻게 말씀드릴까?", R),
    ("동네 후배가 이번 지방선거에 청년 후보로 나온다며 내 사진을 지지자 현수막에 넣어도 되냐고 물어. 회사에서 알면 곤란할까?", P),
    ("고등학생 딸이 사회 시간 토론에서 대통령을 비판하는 말을 했다가 선생님한테 지적을 받았대. 학교에 전화해 봐야 할까?", P),
    ("남자친구가 상견례를 앞두고 예전에 사기로 1년을 살았다고 털어놨어. 우리 부모님께도 말씀드려야 할까?", C),
    ("사촌 형 ⟦person:감재웅⟧이 회사 법인카드로 개인 물건을 샀다가 고소를 당했대. 합의금이 모자란다고 나한테 500만 원을 빌려 달라는데 어쩌지?", C),
    ("남편이랑 같이 쓰는 쇼핑몰 계정 비번을 결혼기념일로 ⟦password:love0927⟧ 해 놨는데 모르는 주소로 주문이 두 건 들어갔어. 뭐부터 해야 해?", K),
    ("카카오톡에 새 기기에서 로그인했다는 알림이 왔는데 나는 그런 적이 없어. 지금 바로 뭘 해야 해?", K),
]

if __name__ == "__main__":
    write_set(31, HELDOUT31_EN, HELDOUT31_KO)
