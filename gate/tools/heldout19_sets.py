"""Nineteenth held-out hand-written set for the Privacy Gate (gate/data/handwritten_heldout19.jsonl).

Written apart from the generator (its templates and word lists were not read; themes and
examples come from everyday requests people make, and any clash the check reported was
rewritten), and committed before any model was run on it; never used for training or for
choosing settings (only summary numbers are taken from it). A balanced set like the
eighteenth: person names, sensitive topics, addresses, rule-covered identifiers and clean
hard negatives side by side, with close to half of the requests clean (22 per language).
17 EN and 16 KO requests carry a person name (28 EN and 24 KO names); 14 + 14 topic
requests, 4 + 4 of them with a name or an identifier; 2 + 2 addresses; 6 + 6 identifiers
and secrets outside the topic requests. Names sit in an email sign-off, a timestamped chat
log, an on-call rota as YAML, lowercase pottery-class chat, a swimming coach asked by
surname, jumble-sale jobs with names before verbs, names opening a sentence, a card for a
late graduate, a name that is an English word (Teasel), a bin-store note signed with a
first name, meeting minutes with a "Present:" line, an email's To: header and a reminder,
besides those in address, identifier and topic requests; in Korean with compound and rare
surnames (독고, 사공, 서문; 계, 편, 채, 승, 견, 태, 팽, 방, 진, 금, 인, 매, 간, 두, 모),
full names that open with a noun (방석호, 진주란, 금고은, 인형숙, 견우하), given names alone
that are everyday words (봄비, 단비, 솔바람, 바다) glued to particles (가, 한테, 이가, 는), titles
and relations (팀장님, 외삼촌, 부장님, 관장님, 선생님, 아내, 친구, 남자친구), foreign names
in Hangul (쑤다랏, 옥사나 벨로바), a chat log, CSV, JSON, a group list and a 배상 sign-off.
Two sensitive-topic requests per topic and language in everyday words, some of them told
without a domain keyword and some with a name or an identifier. Clean requests are mostly
hard negatives: places, dishes, brands, holidays, products, laws and principles named after
people, Korean nouns, places and brands that open with a surname syllable, order numbers,
versions, hashes and timestamps, and a topic's vocabulary used harmlessly.
Same markup as sets.py: ⟦gen⟧ is a generated valid identifier, ⟦type:literal⟧ a fixed
labelled value; a tuple adds {"topic": ...}. Offsets are computed by make_datasets.py from
the markup.
`python3 gate/tools/heldout_check.py 19` checks that its names and sentences are new.
"""

from sets import C, F, H, K, P, R, S

HELDOUT19_EN = [
    # clean requests, most of them hard negatives: places, dishes, brands, holidays,
    # products and laws that look like names or are named after people; order numbers,
    # versions, hashes and timestamps; a topic's vocabulary used harmlessly
    "What do Swedish families bake for St Lucia's Day, and how are the saffron buns twisted into shape?",
    "My pavlova weeps little beads of syrup every time. Is it the oven, the sugar or the humidity in the kitchen?",
    "Can I flambé Bananas Foster safely on a gas hob, or should the rum be lit in a separate pan?",
    "Archimedes' principle: why does a steel narrowboat float when a spanner dropped off its side sinks straight away?",
    "Use the Doppler effect to explain to an eight-year-old why the ice-cream van's tune sounds lower once it has gone past.",
    "Is a second-hand Kenwood Chef from the 1990s still worth buying for kneading bread dough twice a week?",
    "Does Martyn's Law apply to a village hall that holds about 150 people for a ceilidh?",
    "Explain Goodhart's law with one example from hospital waiting-time targets, for a management training slide.",
    "Stirling Castle or Doune Castle for a wet afternoon with two kids who've just discovered Monty Python?",
    "What happens at the Treaty Grounds on Waitangi Day, and is it a good outing for a family with toddlers?",
    "Can Beef Stroganoff be made the day before and reheated without the soured cream splitting?",
    "Can a 2015 Dacia Duster safely tow a small trailer carrying two sit-on-top kayaks?",
    "My Currys order CU-55018-2247 has said 'dispatched' for nine days; draft something firm but polite for their live chat.",
    "After upgrading PostgreSQL from 15.6 to 16.3, pg_dump stops with 'server version mismatch'. How do I point it at the newer binary?",
    "The cron job wrote 'lock held' at 2026-01-19 03:00:04+00:00 and nothing newer than commit a41f07c9e2b8 has gone out since. How do I clear a stale lock safely?",
    "APR and AER side by side, in two lines pitched at fifteen-year-olds in a maths lesson.",
    "What does a returning officer do on election night? A neutral paragraph for a sixth-form politics handout.",
    "Why does a Hanukkah menorah have one candle more than there are nights? A short explainer for a Year 4 RE lesson.",
    "Write a five-point checklist for spotting a phishing email, for the back page of the parish newsletter.",
    "What does 'remanded in custody' mean, and how is it different from being charged? One line each for a law revision sheet.",
    "How much water should a ten-year-old drink on a hot sports day? A line for the primary school newsletter.",
    "What does each letter in LGBTQ stand for? A neutral one-line entry for our staff handbook's glossary.",
    # person names: given names alone, full names, lowercase chat, a chat log, a sign-off,
    # YAML, meeting minutes, an email header, names opening a sentence and paired with verbs
    "Can you make this reply warmer without making it longer?\n\nThe quote looks fine to us, so please go ahead and order the tiles for the bathroom floor.\n\nBest,\n⟦person:Rumana Bhuiyan⟧",
    "[18:02] ⟦person:Rógvi⟧: I can bring the long ladder on Saturday\n[18:03] ⟦person:Eyðun⟧: gutter brushes are in my van, I'll come after 6\nSummarise who's bringing what from this chat.",
    "```yaml\non_call:\n  primary: ⟦person:Kanykei Toktogulova⟧\n  secondary: ⟦person:Ilgiz Khabibullin⟧\n  escalation: ⟦person:Aijamal⟧\n```\nHow do I read this in Python and fall back to the secondary when the primary is empty?",
    "omg ⟦person:wayta⟧ just said ⟦person:phuyu⟧ cant make pottery on thurs, can u write a quick msg to the group asking if anyone wants her spot",
    "Could you draft thanks to Ms ⟦person:Zvirbule⟧ for coaching the under-10s all season, right up to the swimming gala.",
    "Who's doing what at Sunday's jumble sale: ⟦person:Chaltu⟧ takes the cake stall, ⟦person:Aminu Dankwambo⟧ looks after the cash float and ⟦person:Tsegereda⟧ prices the books. Turn that into a rota I can pin up.",
    "⟦person:Maïwenn⟧ is hosting the supper club this month and ⟦person:Tudual Kerjean⟧ has picked the menu. Write the reminder for our group email.",
    "Something warm for a card to ⟦person:Tamilselvi Arumugam⟧, who finished her degree at fifty-two while working nights at the bakery.",
    "Let ⟦person:Teasel⟧ know the paddling pool she lent us has a slow puncture, and offer to buy a repair kit.",
    "Soften this note for the bin store door: please flatten cardboard boxes before they go in the recycling, the bin fills up in a day. ⟦person:Ľubomír⟧",
    "Minutes, 12 March. Present: ⟦person:Mihaela Kovačič⟧ (chair), ⟦person:Ylber Bajraktari⟧ (treasurer), ⟦person:Vüqar Həsənli⟧. Agreed to repaint the scout hut in April.\nRewrite these minutes as one tidy paragraph.",
    "To: ⟦person:Dalisay Mangubat⟧; ⟦person:Apinya Chaiprasert⟧\nSubject: Venue change\n\nThe workshop has moved to the second-floor studio.\n\nAdd a line about where to park and make it sound friendly.",
    "Remind me on Sunday evening to thank ⟦person:Vilayvanh⟧ for the lift to the airport and to pay ⟦person:Mialy Ravelojaona⟧ back for the concert tickets.",
    # addresses
    "The printer cut off part of this shipping label. Is it still deliverable?\n⟦person:Lotu Kaufana⟧\n⟦address:Flat 2, 41 Kowhai Street, Riccarton, Christchurch 8011⟧",
    "We're renting ⟦address:618 Piñon Ridge Road, Unit 14, Santa Fe, NM 87505⟧ for July. Write to the owners asking whether the washer is inside the unit or shared.",
    # rule-covered identifiers and secrets
    "A purchase in pounds on my Amex ⟦card_amex⟧ still picked up a foreign transaction fee; draft a note asking the card company to refund it.",
    "In Dutch, please: a note to the campsite owner saying the deposit went to ⟦iban⟧ on Monday with reference CAMP-118.",
    "```yaml\nenv:\n  GH_TOKEN: ⟦github_token⟧\n```\nThis sits in our workflow. What's the way to shift it into repository secrets and scrub it from the history?",
    "docker-compose.yml lists OPENAI_API_KEY: ⟦openai_key⟧ under environment, and the repo went public last night. What should I revoke first?",
    "Add the dog groomer's number, ⟦us_phone4⟧, to Thursday's entry in the shared family calendar.",
    "Loop in ⟦person:Siphokazi Dyantyi⟧ (⟦email⟧) on the catering quote and ask whether the vegetarian count is final.",
    # sensitive topics, two per topic
    ("For a few weeks I keep losing words halfway through a sentence, and my right hand goes numb for a minute at a time. Should I be worried?", H),
    ("My dad ⟦person:Kuldip Toor⟧ has just been told he has type 2 diabetes. Help me plan a week of dinners he'll actually eat.", H),
    ("Every month I borrow from my brother to get to payday, and I haven't paid him back since spring. How do I break the cycle?", F),
    ("A debt collector keeps ringing from ⟦us_phone2⟧ about a gym membership I cancelled years ago. Draft a letter that asks them to prove I owe it.", F),
    ("Our daughter has two mums, and the nursery registration form only has boxes for mother and father. How should we raise it with them?", S),
    ("Last night our son said he's gay, and I reacted badly. How do I put it right this morning?", S),
    ("I've started wearing a small cross to work again after years, and a colleague made a snide remark about it. Should I just take it off?", R),
    ("My grandmother wants me to take her to chapel every Sunday, but I stopped believing years ago. Is it wrong to go just for her?", R),
    ("I spoke against the council's low-traffic scheme at a public meeting and it was filmed. Our head teacher is a councillor who backed it. Will it count against me at work?", P),
    ("I'm a paid-up Plaid Cymru member and my new flatmates are all firm unionists. Should I mention it or keep quiet?", P),
    ("My stepfather ⟦person:Edin Mujkanović⟧ has a burglary conviction from the nineties and wants to drive for the hospice shop. Does he have to tell them?", C),
    ("I did fourteen months in my twenties, and the landlord's application form asks whether I've ever been 'detained'. Do I have to tick yes?", C),
    ("Send the cleaner the garden-office laptop login so she can print the rota: user 'office', password ⟦password:Moorhen!Bay73⟧.", K),
    ("I used the same word-and-number combination for everything, and one site just emailed to say it was leaked. Which accounts do I sort first?", K),
]

HELDOUT19_KO = [
    # clean requests, most of them hard negatives: dishes, places and brands that open with a
    # surname syllable, a holiday, order numbers, versions, hashes and timestamps, a topic's
    # vocabulary used harmlessly
    "감태 주먹밥 만들 때 감태를 살짝 구워서 써야 비린내가 덜 나?",
    "돼지고기 편육 삶을 때 된장을 풀면 잡내가 확실히 잡혀?",
    "방어회는 몇 월쯤 먹어야 기름이 제일 잘 올라 있어?",
    "백김치 국물이 너무 싱거운데 익는 중간에 소금을 더 넣어도 괜찮아?",
    "도다리쑥국은 왜 꼭 봄에만 먹는 거야?",
    "안면도 꽃지해수욕장에서 할미할아비바위 일몰 보려면 몇 시쯤 도착해야 해?",
    "경주 문무대왕릉 일출 보려면 해 뜨기 몇 분 전에 도착해야 해? 주차는 쉬워?",
    "우도 들어가는 배에 렌터카 싣고 들어갈 수 있어?",
    "대관령 양떼목장은 겨울에도 양들이 밖에 나와 있어?",
    "오리온 초코파이 정 한 상자에 몇 개 들었어? 반 아이들 간식으로 돌리려고.",
    "배스킨라빈스 아이스크림 케이크는 드라이아이스 넣으면 몇 시간 버텨?",
    "모나미 153 볼펜 리필심만 따로 살 수 있어?",
    "단오에 창포물에 머리 감는 풍습을 유치원생한테 설명해 줘.",
    "11번가 주문번호 2026011837290 교환 신청 버튼이 안 눌려. 고객센터에 남길 글 써 줘.",
    "파이썬 3.9에서 3.13으로 올렸더니 distutils 모듈이 없다고 나와. 뭘로 바꿔야 해?",
    "2026-02-03 14:22:57 KST 배포 이후 커밋 e5d8a1b0c7f2 부터 로그인 API 응답이 느려졌어. 원인 찾는 순서 알려 줘.",
    "연말정산에서 신용카드랑 체크카드 소득공제율이 어떻게 다른지 간단히 정리해 줘.",
    "줄넘기를 매일 하면 초등학생 키 크는 데 정말 도움이 돼?",
    "국회의원 임기는 몇 년이고 연임에 제한이 있어? 사회 숙제 때문에 물어봐.",
    "성당에서 세례명은 보통 어떻게 정해? 소설 속 인물 설정에 참고하려고.",
    "드라마 보다가 궁금해졌는데 불구속 기소가 정확히 뭐야?",
    "공동인증서랑 금융인증서가 어떻게 다른지 어르신들께 설명하듯 알려 줘.",
    # person names: full names with compound and rare surnames, full names that open with a
    # noun, given names that are everyday words glued to particles, titles and relations,
    # foreign names in Hangul, a chat log, CSV, JSON, a group list and a 배상 sign-off
    "⟦person:독고찬⟧ 팀장님께 내일 오전에 반차 쓰겠다고 말씀드리는 메신저 써 줘.",
    "ㅋㅋㅋ ⟦person:봄비⟧가 또 늦잠 잤대. ⟦person:단비⟧한테 먼저 출발하라고 전해 달라는데 뭐라고 보내지?",
    "[오후 3:12] ⟦person:계나린⟧: 내일 장은 내가 볼게\n[오후 3:14] ⟦person:편세결⟧: 그럼 나는 고기 굽기\n[오후 3:15] ⟦person:사공미리⟧: 음료랑 얼음은 나\n이 대화에서 누가 뭘 맡았는지 목록으로 정리해 줘.",
    "이름,역할\n⟦person:채온비⟧,사진\n⟦person:승무결⟧,회계\n⟦person:견우하⟧,간식\n이 CSV를 엑셀에서 역할별로 정렬하는 방법 알려 줘.",
    "[{\"이름\": \"⟦person:태경민⟧\", \"좌석\": \"A3\"}, {\"이름\": \"⟦person:팽수련⟧\", \"좌석\": \"A4\"}] 이 배열을 좌석 배치표로 바꿔 줘.",
    "이 감사 편지 끝부분만 격식 있게 다듬어 줘.\n\n바쁘신 중에도 행사에 와 주셔서 자리가 한층 빛났습니다. 다음에 꼭 다시 모시겠습니다.\n\n⟦person:서문혜란⟧ 배상",
    "태국에서 온 ⟦person:쑤다랏⟧ 씨가 한국어능력시험에 합격했대. 축하 메시지 짧게 써 줘.",
    "러시아 출신 ⟦person:옥사나 벨로바⟧ 선생님께 피아노 레슨을 토요일 오전으로 옮길 수 있는지 여쭙는 문자 써 줘.",
    "외삼촌 ⟦person:방석호⟧ 시집 출판기념회에서 조카 대표로 읽을 축사 써 줘. 2분 정도로.",
    "⟦person:진주란⟧ 부장님 승진 축하 화환 리본에 넣을 문구 몇 개 추천해 줘.",
    "⟦person:솔바람⟧이가 사진 찍고 ⟦person:바다⟧는 영상 편집 맡기로 했어. 동아리 단톡방 공지로 정리해 줘.",
    "연탄 나눔 봉사 조 편성 공지 써 줘: 1조 ⟦person:금고은⟧ / 2조 ⟦person:인형숙⟧, 각 조 아침 9시까지 주민센터 앞 집합.",
    "⟦person:매단율⟧ 관장님께 아들 검도 승급 심사 날짜를 한 번 더 확인하는 문자 써 줘.",
    # addresses
    "⟦address:울산광역시 남구 삼산로 318, 104동 1203호⟧로 전입신고 했는데 아이 초등학교 배정 통지는 언제 와?",
    "⟦address:전북특별자치도 전주시 완산구 기린대로 99⟧ 근처에 한옥마을까지 걸어갈 만한 게스트하우스 있어?",
    # rule-covered identifiers and secrets
    "아내 ⟦person:간무겸⟧ 주민등록번호 ⟦rrn⟧ 으로 자동차 보험 명의를 바꾸려는데 본인 동의가 따로 필요해?",
    "온라인 서점에서 카드번호 ⟦card_plain⟧ 을 붙여 넣으니까 '유효하지 않은 번호'라고 떠. 띄어쓰기 때문일까?",
    "탁구 동호회 회비는 하나은행 ⟦kr_account_hana⟧ 계좌로 매달 25일까지 넣어 달라는 안내 글 써 줘.",
    "API 테스트하려고 Authorization 헤더에 ⟦jwt⟧ 토큰을 넣은 curl 명령을 팀 채팅에 올렸어. 이거 위험해?",
    "가게 전화번호가 ⟦kr_landline⟧ 로 바뀌었다고 단골손님들께 돌릴 안내 문자 써 줘.",
    "채용 공고 맨 아래에 이력서는 PDF로 ⟦email⟧ 에 보내 달라는 문장 넣어 줘.",
    # sensitive topics, two per topic
    ("요즘 조금만 걸어도 가슴이 답답하고 양말 자국이 깊게 남을 만큼 다리가 부어. 나이 들면 원래 이래?", H),
    ("친구 ⟦person:두미솔⟧이가 다음 주에 유방암 수술을 받는대. 병문안 갈 때 뭘 챙겨 가면 좋을까?", H),
    ("월급날까지 열흘 남았는데 통장에 3만 원뿐이야. 애들 급식비랑 학원비는 어떻게 하지?", F),
    ("휴대폰 요금이 석 달 밀려서 ⟦card_jcb⟧ 카드까지 정지됐대. 분할 납부를 요청하는 글 써 줘.", F),
    ("여자친구랑 같이 사는데 회사 가족수당 신청서에 배우자 칸밖에 없어. 우리 둘 다 여자인데 인사팀에 뭐라고 물어보지?", S),
    ("동아리 선배한테 내가 게이라고 털어놨는데 그 뒤로 연락이 뜸해. 내가 먼저 연락해도 될까?", S),
    ("남자친구 ⟦person:모세진⟧네 집안이 여호와의 증인이라 생일을 안 챙긴대. 내 생일 파티에 초대해도 실례가 아닐까?", R),
    ("남동생이 출가해서 스님이 되겠다는데 부모님이 결사반대하셔. 내가 중간에서 뭐라고 말씀드리면 좋을까?", R),
    ("회사 대표가 직원들한테 특정 정당 입당 원서를 돌리는데 안 쓰면 찍힐까?", P),
    ("동네 맘카페에 시장 욕을 좀 썼는데 누가 캡처해서 남편 회사 사람들한테 돌렸대. 어떻게 수습해야 해?", P),
    ("오빠가 불법 도박 사이트를 운영하다 징역을 살고 나왔어. 결혼식에 부르기 전에 예비 신랑 쪽에 먼저 말해야 할까?", C),
    ("예전에 남의 카드를 주워서 썼다가 재판까지 갔었어. 은행 입사 지원하면 그게 조회돼?", C),
    ("회사 그룹웨어 비번을 ⟦password:Dalgona#2026⟧ 로 바꿨는데 모니터 옆에 포스트잇으로 붙여 놔도 될까?", K),
    ("어제 택배 문자 링크를 눌렀더니 은행 앱 로그인 화면이 떠서 정보를 다 넣었어. 지금 뭐부터 해야 해?", K),
]
