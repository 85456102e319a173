//! Layer 4: the routing policy. Findings and topics in, LOCAL / REDACT / ALLOW out, with
//! the reasons. Every doubt resolves towards LOCAL.

use serde::{Deserialize, Serialize};

use crate::finding::{Class, Finding, Kind};

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Route {
    /// Send as is.
    Allow,
    /// Send with findings replaced by placeholders.
    Redact,
    /// Keep on the local engine.
    Local,
}

impl Route {
    pub fn name(self) -> &'static str {
        match self {
            Route::Allow => "allow",
            Route::Redact => "redact",
            Route::Local => "local",
        }
    }

    pub fn parse(s: &str) -> Option<Route> {
        match s.trim().to_ascii_lowercase().as_str() {
            "allow" => Some(Route::Allow),
            "redact" => Some(Route::Redact),
            "local" => Some(Route::Local),
            _ => None,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    /// Redact what can be redacted; keep local what cannot (the default).
    #[default]
    Balanced,
    /// Any finding at all keeps the request local; only clean requests leave.
    Strict,
}

/// Policy settings. Every field has a documented default, so a config file needs only the
/// fields it changes. Loaded from JSON (`Policy::from_json`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Policy {
    /// `balanced` (default) or `strict`.
    pub mode: Mode,
    /// Findings at or above this score are confident and may be redacted. Default 0.5.
    pub redact_threshold: f32,
    /// Findings below this are dropped; between this and `redact_threshold` they are
    /// uncertain and keep the request local. Default 0.3.
    pub report_threshold: f32,
    /// Spans of the learned tier below this score are dropped. Span scores are calibrated
    /// (Platt scaling on templates the model was not trained on, gate/MODEL.md): the
    /// estimated probability that the span is a real name or address. Default 0.5.
    pub learned_min_score: f32,
    /// A topic at or above this score is sensitive. Topic scores are calibrated
    /// probabilities (gate/MODEL.md). Default 0.5.
    pub topic_threshold: f32,
    /// A topic between this and `topic_threshold` is uncertain: with any identifier the
    /// request stays local. Default 0.3: a request with an identifier and a 30% chance of
    /// a sensitive topic stays local.
    pub topic_uncertain: f32,
    /// More confident findings than this look like a record dump: keep local. Default 32.
    pub max_redactions: usize,
    /// Larger inputs are not scanned and stay local. Default 8 MiB.
    pub max_input_bytes: usize,
    /// Keep local when the input was not valid UTF-8 (we cannot be sure what we read).
    /// Default true.
    pub local_on_invalid_utf8: bool,
    /// Kinds that always keep a request local. Default none.
    pub always_local: Vec<Kind>,
    /// Kinds that are neither redacted nor counted (e.g. `ip` for network support).
    /// Default none.
    pub ignore: Vec<Kind>,
}

impl Default for Policy {
    fn default() -> Self {
        Policy {
            mode: Mode::Balanced,
            redact_threshold: 0.5,
            report_threshold: 0.3,
            learned_min_score: 0.5,
            topic_threshold: 0.5,
            topic_uncertain: 0.3,
            max_redactions: 32,
            max_input_bytes: 8 << 20,
            local_on_invalid_utf8: true,
            always_local: Vec::new(),
            ignore: Vec::new(),
        }
    }
}

impl Policy {
    pub fn from_json(s: &str) -> Result<Policy, String> {
        let p: Policy = serde_json::from_str(s).map_err(|e| format!("policy: {e}"))?;
        p.validate()?;
        Ok(p)
    }

    /// Rejects settings that would silently open the gate.
    pub fn validate(&self) -> Result<(), String> {
        let unit = |x: f32| (0.0..=1.0).contains(&x);
        if !(unit(self.redact_threshold)
            && unit(self.report_threshold)
            && unit(self.learned_min_score)
            && unit(self.topic_threshold)
            && unit(self.topic_uncertain))
        {
            return Err("policy: thresholds must lie in [0, 1]".into());
        }
        if self.report_threshold > self.redact_threshold {
            return Err("policy: report_threshold must not exceed redact_threshold".into());
        }
        if self.topic_uncertain > self.topic_threshold {
            return Err("policy: topic_uncertain must not exceed topic_threshold".into());
        }
        Ok(())
    }
}

/// Facts about the input itself, apart from what is in it.
#[derive(Debug, Clone, Default, Serialize)]
pub struct InputInfo {
    pub bytes: usize,
    /// Normalisation changed the text (offsets were mapped back).
    pub normalized: bool,
    /// Invalid UTF-8 was replaced with U+FFFD before scanning.
    pub invalid_utf8: bool,
    /// Not scanned because it exceeds `max_input_bytes`.
    pub too_large: bool,
    /// The gate failed internally; the request stays local.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

#[derive(Debug, Clone, Serialize)]
pub struct TopicScore {
    pub topic: &'static str,
    #[serde(serialize_with = "crate::finding::two_decimals")]
    pub score: f32,
    /// The request tells this topic as the writer's or their people's situation (the topic
    /// cues), not only in its words.
    #[serde(skip)]
    pub told: bool,
}

struct Decision {
    route: Route,
    reasons: Vec<String>,
}

impl Decision {
    fn raise(&mut self, route: Route, reason: String) {
        self.route = self.route.max(route);
        self.reasons.push(reason);
    }
}

fn describe(f: &Finding) -> String {
    format!("{} ({:.2})", f.kind.name(), f.score)
}

/// Whether a topic counts for routing. The credentials topic says "this text carries a
/// secret"; when the request's only identifiers are confident secret findings, redacting
/// them leaves nothing ("my password is [PASSWORD_1]"), so the topic is explained away.
/// Otherwise it counts: the secret may be one the recognizers missed, and credentials next
/// to another identifier (an email, an SSN) stay local. A secret told as exposed (reused,
/// on the fridge, in a group chat) is not explained away: redacting it leaves the account's
/// exposure in the text.
pub fn topic_counts(policy: &Policy, topic: &TopicScore, findings: &[Finding]) -> bool {
    if topic.topic != "credentials" || topic.told {
        return true;
    }
    let fs: Vec<&Finding> = findings
        .iter()
        .filter(|f| !policy.ignore.contains(&f.kind))
        .collect();
    let explained = !fs.is_empty()
        && fs
            .iter()
            .all(|f| f.kind.class() == Class::Secret && f.score >= policy.redact_threshold);
    !explained
}

/// The routing decision. `findings` are those at or above `report_threshold`.
pub fn decide(
    policy: &Policy,
    findings: &[Finding],
    topics: &[TopicScore],
    input: &InputInfo,
) -> (Route, Vec<String>) {
    let mut d = Decision {
        route: Route::Allow,
        reasons: Vec::new(),
    };
    if let Some(e) = &input.error {
        d.raise(Route::Local, format!("gate error, failing closed: {e}"));
    }
    if input.too_large {
        d.raise(
            Route::Local,
            format!(
                "input of {} bytes exceeds the {}-byte scan limit",
                input.bytes, policy.max_input_bytes
            ),
        );
    }
    if input.invalid_utf8 && policy.local_on_invalid_utf8 {
        d.raise(Route::Local, "input is not valid UTF-8".into());
    }
    let fs: Vec<&Finding> = findings
        .iter()
        .filter(|f| !policy.ignore.contains(&f.kind))
        .collect();
    let confident: Vec<&&Finding> = fs
        .iter()
        .filter(|f| f.score >= policy.redact_threshold)
        .collect();
    let uncertain: Vec<&&Finding> = fs
        .iter()
        .filter(|f| f.score < policy.redact_threshold)
        .collect();

    if policy.mode == Mode::Strict && !fs.is_empty() {
        d.raise(
            Route::Local,
            format!("strict mode: {} finding(s)", fs.len()),
        );
    }
    for f in &fs {
        if policy.always_local.contains(&f.kind) {
            d.raise(
                Route::Local,
                format!("{} is configured to stay local", f.kind.name()),
            );
        }
    }
    if !uncertain.is_empty() {
        let list: Vec<String> = uncertain.iter().map(|f| describe(f)).collect();
        d.raise(
            Route::Local,
            format!("uncertain finding(s), failing closed: {}", list.join(", ")),
        );
    }
    let has_identifier = !fs.is_empty();
    for t in topics.iter().filter(|t| topic_counts(policy, t, findings)) {
        if t.score >= policy.topic_threshold && has_identifier {
            d.raise(
                Route::Local,
                format!(
                    "sensitive topic {} ({:.2}) with an identifier",
                    t.topic, t.score
                ),
            );
        } else if t.score >= policy.topic_uncertain && has_identifier {
            d.raise(
                Route::Local,
                format!(
                    "possible sensitive topic {} ({:.2}) with an identifier",
                    t.topic, t.score
                ),
            );
        } else if t.score >= policy.topic_threshold {
            d.reasons.push(format!(
                "sensitive topic {} ({:.2}) but no identifier",
                t.topic, t.score
            ));
        }
    }
    let critical = confident
        .iter()
        .find(|f| matches!(f.kind.class(), Class::Secret | Class::GovernmentId));
    let identity = confident
        .iter()
        .find(|f| matches!(f.kind, Kind::Person | Kind::DateOfBirth));
    if let (Some(c), Some(i)) = (critical, identity) {
        d.raise(
            Route::Local,
            format!("{} together with {}", describe(c), describe(i)),
        );
    }
    if confident.len() > policy.max_redactions {
        d.raise(
            Route::Local,
            format!(
                "{} identifiers exceed the {} a request may carry redacted (looks like records)",
                confident.len(),
                policy.max_redactions
            ),
        );
    }
    if !confident.is_empty() {
        let mut kinds: Vec<&str> = confident.iter().map(|f| f.kind.name()).collect();
        kinds.sort();
        kinds.dedup();
        d.raise(Route::Redact, format!("redactable: {}", kinds.join(", ")));
    }
    if d.route == Route::Allow && d.reasons.is_empty() {
        d.reasons.push("no sensitive data found".into());
    }
    (d.route, d.reasons)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(kind: Kind, score: f32) -> Finding {
        Finding {
            kind,
            start: 0,
            end: 1,
            score,
            reason: String::new(),
        }
    }

    fn route(fs: &[Finding], topics: &[TopicScore]) -> Route {
        decide(&Policy::default(), fs, topics, &InputInfo::default()).0
    }

    #[test]
    fn routes() {
        assert_eq!(route(&[], &[]), Route::Allow);
        assert_eq!(route(&[f(Kind::Email, 0.9)], &[]), Route::Redact);
        assert_eq!(route(&[f(Kind::Email, 0.4)], &[]), Route::Local);
        assert_eq!(
            route(&[f(Kind::KrRrn, 0.9), f(Kind::Person, 0.9)], &[]),
            Route::Local
        );
        assert_eq!(
            route(&[f(Kind::ApiKey, 0.9), f(Kind::DateOfBirth, 0.9)], &[]),
            Route::Local
        );
        let health = [TopicScore {
            topic: "health",
            score: 0.8,
            told: false,
        }];
        assert_eq!(route(&[], &health), Route::Allow);
        assert_eq!(route(&[f(Kind::Phone, 0.9)], &health), Route::Local);
        // A redacted secret explains the credentials topic; a missed one, or a secret
        // next to another identifier, does not.
        let creds = [TopicScore {
            topic: "credentials",
            score: 0.9,
            told: false,
        }];
        assert_eq!(route(&[f(Kind::Password, 0.9)], &creds), Route::Redact);
        assert_eq!(route(&[f(Kind::Email, 0.9)], &creds), Route::Local);
        assert_eq!(
            route(&[f(Kind::Password, 0.9), f(Kind::UsSsn, 0.9)], &creds),
            Route::Local
        );
        // Nor does it explain a secret told as exposed.
        let exposed = [TopicScore {
            told: true,
            ..creds[0].clone()
        }];
        assert_eq!(route(&[f(Kind::Password, 0.9)], &exposed), Route::Local);
        let many: Vec<Finding> = (0..40).map(|_| f(Kind::Email, 0.9)).collect();
        assert_eq!(route(&many, &[]), Route::Local);
    }

    #[test]
    fn input_problems_keep_local() {
        let p = Policy::default();
        let bad = InputInfo {
            invalid_utf8: true,
            ..Default::default()
        };
        assert_eq!(decide(&p, &[], &[], &bad).0, Route::Local);
        let err = InputInfo {
            error: Some("boom".into()),
            ..Default::default()
        };
        assert_eq!(decide(&p, &[], &[], &err).0, Route::Local);
    }

    #[test]
    fn strict_mode_and_config() {
        let p = Policy::from_json(r#"{"mode":"strict"}"#).unwrap();
        let r = decide(&p, &[f(Kind::Email, 0.9)], &[], &InputInfo::default()).0;
        assert_eq!(r, Route::Local);
        let p = Policy::from_json(r#"{"ignore":["ip"]}"#).unwrap();
        let r = decide(&p, &[f(Kind::Ip, 0.9)], &[], &InputInfo::default()).0;
        assert_eq!(r, Route::Allow);
        assert!(Policy::from_json(r#"{"redact_threshold": 2}"#).is_err());
        assert!(Policy::from_json(r#"{"no_such_field": 1}"#).is_err());
        assert!(Policy::from_json("not json").is_err());
    }
}
