//! The Qwen3.6-35B-A3B decoder graph, written once over the [`Backend`] operations.

pub mod builtin;
pub mod stats;
pub mod weights;

use crate::backend::Backend;
use crate::config::{LayerType, ModelConfig};

/// A sequence's incremental state and how many tokens it has consumed.
pub struct Sequence<S> {
    pub state: S,
    pub len: usize,
    pub capacity: usize,
}

impl<S> Sequence<S> {
    pub fn new<B: Backend<State = S>>(backend: &B, capacity: usize) -> Self {
        Sequence {
            state: backend.new_state(capacity),
            len: 0,
            capacity,
        }
    }
}

/// Runs `tokens` through the decoder, continuing `seq`, and returns the logits of the last
/// `logit_rows` tokens (`[logit_rows, vocab]`, row-major).
pub fn forward<B: Backend>(
    backend: &B,
    cfg: &ModelConfig,
    tokens: &[u32],
    seq: &mut Sequence<B::State>,
    logit_rows: usize,
) -> Vec<f32> {
    assert!(logit_rows <= tokens.len());
    let h = forward_hidden(backend, cfg, tokens, seq);
    backend.logits(&h, logit_rows)
}

/// Runs `tokens` through the decoder and returns the residual stream after the last layer
/// (`[T, hidden]`), which the backend turns into logits or a selected token.
pub fn forward_hidden<B: Backend>(
    backend: &B,
    cfg: &ModelConfig,
    tokens: &[u32],
    seq: &mut Sequence<B::State>,
) -> B::Hidden {
    assert!(!tokens.is_empty());
    assert!(
        seq.len + tokens.len() <= seq.capacity,
        "sequence capacity exceeded"
    );
    let mut x = backend.embed(tokens);
    for (i, kind) in cfg.layer_types.iter().enumerate() {
        match kind {
            LayerType::LinearAttention => backend.deltanet_block(i, &mut x, &mut seq.state),
            LayerType::FullAttention => backend.attention_block(i, &mut x, &mut seq.state, seq.len),
        }
        backend.moe_block(i, &mut x);
    }
    seq.len += tokens.len();
    x
}
