//! Layer 3b: sensitive topics told as a personal situation. The topic model weighs every
//! word of a request, so a plain account of one's own life without a domain word (`served
//! eighteen months for fraud`, `two mums`, `나도 남자고`), or with one the frame outweighs
//! (`starts dialysis`, `all through Ramadan`), scores low. These cues name such situations
//! by topic; a cue counts only in a request about the writer or their people (a first-person
//! word, a family word in Korean) that is not a lesson, a handout, fiction or an explainer,
//! where the same words are impersonal.

use std::sync::OnceLock;

use regex::Regex;

use crate::learned::Topic;
use crate::normalize::is_hangul;

/// The score a cued topic gets: above the policy's default `topic_threshold` (0.5), so a
/// cued topic with any identifier keeps the request local.
pub const CUE_SCORE: f32 = 0.6;

/// The most a topic scores in a request told about no one: under the policy's default
/// `topic_uncertain` (0.3), so an explainer on a sensitive subject is not flagged.
pub const IMPERSONAL_SCORE: f32 = 0.2;

/// English cues by topic (case-insensitive; `(?-i:…)` where case tells a feast from a word).
const EN_CUES: [(Topic, &str); 8] = [
    (
        Topic::Health,
        // treatments and conditions told as news; drink or drugs one depends on; trying
        // for a child; or a body sign asked as a worry
        r"\b(diagnosed|dialysis|chemo|radiotherapy|renal (unit|clinic|ward)|kidneys? (are |is )?failing|transplant|new (hip|knee)|(hip|knee) replacement|biopsy|scan results|blood test results|had a stroke|heart attack)\b|\b(rehab|detox|residential (programme|program|treatment)|(my|his|her|their) drinking|drinking problem|alcoholic|relapsed?|addiction|addicted|ivf|trying for a baby|miscarriage|miscarried|can't (get|fall) pregnant)\b|\b(skin|shins?|legs?|arms?|feet|hands?|teeth|gums|eyes?|eyelids?|ears?|hair|bald|scalp|nails|rash|sheets soaked|sweats|weight|bruises?|bleed\w*|blood|lumps?|moles?|chest|stomach|breath|wee|pee|poo|stools?|throat|joints?|back)\b.*\b(should i be worried|(do|should) i (need to )?see (someone|a doctor|my gp|the gp)|is (it|this|that) serious|could (it|this|that) be (stress|serious|something)|(worth )?getting (it|this) checked|get (it|this) checked)\b",
    ),
    (
        Topic::Finance,
        // debts chased, bills unpaid, income gone, money lost
        r"\b(debt collectors?|bailiffs?|loan (firm|company|shark)|short-term loan|fallen behind|behind (on|with) (the |my |our )?(rent|bills?|payments?|mortgage|council tax)|red reminders?|final demands?|let (\w+ ){0,2}bounce|bounced|overdrawn|can't (afford|pay)|couldn't (afford|pay)|betting|gambling|gambled|food bank|skint|broke until|gone by the|pawn(ed)?|three-day week|laid off|made redundant|lost (my|our|his|her) job|on the card i|arrears|payday loan|maxed out|(haven't|hasn't) got (it|the money)|(don't|doesn't) have the money|can't find the money|(pay|paying) (it )?in instalments)\b",
    ),
    (
        Topic::Sexuality,
        // attraction to more than one sex, same-sex parents and partners, coming out
        r"\b(both boys and girls|boys and girls both|both girls and boys|both men and women|men and women both|two (mums|moms|dads|mothers|fathers)|same-sex|come out to|came out to|coming out to|(son|brother|husband|dad|father|grandad|uncle|nephew)'s boyfriend|(daughter|sister|wife|mum|mom|mother|aunt|niece)'s girlfriend|(not|isn't|aren't|wasn't) out (at|to|yet)|in the closet|closeted)\b|\b(son|brother|uncle|nephew|dad|father|grandad|grandson)\b[^.?!]*\bhis (husband|fianc[ée]|boyfriend)\b|\b(daughter|sister|aunt|niece|mum|mom|mother|gran|granddaughter)\b[^.?!]*\bher (wife|fianc[ée]e|girlfriend)\b|\bi'm a (man|guy|bloke)\b.*\b(a (guy|man|bloke)|boyfriend)\b|\bi'm a (woman|girl)\b.*\b(a (woman|girl)|girlfriend)\b",
    ),
    (
        Topic::Religion,
        // observance, dress and belonging; not feasts as dates or church halls as venues
        r"\b(headscarf|head scarf|covering (my|her|his) (hair|head)|cover (my|her) (hair|head)|hijab|niqab|turban|kippah|yarmulke|ramadan|(?-i:Lent)|(?-i:Eid)|sabbath|shabbat|fasting|fast for|fasts? (from|until|till|during|through)|dawn to dusk|sunrise to sunset|iftar|suhoor|sehri|go(es|ing)? to mass|to church|at church|mosque|synagogue|gurdwara|prayers?|pray|praying|convert(ed|ing)? to|became a (muslim|christian|buddhist|catholic|jew|hindu|sikh)|joined the (church|jehovah's witnesses|mormons)|jehovah's witnesses?|baptised|baptized|born again|kosher|halal)\b",
    ),
    (
        Topic::Politics,
        // parties, votes and causes one belongs to or argues about
        r"\b(labour|tory|tories|conservatives?|lib dems?|liberal democrats?|snp|plaid cymru|reform uk|green party|democrats?|republicans?|unionists?|brexit|remainers?|leavers?|trump|vote was rigged|rigged|leaflets? for|leafleting|canvassing|party member|paid-up|public meeting|protest|march(ed)? against|spoke against|picket|on strike|far-right|far right|far-left|far left|extremists?|radicali[sz]ed|by-election|general election|(local|council|mayoral) elections?|polling (station|day)|postal vote|counting agent|standing for (a|the) (party|council)|a party that)\b",
    ),
    (
        Topic::CriminalRecord,
        // a sentence served, a penalty received, an arrest or a charge
        r"\b(served (\w+ ){0,3}(years?|months?|weeks?|time|a sentence)|(years?|months?) for (fraud|dealing|theft|assault|burglary|robbery)|did time|done time|inside for|came out (of (prison|jail)|last \w+ after)|got out of (prison|jail)|suspended sentence|community (order|service)|caution for|a caution|cautioned|fined for|convicted|conviction|criminal record|on probation|on parole|arrested|charged with|pleaded guilty|sentenced|(years?|months?|weeks?) inside|tag on (her|his|my|their) ankle|(electronic|ankle) tag|young offenders|on remand|remanded|(is|was|been|went|sent) (to|in) (prison|jail))\b",
    ),
    (
        Topic::Credentials,
        // an account's secret exposed: leaked, phished, written down, shared or reused; or
        // given away to someone claiming to be who they are not
        r"\b(logins?|passwords?|accounts?|sign-in|signed in|details|codes?|combination)\b.*\b(leaked|data breach|breached|hacked|compromised|phishing|scam(med)?|remote access|alerts?|looked (just like|off)|written in)\b|\b(leaked|hacked|compromised|remote access|someone|somebody|typed|entered|read out|written)\b.*\b(logins?|passwords?|accounts?|code|details)\b|\b(same|one) (password|word-and-number|combination)\b|\bfor everything\b|\b(claim(ed|ing)?|pretend(ed|ing)?) to be\b.*\b(codes?|number|details|remote access|get into|accounts?|banking|software)\b",
    ),
    (
        Topic::Credentials,
        // a secret kept where others see or hear it, texted or lent, set to a date, reused
        // over several accounts, or used by strangers, and asked about (is it safe, how to
        // get it changed); over line breaks, where a login is pasted as lines
        r"(?s)(\b((?-i:PIN)|passwords?|passcodes?|logins?|accounts?|banking)\b.*\b(birthday|anniversary|year (s?he|they) (was|were) born|sticky notes?|post-its?|fridge|whiteboard|diary|notebook|wallet|monitor|out loud|can hear|(wrote|written|writes) (it|them)|texts? (me|him|her|them)|don't recognise|didn't (make|order)|breach)\b|\b(texts? (me|him|her|them)|gave (\w+ ){1,2}my)\b.*\b((?-i:PIN)|passwords?|passcodes?|logins?)\b|\bfor (my|his|her|our|their) [\w ]{1,20}, (my|his|her|our|their) \w).*\b(is (that|it|this) safe|safe enough|asking for trouble|chang(e|ing) (it|them|first)|to stop|bring (him|her|them) round|talk (him|her|them) into|nudge|what do (i|we) do)\b",
    ),
];

/// Korean cues by topic.
const KO_CUES: [(Topic, &str); 8] = [
    (
        Topic::Health,
        // treatments, signs and symptoms that last; drink one depends on; a child that
        // does not come
        r"(투석|항암|진단|수술|입원|처지|마비|저리|피가 나|혈변|혈뇨|멍이|붓고|부었|숨이 차|어지럽|병원 가 봐야|병원에 가 봐야|(귀|눈|머리|가슴|허리|무릎|어깨|피부|잇몸|다리|팔)[^.?!]{0,20}(\d+ ?(일|주|달)째|며칠째|몇 주째|며칠 전부터|안 멈)|알코올|알콜|술을? 끊|(술|소주|맥주|와인)[^.?!]{0,12}(마셔야|없이는)|아이가 안 (생기|들어서)|난임|불임|시험관)",
    ),
    (
        Topic::Finance,
        r"(대부업체|사채|빚(이|만|더미|쟁이|까지|도 |때문|에 |을 (갚|내|져|지|떠|안|못)|져|졌|지고|지게)|갚으라|연체|독촉|추심|돈을 빌|월세가 밀|카드값|못 갚|생활비가|잔고가|파산|회생|폐업|부도가? 나|부도났|돈을 (좀 )?보태|월급이 밀|실직|해고)",
    ),
    (
        Topic::Sexuality,
        r"(나도 남자|나도 여자|나처럼 남자|나처럼 여자|(아들|남편|오빠|남동생|형)(이|은|가)? ?남자(랑|와|를|하고)|(딸|아내|언니|누나|여동생)(이|은|가)? ?여자(랑|와|를|하고)|어떤 남자랑|어떤 여자랑|설레는 감정이 안|동성|둘 다 (남자|여자)|남자끼리|여자끼리|커밍아웃)",
    ),
    (
        Topic::Religion,
        // prayer, not the province (`경기도`)
        r"(백팔 ?배|수련회|교회|성당|절에|예배|미사|(^|[^경])기도|금식|라마단|히잡|안식일|촛불을 켜|개종|세례|신앙)",
    ),
    (
        Topic::Politics,
        r"(어느 당|무슨 당|찍었|정치인|시장 욕|대통령 욕|국회의원|집회|시위|당원|선거)",
    ),
    (
        Topic::CriminalRecord,
        r"(징역|실형|집행유예|살고 나왔|출소|전과|복역|벌금형|기소|구속|체포|보호관찰|소년원|교도소|감옥|구치소|전자발찌|(년|개월)을? 살았|고소를? 당|고소당|피소)",
    ),
    (
        Topic::Credentials,
        // an account exposed, phished or signed into from a device one does not know; or a
        // phishing link that installed an app
        r"(계정|로그인|비번|비밀번호|아이디|인증|잠금 ?번호|보안카드|인스타|카톡).*(유출|해킹|털렸|도용|(모르는|새|다른|낯선) 기기|링크를? 눌렀|링크 누르고|몰라서|사진 찍어|안 바꿨|안 켜|그런 적이? 없)|(유출|해킹|털렸|도용|링크를? 눌렀|링크 누르고|누가 내|(모르는|새|다른|낯선) 기기).*(계정|로그인|비번|비밀번호|아이디|인증|인스타|카톡)|링크를? 눌렀[^.?!]*(앱이 깔|모르는 앱|원격)",
    ),
    (
        Topic::Credentials,
        // a secret posted to a group chat, stuck up or written down, known to all, reused
        // or set to a date, or used by strangers, and asked about (is it all right, how to
        // get it changed); not a notice that tells a changed one (`바꿨다고 … 공지 써 줘`)
        r"(?s)(비번|비밀번호|암호|잠금 ?번호|계정|로그인|PIN).*(단톡방에 올(렸|려|리)|포스트잇|쪽지|메모지|적어 (두|놓|놨)|써 붙|붙여 놔|다 알아|다 같이 써|같이 쓰|하나로|모든 사이트|생일|기념일|태어난|태어나신|모르는 (주소|기기|곳|번호)).*(괜찮|될까|바꿔야|바꾸자|바꾸시|바꾸실|바꾸면|바꾸라|설득|안전|뭐부터)",
    ),
];

/// The writer or their people; in Korean, which leaves the subject out, also asking what
/// to do about it (`지금 뭐부터 해야 해?`), telling a wish or a plan (`상담하고 싶어요`,
/// `받을 예정이에요`, `나가 보려는데`) or a statement in the polite mood (`못 나가요.`), which
/// a request to write or explain (`써 줘.`, `알려 주세요.`) is not. `내 ` and
/// `제 ` count only opening a word (`교내 `, `경제 ` are not the writer).
const EN_PERSONAL: &str = r"(?i)\b(i|me|my|mine|myself|we|our|ours|us)\b";
const KO_PERSONAL: &str = r"(내가|\b내 |내게|나는|나도|나한테|나를|나랑|저는|제가|\b제 |저도|저한테|우리|엄마|아빠|남편|아내|와이프|아들|딸|동생|형|누나|언니|오빠|친구|조카|삼촌|이모|고모|사촌|처남|처제|형부|매형|시누이|며느리|사위|손자|손녀|남친|여친|애인|룸메이트|할머니|할아버지|시어머니|시아버지|장모|장인|부모님|어머니|아버지|동기|동료|이웃|뭐부터|어떻게 해야|야 (해\?|할까|할지|하나|하지)|해도 될까|수습해야|싶어|될까|예정이|려는데|(어|아|해|가|와|워|에|예)요\.|괜찮(을까|은 거야|은 걸까)|그런 걸까|답장|(문자|전화|연락|알림)(가|이) (와|오는|온|왔))";

/// Lessons, handouts, fiction and explainers: the same words told about no one.
const EN_IMPERSONAL: &str = r"(?i)\b(handouts?|worksheets?|newsletters?|glossary|lessons?|assembly|revision|quiz|explainer|noticeboard|slides?|curriculum|homework|novel|screenplay|textbook|essay|explain|versus|vs|difference between|history of|a-level|gcse|year \d+|class|blurb|display|drop-in|briefing|induction|illustrate|put it simply|in plain (words|terms))\b";
const KO_IMPERSONAL: &str = r"(수업([^ 시]| [^시]|$)|자료|숙제|퀴즈|교육|설명해|안내문|게시판|소설|드라마|시사 상식|눈높이|연수|활동지|수행평가|설명할 수 있게|비교해|정리해|강의|교실)";

struct Cues {
    personal: Regex,
    impersonal: Regex,
    topics: Vec<(Topic, Regex)>,
}

fn compile(personal: &str, impersonal: &str, cues: &[(Topic, &str)], flags: &str) -> Cues {
    Cues {
        personal: Regex::new(personal).expect("personal pattern"),
        impersonal: Regex::new(impersonal).expect("impersonal pattern"),
        topics: cues
            .iter()
            .map(|&(t, p)| (t, Regex::new(&format!("{flags}{p}")).expect("topic cue")))
            .collect(),
    }
}

fn cues(korean: bool) -> &'static Cues {
    static EN: OnceLock<Cues> = OnceLock::new();
    static KO: OnceLock<Cues> = OnceLock::new();
    if korean {
        KO.get_or_init(|| compile(KO_PERSONAL, KO_IMPERSONAL, &KO_CUES, ""))
    } else {
        EN.get_or_init(|| compile(EN_PERSONAL, EN_IMPERSONAL, &EN_CUES, "(?i)"))
    }
}

/// Topics the request tells as the writer's or their people's situation. Requests that
/// hold Hangul are read with the Korean cues, the rest with the English ones.
pub fn personal_topics(text: &str) -> Vec<Topic> {
    let c = cues(text.chars().any(is_hangul));
    if !c.personal.is_match(text) || c.impersonal.is_match(text) {
        return Vec::new();
    }
    let mut topics: Vec<Topic> = c
        .topics
        .iter()
        .filter(|(_, rx)| rx.is_match(text))
        .map(|&(t, _)| t)
        .collect();
    // A topic's cues stand next to each other in the list.
    topics.dedup();
    topics
}

/// A request told about no one: a lesson, handout, fiction or explainer frame and no word
/// of the writer or their people. The caller also checks that nothing identifies anyone.
pub fn impersonal(text: &str) -> bool {
    let c = cues(text.chars().any(is_hangul));
    c.impersonal.is_match(text) && !c.personal.is_match(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn personal_situations_are_cued_in_english() {
        let cases = [
            (
                "My cousin served two years for burglary and wants a job at our shop.",
                Topic::CriminalRecord,
            ),
            (
                "My uncle got a caution for shoplifting as a teenager. Will it show up?",
                Topic::CriminalRecord,
            ),
            (
                "The loan company keeps ringing me since I've fallen behind. What do I say?",
                Topic::Finance,
            ),
            (
                "I lost our holiday money on betting apps and my husband doesn't know.",
                Topic::Finance,
            ),
            (
                "Our son has two dads and the school form asks for a mother.",
                Topic::Sexuality,
            ),
            (
                "My niece says she fancies both boys and girls. How do I support her?",
                Topic::Sexuality,
            ),
            (
                "I started wearing a hijab at work and a colleague keeps commenting.",
                Topic::Religion,
            ),
            (
                "My husband is fasting for Ramadan; what can I cook for the evening?",
                Topic::Religion,
            ),
            (
                "I'm a Green Party member and my in-laws are Tories. Should I say?",
                Topic::Politics,
            ),
            (
                "My dad starts dialysis next month. How can we help him?",
                Topic::Health,
            ),
            (
                "There's a lump on my arm that keeps growing. Should I be worried?",
                Topic::Health,
            ),
            (
                "Someone logged into my email account from abroad. What now?",
                Topic::Credentials,
            ),
            (
                "My mum uses the same password for every site. How do I change her mind?",
                Topic::Credentials,
            ),
            (
                "My brother came home from rehab last week; what can we serve at his birthday?",
                Topic::Health,
            ),
            (
                "We've been trying for a baby for three years. How do I answer my aunt?",
                Topic::Health,
            ),
            (
                "My nan's bald patch keeps growing. Could it be stress?",
                Topic::Health,
            ),
            (
                "The trip is £400 and I haven't got it. Draft a letter to the school.",
                Topic::Finance,
            ),
            (
                "I'm not out at work yet and the team keeps asking about my weekend.",
                Topic::Sexuality,
            ),
            (
                "My son and his husband are adopting; write a card from us.",
                Topic::Sexuality,
            ),
            (
                "I fast until sunset this month; help me turn down the team lunch.",
                Topic::Religion,
            ),
            (
                "My stepdad has gone far-right online. How do I talk to him?",
                Topic::Politics,
            ),
            (
                "My cousin has a tag on his ankle till May; can he come to our party?",
                Topic::CriminalRecord,
            ),
            (
                "A caller claiming to be my bank got my mum to read out a code. What now?",
                Topic::Credentials,
            ),
            (
                "My dad's banking PIN is his birthday, on a sticky note. How do I get him to change it?",
                Topic::Credentials,
            ),
            (
                "My aunt uses Lemon77 for her email, her bank and her shopping. Is that safe?",
                Topic::Credentials,
            ),
        ];
        for (text, topic) in cases {
            assert!(personal_topics(text).contains(&topic), "{text}");
        }
    }

    #[test]
    fn impersonal_and_everyday_requests_are_not_cued_in_english() {
        let clean = [
            "Caution versus conviction: a line each for a law glossary.",
            "What does a party whip do? A paragraph for an A-level politics revision sheet.",
            "Why do people fast during Ramadan? Explain it for a Year 4 assembly.",
            "How long does the Lib Dem leader serve? Write it as a quiz question.",
            "Let Teasel know the paddling pool she lent us has a slow puncture.",
            "The election algorithm picks a new leader.",
            "Book a table for my team on Friday and send the invite.",
            "My pavlova weeps beads of syrup. Is it the oven or the sugar?",
            "My GitHub token leaked in a public repo, what now?",
            "Served two years for fraud.",
            "Write a note with the wifi password for the guests; checkout is at ten.",
            "Our fridge magnets sold out. Is it safe to reorder from the same supplier?",
            "Give me a timeline of the by-election for a Year 10 class.",
            "My password for the staff portal is on the welcome pack. Print it for me.",
        ];
        for text in clean {
            assert!(personal_topics(text).is_empty(), "{text}");
        }
    }

    #[test]
    fn personal_situations_are_cued_in_korean() {
        let cases = [
            (
                "삼촌이 사기로 징역 2년을 살고 나왔어. 같이 일해도 될까?",
                Topic::CriminalRecord,
            ),
            (
                "사채업자가 우리 집까지 찾아와서 갚으라고 해. 어떻게 해?",
                Topic::Finance,
            ),
            (
                "남편이 어떤 남자랑 주고받은 메시지를 봤어.",
                Topic::Sexuality,
            ),
            (
                "엄마가 매일 새벽 기도에 나가셔. 건강이 걱정돼.",
                Topic::Religion,
            ),
            (
                "친구가 단톡방에서 어느 당 찍었냐고 물어봐.",
                Topic::Politics,
            ),
            (
                "아빠가 다음 달부터 투석을 시작하셔. 식단 좀 알려 줘.",
                Topic::Health,
            ),
            (
                "누가 내 카톡 계정에 들어가서 친구들한테 돈을 빌려 달래.",
                Topic::Credentials,
            ),
            (
                "문자 링크를 눌렀더니 은행 계정에 모르는 기기가 로그인했어. 뭐부터 해야 해?",
                Topic::Credentials,
            ),
            (
                "형이 교도소에서 나온 지 한 달 됐어. 취업할 때 말해야 할까?",
                Topic::CriminalRecord,
            ),
            (
                "남편이 술 없이는 잠을 못 자. 어떻게 얘기를 꺼내야 할지 모르겠어.",
                Topic::Health,
            ),
            (
                "한쪽 무릎이 3주째 부어 있어. 그냥 두면 괜찮을까?",
                Topic::Health,
            ),
            (
                "우리 둘 다 여자라서 집주인이 자꾸 무슨 사이냐고 물어봐.",
                Topic::Sexuality,
            ),
            (
                "가게를 폐업하고 나서 카드값이 밀렸어. 뭐부터 해야 해?",
                Topic::Finance,
            ),
            (
                "하루에도 몇 번씩 연체금 갚으라는 전화가 와. 이거 불법 아니야?",
                Topic::Finance,
            ),
            (
                "아들 담임이 수업 시간에 정치인 욕을 했대. 학교에 말해도 될까?",
                Topic::Politics,
            ),
            (
                "인스타에 새 기기에서 로그인했다는 알림이 왔는데 나는 그런 적이 없어.",
                Topic::Credentials,
            ),
            (
                "엄마가 카톡 비밀번호를 생일로 해 놓고 가족들한테 다 알려 줬어. 바꾸시라고 어떻게 말하지?",
                Topic::Credentials,
            ),
        ];
        for (text, topic) in cases {
            assert!(personal_topics(text).contains(&topic), "{text}");
        }
    }

    #[test]
    fn impersonal_and_everyday_requests_are_not_cued_in_korean() {
        let clean = [
            "기소유예와 선고유예가 어떻게 다른지 법 수업 자료로 정리해 줘.",
            "국회의원 선거구는 몇 년마다 다시 정해져?",
            "라마단 기간에 먹는 음식을 다문화 수업 자료로 알려 줘.",
            "우리 팀 회식 장소 세 군데만 추천해 줘.",
            "저는 정우성이고 스트라이프 키가 유출된 것 같아요.",
            "보이스피싱 문자를 구별하려면 뭐부터 봐야 해? 경로당 안내문으로 써 줘.",
            "송편 빚을 때 반죽이 자꾸 갈라져. 물을 더 넣어야 해?",
            "대부도 가는 버스 시간 알려 줘. 우리 가족 네 명이야.",
            "공유기 비밀번호를 haneul123으로 바꿨다고 가족 단톡방에 올릴 공지 써 줘.",
        ];
        for text in clean {
            assert!(personal_topics(text).is_empty(), "{text}");
        }
    }
    #[test]
    fn explainers_about_no_one_are_impersonal() {
        let impersonal_requests = [
            "Caution versus conviction in England, a line apiece for an A-level law glossary.",
            "How does preferential voting work? A short, neutral explainer for new citizens.",
            "Why do gurdwaras offer langar to every visitor? A paragraph for a Year 5 topic.",
            "국회의원 임기와 대통령 임기가 왜 다른지 초등학교 6학년 사회 시간용으로 설명해 줘.",
            "기소유예와 선고유예가 어떻게 다른지 고등학교 법 수업 퀴즈 해설로 써 줘.",
            "무지개 깃발의 유래를 사회 수업 자료로 알려 주세요.",
            "What does a probation officer do? A one-paragraph blurb for a careers fair.",
            "Why is a password manager safer than a notebook? Put it simply for a tablet club.",
            "생체 인증이랑 간편 비밀번호 중에 보안상 뭐가 더 나은지 비교해 줘.",
            "개인회생이랑 개인파산이 어떻게 다른지 경제 교양 수업용으로 정리해 줘.",
            "패스키가 뭔지 교내 게시판용으로 설명할 수 있게 풀어 줘.",
        ];
        for text in impersonal_requests {
            assert!(impersonal(text), "{text}");
        }
    }

    #[test]
    fn requests_about_the_writer_or_without_a_frame_are_not_impersonal() {
        let personal_requests = [
            "Explain my biopsy results in plain words; the letter came today.",
            "Our son has a caution; explain what shows on a check for his class trip.",
            "How long does a tetanus jab last? I'm writing a handout for scouts.",
            "Is a spent conviction disclosed on a basic check?",
            "상담하고 싶어요. 집행유예 기간이라 해외에 못 나가요. 교육 일정도 알려 줘.",
            "교육감 선거에 나가 보려는데 이력서에 정당 활동을 써도 될까요?",
            "성당 교리반 안내문 써 줘. 이번 주 토요일부터 시작해요.",
            "견진성사를 받을 예정이에요. 드라마처럼 긴장돼.",
            "엄마가 당뇨 진단을 받으셨어. 당뇨 1형이랑 2형 차이를 설명해 줘.",
            "투석은 일주일에 몇 번 해?",
            "라마단이라 해 지기 전엔 못 먹는데 팀 회식 때 어떻게 설명하죠?",
            "제 통장이 압류됐는지 비교해 볼 방법을 정리해 줘.",
            "I was made redundant; put it simply, what can I claim?",
        ];
        for text in personal_requests {
            assert!(!impersonal(text), "{text}");
        }
    }

    #[test]
    fn a_province_is_not_a_prayer() {
        assert!(
            personal_topics("새 사무실 주소가 경기도 성남시예요. 우리 명함에 넣어 줘.").is_empty()
        );
        assert!(personal_topics("우리 엄마가 매일 기도하셔.").contains(&Topic::Religion));
    }
}
