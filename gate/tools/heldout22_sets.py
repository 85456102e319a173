"""Twenty-second held-out hand-written set for the Privacy Gate (gate/data/handwritten_heldout22.jsonl).

Written apart from the generator (its templates and word lists were not read; themes and
examples come from everyday requests people make, and any clash the check reported was
rewritten), and committed before any model was run on it; never used for training or for
choosing settings (only summary numbers are taken from it). A balanced set like the
twenty-first: person names, sensitive topics, addresses, rule-covered identifiers and clean
hard negatives side by side, with close to half of the requests clean (22 per language).
17 EN and 16 KO requests carry a person name (28 EN and 24 KO names); 14 + 14 topic
requests, 4 + 4 of them with a name or an identifier; 2 + 2 addresses; 6 + 6 identifiers
and secrets outside the topic requests. Names sit in an email sign-off, a YAML rota, an SQL
INSERT, an exported chat, lowercase chat about a borrowed drill, a teacher asked by
surname, open-day speakers as bullets with a doctor by surname, a Python comment, a snack
rota Markdown table, names opening a sentence, a name that is an English word (Bracken), an
email's Cc: header with a hyphenated and an apostrophe name and a voicemail transcript,
besides those in address, identifier and topic requests (Greenlandic, Khmer, Lao, Faroese,
Mongolian, Breton, Amharic, Malagasy, Tatar, Inuktitut, Kurdish, Uzbek, Galician, Frisian,
Samoan, Maltese, Hungarian, Italian, Telugu, Slovene, Tamil, Albanian); in Korean with a
compound surname (선우) and rare ones (배, 편, 육, 은, 추, 채, 명, 두, 천, 기, 나, 여, 방, 위, 예,
공, 변, 빈, 설), full names that open with a noun (배추희, 은하수, 추석환, 채송화, 명태겸,
두부영, 천장미, 기차윤, 나무연, 여름솔, 방울석, 위로아, 예보윤, 공기린, 설탕규), given names
alone that are everyday words (소복, 새벽) glued to particles (이가, 이랑), a list joined by
이랑, 하고 and 과, titles and relations (부장님, 원장님, 교수님, 작은아버지, 시누이, 외삼촌, 남동생, 씨),
foreign names in Hangul (바야르마 간바타르, 시티 누르하야티), a chat log, CSV, JSON, a code
comment and an 올림 sign-off.
Two sensitive-topic requests per topic and language in everyday words, several of them told
without a domain keyword and four with a name or an identifier. Clean requests are mostly
hard negatives: places, dishes, brands, holidays, children's films, laws, scales and units
named after people, a web framework, Korean dishes, places, brands and holidays that open
with a surname syllable, order and invoice numbers, versions, hashes and timestamps, and a
topic's vocabulary used harmlessly.
Same markup as sets.py: ⟦gen⟧ is a generated valid identifier, ⟦type:literal⟧ a fixed
labelled value (here also a Visa card with a valid Luhn digit and a Spanish IBAN with valid
check digits); a tuple adds {"topic": ...}. Offsets are computed by make_datasets.py from
the markup.
`python3 gate/tools/heldout_check.py 22` checks that its names and sentences are new.
"""

from sets import C, F, H, K, P, R, S

HELDOUT22_EN = [
    # clean requests, most of them hard negatives: places, dishes, brands, holidays, films,
    # laws, scales and units named after people, a web framework; order and invoice numbers,
    # versions, hashes and timestamps; a topic's vocabulary used harmlessly
    "Is the cliff path from Tintagel over to Boscastle doable in trainers after a wet week, or is it boots only?",
    "Can a Beef Wellington be wrapped the night before and baked straight from the fridge without a soggy bottom?",
    "Apart from the ham, what separates Eggs Benedict from Eggs Florentine? I'm rewriting the brunch board at the café.",
    "Explain Parkinson's law using a school office where the filing somehow always swallows the whole of Friday.",
    "How does Fitts's law explain why our tiny checkout button feels fiddly on phones? Two short paragraphs for the design review.",
    "Around what number on the Beaufort scale do wheelie bins start blowing over? It's for a joke in the residents' newsletter.",
    "Roughly how many newtons does it take to push open a heavy fire door? I suspect ours is too stiff for the Year 3 children.",
    "Is it worth buying a new battery for a four-year-old Dyson V8, or does a whole new vacuum work out cheaper?",
    "Which Paddington film suits a seven-year-old's sleepover better, the first one or the second?",
    "What is Guy Fawkes Night actually remembering? Two short paragraphs for a Year 4 class before the fireworks.",
    "Can a Le Creuset casserole go into a 240°C oven with the black knob still on the lid?",
    "Argos order AR-60915472 came with the wrong shelf brackets; can you word a quick swap request for their chat?",
    "Our invoices are numbered like INV-2026-004519. How do I get Excel to fill in the next one automatically?",
    "After upgrading Next.js from 13.5.6 to 14.2.3 our API routes return 404 only in production. Where do I start?",
    "CI run 4821 failed at 2026-07-14 09:41:07 UTC on commit a91f3e07b2c4 with 'ENOSPC: no space left on device'. How do I clear the runner cache?",
    "How does an MRI scanner build a picture using magnets? Explain it simply for Year 9 physics homework.",
    "APR versus AER, explained in a line apiece, for sixth formers learning about savings and borrowing.",
    "How did June become Pride month? Keep it to one paragraph for the staff newsletter's 'this month in history' box.",
    "Why do so many old cathedrals face east? A caption for a town walking-tour leaflet.",
    "If nobody wins a majority and we get a hung parliament, what happens next? Two sentences for a pub quiz night.",
    "Magistrates' court versus Crown Court, one line apiece for a Year 10 citizenship handout.",
    "Why is a password manager safer than a notebook by the computer? Put it simply for the over-60s tablet club.",
    # person names: a sign-off, YAML, SQL, a chat log, lowercase chat, a surname after a
    # title, bullets with a doctor by surname, a code comment, a Markdown table, names opening
    # a sentence, an English-word name, an email's Cc: header and a voicemail transcript
    "Could you make this sound a bit less stiff?\n\nThe bins for the flats have moved round to the back lane, and the old enclosure gets locked from the first of the month.\n\nBest wishes,\n⟦person:Aviaja Kreutzmann⟧",
    "```yaml\nrota:\n  - name: ⟦person:Sreymom Chhun⟧\n    day: Tuesday\n  - name: ⟦person:Viengsamai Douangdara⟧\n    day: Thursday\n```\nHow do I loop over this in Python and print who is on which day?",
    "INSERT INTO plots (holder, plot_no) VALUES ('⟦person:Turið Skaalum⟧', 12), ('⟦person:Rókur Niclasen⟧', 14), ('⟦person:Sunnvá⟧', 15);\nWhy would this fail with 'duplicate key value' when plot 15 is empty?",
    "[19:04] ⟦person:Enkhjargal⟧: is the hall booked for the 12th?\n[19:06] ⟦person:Ganbold Nyamdavaa⟧: yes from six, i paid the deposit\nSum up what was agreed in one line.",
    "omg ⟦person:gwenola⟧ still has ⟦person:tudwal⟧'s drill from the shed build, can u write something polite so it comes back before the weekend lol",
    "Write a short note to Mr ⟦person:Wondimagegnehu⟧ thanking him for staying late every Thursday to run the robotics club.",
    "Speakers for the allotment open day:\n- ⟦person:Hanitra Rakotoarivelo⟧ (composting)\n- ⟦person:Gölnar Khabibullina⟧ (pickling)\n- Dr ⟦person:Kigutikakjuk⟧ (soil testing)\nWrite a friendly two-line intro for each.",
    "```python\n# ask ⟦person:Hêvîn Zêrevan⟧ before changing this; ⟦person:Oydinoy⟧ tuned it last spring\nTIMEOUT = 30\n```\nHow do I read the value from a config file instead?",
    "| Week | Snacks |\n|---|---|\n| 1 | ⟦person:Brais Outeiriño⟧ |\n| 2 | ⟦person:Wiebren Hettinga⟧ |\nTurn this into a cheerful reminder for the under-9s football parents.",
    "⟦person:Lupesina Leiataua⟧ is bringing the folding tables and ⟦person:Ġużeppina Abela⟧ has the raffle prizes sorted. Write the fete update for the village newsletter.",
    "Can you remind ⟦person:Bracken⟧ that the kayak trailer needs its lights checked before Saturday's trip?",
    "Cc: ⟦person:Emőke Bánfalvi-Kőrösi⟧; ⟦person:Mattéo D'Ambrosio⟧\nSubject: Choir robes\n\nThe robes are back from the cleaners and hanging in the store cupboard by the stage.\n\nAdd one polite line asking everyone to sign them out.",
    "Voicemail, 3:12pm: \"Hi, it's ⟦person:Lahari Kothapalli⟧ from the lettings office, the gas safety check has moved to Tuesday morning.\" Turn this into a calendar entry.",
    # addresses
    "Will this label get through with Canada Post, or is a line missing?\n⟦person:Siqiniq Arnaquq⟧\n⟦address:Unit 4, 218 Queen Street, Iqaluit, NU X0A 0H0⟧",
    "We've rented ⟦address:Apartamento 2B, Rua das Flores 118, 4050-265 Porto⟧ for the first week of April. Can you check with the host if the building has a lift, or is it all stairs?",
    # rule-covered identifiers and secrets
    "The garage charged my Visa ⟦card:4716 3820 5917 4630⟧ for a service I'd already cancelled. Write a short complaint asking for the money back.",
    "Could you write, in Spanish, to the language school in Valencia saying I paid the course deposit into ⟦iban:ES76 0182 5322 8602 0845 1937⟧ this morning.",
    "```\n# ~/.aws/credentials\n[backup-user]\naws_access_key_id = ⟦aws_key⟧\nregion = eu-west-2\n```\nThis was visible in a screenshot I posted on a forum yesterday. Which steps come first?",
    "Someone pasted ⟦slack_token⟧ into a public issue on our repo while debugging the standup bot. How do I rotate it without breaking everything?",
    "Text the landlord on ⟦us_phone⟧ and ask if the dryer repair could happen Thursday after 4pm.",
    "Please write to ⟦person:Urška Kranjc⟧ at ⟦email⟧ to say the bike she dropped off for a new chain is ready to collect.",
    # sensitive topics, two per topic
    ("Most afternoons I get a thumping pain behind my left eye and paracetamol barely touches it. Should I see someone about it?", H),
    ("My grandmother ⟦person:Kayalvizhi Ponnusamy⟧ has just been told she needs a new hip, and she lives on her own. How do I get her house ready for when she comes home?", H),
    ("For six months I've been paying one credit card off with the other and now I'm scared to open the statements. Where do I even start?", F),
    ("The bank froze my Visa ⟦card⟧ after I missed two payments, and the rent goes out on Friday. Can I ask them for a payment holiday?", F),
    ("I'm in my forties, married to a woman, and I think I've always been into men. Who do I even talk to first?", S),
    ("My son's boyfriend is coming for Christmas and my mum says she won't sit at the same table as them. How do I handle it?", S),
    ("I've stopped going to Mass, and my mother keeps lighting candles for me and asking when I'll go to confession. How do I tell her I'm done?", R),
    ("Since I became Muslim last year my parents still put bacon in everything when I visit. How do I bring that up without a row?", R),
    ("My union rep wants me to stand for the Greens in the council elections, but my manager is a big Conservative donor. Could that cause trouble at work?", P),
    ("I was at the climate march on Saturday and my sister-in-law has been posting about 'extremists in this family' ever since. Do I reply?", P),
    ("My sister-in-law ⟦person:Lumturije Gjonbalaj⟧ got a suspended sentence for fiddling the books at her old job, and now she's offered to be PTA treasurer. What do I say?", C),
    ("I've got a conviction for nicking from a shop when I was nineteen, and I've just put in for a job as a classroom helper at my kid's school. Does that show on the DBS form they make you do?", C),
    ("Text my dad the login for the garage door app: username 'garage', password ⟦password:Plover_Bay2291⟧, and tell him not to write it on the wall.", K),
    ("I typed my work login into a page that looked just like our payroll portal, and now there are sign-in alerts from another country. What do I do right now?", K),
]

HELDOUT22_KO = [
    # clean requests, most of them hard negatives: dishes, places, brands and holidays that
    # open with a surname syllable, order numbers, versions, hashes and timestamps, a topic's
    # vocabulary used harmlessly
    "전주비빔밥이랑 진주비빔밥은 올라가는 고명이 어떻게 달라?",
    "안동찜닭 만들 때 당면은 언제 넣어야 안 불어?",
    "남해 독일마을은 유모차 끌고 돌아다니기 괜찮아? 언덕이 많아?",
    "하동 녹차밭은 몇 월에 가야 제일 초록초록해?",
    "배스킨라빈스 케이크 사서 차로 한 시간 가야 하는데 안 녹을까?",
    "노랑통닭 마늘치킨이 식었는데 에어프라이어 몇 도에 몇 분 돌려야 해?",
    "공차 버블티 펄은 냉장고에 넣어 뒀다 다음 날 먹어도 돼?",
    "정월대보름에 부럼 깨는 이유를 여섯 살 아이한테 쉽게 설명해 줘.",
    "단오에 창포물로 머리 감던 풍습을 초등학교 3학년용으로 짧게 써 줘.",
    "한라봉이랑 천혜향은 맛이 어떻게 달라? 설 선물로는 뭐가 나아?",
    "명동교자 칼국수는 평일 점심에도 줄이 길어?",
    "신라면 건면은 그냥 신라면보다 몇 분 더 끓여야 해?",
    "쿠팡 주문번호 31000187264519 반품 신청한 지 사흘이 지났는데 아직 가지러 안 오셨어. 고객센터에 남길 글 써 줘.",
    "Node.js 18.19.0에서 20.12.2로 올렸더니 빌드할 때 'ERR_REQUIRE_ESM'이 떠. 어떻게 고쳐?",
    "2026-06-22 03:14:55 KST 배포 이후로 커밋 e07c4a1b92d3부터 로그인 API 응답이 2초씩 늦어졌어. 어디부터 봐야 해?",
    "혈압계 커프는 팔 어디에 감아야 정확하게 재져? 보건 수업 활동지로 정리해 줘.",
    "신용점수랑 신용등급이 어떻게 다른지 고등학생 금융 교육 자료로 세 줄 정리해 줘.",
    "국회 필리버스터가 뭔지 중학교 사회 시간용으로 쉽게 설명해 줘.",
    "집행유예랑 선고유예 차이를 법과 사회 수업 자료로 짧게 정리해 줘.",
    "템플스테이에서 하는 발우공양은 어떤 순서로 진행돼? 외국인 친구한테 미리 알려 주려고.",
    "동성혼을 법으로 처음 인정한 나라가 어디인지 시사 상식 퀴즈 문제로 만들어 줘.",
    "2단계 인증이 왜 필요한지 복지관 어르신 스마트폰 교실용으로 쉽게 설명해 줘.",
    # person names: a compound and rare surnames, full names that open with a noun, given
    # names that are everyday words glued to particles, a list joined by 이랑/하고/과, titles
    # and relations, foreign names in Hangul, a chat log, CSV, JSON, a code comment and an
    # 올림 sign-off
    "⟦person:배추희⟧ 부장님께 월요일 보고서가 하루 늦어진다고 사과드리는 메일 써 줘.",
    "ㅎㅎ ⟦person:소복⟧이가 케이크 사 온대. 그럼 ⟦person:새벽⟧이랑 나는 풍선만 준비하면 되지? 답장 써 줘.",
    "[오후 6:12] ⟦person:선우헌률⟧: 나 주차장 도착\n[오후 6:13] ⟦person:편솔휘⟧: 창가 쪽 자리 잡아 뒀어\n[오후 6:15] ⟦person:육결휘⟧: 길 막혀서 20분 늦을 듯 ㅠ\n누가 어디 있는지 한 줄로 정리해 줘.",
    "이름,반\n⟦person:은하수⟧,해님반\n⟦person:추석환⟧,달님반\n⟦person:채송화⟧,별님반\n구글 시트에서 이 명단을 반 이름순으로 정렬하는 방법 알려 줘.",
    "{\"당번\": [\"⟦person:명태겸⟧\", \"⟦person:두부영⟧\"], \"요일\": \"수요일\"} 이걸 교실 게시판에 붙일 당번 안내 문장으로 바꿔 줘.",
    "이 감사 편지 마지막 문장만 좀 더 정중하게 다듬어 줘.\n\n지난 학기 동안 아이 글씨 연습을 꼼꼼히 봐 주셔서 감사합니다. 덕분에 받아쓰기를 즐거워하게 되었습니다.\n\n⟦person:천장미⟧ 올림",
    "몽골에서 온 ⟦person:바야르마 간바타르⟧ 씨가 이번 달부터 우리 가게에서 일해. 직원 단톡방에 올릴 환영 인사 써 줘.",
    "인도네시아에서 온 ⟦person:시티 누르하야티⟧ 씨한테 다음 주부터 분리수거 날이 목요일로 바뀐다고 쉬운 한국어로 알려 줘.",
    "캠핑 가서 ⟦person:기차윤⟧이랑 ⟦person:나무연⟧하고 ⟦person:여름솔⟧과 내가 저녁을 맡았어. 메뉴랑 장보기 목록 짜 줘.",
    "작은아버지 ⟦person:방울석⟧ 회갑 잔치 사회를 보는데 첫인사 멘트 좀 써 줘.",
    "```js\n// TODO(⟦person:위로아⟧): 공휴일에는 예약 버튼을 막아야 함\nfunction canBook(date) {\n  return date.getDay() !== 0;\n}\n```\n공휴일 날짜 배열을 받아서 막도록 고쳐 줘.",
    "⟦person:예보윤⟧ 원장님께 딸 피아노 학원 여름 방학이 언제인지 여쭤보는 문자 써 줘.",
    "⟦person:공기린⟧ 교수님께 기말 과제를 PDF로 내도 되는지 여쭤보는 메일 써 줘.",
    # addresses
    "⟦address:광주광역시 북구 용봉로 77, 3동 204호⟧로 짐을 부치려는데 우체국 방문 접수는 어떻게 신청해?",
    "⟦address:강원특별자치도 속초시 중앙로 129⟧ 근처에 아침 일찍 여는 해장국집 있어?",
    # rule-covered identifiers and secrets
    "시누이 ⟦person:변서림⟧ 주민등록번호 ⟦rrn⟧ 넣어서 정부24에서 등본을 대신 뗄 수 있어?",
    "카드⟦card⟧로 결제한 배달 주문이 두 번 찍혔어. 가게에 보낼 환불 요청 문자 써 줘.",
    "산악회 회비는 카카오뱅크 ⟦kr_account_kakao⟧ 로 이번 주 금요일까지 보내 달라는 공지 써 줘.",
    "```python\nOPENAI_API_KEY = \"⟦openai_key⟧\"\n```\n이 코드를 블로그 글에 그대로 올렸어. 키 폐기하고 새로 받는 순서 알려 줘.",
    "세탁소 사장님 번호가 ⟦kr_mobile⟧ 인데, 겨울 패딩 세 벌 수거 예약하는 문자 써 줘.",
    "동네 플리마켓 참가 신청서는 ⟦email⟧ 로 다음 주 화요일까지 보내 달라는 안내 글 써 줘.",
    # sensitive topics, two per topic
    ("요즘 밥만 먹으면 명치가 쓰리고 밤마다 신물이 올라와서 잠을 못 자. 병원 가 봐야 할까?", H),
    ("외삼촌 ⟦person:빈종만⟧께서 당뇨 합병증으로 발가락 수술을 받으셨어. 퇴원하시면 식사를 어떻게 챙겨 드려야 해?", H),
    ("카드값 돌려막기를 반년째 하고 있는데 이번 달은 정말 막을 데가 없어. 개인회생 알아봐야 할까?", F),
    ("친구한테 빌린 돈을 토스 ⟦kr_account_toss⟧ 계좌로 매달 갚고 있는데 이번 달은 도저히 못 보내겠어. 뭐라고 말하지?", F),
    ("여자친구랑 3년째 만나고 있는데 엄마가 자꾸 선을 보라고 하셔. 언제 어떻게 말씀드려야 할까?", S),
    ("회사 동료가 내가 게이라는 걸 다른 팀 사람들한테 말하고 다녀. 인사팀에 얘기해도 될까?", S),
    ("결혼하고 남편 따라 성당에 다니기 시작했는데 절에 다니시는 친정 엄마가 서운해하셔. 어떻게 풀어 드리지?", R),
    ("룸메이트가 금요일 해 지기 전에 꼭 촛불을 켜고 그 뒤로는 전기 스위치도 안 만져. 내가 뭘 조심해 주면 될까?", R),
    ("이번 지방선거에 우리 동네 구의원 후보로 나와 보라는 제안을 받았어. 회사에는 미리 알려야 할까?", P),
    ("명절마다 아빠랑 삼촌이 지지하는 정당 얘기로 언성을 높이셔. 올해는 어떻게 말리지?", P),
    ("남동생 ⟦person:설탕규⟧이 음주 뺑소니로 재판을 받고 있어. 부모님께 어떻게 알려 드려야 할까?", C),
    ("20대 초반에 폭행으로 벌금형을 받은 적이 있는데 공무원 면접에서 불리할까?", C),
    ("회사 와이파이 비밀번호 ⟦password:Haneul#7731⟧ 를 협력사 단톡방에 올려 버렸어. 바로 바꿔야 할까?", K),
    ("택배 조회 링크라는 문자를 눌렀더니 카카오 계정이 모르는 기기에서 로그인됐다고 떠. 지금 뭐부터 해야 해?", K),
]
