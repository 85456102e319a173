//! `lily bench`: single-stream decode speed on the GPU against the bandwidth limit.
//!
//! Contract: batch 1, greedy, in-process. For each context length the KV caches and
//! DeltaNet states are filled with random values as if that many tokens had been processed
//! (decode cost depends on the length, not the content), one warm-up step runs at the exact
//! shape, then `steps` decode steps are timed with device events. The reported figure
//! replays one captured CUDA graph per step, each launched before the host reads the
//! previous step's token; the eager launches (for comparison) read each token before the
//! next step. Two eager rounds from the same state must produce the same token digest, and
//! the graph replay the same tokens as the eager launches. Bytes per token = active bf16 weights + KV cache read + DeltaNet state
//! read and written; the limit is those bytes over the copy bandwidth measured in the run.

use anyhow::{bail, Result};
use cudarc::driver::sys::CUevent_flags;
use serde_json::{json, Value};

use crate::backend::cuda::{
    kernel_totals, CudaBackend, DecodeGraph, DeviceState, KernelTime, MAX_IDS,
};
use crate::backend::Selection;
use crate::model::stats::decode_bytes;
use crate::model::{forward_hidden, Sequence};

pub struct BenchOptions {
    pub contexts: Vec<usize>,
    pub steps: usize,
    /// Replay one extra step between cuProfilerStart and cuProfilerStop.
    pub profile_step: bool,
}

/// Synthetic prompt ids, as Lily's reports use: ((i * 2654435761) mod 2^32) mod vocab.
pub fn synthetic_token(i: usize, vocab: usize) -> u32 {
    ((i as u64 * 2_654_435_761) % (1u64 << 32) % vocab as u64) as u32
}

fn fnv(tokens: &[u32]) -> String {
    let h = tokens.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, t| {
        t.to_le_bytes().iter().fold(h, |h, b| {
            (h ^ *b as u64).wrapping_mul(0x0000_0100_0000_01b3)
        })
    });
    format!("{h:016x}")
}

/// Device-to-device copy bandwidth (bytes read + written per second), 1 GiB buffers.
pub fn copy_bandwidth(gpu: &CudaBackend) -> Result<f64> {
    let n = 1usize << 29; // u16 elements: 1 GiB
    let src = gpu
        .stream
        .alloc_zeros::<u16>(n)
        .map_err(|e| anyhow::anyhow!("{e:?}"))?;
    let mut dst = gpu
        .stream
        .alloc_zeros::<u16>(n)
        .map_err(|e| anyhow::anyhow!("{e:?}"))?;
    let ev = |_: ()| {
        gpu.ctx
            .new_event(Some(CUevent_flags::CU_EVENT_DEFAULT))
            .map_err(|e| anyhow::anyhow!("{e:?}"))
    };
    let (start, end) = (ev(())?, ev(())?);
    let mut times = Vec::new();
    for rep in 0..12 {
        start
            .record(&gpu.stream)
            .map_err(|e| anyhow::anyhow!("{e:?}"))?;
        gpu.stream
            .memcpy_dtod(&src, &mut dst)
            .map_err(|e| anyhow::anyhow!("{e:?}"))?;
        end.record(&gpu.stream)
            .map_err(|e| anyhow::anyhow!("{e:?}"))?;
        end.synchronize().map_err(|e| anyhow::anyhow!("{e:?}"))?;
        if rep >= 2 {
            times.push(
                start
                    .elapsed_ms(&end)
                    .map_err(|e| anyhow::anyhow!("{e:?}"))? as f64,
            );
        }
    }
    times.sort_by(f64::total_cmp);
    Ok(2.0 * (n * 2) as f64 / (times[times.len() / 2] / 1e3))
}

/// Runs `steps` decode steps between two device events; returns (ms, tokens).
fn timed_steps(
    gpu: &CudaBackend,
    steps: usize,
    mut step: impl FnMut() -> Result<u32>,
) -> Result<(f64, Vec<u32>)> {
    let event = || {
        gpu.ctx
            .new_event(Some(CUevent_flags::CU_EVENT_DEFAULT))
            .map_err(|e| anyhow::anyhow!("{e:?}"))
    };
    let (start, end) = (event()?, event()?);
    gpu.synchronize()?;
    start
        .record(&gpu.stream)
        .map_err(|e| anyhow::anyhow!("{e:?}"))?;
    let tokens = (0..steps).map(|_| step()).collect::<Result<Vec<u32>>>()?;
    end.record(&gpu.stream)
        .map_err(|e| anyhow::anyhow!("{e:?}"))?;
    end.synchronize().map_err(|e| anyhow::anyhow!("{e:?}"))?;
    Ok((
        start
            .elapsed_ms(&end)
            .map_err(|e| anyhow::anyhow!("{e:?}"))? as f64,
        tokens,
    ))
}

/// A sequence at `context` tokens with random KV caches and DeltaNet states, room for
/// `steps` more (and the warm-up steps).
fn synthetic_sequence(
    gpu: &CudaBackend,
    context: usize,
    steps: usize,
) -> Result<Sequence<DeviceState>> {
    if context + steps + 2 > gpu.config.max_position_embeddings {
        bail!("context {context} + {steps} steps exceeds the model's limit");
    }
    let mut seq = Sequence::new(gpu, context + steps + 2);
    gpu.fill_state_randomly(&mut seq.state, 17)?;
    seq.len = context;
    Ok(seq)
}

/// One warm-up replay of the captured step (as the eager warm-up step), then `steps` timed
/// replays: their milliseconds and tokens.
fn timed_replays(
    gpu: &CudaBackend,
    g: &DecodeGraph,
    seq: &mut Sequence<DeviceState>,
    steps: usize,
) -> Result<(f64, Vec<u32>)> {
    gpu.replay(g, seq)?;
    let mut generated = Vec::new();
    let (ms, _) = timed_steps(gpu, 1, || {
        generated = gpu.replay_steps(g, seq, steps, |_| true)?;
        Ok(0)
    })?;
    Ok((ms, generated))
}

pub fn run(gpu: &CudaBackend, opts: &BenchOptions) -> Result<Value> {
    let cfg = gpu.config.clone();
    let copy = copy_bandwidth(gpu)?;
    let bytes = decode_bytes(&cfg, 2);
    let mut rows = Vec::new();
    for &ctx in &opts.contexts {
        let start_seq = || synthetic_sequence(gpu, ctx, opts.steps);
        let first = synthetic_token(ctx, cfg.vocab_size);
        let mut digests = Vec::new();
        let mut eager_ms = f64::INFINITY;
        for _round in 0..2 {
            let mut seq = start_seq()?;
            // Warm-up at the exact shape.
            let h = forward_hidden(gpu, &cfg, &[first], &mut seq);
            let mut tok = gpu.greedy_last(&h)?;
            let (ms, generated) = timed_steps(gpu, opts.steps, || {
                let h = forward_hidden(gpu, &cfg, &[tok], &mut seq);
                tok = gpu.greedy_last(&h)?;
                Ok(tok)
            })?;
            eager_ms = eager_ms.min(ms);
            digests.push(fnv(&generated));
        }
        if digests[0] != digests[1] {
            bail!(
                "context {ctx}: token digest differs between rounds ({} vs {})",
                digests[0],
                digests[1]
            );
        }
        // The same steps replayed from one captured CUDA graph per context.
        let mut seq = start_seq()?;
        let g = gpu.capture_step(&mut seq, first, Selection::Greedy)?;
        let (graph_ms, generated) = timed_replays(gpu, &g, &mut seq, opts.steps)?;
        if fnv(&generated) != digests[0] {
            bail!("context {ctx}: the CUDA-graph decode produced other tokens than the eager one");
        }
        if opts.profile_step {
            gpu.profiled(|| gpu.replay(&g, &mut seq).map(|_| ()))?;
        }
        let ms = graph_ms;
        let tok_s = opts.steps as f64 / (ms / 1e3);
        let per_token = bytes.weights as f64
            + bytes.kv_per_context_token as f64 * (ctx + opts.steps / 2) as f64
            + bytes.recurrent_state as f64;
        let gbps = per_token * tok_s / 1e9;
        rows.push(json!({
            "context": ctx,
            "decode_tok_s": tok_s,
            "ms_per_token": ms / opts.steps as f64,
            "bytes_per_token": per_token,
            "achieved_GB_s": gbps,
            "pct_of_copy_bandwidth": 100.0 * gbps * 1e9 / copy,
            "limit_tok_s": copy / per_token,
            "digest": digests[0],
            "eager_decode_tok_s": opts.steps as f64 / (eager_ms / 1e3),
        }));
    }
    Ok(json!({
        "layers": cfg.num_hidden_layers,
        "steps": opts.steps,
        "copy_bandwidth_GB_s": copy / 1e9,
        "active_weight_bytes": bytes.weights,
        "rows": rows,
    }))
}

/// Prefill speed (time to first token): for each context, the synthetic prompt of that
/// many tokens goes through the model from an empty state, in forward calls of at most
/// `MAX_IDS` tokens, until the greedy first token is on the host; the second of two runs is
/// timed (the first is the warm-up at the exact shape), and both must pick the same token.
pub fn prefill(gpu: &CudaBackend, contexts: &[usize]) -> Result<Value> {
    let cfg = gpu.config.clone();
    let mut rows = Vec::new();
    for &ctx in contexts {
        if ctx == 0 || ctx + 1 > cfg.max_position_embeddings {
            bail!(
                "prefill context {ctx} is outside 1..{}",
                cfg.max_position_embeddings
            );
        }
        let prompt = synthetic_prompt(ctx, cfg.vocab_size);
        let run = || -> Result<(f64, u32)> {
            let mut seq = Sequence::new(gpu, ctx + 1);
            gpu.synchronize()?;
            let start = std::time::Instant::now();
            let token = first_token(gpu, &prompt, &mut seq)?;
            Ok((start.elapsed().as_secs_f64(), token))
        };
        let (_, warm) = run()?;
        let (seconds, token) = run()?;
        if token != warm {
            bail!(
                "context {ctx}: the first token differs between prefill runs ({warm} vs {token})"
            );
        }
        rows.push(json!({
            "context": ctx,
            "prefill_ms": seconds * 1e3,
            "prefill_tok_s": ctx as f64 / seconds,
            "first_token": token,
        }));
    }
    Ok(json!({ "layers": cfg.num_hidden_layers, "rows": rows }))
}

fn synthetic_prompt(len: usize, vocab: usize) -> Vec<u32> {
    (0..len).map(|i| synthetic_token(i, vocab)).collect()
}

/// Runs `prompt` through the model in forward calls of at most `MAX_IDS` tokens and returns
/// the greedy first token, read on the host.
fn first_token(gpu: &CudaBackend, prompt: &[u32], seq: &mut Sequence<DeviceState>) -> Result<u32> {
    let mut last = None;
    for chunk in prompt.chunks(MAX_IDS) {
        last = Some(forward_hidden(gpu, &gpu.config, chunk, seq));
    }
    gpu.greedy_last(&last.expect("a non-empty prompt"))
}

/// The Markdown table for a `prefill` result.
pub fn prefill_table(v: &Value) -> String {
    let mut s = String::from(
        "| context | prefill (time to first token) ms | prefill tok/s | first token |\n|---:|---:|---:|---:|\n",
    );
    for r in v["rows"].as_array().into_iter().flatten() {
        s += &format!(
            "| {} | {:.1} | {:.0} | {} |\n",
            r["context"],
            r["prefill_ms"].as_f64().unwrap_or(0.0),
            r["prefill_tok_s"].as_f64().unwrap_or(0.0),
            r["first_token"]
        );
    }
    s
}

/// The Markdown table for a `run` result.
pub fn table(v: &Value) -> String {
    let mut s = format!(
        "copy bandwidth {:.0} GB/s; {} layers; {} timed decode steps per context (CUDA graph; eager launches for comparison)\n\n| context | decode tok/s | ms/token | GB/s | % of copy BW | limit tok/s | eager tok/s | digest |\n|---:|---:|---:|---:|---:|---:|---:|---|\n",
        v["copy_bandwidth_GB_s"].as_f64().unwrap_or(0.0),
        v["layers"],
        v["steps"]
    );
    for r in v["rows"].as_array().into_iter().flatten() {
        s += &format!(
            "| {} | {:.1} | {:.3} | {:.0} | {:.1}% | {:.0} | {:.1} | {} |\n",
            r["context"],
            r["decode_tok_s"].as_f64().unwrap_or(0.0),
            r["ms_per_token"].as_f64().unwrap_or(0.0),
            r["achieved_GB_s"].as_f64().unwrap_or(0.0),
            r["pct_of_copy_bandwidth"].as_f64().unwrap_or(0.0),
            r["limit_tok_s"].as_f64().unwrap_or(0.0),
            r["eager_decode_tok_s"].as_f64().unwrap_or(0.0),
            r["digest"].as_str().unwrap_or("")
        );
    }
    s
}

/// Kernels that pick the next token: the step cannot run without them (a missing token key
/// would be read as an id outside the vocabulary), so `--marginal` keeps them.
const TOKEN_KERNELS: [&str; 2] = ["mv_norm_argmax", "sample_gumbel"];

/// Each decode kernel's marginal cost inside the captured step (`lily bench --marginal`):
/// the step is captured once whole and once per kernel with that kernel's launches left
/// out, and the difference in replayed step time is what the kernel costs the step,
/// overlap with its neighbours included (what a per-launch timing cannot show). The steps
/// without a kernel compute garbage; only their time is used.
pub fn marginal(gpu: &CudaBackend, context: usize, steps: usize) -> Result<Value> {
    let cfg = gpu.config.clone();
    let first = synthetic_token(context, cfg.vocab_size);
    let step_us = |left_out: Option<&str>| -> Result<f64> {
        gpu.leave_out(left_out);
        let timed = (|| {
            let mut seq = synthetic_sequence(gpu, context, steps)?;
            let g = gpu.capture_step(&mut seq, first, Selection::Greedy)?;
            let (ms, _) = timed_replays(gpu, &g, &mut seq, steps)?;
            Ok(ms * 1e3 / steps as f64)
        })();
        gpu.leave_out(None);
        timed
    };
    let mut seq = synthetic_sequence(gpu, context, steps)?;
    let eager = gpu.kernel_times(|| {
        let h = forward_hidden(gpu, &cfg, &[first], &mut seq);
        gpu.greedy_last(&h).map(drop)
    })?;
    let whole = step_us(None)?;
    let mut rows = Vec::new();
    for KernelTime {
        name,
        launches,
        ms: eager_ms,
        ..
    } in kernel_totals(&eager)
    {
        if TOKEN_KERNELS.contains(&name) {
            continue;
        }
        let without = step_us(Some(name))?;
        let saved = whole - without;
        rows.push(json!({
            "kernel": name,
            "launches": launches,
            "eager_us": eager_ms * 1e3,
            "step_us_without": without,
            "marginal_us": saved,
            "marginal_us_per_launch": saved / launches as f64,
            "pct_of_step": 100.0 * saved / whole,
        }));
    }
    rows.sort_by(|a, b| {
        b["marginal_us"]
            .as_f64()
            .unwrap_or(0.0)
            .total_cmp(&a["marginal_us"].as_f64().unwrap_or(0.0))
    });
    Ok(json!({"context": context, "steps": steps, "step_us": whole, "kernels": rows}))
}

pub fn marginal_table(v: &Value) -> String {
    let mut s = format!(
        "decode step at context {}: {:.1} us (CUDA graph, {} steps); each kernel's cost inside the step\n\n| kernel | launches | eager us (sum) | step us without | marginal us | us per launch | % of step |\n|---|---:|---:|---:|---:|---:|---:|\n",
        v["context"],
        v["step_us"].as_f64().unwrap_or(0.0),
        v["steps"]
    );
    for r in v["kernels"].as_array().into_iter().flatten() {
        s += &format!(
            "| {} | {} | {:.1} | {:.1} | {:.1} | {:.2} | {:.1}% |\n",
            r["kernel"].as_str().unwrap_or(""),
            r["launches"],
            r["eager_us"].as_f64().unwrap_or(0.0),
            r["step_us_without"].as_f64().unwrap_or(0.0),
            r["marginal_us"].as_f64().unwrap_or(0.0),
            r["marginal_us_per_launch"].as_f64().unwrap_or(0.0),
            r["pct_of_step"].as_f64().unwrap_or(0.0)
        );
    }
    s
}

/// Per-kernel achieved bandwidth table (`lily bench --kernels`): decode kernels at `context`,
/// the prompt path's compute rates at a 4096-token chunk, and every kernel of one prefill of
/// `prefill_tokens` tokens (long ones show attention's share of a long prompt).
pub fn kernels(gpu: &CudaBackend, context: usize, prefill_tokens: usize) -> Result<Value> {
    let copy = copy_bandwidth(gpu)?;
    let rows: Vec<Value> = gpu
        .kernel_bandwidth(context)?
        .into_iter()
        .map(|(name, bytes, ms)| {
            let gbps = bytes / (ms / 1e3) / 1e9;
            json!({"kernel": name, "bytes": bytes, "us": ms * 1e3, "GB_s": gbps, "pct_of_copy_bandwidth": 100.0 * gbps * 1e9 / copy})
        })
        .collect();
    let prompt: Vec<Value> = gpu
        .prompt_rates(PROMPT_RATE_TOKENS)?
        .into_iter()
        .map(|(name, flops, ms)| {
            let tflops = flops / (ms / 1e3) / 1e12;
            json!({"kernel": name, "flops": flops, "us": ms * 1e3, "TFLOP_s": tflops, "pct_of_peak": 100.0 * tflops / PEAK_BF16_TFLOPS})
        })
        .collect();
    let (prefill, prefill_shapes, decode) = kernel_breakdown(gpu, prefill_tokens)?;
    Ok(json!({
        "copy_bandwidth_GB_s": copy / 1e9,
        "context": context,
        "kernels": rows,
        "prompt_tokens": PROMPT_RATE_TOKENS,
        "prompt": prompt,
        "prefill_tokens": prefill_tokens,
        "prefill_kernels": prefill,
        "prefill_launch_shapes": prefill_shapes,
        "decode_kernels": decode,
    }))
}

/// Every kernel of one prefill of `t` synthetic tokens (by kernel, then by kernel and grid),
/// then of the eager decode step after it, each launch timed on its own
/// (`CudaBackend::kernel_times`), after a warm-up prefill. Rows: kernel, launches, total ms.
fn kernel_breakdown(gpu: &CudaBackend, t: usize) -> Result<(Value, Value, Value)> {
    let prompt = synthetic_prompt(t, gpu.config.vocab_size);
    first_token(gpu, &prompt, &mut Sequence::new(gpu, t + 1))?;
    let mut seq = Sequence::new(gpu, t + 1);
    let mut token = 0;
    let prefill_rows = gpu.kernel_times(|| {
        token = first_token(gpu, &prompt, &mut seq)?;
        Ok(())
    })?;
    let decode_rows = gpu.kernel_times(|| {
        let h = forward_hidden(gpu, &gpu.config, &[token], &mut seq);
        gpu.greedy_last(&h).map(drop)
    })?;
    let rows = |r: &[KernelTime], by_grid: bool| -> Value {
        r.iter()
            .map(|k| {
                let (x, y, z) = k.grid;
                let name = if by_grid {
                    format!("{} {x}x{y}x{z}", k.name)
                } else {
                    k.name.to_string()
                };
                json!({"kernel": name, "launches": k.launches, "ms": k.ms})
            })
            .collect()
    };
    Ok((
        rows(&kernel_totals(&prefill_rows), false),
        rows(&prefill_rows, true),
        rows(&kernel_totals(&decode_rows), false),
    ))
}

/// Prompt chunk at which `--kernels` reports the prompt path's compute rates, and its
/// default prefill length.
pub const PROMPT_RATE_TOKENS: usize = 4096;
/// Dense 16-bit (bf16 or f16) tensor-core rate measured on the H200 (TFLOP/s), the compute
/// limit reports use.
pub const PEAK_BF16_TFLOPS: f64 = 780.0;

pub fn kernels_table(v: &Value) -> String {
    let mut s = format!(
        "copy bandwidth {:.0} GB/s\n\n| kernel | MB moved | us | GB/s | % of copy BW |\n|---|---:|---:|---:|---:|\n",
        v["copy_bandwidth_GB_s"].as_f64().unwrap_or(0.0)
    );
    for r in v["kernels"].as_array().into_iter().flatten() {
        s += &format!(
            "| {} | {:.1} | {:.1} | {:.0} | {:.1}% |\n",
            r["kernel"].as_str().unwrap_or(""),
            r["bytes"].as_f64().unwrap_or(0.0) / 1e6,
            r["us"].as_f64().unwrap_or(0.0),
            r["GB_s"].as_f64().unwrap_or(0.0),
            r["pct_of_copy_bandwidth"].as_f64().unwrap_or(0.0)
        );
    }
    s += &format!(
        "\n| prompt path at {} tokens | GFLOP | us | TFLOP/s | % of {PEAK_BF16_TFLOPS:.0} |\n|---|---:|---:|---:|---:|\n",
        v["prompt_tokens"].as_u64().unwrap_or(0)
    );
    for r in v["prompt"].as_array().into_iter().flatten() {
        s += &format!(
            "| {} | {:.1} | {:.1} | {:.1} | {:.1}% |\n",
            r["kernel"].as_str().unwrap_or(""),
            r["flops"].as_f64().unwrap_or(0.0) / 1e9,
            r["us"].as_f64().unwrap_or(0.0),
            r["TFLOP_s"].as_f64().unwrap_or(0.0),
            r["pct_of_peak"].as_f64().unwrap_or(0.0)
        );
    }
    let tokens = v["prefill_tokens"].as_u64().unwrap_or(0);
    for (key, what) in [
        ("prefill_kernels", format!("a {tokens}-token prefill")),
        (
            "prefill_launch_shapes",
            format!("a {tokens}-token prefill, by grid"),
        ),
        (
            "decode_kernels",
            "the eager decode step after it".to_string(),
        ),
    ] {
        let rows = v[key].as_array().cloned().unwrap_or_default();
        let total: f64 = rows.iter().filter_map(|r| r["ms"].as_f64()).sum();
        s += &format!(
            "\n| kernel of {what} (each launch timed alone) | launches | ms | share |\n|---|---:|---:|---:|\n"
        );
        for r in &rows {
            let ms = r["ms"].as_f64().unwrap_or(0.0);
            s += &format!(
                "| {} | {} | {:.3} | {:.1}% |\n",
                r["kernel"].as_str().unwrap_or(""),
                r["launches"].as_u64().unwrap_or(0),
                ms,
                100.0 * ms / total.max(1e-9)
            );
        }
        s += &format!("| total | | {total:.3} | |\n");
    }
    s
}

/// transformers' decode speed at `contexts` and prefill speed at `prefill`
/// (tools/bench_transformers.py, run from the repository root with this machine's python3).
pub fn transformers(contexts: &[usize], prefill: &[usize], steps: usize) -> Result<Value> {
    let script = std::path::Path::new("tools/bench_transformers.py");
    if !script.exists() {
        bail!(
            "{}: not found; run `lily bench --transformers` from the repository root",
            script.display()
        );
    }
    let out = std::env::temp_dir().join(format!("lily-transformers-{}.json", std::process::id()));
    let list = |v: &[usize]| {
        v.iter()
            .map(|c| c.to_string())
            .collect::<Vec<_>>()
            .join(",")
    };
    let status = std::process::Command::new("python3")
        .arg(script)
        .args([
            "--contexts",
            &list(contexts),
            "--prefill",
            &list(prefill),
            "--steps",
            &steps.to_string(),
            "--json",
        ])
        .arg(&out)
        .status()
        .map_err(|e| anyhow::anyhow!("cannot run python3 for the transformers baseline: {e}"))?;
    if !status.success() {
        bail!("{} failed ({status})", script.display());
    }
    let text = std::fs::read_to_string(&out)?;
    let _ = std::fs::remove_file(&out);
    Ok(serde_json::from_str(&text)?)
}

/// Lily against transformers at the contexts both measured: decode, then prefill.
pub fn comparison_table(lily: &Value, transformers: &Value) -> String {
    let mut s = String::new();
    let sections = [
        (
            "decode",
            &lily["rows"],
            &transformers["rows"],
            "decode_tok_s",
        ),
        (
            "prefill",
            &lily["prefill"]["rows"],
            &transformers["prefill"],
            "prefill_tok_s",
        ),
    ];
    for (what, ours, theirs, key) in sections {
        let Some(theirs) = theirs.as_array().filter(|t| !t.is_empty()) else {
            continue;
        };
        s += &format!(
            "| context | Lily {what} tok/s | transformers {what} tok/s | speed-up |\n|---:|---:|---:|---:|\n"
        );
        for t in theirs {
            let ctx = &t["context"];
            let theirs = t[key].as_f64().unwrap_or(0.0);
            let ours = ours
                .as_array()
                .into_iter()
                .flatten()
                .find(|r| &r["context"] == ctx)
                .and_then(|r| r[key].as_f64());
            match ours {
                Some(o) => s += &format!("| {ctx} | {o:.1} | {theirs:.1} | {:.1}x |\n", o / theirs),
                None => s += &format!("| {ctx} | - | {theirs:.1} | - |\n"),
            }
        }
        s += "\n";
    }
    s
}
