// Gated DeltaNet decode: conv step, q/k L2 norm and gates, the fp32 delta-rule state
// update, and the gated RMSNorm. Tokens of a short chunk are processed in order.
#include "common.cuh"

#define KEY_DIM (HK * DK)
#define VALUE_DIM (HV * DV)
#define CONV_DIM (2 * KEY_DIM + VALUE_DIM)
// One fused projection feeds the layer: per token [qkv (CONV_DIM) | z (VALUE_DIM) | b (HV) | a (HV)].
#define GDN_PROJ (CONV_DIM + VALUE_DIM + 2 * HV)

// Depthwise causal conv over T tokens continuing from `window` ([CONV_K-1, CONV_DIM], oldest
// first), then SiLU. One thread per channel; the window is updated in place.
extern "C" __global__ void gdn_conv(const float* __restrict__ proj, float* __restrict__ window,
                                    const float* __restrict__ weight, float* __restrict__ out, int T) {
    int ch = blockIdx.x * blockDim.x + threadIdx.x;
    if (ch >= CONV_DIM) return;
    float hist[CONV_K];
#pragma unroll
    for (int j = 0; j < CONV_K - 1; ++j) hist[j] = window[j * CONV_DIM + ch];
    float w[CONV_K];
#pragma unroll
    for (int j = 0; j < CONV_K; ++j) w[j] = weight[ch * CONV_K + j];
    for (int t = 0; t < T; ++t) {
        hist[CONV_K - 1] = proj[(u64)t * GDN_PROJ + ch];
        float acc = 0.0f;
#pragma unroll
        for (int j = 0; j < CONV_K; ++j) acc += w[j] * hist[j];
        out[(u64)t * CONV_DIM + ch] = siluf_(acc);
#pragma unroll
        for (int j = 0; j < CONV_K - 1; ++j) hist[j] = hist[j + 1];
    }
#pragma unroll
    for (int j = 0; j < CONV_K - 1; ++j) window[j * CONV_DIM + ch] = hist[j];
}

// In place on the conv output: L2-normalise each q and k head (q also scaled by 1/sqrt(DK)).
// One warp per (token, head, q-or-k). Also computes beta and g per (token, value head).
extern "C" __global__ void gdn_qk_norm_gates(float* __restrict__ conv, const float* __restrict__ proj,
                                             const float* __restrict__ a_log, const float* __restrict__ dt_bias,
                                             float* __restrict__ g, float* __restrict__ beta, int T) {
    int warp = blockIdx.x * (blockDim.x >> 5) + (threadIdx.x >> 5);
    int lane = threadIdx.x & 31;
    if (warp < T * HK * 2) {
        int t = warp / (HK * 2), rest = warp % (HK * 2);
        float* v = conv + (u64)t * CONV_DIM + rest * DK;  // q heads then k heads
        float ss = 0.0f;
        for (int i = lane; i < DK; i += WARP) ss += v[i] * v[i];
        float inv = rsqrtf(warp_sum(ss) + 1e-6f);
        if (rest < HK) inv *= rsqrtf((float)DK);
        for (int i = lane; i < DK; i += WARP) v[i] *= inv;
    }
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < T * HV) {
        int t = i / HV, h = i % HV;
        const float* ba = proj + (u64)t * GDN_PROJ + CONV_DIM + VALUE_DIM;
        float b = ba[h], a = ba[HV + h];
        float x = a + dt_bias[h];
        float sp = x > 20.0f ? x : log1pf(expf(x));
        g[i] = -expf(a_log[h]) * sp;
        beta[i] = 1.0f / (1.0f + expf(-b));
    }
}

// Delta rule, state [HV, DK, DV] fp32. Block per (value head, slice of DV/DV_SPLIT columns);
// each thread owns one value column and keeps its DK state entries in registers.
#define DV_SPLIT ((DV % 64 == 0) ? (DV / 64) : 1)
#define COLS (DV / DV_SPLIT)
extern "C" __global__ void __launch_bounds__(COLS) gdn_recurrent(const float* __restrict__ conv,
                                                                 const float* __restrict__ g,
                                                                 const float* __restrict__ beta,
                                                                 float* __restrict__ state,
                                                                 float* __restrict__ o, int T) {
    int h = blockIdx.x / DV_SPLIT;
    int col = (blockIdx.x % DV_SPLIT) * COLS + threadIdx.x;
    int kh = h / (HV / HK);
    __shared__ float qs[DK], ks[DK];
    float s[DK];
    float* sp = state + (u64)h * DK * DV + col;
#pragma unroll
    for (int k = 0; k < DK; ++k) s[k] = sp[(u64)k * DV];
    for (int t = 0; t < T; ++t) {
        const float* row = conv + (u64)t * CONV_DIM;
        __syncthreads();
        for (int i = threadIdx.x; i < DK; i += blockDim.x) {
            qs[i] = row[kh * DK + i];
            ks[i] = row[KEY_DIM + kh * DK + i];
        }
        __syncthreads();
        float decay = __expf(g[t * HV + h]);
        float b = beta[t * HV + h];
        float v = row[2 * KEY_DIM + h * DV + col];
        float kv = 0.0f;
#pragma unroll
        for (int k = 0; k < DK; ++k) {
            s[k] *= decay;
            kv += s[k] * ks[k];
        }
        float delta = (v - kv) * b;
        float out = 0.0f;
#pragma unroll
        for (int k = 0; k < DK; ++k) {
            s[k] += ks[k] * delta;
            out += s[k] * qs[k];
        }
        o[((u64)t * HV + h) * DV + col] = out;
    }
#pragma unroll
    for (int k = 0; k < DK; ++k) sp[(u64)k * DV] = s[k];
}

// Gated RMSNorm per value head: o / rms(o) * w * silu(z). One warp per (token, head).
extern "C" __global__ void gdn_gated_norm(const float* __restrict__ o, const float* __restrict__ proj,
                                          const float* __restrict__ w, float* __restrict__ out, int T) {
    int warp = blockIdx.x * (blockDim.x >> 5) + (threadIdx.x >> 5);
    int lane = threadIdx.x & 31;
    if (warp >= T * HV) return;
    const float* v = o + (u64)warp * DV;
    const float* zz = proj + (u64)(warp / HV) * GDN_PROJ + CONV_DIM + (warp % HV) * DV;
    float ss = 0.0f;
    for (int i = lane; i < DV; i += WARP) ss += v[i] * v[i];
    float inv = rsqrtf(warp_sum(ss) / DV + EPS);
    for (int i = lane; i < DV; i += WARP) out[(u64)warp * DV + i] = v[i] * inv * w[i] * siluf_(zz[i]);
}
