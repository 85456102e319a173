//! Checksums and structural rules that turn a regex candidate into an identifier.
//! Each takes the candidate text (separators allowed) and never panics.

/// ASCII digits of `s` in order, ignoring everything else.
pub fn digits(s: &str) -> Vec<u8> {
    s.bytes()
        .filter(u8::is_ascii_digit)
        .map(|b| b - b'0')
        .collect()
}

pub fn luhn(d: &[u8]) -> bool {
    if d.len() < 2 {
        return false;
    }
    let mut sum = 0u32;
    for (i, &x) in d.iter().rev().enumerate() {
        let mut v = x as u32;
        if i % 2 == 1 {
            v *= 2;
            if v > 9 {
                v -= 9;
            }
        }
        sum += v;
    }
    sum % 10 == 0
}

/// Card network by issuer prefix and length; `None` for numbers no network issues.
pub fn card_network(d: &[u8]) -> Option<&'static str> {
    let n = d.len();
    let prefix = |k: usize| d.iter().take(k).fold(0u32, |a, &x| a * 10 + x as u32);
    let p2 = prefix(2);
    let p3 = prefix(3);
    let p4 = prefix(4);
    let p6 = prefix(6);
    if d.first() == Some(&4) && matches!(n, 13 | 16 | 19) {
        return Some("visa");
    }
    if ((51..=55).contains(&p2) || (2221..=2720).contains(&p4)) && n == 16 {
        return Some("mastercard");
    }
    if (p2 == 34 || p2 == 37) && n == 15 {
        return Some("amex");
    }
    if (p4 == 6011 || p2 == 65 || (644..=649).contains(&p3) || (622126..=622925).contains(&p6))
        && (16..=19).contains(&n)
    {
        return Some("discover");
    }
    if (3528..=3589).contains(&p4) && (16..=19).contains(&n) {
        return Some("jcb");
    }
    if ((300..=305).contains(&p3) || p2 == 36 || p2 == 38 || p2 == 39) && (14..=19).contains(&n) {
        return Some("diners");
    }
    if p2 == 62 && (16..=19).contains(&n) {
        return Some("unionpay");
    }
    if matches!(p2, 50 | 56..=58 | 60..=69) && (12..=19).contains(&n) {
        return Some("maestro");
    }
    if d.first() == Some(&9) && n == 16 {
        // Korean domestic-only cards (BC and others) use the 9 range.
        return Some("kr-domestic");
    }
    None
}

/// Country code to IBAN length (ISO 13616 registry, the countries seen in practice).
fn iban_length(cc: &str) -> Option<usize> {
    #[rustfmt::skip]
    const T: &[(&str, usize)] = &[
        ("AD", 24), ("AE", 23), ("AL", 28), ("AT", 20), ("AZ", 28), ("BA", 20), ("BE", 16),
        ("BG", 22), ("BH", 22), ("BR", 29), ("BY", 28), ("CH", 21), ("CR", 22), ("CY", 28),
        ("CZ", 24), ("DE", 22), ("DK", 18), ("DO", 28), ("EE", 20), ("EG", 29), ("ES", 24),
        ("FI", 18), ("FO", 18), ("FR", 27), ("GB", 22), ("GE", 22), ("GI", 23), ("GL", 18),
        ("GR", 27), ("GT", 28), ("HR", 21), ("HU", 28), ("IE", 22), ("IL", 23), ("IQ", 23),
        ("IS", 26), ("IT", 27), ("JO", 30), ("KW", 30), ("KZ", 20), ("LB", 28), ("LC", 32),
        ("LI", 21), ("LT", 20), ("LU", 20), ("LV", 21), ("MC", 27), ("MD", 24), ("ME", 22),
        ("MK", 19), ("MR", 27), ("MT", 31), ("MU", 30), ("NL", 18), ("NO", 15), ("PK", 24),
        ("PL", 28), ("PS", 29), ("PT", 25), ("QA", 29), ("RO", 24), ("RS", 22), ("SA", 24),
        ("SC", 31), ("SE", 24), ("SI", 19), ("SK", 24), ("SM", 27), ("TL", 23), ("TN", 24),
        ("TR", 26), ("UA", 29), ("VA", 22), ("VG", 24), ("XK", 20),
    ];
    T.iter().find(|(c, _)| *c == cc).map(|&(_, n)| n)
}

/// IBAN: registered country, its exact length, and ISO 7064 mod 97 == 1.
pub fn iban(s: &str) -> bool {
    let compact: Vec<u8> = s
        .bytes()
        .filter(|b| !b.is_ascii_whitespace() && *b != b'-')
        .map(|b| b.to_ascii_uppercase())
        .collect();
    if compact.len() < 15 || !compact.iter().all(u8::is_ascii_alphanumeric) {
        return false;
    }
    let cc = std::str::from_utf8(&compact[..2]).unwrap_or("");
    if iban_length(cc) != Some(compact.len()) || !compact[2..4].iter().all(u8::is_ascii_digit) {
        return false;
    }
    let mut rem = 0u32;
    for &b in compact[4..].iter().chain(&compact[..4]) {
        if b.is_ascii_digit() {
            rem = (rem * 10 + (b - b'0') as u32) % 97;
        } else {
            rem = (rem * 100 + (b - b'A' + 10) as u32) % 97;
        }
    }
    rem == 1
}

fn is_leap(y: u32) -> bool {
    (y % 4 == 0 && y % 100 != 0) || y % 400 == 0
}

pub fn valid_date(y: u32, m: u32, d: u32) -> bool {
    let days = match m {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if is_leap(y) => 29,
        2 => 28,
        _ => return false,
    };
    (1..=days).contains(&d)
}

/// The calendar year now (UTC), for rejecting birth dates in the future.
pub fn current_year() -> u32 {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    1970 + (secs as f64 / (365.2425 * 86400.0)) as u32
}

/// Result of checking a Korean resident (or foreigner) registration number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RrnCheck {
    pub foreigner: bool,
    /// The pre-2020 mod-11 checksum holds. Numbers issued since Oct 2020 have random
    /// trailing digits, so this is a confidence boost, never a requirement.
    pub checksum: bool,
}

/// Hard checks: 13 digits, a real birth date, 7th digit 1-8 (century and sex; 5-8 are
/// foreigners).
pub fn kr_rrn(d: &[u8]) -> Option<RrnCheck> {
    if d.len() != 13 {
        return None;
    }
    let yy = (d[0] * 10 + d[1]) as u32;
    let mm = (d[2] * 10 + d[3]) as u32;
    let dd = (d[4] * 10 + d[5]) as u32;
    let century = match d[6] {
        1 | 2 | 5 | 6 => 1900,
        3 | 4 | 7 | 8 => 2000,
        _ => return None,
    };
    if !valid_date(century + yy, mm, dd) || century + yy > current_year() {
        return None;
    }
    const W: [u32; 12] = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5];
    let sum: u32 = W.iter().zip(d).map(|(w, &x)| w * x as u32).sum();
    let check = (11 - sum % 11) % 10;
    // Foreigner numbers used a variant: check = (13 - sum mod 11) mod 10.
    let foreigner = d[6] >= 5;
    let fcheck = (13 - sum % 11) % 10;
    let checksum = check == d[12] as u32 || (foreigner && fcheck == d[12] as u32);
    Some(RrnCheck {
        foreigner,
        checksum,
    })
}

/// Korean business registration number (10 digits) checksum.
pub fn kr_brn(d: &[u8]) -> bool {
    if d.len() != 10 || d[..3] == [0, 0, 0] {
        return false;
    }
    const W: [u32; 9] = [1, 3, 7, 1, 3, 7, 1, 3, 5];
    let mut sum: u32 = W.iter().zip(d).map(|(w, &x)| w * x as u32).sum();
    sum += d[8] as u32 * 5 / 10;
    (10 - sum % 10) % 10 == d[9] as u32
}

/// US SSN structure: area not 000, 666 or 900-999; group not 00; serial not 0000.
pub fn us_ssn(d: &[u8]) -> bool {
    if d.len() != 9 {
        return false;
    }
    let area = d[0] as u32 * 100 + d[1] as u32 * 10 + d[2] as u32;
    let group = d[3] * 10 + d[4];
    let serial = d[5..].iter().fold(0u32, |a, &x| a * 10 + x as u32);
    area != 0 && area != 666 && area < 900 && group != 0 && serial != 0
}

/// E.164 country calling codes (1-3 digits). Enough to reject random `+NNN` strings.
pub fn calling_code_len(d: &[u8]) -> Option<usize> {
    let p = |k: usize| d.iter().take(k).fold(0u32, |a, &x| a * 10 + x as u32);
    if d.is_empty() {
        return None;
    }
    if d[0] == 1 || d[0] == 7 {
        return Some(1);
    }
    const TWO: &[u32] = &[
        20, 27, 30, 31, 32, 33, 34, 36, 39, 40, 41, 43, 44, 45, 46, 47, 48, 49, 51, 52, 53, 54, 55,
        56, 57, 58, 60, 61, 62, 63, 64, 65, 66, 81, 82, 84, 86, 90, 91, 92, 93, 94, 95, 98,
    ];
    if d.len() >= 2 && TWO.contains(&p(2)) {
        return Some(2);
    }
    const THREE_PREFIX: &[u32] = &[
        21, 22, 23, 24, 25, 26, 29, 35, 37, 38, 42, 50, 59, 67, 68, 69, 85, 87, 88, 96, 97, 99,
    ];
    if d.len() >= 3 && THREE_PREFIX.contains(&p(2)) {
        return Some(3);
    }
    None
}

/// NANP (US/Canada) number without the leading 1: area and exchange are [2-9]XX and not
/// N11 service codes.
pub fn nanp(d: &[u8]) -> bool {
    if d.len() != 10 {
        return false;
    }
    let n11 = |a: &[u8]| a[1] == 1 && a[2] == 1;
    d[0] >= 2 && d[3] >= 2 && !n11(&d[0..3]) && !n11(&d[3..6]) && d[1] != 9
}

/// Korean phone (national form with the trunk 0): mobile 01X, Seoul 02, regions 03X-06X,
/// VoIP 070, personal 050X.
pub fn kr_phone(d: &[u8]) -> bool {
    let n = d.len();
    if !(9..=11).contains(&n) || d[0] != 0 {
        return false;
    }
    match (d[1], d[2]) {
        (1, 0) => n == 11,
        (1, 1 | 6 | 7 | 8 | 9) => n == 10 || n == 11,
        (2, _) => n == 9 || n == 10,
        (3, 1..=3) | (4, 1..=4) | (5, 1..=5) | (6, 1..=4) => n == 10 || n == 11,
        (7, 0) => n == 11,
        (5, 0) => n == 11 || n == 12,
        _ => false,
    }
}

/// Shannon entropy in bits per byte.
pub fn entropy(s: &str) -> f32 {
    let b = s.as_bytes();
    if b.is_empty() {
        return 0.0;
    }
    let mut counts = [0u32; 256];
    for &x in b {
        counts[x as usize] += 1;
    }
    let n = b.len() as f32;
    counts
        .iter()
        .filter(|&&c| c > 0)
        .map(|&c| {
            let p = c as f32 / n;
            -p * p.log2()
        })
        .sum()
}

/// Decodes unpadded base64url (JWT segments); `None` on any invalid character.
pub fn base64url_decode(s: &str) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(s.len() * 3 / 4);
    let mut acc = 0u32;
    let mut bits = 0;
    for b in s.bytes() {
        let v = match b {
            b'A'..=b'Z' => b - b'A',
            b'a'..=b'z' => b - b'a' + 26,
            b'0'..=b'9' => b - b'0' + 52,
            b'-' | b'+' => 62,
            b'_' | b'/' => 63,
            b'=' => break,
            _ => return None,
        };
        acc = (acc << 6) | v as u32;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
            acc &= (1 << bits) - 1;
        }
    }
    Some(out)
}

/// Account-number groupings of major Korean banks (digits per hyphen-separated group),
/// keyed by names and abbreviations that appear near the number. Banks that share a
/// grouping are listed separately, so a named bank narrows the formats.
pub const KR_BANKS: &[(&[&str], &[&[usize]])] = &[
    (&["국민", "KB", "kookmin"], &[&[6, 2, 6], &[3, 2, 4, 3]]),
    (&["신한", "shinhan"], &[&[3, 3, 6], &[3, 2, 6]]),
    (&["우리", "woori"], &[&[4, 3, 6]]),
    (&["하나", "hana"], &[&[3, 6, 5]]),
    (&["농협", "NH", "nonghyup"], &[&[3, 4, 4, 2], &[6, 2, 6]]),
    (&["기업", "IBK"], &[&[3, 6, 2, 3]]),
    (&["카카오", "카뱅", "kakao"], &[&[4, 2, 7]]),
    (&["토스", "toss"], &[&[4, 4, 4]]),
    (&["케이뱅크", "kbank", "k bank"], &[&[3, 3, 6]]),
    (&["우체국", "post office"], &[&[6, 2, 6]]),
    (&["SC", "제일"], &[&[3, 2, 6]]),
    (&["부산", "busan"], &[&[3, 4, 4, 2]]),
    (&["대구", "iM", "daegu"], &[&[3, 2, 6, 1]]),
];

/// Whether the group sizes are one of the listed banks' account formats.
pub fn kr_account_grouping(sizes: &[usize]) -> bool {
    KR_BANKS.iter().any(|(_, fs)| fs.contains(&sizes))
}

/// The banks named in `window` (case-insensitive for Latin names) whose formats include
/// `sizes`; for bare numbers pass one size, the total length, which matches any format
/// of that many digits.
pub fn kr_account_named_bank(window: &str, sizes: &[usize]) -> bool {
    let lower = window.to_ascii_lowercase();
    KR_BANKS.iter().any(|(names, fs)| {
        names.iter().any(|n| {
            if n.is_ascii() && n.len() <= 3 {
                // "KB", "NH", "SC", "iM", "IBK": whole words only, case as written
                window
                    .match_indices(n)
                    .any(|(i, _)| ascii_word_at(window.as_bytes(), i, n.len()))
            } else {
                lower.contains(&n.to_ascii_lowercase())
            }
        }) && fs.iter().any(|f| {
            if sizes.len() == 1 {
                f.iter().sum::<usize>() == sizes[0]
            } else {
                *f == sizes
            }
        })
    })
}

fn ascii_word_at(b: &[u8], i: usize, n: usize) -> bool {
    let left = i == 0 || !b[i - 1].is_ascii_alphanumeric();
    let right = i + n >= b.len() || !b[i + n].is_ascii_alphanumeric();
    left && right
}

/// Region codes of Korean driver's licences (11 Seoul ... 26 Ulsan, 28 northern Gyeonggi).
pub fn kr_dl_region(code: u32) -> bool {
    (11..=26).contains(&code) || code == 28
}

/// Region names used before numeric codes ("서울 12-345678-90").
pub const KR_DL_REGION_NAMES: &[&str] = &[
    "서울", "부산", "경기", "강원", "충북", "충남", "전북", "전남", "경북", "경남", "제주", "대구",
    "인천", "광주", "대전", "울산",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn luhn_and_networks() {
        assert!(luhn(&digits("4111 1111 1111 1111")));
        assert!(!luhn(&digits("4111 1111 1111 1112")));
        assert_eq!(card_network(&digits("4111111111111111")), Some("visa"));
        assert_eq!(card_network(&digits("378282246310005")), Some("amex"));
        assert_eq!(
            card_network(&digits("5555555555554444")),
            Some("mastercard")
        );
        assert_eq!(card_network(&digits("1234567812345670")), None);
        assert!(!luhn(&[]));
    }

    #[test]
    fn iban_mod97() {
        assert!(iban("GB82 WEST 1234 5698 7654 32"));
        assert!(iban("DE89370400440532013000"));
        assert!(!iban("DE89370400440532013001"));
        assert!(!iban("XX89370400440532013000"));
        assert!(!iban("GB82"));
        assert!(!iban("GB82 WEST 1234 5698 7654 3ü"));
    }

    #[test]
    fn rrn_rules() {
        // 900101-1234568: valid date, 7th digit 1; checksum computed by hand.
        let r = kr_rrn(&digits("900101-1234568")).unwrap();
        assert!(!r.foreigner);
        assert!(r.checksum);
        assert!(!kr_rrn(&digits("900101-1234567")).unwrap().checksum);
        assert!(kr_rrn(&digits("901301-1234567")).is_none()); // month 13
        assert!(kr_rrn(&digits("900230-1234567")).is_none()); // Feb 30
        assert!(kr_rrn(&digits("900101-9234567")).is_none()); // 7th digit 9
        assert!(kr_rrn(&digits("000229-3234567")).is_some()); // 2000 is a leap year
        assert!(kr_rrn(&digits("900101-5234567")).unwrap().foreigner);
        assert!(kr_rrn(&digits("123")).is_none());
    }

    #[test]
    fn brn_ssn() {
        assert!(kr_brn(&digits("220-81-62517")));
        assert!(!kr_brn(&digits("220-81-62518")));
        assert!(us_ssn(&digits("536-22-1234")));
        assert!(!us_ssn(&digits("666-22-1234")));
        assert!(!us_ssn(&digits("936-22-1234")));
        assert!(!us_ssn(&digits("536-00-1234")));
        assert!(!us_ssn(&digits("536-22-0000")));
    }

    #[test]
    fn phones() {
        assert!(kr_phone(&digits("010-1234-5678")));
        assert!(kr_phone(&digits("02-123-4567")));
        assert!(!kr_phone(&digits("010-123-5678")));
        assert!(nanp(&digits("212-555-0134")));
        assert!(!nanp(&digits("911-555-0134")));
        assert_eq!(calling_code_len(&digits("821012345678")), Some(2));
        assert_eq!(calling_code_len(&digits("353")), Some(3));
        assert_eq!(calling_code_len(&digits("80")), None);
    }

    #[test]
    fn entropy_and_base64() {
        assert!(entropy("aaaaaaaa") < 0.01);
        assert!(entropy("q8Zr2LmX9vT4pW1n") > 3.5);
        assert_eq!(
            base64url_decode("eyJhbGciOiJIUzI1NiJ9").unwrap(),
            br#"{"alg":"HS256"}"#
        );
        assert!(base64url_decode("a b").is_none());
    }

    #[test]
    fn kr_bank_formats_and_licence_regions() {
        assert!(kr_account_grouping(&[3, 3, 6]));
        assert!(kr_account_grouping(&[4, 2, 7]));
        assert!(!kr_account_grouping(&[3, 4, 4]));
        assert!(kr_account_named_bank("신한은행 계좌", &[3, 3, 6]));
        assert!(!kr_account_named_bank("우리은행 계좌", &[3, 3, 6]));
        assert!(kr_account_named_bank("KB국민 ", &[14]));
        assert!(!kr_account_named_bank("KBS 방송", &[6, 2, 6]));
        assert!(kr_dl_region(11) && kr_dl_region(28) && !kr_dl_region(27) && !kr_dl_region(10));
    }
}
