// Zero-centred RMSNorm of prompt rows and the embedding lookups. (One-token decode folds
// its norms into the matrix-vector kernels that consume them, see matvec.cuh.)
#include "common.cuh"

// out = x / rms(x) * (1 + w), one block per token row.
extern "C" __global__ void rms_norm_rows(const float* x, const float* __restrict__ w,
                                         float* out) {
    pdl_trigger();
    pdl_wait();
    __shared__ float scratch[32];
    const float* xr = x + (u64)blockIdx.x * HIDDEN;
    float ss = 0.0f;
    for (int i = threadIdx.x; i < HIDDEN; i += blockDim.x) ss += xr[i] * xr[i];
    float inv = rsqrtf(block_sum(ss, scratch) / HIDDEN + EPS);
    float* o = out + (u64)blockIdx.x * HIDDEN;
    for (int i = threadIdx.x; i < HIDDEN; i += blockDim.x) o[i] = xr[i] * inv * (1.0f + w[i]);
}

// rms_norm_rows, written as the GEMMs read their input (to_f16_rows: f16 rows, then a
// power-of-two scale a row; with `lo`, also what f16 left out), so a prompt chunk's normed
// rows reach the projections without an fp32 round trip or a conversion launch. The sum of
// squares runs in rms_norm_rows' order and the conversion is to_f16_rows', so the values
// are the same. One block of NORM_THREADS per token row.
#define NORM_THREADS 256
extern "C" __global__ void __launch_bounds__(NORM_THREADS)
    rms_norm_rows_f16(const float* x, const float* __restrict__ w, f16_t* xs, f16_t* lo, int rows) {
    pdl_trigger();
    pdl_wait();
    __shared__ float scratch[32];
    constexpr int PER = (HIDDEN + NORM_THREADS - 1) / NORM_THREADS;
    const int r = blockIdx.x;
    const float* xr = x + (u64)r * HIDDEN;
    float v[PER];
    float ss = 0.0f;
#pragma unroll
    for (int j = 0; j < PER; ++j) {
        int i = j * NORM_THREADS + threadIdx.x;
        v[j] = i < HIDDEN ? xr[i] : 0.0f;
        if (i < HIDDEN) ss += v[j] * v[j];
    }
    const float inv = rsqrtf(block_sum(ss, scratch) / HIDDEN + EPS);
    float m = 0.0f;
#pragma unroll
    for (int j = 0; j < PER; ++j) {
        int i = j * NORM_THREADS + threadIdx.x;
        v[j] = i < HIDDEN ? v[j] * inv * (1.0f + w[i]) : 0.0f;
        m = fmaxf(m, fabsf(v[j]));
    }
    m = block_max(m, scratch);
    const int s = f16_row_exponent(m);
    const float down = ldexpf(1.0f, -s);
    f16_t* hr = xs + (u64)r * HIDDEN;
    f16_t* lr = lo ? lo + (u64)r * HIDDEN : nullptr;
#pragma unroll
    for (int j = 0; j < PER; ++j) {
        int i = j * NORM_THREADS + threadIdx.x;
        if (i >= HIDDEN) continue;
        const float d = v[j] * down;
        const f16_t h = f32_to_f16(d);
        hr[i] = h;
        if (lr) lr[i] = f32_to_f16(d - f16_to_f32(h));
    }
    if (threadIdx.x == 0) {
        row_scales(xs, rows, HIDDEN)[r] = ldexpf(1.0f, s);
        if (lo) row_scales(lo, rows, HIDDEN)[r] = ldexpf(1.0f, s);
    }
}

// Embedding rows for T tokens.
extern "C" __global__ void embed(const bf16_t* __restrict__ table, const int* ids,
                                 float* out) {
    pdl_trigger();
    pdl_wait();
    const bf16_t* row = table + (u64)ids[blockIdx.x] * HIDDEN;
    for (int i = threadIdx.x; i < HIDDEN; i += blockDim.x) out[(u64)blockIdx.x * HIDDEN + i] = bf16_to_f32(row[i]);
}

// A captured decode step's input: the embedding of the token the previous step selected
// (its argmax key in `best`, see mv_norm_argmax); the key is then cleared for this step's
// selection. One block.
extern "C" __global__ void embed_token(const bf16_t* __restrict__ table, u64* best, float* out) {
    pdl_trigger();
    pdl_wait();
    u32 token = 0xffffffffu - (u32)(*best & 0xffffffffull);
    const bf16_t* row = table + (u64)(token < VOCAB ? token : 0) * HIDDEN;
    for (int i = threadIdx.x; i < HIDDEN; i += blockDim.x) out[i] = bf16_to_f32(row[i]);
    __syncthreads();
    if (threadIdx.x == 0) *best = 0;
}
