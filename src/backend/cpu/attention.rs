//! Gated full attention on the CPU: q/gate split per head, (1 + w) q/k norms, partial
//! rotate-half RoPE, causal GQA over the KV cache, sigmoid output gate.

use rayon::prelude::*;

use super::linear::{dot, matmul, rms_norm_1p, sigmoid, softmax};
use crate::config::ModelConfig;
use crate::model::weights::AttentionWeights;

/// Post-norm, post-RoPE keys and raw values of one layer, `[len, kv_heads, head_dim]` each.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct KvCache {
    pub k: Vec<f32>,
    pub v: Vec<f32>,
}

/// `inv_freq[j] = theta^(-2j / rotary_dim)`, computed in f32 as transformers does.
pub fn inv_freq(cfg: &ModelConfig) -> Vec<f32> {
    let dim = cfg.rotary_dim;
    (0..dim / 2)
        .map(|j| 1.0 / cfg.rope_theta.powf((2 * j) as f32 / dim as f32))
        .collect()
}

/// Rotates the first `2 * inv_freq.len()` dims of `x` by position `pos` (pairs `(j, j + half)`).
pub fn apply_rope(x: &mut [f32], pos: usize, inv_freq: &[f32]) {
    let half = inv_freq.len();
    for (j, f) in inv_freq.iter().enumerate() {
        let angle = pos as f32 * f;
        let (sin, cos) = angle.sin_cos();
        let (a, b) = (x[j], x[j + half]);
        x[j] = a * cos - b * sin;
        x[j + half] = b * cos + a * sin;
    }
}

/// Attention over `x` `[t, hidden]` for positions `pos .. pos + t`, appending to `cache`.
pub fn gated_attention(
    cfg: &ModelConfig,
    w: &AttentionWeights,
    inv_freq: &[f32],
    x: &[f32],
    t: usize,
    pos: usize,
    cache: &mut KvCache,
) -> Vec<f32> {
    let (nh, nkv, hd) = (
        cfg.num_attention_heads,
        cfg.num_key_value_heads,
        cfg.head_dim,
    );
    let eps = cfg.rms_norm_eps;
    let qg = matmul(&w.q_proj, x, t); // [t, nh, (query hd | gate hd)]
    let mut k = matmul(&w.k_proj, x, t); // [t, nkv, hd]
    let v = matmul(&w.v_proj, x, t);

    let mut q = vec![0.0f32; t * nh * hd];
    let mut gate = vec![0.0f32; t * nh * hd];
    for (i, head) in qg.chunks_exact(2 * hd).enumerate() {
        q[i * hd..(i + 1) * hd].copy_from_slice(&head[..hd]);
        gate[i * hd..(i + 1) * hd].copy_from_slice(&head[hd..]);
    }
    rms_norm_1p(&mut q, &w.q_norm, eps);
    rms_norm_1p(&mut k, &w.k_norm, eps);
    for tok in 0..t {
        for h in 0..nh {
            apply_rope(&mut q[(tok * nh + h) * hd..][..hd], pos + tok, inv_freq);
        }
        for h in 0..nkv {
            apply_rope(&mut k[(tok * nkv + h) * hd..][..hd], pos + tok, inv_freq);
        }
    }
    assert_eq!(
        cache.k.len(),
        pos * nkv * hd,
        "KV cache length disagrees with position"
    );
    cache.k.extend_from_slice(&k);
    cache.v.extend_from_slice(&v);

    let scale = 1.0 / (hd as f32).sqrt();
    let group = nh / nkv;
    let mut o = vec![0.0f32; t * nh * hd];
    o.par_chunks_mut(hd).enumerate().for_each(|(i, out)| {
        let (tok, h) = (i / nh, i % nh);
        let kvh = h / group;
        let qh = &q[i * hd..(i + 1) * hd];
        let visible = pos + tok + 1;
        let mut scores: Vec<f32> = (0..visible)
            .map(|p| dot(qh, &cache.k[(p * nkv + kvh) * hd..][..hd]) * scale)
            .collect();
        softmax(&mut scores);
        for (p, s) in scores.iter().enumerate() {
            for (ov, vv) in out.iter_mut().zip(&cache.v[(p * nkv + kvh) * hd..][..hd]) {
                *ov += s * vv;
            }
        }
    });
    for (ov, gv) in o.iter_mut().zip(&gate) {
        *ov *= sigmoid(*gv);
    }
    matmul(&w.o_proj, &o, t)
}
