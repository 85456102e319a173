"""Eighth training set of hand-written requests for the Privacy Gate (gate/data/handwritten_train8.jsonl).

A training set, written for the learned models (the span tagger for names and addresses, the
topic classifier): never to be measured, and never to be used for choosing settings. Written
apart from the gate (nothing under gate/src/ or gate/models/ was read), apart from the
generator's templates and word lists, and without paraphrasing an earlier hand set; every
clash the check reported (a shared run of 24 characters) was told differently.

Theme: money and civic life. Split bills, household and shared-house budgets, crowdfunding
updates, union stewards' minutes, residents' and condo boards, petitions, a jury postponement,
a council letter, remittance forms, payout logs, a paluwagan rota, clan-association dues; in
Korean 더치페이 정산 (KakaoTalk export), 계모임 장부 CSV, 입주자대표회의 회의록, 주민센터 민원,
연말정산 부양가족, 청원 서명 명단, 동창회 회비 YAML, 공동 가계부 JSON, 축의금 장부, 구의원
건의서, 종합소득세 세무사.

Balance per language (asserted by heldout_render.rows(train=True)): 57 requests; 14 topic
requests, two per topic (5 EN and 7 KO of them with a name or an identifier); 20 clean
requests, 13 of them hard negatives and 7 impersonal or educational questions on the topics'
own vocabulary; 72 EN person names over 27 requests and 71 KO names over 29 requests; 2 + 2
addresses; 3 + 3 passwords; besides them two emails in git trailers, a US phone and a Visa
with valid Luhn digits (EN), a KR mobile, an RRN with a real date and its checksum and a
Shinhan account in its 3-3-6 grouping (KO). Routes: 29 allow, 21 redact and 7 local in
English; 27 allow, 20 redact and 10 local in Korean.

Names (EN) come from Chinese-diaspora (Cantonese with hyphenated given names, Hokkien, Hakka),
Japanese and Okinawan-American, Vietnamese-American and Filipino-American families: Cantonese
in a Markdown split-bill table beside an object named like a person (lazy Susan), Hokkien in a
Kickstarter CSV, Filipino-American stewards in union minutes (surnames alone when moving and
seconding), Vietnamese-American speakers in a "[19:02] Name:" chat, JSON rent shares, Okinawan
officers in YAML, a jury letter signed twice, citations surname first ("Uemura, Sachiko"),
git trailers with emails, a Python TODO, an all-caps form with a hyphenated surname
(AU-YEUNG / MAN-YEE), lowercase Filipino nicknames in chat, a Tita greeting and a sign-off, a
possessive and a vocative, petition volunteers with counts, word names beside places named
alike (Pearl / Pearl Harbor, Sunny / the Sunny Side diner), a two-word given name alone (Thuy
Tien) and Kit, Hakka dues list, a councilmember and a signer, payout logs, a paluwagan rota
with a nickname (Girlie). In Korean old-fashioned names (박귀옥, 장분녀, 이판술, 지근례) beside
rare and compound surnames (탁, 어, 옥, 승, 남궁, 황보, 선우, 독고), names glued to 가/은/이/한테
/아 (particles outside the span), given names alone (서후, 유채, 희용아), foreign names in
Hangul (응우옌 티 흐엉, 다카하시 미즈키), romanised capitals (HWANGBO / JAEBIN), 과장님께 and
드림, 구의원님께 and 올림, 세무사 and 사무장. Pets (보리), characters (Doraemon), and public
figures in public roles (José Rizal, 세종대왕) are not labelled; nor are laws, plans, rulebooks,
cases and brands named after people (Gresham's law, Engel's law, Robert's Rules of Order, the
Marshall Plan, Obergefell v. Hodges, See's Candies, Mrs. Fields, 그레셤의 법칙), a storm
(Typhoon Haiyan), places and brands opening with a surname syllable (김밥천국, 정관장, 세종시,
충무로, 박카스, 이마트, 한샘, 조치원, 전주비빔밥), user names, order numbers, versions and
timestamps.

Topic requests are everyday situations of the writer or someone close: a mother's shaking
hands, an aunt on dialysis, payday-loan rollovers, a card maxed on remittances, a cousin's
boyfriend at a grandmother's birthday, asexuality and a matchmaking mother, incense at Tet
after converting, a son as a novice monk, a family split over a recall, a precinct committee
seat, a brother's old fraud conviction, a DUI and jury duty, an HOA bank login forwarded, a
stolen phone with a password note; in Korean forgetfulness, a husband's back surgery, card-loan
juggling, a father's home at auction, a classmate's husband, coming out before the holidays,
dawn prayer and work hours, a brother becoming a monk, a father standing for election, a
coworker's rallies, a fine for assault and a residents' election, a cousin's suspended
sentence, a bank password sent by chat, a phishing login.
"""

from heldout_render import write_set
from sets import C, F, H, K, P, R, S

TRAIN8_EN = [
    # clean requests, most of them hard negatives: laws, a plan, a rulebook and a holiday named
    # after people, brands named after people, a storm, a cartoon character, a city named after
    # a public figure, public figures in public roles (no span), an order number, a timestamp
    # and a spreadsheet date format
    "My twelve-year-old and his friends trade the shiny cards and only ever spend the scuffed ones at the corner shop. Is that Gresham's law in miniature? Explain it to him in a few lines.",
    "We spend about 31% of take-home pay on food for a family of five. Using Engel's law, what does that say about our budget, and is it high for a household in Sacramento?",
    "For the PTA fundraiser, which leaves more profit per box: See's Candies or Mrs. Fields cookie tins? We expect to sell around 200 units before spring break.",
    "Before I give money to a Typhoon Haiyan rebuilding appeal I saw shared on Facebook, how can I check that the charity is registered and what share actually reaches families?",
    "Write a short paragraph for the Fil-Am association newsletter on why Rizal Day is kept on 30 December, and why José Rizal's novels still get taught in Philippine high schools.",
    "Is Remitly, Wise or Western Union cheapest for sending $500 a month to Ho Chi Minh City? Compare the fees and the exchange-rate markup in a small table.",
    "Under Robert's Rules of Order, may the person chairing our tenants' meeting cast a tie-breaking vote, or only when the ballot is secret?",
    "My daughter got a Doraemon piggy bank for her birthday. How can I use it to show a six-year-old why saving now beats spending now? Three simple games, please.",
    "Costco order 1189427761 shows two rotisserie chicken bakes charged but only one was in the bag. What is the fastest way to get the $5.99 back, the app or the membership desk?",
    "The dues portal for our condo says 'payment pending' since 2027-03-02 09:14 PST. How many business days does an ACH debit normally take to clear before I should call the management office?",
    "In Google Sheets my SUMIFS on the budget tab returns 0 after I imported the bank export, and the dates came in as text like 03/14/2027. How do I convert the whole column at once?",
    "Summarise the Marshall Plan in five bullets for a high-school history club: who paid, who received, and why it mattered to rebuilding Europe.",
    "What is the Laffer curve, and why do economists argue about where the peak sits? Keep it neutral, two paragraphs for an intro economics handout.",
    # impersonal or educational requests on the sensitive topics' vocabulary: allow
    "What is gout, and why do doctors tell people to go easy on anchovies and organ meats? Two paragraphs for a community cooking class handout.",
    "How does a 529 college savings plan compare with a custodial UTMA account? I'm running a parents' money workshop at the library and need it even-handed.",
    "In California, how does expunging a record differ from sealing it? Our legal aid clinic wants a single paragraph on it for a flyer.",
    "How does ranked-choice voting work in a city council race, and what happens to a ballot whose first choice is eliminated? Explain it for a civics class.",
    "What is the Vu Lan festival in Vietnamese Buddhism, and why do people wear a red or white rose? Write three sentences for our community calendar.",
    "What did the Supreme Court decide in Obergefell v. Hodges, and what did it change for state marriage licences? I need a neutral answer-key entry for a civics quiz.",
    "Why is a one-time code sent by text message weaker than one from an authenticator app? It's for the seniors' computer class I teach, so no jargon.",
    # person names: a Markdown split-bill table, a crowdfunding CSV, union minutes, a chat
    # transcript, JSON, YAML, a jury letter, citations, git trailers, a code comment, an
    # all-caps form, lowercase chat, a greeting and sign-off, a possessive and a vocative, a
    # petition list with counts, word names beside places, given names alone, a clan dues list,
    # a council letter, payout logs, a paluwagan rota
    "Split this dim sum bill evenly except the two who didn't drink:\n\n| Name | Ordered | Drinks |\n|---|---|---|\n| ⟦person:Kwok Siu-fung⟧ | $38.50 | yes |\n| ⟦person:Yeung Ka-wai⟧ | $29.00 | no |\n| ⟦person:Mak Tsz-ching⟧ | $41.25 | yes |\n| ⟦person:Lui Kwan-ho⟧ | $33.75 | no |\n\nThe tip is 18% on the whole check, and the lazy Susan broke so the restaurant took $10 off.",
    "backer,tier,pledged\n⟦person:Ooi Cheng Huat⟧,Signed cookbook,85\n⟦person:Goh Siew Lan⟧,Kaya jar + book,120\n⟦person:Teo Chee Keong⟧,Digital only,25\n⟦person:Khoo Bee Leng⟧,Signed cookbook,85\nOur kopitiam cookbook Kickstarter closes Friday. Total these pledges by tier and draft a thank-you update telling backers the print run is going ahead.",
    "Turn these stewards' meeting notes into proper minutes:\n\nPresent: ⟦person:Dindo Tolentino⟧ (chair), ⟦person:Marivic Soriano⟧ (secretary), ⟦person:Rolando Tuazon⟧. Apologies: ⟦person:Imelda Caballero⟧.\nDues arrears down to 14 members. ⟦person:Tolentino⟧ moved to waive the March late fee, ⟦person:Soriano⟧ seconded, carried. Hall wi-fi changed to ⟦password:picketline1934⟧, tell the night shift.",
    "[19:02] ⟦person:Cuong Luong⟧: the landscaping quote came in at $4,800 for the whole block\n[19:04] ⟦person:Tammy Vuong⟧: that's $200 per unit if all 24 pay\n[19:05] ⟦person:Sang Chau⟧: units 7 and 15 are empty till summer\n[19:07] ⟦person:Cuong Luong⟧: then it's more like $218\nTurn this into a brief notice for the HOA board giving the exact per-unit figure.",
    "```json\n{\"month\": \"2027-04\", \"rent_split\": [\n  {\"payer\": \"⟦person:Hanh Quach⟧\", \"share\": 0.4},\n  {\"payer\": \"⟦person:Xuan Dinh⟧\", \"share\": 0.35},\n  {\"payer\": \"⟦person:Nhung Kieu⟧\", \"share\": 0.25}\n]}\n```\nRent is $3,150 and utilities were $212. Work out what each of us pays and check the shares add up.",
    "```yaml\nclub: Oroku Kenjinkai Hilo\nofficers:\n  treasurer: ⟦person:Kazuko Higa⟧\n  auditor: ⟦person:Mitsuo Arakaki⟧\n  membership: ⟦person:Kiyomi Ota⟧\nannual_dues: 35\n```\nWrite a reminder for the newsletter that dues for the andagi fundraiser year are now open, naming who to pay.",
    "Dear Jury Commissioner,\n\nI, ⟦person:Shinobu Fujikawa⟧, juror badge 44817, respectfully request a postponement of my service on 12 May. I am the only caregiver for my two children during the school holiday and have enclosed the camp enrolment receipt.\n\nSincerely,\n⟦person:Shinobu Fujikawa⟧\n\nPlease make it firm yet courteous.",
    "Put these into Chicago author-date style and sort them:\n⟦person:Uemura, Sachiko⟧. 2021. Household Ledgers in Meiji Osaka. Kyoto University Press.\n⟦person:Hirano, Daisuke⟧, and ⟦person:Noriko Shibata⟧. 2018. \"Rotating Credit in Nikkei Brazil.\" Journal of Japanese Economy 12 (3): 44-67.\n⟦person:Okabe, Takeshi⟧. 2009. Tanomoshi and the Immigrant Bank.",
    "Fix the wording of this commit message:\n\n```\nround bill split to whole cents, carry remainder to payer\n\nCo-authored-by: ⟦person:Ikaika Nakamoto⟧ <⟦email:ikaika.nakamoto@kanaloa-dev.example⟧>\nReviewed-by: ⟦person:Chieko Miyashiro⟧ <⟦email:chieko.m@kanaloa-dev.example⟧>\n```",
    "```python\ndef split_tip(total, people):\n    # TODO(⟦person:Winnie Yip⟧): the last person should absorb the rounding, not the first\n    # ⟦person:Jimmy Tong⟧ says Venmo rejects amounts with three decimals\n    return [round(total / people, 2)] * people\n```\nRewrite this so the shares always add up exactly to the total.",
    "Check this remittance form before I send it:\nSURNAME: ⟦person:AU-YEUNG⟧\nGIVEN NAMES: ⟦person:MAN-YEE⟧\nADDRESS: ⟦address:Flat 12B, Block 3, Kwai Chung Estate, Kwai Chung, New Territories, Hong Kong⟧\nPURPOSE: FAMILY SUPPORT\nIs 'family support' the right purpose code for money to my mother?",
    "ok so ⟦person:jhun⟧ still owes me $40 from karaoke night and ⟦person:ruffa⟧ says she already gcashed ⟦person:benjie⟧ for her half?? how do i ask ⟦person:jhun⟧ w/o it being weird lol",
    "Hi Tita ⟦person:Teresita⟧,\n\nThe reunion fund is at $2,340 of the $3,000 we need for the Batangas resort deposit. Could you remind the cousins on your side to send their share by the 15th?\n\nSalamat po,\n⟦person:Honeylyn⟧\n\nMake this warmer but keep the deadline clear.",
    "⟦person:Bernadette Chiu⟧'s receipt photos for the block party are too blurry to reimburse. Draft a message: '⟦person:Loretta⟧, could you ask her to resend them before Friday's treasurer report?'",
    "Crosswalk petition for the Kapahulu Avenue school zone, signatures so far:\n- ⟦person:Annie Lok⟧: 112\n- ⟦person:Kalani Tamashiro⟧: 87\n- ⟦person:Wendell Kaneshiro⟧: 64\nWe need 400 for the neighborhood board. Write an encouraging update to the volunteers with the total and the gap.",
    "⟦person:Pearl⟧ and ⟦person:Sunny⟧ are each putting $150 toward the Pearl Harbor trip, and I'm covering breakfast at the Sunny Side diner. How much is left for the boat tickets if the budget is $720?",
    "Text ⟦person:Danny Phuong⟧ at ⟦phone:408-926-3318⟧ that ⟦person:Thuy Tien⟧ and ⟦person:Kit⟧ already paid him back for the cabin, so only the gas money is still open.",
    "Our Hakka association's 2026 dues list:\n⟦person:Chin Yuk Moi⟧ - paid\n⟦person:Voon Kah Fatt⟧ - owes 2025 and 2026\n⟦person:Liew Siaw Fah⟧ - paid\n⟦person:Thien Nyuk Lan⟧ - owes 2026\n⟦person:Bong Kiun Fah⟧ - paid\nWrite polite reminder messages for the two who owe, in simple English.",
    "Dear Councilmember ⟦person:Raymund Mercado⟧,\n\nThe streetlight at the corner of Ninth and Alder has been out since January and residents walking home from the light rail feel unsafe. We reported it to 311 twice.\n\nRespectfully,\n⟦person:Clarissa Sy⟧\n\nTighten this letter and add a request for a date by which it will be fixed.",
    "2027-01-14 08:02:11 INFO payout sent to ⟦person:Aileen Tiu⟧ ref PO-55821 amount 240.00\n2027-01-14 08:02:13 WARN payout to ⟦person:Kristine Gatchalian⟧ ref PO-55822 held: bank name mismatch\nWhat usually causes a 'bank name mismatch' hold and what should I ask the recipient to check?",
    "Our paluwagan turns this year: January ⟦person:Ditas Quiambao⟧, February ⟦person:Toto Manalo⟧, March ⟦person:Joven Malonzo⟧, April ⟦person:Bambi Lacson⟧, May ⟦person:Girlie⟧. Everyone puts in $300 a month. Make a table of who receives how much and when.",
    # addresses and secrets
    "Mail the signed petition packet to ⟦person:Garrett Onishi⟧ at ⟦address:4519 Irving St, Apt 2, San Francisco, CA 94122⟧. What's the cheapest tracked option from USPS for about 60 sheets?",
    "The Splitwise group for the Vegas trip logs in as lanaicrew with ⟦password:mahalo-77⟧. Write a text to ⟦person:Jennylyn Abad⟧ telling her to add her receipts before Sunday.",
    # sensitive topics, two per topic, told as the writer's or someone close's situation
    ("Since New Year my mom's hands shake when she holds chopsticks and she has started dragging her left foot a little. Which kind of doctor do we book first, and what should I write down before the appointment?", H),
    ("My aunt ⟦person:Nenita Alcaraz⟧ is on dialysis three mornings a week now and can't do her turn counting the cash at the HOA garage sale. Help me write to the organiser asking to move her to an afternoon slot.", H),
    ("We've been using the grocery money to cover my brother's payday loan rollovers, and now rent is short by $640. Draft a text asking our landlord if we can pay it in two halves.", F),
    ("My husband ⟦person:Edgardo Pascual⟧ maxed out our joint card ⟦card:4598 8234 0147 0682⟧ sending balikbayan boxes and money home, and we're two payments behind. Write a hardship request to the bank.", F),
    ("My cousin ⟦person:Ryota Kuwahara⟧ wants his boyfriend at obaachan's 88th birthday lunch, and she's very old-fashioned. How can I help him plan how to tell her?", S),
    ("I'm 34, I've never wanted to date anyone of any gender, and my mom keeps forwarding me matchmaker profiles. How do I tell her this is simply who I am?", S),
    ("I became Catholic when I got married, and my grandmother still keeps the ancestor altar and expects me to offer incense at Tet. Can I take part without feeling I'm betraying either side?", R),
    ("My son wants to spend the summer as a novice monk at a temple in Thailand before college, and my wife is against it. Help me lay out both sides fairly for a family talk.", R),
    ("My dad volunteers for the mayor's recall campaign and my uncle runs the phone bank for the other side. Thanksgiving turned into a shouting match. Any tips so Christmas dinner stays peaceful?", P),
    ("I've been put forward as a precinct committee member for my party, but I work for the county and don't want coworkers to know how I vote. Would my name end up in a public record?", P),
    ("My brother ⟦person:Vinh Luu⟧ was convicted of check fraud in 2015 and served his time. Our tenants' committee wants him as treasurer. Should he tell them first, and how?", C),
    ("I got a DUI two years ago, and now I've been summoned for jury duty. Will they ask about it on the questionnaire, and do I have to mention it?", C),
    ("I gave my mother-in-law the login for our HOA's bank portal, treasurer808 and ⟦password:Kalihi#2019⟧, and she forwarded it to the whole board by email. Which password gets changed first?", K),
    ("My dad keeps every password in a phone note titled 'passwords', and the phone was just stolen on the bus. Which accounts do we lock first, in what order?", K),
]

TRAIN8_KO = [
    # clean requests, most of them hard negatives: a law and an index named after people, brands
    # and places that open with a surname syllable, a city and a street named after public
    # figures (no span), a pet, an order number, a version and a timestamp
    "동네에서 지역화폐랑 현금을 같이 받는데 다들 지역화폐부터 써 버려. 이게 그레셤의 법칙이랑 같은 원리인지 쉽게 설명해 줘.",
    "우리 집 한 달 생활비 420만 원 중에 식비가 130만 원이야. 엥겔지수로 치면 몇 퍼센트고, 4인 가구 평균이랑 비교하면 높은 편이야?",
    "김밥천국은 왜 지점마다 라면 가격이 다 달라? 본사에서 정해 주는 게 아니야?",
    "설에 부모님 드릴 정관장 홍삼 세트랑 동네 건강원 홍삼즙 중에 가격 대비 어느 쪽이 나아? 예산은 15만 원이야.",
    "세종시로 이사 가면 서울보다 관리비가 얼마나 싸? 세종대왕 동상 있는 호수공원 근처 30평대 기준으로 알려 줘.",
    "충무로에서 인쇄소 돌면서 동창회 회보 200부 견적을 받으려는데, 컬러 8쪽이면 대략 얼마 들어?",
    "박카스 한 박스랑 비타500 한 박스 중에 주민센터 직원분들 드릴 간식으로 뭐가 무난할까?",
    "이마트 트레이더스에서 대용량으로 사서 세 집이 나누면 진짜 싸게 먹히는지, 휴지랑 세제로 계산해 줘.",
    "한샘 붙박이장 견적이 320만 원 나왔는데 동네 인테리어 가게는 240만 원이래. 차이가 어디서 나는 거야?",
    "우리 강아지 보리 예방접종비랑 사료값을 가계부에 '반려동물' 항목으로 따로 빼는 게 나을까, 그냥 생활비에 넣을까?",
    "네이버페이 주문번호 2027031488217405 환불이 일주일째 '처리 중'이야. 판매자한테 먼저 연락해야 해, 고객센터에 해야 해?",
    "엑셀 2021에서 가계부 시트를 열면 2027-03-02 09:14:00 같은 날짜가 전부 숫자로 바뀌어 보여. 서식 한 번에 고치는 법 알려 줘.",
    "홈택스에서 연말정산 간소화 자료를 PDF로 받았는데 회사 시스템 버전 3.2.1에 올리면 인식이 안 된대. 어떤 형식으로 다시 받아야 해?",
    # impersonal or educational requests on the sensitive topics' vocabulary: allow
    "당뇨 전단계는 공복혈당이 얼마일 때를 말하는지 보건소 건강 강좌 안내문용으로 두 문장만 써 줘.",
    "DSR이 뭐고 왜 대출 한도에 영향을 주는지 사회초년생 경제 교육 자료에 넣을 문단으로 써 줘.",
    "집행유예랑 선고유예가 어떻게 다른지 고등학교 법과 정치 수업용으로 짧게 정리해 줘.",
    "주민소환제가 어떤 제도고 실제로 성립된 적이 있는지 중학교 사회 시간용으로 중립적으로 설명해 줘.",
    "원불교가 언제 어떻게 생겼는지 교양 수업 발표용으로 다섯 줄로 정리해 줘.",
    "무성애가 무엇인지 대학 교양 수업 자료에 넣을 정의를 두 문장으로 써 줘.",
    "OTP 카드랑 공동인증서가 어떻게 다른지 어르신 스마트폰 교실 안내문용으로 쉽게 써 줘.",
    # person names: a KakaoTalk export, a 계모임 CSV, 입주자대표회의 minutes, a 연말정산 table,
    # a petition list, 동창회 YAML, JSON 가계부, 반말 chat with particles, an email greeting
    # and sign-off, transfer logs, a code comment, a collection list, a 축의금 장부, given names
    # alone, foreign names in Hangul, romanised names in capitals, a vocative, a letter to a
    # 구의원, a tax accountant, a name beside places and dishes
    "[⟦person:차재상⟧] [오후 9:41] 오늘 회식 총 18만 4천 원 나왔어요\n[⟦person:홍규남⟧] [오후 9:43] 저는 2차 안 갔으니까 1차만 낼게요\n[⟦person:서학호⟧] [오후 9:44] 저도 1차만요\n[⟦person:차재상⟧] [오후 9:46] 2차는 3만 2천 원이었어요\n이 대화대로 한 사람당 얼마씩 보내야 하는지 계산해 줘.",
    "순번,이름,곗돈,수령월\n1,⟦person:박귀옥⟧,30만,1월\n2,⟦person:정봉애⟧,30만,2월\n3,⟦person:장분녀⟧,30만,3월\n4,⟦person:오금덕⟧,30만,4월\n5,⟦person:채봉련⟧,30만,5월\n6,⟦person:이판술⟧,30만,6월\n7,⟦person:도순희⟧,30만,7월\n계모임 장부인데 4월까지 곗돈 탄 사람이랑 남은 사람 나눠서 표로 정리해 줘.",
    "제87차 입주자대표회의 회의록 초안이야. 문장만 다듬어 줘.\n참석: 회장 ⟦person:노경택⟧, 총무 ⟦person:심재구⟧, 동대표 ⟦person:육성덕⟧·⟦person:기재완⟧·⟦person:남궁광채⟧\n불참: ⟦person:감동휘⟧\n안건 1. 장기수선충당금 인상 건 – ⟦person:노경택⟧ 회장이 세대당 월 2천 원 인상을 제안, 찬성 4 반대 1로 가결.",
    "민원 신청서 좀 봐 줘.\n민원인: ⟦person:유근환⟧\n연락처: ⟦phone:010-3874-2619⟧\n주소: ⟦address:부산광역시 사하구 낙동대로 398, 102동 905호⟧\n내용: 아파트 후문 앞 불법 주정차로 어린이 통학로가 막힙니다.\n내용을 더 구체적으로, 주민센터에 낼 만하게 고쳐 줘.",
    "연말정산 부양가족 입력할 건데 빠진 게 없나 봐 줘.\n관계 | 성명 | 주민등록번호\n모 | ⟦person:지근례⟧ | ⟦kr_rrn:620918-2446742⟧\n자녀 | ⟦person:양유채⟧ | 올해 출생\n어머니는 소득이 국민연금 월 58만 원뿐인데 기본공제 돼?",
    "어린이보호구역 신호등 설치 청원 서명 명단이야.\n1. ⟦person:서국택⟧\n2. ⟦person:구광인⟧\n3. ⟦person:조학서⟧\n4. ⟦person:황보인숙⟧\n5. ⟦person:정춘민⟧\n6. ⟦person:선우재덕⟧\n7. ⟦person:독고준태⟧\n구청에 낼 청원서 앞부분에 서명 인원이랑 요청 사항을 정리해서 써 줘.",
    "```yaml\n동창회_회비_2027:\n  납부: [⟦person:유병필⟧, ⟦person:현규경⟧, ⟦person:금건한⟧]\n  미납: [⟦person:방형철⟧, ⟦person:석학창⟧]\n  연회비: 50000\n```\n미납자한테 보낼 문자를 친구끼리 말투로 부담 없게 써 줘.",
    "```json\n[{\"날짜\": \"3/2\", \"항목\": \"장보기\", \"금액\": 84200, \"지출자\": \"⟦person:어재근⟧\"},\n {\"날짜\": \"3/3\", \"항목\": \"가스비\", \"금액\": 61500, \"지출자\": \"⟦person:조홍영⟧\"}]\n```\n셰어하우스 공동 가계부인데 이번 주에 누가 누구한테 얼마 보내면 딱 반반이 되는지 알려 줘.",
    "야 ⟦person:은형규⟧가 저번 동호회 회식비 아직 안 보냈고 ⟦person:남병헌⟧은 반만 보냈거든? 단톡방에 티 안 나게 한 번 더 공지하는 말 좀 써 줘.",
    "⟦person:민희섭⟧ 과장님께\n\n지난달 출장 경비 정산서를 첨부해 드립니다. 영수증 세 장 중 택시비 한 장은 분실하여 카드 내역으로 대체했습니다.\n\n⟦person:염영주⟧ 드림\n\n이 메일 더 깔끔하고 공손하게 다듬어 줘.",
    "[2027-03-02 10:14:55] 이체 완료 수취인=⟦person:온재훈⟧ 금액=250,000 메모=동창회비\n[2027-03-02 10:15:03] 이체 실패 수취인=⟦person:원인식⟧ 사유=수취인 계좌 명의 불일치\n명의 불일치는 보통 왜 생기고, 받는 사람한테 뭘 확인해 달라고 해야 해?",
    "```python\n# 정산 규칙: ⟦person:지정광⟧ 님 요청으로 10원 단위 끝전은 버림\n# ⟦person:송세철⟧: 총무가 끝전을 모아 다음 모임 회비로 이월\ndef share(total, n):\n    return total // n // 10 * 10\n```\n버린 끝전 합계도 같이 돌려주게 고쳐 줘.",
    "추석 선물 공동구매 입금 현황: ⟦person:신경옥⟧ 3만 원, ⟦person:손덕기⟧ 3만 원, ⟦person:탁남숙⟧ 아직. 단톡방 공지용으로 깔끔하게 정리해 줘.",
    "결혼식 축의금 장부 옮겨 적은 거야. ⟦person:승명철⟧ 10만, ⟦person:우병헌⟧ 5만, ⟦person:엄은봉⟧ 5만, ⟦person:차학웅⟧ 3만. 합계 내고 나중에 답례할 때 참고하게 금액별로 묶어 줘.",
    "⟦person:서후⟧가 이번 달 용돈 기입장을 처음 썼는데 ⟦person:유채⟧는 벌써 세 번째 달이야. 초등학생 둘한테 줄 용돈 기입장 칭찬 스티커 규칙 만들어 줘.",
    "베트남에서 온 ⟦person:응우옌 티 흐엉⟧ 씨랑 일본에서 온 ⟦person:다카하시 미즈키⟧ 씨한테 관리비 자동이체 신청하는 법을 쉬운 한국어로 안내하는 문자 써 줘.",
    "해외송금 신청서에 영문 이름을 이렇게 썼는데 맞는지 봐 줘.\nSURNAME: ⟦person:HWANGBO⟧\nGIVEN NAME: ⟦person:JAEBIN⟧\n여권에는 성이 ⟦person:HWANGBO⟧로 되어 있고 이름은 붙여서 한 단어야.",
    "⟦person:희용⟧아, 제주도 여행 경비 정산했어. 숙소 48만, 렌터카 21만, 유류비 6만이고 넷이서 나누면 돼. 이 내용 카톡으로 보낼 말 좀 예쁘게 다듬어 줘.",
    "⟦person:하홍섭⟧ 구의원님께 드리는 건의서 초안이야. 우리 동 공영주차장 요금이 작년보다 두 배가 됐는데 주민 설명회가 한 번도 없었어. 끝에 '주민 대표 ⟦person:조웅준⟧ 올림'으로 마무리해서 정중하게 다듬어 줘.",
    "종합소득세 신고를 맡긴 세무사 ⟦person:한인성⟧ 님께 작년 월세 계약서랑 기부금 영수증을 ⟦address:대구광역시 수성구 달구벌대로 2451, 4층⟧ 사무실로 등기 보냈다고 알리는 문자 써 줘. 사무장 ⟦person:조석명⟧ 님도 참조로 넣을게.",
    "⟦person:함보선⟧ 씨랑 조치원 복숭아 축제 갔다가 전주비빔밥 먹고 오기로 했어. 둘이 교통비랑 식비 합쳐서 얼마 잡으면 될까?",
    # secrets
    "관리사무소 회의실 와이파이 비번은 ⟦password:dongdaepyo2027⟧이라고 ⟦person:손승란⟧ 총무님께 전달하는 문자 써 줘. 다음 회의 때 노트북 가져오신대.",
    "동창회 밴드 관리자 계정 ssmhs81 / ⟦password:gyeongju81!⟧ 을 ⟦person:최옥영⟧한테 넘겨주려고 해. 인수인계 메모를 짧게 써 줘.",
    # sensitive topics, two per topic, told as the writer's or someone close's situation
    ("엄마가 요즘 같은 얘기를 하루에도 몇 번씩 하시고 가스 불 끄는 걸 자꾸 잊으셔. 검사 받아 보자고 어떻게 말을 꺼내야 서운해하지 않으실까?", H),
    ("남편 ⟦person:방춘용⟧이 허리 수술 날짜가 잡혀서 한 달은 거의 못 움직인대. 이번 달 동대표 회의에 대신 나가겠다고 관리소장님께 보낼 문자 써 줘.", H),
    ("카드론으로 돌려막기를 석 달째 하고 있어. 이번 결제일이 25일인데 월급으로는 절반도 못 막아. 어디서부터 정리해야 할까?", F),
    ("아버지 ⟦person:장순만⟧ 씨 가게가 문을 닫으면서 집이 경매로 넘어간대. 형제들이 매달 50만 원씩 모아 신한 ⟦kr_bank_account:110-482-903715⟧ 계좌로 보내기로 했는데 공지 문자 좀 써 줘.", F),
    ("동창회 총무 ⟦person:옥태범⟧이 연말 송년회에 자기 남편을 데려와도 되냐고 조용히 물어봤어. 다른 동창들 반응이 걱정되는데 어떻게 답해 주면 좋을까?", S),
    ("스물아홉인데 여자를 좋아한다는 걸 엄마한테만 말했어. 명절에 큰집 가면 또 결혼 얘기 나올 텐데 어떻게 넘기지?", S),
    ("요즘 새벽기도를 매일 나가다 보니 회사에서 자꾸 졸아. 팀장님께 출근 시간을 30분만 늦춰 달라고 하려면 어떻게 말해야 할까?", R),
    ("형 ⟦person:우기동⟧이 출가해서 스님이 되겠다고 회사를 그만뒀어. 어머니께는 아직 말 안 했대. 내가 먼저 어떻게 말씀드려야 할까?", R),
    ("이번 지방선거에 아빠가 한 정당 예비후보로 나가신대. 아파트 단톡방에 홍보 글을 올려도 되는지, 올린다면 어떻게 써야 욕을 덜 먹을까?", P),
    ("회사 동료 ⟦person:구양모⟧ 씨가 점심시간마다 어느 당 집회 얘기를 하면서 같이 가자고 해. 내 성향은 안 밝히고 거절하는 말 좀 알려 줘.", P),
    ("10년 전에 폭행으로 벌금형 받은 적이 있는데, 이번에 아파트 동대표 선거에 나가도 될까? 후보 등록할 때 그런 것도 확인해?", C),
    ("사촌 ⟦person:엄기선⟧이 음주운전으로 집행유예 기간인데 동창회 총무를 맡겠대. 다른 동창들한테 미리 알려야 할까?", C),
    ("엄마가 인터넷뱅킹 인증서 비밀번호를 카톡으로 '⟦password:sunja0417⟧' 이렇게 보내셨어. 대화방에서 지우기만 하면 되는 거야, 비밀번호를 바꿔야 해?", K),
    ("회사 메일로 '급여명세서 확인' 링크가 와서 눌렀더니 로그인 창이 떠서 아이디랑 비밀번호를 넣었어. 지금 뭐부터 바꿔야 해?", K),
]

if __name__ == "__main__":
    write_set(8, TRAIN8_EN, TRAIN8_KO, train=True)
