// Shared helpers for Lily's kernels. No CUDA headers: NVRTC needs no include path, so CI
// compile-checks these sources with the NVRTC library alone.
//
// Model dimensions arrive as -D defines generated from config.json at load time:
// HIDDEN, VOCAB, NH, NKV, HD, ROT, HK, HV, DK, DV, CONV_K, NE, TOPK, MOE_I, SHARED_I,
// EPS, ROPE_THETA, MAXT (tokens a GEMV keeps in registers).

typedef unsigned short bf16_t;  // activations kept in bf16 (the V cache, the embedding table)
typedef unsigned short f16_t;   // IEEE half: how the GPU holds the weights (see weights_to_f16) and K
typedef unsigned short u16;     // 16-bit storage of either kind
typedef unsigned int u32;
typedef unsigned long long u64;

// Gated DeltaNet widths: the conv runs over [q | k | v] channels.
#define KEY_DIM (HK * DK)
#define VALUE_DIM (HV * DV)
#define CONV_DIM (2 * KEY_DIM + VALUE_DIM)

// An expert's gate|up matrix [2 * MOE_I, HIDDEN] interleaves its rows in groups of 8
// intermediate columns: the 8 gate rows, then the same columns' up rows (the last group may
// be shorter). A grouped GEMM's tile of GM rows then holds the gate and the up product of
// the same columns, and one TMA box loads it (gemm.cu).
__device__ __forceinline__ int gate_row(int i) { return i + (i & ~7); }
__device__ __forceinline__ int up_row(int i) { return gate_row(i) + min(8, MOE_I - (i & ~7)); }

#define WARP 32
#define INFINITY __int_as_float(0x7f800000)

// Programmatic dependent launch: a kernel may start while its predecessor drains.
// pdl_wait() returns once the predecessor has finished and its writes are visible; every
// kernel calls it before it reads activations or writes anything (before it, only weights
// may be read). pdl_trigger() lets the successor start launching. Only weights are passed
// `__restrict__`: the compiler may hoist loads through a read-only restrict pointer above
// the wait, and activations are written by the kernel being waited for.
__device__ __forceinline__ void pdl_wait() { asm volatile("griddepcontrol.wait;" ::: "memory"); }
__device__ __forceinline__ void pdl_trigger() { asm volatile("griddepcontrol.launch_dependents;" ::: "memory"); }

// Asks L2 for `bytes` (a multiple of 16) at `at` (16-byte aligned) without waiting.
__device__ __forceinline__ void prefetch_l2(const void* at, u32 bytes) {
    asm volatile("cp.async.bulk.prefetch.L2.global [%0], %1;" ::"l"(at), "r"(bytes) : "memory");
}

// Asks L2 for this block's share of the first `bytes` (a multiple of 4096) of `base`
// (16-byte aligned) without waiting: a kernel that waits on a latency keeps HBM busy with
// the rows that a later kernel will stream. Thread 0 only.
__device__ __forceinline__ void prefetch_l2_share(const void* base, u32 bytes, u32 block, u32 blocks) {
    const u32 share = ((bytes / blocks) + 4095u) & ~4095u;
    const u32 from = block * share;
    if (from < bytes) prefetch_l2((const char*)base + from, min(share, bytes - from));
}

__device__ __forceinline__ float bf16_to_f32(bf16_t h) { return __uint_as_float(((u32)h) << 16); }

__device__ __forceinline__ float f16_to_f32(f16_t h) {
    float f;
    asm("cvt.f32.f16 %0, %1;" : "=f"(f) : "h"(h));
    return f;
}
__device__ __forceinline__ f16_t f32_to_f16(float f) {
    f16_t h;
    asm("cvt.rn.f16.f32 %0, %1;" : "=h"(h) : "f"(f));
    return h;
}
// The two halves packed in p (the first in the low bits), as floats.
__device__ __forceinline__ float2 f16x2_to_f32(u32 p) {
    float2 r;
    asm("{.reg .f16 l, h;\nmov.b32 {l, h}, %2;\ncvt.f32.f16 %0, l;\ncvt.f32.f16 %1, h;}" : "=f"(r.x), "=f"(r.y) : "r"(p));
    return r;
}

// Round to nearest even, as torch does.
__device__ __forceinline__ bf16_t f32_to_bf16(float f) {
    u32 u = __float_as_uint(f);
    if ((u & 0x7fffffffu) > 0x7f800000u) return (bf16_t)((u >> 16) | 0x40);  // NaN stays NaN
    u += 0x7fffu + ((u >> 16) & 1u);
    return (bf16_t)(u >> 16);
}

__device__ __forceinline__ float warp_sum(float v) {
#pragma unroll
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
    return v;
}

__device__ __forceinline__ float warp_max(float v) {
#pragma unroll
    for (int o = 16; o > 0; o >>= 1) v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, o));
    return v;
}

// Largest value across the warp with its index; the lower index wins ties, so selections
// are deterministic. Every lane gets the result. Two integer warp reductions (redux.sync),
// cheaper than shuffle rounds: the largest value as an order-preserving key (-0 counts as
// +0, as a float compare has it), then the lowest index among the lanes that hold it.
// Values must not be NaN.
__device__ __forceinline__ void warp_argmax(float& best, int& idx) {
    u32 b = __float_as_uint(best + 0.0f);
    u32 key = (b & 0x80000000u) ? ~b : (b | 0x80000000u);
    u32 top = __reduce_max_sync(0xffffffffu, key);
    u32 low = __reduce_min_sync(0xffffffffu, key == top ? (u32)idx : 0xffffffffu);
    u32 tb = (top & 0x80000000u) ? (top & 0x7fffffffu) : ~top;
    best = __uint_as_float(tb);
    idx = (int)low;
}

// A GEMM input as the GEMMs read it (to_f16_rows): `rows` token rows of `cols` f16 values,
// then one float per row, the row's scale: where the scales start.
__device__ __forceinline__ const float* row_scales(const f16_t* xs, u64 rows, int cols) {
    return (const float*)(xs + rows * cols);
}
__device__ __forceinline__ float* row_scales(f16_t* xs, u64 rows, int cols) {
    return (float*)(xs + rows * cols);
}

// The exponent s of the power of two that scales a row into f16's range (it ends at 65504)
// as the GEMMs read their input: 0 unless the row's largest magnitude m reaches 2^15; the
// row is stored times 2^-s and the GEMM epilogues multiply by 2^s (exact).
__device__ __forceinline__ int f16_row_exponent(float m) {
    int s = 0;
    if (m >= 32768.0f && m != INFINITY) {
        frexpf(m, &s);  // m < 2^s
        s -= 15;
    }
    return s;
}

// The grouped MoE GEMMs' own f16 rows (the experts' activations, their outputs) are stored
// times 2^-MOE_F16_EXPONENT: no kernel sees a whole row to pick its exponent as
// f16_row_exponent does. Magnitudes under 2^24 fit (f16 alone ends at 65504); values under
// 2^-6 keep a fixed absolute step of 2^-16 instead of f16's 11 bits, an error far under the
// relative one of the larger values that dominate the sums they enter.
#define MOE_F16_EXPONENT 8
#define MOE_F16_DOWN (1.0f / (1 << MOE_F16_EXPONENT))
#define MOE_F16_UP ((float)(1 << MOE_F16_EXPONENT))

__device__ __forceinline__ float sigmoidf_(float x) { return 1.0f / (1.0f + __expf(-x)); }
__device__ __forceinline__ float siluf_(float x) { return x / (1.0f + __expf(-x)); }

// Reduces over a block of up to 1024 threads with `warp_op` (a warp-wide reduction whose
// neutral value is `neutral`); every thread gets the result.
template <typename WarpOp>
__device__ __forceinline__ float block_reduce(float v, float* scratch /* >= 32 floats */, float neutral,
                                              WarpOp warp_op) {
    int lane = threadIdx.x & 31, wid = threadIdx.x >> 5;
    v = warp_op(v);
    __syncthreads();
    if (lane == 0) scratch[wid] = v;
    __syncthreads();
    int nw = (blockDim.x + 31) >> 5;
    float r = lane < nw ? scratch[lane] : neutral;
    return warp_op(r);
}

__device__ __forceinline__ float block_sum(float v, float* scratch) {
    return block_reduce(v, scratch, 0.0f, [](float x) { return warp_sum(x); });
}

__device__ __forceinline__ float block_max(float v, float* scratch) {
    return block_reduce(v, scratch, -INFINITY, [](float x) { return warp_max(x); });
}

// Dot product of an f16 weight row with an f32 vector, both `n` long, by one warp. Uses
// 16-byte loads when the row start is 16-byte aligned and n is a multiple of 8.
__device__ __forceinline__ float warp_dot_f16(const f16_t* __restrict__ w, const float* x, int n) {
    int lane = threadIdx.x & 31;
    float acc = 0.0f;
    if ((n & 7) == 0 && (((u64)w) & 15) == 0) {
        const uint4* w8 = (const uint4*)w;
        for (int i = lane; i < (n >> 3); i += WARP) {
            uint4 p = __ldg(w8 + i);
            const float4* xv = (const float4*)(x + (i << 3));
            float4 a = xv[0], b = xv[1];
            float2 w0 = f16x2_to_f32(p.x), w1 = f16x2_to_f32(p.y), w2 = f16x2_to_f32(p.z), w3 = f16x2_to_f32(p.w);
            acc += w0.x * a.x + w0.y * a.y + w1.x * a.z + w1.y * a.w;
            acc += w2.x * b.x + w2.y * b.y + w3.x * b.z + w3.y * b.w;
        }
    } else {
        for (int i = lane; i < n; i += WARP) acc += f16_to_f32(w[i]) * x[i];
    }
    return warp_sum(acc);
}

// One step of SplitMix64 from state z: the counter-based hash behind the synthetic weights
// and the sampling noise (rng::SplitMix64 on the host).
__device__ __forceinline__ u64 splitmix64(u64 z) {
    z += 0x9E3779B97F4A7C15ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

// Gumbel(0, 1) noise for candidate `token` of draw `draw` under `seed`: the counter-based
// hash of the host's sampler (rng::gumbel), so both draw the same noise.
__device__ __forceinline__ double gumbel(u64 seed, u64 draw, u32 token) {
    u64 z = splitmix64(seed ^ (draw * 0x9E3779B97F4A7C15ull) ^ ((u64)token * 0xD1B54A32D192ED03ull));
    double u = ((double)(z >> 11) + 0.5) / 9007199254740992.0;
    return -log(-log(u));
}
