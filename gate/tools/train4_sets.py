"""Fourth training set for the Privacy Gate (gate/data/handwritten_train4.jsonl).

A training set, written for the learned models (the span tagger for names and addresses, the
topic classifier) and never to be measured: no score is to be taken from it, and it is not a
held-out set. Written apart from the gate (nothing under gate/src/ or gate/models/ was read)
and apart from the held-out sets kept unseen; themes and examples are new, and every clash the
check reported was rewritten.

Themes: creative, academic and technical work. Names sit in a Chicago-style bibliography
(surname first, comma), thesis acknowledgements, film end credits in capitals, documentary
subtitles with speaker labels, a GitHub issue, a changelog with thanks, package.json authors
and contributors, a dataset card's YAML, a lab notebook, a conference programme as a Markdown
table, podcast show notes, a game-jam chat with timestamps, git trailers (Signed-off-by,
Reviewed-by), lowercase chat, vocatives and possessives, a Python TODO comment, a summer-school
badge list in SURNAME Given form, jury scores, an email sign-off with a given name alone, and
given names that are also words or places (Pau the driver, Pau the town). EN names come from
Nordic and Sami, Irish, Scottish Gaelic, Welsh and Breton, Basque, Catalan, Galician, Maltese,
Greek, Kazakh, Uzbek and Kyrgyz cultures, with two-word given names, hyphenated surnames,
Gaelic Nic and Mac- surnames, Welsh ap, and double Catalan and Maltese surnames. KO names sit
in 논문 저자 lines, 국문 참고문헌 joined by 가운뎃점, 학회 프로그램 tables, 스터디 공지,
깃허브 이슈, 유튜브 자막 with timestamps, a 웹소설 완결 후기, 동아리 공지 signed by a
회장, a KakaoTalk export, CSV, YAML, a Python comment, a git trailer, a 학회 참가 신청서, a
동문회 list of roles; common surnames beside rare and compound ones (독고, 선우, 남궁), given
names alone glued to particles (이가, 는, 이랑), a given name that is also an adverb (한결), and
Norwegian, Kazakh and Greek names in Hangul before 씨.

Hard negatives: laws, filters, corrections, distances, transforms and prizes named after
people (Kalman, Levenshtein, Bonferroni and Holm, Goodhart, Moore, Fourier, Bernoulli,
Dijkstra, Bellman-Ford, Nobel), a ship and halls named after people (the Statsraad
Lehmkuhl, the Bailey Allen Hall, 김대중컨벤션센터), brands named after people (Thermo
Fisher, Prusa, Zeiss, DaVinci Resolve), a storm (Storm Éowyn), game, book and TV characters
(Lara Croft, Geralt, Mrs Hudson, 김독자, 유중혁), pets (Tesla the makerspace cat, 슈뢰딩거 the
lab cat), famous people in public roles left unlabelled as in the held-out sets (Iolo
Morganwg, Rosalía; 정약용, 주디스 버틀러), Korean places, dishes and brands that open with a
surname syllable (조치원, 김치말이국수, 이디야), versions, job numbers and timestamps.
User names are not labelled.

Topics, two per topic and language, told as situations of the writer or someone close in
academic and creative life, mostly without the domain keyword: hands too shaky to load a gel
after a dose change, a supervisor whose cancer is back; writing up on an overdraft, a sister
whose studio loan is being repaid by transfer (an IBAN); a thesis acknowledgement to a
girlfriend nobody knows about, a bisexual lead actor pressed at a junket; taking a new name at
an Orthodox reception, a co-author who keeps the Sabbath; election observing for an opposition
party, an advisor standing for the council; a drink-driving conviction before a festival in
Canada, a lighting tech who served time for assault; a library login lent to a co-author,
recovery codes pasted into a group chat; in Korean night-time panic before a deadline, a
study-group friend after thyroid surgery; unpaid lab wages and a student-loan payment, a
brother rolling over card loans; a boyfriend hidden at conference dinners, a club junior
coming out; a mother's wish for thanks to God in a thesis, a co-host leaving to become a
monk; a former campaign spokesman facing academic interviews, a father's party rants at
Seollal; a drink-driving fine before a US visa, a study member who served time as a phishing
courier; a club Instagram password with an old president still logged in, a professor's NAS
password on the monitor. Seven topic requests per language carry a name or an identifier
(six EN and four KO of them a name).
Impersonal and educational questions on topic vocabulary (incidence and prevalence, grant
indirect costs, the Kinsey scale, colophons, D'Hondt, expunged and sealed records, Argon2id;
cohort studies, DSR, performativity, 안거, mixed-member proportional seats, 형의 실효, passkeys)
are clean, with no topic.

Balance per language: 57 requests; 19 clean (no span, no topic); 14 topic requests, 2 per
topic; 30 requests with a person name in EN (64 names) and 26 in KO (51 names); 2 addresses;
3 (EN) and 4 (KO) passwords; other identifiers (emails, a phone, an HF token, an IBAN, bank
accounts). Routes per language: 26 allow, 23 redact, 8 local.

Same markup as sets.py, every identifier a fixed labelled value ⟦type:literal⟧; a tuple adds
{"topic": ...}. heldout_render.py renders it (offsets, check digits, routes, the training
balance asserted).
`python3 gate/tools/train4_sets.py` writes the file;
`python3 gate/tools/heldout_check.py train 4` checks that its names and sentences are new.
"""

from heldout_render import write_set
from sets import C, F, H, K, P, R, S

TRAIN4_EN = [
    # clean requests, most of them hard negatives: a filter, a distance, corrections, a law and
    # a scale named after people, a ship and a hall named after people, brands named after
    # people, a storm, game and TV characters, a pet, famous people in public roles (no span),
    # timestamps, alarm codes and word counts
    "Our lab notebook template asks for the Kalman filter gain after every calibration run. In plain words, what is the gain trading off, and what does it mean when it sits near 1?",
    "Two .srt files of the same documentary drift apart by about 400 ms after 00:42:10,500. Is Levenshtein distance on the cue text enough to realign them, or should I match on timestamps with dynamic time warping?",
    "What belongs under 'Bias, Risks, and Limitations' in a Hugging Face dataset card for a corpus of scraped Basque news headlines from 2010 to 2023?",
    "For a games-studies essay on animation, which is the richer case study: Lara Croft's climbing in the 2013 reboot or Geralt's sword fighting in The Witcher 3? I have 3,000 words to fill.",
    "My thesis chapter runs 14 pairwise comparisons. Is a plain Bonferroni correction going to look too conservative to the examiners, or is Holm–Bonferroni the safer choice?",
    "Our marine biology summer school sails from Bergen on the Statsraad Lehmkuhl in June. What should a first-timer pack for ten days on a square-rigger, and how much can fit in one duffel?",
    "The Galway workshop lost a day to Storm Éowyn, so the poster session moves from Wednesday 14:00 to Thursday 09:30 in the Bailey Allen Hall. Word the notice for the conference app so nobody turns up to an empty hall.",
    "Our Welsh-language history show is doing the Eisteddfod next month: summarise what Iolo Morganwg is now known to have invented about the Gorsedd of Bards, in about 150 words.",
    "Rosalía's El Mal Querer borrows its chapter titles from an anonymous 13th-century Occitan romance. Explain that structure for a music-theory seminar handout.",
    "The Thermo Fisher −80 freezer in our lab logs alarm code ALM 07 at about 03:14 most nights, then clears itself. Is that a door seal, the compressor, or the probe?",
    "The makerspace cat, Tesla, keeps curling up on the Prusa's heated bed between prints. Any harmless way to keep her off it?",
    "In our Catalan subtitles for a Sherlock Holmes adaptation, should 'Mrs Hudson' become 'la senyora Hudson' or stay as it is? What do professional subtitlers usually do with honorifics?",
    # impersonal or educational requests on the topics' vocabulary: allow
    "Incidence versus prevalence: give one worked example with made-up numbers for a first-year epidemiology tutorial.",
    "How do indirect costs on a research grant work, and why does the university take its cut before the lab sees the money? Keep it neutral; it's for the induction pack new doctoral students get.",
    "What did the Kinsey scale try to measure, and why do many researchers now prefer multidimensional measures? A single paragraph, for a methods primer.",
    "Medieval scribes often ended a manuscript with a colophon asking readers to pray for them. Explain the custom in a caption for a library exhibition case.",
    "Work through the D'Hondt method for five seats and four party lists with invented vote counts, for a statistics class on rounding rules.",
    "In a legal-English glossary, how should I distinguish an expunged record from a sealed one in US usage? Two short entries, please.",
    "Why should a web app store password hashes with Argon2id rather than salted SHA-256? Three bullet points for a security course slide.",
    # person names: a Chicago bibliography, acknowledgements, end credits in capitals,
    # documentary subtitles, a GitHub issue, a changelog, package.json, a dataset card's YAML,
    # a lab notebook, a programme table, show notes, a timestamped chat, git trailers,
    # lowercase chat, vocatives and possessives, names that are also places and words, code
    # comments, a SURNAME Given badge list, jury scores, a sign-off with a given name alone
    "Convert this pair of references to Chicago author-date; the journal wants sentence-case article titles:\n\n⟦person:Kvalheim, Eivind⟧, and ⟦person:Ylva Östberg⟧. 2021. \"Reindeer Herding And Snow Crust Formation.\" Arctic Review 12 (3): 44–61.\n⟦person:Kuhmunen, Nilas⟧. 2019. \"Calving Grounds Under A Changing Climate.\" Rangifer 39 (1): 5–18.",
    "Please tighten my thesis acknowledgements without losing the warmth:\n\nI am deeply grateful to my supervisor, Professor ⟦person:Ailbhe Nic Dhonnchadha⟧, who read every draft twice. ⟦person:Dyfrig Huws⟧ taught me to love the archive at Aberystwyth, and ⟦person:Neasa⟧ kept me fed through the final winter. Finally, to ⟦person:Liv⟧: we made it.",
    "Lay these out as end-credit cards in DaVinci Resolve, two roles per card:\n\nDIRECTED BY ⟦person:KATELL GOURVENNEC⟧\nPRODUCED BY ⟦person:RONAN KERDRAON⟧\nDIRECTOR OF PHOTOGRAPHY ⟦person:TANGUY MORVAN⟧\nSOUND RECORDIST ⟦person:MALO QUÉRÉ⟧\nFILMED IN DOUARNENEZ AND ON THE ÎLE DE SEIN",
    "These interview subtitles for our documentary need the speaker labels stripped and each line kept under 42 characters:\n\n12\n00:03:14,200 --> 00:03:17,900\n⟦person:SOAZIG GUÉGUEN⟧: My father sold the boat the winter ⟦person:Erwan⟧ was born.\n\n13\n00:03:18,100 --> 00:03:21,400\n⟦person:SOAZIG GUÉGUEN⟧: Nobody in the family forgave him for it.",
    "Can you turn this into a proper GitHub issue with steps to reproduce?\n\nreported by ⟦person:Ekaitz Larrañaga⟧ on the forum: the tokenizer splits the 'tx' digraph in Basque words like 'etxe'. ⟦person:Unai Arregi⟧ bisected it to commit a41c9e2, which landed in v0.9.2.",
    "Rewrite this changelog section in Keep a Changelog style:\n\n3.2.0\n- fix segfault when the glossary file is empty (thanks ⟦person:Ninu Xuereb⟧)\n- Maltese stemmer now handles ġ and ħ, by ⟦person:Marija Spiteri⟧\n- docs: ⟦person:Pawlu Cassar⟧ rewrote the install page",
    "```json\n{\n  \"name\": \"kyrgyz-translit\",\n  \"version\": \"1.4.0\",\n  \"author\": \"⟦person:Azamat Sadyrov⟧\",\n  \"contributors\": [\"⟦person:Gulzat Mamytova⟧\", \"⟦person:Kanybek Abdyrakhmanov⟧\"]\n}\n```\nnpm accepts this, but the registry page doesn't list the contributors. Should they be objects with a name and an email?",
    "```yaml\nannotators:\n  - name: ⟦person:Saule Zhunusova⟧\n    languages: [kk, ru]\n  - name: ⟦person:Daulet Serikbayev⟧\n    languages: [kk]\nlicense: cc-by-4.0\n```\nIs 'annotators' a recognised key in dataset card metadata, or should it move into the prose section?",
    "Turn this lab notebook entry into a clean protocol-deviation note:\n\n11/03 qPCR plate 3. ⟦person:Kerttu⟧ made up the master mix, ⟦person:Veikko Rantanen⟧ noticed the ROX dye was missing after the run had started, so wells A1–C12 are unusable. Rerun Thurs.",
    "| Time | Session | Chair |\n|---|---|---|\n| 09:00 | Keynote: speech tech for small languages | ⟦person:Ástrós Guðmundsdóttir⟧ |\n| 10:30 | Gaussian processes in phonetics | ⟦person:Grímur Sigurðsson⟧ |\n| 13:00 | Poster lightning talks | ⟦person:Bryndís Kjartansdóttir⟧ |\nAdd a coffee break at 10:00 and turn this into the programme page for the Reykjavík workshop site.",
    "Write show notes for episode 31 of our Welsh-language books podcast: ⟦person:Haf Elis⟧ talks to the novelist ⟦person:Gwawr Edwards-Pugh⟧ about writing her second book on the Llŷn peninsula, and ⟦person:Sioned⟧ reads an extract at 24:10.",
    "[14:02] ⟦person:Oriol⟧: the build crashes as soon as the boss room loads\n[14:03] ⟦person:Gemma Solà⟧: only on the Steam Deck or everywhere?\n[14:05] ⟦person:Bernat Costafreda⟧: everywhere since the lighting merge\nSum this up in one line for the game jam's bug board.",
    "Is this commit message laid out the way the kernel mailing list expects?\n\nmedia: uvcvideo: fix buffer overrun on short packets\n\nSigned-off-by: ⟦person:Laia Riera Coll⟧ <⟦email:laia.riera@llibreria.example⟧>\nReviewed-by: ⟦person:Arnau Pujolràs⟧ <⟦email:arnau.p@llibreria.example⟧>",
    "can u remind me what ⟦person:aibek⟧ said abt the poster deadline?? also tell ⟦person:bakyt⟧ his slides r still on my usb stick lol",
    "Draft a quick message: '⟦person:Thanasis⟧, thanks so much for covering ⟦person:Eirini Mavromati⟧'s Thursday lecture. ⟦person:Eirini⟧'s notes are in the shared drive under Week 7, and the quiz answers are in the same folder.'",
    "⟦person:Pau⟧ is driving the kit van from Girona to the short-film festival in Pau, and ⟦person:Haizea⟧ is meeting us there with the projector. Plan a route with a lunch stop near the border.",
    "```python\n# TODO(⟦person:Máhtte Kemi⟧): swap in the Northern Sami stemmer\n# tokenizer rules are in ⟦person:Inga Juuso⟧'s notebook\ndef normalise(text):\n    return text.lower()\n```\nWhat's a clean way to treat á, č, đ, ŋ, š, ŧ and ž here?",
    "Badge list for the Thessaloniki summer school, surname first as the registration desk sent it:\n⟦person:KOSTOPOULOU Maria-Eleni⟧\n⟦person:ZERVAS Kostis⟧\n⟦person:DASKALAKI Vasiliki⟧\n⟦person:MANTZARIS Yorgos⟧\nMake them 'Given Surname' in title case and sort them by surname.",
    "Jury scores for the shorts programme, out of 10:\n- ⟦person:Tormod MacÌomhair⟧: 8.5, 7, 9\n- ⟦person:Seonag NicLeòid⟧: 6, 8, 8.5\n- ⟦person:Peigi⟧: 9, 9, 7.5\nAverage each juror's marks and flag anyone more than two points off the others on a film.",
    "Make this follow-up to the festival programmer less grovelling:\n\nDear programming team,\nI'm so sorry to bother you again about our short 'Salt Roads'. I completely understand how busy you must be, but I wondered whether there was any news at all?\n\nWarm wishes,\n⟦person:Temirlan⟧",
    # addresses
    "Please post the signed copy of the anthology to ⟦person:Idoia Mendizabal⟧ at ⟦address:Calle San Francisco 14, 3º izquierda, 48003 Bilbao⟧. Have I got the Spanish floor and door in the order a courier abroad will follow?",
    "Update the translator's record: royalty statements for the Welsh edition now go to ⟦person:Nest Gruffudd⟧, ⟦address:Bryn Awel, Ffordd y Traeth, Cricieth LL52 0EF⟧, from the March statement on.",
    # identifiers and secrets
    "⟦person:Josu Iturriaga⟧ pasted this into the dataset repo's README by accident:\n```\nHF_TOKEN=⟦api_key: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⟧\n```\nWe've force-pushed it out of the history. Is that enough, or does the token need revoking as well?",
    "The wifi in the recording studio is ⟦password:reverbtail88⟧. Add it to Saturday's call sheet for the Foley session, along with ⟦person:Olatz Aranburu⟧'s mobile, ⟦phone:+34 612 408 735⟧.",
    # sensitive topics, two per topic
    ("Since my dose went up in January my hands shake too much to load a gel cleanly, and I've ruined two western blots this week. How do I ask my PI for help with the fine pipetting without explaining everything?", H),
    ("My supervisor ⟦person:Jorunn Fjellheim⟧ told the group on Friday that her cancer has come back and she'll be in treatment through the spring. Help me write a card from the lab that doesn't read like a farewell.", H),
    ("My stipend ran out in August and I've been writing up on my overdraft and a credit card ever since. Draft an email asking the graduate school whether the hardship fund covers rent for a final-year student.", F),
    ("My sister ⟦person:Ioanna⟧ took out a loan to keep her animation studio going and can't meet the repayments. I'm sending her €600 a month to ⟦iban:GR07 0172 3850 0000 0391 2648 057⟧. Help me write down what we've agreed so it doesn't sour things between us.", F),
    ("I want to thank my girlfriend in my thesis acknowledgements, but my supervisor and my parents will both read it and neither of them knows I'm gay. Is there a wording I won't regret?", S),
    ("Our lead actor ⟦person:Xabier Altuna⟧ told me privately that he's bisexual, and a journalist at the premiere junket keeps asking about his love life. As the producer, how do I protect him without making it obvious?", S),
    ("I'm being received into the Orthodox Church at Easter and taking a new name. Do I have to change it on my ORCID and published papers, or can I keep publishing under the old one?", R),
    ("My co-author won't work from Friday sundown until Saturday night, and the camera-ready deadline is Saturday at noon. Help me plan the last week so she isn't the one left out.", R),
    ("I spent the last two elections as an observer for an opposition party back home in Almaty. The internship form for a UN agency asks about political affiliations; do I list it?", P),
    ("My advisor ⟦person:Assel Kenzhebekova⟧ is standing for the city council on the Green ticket and has asked the lab to leaflet with her on Saturday. I'd rather not. How can I turn it down so it doesn't hang over my viva?", P),
    ("Back in 2015 I was convicted of driving over the limit, and now our short has been picked for a festival in Toronto. Will it stop me getting into Canada, and what would I need to apply for?", C),
    ("The insurer for our touring crew is asking whether any of us has a criminal record. Our lighting tech ⟦person:Lachie⟧ did two years for assault in his twenties. Am I obliged to disclose it? He has no idea the form exists yet.", C),
    ("I gave my co-author ⟦person:Feruza Mamatkulova⟧ my university library login so she could fetch the papers we need: it's my staff number and ⟦password:Samarkand!1987⟧. Now IT says there were four thousand downloads overnight. What do I do first?", K),
    ("I pasted my GitHub recovery codes into the thesis group's WhatsApp by mistake, and my password with them, ⟦password:kernelpanic77⟧. I deleted the message after a minute. Is that enough?", K),
]

TRAIN4_KO = [
    # clean requests, most of them hard negatives: a transform, a distribution, a law and
    # algorithms named after people, a hall and a prize named after people, a famous scholar
    # and a philosopher in public roles (no span), web-novel characters, a lab cat, places,
    # dishes and a brand that open with a surname syllable, versions and timestamps
    "푸리에 변환을 고등학생 물리 동아리 발표에서 설명하려고 해. 기타 줄 소리를 예로 들어서 세 문단으로 써 줘.",
    "논문에 베르누이 분포랑 이항분포를 같이 썼더니 심사위원이 둘이 헷갈린다고 코멘트를 달았어. 차이를 한 문단으로 정리해 줘.",
    "다산 정약용이 강진 유배 시절에 쓴 목민심서가 어떤 책인지 한국사 스터디 발표용으로 다섯 줄로 요약해 줘.",
    "전독시 안 읽은 친구한테 김독자랑 유중혁이 어떤 관계인지 스포일러 없이 설명하는 글 좀 써 줘.",
    "시험 기간에 이디야에서 아메리카노 한 잔 시키고 몇 시간까지 앉아 있어도 민폐가 아닐까?",
    "학회가 조치원에 있는 캠퍼스에서 열리는데 오송역에서 가는 버스가 있어? 택시 타면 얼마쯤 나와?",
    "동아리 MT에서 김치말이국수를 40인분 만들려면 소면을 몇 킬로 사야 하고 육수는 얼마나 준비해야 해?",
    "깃허브 액션을 node 20으로 올린 뒤 run #1482부터 actions/checkout@v3 경고가 떠. v4로 바꾸기만 하면 되는 거야?",
    "유튜브 자막 파일을 .sbv에서 .srt로 바꾸려는데 0:01:02.500,0:01:05.000 같은 시간 표기는 어떻게 변환해?",
    "무어의 법칙이 끝났다는 말이 무슨 뜻인지 컴공 스터디 발제용으로 반도체 공정 얘기를 섞어서 설명해 줘.",
    "노벨 문학상 발표가 한국 시간으로 보통 몇 시야? 문예창작 동아리 사람들이랑 같이 생중계 보려고.",
    "연구실 고양이 이름이 슈뢰딩거인데 요즘 서버실 랜선을 자꾸 씹어. 못 씹게 하는 방법 없을까?",
    "언어학회 가을 학술대회가 광주 김대중컨벤션센터에서 열리는데 광주송정역에서 지하철로 몇 분 걸려?",
    # impersonal or educational requests on the topics' vocabulary: allow
    "코호트 연구랑 환자-대조군 연구의 차이를 보건대학원 스터디용 표로 정리해 줘.",
    "DSR이 뭔지 경제 동아리 발제용으로 연봉 4천만 원짜리 예시를 들어 설명해 줘.",
    "주디스 버틀러가 말한 젠더 수행성 개념을 학부 세미나 발제문 첫 단락으로 정리해 줘.",
    "불교에서 안거가 뭔지 종교학 개론 퀴즈 해설로 세 문장만 써 줘.",
    "준연동형 비례대표제가 의석을 어떻게 나누는지 가상의 득표율 숫자로 계산 과정을 보여 줘. 정외과 스터디용이야.",
    "패스키가 OTP보다 피싱에 강하다는 게 무슨 뜻인지 정보보호 동아리 신입생 교육 자료로 정리해 줘.",
    # person names: an author line, 국문 참고문헌, a programme table, a study notice, a GitHub
    # issue, YouTube captions, a web-novel afterword, a club notice, a KakaoTalk export, given
    # names with particles, a name that is also an adverb, foreign names in Hangul, CSV, a code
    # comment, YAML, a git trailer, an email to a professor, a form with compound surnames, a
    # list of roles
    "논문 저자 표기 좀 봐 줘. 각주 번호를 이렇게 다는 게 맞아?\n\n⟦person:윤아솔⟧¹, ⟦person:서민규⟧², ⟦person:봉준상⟧¹*\n¹한국대학교 언어정보학과 ²미래대학교 컴퓨터공학과 *교신저자",
    "참고문헌 형식이 학회지 규정에 맞는지 확인해 줘.\n\n⟦person:피정욱⟧·⟦person:어명진⟧(2020), 「구어 말뭉치의 담화 표지 연구」, 『한국어의미학』 68, 45-71쪽.\n⟦person:국창민⟧(2017), 『방언 음운론』, 태학사.",
    "| 시간 | 발표자 | 제목 |\n|---|---|---|\n| 10:00 | ⟦person:남궁혜빈⟧ | 저자원 언어 음성 인식 |\n| 10:30 | ⟦person:하지담⟧ | 웹툰 대사 감정 분류 |\n| 11:00 | ⟦person:편용수⟧ | 조선 후기 한글 편지의 높임법 |\n이 학회 세션 표에 발표당 질의응답 5분을 넣어서 다시 짜 줘.",
    "[알고리즘 스터디 공지]\n이번 주 발제: ⟦person:양세훈⟧(다익스트라), ⟦person:백다희⟧(벨만-포드)\n장소: 중앙도서관 3층 세미나실\n이 공지를 단톡방에 올릴 수 있게 좀 더 친근하게 바꿔 줘.",
    "이 깃허브 이슈를 영어로 옮겨 줘.\n\n⟦person:심규혁⟧님이 제보해 주신 버그입니다. 윈도우에서 한글이 들어간 경로를 열면 파일명이 깨집니다. ⟦person:노형균⟧님이 v2.1.3에서 재현된다는 걸 확인해 주셨습니다.",
    "유튜브 인터뷰 자막인데 화자 이름을 빼고 한 줄에 18자 안 넘게 끊어 줘.\n\n[00:12] ⟦person:기승욱⟧: 처음 게임을 만든 건 중학교 때였어요.\n[00:17] ⟦person:진세곤⟧: 그게 지금 스팀에 올라간 그 게임이에요?\n[00:19] ⟦person:기승욱⟧: 아뇨, 그건 세 번째 작품이에요.",
    "웹소설 완결 후기인데 문장을 좀 다듬어 줘.\n\n3년 동안 412화까지 달려올 수 있었던 건 담당 편집자 ⟦person:지한슬⟧ 님 덕분입니다. 멋진 표지를 그려 주신 ⟦person:라윤배⟧ 작가님께도 감사드리고, 매화 댓글을 달아 주신 독자분들께 제일 고맙습니다.",
    "아래 동아리 공지를 좀 더 깔끔하게 고쳐 줘.\n\n이번 학기 정기 출사는 5월 18일 토요일 양화한강공원입니다. 삼각대는 동아리방에서 빌려 가세요.\n\n사진동아리 빛담 회장 ⟦person:송하결⟧, 총무 ⟦person:함초롬⟧ 드림",
    "2024년 5월 3일 오후 9:14, ⟦person:위성률⟧ : 발표 자료 마지막 장 누가 고쳐요?\n2024년 5월 3일 오후 9:15, ⟦person:설동하⟧ : 제가 할게요\n2024년 5월 3일 오후 9:20, ⟦person:단효린⟧ : 그럼 저는 대본 정리할게요\n이 카톡 내용으로 조별 과제 역할 분담표 만들어 줘.",
    "⟦person:아린⟧이가 발표 자료를 만들고 ⟦person:태하⟧는 대본을 맡기로 했는데 둘이 리허설 시간이 안 맞아. 화요일 수업 끝나고 둘 다 되는 시간을 어떻게 찾지?",
    "⟦person:한결⟧이 지난주 리허설보다 발표가 한결 나아졌어. 칭찬하면서 마지막 장표 하나만 줄이자고 말하는 카톡 써 줘.",
    "교환학생 ⟦person:마렌 솔바켄⟧ 씨랑 ⟦person:아셀 켄제베코바⟧ 씨한테 이번 스터디가 목요일 저녁 7시로 옮겨졌다고 쉬운 한국어로 문자 써 줘.",
    "이름,출석,과제\n⟦person:전상기⟧,O,X\n⟦person:연태주⟧,O,O\n⟦person:형지온⟧,X,O\n스터디 벌금 규칙이 결석 3천 원, 과제 미제출 2천 원인데, 사람별로 얼마인지 계산해 줘.",
    "```python\n# 작성: ⟦person:계현종⟧ / 검토: ⟦person:인규호⟧\ndef clean_caption(line):\n    return line.strip()\n```\n유튜브 자동 자막에서 [음악], [박수] 같은 태그도 지우도록 이 함수를 고쳐 줘.",
    "```yaml\nannotators:\n  - ⟦person:원치훈⟧\n  - ⟦person:하상범⟧\n  - ⟦person:도승범⟧\nlicense: cc-by-nc-4.0\n```\n한국어 혐오 표현 데이터셋 카드인데 라벨링 기준 설명은 어느 섹션에 넣는 게 좋아?",
    "이 커밋 메시지 형식 괜찮아?\n\n자막 타임코드 파서 오류 수정\n\nCo-authored-by: ⟦person:표경준⟧ <⟦email:kyungjun.pyo@devmail.example⟧>",
    "⟦person:설희승⟧ 교수님께 학위논문 심사 일정을 6월 둘째 주로 미뤄 주실 수 있는지 여쭙는 메일을 정중하게 써 줘. 공동지도교수인 ⟦person:우남규⟧ 교수님도 참조로 넣을 거야.",
    "학회 참가 신청서\n신청인: ⟦person:독고혁⟧\n소속: 한국대학교 사학과 박사과정\n동반 발표자: ⟦person:선우담⟧\n이 신청서에 빠진 항목이 있는지 봐 주고, 숙박 신청란도 추가해 줘.",
    "국문과 동문회 임원 명단이야.\n- 고문: ⟦person:유명덕⟧ 명예교수\n- 회장: ⟦person:곽재록⟧\n- 총무: ⟦person:추희성⟧\n송년회 초대장 첫 문단에 이분들 이름을 넣어서 써 줘.",
    # addresses
    "은사이신 ⟦person:석종팔⟧ 선생님 댁 주소가 ⟦address:전북특별자치도 전주시 완산구 홍산로 254, 102동 1103호⟧인데, 첫 시집을 보내 드리면서 넣을 짧은 편지 써 줘.",
    "웹소설 굿즈 당첨자 배송지를 ⟦address:부산광역시 해운대구 센텀중앙로 79, 1502호⟧로 받았는데, 택배 송장에 쓸 때 동 이름도 넣어야 해?",
    # identifiers and secrets
    "스터디룸 공용 노트북 비밀번호는 ⟦password:studyroom0415⟧이야. 이번 주 열쇠 당번인 ⟦person:봉지애⟧한테 이거랑 반납 시간 알려 주는 문자 써 줘.",
    "동아리방 도어락 번호가 ⟦password:5729⟧로 바뀌었어. 신입 부원 안내문에 넣을 문구를 써 줘. 밤 11시 이후엔 출입 금지라는 것도 넣어 줘.",
    "학회 발표 사례비를 ⟦person:예지섭⟧ 선생님 국민은행 ⟦kr_bank_account:482101-04-275316⟧ 계좌로 보내야 하는데, 지출 결의서에 들어갈 적요를 어떻게 써?",
    # sensitive topics, two per topic
    ("논문 마감이 다가오면서 새벽마다 가슴이 쿵쾅거리고 숨이 안 쉬어져서 깨. 응급실에 가야 하는 건지 학교 상담센터부터 가야 하는 건지 모르겠어.", H),
    ("스터디 같이 하는 ⟦person:오승겸⟧이 지난주에 갑상선 수술을 받았대. 단톡방 사람들한테 어디까지 알려도 되는지 먼저 물어보는 문자 좀 써 줘.", H),
    ("대학원 인건비가 석 달째 안 들어와서 이번 달 학자금 대출 이자를 못 냈어. 연체되면 어떻게 되는지랑 교수님께 어떻게 말을 꺼내야 할지 알려 줘.", F),
    ("남동생이 웹소설 연재 수입만 믿고 카드론 세 개를 돌려막고 있대. 내가 매달 카카오뱅크 ⟦kr_bank_account:3333-21-7406158⟧ 계좌로 30만 원씩 보내 주기로 했는데, 언제까지 갚을지 정하자고 말하는 카톡 써 줘.", F),
    ("학회 끝나고 회식 자리마다 교수님들이 여자친구 있냐고 물으셔. 사실 나는 남자친구가 있고 벌써 5년 됐어. 연구실 사람들한테 굳이 말 안 하고 자연스럽게 넘기는 말 없을까?", S),
    ("동아리 여자 후배 ⟦person:강률⟧이 사실 자기는 여자를 좋아한다고 나한테만 털어놨어. 다른 부원들이 눈치챌까 봐 걱정하는데 선배로서 뭐라고 해 주면 좋을까?", S),
    ("엄마가 내 학위논문 감사의 글에 '하나님께 영광을'을 꼭 넣으라고 하셔. 나는 교회를 안 나간 지 3년이 넘었는데, 어떻게 써야 엄마도 나도 편할까?", R),
    ("유튜브 채널을 같이 하는 ⟦person:나겸⟧이 내년에 절에 들어가서 머리를 깎겠대. 구독자들한테 채널 쉬는 이유를 어디까지 말해야 할까?", R),
    ("지난 총선 때 한 후보 캠프에서 청년 대변인을 했었어. 이게 교수 임용 면접에서 불리하게 작용할까? 이력서에 써야 할지 고민이야.", P),
    ("아버지가 요즘 정치 유튜브에 빠지셔서 명절마다 한 정당 욕을 하셔. 이번 설에 사촌들도 다 오는데 분위기 안 깨고 화제를 돌릴 방법 없을까?", P),
    ("스무 살 때 음주운전으로 벌금형을 받은 적이 있어. 교환학생으로 미국 비자 신청할 때 이걸 적어야 하는 거야?", C),
    ("스터디원 ⟦person:승지백⟧이 예전에 보이스피싱 전달책을 하다가 실형을 살았다는 걸 알게 됐어. 다른 스터디원들한테 말해야 할까, 모른 척해야 할까?", C),
    ("동아리 인스타 계정 비밀번호를 ⟦password:bitdam_2024!⟧로 바꿨는데 전 회장 폰에 아직 로그인돼 있대. 강제로 로그아웃시키는 방법 알려 줘.", K),
    ("지도교수님이 연구실 NAS 관리자 계정 비밀번호 '⟦password:labnas1234⟧'를 포스트잇에 써서 모니터에 붙여 놓으셨어. 교수님 기분 안 상하게 말씀드리는 방법 없을까?", K),
]

if __name__ == "__main__":
    write_set(4, TRAIN4_EN, TRAIN4_KO, train=True)
