//! The Hopper backend: bf16 weights resident on the GPU, f32 activations, fp32 DeltaNet
//! state, bf16 KV cache, hand-written kernels compiled by NVRTC for the exact GPU.
//!
//! Each `Backend` op is a few launches on one stream; projections that share an input are
//! one GEMV over concatenated weights (DeltaNet qkv|z|b|a, attention q+gate|k|v, router |
//! shared gate|up | shared-expert gate).

pub mod jit;

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::sync::Arc;

use anyhow::{bail, Result};
use cudarc::driver::sys::{CUgraphInstantiate_flags, CUstreamCaptureMode};
use cudarc::driver::{
    CudaContext, CudaFunction, CudaGraph, CudaModule, CudaSlice, CudaStream, LaunchConfig,
    PushKernelArg,
};
use cudarc::nvrtc::Ptx;

use crate::backend::{Backend, Norm};
use crate::config::{LayerType, ModelConfig};
use crate::model::weights::{Expert, Matrix, Mixer, ModelWeights};
use crate::model::{forward_hidden, Sequence};

/// Whether the CUDA driver library is present (cudarc panics on first use otherwise).
pub fn driver_available() -> bool {
    // SAFETY: only tries to dlopen the library.
    unsafe { cudarc::driver::sys::is_culib_present() }
}

/// Positions per split of the flash-decoding attention.
const ATTN_CHUNK: usize = 256;

/// Tokens one forward call may embed (longer prompts go in pieces).
pub const MAX_IDS: usize = 16384;

/// A bf16 matrix on the GPU, `[rows, cols]` row-major.
pub struct DeviceMatrix {
    pub data: CudaSlice<u16>,
    pub rows: usize,
    pub cols: usize,
}

struct GdnLayer {
    /// `[qkv | z | b | a, hidden]`
    proj: DeviceMatrix,
    conv1d: CudaSlice<f32>,
    a_log: CudaSlice<f32>,
    dt_bias: CudaSlice<f32>,
    norm: CudaSlice<f32>,
    out_proj: DeviceMatrix,
}

struct AttentionLayer {
    /// `[q+gate | k | v, hidden]`
    proj: DeviceMatrix,
    q_norm: CudaSlice<f32>,
    k_norm: CudaSlice<f32>,
    o_proj: DeviceMatrix,
}

struct MoeLayer {
    /// `[router | shared gate | shared up | shared-expert gate, hidden]`
    proj: DeviceMatrix,
    /// `[experts, 2 * intermediate, hidden]`, gate rows first.
    gate_up: CudaSlice<u16>,
    /// `[experts, hidden, intermediate]`
    down: CudaSlice<u16>,
    shared_down: CudaSlice<u16>,
}

enum DeviceMixer {
    Gdn(GdnLayer),
    Attention(AttentionLayer),
}

struct DeviceLayer {
    input_layernorm: CudaSlice<f32>,
    post_attention_layernorm: CudaSlice<f32>,
    mixer: DeviceMixer,
    moe: MoeLayer,
}

pub struct DeviceWeights {
    embed_tokens: DeviceMatrix,
    layers: Vec<DeviceLayer>,
    norm: CudaSlice<f32>,
    lm_head: DeviceMatrix,
}

/// `[t, hidden]` f32 activations on the GPU.
pub struct DeviceHidden {
    pub t: usize,
    pub data: CudaSlice<f32>,
}

pub enum DeviceLayerState {
    Gdn {
        conv: CudaSlice<f32>,
        recurrent: CudaSlice<f32>,
    },
    Attention {
        k: CudaSlice<u16>,
        v: CudaSlice<u16>,
    },
}

pub struct DeviceState {
    pub layers: Vec<DeviceLayerState>,
    /// The sequence position as the attention kernels read it (so a captured decode step
    /// replays at the right position).
    pub pos: CudaSlice<i32>,
    pub capacity: usize,
}

/// One captured greedy decode step (see [`CudaBackend::capture_greedy_step`]).
pub struct DecodeGraph {
    graph: CudaGraph,
}

pub struct CudaBackend {
    pub config: ModelConfig,
    pub ctx: Arc<CudaContext>,
    pub stream: Arc<CudaStream>,
    functions: HashMap<&'static str, CudaFunction>,
    _modules: Vec<Arc<CudaModule>>,
    weights: DeviceWeights,
    /// Token ids the embedding reads; the greedy kernel writes the next token here, so a
    /// captured decode step feeds itself.
    ids: RefCell<CudaSlice<i32>>,
    /// Set while a decode step is being captured into a CUDA graph: inputs then come from
    /// device buffers instead of host uploads, and attention covers the whole capacity.
    capturing: Cell<bool>,
}

fn grid_for_warps(warps: usize, warps_per_block: usize) -> LaunchConfig {
    LaunchConfig {
        grid_dim: (warps.div_ceil(warps_per_block).max(1) as u32, 1, 1),
        block_dim: ((warps_per_block * 32) as u32, 1, 1),
        shared_mem_bytes: 0,
    }
}

/// Opens GPU `ordinal` and checks it is a Hopper part the kernels are built for.
pub fn open_device(ordinal: usize) -> Result<(Arc<CudaContext>, String)> {
    if !driver_available() {
        bail!("no CUDA driver (libcuda.so) on this machine");
    }
    let ctx = CudaContext::new(ordinal)
        .map_err(|e| anyhow::anyhow!("cannot open GPU {ordinal}: {e:?}"))?;
    let (major, minor) = ctx
        .compute_capability()
        .map_err(|e| anyhow::anyhow!("{e:?}"))?;
    if (major, minor) != (9, 0) {
        bail!("GPU {ordinal} has compute capability {major}.{minor}; Lily's kernels are built for Hopper (9.0)");
    }
    // One compute stream, ordered by construction: per-buffer events would only add work
    // (and get in the way of graph capture).
    unsafe { ctx.disable_event_tracking() };
    Ok((ctx, "sm_90a".to_string()))
}

impl CudaBackend {
    /// Compiles (or loads cached) kernels for `config` and uploads `weights` as bf16.
    pub fn new(config: ModelConfig, weights: &ModelWeights) -> Result<Self> {
        let (ctx, arch) = open_device(0)?;
        let stream = ctx.new_stream().map_err(|e| anyhow::anyhow!("{e:?}"))?;
        let (functions, modules) = load_kernels(&ctx, &config, &arch)?;
        let weights = upload(&stream, &config, weights)?;
        Self::assemble(config, ctx, stream, (functions, modules), weights)
    }

    fn assemble(
        config: ModelConfig,
        ctx: Arc<CudaContext>,
        stream: Arc<CudaStream>,
        (functions, modules): Kernels,
        weights: DeviceWeights,
    ) -> Result<Self> {
        let ids = RefCell::new(
            stream
                .alloc_zeros::<i32>(MAX_IDS)
                .map_err(|e| anyhow::anyhow!("{e:?}"))?,
        );
        Ok(CudaBackend {
            config,
            ctx,
            stream,
            functions,
            _modules: modules,
            weights,
            ids,
            capturing: Cell::new(false),
        })
    }

    /// Full-size random weights made on the GPU (N(0, 0.02) bf16 matrices, zero (1 + w)
    /// norms, unit gated norm), so benchmarks need no checkpoint and no host copy.
    pub fn synthetic(config: ModelConfig, seed: u64) -> Result<Self> {
        let (ctx, arch) = open_device(0)?;
        let stream = ctx.new_stream().map_err(|e| anyhow::anyhow!("{e:?}"))?;
        let (functions, modules) = load_kernels(&ctx, &config, &arch)?;
        let fill = &functions["fill_normal_bf16"];
        let mut counter = seed;
        let mut matrix = |rows: usize, cols: usize| -> Result<DeviceMatrix> {
            let n = rows * cols;
            let mut data = stream
                .alloc_zeros::<u16>(n)
                .map_err(|e| anyhow::anyhow!("alloc: {e:?}"))?;
            counter = counter.wrapping_add(0x9E37_79B9);
            fill_normal(&stream, fill, &mut data, counter, 0.02)?;
            Ok(DeviceMatrix { data, rows, cols })
        };
        let c = &config;
        let h = c.hidden_size;
        let consts = |v: f32, n: usize| upload_f32(&stream, &vec![v; n]);
        let mut layers = Vec::new();
        for t in &c.layer_types {
            let mixer = match t {
                LayerType::LinearAttention => DeviceMixer::Gdn(GdnLayer {
                    proj: matrix(
                        c.gdn_conv_dim() + c.gdn_value_dim() + 2 * c.linear_num_value_heads,
                        h,
                    )?,
                    conv1d: consts(0.25, c.gdn_conv_dim() * c.linear_conv_kernel_dim)?,
                    a_log: consts(0.0, c.linear_num_value_heads)?,
                    dt_bias: consts(0.0, c.linear_num_value_heads)?,
                    norm: consts(1.0, c.linear_value_head_dim)?,
                    out_proj: matrix(h, c.gdn_value_dim())?,
                }),
                LayerType::FullAttention => DeviceMixer::Attention(AttentionLayer {
                    proj: matrix(
                        2 * c.num_attention_heads * c.head_dim
                            + 2 * c.num_key_value_heads * c.head_dim,
                        h,
                    )?,
                    q_norm: consts(0.0, c.head_dim)?,
                    k_norm: consts(0.0, c.head_dim)?,
                    o_proj: matrix(h, c.num_attention_heads * c.head_dim)?,
                }),
            };
            let si = c.shared_expert_intermediate_size;
            let moe = MoeLayer {
                proj: matrix(c.num_experts + 2 * si + 1, h)?,
                gate_up: matrix(c.num_experts * 2 * c.moe_intermediate_size, h)?.data,
                down: matrix(c.num_experts * h, c.moe_intermediate_size)?.data,
                shared_down: matrix(h, si)?.data,
            };
            layers.push(DeviceLayer {
                input_layernorm: consts(0.0, h)?,
                post_attention_layernorm: consts(0.0, h)?,
                mixer,
                moe,
            });
        }
        let weights = DeviceWeights {
            embed_tokens: matrix(c.vocab_size, h)?,
            layers,
            norm: consts(0.0, h)?,
            lm_head: matrix(c.vocab_size, h)?,
        };
        Self::assemble(config, ctx, stream, (functions, modules), weights)
    }

    /// Fills the KV caches and DeltaNet states with random values, as if `len` tokens had
    /// been processed: decode speed at a context depends on its length, not its content.
    pub fn fill_state_randomly(&self, state: &mut DeviceState, seed: u64) -> Result<()> {
        let fill = self.f("fill_normal_bf16");
        for (i, layer) in state.layers.iter_mut().enumerate() {
            match layer {
                DeviceLayerState::Attention { k, v } => {
                    for (j, buf) in [k, v].into_iter().enumerate() {
                        fill_normal(
                            &self.stream,
                            fill,
                            buf,
                            seed ^ ((i * 2 + j) as u64) << 20,
                            1.0,
                        )?;
                    }
                }
                DeviceLayerState::Gdn { recurrent, .. } => {
                    let host: Vec<f32> = {
                        let mut r = crate::rng::SplitMix64::new(seed + i as u64);
                        (0..recurrent.len())
                            .map(|_| (r.normal() * 0.1) as f32)
                            .collect()
                    };
                    self.stream
                        .memcpy_htod(&host, recurrent)
                        .map_err(|e| anyhow::anyhow!("{e:?}"))?;
                }
            }
        }
        Ok(())
    }

    fn f(&self, name: &str) -> &CudaFunction {
        &self.functions[name]
    }

    /// Zeroed buffer (sequence state).
    fn alloc(&self, n: usize) -> CudaSlice<f32> {
        self.stream
            .alloc_zeros::<f32>(n.max(1))
            .expect("GPU allocation failed")
    }

    /// Buffer for a kernel output that the kernel writes completely: no memset.
    fn output(&self, n: usize) -> CudaSlice<f32> {
        // SAFETY: every caller launches a kernel that writes all n elements before any read.
        unsafe { self.stream.alloc::<f32>(n.max(1)) }.expect("GPU allocation failed")
    }

    fn gemv(&self, w: &DeviceMatrix, x: &CudaSlice<f32>, t: usize) -> CudaSlice<f32> {
        let mut y = self.output(t * w.rows);
        let (rows, cols, tt) = (w.rows as i32, w.cols as i32, t as i32);
        let mut b = self.stream.launch_builder(self.f("gemv_bf16"));
        b.arg(&w.data)
            .arg(x)
            .arg(&mut y)
            .arg(&rows)
            .arg(&cols)
            .arg(&tt);
        unsafe { b.launch(grid_for_warps(w.rows, 8)) }.expect("gemv launch");
        y
    }

    /// Median milliseconds of `f` over `reps` runs (after two warm-ups), timed with events.
    fn time_ms(&self, reps: usize, mut f: impl FnMut()) -> Result<f64> {
        use cudarc::driver::sys::CUevent_flags;
        let event = || {
            self.ctx
                .new_event(Some(CUevent_flags::CU_EVENT_DEFAULT))
                .map_err(|e| anyhow::anyhow!("{e:?}"))
        };
        let (start, end) = (event()?, event()?);
        f();
        f();
        let mut times = Vec::with_capacity(reps);
        for _ in 0..reps {
            start
                .record(&self.stream)
                .map_err(|e| anyhow::anyhow!("{e:?}"))?;
            f();
            end.record(&self.stream)
                .map_err(|e| anyhow::anyhow!("{e:?}"))?;
            end.synchronize().map_err(|e| anyhow::anyhow!("{e:?}"))?;
            times.push(
                start
                    .elapsed_ms(&end)
                    .map_err(|e| anyhow::anyhow!("{e:?}"))? as f64,
            );
        }
        times.sort_by(f64::total_cmp);
        Ok(times[reps / 2])
    }

    /// Achieved bandwidth of each decode kernel family at batch 1: every GEMV of the first
    /// DeltaNet and attention layers and the lm_head, and each whole op (its bytes are the
    /// weights and state it must read or write). Returns (name, bytes, ms) rows.
    pub fn kernel_bandwidth(&self, context: usize) -> Result<Vec<(String, f64, f64)>> {
        let c = self.config.clone();
        let h = c.hidden_size;
        let mut rows = Vec::new();
        let x = self.hidden_from_host(&vec![0.5f32; h], 1)?;
        let mut add = |name: String, bytes: f64, ms: f64| rows.push((name, bytes, ms));
        let gdn = c
            .layer_types
            .iter()
            .position(|t| *t == LayerType::LinearAttention);
        let attn = c
            .layer_types
            .iter()
            .position(|t| *t == LayerType::FullAttention);
        let mut mats: Vec<(String, &DeviceMatrix)> =
            vec![("lm_head".into(), &self.weights.lm_head)];
        if let Some(i) = gdn {
            if let DeviceMixer::Gdn(g) = &self.weights.layers[i].mixer {
                mats.push(("gdn qkv|z|b|a".into(), &g.proj));
                mats.push(("gdn out_proj".into(), &g.out_proj));
            }
        }
        if let Some(i) = attn {
            if let DeviceMixer::Attention(a) = &self.weights.layers[i].mixer {
                mats.push(("attn q+gate|k|v".into(), &a.proj));
                mats.push(("attn o_proj".into(), &a.o_proj));
            }
        }
        mats.push(("moe router|shared".into(), &self.weights.layers[0].moe.proj));
        for (name, m) in mats {
            let input = self.hidden_from_host(&vec![0.5f32; m.cols], 1)?;
            let ms = self.time_ms(20, || drop(self.gemv(m, &input.data, 1)))?;
            add(
                format!("gemv {name} [{} x {}]", m.rows, m.cols),
                (m.rows * m.cols * 2) as f64,
                ms,
            );
        }
        let mut state = self.new_state(context + 64);
        self.fill_state_randomly(&mut state, 3)?;
        let expert_bytes = (c.num_experts_per_tok * 3 * h * c.moe_intermediate_size
            + 3 * h * c.shared_expert_intermediate_size
            + (c.num_experts + 1) * h) as f64
            * 2.0;
        let ms = self.time_ms(20, || drop(self.moe(0, &x)))?;
        add("moe (router, 8 experts, shared)".into(), expert_bytes, ms);
        if let Some(i) = gdn {
            let state_bytes = (c.linear_num_value_heads
                * c.linear_key_head_dim
                * c.linear_value_head_dim
                * 4
                * 2) as f64;
            let w = ((c.gdn_conv_dim() + c.gdn_value_dim() + 2 * c.linear_num_value_heads) * h
                + h * c.gdn_value_dim()) as f64
                * 2.0;
            let ms = self.time_ms(20, || drop(self.gated_deltanet(i, &x, &mut state)))?;
            add(
                "deltanet layer (projections + state)".into(),
                w + state_bytes,
                ms,
            );
        }
        if let Some(i) = attn {
            let kv = (context * 2 * c.num_key_value_heads * c.head_dim * 2) as f64;
            let w = ((2 * c.num_attention_heads * c.head_dim
                + 2 * c.num_key_value_heads * c.head_dim)
                * h
                + h * c.num_attention_heads * c.head_dim) as f64
                * 2.0;
            // Re-run at the same position: the cache row written each time is the same.
            let ms = self.time_ms(20, || {
                drop(self.gated_attention(i, &x, &mut state, context))
            })?;
            add(format!("attention layer at {context} context"), w + kv, ms);
        }
        Ok(rows)
    }

    /// Greedy next token: lm_head and argmax of the last row of `h` on the GPU, written to
    /// the embedding's id buffer (where the next step reads it).
    fn greedy_into_ids(&self, h: &DeviceHidden) -> Result<()> {
        let hsz = self.config.hidden_size;
        let last = self
            .stream
            .clone_dtod(&h.data.slice((h.t - 1) * hsz..h.t * hsz))
            .map_err(|e| anyhow::anyhow!("{e:?}"))?;
        let logits = self.gemv(&self.weights.lm_head, &last, 1);
        let mut ids = self.ids.borrow_mut();
        let mut b = self.stream.launch_builder(self.f("argmax_last"));
        b.arg(&logits).arg(&mut *ids);
        let cfg = LaunchConfig {
            grid_dim: (1, 1, 1),
            block_dim: (1024, 1, 1),
            shared_mem_bytes: 0,
        };
        unsafe { b.launch(cfg) }.map_err(|e| anyhow::anyhow!("argmax: {e:?}"))?;
        Ok(())
    }

    /// The token the last greedy step wrote (four bytes to the host).
    fn read_token(&self) -> Result<u32> {
        let ids = self.ids.borrow();
        let v = self
            .stream
            .clone_dtoh(&ids.slice(..1))
            .map_err(|e| anyhow::anyhow!("{e:?}"))?;
        Ok(v[0] as u32)
    }

    /// Greedy next token from final-normed hidden states, computed on the GPU.
    pub fn greedy_last(&self, h: &DeviceHidden) -> Result<u32> {
        self.greedy_into_ids(h)?;
        self.read_token()
    }

    /// Captures one whole greedy decode step of `seq` into a CUDA graph: embedding of the
    /// token in the id buffer, every layer, lm_head, argmax back into the id buffer, and
    /// the position advance. Replaying it allocates nothing on the host side and needs no
    /// host input; the host only reads the 4-byte token.
    pub fn capture_greedy_step(
        &self,
        seq: &mut Sequence<DeviceState>,
        first_token: u32,
    ) -> Result<DecodeGraph> {
        let cfg = self.config.clone();
        {
            let mut ids = self.ids.borrow_mut();
            self.stream
                .memcpy_htod(&[first_token as i32], &mut ids.slice_mut(..1))
                .map_err(|e| anyhow::anyhow!("{e:?}"))?;
        }
        self.stream
            .memcpy_htod(&[seq.len as i32], &mut seq.state.pos)
            .map_err(|e| anyhow::anyhow!("{e:?}"))?;
        self.synchronize()?;
        self.capturing.set(true);
        let started = self
            .stream
            .begin_capture(CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL)
            .map_err(|e| anyhow::anyhow!("begin capture: {e:?}"));
        let captured = started.and_then(|_| {
            let len = seq.len;
            let h = forward_hidden(self, &cfg, &[first_token], seq);
            seq.len = len; // nothing ran yet: replays advance it
            self.greedy_into_ids(&h)?;
            let one = 1i32;
            let mut b = self.stream.launch_builder(self.f("advance_pos"));
            b.arg(&mut seq.state.pos).arg(&one);
            let cfg1 = LaunchConfig {
                grid_dim: (1, 1, 1),
                block_dim: (1, 1, 1),
                shared_mem_bytes: 0,
            };
            unsafe { b.launch(cfg1) }.map_err(|e| anyhow::anyhow!("advance_pos: {e:?}"))?;
            Ok(())
        });
        let ended = self
            .stream
            .end_capture(CUgraphInstantiate_flags(0))
            .map_err(|e| anyhow::anyhow!("end capture: {e:?}"));
        self.capturing.set(false);
        captured?;
        let graph = ended?.ok_or_else(|| anyhow::anyhow!("capture produced no graph"))?;
        Ok(DecodeGraph { graph })
    }

    /// Runs one captured step and returns its token.
    pub fn replay(&self, g: &DecodeGraph, seq: &mut Sequence<DeviceState>) -> Result<u32> {
        assert!(seq.len < seq.capacity, "sequence capacity exceeded");
        g.graph
            .launch()
            .map_err(|e| anyhow::anyhow!("graph launch: {e:?}"))?;
        seq.len += 1;
        self.read_token()
    }

    pub fn hidden_from_host(&self, data: &[f32], t: usize) -> Result<DeviceHidden> {
        let data = self
            .stream
            .clone_htod(data)
            .map_err(|e| anyhow::anyhow!("{e:?}"))?;
        Ok(DeviceHidden { t, data })
    }

    pub fn hidden_to_host(&self, h: &DeviceHidden) -> Result<Vec<f32>> {
        self.stream
            .clone_dtoh(&h.data)
            .map_err(|e| anyhow::anyhow!("{e:?}"))
    }

    /// DeltaNet `(conv window, recurrent state)` of `layer`, for tests.
    pub fn gdn_state_to_host(
        &self,
        state: &DeviceState,
        layer: usize,
    ) -> Result<(Vec<f32>, Vec<f32>)> {
        match &state.layers[layer] {
            DeviceLayerState::Gdn { conv, recurrent } => Ok((
                self.stream
                    .clone_dtoh(conv)
                    .map_err(|e| anyhow::anyhow!("{e:?}"))?,
                self.stream
                    .clone_dtoh(recurrent)
                    .map_err(|e| anyhow::anyhow!("{e:?}"))?,
            )),
            DeviceLayerState::Attention { .. } => bail!("layer {layer} is an attention layer"),
        }
    }

    pub fn synchronize(&self) -> Result<()> {
        self.stream
            .synchronize()
            .map_err(|e| anyhow::anyhow!("{e:?}"))
    }
}

type Kernels = (HashMap<&'static str, CudaFunction>, Vec<Arc<CudaModule>>);

fn load_kernels(ctx: &Arc<CudaContext>, config: &ModelConfig, arch: &str) -> Result<Kernels> {
    let mut functions = HashMap::new();
    let mut modules = Vec::new();
    for (name, cubin, _) in jit::compile_all(config, arch)? {
        let module = ctx
            .load_module(Ptx::from_binary(cubin))
            .map_err(|e| anyhow::anyhow!("loading kernel module {name}: {e:?}"))?;
        for f in kernel_names(name) {
            let func = module
                .load_function(f)
                .map_err(|e| anyhow::anyhow!("kernel {f}: {e:?}"))?;
            functions.insert(*f, func);
        }
        modules.push(module);
    }
    Ok((functions, modules))
}

fn kernel_names(module: &str) -> &'static [&'static str] {
    match module {
        "norm" => &["add_rms_norm", "embed"],
        "gemv" => &["gemv_bf16", "fill_normal_bf16"],
        "gdn" => &[
            "gdn_conv",
            "gdn_qk_norm_gates",
            "gdn_recurrent",
            "gdn_gated_norm",
        ],
        "attention" => &["attn_prep", "attn_partial", "attn_combine", "advance_pos"],
        "moe" => &["moe_route", "moe_gate_up", "moe_down"],
        "sampling" => &["argmax_last"],
        _ => &[],
    }
}

/// Fills a bf16 buffer with N(0, std) values on the GPU.
fn fill_normal(
    stream: &Arc<CudaStream>,
    fill: &CudaFunction,
    buf: &mut CudaSlice<u16>,
    seed: u64,
    std: f32,
) -> Result<()> {
    let (n, mean) = (buf.len() as u64, 0.0f32);
    let mut b = stream.launch_builder(fill);
    b.arg(buf).arg(&n).arg(&seed).arg(&mean).arg(&std);
    let cfg = LaunchConfig {
        grid_dim: (4096, 1, 1),
        block_dim: (256, 1, 1),
        shared_mem_bytes: 0,
    };
    unsafe { b.launch(cfg) }.map_err(|e| anyhow::anyhow!("fill: {e:?}"))?;
    Ok(())
}

fn to_bf16_bits(values: &[f32]) -> Vec<u16> {
    values
        .iter()
        .map(|v| half::bf16::from_f32(*v).to_bits())
        .collect()
}

/// Stacks the rows of several matrices (same column count) into one bf16 buffer.
fn stack(stream: &Arc<CudaStream>, parts: &[&Matrix]) -> Result<DeviceMatrix> {
    let cols = parts[0].cols;
    let rows: usize = parts.iter().map(|m| m.rows).sum();
    let mut host = Vec::with_capacity(rows * cols);
    let mut row = vec![0.0f32; cols];
    for m in parts {
        assert_eq!(m.cols, cols, "stacked matrices share their column count");
        for r in 0..m.rows {
            m.read_row(r, &mut row);
            host.extend(to_bf16_bits(&row));
        }
    }
    let data = stream
        .clone_htod(&host)
        .map_err(|e| anyhow::anyhow!("upload: {e:?}"))?;
    Ok(DeviceMatrix { data, rows, cols })
}

fn upload_f32(stream: &Arc<CudaStream>, v: &[f32]) -> Result<CudaSlice<f32>> {
    stream
        .clone_htod(v)
        .map_err(|e| anyhow::anyhow!("upload: {e:?}"))
}

fn upload(stream: &Arc<CudaStream>, cfg: &ModelConfig, w: &ModelWeights) -> Result<DeviceWeights> {
    let total: u64 = crate::model::stats::param_counts(cfg).total * 2;
    let bar = crate::progress::bytes_bar(total, "uploading weights");
    let mut layers = Vec::new();
    for l in &w.layers {
        let mixer = match &l.mixer {
            Mixer::LinearAttention(g) => DeviceMixer::Gdn(GdnLayer {
                proj: stack(
                    stream,
                    &[&g.in_proj_qkv, &g.in_proj_z, &g.in_proj_b, &g.in_proj_a],
                )?,
                conv1d: upload_f32(stream, &g.conv1d)?,
                a_log: upload_f32(stream, &g.a_log)?,
                dt_bias: upload_f32(stream, &g.dt_bias)?,
                norm: upload_f32(stream, &g.norm)?,
                out_proj: stack(stream, &[&g.out_proj])?,
            }),
            Mixer::FullAttention(a) => DeviceMixer::Attention(AttentionLayer {
                proj: stack(stream, &[&a.q_proj, &a.k_proj, &a.v_proj])?,
                q_norm: upload_f32(stream, &a.q_norm)?,
                k_norm: upload_f32(stream, &a.k_norm)?,
                o_proj: stack(stream, &[&a.o_proj])?,
            }),
        };
        let m = &l.mlp;
        let s: &Expert = &m.shared_expert;
        let gate_up_parts: Vec<&Matrix> = m
            .experts
            .iter()
            .flat_map(|e| [&e.gate_proj, &e.up_proj])
            .collect();
        let down_parts: Vec<&Matrix> = m.experts.iter().map(|e| &e.down_proj).collect();
        let moe = MoeLayer {
            proj: stack(
                stream,
                &[&m.gate, &s.gate_proj, &s.up_proj, &m.shared_expert_gate],
            )?,
            gate_up: stack(stream, &gate_up_parts)?.data,
            down: stack(stream, &down_parts)?.data,
            shared_down: stack(stream, &[&s.down_proj])?.data,
        };
        layers.push(DeviceLayer {
            input_layernorm: upload_f32(stream, &l.input_layernorm)?,
            post_attention_layernorm: upload_f32(stream, &l.post_attention_layernorm)?,
            mixer,
            moe,
        });
        bar.inc(total / cfg.num_hidden_layers as u64);
    }
    bar.finish_and_clear();
    Ok(DeviceWeights {
        embed_tokens: stack(stream, &[&w.embed_tokens])?,
        layers,
        norm: upload_f32(stream, &w.norm)?,
        lm_head: stack(stream, &[&w.lm_head])?,
    })
}

impl Backend for CudaBackend {
    type Hidden = DeviceHidden;
    type State = DeviceState;

    fn new_state(&self, max_tokens: usize) -> DeviceState {
        let c = &self.config;
        let layers = c
            .layer_types
            .iter()
            .map(|t| match t {
                LayerType::LinearAttention => DeviceLayerState::Gdn {
                    conv: self.alloc((c.linear_conv_kernel_dim - 1) * c.gdn_conv_dim()),
                    recurrent: self.alloc(
                        c.linear_num_value_heads * c.linear_key_head_dim * c.linear_value_head_dim,
                    ),
                },
                LayerType::FullAttention => {
                    let n = max_tokens.max(1) * c.num_key_value_heads * c.head_dim;
                    DeviceLayerState::Attention {
                        k: self
                            .stream
                            .alloc_zeros::<u16>(n)
                            .expect("KV cache allocation"),
                        v: self
                            .stream
                            .alloc_zeros::<u16>(n)
                            .expect("KV cache allocation"),
                    }
                }
            })
            .collect();
        DeviceState {
            layers,
            pos: self.stream.alloc_zeros::<i32>(1).expect("alloc"),
            capacity: max_tokens,
        }
    }

    fn embed(&self, tokens: &[u32]) -> DeviceHidden {
        assert!(
            tokens.len() <= MAX_IDS,
            "at most {MAX_IDS} tokens per forward call"
        );
        let mut ids = self.ids.borrow_mut();
        if !self.capturing.get() {
            let host: Vec<i32> = tokens.iter().map(|&t| t as i32).collect();
            self.stream
                .memcpy_htod(&host, &mut ids.slice_mut(..tokens.len()))
                .expect("upload token ids");
        }
        let mut out = self.output(tokens.len() * self.config.hidden_size);
        let mut b = self.stream.launch_builder(self.f("embed"));
        b.arg(&self.weights.embed_tokens.data)
            .arg(&*ids)
            .arg(&mut out);
        let cfg = LaunchConfig {
            grid_dim: (tokens.len() as u32, 1, 1),
            block_dim: (256, 1, 1),
            shared_mem_bytes: 0,
        };
        unsafe { b.launch(cfg) }.expect("embed launch");
        DeviceHidden {
            t: tokens.len(),
            data: out,
        }
    }

    fn rms_norm(&self, x: &DeviceHidden, norm: Norm) -> DeviceHidden {
        let mut tmp = self.stream.clone_dtod(&x.data).expect("copy");
        self.norm_into(&mut tmp, None, norm, x.t)
    }

    fn add_rms_norm(&self, x: &mut DeviceHidden, delta: &DeviceHidden, norm: Norm) -> DeviceHidden {
        let t = x.t;
        self.norm_into(&mut x.data, Some(&delta.data), norm, t)
    }

    fn gated_deltanet(
        &self,
        layer: usize,
        x: &DeviceHidden,
        state: &mut DeviceState,
    ) -> DeviceHidden {
        let c = &self.config;
        let (DeviceMixer::Gdn(w), DeviceLayerState::Gdn { conv, recurrent }) =
            (&self.weights.layers[layer].mixer, &mut state.layers[layer])
        else {
            unreachable!("layer {layer} is not a DeltaNet layer");
        };
        let t = x.t;
        let ti = t as i32;
        let proj = self.gemv(&w.proj, &x.data, t);
        let conv_dim = c.gdn_conv_dim();
        let mut conv_out = self.output(t * conv_dim);
        let mut b = self.stream.launch_builder(self.f("gdn_conv"));
        b.arg(&proj)
            .arg(conv)
            .arg(&w.conv1d)
            .arg(&mut conv_out)
            .arg(&ti);
        unsafe { b.launch(LaunchConfig::for_num_elems(conv_dim as u32)) }.expect("gdn_conv");

        let hv = c.linear_num_value_heads;
        let mut g = self.output(t * hv);
        let mut beta = self.output(t * hv);
        let blocks = (t * c.linear_num_key_heads * 2)
            .div_ceil(8)
            .max((t * hv).div_ceil(256));
        let mut b = self.stream.launch_builder(self.f("gdn_qk_norm_gates"));
        b.arg(&mut conv_out)
            .arg(&proj)
            .arg(&w.a_log)
            .arg(&w.dt_bias)
            .arg(&mut g)
            .arg(&mut beta)
            .arg(&ti);
        let cfg = LaunchConfig {
            grid_dim: (blocks as u32, 1, 1),
            block_dim: (256, 1, 1),
            shared_mem_bytes: 0,
        };
        unsafe { b.launch(cfg) }.expect("gdn_qk_norm_gates");

        let dv = c.linear_value_head_dim;
        let split = if dv % 64 == 0 { dv / 64 } else { 1 };
        let mut o = self.output(t * hv * dv);
        let mut b = self.stream.launch_builder(self.f("gdn_recurrent"));
        b.arg(&conv_out)
            .arg(&g)
            .arg(&beta)
            .arg(recurrent)
            .arg(&mut o)
            .arg(&ti);
        let cfg = LaunchConfig {
            grid_dim: ((hv * split) as u32, 1, 1),
            block_dim: ((dv / split) as u32, 1, 1),
            shared_mem_bytes: 0,
        };
        unsafe { b.launch(cfg) }.expect("gdn_recurrent");

        let mut normed = self.output(t * hv * dv);
        let mut b = self.stream.launch_builder(self.f("gdn_gated_norm"));
        b.arg(&o).arg(&proj).arg(&w.norm).arg(&mut normed).arg(&ti);
        unsafe { b.launch(grid_for_warps(t * hv, 8)) }.expect("gdn_gated_norm");
        DeviceHidden {
            t,
            data: self.gemv(&w.out_proj, &normed, t),
        }
    }

    fn gated_attention(
        &self,
        layer: usize,
        x: &DeviceHidden,
        state: &mut DeviceState,
        pos: usize,
    ) -> DeviceHidden {
        let c = &self.config;
        let capacity = state.capacity;
        if !self.capturing.get() {
            self.stream
                .memcpy_htod(&[pos as i32], &mut state.pos)
                .expect("upload position");
        }
        let (DeviceMixer::Attention(w), DeviceLayerState::Attention { k, v }) =
            (&self.weights.layers[layer].mixer, &mut state.layers[layer])
        else {
            unreachable!("layer {layer} is not an attention layer");
        };
        let pos_dev = &state.pos;
        let t = x.t;
        assert!(pos + t <= capacity, "KV cache capacity {capacity} exceeded");
        let (nh, nkv, hd) = (c.num_attention_heads, c.num_key_value_heads, c.head_dim);
        let proj = self.gemv(&w.proj, &x.data, t);
        let mut q = self.output(t * nh * hd);
        let mut b = self.stream.launch_builder(self.f("attn_prep"));
        b.arg(&proj)
            .arg(&w.q_norm)
            .arg(&w.k_norm)
            .arg(&mut q)
            .arg(&mut *k)
            .arg(&mut *v)
            .arg(pos_dev);
        let cfg = LaunchConfig {
            grid_dim: (t as u32, (nh + nkv) as u32, 1),
            block_dim: (128, 1, 1),
            shared_mem_bytes: 0,
        };
        unsafe { b.launch(cfg) }.expect("attn_prep");

        // A captured step must cover any position up to the capacity.
        let splits = if self.capturing.get() {
            capacity
        } else {
            pos + t
        }
        .div_ceil(ATTN_CHUNK);
        let mut part = self.output(t * nh * splits * (hd + 2));
        let chunk = ATTN_CHUNK as i32;
        let mut b = self.stream.launch_builder(self.f("attn_partial"));
        b.arg(&q)
            .arg(&*k)
            .arg(&*v)
            .arg(&mut part)
            .arg(pos_dev)
            .arg(&chunk);
        let cfg = LaunchConfig {
            grid_dim: (nkv as u32, t as u32, splits as u32),
            block_dim: ((32 * nh / nkv) as u32, 1, 1),
            shared_mem_bytes: 0,
        };
        unsafe { b.launch(cfg) }.expect("attn_partial");

        let mut o = self.output(t * nh * hd);
        let s = splits as i32;
        let mut b = self.stream.launch_builder(self.f("attn_combine"));
        b.arg(&part)
            .arg(&proj)
            .arg(&mut o)
            .arg(pos_dev)
            .arg(&chunk)
            .arg(&s);
        let cfg = LaunchConfig {
            grid_dim: (t as u32, nh as u32, 1),
            block_dim: (128, 1, 1),
            shared_mem_bytes: 0,
        };
        unsafe { b.launch(cfg) }.expect("attn_combine");
        DeviceHidden {
            t,
            data: self.gemv(&w.o_proj, &o, t),
        }
    }

    fn moe(&self, layer: usize, x: &DeviceHidden) -> DeviceHidden {
        let c = &self.config;
        let w = &self.weights.layers[layer].moe;
        let t = x.t;
        let ti = t as i32;
        let proj = self.gemv(&w.proj, &x.data, t);
        let mut ids = self
            .stream
            .alloc_zeros::<i32>(t * c.num_experts_per_tok)
            .expect("alloc");
        let mut weights = self.output(t * c.num_experts_per_tok);
        let mut b = self.stream.launch_builder(self.f("moe_route"));
        b.arg(&proj).arg(&mut ids).arg(&mut weights).arg(&ti);
        unsafe { b.launch(grid_for_warps(t, 4)) }.expect("moe_route");

        let mut act = self.output(t * c.num_experts_per_tok * c.moe_intermediate_size);
        let mut b = self.stream.launch_builder(self.f("moe_gate_up"));
        b.arg(&w.gate_up)
            .arg(&x.data)
            .arg(&ids)
            .arg(&mut act)
            .arg(&ti);
        unsafe {
            b.launch(grid_for_warps(
                t * c.num_experts_per_tok * c.moe_intermediate_size,
                8,
            ))
        }
        .expect("moe_gate_up");

        let mut y = self.output(t * c.hidden_size);
        let mut b = self.stream.launch_builder(self.f("moe_down"));
        b.arg(&w.down)
            .arg(&w.shared_down)
            .arg(&act)
            .arg(&proj)
            .arg(&ids)
            .arg(&weights)
            .arg(&mut y)
            .arg(&ti);
        unsafe { b.launch(grid_for_warps(t * c.hidden_size, 8)) }.expect("moe_down");
        DeviceHidden { t, data: y }
    }

    fn logits(&self, x: &DeviceHidden, rows: usize) -> Vec<f32> {
        let h = self.config.hidden_size;
        let last = self
            .stream
            .clone_dtod(&x.data.slice((x.t - rows) * h..x.t * h))
            .expect("copy");
        let logits = self.gemv(&self.weights.lm_head, &last, rows);
        self.stream.clone_dtoh(&logits).expect("download logits")
    }
}

impl CudaBackend {
    fn norm_into(
        &self,
        x: &mut CudaSlice<f32>,
        delta: Option<&CudaSlice<f32>>,
        norm: Norm,
        t: usize,
    ) -> DeviceHidden {
        let w = match norm {
            Norm::Input(i) => &self.weights.layers[i].input_layernorm,
            Norm::PostAttention(i) => &self.weights.layers[i].post_attention_layernorm,
            Norm::Final => &self.weights.norm,
        };
        let mut out = self.output(t * self.config.hidden_size);
        let cfg = LaunchConfig {
            grid_dim: (t as u32, 1, 1),
            block_dim: (256, 1, 1),
            shared_mem_bytes: 0,
        };
        let mut b = self.stream.launch_builder(self.f("add_rms_norm"));
        let null: u64 = 0;
        b.arg(x);
        match delta {
            Some(d) => b.arg(d),
            None => b.arg(&null),
        };
        b.arg(w).arg(&mut out);
        unsafe { b.launch(cfg) }.expect("add_rms_norm");
        DeviceHidden { t, data: out }
    }
}
