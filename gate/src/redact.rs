//! Reversible redaction: findings become placeholders such as `[EMAIL_1]`; the map turns
//! them back in the model's answer, also when the answer arrives in chunks.

use std::collections::{BTreeMap, HashMap};

use crate::finding::{Finding, Kind};

/// Placeholder -> original text.
pub type PlaceholderMap = BTreeMap<String, String>;

#[derive(Debug, Clone, PartialEq)]
pub struct Redaction {
    pub text: String,
    pub map: PlaceholderMap,
}

/// The form under which two spans count as the same value ("010-1234-5678" and
/// "01012345678" get one placeholder).
fn canonical(kind: Kind, s: &str) -> String {
    match kind {
        Kind::Email => s.to_lowercase(),
        Kind::Phone
        | Kind::Card
        | Kind::KrBankAccount
        | Kind::KrRrn
        | Kind::KrFrn
        | Kind::KrBrn
        | Kind::KrDriverLicense
        | Kind::UsSsn => s.chars().filter(char::is_ascii_digit).collect(),
        Kind::Iban | Kind::Mac => s
            .chars()
            .filter(char::is_ascii_alphanumeric)
            .map(|c| c.to_ascii_uppercase())
            .collect(),
        _ => s.to_string(),
    }
}

/// Replaces each finding with a placeholder. Findings that overlap an earlier one or do not
/// fall on character boundaries are skipped rather than trusted.
pub fn redact(text: &str, findings: &[Finding]) -> Redaction {
    let mut fs: Vec<&Finding> = findings
        .iter()
        .filter(|f| {
            f.start < f.end
                && f.end <= text.len()
                && text.is_char_boundary(f.start)
                && text.is_char_boundary(f.end)
        })
        .collect();
    fs.sort_by_key(|f| (f.start, std::cmp::Reverse(f.end)));
    let mut out = String::with_capacity(text.len());
    let mut map = PlaceholderMap::new();
    let mut assigned: HashMap<(Kind, String), String> = HashMap::new();
    let mut next: HashMap<&'static str, usize> = HashMap::new();
    let mut pos = 0;
    for f in fs {
        if f.start < pos {
            continue;
        }
        let value = &text[f.start..f.end];
        let key = (f.kind, canonical(f.kind, value));
        let ph = assigned
            .entry(key)
            .or_insert_with(|| {
                let tag = f.kind.tag();
                let n = next.entry(tag).or_insert(0);
                // Skip numbers whose placeholder already occurs in the input: re-identifying
                // the answer must not rewrite text the user typed.
                loop {
                    *n += 1;
                    let ph = format!("[{tag}_{n}]");
                    if !text.contains(&ph) {
                        break ph;
                    }
                }
            })
            .clone();
        map.entry(ph.clone()).or_insert_with(|| value.to_string());
        out.push_str(&text[pos..f.start]);
        out.push_str(&ph);
        pos = f.end;
    }
    out.push_str(&text[pos..]);
    Redaction { text: out, map }
}

/// Puts the original values back into an answer.
pub fn reidentify(answer: &str, map: &PlaceholderMap) -> String {
    let longest = map.keys().map(String::len).max().unwrap_or(0);
    let mut out = String::with_capacity(answer.len());
    let mut rest = answer;
    while let Some(i) = rest.find('[') {
        out.push_str(&rest[..i]);
        let tail = &rest[i..];
        let close = tail.as_bytes()[..tail.len().min(longest)]
            .iter()
            .position(|&b| b == b']');
        match close.and_then(|j| map.get(&tail[..=j]).map(|v| (j, v))) {
            Some((j, v)) => {
                out.push_str(v);
                rest = &tail[j + 1..];
            }
            None => {
                out.push('[');
                rest = &tail[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// Re-identifies a streamed answer. A chunk may end inside a placeholder ("...[EMA"), so
/// the tail that could still become one is held back until the next chunk decides it.
#[derive(Debug, Clone)]
pub struct StreamReidentifier {
    map: PlaceholderMap,
    pending: String,
    longest: usize,
}

impl StreamReidentifier {
    pub fn new(map: PlaceholderMap) -> Self {
        let longest = map.keys().map(String::len).max().unwrap_or(0);
        StreamReidentifier {
            map,
            pending: String::new(),
            longest,
        }
    }

    /// Feeds one chunk; returns the text that is now safe to show.
    pub fn push(&mut self, chunk: &str) -> String {
        self.pending.push_str(chunk);
        let hold = self.hold_from();
        let ready = reidentify(&self.pending[..hold], &self.map);
        self.pending.drain(..hold);
        ready
    }

    /// Ends the stream; returns whatever was held back.
    pub fn finish(&mut self) -> String {
        let rest = reidentify(&self.pending, &self.map);
        self.pending.clear();
        rest
    }

    /// Where the possibly-unfinished placeholder at the end of `pending` begins.
    fn hold_from(&self) -> usize {
        let p = &self.pending;
        if let Some(i) = p.rfind('[') {
            let tail = &p[i..];
            if !tail.contains(']')
                && tail.len() < self.longest
                && self.map.keys().any(|k| k.starts_with(tail))
            {
                return i;
            }
        }
        p.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(kind: Kind, text: &str, value: &str, nth: usize) -> Finding {
        let start = text.match_indices(value).nth(nth).unwrap().0;
        Finding {
            kind,
            start,
            end: start + value.len(),
            score: 0.9,
            reason: String::new(),
        }
    }

    #[test]
    fn same_value_same_placeholder_and_round_trip() {
        let t = "mail a@x.com or A@x.com, call 010-1234-5678 / 01012345678, b@y.org";
        let fs = vec![
            f(Kind::Email, t, "a@x.com", 0),
            f(Kind::Email, t, "A@x.com", 0),
            f(Kind::Phone, t, "010-1234-5678", 0),
            f(Kind::Phone, t, "01012345678", 0),
            f(Kind::Email, t, "b@y.org", 0),
        ];
        let r = redact(t, &fs);
        assert_eq!(
            r.text,
            "mail [EMAIL_1] or [EMAIL_1], call [PHONE_1] / [PHONE_1], [EMAIL_2]"
        );
        assert_eq!(r.map["[EMAIL_2]"], "b@y.org");
        let back = reidentify(&r.text, &r.map);
        assert_eq!(
            back,
            "mail a@x.com or a@x.com, call 010-1234-5678 / 010-1234-5678, b@y.org"
        );
    }

    #[test]
    fn placeholders_already_in_the_text_are_not_reused() {
        let t = "literal [EMAIL_1] and a@x.com";
        let r = redact(t, &[f(Kind::Email, t, "a@x.com", 0)]);
        assert_eq!(r.text, "literal [EMAIL_1] and [EMAIL_2]");
        assert_eq!(reidentify(&r.text, &r.map), t);
    }

    #[test]
    fn bad_findings_are_skipped() {
        let t = "한글 a@x.com";
        let bad = Finding {
            kind: Kind::Email,
            start: 1,
            end: 99,
            score: 0.9,
            reason: String::new(),
        };
        let r = redact(t, &[bad]);
        assert_eq!(r.text, t);
    }

    #[test]
    fn stream_holds_split_placeholders() {
        let mut map = PlaceholderMap::new();
        map.insert("[EMAIL_1]".into(), "a@x.com".into());
        map.insert("[PHONE_12]".into(), "010-1234-5678".into());
        let answer = "Write to [EMAIL_1] or call [PHONE_12]. [not one] [EM";
        let want = reidentify(answer, &map);
        // Every split into chunks, down to one character each, gives the same text.
        for size in 1..answer.len() {
            let mut s = StreamReidentifier::new(map.clone());
            let mut got = String::new();
            let mut i = 0;
            while i < answer.len() {
                let mut j = (i + size).min(answer.len());
                while !answer.is_char_boundary(j) {
                    j += 1;
                }
                got.push_str(&s.push(&answer[i..j]));
                i = j;
            }
            got.push_str(&s.finish());
            assert_eq!(got, want, "chunk size {size}");
        }
        let mut s = StreamReidentifier::new(map);
        assert_eq!(s.push("mail [EMA"), "mail ");
        assert_eq!(s.push("IL_1] ok"), "a@x.com ok");
    }
}
