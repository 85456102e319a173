//! Layer 1: normalisation with an offset map back to the original text.
//!
//! Recognizers run on a normalised copy so that full-width digits (`４１１１`), compatibility
//! forms, zero-width characters and soft hyphens cannot hide an identifier. Every finding
//! must still point into the text the caller gave us, so each byte of the normalised text
//! remembers the original segment it came from.

use unicode_normalization::char::canonical_combining_class;
use unicode_normalization::{is_nfkc_quick, IsNormalized, UnicodeNormalization};

/// A precomposed Hangul syllable (가-힣), the unit Korean text is matched in.
pub(crate) fn is_hangul(c: char) -> bool {
    ('\u{AC00}'..='\u{D7A3}').contains(&c)
}

/// Normalised text plus the map back to the original.
#[derive(Debug, Clone)]
pub struct Normalized {
    pub text: String,
    /// `None` when the text is unchanged (the common all-ASCII case costs no map).
    map: Option<OffsetMap>,
    original_len: usize,
}

#[derive(Debug, Clone)]
struct OffsetMap {
    /// For each byte of `text`: start and end (exclusive) of the original segment.
    starts: Vec<u32>,
    ends: Vec<u32>,
}

/// Characters deleted outright: they are invisible and only serve to split a token.
fn is_invisible(c: char) -> bool {
    matches!(
        c,
        '\u{00AD}' // soft hyphen
            | '\u{034F}' // combining grapheme joiner
            | '\u{061C}'
            | '\u{115F}'
            | '\u{1160}'
            | '\u{17B4}'
            | '\u{17B5}'
            | '\u{180B}'..='\u{180E}'
            | '\u{200B}'..='\u{200F}' // zero-width space/joiners, LRM/RLM
            | '\u{202A}'..='\u{202E}' // bidi embeddings and overrides
            | '\u{2060}'..='\u{2064}' // word joiner, invisible operators
            | '\u{2066}'..='\u{206F}'
            | '\u{3164}'
            | '\u{FE00}'..='\u{FE0F}' // variation selectors
            | '\u{FEFF}' // BOM / zero-width no-break space
            | '\u{FFA0}'
    )
}

/// Dash-like characters NFKC leaves alone but people (and word processors) put between
/// digit groups.
fn dash_to_ascii(c: char) -> Option<char> {
    match c {
        '\u{2010}'..='\u{2015}' | '\u{2212}' | '\u{FE58}' | '\u{FE63}' | '\u{30FC}' => Some('-'),
        _ => None,
    }
}

/// A character that belongs with the previous one when normalising: combining marks and
/// Hangul medial/final jamo (both compose with what precedes them).
fn joins_previous(c: char) -> bool {
    canonical_combining_class(c) != 0
        || ('\u{1160}'..='\u{11FF}').contains(&c)
        || ('\u{D7B0}'..='\u{D7FF}').contains(&c)
}

fn needs_work(c: char) -> bool {
    !c.is_ascii()
}

impl Normalized {
    pub fn new(input: &str) -> Normalized {
        if !input.chars().any(needs_work) {
            return Normalized {
                text: input.to_string(),
                map: None,
                original_len: input.len(),
            };
        }
        let mut text = String::with_capacity(input.len());
        let mut starts = Vec::with_capacity(input.len());
        let mut ends = Vec::with_capacity(input.len());
        let mut seg = String::new();
        let mut chars = input.char_indices().peekable();
        while let Some((start, c)) = chars.next() {
            if is_invisible(c) {
                continue;
            }
            let mut end = start + c.len_utf8();
            let next_joins = chars.peek().is_some_and(|&(_, n)| joins_previous(n));
            if c.is_ascii() && !next_joins {
                text.push(c);
                starts.push(start as u32);
                ends.push(end as u32);
                continue;
            }
            // Most non-ASCII text (Hangul syllables, CJK) is already NFKC: copy it through
            // without building a segment.
            if !next_joins
                && dash_to_ascii(c).is_none()
                && is_nfkc_quick(std::iter::once(c)) == IsNormalized::Yes
            {
                text.push(c);
                for _ in 0..c.len_utf8() {
                    starts.push(start as u32);
                    ends.push(end as u32);
                }
                continue;
            }
            seg.clear();
            seg.push(dash_to_ascii(c).unwrap_or(c));
            while let Some(&(i, n)) = chars.peek() {
                if !joins_previous(n) && !is_invisible(n) {
                    break;
                }
                if !is_invisible(n) {
                    seg.push(n);
                }
                end = i + n.len_utf8();
                chars.next();
            }
            let before = text.len();
            for n in seg.nfkc() {
                text.push(dash_to_ascii(n).unwrap_or(n));
            }
            for _ in before..text.len() {
                starts.push(start as u32);
                ends.push(end as u32);
            }
        }
        Normalized {
            text,
            map: Some(OffsetMap { starts, ends }),
            original_len: input.len(),
        }
    }

    /// Whether normalisation changed anything (then offsets differ).
    pub fn changed(&self) -> bool {
        self.map.is_some()
    }

    /// Maps a byte span of the normalised text to the smallest original span covering it.
    /// Out-of-range or empty spans are clamped rather than trusted.
    pub fn to_original(&self, start: usize, end: usize) -> (usize, usize) {
        let Some(map) = &self.map else {
            let s = start.min(self.original_len);
            return (s, end.clamp(s, self.original_len));
        };
        let n = map.starts.len();
        if n == 0 || start >= n {
            return (self.original_len, self.original_len);
        }
        let s = map.starts[start] as usize;
        let e = if end == 0 || end <= start {
            s
        } else {
            map.ends[end.min(n) - 1] as usize
        };
        (s, e.max(s))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn orig<'a>(input: &'a str, n: &Normalized, s: usize, e: usize) -> &'a str {
        let (a, b) = n.to_original(s, e);
        &input[a..b]
    }

    #[test]
    fn ascii_is_identity_and_free() {
        let n = Normalized::new("call 010-1234-5678");
        assert!(!n.changed());
        assert_eq!(n.text, "call 010-1234-5678");
        assert_eq!(n.to_original(5, 18), (5, 18));
    }

    #[test]
    fn full_width_digits_become_ascii_and_map_back() {
        let input = "카드４１１１－１１１１번";
        let n = Normalized::new(input);
        assert_eq!(n.text, "카드4111-1111번");
        let s = n.text.find('4').unwrap();
        let e = s + "4111-1111".len();
        assert_eq!(orig(input, &n, s, e), "４１１１－１１１１");
    }

    #[test]
    fn invisible_characters_are_removed() {
        let input = "a\u{200B}b\u{00AD}c\u{FEFF}d 4111\u{200D}1111";
        let n = Normalized::new(input);
        assert_eq!(n.text, "abcd 41111111");
        let s = n.text.find('4').unwrap();
        assert_eq!(orig(input, &n, s, n.text.len()), "4111\u{200D}1111");
    }

    #[test]
    fn hangul_and_combining_marks_survive() {
        let input = "홍길동 e\u{0301}te\u{0301}";
        let n = Normalized::new(input);
        assert_eq!(n.text, "홍길동 \u{e9}t\u{e9}");
        // Decomposed jamo compose into one syllable and map to all of their bytes.
        let jamo = "\u{1100}\u{1161}\u{11A8}";
        let n = Normalized::new(jamo);
        assert_eq!(n.text, "각");
        assert_eq!(n.to_original(0, n.text.len()), (0, jamo.len()));
    }

    #[test]
    fn dashes_become_hyphens() {
        let n = Normalized::new("010\u{2013}1234\u{2212}5678");
        assert_eq!(n.text, "010-1234-5678");
    }

    #[test]
    fn clamps_bad_spans() {
        let n = Normalized::new("ａｂ");
        assert_eq!(n.to_original(5, 9), (6, 6));
        assert_eq!(n.to_original(1, 0), (3, 3));
        let n = Normalized::new("");
        assert_eq!(n.to_original(0, 3), (0, 0));
    }
}
