//! The `lily` binary end to end: scoring reproduces transformers, generation runs on the
//! built-in model, and bad input gets a clear error and a non-zero exit.

mod common;
use common::lily;

use std::path::Path;

use safetensors::SafeTensors;

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

#[test]
fn score_reproduces_the_transformers_reference() {
    for name in ["official", "per_expert"] {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures")
            .join(name);
        let logits_path = std::env::temp_dir().join(format!("lily-cli-logits-{name}.f32"));
        let out = lily(
            &[
                "score",
                "--model",
                dir.to_str().unwrap(),
                "--tokens",
                dir.join("tokens.json").to_str().unwrap(),
                "--chunk",
                "64",
                "--logits-out",
                logits_path.to_str().unwrap(),
            ],
            b"",
        );
        assert!(out.status.success(), "{}", text(&out.stderr));
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        let bytes = std::fs::read(dir.join("reference.safetensors")).unwrap();
        let st = SafeTensors::deserialize(&bytes).unwrap();
        let lp: Vec<f32> = st
            .tensor("logprobs_full")
            .unwrap()
            .data()
            .chunks_exact(4)
            .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
            .collect();
        let ids: Vec<u64> =
            serde_json::from_str(&std::fs::read_to_string(dir.join("tokens.json")).unwrap())
                .unwrap();
        let vocab = lp.len() / ids.len();
        let positions = v["positions"].as_array().unwrap();
        assert_eq!(positions.len(), ids.len() - 1);
        let mut nll = 0.0;
        for (i, p) in positions.iter().enumerate() {
            let expect = lp[i * vocab + ids[i + 1] as usize] as f64;
            let got = p["logprob"].as_f64().unwrap();
            assert!(
                (got - expect).abs() <= 1e-4,
                "{name}: position {}: {got} vs {expect}",
                i + 1
            );
            assert_eq!(p["token"].as_u64().unwrap(), ids[i + 1]);
            let row = &lp[i * vocab..(i + 1) * vocab];
            let top = row
                .iter()
                .enumerate()
                .fold(0, |b, (j, &x)| if x > row[b] { j } else { b });
            assert_eq!(
                p["top1"].as_u64().unwrap() as usize,
                top,
                "{name}: top-1 at position {}",
                i + 1
            );
            nll -= expect;
        }
        // The dumped logits: one row per scored position whose log-softmax is the
        // reference's log-probabilities.
        let logits: Vec<f32> = std::fs::read(&logits_path)
            .unwrap()
            .chunks_exact(4)
            .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
            .collect();
        std::fs::remove_file(&logits_path).ok();
        assert_eq!(logits.len(), positions.len() * vocab, "{name}: logits rows");
        for (i, row) in logits.chunks_exact(vocab).enumerate() {
            let max = row.iter().fold(f32::NEG_INFINITY, |m, &x| m.max(x)) as f64;
            let lse = max
                + row
                    .iter()
                    .map(|&x| (x as f64 - max).exp())
                    .sum::<f64>()
                    .ln();
            for (j, &x) in row.iter().enumerate() {
                let expect = lp[i * vocab + j] as f64;
                assert!(
                    (x as f64 - lse - expect).abs() <= 1e-4,
                    "{name}: dumped logit {j} at position {}",
                    i + 1
                );
            }
        }
        nll /= positions.len() as f64;
        let got = v["nll_mean"].as_f64().unwrap();
        assert!((got - nll).abs() < 1e-5, "{name}: nll_mean {got} vs {nll}");
        assert!((v["ppl"].as_f64().unwrap() - nll.exp()).abs() < 1e-2);
    }
}

#[test]
fn run_without_a_model_uses_the_builtin_and_says_so() {
    let args = [
        "run",
        "--prompt",
        "Hello, 세계!",
        "--max-tokens",
        "12",
        "--temperature",
        "0",
    ];
    let a = lily(&args, b"");
    assert!(a.status.success(), "{}", text(&a.stderr));
    assert!(text(&a.stderr).contains("built-in demo model"));
    assert!(
        text(&a.stderr).contains("12 generated") || text(&a.stderr).contains("finish: StopToken"),
        "{}",
        text(&a.stderr)
    );
    let b = lily(&args, b"");
    assert_eq!(a.stdout, b.stdout, "greedy output must be deterministic");
    let sampled = lily(
        &[
            "run",
            "--prompt",
            "Hi",
            "--max-tokens",
            "8",
            "--temperature",
            "1.0",
            "--seed",
            "5",
            "--no-think",
        ],
        b"",
    );
    assert!(sampled.status.success(), "{}", text(&sampled.stderr));
}

#[test]
fn bad_input_gets_clear_errors() {
    let out = lily(
        &["run", "--model", "/nonexistent/model", "--prompt", "x"],
        b"",
    );
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("/nonexistent/model"),
        "{}",
        text(&out.stderr)
    );

    let out = lily(
        &[
            "run",
            "--raw",
            "--context",
            "8",
            "--prompt",
            "a prompt longer than eight tokens",
        ],
        b"",
    );
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("context limit of 8"),
        "{}",
        text(&out.stderr)
    );

    let out = lily(&["run"], b"caf\xe9 au lait");
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("not valid UTF-8"),
        "{}",
        text(&out.stderr)
    );

    let out = lily(&["run", "--prompt", "x", "--top-p", "1.5"], b"");
    assert!(!out.status.success());
    assert!(text(&out.stderr).contains("top_p"), "{}", text(&out.stderr));

    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("ids.txt");
    std::fs::write(&bad, "1 2 3\n4 five 6\n").unwrap();
    let score_file = |tokens: &Path| {
        let fixture = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/official");
        lily(
            &[
                "score",
                "--model",
                fixture.to_str().unwrap(),
                "--tokens",
                tokens.to_str().unwrap(),
            ],
            b"",
        )
    };
    let out = score_file(&bad);
    assert!(!out.status.success());
    let e = text(&out.stderr);
    assert!(
        e.contains("ids.txt") && e.contains("line 2") && e.contains("five"),
        "{e}"
    );

    std::fs::write(&bad, "[1, 2, 99999]").unwrap();
    let out = score_file(&bad);
    assert!(!out.status.success());
    assert!(text(&out.stderr).contains("99999"), "{}", text(&out.stderr));
}

#[test]
fn tokenize_round_trips() {
    let out = lily(&["tokenize", "<|im_start|>안녕 🙂", "--special"], b"");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let ids: Vec<u32> = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(ids[0], 257);
    let joined: Vec<String> = ids.iter().map(|i| i.to_string()).collect();
    let back = lily(&["tokenize", "--decode", &joined.join(" ")], b"");
    assert_eq!(text(&back.stdout).trim_end(), "<|im_start|>안녕 🙂");
}

#[test]
fn info_reports_counts() {
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/per_expert");
    let out = lily(
        &["info", "--model", fixture.to_str().unwrap(), "--json"],
        b"",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["layers"], 4);
    assert_eq!(v["attention_layers"], 1);
    assert!(
        v["parameters"]["total"].as_u64().unwrap()
            > v["parameters"]["active_per_token"].as_u64().unwrap()
    );
}
