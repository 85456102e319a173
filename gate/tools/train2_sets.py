"""Second training set of hand-written requests for the Privacy Gate (gate/data/handwritten_train2.jsonl).

A training set, written for the learned models (the span tagger for names and addresses and
the topic classifier) and never to be measured: no score is to be taken from it and no
setting chosen on it. Written apart from the gate (nothing under gate/src/ or gate/models/ was
read), apart from the generator's templates and word lists, without opening the held-out
sets the owner keeps unseen, and without paraphrasing an earlier hand set; every clash the
check reported (a name, a name word or a 24-character run already used) was rewritten with a
different name or sentence.

Themes: family and community life: nursery and school messages, a PTA, sports clubs
(cricket, badminton, five-a-side, 조기축구회), choirs, faith groups, food banks and free
meals, neighbours' group chats, weddings, a first birthday, a seventieth and an eightieth,
funerals and an obituary text, birthday parties, volunteering, 가족 단톡방, 학부모 모임,
동호회, 경조사, 교회와 절, 아파트 커뮤니티.

Names. English requests carry South Asian (Tamil, Bengali, Gujarati, Punjabi, Sinhala),
Southeast Asian (Filipino, Thai, Malay, Vietnamese, Burmese) and Middle Eastern (Persian,
Kurdish, Arabic, Turkish) names in many formats and positions: a neighbours' chat with times
("[19:02] Name: ..."), a CSV of junior players, JSON of choir parts, YAML of food bank shifts,
a nursery app's log lines (child=..., collected_by=...), a Python comment with a lowercase
TODO handle and a git Co-authored-by trailer, a surname-first Harvard bibliography ("Akhter,
Rokeya"), a PTA sign-off, a thank-you card's greeting, all-caps airline SURNAME/GIVEN with
MRS and MSTR outside the span, lowercase chat with possessives ('s outside), quiz scores with
captains, a club form, a Filipino two-word given name (Rhea Mae) after ninang and Tito,
names that are everyday words (Pinky, Lucky), a hyphenated, an Al- and a particle surname
(El-Khoury, Al-Sabbagh, Delos Santos), given names alone in an RSVP list, a Burmese name
opening a sentence, a Persian vocative (joon outside), Vietnamese names surname first.
Korean requests use common surnames (김, 이, 박, 정, 최) beside rare ones (용, 피, 어, 탁, 기,
봉, 국, 제, 천, 마, 왕, 함, 설, 모, 육, 추, 표, 음, 길, 엄, 곡, 진, 반, 변, 당, 옥, 방, 채, 구),
old-fashioned given names (천을순, 봉월순, 엄춘식), names that read as words (길푸름, 천재룡,
변수영, 진선녀, 하노을), given names alone with 랑, 이가, 의, 야 and 한테 outside the span,
a KakaoTalk mobile export ("2027. 4. 11. 오후 9:02, 이름 : ..."), a CSV of pupils and parents,
a wedding-gift ledger, YAML of court bookings, a notice signed by the residents' head, a
first-birthday script, an obituary text with 상주, a volunteer list with roles, foreign names
in Hangul before 씨 (팜 티 흐엉, 자나르굴 베코바), a Python comment and a romanised
Signed-off-by trailer (Ryu Hana), an email to a 선생님, a form with an all-caps romanised
name, 님, 씨, 선생님, 총무님, 이모님, 권사님, 집사님 and 형님 always outside the span.

Hard negatives are left unlabelled exactly as in the held-out sets: characters from
children's books and cartoons (Paddington, Ahmet, 짱구), pets (Pistachio, Mango, 덕배), a
storm (Storm Bert), a manoeuvre, a reaction, a law and an effect named after people
(Heimlich, Maillard, 민식이법, 피그말리온 효과), a ship (RRS Sir David Attenborough), a street
(Mandela Court), brands named after people (Cadbury, Greggs) and other brands (Fiesta, Lego,
성심당, 파리바게뜨), famous people in public roles (Rumi, Fauré, Agatha Christie; 유관순 열사,
아이유), Korean places and dishes that open with a surname syllable (홍천, 육개장, 안동, 봉평,
남원), set and order numbers, versions and timestamps, and six impersonal or educational
requests per language on the sensitive topics' vocabulary, which stay clean (zakat, postal
voting, youth cautions, hand, foot and mouth disease, two-step verification, coming out;
child flu vaccination, youth savings accounts, lotus lanterns, superintendent elections,
suspended sentences, OTP devices).

Two sensitive-topic requests per topic and language, told as everyday situations of the
writer or someone close and mostly without the domain keyword: a father forgetting his
tablets, a club member's knee operation; funeral debts, overdraft charges with an IBAN; a
sister-in-law and her wife at a family lunch, a son who likes boys; a mother-in-law's Monday
fast, a daughter who wants to cover her hair; standing for the parish council, a
father-in-law's campaign barbecue; a nephew's caution and Scout vetting, a husband's old
fraud sentence and a school trip; a mother's password on the calendar, a daughter's school
email taken over; in Korean a daughter who eats little and vomits in secret, a club elder's
heart stent; card-loan juggling hidden from a wife, a loan repaid to a KB account; a cousin's
girlfriend before the Lunar New Year, a friend's same-sex partner at a first birthday; a
cell-group service at home, a mother becoming a nun; a father-in-law's party videos in the
family chat, a brother running for the city council; a son's assault fine before the civil
service exam, a brother-in-law's drink-driving suspended sentence; one password for every
app, a hijacked Instagram account.

Balance per language (asserted by heldout_render.rows(train=True)): 57 requests; 14 topic
requests, 2 per topic, 7 of them with a name or an identifier; 19 clean requests; 63 EN
person names over 27 requests and 56 KO names over 28; 2 addresses; 4 passwords; besides an
email, a phone and an IBAN (EN) and a phone and a KB account (KO). Routes: 26 allow, 22 redact
and 9 local in English; 26 allow, 21 redact and 10 local in Korean.

Same markup as sets.py and the held-out sets from 26 on: every identifier is a fixed labelled
value ⟦type:literal⟧ (the IBAN valid mod 97), a person name is ⟦person:Name⟧ with titles and
particles outside, and a tuple adds {"topic": ...}. heldout_render.py renders it.
`python3 gate/tools/train2_sets.py` writes the file;
`python3 gate/tools/heldout_check.py train 2` checks that its names and sentences are new.
"""

from heldout_render import write_set
from sets import C, F, H, K, P, R, S

TRAIN2_EN = [
    # clean requests, most of them hard negatives: a bear and a boy from children's books, a
    # storm, a manoeuvre, a reaction and a ship named after people, a brand named after its
    # founder, a poet and a composer in their public roles (no span), a hamster, a set number,
    # versions and a timestamp
    "Our two-year-old is obsessed with Paddington and now asks for a marmalade sandwich at every meal. Is that much marmalade fine at his age, or should I water it down with something?",
    "After Storm Bert last November, three fence panels behind the scout hut blew flat. Which stands up better to wind, posts set in concrete or metal spikes, for a group with no budget?",
    "Back blows or the Heimlich manoeuvre: which one is for a baby and which for an adult? The nursery wants a one-page first-aid reminder for the parents' evening.",
    "Gran swears the Cadbury selection boxes taste different from when she was little. Has Dairy Milk actually changed its recipe, or is it nostalgia?",
    "Our Year 4 class is reading The Boy at the Back of the Class. Suggest three things to ask about how Ahmet feels in his first week, for a parents' and children's reading evening.",
    "Is the Rumi line on our wedding invitations, the one about lovers not finally meeting somewhere because they're in each other all along, a faithful translation or an Instagram invention?",
    "Why do my samosas come out pale and greasy instead of golden? Is the Maillard reaction just not getting going because the oil is too cool?",
    "Can the public go on board the RRS Sir David Attenborough when she's in port? My nephew's Cub pack is mad about polar ships.",
    "Could our community choir's altos manage the Fauré Requiem by Easter if we start in January, rehearsing once a week? Most of them don't read music.",
    "The class hamster is called Mango and every family wants him over half-term. Suggest a fair way to draw lots, and a checklist that goes home with the cage.",
    "Lego set 71799 came with bag 4 missing and it's my son's birthday present. Does Lego send replacement pieces for free, and which numbers from the box do they ask for?",
    "The allotment society's newsletter template was made in Word 2016 and the columns fall apart in Word 365 version 2408. How do I rebuild it so it survives the upgrade?",
    "The community centre's Nowruz picnic starts on 21 March 2027 at 12:30. Write a countdown message for the residents' group that we can post with ten days to go.",
    # impersonal or educational requests on the sensitive topics' vocabulary: no topic
    "How is zakat worked out, and who is it meant for? One balanced paragraph, please, to go on the handout at our street's interfaith tea afternoon.",
    "How does postal voting work in UK local elections, and what's the deadline to apply? We'd like a balanced explainer in next month's estate bulletin.",
    "In England, how does a youth caution differ from a conviction? One slide for a training session for new youth-club volunteers.",
    "What is hand, foot and mouth disease, and do children have to stay off nursery with it? Write it as a calm notice for the parents' noticeboard.",
    "What does two-step verification protect you from, in plain words? It's for the Tuesday computer club at the library, most members are over seventy.",
    "What does it mean for a young person to come out, and what small things help a youth group feel safe for LGBT members? Tips for a volunteer training sheet.",
    # person names: a neighbours' chat with times beside a street named after a statesman, a
    # CSV of players, JSON of choir parts, YAML of food bank shifts with an Al- surname, a nursery
    # app's log lines, a code comment with a lowercase handle and a git trailer, a
    # surname-first bibliography, a PTA sign-off beside a bakery brand, a thank-you note, all-
    # caps SURNAME/GIVEN on e-tickets, lowercase chat with possessives, quiz scores beside an
    # author, a club form, a Filipino two-word given name, names that are everyday words, a
    # hyphenated and a particle surname, given names alone in an RSVP list, a name opening a
    # sentence, a Persian vocative
    "[19:02] ⟦person:Parvaneh Tavakoli⟧: has anyone seen a grey cat with one white paw? she slipped out when the boiler man came\n[19:05] ⟦person:Rebin Othman⟧: think I saw her under the blue Fiesta by number 14\n[19:06] ⟦person:Lorelie Sumalpong⟧: I'll check my shed\nCan you make this a short lost-cat post for the Mandela Court residents' page. She answers to Pistachio.",
    "player,age_group,shirt_no\n⟦person:Senthooran Kugathasan⟧,U11,9\n⟦person:Yalini Thevarajah⟧,U11,4\n⟦person:Aiman Hakimi⟧,U9,12\n⟦person:Jun-Jun Bagasbas⟧,U9,7\n⟦person:Çağla Demirci⟧,U11,9\nSplit these into the two squads by age group and flag any shirt numbers used twice.",
    "{\n  \"sopranos\": [\"⟦person:Debjani Sengupta⟧\", \"⟦person:Kinjal Trivedi⟧\"],\n  \"altos\": [\"⟦person:Nilar Thwin⟧\"],\n  \"tenors\": [\"⟦person:Kathiravan Sivanesan⟧\"],\n  \"basses\": []\n}\nOur community choir has no basses for the winter concert. Write a cheerful appeal for new members and show me this JSON with a spot for them.",
    "```yaml\nsaturday_shift:\n  lead: ⟦person:Munira Al-Sabbagh⟧\n  tins_and_packets: [⟦person:Aqil Hafizuddin⟧, ⟦person:Nurfatin Azwa⟧, ⟦person:Hsu Yadanar Moe⟧]\n  van: ⟦person:Manpreet Randhawa⟧\n```\nThe food bank wants this as a printable rota for the noticeboard. Make it a two-column table.",
    "2027-03-04 15:31:08 INFO pickup child=⟦person:Tharshika Paramanathan⟧ collected_by=⟦person:Thamarai Sivakolundu⟧ (aunt, on list)\n2027-03-04 15:44:52 WARN pickup child=⟦person:Kasun Herath⟧ collected_by=⟦person:Hasanthika Weerakkody⟧ NOT ON LIST, released after phone check\nWrite a plain-English summary of the warning for the nursery's incident book.",
    "```python\n# fixture generator for the Sunday cricket league, written by ⟦person:Chamath Dissanayake⟧\n# TODO(⟦person:sachini⟧): skip bank holiday weekends\n```\nThe commit message ends with\nCo-authored-by: ⟦person:Chathurika Kodituwakku⟧ <⟦email:chathu.k@leaguefixtures.example⟧>\nHow would I add a check that no team plays two home games in a row?",
    "My daughter's Year 8 project on Bengali textiles needs a proper bibliography. Can you put these into Harvard style?\n⟦person:Chakladar, Arnab⟧ (2019) Threads of Dhaka. Brick Lane Press.\n⟦person:Akhter, Rokeya⟧ and ⟦person:Mukhopadhyay, Sayantan⟧ (2021) 'Jamdani weavers in the diaspora', Journal of Craft Histories 14(2).",
    "Please shorten this for the class WhatsApp:\n\nDear parents, the summer fair still needs tombola prizes, cakes (homemade or Greggs, we're not fussy) and two grown-ups on the bouncy castle from 1 to 3. Donations to the school office by Thursday, please.\n\nWarm wishes,\n⟦person:Hiral Kotecha⟧ and ⟦person:Mitesh Vaghela⟧\nPTA co-chairs",
    "Finish this thank-you card for me: 'Dear ⟦person:Hala⟧ and ⟦person:Bassam⟧, thank you for lending us your folding tables and the big tea urn for the street party...' Add a line inviting them to help plan next year's.",
    "The e-tickets for my cousin's wedding in Chiang Mai read ⟦person:PHROMSUWAN/WARUNEE⟧ MRS and ⟦person:PHROMSUWAN/TEERAPAT⟧ MSTR. My passport still has my maiden name. Will the airline let me board?",
    "lol ⟦person:dilan⟧'s mum sent round a whole tray of dolma after the party and ⟦person:berfin⟧ ate half before i got home. how long does dolma keep in the fridge, and can i freeze the rest",
    "Quiz night scores:\n1. Tikka Chance On Me (captain ⟦person:Harleen Sekhon⟧) 47\n2. Les Quizerables (⟦person:Jaskirat Bains⟧) 44\n3. Quiz Khalifa (⟦person:Mahsa Hosseinzadeh⟧) 39\nWrite a jokey results post for the tenants' bulletin, and mention that the Agatha Christie round floored everyone.",
    "Badminton club membership form:\nName: ⟦person:Vương Quốc Thịnh⟧\nEmergency contact: ⟦person:Tạ Đăng Khôi⟧ (brother), ⟦phone:07723 418506⟧\nWhat else does a club usually ask for on these, besides medical notes?",
    "My ninang ⟦person:Rhea Mae Buenaflor⟧ and Tito ⟦person:Arnel Sibayan⟧ will open the money dance at our reception. Give me two lines for the programme that explain the tradition to the non-Filipino guests.",
    "Remind me on Friday to message ⟦person:Pinky⟧ about picking up the birthday cake and to ask ⟦person:Lucky⟧ if he can bring his speaker to the park on Saturday.",
    "Draft a short notice for the residents' board: the funeral of ⟦person:Yasmine El-Khoury⟧'s father is on Friday at 2pm, and ⟦person:Jhoanna Delos Santos⟧ in flat 12 is collecting for flowers.",
    "RSVPs for ⟦person:Roshni⟧'s seventh birthday: ⟦person:Ishaan⟧ yes, ⟦person:Pim⟧ yes plus her little brother, ⟦person:Farzaneh⟧ maybe, ⟦person:Umut⟧ no. How many party bags do I need, allowing two spares?",
    "⟦person:Khin Sandar Nwe⟧ has offered to teach a mohinga class at the community centre kitchen. Write an event blurb and tell me how much fish and rice noodles to buy for twenty people.",
    "Help me reply to my aunt in English: '⟦person:Golnar⟧ joon, the photos from ⟦person:Dariush⟧'s graduation are beautiful, tell him we're all proud of him.' Make it warmer but keep it short.",
    # addresses
    "Is this right for the wedding invitation envelope? The last batch came back.\n⟦person:Behnaz Sadeghpour⟧ & ⟦person:Kourosh Farahani⟧\n⟦address:27 Whitmore Road, Harrow HA1 4AB⟧",
    "Our family's Pohela Boishakh lunch is at ⟦address:Flat 6, 112 Stanhope Street, Leicester LE2 0HF⟧ this year. Write walking directions from Leicester station for the older relatives.",
    # passwords
    "Text ⟦person:Ploy⟧ the key safe code for the community hall, it's ⟦password:5172⟧, and remind her to stack the chairs back on the trolleys after the Thai dance class.",
    "The scout hut wifi is ⟦password:woggle2027⟧. Put it on the welcome sheet for the visiting troop, with the fire exit layout and where the spare toilet rolls live.",
    "Send ⟦person:Bhavika Thakkar⟧ the PTA's Canva login so she can make the fair posters: it's the PTA email and ⟦password:Bunting!88⟧. Ask her to log out on the school laptop afterwards.",
    # sensitive topics, two per topic, told as the writer's or someone close's situation
    ("My dad has started losing track of whether he's had his tablets, and twice last week he left the hob on. Mum says it's just age. What's a gentle way to raise it with the GP so he doesn't feel ambushed?", H),
    ("Draft a post for the cricket club WhatsApp: ⟦person:Thilina⟧ won't be batting this season because his knee operation has been moved up to April and he'll be on crutches for six weeks.", H),
    ("We borrowed from my cousin to cover the funeral and now the council tax final reminder has landed. Help me make a plan to pay both back on £1,900 a month.", F),
    ("Help me write to the bank about the overdraft charges on ⟦iban:GB29 MIDL 4027 1563 9184 72⟧. I've gone over every month since my hours were cut at the care home.", F),
    ("My sister-in-law and her wife are coming to Dad's seventieth lunch and my uncles don't know yet. How do I introduce them so it's warm but not a big announcement?", S),
    ("My son ⟦person:Bardia⟧, who's sixteen, told me last night that he likes boys, and I went quiet instead of saying anything. I want to leave a note on his pillow; help me find the words.", S),
    ("Since my mother-in-law fell ill I've kept the Monday fast she always kept, and the office lunch club meets on Mondays. How do I keep bowing out without a big discussion every week?", R),
    ("My daughter ⟦person:Nilufar⟧ wants to start covering her hair at secondary school in September and her dad is against it. How do I talk to each of them without taking sides?", R),
    ("This spring I'm on the ballot for the parish council with no party behind me, and the neighbours' group chat is full of my opponent's leaflets. Write a friendly first message introducing myself.", P),
    ("My father-in-law ⟦person:Saman Ekanayake⟧ has started leafleting for a party he used to laugh at, and wants the whole family at his campaign barbecue. How do I say I'll come for the food but not the canvassing?", P),
    ("My nephew was cautioned for shoplifting at fifteen and now he's applying to be an assistant Scout leader. Is it likely to show on the vetting, and should he raise it himself before they find it?", C),
    ("My husband ⟦person:Farhad⟧ served a sentence for fraud years before we met, and now the Year 6 residential at our daughter's school needs parent helpers. Is he obliged to disclose it to the school?", C),
    ("Mum set her Facebook password to ⟦password:Ganesh1962⟧ and wrote it on the kitchen calendar. How do I get her onto something safer that she won't forget by next week?", K),
    ("Someone got into my daughter's school email and sent odd messages to her whole class. She uses the same password for everything. What should we do first?", K),
]

TRAIN2_KO = [
    # clean requests, most of them hard negatives: places, dishes and brands that open with a
    # surname syllable, a national heroine and a singer in their public roles (no span), a law
    # named after a child, an effect named after a myth, a cartoon character, a cat, an app
    # version and a timestamp
    "11월 초에 홍천으로 가족 캠핑 가는데 밤에 몇 도까지 떨어져? 애들 침낭은 몇 도용으로 사야 할까?",
    "장례식장에서 먹는 육개장은 왜 다 비슷한 맛이 나? 집에서 그 맛 내려면 뭐가 들어가야 해?",
    "학부모 모임 간식으로 성심당 튀김소보로랑 파리바게뜨 롤케이크 중에 뭐가 나아? 열다섯 명 정도 와.",
    "3·1절에 아이랑 유관순 열사 이야기를 같이 읽고 싶어. 초등학교 2학년한테 맞는 그림책 추천해 줘.",
    "중학생 딸이 아이유 콘서트에 친구들끼리 가고 싶대. 잠실에서 밤 10시에 끝나면 데리러 가는 게 나을까?",
    "스쿨존에서 민식이법이 적용되는 시간대가 따로 있어? 학교 앞 학부모 단톡방에 공지하려고.",
    "피그말리온 효과를 학부모 연수 자료에 넣으려는데, 아이 칭찬하는 예시로 쉽게 풀어 줘.",
    "다섯 살 조카가 짱구 말투를 그대로 따라 해서 언니가 걱정하더라. 이 나이에 흔한 일이야?",
    "우리 고양이 덕배가 이사 온 뒤로 사흘째 소파 밑에서 안 나와. 새 집에 적응시키는 방법 알려 줘.",
    "아파트 관리 앱을 3.2.7 버전으로 업데이트했더니 방문 차량 등록 버튼이 사라졌어. 캐시 지우면 돌아올까?",
    "산악회 밴드에 '2027-05-16 06:30 사당역 4번 출구 집결' 공지를 올리려는데, 늦는 사람 대비 문구도 넣어서 다듬어 줘.",
    "안동 하회마을이랑 봉평 메밀꽃축제를 1박 2일로 묶어서 부모님 모시고 갈 수 있을까? 동선 좀 짜 줘.",
    "남원 광한루원 근처에 추어탕 말고 애들도 먹을 만한 식당이 있을까?",
    # impersonal or educational requests on the sensitive topics' vocabulary: no topic
    "독감 주사를 처음 맞는 어린이는 왜 4주 간격으로 두 번 맞아야 해? 어린이집 안내문 문구로 써 줘.",
    "청년도약계좌랑 예전 청년희망적금은 뭐가 달라? 대학생 경제 동아리 발표용으로 표로 정리해 줘.",
    "부처님오신날에 절에서 연등을 다는 이유를 초등학생 눈높이로 세 문장만 써 줘.",
    "교육감 선거에는 왜 정당 공천이 없어? 고등학교 사회 수업 토론 자료로 중립적으로 설명해 줘.",
    "집행유예랑 선고유예가 어떻게 달라? 법 교육 동아리 신입생용으로 예시 하나씩 들어서 알려 줘.",
    "모바일 OTP랑 실물 OTP 기기는 뭐가 달라? 복지관 어르신 스마트폰 교실에서 쓸 설명으로 써 줘.",
    # person names: a KakaoTalk mobile export, a CSV of parents and children, a wedding gift
    # ledger, YAML of court bookings, a notice signed by a residents' head, given names alone with
    # 랑 and 이가, a first-birthday script, an obituary text, a volunteer list with roles,
    # foreign names in Hangul, attendance counts, a code comment and a romanised git trailer, a
    # teacher's email, a form with an all-caps romanised name, vocatives with 야, names that read
    # as words (길푸름, 천재룡, 변수영, 진선녀, 하노을), a 시아버님, a chat log by speakers
    "2027. 4. 11. 오후 9:02, ⟦person:변순애⟧ : 엄마 칠순 식당 어디로 할까\n2027. 4. 11. 오후 9:05, ⟦person:변상규⟧ : 수원 갈비집 어때? 룸 있대\n2027. 4. 11. 오후 9:07, ⟦person:이은숙⟧ : 형님 거기 주차 돼요?\n이 대화 보고 칠순 준비할 일 목록으로 정리해 줘.",
    "학생,보호자,차량\n⟦person:용아린⟧,⟦person:용기헌⟧,O\n⟦person:피유준⟧,⟦person:김미옥⟧,X\n⟦person:어이안⟧,⟦person:어진철⟧,O\n현장체험학습 카풀 짜려고 하는데 차 있는 집 기준으로 세 조로 묶어 줘.",
    "| 이름 | 관계 | 축의금 |\n|---|---|---|\n| ⟦person:탁광렬⟧ | 아버지 친구 | 10만 원 |\n| ⟦person:기옥순⟧ | 이모 | 30만 원 |\n| ⟦person:박승재⟧ | 대학 동기 | 5만 원 |\n답례 문자 보낼 순서대로 정렬하고 관계별로 인사말을 다르게 써 줘.",
    "```yaml\n코트_예약:\n  토요일: ⟦person:봉세환⟧\n  일요일: [⟦person:최용준⟧, ⟦person:도현철⟧]\n```\n배드민턴 동호회 코트 예약 담당표야. 달력 형식으로 바꾸고 예약 실패하면 대체 코트 찾는 순서도 적어 줘.",
    "이 공지를 영어로도 번역해서 외국인 세대 게시판에 붙이고 싶어.\n\n5월 20일 오전 9시부터 지하주차장 물청소가 있으니 그 전에 차를 지상 주차장으로 빼 주세요.\n\n푸른숲아파트 입주자대표회장 ⟦person:국희철⟧ 드림",
    "⟦person:예서⟧랑 ⟦person:이솔⟧이가 올해 같은 반이 돼서 하원하고 같이 놀고 싶어 해. 엄마들끼리 번갈아 봐 주는 요일표를 제안해 줘.",
    "돌잔치 사회 멘트 좀 다듬어 줘: '오늘의 주인공 ⟦person:연우⟧의 아빠 ⟦person:남상혁⟧ 님과 엄마 ⟦person:제윤채⟧ 님이 인사드리겠습니다.'",
    "[부고] ⟦person:천을순⟧ 님께서 별세하셨기에 삼가 알려 드립니다. 상주 ⟦person:마영철⟧(아들), ⟦person:마은향⟧(딸). 발인 3월 9일 오전 7시.\n이 부고를 동창 단톡방에 올릴 수 있게 짧게 다듬어 줘.",
    "무료 급식소 토요일 봉사 명단이야.\n- ⟦person:왕시윤⟧: 배식\n- ⟦person:함익현⟧: 설거지\n- ⟦person:정지유⟧: 반찬 포장\n카톡으로 보낼 안내 멘트 써 주고, 앞치마는 각자 챙겨 오라고도 넣어 줘.",
    "어린이집 다문화 가족 모임에 ⟦person:팜 티 흐엉⟧ 씨랑 ⟦person:자나르굴 베코바⟧ 씨가 새로 오셨어. 환영 인사를 쉬운 한국어로 써 줘.",
    "구민 합창단 상반기 출석: ⟦person:김가은⟧ 12회, ⟦person:설효섭⟧ 11회, ⟦person:모창희⟧ 9회. 개근에 가까운 분들께 드릴 상장 문구 써 줘.",
    "```python\n# 동호회 회원 명부 정리 스크립트, 담당: ⟦person:육종석⟧ (2027-02)\n```\n커밋 끝에 'Signed-off-by: ⟦person:Ryu Hana⟧'가 붙어 있어. 이 스크립트에 중복 전화번호 찾는 기능을 넣으려면 어떻게 해?",
    "⟦person:추경아⟧ 선생님께 보낼 메일 좀 써 줘. ⟦person:표시윤⟧ 엄마인데, 다음 주 금요일에 외삼촌 결혼식이 부산이라 하루 체험학습 신청하고 싶다는 내용이야.",
    "구청 주말농장 분양 신청서야. 빠진 칸 있는지 봐 줘.\n신청인: ⟦person:음대엽⟧\n영문 성명: ⟦person:EUM DAEYEOP⟧\n연락처: ⟦phone:010-3958-2074⟧\n동반 가족: ⟦person:음율하⟧(딸)",
    "딸한테 보낼 카톡 다듬어 줘: '⟦person:수아⟧야, ⟦person:민재⟧한테 내일 생일파티 선물 뭐 사 갈지 물어봐 줄래? 엄마가 퇴근길에 사 갈게.'",
    "⟦person:길푸름⟧ 씨가 아파트 나눔장터에서 아이 책을 한 박스나 주셨어. 감사 인사로 뭘 드리면 부담스럽지 않을까?",
    "시아버님 ⟦person:엄춘식⟧ 님 팔순 잔치 초대장 문구 써 줘. 5월 22일 토요일 점심이고 가족끼리만 모여.",
    "독서 모임에서 ⟦person:하노을⟧ 씨가 추천한 책이 너무 좋았어. 다음 모임 때 발제문 세 개만 뽑아 줘.",
    "⟦person:곡만수⟧: 내일 북한산 우이동 입구 7시 맞죠?\n⟦person:진선녀⟧: 네, 김밥은 제가 열 줄 싸 갈게요\n이 대화 보고 산악회 준비물 공지 만들어 줘.",
    # addresses
    "이번에 ⟦address:광주광역시 북구 설죽로 214, 103동 1502호⟧로 이사했어. 아파트 단톡방에 올릴 이사 인사랑 떡 돌리는 멘트 써 줘.",
    "청첩장 받을 주소 정리 중이야. ⟦person:반효진⟧, ⟦address:인천광역시 연수구 컨벤시아대로 42, 201동 704호⟧. 우편번호까지 넣어서 봉투에 쓰는 순서 알려 줘.",
    # passwords
    "커뮤니티 헬스장 사물함 비밀번호가 ⟦password:4071⟧인데, 남편 ⟦person:천재룡⟧한테 수건 챙겨서 넣어 두라고 보낼 문자 써 줘.",
    "동호회 밴드 관리자 계정 넘겨줄게: 아이디 hanbit_club / ⟦password:badminton!27⟧. ⟦person:변수영⟧ 총무님한테 보낼 인수인계 메시지 정리해 줘.",
    "현관 도어락 번호를 ⟦password:2580#⟧으로 바꿨어. 다음 주에 집 봐 주러 오시는 ⟦person:봉월순⟧ 이모님께 보낼 문자 써 줘.",
    # sensitive topics, two per topic, told as the writer's or someone close's situation
    ("고3 딸이 요즘 밥을 거의 안 먹고, 먹고 나면 화장실에서 몰래 토하는 것 같아. 어떻게 말을 꺼내야 할지 모르겠어.", H),
    ("조기축구회 ⟦person:마동찬⟧ 형님이 지난주에 심장 스텐트 시술을 받으셨어. 회원들한테 병문안은 다음 주로 미루자는 공지 써 줘.", H),
    ("카드론으로 돌려막은 지 석 달째야. 와이프는 아직 몰라. 이번 달 갚을 돈은 420만 원인데 들어올 돈은 280만 원이야.", F),
    ("동생 결혼할 때 빌려준 돈을 매달 30만 원씩 내 국민은행 ⟦kr_bank_account:681402-01-372954⟧로 보내 달라고 부드럽게 문자 써 줘.", F),
    ("사촌 여동생이 나한테만 여자친구가 있다고 털어놨어. 설날에 어른들이 결혼 얘기 꺼내면 내가 어떻게 화제를 돌려 줄까?", S),
    ("남편 친구 ⟦person:구태완⟧ 씨가 동성 파트너랑 같이 우리 애 돌잔치에 온대. 시댁 어른들이 불편해하실까 봐 걱정이야.", S),
    ("목요일 구역 예배를 우리 집에서 드리는데 ⟦person:채윤희⟧ 권사님이 찬양 인도, ⟦person:방주현⟧ 집사님이 간식 담당이야. 단톡방에 올릴 순서 공지 써 줘.", R),
    ("엄마가 아빠 돌아가시고 2년 만에 출가해서 스님이 되시겠대. 나는 아직 엄마가 필요한데 이 마음을 어떻게 전해야 할까?", R),
    ("시아버지가 가족 단톡방에 특정 정당 유튜브 영상을 하루에 열 개씩 올리셔. 남편은 그냥 두라는데 애들도 있는 방이라 신경 쓰여.", P),
    ("동생 ⟦person:옥승준⟧이 이번 시의원 선거에 정당 공천을 받아 출마한대. 친척들한테 후원 부탁하는 문자를 부담스럽지 않게 써 줘.", P),
    ("아들이 입대 전에 술자리 시비로 폭행 벌금형을 받았어. 나중에 공무원 시험 볼 때 걸림돌이 될까?", C),
    ("매형 ⟦person:당규태⟧가 음주운전으로 면허 취소에 집행유예를 받았어. 누나네 애들 학원 픽업을 당분간 우리가 맡아야 할 것 같아.", C),
    ("엄마가 은행 앱이랑 카톡, 쇼핑몰 비밀번호를 전부 ⟦password:mom0412!!⟧ 하나로 쓰셔. 기억하기 쉬우면서 안전하게 바꿔 드리는 방법 알려 줘.", K),
    ("누가 내 인스타 계정을 가져가서 비밀번호랑 이메일까지 바꿔 버렸어. 지금 친구들한테 코인 투자하라는 DM이 나가고 있대.", K),
]

if __name__ == "__main__":
    write_set(2, TRAIN2_EN, TRAIN2_KO, train=True)
