//! Tool calls in the model's answer. The chat template teaches the Qwen XML form
//!
//! ```text
//! <tool_call>
//! <function=NAME>
//! <parameter=ARG>
//! VALUE
//! </parameter>
//! </function>
//! </tool_call>
//! ```
//!
//! and clients get OpenAI `tool_calls` whose `arguments` is a JSON object in a string: a
//! value that is valid JSON is taken as that JSON, anything else as a string. The parser
//! works on streamed text: plain text goes out as soon as it cannot be the start of a call,
//! a call's name as soon as its `<function=...>` is complete, and its arguments parameter
//! by parameter. Text that does not follow the form is passed on as plain text.

use serde_json::{json, Value};

const OPEN: &str = "<tool_call>";
const CLOSE: &str = "</tool_call>";
const FUNCTION: &str = "<function=";
const FUNCTION_END: &str = "</function>";
const PARAMETER: &str = "<parameter=";
const PARAMETER_END: &str = "</parameter>";

#[derive(Debug, Clone, PartialEq)]
pub enum ToolEvent {
    Text(String),
    /// Call number `index` of the answer begins.
    Start {
        index: usize,
        name: String,
    },
    /// The next piece of call `index`'s `arguments`; a call's pieces concatenate to a JSON
    /// object.
    Arguments {
        index: usize,
        text: String,
    },
}

enum State {
    Text,
    /// Inside `<tool_call>`: before `<function=...>`, or inside the function with the
    /// number of parameters seen.
    Call {
        params: Option<usize>,
    },
}

pub struct ToolCallParser {
    buf: String,
    state: State,
    calls: usize,
}

/// What [`ToolCallParser::step`] made of the buffer.
enum Step {
    /// Consumed this many bytes, emitting the events; go on.
    Took(usize, Vec<ToolEvent>),
    /// The buffer may be the start of something longer.
    NeedMore,
    /// The buffer does not follow the form.
    Malformed,
}

impl Default for ToolCallParser {
    fn default() -> Self {
        ToolCallParser {
            buf: String::new(),
            state: State::Text,
            calls: 0,
        }
    }
}

impl ToolCallParser {
    pub fn push(&mut self, text: &str) -> Vec<ToolEvent> {
        self.buf.push_str(text);
        let mut out = Vec::new();
        loop {
            match self.step() {
                Step::Took(n, events) => {
                    self.buf.drain(..n);
                    out.extend(events);
                }
                Step::NeedMore => break,
                Step::Malformed => out.extend(self.abandon_call()),
            }
        }
        out
    }

    /// Releases what is held back at the end of the answer. An unfinished call is closed
    /// (its arguments stay valid JSON) and the text it had left is passed on.
    pub fn finish(&mut self) -> Vec<ToolEvent> {
        let mut out = Vec::new();
        if matches!(self.state, State::Call { .. }) {
            out.extend(self.abandon_call());
            out.extend(self.push(""));
        }
        let rest = std::mem::take(&mut self.buf);
        // Whitespace after the last call is layout, not content.
        let layout = self.calls > 0 && rest.trim().is_empty();
        if !rest.is_empty() && !layout {
            out.push(ToolEvent::Text(rest));
        }
        out
    }

    fn step(&mut self) -> Step {
        let buf = self.buf.as_str();
        let State::Call { params } = self.state else {
            if let Some(at) = buf.find(OPEN) {
                self.state = State::Call { params: None };
                // Whitespace just before a call is layout.
                let before = buf[..at].trim_end();
                let events = if before.is_empty() {
                    vec![]
                } else {
                    vec![ToolEvent::Text(before.to_string())]
                };
                return Step::Took(at + OPEN.len(), events);
            }
            // Hold back trailing whitespace and anything that may begin `<tool_call>`.
            let keep = (1..OPEN.len())
                .rev()
                .find(|&n| buf.ends_with(&OPEN[..n]))
                .unwrap_or(0);
            let cut = buf[..buf.len() - keep].trim_end().len();
            return if cut == 0 {
                Step::NeedMore
            } else {
                Step::Took(cut, vec![ToolEvent::Text(buf[..cut].to_string())])
            };
        };
        let rest = buf.trim_start();
        let skipped = buf.len() - rest.len();
        let index = self.calls;
        let may_become = |tags: &[&str]| tags.iter().any(|t| t.starts_with(rest));
        match params {
            None if rest.starts_with(FUNCTION) => match tag_value(rest, FUNCTION) {
                Some(Ok((name, n))) => {
                    self.state = State::Call { params: Some(0) };
                    Step::Took(
                        skipped + n,
                        vec![ToolEvent::Start {
                            index,
                            name: name.to_string(),
                        }],
                    )
                }
                Some(Err(())) => Step::Malformed,
                None => Step::NeedMore,
            },
            None if may_become(&[FUNCTION]) => Step::NeedMore,
            None => Step::Malformed,
            Some(p) if rest.starts_with(PARAMETER) => {
                let (key, n) = match tag_value(rest, PARAMETER) {
                    Some(Ok(v)) => v,
                    Some(Err(())) => return Step::Malformed,
                    None => return Step::NeedMore,
                };
                let Some(len) = rest[n..].find(PARAMETER_END) else {
                    return Step::NeedMore;
                };
                let raw = &rest[n..n + len];
                let raw = raw.strip_prefix('\n').unwrap_or(raw);
                let raw = raw.strip_suffix('\n').unwrap_or(raw);
                let value = serde_json::from_str::<Value>(raw).unwrap_or_else(|_| raw.into());
                let text = format!(
                    "{}{}:{}",
                    if p == 0 { "{" } else { "," },
                    Value::from(key),
                    value
                );
                self.state = State::Call {
                    params: Some(p + 1),
                };
                Step::Took(
                    skipped + n + len + PARAMETER_END.len(),
                    vec![ToolEvent::Arguments { index, text }],
                )
            }
            Some(p) => {
                // `</function>` then `</tool_call>`; a bare `</tool_call>` closes too.
                let (end, rest2) = match rest.strip_prefix(FUNCTION_END) {
                    Some(r) => (FUNCTION_END.len(), r),
                    None => (0, rest),
                };
                let after = rest2.trim_start();
                if after.starts_with(CLOSE) {
                    self.state = State::Text;
                    self.calls += 1;
                    let taken = skipped + end + (rest2.len() - after.len()) + CLOSE.len();
                    let text = if p == 0 { "{}" } else { "}" }.to_string();
                    Step::Took(taken, vec![ToolEvent::Arguments { index, text }])
                } else if (end > 0 && CLOSE.starts_with(after))
                    || may_become(&[PARAMETER, FUNCTION_END, CLOSE])
                {
                    Step::NeedMore
                } else {
                    Step::Malformed
                }
            }
        }
    }

    /// Leaves a call that does not follow the form: a started one is closed, an unstarted
    /// one gives its `<tool_call>` back as text, and the buffer is read as text again.
    fn abandon_call(&mut self) -> Vec<ToolEvent> {
        let State::Call { params } = self.state else {
            return Vec::new();
        };
        self.state = State::Text;
        match params {
            None => vec![ToolEvent::Text(OPEN.to_string())],
            Some(p) => {
                let index = self.calls;
                self.calls += 1;
                let text = if p == 0 { "{}" } else { "}" }.to_string();
                vec![ToolEvent::Arguments { index, text }]
            }
        }
    }
}

/// `<TAG=VALUE>` at the start of `s`: the value and the bytes up to and including `>`;
/// `None` while incomplete, `Err` when the value is empty or spans lines.
fn tag_value<'a>(s: &'a str, tag: &str) -> Option<Result<(&'a str, usize), ()>> {
    let body = &s[tag.len()..];
    match body.find(['>', '\n']) {
        None => None,
        Some(i) if body.as_bytes()[i] == b'>' && i > 0 => Some(Ok((&body[..i], tag.len() + i + 1))),
        Some(_) => Some(Err(())),
    }
}

/// An answer's text and OpenAI `tool_calls` from its parser events; call ids are
/// `{id_prefix}_{index}`.
pub fn collect(events: Vec<ToolEvent>, id_prefix: &str) -> (String, Vec<Value>) {
    let mut text = String::new();
    let mut calls: Vec<Value> = Vec::new();
    for e in events {
        match e {
            ToolEvent::Text(t) => text.push_str(&t),
            ToolEvent::Start { index, name } => calls.push(json!({
                "id": format!("{id_prefix}_{index}"), "type": "function",
                "function": {"name": name, "arguments": ""},
            })),
            ToolEvent::Arguments { index, text: piece } => {
                let args = &mut calls[index]["function"]["arguments"];
                *args = (args.as_str().unwrap_or_default().to_string() + &piece).into();
            }
        }
    }
    (text, calls)
}

/// The streamed `delta` for a call event (`None` for text, which goes out as content).
pub fn call_delta(e: &ToolEvent, id_prefix: &str) -> Option<Value> {
    let call = match e {
        ToolEvent::Text(_) => return None,
        ToolEvent::Start { index, name } => json!({
            "index": index, "id": format!("{id_prefix}_{index}"), "type": "function",
            "function": {"name": name, "arguments": ""},
        }),
        ToolEvent::Arguments { index, text } => {
            json!({"index": index, "function": {"arguments": text}})
        }
    };
    Some(json!({ "tool_calls": [call] }))
}

#[cfg(test)]
mod tests {
    use super::*;

    const ANSWER: &str = "Let me look.\n\n<tool_call>\n<function=get_weather>\n\
        <parameter=city>\nParis, France\n</parameter>\n<parameter=days>\n3\n</parameter>\n\
        <parameter=opts>\n{\"units\": \"metric\", \"alerts\": [true]}\n</parameter>\n\
        </function>\n</tool_call>\n<tool_call>\n<function=ping>\n</function>\n</tool_call>";

    fn parse_in_pieces(text: &str, piece: usize) -> (String, Vec<Value>) {
        let mut p = ToolCallParser::default();
        let mut events = Vec::new();
        let chars: Vec<char> = text.chars().collect();
        for c in chars.chunks(piece) {
            events.extend(p.push(&c.iter().collect::<String>()));
        }
        events.extend(p.finish());
        collect(events, "call_1")
    }

    #[test]
    fn calls_become_openai_tool_calls() {
        let (text, calls) = parse_in_pieces(ANSWER, usize::MAX);
        assert_eq!(text, "Let me look.");
        assert_eq!(calls.len(), 2);
        assert_eq!(calls[0]["id"], "call_1_0");
        assert_eq!(calls[0]["function"]["name"], "get_weather");
        let args: Value =
            serde_json::from_str(calls[0]["function"]["arguments"].as_str().unwrap()).unwrap();
        assert_eq!(
            args,
            json!({"city": "Paris, France", "days": 3,
                   "opts": {"units": "metric", "alerts": [true]}})
        );
        assert_eq!(calls[1]["function"]["name"], "ping");
        assert_eq!(calls[1]["function"]["arguments"], "{}");
    }

    #[test]
    fn any_split_of_the_stream_gives_the_same_result() {
        let whole = parse_in_pieces(ANSWER, usize::MAX);
        for piece in 1..12 {
            assert_eq!(parse_in_pieces(ANSWER, piece), whole, "pieces of {piece}");
        }
    }

    #[test]
    fn no_markup_leaks_into_text_while_streaming() {
        let mut p = ToolCallParser::default();
        let mut text = String::new();
        for c in ANSWER.chars() {
            for e in p.push(&c.to_string()) {
                if let ToolEvent::Text(t) = e {
                    text.push_str(&t);
                }
            }
        }
        assert_eq!(text, "Let me look.");
        // The name goes out as soon as its tag is complete, before the arguments.
        let mut p = ToolCallParser::default();
        let e = p.push("<tool_call>\n<function=f>\n<parameter=a>\n1");
        assert_eq!(
            e,
            vec![ToolEvent::Start {
                index: 0,
                name: "f".into()
            }]
        );
    }

    #[test]
    fn plain_text_and_lookalikes_stay_text() {
        for text in [
            "No tools needed. 2 < 3 and <b>bold</b>",
            "a <tool_ call> b",
            "<tool_callx> is not a tag",
        ] {
            assert_eq!(parse_in_pieces(text, 1), (text.to_string(), vec![]));
        }
        // A call that breaks the form: its text comes back as text.
        let broken = "<tool_call>\nnot a function\n</tool_call>";
        assert_eq!(parse_in_pieces(broken, 3), (broken.to_string(), vec![]));
    }

    #[test]
    fn an_unfinished_call_is_closed_with_valid_arguments() {
        let (text, calls) = parse_in_pieces(
            "<tool_call>\n<function=f>\n<parameter=a>\n1\n</parameter>\n<param",
            2,
        );
        assert_eq!(calls.len(), 1);
        assert_eq!(calls[0]["function"]["arguments"], "{\"a\":1}");
        assert_eq!(text, "\n<param");
    }
}
