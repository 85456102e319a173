"""Twenty-sixth held-out hand-written set for the Privacy Gate (gate/data/handwritten_heldout26.jsonl).

Written apart from the generator and the rules (the generator's templates and word lists and
the gate's sources were not read; themes and examples come from everyday requests people make,
and any clash the check reported was rewritten), and committed before any model was run on it;
never used for training or for choosing settings (only summary numbers are taken from it). A
balanced set like the twenty-fifth: person names, sensitive topics, addresses, rule-covered
identifiers and clean hard negatives side by side, with close to half of the requests clean
(22 per language). 18 EN and 16 KO requests carry a person name (31 EN and 25 KO names); 14 +
14 topic requests, 4 + 4 of them with a name or an identifier; 2 + 2 addresses; 6 + 6
identifiers and secrets outside the topic requests, among them a garage keypad code, a laptop
password lent to a named friend with no keyword before it, a building's front-entrance code
and a guesthouse Wi-Fi password told in ordinary sentences.
Names sit in an email sign-off, a school-run rota as JSON, a CSV of swimming-gala lanes with
surnames first, an exported chat, lowercase chat with typos about eaten leftovers, a teacher
asked by surname, summer-fair stalls as bullets with a doctor by surname, a Go comment, a
Markdown table of reading buddies, names opening a sentence, a name that is an English word
(Kestrel), an email's To: header with a hyphenated and an apostrophe name and allotment
committee notes, besides those in address, identifier and topic requests (Circassian, Tuvan,
Mongolian, Lao, Igbo, Yoruba, Tongan, Sámi, Zulu, Xhosa, Georgian, French, Irish, Malagasy,
Ukrainian, Kyrgyz, West Frisian, Maltese, Albanian); in Korean with compound surnames (제갈, 독고,
사공) and rare ones (금, 명, 기, 방, 추, 매, 진, 팽, 은, 경, 호, 부, 판, 시, 곡, 함, 좌), full names that open
with a noun (금잔디, 명태현, 기린아, 방석희, 추석현, 매듭희, 진주희, 팽이준, 은행진, 경첩아, 호미령, 부채민, 판다윤, 시금별, 곡식희, 함지박,
좌우명, 호두석), given names alone that are everyday words (햇살, 들꽃) glued to particles (이가, 이한테), a
list joined by 이랑, 하고 and 과, titles and relations (과장님, 관리사무소장, 이모부, 담임 선생님, 선배, 외할머니, 시어머니,
작은아버지, 씨), foreign names in Hangul (비스누 타망, 솜차이 분마), a chat log, CSV, JSON, a Kotlin comment
and a 배상 sign-off.
Two sensitive-topic requests per topic and language in everyday words, several of them told
without a domain keyword and four with a name or an identifier. Clean requests are mostly hard
negatives: places, dishes, brands, a children's film, a saint's day, a law, an effect and a
unit named after people, Korean places, dishes and brands that open with a surname syllable,
laws and a principle named after people, order, parcel and issue numbers, versions, hashes and
timestamps, and a topic's vocabulary used harmlessly.
Same markup as sets.py, but every identifier is a fixed labelled value ⟦type:literal⟧ (a Visa
and a Mastercard number with valid Luhn digits, a German IBAN with valid check digits, an RRN
with a real date and its checksum); a tuple adds {"topic": ...}.
heldout_render.py renders it (offsets, check digits, the expected route and the set's
balance asserted).
`python3 gate/tools/heldout26_sets.py` writes the file;
`python3 gate/tools/heldout_check.py 26` checks that its names and sentences are new.
"""

from heldout_render import write_set
from sets import C, F, H, K, P, R, S

HELDOUT26_EN = [
    # clean requests, most of them hard negatives: places, dishes, brands, a film, a saint's
    # day, a law, an effect and a unit named after people; order and issue numbers,
    # versions, hashes and timestamps; a topic's vocabulary used harmlessly
    "Could I manage the walk from Malham Cove up to Gordale Scar carrying a toddler on my back, or is the scramble at the top too steep?",
    "How long is the ferry crossing from Oban to Craignure, and do we need to book the car on in the middle of August?",
    "Every time I make Eton mess it turns soupy within ten minutes of serving. Should I fold the cream in at the last possible moment?",
    "Cornish pasty versus Forfar bridie: what actually sets them apart? Two of us at work have argued about it all week.",
    "Give me a kitchen-table example of Goodhart's law, something about a school chasing its attendance figures.",
    "My twelve-year-old asked whether toilets really flush the other way in Australia. Explain the Coriolis effect at her level and tell us if the toilet story is true.",
    "The kettle is rated 3000 watts. If it boils for four minutes, how many kilowatt-hours does that use, and what does it cost at 27p a unit?",
    "For thick curly hair, is a Dyson hair dryer really worth three times the price of a Remington?",
    "Is plain citric acid safe for descaling a Sage coffee machine, or does that void the warranty?",
    "Is Wallace & Gromit: The Wrong Trousers all right for a jumpy four-year-old, or is the penguin too sinister?",
    "What actually happens on St Andrew's Day in Scotland, and do schools get the day off?",
    "My Argos order 602144789 says ready to collect, but the store says it never arrived. What should I type into their live chat?",
    "In GitLab, how do I get issue #2917 to close on its own when the merge request that fixes it goes in?",
    "Since moving from Python 3.10 to 3.12, pytest warns that datetime.utcnow() is deprecated. What should I use instead?",
    "The deploy log says build 7c41e0aa9d3f finished at 2026-11-28T14:05:33Z, yet the site still serves last week's CSS. Is that a cache thing?",
    "Why do some vaccines need a booster a few years later? One paragraph for a primary school science fair poster.",
    "In plain English, with no advice, how does an ISA differ from a workplace pension? It's for a sixth-form talk on first jobs.",
    "Where did the phrase 'coming out' first come from? Our English class is collecting words whose meaning drifted over time.",
    "Why do families light clay diyas at Diwali? Keep it to a paragraph; it's for a Year 3 assembly on festivals of light.",
    "What triggers a by-election in the UK? Keep it neutral and short; it's going on a Year 9 citizenship worksheet.",
    "Magistrates' court or Crown Court: which cases go where? Our school's mock-trial club wants a plain summary.",
    "Why is a passphrase of four random words harder to crack than a short password full of symbols? Explain for a staff security briefing.",
    # person names: a sign-off, JSON, CSV with surnames first, a chat log, lowercase chat with
    # typos, a teacher by surname, bullets with a doctor by surname, a Go comment, a Markdown
    # table, names opening a sentence, an English-word name, an email's To: header and notes
    "Please make this notice sound less bossy.\n\nBikes left chained to the stair railings will be removed on the first Monday of each month. Use the racks beside the bin store.\n\nMany thanks,\n⟦person:Zarema Khakunova⟧",
    "{\"schoolrun\": {\"mon\": \"⟦person:Aylana Ondar⟧\", \"wed\": \"⟦person:Choduraa Mongush⟧\", \"fri\": \"⟦person:Aldyn-ool Saryglar⟧\"}}\nWhat's the Python one-liner that gives me Wednesday's driver from this?",
    "lane,swimmer\n2,⟦person:Tserendorj Anujin⟧\n4,⟦person:Baasanjav Temuulen⟧\n5,⟦person:Purevsuren Khulan⟧\nTurn this into a start sheet for Saturday's gala, one heat per line, sorted by lane.",
    "[07:55] ⟦person:Phonsavanh⟧: is the minibus booked for the away match?\n[07:58] ⟦person:Sengphet Inthavong⟧: yep, keys are behind the bar\nCondense that into a single line for the club diary.",
    "ugh ⟦person:ngozika⟧ finished my leftover jollof AGAIN and ⟦person:ebere⟧ swears it wasnt her. shud i start labelling my tubs or just say somthing",
    "The Year 4 parents want to thank Mrs ⟦person:Akinwolere⟧ for running the after-school chess club all winter. Could you word a card?",
    "Stalls for the summer fair:\n- ⟦person:Seini Taumoepeau⟧ (tombola)\n- ⟦person:Viliami Fusitu'a⟧ (cake stall)\n- Dr ⟦person:Kaufusi⟧ (first-aid tent)\nOne catchy sentence per stall, please.",
    "```go\n// ⟦person:Risten Sárá⟧ wrote the retry loop; ask ⟦person:Áilu⟧ before changing the timeout\nconst timeout = 5 * time.Second\n```\nCan I set that timeout through an env var instead?",
    "| Reader | Book |\n|---|---|\n| ⟦person:Nokuthula Zungu⟧ | Holes |\n| ⟦person:Siphiwo Ntshebe⟧ | Wonder |\nWrite a cheerful line about each pair for the reading-buddies noticeboard.",
    "⟦person:Eteri Kobakhidze⟧ is baking the khachapuri and ⟦person:Revaz Chkheidze⟧ is bringing wine glasses. Draft a post for the supper club chat listing what we still need.",
    "Tell ⟦person:Kestrel⟧ that bell-ringing practice has moved to Thursday because the vicar needs the tower on Tuesday evening.",
    "To: ⟦person:Perrine Lacombe-Iturralde⟧; ⟦person:Fionnán O'Heigeartaigh⟧\nSubject: Minibus for the orchestra trip\n\nWe still need a second driver for the return leg.\n\nAdd a sentence saying the coach park gate shuts at 10pm sharp.",
    "Allotment committee notes: ⟦person:Fanomezana Rakotondrabe⟧ will price up a new water butt; ⟦person:Voahangy Randrianasolo⟧ is sorting out the seed swap. Turn these into a to-do list showing who does what and by when.",
    # addresses
    "Is this the right way to write a label for a Christmas parcel to Canada?\n⟦person:Zoryana Hnatyshyn⟧\n⟦address:305-1870 Rue Panet, Montréal, QC H2L 3A2⟧",
    "We've booked a cottage at ⟦address:42 Karamu Road North, Hastings 4122⟧ for the long weekend. Which wineries nearby will let kids in?",
    # rule-covered identifiers and secrets
    "The swimming club took the term fee twice from my card ⟦card:4532 1760 8829 4100⟧. Write two lines to the treasurer asking for one payment back.",
    "Someone pasted our setup notes, including\n```\nSTRIPE_SECRET_KEY=⟦api_key:sk_live_51Qm8wTzK3vRbN7xYp2LdHc4F⟧\n```\ninto a shared doc that half the company can open. What do I roll over first, and how do I tell the team?",
    "Let ⟦person:Aizada Toktosunova⟧ know she can get into my laptop with ⟦password:Wrenfield_88⟧ while I'm away, and ask her to print the boarding passes from the Downloads folder.",
    "Text my brother that the garage keypad takes ⟦password:5813⟧ and then the tick button, and that the lawnmower is on the left behind the bikes.",
    "Please write to ⟦person:Jildou Wybenga⟧ at ⟦email:jildou.w@rowingclub.example⟧ to say her lost water bottle is waiting in the boathouse office.",
    "Our holiday landlord in Freiburg wants the deposit paid into ⟦iban:DE70 6805 0101 2400 7391 82⟧. In German, confirm that we'll transfer it on Friday.",
    # sensitive topics, two per topic
    ("My hands tremble whenever I lift a mug, and my writing has shrunk to almost nothing. Could that be nothing?", H),
    ("My father-in-law ⟦person:Ċensu Grixti⟧ is waiting eight months for a new hip. How can we make his house safer until the operation?", H),
    ("Payday is ten days off, I've got fourteen pounds in the account and two kids to feed. What can I realistically do this week?", F),
    ("Draft a message to the bailiffs over my council tax arrears, offering to pay something each month; they can reach me on ⟦phone:07911 284630⟧.", F),
    ("We're getting married in the spring, my girlfriend and me, and my grandparents still don't know she's a woman. How do I tell them before the invitations go out?", S),
    ("Last night my son told me he has a boyfriend, and I was so surprised I said something clumsy. What can I say to him this morning to fix it?", S),
    ("I wear a turban, and the new site rules say everyone needs a hard hat. How do I ask for an exemption without sounding difficult?", R),
    ("Ever since my sister joined the Jehovah's Witnesses she skips my birthday party. What could I invite her to instead?", R),
    ("I canvass for Labour at weekends, and my new boss, it turns out, is a Tory councillor. Do I mention it before he spots me on a doorstep?", P),
    ("The couple next door have a huge poster up for the independence referendum and keep asking how I'll vote. How do I dodge it nicely?", P),
    ("My brother ⟦person:Arbën Dukagjini⟧ was convicted of shoplifting in 2019 and now wants to drive a taxi. Will the council licensing check stop him?", C),
    ("I was handed a community order at twenty over a fight at a bus stop. Does it go on the volunteer form for a youth football club, or can I leave that box blank?", C),
    ("My mum uses ⟦password:bluebell62⟧ for her email, her bank and her Amazon account, and won't hear of changing it. How do I bring her round?", K),
    ("Someone claiming to be from my broadband provider talked me into putting remote access software on my laptop. What should I change first?", K),
]

HELDOUT26_KO = [
    # clean requests, most of them hard negatives: places, dishes and brands that open with a
    # surname syllable, laws and a principle named after people, order and parcel numbers,
    # versions, hashes and timestamps, a topic's vocabulary used harmlessly
    "강화도 동막해변에서 갯벌 체험하려면 물때는 어디서 확인해?",
    "남이섬 들어가는 배는 가평역에서 얼마나 걸어가야 타? 캐리어 끌고 가도 괜찮아?",
    "안동찜닭처럼 당면이 양념을 잘 머금게 하려면 언제 넣어야 해?",
    "황태해장국 끓일 때 황태를 참기름에 먼저 달달 볶는 이유가 뭐야?",
    "전주 한옥마을 가면 경기전 관람 시간이 어떻게 되고, 한복 대여점은 어느 골목에 많아?",
    "홍천 비발디파크 초급 슬로프에서 아이 스키 강습은 몇 살부터 받을 수 있어?",
    "육개장 칼국수 면은 따로 삶아서 넣어야 국물이 덜 탁해져?",
    "오뚜기 카레 가루로 일본식 카레처럼 걸쭉하게 만들려면 뭘 더 넣으면 돼?",
    "허니버터칩 같은 단짠 감자칩을 에어프라이어로 집에서 만들 수 있을까?",
    "머피의 법칙이랑 샐리의 법칙이 어떻게 다른지 초등학생 글쓰기 시간 예시로 설명해 줘.",
    "베르누이의 원리로 비행기 날개가 뜨는 걸 중학생이 이해하게 풀어 줘.",
    "전기요금 고지서에 사용량이 312kWh로 나와 있는데 와트랑 킬로와트시는 뭐가 달라?",
    "배달 앱 주문번호 B1FX0T8Q2Z인데 50분째 음식이 안 와. 가게에 보낼 정중한 메시지 써 줘.",
    "송장번호 6892 0417 3355로 조회하면 사흘째 '배송 준비 중'에서 안 바뀌어. 택배사에 뭐라고 문의하지?",
    "안드로이드 15로 올리고 나서 카톡 알림이 늦게 와. 배터리 최적화는 어디서 꺼?",
    "도커 이미지 sha256:9f2c4e71ab03으로 배포했는데 2026-11-30 22:14:05 이후로 로그가 안 찍혀. 어디부터 봐야 해?",
    "독감 예방접종은 왜 해마다 새로 맞아야 하는지 초등학교 보건 소식지에 실을 글로 써 줘.",
    "예금자보호 제도가 뭔지 고등학생 경제 수업용으로 세 줄로 설명해 줘.",
    "크리스마스트리를 꾸미는 풍습이 어디서 왔는지 유치원생 눈높이로 설명해 줘.",
    "사전투표는 언제 하고 본투표랑 뭐가 다른지 중학교 사회 시간용으로 정리해 줘.",
    "국민참여재판이 어떻게 진행되는지 고등학교 모의재판 동아리 안내문에 넣을 글로 써 줘.",
    "2단계 인증을 켜 두면 왜 남이 내 계정에 들어오기 어려운지 어르신 스마트폰 교실용으로 설명해 줘.",
    # person names: compound and rare surnames, full names that open with a noun, given names
    # alone glued to particles, a list joined by 이랑/하고/과, titles and relations, foreign
    # names in Hangul, a chat log, CSV, JSON, a code comment and a 배상 sign-off
    "⟦person:제갈도란⟧ 과장님께 회의 자료는 오늘 오후 네 시까지 공유 드리겠다고 메신저 보내 줘.",
    "[오후 2:11] ⟦person:금잔디⟧: 내일 체험학습 도시락 누가 싸 와요?\n[오후 2:13] ⟦person:명태현⟧: 저는 김밥 쌀게요\n[오후 2:14] ⟦person:기린아⟧: 과일은 제가 챙길게요!\n누가 뭘 가져오는지 준비물 목록으로 정리해 줘.",
    "이름,담당,요일\n⟦person:방석희⟧,분리수거,화\n⟦person:추석현⟧,현관 청소,목\n⟦person:매듭희⟧,화단 물 주기,토\n엑셀에서 요일 순서대로 정렬하려면 어떻게 해?",
    "{\"반장\": \"⟦person:진주희⟧\", \"부반장\": \"⟦person:팽이준⟧\", \"총무\": \"⟦person:함지박⟧\"} 이 JSON을 학급 임원 소개 문구로 바꿔 줘.",
    "아래 공지문 맞춤법 좀 봐 줘.\n\n이번 주 토요일 오전 9시부터 12시까지 지하 주차장 물청소가 있습니다. 차량을 지상으로 옮겨 주시기 바랍니다.\n\n관리사무소장 ⟦person:독고해윰⟧ 배상",
    "네팔에서 온 ⟦person:비스누 타망⟧ 씨한테 다음 달부터 야간 근무 시간이 바뀐다고 쉬운 말로 문자 써 줘.",
    "태국에서 온 ⟦person:솜차이 분마⟧ 씨가 우리 식당 주방에 새로 왔어. 칼이랑 불 다룰 때 주의할 점을 쉽게 정리해 줘.",
    "동아리 MT 장보기는 ⟦person:은행진⟧이랑 ⟦person:경첩아⟧하고 ⟦person:호미령⟧과 내가 맡기로 했어. 열두 명 1박 2일 장보기 목록 짜 줘.",
    "ㅋㅋ ⟦person:햇살⟧이가 어제 우리 집에 지갑 두고 갔대. ⟦person:들꽃⟧이한테 내일 학교 갈 때 갖다주라고 할까? 단톡에 올릴 말 써 줘",
    "이모부 ⟦person:부채민⟧께서 텃밭에서 키운 고구마를 한 상자 보내 주셨어. 감사 문자 다정하게 써 줘.",
    "```kotlin\n// TODO(⟦person:판다윤⟧): 비회원은 장바구니 저장 안 됨\nval canSave = user != null\n```\n이 조건을 검사하는 단위 테스트 써 줘.",
    "담임 ⟦person:시금별⟧ 선생님께 아이가 감기 때문에 내일 하루 결석한다고 알림장 써 줘.",
    "⟦person:사공봄결⟧ 선배가 졸업 전시 포스터를 맡아 줬는데, 고맙다는 말을 재치 있게 전하고 싶어.",
    # addresses
    "⟦address:광주광역시 북구 첨단과기로208번길 33, 105동 902호⟧로 이사했는데 대형 폐기물 스티커는 어디서 사?",
    "⟦address:강원특별자치도 속초시 청초호반로 72⟧ 근처에 주차 되는 물회 집 있어? 아바이마을까지 걸어갈 수 있으면 좋겠어.",
    # rule-covered identifiers and secrets
    "외할머니 ⟦person:곡식희⟧ 주민번호 ⟦kr_rrn:410305-2148274⟧ 넣어서 장기요양등급 신청서를 내가 대신 써도 돼?",
    "넷플릭스를 해지했는데 마스터카드 ⟦card:5354-8120-9377-1508⟧로 이번 달에도 결제됐어. 환불 요청 메일 써 줘.",
    "동창회 회비는 카카오뱅크 ⟦kr_bank_account:3333-07-4518269⟧로 3만 원씩 보내 달라는 공지 써 줘.",
    "친구한테 우리 아파트 공동현관은 ⟦password:3071#⟧ 누르면 열린다고, 올라오기 전에 전화하라고 문자 써 줘.",
    "펜션 와이파이 암호가 ⟦password:seabreeze77⟧라서 일행들한테 도착하면 바로 연결하라고 공지 써 줘.",
    "```html\n<script src=\"https://maps.googleapis.com/maps/api/js?key=⟦api_key:AIzaSyD4kR9vQm2Xw7Lp0tNc8eHb3Uy5Jf6GsZo⟧\"></script>\n```\n이 키가 들어간 페이지를 그대로 공개해 버렸어. 키 사용 제한은 어떻게 걸어?",
    # sensitive topics, two per topic
    ("한 달째 목에 뭐가 걸린 것처럼 삼키기가 힘들고 목소리도 쉬었어. 감기가 오래가는 걸까?", H),
    ("시어머니 ⟦person:좌우명⟧께서 얼마 전부터 파킨슨병 약을 드시기 시작했어. 집에서 넘어지지 않으시게 뭘 바꿔 드리면 좋을까?", H),
    ("월급 들어오자마자 카드값으로 다 빠져나가서 이번 달 관리비를 못 냈어. 뭐부터 정리해야 해?", F),
    ("사채 빚 독촉 전화가 하루에 스무 통씩 와. 상담받으려고 하는데 연락처 ⟦phone:010-4827-3196⟧ 남길 문의 글 써 줘.", F),
    ("남자친구랑 3년째 같이 사는데 부모님은 그냥 룸메이트인 줄 아셔. 나도 남자야. 추석에 말씀드려도 될까?", S),
    ("고등학생 조카가 자기는 누구한테도 설레는 감정이 안 생긴대. 이상한 게 아니라고 어떻게 말해 주지?", S),
    ("친구가 이슬람으로 개종한 뒤로 돼지고기를 안 먹는데, 집들이 메뉴를 어떻게 짜면 좋을까?", R),
    ("토요일마다 안식일을 지켜야 해서 주말 근무가 안 되는데, 면접 볼 때 미리 말해야 할까?", R),
    ("이번 총선 때 한 정당 선거운동원으로 뛰었는데 그 사진이 회사 단톡방에 돌고 있어. 어떻게 대처하지?", P),
    ("동네 맘카페에 내가 어떤 시장 후보를 민다는 소문이 났어. 아이 친구 엄마들 사이에서 어떻게 처신하지?", P),
    ("작은아버지 ⟦person:호두석⟧께서 횡령으로 복역하시고 이번에 출소하셨어. 취업할 때 전과를 꼭 밝혀야 해?", C),
    ("대학생 때 무면허 운전으로 벌금형을 받았는데 공기업 신원조사에서 문제가 될까?", C),
    ("아빠가 휴대폰 잠금 번호를 태어나신 해인 ⟦password:1953⟧으로 해 두셨어. 어떻게 바꾸시게 하지?", K),
    ("중고거래로 물건 산 사람한테 인증번호를 불러 줬는데 그 뒤로 카톡에 로그인이 안 돼. 어떻게 해?", K),
]

if __name__ == "__main__":
    write_set(26, HELDOUT26_EN, HELDOUT26_KO)
