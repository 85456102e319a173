//! The hybrid router: the Privacy Gate picks local / redact / allow per request, and
//! cloud-bound requests go to an OpenAI-compatible endpoint over plain HTTP (a loopback or
//! private-network proxy; TLS is out of scope here). Raw text is never logged.

use anyhow::{bail, Context, Result};
use lily_gate::{redact, Gate, PlaceholderMap, Route};
use serde_json::Value;
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

/// Runs the gate over every message's text.
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
    let mut texts = Vec::new();
    for m in messages {
        match m.get("content") {
            None | Some(Value::Null) => texts.push(String::new()),
            Some(Value::String(s)) => texts.push(s.clone()),
            // Parts or tool calls are not checked piecewise here: fail closed.
            Some(_) => return keep("non-text message content"),
        }
    }
    let joined = texts.join(SEP);
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
            if parts.len() != messages.len() {
                return keep("redaction crossed a message boundary");
            }
            let redacted = messages
                .iter()
                .zip(parts)
                .map(|(m, t)| {
                    let mut m = m.clone();
                    if m.get("content").is_some_and(Value::is_string) {
                        m["content"] = t.into();
                    }
                    m
                })
                .collect();
            Decision {
                route: Route::Redact,
                reason,
                messages: redacted,
                map: r.map,
            }
        }
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
    use serde_json::json;

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
    fn non_text_content_stays_local_and_urls_are_checked() {
        let msgs = vec![json!({"role": "user", "content": [{"type": "text", "text": "x"}]})];
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
