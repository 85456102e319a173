// Gated full attention for decode: q/k norm + partial RoPE + KV-cache write, then
// split-K (flash-decoding) attention over the bf16 cache, and a combine that applies the
// sigmoid output gate.
#include "common.cuh"

// Per token [q|gate interleaved per head (2*NH*HD) | k (NKV*HD) | v (NKV*HD)].
#define ATTN_PROJ (2 * NH * HD + 2 * NKV * HD)

// Block per (token, head among NH query heads then NKV key heads).
extern "C" __global__ void attn_prep(const float* __restrict__ proj, const float* __restrict__ q_norm,
                                     const float* __restrict__ k_norm, float* __restrict__ q_out,
                                     bf16_t* __restrict__ k_cache, bf16_t* __restrict__ v_cache,
                                     const int* __restrict__ pos_ptr) {
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
    int pos = *pos_ptr + t;
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

#define GROUP (NH / NKV)
// Each lane owns EPL consecutive dims of a head, so a K or V row is one contiguous load
// per lane (16 bytes when EPL == 8, as for head_dim 256).
#define EPL ((HD + 31) / 32)

__device__ __forceinline__ void load_row(const bf16_t* __restrict__ row, int lane, float* out) {
    if (EPL == 8 && HD == 256) {
        uint4 p = __ldg((const uint4*)row + lane);
        out[0] = bf16_to_f32((bf16_t)(p.x & 0xffff)); out[1] = bf16_to_f32((bf16_t)(p.x >> 16));
        out[2] = bf16_to_f32((bf16_t)(p.y & 0xffff)); out[3] = bf16_to_f32((bf16_t)(p.y >> 16));
        out[4] = bf16_to_f32((bf16_t)(p.z & 0xffff)); out[5] = bf16_to_f32((bf16_t)(p.z >> 16));
        out[6] = bf16_to_f32((bf16_t)(p.w & 0xffff)); out[7] = bf16_to_f32((bf16_t)(p.w >> 16));
    } else {
#pragma unroll
        for (int j = 0; j < EPL; ++j) {
            int d = lane * EPL + j;
            out[j] = d < HD ? bf16_to_f32(row[d]) : 0.0f;
        }
    }
}

// Partial softmax-attention over cache positions [s*chunk, min((s+1)*chunk, visible)) for
// token t. Grid (NKV, T, splits); one warp per query head of the KV head's group, so each
// K/V row is fetched once from memory for the whole group (GQA) and served from L1.
extern "C" __global__ void attn_partial(const float* __restrict__ q, const bf16_t* __restrict__ k_cache,
                                        const bf16_t* __restrict__ v_cache, float* __restrict__ part,
                                        const int* __restrict__ pos_ptr, int chunk) {
    int kvh = blockIdx.x, t = blockIdx.y, s = blockIdx.z, splits = gridDim.z;
    int lane = threadIdx.x & 31, h = kvh * GROUP + (threadIdx.x >> 5);
    int visible = *pos_ptr + t + 1;
    int begin = s * chunk, end = min(begin + chunk, visible);
    const float scale = rsqrtf((float)HD);
    float qv[EPL], acc[EPL], kv[EPL];
#pragma unroll
    for (int j = 0; j < EPL; ++j) {
        int d = lane * EPL + j;
        qv[j] = d < HD ? q[((u64)t * NH + h) * HD + d] * scale : 0.0f;
        acc[j] = 0.0f;
    }
    float m = -INFINITY, l = 0.0f;
    for (int p = begin; p < end; ++p) {
        load_row(k_cache + ((u64)p * NKV + kvh) * HD, lane, kv);
        float sc = 0.0f;
#pragma unroll
        for (int j = 0; j < EPL; ++j) sc += qv[j] * kv[j];
        sc = warp_sum(sc);
        float m_new = fmaxf(m, sc);
        float corr = __expf(m - m_new), e = __expf(sc - m_new);
        l = l * corr + e;
        load_row(v_cache + ((u64)p * NKV + kvh) * HD, lane, kv);
#pragma unroll
        for (int j = 0; j < EPL; ++j) acc[j] = acc[j] * corr + e * kv[j];
        m = m_new;
    }
    float* out = part + (((u64)t * NH + h) * splits + s) * (HD + 2);
    if (lane == 0) {
        out[0] = m;
        out[1] = l;
    }
#pragma unroll
    for (int j = 0; j < EPL; ++j) {
        int d = lane * EPL + j;
        if (d < HD) out[2 + d] = acc[j];
    }
}

// Merges the splits of (token, head), divides by the softmax sum and applies the gate:
// o[t, h*HD + d] = attn * sigmoid(gate). Grid (T, NH).
extern "C" __global__ void attn_combine(const float* __restrict__ part, const float* __restrict__ proj,
                                        float* __restrict__ o, const int* __restrict__ pos_ptr, int chunk,
                                        int splits) {
    int t = blockIdx.x, h = blockIdx.y;
    const float* p = part + ((u64)t * NH + h) * splits * (HD + 2);
    // The grid may cover more splits than hold positions (a CUDA graph sized for the capacity).
    splits = min(splits, (*pos_ptr + t + chunk) / chunk);
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

// Advances the sequence position kept on the GPU, so a captured decode step replays at the
// right position.
extern "C" __global__ void advance_pos(int* pos, int t) { *pos += t; }
