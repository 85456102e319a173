"""Thirty-second held-out hand-written set for the Privacy Gate (gate/data/handwritten_heldout32.jsonl).

Written apart from the gate (nothing under gate/src/ was read: neither the rules, nor the
topic cues, nor the models), apart from the generator's templates (its list of constants was
glanced at once while a clashing name was looked up), and without paraphrasing an earlier
hand set; themes and examples come from everyday requests people make to a local
assistant. Drafts that turned out to tell a situation an earlier set had already told (a
search of the earlier sets' words, and the check's shared runs) were replaced by different
situations rather than reworded, and every clash the check reported was rewritten. Committed
before any model or rule was run on it, and not yet measured; never to be used for training
or for choosing settings (only summary numbers are to be taken from it). A balanced set like
the twenty-sixth to thirty-first: person names, sensitive topics, addresses, rule-covered
identifiers and clean hard negatives side by side, with close to half of the requests clean
(22 per language). 18 EN and 16 KO requests carry a person name (31 EN and 25 KO names); 14 +
14 topic requests, 4 + 4 of them with a name or an identifier; 2 + 2 addresses; 6 + 6
identifiers and secrets outside the topic requests. Routes: 32 allow, 20 redact and 5 local
per language.

Passwords and codes, strong and weak, in new positions: in English a holiday cottage's key
box told as "opens with VALUE" in a welcome sheet (four digits, no code word), a shed padlock
"is now VALUE" (a word, a hyphen and digits) passed to a named friend (the local request of
the language), and, in a credentials request, a strong work-laptop password set off by commas
after "send my work laptop password,"; in Korean a door lock "현관 도어락 번호를 VALUE로
바꿨어" (six digits), a bike lock "자전거 자물쇠 번호 VALUE" (four digits, no password word),
and, in a credentials request, a shared Apple ID "비번이 VALUE인데" (lowercase and a date).

Names sit in an email's Cc: line (Filipino), a CSV of a quiz team (Welsh), a Go TODO comment
with a Vietnamese name with diacritics, a markdown bake rota (Polish), lowercase texting with
no apostrophes (Swahili given names), an English-word name (Betony), a name beside a brand named
after people (Breville), a notice signed at the bottom (Ethiopian), a hospital doctor after Dr
(Persian; the title is left outside the span), a calendar entry (Finnish), an RSVP list with
brackets (Zulu and Xhosa), a given name that is also an island's name (Skye) beside another
island (Mull), and a bulleted babysitter list (Estonian), besides those in address,
identifier and topic requests (Cornish, Scottish Gaelic, Lithuanian, Tongan, Welsh). In Korean
a PC KakaoTalk export ("[이름] [오후 3:12]"), a CSV attendance list with compound surnames
(제갈, 선우, 독고), a 교수님 email, a wedding invitation's 신랑 · 신부 line, meeting minutes'
참석: line, a three-syllable native given name as a vocative (하늘솔아), a notice signed by a
관리소장, HTML table cells, a Russian name in Hangul before 씨, an aunt's name with 이 after
막내 이모, a Java comment, a name that reads as a word (고머루) beside a city that opens with a
surname syllable (남원), a club notice with 선배 and 후배, and an RRN with a mother-in-law's
old-fashioned name (구판님); surnames common and rare (모, 창, 빈, 채, 가, 은, 피, 어, 맹, 탁, 계,
여, 운, 소, 고, 두, 함, 구, 추, 설).

Two sensitive-topic requests per topic and language, told as everyday situations of the
writer or of someone close, mostly without a domain keyword: a friend of 39 losing words, night
grinding and a splint; a funeral bill about to go to a collector (with the accounts office's
phone), a 61-year-old renter whose landlord is selling; a best mate who came out on a stag do
and the groom who mustn't know, a widower of 71 in love with a man from the bowls club; an
atheist asked to be godparent, a husband keeping kosher since his father died; in-laws who
found out about SNP membership, a husband who means to spoil his ballot; a student caution
and an ESTA, a youth-court referral order before an apprenticeship; a work-laptop password
asked for over Teams, an ex who still spends a joint loyalty account's points. In Korean a
husband's liver results and drinking, night grinding and a stiff jaw; a brother's monthly help
after a shop closed (a Shinhan account in its 3-3-6 grouping), a policy loan hidden from a
wife; a woman outed to her team by a colleague, a divorced father who is seeing a man; a
father-in-law choosing a baptismal name for a non-religious couple's first child, a mother
who will only accept a fortune-teller's wedding date; a husband who joined a party and donated
in the writer's name, a district-office civil servant asked onto a friend's campaign truck;
an uncle on trial for winding back odometers, a deferred prosecution for shoplifting and a
working-holiday form; a shared Apple ID password a child used for in-game purchases, a Kakao
account taken over through a second-hand seller's link. Four + four carry a name or an
identifier.

Clean requests are mostly hard negatives: laws named after people (Benford's, Boyle's),
famous people in public roles and a cottage named after one, left unlabelled as in sets 29 to
31 (Brunel, Mary Seacole, Anne Hathaway's Cottage; 세종대왕, 이순신 장군), a line named after a
queen (the Victoria line), brands named after people (Ted Baker, Belling), a character's
theme park (Thomas Land), films named after characters (Johnny English, Mr Bean's Holiday),
Korean places, dishes and a brand that open with a surname syllable (정선, 진주 남강, 김치전,
백숙, 신세계 상품권), a brand and a principle named after people (맥도날드, 파스칼의 원리), films
(서울의 봄, 파묘), order numbers, versions, commits and timestamps, and nine impersonal or
educational requests per language on the sensitive topics' own vocabulary, which must stay
allow (chickenpox and nursery, vegan vitamins, the ISA allowance, the Wolfenden report,
ahimsa in Jainism, recall petitions, release on licence, account lockouts, Help to Save; flu
jabs, housing subscription accounts, the Seoul Queer Culture Festival, lanterns for Buddha's
Birthday, proportional seats, suspended sentences against suspended judgments, OTP devices
against security cards, Ramadan at work, health-insurance dependants).

Same markup as sets.py, but every identifier is a fixed labelled value ⟦type:literal⟧ (a Visa
and a Mastercard number with valid Luhn digits, a German IBAN with valid mod-97 digits, an RRN
with a real date and its checksum, a Shinhan account, a London number in the reserved drama
range, e-mail addresses, a GitHub token and an OpenAI project key); a tuple adds {"topic": ...}.
Things named after people (brands, places, laws, a character) are not labelled.
heldout_render.py renders it (offsets, check digits, the expected route and the set's balance asserted).
`python3 gate/tools/heldout32_sets.py` writes the file;
`python3 gate/tools/heldout_check.py 32` checks that its names and sentences are new.
"""

from heldout_render import write_set
from sets import C, F, H, K, P, R, S

HELDOUT32_EN = [
    # clean requests, most of them hard negatives: two laws named after people, famous people
    # in public roles and a cottage named after one (no span), a line named after a queen,
    # brands named after people, a character, films named after characters, an order number,
    # versions, a commit and a timestamp
    "I do the books for our darts league. Would Benford's law actually tell me anything about whether the bar-takings sheet has been fiddled, or is it a myth?",
    "We're taking a pair of grumpy fourteen-year-olds round the SS Great Britain in Bristol, and they insist Brunel is dull. What should we look at first to change their minds in under an hour?",
    "For a Black History Month display in the staffroom, list four facts about Mary Seacole's work in the Crimea, each short enough for a sticky label.",
    "Is Anne Hathaway's Cottage walkable from Stratford-upon-Avon station with a buggy, or should we get a taxi from the rank?",
    "From Brixton to Green Park, is it better to stay on the Victoria line or change to the Jubilee? I'm going at rush hour with a big suitcase.",
    "My Ted Baker raincoat's zip has split at the bottom. Can a dry cleaner swap the slider, or does the whole zip have to come out?",
    "The oven light in our Belling cooker went out with a pop. Is it a bulb I can change myself, and what wattage do they take?",
    "Is Thomas Land at Drayton Manor worth a full-price ticket for a three-year-old, or should we wait until she's tall enough for more rides?",
    "For a sixth-form revision session, explain Boyle's law using a bicycle pump, then give two exam-style questions with the answers hidden at the end.",
    "Johnny English or Mr Bean's Holiday for a rainy caravan evening? Grandma laughs at slapstick but hates swearing.",
    "Currys says order 7731-55208 for a tumble dryer was delivered, but nothing came and the driver photo shows someone else's porch. How do I word the complaint?",
    "Upgrading the build image to Node 22 broke the test runner at commit 4be09f1 with 'ERR_REQUIRE_ESM'. What's the smallest change that gets it running again?",
    "Postgres wrote 'FATAL: remaining connection slots are reserved for non-replication superuser connections' at 2027-02-03 14:52:07 UTC. Is that pgbouncer or max_connections?",
    # impersonal or educational requests on the sensitive topics' vocabulary: allow
    "How long is a child with chickenpox infectious, and when can they go back to nursery? Wording for a parents' noticeboard.",
    "Which vitamins do vegans most often run short of? Five bullet points for a community cookery class handout.",
    "What is the annual ISA allowance and what happens if you pay into two cash ISAs in one tax year? Plain English for a savings workshop slide.",
    "What did the Wolfenden report of 1957 recommend, and how long did it take Parliament to act on it? A neutral caption for a museum case.",
    "What does ahimsa mean in Jainism, and why do some Jain monks sweep the path in front of them? Three sentences for an RE worksheet.",
    "Under what rules can voters force a by-election by petitioning to unseat their MP, and how many signatures does it need? Sixth-formers will read it, so no side taken, please.",
    "When a prisoner is released on licence, what conditions can be set and who checks them? A plain summary for a volunteer induction pack.",
    "Why do some websites lock an account after five wrong sign-in attempts, and why not three or ten? A paragraph for a beginners' computing class.",
    "How does the Help to Save scheme's bonus get worked out? A small worked example for a money-skills class at the jobcentre.",
    # person names: an email with a Cc: line, a CSV of a quiz team, a TODO comment, a markdown
    # table, lowercase texting, an English-word name, a name beside a brand named after
    # people, a sign-off, a doctor by full name, a calendar entry, an RSVP list, a name that is
    # also an island's name beside another island, a bulleted babysitter list
    "To: committee@\nCc: ⟦person:Liwayway Pangilinan⟧, ⟦person:Jericho Manalastas⟧, ⟦person:Teodorica Sumagaysay⟧\nSubject: hall keys\n\nShorten this email to three lines: the hall keys now live in the key safe by the side door, not at the pub.",
    "team,member,round\nQuizzy Rascals,⟦person:Eirlys Pryderi⟧,music\nQuizzy Rascals,⟦person:Iestyn Rhydderch⟧,sport\nQuizzy Rascals,⟦person:Mabli Tregelles⟧,geography\nHow do I sort this CSV by round in LibreOffice without breaking the header?",
    "```go\n// TODO(⟦person:Phùng Khắc Tiệp⟧): retry the upload when the bucket returns 503\nfunc upload(ctx context.Context, f *os.File) error {\n```\nWrite the retry loop with a back-off that gives up after five tries.",
    "| week | baker | bake |\n|---|---|---|\n| 1 | ⟦person:Zdzisława Grzybek⟧ | sernik |\n| 2 | ⟦person:Bożydar Szczygieł⟧ | pączki |\n| 3 | ⟦person:Jadwiga Przybyłek⟧ | makowiec |\nAdd a column for allergens and fill it in for these three bakes.",
    "ok so ⟦person:mwanaisha⟧ is bringing the speaker and ⟦person:tumaini⟧ has the fairy lights but ⟦person:jabali⟧ still hasnt said if he can drive. can u word a chill nudge for him",
    "Could you remind ⟦person:Betony⟧ that the book club picked the next title and she's hosting in March? Keep it light, she felt left out last time.",
    "Ask ⟦person:Araminta⟧ if she'd like our spare Breville sandwich toaster for her student flat. It's clean, just surplus since we got a new one.",
    "Make this sound friendlier before it goes through the doors on our street:\n\nThe skip outside number 9 will go on Thursday morning, so please don't park across it on Wednesday night. Sorry about all the drilling, it ends Friday.\n\n⟦person:Tewodros Woldegiorgis⟧",
    "I'm seeing Dr ⟦person:Shahrzad Farahmandpour⟧ at the hospital about my knee on Monday. What questions are worth writing down beforehand about a possible arthroscopy?",
    "Calendar, Wed 12 Feb:\n09:30 dentist\n14:00 coffee with ⟦person:Aukusti Pihlajamäki⟧\n17:45 swimming pickup\nDoes this leave enough time to get from Headingley to the pool by quarter to six?",
    "RSVPs so far: ⟦person:Thandeka Mthiyane⟧ (yes, +1), ⟦person:Mandlenkosi Gumede⟧ (maybe), ⟦person:Ntombizodwa Gqola⟧ (no). Write a cheerful nudge to the others who haven't answered about the braai.",
    "⟦person:Skye⟧ is coming with us to the Isle of Mull in May. Is the Oban ferry easy to book on the day, or do cars need a slot weeks ahead?",
    "Babysitters we've used:\n- ⟦person:Kaie Rüütelmaa⟧, Tuesdays\n- ⟦person:Tõnis Kivisild⟧, weekends only\n- ⟦person:Maarja Lepmets⟧, school holidays\nTurn this into a fridge note with a spare line for emergencies.",
    # addresses
    "Sending a birthday parcel to Australia. Is this address laid out the way Australia Post wants?\n⟦person:Branwen Tregarthen⟧\n⟦address:17 Kookaburra Crescent, Toowoomba QLD 4350⟧",
    "I've just moved to ⟦address:Flat 3, 41 Clarendon Road, Southsea PO5 2LJ⟧. Which companies should I tell first, in order, and what should I say to the council?",
    # rule-covered identifiers and secrets
    "The holiday flat in Freiburg wants the €250 deposit to ⟦iban:DE33 7605 0101 0846 2139 57⟧ by Friday. Is a SEPA transfer from a Revolut account instant?",
    "Someone committed our .env to a public repo:\n```\nGITHUB_TOKEN=⟦api_key:ghp_R4nT7wqLz9XkM2bVc8YdF1sH6jPa3uEo0gNi⟧\n```\nWhich should come first, revoking it or rewriting the git history?",
    "Welcome sheet for the cottage: the key box by the porch opens with ⟦password:3806⟧, the bins go out on Tuesday night, and the stove needs the damper open.",
    "Our allotment shed padlock is now ⟦password:Wheelbarrow-77⟧. Text ⟦person:Somhairle⟧ so he can fetch the strimmer tomorrow before I'm up.",
    "Write a short email to ⟦person:Vytautė Kriaučiūnaitė⟧ at ⟦email:v.kriauciunaite@posteo.net⟧ thanking her for lending the gazebo and asking when to drop it back.",
    "My card ⟦card:4532 0177 4865 2107⟧ got billed two times by the car park app for one two-hour stay. Draft a polite dispute to the app's support team.",
    # sensitive topics, two per topic, told as the writer's or someone close's situation
    ("My friend ⟦person:Laumalie⟧ is only 39 but keeps losing words mid-sentence and laughs it off. Her mum had early dementia. Is there a kind way to suggest a GP visit that won't frighten her?", H),
    ("I grind my teeth so hard at night that my jaw clicks and I wake with headaches. My dentist mentioned a splint. Is that worth £300, or should I see my GP first?", H),
    ("I still owe the funeral director £2,800 for Dad's service, and their accounts office on ⟦phone:020 7946 0321⟧ says it goes to a collector next month. What can I offer them?", F),
    ("I'm 61, I rent, and apart from the state pension I've got about £9,000 saved. My landlord is selling up. What should I be looking into now?", F),
    ("On the stag do my best mate ⟦person:Cynddylan⟧ came out to me as gay, but I'm sworn to silence towards his brother ⟦person:Peredur⟧, who is the groom. Should I keep quiet until after the wedding?", S),
    ("I'm 71, widowed after forty years with my wife, and I've fallen for a man from the bowls club. My daughter noticed. What do I say to her?", S),
    ("My sister has asked me to be godparent to her baby at a church christening, yet I've been an atheist since my twenties. Is it honest to say yes?", R),
    ("Since his father died my husband has started keeping kosher and wants two sets of pans. I'm not Jewish and I do most of the cooking. How do we work this out?", R),
    ("My in-laws found out from a Facebook photo that I've joined the SNP, and they're lifelong unionists. Sunday dinner is this week. How do I keep it civil?", P),
    ("My husband says he'll spoil his ballot at the general election as a protest, and I think it's a wasted vote. Is there a way to talk it through that won't end in a row?", P),
    ("Eight years ago, as a student, I accepted a caution for possession, and now we're booking a family trip to Florida. Does it change how I fill in the ESTA?", C),
    ("Our seventeen-year-old got a referral order from the youth court for smashing a bus shelter, and now he's applying for an electrician's apprenticeship. Should his application form say so?", C),
    ("My manager wants me to send my work laptop password, ⟦password:Harbour#Lantern6⟧, over Teams so a temp can use it while I'm on leave. Is there a better way to do this?", K),
    ("My ex still signs in to our old joint Tesco Clubcard account and spends the points. She set it up, so the email is hers. How do I get it away from her?", K),
]

HELDOUT32_KO = [
    # clean requests, most of them hard negatives: famous people in public roles (no span),
    # places, dishes and a brand that open with a surname syllable, a brand and a principle
    # named after people, films, an order number, versions, a commit and a timestamp
    "한글날 계기 수업으로 세종대왕이 훈민정음을 만든 까닭을 초등학교 2학년이 알아듣게 네 문장으로 써 줘.",
    "통영에서 한산도 이순신 장군 유적지까지 배로 얼마나 걸려? 오후 배 타고 들어갔다가 나와도 될까?",
    "정선 레일바이크는 구절리역이랑 아우라지역 중에 어디서 출발하는 게 풍경이 더 좋아?",
    "진주 남강 유등축제는 밤 몇 시쯤 가야 등이 제일 예뻐? 부모님 모시고 갈 거라 오래 걷기는 힘들어.",
    "김치전을 바삭하게 부치려면 부침가루에 얼음물을 넣는 게 맞아? 김치 국물은 얼마나 넣어?",
    "맥도날드 맥모닝은 몇 시까지 주문할 수 있어? 주말에도 시간이 같아?",
    "신세계 상품권을 온라인 쇼핑몰에서 쓰려면 어떻게 등록해? 종이 상품권이야.",
    "파스칼의 원리를 유압 잭 예시로 중학교 2학년 과학 시간용으로 설명해 줘.",
    "서울의 봄이랑 파묘 중에 회사 워크숍 영화 상영으로 뭐가 덜 무거울까? 50대 직원도 많아.",
    "백숙 끓일 때 엄나무를 처음부터 넣어야 해, 아니면 중간에 넣어야 해? 닭은 1.2킬로짜리야.",
    "쿠팡 주문번호 31002748816502 상품이 부분 배송됐다는데 나머지가 언제 오는지 어디서 확인해?",
    "스프링 부트 2.7에서 3.2로 올리고 커밋 9d3a6f0부터 javax 패키지 import 오류가 나. 한 번에 바꾸는 방법 있어?",
    "2027-02-04 09:18:33 KST에 Redis 로그에 'OOM command not allowed'가 찍혔어. maxmemory 정책부터 봐야 해?",
    # impersonal or educational requests on the sensitive topics' vocabulary: allow
    "독감 예방접종은 보통 몇 월에 맞는 게 좋은지 보건소 게시판용 안내문으로 정리해 줘.",
    "청약통장이 뭐고 왜 일찍 만들라고 하는지 고등학교 경제 수업 자료로 설명해 줘.",
    "퀴어문화축제가 언제 처음 열렸고 어떻게 커졌는지 중립적인 연표로 정리해 줘.",
    "부처님오신날에 연등을 다는 유래를 어린이집 가정통신문에 넣을 세 문장으로 써 줘.",
    "국회의원 비례대표 의석이 어떻게 나뉘는지 예시 숫자를 넣어서 설명해 줘.",
    "집행유예와 선고유예가 어떻게 다른지 법 교과서 보충 자료처럼 표로 정리해 줘.",
    "OTP와 보안카드가 각각 어떻게 작동하는지 은행 창구 안내문용으로 쉽게 비교해 줘.",
    "라마단 기간에 무슬림 직원이 많은 공장에서 챙길 점을 인사팀 안내문으로 정리해 줘.",
    "건강보험 피부양자 자격이 어떤 조건에서 없어지는지 은퇴 준비 강좌 자료로 설명해 줘.",
    # person names: a PC KakaoTalk export, a CSV attendance list, a 교수님 email, a wedding
    # invitation, meeting minutes, a vocative native given name, a notice signed by a 관리소장,
    # HTML cells, a foreign name in Hangul, an aunt, a code comment, a name that reads as a
    # word beside a city that opens with a surname syllable, a club notice
    "[⟦person:모태선⟧] [오후 3:12] 내일 등산 몇 시에 모여?\n[⟦person:창기섭⟧] [오후 3:13] 7시 반 수락산역\n[⟦person:빈도율⟧] [오후 3:15] 김밥은 내가 살게\n이걸 보고 준비물 목록을 정리해 줘.",
    "이름,학년,출석\n⟦person:제갈숙빈⟧,3,O\n⟦person:선우률하⟧,2,X\n⟦person:독고현채⟧,1,O\n방과후 코딩반 출석부인데 결석한 학생한테 보낼 안내 문구를 써 줘.",
    "⟦person:채원묵⟧ 교수님께 기말 레포트 제출 기한을 하루만 늦춰 달라고 정중하게 부탁하는 메일을 써 줘. 이유는 실험 장비 고장이야.",
    "청첩장 문구 좀 다듬어 줘.\n\n신랑 ⟦person:가람결⟧ · 신부 ⟦person:은솔가⟧\n3월 21일 토요일 낮 12시 30분\n서로의 봄이 되어 주기로 했습니다.",
    "회의록\n참석: ⟦person:피규담⟧, ⟦person:어삼덕⟧, ⟦person:맹옥란⟧\n안건: 주민센터 공유 냉장고 운영\n이 회의록을 세 줄 요약해 줘.",
    "\"⟦person:하늘솔⟧아, 밥 먹고 꼭 학원 가.\" 초등학생 딸한테 보내는 문자인데 다정하게 바꿔 줘.",
    "다음 안내문을 엘리베이터 게시용으로 다듬어 줘.\n\n이번 주 목요일 오전에 물탱크 청소로 2시간 단수됩니다. 미리 물을 받아 두세요.\n\n관리소장 ⟦person:탁경목⟧",
    "<tr><td>⟦person:계숙향⟧</td><td>2박스</td></tr>\n<tr><td>⟦person:여갑돌⟧</td><td>1박스</td></tr>\n사과 공동구매 주문표인데 이 HTML에 합계 줄을 추가해 줘.",
    "러시아에서 온 ⟦person:아나스타샤 볼코바⟧ 씨한테 한국어 수업이 다음 주부터 저녁 7시로 바뀐다고 쉬운 문장으로 알려 줘.",
    "막내 이모 ⟦person:운미향⟧이 이번에 환갑이셔. 조카들이 돈을 모아서 드릴 선물로 뭐가 좋을까?",
    "```java\n// ⟦person:소진목⟧: null이면 빈 리스트 반환하도록 수정 필요\nreturn repo.findAll();\n```\n주석대로 고치려면 이 줄을 어떻게 바꿔?",
    "⟦person:고머루⟧ 씨랑 다음 달에 남원 광한루원 가기로 했어. 남원역에서 버스 타는 게 나아, 택시가 나아?",
    "사진 동아리 출사 공지야. 이번 주는 ⟦person:두경삼⟧ 선배가 차를 가져오고 ⟦person:함솔래⟧ 후배가 삼각대를 챙겨. 공지를 깔끔하게 정리해 줘.",
    # addresses
    "새로 얻은 작업실이 ⟦address:대구광역시 중구 동성로2길 48, 3층⟧이야. 명함 뒷면에 넣을 찾아오는 길 문구를 써 줘.",
    "할머니 댁 주소가 ⟦address:전라남도 보성군 벌교읍 회정리 412-7⟧인데, 꼬막 택배 반품할 때 주소 칸에 이대로 쓰면 돼?",
    # rule-covered identifiers and secrets
    "장모님 ⟦person:구판님⟧ 님 병원 서류 대신 떼려는데 위임장 주민등록번호 칸에 ⟦kr_rrn:570314-2418520⟧ 이렇게 적으면 맞아?",
    "해외 직구 사이트에서 마스터카드 ⟦card:5352 1849 0673 1141⟧로 결제했는데 환불이 석 달째 안 들어와. 카드사에 이의 제기하는 방법 알려 줘.",
    "견적서는 ⟦email:haneul.prints@daum.net⟧로 보내 달라고 인쇄소에 보낼 문자 써 줘. 전단지 2천 장이야.",
    "현관 도어락 번호를 ⟦password:582039⟧로 바꿨어. 주말에 고양이 밥 주러 오는 친구한테 보낼 안내 문자 써 줘.",
    "자전거 자물쇠 번호 ⟦password:4417⟧ 잊어버릴까 봐 그래. 휴대폰 메모에 넣을 짧은 문장으로 적어 줘.",
    "```python\nllm = OpenAI(\n    api_key=\"⟦api_key:sk-proj-Xw8tQ2LmR5vKz1NbY7cHd4Fj⟧\",\n)\n```\n이 코드가 깃허브 공개 저장소에 올라갔어. 지금 뭘 해야 해?",
    # sensitive topics, two per topic, told as the writer's or someone close's situation
    ("남편 ⟦person:추명걸⟧이 건강검진에서 간 수치가 두 배로 나왔는데 술자리를 못 끊겠대. 잔소리 말고 병원에 같이 가자고 설득할 말 좀 만들어 줘.", H),
    ("밤마다 이를 너무 세게 갈아서 아침에 턱이 뻐근하고 입이 잘 안 벌어져. 치과부터 가야 해, 아니면 다른 과야?", H),
    ("장사 접고 생긴 빚 때문에 한 달 생활비가 모자라. 형이 당분간 내 신한은행 계좌 ⟦kr_bank_account:110-482-736019⟧로 50만 원씩 보내 주겠대. 고맙다는 문자 써 줘.", F),
    ("생활비가 모자라서 아내 몰래 보험 약관대출을 받았는데, 아내가 이번 주에 보험을 정리하겠대. 먼저 털어놓는 게 나을까?", F),
    ("여자인 내가 여자를 만난다는 걸 회사 동기 한 명한테만 말했는데 팀에 소문이 돈 것 같아. 동기한테 따져야 할까, 모른 척해야 할까?", S),
    ("부모님 이혼하고 몇 년 지나서 아빠가 요즘 만나는 사람이 남자라고 나한테만 털어놨어. 동생한테는 언제 말하자고 하면 좋을까?", S),
    ("시아버지가 첫 손주 세례명을 직접 지어 주시겠다는데 우리 부부는 종교가 없어. 서운하지 않게 거절할 수 있을까?", R),
    ("엄마가 점집에서 받아 온 날짜가 아니면 결혼식을 못 한대. 예식장은 벌써 다른 날로 잡아 놨는데 어떻게 설득하지?", R),
    ("남편이 나한테 말도 없이 어느 정당 당원으로 가입하고 내 이름으로도 후원금을 보냈대. 당장 취소할 수 있어?", P),
    ("나 구청 공무원인데 고등학교 친구가 구의원 선거에 나와서 유세 차에 같이 타 달래. 따라가기만 해도 문제가 돼?", P),
    ("삼촌 ⟦person:설대봉⟧이 중고차를 팔면서 주행거리를 조작했다가 재판을 받게 됐대. 숙모가 탄원서를 부탁하는데 조카가 써도 되는 거야?", C),
    ("10년 전에 편의점에서 물건을 훔쳐서 기소유예를 받았는데, 캐나다 워킹홀리데이 신청서에 범죄 경력을 묻는 칸이 있어. 뭐라고 써야 해?", C),
    ("가족이 같이 쓰는 아이패드 애플 ID 비번이 ⟦password:dolphin0415⟧인데 초등학생 아들이 그걸 알고 게임 아이템을 샀어. 결제만 막는 방법 있어?", K),
    ("중고 거래하다가 판매자가 보낸 링크에 카카오 계정으로 로그인했는데, 그 뒤로 친구들한테 돈 빌려 달라는 메시지가 나갔대. 뭐부터 막아야 해?", K),
]

if __name__ == "__main__":
    write_set(32, HELDOUT32_EN, HELDOUT32_KO)
