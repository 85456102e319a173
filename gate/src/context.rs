//! Context words (English and Korean) looked up in a character window around a candidate.
//!
//! The whole text is scanned once with one Aho-Corasick automaton; each candidate then
//! binary-searches the hits near it, so context costs O(n) however many candidates there
//! are. English words must stand as words (so "lic" never matches inside "public"); Korean
//! words match as substrings because particles glue onto them ("주민번호는").

use std::sync::OnceLock;

use aho_corasick::{AhoCorasick, AhoCorasickBuilder, MatchKind};

/// Groups of context words, as bit flags.
pub mod ctx {
    pub const CARD: u32 = 1 << 0;
    pub const BANK: u32 = 1 << 1;
    pub const RRN: u32 = 1 << 2;
    pub const BRN: u32 = 1 << 3;
    pub const SSN: u32 = 1 << 4;
    pub const PASSPORT: u32 = 1 << 5;
    pub const PHONE: u32 = 1 << 6;
    pub const DOB: u32 = 1 << 7;
    pub const SECRET: u32 = 1 << 8;
    pub const IP: u32 = 1 << 9;
    /// Words that say a number is something else: an order, a version, a hash.
    pub const NOT_PII: u32 = 1 << 10;
    pub const FOREIGNER: u32 = 1 << 11;
    pub const LICENSE: u32 = 1 << 12;
}

const WORDS: &[(&str, u32)] = &[
    // cards
    ("card", ctx::CARD),
    ("credit card", ctx::CARD),
    ("debit card", ctx::CARD),
    ("card number", ctx::CARD),
    ("card no", ctx::CARD),
    ("visa", ctx::CARD),
    ("mastercard", ctx::CARD),
    ("amex", ctx::CARD),
    ("cvv", ctx::CARD),
    ("cvc", ctx::CARD),
    ("expiry", ctx::CARD),
    ("pan", ctx::CARD),
    ("카드", ctx::CARD),
    ("결제", ctx::CARD),
    ("할부", ctx::CARD),
    // bank accounts
    ("iban", ctx::BANK),
    ("account", ctx::BANK),
    ("bank", ctx::BANK),
    ("wire", ctx::BANK),
    ("transfer", ctx::BANK),
    ("계좌", ctx::BANK),
    ("은행", ctx::BANK),
    ("송금", ctx::BANK),
    ("이체", ctx::BANK),
    ("통장", ctx::BANK), // the passbook: the everyday word for an account
    ("입금", ctx::BANK),
    ("출금", ctx::BANK),
    ("예금주", ctx::BANK),
    ("account number", ctx::BANK),
    ("acct", ctx::BANK),
    ("deposit", ctx::BANK),
    ("kookmin", ctx::BANK),
    ("shinhan", ctx::BANK),
    ("woori", ctx::BANK),
    ("kakaobank", ctx::BANK),
    ("nonghyup", ctx::BANK),
    ("국민", ctx::BANK),
    ("신한", ctx::BANK),
    ("우리은행", ctx::BANK),
    ("하나은행", ctx::BANK),
    ("농협", ctx::BANK),
    ("기업은행", ctx::BANK),
    ("카카오뱅크", ctx::BANK),
    ("카뱅", ctx::BANK),
    ("토스뱅크", ctx::BANK),
    ("케이뱅크", ctx::BANK),
    ("우체국", ctx::BANK),
    ("제일은행", ctx::BANK),
    ("부산은행", ctx::BANK),
    ("대구은행", ctx::BANK),
    ("iM뱅크", ctx::BANK),
    // driver's licences
    ("driver's license", ctx::LICENSE),
    ("drivers license", ctx::LICENSE),
    ("driver license", ctx::LICENSE),
    ("driver's licence", ctx::LICENSE),
    ("driving licence", ctx::LICENSE),
    ("driving license", ctx::LICENSE),
    ("license number", ctx::LICENSE),
    ("licence number", ctx::LICENSE),
    ("license no", ctx::LICENSE),
    ("운전면허", ctx::LICENSE),
    ("면허번호", ctx::LICENSE),
    ("면허증", ctx::LICENSE),
    // Korean resident / foreigner registration
    ("주민", ctx::RRN),
    ("주민번호", ctx::RRN),
    ("주민등록", ctx::RRN),
    ("rrn", ctx::RRN),
    ("resident registration", ctx::RRN),
    ("resident number", ctx::RRN),
    ("외국인등록", ctx::RRN | ctx::FOREIGNER),
    ("외국인 등록", ctx::RRN | ctx::FOREIGNER),
    ("alien registration", ctx::RRN | ctx::FOREIGNER),
    ("foreigner registration", ctx::RRN | ctx::FOREIGNER),
    // business registration
    ("사업자", ctx::BRN),
    ("사업자등록", ctx::BRN),
    ("business registration", ctx::BRN),
    ("brn", ctx::BRN),
    ("tax id", ctx::BRN | ctx::SSN),
    // US SSN
    ("ssn", ctx::SSN),
    ("social security", ctx::SSN),
    ("ss#", ctx::SSN),
    ("itin", ctx::SSN),
    ("taxpayer", ctx::SSN),
    ("사회보장", ctx::SSN),
    // passports
    ("passport", ctx::PASSPORT),
    ("여권", ctx::PASSPORT),
    ("travel document", ctx::PASSPORT),
    // phones
    ("phone", ctx::PHONE),
    ("tel", ctx::PHONE),
    ("telephone", ctx::PHONE),
    ("mobile", ctx::PHONE),
    ("cell", ctx::PHONE),
    ("call", ctx::PHONE),
    ("text me", ctx::PHONE),
    ("fax", ctx::PHONE),
    ("contact", ctx::PHONE),
    ("whatsapp", ctx::PHONE),
    ("전화", ctx::PHONE),
    ("휴대폰", ctx::PHONE),
    ("핸드폰", ctx::PHONE),
    ("연락처", ctx::PHONE),
    ("연락", ctx::PHONE),
    ("문자", ctx::PHONE),
    ("팩스", ctx::PHONE),
    // dates of birth
    ("born", ctx::DOB),
    ("birth", ctx::DOB),
    ("birthday", ctx::DOB),
    ("birthdate", ctx::DOB),
    ("date of birth", ctx::DOB),
    ("dob", ctx::DOB),
    ("d.o.b", ctx::DOB),
    ("생년월일", ctx::DOB),
    ("생일", ctx::DOB),
    ("출생", ctx::DOB),
    ("태어", ctx::DOB),
    ("출생일", ctx::DOB),
    // secrets
    ("api key", ctx::SECRET),
    ("apikey", ctx::SECRET),
    ("api_key", ctx::SECRET),
    ("secret", ctx::SECRET),
    ("token", ctx::SECRET),
    ("credential", ctx::SECRET),
    ("credentials", ctx::SECRET),
    ("토큰", ctx::SECRET),
    ("인증키", ctx::SECRET),
    ("시크릿", ctx::SECRET),
    // network addresses
    ("ip", ctx::IP),
    ("ip address", ctx::IP),
    ("server", ctx::IP),
    ("host", ctx::IP),
    ("아이피", ctx::IP),
    ("서버", ctx::IP),
    // numbers that are not personal data
    ("order", ctx::NOT_PII),
    ("order no", ctx::NOT_PII),
    ("invoice", ctx::NOT_PII),
    ("tracking", ctx::NOT_PII),
    ("shipment", ctx::NOT_PII),
    ("ticket", ctx::NOT_PII),
    ("reference", ctx::NOT_PII),
    ("ref", ctx::NOT_PII),
    ("transaction", ctx::NOT_PII),
    ("txn", ctx::NOT_PII),
    ("build", ctx::NOT_PII),
    ("version", ctx::NOT_PII),
    ("ver", ctx::NOT_PII),
    ("commit", ctx::NOT_PII),
    ("sha", ctx::NOT_PII),
    ("sha256", ctx::NOT_PII),
    ("hash", ctx::NOT_PII),
    ("checksum", ctx::NOT_PII),
    ("uuid", ctx::NOT_PII),
    ("serial", ctx::NOT_PII),
    ("sku", ctx::NOT_PII),
    ("isbn", ctx::NOT_PII),
    ("timestamp", ctx::NOT_PII),
    ("epoch", ctx::NOT_PII),
    ("request id", ctx::NOT_PII),
    ("trace", ctx::NOT_PII),
    ("주문", ctx::NOT_PII),
    ("주문번호", ctx::NOT_PII),
    ("송장", ctx::NOT_PII),
    ("운송장", ctx::NOT_PII),
    ("버전", ctx::NOT_PII),
    ("빌드", ctx::NOT_PII),
    ("해시", ctx::NOT_PII),
    ("티켓", ctx::NOT_PII),
    ("접수번호", ctx::NOT_PII),
    ("예약번호", ctx::NOT_PII),
    ("상품번호", ctx::NOT_PII),
    ("거래번호", ctx::NOT_PII),
];

struct Lexicon {
    ac: AhoCorasick,
}

fn lexicon() -> &'static Lexicon {
    static L: OnceLock<Lexicon> = OnceLock::new();
    L.get_or_init(|| {
        let ac = AhoCorasickBuilder::new()
            .ascii_case_insensitive(true)
            .match_kind(MatchKind::LeftmostLongest)
            .build(WORDS.iter().map(|(w, _)| w))
            .expect("context lexicon builds");
        Lexicon { ac }
    })
}

/// All context-word hits in a text, in order.
#[derive(Debug, Default)]
pub struct Hits {
    /// (start, end, groups)
    hits: Vec<(usize, usize, u32)>,
}

fn is_word_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric()
}

impl Hits {
    pub fn scan(text: &str) -> Hits {
        let bytes = text.as_bytes();
        let mut hits = Vec::new();
        for m in lexicon().ac.find_iter(text) {
            let (word, groups) = WORDS[m.pattern().as_usize()];
            if word.as_bytes()[0].is_ascii_alphabetic() {
                // English: whole words only, allowing a plural "s".
                let mut end = m.end();
                if bytes.get(end) == Some(&b's') {
                    end += 1;
                }
                let left_ok = m.start() == 0 || !is_word_byte(bytes[m.start() - 1]);
                let right_ok = end >= bytes.len() || !is_word_byte(bytes[end]);
                if !(left_ok && right_ok) {
                    continue;
                }
            }
            hits.push((m.start(), m.end(), groups));
        }
        Hits { hits }
    }

    /// Whether any word of these groups occurs anywhere (lets recognizers that need
    /// context skip texts without it).
    pub fn any(&self, groups: u32) -> bool {
        self.hits.iter().any(|h| h.2 & groups != 0)
    }

    /// Groups of the words found within `before` characters before `start` or `after`
    /// characters after `end`.
    pub fn around(&self, text: &str, start: usize, end: usize, before: usize, after: usize) -> u32 {
        if self.hits.is_empty() {
            return 0;
        }
        let lo = back_chars(text, start, before);
        let hi = fwd_chars(text, end, after);
        let first = self.hits.partition_point(|h| h.1 <= lo);
        let mut groups = 0;
        for &(s, e, g) in &self.hits[first..] {
            if s >= hi {
                break;
            }
            // A word inside the candidate itself is not context for it.
            if s >= start && e <= end {
                continue;
            }
            groups |= g;
        }
        groups
    }
}

/// Byte offset `n` characters before `at` (clamped to 0).
pub fn back_chars(text: &str, at: usize, n: usize) -> usize {
    let head = &text[..at.min(text.len())];
    head.char_indices()
        .rev()
        .nth(n.saturating_sub(1))
        .map(|(i, _)| i)
        .unwrap_or(0)
}

/// Byte offset `n` characters after `at` (clamped to the end).
pub fn fwd_chars(text: &str, at: usize, n: usize) -> usize {
    let at = at.min(text.len());
    text[at..]
        .char_indices()
        .nth(n)
        .map(|(i, _)| at + i)
        .unwrap_or(text.len())
}

/// The run of ASCII letters that `text` opens with (empty when it opens with anything else).
pub(crate) fn leading_ascii_word(text: &str) -> &str {
    &text[..text.bytes().take_while(u8::is_ascii_alphabetic).count()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_words_need_boundaries() {
        let t = "public card";
        let h = Hits::scan(t);
        assert_eq!(h.around(t, 11, 11, 20, 0), ctx::CARD);
        let t = "discard 4111";
        let h = Hits::scan(t);
        assert_eq!(h.around(t, 8, 12, 20, 0), 0);
        let t = "Cards: 4111";
        assert_eq!(Hits::scan(t).around(t, 7, 11, 20, 0), ctx::CARD);
    }

    #[test]
    fn korean_words_match_with_particles() {
        let t = "제 주민번호는 900101-1234568 입니다";
        let s = t.find('9').unwrap();
        let h = Hits::scan(t);
        assert_ne!(h.around(t, s, s + 14, 20, 0) & ctx::RRN, 0);
    }

    #[test]
    fn window_is_in_characters() {
        let t = "카드 가나다라마바사 4111";
        let s = t.find('4').unwrap();
        let h = Hits::scan(t);
        assert_eq!(h.around(t, s, s + 4, 5, 0), 0);
        assert_eq!(h.around(t, s, s + 4, 12, 0), ctx::CARD);
    }
}
