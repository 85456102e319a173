//! GPU kernels against the CPU reference, and the whole model on the GPU against the
//! transformers fixtures. These need an NVIDIA Hopper GPU; they are ignored elsewhere and
//! run on the H200 machine with `scripts/gpu-test` (see docs/gpu-testing.md).

use std::path::Path;

use lily::backend::cpu::{CpuBackend, CpuState, Hidden, LayerState};
use lily::backend::cuda::CudaBackend;
use lily::backend::{Backend, Norm};
use lily::checkpoint::Checkpoint;
use lily::config::{LayerType, ModelConfig};
use lily::generate::sampler::logsumexp;
use lily::model::builtin::{builtin_config, full_size_config, SyntheticWeights};
use lily::model::weights::ModelWeights;
use lily::model::{forward, Sequence};
use lily::rng::SplitMix64;
use safetensors::SafeTensors;

const NEEDS_GPU: &str = "needs an NVIDIA Hopper GPU: run scripts/gpu-test on the H200 machine";

/// Max |a - b| relative to max |b|, with the worst index.
fn rel_err(a: &[f32], b: &[f32]) -> (f32, usize) {
    assert_eq!(a.len(), b.len());
    let scale = b.iter().fold(0.0f32, |m, v| m.max(v.abs())).max(1e-6);
    let (mut worst, mut at) = (0.0f32, 0);
    for (i, (x, y)) in a.iter().zip(b).enumerate() {
        let d = (x - y).abs();
        if d.is_nan() || d > worst {
            worst = if d.is_nan() { f32::INFINITY } else { d };
            at = i;
        }
    }
    (worst / scale, at)
}

fn check(what: &str, gpu: &[f32], cpu: &[f32], tol: f32) {
    let (e, at) = rel_err(gpu, cpu);
    println!(
        "{what}: max rel err {e:.2e} (n = {}, worst at {at}: gpu {} cpu {})",
        cpu.len(),
        gpu[at],
        cpu[at]
    );
    assert!(
        e <= tol,
        "{what}: error {e:.2e} > {tol:.0e} at {at}: gpu {} vs cpu {}",
        gpu[at],
        cpu[at]
    );
}

fn random(n: usize, seed: u64, scale: f32) -> Vec<f32> {
    let mut r = SplitMix64::new(seed);
    (0..n).map(|_| (r.normal() as f32) * scale).collect()
}

/// Both backends over the same bf16 synthetic weights.
fn backends(cfg: ModelConfig, seed: u64) -> (CpuBackend, CudaBackend) {
    let src = SyntheticWeights {
        config: cfg.clone(),
        seed,
    };
    let weights = ModelWeights::load(&src, &cfg).unwrap();
    let gpu = CudaBackend::new(cfg.clone(), &weights).unwrap();
    (CpuBackend::new(cfg, weights), gpu)
}

fn first_layer(cfg: &ModelConfig, kind: LayerType) -> usize {
    cfg.layer_types.iter().position(|t| *t == kind).unwrap()
}

/// Every op of one layer of each kind, for T = 1 and a short chunk.
fn ops_match(cfg: ModelConfig, label: &str) {
    let (cpu, gpu) = backends(cfg.clone(), 5);
    let h = cfg.hidden_size;
    for t in [1usize, 5] {
        let x = random(t * h, 10 + t as u64, 1.0);
        let (xc, xg) = (
            Hidden { t, data: x.clone() },
            gpu.hidden_from_host(&x, t).unwrap(),
        );

        let nc = cpu.rms_norm(&xc, Norm::Input(0));
        let ng = gpu.rms_norm(&xg, Norm::Input(0));
        check(
            &format!("{label} rms_norm T={t}"),
            &gpu.hidden_to_host(&ng).unwrap(),
            &nc.data,
            1e-5,
        );

        let moe_c = cpu.moe(0, &nc);
        let moe_g = gpu.moe(0, &ng);
        check(
            &format!("{label} moe T={t}"),
            &gpu.hidden_to_host(&moe_g).unwrap(),
            &moe_c.data,
            2e-4,
        );

        let tokens: Vec<u32> = (0..t as u32)
            .map(|i| (i * 7919) % cfg.vocab_size as u32)
            .collect();
        let ec = cpu.embed(&tokens);
        let eg = gpu.embed(&tokens);
        check(
            &format!("{label} embed T={t}"),
            &gpu.hidden_to_host(&eg).unwrap(),
            &ec.data,
            0.0,
        );
        check(
            &format!("{label} logits T={t}"),
            &gpu.logits(&ng, t),
            &cpu.logits(&nc, t),
            2e-4,
        );
    }
}

fn gdn_long_recurrence(cfg: ModelConfig, label: &str, steps: usize) {
    let (cpu, gpu) = backends(cfg.clone(), 6);
    let layer = first_layer(&cfg, LayerType::LinearAttention);
    let h = cfg.hidden_size;
    let mut sc: CpuState = cpu.new_state(steps + 8);
    let mut sg = gpu.new_state(steps + 8);
    let mut worst = 0.0f32;
    // A 5-token chunk first (the in-kernel token loop), then single steps.
    let mut done = 0;
    while done < steps {
        let t = if done == 0 { 5 } else { 1 };
        let x = random(t * h, 1000 + done as u64, 1.0);
        let yc = cpu.gated_deltanet(layer, &Hidden { t, data: x.clone() }, &mut sc);
        let yg = gpu.gated_deltanet(layer, &gpu.hidden_from_host(&x, t).unwrap(), &mut sg);
        let (e, _) = rel_err(&gpu.hidden_to_host(&yg).unwrap(), &yc.data);
        worst = worst.max(e);
        assert!(
            e < 1e-3,
            "{label} DeltaNet step {done}: output error {e:.2e}"
        );
        done += t;
    }
    let (conv, rec) = gpu.gdn_state_to_host(&sg, layer).unwrap();
    let LayerState::Gdn(s) = &sc.layers[layer] else {
        unreachable!()
    };
    check(
        &format!("{label} DeltaNet conv window after {steps}"),
        &conv,
        &s.conv,
        1e-5,
    );
    check(
        &format!("{label} DeltaNet state after {steps}"),
        &rec,
        &s.recurrent,
        1e-3,
    );
    println!("{label} DeltaNet {steps} steps: worst output rel err {worst:.2e}");
}

fn attention_matches(cfg: ModelConfig, label: &str, steps: usize) {
    let (cpu, gpu) = backends(cfg.clone(), 7);
    let layer = first_layer(&cfg, LayerType::FullAttention);
    let h = cfg.hidden_size;
    let mut sc = cpu.new_state(steps + 8);
    let mut sg = gpu.new_state(steps + 8);
    let mut pos = 0;
    let mut worst = 0.0f32;
    while pos < steps {
        // Chunks of 3 tokens straddle the 256-position split boundary of the GPU kernel.
        let t = if pos < 9 || (250..262).contains(&pos) {
            3
        } else {
            1
        };
        let x = random(t * h, 2000 + pos as u64, 1.0);
        let yc = cpu.gated_attention(layer, &Hidden { t, data: x.clone() }, &mut sc, pos);
        let yg = gpu.gated_attention(layer, &gpu.hidden_from_host(&x, t).unwrap(), &mut sg, pos);
        let (e, _) = rel_err(&gpu.hidden_to_host(&yg).unwrap(), &yc.data);
        worst = worst.max(e);
        // The GPU keeps K and V in bf16; the reference in f32.
        assert!(
            e < 2e-2,
            "{label} attention at position {pos}: error {e:.2e}"
        );
        pos += t;
    }
    println!("{label} attention over {steps} positions: worst rel err {worst:.2e}");
}

/// The real 35B-A3B layer dimensions (one DeltaNet and one attention layer, full vocabulary).
fn real_dims() -> ModelConfig {
    let mut c = full_size_config(4);
    c.layer_types = vec![
        LayerType::LinearAttention,
        LayerType::FullAttention,
        LayerType::LinearAttention,
        LayerType::FullAttention,
    ];
    c.num_hidden_layers = 2;
    c.layer_types.truncate(2);
    c
}

/// Odd sizes: nothing a multiple of 32.
fn odd_dims() -> ModelConfig {
    let mut c = builtin_config();
    c.hidden_size = 100;
    c.linear_key_head_dim = 20;
    c.linear_value_head_dim = 12;
    c.linear_num_value_heads = 6;
    c.linear_num_key_heads = 3;
    c.head_dim = 40;
    c.rotary_dim = 10;
    c.num_attention_heads = 6;
    c.num_key_value_heads = 2;
    c.num_experts = 13;
    c.num_experts_per_tok = 5;
    c.moe_intermediate_size = 36;
    c.shared_expert_intermediate_size = 44;
    c.vocab_size = 331;
    c
}

#[test]
#[ignore = "needs an NVIDIA Hopper GPU: run scripts/gpu-test on the H200 machine"]
fn ops_match_cpu_at_real_and_odd_sizes() {
    let _ = NEEDS_GPU;
    ops_match(odd_dims(), "odd");
    ops_match(real_dims(), "35B-A3B");
}

#[test]
#[ignore = "needs an NVIDIA Hopper GPU: run scripts/gpu-test on the H200 machine"]
fn deltanet_over_long_recurrences() {
    gdn_long_recurrence(odd_dims(), "odd", 520);
    gdn_long_recurrence(real_dims(), "35B-A3B", 520);
}

#[test]
#[ignore = "needs an NVIDIA Hopper GPU: run scripts/gpu-test on the H200 machine"]
fn attention_across_split_boundaries() {
    attention_matches(odd_dims(), "odd", 300);
    attention_matches(real_dims(), "35B-A3B", 300);
}

fn fixture_logprobs(dir: &Path) -> (Vec<u32>, Vec<f32>, Vec<u32>, usize) {
    let bytes = std::fs::read(dir.join("reference.safetensors")).unwrap();
    let st = SafeTensors::deserialize(&bytes).unwrap();
    let f = |n: &str| {
        st.tensor(n)
            .unwrap()
            .data()
            .chunks_exact(4)
            .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
            .collect::<Vec<_>>()
    };
    let i = |n: &str| {
        st.tensor(n)
            .unwrap()
            .data()
            .chunks_exact(4)
            .map(|c| i32::from_le_bytes(c.try_into().unwrap()) as u32)
            .collect::<Vec<_>>()
    };
    let meta: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("meta.json")).unwrap()).unwrap();
    (
        i("input_ids"),
        f("logprobs_full"),
        i("greedy_tokens"),
        meta["prompt_len"].as_u64().unwrap() as usize,
    )
}

/// Token-by-token decode on the GPU against transformers' fp32 log-probs, and greedy tokens.
fn fixture_matches(dir: &Path, tol: f64) {
    let ckpt = Checkpoint::open(dir).unwrap();
    let cfg = ckpt.config.clone();
    let weights = ModelWeights::load(&ckpt, &cfg).unwrap();
    let gpu = CudaBackend::new(cfg.clone(), &weights).unwrap();
    let (ids, reference, greedy, prompt_len) = fixture_logprobs(dir);
    let v = cfg.vocab_size;
    let mut seq = Sequence::new(&gpu, ids.len());
    let mut worst = 0.0f64;
    for (p, &tok) in ids.iter().enumerate() {
        let logits = forward(&gpu, &cfg, &[tok], &mut seq, 1);
        let lse = logsumexp(&logits);
        for (j, &l) in logits.iter().enumerate() {
            worst = worst.max((l as f64 - lse - reference[p * v + j] as f64).abs());
        }
    }
    println!(
        "{}: GPU decode max |logprob - transformers fp32| = {worst:.3e}",
        dir.display()
    );
    assert!(worst <= tol, "{}: {worst:.3e} > {tol}", dir.display());

    let mut seq = Sequence::new(&gpu, prompt_len + greedy.len());
    let mut logits = forward(&gpu, &cfg, &ids[..prompt_len], &mut seq, 1);
    let mut out = Vec::new();
    for _ in 0..greedy.len() {
        let next = lily::generate::sampler::argmax(&logits);
        out.push(next);
        logits = forward(&gpu, &cfg, &[next], &mut seq, 1);
    }
    assert_eq!(
        out,
        greedy,
        "{}: greedy continuation differs",
        dir.display()
    );
}

#[test]
#[ignore = "needs an NVIDIA Hopper GPU: run scripts/gpu-test on the H200 machine"]
fn fixtures_decode_on_gpu() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    fixture_matches(&root.join("official"), 2e-2);
    fixture_matches(&root.join("per_expert"), 5e-2);
}

#[test]
#[ignore = "needs an NVIDIA Hopper GPU and LILY_FULL_WIDTH_FIXTURE (made by tools/make_full_width.py)"]
fn full_width_checkpoint_decodes_on_gpu() {
    let dir = std::env::var("LILY_FULL_WIDTH_FIXTURE")
        .expect("set LILY_FULL_WIDTH_FIXTURE to the checkpoint directory");
    fixture_matches(Path::new(&dir), 5e-2);
}
