"""Thirty-fourth held-out hand-written set for the Privacy Gate (gate/data/handwritten_heldout34.jsonl).

Written apart from the gate (nothing under gate/src/ was read: neither the rules, nor the
topic cues, nor the models), apart from the generator's templates and word lists, and without
paraphrasing an earlier hand set; themes and examples come from everyday requests people make
to a local assistant. Each draft's situation was searched for in the earlier sets' words, and
drafts that told a situation an earlier set had already told (a drink-driving conviction and a
driving job, a cannabis caution and a fostering panel, a Catholic priest's promise about the
children, a wife married to a man for decades who is drawn to women, an ex who knows the
answers to the security questions, a mother whose dementia has just been diagnosed, a shop
owner's debts after closing, a father who stood surety for a friend's firm, a girlfriend's
Won Buddhist family, a daughter going to a church summer camp with a friend) were replaced by
different situations rather than reworded; every clash the check reported was rewritten, names
included. Committed before any model or rule was run on it, and not yet measured; never to be
used for training or for choosing settings (only summary numbers are to be taken from it). A
balanced set like the twenty-sixth to thirty-third: person names, sensitive topics,
addresses, rule-covered identifiers and clean hard negatives side by side, with close to half
of the requests clean (22 per language). 18 EN and 16 KO requests carry a person name (31 EN
and 25 KO names); 14 + 14 topic requests, 4 + 4 of them with a name or an identifier; 2 + 2
addresses; 6 + 6 identifiers and secrets outside the topic requests. Routes: 32 allow, 20
redact and 5 local per language.

Passwords and codes, strong and weak, in new positions: in English an alarm code after a key
emoji in a babysitter's notes ("alarm 🔑 VALUE then the tick", four digits, no code word) for
a named babysitter (the local request of the language), a beach hut's padlock number in an
email's subject line ("Subject: Beach hut padlock – VALUE"), and, in a credentials request, a
deploy password inside a git remote URL ("https://deploy:VALUE@host/site.git", a word, a
hyphen, a word, a symbol and a year); in Korean a cafe's guest wifi inside a wifi QR string
("WIFI:S:...;T:WPA;P:VALUE;;", lowercase, digits and a symbol), a parcel locker's number after
a slash behind the locker's number in a message to a second-hand buyer ("택배함 7번 / VALUE",
four digits, no password word), and, in a credentials request, a value that opens a message
sent to the wrong group chat, before its keyword ("'VALUE 이게 내 넷플릭스 비번이야 엄마'",
lowercase, digits and a symbol).

Names sit in lowercase test data in a pytest parametrize list (Turkish, with dotted and
dotless i), a JSON-LD recipe's author and contributor (Newar), a podcast transcript's speaker
labels with timestamps (Haitian), a library hold slip with the surname first and a comma
(Thai), trophy engravings after a dash (Ndebele and Shona), a maiden name after née (Slovak),
a booking's SURNAME/GIVEN with MR and MSTR left outside the span (Nahuatl), a radio
dedication (Cape Verdean), iron-on name tapes with the surname first (Chinese), a vicar after
Revd (Ewe; the title is left outside the span), an English-word name (Briar) beside a shop
named after a person (John Lewis), comments on a shared document (Moroccan), and a rota app's
notification (Lebanese), besides those in address, identifier and topic requests (Luo after
c/o, Catalan in a .mailmap line beside an e-mail address, Malian, Czech, Greek Cypriot). In
Korean a wedding invitation's 혼주 line, a KakaoPay transfer notice ("NAME님에게 50,000원을
보냈어요"), a housewarming guestbook signed after a dash, a business card draft (NAME | 대리),
a badminton draw with vs and four-syllable native names (표솔뫼찬, 좌누리솔), a KakaoTalk
invitation notice ("NAME님이 NAME님, NAME님을 초대했습니다."), a nursery locker label after
the class's name, a name seal for a sixtieth birthday, siblings sharing a generation syllable
(방규헌, 방규온), a Filipino name in Hangul before 씨, a depositor's name in a club's bank
record, team captains after 청팀 and 백팀, a salon booking text with 디자이너 and 고객님, and an
RRN in brackets after a late grandfather's old-fashioned name (계덕팔); surnames common and
rare (석, 명, 탁, 봉, 옥, 마, 표, 갈, 좌, 당, 견, 채, 단, 기, 방, 피, 국, 남궁, 어, 함, 계, 간,
빙).

Two sensitive-topic requests per topic and language, told as everyday situations of the
writer or of someone close, mostly without a domain keyword: a mother of 79 with poor sight
who sees children in the garden at dusk, a manager who keeps messaging during sick leave for
stress; a father of 81 sending money to a woman he met online (a Lithuanian IBAN), an
overpayment of Carer's Allowance to be paid back; a son of thirteen who wants to take a boy to
the Year 8 disco, a Sunday league teammate who saw the writer's Grindr profile; Quaker meetings
and a mother who plays the organ at the family's church, a Sikh father-in-law who wants a
grandson's hair left uncut; a teacher photographed at a Palestine march, a council worker who
wants to stand as an independent in their own ward; an affray conviction at nineteen and an
application to be a magistrate, a youth caution for graffiti before the Army; a club's deploy
password pasted into a public Discord, a late husband's phone passcode. In Korean an uncle who
shouts and flails in his sleep, a boy of eight who blinks and sniffs; a graduate student's
overdue student loan (a Kookmin account in its 6-2-6 grouping), a sister who broke her savings
for their mother's care hospital; a fiancé who once dated a man, a same-sex partner's consent
form before surgery; a father-in-law's pastor at a first-birthday party, a wife who took
Buddhist precepts and wants the children to bow each morning; a student daughter in a party's
youth wing, a husband who asks whom the writer voted for; a cousin moved school for bullying
who sits the police exam, a husband fined for insurance fraud who wants to sell insurance; a
Netflix password sent to the wrong group chat, a foreign login alert with a reused password.
Four + four carry a name or an identifier.

Clean requests are mostly hard negatives: a law and a principle named after people (Zipf's,
the Peter principle), famous people in public roles and a house named after them, left
unlabelled as in sets 29 to 33 (the Brontë Parsonage, Emmeline Pankhurst, Stephenson's
Rocket; 윤동주 문학관, 신사임당), a hall named after a prince (the Royal Albert Hall), brands
named after people (Kärcher, Hornby), a book character (Horrid Henry), films named after
characters (Wonka, Mary Poppins Returns), Korean places, dishes and a brand that open with a
surname syllable (하동 화개장터, 장성 황룡강, 진미채볶음, 민어 매운탕, 진라면), a theorem and a law
named after people (피타고라스 정리, 아보가드로 법칙), films (하얼빈, 파일럿), order numbers,
versions, commits and timestamps, and nine impersonal or educational requests per language on
the sensitive topics' own vocabulary, which must stay allow (the MMR's two doses, sepsis
warning signs, debt relief orders, buy now pay later, aromantic and asexual, Sukkot, the
pre-election period, a first hearing in the magistrates' court, SIM-swap fraud; dementia
support centres, hepatitis A vaccination, Sunshine Loans, revolving card payments, a support
group for parents of LGBT children, Lent, the recall of local officials, probation, QR-code
phishing).

Same markup as sets.py, but every identifier is a fixed labelled value ⟦type:literal⟧ (an
American Express and a Visa number with valid Luhn digits, a French IBAN with valid mod-97 and
RIB key digits, a Lithuanian IBAN with valid mod-97 digits, an RRN with a real date and its
checksum, a Kookmin account, e-mail addresses, a Shopify access token and an Anthropic API
key); a tuple adds {"topic": ...}. Things named after people (brands, places, laws, a
character, films) are not labelled. heldout_render.py renders it (offsets, check digits, the
expected route and the set's balance asserted).
`python3 gate/tools/heldout34_sets.py` writes the file;
`python3 gate/tools/heldout_check.py 34` checks that its names and sentences are new.
"""

from heldout_render import write_set
from sets import C, F, H, K, P, R, S

HELDOUT34_EN = [
    # clean requests, most of them hard negatives: a law and a principle named after people,
    # famous people in public roles and a house named after them (no span), a hall named after
    # a prince, brands named after people, a book character, films named after characters, an
    # order number, versions, a commit and a timestamp
    "For the sixth-form linguistics club, explain Zipf's law using the word counts from one chapter of a book they've all read, then suggest a ten-minute activity to test it.",
    "Write three slides on the Peter principle for a first-time team leaders' workshop, with one example from a hospital ward and one from a warehouse.",
    "Is the Brontë Parsonage in Haworth manageable with a pushchair? We'd also like a café on the main street that takes lunch bookings for six.",
    "Votes for women is our Year 6 assembly theme: write a short paragraph on Emmeline Pankhurst and why her statue stands in Victoria Tower Gardens.",
    "Is Stephenson's Rocket on show at Locomotion in Shildon this summer, or has it gone back to London? We're planning a day out around it.",
    "We've got Proms tickets at the Royal Albert Hall in August. Can you take a small backpack in, and how early should we queue for the arena?",
    "My Kärcher pressure washer pulses on and off instead of spraying steadily. Is that the unloader valve, or is the water supply too weak?",
    "Dad's Hornby train set from 1978 runs in jerks on the new controller. Is it worth cleaning the track first, or is the motor just tired?",
    "My seven-year-old has read every Horrid Henry book twice. What should we try next that's just as silly but a bit longer?",
    "Wonka or Mary Poppins Returns, on a wet Sunday? Our boy is five and covers his ears when the music gets loud.",
    "Wickes took payment for order 8810243376, a kitchen worktop, two weeks ago and it still says 'awaiting stock'. Can I cancel and get the delivery charge back too?",
    "After upgrading Vite from 5.4 to 6.0 at commit 9c4d17a, our CSS modules come through as empty objects in the unit tests. What changed?",
    "Our Raspberry Pi logged 'Under-voltage detected! (0x00050005)' at 2027-04-02 23:17:48 BST and then rebooted. Is it the power supply or the SD card?",
    # impersonal or educational requests on the sensitive topics' vocabulary: allow
    "Why is the MMR jab given in two doses, and can adults who missed it as children still have it? Four lines for a college noticeboard.",
    "What are the warning signs of sepsis in adults? A short checklist for the wall of a care home's staff room.",
    "What is a debt relief order, and who can apply for one? Plain words for a money-advice drop-in's leaflet.",
    "How does buy now, pay later actually work, and what if you miss a payment? Balanced wording, please, for a Year 11 personal finance lesson.",
    "For a sixth-form PSHE glossary, what do 'aromantic' and 'asexual' mean, and how are they different? Two calm sentences each.",
    "What is Sukkot, and why do some families build a hut in the garden for it? Three lines for a primary school's autumn festivals display.",
    "What is the pre-election period, and why do councils hold back some announcements during it? Neutral wording, one paragraph, for new council staff.",
    "Step by step, what goes on at a first hearing in the magistrates' court? It's for new volunteers at a court's witness service.",
    "What is SIM-swap fraud, and how do criminals get a phone number moved to a new SIM? I'm running an online safety session at our library and need one paragraph.",
    # person names: lowercase test data in a pytest parametrize list, JSON-LD, a podcast
    # transcript, a library hold slip with the surname first, trophy engravings, a maiden name
    # after née, a booking's SURNAME/GIVEN with the title outside, a radio dedication, iron-on
    # name tapes, a vicar after Revd (the title outside the span), an English-word name beside
    # a shop named after a person, document comments, a rota app's notification
    "```python\n@pytest.mark.parametrize(\"raw\", [\n    \"⟦person:ışıl karakuyu⟧\",\n    \"⟦person:ilkim sağdıç⟧\",\n    \"⟦person:ümran dedeoğlu⟧\",\n    \"⟦person:çağıl yazıcıoğlu⟧\",\n])\ndef test_title_case(raw): ...\n```\nPython's .title() gets the dotted and dotless i wrong in these. What should I use for Turkish names?",
    "<script type=\"application/ld+json\">\n{\"@type\": \"Recipe\", \"name\": \"Chicken momo\", \"author\": {\"@type\": \"Person\", \"name\": \"⟦person:Rojina Maharjan⟧\"}, \"contributor\": \"⟦person:Bikalpa Tamrakar⟧\"}\n</script>\nThe rich results test flags 'contributor'. Should it be an object like the author?",
    "⟦person:Nedjie Florvil⟧ [00:03:14]: So the bus just never came.\n⟦person:Wilnès Bazile⟧ [00:03:19]: Never! We walked the whole way in the rain.\nTurn this bit of our podcast transcript into three bullet points for the show notes.",
    "The reservation slip inside my library book reads 'HOLD FOR: ⟦person:Rattanakorn, Pimchanok⟧ – collect by 14/05'. Can my sister pick it up with my card?",
    "Engraving for the club's shields: 'Players' Player 2026 – ⟦person:Sibusisiwe Ncube⟧' and 'Most Improved – ⟦person:Tinotenda Chikwanha⟧'. The engraver charges by the letter; can the wording be shorter without losing the names?",
    "For the family tree: my great-grandmother was ⟦person:Božena Kráľová⟧, née ⟦person:Hrušková⟧, born in Myjava in 1903. Does the birth surname go in the last-name box or in a field of its own?",
    "The booking shows ⟦person:XICOTENCATL/YAOTZIN⟧ MR and ⟦person:XICOTENCATL/TONATIUH⟧ MSTR, but my son's passport has his second surname too. Will the airline let him board?",
    "I'm ringing the Sunday request show on local radio. How do I say, in under twenty seconds, that the song is for ⟦person:Nilda Semedo⟧ on her eightieth, from her grandson ⟦person:Edvaldo Tavares⟧ in Praia?",
    "Ordering iron-on name tapes for the twins' uniforms: ⟦person:Xiang Yutong⟧ and ⟦person:Xiang Yuhang⟧. Is it clearer to put the surname first as we do at home, or last as the school does?",
    "Revd ⟦person:Selorm Dzokoto⟧ has agreed to open the May fair, and ⟦person:Dzifa Amedzro⟧ from the parish council will draw the raffle. Write a poster line thanking them both.",
    "⟦person:Briar⟧ is after the John Lewis corner sofa I'm selling, but it won't go up her stairs. Write a friendly message suggesting we take the feet off and try anyway.",
    "Two comments on the grant bid: ⟦person:Ghita Bennani⟧ says 'cut section 3 by half' and ⟦person:Yassine Ouazzani⟧ replied 'no, cut section 4'. Write a neutral reply that moves this along.",
    "The rota app says: '⟦person:Layal Chidiac⟧ has offered to swap her Tuesday late for your Saturday early.' I'd already promised ⟦person:Rami Sfeir⟧ my Saturday. How do I say no to one of them kindly?",
    # addresses
    "My nephew is lodging with a family in Dublin for his placement and says to write 'c/o' and his landlady's name. Is this right?\nc/o ⟦person:Awuor Nyakwaka⟧\n⟦address:Flat 3, 27 Leinster Road, Rathmines, Dublin 6, D06 K2F8⟧",
    "We've moved to ⟦address:9 Heron Wharf Close, Norwich NR1 2QT⟧. Write a change-of-address line for the Christmas cards that doesn't sound like a form.",
    # rule-covered identifiers and secrets
    "Our .mailmap has the line\n⟦person:Ariadna Puigvert Rius⟧ <⟦email:ariadna@puigvert.cat⟧>\nbut git shortlog still lists her twice, once under an old work address. What is the line missing?",
    "Draft a text for our babysitter, ⟦person:Kadiatou⟧, from these notes: kids in bed by 8, alarm 🔑 ⟦password:5917⟧ then the tick, pizza money in the blue jar.",
    "Subject: Beach hut padlock – ⟦password:8842⟧\nCould you write the body of this email to the three other families who share the hut? The old key is retired, and the number stays between us.",
    "A hotel in Cork charged a €180 no-show fee to my Amex ⟦card:3787 344936 71000⟧ although we cancelled by phone on the Monday. What should the dispute say?",
    "A freelancer left this in our theme repo's README:\n`SHOPIFY_ACCESS_TOKEN=⟦api_key: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⟧`\nThe repo was public for a weekend. What do I rotate, and in what order?",
    "Our daughter's exchange school wants our half of the ski trip, €310, paid to ⟦iban:FR76 3000 4018 7300 0104 7392 509⟧ by Friday. Is there a cheap way to send euros from a UK account?",
    # sensitive topics, two per topic, told as the writer's or someone close's situation
    ("Mum is 79 and has started seeing children playing in the garden at dusk who aren't there. She knows they're not real and isn't frightened; her eyesight's been poor for years. Should I mention it at her eye clinic?", H),
    ("I've been signed off with stress for four weeks, and my manager ⟦person:Vavřinec Kolouch⟧ keeps messaging me about handovers. How do I ask him to stop without making going back harder?", H),
    ("Dad's 81 and has sent £400 four times to a woman he met on Facebook. Now she wants £1,200 for a plane ticket, paid to ⟦iban:LT85 7300 0101 3942 7781⟧. How do I talk to him without him shutting me out?", F),
    ("I've had a letter saying I was overpaid Carer's Allowance for two years, £6,800 in all, because of my extra shifts. I honestly didn't know they counted. How do I reply and ask to pay it back slowly?", F),
    ("My son is thirteen and has asked if he can take a boy from his class as his date to the Year 8 disco. I'm fine with it, but his grandparents are doing the pick-up. Do I warn them first?", S),
    ("A lad from my Sunday league team, ⟦person:Stelios Hadjikyriakou⟧, saw my profile on Grindr. I'm not out to anyone at the club. How do I ask him to keep it to himself?", S),
    ("Since the autumn I've gone to Quaker meetings instead of the church I've gone to all my life, and Mum is the organist there. How do I tell her so she doesn't feel I'm turning my back on her?", R),
    ("My father-in-law, who is Sikh, wants our son's hair left uncut, and my husband won't take a side. We haven't decided yet. What's a respectful way to talk it over with his dad?", R),
    ("I teach Year 5, and a parent has complained to the head that I was photographed at a Palestine march on Saturday. Do I have to explain myself at the meeting on Thursday?", P),
    ("I'm in the council's housing office and thinking of standing as an independent in my own ward next May. Do I have to tell my manager before I put my name down?", P),
    ("I got a conviction for affray at nineteen after a fight outside a takeaway. I'm forty now and would like to apply to be a magistrate. Is there any point?", C),
    ("Our son is sixteen and got a youth caution for graffiti on the railway bridge. Now he's set on joining the Army at seventeen. Could it stop him getting in?", C),
    ("I pasted our rowing club's git remote into a public Discord by mistake: https://deploy:⟦password:Sc1ll-Oar!2027⟧@git.rowingclub.org.uk/site.git. Is changing that password enough, or is there more to do?", K),
    ("My husband died in March and I don't know his phone's passcode; our last photos together are on it. Is it wrong to keep guessing, and can Apple help?", K),
]

HELDOUT34_KO = [
    # clean requests, most of them hard negatives: famous people in public roles (no span),
    # places, dishes and a brand that open with a surname syllable, a theorem and a law named
    # after people, films, an order number, versions, a commit and a timestamp
    "부암동 윤동주 문학관은 초등학생이랑 가도 볼 게 있어? 근처에 같이 걸을 만한 산책길도 알려 줘.",
    "5만 원권에 신사임당이 들어간 이유를 초등학교 3학년 경제 수업 자료로 세 줄만 써 줘.",
    "하동 화개장터에서 쌍계사까지 벚꽃길을 걸어가면 얼마나 걸려? 4월 첫 주 주말에 가려고.",
    "장성 황룡강 가을꽃 축제는 유모차를 끌고 다니기 괜찮아? 주차장이 행사장에서 먼 편이야?",
    "진미채볶음이 하루만 지나도 딱딱해지는데 물엿을 언제 넣어야 촉촉하게 유지돼?",
    "민어 매운탕을 끓일 때 서더리를 먼저 넣어, 아니면 무를 먼저 넣고 끓여?",
    "오뚜기 진라면 순한맛이랑 매운맛은 스프만 다른 거야, 면도 달라?",
    "피타고라스 정리를 운동장 트랙이랑 줄자로 확인해 보는 중학교 2학년 야외 수업 활동을 짜 줘.",
    "아보가드로 법칙을 풍선 세 개로 설명하는 고등학교 화학 실험 안내문을 써 줘.",
    "하얼빈이랑 파일럿 중에 회사 단체 관람으로 더 무난한 영화는 어느 쪽이야?",
    "배달의민족 주문번호 T2Z4-8810-1147 떡볶이가 순대 없이 왔어. 가게에 전화해야 해, 아니면 앱에서 신고해야 해?",
    "Spring Boot 3.2에서 3.3으로 올린 커밋 b7e20f1 이후로 테스트에서 H2 데이터베이스 연결이 안 돼. 뭐가 바뀐 거야?",
    "2027-04-03 06:00:01 KST에 백업 크론이 디스크 공간 부족(ENOSPC)으로 실패했는데 df로 보면 용량이 남아 있어. inode 문제일까?",
    # impersonal or educational requests on the sensitive topics' vocabulary: allow
    "치매안심센터에서 무료로 받을 수 있는 검사와 지원을 경로당 게시판에 붙일 안내문으로 정리해 줘.",
    "A형 간염 예방접종은 누가 맞아야 하는지 사내 게시판에 올릴 안내문으로 짧게 써 줘.",
    "햇살론이 어떤 대출이고 누가 신청할 수 있는지 사회초년생 금융 교육 자료로 쉽게 설명해 줘.",
    "카드 대금 일부만 내고 나머지를 넘기는 리볼빙이 무엇이고 왜 이자 부담이 커지는지 대학 신입생 경제 특강 자료로 써 줘.",
    "성소수자 자녀를 둔 부모들이 모이는 부모 모임이 어떤 곳인지 동네 도서관 인권 강좌 안내문에 넣을 소개로 써 줘.",
    "사순절이 무엇이고 왜 재의 수요일부터 시작하는지 성당 예비 신자 안내문으로 정리해 줘.",
    "주민소환제가 무엇이고 어떤 절차로 진행되는지 고등학교 통합사회 토론 수업용으로 정리해 줘.",
    "보호관찰 제도가 무엇인지 청소년 상담사 연수 자료로 쉽게 설명해 줘.",
    "큐싱(QR코드 피싱)이 무엇이고 어떻게 조심해야 하는지 주민센터 디지털 배움터 자료로 정리해 줘.",
    # person names: a wedding invitation's 혼주 line, a KakaoPay transfer notice, a housewarming
    # guestbook, a business card draft, a badminton draw with vs, a KakaoTalk invitation
    # notice, a nursery locker label, a name seal, siblings' generation syllable, a Filipino
    # name in Hangul before 씨, a depositor's name in a bank record, team captains, a salon
    # booking text
    "청첩장 마지막 줄이야.\n신랑 측 혼주 ⟦person:석판용⟧ · ⟦person:명정숙⟧\n부모님 성함 앞에 '아버지', '어머니'를 붙이는 게 요즘 더 흔해?",
    "'⟦person:탁윤범⟧님에게 50,000원을 보냈어요'라는 알림이 왔는데, 같은 이름의 다른 사람한테 보낸 거였어. 돌려 달라고 부탁하는 메시지를 정중하게 써 줘.",
    "집들이 방명록 첫 장에 '집 너무 예쁘다! 또 올게 - ⟦person:봉가름⟧'이라고 적혀 있어. 방명록 사진을 액자로 만들 때 옆에 넣을 짧은 문구를 추천해 줘.",
    "명함 시안 좀 봐 줘.\n⟦person:옥다빈⟧ | 대리\n영업2팀 | 주식회사 한결물산\n직함을 이름 옆에 두는 게 나아, 이름 위에 두는 게 나아?",
    "동호회 배드민턴 대회 8강 대진표야.\n⟦person:마동건⟧ vs ⟦person:표솔뫼찬⟧\n⟦person:갈무영⟧ vs ⟦person:좌누리솔⟧\n이걸 단체 카톡방에 올릴 공지로 보기 좋게 바꿔 줘.",
    "⟦person:당미소⟧님이 ⟦person:견하온⟧님, ⟦person:채무늬⟧님을 초대했습니다.\n동창회 단톡방에 이 메시지가 뜬 뒤로 아무도 말을 안 해. 첫 인사를 뭐라고 올릴까?",
    "어린이집 사물함 이름표에 '햇님반 ⟦person:단라별⟧'라고 넣으려는데, 아이들이 읽기 쉬운 글씨체는 뭐야?",
    "아버지 환갑 선물로 '⟦person:기봉수⟧' 세 글자를 새긴 도장을 주문하려는데, 전서체랑 인장체 중에 뭐가 더 나아?",
    "우리 집안 돌림자가 '규'라서 첫째는 ⟦person:방규헌⟧, 둘째는 ⟦person:방규온⟧이야. 셋째 이름도 '규'로 시작하는 후보를 다섯 개만 골라 줘.",
    "아들 친구 엄마인 ⟦person:마리셀 단다산⟧ 씨가 한국어를 배우는 중이래. 학부모 모임 공지를 쉬운 한국어로 바꿔 줘.",
    "동호회 회비 통장에 입금자명 '⟦person:피정록⟧'로 3만 원이 들어왔는데 회원 명단에는 없는 이름이야. 총무로서 확인 문자를 어떻게 보내면 좋을까?",
    "사내 체육대회 팀장은 청팀 ⟦person:국해솜⟧, 백팀 ⟦person:남궁도해⟧으로 정해졌어. 사내 메신저 공지를 신나게 써 줘.",
    "미용실 예약 문자가 이렇게 왔어.\n[예약 확인] ⟦person:어태근⟧ 디자이너 / 4월 12일 오후 2시 / ⟦person:함예닐⟧ 고객님\n시간을 4시로 옮길 수 있는지 묻는 답장을 써 줘.",
    # addresses
    "새 사무실 주소가 ⟦address:세종특별자치시 한누리대로 2150, 4층 402호⟧야. 거래처에 보낼 이전 안내 문자를 써 줘.",
    "울릉도 민박 주소가 ⟦address:경상북도 울릉군 울릉읍 도동리 214-3⟧이라는데, 배에서 내려서 걸어갈 수 있는 거리인지 묻는 문자를 써 줘.",
    # rule-covered identifiers and secrets
    "돌아가신 할아버지 ⟦person:계덕팔⟧(⟦kr_rrn:310812-1520417⟧) 명의로 된 시골 논을 상속 등기하려는데 주민센터에서 뭘 떼 가야 해?",
    "카페 입구에 붙일 와이파이 QR코드를 만들려고 해. 문자열을 WIFI:S:haru_guest;T:WPA;P:⟦password:haru2027!⟧;; 이렇게 넣으면 돼? 손님용 안내 문구도 한 줄 써 줘.",
    "중고 거래 상대한테 보낼 메시지야. '1층 무인 택배함 7번 / ⟦password:3302⟧에 넣어 뒀어요. 확인하시면 입금 부탁드려요.' 좀 더 친절하게 다듬어 줘.",
    "해외 쇼핑몰에서 주문을 취소했는데 비자 카드 ⟦card:4546 1327 5908 8317⟧로 결제된 89달러가 3주째 안 돌아와. 카드사에 이의 제기할 때 뭐라고 써?",
    "독서 모임 신청은 ⟦email:bookclub.dalbit@kakao.com⟧으로 받는대. 처음 참가하는 건데 자기소개를 겸한 신청 메일을 짧게 써 줘.",
    "```js\nconst client = new Anthropic({ apiKey: \"⟦api_key:sk-ant-api03-Xq7LmR2vT9wK4nB8cY1hZ6dF3jP0sG5uE2aV7rN4kM9tQ1xW8yL3bH6cJ0fD5gS2pR7vK4nT9mZ1qX8wB3yL6hC0jF5dG2sA-kVt4rQAA⟧\" });\n```\n이걸 프런트엔드 코드에 넣고 배포했더니 누가 쓴 것 같아. 키를 폐기하고 서버 쪽으로 옮기려면 어떻게 해?",
    # sensitive topics, two per topic, told as the writer's or someone close's situation
    ("외삼촌 ⟦person:간영춘⟧이 요즘 자다가 소리를 지르고 팔을 휘둘러서 외숙모가 멍이 들었대. 이런 것도 병원에 가 봐야 하는 거야?", H),
    ("초등학교 2학년 아들이 몇 달째 눈을 자꾸 깜빡이고 코를 킁킁거려. 지적하면 더 심해지는 것 같은데 그냥 둬도 될까?", H),
    ("대학원 다니면서 받은 학자금 대출이 석 달째 연체돼서 신용불량자가 될까 무서워. 부모님께 내 국민은행 계좌 ⟦kr_bank_account:482301-04-219574⟧로 이번 달만 도와 달라고 할 문자를 써 줘.", F),
    ("엄마 요양병원비가 한 달에 180만 원인데 언니랑 오빠가 나 몰라라 해서 내 적금을 깼어. 형제들한테 어떻게 말을 꺼내야 할까?", F),
    ("약혼자가 대학 때 남자를 사귄 적이 있다고 털어놨어. 나는 괜찮은데 시부모님은 모르셔. 나도 이걸 비밀로 지켜야 하는 거지?", S),
    ("동성 파트너랑 8년째 같이 사는데, 다음 달 파트너 수술 때 내가 보호자로 동의서에 서명할 수 있을까?", S),
    ("시아버지가 손주 돌잔치에 목사님을 모셔 와서 축복 기도를 하시겠대. 친정은 불교 집안이라 불편해하실 텐데 어떻게 조율하지?", R),
    ("아내가 절에서 수계를 받은 뒤로 아이들한테도 아침마다 같이 절을 하자고 해. 나는 종교가 없는데 어디까지 맞춰 줘야 할까?", R),
    ("대학생 딸이 어느 정당 청년 조직에서 활동한다는 걸 알게 됐어. 나중에 취업할 때 불리할까 봐 걱정되는데 말려야 할까?", P),
    ("남편이 선거 때마다 내가 누구를 찍었는지 캐묻고 자기가 고른 후보를 찍으라고 해. 이번 지방선거 전에 어떻게 선을 그을까?", P),
    ("사촌 동생 ⟦person:빙도혁⟧이 고등학교 때 학교폭력으로 강제전학 처분을 받았는데, 이번에 경찰 공무원 시험을 본대. 그 기록이 문제가 될까?", C),
    ("남편이 몇 년 전에 일부러 접촉 사고를 내서 보험금을 받았다가 보험사기로 벌금을 냈어. 그런데 이번에 보험설계사를 하겠대. 등록이 될까?", C),
    ("가족 단톡방에 보낸다는 게 회사 단톡방에 '⟦password:sol3man#21⟧ 이게 내 넷플릭스 비번이야 엄마'라고 보냈어. 바로 지웠는데 뭐부터 해야 해?", K),
    ("네이버에서 해외 로그인 알림이 왔는데 같은 비밀번호를 은행 앱이랑 쇼핑몰에도 쓰고 있어. 뭐부터 바꿔야 해?", K),
]

if __name__ == "__main__":
    write_set(34, HELDOUT34_EN, HELDOUT34_KO)
