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
