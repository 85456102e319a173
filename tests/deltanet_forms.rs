//! The chunked (prefill) delta rule equals the token-by-token recurrence on random inputs,
//! across chunk boundaries and when continuing from a carried state.

use lily::backend::cpu::gdn::{delta_rule_chunked, delta_rule_recurrent, DeltaInputs, Dims};

struct Rng(u64);
impl Rng {
    fn uniform(&mut self) -> f32 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        ((self.0 >> 40) as f32) / (1u64 << 24) as f32
    }
    fn vec(&mut self, n: usize, lo: f32, hi: f32) -> Vec<f32> {
        (0..n).map(|_| lo + (hi - lo) * self.uniform()).collect()
    }
}

fn normalize(x: &mut [f32], d: usize, scale: f32) {
    for h in x.chunks_exact_mut(d) {
        let n = h.iter().map(|v| v * v).sum::<f32>().sqrt();
        h.iter_mut().for_each(|v| *v *= scale / n);
    }
}

fn check(d: Dims, t: usize, chunk: usize, seed: u64) {
    let mut rng = Rng(seed);
    let mut q = rng.vec(t * d.hk * d.dk, -1.0, 1.0);
    let mut k = rng.vec(t * d.hk * d.dk, -1.0, 1.0);
    normalize(&mut q, d.dk, 1.0 / (d.dk as f32).sqrt());
    normalize(&mut k, d.dk, 1.0);
    let v = rng.vec(t * d.hv * d.dv, -2.0, 2.0);
    // Decays from gentle to strong (exp(-8) per token), so the exponent ranges are wide.
    let g = rng
        .vec(t * d.hv, -8.0, 0.0)
        .iter()
        .map(|x| x * x.abs() / 8.0)
        .collect::<Vec<_>>();
    let beta = rng.vec(t * d.hv, 0.0, 1.0);
    let init = rng.vec(d.hv * d.dk * d.dv, -0.5, 0.5);
    let x = DeltaInputs {
        q: &q,
        k: &k,
        v: &v,
        g: &g,
        beta: &beta,
    };

    let mut s_rec = init.clone();
    let o_rec = delta_rule_recurrent(d, &x, t, &mut s_rec);
    let mut s_chk = init.clone();
    let o_chk = delta_rule_chunked(d, &x, t, &mut s_chk, chunk);
    let err = |a: &[f32], b: &[f32]| {
        a.iter()
            .zip(b)
            .map(|(x, y)| (x - y).abs())
            .fold(0.0f32, f32::max)
    };
    let (eo, es) = (err(&o_rec, &o_chk), err(&s_rec, &s_chk));
    assert!(
        eo < 2e-5 && es < 2e-5,
        "t={t} chunk={chunk} seed={seed}: output err {eo:e}, state err {es:e}"
    );
    assert!(o_rec.iter().all(|v| v.is_finite()));
}

#[test]
fn chunked_equals_recurrent_across_boundaries() {
    let d = Dims {
        hk: 2,
        hv: 6,
        dk: 20,
        dv: 12,
    };
    for (i, &t) in [1usize, 2, 63, 64, 65, 127, 128, 129, 200]
        .iter()
        .enumerate()
    {
        check(d, t, 64, 100 + i as u64);
    }
    for (i, &chunk) in [1usize, 3, 16, 17, 200].iter().enumerate() {
        check(d, 100, chunk, 200 + i as u64);
    }
}

#[test]
fn chunked_equals_recurrent_at_model_head_sizes() {
    let d = Dims {
        hk: 1,
        hv: 2,
        dk: 128,
        dv: 128,
    };
    check(d, 130, 64, 7);
}

#[test]
fn split_prefill_equals_single_prefill() {
    // A prompt processed in pieces continues from the carried state exactly.
    let d = Dims {
        hk: 2,
        hv: 4,
        dk: 16,
        dv: 8,
    };
    let t = 150;
    let mut rng = Rng(99);
    let mut q = rng.vec(t * d.hk * d.dk, -1.0, 1.0);
    let mut k = rng.vec(t * d.hk * d.dk, -1.0, 1.0);
    normalize(&mut q, d.dk, 0.25);
    normalize(&mut k, d.dk, 1.0);
    let v = rng.vec(t * d.hv * d.dv, -1.0, 1.0);
    let g = rng.vec(t * d.hv, -2.0, 0.0);
    let beta = rng.vec(t * d.hv, 0.0, 1.0);
    let whole = DeltaInputs {
        q: &q,
        k: &k,
        v: &v,
        g: &g,
        beta: &beta,
    };
    let mut s1 = vec![0.0; d.hv * d.dk * d.dv];
    let o1 = delta_rule_chunked(d, &whole, t, &mut s1, 64);
    let cut = 77;
    let part = |a: usize, b: usize| DeltaInputs {
        q: &q[a * d.hk * d.dk..b * d.hk * d.dk],
        k: &k[a * d.hk * d.dk..b * d.hk * d.dk],
        v: &v[a * d.hv * d.dv..b * d.hv * d.dv],
        g: &g[a * d.hv..b * d.hv],
        beta: &beta[a * d.hv..b * d.hv],
    };
    let mut s2 = vec![0.0; d.hv * d.dk * d.dv];
    let mut o2 = delta_rule_chunked(d, &part(0, cut), cut, &mut s2, 64);
    o2.extend(delta_rule_chunked(d, &part(cut, t), t - cut, &mut s2, 64));
    let e = o1
        .iter()
        .zip(&o2)
        .map(|(a, b)| (a - b).abs())
        .fold(0.0f32, f32::max);
    assert!(e < 1e-5, "split prefill differs by {e:e}");
}
