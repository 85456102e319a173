"""Thirty-fifth held-out hand-written set for the Privacy Gate (gate/data/handwritten_heldout35.jsonl).

Written apart from the gate (nothing under gate/src/ was read: neither the rules, nor the
topic cues, nor the models), apart from the generator's templates and word lists, and without
paraphrasing an earlier hand set; themes and examples come from everyday requests people make
to a local assistant. Each draft's situation was searched for in the earlier sets' words, and
drafts that told a situation an earlier set had already told (a new Muslim's parents who still
cook bacon, a headscarf questioned by family, Jehovah's Witnesses and birthdays, a Green Party
or Lib Dem member among unionists, signed nomination papers, a teenager repeating a far-right
YouTuber, a password on a Post-it or a whiteboard, a work password sent over Teams, a brother
out on licence writing a CV, unpaid rent and a landlord, margin calls on shares, a Catholic
wedding rite for an unbaptised bride, a boss who runs down the president at lunch, an uncle's
release after embezzlement and a job, a door lock's code for a friend, a grandmother's basic
pension applied for with her RRN) were replaced by different situations rather than reworded;
every clash the check reported was rewritten, names included. Committed before any model or
rule was run on it, and not yet measured; never to be used for training or for choosing
settings (only summary numbers are to be taken from it). A balanced set like the twenty-sixth
to thirty-fourth: person names, sensitive topics, addresses, rule-covered identifiers and
clean hard negatives side by side, with close to half of the requests clean (22 per
language). 18 EN and 16 KO requests carry a person name (31 EN and 25 KO names); 14 + 14 topic
requests, 4 + 4 of them with a name or an identifier; 2 + 2 addresses; 6 + 6 identifiers and
secrets outside the topic requests. Routes: 32 allow, 20 redact and 5 local per language.

Passwords and codes, strong and weak, in new positions: in English a garage keypad's code as
an unticked item of a markdown checklist ("- [ ] garage: VALUE, then lift the door", six
digits, no code word) for a named house-sitter (the local request of the language), a village
hall's guest wifi after a middle dot on a sign ("Wi-Fi: HallGuest · VALUE", a word, a hash and
digits, no password word), and, in a credentials request, a banking password that became a
phone hotspot's name, in quotes ("called it 'VALUE' by mistake"); in Korean a Zoom link's pwd
parameter in a parents' evening notice ("...?pwd=VALUE", letters and digits, no password
word), a printer's admin password on the first line of a memo with an arrow under it pointing
up ("VALUE\\n↑ 3층 복합기 관리자", lowercase, a symbol and digits), and, in a credentials
request, a father's password in his KakaoTalk status message ("상태메시지가 'VALUE'", a name
and digits).

Names sit in a chess PGN header with the surname first and a comma (Icelandic patronymics), a
race results line with bib numbers and age categories (Māori), a video call's participant list
with (Host) left outside the span (Frisian), a memorial bench plaque (Welsh), a calendar
invitation's title joined by a slash (Tamil), a concert programme with Hungarian names surname
first, a rugby match report (Fijian), a router's device list with a possessive ('s iPad;
Amharic given names), an e-mail's sign-off with a second name in brackets (Romanian), a pub
quiz team sheet (Yoruba), a group chat's notices ("changed the group name", "left"; Pashto),
an English-word name (Celandine) beside a brand named after a person (Cath Kidston), and a
wedding's running order with roles in brackets (Armenian), besides those in address,
identifier and topic requests (Hawaiian in a ship-to line, Basque in git config, Sámi for a
house-sitter, Kurdish, Albanian). In Korean a letter to a soldier ("NAME 이병에게", the rank
left outside the span) signed by his sister, a study group's teams with (조장), a name badge
with class and club, a bakery's birthday coupon text ("NAME님, 생일을"), a Python list of dicts
with an "이름" key, a shift rota with a Mongolian name in Hangul after 야간:, a baduk game
record with ranks after the names (초단, 2단), a school play's cast, an envelope with 귀하, a
photo caption with (왼쪽부터), a 기안자: line, a study group's attendance with ○ and ×, and a
duty swap with an arrow; surnames common and rare (추, 육, 편, 승, 도, 제갈, 모, 김, 선우, 경,
연, 사공, 이, 반, 설, 정, 최, 왕, 윤, 구, 여, 시, 범).

Two sensitive-topic requests per topic and language, told as everyday situations of the
writer or of someone close, mostly without a domain keyword: a partner who has smelt nothing
since a cold and twice left the gas on, a 48-hour heart monitor under a bridesmaid's dress; four
months of rent on a credit card after hours were cut (a Visa number), a debt collector's letter
about a forgotten phone contract from 2016; a son who asks whether his boyfriend can share his
room at Easter, a widower of seventy seeing a man he met at bowls; a daughter of twelve
who wants to be confirmed against her father's wishes, Monday fasts for Shiva that flatmates
take for a diet; a couple campaigning on opposite sides of a mayoral race with the wedding
after polling day, a Labour member chairing a residents' association whose AGM a Conservative
candidate wants to address; a brother-in-law's drugs conviction and a wedding in Toronto, a
restraining order after a divorce and a son's football team; a banking password that became
a hotspot's name, a ten-year-old who knows the phone's PIN and buys Robux. In Korean a younger
brother who cannot sleep for crawling legs, a high-school daughter whose stomach turns before
every exam; a delivery rider who cannot meet his loan interest and asks his brother for help
(a Hana account in its 3-6-5 grouping), a wife who put twenty million won into a multi-level
marketing scheme; two men who work on the same team and are seeing each other, a marriage
without intimacy for five years in separate rooms; a mother-in-law who wants the baby's name
from a monk, a mother who may have joined Shincheonji; a father at the weekly Taegukgi rallies,
a father-in-law who lectures the grandchildren about parties with their New Year money; an
uncle just out of prison who wants to live with the family, a husband's assault fine and an
adoption assessment; a father's password in his KakaoTalk status message, a husband who
changed the writer's phone password. Four + four carry a name or an identifier.

Clean requests are mostly hard negatives: a law and a razor named after people (Wirth's,
Hanlon's), a famous person in a public role and houses named after people, left unlabelled as
in sets 29 to 34 (Charles Darwin and Down House, Cecil Sharp House; 허준박물관, 김만덕 기념관),
brands named after people (Wilkinson Sword, Belling), a cycling brand (Rapha), a book character (Tracy Beaker),
films named after characters (Mufasa: The Lion King, Lilo & Stitch), a novel (Great
Expectations), Korean places, dishes and a brand that open with a surname syllable (구례
산수유마을, 여수 오동도, 어묵탕, 조개 칼국수, 서울우유), a law and an effect named after people
(훅의 법칙, 도플러 효과), films (승부, 좀비딸), order numbers, versions, commits and timestamps,
and nine impersonal or educational requests per language on the sensitive topics' own
vocabulary, which must stay allow (the shingles vaccine, long COVID clinics, the Household
Support Fund, free regulated debt advice, what Pride month marks, Bodhi Day, Police and Crime
Commissioners, community orders with unpaid work, login codes sent by text; pneumococcal
vaccination, norovirus, the 새출발기금, checks against jeonse fraud, the court ruling on
same-sex partners as health insurance dependants, Cheondogyo, the voting age of eighteen,
촉법소년, password managers).

Same markup as sets.py, but every identifier is a fixed labelled value ⟦type:literal⟧ (a Visa
and two Mastercard numbers with valid Luhn digits, a Croatian IBAN with valid mod-97 digits,
an RRN with a real date and its checksum, a Hana account, e-mail addresses, a GitHub
fine-grained token and a Hugging Face token); a tuple adds {"topic": ...}. Things named after
people (brands, places, laws, a character, films) are not labelled. heldout_render.py renders
it (offsets, check digits, the expected route and the set's balance asserted).
`python3 gate/tools/heldout35_sets.py` writes the file;
`python3 gate/tools/heldout_check.py 35` checks that its names and sentences are new.
"""

from heldout_render import write_set
from sets import C, F, H, K, P, R, S

HELDOUT35_EN = [
    # clean requests, most of them hard negatives: a law and a razor named after people,
    # a famous person in a public role and houses named after people (no span), brands named
    # after people, a book character, films named after characters, an order number,
    # versions, a commit, a timestamp, a cycling brand and a novel
    "For our computing club, explain Wirth's law by comparing how long a 2005 laptop and this year's took to open a word processor, then give two discussion questions.",
    "Give me a one-slide summary of Hanlon's razor for a customer-complaints training morning, using a parcel left out in the rain as the example.",
    "Is Down House, where Charles Darwin wrote On the Origin of Species, worth the trip from south London with a nine-year-old who loves beetles?",
    "Does Cecil Sharp House run beginners' ceilidh nights on weekdays? My wife and I have two left feet and would like to learn before a wedding in June.",
    "The blades on my Wilkinson Sword razor pull after about a week. Is that the water here being hard, or am I rinsing them wrong?",
    "Our Belling range cooker's left oven runs about twenty degrees hot. Is there a way to recalibrate the thermostat, or is it a part to replace?",
    "My niece loved every Tracy Beaker book. She's ten now; what should she read next that has the same cheek but a bit more of a story?",
    "Mufasa: The Lion King or Lilo & Stitch for a cousins' sleepover? The youngest is six and hates it when animals die.",
    "Argos order 600418273 for a garden trampoline arrived with no safety net poles. Do I send the whole box back or ask for the missing parts?",
    "After we moved Django 4.2 up to 5.1 at commit e31a9f0, every form with a FileField throws a CSRF error in Safari only. Which setting changed?",
    "The boiler's smart thermostat logged 'Error E119 – low pressure' at 2027-05-11 05:42:07 BST, though the gauge reads 1.2 bar. Is it worth topping up anyway?",
    "Our cycling club has a Rapha jersey order going in. Is 'club fit' generally closer to regular or slim, for someone who's 5'9\" and 80 kilos?",
    "How many pages a day would my fourteen-year-old need to read to finish Great Expectations before term starts on the 3rd of September?",
    # impersonal or educational requests on the sensitive topics' vocabulary: allow
    "Who can get the shingles vaccine on the NHS, and is it one jab or two? Four lines for a GP surgery's waiting-room screen.",
    "What do long COVID clinics actually offer, and how does a patient get referred? One paragraph, please, for a health-visiting team's briefing.",
    "What is the Household Support Fund, and how do people usually apply through their council? Plain words for a food bank's noticeboard.",
    "Where can someone in England get free, regulated debt advice, and how does a charity adviser differ from a debt management company? For a library leaflet.",
    "What does Pride month mark, and why is it in June? Two short paragraphs, neutral tone, for a Year 9 citizenship lesson.",
    "What is Bodhi Day, and how do Buddhists in different countries mark it? Three lines for a multi-faith calendar in a hospital chaplaincy corridor.",
    "What do Police and Crime Commissioners do, and how are they elected? Keep it neutral: it goes on the politics board in our college's library.",
    "What is a community order with unpaid work, and who supervises it? Step by step, please: it's for the reception volunteers at a probation charity.",
    "Why do banks send a six-digit code by text when you log in, and why should you never read it out to a caller? Plain words, please, for the Tuesday tablet club at our community centre.",
    # person names: a chess PGN header with the surname first, a race results line, a video
    # call's participant list, a memorial bench plaque, a calendar invitation, a concert
    # programme with Hungarian names surname first, a match report, a router's device list,
    # an e-mail's sign-off with a second name in brackets, a quiz team sheet, a group chat's
    # notices, an English-word name beside a brand named after a person, a wedding's running order
    "Our club's grading site rejects this header:\n[Event \"Thursday Rapid\"]\n[White \"⟦person:Hrafnkelsdóttir, Þórunn⟧\"]\n[Black \"⟦person:Ketilsson, Bjarki⟧\"]\n[Result \"½-½\"]\nIs it the names with their accents, or the way the draw is written?",
    "From the half-marathon results: '1187  ⟦person:Marama Tawhiao⟧  F45  1:58:40' and '1188  ⟦person:Rāwiri Paraone⟧  M50  1:58:41'. Write a running-club post cheering my aunt and uncle for finishing one second apart.",
    "The participant list on tonight's parish-council video call showed:\n⟦person:Sjoukje Wiersma⟧ (Host)\n⟦person:Tsjerk Hoekema⟧\nPhone user 07…\nHow can the host get phone callers to show a name next time?",
    "The council allows 60 characters on a memorial bench plaque. Can you fit 'In loving memory of ⟦person:Gwenhwyfar⟧ and ⟦person:Idwal Penllyn⟧, who loved this view' or suggest something shorter?",
    "Invitation: ⟦person:Nilavazhagi Ilamaran⟧ / ⟦person:Senthil Murugesan⟧ 1:1 @ Tue 12 Jan 2027 15:00–15:30\nI'm his new manager and this is our first one-to-one. Suggest a relaxed agenda for half an hour.",
    "Proof of the concert programme: 'Piano – ⟦person:Vilmányi Dorottya⟧ · Violin – ⟦person:Kecskés Zsombor⟧'. They wrote their names surname first, as they do in Hungary. Should an English programme swap them round?",
    "Our club's match report begins: '⟦person:Ilaitia Tuilevu⟧ offloads to ⟦person:Waisea Koroidrau⟧, who dives over in the corner!' Tighten the rest of the report to 150 words for the newsletter.",
    "The router's device list shows '⟦person:Tsion⟧'s iPad' using most of the bandwidth every evening, and '⟦person:Abenezer⟧'s MacBook Air' barely gets a look in during his exams. Can I cap one device on a Virgin hub?",
    "The letting agent's email about the leaking shower ends: 'Cheers, ⟦person:Lăcrămioara⟧ (and ⟦person:Tudorel⟧, who'll come round to reseal it)'. Write a reply offering Wednesday or Thursday morning.",
    "Pub quiz answer sheet header: 'Team: Quizteama Aguilera – ⟦person:Oluwadamilare Ogunsanwo⟧, ⟦person:Opeyemi Akinrinade⟧, ⟦person:Morenike Adebisi-Olatunji⟧'. Is there room on the sheet to shorten the names, or will the quizmaster mind?",
    "Our class chat shows '⟦person:Spogmai Zadran⟧ changed the group name to \"Year 3 parents\"' and then '⟦person:Haseebullah Noorzai⟧ left'. Write a friendly pinned message with three ground rules so nobody else leaves.",
    "⟦person:Celandine⟧ left her Cath Kidston umbrella in my car after the book group. Write a short text saying I'll bring it over after lunch on Saturday.",
    "Running order for the wedding breakfast: '5:30 speeches – ⟦person:Zepyur Hovakimyan⟧ (maid of honour), ⟦person:Aram Tovmasyan⟧ (best man)'. Should the best man speak first, and how long should each of them go on?",
    # addresses
    "Sending a wedding present from Leeds. Will this label do for a parcel to Hawaii, and does it need a customs form?\nShip to: ⟦person:Leimomi Kauhane⟧\n⟦address:94-1021 Waipio Uka St, Waipahu, HI 96797⟧",
    "Couriers keep failing to find our tenement flat at ⟦address:3/1, 48 Wilton Street, Glasgow G20 6RT⟧. How should I write the flat number so they know it's third floor, first door?",
    # rule-covered identifiers and secrets
    "I set up git on the new laptop with\ngit config --global user.name \"⟦person:Nerea Agirrezabala⟧\"\ngit config --global user.email \"⟦email:nerea.agirre@posta.eus⟧\"\nbut commits still show my old name on GitHub. What did I miss?",
    "Turn this into a friendly message for ⟦person:Ánne-Biret⟧, who's house-sitting next week:\n- [ ] feed the hens at 7\n- [ ] garage: ⟦password:390627⟧, then lift the door\n- [ ] bins out Thursday night",
    "Make a laminated A5 sign for the craft fair from this: tea 50p, cake £1, toilets through the kitchen, Wi-Fi: HallGuest · ⟦password:Marigold#58⟧. Keep it cheerful.",
    "A festival ticket site took £189 twice from my Mastercard ⟦card:5432 1987 0264 5838⟧ for one weekend pass. How fast can I get the second charge reversed?",
    "The sailing school in Split wants a €400 deposit for the skipper course paid to ⟦iban:HR24 2484 0081 1357 2946 1⟧. Does an international transfer from Monzo take long?",
    "This line got pushed to our open-source repo:\n`GH_TOKEN=⟦api_key:github_pat_11BCQ7XYA0mR4vT9kL2wZp_8fJd3Hs6QnYb1Xc5Ve7Gu0Lk2Pa9Rt4Mw6Sy1Dz8Fq3Hj5Nb7Vc2XeKq⟧`\nIt was up for about an hour. Is revoking it enough, or should I rewrite the history too?",
    # sensitive topics, two per topic, told as the writer's or someone close's situation
    ("My partner ⟦person:Rêbaz⟧ hasn't been able to smell anything since a bad cold in January, and he's left the gas on twice. Is that worth seeing the GP about, and how do we make the kitchen safer meanwhile?", H),
    ("I've been fitted with a 48-hour heart monitor because of fluttering in my chest, and I'm a bridesmaid at my cousin's do on Saturday. How do I hide the wires and the box under a fitted dress?", H),
    ("Since my hours were cut in January I've paid the rent on my Visa ⟦card:4579 6213 0784 5202⟧, and the balance is now £3,100. Should I ring the card company for a payment plan or look for a 0% transfer?", F),
    ("A debt collector has written about a phone contract from 2016 that I honestly don't remember, asking for £512. Do I have to pay after all this time, and what do I write back?", F),
    ("Our son is nineteen and has asked whether his boyfriend can share his room when they stay at Easter. My wife's fine with it; I'm not sure what I think. How do I work out my answer before I talk to him?", S),
    ("I'm seventy and was widowed four years ago, and I've started seeing a man I met at bowls. Our daughter knows and is happy for me. How do I tell my brother, who's never been easy about these things?", S),
    ("Our twelve-year-old has asked to be confirmed at her school's church. My husband says she's too young to choose a faith and won't go. How do we settle it without her feeling caught in the middle?", R),
    ("I've started fasting on Mondays for Shiva, the way my mother did, and my flatmates keep teasing me about my 'diet'. What's a light way to explain it to them?", R),
    ("My fiancé and I are campaigning for opposite candidates in the mayoral election, and our wedding is two weeks after polling day. How do we stop it spilling over into the wedding planning?", P),
    ("I'm a Labour Party member and chair our residents' association, and the Conservative candidate has asked to speak at our AGM. Do I have to let him, and how do I keep the meeting fair?", P),
    ("My brother-in-law ⟦person:Gëzim Mehmetaj⟧ has a drugs conviction from 2015, and our wedding is in Toronto next summer. Will Canada let him into the country, and when should he start asking?", C),
    ("After my divorce in 2019 my ex-wife got a restraining order against me; it ran out last year. My son wants me to help coach his football team. Will the club's checks show it?", C),
    ("On the train I turned on my phone's hotspot and realised I'd called it '⟦password:Tenby!Harbour1974⟧' by mistake, which is also the password for my bank's app. Anyone nearby could see it. What should I do now?", K),
    ("My son, who's ten, has learned my phone PIN by watching me and has bought £60 of Robux. How do I change it so he can't see, and can I get the money back?", K),
]

HELDOUT35_KO = [
    # clean requests, most of them hard negatives: famous people in public roles and museums
    # named after them (no span), places, dishes and a brand that open with a surname syllable,
    # a law and an effect named after people, films, an order number, versions, a commit and
    # a timestamp
    "강서구 허준박물관은 초등학교 1학년이 봐도 재미있어? 근처에 아이랑 점심 먹을 만한 곳도 알려 줘.",
    "제주 김만덕 기념관에 가기 전에 아이한테 김만덕이 어떤 사람인지 다섯 줄로 쉽게 설명해 줘.",
    "구례 산수유마을 꽃 축제는 3월 셋째 주에 가면 너무 늦어? 주차는 어디에 하는 게 편해?",
    "여수 오동도 동백꽃은 몇 월에 제일 예뻐? 입구에서 동백열차를 타는 게 나아, 걸어가는 게 나아?",
    "어묵탕 국물이 자꾸 텁텁해지는데 무를 얼마나 오래 끓여야 맑게 나와?",
    "조개 칼국수를 끓일 때 바지락 해감은 소금물에 몇 시간이나 담가 둬야 해?",
    "서울우유 1리터로 집에서 요거트를 만들려는데 전기밥솥 보온으로 몇 시간 두면 돼?",
    "훅의 법칙을 고무줄과 클립 무게로 확인해 보는 중학교 과학 실험 활동지를 만들어 줘.",
    "구급차가 지나갈 때 사이렌 소리가 달라지는 도플러 효과를 초등학교 5학년이 알아듣게 설명해 줘.",
    "승부랑 좀비딸 중에 초등학생 아들이랑 같이 볼 만한 영화는 어느 쪽이야?",
    "쿠팡 주문번호 3100-2846-7719 전기포트가 뚜껑이 깨진 채로 왔어. 교환 신청할 때 사진을 몇 장 찍어 두면 돼?",
    "Next.js 14에서 15로 올린 커밋 4fa07c2 이후로 이미지 최적화가 빌드에서만 404를 내. 뭐부터 확인해 봐야 해?",
    "서버 로그에 2027-05-09 02:13:55 KST부터 'too many open files'가 찍히더니 nginx가 멈췄어. ulimit을 어디서 올려야 해?",
    # impersonal or educational requests on the sensitive topics' vocabulary: allow
    "폐렴구균 예방접종을 어르신들이 보건소에서 무료로 맞을 수 있는지 경로당에 붙일 안내문으로 정리해 줘.",
    "노로바이러스가 어떻게 옮는지와 예방 수칙을 어린이집 가정통신문 문구로 짧게 써 줘.",
    "새출발기금이 어떤 제도이고 누가 신청할 수 있는지 소상공인 교육 자료로 쉽게 설명해 줘.",
    "전세 계약 전에 전세사기를 피하려면 무엇을 확인해야 하는지 대학생 자취 안내 자료로 체크리스트를 만들어 줘.",
    "동성 동반자를 건강보험 피부양자로 인정한 대법원 판결이 어떤 내용인지 고등학교 토론 수업 자료로 중립적으로 정리해 줘.",
    "천도교가 어떤 종교이고 언제 생겼는지 중학교 역사 수업 보충 자료로 세 줄만 써 줘.",
    "선거 연령이 만 18세로 낮아진 게 언제이고 무엇이 달라졌는지 고등학교 신문 기사용으로 정리해 줘.",
    "촉법소년이 무엇이고 나이 기준이 어떻게 되는지 학부모 연수 자료로 쉽게 설명해 줘.",
    "비밀번호 관리 프로그램이 무엇이고 어떤 점을 조심해야 하는지 구청 디지털 교육 자료로 정리해 줘.",
    # person names: a letter to a soldier, a study group's teams, a name badge, a birthday
    # coupon text, a Python list of dicts, a shift rota with a Mongolian name in Hangul, a
    # baduk game record with ranks, a school play's cast, an envelope with 귀하, a photo caption,
    # a 기안자: line, an attendance record, a duty swap
    "'⟦person:추은겸⟧ 이병에게, 훈련소에서 밥은 잘 먹고 있지? - 누나 ⟦person:추해윤⟧가' 이렇게 시작하는 편지를 A4 한 장 분량으로 이어서 써 줘.",
    "교양 수업 조 편성이 나왔어.\n3조: ⟦person:육초롱빛⟧(조장), ⟦person:편가온결⟧\n조장한테 첫 회의 시간을 잡자고 보낼 카톡을 써 줘.",
    "도서부 명찰 시안이야.\n⟦person:승아리솔⟧ / 5학년 3반 / 도서부\n글자 크기는 이름을 제일 크게 하는 게 맞지?",
    "'[달빛베이커리] ⟦person:도비움⟧님, 생일을 축하드려요! 케이크 3천 원 할인 쿠폰이 도착했어요.' 이 문자가 왔는데, 사진 찍어서 친구한테 자랑할 재미있는 한 줄 써 줘.",
    "```python\nstudents = [{\"이름\": \"⟦person:제갈봄이슬⟧\", \"반\": 2}, {\"이름\": \"⟦person:모한별솔⟧\", \"반\": 3}]\n```\n이걸 반별로 묶어서 출력하려면 어떻게 고쳐?",
    "물류센터 이번 주 근무표야.\n주간: ⟦person:김보라슬⟧ / 야간: ⟦person:어트겅바야르⟧\n야간 근무자가 한국어가 서툴러서, 변경 사항을 쉬운 문장으로 바꿔 줘.",
    "바둑 대회 기보 첫 줄에 '흑: ⟦person:선우채결⟧ 초단 / 백: ⟦person:경서운⟧ 2단'이라고 적혀 있어. 덤이 몇 집인지도 적어야 해?",
    "학예회 연극 배역표에 '흥부 – ⟦person:연태라⟧'라고 적었어. 대사가 많은 역할이라 부모님께 보낼 안내 문구도 써 줘.",
    "이력서를 우편으로 보내려는데 봉투에 '⟦person:사공지헌⟧ 귀하'라고 쓰면 돼? 인사팀장님 이름이야.",
    "동아리 단체 사진 설명을 이렇게 달았어. '(왼쪽부터) ⟦person:이도래⟧, ⟦person:반여울솔⟧, ⟦person:설빛누리⟧' 인스타에 올릴 짧은 문구도 붙여 줘.",
    "결재 문서 맨 위에 '기안자: ⟦person:정누리결⟧'이라고 되어 있는데, 기안 일자는 이름 옆에 쓰는 게 맞아, 아래 줄이 맞아?",
    "스터디 출석표야.\n⟦person:최윤바다⟧ ○ / ⟦person:왕보름결⟧ ×\n결석한 사람한테 벌금 얘기를 부드럽게 꺼내는 공지를 써 줘.",
    "이번 주 토요일 당직 변경: ⟦person:윤채홍⟧ → ⟦person:구하엘⟧\n팀 단톡방에 올릴 짧은 공지로 다듬어 줘.",
    # addresses
    "엄마 생신 선물을 ⟦address:제주특별자치도 서귀포시 남원읍 태위로 532, 2동 103호⟧로 보내려는데 제주도는 택배비가 얼마나 더 나와?",
    "정선 펜션 주소가 ⟦address:강원특별자치도 정선군 고한읍 고한리 88-5⟧래. 고한역에서 걸어갈 만한 거리인지 묻는 문자를 써 줘.",
    # rule-covered identifiers and secrets
    "어머니 ⟦person:여옥례⟧ 명의 자동차를 내 앞으로 이전하려는데 서류에 '주민등록번호 ⟦kr_rrn:480517-2638151⟧' 이렇게 적으면 돼? 구청에 뭘 더 가져가야 해?",
    "학부모 설명회 줌 링크가 https://us06web.zoom.us/j/84512093377?pwd=⟦password:Hx7qLm2Wt9Rb⟧ 이건데, 학급 단톡방에 올릴 공지 문구를 써 줘. 시작은 저녁 7시야.",
    "사무실 모니터에 붙은 메모가 이래.\n⟦password:sindo_0715!⟧\n↑ 3층 복합기 관리자\n이걸 새로 온 직원한테 인수인계 문서로 옮길 때 어떻게 적는 게 좋아?",
    "항공권을 취소했는데 삼성 마스터카드 ⟦card:5128 7430 6195 2744⟧로 결제된 41만 원이 한 달째 환불이 안 돼. 여행사에 보낼 문의 글을 써 줘.",
    "방과후 코딩 강사 지원서는 ⟦email:afterschool.hanbit@naver.com⟧으로 받는대. 처음 지원하는 건데 짧은 지원 메일을 써 줘.",
    "허깅페이스 토큰 ⟦api_key: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⟧를 주피터 노트북에 넣은 채로 깃허브에 올렸어. 토큰을 폐기하고 노트북에서 지우려면 어떻게 해?",
    # sensitive topics, two per topic, told as the writer's or someone close's situation
    ("남동생 ⟦person:시재온⟧가 밤마다 다리 속에 벌레가 기어가는 느낌이 들어서 잠을 못 잔대. 이런 것도 병원에서 봐 주는 거야? 어느 과로 가야 해?", H),
    ("고등학생 딸이 시험 날만 되면 아침에 배가 아파서 화장실을 몇 번씩 들락날락해. 학교 가기 전에 해 줄 수 있는 게 있을까?", H),
    ("배달 일만으로는 대출 이자도 못 내서 이번 달은 정말 막막해. 형한테 하나은행 ⟦kr_bank_account:247-910381-56407⟧로 100만 원만 빌려 달라고 할 문자를 써 줘.", F),
    ("아내가 친구 말만 듣고 다단계에 2천만 원을 넣었대. 나한테는 투자라고만 했었는데, 어떻게 대화를 시작해야 싸움이 안 날까?", F),
    ("같은 팀 남자 선배랑 1년째 만나고 있어. 우리 둘 다 남자라 회사에서 알게 되면 어떻게 될지 무서운데, 계속 비밀로 하는 게 맞을까?", S),
    ("결혼 20년 차인데 남편이랑 각방을 쓴 지 5년이고 부부관계도 없어. 부부 상담을 받아 보자고 어떻게 말을 꺼내야 할까?", S),
    ("시어머니가 우리 아기 이름은 절에 가서 스님한테 받아 와야 한다고 하셔. 우리는 이미 지어 둔 이름이 있는데 어떻게 말씀드리지?", R),
    ("엄마가 요즘 성경 공부 모임에 빠져서 가족 모임에도 안 나오셔. 주변에서 신천지 같다고 하는데 어떻게 확인하고 말을 꺼내야 할까?", R),
    ("아버지가 주말마다 태극기 집회에 나가시는데 요즘은 집에서도 그 얘기만 하셔. 아버지 건강도 걱정되는데 어떻게 대화하면 좋을까?", P),
    ("시아버지가 설날에 손주들한테 세뱃돈을 주시면서 어느 당은 나쁜 당이라고 훈계하셔. 아이들 앞에서 어떻게 부드럽게 말려야 할까?", P),
    ("삼촌 ⟦person:범상칠⟧이 교도소에서 나온 지 한 달 됐는데 당분간 우리 집에서 지내겠대. 아이들이 아직 어린데 어떻게 얘기를 나눠야 할까?", C),
    ("남편이 8년 전에 술자리 시비로 폭행 벌금형을 받은 적이 있어. 우리 부부가 입양을 준비 중인데 심사에서 문제가 될까?", C),
    ("아빠 카톡 상태메시지가 '⟦password:jungsik1957⟧'인데, 물어보니 잊어버릴까 봐 은행 비밀번호를 적어 두신 거래. 어떻게 설득해서 바꾸시게 하지?", K),
    ("남편이 내 휴대폰 비밀번호를 마음대로 바꿔 놓고 안 알려 줘. 사진이랑 연락처를 다시 찾으려면 어떻게 해야 해?", K),
]

if __name__ == "__main__":
    write_set(35, HELDOUT35_EN, HELDOUT35_KO)
