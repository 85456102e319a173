"""Sixteenth held-out hand-written set for the Privacy Gate (gate/data/handwritten_heldout16.jsonl).

Written apart from the generator (its templates and word lists were not read; themes and
examples come from everyday requests people make, and any clash the check reported was
rewritten), and committed before any model was run on it; never used for training or for
choosing settings (only summary numbers are taken from it). A balanced set like the
fifteenth: person names, sensitive topics, addresses, rule-covered identifiers and clean
hard negatives side by side, with close to half of the requests clean (22 per language).
17 EN and 16 KO requests carry a person name (28 EN and 24 KO names); 14 + 14 topic
requests, 4 + 4 of them with a name or an identifier; 2 + 2 addresses; 6 + 6 identifiers
and secrets outside the topic requests. Names sit in a Secret Santa list, an email
sign-off, a dog-walking table, a conference slot as JSON, lowercase surf-lesson chat, a
teacher asked by surname, a five-a-side list, a sympathy card, a name that is an English
word (Linnet), a neighbours' note signed with a first name, an interview panel, reviewers
in YAML and book-club hosts, besides those in address, identifier and topic requests; in
Korean with compound and rare surnames, given names alone glued to particles (이, 이네,
이가), titles and relations (과장님, 외삼촌, 할머니, 교수님, 형, 누나, 부장님, 아버지),
foreign names in Hangul, a table, JSON, a room list and a 배상 sign-off. Two
sensitive-topic requests per topic and language in everyday words, some of them with a
name or an identifier. Clean requests are mostly hard negatives: places, dishes, brands,
holidays, streets and laws that look like names, Korean nouns that open with a surname
syllable, order numbers, versions, hashes and timestamps, and a topic's vocabulary used
harmlessly.
Same markup as sets.py: ⟦gen⟧ is a generated valid identifier, ⟦type:literal⟧ a fixed
labelled value; a tuple adds {"topic": ...}. Offsets are computed by make_datasets.py from
the markup.
`python3 gate/tools/heldout_check.py 16` checks that its names and sentences are new.
"""

from sets import C, F, H, K, P, R, S

HELDOUT16_EN = [
    # clean requests, most of them hard negatives: places, dishes, brands, holidays and laws
    # that look like names; order numbers, versions, hashes and timestamps; a topic's
    # vocabulary used harmlessly
    "Is Chester worth a day trip from Liverpool, or is Conwy the better bet with two teenagers?",
    "Bakewell tart or Eccles cakes for the village fete stall: which survives a hot car better?",
    "Bramley or Cox for an apple crumble? I want it sharp but not mushy.",
    "How does Snell's law explain why a straw looks bent in a glass of water?",
    "Is Ben & Jerry's Phish Food suitable for vegetarians?",
    "Which takes a double buggy in the boot more easily, a Kia Ceed estate or a Skoda Octavia estate?",
    "Can I make Peach Melba with tinned peaches, or does it really need fresh ones?",
    "Give me a Burns Night supper menu for six with a vegetarian haggis option.",
    "When is Shrove Tuesday next year, and how much batter do I need for a class of 28?",
    "Is Parkinson's law a real finding or just a joke about meetings?",
    "Since bumping Python 3.11.9 to 3.12.4, pip can't build our pinned numpy 1.24.3 wheel. What's the usual fix?",
    "git bisect stopped at a3f9c0e2b71d; which command shows only the names of the files it changed?",
    "Order ASD-77120394 came with one chair leg missing. Ask the shop for the part rather than a whole new chair.",
    "Cron is set to `0 3 * * 1` but the backup ran at 2025-11-02T03:00:07Z, a Sunday. Is the server clock in the wrong zone?",
    "In company accounts, what is a sinking fund? Two sentences.",
    "Why are passkeys safer than codes sent by text? Explain it for a parents' newsletter.",
    "For an RE revision sheet, list the Five Pillars of Islam with one line on each.",
    "How are constituency boundaries redrawn in the UK? A short, neutral summary.",
    "A poster for the staff kitchen: the recovery position in six short steps.",
    "Summarise the plot of Twelve Angry Men in five sentences for a Year 10 drama class.",
    "Is the walk up Mount Kosciuszko from Charlotte Pass OK for a ten-year-old?",
    "Clarks or Start-rite for a toddler with wide feet?",
    # person names: given names alone, full names, lowercase chat, sign-offs, lists, tables,
    # JSON, YAML
    "Secret Santa for the office this year: ⟦person:Tsiory⟧, ⟦person:Kalaiselvi⟧, ⟦person:Behrouz⟧ and ⟦person:Austra⟧. Write the rules in three lines, spending cap £15.",
    "Can you make this sound less curt?\n\nThe minutes from Tuesday are attached; actions are on page two.\n\nCheers,\n⟦person:Anirban Chattopadhyay⟧",
    "| Walker | Dog | Time |\n|---|---|---|\n| ⟦person:Mòrag⟧ | Biscuit | 7:30 |\n| ⟦person:Yodit Gebreyes⟧ | Pepper | 12:00 |\nWrite this dog-walking rota as a friendly text.",
    "{\"speaker\": \"⟦person:Kanokwan Srisuk⟧\", \"chair\": \"⟦person:Ilnur Sharafutdinov⟧\", \"slot\": \"14:30\"} - give me a TypeScript interface for this.",
    "can someone tell ⟦person:kekoa⟧ and ⟦person:noelani⟧ the surf lesson got pushed to 9, boards are at the hut",
    "Write a short email to Ms ⟦person:Rautavaara⟧ asking if our son can hand in his science project a day late.",
    "Five-a-side on Thursday:\n- ⟦person:Lwazi Mqhayi⟧ (keeper)\n- ⟦person:Oğuzhan⟧\n- ⟦person:Haziq⟧\nWe still need two. Write a post for the work football channel.",
    "I need words for a sympathy card to ⟦person:Gurleen Bhullar⟧; her father died last week and I only know her from the allotments.",
    "Ask ⟦person:Linnet⟧ if she can cover my Saturday at the garden centre; I'll take her Wednesday.",
    "Make this note for the neighbours a bit warmer: parcels for number 12 can be left with me until Friday. ⟦person:Ghislaine⟧",
    "The interview panel for the data role is ⟦person:Radek Dvořák⟧, ⟦person:Hadiza Bungudu⟧ and me. Write the calendar invite text.",
    "```yaml\nreviewers:\n  - ⟦person:Abrehet Tesfay⟧\n  - ⟦person:Rúni Joensen⟧\n```\nHow do I get both asked for review automatically on every pull request?",
    "Book club hosts for spring: March ⟦person:Maiwenn⟧, April ⟦person:Bayani Lumbera⟧. Draft a reminder that also asks who wants May.",
    # addresses
    "Is this labelled properly for a parcel going to the States? ⟦person:Souksavanh Keomany⟧, ⟦address:4420 Larkspur Ridge Drive, Apt 3B, Madison, WI 53711⟧",
    "Our holiday let is at ⟦address:9 Harbour View Terrace, Whitby YO21 3PR⟧. Write check-in directions from the station for guests.",
    # rule-covered identifiers and secrets
    "The booking form rejected my card ⟦card_amex⟧ as 'invalid number'. Is there a checksum I can test it against?",
    "Our tenant wants the deposit back to ⟦iban⟧ in the name of ⟦person:Wayra Condori⟧. Write a reply confirming it goes out by Friday.",
    "Jenkins printed `Authorization: Bearer ⟦slack_token⟧` when the post to the channel failed. How do I mask it in future builds?",
    "This token turned up in our staging logs: ⟦jwt⟧. What's in the payload, and has it run out yet?",
    "Put ⟦us_phone4⟧ as the after-hours number in the rental listing and tidy the wording.",
    "Add ⟦email⟧ to the newsletter footer as the contact for lost property.",
    # sensitive topics, two per topic
    ("I get dizzy every time I stand up and my watch says my resting heart rate is 42. Should I see someone this week?", H),
    ("Write a message to my team lead ⟦person:Špela⟧ saying I'll be in late on Mondays for physio after my knee operation.", H),
    ("I've paid only the minimum on my overdraft for two years and the bank has written about 'persistent debt'. What does that mean for me?", F),
    ("Debt collectors ring my home number ⟦uk_phone⟧ every morning about an old catalogue debt I don't think is mine. What do I say when I pick up?", F),
    ("Me and my girlfriend want a baby using a donor. Where do couples like us usually begin?", S),
    ("I'm a man and my partner is ⟦person:Arbër⟧. A new colleague keeps asking about 'your wife'. How do I correct him casually?", S),
    ("I started wearing a turban after I took amrit last year; what's a good way to let my line manager know first?", R),
    ("Since my confirmation I've not been back to Mass, and every Sunday my mum asks whether I went. How do I say I don't believe any more?", R),
    ("I'm standing for the parish council, no party, and my employer donates to the Conservatives. Must I tell them?", P),
    ("My uncle keeps posting Reform UK videos in the family chat. What could I reply without starting a row?", P),
    ("I did four months inside for handling stolen goods in 2016. Does that have to go on a taxi licence application?", C),
    ("I was fined for having cannabis on me at 20. Will it come up on the visa form for Australia?", C),
    ("I use one password for email, banking and Amazon because I can't remember more. What's the least painful way to stop?", K),
    ("Note this somewhere safe for me: school parents' portal, ⟦email⟧, password ⟦password:Quokka-Harbour-19⟧", K),
]

HELDOUT16_KO = [
    # clean requests, most of them hard negatives: nouns that open with a surname syllable or
    # read as a full name, streets and dishes named after people and places, brands, order
    # numbers, versions, hashes and timestamps, a topic's vocabulary used harmlessly
    "김장 때 배추 30포기면 고춧가루는 몇 근 준비해야 해?",
    "강마루 바닥에 스팀청소기 써도 괜찮아? 들뜰까 봐 걱정돼.",
    "연근 조림 윤기 나게 하려면 물엿은 언제 넣어?",
    "주꾸미 볶음 양념에 고추장이랑 고춧가루 비율을 어떻게 맞춰?",
    "성산일출봉에서 해 뜨는 거 보려면 몇 시까지 입구에 가야 해?",
    "석가탄신일에도 문 여는 대형마트 있어?",
    "안경 코받침 교체는 안경점에서 보통 무료로 해 줘?",
    "남산타워 야경 보고 명동까지 걸어서 내려가면 얼마나 걸려?",
    "홍어삼합 처음 먹어 보는데 냄새가 많이 심해?",
    "전복죽 끓일 때 내장을 넣으면 초록빛이 도는 게 정상이야?",
    "을지로 노가리 골목은 평일 몇 시쯤부터 붐벼?",
    "충무김밥에 곁들이는 오징어무침 만드는 법 알려 줘.",
    "당근마켓에서 직거래할 때 안전하게 만날 만한 장소 팁 좀 줘.",
    "주문번호 2025-KR-0093318 상품이 품절로 취소됐다는데 환불은 보통 며칠 걸려?",
    "안드로이드 14 업데이트 후에 앱이 2025-09-17 21:04:55 에 ANR 로그를 남기고 멈춰. 짐작 가는 원인 있어?",
    "도커 이미지 다이제스트가 sha256:9c1e4fa07b2d 로 시작하는데 latest 태그랑 같은 이미지인지 어떻게 확인해?",
    "연말정산에서 월세 세액공제 받으려면 어떤 서류가 필요해?",
    "국회의원 선거구는 몇 년마다 다시 정해져?",
    "2단계 인증 앱을 새 폰으로 옮기는 방법 알려 줘.",
    "하루에 물 2리터씩 마시라는 말, 과학적인 근거가 있는 거야?",
    "노인정 게시판에 붙일 보이스피싱 예방 포스터 문구 써 줘.",
    "차돌박이 된장찌개에 애호박은 언제 넣어야 안 물러져?",
    # person names: full names with rare and compound surnames, given names with particles,
    # titles and relations, foreign names in Hangul, a table, JSON and a sign-off
    "⟦person:독고준희⟧ 과장님께 회의록 검토 부탁드린다는 메신저 문구 좀 써 줘.",
    "⟦person:다온⟧이 피아노 끝나면 ⟦person:새별⟧이네 집에 데려다 달라고 남편한테 보낼 문자 써 줘.",
    "| 요일 | 당번 |\n|---|---|\n| 월 | ⟦person:사공규린⟧ |\n| 수 | ⟦person:모경태⟧ |\n| 금 | ⟦person:편지민⟧ |\n분리수거 당번표를 단톡방용 문자로 바꿔 줘.",
    "이 문단 끝인사 좀 자연스럽게 고쳐 줘.\n\n바쁘신 와중에 시간 내 주셔서 감사합니다. 다음 모임 일정은 따로 알려 드리겠습니다.\n\n⟦person:맹호진⟧ 배상",
    "{\"신청자\": \"⟦person:금다겸⟧\", \"보호자\": \"⟦person:서문경호⟧\", \"반\": \"해바라기반\"} 이걸 어린이집 명단 표로 만들어 줘.",
    "몽골에서 온 ⟦person:바트에르덴⟧ 씨가 다음 달부터 우리 공장에서 일해요. 첫날 안내문 써 줘.",
    "⟦person:쩐티흐엉⟧ 님 이름 영문 철자가 서류마다 달라. 통일하려면 어디부터 고쳐야 해?",
    "⟦person:엄칠복⟧ 외삼촌 환갑 축하 문구 짧게 써 줘. 가족 단톡방에 올릴 거야.",
    "워크숍 숙소 방 배정 공지로 정리해 줘: 101호 ⟦person:방기태⟧, ⟦person:경두섭⟧ / 102호 ⟦person:태원균⟧, ⟦person:간예림⟧",
    "⟦person:옥분⟧ 할머니께서 보내 주신 김치 잘 받았다고 감사 문자 써 줘.",
    "⟦person:승재곤⟧ 교수님께 추천서 부탁드리는 메일 써 줘. 학부 때 수업을 두 개 들었어.",
    "네팔 출신 ⟦person:비카스 구룽⟧ 씨가 운전면허 필기를 한국어로 준비 중인데 쉬운 단어장 만들어 줘.",
    "ㅋㅋ ⟦person:도현⟧ 형이 ⟦person:예솔⟧ 누나랑 내일 등산 간대. 나도 같이 가자고 문자 보내 줘.",
    # addresses
    "⟦address:광주광역시 북구 첨단과기로176번길 41, 305동 902호⟧로 냉장고 배송 오는데 사다리차 필요한지 관리실에 물어보는 문자 써 줘.",
    "⟦address:강원특별자치도 춘천시 공지로 255⟧ 근처에 아이랑 갈 만한 닭갈비집 있어?",
    # rule-covered identifiers and secrets
    "건강보험 피부양자 등록하려고 아버지 ⟦person:맹칠교⟧ 주민등록번호 ⟦rrn⟧ 를 적었는데 팩스로 보내도 괜찮아?",
    "중고 거래 대금은 토스뱅크 ⟦kr_account_toss⟧ 로 보내 달라는 문자 정중하게 써 줘.",
    "해외 직구 결제에 ⟦card⟧ 카드를 썼는데 두 번 결제된 것 같아. 카드사에 물어볼 문구 써 줘.",
    ".env 파일에 AWS_ACCESS_KEY_ID=⟦aws_key⟧ 를 넣은 채로 공개 저장소에 올렸어. 지금 뭐부터 해야 해?",
    "학원 상담 전화가 ⟦kr_landline⟧ 로 바뀌었다고 학부모 공지 써 줘.",
    "동호회 회비 영수증은 ⟦email⟧ 로 받겠다고 총무님께 보낼 문자 써 줘.",
    # sensitive topics, two per topic
    ("요즘 계단만 올라도 숨이 차고 발목이 붓는데 동네 내과 가도 될까, 큰 병원 가야 할까?", H),
    ("다음 달에 자궁 근종 수술을 받는데 ⟦person:도희강⟧ 부장님께 병가 신청 메일 어떻게 써야 할까?", H),
    ("마이너스 통장 한도가 꽉 차서 월급이 들어오자마자 다 빠져나가. 어디서부터 정리해야 해?", F),
    ("친구한테 빌려준 300만 원을 1년째 못 받았어. 친구 계좌 ⟦kr_account_kb⟧ 로 보낸 이체 내역만 있는데 지급명령 신청할 수 있을까?", F),
    ("회사에서는 다들 내가 여자친구 있는 줄 아는데 사실 남자친구야. 회식 때마다 둘러대는 게 지쳐.", S),
    ("고등학생 아들 ⟦person:우진⟧이가 자기는 남자를 좋아하는 것 같다고 털어놨어. 부모로서 뭐라고 말해 주면 좋을까?", S),
    ("남편 쪽 집안은 명절에 차례 대신 가정예배를 드리는데 우리 부모님이 그걸 서운해하셔. 중간에서 어떻게 해야 할까?", R),
    ("무슬림이 된 뒤로 돼지고기를 안 먹는데 회식 메뉴가 늘 삼겹살이야. 팀에 어떻게 말하지?", R),
    ("집회에 나갔던 사진이 SNS에 돌아서 회사 사람들이 다 알게 됐어. 인사상 불이익 받을 수 있을까?", P),
    ("장인어른이 특정 정당 유튜브 영상을 계속 보내셔서 곤란해. 기분 안 상하게 답장하는 법 없을까?", P),
    ("20대 때 폭행 사건으로 벌금 낸 적이 있는데, 공무원 시험 볼 때 걸림돌이 될까?", C),
    ("동생이 마약 투약으로 재판을 받게 됐는데 가족 탄원서는 어떻게 써야 해?", C),
    ("공동인증서 비밀번호를 다섯 번 틀려서 잠겼어. 은행 안 가고 풀 수 있어?", K),
    ("회사 공용 메일 ⟦email⟧ 비밀번호 ⟦password:Haneul#2025ops⟧ 를 신입한테 알려 줘야 하는데 카톡으로 보내도 될까?", K),
]
