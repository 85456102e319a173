//! Chat template rendering must match transformers' apply_chat_template byte
//! for byte.  The goldens come from tools/render_template_goldens.py.

use std::path::{Path, PathBuf};

use lily::chat_template::{
    parse_tool_call_arguments, ChatTemplate, ChatTemplateError, Content, ContentPart, FunctionCall,
    Message, RenderOptions, ToolCall, BUILTIN_TEMPLATE,
};
use serde_json::{json, Value};

fn goldens() -> Value {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/chat_template/goldens.json");
    let text = std::fs::read_to_string(&path).expect("goldens.json is readable");
    serde_json::from_str(&text).expect("goldens.json is valid JSON")
}

fn options_of(case: &Value) -> RenderOptions {
    RenderOptions {
        add_generation_prompt: case["add_generation_prompt"].as_bool().unwrap_or(false),
        enable_thinking: case.get("enable_thinking").and_then(Value::as_bool),
        tools: case["tools"].as_array().cloned(),
        extra: case["kwargs"].as_object().cloned().unwrap_or_default(),
        ..RenderOptions::default()
    }
}

/// Describes where two renders first differ, with some context on each side.
fn diff_report(expected: &str, actual: &str) -> String {
    let at = expected
        .char_indices()
        .zip(actual.chars())
        .find(|((_, e), a)| e != a)
        .map(|((i, _), _)| i)
        .unwrap_or_else(|| expected.len().min(actual.len()));
    let line = expected[..at].matches('\n').count() + 1;
    let col = at - expected[..at].rfind('\n').map_or(0, |p| p + 1) + 1;
    let window = |s: &str| {
        let mut start = at.saturating_sub(60);
        while !s.is_char_boundary(start) {
            start -= 1;
        }
        let mut end = (at + 60).min(s.len());
        while !s.is_char_boundary(end) {
            end += 1;
        }
        format!("{:?}", &s[start.min(s.len())..end.max(start.min(s.len()))])
    };
    format!(
        "first difference at byte {at} (line {line}, column {col}); lengths {} vs {}\n  \
         expected: {}\n  actual:   {}",
        expected.len(),
        actual.len(),
        window(expected),
        window(actual)
    )
}

#[test]
fn goldens_match_transformers() {
    let goldens = goldens();
    let builtin = ChatTemplate::new(BUILTIN_TEMPLATE).expect("built-in template compiles");
    let cases = goldens["cases"].as_array().expect("cases");
    assert!(cases.len() >= 12, "too few golden cases");

    let mut failures = Vec::new();
    for case in cases {
        let name = case["name"].as_str().unwrap();
        let snippet;
        let template = match case["template"].as_str() {
            Some(source) => {
                snippet = ChatTemplate::new(source)
                    .unwrap_or_else(|err| panic!("{name}: template does not compile: {err}"));
                &snippet
            }
            None => &builtin,
        };
        let messages = case["messages"].as_array().unwrap();
        let result = template.render(messages, &options_of(case));

        match (case.get("expected"), result) {
            (Some(expected), Ok(actual)) => {
                let expected = expected.as_str().unwrap();
                if expected != actual {
                    failures.push(format!("{name}: {}", diff_report(expected, &actual)));
                }
            }
            (Some(_), Err(err)) => {
                failures.push(format!("{name}: expected output, got error: {err}"))
            }
            (None, Ok(actual)) => {
                failures.push(format!("{name}: expected an error, got {actual:?}"))
            }
            (None, Err(err)) => {
                let error = &case["error"];
                let message = error["message"].as_str().unwrap();
                if error["raised"].as_bool() == Some(true) {
                    match &err {
                        ChatTemplateError::Raised { message: got, .. } if got == message => {}
                        other => failures.push(format!(
                            "{name}: expected raise_exception({message:?}), got {other}"
                        )),
                    }
                    if !err.to_string().contains(message) {
                        failures.push(format!("{name}: error text {err} lacks {message:?}"));
                    }
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} golden cases differ:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}

/// Renders `{{ value | tojson(ARGS) }}` with `value` passed in as a variable.
fn tojson(value: Value, args: &str) -> String {
    let source = if args.is_empty() {
        "{{ value | tojson }}".to_string()
    } else {
        format!("{{{{ value | tojson({args}) }}}}")
    };
    let template = ChatTemplate::new(&source).unwrap();
    let options = RenderOptions::new().with_extra("value", value);
    template.render::<Value>(&[], &options).unwrap()
}

// Expected strings below are what Python's json.dumps prints.

#[test]
fn tojson_keeps_html_characters_floats_and_unicode() {
    assert_eq!(
        tojson(json!({"a": "<b>&'", "n": 1.0, "k": "한국어"}), ""),
        r#"{"a": "<b>&'", "n": 1.0, "k": "한국어"}"#
    );
    assert_eq!(
        tojson(
            json!([1, 1.5, -0.0, 1e-7, 1e16, 1e15, 0.1, true, null, "😀"]),
            ""
        ),
        r#"[1, 1.5, -0.0, 1e-07, 1e+16, 1000000000000000.0, 0.1, true, null, "😀"]"#
    );
    assert_eq!(
        tojson(
            json!("tab\t nl\n cr\r bs\u{8} ff\u{c} nul\u{0} del\u{7f} quote\" back\\"),
            ""
        ),
        "\"tab\\t nl\\n cr\\r bs\\b ff\\f nul\\u0000 del\u{7f} quote\\\" back\\\\\""
    );
}

#[test]
fn tojson_indent_forms() {
    let value = json!({"a": [1, {"b": null}], "c": {}, "d": []});
    assert_eq!(
        tojson(value.clone(), "indent=2"),
        "{\n  \"a\": [\n    1,\n    {\n      \"b\": null\n    }\n  ],\n  \"c\": {},\n  \"d\": []\n}"
    );
    assert_eq!(
        tojson(value.clone(), "indent=0"),
        "{\n\"a\": [\n1,\n{\n\"b\": null\n}\n],\n\"c\": {},\n\"d\": []\n}"
    );
    assert_eq!(
        tojson(json!({"a": [1]}), "indent='--'"),
        "{\n--\"a\": [\n----1\n--]\n}"
    );
    // Positional arguments follow transformers' signature:
    // tojson(x, ensure_ascii, indent, separators, sort_keys).
    assert_eq!(
        tojson(json!({"a": [1]}), "false, 1"),
        "{\n \"a\": [\n  1\n ]\n}"
    );
}

#[test]
fn tojson_separators_sorting_and_ascii() {
    let value = json!({"b": 1, "a": [1, 2], "c": {"y": 1, "x": 2}});
    assert_eq!(
        tojson(value.clone(), "separators=(',', ':')"),
        r#"{"b":1,"a":[1,2],"c":{"y":1,"x":2}}"#
    );
    assert_eq!(
        tojson(value.clone(), "sort_keys=true"),
        r#"{"a": [1, 2], "b": 1, "c": {"x": 2, "y": 1}}"#
    );
    assert_eq!(
        tojson(json!({"a": [1]}), "indent=1, separators=(', ', '= ')"),
        "{\n \"a\"= [\n  1\n ]\n}"
    );
    assert_eq!(
        tojson(json!("é 한 😀 \u{7f}"), "ensure_ascii=true"),
        r#""\u00e9 \ud55c \ud83d\ude00 \u007f""#
    );
}

#[test]
fn tojson_of_template_literals_and_errors() {
    let template = ChatTemplate::new(
        "{{ {2: 'a', false: 'b', none: 'c', 1.5: 'd'} | tojson }} {{ (1, 'x') | tojson }}",
    )
    .unwrap();
    assert_eq!(
        template
            .render::<Value>(&[], &RenderOptions::new())
            .unwrap(),
        r#"{"2": "a", "false": "b", "null": "c", "1.5": "d"} [1, "x"]"#
    );

    let undefined = ChatTemplate::new("{{ nope | tojson }}").unwrap();
    let err = undefined
        .render::<Value>(&[], &RenderOptions::new())
        .unwrap_err();
    assert!(err.to_string().contains("not JSON serializable"), "{err}");

    let bad = ChatTemplate::new("{{ 1 | tojson(indent=2, bogus=1) }}").unwrap();
    assert!(bad.render::<Value>(&[], &RenderOptions::new()).is_err());
}

#[test]
fn syntax_errors_name_the_line() {
    let err = ChatTemplate::new("hello\n{% for m in messages %}\n{{ m.content }}\n").unwrap_err();
    match &err {
        ChatTemplateError::Syntax { line: Some(_), .. } => {}
        other => panic!("expected a syntax error with a line, got {other:?}"),
    }
    let text = err.to_string();
    assert!(text.contains("syntax error at line"), "{text}");

    let err = ChatTemplate::new("a\nb\n{{ 1 + }}\n").unwrap_err();
    assert!(err.to_string().contains("at line 3"), "{err}");
    assert!(err.to_string().contains("{{ 1 + }}"), "{err}");
}

#[test]
fn render_errors_name_the_line_and_raise_text() {
    let template = ChatTemplate::new("ok\n\n{{ raise_exception('bad input: ' ~ 42) }}").unwrap();
    let err = template
        .render::<Value>(&[], &RenderOptions::new())
        .unwrap_err();
    match &err {
        ChatTemplateError::Raised { line, message } => {
            assert_eq!(message, "bad input: 42");
            assert_eq!(*line, Some(3));
        }
        other => panic!("expected Raised, got {other:?}"),
    }
    assert!(err.to_string().contains("bad input: 42"));
}

#[test]
fn builtin_template_rejects_an_empty_conversation() {
    let err = ChatTemplate::builtin()
        .render::<Value>(&[], &RenderOptions::new())
        .unwrap_err();
    assert!(err.to_string().contains("No messages were given."), "{err}");
}

#[test]
fn typed_messages_render_like_json_ones() {
    let typed = vec![
        Message::system("Be brief."),
        Message {
            content: Some(Content::Parts(vec![ContentPart {
                kind: "text".into(),
                text: Some("Weather?".into()),
                other: Default::default(),
            }])),
            ..Message::user("")
        },
        Message {
            reasoning_content: Some("Use the tool.".into()),
            tool_calls: Some(vec![ToolCall {
                id: Some("c1".into()),
                kind: Some("function".into()),
                function: FunctionCall {
                    name: "get_weather".into(),
                    arguments: json!({"city": "Seoul", "days": 2}),
                },
            }]),
            ..Message::assistant("")
        },
        Message {
            tool_call_id: Some("c1".into()),
            ..Message::tool("25°C")
        },
    ];
    let as_json: Vec<Value> = typed
        .iter()
        .map(|m| serde_json::to_value(m).unwrap())
        .collect();
    let options = RenderOptions::new()
        .with_generation_prompt(true)
        .with_thinking(Some(false));
    let template = ChatTemplate::builtin();
    let a = template.render(&typed, &options).unwrap();
    let b = template.render(&as_json, &options).unwrap();
    assert_eq!(a, b);
    assert!(a.contains("<parameter=days>\n2\n</parameter>"), "{a}");
    assert!(
        a.ends_with("<|im_start|>assistant\n<think>\n\n</think>\n\n"),
        "{a}"
    );
}

#[test]
fn string_arguments_can_be_parsed_into_objects() {
    let mut messages = vec![json!({
        "role": "assistant",
        "content": null,
        "tool_calls": [
            {"function": {"name": "f", "arguments": "{\"x\": 1.0, \"y\": \"z\"}"}},
            {"function": {"name": "g", "arguments": "not json"}},
            {"function": {"name": "h", "arguments": "[1]"}}
        ]
    })];
    parse_tool_call_arguments(&mut messages);
    let calls = &messages[0]["tool_calls"];
    assert_eq!(
        calls[0]["function"]["arguments"],
        json!({"x": 1.0, "y": "z"})
    );
    assert_eq!(calls[1]["function"]["arguments"], json!("not json"));
    assert_eq!(calls[2]["function"]["arguments"], json!("[1]"));
}

#[test]
fn special_tokens_and_extra_kwargs_reach_the_template() {
    let template =
        ChatTemplate::new("{{ bos_token }}|{{ eos_token }}|{{ flag }}|{{ enable_thinking }}")
            .unwrap()
            .with_special_tokens(Some("<s>".into()), Some("</s>".into()));
    let options = RenderOptions::new()
        .with_extra("flag", json!(true))
        .with_thinking(Some(false));
    assert_eq!(
        template.render::<Value>(&[], &options).unwrap(),
        "<s>|</s>|True|False"
    );
    let options = RenderOptions {
        eos_token: Some("<|im_end|>".into()),
        ..RenderOptions::new()
    };
    assert_eq!(
        template.render::<Value>(&[], &options).unwrap(),
        "<s>|<|im_end|>||"
    );
}

#[test]
fn strftime_now_formats_the_current_date() {
    let template = ChatTemplate::new("{{ strftime_now('%Y-%m-%d') }}").unwrap();
    let out = template
        .render::<Value>(&[], &RenderOptions::new())
        .unwrap();
    let bytes = out.as_bytes();
    assert_eq!(out.len(), 10, "{out}");
    assert!(bytes[4] == b'-' && bytes[7] == b'-', "{out}");
    assert!(out[..4].parse::<u32>().unwrap() >= 2024, "{out}");
}

/// A fresh, empty scratch directory under the target dir.
fn scratch_dir(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("chat_template_{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn checkpoint_dir_prefers_the_jinja_file() {
    let dir = scratch_dir("jinja");
    std::fs::write(
        dir.join("chat_template.jinja"),
        "from jinja {{ eos_token }}\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("tokenizer_config.json"),
        r#"{"chat_template": "from config", "eos_token": {"content": "<|im_end|>", "lstrip": false}}"#,
    )
    .unwrap();
    let template = ChatTemplate::from_checkpoint_dir(&dir).unwrap();
    assert_eq!(template.eos_token(), Some("<|im_end|>"));
    assert_eq!(template.bos_token(), None);
    // jinja2 drops one trailing newline of the source, like transformers does.
    assert_eq!(
        template
            .render::<Value>(&[], &RenderOptions::new())
            .unwrap(),
        "from jinja <|im_end|>"
    );
}

#[test]
fn checkpoint_dir_falls_back_to_tokenizer_config() {
    let dir = scratch_dir("config");
    std::fs::write(
        dir.join("tokenizer_config.json"),
        r#"{"chat_template": "{{ bos_token }}config", "bos_token": "<s>"}"#,
    )
    .unwrap();
    let template = ChatTemplate::from_checkpoint_dir(&dir).unwrap();
    assert_eq!(
        template
            .render::<Value>(&[], &RenderOptions::new())
            .unwrap(),
        "<s>config"
    );

    let dir = scratch_dir("named");
    std::fs::write(
        dir.join("tokenizer_config.json"),
        r#"{"chat_template": [{"name": "tool_use", "template": "tools"}, {"name": "default", "template": "plain"}]}"#,
    )
    .unwrap();
    let template = ChatTemplate::from_checkpoint_dir(&dir).unwrap();
    assert_eq!(
        template
            .render::<Value>(&[], &RenderOptions::new())
            .unwrap(),
        "plain"
    );
}

#[test]
fn checkpoint_dir_errors_name_the_files() {
    let dir = scratch_dir("empty");
    let err = ChatTemplate::from_checkpoint_dir(&dir)
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("chat_template.jinja") && err.contains("tokenizer_config.json"),
        "{err}"
    );

    let dir = scratch_dir("no_field");
    std::fs::write(dir.join("tokenizer_config.json"), r#"{"eos_token": "x"}"#).unwrap();
    let err = ChatTemplate::from_checkpoint_dir(&dir)
        .unwrap_err()
        .to_string();
    assert!(err.contains("no chat template"), "{err}");

    let dir = scratch_dir("bad_json");
    std::fs::write(dir.join("tokenizer_config.json"), "{not json").unwrap();
    let err = ChatTemplate::from_checkpoint_dir(&dir)
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("tokenizer_config.json") && err.contains("invalid JSON"),
        "{err}"
    );

    let dir = scratch_dir("bad_template");
    std::fs::write(dir.join("chat_template.jinja"), "{% if %}").unwrap();
    let err = ChatTemplate::from_checkpoint_dir(&dir)
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("chat_template.jinja") && err.contains("line 1"),
        "{err}"
    );
}
