"""Topic vocabulary: words and stems that belong to a sensitive topic's domain, written by us
from each topic's everyday and technical vocabulary (thirteenth round).

The topic model reads it as a shared feature per topic (`lx=<topic>`, features.py): every
word of a topic's list fires the same feature, so a word that no training template holds
still counts for its topic, where the hashed word features only know the words of the
training data. train.py stores the list in topics.bin, so Rust reads the same list.

Entry syntax (matched against the topic model's word units, ASCII-lowercased):
- `word`: the unit itself; a Hangul entry also matches with one particle glued on (`빚을`);
- `stem*`: any unit that starts with the stem (`diagnos*`: diagnosis, diagnosed);
- `two words` / `two word*`: a unit and the one before it (`숨이 차*`: 숨이 차요, 숨이 차고).
Hyphens, apostrophes and other marks are dropped from entries, as topic_units drops them
(`self-harm` is the unit `selfharm`).

Left out on purpose: words of routine requests (bank, account, card, payment, doctor,
campaign, sentence, trial, token, login, 장애 as in an outage, 보수 as in repairs), and the
themes that docs/privacy-gate.md lists for the unseen hand sets 10-12 (for example their
conditions, money troubles, rites, party roles, penalties and logins), so those sets stay a
fair test of words the list does not name.
"""

VOCAB = {
    ("en", "health"): """
diagnos*, symptom*, prescri*, medication*, meds, pills, dosage, antibiotic*, antidepressant*, steroid*, inhaler*, epipen*,
insulin, chemo*, radiotherap*, oncolog*, tumor*, tumour*, cancer*, biops*, malignan*, benign, metasta*, remission, relapse*,
diabet*, asthma*, epilep*, seizure*, migraine*, arthrit*, dementia, alzheimer*, cardiac, cardiolog*, cholesterol,
hypertension, heart attack, blood pressure, anemi*, anaemi*, thyroid*, lupus, crohns, colitis, hepatitis, tuberculosis,
pneumonia, bronchitis, hiv, std, stds, sti, stis, chlamydia, herpes, hpv, syphilis, gonorrhea, infection*, fever*,
vomit*, nausea*, nauseous, diarrh*, constipat*, wheez*, breathless*, of breath, rash, rashes, itchy, swollen, swelling, lump,
lumps, bleeding, bruising, numbness, tingling, fatigue*, insomnia, headache*, backache*, cramps, chest pain*, painful,
painkiller*, ibuprofen, paracetamol, acetaminophen, opioid*, morphine, depress*, anxiety, anxious, panic attack*, therapist*,
therapy, psychiatr*, psycholog*, counselling, counseling, counsellor*, counselor*, bipolar, schizo*, ptsd, ocd, adhd, autis*,
selfharm*, suicid*, overdos*, addict*, alcoholi*, sober, sobriety, rehab*, detox*, anorexi*, bulimi*, binge*, eating disorder*,
pregnan*, miscarr*, abortion*, ivf, fertility, infertil*, contracepti*, vasectom*, hysterectom*, mammogra*, smear test*,
menopaus*, endometrio*, pcos, prenatal, postnatal, postpartum, obstetric*, gynaecolog*, gynecolog*, surgery, surgeries,
surgeon*, ultrasound*, mri, ct scan*, xrays, physiotherap*, physio, hospitali*, clinic, clinics, outpatient*, inpatient*,
prognosis, side effect*, sick leave, sick note*, medical, disabilit*, disabled, wheelchair*, hearing aid*, deaf*,
sertraline, fluoxetine, citalopram, escitalopram, metformin, lithium, prozac, zoloft, xanax, valium, adderall, ritalin,
lexapro, statin*, warfarin, chemotherapy, pancrea*, liver, lungs, prostate*, ovar*, cervical, uterus,
concussion*, fracture*, osteopor*, glucose, allerg*, eczema, psoriasis, dermatit*, immun*, mental health,
psychosis, hallucinat*, trauma*, grief counsel*, dementia care, diagnosis, gp surgery
""",
    ("en", "finance"): """
debt*, indebted, owe, owed, owing, arrears, overdraft*, overdrawn, loan, loans, remortgag*, repossess*, foreclos*,
evict*, bankrupt*, insolven*, payday loan*, credit rating*, credit report*, debt collector*, collection agenc*,
bailiff*, garnish*, salary, salaries, wage, wages, paycheck*, payslip*, pay cut*, paycut*, laid off, layoff*, redundan*,
unemploy*, welfare, universal credit, food bank*, food stamps, pension*, savings, 401k, net worth, inheritance, inherit*,
tax return*, back taxes, tax debt*, irs, hmrc, taxes, rent arrears, maxed, minimum payment*, credit card debt*, student loan*,
living paycheck, broke until, lender*, repay*, repayment*, refinanc*, interest owed, default*ed, defaulted,
missed payment*, cant afford, alimony, child support, benefits claim*, income,
trust fund*, lost my savings, savings account*, life savings,
financial hardship, hardship fund*, in debt, iva, ccj, debt relief, payday
""",
    ("en", "sexuality"): """
gay, lesbian*, bisexual*, queer*, trans, transgender*, transsexual*, nonbinary, enby, genderqueer, genderfluid, pansexual*,
aromantic, lgbt*, homosexual*, heterosexual*, closeted, coming out, come out, came out, sexual*, sexuality, sex, sexless,
intimacy, intimate, libido, erectile, erection*, sex drive, sex life, kink*, fetish*, porn*, gender identity,
pronouns, hookup*, hook up, one night stand, attracted to, same sex, samesex, dysphoria, transition*ing,
hrt, deadname*, outed, straight acting, drag queen*, celiba*, foreplay, orgasm*, impoten*, sexting, nudes, onlyfans,
swinger*, bdsm, affair, cheating on, cheated on, unfaithful, infidelity, husband cheated, wife cheated
""",
    ("en", "religion"): """
church*, mosque*, synagogue*, temple, temples, chapel*, cathedral, pray, prays, prayed, praying, prayer*, faith, faiths,
christ, allah, buddha, bible*, quran*, koran, torah, scripture*, ramadan, eid, passover, yom kippur, diwali,
hanukkah, sabbath, kosher, halal, hijab*, niqab*, burqa*, turban*, yarmulke*, kippah, rosary, communion, baptis*, baptiz*,
christening, catholic*, protestant*, christian*, muslim*, islam*, jewish, judaism, hindu*, buddhis*, sikh*, mormon*, evangelical*,
atheis*, agnostic*, priest*, imam*, rabbi*, vicar*, monk*, nun, nuns, convert to, converted to, converting to,
spiritual*, worship*, sermon*, congregation*, parish*, deacon*, tithe*, tithing, pilgrimage*, hajj, mecca, vatican,
pope, salvation, sins, sinful, blasphem*, apostat*, gospel*, psalm*, hymn*, choir practice, sunday school, bar mitzvah,
bat mitzvah, confirmation class*, jehovah*, scientolog*, quaker*, methodist*, baptist*, anglican*, presbyterian*,
lutheran*, pentecostal*, shinto*, taoi*, jain*, zoroastr*, pagan*, wicca*, mass on, go to mass, prayer room*, pray five,
fasting, sacred, devout, believer*, nonbeliever*, heaven, afterlife, reincarnat*
""",
    ("en", "politics"): """
vote, votes, voted, voting, voter*, ballot*, democrat*, republican*, labour party, tory, tories,
conservatives, liberals, libertarian*, socialist*, communis*, fascis*, leftwing*, rightwing*, leftist*, maga, senator*,
congressman*, congresswoman*, impeach*, protest*, petition*, activis*, partisan*, political*, politics, politician*, referendum*,
precinct*, caucus*, primaries, primary election*, picket*, manifesto*, party member*, party membership,
canvass*, campaign volunteer*, campaign rally, rallies, the rally, demonstrator*, lawn sign*, yard sign*,
who i voted, who to vote, register to vote, postal vote*, mail in ballot*, absentee ballot*, left wing,
right wing, far right, far left, nationalis*, populis*, immigration policy, abortion rights, gun control,
dissident*, opposition party, green party, lib dems, snp, gop, dnc, rnc, governor race, mayoral, run for office,
running for office, political views, my views on
""",
    ("en", "criminal_record"): """
arrest*, convict*, felon*, misdemeanor*, misdemeanour*, jail*, prison*, inmate*, incarcerat*, probation*, parole*, bail,
bailed, expunge*, criminal record*, offense*, offender*, sex offender*, indict*, prosecut*, pleaded guilty,
plead guilty, guilty plea*, plea, court date*, suspended sentence*, cops, police station*,
dui, dwi, drunk driving, drink driving, shoplift*, theft, thefts, stole, burglar*, assault*, embezzl*, drug possession,
possession charge*, mugshot*, warrant, warrants, community service,
got charged, pressed charges, press charges, charges against, felony, custody sentence, behind bars, locked up,
ex con, excon, rap sheet, record check*, dbs check*, disclosure check*, spent conviction*, cell overnight, night in a cell,
detained, questioned by, interrogat*, defendant*, public defender*, solicitor for, magistrate*, crown court,
criminal court, vandal*, trespass*, robbery, robbed a, mugging, stalking, restraining order*, domestic violence,
fraud charge*, perjury, bribery, smuggl*, trafficking, manslaughter, homicide*, murder charge*
""",
    ("en", "credentials"): """
password*, passcode*, passphrase*, pin, pin code*, pin number*, otp, otps, 2fa, mfa, totp, verification code*, security code*,
auth code*, authentication code*, login details, log in details, credential*, access token*, secret key*,
private key*, seed phrase*, recovery phrase*, ssh key*, root password*, username and, security question*, security answer*,
master password*, door code*, alarm code*, keycard, account login*, sign in details, client secret*, bearer token*, pat token*
""",
    ("ko", "health"): """
진단*, 증상*, 처방*, 복용*, 투약*, 입원*, 퇴원*, 수술*, 통원*, 응급실*, 진료*, 검사 결*, 암, 유방암*, 위암*, 폐암*, 간암*,
대장암*, 갑상선*, 췌장*, 자궁*, 전립선*, 혈액암*, 항암*, 종양*, 멍울*, 조직검사*, 당뇨*, 혈당*, 고혈압*, 혈압*, 콜레스테롤*, 천식*,
간염*, 결핵*, 폐렴*, 뇌졸중*, 중풍*, 심근경색*, 협심증*, 부정맥*, 치매*, 파킨슨*, 뇌전증*, 간질*, 발작*, 편두통*, 두통*, 구토*,
토하*, 토했*, 메스꺼*, 설사*, 숨이 차*, 숨차*, 호흡곤란*, 통증*, 부종*, 붓기*, 부었*, 발진*, 두드러기*,
알레르기*, 알러지*, 아토피*, 우울*, 공황*, 불면*, 수면제*, 정신과*, 정신건강*, 심리상담*, 상담 치*, 트라우마*, 자해*, 자살*,
섭식*, 거식*, 폭식*, 중독*, 알코올*, 알콜*, 금주*, 재활*, 임신*, 입덧*, 낙태*, 임신중절*, 난임*, 불임*, 시험관*, 피임*, 산부인과*,
생리불순*, 갱년기*, 폐경*, 산후*, 장애인*, 장애등급*, 휠체어*, 청각장애*, 시각장애*, 발달장애*, 자폐*, 치료*, 약물*, 항우울제*,
신경안정제*, 스테로이드*, 진통제*, 항생제*, 부작용*, 재발*, 정신병*, 조현병*, 조울증*, 양극성*, 강박*, 건망증*, 기억력*,
병원, 병원에*, 병원을*, 내과*, 외과*, 정형외과*, 신경과*, 피부과*, 비뇨기과*, 한의원*, 물리치료*, 깁스*, 골절*, 관절*,
허리 통*, 무릎*, 심장*, 간 수치*, 폐 기능*, 위내시경*, 대장내시경*, 내시경*, 엠알아이*, 초음파*, 혈액검사*,
소변검사*, 건강검진 결*, 약을 먹*, 약 먹*, 약을 끊*, 약 처방*, 감염*, 확진*, 열이 나*, 몸살*, 빈혈*,
상처*, 흉터*, 불안장애*, 무기력*, 번아웃*, 진단서*, 병가*, 술을 끊*, 술 끊*
""",
    ("ko", "finance"): """
빚, 빚이*, 빚을*, 빚때문*, 빚 때*, 대출*, 채무*, 연체*, 파산*, 개인회생*, 회생*, 신용불량*, 신불자*, 압류*, 독촉*, 추심*, 사채*,
월급*, 연봉*, 적자*, 마이너스통장*, 마통*, 카드값*, 카드빚*, 카드 빚*, 대출금*, 원리금*, 상환*, 담보*, 전세사기*, 전세금*, 생활비*,
실직*, 해고*, 권고사직*, 구조조정*, 실업급여*, 기초수급*, 수급자*, 생계*, 손실*, 체납*, 세무조사*, 상속*, 증여*, 재산*, 소득*,
신용점수*, 신용등급*, 리볼빙*, 현금서비스*, 카드론*, 단전*, 통장 잔*, 잔고*, 잔액이*, 돈을 빌*, 돈 빌*, 빌린 돈*,
빌려준*, 갚아*, 갚을*, 갚지*, 갚았*, 못 갚*, 돈이 없*, 돈 없*, 쪼들*, 형편*, 월세가 밀*, 월세 밀*, 관리비 밀*, 가불*,
급여가 밀*, 임금체불*, 체불*, 퇴직금*, 연금*, 국민연금*,
세금, 종합소득세*, 부채*, 가계부채*, 빚보증*, 돈 문제*, 돈문제*, 경제적*
""",
    ("ko", "sexuality"): """
게이*, 레즈*, 양성애*, 동성애*, 동성*, 이성애*, 성소수자*, 퀴어*, 트랜스*, 성전환*, 커밍아웃*, 아웃팅*, 무성애*, 범성애*, 성적*,
성관계*, 성생활*, 성욕*, 성정체성*, 성 정체*, 성적 지*, 성기능*, 발기*, 외도*, 불륜*, 바람피*, 바람을 피*, 바람 피*, 끌리*,
끌려*, 원나잇*, 섹스*, 야동*, 콘돔*, 젠더*, 논바이너리*, 성별 정*, 호르몬 치*, 동성 연*, 이반*, 엘지비티*,
lgbt*, 남자를 좋아*, 여자를 좋아*, 남자가 좋*, 여자가 좋*, 연애 감정*, 스킨십*, 잠자리*, 속궁합*, 첫경험*, 동정*, 처녀*,

""",
    ("ko", "religion"): """
교회*, 성당*, 절에*, 사찰*, 법당*, 기도*, 예배*, 미사*, 신앙*, 신자*, 교인*, 성도*, 집사*, 권사*, 장로*, 목사*, 전도사*,
신부님*, 수녀*, 스님*, 법회*, 불공*, 백일기도*, 하나님*, 하느님*, 예수*, 부처*, 성경*, 찬송*, 십일조*, 세례*, 견진*,
개종*, 무신론*, 천주교*, 기독교*, 개신교*, 불교*, 이슬람*, 무슬림*, 힌두*, 유대교*, 원불교*, 여호와*, 신천지*, 이단*,
주일*, 안식일*, 할랄*, 히잡*, 라마단*, 금식*, 묵주*, 성지순례*, 순례*, 교리*, 신학*, 선교*, 전도*, 구원*, 천국*, 지옥*,
회개*, 영성*, 믿음*, 신을 믿*, 신앙생활*, 절에 다*, 불자*, 주일학교*, 교구*, 본당*, 부활절*, 석가탄신*,
초파일*, 제사*, 코란*, 꾸란*, 모스크*, 회당*, 랍비*, 이맘*, 목회*, 간증*, 부흥회*, 성령*
""",
    ("ko", "politics"): """
투표*, 선거*, 총선*, 대선*, 지선*, 보궐*, 경선*, 공천*, 출마*, 후보*, 당선*, 낙선*, 유세*, 선거운동*, 정당*, 당원*, 탈당*, 입당*,
민주당*, 국민의힘*, 정의당*, 진보당*, 개혁신당*, 조국혁신당*, 여당*, 야당*, 진보*, 좌파*, 우파*, 빨갱이*, 수꼴*, 정치*, 정권*,
탄핵*, 대통령*, 국회의원*, 집회*, 시위*, 촛불*, 태극기 집*, 서명운동*, 청원*, 파업*, 지지율*, 지지하는*, 지지자*, 지지 정*,
여론조사*, 사전투표*, 개표*, 국회*, 투표소*, 기표*, 표를 줬*, 이념*, 극우*, 극좌*, 보수 정*,
보수당*, 보수적*, 진보적*, 정치적*, 정치 성*, 반대 현수*, 피켓*, 1인 시위*, 시민단체*, 운동권*, 학생운동*,
대자보*, 공약*, 장관*, 규탄*, 성명서*, 시국*
""",
    ("ko", "criminal_record"): """
체포*, 구속*, 연행*, 입건*, 기소*, 불구속*, 전과*, 범죄*, 범행*, 처벌*, 벌금*, 징역*, 실형*, 집행유예*, 보호관찰*, 가석방*, 출소*,
교도소*, 구치소*, 수감*, 복역*, 유치장*, 경찰서*, 경찰 조*, 경찰에 잡*, 경찰한테*, 조사를 받*, 조사 받*, 고발*,
피의자*, 피고*, 형사*, 재판*, 공판*, 합의금*, 고소장*, 고소를*, 고소했*, 고소당*, 음주운전*, 음주 운전*, 무면허*, 절도*, 훔치*, 훔쳤*, 훔친*, 도둑질*, 도둑*, 폭행*,
사기죄*, 사기 혐*, 횡령*, 배임*, 마약*, 대마*, 필로폰*, 성범죄*, 성추행*, 성폭행*, 스토킹*, 뺑소니*, 신상정보*, 범죄경력*,
수배*, 영장*, 압수수색*, 송치*, 검찰*, 가정폭력*, 접근금지*, 혐의*, 유죄*, 무죄*, 전과자*, 범죄자*, 기록이 남*,
신원조회*, 경찰 기록*, 재범*, 법원에 출*, 출석 요구*, 출두*, 변호인*, 국선*, 판결*, 항소*, 벌점*, 면허 취소*, 면허정지*,
면허 정지*, 적발*, 단속에*
""",
    ("ko", "credentials"): """
비밀번호*, 비번*, 패스워드*, 암호, 인증번호*, 인증 번호*, 인증코드*, 보안카드*, 공인인증서*, 공동인증서*, 인증서 비*,
로그인 정*, 계정 정*, 접속 정*, 시크릿*, 핀번호*, 핀 번호*, 보안 코*, 복구 문*, 시드 문*, 니모닉*, 개인키*, 개인 키*, 아이디 비*,
아이디랑 비*, 아이디와 비*, otp, 2fa, pin, 액세스 키*, 시크릿 키*, 접속 키*, 마스터 키*, 도어락 비*, 현관 비*,
공동현관*, 출입 코*, 금고 비*, 계좌 비*, 카드 비*
""",
}


def entries():
    """(lang, topic, entry) with entries normalised as topic_units sees words: lowercase,
    letters, Hangul, digits, one space between words and a trailing `*`."""
    out = []
    for (lang, topic), text in VOCAB.items():
        for raw in text.replace("\n", " ").split(","):
            e = raw.strip().lower()
            if not e:
                continue
            star = e.endswith("*")
            words = ["".join(c for c in w if c.isalnum()) for w in e.rstrip("*").split()]
            words = [w for w in words if w]
            if not words or len(words) > 2:
                continue
            out.append((lang, topic, " ".join(words) + ("*" if star else "")))
    return out
