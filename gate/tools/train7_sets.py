"""Seventh training set for the Privacy Gate (gate/data/handwritten_train7.jsonl).

A training set, written for the learned models (the span tagger for names and addresses, the
topic classifier) and never to be measured: no score is to be taken from it, and it is not a
held-out set. Written apart from the gate (nothing under gate/src/ or gate/models/ was read)
and apart from the held-out sets kept unseen; themes and examples are new, and every clash the
check reported was rewritten.

Themes: education and youth. Names sit in class registers, report-card comments, tutoring
timetables, university group-project chats with timestamped speakers, a scholarship shortlist
and form address, exam seating plans in SURNAME, Given form, a youth orchestra roster as
CSV, a debate-team YAML, a Python gradebook dict, a git trailer on a school timetable repo, a
bibliography with surnames first and a comma, a parents' evening booking log, an email
sign-off, lowercase chat, vocatives and possessives, and teachers by surname alone. EN
names come from Jewish (Ashkenazi, Sephardi, Mizrahi), Armenian-American, Greek-Cypriot,
Lebanese and Brazilian-Japanese families, with hyphenated and particle surnames (Der-,
Abou, Bou) and two-word given names. KO names sit in 학원 출결 문자, 과외 일정표,
성적표, 학부모 상담 메모, 대학 조별과제 단톡 exports, 장학금 신청서, 기숙사 배정표, a 수능 수험표,
CSV and YAML, with common surnames beside rare and compound ones, given names alone glued to
particles (the particle outside the span; 다정 is also an everyday word), and Armenian and
Greek names in Hangul before 씨.

Hard negatives: laws, effects, methods and apparatus named after people (Hooke, Bunsen,
Pygmalion, Dewey, Cornell, Ohm), famous people in public roles left unlabelled
(composers, scientists, 세종대왕, 유관순 열사), book characters, brands, a storm, a ship, pets
(not people), Korean places, dishes and brands that open with a surname syllable, order
numbers, versions and timestamps; and impersonal or educational questions on the sensitive
topics' vocabulary, which stay clean.

Balance per language: 57 requests, 14 topic requests (2 per topic, several with a name or an
identifier), 19 clean requests, at least 2 addresses and 3 passwords, and 54 EN names over 25
requests and 56 KO names over 29 requests.

`python3 gate/tools/train7_sets.py` writes the file;
`python3 gate/tools/heldout_check.py train 7` checks that its names and sentences are new.
"""

from heldout_render import write_set
from sets import C, F, H, K, P, R, S

TRAIN7_EN = [
    # clean requests, mostly hard negatives: laws, effects, methods and apparatus named after
    # people, public figures in public roles, book characters, brands, a storm, a ship, a pet,
    # order numbers, versions and timestamps
    "For a Year 9 physics practical, how do I explain Hooke's law using the springs and slotted masses we already have in the prep room?",
    "Half my chemistry class singed their sleeves on the Bunsen burners today. Write a short, cheerful safety reminder for the lab door.",
    "Is the Pygmalion effect real, or has it been debunked? I want to mention it at a staff INSET session on teacher expectations.",
    "Our school library still shelves everything by Dewey decimal. Would switching the junior section to genre labels confuse the kids?",
    "Explain Cornell note-taking to a group of anxious first-years, with a filled-in example about the causes of the First World War.",
    "The youth orchestra is playing Dvořák's New World symphony in March. What should a three-line programme note for children aged eight to twelve say about it?",
    "Which Roald Dahl book works best as a class read-aloud for Year 4: The BFG, Danny the Champion of the World, or Esio Trot?",
    "Our hamster Pistachio escaped from the classroom cage over half-term. Turn this into a funny assembly story about responsibility.",
    "Storm Eunice closed the school two years ago; what should a snow-day and storm-day remote learning plan include now?",
    "Our local port is hosting the polar research vessel named for Attenborough this spring, and my sixth formers get a tour. What questions could they prepare about polar research?",
    "Order 5520-71834 from the Staedtler site only had half the HB pencils. Write the school office's complaint, firm but friendly.",
    "Our Moodle upgrade to 4.3.2 broke the quiz timer plugin at 2025-09-08 07:55. How do I roll back just that plugin?",
    # impersonal or educational questions on the sensitive topics' vocabulary: allow
    "In US public schools, how is an IEP unlike a 504 plan? Our new teaching assistant wants it in a single paragraph.",
    "How does interest capitalisation work on federal student loans? Explain it for a high-school financial literacy worksheet.",
    "What happens at a bar mitzvah and a bat mitzvah? Give me three short lines for a Year 6 religious education display.",
    "Can a juvenile record be sealed or expunged in most US states? A neutral overview for a civics class debate.",
    "Why do schools make staff approve a phone prompt, on top of the password, when they log into school laptops? One paragraph for the IT induction handbook.",
    "Sexual orientation versus gender identity: how are they distinct? Neutral wording, for a Year 10 PSHE lesson plan.",
    "Compare a PR voting system with FPTP elections: balanced, for the Year 12 politics society's first meeting.",
    # person names: a class register, report comments, a tutoring timetable, a group-project
    # chat, a seating plan in SURNAME, Given form, an orchestra CSV, a debate YAML, a Python
    # gradebook, a git trailer, a reference list, a booking log, a sign-off, lowercase chat
    "Register for 8K, Tuesday:\n⟦person:Yitzchak Perlmutter⟧ - present\n⟦person:Siranoush Kouyoumdjian⟧ - late (bus)\n⟦person:Xanthos Hadjisavvas⟧ - absent\n⟦person:Raghida Abou Jaoude⟧ - present\nDraft the text to parents of the absent and late students.",
    "Make these report comments sound warmer:\n⟦person:Mendel⟧ is capable but rushes his written answers.\n⟦person:Anoush⟧ needs to speak up more in group discussions.\n⟦person:Loukia⟧ has made strong progress in algebra this term.",
    "Tutoring timetable for the week:\nMon 4pm - ⟦person:Ezra Dangoor⟧ (GCSE maths)\nWed 5pm - ⟦person:Tikva Nahum⟧ (A-level chemistry)\nThu 6pm - ⟦person:Sevag Karamanoukian⟧ (11+ verbal reasoning)\nTurn it into a calendar table and flag any clashes with Wednesday football.",
    "[19:02] ⟦person:Maroun Bou Nassif⟧: who's doing the literature review?\n[19:05] ⟦person:Juliana Emi Nakandakare⟧: i can, but someone else needs to do the survey\n[19:11] ⟦person:Sotiris Ioannides⟧: survey's mine\nSummarise who owns which part of the group project.",
    "Exam seating plan, Hall B:\nA1 ⟦person:TASHJIAN, Arpi⟧\nA2 ⟦person:HADJIPAVLOU, Christakis⟧\nA3 ⟦person:SHIMABUKURO, Heitor Massao⟧\nA4 ⟦person:BLUMENKRANTZ, Chana⟧\nReformat this as Given SURNAME and keep the desk numbers.",
    "instrument,name,grade\nviolin,⟦person:Hagop Der-Bedrossian⟧,6\ncello,⟦person:Rivka Tennenbaum⟧,5\nflute,⟦person:Leandro Tetsuo Oshiro⟧,7\nclarinet,⟦person:Ziad Tannous⟧,4\nSort the youth orchestra roster by grade and say which section is thinnest.",
    "```yaml\ndebate_team:\n  captain: ⟦person:Shoshana Toledano⟧\n  first_speaker: ⟦person:Boutros Sassine⟧\n  reserve: ⟦person:Androulla Papachristodoulou⟧\n```\nWrite a short intro for each of them for the regional debate programme.",
    "```python\n# scores entered by Ms ⟦person:Kuwabara⟧, double-check before Friday\ngrades = {\"⟦person:Aharon Serfaty⟧\": 71, \"⟦person:Nadine Bou Khalil⟧\": 88, \"⟦person:Murilo Akira Hirata⟧\": 64}\n```\nHow do I print these sorted from highest to lowest?",
    "fix: move Year 11 mocks out of the sports hall\n\nReviewed-by: ⟦person:Levon Manoogian⟧\nSigned-off-by: ⟦person:Mazal Azoulay⟧\n\nWould this commit message pass review for the school timetable repo, or should the body explain why?",
    "My dissertation supervisor wants full first names in the bibliography. Put these in alphabetical order:\n⟦person:Wasserzug, Shaindel⟧, and ⟦person:Nechama Grinshpan⟧. 2021. Homework load and sleep in adolescence.\n⟦person:Charalambous, Eftychia⟧. 2019. Peer tutoring in Cypriot secondary schools.",
    "Parents' evening bookings so far: 17:10 Mrs ⟦person:Fakhoury⟧, 17:20 Mr and Mrs ⟦person:Ohanessian⟧, 17:30 ⟦person:Naftali Shemesh⟧'s dad. Which slots are still open if each one lasts ten minutes until 19:00?",
    "Please tidy this email up before I send it to the head of sixth form about the UCAS deadline extension.\n\nBest wishes,\n⟦person:Panayiota Kyriacou-Lemos⟧\nHead of Year 13",
    "ok so ⟦person:shmuel⟧ says he already submitted our poster to the science fair but ⟦person:talin⟧ never saw the final version?? how do i check without making it awkward",
    "⟦person:Otávio Hideo⟧, could you bring the spare music stands to Saturday's rehearsal? Write that more politely for the orchestra WhatsApp.",
    "My tutor ⟦person:Ovadia Gabbay⟧'s feedback on my personal statement says it 'lacks a through-line'. What does he mean and how do I fix it?",
    "Scholarship shortlist: ⟦person:Hadas Sasson⟧ (music), ⟦person:Krikor Boyajian⟧ (engineering), ⟦person:Eliezer Halfon⟧ (history). Draft congratulation letters with a placeholder for the award amount.",
    "Prof. ⟦person:Tsuchiya⟧ wants the lab reports in by Monday, and ⟦person:Menashe Abulafia⟧ is asking if the deadline is 9am or midnight. Write a quick reply to him.",
    "Write a nomination for ⟦person:Ani Nersesian⟧ for student of the month: she set up a lunchtime chess club and taught forty first-years to play.",
    # addresses
    "Scholarship form for ⟦person:Haigaz Vosgerchian⟧, mailing address: ⟦address:1432 Glenhurst Avenue, Apt 5B, Glendale, CA 91205⟧. Is that written correctly for a US form, or should the apartment go on its own line?",
    "Our daughter ⟦person:Dafna⟧ starts at a boarding school next month and her trunk has to go to ⟦address:Halsey House, 9 Orchard Rise, Malvern WR14 3FB⟧. Which courier handles large trunks best?",
    # identifiers and secrets
    "The tutoring centre wifi is ⟦password:ohm2tutor!⟧ and I want to put it on a laminated card by the door. Make it look friendly.",
    "For the Google Classroom demo, the test student account is demo.y9 with ⟦password:Bellbird47⟧. Write instructions for the supply teacher, Mr ⟦person:Hatzigeorgiou⟧.",
    "Please send the revised seating plan to ⟦email:exams.office@ridgeway-academy.org.uk⟧ and copy in ⟦person:Salwa Moukarzel⟧, our SENCo.",
    "The school trip deposit was charged twice to my card ⟦card:4539 1488 0343 6467⟧. Write to the school finance office asking for one to be refunded.",
    # sensitive topics, two per topic
    ("My daughter ⟦person:Talin Arzoumanian⟧ got her ADHD diagnosis last week and her GCSEs start in May. Help me ask the school about extra time and a separate room.", H),
    ("I get a pounding heart and shaky hands before every seminar presentation, to the point I've skipped two. How do I ask my tutor for a different assessment format?", H),
    ("Dad's restaurant closed in January and we've been two months behind on rent since. Help me write the financial circumstances section of my bursary application.", F),
    ("To pay for my son's school ski trip I borrowed from one of those short-term lenders, and now owe nearly double. Which bill do I deal with first?", F),
    ("My sixteen-year-old told me tonight she has a girlfriend and hasn't told her dad. How do I show her I'm on her side?", S),
    ("A parent asked me at sports day whether I have a husband. I teach at that school and my wife is a woman too. How can I reply lightly so it doesn't become gossip?", S),
    ("Our son has started wearing his kippah to school and the PE teacher says it isn't allowed in the gym. Help me write a calm email to the head.", R),
    ("My chemistry resit falls on a Saturday and I keep Shabbat. How do I ask the exam board for an alternative sitting?", R),
    ("My son ⟦person:Serop Ghazarian⟧ got detention for organising a walkout over the climate strike. I support him but don't want a fight with the school. What do I say?", P),
    ("I'm canvassing for a school board candidate whose views my department head openly hates. Should I keep my name off the flyers?", P),
    ("Back when I was nineteen I got done for drink-driving after a party, and now I want a job as a classroom assistant. Will it show on the background check or do I raise it before they find it?", C),
    ("My nephew ⟦person:Kleanthis⟧ was given a caution by the police at seventeen after taking stuff from a shop and wants to apply to university. Does that caution go on his UCAS form?", C),
    ("I let my tutee log into my school portal to print his timetable and the password is ⟦password:Sevan1999⟧. Should I change it now?", K),
    ("My son shared his gaming account login with a boy in his class and now the account has been emptied and the email changed. How do we get it back?", K),
]

TRAIN7_KO = [
    # clean requests, mostly hard negatives: places, dishes and brands that open with a
    # surname syllable, public figures in public roles, laws and effects named after people,
    # a book character, a pet, order numbers, versions and timestamps
    "중2 과학 수행평가로 옴의 법칙 실험을 하는데, 건전지랑 저항만으로 할 수 있는 실험 순서를 짜 줘.",
    "세종대왕이 훈민정음을 만든 이유를 초등학교 3학년이 이해할 수 있게 다섯 줄로 설명해 줘.",
    "유관순 열사 기념관으로 현장체험학습을 가는데, 학생들이 미리 풀어 볼 퀴즈 열 문제만 만들어 줘.",
    "피그말리온 효과를 학부모 연수 자료에 넣고 싶은데, 실제 연구 결과가 어느 정도 믿을 만한지 알려 줘.",
    "김밥천국에서 시험 끝나고 반 애들 30명 분식 단체 주문하려는데, 메뉴 몇 가지로 고르면 편할까?",
    "조치원역에서 고려대 세종캠퍼스까지 셔틀버스 시간표가 어디 나와 있는지 알려 줘.",
    "박카스 말고 수능 전날 먹어도 속 안 불편한 간식 추천해 줘. 카페인은 빼고.",
    "정관장 홍삼 수험생용이 진짜 집중력에 도움이 되는지 근거 있는 얘기만 정리해 줘.",
    "홍길동전을 중학생 독서 토론 주제로 쓰려는데, 찬반 논제 세 개만 뽑아 줘.",
    "우리 반에서 키우는 햄스터 이름이 콩떡인데, 방학 동안 누가 데려갈지 정하는 공지 문구 귀엽게 써 줘.",
    "주문번호 2025091447821 문제집이 두 권 빠져서 왔어. 출판사 고객센터에 보낼 문의 글 짧게 써 줘.",
    "나이스 학부모서비스가 2025-03-04 08:30부터 접속이 안 되는데, 보통 학기 초에 이런 일이 잦은 거야?",
    # impersonal or educational questions on the sensitive topics' vocabulary: allow
    "ADHD와 단순한 산만함은 어떻게 구분하는지 교사 연수용으로 한 문단만 정리해 줘.",
    "한국장학재단 학자금 대출에서 취업 후 상환 대출과 일반 상환 대출의 차이를 표로 비교해 줘.",
    "성당의 견진성사가 뭔지 중학교 종교 수업에서 쓸 수 있게 세 문장으로 설명해 줘.",
    "소년보호처분 1호부터 10호까지가 각각 무엇인지 사회 수업 자료로 간단히 정리해 줘.",
    "교육감 선거는 왜 정당 공천이 없는지 고등학생 시민교육 자료용으로 중립적으로 설명해 줘.",
    "학교 통합 계정에 OTP를 쓰는 이유를 교직원 연수 자료에 넣을 수 있게 한 문단으로 써 줘.",
    "성적 지향과 성별 정체성의 차이를 보건 수업 자료용으로 중립적으로 설명해 줘.",
    # person names: 학원 출결 문자, 과외 일정표, 성적표, 학부모 상담, 조별과제 단톡, 장학금
    # 신청서, 기숙사 배정표, CSV, YAML, a Python comment, given names glued to particles
    "[해오름수학학원] ⟦person:탁윤섭⟧ 학생이 오늘 17:05에 등원했습니다. ⟦person:편다혜⟧ 학생은 아직 미등원입니다.\n이 두 문자를 하나의 공지 형식으로 정리해 줘.",
    "과외 일정표\n월 19시 ⟦person:옥재범⟧ (고2 수학)\n수 20시 ⟦person:유경림⟧ (중3 영어)\n금 18시 ⟦person:봉태희⟧ (고1 국어)\n토요일 오전에 보강 한 타임 넣을 수 있게 표로 다시 짜 줘.",
    "1학기 성적표 요약\n⟦person:국태성⟧ 국어 92 수학 78\n⟦person:어진율⟧ 국어 81 수학 95\n⟦person:판동률⟧ 국어 88 수학 90\n과목별 평균이랑 최고점 학생 정리해 줘.",
    "학부모 상담 메모: ⟦person:황보찬희⟧ 어머님께서 아이가 수학 시간에 자꾸 존다고 걱정하심. ⟦person:찬희⟧는 학원 숙제 때문에 새벽 1시에 잔다고 함. 상담 결과 안내 문자로 정리해 줘.",
    "[조별과제 단톡]\n[⟦person:노윤담⟧] [오후 9:14] 발표 자료 누가 만들어?\n[⟦person:독고준형⟧] [오후 9:16] 나 PPT 할게\n[⟦person:마서훈⟧] [오후 9:20] 그럼 난 대본\n역할 분담표로 정리해 줘.",
    "장학금 신청서\n신청인: ⟦person:김규범⟧\n학과: 기계공학과 3학년\n추천인: ⟦person:석명규⟧ 교수\n자기소개서 첫 문단을 진지하지만 딱딱하지 않게 다듬어 줘.",
    "기숙사 배정표\n301호 ⟦person:도승완⟧, ⟦person:용서겸⟧\n302호 ⟦person:진효결⟧, ⟦person:반유림⟧\n303호 ⟦person:채희림⟧\n303호에 한 명 더 넣을 수 있는지 물어보는 행정실 메일 써 줘.",
    "이름,반,번호\n⟦person:위도결⟧,3,12\n⟦person:경도희⟧,3,4\n⟦person:우다경⟧,5,21\n수학여행 버스 좌석 배정용으로 반별로 나눠 줘.",
    "```yaml\n동아리: 천문반\n회장: ⟦person:피승유⟧\n부회장: ⟦person:선재규⟧\n총무: ⟦person:기율담⟧\n```\n이걸로 동아리 소개 포스터 문구 써 줘.",
    "```python\n# ⟦person:심재령⟧ 선생님이 만든 채점 함수, ⟦person:재범⟧이가 반올림 버그 있다고 함\ndef grade(score): return round(score / 10)\n```\n이 함수 어디가 문제야?",
    "⟦person:승완⟧이는 과학 탐구 보고서 맡고 ⟦person:도연⟧이는 발표 맡기로 했어. 이걸 조원들한테 공지하는 말 써 줘.",
    "수능 수험표\n성명: ⟦person:변서온⟧\n수험번호: 12345678\n시험장: 서울 ○○고등학교\n이걸 사진 찍어 두면 분실 시 재발급에 도움이 돼?",
    "우리 반 반장 ⟦person:구본겸⟧이랑 부반장 ⟦person:계나온⟧한테 체육대회 준비 고맙다고 보낼 편지 써 줘.",
    "청소년 오케스트라 단원 명단: 바이올린 ⟦person:육시결⟧, 첼로 ⟦person:문승희⟧, 플루트 ⟦person:온서해⟧. 정기연주회 팸플릿에 들어갈 단원 소개 한 줄씩 써 줘.",
    "교환학생 ⟦person:아르멘 사르키샨⟧ 씨랑 ⟦person:에반젤리아 하지콘스탄티누⟧ 씨가 다음 주에 기숙사 들어와. 환영 메시지를 한국어랑 영어로 써 줘.",
    "과외 학생 ⟦person:다정⟧이가 영어 문법은 잘하는데 듣기가 약해. ⟦person:다정⟧이 어머님께 보낼 한 달 학습 계획 써 줘.",
    "⟦person:제갈은수⟧ 선생님, 지난번 모의고사 오답 정리 자료 다시 보내 주실 수 있을까요? 이 문장 더 공손하게 다듬어 줘.",
    "졸업 앨범 편집부: 사진 ⟦person:빙혜령⟧, 글 ⟦person:추민겸⟧, 디자인 ⟦person:편경한⟧. 마감 일정 안내 공지 써 줘.",
    "ㅋㅋ ⟦person:윤섭⟧이 또 과제 파일 안 올림;; ⟦person:채빈⟧이한테 대신 올려 달라고 할까? 자연스럽게 부탁하는 카톡 써 줘.",
    # addresses
    "⟦person:여동빈⟧ 이름으로 장학재단에 제출할 주소가 ⟦address:광주광역시 북구 용봉로 77, 생활관 4동 512호⟧인데, 우편물 받을 때 동·호수를 이렇게 써도 돼?",
    "동생 ⟦person:탁연재⟧ 자취방 주소가 ⟦address:부산광역시 금정구 장전온천천로 51번길 23, 302호⟧인데, 학생증 재발급 카드 배송지로 쓰려면 어떻게 입력해?",
    # identifiers and secrets
    "⟦person:계현옥⟧ 원장님이 학원 와이파이가 ⟦password:haeorum0305⟧라고 하셨는데, 자습실 벽에 붙일 안내문 예쁘게 만들어 줘.",
    "담임 ⟦person:추경모⟧ 선생님이 만든 우리 반 공용 패들렛 계정 비번은 ⟦password:3ban_sky!⟧야. 학생들한테 알려 줄 공지 써 줘.",
    "딸 ⟦person:서문태령⟧ 주민번호가 ⟦kr_rrn:070315-4281536⟧인데, 이걸로 수능 원서 접수 대리로 해도 돼?",
    # sensitive topics, two per topic
    ("고3 딸 ⟦person:육태빈⟧이가 수능을 앞두고 시험만 보면 배가 아파서 화장실을 몇 번씩 가. 시험 중에 이러면 어떡해야 할지 모르겠어.", H),
    ("아들 ⟦person:양희찬⟧이가 ADHD 약을 먹고 있는데, 기숙사 사감 선생님께 미리 말씀드려야 할까? 어떻게 꺼내면 좋을지 문장 좀 써 줘.", H),
    ("아버지 사업이 부도나서 지금 기초생활수급 중이에요. 장학금 신청서에 가정 형편을 어떻게 쓰면 좋을지 도와주세요.", F),
    ("학자금 대출 이자를 석 달째 못 내고 있어. 알바비로는 월세 내기도 빠듯한데 뭐부터 해야 할까?", F),
    ("룸메이트한테 내가 동성애자라고 말하고 싶은데, 같이 산 지 한 달밖에 안 됐어. 언제 어떻게 말하는 게 좋을까?", S),
    ("고등학생 딸이 여자친구가 있다고 나한테만 털어놨어. 남편한테는 아직 비밀로 해 달래. 딸한테 뭐라고 해 줘야 할까?", S),
    ("수능 다음 날이 주일인데, 교회 수련회랑 대학 면접이 겹쳤어. 부모님은 예배가 먼저래. 어떻게 설득하지?", R),
    ("기숙사 식당에 돼지고기가 안 들어간 메뉴가 거의 없어서 무슬림인 나는 매일 굶다시피 해. 학생처에 건의하는 글 써 줘.", R),
    ("우리 아빠 ⟦person:편영배⟧ 씨가 이번 교육감 선거에서 한 후보 캠프 선거운동원이야. 담임 선생님이 그 후보를 싫어하셔서 학교에서 티 날까 봐 걱정돼.", P),
    ("지난주 집회에 나갔다가 뉴스 사진에 내 얼굴이 나왔어. 학과 교수님이 반대 쪽 정당 지지자라서 불이익 받을까 봐 불안해.", P),
    ("학원 강사로 지원하려는데 20대 때 폭행으로 벌금형을 받은 적이 있어. 범죄경력 조회에 나오는지, 면접에서 먼저 말해야 하는지 모르겠어.", C),
    ("남동생 ⟦person:구동완⟧이 중학교 때 학교폭력으로 소년보호처분을 받았어. 이번에 대학 입시 서류에 그게 남아 있는지 걱정돼.", C),
    ("조별과제 때문에 학교 LMS 비밀번호 ⟦password:hanul2024!!⟧를 조원 ⟦person:함도연⟧한테 알려 줬는데, 내 이름으로 과제가 잘못 제출됐어. 어떻게 해야 해?", K),
    ("엄마가 학부모 앱 인증서 비밀번호를 모르는 번호로 온 문자에 답장으로 보내 버렸대. 지금 뭐부터 해야 해?", K),
]

if __name__ == "__main__":
    write_set(7, TRAIN7_EN, TRAIN7_KO, train=True)
