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
    pdl_trigger();
    pdl_wait();
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
#define ROW_VEC (EPL == 8 && HD == 256)
// Cache positions whose K (then V) rows a warp keeps in flight together.
#define PBATCH (ROW_VEC ? 16 : 4)
// Fewest positions per split: short contexts use few splits, long ones up to the grid's.
#define MIN_CHUNK 32
// Most splits a launch may have (MAX_ATTN_SPLITS in the backend).
#define MAX_SPLITS 512

__device__ __forceinline__ int attn_chunk(int visible, int splits) {
    int c = (visible + splits - 1) / splits;
    return c < MIN_CHUNK ? MIN_CHUNK : c;
}

// One position's row for this lane: raw 16 bytes (unpacked at use) or EPL floats.
struct RowPart {
    uint4 raw;
    float f[ROW_VEC ? 1 : EPL];
};

__device__ __forceinline__ RowPart load_row(const bf16_t* __restrict__ row, int lane, bool valid) {
    RowPart r;
    if (ROW_VEC) {
        r.raw = valid ? __ldg((const uint4*)row + lane) : uint4{0u, 0u, 0u, 0u};
    } else {
#pragma unroll
        for (int j = 0; j < (ROW_VEC ? 1 : EPL); ++j) {
            int d = lane * EPL + j;
            r.f[j] = (valid && d < HD) ? bf16_to_f32(row[d]) : 0.0f;
        }
    }
    return r;
}

__device__ __forceinline__ float row_elem(const RowPart& r, int j) {
    if (ROW_VEC) {
        u32 w;
        switch (j >> 1) {
            case 0: w = r.raw.x; break;
            case 1: w = r.raw.y; break;
            case 2: w = r.raw.z; break;
            default: w = r.raw.w; break;
        }
        return (j & 1) ? __uint_as_float(w & 0xffff0000u) : __uint_as_float(w << 16);
    }
    return r.f[ROW_VEC ? 0 : j];
}

// Partial softmax-attention of token t over its split of the visible cache positions
// (chunk = attn_chunk(visible, splits); splits past the end write nothing). Grid (NKV, T,
// splits); one warp per query head of the KV head's group, so each K/V row is fetched once
// from memory for the whole group (GQA) and served from L1. PBATCH rows are loaded before
// any is used.
extern "C" __global__ void attn_partial(const float* __restrict__ q, const bf16_t* __restrict__ k_cache,
                                        const bf16_t* __restrict__ v_cache, float* __restrict__ part,
                                        const int* __restrict__ pos_ptr) {
    pdl_trigger();
    pdl_wait();
    int kvh = blockIdx.x, t = blockIdx.y, s = blockIdx.z, splits = gridDim.z;
    int lane = threadIdx.x & 31, h = kvh * GROUP + (threadIdx.x >> 5);
    int visible = *pos_ptr + t + 1;
    int chunk = attn_chunk(visible, splits);
    int begin = s * chunk, end = min(begin + chunk, visible);
    if (begin >= end) return;
    const float scale = rsqrtf((float)HD);
    float qv[EPL], acc[EPL];
#pragma unroll
    for (int j = 0; j < EPL; ++j) {
        int d = lane * EPL + j;
        qv[j] = d < HD ? q[((u64)t * NH + h) * HD + d] * scale : 0.0f;
        acc[j] = 0.0f;
    }
    float m = -INFINITY, l = 0.0f;
    for (int p0 = begin; p0 < end; p0 += PBATCH) {
        RowPart rows[PBATCH];
#pragma unroll
        for (int b = 0; b < PBATCH; ++b)
            rows[b] = load_row(k_cache + ((u64)(p0 + b) * NKV + kvh) * HD, lane, p0 + b < end);
        float sc[PBATCH];
#pragma unroll
        for (int b = 0; b < PBATCH; ++b) {
            sc[b] = 0.0f;
#pragma unroll
            for (int j = 0; j < EPL; ++j) sc[b] += qv[j] * row_elem(rows[b], j);
        }
#pragma unroll
        for (int o = 16; o > 0; o >>= 1) {
#pragma unroll
            for (int b = 0; b < PBATCH; ++b) sc[b] += __shfl_xor_sync(0xffffffffu, sc[b], o);
        }
#pragma unroll
        for (int b = 0; b < PBATCH; ++b)
            rows[b] = load_row(v_cache + ((u64)(p0 + b) * NKV + kvh) * HD, lane, p0 + b < end);
        float m_new = m;
#pragma unroll
        for (int b = 0; b < PBATCH; ++b)
            if (p0 + b < end) m_new = fmaxf(m_new, sc[b]);
        float corr = __expf(m - m_new);
        l *= corr;
#pragma unroll
        for (int j = 0; j < EPL; ++j) acc[j] *= corr;
#pragma unroll
        for (int b = 0; b < PBATCH; ++b) {
            float e = p0 + b < end ? __expf(sc[b] - m_new) : 0.0f;
            l += e;
#pragma unroll
            for (int j = 0; j < EPL; ++j) acc[j] += e * row_elem(rows[b], j);
        }
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

// Merges the used splits of (token, head), divides by the softmax sum and applies the gate:
// o[t, h*HD + d] = attn * sigmoid(gate). Grid (T, NH, ceil(HD / 32)), 256 threads: every
// block weighs all splits, then each warp sums every 8th split for 32 dims, so a long
// context's thousands of partials are read in parallel.
#define COMBINE_WARPS 8
extern "C" __global__ void __launch_bounds__(COMBINE_WARPS * 32)
    attn_combine(const float* __restrict__ part, const float* __restrict__ proj, float* __restrict__ o,
                 const int* __restrict__ pos_ptr, int splits) {
    pdl_trigger();
    pdl_wait();
    __shared__ float scratch[32];
    __shared__ float scale[MAX_SPLITS];
    __shared__ float sums[COMBINE_WARPS][32];
    int t = blockIdx.x, h = blockIdx.y;
    int lane = threadIdx.x & 31, wid = threadIdx.x >> 5;
    const float* p = part + ((u64)t * NH + h) * splits * (HD + 2);
    int visible = *pos_ptr + t + 1;
    int chunk = attn_chunk(visible, splits);
    int used = (visible + chunk - 1) / chunk;
    float M = -INFINITY;
    for (int s = threadIdx.x; s < used; s += blockDim.x) M = fmaxf(M, p[s * (HD + 2)]);
    M = block_max(M, scratch);
    float L = 0.0f;
    for (int s = threadIdx.x; s < used; s += blockDim.x) {
        float w = __expf(p[s * (HD + 2)] - M);
        scale[s] = w;
        L += p[s * (HD + 2) + 1] * w;
    }
    L = block_sum(L, scratch);  // its barriers also publish `scale`
    int d = blockIdx.z * 32 + lane;
    float a = 0.0f;
    if (d < HD) {
#pragma unroll 4
        for (int s = wid; s < used; s += COMBINE_WARPS) a += p[s * (HD + 2) + 2 + d] * scale[s];
    }
    sums[wid][lane] = a;
    __syncthreads();
    if (wid == 0 && d < HD) {
        float total = 0.0f;
        for (int w = 0; w < COMBINE_WARPS; ++w) total += sums[w][lane];
        const float* gate = proj + (u64)t * ATTN_PROJ + h * 2 * HD + HD;
        o[(u64)t * NH * HD + h * HD + d] = total / L * sigmoidf_(gate[d]);
    }
}

// Advances the sequence position kept on the GPU, so a captured decode step replays at the
// right position.
extern "C" __global__ void advance_pos(int* pos, int t) {
    pdl_trigger();
    pdl_wait();
    *pos += t;
}
