//! The Privacy Gate: decides whether a request stays on the local engine, goes to a cloud
//! model with sensitive spans replaced by reversible placeholders, or goes as is.
//! No dependency on the inference engine, so apps can embed it.
//!
//! The pipeline, each layer testable on its own:
//! 1. [`normalize`]: NFKC, invisible characters removed, with an offset map back;
//! 2. [`recognizers`]: patterns + validators + context words;
//! 3. [`learned`]: names, addresses and sensitive topics (a trained model), topics also
//!    from cues of a personal situation (`topic_cues`);
//! 4. [`policy`]: LOCAL / REDACT / ALLOW with reasons, failing closed.
//!
//! ```
//! let gate = lily_gate::Gate::default();
//! let v = gate.check("Mail me at kim@example.com");
//! assert_eq!(v.route, lily_gate::Route::Redact);
//! let r = lily_gate::redact(&"Mail me at kim@example.com", &v.findings);
//! assert_eq!(r.text, "Mail me at [EMAIL_1]");
//! ```

pub mod bench;
pub mod context;
mod en_names;
mod en_things;
pub mod eval;
mod fields;
pub mod finding;
pub mod korean_names;
pub mod learned;
pub mod normalize;
pub mod policy;
pub mod recognizers;
pub mod redact;
mod topic_cues;
pub mod validators;

use std::borrow::Cow;
use std::panic::{catch_unwind, AssertUnwindSafe};

use serde::Serialize;

pub use finding::{Class, Finding, Kind};
pub use policy::{InputInfo, Mode, Policy, Route, TopicScore};
pub use redact::{redact, reidentify, PlaceholderMap, Redaction, StreamReidentifier};

use learned::{LearnedKind, Topic};
use normalize::Normalized;
use recognizers::Candidate;

/// The gate's answer for one request. Offsets are bytes of the text that was checked (for
/// [`Gate::check_bytes`], of its lossy UTF-8 decoding).
#[derive(Debug, Clone, Serialize)]
pub struct Verdict {
    pub route: Route,
    pub reasons: Vec<String>,
    pub findings: Vec<Finding>,
    pub topics: Vec<TopicScore>,
    pub input: InputInfo,
}

#[derive(Debug, Clone, Default)]
pub struct Gate {
    pub policy: Policy,
}

pub fn topic_name(t: Topic) -> &'static str {
    match t {
        Topic::Health => "health",
        Topic::Finance => "finance",
        Topic::Sexuality => "sexuality",
        Topic::Religion => "religion",
        Topic::Politics => "politics",
        Topic::CriminalRecord => "criminal_record",
        Topic::Credentials => "credentials",
    }
}

/// Keeps the best of overlapping candidates: higher score, then longer span.
fn resolve_overlaps(mut c: Vec<Candidate>) -> Vec<Candidate> {
    c.sort_by(|a, b| a.start.cmp(&b.start).then(b.end.cmp(&a.end)));
    let mut kept: Vec<Candidate> = Vec::with_capacity(c.len());
    for cand in c {
        match kept.last_mut() {
            Some(last) if cand.start < last.end => {
                let better = cand.score > last.score
                    || (cand.score == last.score && cand.end - cand.start > last.end - last.start);
                if better {
                    *last = cand;
                }
            }
            _ => kept.push(cand),
        }
    }
    kept
}

impl Gate {
    pub fn new(policy: Policy) -> Gate {
        Gate { policy }
    }

    /// Checks one request. Never panics: an internal failure yields LOCAL with the error.
    pub fn check(&self, text: &str) -> Verdict {
        let input = InputInfo {
            bytes: text.len(),
            ..Default::default()
        };
        if text.len() > self.policy.max_input_bytes {
            let input = InputInfo {
                too_large: true,
                ..input
            };
            return self.verdict(Vec::new(), Vec::new(), input);
        }
        match catch_unwind(AssertUnwindSafe(|| self.scan(text))) {
            Ok((findings, topics, normalized)) => {
                let input = InputInfo {
                    normalized,
                    ..input
                };
                self.verdict(findings, topics, input)
            }
            Err(e) => {
                let msg = e
                    .downcast_ref::<&str>()
                    .map(|s| s.to_string())
                    .or_else(|| e.downcast_ref::<String>().cloned())
                    .unwrap_or_else(|| "panic".into());
                let input = InputInfo {
                    error: Some(msg),
                    ..input
                };
                self.verdict(Vec::new(), Vec::new(), input)
            }
        }
    }

    /// Checks raw bytes. Invalid UTF-8 is decoded lossily (U+FFFD), noted in the verdict,
    /// and by default keeps the request local.
    pub fn check_bytes(&self, bytes: &[u8]) -> (Verdict, String) {
        let text = String::from_utf8_lossy(bytes);
        let invalid = matches!(text, Cow::Owned(_));
        let mut v = self.check(&text);
        if invalid {
            v.input.invalid_utf8 = true;
            let (route, reasons) = policy::decide(&self.policy, &v.findings, &v.topics, &v.input);
            v.route = route;
            v.reasons = reasons;
        }
        (v, text.into_owned())
    }

    fn verdict(
        &self,
        findings: Vec<Finding>,
        topics: Vec<TopicScore>,
        input: InputInfo,
    ) -> Verdict {
        let (route, reasons) = policy::decide(&self.policy, &findings, &topics, &input);
        Verdict {
            route,
            reasons,
            findings,
            topics,
            input,
        }
    }

    /// The detection layers; may panic only through a bug, which `check` catches.
    fn scan(&self, text: &str) -> (Vec<Finding>, Vec<TopicScore>, bool) {
        let norm = Normalized::new(text);
        let n = &norm.text;
        let mut cands = recognizers::scan(n);
        let rule_spans: Vec<(usize, usize)> = cands.iter().map(|c| (c.start, c.end)).collect();
        let ruled =
            |start: usize, end: usize| rule_spans.iter().any(|&(a, b)| start < b && a < end);
        let reading = learned::GeneralReading::new(n);
        for s in learned::detect_spans_read(n, &reading) {
            // The learned tier is a separate component: check its spans before use.
            if s.start >= s.end
                || s.end > n.len()
                || !n.is_char_boundary(s.start)
                || !n.is_char_boundary(s.end)
            {
                continue;
            }
            // Validated recognizers outrank the model on the text they cover (a card number
            // inside a tagged "address" stays a card).
            if ruled(s.start, s.end) {
                continue;
            }
            let (kind, what) = match s.kind {
                LearnedKind::PersonName => (Kind::Person, "person name"),
                LearnedKind::Address => (Kind::Address, "address"),
            };
            // A NaN score is a broken model: treat it as certain rather than absent.
            let score = if s.score.is_nan() {
                1.0
            } else {
                s.score.clamp(0.0, 1.0)
            };
            if score < self.policy.learned_min_score {
                continue;
            }
            cands.push(Candidate {
                kind,
                start: s.start,
                end: s.end,
                score,
                reason: format!("{what} (learned model)"),
            });
        }
        // Names in contexts only a person takes: the tagger's misses there, and a second
        // opinion on its boundaries where both find the name (the better score is kept).
        cands.extend(
            korean_names::scan(n)
                .into_iter()
                .chain(en_names::scan(n, &reading))
                .filter(|c| !ruled(c.start, c.end)),
        );
        // Names joined to a name found above (`Gwen and Raj`, `방기태, 경두섭`), twice for
        // lists of three.
        for _ in 0..2 {
            let found: Vec<(usize, usize)> = cands
                .iter()
                .filter(|c| c.kind == Kind::Person)
                .map(|c| (c.start, c.end))
                .collect();
            let joined: Vec<Candidate> = en_names::coordinated(n, &found, &reading)
                .into_iter()
                .chain(korean_names::listed_with(n, &found))
                .chain(korean_names::coordinated_with(n, &found))
                .filter(|c| !ruled(c.start, c.end))
                .collect();
            if joined.is_empty() {
                break;
            }
            cands.extend(joined);
        }
        let findings = resolve_overlaps(cands)
            .into_iter()
            .filter(|c| c.score >= self.policy.report_threshold)
            .map(|c| {
                let (start, end) = norm.to_original(c.start, c.end);
                Finding {
                    kind: c.kind,
                    start,
                    end,
                    score: c.score,
                    reason: c.reason,
                }
            })
            .filter(|f| f.start < f.end)
            .collect::<Vec<Finding>>();
        // A topic told as the writer's own situation counts even where the model scores
        // it low; one told about no one (an explainer, a lesson, with no personal word and
        // nothing to identify) does not count even where the model scores it high.
        let cued = topic_cues::personal_topics(n);
        let impersonal = findings.is_empty() && topic_cues::impersonal(n);
        let topics = learned::classify_topics(n)
            .into_iter()
            .map(|(t, s)| {
                let s = if s.is_nan() { 1.0 } else { s.clamp(0.0, 1.0) };
                let told = cued.contains(&t);
                let s = if told {
                    s.max(topic_cues::CUE_SCORE)
                } else {
                    s
                };
                TopicScore {
                    topic: topic_name(t),
                    score: if impersonal {
                        s.min(topic_cues::IMPERSONAL_SCORE)
                    } else {
                        s
                    },
                    told,
                }
            })
            .collect();
        (findings, topics, norm.changed())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn explainers_about_no_one_are_not_flagged() {
        let g = Gate::default();
        let top = |t: &str| {
            g.check(t)
                .topics
                .iter()
                .map(|s| s.score)
                .fold(0.0f32, f32::max)
        };
        for t in [
            "Parole and probation: what's the difference? A line each for a crime novel's glossary.",
            "대통령 선거랑 국회의원 선거가 어떻게 다른지 초등학생 눈높이로 설명해 줘.",
        ] {
            assert!(top(t) <= topic_cues::IMPERSONAL_SCORE, "{t}");
        }
        // A name, a personal word or a cue keeps the model's score.
        for t in [
            "Parole and probation: what's the difference? My brother Callum Reid is on parole.",
            "Explain probation for my nephew's class; he's been on probation since June.",
            "아빠가 집행유예 중인데 어떻게 다른지 설명해 줘.",
        ] {
            assert!(top(t) > g.policy.topic_threshold, "{t}");
        }
    }

    #[test]
    fn a_secret_told_as_exposed_stays_local() {
        let g = Gate::default();
        // Redacting the PIN would leave its exposure in the text: the topic still counts.
        let v = g.check("My dad's banking PIN is 190455, his birthday, and it's on a sticky note. How do I get him to change it?");
        assert!(v.findings.iter().any(|f| f.kind == Kind::Password), "{v:?}");
        assert_eq!(v.route, Route::Local, "{v:?}");
        // A code passed on for a task is redacted, as before.
        let v = g.check("Text my sister that the garage keypad takes 5813, then the tick.");
        assert_eq!(v.route, Route::Redact, "{v:?}");
    }

    #[test]
    fn end_to_end_on_normalised_text() {
        let g = Gate::default();
        let t = "카드번호는４１１１－１１１１－１１１１－１１１１이고 메일은 kim@example.com";
        let v = g.check(t);
        assert_eq!(v.route, Route::Redact, "{:?}", v);
        let card = v.findings.iter().find(|f| f.kind == Kind::Card).unwrap();
        assert_eq!(
            &t[card.start..card.end],
            "４１１１－１１１１－１１１１－１１１１"
        );
        let r = redact(t, &v.findings);
        assert_eq!(r.text, "카드번호는[CARD_1]이고 메일은 [EMAIL_1]");
        assert_eq!(reidentify(&r.text, &r.map), t);
    }

    #[test]
    fn overlaps_keep_the_best() {
        let c = |kind, start, end, score: f32| Candidate {
            kind,
            start,
            end,
            score,
            reason: String::new(),
        };
        let kept = resolve_overlaps(vec![
            c(Kind::Phone, 0, 10, 0.6),
            c(Kind::Card, 0, 16, 0.9),
            c(Kind::Email, 20, 30, 0.9),
        ]);
        assert_eq!(kept.len(), 2);
        assert_eq!(kept[0].kind, Kind::Card);
    }
}

#[cfg(test)]
mod bad_input {
    use super::*;
    use std::time::{Duration, Instant};

    fn bounded(f: impl FnOnce() -> Verdict) -> Verdict {
        let t = Instant::now();
        let v = f();
        // Generous for debug builds on a shared CI core; release is ~100x faster.
        assert!(
            t.elapsed() < Duration::from_secs(20),
            "took {:?}",
            t.elapsed()
        );
        assert!(!v.reasons.is_empty());
        v
    }

    #[test]
    fn empty() {
        let v = bounded(|| Gate::default().check(""));
        assert_eq!(v.route, Route::Allow);
        let (v, _) = Gate::default().check_bytes(b"");
        assert_eq!(v.route, Route::Allow);
    }

    #[test]
    fn invalid_utf8_is_noted_and_kept_local() {
        let (v, text) = Gate::default().check_bytes(b"mail a@example.com \xff\xfe\xc3");
        assert!(v.input.invalid_utf8);
        assert_eq!(v.route, Route::Local);
        // Offsets refer to the lossy decoding, which is returned alongside.
        let f = &v.findings[0];
        assert_eq!(&text[f.start..f.end], "a@example.com");
    }

    #[test]
    fn binary_noise() {
        let mut x = 0x2545F4914F6CDD1Du64;
        let noise: Vec<u8> = (0..1 << 20)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                x as u8
            })
            .collect();
        let v = bounded(|| Gate::default().check_bytes(&noise).0);
        assert_eq!(v.route, Route::Local);
    }

    #[test]
    fn multi_megabyte_and_too_large() {
        let big = "전화 010-1234-5678 주문 20240314 ".repeat(100_000); // ~3.9 MB
        let v = bounded(|| Gate::default().check(&big));
        assert_eq!(v.route, Route::Local); // thousands of identifiers look like records
        let small_limit = Gate::new(Policy {
            max_input_bytes: 1000,
            ..Policy::default()
        });
        let v = bounded(|| small_limit.check(&big));
        assert!(v.input.too_large);
        assert_eq!(v.route, Route::Local);
    }

    #[test]
    fn pathological_inputs() {
        let g = Gate::default();
        for s in [
            "1".repeat(1 << 20),
            "1-".repeat(1 << 19),
            "a@".repeat(1 << 19),
            "@a.".repeat(300_000),
            ":".repeat(1 << 20),
            "::1:".repeat(200_000),
            "password: ".repeat(100_000),
            "token=".repeat(150_000),
            "-----BEGIN PRIVATE KEY-----".repeat(30_000),
            "\u{200B}".repeat(300_000),
            "４".repeat(300_000),
            "e\u{0301}".repeat(200_000),
            "[".repeat(1 << 20),
        ] {
            bounded(|| g.check(&s));
        }
        let r = reidentify(&"[".repeat(1 << 20), &PlaceholderMap::new());
        assert_eq!(r.len(), 1 << 20);
    }
}
