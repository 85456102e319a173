"""Twenty-eighth held-out hand-written set for the Privacy Gate (gate/data/handwritten_heldout28.jsonl).

Written apart from the generator and the rules (the generator's templates and word lists and
the gate's sources were not read; themes and examples come from everyday requests people make,
and any clash the check reported was rewritten), and committed before any model was run on it;
never used for training or for choosing settings (only summary numbers are taken from it). A
balanced set like the twenty-sixth and twenty-seventh: person names, sensitive topics,
addresses, rule-covered identifiers and clean hard negatives side by side, with close to half
of the requests clean (22 per language). 18 EN and 16 KO requests carry a person name (31 EN
and 25 KO names); 14 + 14 topic requests, 4 + 4 of them with a name or an identifier; 2 + 2
addresses; 6 + 6 identifiers and secrets outside the topic requests, among them a laptop
password lent to a named friend and told before its keyword, a side gate's keypad number, a
shop's wifi password told before its keyword and a building's entrance code told in ordinary
sentences.
Names sit in an email sign-off under a note about the staff-room freezer, a beach-clean rota as
nested JSON, a CSV of recital players with surnames first, a WhatsApp export, lowercase chat
with typos about a borrowed umbrella, a chess teacher by surname, summer-fete stalls as
bullets with a doctor by surname, a Python comment, a Markdown table of swimming lockers,
names opening a sentence, a name that is an English word (Bluebell), an email's To: header
with an apostrophe and a hyphenated name and an allotment committee's action points, besides
those in address, identifier and topic requests (Yoruba, Basque, Lao, Sakha, Maori in
lowercase, Icelandic, Palauan, Greenlandic, Tamil, Amharic, Breton, Cornish, Armenian,
Lithuanian, Zulu, Hawaiian, Kabyle, Kyrgyz); in Korean with compound surnames (선우, 제갈, 독고,
사공, 서문) and rare ones (국, 모, 반, 탁, 설, 봉, 감, 추, 범, 옥, 표, 석, 어, 육, 길, 예), full
names that read as nouns or words (국자별, 모래알, 반달희, 탁상율, 설빙하, 봉숭아, 감귤빛, 추억새,
범바위, 옥수란, 표지석, 석류희, 어름달, 길섶희, 예감빛), given names alone that are everyday words
(뭉치, 꼬미) glued to particles (가, 한테), a list joined by 이랑 and 하고, titles and relations
(과장님, 회장, 이모, 원장님, 선배, 할머니, 큰아버지, 씨), foreign names in Hangul (아이게림 사틉알디예바,
비노드 구룽), a chat log, CSV, YAML, a Kotlin comment and an 올림 sign-off.
Two sensitive-topic requests per topic and language in everyday words, several of them told
without a domain keyword and four with a name or an identifier. Clean requests are mostly hard
negatives: a wall, dishes, a dog breed, a comet, a brand and a seafront ride named after
people, a law, an effect and a temperature scale named after people, Korean places, dishes,
a fruit and a drink that open with a surname syllable, a principle, a law and units named
after people, order, parcel, issue and build numbers, versions, a checksum, an image digest
and a timestamp, and a topic's vocabulary used harmlessly.
Same markup as sets.py, but every identifier is a fixed labelled value ⟦type:literal⟧ (a Visa
and a Mastercard number with valid Luhn digits, a German IBAN with valid check digits, an RRN
with a real date and its checksum); a tuple adds {"topic": ...}.
heldout_render.py renders it (offsets, check digits, the expected route and the set's
balance asserted).
`python3 gate/tools/heldout28_sets.py` writes the file;
`python3 gate/tools/heldout_check.py 28` checks that its names and sentences are new.
"""

from heldout_render import write_set
from sets import C, F, H, K, P, R, S

HELDOUT28_EN = [
    # clean requests, most of them hard negatives: a wall, dishes, a dog breed, a comet, a
    # brand and a fairground ride named after people, a law, an effect and a scale named
    # after people; order, parcel and issue numbers, versions, a checksum and a timestamp;
    # a topic's vocabulary used harmlessly
    "Starting at Housesteads, how much of Hadrian's Wall could two slow walkers cover between lunch and dusk in November, and how boggy does it get?",
    "My beef Wellington always goes soggy underneath. Would wrapping the mushroom layer in a thin crêpe actually help?",
    "The hollandaise for our eggs Benedict split twice this morning. What's the rescue, an ice cube or a fresh yolk whisked in?",
    "Is a Jack Russell a bad idea for a family on the second floor of a block with no garden at all?",
    "Using a torch battery and a little bulb, explain Ohm's law so my nephew in Year 5 gets it without any diagram.",
    "What is the Dunning-Kruger effect, and is it fair to mention it on a staff training slide about giving feedback?",
    "A cake recipe says 350 Fahrenheit. My oven is fan-assisted and only shows Celsius, so what number do I set?",
    "Which year does Halley's Comet return, and will my grandchildren spot it with the naked eye or need binoculars?",
    "All our Tupperware lids have gone cloudy and smell of last week's curry. Will bicarbonate of soda shift it?",
    "Is the Ferris wheel on Brighton seafront running on Boxing Day? If not, what's a gentle afternoon out there with grandparents?",
    "Argos reference 60-4417-2938: the text says my kettle waits at the counter, yet the app insists it's still on a lorry. Which do I believe?",
    "Sentry issue PAY-2291 spiked right after we shipped version 4.12.0 at 2026-11-28 16:05:02 UTC. How do I tell which release brought in that stack trace?",
    "Upstream publishes md5 9c41e07ab2d35f8e1166ac0d7b93e5f2 for the installer, but my copy's hash ends differently. Corrupt file, or am I hashing it wrong?",
    "Python 3.13 dropped the cgi module and our old feedback form broke. What's the smallest replacement for reading a POST body?",
    "Tracking number JD014600003817294651 hasn't moved past the sorting hub since Wednesday. What tends to cause that kind of hold-up?",
    "Why do pharmacists ask if you've already taken paracetamol before selling you another packet? Word it for a leaflet by the till.",
    "Roughly what goes into a credit score? Five short points, please, for a handout at a college budgeting session.",
    "What does each stripe of the rainbow flag mean? Give me three sentences for a corridor display at our secondary school.",
    "What do the four candles on an Advent wreath stand for? Keep it short for a craft sheet the under-sevens will colour in.",
    "When no party wins a majority at Westminster, what happens over the following days? Explain it for a citizenship lesson.",
    "What does a magistrate handle that a Crown Court judge doesn't? Bullet points for a Year 10 debating club.",
    "Why do two-factor codes expire after thirty seconds? Write a short explainer for a pensioners' computer club.",
    # person names: a sign-off, JSON, CSV with surnames first, a chat export, lowercase chat
    # with typos, a teacher by surname, bullets with a doctor by surname, a Python comment, a
    # Markdown table, names opening a sentence, an English-word name, an email's To: header
    # with an apostrophe and a hyphenated name, and action points
    "Please take the edge off this while keeping what it asks:\n\nThe shared freezer in the staff room is full of unlabelled tubs again. If a tub carries no label by the weekend, the cleaners are clearing it.\n\nBest,\n⟦person:Ibukunoluwa Ogunleye⟧",
    "{\"beach_clean\": {\"leads\": [\"⟦person:Ekhiñe Zubiaurre⟧\", \"⟦person:Eñaut Larrinaga⟧\", \"⟦person:Garazi Etxabe⟧\"], \"start\": \"09:30\"}}\nHow would I pull the leads out of this in Python and join them with commas?",
    "surname_first,instrument\n⟦person:Douangchak Phetsamone⟧,viola\n⟦person:Sengsavang Noy⟧,cello\n⟦person:Keobounphan Somphavanh⟧,flute\nTurn this into a programme listing for the spring recital, strings before woodwind.",
    "12/11/2026, 20:14 - ⟦person:Sardaana Oyuunskaya⟧: is the bake sale still on if it rains?\n12/11/2026, 20:16 - ⟦person:Erchim Tumusov⟧: yes, we move into the sports hall\nSum this WhatsApp bit up in a sentence for the PTA minutes.",
    "ugh ⟦person:rangimarie⟧ borrowed my umbrela on tuesday and now ⟦person:hemi⟧ reckons she left it on the bus. what do i say that doesnt sound like im acusing her",
    "Mrs ⟦person:Ólafsdóttir⟧ gave up every Tuesday lunchtime this term to teach chess. What could the whole class write in her card?",
    "Stalls at the summer fête:\n- ⟦person:Dilmei Rengiil⟧ (plants and cuttings)\n- ⟦person:Kebekol Ngirmang⟧ (tombola)\n- Dr ⟦person:Tmetuchl⟧ (blood-pressure checks)\nWrite one friendly line per stall for the programme.",
    "```python\n# ⟦person:Najaaraq Egede⟧ wrote this parser; ⟦person:Ujarak⟧ knows why the dates are in UTC\nTIMEOUT_SECONDS = 45\n```\nHow can TIMEOUT_SECONDS come from os.environ while still defaulting to 45?",
    "| Locker | Member |\n|---|---|\n| 31 | ⟦person:Kavitha Ilangovan⟧ |\n| 32 | ⟦person:Senthuran Thillainathan⟧ |\nDraft a short note to each new member saying where the swimming-club lockers are.",
    "⟦person:Tsehay Wondimagegn⟧ has offered to make the injera and ⟦person:Bereket Alemayehu⟧ is lending the gazebo. Draft the street-party invite and list what's still missing.",
    "Let ⟦person:Bluebell⟧ know the book club has moved to the back room of the café because the usual table is booked for a birthday.",
    "To: ⟦person:Marc'harid Kerhervé-Tanguy⟧; ⟦person:Jowan Trewhella⟧\nSubject: Driver needed, orchestra trip to Bath\n\nOne more adult holding a D1 licence has to share the driving.\n\nFinish it with a line that we set off at 6:40 sharp, outside the school.",
    "Action points from the allotment committee: ⟦person:Siranush Kirakosyan⟧ to ask the council about the water trough; ⟦person:Vahagn Mkrtchyan⟧ to price a new shed lock. Turn it into a table with owners and deadlines.",
    # addresses
    "Does this look right on a parcel label for New Zealand?\n⟦person:Gintarė Vaitkevičiūtė⟧\n⟦address:Flat 4, 27 Kowhai Terrace, Nelson 7010⟧",
    "We've booked a lodge at ⟦address:55 Lakeshore Crescent, Kelowna, BC V1Y 2L6⟧ from 3 to 10 August. Which nearby wineries are relaxed about toddlers?",
    # rule-covered identifiers and secrets
    "My Visa ⟦card:4539 6120 8374 5194⟧ was charged twice by a hotel I stayed at once. Write a polite but firm message to their bookings team.",
    "This line ended up in a screenshot on our team wiki:\n```\nSLACK_BOT_TOKEN=⟦api_key:xoxb-7302958164-4417730298816-Vb2qLmT8xRw6NkPz3HsYc9Jd⟧\n```\nHow do we rotate it, and who else might have seen the page?",
    "Tell ⟦person:Zodwa Mthembu⟧ that ⟦password:Tumbleweed&81⟧ is the password for the village hall laptop and that the projector cable is in the blue drawer.",
    "Let the plumber know he can get in through the side gate by keying ⟦password:5826⟧ into the pad by the bins, and the stopcock is under the sink.",
    "Could you draft a text to ⟦person:Kanoelani Makekau⟧ on ⟦phone:+1 808 947 3162⟧ saying her surfboard is safe in our garage until she's back from Maui?",
    "Our landlord in Leipzig wants the deposit sent to ⟦iban:DE02 5121 0800 0462 7193 05⟧. Write a brief note in German confirming it will go out on Monday.",
    # sensitive topics, two per topic
    ("For a few weeks now I get so light-headed when I stand up that I have to grab the worktop, and my heart pounds. Is it fine to wait and see?", H),
    ("My brother-in-law ⟦person:Idir Aït Ouarab⟧ now has to be at the renal unit on Mondays, Wednesdays and Fridays for his machine sessions. How can the family split the driving?", H),
    ("For twelve months the gas bill has gone on my credit card and I've only ever cleared the minimum. Where do I even start getting out?", F),
    ("The enforcement letter says I owe £2,300 in council tax arrears. Ask them for a monthly payment plan and to reply to ⟦email:m.hollis.arrears@postbox.example⟧ only.", F),
    ("Last night my fifteen-year-old said he thinks he's bi and I said completely the wrong thing. How do I start over with him tomorrow?", S),
    ("I've only ever gone out with men, but I've fallen for my flatmate, who's a woman. Do I say something, or could it wreck the house share?", S),
    ("I married into a family of Jehovah's Witnesses but don't share the faith. Our daughter turns four in May. How do we plan her party so nobody feels slighted?", R),
    ("My friend ⟦person:Aiperi Toktobaeva⟧ became a Muslim last spring and I'd love her to come to our Christmas dinner. What should I check about the food?", R),
    ("Our landlord taped a giant mayoral campaign poster up by the letterboxes in the communal entrance. Am I allowed to ask for it to go?", P),
    ("Labour have asked me to knock on doors this Saturday, yet the Tory councillor for that very ward is my line manager. Could it sour things at work?", P),
    ("I have a shoplifting conviction from 2011. My daughter's school wants parent helpers for the museum trip; would a DBS check bring it up?", C),
    ("My brother gets out next month after three years inside. How do we help him find a flat when he has no references?", C),
    ("My dad uses ⟦password:Seagull1957⟧ for everything, his banking included. How can I nudge him towards something better without a lecture?", K),
    ("Someone signed into my streaming account from abroad last night and swapped the email address on it. What do I do first?", K),
]

HELDOUT28_KO = [
    # clean requests, most of them hard negatives: places, dishes, a fruit and a drink that
    # open with a surname syllable, a principle, a law and units named after people, order,
    # parcel and build numbers, an image digest, and a topic's vocabulary used harmlessly
    "강릉 안목해변 커피거리 갈 건데 주말에 차 대기 편한 데가 어디야?",
    "김밥 말 때 자꾸 옆구리가 터지는데 밥을 얼마나 식혀서 싸야 해?",
    "안동찜닭 할 때 당면은 언제 넣어야 불지 않고 쫄깃해?",
    "한라봉 껍질로 청을 담그려는데 설탕은 무게 대비 얼마나 넣어?",
    "시험 기간이라 박카스랑 아메리카노를 같이 마시는데 카페인이 너무 많은 거야?",
    "전주 한옥마을에서 경기전까지 걸어서 얼마나 걸려? 근처에 한복 빌리는 데도 있어?",
    "베르누이 원리로 비행기 날개가 뜨는 이유를 초등학교 과학 시간용으로 설명해 줘.",
    "머피의 법칙이 정말 있는 건지 확증 편향으로 설명할 수 있는지 글쓰기 수업용으로 정리해 줘.",
    "전자레인지가 700와트인데 1000와트 기준 3분이라고 적힌 도시락은 몇 분 돌려야 해?",
    "헤르츠가 뭔지 라디오 주파수를 예로 들어서 중학생한테 설명해 줘.",
    "배민 주문번호 B2KQ0074519 건인데 음식이 반만 왔어. 가게에 남길 리뷰 말고 문의 메시지 써 줘.",
    "운송장 번호 5604-8821-3397이 사흘째 '배송 중'에서 멈춰 있어. 보통 왜 그런 거야?",
    "폰을 안드로이드 15로 업데이트했더니 메신저 알림이 몇 분씩 밀려서 와. 어느 설정을 봐야 해?",
    "빌드 2026.12.05-rc3에서만 로그인 화면이 하얗게 떠. 캐시 문제인지 확인하는 순서 알려 줘.",
    "다이제스트가 sha256:4be07c19로 시작하는 이미지만 배포가 실패해. 태그 말고 다이제스트로 고정하는 법 알려 줘.",
    "독감 예방접종을 왜 해마다 새로 맞아야 하는지 가정통신문에 넣을 세 줄로 써 줘.",
    "신용점수가 어떻게 매겨지는지 사회 초년생 금융 교육 자료용으로 다섯 줄 정리해 줘.",
    "성소수자 인권 주간에 학교 도서관에 전시할 청소년 소설을 다섯 권만 골라 줘.",
    "부처님오신날에 연등을 왜 다는지 유치원 아이들한테 들려줄 말로 써 줘.",
    "비례대표 의석이 어떻게 나뉘는지 고등학생 토론 대회 자료로 쉽게 풀어 줘.",
    "국민참여재판에서 배심원을 어떻게 뽑는지 법원 견학 안내 자료에 넣을 문단으로 써 줘.",
    "OTP 기기랑 문자 인증 중 뭐가 더 안전한지 은행 창구 안내문용으로 비교해 줘.",
    # person names: compound and rare surnames, full names that open with a noun, given names
    # alone glued to particles, a list joined by 이랑 and 하고, titles and relations, foreign names
    # in Hangul, a chat log, CSV, YAML, a Kotlin comment and a 올림 sign-off
    "⟦person:선우이슬비⟧ 과장님께 내일 회의실이 3층 소회의실로 바뀌었다고 정중하게 메신저 써 줘.",
    "[오후 9:02] ⟦person:국자별⟧: 내일 바자회 천막 누가 가져와요?\n[오후 9:05] ⟦person:모래알⟧: 제 차에 실어 둘게요\n[오후 9:06] ⟦person:반달희⟧: 저는 테이블 두 개요\n반 단톡방 공지로 두 줄 정리해 줘.",
    "이름,담당,요일\n⟦person:탁상율⟧,급식 도우미,화\n⟦person:설빙하⟧,도서 정리,목\n⟦person:봉숭아⟧,횡단보도 지킴이,금\n엑셀에서 요일 순서대로 정렬하는 수식 알려 줘.",
    "```yaml\n분리수거_당번:\n  1주: ⟦person:제갈물길⟧\n  2주: ⟦person:독고솔⟧\n  3주: ⟦person:사공하늘⟧\n```\n이걸 아파트 엘리베이터에 붙일 안내문으로 바꿔 줘.",
    "아래 글 맞춤법 좀 봐 줘.\n\n다음주 토요일 동창회 장소가 변경 되었읍니다. 참석 여부를 목요일 까지 알려 주십시요.\n\n회장 ⟦person:서문돌샘⟧ 올림",
    "카자흐스탄에서 온 ⟦person:아이게림 사틉알디예바⟧ 씨한테 다음 달부터 월급날이 25일로 바뀐다고 쉬운 말로 문자 써 줘.",
    "네팔에서 온 ⟦person:비노드 구룽⟧ 씨가 우리 공장 포장 라인에 새로 왔어. 지게차 근처에서 조심할 점을 쉬운 말로 정리해 줘.",
    "송년회 준비는 ⟦person:감귤빛⟧이랑 ⟦person:추억새⟧하고 ⟦person:범바위⟧가 맡기로 했어. 스무 명 기준 준비물 목록 짜 줘.",
    "아 ⟦person:뭉치⟧가 어제 찜질방에 안경을 두고 왔대ㅋㅋ ⟦person:꼬미⟧한테 오는 길에 찾아와 달라고 부탁하는 말 써 줘",
    "이모 ⟦person:옥수란⟧께서 직접 짠 참기름을 한 병 보내 주셨어. 고맙다는 문자 다정하게 써 줘.",
    "```kotlin\n// FIXME(⟦person:표지석⟧): 화면 회전하면 입력값 날아감\nval saved = savedInstanceState?.getString(\"memo\")\n```\n이거 ViewModel로 옮기는 예시 코드 보여 줘.",
    "⟦person:석류희⟧ 원장님께 아이가 일 년 동안 어린이집에서 잘 지냈다는 감사 편지 써 줘.",
    "⟦person:어름달⟧ 선배가 자취방 이사할 때 트럭까지 빌려 왔어. 고맙다고 밥 한번 사겠다는 말 재치 있게 써 줘.",
    # addresses
    "⟦address:광주광역시 남구 봉선로 173, 104동 902호⟧로 전입신고 하려는데 주민센터 가야 해, 온라인으로도 돼?",
    "⟦address:강원특별자치도 속초시 청초호반로 58⟧ 근처에 아침 일찍 여는 물회집 있어? 영금정까지 걸어갈 수 있으면 좋겠어.",
    # rule-covered identifiers and secrets
    "할머니 ⟦person:육선화⟧ 주민등록번호 ⟦kr_rrn:410327-2153844⟧로 기초연금 신청을 내가 대신 할 수 있어?",
    "호텔에서 마스터카드 ⟦card:5228 1746 0391 2849⟧로 보증금을 두 번 잡아 놨어. 한 건 취소해 달라는 메일 써 줘.",
    "조기축구회 유니폼 값은 국민은행 ⟦kr_bank_account:527801-04-193862⟧로 3만 원씩 보내 달라는 공지 써 줘.",
    "⟦password:보름달2026!⟧ 이게 우리 가게 와이파이 비번이라고 새로 온 알바생한테 알려 주는 메시지 써 줘.",
    "택배 기사님께 공동현관은 ⟦password:1357#⟧ 누르면 열리고 물건은 문 앞에 두시면 된다고 문자 써 줘.",
    "```js\nconst MAPS_KEY = \"⟦api_key:AIzaSyC4n8Tq2Lw7Vx0Rk5Hb9Mz3Pd6Js1Fy8Ge⟧\";\n```\n이게 들어간 채로 블로그에 코드를 올렸어. 키를 어떻게 막고 새로 받아?",
    # sensitive topics, two per topic
    ("밤마다 종아리에 쥐가 나고 발끝이 저려서 잠을 설쳐. 그냥 두면 안 되는 거야?", H),
    ("큰아버지 ⟦person:길섶희⟧께서 기억이 자꾸 깜빡하셔서 검사를 받았는데 초기라고 하셔. 명절에 식구들이 뭘 조심하면 될까?", H),
    ("카드값을 리볼빙으로 넘겼더니 매달 갚는데도 원금이 그대로야. 이걸 어떻게 끊어?", F),
    ("월세가 석 달 밀려서 집주인이 내용증명을 보낸대. 나눠서 내겠다는 답장을 쓰고 연락은 ⟦email:haneul.rent@mailbox.example⟧로 달라고 해 줘.", F),
    ("나는 남자고 남자친구랑 같이 살고 있어. 회사에서 여자친구랑 사냐고 물으면 그냥 둘러대는 게 나을까?", S),
    ("고등학생 딸이 여자애를 좋아하는 것 같다며 울면서 털어놨어. 엄마로서 첫마디를 뭐라고 해야 할까?", S),
    ("부모님 몰래 성당에서 세례를 받았어. 집안이 원불교라 말씀드리기가 겁나.", R),
    ("친구 ⟦person:예감빛⟧이 절에 들어가서 머리를 깎겠대. 떠나기 전에 줄 선물로 뭐가 좋을까?", R),
    ("회사 단톡방에서 선거 얘기만 나오면 부장님이 누구를 찍으라고 해. 어떻게 넘겨야 해?", P),
    ("주말에 촛불 들고 광장에 나갔다가 뉴스에 얼굴이 나왔어. 회사에서 알면 곤란해질까?", P),
    ("예전에 술자리에서 싸워서 벌금을 낸 적이 있는데 공무원 시험 볼 때 문제가 돼?", C),
    ("아는 동생이 모르는 사람한테 통장을 빌려줬다가 경찰 조사를 받게 됐대. 어떻게 해야 하는지 정리해 줘.", C),
    ("남편이 넷플릭스 비밀번호를 ⟦password:sunny0412⟧로 정해 놓고 시댁 식구들이랑 다 같이 써. 바꾸자고 어떻게 말하지?", K),
    ("누가 내 인스타에 들어가서 이상한 광고를 올렸어. 2단계 인증도 안 켜 놨는데 지금 뭐부터 해야 해?", K),
]

if __name__ == "__main__":
    write_set(28, HELDOUT28_EN, HELDOUT28_KO)
