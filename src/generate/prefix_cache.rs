//! Prefix reuse across requests. A DeltaNet layer's state cannot be cut back to an earlier
//! position the way a KV cache can, so the cache keeps whole-state snapshots taken at chosen
//! positions (prompt chunk boundaries, marks such as the end of the chat history, the end of
//! the prompt and the end of generation), keyed by the tokens they have consumed. A request
//! resumes from the longest snapshot whose tokens start its prompt and processes only the
//! rest. Each snapshot carries the KV rows of its own prefix, so interleaved conversations
//! all resume; snapshots live in a least-recently-used list under a byte budget.

use crate::backend::Backend;
use crate::model::Sequence;

/// Default byte budget of `lily serve --prefix-cache-mb`.
pub const DEFAULT_BUDGET_MB: usize = 4096;
/// Default spacing of prompt snapshots (`--prefix-cache-interval`), in tokens.
pub const DEFAULT_INTERVAL: usize = 2048;

/// Snapshots have room for a multiple of this many positions: snapshots of similar length
/// then have the same size, so memory freed by eviction is reused instead of fragmenting
/// the heap.
const SNAPSHOT_BLOCK: usize = 256;

/// What a snapshot of `tokens` tokens (with `logits` logits) counts against the budget.
pub fn snapshot_bytes<B: Backend>(backend: &B, tokens: usize, logits: usize) -> usize {
    backend.state_bytes(tokens.next_multiple_of(SNAPSHOT_BLOCK)) + 4 * (tokens + logits)
}

/// Counters for `/metrics`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CacheStats {
    /// Requests that looked for a snapshot, and those that found one.
    pub lookups: u64,
    pub hits: u64,
    /// Prompt tokens not processed again thanks to a snapshot.
    pub cached_tokens: u64,
    pub snapshots: u64,
    pub evictions: u64,
    pub entries: usize,
    pub bytes: usize,
}

struct Entry<S> {
    tokens: Vec<u32>,
    state: S,
    /// Logits after the last token, kept for end-of-prompt snapshots: the same prompt
    /// again then needs no forward pass at all.
    logits: Option<Vec<f32>>,
    bytes: usize,
    last_used: u64,
}

/// What [`PrefixCache::resume`] hands back: a sequence that has consumed `seq.len` prompt
/// tokens, and the logits after them when the whole prompt was cached.
pub struct Resumed<S> {
    pub seq: Sequence<S>,
    pub logits: Option<Vec<f32>>,
}

pub struct PrefixCache<B: Backend> {
    budget: usize,
    interval: usize,
    entries: Vec<Entry<B::State>>,
    used: usize,
    clock: u64,
    stats: CacheStats,
}

impl<B: Backend> PrefixCache<B> {
    /// `interval` spaces the prompt snapshots (0: none); a multiple of the DeltaNet chunk
    /// keeps resuming there bit-exact on the CPU backend.
    pub fn new(budget_bytes: usize, interval: usize) -> Self {
        PrefixCache {
            budget: budget_bytes,
            interval,
            entries: Vec::new(),
            used: 0,
            clock: 0,
            stats: CacheStats::default(),
        }
    }

    pub fn stats(&self) -> CacheStats {
        CacheStats {
            entries: self.entries.len(),
            bytes: self.used,
            ..self.stats
        }
    }

    /// Prompt positions after `from` and before `end` where a snapshot is due by spacing.
    pub fn interval_points(&self, from: usize, end: usize) -> impl Iterator<Item = usize> {
        let step = self.interval;
        let first = from.checked_div(step).map_or(end, |q| (q + 1) * step);
        (first..end).step_by(step.max(1))
    }

    /// A sequence with room for `capacity` positions that continues from the longest
    /// snapshot usable for `prompt`, or a fresh one.
    pub fn resume(&mut self, backend: &B, prompt: &[u32], capacity: usize) -> Resumed<B::State> {
        self.stats.lookups += 1;
        let best = self
            .entries
            .iter_mut()
            .filter(|e| {
                prompt.starts_with(&e.tokens)
                    && (e.tokens.len() < prompt.len() || e.logits.is_some())
            })
            .max_by_key(|e| e.tokens.len());
        let mut seq = Sequence::new(backend, capacity);
        let Some(entry) = best else {
            return Resumed { seq, logits: None };
        };
        let len = entry.tokens.len();
        backend.copy_state(&entry.state, &mut seq.state, len);
        seq.len = len;
        self.clock += 1;
        entry.last_used = self.clock;
        self.stats.hits += 1;
        self.stats.cached_tokens += len as u64;
        Resumed {
            seq,
            logits: entry.logits.clone().filter(|_| len == prompt.len()),
        }
    }

    /// Snapshots `seq`, which has consumed exactly `tokens`, evicting the least recently
    /// used snapshots to stay within the budget.
    pub fn save(
        &mut self,
        backend: &B,
        seq: &Sequence<B::State>,
        tokens: &[u32],
        logits: Option<&[f32]>,
    ) {
        assert_eq!(
            seq.len,
            tokens.len(),
            "a snapshot's key is what it consumed"
        );
        if tokens.is_empty() {
            return;
        }
        self.clock += 1;
        if let Some(e) = self.entries.iter_mut().find(|e| e.tokens == tokens) {
            e.last_used = self.clock;
            if let (None, Some(l)) = (&e.logits, logits) {
                e.logits = Some(l.to_vec());
                e.bytes += 4 * l.len();
                self.used += 4 * l.len();
                self.evict();
            }
            return;
        }
        let bytes = snapshot_bytes(backend, tokens.len(), logits.map_or(0, <[f32]>::len));
        if bytes > self.budget {
            return;
        }
        let mut state = backend.new_state(tokens.len().next_multiple_of(SNAPSHOT_BLOCK));
        backend.copy_state(&seq.state, &mut state, tokens.len());
        self.entries.push(Entry {
            tokens: tokens.to_vec(),
            state,
            logits: logits.map(<[f32]>::to_vec),
            bytes,
            last_used: self.clock,
        });
        self.used += bytes;
        self.stats.snapshots += 1;
        self.evict();
    }

    fn evict(&mut self) {
        while self.used > self.budget {
            let Some((i, _)) = self
                .entries
                .iter()
                .enumerate()
                .min_by_key(|(_, e)| e.last_used)
            else {
                break;
            };
            let e = self.entries.swap_remove(i);
            self.used -= e.bytes;
            self.stats.evictions += 1;
        }
    }
}
