"""Thirty-third held-out hand-written set for the Privacy Gate (gate/data/handwritten_heldout33.jsonl).

Written apart from the gate (nothing under gate/src/ was read: neither the rules, nor the
topic cues, nor the models), apart from the generator's templates and word lists, and without
paraphrasing an earlier hand set; themes and examples come from everyday requests people make
to a local assistant. Each draft's situation was searched for in the earlier sets' words, and
drafts that told a situation an earlier set had already told (a language school's fee to a
Spanish IBAN, a child who wants a religious rite because a friend had one, two mums and a form
with mother and father boxes, a hotel's card hold, a second-hand Kenwood Chef, an insurance
form with a sibling's RRN, a phone contract opened with an in-law's RRN) were replaced by
different situations rather than reworded; every clash the check reported was rewritten, names
included. Committed before any model or rule was run on it, and not yet measured; never to be
used for training or for choosing settings (only summary numbers are to be taken from it). A
balanced set like the twenty-sixth to thirty-second: person names, sensitive topics,
addresses, rule-covered identifiers and clean hard negatives side by side, with close to half
of the requests clean (22 per language). 18 EN and 16 KO requests carry a person name (31 EN
and 25 KO names); 14 + 14 topic requests, 4 + 4 of them with a name or an identifier; 2 + 2
addresses; 6 + 6 identifiers and secrets outside the topic requests. Routes: 32 allow, 20
redact and 5 local per language.

Passwords and codes, strong and weak, in new positions: in English a tablet passcode as the
second of three numbered steps left for a grandmother ("2. Type VALUE", six digits, no
password word), a side gate's code in brackets mid-sentence ("The side gate (code VALUE)
sticks") for a named neighbour letting the dog out (the local request of the language), and,
in a credentials request, a laptop's password hint that is the password itself, after a colon
("the hint is the password itself: VALUE", a town and a year); in Korean a markdown table cell
under a 번호 header for a pottery workshop's store room (four digits), a value followed by
"(비번)" after a wifi name in a note for visiting nephews and nieces (lowercase and digits),
and, in a credentials request, a value after a bank's name in a phone memo ("'농협 VALUE'",
a name and a birth year).

Names sit in git shortlog output (Malayalam), a LaTeX \\author line joined by \\and
(Croatian), a cookbook's dedication (Azerbaijani), a numbered team sheet with a position in
brackets (Samoan, one with an ʻokina), an XML guest list (Bengali), a gift tag's "love from"
(Danish given names), a school-trip form's "Name of child:" and "Parent or carer:" lines
(Portuguese), an "Apologies:" line in meeting notes (Somali), an English-word name in a
possessive (Lupin's doorstep), a name beside a brand named after a person (Laura Ashley;
Manx), a councillor after Cllr (Punjabi; the title is left outside the span), a string in a
spreadsheet SUMIF formula with the surname first (Japanese), and a luggage tag in capitals
(Chamorro), besides those in address, identifier and topic requests (Malay with binti, Telugu,
Guarani in a package.json author line beside an e-mail address, Kalenjin, Burmese). In Korean
an obituary notice (故 and 님 left outside the span) with its 상주: line, a sign-off box
(담당 | 팀장 | 본부장), a SQL INSERT with compound surnames (황보, 서문), a football club's
team-shirt order, a certificate's 성명: line, a cake inscription with 선생님, a [Web발신] text
to a 학부모님, scholarship winners with 군 and 양, a parcel slip's 받는 분 and 보내는 분, a
village head with 이장 and 님, an Indonesian daughter-in-law's name in Hangul after 며느리, a
first-birthday running order (사회:, 축가:), a romanised Korean name on a passport (JEON
HAEBOM), and an RRN with a small daughter's name for a nursery form; surnames common and rare
(엄, 공, 위, 견, 한, 황보, 서문, 박, 라, 염, 심, 인, 지, 현, 주, 용, 노, 배, 변, 전, 하, 금,
천).

Two sensitive-topic requests per topic and language, told as everyday situations of the
writer or of someone close, mostly without a domain keyword: a fourteen-year-old pulling out
his eyebrows while revising, a seventeen-year-old county runner without a period since
September; undeclared tax on reselling trainers with a card for the first payment, a partner
who earns three times as much and wants to split everything after the baby; a daughter's best
friend afraid his parents will learn he is gay, an ex-husband telling the children the writer
left him for a woman; a mother-in-law's holy water over the baby's cot, a manager who signs
off emails with Proverbs; a grandfather's postal vote for last time's candidate, a husband
joining the Conservatives to vote for their leader; a football banning order before the police
cadets, a sister caught at a bakery's till who wants a cleaning round; a father's password
hint that is the password, a personal Gmail left open on a former workplace's PC. In Korean a
younger brother, a lorry driver, whose world spins when he turns his head, leaking after
childbirth; three months of unpaid wages, a friend who has not repaid a loan (a Woori account
in its 4-3-6 grouping); a mother's live-in 'aunt' who is her partner, a pupil who tells only
her teacher about her girlfriend; a company head's Monday-morning worship, a friend from India
who does not eat beef for his family's faith on a club trip; a boyfriend's posts against
immigrants, a neighbourhood 통장 asked for residents' contacts by a candidate's camp; a
brother-in-law fined for hitting a taxi driver who applies to drive a nursery van, an insult
fine for an online comment before a tutoring job; a mother's banking password in a phone memo,
a boyfriend who learned the phone's unlock pattern. Four + four carry a name or an identifier.

Clean requests are mostly hard negatives: a law and a principle named after people
(Gresham's, Le Chatelier's), famous people in public roles and a museum named after one, left
unlabelled as in sets 29 to 32 (Grace Darling, Giuseppe Garibaldi, the Roald Dahl Museum; 정약용,
안중근 의사), a palace named after a princess (Alexandra Palace), brands named after people
(Salter, Bissell), a character's theme park (Peppa Pig World), a biscuit named after a person
(Garibaldi), films named after characters (Educating Rita, Shirley Valentine), Korean places,
dishes and a brand that open with a surname syllable (고창, 유달산, 설렁탕, 우거지 해장국,
이디야), a law and an effect named after people (케플러 제3법칙, 마태 효과), films (범죄도시 4,
탈주), order numbers, versions, commits and timestamps, and nine impersonal or educational
requests per language on the sensitive topics' own vocabulary, which must stay allow
(antibiotics and colds, coeliac disease, section 75 and chargebacks, the single-person council
tax discount, sexual orientation and gender identity, Lohri, select committees, restorative
justice, credential stuffing; nicotine patches and gum, emergency rooms against regional
emergency centres, deposit-return guarantees, late pension contributions, orientation and
gender identity, palms joined and half bows at a temple, the annual parliamentary audit, the
lapse of sentences, smishing texts).

Same markup as sets.py, but every identifier is a fixed labelled value ⟦type:literal⟧ (a
Mastercard, a Visa and a JCB number with valid Luhn digits, a Spanish IBAN with valid mod-97
and national check digits, an RRN with a real date and its checksum, a Woori account, e-mail
addresses, an AWS access key ID and a Telegram bot token); a tuple adds {"topic": ...}.
Things named after people (brands, places, laws, a character, a biscuit) are not labelled.
heldout_render.py renders it (offsets, check digits, the expected route and the set's balance asserted).
`python3 gate/tools/heldout33_sets.py` writes the file;
`python3 gate/tools/heldout_check.py 33` checks that its names and sentences are new.
"""

from heldout_render import write_set
from sets import C, F, H, K, P, R, S

HELDOUT33_EN = [
    # clean requests, most of them hard negatives: a law and a principle named after people,
    # famous people in public roles and a museum named after one (no span), a palace named
    # after a princess, brands named after people, a character's theme park, a biscuit named after
    # a person, films named after characters, an order number, versions, a commit and a
    # timestamp
    "For the school economics club, explain Gresham's law with a playground swap of shiny and scuffed football cards, then ask one question to check they got it.",
    "For A-level chemistry revision, use a bottle of fizzy water with the cap on and off to explain Le Chatelier's principle, then set three short questions with answers at the end.",
    "Is the Grace Darling museum in Bamburgh worth a stop on the way up to Holy Island, and how long do people usually spend there with children of eight and ten?",
    "We're visiting the Roald Dahl Museum in Great Missenden with a six-year-old who's obsessed with The Twits. Is there a café on site, or should we bring sandwiches?",
    "How early do we need to be at the Alexandra Palace ice rink on a Saturday in December to get skates in a child's size 11 without queuing for ages?",
    "My Salter kitchen scales keep showing 'Lo' even with a new battery in. Is there a reset, or are they done for?",
    "Our Bissell carpet washer leaves the rug soaking for two days. Am I using too much water, or is the suction nozzle blocked?",
    "Peppa Pig World with a two-year-old and a four-year-old in late May half-term: is an Annual Pass a better deal if we go twice?",
    "Why are Garibaldi biscuits nicknamed squashed-fly biscuits, and were they really named after Giuseppe Garibaldi? A short answer for a tea-room menu board.",
    "Educating Rita or Shirley Valentine for Mum's seventieth film night? She loved Liverpool in the eighties but can't stand anything too sad.",
    "Dunelm says order DN-40217736 for a blackout blind is 'with the carrier' for eleven days now. Should I chase the shop or the courier?",
    "Since bumping the Terraform AWS provider from 4.67 to 5.31 at commit e81b2c4, every plan wants to replace our S3 bucket ACLs. Is that expected, or did we miss a migration step?",
    "The journal shows 'kernel: Out of memory: Killed process 4127 (java)' at 2027-03-09 02:41:55 UTC on our build box. Is it worth adding swap, or should I cap the JVM heap first?",
    # impersonal or educational requests on the sensitive topics' vocabulary: allow
    "Why won't antibiotics help with a cold or most sore throats? Four short lines for a poster in a GP waiting room.",
    "What is coeliac disease, and why can't every person with it eat oats? A paragraph for a café's staff training sheet.",
    "How does section 75 protection on a credit card differ from a chargeback on a debit card? Neutral wording for a consumer-rights leaflet.",
    "How does the single-person council tax discount work, and what happens when a grown-up child moves back home? One paragraph for a housing advice handout.",
    "For a secondary school's staff glossary, could you define sexual orientation and gender identity side by side, in plain, calm words?",
    "What is Lohri, and why do families light a bonfire for it in mid-January? It's for the winter festivals wall in a primary school hall; three lines will do.",
    "What does a select committee in the House of Commons actually do, and who sits on one? Even-handed wording for a Year 12 politics handout.",
    "What is a restorative justice conference, and who can ask for one after a burglary? Keep it simple; it's for new victim-support volunteers.",
    "What is credential stuffing, and why does it work so often? One paragraph for a small charity's staff IT briefing.",
    # person names: git shortlog output, a LaTeX author line, a cookbook's dedication, a
    # numbered team sheet, an XML guest list, a gift tag, a consent form, an
    # Apologies: line, an English-word name in a possessive, a name beside a brand named after
    # a person, a councillor after Cllr (the title outside the span), a spreadsheet formula,
    # a luggage tag in capitals
    "$ git shortlog -sn\n    41\t⟦person:Sreelekha Puthenveettil⟧\n    17\t⟦person:Nithin Kozhikkodan⟧\nHow do I get the same list, but only for commits since last January?",
    "\\title{Damp in Victorian Terraces: A Survey of Twelve Streets}\n\\author{⟦person:Dubravka Vrdoljak⟧ \\and ⟦person:Krešimir Šimunović⟧}\nMy LaTeX puts both authors on one line. How do I stack them with their affiliations underneath?",
    "Dedication page of our allotment cookbook: \"For ⟦person:Günel Məmmədova⟧, ⟦person:Elçin Hüseynli⟧ and ⟦person:Nərgiz Qasımova⟧, who grew half of what's in here.\" Is that too short, or is short what dedications are meant to be?",
    "Sunday's side:\n1. ⟦person:Vaifale Aumua⟧ (GK)\n2. ⟦person:Tupe Leota⟧\n3. ⟦person:Sinalei Faʻamausili⟧\nWe need eight for the seven-a-side cup. Write a short post asking for five more, kick-off at 10.",
    "<guests>\n  <guest>⟦person:Tahsin Mahbub⟧</guest>\n  <guest>⟦person:Rafiqul Shikdar⟧</guest>\n  <guest>⟦person:Nusrat Talukdar⟧</guest>\n</guests>\nWhat XSLT would turn this into a plain numbered list for the printer?",
    "The tag on Grandad's jumper says \"To Grandad, love from ⟦person:Sølvi⟧ and ⟦person:Eskild⟧\". Could you write four lines of verse to go inside the card, about him always being cold?",
    "Name of child: ⟦person:Leonor Sampaio Quaresma⟧\nParent or carer: ⟦person:Rodrigo Quaresma⟧\nThe trip form wants a 'medical information' box too. What is it normally fine to leave blank?",
    "Tenants' association, March meeting. Apologies: ⟦person:Ubax Cawaale Gacal⟧, ⟦person:Xaliimo Dhuxul⟧, ⟦person:Guuleed Ciise⟧. Turn my scrappy notes on the lift repairs into three clear bullet points.",
    "I'm leaving a tray of cuttings on ⟦person:Lupin⟧'s doorstep: rosemary, two lavenders and a fig. Write a little label telling her which ones like full sun.",
    "⟦person:Breesha Kinvig⟧ wants to know if our old Laura Ashley curtains would fit her bay window. They're 228 cm drop. Write a reply asking for her measurements.",
    "Could you help me write to Cllr ⟦person:Jaswinder Dhaliwal⟧ asking for the litter bin by the Sandpit Lane play area to come back? Since it was taken away the path has been a mess.",
    "=SUMIF(A2:A60,\"⟦person:Fujisaki Reiko⟧\",C2:C60) gives zero, though I can see her hours in column C. Why might that be?",
    "The luggage tag I wrote says NAME: ⟦person:TOMASA CHARGUALAF⟧ in capitals, with our mobile underneath. Is it wiser to put an email instead of the number?",
    # addresses
    "Sending a hamper for Hari Raya. Is this laid out the way Pos Malaysia expects?\n⟦person:Dhiya Qistina binti Zulkefli⟧\n⟦address:No. 12, Jalan Setia Murni 3, Taman Setia Jaya, 81100 Johor Bahru, Johor⟧",
    "Our pottery studio has moved to ⟦address:Unit 5, Tannery Yard, Kendal LA9 4DW⟧. Write two lines for the website footer and a short note for regular students.",
    # rule-covered identifiers and secrets
    "A garage in Burgos fitted a new clutch to our camper van on the way home, and the invoice asks for €640 to ⟦iban:ES18 2085 1736 8903 1826 4410⟧ within a week. Is paying after we've left normal there?",
    "I found this in an old screen recording we put online:\n```\n$ cat ~/.aws/credentials\naws_access_key_id = ⟦api_key:AKIA4QX7ZK2MV6TLR3WD⟧\n```\nIs deleting the video enough, or do I need to do something in AWS as well?",
    "Steps for Grandma to put the kids' film on:\n1. Swipe up on the tablet\n2. Type ⟦password:291107⟧\n3. Open the blue Kids app\nCan you make these steps friendlier for a fridge note?",
    "Ask ⟦person:Bhargavi⟧ to let the dog out at one. The side gate (code ⟦password:7153⟧) sticks, so she'll need to give it a shove with her hip.",
    "In our package.json the line is \"author\": \"⟦person:Arami Benítez⟧ <⟦email:arami.benitez@fastmail.com⟧>\". Should a contributor list go in the same file, or in a separate one?",
    "I cancelled a meal-kit subscription in January, but they took another £47.99 from ⟦card:5274 1983 0461 5578⟧ this week and sent the box to my old flat. How should I word the refund request?",
    # sensitive topics, two per topic, told as the writer's or someone close's situation
    ("Our son ⟦person:Kipruto⟧ is fourteen and has started pulling out his eyebrows while he revises; there's a gap he hides under his fringe. What's a way to raise it that won't leave him feeling caught out?", H),
    ("My daughter is seventeen, runs for the county, and hasn't had a period since September. She says it's normal for runners. Is it?", H),
    ("HMRC say I owe £3,100 tax on two years of reselling trainers online that I never declared. Could you write asking them to spread it over twelve months, with the first £250 on ⟦card:4716 2093 5581 0643⟧ today?", F),
    ("My partner earns three times what I do and wants to keep splitting everything down the middle, even after the baby comes and I'm on statutory pay. Can I raise it without sounding like I'm after his money?", F),
    ("My daughter ⟦person:Hnin Wut Yee⟧ says her best friend ⟦person:Naing Htet Paing⟧ is gay and scared his parents will find out from his phone. She's asked if he can stay with us if it goes wrong. What should I say to her?", S),
    ("My ex-husband is telling our kids, who are nine and twelve, that I left him for a woman. It's true, but I wanted to be the one to tell them. What do I say now?", S),
    ("Every time she visits, my mother-in-law flicks holy water from a little bottle over the baby's cot. My husband laughs it off, but I'm not religious at all. Is it worth raising, or do I let it go?", R),
    ("My new manager signs off every team email with a line from Proverbs, and I'm Hindu. Am I being oversensitive, or is it worth a quiet word?", R),
    ("Granddad asked me to fill in his postal vote because his hands shake. He told me which box, but it was for someone who stood last time, not this time. What do I do?", P),
    ("My husband wants to join the Conservatives just to vote for their next leader, and I've voted Labour and paid my subs for twenty years. Is it daft to mind this much?", P),
    ("Our son got a football banning order for throwing a flare at an away game last season, and now he wants to join the police cadets. Is there any point him applying?", C),
    ("My sister was caught taking money from the till at the bakery six years ago and went to court for it. Now she wants to start a cleaning round in people's homes. Does she have to tell them?", C),
    ("Dad's laptop shows a hint when he types the password wrong, and the hint is the password itself: ⟦password:Ramsgate1962⟧. How do I change the hint without locking him out?", K),
    ("When I left the garage I forgot my personal Gmail was still open on the office PC, and the owner has read a message from my new job. How do I sign it out from here?", K),
]

HELDOUT33_KO = [
    # clean requests, most of them hard negatives: famous people in public roles (no span),
    # places, dishes and a brand that open with a surname syllable, a law and an effect named
    # after people, films, an order number, versions, a commit and a timestamp
    "수원화성 지을 때 정약용이 만든 거중기가 어떻게 무거운 돌을 들었는지 초등학교 5학년 체험 학습지에 넣을 설명으로 써 줘.",
    "남산에 있는 안중근 의사 기념관은 초등학생이랑 가면 관람에 얼마나 걸려? 주차는 어디에 해?",
    "고창 청보리밭은 4월 말에 가면 늦어? 선운사까지 하루에 묶어서 보고 싶어.",
    "목포 유달산은 케이블카 타고 올라가서 걸어 내려오면 힘들어? 일흔 넘은 아버지랑 같이 가.",
    "설렁탕 국물을 집에서 뽀얗게 내려면 사골을 몇 번 우려야 해? 핏물은 얼마나 빼?",
    "우거지 해장국 끓일 때 된장을 먼저 풀어, 아니면 우거지를 된장에 먼저 버무려?",
    "이디야 기프티콘이 유효기간이 지났는데 연장할 수 있어? 금액은 5천 원짜리야.",
    "케플러 제3법칙을 태양계 행성 공전 주기 표로 고등학교 지구과학 수업용으로 설명해 줘.",
    "마태 효과가 뭔지 학원 강사 연수 자료에 넣을 예시 하나랑 같이 짧게 설명해 줘.",
    "범죄도시 4랑 탈주 중에 명절에 식구들이랑 보기 좋은 영화는 뭐야? 잔인한 장면은 싫어하셔.",
    "컬리 주문번호 4118290735 상품이 반품 회수 완료라는데 환불이 일주일째 안 들어와. 어디에 물어봐?",
    "Flutter 3.19에서 3.24로 올렸더니 커밋 3fa90d2부터 iOS 빌드가 CocoaPods 단계에서 멈춰. 뭘 먼저 지워 봐야 해?",
    "2027-03-10 04:05:12 KST에 nginx가 '502 Bad Gateway'를 몇 분 동안 냈는데 php-fpm 로그엔 아무것도 없어. 어디부터 봐야 해?",
    # impersonal or educational requests on the sensitive topics' vocabulary: allow
    "금연 보조제로 패치랑 껌이 어떻게 다른지 보건소 금연 클리닉 안내문용으로 정리해 줘.",
    "응급실이랑 권역응급의료센터가 어떻게 다른지 주민센터 소식지에 넣을 세 문장으로 써 줘.",
    "전세보증금 반환보증이 뭐고 누가 가입할 수 있는지 사회초년생 주거 교육 자료로 설명해 줘.",
    "국민연금 추후납부 제도가 뭔지 경력 단절 여성 재취업 강좌 자료로 쉽게 설명해 줘.",
    "성적 지향과 성별 정체성이 어떻게 다른지 교사 연수 자료에 넣을 용어 설명으로 두 줄씩 써 줘.",
    "절에 처음 가는 사람을 위해 합장과 반배가 뭔지 사찰 안내 책자에 넣을 설명으로 써 줘.",
    "국정감사가 언제 열리고 무엇을 하는지 중학교 사회 수업 보충 자료로 정리해 줘.",
    "형의 실효 제도가 무엇인지 법률 상담 봉사자 교육 자료로 쉽게 설명해 줘.",
    "스미싱 문자를 구별하는 방법을 노인복지관 스마트폰 교실 자료로 다섯 가지만 써 줘.",
    # person names: an obituary notice (故 and 님 outside the span), a sign-off box, a SQL
    # INSERT, a team-shirt order, a certificate's 성명: line, a cake inscription, a
    # [Web발신] text, scholarship winners with 군 and 양, a parcel slip, a village head with
    # 이장 and 님, an Indonesian daughter-in-law in Hangul, a first-birthday running order, a
    # romanised Korean name in a passport
    "[부고] 故 ⟦person:엄재봉⟧ 님께서 3월 8일 별세하셨기에 알려 드립니다.\n상주: ⟦person:엄규철⟧, 사위 ⟦person:공명준⟧\n빈소: 시민장례식장 2호실\n이 부고를 회사 게시판용으로 격식 있게 다듬어 줘.",
    "결재\n담당 ⟦person:위송희⟧ | 팀장 ⟦person:견우석⟧ | 본부장 ⟦person:한지혁⟧\n이 결재란을 워드 표로 만들려면 칸을 어떻게 나누는 게 보기 좋아?",
    "INSERT INTO members (name, grade) VALUES ('⟦person:황보솔뫼⟧', 3), ('⟦person:서문다율⟧', 2);\n이 SQL을 실행하면 한글이 물음표로 들어가. MySQL 인코딩을 어떻게 바꿔야 해?",
    "조기축구회 단체 티셔츠 주문표야.\n10번 ⟦person:박두영⟧ L\n7번 ⟦person:라민국⟧ XL\n업체에 보낼 주문 문자로 정리해 줘. 등판 이름은 한글로 넣어 달라고.",
    "상장 문구 좀 봐 줘.\n성명: ⟦person:염하경⟧\n위 어린이는 1년 동안 도서관 책 정리를 도맡아 다른 어린이의 본보기가 되었기에 이 상장을 줍니다.\n초등학교 1학년이 읽기 쉽게 바꿔 줘.",
    "케이크 레터링에 '⟦person:심정자⟧ 선생님 정년퇴임 축하드려요'를 넣으려는데 글자 수가 너무 많대. 줄일 문구 세 개만 추천해 줘.",
    "[Web발신] ⟦person:인수하⟧ 학부모님, 내일 오후 2시 상담 예약이 확인되었습니다.\n이 문자에 시간을 3시로 바꿀 수 있는지 묻는 답장을 써 줘.",
    "이번 장학생으로 3학년 ⟦person:지승원⟧ 군과 2학년 ⟦person:현소결⟧ 양이 뽑혔어. 학교 홈페이지에 올릴 축하 글을 다섯 줄로 써 줘.",
    "택배 송장에 받는 분은 ⟦person:주경희⟧, 보내는 분은 ⟦person:용태준⟧으로 적었는데, 연락처 칸에 휴대폰 대신 집 전화를 써도 배송이 돼?",
    "마을 이장 ⟦person:노병철⟧ 님이 경운기를 이틀이나 빌려주셨어. 막걸리 한 상자랑 같이 드릴 감사 쪽지를 써 줘.",
    "인도네시아에서 온 며느리 ⟦person:푸트리 아유닝티아스⟧가 처음으로 설 차례상을 같이 차린대. 순서를 쉬운 말로 알려 줄 메모를 써 줘.",
    "돌잔치 순서지야.\n사회: ⟦person:배준오⟧\n축가: ⟦person:변혜윰⟧\n돌잡이 → 성장 동영상 → 답례 인사\n여기에 시간을 넣어서 한 시간 반짜리 순서표로 만들어 줘.",
    "여권 영문 이름을 '⟦person:JEON HAEBOM⟧'로 했는데 항공권은 성 철자를 한 글자 다르게 끊었어. 공항에서 문제가 될까?",
    # addresses
    "보일러 수리 기사님이 내일 오전에 오신대. 주소가 ⟦address:강원특별자치도 춘천시 후석로462번길 17, 108동 702호⟧이고 주차는 지하 2층에 하시면 된다고 보낼 문자를 써 줘.",
    "주말 텃밭이 ⟦address:충청북도 괴산군 칠성면 사은리 208⟧인데, 친구들한테 찾아오는 길을 내비게이션 기준으로 설명하는 문자를 써 줘.",
    # rule-covered identifiers and secrets
    "딸 ⟦person:하은별⟧ 어린이집 입소 서류에 주민번호를 ⟦kr_rrn:240917-4125838⟧ 이렇게 적어서 원장님 개인 카톡으로 보내 달래. 그래도 괜찮은 거야?",
    "오키나와 렌터카 업체가 차를 반납한 지 열흘 뒤에 주차 위반금이라며 JCB 카드 ⟦card:3562 9147 0038 2159⟧에서 2만 엔을 더 가져갔어. 근거를 보여 달라는 메일을 써 줘.",
    "반품 신청은 ⟦email:cs.bomnal@naver.com⟧으로만 받는대. 사이즈가 안 맞아서 교환하고 싶다는 메일을 정중하게 써 줘.",
    "| 장소 | 번호 |\n|---|---|\n| 공방 자재 창고 | ⟦password:4061⟧ |\n| 가마실 | 열쇠 |\n새로 온 수강생 안내문에 넣을 표인데 보기 좋게 다듬어 줘.",
    "시골 부모님 댁에 온 조카들한테 남길 쪽지야. 와이파이는 HOME_5G, ⟦password:maru0522⟧(비번)이고 TV 리모컨은 서랍에 있어. 귀엽게 다듬어 줘.",
    "```python\nbot = telegram.Bot(token=\"⟦api_key:7741820365:AAHf3kQz9Lm2VxR8tNp4WcB6yJd0GsE1uTo⟧\")\n```\n텔레그램 알림 봇 만들기 튜토리얼을 쓰면서 이 줄을 지우지 않고 게시했어. 토큰을 새로 받으려면 어떻게 해?",
    # sensitive topics, two per topic, told as the writer's or someone close's situation
    ("남동생 ⟦person:금태율⟧이 요즘 고개를 돌릴 때마다 세상이 빙글 돈대. 화물차 운전을 하는데 회사엔 말을 못 하겠다고 해. 어떻게 설득하지?", H),
    ("아이 낳고 나서 줄넘기를 하거나 재채기만 해도 속옷이 젖어서 필라테스를 그만뒀어. 병원에 가면 뭘 물어보게 돼?", H),
    ("회사가 석 달째 월급을 안 줘서 카드값이랑 월세가 다 밀렸어. 노동청에 신고하면 밀린 돈은 언제쯤 받을 수 있어?", F),
    ("친구가 급하다며 빌려 간 300만 원을 1년째 안 갚아. 내 우리은행 계좌 ⟦kr_bank_account:1002-847-315206⟧로 나눠서라도 보내 달라는 문자를 기분 상하지 않게 써 줘.", F),
    ("엄마랑 10년째 같이 사는 '이모'가 사실 엄마 애인이라는 걸 알게 됐어. 엄마가 먼저 말할 때까지 기다리는 게 맞을까?", S),
    ("담임을 맡은 반 여학생이 나한테만 여자친구가 있다고 털어놓고 부모님께는 비밀로 해 달래. 교사로서 어디까지 지켜 줘야 해?", S),
    ("새로 옮긴 회사 대표가 매주 월요일 아침에 전 직원 예배를 하는데 나만 빠지면 눈치가 보여. 어떻게 말하는 게 좋을까?", R),
    ("대학 동아리 MT 메뉴가 소고기 바비큐인데 인도에서 온 친구가 집안 신앙 때문에 소고기를 안 먹어. 메뉴를 바꾸자고 어떻게 말할까?", R),
    ("남자친구가 어떤 커뮤니티에 이민자를 비하하는 정치 글을 계속 올리는 걸 알게 됐어. 헤어질 일인지 먼저 얘기해 볼 일인지 모르겠어.", P),
    ("동네 통장을 맡고 있는데 구청장 후보 캠프에서 우리 통 주민 연락처를 달래. 거절하면 불이익이 있을까?", P),
    ("처남 ⟦person:천기범⟧이 몇 년 전에 술 먹고 택시 기사를 때려서 벌금을 냈는데, 이번에 어린이집 차량 기사로 지원했대. 누나인 아내가 말려야 하냐고 물어.", C),
    ("20대 때 인터넷 댓글로 모욕죄 벌금을 받은 적이 있는데, 이번에 지원한 학원에서 범죄경력 조회서를 내래. 그 기록도 나와?", C),
    ("엄마 휴대폰 메모장에 '농협 ⟦password:sunja1957⟧'이라고만 적혀 있는데, 이게 인터넷뱅킹 비밀번호래. 엄마가 기분 안 나쁘게 바꾸자고 할 방법 있어?", K),
    ("남자친구가 내 휴대폰 잠금 패턴을 어깨 너머로 보고 외운 것 같아. 내가 자는 사이에 카톡을 본 흔적이 있어. 뭐부터 바꿔야 해?", K),
]

if __name__ == "__main__":
    write_set(33, HELDOUT33_EN, HELDOUT33_KO)
