//! The Rust feature extraction and scoring must equal the Python training code:
//! `gate/tools/train.py` writes (text -> spans, topic probabilities) pairs computed with the
//! exported, quantized weights, and this test replays them, for each of the two taggers.

use lily_gate::learned::{classify_topics, detect_spans_with, LearnedKind, TaggerModel};
use serde_json::Value;

#[test]
fn rust_matches_python_on_parity_pairs() {
    replay("parity.jsonl", TaggerModel::General);
}

#[test]
fn korean_tagger_matches_python_on_its_parity_pairs() {
    replay("parity_ko.jsonl", TaggerModel::Korean);
}

fn replay(file: &str, model: TaggerModel) {
    let path = format!("{}/data/{file}", env!("CARGO_MANIFEST_DIR"));
    let data = std::fs::read_to_string(&path).expect(file);
    let mut n = 0;
    for line in data.lines().filter(|l| !l.trim().is_empty()) {
        let v: Value = serde_json::from_str(line).unwrap();
        let text = v["text"].as_str().unwrap();
        let want: Vec<(String, usize, usize, f64)> = v["spans"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| {
                (
                    s[0].as_str().unwrap().to_string(),
                    s[1].as_u64().unwrap() as usize,
                    s[2].as_u64().unwrap() as usize,
                    s[3].as_f64().unwrap(),
                )
            })
            .collect();
        let got = detect_spans_with(model, text);
        assert_eq!(
            got.len(),
            want.len(),
            "span count for {text:?}: {got:?} vs {want:?}"
        );
        for (g, w) in got.iter().zip(&want) {
            let kind = match g.kind {
                LearnedKind::PersonName => "PERSON",
                LearnedKind::Address => "ADDRESS",
            };
            assert_eq!(
                (kind, g.start, g.end),
                (w.0.as_str(), w.1, w.2),
                "span in {text:?}"
            );
            assert!(
                (g.score as f64 - w.3).abs() < 1e-4,
                "span score in {text:?}: {} vs {}",
                g.score,
                w.3
            );
        }
        let probs = classify_topics(text);
        let want_p = v["topics"].as_array().unwrap();
        assert_eq!(probs.len(), want_p.len());
        for ((_, p), w) in probs.iter().zip(want_p) {
            let w = w.as_f64().unwrap();
            assert!(
                (*p as f64 - w).abs() < 1e-4,
                "topic prob in {text:?}: {p} vs {w}"
            );
        }
        n += 1;
    }
    assert!(n >= 200, "only {n} parity pairs in {file}");
}
