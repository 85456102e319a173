//! OpenAI chat-completions request parsing: every field is checked by hand so that the
//! 400 error names the parameter at fault.

use serde_json::{json, Map, Value};

/// A client-facing error in OpenAI's shape.
#[derive(Debug, Clone)]
pub struct ApiError {
    pub status: u16,
    pub message: String,
    pub kind: &'static str,
    pub param: Option<String>,
    pub code: Option<&'static str>,
}

impl ApiError {
    pub fn invalid(param: Option<&str>, message: impl Into<String>) -> Self {
        ApiError {
            status: 400,
            message: message.into(),
            kind: "invalid_request_error",
            param: param.map(str::to_string),
            code: None,
        }
    }

    pub fn with_status(mut self, status: u16) -> Self {
        self.status = status;
        self
    }

    pub fn with_code(mut self, code: &'static str) -> Self {
        self.code = Some(code);
        self
    }

    pub fn body(&self) -> Value {
        json!({"error": {
            "message": self.message,
            "type": self.kind,
            "param": self.param,
            "code": self.code,
        }})
    }
}

/// Fields used by the server.
const USED: &[&str] = &[
    "model",
    "messages",
    "max_tokens",
    "max_completion_tokens",
    "temperature",
    "top_p",
    "top_k",
    "min_p",
    "seed",
    "stop",
    "presence_penalty",
    "frequency_penalty",
    "repetition_penalty",
    "n",
    "stream",
    "stream_options",
    "chat_template_kwargs",
    "tools",
    "tool_choice",
    "logprobs",
    "top_logprobs",
];

/// Fields common clients send that change nothing here; accepted and ignored. One whose
/// non-default value would change the answer (`response_format`) is checked to hold the
/// default.
const IGNORED: &[&str] = &[
    "user",
    "metadata",
    "store",
    "service_tier",
    "parallel_tool_calls",
    "response_format",
];

/// OpenAI's limit on `top_logprobs`.
pub const MAX_TOP_LOGPROBS: u64 = 20;

#[derive(Debug, Clone)]
pub struct ChatRequest {
    pub messages: Vec<Value>,
    pub max_tokens: Option<usize>,
    pub temperature: Option<f32>,
    pub top_p: Option<f32>,
    pub top_k: Option<usize>,
    pub min_p: Option<f32>,
    pub seed: Option<u64>,
    pub stop: Vec<String>,
    pub presence_penalty: Option<f32>,
    pub frequency_penalty: Option<f32>,
    pub repetition_penalty: Option<f32>,
    pub stream: bool,
    pub include_usage: bool,
    pub enable_thinking: Option<bool>,
    /// Function tools as sent (validated).
    pub tools: Vec<Value>,
    /// `"auto"` or `"none"` as sent.
    pub tool_choice: Option<String>,
    /// `top_logprobs` when `logprobs` is on.
    pub logprobs: Option<usize>,
}

impl ChatRequest {
    /// The tools the model is shown and whose calls are parsed from its answer.
    pub fn active_tools(&self) -> Option<&[Value]> {
        (!self.tools.is_empty() && self.tool_choice.as_deref() != Some("none"))
            .then_some(&self.tools[..])
    }
}

fn present<'a>(o: &'a Map<String, Value>, k: &str) -> Option<&'a Value> {
    o.get(k).filter(|v| !v.is_null())
}

fn number(o: &Map<String, Value>, k: &str) -> Result<Option<f32>, ApiError> {
    match present(o, k) {
        None => Ok(None),
        Some(v) => v
            .as_f64()
            .map(|f| Some(f as f32))
            .ok_or_else(|| ApiError::invalid(Some(k), format!("`{k}` must be a number"))),
    }
}

fn count(o: &Map<String, Value>, k: &str) -> Result<Option<u64>, ApiError> {
    match present(o, k) {
        None => Ok(None),
        Some(v) => v.as_u64().map(Some).ok_or_else(|| {
            ApiError::invalid(Some(k), format!("`{k}` must be a non-negative integer"))
        }),
    }
}

fn boolean(o: &Map<String, Value>, k: &str) -> Result<Option<bool>, ApiError> {
    match present(o, k) {
        None => Ok(None),
        Some(v) => v
            .as_bool()
            .map(Some)
            .ok_or_else(|| ApiError::invalid(Some(k), format!("`{k}` must be a boolean"))),
    }
}

/// Parses and validates a request body.
pub fn parse(body: &[u8]) -> Result<ChatRequest, ApiError> {
    let v: Value = serde_json::from_slice(body)
        .map_err(|e| ApiError::invalid(None, format!("the body is not valid JSON: {e}")))?;
    let Value::Object(o) = v else {
        return Err(ApiError::invalid(None, "the body must be a JSON object"));
    };
    if let Some(k) = o
        .keys()
        .find(|k| !USED.contains(&k.as_str()) && !IGNORED.contains(&k.as_str()))
    {
        return Err(ApiError::invalid(
            Some(k),
            format!("unrecognized request argument supplied: {k}"),
        ));
    }
    if let Some(m) = present(&o, "model") {
        if !m.is_string() {
            return Err(ApiError::invalid(Some("model"), "`model` must be a string"));
        }
    }
    let top_logprobs = count(&o, "top_logprobs")?;
    if top_logprobs.is_some_and(|n| n > MAX_TOP_LOGPROBS) {
        return Err(ApiError::invalid(
            Some("top_logprobs"),
            format!("`top_logprobs` must be between 0 and {MAX_TOP_LOGPROBS}"),
        ));
    }
    let logprobs = match boolean(&o, "logprobs")? {
        Some(true) => Some(top_logprobs.unwrap_or(0) as usize),
        _ if top_logprobs.is_some() => {
            return Err(ApiError::invalid(
                Some("top_logprobs"),
                "`top_logprobs` needs `logprobs` set to true",
            ))
        }
        _ => None,
    };
    if let Some(rf) = present(&o, "response_format") {
        if rf.get("type").and_then(Value::as_str) != Some("text") {
            return Err(ApiError::invalid(
                Some("response_format"),
                "only response_format {\"type\": \"text\"} is supported",
            ));
        }
    }
    let messages = match present(&o, "messages") {
        None => {
            return Err(ApiError::invalid(
                Some("messages"),
                "`messages` is required",
            ))
        }
        Some(Value::Array(a)) if !a.is_empty() => a.clone(),
        Some(_) => {
            return Err(ApiError::invalid(
                Some("messages"),
                "`messages` must be a non-empty array",
            ))
        }
    };
    for (i, m) in messages.iter().enumerate() {
        check_message(i, m)?;
    }
    let tools = parse_tools(&o)?;
    let tool_choice =
        match present(&o, "tool_choice") {
            None => None,
            Some(Value::String(c)) if c == "auto" || c == "none" => Some(c.clone()),
            Some(Value::String(c)) if c == "required" => return Err(ApiError::invalid(
                Some("tool_choice"),
                "tool_choice \"required\" is not supported (no constrained decoding); use \"auto\"",
            )),
            Some(Value::Object(_)) => return Err(ApiError::invalid(
                Some("tool_choice"),
                "forcing a named function is not supported (no constrained decoding); use \"auto\"",
            )),
            Some(_) => {
                return Err(ApiError::invalid(
                    Some("tool_choice"),
                    "`tool_choice` must be \"auto\" or \"none\"",
                ))
            }
        };
    if let Some(n) = count(&o, "n")? {
        if n != 1 {
            return Err(ApiError::invalid(Some("n"), "only n = 1 is supported"));
        }
    }
    let max_tokens = match count(&o, "max_completion_tokens")? {
        Some(n) => Some(n),
        None => count(&o, "max_tokens")?,
    };
    if max_tokens == Some(0) {
        return Err(ApiError::invalid(
            Some("max_tokens"),
            "`max_tokens` must be at least 1",
        ));
    }
    let stop = match present(&o, "stop") {
        None => Vec::new(),
        Some(Value::String(s)) => vec![s.clone()],
        Some(Value::Array(a)) => a
            .iter()
            .map(|s| {
                s.as_str().map(str::to_string).ok_or_else(|| {
                    ApiError::invalid(Some("stop"), "`stop` must be a string or a list of strings")
                })
            })
            .collect::<Result<_, _>>()?,
        Some(_) => {
            return Err(ApiError::invalid(
                Some("stop"),
                "`stop` must be a string or a list of strings",
            ))
        }
    };
    if stop.iter().any(String::is_empty) {
        return Err(ApiError::invalid(
            Some("stop"),
            "stop strings must not be empty",
        ));
    }
    let include_usage = match present(&o, "stream_options") {
        None => false,
        Some(Value::Object(so)) => boolean(so, "include_usage")
            .map_err(|_| {
                ApiError::invalid(
                    Some("stream_options"),
                    "`stream_options.include_usage` must be a boolean",
                )
            })?
            .unwrap_or(false),
        Some(_) => {
            return Err(ApiError::invalid(
                Some("stream_options"),
                "`stream_options` must be an object",
            ))
        }
    };
    let enable_thinking = match present(&o, "chat_template_kwargs") {
        None => None,
        Some(Value::Object(kw)) => boolean(kw, "enable_thinking").map_err(|_| {
            ApiError::invalid(
                Some("chat_template_kwargs"),
                "`chat_template_kwargs.enable_thinking` must be a boolean",
            )
        })?,
        Some(_) => {
            return Err(ApiError::invalid(
                Some("chat_template_kwargs"),
                "`chat_template_kwargs` must be an object",
            ))
        }
    };
    Ok(ChatRequest {
        messages,
        max_tokens: max_tokens.map(|n| n as usize),
        temperature: number(&o, "temperature")?,
        top_p: number(&o, "top_p")?,
        top_k: count(&o, "top_k")?.map(|n| n as usize),
        min_p: number(&o, "min_p")?,
        seed: count(&o, "seed")?,
        stop,
        presence_penalty: number(&o, "presence_penalty")?,
        frequency_penalty: number(&o, "frequency_penalty")?,
        repetition_penalty: number(&o, "repetition_penalty")?,
        stream: boolean(&o, "stream")?.unwrap_or(false),
        include_usage,
        enable_thinking,
        tools,
        tool_choice,
        logprobs,
    })
}

/// Roles, content (text, or text parts: the model reads nothing else) and tool calls.
fn check_message(i: usize, m: &Value) -> Result<(), ApiError> {
    let bad = |field: &str, msg: String| {
        Err(ApiError::invalid(
            Some(&format!("messages[{i}]{field}")),
            msg,
        ))
    };
    let Some(o) = m.as_object() else {
        return bad(
            "",
            format!("messages[{i}] must be an object with a string `role`"),
        );
    };
    let Some(role) = o.get("role").and_then(Value::as_str) else {
        return bad(
            "",
            format!("messages[{i}] must be an object with a string `role`"),
        );
    };
    if !["system", "user", "assistant", "tool"].contains(&role) {
        return bad(
            ".role",
            format!("messages[{i}].role `{role}` is not one of system, user, assistant, tool"),
        );
    }
    match present(o, "content") {
        None if role == "assistant" => {}
        None => return bad(".content", format!("messages[{i}].content is required")),
        Some(Value::String(_)) => {}
        Some(Value::Array(parts)) => {
            for (j, p) in parts.iter().enumerate() {
                match p.get("type").and_then(Value::as_str) {
                    Some("text") if p.get("text").is_some_and(Value::is_string) => {}
                    Some("text") => {
                        return bad(
                            &format!(".content[{j}]"),
                            format!("messages[{i}].content[{j}] of type `text` needs a string `text`"),
                        )
                    }
                    Some(kind) => {
                        return bad(
                            &format!(".content[{j}]"),
                            format!(
                                "messages[{i}].content[{j}] has type `{kind}`; this model reads text only, so only `text` parts are supported"
                            ),
                        )
                    }
                    None => {
                        return bad(
                            &format!(".content[{j}]"),
                            format!("messages[{i}].content[{j}] must be an object with a string `type`"),
                        )
                    }
                }
            }
        }
        Some(_) => {
            return bad(
                ".content",
                format!("messages[{i}].content must be a string or an array of content parts"),
            )
        }
    }
    if let Some(calls) = present(o, "tool_calls") {
        let calls = match calls.as_array() {
            Some(c) if role == "assistant" => c,
            _ => {
                return bad(
                    ".tool_calls",
                    format!("messages[{i}].tool_calls must be an array on an assistant message"),
                )
            }
        };
        for (j, c) in calls.iter().enumerate() {
            let f = c.get("function");
            let named = f
                .and_then(|f| f.get("name"))
                .and_then(Value::as_str)
                .is_some_and(|n| !n.is_empty());
            let args_ok = f
                .and_then(|f| f.get("arguments"))
                .is_none_or(|a| a.is_string() || a.is_object());
            if !named || !args_ok {
                return bad(
                    &format!(".tool_calls[{j}]"),
                    format!(
                        "messages[{i}].tool_calls[{j}] must have `function` with a string `name` and `arguments` as a JSON string"
                    ),
                );
            }
        }
    }
    if let Some(id) = present(o, "tool_call_id") {
        if !id.is_string() {
            return bad(
                ".tool_call_id",
                format!("messages[{i}].tool_call_id must be a string"),
            );
        }
    }
    Ok(())
}

/// `tools`: function tools whose names can go into the template's `<function=NAME>` tags.
fn parse_tools(o: &Map<String, Value>) -> Result<Vec<Value>, ApiError> {
    let tools = match present(o, "tools") {
        None => return Ok(Vec::new()),
        Some(Value::Array(a)) => a,
        Some(_) => return Err(ApiError::invalid(Some("tools"), "`tools` must be an array")),
    };
    for (i, t) in tools.iter().enumerate() {
        let param = format!("tools[{i}]");
        if t.get("type").and_then(Value::as_str) != Some("function") {
            return Err(ApiError::invalid(
                Some(&param),
                format!("{param}.type must be \"function\" (the only kind of tool)"),
            ));
        }
        let f = t.get("function");
        let name = f.and_then(|f| f.get("name")).and_then(Value::as_str);
        let name_ok = name.is_some_and(|n| {
            !n.is_empty()
                && n.len() <= 64
                && n.chars()
                    .all(|c| c.is_ascii_alphanumeric() || "_-.".contains(c))
        });
        if !name_ok {
            return Err(ApiError::invalid(
                Some(&param),
                format!("{param}.function.name must be 1 to 64 letters, digits, '_', '-' or '.'"),
            ));
        }
        if f.and_then(|f| present(f.as_object()?, "parameters"))
            .is_some_and(|p| !p.is_object())
        {
            return Err(ApiError::invalid(
                Some(&param),
                format!("{param}.function.parameters must be a JSON Schema object"),
            ));
        }
    }
    Ok(tools.clone())
}

/// Splits streamed text into reasoning and answer as it arrives, holding back only what
/// could be the start of `</think>`.
pub struct ReasoningSplitter {
    in_reasoning: bool,
    pending: String,
    answer_started: bool,
}

const END: &str = "</think>";

impl ReasoningSplitter {
    pub fn new(thinking: bool) -> Self {
        ReasoningSplitter {
            in_reasoning: thinking,
            pending: String::new(),
            answer_started: false,
        }
    }

    /// Returns (reasoning delta, content delta).
    pub fn push(&mut self, text: &str) -> (String, String) {
        if !self.in_reasoning {
            return (String::new(), self.answer(text));
        }
        self.pending.push_str(text);
        if let Some(at) = self.pending.find(END) {
            let reasoning = self.pending[..at].to_string();
            let rest = self.pending[at + END.len()..].to_string();
            self.pending.clear();
            self.in_reasoning = false;
            return (reasoning, self.answer(&rest));
        }
        // Keep the longest suffix that is a prefix of `</think>`.
        let keep = (1..END.len())
            .rev()
            .find(|&n| self.pending.ends_with(&END[..n]))
            .unwrap_or(0);
        let cut = self.pending.len() - keep;
        let out = self.pending[..cut].to_string();
        self.pending.drain(..cut);
        (out, String::new())
    }

    pub fn finish(&mut self) -> (String, String) {
        (std::mem::take(&mut self.pending), String::new())
    }

    // The answer's leading whitespace is dropped, as `split_reasoning` does.
    fn answer(&mut self, text: &str) -> String {
        if self.answer_started {
            return text.to_string();
        }
        let t = text.trim_start();
        if !t.is_empty() {
            self.answer_started = true;
        }
        t.to_string()
    }
}

/// Whole-text split: with thinking on, text without `</think>` is all reasoning (the
/// answer was cut off while thinking).
pub fn split_answer(text: &str, thinking: bool) -> (Option<String>, String) {
    if !thinking {
        return (None, text.to_string());
    }
    match crate::generate::split_reasoning(text) {
        (Some(r), a) => (Some(r), a),
        (None, t) => (Some(t.trim().to_string()), String::new()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splitter_holds_back_partial_end_tag() {
        let mut s = ReasoningSplitter::new(true);
        assert_eq!(s.push("abc</th"), ("abc".into(), "".into()));
        assert_eq!(s.push("ink>\n\nYes"), ("".into(), "Yes".into()));
        assert_eq!(s.push(" no"), ("".into(), " no".into()));
    }

    fn param_of(body: Value) -> Option<String> {
        parse(body.to_string().as_bytes()).unwrap_err().param
    }

    #[test]
    fn tools_messages_and_content_parts_are_checked() {
        let user = json!({"role": "user", "content": "x"});
        let tool = json!({"type": "function", "function": {"name": "get_time",
                          "parameters": {"type": "object", "properties": {}}}});
        let r = parse(
            json!({"messages": [user], "tools": [tool], "tool_choice": "auto"})
                .to_string()
                .as_bytes(),
        )
        .unwrap();
        assert_eq!(r.active_tools().map(<[Value]>::len), Some(1));
        let r = parse(
            json!({"messages": [user], "tools": [tool], "tool_choice": "none"})
                .to_string()
                .as_bytes(),
        )
        .unwrap();
        assert!(r.active_tools().is_none());
        for (body, param) in [
            (json!({"messages": [user], "tools": {}}), "tools"),
            (
                json!({"messages": [user], "tools": [{"type": "code"}]}),
                "tools[0]",
            ),
            (
                json!({"messages": [user], "tools": [{"type": "function", "function": {"name": "a b"}}]}),
                "tools[0]",
            ),
            (
                json!({"messages": [user], "tool_choice": "required"}),
                "tool_choice",
            ),
            (
                json!({"messages": [user], "tool_choice": {"type": "function", "function": {"name": "f"}}}),
                "tool_choice",
            ),
            (
                json!({"messages": [{"role": "robot", "content": "x"}]}),
                "messages[0].role",
            ),
            (
                json!({"messages": [{"role": "user"}]}),
                "messages[0].content",
            ),
            (
                json!({"messages": [{"role": "user", "content": [{"type": "image_url", "image_url": {"url": "x"}}]}]}),
                "messages[0].content[0]",
            ),
            (
                json!({"messages": [{"role": "user", "content": [{"type": "text"}]}]}),
                "messages[0].content[0]",
            ),
            (
                json!({"messages": [{"role": "assistant", "tool_calls": [{"function": {"arguments": "{}"}}]}]}),
                "messages[0].tool_calls[0]",
            ),
            (
                json!({"messages": [{"role": "user", "content": "x", "tool_calls": []}]}),
                "messages[0].tool_calls",
            ),
        ] {
            assert_eq!(param_of(body.clone()).as_deref(), Some(param), "{body}");
        }
        // A tool round trip and text parts are fine.
        assert!(parse(
            json!({"messages": [
                {"role": "user", "content": [{"type": "text", "text": "time?"}]},
                {"role": "assistant", "content": null, "tool_calls": [{"id": "c1", "type": "function",
                  "function": {"name": "get_time", "arguments": "{\"tz\": \"UTC\"}"}}]},
                {"role": "tool", "tool_call_id": "c1", "content": "12:00"}
            ]})
            .to_string()
            .as_bytes()
        )
        .is_ok());
    }

    #[test]
    fn unknown_field_and_n_are_rejected() {
        let e = parse(br#"{"messages":[{"role":"user","content":"x"}],"foo":1}"#).unwrap_err();
        assert_eq!(e.param.as_deref(), Some("foo"));
        let e = parse(br#"{"messages":[{"role":"user","content":"x"}],"n":2}"#).unwrap_err();
        assert_eq!(e.param.as_deref(), Some("n"));
        assert!(parse(
            br#"{"messages":[{"role":"user","content":"x"}],"user":"u","logprobs":false}"#
        )
        .is_ok());
    }
}
