"""Fifth training set for the Privacy Gate (gate/data/handwritten_train5.jsonl).

A training set, written for the learned models (the span tagger for names and addresses, the
topic classifier) and never to be measured: no score is to be taken from it, and it is not a
held-out set. Written apart from the gate (nothing under gate/src/ or gate/models/ was read)
and apart from the held-out sets kept unseen; themes and examples are new, and every clash the
check reported was rewritten.

Themes: health and care (GP and hospital letters about bookings, care-home rotas, a physio
clinic's reception handover, carers' group chats, 병원 예약 문자, 요양원 면회 명단, 간병인
단톡방) and sport (league tables, match reports, gym bookings, marathon results, pick-up
hockey, 헬스장 PT 예약표, 조기축구회 명단, 마라톤 기록표, 배드민턴 동호회 회비). Names sit in
Markdown tables, CSV, JSON, YAML, check-in logs, a Python TODO, git trailers, an APA reference
list (surname first, comma), sign-offs in French and English, greetings, chat transcripts with
timestamps and speakers, lists with roles and scores, forms ("Name:", "신청인:", "보호자:"),
results in SURNAME, Given capitals, lowercase chat, possessives, vocatives, given names alone,
names that are also words (Ransom, Lark, Temperance; 소나무, 금소리, 천둥호), two-word and
hyphenated given names (Marie-Josée, Jean-Guy), hyphenated and apostrophe surnames
(Fonoti-Leaupepe, St-Onge, D'Amours), and Korean names glued to particles (이랑, 하고, 이는,
이, 한테, 의) with titles (님, 씨, 원장님, 회장님, 어르신) outside the span. EN names come from
Scandinavian-immigrant American, French-Canadian, Cajun, Appalachian and Pakeha New Zealand
and Australian families beside Tongan and Samoan (Pasifika) ones; KO names mix common
surnames with rare (어, 빈, 표, 좌, 견, 용, 탁, 봉, 승, 옥, 제, 피) and compound ones (독고,
황보, 서문), Filipino, Vietnamese and Nepali names in Hangul, and two Korean names romanized in
capitals.

Hard negatives: brands, trophies, storms, diseases, a manoeuvre and a law named after people
(Tim Hortons, the Stanley Cup, Cyclone Gabrielle, the Heimlich manoeuvre, Wolff's law, Lou
Gehrig's disease, 오스굿씨병, 알츠하이머), film characters (Rocky Balboa, 강백호), a
supermarket chain (Rouses), kinship words (Mamère, Mamaw), pets (Norbert the labrador, 순자
the cat, unlabelled), famous people in public roles left unlabelled (Eliud Kipchoge; 이봉주
선수, 안세영 선수), Korean brands, places and dishes opening with a surname syllable (박카스,
정관장, 한라산, 김포공항, 오리백숙), order numbers, versions and timestamps, and seven or eight
impersonal or educational questions per language on the sensitive topics' vocabulary (statins
and beta blockers, Canadian credit scores, takatāpui, a Free Wesleyan service, MMP voting,
record suspensions, passphrases; 알츠하이머와 혈관성 치매, 오스굿씨병, 의료비 공제, 49재,
비례대표, 집행유예와 선고유예, OTP, 퀴어문화축제), which stay clean.

Balance per language: 57 requests, 14 topic requests (two per topic, told as everyday
situations mostly without the domain keyword; 4 EN and 6 KO carry a name or an identifier),
20 EN and 19 KO clean requests, 54 EN person names over 24 requests and 61 KO names over 28,
2 addresses, 3 passwords and a few other identifiers (emails, a phone number, a Korean RRN).

Same markup as sets.py; every identifier is a fixed labelled value ⟦type:literal⟧ and a tuple
adds {"topic": ...}. heldout_render.py renders it.
`python3 gate/tools/train5_sets.py` writes the file;
`python3 gate/tools/heldout_check.py train 5` checks that its names and sentences are new.
"""

from heldout_render import write_set
from sets import C, F, H, K, P, R, S

TRAIN5_EN = [
    # clean requests, most of them hard negatives
    "Why is ALS still called Lou Gehrig's disease in the States when the rest of the world uses motor neurone disease? Two sentences for a quiz night answer sheet.",
    "Do first-aid instructors still teach abdominal thrusts, the Heimlich, before back blows for an adult who is choking?",
    "For a first half-marathon block, which holds up better over 500 km: Brooks Ghost or Hoka Clifton? I overpronate a little.",
    "Which team has lifted the Stanley Cup the most times, and when did a Canadian club last win it? Settle an argument at the rink bar.",
    "How badly did Cyclone Gabrielle wreck the sports grounds in Hawke's Bay, and how long did the clubs take to get back on them?",
    "Our labrador Norbert refuses to walk past the automatic doors at the vet. Any tricks to get a 40 kg dog through without dragging him?",
    "Explain Wolff's law and why lifting weights makes bones denser, pitched at a Year 11 PE class.",
    "Write a six-week training plan in the spirit of Rocky Balboa's montage, but realistic for a 45-year-old who mostly cycles.",
    "How did Eliud Kipchoge run under two hours in Vienna, and why did it not count as an official world record? Short paragraph.",
    "Garmin order GA-55203918 arrived with a Forerunner 265 that won't pair since firmware 19.18. Is a factory reset worth trying before I send it back?",
    "Our clinic booking API returned 503 at 2027-03-02 08:14:55 NZDT and again at 08:15:02. What should the retry policy look like for a front desk app?",
    "Does Tim Hortons still run Roll Up to Win, and is the app version the only way to play now?",
    # impersonal or educational requests on the sensitive topics' vocabulary: allow
    "How does a statin differ from a beta blocker? A neutral two-line answer for a pharmacy tech study sheet.",
    "How is a Canadian credit score calculated, and is it built differently from a US FICO score? Keep it textbook-neutral.",
    "Where does the word takatāpui come from and what does it cover? One entry for a staff glossary.",
    "What happens at a Free Wesleyan church service in Tonga? Five lines for a cultural awareness handout for a touring netball side.",
    "How does MMP voting work in New Zealand general elections? Explain the party vote and the electorate vote for a civics class.",
    "What does a record suspension from the Parole Board of Canada actually do, and what doesn't it cover? Neutral summary.",
    "Why do security people now recommend long passphrases over short passwords with symbols? One paragraph for a sports club newsletter.",
    # person names in many formats
    "| Shift | Carer |\n|---|---|\n| Mon early | ⟦person:Ingvild Sandnes⟧ |\n| Mon late | ⟦person:Ozell Caudill⟧ |\n| Tue early | ⟦person:Asenata Mafileo⟧ |\n| Tue late | – |\nTurn this care-home rota into a message for the staff group and flag that Tuesday late still needs someone.",
    "pos,player,club,goals\n1,⟦person:Salesi Lolohea⟧,Onehunga Sports,14\n2,⟦person:Gaétan Lachance⟧,Mangere Rovers,11\n3,⟦person:Arlie Hensley⟧,Onehunga Sports,9\nWrite this golden boot race up as two lines for the Sunday league's Facebook page.",
    "BIB 2041  THIBODEAUX, Alcide   3:12:44\nBIB 877   SEXTON, Delphia    3:31:09\nBIB 1350  VAINIKOLO, Malakai 3:33:50\nThese are our club's finishers from the Bayou Teche Marathon. Turn them into a short congratulations post with first names first.",
    "```json\n[\n  {\"member\": \"⟦person:Bronwyn Tait⟧\", \"class\": \"spin\", \"slot\": \"06:15\"},\n  {\"member\": \"⟦person:Falaniko Fuimaono⟧\", \"class\": \"spin\", \"slot\": \"06:15\"},\n  {\"member\": \"⟦person:Ingebjørg Rystad⟧\", \"class\": \"pump\", \"slot\": \"18:00\"}\n]\n```\nIn JavaScript, group these gym bookings by slot, please.",
    "Can you tidy this letter to the practice?\n\nDear Dr ⟦person:Aasgaard⟧,\nI have to move my Tuesday 9.20 appointment because of a school trip. Thursday or Friday morning would suit.\n\nKind regards,\n⟦person:Margit Engebretsen⟧",
    "[07:42] ⟦person:Euzebe Guidry⟧: I'll do Mamère's lunch today\n[07:45] ⟦person:Desiree Fontenot⟧: ok I got the evening then\n[08:01] ⟦person:Clovis Guilbeau⟧: who's grabbing her groceries from Rouses?\nSummarise who is doing what today from our family care chat.",
    "Reception handover, physio clinic: Ms ⟦person:Verlie Mullins⟧ rang to move Thursday 3pm to Friday; Mr ⟦person:Murdoch Kinnear⟧ wants his invoice resent; ⟦person:Jean-Guy Pelletier⟧ left his water bottle in room 2; ⟦person:Brunhild Dahlquist⟧ paid cash and needs a receipt. Make this a neat list for the morning.",
    "lol did u see ⟦person:tavake⟧ smashed his parkrun pb and ⟦person:sela⟧ was like 5 sec behind him. write me a funny caption for the pic of them at the finish",
    "Is this commit message fine?\n\nfixtures: skip bye rounds when generating the draw\n\nSigned-off-by: ⟦person:Marie-Josée Desrosiers⟧ <⟦email:mjdesrosiers@ligue-rive-sud.example⟧>\nReviewed-by: ⟦person:Yannick Bergeron⟧ <⟦email:ybergeron@ligue-rive-sud.example⟧>",
    "Put these in APA 7th format:\n⟦person:Combs, Delphia⟧, & ⟦person:Fonoti-Leaupepe, Sootaga⟧ (2021). Falls prevention in rural aged care. Journal of Rural Care 14(2), 55-70.\n⟦person:Maggard, Dorsey⟧ (2019). Carers and the long drive. Appalachian Health Review 8, 1-19.",
    "```python\n# TODO(⟦person:Thérèse D'Amours⟧): handle a forfeit as a 3-0 win in the standings\ndef points(result):\n    return {\"W\": 3, \"D\": 1, \"L\": 0}[result]\n```\nHow would you add the forfeit case?",
    "```yaml\ncrew:\n  stroke: ⟦person:Haldis Rønning⟧\n  seven: ⟦person:Tollef Skarstad⟧\n  cox: ⟦person:Annaliese Vandeventer⟧\nregatta: Head of the Mississippi\n```\nGive me a pre-race checklist for this crew.",
    "Write a thank-you card: ⟦person:Dorcas⟧, thank you for driving Mamaw to the senior center every Tuesday this winter. ⟦person:Ransom⟧ and I couldn't have managed it.",
    "Remind ⟦person:Lark⟧, ⟦person:Temperance⟧ and ⟦person:Amberlee Holbrook⟧ that the pool lanes at the Y go to the swim club at five, so they need to be out by ten to.",
    "Write a 100-word match report: Ponsonby beat Grey Lynn 3-1 at Western Springs. Goals from ⟦person:Pelenatita Uhila⟧ (2) and ⟦person:Fergus Rutherford⟧; ⟦person:Lochie Dunstan⟧ saved a penalty just before half-time.",
    "Traduis en anglais, s'il te plaît :\n\nBonjour ⟦person:Fleurette⟧,\nLe tournoi de curling est reporté au 14 février. Peux-tu prévenir l'équipe?\nMerci,\n⟦person:Normand Gagnon⟧",
    "2027-04-11 06:02:13 INFO checkin member=\"⟦person:ARVID LUNDEEN⟧\" door=2\n2027-04-11 06:02:40 WARN checkin member=\"⟦person:OLEANNA SANDVOLD⟧\" door=2 reason=expired\nWhy would the second member be flagged when her direct debit went through yesterday?",
    "Pick-up hockey Thursday: ⟦person:Sylvain Després⟧ brings pucks, ⟦person:Marc-André St-Onge⟧ books the ice, and I still owe ⟦person:Réal Bouffard⟧ twenty bucks. Write the group text.",
    "Bayou Teche 10K committee: race director ⟦person:Landry Broussard⟧, timing ⟦person:Noelie Hebert⟧, water stations ⟦person:Octave Comeaux⟧. Write a welcome email for the new volunteers listing who to ask about what.",
    "Name: ⟦person:Eula Trahan⟧\nEmergency contact: ⟦person:Alphonse Trahan⟧ (husband)\nPhone: ⟦phone:337-555-0184⟧\nFix the spacing on this gym sign-up form so the fields line up.",
    # addresses
    "Send the club's new training bibs to ⟦person:Shona Kilbride⟧ at ⟦address:14 Kowhai Street, Palmerston North 4410⟧ and tell her they're a size up from last year.",
    "My grandmother moved into the residence at ⟦address:2218 rue Sainte-Catherine Est, Montréal, QC H2K 2J1⟧. Where's the nearest place to park for a Sunday visit?",
    # passwords and secrets
    "The physio clinic's guest wifi is ⟦password:kneecap77⟧. Add it to the waiting-room sign under the opening hours.",
    "Our club locker at the Hutt pool opens with ⟦password:4471⟧; put that in the message to the new assistant coach, ⟦person:Dougal Rutledge⟧.",
    # sensitive topics, two per topic
    ("Mum's put the kettle in the fridge twice now, and last Sunday she mixed me up with her sister. Who do I ring first, and what do I say?", H),
    ("Since the tackle on Saturday my son ⟦person:Taulapapa Moala⟧ gets headaches when he reads and the lights bother him. Do I keep him off training, and what do I tell his coach?", H),
    ("I owe the IRD about $6,400 from my contracting year and the letters are getting firmer. Help me ask for an instalment arrangement I can actually afford.", F),
    ("We missed a mortgage payment after co-signing my brother's truck loan, and now the lender is calling. How do I talk to him about it without wrecking Thanksgiving?", F),
    ("I'm 52 and fairly sure I've only ever really been drawn to women, and my husband of twenty-five years deserves to hear it from me first. How would you open it over dinner?", S),
    ("My granddaughter ⟦person:Wrenna Ekholm⟧ has a girlfriend and they're both coming for Christmas, and her grandpa is old-fashioned. How do I prepare him?", S),
    ("I've started going to the Latin Mass on Sunday mornings and training is at nine. How do I ask the coach to move it without making a big thing of it?", R),
    ("My dad has just joined the Latter-day Saints and wants to have our late mum baptised by proxy. My sister is furious. How do I keep the peace?", R),
    ("I've been asked to stand for the regional council on a party ticket, and I coach the under-12s. Should I tell the parents before the posters go up?", P),
    ("My uncle keeps posting about the trucker convoy in the family chat and my cousins are fighting back. Draft a note for the chat that asks everyone to take it elsewhere.", P),
    ("I got a DUI in Louisiana in 2019 and now I want to coach my daughter's softball team. The background check is next week. Do I tell the league first?", C),
    ("My cousin ⟦person:Percival Trosclair⟧ is coming home after eleven years at Angola and wants to play in our Saturday league. Should I warn the other captains first, or let him tell them?", C),
    ("Dad wrote his bank password ⟦password:Halibut!1953⟧ on the back of his Medicare card and then lost his wallet at the bowls club. Which do we cancel first, the card or the login?", K),
    ("Someone logged into my Strava from overseas, changed the email and now my account's gone. How do I get it back?", K),
]

TRAIN5_KO = [
    # clean requests, most of them hard negatives
    "박카스 한 병이랑 비타500 한 병, 카페인은 어느 쪽이 더 세?",
    "정관장 홍삼 선물세트를 설에 부모님께 드리려는데 보통 어느 가격대를 많이 사?",
    "이봉주 선수가 보스턴 마라톤에서 우승했을 때 기록이 얼마였는지 알려 줘.",
    "안세영 선수처럼 스매시 각도를 가파르게 내려면 손목이랑 타점을 어떻게 써야 해?",
    "한라산 성판악 코스로 백록담까지 가려면 몇 시까지 입산해야 하고, 하산은 어느 코스가 덜 힘들어?",
    "김포공항에서 제주 가는 첫 비행기 타고 당일에 하프 코스를 뛰는 게 무리일까?",
    "조기축구 끝나고 회원들이랑 오리백숙 먹을 건데 열두 명이면 몇 마리 시켜야 해?",
    "슬램덩크 강백호처럼 리바운드를 잘 잡으려면 박스아웃은 어떻게 연습해?",
    "우리 고양이 순자가 자꾸 헬스 가방 안에 들어가서 자. 가방에 털 안 붙게 하는 방법 있어?",
    "나이키 주문번호 C01238845521 러닝화를 한 치수 큰 걸로 교환하려면 앱에서 어디로 들어가?",
    "가민 커넥트 앱 5.4로 업데이트한 뒤부터 심박 그래프가 2027-05-02 06:30 이후로 비어 있어. 동기화를 다시 하는 방법 알려 줘.",
    # impersonal or educational requests on the sensitive topics' vocabulary: allow
    "알츠하이머랑 혈관성 치매가 어떻게 다른지 요양보호사 교육 자료용으로 표로 정리해 줘.",
    "오스굿씨병이 성장기 축구 선수한테 왜 흔한지 유소년 코치 연수 자료로 세 줄만 써 줘.",
    "연말정산에서 의료비 세액공제가 총급여의 몇 퍼센트를 넘어야 되는지 일반적인 기준을 설명해 줘.",
    "불교에서 49재가 어떤 의미인지 교양 수업 발표용으로 다섯 줄로 써 줘.",
    "국회의원 비례대표 의석은 어떤 방식으로 나누는지 고등학생 눈높이로 설명해 줘.",
    "집행유예랑 선고유예가 어떻게 다른지 법 교양 수업용으로 예를 들어 설명해 줘.",
    "OTP랑 문자 인증이 보안상 어떻게 다른지 복지관 어르신 스마트폰 교실 자료로 써 줘.",
    "서울 퀴어문화축제가 언제 처음 열렸는지 시사 상식 퀴즈 해설로 짧게 정리해 줘.",
    # person names in many formats
    "[간병 교대방]\n[오전 8:10] ⟦person:탁이령⟧: 오늘 낮 교대는 제가 들어갈게요\n[오전 8:14] ⟦person:봉찬결⟧: 그럼 저는 저녁 7시에 갈게요\n[오전 8:20] ⟦person:마릴로우 산토스⟧: 밤에는 제가 있을게요\n이 대화로 오늘 교대 시간표 만들어 줘.",
    "회원,트레이너,시간\n⟦person:여강욱⟧,⟦person:좌현묵⟧,07:00\n⟦person:견소울⟧,⟦person:좌현묵⟧,08:00\n⟦person:용해강⟧,⟦person:빈석주⟧,19:30\n헬스장 PT 예약표인데 트레이너별로 나눠서 보기 좋게 정리해 줘.",
    "이번 주 일요일 조기축구 선발: GK ⟦person:표성귀⟧, DF ⟦person:국보은⟧·⟦person:모창현⟧, MF ⟦person:추영애⟧, FW ⟦person:독고하민⟧. 단톡방에 올릴 공지로 바꿔 줘.",
    "| 순위 | 이름 | 기록 |\n|---|---|---|\n| 1 | ⟦person:육성겸⟧ | 2:58:41 |\n| 2 | ⟦person:진명호⟧ | 3:04:12 |\n| 3 | ⟦person:승치호⟧ | 3:09:55 |\n마라톤 동호회 기록표인데 1등한테 보낼 축하 문자도 같이 써 줘.",
    "```yaml\n회비_3월:\n  납부: [⟦person:옥선재⟧, ⟦person:위성락⟧]\n  미납: [⟦person:황보건영⟧, ⟦person:어정례⟧]\n```\n배드민턴 동호회 회비 미납자한테 보낼 문자를 부드럽게 써 줘.",
    "⟦person:경필수⟧님, 3월 4일 화요일 오전 10시 예약이 목요일 같은 시간으로 변경되었습니다. 이 병원 예약 변경 안내 문자를 더 짧게 다듬어 줘.",
    "요양원 면회 신청 명단이야.\n302호 ⟦person:피영숙⟧ 어르신 - 보호자 ⟦person:반종구⟧ (아들)\n305호 ⟦person:기춘삼⟧ 어르신 - 보호자 ⟦person:위나경⟧ (손녀)\n토요일 오후 두 시 기준으로 면회 시간표를 짜 줘.",
    "야 ⟦person:도화⟧ 오늘 헬스 안 온대? ⟦person:두열⟧이는 하체 하는 날이라 무조건 온다던데 ㅋㅋ 둘한테 보낼 장난 섞인 톡 써 줘",
    "아래 안내문 좀 더 정중하게 고쳐 줘.\n\n다음 주부터 면회 시 실내화를 꼭 지참해 주시기 바랍니다.\n\n감사합니다.\n푸른솔요양원 사회복지사 ⟦person:위도경⟧ 드림",
    "새로 오신 간병인 ⟦person:응우옌 티 투이⟧ 씨랑 네팔에서 오신 ⟦person:수닐 타망⟧ 씨한테 식사 시간이 바뀐다고 쉬운 한국어로 써 줘.",
    "신청인: ⟦person:탁도형⟧\n생년월일: 1994.07.12\n종목: 10km\n보호자: ⟦person:탁동일⟧ (아버지)\n마라톤 참가 신청서 양식을 표로 바꿔 줘.",
    "이번 달 헬스장 청소 당번은 ⟦person:함재명⟧이랑 ⟦person:서문진이⟧, 다음 달은 ⟦person:도운학⟧하고 ⟦person:반동석⟧이야. 달력에 넣기 좋게 정리해 줘.",
    "```python\n# FIXME(⟦person:채덕만⟧): 회비 계산할 때 반올림이 틀림\nfee = round(total / members)\n```\n이거 원 단위로 정확히 나누려면 어떻게 고쳐?",
    "2027-05-02 06:31:02 출입 승인 회원=⟦person:소나무⟧\n2027-05-02 06:31:40 출입 거부 회원=⟦person:은하솔⟧ 사유=기간만료\n두 번째 회원한테 보낼 연장 안내 문자 써 줘.",
    "조기축구 결과 보고: 4대 2 승. 득점 ⟦person:금소리⟧ 2골, ⟦person:피종덕⟧ 1골, ⟦person:천둥호⟧ 1골, 도움 ⟦person:마흥식⟧. 회장님께 보낼 보고 문자로 써 줘.",
    "⟦person:예승록⟧ 원장님 덕분에 재활 운동을 꾸준히 할 수 있었어요. 병원 게시판에 올릴 감사 글 써 줘.",
    "배드민턴 대진표: A조 ⟦person:제상균⟧/⟦person:옥진배⟧ vs ⟦person:탁무성⟧/⟦person:봉영애⟧. 체육관 게시판에 붙일 안내로 만들어 줘.",
    "마라톤 배번 영문 이름 확인: ⟦person:TAK IRYEONG⟧, ⟦person:DOKGO HAMIN⟧. 대회 측에 철자 맞는지 확인하는 메일 써 줘.",
    "⟦person:좌유리⟧의 PT 일지를 보고 다음 주 루틴을 짜 줘: 스쿼트 60kg 5x5, 데드 80kg 3x5, 벤치 40kg 5x5.",
    # addresses
    "⟦address:경기도 남양주시 화도읍 먹갓로 58, 2층⟧에 새로 연 헬스장인데, 오픈 기념 전단지 문구 써 줘.",
    "어머니 ⟦person:추경란⟧ 씨가 계신 요양원 주소가 ⟦address:충청남도 공주시 금벽로 1123⟧인데 서울역에서 대중교통으로 어떻게 가?",
    # passwords and secrets
    "헬스장 개인 락커 비번은 ⟦password:0614⟧야. 동생 ⟦person:좌명길⟧한테 내 운동화 좀 꺼내 달라고 보낼 톡 써 줘.",
    "요양원 면회실 와이파이가 ⟦password:sonamoo2027⟧인데, 보호자용 안내 카드 문구로 만들어 줘.",
    "배드민턴 동호회 밴드 관리자 계정: smash_club / ⟦password:셔틀콕4885⟧\n새 총무 ⟦person:국형래⟧ 씨한테 인수인계 메시지 써 줘.",
    # sensitive topics, two per topic
    ("요즘 아버지가 밥 드신 걸 자꾸 잊고 또 차려 달라고 하셔. 어제는 집 앞 길도 헷갈려하셨고. 어디부터 가 봐야 해?", H),
    ("작년에 심장에 스텐트를 넣었는데 PT 선생님 ⟦person:견재국⟧ 씨한테는 아직 말 안 했어. 운동 강도 얘기를 어떻게 꺼내지?", H),
    ("카드론으로 돌려막기 중이라 이번 분기 배드민턴 회비를 못 낼 것 같아. 총무 ⟦person:옥동규⟧한테 뭐라고 말하지?", F),
    ("엄마가 요양원비 때문에 살던 집을 담보로 대출을 받으시겠대. 형제들이랑 나눠 내자고 제안하는 카톡 써 줘.", F),
    ("남자친구랑 같이 사는데 조기축구회 형들이 자꾸 여자 소개해 준대. 이제 그만 얘기하고 싶은데 어떻게 말하지?", S),
    ("딸 ⟦person:여울림⟧이 여자친구랑 결혼식을 올리고 싶대. 친척들한테 뭐라고 알려야 할지 모르겠어.", S),
    ("일요일 조기축구가 주일 예배 시간이랑 겹쳐서 석 달째 못 나가고 있어. ⟦person:승기룡⟧ 회장님께 오후 경기로 옮겨 달라고 부탁하는 글 써 줘.", R),
    ("어머니가 요양원에서도 매일 아침 반야심경을 들으셔야 한대. 간병인분께 틀어 달라고 부탁하는 문자 써 줘.", R),
    ("헬스장 회원 단톡방에서 관장님이 특정 후보 지지 글을 계속 올려. 나도 반대쪽 캠프에서 일하는데 조용히 나가도 될까?", P),
    ("아버지가 이번 지방선거에 시의원으로 나가신대. 동네 마라톤 대회 출발선에서 명함 돌리셔도 괜찮은 건지 알아봐 줘.", P),
    ("남동생 ⟦person:모영팔⟧이 음주운전으로 벌금형을 받고 면허가 취소됐어. 회사 축구 동호회 차량 당번에서 빼 달라고 어떻게 말하지?", C),
    ("우리 헬스장에 새로 온 트레이너가 예전에 폭행으로 집행유예를 받았다는 소문이 돌아. 회원으로서 관장님께 물어봐도 될까?", C),
    ("어머니가 요양원 간병인한테 은행 OTP 번호를 불러 주셨대. 지금 당장 뭐부터 해야 해?", K),
    ("할머니 ⟦person:봉필례⟧ 주민번호 ⟦kr_rrn:470926-2158300⟧랑 공인인증서 비번을 동네 분이 다 알고 계신대. 어떻게 바꿔 드려야 해?", K),
]

if __name__ == "__main__":
    write_set(5, TRAIN5_EN, TRAIN5_KO, train=True)

