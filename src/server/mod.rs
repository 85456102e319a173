//! `lily serve`: an OpenAI-compatible HTTP server. The engine lives on one OS thread and
//! serves requests first-in first-out from an admission-limited queue; each request gets
//! its text back over a channel, and a dropped channel (client gone) cancels generation.

pub mod api;
pub mod cloud;
pub mod tools;

use std::collections::BTreeMap;
use std::convert::Infallible;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use anyhow::{Context, Result};
use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{DefaultBodyLimit, Request, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::middleware::{self, Next};
use axum::response::sse::{Event, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde_json::{json, Value};
use tokio::sync::mpsc;

use crate::chat_template::{parse_tool_call_arguments, RenderOptions};
use crate::engine::{Device, Engine, EnginePrefixCache, ModelSource};
use crate::generate::prefix_cache::{self, CacheStats};
use crate::generate::sampler::TokenLogprob;
use crate::generate::{FinishReason, GenerationOutput, GenerationRequest};
use crate::tokenizer::Tokenizer;
use api::{ApiError, ChatRequest, ReasoningSplitter};
use tools::{ToolCallParser, ToolEvent};

#[derive(clap::Args, Debug, Clone)]
pub struct ServeArgs {
    /// Checkpoint directory; without it the built-in demo model (tiny, random weights).
    #[arg(long)]
    pub model: Option<PathBuf>,
    #[arg(long, value_enum, default_value = "auto")]
    pub device: Device,
    #[arg(long, default_value = "127.0.0.1")]
    pub host: String,
    /// 0 picks a free port; the address is printed as the first line of stdout.
    #[arg(long, default_value_t = 8000)]
    pub port: u16,
    /// Require `Authorization: Bearer KEY` on /v1 and /metrics.
    #[arg(long)]
    pub api_key: Option<String>,
    /// Requests that may wait behind the one generating; more are answered 503.
    #[arg(long, default_value_t = 64)]
    pub max_queue: usize,
    /// Largest request body; bigger ones are answered 413.
    #[arg(long, default_value_t = 4 << 20)]
    pub max_body_bytes: usize,
    /// local: all on this engine; hybrid: the Privacy Gate decides per request; cloud: all
    /// to --cloud-url as is.
    #[arg(long, value_enum, default_value = "local")]
    pub route: cloud::RouteMode,
    /// OpenAI-compatible base URL, http:// or https://, e.g. https://api.example.com/v1.
    #[arg(long, required_if_eq_any([("route", "hybrid"), ("route", "cloud")]))]
    pub cloud_url: Option<String>,
    /// Model name sent to the cloud (default: the client's).
    #[arg(long)]
    pub cloud_model: Option<String>,
    /// Environment variable holding the cloud's API key.
    #[arg(long)]
    pub cloud_api_key_env: Option<String>,
    /// Longest wait, in seconds, for the cloud's answer to start and, once it streams, for
    /// each next piece. A cloud that has not started answering is retried, then the request
    /// runs locally.
    #[arg(long, default_value_t = 60.0, value_parser = parse_seconds)]
    pub cloud_timeout_secs: f64,
    /// Further attempts after a connection error, a timeout, 429 or 5xx.
    #[arg(long, default_value_t = 2)]
    pub cloud_retries: u32,
    /// Wait before the first retry, in milliseconds; doubled for each next one.
    #[arg(long, default_value_t = 250)]
    pub cloud_backoff_ms: u64,
    /// PEM file of extra CA certificates to trust for an https:// cloud (e.g. a private
    /// proxy); the system's are always trusted.
    #[arg(long)]
    pub cloud_ca_file: Option<PathBuf>,
    /// Memory for prefix-cache snapshots, in MiB; 0 turns prefix reuse off.
    #[arg(long, default_value_t = prefix_cache::DEFAULT_BUDGET_MB)]
    pub prefix_cache_mb: usize,
    /// Tokens between the snapshots taken while a long prompt is processed (a multiple of
    /// 64; 0: only at turn boundaries and the ends of prompt and answer).
    #[arg(long, default_value_t = prefix_cache::DEFAULT_INTERVAL, value_parser = parse_interval)]
    pub prefix_cache_interval: usize,
}

fn parse_seconds(s: &str) -> Result<f64, String> {
    match s.parse::<f64>() {
        Ok(v) if v > 0.0 && v.is_finite() => Ok(v),
        _ => Err("must be a positive number of seconds".into()),
    }
}

fn parse_interval(s: &str) -> Result<usize, String> {
    let n: usize = s.parse().map_err(|e| format!("{e}"))?;
    // The CPU backend's DeltaNet runs in chunks of this size; snapshots on chunk
    // boundaries resume bit-exactly.
    let chunk = crate::backend::cpu::gdn::CHUNK;
    if n % chunk != 0 {
        return Err(format!("must be a multiple of {chunk}"));
    }
    Ok(n)
}

/// What the engine thread sends back for one request.
enum EngineEvent {
    Started,
    Rejected(ApiError),
    /// Released text and the OpenAI log-prob entries of the tokens that start in it.
    Text(String, Vec<Value>),
    Done(GenerationOutput),
    Failed(String),
}

struct Job {
    req: ChatRequest,
    events: mpsc::UnboundedSender<EngineEvent>,
}

#[derive(Default)]
struct Metrics {
    by_status: Mutex<BTreeMap<u16, u64>>,
    prompt_tokens: AtomicU64,
    completion_tokens: AtomicU64,
    /// f64 bits of the last request's decode speed.
    decode_tps_bits: AtomicU64,
    /// Admitted and not finished (waiting + generating).
    in_flight: AtomicUsize,
    running: AtomicUsize,
    /// Gate decisions by route, and cloud calls that fell back to the local engine.
    routes: Mutex<BTreeMap<&'static str, u64>>,
    cloud_fallbacks: AtomicU64,
    /// Copied from the engine thread after each request.
    prefix_cache: Mutex<Option<CacheStats>>,
}

struct AppState {
    jobs: std::sync::mpsc::Sender<Job>,
    model_id: String,
    api_key: Option<String>,
    max_queue: usize,
    metrics: Metrics,
    next_id: AtomicU64,
    created: u64,
    route_mode: cloud::RouteMode,
    cloud: Option<cloud::CloudClient>,
    gate: lily_gate::Gate,
}

type Shared = Arc<AppState>;

fn now_secs() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

pub fn run(args: ServeArgs) -> Result<()> {
    let cloud_client = match &args.cloud_url {
        Some(url) => {
            let api_key = match &args.cloud_api_key_env {
                Some(var) => Some(
                    std::env::var(var)
                        .with_context(|| format!("--cloud-api-key-env: ${var} is not set"))?,
                ),
                None => None,
            };
            Some(cloud::CloudClient::new(cloud::CloudOptions {
                url: url.clone(),
                model: args.cloud_model.clone(),
                api_key,
                timeout: Duration::from_secs_f64(args.cloud_timeout_secs),
                retries: args.cloud_retries,
                backoff: Duration::from_millis(args.cloud_backoff_ms),
                ca_file: args.cloud_ca_file.clone(),
            })?)
        }
        None => None,
    };
    let (job_tx, job_rx) = std::sync::mpsc::channel::<Job>();
    let (ready_tx, ready_rx) = std::sync::mpsc::channel::<Result<String>>();
    let model_dir = args.model.clone();
    let device = args.device;
    let cache_budget = args.prefix_cache_mb << 20;
    let cache_interval = args.prefix_cache_interval;
    // The engine is loaded on its own thread and never leaves it.
    let state_slot: Arc<std::sync::OnceLock<Shared>> = Arc::new(std::sync::OnceLock::new());
    let slot = state_slot.clone();
    std::thread::Builder::new()
        .name("lily-engine".into())
        .spawn(move || {
            let engine = match Engine::load(model_dir.as_deref(), device) {
                Ok(e) => e,
                Err(e) => {
                    let _ = ready_tx.send(Err(e));
                    return;
                }
            };
            if engine.source == ModelSource::Builtin {
                eprintln!("lily: no --model given: serving the built-in demo model (random weights; output is noise)");
            }
            let id = match &engine.source {
                ModelSource::Builtin => "lily-builtin".to_string(),
                ModelSource::Checkpoint(p) => p
                    .file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_else(|| p.display().to_string()),
            };
            let _ = ready_tx.send(Ok(id));
            let mut cache =
                (cache_budget > 0).then(|| engine.prefix_cache(cache_budget, cache_interval));
            let mut trimmed = Instant::now();
            while let Ok(job) = job_rx.recv() {
                let state = slot.get().cloned();
                if let Some(s) = &state {
                    s.metrics.running.store(1, Ordering::SeqCst);
                }
                let evicted = cache.as_ref().map(|c| c.stats().evictions);
                serve_job(&engine, cache.as_mut(), job, state.as_deref());
                let stats = cache.as_ref().map(|c| c.stats());
                // At most once a second: trimming walks the heap.
                if stats.map(|c| c.evictions) != evicted && trimmed.elapsed() >= TRIM_EVERY {
                    release_freed_memory();
                    trimmed = Instant::now();
                }
                if let Some(s) = &state {
                    *s.metrics.prefix_cache.lock().unwrap() = stats;
                    s.metrics.running.store(0, Ordering::SeqCst);
                    s.metrics.in_flight.fetch_sub(1, Ordering::SeqCst);
                }
            }
        })
        .context("cannot start the engine thread")?;
    let model_id = ready_rx
        .recv()
        .context("the engine thread ended while loading")??;
    let state = Arc::new(AppState {
        jobs: job_tx,
        model_id,
        api_key: args.api_key.clone(),
        max_queue: args.max_queue,
        metrics: Metrics {
            // Present from the start, so scrapers see zeros rather than no series.
            prefix_cache: Mutex::new((cache_budget > 0).then(CacheStats::default)),
            ..Metrics::default()
        },
        next_id: AtomicU64::new(1),
        created: now_secs(),
        route_mode: args.route,
        cloud: cloud_client,
        gate: lily_gate::Gate::default(),
    });
    let _ = state_slot.set(state.clone());

    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .context("cannot start the async runtime")?;
    rt.block_on(async move {
        let addr = format!("{}:{}", args.host, args.port);
        let listener = tokio::net::TcpListener::bind(&addr)
            .await
            .with_context(|| format!("cannot listen on {addr}"))?;
        let local: SocketAddr = listener.local_addr()?;
        {
            use std::io::Write;
            let mut out = std::io::stdout().lock();
            writeln!(out, "listening on http://{local}")?;
            out.flush()?;
        }
        let app = router(state, args.max_body_bytes);
        axum::serve(listener, app)
            .with_graceful_shutdown(async {
                let _ = tokio::signal::ctrl_c().await;
            })
            .await
            .context("server failed")
    })
}

const TRIM_EVERY: Duration = Duration::from_secs(1);

/// Hands the memory of evicted snapshots back to the OS. Snapshots come and go in many
/// sizes and glibc keeps freed space in its heaps, so without this a long-running server's
/// resident size creeps up although the cache stays within its budget.
fn release_freed_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim only returns free pages to the OS; it is thread-safe.
    unsafe {
        libc::malloc_trim(0);
    }
}

fn router(state: Shared, max_body: usize) -> Router {
    Router::new()
        .route("/health", get(health))
        .route("/v1/models", get(models))
        .route("/metrics", get(metrics))
        .route("/v1/chat/completions", post(chat))
        .layer(DefaultBodyLimit::max(max_body))
        .layer(middleware::from_fn_with_state(state.clone(), guard))
        .with_state(state)
}

/// Bearer auth (all but /health) and counting responses by status.
async fn guard(State(s): State<Shared>, req: Request, next: Next) -> Response {
    let resp = match &s.api_key {
        Some(key) if req.uri().path() != "/health" => {
            let ok = req
                .headers()
                .get(header::AUTHORIZATION)
                .and_then(|v| v.to_str().ok())
                .and_then(|v| v.strip_prefix("Bearer "))
                .is_some_and(|k| k == key);
            if ok {
                next.run(req).await
            } else {
                let mut e = ApiError::invalid(None, "invalid or missing API key")
                    .with_status(401)
                    .with_code("invalid_api_key");
                e.kind = "authentication_error";
                error_response(&e)
            }
        }
        _ => next.run(req).await,
    };
    *s.metrics
        .by_status
        .lock()
        .unwrap()
        .entry(resp.status().as_u16())
        .or_default() += 1;
    resp
}

fn error_response(e: &ApiError) -> Response {
    let status = StatusCode::from_u16(e.status).unwrap_or(StatusCode::BAD_REQUEST);
    (status, Json(e.body())).into_response()
}

async fn health() -> Json<Value> {
    Json(json!({"status": "ok"}))
}

async fn models(State(s): State<Shared>) -> Json<Value> {
    Json(json!({"object": "list", "data": [{
        "id": s.model_id, "object": "model", "created": s.created, "owned_by": "lily"
    }]}))
}

async fn metrics(State(s): State<Shared>) -> Response {
    let m = &s.metrics;
    let mut out = String::new();
    out.push_str("# TYPE lily_requests_total counter\n");
    for (status, n) in m.by_status.lock().unwrap().iter() {
        out.push_str(&format!("lily_requests_total{{status=\"{status}\"}} {n}\n"));
    }
    let in_flight = m.in_flight.load(Ordering::SeqCst);
    let queued = in_flight.saturating_sub(m.running.load(Ordering::SeqCst));
    let tps = f64::from_bits(m.decode_tps_bits.load(Ordering::Relaxed));
    out.push_str(&format!(
        "# TYPE lily_prompt_tokens_total counter\nlily_prompt_tokens_total {}\n\
         # TYPE lily_completion_tokens_total counter\nlily_completion_tokens_total {}\n\
         # TYPE lily_queue_depth gauge\nlily_queue_depth {queued}\n\
         # TYPE lily_requests_in_flight gauge\nlily_requests_in_flight {in_flight}\n\
         # TYPE lily_decode_tokens_per_second gauge\nlily_decode_tokens_per_second {tps}\n\
         # TYPE lily_cloud_fallbacks_total counter\nlily_cloud_fallbacks_total {}\n\
         # TYPE lily_cloud_retries_total counter\nlily_cloud_retries_total {}\n\
         # TYPE lily_gate_decisions_total counter\n",
        m.prompt_tokens.load(Ordering::Relaxed),
        m.completion_tokens.load(Ordering::Relaxed),
        m.cloud_fallbacks.load(Ordering::Relaxed),
        s.cloud.as_ref().map_or(0, |c| c.retries_total()),
    ));
    for (route, n) in m.routes.lock().unwrap().iter() {
        out.push_str(&format!(
            "lily_gate_decisions_total{{route=\"{route}\"}} {n}\n"
        ));
    }
    if let Some(c) = *m.prefix_cache.lock().unwrap() {
        out.push_str(&format!(
            "# TYPE lily_prefix_cache_lookups_total counter\nlily_prefix_cache_lookups_total {}\n\
             # TYPE lily_prefix_cache_hits_total counter\nlily_prefix_cache_hits_total {}\n\
             # TYPE lily_prefix_cache_cached_tokens_total counter\nlily_prefix_cache_cached_tokens_total {}\n\
             # TYPE lily_prefix_cache_snapshots_total counter\nlily_prefix_cache_snapshots_total {}\n\
             # TYPE lily_prefix_cache_evictions_total counter\nlily_prefix_cache_evictions_total {}\n\
             # TYPE lily_prefix_cache_entries gauge\nlily_prefix_cache_entries {}\n\
             # TYPE lily_prefix_cache_bytes gauge\nlily_prefix_cache_bytes {}\n",
            c.lookups, c.hits, c.cached_tokens, c.snapshots, c.evictions, c.entries, c.bytes,
        ));
    }
    ([(header::CONTENT_TYPE, "text/plain; version=0.0.4")], out).into_response()
}

/// Runs on the engine thread.
fn serve_job(
    engine: &Engine,
    cache: Option<&mut EnginePrefixCache>,
    job: Job,
    state: Option<&AppState>,
) {
    let Job { req, events } = job;
    if events.is_closed() {
        return;
    }
    let gen = match build_request(engine, &req) {
        Ok(g) => g,
        Err(e) => {
            let _ = events.send(EngineEvent::Rejected(e));
            return;
        }
    };
    if events.send(EngineEvent::Started).is_err() {
        return;
    }
    let mut on_text = |t: &str, lp: &[TokenLogprob]| {
        let entries = lp
            .iter()
            .map(|l| logprob_json(&engine.tokenizer, l))
            .collect();
        events
            .send(EngineEvent::Text(t.to_string(), entries))
            .is_ok()
    };
    match engine.generate(&gen, cache, &mut on_text) {
        Ok(out) => {
            if let Some(s) = state {
                let m = &s.metrics;
                m.prompt_tokens
                    .fetch_add(out.prompt_tokens as u64, Ordering::Relaxed);
                m.completion_tokens
                    .fetch_add(out.tokens.len() as u64, Ordering::Relaxed);
                let tps = out.tokens.len().saturating_sub(1) as f64 / out.decode_seconds.max(1e-9);
                m.decode_tps_bits.store(tps.to_bits(), Ordering::Relaxed);
            }
            let _ = events.send(EngineEvent::Done(out));
        }
        Err(e) => {
            let _ = events.send(EngineEvent::Failed(e.to_string()));
        }
    }
}

/// One `logprobs.content` entry in OpenAI's shape.
fn logprob_json(tok: &Tokenizer, l: &TokenLogprob) -> Value {
    let entry = |id: u32, lp: f32| {
        json!({"token": tok.decode(&[id]), "logprob": lp,
               "bytes": tok.token_bytes(id).unwrap_or_default()})
    };
    let mut e = entry(l.token, l.logprob);
    e["top_logprobs"] = l.top.iter().map(|&(id, lp)| entry(id, lp)).collect();
    e
}

fn build_request(engine: &Engine, r: &ChatRequest) -> Result<GenerationRequest, ApiError> {
    let mut opts = RenderOptions::new()
        .with_generation_prompt(true)
        .with_thinking(r.enable_thinking);
    if let Some(tools) = r.active_tools() {
        opts = opts.with_tools(tools.to_vec());
    }
    // The template writes one <parameter=...> per key, so JSON-string arguments become objects.
    let mut messages = r.messages.clone();
    parse_tool_call_arguments(&mut messages);
    let prompt = engine
        .chat_prompt(&messages, &opts)
        .map_err(|e| ApiError::invalid(Some("messages"), format!("{e:#}")))?;
    let limit = engine.config.max_position_embeddings;
    if prompt.len() >= limit {
        return Err(ApiError::invalid(
            Some("messages"),
            format!(
                "the prompt has {} tokens, which leaves no room in the context of {limit} tokens",
                prompt.len()
            ),
        )
        .with_code("context_length_exceeded"));
    }
    let room = limit - prompt.len();
    let max_new_tokens = match r.max_tokens {
        Some(n) if n > room => {
            return Err(ApiError::invalid(
                Some("max_tokens"),
                format!(
                    "the prompt ({} tokens) plus max_tokens ({n}) exceeds the context of {limit} tokens",
                    prompt.len()
                ),
            )
            .with_code("context_length_exceeded"))
        }
        Some(n) => n,
        None => room,
    };
    let mut s = engine.defaults.sampling.clone();
    if let Some(v) = r.temperature {
        s.temperature = v;
    }
    if let Some(v) = r.top_p {
        s.top_p = v;
    }
    if let Some(v) = r.top_k {
        s.top_k = v;
    }
    if let Some(v) = r.min_p {
        s.min_p = v;
    }
    if let Some(v) = r.presence_penalty {
        s.presence_penalty = v;
    }
    if let Some(v) = r.frequency_penalty {
        s.frequency_penalty = v;
    }
    if let Some(v) = r.repetition_penalty {
        s.repetition_penalty = v;
    }
    s.seed = r.seed.unwrap_or(0);
    s.validate().map_err(|e| ApiError::invalid(None, e))?;
    Ok(GenerationRequest {
        max_new_tokens,
        sampling: s,
        stop_token_ids: engine.defaults.stop_token_ids.clone(),
        stop_strings: r.stop.clone(),
        context_limit: limit,
        snapshot_points: engine.turn_snapshot_points(&prompt),
        logprobs: r.logprobs,
        prompt,
    })
}

fn finish_name(f: &FinishReason, called_tools: bool) -> &'static str {
    match f {
        FinishReason::Length => "length",
        _ if called_tools => "tool_calls",
        _ => "stop",
    }
}

/// Turns streamed answer text into chunk deltas: reasoning, content and tool calls.
struct DeltaStream {
    split: ReasoningSplitter,
    /// Present when the request has tools.
    calls: Option<ToolCallParser>,
    call_ids: String,
    called: bool,
}

impl DeltaStream {
    fn new(thinking: bool, tools: bool, call_ids: String) -> Self {
        DeltaStream {
            split: ReasoningSplitter::new(thinking),
            calls: tools.then(ToolCallParser::default),
            call_ids,
            called: false,
        }
    }

    fn push(&mut self, text: &str) -> Vec<Value> {
        let (r, c) = self.split.push(text);
        self.deltas(r, c, false)
    }

    fn finish(&mut self) -> Vec<Value> {
        let (r, c) = self.split.finish();
        self.deltas(r, c, true)
    }

    fn deltas(&mut self, reasoning: String, content: String, last: bool) -> Vec<Value> {
        let mut out = Vec::new();
        if !reasoning.is_empty() {
            out.push(json!({ "reasoning_content": reasoning }));
        }
        let events = match &mut self.calls {
            None => vec![ToolEvent::Text(content)],
            Some(p) => {
                let mut e = p.push(&content);
                if last {
                    e.extend(p.finish());
                }
                e
            }
        };
        for e in events {
            match &e {
                ToolEvent::Text(t) if t.is_empty() => {}
                ToolEvent::Text(t) => out.push(json!({ "content": t })),
                _ => {
                    self.called = true;
                    out.extend(tools::call_delta(&e, &self.call_ids));
                }
            }
        }
        out
    }
}

fn usage(out: &GenerationOutput) -> Value {
    let (prompt, completion) = (out.prompt_tokens, out.tokens.len());
    json!({
        "prompt_tokens": prompt,
        "completion_tokens": completion,
        "total_tokens": prompt + completion,
        "prompt_tokens_details": {"cached_tokens": out.cached_tokens},
    })
}

async fn chat(State(s): State<Shared>, body: Result<Bytes, BytesRejection>) -> Response {
    let body = match body {
        Ok(b) => b,
        Err(rej) => {
            let status = rej.status().as_u16();
            return error_response(&ApiError::invalid(None, rej.body_text()).with_status(status));
        }
    };
    let req = match api::parse(&body) {
        Ok(r) => r,
        Err(e) => return error_response(&e),
    };
    if s.route_mode == cloud::RouteMode::Local || s.cloud.is_none() {
        return local_chat(s, req).await;
    }
    let gate = s.gate.clone();
    let mode = s.route_mode;
    let messages = req.messages.clone();
    // The gate is CPU work; keep it off the async workers.
    let decision =
        match tokio::task::spawn_blocking(move || cloud::decide(&gate, mode, &messages)).await {
            Ok(d) => d,
            Err(_) => {
                return error_response(&ApiError::invalid(None, "the gate failed").with_status(500))
            }
        };
    let route = decision.route.name();
    *s.metrics.routes.lock().unwrap().entry(route).or_default() += 1;
    let mut reason = decision.reason.clone();
    let mut resp = if decision.route == lily_gate::Route::Local {
        local_chat(s.clone(), req).await
    } else {
        match cloud_chat(&s, &req, decision).await {
            Ok(r) => r,
            Err(e) => {
                s.metrics.cloud_fallbacks.fetch_add(1, Ordering::Relaxed);
                reason = format!("cloud failed ({e:#}); ran locally");
                let r = local_chat(s.clone(), req).await;
                let mut r = r;
                r.headers_mut()
                    .insert("x-lily-route", HeaderValue::from_static("local"));
                set_reason(&mut r, &reason);
                return r;
            }
        }
    };
    resp.headers_mut()
        .insert("x-lily-route", HeaderValue::from_static(route));
    set_reason(&mut resp, &reason);
    resp
}

fn set_reason(resp: &mut Response, reason: &str) {
    // Header values must be visible ASCII; reasons name rules, never the matched text.
    let clean: String = reason
        .chars()
        .map(|c| {
            if c.is_ascii_graphic() || c == ' ' {
                c
            } else {
                '?'
            }
        })
        .take(300)
        .collect();
    if let Ok(v) = HeaderValue::from_str(&clean) {
        resp.headers_mut().insert("x-lily-route-reason", v);
    }
}

/// Forwards to the cloud; an error before any answer byte lets the caller run locally.
async fn cloud_chat(s: &Shared, req: &ChatRequest, d: cloud::Decision) -> Result<Response> {
    let client = s.cloud.as_ref().context("no cloud configured")?;
    let mut body = serde_json::Map::new();
    body.insert(
        "model".into(),
        client
            .model
            .clone()
            .unwrap_or_else(|| s.model_id.clone())
            .into(),
    );
    body.insert("messages".into(), Value::Array(d.messages));
    if let Some(n) = req.max_tokens {
        body.insert("max_tokens".into(), n.into());
    }
    let opt = |v: Option<f32>| v.map(|x| json!(x));
    for (k, v) in [
        ("temperature", opt(req.temperature)),
        ("top_p", opt(req.top_p)),
        ("presence_penalty", opt(req.presence_penalty)),
        ("frequency_penalty", opt(req.frequency_penalty)),
        ("seed", req.seed.map(|x| json!(x))),
    ] {
        if let Some(v) = v {
            body.insert(k.into(), v);
        }
    }
    if !req.stop.is_empty() {
        body.insert("stop".into(), json!(req.stop));
    }
    if let Some(t) = req.enable_thinking {
        body.insert("chat_template_kwargs".into(), json!({"enable_thinking": t}));
    }
    if !req.tools.is_empty() {
        body.insert("tools".into(), req.tools.clone().into());
    }
    if let Some(c) = &req.tool_choice {
        body.insert("tool_choice".into(), c.clone().into());
    }
    if let Some(top) = req.logprobs {
        body.insert("logprobs".into(), true.into());
        body.insert("top_logprobs".into(), top.into());
    }
    body.insert("stream".into(), req.stream.into());
    if req.stream {
        body.insert("stream_options".into(), json!({"include_usage": true}));
    }
    let map = d.map;
    let (first, mut events) = match client.chat(&Value::Object(body), req.stream).await? {
        cloud::CloudAnswer::Whole(mut v) => {
            cloud::reidentify_message(&mut v["choices"][0]["message"], &map);
            return Ok(Json(v).into_response());
        }
        cloud::CloudAnswer::Stream { first, events } => (first, events),
    };
    let include_usage = req.include_usage;
    let (sse_tx, sse_rx) = mpsc::channel::<Result<Event, Infallible>>(64);
    tokio::spawn(async move {
        let mut answer = cloud::StreamedAnswer::new(map);
        let mut next = Some(first);
        let mut last: Option<Value> = None;
        while let Some(data) = next.take() {
            if data == "[DONE]" {
                break;
            }
            let Ok(mut v) = serde_json::from_str::<Value>(&data) else {
                break;
            };
            if v.get("usage").is_some_and(|u| !u.is_null()) && !include_usage {
                v.as_object_mut().unwrap().remove("usage");
                if v["choices"].as_array().is_some_and(|c| c.is_empty()) {
                    next = events.next().await.ok().flatten();
                    continue;
                }
            }
            if let Some(choices) = v["choices"].as_array_mut() {
                for c in choices {
                    let finishing = c["finish_reason"].is_string();
                    answer.delta(&mut c["delta"], finishing);
                }
            }
            if sse_tx
                .send(Ok(Event::default().data(v.to_string())))
                .await
                .is_err()
            {
                return;
            }
            last = Some(v);
            next = events.next().await.ok().flatten();
        }
        // A stream cut off before its finish chunk still releases held-back text.
        if let (Some(mut v), Some(d)) = (last, answer.rest()) {
            v["choices"] = json!([{"index": 0, "finish_reason": null, "delta": d}]);
            let _ = sse_tx.send(Ok(Event::default().data(v.to_string()))).await;
        }
        let _ = sse_tx.send(Ok(Event::default().data("[DONE]"))).await;
    });
    Ok(Sse::new(tokio_stream::wrappers::ReceiverStream::new(sse_rx)).into_response())
}

async fn local_chat(s: Shared, req: ChatRequest) -> Response {
    // Admission: one generating plus at most `max_queue` waiting.
    let admitted = s
        .metrics
        .in_flight
        .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| {
            (n <= s.max_queue).then_some(n + 1)
        })
        .is_ok();
    if !admitted {
        let mut resp = error_response(
            &ApiError::invalid(None, "the server is busy; retry shortly")
                .with_status(503)
                .with_code("queue_full"),
        );
        resp.headers_mut()
            .insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
        return resp;
    }
    let (tx, mut rx) = mpsc::unbounded_channel();
    let thinking = req.enable_thinking == Some(true);
    let has_tools = req.active_tools().is_some();
    let logprobs = req.logprobs.is_some();
    let stream = req.stream;
    let include_usage = req.include_usage;
    if s.jobs.send(Job { req, events: tx }).is_err() {
        s.metrics.in_flight.fetch_sub(1, Ordering::SeqCst);
        return error_response(&ApiError::invalid(None, "the engine has stopped").with_status(500));
    }
    match rx.recv().await {
        Some(EngineEvent::Started) => {}
        Some(EngineEvent::Rejected(e)) => return error_response(&e),
        _ => return error_response(&ApiError::invalid(None, "the engine failed").with_status(500)),
    }
    let n = s.next_id.fetch_add(1, Ordering::Relaxed);
    let id = format!("chatcmpl-{n}");
    let call_ids = format!("call_{n}");
    let created = now_secs();
    let model = s.model_id.clone();
    if !stream {
        let mut entries = Vec::new();
        let out = loop {
            match rx.recv().await {
                Some(EngineEvent::Done(out)) => break out,
                Some(EngineEvent::Text(_, lp)) => entries.extend(lp),
                Some(EngineEvent::Failed(e)) => {
                    return error_response(&ApiError::invalid(None, e).with_status(500))
                }
                _ => {
                    return error_response(
                        &ApiError::invalid(None, "the engine failed").with_status(500),
                    )
                }
            }
        };
        let (reasoning, content) = api::split_answer(&out.text, thinking);
        let (content, calls) = if has_tools {
            let mut p = ToolCallParser::default();
            let mut events = p.push(&content);
            events.extend(p.finish());
            tools::collect(events, &call_ids)
        } else {
            (content, Vec::new())
        };
        let mut message = json!({"role": "assistant", "content": content});
        if let Some(r) = reasoning {
            message["reasoning_content"] = r.into();
        }
        let called = !calls.is_empty();
        if called {
            if content.is_empty() {
                message["content"] = Value::Null;
            }
            message["tool_calls"] = calls.into();
        }
        return Json(json!({
            "id": id,
            "object": "chat.completion",
            "created": created,
            "model": model,
            "choices": [{
                "index": 0,
                "message": message,
                "finish_reason": finish_name(&out.finish_reason, called),
                "logprobs": logprobs.then(|| json!({"content": entries, "refusal": null})),
            }],
            "usage": usage(&out),
        }))
        .into_response();
    }
    let (sse_tx, sse_rx) = mpsc::channel::<Result<Event, Infallible>>(64);
    tokio::spawn(async move {
        let chunk = |delta: Value, finish: Option<&str>, entries: Vec<Value>| {
            let lp = (!entries.is_empty()).then(|| json!({ "content": entries }));
            let c = json!({
                "id": id, "object": "chat.completion.chunk", "created": created, "model": model,
                "choices": [{"index": 0, "delta": delta, "finish_reason": finish, "logprobs": lp}],
            });
            Ok(Event::default().data(c.to_string()))
        };
        if sse_tx
            .send(chunk(
                json!({"role": "assistant", "content": ""}),
                None,
                vec![],
            ))
            .await
            .is_err()
        {
            return;
        }
        let mut deltas = DeltaStream::new(thinking, has_tools, call_ids);
        let mut entries: Vec<Value> = Vec::new();
        // Dropping `rx` on return is what cancels generation when the client leaves.
        while let Some(ev) = rx.recv().await {
            match ev {
                EngineEvent::Text(t, lp) => {
                    // Log-prob entries ride on the next chunk that goes out.
                    entries.extend(lp);
                    for d in deltas.push(&t) {
                        let e = chunk(d, None, std::mem::take(&mut entries));
                        if sse_tx.send(e).await.is_err() {
                            return;
                        }
                    }
                }
                EngineEvent::Done(out) => {
                    for d in deltas.finish() {
                        let _ = sse_tx
                            .send(chunk(d, None, std::mem::take(&mut entries)))
                            .await;
                    }
                    let finish = finish_name(&out.finish_reason, deltas.called);
                    let _ = sse_tx
                        .send(chunk(json!({}), Some(finish), std::mem::take(&mut entries)))
                        .await;
                    if include_usage {
                        let u = json!({
                            "id": id, "object": "chat.completion.chunk", "created": created,
                            "model": model, "choices": [],
                            "usage": usage(&out),
                        });
                        let _ = sse_tx.send(Ok(Event::default().data(u.to_string()))).await;
                    }
                    break;
                }
                EngineEvent::Failed(e) => {
                    let err = ApiError::invalid(None, e).with_status(500);
                    let _ = sse_tx
                        .send(Ok(Event::default().data(err.body().to_string())))
                        .await;
                    break;
                }
                _ => break,
            }
        }
        let _ = sse_tx.send(Ok(Event::default().data("[DONE]"))).await;
    });
    Sse::new(tokio_stream::wrappers::ReceiverStream::new(sse_rx)).into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn streamed_tool_calls_leave_no_markup_in_content() {
        let answer = "<think>\nhmm\n</think>\n\nChecking.\n<tool_call>\n<function=lookup>\n\
                      <parameter=q>\nrain\n</parameter>\n</function>\n</tool_call>";
        let mut d = DeltaStream::new(true, true, "call_7".into());
        let mut deltas = Vec::new();
        for piece in answer.as_bytes().chunks(5) {
            deltas.extend(d.push(std::str::from_utf8(piece).unwrap()));
        }
        deltas.extend(d.finish());
        assert!(d.called);
        let field = |k: &str| -> String {
            deltas
                .iter()
                .filter_map(|v| v[k].as_str())
                .collect::<String>()
        };
        assert_eq!(field("content"), "Checking.");
        assert!(field("reasoning_content").contains("hmm"));
        let calls: Vec<&Value> = deltas.iter().filter_map(|v| v.get("tool_calls")).collect();
        assert_eq!(calls[0][0]["id"], "call_7_0");
        assert_eq!(calls[0][0]["function"]["name"], "lookup");
        let args: String = calls
            .iter()
            .filter_map(|c| c[0]["function"]["arguments"].as_str())
            .collect();
        assert_eq!(args, r#"{"q":"rain"}"#);
        // Without tools the same text is plain content.
        let mut d = DeltaStream::new(false, false, "call_8".into());
        let plain: Vec<Value> = d
            .push("<tool_call>x")
            .into_iter()
            .chain(d.finish())
            .collect();
        assert_eq!(plain, vec![json!({"content": "<tool_call>x"})]);
        assert!(!d.called);
        assert_eq!(finish_name(&FinishReason::StopToken(1), true), "tool_calls");
        assert_eq!(finish_name(&FinishReason::Length, true), "length");
    }
}
