"""First training set of hand-written requests for the Privacy Gate (gate/data/handwritten_train1.jsonl).

A training set, written for the learned models (the span tagger for names and addresses, the
topic classifier): never to be measured, and never to be used for choosing settings. Written
apart from the gate (nothing under gate/src/ or gate/models/ was read), apart from the
generator's templates and word lists, and without paraphrasing an earlier hand set; every
clash the check reported (a name or a name word already used, a shared run of 24 characters)
was replaced by a different name or a differently told sentence.

Theme: workplace and administration. HR emails and letters, rotas, spreadsheets and CSV
exports, JSON and YAML configs, server logs, code-review comments, git trailers, support
tickets, meeting minutes, travel bookings, payroll and vendor forms; in Korean the same office
world told the Korean way (회사 메신저, 결재선, 근태표 CSV, 인사 발령 공지, 회의록, 고객 응대,
연차 신청서, 특근표, 출장 명단, 4대보험 신고, 경비 정산).

Balance per language (asserted by heldout_render.rows(train=True)): 57 requests; 14 topic
requests, two per topic (6 EN and 5 KO of them with a name or an identifier); 20 clean
requests, 13 of them hard negatives and 7 impersonal or educational questions on the topics'
own vocabulary; 58 EN person names over 27 requests and 48 KO names over 25 requests; 2 + 2
addresses; 3 + 3 passwords; besides them two emails in git trailers, a GB IBAN with valid
mod-97 digits and an NZ mobile (EN), and an email, an RRN with a real date and its checksum, a
KR mobile and a Nonghyup account in its 3-4-4-2 grouping (KO). Routes: 28 allow, 22 redact and
7 local in English; 29 allow, 21 redact and 7 local in Korean.

Names (EN) come from West and Central African, Caribbean and Pacific Islander cultures: Wolof
in a rota CSV with two-word given names (Ndèye Fatou, Pape Malick), Tongan in JSON on-call
config, Igbo in YAML approvers, Yoruba in server-log display names beside unlabelled user
names, Maori and Fijian in git trailers (Co-authored-by, Reviewed-by, Signed-off-by) with
emails, Jamaican in a "[14:02] Name:" chat about a forklift beside a beer brand (Red Stripe),
Akan in meeting minutes (Present/Apologies, a two-word given name, a given name alone later),
Samoan in an airline list in SURNAME/GIVEN with a particle surname (AH MU/TALALELEI), Igbo in
a citation with surnames first and a hyphenated surname, a Caribbean HR sign-off, Akan given
names in lowercase chat, word names (Blessing with a possessive, Precious), Congolese in a
support ticket and a Python HACK comment, Maori given names in a greeting, Fijian agents with
scores, Haitian names in a Markdown table, Trinidadian names in SQL, a Maori name beside a
beer brand it shares (Tui), a Fijian name beside a hotel, a Jamaican name in a shift handover
with an alarm code, a Samoan vendor; in topic requests a Maori HR contact, a brother called
Garfield, a Congolese cousin on licence, a partner (Hineira), a Jamaican manager. Pets,
characters and public figures are not labelled.

Names (KO) are Korean names with common and rare surnames (편, 빈, 경, 어, 반, 표, 육, 온, 여,
태, 추, 봉, 채, 용, 함, 시, 승, 범, 부, 지, 우, 팽, 소, 노, 길, 옥, 판, 위, 구) and compound ones
(서문, 선우, 독고, 남궁), given names alone glued to 이가 and 가 (해담, 로운, 금비), lists joined
by 이랑 and 하고, titles outside the span (대리, 과장, 부장, 팀장님, 고객님, 기사님, 주임, 씨, 님),
a messenger transcript, an approval line, attendance CSV, a transfer notice, minutes with an
absentee, JSON of a duty roster, an email signed 드림, passport names in romanised
SURNAME/GIVEN, a Java FIXME, a leave form (신청인, 대직자), a git trailer, and foreign names in
Hangul (치디 오코로, 폴라케 아데예미, 이브라힘 살레).

Topic requests are everyday situations of the writer or someone close, mostly without the
domain keyword: renal-unit afternoons and compressed hours, panic at the all-hands; a court
order on wages seen by payroll, a brother's car loan and budget; a cousin on licence and a
probation letter, a community order before a secondment; a husband as next of kin, a partner
assumed to be a man; keeping the Sabbath against a rota, Friday prayers after a shahada;
standing for the council one works for, a supervisor's party leaflets; an Outlook password
given to a temp, an approved 2am sign-in prompt; in Korean chemotherapy half-days, panic on
the subway; wage garnishment seen by accounts, card juggling and a severance advance; a drunk
driving fine on a criminal record check, a brother on probation; a boyfriend hidden from a
boss, a partner's mother's funeral leave; refusing to bow at a company 고사, a colleague's
Friday mosque visit; running for the ward council, a boss's party posts; a groupware password
given to a junior, a verification code read to a caller.

Clean hard negatives: a CI server, a chart, an effect, laws and an algorithm named after
people (Jenkins, Gantt, Hawthorne, Conway, Levenshtein), a storm (Cyclone Winston), a museum
named after a public figure (the Bob Marley Museum), an author in a public role and book
characters (Chinua Achebe, Okonkwo, Nwoye), a ship (Queen Mary 2), folk and film characters
(Anansi, Moana, Maui), brands named after people (GraceKennedy), a ticket, versions and a
commit; in Korean a law named after a person (김영란법), a placeholder character (홍길동),
streets and a call centre named after people (충무로, 퇴계로, 다산콜센터), brands (박카스,
오뚜기), places and dishes opening with a surname syllable (세종시, 한라산, 장어덮밥, 안동찜닭),
an office cat (호떡이), a businessman in a public role (정주영 회장), a principle named after a
person (피터의 원리), document numbers, versions and timestamps.

Same markup as sets.py: every identifier is a fixed labelled value ⟦type:literal⟧; a tuple adds
{"topic": ...}. heldout_render.py renders it.
`python3 gate/tools/train1_sets.py` writes the file;
`python3 gate/tools/heldout_check.py train 1` checks that its names and sentences are new.
"""

from heldout_render import write_set
from sets import C, F, H, K, P, R, S

TRAIN1_EN = [
    # clean requests, most of them hard negatives: a CI server, a chart, effects, laws and an
    # algorithm named after people, a storm, a museum and a street named after a public
    # figure, a ship, book, film and folk characters, brands, ticket and order numbers,
    # versions and timestamps
    "Our Jenkins job for the payroll export has died three nights running because the disk on agent build-07 fills up. Which directories on that agent can I safely clear?",
    "Draw me a Gantt chart in Mermaid for the office move: IT cabling in weeks 1 and 2, furniture in week 3, snagging and handover in week 4.",
    "Explain the Hawthorne effect, two paragraphs at most, for a workshop on why pilot schemes at work so often look better than the rollout that follows.",
    "Conway's law came up in our architecture review. Give me a concrete example of why an org with three squads tends to produce three services whose seams match the squads.",
    "Cyclone Winston shut our Suva office for a week back in 2016. Help me write a business continuity checklist for the cyclone season, November to April.",
    "The Kingston team wants this year's staff party at the Bob Marley Museum on Hope Road. Is it available for private hire, and what would forty guests roughly cost?",
    "For the lunchtime book club we're reading Things Fall Apart. Give me five discussion questions about Okonkwo and his son Nwoye, plus two lines on Chinua Achebe's career.",
    "Is a team incentive trip on the Queen Mary 2 from Southampton to New York actually dearer per head than flights plus four nights in Manhattan? Rough numbers are fine.",
    "For Akan heritage day at the office, retell how Anansi won all the stories from the sky god in five sentences that fit on an A3 poster.",
    "Write ten easy quiz questions about the film Moana for the Friday social, including one about Maui's fish hook and one about the coconut pirates.",
    "Our CRM dedupe job uses Levenshtein distance and it refuses to match 'Grace Foods Ltd' with 'GraceKennedy Foods'. What threshold or approach works better for company names?",
    "Ticket INC-20931 was reopened at 16:42 with the SLA clock paused at 4h12m. Write the customer update saying the fix ships in release 2027.3.1 on Thursday night.",
    "After bumping Terraform from 1.7.5 to 1.9.0 the plan for module vpc_core wants to destroy 14 resources, first seen at commit 8c1f2ab. How do I find what changed?",
    # impersonal or educational requests on the sensitive topics' vocabulary: allow
    "Sickle cell trait and sickle cell disease get mixed up a lot; set out how they differ in two plain paragraphs for the staff wellbeing newsletter.",
    "How does salary sacrifice into a workplace pension reduce national insurance? Write it neutrally for the HR intranet, under 200 words.",
    "What does 'ban the box' mean in recruitment, and which employers in the UK have signed up to it? A short brief for our hiring managers.",
    "Why do some Seventh-day Adventists avoid working from Friday sunset to Saturday sunset? A general note for the team writing our scheduling policy.",
    "Which council press releases usually get paused in the weeks before polling day (purdah), and why? Bullet points for a comms induction.",
    "Single sign-on versus multi-factor authentication, explained for the IT onboarding page in words a new starter would follow.",
    "Spell out each letter of LGBTQIA+, one line apiece, for a Pride month post on the staff noticeboard.",
    # person names: a CSV rota with Wolof names, JSON on-call with Tongan names, YAML
    # approvers with Igbo names, server logs, git trailers, a chat transcript, meeting minutes,
    # an airline list in SURNAME/GIVEN, a citation with surnames first, an HR sign-off,
    # lowercase chat, a possessive and word names, a support ticket, a greeting, scores, a
    # Markdown table, a code comment, SQL
    "Export from the rota tool:\nstaff_no,name,shift,site\n4471,⟦person:Ndèye Fatou Mbengue⟧,early,Dakar\n4472,⟦person:Babacar Seck⟧,late,Dakar\n4480,⟦person:Pape Malick Gning⟧,early,Thiès\n4493,⟦person:Khady Diouf⟧,night,Thiès\nCount the shifts per site and flag anyone on nights two weeks in a row.",
    "```json\n{\"oncall\": {\"primary\": \"⟦person:Mosese Fonua⟧\", \"secondary\": \"⟦person:Losaline Pulu⟧\", \"escalation\": [\"⟦person:Semisi Latu⟧\", \"⟦person:Kalolaine Taione⟧\"]}}\n```\nI need a jq one-liner printing the primary plus the first escalation contact.",
    "```yaml\nreview:\n  required_approvers:\n    - ⟦person:Nkemdirim Ogbonna⟧\n    - ⟦person:Chisom Ibekwe⟧\n  optional:\n    - ⟦person:Ebubechukwu Nwafor⟧\n```\nOur merge bot reads display names from this file instead of GitHub handles. How would I map each name to a handle without breaking the old format?",
    "2027-03-02 08:14:07 INFO  session.start user=oakinwande display=\"⟦person:Oluwaseyi Akinwande⟧\" dept=Finance\n2027-03-02 08:14:09 WARN  session.denied user=tbamgbose display=\"⟦person:Titilayo Bamgbose⟧\" reason=expired_contract\nWhy would the second login be refused if HR renewed her contract on Friday?",
    "Tidy this commit message and keep the trailers as they are:\n\nfix leave calc rounding for part-timers\n\nCo-authored-by: ⟦person:Awhina Paki⟧ <⟦email:awhina.paki@payroll.example⟧>\nReviewed-by: ⟦person:Epeli Tuinasau⟧\nSigned-off-by: ⟦person:Rawiri Paewai⟧ <⟦email:r.paewai@payroll.example⟧>",
    "[14:02] ⟦person:Delroy Blackwood⟧: forklift 3 leaking again by bay C\n[14:05] ⟦person:Novelette Ramsay⟧: tagged it out, engineer coming tomorrow 8am\n[14:07] ⟦person:Kemar Spence⟧: so who's moving the Red Stripe pallets then\nRewrite this as an incident note for the warehouse log, three lines max.",
    "Clean up these minutes:\nPresent: ⟦person:Yaa Pokuaa Boadu⟧ (chair), ⟦person:Akwasi Bediako⟧, ⟦person:Esi Yankah⟧\nApologies: ⟦person:Akua Sarpomaa⟧\n1. Canteen contract - renewal agreed until March\n2. Fire drill - ⟦person:Akwasi⟧ to book it for w/c 14th",
    "The travel agent sent this for the Auckland sales conference:\n1.⟦person:SOLIAI/FETU⟧ MR\n2.⟦person:PAEPAE/LAGI⟧ MS\n3.⟦person:AH MU/TALALELEI⟧ MS\nDoes that mean all three are on one booking, and can I add a checked bag for each from the company account?",
    "Put these two references into APA style for the appendix of our shift-work report:\n⟦person:Nwankwo-Iheme, Chinyere⟧ and ⟦person:Ezenwa, Kenechukwu⟧ (2025). Night shifts and sleep in Lagos call centres. Journal of Occupational Health, 41(2), 113-129.",
    "Make this sound warmer but keep the facts:\n\nYour probation has been extended by one month because the forklift certificate is still outstanding. Please bring it to your review on 3 April.\n\nRegards,\n⟦person:Marcia Thwaites⟧\nHR Business Partner",
    "can u tell ⟦person:kwesi⟧ the big printer on 3 is fixed but ⟦person:afua⟧ still has the toner cupboard key lol. make it sound less rude pls",
    "⟦person:Blessing⟧'s leaving do is on Thursday and ⟦person:Precious Oduya⟧ has the card going round. Write a line from the whole accounts team about surviving four year-ends together.",
    "Ticket #88214\nReported by: ⟦person:Ilunga Tshibangu⟧\nAffected user: ⟦person:Bijou Mwamba⟧ (Kinshasa office)\nSymptom: VPN disconnects roughly every 20 min since client 4.2\nDraft a first reply to the reporter and list the logs I should ask for.",
    "Start this email properly and finish it: 'Hi ⟦person:Tamatea⟧, thanks for covering the Hamilton site visit. ⟦person:Kahurangi⟧ and I will take the Tauranga one.' Then ask for mileage receipts by Friday.",
    "Customer satisfaction by agent for March:\n⟦person:Mereani Tuidraki⟧ 4.8\n⟦person:Pita Waqabaca⟧ 4.1\n⟦person:Akanisi Koroi⟧ 4.6\n⟦person:Ateca Ravulolo⟧ 3.9\nGive me a spreadsheet formula to rank them, and a kind way to give feedback to the lowest score in private.",
    "| Name | Role | Start |\n|---|---|---|\n| ⟦person:Wilner Dorsainvil⟧ | Night supervisor | 6 May |\n| ⟦person:Fabiola Toussaint⟧ | Payroll clerk | 13 May |\n| ⟦person:Jocelyne Desravines⟧ | Van driver | 13 May |\nMake an intranet welcome announcement out of this.",
    "Found this in a pull request I'm reviewing:\n```python\n# HACK: ⟦person:Lokua Bokanga⟧ wants this until the SAP sync is fixed, check with ⟦person:Nzuzi Mavungu⟧ before removing\nif employee.grade == 'X9':\n    return 0\n```\nWrite a polite review comment asking for a ticket reference instead.",
    "INSERT INTO contractors (name, trade) VALUES ('⟦person:Kerwin Ramlogan⟧', 'electrician'), ('⟦person:Devika Maharaj⟧', 'surveyor');\nIt errors on the unique constraint contractors_name_key because both rows already exist. How do I turn it into an upsert?",
    # addresses
    "Fill in the change-of-details note for payroll:\nEmployee name: ⟦person:Tui Hapimana⟧\nNew address: ⟦address:27 Ponsonby Road, Grey Lynn, Auckland 1011⟧\nEffective from: 1 May\nAnd add a line that the Tui fridge magnets from the sales kickoff are not hers to return.",
    "Draft a relocation letter to ⟦person:Kelera Nawaqa⟧ confirming her new desk at ⟦address:Level 3, 18 Victoria Parade, Suva⟧ from June, and that the company covers her first two weeks at the Grand Pacific Hotel.",
    # rule-covered identifiers and secrets
    "Someone pasted our staging .env into the team channel:\nDB_USER=hr_app\nDB_PASSWORD=⟦password:Kalolo!Tide2027⟧\nWhat should we rotate first, and how do we stop it happening again?",
    "Shift handover for ⟦person:Oneil Samuels⟧: the alarm panel at the Spanish Town depot disarms with ⟦password:5190⟧ and the key safe is the blue one behind reception. Lay it out as a checklist.",
    "Vendor form from ⟦person:Pua Afamasaga⟧ (catering for the London launch): IBAN ⟦iban:GB90 BARC 2047 1583 9264 17⟧, mobile ⟦phone:+64 21 784 3906⟧. Check the fields look complete before I key it into the finance system.",
    # sensitive topics, two per topic, told as the writer's or someone close's situation
    ("From April I'll be hooked up to a machine at the renal unit three afternoons a week. Help me ask ⟦person:Ripeka Horomona⟧ in HR about moving to compressed hours.", H),
    ("I've been signed off twice this year with my nerves, and yesterday I had to walk out of the all-hands because my chest went tight. How do I ask for a quieter desk without a big conversation?", H),
    ("A letter came to the office saying a court has ordered part of my wages to go straight to a catalogue company. Payroll will see it before I can explain. What do I say to them?", F),
    ("My brother ⟦person:Garfield⟧ borrowed against his car to cover last month's rent and now the lender keeps ringing his work number. Help me draft a budget for him on £1,900 a month take-home.", F),
    ("My cousin ⟦person:Kalala Tshimanga⟧ is out on licence and starts with us on Monday. His probation officer wants a letter from the company confirming his shift pattern. Write it for me to sign.", C),
    ("I got a community order for a fight outside a club at nineteen, and the Fiji secondment now needs a police certificate. Do I warn my line manager now or wait for the certificate?", C),
    ("I'm putting my husband down as next of kin on the new HR system, and I'm a man. Nobody at work knows. Who can see that field?", S),
    ("Everyone in the office assumes my partner ⟦person:Hineira⟧ is a bloke, and as a woman myself I've never corrected them. Now the Christmas invite wants plus-ones by name. How do I handle it?", S),
    ("I keep the Sabbath from Friday sunset; yet every other Friday the new rota has me locking up. Help me ask ⟦person:Carlton Whyte⟧ for a standing swap.", R),
    ("I took my shahada last month and I'd like to use the empty quiet room for the midday prayer on Fridays. Who do I ask in facilities, and what do I say?", R),
    ("I'm standing for the council in May. By day I'm a planning officer for that very council. Do I have to tell my employer, and will I need to step back from some cases?", P),
    ("My supervisor keeps dropping leaflets for his party into the staff WhatsApp. Can I get him to stop without looking as if I support his rivals?", P),
    ("I gave the temp my Outlook password, ⟦password:Sapphire#Lagoon88⟧, so she could cover my inbox, and IT says there was a sign-in from another country last night. What do I do now?", K),
    ("At two in the morning my phone asked me to approve a sign-in and, half asleep, I tapped yes. It's my work account. Who do I call first?", K),
]

TRAIN1_KO = [
    # clean requests, most of them hard negatives
    "거래처에서 명절 선물로 한우 세트를 보내왔는데, 김영란법에서 선물 금액 기준이 지금 얼마야? 돌려보낼 때 쓸 문구도 같이 알려 줘.",
    "사내 서식 작성 예시에 이름을 전부 홍길동으로 넣어 뒀는데, 요즘 회사들은 예시 이름을 뭘로 많이 바꿔 써?",
    "충무로역에서 퇴계로 쪽으로 나가서 명동 방향으로 걸으면 인쇄소 골목까지 몇 분 걸려? 명함 급하게 찍어야 해.",
    "다산콜센터 120에 전화하면 사업자 등록 관련 문의도 받아 줘? 아니면 세무서로 바로 가야 해?",
    "탕비실에 박카스랑 오뚜기 컵밥을 채워 두려는데, 직원 30명이면 한 달에 몇 박스씩 주문하는 게 적당할까?",
    "세종시 정부청사로 출장 가는데 KTX 오송역에서 BRT 타면 청사까지 얼마나 걸려?",
    "팀 워크숍을 제주 한라산 영실 코스로 잡았어. 등산 초보 열다섯 명이면 몇 시에 출발해야 여유 있게 내려와?",
    "회식 장소로 장어덮밥집이랑 안동찜닭집 중에 고민 중인데, 매운 거 못 먹는 사람이 두 명 있으면 어디가 나아?",
    "그룹웨어를 v5.2.1로 올린 뒤로 결재 문서 GW-2027-004183이 2027-03-04 14:22:10에 상신됐다고 뜨는데 결재함에 안 보여. 뭘 확인해야 해?",
    "근태표에서 9시 1분 이후 출근한 날을 세는 COUNTIFS 수식 짜 줘. 출근 시각은 C열, 날짜는 A열이야.",
    "사무실에서 키우는 고양이 호떡이가 요즘 키보드 위에서만 자. 모니터 옆에 둘 만한 고양이 방석 추천해 줘.",
    "정주영 회장의 '이봐, 해 봤어?' 일화를 신입 사원 교육 자료에 넣으려는데, 출처가 확실한 내용만 세 줄로 정리해 줘.",
    "피터의 원리를 승진 제도 개편 워크숍에서 설명하려고 해. 영업팀 예시로 쉽게 풀어 줘.",
    # impersonal or educational requests on the sensitive topics' vocabulary: allow
    "건강검진 결과지에 나오는 '유소견자'가 정확히 무슨 뜻인지 보건관리자 안내문 문구로 써 줘.",
    "통상임금과 평균임금이 어떻게 다른지 신입 인사 담당자 교육용으로 표로 정리해 줘.",
    "범죄경력회보서와 수사경력자료가 어떻게 다른지 채용 담당자 교육 자료에 넣을 수 있게 중립적으로 설명해 줘.",
    "석가탄신일이 해마다 날짜가 바뀌는 이유를 사내 공휴일 안내 메일에 넣을 두 문장으로 써 줘.",
    "공무원의 정치적 중립 의무가 어디까지인지 공공기관 신입 연수 자료용으로 일반적으로 정리해 줘.",
    "성적 지향과 성별 정체성이 어떻게 다른지 다양성 교육 슬라이드 한 장 분량으로 설명해 줘.",
    "패스키가 비밀번호보다 안전하다고 하는 이유를 사내 보안 교육 자료에 쉽게 풀어 써 줘.",
    # person names: a messenger transcript, an approval line, attendance CSV, a transfer
    # notice, minutes, customer care, given names alone with particles, foreign names in
    # Hangul, JSON, an email sign-off, a passport list, a Java FIXME, a leave form, a list
    # joined by 이랑/하고, a welcome card, a git trailer
    "[오전 9:02] ⟦person:편소휘⟧: 오늘 10시 주간회의 장소 바뀐 거 아세요?\n[오전 9:04] ⟦person:빈규래⟧: 7층 소회의실 아니었어요?\n[오전 9:05] ⟦person:경채율⟧: 3층 라운지로 옮겼대요\n이 대화 보고 팀 공지 한 줄로 정리해 줘.",
    "결재선이 기안 ⟦person:서문재헌⟧ 대리, 검토 ⟦person:모운경⟧ 과장, 승인 ⟦person:선우재율⟧ 부장으로 잡혀 있는데 검토자가 출장 중이야. 대결로 올리려면 어떻게 요청해야 해?",
    "사번,성명,출근,퇴근\n20231,⟦person:어봉삼⟧,08:57,18:31\n20232,⟦person:반희수⟧,09:14,18:02\n20240,⟦person:표해인⟧,08:49,21:40\n지각한 사람이랑 이번 주 52시간을 넘길 것 같은 사람을 표시하는 엑셀 수식 알려 줘.",
    "아래 인사 발령을 사내 게시판 공지 형식으로 다듬어 줘.\n- ⟦person:독고현보⟧ 책임: 품질보증팀장 보임\n- ⟦person:서문결희⟧ 선임: 구매팀 전보\n- ⟦person:육묵현⟧ 사원: 정규직 전환\n시행일은 4월 1일이야.",
    "회의록 정리해 줘.\n참석: ⟦person:온규필⟧(팀장), ⟦person:어희령⟧, ⟦person:여금비⟧\n불참: ⟦person:태경운⟧(연차)\n논의: 2분기 재고 실사 일정, 외주 검수 기준\n결정: 실사는 6월 둘째 주, 검수 기준 초안은 ⟦person:금비⟧가 작성",
    "⟦person:추복임⟧ 고객님이 배송 지연으로 세 번째 문의를 주셨어. 사과드리면서 4월 8일 출고 예정이라고 안내하는 답변 써 줘. 서명은 고객지원팀 ⟦person:봉애련⟧으로.",
    "⟦person:해담⟧이가 보낸 매출 엑셀에 ⟦person:로운⟧이가 고친 시트가 덮어써졌어. 원드라이브 버전 기록에서 어떻게 되살려?",
    "다음 주에 나이지리아 거래처에서 ⟦person:치디 오코로⟧ 씨와 ⟦person:폴라케 아데예미⟧ 씨가 방문해. 공항 픽업부터 공장 견학까지 이틀 일정표 만들어 줘.",
    "```json\n{\"당직\": {\"정\": \"⟦person:채순범⟧\", \"부\": \"⟦person:용희택⟧\"}, \"비상연락\": \"⟦person:함덕구⟧\"}\n```\n이걸 파이썬으로 읽어서 당직자 이름만 한 줄씩 출력하는 코드 짜 줘.",
    "아래 메일을 조금 더 정중하게 다듬어 주세요.\n\n안녕하세요, 견적서 잘 받았습니다. 단가는 이견이 없으나 납기를 2주 앞당길 수 있는지 검토 부탁드립니다.\n\n영업지원팀 ⟦person:시담이⟧ 드림",
    "베트남 출장 항공권 명단이 이렇게 왔는데, 여권 영문 이름이랑 맞는지 확인하는 방법 알려 줘.\n1. ⟦person:GAM/SEONNYEO⟧ MS\n2. ⟦person:PI/JEONGHWA⟧ MS",
    "```java\n// FIXME(⟦person:승혜온⟧): 퇴사자 계정 잠금 배치가 주말에 안 돎. ⟦person:범희제⟧ 님 확인 부탁\n```\n이 주석 보고 지라 이슈 제목이랑 설명 써 줘.",
    "연차 신청서 양식 채워 줘.\n신청인: ⟦person:부용선⟧\n소속: 물류1팀\n기간: 5월 2일~5월 3일\n사유: 개인 사정\n대직자: ⟦person:지은담⟧",
    "이번 주 토요일 특근은 ⟦person:우복동⟧이랑 ⟦person:팽상구⟧, 다음 주는 ⟦person:소겸재⟧하고 ⟦person:노윤하⟧이야. 특근 수당 계산표 만들어 줘.",
    "신입 사원 ⟦person:하늘새⟧ 씨 환영 카드에 이름을 살린 문구를 넣고 싶어. 너무 오글거리지 않게 세 개만 써 줘.",
    "커밋 메시지를 다듬어 줘. 트레일러는 그대로 둬.\n\n급여 명세서 PDF 한글 깨짐 수정\n\nCo-authored-by: ⟦person:남궁효담⟧ <⟦email:hyodam.namgung@hrsys.example⟧>",
    # addresses
    "⟦person:길상아⟧ 과장 사택 주소가 ⟦address:부산광역시 해운대구 센텀중앙로 97, 1203호⟧로 바뀌었어. 인사 시스템 주소 변경 요청 메일 써 줘.",
    "거래처 반품 주소가 ⟦address:경기도 이천시 마장면 덕평로 811⟧인데, 반품 상자에 붙일 안내문을 송장 번호 칸 포함해서 만들어 줘.",
    # rule-covered identifiers and secrets
    "부서 공용 택배 계정 비번이 ⟦password:parcel0412!⟧인데, 퇴사자가 알고 있으니까 바꾸라고 부서원들한테 보낼 공지 써 줘.",
    "⟦person:옥세빈⟧ 대리한테 NAS 관리자 비번 ⟦password:Nas#Wonju77⟧ 넘겨야 하는데, 메신저 말고 안전하게 전달하는 방법 있어?",
    "신입 ⟦person:판기오⟧ 씨 4대보험 취득 신고하려는데 주민번호가 ⟦kr_rrn:970823-1053720⟧이야. 입사일 기준으로 언제까지 신고해야 해?",
    "화물 기사 ⟦person:팽두칠⟧ 기사님 번호가 ⟦phone:010-3817-5204⟧인데, 내일 새벽 5시 상차라고 문자로 안내해 드려 줘.",
    "출장비 정산 받을 ⟦person:위서경⟧ 주임 계좌가 농협 ⟦kr_bank_account:302-1847-2956-31⟧이야. 경리팀에 보낼 정산 요청 메일 써 줘.",
    # sensitive topics, two per topic, told as the writer's or someone close's situation
    ("다음 달부터 격주 화요일마다 항암 주사를 맞으러 병원에 가야 해. ⟦person:소태건⟧ 팀장님께 반차 얘기를 어떻게 꺼내면 좋을까?", H),
    ("요즘 아침에 지하철만 타면 숨이 막히고 심장이 터질 것 같아서 두 번이나 중간에 내렸어. 재택근무를 요청하고 싶은데 이유를 어디까지 말해야 해?", H),
    ("회사로 내 월급 압류 통지서가 왔대. 경리팀 ⟦person:구명자⟧ 과장님이 먼저 보셨을 텐데, 어떻게 말을 꺼내야 할까?", F),
    ("카드값을 돌려막다가 한계가 와서 퇴직금 중간정산을 알아보는 중이야. 회사에 내는 신청서 사유란에 뭐라고 써야 해?", F),
    ("입사 서류로 범죄경력회보서를 내라는데, 5년 전 음주운전으로 벌금 낸 게 거기 나올까? 인사팀에 미리 말하는 게 나을까?", C),
    ("남동생이 보호관찰 중이라 한 달에 한 번 보호관찰소에 가야 한대. 우리 공장에 추천하고 싶은데 반장님께 어떻게 설명하지?", C),
    ("팀 회식 때마다 부장님이 여자친구는 언제 생기냐고 물어. 나는 남자고 3년째 만나는 남자친구가 있어. 어떻게 넘기면 좋을까?", S),
    ("회사 경조사 규정에 배우자 항목밖에 없어서, 같이 사는 파트너 ⟦person:노은설⟧의 어머니 장례에 휴가를 쓸 수 있을지 모르겠어. 나도 여자야.", S),
    ("창립기념일 행사에서 고사를 지내고 돼지머리에 절을 한다는데, 나는 교회 집사라 절은 못 하겠어. 총무팀에 어떻게 말씀드리지?", R),
    ("새로 온 팀원 ⟦person:이브라힘 살레⟧ 씨가 금요일 점심에 모스크에 다녀오고 싶대. 점심시간을 바꿔 줘도 되는지 팀장으로서 어떻게 정리하면 좋을까?", R),
    ("이번 지방선거에 구의원으로 나가 보려고 해. 회사에 겸직 신고를 해야 하는지, 팀장님께는 언제 말씀드리는 게 좋을지 모르겠어.", P),
    ("부장님이 부서 단톡방에 특정 정당 후보 홍보 글을 계속 올리셔. 나는 반대쪽을 지지하는데 불편하다고 말씀드려도 될까?", P),
    ("그룹웨어 비밀번호 ⟦password:spring2027!!⟧를 휴가 동안 후배한테 알려 줬는데, 보안팀에서 해외 IP 로그인 알림이 왔대. 지금 뭐부터 해야 해?", K),
    ("고객센터라는 사람 전화를 받고 문자로 온 인증번호 여섯 자리를 불러 줬어. 회사 법인카드 앱이었는데 어떡하지?", K),
]

if __name__ == "__main__":
    write_set(1, TRAIN1_EN, TRAIN1_KO, train=True)
