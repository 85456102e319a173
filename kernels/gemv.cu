// Matrix-vector products against bf16 weights, the bulk of decode's bytes.
#include "common.cuh"

__device__ __forceinline__ void unpack8(uint4 p, float* w) {
    w[0] = bf16_to_f32((bf16_t)(p.x & 0xffff)); w[1] = bf16_to_f32((bf16_t)(p.x >> 16));
    w[2] = bf16_to_f32((bf16_t)(p.y & 0xffff)); w[3] = bf16_to_f32((bf16_t)(p.y >> 16));
    w[4] = bf16_to_f32((bf16_t)(p.z & 0xffff)); w[5] = bf16_to_f32((bf16_t)(p.z >> 16));
    w[6] = bf16_to_f32((bf16_t)(p.w & 0xffff)); w[7] = bf16_to_f32((bf16_t)(p.w >> 16));
}

// acc[t] += w(8 values at column c8*8) . x[t0 + t, c8*8 ..]
__device__ __forceinline__ void fma8(const float* w, const float* __restrict__ x, int cols, int t0, int nt, int c8,
                                     float* acc) {
#pragma unroll
    for (int t = 0; t < MAXT; ++t) {
        if (t < nt) {
            const float4* xv = (const float4*)(x + (u64)(t0 + t) * cols + (c8 << 3));
            float4 a = xv[0], b = xv[1];
            acc[t] += w[0] * a.x + w[1] * a.y + w[2] * a.z + w[3] * a.w + w[4] * b.x + w[5] * b.y + w[6] * b.z +
                      w[7] * b.w;
        }
    }
}

// y[t, r] = sum_c W[r, c] * x[t, c] for t < T. One warp per row; the row is read once for
// up to MAXT tokens, so a short prompt chunk costs the same weight traffic as one token.
// Four 16-byte loads per lane are issued before any is used, to keep enough bytes in
// flight to approach the memory bandwidth.
extern "C" __global__ void gemv_bf16(const bf16_t* __restrict__ W, const float* __restrict__ x,
                                     float* __restrict__ y, int rows, int cols, int T) {
    int row = blockIdx.x * (blockDim.x >> 5) + (threadIdx.x >> 5);
    if (row >= rows) return;
    int lane = threadIdx.x & 31;
    const bf16_t* w = W + (u64)row * cols;
    for (int t0 = 0; t0 < T; t0 += MAXT) {
        int nt = min(MAXT, T - t0);
        float acc[MAXT];
#pragma unroll
        for (int t = 0; t < MAXT; ++t) acc[t] = 0.0f;
        if ((cols & 7) == 0) {
            const uint4* w8 = (const uint4*)w;
            const int n8 = cols >> 3;
            int i = lane;
            for (; i + 3 * WARP < n8; i += 4 * WARP) {
                uint4 p0 = __ldg(w8 + i), p1 = __ldg(w8 + i + WARP), p2 = __ldg(w8 + i + 2 * WARP),
                      p3 = __ldg(w8 + i + 3 * WARP);
                float wf[8];
                unpack8(p0, wf);
                fma8(wf, x, cols, t0, nt, i, acc);
                unpack8(p1, wf);
                fma8(wf, x, cols, t0, nt, i + WARP, acc);
                unpack8(p2, wf);
                fma8(wf, x, cols, t0, nt, i + 2 * WARP, acc);
                unpack8(p3, wf);
                fma8(wf, x, cols, t0, nt, i + 3 * WARP, acc);
            }
            for (; i < n8; i += WARP) {
                float wf[8];
                unpack8(__ldg(w8 + i), wf);
                fma8(wf, x, cols, t0, nt, i, acc);
            }
        } else {
            for (int i = lane; i < cols; i += WARP) {
                float wv = bf16_to_f32(w[i]);
#pragma unroll
                for (int t = 0; t < MAXT; ++t)
                    if (t < nt) acc[t] += wv * x[(u64)(t0 + t) * cols + i];
            }
        }
#pragma unroll
        for (int t = 0; t < MAXT; ++t) {
            float s = warp_sum(acc[t]);
            if (lane == 0 && t < nt) y[(u64)(t0 + t) * rows + row] = s;
        }
    }
}

// Fills n bf16 values with N(mean, std) from a counter-based hash: full-size synthetic
// weights are made on the GPU, with no host copy.
extern "C" __global__ void fill_normal_bf16(bf16_t* out, u64 n, u64 seed, float mean, float std) {
    for (u64 i = blockIdx.x * (u64)blockDim.x + threadIdx.x; i < n; i += (u64)gridDim.x * blockDim.x) {
        u64 z = seed + 0x9E3779B97F4A7C15ull * (i + 1);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        z ^= z >> 31;
        float u1 = ((float)(z >> 40) + 0.5f) * (1.0f / 16777216.0f);
        float u2 = ((float)((z >> 16) & 0xffffff) + 0.5f) * (1.0f / 16777216.0f);
        float g = sqrtf(-2.0f * __logf(u1)) * __cosf(6.2831853f * u2);
        out[i] = f32_to_bf16(mean + std * g);
    }
}
