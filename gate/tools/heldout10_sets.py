"""Tenth held-out hand-written set for the Privacy Gate (gate/data/handwritten_heldout10.jsonl).

Written before any model change that is to be measured on it, and committed before any model
was run on it; never used for training or for choosing settings (only summary numbers are
taken from it). Weighted towards person names in everyday personal requests rather than the
work text of sets 8 and 9: family logistics and school runs, nursery and school notes,
landlord and tenant messages, medical appointment reminders, condolence and congratulation
cards, reference letters, dating-app replies, sports clubs, a choir and a church group,
neighbourhood chats, and complaints that name a member of staff. Names in varied positions:
at the start of a sentence, after "with", "for", "from" and "to", as possessives, in lists
joined by "and", in quotes, in an email signature, as vocatives, nicknames, an initial
with a surname, hyphenated and multi-part names from many cultures, and romanised Korean
names in English requests. Korean names as full names and as given names alone, with titles
and relations (부장님, 대리님, 선생님, 어머님, 집사님, 코치님, 총무님, 교수님, 어르신, 이모, 언니,
형, 선배, 씨, 님, 군), glued to particles (가, 은, 는, 을, 를, 에게, 한테, 랑, 이랑, 께, the
vocative 야 and the familiar suffix 이), and an English name written in Hangul; every Korean
given name has a syllable outside the generator's given-name syllables and is not a Faker
ko_KR given name. A few US, UK and Korean road-name addresses, some with a name; a few
rule-covered identifiers; sensitive-topic requests in everyday words, some with a name or an
identifier and some with neither. About 40% clean requests, most of them hard negatives:
brand, drug, food and place names at a sentence start or in pairs (Gaviscon, Calpol,
Strepsils, Marmite, Decathlon, Vango, Dr. Martens, Clarks, Madison Square Garden, Ziploc,
Tabasco, Cholula, Bloody Mary), eponymous words (Occam's razor, Venn diagram, Gantt chart,
Heimlich manoeuvre, Dewey Decimal, Fibonacci, Salisbury steak, Epsom salt), Korean everyday
nouns that open with a surname syllable (김서림, 이쑤시개, 박스테이프, 정기결제, 강판, 장조림,
오이소박이, 전기장판, 문풍지, 손톱깎이, 진로, 노른자, 채칼, 석쇠, 마늘, 길냥이, 금붕어, 인덕션),
none of them in the generator's lists or an earlier hand set, and Korean words that are also
given names (단비, 미소, 샛별). Same markup as sets.py: ⟦gen⟧ is a generated valid identifier,
⟦type:literal⟧ a fixed labelled value; a tuple adds {"topic": ...}. Offsets are computed by
make_datasets.py from the markup. `python3 gate/tools/heldout_check.py 10` checks that its
names and sentences are new.
"""

from sets import C, F, H, K, P, R, S

HELDOUT10_EN = [
    # clean requests and hard negatives (brands, drugs, foods, places, eponymous words)
    "Gaviscon or Rennie for heartburn after a late curry? I only want to buy one of them.",
    "Calpol and Strepsils in the same evening, is that fine for a sore throat and a temperature?",
    "Marmite on crumpets or on plain toast? Settle an argument between my flatmates.",
    "Venn diagram or Gantt chart: which shows who runs which stall at the school fete?",
    "Occam's razor in plain words, with an example about a dripping kitchen tap.",
    "Battenberg cake: how do I stop the marzipan cracking when I wrap it round?",
    "Decathlon or Vango for a cheap two-person tent that survives a windy festival?",
    "How much Epsom salt goes in a foot bath, and does the water need to be hot?",
    "List the steps of the Heimlich manoeuvre for a first-aid poster in a youth club kitchen.",
    "Dr. Martens or Clarks for school shoes that survive a year of football at break time?",
    "Madison Square Garden or Barclays Center for a first basketball game with two kids?",
    "Pilates or yoga for someone who sits at a desk nine hours a day and has a stiff neck?",
    "Is a Bundt tin the same as a savarin mould, or will my batter overflow?",
    "Explain Fibonacci numbers to a nine-year-old using rabbits and a staircase.",
    "Ziploc bags or beeswax wraps for packed lunches: which keeps a sandwich fresher till noon?",
    "Remind me how the Dewey Decimal system shelves cookery books in a school library.",
    "Tabasco or Cholula in a Bloody Mary, and how many dashes for a jug of six?",
    "Salisbury steak or Swedish meatballs for a freezer-friendly batch cook on Sunday?",
    "Write a congratulations card for a colleague who just passed her driving test, nothing cheesy.",
    "Draft a note for our building's noticeboard: the lift is serviced Wednesday morning, please take the stairs.",
    "Hokkaido or Kyushu in February if we hate the cold but love hot springs?",
    # names in everyday personal requests
    "Make a school-run rota for next week: ⟦person:Cathaoir⟧ has swimming on Tuesday, ⟦person:Solenne⟧ has choir on Thursday, and I'm away on Friday.",
    "A thank-you card for our nursery key worker ⟦person:Elined Mortlock⟧, who is leaving the toddler room after five years.",
    "Dear Mr ⟦person:Kilbride-Osei⟧, the boiler has been off since Sunday and we have a newborn. Make this firmer but still polite.",
    "Remind Mum that her appointment with Dr ⟦person:Okparaocha⟧ moved to 3.40pm on Monday and she should bring the blue folder.",
    "Help me write a condolence card to ⟦person:Tegwen⟧ and ⟦person:Ruairidh Tulloch-Skene⟧ after their dad died; short, and not religious.",
    "Congratulations message for ⟦person:Adaobi Nwachukwu-Reyes⟧ on passing the bar exam, from everyone on the fourth floor.",
    "Draft a reference for ⟦person:Morfudd Aldous⟧, who worked Saturdays at our bakery for two years and never missed a shift.",
    "I matched with ⟦person:Zenaida⟧ and she asked what my perfect Sunday looks like. Help me reply, playful but not cheesy.",
    "Team sheet for Sunday: ⟦person:J. Okwuosa⟧ in goal, ⟦person:Gerbrand Wolfaardt⟧ and ⟦person:Cúán⟧ at the back. Write the group message asking who can give lifts.",
    "Complaint to the hotel: the night manager, ⟦person:Bogumił Szczepanik⟧, refused to move us out of a room with a broken heater. Keep it factual.",
    "⟦person:Kobina⟧, could you grab milk on your way back? Rewrite that so it sounds less bossy.",
    "Is this fine for a birthday card? \"Happy 40th, ⟦person:Euphrasia⟧! The office is far too quiet when you're on leave.\"",
    "Tidy up my email signature:\n⟦person:Bláthnaid Ní Bhraonáin⟧\nTreasurer, Millbrook Lawn Tennis Club\n⟦uk_phone⟧",
    "My flatmate ⟦person:Ziggy⟧ keeps leaving the hob on overnight. What's a calm way to raise it with him?",
    "Does this place card spell it right? We put ⟦person:Seok Da-bin⟧ next to Mrs ⟦person:Pyo Hae-gyeong⟧ on table three.",
    "Invitation for ⟦person:María Inmaculada Sotomayor Urquijo⟧'s retirement lunch at the surgery; we're splitting the bill twelve ways.",
    "Write a short welcome for our new choir member ⟦person:Yasmeen Al-Qudsi⟧, who sings alto and plays the oud.",
    "⟦person:Wenonah Pryce-Jabari⟧ of the PTA needs the raffle prizes listed by Friday. Make me a checklist.",
    "Got a voicemail from ⟦person:Chukwudifu Ekwueme⟧ about the allotment waiting list. Help me ring back without sounding pushy.",
    "pls tell ⟦person:walburga⟧ the netball bibs are in the boot of my car",
    # addresses
    "Write a notice to our tenant ⟦person:Priyamvada Bhandarkar⟧ at ⟦address:14 Wrenfield Terrace, Leamington Spa CV32 4PJ⟧: the gas safety check is on the 9th between 8 and 12.",
    "Send the sympathy flowers to ⟦address:482 Quillback Lane, Brevard, NC 28712⟧ for the ⟦person:Olowokandi⟧ family, card to read \"thinking of you all\".",
    # identifiers and secrets
    "Forward the PTA minutes to ⟦email⟧ and ⟦email⟧ tonight, with a line saying the cake stall made £212.",
    "The gym charged ⟦card⟧ after I cancelled. Write a complaint that names the front-desk manager, ⟦person:Ferghus Ruddock⟧.",
    "Fill in the nanny's tax form: ⟦person:Itziar Quintanar⟧, SSN ⟦ssn⟧, start date 3 March.",
    "The clubhouse Wi-Fi password is ⟦password:Shuttlecock!58⟧. Write a laminated sign for the bar with it.",
    # sensitive topics, everyday words
    ("Remind Grandpa ⟦person:Spyridon⟧ that his cardiology follow-up and the fasting blood test are Thursday morning.", H),
    ("My blood pressure readings have been around 160 over 100 all week. Should I go in today or wait for the GP?", H),
    ("Write to our landlord, Mr ⟦person:Hazelgrove⟧, asking for two weeks' grace on the rent; I was made redundant on Friday.", F),
    ("The food bank asked me to email ⟦email⟧ proof of income. I'm on Universal Credit and behind on council tax. Help me reply.", F),
    ("My girlfriend ⟦person:Wendelien Verstraeten⟧ and I want to tell my grandparents we're together. They're very traditional; how do we start?", S),
    ("Write a reminder that Bible study moves to ⟦person:Comfort Asamoah-Boadu⟧'s house this Wednesday, same time.", R),
    ("I'm leafleting for the Greens on Saturday. Give me a friendly opening line for doorsteps.", P),
    ("My brother came out on licence last month and needs a CV that explains a three-year gap. Where do we start?", C),
    ("Our whole family shares one streaming login and it's the same password as Dad's email. Should we split them?", K),
]

HELDOUT10_KO = [
    # clean requests and hard negatives (nouns opening with a surname syllable, words that are
    # also given names, brands, places)
    "김서림 방지 스프레이 없이 마스크 쓸 때 안경이 안 뿌옇게 되는 방법 있어?",
    "이쑤시개로 케이크 익었는지 볼 때 뭐가 묻어 나오면 덜 익은 거야?",
    "박스테이프 자국이 냉장고 문에 남았는데 뭘로 지워야 해?",
    "정기결제 해지했는데 이번 달에도 돈이 빠져나갔어. 앱 고객센터에 환불 요청 글 써 줘.",
    "강판 없이 생강을 곱게 가는 방법 알려 줘.",
    "장조림에 넣을 메추리알 껍질 쉽게 까는 법 있어?",
    "오이소박이 담글 때 부추 대신 쪽파 넣어도 돼?",
    "전기장판이랑 온수매트 중에 전기 요금 덜 나오는 게 뭐야?",
    "문풍지 붙이는 게 뽁뽁이보다 외풍 막는 데 더 나아?",
    "손톱깎이 세트를 집들이 선물로 주려는데 포장 카드 문구 써 줘.",
    "진로 상담 선생님께 여쭤볼 질문 다섯 개만 뽑아 줘. 고2야.",
    "노른자만 여섯 개 남았는데 이걸로 만들 수 있는 디저트 알려 줘.",
    "채칼 쓰다가 손 안 다치는 요령 좀 알려 줘.",
    "석쇠 불고기 맛을 집에서 프라이팬으로 비슷하게 내는 법 있어?",
    "마늘 두 접 샀는데 껍질 한꺼번에 까는 방법 알려 줘.",
    "길냥이 겨울집을 스티로폼 상자로 만드는 법 알려 줘.",
    "금붕어 어항 물은 며칠에 한 번 갈아 줘야 해?",
    "인덕션에 무쇠 냄비 올려도 상판이 안 긁혀?",
    "단비 온 다음 날 텃밭에 상추 모종 옮겨 심어도 돼?",
    "미소 된장이랑 우리 된장은 맛이 어떻게 달라?",
    "샛별 유치원 졸업식 사회 멘트 짧게 써 줘.",
    # names in everyday personal requests, with titles, relations and particles
    "⟦person:표상록⟧ 부장님께 다음 주 월요일에 반차 쓴다고 말씀드리는 메시지 써 줘.",
    "어린이집 ⟦person:어귀남⟧ 선생님께 우리 아이가 내일 현장학습 못 간다고 알림장 써 줘.",
    "⟦person:꽃분⟧ 이모가 밑반찬을 잔뜩 보내 주셨어. 감사 문자 써 줘.",
    "⟦person:탁명곤⟧ 대리님이 이번에 과장으로 승진하셨대. 축하 카톡 짧게 써 줘.",
    "집주인 ⟦person:국필녀⟧ 씨한테 보일러가 고장 났다고 수리 요청 문자 써 줘.",
    "⟦person:맹사열⟧ 님, 내일 오전 10시 진료 예약 확인차 연락드립니다. 이 문자 더 친절하게 고쳐 줘.",
    "⟦person:제숙팔⟧ 선배 아버님 부고를 받았는데 조문을 못 가. 위로 문자 어떻게 보내?",
    "⟦person:육판례⟧ 어머님 칠순 축하 카드 문구 써 줘. 며느리 입장이야.",
    "아르바이트생 ⟦person:용갑득⟧ 군 추천서 써 줘. 1년 동안 지각 한 번 없었어.",
    "소개팅 앱에서 ⟦person:석라엘⟧ 님이 먼저 말을 걸어 줬어. 첫 답장 뭐라고 하지?",
    "풋살 동호회 단톡에 ⟦person:모덕삼⟧ 형이랑 ⟦person:은필구⟧가 이번 주 골키퍼, ⟦person:변득춘⟧은 심판 맡는다고 공지 써 줘.",
    "아파트 단톡방에 올릴 글 써 줘: 502호 ⟦person:황보규칠⟧ 어르신이 택배를 대신 받아 주셔서 감사하다고.",
    "매장 직원 ⟦person:봉길수⟧ 씨가 환불을 거절하면서 반말을 했어요. 본사 고객센터에 낼 민원 글 써 줘.",
    "원어민 선생님 ⟦person:마르셀라⟧한테 방학 잘 보내시라고 영어로 카드 써 줘.",
    "⟦person:말숙⟧이가 오늘 반찬 가게를 대신 봐 준대. 고맙다는 문자 써 줘.",
    "⟦person:순팔⟧이랑 ⟦person:기봉⟧이 둘 다 다음 주 수학여행 가는데 준비물 목록 만들어 줘.",
    "⟦person:금다롱⟧을 이번 동창회 총무로, ⟦person:도체리⟧를 회계로 추천하는 글 써 줘.",
    "⟦person:인복겸⟧에게 빌린 책을 다음 주에 돌려준다고 메시지 남겨 줘.",
    "⟦person:추봉례⟧는 이번 주 학부모 상담에 못 온대. 상담 날짜 다시 잡는 공지 써 줘.",
    "⟦person:Thorold Ashcombe⟧ 교수님께 추천서 부탁드리는 메일을 영어로 써 줘.",
    "⟦person:겨레⟧야, 내일 아침에 ⟦person:두리⟧랑 할머니 댁 들렀다 갈게. 이 문자 좀 더 다정하게 써 줘.",
    # addresses
    "⟦address:인천광역시 연수구 해돋이로 84, 1203호⟧ 세입자 ⟦person:편옥섬⟧ 님께 계약 만료 두 달 전 안내문 보내려고 해. 문구 써 줘.",
    "화환은 ⟦address:전라북도 전주시 완산구 효자로 225⟧ 장례식장으로 보내면 돼. 리본 문구 추천해 줘.",
    # identifiers and secrets
    "어머니 성함 ⟦person:공순덕⟧, 주민등록번호 ⟦rrn⟧. 주민센터 등본 대리 발급 위임장 써 줘.",
    "⟦person:사공태섭⟧ 코치님 번호 ⟦kr_mobile⟧로 이번 주 훈련 불참 문자 보내려는데 문구 써 줘.",
    "학부모회 회의록을 ⟦email⟧로 보내 달라고 ⟦person:엄달래⟧ 총무님께 부탁하는 문자 써 줘.",
    "계모임 곗돈 입금 계좌: ⟦kr_account_kakao⟧, 예금주 ⟦person:진말녀⟧. 단톡방 공지로 다듬어 줘.",
    # sensitive topics, everyday words
    ("⟦person:덕례⟧ 언니가 갑상선 수술 받고 퇴원했어. 회복 잘하라는 문자 써 줘.", H),
    ("요즘 손이 자꾸 떨리고 가슴이 두근거려. 어느 과에 가 봐야 해?", H),
    ("카드론 이자가 감당이 안 돼서 개인회생 알아보고 있어. 절차가 어떻게 돼?", F),
    ("대출 상담사가 ⟦kr_mobile⟧로 연락 준대요. 연체 기록 있으면 대출이 거절되나요?", F),
    ("여자친구를 부모님께 소개하고 싶은데 엄마가 아직 내가 레즈비언인 걸 몰라. 어떻게 시작하지?", S),
    ("구역 예배 장소가 ⟦person:남궁초롱⟧ 집사님 댁으로 바뀌었다고 공지 써 줘.", R),
    ("직장 동료가 지난 총선 때 어느 당 찍었는지 자꾸 물어봐. 돌려서 거절하는 말 알려 줘.", P),
    ("남편이 음주 사고로 집행유예를 받았어. 회사에 알려야 하는지 궁금해.", C),
    ("공동인증서 비밀번호를 엄마랑 똑같이 쓰고 있는데 괜찮을까?", K),
]
