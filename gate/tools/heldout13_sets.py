"""Thirteenth held-out hand-written set for the Privacy Gate (gate/data/handwritten_heldout13.jsonl).

Written apart from the generator (its templates and word lists were not read; themes and
examples come from everyday requests people make, and any clash the check reported was
rewritten), and committed before any model was run on it; never used for training or for
choosing settings (only summary numbers are taken from it). A balanced set rather than one
weighted towards a single measure: person names, sensitive topics, addresses, rule-covered
identifiers and clean hard negatives side by side. 21 requests per language carry a person
name (28 EN and 26 KO names), in a retirement card, a carpool and a church-flower rota, a
dog-walking handover, a choir notice, a thank-you to a midwife, a lab's safety reminder, a
fishing-trip plan, a leaving speech and a retirement speech, a book-club notice, a quiz-team
sign-up, a wedding toast and an anniversary message, a nursery pick-up note, a kitchen
reference, a hundredth-birthday invitation and a thank-you to a taxi driver; names from
cultures little used before (Maltese, Georgian, Albanian, Mongolian, Latvian, Hawaiian,
Kurdish, Chamorro, Sami, Hmong, Shona, Ukrainian, Bengali, Thai, Breton, Estonian,
Greenlandic, Serbian, Haitian, Malay, Turkish, Scottish, Romanian), a lowercase chat name,
names that are English words (Sorrel, Bliss) and surnames alone after a title (Mrs., Nurse,
Sergeant); Korean names as full names (compound surnames 사공, 독고, 남궁; rare surnames 옥,
편, 빈, 어, 봉, 탁) and given names alone or in full names (native words that are also names:
단미, 여울, 아롱, 다솜, 가람, 시루, 도담, 늘봄, 연두, 보슬, 보름, 꽃님, 방울, 이든, 살구, 온새;
old-fashioned ones: 간난, 점순, 막동, 삼월, 개똥, 덕임, 칠성, 석구, 또순, 팔만), with titles and
relations (증조할머니, 사모님, 외삼촌, 간사님, 조산사님, 선임, 소장님, 사촌 형, 형수님, 할아버지,
기사님, 올케, 큰아버지, 이모, 시아버지, 씨, 님), glued to particles (랑, 하고, 의, 네, the
vocative 야, and after the familiar suffix 이: 가, 한테). Two sensitive-topic requests per topic and
language in everyday words, on themes not used in earlier sets (health: tinnitus and a
hearing-aid fitting, endometriosis surgery, ringing ears that keep one awake, gout before a
work dinner; finance: council-tax arrears and bailiffs, a payday loan rolled over, a credit
card's revolving balance, an individual rehabilitation filing; sexuality: a gay man's
wedding ring on a work trip, two women registering a civil partnership, telling a girlfriend
one is bisexual, a same-sex partner on a jeonse contract; religion: a Sikh's turban at a new
job, a novena's rosary after a funeral, a conversion to Islam kept from parents, a Buddhist
49th-day rite; politics: an independence petition signed with a work email, a
father-in-law's party posts before Christmas, a civil servant who liked a candidate's post,
a father-in-law's party talk at Chuseok; criminal record: community payback hours, a cousin
on bail moving in, a suspended sentence and a trip abroad, a police summons over a fraud
complaint; credentials: a Wi-Fi password and alarm code on a whiteboard, a mother's Google
account pasted in, a door-lock code a courier saw, a father's portal login pasted in), 7 + 7
of them with a name or an identifier. Two addresses per language (Australian and Canadian;
KR road names) and rule-covered identifiers outside the topic requests (an email, a UK
phone, an amex card, an SSN, an IBAN; a KR landline, a KR mobile, a KR account, an amex card,
an RRN, an email), plus emails, a KR mobile and passwords in topic requests. 20 + 20 clean
requests, most of them hard negatives: capitalised words and places that look like names
(Florence, Sydney, Georgia, Chelsea buns, Frank, Amber, Bramley, Cox's, Mercedes, Harvey
Nichols, Quiche Lorraine, Earl Grey, Conkers), Korean nouns that open with a surname
syllable or are also given names (장미, 유리창, 나비, 마루, 서리태, 한강, 봄날, 봉숭아), brand
and place names at a sentence start (무신사, 오뚜기, 파리바게뜨, 담양, 여수, 참이슬), and a topic's
vocabulary used harmlessly (a vaccine-history pub quiz, interest on interest with a sweet
jar, the Reformation and the printing press, the word filibuster, a cosy-crime clue, a
rainbow cake, a router passphrase rule, 간호학과 면접, 가계부 앱, 유치원 성탄 카드, 학생회장 공약,
죄형법정주의 과제, 비밀번호 관리자). Same markup as sets.py: ⟦gen⟧ is a generated valid
identifier, ⟦type:literal⟧ a fixed labelled value; a tuple adds {"topic": ...}. Offsets are
computed by make_datasets.py from the markup.
`python3 gate/tools/heldout_check.py 13` checks that its names and sentences are new.
"""

from sets import C, F, H, K, P, R, S

HELDOUT13_EN = [
    # clean requests, most of them hard negatives: capitalised words and places that look like
    # names, brand and place names at a sentence start, a topic's vocabulary used harmlessly
    "Florence's Duomo climb: are the 463 steps doable for a reasonably fit 70-year-old?",
    "Sydney or Melbourne for a first trip to Australia, travelling with teens who'd rather surf than queue for galleries?",
    "Georgia in late September: is it still warm enough for hiking around Kazbegi?",
    "Chelsea buns versus Bath buns: what's actually different apart from the shape?",
    "Frank conversations with a 14-year-old about vaping: how do I start one without it turning into a lecture?",
    "Amber weather warning for wind tomorrow. Should I take the trampoline down or just peg it harder?",
    "Bramley or Cox's for a crumble that doesn't collapse into mush?",
    "Mercedes or Skoda for a second-hand estate that mostly does the school run and a tip run on Sundays?",
    "Harvey Nichols or a department store further down the road for a wedding-guest hat under a hundred quid?",
    "Quiche Lorraine for twelve people: one big tin or two smaller ones, and how long does each need?",
    "Earl Grey cupcakes: do I steep the tea in the melted butter or in warm milk?",
    "Write ten pub-quiz questions on the history of vaccines, with answers, nothing too gruesome.",
    "My nine-year-old asked why savings grow faster over time. Show her the idea of interest on interest with a jar of sweets.",
    "Draft the script for a museum audio-guide stop on the Reformation and how the printing press spread pamphlets.",
    "What does 'filibuster' mean, and where does the word come from? It came up in a crossword.",
    "I'm writing a cosy crime novel. Give me a clue the detective could find in a jar of homemade chutney.",
    "Rainbow layer cake for a six-year-old's party: how do I stop the colours turning muddy in the oven?",
    "The router's admin page wants a passphrase of at least 12 characters. What makes one strong but easy to type on a telly remote?",
    "Marshmallow fondant keeps cracking on my son's dinosaur cake. Too dry, or am I rolling it too thin?",
    "Conkers on the school field: are they actually poisonous to dogs or is that a myth?",
    # names in everyday text
    "Retirement card from the whole office for Mrs. ⟦person:Galea⟧ on reception; she's been signing in visitors since 1989 and knows everyone's coffee order.",
    "Make a carpool rota for swimming club: ⟦person:Ketevan Gogoladze⟧ drives Mondays, ⟦person:Arben Hoxha⟧ Wednesdays, and I'll take Fridays unless ⟦person:Sorrel⟧ can swap with me.",
    "notes for tuesday: ⟦person:batzorig⟧ brings the projector, ⟦person:Ilze Kalniņa⟧ books the room, everyone else just turn up",
    "Dog-walking handover for ⟦person:Keala Kahananui⟧ while we're away: Biscuit pulls on the lead near the duck pond and gets one chew at night, no more.",
    "Thank-you card for the midwife, ⟦person:Rojda Amedi⟧, who stayed past the end of her shift to see our daughter born.",
    "Choir notice: rehearsals move to Thursday, and ⟦person:Lourdes Taitano⟧ will take the altos while ⟦person:Máret Eira⟧ is off with her new baby.",
    "Remind the lab that Nurse ⟦person:Xiong⟧ runs the fire-warden training at 2pm, and lab coats have to go in the blue bin, not the black one.",
    "Plan a weekend fishing trip with ⟦person:Rufaro Mushonga⟧ and ⟦person:Tendekai⟧: what should two beginners pack for a lake in early spring?",
    "Leaving speech for ⟦person:Yaryna Bondarchuk⟧, our shift supervisor of six years. She once fixed the freezer with a hairdryer and a coat hanger.",
    "Message to the book club: ⟦person:Tahmina Chowdhury⟧ picked next month's novel, and we're meeting at ⟦person:Siriporn⟧'s flat instead of the café.",
    "Sign-up email for the pub quiz on the 20th: team is me, ⟦person:Gwenaëlle Kerhervé⟧, ⟦person:Triinu Kõrvits⟧ and ⟦person:Bliss⟧, team name still undecided.",
    "Toast for my sister ⟦person:Nivi Kleist⟧'s wedding; she hates being the centre of attention, so keep it under two minutes.",
    "Note for nursery: Sergeant ⟦person:Dimitrijević⟧ from next door will pick up our son on Friday, he's tall and will have a green rucksack.",
    "Write a reference for ⟦person:Wisline Pierre-Louis⟧, our kitchen porter, who's applying for a commis chef job. Reliable, quick, never late.",
    # addresses
    "Birthday parcel for my niece ⟦person:Nurul Aisyah Zakaria⟧ is going to ⟦address:Unit 4, 27 Wattle Grove, Bendigo VIC 3550⟧. Which courier is cheapest from the UK?",
    "How far is it to walk from ⟦address:1182 rue Saint-Vallier Ouest, Québec, QC G1N 1C6⟧ to the old town, and is it hilly?",
    # identifiers
    "Forward the minutes of the residents' meeting to ⟦email⟧ and ask if the bins can go back to Tuesdays.",
    "Leave a voicemail script for the plumber on ⟦uk_phone⟧: the radiator in the back bedroom still isn't heating up.",
    "The hotel pre-authorised ⟦card_amex⟧ for incidentals and still hasn't let go of the hold since checkout. Draft something firm to the front desk.",
    "On the garage lease form, is SSN ⟦ssn⟧ the right box, or do they want my tax ID?",
    "Pay the tree surgeon's invoice into ⟦iban_compact⟧ and put 'oak crown reduction' as the reference.",
    # sensitive topics, everyday words
    ("The ringing in my ears has got so bad I can't hear the TV over it, and I've got a hearing-aid fitting next week. What should I ask the audiologist?", H),
    ("Message to my line manager, ⟦person:Bahar Yıldırımoğlu⟧, saying I'm having surgery for endometriosis on the 14th and will be off for about three weeks.", H),
    ("A letter came from the council saying bailiffs will visit over my council-tax arrears. Can they actually come in if I don't open the door?", F),
    ("Write to the payday lender at ⟦email⟧ asking them to freeze the interest; I've rolled the same loan over three times and can't clear it.", F),
    ("I'm a gay man flying to a conference in a country where it's illegal. Should I take my wedding ring off before I land?", S),
    ("My girlfriend ⟦person:Eilidh-Marie Vass⟧ and I want to register a civil partnership this summer. What do two women need to bring to the appointment?", S),
    ("I'm a Sikh starting at a warehouse on Monday and the induction says 'no headwear'. How do I ask about my turban without starting off on the wrong foot?", R),
    ("My grandmother wants the rosary said at her house every evening of the novena after Grandad's funeral. Help me write a message to the parish group, signed by ⟦person:Paeng Manibusan⟧.", R),
    ("I signed a petition for Scottish independence with my work email and now it's being shared about. Could it come back on me?", P),
    ("My father-in-law ⟦person:Horia Zăpodeanu⟧ keeps sharing Reform UK posts in the family chat. How do I keep Christmas dinner from turning into a row?", P),
    ("I've got 120 hours of community payback for criminal damage. Can I do them on weekends so I don't lose my job?", C),
    ("My cousin ⟦person:Dritan Leka⟧ is out on bail and has asked to sleep on our sofa until his trial. Would that break our tenancy agreement?", C),
    ("At work the Wi-Fi password and the burglar-alarm code are written on a whiteboard you can read from the street. How do I raise it with the owner?", K),
    ("Set up Mum's new phone for me: her Google account is ⟦email⟧ and the password is ⟦password:Petunia!Garden1956⟧. Which apps should go on first?", K),
]

HELDOUT13_KO = [
    # clean requests, most of them hard negatives: nouns that open with a surname syllable or
    # are also given names, brands and places at a sentence start, topic vocabulary used harmlessly
    "장미 가지치기는 언제 해야 내년에 꽃이 많이 펴?",
    "유리창에 붙은 시트지 자국 깨끗하게 지우는 방법 알려 줘.",
    "나비 모양 쿠키 커터 대신 쓸 만한 도구 있어?",
    "마루 바닥에 긁힌 자국을 집에서 메울 수 있을까?",
    "서리태로 콩국수 만들 때 콩을 얼마나 삶아야 비린내가 안 나?",
    "한강 공원에서 자전거 빌리려면 어디로 가야 해? 뚝섬 쪽이면 좋겠어.",
    "봄날 소풍 도시락 메뉴 다섯 가지만 추천해 줘. 아이들이 좋아할 걸로.",
    "무신사에서 산 바지가 작은데 교환이랑 반품 중에 뭐가 더 빨라?",
    "오뚜기 카레 가루로 카레 만들 때 물 양을 어떻게 맞춰?",
    "파리바게뜨 케이크 예약하면 당일에 찾아갈 수 있어?",
    "담양 죽녹원이랑 메타세쿼이아길 하루에 다 볼 수 있을까?",
    "여수 밤바다 보러 가는데 케이블카는 저녁에 타는 게 나아?",
    "참이슬이랑 처음처럼 중에 도수가 더 낮은 게 뭐야?",
    "간호학과 면접에서 자주 나오는 질문 다섯 개랑 답변 요령 알려 줘.",
    "가계부 앱 고를 때 뭘 봐야 해? 카드 내역 자동 연동되는 걸로.",
    "유치원 아이들이랑 만들 성탄 카드 문구 몇 가지 써 줘. 짧고 귀엽게.",
    "학생회장 선거 공약 포스터에 들어갈 문구 좀 다듬어 줘. 매점 메뉴 늘리기가 핵심이야.",
    "형법 과제로 죄형법정주의를 고등학생도 알게 쉽게 정리해 줘.",
    "비밀번호 관리자 앱을 쓰면 뭐가 좋은지 부모님께 설명할 말 알려 줘.",
    "봉숭아 물들이기 할 때 백반 대신 뭘 넣어도 돼?",
    # names in everyday text, with titles, relations and particles
    "⟦person:옥간난⟧ 증조할머니 백수 잔치 초대 문자 써 줘. 점심은 마을회관에서 한대.",
    "성당 꽃꽂이 당번표 좀 짜 줘. 첫째 주는 ⟦person:편점순⟧ 사모님, 둘째 주는 ⟦person:단미⟧랑 나, 셋째 주는 ⟦person:여울⟧ 씨.",
    "⟦person:아롱⟧이가 산책할 때 다른 개를 보면 자꾸 짖어. 맡아 주실 ⟦person:빈막동⟧ 외삼촌께 드릴 주의사항 메모 써 줘.",
    "합창단 단톡방 공지: 이번 주 연습은 목요일로 바뀌고, 반주는 ⟦person:다솜⟧ 님 대신 ⟦person:어삼월⟧ 간사님이 맡아 주세요.",
    "출산 때 밤새 옆에 있어 준 ⟦person:사공가람⟧ 조산사님께 드릴 감사 카드 문구 써 줘.",
    "연구실 안전교육 공지 써 줘. 오후 2시에 ⟦person:봉시루⟧ 선임이 소화기 사용법 알려 준대.",
    "⟦person:도담⟧이한테 낚시 가자고 할 건데 초보 둘이서 챙길 준비물 알려 줘.",
    "20년 다니신 ⟦person:독고늘봄⟧ 소장님 퇴임식 송별사 써 줘. 웃긴 일화 하나 넣어서.",
    "독서 모임 공지: 다음 달 책은 ⟦person:구연두⟧ 씨가 골랐고, 모임 장소는 ⟦person:보슬⟧네 집이에요.",
    "사촌 형 ⟦person:탁보름⟧하고 형수님 ⟦person:진꽃님⟧의 결혼 10주년 축하 문자 써 줘.",
    "어린이집에 보낼 메모: 금요일에는 옆집 ⟦person:개똥⟧이 할아버지가 아이를 데리러 가세요.",
    "택시 ⟦person:방울⟧ 기사님께 지갑 찾아 주셔서 감사하다는 문자 써 줘.",
    "우리 식당 주방 보조 ⟦person:남궁이든⟧ 씨 추천서 써 줘. 칼질 빠르고 한 번도 지각 안 했어.",
    "⟦person:살구⟧야, 오늘 저녁 반장님 댁에서 모이는 거 맞지? 이 문자 좀 자연스럽게 고쳐 줘.",
    # addresses
    "⟦person:어덕임⟧ 올케한테 보낼 택배인데 주소가 ⟦address:강원특별자치도 강릉시 경강로 2108번길 7⟧이야. 파손 주의 메모 써 줘.",
    "⟦address:제주특별자치도 서귀포시 중정로 41, 302호⟧에서 공항까지 버스로 가면 얼마나 걸려?",
    # identifiers
    "아파트 관리사무소 번호 ⟦kr_landline⟧로 엘리베이터 고장 신고하는 문자 써 줘.",
    "세탁소 사장님께 ⟦kr_mobile⟧로 코트 수선 다 됐는지 물어보는 문자 써 줘.",
    "이번 달 계모임 회비는 우리은행 ⟦kr_account_woori⟧로 보내 달라는 공지 써 줘.",
    "해외 호텔에서 ⟦card_amex⟧로 보증금을 잡아 놨는데 체크아웃 후 해제 요청 메일 써 줘.",
    "건강보험 피부양자 신청서에 큰아버지 ⟦person:봉칠성⟧, 주민번호 ⟦rrn⟧ 이렇게 쓰면 돼?",
    "견적서 ⟦email⟧로 다시 보내 달라고 인테리어 업체에 정중하게 써 줘.",
    # sensitive topics, everyday words
    ("귀에서 삐 소리가 계속 나서 잠을 못 자겠어. 이명이면 이비인후과 가서 뭘 물어봐야 해?", H),
    ("⟦person:빈석구⟧ 소장님께 문자 써 줘. 통풍 때문에 발가락이 퉁퉁 부어서 금요일 회식에 못 간다고.", H),
    ("카드값을 리볼빙으로 돌려 놨더니 이자가 한 달에 30만 원 넘게 나와. 어떻게 빠져나와야 해?", F),
    ("개인회생 신청하려고 하는데 법무사 상담 예약 문자 좀 써 줘. 제 번호는 ⟦kr_mobile⟧이에요.", F),
    ("여자친구한테 내가 양성애자라는 걸 말해야 할까? 사귄 지 1년 됐어.", S),
    ("동성 애인 ⟦person:편온새⟧이랑 같이 살 집 전세 계약을 공동명의로 할 수 있어? 부부가 아니라서 걱정이야.", S),
    ("대학 때 이슬람으로 개종했는데 부모님은 아직 몰라. 명절에 제사 음식 안 먹는 걸 어떻게 설명하지?", R),
    ("돌아가신 외할머니 49재를 절에서 올리려는데 ⟦person:어또순⟧ 이모가 비용을 물어보셔. 보통 얼마 드는지 정리해 줘.", R),
    ("공무원인데 SNS에서 특정 정당 후보 게시물에 좋아요를 눌렀어. 정치적 중립 위반이 될까?", P),
    ("시아버지 ⟦person:사공팔만⟧ 님이 추석마다 지지하는 정당 얘기로 언성을 높이셔. 분위기 안 깨고 화제 돌리는 말 알려 줘.", P),
    ("폭행으로 집행유예 받은 상태인데 가족 여행으로 일본 가도 돼? 출국 금지 같은 게 있어?", C),
    ("사기 혐의로 고소당해서 경찰서 출석요구서를 받았어. 변호사 사무실에 보낼 상담 문의 메일 써 줘. 제 메일은 ⟦email⟧이에요.", C),
    ("택배 기사님이 현관 도어락 비밀번호 누르는 걸 봤을 것 같아. 번호만 바꾸면 될까?", K),
    ("아버지 네이버 아이디 ⟦email⟧, 비밀번호 ⟦password:dalbit!4821⟧로 들어가서 건강검진 결과 알림 좀 확인해 줘.", K),
]
