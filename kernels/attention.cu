// Gated full attention for decode: q/k norm + partial RoPE + KV-cache write, then
// split-K (flash-decoding) attention over the bf16 cache, and a combine that applies the
// sigmoid output gate.
#include "common.cuh"

// Per token [q|gate interleaved per head (2*NH*HD) | k (NKV*HD) | v (NKV*HD)].
#define ATTN_PROJ (2 * NH * HD + 2 * NKV * HD)

// Block per (token, head among NH query heads then NKV key heads).
extern "C" __global__ void attn_prep(const float* proj, const float* __restrict__ q_norm,
                                     const float* __restrict__ k_norm, float* q_out,
                                     bf16_t* k_cache, bf16_t* v_cache,
                                     const int* pos_ptr) {
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
// Each lane owns EPL consecutive dims of a head (8 for head_dim 256: one 16-byte piece of a
// K or V row).
#define EPL ((HD + 31) / 32)
// Cache positions per shared-memory tile; two tiles of K and V rows are in flight per block.
#define ATILE 16
// 16-byte pieces of one K (or V) row.
#define ROW_PIECES (HD / 8)
// Fewest positions per split: short contexts use few splits, long ones up to the grid's.
#define MIN_CHUNK 32
// Most splits a launch may have (MAX_ATTN_SPLITS in the backend).
#define MAX_SPLITS 512

__device__ __forceinline__ int attn_chunk(int visible, int splits) {
    int c = (visible + splits - 1) / splits;
    return c < MIN_CHUNK ? MIN_CHUNK : c;
}

// This lane's EPL values of a row in shared memory (one 16-byte read for head_dim 256).
__device__ __forceinline__ void smem_row(const bf16_t* row, int lane, float* out) {
    if (EPL == 8 && HD == 256) {
        uint4 p = *((const uint4*)row + lane);
        out[0] = __uint_as_float(p.x << 16); out[1] = __uint_as_float(p.x & 0xffff0000u);
        out[2] = __uint_as_float(p.y << 16); out[3] = __uint_as_float(p.y & 0xffff0000u);
        out[4] = __uint_as_float(p.z << 16); out[5] = __uint_as_float(p.z & 0xffff0000u);
        out[6] = __uint_as_float(p.w << 16); out[7] = __uint_as_float(p.w & 0xffff0000u);
    } else {
#pragma unroll
        for (int j = 0; j < EPL; ++j) {
            int d = lane * EPL + j;
            out[j] = d < HD ? bf16_to_f32(row[d]) : 0.0f;
        }
    }
}

__device__ __forceinline__ void cp_async16(void* smem, const void* gmem) {
    u32 dst = (u32)__cvta_generic_to_shared(smem);
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" ::"r"(dst), "l"(gmem) : "memory");
}
__device__ __forceinline__ void cp_async_commit() { asm volatile("cp.async.commit_group;" ::: "memory"); }
template <int N>
__device__ __forceinline__ void cp_async_wait() { asm volatile("cp.async.wait_group %0;" ::"n"(N) : "memory"); }

// Partial softmax-attention of token t over its split of the visible cache positions
// (chunk = attn_chunk(visible, splits); splits past the end write nothing). Grid (NKV, T,
// splits); one warp per query head of the KV head's group. The block copies K and V rows
// tile by tile into shared memory (each byte fetched once for the whole GQA group), the
// next tile in flight while the current one is used.
extern "C" __global__ void __launch_bounds__(GROUP * 32)
    attn_partial(const float* q, const bf16_t* k_cache,
                 const bf16_t* v_cache, float* part, const int* pos_ptr) {
    pdl_trigger();
    pdl_wait();
    __shared__ __align__(16) bf16_t ks[2][ATILE][HD];
    __shared__ __align__(16) bf16_t vs[2][ATILE][HD];
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
    // Copies the rows of positions [p0, p0 + ATILE) that exist into buffer `buf`.
    auto issue = [&](int p0, int buf) {
        for (int i = threadIdx.x; i < 2 * ATILE * ROW_PIECES; i += blockDim.x) {
            int kv = i / (ATILE * ROW_PIECES), r = i % (ATILE * ROW_PIECES);
            int row = r / ROW_PIECES, piece = r % ROW_PIECES;
            if (p0 + row < end) {
                const bf16_t* src = (kv ? v_cache : k_cache) + ((u64)(p0 + row) * NKV + kvh) * HD + piece * 8;
                bf16_t* dst = (kv ? &vs[buf][row][0] : &ks[buf][row][0]) + piece * 8;
                cp_async16(dst, src);
            }
        }
        cp_async_commit();
    };
    float m = -INFINITY, l = 0.0f;
    issue(begin, 0);
    for (int p0 = begin, buf = 0; p0 < end; p0 += ATILE, buf ^= 1) {
        if (p0 + ATILE < end) {
            issue(p0 + ATILE, buf ^ 1);
            cp_async_wait<1>();
        } else {
            cp_async_wait<0>();
        }
        __syncthreads();
        const int n = min(ATILE, end - p0);
        float sc[ATILE];
#pragma unroll
        for (int b = 0; b < ATILE; ++b) {
            float kr[EPL];
            smem_row(&ks[buf][b][0], lane, kr);
            sc[b] = 0.0f;
#pragma unroll
            for (int j = 0; j < EPL; ++j) sc[b] += qv[j] * kr[j];
        }
#pragma unroll
        for (int o = 16; o > 0; o >>= 1) {
#pragma unroll
            for (int b = 0; b < ATILE; ++b) sc[b] += __shfl_xor_sync(0xffffffffu, sc[b], o);
        }
        float m_new = m;
#pragma unroll
        for (int b = 0; b < ATILE; ++b)
            if (b < n) m_new = fmaxf(m_new, sc[b]);
        float corr = __expf(m - m_new);
        l *= corr;
#pragma unroll
        for (int j = 0; j < EPL; ++j) acc[j] *= corr;
#pragma unroll
        for (int b = 0; b < ATILE; ++b) {
            if (b < n) {  // rows past the end were not copied: stale shared memory
                float e = __expf(sc[b] - m_new);
                float vr[EPL];
                smem_row(&vs[buf][b][0], lane, vr);
                l += e;
#pragma unroll
                for (int j = 0; j < EPL; ++j) acc[j] += e * vr[j];
            }
        }
        m = m_new;
        __syncthreads();  // the buffer is refilled next iteration
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
    attn_combine(const float* part, const float* proj, float* o,
                 const int* pos_ptr, int splits) {
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
