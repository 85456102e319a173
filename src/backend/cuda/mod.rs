//! The Hopper backend: the checkpoint's bf16 weights resident on the GPU as f16 (the same
//! values, `F16Weights`), f32 activations, fp32 DeltaNet state, K cached in f16 and V in
//! bf16, hand-written kernels compiled by NVRTC for the exact GPU.
//!
//! Each `Backend` op is a few launches on one stream; projections that share an input are
//! one matrix-vector product over concatenated weights (DeltaNet qkv|z|b|a, attention
//! q+gate|k|v, router | shared gate|up | shared-expert gate). One-token steps (decode) take
//! fused kernels: the block's RMSNorm runs inside its first projection, the residual add
//! inside its last, routing inside the router projection, and the greedy argmax inside the
//! lm_head; prompt chunks take the general kernels.

pub mod jit;

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::ops::{Deref, DerefMut};
use std::sync::{Arc, Mutex};

use anyhow::{bail, Result};
use cudarc::driver::sys::{
    self, CUfunction_attribute, CUgraphInstantiate_flags, CUstreamCaptureMode,
};
use cudarc::driver::{
    CudaContext, CudaEvent, CudaFunction, CudaGraph, CudaModule, CudaSlice, CudaStream, CudaView,
    CudaViewMut, DevicePtr, LaunchConfig, PinnedHostSlice, PushKernelArg,
};
use cudarc::nvrtc::Ptx;

use crate::backend::{Backend, Norm, Selection};
use crate::config::{LayerType, ModelConfig};
use crate::model::weights::{Expert, Matrix, Mixer, ModelWeights};
use crate::model::{forward_hidden, Sequence};

/// Whether the CUDA driver library is present (cudarc panics on first use otherwise).
pub fn driver_available() -> bool {
    // SAFETY: only tries to dlopen the library.
    unsafe { cudarc::driver::sys::is_culib_present() }
}

/// Most splits of the flash-decoding attention (long contexts; also bounded by one block
/// per multiprocessor); the kernels choose the positions per split from the position on
/// the GPU, at least `MIN_ATTN_CHUNK` (`MIN_CHUNK` in attention.cu).
const MAX_ATTN_SPLITS: usize = 512;
const MIN_ATTN_CHUNK: usize = 64;
/// Warps, cp.async stages and positions per tile of `attn_partial` (attention.cu).
const ATTN_WARPS: usize = 4;
const ATTN_STAGES: usize = 3;
const ATTN_TILE: usize = 16;

/// Shared memory of `attn_partial`: every warp's stages of K and V rows, each row padded
/// to whole 16-dim steps plus 16 bytes.
fn attn_smem_bytes(head_dim: usize) -> usize {
    let row = head_dim.div_ceil(16) * 16 + 8;
    ATTN_WARPS * ATTN_STAGES * 2 * ATTN_TILE * row * 2
}

/// Chunked DeltaNet prefill (`gdn_chunk_prep` / `gdn_chunk_state` in gdn.cu): tokens per
/// chunk (`GC`), state columns per block of the chunk pass (`SC`) and threads per block.
const GDN_CHUNK: usize = 64;
const GDN_STATE_COLS: usize = 32;
const GDN_CHUNK_THREADS: u32 = 256;
/// Prompt chunks from this many tokens take the chunked delta rule. Its cost is per
/// 64-token chunk (a padded last chunk costs a whole one) plus a second launch, while the
/// token-by-token kernel costs one dependent step (about a microsecond) per token, so a
/// few tokens (speculative or short follow-up turns) stay on the recurrent kernel.
const GDN_CHUNKED_MIN_TOKENS: usize = 16;
/// Tokens one block of `gdn_conv` walks (gdn.cu); longer chunks spread over more blocks.
const CONV_TOKENS_PER_BLOCK: usize = 16;

/// Dynamic shared memory of `gdn_chunk_prep` and `gdn_chunk_state` in bytes (the layouts
/// described above those kernels).
pub fn gdn_chunk_smem_bytes(dk: usize, dv: usize) -> (usize, usize) {
    let (c, sc) = (GDN_CHUNK, GDN_STATE_COLS);
    // The prep's K, Q and V rows share one stride (`PRS`): 4 mod 8 floats where its products
    // run on tensor cores, odd otherwise.
    let widest = dk.max(dv);
    let rows = if dk % 8 == 0 {
        widest.div_ceil(8) * 8 + 4
    } else {
        widest | 1
    };
    let prep = c * (2 * rows + c + 4) + 2 * c;
    let sks = if dk % 4 == 0 { dk + 4 } else { dk + 1 };
    let state = sc * sks + 2 * c * sks + c * (c + 1) + c * (sc + 1) + 2 * c;
    (prep * 4, state * 4)
}

/// The chunk pass on tensor cores (`gdn_chunk_state_tc`): its value columns per block, and
/// whether the model's head dims fit it (`TC_OK` in gdn.cu).
const GDN_TC_COLS: usize = 32;
fn gdn_chunk_tc(dk: usize, dv: usize) -> bool {
    dk == 128 && dv % GDN_TC_COLS == 0
}

/// Dynamic shared memory of `gdn_chunk_state_tc` in bytes (`TC_FLOATS` in gdn.cu).
pub fn gdn_chunk_tc_smem_bytes(dk: usize) -> usize {
    let (c, sc) = (GDN_CHUNK, GDN_TC_COLS);
    let (ws, ks, ms) = (dk + 4, dk + 8, c + 4);
    4 * (2 * c * ws + c * ks + c * ms + 2 * sc * ws + 4 * sc * ms + 3 * c)
}

/// (token, head) rows per block of `attn_prefill` (attention.cu): two warpgroups of 64, so
/// a block takes `PREFILL_ROWS / group` query tokens.
const PREFILL_ROWS: usize = 128;
const PREFILL_THREADS: u32 = 256;
/// Cache positions per K/V tile of `attn_prefill`.
const PREFILL_TILE: usize = 64;

/// Shared memory of `attn_prefill`: the block's query rows and two stages each of K and V,
/// rows of head_dim padded to the MMA width (64, else 256) in f16/bf16, 32 bytes for the
/// copies' barriers, plus 1024 bytes to align the swizzle atoms (197,664 bytes at head_dim
/// 256).
fn prefill_smem_bytes(head_dim: usize) -> usize {
    let width = if head_dim <= 64 { 64 } else { 256 };
    2 * width * (PREFILL_ROWS + 4 * PREFILL_TILE) + 32 + 1024
}

/// Tokens from which a projection runs as a tensor-core GEMM, and its block tile (`GM`,
/// `GN` in gemm.cu).
const GEMM_MIN_TOKENS: usize = 16;
/// The tensor-core GEMM tile (`GM` and `DENSE_GN` in gemm.cu): weight rows x tokens.
const GEMM_TILE_ROWS: usize = 128;
const GEMM_TILE_TOKENS: usize = 256;
/// Columns a GEMM pipeline step covers (`GK` in gemm.cu), and the fewest steps a column
/// slice gets when a short GEMM splits its columns: below that the pipeline's fill and the
/// partial sums cost more than the idle multiprocessors.
const GEMM_K_STEP: usize = 64;
const GEMM_MIN_SLICE_STEPS: usize = 4;
/// The most column slices of a GEMM tile: they form one cluster, and 8 is the portable
/// cluster size.
const GEMM_MAX_SLICES: usize = 8;
/// Shared-memory stages of a GEMM pipeline (`GSTAGES` in gemm.cu).
const GEMM_STAGES: usize = 4;
/// Tokens `moe_route` routes per block, one warp each.
const ROUTE_TOKENS_PER_BLOCK: usize = 4;
/// Threads of an `rms_norm_rows_f16` block (`NORM_THREADS` in norm.cu), one block a row.
const NORM_THREADS: u32 = 256;
/// Threads of a `gdn_gated_norm_f16` block (`GN_THREADS` in gdn.cu), one block a token.
const GATED_NORM_THREADS: u32 = 256;
/// Threads of the one `moe_group` block (`GROUP_THREADS` in moe.cu).
const MOE_GROUP_THREADS: u32 = 1024;
/// Rows `to_f16_rows` converts per block, one warp each.
const TO_F16_ROWS_PER_BLOCK: usize = 8;
/// Residual columns a thread of `moe_combine` adds (`COMBINE_COLS` in moe.cu).
const MOE_COMBINE_COLS: usize = 8;
/// Token widths the grouped MoE GEMMs' tiles are cut to (`moe_group`); the kernels' ring
/// holds four stages of the widest, more of narrower ones.
const MOE_TILE_WIDTHS: [usize; 4] = [32, 64, 128, 256];
/// Threads of a grouped MoE GEMM block (`MOE_THREADS` in gemm.cu): a producer and two
/// consumer warpgroups.
const MOE_GEMM_THREADS: u32 = 384;
/// Most stages of the grouped MoE GEMMs' ring (`MOE_MAX_STAGES` in gemm.cu).
const MOE_MAX_STAGES: usize = 8;
/// How far above the mean tokens per expert the grouped MoE tile width reaches. Counts
/// spread around the mean (about its square root either way), so a width at the mean cuts
/// half the experts into a second, nearly empty tile that reads their weights again; the
/// tiles take 192-wide products where they hold 129-192 tokens. 30% gave a 4,096-token
/// prefill -1.3% and a 1,024-token one -2.5% against 0% (docs/perf-notes.md, 2026-12-07).
const MOE_TILE_HEADROOM_PERCENT: usize = 30;

/// The shared-memory stages of a GEMM block `GEMM_TILE_TOKENS` wide (`GemmShape::SMEM` in
/// gemm.cu; the grouped MoE GEMMs' ring is as large): a 128-row W tile and the tokens' f16
/// rows, 128 bytes a row, plus alignment slack.
fn gemm_stages_bytes() -> usize {
    GEMM_STAGES * (GEMM_TILE_ROWS + GEMM_TILE_TOKENS) * 128 + 1024
}

/// Dynamic shared memory of the dense GEMM (`DENSE_SMEM` in gemm.cu): its stages and a
/// `full` and an `empty` barrier (8 bytes each) per stage.
fn dense_gemm_smem_bytes() -> usize {
    gemm_stages_bytes() + 2 * GEMM_STAGES * 8
}

/// Dynamic shared memory of a grouped MoE GEMM (`MOE_SMEM` in gemm.cu): a ring as large as
/// the dense GEMM's stages; a `full` and an `empty` barrier (8 bytes each) and an item and
/// its token count (4 bytes each) for each of its most stages; the producer's next item.
fn moe_gemm_smem_bytes() -> usize {
    gemm_stages_bytes() + 2 * MOE_MAX_STAGES * 8 + (2 * MOE_MAX_STAGES + 1) * 4
}

/// A TMA tensor map over `rows` rows of `cols` f16 values at device address `ptr` (row pitch
/// `cols * 2` bytes), read in boxes of `GEMM_K_STEP` columns by `box_rows` rows with the
/// 128-byte swizzle the GEMMs' shared memory uses (`TensorMap` in mma.cuh); the parts of a
/// box past the matrix read as zeros. The callers hold `cols % 8 == 0` and 16-byte aligned
/// buffers, which is all the encoder checks beyond the fixed box.
fn f16_tensor_map(ptr: u64, rows: usize, cols: usize, box_rows: usize) -> sys::CUtensorMap {
    let dims = [cols as u64, rows as u64];
    let pitch = [(cols * 2) as u64];
    let boxed = [GEMM_K_STEP as u32, box_rows as u32];
    let unit = [1u32, 1];
    let mut map = std::mem::MaybeUninit::<sys::CUtensorMap>::uninit();
    // SAFETY: every array holds the two dimensions (one pitch) of a rank-2 map and outlives
    // the call; the encoder only writes `map`.
    unsafe {
        sys::cuTensorMapEncodeTiled(
            map.as_mut_ptr(),
            sys::CUtensorMapDataType::CU_TENSOR_MAP_DATA_TYPE_FLOAT16,
            2,
            ptr as *mut std::ffi::c_void,
            dims.as_ptr(),
            pitch.as_ptr(),
            boxed.as_ptr(),
            unit.as_ptr(),
            sys::CUtensorMapInterleave::CU_TENSOR_MAP_INTERLEAVE_NONE,
            sys::CUtensorMapSwizzle::CU_TENSOR_MAP_SWIZZLE_128B,
            sys::CUtensorMapL2promotion::CU_TENSOR_MAP_L2_PROMOTION_L2_256B,
            sys::CUtensorMapFloatOOBfill::CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE,
        )
        .result()
        .unwrap_or_else(|e| {
            panic!("TMA map of {rows} x {cols} f16 at {ptr:#x}, boxes of {box_rows} rows: {e:?}")
        });
        map.assume_init()
    }
}

/// Threads of the one-token matrix-vector kernels (`MV_THREADS` in matvec.cuh).
const MV_THREADS: u32 = 128;
const MV_WARPS: usize = 4;

/// Tokens one forward call may embed (longer prompts go in pieces).
pub const MAX_IDS: usize = 16384;

/// A weight matrix on the GPU, `[rows, cols]` row-major, in f16 (`F16Weights`).
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
    /// `[hidden, shared intermediate]`
    shared_down: DeviceMatrix,
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
    /// In bf16, the checkpoint's exact values: the table is only gathered, never multiplied.
    embed_tokens: DeviceMatrix,
    layers: Vec<DeviceLayer>,
    norm: CudaSlice<f32>,
    lm_head: DeviceMatrix,
}

/// Reusable f32 buffers by power-of-two size class: once warm, the ops of a step allocate
/// nothing, and a captured step holds plain kernel nodes only. Every op runs on the one
/// stream, so a buffer handed back is free for the next op in stream order.
#[derive(Default)]
struct Pool {
    free: Mutex<HashMap<usize, Vec<CudaSlice<f32>>>>,
}

/// A pooled buffer of at least the requested length; goes back to its pool when dropped.
pub struct PoolBuf {
    data: Option<CudaSlice<f32>>,
    pool: Arc<Pool>,
}

impl Deref for PoolBuf {
    type Target = CudaSlice<f32>;
    fn deref(&self) -> &CudaSlice<f32> {
        self.data
            .as_ref()
            .expect("pooled buffer is present until dropped")
    }
}

impl DerefMut for PoolBuf {
    fn deref_mut(&mut self) -> &mut CudaSlice<f32> {
        self.data
            .as_mut()
            .expect("pooled buffer is present until dropped")
    }
}

impl Drop for PoolBuf {
    fn drop(&mut self) {
        if let Some(d) = self.data.take() {
            let mut free = self.pool.free.lock().unwrap_or_else(|e| e.into_inner());
            free.entry(d.len()).or_default().push(d);
        }
    }
}

/// `[t, hidden]` f32 residual-stream rows on the GPU (the buffer may be longer).
pub struct DeviceHidden {
    pub t: usize,
    pub data: PoolBuf,
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

/// One captured decode step (see [`CudaBackend::capture_step`]).
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
    pool: Arc<Pool>,
    /// The barrier and work counters of the persistent one-token kernels with grid barriers
    /// (`moe_block1` from 0, the mixers' output kernels from `MIXER_SYNC`), zero between
    /// launches: each kernel's last block resets its own.
    grid_sync: RefCell<CudaSlice<u32>>,
    /// Argmax key of the greedy token (see `mv_norm_argmax`); the next captured step embeds
    /// the token it names.
    best: RefCell<CudaSlice<u64>>,
    /// Page-locked landing places for token keys, two so one can be read while the next
    /// step runs.
    token_host: RefCell<[PinnedHostSlice<u64>; 2]>,
    /// Recorded after each copy into the matching `token_host` slot (the context does not
    /// track events itself, see `open_device`).
    token_ready: [CudaEvent; 2],
    /// Blocks per launch of each persistent one-token kernel: what fits on the GPU at once.
    resident_blocks: HashMap<&'static str, u32>,
    /// Most attention splits per KV head: the blocks that fit on the GPU at once.
    attn_max_splits: usize,
    /// Streaming multiprocessors: a prompt GEMM with fewer tiles than this splits its
    /// columns (`gemm_into`).
    sms: usize,
    /// Whether prompt chunks run the MoE as grouped GEMMs (the model's sizes allow it).
    grouped_moe: bool,
    /// Whether kernels may start while their predecessor drains (programmatic dependent
    /// launch): off unless `LILY_OVERLAP_LAUNCHES=1`; it made decode slower when last
    /// measured (docs/perf-notes.md).
    overlap_launches: bool,
    /// Set after a copy or memset on the stream: the next kernel must not overlap it (a
    /// programmatic launch may begin before a preceding copy has landed).
    fence_next: Cell<bool>,
    /// A kernel whose launches are left out of what is launched or captured (`lily bench
    /// --marginal` times the step without it; the step's results are then meaningless).
    left_out: RefCell<Option<String>>,
    /// While `kernel_times` runs: every launch with the two events around it.
    launch_timer: RefCell<Option<Vec<TimedLaunch>>>,
}

/// A kernel's launches of one grid in `kernel_times`: how many, and their summed time.
#[derive(Clone, Copy)]
pub struct KernelTime {
    pub name: &'static str,
    pub grid: (u32, u32, u32),
    pub launches: usize,
    pub ms: f64,
}

/// `kernel_times` rows with each kernel's grids merged, the costliest first.
pub fn kernel_totals(rows: &[KernelTime]) -> Vec<KernelTime> {
    merge_times(rows.iter().copied(), |a, b| a.name == b.name)
}

/// `rows` with those that `same` pairs summed into the first (launches and times), the
/// costliest first.
fn merge_times(
    rows: impl IntoIterator<Item = KernelTime>,
    same: impl Fn(&KernelTime, &KernelTime) -> bool,
) -> Vec<KernelTime> {
    let mut totals: Vec<KernelTime> = Vec::new();
    for r in rows {
        match totals.iter_mut().find(|t| same(t, &r)) {
            Some(t) => {
                t.launches += r.launches;
                t.ms += r.ms;
            }
            None => totals.push(r),
        }
    }
    totals.sort_by(|a, b| b.ms.total_cmp(&a.ms));
    totals
}

/// A kernel launch bracketed by events (`kernel_times`).
struct TimedLaunch {
    name: &'static str,
    grid: (u32, u32, u32),
    start: CudaEvent,
    end: CudaEvent,
}

/// `grid_sync` counters: `moe_block1` uses four from 0 (SYNC_COUNTERS and its exit counter in
/// moe.cu); `gdn_step_accum` and `attn_out1` share two from `MIXER_SYNC` (a kernel touches
/// them only after its predecessor has finished, and its last block resets them).
const MIXER_SYNC: usize = 4;
const GRID_SYNC_COUNTERS: usize = MIXER_SYNC + 2;

/// Kernels that walk their rows with a grid stride, launched with as many blocks as fit.
const PERSISTENT_KERNELS: [&str; 5] = [
    "mv_norm_store",
    "attn_out1",
    "gdn_step_accum",
    "mv_norm_argmax",
    "moe_block1",
];

/// A kernel argument as the driver reads it: a device address or a 32-bit integer, widened
/// to 8 bytes (the driver reads only the parameter's own size, little-endian).
pub trait KernelArg {
    fn value(&self, stream: &Arc<CudaStream>) -> u64;
}

impl<T> KernelArg for &CudaSlice<T> {
    fn value(&self, stream: &Arc<CudaStream>) -> u64 {
        self.device_ptr(stream).0
    }
}

impl<T> KernelArg for &mut CudaSlice<T> {
    fn value(&self, stream: &Arc<CudaStream>) -> u64 {
        self.device_ptr(stream).0
    }
}

impl<T> KernelArg for &CudaView<'_, T> {
    fn value(&self, stream: &Arc<CudaStream>) -> u64 {
        self.device_ptr(stream).0
    }
}

impl<T> KernelArg for &mut CudaViewMut<'_, T> {
    fn value(&self, stream: &Arc<CudaStream>) -> u64 {
        self.device_ptr(stream).0
    }
}

impl KernelArg for &u64 {
    fn value(&self, _: &Arc<CudaStream>) -> u64 {
        **self
    }
}

impl KernelArg for &f32 {
    fn value(&self, _: &Arc<CudaStream>) -> u64 {
        self.to_bits() as u64
    }
}

impl KernelArg for &i32 {
    fn value(&self, _: &Arc<CudaStream>) -> u64 {
        **self as u32 as u64
    }
}

/// One launch on the backend's stream with programmatic dependent launch: the kernel may
/// start while its predecessor drains (streaming its weights early) and waits on the GPU
/// (`pdl_wait` in common.cuh) before it touches activations.
struct KernelLaunch<'a> {
    backend: &'a CudaBackend,
    name: &'static str,
    args: Vec<Param>,
    /// Blocks along z that form one thread-block cluster (1: no clusters).
    cluster_z: u32,
}

/// A kernel parameter: a 64-bit word (a pointer or a scalar) or a TMA tensor map, which the
/// kernel takes by value.
enum Param {
    Word(u64),
    Map(Box<sys::CUtensorMap>),
}

impl KernelLaunch<'_> {
    fn arg(&mut self, a: impl KernelArg) -> &mut Self {
        self.args.push(Param::Word(a.value(&self.backend.stream)));
        self
    }

    fn map(&mut self, map: sys::CUtensorMap) -> &mut Self {
        self.args.push(Param::Map(Box::new(map)));
        self
    }

    /// Launches the grid's z blocks of each (x, y) as one cluster of `blocks` (the grid's z
    /// extent), so they can read each other's shared memory.
    fn cluster_z(&mut self, blocks: u32) -> &mut Self {
        self.cluster_z = blocks;
        self
    }

    fn launch(&mut self, cfg: LaunchConfig) {
        if self.backend.left_out.borrow().as_deref() == Some(self.name) {
            return;
        }
        let mut params: Vec<*mut std::ffi::c_void> = self
            .args
            .iter_mut()
            .map(|p| match p {
                Param::Word(v) => v as *mut u64 as *mut std::ffi::c_void,
                Param::Map(m) => &mut **m as *mut sys::CUtensorMap as *mut std::ffi::c_void,
            })
            .collect();
        let mut attrs = Vec::with_capacity(2);
        if self.backend.overlap_launches && !self.backend.fence_next.replace(false) {
            attrs.push(sys::CUlaunchAttribute {
                id: sys::CUlaunchAttributeID::CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION,
                pad: [0; 4],
                value: sys::CUlaunchAttributeValue {
                    programmaticStreamSerializationAllowed: 1,
                },
            });
        }
        if self.cluster_z > 1 {
            attrs.push(sys::CUlaunchAttribute {
                id: sys::CUlaunchAttributeID::CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION,
                pad: [0; 4],
                value: sys::CUlaunchAttributeValue {
                    clusterDim: sys::CUlaunchAttributeValue_union__bindgen_ty_1 {
                        x: 1,
                        y: 1,
                        z: self.cluster_z,
                    },
                },
            });
        }
        let config = sys::CUlaunchConfig {
            gridDimX: cfg.grid_dim.0,
            gridDimY: cfg.grid_dim.1,
            gridDimZ: cfg.grid_dim.2,
            blockDimX: cfg.block_dim.0,
            blockDimY: cfg.block_dim.1,
            blockDimZ: cfg.block_dim.2,
            sharedMemBytes: cfg.shared_mem_bytes,
            hStream: self.backend.stream.cu_stream(),
            attrs: attrs.as_mut_ptr(),
            numAttrs: attrs.len() as u32,
        };
        let f = self.backend.f(self.name);
        let mut timer = self.backend.launch_timer.borrow_mut();
        let event = |at: &str| {
            let e = self
                .backend
                .ctx
                .new_event(Some(sys::CUevent_flags::CU_EVENT_DEFAULT))
                .and_then(|e| e.record(&self.backend.stream).map(|_| e));
            e.unwrap_or_else(|e| panic!("timing {} ({at}): {e:?}", self.name))
        };
        let start = timer.is_some().then(|| event("start"));
        // SAFETY: `params` holds one value per kernel parameter, in order, each living until
        // the call returns (the driver copies them).
        unsafe {
            sys::cuLaunchKernelEx(
                &config,
                f.cu_function(),
                params.as_mut_ptr(),
                std::ptr::null_mut(),
            )
        }
        .result()
        .unwrap_or_else(|e| panic!("launching {}: {e:?}", self.name));
        if let (Some(list), Some(start)) = (timer.as_mut(), start) {
            list.push(TimedLaunch {
                name: self.name,
                grid: cfg.grid_dim,
                start,
                end: event("end"),
            });
        }
    }
}

fn dev_err(what: &str) -> impl Fn(cudarc::driver::DriverError) -> anyhow::Error + '_ {
    move |e| anyhow::anyhow!("{what}: {e:?}")
}

/// Rows each warp of a one-token matrix-vector kernel keeps in flight for rows of length `k`
/// (`RowsPerWarp` in matvec.cuh).
fn rows_per_warp(k: usize) -> usize {
    let loads = if k % 8 == 0 {
        (k / 8).div_ceil(32)
    } else {
        k.div_ceil(32)
    };
    if loads >= 32 {
        1
    } else if loads >= 16 {
        32 / loads
    } else {
        (16 / loads).min(8)
    }
}

/// f32 slots of a pooled buffer that holds `rows` f16 rows of `cols` values and a scale
/// per row (`to_f16_rows`).
fn f16_rows_size(rows: usize, cols: usize) -> usize {
    rows * cols / 2 + rows
}

fn grid_for_threads(threads: usize, per_block: usize) -> LaunchConfig {
    LaunchConfig {
        grid_dim: (threads.div_ceil(per_block).max(1) as u32, 1, 1),
        block_dim: (per_block as u32, 1, 1),
        shared_mem_bytes: 0,
    }
}

fn grid_for_warps(warps: usize, warps_per_block: usize) -> LaunchConfig {
    grid_for_threads(warps * 32, warps_per_block * 32)
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
    /// Compiles (or loads cached) kernels for `config` and uploads `weights` (as f16).
    pub fn new(config: ModelConfig, weights: &ModelWeights) -> Result<Self> {
        let (ctx, arch) = open_device(0)?;
        let stream = ctx.new_stream().map_err(|e| anyhow::anyhow!("{e:?}"))?;
        let (functions, modules) = load_kernels(&ctx, &config, &arch)?;
        let weights = upload(&stream, &functions, &config, weights)?;
        Self::assemble(config, ctx, stream, (functions, modules), weights)
    }

    fn assemble(
        config: ModelConfig,
        ctx: Arc<CudaContext>,
        stream: Arc<CudaStream>,
        (functions, modules): Kernels,
        weights: DeviceWeights,
    ) -> Result<Self> {
        let alloc_err = dev_err("GPU allocation");
        let ids = RefCell::new(stream.alloc_zeros::<i32>(MAX_IDS).map_err(&alloc_err)?);
        let grid_sync = RefCell::new(
            stream
                .alloc_zeros::<u32>(GRID_SYNC_COUNTERS)
                .map_err(&alloc_err)?,
        );
        let best = RefCell::new(stream.alloc_zeros::<u64>(1).map_err(&alloc_err)?);
        // SAFETY: written by a device copy before every read.
        let pinned = || unsafe { ctx.alloc_pinned_with_flags::<u64>(1, 0) };
        let token_host =
            RefCell::new([pinned().map_err(&alloc_err)?, pinned().map_err(&alloc_err)?]);
        let event = || ctx.new_event(None).map_err(dev_err("event"));
        let token_ready = [event()?, event()?];
        let sms = ctx
            .attribute(
                cudarc::driver::sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT,
            )
            .map_err(dev_err("multiprocessor count"))? as u32;
        let mut resident_blocks = HashMap::new();
        for name in PERSISTENT_KERNELS {
            let per_sm = functions[name]
                .occupancy_max_active_blocks_per_multiprocessor(MV_THREADS, 0, None)
                .map_err(dev_err(name))?;
            resident_blocks.insert(name, sms * per_sm.max(1));
        }
        // Kernels with more than 48 KB of dynamic shared memory must ask for it.
        let attn_smem = attn_smem_bytes(config.head_dim);
        let (prep_smem, state_smem) =
            gdn_chunk_smem_bytes(config.linear_key_head_dim, config.linear_value_head_dim);
        let large_smem = [
            ("moe_gate_up_grouped", moe_gemm_smem_bytes()),
            ("moe_down_grouped", moe_gemm_smem_bytes()),
            ("gemm_f16", dense_gemm_smem_bytes()),
            ("attn_partial", attn_smem),
            // Every dimension `jit::validate` admits (head_dim a multiple of 8 up to 256,
            // at most 8 query heads per KV head) fits the prefill kernel, so prompt
            // chunks always take it.
            ("attn_prefill", prefill_smem_bytes(config.head_dim)),
            ("gdn_chunk_prep", prep_smem),
            ("gdn_chunk_state", state_smem),
            (
                "gdn_chunk_state_tc",
                gdn_chunk_tc_smem_bytes(config.linear_key_head_dim),
            ),
        ];
        for (name, bytes) in large_smem {
            functions[name]
                .set_attribute(
                    CUfunction_attribute::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                    bytes as i32,
                )
                .map_err(|e| anyhow::anyhow!("{name}: {bytes} bytes of shared memory: {e:?}"))?;
        }
        let attn_per_sm = functions["attn_partial"]
            .occupancy_max_active_blocks_per_multiprocessor(
                (32 * ATTN_WARPS) as u32,
                attn_smem,
                None,
            )
            .map_err(dev_err("attn_partial"))?;
        let attn_max_splits = ((sms * attn_per_sm.max(1)) as usize / config.num_key_value_heads)
            .clamp(1, MAX_ATTN_SPLITS);
        // The grouped GEMMs read 16-byte pieces of rows and float4s of activations;
        // `moe_group` keeps three counters per expert in static shared memory and scans
        // them with a thread an expert.
        let grouped_moe = config.hidden_size % 8 == 0
            && config.moe_intermediate_size % 8 == 0
            && config.num_experts <= MOE_GROUP_THREADS as usize;
        Ok(CudaBackend {
            config,
            ctx,
            stream,
            functions,
            _modules: modules,
            weights,
            ids,
            capturing: Cell::new(false),
            pool: Arc::new(Pool::default()),
            grid_sync,
            best,
            token_host,
            token_ready,
            resident_blocks,
            attn_max_splits,
            sms: sms as usize,
            grouped_moe,
            overlap_launches: std::env::var("LILY_OVERLAP_LAUNCHES").is_ok_and(|v| v == "1"),
            fence_next: Cell::new(true),
            left_out: RefCell::new(None),
            launch_timer: RefCell::new(None),
        })
    }

    /// Full-size random weights made on the GPU (N(0, 0.02) bf16 values held as f16, zero (1 + w)
    /// norms, unit gated norm), so benchmarks need no checkpoint and no host copy.
    pub fn synthetic(config: ModelConfig, seed: u64) -> Result<Self> {
        let (ctx, arch) = open_device(0)?;
        let stream = ctx.new_stream().map_err(|e| anyhow::anyhow!("{e:?}"))?;
        let (functions, modules) = load_kernels(&ctx, &config, &arch)?;
        let fill = &functions["fill_normal"];
        let mut f16 = F16Weights::new(&stream, &functions)?;
        let mut counter = seed;
        // `as_f16`: held as f16 like every multiplied weight (the embedding table stays bf16).
        let mut matrix = |rows: usize, cols: usize, as_f16: bool| -> Result<DeviceMatrix> {
            let n = rows * cols;
            let mut data = stream
                .alloc_zeros::<u16>(n)
                .map_err(|e| anyhow::anyhow!("alloc: {e:?}"))?;
            counter = counter.wrapping_add(0x9E37_79B9);
            fill_normal(&stream, fill, &mut data, counter, 0.02, false)?;
            if as_f16 {
                f16.convert(&mut data, "synthetic weights")?;
            }
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
                        true,
                    )?,
                    conv1d: consts(0.25, c.gdn_conv_dim() * c.linear_conv_kernel_dim)?,
                    a_log: consts(0.0, c.linear_num_value_heads)?,
                    dt_bias: consts(0.0, c.linear_num_value_heads)?,
                    norm: consts(1.0, c.linear_value_head_dim)?,
                    out_proj: matrix(h, c.gdn_value_dim(), true)?,
                }),
                LayerType::FullAttention => DeviceMixer::Attention(AttentionLayer {
                    proj: matrix(
                        2 * c.num_attention_heads * c.head_dim
                            + 2 * c.num_key_value_heads * c.head_dim,
                        h,
                        true,
                    )?,
                    q_norm: consts(0.0, c.head_dim)?,
                    k_norm: consts(0.0, c.head_dim)?,
                    o_proj: matrix(h, c.num_attention_heads * c.head_dim, true)?,
                }),
            };
            let si = c.shared_expert_intermediate_size;
            let moe = MoeLayer {
                proj: matrix(c.num_experts + 2 * si + 1, h, true)?,
                gate_up: matrix(c.num_experts * 2 * c.moe_intermediate_size, h, true)?.data,
                down: matrix(c.num_experts * h, c.moe_intermediate_size, true)?.data,
                shared_down: matrix(h, si, true)?,
            };
            layers.push(DeviceLayer {
                input_layernorm: consts(0.0, h)?,
                post_attention_layernorm: consts(0.0, h)?,
                mixer,
                moe,
            });
        }
        let weights = DeviceWeights {
            embed_tokens: matrix(c.vocab_size, h, false)?,
            layers,
            norm: consts(0.0, h)?,
            lm_head: matrix(c.vocab_size, h, true)?,
        };
        Self::assemble(config, ctx, stream, (functions, modules), weights)
    }

    /// Fills the KV caches and DeltaNet states with random values, as if `len` tokens had
    /// been processed: decode speed at a context depends on its length, not its content.
    pub fn fill_state_randomly(&self, state: &mut DeviceState, seed: u64) -> Result<()> {
        let fill = self.f("fill_normal");
        for (i, layer) in state.layers.iter_mut().enumerate() {
            match layer {
                DeviceLayerState::Attention { k, v } => {
                    // K is cached in f16, V in bf16.
                    for (j, (buf, f16)) in [(k, true), (v, false)].into_iter().enumerate() {
                        fill_normal(
                            &self.stream,
                            fill,
                            buf,
                            seed ^ ((i * 2 + j) as u64) << 20,
                            1.0,
                            f16,
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
                    self.fence_next.set(true);
                }
            }
        }
        Ok(())
    }

    fn f(&self, name: &str) -> &CudaFunction {
        &self.functions[name]
    }

    fn kernel(&self, name: &'static str) -> KernelLaunch<'_> {
        KernelLaunch {
            backend: self,
            name,
            args: Vec::with_capacity(8),
            cluster_z: 1,
        }
    }

    /// Zeroed buffer (sequence state).
    fn alloc(&self, n: usize) -> CudaSlice<f32> {
        self.stream
            .alloc_zeros::<f32>(n.max(1))
            .expect("GPU allocation failed")
    }

    /// A pooled buffer of at least `n` floats for a kernel output that the kernel writes
    /// completely before anything reads it (its contents are stale).
    fn output(&self, n: usize) -> PoolBuf {
        let class = n.max(256).next_power_of_two();
        let reused = {
            let mut free = self.pool.free.lock().unwrap_or_else(|e| e.into_inner());
            free.get_mut(&class).and_then(Vec::pop)
        };
        let data = reused.unwrap_or_else(|| {
            // A plain allocation, not a stream-ordered one: a buffer first needed while a
            // decode step is being captured must not become a graph-owned allocation (such a
            // graph could not be replayed while the buffer lives in the pool).
            // SAFETY: see above; every caller's kernel writes what is later read.
            unsafe {
                self.ctx.bind_to_thread().expect("binding the CUDA context");
                let ptr = cudarc::driver::result::malloc_sync(class * std::mem::size_of::<f32>())
                    .expect("GPU allocation failed");
                self.stream.upgrade_device_ptr::<f32>(ptr, class)
            }
        });
        PoolBuf {
            data: Some(data),
            pool: self.pool.clone(),
        }
    }

    fn norm_weight(&self, norm: Norm) -> &CudaSlice<f32> {
        match norm {
            Norm::Input(i) => &self.weights.layers[i].input_layernorm,
            Norm::PostAttention(i) => &self.weights.layers[i].post_attention_layernorm,
            Norm::Final => &self.weights.norm,
        }
    }

    /// `[t, hidden]` rows of `x` from row `first` through one of the model's RMSNorms.
    fn norm_rows(&self, x: &CudaSlice<f32>, first: usize, t: usize, norm: Norm) -> PoolBuf {
        let h = self.config.hidden_size;
        let mut out = self.output(t * h);
        let input = x.slice(first * h..(first + t) * h);
        let mut b = self.kernel("rms_norm_rows");
        b.arg(&input).arg(self.norm_weight(norm)).arg(&mut *out);
        let cfg = LaunchConfig {
            grid_dim: (t as u32, 1, 1),
            block_dim: (256, 1, 1),
            shared_mem_bytes: 0,
        };
        b.launch(cfg);
        out
    }

    /// `norm_rows` for the first `t` rows, as the GEMMs read their input (`to_f16`); with
    /// `with_rest`, also what f16 left out in the same layout: a GEMM over each, summed,
    /// multiplies near-fp32 inputs.
    fn norm_rows_f16(
        &self,
        x: &CudaSlice<f32>,
        t: usize,
        norm: Norm,
        with_rest: bool,
    ) -> (PoolBuf, Option<PoolBuf>) {
        let size = f16_rows_size(t, self.config.hidden_size);
        let mut xs = self.output(size);
        let mut rest = with_rest.then(|| self.output(size));
        let rows = t as i32;
        let null = 0u64;
        let mut b = self.kernel("rms_norm_rows_f16");
        b.arg(x).arg(self.norm_weight(norm)).arg(&mut *xs);
        match &mut rest {
            Some(rest) => b.arg(&mut **rest),
            None => b.arg(&null),
        };
        b.arg(&rows);
        b.launch(LaunchConfig {
            grid_dim: (t as u32, 1, 1),
            block_dim: (NORM_THREADS, 1, 1),
            shared_mem_bytes: 0,
        });
        (xs, rest)
    }

    /// A mixer's input projection of a prompt chunk of `t` tokens: the input RMSNorm, then
    /// `w`, on tensor cores straight from the normed f16 rows where the chunk is long enough.
    fn normed_proj(&self, w: &DeviceMatrix, x: &CudaSlice<f32>, t: usize, layer: usize) -> PoolBuf {
        if !Self::runs_as_gemm(w, t) {
            let h = self.norm_rows(x, 0, t, Norm::Input(layer));
            return self.gemv(w, &h, t);
        }
        let (xs, _) = self.norm_rows_f16(x, t, Norm::Input(layer), false);
        let mut y = self.output(t * w.rows);
        self.gemm_into(w, &xs, None, t, &mut y, false);
        y
    }

    /// Whether `t` tokens through `w` run as the tensor-core GEMM: chunks of
    /// `GEMM_MIN_TOKENS` or more, rows of a 16-byte multiple. Shorter ones go to the GEMV
    /// that reads each row once per 8 tokens.
    fn runs_as_gemm(w: &DeviceMatrix, t: usize) -> bool {
        t >= GEMM_MIN_TOKENS && w.cols % 8 == 0
    }

    /// `y = W x` for `t` tokens; with `accumulate`, `y += W x` into an existing buffer, on
    /// the tensor-core GEMM or the GEMV (`runs_as_gemm`).
    fn gemv_into(
        &self,
        w: &DeviceMatrix,
        x: &CudaSlice<f32>,
        t: usize,
        y: &mut CudaSlice<f32>,
        accumulate: bool,
    ) {
        if Self::runs_as_gemm(w, t) {
            let xs = self.to_f16(x, t, w.cols);
            self.gemm_into(w, &xs, None, t, y, accumulate);
            return;
        }
        let (rows, cols, tt, acc) = (w.rows as i32, w.cols as i32, t as i32, accumulate as i32);
        let mut b = self.kernel("gemv_f16");
        b.arg(&w.data)
            .arg(x)
            .arg(y)
            .arg(&rows)
            .arg(&cols)
            .arg(&tt)
            .arg(&acc);
        b.launch(grid_for_warps(w.rows, 8));
    }

    /// `y = W x` (`y += W x` with `accumulate`) on tensor cores, x already in f16
    /// (`to_f16`) for `t` tokens; needs `w.cols % 8 == 0`. With `rest` (what f16 left out
    /// of x, `norm_rows_f16`, and a row count), the first rows of y take `W x + W rest` in
    /// one product: near-fp32 inputs where the rows pick something. A GEMM with fewer
    /// tiles than the GPU has multiprocessors (short chunks, narrow outputs) splits its
    /// k-steps into slices of at least `GEMM_MIN_SLICE_STEPS`, one cluster a tile whose
    /// blocks add their partial tiles in order through shared memory.
    fn gemm_into(
        &self,
        w: &DeviceMatrix,
        xs: &CudaSlice<f32>,
        rest: Option<(&CudaSlice<f32>, usize)>,
        t: usize,
        y: &mut CudaSlice<f32>,
        accumulate: bool,
    ) {
        let parts = if rest.is_some() { 2 } else { 1 };
        let rest_rows = rest.map_or(0, |(_, rows)| rows as i32);
        let tiles = w.rows.div_ceil(GEMM_TILE_ROWS) * t.div_ceil(GEMM_TILE_TOKENS);
        let ksteps = parts * w.cols.div_ceil(GEMM_K_STEP);
        let slices = (self.sms / tiles)
            .min(ksteps / GEMM_MIN_SLICE_STEPS)
            .clamp(1, GEMM_MAX_SLICES);
        let slice_steps = ksteps.div_ceil(slices);
        let slices = ksteps.div_ceil(slice_steps);
        let w_map = f16_tensor_map(
            (&w.data).value(&self.stream),
            w.rows,
            w.cols,
            GEMM_TILE_ROWS,
        );
        let x_map = f16_tensor_map(xs.value(&self.stream), t, w.cols, GEMM_TILE_TOKENS);
        let rest_map = rest.map_or(x_map, |(r, _)| {
            f16_tensor_map(r.value(&self.stream), t, w.cols, GEMM_TILE_TOKENS)
        });
        let (rows, cols, tt) = (w.rows as i32, w.cols as i32, t as i32);
        let (acc, pp, ss) = (accumulate as i32, parts as i32, slice_steps as i32);
        let mut b = self.kernel("gemm_f16");
        b.map(w_map)
            .map(x_map)
            .map(rest_map)
            .arg(xs)
            .arg(y)
            .arg(&rows)
            .arg(&cols)
            .arg(&tt)
            .arg(&acc)
            .arg(&pp)
            .arg(&rest_rows)
            .arg(&ss)
            .cluster_z(slices as u32);
        b.launch(LaunchConfig {
            grid_dim: (tiles as u32, 1, slices as u32),
            block_dim: (256, 1, 1),
            shared_mem_bytes: dense_gemm_smem_bytes() as u32,
        });
    }

    /// `rows` rows of `cols` values of `x` (an even count) as the GEMMs read them
    /// (`to_f16_rows`): f16 rows, then one f32 scale a row, in a pooled buffer.
    fn to_f16(&self, x: &CudaSlice<f32>, rows: usize, cols: usize) -> PoolBuf {
        let mut xs = self.output(f16_rows_size(rows, cols));
        let (r, c) = (rows as i32, cols as i32);
        let mut b = self.kernel("to_f16_rows");
        b.arg(x).arg(&mut *xs).arg(&r).arg(&c);
        b.launch(grid_for_warps(rows, TO_F16_ROWS_PER_BLOCK));
        xs
    }

    fn gemv(&self, w: &DeviceMatrix, x: &CudaSlice<f32>, t: usize) -> PoolBuf {
        let mut y = self.output(t * w.rows);
        self.gemv_into(w, x, t, &mut y, false);
        y
    }

    /// Launch shape of a persistent one-token kernel that streams `w` and first hands out
    /// `items` block items (the mixers' output kernels): a block for each item where they fit.
    fn persistent_with_items(
        &self,
        kernel: &'static str,
        w: &DeviceMatrix,
        items: usize,
    ) -> LaunchConfig {
        let groups = Self::row_groups(w.rows, w.cols).max(items * MV_WARPS);
        self.persistent(kernel, groups)
    }

    /// Launch shape of a persistent one-token kernel over `groups` warp work items.
    fn persistent(&self, kernel: &'static str, groups: usize) -> LaunchConfig {
        let blocks = groups.div_ceil(MV_WARPS).max(1) as u32;
        LaunchConfig {
            grid_dim: (blocks.min(self.resident_blocks[kernel]), 1, 1),
            block_dim: (MV_THREADS, 1, 1),
            shared_mem_bytes: 0,
        }
    }

    /// A prompt chunk's DeltaNet conv over its `t` tokens (continuing from the cached window)
    /// and delta rule (chunked from `GDN_CHUNKED_MIN_TOKENS` tokens, else token by token) into
    /// `o`, carrying the fp32 state.
    fn deltanet_chunk_rule(
        &self,
        w: &GdnLayer,
        proj: &CudaSlice<f32>,
        conv: &mut CudaSlice<f32>,
        recurrent: &mut CudaSlice<f32>,
        o: &mut CudaSlice<f32>,
        t: usize,
    ) {
        let c = &self.config;
        let ti = t as i32;
        let conv_dim = c.gdn_conv_dim();
        let value_dim = c.gdn_value_dim();
        let mut conv_out = self.output(t * conv_dim);
        // The conv is per channel, so a prompt chunk's tokens are spread over ranges of
        // blocks; the window moves on once every range has read it.
        let per_block = t.min(CONV_TOKENS_PER_BLOCK);
        let ranges = t.div_ceil(per_block);
        let pb = per_block as i32;
        let mut b = self.kernel("gdn_conv");
        b.arg(proj)
            .arg(&mut *conv)
            .arg(&w.conv1d)
            .arg(&mut *conv_out)
            .arg(&ti)
            .arg(&pb);
        let blocks = 2 * c.linear_num_key_heads + value_dim.div_ceil(128);
        b.launch(LaunchConfig {
            grid_dim: (blocks as u32, ranges as u32, 1),
            block_dim: (128, 1, 1),
            shared_mem_bytes: 0,
        });
        if ranges > 1 {
            let mut b = self.kernel("gdn_conv_window");
            b.arg(proj).arg(&mut *conv).arg(&ti);
            b.launch(grid_for_threads(conv_dim, 256));
        }

        let (hv, dk, dv) = (
            c.linear_num_value_heads,
            c.linear_key_head_dim,
            c.linear_value_head_dim,
        );
        if t >= GDN_CHUNKED_MIN_TOKENS {
            // Per (chunk, value head) W, U, M and cumulative log decays, then the pass over
            // the chunks carrying the state.
            let chunks = t.div_ceil(GDN_CHUNK);
            let blocks = chunks * hv * GDN_CHUNK;
            let mut wy_w = self.output(blocks * dk);
            let mut wy_u = self.output(blocks * dv);
            let mut qk = self.output(blocks * GDN_CHUNK);
            let mut decays = self.output(blocks);
            let (prep_smem, state_smem) = gdn_chunk_smem_bytes(dk, dv);
            let mut b = self.kernel("gdn_chunk_prep");
            b.arg(&*conv_out)
                .arg(proj)
                .arg(&w.a_log)
                .arg(&w.dt_bias)
                .arg(&mut *wy_w)
                .arg(&mut *wy_u)
                .arg(&mut *qk)
                .arg(&mut *decays)
                .arg(&ti);
            b.launch(LaunchConfig {
                grid_dim: (chunks as u32, hv as u32, 1),
                block_dim: (GDN_CHUNK_THREADS, 1, 1),
                shared_mem_bytes: prep_smem as u32,
            });
            let tc = gdn_chunk_tc(dk, dv);
            let mut b = self.kernel(if tc {
                "gdn_chunk_state_tc"
            } else {
                "gdn_chunk_state"
            });
            b.arg(&*conv_out)
                .arg(&*wy_w)
                .arg(&*wy_u)
                .arg(&*qk)
                .arg(&*decays)
                .arg(recurrent)
                .arg(&mut *o)
                .arg(&ti);
            b.launch(if tc {
                LaunchConfig {
                    grid_dim: (hv as u32, (dv / GDN_TC_COLS) as u32, 1),
                    block_dim: (GDN_CHUNK_THREADS, 1, 1),
                    shared_mem_bytes: gdn_chunk_tc_smem_bytes(dk) as u32,
                }
            } else {
                LaunchConfig {
                    grid_dim: (hv as u32, dv.div_ceil(GDN_STATE_COLS) as u32, 1),
                    block_dim: (GDN_CHUNK_THREADS, 1, 1),
                    shared_mem_bytes: state_smem as u32,
                }
            });
        } else {
            let mut b = self.kernel("gdn_recurrent");
            b.arg(&*conv_out)
                .arg(proj)
                .arg(&w.a_log)
                .arg(&w.dt_bias)
                .arg(recurrent)
                .arg(&mut *o)
                .arg(&ti);
            b.launch(self.recurrent_grid());
        }
    }

    /// The (value head, column block) items of gdn_recurrent and gdn_step_accum (HV * BPH
    /// in gdn.cu), 128 threads each: the lanes that share a value column (LPC) divide the key
    /// dimension.
    fn gdn_column_blocks(&self) -> usize {
        let c = &self.config;
        let (dk, dv) = (c.linear_key_head_dim, c.linear_value_head_dim);
        let lanes_per_column = [8, 4, 2, 1].into_iter().find(|l| dk % l == 0).unwrap_or(1);
        c.linear_num_value_heads * dv.div_ceil(128 / lanes_per_column)
    }

    /// Grid of gdn_recurrent: a block per (value head, column block).
    fn recurrent_grid(&self) -> LaunchConfig {
        grid_for_warps(self.gdn_column_blocks() * 4, 4)
    }

    /// Warp work items of a one-token matrix-vector kernel over `rows` rows of length `k`.
    fn row_groups(rows: usize, k: usize) -> usize {
        rows.div_ceil(rows_per_warp(k))
    }

    /// `y = W[..rows] . rmsnorm(x row)`, one token, over the first `rows` rows of `w`.
    fn mv_norm_store(
        &self,
        w: &DeviceMatrix,
        rows: usize,
        x: impl KernelArg,
        norm: Norm,
    ) -> PoolBuf {
        let mut y = self.output(rows);
        let n = rows as i32;
        let mut b = self.kernel("mv_norm_store");
        b.arg(&w.data)
            .arg(&n)
            .arg(x)
            .arg(self.norm_weight(norm))
            .arg(&mut *y);
        let cfg = self.persistent("mv_norm_store", Self::row_groups(rows, w.cols));
        b.launch(cfg);
        y
    }

    /// Each token's experts and routing weights from the router logits at the start of
    /// each row of `proj` (`moe_route`).
    fn moe_route(&self, proj: &CudaSlice<f32>, t: usize) -> (CudaSlice<i32>, PoolBuf) {
        let slots = t * self.config.num_experts_per_tok;
        let ti = t as i32;
        let mut ids = self.stream.alloc_zeros::<i32>(slots).expect("alloc");
        self.fence_next.set(true);
        let mut weights = self.output(slots);
        let mut b = self.kernel("moe_route");
        b.arg(proj).arg(&mut ids).arg(&mut *weights).arg(&ti);
        b.launch(grid_for_warps(t, ROUTE_TOKENS_PER_BLOCK));
        (ids, weights)
    }

    /// The MoE of a prompt chunk as grouped GEMMs: the chunk's (token, choice) slots are
    /// grouped by expert on the GPU, each used expert's gate|up and down rows are read once
    /// per tile of its tokens, and the routed outputs are combined in rank order; the shared
    /// expert runs as a dense GEMM over all tokens, accumulated into the residual stream.
    /// `hs` is the chunk's normed input in f16 (`to_f16`).
    #[allow(clippy::too_many_arguments)]
    fn moe_grouped(
        &self,
        w: &MoeLayer,
        hs: &CudaSlice<f32>,
        proj: &CudaSlice<f32>,
        ids: &CudaSlice<i32>,
        weights: &CudaSlice<f32>,
        y: &mut CudaSlice<f32>,
        t: usize,
    ) {
        let c = &self.config;
        let (hidden, inter) = (c.hidden_size, c.moe_intermediate_size);
        let slots = t * c.num_experts_per_tok;
        let ti = t as i32;
        // The narrowest tile that holds the mean tokens per expert with headroom, so short
        // prompts do not multiply mostly empty tiles and most experts fit in one tile.
        let wanted = slots.div_ceil(c.num_experts) * (100 + MOE_TILE_HEADROOM_PERCENT) / 100;
        let width = MOE_TILE_WIDTHS
            .into_iter()
            .find(|&w| wanted <= w)
            .unwrap_or(GEMM_TILE_TOKENS);
        let wi = width as i32;
        // An expert's run ends in at most one partial tile.
        let max_tiles = slots.div_ceil(width) + c.num_experts.min(slots);
        let mut order = self.stream.alloc_zeros::<i32>(slots).expect("alloc");
        let mut tiles = self
            .stream
            .alloc_zeros::<i32>(1 + 3 * max_tiles)
            .expect("alloc");
        // The grouped GEMMs' blocks draw (tile, row block) items from a zeroed counter each.
        let mut gate_up_queue = self.stream.alloc_zeros::<u32>(1).expect("alloc");
        let mut down_queue = self.stream.alloc_zeros::<u32>(1).expect("alloc");
        self.fence_next.set(true);
        let mut b = self.kernel("moe_group");
        b.arg(ids).arg(&ti).arg(&wi).arg(&mut order).arg(&mut tiles);
        b.launch(LaunchConfig {
            grid_dim: (1, 1, 1),
            block_dim: (MOE_GROUP_THREADS, 1, 1),
            shared_mem_bytes: 0,
        });
        // Persistent: a block an SM.
        let persistent = LaunchConfig {
            grid_dim: (self.sms as u32, 1, 1),
            block_dim: (MOE_GEMM_THREADS, 1, 1),
            shared_mem_bytes: moe_gemm_smem_bytes() as u32,
        };

        // The experts' activations, written as the down projection's f16 rows.
        let mut act = self.output(f16_rows_size(slots, inter));
        let gate_up_map = f16_tensor_map(
            (&w.gate_up).value(&self.stream),
            c.num_experts * 2 * inter,
            hidden,
            GEMM_TILE_ROWS,
        );
        let mut b = self.kernel("moe_gate_up_grouped");
        b.map(gate_up_map)
            .arg(hs)
            .arg(&order)
            .arg(&tiles)
            .arg(&mut gate_up_queue)
            .arg(&mut *act)
            .arg(&ti)
            .arg(&wi);
        b.launch(persistent);

        // Each slot's expert output, in f16 (two to a float of the pool's buffers).
        let mut expert_out = self.output(slots * hidden / 2);
        let down_map = f16_tensor_map(
            (&w.down).value(&self.stream),
            c.num_experts * hidden,
            inter,
            GEMM_TILE_ROWS,
        );
        let mut b = self.kernel("moe_down_grouped");
        b.map(down_map)
            .arg(&*act)
            .arg(&order)
            .arg(&tiles)
            .arg(&mut down_queue)
            .arg(&mut *expert_out)
            .arg(&ti)
            .arg(&wi);
        b.launch(persistent);

        let mut b = self.kernel("moe_combine");
        b.arg(&*expert_out).arg(weights).arg(&mut *y).arg(&ti);
        b.launch(grid_for_threads(t * hidden / MOE_COMBINE_COLS, 256));

        // The shared expert's activation goes to its down projection as the GEMM's f16 rows
        // where the GEMM takes its width, else in fp32 to the matrix-vector kernel.
        let shared_i = c.shared_expert_intermediate_size;
        let as_f16 = Self::runs_as_gemm(&w.shared_down, t);
        let mut sact = self.output(if as_f16 {
            f16_rows_size(t, shared_i)
        } else {
            t * shared_i
        });
        let mut b = self.kernel("moe_shared_act");
        b.arg(proj).arg(&mut *sact).arg(&ti).arg(&(as_f16 as i32));
        b.launch(grid_for_warps(t, 8));
        if as_f16 {
            self.gemm_into(&w.shared_down, &sact, None, t, y, true);
        } else {
            self.gemv_into(&w.shared_down, &sact, t, y, true);
        }
    }

    /// The first decoder layer of `kind`, the one the kernel reports measure.
    fn first_layer(&self, kind: LayerType) -> Option<usize> {
        self.config.layer_types.iter().position(|t| *t == kind)
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

    /// Achieved bandwidth of the one-token (decode) kernels: the fused projections of the
    /// first DeltaNet and attention layers and the lm_head with its argmax, then each whole
    /// block (its bytes are the weights and state it must read or write). Returns
    /// (name, bytes, ms) rows.
    pub fn kernel_bandwidth(&self, context: usize) -> Result<Vec<(String, f64, f64)>> {
        let c = self.config.clone();
        let h = c.hidden_size;
        let mut rows = Vec::new();
        let x0: Vec<f32> = (0..h).map(|i| ((i % 7) as f32 - 3.0) * 0.1).collect();
        let mut x = self.hidden_from_host(&x0, 1)?;
        let gdn = self.first_layer(LayerType::LinearAttention);
        let attn = self.first_layer(LayerType::FullAttention);
        let bytes = |m: &DeviceMatrix| (m.rows * m.cols * 2) as f64;

        let lm = &self.weights.lm_head;
        let ms = self.time_ms(20, || self.greedy_into_best(&x))?;
        rows.push((
            format!("lm_head + argmax [{} x {}]", lm.rows, lm.cols),
            bytes(lm),
            ms,
        ));
        let mut first_projections: Vec<(&str, usize, &DeviceMatrix)> = Vec::new();
        if let Some(i) = gdn {
            if let DeviceMixer::Gdn(g) = &self.weights.layers[i].mixer {
                first_projections.push(("gdn qkv|z|b|a", i, &g.proj));
            }
        }
        if let Some(i) = attn {
            if let DeviceMixer::Attention(a) = &self.weights.layers[i].mixer {
                first_projections.push(("attn q+gate|k|v", i, &a.proj));
            }
        }
        // The same stream at growing sizes (the lm_head's first rows): the slope is the
        // per-byte rate, the intercept a kernel's fixed cost.
        for mb in [4usize, 16, 50, 200] {
            let n = (mb << 20) / (lm.cols * 2);
            let ms = self.time_ms(20, || {
                drop(self.mv_norm_store(lm, n, &*x.data, Norm::Final))
            })?;
            rows.push((
                format!("norm + lm_head rows [{n} x {}]", lm.cols),
                (n * lm.cols * 2) as f64,
                ms,
            ));
        }
        for (name, i, m) in first_projections {
            let ms = self.time_ms(20, || {
                drop(self.mv_norm_store(m, m.rows, &*x.data, Norm::Input(i)))
            })?;
            rows.push((
                format!("norm + {name} [{} x {}]", m.rows, m.cols),
                bytes(m),
                ms,
            ));
        }

        let mut state = self.new_state(context + 64);
        self.fill_state_randomly(&mut state, 3)?;
        let m = &self.weights.layers[0].moe;
        let moe_bytes = bytes(&m.proj)
            + ((c.num_experts_per_tok * 3 * h * c.moe_intermediate_size
                + h * c.shared_expert_intermediate_size)
                * 2) as f64;
        // Blocks add into the residual stream; reset it so repeated runs see the same input.
        let reset = |x: &mut DeviceHidden| {
            self.stream
                .memcpy_htod(&x0, &mut x.data.slice_mut(..h))
                .expect("upload");
            self.fence_next.set(true);
        };
        let ms = self.time_ms(20, || {
            reset(&mut x);
            self.moe_block(0, &mut x)
        })?;
        rows.push((
            "moe block (router, 8 experts, shared)".into(),
            moe_bytes,
            ms,
        ));
        if let Some(i) = gdn {
            if let DeviceMixer::Gdn(g) = &self.weights.layers[i].mixer {
                let state_bytes = (c.linear_num_value_heads
                    * c.linear_key_head_dim
                    * c.linear_value_head_dim
                    * 4
                    * 2) as f64;
                let w = bytes(&g.proj) + bytes(&g.out_proj);
                let ms = self.time_ms(20, || {
                    reset(&mut x);
                    self.deltanet_block(i, &mut x, &mut state)
                })?;
                rows.push((
                    "deltanet block (projections + state)".into(),
                    w + state_bytes,
                    ms,
                ));
            }
        }
        if let Some(i) = attn {
            if let DeviceMixer::Attention(a) = &self.weights.layers[i].mixer {
                let kv = (context * 2 * c.num_key_value_heads * c.head_dim * 2) as f64;
                let w = bytes(&a.proj) + bytes(&a.o_proj);
                // Re-run at the same position: the cache row written each time is the same.
                let ms = self.time_ms(20, || {
                    reset(&mut x);
                    self.attention_block(i, &mut x, &mut state, context)
                })?;
                rows.push((format!("attention block at {context} context"), w + kv, ms));
            }
        }
        Ok(rows)
    }

    /// Rates of the prompt path at a `t`-token chunk: the dense GEMM of the first DeltaNet
    /// layer's fused projection and each whole block from an empty state. Returns (name,
    /// useful FLOPs, ms) rows. Blocks add into the residual stream without a reset between
    /// runs: the values drift, the work does not.
    pub fn prompt_rates(&self, t: usize) -> Result<Vec<(String, f64, f64)>> {
        let c = self.config.clone();
        let h = c.hidden_size;
        let x0: Vec<f32> = (0..t * h)
            .map(|i| ((i * 2654435761 % 1009) as f32 / 1009.0 - 0.5) * 0.5)
            .collect();
        let mut x = self.hidden_from_host(&x0, t)?;
        let mut rows = Vec::new();
        let gemm_flops = |m: &DeviceMatrix| (2 * m.rows * m.cols * t) as f64;
        let gdn = self.first_layer(LayerType::LinearAttention);
        let attn = self.first_layer(LayerType::FullAttention);
        if let Some(i) = gdn {
            if let DeviceMixer::Gdn(g) = &self.weights.layers[i].mixer {
                let ms = self.time_ms(10, || drop(self.gemv(&g.proj, &x.data, t)))?;
                rows.push((
                    format!(
                        "GEMM gdn qkv|z|b|a [{} x {}] x {t} tokens",
                        g.proj.rows, g.proj.cols
                    ),
                    gemm_flops(&g.proj),
                    ms,
                ));
            }
        }
        let expert_flops = 2.0
            * t as f64
            * (c.num_experts_per_tok * 3 * h * c.moe_intermediate_size
                + 3 * h * c.shared_expert_intermediate_size
                + c.num_experts * h) as f64;
        let ms = self.time_ms(10, || self.moe_block(0, &mut x))?;
        rows.push((format!("moe block x {t} tokens"), expert_flops, ms));
        let mut state = self.new_state(t);
        if let Some(i) = gdn {
            if let DeviceMixer::Gdn(g) = &self.weights.layers[i].mixer {
                // Projections plus the delta rule's state products (about 4 DK x DV per
                // head and token in the chunked form).
                let rule = (4
                    * c.linear_num_value_heads
                    * c.linear_key_head_dim
                    * c.linear_value_head_dim
                    * t) as f64;
                let flops = gemm_flops(&g.proj) + gemm_flops(&g.out_proj) + rule;
                let ms = self.time_ms(10, || self.deltanet_block(i, &mut x, &mut state))?;
                rows.push((format!("deltanet block x {t} tokens"), flops, ms));
            }
        }
        if let Some(i) = attn {
            if let DeviceMixer::Attention(a) = &self.weights.layers[i].mixer {
                // Causal: each query meets on average (t + 1) / 2 keys, 2 products of HD.
                let core =
                    (4 * c.num_attention_heads * c.head_dim) as f64 * (t * (t + 1) / 2) as f64;
                let flops = gemm_flops(&a.proj) + gemm_flops(&a.o_proj) + core;
                let ms = self.time_ms(10, || self.attention_block(i, &mut x, &mut state, 0))?;
                rows.push((
                    format!("attention block x {t} tokens from position 0"),
                    flops,
                    ms,
                ));
            }
        }
        Ok(rows)
    }

    /// Greedy token of the last row of `x` (final norm, lm_head and argmax on the GPU) into
    /// the `best` key, which must be zero before.
    fn greedy_into_best(&self, x: &DeviceHidden) {
        let h = self.config.hidden_size;
        let lm = &self.weights.lm_head;
        let last = x.data.slice((x.t - 1) * h..x.t * h);
        let rows = lm.rows as i32;
        let mut best = self.best.borrow_mut();
        let mut b = self.kernel("mv_norm_argmax");
        b.arg(&lm.data)
            .arg(&rows)
            .arg(&last)
            .arg(&self.weights.norm)
            .arg(&mut *best);
        let cfg = self.persistent("mv_norm_argmax", Self::row_groups(lm.rows, lm.cols));
        b.launch(cfg);
    }

    /// Temperature sampling of the last row of `x` into the (zeroed) `best` key: the final
    /// norm and lm_head store the logits, then `sample_gumbel` takes the argmax of logit / T
    /// plus the `Sampler`'s Gumbel noise for draw `pos + draw_offset`.
    fn sample_into_best(
        &self,
        x: &DeviceHidden,
        temperature: f32,
        seed: u64,
        draw_offset: u64,
        pos: &CudaSlice<i32>,
    ) {
        let h = self.config.hidden_size;
        let lm = &self.weights.lm_head;
        let last = x.data.slice((x.t - 1) * h..x.t * h);
        let logits = self.mv_norm_store(lm, lm.rows, &last, Norm::Final);
        let n = lm.rows as i32;
        let mut best = self.best.borrow_mut();
        let mut b = self.kernel("sample_gumbel");
        b.arg(&*logits)
            .arg(&n)
            .arg(&temperature)
            .arg(&seed)
            .arg(&draw_offset)
            .arg(pos)
            .arg(&mut *best);
        b.launch(grid_for_warps(lm.rows.div_ceil(32), 8));
    }

    /// Starts copying the current `best` key into host slot `slot`.
    fn queue_token_read(&self, slot: usize) -> Result<()> {
        let best = self.best.borrow();
        let mut host = self.token_host.borrow_mut();
        self.stream
            .memcpy_dtoh(&*best, &mut host[slot])
            .map_err(dev_err("token read"))?;
        self.fence_next.set(true);
        self.token_ready[slot]
            .record(&self.stream)
            .map_err(dev_err("token read"))
    }

    /// Waits for host slot `slot` and returns the token its key names.
    fn token_in(&self, slot: usize) -> Result<u32> {
        self.token_ready[slot]
            .synchronize()
            .map_err(dev_err("token read"))?;
        let host = self.token_host.borrow();
        let key = host[slot].as_slice().map_err(dev_err("token read"))?[0];
        let token = u32::MAX - key as u32;
        if key == 0 || token as usize >= self.config.vocab_size {
            bail!("the GPU selected no valid token (argmax key {key:#x})");
        }
        Ok(token)
    }

    /// Greedy next token of the last row of the residual stream `x`, selected on the GPU;
    /// the host reads four bytes.
    pub fn greedy_last(&self, x: &DeviceHidden) -> Result<u32> {
        self.stream
            .memset_zeros(&mut *self.best.borrow_mut())
            .map_err(dev_err("clearing the argmax key"))?;
        self.fence_next.set(true);
        self.greedy_into_best(x);
        self.queue_token_read(0)?;
        self.token_in(0)
    }

    /// Captures one whole decode step of `seq` into a CUDA graph: embedding of the token the
    /// previous step selected, every layer, final norm + lm_head + the selection (greedy
    /// argmax, or temperature sampling over the stored logits), and the position advance.
    /// Replaying it needs no host input and allocates nothing; the host only reads the
    /// 8-byte key of the selected token.
    pub fn capture_step(
        &self,
        seq: &mut Sequence<DeviceState>,
        first_token: u32,
        selection: Selection,
    ) -> Result<DecodeGraph> {
        let cfg = self.config.clone();
        // The key of `first_token`, as if a previous step had selected it.
        let key = (1u64 << 32) | (u32::MAX - first_token) as u64;
        self.stream
            .memcpy_htod(&[key], &mut *self.best.borrow_mut())
            .map_err(dev_err("upload"))?;
        self.stream
            .memcpy_htod(&[seq.len as i32], &mut seq.state.pos)
            .map_err(dev_err("upload"))?;
        self.synchronize()?;
        self.fence_next.set(true);
        self.capturing.set(true);
        let started = self
            .stream
            // Relaxed: pool buffers may be allocated (outside the graph) during capture.
            .begin_capture(CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_RELAXED)
            .map_err(dev_err("begin capture"));
        let captured = started.map(|_| {
            let len = seq.len;
            let x = forward_hidden(self, &cfg, &[first_token], seq);
            seq.len = len; // nothing ran yet: replays advance it
            match selection {
                Selection::Greedy => self.greedy_into_best(&x),
                Selection::Sample {
                    temperature,
                    seed,
                    next_draw,
                } => {
                    // Replays run at positions len, len + 1, ...: draw = pos + offset.
                    let offset = next_draw.wrapping_sub(len as u64);
                    self.sample_into_best(&x, temperature, seed, offset, &seq.state.pos);
                }
            }
            let one = 1i32;
            let mut b = self.kernel("advance_pos");
            b.arg(&mut seq.state.pos).arg(&one);
            let cfg1 = LaunchConfig {
                grid_dim: (1, 1, 1),
                block_dim: (1, 1, 1),
                shared_mem_bytes: 0,
            };
            b.launch(cfg1);
        });
        let ended = self
            .stream
            .end_capture(CUgraphInstantiate_flags(0))
            .map_err(dev_err("end capture"));
        self.capturing.set(false);
        captured?;
        let graph = ended?.ok_or_else(|| anyhow::anyhow!("capture produced no graph"))?;
        Ok(DecodeGraph { graph })
    }

    /// Runs one captured step and returns its token.
    pub fn replay(&self, g: &DecodeGraph, seq: &mut Sequence<DeviceState>) -> Result<u32> {
        Ok(self.replay_steps(g, seq, 1, |_| true)?[0])
    }

    /// Runs captured steps back to back, up to `steps` or until `keep_going` says stop: each
    /// step is launched before the host reads the previous step's token, so the GPU never
    /// waits for the host. When `keep_going` stops early, the step already launched has fed
    /// the last returned token (its own selection is dropped): `seq` holds exactly the
    /// tokens fed, as without overlap.
    pub fn replay_steps(
        &self,
        g: &DecodeGraph,
        seq: &mut Sequence<DeviceState>,
        steps: usize,
        mut keep_going: impl FnMut(u32) -> bool,
    ) -> Result<Vec<u32>> {
        let mut tokens = Vec::with_capacity(steps);
        let launch = |seq: &mut Sequence<DeviceState>, i: usize| -> Result<()> {
            if seq.len >= seq.capacity {
                bail!("sequence capacity {} exceeded", seq.capacity);
            }
            g.graph.launch().map_err(dev_err("graph launch"))?;
            seq.len += 1;
            self.queue_token_read(i % 2)
        };
        if steps == 0 {
            return Ok(tokens);
        }
        launch(seq, 0)?;
        for i in 0..steps {
            if i + 1 < steps {
                launch(seq, i + 1)?;
            }
            let token = self.token_in(i % 2)?;
            tokens.push(token);
            if !keep_going(token) {
                break;
            }
        }
        self.synchronize()?;
        Ok(tokens)
    }

    pub fn hidden_from_host(&self, data: &[f32], t: usize) -> Result<DeviceHidden> {
        let mut buf = self.output(data.len());
        self.stream
            .memcpy_htod(data, &mut buf.slice_mut(..data.len()))
            .map_err(dev_err("upload"))?;
        self.fence_next.set(true);
        Ok(DeviceHidden { t, data: buf })
    }

    pub fn hidden_to_host(&self, h: &DeviceHidden) -> Result<Vec<f32>> {
        self.fence_next.set(true);
        self.stream
            .clone_dtoh(&h.data.slice(..h.t * self.config.hidden_size))
            .map_err(dev_err("download"))
    }

    /// DeltaNet `(conv window, recurrent state)` of `layer`, for tests; the state in the CPU
    /// reference's `[value heads, key dim, value dim]` layout.
    pub fn gdn_state_to_host(
        &self,
        state: &DeviceState,
        layer: usize,
    ) -> Result<(Vec<f32>, Vec<f32>)> {
        let c = &self.config;
        match &state.layers[layer] {
            DeviceLayerState::Gdn { conv, recurrent } => {
                self.fence_next.set(true);
                let conv = self.stream.clone_dtoh(conv).map_err(dev_err("download"))?;
                let stored = self
                    .stream
                    .clone_dtoh(recurrent)
                    .map_err(dev_err("download"))?;
                let (dk, dv) = (c.linear_key_head_dim, c.linear_value_head_dim);
                let mut reference = vec![0.0f32; stored.len()];
                for (h, head) in stored.chunks_exact(dk * dv).enumerate() {
                    for (col, column) in head.chunks_exact(dk).enumerate() {
                        for (k, v) in column.iter().enumerate() {
                            reference[h * dk * dv + k * dv + col] = *v;
                        }
                    }
                }
                Ok((conv, reference))
            }
            DeviceLayerState::Attention { .. } => bail!("layer {layer} is an attention layer"),
        }
    }

    pub fn synchronize(&self) -> Result<()> {
        self.stream
            .synchronize()
            .map_err(|e| anyhow::anyhow!("{e:?}"))
    }

    /// Runs `work` inside a profiler range, so a profiler started with collection off
    /// (Nsight Compute's `--profile-from-start off`) records exactly its kernels.
    pub fn profiled(&self, work: impl FnOnce() -> Result<()>) -> Result<()> {
        self.synchronize()?;
        // SAFETY: plain driver calls on the current context; no pointers are passed.
        unsafe { cudarc::driver::sys::cuProfilerStart() }
            .result()
            .map_err(dev_err("cuProfilerStart"))?;
        let done = work().and_then(|_| self.synchronize());
        unsafe { cudarc::driver::sys::cuProfilerStop() }
            .result()
            .map_err(dev_err("cuProfilerStop"))?;
        done
    }

    /// Leaves `kernel`'s launches out from now on (None: launch everything), for timing
    /// the step without it.
    pub fn leave_out(&self, kernel: Option<&str>) {
        *self.left_out.borrow_mut() = kernel.map(str::to_owned);
    }

    /// Runs `work` with an event pair around every kernel launch and returns, per kernel
    /// and grid, the launches and their summed milliseconds, the costliest first: a
    /// per-kernel breakdown of eager work without a profiler (`kernel_totals` merges the
    /// grids). The events serialise the launches (no overlap with a predecessor), so the
    /// sum exceeds the untimed run a little.
    pub fn kernel_times(&self, work: impl FnOnce() -> Result<()>) -> Result<Vec<KernelTime>> {
        self.synchronize()?;
        *self.launch_timer.borrow_mut() = Some(Vec::new());
        let done = work().and_then(|_| self.synchronize());
        let launches = self.launch_timer.borrow_mut().take().unwrap_or_default();
        done?;
        let timed = launches
            .iter()
            .map(|l| {
                let ms = l
                    .start
                    .elapsed_ms(&l.end)
                    .map_err(dev_err("event timing"))?;
                Ok(KernelTime {
                    name: l.name,
                    grid: l.grid,
                    launches: 1,
                    ms: ms as f64,
                })
            })
            .collect::<Result<Vec<_>>>()?;
        Ok(merge_times(timed, |a, b| {
            a.name == b.name && a.grid == b.grid
        }))
    }
}

type Kernels = (HashMap<&'static str, CudaFunction>, Vec<Arc<CudaModule>>);

fn load_kernels(ctx: &Arc<CudaContext>, config: &ModelConfig, arch: &str) -> Result<Kernels> {
    let mut functions = HashMap::new();
    let mut modules = Vec::new();
    for jit::Module { name, cubin, .. } in jit::compile_all(config, arch)? {
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

/// Bytes of the next layer's first matrix (or the lm_head) that `moe_block1` asks into L2
/// while it routes. Measured on the H100 machine: 6 MiB beat 2, 4, 8, 10, 12 and 16 (larger
/// prefetches crowd the expert rows that follow). Prefetches elsewhere (the DeltaNet output
/// projection during the state update, more of the next matrix as the MoE blocks finish)
/// measured slower.
const MOE_PREFETCH_BYTES: usize = 6 << 20;

/// The first `limit` bytes of `m` (all of it when smaller) in whole 4 KiB pages, the unit
/// of `prefetch_l2_share`.
fn prefetch_bytes(m: &DeviceMatrix, limit: usize) -> i32 {
    ((m.rows * m.cols * 2).min(limit) & !4095) as i32
}

fn kernel_names(module: &str) -> &'static [&'static str] {
    match module {
        "norm" => &["rms_norm_rows", "rms_norm_rows_f16", "embed", "embed_token"],
        "gemv" => &[
            "gemv_f16",
            "mv_norm_store",
            "mv_norm_argmax",
            "sample_gumbel",
            "fill_normal",
            "weights_to_f16",
        ],
        "gemm" => &[
            "to_f16_rows",
            "gemm_f16",
            "moe_gate_up_grouped",
            "moe_down_grouped",
        ],
        "gdn" => &[
            "gdn_conv",
            "gdn_conv_window",
            "gdn_recurrent",
            "gdn_step_accum",
            "gdn_chunk_prep",
            "gdn_chunk_state",
            "gdn_chunk_state_tc",
            "gdn_gated_norm",
            "gdn_gated_norm_f16",
        ],
        "attention" => &[
            "attn_prep",
            "attn_partial",
            "attn_out1",
            "attn_prefill",
            "advance_pos",
        ],
        "moe" => &[
            "moe_route",
            "moe_gate_up",
            "moe_down",
            "moe_block1",
            "moe_group",
            "moe_shared_act",
            "moe_combine",
        ],
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
    f16: bool,
) -> Result<()> {
    let (n, mean, f16) = (buf.len() as u64, 0.0f32, f16 as i32);
    let mut b = stream.launch_builder(fill);
    b.arg(buf).arg(&n).arg(&seed).arg(&mean).arg(&std).arg(&f16);
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

/// Turns uploaded bf16 weights into the f16 the GPU holds (`weights_to_f16`, in place): the
/// tensor cores multiply f16 weights by f16 activations. Exact for every bf16 value up to
/// 65504 in magnitude (the smallest, below 2^-14, move by less than 2^-25); a tensor with
/// larger values is refused by name.
struct F16Weights<'a> {
    stream: &'a Arc<CudaStream>,
    kernel: &'a CudaFunction,
    overflow: CudaSlice<u32>,
}

impl<'a> F16Weights<'a> {
    fn new(
        stream: &'a Arc<CudaStream>,
        functions: &'a HashMap<&'static str, CudaFunction>,
    ) -> Result<Self> {
        let overflow = stream
            .alloc_zeros::<u32>(1)
            .map_err(dev_err("GPU allocation"))?;
        Ok(F16Weights {
            stream,
            kernel: &functions["weights_to_f16"],
            overflow,
        })
    }

    fn convert(&mut self, data: &mut CudaSlice<u16>, what: &str) -> Result<()> {
        self.stream
            .memset_zeros(&mut self.overflow)
            .map_err(dev_err("memset"))?;
        let n = data.len() as u64;
        let mut b = self.stream.launch_builder(self.kernel);
        b.arg(data).arg(&n).arg(&mut self.overflow);
        let cfg = LaunchConfig {
            grid_dim: (4096, 1, 1),
            block_dim: (256, 1, 1),
            shared_mem_bytes: 0,
        };
        unsafe { b.launch(cfg) }.map_err(dev_err("weights_to_f16"))?;
        let count = self
            .stream
            .clone_dtoh(&self.overflow)
            .map_err(dev_err("download"))?[0];
        if count > 0 {
            bail!("{what}: {count} weights exceed 65504 in magnitude; the GPU holds weights as f16, whose range ends there");
        }
        Ok(())
    }
}

/// Stacks the rows of several matrices (same column count) into one bf16 matrix on the GPU.
fn stack_bf16(stream: &Arc<CudaStream>, parts: &[&Matrix]) -> Result<DeviceMatrix> {
    let rows = parts.iter().flat_map(|&m| (0..m.rows).map(move |r| (m, r)));
    let count = parts.iter().map(|m| m.rows).sum();
    stack_rows_bf16(stream, count, parts[0].cols, rows)
}

/// `count` rows of matrices `cols` wide, in the order given, uploaded as bf16.
fn stack_rows_bf16<'a>(
    stream: &Arc<CudaStream>,
    count: usize,
    cols: usize,
    rows: impl Iterator<Item = (&'a Matrix, usize)>,
) -> Result<DeviceMatrix> {
    let mut host = Vec::with_capacity(count * cols);
    let mut row = vec![0.0f32; cols];
    for (m, r) in rows {
        assert_eq!(m.cols, cols, "stacked matrices share their column count");
        m.read_row(r, &mut row);
        host.extend(to_bf16_bits(&row));
    }
    assert_eq!(host.len(), count * cols, "stacked rows match their count");
    let data = stream
        .clone_htod(&host)
        .map_err(|e| anyhow::anyhow!("upload: {e:?}"))?;
    Ok(DeviceMatrix {
        data,
        rows: count,
        cols,
    })
}

/// `stack_bf16`, then held as f16 (`F16Weights`; `what` names the matrix in errors).
fn stack(f16: &mut F16Weights, parts: &[&Matrix], what: &str) -> Result<DeviceMatrix> {
    let mut m = stack_bf16(f16.stream, parts)?;
    f16.convert(&mut m.data, what)?;
    Ok(m)
}

/// The experts' gate and up rows as the kernels read them (`gate_row`, `up_row` in
/// common.cuh): per expert, groups of 8 intermediate columns, each group's gate rows
/// followed by its up rows. Held as f16.
fn stack_gate_up(f16: &mut F16Weights, experts: &[Expert], what: &str) -> Result<DeviceMatrix> {
    const GROUP: usize = 8;
    let rows = experts.iter().flat_map(|e| {
        let inter = e.gate_proj.rows;
        (0..inter).step_by(GROUP).flat_map(move |g| {
            let group = g..(g + GROUP).min(inter);
            let gate = group.clone().map(move |r| (&e.gate_proj, r));
            gate.chain(group.map(move |r| (&e.up_proj, r)))
        })
    });
    let count = experts.iter().map(|e| 2 * e.gate_proj.rows).sum();
    let mut m = stack_rows_bf16(f16.stream, count, experts[0].gate_proj.cols, rows)?;
    f16.convert(&mut m.data, what)?;
    Ok(m)
}

/// The K norm's weights, after checking that every normed key fits the f16 K cache: an
/// RMS-normed row has no element above sqrt(head_dim), RoPE keeps each pair's length, so
/// no cached value exceeds sqrt(head_dim) * max |1 + w|.
fn upload_k_norm(stream: &Arc<CudaStream>, w: &[f32], layer: usize) -> Result<CudaSlice<f32>> {
    let largest = w.iter().fold(0.0f32, |m, v| m.max((1.0 + v).abs()));
    let bound = (w.len() as f32).sqrt() * largest;
    if bound.is_nan() || bound >= 65504.0 {
        bail!(
            "layer {layer} self_attn.k_norm.weight: keys could reach {bound:e} (sqrt(head_dim) x max |1 + w|), beyond the 65504 of the f16 K cache"
        );
    }
    upload_f32(stream, w)
}

fn upload_f32(stream: &Arc<CudaStream>, v: &[f32]) -> Result<CudaSlice<f32>> {
    stream
        .clone_htod(v)
        .map_err(|e| anyhow::anyhow!("upload: {e:?}"))
}

fn upload(
    stream: &Arc<CudaStream>,
    functions: &HashMap<&'static str, CudaFunction>,
    cfg: &ModelConfig,
    w: &ModelWeights,
) -> Result<DeviceWeights> {
    let mut f16 = F16Weights::new(stream, functions)?;
    let total: u64 = crate::model::stats::param_counts(cfg).total * 2;
    let bar = crate::progress::bytes_bar(total, "uploading weights");
    let mut layers = Vec::new();
    for (i, l) in w.layers.iter().enumerate() {
        let mixer = match &l.mixer {
            Mixer::LinearAttention(g) => DeviceMixer::Gdn(GdnLayer {
                proj: stack(
                    &mut f16,
                    &[&g.in_proj_qkv, &g.in_proj_z, &g.in_proj_b, &g.in_proj_a],
                    &format!("layer {i} linear_attn.in_proj_qkv/z/b/a"),
                )?,
                conv1d: upload_f32(stream, &g.conv1d)?,
                a_log: upload_f32(stream, &g.a_log)?,
                dt_bias: upload_f32(stream, &g.dt_bias)?,
                norm: upload_f32(stream, &g.norm)?,
                out_proj: stack(
                    &mut f16,
                    &[&g.out_proj],
                    &format!("layer {i} linear_attn.out_proj"),
                )?,
            }),
            Mixer::FullAttention(a) => DeviceMixer::Attention(AttentionLayer {
                proj: stack(
                    &mut f16,
                    &[&a.q_proj, &a.k_proj, &a.v_proj],
                    &format!("layer {i} self_attn.q/k/v_proj"),
                )?,
                q_norm: upload_f32(stream, &a.q_norm)?,
                k_norm: upload_k_norm(stream, &a.k_norm, i)?,
                o_proj: stack(
                    &mut f16,
                    &[&a.o_proj],
                    &format!("layer {i} self_attn.o_proj"),
                )?,
            }),
        };
        let m = &l.mlp;
        let s: &Expert = &m.shared_expert;
        let down_parts: Vec<&Matrix> = m.experts.iter().map(|e| &e.down_proj).collect();
        let moe = MoeLayer {
            proj: stack(
                &mut f16,
                &[&m.gate, &s.gate_proj, &s.up_proj, &m.shared_expert_gate],
                &format!("layer {i} mlp.gate/shared_expert"),
            )?,
            gate_up: stack_gate_up(
                &mut f16,
                &m.experts,
                &format!("layer {i} mlp.experts gate/up_proj"),
            )?
            .data,
            down: stack(
                &mut f16,
                &down_parts,
                &format!("layer {i} mlp.experts down_proj"),
            )?
            .data,
            shared_down: stack(
                &mut f16,
                &[&s.down_proj],
                &format!("layer {i} mlp.shared_expert.down_proj"),
            )?,
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
        embed_tokens: stack_bf16(stream, &[&w.embed_tokens])?,
        layers,
        norm: upload_f32(stream, &w.norm)?,
        lm_head: stack(&mut f16, &[&w.lm_head], "lm_head")?,
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
        let mut out = self.output(tokens.len() * self.config.hidden_size);
        if self.capturing.get() {
            // A captured step embeds the token the previous step selected.
            let mut best = self.best.borrow_mut();
            let mut b = self.kernel("embed_token");
            b.arg(&self.weights.embed_tokens.data)
                .arg(&mut *best)
                .arg(&mut *out);
            b.launch(grid_for_warps(8, 8));
        } else {
            let mut ids = self.ids.borrow_mut();
            let host: Vec<i32> = tokens.iter().map(|&t| t as i32).collect();
            self.stream
                .memcpy_htod(&host, &mut ids.slice_mut(..tokens.len()))
                .expect("upload token ids");
            self.fence_next.set(true);
            let mut b = self.kernel("embed");
            b.arg(&self.weights.embed_tokens.data)
                .arg(&*ids)
                .arg(&mut *out);
            let cfg = LaunchConfig {
                grid_dim: (tokens.len() as u32, 1, 1),
                block_dim: (256, 1, 1),
                shared_mem_bytes: 0,
            };
            b.launch(cfg);
        }
        DeviceHidden {
            t: tokens.len(),
            data: out,
        }
    }

    fn deltanet_block(&self, layer: usize, x: &mut DeviceHidden, state: &mut DeviceState) {
        let c = &self.config;
        let (DeviceMixer::Gdn(w), DeviceLayerState::Gdn { conv, recurrent }) =
            (&self.weights.layers[layer].mixer, &mut state.layers[layer])
        else {
            unreachable!("layer {layer} is not a DeltaNet layer");
        };
        let t = x.t;
        let ti = t as i32;
        let proj = if t == 1 {
            self.mv_norm_store(&w.proj, w.proj.rows, &*x.data, Norm::Input(layer))
        } else {
            self.normed_proj(&w.proj, &x.data, t, layer)
        };

        let value_dim = c.gdn_value_dim();
        let mut o = self.output(t * value_dim);
        if t == 1 {
            // Conv step, delta rule, gated norm and output projection in one kernel, which
            // also moves the window on.
            let rows = w.out_proj.rows as i32;
            let mut sync = self.grid_sync.borrow_mut();
            let mut b = self.kernel("gdn_step_accum");
            b.arg(&w.out_proj.data)
                .arg(&rows)
                .arg(&*proj)
                .arg(&mut *conv)
                .arg(&w.conv1d)
                .arg(&w.a_log)
                .arg(&w.dt_bias)
                .arg(recurrent)
                .arg(&mut *o)
                .arg(&w.norm)
                .arg(&mut *x.data)
                .arg(&mut sync.slice_mut(MIXER_SYNC..));
            let items = self.gdn_column_blocks();
            b.launch(self.persistent_with_items("gdn_step_accum", &w.out_proj, items));
            return;
        }
        self.deltanet_chunk_rule(w, &proj, conv, recurrent, &mut o, t);
        if Self::runs_as_gemm(&w.out_proj, t) {
            // The gated norm writes the GEMM's f16 rows itself (no fp32 round trip).
            let mut xs = self.output(f16_rows_size(t, value_dim));
            let mut b = self.kernel("gdn_gated_norm_f16");
            b.arg(&*o).arg(&*proj).arg(&w.norm).arg(&mut *xs).arg(&ti);
            b.launch(LaunchConfig {
                grid_dim: (t as u32, 1, 1),
                block_dim: (GATED_NORM_THREADS, 1, 1),
                shared_mem_bytes: 0,
            });
            self.gemm_into(&w.out_proj, &xs, None, t, &mut x.data, true);
            return;
        }
        let mut normed = self.output(t * value_dim);
        let mut b = self.kernel("gdn_gated_norm");
        b.arg(&*o)
            .arg(&*proj)
            .arg(&w.norm)
            .arg(&mut *normed)
            .arg(&ti);
        b.launch(grid_for_warps(t * c.linear_num_value_heads, 8));
        self.gemv_into(&w.out_proj, &normed, t, &mut x.data, true);
    }

    fn attention_block(
        &self,
        layer: usize,
        x: &mut DeviceHidden,
        state: &mut DeviceState,
        pos: usize,
    ) {
        let c = &self.config;
        let capacity = state.capacity;
        if !self.capturing.get() {
            self.stream
                .memcpy_htod(&[pos as i32], &mut state.pos)
                .expect("upload position");
            self.fence_next.set(true);
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
        let proj = if t == 1 {
            self.mv_norm_store(&w.proj, w.proj.rows, &*x.data, Norm::Input(layer))
        } else {
            self.normed_proj(&w.proj, &x.data, t, layer)
        };
        let mut q = self.output(t * nh * hd);
        let mut b = self.kernel("attn_prep");
        b.arg(&*proj)
            .arg(&w.q_norm)
            .arg(&w.k_norm)
            .arg(&mut *q)
            .arg(&mut *k)
            .arg(&mut *v)
            .arg(pos_dev);
        // One token: all of W_o comes into L2 while the attention kernels wait on latencies.
        let w_o_bytes = if t == 1 {
            prefetch_bytes(&w.o_proj, usize::MAX)
        } else {
            0
        };
        b.arg(&w.o_proj.data).arg(&w_o_bytes);
        let cfg = LaunchConfig {
            grid_dim: (t as u32, (nh + nkv) as u32, 1),
            block_dim: (128, 1, 1),
            shared_mem_bytes: 0,
        };
        b.launch(cfg);

        let mut o = self.output(t * nh * hd);
        if t > 1 {
            // Prompt chunk: flash attention, each K/V tile read once per block of query
            // tokens, with the output gate in its epilogue.
            let ti = t as i32;
            let tokens_per_block = PREFILL_ROWS / (nh / nkv);
            // The maps end at the chunk's last position: the tiles past it read zeros. V's
            // bf16 values travel as 16-bit f16 words, unchanged. They hold the host's
            // position, so a prompt chunk must never be captured for replay at another.
            assert!(
                !self.capturing.get(),
                "a prompt chunk cannot be captured: its attention maps fix the position"
            );
            let cache_map = |ptr| f16_tensor_map(ptr, pos + t, nkv * hd, PREFILL_TILE);
            let k_map = cache_map((&*k).value(&self.stream));
            let v_map = cache_map((&*v).value(&self.stream));
            let mut b = self.kernel("attn_prefill");
            b.map(k_map)
                .map(v_map)
                .arg(&*q)
                .arg(&*proj)
                .arg(&mut *o)
                .arg(pos_dev)
                .arg(&ti);
            let cfg = LaunchConfig {
                grid_dim: (nkv as u32, t.div_ceil(tokens_per_block) as u32, 1),
                block_dim: (PREFILL_THREADS, 1, 1),
                shared_mem_bytes: prefill_smem_bytes(hd) as u32,
            };
            b.launch(cfg);
        } else {
            // A captured step must cover any position up to the capacity.
            let span = if self.capturing.get() {
                capacity
            } else {
                pos + t
            };
            let splits = span.div_ceil(MIN_ATTN_CHUNK).clamp(1, self.attn_max_splits);
            let mut part = self.output(t * nh * splits * (hd + 2));
            let mut b = self.kernel("attn_partial");
            b.arg(&*q).arg(&*k).arg(&*v).arg(&mut *part).arg(pos_dev);
            let cfg = LaunchConfig {
                grid_dim: (nkv as u32, t as u32, splits as u32),
                block_dim: ((32 * ATTN_WARPS) as u32, 1, 1),
                shared_mem_bytes: attn_smem_bytes(hd) as u32,
            };
            b.launch(cfg);

            // The splits merged, gated and projected by W_o with the residual add.
            let rows = w.o_proj.rows as i32;
            let s = splits as i32;
            let mut sync = self.grid_sync.borrow_mut();
            let mut b = self.kernel("attn_out1");
            b.arg(&w.o_proj.data)
                .arg(&rows)
                .arg(&*part)
                .arg(&*proj)
                .arg(&mut *o)
                .arg(pos_dev)
                .arg(&s)
                .arg(&mut *x.data)
                .arg(&mut sync.slice_mut(MIXER_SYNC..));
            let items = nh * hd.div_ceil(32);
            b.launch(self.persistent_with_items("attn_out1", &w.o_proj, items));
            return;
        }
        self.gemv_into(&w.o_proj, &o, t, &mut x.data, true);
    }

    fn moe_block(&self, layer: usize, x: &mut DeviceHidden) {
        let c = &self.config;
        let w = &self.weights.layers[layer].moe;
        let t = x.t;
        let norm = self.norm_weight(Norm::PostAttention(layer));
        if t == 1 {
            let items = c.num_experts_per_tok * c.moe_intermediate_size;
            let mut proj = self.output(w.proj.rows);
            let mut act = self.output(items);
            let mut b = self.kernel("moe_block1");
            b.arg(&w.proj.data)
                .arg(&w.gate_up)
                .arg(&w.down)
                .arg(&w.shared_down.data)
                .arg(norm)
                .arg(&mut *x.data)
                .arg(&mut *proj)
                .arg(&mut *act)
                .arg(&mut *self.grid_sync.borrow_mut());
            // The next matrix streamed after this block: the next layer's first projection,
            // or the lm_head. Its first rows are asked into L2 while routing waits.
            let next = match self.weights.layers.get(layer + 1).map(|l| &l.mixer) {
                Some(DeviceMixer::Gdn(g)) => &g.proj,
                Some(DeviceMixer::Attention(a)) => &a.proj,
                None => &self.weights.lm_head,
            };
            let next_bytes = prefetch_bytes(next, MOE_PREFETCH_BYTES);
            b.arg(&next.data).arg(&next_bytes);
            let groups = items
                .max(c.hidden_size)
                .max(Self::row_groups(w.proj.rows, w.proj.cols));
            b.launch(self.persistent("moe_block1", groups));
            return;
        }
        let ti = t as i32;
        if t >= GEMM_MIN_TOKENS && self.grouped_moe {
            // The normed input in f16 once, for the router/shared projection and for the
            // experts. The router's logits pick experts, so its product also takes what f16
            // left out of the input: a near-tie between two experts then falls as it does
            // with fp32 inputs.
            let (hs, rest) = self.norm_rows_f16(&x.data, t, Norm::PostAttention(layer), true);
            let mut proj = self.output(t * w.proj.rows);
            // Only the router's rows take the rest: the shared expert's picks nothing.
            let rest = rest.as_deref().map(|r| (r, c.num_experts));
            self.gemm_into(&w.proj, &hs, rest, t, &mut proj, false);
            let (ids, weights) = self.moe_route(&proj, t);
            self.moe_grouped(w, &hs, &proj, &ids, &weights, &mut x.data, t);
            return;
        }
        let h = self.norm_rows(&x.data, 0, t, Norm::PostAttention(layer));
        let proj = self.gemv(&w.proj, &h, t);
        let (ids, weights) = self.moe_route(&proj, t);
        let slots = t * c.num_experts_per_tok;
        let mut act = self.output(slots * c.moe_intermediate_size);
        let mut b = self.kernel("moe_gate_up");
        b.arg(&w.gate_up).arg(&*h).arg(&ids).arg(&mut *act).arg(&ti);
        b.launch(grid_for_warps(slots * c.moe_intermediate_size, 8));

        let mut b = self.kernel("moe_down");
        b.arg(&w.down)
            .arg(&w.shared_down.data)
            .arg(&*act)
            .arg(&*proj)
            .arg(&ids)
            .arg(&*weights)
            .arg(&mut *x.data)
            .arg(&ti);
        b.launch(grid_for_warps(t * c.hidden_size, 8));
    }

    fn device_decode(
        &self,
        seq: &mut Sequence<DeviceState>,
        first: u32,
        max_tokens: usize,
        selection: Selection,
        keep_going: &mut dyn FnMut(u32) -> bool,
    ) -> Option<Result<()>> {
        let graph = match self.capture_step(seq, first, selection) {
            Ok(g) => g,
            Err(e) => return Some(Err(e)),
        };
        Some(
            self.replay_steps(&graph, seq, max_tokens, keep_going)
                .map(drop),
        )
    }

    fn logits(&self, x: &DeviceHidden, rows: usize) -> Vec<f32> {
        let normed = self.norm_rows(&x.data, x.t - rows, rows, Norm::Final);
        let logits = self.gemv(&self.weights.lm_head, &normed, rows);
        self.fence_next.set(true);
        self.stream
            .clone_dtoh(&logits.slice(..rows * self.config.vocab_size))
            .expect("download logits")
    }

    fn copy_state(&self, src: &DeviceState, dst: &mut DeviceState, len: usize) {
        assert!(
            len <= src.capacity && len <= dst.capacity,
            "state capacity exceeded"
        );
        let rows = len * self.config.num_key_value_heads * self.config.head_dim;
        let copy = "state copy";
        for (s, d) in src.layers.iter().zip(&mut dst.layers) {
            match (s, d) {
                (
                    DeviceLayerState::Gdn { conv, recurrent },
                    DeviceLayerState::Gdn {
                        conv: dc,
                        recurrent: dr,
                    },
                ) => {
                    self.stream.memcpy_dtod(conv, dc).expect(copy);
                    self.stream.memcpy_dtod(recurrent, dr).expect(copy);
                }
                (
                    DeviceLayerState::Attention { k, v },
                    DeviceLayerState::Attention { k: dk, v: dv },
                ) => {
                    if rows > 0 {
                        self.stream
                            .memcpy_dtod(&k.slice(..rows), &mut dk.slice_mut(..rows))
                            .expect(copy);
                        self.stream
                            .memcpy_dtod(&v.slice(..rows), &mut dv.slice_mut(..rows))
                            .expect(copy);
                    }
                }
                _ => unreachable!("states of different layouts"),
            }
        }
        self.stream
            .memcpy_htod(&[len as i32], &mut dst.pos)
            .expect("upload position");
        self.fence_next.set(true);
    }

    fn state_bytes(&self, positions: usize) -> usize {
        let c = &self.config;
        c.layer_types
            .iter()
            .map(|t| match t {
                LayerType::LinearAttention => {
                    4 * ((c.linear_conv_kernel_dim - 1) * c.gdn_conv_dim()
                        + c.linear_num_value_heads
                            * c.linear_key_head_dim
                            * c.linear_value_head_dim)
                }
                // 16-bit K and V rows.
                LayerType::FullAttention => {
                    2 * 2 * positions.max(1) * c.num_key_value_heads * c.head_dim
                }
            })
            .sum()
    }
}
