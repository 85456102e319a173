//! Gated DeltaNet on the CPU: causal conv1d with a carried window, gates, and the delta rule
//! in both its recurrent (decode) and chunked (prefill) forms, all in f32.

use rayon::prelude::*;

use super::linear::{dot, inv_rms, matmul, sigmoid, silu, softplus};
use crate::config::ModelConfig;
use crate::model::weights::GdnWeights;

/// Tokens per chunk of the chunked delta rule (as in transformers and FLA).
pub const CHUNK: usize = 64;

/// Per-layer DeltaNet state of one sequence.
#[derive(Clone, Debug, PartialEq)]
pub struct GdnState {
    /// The last `kernel - 1` pre-conv inputs, `[kernel - 1, conv_dim]`, oldest first.
    pub conv: Vec<f32>,
    /// Recurrent state `[Hv, dk, dv]`.
    pub recurrent: Vec<f32>,
}

impl GdnState {
    pub fn new(cfg: &ModelConfig) -> Self {
        GdnState {
            conv: vec![0.0; (cfg.linear_conv_kernel_dim - 1) * cfg.gdn_conv_dim()],
            recurrent: vec![
                0.0;
                cfg.linear_num_value_heads
                    * cfg.linear_key_head_dim
                    * cfg.linear_value_head_dim
            ],
        }
    }
}

/// Inputs of the delta rule for a run of `t` tokens, already normalised and gated.
pub struct DeltaInputs<'a> {
    /// `[t, Hk, dk]`, L2-normalised and scaled by `1/sqrt(dk)`.
    pub q: &'a [f32],
    /// `[t, Hk, dk]`, L2-normalised.
    pub k: &'a [f32],
    /// `[t, Hv, dv]`.
    pub v: &'a [f32],
    /// `[t, Hv]` log-decay (<= 0).
    pub g: &'a [f32],
    /// `[t, Hv]` write strength.
    pub beta: &'a [f32],
}

#[derive(Clone, Copy)]
pub struct Dims {
    pub hk: usize,
    pub hv: usize,
    pub dk: usize,
    pub dv: usize,
}

impl Dims {
    pub fn of(cfg: &ModelConfig) -> Self {
        Dims {
            hk: cfg.linear_num_key_heads,
            hv: cfg.linear_num_value_heads,
            dk: cfg.linear_key_head_dim,
            dv: cfg.linear_value_head_dim,
        }
    }
}

/// Token-by-token delta rule; returns `o` `[t, Hv, dv]` and updates `state` `[Hv, dk, dv]`.
pub fn delta_rule_recurrent(d: Dims, x: &DeltaInputs, t: usize, state: &mut [f32]) -> Vec<f32> {
    let mut o = vec![0.0f32; t * d.hv * d.dv];
    let per_state = d.dk * d.dv;
    let heads: Vec<Vec<f32>> = state
        .par_chunks_mut(per_state)
        .enumerate()
        .map(|(h, s)| {
            let kh = h / (d.hv / d.hk); // value head h reads key head h / (Hv / Hk)
            let mut out = vec![0.0f32; t * d.dv];
            let mut delta = vec![0.0f32; d.dv];
            for tok in 0..t {
                let q = &x.q[(tok * d.hk + kh) * d.dk..][..d.dk];
                let k = &x.k[(tok * d.hk + kh) * d.dk..][..d.dk];
                let v = &x.v[(tok * d.hv + h) * d.dv..][..d.dv];
                let decay = x.g[tok * d.hv + h].exp();
                let beta = x.beta[tok * d.hv + h];
                for s_kv in s.iter_mut() {
                    *s_kv *= decay;
                }
                delta.copy_from_slice(v);
                for (ki, kval) in k.iter().enumerate() {
                    for (dl, sv) in delta.iter_mut().zip(&s[ki * d.dv..(ki + 1) * d.dv]) {
                        *dl -= sv * kval;
                    }
                }
                for dl in delta.iter_mut() {
                    *dl *= beta;
                }
                for (ki, kval) in k.iter().enumerate() {
                    for (sv, dl) in s[ki * d.dv..(ki + 1) * d.dv].iter_mut().zip(&delta) {
                        *sv += kval * dl;
                    }
                }
                let ot = &mut out[tok * d.dv..(tok + 1) * d.dv];
                for (ki, qval) in q.iter().enumerate() {
                    for (ov, sv) in ot.iter_mut().zip(&s[ki * d.dv..(ki + 1) * d.dv]) {
                        *ov += qval * sv;
                    }
                }
            }
            out
        })
        .collect();
    for (h, out) in heads.iter().enumerate() {
        for tok in 0..t {
            o[(tok * d.hv + h) * d.dv..][..d.dv]
                .copy_from_slice(&out[tok * d.dv..(tok + 1) * d.dv]);
        }
    }
    o
}

/// Chunked (WY-form) delta rule over chunks of `chunk` tokens; same result as the recurrence.
///
/// Per chunk with cumulative log-decay `G_i`: `A_ij = b_i (k_i.k_j) e^(G_i-G_j)` for `j < i`;
/// `U = (I+A)^-1 (b V)`, `W = (I+A)^-1 (b e^G K)` by forward substitution; `V' = U - W S`;
/// `O_i = e^G_i q_i S + sum_{j<=i} (q_i.k_j) e^(G_i-G_j) V'_j`;
/// `S <- e^G_L S + sum_j e^(G_L-G_j) k_j (x) V'_j`. Only exponentials of non-positive numbers.
pub fn delta_rule_chunked(
    d: Dims,
    x: &DeltaInputs,
    t: usize,
    state: &mut [f32],
    chunk: usize,
) -> Vec<f32> {
    let per_state = d.dk * d.dv;
    let heads: Vec<Vec<f32>> = state
        .par_chunks_mut(per_state)
        .enumerate()
        .map(|(h, s)| {
            let kh = h / (d.hv / d.hk);
            let q_of = |tok: usize| &x.q[(tok * d.hk + kh) * d.dk..][..d.dk];
            let k_of = |tok: usize| &x.k[(tok * d.hk + kh) * d.dk..][..d.dk];
            let mut out = vec![0.0f32; t * d.dv];
            let mut start = 0;
            while start < t {
                let len = chunk.min(t - start);
                let gam: Vec<f32> = (0..len)
                    .scan(0.0f32, |acc, i| {
                        *acc += x.g[(start + i) * d.hv + h];
                        Some(*acc)
                    })
                    .collect();
                let beta = |i: usize| x.beta[(start + i) * d.hv + h];
                let mut u = vec![0.0f32; len * d.dv];
                let mut w = vec![0.0f32; len * d.dk];
                for i in 0..len {
                    let v = &x.v[((start + i) * d.hv + h) * d.dv..][..d.dv];
                    let ki = k_of(start + i);
                    let bi = beta(i);
                    let scale = bi * gam[i].exp();
                    let (done_u, row_u) = u.split_at_mut(i * d.dv);
                    let (done_w, row_w) = w.split_at_mut(i * d.dk);
                    for (r, val) in row_u[..d.dv].iter_mut().zip(v) {
                        *r = bi * val;
                    }
                    for (r, val) in row_w[..d.dk].iter_mut().zip(ki) {
                        *r = scale * val;
                    }
                    for j in 0..i {
                        let a = bi * dot(ki, k_of(start + j)) * (gam[i] - gam[j]).exp();
                        for (r, uj) in row_u[..d.dv]
                            .iter_mut()
                            .zip(&done_u[j * d.dv..(j + 1) * d.dv])
                        {
                            *r -= a * uj;
                        }
                        for (r, wj) in row_w[..d.dk]
                            .iter_mut()
                            .zip(&done_w[j * d.dk..(j + 1) * d.dk])
                        {
                            *r -= a * wj;
                        }
                    }
                }
                // V' = U - W S
                let mut vp = u;
                for i in 0..len {
                    let row = &mut vp[i * d.dv..(i + 1) * d.dv];
                    for (kk, wv) in w[i * d.dk..(i + 1) * d.dk].iter().enumerate() {
                        for (r, sv) in row.iter_mut().zip(&s[kk * d.dv..(kk + 1) * d.dv]) {
                            *r -= wv * sv;
                        }
                    }
                }
                for i in 0..len {
                    let qi = q_of(start + i);
                    let o = &mut out[(start + i) * d.dv..(start + i + 1) * d.dv];
                    let eg = gam[i].exp();
                    for (kk, qv) in qi.iter().enumerate() {
                        let c = eg * qv;
                        for (ov, sv) in o.iter_mut().zip(&s[kk * d.dv..(kk + 1) * d.dv]) {
                            *ov += c * sv;
                        }
                    }
                    for j in 0..=i {
                        let c = dot(qi, k_of(start + j)) * (gam[i] - gam[j]).exp();
                        for (ov, vj) in o.iter_mut().zip(&vp[j * d.dv..(j + 1) * d.dv]) {
                            *ov += c * vj;
                        }
                    }
                }
                let last = gam[len - 1];
                let el = last.exp();
                for sv in s.iter_mut() {
                    *sv *= el;
                }
                for j in 0..len {
                    let kj = k_of(start + j);
                    let c = (last - gam[j]).exp();
                    for (kk, kv) in kj.iter().enumerate() {
                        let ck = c * kv;
                        for (sv, vj) in s[kk * d.dv..(kk + 1) * d.dv]
                            .iter_mut()
                            .zip(&vp[j * d.dv..(j + 1) * d.dv])
                        {
                            *sv += ck * vj;
                        }
                    }
                }
                start += len;
            }
            out
        })
        .collect();
    let mut o = vec![0.0f32; t * d.hv * d.dv];
    for (h, out) in heads.iter().enumerate() {
        for tok in 0..t {
            o[(tok * d.hv + h) * d.dv..][..d.dv]
                .copy_from_slice(&out[tok * d.dv..(tok + 1) * d.dv]);
        }
    }
    o
}

/// Depthwise causal conv1d over `mixed` `[t, channels]` continuing from `window`
/// (`[kernel - 1, channels]`), then SiLU. Updates `window` to the last `kernel - 1` inputs.
pub fn causal_conv_silu(
    mixed: &[f32],
    t: usize,
    weight: &[f32],
    kernel: usize,
    window: &mut [f32],
) -> Vec<f32> {
    let channels = mixed.len() / t;
    let keep = kernel - 1;
    let mut seq = Vec::with_capacity((keep + t) * channels);
    seq.extend_from_slice(window);
    seq.extend_from_slice(mixed);
    let mut out = vec![0.0f32; t * channels];
    for tok in 0..t {
        for ch in 0..channels {
            let w = &weight[ch * kernel..(ch + 1) * kernel];
            let mut acc = 0.0f32;
            for (j, wj) in w.iter().enumerate() {
                acc += wj * seq[(tok + j) * channels + ch];
            }
            out[tok * channels + ch] = silu(acc);
        }
    }
    window.copy_from_slice(&seq[t * channels..]);
    out
}

fn l2_normalize(x: &mut [f32], scale: f32) {
    let inv = 1.0 / (x.iter().map(|v| v * v).sum::<f32>() + 1e-6).sqrt();
    for v in x.iter_mut() {
        *v *= inv * scale;
    }
}

/// One Gated DeltaNet mixer over `x` `[t, hidden]` (already normed); returns `[t, hidden]`.
pub fn gated_deltanet(
    cfg: &ModelConfig,
    w: &GdnWeights,
    x: &[f32],
    t: usize,
    state: &mut GdnState,
) -> Vec<f32> {
    let d = Dims::of(cfg);
    let (key_dim, value_dim) = (cfg.gdn_key_dim(), cfg.gdn_value_dim());
    let conv_dim = cfg.gdn_conv_dim();

    let mixed = matmul(&w.in_proj_qkv, x, t); // [t, q | k | v]
    let z = matmul(&w.in_proj_z, x, t); // [t, Hv * dv]
    let b = matmul(&w.in_proj_b, x, t); // [t, Hv]
    let a = matmul(&w.in_proj_a, x, t); // [t, Hv]
    let c = causal_conv_silu(
        &mixed,
        t,
        &w.conv1d,
        cfg.linear_conv_kernel_dim,
        &mut state.conv,
    );

    let mut q = Vec::with_capacity(t * key_dim);
    let mut k = Vec::with_capacity(t * key_dim);
    let mut v = Vec::with_capacity(t * value_dim);
    for row in c.chunks_exact(conv_dim) {
        q.extend_from_slice(&row[..key_dim]);
        k.extend_from_slice(&row[key_dim..2 * key_dim]);
        v.extend_from_slice(&row[2 * key_dim..]);
    }
    let q_scale = 1.0 / (d.dk as f32).sqrt();
    q.chunks_exact_mut(d.dk)
        .for_each(|h| l2_normalize(h, q_scale));
    k.chunks_exact_mut(d.dk).for_each(|h| l2_normalize(h, 1.0));

    let beta: Vec<f32> = b.iter().map(|&x| sigmoid(x)).collect();
    let g: Vec<f32> = a
        .iter()
        .enumerate()
        .map(|(i, &x)| {
            let h = i % d.hv;
            -w.a_log[h].exp() * softplus(x + w.dt_bias[h])
        })
        .collect();

    let inputs = DeltaInputs {
        q: &q,
        k: &k,
        v: &v,
        g: &g,
        beta: &beta,
    };
    let mut o = if t == 1 {
        delta_rule_recurrent(d, &inputs, t, &mut state.recurrent)
    } else {
        delta_rule_chunked(d, &inputs, t, &mut state.recurrent, CHUNK)
    };

    // Gated RMSNorm per value head: normalise, scale by plain w, gate by silu(z).
    for (head, zh) in o.chunks_exact_mut(d.dv).zip(z.chunks_exact(d.dv)) {
        let inv = inv_rms(head, cfg.rms_norm_eps);
        for ((ov, wv), zv) in head.iter_mut().zip(&w.norm).zip(zh) {
            *ov = wv * (*ov * inv) * silu(*zv);
        }
    }
    matmul(&w.out_proj, &o, t)
}
