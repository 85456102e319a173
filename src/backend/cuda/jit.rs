//! Kernel compilation: the `.cu` sources are embedded in the binary and compiled with NVRTC
//! for the exact GPU (sm_90a on Hopper), with the model's dimensions as compile-time
//! constants. CUBINs are cached on disk, keyed by source, options, NVRTC version and arch,
//! so a request never waits for the compiler.

use std::ffi::{c_char, c_int, CString};
use std::path::{Path, PathBuf};

use anyhow::{bail, Context, Result};
use cudarc::nvrtc::{result as nvrtc, sys as nvrtc_sys};

use crate::config::ModelConfig;

/// Headers the kernels include, inlined so NVRTC needs no include path.
const HEADERS: [(&str, &str); 3] = [
    ("common.cuh", include_str!("../../../kernels/common.cuh")),
    ("matvec.cuh", include_str!("../../../kernels/matvec.cuh")),
    ("mma.cuh", include_str!("../../../kernels/mma.cuh")),
];

/// Kernel families: (module name, source). One `.cu` file each.
pub const MODULES: [(&str, &str); 6] = [
    ("norm", include_str!("../../../kernels/norm.cu")),
    ("gemv", include_str!("../../../kernels/gemv.cu")),
    ("gemm", include_str!("../../../kernels/gemm.cu")),
    ("gdn", include_str!("../../../kernels/gdn.cu")),
    ("attention", include_str!("../../../kernels/attention.cu")),
    ("moe", include_str!("../../../kernels/moe.cu")),
];

/// Tokens a GEMV applies each weight row to while it is in registers.
pub const GEMV_MAX_TOKENS: usize = 8;

/// Whether the NVRTC library can be loaded (cudarc panics on first use otherwise).
pub fn nvrtc_available() -> bool {
    // SAFETY: only tries to dlopen the library.
    unsafe { nvrtc_sys::is_culib_present() }
}

/// The model's dimensions as `-D` defines; every kernel is specialised to them.
pub fn defines(c: &ModelConfig) -> Vec<String> {
    let ints = [
        ("HIDDEN", c.hidden_size),
        ("VOCAB", c.vocab_size),
        ("NH", c.num_attention_heads),
        ("NKV", c.num_key_value_heads),
        ("HD", c.head_dim),
        ("ROT", c.rotary_dim),
        ("HK", c.linear_num_key_heads),
        ("HV", c.linear_num_value_heads),
        ("DK", c.linear_key_head_dim),
        ("DV", c.linear_value_head_dim),
        ("CONV_K", c.linear_conv_kernel_dim),
        ("NE", c.num_experts),
        ("TOPK", c.num_experts_per_tok),
        ("MOE_I", c.moe_intermediate_size),
        ("SHARED_I", c.shared_expert_intermediate_size),
        ("MAXT", GEMV_MAX_TOKENS),
    ];
    let mut d: Vec<String> = ints.iter().map(|(k, v)| format!("-D{k}={v}")).collect();
    d.push(format!("-DEPS={:e}f", c.rms_norm_eps));
    d.push(format!("-DROPE_THETA={:e}f", c.rope_theta));
    d
}

/// What the kernels assume about the dimensions; checked when a model is loaded.
pub fn validate(c: &ModelConfig) -> Result<()> {
    if c.linear_key_head_dim > 256 {
        bail!(
            "linear_key_head_dim {} exceeds the 256 the DeltaNet kernel keeps in registers",
            c.linear_key_head_dim
        );
    }
    if c.head_dim % 8 != 0 {
        bail!(
            "head_dim {} must be a multiple of 8 (the attention kernel copies 16-byte pieces of K/V rows)",
            c.head_dim
        );
    }
    if c.head_dim > 256 {
        bail!(
            "head_dim {} exceeds the 256 the attention kernels support",
            c.head_dim
        );
    }
    if c.num_experts_per_tok > 32 {
        bail!("num_experts_per_tok {} exceeds 32", c.num_experts_per_tok);
    }
    // The one-token kernels keep their input vector in 48 KB of static shared memory.
    let vectors = [
        ("hidden_size", c.hidden_size),
        (
            "num_attention_heads * head_dim",
            c.num_attention_heads * c.head_dim,
        ),
        ("linear value dim", c.gdn_value_dim()),
        (
            "num_experts_per_tok * moe_intermediate_size + shared_expert_intermediate_size",
            c.num_experts_per_tok * c.moe_intermediate_size + c.shared_expert_intermediate_size,
        ),
        ("num_experts", c.num_experts),
    ];
    for (name, n) in vectors {
        if n > 8192 {
            bail!("{name} = {n} exceeds the 8192 floats a decode kernel keeps in shared memory");
        }
    }
    let (prep, state) = super::gdn_chunk_smem_bytes(c.linear_key_head_dim, c.linear_value_head_dim);
    if prep.max(state) > 227 * 1024 {
        bail!(
            "linear key/value head dims {}/{} need {} bytes of shared memory in the chunked DeltaNet kernels (Hopper has 227 KiB per block)",
            c.linear_key_head_dim,
            c.linear_value_head_dim,
            prep.max(state)
        );
    }
    if c.num_attention_heads / c.num_key_value_heads > 8 {
        bail!(
            "{} query heads per KV head: the attention kernel puts at most 8 on a tensor-core tile",
            c.num_attention_heads / c.num_key_value_heads
        );
    }
    Ok(())
}

pub fn nvrtc_version() -> Result<(i32, i32)> {
    let (mut major, mut minor): (c_int, c_int) = (0, 0);
    unsafe { nvrtc_sys::nvrtcVersion(&mut major, &mut minor) }
        .result()
        .map_err(|e| anyhow::anyhow!("nvrtcVersion: {e:?}"))?;
    Ok((major, minor))
}

fn full_source(source: &str) -> String {
    HEADERS
        .iter()
        .fold(source.to_string(), |src, (name, text)| {
            src.replace(&format!("#include \"{name}\""), text)
        })
}

fn options(arch: &str, defines: &[String]) -> Vec<String> {
    let mut o = vec![
        format!("--gpu-architecture={arch}"),
        "-std=c++17".to_string(),
        "-default-device".to_string(),
        "-lineinfo".to_string(),
        // Registers, spills and performance remarks of every kernel, into the log that CI
        // checks (tests/kernels_compile.rs).
        "--ptxas-options=-v".to_string(),
    ];
    o.extend(defines.iter().cloned());
    o
}

fn fnv1a(parts: &[&[u8]]) -> u64 {
    let mut h = 0xcbf2_9ce4_8422_2325u64;
    for p in parts {
        for b in p.iter().chain(&[0xffu8]) {
            h = (h ^ *b as u64).wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
    h
}

pub fn cache_dir() -> PathBuf {
    if let Some(d) = std::env::var_os("LILY_KERNEL_CACHE") {
        return PathBuf::from(d);
    }
    let base = std::env::var_os("XDG_CACHE_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| Path::new(&h).join(".cache")))
        .unwrap_or_else(std::env::temp_dir);
    base.join("lily").join("kernels")
}

/// One compiled kernel module.
pub struct Module {
    pub name: &'static str,
    pub cubin: Vec<u8>,
    /// Whether the CUBIN came from the disk cache.
    pub cached: bool,
    /// What ptxas reported for each kernel (registers, spills, performance remarks); empty
    /// when the CUBIN came from the cache.
    pub ptxas_log: String,
}

/// Compiles one module to a CUBIN for `arch` (e.g. `sm_90a`), through the disk cache.
pub fn compile(name: &'static str, source: &str, arch: &str, defines: &[String]) -> Result<Module> {
    if !nvrtc_available() {
        bail!("the NVRTC library (libnvrtc.so.13) was not found; install the CUDA 13 runtime or put it on LD_LIBRARY_PATH");
    }
    let src = full_source(source);
    let opts = options(arch, defines);
    let (maj, min) = nvrtc_version()?;
    let version = format!("{maj}.{min}");
    let key = fnv1a(&[
        src.as_bytes(),
        opts.join(" ").as_bytes(),
        version.as_bytes(),
        arch.as_bytes(),
    ]);
    let path = cache_dir().join(format!("{name}-{arch}-{key:016x}.cubin"));
    if let Ok(cubin) = std::fs::read(&path) {
        return Ok(Module {
            name,
            cubin,
            cached: true,
            ptxas_log: String::new(),
        });
    }
    let (cubin, ptxas_log) = nvrtc_compile(name, &src, &opts)?;
    // Temp file + rename: concurrent processes never see a partial CUBIN.
    if std::fs::create_dir_all(path.parent().expect("cache path has a parent")).is_ok() {
        let tmp = path.with_extension(format!("tmp{}", std::process::id()));
        if std::fs::write(&tmp, &cubin).is_ok() {
            let _ = std::fs::rename(&tmp, &path);
        }
    }
    Ok(Module {
        name,
        cubin,
        cached: false,
        ptxas_log,
    })
}

/// The CUBIN and the compiler's log.
fn nvrtc_compile(name: &str, src: &str, opts: &[String]) -> Result<(Vec<u8>, String)> {
    let c_src = CString::new(src).context("kernel source contains a NUL byte")?;
    let c_name = CString::new(format!("{name}.cu")).expect("module names have no NUL");
    let prog = nvrtc::create_program(&c_src, Some(&c_name))
        .map_err(|e| anyhow::anyhow!("nvrtcCreateProgram: {e:?}"))?;
    let compiled = unsafe { nvrtc::compile_program(prog, opts) };
    let log = unsafe { nvrtc::get_program_log(prog) }
        .map(|l| {
            let bytes: Vec<u8> = l
                .iter()
                .take_while(|c| **c != 0)
                .map(|c| *c as u8)
                .collect();
            String::from_utf8_lossy(&bytes).into_owned()
        })
        .unwrap_or_default();
    let result = (move || {
        compiled.map_err(|e| anyhow::anyhow!("{name}.cu failed to compile ({e:?}):\n{log}"))?;
        let mut size = 0usize;
        unsafe { nvrtc_sys::nvrtcGetCUBINSize(prog, &mut size) }
            .result()
            .map_err(|e| anyhow::anyhow!("nvrtcGetCUBINSize: {e:?}"))?;
        let mut cubin = vec![0u8; size];
        unsafe { nvrtc_sys::nvrtcGetCUBIN(prog, cubin.as_mut_ptr() as *mut c_char) }
            .result()
            .map_err(|e| anyhow::anyhow!("nvrtcGetCUBIN: {e:?}"))?;
        Ok((cubin, log))
    })();
    unsafe {
        let _ = nvrtc::destroy_program(prog);
    }
    result
}

/// Compiles every module for `arch`.
pub fn compile_all(cfg: &ModelConfig, arch: &str) -> Result<Vec<Module>> {
    validate(cfg)?;
    let defs = defines(cfg);
    MODULES
        .iter()
        .map(|(name, src)| compile(name, src, arch, &defs))
        .collect()
}
