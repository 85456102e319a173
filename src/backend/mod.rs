//! The small set of operations the model graph needs; each backend implements them.

pub mod cpu;
pub mod cuda;

/// Which RMSNorm (1 + w) weight to apply.
#[derive(Clone, Copy, Debug)]
pub enum Norm {
    Input(usize),
    PostAttention(usize),
    Final,
}

/// Operations over a run of consecutive tokens of one sequence. `Hidden` holds `[T, hidden]`
/// activations; `State` is everything a sequence carries between calls (KV cache for the
/// attention layers, conv window and recurrent state for the DeltaNet layers).
pub trait Backend {
    type Hidden;
    type State;

    /// A fresh sequence state with room for `max_tokens` positions.
    fn new_state(&self, max_tokens: usize) -> Self::State;
    fn embed(&self, tokens: &[u32]) -> Self::Hidden;
    fn rms_norm(&self, x: &Self::Hidden, norm: Norm) -> Self::Hidden;
    /// `x += delta`, then returns `rms_norm(x)`; one pass over the residual stream.
    fn add_rms_norm(&self, x: &mut Self::Hidden, delta: &Self::Hidden, norm: Norm) -> Self::Hidden;
    /// Gated DeltaNet mixer of layer `layer`, continuing from (and updating) `state`.
    fn gated_deltanet(
        &self,
        layer: usize,
        x: &Self::Hidden,
        state: &mut Self::State,
    ) -> Self::Hidden;
    /// Gated attention of layer `layer` for tokens at positions `pos ..`; appends to the cache.
    fn gated_attention(
        &self,
        layer: usize,
        x: &Self::Hidden,
        state: &mut Self::State,
        pos: usize,
    ) -> Self::Hidden;
    /// Sparse MoE block (routed top-k experts + gated shared expert).
    fn moe(&self, layer: usize, x: &Self::Hidden) -> Self::Hidden;
    /// Logits `[rows, vocab]` for the last `rows` tokens of `x` (already final-normed).
    fn logits(&self, x: &Self::Hidden, rows: usize) -> Vec<f32>;
}
