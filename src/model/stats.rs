//! Parameter counts and bytes per decoded token, derived from the config alone.

use crate::config::{LayerType, ModelConfig};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParamCounts {
    /// Every text-decoder parameter (embedding and lm_head included).
    pub total: u64,
    /// Parameters read to decode one token: one embedding row is not counted, as for the
    /// published "active" figures; the router, top-k experts, shared expert and lm_head are.
    pub active: u64,
}

pub fn param_counts(c: &ModelConfig) -> ParamCounts {
    let h = c.hidden_size as u64;
    let v = c.vocab_size as u64;
    let attention = {
        let (nh, nkv, hd) = (
            c.num_attention_heads as u64,
            c.num_key_value_heads as u64,
            c.head_dim as u64,
        );
        h * 2 * nh * hd + 2 * h * nkv * hd + nh * hd * h + 2 * hd
    };
    let gdn = {
        let (value, conv) = (c.gdn_value_dim() as u64, c.gdn_conv_dim() as u64);
        let nv = c.linear_num_value_heads as u64;
        h * conv
            + h * value
            + 2 * h * nv
            + conv * c.linear_conv_kernel_dim as u64
            + 2 * nv
            + c.linear_value_head_dim as u64
            + value * h
    };
    let expert = 3 * h * c.moe_intermediate_size as u64;
    let shared = 3 * h * c.shared_expert_intermediate_size as u64;
    let router = c.num_experts as u64 * h;
    let norms = 2 * h;
    let mut total = 0;
    let mut active = 0;
    for t in &c.layer_types {
        let mixer = match t {
            LayerType::FullAttention => attention,
            LayerType::LinearAttention => gdn,
        };
        total += mixer + norms + router + c.num_experts as u64 * expert + shared + h;
        active += mixer + norms + router + c.num_experts_per_tok as u64 * expert + shared + h;
    }
    let lm_head = if c.tie_word_embeddings { 0 } else { v * h };
    ParamCounts {
        total: total + v * h + lm_head + h,
        active: active + v * h + h,
    }
}

/// Bytes moved per decoded token at batch 1, given the weights' bytes per parameter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DecodeBytes {
    pub weights: u64,
    /// KV cache bytes read per token of context (16-bit K and V of every attention layer).
    pub kv_per_context_token: u64,
    /// DeltaNet recurrent state (fp32), read and written once per token.
    pub recurrent_state: u64,
}

pub fn decode_bytes(c: &ModelConfig, bytes_per_param: u64) -> DecodeBytes {
    let attn_layers = c
        .layer_types
        .iter()
        .filter(|t| **t == LayerType::FullAttention)
        .count() as u64;
    let state =
        (c.linear_num_value_heads * c.linear_key_head_dim * c.linear_value_head_dim) as u64 * 4;
    DecodeBytes {
        weights: param_counts(c).active * bytes_per_param,
        kv_per_context_token: attn_layers * 2 * (c.num_key_value_heads * c.head_dim) as u64 * 2,
        recurrent_state: 2 * c.num_gdn_layers() as u64 * state,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    #[test]
    fn qwen36_35b_a3b_counts_match_the_architecture_notes() {
        let json = serde_json::json!({
            "model_type": "qwen3_5_moe_text", "vocab_size": 248320, "hidden_size": 2048,
            "num_hidden_layers": 40, "num_attention_heads": 16, "num_key_value_heads": 2,
            "head_dim": 256, "linear_num_key_heads": 16, "linear_num_value_heads": 32,
            "linear_key_head_dim": 128, "linear_value_head_dim": 128, "linear_conv_kernel_dim": 4,
            "num_experts": 256, "num_experts_per_tok": 8, "moe_intermediate_size": 512,
            "shared_expert_intermediate_size": 512, "max_position_embeddings": 262144
        });
        let c = ModelConfig::from_json_str(&json.to_string(), Path::new("config.json")).unwrap();
        let p = param_counts(&c);
        assert_eq!(p.total, 34_660_610_688);
        assert_eq!(p.active, 2_946_429_568);
        let b = decode_bytes(&c, 2);
        assert_eq!(b.weights, 5_892_859_136);
        assert_eq!(b.kv_per_context_token, 20 * 1024);
        assert_eq!(b.recurrent_state, 2 * 62_914_560);
    }
}
