//! A small seedable PRNG (SplitMix64): reproducible sampling and generated weights without
//! depending on a crate's stream staying stable across versions.

pub struct SplitMix64(u64);

impl SplitMix64 {
    pub fn new(seed: u64) -> Self {
        SplitMix64(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in the open interval (0, 1).
    pub fn uniform(&mut self) -> f64 {
        ((self.next_u64() >> 11) as f64 + 0.5) / (1u64 << 53) as f64
    }

    /// Standard normal (Box-Muller).
    pub fn normal(&mut self) -> f64 {
        let (u, v) = (self.uniform(), self.uniform());
        (-2.0 * u.ln()).sqrt() * (std::f64::consts::TAU * v).cos()
    }
}

/// Gumbel(0, 1) noise for candidate `token` of draw `draw` under `seed`: a counter-based
/// hash, so the GPU's sampling kernel (`gumbel` in kernels/common.cuh) draws the same noise
/// without any state. `argmax(logit / T + noise)` samples softmax(logit / T).
pub fn gumbel(seed: u64, draw: u64, token: u32) -> f64 {
    let key = seed
        ^ draw.wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ (token as u64).wrapping_mul(0xD1B5_4A32_D192_ED03);
    -(-SplitMix64::new(key).uniform().ln()).ln()
}
