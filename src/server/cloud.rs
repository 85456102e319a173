//! The hybrid router: the Privacy Gate picks local / redact / allow per request, and
//! cloud-bound requests go to an OpenAI-compatible endpoint over plain HTTP (a loopback or
//! private-network proxy; TLS is out of scope here). Raw text is never logged.

use anyhow::{bail, Context, Result};
use std::collections::BTreeMap;

use lily_gate::{redact, Gate, PlaceholderMap, Route, StreamReidentifier};
use serde_json::{json, Value};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum RouteMode {
    /// Everything on the local engine.
    Local,
    /// The Privacy Gate decides per request.
    Hybrid,
    /// Everything to the cloud as is (no gate).
    Cloud,
}

pub struct CloudConfig {
    /// host:port
    pub authority: String,
    /// Path prefix, e.g. `/v1`.
    pub base_path: String,
    pub model: Option<String>,
    pub api_key: Option<String>,
}

impl CloudConfig {
    pub fn parse(url: &str, model: Option<String>, api_key: Option<String>) -> Result<Self> {
        let Some(rest) = url.strip_prefix("http://") else {
            bail!("--cloud-url must start with http:// (got {url})");
        };
        let (authority, path) = match rest.find('/') {
            Some(i) => (&rest[..i], rest[i..].trim_end_matches('/')),
            None => (rest, ""),
        };
        Ok(CloudConfig {
            authority: authority.to_string(),
            base_path: path.to_string(),
            model,
            api_key,
        })
    }
}

pub struct Decision {
    pub route: Route,
    pub reason: String,
    /// Messages to send (redacted for `Redact`).
    pub messages: Vec<Value>,
    pub map: PlaceholderMap,
}

const CONNECT_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(10);

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

/// An open response from the cloud: status and the body reader.
pub struct CloudResponse {
    pub status: u16,
    pub body: BufReader<TcpStream>,
}

impl CloudResponse {
    pub async fn read_all(mut self) -> Result<String> {
        let mut s = String::new();
        self.body.read_to_string(&mut s).await?;
        Ok(s)
    }

    /// Next SSE `data:` payload, or `None` at the end.
    pub async fn next_event(&mut self) -> Result<Option<String>> {
        let mut line = String::new();
        loop {
            line.clear();
            if self.body.read_line(&mut line).await? == 0 {
                return Ok(None);
            }
            if let Some(d) = line.trim_end().strip_prefix("data:") {
                return Ok(Some(d.trim_start().to_string()));
            }
        }
    }
}

/// POSTs a chat completion (HTTP/1.0, so the body is delimited by the connection close).
pub async fn post_chat(cfg: &CloudConfig, body: &Value) -> Result<CloudResponse> {
    let payload = body.to_string();
    // A black-holed cloud must not hold the request forever; it falls back instead.
    let connect = TcpStream::connect(&cfg.authority);
    let mut stream = tokio::time::timeout(CONNECT_TIMEOUT, connect)
        .await
        .map_err(|_| anyhow::anyhow!("connecting to {} timed out", cfg.authority))?
        .with_context(|| format!("cannot connect to {}", cfg.authority))?;
    let mut head = format!(
        "POST {}/chat/completions HTTP/1.0\r\nHost: {}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n",
        cfg.base_path,
        cfg.authority,
        payload.len()
    );
    if let Some(k) = &cfg.api_key {
        head.push_str(&format!("Authorization: Bearer {k}\r\n"));
    }
    head.push_str("\r\n");
    stream.write_all(head.as_bytes()).await?;
    stream.write_all(payload.as_bytes()).await?;
    let mut reader = BufReader::new(stream);
    let mut status_line = String::new();
    reader.read_line(&mut status_line).await?;
    let status: u16 = status_line
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .context("the cloud sent no HTTP status")?;
    loop {
        let mut h = String::new();
        if reader.read_line(&mut h).await? == 0 || h.trim().is_empty() {
            break;
        }
    }
    Ok(CloudResponse {
        status,
        body: reader,
    })
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
        assert!(CloudConfig::parse("https://x/v1", None, None).is_err());
        let c = CloudConfig::parse("http://127.0.0.1:9/v1/", None, None).unwrap();
        assert_eq!(
            (c.authority.as_str(), c.base_path.as_str()),
            ("127.0.0.1:9", "/v1")
        );
    }
}
