#!/usr/bin/env python3
"""Synthetic EN/KO data for the learned tier of the Privacy Gate.

Every record is one request: {"text", "lang", "spans": [{"start","end","type"}], "topics": [...]}
with BYTE offsets into the UTF-8 text. Templates are written here; slot values come from
Faker (en_US, ko_KR) and from our own lists. Train and test use disjoint templates
(split by template id with a seeded shuffle), so the test set measures generalisation to
unseen phrasings, not memorised sentences.

    python gate/tools/gen_data.py --seed 7 --out gate/data/generated_test.jsonl
"""
import argparse
import json
import random

from faker import Faker

TOPICS = ["health", "finance", "sexuality", "religion", "politics", "criminal_record", "credentials"]

# ---------------------------------------------------------------- slot values (own lists)
KO_SURNAMES = list("김이박최정강조윤장임한오서신권황안송류전홍고문양손배백허유남심노하곽성차주우구민진나지엄채원천방공현함변염여추도석선설마길연위표명기반왕금옥육인맹제모탁국어은편용")
KO_GIVEN_SYL = list("민수지영현우서준하은윤아연호진성혜경미정숙희철동석재훈태상승준예원주도건유나린채소다시온찬혁규빈광명선옥순자")
KO_ROMAN_SURNAMES = ["Kim", "Lee", "Park", "Choi", "Jung", "Kang", "Cho", "Yoon", "Jang", "Lim", "Han", "Shin", "Seo", "Kwon", "Hwang", "Ahn", "Song", "Hong"]
KO_ROMAN_GIVEN = ["Min-su", "Ji-young", "Seo-yeon", "Min-jun", "Ha-eun", "Do-hyun", "Jiwoo", "Minji", "Hyunwoo", "Sungmin", "Eunji", "Jae-won", "Yuna", "Taeyang", "Soo-ah"]

SIDO = {
    "서울특별시": ["강남구", "서초구", "송파구", "마포구", "종로구", "중구", "용산구", "성동구", "관악구", "영등포구", "노원구", "은평구", "강서구", "동작구"],
    "부산광역시": ["해운대구", "수영구", "동래구", "부산진구", "사하구", "남구", "연제구"],
    "대구광역시": ["수성구", "달서구", "북구", "중구"],
    "인천광역시": ["연수구", "남동구", "부평구", "미추홀구", "서구"],
    "광주광역시": ["서구", "북구", "광산구"],
    "대전광역시": ["유성구", "서구", "중구", "대덕구"],
    "울산광역시": ["남구", "중구", "울주군"],
    "세종특별자치시": [""],
    "경기도": ["성남시 분당구", "성남시 수정구", "수원시 영통구", "수원시 팔달구", "용인시 수지구", "용인시 기흥구", "고양시 일산동구", "화성시", "부천시", "안양시 동안구", "파주시", "김포시", "하남시", "광명시"],
    "강원특별자치도": ["춘천시", "원주시", "강릉시", "속초시"],
    "충청북도": ["청주시 흥덕구", "충주시", "제천시"],
    "충청남도": ["천안시 서북구", "아산시", "공주시", "당진시"],
    "전북특별자치도": ["전주시 완산구", "군산시", "익산시"],
    "전라남도": ["여수시", "순천시", "목포시", "나주시"],
    "경상북도": ["포항시 남구", "경주시", "구미시", "안동시"],
    "경상남도": ["창원시 성산구", "김해시", "진주시", "양산시"],
    "제주특별자치도": ["제주시", "서귀포시"],
}
SIDO_SHORT = {"서울특별시": "서울", "부산광역시": "부산", "경기도": "경기", "인천광역시": "인천", "대구광역시": "대구", "대전광역시": "대전"}
KO_ROADS = ["테헤란로", "세종대로", "강남대로", "올림픽로", "한강대로", "판교역로", "불정로", "중앙로", "해운대로", "월드컵북로", "동일로", "도산대로",
            "양재대로", "퇴계로", "을지로", "종로", "남부순환로", "경인로", "대학로", "충장로", "수영로", "광교중앙로", "정자일로", "황새울로", "백범로",
            "성남대로", "동탄대로", "시청로", "큰길로", "무역로", "봉은사로", "삼성로", "언주로", "선릉로", "반포대로", "효령로", "신반포로", "가로수길"]
KO_DONGS = ["역삼동", "삼성동", "대치동", "정자동", "서현동", "우동", "신림동", "상도동", "망원동", "합정동", "연남동", "청담동", "잠실동", "방이동",
            "중동", "상동", "이매동", "구미동", "금곡동", "매탄동", "원천동", "봉명동", "둔산동", "월평동", "삼산동", "부전동", "서면"]
KO_EUPMYEON = ["조천읍", "애월읍", "진접읍", "와부읍", "봉담읍", "향남읍", "청평면", "양서면", "서면", "북면"]
KO_APTS = ["래미안아파트", "자이아파트", "푸르지오", "힐스테이트", "현대아파트", "주공아파트", "e편한세상", "롯데캐슬", "아이파크", "SK뷰", "한신아파트"]
US_CITIES_NOTADDR = ["Seattle", "Boston", "Chicago", "Denver", "Austin", "Portland", "Atlanta", "Phoenix", "Dallas", "Miami", "London", "Paris", "Berlin", "Tokyo", "Seoul", "Toronto"]
KO_PLACES_NOTADDR = ["서울", "부산", "제주도", "강남", "판교", "홍대", "명동", "해운대", "경주", "인천공항", "여의도", "광화문", "남산", "설악산", "한강"]
PRODUCTS = ["iPhone 15", "Galaxy S24", "MacBook Pro", "Visual Studio Code", "PostgreSQL", "Kubernetes", "Docker Desktop", "Model Y", "PlayStation 5",
            "Windows 11", "Excel", "Slack", "Notion", "Jira", "Photoshop", "Pixel 8", "AirPods Pro", "ThinkPad X1", "Chrome", "Firefox", "TensorFlow",
            "React Native", "Spring Boot", "Redis", "Grafana"]
COMPANIES_EN = ["Acme Corp", "Globex", "Initech", "Umbrella Labs", "Stark Industries", "Wayne Enterprises", "Hooli", "Vandelay Industries", "Microsoft", "Google", "Amazon", "Apple", "Netflix", "Samsung", "Hyundai"]
COMPANIES_KO = ["주식회사 한빛소프트", "(주)대한물산", "삼성전자", "현대자동차", "네이버", "카카오", "주식회사 미래에셋", "엘지화학", "(주)신세계", "한국전력공사", "김가네", "이마트", "박가부대", "정관장", "한샘"]
KO_NAMELIKE = ["김치", "이사", "박수", "정리", "최고", "한국", "조사", "강남", "신문", "오늘", "이번", "정말", "최근", "문제", "안내", "한번", "유지", "장소",
               "전화", "신청", "임시", "홍보", "고민", "성공", "서비스", "장미", "배송", "백업", "안전", "송금", "손님", "황금", "허가", "남자", "노력",
               "하루", "주말", "우리", "구매", "진행", "나중", "지금", "채소", "원래", "방법", "공지", "현재", "표시", "명절", "기록", "반복", "왕복", "금요일"]
EN_CAPWORDS = ["Monday", "Tuesday", "Friday", "January", "March", "Python", "Rust", "Linux", "Windows", "Kubernetes", "Christmas", "Thanksgiving",
               "English", "Korean", "Spanish", "Oracle", "Mercury", "Jupiter", "Amazon", "Apple", "Tesla", "Ford", "Nike", "Twitter", "GitHub", "Terraform",
               "Ansible", "Jenkins", "Prometheus", "Kafka", "Spark", "Airflow", "Django", "Flask", "Angular", "Swift", "Kotlin", "Go", "Java"]
EN_COND = ["diabetes", "depression", "HIV", "breast cancer", "an anxiety disorder", "bipolar disorder", "high blood pressure", "asthma", "ADHD",
           "a heart condition", "chronic migraines", "early-stage Parkinson's", "an eating disorder", "PTSD", "hepatitis B"]
EN_DRUG = ["sertraline", "metformin", "Adderall", "insulin", "lithium", "Xanax", "prednisone", "Prozac", "oxycodone", "antiretrovirals"]
KO_COND = ["당뇨", "우울증", "공황장애", "유방암", "고혈압", "ADHD", "조울증", "갑상선암", "천식", "불면증", "치매", "HIV", "B형 간염", "디스크"]
KO_DRUG = ["항우울제", "수면제", "인슐린", "신경안정제", "진통제", "항암제", "혈압약", "리튬"]
EN_RELIGION = ["Islam", "Catholicism", "Buddhism", "Judaism", "Hinduism", "evangelical Christianity", "Mormonism"]
KO_RELIGION = ["불교", "천주교", "기독교", "이슬람교", "개신교", "원불교", "여호와의 증인"]
EN_PARTY = ["the Democrats", "the Republicans", "the Green Party", "the Libertarians", "the Labour Party"]
KO_PARTY = ["민주당", "국민의힘", "정의당", "진보당", "조국혁신당"]
EN_CRIME = ["DUI", "shoplifting", "assault", "drug possession", "fraud", "burglary", "domestic violence"]
KO_CRIME = ["음주운전", "절도", "폭행", "마약 투약", "사기", "성범죄", "횡령"]

PARTICLES = {"이": ("이", "가"), "가": ("이", "가"), "은": ("은", "는"), "는": ("은", "는"), "을": ("을", "를"), "를": ("을", "를"),
             "과": ("과", "와"), "와": ("과", "와"), "아": ("아", "야"), "야": ("아", "야"), "이랑": ("이랑", "랑"), "이에요": ("이에요", "예요"),
             "으로": ("으로", "로"), "랑": ("이랑", "랑"), "으로부터": ("으로부터", "로부터")}


def has_batchim(s):
    c = ord(s[-1])
    if 0xAC00 <= c <= 0xD7A3:
        return (c - 0xAC00) % 28 != 0
    return True


def attach(word, particle):
    if particle in PARTICLES:
        a, b = PARTICLES[particle]
        return word + (a if has_batchim(word) else b)
    return word + particle


class Slots:
    """Slot fillers. Each returns a list of (text, span_type or None) pieces."""

    def __init__(self, rng, fen, fko):
        self.r, self.fen, self.fko = rng, fen, fko

    # ---- names
    def ko_name(self):
        r = self.r
        if r.random() < 0.6:
            return self.fko.name()
        sur = r.choice(KO_SURNAMES[:40]) if r.random() < 0.85 else r.choice(KO_SURNAMES)
        n = 2 if r.random() < 0.85 else 1
        return sur + "".join(r.choice(KO_GIVEN_SYL) for _ in range(n))

    def en_name(self):
        r = self.r
        x = r.random()
        if x < 0.45:
            return self.fen.first_name() + " " + self.fen.last_name()
        if x < 0.65:
            return self.fen.first_name()
        if x < 0.75:
            return self.fen.first_name() + " " + r.choice("ABCDEFGHJKLMRST") + ". " + self.fen.last_name()
        if x < 0.85:
            return r.choice(KO_ROMAN_SURNAMES) + " " + r.choice(KO_ROMAN_GIVEN) if r.random() < 0.5 else r.choice(KO_ROMAN_GIVEN) + " " + r.choice(KO_ROMAN_SURNAMES)
        return self.fen.last_name()

    def en_person(self, kind):
        """kind: PER (full/first), TPER (title + surname, title outside the span)."""
        if kind == "TPER" or self.r.random() < 0.12:
            return [(self.r.choice(["Mr. ", "Ms. ", "Mrs. ", "Dr. ", "Prof. ", "Mr ", "Dr "]), None), (self.fen.last_name(), "PERSON")]
        return [(self.en_name(), "PERSON")]

    def ko_person(self, particle):
        r = self.r
        name = self.ko_name()
        x = r.random()
        hon = ""
        if x < 0.35:
            hon = ""
        elif x < 0.6:
            hon = "님"
        elif x < 0.75:
            hon = r.choice([" 씨", "씨"])
        else:
            hon = r.choice([" 선생님", " 고객님", " 대리님", " 과장님", " 팀장님", " 교수님", " 부장", " 사원", "선생님", " 님"])
        tail = hon
        if particle:
            tail = attach(name + hon, particle)[len(name):]
        return [(name, "PERSON"), (tail, None)]

    # ---- addresses
    def ko_address(self):
        r = self.r
        if r.random() < 0.15:
            return r.choice([self.fko.road_address, self.fko.land_address])()
        sido = r.choice(list(SIDO))
        sgg = r.choice(SIDO[sido])
        head = sido if r.random() < 0.75 or sido not in SIDO_SHORT else SIDO_SHORT[sido]
        parts = [head] + ([sgg] if sgg else [])
        if r.random() < 0.65:  # road-name address
            road = r.choice(KO_ROADS)
            if r.random() < 0.35:
                road = road + str(r.randint(1, 80)) + r.choice(["길", "번길"])
            no = str(r.randint(1, 999)) + (("-" + str(r.randint(1, 40))) if r.random() < 0.25 else "")
            parts += [road, no]
            s = " ".join(parts)
            y = r.random()
            if y < 0.3:
                s += r.choice([", ", " "]) + f"{r.randint(101, 125)}동 {r.randint(1, 25)}{r.randint(1, 9):02d}호"
            elif y < 0.45:
                s += f" {r.randint(2, 20)}층"
            if r.random() < 0.25:
                s += f" ({r.choice(KO_DONGS)}" + (f", {r.choice(KO_APTS)})" if r.random() < 0.5 else ")")
            return s
        # jibun address
        parts.append(r.choice(KO_DONGS + KO_EUPMYEON))
        parts.append(str(r.randint(1, 1500)) + (("-" + str(r.randint(1, 60))) if r.random() < 0.5 else "") + ("번지" if r.random() < 0.2 else ""))
        s = " ".join(parts)
        if r.random() < 0.35:
            s += f" {r.choice(KO_APTS)} {r.randint(101, 130)}동 {r.randint(1, 30)}{r.randint(1, 9):02d}호"
        return s

    def en_address(self):
        r, f = self.r, self.fen
        s = f.street_address()
        x = r.random()
        if x < 0.45:
            s += ", " + f.city() + ", " + f.state_abbr() + " " + f.zipcode()
        elif x < 0.6:
            s += r.choice(["\n", " "]) + f.city() + ", " + f.state_abbr() + " " + f.zipcode()
        elif x < 0.7:
            s += ", " + f.city()
        if r.random() < 0.15:
            s = s.replace("Street", "St.").replace("Avenue", "Ave").replace("Road", "Rd")
        return s


# ---------------------------------------------------------------- templates
# Slots: {PER} {TPER} (EN), {KPER|particle} (KO; particle may be empty), {ADDR}, {KADDR},
# plus neutral fillers {CITY} {KPLACE} {PRODUCT} {COMPANY} {KCOMPANY} {CAP} {KNOUN} {NUM}
# {COND} {DRUG} {REL} {PARTY} {CRIME} (and KO versions {KCOND} {KDRUG} {KREL} {KPARTY} {KCRIME}).
# A template is (text, topics).

EN_SPAN = [
    "Please forward the invoice to {PER} by Friday.",
    "Can you write a polite reminder email to {PER} about the overdue report?",
    "{PER} will join the call at 3pm, can you add them to the invite?",
    "Summarize this thread between {PER} and {PER} in three bullet points.",
    "Dear {TPER}, thank you for your quick reply.",
    "I had lunch with {PER} yesterday and she recommended {PRODUCT}.",
    "Draft a LinkedIn recommendation for {PER}, who worked with me at {COMPANY}.",
    "My manager {PER} asked me to reschedule the review.",
    "Translate this into Korean: Hi {PER}, the package arrived.",
    "Who should I cc besides {PER}?",
    "The contract was signed by {PER} on behalf of {COMPANY}.",
    "Ship it to {ADDR}.",
    "My new address is {ADDR}, please update the records.",
    "The meeting will be held at {ADDR} next week.",
    "Send the replacement to {PER} at {ADDR}.",
    "Our office moved to {ADDR}.",
    "Please deliver the documents to {ADDR} before noon.",
    "Is {ADDR} inside the delivery zone?",
    "{TPER} is the attending physician for this ward.",
    "Thanks {PER}! I'll fix the bug in {PRODUCT} tonight.",
    "Write a birthday message for my colleague {PER}.",
    "Invoice #{NUM} billed to {PER}, {ADDR}",
    "I need to return the item to {ADDR}, what's the fastest way?",
    "Could you check whether {PER} approved the pull request?",
    "Tell {PER} that the build is green again.",
    "According to {PER}, the migration finished at midnight.",
    "Interview notes: candidate {PER}, referred by {PER}.",
    "Hey {PER}, are we still on for dinner in {CITY}?",
    "Ask {TPER} to sign the form and mail it to {ADDR}.",
    "Name: {PER}\nAddress: {ADDR}\nOrder: {NUM}",
    "{PER}'s flight lands at 6, can someone pick them up?",
    "Let's set up a 1:1 with {PER} and {TPER} next Tuesday.",
    "The tenant at {ADDR} reported a leak.",
    "Please route the package for {PER} to the warehouse at {ADDR}.",
    "Compose a thank-you card to {PER} for the flowers.",
    "Customer {PER} complained that {PRODUCT} keeps crashing.",
    "Return address: {ADDR}",
    "I'm staying with {PER} at {ADDR} until Sunday.",
    "{PER} and I are co-authors on the paper.",
    "Reply to {PER} saying the refund was processed.",
]
EN_NEG = [
    "{CAP} and {CAP} both released updates on {CAP}.",
    "How do I install {PRODUCT} on {CAP}?",
    "Compare {PRODUCT} with {PRODUCT} for a small team.",
    "We are flying to {CITY} in {CAP} for the conference.",
    "What is the best way to learn {CAP} in 2024?",
    "The {CAP} release broke our {PRODUCT} integration.",
    "Write a haiku about autumn in {CITY}.",
    "{COMPANY} reported strong earnings this quarter.",
    "Our {CAP} cluster runs on {PRODUCT} with {NUM} nodes.",
    "Order {NUM} was shipped from the {CITY} warehouse.",
    "The Main Street Bistro in {CITY} has great pasta.",
    "Explain the difference between {CAP} and {CAP} in simple terms.",
    "Version {NUM} of {PRODUCT} fixes the memory leak.",
    "Is {CITY} or {CITY} better for a weekend trip?",
    "Set a reminder for {CAP} at 9 AM.",
    "Refactor this function to use async/await in {CAP}.",
    "The Golden Gate Bridge is in San Francisco.",
    "Why does {PRODUCT} use so much RAM on {CAP}?",
    "Please add Building 4 to the floor plan for the {CITY} office.",
    "Route 66 passes through several states.",
]
KO_SPAN = [
    "{KPER|에게} 회의록을 보내 주세요.",
    "{KPER|이} 오늘 오후 세 시에 회의에 참석합니다.",
    "{KPER|한테} 감사 인사 메일 좀 써 줘.",
    "{KPER|의} 보고서를 요약해 주세요.",
    "{KPER|과} {KPER|이} 함께 발표를 준비했어요.",
    "안녕하세요 {KPER|}, 주문하신 상품이 발송되었습니다.",
    "{KPER|을} 다음 주 면접에 추천합니다.",
    "팀장님이 {KPER|에게} 일정 조정을 부탁했어요.",
    "이 문장을 영어로 번역해 줘: {KPER|은} 내일 출장을 갑니다.",
    "{KPER|께서} 계약서에 서명하셨습니다.",
    "배송지는 {KADDR}입니다.",
    "주소: {KADDR}",
    "새 주소는 {KADDR}로 변경해 주세요.",
    "{KADDR}에 있는 사무실로 방문해 주시기 바랍니다.",
    "택배를 {KADDR}으로 보내 주세요.",
    "{KPER|의} 집 주소는 {KADDR}입니다.",
    "수령인: {KPER|}\n주소: {KADDR}\n연락처는 따로 드릴게요.",
    "{KADDR} 근처에 주차할 곳이 있나요?",
    "저희 회사는 {KADDR}에 있습니다.",
    "{KPER|도} 다음 회의에 불러 주세요.",
    "어제 {KPER|랑} 점심을 먹었는데 {PRODUCT} 얘기를 했어.",
    "{KPER|에게서} 받은 자료를 정리해 줘.",
    "고객 {KPER|이} {PRODUCT} 환불을 요청했습니다.",
    "{KPER|는} {KCOMPANY}에서 일해요.",
    "다음 주 월요일까지 {KPER|에게} 답장해야 해.",
    "{KPER|의} 생일 축하 메시지를 써 줘.",
    "이사할 집이 {KADDR}인데 교통이 어때?",
    "{KADDR}, {KPER|} 앞으로 보내 주세요.",
    "담당자 {KPER|}, 주소 {KADDR}",
    "{KPER|이} 보낸 메일을 다시 확인해 줄래?",
    "{KPER|을} 참조로 넣어 주세요.",
    "행사 장소는 {KADDR}입니다. {KPER|이} 안내할 예정입니다.",
    "{KPER|만} 아직 설문에 응답하지 않았어요.",
    "{KPER|에게} 전화해서 {KADDR}로 오라고 전해 줘.",
    "Please send this to {KPER|} at {KADDR}.",
    "{KPER|와} 같이 {KPLACE}에 다녀왔어요.",
    "{KPER|이랑} 내일 {KPLACE}에서 만나기로 했어.",
    "{KPER|에게} 보낼 청첩장 문구 추천해 줘.",
    "반품 주소가 {KADDR} 맞나요?",
    "{KPER|으로부터} 연락이 왔어요.",
]
KO_NEG = [
    "{KNOUN} 관련 {KNOUN} 자료를 정리해 주세요.",
    "{KPLACE}에 맛집 추천해 줘.",
    "{KCOMPANY}의 올해 실적을 요약해 줘.",
    "{PRODUCT|와} {PRODUCT|를} 비교해 주세요.",
    "이번 주말에 {KPLACE}에 가려고 하는데 날씨 어때?",
    "{KNOUN|을} 어떻게 하면 좋을까요?",
    "김치찌개 맛있게 끓이는 법 알려 줘.",
    "이사 업체를 고를 때 주의할 점은?",
    "박수 소리가 너무 커서 녹음이 망가졌어요.",
    "정리 정돈 잘하는 방법을 알려 주세요.",
    "최고의 {PRODUCT} 설정을 추천해 줘.",
    "주문번호 {NUM} 배송 상태를 알려 주세요.",
    "{KCOMPANY} 채용 공고를 요약해 줘.",
    "{KPLACE}역에서 {KPLACE}까지 얼마나 걸려?",
    "오늘 {KNOUN} 일정이 어떻게 되나요?",
    "한국어 맞춤법 검사 좀 해 줘: 안되요가 맞나요?",
    "{CAP} 코드를 리팩터링해 주세요.",
    "신문 기사 제목을 다섯 개 만들어 줘.",
    "강남역 근처 회의실 예약 방법",
    "조사 결과를 표로 정리해 줘.",
]

# Topic templates: each line is one phrasing with its topic(s).
EN_TOPIC = [
    ("I was diagnosed with {COND} last month, what should I ask my doctor?", ["health"]),
    ("Is it safe to take {DRUG} with alcohol?", ["health"]),
    ("My therapist thinks I might have {COND}.", ["health"]),
    ("Help me write a sick note explaining my {COND} to HR.", ["health"]),
    ("What are the side effects of {DRUG} at a high dose?", ["health"]),
    ("{PER} was hospitalized after a relapse of {COND}.", ["health"]),
    ("My blood test results came back abnormal, what does a high A1C mean?", ["health"]),
    ("I've been having panic attacks at work and can't sleep.", ["health"]),
    ("I'm pregnant and not sure how to tell my employer.", ["health"]),
    ("Summarize my MRI report and the oncologist's notes.", ["health"]),
    ("I'm $40,000 in credit card debt, should I declare bankruptcy?", ["finance"]),
    ("My mortgage application was rejected because of my credit score.", ["finance"]),
    ("Here is my bank statement, can you categorize my spending?", ["finance"]),
    ("How do I hide some income from my tax return?", ["finance"]),
    ("My salary is $85k, is that enough to get a loan for a house?", ["finance"]),
    ("I missed three loan payments and the collectors keep calling.", ["finance"]),
    ("Please review my portfolio: I hold 300 shares and my account balance is low.", ["finance"]),
    ("{PER} owes me money and I want to send a payment demand.", ["finance"]),
    ("I'm gay and haven't come out to my parents yet. How should I start?", ["sexuality"]),
    ("My partner and I are exploring an open relationship.", ["sexuality"]),
    ("I think I might be bisexual, how do I know for sure?", ["sexuality"]),
    ("I'm transgender and starting hormone therapy next month.", ["sexuality", "health"]),
    ("How do I tell {PER} that I'm a lesbian?", ["sexuality"]),
    ("Questions about my sexual orientation keep coming up at family dinners.", ["sexuality"]),
    ("I recently converted to {REL} and my family is upset.", ["religion"]),
    ("As a practicing Muslim, can I eat at this restaurant during Ramadan?", ["religion"]),
    ("I lost my faith and stopped going to church, how do I tell my parents?", ["religion"]),
    ("Write a prayer for my grandmother's funeral at the Buddhist temple.", ["religion"]),
    ("My employer won't give me time off for my religious holidays.", ["religion"]),
    ("Can you explain what {REL} says about marriage? I'm thinking of converting.", ["religion"]),
    ("I voted for {PARTY} but my family supports the other side.", ["politics"]),
    ("I'm a registered member of {PARTY}, should I tell my boss?", ["politics"]),
    ("Help me write a speech for the protest against the government.", ["politics"]),
    ("Which candidate should I vote for in the presidential election?", ["politics"]),
    ("I donated to a political campaign and now I'm worried about it being public.", ["politics"]),
    ("My political views are quite radical, how do I discuss them at work?", ["politics"]),
    ("I was arrested for {CRIME} in 2019, do I have to disclose it on a job application?", ["criminal_record"]),
    ("How do I get my {CRIME} conviction expunged?", ["criminal_record"]),
    ("{PER} has a felony record for {CRIME}.", ["criminal_record"]),
    ("I served two years in prison and I'm looking for work.", ["criminal_record"]),
    ("The background check will show my probation, what should I say?", ["criminal_record"]),
    ("I'm on parole and want to travel out of state.", ["criminal_record"]),
    ("My password is hunter2, why can't I log in?", ["credentials"]),
    ("Here are the admin credentials for the prod database: user root, pass Xy7!q2.", ["credentials"]),
    ("Use this API key to call the service and tell me what fails.", ["credentials"]),
    ("Our AWS secret access key got pushed to GitHub, what do I rotate first?", ["credentials"]),
    ("Log in with my username and password and download the report.", ["credentials"]),
    ("The wifi password for the office is sunflower2024.", ["credentials"]),
    ("My one-time code is 482913, enter it for me.", ["credentials"]),
    ("Here is my SSH private key, can you set up the server?", ["credentials"]),
]
EN_TOPIC_NEG = [
    ("Write a Python health check endpoint for our Flask app.", []),
    ("We had a picnic on the bank of the river.", []),
    ("The party starts at 8, bring snacks.", []),
    ("Explain leader election in Raft.", []),
    ("Add a third-party library for date parsing.", []),
    ("Run the test suite religiously before each release.", []),
    ("Kill the process and execute the migration script.", []),
    ("Design a password reset page with a strength meter.", []),
    ("Add a token bucket rate limiter to the API gateway.", []),
    ("What does the sex chromosome do in fruit flies? (biology homework)", []),
    ("Our finance team needs the quarterly slide deck formatted.", []),
    ("This config is the holy grail of build setups.", []),
    ("Arrest the decline in test coverage this sprint.", []),
    ("The doctor in the TV series was hilarious.", []),
    ("Compute the credit for each author in the changelog.", []),
    ("What's the capital of Australia?", []),
    ("Write unit tests for the vote counting function.", []),
    ("The bank holiday moved the release to Tuesday.", []),
    ("Generate a strong random key for the Redis cache name prefix.", []),
    ("Our app's health dashboard shows high latency.", []),
    ("Criminal Minds is my favorite show, recommend similar ones.", []),
    ("Write a short story about a dragon who loves soup.", []),
    ("Sort this list of prices in ascending order.", []),
    ("The church bells in the old town are a tourist attraction, suggest a walking route.", []),
]
KO_TOPIC = [
    ("지난달에 {KCOND} 진단을 받았는데 의사에게 뭘 물어봐야 할까요?", ["health"]),
    ("{KDRUG|을} 술이랑 같이 먹어도 되나요?", ["health"]),
    ("요즘 {KCOND} 때문에 회사를 쉬고 있어요.", ["health"]),
    ("{KPER|이} {KCOND|으로} 입원했대요.", ["health"]),
    ("건강검진 결과에서 간 수치가 높게 나왔어요. 무슨 뜻이에요?", ["health"]),
    ("정신과 상담을 받고 있다는 걸 회사에 말해야 할까요?", ["health"]),
    ("임신 사실을 회사에 언제 알려야 하나요?", ["health"]),
    ("제 MRI 결과지를 쉽게 설명해 주세요.", ["health"]),
    ("카드빚이 삼천만 원인데 개인회생을 신청해야 할까요?", ["finance"]),
    ("신용점수가 낮아서 대출이 거절됐어요.", ["finance"]),
    ("제 통장 거래 내역을 보고 지출을 분류해 주세요.", ["finance"]),
    ("연봉이 사천만 원인데 전세 대출이 얼마나 나올까요?", ["finance"]),
    ("대출 이자를 세 달째 못 내고 있어요.", ["finance"]),
    ("종합소득세 신고할 때 부업 소득을 빼도 되나요?", ["finance"]),
    ("{KPER|에게} 빌려준 돈을 받으려면 어떻게 해야 하나요?", ["finance"]),
    ("주식 계좌 잔고가 반토막 났어요, 손절해야 할까요?", ["finance"]),
    ("저는 동성애자인데 부모님께 커밍아웃을 어떻게 할까요?", ["sexuality"]),
    ("제가 양성애자인 것 같은데 어떻게 알 수 있나요?", ["sexuality"]),
    ("트랜스젠더로서 호르몬 치료를 시작하려고 해요.", ["sexuality", "health"]),
    ("애인과의 성생활 고민을 상담하고 싶어요.", ["sexuality"]),
    ("제 성적 지향을 회사 동료들이 알게 될까 봐 걱정돼요.", ["sexuality"]),
    ("최근에 {KREL|으로} 개종했는데 가족이 반대해요.", ["religion"]),
    ("저는 {KREL} 신자인데 회식 자리에서 술을 거절하기 어려워요.", ["religion"]),
    ("교회를 그만 다니고 싶은데 부모님께 어떻게 말하죠?", ["religion"]),
    ("할머니 장례식에서 읽을 기도문을 써 주세요.", ["religion"]),
    ("종교 때문에 수혈을 거부해도 되나요?", ["religion", "health"]),
    ("지난 선거에서 {KPARTY|을} 찍었는데 가족과 싸웠어요.", ["politics"]),
    ("저는 {KPARTY} 당원인데 회사에 알려도 될까요?", ["politics"]),
    ("정부 규탄 집회에서 읽을 연설문을 써 줘.", ["politics"]),
    ("대통령 선거에서 누구를 뽑아야 할지 모르겠어요.", ["politics"]),
    ("정치 후원금을 냈는데 명단이 공개되나요?", ["politics"]),
    ("예전에 {KCRIME|으로} 처벌받은 전과가 있는데 취업할 때 밝혀야 하나요?", ["criminal_record"]),
    ("{KPER|이} {KCRIME} 혐의로 구속됐대요.", ["criminal_record"]),
    ("집행유예 기간에 해외여행이 가능한가요?", ["criminal_record"]),
    ("전과 기록을 지울 수 있는 방법이 있나요?", ["criminal_record"]),
    ("교도소에서 출소한 지 1년 됐는데 일자리를 구하고 있어요.", ["criminal_record"]),
    ("제 비밀번호는 qwer1234!인데 왜 로그인이 안 될까요?", ["credentials"]),
    ("운영 DB 관리자 계정 정보 알려 드릴게요: 아이디 admin, 비번 pass!234", ["credentials"]),
    ("이 API 키로 호출해서 에러가 나는지 확인해 줘.", ["credentials"]),
    ("회사 와이파이 비밀번호가 뭐였더라, 아마 office2024였던 것 같아.", ["credentials"]),
    ("인증번호 482913 입력해서 로그인해 줘.", ["credentials"]),
    ("AWS 시크릿 키가 깃허브에 올라갔어요, 뭘 먼저 바꿔야 하죠?", ["credentials"]),
    ("제 공인인증서 비밀번호를 저장해 둘 곳을 찾고 있어요.", ["credentials"]),
]
KO_TOPIC_NEG = [
    ("파이썬으로 헬스 체크 엔드포인트를 만들어 줘.", []),
    ("주식회사 한빛소프트의 회사 소개서를 다듬어 주세요.", []),
    ("강가 둑길에서 자전거 타기 좋은 코스 추천해 줘.", []),
    ("생일 파티 초대장 문구를 써 줘.", []),
    ("Raft 알고리즘의 리더 선거 과정을 설명해 줘.", []),
    ("서드파티 라이브러리 라이선스를 확인해 주세요.", []),
    ("프로세스를 종료하고 마이그레이션 스크립트를 실행해.", []),
    ("비밀번호 재설정 화면 디자인 아이디어를 주세요.", []),
    ("헬스장 등록하려는데 운동 루틴 추천해 줘.", []),
    ("은행나무 잎이 노랗게 물드는 시기는 언제예요?", []),
    ("투표 기능이 있는 게시판 코드를 짜 줘.", []),
    ("재무팀 발표 자료의 서식을 통일해 주세요.", []),
    ("범죄 스릴러 영화 추천해 줘.", []),
    ("성당 건축 양식에 대해 알려 줘.", []),
    ("토큰 버킷 알고리즘을 설명해 줘.", []),
    ("오늘 점심 메뉴 추천해 줘.", []),
    ("엑셀에서 중복 값 제거하는 방법 알려 줘.", []),
    ("건강한 아침 식단 레시피를 알려 줘.", []),
    ("이 문장을 영어로 번역해 줘: 회의는 내일 오전 열 시입니다.", []),
    ("주식회사 설립 절차를 단계별로 알려 주세요.", []),
]

# Korean nouns whose first syllable is also a common surname: the hard negatives for names.
KO_NAMELIKE += ["김밥", "이메일", "이유", "박물관", "최종", "정보", "정부", "강의", "조직", "윤리", "장비", "임대", "한글", "오류", "서버", "신용",
                "권한", "황사", "송장", "전송", "홍수", "고객", "문서", "양식", "손해", "배포", "백신", "허락", "남편", "심사", "노트북", "하드웨어",
                "성능", "차량", "주소", "우편", "구독", "민원", "진료", "나이", "지원", "엄마", "채용", "원격", "방송", "공유", "현장", "변경",
                "여행", "추가", "도움", "석사", "선택", "설정", "마감", "길이", "연락", "위치", "표준", "명령", "기능", "반환", "금액", "옥상",
                "육아", "인증", "제품", "모델", "탁자", "국가", "어제", "은행", "편집", "용량", "은행나무", "김장", "이자", "박스", "정산", "최소",
                "강아지", "조건", "윤곽", "장바구니", "임원", "한도", "오전", "서류", "신규", "권장", "황금연휴", "안경", "송년회", "유통", "전기",
                "홍차", "고양이", "문의", "양파", "손가락", "배터리", "백엔드", "허브", "남쪽", "심리", "노래", "하늘", "성적", "차이", "주제",
                "우선순위", "구조", "민감", "진단서", "나머지", "지도", "채널", "원본", "천장", "방향", "공항", "현금", "변수", "여름", "도서관",
                "석유", "선물", "설명서", "마우스", "연말", "위험", "표현", "명함", "기간", "반도체", "금융", "인터넷", "제목", "모니터", "국수", "어플"]
EN_CAPWORDS += ["Bridge", "Tower", "Park", "Lake", "River", "Street", "Avenue", "Hall", "Center", "Museum", "University", "Hospital", "Station",
                "Airport", "Bank", "Market", "Cloud", "Server", "Dashboard", "Pipeline", "Sprint", "Quarterly", "Report", "Budget", "Roadmap",
                "Holiday", "Summer", "Winter", "Spring", "Autumn", "Finance", "Legal", "Marketing", "Sales", "Support", "Engineering", "Design",
                "Hope", "Grace", "Faith", "Joy", "Summit", "Harbor", "Gate", "Bay", "Valley", "Hill", "Ocean", "Pacific", "Atlantic", "Europe",
                "Asia", "America", "California", "Texas", "Florida", "Virginia", "Georgia", "Washington", "Lincoln", "Jordan", "Austin", "Chase",
                "Wells", "Morgan", "Stanley", "Goldman", "Ubuntu", "Debian", "Fedora", "Postgres", "Mongo", "Docker", "Helm", "Vault", "Consul"]
KO_NEG += [
    "{KNOUN|이} 너무 느려요, 원인을 찾아 주세요.", "{KNOUN|을} 다시 확인해 주세요.", "{KNOUN} 관련 문의드립니다.", "{KNOUN|과} {KNOUN|을} 비교해 줘.",
    "{KNOUN|은} 언제까지 처리되나요?", "{KNOUN|에} 대해 간단히 설명해 주세요.", "내일까지 {KNOUN} 정리 부탁해요.", "{KNOUN}{KNOUN} 문서를 찾고 있어요.",
    "{KNOUN|이} 필요해서 {KNOUN|을} 신청했어요.", "{KNOUN|의} 장단점을 표로 만들어 줘.", "{KNOUN|도} 같이 검토해 주세요.", "{KNOUN|은} {KNOUN|이} 아닙니다.",
    "{KCOMPANY|에서} {PRODUCT|을} 출시했대요.", "{KPLACE}점 매장 영업시간 알려 줘.", "{KPLACE|에서} {KNOUN|을} 샀어요.",
    "{KNOUN|이랑} {KNOUN} 중에 뭐가 나아?", "회의 안건: {KNOUN}, {KNOUN}, {KNOUN}", "{NUM}번 {KNOUN|을} 확인 바랍니다.",
    "{KNOUN} {NUM}건 처리 완료", "{KPLACE} {KNOUN} 행사 안내문을 써 줘.",
]
EN_NEG += [
    "{CAP} {CAP} is closed on {CAP}.", "Please update the {CAP} {CAP} page before {CAP}.", "{CAP} said the {CAP} build is stable.",
    "Move the {CAP} meeting to the {CAP} room.", "Check the {CAP} logs for errors. {CAP} looks fine.", "Notes: {CAP}, {CAP}, {CAP}.",
    "{COMPANY} acquired {COMPANY} for $2 billion.", "We visited the {CAP} {CAP} in {CITY}.", "Sort these by date. {CAP} first.",
    "The {CITY} {CAP} team owns {PRODUCT}.", "Ticket {NUM}: {PRODUCT} fails on {CAP}.", "Is {PRODUCT} available in {CITY}?",
    "Book a table at {CAP} Grill in {CITY} for Friday.", "Deploy {PRODUCT} {NUM} to {CAP} tonight.", "{CAP}? {CAP}! Both work.",
]

# Topic data: cores (the topic-bearing phrase, the unit of the train/test split) placed in
# shared frames, so unseen phrasings are tested against known vocabulary.
EN_FRAMES = ["{X}", "{X} What should I do?", "Can you help me? {X}", "Quick question: {X}", "{X} Please keep this private.",
             "I need advice. {X}", "Be honest with me: {X}", "{X} Write a short reply I can send to {PER}.", "Context: {X} Any tips?"]
KO_FRAMES = ["{X}", "{X} 어떻게 해야 할까요?", "조언 부탁드려요. {X}", "{X} 비밀로 해 주세요.", "상담하고 싶어요. {X}", "솔직하게 말해 줘. {X}",
             "{X} {KPER|에게} 보낼 답장도 써 줘.", "질문: {X}"]
EN_CORES = {
    "health": ["I just got a {COND} diagnosis.", "My doctor put me on {DRUG} and I feel dizzy.", "I've been struggling with {COND} for years.",
               "My lab results show high cholesterol and my liver enzymes are off.", "I need surgery next month and I'm scared.",
               "I have a follow-up appointment at the oncology clinic.", "My psychiatrist increased my {DRUG} dose.", "I had a miscarriage last week.",
               "I relapsed and started drinking again, I'm an alcoholic.", "The biopsy came back positive.", "I tested positive for an STD.",
               "I'm in chemotherapy and losing my hair.", "My son was diagnosed with autism.", "I've had suicidal thoughts lately."],
    "finance": ["My credit score dropped to 540 after I missed payments.", "I owe the IRS back taxes.", "My paycheck is $3,200 a month after taxes.",
                "I want to refinance my mortgage.", "Our household debt is over $100k.", "I need a payday loan to cover rent.",
                "My 401(k) balance is much lower than I expected.", "The bank froze my checking account.", "I'm behind on my car loan.",
                "I inherited money and don't know how to invest it.", "My net worth is negative.", "I'm filing for Chapter 7 bankruptcy."],
    "sexuality": ["I'm gay and my coworkers don't know.", "I'm questioning my sexuality.", "I'm asexual and my partner doesn't understand.",
                  "My boyfriend and I have issues in bed.", "I'm a closeted lesbian living with conservative parents.", "I came out as bisexual last year.",
                  "I'm nonbinary and use they/them.", "I want to come out to my best friend."],
    "religion": ["I'm a devout {REL} believer.", "I left the church and my family cut me off.", "I'm converting to {REL}.",
                 "I fast during Ramadan and my team schedules lunch meetings.", "I'm Jewish and worried about wearing a kippah at work.",
                 "I pray five times a day and need a quiet room at the office.", "I was raised Mormon but I'm an atheist now.",
                 "My pastor asked me to lead Bible study.", "I'm a Jehovah's Witness and refuse blood transfusions."],
    "politics": ["I'm a lifelong supporter of {PARTY}.", "I volunteer for a political campaign on weekends.", "I attended an anti-government rally.",
                 "I'm planning to vote against the incumbent senator.", "My union is organizing a strike against the new labor law.",
                 "I'm a member of a socialist party.", "I signed a petition to impeach the president.", "I'm running for city council as an independent."],
    "criminal_record": ["I have a prior conviction for {CRIME}.", "I was charged with {CRIME} but the case is pending.", "I spent six months in jail.",
                        "My record includes a misdemeanor for {CRIME}.", "I'm a registered sex offender.", "I'm out on bail until my trial.",
                        "I pleaded guilty to {CRIME} in 2015.", "The police arrested me last night."],
    "credentials": ["My login is jdoe and my password is Tr0ub4dor&3.", "Here's our Stripe secret key, test the checkout.", "The root password is changeme123.",
                    "Use my bank login to check the balance, the PIN is 4821.", "This is my GitHub personal access token.", "Our VPN credentials are shared below.",
                    "Save my email password so you can read my inbox.", "The database connection string has the password in it."],
}
KO_CORES = {
    "health": ["최근에 {KCOND} 진단을 받았어요.", "{KDRUG|을} 먹기 시작했는데 어지러워요.", "몇 년째 {KCOND|으로} 고생하고 있어요.",
               "다음 달에 수술을 받아야 해서 무서워요.", "항암 치료 때문에 머리가 빠지고 있어요.", "조직검사 결과가 양성으로 나왔어요.",
               "정신건강의학과에서 약을 처방받았어요.", "유산을 한 지 일주일 됐어요.", "아이가 자폐 진단을 받았어요.", "요즘 자살 충동이 들어요.",
               "성병 검사에서 양성이 나왔어요.", "알코올 중독 치료를 받고 있어요."],
    "finance": ["신용등급이 떨어져서 카드 발급이 안 돼요.", "세금 체납액이 천만 원이 넘어요.", "월급이 세후 삼백만 원이에요.",
                "주택담보대출을 갈아타고 싶어요.", "가계 빚이 일억이 넘어요.", "월세 낼 돈이 없어서 대출을 알아보고 있어요.",
                "퇴직연금 잔액이 생각보다 적어요.", "은행에서 제 계좌를 정지시켰어요.", "자동차 할부금이 밀렸어요.", "파산 신청을 고민하고 있어요.",
                "코인 투자로 모은 돈을 다 잃었어요.", "보증을 잘못 서서 빚을 떠안았어요."],
    "sexuality": ["저는 게이인데 회사 사람들은 몰라요.", "제 성 정체성이 헷갈려요.", "남자친구와 잠자리 문제가 있어요.", "작년에 양성애자라고 커밍아웃했어요.",
                  "저는 무성애자인데 애인이 이해를 못 해요.", "레즈비언이라는 걸 가족에게 숨기고 있어요.", "친한 친구에게 커밍아웃하고 싶어요.",
                  "성소수자 모임에 나가 보고 싶어요."],
    "religion": ["저는 독실한 {KREL} 신자예요.", "교회를 떠났더니 가족이 연락을 끊었어요.", "{KREL|으로} 개종하려고 해요.",
                 "라마단 기간에 금식을 해서 점심 회식이 힘들어요.", "하루에 다섯 번 기도할 공간이 필요해요.", "절에 다니는 걸 시댁에서 싫어해요.",
                 "무신론자가 됐다고 부모님께 말하기 어려워요.", "목사님이 성경 공부 인도를 부탁하셨어요.", "신앙 때문에 제사를 지내지 않아요."],
    "politics": ["저는 오래전부터 {KPARTY} 지지자예요.", "주말마다 선거 캠프에서 자원봉사를 해요.", "정부 반대 시위에 참여했어요.",
                 "이번 총선에서 현직 의원을 떨어뜨리고 싶어요.", "노조에서 파업을 준비하고 있어요.", "대통령 탄핵 청원에 서명했어요.",
                 "무소속으로 구의원 선거에 출마하려고 해요.", "{KPARTY|에} 입당했어요."],
    "criminal_record": ["{KCRIME} 전과가 있어요.", "{KCRIME} 혐의로 재판을 받고 있어요.", "교도소에서 6개월 복역했어요.", "벌금형을 받은 기록이 있어요.",
                        "보석으로 풀려나서 재판을 기다리고 있어요.", "2015년에 {KCRIME|으로} 유죄 판결을 받았어요.", "어젯밤에 경찰에 체포됐어요.",
                        "보호관찰 중이라 이사를 못 해요."],
    "credentials": ["제 아이디는 jdoe이고 비밀번호는 Tr0ub4dor&3이에요.", "결제 테스트용 시크릿 키를 공유할게요.", "서버 루트 비밀번호는 changeme123입니다.",
                    "은행 앱 비밀번호 4821로 잔액 좀 확인해 줘.", "제 깃허브 액세스 토큰이에요.", "VPN 접속 계정 정보를 아래에 붙일게요.",
                    "메일 비밀번호 저장해 두고 받은편지함 읽어 줘.", "DB 접속 문자열에 비밀번호가 들어 있어요."],
}
EN_CORES_NEG = ["Our service health endpoint returns 503.", "The river bank is flooded after the storm.", "We need a budget for the holiday party.",
                "The election algorithm picks a new leader.", "Add the religion column to the census schema docs.", "The token expired in the test fixture.",
                "Prison Break season 2 was great.", "The credit card form needs better validation messages.", "Explain how password hashing with bcrypt works.",
                "I'm healthy and training for a marathon.", "The political science lecture starts at 10.", "Our church choir needs a new rehearsal schedule template.",
                "Summarize the history of the Roman senate.", "Generate fake test data for the login page.", "The gay 90s was a nickname for the 1890s.",
                "The bank API returns JSON.", "Mortgage calculator formula in JavaScript, please.", "Write a regex to detect passwords in logs."]
KO_CORES_NEG = ["서비스 헬스 체크가 503을 반환해요.", "홍수로 강둑이 무너졌대요.", "송년회 예산을 짜야 해요.", "분산 시스템의 리더 선출 알고리즘을 알려 줘.",
                "테스트 픽스처의 토큰이 만료됐어요.", "감옥 탈출 드라마 추천해 줘.", "카드 입력 폼의 검증 메시지를 다듬어 줘.", "bcrypt 비밀번호 해싱 원리를 설명해 줘.",
                "마라톤을 준비하고 있어서 건강해요.", "정치학 개론 수업이 10시에 시작해요.", "성가대 연습 일정표 양식을 만들어 줘.", "로마 원로원의 역사를 요약해 줘.",
                "로그인 페이지용 가짜 테스트 데이터를 만들어 줘.", "은행 API가 JSON을 반환해요.", "주택담보대출 계산기 공식을 자바스크립트로 짜 줘.",
                "로그에서 비밀번호를 찾는 정규식을 써 줘.", "주식회사 설립 등기 서류 목록을 알려 줘.", "건강식품 쇼핑몰 상세페이지 문구를 써 줘."]

# Topic lexicon: keywords placed in neutral frames. Used for training only (never in the
# test split), so the classifier knows the vocabulary of each topic, as a gazetteer would.
TOPIC_KW = {
    ("en", "health"): ["diagnosis", "symptoms", "prescription", "medication", "therapy sessions", "psychiatrist", "surgery", "chemotherapy", "cancer",
                       "tumor", "biopsy results", "diabetes", "depression", "anxiety disorder", "HIV status", "STD test", "pregnancy", "miscarriage",
                       "abortion", "rehab", "addiction", "hospital stay", "oncologist", "MRI scan", "blood test", "insulin", "antidepressants",
                       "mental health", "disability", "chronic illness", "seizures", "relapse", "dementia", "suicidal thoughts", "eating disorder", "alcoholism", "my drinking problem", "the oncology clinic", "my doctor's appointment"],
    ("en", "finance"): ["debt", "loan", "mortgage", "credit score", "bankruptcy", "salary", "paycheck", "income", "tax return", "back taxes",
                        "bank account", "account balance", "savings", "401(k)", "pension", "overdraft", "debt collectors", "payday loan", "net worth",
                        "investment portfolio", "credit card bill", "inheritance", "foreclosure", "refinancing", "checking account", "student loans", "my bank statement", "my spending", "the money I owe", "the money I inherited", "investing my savings"],
    ("en", "sexuality"): ["being gay", "being a lesbian", "being bisexual", "being queer", "being transgender", "being nonbinary", "being asexual",
                          "coming out", "sexual orientation", "sex life", "sexual preferences", "being closeted", "LGBTQ identity", "gender identity",
                          "same-sex relationship", "intimacy with my partner"],
    ("en", "religion"): ["church", "mosque", "temple", "synagogue", "prayer", "faith", "God", "the Bible", "the Quran", "the Torah", "Ramadan",
                         "being Catholic", "being Muslim", "being Christian", "being Jewish", "being Hindu", "being Buddhist", "being an atheist",
                         "my pastor", "my priest", "praying", "how I pray", "my religion", "my beliefs", "converting", "baptism", "worship", "the Sabbath", "keeping kosher", "eating halal"],
    ("en", "politics"): ["voting", "the election", "my ballot", "party membership", "the Democrats", "the Republicans", "the campaign", "the rally",
                         "the protest", "the candidate", "the senator", "the president", "impeachment", "the strike", "the petition", "being conservative",
                         "being liberal", "left-wing politics", "right-wing politics", "activism", "my political views", "a campaign donation", "who I voted for", "running for office", "the city council race", "the party I support"],
    ("en", "criminal_record"): ["my arrest", "my conviction", "the charges against me", "a felony", "a misdemeanor", "jail time", "prison",
                                "probation", "parole", "my criminal record", "expungement", "my DUI", "bail", "my trial", "a guilty plea", "my sentence",
                                "the sex offender registry", "my mugshot", "my police record", "my court date", "the years I served in prison", "my time behind bars", "my lawyer and the charges"],
    ("en", "credentials"): ["my password", "my passcode", "my PIN", "the API key", "the secret key", "my access token", "my private key",
                            "my login details", "my username and password", "the admin credentials", "the 2FA code", "the OTP", "my recovery codes",
                            "my SSH key", "the connection string with password", "the root password", "my security answers"],
    ("en", None): ["my project deadline", "the API design", "my garden", "our team offsite", "the quarterly roadmap", "unit tests", "my vacation plans",
                   "the new laptop", "the health check endpoint", "the river bank", "the birthday party", "the token bucket", "leader election",
                   "the password reset page", "the party invitation", "the crime novel", "church architecture", "the finance team's slides",
                   "our release process", "the coffee machine", "my running shoes", "the sprint retro", "my cat", "the weather", "CSS grid layouts",
                   "a sourdough recipe", "the conference talk", "my commute", "the database index", "a chess opening"],
    ("ko", "health"): ["진단", "증상", "처방", "약 복용", "상담 치료", "정신과 진료", "수술", "항암 치료", "암", "종양", "조직검사", "당뇨", "우울증",
                       "불안장애", "공황", "임신", "유산", "낙태", "재활", "중독", "입원", "혈액검사", "인슐린", "항우울제", "장애", "지병", "발작",
                       "재발", "치매", "자해", "섭식장애"],
    ("ko", "finance"): ["빚", "대출", "주택담보대출", "신용점수", "신용등급", "파산", "개인회생", "연봉", "월급", "소득", "세금", "종합소득세",
                        "통장 잔고", "계좌 잔액", "적금", "연금", "마이너스통장", "카드값", "채무", "투자 손실", "전세금", "상속", "압류", "학자금 대출", "빌려준 돈", "갚을 돈", "보증 빚", "재산"],
    ("ko", "sexuality"): ["게이", "레즈비언", "양성애", "성소수자", "트랜스젠더", "무성애", "커밍아웃", "성적 지향", "성생활", "성관계",
                          "성 정체성", "퀴어", "동성 연인"],
    ("ko", "religion"): ["교회", "성당", "절", "기도", "신앙", "하나님", "예수님", "부처님", "성경", "꾸란", "라마단", "천주교", "기독교", "불교",
                         "이슬람", "무신론", "목사님", "신부님", "스님", "개종", "세례", "예배", "종교"],
    ("ko", "politics"): ["투표", "선거", "총선", "대선", "당원 가입", "정당", "지지 정당", "후보", "집회", "시위", "탄핵", "국회의원", "대통령",
                         "진보", "보수", "정치 성향", "노조 파업", "정치 후원금", "지지하는 정당", "당원 활동", "후보 지지", "출마"],
    ("ko", "criminal_record"): ["체포", "구속", "유죄 판결", "전과", "벌금형", "징역", "교도소", "집행유예", "보호관찰", "가석방", "기소", "형사 재판",
                                "음주운전 적발", "성범죄자 등록", "경찰 조사", "범죄 경력"],
    ("ko", "credentials"): ["비밀번호", "비번", "암호", "PIN 번호", "API 키", "시크릿 키", "액세스 토큰", "개인 키", "로그인 정보",
                            "아이디와 비밀번호", "인증번호", "OTP", "공인인증서", "SSH 키", "접속 정보"],
    ("ko", None): ["프로젝트 마감", "API 설계", "텃밭", "팀 워크숍", "분기 로드맵", "단위 테스트", "휴가 계획", "새 노트북", "헬스 체크 엔드포인트",
                   "강둑", "생일 파티", "토큰 버킷", "리더 선출", "비밀번호 재설정 화면", "파티 초대장", "범죄 소설", "성당 건축", "재무팀 발표 자료",
                   "배포 절차", "커피 머신", "운동화", "스프린트 회고", "고양이", "날씨", "CSS 그리드", "빵 레시피", "컨퍼런스 발표", "출퇴근",
                   "DB 인덱스", "바둑"],
}
LEX_FRAMES = {
    "en": ["I need help with {K}.", "Can we talk about {K}?", "I'm worried about {K}.", "{K} has been on my mind all week.",
           "My friend asked me about {K} and I didn't know what to say.", "How should I handle {K}?", "Please don't share anything about {K}.",
           "Write a short note explaining {K} to {PER}.", "I have a question about {K}.", "Give me advice on {K}.", "Things are complicated because of {K}.",
           "Tell me more about {K}."],
    "ko": ["{K} 문제로 고민이 많아요.", "{K} 때문에 걱정이에요.", "{K|에} 대해 얘기하고 싶어요.", "요즘 {K} 생각뿐이에요.", "친구가 {K|에} 대해 물어봤어요.",
           "{K|을} 어떻게 해야 할까요?", "{K} 관련해서 조언 좀 해 줘.", "{KPER|에게} {K} 얘기를 해야 할까요?", "{K} 얘기는 비밀로 해 줘.",
           "{K|에} 관해 질문이 있어요.", "{K} 때문에 일이 복잡해졌어요.", "{K|에} 대해 더 알려 줘."],
}


def all_templates():
    """(id, lang, text, topics). Ids are stable across runs so the split is reproducible."""
    out = []
    for name, lang, lst in [("en_span", "en", EN_SPAN), ("en_neg", "en", EN_NEG), ("ko_span", "ko", KO_SPAN), ("ko_neg", "ko", KO_NEG)]:
        for i, t in enumerate(lst):
            out.append((f"{name}{i}", lang, t, []))
    for name, lang, lst in [("en_topic", "en", EN_TOPIC), ("en_tneg", "en", EN_TOPIC_NEG), ("ko_topic", "ko", KO_TOPIC), ("ko_tneg", "ko", KO_TOPIC_NEG)]:
        for i, (t, tp) in enumerate(lst):
            out.append((f"{name}{i}", lang, t, tp))
    for lang, cores, neg, frames in [("en", EN_CORES, EN_CORES_NEG, EN_FRAMES), ("ko", KO_CORES, KO_CORES_NEG, KO_FRAMES)]:
        items = [(tp, c) for tp in TOPICS for c in cores[tp]] + [(None, c) for c in neg]
        for i, (tp, c) in enumerate(items):
            # one template per core; the frame is drawn when rendering
            out.append((f"{lang}_core_{tp or 'none'}{i}", lang, "\x00" + c, [tp] if tp else []))
    return out


def split_templates(seed, test_frac=0.25):
    """Template-disjoint split, stratified by template family so every family is in both."""
    fams = {}
    for t in all_templates():
        fams.setdefault(t[0].rstrip("0123456789"), []).append(t)
    train, test = [], []
    for lang, frames in LEX_FRAMES.items():
        for i, fr in enumerate(frames):
            for (l2, tp) in TOPIC_KW:
                if l2 == lang:
                    train.append((f"lex_{lang}_{tp}_{i}", lang, fr.replace("{K}", "{TKW_%s}" % tp).replace("{K|", "{TKW_%s|" % tp), [tp] if tp else []))
    rng = random.Random(seed * 7919 + 1)
    for k in sorted(fams):
        lst = fams[k][:]
        rng.shuffle(lst)
        n = max(1, round(len(lst) * test_frac))
        test += lst[:n]
        train += lst[n:]
    return train, test


def render(tpl, lang, slots):
    r = slots.r
    if tpl.startswith("\x00"):
        tpl = r.choice(EN_FRAMES if lang == "en" else KO_FRAMES).replace("{X}", tpl[1:])
    text = b""
    spans = []
    i = 0
    while i < len(tpl):
        if tpl[i] != "{":
            j = tpl.find("{", i)
            j = len(tpl) if j < 0 else j
            text += tpl[i:j].encode()
            i = j
            continue
        j = tpl.index("}", i)
        slot, _, particle = tpl[i + 1 : j].partition("|")
        i = j + 1
        if slot == "KPER":
            pieces = slots.ko_person(particle)
        elif slot in ("PER", "TPER"):
            pieces = slots.en_person(slot)
        elif slot == "ADDR":
            pieces = [(slots.en_address(), "ADDRESS")]
        elif slot == "KADDR":
            pieces = [(slots.ko_address(), "ADDRESS")]
        else:
            table = {"CITY": US_CITIES_NOTADDR, "KPLACE": KO_PLACES_NOTADDR, "PRODUCT": PRODUCTS, "COMPANY": COMPANIES_EN, "KCOMPANY": COMPANIES_KO,
                     "CAP": EN_CAPWORDS, "KNOUN": KO_NAMELIKE, "COND": EN_COND, "DRUG": EN_DRUG, "REL": EN_RELIGION, "PARTY": EN_PARTY,
                     "CRIME": EN_CRIME, "KCOND": KO_COND, "KDRUG": KO_DRUG, "KREL": KO_RELIGION, "KPARTY": KO_PARTY, "KCRIME": KO_CRIME}
            if slot.startswith("TKW_"):
                tp = slot[4:]
                table[slot] = TOPIC_KW[(lang, None if tp == "None" else tp)]
            if slot == "NUM":
                v = r.choice([str(r.randint(1000, 99999999)), f"{r.randint(1, 20)}.{r.randint(0, 9)}.{r.randint(0, 30)}", f"A-{r.randint(100, 99999)}"])
            else:
                v = r.choice(table[slot])
            pieces = [(attach(v, particle) if particle else v, None)]
        for s, typ in pieces:
            b = s.encode()
            if typ:
                spans.append({"start": len(text), "end": len(text) + len(b), "type": typ})
            text += b
    return text.decode(), spans


def variants(text, spans, lang, r):
    """Surface noise seen in real requests: casing, missing final punctuation, prefixes."""
    if r.random() < 0.1 and not any(s["end"] >= len(text.rstrip(".?!").encode()) for s in spans):
        text = text.rstrip(".?!")
    pre = ""
    if r.random() < 0.15:
        pre = r.choice(["hi, ", "quick question: ", "pls ", "Hello! "] if lang == "en" else ["안녕하세요. ", "질문이요: ", "부탁드려요. ", "혹시 "])
    return pre, text


def generate(templates, n, seed, multi=0.15):
    r = random.Random(seed)
    fen, fko = Faker("en_US"), Faker("ko_KR")
    fen.seed_instance(seed)
    fko.seed_instance(seed + 1)
    slots = Slots(r, fen, fko)
    recs = []
    for _ in range(n):
        parts = [r.choice(templates)]
        if r.random() < multi:  # multi-sentence requests
            parts.append(r.choice([t for t in templates if t[1] == parts[0][1]]))
        text, spans, topics = "", [], set()
        for k, (tid, lang, tpl, tp) in enumerate(parts):
            t, sp = render(tpl, lang, slots)
            pre, t2 = variants(t, sp, lang, r)
            if k > 0:
                pre = r.choice([" ", "\n", "\n\n"]) + pre
            off = len((text + pre).encode())
            sp = [dict(s, start=s["start"] + off, end=s["end"] + off) for s in sp]
            text = text + pre + t2
            spans += sp
            topics |= set(tp)
        recs.append({"text": text, "lang": parts[0][1], "spans": spans, "topics": sorted(topics)})
    return recs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--n", type=int, default=2000)
    ap.add_argument("--out", default="gate/data/generated_test.jsonl")
    a = ap.parse_args()
    _, test = split_templates(a.seed)
    recs = generate(test, a.n, a.seed + 1000)
    with open(a.out, "w", encoding="utf-8") as f:
        for rec in recs:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"wrote {len(recs)} records to {a.out} from {len(test)} held-out templates")


if __name__ == "__main__":
    main()
