//! Dense building blocks of the CPU reference: matmul against stored weights, norms and
//! activations, all in f32.

use rayon::prelude::*;

use crate::model::weights::Matrix;

/// Dot product accumulated in f64 (four lanes, vectorisable): the reference should carry
/// less rounding than any f32 implementation it judges.
pub fn dot(a: &[f32], b: &[f32]) -> f32 {
    debug_assert_eq!(a.len(), b.len());
    let mut acc = [0.0f64; 4];
    let (ca, cb) = (a.chunks_exact(4), b.chunks_exact(4));
    let (ra, rb) = (ca.remainder(), cb.remainder());
    for (x, y) in ca.zip(cb) {
        for i in 0..4 {
            acc[i] += x[i] as f64 * y[i] as f64;
        }
    }
    let tail: f64 = ra.iter().zip(rb).map(|(x, y)| *x as f64 * *y as f64).sum();
    ((acc[0] + acc[2]) + (acc[1] + acc[3]) + tail) as f32
}

/// `y = x W^T` for `t` tokens: `x` is `[t, w.cols]`, the result `[t, w.rows]`. Each weight row
/// is converted once and applied to every token, so the weights are read once per call.
pub fn matmul(w: &Matrix, x: &[f32], t: usize) -> Vec<f32> {
    assert_eq!(x.len(), t * w.cols, "matmul input shape");
    let mut yt = vec![0.0f32; w.rows * t]; // [rows, t]
    yt.par_chunks_mut(t)
        .enumerate()
        .with_min_len(8)
        .for_each_init(
            || vec![0.0f32; w.cols],
            |row, (r, out)| {
                w.read_row(r, row);
                for (tok, o) in out.iter_mut().enumerate() {
                    *o = dot(row, &x[tok * w.cols..(tok + 1) * w.cols]);
                }
            },
        );
    if t == 1 {
        return yt;
    }
    let mut y = vec![0.0f32; t * w.rows];
    for r in 0..w.rows {
        for tok in 0..t {
            y[tok * w.rows + r] = yt[r * t + tok];
        }
    }
    y
}

/// Zero-centred RMSNorm: `x / rms(x) * (1 + w)`, for each `w.len()`-wide row of `x`.
pub fn rms_norm_1p(x: &mut [f32], w: &[f32], eps: f32) {
    for row in x.chunks_exact_mut(w.len()) {
        let inv = inv_rms(row, eps);
        for (v, g) in row.iter_mut().zip(w) {
            *v = (*v * inv) * (1.0 + g);
        }
    }
}

pub fn inv_rms(row: &[f32], eps: f32) -> f32 {
    let ms = row.iter().map(|v| v * v).sum::<f32>() / row.len() as f32;
    1.0 / (ms + eps).sqrt()
}

pub fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

pub fn silu(x: f32) -> f32 {
    x * sigmoid(x)
}

/// PyTorch's softplus (beta 1, threshold 20).
pub fn softplus(x: f32) -> f32 {
    if x > 20.0 {
        x
    } else {
        x.exp().ln_1p()
    }
}

/// Softmax of one row, in place.
pub fn softmax(row: &mut [f32]) {
    let max = row.iter().copied().fold(f32::NEG_INFINITY, f32::max);
    let mut sum = 0.0;
    for v in row.iter_mut() {
        *v = (*v - max).exp();
        sum += *v;
    }
    for v in row.iter_mut() {
        *v /= sum;
    }
}
