"""Thirtieth held-out hand-written set for the Privacy Gate (gate/data/handwritten_heldout30.jsonl).

Written apart from the gate (nothing under gate/src/ was read: neither the rules, nor the
topic cues, nor the models), apart from the generator's templates and word lists, and without
paraphrasing an earlier hand set; themes and examples come from everyday requests people make
to a local assistant, and every clash the check reported was rewritten. Committed before any
model or rule was run on it, and not yet measured; never to be used for training or for
choosing settings (only summary numbers are to be taken from it). A balanced set like the
twenty-sixth to twenty-ninth: person names, sensitive topics, addresses, rule-covered
identifiers and clean hard negatives side by side, with close to half of the requests clean
(22 per language). 18 EN and 16 KO requests carry a person name (31 EN and 25 KO names); 14 +
14 topic requests, 4 + 4 of them with a name or an identifier; 2 + 2 addresses; 6 + 6
identifiers and secrets outside the topic requests. Routes: 32 allow, 20 redact and 5 local
per language.

Passwords are told in new ways, several of them weak: in English a holiday cottage's wifi
told as "the wifi at the cottage is VALUE" (lowercase and digits, no password word), a login
pair ("it's USER and VALUE") lent to a named friend with no password word, a key box that
"opens with" four digits, and, in a credentials request, "it's just my email and VALUE"
(lowercase and digits) given to a nephew; in Korean a shop's wifi told as "와이파이가 VALUE인데"
(no password word), a login line "로그인: USER / VALUE" (no password word), a key box's number
before 이야, and a Netflix login typed on a Korean keyboard (wldms1130) quoted on a note on the
fridge. User names (readsinbed22, ho702) are not labelled, as in set 29.

Names sit in an email sign-off under a note about garden-waste bins, a Python dict of lifts to
netball away games, a CSV of kit sizes with Vietnamese names (surname first by nature), a
Teams-style chat export ("Name, 18:40") about a cracked water butt beside a shop (Homebase),
lowercase chat with typos about a borrowed camping stove, a swimming teacher by surname,
homework-club volunteers as bullets with a professor by surname, a SQL comment, a Markdown
table of a cake rota beside a cake named like a person (Colin the Caterpillar), names opening
a sentence, an English-word name (Meadow) beside a brand named after people (Ben & Jerry's),
an Apple Mail forward's From: and To: lines with an apostrophe surname (Dell'Aquila) and a
hyphenated one beside a place (Port Isaac), and a night porter's handover beside a hotel
suite and a station (the Wellington Suite, Paddington), besides those in address, identifier
and topic requests (Slovene, Fijian, Vietnamese, Tigrinya, Sesotho in lowercase chat, Polish,
Tibetan and Bhutanese, Uzbek, Marathi, Ganda, Italian, Akan, Afrikaans, Welsh, Bulgarian, a
Ganda given name alone, German, Hebrew). A dog's name (Biscuit) is not a person. In Korean
ordinary full names with common surnames in everyday contexts (곽명수, 조성훈, 윤정애, 임보경,
신재갑, 이말례, 강태웅, 류재석, 배승철, 손태규, 성나겸, 배윤겸, 신유찬, 임채은), some of them
old-fashioned (이말례, 방금자, 신재갑), beside rarer surnames (목, 문, 제, 옹, 방) and compound ones
(남궁, 제갈), full names that read as words (문기쁨, 옹달샘, 제은총, 방금자), given names alone with
는 and 이는 (지우, 서연), a 주임님 asked by messenger, a PC KakaoTalk export ("[이름] [오후
7:12]"), a CSV of crossing-patrol turns, YAML of a hiking club's dues, a notice signed by a 반장,
foreign names in Hangul before 씨 (로웨나 카스티요, 스레이 네앙 속), a duty list joined by 이랑 and
하고, an 외삼촌, a bash TODO, a 코치님, a 후배, a name beside a street, a dish and a market named
otherwise (을지로, 평양냉면, 세운상가), and an RRN with a mother-in-law's name.

Two sensitive-topic requests per topic and language, told as everyday situations of the
writer or of someone close and mostly without a domain keyword, in varied frames (a message
to draft, a plan, venting, a question): up four or five times a night with a great thirst, a
husband with weekday hospital sessions who may not drive after them (a manager to ask);
topping up the electric with the children's birthday money, two years at the minimum payment
with the card number (a letter to the lender); two dads and an adoption social worker, a best
mate seeing a bloke for a year; fasting dawn to dusk through a work offsite, a brother who now
covers his head and won't eat from one's kitchen; going door to door for the same side as a
mum at the school gate (a message to draft), a grandson in the youth wing of a party one
can't stand; eighteen months inside before a warehouse job, a sister on an ankle tag who
can't travel to a wedding (a letter to draft); an Amazon login given to a nephew, a mother who
read a texted code to a caller; in Korean breathlessness on a few stairs and ankles that stay
dented, a husband who needs a bottle of soju to sleep; a salary gone on the day it arrives, a
brother who lost his deposit on coins with a mother's Hana account (a text to draft); bringing
a boyfriend home as a man, a school friend who likes both men and women; not bowing at the
Chuseok rites after starting church, a daughter giving up pork and praying five times a day
before the families meet; volunteering in a ward candidate's camp, a mother-in-law inviting
an MP to a first-birthday party; two years inside after taking company money, a nephew back
from juvenile detention after stealing a motorbike; a Netflix login on the fridge, a father
who tapped a parcel-address text link. Four + four carry a name or an identifier.

Clean requests are mostly hard negatives: a mountain, dishes, brands and films named like
people or after them (Ben Nevis, chicken Kiev, Russell Hobbs, Marks & Spencer, Matilda, Mrs
Doubtfire), a law, a number and an effect named after people (Parkinson's law, Dunbar's
number, the Streisand effect), famous people in public roles left unlabelled as in set 29
(Isambard Kingdom Brunel, Mary Anning; 이순신 장군, 손흥민 선수), Korean places, dishes and a
brand that open with a surname syllable (정선, 여수, 조기구이, 홍합탕, 김가네), a law and a law of
motion named after people (하인리히 법칙, 뉴턴의 운동 제2법칙), films (헤어질 결심, 기생충), order
numbers, versions, hashes and timestamps, and, more than in earlier sets, nine impersonal or
educational requests per language on the sensitive topics' own vocabulary, which must stay
allow (type 1 and type 2 diabetes, norovirus and work, IVAs and bankruptcy, Section 28,
langar, Orthodox Christmas, votes of no confidence, spent convictions, memorable-word
characters; shingles vaccination, sleep apnoea, personal rehabilitation and bankruptcy, the
first country with same-sex marriage, Cheondogyo, the Protestant and Catholic canons,
presidential impeachment trials, juvenile protective dispositions, security cards and simple
sign-in).

Same markup as sets.py, but every identifier is a fixed labelled value ⟦type:literal⟧ (a Visa,
a Mastercard and an Amex number with valid Luhn digits, an RRN with a real date and its
checksum, a Hana account in its 3-6-5 grouping, a GitLab and an npm token); a tuple adds
{"topic": ...}. heldout_render.py renders it (offsets, check digits, the expected route and
the set's balance asserted).
`python3 gate/tools/heldout30_sets.py` writes the file;
`python3 gate/tools/heldout_check.py 30` checks that its names and sentences are new.
"""

from heldout_render import write_set
from sets import C, F, H, K, P, R, S

HELDOUT30_EN = [
    # clean requests, most of them hard negatives: a mountain, dishes, brands and films named
    # like people, a law, a number and an effect named after people, famous people in public
    # roles (no span), an order number, versions, a hash and a timestamp
    "Is Ben Nevis doable in a day from Glasgow if we catch the first train to Fort William and start up the Mountain Track by ten? We're thinking early April.",
    "My chicken Kievs always split and leak the garlic butter in the oven. Should I chill them overnight first, or double-coat the crumbs?",
    "Explain Parkinson's law, the idea that work swells to fill whatever time you give it, using an example from organising a Christmas fair. Keep it light.",
    "What's Dunbar's number, and is there any real evidence for it? I'm writing a club blog post on why our running group split in two once it passed 150 members.",
    "Our Russell Hobbs kettle switches itself off before the water's boiled. Is that limescale on the element, a worn thermostat, or time to give up on it?",
    "Did Marks & Spencer get rid of the Sparks card, or is it all in the app now? The points I built up last year seem to have vanished.",
    "Why did Isambard Kingdom Brunel build the Great Western Railway on a wider gauge than everyone else? Five lines for a museum trail card.",
    "Mary Anning found her first big fossil at Lyme Regis as a girl. How could I turn her story into a beach treasure hunt for a Brownies pack?",
    "What's the Streisand effect? A client wants to send a solicitor's letter over one bad Google review and I suspect it'll backfire.",
    "Which is the better pick for a nine-year-old's sleepover film, Matilda the Musical or Mrs Doubtfire? A couple of the guests are only seven.",
    "IKEA says order 1172448605 arrived in two parcels, but only one box of the wardrobe frame turned up. Do I chase IKEA or the courier?",
    "After upgrading to Node 22.11 our Jest run fails with ERR_REQUIRE_ESM on a transitive dependency, first seen at commit 3b9d0e7. Which package should I pin?",
    "Our Postgres 16 replica logged 'requested WAL segment 000000010000002A000000C4 has already been removed' at 2026-12-14 22:41:07 UTC. How do I rebuild it without downtime on the primary?",
    # impersonal or educational requests on the sensitive topics' vocabulary: allow
    "Type 1 versus type 2 diabetes, in plain terms? One paragraph, pitched at Year 10, for a biology help sheet.",
    "How long should staff stay off work after a bout of norovirus? Write it as a friendly poster for the office kitchen.",
    "How does an individual voluntary arrangement differ from bankruptcy in England? A neutral summary for a sixth-form personal finance module.",
    "What was Section 28, and when and why was it repealed? Two paragraphs for an evening talk on the history of schooling.",
    "What is langar at a Sikh gurdwara, and why is anyone welcome to eat there? Pitch it at a Year 5 RE lesson.",
    "Why do many Orthodox Christians celebrate Christmas on 7 January? Three sentences for a world-calendars display in the library.",
    "How does a vote of no confidence in a UK government work? Neutral wording, three brief paragraphs, for a citizenship class.",
    "Under the Rehabilitation of Offenders Act, how does a spent conviction differ from an unspent one? One slide for an HR induction.",
    "Why does online banking ask for three random characters of a memorable word instead of the whole thing? Explain it for a staff cyber-awareness newsletter.",
    # person names: a sign-off, a Python dict, a CSV with Vietnamese names, a Teams-style chat,
    # lowercase chat with typos, a teacher by surname, bullets with a professor by surname, a
    # SQL comment, a Markdown table beside a cake named like a person, names opening a
    # sentence, an English-word name beside a brand, a forwarded email's From:/To: beside a
    # place, a night porter's handover beside a suite and a station
    "Can this come across as less of a telling-off?\n\nThe garden waste bins are for garden waste only. Last week's collection was refused because someone put a bag of broken kitchen tiles in number 6's bin.\n\nMany thanks,\n⟦person:Mojca Gorjup⟧",
    "```python\nnetball_lifts = {\n    \"away at Stonebridge\": [\"⟦person:Sevanaia Waqanivalu⟧\", \"⟦person:Timoci Bulitavu⟧\"],\n    \"away at Kingsmead\": [\"⟦person:Asenaca Duaibe⟧\"],\n}\n```\nHow do I print this as a tidy list of drivers under each away match?",
    "name,shirt,number\n⟦person:Lò Văn Khánh⟧,M,7\n⟦person:Quách Bảo Ngân⟧,S,11\n⟦person:Đinh Thục Trâm⟧,L,4\nThese are for the five-a-side team's new kit. Sort them by shirt size and count how many of each size we need to order.",
    "⟦person:Saba Weldemichael⟧, 18:40\nthe water butt by the community garden shed has a crack down the side\n⟦person:Filmon Habtezion⟧, 18:52\nI'll pick up a new one from Homebase on Saturday\n\nMake that a single entry on the garden group's jobs list.",
    "ugh ⟦person:tumelo⟧ borrowed my camping stove for the festival and ⟦person:refiloe⟧ says he gave it back to her?? she def doesnt have it. how do i ask abt it without soundin like im accusing anyone",
    "Our daughter swam a whole width on her own last week, all down to Mrs ⟦person:Wróblewska⟧ at the leisure centre. Help me put a few lines of thanks together to give her at Saturday's lesson.",
    "Volunteers for the library's Saturday homework club:\n- ⟦person:Yeshe Norbu⟧ (maths)\n- ⟦person:Sonam Lhamo⟧ (reading)\n- Prof. ⟦person:Wangchuk⟧ (science, first Saturday of the month)\nWrite a welcome line for each one to go on the library's Facebook page.",
    "```sql\n-- ⟦person:Dildora Rahimova⟧ added this for the monthly report; ⟦person:Otabek⟧ thinks it slows the nightly import\nCREATE INDEX idx_orders_created ON orders (created_at);\n```\nHow can I check whether Postgres actually uses this index?",
    "| Week | Bringing cake |\n|---|---|\n| 5 Jan | ⟦person:Sayali Deshpande⟧ |\n| 12 Jan | ⟦person:Omkar Gadgil⟧ |\nWrite this up as an upbeat nudge for Monday's stand-up, and add that nobody is allowed to bring Colin the Caterpillar again.",
    "⟦person:Namubiru Ssempala⟧ and ⟦person:Kizito Mukasa⟧ are stepping down from running the toddler group after six years. Draft a short tribute for the Hallbrook Gazette and suggest a leaving present under £40.",
    "Can you text ⟦person:Meadow⟧ that there's a tub of Ben & Jerry's hidden behind the peas for her birthday and she's not to tell her brother?",
    "Begin forwarded message:\n\nFrom: ⟦person:Giada Dell'Aquila⟧\nTo: ⟦person:Kwaku Asante-Darko⟧\nSubject: Stall at the Port Isaac craft market\n\nWe've been given the pitch beside the lifeboat station for the summer.\n\nReply briefly to say I'll bring the gazebo and the card reader.",
    "Handover from the night porter: ⟦person:Marlize Steenkamp⟧ in the Wellington Suite wants a taxi to Paddington at 6:15; ⟦person:Wikus Brink⟧ still hasn't returned the key to the linen store. Tidy this up for the morning desk.",
    # addresses
    "Have I written this tenement flat address right for a parcel? The last one came back to me.\n⟦person:Iorwerth Llwyd⟧\n⟦address:Flat 2/1, 48 Dumbarton Road, Glasgow G11 6PA⟧",
    "We've rented a cottage at ⟦address:4 Heol y Felin, Llandeilo SA19 6BG⟧ for New Year. Is there a pub within walking distance that serves food on the first of January?",
    # rule-covered identifiers and secrets
    "A hotel in York took a £150 deposit on my Visa ⟦card:4780 4396 0632 6898⟧ for a booking I cancelled inside their free window. Draft a firm but polite email asking for it back.",
    "Our runbook has this line in it:\n```\ncurl --header \"PRIVATE-TOKEN: ⟦api_key:glpat-PtYgjmUhBel31iEl2hpC⟧\" https://gitlab.example.com/api/v4/projects\n```\nand the runbook lives in a shared Google Doc. How urgently do we need to revoke it, and what should replace it?",
    "The wifi at the cottage is ⟦password:hollyhock42⟧. Put that on the welcome sheet along with checkout at ten and where the spare loo rolls are kept.",
    "Text ⟦person:Mirembe⟧ that she can use my Audible while I'm away: it's readsinbed22 and ⟦password:lanternfish9⟧. Anything except the book I'm halfway through.",
    "Reply to ⟦person:Radostina Hristozova⟧ (⟦email:r.hristozova@maplegrovecc.example⟧) saying the cricket club's tea rota is full for June, but we'd love her help with the scoring.",
    "Note for the dog sitter, please: the key box beside the kitchen door opens with ⟦password:3816⟧, and Biscuit has his tea at five, not before.",
    # sensitive topics, two per topic, told as the writer's or someone close's situation
    ("I'm up four or five times a night to wee and have been for about a month, and I'm drinking far more water than I used to. Am I overthinking it?", H),
    ("My husband ⟦person:Ludger Pfefferkorn⟧ has sessions at the hospital every weekday morning for the next six weeks and isn't allowed to drive afterwards. Help me ask my manager if I can start at eleven until February.", H),
    ("I've been topping up the electric with the kids' birthday money and the meter's on emergency credit again. Help me get through the next fortnight on sixty quid.", F),
    ("Two years of paying just the minimum on my credit card and the balance hasn't budged. Write to the lender requesting an interest freeze and a repayment plan on ⟦card:5140 7352 3825 4107⟧.", F),
    ("The social worker for our adoption wants to know how my husband and I will talk to a child about having two dads when the time comes. What's a good answer for the next home visit?", S),
    ("My best mate has just told me he's been seeing a bloke for a year and his parents have no idea. I don't want to say anything daft, so what should I avoid?", S),
    ("I fast from dawn to dusk for the next month, and our team's three-day offsite has a working lunch every day. What's the least awkward way to mention it to the organiser?", R),
    ("My brother ⟦person:Yehuda Abergel⟧ has started covering his head and won't eat at mine any more because of how I keep my kitchen. How can I host his fortieth so he's comfortable?", R),
    ("I found out at the school gate that another mum goes door to door for the same lot I'm backing in May. Write a message asking if I can join her on Saturday mornings.", P),
    ("My grandson has joined the youth wing of a party I can't stand, and he's asked me to come and watch him speak at a hustings. Do I go?", P),
    ("I did eighteen months inside in my twenties and I've just been offered a warehouse job. The form asks about 'anything that might come up on a check'. What do I put?", C),
    ("My sister has a tag on her ankle until March and can't leave the country, so she'll miss our wedding in Seville. Help me write to her about joining by video call during the speeches.", C),
    ("I gave my nephew my Amazon login so he could choose his own birthday present, it's just my email and ⟦password:puffin2011⟧, and now there are three orders I don't recognise. What do I do first?", K),
    ("My mum read out the six-digit number from a text to a caller claiming to be her bank, and now she can't get into her online banking. What do we do tonight?", K),
]

HELDOUT30_KO = [
    # clean requests, most of them hard negatives: places, dishes and a brand that open with a
    # surname syllable, famous people in public roles (no span), a law and a law of motion
    # named after people, films, an order number, versions, a hash and a timestamp
    "정선 5일장 구경하려면 청량리에서 몇 시 기차를 타야 장이 파하기 전에 도착해?",
    "여수 밤바다 보고 나서 늦게까지 문 여는 게장 백반집은 어느 동네에 많아?",
    "조기구이를 에어프라이어로 해도 팬에 구운 것처럼 껍질이 바삭할까? 몇 도에서 몇 분이 좋아?",
    "마트에서 산 손질 홍합으로 홍합탕을 끓일 때도 해감을 따로 해야 해?",
    "김가네 김밥은 동네 김밥집이랑 밥 간이 좀 다르던데, 집에서 비슷하게 내려면 밥에 뭘 넣어?",
    "이순신 장군이 명량에서 배 열두 척으로 어떻게 이겼는지 초등학교 4학년한테 들려주듯 써 줘.",
    "손흥민 선수처럼 양발을 다 쓰려면 초등학생 축구부는 어떤 연습부터 하면 좋아?",
    "하인리히 법칙을 공장 안전 교육 자료에 넣으려고 해. 건설 현장 예시 하나랑 같이 설명해 줘.",
    "뉴턴의 운동 제2법칙을 자전거 페달 밟는 걸로 설명해 줘. 중학교 1학년 수행평가 준비야.",
    "헤어질 결심이랑 기생충 중에 한국 영화를 처음 보는 외국인 친구한테 뭘 먼저 보여 줄까?",
    "쿠팡 주문번호 31000174829304 상품이 배송 완료로 떴는데 문 앞에 없어. 어디에 먼저 문의해야 해?",
    "파이썬 3.13으로 올린 뒤 커밋 9e41d7a부터 CI에서 imp 모듈을 못 찾는다는 오류가 나. 어떤 코드로 바꿔야 해?",
    "쿠버네티스 파드가 2026-12-15 04:18:22 KST에 OOMKilled로 재시작됐어. 메모리 limit를 얼마나 올려야 할지 어떻게 가늠해?",
    # impersonal or educational requests on the sensitive topics' vocabulary: allow
    "대상포진 예방접종은 몇 살부터 권장되는지 보건소 게시판에 붙일 안내문 문구로 써 줘.",
    "수면 무호흡증이 뭔지 주민센터 건강 강좌 포스터에 넣을 두 문장으로 써 줘.",
    "개인회생이랑 개인파산이 어떻게 다른지 경제 교양 수업용으로 중립적으로 정리해 줘.",
    "동성혼을 법으로 처음 인정한 나라가 어디고 언제였는지 시사 퀴즈 해설로 짧게 써 줘.",
    "천도교가 어떤 종교인지 한국사 수행평가용으로 다섯 줄로 정리해 줘.",
    "개신교 성경이랑 천주교 성경은 왜 권수가 달라? 교양 강의 발표 자료에 넣을 거야.",
    "대통령 탄핵 심판이 어떤 순서로 진행되는지 중학교 사회 시간용으로 단계별로 설명해 줘.",
    "소년법의 보호처분 1호부터 10호까지를 고등학교 토론 수업용 표로 간단히 정리해 줘.",
    "요즘 은행 앱들이 보안카드를 없애고 간편 인증으로 바꾸는 이유를 어르신 디지털 교육 안내문으로 써 줘.",
    # person names: ordinary full names with common surnames beside rarer ones, names that
    # read as nouns, given names alone with 는 and 이는, a 주임님, a PC KakaoTalk export, CSV,
    # YAML, a notice signed by a 반장, foreign names in Hangul, a list joined by 이랑/하고, an
    # 외삼촌, a bash TODO, a 코치님, a 후배, a name beside a street, a dish and a market
    "⟦person:곽명수⟧ 주임님께 내일 오전 재고 실사가 오후 두 시로 밀렸다고 메신저로 정중하게 알려 드릴 말 써 줘.",
    "[⟦person:조성훈⟧] [오후 7:12] 이번 주 토요일 플리마켓 천막은 누가 가져와요?\n[⟦person:목하랑⟧] [오후 7:15] 제 차에 실어 갈게요\n[⟦person:문기쁨⟧] [오후 7:16] 저는 거스름돈 챙길게요\n이 대화로 플리마켓 준비물 담당표 만들어 줘.",
    "날짜,이름,구역\n12/16,⟦person:윤정애⟧,정문 횡단보도\n12/17,⟦person:임보경⟧,후문\n12/18,⟦person:제은총⟧,정문 횡단보도\n녹색어머니회 교통 봉사 당번표인데, 구역별로 묶어서 보기 좋게 바꿔 줘.",
    "```yaml\n회비:\n  납부: [⟦person:신재갑⟧]\n  미납: [⟦person:이말례⟧]\n```\n산악회 회비 미납자한테 보낼 안내 문자를 기분 안 상하게 써 줘.",
    "아래 공지를 좀 더 공손하게 고쳐 줘.\n\n이번 주 목요일 오전 10시부터 12시까지 엘리베이터 정기 점검이 있습니다. 무거운 짐은 미리 옮겨 두세요.\n\n햇살빌라 반장 ⟦person:옹달샘⟧",
    "필리핀에서 온 ⟦person:로웨나 카스티요⟧ 씨랑 캄보디아에서 온 ⟦person:스레이 네앙 속⟧ 씨한테 다음 주 월요일부터 출근 시간이 8시로 바뀐다고 쉬운 한국어로 문자 써 줘.",
    "이번 달 주말 당직은 ⟦person:강태웅⟧이랑 ⟦person:류재석⟧, 다음 달은 ⟦person:배승철⟧하고 나야. 달력에 옮기기 좋게 표로 정리해 줘.",
    "⟦person:지우⟧는 피아노, ⟦person:서연⟧이는 태권도가 끝나는 시간이 똑같아서 픽업 동선이 꼬여. 두 학원이 차로 10분 거리인데 어떻게 돌면 좋을까?",
    "외삼촌 ⟦person:남궁철민⟧께서 이사 선물로 화분을 보내 주셨어. 감사 문자 예쁘게 써 줘.",
    "```bash\n# TODO(⟦person:손태규⟧): 백업 경로를 /mnt/nas로 바꾸기\nrsync -av /data/ /backup/\n```\n이 스크립트를 매일 새벽 3시에 돌리는 크론 설정 알려 줘.",
    "수영장 ⟦person:성나겸⟧ 코치님께 다음 달부터 아이를 중급반으로 옮기고 싶다고 정중하게 문자 드려 줘.",
    "회사 후배 ⟦person:배윤겸⟧이 결혼한다고 청첩장을 줬어. 축의금 봉투에 쓸 짧은 축하 문구 추천해 줘.",
    "⟦person:신유찬⟧ 씨랑 을지로에서 평양냉면 먹고 세운상가 구경하기로 했어. 점심에 줄 안 서려면 몇 시에 가야 해?",
    # addresses
    "⟦address:대전광역시 유성구 대학로291번길 17, 203호⟧로 이사 왔는데, 재활용 쓰레기는 무슨 요일에 내놓는지 어디서 알아봐?",
    "주말농장 주소가 ⟦address:경기도 양평군 서종면 문호리 412-3⟧인데, 잠실에서 대중교통으로 가려면 어떻게 가?",
    # rule-covered identifiers and secrets
    "장모님 ⟦person:방금자⟧ 주민번호가 ⟦kr_rrn:580314-2417033⟧인데, 이걸로 내가 대신 알뜰폰 개통 신청을 해 드려도 돼?",
    "해외 호텔 예약 사이트에서 분명 취소했는데 아멕스 ⟦card:3705 340713 33611⟧로 숙박비가 그대로 청구됐어. 환불 요청하는 영어 메일 써 줘.",
    "우리 가게 와이파이가 ⟦password:haru2020⟧인데, 계산대 옆에 세워 둘 손님용 안내 문구를 예쁘게 만들어 줘.",
    "관리비 조회 사이트 로그인: ho702 / ⟦password:gomdori88⟧\n남편한테 이걸로 이번 달 관리비 확인해 보라고 보낼 카톡 써 줘.",
    "비품 창고 키박스 번호는 ⟦password:7203⟧이야. 신입 직원 안내 메일에 창고 위치랑 같이 넣어 줘.",
    "```\n//registry.npmjs.org/:_authToken=⟦api_key:npm_OOL8dKLzdocJ2isAjIhKtJ0RlgLKOmxgJTeK⟧\n```\n.npmrc에 이게 든 채로 도커 이미지를 공개 레지스트리에 올렸어. 토큰을 폐기하고 빌드할 때만 넣는 방법 알려 줘.",
    # sensitive topics, two per topic, told as the writer's or someone close's situation
    ("요즘 아파트 계단 몇 개만 올라도 숨이 가쁘고, 밤이 되면 발목이 눌러도 안 돌아올 만큼 부어. 그냥 나이 탓일까?", H),
    ("남편이 요즘 소주 한 병은 마셔야 잠이 든대. 시어머니께 말씀드려야 할지, 드린다면 어떻게 꺼내야 할지 모르겠어.", H),
    ("월급 들어오자마자 카드값이랑 대출 이자로 다 빠져나가고 통장에 3만 원 남았어. 다음 월급날까지 3주인데 뭐부터 줄여야 할까?", F),
    ("남동생이 코인으로 전세금을 날려서 부모님이 대신 막아 주시기로 했어. 나도 매달 50만 원씩 엄마 하나은행 ⟦kr_bank_account:352-910284-71607⟧ 계좌로 보태겠다고 문자 좀 써 줘.", F),
    ("다음 달에 남자친구랑 처음으로 우리 부모님 댁에 인사 가. 나도 남자라서 아버지 반응이 걱정돼. 첫마디를 뭐라고 하면 좋을까?", S),
    ("고등학교 친구 ⟦person:임채은⟧이 자기는 남자도 여자도 좋아한다고 털어놨어. 서운하지 않게 답장하고 싶은데 뭐라고 쓸까?", S),
    ("요즘 교회에 다니기 시작했는데 이번 추석 차례 때는 절을 안 하고 싶어. 큰아버지께 어떻게 말씀드려야 서운해하지 않으실까?", R),
    ("딸이 결혼하면서 남편 쪽 집안을 따라 돼지고기를 끊고 하루 다섯 번 기도를 하겠대. 상견례 식당은 어디로 잡아야 실례가 안 될까?", R),
    ("이번 구의원 선거에 나오는 후보 캠프에서 주말마다 자원봉사를 하기로 했어. 회사 사람들한테는 알리고 싶지 않은데 캠프 단체 사진이 SNS에 올라가면 어쩌지?", P),
    ("시어머니가 손주 돌잔치에 친하게 지내는 국회의원을 부르시겠대. 친정 식구들은 그 당이라면 질색인데 어떻게 조율하지?", P),
    ("예전에 회사 돈에 손을 댔다가 2년을 살고 나왔어. 이제 아파트 경비 일에 지원하려는데 이력서의 빈 2년을 뭐라고 써야 할까?", C),
    ("조카 ⟦person:제갈영남⟧이 고등학생 때 친구들이랑 오토바이를 훔쳐서 소년원에 다녀왔어. 우리 식당에서 일하고 싶다는데 다른 직원들한테 말해야 할까?", C),
    ("시어머니가 내 넷플릭스 로그인을 자꾸 물어보셔서 냉장고에 '⟦password:wldms1130⟧'이라고 써 붙여 놨거든. 이거 괜찮은 걸까?", K),
    ("아빠가 택배 주소를 확인하라는 문자의 링크를 눌렀는데 그 뒤로 휴대폰에 모르는 앱이 깔렸대. 지금 뭐부터 막아야 해?", K),
]

if __name__ == "__main__":
    write_set(30, HELDOUT30_EN, HELDOUT30_KO)
