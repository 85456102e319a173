// Matrix-vector products against the f16 weights, the bulk of decode's bytes.
#include "common.cuh"
#include "matvec.cuh"

// y[t, r] (+)= sum_c W[r, c] * x[t, c] for t < T (added to y when `accumulate`, which fuses
// a residual add). One warp per row; the row is read once for up to MAXT tokens, so a short
// prompt chunk costs the same weight traffic as one token.
extern "C" __global__ void gemv_f16(const f16_t* __restrict__ W, const float* x,
                                     float* y, int rows, int cols, int T, int accumulate) {
    pdl_trigger();
    pdl_wait();
    int row = blockIdx.x * (blockDim.x >> 5) + (threadIdx.x >> 5);
    if (row >= rows) return;
    int lane = threadIdx.x & 31;
    const f16_t* w = W + (u64)row * cols;
    for (int t0 = 0; t0 < T; t0 += MAXT) {
        int nt = min(MAXT, T - t0);
        float acc[MAXT];
#pragma unroll
        for (int t = 0; t < MAXT; ++t) acc[t] = 0.0f;
        if ((cols & 7) == 0) {
            const uint4* w8 = (const uint4*)w;
            for (int i = lane; i < (cols >> 3); i += WARP) {
                uint4 p = __ldg(w8 + i);
                float2 w0 = f16x2_to_f32(p.x), w1 = f16x2_to_f32(p.y), w2 = f16x2_to_f32(p.z), w3 = f16x2_to_f32(p.w);
                float wf[8] = {w0.x, w0.y, w1.x, w1.y, w2.x, w2.y, w3.x, w3.y};
#pragma unroll
                for (int t = 0; t < MAXT; ++t) {
                    if (t < nt) {
                        const float4* xv = (const float4*)(x + (u64)(t0 + t) * cols + (i << 3));
                        float4 a = xv[0], b = xv[1];
                        acc[t] += wf[0] * a.x + wf[1] * a.y + wf[2] * a.z + wf[3] * a.w +
                                  wf[4] * b.x + wf[5] * b.y + wf[6] * b.z + wf[7] * b.w;
                    }
                }
            }
        } else {
            for (int i = lane; i < cols; i += WARP) {
                float wv = f16_to_f32(w[i]);
#pragma unroll
                for (int t = 0; t < MAXT; ++t)
                    if (t < nt) acc[t] += wv * x[(u64)(t0 + t) * cols + i];
            }
        }
#pragma unroll
        for (int t = 0; t < MAXT; ++t) {
            float s = warp_sum(acc[t]);
            if (lane == 0 && t < nt) {
                float* out = y + (u64)(t0 + t) * rows + row;
                *out = accumulate ? *out + s : s;
            }
        }
    }
}

// ---- One token: the decode step's matrix-vector kernels (see matvec.cuh) ----

// y = W . rmsnorm(x; w): a projection of the normed residual stream (K = HIDDEN).
extern "C" __global__ void __launch_bounds__(MV_THREADS)
    mv_norm_store(const f16_t* __restrict__ W, int rows, const float* x,
                  const float* __restrict__ w, float* y) {
    __shared__ SmemVec<HIDDEN> xs;
    __shared__ float scratch[32];
    const NormWeights<HIDDEN> nw(w);
    stream_rows<HIDDEN>(
        W, rows, xs, [&] { prologue_rmsnorm<HIDDEN>(xs, x, nw, scratch); },
        [&](int row, float v) {
            if ((threadIdx.x & 31) == 0) y[row] = v;
        });
}

// Greedy token of the last position: lm_head over the final-normed residual row, reduced to
// the best (logit, lowest id) by one 64-bit atomicMax per block into `best` (zeroed before).
extern "C" __global__ void __launch_bounds__(MV_THREADS)
    mv_norm_argmax(const f16_t* __restrict__ W, int rows, const float* x,
                   const float* __restrict__ w, u64* best) {
    __shared__ SmemVec<HIDDEN> xs;
    __shared__ float scratch[32];
    __shared__ u64 warp_best[MV_WARPS];
    u64 mine = 0;
    const NormWeights<HIDDEN> nw(w);
    stream_rows<HIDDEN>(
        W, rows, xs, [&] { prologue_rmsnorm<HIDDEN>(xs, x, nw, scratch); },
        [&](int row, float v) {
            u64 k = argmax_key(v, row);
            mine = k > mine ? k : mine;
        });
    if ((threadIdx.x & 31) == 0) warp_best[threadIdx.x >> 5] = mine;
    __syncthreads();
    if (threadIdx.x == 0) {
        u64 b = warp_best[0];
        for (int i = 1; i < MV_WARPS; ++i) b = warp_best[i] > b ? warp_best[i] : b;
        atomicMax(best, b);
    }
}

// Temperature sampling: the argmax over all n logits of (float)(logit / T + Gumbel noise of
// draw *pos + draw_offset), as the host's Sampler computes it, into `best` (zeroed before)
// as an argmax key (lowest id on ties). One thread per logit.
extern "C" __global__ void sample_gumbel(const float* logits, int n, float temperature, u64 seed,
                                         u64 draw_offset, const int* pos, u64* best) {
    pdl_trigger();
    pdl_wait();
    __shared__ u64 warp_best[32];
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    const u64 draw = (u64)(long long)*pos + draw_offset;
    u64 key = 0;
    if (i < n) {
        float s = (float)((double)logits[i] / (double)temperature + gumbel(seed, draw, (u32)i));
        key = argmax_key(s, i);
    }
#pragma unroll
    for (int o = 16; o > 0; o >>= 1) {
        u64 other = __shfl_xor_sync(0xffffffffu, key, o);
        key = other > key ? other : key;
    }
    if ((threadIdx.x & 31) == 0) warp_best[threadIdx.x >> 5] = key;
    __syncthreads();
    if (threadIdx.x == 0) {
        u64 b = 0;
        for (int w = 0; w < (int)(blockDim.x >> 5); ++w) b = warp_best[w] > b ? warp_best[w] : b;
        atomicMax(best, b);
    }
}

// Fills n 16-bit values with N(mean, std), in bf16 or (with f16) IEEE half, from a
// counter-based hash: full-size synthetic weights (bf16, then converted by weights_to_f16)
// and KV caches (K in f16, V in bf16) are made on the GPU, with no host copy.
extern "C" __global__ void fill_normal(u16* out, u64 n, u64 seed, float mean, float std, int f16) {
    for (u64 i = blockIdx.x * (u64)blockDim.x + threadIdx.x; i < n; i += (u64)gridDim.x * blockDim.x) {
        u64 z = splitmix64(seed + 0x9E3779B97F4A7C15ull * i);
        float u1 = ((float)(z >> 40) + 0.5f) * (1.0f / 16777216.0f);
        float u2 = ((float)((z >> 16) & 0xffffff) + 0.5f) * (1.0f / 16777216.0f);
        float g = sqrtf(-2.0f * __logf(u1)) * __cosf(6.2831853f * u2);
        float v = mean + std * g;
        out[i] = f16 ? f32_to_f16(v) : f32_to_bf16(v);
    }
}

// Converts n bf16 weights to f16 in place: the tensor cores multiply f16 weights by f16
// activations, which keep 3 more mantissa bits than bf16 ones. Every bf16 value from 2^-14
// to 65504 is exact in f16; smaller ones round to f16's subnormal grid (an absolute error
// below 2^-25). Larger ones do not fit: each is counted in *overflow, and the loader
// refuses the tensor.
extern "C" __global__ void weights_to_f16(unsigned short* w, u64 n, u32* overflow) {
    for (u64 i = blockIdx.x * (u64)blockDim.x + threadIdx.x; i < n; i += (u64)gridDim.x * blockDim.x) {
        float v = bf16_to_f32(w[i]);
        f16_t h = f32_to_f16(v);
        if ((h & 0x7fff) == 0x7c00 && fabsf(v) != INFINITY) atomicAdd(overflow, 1u);
        w[i] = h;
    }
}
