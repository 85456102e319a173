//! Sparse MoE on the CPU: fp32 softmax router, top-k, renormalised weights, SwiGLU experts,
//! sigmoid-gated shared expert.

use rayon::prelude::*;

use super::linear::{matmul, sigmoid, silu, softmax};
use crate::config::ModelConfig;
use crate::model::weights::{Expert, MoeWeights};

/// `(expert, weight)` pairs chosen for one token, highest probability first.
pub fn route(logits: &[f32], top_k: usize) -> Vec<(usize, f32)> {
    let mut p = logits.to_vec();
    softmax(&mut p);
    let mut order: Vec<usize> = (0..p.len()).collect();
    // Ties resolve to the lower expert id, so routing is deterministic.
    order.sort_by(|&a, &b| p[b].total_cmp(&p[a]).then(a.cmp(&b)));
    order.truncate(top_k);
    let sum: f32 = order.iter().map(|&e| p[e]).sum();
    order.into_iter().map(|e| (e, p[e] / sum)).collect()
}

/// `down(silu(gate x) * up x)` for `t` tokens.
pub fn swiglu(e: &Expert, x: &[f32], t: usize) -> Vec<f32> {
    let g = matmul(&e.gate_proj, x, t);
    let u = matmul(&e.up_proj, x, t);
    let act: Vec<f32> = g.iter().zip(&u).map(|(g, u)| silu(*g) * u).collect();
    matmul(&e.down_proj, &act, t)
}

pub fn moe(cfg: &ModelConfig, w: &MoeWeights, x: &[f32], t: usize) -> Vec<f32> {
    let h = cfg.hidden_size;
    let router = matmul(&w.gate, x, t); // [t, E]
    let mut assigned: Vec<Vec<(usize, f32)>> = vec![Vec::new(); cfg.num_experts];
    for (tok, logits) in router.chunks_exact(cfg.num_experts).enumerate() {
        for (e, weight) in route(logits, cfg.num_experts_per_tok) {
            assigned[e].push((tok, weight));
        }
    }
    let results: Vec<(usize, Vec<f32>)> = assigned
        .par_iter()
        .enumerate()
        .filter(|(_, toks)| !toks.is_empty())
        .map(|(e, toks)| {
            let gathered: Vec<f32> = toks
                .iter()
                .flat_map(|&(tok, _)| &x[tok * h..(tok + 1) * h])
                .copied()
                .collect();
            (e, swiglu(&w.experts[e], &gathered, toks.len()))
        })
        .collect();
    // Accumulate in ascending expert order, as transformers does.
    let mut out = vec![0.0f32; t * h];
    for (e, y) in &results {
        for (row, &(tok, weight)) in y.chunks_exact(h).zip(&assigned[*e]) {
            for (o, v) in out[tok * h..(tok + 1) * h].iter_mut().zip(row) {
                *o += v * weight;
            }
        }
    }
    let shared = swiglu(&w.shared_expert, x, t);
    let gate = matmul(&w.shared_expert_gate, x, t); // [t, 1]
    for tok in 0..t {
        let s = sigmoid(gate[tok]);
        for (o, v) in out[tok * h..(tok + 1) * h]
            .iter_mut()
            .zip(&shared[tok * h..(tok + 1) * h])
        {
            *o += s * v;
        }
    }
    out
}
