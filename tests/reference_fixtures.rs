//! Whole-model checks of the CPU reference against transformers' fp32 outputs on the
//! committed fixtures (random checkpoints built by tools/make_fixtures.py).

use std::path::{Path, PathBuf};

use lily::backend::cpu::CpuBackend;
use lily::checkpoint::Checkpoint;
use lily::generate::sampler::logsumexp;
use lily::model::weights::ModelWeights;
use lily::model::{forward, Sequence};
use safetensors::SafeTensors;

const FIXTURES: [&str; 2] = ["official", "per_expert"];
const TOLERANCE: f64 = 1e-4;

fn fixture_dir(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
}

struct Reference {
    ids: Vec<u32>,
    full: Vec<f32>,
    full_fp64: Vec<f64>,
    stepwise: Vec<f32>,
    greedy: Vec<u32>,
    prefill_len: usize,
    prompt_len: usize,
}

fn load_reference(dir: &Path) -> Reference {
    let bytes = std::fs::read(dir.join("reference.safetensors")).unwrap();
    let st = SafeTensors::deserialize(&bytes).unwrap();
    let f32s = |n: &str| -> Vec<f32> {
        st.tensor(n)
            .unwrap()
            .data()
            .chunks_exact(4)
            .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
            .collect()
    };
    let i32s = |n: &str| -> Vec<u32> {
        st.tensor(n)
            .unwrap()
            .data()
            .chunks_exact(4)
            .map(|c| i32::from_le_bytes(c.try_into().unwrap()) as u32)
            .collect()
    };
    let meta: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("meta.json")).unwrap()).unwrap();
    Reference {
        ids: i32s("input_ids"),
        full: f32s("logprobs_full"),
        full_fp64: st
            .tensor("logprobs_full_fp64")
            .unwrap()
            .data()
            .chunks_exact(8)
            .map(|c| f64::from_le_bytes(c.try_into().unwrap()))
            .collect(),
        stepwise: f32s("logprobs_prefill_decode"),
        greedy: i32s("greedy_tokens"),
        prefill_len: meta["prefill_len"].as_u64().unwrap() as usize,
        prompt_len: meta["prompt_len"].as_u64().unwrap() as usize,
    }
}

fn load_model(dir: &Path) -> CpuBackend {
    let ckpt = Checkpoint::open(dir).unwrap();
    let weights = ModelWeights::load(&ckpt, &ckpt.config).unwrap();
    CpuBackend::new(ckpt.config.clone(), weights)
}

/// The reference outputs and the CPU model of fixture `name`.
fn fixture(name: &str) -> (Reference, CpuBackend) {
    let dir = fixture_dir(name);
    (load_reference(&dir), load_model(&dir))
}

fn log_softmax(logits: &[f32], vocab: usize) -> Vec<f64> {
    logits
        .chunks_exact(vocab)
        .flat_map(|row| {
            let lse = logsumexp(row);
            row.iter().map(move |&v| v as f64 - lse)
        })
        .collect()
}

/// Max |a - b| with its flat index.
fn max_abs<A: Copy + Into<f64>, B: Copy + Into<f64>>(a: &[A], b: &[B]) -> (f64, usize) {
    assert_eq!(a.len(), b.len());
    a.iter()
        .zip(b)
        .map(|(x, y)| ((*x).into() - (*y).into()).abs())
        .enumerate()
        .fold((0.0, 0), |acc, (i, d)| if d > acc.0 { (d, i) } else { acc })
}

#[test]
fn full_sequence_logprobs_match_transformers_fp32() {
    for name in FIXTURES {
        let (r, m) = fixture(name);
        let v = m.config.vocab_size;
        let mut seq = Sequence::new(&m, r.ids.len());
        let lp = log_softmax(&forward(&m, &m.config, &r.ids, &mut seq, r.ids.len()), v);
        let (err, at) = max_abs(&lp, &r.full);
        let (err64, _) = max_abs(&lp, &r.full_fp64);
        eprintln!(
            "{name}: max |lily - hf fp32| = {err:.3e} (token {}, id {}), vs hf fp64 = {err64:.3e}",
            at / v,
            at % v
        );
        assert!(
            err <= TOLERANCE,
            "{name}: log-prob error {err:.3e} at token {} vocab id {}",
            at / v,
            at % v
        );
    }
}

#[test]
fn prefill_then_decode_matches_transformers_and_full_forward() {
    for name in FIXTURES {
        let (r, m) = fixture(name);
        let v = m.config.vocab_size;
        let mut seq = Sequence::new(&m, r.ids.len());
        let mut logits = forward(
            &m,
            &m.config,
            &r.ids[..r.prefill_len],
            &mut seq,
            r.prefill_len,
        );
        for &tok in &r.ids[r.prefill_len..] {
            logits.extend(forward(&m, &m.config, &[tok], &mut seq, 1));
        }
        let lp = log_softmax(&logits, v);
        let (err, at) = max_abs(&lp, &r.stepwise);
        eprintln!(
            "{name}: prefill {} + decode: max err {err:.3e}",
            r.prefill_len
        );
        assert!(
            err <= TOLERANCE,
            "{name}: error {err:.3e} at token {} id {}",
            at / v,
            at % v
        );

        let mut full_seq = Sequence::new(&m, r.ids.len());
        let full = log_softmax(
            &forward(&m, &m.config, &r.ids, &mut full_seq, r.ids.len()),
            v,
        );
        let (self_err, _) = max_abs(&lp, &full);
        assert!(
            self_err <= TOLERANCE,
            "{name}: prefill+decode differs from the full forward by {self_err:.3e}"
        );
    }
}

#[test]
fn greedy_continuation_is_identical() {
    for name in FIXTURES {
        let (r, m) = fixture(name);
        let mut seq = Sequence::new(&m, r.prompt_len + r.greedy.len());
        let mut logits = forward(&m, &m.config, &r.ids[..r.prompt_len], &mut seq, 1);
        let mut out = Vec::new();
        for _ in 0..r.greedy.len() {
            let next = logits
                .iter()
                .enumerate()
                .fold(
                    (0, f32::NEG_INFINITY),
                    |b, (i, &x)| if x > b.1 { (i, x) } else { b },
                )
                .0 as u32;
            out.push(next);
            logits = forward(&m, &m.config, &[next], &mut seq, 1);
        }
        assert_eq!(out, r.greedy, "{name}: greedy continuation differs");
    }
}
