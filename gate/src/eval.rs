//! Evaluation on labelled JSON-lines datasets.
//!
//! One example per line:
//! `{"text": "...", "lang": "en"|"ko", "spans": [{"start": 0, "end": 5, "type": "email"}],
//!   "expected_route": "local"|"redact"|"allow", "topic": "health" | null}`; the generated
//!   split gives `"topics": [...]` instead of `topic`.
//! Offsets are **byte** offsets into `text` as UTF-8 (end exclusive). Span types are the
//! [`Kind`] names (`email`, `phone`, `card`, `iban`, `kr_rrn`, `kr_frn`, `kr_brn`, `us_ssn`,
//! `passport`, `ip`, `mac`, `url_credentials`, `api_key`, `private_key`, `password`,
//! `date_of_birth`, `person`, `address`); a few aliases are accepted (see `Kind::parse`).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::finding::{Class, Kind};
use crate::policy::Route;
use crate::Gate;

#[derive(Debug, Deserialize)]
struct Example {
    text: String,
    #[serde(default)]
    lang: Option<String>,
    #[serde(default)]
    spans: Vec<GoldSpan>,
    #[serde(default)]
    expected_route: Option<String>,
    #[serde(default)]
    topic: Option<serde_json::Value>,
    /// The generated split's form: every sensitive topic of the request.
    #[serde(default)]
    topics: Vec<String>,
}

#[derive(Debug, Deserialize)]
struct GoldSpan {
    start: usize,
    end: usize,
    #[serde(rename = "type")]
    kind: String,
}

/// Span counts for one entity type.
#[derive(Debug, Default, Clone, Serialize)]
pub struct Counts {
    pub gold: usize,
    pub predicted: usize,
    /// Predicted spans equal to a gold span of the same type.
    pub exact: usize,
    /// Predicted spans overlapping a gold span of the same type.
    pub pred_overlapping: usize,
    /// Gold spans overlapped by a prediction of the same type.
    pub gold_overlapped: usize,
}

/// A ratio with three decimals, or "-" when undefined (0 / 0).
fn fmt(x: f64) -> String {
    if x.is_nan() {
        "-".to_string()
    } else {
        format!("{x:.3}")
    }
}

/// One `| type | gold | pred | P R F1 exact | P R F1 overlap |` row of the report.
fn table_row(label: &str, c: &Counts) -> String {
    let (pe, re, fe) = c.exact_prf();
    let (po, ro, fo) = c.overlap_prf();
    format!(
        "| {label} | {} | {} | {} | {} | {} | {} | {} | {} |\n",
        c.gold,
        c.predicted,
        fmt(pe),
        fmt(re),
        fmt(fe),
        fmt(po),
        fmt(ro),
        fmt(fo)
    )
}

fn ratio(a: usize, b: usize) -> f64 {
    if b == 0 {
        f64::NAN
    } else {
        a as f64 / b as f64
    }
}

/// `part/whole = share`, as the report's routing lines print a count.
fn share(part: usize, whole: usize) -> String {
    format!("{part}/{whole} = {}", fmt(ratio(part, whole)))
}

fn f1(p: f64, r: f64) -> f64 {
    if p + r == 0.0 || p.is_nan() || r.is_nan() {
        f64::NAN
    } else {
        2.0 * p * r / (p + r)
    }
}

impl Counts {
    pub fn exact_prf(&self) -> (f64, f64, f64) {
        let p = ratio(self.exact, self.predicted);
        let r = ratio(self.exact, self.gold);
        (p, r, f1(p, r))
    }

    pub fn overlap_prf(&self) -> (f64, f64, f64) {
        let p = ratio(self.pred_overlapping, self.predicted);
        let r = ratio(self.gold_overlapped, self.gold);
        (p, r, f1(p, r))
    }
}

/// Results for one language.
#[derive(Debug, Default, Clone, Serialize)]
pub struct LangReport {
    pub examples: usize,
    pub per_type: BTreeMap<String, Counts>,
    /// confusion[expected][decided], order allow, redact, local.
    pub confusion: [[usize; 3]; 3],
    /// Requests whose gold spans include a direct identifier or secret.
    pub identifier_requests: usize,
    /// ... of which some such span would have left the machine unredacted.
    pub sent_raw: usize,
    /// The same two counts for the identifiers the rules cover (names and addresses are
    /// the learned tier's).
    pub rule_identifier_requests: usize,
    pub rule_sent_raw: usize,
    /// Requests expected to be allowed (nothing sensitive).
    pub clean_requests: usize,
    pub clean_kept_local: usize,
    pub topic_gold: usize,
    pub topic_predicted: usize,
    pub topic_both: usize,
    /// The same at the policy's uncertain band (`topic_uncertain`), where a topic already
    /// keeps a request with any identifier local.
    pub topic_band_predicted: usize,
    pub topic_band_both: usize,
}

#[derive(Debug, Default, Clone, Serialize)]
pub struct Report {
    pub by_lang: BTreeMap<String, LangReport>,
    /// Lines that could not be read, and gold spans with bad offsets or unknown types.
    pub dataset_errors: Vec<String>,
    /// A sample of misses (false negatives, false positives, routing errors).
    pub errors: Vec<String>,
}

fn route_index(r: Route) -> usize {
    match r {
        Route::Allow => 0,
        Route::Redact => 1,
        Route::Local => 2,
    }
}

/// Identifiers whose presence must never reach a cloud model raw. Network addresses and
/// business numbers identify no person by themselves, so they are left out.
fn is_direct(k: Kind) -> bool {
    !matches!(k.class(), Class::Network | Class::Business)
}

const MAX_ERRORS: usize = 400;

impl Report {
    /// Adds one JSON-lines dataset (`name` labels error messages).
    pub fn add_jsonl(&mut self, gate: &Gate, name: &str, content: &str) {
        for (i, line) in content.lines().enumerate() {
            if line.trim().is_empty() {
                continue;
            }
            match serde_json::from_str::<Example>(line) {
                Ok(ex) => self.add(gate, &format!("{name}:{}", i + 1), &ex),
                Err(e) => self.dataset_errors.push(format!("{name}:{}: {e}", i + 1)),
            }
        }
    }

    fn add(&mut self, gate: &Gate, at: &str, ex: &Example) {
        let lang = ex.lang.clone().unwrap_or_else(|| "unknown".into());
        let v = gate.check(&ex.text);
        let mut gold = Vec::new();
        for s in &ex.spans {
            let ok = s.start < s.end
                && s.end <= ex.text.len()
                && ex.text.is_char_boundary(s.start)
                && ex.text.is_char_boundary(s.end);
            if !ok {
                self.dataset_errors
                    .push(format!("{at}: bad span {}..{}", s.start, s.end));
                continue;
            }
            match Kind::parse(&s.kind) {
                Some(k) => gold.push((k, s.start, s.end)),
                None => self
                    .dataset_errors
                    .push(format!("{at}: unknown span type {:?}", s.kind)),
            }
        }
        let pred: Vec<(Kind, usize, usize)> = v
            .findings
            .iter()
            .map(|f| (f.kind, f.start, f.end))
            .collect();
        let rep = self.by_lang.entry(lang).or_default();
        rep.examples += 1;
        let overlaps = |a: &(Kind, usize, usize), b: &(Kind, usize, usize)| {
            a.0 == b.0 && a.1 < b.2 && b.1 < a.2
        };
        let mut errors = Vec::new();
        for g in &gold {
            let c = rep.per_type.entry(g.0.name().into()).or_default();
            c.gold += 1;
            if pred.iter().any(|p| overlaps(p, g)) {
                c.gold_overlapped += 1;
            } else {
                errors.push(format!(
                    "{at}: missed {} {:?}",
                    g.0.name(),
                    &ex.text[g.1..g.2]
                ));
            }
        }
        for p in &pred {
            let c = rep.per_type.entry(p.0.name().into()).or_default();
            c.predicted += 1;
            if gold.contains(p) {
                c.exact += 1;
            } else if !gold.iter().any(|g| overlaps(p, g)) {
                errors.push(format!(
                    "{at}: spurious {} {:?}",
                    p.0.name(),
                    &ex.text[p.1..p.2]
                ));
            } else {
                errors.push(format!(
                    "{at}: boundary {} {:?}",
                    p.0.name(),
                    &ex.text[p.1..p.2]
                ));
            }
            if gold.iter().any(|g| overlaps(p, g)) {
                c.pred_overlapping += 1;
            }
        }
        if let Some(exp) = ex.expected_route.as_deref().and_then(Route::parse) {
            rep.confusion[route_index(exp)][route_index(v.route)] += 1;
            if exp == Route::Allow {
                rep.clean_requests += 1;
                if v.route == Route::Local {
                    rep.clean_kept_local += 1;
                }
            }
            if exp != v.route {
                errors.push(format!(
                    "{at}: routed {} instead of {} ({})",
                    v.route.name(),
                    exp.name(),
                    v.reasons.join("; ")
                ));
            }
        }
        let sent_raw = |direct: &[&(Kind, usize, usize)]| {
            let mut spans: Vec<_> = v.findings.iter().map(|f| (f.start, f.end)).collect();
            spans.sort();
            // Sent raw: allowed, or redacted with some identifier byte left uncovered.
            let covered = |g: &&(Kind, usize, usize)| {
                let mut pos = g.1;
                for &(s, e) in &spans {
                    if s <= pos && e > pos {
                        pos = e;
                    }
                }
                pos >= g.2
            };
            match v.route {
                Route::Local => false,
                Route::Allow => true,
                Route::Redact => !direct.iter().all(covered),
            }
        };
        let rules: Vec<_> = gold
            .iter()
            .filter(|g| is_direct(g.0) && !matches!(g.0, Kind::Person | Kind::Address))
            .collect();
        if !rules.is_empty() {
            rep.rule_identifier_requests += 1;
            if sent_raw(&rules) {
                rep.rule_sent_raw += 1;
                errors.push(format!(
                    "{at}: rule identifier sent raw (route {})",
                    v.route.name()
                ));
            }
        }
        let direct: Vec<_> = gold.iter().filter(|g| is_direct(g.0)).collect();
        if !direct.is_empty() {
            rep.identifier_requests += 1;
            let raw = sent_raw(&direct);
            if raw {
                rep.sent_raw += 1;
                errors.push(format!(
                    "{at}: identifier sent raw (route {})",
                    v.route.name()
                ));
            }
        }
        let gold_topic = !ex.topics.is_empty()
            || ex
                .topic
                .as_ref()
                .is_some_and(|t| !t.is_null() && t.as_str() != Some(""));
        let flagged_at = |threshold: f32| {
            v.topics.iter().any(|t| {
                t.score >= threshold && crate::policy::topic_counts(&gate.policy, t, &v.findings)
            })
        };
        let pred_topic = flagged_at(gate.policy.topic_threshold);
        let band_topic = flagged_at(gate.policy.topic_uncertain);
        rep.topic_gold += gold_topic as usize;
        rep.topic_predicted += pred_topic as usize;
        rep.topic_both += (gold_topic && pred_topic) as usize;
        rep.topic_band_predicted += band_topic as usize;
        rep.topic_band_both += (gold_topic && band_topic) as usize;
        if gold_topic != pred_topic {
            let top = v
                .topics
                .iter()
                .max_by(|a, b| a.score.total_cmp(&b.score))
                .map(|t| format!("{} {:.2}", t.topic, t.score))
                .unwrap_or_default();
            errors.push(format!(
                "{at}: topic {} (top: {top})",
                if gold_topic {
                    "missed"
                } else {
                    "flagged without one"
                }
            ));
        }
        for e in errors {
            if self.errors.len() < MAX_ERRORS {
                self.errors.push(e);
            }
        }
    }

    pub fn to_markdown(&self) -> String {
        let mut s = String::new();
        for (lang, r) in &self.by_lang {
            s.push_str(&format!("## {lang} ({} examples)\n\n", r.examples));
            s.push_str("| type | gold | pred | P exact | R exact | F1 exact | P overlap | R overlap | F1 overlap |\n");
            s.push_str("|---|---|---|---|---|---|---|---|---|\n");
            let mut total = Counts::default();
            for (t, c) in &r.per_type {
                s.push_str(&table_row(t, c));
                total.gold += c.gold;
                total.predicted += c.predicted;
                total.exact += c.exact;
                total.pred_overlapping += c.pred_overlapping;
                total.gold_overlapped += c.gold_overlapped;
            }
            s.push_str(&table_row("**all**", &total));
            s.push('\n');
            s.push_str("| expected \\ decided | allow | redact | local |\n|---|---|---|---|\n");
            for (i, name) in ["allow", "redact", "local"].iter().enumerate() {
                let row = r.confusion[i];
                s.push_str(&format!(
                    "| {name} | {} | {} | {} |\n",
                    row[0], row[1], row[2]
                ));
            }
            s.push_str(&format!(
                "\nidentifiers never sent raw: {}; clean requests kept local: {}\n",
                share(r.identifier_requests - r.sent_raw, r.identifier_requests),
                share(r.clean_kept_local, r.clean_requests),
            ));
            s.push_str(&format!(
                "rule-covered identifiers (all but names/addresses) never sent raw: {}\n",
                share(
                    r.rule_identifier_requests - r.rule_sent_raw,
                    r.rule_identifier_requests
                ),
            ));
            if r.topic_gold + r.topic_predicted > 0 {
                let p = ratio(r.topic_both, r.topic_predicted);
                let rc = ratio(r.topic_both, r.topic_gold);
                s.push_str(&format!(
                    "sensitive-topic flag: P {} R {} (gold {}, predicted {})\n",
                    fmt(p),
                    fmt(rc),
                    r.topic_gold,
                    r.topic_predicted
                ));
                s.push_str(&format!(
                    "sensitive-topic flag at the uncertain band (local with any identifier): P {} R {} (predicted {})\n",
                    fmt(ratio(r.topic_band_both, r.topic_band_predicted)),
                    fmt(ratio(r.topic_band_both, r.topic_gold)),
                    r.topic_band_predicted
                ));
            }
            s.push('\n');
        }
        if !self.dataset_errors.is_empty() {
            s.push_str(&format!("dataset errors: {}\n", self.dataset_errors.len()));
            for e in self.dataset_errors.iter().take(20) {
                s.push_str(&format!("  {e}\n"));
            }
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_a_small_set() {
        let data = r#"{"text":"mail kim@example.com","lang":"en","spans":[{"start":5,"end":20,"type":"email"}],"expected_route":"redact"}
{"text":"hello","lang":"en","spans":[],"expected_route":"allow"}
not json
{"text":"x","lang":"ko","spans":[{"start":0,"end":9,"type":"email"}]}
"#;
        let mut r = Report::default();
        r.add_jsonl(&Gate::default(), "t", data);
        let en = &r.by_lang["en"];
        assert_eq!(en.per_type["email"].exact, 1);
        assert_eq!(en.confusion[1][1], 1);
        assert_eq!(en.confusion[0][0], 1);
        assert_eq!(en.sent_raw, 0);
        assert_eq!(r.dataset_errors.len(), 2);
        assert!(r.to_markdown().contains("| email | 1 | 1 | 1.000"));
    }
}
