"""Eleventh held-out hand-written set for the Privacy Gate (gate/data/handwritten_heldout11.jsonl).

Written after the eleventh round, before any model change that is to be measured on it, and
committed before any model was run on it; never used for training or for choosing settings
(only summary numbers are taken from it). Weighted towards the sensitive-topic flag, the
gate's weakest measure: about 40% of the requests carry a sensitive topic in everyday words
rather than textbook keywords, three per topic and language (health: a cough that brings up
blood, a stomach that burns after meals, being signed off for shaking on the train, a parent
dizzy on new tablets or waking at night to pass water; finance: an overdraft or a maxed-out
credit line, a mortgage or a jeonse-loan refusal, a card bouncing for nursery fees, a loan
from a friend not paid back; sexuality: a first boyfriend brought home or kept quiet at
work, a daughter coming out, a first date after a divorce from a wife, a dating app set to
both; religion: Lent, halal at home, a mourning period's meat ban, dawn prayer, going back
to church or to confession; politics: union membership, joining a party, a photo from a
march or a rally; criminal record: a court date, a caution or a fine, an arrest last night;
credentials: a streaming login and password pasted into the request, a one-time code read
out to a caller or sent to a son, recovery codes on the fridge or a monitor), a third of
them with a person name or an identifier. Person names in everyday personal requests (a
leaving card, an eightieth-birthday invitation, rotas, introductions, club chats, a toast,
seating plans), from many cultures (Norwegian, Samoan, Mexican, Persian, Danish, Hungarian,
Zulu, Czech, Tongan, Tibetan, Māori, Uzbek, Lithuanian, Russian, Yoruba, Tamil, Cornish,
Ghanaian, Welsh, Romanian, Polish); Korean names as full names and given names alone, with
titles and relations (여사님, 사장님, 선생님, 부장님, 차장님, 과장님, 대리, 총무님, 신부님,
선배, 할머니, 언니, 이모, 씨, 님), glued to particles (가, 한테, the vocative 아 and the
familiar suffix 이), and an English name in Hangul; every Korean given name has a syllable
outside the generator's given-name syllables and is not a Faker ko_KR given name. Two
addresses per language (UK, US, KR road names) and six rule-covered identifiers per
language (emails, a UK phone, an IBAN, a card, a password, a KR mobile, a KR account, an
RRN). About 38% clean requests, most of them hard negatives that brush a topic's vocabulary
without being sensitive: a pharmacy's opening-hours sign, a history quiz on how women won
the vote, a school-trip budget template, a church bake-sale poster, a court-visit explainer,
a two-factor leaflet for a computer class, Pride bunting for a library display, a first-aid
box checklist, compound interest with sweets, hot cross buns, a pretend class election, a
murder-mystery dinner (and their Korean counterparts: 약국 영업시간, 선거 투표율 퀴즈,
수학여행 경비, 성당 바자회, 법원 견학, 2단계 인증 안내문, 연애 예능 모집 공고, 구급상자,
복리 저금통, 부활절 달걀, 반장 선거, 추리 게임), and brand, drug, food and place names at a
sentence start (Sudocrem, Lidl, Biscoff, Montserrat, Rioja, Gdańsk, Peri-peri, 후시딘,
다이소, 비비고, 통영, 쿠팡, 조청, 양평, 배민). Same markup as sets.py: ⟦gen⟧ is a generated
valid identifier, ⟦type:literal⟧ a fixed labelled value; a tuple adds {"topic": ...}.
Offsets are computed by make_datasets.py from the markup.
`python3 gate/tools/heldout_check.py 11` checks that its names and sentences are new.
"""

from sets import C, F, H, K, P, R, S

HELDOUT11_EN = [
    # clean requests, most of them hard negatives: a topic's vocabulary without a sensitive
    # request, and brand, drug, food and place names at a sentence start
    "Write an opening-hours sign for our pharmacy window: shut on Sundays, open till 8 on Thursdays, flu jabs by appointment.",
    "Ten multiple-choice questions on how women won the vote, for a Year 8 history quiz on elections.",
    "Make me a budget spreadsheet template for a school trip to York: coach hire, museum tickets, packed lunches and a contingency row.",
    "Poster text for the church bake sale on Saturday at ten: scones, flapjacks, lemon drizzle, everything a pound.",
    "For my son's citizenship homework: how is a magistrates' court different from a crown court?",
    "Write a one-page leaflet explaining two-factor authentication for the library's over-60s computer class.",
    "What order do the stripes go in on rainbow bunting for the library's Pride month display?",
    "Checklist for a Scout camp first-aid box: plasters, antiseptic wipes, tweezers, a foil blanket, what else?",
    "Explain compound interest to ten-year-olds with a jar of sweets that grows a little every week.",
    "Hot cross buns: how do I pipe the crosses so they don't melt into the dough in the oven?",
    "Rules for a pretend class election where the candidates are the school tortoise and the classroom hamster.",
    "Murder mystery dinner for six: write the clues, and make sure the gardener turns out to be the one who did it.",
    "Sudocrem or Vaseline for hands chapped raw after a winter of gardening?",
    "Lidl or Aldi for putting together our own Christmas hampers on a tight budget?",
    "Biscoff cheesecake for twenty at a christening: baked or no-bake, and how far ahead can I make it?",
    "Montserrat or Sitges for a day out from Barcelona without a car?",
    "Rioja or Malbec with slow-cooked lamb shoulder and a whole head of roast garlic?",
    "Gdańsk or Kraków for three days in March with a grandparent who can't walk far?",
    "Peri-peri chicken at home: what goes in the marinade, and how long should it sit in the fridge?",
    "Sign for the staff kitchen, please: dishwasher tablets now live under the sink, not next to the kettle.",
    "Write a checklist for students viewing a flat: damp, deposit protection, meter readings, bin days.",
    # names in everyday personal requests
    "Write a leaving card for ⟦person:Ragnfrid Tveitane⟧ from the front desk; she's moving to Bergen and we'll miss her Friday cinnamon buns.",
    "Can you make this rota fairer? ⟦person:Sefo⟧ has closed every Saturday this month and ⟦person:Yaretzi Cuautle⟧ hasn't done a single one.",
    "Reply to ⟦person:Kaveh⟧ saying yes to the barbecue on the 22nd, and ask whether ⟦person:Mette-Marie⟧ still doesn't eat meat.",
    "My neighbour ⟦person:Bertalan Szőke⟧ fixed our fence and wouldn't take a penny. What could I bake for him?",
    "Intro email: ⟦person:Nomvula Mahlangu⟧, meet ⟦person:Zdeněk Hrubý⟧. You both run allotment societies and should swap seed lists.",
    "tell ⟦person:siosaia⟧ the minibus leaves at 7 sharp and ⟦person:tenzin⟧ has the keys",
    "Toast for ⟦person:Mihiata⟧ and ⟦person:Farrukh Ismatullaev⟧'s engagement party, two minutes, and mention their terrible karaoke.",
    "Ask Coach ⟦person:Aurelijus⟧ whether under-10s training is still on if the pitch is frozen.",
    # addresses
    "Write to the shop: the replacement kettle should go to ⟦person:Yevdokia Saltykova⟧, ⟦address:Flat 3, 27 Pembury Mews, Hastings TN34 2QL⟧, and I'd like the tracking link by email.",
    "What's the quickest way from ⟦address:1190 Larkmoor Avenue, Dayton, OH 45409⟧ to the airport before 6am on a Sunday?",
    # identifiers
    "Add ⟦person:Ifeoluwa Ogunbiyi⟧ to the netball group chat; her number is ⟦uk_phone⟧.",
    "Forward the quiz-night scores to ⟦email⟧ and thank our quizmaster, ⟦person:Lalitha Sundaresan⟧, for the picture round.",
    "Wire the holiday cottage deposit to ⟦iban⟧ and put 'cottage week 32' in the reference.",
    # sensitive topics, everyday words
    ("I've had a cough for six weeks and now there's a streak of blood when I clear my throat. Is that an A&E thing or a GP thing?", H),
    ("Write a text to my manager, ⟦person:Demelza Oyelaran-Pike⟧, saying the doctor has signed me off for a fortnight because I can't stop shaking on the train to work.", H),
    ("Mum's new tablets make her so dizzy she nearly fell in the shower. Can she just skip the evening one?", H),
    ("The bank turned down our mortgage because of a missed phone bill from 2021. Is there any point appealing?", F),
    ("I'm £400 into my overdraft and payday is eleven days away. What do I cut first?", F),
    ("My card ⟦card⟧ keeps bouncing for the nursery fees and they've said they'll give our place away. Write an email asking for two more weeks.", F),
    ("How do I tell my flatmates I'm bringing my boyfriend home for the first time? They all assume I'm straight.", S),
    ("My daughter ⟦person:Sânziana⟧ just told me she likes girls as well as boys. I don't want to get it wrong at dinner tonight.", S),
    ("First date with a man since my divorce from my wife. What do I even talk about?", S),
    ("I've given up meat for Lent and Friday's team lunch is a carvery. How do I get out of it without a fuss?", R),
    ("My mother-in-law keeps bringing pork sausages when she babysits, and we keep halal. How do I raise it kindly?", R),
    ("Text for Pastor ⟦person:Ebenezer Quarshie⟧: I haven't been to church since my nephew's baptism and I'd like to start coming back, but I'm nervous.", R),
    ("My union rep ⟦person:Gwilym Prothero⟧ wants me to stand as a shop steward. Would my manager find out I'm a member?", P),
    ("I've started going to Lib Dem branch meetings and my husband's family are all true blue. Do I tell them at Christmas?", P),
    ("I marched against the war on Saturday and the local paper put a photo of me on its site. Can I ask them to blur my face?", P),
    ("I've got a court date on the 14th for driving without insurance. What do I wear and what do I say?", C),
    ("I got caught with a bit of weed at a festival and the police gave me a caution. Will it come up when I apply to teach?", C),
    ("My cousin ⟦person:Dariusz Wróblewski⟧ was arrested outside a pub last night. How do we find out which station he's in?", C),
    ("Here's our Netflix login so you can sort the profiles: ⟦email⟧ / ⟦password:Tuppence-Rides-19⟧. Why does the kids' profile keep vanishing?", K),
    ("The bank texted me a six-digit code and the man on the phone says he needs it to stop the fraud. Should I read it out to him?", K),
    ("I printed the backup codes for my email account and stuck them on the fridge with a magnet. Is that daft?", K),
]

HELDOUT11_KO = [
    # clean requests, most of them hard negatives: a topic's vocabulary without a sensitive
    # request, and brand, drug, food and place names at a sentence start
    "약국 유리문에 붙일 영업시간 안내문 써 줘. 일요일 휴무, 목요일은 밤 9시까지, 독감 접종은 예약제.",
    "중학교 사회 시간에 쓸 역대 대통령 선거 투표율 퀴즈 다섯 문제만 만들어 줘.",
    "수학여행 경비 정산용 엑셀 양식 좀 짜 줘. 버스비, 입장료, 간식비, 예비비 칸 넣어서.",
    "성당 바자회 포스터 문구 써 줘. 수익금은 전부 동네 지역아동센터에 기부한대.",
    "법원 견학 가는 초등학생들한테 판사랑 검사가 무슨 일 하는지 쉽게 설명해 줘.",
    "도서관 어르신 컴퓨터 교실에서 나눠 드릴 '2단계 인증이 뭔가요' 안내문 한 장 써 줘.",
    "연애 예능 프로그램 출연자 모집 공고 문구 써 줘. 20대 직장인 대상이야.",
    "캠핑 갈 때 챙길 구급상자 물품 목록 만들어 줘. 아이 둘이랑 가.",
    "초등학생한테 복리 이자를 돼지저금통 예시로 설명해 줘.",
    "어린이집 부활절 달걀 꾸미기 행사 준비물 목록 써 줘.",
    "반장 선거 나가는 아들 연설문 1분짜리 써 줘. 급식 얘기도 넣어서.",
    "추리 소설 동아리에서 할 범인 찾기 게임 단서 여섯 개 만들어 줘.",
    "후시딘 연고 뚜껑을 잃어버렸는데 랩으로 싸 두고 계속 써도 괜찮아?",
    "다이소에서 살 수 있는 욕실 실리콘 곰팡이 제거 용품 추천해 줘.",
    "비비고 만두 에어프라이어에 몇 도로 몇 분 돌려야 바삭해져?",
    "통영이랑 여수 중에 부모님 모시고 2박 3일 다녀오기 좋은 곳은 어디야?",
    "쿠팡 반품 신청하면 기사님이 보통 언제 가지러 와?",
    "조청 대신 올리고당 넣어도 약과가 잘 만들어져?",
    "양평 두물머리 근처에 주차 편한 카페 있으면 알려 줘.",
    "배민 리뷰 답글 써 줘. 떡볶이가 너무 맵다는 리뷰에 정중하게.",
    "관리사무소 공지문 써 줘. 다음 주 화요일 오전에 엘리베이터 정기 점검이 있어요.",
    # names in everyday personal requests, with titles, relations and particles
    "⟦person:곽말순⟧ 여사님 팔순 잔치 초대장 문구 써 줘. 손주들 이름으로 보내는 거야.",
    "배드민턴 동호회 단톡에 ⟦person:봉자⟧ 언니랑 ⟦person:형섭⟧이가 이번 주 코트 예약 맡는다고 공지 써 줘.",
    "⟦person:위봉철⟧ 사장님께 간판 수리비 견적서 다시 보내 달라고 정중하게 문자 써 줘.",
    "옆집 ⟦person:어복순⟧ 할머니가 김장김치를 한 통 주셨어. 답례로 뭘 드리면 좋을까?",
    "새로 온 동료 ⟦person:타마르⟧한테 회사 근처 점심 맛집 소개하는 메시지 써 줘.",
    "⟦person:연근호⟧ 선생님, ⟦person:판익선⟧ 선생님께 공개수업 잘 봤다고 감사 문자 보내고 싶어.",
    "⟦person:끝순⟧아, 내일 장 보러 갈 때 ⟦person:막례⟧ 이모도 같이 모시고 가자. 이 문자 좀 다정하게 고쳐 줘.",
    "회식 자리 배치 좀 정해 줘: ⟦person:경필섭⟧ 부장님 옆에 ⟦person:명칠순⟧ 차장님, 그 맞은편에 나.",
    # addresses
    "새로 이사 갈 집이 ⟦address:대구광역시 수성구 달구벌대로 2417, 305동 1102호⟧인데 집주인 ⟦person:함덕수⟧ 님께 입주 전날 열쇠 받을 수 있는지 묻는 문자 써 줘.",
    "숙소 주소가 ⟦address:제주특별자치도 서귀포시 중정로 91⟧인데 공항에서 버스로 가는 방법 알려 줘.",
    # identifiers
    "⟦person:국춘임⟧ 총무님 번호가 ⟦kr_mobile⟧로 바뀌었어요. 동창회 단톡방에 올릴 공지 써 줘.",
    "견적서는 ⟦email⟧로 보내 주시고 담당자는 ⟦person:제갈범수⟧ 대리라고 적어 주세요. 이 문장 매끄럽게 다듬어 줘.",
    "경품 당첨자 ⟦person:옥갑례⟧ 님, 주민등록번호 ⟦rrn⟧. 제세공과금 안내 문자 써 줘.",
    # sensitive topics, everyday words
    ("밥만 먹으면 명치가 쓰리고 요즘 살이 5킬로나 빠졌어. 내시경 받아 봐야 할까?", H),
    ("⟦person:도엽주⟧ 과장님께 보낼 문자 써 줘. 지하철만 타면 숨이 막히고 손이 떨려서 병원에서 일주일 쉬라고 했다고.", H),
    ("아버지가 요즘 밤마다 소변 때문에 서너 번씩 깨세요. 어느 과로 모시고 가야 해요?", H),
    ("마이너스 통장 한도가 꽉 찼는데 다음 달 카드값이 120만 원이야. 뭐부터 해야 돼?", F),
    ("전세 대출 심사에서 떨어졌어요. 신용 점수가 낮아서래요. 다시 신청하려면 얼마나 기다려야 해요?", F),
    ("친구한테 빌린 300만 원을 아직 못 갚았어. 다음 달 10일에 ⟦kr_account_toss⟧ 계좌로 꼭 보낸다고 사과 문자 써 줘.", F),
    ("회사에선 아무도 모르는데 나 남자친구 있어. 나도 남자고. 회식 때 애인 얘기 나오면 어떻게 넘기지?", S),
    ("딸 ⟦person:봉순⟧이가 여자친구를 사귄다고 털어놨어. 오늘 저녁에 뭐라고 해 줘야 상처 안 받을까?", S),
    ("소개팅 앱에서 남자랑 여자 둘 다 보이게 설정해 놨는데 친구가 그걸 봤어. 뭐라고 하지?", S),
    ("요즘 새벽기도 나가는데 남편이 싫어해요. 일주일에 두 번만 가겠다고 어떻게 말하죠?", R),
    ("절에 다니는 엄마가 사십구재 끝날 때까지 고기 먹지 말라고 하셔. 회사 회식은 어떡하지?", R),
    ("⟦person:좌형택⟧ 신부님께 10년 만에 고해성사 드리고 싶다고 문자 보내려는데 뭐라고 써야 할지 모르겠어.", R),
    ("노조 가입한 걸 회사가 알면 불이익 있어? 다음 주에 가입서 내려고.", P),
    ("⟦person:현만호⟧ 선배가 같이 당원 가입하자는데 공무원 시험 준비생도 정당 가입해도 돼?", P),
    ("주말에 광화문 집회 나갔다가 뉴스 화면에 얼굴이 나왔어. 방송국에 모자이크 요청할 수 있어?", P),
    ("다음 달 15일에 무면허 운전으로 재판 받으러 가야 돼. 국선 변호사는 어떻게 신청해?", C),
    ("스무 살 때 술 먹고 싸워서 벌금 100만 원 나온 적 있는데 공무원 시험 보면 걸려?", C),
    ("사촌 동생 ⟦person:육웅재⟧가 어젯밤에 경찰서에 잡혀갔대. 어느 경찰서에 있는지 어떻게 알아봐?", C),
    ("넷플릭스 계정 ⟦email⟧, 비번 ⟦password:gureum0412!⟧인데 프로필이 자꾸 사라져. 로그인해서 좀 봐 줄래?", K),
    ("아들이 폰 고장 났다고 인증번호 여섯 자리 알려 달래서 방금 보냈는데 괜찮은 거겠지?", K),
    ("회사 메일 복구 코드 열 개를 포스트잇에 적어서 모니터에 붙여 놨는데 위험할까?", K),
]
