//! The small set of operations the model graph needs; each backend implements them.

pub mod cpu;
pub mod cuda;

use crate::model::Sequence;

/// Which RMSNorm (1 + w) weight to apply.
#[derive(Clone, Copy, Debug)]
pub enum Norm {
    Input(usize),
    PostAttention(usize),
    Final,
}

/// How a backend's own decode path picks each next token.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Selection {
    /// The most likely token (lowest id on ties).
    Greedy,
    /// Temperature sampling with the `Sampler`'s noise: draw `next_draw` is the first one
    /// made on the backend.
    Sample {
        temperature: f32,
        seed: u64,
        next_draw: u64,
    },
}

/// Operations over a run of consecutive tokens of one sequence. `Hidden` holds the `[T, hidden]`
/// residual stream; `State` is everything a sequence carries between calls (KV cache for the
/// attention layers, conv window and recurrent state for the DeltaNet layers). Each block
/// op applies its pre-norm and adds its output to the residual stream, so a backend can fuse
/// the norm into the block's first projection and the residual add into its last.
pub trait Backend {
    type Hidden;
    type State;

    /// A fresh sequence state with room for `max_tokens` positions.
    fn new_state(&self, max_tokens: usize) -> Self::State;
    /// The residual stream of `tokens`: their embedding rows.
    fn embed(&self, tokens: &[u32]) -> Self::Hidden;
    /// `x += GatedDeltaNet(input_norm(x))` for layer `layer`, continuing (and updating) `state`.
    fn deltanet_block(&self, layer: usize, x: &mut Self::Hidden, state: &mut Self::State);
    /// `x += GatedAttention(input_norm(x))` for tokens at positions `pos ..`; appends to the cache.
    fn attention_block(
        &self,
        layer: usize,
        x: &mut Self::Hidden,
        state: &mut Self::State,
        pos: usize,
    );
    /// `x += MoE(post_attention_norm(x))`: routed top-k experts plus the gated shared expert.
    fn moe_block(&self, layer: usize, x: &mut Self::Hidden);
    /// Logits `[rows, vocab]` of the final-normed last `rows` tokens of `x`.
    fn logits(&self, x: &Self::Hidden, rows: usize) -> Vec<f32>;

    /// Decoding on the backend's own path, where it has one: feeds `first`, then each token
    /// it selects by `selection`, passing every selected token to `keep_going` until that
    /// returns false or `max_tokens` were selected; `seq` then holds exactly the tokens fed.
    /// `None` means no such path: the caller decodes through `logits`.
    fn device_decode(
        &self,
        _seq: &mut Sequence<Self::State>,
        _first: u32,
        _max_tokens: usize,
        _selection: Selection,
        _keep_going: &mut dyn FnMut(u32) -> bool,
    ) -> Option<anyhow::Result<()>> {
        None
    }

    /// Makes `dst` the state of the first `len` positions of `src`: the DeltaNet conv
    /// windows and recurrent states (which summarise everything `src` has consumed, so
    /// `src` must have consumed exactly `len` tokens) and the attention KV rows `..len`.
    /// `dst` needs room for `len` positions. Prefix snapshots are taken and restored with it.
    fn copy_state(&self, src: &Self::State, dst: &mut Self::State, len: usize);
    /// Bytes held by a state with room for `positions` positions.
    fn state_bytes(&self, positions: usize) -> usize;
}
