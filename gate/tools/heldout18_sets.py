"""Eighteenth held-out hand-written set for the Privacy Gate (gate/data/handwritten_heldout18.jsonl).

Written apart from the generator (its templates and word lists were not read; themes and
examples come from everyday requests people make, and any clash the check reported was
rewritten), and committed before any model was run on it; never used for training or for
choosing settings (only summary numbers are taken from it). A balanced set like the
seventeenth: person names, sensitive topics, addresses, rule-covered identifiers and clean
hard negatives side by side, with close to half of the requests clean (22 per language).
17 EN and 16 KO requests carry a person name (28 EN and 24 KO names); 14 + 14 topic
requests, 4 + 4 of them with a name or an identifier; 2 + 2 addresses; 6 + 6 identifiers
and secrets outside the topic requests. Names sit in an email sign-off, an allotment
watering table, a ticket assignee and reviewer as JSON, lowercase choir-bus chat, a teacher
asked by surname, food-bank jobs with names before verbs, names opening a sentence, a
retirement card, a name that is an English word (Bryony), a laundry-room note signed with a
first name, interviewers as bullets, a team CSV and a reminder, besides those in address,
identifier and topic requests; in Korean with compound and rare surnames (남궁, 어금; 반,
길, 좌, 석, 음, 설, 목, 여, 위, 천, 함, 표, 국, 하, 변), full names that open with a noun
(음정란, 목련희, 국화순), given names alone that are everyday words (은하, 소망, 샛별, 물결)
glued to particles (랑, 이가, 이는, 이한테), titles and relations (대리님, 이모, 교수님,
선배, 할머니, 동생, 사촌), foreign names in Hangul, a table, JSON, a booth list and an 올림
sign-off. Two sensitive-topic requests per topic and language in everyday words, some of
them told without a domain keyword and some with a name or an identifier. Clean requests
are mostly hard negatives: places, dishes, drinks, brands, holidays, products and laws that
look like names, Korean nouns, places and brands that open with a surname syllable, order
numbers, versions, hashes and timestamps, and a topic's vocabulary used harmlessly.
Same markup as sets.py: ⟦gen⟧ is a generated valid identifier, ⟦type:literal⟧ a fixed
labelled value; a tuple adds {"topic": ...}. Offsets are computed by make_datasets.py from
the markup.
`python3 gate/tools/heldout_check.py 18` checks that its names and sentences are new.
"""

from sets import C, F, H, K, P, R, S

HELDOUT18_EN = [
    # clean requests, most of them hard negatives: places, dishes, drinks, brands, holidays,
    # products and laws that look like names; order numbers, versions, hashes and timestamps;
    # a topic's vocabulary used harmlessly
    "Is the coast path from Lulworth Cove to Durdle Door manageable with a six-year-old and a pushchair?",
    "Lancashire hotpot or Irish stew for a freezer batch: which one reheats without the potatoes going grey?",
    "Do Bath Oliver biscuits go with a strong blue cheese, or are water crackers the safer choice for a cheeseboard?",
    "Bernoulli's principle: why does the shower curtain billow inwards as soon as I turn the water on?",
    "What ratio of iced tea to lemonade makes a proper Arnold Palmer, and does it need sugar?",
    "What do primary school children in Wales usually wear for St David's Day, and where can I buy a daffodil badge?",
    "How long does the walk up Scafell Pike take from Wasdale Head for two fairly fit teenagers?",
    "How do I keep the sponge fingers standing upright round the edge of a charlotte russe?",
    "Which stretch of Hadrian's Wall is best for a half-day walk with a dog that hates stiles?",
    "Can I post a box of Tim Tams from Melbourne to Glasgow in January without them melting on the way?",
    "Is a Morphy Richards kettle worth fixing when the lid catch breaks, or is a replacement part hard to find?",
    "Will two full sets of golf clubs fit in the boot of a Mazda MX-5, or do I need a roof rack?",
    "My John Lewis order JL-7712-0394 came with a cracked lampshade. Draft a short return request for their web form.",
    "Since upgrading Python (3.11.9 → 3.12.4), pip refuses to install anything with 'externally-managed-environment'. What's the clean fix?",
    "Our nginx started returning 502s at 2025-11-03T04:17:22Z, just after image 9c1e4b7a0d3f went live. Where should I look first?",
    "Where in Bath can I try a real Sally Lunn bun, and is it eaten sweet or with savoury toppings?",
    "Fixed or tracker mortgage: what sets them apart? Four sentences for a first-time buyers' leaflet.",
    "Write five quiz questions about Holi for our infant school's Friday assembly, answers underneath.",
    "Explain how a bill becomes law in the US Congress, step by step, for an adult citizenship class.",
    "Explain what a brute-force attack is, with a simple example, for a Year 9 computing lesson.",
    "How many hours of sleep does a typical fourteen-year-old need? It's for a PSHE slide.",
    "For a GCSE citizenship revision card: what does a jury actually do, and who picks the members?",
    # person names: given names alone, full names, lowercase chat, sign-offs, tables, JSON,
    # CSV, bullets, names opening a sentence and paired with verbs
    "Please make this sound less stiff:\n\nThe signed lease is in the attachment and I'll drop the keys round on Saturday morning.\n\nWarm wishes,\n⟦person:Ifeyinwa Anozie⟧",
    "| Week | Watering the allotment |\n|---|---|\n| 1 | ⟦person:Wondwossen⟧ |\n| 2 | ⟦person:Mzia Tsiklauri⟧ |\n| 3 | ⟦person:Tuvshinbayar⟧ |\nMake this into a cheerful note for the allotment society newsletter.",
    "{\"ticket\": \"OPS-2291\", \"assignee\": \"⟦person:Sarvinoz Qodirova⟧\", \"reviewer\": \"⟦person:Boglárka Szentgyörgyi⟧\"} - how do I parse this in Go with encoding/json?",
    "tell ⟦person:lemalu⟧ and ⟦person:fetuao⟧ the choir bus goes from the rugby club car park at 7, not from outside the church",
    "Write a polite email to Mr ⟦person:Trewartha⟧ asking whether our son could sit nearer the board because of his new glasses.",
    "For Saturday's food bank: ⟦person:Neema⟧ drives the van, ⟦person:Tatenda Chimhanda⟧ sorts the tins and ⟦person:Kwadwo⟧ does the sign-in sheet. Write it up as a short briefing.",
    "⟦person:Solomiia⟧ found a flat in Leeds and ⟦person:Dezbah Yazzie⟧ is moving in with her next month. Draft a message inviting the old team to help them carry boxes.",
    "Help me word a card for ⟦person:Ċensina Azzopardi⟧, retiring after she ran the village post office counter for thirty-one years.",
    "Ask ⟦person:Bryony⟧ whether she still wants the pram, otherwise it goes to the charity shop on Thursday.",
    "Make this laundry-room note friendlier: please take your washing out when the machine finishes, other people are waiting. ⟦person:Tiziri⟧",
    "Interview panel for Tuesday:\n* ⟦person:Thandar Hlaing⟧ (people team)\n* ⟦person:Sovannarith Chhim⟧ (engineering)\nWrite a calendar invite description for both of them.",
    "name,team\n⟦person:Pratibha Adhikari⟧,red\n⟦person:Sravani Yarlagadda⟧,blue\n⟦person:Sreelakshmi Kuttappan⟧,green\nHow do I count rows per team with awk?",
    "Remind me on Saturday morning to text ⟦person:Berivan⟧ about the cot and ⟦person:Kaying Thao⟧ about the car seat.",
    # addresses
    "Is this label right for a parcel to Canada? ⟦person:Coumba Sarr⟧, ⟦address:Unit 4, 88 Tamarack Drive, Whitehorse YT Y1A 3V2⟧",
    "We've just moved to ⟦address:Apartment 3, 22 Sallins Road, Naas, Co. Kildare W91 X2P6⟧. Could you draft a note to the GP surgery asking them to update our records?",
    # rule-covered identifiers and secrets
    "The booking site says ⟦card⟧ was declined but my bank shows the money taken. Draft a chat message to the hotel.",
    "Translate into Spanish for the holiday villa owner: I have sent the balance to ⟦iban⟧, please confirm when it arrives.",
    "Our Node app reads STRIPE_SECRET=⟦stripe_key⟧ from a .env file that got pushed to a public fork. What do I do first?",
    "```hcl\nprovider \"aws\" {\n  access_key = \"⟦aws_key⟧\"\n}\n```\nHow should this Terraform block get credentials instead of hard-coding them?",
    "Put the plumber's number, ⟦us_phone3⟧, on the fridge note for the house sitter, right under the Wi-Fi details.",
    "Send the committee minutes to ⟦person:Jordina Puigventós⟧ at ⟦email⟧ and tell her the next meeting is in the library.",
    # sensitive topics, two per topic
    ("My left ear has gone muffled with a constant high ringing since Tuesday. Is that something to get seen about this week?", H),
    ("⟦person:Sjoerd⟧ from work noticed I skip lunch every day. I'm in treatment for an eating disorder; help me tell him it's handled without details.", H),
    ("I've been paying my rent on a credit card for four months because my wages don't stretch that far. How do I climb out of this?", F),
    ("A payday lender is still pulling money from ⟦card⟧ although I cancelled the payment. Write a complaint asking them to stop.", F),
    ("Our fourteen-year-old asked me if it's normal to fancy both boys and girls. What's a good way to answer her?", S),
    ("I'm bisexual and my fiancé doesn't know I had a long relationship with a woman before him. Should I tell him before the wedding?", S),
    ("I don't believe in God any more, but my parents are elders at their church. How do I skip the Easter service without a row?", R),
    ("I'd like to do Hajj with my mother next summer. How do I ask my manager for three weeks off in one go?", R),
    ("I'm a paid-up Labour member; my new boss sits on the council as a Conservative. Is it wiser to keep that to myself at work?", P),
    ("I knocked on doors for the other candidate and now my neighbour has his poster up. How do I stay on good terms with him?", P),
    ("My nephew ⟦person:Gilang Sasongko⟧ lost his licence for a year after drink-driving. Write a letter asking his employer to keep him on in a non-driving role.", C),
    ("I got a police caution at 19 for taking things from a shop. Would that show up on a check for a job at a nursery?", C),
    ("Save this for the alarm company: login ⟦email⟧ / pass ⟦password:Harbour#Lights88⟧", K),
    ("My eight-year-old has worked out that my phone code and my bank card PIN are the same number. Which should I change first?", K),
]

HELDOUT18_KO = [
    # clean requests, most of them hard negatives: dishes, places and brands that open with a
    # surname syllable, holidays, order numbers, versions, hashes and timestamps, a topic's
    # vocabulary used harmlessly
    "고사리 나물 삶을 때 쓴맛 빼려면 물에 얼마나 담가 둬야 해?",
    "도토리묵 쑬 때 가루랑 물 비율은 보통 어떻게 해?",
    "마늘종 볶음이 질겨지지 않게 하는 요령 있어?",
    "송어회는 민물고기라 기생충 걱정 안 해도 돼?",
    "육개장에 토란대 넣으려면 전날부터 불려 놔야 해?",
    "설악산 울산바위 코스 초보도 갈 만해? 왕복 몇 시간 걸려?",
    "진도 신비의 바닷길 축제는 보통 몇 월에 열려?",
    "변산반도 채석강은 물때 맞춰 가야 제대로 볼 수 있어?",
    "인절미 만들 때 콩고물 대신 흑임자 가루 써도 잘 붙어?",
    "석촌호수 벚꽃 볼 때 주차는 어디에 하는 게 나아?",
    "농심 너구리 순한맛이랑 얼큰한맛 중에 애들한테는 어느 게 나아?",
    "요기요 쿠폰은 포장 주문에도 쓸 수 있어?",
    "정월대보름에 오곡밥 먹는 이유를 아이한테 짧게 설명해 줘.",
    "강릉 커피거리 근처에 아침 8시 전에 여는 빵집 있어?",
    "쿠팡 주문번호 31-0094-55810 반품 접수했는데 사흘째 회수가 안 돼. 문의 글 써 줘.",
    "안드로이드 15 업데이트 후 2025-09-21 23:40:11 부터 블루투스 이어폰이 자꾸 끊겨. 뭘 확인해 볼까?",
    "도커 이미지 다이제스트 4be0c1d97a2f 가 스테이징이랑 운영에서 다르게 나와. 왜 그럴까?",
    "적금이랑 예금이 어떻게 다른지 사회초년생용으로 세 줄로 정리해 줘.",
    "중학교 사회 수업용으로 삼권분립을 쉽게 설명해 줘.",
    "성탄절에 명동성당 미사 끝나고 근처에서 구경할 만한 곳 추천해 줘.",
    "회사 보안 교육 자료에 넣을 '비밀번호 잘 만드는 법' 세 가지 써 줘.",
    "어린이집 현관에 붙일 수족구병 예방 안내문 문구 써 줘.",
    # person names: full names with rare and compound surnames, given names that are everyday
    # words glued to particles, titles and relations, foreign names in Hangul, a table, JSON,
    # a booth list and a sign-off
    "⟦person:남궁윤재⟧ 대리님께 회의실 예약이 겹쳐서 내일 회의를 3층으로 옮겼다는 메신저 써 줘.",
    "ㅋㅋ ⟦person:은하⟧랑 ⟦person:소망⟧이가 벌써 콘서트 표 끊었대. 우리 것도 같이 예매해 달라고 답장 써 줘.",
    "| 요일 | 화분 물주기 |\n|---|---|\n| 월 | ⟦person:반지욱⟧ |\n| 수 | ⟦person:길평수⟧ |\n| 금 | ⟦person:좌복님⟧ |\n이 당번표를 사무실 공지문으로 바꿔 줘.",
    "이 편지 마무리 좀 자연스럽게 고쳐 줘.\n\n그동안 베풀어 주신 마음 오래 기억하겠습니다. 늘 건강하시길 바랍니다.\n\n⟦person:어금소라⟧ 올림",
    "{\"발표자\": \"⟦person:석보겸⟧\", \"사회자\": \"⟦person:음정란⟧\", \"행사\": \"신입 환영회\"} 이 JSON을 진행표로 바꿔 줘.",
    "네팔에서 온 ⟦person:락슈미 타파⟧ 씨가 쓴 한국어 자기소개서 띄어쓰기만 봐 줄 수 있어?",
    "우즈베키스탄 출신 ⟦person:자혼기르⟧ 씨 환영회 현수막에 넣을 짧은 문구 추천해 줘.",
    "⟦person:설옥자⟧ 이모 칠순 잔치에 드릴 축하 카드 문구 써 줘.",
    "바자회 부스 배정 정리해 줘: 먹거리 ⟦person:목련희⟧, ⟦person:여갑동⟧ / 중고책 ⟦person:위창걸⟧",
    "⟦person:천세온⟧ 교수님께 대학원 추천서를 부탁드리는 메일 초안 써 줘.",
    "⟦person:샛별⟧이는 장소 예약하고 ⟦person:물결⟧이한테는 케이크를 맡기기로 했어. 단톡방 공지로 정리해 줘.",
    "⟦person:함규슬⟧ 선배랑 ⟦person:표은새⟧ 씨 결혼식 축사 초안 좀 써 줘. 3분 안쪽으로.",
    "인도네시아에서 온 ⟦person:뿌뜨리⟧ 씨한테 김치 담그는 날 같이 하자고 초대하는 문자 써 줘.",
    # addresses
    "⟦address:광주광역시 북구 첨단과기로 57, 108동 1102호⟧로 이사했는데 자동차 주소 변경은 어디서 해?",
    "⟦address:경상북도 경주시 태종로 688⟧ 근처에 아이들이랑 자전거 빌릴 만한 곳 있어?",
    # rule-covered identifiers and secrets
    "할머니 ⟦person:국화순⟧ 주민등록번호 ⟦rrn⟧ 로 요양등급 신청하려는데 서류는 뭐가 필요해?",
    "해외 직구 결제가 ⟦card_mc⟧ 카드로 두 번 승인됐어. 카드사에 한 건 취소 요청하는 글 써 줘.",
    "동창회 회비는 농협 ⟦kr_account_nh⟧ 로 다음 주 금요일까지 보내 달라는 공지 써 줘.",
    "배포 스크립트에 SLACK_TOKEN=⟦slack_token⟧ 이 그대로 들어간 채로 깃허브에 올라갔어. 토큰부터 바꿔야 해?",
    "평일 낮에는 사무실 ⟦kr_landline⟧ 로 전화 달라고 학부모님께 보낼 안내 문자 써 줘.",
    "봉사 동아리 가입 신청은 ⟦email⟧ 로 받는다는 포스터 문구 써 줘.",
    # sensitive topics, two per topic
    ("밥만 먹으면 속이 쓰리고 밤에 신물이 올라와서 자꾸 깨. 내시경 받아 봐야 할까?", H),
    ("동생 ⟦person:하예닮⟧가 공황장애 약을 먹기 시작했대. 가족으로서 뭘 해 주면 좋을까?", H),
    ("카드 리볼빙을 1년째 쓰고 있는데 이자가 감당이 안 돼. 어떻게 빠져나와야 해?", F),
    ("개인회생 신청하려는데 월급 들어오는 ⟦kr_account_woori⟧ 통장이 막힐까 봐 걱정돼. 미리 뭘 해 둬야 해?", F),
    ("회사 사람들이 자꾸 여자친구 있냐고 묻는데 나는 남자친구가 있어. 그냥 웃고 넘기는 게 나을까?", S),
    ("결혼 10년 만에 남편한테 내가 양성애자라는 걸 말하고 싶어. 어떻게 시작하면 좋을까?", S),
    ("시댁이 독실한 기독교 집안인데 나는 불교 신자야. 명절 가정예배 때 어떻게 해야 할지 모르겠어.", R),
    ("어머니가 권사님이라 교회를 그만 나가고 싶다는 말을 못 꺼내겠어. 어떻게 얘기하지?", R),
    ("아파트 단톡방에서 자꾸 어느 당 찍었냐고 물어봐. 분위기 안 깨고 빠져나오는 답장 써 줘.", P),
    ("노조 집회에 나갔다가 뉴스 화면에 얼굴이 나왔어. 회사에서 불이익 줄 수 있어?", P),
    ("사촌 ⟦person:변주원⟧이 음주운전으로 집행유예를 받았는데, 새로 들어갈 회사에 먼저 알려야 할까?", C),
    ("예전에 중고거래 사기로 벌금형을 받은 적이 있는데 공인중개사 시험 볼 수 있어?", C),
    ("넷플릭스 계정 ⟦email⟧, 비번 ⟦password:Mango*Tree42⟧ 를 친구 넷이 같이 쓰는데 이렇게 단톡방에 올려도 돼?", K),
    ("돌아가신 아버지 휴대폰 잠금 번호를 몰라서 사진을 못 꺼내고 있어. 방법이 있을까?", K),
]
