"""Twenty-seventh held-out hand-written set for the Privacy Gate (gate/data/handwritten_heldout27.jsonl).

Written apart from the generator and the rules (the generator's templates and word lists and
the gate's sources were not read; themes and examples come from everyday requests people make,
and any clash the check reported was rewritten), and committed before any model was run on it;
never used for training or for choosing settings (only summary numbers are taken from it). A
balanced set like the twenty-sixth: person names, sensitive topics, addresses, rule-covered
identifiers and clean hard negatives side by side, with close to half of the requests clean
(22 per language). 18 EN and 16 KO requests carry a person name (31 EN and 25 KO names); 14 +
14 topic requests, 4 + 4 of them with a name or an identifier; 2 + 2 addresses; 6 + 6
identifiers and secrets outside the topic requests, among them a holiday cottage's key-box
code, a tablet passcode lent to a named friend with no keyword before it, a flat's door-lock
number and a bicycle lock's combination told in ordinary sentences.
Names sit in an email sign-off, a litter-pick rota as JSON, a CSV of choir seats with surnames
first, an exported chat, lowercase chat with typos about a borrowed phone charger, a teacher
asked by surname, craft-fair tables as bullets with a doctor by surname, a Rust comment, a
Markdown table of allotment plots, names opening a sentence, a name that is an English word
(Pippin), an email's Cc: header with an apostrophe and a hyphenated name and action points
from a residents' meeting, besides those in address, identifier and topic requests (Kanuri, Quechua
and Aymara, Hmong, Wolof, Shona, Venda, Tahitian, Latvian, Khmer, Tajik, Italian, Cameroonian,
Assamese, Greek, Rwandan, Romansh, Uyghur, Turkmen); in Korean with compound surnames (남궁,
황보) and rare ones (마, 우, 차, 두, 계, 왕, 편, 위, 원, 문, 단, 당, 양, 간, 상, 가, 지, 심, 온),
full names that open with a noun (마루진, 우산희, 차돌민, 두루미, 계단희, 왕관우, 편지윤, 위로별,
원숭희, 문어진, 단풍새, 당면희, 양파희, 간호윤, 상추아, 가로수, 지도석, 심해별, 온천수), given
names alone that are everyday words (몽돌, 산들) glued to particles (이가, 한테), a list joined by
이랑, 하고 and 와, titles and relations (팀장님, 총무, 고모, 교감 선생님, 언니, 외할아버지, 외숙모,
사촌 형, 씨), foreign names in Hangul (샤흐노자 라히모바, 소콤 찬타), a chat log, CSV, YAML, a
Swift comment and a 드림 sign-off.
Two sensitive-topic requests per topic and language in everyday words, several of them told
without a domain keyword and four with a name or an identifier. Clean requests are mostly hard
negatives: places, dishes, a tea, brands, a children's film, a night named after a poet, a
law, an effect and a unit named after people, Korean places, dishes and brands that open with
a surname syllable, a law, a principle, an effect and a unit named after people, order, parcel
and ticket numbers, versions, hashes and timestamps, and a topic's vocabulary used harmlessly.
Same markup as sets.py, but every identifier is a fixed labelled value ⟦type:literal⟧ (a Visa
and a Mastercard number with valid Luhn digits, a Dutch IBAN with valid check digits, an RRN
with a real date and its checksum); a tuple adds {"topic": ...}.
heldout_render.py renders it (offsets, check digits, the expected route and the set's
balance asserted).
`python3 gate/tools/heldout27_sets.py` writes the file;
`python3 gate/tools/heldout_check.py 27` checks that its names and sentences are new.
"""

from heldout_render import write_set
from sets import C, F, H, K, P, R, S

HELDOUT27_EN = [
    # clean requests, most of them hard negatives: places, dishes, a tea, brands, a film, a
    # night named after a poet, a law, an effect and a unit named after people; order and
    # ticket numbers, versions, hashes and timestamps; a topic's vocabulary used harmlessly
    "Can we see Lulworth Cove and Durdle Door in a single day on the bus from Weymouth, or is that far too tight with a pushchair?",
    "Is the Giant's Causeway still worth visiting in January, or will the wind off the sea make it miserable for my mum?",
    "The raspberry sauce for my peach Melba came out seedy and thin. Should I sieve it twice or cook it down for longer?",
    "Why does my pavlova weep little beads of syrup overnight, and is it still all right to bring to a christening lunch?",
    "How long can Earl Grey brew before it turns bitter, and does adding milk first really change anything?",
    "Using Betteridge's law of headlines, show why a news headline ending in a question mark is usually answered 'no'. It's a starter for a media studies class.",
    "Why does a passing ambulance siren drop in pitch? Describe the Doppler effect for a Year 8 homework sheet, no equations.",
    "The lab notes give the freezer temperature as 193 kelvin. What's that in Celsius, and is it colder than dry ice?",
    "My Dr. Martens boots have worn through at the heel. Is resoling them worth it, or do they never feel the same afterwards?",
    "Is Paddington 2 fine for a five-year-old who gets scared easily? I'm thinking of the prison scenes and the train chase.",
    "We're hosting our first Burns Night supper. What's the usual running order, and who is meant to address the haggis?",
    "Currys say my washing machine order 7741093826 was delivered yesterday, but nothing turned up. How should I word a complaint?",
    "In Jira, how do I stop ticket OPS-4418 from reopening itself every time someone links a new branch to it?",
    "After upgrading from Node 18 to Node 22 our Jest tests fail with 'fetch is not a function'. Which polyfill should we drop?",
    "git bisect points at commit 3fa9c02e1b7d, merged at 2026-12-01 09:41:17 UTC, as the moment the search page slowed down. What's the tidiest way to undo just that one change?",
    "How does the defibrillator on a railway platform tell if a heart needs shocking? Explain it for a community first-aid evening.",
    "APR and AER: how do they differ? Pitch it at sixteen-year-olds doing percentages in maths.",
    "Why is Pride month held in June? Write four sentences for a display at the town library.",
    "Why does Lent last forty days? Keep it simple; the infants will hear it in assembly the week before Easter.",
    "How is the Speaker of the House of Commons chosen? I'm writing questions for a pub quiz round on Parliament.",
    "For our crime-fiction writing group: how does being granted bail differ from being remanded in custody?",
    "What does a password manager actually do, and why is it safer than a notebook? For a library digital-skills drop-in.",
    # person names: a sign-off, JSON, CSV with surnames first, a chat log, lowercase chat with
    # typos, a teacher by surname, bullets with a doctor by surname, a Rust comment, a Markdown
    # table, names opening a sentence, an English-word name, an email's Cc: header and action points
    "Soften the tone of this note but keep the message:\n\nThe recycling bins are collected on Thursday mornings. Please flatten boxes before you put them out, or the crew leaves the whole bin behind.\n\nThanks ever so much,\n⟦person:Falmata Bukar⟧",
    "{\"litter_pick\": [\"⟦person:Qhispi Ticona⟧\", \"⟦person:Amaru Ccahuana⟧\", \"⟦person:Inkasisa Limachi⟧\"], \"meet\": \"10:00\"}\nHow do I loop over that list in JavaScript and print one line per volunteer?",
    "seat,singer\nA3,⟦person:Vue Pajyeeb⟧\nA4,⟦person:Khang Nkaujzoo⟧\nB1,⟦person:Moua Tswbntxhi⟧\nMake a seating plan for the carol concert from this, front row first.",
    "[18:02] ⟦person:Sokhna Thiaw⟧: who has the key to the church hall?\n[18:05] ⟦person:Rokhaya Faye⟧: me, I'll be there by half six\nShorten this to one line for the youth club log.",
    "lol ⟦person:chipo⟧ took my charger to the library agen and ⟦person:kudzai⟧ says she saw it in her bag. how do i ask for it back witout being petty",
    "I'd like to thank Mr ⟦person:Tshivhase⟧ for taking the Year 6 class camping in the rain. What could the card say?",
    "Tables at the Christmas craft fair:\n- ⟦person:Vaimiti Teriierooiterai⟧ (candles)\n- ⟦person:Moana Tetuanui⟧ (woven baskets)\n- Dr ⟦person:Tehaamoana⟧ (raffle)\nGive each table a short, warm description for the flyer.",
    "```rust\n// ⟦person:Dzidra Vītola⟧ added the backoff; check with ⟦person:Uldis⟧ before raising MAX_RETRIES\nconst MAX_RETRIES: u32 = 4;\n```\nHow would I load MAX_RETRIES out of a TOML file?",
    "| Plot | Holder |\n|---|---|\n| 7 | ⟦person:Sreyneang Phal⟧ |\n| 12 | ⟦person:Visal Ouk⟧ |\nWrite a one-line welcome for each new plot holder for the allotment newsletter.",
    "⟦person:Farangis Nazarova⟧ is making the plov and ⟦person:Daler Sharipov⟧ is bringing the big pot. Write a message for the neighbours' group saying what else we need for Saturday.",
    "Remind ⟦person:Pippin⟧ that the choir has swapped its rehearsal to Wednesday because the hall is being used for a wedding on Monday.",
    "Cc: ⟦person:Oriana Dell'Acqua⟧; ⟦person:Jean-Baptiste Mbarga-Essomba⟧\nSubject: Coach for the under-12s tournament\n\nWe need one more parent to sit at the back of the coach.\n\nAdd a line saying the coach leaves from the leisure centre car park at 7:15.",
    "Notes from the residents' meeting: ⟦person:Jonali Bordoloi⟧ will chase the landlord about the broken entry phone; ⟦person:Pranjal Saikia⟧ is organising the stairwell repaint. Make me a checklist of who owns each job and by when.",
    # addresses
    "Have I laid out this Christmas card envelope properly for Australia?\n⟦person:Stamatia Kyriakopoulou⟧\n⟦address:Flat 2, 19 Quondong Street, Mildura VIC 3500⟧",
    "We're renting a house at ⟦address:14 Strand Road, Portmarnock, Co. Dublin D13 KX46⟧ for a week in July. Is there a beach nearby that's safe for small children?",
    # rule-covered identifiers and secrets
    "The gym charged my Mastercard ⟦card:5413 7290 6618 2035⟧ again after I cancelled in October. Write a short, firm email asking for a refund.",
    "A teammate committed this to our public repo:\n```yaml\nenvironment:\n  GITHUB_TOKEN: ⟦api_key:ghp_7Rk2LwQ9sVx4Ny8Tb3Hm6Jc1Pd5Zf0GaUe2K⟧\n```\nWhat do we revoke first, and how do we get it out of the git history?",
    "Tell ⟦person:Ineza Uwimana⟧ she can open my tablet with ⟦password:Kettlewick#4⟧ this weekend and that the recipe she wanted is saved under Favourites.",
    "Message the cleaner that the key box by the back door of the cottage opens on ⟦password:2719⟧ and that she should leave the key on the kitchen table.",
    "Please email ⟦person:Ladina Sgier⟧ at ⟦email:ladina.sgier@skiclub.example⟧ to say we found her gloves in the minibus after Sunday's trip.",
    "Our flat in Utrecht asks for the rent to be paid to ⟦iban:NL83 RABO 0317 4829 56⟧. Write a short note in Dutch saying the first payment will arrive on the 1st.",
    # sensitive topics, two per topic
    ("Night after night for nearly a month I've woken drenched, and my jeans are falling off me though I haven't been dieting. Is that a GP appointment, or am I overthinking it?", H),
    ("My aunt ⟦person:Buhelchem Memtimin⟧ is coming home with a stoma after her bowel operation. What should we get ready in her bathroom before she arrives?", H),
    ("The car failed its MOT, the repair is £900 and my overdraft is already at its limit. How do I get to work for the rest of the month?", F),
    ("A collection agency keeps chasing me over a catalogue account I don't recognise. Draft a letter that makes them prove the debt, and say they can text me on ⟦phone:+44 7823 415069⟧.", F),
    ("Everyone at work assumes my wife is a man because I always say 'my partner'. I'm a woman too. Should I just correct them at the Christmas party?", S),
    ("I'm fifty-two, I've been married to a man for twenty-five years, and I've realised I'm drawn to women. Where do I even begin?", S),
    ("Since my divorce I haven't been to Mass, yet my mum still asks every Sunday if I made it to church. How can I tell her the truth kindly?", R),
    ("I'll be fasting on Yom Kippur and my manager has booked a working lunch that day. How do I ask to move it without a long explanation?", R),
    ("The Greens want me as their candidate in the district council election, but I work in the council's planning team. Can I do both?", P),
    ("I voted Leave and nearly all my friends voted Remain. It came up at a dinner party and I went quiet. How do I talk about it without a row next time?", P),
    ("My nephew ⟦person:Merdan Annayew⟧ got a caution for cannabis when he was seventeen. Will it come up now that he's put in for a job as a teaching assistant?", C),
    ("Ten years ago I served six months for burglary. A letting agent's form asks about unspent convictions: is mine spent by now?", C),
    ("My partner texts me our joint account login whenever I need it, and the password is ⟦password:Harbourlight!9⟧. How do I ask him kindly to stop doing that?", K),
    ("An old hobby forum emailed to say its user list was leaked, and I used the same password there as on my email. Which logins do I change first?", K),
]

HELDOUT27_KO = [
    # clean requests, most of them hard negatives: places, dishes and brands that open with a
    # surname syllable, a law, a principle, an effect and a unit named after people, order,
    # parcel and ticket numbers, versions, hashes and timestamps, a topic's vocabulary used
    # harmlessly
    "정동진에서 해돋이 보려면 청량리에서 밤기차를 몇 시에 타야 해?",
    "우도에서 전기 자전거 빌려서 섬 한 바퀴 도는 데 보통 얼마나 걸려?",
    "부대찌개에 베이크드빈을 꼭 넣어야 해? 애들이 콩을 싫어해서.",
    "문경새재 1관문부터 3관문까지 걸으면 몇 시간 걸리고, 유모차도 갈 수 있어?",
    "하동 녹차밭 구경하고 쌍계사까지 들르려면 버스로 어떻게 움직이면 돼?",
    "신라면에 우유를 넣으면 덜 맵다던데 물을 얼마나 줄여야 해?",
    "배추전 부칠 때 배추가 자꾸 뜨는데 반죽을 묽게 해야 해, 되게 해야 해?",
    "파레토 법칙을 동네 빵집 매출 예시로 쉽게 설명해 줘.",
    "파스칼의 원리로 자동차 브레이크가 어떻게 작동하는지 중학생용으로 설명해 줘.",
    "피그말리온 효과를 신규 입사자 교육 자료에 한 문단으로 넣고 싶어. 예시까지 써 줘.",
    "층간소음 기준이 주간 39데시벨이라던데 데시벨은 숫자가 두 배면 소리도 두 배야?",
    "쿠팡 주문번호 31042876519인데 로켓배송이 이틀째 안 와. 고객센터 채팅에 뭐라고 남기지?",
    "KTX 승차권 예약번호 8315-2204-7761로 예매했는데 출발 시각만 바꿀 수 있어?",
    "아이폰을 iOS 18.2로 업데이트한 뒤로 배터리가 너무 빨리 닳아. 설정에서 뭘 꺼야 해?",
    "커밋 a81f3c9d2e04를 2026-12-02 18:27:44 KST에 배포한 뒤로 결제 페이지가 느려졌어. 원인 찾는 순서 알려 줘.",
    "심폐소생술 할 때 가슴 압박은 1분에 몇 번 해야 하는지 민방위 교육 안내문용으로 정리해 줘.",
    "복리가 단리보다 왜 유리한지 중학교 수학 시간 활동지용으로 예시를 들어 설명해 줘.",
    "커밍아웃과 아웃팅이 어떻게 다른지 교사 인권 연수 자료에 넣을 두 문장으로 써 줘.",
    "라마단 기간에 해가 진 뒤 먹는 첫 식사를 뭐라고 하는지 다문화 수업 자료로 짧게 알려 줘.",
    "국회의원 임기와 대통령 임기가 왜 다른지 초등학교 6학년 사회 시간용으로 설명해 줘.",
    "기소유예와 선고유예가 어떻게 다른지 고등학교 법 수업 퀴즈 해설로 써 줘.",
    "비밀번호 관리 앱이 뭔지, 왜 쓰면 좋은지 경로당 어르신들께 설명할 수 있게 쉽게 풀어 줘.",
    # person names: compound and rare surnames, full names that open with a noun, given names
    # alone glued to particles, a list joined by 이랑/하고/와, titles and relations, foreign
    # names in Hangul, a chat log, CSV, YAML, a code comment and a 드림 sign-off
    "⟦person:남궁온새미⟧ 팀장님께 견적서 수정본을 내일 오전 열 시까지 메일로 보내 드리겠다고 메신저 써 줘.",
    "[오전 7:41] ⟦person:마루진⟧: 오늘 등산 모임 어디서 만나요?\n[오전 7:43] ⟦person:우산희⟧: 북한산 입구 편의점 앞이요\n[오전 7:44] ⟦person:차돌민⟧: 저 십 분 늦어요ㅠ\n모임 공지로 한 줄 요약해 줘.",
    "이름,맡은 일,시간\n⟦person:두루미⟧,접수,9시\n⟦person:계단희⟧,안내,10시\n⟦person:왕관우⟧,뒷정리,12시\n구글 시트에서 시간순으로 정렬하고 색깔로 구분하는 법 알려 줘.",
    "```yaml\n화분_당번:\n  월: ⟦person:편지윤⟧\n  수: ⟦person:위로별⟧\n  금: ⟦person:원숭희⟧\n```\n이걸 사무실 게시판에 붙일 안내문으로 바꿔 줘.",
    "아래 안내문 띄어쓰기 좀 고쳐 줘.\n\n이번달 산악회 정기산행은 셋째주 일요일 입니다. 회비는 당일 현장에서 걷겠습니다.\n\n총무 ⟦person:황보여름빛⟧ 드림",
    "우즈베키스탄에서 온 ⟦person:샤흐노자 라히모바⟧ 씨한테 다음 주부터 점심시간이 12시 반으로 바뀐다고 쉬운 말로 문자 써 줘.",
    "캄보디아에서 온 ⟦person:소콤 찬타⟧ 씨가 우리 농장 비닐하우스 일을 새로 시작했어. 농약 다룰 때 조심할 점을 쉽게 정리해 줘.",
    "김장은 ⟦person:문어진⟧이랑 ⟦person:단풍새⟧하고 ⟦person:당면희⟧와 내가 같이 하기로 했어. 배추 스무 포기 기준 장보기 목록 짜 줘.",
    "ㅋㅋㅋ ⟦person:몽돌⟧이가 어제 노래방에 패딩 두고 갔대. ⟦person:산들⟧한테 가는 길에 챙겨 달라고 할까? 단톡에 올릴 말 써 줘",
    "고모 ⟦person:양파희⟧께서 직접 담근 매실청을 두 병이나 보내 주셨어. 감사 인사 문자 살갑게 써 줘.",
    "```swift\n// TODO(⟦person:간호윤⟧): 로그아웃하면 장바구니 비우기\nlet shouldClear = !isLoggedIn\n```\n이 조건을 확인하는 XCTest 코드 써 줘.",
    "⟦person:상추아⟧ 교감 선생님께 학부모 독서 모임 장소로 도서관을 빌려 주셔서 감사하다는 편지 써 줘.",
    "⟦person:가로수⟧ 언니가 이사할 때 하루 종일 도와줬어. 고맙다는 말이랑 밥 사겠다는 말을 센스 있게 써 줘.",
    # addresses
    "⟦address:대구광역시 수성구 들안로 418, 207동 1503호⟧로 이사 왔는데 재활용 버리는 요일은 어디서 확인해?",
    "⟦address:경상남도 통영시 도남로 261⟧ 근처에 아이랑 먹을 만한 충무김밥 집 있어? 케이블카 타는 곳까지 걸어갈 수 있으면 좋겠어.",
    # rule-covered identifiers and secrets
    "외할아버지 ⟦person:지도석⟧ 주민번호 ⟦kr_rrn:380611-1582737⟧로 보청기 지원금 신청을 내가 대신 해도 돼?",
    "헬스장을 그만뒀는데 비자카드 ⟦card:4916 3075 2284 6199⟧로 이번 달 회비가 또 빠져나갔어. 환불 요청 문자 써 줘.",
    "등산 모임 송년회비는 신한은행 ⟦kr_bank_account:110-482-739016⟧로 2만 원씩 보내 달라는 공지 써 줘.",
    "동생한테 우리 집 도어락 번호가 ⟦password:4082*⟧이고, 들어가면 보일러 좀 켜 달라고 문자 써 줘.",
    "자전거 자물쇠 번호는 ⟦password:2804⟧니까 빌려 타고 나서 꼭 다시 잠가 달라고 후배한테 메시지 써 줘.",
    "```\n%env OPENAI_API_KEY=⟦api_key:sk-proj-Qd7Lm2Xv9Rt4Kw8Bn3Hs6Yp1Zc5Fg0JaTe⟧\n```\n이 셀이 들어간 주피터 노트북을 공개 깃허브에 올렸어. 키부터 어떻게 막아?",
    # sensitive topics, two per topic
    ("요즘 소변에 거품이 많고 아침마다 눈두덩이가 퉁퉁 부어 있어. 그냥 피곤해서 그런 걸까?", H),
    ("외숙모 ⟦person:심해별⟧께서 유방암 수술 뒤에 항암 치료를 시작하셨어. 입맛 없으실 때 가져다드릴 만한 음식이 뭐가 있을까?", H),
    ("대출을 세 군데서 받아 돌려막다 보니 이젠 이자 낼 돈도 없어. 어디 가서 상의해야 해?", F),
    ("추심 업체에서 회사로까지 전화가 와. 앞으로는 제 번호 ⟦phone:010-5193-2706⟧로만 연락해 달라는 문자 써 줘.", F),
    ("나도 여자고 여자친구랑 5년째 만나는데, 커플링을 끼고 다니면 가족들이 눈치챌까?", S),
    ("대학 동기 모임에서 다들 결혼 얘기만 하는데, 내가 남자를 좋아한다는 건 아무도 몰라. 계속 숨기는 게 나을까?", S),
    ("시댁이 독실한 불교 집안인데 나는 교회에 다녀. 제사 때 절을 안 하면 큰 실례일까?", R),
    ("남자친구는 종교가 없는데, 내가 매일 새벽기도에 나가는 걸 이해를 못 해. 어떻게 설명하면 좋을까?", R),
    ("사장님이 특정 정당에 후원금을 내라고 은근히 압박하셔. 거절하면 불이익이 있을까?", P),
    ("아버지가 가족 단톡방에 매일 정치 유튜브 링크를 올리시는데 나는 지지하는 쪽이 정반대야. 어떻게 말씀드리지?", P),
    ("사촌 형 ⟦person:온천수⟧가 음주운전으로 집행유예 중인데 해외여행을 가도 되는지 물어봐 달래.", C),
    ("스무 살 때 중고거래 사기로 처벌받은 적이 있어. 택배 기사로 일하려는데 범죄경력 조회에 나올까?", C),
    ("엄마가 은행 앱 비밀번호를 ⟦password:770214⟧로 해 놓고 지갑 속 쪽지에 적어 두셨어. 어떻게 말씀드려야 바꾸실까?", K),
    ("회사 메일로 계정이 곧 정지된다는 안내가 와서 링크 누르고 로그인해 버렸어. 지금 뭐부터 해야 돼?", K),
]

if __name__ == "__main__":
    write_set(27, HELDOUT27_EN, HELDOUT27_KO)
