//! Layer 3: the learned tier (names, addresses, sensitive topics). A stub that finds
//! nothing until the trained model lands; the pipeline already calls it.

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LearnedKind {
    PersonName,
    Address,
}

#[derive(Debug, Clone, PartialEq)]
pub struct LearnedSpan {
    pub kind: LearnedKind,
    pub start: usize,
    pub end: usize,
    pub score: f32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Topic {
    Health,
    Finance,
    Sexuality,
    Religion,
    Politics,
    CriminalRecord,
    Credentials,
}

/// Name and address spans, byte offsets into `text`.
pub fn detect_spans(_text: &str) -> Vec<LearnedSpan> {
    Vec::new()
}

/// Request-level sensitive topics with scores in [0, 1].
pub fn classify_topics(_text: &str) -> Vec<(Topic, f32)> {
    Vec::new()
}
