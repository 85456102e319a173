// Gated DeltaNet, token by token: conv step with the q/k L2 norm, the gated fp32 delta-rule
// state update, and (for prompt chunks; decode folds it into the output projection) the
// gated RMSNorm. Tokens of a chunk are processed in order.
#include "common.cuh"

#define KEY_DIM (HK * DK)
#define VALUE_DIM (HV * DV)
#define CONV_DIM (2 * KEY_DIM + VALUE_DIM)
// One fused projection feeds the layer: per token [qkv (CONV_DIM) | z (VALUE_DIM) | b (HV) | a (HV)].
#define GDN_PROJ (CONV_DIM + VALUE_DIM + 2 * HV)

// Depthwise causal conv over T tokens continuing from `window` ([CONV_K-1, CONV_DIM], oldest
// first), then SiLU; q and k heads are then L2-normalised (q also scaled by 1/sqrt(DK)).
// Block b < 2*HK owns q/k head b; the rest own 128 value channels each. A thread owns its
// channels for every token, so the window is updated in place.
#define CONV_THREADS 128
#define CONV_PER ((DK > CONV_THREADS ? DK + CONV_THREADS - 1 : CONV_THREADS) / CONV_THREADS)
extern "C" __global__ void __launch_bounds__(CONV_THREADS)
    gdn_conv(const float* proj, float* window, const float* __restrict__ weight,
             float* out, int T) {
    pdl_trigger();
    pdl_wait();
    __shared__ float scratch[32];
    const bool qk = blockIdx.x < 2 * HK;
    const int base = qk ? blockIdx.x * DK : 2 * KEY_DIM + (blockIdx.x - 2 * HK) * CONV_THREADS;
    const int count = qk ? DK : min(CONV_THREADS, CONV_DIM - base);
    float hist[CONV_PER][CONV_K], w[CONV_PER][CONV_K];
#pragma unroll
    for (int j = 0; j < CONV_PER; ++j) {
        int i = j * CONV_THREADS + threadIdx.x;
#pragma unroll
        for (int k = 0; k < CONV_K; ++k) {
            w[j][k] = i < count ? weight[(base + i) * CONV_K + k] : 0.0f;
            hist[j][k] = (i < count && k < CONV_K - 1) ? window[k * CONV_DIM + base + i] : 0.0f;
        }
    }
    for (int t = 0; t < T; ++t) {
        float y[CONV_PER];
        float ss = 0.0f;
#pragma unroll
        for (int j = 0; j < CONV_PER; ++j) {
            int i = j * CONV_THREADS + threadIdx.x;
            hist[j][CONV_K - 1] = i < count ? proj[(u64)t * GDN_PROJ + base + i] : 0.0f;
            float acc = 0.0f;
#pragma unroll
            for (int k = 0; k < CONV_K; ++k) acc += w[j][k] * hist[j][k];
            y[j] = siluf_(acc);
            ss += i < count ? y[j] * y[j] : 0.0f;
#pragma unroll
            for (int k = 0; k < CONV_K - 1; ++k) hist[j][k] = hist[j][k + 1];
        }
        float scale = 1.0f;
        if (qk) {
            scale = rsqrtf(block_sum(ss, scratch) + 1e-6f);
            if (blockIdx.x < HK) scale *= rsqrtf((float)DK);
        }
#pragma unroll
        for (int j = 0; j < CONV_PER; ++j) {
            int i = j * CONV_THREADS + threadIdx.x;
            if (i < count) out[(u64)t * CONV_DIM + base + i] = y[j] * scale;
        }
    }
#pragma unroll
    for (int j = 0; j < CONV_PER; ++j) {
        int i = j * CONV_THREADS + threadIdx.x;
#pragma unroll
        for (int k = 0; k < CONV_K - 1; ++k)
            if (i < count) window[k * CONV_DIM + base + i] = hist[j][k];
    }
}

// Delta rule with the gates, state fp32 stored [HV, DV, DK] (one value column's DK entries
// contiguous). LPC lanes share a value column, each keeping KPL state entries in registers;
// a block covers CPB columns of one value head, so the 2 MB state of a layer is spread
// over HV * DV / CPB blocks.
#define LPC ((DK % 8 == 0) ? 8 : (DK % 4 == 0) ? 4 : (DK % 2 == 0) ? 2 : 1)
#define KPL (DK / LPC)
#define CPB (128 / LPC)
#define BPH ((DV + CPB - 1) / CPB)
// 16-byte accesses when a lane's entries and every row start are 16-byte aligned.
#define KPL_VEC (KPL % 4 == 0 && CONV_DIM % 4 == 0)

__device__ __forceinline__ void load_kpl(const float* p, float* out) {
    if (KPL_VEC) {
#pragma unroll
        for (int i = 0; i < KPL; i += 4) {
            float4 v = *(const float4*)(p + i);
            out[i] = v.x; out[i + 1] = v.y; out[i + 2] = v.z; out[i + 3] = v.w;
        }
    } else {
#pragma unroll
        for (int i = 0; i < KPL; ++i) out[i] = p[i];
    }
}
extern "C" __global__ void __launch_bounds__(128)
    gdn_recurrent(const float* conv, const float* proj, const float* __restrict__ a_log,
                  const float* __restrict__ dt_bias, float* state, float* o, int T) {
    pdl_trigger();
    pdl_wait();
    const int h = blockIdx.x / BPH;
    const int col = (blockIdx.x % BPH) * CPB + threadIdx.x / LPC;
    const int part = threadIdx.x % LPC;
    const bool active = col < DV;
    const int kh = h / (HV / HK);
    float* sp = state + ((u64)h * DV + (active ? col : 0)) * DK + part * KPL;
    float s[KPL];
    load_kpl(sp, s);  // inactive columns read (and never write) column 0
    const float neg_a = -expf(a_log[h]);
    const float bias = dt_bias[h];
    for (int t = 0; t < T; ++t) {
        const float* row = conv + (u64)t * CONV_DIM;
        const float* ba = proj + (u64)t * GDN_PROJ + CONV_DIM + VALUE_DIM;
        float x = ba[HV + h] + bias;
        float decay = __expf(neg_a * (x > 20.0f ? x : log1pf(expf(x))));
        float beta = 1.0f / (1.0f + expf(-ba[h]));
        float q[KPL], k[KPL];
        load_kpl(row + kh * DK + part * KPL, q);
        load_kpl(row + KEY_DIM + kh * DK + part * KPL, k);
        float v = active ? row[2 * KEY_DIM + h * DV + col] : 0.0f;
        float kv = 0.0f;
#pragma unroll
        for (int i = 0; i < KPL; ++i) {
            s[i] *= decay;
            kv += s[i] * k[i];
        }
#pragma unroll
        for (int off = 1; off < LPC; off <<= 1) kv += __shfl_xor_sync(0xffffffffu, kv, off);
        float delta = (v - kv) * beta;
        float out = 0.0f;
#pragma unroll
        for (int i = 0; i < KPL; ++i) {
            s[i] += k[i] * delta;
            out += s[i] * q[i];
        }
#pragma unroll
        for (int off = 1; off < LPC; off <<= 1) out += __shfl_xor_sync(0xffffffffu, out, off);
        if (active && part == 0) o[((u64)t * HV + h) * DV + col] = out;
    }
    if (active) {
        if (KPL_VEC) {
#pragma unroll
            for (int i = 0; i < KPL; i += 4) *(float4*)(sp + i) = float4{s[i], s[i + 1], s[i + 2], s[i + 3]};
        } else {
#pragma unroll
            for (int i = 0; i < KPL; ++i) sp[i] = s[i];
        }
    }
}

// Gated RMSNorm per value head: o / rms(o) * w * silu(z). One warp per (token, head).
extern "C" __global__ void gdn_gated_norm(const float* o, const float* proj,
                                          const float* __restrict__ w, float* out, int T) {
    pdl_trigger();
    pdl_wait();
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
