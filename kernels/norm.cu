// Residual add and zero-centred RMSNorm, one block per token.
#include "common.cuh"

// out = x / rms(x) * (1 + w); if delta is non-null, first x += delta (the residual add),
// so the residual stream is read and written once.
extern "C" __global__ void add_rms_norm(float* __restrict__ x, const float* __restrict__ delta,
                                        const float* __restrict__ w, float* __restrict__ out) {
    __shared__ float scratch[32];
    float* xr = x + (u64)blockIdx.x * HIDDEN;
    const float* dr = delta ? delta + (u64)blockIdx.x * HIDDEN : nullptr;
    float ss = 0.0f;
    for (int i = threadIdx.x; i < HIDDEN; i += blockDim.x) {
        float v = xr[i];
        if (dr) {
            v += dr[i];
            xr[i] = v;
        }
        ss += v * v;
    }
    float inv = rsqrtf(block_sum(ss, scratch) / HIDDEN + EPS);
    float* o = out + (u64)blockIdx.x * HIDDEN;
    for (int i = threadIdx.x; i < HIDDEN; i += blockDim.x) o[i] = xr[i] * inv * (1.0f + w[i]);
}

// Embedding rows for T tokens.
extern "C" __global__ void embed(const bf16_t* __restrict__ table, const int* __restrict__ ids,
                                 float* __restrict__ out) {
    const bf16_t* row = table + (u64)ids[blockIdx.x] * HIDDEN;
    for (int i = threadIdx.x; i < HIDDEN; i += blockDim.x) out[(u64)blockIdx.x * HIDDEN + i] = bf16_to_f32(row[i]);
}
