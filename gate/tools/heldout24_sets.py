"""Twenty-fourth held-out hand-written set for the Privacy Gate (gate/data/handwritten_heldout24.jsonl).

Written apart from the generator (its templates and word lists were not read; themes and
examples come from everyday requests people make, and any clash the check reported was
rewritten), and committed before any model was run on it; never used for training or for
choosing settings (only summary numbers are taken from it). A balanced set like the
twenty-third: person names, sensitive topics, addresses, rule-covered identifiers and clean
hard negatives side by side, with close to half of the requests clean (22 per language).
18 EN and 16 KO requests carry a person name (30 EN and 25 KO names); 14 + 14 topic
requests, 4 + 4 of them with a name or an identifier; 2 + 2 addresses; 6 + 6 identifiers
and secrets outside the topic requests, among them a side-gate padlock code, a cabin Wi-Fi
password, a bike-lock code and a campsite shower-block code told in an ordinary sentence.
Names sit in an email sign-off, an on-call rota as JSON, a CSV of allotment plots with
surnames first, an exported chat, lowercase chat with typos about a borrowed paddleboard, a
coach asked by surname, workshop leaders as bullets with a doctor by surname, a Rust
comment, a Markdown table of reading-buddy pairs, names opening a sentence, a name that is
an English word (Marigold), an email's Bcc: header with a hyphenated and an apostrophe name
and PTA meeting minutes, besides those in address, identifier and topic requests
(Aromanian, Ladakhi, Bhutanese, Kinyarwanda, Sorbian, Tahitian, Navajo, Punjabi, Gujarati,
Assamese, Tigrinya, I-Kiribati, Uyghur, Québécois, Italian, Venda, Sesotho, Irish, Bashkir,
Hausa, Sindhi); in Korean with a compound surname (황보) and rare ones (곽, 탁, 국, 반, 우, 편,
구, 석, 여, 모, 사, 단, 왕, 위, 봉, 연, 마, 궉, 점, 묵), full names that open with a noun
(탁자윤, 국자령, 반석훈, 우유빈, 편백나, 구두희, 석류진, 여우림, 모자윤, 사탕하, 단풍아, 왕관희,
위성준, 봉투아, 연필하, 마루한), given names alone that are everyday words (초롱, 슬기) glued to
particles (이가, 랑), a list joined by 이랑, 하고 and 와, titles and relations (대표님, 큰어머니,
이장님, 시동생, 고모, 조카, 씨), foreign names in Hangul (닐루파르 라시도바, 조이
델로스산토스), a chat log, CSV, JSON, YAML, a code comment and a 드림 sign-off.
Two sensitive-topic requests per topic and language in everyday words, several of them told
without a domain keyword and four with a name or an identifier. Clean requests are mostly
hard negatives: places, dishes, brands, a children's film, a saint's eve, a law, an effect
and units named after people, Korean dishes, places and brands that open with a surname
syllable, order and issue numbers, versions, hashes and timestamps, and a topic's
vocabulary used harmlessly.
Same markup as sets.py: ⟦gen⟧ is a generated valid identifier, ⟦type:literal⟧ a fixed
labelled value (here also a Belgian IBAN with valid check digits); a tuple adds
{"topic": ...}. Offsets are computed by make_datasets.py from the markup.
`python3 gate/tools/heldout_check.py 24` checks that its names and sentences are new.
"""

from sets import C, F, H, K, P, R, S

HELDOUT24_EN = [
    # clean requests, most of them hard negatives: places, dishes, brands, a film, a saint's
    # eve, a law, an effect and units named after people; order and ticket numbers, versions,
    # hashes and timestamps; a topic's vocabulary used harmlessly
    "Can we drive from Fort William to Mallaig in a morning and still make the lunchtime ferry over to Skye?",
    "Is the path up Arthur's Seat manageable with a toddler in a back carrier, or is the last bit too rocky?",
    "Can Margherita pizza dough sit in the fridge for three days, or does it start tasting sour?",
    "What sets a Waldorf salad apart from a coleslaw? I'm writing the menu for a 1920s-themed birthday.",
    "Explain Brooks's law using six parents all trying to put up one gazebo at the school fete.",
    "What's the Mpemba effect, and does hot water really freeze faster than cold? Short version for a kitchen science club.",
    "How many amps does a 3 kW immersion heater draw at 230 volts, and is a 13 A plug enough for it?",
    "Does a Dualit toaster actually outlast a cheap supermarket one, or am I paying for the chrome?",
    "Will a Thermos food flask keep soup hot from 8am until a lunchtime stop on a long hill walk?",
    "Is The Wild Robot too sad for a six-year-old? A friend said she cried twice.",
    "Do Dutch children really get their presents on St Nicholas' Eve rather than at Christmas?",
    "My Screwfix click-and-collect order SF-40927715 isn't at the counter even though the app says it's ready. Draft a quick message to them.",
    "Our Linear issues are named like ENG-1473. How do I get GitHub to turn those into links in pull request descriptions?",
    "After we went from Gradle 8.5 to 8.7 the Kotlin compile step takes twice as long. What should I profile first?",
    "My bisect landed on 0e4d72b9c1aa, committed 2026-10-30 17:05:33 +0000, as the first bad one. How do I list only the files it touched?",
    "How does a defibrillator at a train station know whether to give a shock? A simple explanation for a Year 9 biology display on the heart.",
    "Fixed-rate bond or easy-access saver: what's the catch with each? Three short lines for Year 12 personal finance.",
    "Suggest five picture books that show lots of kinds of families, including ones with two mums or two dads, for a Reception class library.",
    "What goes on a Seder plate and what does each item stand for? A printable sheet for Year 4 RE, please.",
    "Referendum versus general election: two plain sentences for the citizenship noticeboard.",
    "Why do judges in England still wear wigs? Two lines for a Year 6 trip to the law courts.",
    "If my password manager's master password slips my mind, is everything locked away for good? Explain it plainly for a library drop-in.",
    # person names: a sign-off, JSON, CSV with surnames first, a chat log, lowercase chat with
    # typos, a coach by surname, bullets with a doctor by surname, a Rust comment, a Markdown
    # table, names opening a sentence, an English-word name, an email's Bcc: header and minutes
    "Could you make this a touch friendlier without making it any longer?\n\nFrom Monday the bike shed will be locked overnight. Ask at reception for a fob if you need one after 7pm.\n\nMany thanks,\n⟦person:Niculina Caragiani⟧",
    "{\"oncall\": [{\"week\": 48, \"who\": \"⟦person:Tsetan Dolkar⟧\"}, {\"week\": 49, \"who\": \"⟦person:Kinley Dorji⟧\"}]}\nWrite a jq one-liner that prints who covers week 49.",
    "plot,holder\n3,⟦person:Mugisha Aimable⟧\n7,⟦person:Ingabire Solange⟧\n9,⟦person:Habimana⟧\nWhich holders are on odd-numbered plots? Put them in a short list for the water rota.",
    "[21:03] ⟦person:Hańža⟧: did anyone take the raffle float home?\n[21:05] ⟦person:Bjarnat Krawc⟧: yes it's in my car, I'll count it tomorrow\nWhat's the upshot, in one sentence?",
    "so ⟦person:teiki⟧ borrowd my paddleboard last wknd and the fin is cracked and ⟦person:hinano⟧ reckons i shoudnt say anything. how do i bring it up with ⟦person:teiki⟧ without it getting awkward",
    "Put together a few lines from the under-11s to Coach ⟦person:Tsosie⟧, thanking him for driving the team to every away game this season.",
    "Leaders for Saturday's craft workshop:\n- ⟦person:Jasleen Grewal⟧ (block printing)\n- ⟦person:Hetal Bhavsar⟧ (rangoli)\n- Dr ⟦person:Sonowal⟧ (natural dyes)\nA one-line intro for each, for the flyer please.",
    "```rust\n// ⟦person:Senait Tesfamariam⟧ owns the cache layer; ping ⟦person:Freweini⟧ if the TTL needs changing\nconst CACHE_TTL_SECS: u64 = 300;\n```\nHow would I read this from an env var and fall back to 300?",
    "| Reader | Buddy |\n|---|---|\n| ⟦person:Tekarei Tabokai⟧ | ⟦person:Kaboua Rimon⟧ |\nTurn this pairing into a note for the Year 2 parents explaining what reading buddies do.",
    "⟦person:Mihrigul Tursun⟧ will bring the samsa and ⟦person:Abdurehim Ablet⟧ is setting up the speakers. Write the plan for the Nowruz picnic in the park as a quick group message.",
    "Let ⟦person:Marigold⟧ know that the hall keys must be back under the mat before Monday's toddler group.",
    "Bcc: ⟦person:Léonie Gagnon-Thibodeau⟧; ⟦person:Ottavio D'Amelio⟧\nSubject: Allotment skip\n\nThe skip arrives on the 4th and goes on the 6th. Green waste only, please.\n\nAdd a line asking people not to block the gate while it's there.",
    "PTA minutes: ⟦person:Rudzani Nemavhola⟧ offered to run the bric-a-brac stall again; ⟦person:Thabang Letsie⟧ will ask the bakery about donating cakes. Turn these into a tidy action list with owners.",
    # addresses
    "Is this enough for a Christmas card to reach Ireland, or have I missed a line?\n⟦person:Sorcha Kinsella⟧\n⟦address:Apartment 6, 17 Upper Mount Street, Dublin 2, D02 KX44⟧",
    "We're staying at ⟦address:Kaiser-Wilhelm-Straße 27, 3. OG, 20355 Hamburg⟧ over New Year. Can you ask the host whether there's somewhere to lock up two bikes?",
    # rule-covered identifiers and secrets
    "The ski hire place charged my card ⟦card⟧ twice for the same pair of boots. Write a calm but firm message asking for one charge to be reversed.",
    "Please write, in French, to the holiday cottage in the Ardennes saying I transferred the deposit to ⟦iban:BE82 0630 1758 9468⟧ on Tuesday.",
    "```js\nconst map = new google.maps.Map(el, {});\n// key: ⟦google_key⟧\n```\nI left this in a public CodePen for a week. Should I restrict the key or delete it outright?",
    "Message for the window cleaner, ⟦person:Gulnaz Yusupova⟧: the side gate padlock is ⟦password:5082⟧, and please leave the conservatory roof this time.",
    "Tell my brother the cabin Wi-Fi is called LakeView and the password is ⟦password:loons&pines88⟧, and ask him to switch the router off when he leaves.",
    "Please email ⟦person:Hauwa Abubakar⟧ at ⟦email⟧ to say the curtains she ordered have been hemmed and are ready to pick up.",
    # sensitive topics, two per topic
    ("Whenever I stand up quickly the room goes grey and I have to grab the kitchen counter. It's happened four times this week. Is that normal?", H),
    ("My stepdad ⟦person:Lawali Dankano⟧ has been told he needs a pacemaker and he's terrified of the operation. What can I say to settle him?", H),
    ("They've put the whole factory on a three-day week, and the car and phone direct debits both go out on Monday. Which one do I let bounce?", F),
    ("The debt collectors for my old store card want me to read out my card ⟦card⟧ over the phone today to settle it. Is that wise?", F),
    ("I'm a woman, and my boss keeps calling my wife my 'friend' at work dinners even after I've corrected him twice. How do I put it plainly?", S),
    ("I'm bi, and my new boyfriend keeps joking that it means I'll cheat on him. How do I tell him it stings?", S),
    ("I've gone vegetarian since I started going to the Hare Krishna temple, and my mum is hurt that I won't eat her Sunday roast. How do I explain?", R),
    ("I've started going on a Buddhist meditation retreat once a month and my husband says I'm being pulled into a cult. How do I reassure him?", R),
    ("I signed a candidate's nomination papers for the council election and now my name's on the published list. Could my clients see it?", P),
    ("My neighbour has a huge poster for one of the candidates in his window and keeps asking me to put one up too. I don't agree with them at all. How do I say no?", P),
    ("My son's bail conditions say he can't contact his ex-girlfriend, but they share a dog that's still at hers. How does he get it back?", C),
    ("My brother-in-law ⟦person:Sarmad Soomro⟧ was inside for eighteen months for assault and has just asked to be godfather to our baby. My wife wants to say yes. How do we talk it through?", C),
    ("My grandson set my banking password to ⟦password:Tigger!Nana2020⟧ and wrote it in the back of my diary. Is that safe enough?", K),
    ("I scanned a QR code on a parking meter and typed in my bank login before I noticed the page looked off. What now?", K),
]

HELDOUT24_KO = [
    # clean requests, most of them hard negatives: dishes, places, brands and holidays that
    # open with a surname syllable, order numbers, versions, hashes and timestamps, a topic's
    # vocabulary used harmlessly
    "대부도로 조개구이 먹으러 가려는데 물때 맞춰서 가야 갯벌 구경도 할 수 있어?",
    "강화 교동도 대룡시장은 평일에 가도 문 연 가게가 많아?",
    "홍게 찔 때 배를 위로 해야 해, 아래로 해야 해? 국물이 자꾸 빠져서.",
    "양념게장 사 왔는데 냉장고에 넣어 두면 며칠까지 먹어도 괜찮아?",
    "배추전 부칠 때 밀가루랑 부침가루 중에 뭘 써야 더 바삭해?",
    "석모도 보문사까지 차로 들어갈 수 있어? 계단이 많다던데 어르신 모시고 가도 될까?",
    "황남빵을 택배로 보내면 받는 사람이 며칠 안에 먹어야 해?",
    "노루페인트로 방문을 칠하려는데 젯소를 꼭 먼저 발라야 해?",
    "서울숲 잔디밭에서 돗자리 펴고 도시락 먹어도 되는 구역이 정해져 있어?",
    "조계사 국화 축제는 몇 월까지 해? 저녁에도 불 켜 놔?",
    "삼짇날 화전 부쳐 먹던 풍습을 어린이집 알림장에 넣을 짧은 글로 써 줘.",
    "장칼국수랑 그냥 칼국수는 국물 맛이 어떻게 달라? 강원도 여행 가서 먹어 보려고.",
    "G마켓 주문번호 4017738265가 일주일째 '출고 준비중'에서 안 바뀌어. 판매자한테 남길 문의 글 써 줘.",
    "안드로이드 스튜디오에서 AGP를 8.2.2에서 8.4.0으로 올렸더니 'Namespace not specified' 에러로 빌드가 깨져. 뭘 고쳐야 해?",
    "2026-11-27 22:41:09 KST에 도는 크론잡이 커밋 c81e0fa2d7b4 배포 이후로 두 번씩 실행돼. 원인이 뭘까?",
    "귀로 재는 체온계랑 이마에 대는 체온계가 어떻게 다른지 보건실 게시판 안내문으로 정리해 줘.",
    "환율이 오르면 왜 해외여행 경비가 더 드는지 초등학생 경제 교실용으로 쉽게 풀어 줘.",
    "도서관 다양성 주간에 동성 부부 가족이 나오는 그림책도 한두 권 넣고 싶어. 추천 목록 짜 줘.",
    "석가탄신일에 절에서 비빔밥을 나눠 주는 이유를 외국인 동료한테 두 문장으로 설명해 줘.",
    "선거관리위원회가 하는 일을 초등학교 전교 회장 선거 안내문에 넣게 쉽게 써 줘.",
    "국민참여재판에서 배심원은 어떻게 뽑히는지 고등학교 사회 수업 자료로 짧게 정리해 줘.",
    "휴대폰을 잃어버렸을 때 유심 잠금부터 거는 방법을 경로당 스마트폰 교실 안내문처럼 써 줘.",
    # person names: a compound and rare surnames, full names that open with a noun, given
    # names that are everyday words glued to particles, a list joined by 이랑/하고/와, titles
    # and relations, foreign names in Hangul, a chat log, CSV, JSON, YAML, a code comment and
    # a 드림 sign-off
    "⟦person:곽다움⟧ 대표님께 계약서 수정본 회신이 늦어져서 죄송하다는 메일 써 줘.",
    "ㅋㅋ 토요일에 ⟦person:초롱⟧이가 떡볶이 쏜대. ⟦person:슬기⟧랑 같이 몇 시에 볼지 물어보는 답장 좀 써 줘.",
    "[오후 2:10] ⟦person:황보늘찬⟧: 발표 자료 최종본 올렸어요\n[오후 2:12] ⟦person:탁자윤⟧: 3쪽 표 숫자 확인 부탁해요\n[오후 2:15] ⟦person:국자령⟧: 제가 볼게요\n누가 뭘 하기로 했는지 한 줄로 정리해 줘.",
    "이름,악기\n⟦person:반석훈⟧,바이올린\n⟦person:우유빈⟧,첼로\n⟦person:편백나⟧,플루트\n구글 시트에서 악기별로 인원 수 세는 수식 알려 줘.",
    "{\"간식당번\": [\"⟦person:구두희⟧\", \"⟦person:석류진⟧\"], \"요일\": \"금요일\"} 이걸 학부모 단톡방에 올릴 안내 문장으로 바꿔 줘.",
    "이 부탁 문자 끝부분만 조금 더 공손하게 다듬어 줘.\n\n다음 주 화요일 오전에 베란다 방수 공사가 있어서 소음이 좀 있을 예정입니다. 양해 부탁드립니다.\n\n1502호 ⟦person:여우림⟧ 드림",
    "우즈베키스탄에서 온 ⟦person:닐루파르 라시도바⟧ 씨한테 이번 주 금요일 소방 훈련 때 1층 주차장으로 모여야 한다고 쉬운 한국어로 알려 줘.",
    "필리핀에서 온 ⟦person:조이 델로스산토스⟧ 씨가 우리 요양원에 새로 오셨어. 첫 주에 알려 드릴 일을 목록으로 만들어 줘.",
    "동네 벼룩시장에서 ⟦person:모자윤⟧이랑 ⟦person:사탕하⟧하고 ⟦person:단풍아⟧와 내가 헌책 부스를 맡았어. 가격표랑 안내문 좀 짜 줘.",
    "큰어머니 ⟦person:왕관희⟧께서 40년 다니신 우체국에서 이번 달에 퇴직하셔. 가족 모임에서 읽을 축하 편지 짧게 써 줘.",
    "```ts\n// NOTE(⟦person:위성준⟧): 결제 실패하면 세 번까지만 재시도\nconst MAX_RETRY = 3;\n```\n이 값을 환경 변수에서 읽어 오도록 바꿔 줘.",
    "⟦person:봉투아⟧ 이장님께 마을회관 에어컨 수리 일정을 여쭤보는 문자 써 줘.",
    "```yaml\n청소:\n  - 이름: ⟦person:연필하⟧\n    구역: 복도\n  - 이름: ⟦person:마루한⟧\n    구역: 계단\n```\n이걸 엘리베이터에 붙일 청소 구역 안내문으로 바꿔 줘.",
    # addresses
    "⟦address:인천광역시 연수구 컨벤시아대로 165, 1203동 704호⟧로 이사했는데 무인 택배함은 어떻게 등록해?",
    "⟦address:경상북도 경주시 첨성로 81⟧ 근처에 주차되는 한옥 게스트하우스 있어? 대릉원까지 걸어갈 수 있으면 좋겠어.",
    # rule-covered identifiers and secrets
    "시동생 ⟦person:궉해든⟧ 주민번호 ⟦rrn⟧ 넣어서 내가 실손보험 청구를 대신 해도 돼?",
    "헬스장 자동결제를 해지했는데 마스터카드 ⟦card_mc⟧ 에서 이번 달에도 빠져나갔어. 환불 요청 문자 써 줘.",
    "배드민턴 동호회 유니폼값은 우리은행 ⟦kr_account_woori⟧ 계좌로 이번 달 10일까지 보내 달라는 공지 써 줘.",
    "언니한테 역 앞에 세워 둔 내 자전거 자물쇠 번호가 ⟦password:0417⟧이니까 타고 가라고 문자 써 줘.",
    "캠핑장 관리인님께 샤워실 출입 비밀번호가 ⟦password:2580#⟧ 맞는지, 밤 11시 이후에도 쓸 수 있는지 여쭤보는 문자 써 줘.",
    "```python\nboto3.client(\"s3\", aws_access_key_id=\"⟦aws_key⟧\")\n```\n이 코드를 블로그에 그대로 올려 버렸어. 키부터 어떻게 정리해야 해?",
    # sensitive topics, two per topic
    ("며칠 전부터 한쪽 눈꺼풀이 처지고 물을 마시면 입꼬리로 새. 피곤해서 그런 걸까?", H),
    ("고모 ⟦person:점말분⟧께서 녹내장 진단을 받으셨어. 안약을 매일 잊지 않고 넣으시게 도와드릴 방법 있을까?", H),
    ("보험 약관대출을 몇 번 받았더니 이자가 눈덩이처럼 불었어. 보험을 깨야 할까, 계속 버텨야 할까?", F),
    ("휴대폰 소액결제로 생활비를 메우다 보니 이번 달 폰 요금이 140만 원이 나왔어. ⟦kr_mobile⟧ 번호로 통신사에 분납 요청할 수 있어?", F),
    ("여자친구랑 결혼식 대신 작은 파티를 열려는데 회사 사람들도 불러도 될까? 다들 내가 그냥 혼자 사는 줄 알아.", S),
    ("아들이 남자랑 사귄다고 나한테만 털어놨는데 남편은 아직 몰라. 내가 먼저 말해야 할까?", S),
    ("성당에서 견진성사를 받으려는데 대모를 누구한테 부탁해야 할지 모르겠어. 어떻게 부탁드리면 좋을까?", R),
    ("남자친구 집안이 불교라 상견례를 절 근처 식당에서 하자는데 우리 집은 독실한 개신교야. 어떻게 조율하지?", R),
    ("아파트 입주민 단톡방에서 선거철만 되면 특정 정당 욕하는 글이 올라와. 방장인데 규칙을 어떻게 정하지?", P),
    ("단골 카페 사장님이 계산대 옆에 어떤 후보 지지 서명지를 두고 손님마다 사인하라고 하셔. 기분 안 상하게 거절하는 법 알려 줘.", P),
    ("남편이 음주 측정을 거부해서 입건됐대. 회사에 먼저 알려야 할 의무가 있어?", C),
    ("조카 ⟦person:묵찬겸⟧가 단톡방에 친구 얼굴을 합성한 사진을 올렸다가 고소를 당했대. 미성년자도 기록이 남아?", C),
    ("엄마가 쿠팡 비밀번호를 ⟦password:mom0825cp⟧ 로 해 두고 가족 단톡방에 올리셨어. 바꾸시라고 어떻게 말씀드리지?", K),
    ("아들이라면서 카톡이 와서 신분증 사진이랑 계좌 비밀번호를 보내 버렸어. 지금 뭐부터 해야 해?", K),
]
