//! Korean person names found by the contexts only a person takes.
//!
//! The tagger learns names from their syllables and their frames, and misses given names it
//! has not seen the like of (native words such as 나래 or 새롬, old-fashioned ones such as
//! 길례). Some Korean contexts hold a person whatever the name is:
//! - the dative and honorific particles 한테, 에게 and 께서 glued to a name (`지안한테`,
//!   `재이에게서`), with a glued 님 or the familiar 이 after a closed syllable (`세린이한테`);
//! - a kinship word with such a particle after a name (`길례 고모께서`, `수애 할머니 댁`),
//!   or a spaced 님 (`승아 님이랑`);
//! - a full name after a label that names a person (`예금주 피재원으로`, `받는 사람: 반덕칠`);
//! - a full name signing a message off (`연보라 올림`).
//!
//! Each rule rejects the words that take the same contexts without being names: pronouns,
//! kinship and role words, animals. Labels and sign-offs also need a surname first, and a
//! name must end where the context says it does, so an ordinary noun phrase does not pass.

use crate::finding::Kind;
use crate::normalize::is_hangul;
use crate::recognizers::Candidate;

/// Particles that follow a person (or an animal): to, from, the honorific subject.
const PERSON_PARTICLES: &[&str] = &["한테서", "한테", "에게서", "에게", "께서"];

/// What may follow a person particle inside the same word.
#[rustfmt::skip]
const AFTER_PARTICLE: &[&str] = &[
    "", "는", "도", "만", "요", "나", "라도", "까지", "부터", "는요", "도요", "만요",
];

/// Kinship words that take a name before them (`길례 고모`).
#[rustfmt::skip]
const KINSHIP: &[&str] = &[
    "할머니", "할아버지", "할머님", "할아버님", "고모", "이모", "삼촌", "외삼촌", "숙모",
    "고모부", "이모부", "큰아버지", "작은아버지", "큰어머니", "작은어머니", "큰엄마",
    "작은엄마", "아저씨", "아주머니", "이모님", "고모님", "이모할머니", "고모할머니",
    "증조할머니", "증조할아버지", "외할머니", "외할아버지", "할매", "할배",
];

/// What follows a kinship word when it refers to the person: a person particle, 댁 (home).
const AFTER_KINSHIP: &[&str] = &["께서", "께", "한테", "에게", "댁", "댁에"];

/// Kinship and respect words a full name takes before it with any case particle
/// (`용삼식 삼촌이`, `변말자 어머님이`, `표만석 어르신.`).
#[rustfmt::skip]
const KIN_OR_ELDER: &[&str] = &[
    "삼촌", "외삼촌", "이모", "고모", "숙모", "할머니", "할아버지", "할머님", "할아버님",
    "어머니", "어머님", "아버님", "어르신", "누나", "언니", "오빠", "형", "형님", "누님",
    "이모님", "고모님", "이모할머니", "고모할머니", "증조할머니", "증조할아버지",
    "외할머니", "외할아버지", "올케", "형수님", "할매", "할배",
];

/// Adverbs and time words of two syllables that stand before a kinship word (`어제 삼촌이`).
#[rustfmt::skip]
const ADVERBS: &[&str] = &[
    "어제", "오늘", "내일", "모레", "그제", "아까", "지금", "방금", "요즘", "작년", "올해",
    "내년", "예전", "원래", "그냥", "정말", "진짜", "완전", "제일", "같이", "다시", "먼저",
    "나중", "이미", "벌써", "아직", "항상", "매일", "가끔", "자주", "혹시", "근데", "그래서",
    "그런데", "그리고", "하지만", "결국", "드디어", "갑자기", "이번", "저번", "다음", "친구",
    "사촌", "막내", "첫째", "둘째", "셋째", "외가", "친가", "시댁", "처가", "직장", "학교",
    "회사", "교회", "성당", "우리", "저희", "제가", "내가", "너희", "얘네", "걔네",
];

/// Fruits and plants whose seeds (씨) follow them spaced (`수박 씨가 많아`).
#[rustfmt::skip]
const SEED_BEARERS: &[&str] = &[
    "수박", "참외", "멜론", "사과", "포도", "복숭아", "자두", "살구", "매실", "체리", "석류",
    "키위", "레몬", "귤", "감", "대추", "호박", "고추", "오이", "토마토", "딸기", "해바라기",
    "꽃", "식물", "과일", "나무", "잡초", "채소", "참깨", "들깨", "콩", "옥수수", "아보카도",
];

/// Case particles and endings after a person word (`씨가`, `삼촌이랑`).
#[rustfmt::skip]
const CASE_ENDINGS: &[&str] = &[
    "", "이", "가", "은", "는", "을", "를", "의", "도", "만", "랑", "이랑", "와", "과", "하고",
    "께", "께서", "에게", "한테", "이에요", "예요", "입니다", "이고", "요",
];

/// Words that take person particles and kinship words without being names.
#[rustfmt::skip]
const NOT_NAMES: &[&str] = &[
    // pronouns and quantifiers
    "누구", "아무", "모두", "다들", "서로", "자기", "당신", "본인", "그녀", "그분", "이분",
    "저분", "그들", "우리", "저희", "너희", "여러분", "상대", "상대방", "다른", "모든", "어느",
    "이", "그", "저", "걔", "얘", "쟤", "나", "너", "제", "내", "네",
    // family
    "엄마", "아빠", "어머니", "아버지", "어머님", "아버님", "부모님", "부모", "할머니",
    "할아버지", "외할머니", "외할아버지", "친할머니", "친할아버지", "언니", "오빠", "누나",
    "형", "형님", "누님", "동생", "여동생", "남동생", "남편", "아내", "와이프", "신랑", "신부",
    "아들", "딸", "아들내미", "딸내미", "손자", "손녀", "조카", "사촌", "삼촌", "이모", "고모",
    "외삼촌", "숙모", "이모부", "고모부", "시어머니", "시아버지", "장모님", "장인어른", "시댁",
    "처가", "가족", "식구", "아기", "아가", "애기", "아이", "애", "애들", "아이들", "막내",
    "첫째", "둘째", "셋째", "큰애", "작은애",
    // people by relation or role
    "친구", "친구들", "동료", "동기", "선배", "후배", "선배님", "후배들", "남친", "여친",
    "남자친구", "여자친구", "애인", "연인", "사람", "사람들", "남자", "여자", "어른", "학생",
    "학생들", "선생님", "선생", "교수님", "교수", "담임", "팀장", "팀장님", "부장님", "과장님",
    "차장님", "대리님", "사장님", "사장", "상사", "상무님", "이사님", "실장님", "원장님",
    "관장님", "의사", "의사선생님", "간호사", "약사", "기사님", "기사", "직원", "직원들",
    "팀원", "팀원들", "고객", "고객님", "손님", "회원", "회원님", "사용자", "유저", "관리자",
    "담당자", "매니저", "개발자", "디자이너", "변호사", "세무사", "경찰", "경찰관", "주인",
    "집주인", "세입자", "이웃", "옆집", "아저씨", "아줌마", "아주머니", "할머님", "아기씨",
    "도련님", "사모님", "반장", "회장님", "대표님", "면접관", "상담사", "상담원", "택배기사",
    "배달원", "가수", "배우", "작가",
    // animals and others that take 한테
    "강아지", "고양이", "개", "멍멍이", "냥이", "새", "동물", "반려견", "반려묘", "회사",
    "은행", "학교", "정부", "상대팀",
    // titles and ranks (a name comes before them: `이선영 사원 님`)
    "사원", "대리", "주임", "과장", "차장", "부장", "이사", "상무", "전무", "회장", "실장",
    "원장", "박사", "선수", "감독", "코치", "인턴", "계장", "총무", "간사", "조교", "사무장",
    "남자애", "여자애", "걔네", "얘네", "쟤네",
    "대표", "소장", "국장", "총장", "학장", "교감", "교장", "원감", "목사", "집사", "권사",
    "장로", "전도사", "회계사", "법무사", "노무사", "한의사", "수의사", "피디", "셰프", "고문",
    "위원", "위원장", "이장", "통장", "사무관", "주무관", "경위", "경사", "순경",
    // what a form asks about a person
    "연락처", "정보", "주소", "번호", "이름", "성함", "동의", "서명", "확인", "계좌",
    // groups and people by status
    "국민", "시민", "주민", "환자", "기자", "신도", "교인", "의원", "이용자", "이용객", "승객",
    "관객", "시청자", "청취자", "독자", "명의", "타인", "남", "모르는", "아무나",
    "누군가", "각자", "전원", "일부", "대상", "대상자", "수강생", "지원자", "동아리", "동호회",
    "모임", "소모임", "학회", "봉사단", "합창단", "신입",
    // kinship by marriage and elders
    "올케", "형수", "형수님", "매형", "매제", "처제", "처형", "시누이", "동서", "며느리",
    "사위", "이모님", "고모님", "이모할머니", "고모할머니", "증조할머니", "증조할아버지",
    "할매", "할배", "여보", "자기", "짝꿍", "룸메", "룸메이트", "동창", "제자", "사촌동생",
    "작은아빠", "큰아빠", "작은엄마", "큰엄마",
    // who a form names
    "예금주", "수령인", "수취인", "보호자", "신청인", "신청자", "계약자", "명의자", "가입자",
    "배우자", "세대주", "대리인", "성명", "본명", "피보험자", "보증인", "임차인", "임대인",
];

/// Birthdays and feasts a kinship phrase takes (`이모 칠순 잔치`): not names, and after a
/// relative and a name they tell the name is one (`큰이모 연분홍 칠순 잔치`).
#[rustfmt::skip]
const FEASTS: &[&str] = &[
    "칠순", "팔순", "구순", "백수", "환갑", "회갑", "진갑", "고희", "미수", "돌잔치", "생신",
    "생일", "잔치", "결혼식", "장례식", "제사",
];

/// Relatives by marriage and siblings that come before a name (`처제 초가을`), besides
/// `KINSHIP` and `KIN_OR_ELDER`.
#[rustfmt::skip]
const RELATIVES: &[&str] = &[
    "처제", "처형", "시누이", "올케", "형수", "매형", "매제", "동서", "며느리", "사위", "장모님",
    "장인어른", "시어머니", "시아버지", "사촌", "조카", "동생", "남동생", "여동생", "아들", "딸",
    "손자", "손녀", "어머니", "아버지",
];

/// Relatives by marriage, whom a request names by their full name (`매형 여울목이`).
#[rustfmt::skip]
const IN_LAWS: &[&str] = &[
    "처제", "처형", "시누이", "올케", "형수", "형수님", "매형", "매제", "동서", "며느리", "사위",
    "제부", "형부", "시동생", "도련님", "아가씨", "처남", "처남댁",
];

/// A relative's word, with 큰, 작은, 외 or 친 before it (`큰이모`, `외할머니`).
fn relative(w: &str) -> bool {
    let listed =
        |x: &str| KINSHIP.contains(&x) || KIN_OR_ELDER.contains(&x) || RELATIVES.contains(&x);
    listed(w)
        || ["큰", "작은", "외", "친"]
            .iter()
            .any(|p| w.strip_prefix(p).is_some_and(listed))
}

/// Whether a word is one of `NOT_NAMES` (a set: every Hangul word of a request is looked up).
fn not_name(w: &str) -> bool {
    static SET: std::sync::OnceLock<std::collections::HashSet<&'static str>> =
        std::sync::OnceLock::new();
    SET.get_or_init(|| NOT_NAMES.iter().chain(FEASTS).copied().collect())
        .contains(w)
}

/// Modifiers that make a kinship phrase common (`시골 할머니`), besides the words of
/// `NOT_NAMES` (`우리 이모`, `옆집 할머니`).
#[rustfmt::skip]
const NOT_NAME_MODIFIERS: &[&str] = &[
    "동네", "시골", "앞집", "윗집", "아랫집", "돌아가신", "외가", "친가", "큰집",
    "작은집",
];

/// Labels after which a form or message names a person.
const PERSON_LABELS: &[&[&str]] = &[
    &["예금주"],
    &["수령인"],
    &["수취인"],
    &["받는분"],
    &["받는", "분"],
    &["받는사람"],
    &["받는", "사람"],
    &["보내는분"],
    &["보내는", "분"],
    &["보내는사람"],
    &["보내는", "사람"],
    &["보호자"],
    &["신청인"],
    &["계약자"],
    &["명의자"],
];

/// What may follow a labelled or signing name inside its word.
#[rustfmt::skip]
const AFTER_LABELLED: &[&str] = &[
    "", "으로", "로", "님", "씨", "님께", "님에게", "앞으로", "이고", "이며", "입니다",
    "이에요", "예요", "이요",
];

/// Sign-off words after a name (`연보라 올림`).
const SIGN_OFFS: &[&str] = &["올림", "드림"];

/// Words that sign a message off without a name (`감사 드림`).
#[rustfmt::skip]
const NOT_SIGNERS: &[&str] = &[
    "감사", "사랑", "축하", "인사", "선물", "마음", "정성", "안부", "답장",
];

/// Korean surnames: one syllable, and the common two-syllable ones. Wider than the tagger's
/// list (learned.rs), which must stay as its features were trained.
const SURNAMES: &str = "김이박최정강조윤장임한오서신권황안송전홍유고문양손배백허남심노하곽성차주우구민류나진지엄채원천방공현함변염여추도소석선설마길연위표명기반왕금옥육인맹제모탁국어은편용예봉경사부가복태목형피두감음빈동온호범좌팽승간상갈견계당매빙탄화옹단담묵엽초평풍궁뇌요종증창환후";
const TWO_SYLLABLE_SURNAMES: &[&str] = &["남궁", "황보", "제갈", "선우", "독고", "사공", "서문"];

/// Titles and ranks a full name takes after it, with or without 님 (`소영칠 주임이`,
/// `어삼월 간사님이`, `좌형택 신부님께`).
#[rustfmt::skip]
const TITLES: &[&str] = &[
    "선생님", "선생", "집사님", "권사님", "장로님", "목사님", "전도사님", "신부님", "수녀님",
    "스님", "주임님", "주임", "간사님", "간사", "기사님", "팀장님", "팀장", "과장님", "과장",
    "대리님", "대리", "부장님", "부장", "차장님", "차장", "사장님", "원장님", "교수님", "실장님",
    "실장", "소장님", "이사님", "대표님", "사원님", "사원", "책임님", "선임님", "수석님",
    "매니저님", "프로님", "감독님", "코치님", "작가님", "변호사님", "세무사님", "주무관님",
    "계장님", "반장님", "회장님", "총무님", "인턴", "선수", "기자님", "위원님", "의원님",
    "관장님", "관장", "부원장님", "국장님", "처장님", "센터장님",
];

/// Role words before a junior's name and 군 or 양 (`인턴 피송이 양`).
#[rustfmt::skip]
const JUNIOR_ROLES: &[&str] = &[
    "인턴", "신입", "막내", "학생", "직원", "사원", "조카", "알바", "수습", "제자", "후배",
];

/// Words of three syllables that open with a surname's syllable and stand before a title
/// without being a name: schools, subjects, places of work (`유치원 선생님`, `한의원
/// 원장님`, `피아노 선생님`).
#[rustfmt::skip]
const INSTITUTIONS: &[&str] = &[
    "유치원", "한의원", "원어민", "피아노", "태권도", "방과후", "소아과", "어린이", "미술학",
    "수영장", "공인중", "관리실", "경비실", "영업부", "인사팀", "총무과", "기획팀", "편의점",
    "고등학", "대학교", "중학교", "초등학", "보건소", "주민센", "구청장", "도서관", "학원장",
    "연구소", "연구실", "사무실", "사무소", "동사무", "부동산", "세탁소", "미용실", "정비소",
    "반찬가", "정형외", "안과의", "치과의", "내과의", "성형외", "산부인", "이비인",
];

/// A full name by its shape: a surname and a given name of two syllables, or a
/// two-syllable surname and two more; not a word of place, time or institution.
fn full_name_like(w: &str) -> bool {
    has_surname(w)
        && syllables(w) >= 3
        && w.chars().all(is_hangul)
        && !w.ends_with([
            '번', '때', '집', '쪽', '날', '년', '달', '네', '과', '팀', '부', '실', '소', '관',
            '청', '국', '처', '원', '교', '점', '장', '운', '는', '던', '할', '한', '적',
        ])
        && !w.ends_with(VERB_FINALS)
        && !INSTITUTIONS.iter().any(|i| w.starts_with(i))
        || (w.ends_with('원')
            && has_surname(w)
            && syllables(w) == 3
            && !INSTITUTIONS.contains(&w)
            && !w.ends_with("병원")
            && !w.ends_with("의원")
            && !w.ends_with("학원")
            && !w.ends_with("공원")
            && !w.ends_with("정원"))
}

/// A two-syllable surname and a given name of three syllables (`선우이슬비`), which a
/// title after it shows to be a name.
fn compound_full_name(w: &str) -> bool {
    syllables(w) == 5
        && w.chars().all(is_hangul)
        && TWO_SYLLABLE_SURNAMES.iter().any(|s| w.starts_with(s))
}

/// Whether the word at `at` opens the text, a line or a sentence.
fn opens_sentence(text: &str, at: usize) -> bool {
    let before = text[..at].trim_end_matches(' ');
    before.is_empty() || before.ends_with(['\n', '.', '!', '?', ':', '"', '\''])
}

/// Particles after the familiar 이 that a common noun ending in 이 does not take that way
/// (`형섭이가`, `다올이도`; not 이랑 or the copula, which follow any closed syllable).
#[rustfmt::skip]
const AFTER_FAMILIAR: &[&str] = &[
    "가", "는", "도", "를", "한테", "한테서", "에게", "에게서", "하고", "의", "까지", "만",
    "처럼", "보다", "부터", "가요", "는요",
];

/// Nouns that end in 이 after a closed syllable, and the endings of such nouns (animals,
/// measures, things, kinds of people: 고양이, 길이, 목걸이, 멋쟁이, 쌍둥이).
#[rustfmt::skip]
const NOUNS_IN_I: &[&str] = &[
    "고양이", "원숭이", "호랑이", "어린이", "젊은이", "늙은이", "부엉이", "지렁이", "굼벵이",
    "올챙이", "달팽이", "거북이", "지팡이", "떡볶이", "손잡이", "해돋이", "물놀이", "불놀이",
    "뱃놀이", "책꽂이", "옷걸이", "목걸이", "귀걸이", "팔찌", "꼬맹이", "막둥이", "쌍둥이",
    "깍쟁이", "멍청이", "똑똑이", "절름발이", "외톨이", "얼룩이", "점박이", "흰둥이", "검둥이",
    "누렁이", "바둑이", "복슬이", "멍멍이", "야옹이", "꿀꿀이", "살림살이", "맞벌이", "돈벌이",
    "길이", "높이", "넓이", "깊이", "먹이", "놀이", "구이", "볶음이",
];
const NOUN_I_ENDINGS: &[&str] = &[
    "쟁이", "장이", "둥이", "뱅이", "잡이", "걸이", "꽂이", "놀이", "볶이", "받이", "닦이", "돋이",
    "살이", "벌이", "덩이",
];

/// First-person words a name is listed with (`단미랑 나`).
const FIRST_PERSON: &[&str] = &[
    "나", "나는", "나도", "나랑", "내가", "저", "저는", "저도", "제가", "저랑",
];

/// Words after `X네` that a family's name takes (`보슬네 집`).
#[rustfmt::skip]
const HOUSEHOLD: &[&str] = &[
    "집", "가족", "식구", "엄마", "아빠", "부모님", "강아지", "고양이", "가게", "식당", "아이",
    "애", "애들",
];

/// Labels an identity value follows after a name (`국삼녀, 주민번호 …`).
const ID_LABELS: &[&str] = &[
    "주민번호",
    "주민등록번호",
    "생년월일",
    "전화번호",
    "휴대폰",
    "핸드폰",
    "연락처",
];

/// Korean words that are names by their own endings or by what they are listed with:
/// - a given name with the familiar 이 and a particle (`형섭이가`, `다올이도`), not a noun
///   that ends in 이 (`고양이가`, `길이가`);
/// - a name listed with the speaker (`한울이랑 나`, `단미하고 저는`);
/// - a name and 네 before home or family (`보슬네 집`);
/// - a full name before an identity label (`국삼녀, 주민번호 …`);
/// - a name called at the start of a message (`살구야, 오늘 …`).
///
/// Returns the name's byte length inside the word and the reason.
fn familiar_or_listed(text: &str, ws: &[Word], i: usize) -> Option<(usize, &'static str)> {
    let w = ws[i];
    let next = ws.get(i + 1).filter(|n| spaced(text, &w, n));
    let given = |name: &str| {
        (2..=3).contains(&syllables(name))
            && plausible(name)
            && !ADVERBS.contains(&name)
            && !EVERYDAY_WORDS.contains(&name)
            && !KINSHIP.contains(&name)
            && !doubled(name)
    };
    // 형섭이가, 다올이도
    for p in AFTER_FAMILIAR {
        let Some(stem) = w.text.strip_suffix(p).and_then(|x| x.strip_suffix('이')) else {
            continue;
        };
        let with_i = &w.text[..stem.len() + '이'.len_utf8()];
        if syllables(stem) == 2
            && last_closed(stem) == Some(true)
            && given(stem)
            && !NOUNS_IN_I.contains(&with_i)
            && !NOUN_I_ENDINGS.iter().any(|e| with_i.ends_with(e))
            && !not_name(with_i)
        {
            return Some((
                stem.len(),
                "person name (Korean familiar 이 and a particle)",
            ));
        }
    }
    // 한울이랑 나, 단미하고 저는, and each name of a list that ends so (기차윤이랑 나무연하고
    // 여름솔과 내가)
    let joined = |w: &str| -> Option<usize> {
        ["이랑", "랑", "하고", "이하고", "와", "과"]
            .iter()
            .find_map(|c| {
                let stem = w.strip_suffix(c)?;
                let fits = match *c {
                    "이랑" | "과" | "이하고" => last_closed(stem) == Some(true),
                    "랑" | "와" => last_closed(stem) == Some(false),
                    _ => true,
                };
                (fits && given(stem)).then_some(stem.len())
            })
    };
    if let Some(len) = joined(w.text) {
        let mut j = i + 1;
        while let Some(n) = ws
            .get(j)
            .filter(|n| j - i <= 4 && spaced(text, &ws[j - 1], n))
        {
            if FIRST_PERSON.contains(&n.text) && text[n.end..].starts_with([',', ' ', '.', '\n']) {
                return Some((len, "person name (Korean list with the speaker)"));
            }
            if joined(n.text).is_none() {
                break;
            }
            j += 1;
        }
    }
    if let Some(n) = next {
        // 보슬네 집
        if let Some(stem) = w.text.strip_suffix('네') {
            let home = HOUSEHOLD.iter().any(|h| {
                n.text.strip_prefix(h).is_some_and(|rest| {
                    CASE_ENDINGS.contains(&rest) || ["에", "에서", "에는"].contains(&rest)
                })
            });
            if home && given(stem) && !stem.ends_with('씨') && !NOT_NAME_MODIFIERS.contains(&stem)
            {
                return Some((stem.len(), "person name (Korean household 네)"));
            }
        }
    }
    // 국삼녀, 주민번호
    let after = &text[w.end..];
    let gap = after.len() - after.trim_start_matches([',', ' ', ':', '/']).len();
    if gap > 0
        && gap <= 3
        && ID_LABELS.iter().any(|l| after[gap..].starts_with(l))
        && syllables(w.text) == 3
        && full_name_like(w.text)
        && plausible_full(w.text)
    {
        return Some((
            w.text.len(),
            "person name (Korean full name before an identity label)",
        ));
    }
    // 살구야, 오늘 저녁에
    if opens_sentence(text, w.start) && text[w.end..].starts_with([',', '!', '~']) {
        for (v, closed_final) in [("아", true), ("야", false)] {
            let Some(stem) = w.text.strip_suffix(v) else {
                continue;
            };
            if syllables(stem) == 2
                && last_closed(stem) == Some(closed_final)
                && given(stem)
                && !NOT_VOCATIVES.contains(&stem)
            {
                return Some((stem.len(), "person name (Korean vocative)"));
            }
        }
    }
    None
}

/// A word of one syllable said twice (`뽁뽁`이, `멍멍`이): a sound or a thing, not a name.
fn doubled(w: &str) -> bool {
    let mut cs = w.chars();
    matches!((cs.next(), cs.next(), cs.next()), (Some(a), Some(b), None) if a == b)
}

/// Words before 아 or 야 at a message's start that are not called by name: adjectives
/// (`괜찮아,`), the copula after a noun (`최고야,`, `그래야`).
#[rustfmt::skip]
const NOT_VOCATIVES: &[&str] = &[
    "괜찮", "귀찮", "점잖", "편찮", "수많", "최고", "최악", "정답", "당연", "그래", "이래",
    "저래", "어째", "진짜", "정말", "대박", "다행", "사랑", "세상", "여보", "자기", "얘들",
    "친구", "아가", "애기", "하늘", "바다", "인생",
];

/// Whether a Hangul syllable ends in a consonant (its final, batchim).
fn closed(c: char) -> bool {
    is_hangul(c) && (c as u32 - 0xAC00) % 28 != 0
}

/// A run of Hangul syllables: byte offsets and the text.
#[derive(Clone, Copy)]
struct Word<'a> {
    start: usize,
    end: usize,
    text: &'a str,
}

fn words(text: &str) -> Vec<Word<'_>> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, c) in text.char_indices() {
        match (is_hangul(c), start) {
            (true, None) => start = Some(i),
            (false, Some(s)) => {
                out.push(Word {
                    start: s,
                    end: i,
                    text: &text[s..i],
                });
                start = None;
            }
            _ => {}
        }
    }
    if let Some(s) = start {
        out.push(Word {
            start: s,
            end: text.len(),
            text: &text[s..],
        });
    }
    out
}

fn syllables(s: &str) -> usize {
    s.chars().count()
}

fn has_surname(name: &str) -> bool {
    let n = syllables(name);
    if TWO_SYLLABLE_SURNAMES.iter().any(|s| name.starts_with(s)) && n == 4 {
        return true;
    }
    (2..=3).contains(&n) && name.chars().next().is_some_and(|c| SURNAMES.contains(c))
}

fn plausible(name: &str) -> bool {
    (2..=4).contains(&syllables(name))
        && !not_name(name)
        && !name.ends_with('들')
        && !role_noun(name)
        && !TITLE_ENDINGS.iter().any(|t| name.ends_with(t))
}

/// `plausible` for a full name in a context that holds one (a label, a kinship or respect
/// word, a title, a sign-off): a role-like last syllable does not count against a name
/// whose first syllable is a surname (`피재원`, `변말자`), but a label or role word is still
/// no name.
fn plausible_full(name: &str) -> bool {
    (2..=4).contains(&syllables(name))
        && !not_name(name)
        && !name.ends_with('들')
        && (has_surname(name) || !role_noun(name))
        && !TITLE_ENDINGS.iter().any(|t| name.ends_with(t))
}

/// Titles glued after a surname or a school (`김부장`, `교장선생`): the word is a way of
/// addressing someone, not a name.
#[rustfmt::skip]
const TITLE_ENDINGS: &[&str] = &[
    "선생", "사장", "부장", "과장", "차장", "팀장", "실장", "원장", "회장", "대표", "이사",
    "교수", "기사", "작가", "감독", "대리", "주임", "선배", "후배",
];

/// Nouns of three or more syllables that end like a role (사용자, 신청인, 상담원): a person,
/// not a name, unless a common surname starts them (김영자).
fn role_noun(name: &str) -> bool {
    const ROLE_ENDINGS: &str = "자인원사생관측님";
    const COMMON_SURNAMES: &str = "김이박최정강조윤장임한오서신권황안송류홍";
    syllables(name) >= 3
        && name
            .chars()
            .last()
            .is_some_and(|c| ROLE_ENDINGS.contains(c))
        && !name
            .chars()
            .next()
            .is_some_and(|c| COMMON_SURNAMES.contains(c))
}

/// The name in `word` before one of `particles` that ends the word (up to one of `after`):
/// the name's byte length, or None.
fn before_particle(word: &str, particles: &[&str], after: &[&str]) -> Option<usize> {
    after.iter().find_map(|a| {
        let rest = word.strip_suffix(a)?;
        particles
            .iter()
            .find_map(|p| rest.strip_suffix(p).map(str::len))
    })
}

/// Only spaces between two words (one line).
fn spaced(text: &str, a: &Word, b: &Word) -> bool {
    let gap = &text[a.end..b.start];
    !gap.is_empty() && gap.chars().all(|c| c == ' ')
}

/// A name's word may end in a glued 님 or, after a closed syllable, the familiar 이: the name
/// is what comes before them.
fn strip_suffixes(name: &str) -> &str {
    if let Some(n) = name.strip_suffix('님') {
        if syllables(n) >= 2 {
            return n;
        }
    }
    if let Some(n) = name.strip_suffix('이') {
        if syllables(n) >= 2 && n.chars().last().is_some_and(closed) {
            return n;
        }
    }
    name
}

fn candidate(start: usize, end: usize, score: f32, reason: &str) -> Candidate {
    Candidate {
        kind: Kind::Person,
        start,
        end,
        score,
        reason: reason.to_string(),
    }
}

/// Who posts a chat's notices and reminders, not a person.
const NOT_SPEAKERS: &[&str] = &["공지", "알림", "안내", "시스템", "운영자", "운영진", "봇"];

/// The speakers of an exported chat's lines (`[오후 3:12] 계나린: 내일 장은 내가 볼게`): a
/// word of two to four syllables between the time stamp and a colon, not an everyday word
/// or a notice's poster, in a text of two such lines at least (a transcript, not one line
/// that opens with a time).
fn chat_speakers(text: &str) -> Vec<Candidate> {
    let speakers = crate::en_names::chat_speaker_labels(text);
    if speakers.len() < 2 {
        return Vec::new();
    }
    speakers
        .into_iter()
        .filter(|&(s, e)| {
            let w = &text[s..e];
            (2..=4).contains(&syllables(w))
                && w.chars().all(is_hangul)
                && plausible_full(w)
                && !everyday_word(w, "")
                && !NOT_SPEAKERS.contains(&w)
        })
        .map(|(s, e)| candidate(s, e, 0.9, "person name (Korean chat speaker)"))
        .collect()
}

/// Person names in contexts only a person takes, in normalised-text offsets.
pub fn scan(text: &str) -> Vec<Candidate> {
    let ws = words(text);
    let mut out = chat_speakers(text);
    // 이름,조 / 마늘희,1조; 이름: 연필하; "당번": ["명태겸"]: a full name, surname first.
    for (start, end) in crate::fields::person_values(text) {
        let w = &text[start..end];
        if w.chars().all(is_hangul) && has_surname(w) && plausible_full(w) && !everyday_word(w, "")
        {
            out.push(candidate(
                start,
                end,
                0.9,
                "person name (Korean, a field labelled as a person's)",
            ));
        }
    }
    for (i, w) in ws.iter().enumerate() {
        if let Some((len, reason)) = familiar_or_listed(text, &ws, i) {
            out.push(candidate(w.start, w.start + len, 0.85, reason));
        }
        // 지안한테, 승아님께서, 세린이한테는
        if let Some(len) = before_particle(w.text, PERSON_PARTICLES, AFTER_PARTICLE) {
            let name = strip_suffixes(&w.text[..len]);
            if plausible(name) && !not_name(&w.text[..len]) && !counted(text, w.start) {
                let reason = "person name (Korean person particle)";
                out.push(candidate(w.start, w.start + name.len(), 0.85, reason));
            }
        }
        let next = ws.get(i + 1).filter(|n| spaced(text, w, n));
        // 길례 고모께서, 수애 할머니 댁, 승아 님이랑
        if let Some(n) = next {
            let prev_modifier = i
                .checked_sub(1)
                .map(|p| ws[p])
                .filter(|p| spaced(text, p, w))
                .is_some_and(|p| NOT_NAME_MODIFIERS.contains(&p.text) || not_name(p.text));
            let kin = KINSHIP.iter().any(|k| {
                n.text.strip_prefix(k).is_some_and(|rest| {
                    AFTER_KINSHIP.contains(&rest)
                        || (rest.is_empty()
                            && ws
                                .get(i + 2)
                                .is_some_and(|d| spaced(text, n, d) && d.text.starts_with('댁')))
                })
            });
            let spaced_honorific =
                n.text.starts_with('님') && !n.text.starts_with("님비") && syllables(n.text) <= 4;
            // 하람 씨가, 응우옌 씨: 씨 spaced after a name takes only a case ending.
            let spaced_ssi = !SEED_BEARERS.contains(&w.text)
                && n.text
                    .strip_prefix('씨')
                    .is_some_and(|rest| CASE_ENDINGS.contains(&rest));
            // 용삼식 삼촌이: a full name (surname first, three syllables) before a kinship or
            // respect word with any case ending; not a time or place word that starts like a
            // surname (지난번 형이, 이웃집 할머니가).
            let full_name_kin = syllables(w.text) == 3
                && KIN_OR_ELDER.iter().any(|k| {
                    n.text
                        .strip_prefix(k)
                        .is_some_and(|rest| CASE_ENDINGS.contains(&rest))
                })
                && full_name_like(w.text);
            // 꽃분 이모가, 벼리 누나는: a two-syllable given name before a kinship word
            // with a case ending, not a word of place or time before it (옆집, 지난번).
            let given_kin = syllables(w.text) == 2
                && w.text.chars().all(is_hangul)
                && !w.text.ends_with([
                    '번', '때', '집', '쪽', '날', '년', '달', '네', '학', '사', '는', '던',
                ])
                && !ADVERBS.contains(&w.text)
                && KIN_OR_ELDER.iter().any(|k| {
                    n.text
                        .strip_prefix(k)
                        .is_some_and(|rest| CASE_ENDINGS.contains(&rest) && !rest.is_empty())
                });
            // 순덕 이모 칠순 잔치: a given name opening a sentence before a kinship word
            // with nothing glued to it and more words after.
            let opening_given_kin = syllables(w.text) == 2
                && w.text.chars().all(is_hangul)
                && opens_sentence(text, w.start)
                && !ADVERBS.contains(&w.text)
                && !w.text.ends_with([
                    '번', '때', '집', '쪽', '날', '년', '달', '네', '학', '사', '는', '던',
                ])
                && KIN_OR_ELDER.contains(&n.text)
                && ws.get(i + 2).is_some_and(|d| spaced(text, n, d));
            // 소영칠 주임이, 좌형택 신부님께: a full name before a title or rank.
            let full_name_title = syllables(w.text) >= 3
                && TITLES.iter().any(|t| {
                    n.text
                        .strip_prefix(t)
                        .is_some_and(|rest| CASE_ENDINGS.contains(&rest) || rest == "께")
                })
                && (full_name_like(w.text) || compound_full_name(w.text));
            // 지그루 군의, 피송이 양에게: 군 and 양 after a full name with a case ending
            // that only a person takes, or after a role word (인턴 피송이 양).
            let junior_title = n.text.starts_with(['군', '양'])
                && full_name_like(w.text)
                && n.text.strip_prefix(['군', '양']).is_some_and(|rest| {
                    ["의", "에게", "한테", "께", "에게서"].contains(&rest)
                        || (rest.is_empty()
                            && i.checked_sub(1).is_some_and(|p| {
                                spaced(text, &ws[p], w) && JUNIOR_ROLES.contains(&ws[p].text)
                            }))
                });
            // 계병구 본인 서명: a full name before 본인 (the person themself).
            let oneself = n.text.starts_with("본인")
                && full_name_like(w.text)
                && n.text
                    .strip_prefix("본인")
                    .is_some_and(|rest| CASE_ENDINGS.contains(&rest));
            // 응우옌반훙 씨: a name written in Hangul from another language may be longer.
            let long_ssi = (5..=6).contains(&syllables(w.text))
                && !SEED_BEARERS.contains(&w.text)
                && n.text
                    .strip_prefix('씨')
                    .is_some_and(|rest| CASE_ENDINGS.contains(&rest));
            let full = full_name_kin || full_name_title || junior_title || oneself;
            // 네팔에서 온 비카스 구룽 씨: every word of a name from another language.
            let honorific = n.text.strip_prefix('씨').or(n.text.strip_prefix('님'));
            let honorific = honorific.is_some_and(|rest| CASE_ENDINGS.contains(&rest))
                || n.text.starts_with("선생님");
            if let Some(first) = honorific.then(|| origin_name_start(text, &ws, i)).flatten() {
                let reason = "person name (Korean, after where the person comes from)";
                // Certain by its context; it must outrank the tagger's span of one word.
                out.push(candidate(ws[first].start, w.end, 1.0, reason));
            }
            if long_ssi && !not_name(w.text) {
                let reason = "person name (Korean honorific after it)";
                out.push(candidate(w.start, w.end, 0.85, reason));
            } else if (full && (plausible_full(w.text) || compound_full_name(w.text)))
                || ((kin || spaced_honorific || spaced_ssi || given_kin || opening_given_kin)
                    && plausible(w.text)
                    && !NOT_NAME_MODIFIERS.contains(&w.text)
                    && !prev_modifier)
            {
                let reason = "person name (Korean kinship word or honorific after it)";
                out.push(candidate(w.start, w.end, 0.85, reason));
            }
        }
        // 예금주 피재원으로, 받는 사람: 반덕칠
        for label in PERSON_LABELS {
            let Some(last) = ws.get(i + label.len() - 1) else {
                continue;
            };
            let matches = label.iter().enumerate().all(|(k, part)| {
                ws[i + k].text == *part && (k == 0 || spaced(text, &ws[i + k - 1], &ws[i + k]))
            });
            let Some(n) = ws.get(i + label.len()) else {
                continue;
            };
            let gap = &text[last.end..n.start];
            if !matches
                || gap.contains('\n')
                || !gap.chars().all(|c| matches!(c, ' ' | ':' | '：' | '-'))
            {
                continue;
            }
            if let Some(name) = labelled_name(text, n) {
                out.push(candidate(
                    n.start,
                    n.start + name.len(),
                    0.9,
                    "person name (after a Korean label)",
                ));
            }
        }
        // 큰이모 연분홍 칠순 잔치, 처제 초가을 주민등록번호: a relative, a name, then the
        // relative's feast or an identity label.
        if let Some(n) = next {
            let told = FEASTS.iter().chain(ID_LABELS).any(|f| {
                n.text
                    .strip_prefix(f)
                    .is_some_and(|r| CASE_ENDINGS.contains(&r))
            });
            let after_relative = || {
                i.checked_sub(1)
                    .is_some_and(|p| spaced(text, &ws[p], w) && relative(ws[p].text))
            };
            if told
                && after_relative()
                && plausible_full(w.text)
                && !everyday_word(w.text, "")
                && !relative(w.text)
            {
                let reason = "person name (Korean, between a relative and a feast or an ID)";
                out.push(candidate(w.start, w.end, 0.9, reason));
            }
        }
        // 매형 여울목이, 처제 초가을한테: a relative by marriage, then a full name with a case
        // ending (such a relative is named by their full name more than by a given name).
        let after_in_law = i
            .checked_sub(1)
            .is_some_and(|p| spaced(text, &ws[p], w) && IN_LAWS.contains(&ws[p].text));
        if after_in_law {
            if let Some(name) = CASE_ENDINGS
                .iter()
                .filter(|e| !e.is_empty())
                .find_map(|e| w.text.strip_suffix(e))
                .filter(|n| syllables(n) == 3 && full_name_like(n) && plausible_full(n))
                .filter(|n| !everyday_word(n, "") && !relative(n))
            {
                let reason = "person name (Korean, after a relative by marriage)";
                out.push(candidate(w.start, w.start + name.len(), 0.85, reason));
            }
        }
        // 연보라 올림
        if let Some(n) = next {
            let ends_line = text[n.end..]
                .chars()
                .next()
                .is_none_or(|c| !is_hangul(c) && c != ' ')
                || text[n.end..].starts_with(" \n");
            if SIGN_OFFS.contains(&n.text)
                && ends_line
                && (has_surname(w.text) || signed_long_name(w.text))
                && plausible_full(w.text)
                && !NOT_SIGNERS.contains(&w.text)
            {
                out.push(candidate(
                    w.start,
                    w.end,
                    0.85,
                    "person name (Korean sign-off)",
                ));
            }
        }
    }
    // FIXME(탁도률): a code comment's owner, a full name.
    for w in &ws {
        let owner = text[..w.start].strip_suffix('(').is_some_and(|b| {
            ["TODO", "FIXME", "XXX", "HACK", "NOTE"]
                .iter()
                .any(|t| b.ends_with(t))
        }) && text[w.end..].starts_with(')');
        if owner && full_name_like(w.text) && plausible_full(w.text) && !everyday_word(w.text, "") {
            out.push(candidate(
                w.start,
                w.end,
                0.9,
                "person name (Korean, a code comment's owner)",
            ));
        }
    }
    // One name may stand in two contexts (`처제 초가을 주민등록번호`: a relative before it, an
    // identity label after it); the best score is kept.
    out.sort_by(|a, b| {
        (a.start, a.end)
            .cmp(&(b.start, b.end))
            .then(b.score.total_cmp(&a.score))
    });
    out.dedup_by_key(|c| (c.start, c.end));
    out
}

/// A name of four syllables after a one-syllable surname (`어금소라 올림`), as a sign-off
/// gives it: not a group that signs (`학부모회`, `임직원 일동`).
fn signed_long_name(w: &str) -> bool {
    syllables(w) == 4
        && w.chars().all(is_hangul)
        && w.chars().next().is_some_and(|c| SURNAMES.contains(c))
        && !w.ends_with([
            '회', '단', '팀', '부', '과', '실', '소', '청', '원', '교', '동', '사', '들',
        ])
}

/// Where a person comes from, said before their name: `(country)에서 온` or `(country) 출신`.
fn origin_marker(text: &str, ws: &[Word], i: usize) -> bool {
    ws[i].text == "출신"
        || (ws[i].text == "온"
            && i.checked_sub(1)
                .is_some_and(|p| ws[p].text.ends_with("에서") && spaced(text, &ws[p], &ws[i])))
}

/// The first word of a name of two or three spaced words that ends with word `last`, when
/// where the person comes from is said right before it (`닐루파르 라시도바`, `응우옌 티 란`
/// after `우즈베키스탄에서 온` or `네팔 출신 동료`). A name written from another language keeps
/// its spaces, and the tagger and the honorific rule find one of its words at most.
fn origin_name_start(text: &str, ws: &[Word], last: usize) -> Option<usize> {
    let mut first = last;
    while last - first < 3 {
        let w = ws[first];
        if !(1..=8).contains(&syllables(w.text)) || not_name(w.text) || ADVERBS.contains(&w.text) {
            return None;
        }
        let p = first.checked_sub(1)?;
        if !spaced(text, &ws[p], &w) {
            return None;
        }
        // A role word may stand between (`출신 동료 아이게림 씨`).
        let marker = origin_marker(text, ws, p)
            || (not_name(ws[p].text)
                && p.checked_sub(1)
                    .is_some_and(|q| spaced(text, &ws[q], &ws[p]) && origin_marker(text, ws, q)));
        if marker {
            return (first < last).then_some(first);
        }
        first = p;
    }
    None
}

/// Full names listed with a found name, by a comma or after a slash and a group's label
/// (`101호 방기태, 경두섭 / 102호 태원균`, `먹거리 목련희, 여갑동`): a word of three
/// syllables, surname first, not a word of place, time or institution. `found` holds the
/// person spans found so far.
pub fn listed_with(text: &str, found: &[(usize, usize)]) -> Vec<Candidate> {
    let ws = words(text);
    let mut out: Vec<Candidate> = Vec::new();
    let name = |w: &Word| {
        syllables(w.text) == 3
            && full_name_like(w.text)
            && plausible_full(w.text)
            && !everyday_word(w.text, "")
    };
    for (k, w) in ws.iter().enumerate() {
        if !name(w) || found.iter().any(|&(s, e)| s < w.end && w.start < e) {
            continue;
        }
        let is_found = |v: &Word| found.iter().any(|&(s, e)| s == v.start && e == v.end);
        let before = (1..=2).any(|d| {
            k.checked_sub(d)
                .is_some_and(|p| is_found(&ws[p]) && list_items(text, &ws, p, k))
        });
        let after = (1..=2).any(|d| {
            ws.get(k + d)
                .is_some_and(|n| is_found(n) && list_items(text, &ws, k, k + d))
        });
        let ends = !text[w.end..].starts_with(is_hangul);
        if ends && (before || after) {
            out.push(candidate(
                w.start,
                w.end,
                0.85,
                "person name (Korean, listed with a name)",
            ));
        }
    }
    out
}

/// Particles that join names into a list (`보리랑 가람이`, `공기현하고 도토린와 내가`).
const COORDINATORS: &[&str] = &["이랑", "랑", "하고", "와", "과"];

/// The name in a word that ends in a coordinating particle, and the particle. 이랑 after an
/// open syllable is a writer's slip for 랑 (`강물새이랑`) and is cut as 이랑; 와 follows an
/// open syllable and 과 a closed one, but a slip (`도토린와`) is kept.
fn before_coordinator(word: &str) -> Option<(usize, &'static str)> {
    let p = COORDINATORS.iter().find(|p| word.ends_with(*p))?;
    let name = &word[..word.len() - p.len()];
    let last = name.chars().last()?;
    ((*p != "랑" || !closed(last)) && (2..=3).contains(&syllables(name))).then_some((name.len(), p))
}

/// Given names joined to a found name by a coordinating particle, spaced on one line:
/// - a word ending in 랑, 이랑, 와 or 과 right before a found name (`보리랑 가람이는`; not
///   하고, which also ends a verb: `장소 예약하고 물결이한테는`);
/// - a word right after a found name that ends in such a particle, itself ending in one or
///   bare before 그리고 or 및, when the list goes on after it: a found name, the speaker,
///   another joined word or 그리고 (`장독희랑 승리아하고 천둥비 그리고 내가`; not `민수랑
///   공부하고 잤어`).
///
/// The name is of two or three syllables and no everyday word. `found` holds the person
/// spans found so far.
pub fn coordinated_with(text: &str, found: &[(usize, usize)]) -> Vec<Candidate> {
    let ws = words(text);
    let opens = |v: &Word| found.iter().any(|&(s, e)| s == v.start && e <= v.end);
    let next_of = |k: usize| ws.get(k + 1).filter(|n| spaced(text, &ws[k], n));
    let and_then = |k: usize| next_of(k).is_some_and(|n| n.text == "그리고" || n.text == "및");
    let goes_on = |k: usize| {
        and_then(k)
            || (next_of(k).is_some() && and_then(k + 1))
            || next_of(k).is_some_and(|n| {
                opens(n) || FIRST_PERSON.contains(&n.text) || before_coordinator(n.text).is_some()
            })
    };
    let mut out = Vec::new();
    for (k, w) in ws.iter().enumerate() {
        if found.iter().any(|&(s, e)| s < w.end && w.start < e) {
            continue;
        }
        let prev = k
            .checked_sub(1)
            .map(|p| &ws[p])
            .filter(|p| spaced(text, p, w));
        let own = before_coordinator(w.text);
        let len = match own {
            Some((len, p)) if p != "하고" && next_of(k).is_some_and(&opens) => Some(len),
            _ if prev.is_some_and(|p| opens(p) && before_coordinator(p.text).is_some()) => {
                match own {
                    Some((len, _)) if goes_on(k) => Some(len),
                    None if and_then(k) && (2..=3).contains(&syllables(w.text)) => {
                        Some(w.text.len())
                    }
                    _ => None,
                }
            }
            _ => None,
        };
        let Some(len) = len else { continue };
        let name = &w.text[..len];
        if plausible(name) && !everyday_word(name, &w.text[len..]) && !counted(text, w.start) {
            out.push(candidate(
                w.start,
                w.start + len,
                0.85,
                "person name (Korean, joined to a name)",
            ));
        }
    }
    out
}

/// Whether words `a` and `b` are next items of a list: a comma between them (`방기태,
/// 경두섭`), or a slash and a group's label (`경두섭 / 102호 태원균`, `당무열 / 중고책 위창걸`).
fn list_items(text: &str, ws: &[Word], a: usize, b: usize) -> bool {
    let gap = &text[ws[a].end..ws[b].start];
    let slash_then = |g: &str| {
        g.trim()
            .strip_prefix('/')
            .is_some_and(|r| r.trim().chars().all(|c| c.is_ascii_alphanumeric()))
    };
    match b - a {
        1 => gap == ", " || gap == "," || (slash_then(gap) && gap.ends_with(' ')),
        2 => {
            let label = ws[a + 1];
            slash_then(&text[ws[a].end..label.start])
                && &text[label.end..ws[b].start] == " "
                && syllables(label.text) <= 4
        }
        _ => false,
    }
}

/// The full name a labelled word starts with, if the word is a name with one of the
/// endings a label's value takes and nothing Hangul follows it on its line.
fn labelled_name<'a>(text: &str, w: &Word<'a>) -> Option<&'a str> {
    AFTER_LABELLED.iter().find_map(|ending| {
        let name = w.text.strip_suffix(ending)?;
        (has_surname(name)
            && plausible_full(name)
            && (!ending.is_empty() || ends_value(text, w.end)))
        .then_some(name)
    })
}

/// Whether a label's value ends at `at`: the line or the text ends, punctuation follows, or
/// after a space what follows a name (`예금주 김민수 앞으로`, `예금주 김민수 (국민은행)`).
fn ends_value(text: &str, at: usize) -> bool {
    let rest = &text[at..];
    let ends = |c: char| {
        matches!(
            c,
            '\n' | '\r' | ',' | '.' | '(' | ')' | '/' | ';' | '!' | '?'
        )
    };
    match rest.chars().next() {
        None => true,
        Some(' ') => {
            let next = rest.trim_start_matches(' ');
            next.is_empty()
                || next.starts_with(ends)
                || ["앞으로", "님", "씨"].iter().any(|s| next.starts_with(s))
        }
        Some(c) => ends(c),
    }
}

/// Whether text[start..end], a person span of the Korean tagger, is a verb's dictionary form
/// before the connective 가 (`하다가 연체됐어요`: while doing): the form ends in 다 and 가 ends
/// the word. Korean names seldom end in 다, and this form is everyday speech.
pub fn verb_before_connective(text: &str, start: usize, end: usize) -> bool {
    let (Some(span), Some(rest)) = (text.get(start..end), text.get(end..)) else {
        return false;
    };
    let hangul = (2..=4).contains(&syllables(span)) && span.chars().all(is_hangul);
    hangul
        && span.ends_with('다')
        && rest
            .strip_prefix('가')
            .is_some_and(|r| !r.starts_with(is_hangul))
}

/// Endings a name takes inside its word: the familiar 이, an honorific, case particles and
/// the copula (`정갑이하고`, `보슬네`, `다솜 님`); any sequence of them.
#[rustfmt::skip]
const NAME_ENDINGS: &[&str] = &[
    "이", "님", "씨", "양", "군", "께서", "께", "에게서", "에게", "한테서", "한테", "가", "은",
    "는", "을", "를", "의", "도", "만", "랑", "와", "과", "하고", "나", "네", "요", "에요",
    "예요", "이고", "라고", "이라고", "처럼", "보다", "까지", "부터", "조차", "마저", "인데",
    "이야", "야", "아", "로부터", "으로부터", "로", "으로", "선생님", "선생", "입니다", "이며", "며", "라도", "이라도",
];

/// Longest run of endings a name takes, in syllables (`님으로부터는` is 6): a longer rest of
/// the word is not endings, and the bound keeps the search short on any input.
const MAX_ENDING_SYLLABLES: usize = 8;

fn name_endings(rest: &str) -> bool {
    rest.chars().count() <= MAX_ENDING_SYLLABLES && ends_with_endings(rest)
}

fn ends_with_endings(rest: &str) -> bool {
    rest.is_empty()
        || NAME_ENDINGS
            .iter()
            .any(|e| rest.strip_prefix(e).is_some_and(ends_with_endings))
}

/// The end of text[start..end], a person span of the Korean tagger, where it stops inside a
/// word: None when the rest of the word is not an ending a name takes (`진달|래`, `내시|경`,
/// `공영주|차장`: the tagger read the opening syllables of a noun or a verb as a name); the
/// word's end when a two-syllable surname opens a four-syllable name (`황보규|칠`).
pub fn end_inside_word(text: &str, start: usize, end: usize) -> Option<usize> {
    let (Some(span), Some(after)) = (text.get(start..end), text.get(end..)) else {
        return Some(end);
    };
    let rest_len = after
        .char_indices()
        .find(|&(_, c)| !is_hangul(c))
        .map_or(after.len(), |(i, _)| i);
    let rest = &after[..rest_len];
    if !span.ends_with(is_hangul) || name_endings(rest) {
        return Some(end);
    }
    let compound = TWO_SYLLABLE_SURNAMES.iter().any(|s| span.starts_with(s));
    (compound && syllables(span) + syllables(rest) == 4).then_some(end + rest_len)
}

/// Particles the Korean tagger sometimes takes into a name's span (`두리랑`, `민채가`,
/// `형섭이가`), each with the final it follows: `Some(true)` after a closed syllable,
/// `Some(false)` after an open one, None after either. The familiar 이 comes before a particle
/// only after a closed syllable (`형섭이가`, not `민채이가`). None of them ends a name of ours
/// but 랑 (하랑, 변해랑), which is cut only where no honorific follows.
#[rustfmt::skip]
const SPAN_PARTICLES: &[(&str, Option<bool>)] = &[
    ("이하고", Some(true)), ("이가", Some(true)), ("이는", Some(true)), ("이를", Some(true)),
    ("이도", Some(true)), ("이랑", Some(true)), ("하고", None), ("랑", Some(false)),
    ("가", Some(false)), ("를", Some(false)), ("을", None), ("는", Some(false)),
];

/// Words after a name that make its last syllable part of it (`변해랑 올림`, `하랑 씨`).
#[rustfmt::skip]
const HONORIFICS_AFTER: &[&str] = &[
    "씨", "님", "올림", "드림", "군", "양", "선생님", "선배", "님께", "씨께", "씨가", "님이",
];

/// The final of the last syllable of `s`: true when closed.
fn last_closed(s: &str) -> Option<bool> {
    s.chars().last().filter(|&c| is_hangul(c)).map(closed)
}

/// The Hangul rest of the word that `at` stops inside.
fn word_rest(text: &str, at: usize) -> &str {
    let after = &text[at..];
    let len = after
        .char_indices()
        .find(|&(_, c)| !is_hangul(c))
        .map_or(after.len(), |(i, _)| i);
    &after[..len]
}

/// The next word after `at` when only spaces stand between.
fn next_spaced_word(text: &str, at: usize) -> Option<&str> {
    let rest = &text[at..];
    let trimmed = rest.trim_start_matches(' ');
    if trimmed.len() == rest.len() {
        return None;
    }
    let w = word_rest(text, at + (rest.len() - trimmed.len()));
    (!w.is_empty()).then_some(w)
}

/// The end of a tagged Korean span once a particle it took in is cut off (`두리랑` →
/// `두리`, `형섭이가` → `형섭`, and `형섭이` before a particle outside the span): the name must
/// keep two syllables and the particle must fit the name's last syllable.
fn cut_particles(text: &str, start: usize, end: usize) -> usize {
    let span = &text[start..end];
    let rest = word_rest(text, end);
    let honorific_next = || {
        rest.is_empty()
            && next_spaced_word(text, end).is_some_and(|w| {
                HONORIFICS_AFTER.iter().any(|h| w.starts_with(h))
                    || TITLE_ENDINGS.iter().any(|t| w.starts_with(t))
            })
    };
    if rest.is_empty() || name_endings(rest) {
        for &(p, fin) in SPAN_PARTICLES {
            let Some(name) = span.strip_suffix(p) else {
                continue;
            };
            if syllables(name) < 2 || !name.ends_with(is_hangul) {
                continue;
            }
            if fin.is_some_and(|f| last_closed(name) != Some(f)) || honorific_next() {
                continue;
            }
            return start + name.len();
        }
    }
    // 형섭이|가: the familiar 이 inside the span, a particle after it.
    if let Some(name) = span.strip_suffix('이') {
        if syllables(name) >= 2
            && last_closed(name) == Some(true)
            && !rest.is_empty()
            && name_endings(rest)
            && !["이", "야", "아", "네"].contains(&rest)
        {
            return start + name.len();
        }
    }
    end
}

/// Whether the first ending of `rest` cannot follow a syllable of the given final: the
/// vocative 아, 을, 은, 과, 으로 and the familiar 이 follow a closed syllable, 를, 는, 와 and
/// 가 an open one (`봉수|아` is not 봉수 called by name: the name is 봉수아).
fn misfit(closed_final: bool, rest: &str) -> bool {
    const AFTER_CLOSED: &[&str] = &[
        "아", "을", "은", "과", "으로", "이가", "이랑", "이는", "이를",
    ];
    const AFTER_OPEN: &[&str] = &["를", "는", "와", "가", "야", "랑"];
    if closed_final {
        AFTER_OPEN.iter().any(|e| rest.starts_with(e))
    } else {
        AFTER_CLOSED.iter().any(|e| rest.starts_with(e))
    }
}

/// Time words, adverbs and pronouns the tagger may read as names, besides `NOT_NAMES` and
/// `ADVERBS`.
#[rustfmt::skip]
const EVERYDAY_WORDS: &[&str] = &[
    "새로", "함께", "빨리", "너무", "아주", "조금", "많이", "잠깐", "천천히", "얼른", "미리",
    "계속", "바로", "이제", "오늘", "내일", "어제", "주말", "평일", "오전", "오후", "저녁",
    "아침", "점심", "새벽", "이거", "그거", "저거", "여기", "거기", "저기", "이건", "그건",
    "저건", "이걸", "그걸", "저걸", "이게", "그게", "저게",
];

/// Common nouns the tagger takes for names, by kind: things people carry and use, words of
/// documents and software, ways of travel, activities and errands, food in general, terms of
/// criminal law, helpers' roles, well-known brands, landmarks and sights, heritage, talk and news,
/// and orders of a list.
#[rustfmt::skip]
const COMMON_NOUNS: &[&str] = &[
    // things
    "안경", "봉지", "사진", "도시락", "우산", "지갑", "가방", "수건", "이불", "베개", "충전기",
    "볼펜", "연필", "공책", "상자", "봉투", "영수증", "택배", "선물", "풍선", "돗자리",
    // documents and software
    "이미지", "예시", "파일", "폴더", "문서", "화면", "버튼", "링크", "서버", "설정", "양식",
    "목록", "명단", "표", "예문", "도커", "컨테이너", "배포",
    // travel
    "국내선", "국제선", "유람선", "여객선", "케이블카", "지하철", "기차", "비행기", "고속버스",
    // activities and errands
    "배달", "구경", "구연", "추심", "산책", "등산", "낚시", "캠핑", "청소", "빨래", "이사",
    "여행", "출장", "회식", "면접", "견학", "체험학습", "연날리기",
    // food in general
    "음식", "간식", "반찬", "김밥", "라면", "과자", "초코파이", "녹차", "홍차",
    // criminal law
    "선고유예", "기소유예", "집행유예", "배심원", "판결", "재판", "벌금", "징역", "구속",
    "항소", "상고", "공소", "고소", "소송", "전과",
    // helpers
    "도우미", "지킴이", "봉사자", "자원봉사자",
    // brands
    "오리온", "모나미", "오설록", "농심", "빙그레", "롯데", "해태", "오뚜기", "풀무원", "삼양",
    "이마트", "다이소", "올리브영", "쿠팡", "배민", "카카오", "네이버", "동서식품",
    // landmarks and sights
    "백록담", "봉평", "성판악", "한라산", "설악산", "지리산", "북한산", "경복궁", "창덕궁",
    "덕수궁", "남산", "해운대", "광안리", "우도", "대부도", "독도", "울릉도",
    "첨성대", "석굴암", "불국사", "임진각",
    // heritage
    "훈민정음", "한글", "팔만대장경", "직지", "거북선", "측우기", "집현전",
    // talk and news
    "이야기", "얘기", "소식", "부탁", "생각", "걱정", "사정",
    // orders of a list
    "이름순", "가나다순", "날짜순", "번호순",
];

/// People known to everyone by their public role (directors, athletes, poets, painters,
/// historical figures): a request that names them asks about their work or their time, and
/// the hand sets leave them unlabelled. Full names of three syllables or more, so a private
/// namesake of a common two-syllable name is not touched.
#[rustfmt::skip]
const PUBLIC_FIGURES: &[&str] = &[
    "봉준호", "박찬욱", "이창동", "홍상수", "손흥민", "김연아", "박지성", "류현진", "이승엽",
    "차범근", "박세리", "조성진", "임윤찬", "윤동주", "김소월", "한용운", "이육사", "백남준",
    "이중섭", "김홍도", "신윤복", "정약용", "신사임당", "장영실", "이순신", "안중근", "유관순",
    "윤봉길", "안창호", "방정환", "강감찬", "을지문덕", "김유신", "이성계", "광개토대왕",
    "세종대왕", "허난설헌", "반기문",
];

/// Provinces, large cities and countries: places, whatever syllables they have.
#[rustfmt::skip]
const PLACES: &[&str] = &[
    "서울", "부산", "대구", "인천", "광주", "대전", "울산", "세종", "제주", "경기도", "강원도",
    "충청도", "전라도", "경상도", "충청북도", "충청남도", "전라북도", "전라남도", "경상북도",
    "경상남도", "제주도", "황해도", "평안도", "함경도", "미국", "중국", "일본", "영국", "프랑스",
    "독일", "러시아", "캐나다", "호주", "베트남", "태국", "필리핀", "인도", "몽골", "네팔",
    "스페인", "이탈리아", "브라질", "멕시코", "튀르키예", "터키",
];

/// Foods whose names take a name's shape (a surname's syllable, then two more): fish,
/// seaweeds, fruits, teas and dishes that requests about cooking and shopping name.
#[rustfmt::skip]
const FOODS: &[&str] = &[
    "황태", "명태", "동태", "코다리", "임연수", "고등어", "갈치", "조기", "굴비", "전복", "홍합",
    "꼬막", "바지락", "오징어", "문어", "낙지", "주꾸미", "감태", "매생이", "다시마", "미역",
    "파래", "유자", "유자청", "오미자", "오미자청", "모과", "모과청", "매실청", "천혜향", "한라봉",
    "레드향", "황금향", "홍시", "곶감", "대봉", "연시", "석류", "신선로", "구절판", "잡채",
    "육개장", "설렁탕", "곰탕", "갈비찜", "장조림", "조청", "식혜", "수정과", "약과", "한과",
    "인절미", "송편", "백설기", "누룽지", "숭늉", "도라지", "더덕", "고사리", "취나물", "시래기",
    "우거지", "연근", "우엉", "표고", "방울토마토",
];

/// Last syllables of nouns for things and places that a name of three syllables does not
/// end in: a book, a house, a side, a school year, a team, a shop, a pavilion (`그림책`,
/// `학년`, `임진각`).
const THING_FINALS: &[char] = &['책', '집', '쪽', '년', '팀', '점', '각'];

/// Whether a tagged span is a word every request uses: a pronoun, a family, role or time
/// word, a feast, a place, a food, a school, clinic or other institution (`유치원`, `동물병원`), a
/// noun of three syllables with a thing's last syllable, or such a word with the familiar
/// 이's syllable cut off (`고양|이한테`, `눈덩|이처럼`).
fn everyday_word(span: &str, rest: &str) -> bool {
    let listed = |w: &str| {
        not_name(w)
            || ADVERBS.contains(&w)
            || EVERYDAY_WORDS.contains(&w)
            || KINSHIP.contains(&w)
            || KIN_OR_ELDER.contains(&w)
            || TITLE_ENDINGS.contains(&w)
            || PLACES.contains(&w)
            || FOODS.contains(&w)
            || INSTITUTIONS.contains(&w)
            || COMMON_NOUNS.contains(&w)
            || PUBLIC_FIGURES.contains(&w)
            || ["병원", "학원", "대학", "학교"]
                .iter()
                .any(|i| w.ends_with(i))
    };
    let with_i = format!("{span}이");
    // A noun the tagger took with its particle or the copula's 이 (`구경도`, `음식이|야`).
    let with_ending = CASE_ENDINGS.iter().filter(|e| !e.is_empty()).any(|e| {
        span.strip_suffix(e)
            .is_some_and(|noun| !noun.is_empty() && listed(noun))
    });
    listed(span)
        || with_ending
        || (syllables(span) == 3 && span.ends_with(THING_FINALS))
        || (rest.starts_with('이')
            && (listed(&with_i)
                || NOUNS_IN_I.contains(&with_i.as_str())
                || NOUN_I_ENDINGS.iter().any(|e| with_i.ends_with(e))))
}

/// Whether the span opens with 원 right after an amount (`120만 원이야`): the currency.
fn currency(text: &str, start: usize) -> bool {
    text[start..].starts_with('원')
        && text[..start]
            .trim_end_matches(' ')
            .ends_with(|c: char| c.is_ascii_digit() || "십백천만억".contains(c))
}

/// A person span of the Korean tagger made to fit the word it stands in, or None when it is
/// not a name: verb forms before 가, spans that stop inside a word before anything but a
/// name's endings, everyday words and the currency; particles it took in are cut off
/// (`두리랑`, `형섭이가`) and a name cut short before an ending that does not fit it is
/// completed (`봉수|아` → 봉수아).
pub fn refine_tagged(text: &str, start: usize, end: usize) -> Option<(usize, usize)> {
    if text.get(start..end).is_none() {
        return Some((start, end));
    }
    if verb_before_connective(text, start, end)
        || currency(text, start)
        || counted(text, start)
        || (demonstrative_before(&text[..start]) && !honoured(text, end))
        || verb_form(text, start, end)
        || namesake(&text[end..])
    {
        return None;
    }
    let mut end = cut_particles(text, start, end);
    let rest = word_rest(text, end);
    if let (Some(fin), Some((i, c))) = (last_closed(&text[start..end]), rest.char_indices().next())
    {
        let longer = &text[start..end + i + c.len_utf8()];
        let tail = &rest[i + c.len_utf8()..];
        let most = if TWO_SYLLABLE_SURNAMES.iter().any(|s| longer.starts_with(s)) {
            4
        } else {
            3
        };
        // A writer's slip (`모연우은`, `단우이가`) is not a longer name: the name keeps to
        // three syllables and does not grow by the familiar 이.
        if misfit(fin, rest)
            && c != '이'
            && syllables(longer) <= most
            && name_endings(tail)
            && !last_closed(longer).is_some_and(|f| misfit(f, tail))
        {
            end += i + c.len_utf8();
        }
    }
    let end = end_inside_word(text, start, end)?;
    let span = &text[start..end];
    let rest = word_rest(text, end);
    if span.chars().all(is_hangul) && (everyday_word(span, rest) || cuts_place(span, rest)) {
        return None;
    }
    Some((start, end))
}

/// Whether the span is glued to a number or a percentage before it (`2학년`, `20%씩이`): a
/// counter or a unit, not a name.
fn counted(text: &str, start: usize) -> bool {
    text[..start].ends_with(|c: char| c.is_ascii_digit() || c == '%')
}

/// Whether a demonstrative or a question word stands before the span (`이 편지`, `어느
/// 쪽이야`): it points at a thing; a name takes none.
fn demonstrative_before(before: &str) -> bool {
    const DEMONSTRATIVES: &[&str] = &[
        "이", "그", "저", "이런", "그런", "저런", "어느", "무슨", "어떤", "모든", "각", "몇",
    ];
    before.strip_suffix(' ').is_some_and(|b| {
        let word = b.rsplit(|c: char| !is_hangul(c)).next().unwrap_or("");
        DEMONSTRATIVES.contains(&word)
    })
}

/// Whether an honorific follows the span, glued or spaced (`민지 씨`, `민지님`): then 이 before
/// it may be a spaced surname (`이 민지 씨`), not a demonstrative.
fn honoured(text: &str, end: usize) -> bool {
    let honorific = |w: &str| HONORIFICS_AFTER.iter().any(|h| w.starts_with(h));
    honorific(word_rest(text, end)) || next_spaced_word(text, end).is_some_and(honorific)
}

/// Last syllables of verb and adjective forms that no name ends in (`하는데`, `탁해져`,
/// `마셔야`).
const VERB_FINALS: &[char] = &['데', '져', '면', '셔'];

/// Whether the span is a verb or adjective form (`탁해져`, `하는데`, `조심해|야 할까`; not a
/// name called by 야, `다해야 내일 와?`).
fn verb_form(text: &str, start: usize, end: usize) -> bool {
    let span = &text[start..end];
    let rest = word_rest(text, end);
    let must = rest == "야"
        && next_spaced_word(text, end + rest.len())
            .is_some_and(|w| w.starts_with(['하', '할', '해', '한', '돼', '되']));
    span.ends_with(VERB_FINALS)
        || (span.ends_with('해') && (must || ["서", "요", "도", "줘"].contains(&rest)))
}

/// Nouns after 의 that make a name the namesake of a law or principle (`베르누이의 원리`);
/// not 정리, 공식 or 이론, which are as often someone's summary, official word or view.
#[rustfmt::skip]
const NAMED_IDEAS: &[&str] = &[
    "원리", "법칙", "효과", "방정식", "역설", "가설", "상수",
];

fn namesake(after: &str) -> bool {
    // With 의 or without it, the name's last syllable 이 maybe cut off by the tagger
    // (`베르누|이 원리`).
    ["의", "이의", " ", "이 "]
        .iter()
        .find_map(|p| after.strip_prefix(p))
        .map(|r| r.trim_start_matches(' '))
        .is_some_and(|r| NAMED_IDEAS.iter().any(|n| r.starts_with(n)))
}

/// Nouns for places that a tagged span may cut in two (`한옥마|을`, `중앙공|원에서`).
#[rustfmt::skip]
const PLACE_NOUNS: &[&str] = &[
    "마을", "공원", "시장", "해수욕장", "터미널", "휴게소", "박물관", "미술관", "유원지",
];

/// Whether a place noun runs across the span's end into the rest of its word.
fn cuts_place(span: &str, rest: &str) -> bool {
    let word = format!("{span}{rest}");
    PLACE_NOUNS.iter().any(|n| {
        word.match_indices(n)
            .any(|(i, _)| i < span.len() && i + n.len() > span.len())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(text: &str) -> Vec<&str> {
        scan(text).iter().map(|c| &text[c.start..c.end]).collect()
    }

    fn no_names(texts: &[&str]) {
        for t in texts {
            assert!(names(t).is_empty(), "{t}: {:?}", names(t));
        }
    }

    #[test]
    fn person_particles_hold_any_name() {
        assert_eq!(names("하늘한테 내일 일정 물어봐 줘"), vec!["하늘"]);
        assert_eq!(names("오늘 다온에게서 연락 왔어"), vec!["다온"]);
        assert_eq!(names("은결이한테는 아직 말 안 했어"), vec!["은결"]);
        assert_eq!(names("소담님께서 승인하셨습니다"), vec!["소담"]);
        assert_eq!(names("길라임한테 자료 보내"), vec!["길라임"]);
    }

    #[test]
    fn common_words_before_person_particles_are_not_names() {
        no_names(&[
            "친구한테 물어볼게",
            "엄마한테 전화해",
            "강아지한테 밥 줬어?",
            "팀장님께서 말씀하셨어요",
            "누구한테 보내면 돼?",
            "친구들한테 공유해 줘",
            "고객님께서 문의하신 내용",
            "아이한테 약 먹여도 되나요",
            "대표님께서 직접 오신대요",
            "교장선생님께서 말씀하셨어",
            "김부장한테 보고했어",
        ]);
    }

    #[test]
    fn kinship_after_a_name() {
        assert_eq!(names("말순 이모께서 오신대"), vec!["말순"]);
        assert_eq!(names("두리 할머니 댁에 들렀다 갈게"), vec!["두리"]);
        assert_eq!(names("가람 님이랑 회의 잡아 줘"), vec!["가람"]);
        assert_eq!(names("다슬 씨가 내일 오기로 했어"), vec!["다슬"]);
        assert_eq!(names("월요일은 연팔봉 삼촌, 화요일은 나"), vec!["연팔봉"]);
        assert_eq!(names("반옥순 어머님이 반찬을 보내셨어"), vec!["반옥순"]);
        no_names(&[
            "옆집 할머니께서 주셨어",
            "우리 이모한테 갔다 왔어",
            "시골 할머니 댁에 가",
            "외할머니께 전화 드려",
            "어제 삼촌이 왔어",
            "지난번 형이 말한 거",
            "이웃집 할머니가 주셨어",
            "우리 언니는 회사 다녀",
            "수박 씨가 너무 많아",
            "포도 씨를 삼켰어",
            "김 씨가 그랬어",
        ]);
    }

    #[test]
    fn labels_and_sign_offs() {
        assert_eq!(names("예금주 국순옥으로 입금해 주세요"), vec!["국순옥"]);
        assert_eq!(names("받는 사람: 탁미르\n주소는 나중에"), vec!["탁미르"]);
        assert_eq!(names("그럼 다음 주에 봬요.\n마가람 올림"), vec!["마가람"]);
        // Rarer surnames of the census (화, 옹, 당, 매, 탄, ...).
        assert_eq!(names("큰 힘이 되겠습니다.\n\n화분례 올림"), vec!["화분례"]);
        no_names(&[
            "예금주 확인이 안 돼요",
            "받는 사람 주소가 틀렸어요",
            "보내는 사람 정보 수정",
            "감사 드림",
        ]);
    }

    #[test]
    fn verbs_before_the_connective() {
        let t = "카드값 막다가 연체됐어";
        let s = t.find("막다").unwrap();
        assert!(verb_before_connective(t, s, s + "막다".len()));
        let t = "다다가 왔어";
        assert!(!verb_before_connective(t, 0, "다".len()));
        let t = "공부하다가는 늦어";
        assert!(!verb_before_connective(t, 0, "공부하다".len()));
    }

    #[test]
    fn given_names_before_kinship_words() {
        assert_eq!(names("꽃님 이모가 반찬을 보내 주셨어"), ["꽃님"]);
        assert_eq!(names("한솔 누나는 대학 동기야"), ["한솔"]);
        no_names(&[
            "친구 누나가 결혼한대",
            "사촌 형이 놀러 왔어",
            "막내 이모가 전화했어",
            "아는 언니가 추천해 줬어",
            "동네 할머니가 주셨어",
            "지난번 형이 말한 거",
            "외가 할머니가 편찮으셔",
            "큰집 삼촌이 오셨어",
            "옆집 할아버지가 도와주셨어",
        ]);
    }

    #[test]
    fn full_names_before_titles_and_ranks() {
        assert_eq!(names("편도윤 주임이 자료를 정리했어"), ["편도윤"]);
        assert_eq!(
            names("다음 주 예배는 남궁새봄 권사님이 인도하셔"),
            ["남궁새봄"]
        );
        assert_eq!(names("금요일에 탁경호 신부님께 면담 신청해 줘"), ["탁경호"]);
        assert_eq!(names("추천서 대상: 용바다 군의 성실함"), ["용바다"]);
        assert_eq!(names("인턴 제나리 양 수료증 문구"), ["제나리"]);
        assert_eq!(names("신청서에 마두호 본인 서명이 있어야 해?"), ["마두호"]);
        assert_eq!(names("빙재형 원장님께 하원 시간 문자 써 줘"), ["빙재형"]);
        assert_eq!(
            names("매단율 관장님께 승급 심사 날짜 확인해 줘"),
            ["매단율"]
        );
        assert_eq!(names("선우이슬비 과장님께 메신저 써 줘"), ["선우이슬비"]);
        no_names(&[
            "유치원 선생님께 감사 카드 써 줘",
            "한의원 원장님이 침을 놓아 주셨어",
            "도서관 관장님께 감사 편지 써 줘",
            "태권도 관장님이 칭찬하셨어",
            "피아노 선생님께 드릴 선물",
            "고마운 기사님께 문자 보내 줘",
            "도서관 어르신 강좌 안내문",
            "소고기 양이 너무 많아",
            "신청인 본인 확인 서류",
        ]);
    }

    #[test]
    fn full_names_in_contexts_with_role_like_endings() {
        assert_eq!(names("예금주 피상원으로 보내 주세요"), ["피상원"]);
        assert_eq!(names("변옥자 어머님이 반찬을 보내 주셨어"), ["변옥자"]);
        assert_eq!(names("옆집 어말순 할머니가 김치를 주셨어"), ["어말순"]);
        no_names(&["예금주 상담원으로 연결", "도서관 어르신 컴퓨터 교실"]);
    }

    #[test]
    fn given_names_opening_a_sentence_before_a_kinship_word() {
        assert_eq!(names("복남 이모 환갑 잔치 문구 써 줘"), ["복남"]);
        assert_eq!(names("점순 이모할머니께서 오셨어"), ["점순"]);
        no_names(&[
            "막내 이모 생일 선물 추천",
            "오늘 이모 집에 가",
            "시골 이모 댁에 가",
        ]);
    }

    #[test]
    fn long_names_from_other_languages_before_ssi() {
        assert_eq!(names("쩐티흐엉 씨한테 안내문 보내"), ["쩐티흐엉"]);
        assert_eq!(names("알렉산드라 씨 비자 서류 목록"), ["알렉산드라"]);
        no_names(&["해바라기 씨를 볶아 먹어도 돼?"]);
    }

    #[test]
    fn names_between_a_relative_and_a_feast_or_an_id() {
        assert_eq!(names("큰이모 연분홍 칠순 잔치 노래"), ["연분홍"]);
        assert_eq!(names("처제 초가을 주민등록번호 넣고 예매"), ["초가을"]);
        assert_eq!(names("외할아버지 모단석 팔순 잔치에 쓸 편지"), ["모단석"]);
        no_names(&[
            "우리 할머니 팔순 잔치",
            "이모 생신 선물 추천",
            "큰아버지 댁 제사 준비",
        ]);
    }

    #[test]
    fn full_names_listed_with_a_name() {
        let text = "배정: 101호 방기태, 경두섭 / 102호 태원균 / 매점 간예림";
        let at = |w: &str| {
            let s = text.find(w).unwrap();
            (s, s + w.len())
        };
        let listed = |found: &[(usize, usize)]| -> Vec<&str> {
            listed_with(text, found)
                .iter()
                .map(|c| &text[c.start..c.end])
                .collect()
        };
        assert_eq!(listed(&[at("경두섭")]), ["방기태", "태원균"]);
        assert_eq!(listed(&[at("태원균")]), ["경두섭", "간예림"]);
        // Not a list item, or not a full name.
        let text = "김민수, 도서관에서 보자";
        assert!(listed_with(text, &[(0, "김민수".len())]).is_empty());
    }

    fn joined<'a>(text: &'a str, found: &[&str]) -> Vec<&'a str> {
        let spans: Vec<(usize, usize)> = found
            .iter()
            .map(|w| {
                let s = text.find(w).unwrap();
                (s, s + w.len())
            })
            .collect();
        coordinated_with(text, &spans)
            .iter()
            .map(|c| &text[c.start..c.end])
            .collect()
    }

    #[test]
    fn given_names_joined_to_a_found_name() {
        assert_eq!(
            joined("ㅎㅎ 보리랑 가람이는 벌써 도착했대", &["가람"]),
            ["보리"]
        );
        assert_eq!(
            joined("김장하는 날 강물새이랑 길가현하고 간다", &["길가현"]),
            ["강물새"]
        );
        let t = "축제에서 인형준이랑 공기현하고 도토린와 내가 부스를 해";
        assert_eq!(joined(t, &["인형준"]), ["공기현"]);
        assert_eq!(joined(t, &["인형준", "공기현"]), ["도토린"]);
        let t = "답사는 장독희랑 승리아하고 천둥비 그리고 내가 가기로 했어";
        assert_eq!(joined(t, &["장독희"]), ["승리아"]);
        assert_eq!(joined(t, &["장독희", "승리아"]), ["천둥비"]);
        assert_eq!(
            joined("감귤빛이랑 추억새하고 범바위가 맡아", &["감귤빛", "범바위"]),
            ["추억새"]
        );
        // A verb in 하고, a word the list does not go on after, a spaced 님, an everyday word.
        assert!(joined(
            "샛별이는 장소 예약하고 물결이한테는 케이크를",
            &["샛별", "물결"]
        )
        .is_empty());
        assert!(joined("민수랑 공부하고 잤어", &["민수"]).is_empty());
        assert!(joined(
            "리뷰에 승아 님이랑 모현석 님 추가해 줘",
            &["승아", "모현석"]
        )
        .is_empty());
        assert!(joined("오늘 친구랑 민지가 왔어", &["민지"]).is_empty());
    }

    #[test]
    fn code_comment_owners() {
        assert_eq!(names("# FIXME(탁도률): 주말 배송비"), ["탁도률"]);
        assert_eq!(names("// TODO(나비연): 쿠폰 중복"), ["나비연"]);
        no_names(&["// TODO(배포): 설정 확인", "# NOTE(주의): 느림"]);
    }

    #[test]
    fn chat_speakers() {
        assert_eq!(
            names("[오후 7:01] 모란희: 도착\n[오후 7:03] 남궁새온: 난 5분 뒤"),
            ["모란희", "남궁새온"]
        );
        no_names(&[
            "[오전 9:00] 모란희: 회의실 변경",
            "[오전 9:00] 알림: 회의\n[오전 9:10] 공지: 변경",
            "10:30 발표: 예산 검토\n11:00 점심: 식당",
        ]);
    }

    #[test]
    fn names_of_several_words_after_where_the_person_comes_from() {
        fn full(t: &str) -> &str {
            names(t).into_iter().max_by_key(|n| n.len()).unwrap_or("")
        }
        assert_eq!(
            full("칠레에서 온 카밀라 로하스 씨한테 알려 줘"),
            "카밀라 로하스"
        );
        assert_eq!(full("라오스 출신 동료 솜폰 캄 씨가 내일 와"), "솜폰 캄");
        assert_eq!(
            full("케냐에서 온 와리무 은조로게 님이 쓴 글"),
            "와리무 은조로게"
        );
        assert_eq!(
            full("페루 출신 마리아 엘레나 키스페 선생님께 문자"),
            "마리아 엘레나 키스페"
        );
        // Not after where someone comes from, or not before an honorific: not this rule.
        for t in [
            "동네 빵집 사장 아드난 씨가 왔어",
            "부산에서 온 택배 상자가 젖었어",
        ] {
            assert!(
                scan(t).iter().all(|c| !c.reason.contains("comes from")),
                "{t}"
            );
        }
    }

    #[test]
    fn familiar_i_with_a_particle() {
        assert_eq!(names("오늘 덕칠이가 늦는대"), ["덕칠"]);
        assert_eq!(names("동생 다솔이도 같이 가"), ["다솔"]);
        assert_eq!(names("봄별이하고 점심 먹어"), ["봄별"]);
        no_names(&[
            "고양이가 밥을 안 먹어",
            "목걸이를 잃어버렸어",
            "뽁뽁이보다 나아?",
            "길이가 얼마나 돼?",
            "우리 막둥이가 아파",
            "책상이랑 의자 주문해 줘",
            "오늘이 마감이야",
        ]);
    }

    #[test]
    fn names_listed_with_the_speaker_or_a_household() {
        assert_eq!(names("토요일은 한별이랑 나, 일요일은 엄마"), ["한별"]);
        assert_eq!(names("다래하고 저는 다음 주에 가요"), ["다래"]);
        assert_eq!(names("모임은 송이네 집에서 해"), ["송이"]);
        assert_eq!(
            names("소풍은 고다온이랑 비송하고 채리와 내가 맡았어"),
            ["고다온", "비송", "채리"]
        );
        no_names(&[
            "엄마랑 아빠하고 나는 집에 있어",
            "엄마랑 나, 둘이 갈게",
            "친구네 집에서 자고 올게",
            "우리네 집은 좁아",
            "강아지랑 나 둘이 살아",
        ]);
    }

    #[test]
    fn full_names_before_identity_labels() {
        assert_eq!(
            names("부양가족에 피옥란, 주민번호는 나중에 적을게"),
            ["피옥란"]
        );
        no_names(&["배우자, 주민번호 입력란", "신청인 주민번호"]);
    }

    #[test]
    fn vocatives_opening_a_message() {
        assert_eq!(names("초롱아, 내일 몇 시에 와?"), ["초롱"]);
        assert_eq!(names("모과야, 저녁 먹었어?"), ["모과"]);
        no_names(&["괜찮아, 천천히 해", "최고야, 고마워", "그래야, 맞지"]);
    }

    #[test]
    fn spans_that_stop_inside_a_word() {
        fn end<'a>(text: &'a str, span: &str) -> Option<&'a str> {
            let start = text.find(span).unwrap();
            end_inside_word(text, start, start + span.len()).map(|e| &text[start..e])
        }
        assert_eq!(end("진달래꽃 피는 곳", "진달"), None);
        assert_eq!(end("유아세례를 받았어", "유아세"), None);
        assert_eq!(end("서운하지 않게", "서운하"), None);
        assert_eq!(end("정갑이하고 등산 가", "정갑"), Some("정갑"));
        assert_eq!(end("은솔아 고마워", "은솔"), Some("은솔"));
        assert_eq!(end("모임은 보슬네 집", "보슬"), Some("보슬"));
        assert_eq!(end("강미자님으로부터 연락", "강미자"), Some("강미자"));
        assert_eq!(end("남궁한별 선생님", "남궁한"), Some("남궁한별"));
    }

    fn refined<'a>(text: &'a str, span: &str) -> Option<&'a str> {
        let start = text.find(span).unwrap();
        refine_tagged(text, start, start + span.len()).map(|(s, e)| &text[s..e])
    }

    #[test]
    fn particles_taken_into_a_span_are_cut() {
        assert_eq!(
            refined("보람이랑 다온이 둘 다 온대", "보람이랑"),
            Some("보람")
        );
        assert_eq!(refined("누리랑 같이 갈게", "누리랑"), Some("누리"));
        assert_eq!(refined("서진하고 점심 먹었어", "서진하고"), Some("서진"));
        assert_eq!(refined("다나가 늦는대", "다나가"), Some("다나"));
        assert_eq!(refined("태식이가 전화했어", "태식이"), Some("태식"));
        assert_eq!(refined("태식이가 전화했어", "태식이가"), Some("태식"));
        // 랑 ends a name before an honorific; 이 before nothing may end a name.
        assert_eq!(refined("여하랑 씨한테 보내", "여하랑"), Some("여하랑"));
        assert_eq!(
            refined("공순이 할머니께 전화 드려", "공순이"),
            Some("공순이")
        );
        // A particle that does not fit the name's last syllable stays.
        assert_eq!(refined("김다은이 왔어", "김다은"), Some("김다은"));
    }

    #[test]
    fn names_cut_before_an_ending_that_does_not_fit_are_completed() {
        assert_eq!(
            refined("화요일은 남궁하아, 수요일은 나", "남궁하"),
            Some("남궁하아")
        );
        assert_eq!(refined("목 하지아, 금 돌아가면서", "하지"), Some("하지아"));
        // A writer's slip after a whole name is left as it is.
        assert_eq!(refined("단우이가 늦는대", "단우"), Some("단우"));
        assert_eq!(refined("표하린은 휴가래", "표하린"), Some("표하린"));
    }

    #[test]
    fn everyday_words_and_amounts_are_not_tagged_names() {
        assert_eq!(refined("오늘의 일정 정리해 줘", "오늘"), None);
        assert_eq!(refined("새로 온 사람한테 보내", "새로"), None);
        assert_eq!(refined("올케한테 전화해", "올케"), None);
        assert_eq!(refined("고양이한테 줘도 돼?", "고양"), None);
        assert_eq!(refined("할머니 팔순 잔치", "팔순"), None);
        assert_eq!(refined("이번 달 월세가 50만 원이야", "원이"), None);
        assert_eq!(refined("원지호가 온대", "원지호"), Some("원지호"));
        assert_eq!(refined("강원도 여행 가서 먹어 보려고", "강원도"), None);
        assert_eq!(refined("러시아에서 온 친구", "러시아"), None);
        assert_eq!(refined("동화 그림책도 넣고 싶어", "그림책"), None);
        assert_eq!(refined("이자가 눈덩이처럼 불었어", "눈덩"), None);
        assert_eq!(refined("흙덩이가 굴러", "흙덩"), None);
        assert_eq!(refined("유치원 아이들이랑 만들 카드", "유치원"), None);
        assert_eq!(refined("동물병원 예약", "동물병원"), None);
        assert_eq!(refined("동아리 선배한테 털어놨는데", "동아리"), None);
        assert_eq!(refined("명태 해장국 끓일 때", "명태"), None);
        assert_eq!(refined("모과청 담글 때 설탕", "모과청"), None);
        assert_eq!(refined("호박순 할머니 생신", "호박순"), Some("호박순"));
    }

    #[test]
    fn counters_verb_forms_namesakes_and_places_are_not_tagged_names() {
        assert_eq!(refined("초등학교 2학년한테는 매울까?", "학년"), None);
        assert_eq!(refined("한 달에 20%씩이야", "씩이"), None);
        assert_eq!(refined("국물이 안 탁해져?", "탁해져"), None);
        assert_eq!(refined("뭘 조심해야 할까?", "조심해"), None);
        assert_eq!(refined("소주 한 병은 마셔야 잠이 든대", "마셔"), None);
        assert_eq!(refined("상담받으려고 하는데 연락처", "하는데"), None);
        assert_eq!(refined("베르누이의 원리로 풀어 줘", "베르누이"), None);
        assert_eq!(refined("전주 한옥마을 가면", "한옥마"), None);
        assert_eq!(refined("이 편지 마무리 좀 고쳐 줘", "편지"), None);
        assert_eq!(refined("덜 들어간 건 어느 쪽이야?", "쪽이"), None);
        assert_eq!(refined("이걸 안내문으로 바꿔 줘", "이걸"), None);
        assert_eq!(refined("누나 이민지한테 물어봐", "이민지"), Some("이민지"));
        assert_eq!(refined("이 민지 씨한테 물어봐", "민지"), Some("민지"));
        // A name before 의 and any other noun, or called by 야, stays.
        assert_eq!(refined("민수의 원래 계획은", "민수"), Some("민수"));
        assert_eq!(refined("민수의 정리 노트 좀 줘", "민수"), Some("민수"));
        assert_eq!(refined("다해야 내일 와?", "다해"), Some("다해"));
        assert_eq!(refined("2반 민수한테 물어봐", "민수"), Some("민수"));
        assert!(names("2학년한테 물어봐").is_empty());
        assert!(names("상담받으려고 하는데 연락처 남길게").is_empty());
    }

    #[test]
    fn long_names_sign_off() {
        assert_eq!(names("고마웠어요.\n\n어금소라 올림"), vec!["어금소라"]);
        no_names(&["한 해 동안 감사했습니다.\n\n학부모회 드림"]);
    }

    #[test]
    fn long_words_after_a_span_are_not_endings() {
        let t = format!("다솜{}", "이야".repeat(100_000));
        assert_eq!(end_inside_word(&t, 0, "다솜".len()), None);
    }

    #[test]
    fn offsets_are_byte_offsets_of_the_name() {
        let t = "Hi, 보람한테 전해 줘";
        let c = scan(t);
        assert_eq!(c.len(), 1);
        assert_eq!(&t[c[0].start..c[0].end], "보람");
        assert_eq!(c[0].kind, Kind::Person);
    }

    #[test]
    fn common_nouns_and_public_figures_are_not_tagged_names() {
        assert_eq!(
            refined("법 수업용으로 집행유예랑 선고유예 차이", "선고유예"),
            None
        );
        assert_eq!(refined("도커 이미지 배포했는데", "이미지"), None);
        assert_eq!(refined("오설록 녹차 티백은", "오설록"), None);
        assert_eq!(refined("한라산 백록담까지 가면", "백록담"), None);
        assert_eq!(refined("봉준호 감독 영화 중에", "봉준호"), None);
        assert_eq!(refined("전통 음식이야?", "음식이"), None);
        assert_eq!(refined("갯벌 구경도 할 수 있어?", "구경도"), None);
        assert_eq!(refined("베르누이 원리로 설명해 줘", "베르누"), None);
        assert_eq!(refined("선거 얘기만 나오면 부장님이", "나오면"), None);
        // Names beside the same words stay.
        assert_eq!(refined("봉준서 감독이 온대", "봉준서"), Some("봉준서"));
        assert_eq!(
            refined("하늘빛이가 케이크 사 온대", "하늘빛"),
            Some("하늘빛")
        );
        assert_eq!(refined("민수야 이거 봐", "민수"), Some("민수"));
    }

    #[test]
    fn full_names_after_a_relative_by_marriage() {
        assert_eq!(names("매형 여울목이 징역을 살고 나왔어"), vec!["여울목"]);
        assert_eq!(names("처제 초가을한테 물어봐"), vec!["초가을"]);
        assert!(names("매형 이야기가 길어").is_empty());
        assert!(names("처제 결혼식이 다음 달이야").is_empty());
        // 계 is a surname too.
        assert!(names("대리 신청하는 계병구 본인 서명도 필요해?").contains(&"계병구"));
    }
}
