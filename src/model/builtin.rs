//! The built-in demo model: this exact architecture at toy size with deterministic random
//! weights, so that `lily run` works on a fresh machine with no checkpoint. Its output is
//! noise by construction; it exists to exercise every code path.

use crate::checkpoint::{CheckpointError, DType, Tensor, TensorSource};
use crate::config::{LayerType, ModelConfig};
use crate::rng::SplitMix64;
use rayon::prelude::*;

/// Ids 0..=255 are bytes, 256..=264 the chat specials of the built-in byte tokenizer; the
/// rest are padding rows, as the real vocabulary has.
pub fn builtin_config() -> ModelConfig {
    use LayerType::{FullAttention as A, LinearAttention as L};
    ModelConfig {
        vocab_size: 320,
        hidden_size: 88,
        num_hidden_layers: 4,
        layer_types: vec![L, L, L, A],
        rms_norm_eps: 1e-6,
        tie_word_embeddings: false,
        max_position_embeddings: 4096,
        num_attention_heads: 4,
        num_key_value_heads: 2,
        head_dim: 24,
        rope_theta: 10_000_000.0,
        rotary_dim: 6,
        linear_num_key_heads: 2,
        linear_num_value_heads: 4,
        linear_key_head_dim: 20,
        linear_value_head_dim: 12,
        linear_conv_kernel_dim: 4,
        num_experts: 12,
        num_experts_per_tok: 3,
        moe_intermediate_size: 20,
        shared_expert_intermediate_size: 28,
        eos_token_ids: vec![258, 256],
    }
}

/// Generates each requested tensor from a seed and its name, stored as bf16 like the
/// official checkpoints. Scales follow the fixture generator: norms near 0 for the
/// (1 + w) norms and near 1 for the gated norm, decisive routing.
pub struct SyntheticWeights {
    pub config: ModelConfig,
    pub seed: u64,
}

impl SyntheticWeights {
    pub fn builtin() -> Self {
        SyntheticWeights {
            config: builtin_config(),
            seed: 0x11_1e,
        }
    }
}

fn name_seed(seed: u64, name: &str) -> u64 {
    // FNV-1a: stable across platforms and Rust versions.
    name.bytes().fold(0xcbf2_9ce4_8422_2325 ^ seed, |h, b| {
        (h ^ b as u64).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

impl TensorSource for SyntheticWeights {
    fn contains(&self, name: &str) -> bool {
        // Experts are generated in the fused official layout only.
        !name.contains("experts.0.")
    }

    fn tensor(&self, name: &str, shape: &[usize]) -> Result<Tensor, CheckpointError> {
        let n: usize = shape.iter().product();
        let fan_in = *shape.last().unwrap_or(&1) as f64;
        let hidden = self.config.hidden_size as f64;
        let (mean, std) = if name.ends_with("linear_attn.norm.weight") {
            (1.0, 0.2)
        } else if name.ends_with("layernorm.weight")
            || name.ends_with("q_norm.weight")
            || name.ends_with("k_norm.weight")
            || name == "norm.weight"
        {
            (0.0, 0.2)
        } else if name.ends_with("dt_bias") {
            (0.0, 0.5)
        } else if name.ends_with("conv1d.weight") {
            (0.0, 0.4)
        } else if name.ends_with("mlp.gate.weight") {
            (0.0, 3.0 / hidden.sqrt())
        } else if name == "embed_tokens.weight" {
            (0.0, 1.0)
        } else if name == "lm_head.weight" {
            (0.0, 2.0 / hidden.sqrt())
        } else {
            (0.0, 1.0 / fan_in.sqrt())
        };
        let a_log = name.ends_with("A_log");
        // Blocks with their own seeds: full-size tensors are generated on every core.
        const BLOCK: usize = 1 << 16;
        let base = name_seed(self.seed, name);
        let mut values = vec![0.0f32; n];
        values
            .par_chunks_mut(BLOCK)
            .enumerate()
            .for_each(|(b, out)| {
                let mut rng =
                    SplitMix64::new(base ^ (b as u64).wrapping_mul(0xD6E8_FEB8_6659_FD93));
                for v in out.iter_mut() {
                    *v = if a_log {
                        (0.1 + 1.9 * rng.uniform()).ln() as f32
                    } else {
                        (mean + std * rng.normal()) as f32
                    };
                }
            });
        Ok(Tensor::from_f32(shape.to_vec(), &values, DType::BF16))
    }
}

/// The full Qwen3.6-35B-A3B text decoder's config (for synthetic benchmarks and kernel
/// builds without a checkpoint), with `layers` decoder layers in the official 3:1 pattern.
pub fn full_size_config(layers: usize) -> ModelConfig {
    use LayerType::{FullAttention as A, LinearAttention as L};
    ModelConfig {
        vocab_size: 248_320,
        hidden_size: 2048,
        num_hidden_layers: layers,
        layer_types: (0..layers)
            .map(|i| if (i + 1) % 4 == 0 { A } else { L })
            .collect(),
        rms_norm_eps: 1e-6,
        tie_word_embeddings: false,
        max_position_embeddings: 262_144,
        num_attention_heads: 16,
        num_key_value_heads: 2,
        head_dim: 256,
        rope_theta: 10_000_000.0,
        rotary_dim: 64,
        linear_num_key_heads: 16,
        linear_num_value_heads: 32,
        linear_key_head_dim: 128,
        linear_value_head_dim: 128,
        linear_conv_kernel_dim: 4,
        num_experts: 256,
        num_experts_per_tok: 8,
        moe_intermediate_size: 512,
        shared_expert_intermediate_size: 512,
        eos_token_ids: vec![248_046, 248_044],
    }
}
