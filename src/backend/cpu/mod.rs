//! The CPU backend: the exact f32 reference every other backend is checked against.
//! Weights are read as stored (mapped bf16/f16/f32); all math is f32; rayon uses every core.

pub mod attention;
pub mod gdn;
pub mod linear;
pub mod moe;

use crate::backend::{Backend, Norm};
use crate::config::{LayerType, ModelConfig};
use crate::model::weights::{Mixer, ModelWeights};

use attention::KvCache;
use gdn::GdnState;

/// `[t, hidden]` activations, row-major.
#[derive(Clone, Debug)]
pub struct Hidden {
    pub t: usize,
    pub data: Vec<f32>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum LayerState {
    Gdn(GdnState),
    Attention(KvCache),
}

/// Per-layer state of one sequence.
#[derive(Clone, Debug, PartialEq)]
pub struct CpuState {
    pub layers: Vec<LayerState>,
}

pub struct CpuBackend {
    pub config: ModelConfig,
    pub weights: ModelWeights,
    inv_freq: Vec<f32>,
}

impl CpuBackend {
    pub fn new(config: ModelConfig, weights: ModelWeights) -> Self {
        let inv_freq = attention::inv_freq(&config);
        CpuBackend {
            config,
            weights,
            inv_freq,
        }
    }

    /// `x` through one of the model's zero-centred RMSNorms.
    pub fn rms_norm(&self, x: &Hidden, norm: Norm) -> Hidden {
        let mut out = x.clone();
        linear::rms_norm_1p(
            &mut out.data,
            self.norm_weight(norm),
            self.config.rms_norm_eps,
        );
        out
    }

    fn norm_weight(&self, norm: Norm) -> &[f32] {
        match norm {
            Norm::Input(i) => &self.weights.layers[i].input_layernorm,
            Norm::PostAttention(i) => &self.weights.layers[i].post_attention_layernorm,
            Norm::Final => &self.weights.norm,
        }
    }
}

impl Backend for CpuBackend {
    type Hidden = Hidden;
    type State = CpuState;

    fn new_state(&self, max_tokens: usize) -> CpuState {
        let kv_row = self.config.num_key_value_heads * self.config.head_dim;
        let layers = self
            .weights
            .layers
            .iter()
            .map(|l| match l.mixer {
                Mixer::LinearAttention(_) => LayerState::Gdn(GdnState::new(&self.config)),
                Mixer::FullAttention(_) => LayerState::Attention(KvCache {
                    k: Vec::with_capacity(max_tokens.min(1 << 16) * kv_row),
                    v: Vec::with_capacity(max_tokens.min(1 << 16) * kv_row),
                }),
            })
            .collect();
        CpuState { layers }
    }

    fn embed(&self, tokens: &[u32]) -> Hidden {
        let e = &self.weights.embed_tokens;
        let mut data = vec![0.0f32; tokens.len() * e.cols];
        for (row, &tok) in data.chunks_exact_mut(e.cols).zip(tokens) {
            e.read_row(tok as usize, row);
        }
        Hidden {
            t: tokens.len(),
            data,
        }
    }

    fn deltanet_block(&self, layer: usize, x: &mut Hidden, state: &mut CpuState) {
        let (Mixer::LinearAttention(w), LayerState::Gdn(s)) =
            (&self.weights.layers[layer].mixer, &mut state.layers[layer])
        else {
            unreachable!("layer {layer} is not a DeltaNet layer");
        };
        let h = self.rms_norm(x, Norm::Input(layer));
        let out = gdn::gated_deltanet(&self.config, w, &h.data, h.t, s);
        add_into(x, &out);
    }

    fn attention_block(&self, layer: usize, x: &mut Hidden, state: &mut CpuState, pos: usize) {
        let (Mixer::FullAttention(w), LayerState::Attention(cache)) =
            (&self.weights.layers[layer].mixer, &mut state.layers[layer])
        else {
            unreachable!("layer {layer} is not an attention layer");
        };
        let h = self.rms_norm(x, Norm::Input(layer));
        let out =
            attention::gated_attention(&self.config, w, &self.inv_freq, &h.data, h.t, pos, cache);
        add_into(x, &out);
    }

    fn moe_block(&self, layer: usize, x: &mut Hidden) {
        let h = self.rms_norm(x, Norm::PostAttention(layer));
        let out = moe::moe(&self.config, &self.weights.layers[layer].mlp, &h.data, h.t);
        add_into(x, &out);
    }

    fn logits(&self, x: &Hidden, rows: usize) -> Vec<f32> {
        let h = self.config.hidden_size;
        let last = Hidden {
            t: rows,
            data: x.data[(x.t - rows) * h..].to_vec(),
        };
        let normed = self.rms_norm(&last, Norm::Final);
        linear::matmul(&self.weights.lm_head, &normed.data, rows)
    }

    fn copy_state(&self, src: &CpuState, dst: &mut CpuState, len: usize) {
        let row = self.config.num_key_value_heads * self.config.head_dim;
        for (s, d) in src.layers.iter().zip(&mut dst.layers) {
            match (s, d) {
                (LayerState::Gdn(s), LayerState::Gdn(d)) => {
                    d.conv.copy_from_slice(&s.conv);
                    d.recurrent.copy_from_slice(&s.recurrent);
                }
                (LayerState::Attention(s), LayerState::Attention(d)) => {
                    for (from, to) in [(&s.k, &mut d.k), (&s.v, &mut d.v)] {
                        to.clear();
                        // Exact growth, so a snapshot holds no more than `state_bytes` says.
                        to.reserve_exact(len * row);
                        to.extend_from_slice(&from[..len * row]);
                    }
                }
                _ => unreachable!("states of different layouts"),
            }
        }
    }

    fn state_bytes(&self, positions: usize) -> usize {
        let c = &self.config;
        let f32s: usize = c
            .layer_types
            .iter()
            .map(|t| match t {
                LayerType::LinearAttention => {
                    (c.linear_conv_kernel_dim - 1) * c.gdn_conv_dim()
                        + c.linear_num_value_heads * c.linear_key_head_dim * c.linear_value_head_dim
                }
                LayerType::FullAttention => 2 * positions * c.num_key_value_heads * c.head_dim,
            })
            .sum();
        f32s * std::mem::size_of::<f32>()
    }
}

fn add_into(x: &mut Hidden, delta: &[f32]) {
    for (a, b) in x.data.iter_mut().zip(delta) {
        *a += b;
    }
}
