//! The hybrid router: the Privacy Gate picks local / redact / allow per request, and
//! cloud-bound requests go to an OpenAI-compatible endpoint over HTTP or HTTPS (rustls),
//! with a response timeout and a bounded number of retries. Raw text is never logged.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

use anyhow::{anyhow, bail, Context, Result};
use http_body_util::{BodyExt, Full};
use hyper::body::{Bytes, Incoming};
use hyper::header::{AUTHORIZATION, CONTENT_TYPE};
use hyper::{Request, Uri};
use hyper_rustls::{HttpsConnector, HttpsConnectorBuilder};
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::client::legacy::Client;
use hyper_util::rt::TokioExecutor;
use lily_gate::{redact, Gate, PlaceholderMap, Route, StreamReidentifier};
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::CertificateDer;
use rustls::{ClientConfig, RootCertStore};
use serde_json::{json, Value};

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum RouteMode {
    /// Everything on the local engine.
    Local,
    /// The Privacy Gate decides per request.
    Hybrid,
    /// Everything to the cloud as is (no gate).
    Cloud,
}

pub struct Decision {
    pub route: Route,
    pub reason: String,
    /// Messages to send (redacted for `Redact`).
    pub messages: Vec<Value>,
    pub map: PlaceholderMap,
}

const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);

// Joins message texts so one redaction numbers placeholders consistently across messages.
const SEP: &str = "\n\n\u{2063}lily-message-boundary\u{2063}\n\n";

/// Where a piece of a message's text sits.
enum Slot {
    Content,
    /// A `text` content part.
    Part(usize),
    /// A tool call's `function.arguments` (JSON text).
    Arguments(usize),
}

/// Every text of the messages a person or a tool may have written, with its place.
fn texts(messages: &[Value]) -> Option<Vec<(usize, Slot, String)>> {
    let mut out = Vec::new();
    for (i, m) in messages.iter().enumerate() {
        match m.get("content") {
            None | Some(Value::Null) => {}
            Some(Value::String(s)) => out.push((i, Slot::Content, s.clone())),
            Some(Value::Array(parts)) => {
                for (j, p) in parts.iter().enumerate() {
                    let text = p.get("text").and_then(Value::as_str);
                    match (p.get("type").and_then(Value::as_str), text) {
                        (Some("text"), Some(t)) => out.push((i, Slot::Part(j), t.to_string())),
                        _ => return None,
                    }
                }
            }
            Some(_) => return None,
        }
        for (k, c) in m
            .get("tool_calls")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .enumerate()
        {
            match &c["function"]["arguments"] {
                Value::Null => {}
                Value::String(a) => out.push((i, Slot::Arguments(k), a.clone())),
                other => out.push((i, Slot::Arguments(k), other.to_string())),
            }
        }
    }
    Some(out)
}

/// Runs the gate over every text of the messages: contents, text parts and tool-call
/// arguments.
pub fn decide(gate: &Gate, mode: RouteMode, messages: &[Value]) -> Decision {
    let keep = |reason: &str| Decision {
        route: Route::Local,
        reason: reason.to_string(),
        messages: messages.to_vec(),
        map: PlaceholderMap::new(),
    };
    match mode {
        RouteMode::Local => return keep("route mode local"),
        RouteMode::Cloud => {
            return Decision {
                route: Route::Allow,
                reason: "route mode cloud".into(),
                messages: messages.to_vec(),
                map: PlaceholderMap::new(),
            }
        }
        RouteMode::Hybrid => {}
    }
    // Content the gate cannot read stays here (requests are checked to hold only text).
    let Some(slots) = texts(messages) else {
        return keep("non-text message content");
    };
    let joined = slots
        .iter()
        .map(|(_, _, t)| t.as_str())
        .collect::<Vec<_>>()
        .join(SEP);
    let verdict = gate.check(&joined);
    let reason = if verdict.reasons.is_empty() {
        "no findings".to_string()
    } else {
        verdict.reasons.join("; ")
    };
    match verdict.route {
        Route::Local => keep(&reason),
        Route::Allow => Decision {
            route: Route::Allow,
            reason,
            messages: messages.to_vec(),
            map: PlaceholderMap::new(),
        },
        Route::Redact => {
            let r = redact(&joined, &verdict.findings);
            let parts: Vec<&str> = r.text.split(SEP).collect();
            if parts.len() != slots.len() {
                return keep("redaction crossed a message boundary");
            }
            let mut redacted = messages.to_vec();
            for ((i, slot, before), t) in slots.iter().zip(parts) {
                let m = &mut redacted[*i];
                match slot {
                    Slot::Content => m["content"] = t.into(),
                    Slot::Part(j) => m["content"][*j]["text"] = t.into(),
                    Slot::Arguments(k) => {
                        let was_json = serde_json::from_str::<Value>(before).is_ok();
                        if was_json && serde_json::from_str::<Value>(t).is_err() {
                            return keep("redaction broke tool-call arguments");
                        }
                        m["tool_calls"][*k]["function"]["arguments"] = t.into();
                    }
                }
            }
            Decision {
                route: Route::Redact,
                reason,
                messages: redacted,
                map: r.map,
            }
        }
    }
}

/// The map for re-identifying JSON text (tool-call arguments): originals escaped as the
/// inside of a JSON string, where placeholders stand.
pub fn json_escaped(map: &PlaceholderMap) -> PlaceholderMap {
    map.iter()
        .map(|(ph, v)| {
            let quoted = Value::from(v.as_str()).to_string();
            (ph.clone(), quoted[1..quoted.len() - 1].to_string())
        })
        .collect()
}

/// Puts the originals back into a whole cloud answer's message.
pub fn reidentify_message(msg: &mut Value, map: &PlaceholderMap) {
    for k in ["content", "reasoning_content"] {
        if let Some(t) = msg.get(k).and_then(Value::as_str) {
            msg[k] = lily_gate::reidentify(t, map).into();
        }
    }
    let args_map = json_escaped(map);
    for c in msg
        .get_mut("tool_calls")
        .and_then(Value::as_array_mut)
        .into_iter()
        .flatten()
    {
        if let Some(a) = c.pointer_mut("/function/arguments") {
            if let Some(t) = a.as_str() {
                *a = lily_gate::reidentify(t, &args_map).into();
            }
        }
    }
}

/// Puts the originals back into a streamed cloud answer: content, reasoning and each tool
/// call's arguments, holding back what may be the start of a placeholder.
pub struct StreamedAnswer {
    content: StreamReidentifier,
    reasoning: StreamReidentifier,
    args: BTreeMap<u64, StreamReidentifier>,
    args_map: PlaceholderMap,
}

impl StreamedAnswer {
    pub fn new(map: PlaceholderMap) -> Self {
        StreamedAnswer {
            content: StreamReidentifier::new(map.clone()),
            reasoning: StreamReidentifier::new(map.clone()),
            args: BTreeMap::new(),
            args_map: json_escaped(&map),
        }
    }

    /// Rewrites one chunk's delta; `finishing` (the choice's last chunk) releases the rest.
    pub fn delta(&mut self, d: &mut Value, finishing: bool) {
        for (k, r) in [
            ("content", &mut self.content),
            ("reasoning_content", &mut self.reasoning),
        ] {
            let mut t = d.get(k).and_then(Value::as_str).map(|t| r.push(t));
            if finishing {
                t = Some(t.unwrap_or_default() + &r.finish());
            }
            if let Some(t) = t {
                if !t.is_empty() || d.get(k).is_some() {
                    d[k] = t.into();
                }
            }
        }
        let map = &self.args_map;
        for c in d
            .get_mut("tool_calls")
            .and_then(Value::as_array_mut)
            .into_iter()
            .flatten()
        {
            let index = c["index"].as_u64().unwrap_or(0);
            let r = self
                .args
                .entry(index)
                .or_insert_with(|| StreamReidentifier::new(map.clone()));
            if let Some(a) = c.pointer_mut("/function/arguments") {
                if let Some(t) = a.as_str() {
                    *a = r.push(t).into();
                }
            }
        }
        if finishing {
            let rest = self.args_rest();
            if !rest.is_empty() {
                match d.get_mut("tool_calls").and_then(Value::as_array_mut) {
                    Some(calls) => calls.extend(rest),
                    None => d["tool_calls"] = rest.into(),
                }
            }
        }
    }

    /// What is still held back when a stream ends without a finish chunk, as a delta.
    pub fn rest(&mut self) -> Option<Value> {
        let (c, r) = (self.content.finish(), self.reasoning.finish());
        let calls = self.args_rest();
        if c.is_empty() && r.is_empty() && calls.is_empty() {
            return None;
        }
        let mut d = json!({"content": c, "reasoning_content": r});
        if !calls.is_empty() {
            d["tool_calls"] = calls.into();
        }
        Some(d)
    }

    fn args_rest(&mut self) -> Vec<Value> {
        self.args
            .iter_mut()
            .filter_map(|(i, r)| {
                let t = r.finish();
                (!t.is_empty()).then(|| json!({"index": i, "function": {"arguments": t}}))
            })
            .collect()
    }
}

/// The `--cloud-*` settings.
pub struct CloudOptions {
    /// Base URL, e.g. `https://api.example.com/v1`.
    pub url: String,
    pub model: Option<String>,
    pub api_key: Option<String>,
    pub timeout: Duration,
    pub retries: u32,
    pub backoff: Duration,
    /// Extra PEM CA certificates to trust.
    pub ca_file: Option<PathBuf>,
}

/// An OpenAI-compatible chat endpoint over HTTP/1.1, plain or TLS.
pub struct CloudClient {
    endpoint: Uri,
    pub model: Option<String>,
    api_key: Option<String>,
    timeout: Duration,
    retries: u32,
    backoff: Duration,
    http: Client<HttpsConnector<HttpConnector>, Full<Bytes>>,
    retried: AtomicU64,
}

/// The start of a usable cloud answer.
pub enum CloudAnswer {
    Whole(Value),
    /// The first SSE `data:` payload and the rest of the stream.
    Stream {
        first: String,
        events: EventStream,
    },
}

/// Why an attempt failed, and whether another may succeed.
struct Failure {
    error: anyhow::Error,
    retry: bool,
}

fn transient(error: impl Into<anyhow::Error>) -> Failure {
    Failure {
        error: error.into(),
        retry: true,
    }
}

impl CloudClient {
    pub fn new(o: CloudOptions) -> Result<Self> {
        let endpoint: Uri = format!("{}/chat/completions", o.url.trim_end_matches('/'))
            .parse()
            .with_context(|| format!("--cloud-url {}: not a URL", o.url))?;
        if !matches!(endpoint.scheme_str(), Some("http" | "https")) || endpoint.host().is_none() {
            bail!(
                "--cloud-url must be http://HOST... or https://HOST... (got {})",
                o.url
            );
        }
        let mut roots = RootCertStore::empty();
        // Unreadable system certificates only matter if the cloud needs them; the TLS
        // handshake then says so.
        roots.add_parsable_certificates(rustls_native_certs::load_native_certs().certs);
        if let Some(path) = &o.ca_file {
            let certs = CertificateDer::pem_file_iter(path)
                .and_then(|it| it.collect::<Result<Vec<_>, _>>())
                .with_context(|| format!("--cloud-ca-file {}", path.display()))?;
            if certs.is_empty() {
                bail!("--cloud-ca-file {}: no PEM certificates", path.display());
            }
            for c in certs {
                roots
                    .add(c)
                    .with_context(|| format!("--cloud-ca-file {}", path.display()))?;
            }
        }
        let tls =
            ClientConfig::builder_with_provider(Arc::new(rustls::crypto::ring::default_provider()))
                .with_safe_default_protocol_versions()?
                .with_root_certificates(roots)
                .with_no_client_auth();
        let mut tcp = HttpConnector::new();
        tcp.enforce_http(false);
        tcp.set_connect_timeout(Some(CONNECT_TIMEOUT.min(o.timeout)));
        let connector = HttpsConnectorBuilder::new()
            .with_tls_config(tls)
            .https_or_http()
            .enable_http1()
            .wrap_connector(tcp);
        Ok(CloudClient {
            endpoint,
            model: o.model,
            api_key: o.api_key,
            timeout: o.timeout,
            retries: o.retries,
            backoff: o.backoff,
            http: Client::builder(TokioExecutor::new()).build(connector),
            retried: AtomicU64::new(0),
        })
    }

    /// Retries made so far (for /metrics).
    pub fn retries_total(&self) -> u64 {
        self.retried.load(Ordering::Relaxed)
    }

    /// POSTs a chat completion until an answer starts: connection errors, timeouts, 429
    /// and 5xx are retried up to `retries` times, waiting `backoff`, then twice that, ...
    /// Nothing has reached the client before this returns, so an error can still fall back.
    pub async fn chat(&self, body: &Value, stream: bool) -> Result<CloudAnswer> {
        let payload = Bytes::from(body.to_string());
        let mut wait = self.backoff;
        for attempt in 0.. {
            match self.attempt(payload.clone(), stream).await {
                Ok(a) => return Ok(a),
                Err(f) if f.retry && attempt < self.retries => {
                    self.retried.fetch_add(1, Ordering::Relaxed);
                    tokio::time::sleep(wait).await;
                    wait *= 2;
                }
                Err(f) => return Err(f.error.context(format!("after {} attempt(s)", attempt + 1))),
            }
        }
        unreachable!("the loop returns")
    }

    async fn attempt(&self, payload: Bytes, stream: bool) -> Result<CloudAnswer, Failure> {
        let mut req = Request::post(self.endpoint.clone()).header(CONTENT_TYPE, "application/json");
        if let Some(k) = &self.api_key {
            req = req.header(AUTHORIZATION, format!("Bearer {k}"));
        }
        let req = req.body(Full::new(payload)).map_err(|e| Failure {
            error: e.into(),
            retry: false,
        })?;
        let resp = tokio::time::timeout(self.timeout, self.http.request(req))
            .await
            .map_err(|_| transient(anyhow!("no answer within {:?}", self.timeout)))?
            .map_err(|e| transient(anyhow!("{:#}", anyhow::Error::from(e))))?;
        let status = resp.status();
        if !status.is_success() {
            return Err(Failure {
                error: anyhow!("the cloud answered HTTP {status}"),
                retry: matches!(status.as_u16(), 429 | 500 | 502 | 503 | 504),
            });
        }
        let mut events = EventStream {
            body: resp.into_body(),
            buf: Vec::new(),
            timeout: self.timeout,
        };
        if stream {
            let first = events
                .next()
                .await
                .map_err(transient)?
                .ok_or_else(|| transient(anyhow!("the cloud's stream was empty")))?;
            return Ok(CloudAnswer::Stream { first, events });
        }
        let body = tokio::time::timeout(self.timeout, events.body.collect())
            .await
            .map_err(|_| transient(anyhow!("the answer took over {:?}", self.timeout)))?
            .map_err(transient)?
            .to_bytes();
        let v = serde_json::from_slice(&body).map_err(|_| Failure {
            error: anyhow!("the cloud's answer is not JSON"),
            retry: false,
        })?;
        Ok(CloudAnswer::Whole(v))
    }
}

/// The SSE events of a streamed answer.
pub struct EventStream {
    body: Incoming,
    buf: Vec<u8>,
    /// Longest wait for the next bytes.
    timeout: Duration,
}

impl EventStream {
    /// The next `data:` payload, or `None` at the end.
    pub async fn next(&mut self) -> Result<Option<String>> {
        loop {
            if let Some(i) = self.buf.iter().position(|&b| b == b'\n') {
                let line: Vec<u8> = self.buf.drain(..=i).collect();
                let line = std::str::from_utf8(&line).context("the cloud's stream is not UTF-8")?;
                if let Some(d) = line.trim_end().strip_prefix("data:") {
                    return Ok(Some(d.trim_start().to_string()));
                }
                continue;
            }
            let frame = tokio::time::timeout(self.timeout, self.body.frame())
                .await
                .map_err(|_| anyhow!("the cloud's stream stalled for {:?}", self.timeout))?;
            match frame {
                Some(f) => {
                    if let Ok(data) = f?.into_data() {
                        self.buf.extend_from_slice(&data);
                    }
                }
                // A last line without its newline still counts.
                None if !self.buf.is_empty() => self.buf.push(b'\n'),
                None => return Ok(None),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_are_consistent_across_messages_and_reidentify() {
        let msgs = vec![
            json!({"role": "system", "content": "Be helpful."}),
            json!({"role": "user", "content": "Send the invoice to kim@example.com"}),
            json!({"role": "assistant", "content": "OK."}),
            json!({"role": "user", "content": "Also send it to lee@example.org"}),
        ];
        let d = decide(&Gate::default(), RouteMode::Hybrid, &msgs);
        assert_eq!(d.route, Route::Redact, "{}", d.reason);
        assert_eq!(d.messages.len(), 4);
        assert_eq!(d.messages[0]["content"], "Be helpful.");
        let m1 = d.messages[1]["content"].as_str().unwrap();
        let m3 = d.messages[3]["content"].as_str().unwrap();
        assert!(!m1.contains('@') && !m3.contains('@'), "{m1} / {m3}");
        let answer = format!("{} and {}", &m1[20..], &m3[16..]);
        assert_eq!(
            lily_gate::reidentify(&answer, &d.map),
            "kim@example.com and lee@example.org"
        );
        let mut s = lily_gate::StreamReidentifier::new(d.map.clone());
        let (a, b) = answer.split_at(3);
        assert_eq!(
            s.push(a) + &s.push(b) + &s.finish(),
            "kim@example.com and lee@example.org"
        );
    }

    #[test]
    fn text_parts_and_tool_arguments_are_gated_and_redacted_in_place() {
        let msgs = vec![
            json!({"role": "user", "content": [
                {"type": "text", "text": "Send the invoice"},
                {"type": "text", "text": "to kim@example.com"}]}),
            json!({"role": "assistant", "content": null, "tool_calls": [{"id": "c", "type": "function",
                "function": {"name": "send_invoice", "arguments": "{\"to\": \"kim@example.com\"}"}}]}),
            json!({"role": "tool", "tool_call_id": "c", "content": "invoice queued"}),
        ];
        let d = decide(&Gate::default(), RouteMode::Hybrid, &msgs);
        assert_eq!(d.route, Route::Redact, "{}", d.reason);
        let sent = serde_json::to_string(&d.messages).unwrap();
        assert!(!sent.contains('@'), "{sent}");
        let args = d.messages[1]["tool_calls"][0]["function"]["arguments"]
            .as_str()
            .unwrap();
        let v: Value = serde_json::from_str(args).unwrap();
        let ph = v["to"].as_str().unwrap();
        assert_eq!(d.messages[0]["content"][0]["text"], "Send the invoice");
        assert_eq!(d.messages[0]["content"][1]["text"], format!("to {ph}"));
        assert_eq!(
            lily_gate::reidentify(args, &d.map),
            msgs[1]["tool_calls"][0]["function"]["arguments"]
        );
        // Originals go back into JSON text escaped.
        let mut map = PlaceholderMap::new();
        map.insert("[NAME_1]".into(), "Kim \"K\" Lee".into());
        let back = lily_gate::reidentify("{\"n\":\"[NAME_1]\"}", &json_escaped(&map));
        let v: Value = serde_json::from_str(&back).unwrap();
        assert_eq!(v["n"], "Kim \"K\" Lee");
    }

    #[test]
    fn streamed_tool_arguments_are_reidentified_across_chunks() {
        let mut map = PlaceholderMap::new();
        map.insert("[EMAIL_1]".into(), "kim@example.com".into());
        let mut a = StreamedAnswer::new(map);
        let mut args = String::new();
        for (piece, finishing) in [("{\"to\":\"[EMA", false), ("IL_1]", false), ("\"}", true)] {
            let mut d = json!({"tool_calls": [{"index": 0, "function": {"arguments": piece}}]});
            a.delta(&mut d, finishing);
            for c in d["tool_calls"].as_array().unwrap() {
                args += c["function"]["arguments"].as_str().unwrap();
            }
        }
        assert_eq!(args, r#"{"to":"kim@example.com"}"#);
        assert!(a.rest().is_none());
    }

    #[test]
    fn non_text_content_stays_local_and_urls_are_checked() {
        let msgs =
            vec![json!({"role": "user", "content": [{"type": "image_url", "image_url": {}}]})];
        assert_eq!(
            decide(&Gate::default(), RouteMode::Hybrid, &msgs).route,
            Route::Local
        );
        let client = |url: &str| {
            CloudClient::new(CloudOptions {
                url: url.into(),
                model: None,
                api_key: None,
                timeout: Duration::from_secs(1),
                retries: 0,
                backoff: Duration::ZERO,
                ca_file: None,
            })
        };
        assert!(client("ftp://x/v1").is_err());
        assert!(client("127.0.0.1:9").is_err());
        let c = client("https://127.0.0.1:9/v1/").unwrap();
        assert_eq!(c.endpoint, "https://127.0.0.1:9/v1/chat/completions");
        assert!(client("http://localhost/v1").is_ok());
    }
}
