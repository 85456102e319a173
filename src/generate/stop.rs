//! Stop strings over streamed text: text is released only once it can no longer be the
//! start of a stop string, so a stop string never leaks to the client, even split across
//! tokens.

pub struct StopMatcher {
    stops: Vec<String>,
    pending: String,
}

/// What a chunk of new text resolves to.
#[derive(Debug, PartialEq, Eq)]
pub enum StopOutcome {
    /// Text that is safe to emit now.
    Continue(String),
    /// A stop string matched: the text before it, and which stop string.
    Stopped(String, usize),
}

impl StopMatcher {
    pub fn new(stops: Vec<String>) -> Self {
        let stops = stops.into_iter().filter(|s| !s.is_empty()).collect();
        StopMatcher {
            stops,
            pending: String::new(),
        }
    }

    pub fn push(&mut self, text: &str) -> StopOutcome {
        self.pending.push_str(text);
        let first = self
            .stops
            .iter()
            .enumerate()
            .filter_map(|(i, s)| self.pending.find(s.as_str()).map(|at| (at, i)))
            .min();
        if let Some((at, which)) = first {
            let before = self.pending[..at].to_string();
            self.pending.clear();
            return StopOutcome::Stopped(before, which);
        }
        // Hold back the longest suffix that is a proper prefix of some stop string.
        let hold = self
            .stops
            .iter()
            .map(|s| {
                (1..s.len())
                    .rev()
                    .filter(|&n| s.is_char_boundary(n))
                    .find(|&n| self.pending.ends_with(&s[..n]))
                    .unwrap_or(0)
            })
            .max()
            .unwrap_or(0);
        let cut = self.pending.len() - hold;
        let out = self.pending[..cut].to_string();
        self.pending.drain(..cut);
        StopOutcome::Continue(out)
    }

    /// Releases held-back text at the end of generation.
    pub fn finish(&mut self) -> String {
        std::mem::take(&mut self.pending)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stop_split_across_chunks_never_leaks() {
        let mut m = StopMatcher::new(vec!["STOP".into()]);
        assert_eq!(m.push("hello S"), StopOutcome::Continue("hello ".into()));
        assert_eq!(m.push("T"), StopOutcome::Continue("".into()));
        assert_eq!(m.push("OP and more"), StopOutcome::Stopped("".into(), 0));
    }

    #[test]
    fn false_start_is_released() {
        let mut m = StopMatcher::new(vec!["\n\nUser:".into()]);
        assert_eq!(m.push("a\n\n"), StopOutcome::Continue("a".into()));
        assert_eq!(m.push("Us"), StopOutcome::Continue("".into()));
        assert_eq!(m.push("e"), StopOutcome::Continue("".into()));
        assert_eq!(m.push("x"), StopOutcome::Continue("\n\nUsex".into()));
        assert_eq!(m.finish(), "");
    }

    #[test]
    fn earliest_stop_wins_and_unicode_is_safe() {
        let mut m = StopMatcher::new(vec!["끝".into(), "end".into()]);
        assert_eq!(
            m.push("안녕 end 끝"),
            StopOutcome::Stopped("안녕 ".into(), 1)
        );
        let mut m = StopMatcher::new(vec!["끝!".into()]);
        assert_eq!(m.push("가끝"), StopOutcome::Continue("가".into()));
        assert_eq!(m.finish(), "끝");
    }
}
