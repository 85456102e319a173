//! Bad checkpoints give errors that name the file and the tensor or field, never a panic.

use std::path::{Path, PathBuf};

use lily::checkpoint::Checkpoint;
use lily::model::weights::ModelWeights;
use safetensors::SafeTensors;

fn copy_fixture(name: &str) -> (tempfile::TempDir, PathBuf) {
    let src = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name);
    let tmp = tempfile::tempdir().unwrap();
    let dst = tmp.path().join(name);
    std::fs::create_dir(&dst).unwrap();
    for e in std::fs::read_dir(&src).unwrap() {
        let e = e.unwrap();
        std::fs::copy(e.path(), dst.join(e.file_name())).unwrap();
    }
    (tmp, dst)
}

fn load_error(dir: &Path) -> String {
    match Checkpoint::open(dir) {
        Err(e) => e.to_string(),
        Ok(ckpt) => match ModelWeights::load(&ckpt, &ckpt.config) {
            Err(e) => e.to_string(),
            Ok(_) => panic!("{} loaded without error", dir.display()),
        },
    }
}

#[test]
fn truncated_file_names_the_file() {
    let (_tmp, dir) = copy_fixture("official");
    let f = dir.join("model.safetensors");
    let len = std::fs::metadata(&f).unwrap().len();
    std::fs::OpenOptions::new()
        .write(true)
        .open(&f)
        .unwrap()
        .set_len(len - 100)
        .unwrap();
    let e = load_error(&dir);
    assert!(
        e.contains("model.safetensors") && e.contains("truncated"),
        "{e}"
    );
}

#[test]
fn corrupt_header_names_the_file() {
    let (_tmp, dir) = copy_fixture("official");
    let f = dir.join("model.safetensors");
    let mut bytes = std::fs::read(&f).unwrap();
    bytes[8..16].copy_from_slice(b"garbage!");
    std::fs::write(&f, bytes).unwrap();
    let e = load_error(&dir);
    assert!(
        e.contains("model.safetensors") && e.contains("corrupt"),
        "{e}"
    );
}

#[test]
fn missing_tensor_is_named() {
    let (_tmp, dir) = copy_fixture("official");
    let f = dir.join("model.safetensors");
    let bytes = std::fs::read(&f).unwrap();
    let st = SafeTensors::deserialize(&bytes).unwrap();
    let keep: Vec<_> = st
        .tensors()
        .into_iter()
        .filter(|(n, _)| n != "model.language_model.layers.2.linear_attn.A_log")
        .collect();
    let out = safetensors::serialize(keep, None).unwrap();
    std::fs::write(&f, out).unwrap();
    let e = load_error(&dir);
    assert!(
        e.contains("missing tensor `layers.2.linear_attn.A_log`"),
        "{e}"
    );
}

#[test]
fn wrong_shape_names_file_and_tensor() {
    let (_tmp, dir) = copy_fixture("per_expert");
    let cfg = dir.join("config.json");
    let text = std::fs::read_to_string(&cfg)
        .unwrap()
        .replace("\"num_experts\": 9", "\"num_experts\": 10");
    std::fs::write(&cfg, text).unwrap();
    let e = load_error(&dir);
    assert!(
        e.contains("model-0000")
            && e.contains("model.layers.0.mlp.gate.weight")
            && e.contains("shape"),
        "{e}"
    );
}

#[test]
fn missing_shard_and_bad_config_are_named() {
    let (_tmp, dir) = copy_fixture("per_expert");
    std::fs::remove_file(dir.join("model-00002-of-00002.safetensors")).unwrap();
    let e = load_error(&dir);
    assert!(
        e.contains("model.safetensors.index.json") && e.contains("missing"),
        "{e}"
    );

    let (_tmp, dir) = copy_fixture("official");
    let cfg = dir.join("config.json");
    let text = std::fs::read_to_string(&cfg).unwrap().replace(
        "\"linear_num_value_heads\": 6",
        "\"linear_num_value_heads\": 5",
    );
    std::fs::write(&cfg, text).unwrap();
    let e = load_error(&dir);
    assert!(
        e.contains("config.json") && e.contains("text_config.linear_num_value_heads"),
        "{e}"
    );
}

#[test]
fn not_a_directory() {
    let e = load_error(Path::new("/nonexistent/checkpoint"));
    assert!(
        e.contains("/nonexistent/checkpoint") && e.contains("not a directory"),
        "{e}"
    );
}

#[test]
fn vision_and_mtp_tensors_are_recognised_and_skipped() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/official");
    let ckpt = Checkpoint::open(&dir).unwrap();
    assert!(ckpt.skipped.vision_tensors > 0);
    assert_eq!(ckpt.skipped.mtp_tensors, 6);
    assert!(
        ckpt.skipped.unknown.is_empty(),
        "{:?}",
        ckpt.skipped.unknown
    );
}
