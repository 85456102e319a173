//! `lily gate` end to end: decisions as JSON, redaction round trips, batches, bad input.

mod common;
use common::lily;

use std::process::Output;

use serde_json::Value;

fn json_lines(o: &Output) -> Vec<Value> {
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8_lossy(&o.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

#[test]
fn decision_with_findings() {
    let v = &json_lines(&lily(
        &[
            "gate",
            "메일은kim@example.com이고 카드4111-1111-1111-1111로",
        ],
        b"",
    ))[0];
    assert_eq!(v["route"], "redact");
    let types: Vec<&str> = v["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["type"].as_str().unwrap())
        .collect();
    assert_eq!(types, ["email", "card"]);
    assert!(v["findings"][0]["score"].as_f64().unwrap() > 0.5);
    assert!(!v["reasons"].as_array().unwrap().is_empty());
}

#[test]
fn clean_text_from_stdin_is_allowed() {
    let v = &json_lines(&lily(&["gate"], b"What is the capital of France?"))[0];
    assert_eq!(v["route"], "allow");
}

#[test]
fn redact_then_reidentify_through_a_map_file() {
    let text = "Call the desk at 010-2345-6789 or mail jin@example.org";
    let v = &json_lines(&lily(&["gate", "--redact", text], b""))[0];
    assert_eq!(
        v["redacted"],
        "Call the desk at [PHONE_1] or mail [EMAIL_1]"
    );
    let dir = tempfile::tempdir().unwrap();
    let map = dir.path().join("map.json");
    std::fs::write(&map, serde_json::to_string(v).unwrap()).unwrap();
    let m = map.to_str().unwrap();
    let o = lily(
        &["gate", "reidentify", "--map", m, "Sent to [EMAIL_1]."],
        b"",
    );
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        "Sent to jin@example.org."
    );
    let o = lily(
        &["gate", "reidentify", "--map", m, "--stream"],
        "[PHONE_1] 확인".as_bytes(),
    );
    assert_eq!(String::from_utf8_lossy(&o.stdout), "010-2345-6789 확인");
}

#[test]
fn jsonl_batches_and_files() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("batch.jsonl");
    std::fs::write(
        &f,
        "{\"id\":1,\"text\":\"hello\"}\n\"ssn 536-22-1234\"\nnot json at all\n",
    )
    .unwrap();
    let out = json_lines(&lily(
        &["gate", "--jsonl", "--file", f.to_str().unwrap()],
        b"",
    ));
    assert_eq!(out.len(), 3);
    assert_eq!(out[0]["route"], "allow");
    assert_eq!(out[0]["id"], 1);
    assert_eq!(out[1]["route"], "redact");
    assert_eq!(out[2]["line"], 3);
    assert!(out[2]["note"].is_string());
}

#[test]
fn bad_input_always_gets_a_decision() {
    let v = &json_lines(&lily(&["gate"], b""))[0];
    assert_eq!(v["route"], "allow");
    let v = &json_lines(&lily(&["gate"], b"abc \xff\xfe binary \x00\x01"))[0];
    assert_eq!(v["route"], "local");
    assert_eq!(v["input"]["invalid_utf8"], true);
    let noise: Vec<u8> = (0..200_000u32)
        .map(|i| (i.wrapping_mul(2654435761) >> 13) as u8)
        .collect();
    let v = &json_lines(&lily(&["gate"], &noise))[0];
    assert_eq!(v["route"], "local");
}

#[test]
fn policy_file_and_mode() {
    let v = &json_lines(&lily(
        &["gate", "--mode", "strict", "mail a@example.com"],
        b"",
    ))[0];
    assert_eq!(v["route"], "local");
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("policy.json");
    std::fs::write(&p, r#"{"ignore": ["email"]}"#).unwrap();
    let v = &json_lines(&lily(
        &[
            "gate",
            "--policy",
            p.to_str().unwrap(),
            "mail a@example.com",
        ],
        b"",
    ))[0];
    assert_eq!(v["route"], "allow");
    std::fs::write(&p, r#"{"redact_threshold": 7}"#).unwrap();
    let o = lily(&["gate", "--policy", p.to_str().unwrap(), "x"], b"");
    assert!(!o.status.success());
}

#[test]
fn eval_and_bench_run() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().join("d.jsonl");
    std::fs::write(
        &d,
        "{\"text\":\"mail kim@example.com\",\"lang\":\"en\",\"spans\":[{\"start\":5,\"end\":20,\"type\":\"email\"}],\"expected_route\":\"redact\"}\n",
    )
    .unwrap();
    let o = lily(&["gate", "eval", d.to_str().unwrap()], b"");
    let s = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(s.contains("| email | 1 | 1 | 1.000"), "{s}");
    let o = lily(&["gate", "bench", "--scale", "0.002", "--json"], b"");
    assert_eq!(json_lines(&o).len(), 4);
}
