//! The `lily` command line.

use std::io::{BufRead, IsTerminal, Read, Write};
use std::path::{Path, PathBuf};

use anyhow::{bail, Context, Result};
use clap::{Args, Parser, Subcommand};
use serde_json::{json, Value};

use lily::backend::cpu::CpuBackend;
use lily::chat_template::RenderOptions;
use lily::checkpoint::Checkpoint;
use lily::engine::{Device, Engine, ModelSource};
use lily::generate::sampler::{argmax, logsumexp, SamplingParams, TokenLogprob};
use lily::generate::{split_reasoning, validate_tokens, GenerationRequest};
use lily::model::stats::{decode_bytes, param_counts};
use lily::model::weights::ModelWeights;
use lily::model::{forward, Sequence};

mod gate_cli;

#[derive(Parser)]
#[command(
    name = "lily",
    version,
    about = "A fast, exact inference engine for Qwen3.6-35B-A3B"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Generate an answer to one prompt, streamed to stdout.
    Run(RunArgs),
    /// Interactive multi-turn chat on stdin/stdout.
    Chat(ChatArgs),
    /// Print the token ids of a text (or the text of ids with --decode).
    Tokenize(TokenizeArgs),
    /// Summarise a checkpoint: config, parameter counts, bytes per decoded token.
    Info(InfoArgs),
    /// Teacher-forced scoring of a token sequence; prints JSON.
    Score(ScoreArgs),
    /// Privacy Gate: find sensitive data and decide local / redact / allow.
    Gate(gate_cli::GateArgs),
    /// Decode speed on the GPU against the bandwidth limit (Markdown table + JSON).
    Bench(BenchArgs),
    /// GPU kernels: compile them ahead of time into the on-disk cache.
    #[command(subcommand)]
    Kernels(KernelsCommand),
    /// OpenAI-compatible HTTP server (/v1/chat/completions, /v1/models, /health, /metrics).
    Serve(lily::server::ServeArgs),
}

#[derive(Args)]
struct BenchArgs {
    /// Full-size random weights generated on the GPU (no checkpoint needed).
    #[arg(long, conflicts_with = "model")]
    synthetic: bool,
    /// Checkpoint directory to benchmark instead.
    #[arg(long)]
    model: Option<PathBuf>,
    /// Decoder layers of the synthetic model.
    #[arg(long, default_value_t = 40)]
    layers: usize,
    /// Context lengths to decode at.
    #[arg(
        long,
        value_delimiter = ',',
        default_value = "256,1024,4096,16384,32768,65536,131072"
    )]
    contexts: Vec<usize>,
    /// Timed decode steps per context.
    #[arg(long, default_value_t = 64)]
    steps: usize,
    /// Also write the JSON report here.
    #[arg(long)]
    json: Option<PathBuf>,
    /// After Lily's run, measure transformers' decode at these contexts, and its prefill at
    /// the `--prefill` contexts, on same-shape random weights (runs
    /// tools/bench_transformers.py with this machine's python3 and transformers, from the
    /// repository root), for the comparison in the report.
    #[arg(long, value_delimiter = ',')]
    transformers: Vec<usize>,
    /// Instead: the achieved bandwidth of each decode kernel (at the first context given),
    /// and every kernel of one prefill of the first `--prefill` length (default 4096) timed
    /// one by one.
    #[arg(long)]
    kernels: bool,
    /// Instead: each decode kernel's marginal cost inside the captured step at the first
    /// context given (the step captured without that kernel's launches, timed over
    /// `--steps` replays).
    #[arg(long, conflicts_with = "kernels")]
    marginal: bool,
    /// Also measure prefill (time to first token from an empty state) at these contexts.
    #[arg(long, value_delimiter = ',')]
    prefill: Vec<usize>,
    /// After each context's timed steps, replay one more step inside a profiler range
    /// (cuProfilerStart/Stop), for `ncu --profile-from-start off --graph-profiling node`.
    #[arg(long)]
    profile_step: bool,
}

#[derive(Subcommand)]
enum KernelsCommand {
    /// Compile every kernel for a model's dimensions (no GPU needed with --arch).
    Build(KernelsBuildArgs),
}

#[derive(Args)]
struct KernelsBuildArgs {
    /// Checkpoint whose config.json sets the dimensions (default: the full 35B-A3B config).
    #[arg(long)]
    model: Option<PathBuf>,
    /// Target architecture, e.g. sm_90a (default: the GPU found).
    #[arg(long)]
    arch: Option<String>,
    /// Print each freshly compiled kernel's registers, spills and shared memory (ptxas).
    #[arg(long)]
    resources: bool,
}

#[derive(Args)]
struct ModelArg {
    /// Checkpoint directory (config.json, *.safetensors, tokenizer.json). Without it the
    /// built-in demo model runs: tiny, with random weights.
    #[arg(long)]
    model: Option<PathBuf>,
    /// Where to run: the GPU if there is a Hopper GPU (auto), or force cpu / cuda.
    #[arg(long, value_enum, default_value = "auto")]
    device: Device,
}

#[derive(Args)]
struct GenArgs {
    /// Most tokens to generate.
    #[arg(long, default_value_t = 256)]
    max_tokens: usize,
    /// 0 for greedy decoding. Default: the checkpoint's generation_config.json.
    #[arg(long)]
    temperature: Option<f32>,
    #[arg(long)]
    top_p: Option<f32>,
    #[arg(long)]
    top_k: Option<usize>,
    #[arg(long)]
    min_p: Option<f32>,
    #[arg(long)]
    repetition_penalty: Option<f32>,
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Stop when this string is generated (repeatable).
    #[arg(long)]
    stop: Vec<String>,
    /// Let the model think first (the template's default when neither flag is given).
    #[arg(long, conflicts_with = "no_think")]
    think: bool,
    /// Ask for an answer without a thinking phase.
    #[arg(long)]
    no_think: bool,
    /// System message.
    #[arg(long)]
    system: Option<String>,
    /// Context limit in tokens (default: the model's max_position_embeddings).
    #[arg(long)]
    context: Option<usize>,
}

#[derive(Args)]
struct RunArgs {
    #[command(flatten)]
    model: ModelArg,
    /// The prompt; read from stdin when absent.
    #[arg(long)]
    prompt: Option<String>,
    /// Feed the prompt to the model as is, without the chat template.
    #[arg(long)]
    raw: bool,
    #[command(flatten)]
    gen: GenArgs,
}

#[derive(Args)]
struct ChatArgs {
    #[command(flatten)]
    model: ModelArg,
    #[command(flatten)]
    gen: GenArgs,
}

#[derive(Args)]
struct TokenizeArgs {
    #[command(flatten)]
    model: ModelArg,
    /// Text to tokenize (or ids, with --decode); read from stdin when absent.
    text: Option<String>,
    /// Map special-token text such as <|im_start|> to its id.
    #[arg(long)]
    special: bool,
    /// Decode whitespace- or comma-separated ids instead.
    #[arg(long)]
    decode: bool,
}

#[derive(Args)]
struct InfoArgs {
    #[command(flatten)]
    model: ModelArg,
    #[arg(long)]
    json: bool,
}

#[derive(Args)]
struct ScoreArgs {
    /// Checkpoint directory.
    #[arg(long)]
    model: PathBuf,
    /// Token ids: a JSON array, or whitespace-separated integers.
    #[arg(long)]
    tokens: PathBuf,
    /// Tokens per forward call (bounds memory for long sequences).
    #[arg(long, default_value_t = 256)]
    chunk: usize,
    /// Where to run: cpu (the exact reference, default) or cuda.
    #[arg(long, value_enum, default_value = "cpu")]
    device: Device,
    /// Also write every scored position's logits here: little-endian f32, one row of
    /// vocab_size per position (for distribution comparisons such as tools/fidelity.py).
    #[arg(long)]
    logits_out: Option<PathBuf>,
}

fn main() {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Run(a) => cmd_run(a),
        Command::Chat(a) => cmd_chat(a),
        Command::Tokenize(a) => cmd_tokenize(a),
        Command::Info(a) => cmd_info(a),
        Command::Score(a) => cmd_score(a),
        Command::Kernels(KernelsCommand::Build(a)) => cmd_kernels_build(a),
        Command::Bench(a) => cmd_bench(a),
        Command::Gate(a) => gate_cli::run(a),
        Command::Serve(a) => lily::server::run(a),
    };
    if let Err(e) = result {
        eprintln!("lily: error: {e:#}");
        std::process::exit(1);
    }
}

fn load_engine(model: &ModelArg) -> Result<Engine> {
    let engine = Engine::load(model.model.as_deref(), model.device)?;
    if engine.source == ModelSource::Builtin {
        eprintln!(
            "lily: no --model given: running the built-in demo model (Qwen3.6 architecture at toy size, \
             deterministic random weights). Its output is noise; pass --model DIR for a real checkpoint."
        );
    }
    Ok(engine)
}

fn read_stdin_text(what: &str) -> Result<String> {
    let mut bytes = Vec::new();
    std::io::stdin()
        .read_to_end(&mut bytes)
        .context("cannot read stdin")?;
    String::from_utf8(bytes).map_err(|e| {
        anyhow::anyhow!(
            "{what} on stdin is not valid UTF-8 (first bad byte at offset {})",
            e.utf8_error().valid_up_to()
        )
    })
}

fn sampling(engine: &Engine, g: &GenArgs) -> SamplingParams {
    let mut s = engine.defaults.sampling.clone();
    if let Some(t) = g.temperature {
        s.temperature = t;
    }
    if let Some(p) = g.top_p {
        s.top_p = p;
    }
    if let Some(k) = g.top_k {
        s.top_k = k;
    }
    if let Some(m) = g.min_p {
        s.min_p = m;
    }
    if let Some(r) = g.repetition_penalty {
        s.repetition_penalty = r;
    }
    s.seed = g.seed;
    s
}

fn render_options(g: &GenArgs) -> RenderOptions {
    let thinking = match (g.think, g.no_think) {
        (true, _) => Some(true),
        (_, true) => Some(false),
        _ => None,
    };
    RenderOptions::new()
        .with_generation_prompt(true)
        .with_thinking(thinking)
}

fn request(engine: &Engine, g: &GenArgs, prompt: Vec<u32>) -> Result<GenerationRequest> {
    let limit = engine.config.max_position_embeddings;
    let context_limit = match g.context {
        Some(c) if c > limit => bail!("--context {c} exceeds the model's limit of {limit} tokens"),
        Some(c) => c,
        None => limit,
    };
    Ok(GenerationRequest {
        prompt,
        max_new_tokens: g.max_tokens,
        sampling: sampling(engine, g),
        stop_token_ids: engine.defaults.stop_token_ids.clone(),
        stop_strings: g.stop.clone(),
        context_limit,
        snapshot_points: Vec::new(),
        logprobs: None,
    })
}

fn stream_to_stdout(text: &str, _logprobs: &[TokenLogprob]) -> bool {
    let mut out = std::io::stdout().lock();
    // A closed pipe (e.g. `| head`) ends generation instead of failing.
    out.write_all(text.as_bytes()).is_ok() && out.flush().is_ok()
}

fn cmd_run(a: RunArgs) -> Result<()> {
    let engine = load_engine(&a.model)?;
    let prompt = match a.prompt {
        Some(p) => p,
        None => read_stdin_text("the prompt")?,
    };
    let ids = if a.raw {
        engine.tokenizer.encode(&prompt, false)
    } else {
        let mut messages = Vec::new();
        if let Some(s) = &a.gen.system {
            messages.push(json!({"role": "system", "content": s}));
        }
        messages.push(json!({"role": "user", "content": prompt}));
        engine.chat_prompt(&messages, &render_options(&a.gen))?
    };
    let req = request(&engine, &a.gen, ids)?;
    let out = engine.generate(&req, None, &mut stream_to_stdout)?;
    println!();
    let generated = out.tokens.len();
    eprintln!(
        "[{} prompt tokens, {} generated; prefill {:.1} tok/s, decode {:.1} tok/s; finish: {:?}]",
        out.prompt_tokens,
        generated,
        out.prompt_tokens as f64 / out.prefill_seconds.max(1e-9),
        generated.saturating_sub(1) as f64 / out.decode_seconds.max(1e-9),
        out.finish_reason
    );
    Ok(())
}

fn cmd_chat(a: ChatArgs) -> Result<()> {
    let engine = load_engine(&a.model)?;
    let mut messages: Vec<Value> = Vec::new();
    if let Some(s) = &a.gen.system {
        messages.push(json!({"role": "system", "content": s}));
    }
    let interactive = std::io::stdin().is_terminal();
    if interactive {
        eprintln!(
            "lily chat: type a message; /reset clears the conversation, /exit or Ctrl-D quits."
        );
    }
    let stdin = std::io::stdin();
    let mut lines = stdin.lock();
    loop {
        if interactive {
            eprint!("> ");
        }
        let mut buf = Vec::new();
        if lines.read_until(b'\n', &mut buf)? == 0 {
            break;
        }
        let Ok(line) = String::from_utf8(buf) else {
            eprintln!("lily: that line is not valid UTF-8; please type it again");
            continue;
        };
        let line = line.trim_end_matches(['\n', '\r']);
        match line.trim() {
            "" => continue,
            "/exit" | "/quit" => break,
            "/reset" => {
                messages.retain(|m| m["role"] == "system");
                eprintln!("(conversation cleared)");
                continue;
            }
            _ => {}
        }
        messages.push(json!({"role": "user", "content": line}));
        let ids = engine.chat_prompt(&messages, &render_options(&a.gen))?;
        let req = request(&engine, &a.gen, ids)?;
        match engine.generate(&req, None, &mut stream_to_stdout) {
            Ok(out) => {
                println!();
                let (reasoning, content) = split_reasoning(&out.text);
                let mut turn = json!({"role": "assistant", "content": content});
                if let Some(r) = reasoning {
                    turn["reasoning_content"] = r.into();
                }
                messages.push(turn);
            }
            Err(e) => {
                // The conversation survives a failed turn (e.g. the context is full).
                eprintln!("lily: {e}; use /reset to start over");
                messages.pop();
            }
        }
    }
    Ok(())
}

fn parse_ids(text: &str, origin: &str) -> Result<Vec<u32>> {
    let trimmed = text.trim_start();
    if trimmed.starts_with('[') {
        let v: Vec<Value> = serde_json::from_str(trimmed)
            .with_context(|| format!("{origin}: not a valid JSON array"))?;
        return v
            .iter()
            .enumerate()
            .map(|(i, x)| {
                x.as_u64()
                    .and_then(|n| u32::try_from(n).ok())
                    .ok_or_else(|| {
                        anyhow::anyhow!("{origin}: element {i} (`{x}`) is not a token id")
                    })
            })
            .collect();
    }
    let mut ids = Vec::new();
    for (line_no, line) in text.lines().enumerate() {
        for word in line
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|w| !w.is_empty())
        {
            let id = word.parse::<u32>().map_err(|_| {
                anyhow::anyhow!(
                    "{origin}: line {}: `{word}` is not a token id (a non-negative integer)",
                    line_no + 1
                )
            })?;
            ids.push(id);
        }
    }
    Ok(ids)
}

fn cmd_tokenize(a: TokenizeArgs) -> Result<()> {
    let engine = load_engine(&a.model)?;
    let text = match a.text {
        Some(t) => t,
        None => read_stdin_text("the text")?,
    };
    if a.decode {
        let ids = parse_ids(&text, "input")?;
        println!("{}", engine.tokenizer.decode(&ids));
    } else {
        let ids = engine.tokenizer.encode(&text, a.special);
        println!("{}", serde_json::to_string(&ids)?);
    }
    Ok(())
}

fn cmd_info(a: InfoArgs) -> Result<()> {
    let (source, config, skipped, stored) = match &a.model.model {
        Some(dir) => {
            let ckpt = Checkpoint::open(dir)?;
            // Binding every tensor checks names, shapes and dtypes.
            ModelWeights::load(&ckpt, &ckpt.config)?;
            let stored = ckpt.stored_bytes();
            (
                dir.display().to_string(),
                ckpt.config.clone(),
                ckpt.skipped.clone(),
                stored,
            )
        }
        None => {
            let e = load_engine(&a.model)?;
            (
                e.source.to_string(),
                e.config.clone(),
                e.skipped.clone(),
                Default::default(),
            )
        }
    };
    let p = param_counts(&config);
    let b = decode_bytes(&config, 2);
    let c = &config;
    let info = json!({
        "model": source,
        "layers": c.num_hidden_layers,
        "deltanet_layers": c.num_gdn_layers(),
        "attention_layers": c.num_hidden_layers - c.num_gdn_layers(),
        "hidden_size": c.hidden_size,
        "vocab_size": c.vocab_size,
        "attention": {"heads": c.num_attention_heads, "kv_heads": c.num_key_value_heads, "head_dim": c.head_dim,
                      "rotary_dim": c.rotary_dim, "rope_theta": c.rope_theta},
        "deltanet": {"key_heads": c.linear_num_key_heads, "value_heads": c.linear_num_value_heads,
                     "key_head_dim": c.linear_key_head_dim, "value_head_dim": c.linear_value_head_dim,
                     "conv_kernel": c.linear_conv_kernel_dim},
        "moe": {"experts": c.num_experts, "experts_per_token": c.num_experts_per_tok,
                "expert_intermediate": c.moe_intermediate_size, "shared_intermediate": c.shared_expert_intermediate_size},
        "max_position_embeddings": c.max_position_embeddings,
        "parameters": {"total": p.total, "active_per_token": p.active},
        "bytes_per_decoded_token_bf16": {"weights": b.weights, "kv_cache_per_context_token": b.kv_per_context_token,
                                         "recurrent_state_read_write": b.recurrent_state},
        "stored_bytes_by_dtype": stored,
        "skipped_tensors": {"vision": skipped.vision_tensors, "mtp": skipped.mtp_tensors, "unknown": skipped.unknown},
    });
    if a.json {
        println!("{}", serde_json::to_string_pretty(&info)?);
        return Ok(());
    }
    let g = |n: u64| format!("{:.3} B", n as f64 / 1e9);
    println!("model            {source}");
    println!(
        "layers           {} ({} Gated DeltaNet + {} gated attention), hidden {}, vocab {}",
        c.num_hidden_layers,
        c.num_gdn_layers(),
        c.num_hidden_layers - c.num_gdn_layers(),
        c.hidden_size,
        c.vocab_size
    );
    println!(
        "attention        {} q heads / {} kv heads x {}, RoPE on {} dims, theta {}",
        c.num_attention_heads, c.num_key_value_heads, c.head_dim, c.rotary_dim, c.rope_theta
    );
    println!(
        "deltanet         {} key heads x {}, {} value heads x {}, conv {}",
        c.linear_num_key_heads,
        c.linear_key_head_dim,
        c.linear_num_value_heads,
        c.linear_value_head_dim,
        c.linear_conv_kernel_dim
    );
    println!(
        "moe              {} experts, top {}, intermediate {}, shared expert {}",
        c.num_experts,
        c.num_experts_per_tok,
        c.moe_intermediate_size,
        c.shared_expert_intermediate_size
    );
    println!("context          {} tokens", c.max_position_embeddings);
    println!(
        "parameters       {} total ({}), {} active per token ({})",
        g(p.total),
        p.total,
        g(p.active),
        p.active
    );
    println!(
        "bytes per token  {:.2} GB of bf16 weights + {} B of KV cache per context token + {:.1} MiB DeltaNet state",
        b.weights as f64 / 1e9,
        b.kv_per_context_token,
        b.recurrent_state as f64 / (1 << 20) as f64
    );
    if skipped.vision_tensors + skipped.mtp_tensors > 0 || !skipped.unknown.is_empty() {
        println!(
            "not loaded       {} vision tensors, {} MTP tensors, {} unknown",
            skipped.vision_tensors,
            skipped.mtp_tensors,
            skipped.unknown.len()
        );
    }
    Ok(())
}

fn cmd_score(a: ScoreArgs) -> Result<()> {
    let text =
        std::fs::read(&a.tokens).with_context(|| format!("{}: cannot read", a.tokens.display()))?;
    let text = String::from_utf8(text)
        .map_err(|_| anyhow::anyhow!("{}: not valid UTF-8 text", a.tokens.display()))?;
    let ids = parse_ids(&text, &a.tokens.display().to_string())?;
    let mut logits_out = match &a.logits_out {
        Some(path) => Some(std::io::BufWriter::new(
            std::fs::File::create(path)
                .with_context(|| format!("{}: cannot create", path.display()))?,
        )),
        None => None,
    };
    let result = score(
        &a.model,
        &ids,
        a.chunk.clamp(1, lily::backend::cuda::MAX_IDS),
        a.device,
        logits_out.as_mut().map(|w| w as &mut dyn std::io::Write),
    )
    .with_context(|| format!("scoring {}", a.tokens.display()))?;
    if let (Some(w), Some(path)) = (logits_out.as_mut(), &a.logits_out) {
        use std::io::Write;
        w.flush()
            .with_context(|| format!("{}: cannot write", path.display()))?;
    }
    println!("{}", serde_json::to_string(&result)?);
    Ok(())
}

fn score(
    model: &Path,
    ids: &[u32],
    chunk: usize,
    device: Device,
    logits_out: Option<&mut dyn std::io::Write>,
) -> Result<Value> {
    let ckpt = Checkpoint::open(model)?;
    let cfg = ckpt.config.clone();
    if ids.len() < 2 {
        bail!("need at least 2 tokens to score, found {}", ids.len());
    }
    if ids.len() > cfg.max_position_embeddings {
        bail!(
            "{} tokens exceed the context limit of {}",
            ids.len(),
            cfg.max_position_embeddings
        );
    }
    validate_tokens(ids, cfg.vocab_size)?;
    let weights = ModelWeights::load(&ckpt, &cfg)?;
    let positions = match device {
        Device::Cpu => score_positions(
            &CpuBackend::new(cfg.clone(), weights),
            &cfg,
            ids,
            chunk,
            logits_out,
        )?,
        Device::Cuda | Device::Auto => score_positions(
            &lily::backend::cuda::CudaBackend::new(cfg.clone(), &weights)?,
            &cfg,
            ids,
            chunk,
            logits_out,
        )?,
    };
    let nll = -positions
        .iter()
        .map(|p| p["logprob"].as_f64().unwrap_or(0.0))
        .sum::<f64>();
    let n = positions.len() as f64;
    Ok(json!({
        "model": model.display().to_string(),
        "device": format!("{device:?}").to_lowercase(),
        "tokens": ids.len(),
        "nll_mean": nll / n,
        "ppl": (nll / n).exp(),
        "positions": positions,
    }))
}

/// Teacher-forced log-probability of every next token, in chunks of `chunk` tokens; each
/// position's logits also go to `logits_out` when given.
fn score_positions<B: lily::backend::Backend>(
    backend: &B,
    cfg: &lily::config::ModelConfig,
    ids: &[u32],
    chunk: usize,
    mut logits_out: Option<&mut dyn std::io::Write>,
) -> Result<Vec<Value>> {
    let v = cfg.vocab_size;
    let mut seq = Sequence::new(backend, ids.len());
    let mut positions = Vec::with_capacity(ids.len() - 1);
    for start in (0..ids.len() - 1).step_by(chunk) {
        let end = (start + chunk).min(ids.len() - 1);
        let logits = forward(backend, cfg, &ids[start..end], &mut seq, end - start);
        if let Some(w) = logits_out.as_mut() {
            let bytes: Vec<u8> = logits.iter().flat_map(|x| x.to_le_bytes()).collect();
            w.write_all(&bytes).context("writing logits")?;
        }
        for (i, row) in logits.chunks_exact(v).enumerate() {
            let pos = start + i;
            let lse = logsumexp(row);
            let target = ids[pos + 1];
            let logprob = row[target as usize] as f64 - lse;
            let top1 = argmax(row);
            positions.push(json!({
                "position": pos + 1,
                "token": target,
                "logprob": logprob,
                "top1": top1,
                "top1_logprob": row[top1 as usize] as f64 - lse,
            }));
        }
    }
    Ok(positions)
}

fn cmd_kernels_build(a: KernelsBuildArgs) -> Result<()> {
    let config = match &a.model {
        Some(dir) => lily::config::ModelConfig::from_dir(dir)?,
        None => lily::model::builtin::full_size_config(40),
    };
    let arch = match a.arch {
        Some(arch) => arch,
        None => lily::backend::cuda::open_device(0)?.1,
    };
    let started = std::time::Instant::now();
    for lily::backend::cuda::jit::Module {
        name,
        cubin,
        cached,
        ptxas_log,
    } in lily::backend::cuda::jit::compile_all(&config, &arch)?
    {
        let how = if cached { "cached" } else { "compiled" };
        println!("{name:<10} {arch} {:>8} bytes  {how}", cubin.len());
        if a.resources {
            for line in ptxas_log.lines() {
                let line = line.trim_start_matches("ptxas info    : ");
                if line.starts_with("Compiling entry")
                    || line.starts_with("Used")
                    || line.contains("spill")
                {
                    println!("    {line}");
                }
            }
        }
    }
    println!(
        "kernels in {} ({:.1} s)",
        lily::backend::cuda::jit::cache_dir().display(),
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

fn cmd_bench(a: BenchArgs) -> Result<()> {
    use lily::backend::cuda::CudaBackend;
    let gpu = match (&a.model, a.synthetic) {
        (Some(dir), _) => {
            let ckpt = Checkpoint::open(dir)?;
            let weights = ModelWeights::load(&ckpt, &ckpt.config)?;
            CudaBackend::new(ckpt.config.clone(), &weights)?
        }
        (None, true) => {
            CudaBackend::synthetic(lily::model::builtin::full_size_config(a.layers), 1)?
        }
        (None, false) => {
            bail!("pass --synthetic (full-size random weights on the GPU) or --model DIR")
        }
    };
    let report = if a.marginal {
        let report =
            lily::bench::marginal(&gpu, a.contexts.first().copied().unwrap_or(256), a.steps)?;
        println!("{}", lily::bench::marginal_table(&report));
        report
    } else if a.kernels {
        let report = lily::bench::kernels(
            &gpu,
            a.contexts.first().copied().unwrap_or(4096),
            a.prefill
                .first()
                .copied()
                .unwrap_or(lily::bench::PROMPT_RATE_TOKENS),
        )?;
        println!("{}", lily::bench::kernels_table(&report));
        report
    } else {
        let opts = lily::bench::BenchOptions {
            contexts: a.contexts.clone(),
            steps: a.steps,
            profile_step: a.profile_step,
        };
        let mut report = lily::bench::run(&gpu, &opts)?;
        println!("{}", lily::bench::table(&report));
        if !a.prefill.is_empty() {
            let prefill = lily::bench::prefill(&gpu, &a.prefill)?;
            println!("{}", lily::bench::prefill_table(&prefill));
            report["prefill"] = prefill;
        }
        if !a.transformers.is_empty() {
            // transformers needs the GPU memory Lily's weights hold.
            drop(gpu);
            let baseline = lily::bench::transformers(&a.transformers, &a.prefill, a.steps.min(16))?;
            println!("{}", lily::bench::comparison_table(&report, &baseline));
            report["transformers"] = baseline;
        }
        report
    };
    let text = serde_json::to_string_pretty(&report)?;
    if let Some(path) = &a.json {
        std::fs::write(path, &text).with_context(|| format!("{}: cannot write", path.display()))?;
    } else {
        println!("{text}");
    }
    Ok(())
}
