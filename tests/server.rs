//! `lily serve` end to end: the real binary on the built-in model, spoken to over raw
//! HTTP/1.0 on loopback (no HTTP client dependency to build).

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering as AtomicOrdering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use lily::chat_template::{parse_tool_call_arguments, RenderOptions};
use lily::engine::{Device, Engine};
use serde_json::{json, Value};

struct Server {
    child: Child,
    addr: String,
}

impl Server {
    fn start(extra: &[&str]) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_lily"))
            .args(["serve", "--port", "0", "--device", "cpu"])
            .args(extra)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("start lily serve");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        let addr = line
            .trim()
            .strip_prefix("listening on http://")
            .unwrap_or_else(|| panic!("unexpected first line {line:?}"))
            .to_string();
        Server { child, addr }
    }

    fn connect(&self) -> TcpStream {
        let s = TcpStream::connect(&self.addr).unwrap();
        s.set_read_timeout(Some(Duration::from_secs(60))).unwrap();
        s
    }

    fn send(&self, method: &str, path: &str, headers: &[(&str, &str)], body: &[u8]) -> TcpStream {
        let mut s = self.connect();
        let mut head = format!(
            "{method} {path} HTTP/1.0\r\nHost: {}\r\nContent-Length: {}\r\n",
            self.addr,
            body.len()
        );
        if !body.is_empty() {
            head.push_str("Content-Type: application/json\r\n");
        }
        for (k, v) in headers {
            head.push_str(&format!("{k}: {v}\r\n"));
        }
        head.push_str("\r\n");
        s.write_all(head.as_bytes()).unwrap();
        s.write_all(body).unwrap();
        s
    }

    fn request(&self, method: &str, path: &str, headers: &[(&str, &str)], body: &[u8]) -> Resp {
        let mut s = self.send(method, path, headers, body);
        let mut raw = Vec::new();
        s.read_to_end(&mut raw).unwrap();
        Resp::parse(&raw)
    }

    fn get(&self, path: &str) -> Resp {
        self.request("GET", path, &[], b"")
    }

    fn chat(&self, body: &Value) -> Resp {
        self.request(
            "POST",
            "/v1/chat/completions",
            &[],
            body.to_string().as_bytes(),
        )
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

struct Resp {
    status: u16,
    headers: Vec<(String, String)>,
    body: String,
}

impl Resp {
    fn parse(raw: &[u8]) -> Resp {
        let split = raw
            .windows(4)
            .position(|w| w == b"\r\n\r\n")
            .expect("end of headers");
        let head = String::from_utf8_lossy(&raw[..split]).to_string();
        let mut lines = head.lines();
        let status = lines
            .next()
            .unwrap()
            .split(' ')
            .nth(1)
            .unwrap()
            .parse()
            .unwrap();
        let headers = lines
            .filter_map(|l| l.split_once(':'))
            .map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().to_string()))
            .collect();
        let body = String::from_utf8(raw[split + 4..].to_vec()).expect("UTF-8 body");
        Resp {
            status,
            headers,
            body,
        }
    }

    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    fn json(&self) -> Value {
        serde_json::from_str(&self.body).unwrap_or_else(|e| panic!("not JSON ({e}): {}", self.body))
    }

    /// The `data:` payloads of an SSE body.
    fn events(&self) -> Vec<String> {
        self.body
            .lines()
            .filter_map(|l| l.strip_prefix("data: "))
            .map(str::to_string)
            .collect()
    }
}

fn user(text: &str) -> Value {
    json!([{"role": "user", "content": text}])
}

/// Concatenated `content` and `reasoning_content` deltas, the finish reason and usage.
fn collect_stream(r: &Resp) -> (String, String, String, Option<Value>) {
    let events = r.events();
    assert_eq!(
        events.last().map(String::as_str),
        Some("[DONE]"),
        "{}",
        r.body
    );
    let (mut content, mut reasoning, mut finish, mut usage) =
        (String::new(), String::new(), String::new(), None);
    for e in &events[..events.len() - 1] {
        let v: Value = serde_json::from_str(e).unwrap();
        assert_eq!(v["object"], "chat.completion.chunk");
        if let Some(u) = v.get("usage") {
            usage = Some(u.clone());
        }
        for c in v["choices"].as_array().unwrap() {
            let d = &c["delta"];
            content += d["content"].as_str().unwrap_or("");
            reasoning += d["reasoning_content"].as_str().unwrap_or("");
            if let Some(f) = c["finish_reason"].as_str() {
                finish = f.to_string();
            }
        }
    }
    (content, reasoning, finish, usage)
}

fn assert_error(r: &Resp, status: u16, param: Option<&str>) {
    assert_eq!(r.status, status, "{}", r.body);
    let v = r.json();
    let e = &v["error"];
    assert!(e["message"].as_str().is_some_and(|m| !m.is_empty()), "{v}");
    assert!(e["type"].is_string(), "{v}");
    if let Some(p) = param {
        assert_eq!(e["param"], p, "{v}");
    }
}

#[test]
fn chat_completions_streaming_stops_thinking_and_errors() {
    let srv = Server::start(&["--max-body-bytes", "20000"]);

    let h = srv.get("/health");
    assert_eq!(h.status, 200);
    let m = srv.get("/v1/models").json();
    assert_eq!(m["object"], "list");
    assert_eq!(m["data"][0]["id"], "lily-builtin");

    // Non-streaming greedy, then the same request streamed.
    let base = json!({"messages": user("Hello"), "max_tokens": 24, "temperature": 0,
                      "chat_template_kwargs": {"enable_thinking": false}});
    let r = srv.chat(&base);
    assert_eq!(r.status, 200, "{}", r.body);
    let v = r.json();
    assert_eq!(v["object"], "chat.completion");
    let text = v["choices"][0]["message"]["content"]
        .as_str()
        .unwrap()
        .to_string();
    assert_eq!(v["choices"][0]["message"]["role"], "assistant");
    assert!(v["choices"][0]["message"]
        .get("reasoning_content")
        .is_none());
    let u = &v["usage"];
    let finish = v["choices"][0]["finish_reason"].as_str().unwrap();
    assert_eq!(u["prompt_tokens_details"]["cached_tokens"], 0);
    assert_eq!(
        u["total_tokens"].as_u64().unwrap(),
        u["prompt_tokens"].as_u64().unwrap() + u["completion_tokens"].as_u64().unwrap()
    );
    if finish == "length" {
        assert_eq!(u["completion_tokens"], 24);
    }

    let mut streamed = base.clone();
    streamed["stream"] = json!(true);
    streamed["stream_options"] = json!({"include_usage": true});
    let r = srv.chat(&streamed);
    assert_eq!(r.status, 200);
    assert!(r
        .header("content-type")
        .unwrap()
        .starts_with("text/event-stream"));
    let (content, reasoning, sfinish, susage) = collect_stream(&r);
    assert_eq!(content, text);
    assert_eq!(reasoning, "");
    assert_eq!(sfinish, finish);
    // The same prompt again comes from the prefix cache, all of it.
    let mut susage = susage.expect("usage chunk");
    assert_eq!(
        susage["prompt_tokens_details"]["cached_tokens"],
        u["prompt_tokens"]
    );
    susage["prompt_tokens_details"]["cached_tokens"] = json!(0);
    assert_eq!(&susage, u);

    // Same seed and sampling twice: same answer.
    let sampled = json!({"messages": user("Hi"), "max_tokens": 16, "temperature": 0.8,
                         "top_p": 0.9, "top_k": 50, "min_p": 0.01, "seed": 7,
                         "presence_penalty": 0.5, "frequency_penalty": 0.2});
    let a = srv.chat(&sampled).json();
    let b = srv.chat(&sampled).json();
    assert_eq!(a["choices"][0]["message"], b["choices"][0]["message"]);

    // max_tokens ends with "length" (max_completion_tokens is the newer name).
    let r = srv
        .chat(
            &json!({"messages": user("Hello"), "max_completion_tokens": 3, "temperature": 0,
                      "chat_template_kwargs": {"enable_thinking": false}}),
        )
        .json();
    if r["choices"][0]["finish_reason"] == "length" {
        assert_eq!(r["usage"]["completion_tokens"], 3);
    }

    // A stop string taken from the greedy answer cuts it there.
    // The demo model's bytes are noise, so the stop string is one printable ASCII char.
    let stop: String = text
        .chars()
        .skip(1)
        .find(|c| c.is_ascii_graphic())
        .expect("a printable character in the greedy answer")
        .to_string();
    let expected = &text[..text.find(&stop).unwrap()];
    for stop_field in [json!(stop), json!(["\u{1}never", stop])] {
        let mut req = base.clone();
        req["stop"] = stop_field;
        let v = srv.chat(&req).json();
        assert_eq!(
            v["choices"][0]["message"]["content"], expected,
            "stop {stop:?}"
        );
        assert_eq!(v["choices"][0]["finish_reason"], "stop");
        req["stream"] = json!(true);
        let (c, _, f, _) = collect_stream(&srv.chat(&req));
        assert_eq!(c, expected);
        assert_eq!(f, "stop");
    }

    // Thinking on: the unfinished thinking comes back as reasoning_content.
    let think = json!({"messages": user("Think"), "max_tokens": 12, "temperature": 0,
                       "chat_template_kwargs": {"enable_thinking": true}});
    let v = srv.chat(&think).json();
    let msg = &v["choices"][0]["message"];
    let r_text = msg["reasoning_content"]
        .as_str()
        .expect("reasoning_content");
    let mut st = think.clone();
    st["stream"] = json!(true);
    let (c, r, _, _) = collect_stream(&srv.chat(&st));
    assert_eq!(r.trim(), r_text);
    assert_eq!(c, msg["content"].as_str().unwrap());

    // Errors.
    let post = |body: &[u8]| srv.request("POST", "/v1/chat/completions", &[], body);
    assert_error(&post(b"{not json"), 400, None);
    assert_error(&post(b"[1,2]"), 400, None);
    assert_error(
        &srv.chat(&json!({"messages": user("x"), "frobnicate": true})),
        400,
        Some("frobnicate"),
    );
    assert_error(
        &srv.chat(&json!({"messages": user("x"), "n": 2})),
        400,
        Some("n"),
    );
    assert_error(
        &srv.chat(&json!({"messages": user("x"), "temperature": "hot"})),
        400,
        Some("temperature"),
    );
    assert_error(&srv.chat(&json!({"messages": "x"})), 400, Some("messages"));
    assert_error(&srv.chat(&json!({"model": "m"})), 400, Some("messages"));
    assert_error(
        &srv.chat(&json!({"messages": user("x"), "max_tokens": 1_000_000})),
        400,
        Some("max_tokens"),
    );
    assert_error(
        &srv.chat(&json!({"messages": user(&"word ".repeat(3000))})),
        400,
        Some("messages"),
    );
    assert_error(
        &srv.chat(&json!({"messages": user("x"), "top_p": 5.0})),
        400,
        None,
    );
    let big = json!({"messages": user(&"a".repeat(30_000))});
    assert_error(&srv.chat(&big), 413, None);
    // Harmless fields clients commonly send are accepted.
    let ok = srv.chat(&json!({"messages": user("x"), "max_tokens": 2, "user": "u",
        "logprobs": false, "response_format": {"type": "text"}, "model": "anything",
        "n": 1, "stream": false}));
    assert_eq!(ok.status, 200, "{}", ok.body);

    let metrics = srv.get("/metrics");
    assert_eq!(metrics.status, 200);
    for needle in [
        "lily_requests_total{status=\"200\"}",
        "lily_requests_total{status=\"400\"}",
        "lily_requests_total{status=\"413\"}",
        "lily_prompt_tokens_total",
        "lily_completion_tokens_total",
        "lily_queue_depth 0",
        "lily_decode_tokens_per_second",
    ] {
        assert!(
            metrics.body.contains(needle),
            "{needle} missing:\n{}",
            metrics.body
        );
    }
}

#[test]
fn api_key_is_required_when_set() {
    let srv = Server::start(&["--api-key", "sekret"]);
    assert_eq!(srv.get("/health").status, 200);
    let body = json!({"messages": user("x"), "max_tokens": 2}).to_string();
    let r = srv.request("POST", "/v1/chat/completions", &[], body.as_bytes());
    assert_error(&r, 401, None);
    let r = srv.request(
        "POST",
        "/v1/chat/completions",
        &[("Authorization", "Bearer wrong")],
        body.as_bytes(),
    );
    assert_eq!(r.status, 401);
    assert_eq!(srv.get("/v1/models").status, 401);
    let r = srv.request(
        "POST",
        "/v1/chat/completions",
        &[("Authorization", "Bearer sekret")],
        body.as_bytes(),
    );
    assert_eq!(r.status, 200, "{}", r.body);
}

#[test]
fn full_queue_answers_503_and_a_dropped_client_frees_the_engine() {
    // No waiting room: one request generates, the next is turned away.
    let srv = Server::start(&["--max-queue", "0"]);
    let long = json!({"messages": user("Go on"), "max_tokens": 4000, "temperature": 0,
                      "stream": true, "chat_template_kwargs": {"enable_thinking": false}});
    let mut a = srv.send(
        "POST",
        "/v1/chat/completions",
        &[],
        long.to_string().as_bytes(),
    );
    // Wait for the first streamed bytes: the request is now generating.
    let mut buf = [0u8; 512];
    let n = a.read(&mut buf).unwrap();
    assert!(n > 0 && buf.starts_with(b"HTTP/1."), "{:?}", &buf[..n]);

    let busy = srv.chat(&json!({"messages": user("x"), "max_tokens": 2}));
    assert_error(&busy, 503, None);
    assert!(busy.header("retry-after").is_some());

    // Hang up mid-stream; generation must be cancelled and the server stay healthy.
    drop(a);
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let r = srv.chat(&json!({"messages": user("x"), "max_tokens": 2}));
        if r.status == 200 {
            break;
        }
        assert_eq!(r.status, 503, "{}", r.body);
        assert!(
            Instant::now() < deadline,
            "the cancelled request never ended"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    assert_eq!(srv.get("/health").status, 200);
    let m = srv.get("/metrics").body;
    assert!(m.contains("lily_requests_total{status=\"503\"}"), "{m}");
    // The hung-up request was cut short, not run to its 4000 tokens.
    assert!(metric(&srv, "lily_completion_tokens_total") < 4000, "{m}");
}

/// The official `openai` Python client, unchanged, against the server: from $LILY_PYTHON,
/// the test-data venv (scripts/setup-test-data installs it there) or python3.
#[test]
fn official_openai_client() {
    let root = env!("CARGO_MANIFEST_DIR");
    let candidates = [
        std::env::var("LILY_PYTHON").ok(),
        Some(format!("{root}/.venv-testdata/bin/python")),
        Some("python3".to_string()),
    ];
    let python = candidates.into_iter().flatten().find(|p| {
        Command::new(p)
            .args(["-c", "import openai"])
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success())
    });
    let python = python.expect(
        "no Python with the `openai` package: run scripts/setup-test-data (scripts/test does)",
    );
    let srv = Server::start(&["--api-key", "sekret"]);
    let out = Command::new(python)
        .arg(format!("{root}/tests/openai_client.py"))
        .arg(format!("http://{}", srv.addr))
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

fn metric(srv: &Server, name: &str) -> u64 {
    let body = srv.get("/metrics").body;
    body.lines()
        .find_map(|l| l.strip_prefix(name).and_then(|v| v.trim().parse().ok()))
        .unwrap_or(0)
}

/// Two processes on loopback: a second `lily serve` plays the cloud.
#[test]
fn hybrid_router_redacts_allows_keeps_local_and_falls_back() {
    let cloud = Server::start(&[]);
    let url = format!("http://{}/v1", cloud.addr);
    let front = Server::start(&["--route", "hybrid", "--cloud-url", &url]);
    let ask = |srv: &Server, text: &str, stream: bool| {
        srv.chat(
            &json!({"messages": user(text), "max_tokens": 6, "temperature": 0,
                         "stream": stream}),
        )
    };
    let cloud_200 = "lily_requests_total{status=\"200\"}";

    // Nothing sensitive: forwarded as is, so the cloud sees the same prompt.
    let r = ask(&front, "Hello there", false);
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.header("x-lily-route"), Some("allow"));
    let direct = ask(&cloud, "Hello there", false).json();
    assert_eq!(
        r.json()["usage"]["prompt_tokens"],
        direct["usage"]["prompt_tokens"]
    );

    // An email: redacted before it leaves. The byte-level demo tokenizer makes the
    // placeholder visible in the prompt length ("kim@example.com" -> "[EMAIL_1]").
    let text = "Mail me at kim@example.com";
    let r = ask(&front, text, false);
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.header("x-lily-route"), Some("redact"));
    assert!(r.header("x-lily-route-reason").unwrap().contains("email"));
    assert!(!r.header("x-lily-route-reason").unwrap().contains("kim@"));
    let v = r.json();
    let direct = ask(&cloud, text, false).json();
    assert_eq!(
        v["usage"]["prompt_tokens"].as_u64().unwrap() + 6,
        direct["usage"]["prompt_tokens"].as_u64().unwrap()
    );
    let s = ask(&front, text, true);
    assert_eq!(s.header("x-lily-route"), Some("redact"));
    let (content, _, finish, _) = collect_stream(&s);
    assert_eq!(
        content,
        v["choices"][0]["message"]["content"].as_str().unwrap()
    );
    assert_eq!(finish, v["choices"][0]["finish_reason"].as_str().unwrap());

    // Text parts are read by the gate too; other parts are refused.
    let parts = json!([{"role": "user", "content": [
        {"type": "text", "text": "Mail me"}, {"type": "text", "text": "at kim@example.com"}]}]);
    let r = front.chat(&json!({"messages": parts, "max_tokens": 6, "temperature": 0}));
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.header("x-lily-route"), Some("redact"));
    let image = json!([{"role": "user", "content": [
        {"type": "text", "text": "What is this?"},
        {"type": "image_url", "image_url": {"url": "http://example.com/a.png"}}]}]);
    assert_error(
        &front.chat(&json!({"messages": image, "max_tokens": 6})),
        400,
        Some("messages[0].content[1]"),
    );

    // Credentials with an identifier: kept local, the cloud sees nothing.
    let before = metric(&cloud, cloud_200);
    let r = ask(
        &front,
        "My password is hunter2 and my SSN is 123-45-6789",
        false,
    );
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.header("x-lily-route"), Some("local"));
    assert_eq!(
        metric(&cloud, cloud_200),
        before + 1,
        "only the /metrics call itself"
    );

    let m = front.get("/metrics").body;
    for route in ["allow", "redact", "local"] {
        assert!(
            m.contains(&format!("lily_gate_decisions_total{{route=\"{route}\"}}")),
            "{m}"
        );
    }

    // A dead cloud: the request runs locally instead.
    let lone = Server::start(&["--route", "hybrid", "--cloud-url", "http://127.0.0.1:1/v1"]);
    for stream in [false, true] {
        let r = ask(&lone, text, stream);
        assert_eq!(r.status, 200, "{}", r.body);
        assert_eq!(r.header("x-lily-route"), Some("local"));
        assert!(r
            .header("x-lily-route-reason")
            .unwrap()
            .contains("cloud failed"));
    }
    assert_eq!(metric(&lone, "lily_cloud_fallbacks_total"), 2);
}

/// Multi-turn chats through a server with the prefix cache and one without: the same
/// answers, and later turns resume from the earlier ones.
#[test]
fn prefix_cache_reuses_earlier_turns_and_answers_as_without_it() {
    let cached = Server::start(&[]);
    let plain = Server::start(&["--prefix-cache-mb", "0"]);
    assert!(cached
        .get("/metrics")
        .body
        .contains("lily_prefix_cache_hits_total 0"));
    let samplings = [
        json!({"temperature": 0}),
        json!({"temperature": 0.8, "top_p": 0.9, "seed": 5}),
    ];
    for sampling in samplings {
        let mut messages = vec![
            json!({"role": "system", "content": "Answer briefly and politely."}),
            json!({"role": "user", "content": "What is a river delta?"}),
        ];
        for turn in 0..3 {
            let mut body = json!({"messages": messages, "max_tokens": 16,
                                  "chat_template_kwargs": {"enable_thinking": false}});
            for (k, v) in sampling.as_object().unwrap() {
                body[k] = v.clone();
            }
            let a = cached.chat(&body).json();
            let b = plain.chat(&body).json();
            assert_eq!(
                a["choices"][0]["message"], b["choices"][0]["message"],
                "turn {turn}"
            );
            let hit = a["usage"]["prompt_tokens_details"]["cached_tokens"]
                .as_u64()
                .unwrap();
            assert_eq!(b["usage"]["prompt_tokens_details"]["cached_tokens"], 0);
            if turn > 0 {
                assert!(hit > 0, "turn {turn} reused nothing: {}", a["usage"]);
            }
            messages.push(a["choices"][0]["message"].clone());
            messages.push(json!({"role": "user", "content": format!("Why {turn}?")}));
        }
    }
    assert!(metric(&cached, "lily_prefix_cache_hits_total") >= 4);
    assert!(metric(&cached, "lily_prefix_cache_cached_tokens_total") > 0);
    assert!(metric(&cached, "lily_prefix_cache_bytes") > 0);
    assert!(!plain.get("/metrics").body.contains("lily_prefix_cache"));
}

/// Tools and a tool round trip go through the chat template: the server's prompt is the
/// template's rendering with the tool list and the call as XML parameters.
#[test]
fn tools_and_tool_messages_are_rendered_into_the_prompt() {
    let srv = Server::start(&[]);
    let engine = Engine::load(None, Device::Cpu).unwrap();
    let tools = json!([{"type": "function", "function": {
        "name": "get_weather", "description": "Weather for a city",
        "parameters": {"type": "object", "properties": {
            "city": {"type": "string"}, "days": {"type": "integer"}}}}}]);
    let messages = json!([
        {"role": "user", "content": "Weather in Paris?"},
        {"role": "assistant", "content": null, "tool_calls": [{"id": "call_1", "type": "function",
            "function": {"name": "get_weather", "arguments": "{\"city\": \"Paris\", \"days\": 2}"}}]},
        {"role": "tool", "tool_call_id": "call_1", "content": "sunny, 21 C"},
    ]);
    let mut rendered_messages = messages.as_array().unwrap().clone();
    parse_tool_call_arguments(&mut rendered_messages);
    let expected = |with_tools: bool| {
        let mut opts = RenderOptions::new().with_generation_prompt(true);
        if with_tools {
            opts = opts.with_tools(tools.as_array().unwrap().clone());
        }
        let text = engine
            .template
            .as_ref()
            .unwrap()
            .render(&rendered_messages, &opts)
            .unwrap();
        assert!(
            text.contains("<parameter=city>\nParis\n</parameter>"),
            "{text}"
        );
        assert!(text.contains("<tool_response>\nsunny, 21 C\n</tool_response>"));
        assert_eq!(
            text.contains("\"name\": \"get_weather\""),
            with_tools,
            "{text}"
        );
        engine.tokenizer.encode(&text, true).len() as u64
    };
    for (choice, with_tools) in [(json!("auto"), true), (json!("none"), false)] {
        for stream in [false, true] {
            let body = json!({"messages": messages, "tools": tools, "tool_choice": choice,
                              "max_tokens": 8, "temperature": 0, "stream": stream,
                              "stream_options": {"include_usage": true}});
            let r = srv.chat(&body);
            assert_eq!(r.status, 200, "{}", r.body);
            let usage = if stream {
                let (_, _, finish, usage) = collect_stream(&r);
                assert!(["stop", "length", "tool_calls"].contains(&finish.as_str()));
                usage.unwrap()
            } else {
                let v = r.json();
                let msg = &v["choices"][0]["message"];
                assert!(
                    msg["content"].is_string() || msg["tool_calls"].is_array(),
                    "{v}"
                );
                v["usage"].clone()
            };
            assert_eq!(
                usage["prompt_tokens"],
                expected(with_tools),
                "{choice} {stream}"
            );
        }
    }
    assert_error(
        &srv.chat(&json!({"messages": user("x"), "tools": tools, "tool_choice": "required"})),
        400,
        Some("tool_choice"),
    );
    assert_eq!(srv.get("/health").status, 200);
}

#[test]
fn logprobs_plain_and_streamed() {
    let srv = Server::start(&[]);
    let body = json!({"messages": user("Hello"), "max_tokens": 12, "temperature": 0,
                      "logprobs": true, "top_logprobs": 2,
                      "chat_template_kwargs": {"enable_thinking": false}});
    let v = srv.chat(&body).json();
    let choice = &v["choices"][0];
    let content = choice["logprobs"]["content"].as_array().unwrap().clone();
    let completion = v["usage"]["completion_tokens"].as_u64().unwrap() as usize;
    let stop_token = usize::from(choice["finish_reason"] == "stop");
    assert_eq!(content.len(), completion - stop_token, "{v}");
    for e in &content {
        let lp = e["logprob"].as_f64().unwrap();
        assert!(
            lp <= 0.0 && e["token"].is_string() && e["bytes"].is_array(),
            "{e}"
        );
        let top = e["top_logprobs"].as_array().unwrap();
        assert_eq!(top.len(), 2);
        // Greedy: the chosen token is the most likely one.
        assert_eq!(top[0]["token"], e["token"]);
        assert_eq!(top[0]["logprob"], e["logprob"]);
        assert!(top[1]["logprob"].as_f64().unwrap() <= lp);
    }
    let mut streamed = body.clone();
    streamed["stream"] = json!(true);
    let r = srv.chat(&streamed);
    let mut got = Vec::new();
    for e in r.events().iter().filter(|e| *e != "[DONE]") {
        let c: Value = serde_json::from_str(e).unwrap();
        if let Some(lp) = c["choices"][0]["logprobs"]["content"].as_array() {
            got.extend(lp.iter().cloned());
        }
    }
    assert_eq!(got, content);
    let mut off = body.clone();
    off.as_object_mut().unwrap().remove("logprobs");
    off.as_object_mut().unwrap().remove("top_logprobs");
    assert!(srv.chat(&off).json()["choices"][0]["logprobs"].is_null());
    for (extra, param) in [
        (
            json!({"logprobs": true, "top_logprobs": 21}),
            "top_logprobs",
        ),
        (json!({"top_logprobs": 2}), "top_logprobs"),
        (json!({"logprobs": "yes"}), "logprobs"),
    ] {
        let mut b = json!({"messages": user("x"), "max_tokens": 2});
        for (k, v) in extra.as_object().unwrap() {
            b[k] = v.clone();
        }
        assert_error(&srv.chat(&b), 400, Some(param));
    }
}

/// A scripted fake cloud: connection `i` gets reply `i` (the last one repeats).
#[derive(Clone)]
enum Reply {
    Status(u16),
    /// Read the request, then say nothing for a long time.
    Hang,
    Json(Value),
    Sse(Vec<Value>),
}

struct FakeCloud {
    addr: String,
    /// Requests received in full.
    hits: Arc<AtomicUsize>,
}

impl FakeCloud {
    fn start(script: Vec<Reply>, tls: Option<Arc<rustls::ServerConfig>>) -> FakeCloud {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = listener.local_addr().unwrap().to_string();
        let hits = Arc::new(AtomicUsize::new(0));
        let counter = hits.clone();
        std::thread::spawn(move || {
            for (i, conn) in listener.incoming().enumerate() {
                let Ok(conn) = conn else { return };
                let reply = script[i.min(script.len() - 1)].clone();
                let (tls, counter) = (tls.clone(), counter.clone());
                std::thread::spawn(move || match tls {
                    Some(cfg) => {
                        let tls = rustls::ServerConnection::new(cfg).unwrap();
                        FakeCloud::serve(rustls::StreamOwned::new(tls, conn), reply, &counter)
                    }
                    None => FakeCloud::serve(conn, reply, &counter),
                });
            }
        });
        FakeCloud { addr, hits }
    }

    fn serve(mut s: impl Read + Write, reply: Reply, hits: &AtomicUsize) {
        let mut req = Vec::new();
        let mut byte = [0u8; 1];
        while !req.ends_with(b"\r\n\r\n") {
            if s.read(&mut byte).unwrap_or(0) == 0 {
                return;
            }
            req.push(byte[0]);
        }
        let head = String::from_utf8_lossy(&req).to_ascii_lowercase();
        let len: usize = head
            .lines()
            .find_map(|l| l.strip_prefix("content-length:"))
            .map_or(0, |v| v.trim().parse().unwrap());
        let mut body = vec![0u8; len];
        if s.read_exact(&mut body).is_err() {
            return;
        }
        hits.fetch_add(1, AtomicOrdering::SeqCst);
        let out = match reply {
            Reply::Hang => {
                std::thread::sleep(Duration::from_secs(20));
                return;
            }
            Reply::Status(code) => {
                format!("HTTP/1.1 {code} Nope\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
            }
            Reply::Json(v) => {
                let b = v.to_string();
                format!(
                    "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{b}",
                    b.len()
                )
            }
            Reply::Sse(events) => {
                let mut out = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nConnection: close\r\n\r\n".to_string();
                for e in events {
                    out += &format!("data: {e}\n\n");
                }
                out + "data: [DONE]\n\n"
            }
        };
        let _ = s.write_all(out.as_bytes());
        let _ = s.flush();
    }

    fn hits(&self) -> usize {
        self.hits.load(AtomicOrdering::SeqCst)
    }
}

fn cloud_answer(text: &str) -> Value {
    json!({"id": "cmpl-fake", "object": "chat.completion", "created": 0, "model": "fake",
           "choices": [{"index": 0, "finish_reason": "stop",
                        "message": {"role": "assistant", "content": text}}],
           "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2}})
}

fn cloud_front(fake: &FakeCloud, scheme: &str, extra: &[&str]) -> Server {
    let url = format!("{scheme}://{}/v1", fake.addr);
    let mut args = vec![
        "--route",
        "cloud",
        "--cloud-url",
        &url,
        "--cloud-backoff-ms",
        "10",
    ];
    args.extend_from_slice(extra);
    Server::start(&args)
}

#[test]
fn cloud_client_retries_then_falls_back_and_times_out() {
    let ask = |srv: &Server, stream: bool| {
        srv.chat(&json!({"messages": user("hi"), "max_tokens": 4, "stream": stream}))
    };
    // Two 5xx, then an answer: retried twice, answered by the cloud.
    let fake = FakeCloud::start(
        vec![
            Reply::Status(503),
            Reply::Status(500),
            Reply::Json(cloud_answer("from the fake cloud")),
        ],
        None,
    );
    let front = cloud_front(&fake, "http", &[]);
    let r = ask(&front, false);
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.header("x-lily-route"), Some("allow"));
    assert_eq!(
        r.json()["choices"][0]["message"]["content"],
        "from the fake cloud"
    );
    assert_eq!(fake.hits(), 3);
    assert_eq!(metric(&front, "lily_cloud_retries_total"), 2);

    // Streamed: a 502, then the stream.
    let chunk = |d: Value, f: Value| {
        json!({"id": "c", "object": "chat.completion.chunk", "created": 0, "model": "fake",
               "choices": [{"index": 0, "delta": d, "finish_reason": f}]})
    };
    let fake = FakeCloud::start(
        vec![
            Reply::Status(502),
            Reply::Sse(vec![
                chunk(
                    json!({"role": "assistant", "content": "stream"}),
                    Value::Null,
                ),
                chunk(json!({"content": "ed"}), json!("stop")),
            ]),
        ],
        None,
    );
    let front = cloud_front(&fake, "http", &[]);
    let (content, _, finish, _) = collect_stream(&ask(&front, true));
    assert_eq!((content.as_str(), finish.as_str()), ("streamed", "stop"));
    assert_eq!(fake.hits(), 2);

    // Always 503: one retry, then the request runs here.
    let fake = FakeCloud::start(vec![Reply::Status(503)], None);
    let front = cloud_front(&fake, "http", &["--cloud-retries", "1"]);
    for stream in [false, true] {
        let r = ask(&front, stream);
        assert_eq!(r.status, 200, "{}", r.body);
        assert_eq!(r.header("x-lily-route"), Some("local"));
        assert!(r.header("x-lily-route-reason").unwrap().contains("503"));
    }
    assert_eq!(fake.hits(), 4);
    assert_eq!(metric(&front, "lily_cloud_fallbacks_total"), 2);

    // A 4xx is the cloud's final word: no retry.
    let fake = FakeCloud::start(vec![Reply::Status(400)], None);
    let front = cloud_front(&fake, "http", &[]);
    assert_eq!(ask(&front, false).header("x-lily-route"), Some("local"));
    assert_eq!(fake.hits(), 1);

    // A cloud that never answers: each attempt times out, then it runs here.
    let fake = FakeCloud::start(vec![Reply::Hang], None);
    let front = cloud_front(
        &fake,
        "http",
        &["--cloud-timeout-secs", "0.4", "--cloud-retries", "1"],
    );
    let started = Instant::now();
    let r = ask(&front, false);
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.header("x-lily-route"), Some("local"));
    assert!(r
        .header("x-lily-route-reason")
        .unwrap()
        .contains("no answer within"));
    assert!(started.elapsed() < Duration::from_secs(10));
    assert_eq!(fake.hits(), 2);
    assert_eq!(front.get("/health").status, 200);
}

#[test]
fn cloud_client_speaks_tls_with_a_trusted_ca() {
    use rcgen::{BasicConstraints, CertificateParams, CertifiedIssuer, IsCa, KeyPair};
    let mut ca = CertificateParams::new(Vec::<String>::new()).unwrap();
    ca.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
    let ca = CertifiedIssuer::self_signed(ca, KeyPair::generate().unwrap()).unwrap();
    let key = KeyPair::generate().unwrap();
    let cert = CertificateParams::new(vec!["127.0.0.1".to_string()])
        .unwrap()
        .signed_by(&key, &ca)
        .unwrap();
    let tls = rustls::ServerConfig::builder_with_provider(Arc::new(
        rustls::crypto::ring::default_provider(),
    ))
    .with_safe_default_protocol_versions()
    .unwrap()
    .with_no_client_auth()
    .with_single_cert(
        vec![cert.der().clone()],
        rustls::pki_types::PrivateKeyDer::Pkcs8(key.serialize_der().into()),
    )
    .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let ca_file = dir.path().join("ca.pem");
    std::fs::write(&ca_file, ca.pem()).unwrap();

    let fake = FakeCloud::start(
        vec![Reply::Json(cloud_answer("over TLS"))],
        Some(Arc::new(tls)),
    );
    let body = json!({"messages": user("hi"), "max_tokens": 4});
    let trusted = cloud_front(
        &fake,
        "https",
        &["--cloud-ca-file", ca_file.to_str().unwrap()],
    );
    let r = trusted.chat(&body);
    assert_eq!(r.header("x-lily-route"), Some("allow"), "{}", r.body);
    assert_eq!(r.json()["choices"][0]["message"]["content"], "over TLS");
    // Without the CA the certificate is refused: no request is sent, it runs here.
    let untrusted = cloud_front(&fake, "https", &["--cloud-retries", "0"]);
    let r = untrusted.chat(&body);
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.header("x-lily-route"), Some("local"));
    assert!(
        r.header("x-lily-route-reason")
            .unwrap()
            .contains("certificate"),
        "{:?}",
        r.header("x-lily-route-reason")
    );
    assert_eq!(fake.hits(), 1);
}
