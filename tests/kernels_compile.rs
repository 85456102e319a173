//! Every GPU kernel compiles for sm_90a with NVRTC, for the real model's dimensions and for
//! the odd-sized fixtures. Needs only the NVRTC library (scripts/setup-test-data fetches it),
//! not a GPU, so CI checks the kernels on every commit.

use std::path::Path;

use lily::backend::cuda::jit;
use lily::config::ModelConfig;
use lily::model::builtin::{builtin_config, full_size_config};

#[test]
fn every_kernel_compiles_for_sm_90a() {
    assert!(
        jit::nvrtc_available(),
        "libnvrtc.so.13 not found: run scripts/setup-test-data and put target/testdata/nvrtc/lib on LD_LIBRARY_PATH (scripts/test does both)"
    );
    let cache = tempfile::tempdir().unwrap();
    std::env::set_var("LILY_KERNEL_CACHE", cache.path());
    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let configs = [
        ("35B-A3B", full_size_config(40)),
        ("built-in", builtin_config()),
        (
            "official fixture",
            ModelConfig::from_dir(&fixtures.join("official")).unwrap(),
        ),
        (
            "per-expert fixture",
            ModelConfig::from_dir(&fixtures.join("per_expert")).unwrap(),
        ),
    ];
    for (label, cfg) in configs {
        let built = jit::compile_all(&cfg, "sm_90a").unwrap_or_else(|e| panic!("{label}: {e:#}"));
        assert_eq!(built.len(), jit::MODULES.len());
        for m in built {
            assert!(!m.cached, "{label}: {} must be freshly compiled", m.name);
            assert!(
                m.cubin.starts_with(b"\x7fELF"),
                "{label}: {} is not an ELF cubin",
                m.name
            );
            assert_no_spill_or_serialised_wgmma(label, m.name, &m.ptxas_log);
        }
        // The second build comes from the cache.
        assert!(
            jit::compile_all(&cfg, "sm_90a")
                .unwrap()
                .iter()
                .all(|m| m.cached),
            "{label}: cache miss"
        );
    }
}

/// ptxas serialises every wgmma of a kernel when one sits in a branch it cannot prove uniform
/// (remark C7520) or when other instructions write a wgmma's accumulators while it is in
/// flight (C7515); either cost the prompt attention about 10% without failing anything else.
/// A spill puts registers in local memory on a hot loop.
fn assert_no_spill_or_serialised_wgmma(label: &str, module: &str, log: &str) {
    let mut kernel = "";
    for line in log.lines() {
        if let Some(rest) = line.split("Compiling entry function '").nth(1) {
            kernel = rest.split('\'').next().unwrap_or(rest);
        }
        assert!(
            !line.contains("Potential Performance Loss"),
            "{label}: {module}.cu: {line}"
        );
        if line.contains("bytes spill") {
            assert!(
                line.contains(" 0 bytes spill stores, 0 bytes spill loads"),
                "{label}: {module}.cu, kernel {kernel}: {}",
                line.trim()
            );
        }
    }
    assert!(
        log.contains("Used "),
        "{label}: {module}.cu: no ptxas report in the log"
    );
}
