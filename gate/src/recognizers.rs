//! Layer 2: pattern recognizers with validators and context.
//!
//! Every pattern uses ASCII classes (`[0-9]`, `[A-Za-z]`) and explicit boundary checks
//! instead of Unicode `\b`/`\d`: that is much faster on mixed Korean/English text, and a
//! number glued to Hangul ("카드4111...로") still counts as standing alone, because Hangul
//! is not an ASCII word character.
//!
//! A candidate's score starts from what its validator proves (a checksum is worth more
//! than a shape) and moves with context words: supporting words raise it, words such as
//! "order" or "version" lower it. The policy reads scores in three bands (dropped,
//! uncertain, confident), so scores here are calibrated to those bands, not probabilities.

use std::net::{Ipv4Addr, Ipv6Addr};
use std::str::FromStr;
use std::sync::OnceLock;

use regex::Regex;

use crate::context::{ctx, Hits};
use crate::finding::Kind;
use crate::normalize::is_hangul;
use crate::validators as v;

/// A finding in normalised-text offsets.
#[derive(Debug, Clone)]
pub struct Candidate {
    pub kind: Kind,
    pub start: usize,
    pub end: usize,
    pub score: f32,
    pub reason: String,
}

// Patterns avoid large bounded repetitions such as `{16,512}`: they multiply NFA states,
// and when the lazy DFA gives up on adversarial input the fallback engine's cost grows with
// that state count. Unbounded `{16,}` plus a length check in code stays small.

/// Characters of context looked at before and after a candidate.
const BEFORE: usize = 40;
const AFTER: usize = 20;

/// A Korean password, PIN or door-lock keyword and its particle, shared by the Korean
/// password patterns; `pin` is set for a PIN.
macro_rules! ko_password_keyword {
    () => {
        r"(?:비밀번호|비번|패스워드|암호|(?P<pin>(?-u:\b)PIN(?: ?번호| ?코드)?|핀 ?(?:번호|코드)|(?:도어락|도어록|현관문?|공동현관|대문|출입문?|금고|자물쇠|잠금|키 ?박스|열쇠 ?보관함|열쇠함) ?(?:번호|코드)))(?:은요|는요|이요|이|가|은|는|을|를|도|요)?"
    };
}

/// A device or account being opened (get into my laptop, unlock his phone, open my tablet),
/// shared by `password_en_access` and the credentials cues of `password_cue`.
macro_rules! en_device_access {
    () => {
        r"(?:(?:get|gets|got|log|logs|logged|sign|signs|signed)[ \t]+(?:in(?:[ \t]?to)?|on(?:to)?)|unlock|unlocks|unlocked|open|opens|opened|access|accesses)[ \t]+(?:(?:my|the|our|his|her|their|your)[ \t]+)?(?:[\w'-]+[ \t]+){0,2}?(?:laptop|computer|pc|desktop|mac|macbook|phone|iphone|tablet|ipad|account|email|e-mail|inbox|wi-?fi|router)"
    };
}

/// The rest of the clause of a number told as what opens a door or a lock, up to the thing
/// it opens, shared by `password_en_let_in` and `password_en_opens_before`.
macro_rules! what_a_code_opens {
    () => {
        r"[^.!?\n]{0,40}?(?-u:\b)(?:key[ -]?box|key[ -]?safe|lock ?box|padlock|lock|safe|door|gate|garage|shed|locker|keypad|entrance|porch)(?-u:\b)"
    };
}

struct Patterns {
    card: Regex,
    iban: Regex,
    rrn: Regex,
    brn: Regex,
    brn_bare: Regex,
    ssn: Regex,
    ssn_bare: Regex,
    passport: Regex,
    kr_account: Regex,
    kr_account_bare: Regex,
    kr_dl: Regex,
    kr_phone: Regex,
    us_phone: Regex,
    us_phone_bare: Regex,
    national_phone: Regex,
    intl_phone: Regex,
    ipv4: Regex,
    ipv6: Regex,
    mac: Regex,
    mac_dot: Regex,
    url_creds: Regex,
    tokens: Vec<(&'static str, Regex, f32)>,
    jwt: Regex,
    pem: Regex,
    keyword_secret: Regex,
    password: Regex,
    password_ko: Regex,
    password_bare: Regex,
    password_login: Regex,
    password_after_email: Regex,
    password_ko_told: Regex,
    password_ko_described: Regex,
    password_ko_pressed: Regex,
    password_ko_spread: Regex,
    password_en_told: Regex,
    password_en_later: Regex,
    password_en_apposed: Regex,
    password_en_set: Regex,
    password_en_as: Regex,
    password_en_opens: Regex,
    password_en_keyed: Regex,
    password_en_let_in: Regex,
    password_en_opens_before: Regex,
    password_en_access: Regex,
    password_en_uses: Regex,
    password_en_near_code: Regex,
    password_cue: Regex,
    password_named: Regex,
    password_complement: Regex,
    korean_counter: Regex,
    dates: Vec<Regex>,
    date_bare: Regex,
}

fn re(p: &str) -> Regex {
    Regex::new(p).expect("built-in pattern compiles")
}

fn patterns() -> &'static Patterns {
    static P: OnceLock<Patterns> = OnceLock::new();
    P.get_or_init(|| Patterns {
        card: re(r"[0-9](?:[ \-]?[0-9]){11,22}"),
        iban: re(r"[A-Za-z]{2}[0-9]{2}(?: ?[A-Za-z0-9]){11,30}"),
        rrn: re(r"[0-9]{6}(?: ?- ?| )?[0-9]{7}"),
        brn: re(r"[0-9]{3}-[0-9]{2}-[0-9]{5}"),
        brn_bare: re(r"[0-9]{10}"),
        ssn: re(r"[0-9]{3}[ \-][0-9]{2}[ \-][0-9]{4}"),
        ssn_bare: re(r"[0-9]{9}"),
        passport: re(r"[A-Z]{1,2}[0-9]{7,8}|M[0-9]{3}[A-Z][0-9]{4}|[0-9]{9}"),
        kr_account: re(r"[0-9]{3,6}(?:-[0-9]{1,7}){2,3}"),
        kr_account_bare: re(r"[0-9]{11,14}"),
        kr_dl: re(r"(?:[0-9]{2}|서울|부산|경기|강원|충북|충남|전북|전남|경북|경남|제주|대구|인천|광주|대전|울산) ?-?[0-9]{2}-?[0-9]{6}-?[0-9]{2}"),
        kr_phone: re(r"\(?0[1-9][0-9]{0,2}\)?[ .\-]?[0-9]{3,4}[ .\-]?[0-9]{4}"),
        us_phone: re(r"(?:1[ .\-]?)?(?:\([2-9][0-9]{2}\)[ ]?|[2-9][0-9]{2}[ .\-])[2-9][0-9]{2}[ .\-][0-9]{4}"),
        us_phone_bare: re(r"1?[2-9][0-9]{9}"),
        // A UK number in its national groupings (07911 284630, 0161 496 0000, 020 7946 0958),
        // an Australian mobile (0412 583 907) or an Irish one (087 123 4567).
        national_phone: re(r"0[17][0-9]{3}[ \-](?:[0-9]{6}|[0-9]{3}[ \-][0-9]{3})|0[13][0-9]{2}[ \-][0-9]{3}[ \-][0-9]{4}|02[0-9][ \-][0-9]{4}[ \-][0-9]{4}|04[0-9]{2}[ \-][0-9]{3}[ \-][0-9]{3}|08[3-9][ \-][0-9]{3}[ \-][0-9]{4}"),
        intl_phone: re(r"\+[ ]?[1-9][0-9]{0,3}(?:[ .\-]?\(?[0-9]{1,5}\)?){1,6}"),
        ipv4: re(r"(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3}"),
        ipv6: re(r"[0-9A-Fa-f]{0,4}(?::{1,2}[0-9A-Fa-f]{1,4}){1,7}(?:::)?(?:\.[0-9]{1,3}){0,3}|::"),
        mac: re(r"[0-9A-Fa-f]{2}(?:[:\-][0-9A-Fa-f]{2}){5}"),
        mac_dot: re(r"[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}"),
        url_creds: re(r"[A-Za-z][A-Za-z0-9+.\-]{1,15}://([^ \t\r\n:/@?#]+):([^ \t\r\n@/?#]+)@[A-Za-z0-9.\-\[\]]+"),
        tokens: vec![
            ("aws access key id", re(r"(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16}"), 0.97),
            ("github token", re(r"gh[pousr]_[A-Za-z0-9]{36,}"), 0.99),
            ("github fine-grained token", re(r"github_pat_[A-Za-z0-9_]{40,}"), 0.99),
            ("gitlab token", re(r"glpat-[A-Za-z0-9_\-]{20,}"), 0.98),
            ("slack token", re(r"xox[abposr]-[A-Za-z0-9\-]{10,}"), 0.98),
            ("slack webhook", re(r"hooks\.slack\.com/services/T[A-Za-z0-9_]{6,}/B[A-Za-z0-9_]{6,}/[A-Za-z0-9_]{16,}"), 0.98),
            ("stripe secret key", re(r"(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}"), 0.98),
            ("stripe webhook secret", re(r"whsec_[A-Za-z0-9]{24,}"), 0.97),
            ("openai/anthropic key", re(r"sk-(?:proj-|svcacct-|admin-|ant-[a-z]{3,5}[0-9]{2}-)?[A-Za-z0-9_\-]{20,}"), 0.9),
            ("google api key", re(r"AIza[0-9A-Za-z_\-]{35}"), 0.97),
            ("google oauth token", re(r"ya29\.[0-9A-Za-z_\-]{20,}"), 0.95),
            ("npm token", re(r"npm_[A-Za-z0-9]{36}"), 0.98),
            ("hugging face token", re(r"hf_[A-Za-z0-9]{30,40}"), 0.95),
            ("sendgrid key", re(r"SG\.[A-Za-z0-9_\-]{16,32}\.[A-Za-z0-9_\-]{16,64}"), 0.97),
            ("telegram bot token", re(r"[0-9]{8,10}:AA[0-9A-Za-z_\-]{33}"), 0.95),
            ("shopify token", re(r"shp(?:at|ss|ca|pa)_[a-fA-F0-9]{32}"), 0.97),
        ],
        jwt: re(r"eyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]*"),
        pem: re(r"-----BEGIN[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----"),
        keyword_secret: re(r#"(?i)(?:api[_\-. ]?key|apikey|secret(?:[_\-. ]?key)?|client[_\-. ]?secret|access[_\-. ]?key(?:[_\-. ]?id)?|(?:auth|access|refresh|bearer|api|session|id)[_\-. ]?token|token|private[_\-. ]?key|signing[_\-. ]?key|encryption[_\-. ]?key|webhook[_\-. ]?secret|x-api-key|authorization|토큰|인증키|인증 키|시크릿|비밀키|api ?키|액세스 ?키)[A-Za-z0-9_\-]{0,12}["'`\]]?[ \t]*(?:[:=]|:=|=>|is|는|은|:)?[ \t]*["'`]?(?:(?:Bearer|Basic|Token)[ \t]+)?([A-Za-z0-9_\-+/=.~]{16,})"#),
        password: re(r#"(?i)(?:password|passwd|passphrase|pass ?code|pwd|(?:door|gate|entry|alarm|keypad|lockbox|access) code|비밀번호|비번|패스워드|암호)[A-Za-z_]{0,12}["'`\]]?[ \t]*(is|was|[:=]|:=|=>|는|은|를|을|가)[ \t]*["'`]?([\x21-\x7e]{3,})"#),
        // A Korean keyword, then the value after a particle (는, 은, ...) or after a colon or an
        // equals sign that ends a few words about it (공유기 비밀번호 바꿨어: ...). Values may
        // hold Hangul (passwords_ko screens them).
        password_ko: re(r#"(?:비밀번호|비번|패스워드)(?:[^\n:=]{0,12}?[ \t]*([:=])|(는|은|를|을|가)[ \t])[ \t]*["'`]?([^\s"'`]{3,})"#),
        // A keyword and the value after a space alone (비밀번호 Sparrow-Kettle-73 맞나요?,
        // wifi password Tulip#2024): only strong-shaped ASCII values (passwords_bare).
        password_bare: re(r#"(?i)(?:\bpassword|\bpasswd|\bpassphrase|\bpwd|비밀번호|비번|패스워드)[ \t]+["'`]?([\x21-\x7e]{8,})"#),
        // A login or account named and the secret beside it, no password keyword (the portal
        // login is a@b.org with Tulip#2024, sign in as j.doe / Kettle-73x, 로그인: ho702 /
        // gomdori88) or a short one after the joiner (login a@b.org / pass Tulip#2024): a user
        // name or e-mail (a plain word only before `/`), a joiner, then the value
        // (passwords_after_login).
        password_login: re(r#"(?i)(?:(?-u:\b)(?:log ?in|sign[ -]?in|user ?name|user ?id|account)(?-u:\b)|로그인|계정|아이디)[^\n]{0,40}?[ \t"'`](?P<user>(?:[\w.+\-]+@[\w\-]+(?:\.[\w\-]+)+|[\w.\-]*[0-9._][\w.\-]*)["'`]?[ \t]*(?:with|and|그리고|/|,|;)|[a-z]{3,}[ \t]*/)[ \t]*(?:(?:pass(?:word)?|pwd|pw)[ \t]*:?[ \t]*)?["'`]?(?P<v>[\x21-\x7e]{4,})"#),
        // What follows an e-mail joined by a slash to the secret after it, with no login word
        // (her Netflix is mia.k@example.com / Cobalt#Fern12): only a password-shaped value.
        password_after_email: re(r#"^[ \t]*/[ \t]*["'`]?(?P<v>[\x21-\x7e]{6,})"#),
        // A Korean password, PIN or door-lock keyword, then one value after a particle, a
        // space, a colon or a word that tells it (비번이 0827이야, 도어락 비번 4827*, PIN은
        // 4827, 비밀번호 알려줄게 0317, 비밀번호 '1234'): passwords_ko_told screens it.
        password_ko_told: re(concat!(ko_password_keyword!(), r#"[ \t]*(?:(?:[:=→]|->)[ \t]*)?(?:(?:[가-힣]{1,2} ?)?[앞뒷]?자리(?:는|가|은|이)?[ \t]+)?(?:(?:알려 ?줄게|알려 ?드릴게요?|알려 ?드려요|뭐냐면|바꿨어요?|바꿨는데|바꿨고|지금|이제|새로|그대로|똑같이|원래|기존엔?|현재)[,.:]?[ \t]+)?(?:["'`‘“「『](?P<q>[^"'`’”」』\n]{3,40})["'`’”」』]|(?P<v>[^\s"'`‘“「『]{3,}))"#)),
        // The same keyword, up to three words about the value, then an ASCII value closed by a
        // copula (비번이 엄마 생일 0315인데): passwords_ko_told screens it too.
        password_ko_described: re(concat!(ko_password_keyword!(), r#"[ \t]+(?P<gap>(?:[가-힣]{1,5}[ \t]+){1,3})(?P<v>[\x21-\x7e]{4,40})(?:인데|이야|이에요|예요|이고|입니다|이라서|라서|였는데|이었는데|였어|이었어|일걸|야|(?:으로|로)[ \t]*(?:해|했|바꿨|바꿔|바꾸|설정|정했|정해|변경))"#)),
        // A door or lock, then the number pressed on it or told as its own (공동현관은 3071#
        // 누르면 열려, 도어락은 0412#이야).
        password_ko_pressed: re(r"(?:공동현관|현관문?|대문|출입문|도어락|도어록|번호키|금고|자물쇠|키 ?박스|열쇠 ?보관함|열쇠함)(?:은|는|이|가|도|에서|에)?[ \t]+(?P<v>[0-9][0-9*#]{3,11})[ \t]*(?:(?:을|를|만)?[ \t]*(?:누르|눌러|치면|치고|쳐|입력|찍)|(?:이야|이에요|이고|입니다|이라서|인데)(?:[^가-힣]|$))"),
        // The same keyword, then a value spread over two or three ASCII words that a copula
        // closes (비밀번호는 sky 1234 야): passwords_ko_told screens it.
        password_ko_spread: re(concat!(ko_password_keyword!(), r#"[ \t]+(?P<words>[A-Za-z0-9!@#$%^&*]{1,16}(?: [A-Za-z0-9!@#$%^&*]{1,16}){1,2})[ \t]*(?:이야|이에요|예요|입니다|이고|인데|이라고|라고|야|임)(?:[^가-힣]|$)"#)),
        // An English password, PIN or door code told in a phrase: a few words between the
        // keyword and "is" (the password for the wifi is ...), "'s", a filler (is now ...),
        // a colon or a dash, or a bare PIN or quoted value (passwords_en_told).
        password_en_told: re(r#"(?i)(?-u:\b)(?P<kw>password|passwd|passphrase|pass ?code|pwd|pw|pass|pin(?: number| code)?|(?:key[ -]?safe|safe|garage|padlock|(?:un)?lock|front door|back door|building|house|apartment|flat|door|gate|entry|entrance|alarm|keypad|lockbox|locker|intercom|buzzer|lobby|shed|storage|cabinet|access|security|phone) code|(?:(?:padlock|lock|lockbox|locker|safe|bike lock) )?comb(?:o|ination)|code (?:to|for) (?:get(?:ting)? in(?:to (?:the |my |our )?[a-z]+)?|(?:the |my |our )?(?:front |back )?(?:door|gate|garage|building|house|flat|apartment|safe|key ?safe|lockbox|locker|shed|entrance|storage|cabinet|alarm|padlock))|padlock|lock ?box|key[ -]?safe|key ?box|keypad|(?:bike |door |combination )?lock)(?-u:\b)(?P<sep>'s|’s|[ \t]+(?:(?:for|to|of|on|at|in|I|we|you|that)[ \t]+[^\n.,;:!?"]{1,30}?[ \t]+)?(?:is|was|used[ \t]+to[ \t]+be)(?-u:\b)(?:[ \t]+(?:now|still|currently|just|actually|always|simply))?(?:[ \t]*:)?|[ \t]+(?:for|to|of|on|at)[ \t]+[^\n.,;:!?"]{1,30}?[ \t]*:|[ \t]*[:=]|[ \t]+[-–][ \t]+|[ \t]+)[ \t]*(?P<q>["'`])?(?P<v>[\x21-\x7e]{4,})"#),
        // A password named, then later in the sentence the value after "it's" (the login
        // password she says out loud, it's Rosebud!Lane47): only a strong-shaped value; a
        // PIN or a code only right after a question about it (the alarm code? It's 7781).
        password_en_later: re(r#"(?i)(?-u:\b)(?:(?P<pw>password|passcode|passphrase)|pin|(?:door|gate|garage|entry|entrance|alarm|keypad|lockbox|locker|safe|access) code)(?-u:\b)(?P<gap>[^.!?\n]{0,80}?|[ \t]*\?[ \t]*)(?-u:\b)(?:it's|it’s|it is|which is|that's|that’s)[ \t]+["'`]?(?P<v>[\x21-\x7e]{4,})"#),
        // A password, PIN or code named, then its value between commas or in brackets (gave
        // him the password, Otter-Moon-77, so ...; his banking PIN, 190455, which ...): a
        // password only strong-shaped with a digit, a PIN or code only digits.
        password_en_apposed: re(r#"(?i)(?-u:\b)(?:password|passcode|passphrase|(?P<pin>pin(?: number)?|(?:door|gate|alarm|keypad|lockbox|safe|access) code))(?:,|[ \t]*\()[ \t]*["'`]?(?P<v>[\x21-\x7e]{4,}?)["'`]?(?:[,)]|$)"#),
        // A password or code set to a value (I changed my password to hunter22).
        password_en_set: re(r#"(?i)(?-u:\b)(?:changed?|set|reset|updated?|switched)[ \t]+(?:(?:my|the|our|his|her|their|your)[ \t]+)?(?:[\w'-]+[ \t]+){0,2}?(?P<kw>password|passcode|pass|pin|pw|(?:door|alarm|gate|garage|safe) code)[ \t]+to[ \t]+["'`]?(?P<v>[\x21-\x7e]{4,})"#),
        // A value given to be used as a password (use Tangerine!55 as the temporary password).
        password_en_as: re(r#"(?i)(?-u:\b)(?:use|using|try|put in|enter)[ \t]+["'`]?(?P<v>[\x21-\x7e]{4,}?)["'`]?[ \t]+as[ \t]+(?:the|my|your|our|his|her|their|a|an)[ \t]+(?P<m>(?:[\w'-]+[ \t]+){0,2}?)(?:password|passcode|passphrase|pin)(?-u:\b)"#),
        // A lock that opens with, takes or is set to a number (the key safe by the back door
        // opens with 7316, the shed's combination lock is set to 2049, the keypad takes 5813).
        password_en_opens: re(r#"(?i)(?-u:\b)(?:key[ -]?safe|safe|padlock|lock|lock ?box|key ?box|keypad|combination|door|gate)(?:'s|’s)?[ \t]+(?:[^\n.,;:!?"]{1,30}?[ \t]+)?(?:(?:opens|opened|open|unlocks|unlocked|unlock)[ \t]+(?:with|on)|(?:(?:is|was|'s|’s)[ \t]+)?set[ \t]+to|takes|took|accepts|needs)[ \t]+(?P<v>[0-9][0-9*#]{3,11})"#),
        // A number keyed into a lock (punch 4471 into the keypad, key in 2580 at the gate,
        // keying 7302 into the pad by the garage).
        password_en_keyed: re(r#"(?i)(?-u:\b)(?:punch|key|tap|type|enter|press|put)(?:ing|ed|es|s)?(?:[ \t]+in)?[ \t]+(?P<v>[0-9][0-9*#]{3,11})[ \t]+(?:on|into|in|at)[ \t]+(?:(?:the|my|our|his|her|their|your)[ \t]+)?(?:[\w'-]+[ \t]+){0,4}?(?:keypad|key[ -]?safe|key ?box|safe|padlock|lock|lock ?box|door|gate|garage|shed|locker|alarm|intercom|buzzer|pad|panel)(?-u:\b)"#),
        // A number told as what opens a door or a lock, after getting in with it (you get in
        // with 3816 at the side door) or before its verb (3816 opens the key box): two
        // patterns, so that each starts from a literal.
        password_en_let_in: re(concat!(r#"(?i)(?-u:\b)(?:get|gets|getting|let[ \t]+[a-z]+)[ \t]+in(?:side)?[ \t]+(?:with|using)[ \t]+(?P<v>[0-9][0-9*#]{3,7})"#, what_a_code_opens!())),
        password_en_opens_before: re(concat!(r#"(?i)(?P<w>[0-9][0-9*#]{3,7})[ \t]+(?:opens|unlocks|will[ \t]+open|gets[ \t]+you[ \t]+in(?:to)?|lets[ \t]+you[ \t]+in(?:to)?)"#, what_a_code_opens!())),
        // A device or account opened with a number (he unlocks his phone with 2580); values
        // with letters are passwords_by_cue's.
        password_en_access: re(concat!(r"(?i)(?-u:\b)", en_device_access!(), r#"[ \t]+(?:with|using)[ \t]+["'`]?(?P<v>[\x21-\x7e]{4,})"#)),
        // One value used for several accounts (my mum uses bluebell62 for her email, her bank).
        password_en_uses: re(r#"(?i)(?-u:\b)(?:use|uses|used|using)[ \t]+["'`]?(?P<v>[\x21-\x7e]{6,}?)["'`]?[ \t]+for[ \t]+(?:(?:my|his|her|their|our|your|all|every|each|the)[ \t]+)*(?:[\w'-]+[ \t]+){0,2}?(?:email|e-mail|emails|mail|bank|banking|account|accounts|login|logins|everything|wi-?fi)(?-u:\b)"#),
        // A PIN, code or lock keyword, then the first number of four to eight digits later in
        // its sentence (the safe in the wardrobe is 2580; his PIN, 190455, ...):
        // passwords_en_near screens it.
        password_en_near_code: re(r#"(?i)(?-u:\b)(?P<kw>pin(?: number| code)?|pass ?code|combination|combo|padlock|lock ?box|key[ -]?safe|key ?box|keypad|alarm|safe|lock|code)(?-u:\b)[^.!?\n]{0,60}?(?-u:\b)(?P<v>[0-9](?:[0-9]{3,7}|(?:-[0-9]){3,7})[#*]?)"#),
        // A credentials cue: a password, PIN, login or wifi word, or a device or account being
        // opened, in either language (passwords_by_cue).
        password_cue: re(concat!(r"(?i)(?-u:\b)(?:pass(?:word|code|phrase|wd)s?|pwd|log ?ins?|sign[ -]?ins?|wi-?fi|network key|credentials?|(?:door|gate|alarm|entry|access|keypad|safe) code|", en_device_access!(), r")(?-u:\b)|(?-u:\b)(?-i:PIN)(?-u:\b)|비밀번호|비번|패스워드|암호|로그인|와이파이")),
        // What joins a cue to the value that completes its clause (the wifi at the cottage is
        // ..., wifi: ..., a question answered: My PIN? ..., 와이파이는 ...): passwords_by_cue
        // takes weaker values then.
        password_complement: re(r#"(?i)^(?:(?:'s|’s)?(?:[ \t]+(?:at|in|for|of|on|to|from|upstairs|downstairs)(?:[ \t]+[\w'’-]+){1,3}?)?(?:[ \t]+(?:is|was)(?:[ \t]+(?:now|still|just|currently))?[ \t]+|[ \t]*[:=][ \t]*|[ \t]+[-–—][ \t]+|[ \t]+(?:with|using)[ \t]+|[ \t]*\?[ \t]*)|(?:은|는|이|가)[ \t]*)["'`]?$"#),
        // What joins a value to the cue that names it (2580 is my PIN, bluebell62, that's her
        // email password; 0827이 우리 집 비번이야, sarang1004를 비번으로): passwords_by_cue
        // takes weaker values then.
        password_named: re(r"(?i)^(?:[ \t]*[,:\-–—][ \t]*(?:that|this|it|which))?(?:[ \t]+(?:is|was)|'s|’s)[ \t]+(?:(?:the|my|our|his|her|their|your)[ \t]+)?(?P<words>(?:[a-z'’-]+[ \t]+){0,2})$|^(?:이|가|은|는|도|을|를|으로|로)?[ \t]*(?:(?:이게|이건)[ \t]+)?(?:[가-힣]+[ \t]+){0,3}$"),
        // Digits counted in a unit (8자, 12자리, 5회, 90일, 8~16자): a rule or a record, not
        // a value.
        korean_counter: re(r"^[0-9]+(?:[~\-][0-9]+)?(?:자|글자|개|회|번|일|시|분|초|주|개월|년|월|원|명|층|단계|살|%)"),
        dates: vec![
            re(r"(?:19|20)[0-9]{2}[\-./](?:1[0-2]|0?[1-9])[\-./](?:3[01]|[12][0-9]|0?[1-9])"),
            re(r"(?:19|20)[0-9]{2} ?년 ?(?:1[0-2]|0?[1-9]) ?월 ?(?:3[01]|[12][0-9]|0?[1-9]) ?일"),
            re(r"(?:1[0-2]|0?[1-9])/(?:3[01]|[12][0-9]|0?[1-9])/(?:19|20)[0-9]{2}"),
            re(r"(?:3[01]|[12][0-9]|0?[1-9])[./](?:1[0-2]|0?[1-9])[./](?:19|20)[0-9]{2}"),
            re(r"(?i)(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.? (?:3[01]|[12][0-9]|0?[1-9])(?:st|nd|rd|th)?,? (?:19|20)[0-9]{2}"),
            re(r"(?i)(?:3[01]|[12][0-9]|0?[1-9])(?:st|nd|rd|th)? (?:of )?(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?,? (?:19|20)[0-9]{2}"),
        ],
        date_bare: re(r"(?:19|20)?[0-9]{6}"),
    })
}

/// Not glued to an ASCII letter, digit or `_` on the left, nor to a number through
/// `-./:+` (so "2024-01-15" does not yield "01-15...").
fn num_left_ok(b: &[u8], s: usize) -> bool {
    if s == 0 {
        return true;
    }
    let p = b[s - 1];
    if p.is_ascii_alphanumeric() || p == b'_' {
        return false;
    }
    !(matches!(p, b'-' | b'.' | b'/' | b':' | b'+' | b',') && s >= 2 && b[s - 2].is_ascii_digit())
}

fn num_right_ok(b: &[u8], e: usize) -> bool {
    if e >= b.len() {
        return true;
    }
    let n = b[e];
    if n.is_ascii_alphanumeric() || n == b'_' {
        return false;
    }
    !(matches!(n, b'-' | b'.' | b'/' | b':' | b',') && b.get(e + 1).is_some_and(u8::is_ascii_digit))
}

/// Phone lists are written "02-123-4567/010-1234-5678": only `-` and `.` glue numbers.
fn phone_left_ok(b: &[u8], s: usize) -> bool {
    if s == 0 {
        return true;
    }
    let p = b[s - 1];
    !(p.is_ascii_alphanumeric()
        || p == b'_'
        || (matches!(p, b'-' | b'.') && s >= 2 && b[s - 2].is_ascii_digit()))
}

fn phone_right_ok(b: &[u8], e: usize) -> bool {
    if e >= b.len() {
        return true;
    }
    let n = b[e];
    !(n.is_ascii_alphanumeric()
        || n == b'_'
        || (matches!(n, b'-' | b'.') && b.get(e + 1).is_some_and(u8::is_ascii_digit)))
}

fn word_left_ok(b: &[u8], s: usize) -> bool {
    s == 0 || !(b[s - 1].is_ascii_alphanumeric() || b[s - 1] == b'_')
}

fn word_right_ok(b: &[u8], e: usize) -> bool {
    e >= b.len() || !(b[e].is_ascii_alphanumeric() || b[e] == b'_')
}

struct Scan<'a> {
    text: &'a str,
    bytes: &'a [u8],
    hits: Hits,
    out: Vec<Candidate>,
}

impl Scan<'_> {
    fn context(&self, s: usize, e: usize) -> u32 {
        self.hits.around(self.text, s, e, BEFORE, AFTER)
    }

    fn push(&mut self, kind: Kind, s: usize, e: usize, score: f32, reason: String) {
        if s < e && score > 0.0 {
            self.out.push(Candidate {
                kind,
                start: s,
                end: e,
                score: score.clamp(0.0, 0.99),
                reason,
            });
        }
    }

    /// Adjusts a score for context: `want` words raise it, "not personal data" words lower it.
    fn with_context(&self, s: usize, e: usize, base: f32, want: u32, reason: &mut String) -> f32 {
        let c = self.context(s, e);
        let mut score = base;
        if c & want != 0 {
            score += 0.15;
            reason.push_str("; context word");
        }
        if c & ctx::NOT_PII != 0 && c & want == 0 {
            score -= 0.3;
            reason.push_str("; order/version/hash context");
        }
        score
    }
}

/// Runs every recognizer on normalised text. Overlaps are not resolved here.
pub fn scan(text: &str) -> Vec<Candidate> {
    let mut sc = Scan {
        text,
        bytes: text.as_bytes(),
        hits: Hits::scan(text),
        out: Vec::new(),
    };
    let has_digit = sc.bytes.iter().any(u8::is_ascii_digit);
    emails(&mut sc);
    if has_digit {
        cards(&mut sc);
        ibans(&mut sc);
        rrns(&mut sc);
        brns(&mut sc);
        ssns(&mut sc);
        passports(&mut sc);
        kr_bank_accounts(&mut sc);
        kr_driver_licenses(&mut sc);
        phones(&mut sc);
        ips(&mut sc);
        dates_of_birth(&mut sc);
    }
    macs(&mut sc);
    url_credentials(&mut sc);
    tokens(&mut sc);
    private_keys(&mut sc);
    keyword_secrets(&mut sc);
    passwords(&mut sc);
    passwords_ko(&mut sc);
    passwords_bare(&mut sc);
    passwords_after_login(&mut sc);
    passwords_ko_told(&mut sc);
    passwords_en_told(&mut sc);
    passwords_en_near(&mut sc);
    passwords_by_cue(&mut sc);
    sc.out
}

fn is_local_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'%' | b'+' | b'-')
}

fn is_domain_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-')
}

/// Emails are found from each `@` outwards rather than with a regex: a pattern that starts
/// with a character-class repetition cannot use a literal prefilter and is several times
/// slower on prose.
fn emails(sc: &mut Scan) {
    let b = sc.bytes;
    let mut from = 0;
    while let Some(i) = b[from..].iter().position(|&c| c == b'@').map(|i| from + i) {
        from = i + 1;
        // Local part: up to 64 bytes back, not starting with a dot.
        let mut s = i;
        while s > 0 && i - s < 64 && is_local_byte(b[s - 1]) {
            s -= 1;
        }
        while s < i && b[s] == b'.' {
            s += 1;
        }
        if s == i || (s > 0 && is_local_byte(b[s - 1])) {
            continue;
        }
        let mut e = i + 1;
        while e < b.len() && e - i <= 255 && is_domain_byte(b[e]) {
            e += 1;
        }
        // A sentence may end right after the address.
        while e > i + 1 && matches!(b[e - 1], b'.' | b'-') {
            e -= 1;
        }
        let local = &sc.text[s..i];
        let domain = &sc.text[i + 1..e];
        if local.ends_with('.') || local.contains("..") || !valid_domain(domain) {
            continue;
        }
        let tld = domain.rsplit('.').next().unwrap_or("").to_ascii_lowercase();
        // "icon@2x.png" and friends are file names, not addresses.
        if matches!(
            tld.as_str(),
            "png" | "jpg" | "jpeg" | "gif" | "svg" | "webp" | "css" | "js"
        ) {
            continue;
        }
        if !word_right_ok(b, e) {
            continue;
        }
        sc.push(Kind::Email, s, e, 0.95, "email address".into());
        from = e;
    }
}

fn valid_domain(d: &str) -> bool {
    let labels: Vec<&str> = d.split('.').collect();
    let tld = labels.last().copied().unwrap_or("");
    labels.len() >= 2
        && (2..=24).contains(&tld.len())
        && tld.bytes().all(|c| c.is_ascii_alphabetic())
        && labels
            .iter()
            .all(|l| !l.is_empty() && l.len() <= 63 && !l.starts_with('-') && !l.ends_with('-'))
}

/// Separator-delimited groups of a digit candidate: (start, end) of each group.
fn groups(s: &str, base: usize) -> Vec<(usize, usize)> {
    let mut g = Vec::new();
    let mut cur: Option<usize> = None;
    for (i, b) in s.bytes().enumerate() {
        if b.is_ascii_digit() {
            cur.get_or_insert(i);
        } else if let Some(st) = cur.take() {
            g.push((base + st, base + i));
        }
    }
    if let Some(st) = cur {
        g.push((base + st, base + s.len()));
    }
    g
}

fn card_grouping_ok(sizes: &[usize]) -> bool {
    sizes.len() == 1
        || sizes.iter().all(|&n| n == 1)
        || (sizes[0] == 4 && sizes[1..].iter().all(|&n| (3..=6).contains(&n)))
}

fn cards(sc: &mut Scan) {
    for m in patterns().card.find_iter(sc.text) {
        if !num_left_ok(sc.bytes, m.start()) {
            continue;
        }
        let g = groups(m.as_str(), m.start());
        // A card may be followed by more digits (an expiry or CVV after a space), so try
        // shorter group prefixes too, longest first; a Luhn failure is reported (as
        // uncertain) only when no prefix validates.
        let mut failing: Option<(usize, usize, &'static str)> = None;
        let mut done = false;
        for k in (1..=g.len()).rev() {
            let (s, e) = (g[0].0, g[k - 1].1);
            if k == g.len() && !num_right_ok(sc.bytes, e) {
                break;
            }
            let d = v::digits(&sc.text[s..e]);
            if !(13..=19).contains(&d.len()) {
                continue;
            }
            let sizes: Vec<usize> = g[..k].iter().map(|(a, b)| b - a).collect();
            if !card_grouping_ok(&sizes) {
                continue;
            }
            let network = v::card_network(&d);
            if !v::luhn(&d) {
                if let (Some(n), None) = (network, failing) {
                    failing = Some((s, e, n));
                }
                continue;
            }
            let c = sc.context(s, e);
            let card_ctx = c & ctx::CARD != 0;
            let (mut score, mut reason) = match network {
                Some(n) => (0.8, format!("Luhn-valid {n} number")),
                None if card_ctx => (0.6, "Luhn-valid number".to_string()),
                None => continue,
            };
            if card_ctx {
                score += 0.15;
                reason.push_str("; card context");
            }
            if sizes.len() > 1 && sizes.iter().all(|&n| n > 1) {
                score += 0.05;
            }
            if c & ctx::NOT_PII != 0 && !card_ctx {
                score -= 0.35;
                reason.push_str("; order/version/hash context");
            }
            sc.push(Kind::Card, s, e, score, reason);
            done = true;
            break;
        }
        if let (false, Some((s, e, n))) = (done, failing) {
            if sc.context(s, e) & ctx::CARD != 0 {
                let reason = format!("{n}-shaped number failing Luhn near card words");
                sc.push(Kind::Card, s, e, 0.35, reason);
            }
        }
    }
}

fn ibans(sc: &mut Scan) {
    for m in patterns().iban.find_iter(sc.text) {
        if !word_left_ok(sc.bytes, m.start()) {
            continue;
        }
        // The pattern is greedy over trailing groups; shrink to the country's length.
        let s = m.as_str();
        let mut end = m.end();
        let mut found = false;
        while end > m.start() + 15 {
            let cand = &sc.text[m.start()..end];
            if (word_right_ok(sc.bytes, end) || cand.ends_with(' ')) && v::iban(cand.trim_end()) {
                found = true;
                break;
            }
            end -= 1;
            while !sc.text.is_char_boundary(end) {
                end -= 1;
            }
        }
        let _ = s;
        if found {
            let end = m.start() + sc.text[m.start()..end].trim_end().len();
            let mut reason = "IBAN, mod-97 valid".to_string();
            let score = sc.with_context(m.start(), end, 0.95, ctx::BANK, &mut reason);
            sc.push(Kind::Iban, m.start(), end, score, reason);
        }
    }
}

fn rrns(sc: &mut Scan) {
    for m in patterns().rrn.find_iter(sc.text) {
        if !num_left_ok(sc.bytes, m.start()) || !num_right_ok(sc.bytes, m.end()) {
            continue;
        }
        let d = v::digits(m.as_str());
        let Some(chk) = v::kr_rrn(&d) else {
            continue;
        };
        let separated = m.as_str().len() > 13;
        // Thirteen bare digits are often timestamps or ids; without a separator they need
        // the checksum or context words.
        let mut score = match (separated, chk.checksum) {
            (true, true) => 0.95,
            (true, false) => 0.8,
            (false, true) => 0.7,
            (false, false) => 0.25,
        };
        let mut reason = format!(
            "valid birth date and 7th digit{}",
            if chk.checksum {
                ", mod-11 checksum"
            } else {
                ""
            }
        );
        score = sc.with_context(m.start(), m.end(), score, ctx::RRN, &mut reason);
        if !separated && !chk.checksum && sc.context(m.start(), m.end()) & ctx::RRN != 0 {
            score += 0.3;
        }
        let kind = if chk.foreigner {
            Kind::KrFrn
        } else {
            Kind::KrRrn
        };
        sc.push(kind, m.start(), m.end(), score, reason);
    }
}

fn brns(sc: &mut Scan) {
    for m in patterns().brn.find_iter(sc.text) {
        if !num_left_ok(sc.bytes, m.start()) || !num_right_ok(sc.bytes, m.end()) {
            continue;
        }
        let d = v::digits(m.as_str());
        let c = sc.context(m.start(), m.end());
        if v::kr_brn(&d) {
            let mut reason = "business registration number, checksum valid".to_string();
            let score = sc.with_context(m.start(), m.end(), 0.8, ctx::BRN, &mut reason);
            sc.push(Kind::KrBrn, m.start(), m.end(), score, reason);
        } else if c & ctx::BRN != 0 {
            let reason = "BRN-shaped number near business words, checksum fails".into();
            sc.push(Kind::KrBrn, m.start(), m.end(), 0.4, reason);
        }
    }
    if !sc.hits.any(ctx::BRN) {
        return;
    }
    for m in patterns().brn_bare.find_iter(sc.text) {
        if !num_left_ok(sc.bytes, m.start()) || !num_right_ok(sc.bytes, m.end()) {
            continue;
        }
        let c = sc.context(m.start(), m.end());
        if c & ctx::BRN != 0 && v::kr_brn(&v::digits(m.as_str())) {
            let reason = "business registration number, checksum valid; context word".into();
            sc.push(Kind::KrBrn, m.start(), m.end(), 0.85, reason);
        }
    }
}

fn ssns(sc: &mut Scan) {
    for m in patterns().ssn.find_iter(sc.text) {
        if !num_left_ok(sc.bytes, m.start()) || !num_right_ok(sc.bytes, m.end()) {
            continue;
        }
        let s = m.as_str().as_bytes();
        if s[3] != s[6] {
            continue;
        }
        let c = sc.context(m.start(), m.end());
        let ssn_ctx = c & ctx::SSN != 0;
        if v::us_ssn(&v::digits(m.as_str())) {
            let base = if s[3] == b'-' { 0.75 } else { 0.55 };
            let mut reason = "SSN area/group/serial rules hold".to_string();
            let score = sc.with_context(m.start(), m.end(), base, ctx::SSN, &mut reason);
            sc.push(Kind::UsSsn, m.start(), m.end(), score, reason);
        } else if ssn_ctx {
            let reason = "SSN-shaped number near SSN words, invalid area/group/serial".into();
            sc.push(Kind::UsSsn, m.start(), m.end(), 0.4, reason);
        }
    }
    if !sc.hits.any(ctx::SSN) {
        return;
    }
    for m in patterns().ssn_bare.find_iter(sc.text) {
        if !num_left_ok(sc.bytes, m.start()) || !num_right_ok(sc.bytes, m.end()) {
            continue;
        }
        let c = sc.context(m.start(), m.end());
        if c & ctx::SSN != 0 && v::us_ssn(&v::digits(m.as_str())) {
            let reason = "9 digits near SSN words, area/group/serial rules hold".into();
            sc.push(Kind::UsSsn, m.start(), m.end(), 0.8, reason);
        }
    }
}

fn passports(sc: &mut Scan) {
    if !sc.hits.any(ctx::PASSPORT) {
        return;
    }
    for m in patterns().passport.find_iter(sc.text) {
        if !word_left_ok(sc.bytes, m.start()) || !word_right_ok(sc.bytes, m.end()) {
            continue;
        }
        let c = sc.context(m.start(), m.end());
        if c & ctx::PASSPORT != 0 {
            let reason = "passport-number shape near passport words".into();
            sc.push(Kind::Passport, m.start(), m.end(), 0.85, reason);
        }
    }
}

/// Korean bank accounts: a grouping used by a major bank, only near account or bank words.
/// The named bank's own format scores highest; a known grouping with account words alone
/// scores lower; bare digits need a named bank whose format has that many digits.
fn kr_bank_accounts(sc: &mut Scan) {
    if !sc.hits.any(ctx::BANK) {
        return;
    }
    let window = |sc: &Scan, s: usize, e: usize| {
        let a = crate::context::back_chars(sc.text, s, BEFORE);
        let b = crate::context::fwd_chars(sc.text, e, AFTER);
        sc.text[a..b].to_string()
    };
    for m in patterns().kr_account.find_iter(sc.text) {
        if !num_left_ok(sc.bytes, m.start()) || !num_right_ok(sc.bytes, m.end()) {
            continue;
        }
        let sizes: Vec<usize> = m.as_str().split('-').map(str::len).collect();
        if !v::kr_account_grouping(&sizes) || sc.context(m.start(), m.end()) & ctx::BANK == 0 {
            continue;
        }
        let (base, mut reason) =
            if v::kr_account_named_bank(&window(sc, m.start(), m.end()), &sizes) {
                (0.8, "bank account in the named bank's format".to_string())
            } else {
                (0.65, "bank account grouping of a Korean bank".to_string())
            };
        let score = sc.with_context(m.start(), m.end(), base, ctx::BANK, &mut reason);
        sc.push(Kind::KrBankAccount, m.start(), m.end(), score, reason);
    }
    for m in patterns().kr_account_bare.find_iter(sc.text) {
        if !num_left_ok(sc.bytes, m.start()) || !num_right_ok(sc.bytes, m.end()) {
            continue;
        }
        let n = m.as_str().len();
        if sc.context(m.start(), m.end()) & ctx::BANK == 0
            || !v::kr_account_named_bank(&window(sc, m.start(), m.end()), &[n])
        {
            continue;
        }
        let mut reason = "digits of the named bank's account length".to_string();
        let score = sc.with_context(m.start(), m.end(), 0.65, ctx::BANK, &mut reason);
        sc.push(Kind::KrBankAccount, m.start(), m.end(), score, reason);
    }
}

/// Korean driver's licences: region code (or name), year, serial and check digits,
/// "11-12-345678-90". Hyphenated with a valid region they stand alone; run together they
/// need licence words.
fn kr_driver_licenses(sc: &mut Scan) {
    for m in patterns().kr_dl.find_iter(sc.text) {
        if !num_left_ok(sc.bytes, m.start()) || !num_right_ok(sc.bytes, m.end()) {
            continue;
        }
        let s = m.as_str();
        let named = !s.as_bytes()[0].is_ascii_digit();
        if !named && !v::kr_dl_region(s[..2].parse().unwrap_or(0)) {
            continue;
        }
        let hyphens = s.matches('-').count();
        let c = sc.context(m.start(), m.end());
        let licence_ctx = c & ctx::LICENSE != 0;
        let base = match (hyphens >= 2 || (named && hyphens >= 1), licence_ctx) {
            (true, true) | (false, true) => 0.9,
            (true, false) => 0.6,
            (false, false) => continue,
        };
        let mut reason = "driver's licence: region code, year, serial, check digits".to_string();
        if licence_ctx {
            reason.push_str("; context word");
        }
        // "버전 11-12-345678-90": a version or order number, dropped rather than uncertain.
        let score = if c & ctx::NOT_PII != 0 && !licence_ctx {
            base - 0.4
        } else {
            base
        };
        sc.push(Kind::KrDriverLicense, m.start(), m.end(), score, reason);
    }
}

/// Separators used between digit groups in a phone candidate, in order.
fn separators(s: &str) -> Vec<u8> {
    s.bytes().filter(|b| !b.is_ascii_digit()).collect()
}

fn phones(sc: &mut Scan) {
    let p = patterns();
    for m in p.kr_phone.find_iter(sc.text) {
        let (mut s, e) = (m.start(), m.end());
        let mut t = m.as_str();
        // "(010-1234-5678)": the parenthesis wraps the number, not the area code.
        if t.starts_with('(') && !t[..5.min(t.len())].contains(')') {
            s += 1;
            t = &t[1..];
        }
        if !phone_left_ok(sc.bytes, s) || !phone_right_ok(sc.bytes, e) {
            continue;
        }
        let d = v::digits(t);
        if !v::kr_phone(&d) {
            continue;
        }
        let seps = separators(t);
        let plain: Vec<u8> = seps.iter().copied().filter(|&c| c != b'(').collect();
        let consistent =
            plain.is_empty() || (plain.len() == 2 && (plain[0] == plain[1] || plain[0] == b')'));
        if !consistent {
            continue;
        }
        let mobile = d[1] == 1;
        let c = sc.context(s, e);
        let base = match (plain.is_empty(), mobile) {
            (false, _) => 0.85,
            (true, true) => 0.7,
            (true, false) if c & ctx::PHONE != 0 => 0.6,
            _ => continue,
        };
        let mut reason = format!(
            "Korean {} number",
            if mobile { "mobile" } else { "landline" }
        );
        let score = sc.with_context(s, e, base, ctx::PHONE, &mut reason);
        sc.push(Kind::Phone, s, e, score, reason);
    }
    for m in p.us_phone.find_iter(sc.text) {
        let (s, e) = (m.start(), m.end());
        if !phone_left_ok(sc.bytes, s) || !phone_right_ok(sc.bytes, e) {
            continue;
        }
        let mut d = v::digits(m.as_str());
        if d.len() == 11 {
            d.remove(0);
        }
        if !v::nanp(&d) {
            continue;
        }
        let seps: Vec<u8> = separators(m.as_str())
            .into_iter()
            .filter(|c| !matches!(c, b'(' | b')' | b' '))
            .collect();
        if seps.windows(2).any(|w| w[0] != w[1]) && !m.as_str().contains('(') {
            continue;
        }
        let mut reason = "North American number (valid area and exchange)".to_string();
        let score = sc.with_context(s, e, 0.8, ctx::PHONE, &mut reason);
        sc.push(Kind::Phone, s, e, score, reason);
    }
    let bare = if sc.hits.any(ctx::PHONE) {
        p.us_phone_bare.find_iter(sc.text).collect()
    } else {
        Vec::new()
    };
    for m in bare {
        let (s, e) = (m.start(), m.end());
        if !num_left_ok(sc.bytes, s) || !num_right_ok(sc.bytes, e) {
            continue;
        }
        let mut d = v::digits(m.as_str());
        if d.len() == 11 {
            d.remove(0);
        }
        if sc.context(s, e) & ctx::PHONE != 0 && v::nanp(&d) {
            let reason = "10 digits near phone words, valid NANP".into();
            sc.push(Kind::Phone, s, e, 0.65, reason);
        }
    }
    for m in p.national_phone.find_iter(sc.text) {
        let (s, e) = (m.start(), m.end());
        let d = v::digits(m.as_str());
        // 010 and 070 are Korean mobile and internet numbers, never UK ones; an order or a
        // reference number may share the grouping.
        let seps = separators(m.as_str());
        let c = sc.context(s, e);
        if !phone_left_ok(sc.bytes, s)
            || !phone_right_ok(sc.bytes, e)
            || (matches!(d[1], 1 | 7) && d[2] == 0)
            || seps.windows(2).any(|w| w[0] != w[1])
            || (c & ctx::NOT_PII != 0 && c & ctx::PHONE == 0)
        {
            continue;
        }
        let score = if c & ctx::PHONE != 0 { 0.95 } else { 0.8 };
        sc.push(
            Kind::Phone,
            s,
            e,
            score,
            "UK, Irish or Australian number (national grouping)".into(),
        );
    }
    if !sc.bytes.contains(&b'+') {
        return;
    }
    for m in p.intl_phone.find_iter(sc.text) {
        let (s, mut e) = (m.start(), m.end());
        let t = m.as_str();
        // The pattern may swallow a trailing "(" or space; end on a digit.
        while e > s && !sc.bytes[e - 1].is_ascii_digit() {
            e -= 1;
        }
        if !num_left_ok(sc.bytes, s) || !num_right_ok(sc.bytes, e) {
            continue;
        }
        let mut d = v::digits(&t[..e - s]);
        let Some(cc) = v::calling_code_len(&d) else {
            continue;
        };
        // "+82 (0)10-..." carries the national trunk 0; drop it before checking.
        if d.get(cc) == Some(&0) && d[..cc] != [3, 9] {
            d.remove(cc);
        }
        if !(8..=15).contains(&d.len()) {
            continue;
        }
        let national = &d[cc..];
        let ok = match &d[..cc] {
            [8, 2] => {
                let mut n = vec![0];
                n.extend_from_slice(national);
                v::kr_phone(&n)
            }
            [1] => v::nanp(national),
            _ => national.len() >= 6,
        };
        if !ok {
            continue;
        }
        let mut reason = "international number (E.164)".to_string();
        let score = sc.with_context(s, e, 0.85, ctx::PHONE, &mut reason);
        sc.push(Kind::Phone, s, e, score, reason);
    }
}

fn ips(sc: &mut Scan) {
    let p = patterns();
    for m in p.ipv4.find_iter(sc.text) {
        let (s, e) = (m.start(), m.end());
        let b = sc.bytes;
        let left_bad =
            s > 0 && (b[s - 1].is_ascii_alphanumeric() || b[s - 1] == b'.' || b[s - 1] == b'_');
        let right_bad = e < b.len()
            && (b[e].is_ascii_alphanumeric()
                || b[e] == b'_'
                || (b[e] == b'.' && b.get(e + 1).is_some_and(u8::is_ascii_digit)));
        if left_bad || right_bad {
            continue;
        }
        let Ok(ip) = Ipv4Addr::from_str(m.as_str()) else {
            continue;
        };
        if ip.is_loopback() || ip.is_unspecified() || ip.is_broadcast() || ip.is_multicast() {
            continue;
        }
        let (base, what) = if ip.is_private() || ip.is_link_local() {
            (0.6, "private IPv4 address")
        } else {
            (0.85, "IPv4 address")
        };
        // Four-part version numbers look exactly like addresses; trust the words around.
        if sc.context(s, e) & (ctx::NOT_PII | ctx::IP) == ctx::NOT_PII {
            continue;
        }
        let mut reason = what.to_string();
        let score = sc.with_context(s, e, base, ctx::IP, &mut reason);
        sc.push(Kind::Ip, s, e, score, reason);
    }
    if !sc.bytes.contains(&b':') {
        return;
    }
    for m in p.ipv6.find_iter(sc.text) {
        let (s, mut e) = (m.start(), m.end());
        let b = sc.bytes;
        if m.as_str().matches(':').count() < 2 {
            continue;
        }
        if e > s && b[e - 1] == b'.' {
            e -= 1;
        }
        let left_bad =
            s > 0 && (b[s - 1].is_ascii_alphanumeric() || matches!(b[s - 1], b'_' | b':' | b'.'));
        let right_bad =
            e < b.len() && (b[e].is_ascii_alphanumeric() || matches!(b[e], b'_' | b':'));
        if left_bad || right_bad {
            continue;
        }
        let Ok(ip) = Ipv6Addr::from_str(&sc.text[s..e]) else {
            continue;
        };
        if ip.is_loopback() || ip.is_unspecified() {
            continue;
        }
        // Link-local and unique-local addresses say less about who someone is.
        let local = (ip.segments()[0] & 0xffc0) == 0xfe80 || (ip.segments()[0] & 0xfe00) == 0xfc00;
        let base = if local { 0.6 } else { 0.85 };
        let mut reason = "IPv6 address".to_string();
        let score = sc.with_context(s, e, base, ctx::IP, &mut reason);
        sc.push(Kind::Ip, s, e, score, reason);
    }
}

fn macs(sc: &mut Scan) {
    let p = patterns();
    let b = sc.bytes;
    let mut found = Vec::new();
    for m in p.mac.find_iter(sc.text) {
        let (s, e) = (m.start(), m.end());
        let t = m.as_str().as_bytes();
        let sep = t[2];
        if (2..t.len()).step_by(3).any(|i| t[i] != sep) {
            continue;
        }
        let bad = |c: u8| c.is_ascii_alphanumeric() || c == b':' || c == b'-';
        if (s > 0 && bad(b[s - 1])) || (e < b.len() && bad(b[e])) {
            continue;
        }
        found.push((s, e));
    }
    for m in p.mac_dot.find_iter(sc.text) {
        let (s, e) = (m.start(), m.end());
        let bad = |c: u8| c.is_ascii_alphanumeric() || c == b'.';
        if (s > 0 && bad(b[s - 1])) || (e < b.len() && bad(b[e])) {
            continue;
        }
        // Dotted all-digit triples are more often numbers than Cisco-style MACs.
        if m.as_str().bytes().all(|c| c.is_ascii_digit() || c == b'.') {
            continue;
        }
        found.push((s, e));
    }
    for (s, e) in found {
        let hex: Vec<u8> = sc.text[s..e]
            .bytes()
            .filter(u8::is_ascii_hexdigit)
            .map(|c| c.to_ascii_lowercase())
            .collect();
        if hex.iter().all(|&c| c == b'0') || hex.iter().all(|&c| c == b'f') {
            continue;
        }
        sc.push(Kind::Mac, s, e, 0.8, "MAC address".into());
    }
}

/// An e-mail address or a handle (@kim), not a password that holds an `@` (Gamgyul@0412).
fn email_like(t: &str) -> bool {
    t.starts_with('@') || t.split_once('@').is_some_and(|(_, d)| d.contains('.'))
}

/// Values that stand in for a secret in docs and templates.
fn is_placeholder(v: &str) -> bool {
    let l = v.to_ascii_lowercase();
    if matches!(
        l.as_str(),
        "password" | "pass" | "passwd" | "pwd" | "secret" | "user" | "username" | "token" | "pw"
    ) {
        return true;
    }
    let first = v.bytes().next().unwrap_or(b' ');
    matches!(first, b'<' | b'$' | b'{' | b'%' | b'[' | b'(')
        || v.bytes()
            .all(|c| matches!(c, b'*' | b'x' | b'X' | b'.' | b'#' | b'-' | b'_'))
        || [
            "your",
            "example",
            "placeholder",
            "changeme",
            "dummy",
            "redacted",
            "xxxx",
            "****",
            "sample",
            "insert",
            "here",
            "replace",
            "todo",
            "process.env",
            "os.environ",
            "getenv",
            "env[",
            "env.",
            "secrets.",
            "config.",
        ]
        .iter()
        .any(|w| l.contains(w))
}

fn url_credentials(sc: &mut Scan) {
    if !sc.text.contains("://") {
        return;
    }
    for c in patterns().url_creds.captures_iter(sc.text) {
        let (Some(user), Some(pass)) = (c.get(1), c.get(2)) else {
            continue;
        };
        if is_placeholder(pass.as_str()) || is_placeholder(user.as_str()) {
            continue;
        }
        let reason = "credentials in URL userinfo".into();
        sc.push(Kind::UrlCredentials, user.start(), pass.end(), 0.98, reason);
    }
}

fn char_classes(v: &str) -> (bool, bool, bool, bool) {
    let lower = v.bytes().any(|c| c.is_ascii_lowercase());
    let upper = v.bytes().any(|c| c.is_ascii_uppercase());
    let digit = v.bytes().any(|c| c.is_ascii_digit());
    let symbol = v.bytes().any(|c| c.is_ascii_punctuation());
    (lower, upper, digit, symbol)
}

fn tokens(sc: &mut Scan) {
    let p = patterns();
    let b = sc.bytes;
    let bad = |c: u8| c.is_ascii_alphanumeric();
    for (name, rx, score) in &p.tokens {
        for m in rx.find_iter(sc.text) {
            let (s, e) = (m.start(), m.end());
            if (s > 0 && bad(b[s - 1])) || (e < b.len() && bad(b[e])) {
                continue;
            }
            let body = m.as_str();
            if name.starts_with("openai") {
                let tail = body.rsplit('-').next().unwrap_or("");
                let (l, u, d, _) = char_classes(body);
                if !(d && (l || u)) || v::entropy(tail) < 3.0 || is_placeholder(body) {
                    continue;
                }
            }
            sc.push(Kind::ApiKey, s, e, *score, format!("{name} format"));
        }
    }
    if sc.text.contains("eyJ") {
        for m in p.jwt.find_iter(sc.text) {
            let header = m.as_str().split('.').next().unwrap_or("");
            let ok = v::base64url_decode(header)
                .map(|h| String::from_utf8_lossy(&h).contains("\"alg\""))
                .unwrap_or(false);
            if ok {
                sc.push(
                    Kind::ApiKey,
                    m.start(),
                    m.end(),
                    0.95,
                    "JWT (decoded header)".into(),
                );
            }
        }
    }
}

fn private_keys(sc: &mut Scan) {
    if !sc.text.contains("-----BEGIN") {
        return;
    }
    // Blocks never nest: skipping BEGIN lines inside the previous block keeps this linear.
    let mut covered = 0;
    for m in patterns().pem.find_iter(sc.text) {
        if m.start() < covered {
            continue;
        }
        let rest = &sc.text[m.end()..];
        // The block ends at its END line; without one, at the end of the base64 body.
        let end = match rest.find("-----END") {
            Some(i) => {
                let after = &rest[i + 8..];
                let close = after.find("-----").map(|j| j + 5).unwrap_or(0);
                m.end() + i + 8 + close
            }
            None => {
                let body = rest
                    .bytes()
                    .take_while(|c| c.is_ascii_alphanumeric() || b"+/=\r\n \t:-,".contains(c))
                    .count();
                m.end() + body
            }
        };
        let end = m.start() + sc.text[m.start()..end].trim_end().len();
        covered = end;
        sc.push(
            Kind::PrivateKey,
            m.start(),
            end,
            0.99,
            "PEM private key block".into(),
        );
    }
}

fn keyword_secrets(sc: &mut Scan) {
    for c in patterns().keyword_secret.captures_iter(sc.text) {
        let Some(val) = c.get(1) else { continue };
        let mut e = val.end();
        let t = val.as_str().trim_end_matches(['.', ',']);
        e -= val.as_str().len() - t.len();
        if t.len() < 16 || is_placeholder(t) {
            continue;
        }
        // Dotted or underscored identifiers (config.api_key, SECRET_KEY_NAME) are names.
        let (l, u, d, _) = char_classes(t);
        let ent = v::entropy(t);
        if !((d && (l || u)) || (t.len() >= 32 && ent >= 4.0)) || ent < 3.0 {
            continue;
        }
        let s = val.start();
        if !word_right_ok(sc.bytes, e) && sc.bytes[e] != b'_' {
            continue;
        }
        let score = if ent >= 3.5 { 0.85 } else { 0.6 };
        let reason = format!("high-entropy value ({ent:.1} bits/char) after a secret keyword");
        sc.push(Kind::ApiKey, s, e, score, reason);
    }
}

const NOT_PASSWORDS: &[&str] = &[
    "required",
    "incorrect",
    "invalid",
    "wrong",
    "expired",
    "reset",
    "changed",
    "correct",
    "hashed",
    "encrypted",
    "stored",
    "missing",
    "empty",
    "null",
    "none",
    "undefined",
    "true",
    "false",
    "blank",
    "hidden",
    "masked",
    "field",
    "policy",
    "protected",
    "same",
    "different",
    "strong",
    "weak",
    "secure",
    "forgotten",
    "temporary",
    "updated",
    "not",
    "the",
    "too",
    "and",
    "for",
    "that",
    "this",
    "also",
    "still",
    "being",
    "never",
    "always",
    "only",
    "very",
    "set",
    "sent",
    "saved",
    "valid",
    "locked",
    "unknown",
    "manager",
    "string",
    "str",
    "input",
    "type",
    "text",
    "optional",
    "length",
    "entered",
    "generated",
    "mandatory",
];

fn passwords(sc: &mut Scan) {
    for c in patterns().password.captures_iter(sc.text) {
        let (Some(sep), Some(val)) = (c.get(1), c.get(2)) else {
            continue;
        };
        let raw = val.as_str();
        let t = trim_closers(raw, &[]);
        let s = val.start();
        let e = s + t.len();
        if t.len() < 4 || t.len() > 64 || is_placeholder(t) {
            continue;
        }
        let lower = t.to_ascii_lowercase();
        if NOT_PASSWORDS.contains(&lower.as_str()) {
            continue;
        }
        let (l, u, d, sym) = char_classes(t);
        let classes = [l, u, d, sym].iter().filter(|&&x| x).count();
        let assignment = matches!(sep.as_str(), ":" | "=" | ":=" | "=>");
        let score = if classes >= 2 || (d && t.len() >= 4) {
            0.9
        } else if assignment {
            // A plain word after "password:" may be a password or a description.
            0.45
        } else {
            continue;
        };
        sc.push(
            Kind::Password,
            s,
            e,
            score,
            "password after a password keyword".into(),
        );
    }
}

/// Endings that follow a value in a Korean sentence (…123이에요, …99입니다), longest first.
const KOREAN_VALUE_ENDINGS: &[&str] = &[
    "이었어요",
    "였어요",
    "입니다",
    "이에요",
    "이예요",
    "예요",
    "이야",
    "이고",
    "이며",
    "이라고",
    "라고",
    "으로",
    "이요",
    "로",
    "야",
    "요",
    "고",
    "며",
    "이",
    "가",
    "은",
    "는",
    "을",
    "를",
    "도",
    "만",
];

/// Passwords in Korean sentences whose value holds Hangul or follows a few words before a
/// colon, which `passwords` (ASCII values right after the keyword) does not take. A value
/// with Hangul counts only with a digit or an ASCII symbol in it (a Hangul word alone after
/// 비밀번호는 is as often a description: 변경되었습니다), never as a counted unit (8자리),
/// a date or an address.
fn passwords_ko(sc: &mut Scan) {
    let p = patterns();
    for c in p.password_ko.captures_iter(sc.text) {
        let Some(val) = c.get(3) else { continue };
        let raw = trim_closers(val.as_str(), &['!', '?']);
        let hangul = raw.chars().any(is_hangul);
        if !hangul && c.get(2).is_some() {
            continue; // an ASCII value after a particle: `passwords` takes it
        }
        let mut t = raw;
        if hangul {
            if let Some(end) = KOREAN_VALUE_ENDINGS.iter().find_map(|e| t.strip_suffix(e)) {
                t = end;
            }
        }
        let s = val.start();
        let e = s + t.len();
        if t.chars().count() < 4 || t.len() > 64 || is_placeholder(t) {
            continue;
        }
        let lower = t.to_ascii_lowercase();
        if NOT_PASSWORDS.contains(&lower.as_str())
            || p.korean_counter.is_match(t)
            || p.dates.iter().any(|d| d.is_match(t))
            || lower.starts_with("http")
            || lower.starts_with("www.")
            || email_like(t)
        {
            continue;
        }
        let (l, u, d, sym) = char_classes(t);
        let score = if hangul {
            // Hangul words joined by + or / are a rule (영문+숫자), not a value.
            if !(d
                || t.bytes()
                    .any(|b| b.is_ascii_punctuation() && !matches!(b, b'+' | b'/')))
            {
                continue;
            }
            0.9
        } else if [l, u, d, sym].iter().filter(|&&x| x).count() >= 2 || d {
            0.9
        } else {
            // A plain word after "...: " may be a password or a description.
            0.45
        };
        push_new_password(sc, s, e, score, "password after a Korean password keyword");
    }
}

/// Quotes, brackets and sentence punctuation that close the text around a value.
const CLOSERS: [char; 9] = ['"', '\'', '`', ',', ';', ')', ']', '}', '.'];

/// `t` without the closers (and the `also` characters) after its end.
fn trim_closers<'a>(t: &'a str, also: &[char]) -> &'a str {
    t.trim_end_matches(|c: char| CLOSERS.contains(&c) || also.contains(&c))
}

/// Records a password at s..e unless an earlier password rule already took an overlapping span.
fn push_new_password(sc: &mut Scan, s: usize, e: usize, score: f32, reason: &str) {
    if !sc
        .out
        .iter()
        .any(|o| o.kind == Kind::Password && o.start < e && s < o.end)
    {
        sc.push(Kind::Password, s, e, score, reason.into());
    }
}

/// A value right after a password keyword with no particle, colon or "is" between them. Only
/// a value shaped like a made-up password counts (8 to 64 printable ASCII characters of at
/// least three of lower case, upper case, digits and symbols): after a bare keyword an
/// ordinary word is the rest of the sentence (password reset, 비밀번호 변경), and a short
/// technical token (SHA-256, UTF-8) is a description.
fn passwords_bare(sc: &mut Scan) {
    for c in patterns().password_bare.captures_iter(sc.text) {
        let Some((s, e)) = c.get(1).and_then(password_shaped) else {
            continue;
        };
        push_new_password(
            sc,
            s,
            e,
            0.9,
            "password-shaped value right after a password keyword",
        );
    }
}

/// The span of a value shaped like a made-up password, closing punctuation trimmed: 8 to 64
/// printable ASCII characters of at least three of lower case, upper case, digits and
/// symbols, not a placeholder, URL or address.
fn password_shaped(val: regex::Match) -> Option<(usize, usize)> {
    shaped_at(val.start(), val.as_str())
}

/// `password_shaped` for the value `raw` that starts at `start`.
fn shaped_at(start: usize, raw: &str) -> Option<(usize, usize)> {
    let t = trim_closers(raw, &['!', '?']);
    if t.len() < 8 || t.len() > 64 || is_placeholder(t) || t.contains("://") || email_like(t) {
        return None;
    }
    let (l, u, d, sym) = char_classes(t);
    let classes = [l, u, d, sym].iter().filter(|&&x| x).count();
    (classes >= 3).then(|| (start, start + t.len()))
}

/// Records a strong-shaped value (see `password_shaped`) that holds a digit.
fn push_strong_password(sc: &mut Scan, v: regex::Match, reason: &str) {
    if let Some((s, e)) = password_shaped(v) {
        if sc.bytes[s..e].iter().any(u8::is_ascii_digit) && !file_or_path(sc.text, s, e) {
            push_new_password(sc, s, e, 0.9, reason);
        }
    }
}

/// Whether `text[s..e]` is a file name (report_2024.pdf, cut or not at its dot) or a path.
fn file_or_path(text: &str, s: usize, e: usize) -> bool {
    let t = &text[s..e];
    let extension = |ext: &str| {
        let letters = ext.bytes().take_while(u8::is_ascii_alphabetic).count();
        (2..=4).contains(&letters) && !ext[letters..].starts_with(char::is_alphanumeric)
    };
    t.contains(['/', '\\'])
        || t.rsplit_once('.')
            .is_some_and(|(_, ext)| extension(ext) && ext.len() <= 4)
        || text[e..].strip_prefix('.').is_some_and(extension)
}

/// Whether a value's clause ends right after it: punctuation, the end, or a conjunction.
fn clause_ends(rest: &str) -> bool {
    let rest = rest.trim_start_matches([' ', '\t']);
    let word = crate::context::leading_ascii_word(rest).to_ascii_lowercase();
    rest.is_empty()
        || rest.starts_with(|c: char| c.is_ascii_punctuation() || c == '\n')
        || [
            "and", "but", "so", "or", "while", "when", "if", "then", "until", "before", "after",
            "for", "at", "on", "from",
        ]
        .contains(&word.as_str())
}

/// A value joined to the user name or e-mail of a login or account ("login is a@b.org with
/// Tulip#2024", "로그인: ho702 / gomdori88"): the pair is a credential even without a
/// password keyword. A strong-shaped value needs a digit (not "and Revenue-Report-Final", a
/// file name); a weak one (`weak_value`: maple2019, 0827) must close its clause and follow a
/// user name with a letter, so that two numbers or a list of words are no pair. A plain word
/// counts as the user name only before `/` (admin / bluebell62, not "sign in and ...").
fn passwords_after_login(sc: &mut Scan) {
    let p = patterns();
    for c in p.password_login.captures_iter(sc.text) {
        let (Some(user), Some(v)) = (c.name("user"), c.name("v")) else {
            continue;
        };
        let user = user
            .as_str()
            .split([' ', '\t', '"', '\'', '`', '/', ',', ';'])
            .next();
        let t = trim_closers(v.as_str(), &['!', '?']);
        let (s, e) = (v.start(), v.start() + t.len());
        // A field's name is no user's (compares user_id and ...).
        let user_named = user.is_some_and(|u| {
            let word: String = u.chars().filter(char::is_ascii_alphanumeric).collect();
            u.bytes().any(|b| b.is_ascii_alphabetic())
                && !FIELD_NAMES.contains(&word.to_ascii_lowercase().as_str())
        });
        if weak_value(t)
            && user_named
            && value_closes(sc.text, e)
            && !not_a_secret_label(sc.text, s, e, programming_question(sc.text))
        {
            push_new_password(sc, s, e, 0.9, "value joined to a login's user name");
        } else {
            push_strong_password(sc, v, "password-shaped value joined to a login's user name");
        }
    }
    let email_ends: Vec<usize> = sc
        .out
        .iter()
        .filter(|o| o.kind == Kind::Email)
        .map(|o| o.end)
        .collect();
    for at in email_ends {
        let Some(v) = p
            .password_after_email
            .captures(&sc.text[at..])
            .and_then(|c| c.name("v"))
        else {
            continue;
        };
        let t = trim_closers(v.as_str(), &['!', '?']);
        let (s, e) = (at + v.start(), at + v.start() + t.len());
        if secret_shaped(t, false) && !not_a_secret_label(sc.text, s, e, false) {
            push_new_password(sc, s, e, 0.9, "password-shaped value joined to an e-mail");
        }
    }
}

/// Names of user fields, written where a user name would stand.
#[rustfmt::skip]
const FIELD_NAMES: &[&str] = &[
    "user", "userid", "username", "uid", "id", "login", "loginid", "email", "mail", "account",
    "accountid", "name",
];

/// A weak value, the kind people choose themselves: four to eight digits that are not a
/// year (`*` and `#` allowed), or a lowercase word with a number after it (bluebell62,
/// lanternfish9).
fn weak_value(t: &str) -> bool {
    let digits = t.bytes().filter(u8::is_ascii_digit).count();
    let code = (4..=8).contains(&digits)
        && t.bytes()
            .all(|b| b.is_ascii_digit() || matches!(b, b'*' | b'#'));
    let year = t.len() == 4 && (t.starts_with("19") || t.starts_with("20"));
    let word = t.trim_end_matches(|ch: char| ch.is_ascii_digit());
    let word_number = word.len() >= 4
        && word.len() < t.len()
        && t.len() >= 6
        && word.bytes().all(|b| b.is_ascii_lowercase());
    (code && !year) || word_number
}

/// Whether a value at `e` closes its clause: English punctuation, the end or a conjunction
/// (`clause_ends`), or the Hangul of a Korean ending or particle (gomdori88 로 하면 돼,
/// 0827이야), but not a counted unit (2024년, 10시).
fn value_closes(text: &str, e: usize) -> bool {
    let rest = text[e..].trim_start_matches([' ', '\t']);
    let glued_unit = {
        let head = text[..e]
            .rsplit(|ch: char| !ch.is_ascii_digit())
            .next()
            .unwrap_or("");
        !head.is_empty() && patterns().korean_counter.is_match(&text[e - head.len()..])
    };
    !glued_unit && (clause_ends(&text[e..]) || rest.starts_with(is_hangul))
}

/// Words after a value that make it an example or a rule (비밀번호 1234 같은 건, 8자리 이상).
const KOREAN_NOT_VALUE_AFTER: &[&str] =
    &["같은", "같이", "처럼", "등", "이상", "이하", "미만", "자리"];

/// Words between a password keyword and a value that make the value something else's (an
/// error code, a length, a product).
const KOREAN_NOT_PASSWORD_WORDS: &[&str] = &[
    "코드",
    "번호",
    "오류",
    "에러",
    "버전",
    "길이",
    "횟수",
    "주기",
    "기한",
    "규칙",
    "정책",
    "최소",
    "최대",
    "자릿수",
    "예시",
    "형식",
    "관리",
    "앱",
    "프로그램",
    "사이트",
    "서비스",
    "모델",
    "기종",
    "기기",
    "폰",
    "화면",
    "제품",
];

/// Korean passwords, PINs and door-lock codes in the ways people write them in a sentence
/// (see `password_ko_told`, `password_ko_described`, `password_ko_pressed` and
/// `password_ko_spread`), where the other rules want a particle and an ASCII value, a colon or
/// a strong shape. The value must hold a digit: a word
/// after the keyword is the rest of the sentence (비밀번호를 잊어버렸어요, 비밀번호 변경 방법).
fn passwords_ko_told(sc: &mut Scan) {
    let p = patterns();
    let told = p.password_ko_told.captures_iter(sc.text);
    let described = p.password_ko_described.captures_iter(sc.text);
    for c in told
        .chain(described)
        .chain(p.password_ko_pressed.captures_iter(sc.text))
        .chain(p.password_ko_spread.captures_iter(sc.text))
    {
        // Words that make the value something else's (오류 코드 E1234, 최소 길이 12345).
        if c.name("gap").is_some_and(|g| {
            g.as_str()
                .split_whitespace()
                .any(|w| KOREAN_NOT_PASSWORD_WORDS.iter().any(|n| w.starts_with(n)))
        }) {
            continue;
        }
        let pin = c.name("pin").is_some();
        let (s, t) = if let Some(q) = c.name("q") {
            let t = q.as_str().trim_start();
            (q.end() - t.len(), t.trim_end())
        } else if let Some(w) = c.name("words") {
            // A passphrase spread over words holds a word with letters, and none of its words
            // is a label of its own (암호는 AES 256 이야 names a cipher).
            let mut at = w.start();
            let labelled = w.as_str().split(' ').any(|word| {
                let label = not_a_secret_label(sc.text, at, at + word.len(), false);
                at += word.len() + 1;
                label
            });
            if labelled || !w.as_str().bytes().any(|b| b.is_ascii_alphabetic()) {
                continue;
            }
            (w.start(), w.as_str())
        } else {
            let Some(v) = c.name("v") else { continue };
            let raw = v.as_str();
            // An ASCII value ends where Hangul starts (4827*이야); a Hangul one loses its ending.
            let t = match raw.find(|ch: char| !ch.is_ascii()) {
                Some(0) if !raw.starts_with(is_hangul) => continue,
                Some(0) => KOREAN_VALUE_ENDINGS
                    .iter()
                    .find_map(|e| raw.strip_suffix(e))
                    .unwrap_or(raw),
                Some(i) => &raw[..i],
                None => raw,
            };
            // "!" stays: it is as often the value's last symbol (gureum0412!인데).
            let t = trim_closers(t, &['?', '~']);
            (v.start(), t)
        };
        let e = s + t.len();
        let rest = sc.text[e..].trim_start();
        if t.chars().count() < 4
            || t.len() > 64
            || !t.bytes().any(|b| b.is_ascii_digit())
            || p.korean_counter.is_match(&sc.text[s..])
            || KOREAN_NOT_VALUE_AFTER.iter().any(|w| rest.starts_with(w))
            || !plausible_secret(t)
            || (pin
                && !t
                    .bytes()
                    .all(|b| b.is_ascii_digit() || matches!(b, b'*' | b'#')))
        {
            continue;
        }
        push_new_password(
            sc,
            s,
            e,
            0.9,
            "password told after a Korean password or PIN keyword",
        );
    }
}

/// English passwords, PINs and door codes told in a phrase (see `password_en_told` and
/// `password_en_set`). The value must hold a digit, and a PIN, code or combination only
/// digits (`*`, `#` and `-` allowed); after a bare keyword only a PIN or a quoted value
/// counts (password reset, pin 17 of the chip).
fn passwords_en_told(sc: &mut Scan) {
    let p = patterns();
    let mut found = Vec::new();
    for c in p.password_en_told.captures_iter(sc.text) {
        let (Some(kw), Some(sep), Some(v)) = (c.name("kw"), c.name("sep"), c.name("v")) else {
            continue;
        };
        // A bare value counts after "PIN" or "PIN number", not after "pin" (pin 2024 roadmap
        // to the channel) or a door code (change the door code 2291 tomorrow).
        let pin_named = kw.as_str().starts_with("PIN") || kw.as_str().len() > 3;
        let kw = kw.as_str().to_ascii_lowercase();
        // A lock opens with a number (the side gate padlock is 5082).
        let numeric = kw.starts_with("pin")
            || ["code", "comb", "lock", "safe", "box", "keypad"]
                .iter()
                .any(|w| kw.contains(w));
        let sep = sep.as_str().trim();
        if sep.is_empty() && c.name("q").is_none() && !(kw.starts_with("pin") && pin_named) {
            continue;
        }
        if kw == "pass" && !matches!(sep, ":" | "=") {
            continue;
        }
        found.push((v, numeric, kw == "pass"));
    }
    let later = p.password_en_later.captures_iter(sc.text);
    for c in later.chain(p.password_en_apposed.captures_iter(sc.text)) {
        let Some(v) = c.name("v") else { continue };
        if let Some(gap) = c.name("gap").filter(|_| c.name("pw").is_none()) {
            // A PIN or a code: the whole answer to a question about it, digits only (not
            // "It's 2024 and I still ...").
            let rest = sc.text[v.end()..].trim_start_matches([' ', '\t']);
            let whole = v.as_str().ends_with(['.', ',', '!', ';', ')'])
                || rest.is_empty()
                || rest.starts_with('\n');
            if gap.as_str().contains('?') && whole {
                found.push((v, true, false));
            }
            continue;
        }
        // Digits alone are a PIN or a code (his banking PIN, 190455, ...; my passcode, 5521).
        if c.name("pin").is_some() || v.as_str().bytes().all(|b| b.is_ascii_digit()) {
            found.push((v, true, false));
            continue;
        }
        push_strong_password(sc, v, "password told later in a sentence about it");
    }
    for c in p.password_en_opens.captures_iter(sc.text) {
        // The number is the whole of what it opens with (not "opened with 2019 funding").
        if let Some(v) = c.name("v").filter(|v| clause_ends(&sc.text[v.end()..])) {
            found.push((v, true, false));
        }
    }
    for c in p.password_en_keyed.captures_iter(sc.text) {
        found.extend(c.name("v").map(|v| (v, true, false)));
    }
    let let_in = p.password_en_let_in.captures_iter(sc.text);
    for c in let_in.chain(p.password_en_opens_before.captures_iter(sc.text)) {
        let Some(v) = c.name("v").or(c.name("w")) else {
            continue;
        };
        // Not a year, a price or a room (2000 opens the gate to visitors, room 3816 opens
        // onto the garden door), and after "get in with" the whole of what it names (not
        // "with 3000 other fans").
        let lead = word_before(sc.text, v.start());
        let prev = sc.text[..v.start()].chars().next_back();
        let whole = c.name("w").is_some() || clause_ends(&sc.text[v.end()..]);
        if weak_value(v.as_str())
            && whole
            && !NOT_CODE_LEADS.contains(&lead.as_str())
            && !prev.is_some_and(|ch| "£$€₩¥#".contains(ch))
        {
            found.push((v, true, false));
        }
    }
    for c in p.password_en_access.captures_iter(sc.text) {
        let Some(v) = c.name("v") else { continue };
        // Digits alone only as the whole of what opens it (unlock my phone with 2580, not
        // "with 2000 other users").
        let t = trim_closers(v.as_str(), &[]);
        if t.bytes().all(|b| b.is_ascii_digit()) && clause_ends(&sc.text[v.start() + t.len()..]) {
            found.push((v, true, false));
        }
    }
    for c in p.password_en_uses.captures_iter(sc.text) {
        let Some(v) = c.name("v") else { continue };
        // A word and a number (bluebell62), or a value with a symbol: a capitalised name with
        // digits is as often a product (Office365).
        let t = v.as_str();
        let word_number = t.trim_end_matches(|ch: char| ch.is_ascii_digit()).len() + 2 <= t.len()
            && t.trim_end_matches(|ch: char| ch.is_ascii_digit())
                .bytes()
                .all(|b| b.is_ascii_lowercase());
        let symbol = t.bytes().any(|b| b.is_ascii_punctuation() && b != b'.');
        if word_number && t.len() >= 6 {
            found.push((v, false, false));
        } else if symbol {
            push_strong_password(sc, v, "password used for several accounts");
        }
    }
    for c in p.password_en_set.captures_iter(sc.text) {
        if let (Some(kw), Some(v)) = (c.name("kw"), c.name("v")) {
            // "pass" names many things (a bus pass changed to the annual one): a value
            // with letters and digits only.
            found.push((v, false, kw.as_str().eq_ignore_ascii_case("pass")));
        }
    }
    for c in p.password_en_as.captures_iter(sc.text) {
        let (Some(m), Some(v)) = (c.name("m"), c.name("v")) else {
            continue;
        };
        // An example PIN in a tutorial is not one.
        let m = m.as_str().to_ascii_lowercase();
        if [
            "example",
            "sample",
            "dummy",
            "test",
            "demo",
            "fake",
            "placeholder",
        ]
        .iter()
        .any(|w| m.contains(w))
        {
            continue;
        }
        found.push((v, false, false));
    }
    for (v, numeric, pass) in found {
        let t = trim_closers(v.as_str(), &['?']);
        // "!" ends a sentence after a PIN but may end a password (Tulip2024!).
        let t = if numeric { t.trim_end_matches('!') } else { t };
        let (s, e) = (v.start(), v.start() + t.len());
        // A number that a unit or a model follows is a size, a price or a year (the
        // padlock is 2024 model, the lock box is 3000 won).
        let next = crate::context::leading_ascii_word(sc.text[e..].trim_start());
        if numeric && NOT_CODES_BEFORE.contains(&next.to_ascii_lowercase().as_str()) {
            continue;
        }
        let (l, u, d, _) = char_classes(t);
        if t.len() < 4
            || t.len() > 64
            || !d
            || (numeric
                && !t
                    .bytes()
                    .all(|b| b.is_ascii_digit() || matches!(b, b'*' | b'#' | b'-')))
            || (pass && !(l || u))
            || NOT_PASSWORDS.contains(&t.to_ascii_lowercase().as_str())
            || !plausible_secret(t)
        {
            continue;
        }
        push_new_password(
            sc,
            s,
            e,
            0.9,
            "password told after a password or PIN keyword",
        );
    }
}

/// The last word before `at`, lower case, past spaces, commas and colons.
fn word_before(text: &str, at: usize) -> String {
    text[..at]
        .trim_end_matches([' ', '\t', ',', ':'])
        .rsplit(|ch: char| !ch.is_ascii_alphabetic() && ch != '\'')
        .next()
        .unwrap_or("")
        .to_ascii_lowercase()
}

/// Words before `code` that make it no access code (the area code, an error code).
#[rustfmt::skip]
const NOT_ACCESS_CODES: &[&str] = &[
    "area", "zip", "post", "postal", "error", "promo", "discount", "voucher", "coupon", "gift",
    "tax", "sort", "country", "dialling", "dialing", "status", "exit", "return", "source", "qr",
    "bar", "product", "reference", "booking", "tracking", "dress", "fault", "course", "colour",
    "color", "referral", "invite", "sample", "example", "test", "demo",
];

/// What an access code opens: `code` alone counts only in a sentence that names one.
#[rustfmt::skip]
const ACCESS_NOUNS: &[&str] = &[
    "door", "gate", "garage", "entry", "entrance", "building", "flat", "house", "shed", "alarm",
    "keypad", "lock", "padlock", "safe", "locker", "intercom", "buzzer", "lobby", "storage",
    "porch", "key", "lockbox",
];

/// Words right before a number that make it a time, a year, a price or a count.
#[rustfmt::skip]
const NOT_CODE_LEADS: &[&str] = &[
    "at", "in", "since", "from", "until", "till", "by", "of", "before", "after", "around",
    "per", "about", "over", "under", "than", "for", "on", "cost", "costs", "paid", "pay",
    "spent", "worth", "priced", "charged", "only", "just", "nearly", "almost", "some", "top",
    "model", "number", "no", "room", "page", "version", "edition", "size", "type", "series",
];

/// Codes told anywhere later in the sentence that names them, where the phrasings of
/// `passwords_en_told` do not reach (see `password_en_near_code`; passwords with letters are
/// `passwords_by_cue`'s). A code must be the whole of its clause (`it's 2024 all over again`
/// is not one), not a time, year, price or measure, and `code` alone must stand in a sentence
/// about a door or a lock, not be an area, error or promo code.
fn passwords_en_near(sc: &mut Scan) {
    let p = patterns();
    for c in p.password_en_near_code.captures_iter(sc.text) {
        let (Some(kw), Some(v)) = (c.name("kw"), c.name("v")) else {
            continue;
        };
        let (s, e) = (v.start(), v.end());
        let kw_lower = kw.as_str().to_ascii_lowercase();
        // "pin" in lowercase alone is as often the verb (pin 2024 roadmap to the channel);
        // a number right after the keyword is left to passwords_en_told, which takes it
        // after a PIN only (not "change the door code 2291 tomorrow").
        let bare = sc.text[kw.end()..s].trim().is_empty();
        if (kw_lower == "pin" && kw.as_str() != "PIN") || bare {
            continue;
        }
        let sentence_start = sc.text[..kw.start()]
            .rfind(['.', '!', '?', '\n'])
            .map_or(0, |i| i + 1);
        let sentence = sc.text[sentence_start..]
            .split(['.', '!', '?', '\n'])
            .next()
            .unwrap_or("");
        let lower_sentence = sentence.to_ascii_lowercase();
        if kw_lower == "code"
            && (NOT_ACCESS_CODES.contains(&word_before(sc.text, kw.start()).as_str())
                || !lower_sentence
                    .split(|ch: char| !ch.is_ascii_alphabetic())
                    .any(|w| ACCESS_NOUNS.contains(&w)))
        {
            continue;
        }
        let lead = word_before(sc.text, s);
        let prev = sc.text[..s].chars().next_back();
        // A capitalised word right before the number names a product (the Abus 2450).
        let product = sc.text[..s]
            .strip_suffix(' ')
            .and_then(|b| b.rsplit(' ').next())
            .is_some_and(|w| w.starts_with(|ch: char| ch.is_ascii_uppercase()) && w != "PIN");
        if NOT_CODE_LEADS.contains(&lead.as_str())
            || product
            || prev.is_some_and(|ch| "£$€₩¥#".contains(ch))
            || !num_left_ok(sc.bytes, s)
            || !num_right_ok(sc.bytes, e)
            || !clause_ends(&sc.text[e..])
        {
            continue;
        }
        let t = &sc.text[s..e];
        if plausible_secret(t) {
            push_new_password(sc, s, e, 0.9, "code told later in a sentence about it");
        }
    }
}

/// Words that, as the last word before a value, make it what a password belongs to (the
/// password for JSmith_88, log in to Prod-DB2), a user or network name (user Sam.Smith-2,
/// sign in as ..., the wifi called Cafe_Guest5, 아이디 ...) or an example (like Blue!Tiger88).
#[rustfmt::skip]
const NOT_SECRET_LEADS: &[&str] = &[
    "for", "of", "on", "in", "at", "to", "into", "onto", "from", "about", "via", "by", "after",
    "before", "since", "during", "than", "like", "as", "user", "username", "userid", "id",
    "account", "handle", "name", "named", "called", "ssid", "network", "email", "mail",
    "example", "아이디", "계정", "이메일", "메일", "이름",
];

/// Words that open a label with its number (Error-500x, Build_2024b), not a secret.
#[rustfmt::skip]
const TECHNICAL_LABELS: &[&str] = &[
    "error", "err", "code", "build", "version", "ver", "rev", "release", "patch", "update",
    "model", "type", "step", "case", "room", "flight", "order", "ticket", "page", "item", "sku",
    "part", "batch", "issue", "bug", "test", "server", "host", "node", "port", "level", "stage",
    "phase", "section", "chapter", "zone", "q",
];

/// Words passed over when looking for the word before a value (the password is now ...).
#[rustfmt::skip]
const LEAD_FILLERS: &[&str] = &[
    "is", "was", "s", "my", "the", "our", "your", "his", "her", "their", "its", "a", "an", "now",
    "still", "just",
];

/// Words of a sentence about stored passwords, whose values are digests, not passwords.
#[rustfmt::skip]
const HASH_WORDS: &[&str] = &[
    "hash", "hashed", "hashes", "hashing", "digest", "salt", "salted", "checksum", "bcrypt",
    "argon2", "sha1", "sha256", "md5",
];

/// Marks and words of a programming question, where a token beside a password word is code.
#[rustfmt::skip]
const CODE_MARKS: &[&str] = &[
    "`", "=>", "();", "){", "def ", "#include", "import ", "console.", "print(", "self.",
    "this.", "함수", "변수", "파이썬", "스크립트",
];
#[rustfmt::skip]
const CODE_WORDS: &[&str] = &[
    "python", "javascript", "typescript", "java", "golang", "php", "sql", "regex", "bash",
    "script", "function", "variable", "method", "class", "compile", "compiler", "exception",
    "debug", "repo", "git", "json", "yaml", "api",
];

/// A password-shaped value in the sentence of a credentials cue, after the cue or before it
/// (type Meadow#Lark71 when it asks for the password; my login is sam@x.com and
/// Blue!Tiger88; Meadow#Lark71 이게 와이파이 비번이야), in a sentence where no other rule
/// found one. The value is taken from the shape of the token and the sentence it stands in,
/// not from a phrasing: the nearest token after the cue, else the nearest before it, that
/// `secret_beside_cue` accepts.
fn passwords_by_cue(sc: &mut Scan) {
    const FINDING: u8 = 1;
    const PASSWORD: u8 = 2;
    let cues: Vec<_> = patterns().password_cue.find_iter(sc.text).collect();
    if cues.is_empty() {
        return;
    }
    let code = programming_question(sc.text);
    // The bytes earlier rules took, marked once so that every cue's look-up stays within
    // its window (a text of a million cues stays linear).
    let mut taken = vec![0u8; sc.bytes.len()];
    for o in &sc.out {
        let mark = if o.kind == Kind::Password {
            FINDING | PASSWORD
        } else {
            FINDING
        };
        taken[o.start..o.end].iter_mut().for_each(|b| *b |= mark);
    }
    for cue in cues {
        // 암호화 is encryption.
        if cue.as_str() == "암호" && sc.text[cue.end()..].starts_with('화') {
            continue;
        }
        let lo = crate::context::back_chars(sc.text, cue.start(), 120);
        let hi = crate::context::fwd_chars(sc.text, cue.end(), 120);
        let (mut start, mut end) = sentence_bounds(&sc.bytes[..hi], lo, cue.start(), cue.end());
        // A question that ends on the cue is answered in the next sentence (The wifi
        // password? Just use Quartz!Hill9).
        if end < hi && sc.bytes[end] == b'?' && sc.text[cue.end()..end].trim().is_empty() {
            end = sentence_bounds(&sc.bytes[..hi], end, end + 1, end + 1).1;
        }
        // A sentence that opens by pointing back is about the one before it (보름달2026! 이게
        // 가게 와이파이 비번이야; Sunflower2024! That's the wifi password).
        if start > lo && points_back(&sc.text[start..cue.start()]) {
            start = sentence_bounds(&sc.bytes[..hi], lo, start - 1, start - 1).0;
        }
        let told = taken[start..end].iter().any(|b| b & PASSWORD != 0);
        let sentence = sc.text[start..end].to_ascii_lowercase();
        let hashes = sentence.contains("해시")
            || sentence
                .split(|ch: char| !ch.is_ascii_alphanumeric())
                .any(|w| HASH_WORDS.contains(&w));
        if told || hashes {
            continue;
        }
        let after_limit = crate::context::fwd_chars(sc.text, cue.end(), 80).min(end);
        let before_limit = crate::context::back_chars(sc.text, cue.start(), 60).max(start);
        let runs = ascii_runs(sc.bytes, start, end);
        let after = runs
            .iter()
            .filter(|r| r.0 >= cue.end() && r.0 < after_limit)
            .map(|&(s, e)| (s, e, false));
        // Before the cue, a token glued to the Hangul word that opens it (보름달2026!) is tried
        // whole first.
        let before = runs
            .iter()
            .rev()
            .filter(|r| r.1 <= cue.start() && r.1 > before_limit)
            .flat_map(|&(s, e)| {
                let led = hangul_led(sc.text, start, s);
                (led < s)
                    .then_some((led, e, true))
                    .into_iter()
                    .chain([(s, e, true)])
            });
        let found = after.chain(before).find_map(|(s, e, before_cue)| {
            secret_beside_cue(sc, start, s, e, (cue.start(), cue.end()), before_cue, code)
                .filter(|&(s, e)| taken[s..e].iter().all(|&b| b == 0))
        });
        if let Some((s, e)) = found {
            taken[s..e]
                .iter_mut()
                .for_each(|b| *b |= FINDING | PASSWORD);
            push_new_password(
                sc,
                s,
                e,
                0.9,
                "password-shaped value in a sentence about a password",
            );
        }
    }
}

/// The span of the value in the token `text[s..e]` of the sentence that opens at
/// `sentence_start`, if it is a secret: shaped like one (`secret_shaped`), not a file, a
/// clock time, a version, a technical name, a product after its brand
/// (TP-Link Archer_AX55) or, in a programming question, code; not led by a word that makes it
/// a user name, what the password belongs to or an example (`NOT_SECRET_LEADS`); and, before
/// the cue (span `cue`), not the word that qualifies it (my Office365 password). A value the
/// cue names with a copula before it need only be `named_value`, and one that completes the
/// cue's clause after it (`complement_of_cue`) only `weak_value`.
fn secret_beside_cue(
    sc: &Scan,
    sentence_start: usize,
    s: usize,
    e: usize,
    cue: (usize, usize),
    before_cue: bool,
    code: bool,
) -> Option<(usize, usize)> {
    let raw = &sc.text[s..e];
    let opened = raw.trim_start_matches(['"', '\'', '`', '(', '[', '{', '<']);
    let s = s + raw.len() - opened.len();
    let t = trim_closers(opened, &['?', ':']);
    let e = s + t.len();
    // A value that the cue names with a copula (2580 is my PIN; 0827이 우리 집 비번이야) may
    // be any number of four to eight digits or a word with digits.
    let (cs, ce) = cue;
    let named = before_cue && {
        let link = patterns().password_named.captures(&sc.text[e..cs]);
        // Words about the cue, not a clause of their own (not "is the year my password").
        let about = link.as_ref().is_some_and(|c| {
            c.name("words").is_none_or(|w| {
                w.as_str()
                    .split_whitespace()
                    .all(|w| !LEAD_FILLERS.contains(&w.to_ascii_lowercase().as_str()))
            })
        });
        let link = &sc.text[e..cs];
        let after_cue = &sc.text[ce..];
        if !about {
            false
        } else if link.chars().any(is_hangul) {
            let copula = ["으로", "로"]
                .iter()
                .chain(KOREAN_COPULAS)
                .any(|k| after_cue.starts_with(k));
            // A value the password was changed or set to (0827로 비번 바꿨어): only a weak
            // value, since a product with its number comes the same way (Windows11로).
            let set_to = ["로", "으로"].iter().any(|k| link.starts_with(k))
                && KOREAN_SETTING_VERBS.iter().any(|v| {
                    after_cue
                        .trim_start_matches(['을', '를'])
                        .trim_start()
                        .starts_with(v)
                });
            (copula && named_value(t)) || (set_to && weak_value(t))
        } else {
            // The cue ends its clause: "4012 is the login error" names an error.
            clause_ends(after_cue) && named_value(t)
        }
    };
    let complement = !before_cue && complement_of_cue(sc.text, cue, s, e) && weak_value(t);
    if !(named || complement || secret_shaped(t, before_cue))
        || not_a_secret_label(sc.text, s, e, code)
        || (before_cue && sc.text[e..cs].trim().is_empty())
    {
        return None;
    }
    let lead_text = sc.text[sentence_start..s].trim_end();
    let (earlier, prev) = lead_text
        .rsplit_once([' ', '\t'])
        .unwrap_or(("", lead_text));
    // A capitalised word before the value, not the sentence's first, names its brand.
    let brand = !earlier.trim().is_empty()
        && prev.is_ascii()
        && prev.bytes().any(|b| b.is_ascii_uppercase())
        && !patterns().password_cue.is_match(prev);
    let lead = lead_text
        .split(|ch: char| ch.is_whitespace() || (ch.is_ascii_punctuation() && ch != '-'))
        .rev()
        .map(str::to_ascii_lowercase)
        .find(|w| !w.is_empty() && !LEAD_FILLERS.contains(&w.as_str()));
    let led_away = lead.is_some_and(|w| {
        NOT_SECRET_LEADS
            .iter()
            .any(|l| w == *l || (!l.is_ascii() && w.starts_with(l)))
    });
    (!brand && !led_away).then_some((s, e))
}

/// Whether the token `text[s..e]` is something other than a secret: not `plausible_secret`,
/// a standard (WPA2-compliant), a technical or digest label (Error-500x, sha256), a clock
/// time or a version, a file or path, or, in a programming question (`code`), a code token.
fn not_a_secret_label(text: &str, s: usize, e: usize, code: bool) -> bool {
    let t = &text[s..e];
    let head = t.split(['-', '_']).next().unwrap_or("");
    let standard = head.bytes().filter(u8::is_ascii_uppercase).count() >= 2
        && head
            .bytes()
            .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit());
    let label = crate::context::leading_ascii_word(t).to_ascii_lowercase();
    !plausible_secret(t)
        || standard
        || TECHNICAL_LABELS.contains(&label.as_str())
        || HASH_WORDS.contains(&label.as_str())
        || clock_or_version(t)
        || file_or_path(text, s, e)
        || (code && code_token(t))
}

/// Korean copulas that close a clause naming a value (…비번이야, haru2020 이에요).
#[rustfmt::skip]
const KOREAN_COPULAS: &[&str] = &[
    "이야", "이에요", "예요", "입니다", "이고", "인데", "였어", "이었어", "이라고", "라고", "야",
    "임",
];

/// Verbs that set a password to the value before `(으)로` (0827로 비번 바꿨어).
#[rustfmt::skip]
const KOREAN_SETTING_VERBS: &[&str] = &[
    "바꿨", "바꿔", "바꾸", "바꿀", "변경", "설정", "정했", "정해", "해 뒀", "해뒀", "해 놨",
    "해놨", "했",
];

/// Whether the value at s..e completes the clause of a cue that names a secret, as the
/// complement of its `is`, colon, `with` or topic particle or as the answer to a question
/// about it (the wifi at the cottage is bluebell62; My PIN? 3816; 와이파이는 haru2020 이야),
/// and closes that clause. A login or account cue is
/// left out: its complement is a user name. A wifi key is at least eight characters (WPA),
/// so a shorter number after a wifi cue is a price or a speed.
fn complement_of_cue(text: &str, (cs, ce): (usize, usize), s: usize, e: usize) -> bool {
    let cue = text[cs..ce].to_ascii_lowercase();
    let wifi = cue.contains("wi") || cue == "와이파이";
    let names_secret = wifi
        || ["pass", "pwd", "code", "key"]
            .iter()
            .any(|w| cue.contains(w))
        || cue == "pin"
        || ["비밀번호", "비번", "패스워드", "암호"].contains(&cue.as_str());
    let rest = text[e..].trim_start_matches([' ', '\t']);
    // "and" or "or" goes on with the same subject unless a new one follows (is netgear2019
    // and keeps dropping; is bluebell62 and the door code is ...).
    let mut words = rest.split_whitespace().map(str::to_ascii_lowercase);
    let same_subject = matches!(words.next().as_deref(), Some("and" | "or"))
        && !words
            .next()
            .is_some_and(|w| CLAUSE_SUBJECTS.contains(&w.as_str()));
    names_secret
        && !(wifi && e - s < 8)
        && patterns().password_complement.is_match(&text[ce..s])
        && ((clause_ends(&text[e..]) && !same_subject)
            || KOREAN_COPULAS.iter().any(|k| rest.starts_with(k)))
}

/// Words that open a new clause after "and" or "or".
#[rustfmt::skip]
const CLAUSE_SUBJECTS: &[&str] = &[
    "the", "my", "our", "your", "his", "her", "their", "its", "this", "that", "it", "i", "you",
    "we", "he", "she", "they", "there",
];

/// A value a copula names as the password: four to eight digits (`*` and `#` allowed), a
/// word with at least two digits (bluebell62), or a Hangul word of two syllables or more with
/// at least two digits and at most one symbol after them (보름달2026!).
fn named_value(t: &str) -> bool {
    let digits = t.bytes().filter(u8::is_ascii_digit).count();
    let code = (4..=8).contains(&digits)
        && t.bytes()
            .all(|b| b.is_ascii_digit() || matches!(b, b'*' | b'#'));
    let word = t.len() >= 6
        && digits >= 2
        && t.starts_with(|ch: char| ch.is_ascii_alphabetic())
        && t.bytes().all(|b| b.is_ascii_alphanumeric());
    let ascii_tail = t.trim_start_matches(is_hangul);
    let symbol_dropped = ascii_tail
        .strip_suffix(|ch: char| "!@#$%^&*".contains(ch))
        .unwrap_or(ascii_tail);
    let hangul_word = t.len() - ascii_tail.len() >= 6
        && digits >= 2
        && symbol_dropped.bytes().all(|b| b.is_ascii_digit());
    code || word || hangul_word
}

/// Whether a sentence opens with a word that points back to the one before it.
fn points_back(sentence: &str) -> bool {
    let first = sentence.split_whitespace().next().unwrap_or("");
    ["이게", "이건", "이거", "그게", "그건", "그거"].contains(&first)
        || ["that's", "that’s", "this is", "that is"]
            .iter()
            .any(|w| sentence.trim_start().to_ascii_lowercase().starts_with(w))
}

/// The start of the Hangul word glued before the ASCII token at `s` (보름달|2026!), looked for
/// from `lo`; `s` when none is.
fn hangul_led(text: &str, lo: usize, s: usize) -> usize {
    let head = text[lo..s].rsplit(char::is_whitespace).next().unwrap_or("");
    if !head.is_empty() && head.chars().all(is_hangul) {
        s - head.len()
    } else {
        s
    }
}

/// Whether a token is shaped like a made-up password: 6 to 64 characters with a letter and a
/// digit, and a symbol that is not a joiner (Kettlewick#4, Blue!Tiger88); or, after the cue,
/// `shaped_at`'s strong shape opening with a letter, not a product's camel case (Hazel4402,
/// not iPhone15), and before it, where a
/// product (Office365 keeps asking for my password) or a word with its number (Covid-19) is
/// as likely, capitalised words joined by `-` or `_` (Copper-Fox-81, Harbour_View5).
fn secret_shaped(t: &str, before_cue: bool) -> bool {
    let (l, u, d, _) = char_classes(t);
    if t.len() < 6 || t.len() > 64 || !d || !(l || u) {
        return false;
    }
    let joiner = |b: &u8| matches!(b, b'-' | b'_' | b'.' | b'/');
    if t.bytes().any(|b| b.is_ascii_punctuation() && !joiner(&b)) {
        return true;
    }
    if before_cue {
        let capitalised = t
            .as_bytes()
            .windows(2)
            .filter(|w| w[0].is_ascii_uppercase() && w[1].is_ascii_lowercase())
            .count();
        capitalised >= 2 && t.bytes().any(|b| matches!(b, b'-' | b'_'))
    } else {
        // A product is often named in camel case after a small letter (iPhone15, eBay2024).
        let product = t.as_bytes()[0].is_ascii_lowercase() && t.as_bytes()[1].is_ascii_uppercase();
        t.starts_with(|ch: char| ch.is_ascii_alphabetic()) && !product && shaped_at(0, t).is_some()
    }
}

/// A clock time (10:30pm) or a version (OAuth2.0, iOS17.2).
fn clock_or_version(t: &str) -> bool {
    let clock = t.trim_end_matches(['a', 'p', 'm', 'A', 'P', 'M', '.']);
    let digits = |x: &str| !x.is_empty() && x.bytes().all(|b| b.is_ascii_digit());
    (clock.contains(':') && clock.split(':').all(digits))
        || t.rsplit_once('.')
            .is_some_and(|(head, tail)| digits(tail) && head.bytes().any(|b| b.is_ascii_digit()))
}

/// A code identifier, call, operator or decorator (validateUser2, user_id2, cfg.db_pass,
/// x!=y2, @Override).
fn code_token(t: &str) -> bool {
    let word = t
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'$'));
    let hump = t
        .as_bytes()
        .windows(2)
        .any(|w| w[0].is_ascii_lowercase() && w[1].is_ascii_uppercase());
    (word && (hump || t.contains(['_', '.', '$'])))
        || t.contains(['=', '(', ')', '[', ']'])
        || ["&&", "||", "->", "::"].iter().any(|op| t.contains(op))
        || t.starts_with(['#', '@', '*', '&', '!'])
}

/// Whether a text reads as a programming question (code marks or programming words).
fn programming_question(text: &str) -> bool {
    let lower = text.to_ascii_lowercase();
    CODE_MARKS.iter().any(|m| lower.contains(m))
        || lower
            .split(|ch: char| !ch.is_ascii_alphanumeric())
            .any(|w| CODE_WORDS.contains(&w))
}

/// The sentence around bytes s..e, looked for from `lo` to the end of `b`: from after the
/// last line break, or `.`, `!`, `?` or `;` before a space, to the next one (the mark left
/// out).
fn sentence_bounds(b: &[u8], lo: usize, s: usize, e: usize) -> (usize, usize) {
    let ends_at = |i: &usize| {
        b[*i] == b'\n'
            || (matches!(b[*i], b'.' | b'!' | b'?' | b';')
                && b.get(i + 1).is_none_or(u8::is_ascii_whitespace))
    };
    let start = (lo..s).rev().find(ends_at).map_or(lo, |i| i + 1);
    let end = (e..b.len()).find(ends_at).unwrap_or(b.len());
    (start, end)
}

/// The runs of printable ASCII (no spaces) in bytes s..e: the tokens a secret may be.
fn ascii_runs(b: &[u8], s: usize, e: usize) -> Vec<(usize, usize)> {
    let mut runs = Vec::new();
    let mut at = s;
    while at < e {
        if !b[at].is_ascii_graphic() {
            at += 1;
            continue;
        }
        let run = b[at..e].iter().take_while(|c| c.is_ascii_graphic()).count();
        runs.push((at, at + run));
        at += run;
    }
    runs
}

/// Words after a number that make it a measure, a price, a model or a count, not a code.
#[rustfmt::skip]
const NOT_CODES_BEFORE: &[&str] = &[
    "mm", "cm", "m", "kg", "g", "lb", "lbs", "pounds", "quid", "dollars", "euros", "won", "yen",
    "model", "edition", "version", "series", "years", "year", "times", "pieces", "digits",
];

/// Not a placeholder, URL, e-mail address, date, version (v2.3.1), technical name (SHA-256,
/// AES256), or digits as long as an account or phone number (1588-1234, a card number).
fn plausible_secret(t: &str) -> bool {
    let p = patterns();
    let lower = t.to_ascii_lowercase();
    let digits = t.bytes().filter(u8::is_ascii_digit).count();
    let acronym = {
        let head = t.trim_end_matches(|ch: char| ch.is_ascii_digit() || ch == '-' || ch == '_');
        head.len() >= 2 && head.len() < t.len() && head.bytes().all(|b| b.is_ascii_uppercase())
    };
    let version = lower
        .trim_start_matches('v')
        .split('.')
        .all(|x| !x.is_empty() && x.bytes().all(|b| b.is_ascii_digit()))
        && t.contains('.');
    !(is_placeholder(t)
        || acronym
        || version
        || lower.contains("://")
        || lower.starts_with("www.")
        || email_like(t)
        || p.dates.iter().any(|d| d.is_match(t))
        || (digits >= 8 && t.contains('-') && t.bytes().all(|b| b.is_ascii_digit() || b == b'-'))
        || (digits >= 13 && t.bytes().all(|b| b.is_ascii_digit())))
}

fn dates_of_birth(sc: &mut Scan) {
    // Dates count only near birth words; without any in the text there is nothing to do.
    if !sc.hits.any(ctx::DOB) {
        return;
    }
    let p = patterns();
    for rx in &p.dates {
        for m in rx.find_iter(sc.text) {
            let (s, e) = (m.start(), m.end());
            if !num_left_ok(sc.bytes, s) || !num_right_ok(sc.bytes, e) {
                continue;
            }
            if sc.context(s, e) & ctx::DOB != 0 {
                sc.push(
                    Kind::DateOfBirth,
                    s,
                    e,
                    0.85,
                    "date near birth words".into(),
                );
            }
        }
    }
    for m in p.date_bare.find_iter(sc.text) {
        let (s, e) = (m.start(), m.end());
        if !num_left_ok(sc.bytes, s) || !num_right_ok(sc.bytes, e) {
            continue;
        }
        let d = v::digits(m.as_str());
        let (y, rest) = if d.len() == 8 {
            (d[..4].iter().fold(0u32, |a, &x| a * 10 + x as u32), &d[4..])
        } else {
            (1900 + (d[0] * 10 + d[1]) as u32, &d[2..])
        };
        let (mm, dd) = (
            (rest[0] * 10 + rest[1]) as u32,
            (rest[2] * 10 + rest[3]) as u32,
        );
        if v::valid_date(y, mm, dd) && sc.context(s, e) & ctx::DOB != 0 {
            sc.push(
                Kind::DateOfBirth,
                s,
                e,
                0.8,
                "compact date near birth words".into(),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(t: &str) -> Vec<(Kind, String)> {
        let mut v: Vec<_> = scan(t)
            .into_iter()
            .filter(|c| c.score >= 0.5)
            .map(|c| (c.kind, t[c.start..c.end].to_string()))
            .collect();
        v.sort();
        v.dedup();
        v
    }

    fn has(t: &str, k: Kind, s: &str) -> bool {
        kinds(t).contains(&(k, s.to_string()))
    }

    /// Each text yields its password.
    fn passwords_told(found: &[(&str, &str)]) {
        for &(text, value) in found {
            assert!(
                has(text, Kind::Password, value),
                "{text}: {:?}",
                kinds(text)
            );
        }
    }

    /// No text yields a password.
    fn no_passwords(clean: &[&str]) {
        for clean in clean {
            assert!(
                scan(clean).iter().all(|c| c.kind != Kind::Password),
                "{clean}: {:?}",
                kinds(clean)
            );
        }
    }

    #[test]
    fn emails_glued_to_hangul() {
        assert!(has(
            "메일은abc.def@example.co.kr입니다",
            Kind::Email,
            "abc.def@example.co.kr"
        ));
        assert!(kinds("icon@2x.png and git@").is_empty());
    }

    #[test]
    fn cards_need_luhn_and_a_network() {
        assert!(has(
            "카드4111-1111-1111-1111로 결제",
            Kind::Card,
            "4111-1111-1111-1111"
        ));
        assert!(has(
            "amex 3782 822463 10005 exp 12/27",
            Kind::Card,
            "3782 822463 10005"
        ));
        assert!(has(
            "card 4111 1111 1111 1111 123",
            Kind::Card,
            "4111 1111 1111 1111"
        ));
        assert!(kinds("order 1234567812345670").is_empty());
        // A Luhn-valid number after `tracking` may still be read as a card (fail closed);
        // the call only has to return.
        let _ = kinds("tracking 4111111111111111");
    }

    #[test]
    fn korean_bank_accounts_need_bank_words() {
        assert!(has(
            "신한은행 110-123-456789 로 이체해 주세요",
            Kind::KrBankAccount,
            "110-123-456789"
        ));
        assert!(has(
            "카카오뱅크 3333-01-1234567 예금주 김민수",
            Kind::KrBankAccount,
            "3333-01-1234567"
        ));
        assert!(has(
            "Please wire it to my Woori account 1002-123-456789.",
            Kind::KrBankAccount,
            "1002-123-456789"
        ));
        assert!(has(
            "국민은행 계좌번호 12345601123456",
            Kind::KrBankAccount,
            "12345601123456"
        ));
        // 통장 (the passbook) is how most people say "account"
        assert!(has(
            "적금 넣는 110-987-654321 통장 말고 다른 데로 보내",
            Kind::KrBankAccount,
            "110-987-654321"
        ));
        // no bank or account words: not an account
        assert!(!kinds("부품 110-123-456789 재고")
            .iter()
            .any(|k| k.0 == Kind::KrBankAccount));
        // a grouping no listed bank uses
        assert!(!kinds("계좌 12-3456-78")
            .iter()
            .any(|k| k.0 == Kind::KrBankAccount));
    }

    #[test]
    fn korean_driver_licences() {
        assert!(has(
            "운전면허번호 11-12-345678-90",
            Kind::KrDriverLicense,
            "11-12-345678-90"
        ));
        assert!(has(
            "driver's license 13-05-123456-01",
            Kind::KrDriverLicense,
            "13-05-123456-01"
        ));
        assert!(has(
            "면허증 서울 12-345678-90",
            Kind::KrDriverLicense,
            "서울 12-345678-90"
        ));
        assert!(has(
            "운전면허 111234567890",
            Kind::KrDriverLicense,
            "111234567890"
        ));
        // region code 99 does not exist; bare digits need licence words
        assert!(!kinds("99-12-345678-90")
            .iter()
            .any(|k| k.0 == Kind::KrDriverLicense));
        assert!(!kinds("id 111234567890")
            .iter()
            .any(|k| k.0 == Kind::KrDriverLicense));
    }

    #[test]
    fn korean_ids() {
        assert!(has(
            "주민번호 900101-1234568",
            Kind::KrRrn,
            "900101-1234568"
        ));
        assert!(has(
            "번호는900101-5234567이고",
            Kind::KrFrn,
            "900101-5234567"
        ));
        assert!(kinds("901301-1234567").is_empty());
        assert!(has("사업자 220-81-62517", Kind::KrBrn, "220-81-62517"));
    }

    #[test]
    fn phones() {
        assert!(has("연락처010-1234-5678로", Kind::Phone, "010-1234-5678"));
        assert!(has(
            "call (212) 555-0134 today",
            Kind::Phone,
            "(212) 555-0134"
        ));
        assert!(has("tel +82 10-1234-5678", Kind::Phone, "+82 10-1234-5678"));
        assert!(has("+44 20 7946 0958", Kind::Phone, "+44 20 7946 0958"));
        for uk in [
            "07911 284630",
            "0161 496 0000",
            "020 7946 0958",
            "07700 900 123",
            "0412 583 907",
            "087 123 4567",
        ] {
            assert!(has(&format!("reach me on {uk}."), Kind::Phone, uk), "{uk}");
        }
        assert!(kinds("order 01234 567890 has shipped").is_empty());
        assert!(kinds("at 2024-01-15 10:30:00 build 1.2.3").is_empty());
    }

    #[test]
    fn network() {
        assert!(has("server 203.0.113.7 down", Kind::Ip, "203.0.113.7"));
        assert!(has(
            "addr 2001:db8::8a2e:370:7334.",
            Kind::Ip,
            "2001:db8::8a2e:370:7334"
        ));
        assert!(kinds("version 1.2.3.4 at 10:30:00 std::io::Read 127.0.0.1").is_empty());
        assert!(has("mac 00:1A:2B:3C:4D:5E", Kind::Mac, "00:1A:2B:3C:4D:5E"));
    }

    #[test]
    fn secrets() {
        assert!(has(
            "key AKIAZ7Q3XLMN4PQR5STU",
            Kind::ApiKey,
            "AKIAZ7Q3XLMN4PQR5STU"
        ));
        let gh = "ghp_aB3dE5fG7hI9jK1lM3nO5pQ7rS9tU1vW3xY5";
        assert!(has(&format!("token={gh}"), Kind::ApiKey, gh));
        assert!(has(
            "API_KEY = \"q8Zr2LmX9vT4pW1nB6cD\"",
            Kind::ApiKey,
            "q8Zr2LmX9vT4pW1nB6cD"
        ));
        assert!(kinds("api_key = os.environ['API_KEY']").is_empty());
        assert!(kinds("API_KEY=your_api_key_here").is_empty());
        assert!(has(
            "postgres://admin:s3cr3t@db.local/x",
            Kind::UrlCredentials,
            "admin:s3cr3t"
        ));
        assert!(has("my password is hunter22.", Kind::Password, "hunter22"));
        assert!(has(
            "비밀번호는 Sunny2024!입니다",
            Kind::Password,
            "Sunny2024!"
        ));
        assert!(kinds("the password is incorrect").is_empty());
        // A code that opens a door or an alarm is a password when it is given as a value
        // ("is", a colon), not when a sentence only mentions one.
        assert!(has(
            "The door code is Hazel4402, tell Bram when he lands.",
            Kind::Password,
            "Hazel4402"
        ));
        assert!(has("alarm code: 7319", Kind::Password, "7319"));
        assert!(kinds("Remind me to change the door code 2291 tomorrow").is_empty());
        assert!(kinds("the access code is expired").is_empty());
        assert!(has(
            "비밀번호: 해바라기꽃밭99",
            Kind::Password,
            "해바라기꽃밭99"
        ));
        assert!(has(
            "비밀번호는 푸른바다123이에요",
            Kind::Password,
            "푸른바다123"
        ));
        assert!(has(
            "공유기 비밀번호 바꿨어: 푸른바다123",
            Kind::Password,
            "푸른바다123"
        ));
        assert!(has("현관 비번 알려줄게: 7788*", Kind::Password, "7788*"));
        assert!(has(
            "제 계정 비밀번호 Heron-Spoon-58 맞나요?",
            Kind::Password,
            "Heron-Spoon-58"
        ));
        assert!(has(
            "공유기 비번 Maple#Cloud9로 바꿨어요",
            Kind::Password,
            "Maple#Cloud9"
        ));
        assert!(has(
            "the guest wifi password Tulip#2024 works again.",
            Kind::Password,
            "Tulip#2024"
        ));
        no_passwords(&[
            "비밀번호는 변경되었습니다",
            "비밀번호는 12자리로 설정해 주세요",
            "비밀번호 변경일: 2024-03-01",
            "비밀번호 재설정 링크: https://example.com/reset",
            "비밀번호 찾기: 고객센터로 문의",
            "비밀번호 오류 횟수: 5회",
            "암호화 방식: AES-256",
            "password reset emails are delayed",
            "password SHA-256 hashes only",
            "비밀번호 변경 후 로그인이 안 돼요",
            "비밀번호 REQUIRED_FIELD 오류",
            "password https://example.com/Reset?id=3",
        ]);
        let pem = "-----BEGIN RSA PRIVATE KEY-----\nMIIBOgIBAAJBAK\n-----END RSA PRIVATE KEY-----";
        assert!(has(pem, Kind::PrivateKey, pem));
    }

    #[test]
    fn passwords_joined_to_a_login() {
        assert!(has(
            "The vendor portal login is ops.team7@example.net with Quill&Lantern42, can you check the invoices?",
            Kind::Password,
            "Quill&Lantern42"
        ));
        assert!(has(
            "sign in as j.rivera / Copper-Fox-81 and reset the alerts",
            Kind::Password,
            "Copper-Fox-81"
        ));
        no_passwords(&[
            "Sign in with Google and continue to the dashboard.",
            "The login is ops.team7@example.net with the usual password.",
            "Log in to release 2024.Q3 and Revenue-Report-Final is attached.",
            "Log in to version 2.1 with SSO-Enabled accounts only.",
        ]);
    }

    #[test]
    fn korean_passwords_told_in_a_sentence() {
        passwords_told(&[
            ("비번이 0827이야", "0827"),
            ("비번은요 qwer1234", "qwer1234"),
            ("도어락 비번 4827*이야", "4827*"),
            ("공동현관 비밀번호 #1234 누르고 들어와", "#1234"),
            ("와이파이 비번 kim12345 손님한테 알려줘", "kim12345"),
            ("PIN은 4827이야", "4827"),
            ("핀 번호는 4827이에요", "4827"),
            ("도어락 번호는 4827이야", "4827"),
            ("카드 비밀번호 0429 알려줄게", "0429"),
            ("비밀번호 알려줄게 0317", "0317"),
            ("비밀번호가 뭐냐면 tiger77", "tiger77"),
            ("비밀번호 '1234' 맞아?", "1234"),
            ("비밀번호 \"sky blue 77\" 이거 안전해?", "sky blue 77"),
            ("비번도 똑같이 sky1234야", "sky1234"),
            ("아이디 minsu88 비번 qwer1234", "qwer1234"),
            ("비번 gureum0412!인데 로그인이 안 돼", "gureum0412!"),
            ("비밀번호 네 자리는 0429야", "0429"),
            ("비번 「0827」", "0827"),
            ("비밀번호 → 1234", "1234"),
            (
                "엄마 인터넷뱅킹 비번이 엄마 생일 0315인데 바꿔야 할까?",
                "0315",
            ),
            ("비밀번호가 우리 강아지 이름 choco2015야", "choco2015"),
            ("도어락 비번 예전 거 그대로 2580*이에요", "2580*"),
            ("폰 잠금 번호 0512", "0512"),
            ("계정 비번 Gamgyul@0412 을 올렸어", "Gamgyul@0412"),
            ("잠금 번호를 태어나신 해인 1953으로 해 두셨어", "1953"),
            ("비번을 엄마 생일 0315로 바꿨어", "0315"),
            ("공동현관은 3071# 누르면 열려", "3071#"),
            ("현관문은 7742* 누르고 들어와", "7742*"),
            ("도어락 4827# 치면 열려", "4827#"),
            ("우리 집 도어락은 0412#이야, 전해 줘", "0412#"),
            ("공동현관은 1234*입니다.", "1234*"),
        ]);
        no_passwords(&[
            "비밀번호를 잊어버렸어요",
            "비밀번호 변경 방법",
            "비번이 기억이 안 나요",
            "비밀번호 4자리 설정",
            "비밀번호 8~16자",
            "비밀번호 3번 틀리면 잠겨요",
            "비밀번호 1234 같은 쉬운 건 쓰지 마세요",
            "비밀번호 찾기 1588-1234로 전화",
            "PIN 번호 잊어버렸어",
            "PIN 6자리 설정 방법",
            "암호화폐 1000만원 손해 봤어",
            "비밀번호 SHA-256 해시로 저장돼요",
            "비밀번호 v2.3.1에서 바뀐 점",
            "비밀번호 변경 후 24시간 동안 출금 제한",
            "비밀번호 규칙: 영문+숫자",
            "공동현관 비밀번호 바뀌었다는 공지 문구 써줘",
            "비밀번호 찾기 고객센터는 1588-1234",
            "비밀번호 네 자리는 너무 짧아",
            "비밀번호 오류 코드 E1234야",
            "비밀번호 관리 앱 1Password야",
            "비번 까먹어서 iPhone15 초기화해야 해?",
            "비밀번호를 최소 8자 이상으로 바꿔 줘",
            "잠금 번호를 아이폰 설정에서 Face ID로 바꿨어",
            "비밀번호를 새 정책 2024로 바꿔야 한대",
            "비번 찾기는 @kim_0412 계정으로 문의",
            "현관 1층 누르면 엘리베이터 와?",
            "공동현관은 2024년에 새로 바뀌었어",
            "도어락은 2023년형이야",
            "금고는 2000만 원이야",
        ]);
    }

    #[test]
    fn english_passwords_told_in_a_phrase() {
        passwords_told(&[
            ("my PIN is 4827", "4827"),
            ("PIN code 4827, please", "4827"),
            ("The password for the wifi is Tulip2024", "Tulip2024"),
            ("the wifi password at my place is Tulip2024.", "Tulip2024"),
            ("my password's hunter22", "hunter22"),
            ("my password is still hunter22", "hunter22"),
            ("I changed my password to hunter22 yesterday", "hunter22"),
            ("pw: hunter22", "hunter22"),
            ("login: jdoe / pass: hunter22", "hunter22"),
            ("the code to the front door is 4827", "4827"),
            ("the key safe code is 4417", "4417"),
            ("the padlock combination is 4827!", "4827"),
            ("the password I use for everything is hunter22", "hunter22"),
            ("the unlock code is 4827", "4827"),
            ("the password is: Tulip2024", "Tulip2024"),
            ("Password - Tulip2024", "Tulip2024"),
            ("password \"hunter22\"", "hunter22"),
        ]);
        no_passwords(&[
            "How do I reset my PIN?",
            "set GPIO pin 17 to high",
            "Please pin 2024 roadmap to the channel",
            "the PIN is 4 digits long",
            "the password for the admin account is stored in Vault",
            "the password for version 2 is different",
            "the code to the front door is on the fridge",
            "change the password to something stronger",
            "set the password to expire in 90 days",
            "the pin is 2.54mm pitch",
            "Pass: 1234",
            "the password I chose is too weak",
            "Password - reset instructions below",
        ]);
    }

    #[test]
    fn english_passwords_in_more_phrasings() {
        passwords_told(&[
            ("My bank PIN used to be 7742, can I reuse it?", "7742"),
            ("The lockbox combo is 0462", "0462"),
            (
                "i changed the wifi pass to Pebble_Beach9 so reconnect",
                "Pebble_Beach9",
            ),
            (
                "Use Tangerine!55 as the temporary password for the intern",
                "Tangerine!55",
            ),
            ("try Ferns2031 as your new passcode", "Ferns2031"),
            ("the side gate padlock is 5082, ta", "5082"),
            ("Our shed lock is 7391.", "7391"),
            ("the key-safe at the back door is 2468", "2468"),
            (
                "login kit.b@example.org / pass Moorhen#Reed55",
                "Moorhen#Reed55",
            ),
            (
                "Dad types his email password slowly, it's Larch!Vale28, and everyone watches",
                "Larch!Vale28",
            ),
            (
                "The wifi password? It's Bluebell42, all one word.",
                "Bluebell42",
            ),
            ("Can you remember the alarm code? It's 7781.", "7781"),
            ("PIN for my debit card: 4827", "4827"),
            ("the password for the laptop: Kestrel!909", "Kestrel!909"),
            ("the parcel locker code is 551902", "551902"),
            ("the code to get into the building is 4417", "4417"),
            (
                "I gave him the password, Otter-Moon-77, so he could log in",
                "Otter-Moon-77",
            ),
        ]);
        no_passwords(&[
            "I changed my bus pass to the 2025 annual one",
            "I switched my season pass to 2026 pricing",
            "The combo meal is 1299 won at the cafe",
            "My travel pass used to be 45 dollars a month",
            "Use 1234 as the example PIN in the tutorial",
            "Use v2.3.1 as the pinned version",
            "The PIN used to be four digits",
            "the padlock is 40 mm across",
            "The bike lock is 2024 model, any good?",
            "the lock is broken again",
            "my password manager says it's fine, it's 2FA that fails",
            "a boarding pass and a login with BA2490",
            "What's a good PIN? It's 2024 and I still use 1234",
            "forgot my PIN at the till, it's 2024 all over again",
            "the password, Reset-Link-Expired, came back as an error",
            "the area code for Leeds is 0113",
        ]);
    }

    #[test]
    fn english_secrets_told_by_what_they_open() {
        passwords_told(&[
            ("the key safe by the back door opens with 7316, and", "7316"),
            ("the shed's combination lock is set to 2049 and", "2049"),
            ("the garage keypad takes 5813 and then the tick", "5813"),
            ("The back gate unlocks with 3391#.", "3391#"),
            ("Punch 4471 into the keypad by the garage.", "4471"),
            ("Key in 2580 at the gate and push.", "2580"),
            ("his online banking PIN, 190455, which is", "190455"),
            ("My passcode, 5521, is in my diary.", "5521"),
            ("Grandma's alarm code (4410) is on the card.", "4410"),
            (
                "she can get into my laptop with Wrenfield_88 while",
                "Wrenfield_88",
            ),
            (
                "log into my email with Plover!Nest23 if you need",
                "Plover!Nest23",
            ),
            ("He unlocks his phone with 2580.", "2580"),
            (
                "My mum uses bluebell62 for her email, her bank",
                "bluebell62",
            ),
            (
                "I use sunflower88 for everything, is that bad?",
                "sunflower88",
            ),
        ]);
        no_passwords(&[
            "The safe opens with a key and a 4-digit code.",
            "The lock is set to auto-lock after 30 seconds.",
            "The keypad takes 4 AA batteries.",
            "The garage door takes 3000 pounds to replace.",
            "The gate opened with 2019 funding from the council.",
            "The lock was set to 2019 by default.",
            "Enter 2024 in the year box on the form.",
            "Can I get into my laptop with Windows 11?",
            "How do I log into my account with 2FA turned on?",
            "Access the account with 2000 other users watching.",
            "She uses Office365 for her email at work.",
            "I use python3 for my email scripts.",
            "Chip and PIN, 2004 onwards, changed shopping.",
            "My PIN, the one I always forget, needs changing.",
        ]);
    }

    #[test]
    fn english_secrets_later_in_the_sentence_that_names_them() {
        passwords_told(&[
            ("the gate code is changing to 4471 from Monday", "4471"),
            (
                "Tell Mum the wifi is Harbour_View5 if the kids ask.",
                "Harbour_View5",
            ),
            ("her phone passcode is her wedding date, 140619.", "140619"),
            ("the safe in the wardrobe is 2580 and the cash", "2580"),
            ("Our alarm disarms with 8842, please pass it on", "8842"),
            ("The lockbox on the porch has the key, code 6630.", "6630"),
            (
                "the wifi password's on the router but it's Tiger_Lily44 anyway",
                "Tiger_Lily44",
            ),
            (
                "The door entry code for the flats is 1590#, then push",
                "1590#",
            ),
            (
                "her password is her dog's name plus her birth year, Biscuit1988.",
                "Biscuit1988",
            ),
            ("Give the plumber the code for the side gate: 7734.", "7734"),
            (
                "My ATM PIN is the same as my phone, 3345. Is that risky?",
                "3345",
            ),
            ("The code to the key safe will be 2211 from Friday.", "2211"),
            ("The Wi-Fi key is CoffeeCup88.", "CoffeeCup88"),
            ("He logs in to the family iPad with 1122.", "1122"),
            ("Put 4418 into the key box by the door.", "4418"),
        ]);
        no_passwords(&[
            "The area code for Leeds is 0113, right?",
            "Error code 4012 keeps showing on the garage door opener.",
            "The keypad was replaced in 2019 after the break-in.",
            "The alarm goes off at 0630 every day.",
            "The lock cost 1500 yen at the market.",
            "The safe holds about 2000 pounds in notes.",
            "The password is in report_2024.pdf on the shared drive.",
            "Promo code SAVE2024 gives 10% off the door lock.",
            "My password manager has 1500 entries and a lock icon.",
            "Wifi speed dropped to 1200 Mbps after the update.",
            "Remember my door code 4719 and my alarm PIN for next time",
            "Which lock is better, the Squire SS50 or the Abus 2450?",
            "Our alarm panel, model 5800, beeps every 30 seconds.",
            "The wifi router is a TP-Link Archer_AX55 from Argos.",
            "The wifi password must be WPA2-compliant, my router says.",
        ]);
        let t = "the password for user JSmith_88 is Tulip#2024 ok";
        let found: Vec<&str> = scan(t)
            .iter()
            .filter(|c| c.kind == Kind::Password)
            .map(|c| &t[c.start..c.end])
            .collect();
        assert_eq!(found, ["Tulip#2024"]);
    }

    #[test]
    fn secrets_beside_a_credentials_cue() {
        passwords_told(&[
            (
                "Type Meadow#Lark71 when it asks for the password.",
                "Meadow#Lark71",
            ),
            (
                "Copper-Fox-81 is the wifi password for guests.",
                "Copper-Fox-81",
            ),
            (
                "Blue!Tiger88 - that's the password for the drive.",
                "Blue!Tiger88",
            ),
            (
                "If the router asks, enter Sunny*Deck42 as the admin login.",
                "Sunny*Deck42",
            ),
            (
                "The wifi password? Just use Quartz!Hill9 like last time.",
                "Quartz!Hill9",
            ),
            (
                "she can open my tablet with Kettlewick#4 this weekend",
                "Kettlewick#4",
            ),
            (
                "Log in with noah@example.com and then Fennel%Road77 at the prompt.",
                "Fennel%Road77",
            ),
            (
                "Meadow#Lark71 이게 우리 집 와이파이 비번이야.",
                "Meadow#Lark71",
            ),
            ("로그인할 때 Blue!Tiger88 치면 돼.", "Blue!Tiger88"),
            (
                "Copper-Fox-81로 들어가면 되고 그게 공유기 비밀번호야.",
                "Copper-Fox-81",
            ),
        ]);
        no_passwords(&[
            "My Office365 password expired again, how do I reset it?",
            "Office365 keeps asking for my password every morning.",
            "I got Covid-19 and forgot my password, how do I recover it?",
            "My router password stopped working after the RT-AX58U firmware update.",
            "I changed my password on 12-Mar-2024 and now it fails.",
            "In my Python login function, why does validateUser2 return None for the password?",
            "The password column keeps bcrypt values like Xy#12abcdEF, how do I compare them?",
            "Why does checkPass(user_id2) fail when the password is empty in my JavaScript?",
            "The password prompt came back with OAuth2.0 enabled.",
            "The wifi password screen shows 10:30pm and then hangs.",
            "Log in to Prod-DB2 with your own password, not the shared one.",
            "The wifi called Cafe_Guest5 asks for a password every night.",
            "A strong password looks like Blue!Tiger88, with symbols and digits.",
            "Sign in as Sam.Smith-2 and then reset the password from the admin page.",
            "How do I set a password on my TP-Link Archer_AX55 router?",
            "The login page returns Error-500x after the password reset.",
            "My password manager exported passwords.csv to C:/Users/me/Desktop2.",
            "Please login to the portal and download the Q3-2024 report before Friday.",
            "암호화 방식은 AES-256이고 키 관리는 Key#2024x 정책을 따라.",
            "비밀번호 해시가 Ab#12cdEF34 이렇게 저장돼 있어.",
            "갤럭시 S24-Ultra 비밀번호 잊어버렸어.",
            "파이썬 로그인 함수에서 validateUser2가 비밀번호를 못 읽어.",
        ]);
        // A question mark as far from the cue as its window reaches.
        let far_question = format!("password{}? Blue!Tiger88", " ".repeat(120));
        assert!(scan(&far_question).iter().all(|c| c.kind != Kind::Password));
    }

    #[test]
    fn values_a_copula_names_as_the_password() {
        passwords_told(&[
            ("2580 is my PIN, don't tell anyone.", "2580"),
            ("bluebell62 is her email password.", "bluebell62"),
            ("4471 is the door code for the flats.", "4471"),
            ("Hazel4402 was the old wifi password.", "Hazel4402"),
            ("1953 is Grandad's bank PIN.", "1953"),
            ("0827이 우리 집 비번이야.", "0827"),
            ("sarang1004가 남편 비밀번호야.", "sarang1004"),
            ("2580, that's my PIN.", "2580"),
            ("bluebell62 - that's her email password.", "bluebell62"),
            ("sarang1004를 비밀번호로 해 뒀어.", "sarang1004"),
            (
                "해바라기2024! 이게 우리 집 와이파이 비번이야.",
                "해바라기2024!",
            ),
            (
                "Sunflower2024! That is the wifi password.",
                "Sunflower2024!",
            ),
        ]);
        no_passwords(&[
            "2024 is the year I changed my password.",
            "1500 is the price of the password manager.",
            "4012 is the login error I keep getting.",
            "2019 was when the door code changed.",
            "Page 12 is the login section of the manual.",
            "3 is the PIN limit before lockout.",
            "2023년이 비밀번호 바꾼 해야.",
            "iPhone15 is my login device.",
            "2019, that's when the door code changed.",
            "2024, that's the year my password leaked.",
            "2023년으로 비밀번호 정책이 바뀌었어.",
            "1588-1234로 비번 문의하세요.",
            "I won 2024! That is the wifi password story.",
            "제주2024! 이게 우리 여행 계획이야.",
            "Great news 2024! That is why I changed my password.",
            "갤럭시24 비번 잊어버렸어.",
        ]);
    }

    #[test]
    fn weak_values_completing_a_credentials_cue() {
        passwords_told(&[
            (
                "The wifi at the cottage is bluebell62, tell the guests.",
                "bluebell62",
            ),
            ("The wifi at the cottage is 48213977.", "48213977"),
            ("Mum's wifi is sunflower88 if you need it.", "sunflower88"),
            (
                "The wifi is bluebell62 and the door code is on the fridge.",
                "bluebell62",
            ),
            ("와이파이는 haru2020 이야.", "haru2020"),
            ("0827로 비번 바꿨어.", "0827"),
            ("haru2020으로 와이파이 비번 바꿨어.", "haru2020"),
            ("gomdori88로 비밀번호를 변경했어요.", "gomdori88"),
        ]);
        no_passwords(&[
            "The wifi at the hotel is 1500 a night, is that normal?",
            "The wifi at the airport is 3000.",
            "The wifi in the lounge is router2024 branded.",
            "My wifi is netgear2019 and keeps dropping.",
            "What is the best wifi router2024?",
            "The wifi at the cottage is 2024 compliant.",
            "The wifi here is 5ghz only.",
            "The PIN limit is 3, then it locks.",
            "The wifi at the office is 10000000 bytes per second.",
            "The wifi name is cottage2024 and the password is on the fridge.",
            "The wifi called cottage2024 is slow.",
            "My login is jpark77, what should the password be?",
            "The account is 12345678, can you check the balance?",
            "와이파이는 2024년에 바꿨어.",
            "와이파이는 3000원이야.",
            "2024년으로 비번 바꿨어.",
            "Windows11로 비번 바꿨어.",
            "v2로 비번 바꿨어.",
            "와이파이가 100mbps 야.",
        ]);
    }

    #[test]
    fn korean_values_spread_over_words() {
        passwords_told(&[
            ("비밀번호는 sky 1234 야.", "sky 1234"),
            ("와이파이 비밀번호는 blue sky 77 이에요.", "blue sky 77"),
            ("비번은 love 0412 이고 아이디는 kim이야.", "love 0412"),
        ]);
        no_passwords(&[
            "암호는 AES 256 이야.",
            "비밀번호는 8 16 자야.",
            "비밀번호는 abc 123 같은 건 안 돼.",
            "비밀번호는 test 1234 야.",
            "PIN은 12 34야.",
            "비밀번호 규칙은 A 1 이야.",
            "비밀번호는 2 FA 야.",
        ]);
    }

    #[test]
    fn codes_told_with_what_they_open() {
        passwords_told(&[
            ("3816 opens the key box by the back door.", "3816"),
            ("You get in with 3816 at the side door.", "3816"),
            ("Punch 3816 into the panel by the gate.", "3816"),
            ("My PIN? 3816.", "3816"),
            ("키박스는 3816이야.", "3816"),
            ("열쇠함 번호는 3816이에요.", "3816"),
            (
                "The cleaner gets in by keying 7302 into the pad by the garage.",
                "7302",
            ),
            ("4417#이 엄마 집 현관 비번이야.", "4417#"),
        ]);
        no_passwords(&[
            "2000 opens the door to new members this year.",
            "Room 3816 opens onto the garden door.",
            "The shop at 3816 opens the gate at nine.",
            "£2500 unlocks the premium locker tier.",
            "You get in with 3000 other fans at the gate.",
            "Use 1200 for the door width in mm.",
            "The PIN? 2024 is when it expires.",
            "Your PIN? 3 tries left.",
            "The gate lets you in from 0900 to 1700.",
            "키박스는 2층에 있어.",
            "키박스는 2024년에 설치했어.",
            "열쇠함은 3000원이야.",
            "Typing 2024 into the pad by the door shows the year menu.",
            "2023년이 우리 회사 새 비번 정책 시작한 해야.",
        ]);
    }

    #[test]
    fn login_pairs_without_a_password_word() {
        passwords_told(&[
            (
                "Her Netflix is mia.k@example.com / Cobalt#Fern12 if you want to watch tonight.",
                "Cobalt#Fern12",
            ),
            (
                "The library app login? It's readsinbed22 and lanternfish9.",
                "lanternfish9",
            ),
            (
                "My gym account is jpark77 and swimfast21, can you book the Tuesday class?",
                "swimfast21",
            ),
            (
                "Log in to the school portal with tom.h and maple2019.",
                "maple2019",
            ),
            ("Sign-in for the printer: admin / bluebell62", "bluebell62"),
            ("로그인: ho702 / gomdori88", "gomdori88"),
            (
                "넷플릭스 로그인 mia.k@example.com / gomdori88 로 하면 돼.",
                "gomdori88",
            ),
            ("학교 계정은 minji_07 그리고 0827이야.", "0827"),
        ]);
        no_passwords(&[
            "Log in with tom.h and then reset your password.",
            "Sign in as admin and open the settings.",
            "My username is jpark77, what's a good password?",
            "Login: jpark77 / password reset link expired.",
            "The account was opened in 2019 and closed in 2022.",
            "Log in to AWS and send me the bill for March 2024 / April 2024.",
            "Our account: premium / 2024 plan, is it worth it?",
            "Log in as guest_1 and 10:30pm is the deadline.",
            "Account ids 12345678 and 87654321 are both closed.",
            "Send it to sales@example.com / Q3-2024-report by Friday.",
            "Send it to sales@example.com / marketing@example.com please.",
            "로그인: 오후 3시 / 오전 9시 중에 가능해요.",
            "계정: kim01 / 2024년 가입, 등급은 골드.",
            "로그인 v2.4.1 / v2.5.0 둘 다 오류가 나.",
            "The login handler compares user_id and hash256, how do I fix it?",
            "My login is jpark77.",
            "Log in as jpark77 and then pick plan2024.",
            "The account is jpark77 and the plan is basic.",
            "Login attempts: 5 / 10 allowed per hour.",
            "Account balance is 1250 and 3000 pending.",
            "Log in and track order 48213977 from your account page.",
            "아이디는 minji_07 이야, 비번 추천해 줘.",
            "로그인 후 주문번호 48213977 확인해 주세요.",
        ]);
    }

    #[test]
    fn dates_of_birth_need_context() {
        assert!(has(
            "born on March 3, 1985",
            Kind::DateOfBirth,
            "March 3, 1985"
        ));
        assert!(has(
            "생년월일: 1985년 3월 5일",
            Kind::DateOfBirth,
            "1985년 3월 5일"
        ));
        assert!(kinds("released 1985-03-05").is_empty());
    }
}
