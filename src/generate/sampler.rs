//! Next-token selection: penalties, temperature, top-k, top-p, min-p, seeded sampling.

use crate::rng::gumbel;

#[derive(Clone, Debug, PartialEq)]
pub struct SamplingParams {
    /// 0 selects greedy decoding.
    pub temperature: f32,
    /// 0 disables top-k.
    pub top_k: usize,
    /// 1 disables top-p.
    pub top_p: f32,
    /// 0 disables min-p.
    pub min_p: f32,
    /// 1 disables it; > 1 discourages tokens already in the context (CTRL-style).
    pub repetition_penalty: f32,
    /// OpenAI-style additive penalties over generated tokens.
    pub presence_penalty: f32,
    pub frequency_penalty: f32,
    pub seed: u64,
}

impl Default for SamplingParams {
    fn default() -> Self {
        SamplingParams {
            temperature: 0.0,
            top_k: 0,
            top_p: 1.0,
            min_p: 0.0,
            repetition_penalty: 1.0,
            presence_penalty: 0.0,
            frequency_penalty: 0.0,
            seed: 0,
        }
    }
}

impl SamplingParams {
    /// Greedy selection with nothing that reshapes the logits: what a backend may select on
    /// the device.
    pub fn is_plain_greedy(&self) -> bool {
        self.temperature == 0.0
            && self.repetition_penalty == 1.0
            && self.presence_penalty == 0.0
            && self.frequency_penalty == 0.0
    }

    /// Temperature sampling with nothing else that reshapes or truncates the distribution:
    /// what a backend may sample on the device.
    pub fn is_plain_temperature(&self) -> bool {
        self.temperature > 0.0
            && self.top_k == 0
            && self.top_p >= 1.0
            && self.min_p == 0.0
            && self.repetition_penalty == 1.0
            && self.presence_penalty == 0.0
            && self.frequency_penalty == 0.0
    }

    /// Checks ranges; the message names the parameter.
    pub fn validate(&self) -> Result<(), String> {
        let bad = |name: &str, v: f32, range: &str| {
            Err(format!("{name} = {v} is out of range ({range})"))
        };
        if !(self.temperature >= 0.0 && self.temperature.is_finite()) {
            return bad("temperature", self.temperature, ">= 0");
        }
        if !(self.top_p > 0.0 && self.top_p <= 1.0) {
            return bad("top_p", self.top_p, "(0, 1]");
        }
        if !(0.0..=1.0).contains(&self.min_p) {
            return bad("min_p", self.min_p, "[0, 1]");
        }
        if !(self.repetition_penalty > 0.0 && self.repetition_penalty.is_finite()) {
            return bad("repetition_penalty", self.repetition_penalty, "> 0");
        }
        if !(-2.0..=2.0).contains(&self.presence_penalty) {
            return bad("presence_penalty", self.presence_penalty, "[-2, 2]");
        }
        if !(-2.0..=2.0).contains(&self.frequency_penalty) {
            return bad("frequency_penalty", self.frequency_penalty, "[-2, 2]");
        }
        Ok(())
    }
}

/// Sampling draws `argmax(logit / T + Gumbel noise)` over the candidates that top-k, top-p
/// and min-p keep, the noise hashed from (seed, draw index, token): the same distribution as
/// walking the sorted probabilities with one uniform number, but a single pass that the GPU
/// also runs (`sample_gumbel` in kernels/gemv.cu), with the same noise.
pub struct Sampler {
    pub params: SamplingParams,
    /// Tokens drawn so far: the index of the next draw.
    draws: u64,
}

impl Sampler {
    pub fn new(params: SamplingParams) -> Self {
        Sampler { params, draws: 0 }
    }

    /// Index of the next draw (the GPU's sampling continues from it).
    pub fn draws(&self) -> u64 {
        self.draws
    }

    /// Picks the next token from `logits` (modified in place). `context` is the whole
    /// sequence so far (for the repetition penalty); `generated` the tokens produced so far.
    pub fn sample(&mut self, logits: &mut [f32], context: &[u32], generated: &[u32]) -> u32 {
        let p = &self.params;
        if p.repetition_penalty != 1.0 {
            let mut seen = vec![false; logits.len()];
            for &t in context {
                if let Some(s) = seen.get_mut(t as usize) {
                    *s = true;
                }
            }
            for (l, s) in logits.iter_mut().zip(seen) {
                if s {
                    *l = if *l > 0.0 {
                        *l / p.repetition_penalty
                    } else {
                        *l * p.repetition_penalty
                    };
                }
            }
        }
        if p.presence_penalty != 0.0 || p.frequency_penalty != 0.0 {
            let mut counts = vec![0u32; logits.len()];
            for &t in generated {
                if let Some(c) = counts.get_mut(t as usize) {
                    *c += 1;
                }
            }
            for (l, &c) in logits.iter_mut().zip(&counts) {
                if c > 0 {
                    *l -= p.presence_penalty + p.frequency_penalty * c as f32;
                }
            }
        }
        if p.temperature == 0.0 {
            return argmax(logits);
        }
        let t = p.temperature as f64;
        let draw = self.draws;
        self.draws += 1;
        let score = |i: u32| (logits[i as usize] as f64 / t + gumbel(p.seed, draw, i)) as f32;
        // The best perturbed score; ties go to the lower id.
        let pick = |candidates: &mut dyn Iterator<Item = u32>| {
            candidates
                .map(|i| (score(i), i))
                .fold((f32::NEG_INFINITY, u32::MAX), |b, c| {
                    if c.0 > b.0 || (c.0 == b.0 && c.1 < b.1) {
                        c
                    } else {
                        b
                    }
                })
                .1
        };
        if p.top_k == 0 && p.top_p >= 1.0 {
            // Nothing to rank: one pass over the tokens min-p keeps.
            let floor = min_p_floor(logits, t, p.min_p);
            let n = logits.len() as u32;
            return pick(&mut (0..n).filter(|&i| logits[i as usize] as f64 >= floor));
        }

        let n = logits.len();
        let limit = if p.top_k > 0 { p.top_k.min(n) } else { n };
        let order = truncated(logits, limit, t, p.top_p, p.min_p);
        pick(&mut order.iter().copied())
    }
}

fn max_logit(logits: &[f32]) -> f64 {
    logits
        .iter()
        .copied()
        .max_by(|a, b| a.total_cmp(b))
        .unwrap_or(0.0) as f64
}

/// min-p keeps p_i >= min_p * p_max, i.e. logit_i >= max + T ln(min_p).
fn min_p_floor(logits: &[f32], t: f64, min_p: f32) -> f64 {
    if min_p > 0.0 {
        max_logit(logits) + t * (min_p as f64).ln()
    } else {
        f64::NEG_INFINITY
    }
}

/// The candidates that top-k (the best `limit`), top-p and min-p keep, best first (ties:
/// lower id first). Only as many as the cut needs are sorted: the best `m` by a linear-time
/// selection, widened eightfold until they settle it. Top-p's normaliser is the mass of
/// all `limit` candidates (summed in id order, or in rank order under top-k).
fn truncated(logits: &[f32], limit: usize, t: f64, top_p: f32, min_p: f32) -> Vec<u32> {
    let n = logits.len();
    let better = |a: &u32, b: &u32| {
        logits[*b as usize]
            .total_cmp(&logits[*a as usize])
            .then(a.cmp(b))
    };
    let best = |m: usize| {
        let mut order: Vec<u32> = (0..n as u32).collect();
        if m < n {
            order.select_nth_unstable_by(m - 1, better);
            order.truncate(m);
        }
        order.sort_unstable_by(better);
        order
    };
    let max = max_logit(logits);
    let weight = |i: u32| ((logits[i as usize] as f64 - max) / t).exp();
    let mut m = limit.min(1024);
    let mut order = best(m);
    let total: f64 = match (top_p < 1.0, limit == n) {
        (false, _) => 0.0,
        (true, true) => (0..n as u32).map(weight).sum(),
        // Under a small top-k the first ranking already holds every candidate.
        (true, false) if m == limit => order.iter().map(|&i| weight(i)).sum(),
        (true, false) => best(limit).iter().map(|&i| weight(i)).sum(),
    };
    let floor = min_p_floor(logits, t, min_p);
    loop {
        let p_cut = (top_p < 1.0)
            .then(|| {
                let mut cum = 0.0;
                order.iter().position(|&i| {
                    cum += weight(i) / total;
                    cum >= top_p as f64
                })
            })
            .flatten()
            .map(|i| i + 1);
        let above = order
            .iter()
            .take_while(|&&i| logits[i as usize] as f64 >= floor)
            .count();
        if m == limit || p_cut.is_some() || above < m {
            order.truncate(p_cut.unwrap_or(m).min(above).max(1));
            return order;
        }
        m = (m * 8).min(limit);
        order = best(m);
    }
}

/// `ln(sum(exp(row)))` in f64: log-probabilities are `row[i] - logsumexp(row)`.
pub fn logsumexp(row: &[f32]) -> f64 {
    let max = row.iter().copied().fold(f32::NEG_INFINITY, f32::max) as f64;
    row.iter()
        .map(|&x| (x as f64 - max).exp())
        .sum::<f64>()
        .ln()
        + max
}

/// A generated token's log-probability and the most likely alternatives at its position.
#[derive(Clone, Debug, PartialEq)]
pub struct TokenLogprob {
    pub token: u32,
    pub logprob: f32,
    /// Most likely first (ties: lower id first).
    pub top: Vec<(u32, f32)>,
}

/// Log-probabilities under the model's own distribution, the log-softmax of the raw logits
/// before penalties, temperature and truncation (as OpenAI reports them): of `token` and of
/// the `top` most likely tokens.
pub fn token_logprob(logits: &[f32], token: u32, top: usize) -> TokenLogprob {
    let lse = logsumexp(logits);
    let lp = |i: u32| (logits[i as usize] as f64 - lse) as f32;
    let mut best: Vec<u32> = Vec::with_capacity(top + 1);
    for i in 0..logits.len() as u32 {
        let better = |j: &u32| logits[i as usize] > logits[*j as usize];
        if best.len() == top && best.last().is_none_or(|j| !better(j)) {
            continue;
        }
        let at = best.iter().position(better).unwrap_or(best.len());
        best.insert(at, i);
        best.truncate(top);
    }
    TokenLogprob {
        token,
        logprob: lp(token),
        top: best.into_iter().map(|i| (i, lp(i))).collect(),
    }
}

/// Index of the largest value; the lowest index wins ties.
pub fn argmax(values: &[f32]) -> u32 {
    let mut best = 0;
    for (i, v) in values.iter().enumerate() {
        if *v > values[best] {
            best = i;
        }
    }
    best as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sampler(params: SamplingParams) -> Sampler {
        Sampler::new(params)
    }

    #[test]
    fn greedy_takes_the_maximum() {
        let mut s = sampler(SamplingParams::default());
        assert_eq!(s.sample(&mut [0.1, 3.0, 2.0, 3.0], &[], &[]), 1);
    }

    #[test]
    fn top_k_one_is_greedy_at_any_temperature() {
        let mut s = sampler(SamplingParams {
            temperature: 5.0,
            top_k: 1,
            seed: 3,
            ..Default::default()
        });
        for _ in 0..50 {
            assert_eq!(s.sample(&mut [0.0, 1.0, 0.5, 0.9], &[], &[]), 1);
        }
    }

    #[test]
    fn top_p_and_min_p_cut_the_tail() {
        // probs ~ [0.64, 0.24, 0.09, 0.03]
        let logits = [3.0f32, 2.0, 1.0, 0.0];
        let mut s = sampler(SamplingParams {
            temperature: 1.0,
            top_p: 0.8,
            seed: 1,
            ..Default::default()
        });
        let mut seen = [0; 4];
        for _ in 0..2000 {
            seen[s.sample(&mut logits.clone(), &[], &[]) as usize] += 1;
        }
        assert!(
            seen[0] > 0 && seen[1] > 0 && seen[2] == 0 && seen[3] == 0,
            "{seen:?}"
        );
        let mut s = sampler(SamplingParams {
            temperature: 1.0,
            min_p: 0.3,
            seed: 2,
            ..Default::default()
        });
        let mut seen = [0; 4];
        for _ in 0..2000 {
            seen[s.sample(&mut logits.clone(), &[], &[]) as usize] += 1;
        }
        assert!(seen[1] > 0 && seen[2] == 0 && seen[3] == 0, "{seen:?}");
    }

    #[test]
    fn sampling_follows_the_distribution_and_the_seed() {
        let logits = [1.0f32, 0.0, (3.0f32).ln()];
        let draw = |seed| {
            let mut s = sampler(SamplingParams {
                temperature: 1.0,
                seed,
                ..Default::default()
            });
            (0..4000)
                .map(|_| s.sample(&mut logits.clone(), &[], &[]))
                .collect::<Vec<_>>()
        };
        let a = draw(7);
        assert_eq!(a, draw(7));
        assert_ne!(a, draw(8));
        let frac0 = a.iter().filter(|&&t| t == 0).count() as f64 / a.len() as f64;
        let expect0 = std::f64::consts::E / (std::f64::consts::E + 1.0 + 3.0);
        assert!((frac0 - expect0).abs() < 0.03, "{frac0} vs {expect0}");
    }

    /// `truncated` sorts only what the cut needs; a full sort must keep the same tokens.
    #[test]
    fn partial_ranking_keeps_what_a_full_sort_keeps() {
        let mut rng = crate::rng::SplitMix64::new(9);
        for case in 0..60 {
            let n = [50usize, 3000, 20000][case % 3];
            let spread = [0.5, 3.0, 12.0][case / 3 % 3];
            let logits: Vec<f32> = (0..n).map(|_| (rng.normal() * spread) as f32).collect();
            let t = [0.3, 1.0, 2.5][case / 9 % 3];
            let (top_k, top_p, min_p) = [
                (0, 0.9, 0.0),
                (0, 0.999, 0.0),
                (40, 1.0, 0.0),
                (2000, 0.95, 0.0),
                (0, 1.0, 0.05),
                (0, 0.99, 1e-4),
                (5, 0.5, 0.1),
            ][case % 7];
            let limit = if top_k > 0 { top_k.min(n) } else { n };
            let got = truncated(&logits, limit, t, top_p, min_p);

            let mut order: Vec<u32> = (0..n as u32).collect();
            order.sort_by(|&a, &b| {
                logits[b as usize]
                    .total_cmp(&logits[a as usize])
                    .then(a.cmp(&b))
            });
            order.truncate(limit);
            let max = max_logit(&logits);
            let w = |i: u32| ((logits[i as usize] as f64 - max) / t).exp();
            let total: f64 = if limit == n {
                (0..n as u32).map(w).sum()
            } else {
                order.iter().map(|&i| w(i)).sum()
            };
            let mut keep = order.len();
            if top_p < 1.0 {
                let mut cum = 0.0;
                if let Some(i) = order.iter().position(|&i| {
                    cum += w(i) / total;
                    cum >= top_p as f64
                }) {
                    keep = i + 1;
                }
            }
            let floor = min_p_floor(&logits, t, min_p);
            let above = order
                .iter()
                .take_while(|&&i| logits[i as usize] as f64 >= floor)
                .count();
            order.truncate(keep.min(above).max(1));
            assert_eq!(
                got, order,
                "case {case}: n {n}, spread {spread}, T {t}, k {top_k}, p {top_p}, min_p {min_p}"
            );
        }
    }

    #[test]
    fn repetition_penalty_pushes_seen_tokens_down() {
        let mut s = sampler(SamplingParams {
            repetition_penalty: 2.0,
            ..Default::default()
        });
        assert_eq!(s.sample(&mut [3.0, 2.0, -1.0], &[0], &[]), 1);
        let mut logits = [3.0f32, 2.0, -1.0];
        s.sample(&mut logits, &[2], &[]);
        assert_eq!(logits[2], -2.0);
    }

    #[test]
    fn presence_and_frequency_penalties() {
        let mut s = sampler(SamplingParams {
            presence_penalty: 0.5,
            frequency_penalty: 1.0,
            ..Default::default()
        });
        let mut logits = [3.0f32, 2.0, 0.0];
        assert_eq!(s.sample(&mut logits, &[], &[0, 0]), 1);
        assert_eq!(logits[0], 3.0 - 0.5 - 2.0);
    }

    #[test]
    fn logprobs_are_the_raw_log_softmax() {
        let logits = [1.0f32, 3.0, 2.0, 3.0];
        let l = token_logprob(&logits, 2, 3);
        let lse = logsumexp(&logits);
        assert!((l.logprob as f64 - (2.0 - lse)).abs() < 1e-6);
        let ids: Vec<u32> = l.top.iter().map(|t| t.0).collect();
        assert_eq!(ids, [1, 3, 2]);
        assert!(token_logprob(&logits, 0, 0).top.is_empty());
        let total: f64 = token_logprob(&logits, 0, 4)
            .top
            .iter()
            .map(|t| (t.1 as f64).exp())
            .sum();
        assert!((total - 1.0).abs() < 1e-6);
    }

    #[test]
    fn validation_names_the_parameter() {
        let e = SamplingParams {
            top_p: 0.0,
            ..Default::default()
        }
        .validate()
        .unwrap_err();
        assert!(e.contains("top_p"));
        let e = SamplingParams {
            temperature: -1.0,
            ..Default::default()
        }
        .validate()
        .unwrap_err();
        assert!(e.contains("temperature"));
    }
}
