// Gated full attention for decode: q/k norm + partial RoPE + KV-cache write, then
// split-K (flash-decoding) attention over the bf16 cache, and a combine that applies the
// sigmoid output gate.
#include "common.cuh"

// Per token [q|gate interleaved per head (2*NH*HD) | k (NKV*HD) | v (NKV*HD)].
#define ATTN_PROJ (2 * NH * HD + 2 * NKV * HD)
#define HD_LANES ((HD + 31) / 32)

// Block per (token, head among NH query heads then NKV key heads).
extern "C" __global__ void attn_prep(const float* __restrict__ proj, const float* __restrict__ q_norm,
                                     const float* __restrict__ k_norm, float* __restrict__ q_out,
                                     bf16_t* __restrict__ k_cache, bf16_t* __restrict__ v_cache, int pos0) {
    __shared__ float buf[HD];
    __shared__ float scratch[32];
    int t = blockIdx.x, hh = blockIdx.y;
    const float* row = proj + (u64)t * ATTN_PROJ;
    bool is_q = hh < NH;
    const float* src = is_q ? row + hh * 2 * HD : row + 2 * NH * HD + (hh - NH) * HD;
    const float* w = is_q ? q_norm : k_norm;
    float ss = 0.0f;
    for (int i = threadIdx.x; i < HD; i += blockDim.x) {
        float v = src[i];
        buf[i] = v;
        ss += v * v;
    }
    float inv = rsqrtf(block_sum(ss, scratch) / HD + EPS);
    __syncthreads();
    for (int i = threadIdx.x; i < HD; i += blockDim.x) buf[i] = buf[i] * inv * (1.0f + w[i]);
    __syncthreads();
    int pos = pos0 + t;
    float outv[(HD + 63) / 64 * 2];  // up to ceil(HD / blockDim) values per thread (blockDim >= 32)
    int n = 0;
    for (int i = threadIdx.x; i < HD; i += blockDim.x, ++n) {
        float v = buf[i];
        if (i < ROT) {
            const int half = ROT / 2;
            int j = i < half ? i : i - half;
            float inv_freq = 1.0f / powf(ROPE_THETA, (float)(2 * j) / (float)ROT);
            float s, c;
            sincosf((float)pos * inv_freq, &s, &c);
            v = i < half ? buf[i] * c - buf[i + half] * s : buf[i] * c + buf[i - half] * s;
        }
        outv[n] = v;
    }
    n = 0;
    if (is_q) {
        for (int i = threadIdx.x; i < HD; i += blockDim.x, ++n) q_out[((u64)t * NH + hh) * HD + i] = outv[n];
    } else {
        int kh = hh - NH;
        u64 at = ((u64)pos * NKV + kh) * HD;
        const float* vsrc = row + 2 * NH * HD + NKV * HD + kh * HD;
        for (int i = threadIdx.x; i < HD; i += blockDim.x, ++n) {
            k_cache[at + i] = f32_to_bf16(outv[n]);
            v_cache[at + i] = f32_to_bf16(vsrc[i]);
        }
    }
}

// Partial softmax-attention of query (token t, head h) over cache positions
// [s*chunk, min((s+1)*chunk, visible)). Grid (NH, T, splits), 4 warps per block.
extern "C" __global__ void attn_partial(const float* __restrict__ q, const bf16_t* __restrict__ k_cache,
                                        const bf16_t* __restrict__ v_cache, float* __restrict__ part,
                                        int pos0, int chunk) {
    int h = blockIdx.x, t = blockIdx.y, s = blockIdx.z, splits = gridDim.z;
    int lane = threadIdx.x & 31, wid = threadIdx.x >> 5, nw = blockDim.x >> 5;
    int kvh = h / (NH / NKV);
    int visible = pos0 + t + 1;
    int begin = s * chunk, end = min(begin + chunk, visible);
    const float scale = rsqrtf((float)HD);
    float qv[HD_LANES];
#pragma unroll
    for (int d = 0; d < HD_LANES; ++d) qv[d] = (lane + 32 * d < HD) ? q[((u64)t * NH + h) * HD + lane + 32 * d] : 0.0f;
    float m = -INFINITY, l = 0.0f, acc[HD_LANES];
#pragma unroll
    for (int d = 0; d < HD_LANES; ++d) acc[d] = 0.0f;
    for (int p = begin + wid; p < end; p += nw) {
        const bf16_t* kr = k_cache + ((u64)p * NKV + kvh) * HD;
        float sc = 0.0f;
#pragma unroll
        for (int d = 0; d < HD_LANES; ++d)
            if (lane + 32 * d < HD) sc += qv[d] * bf16_to_f32(kr[lane + 32 * d]);
        sc = warp_sum(sc) * scale;
        float m_new = fmaxf(m, sc);
        float corr = __expf(m - m_new), e = __expf(sc - m_new);
        l = l * corr + e;
        const bf16_t* vr = v_cache + ((u64)p * NKV + kvh) * HD;
#pragma unroll
        for (int d = 0; d < HD_LANES; ++d)
            if (lane + 32 * d < HD) acc[d] = acc[d] * corr + e * bf16_to_f32(vr[lane + 32 * d]);
        m = m_new;
    }
    // Combine the warps of this block.
    __shared__ float wm[32], wl[32], wacc[32][HD_LANES * 32];
    if (lane == 0) {
        wm[wid] = m;
        wl[wid] = l;
    }
#pragma unroll
    for (int d = 0; d < HD_LANES; ++d) wacc[wid][lane + 32 * d] = acc[d];
    __syncthreads();
    float* out = part + (((u64)t * NH + h) * splits + s) * (HD + 2);
    if (wid == 0) {
        float M = -INFINITY;
        for (int w = 0; w < nw; ++w) M = fmaxf(M, wm[w]);
        float L = 0.0f;
        float a[HD_LANES];
#pragma unroll
        for (int d = 0; d < HD_LANES; ++d) a[d] = 0.0f;
        for (int w = 0; w < nw; ++w) {
            float f = (wm[w] == -INFINITY) ? 0.0f : __expf(wm[w] - M);
            L += wl[w] * f;
#pragma unroll
            for (int d = 0; d < HD_LANES; ++d) a[d] += wacc[w][lane + 32 * d] * f;
        }
        if (lane == 0) {
            out[0] = M;
            out[1] = L;
        }
#pragma unroll
        for (int d = 0; d < HD_LANES; ++d)
            if (lane + 32 * d < HD) out[2 + lane + 32 * d] = a[d];
    }
}

// Merges the splits of (token, head), divides by the softmax sum and applies the gate:
// o[t, h*HD + d] = attn * sigmoid(gate). Grid (T, NH).
extern "C" __global__ void attn_combine(const float* __restrict__ part, const float* __restrict__ proj,
                                        float* __restrict__ o, int splits) {
    int t = blockIdx.x, h = blockIdx.y;
    const float* p = part + ((u64)t * NH + h) * splits * (HD + 2);
    float M = -INFINITY;
    for (int s = 0; s < splits; ++s) M = fmaxf(M, p[s * (HD + 2)]);
    float L = 0.0f;
    for (int s = 0; s < splits; ++s) {
        float m = p[s * (HD + 2)];
        if (m != -INFINITY) L += p[s * (HD + 2) + 1] * __expf(m - M);
    }
    const float* gate = proj + (u64)t * ATTN_PROJ + h * 2 * HD + HD;
    for (int d = threadIdx.x; d < HD; d += blockDim.x) {
        float a = 0.0f;
        for (int s = 0; s < splits; ++s) {
            float m = p[s * (HD + 2)];
            if (m != -INFINITY) a += p[s * (HD + 2) + 2 + d] * __expf(m - M);
        }
        o[(u64)t * NH * HD + h * HD + d] = a / L * sigmoidf_(gate[d]);
    }
}
