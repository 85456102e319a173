// Gated DeltaNet, token by token: conv step with the q/k L2 norm, the gated fp32 delta-rule
// state update, and (for prompt chunks; decode folds it into the output projection) the
// gated RMSNorm. Tokens of a chunk are processed in order.
#include "common.cuh"
#include "mma.cuh"
#include "matvec.cuh"

// One fused projection feeds the layer: per token [qkv (CONV_DIM) | z (VALUE_DIM) | b (HV) | a (HV)].
#define GDN_PROJ (CONV_DIM + VALUE_DIM + 2 * HV)

// Depthwise causal conv over T tokens continuing from `window` ([CONV_K-1, CONV_DIM], oldest
// first), then SiLU; q and k heads are then L2-normalised (q also scaled by 1/sqrt(DK)).
// Block x < 2*HK owns q/k head x; the rest own 128 value channels each. Block y takes tokens
// [y * per_block, (y + 1) * per_block): a thread walks them for its channels, starting from
// the inputs just before its range (the cached window before token 0). With one token range
// the block also moves the window on in place; with several, gdn_conv_window does it after
// every range has read the old one.
#define CONV_THREADS 128
#define CONV_PER ((DK > CONV_THREADS ? DK + CONV_THREADS - 1 : CONV_THREADS) / CONV_THREADS)
extern "C" __global__ void __launch_bounds__(CONV_THREADS)
    gdn_conv(const float* proj, float* window, const float* __restrict__ weight,
             float* out, int T, int per_block) {
    pdl_trigger();
    pdl_wait();
    __shared__ float scratch[32];
    const bool qk = blockIdx.x < 2 * HK;
    const int base = qk ? blockIdx.x * DK : 2 * KEY_DIM + (blockIdx.x - 2 * HK) * CONV_THREADS;
    const int count = qk ? DK : min(CONV_THREADS, CONV_DIM - base);
    const int t0 = blockIdx.y * per_block, t1 = min(T, t0 + per_block);
    // Input s of the sequence (s < 0: the cached window) for channel c.
    auto input = [&](int s, int c) {
        return s >= 0 ? proj[(u64)s * GDN_PROJ + c] : window[(s + CONV_K - 1) * CONV_DIM + c];
    };
    float hist[CONV_PER][CONV_K], w[CONV_PER][CONV_K];
#pragma unroll
    for (int j = 0; j < CONV_PER; ++j) {
        int i = j * CONV_THREADS + threadIdx.x;
#pragma unroll
        for (int k = 0; k < CONV_K; ++k) {
            w[j][k] = i < count ? weight[(base + i) * CONV_K + k] : 0.0f;
            hist[j][k] = (i < count && k < CONV_K - 1) ? input(t0 - (CONV_K - 1) + k, base + i) : 0.0f;
        }
    }
    // Token t + 1's inputs are requested before token t's sum of squares waits on the block,
    // so the loads of consecutive tokens overlap.
    auto next_input = [&](int t, int i) { return t < t1 && i < count ? proj[(u64)t * GDN_PROJ + base + i] : 0.0f; };
    float next[CONV_PER];
#pragma unroll
    for (int j = 0; j < CONV_PER; ++j) next[j] = next_input(t0, j * CONV_THREADS + threadIdx.x);
    for (int t = t0; t < t1; ++t) {
        float y[CONV_PER];
        float ss = 0.0f;
#pragma unroll
        for (int j = 0; j < CONV_PER; ++j) {
            int i = j * CONV_THREADS + threadIdx.x;
            hist[j][CONV_K - 1] = next[j];
            next[j] = next_input(t + 1, i);
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
    if (gridDim.y > 1) return;
#pragma unroll
    for (int j = 0; j < CONV_PER; ++j) {
        int i = j * CONV_THREADS + threadIdx.x;
#pragma unroll
        for (int k = 0; k < CONV_K - 1; ++k)
            if (i < count) window[k * CONV_DIM + base + i] = hist[j][k];
    }
}

// The window of channel c after T tokens: the last CONV_K - 1 inputs, in place (row k reads a
// later row or the chunk, so ascending rows never read one already rewritten).
__device__ __forceinline__ void window_advance(const float* proj, float* window, int T, int c) {
#pragma unroll
    for (int k = 0; k < CONV_K - 1; ++k) {
        int s = T - (CONV_K - 1) + k;
        window[k * CONV_DIM + c] = s >= 0 ? proj[(u64)s * GDN_PROJ + c] : window[(s + CONV_K - 1) * CONV_DIM + c];
    }
}

// One thread per channel.
extern "C" __global__ void gdn_conv_window(const float* proj, float* window, int T) {
    pdl_trigger();
    pdl_wait();
    int c = blockIdx.x * blockDim.x + threadIdx.x;
    if (c < CONV_DIM) window_advance(proj, window, T, c);
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

__device__ __forceinline__ void store_kpl(float* p, const float* s) {
    if (KPL_VEC) {
#pragma unroll
        for (int i = 0; i < KPL; i += 4) *(float4*)(p + i) = float4{s[i], s[i + 1], s[i + 2], s[i + 3]};
    } else {
#pragma unroll
        for (int i = 0; i < KPL; ++i) p[i] = s[i];
    }
}
// The gates of a value head for one token from its b and a projections: the state's decay
// exp(-exp(a_log) * softplus(a + dt_bias)) (neg_a = -exp(a_log)) and beta = sigmoid(b).
__device__ __forceinline__ void gdn_gates(float b, float a, float neg_a, float bias, float& decay, float& beta) {
    const float x = a + bias;
    decay = __expf(neg_a * (x > 20.0f ? x : log1pf(expf(x))));
    beta = 1.0f / (1.0f + expf(-b));
}

// One token of the delta rule on this lane's KPL state entries of a value column (k and q:
// the lane's KPL entries of the normed key and query, v the column's value); returns the
// column's output, summed over the LPC lanes that share it.
__device__ __forceinline__ float delta_rule_token(float (&s)[KPL], const float* k, const float* q, float v,
                                                  float decay, float beta) {
    float kv = 0.0f;
#pragma unroll
    for (int i = 0; i < KPL; ++i) {
        s[i] *= decay;
        kv += s[i] * k[i];
    }
#pragma unroll
    for (int off = 1; off < LPC; off <<= 1) kv += __shfl_xor_sync(0xffffffffu, kv, off);
    const float delta = (v - kv) * beta;
    float out = 0.0f;
#pragma unroll
    for (int i = 0; i < KPL; ++i) {
        s[i] += k[i] * delta;
        out += s[i] * q[i];
    }
#pragma unroll
    for (int off = 1; off < LPC; off <<= 1) out += __shfl_xor_sync(0xffffffffu, out, off);
    return out;
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
        float decay, beta;
        gdn_gates(ba[h], ba[HV + h], neg_a, bias, decay, beta);
        float q[KPL], k[KPL];
        load_kpl(row + kh * DK + part * KPL, q);
        load_kpl(row + KEY_DIM + kh * DK + part * KPL, k);
        float v = active ? row[2 * KEY_DIM + h * DV + col] : 0.0f;
        float out = delta_rule_token(s, k, q, v, decay, beta);
        if (active && part == 0) o[((u64)t * HV + h) * DV + col] = out;
    }
    if (active) store_kpl(sp, s);
}

// The DeltaNet layer's decode step after its input projection, in one persistent kernel:
// the conv step and delta rule (one (value head, CPB columns) item a block at a time, the
// q/k conv repeated by the blocks that share a key head), a grid barrier, then the window
// moved on and resid += W . gated_norm(o, z). The output projection's rows are requested
// before the delta rule, so they stream while it waits on latencies; the state, window and
// conv taps of a block's first item, and this token's inputs to it, are requested before the
// rows, as a read issued after them waits until megabytes of rows have landed. Grid: at most the resident blocks (the
// barrier spins), 128 threads.
#define GDN_ITEMS (HV * BPH)
#define GDN_QK_PER ((2 * DK + 127) / 128)
#define GDN_HIST (CONV_K > 1 ? CONV_K - 1 : 1)

// Everything an item reads: its state, conv taps and window, and this token's inputs.
struct GdnItem {
    float s[KPL];
    float x[GDN_QK_PER + 1];  // this token's projection on the thread's channels, as taps
    float b, a;               // this token's gate projections for the head
    float taps[GDN_QK_PER + 1][CONV_K];  // the thread's q/k channels, then its value channel
    float hist[GDN_QK_PER + 1][GDN_HIST];
    float neg_a, bias;
    int h, kh, col, part;
    bool active;

    __device__ __forceinline__ int channel(int j) const {
        if (j == GDN_QK_PER) return 2 * KEY_DIM + h * DV + (active ? col : 0);
        int i = j * 128 + threadIdx.x;
        if (i >= 2 * DK) return -1;
        return i < DK ? kh * DK + i : KEY_DIM + kh * DK + (i - DK);
    }

    __device__ __forceinline__ void load(int item, const float* proj, const float* window,
                                         const float* __restrict__ conv_w, const float* __restrict__ a_log,
                                         const float* __restrict__ dt_bias, const float* state) {
        h = item / BPH;
        kh = h / (HV / HK);
        col = (item % BPH) * CPB + threadIdx.x / LPC;
        part = threadIdx.x % LPC;
        active = col < DV;
        const float* ba = proj + CONV_DIM + VALUE_DIM;
        b = ba[h];
        a = ba[HV + h];
#pragma unroll
        for (int j = 0; j <= GDN_QK_PER; ++j) {
            int c = channel(j);
            x[j] = c >= 0 ? proj[c] : 0.0f;
        }
        load_kpl(state + ((u64)h * DV + (active ? col : 0)) * DK + part * KPL, s);
#pragma unroll
        for (int j = 0; j <= GDN_QK_PER; ++j) {
            int c = channel(j);
#pragma unroll
            for (int k = 0; k < CONV_K; ++k) taps[j][k] = c >= 0 ? conv_w[c * CONV_K + k] : 0.0f;
#pragma unroll
            for (int k = 0; k < CONV_K - 1; ++k) hist[j][k] = c >= 0 ? window[k * CONV_DIM + c] : 0.0f;
        }
        neg_a = -expf(a_log[h]);
        bias = dt_bias[h];
    }

    // The conv step of channel j: the taps against the window and this token's input, then SiLU.
    __device__ __forceinline__ float conv(int j) const {
        float acc = taps[j][CONV_K - 1] * x[j];
#pragma unroll
        for (int k = 0; k < CONV_K - 1; ++k) acc += taps[j][k] * hist[j][k];
        return siluf_(acc);
    }

    // One token of the delta rule on the loaded inputs: writes o's column and the state.
    __device__ __forceinline__ void run(float* state, float* o, float* qk, float* scratch) {
        float y[GDN_QK_PER];
        float ssq = 0.0f, ssk = 0.0f;
#pragma unroll
        for (int j = 0; j < GDN_QK_PER; ++j) {
            int i = j * 128 + threadIdx.x;
            y[j] = 0.0f;
            if (i < 2 * DK) {
                y[j] = conv(j);
                if (i < DK)
                    ssq += y[j] * y[j];
                else
                    ssk += y[j] * y[j];
            }
        }
        const float qscale = rsqrtf(block_sum(ssq, scratch) + 1e-6f) * rsqrtf((float)DK);
        const float kscale = rsqrtf(block_sum(ssk, scratch) + 1e-6f);
#pragma unroll
        for (int j = 0; j < GDN_QK_PER; ++j) {
            int i = j * 128 + threadIdx.x;
            if (i < 2 * DK) qk[i] = y[j] * (i < DK ? qscale : kscale);
        }
        __syncthreads();
        float decay, beta;
        gdn_gates(b, a, neg_a, bias, decay, beta);
        const float v = active ? conv(GDN_QK_PER) : 0.0f;
        const float out = delta_rule_token(s, qk + DK + part * KPL, qk + part * KPL, v, decay, beta);
        if (active) {
            if (part == 0) o[(u64)h * DV + col] = out;
            store_kpl(state + ((u64)h * DV + col) * DK + part * KPL, s);
        }
        __syncthreads();  // qk is refilled by the block's next item
    }
};

extern "C" __global__ void __launch_bounds__(MV_THREADS)
    gdn_step_accum(const f16_t* __restrict__ W, int rows, const float* proj, float* window,
                   const float* __restrict__ conv_w, const float* __restrict__ a_log,
                   const float* __restrict__ dt_bias, float* state, float* o,
                   const float* __restrict__ norm_w, float* resid, u32* sync) {
    static_assert(MV_THREADS == 128, "an item's columns are laid out for 128 threads");
    __shared__ SmemVec<HV * DV> xs;
    __shared__ float qk[2 * DK];
    __shared__ float scratch[32];
    constexpr int HPW = (HV + MV_WARPS - 1) / MV_WARPS;  // heads per warp
    constexpr int EPL = (DV + WARP - 1) / WARP;          // elements per lane
    const int lane = threadIdx.x & 31, wid = threadIdx.x >> 5;
    float wv[EPL];
#pragma unroll
    for (int j = 0; j < EPL; ++j) wv[j] = j * WARP + lane < DV ? __ldg(norm_w + j * WARP + lane) : 0.0f;
    // The state and window come from this layer's launch one step earlier: wait for the
    // predecessor before reading them.
    pdl_trigger();
    pdl_wait();
    GdnItem first;
    if (blockIdx.x < GDN_ITEMS) first.load(blockIdx.x, proj, window, conv_w, a_log, dt_bias, state);
    auto prologue = [&] {
        if (blockIdx.x < GDN_ITEMS) first.run(state, o, qk, scratch);
        for (int item = blockIdx.x + gridDim.x; item < GDN_ITEMS; item += gridDim.x) {
            GdnItem next;
            next.load(item, proj, window, conv_w, a_log, dt_bias, state);
            next.run(state, o, qk, scratch);
        }
        grid_arrive(sync);
        grid_wait(sync);
        // Every item has read the old window.
        for (int c = blockIdx.x * MV_THREADS + threadIdx.x; c < CONV_DIM; c += gridDim.x * MV_THREADS)
            window_advance(proj, window, 1, c);
        // o was written by other blocks of this launch: read it from L2.
        const float* z = proj + CONV_DIM;
        float ov[HPW][EPL], zv[HPW][EPL];
#pragma unroll
        for (int hh = 0; hh < HPW; ++hh) {
            int hd = wid + hh * MV_WARPS;
#pragma unroll
            for (int j = 0; j < EPL; ++j) {
                int i = j * WARP + lane;
                bool ok = hd < HV && i < DV;
                ov[hh][j] = ok ? __ldcg(o + hd * DV + i) : 0.0f;
                zv[hh][j] = ok ? z[hd * DV + i] : 0.0f;
            }
        }
#pragma unroll
        for (int hh = 0; hh < HPW; ++hh) {
            int hd = wid + hh * MV_WARPS;
            float ss = 0.0f;
#pragma unroll
            for (int j = 0; j < EPL; ++j) ss += ov[hh][j] * ov[hh][j];
            float inv = rsqrtf(warp_sum(ss) / DV + EPS);
#pragma unroll
            for (int j = 0; j < EPL; ++j) {
                int i = j * WARP + lane;
                if (hd < HV && i < DV) *xs.at(hd * DV + i) = ov[hh][j] * inv * wv[j] * siluf_(zv[hh][j]);
            }
        }
        __syncthreads();
    };
    stream_rows<HV * DV>(W, rows, xs, prologue, [&](int row, float v) {
        if (lane == 0) resid[row] += v;
    });
    grid_exit(sync, 1);
}

// Chunked (WY-form) delta rule for prompt chunks: the same recurrence as gdn_recurrent,
// regrouped into chunks of GC tokens so that all but a short pass over the chunks runs in
// parallel. Per chunk, with G_i the cumulative log decay inside the chunk:
//   A_ij = b_i (k_i.k_j) e^(G_i-G_j) (j < i),  W = (I+A)^-1 (b e^G K),  U = (I+A)^-1 (b V),
//   M_ij = (q_i.k_j) e^(G_i-G_j) (j <= i);
// then, chunk after chunk, with the state S carried across chunks:
//   V' = U - W S,  O_i = e^G_i q_i S + sum_j M_ij V'_j,  S <- e^G_L S + sum_j e^(G_L-G_j) k_j (x) V'_j.
// Only exponentials of non-positive numbers appear. Padding rows of the last chunk have
// g = 0, b = 0 and zero q/k/v, which leaves W, U, M and the state update unchanged.
//
// Precision: gdn_chunk_prep and gdn_chunk_state compute every product in fp32 with fp32
// accumulation, like the decode path, and the state stays fp32 throughout: on CUDA cores,
// but for the prep's K K^T and Q K^T where DK % 8 == 0 and the chunk pass of
// gdn_chunk_state_tc (the model's dims), which run on tensor cores in 3xTF32, keeping about
// 22 significant bits of every operand (see gdn_chunk_state_tc).
#define GC 64          // tokens per chunk (the scan in gdn_chunk_prep assumes 64)
// Rows of K, Q and V (then W and U) in gdn_chunk_prep, one stride for all three so that the
// substitution's column walks, over either, address with constants. Where the key dim is a
// multiple of 8, K K^T and Q K^T run on tensor cores (the model's and most test dims), and
// rows 4 mod 8 floats apart put the m16n8k8 fragments (8 rows x 4 columns a load) on 32
// distinct banks; otherwise odd strides keep the CUDA cores' column walks conflict-free.
#define PREP_TC (DK % 8 == 0)
#define PMAX (DK > DV ? DK : DV)
#define PRS (PREP_TC ? (PMAX + 7) / 8 * 8 + 4 : (PMAX | 1))
#define GCS (GC + 1)
#define AMS (GC + 4)   // rows of A in gdn_chunk_prep: 16-byte aligned for float4 reads
#define CHUNK_THREADS 256

__device__ __forceinline__ void split_tf32(float x, u32& hi, u32& lo) {
    asm("cvt.rna.tf32.f32 %0, %1;" : "=r"(hi) : "f"(x));
    asm("cvt.rna.tf32.f32 %0, %1;" : "=r"(lo) : "f"(x - __uint_as_float(hi)));
}

// The m16n8k8 A fragment at `p` (row g, column t of the tile), split: elements (g, t),
// (g + 8, t), (g, t + 4) and (g + 8, t + 4), rows `row_step` floats apart and columns
// `col_step` apart (1 and the row stride for a row-major tile; the reverse for one read
// transposed).
__device__ __forceinline__ void split_a_tf32(const float* p, int row_step, int col_step, u32 (&ah)[4],
                                             u32 (&al)[4]) {
    split_tf32(p[0], ah[0], al[0]);
    split_tf32(p[8 * row_step], ah[1], al[1]);
    split_tf32(p[4 * col_step], ah[2], al[2]);
    split_tf32(p[8 * row_step + 4 * col_step], ah[3], al[3]);
}

__device__ __forceinline__ void mma_tf32(float (&c)[4], const u32 (&a)[4], u32 b0, u32 b1) {
    asm volatile(
        "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, "
        "{%0, %1, %2, %3};"
        : "+f"(c[0]), "+f"(c[1]), "+f"(c[2]), "+f"(c[3])
        : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1));
}

// c += a b in 3xTF32, the small terms first, from split fragments: (ah, al) the A fragment
// (rows g, g+8; k t, t+4), (bh0, bh1) and (bl0, bl1) the B fragment's (k t, t+4; column g).
__device__ __forceinline__ void mma_3xtf32(float (&c)[4], const u32 (&ah)[4], const u32 (&al)[4], u32 bh0,
                                           u32 bh1, u32 bl0, u32 bl1) {
    mma_tf32(c, al, bh0, bh1);
    mma_tf32(c, ah, bl0, bl1);
    mma_tf32(c, ah, bh0, bh1);
}


// Per (chunk, value head): W [GC, DK], U [GC, DV], M [GC, GC] and G [GC], each stored
// [chunk, value head, ...]. Grid (chunks, HV), CHUNK_THREADS threads, dynamic shared memory
// (GC * (2 * PRS + AMS) + 2 * GC) floats; two blocks an SM (their loads and products
// overlap).
extern "C" __global__ void __launch_bounds__(CHUNK_THREADS, 2)
    gdn_chunk_prep(const float* conv, const float* proj, const float* __restrict__ a_log,
                   const float* __restrict__ dt_bias, float* w_out, float* u_out, float* m_out,
                   float* g_out, int T) {
    pdl_trigger();
    pdl_wait();
    extern __shared__ __align__(16) float smem[];
    float* ks = smem;                 // [GC][PRS]: K, then W in place
    float* qv = ks + GC * PRS;        // [GC][PRS]: Q, then V, then U in place
    float* am = qv + GC * PRS;        // [GC][AMS]: A
    float* gam = am + GC * AMS;       // [GC]
    float* beta = gam + GC;           // [GC]
    const int n = blockIdx.x, h = blockIdx.y, kh = h / (HV / HK);
    const int t0 = n * GC, len = min(GC, T - t0);
    const int tid = threadIdx.x;
    const u64 blk = (u64)n * HV + h;

    // The chunk's Q and K rows (zeros past the prompt's end), every copy requested at once:
    // the loads' latencies overlap instead of following one another through registers.
    for (int e = tid; e < GC * DK; e += CHUNK_THREADS) {
        const int i = e / DK, d = e % DK;
        const bool ok = i < len;
        const float* row = conv + (u64)(t0 + (ok ? i : 0)) * CONV_DIM + kh * DK + d;
        cp_async4_fill(qv + i * PRS + d, row, ok ? 4u : 0u);
        cp_async4_fill(ks + i * PRS + d, row + KEY_DIM, ok ? 4u : 0u);
    }
    cp_async_commit();
    if (tid < GC) {
        float g = 0.0f, b = 0.0f;
        if (tid < len) {
            const float* ba = proj + (u64)(t0 + tid) * GDN_PROJ + CONV_DIM + VALUE_DIM;
            float x = ba[HV + h] + dt_bias[h];
            g = -expf(a_log[h]) * (x > 20.0f ? x : log1pf(expf(x)));
            b = 1.0f / (1.0f + expf(-ba[h]));
        }
        gam[tid] = g;
        beta[tid] = b;
    }
    cp_async_wait<0>();
    __syncthreads();
    if (tid < WARP) {  // inclusive scan of the log decays, two per lane
        float a0 = gam[2 * tid], a1 = a0 + gam[2 * tid + 1];
        float s = a1;
#pragma unroll
        for (int off = 1; off < WARP; off <<= 1) {
            float y = __shfl_up_sync(0xffffffffu, s, off);
            if (tid >= off) s += y;
        }
        gam[2 * tid] = s - a1 + a0;
        gam[2 * tid + 1] = s;
    }
    __syncthreads();

    // K K^T and Q K^T, stored as A (with beta, below the diagonal) and M (on and below it),
    // both weighted by e^(G_i - G_j).
    auto decay = [&](int i, int j) { return j <= i ? expf(gam[i] - gam[j]) : 0.0f; };
    auto a_entry = [&](int i, int j, float kk, float dec) { return j < i ? beta[i] * kk * dec : 0.0f; };
#if PREP_TC
    // On tensor cores in 3xTF32 (the precision argument is gdn_chunk_state_tc's): warp w
    // takes rows 16 (w % 4) .. of K K^T (w < 4) or of Q K^T, the column tiles up to its
    // diagonal block, in two passes of four tiles (two blocks an SM leave 128 registers a
    // thread); the tiles right of the diagonal block are zero in A and M.
    {
        const int warp = tid / WARP, lane = tid % WARP, g = lane / 4, tg = lane % 4;
        const int mt = warp % 4;
        const float* lhs = (warp < 4 ? ks : qv) + (16 * mt + g) * PRS + tg;
#pragma unroll 1
        for (int n0 = 0; n0 < GC / 8; n0 += 4) {
            float acc[4][4];
#pragma unroll
            for (int nt = 0; nt < 4; ++nt)
#pragma unroll
                for (int q = 0; q < 4; ++q) acc[nt][q] = 0.0f;
            if (n0 <= 2 * mt + 1) {  // warp-uniform, as every branch around the mma below
#pragma unroll 1
                for (int k0 = 0; k0 < DK; k0 += 8) {
                    u32 ah[4], al[4];
                    split_a_tf32(lhs + k0, PRS, 1, ah, al);
#pragma unroll
                    for (int nt = 0; nt < 4; ++nt) {
                        if (n0 + nt <= 2 * mt + 1) {
                            const float* kb = ks + (8 * (n0 + nt) + g) * PRS + k0 + tg;
                            u32 bh0, bl0, bh1, bl1;
                            split_tf32(kb[0], bh0, bl0);
                            split_tf32(kb[4], bh1, bl1);
                            mma_3xtf32(acc[nt], ah, al, bh0, bh1, bl0, bl1);
                        }
                    }
                }
            }
            // Accumulator q of tile nt: row 16 mt + g + 8 (q / 2), column 8 (n0 + nt) + 2 tg + q % 2.
#pragma unroll
            for (int nt = 0; nt < 4; ++nt)
#pragma unroll
                for (int half = 0; half < 2; ++half) {
                    const int i = 16 * mt + g + 8 * half, j = 8 * (n0 + nt) + 2 * tg;
                    float m[2];
#pragma unroll
                    for (int e = 0; e < 2; ++e) {
                        const float dec = decay(i, j + e), v = acc[nt][2 * half + e];
                        if (warp < 4)
                            am[i * AMS + j + e] = a_entry(i, j + e, v, dec);
                        else
                            m[e] = v * dec;
                    }
                    if (warp >= 4) *(float2*)&m_out[(blk * GC + i) * GC + j] = float2{m[0], m[1]};
                }
        }
    }
#else
    // On CUDA cores: a thread owns rows ti + 16r and columns tj + 16c.
    {
        const int ti = tid / 16, tj = tid % 16;
        float kk[4][4], qk[4][4];
#pragma unroll
        for (int r = 0; r < 4; ++r)
#pragma unroll
            for (int c = 0; c < 4; ++c) kk[r][c] = qk[r][c] = 0.0f;
        for (int d = 0; d < DK; ++d) {
            float ki[4], qi[4], kj[4];
#pragma unroll
            for (int r = 0; r < 4; ++r) {
                ki[r] = ks[(ti + 16 * r) * PRS + d];
                qi[r] = qv[(ti + 16 * r) * PRS + d];
                kj[r] = ks[(tj + 16 * r) * PRS + d];
            }
#pragma unroll
            for (int r = 0; r < 4; ++r)
#pragma unroll
                for (int c = 0; c < 4; ++c) {
                    kk[r][c] += ki[r] * kj[c];
                    qk[r][c] += qi[r] * kj[c];
                }
        }
#pragma unroll
        for (int r = 0; r < 4; ++r) {
            const int i = ti + 16 * r;
#pragma unroll
            for (int c = 0; c < 4; ++c) {
                const int j = tj + 16 * c;
                const float dec = decay(i, j);
                am[i * AMS + j] = a_entry(i, j, kk[r][c], dec);
                m_out[(blk * GC + i) * GC + j] = qk[r][c] * dec;
            }
        }
    }
#endif
    __syncthreads();

    // Right-hand sides: b e^G K in place of K, b V in place of Q (V requested first, so it
    // arrives while K is scaled; each thread scales the values it copied, as a cp.async wait
    // covers the calling thread's copies only: the two loops must map elements alike).
    for (int e = tid; e < GC * DV; e += CHUNK_THREADS) {
        const int i = e / DV, c = e % DV;
        const bool ok = i < len;
        cp_async4_fill(qv + i * PRS + c, conv + (u64)(t0 + (ok ? i : 0)) * CONV_DIM + 2 * KEY_DIM + h * DV + c,
                       ok ? 4u : 0u);
    }
    cp_async_commit();
    for (int e = tid; e < GC * DK; e += CHUNK_THREADS) {
        int i = e / DK, d = e % DK;
        ks[i * PRS + d] *= beta[i] * expf(gam[i]);
    }
    cp_async_wait<0>();
    for (int e = tid; e < GC * DV; e += CHUNK_THREADS) {
        int i = e / DV, c = e % DV;
        qv[i * PRS + c] *= beta[i];
    }
    __syncthreads();

    // (I + A) X = R by forward substitution, one column of W or U per thread, held in
    // registers (the loops unroll fully); every lane reads the same row of A, as float4s.
    for (int col = tid; col < DK + DV; col += CHUNK_THREADS) {
        float* xp = col < DK ? ks + col : qv + (col - DK);
        float x[GC];
#pragma unroll
        for (int i = 0; i < GC; ++i) x[i] = xp[i * PRS];
#pragma unroll
        for (int i = 1; i < GC; ++i) {
            const float* ar = am + i * AMS;
            float acc[4] = {x[i], 0.0f, 0.0f, 0.0f};
#pragma unroll
            for (int j = 0; j < i; j += 4) {
                const float4 a = *(const float4*)(ar + j);  // a.* past j = i - 1 are zero
                acc[0] -= a.x * x[j];
                if (j + 1 < i) acc[1] -= a.y * x[j + 1];
                if (j + 2 < i) acc[2] -= a.z * x[j + 2];
                if (j + 3 < i) acc[3] -= a.w * x[j + 3];
            }
            x[i] = (acc[0] + acc[1]) + (acc[2] + acc[3]);
        }
#pragma unroll
        for (int i = 1; i < GC; ++i) xp[i * PRS] = x[i];
    }
    __syncthreads();

    for (int e = tid; e < GC * DK; e += CHUNK_THREADS) {
        int i = e / DK, d = e % DK;
        w_out[(blk * GC + i) * DK + d] = ks[i * PRS + d];
    }
    for (int e = tid; e < GC * DV; e += CHUNK_THREADS) {
        int i = e / DV, c = e % DV;
        u_out[(blk * GC + i) * DV + c] = qv[i * PRS + c];
    }
    if (tid < GC) g_out[blk * GC + tid] = gam[tid];
}

// The pass over the chunks: a block carries SC value columns of one value head's state
// (columns evolve independently given W and U) through every chunk, from and back to
// `state` [HV, DV, DK]. Grid (HV, ceil(DV / SC)), CHUNK_THREADS threads, dynamic shared
// memory (SC * SKS + 2 * GC * SKS + GC * GCS + GC * SCS + 2 * GC) floats.
#define SC 32
// Shared rows of the state and of W, Q and K: 16-byte aligned when DK % 4 == 0, so the
// products over the key dim read float4 (the stride, 4 mod 32 words, keeps a quarter warp's
// 16-byte reads of 8 rows on distinct banks).
#define SVEC (DK % 4 == 0)
#define SKS (SVEC ? DK + 4 : DK + 1)
#define SCS (SC + 1)
#define SDR ((DK + 15) / 16)  // state entries per thread along the key dim in the update
extern "C" __global__ void __launch_bounds__(CHUNK_THREADS)
    gdn_chunk_state(const float* conv, const float* w_in, const float* u_in, const float* m_in,
                    const float* g_in, float* state, float* o, int T) {
    pdl_trigger();
    pdl_wait();
    extern __shared__ __align__(16) float smem[];
    float* ss = smem;              // [SC][SKS]: the state columns
    float* wk = ss + SC * SKS;     // [GC][SKS]: W, then K
    float* qs = wk + GC * SKS;     // [GC][SKS]: Q
    float* ms = qs + GC * SKS;     // [GC][GCS]: M
    float* vp = ms + GC * GCS;     // [GC][SCS]: V'
    float* gam = vp + GC * SCS;    // [GC]
    float* dec = gam + GC;         // [GC]: e^(G_L - G_j)
    const int h = blockIdx.x, c0 = blockIdx.y * SC, kh = h / (HV / HK);
    const int tid = threadIdx.x;
    const int chunks = (T + GC - 1) / GC;
    float* sp = state + ((u64)h * DV + c0) * DK;

    for (int e = tid; e < SC * DK; e += CHUNK_THREADS) {
        int c = e / DK, d = e % DK;
        ss[c * SKS + d] = c0 + c < DV ? sp[(u64)c * DK + d] : 0.0f;
    }
    // Steps 1-2: a thread owns rows ti + 16r and columns tc + 16s. Step 3: columns
    // tc + 16s and key dims td + 16r.
    const int ti = tid / 16, tc = tid % 16;
    for (int n = 0; n < chunks; ++n) {
        const int t0 = n * GC, len = min(GC, T - t0);
        const u64 blk = (u64)n * HV + h;
        for (int e = tid; e < GC * DK; e += CHUNK_THREADS) {
            int i = e / DK, d = e % DK;
            wk[i * SKS + d] = w_in[(blk * GC + i) * DK + d];
            qs[i * SKS + d] = i < len ? conv[(u64)(t0 + i) * CONV_DIM + kh * DK + d] : 0.0f;
        }
        for (int e = tid; e < GC * GC; e += CHUNK_THREADS) ms[(e / GC) * GCS + e % GC] = m_in[blk * GC * GC + e];
        if (tid < GC) gam[tid] = g_in[blk * GC + tid];
        __syncthreads();
        if (tid < GC) dec[tid] = expf(gam[GC - 1] - gam[tid]);

        // Step 1: V' = U - W S and the inter-chunk output e^G Q S.
        float ws_[4][2], qs_[4][2];
#pragma unroll
        for (int r = 0; r < 4; ++r) ws_[r][0] = ws_[r][1] = qs_[r][0] = qs_[r][1] = 0.0f;
        if (SVEC) {
            for (int d = 0; d < DK; d += 4) {
                float4 w[4], q[4], s[2];
#pragma unroll
                for (int r = 0; r < 4; ++r) {
                    w[r] = *(const float4*)&wk[(ti + 16 * r) * SKS + d];
                    q[r] = *(const float4*)&qs[(ti + 16 * r) * SKS + d];
                }
                s[0] = *(const float4*)&ss[tc * SKS + d];
                s[1] = *(const float4*)&ss[(tc + 16) * SKS + d];
#pragma unroll
                for (int r = 0; r < 4; ++r)
#pragma unroll
                    for (int c = 0; c < 2; ++c) {
                        ws_[r][c] += w[r].x * s[c].x;
                        ws_[r][c] += w[r].y * s[c].y;
                        ws_[r][c] += w[r].z * s[c].z;
                        ws_[r][c] += w[r].w * s[c].w;
                        qs_[r][c] += q[r].x * s[c].x;
                        qs_[r][c] += q[r].y * s[c].y;
                        qs_[r][c] += q[r].z * s[c].z;
                        qs_[r][c] += q[r].w * s[c].w;
                    }
            }
        } else {
            for (int d = 0; d < DK; ++d) {
                float w[4], q[4], s[2];
#pragma unroll
                for (int r = 0; r < 4; ++r) {
                    w[r] = wk[(ti + 16 * r) * SKS + d];
                    q[r] = qs[(ti + 16 * r) * SKS + d];
                }
                s[0] = ss[tc * SKS + d];
                s[1] = ss[(tc + 16) * SKS + d];
#pragma unroll
                for (int r = 0; r < 4; ++r) {
                    ws_[r][0] += w[r] * s[0];
                    ws_[r][1] += w[r] * s[1];
                    qs_[r][0] += q[r] * s[0];
                    qs_[r][1] += q[r] * s[1];
                }
            }
        }
        float out[4][2];
#pragma unroll
        for (int r = 0; r < 4; ++r) {
            const int i = ti + 16 * r;
            const float eg = expf(gam[i]);
#pragma unroll
            for (int s = 0; s < 2; ++s) {
                const int c = tc + 16 * s;
                const float u = c0 + c < DV ? u_in[(blk * GC + i) * DV + c0 + c] : 0.0f;
                vp[i * SCS + c] = u - ws_[r][s];
                out[r][s] = eg * qs_[r][s];
            }
        }
        __syncthreads();  // V' complete; W no longer needed

        for (int e = tid; e < GC * DK; e += CHUNK_THREADS) {
            int i = e / DK, d = e % DK;
            wk[i * SKS + d] = i < len ? conv[(u64)(t0 + i) * CONV_DIM + KEY_DIM + kh * DK + d] : 0.0f;
        }
        // Step 2: the intra-chunk output sum_j M_ij V'_j.
        for (int j = 0; j < GC; ++j) {
            const float v0 = vp[j * SCS + tc], v1 = vp[j * SCS + tc + 16];
#pragma unroll
            for (int r = 0; r < 4; ++r) {
                const float m = ms[(ti + 16 * r) * GCS + j];
                out[r][0] += m * v0;
                out[r][1] += m * v1;
            }
        }
#pragma unroll
        for (int r = 0; r < 4; ++r) {
            const int i = ti + 16 * r;
#pragma unroll
            for (int s = 0; s < 2; ++s) {
                const int c = tc + 16 * s;
                if (i < len && c0 + c < DV) o[((u64)(t0 + i) * HV + h) * DV + c0 + c] = out[r][s];
            }
        }
        __syncthreads();  // K loaded

        // Step 3: S <- e^G_L S + sum_j e^(G_L-G_j) k_j (x) V'_j; thread (ti, tc) here owns
        // columns ti + 16s and key dims tc + 16r.
        {
            const float el = expf(gam[GC - 1]);
            float acc[2][SDR];
#pragma unroll
            for (int s = 0; s < 2; ++s)
#pragma unroll
                for (int r = 0; r < SDR; ++r) {
                    const int d = tc + 16 * r;
                    acc[s][r] = d < DK ? el * ss[(ti + 16 * s) * SKS + d] : 0.0f;
                }
            for (int j = 0; j < GC; ++j) {
                const float f = dec[j];
                const float v0 = f * vp[j * SCS + ti], v1 = f * vp[j * SCS + ti + 16];
#pragma unroll
                for (int r = 0; r < SDR; ++r) {
                    const int d = tc + 16 * r;
                    const float k = d < DK ? wk[j * SKS + d] : 0.0f;
                    acc[0][r] += k * v0;
                    acc[1][r] += k * v1;
                }
            }
#pragma unroll
            for (int s = 0; s < 2; ++s)
#pragma unroll
                for (int r = 0; r < SDR; ++r) {
                    const int d = tc + 16 * r;
                    if (d < DK) ss[(ti + 16 * s) * SKS + d] = acc[s][r];
                }
        }
        __syncthreads();  // state updated before the next chunk reads it and reloads tiles
    }
    for (int e = tid; e < SC * DK; e += CHUNK_THREADS) {
        int c = e / DK, d = e % DK;
        if (c0 + c < DV) sp[(u64)c * DK + d] = ss[c * SKS + d];
    }
}

// The pass over the chunks on tensor cores, for the model's head dims (DK == 128, DV a
// multiple of 32; other dims take gdn_chunk_state). Same grid and algebra as
// gdn_chunk_state: a block carries TSC value columns of one value head's state through every
// chunk. Eight warps; per chunk:
//   step 1: warp w multiplies rows 16w..16w+15 of [W; Q] (2 GC x DK) by the state columns
//           (DK x TSC): warps 0-3 give V' = U - W S, warps 4-7 the inter-chunk output Q S;
//   step 2: warps 4-7 add M V' (causal: only the k-steps up to their diagonal block);
//   step 3: warp w updates state rows (key dims) 16w..16w+15: S <- e^G_L S + K^T (dec V').
// The block's state lives in fp32 mma accumulators (each warp holds 16 key dims x TSC
// columns), copied to shared memory after each update for step 1 of the next chunk. The
// operands every warp reads (the state in step 1, V' in steps 2 and 3) are stored already
// split into their TF32 high and low parts, once, by the warp that writes them.
//
// Precision: every product is 3xTF32 (m16n8k8): an fp32 operand x is split into
// hi = tf32(x) and lo = tf32(x - hi), which together keep ~22 significant bits, and a.b is
// taken as lo(a)hi(b) + hi(a)lo(b) + hi(a)hi(b) with fp32 accumulation; the dropped
// lo(a)lo(b) term is ~2^-22 relative. bf16 hi + lo would keep only ~16 bits (2^-16 relative
// per product, then fed back through the state over every chunk), so TF32 is the choice
// that keeps fp32-level agreement with the CUDA-core reference; the tensor-core FLOPs are
// a small part of the time either way.
//
// Inputs are staged with cp.async one phase ahead: W, Q and G of chunk n+1 load while
// steps 2-3 of chunk n run; K and M of chunk n+1 load during step 1 of chunk n+1. They
// and U are asked of L2 two chunks ahead.
// Grid (HV, DV / TSC), 256 threads, dynamic shared memory gdn_chunk_state_tc_floats * 4.
#define TSC 32
#define TC_OK (DK == 128 && DV % TSC == 0 && GC == 64)
#define TWS (DK + 4)  // rows of W, Q and S^T: (4g + t) banks for fragment loads
#define TKS (DK + 8)  // rows of K, read transposed: (8t + g) banks
#define TMS (GC + 4)  // rows of M and of V'^T
#define TC_FLOATS (2 * GC * TWS + GC * TKS + GC * TMS + 2 * TSC * TWS + 4 * TSC * TMS + 3 * GC)

extern "C" __global__ void __launch_bounds__(256, 1)
    gdn_chunk_state_tc(const float* conv, const float* w_in, const float* u_in, const float* m_in,
                       const float* g_in, float* state, float* o, int T) {
    pdl_trigger();
    pdl_wait();
#if TC_OK
    extern __shared__ __align__(16) float smem[];
    float* wq = smem;                  // [2 GC][TWS]: W rows, then Q rows
    float* kk = wq + 2 * GC * TWS;     // [GC][TKS]: K
    float* ms = kk + GC * TKS;         // [GC][TMS]: M
    u32* ssh = (u32*)(ms + GC * TMS);  // [TSC][TWS]: the state columns S^T, high parts
    u32* ssl = ssh + TSC * TWS;        //   and low parts
    u32* vph = ssl + TSC * TWS;        // [TSC][TMS]: V'^T, high and low parts
    u32* vpl = vph + TSC * TMS;
    u32* vdh = vpl + TSC * TMS;        // [TSC][TMS]: (e^(G_L - G_j) V'_j)^T, high and low parts
    u32* vdl = vdh + TSC * TMS;
    float* gam = (float*)(vdl + TSC * TMS);  // [2][GC]: G of even and odd chunks
    float* eg = gam + 2 * GC;          // [GC]: e^G_i
    const int h = blockIdx.x, c0 = blockIdx.y * TSC, kh = h / (HV / HK);
    const int tid = threadIdx.x, warp = tid / WARP, lane = tid % WARP;
    const int g = lane / 4, tg = lane % 4;
    const int chunks = (T + GC - 1) / GC;
    float* sp = state + ((u64)h * DV + c0) * DK;

    // W, Q and G of chunk n, one commit group (empty past the last chunk).
    auto load_wq = [&](int n) {
        if (n < chunks) {
            const int t0 = n * GC, len = min(GC, T - t0);
            const u64 blk = (u64)n * HV + h;
            for (int e = tid; e < 2 * GC * (DK / 4); e += 256) {
                const int r = e / (DK / 4), p = (e % (DK / 4)) * 4;
                if (r < GC) {
                    cp_async16(wq + r * TWS + p, w_in + (blk * GC + r) * DK + p);
                } else {
                    const int i = r - GC;
                    const bool ok = i < len;
                    cp_async16_fill(wq + r * TWS + p, conv + (u64)(t0 + (ok ? i : 0)) * CONV_DIM + kh * DK + p,
                                    ok ? 16 : 0);
                }
            }
            if (tid < GC / 4) cp_async16(gam + (n & 1) * GC + 4 * tid, g_in + blk * GC + 4 * tid);
        }
        cp_async_commit();
    };
    // K and M of chunk n, one commit group.
    auto load_km = [&](int n) {
        if (n < chunks) {
            const int t0 = n * GC, len = min(GC, T - t0);
            const u64 blk = (u64)n * HV + h;
            for (int e = tid; e < GC * (DK / 4); e += 256) {
                const int i = e / (DK / 4), p = (e % (DK / 4)) * 4;
                const bool ok = i < len;
                cp_async16_fill(kk + i * TKS + p, conv + (u64)(t0 + (ok ? i : 0)) * CONV_DIM + KEY_DIM + kh * DK + p,
                                ok ? 16 : 0);
            }
            for (int e = tid; e < GC * (GC / 4); e += 256) {
                const int i = e / (GC / 4), p = (e % (GC / 4)) * 4;
                cp_async16(ms + i * TMS + p, m_in + (blk * GC + i) * GC + p);
            }
        }
        cp_async_commit();
    };
    // Chunk n's W, U, M, Q and K asked of L2 two chunks ahead, each of a head's blocks its
    // share: gdn_chunk_prep wrote them long before (most have left L2 since), and the loads
    // of the next chunk, issued one phase ahead, otherwise wait on HBM's latency.
    auto prefetch_chunk = [&](int n) {
        if (n >= chunks) return;
        const int t0 = n * GC, len = min(GC, T - t0), share = blockIdx.y, shares = gridDim.y;
        const u64 blk = (u64)n * HV + h;
        if (tid == 0) {
            prefetch_l2_share(w_in + blk * GC * DK, GC * DK * 4, share, shares);
            prefetch_l2_share(u_in + blk * GC * DV, GC * DV * 4, share, shares);
            prefetch_l2_share(m_in + blk * GC * GC, GC * GC * 4, share, shares);
        }
        // The chunk's Q and K rows, DK floats each: 2 len segments dealt over the blocks.
        const int s = share + shares * tid;
        if (s < 2 * len)
            prefetch_l2(conv + (u64)(t0 + s / 2) * CONV_DIM + (s % 2) * KEY_DIM + kh * DK, DK * 4);
    };
    load_wq(0);
    load_km(0);
    prefetch_chunk(1);

    // Accumulator layout of a 16 x 8 tile nt: [q] is row g + 8 (q / 2), column 8 nt + 2 tg + q % 2.
    // The state: rows are key dims 16 warp + ..., columns value columns.
    float st[TSC / 8][4];
#pragma unroll
    for (int nt = 0; nt < TSC / 8; ++nt)
#pragma unroll
        for (int q = 0; q < 4; ++q) {
            const int d = 16 * warp + g + 8 * (q / 2), c = 8 * nt + 2 * tg + q % 2;
            st[nt][q] = sp[(u64)c * DK + d];
            split_tf32(st[nt][q], ssh[c * TWS + d], ssl[c * TWS + d]);
        }

    for (int n = 0; n < chunks; ++n) {
        const int t0 = n * GC, len = min(GC, T - t0);
        const u64 blk = (u64)n * HV + h;
        // U at this thread's V' positions (warps 0-3), loaded ahead of step 1.
        float u[TSC / 8][4];
#pragma unroll
        for (int nt = 0; nt < TSC / 8; ++nt)
#pragma unroll
            for (int q = 0; q < 4; ++q) {
                const int i = 16 * warp + g + 8 * (q / 2), c = 8 * nt + 2 * tg + q % 2;
                u[nt][q] = warp < 4 ? u_in[(blk * GC + i) * DV + c0 + c] : 0.0f;
            }
        cp_async_wait<1>();  // W, Q, G of chunk n (K, M may still be in flight)
        __syncthreads();     // ... for every thread; the state columns are in ssh, ssl
        const float* gm = gam + (n & 1) * GC;
        if (tid < GC) eg[tid] = expf(gm[tid]);

        // Step 1: rows 16 warp .. of [W; Q] times the state.
        float acc[TSC / 8][4];
#pragma unroll
        for (int nt = 0; nt < TSC / 8; ++nt)
#pragma unroll
            for (int q = 0; q < 4; ++q) acc[nt][q] = 0.0f;
        {
            const float* ar = wq + (16 * warp + g) * TWS + tg;
#pragma unroll 4
            for (int k0 = 0; k0 < DK; k0 += 8) {
                u32 ah[4], al[4];
                split_a_tf32(ar + k0, TWS, 1, ah, al);
#pragma unroll
                for (int nt = 0; nt < TSC / 8; ++nt) {
                    const int b = (8 * nt + g) * TWS + k0 + tg;
                    mma_3xtf32(acc[nt], ah, al, ssh[b], ssh[b + 4], ssl[b], ssl[b + 4]);
                }
            }
        }
        if (warp < 4) {  // V' = U - W S and e^(G_L - G_i) V'_i, stored transposed and split
            const float dec0 = expf(gm[GC - 1] - gm[16 * warp + g]);
            const float dec1 = expf(gm[GC - 1] - gm[16 * warp + g + 8]);
#pragma unroll
            for (int nt = 0; nt < TSC / 8; ++nt)
#pragma unroll
                for (int q = 0; q < 4; ++q) {
                    const int i = 16 * warp + g + 8 * (q / 2), c = 8 * nt + 2 * tg + q % 2;
                    const float v = u[nt][q] - acc[nt][q];
                    split_tf32(v, vph[c * TMS + i], vpl[c * TMS + i]);
                    split_tf32((q < 2 ? dec0 : dec1) * v, vdh[c * TMS + i], vdl[c * TMS + i]);
                }
        }
        cp_async_wait<0>();  // K and M of chunk n
        __syncthreads();     // V', eg, K, M visible; W, Q and the state columns no longer read
        load_wq(n + 1);
        prefetch_chunk(n + 2);

        if (warp >= 4) {  // Step 2: O = e^G Q S + M V' for rows 16 mt ..
            const int mt = warp - 4;
            const float e0 = eg[16 * mt + g], e1 = eg[16 * mt + g + 8];
#pragma unroll
            for (int nt = 0; nt < TSC / 8; ++nt) {
                acc[nt][0] *= e0;
                acc[nt][1] *= e0;
                acc[nt][2] *= e1;
                acc[nt][3] *= e1;
            }
            const float* mr = ms + (16 * mt + g) * TMS + tg;
            for (int k0 = 0; k0 < 16 * (mt + 1); k0 += 8) {  // M is zero right of the diagonal
                u32 ah[4], al[4];
                split_a_tf32(mr + k0, TMS, 1, ah, al);
#pragma unroll
                for (int nt = 0; nt < TSC / 8; ++nt) {
                    const int b = (8 * nt + g) * TMS + k0 + tg;
                    mma_3xtf32(acc[nt], ah, al, vph[b], vph[b + 4], vpl[b], vpl[b + 4]);
                }
            }
#pragma unroll
            for (int nt = 0; nt < TSC / 8; ++nt)
#pragma unroll
                for (int half = 0; half < 2; ++half) {
                    const int i = 16 * mt + g + 8 * half, c = 8 * nt + 2 * tg;
                    if (i < len)
                        *(float2*)&o[((u64)(t0 + i) * HV + h) * DV + c0 + c] =
                            float2{acc[nt][2 * half], acc[nt][2 * half + 1]};
                }
        }

        // Step 3: S <- e^G_L S + K^T (dec V') for key dims 16 warp ..; A[d][j] = K[j][d].
        {
            const float el = eg[GC - 1];
#pragma unroll
            for (int nt = 0; nt < TSC / 8; ++nt)
#pragma unroll
                for (int q = 0; q < 4; ++q) st[nt][q] *= el;
            const float* kr = kk + tg * TKS + 16 * warp + g;
#pragma unroll 2
            for (int k0 = 0; k0 < GC; k0 += 8) {
                u32 ah[4], al[4];
                split_a_tf32(kr + k0 * TKS, 1, TKS, ah, al);
#pragma unroll
                for (int nt = 0; nt < TSC / 8; ++nt) {
                    const int b = (8 * nt + g) * TMS + k0 + tg;
                    mma_3xtf32(st[nt], ah, al, vdh[b], vdh[b + 4], vdl[b], vdl[b + 4]);
                }
            }
#pragma unroll
            for (int nt = 0; nt < TSC / 8; ++nt)
#pragma unroll
                for (int q = 0; q < 4; ++q) {
                    const int d = 16 * warp + g + 8 * (q / 2), c = 8 * nt + 2 * tg + q % 2;
                    split_tf32(st[nt][q], ssh[c * TWS + d], ssl[c * TWS + d]);  // step 1 is past the barrier
                }
        }
        __syncthreads();  // K, M, V' read; the new state columns written
        load_km(n + 1);
    }
    cp_async_wait<0>();
#pragma unroll
    for (int nt = 0; nt < TSC / 8; ++nt)
#pragma unroll
        for (int q = 0; q < 4; ++q) {
            const int d = 16 * warp + g + 8 * (q / 2), c = 8 * nt + 2 * tg + q % 2;
            sp[(u64)c * DK + d] = st[nt][q];
        }
#endif
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

// gdn_gated_norm for a prompt chunk, written as the output projection's GEMM reads its input
// (to_f16_rows: f16 rows, then a power-of-two scale a row), so the normed values skip an
// fp32 round trip and a conversion launch. A block holds one token's heads, so it knows the
// row's largest value; each head's sum of squares runs in gdn_gated_norm's order (a lane's
// stride, then warp_sum) and the conversion is to_f16_rows', so the values are the same.
// One block of GN_THREADS per token.
#define GN_THREADS 256
extern "C" __global__ void __launch_bounds__(GN_THREADS)
    gdn_gated_norm_f16(const float* o, const float* proj, const float* __restrict__ w, f16_t* xs, int T) {
    pdl_trigger();
    pdl_wait();
    __shared__ float row[VALUE_DIM];
    __shared__ float scratch[32];
    const int t = blockIdx.x, warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
    for (int h = warp; h < HV; h += GN_THREADS / WARP) {
        const float* v = o + ((u64)t * HV + h) * DV;
        const float* zz = proj + (u64)t * GDN_PROJ + CONV_DIM + h * DV;
        float ss = 0.0f;
        for (int i = lane; i < DV; i += WARP) ss += v[i] * v[i];
        const float inv = rsqrtf(warp_sum(ss) / DV + EPS);
        for (int i = lane; i < DV; i += WARP) row[h * DV + i] = v[i] * inv * w[i] * siluf_(zz[i]);
    }
    __syncthreads();
    float m = 0.0f;
    for (int i = threadIdx.x; i < VALUE_DIM; i += GN_THREADS) m = fmaxf(m, fabsf(row[i]));
    m = block_max(m, scratch);
    const int s = f16_row_exponent(m);
    const float down = ldexpf(1.0f, -s);
    u32* hr = (u32*)(xs + (u64)t * VALUE_DIM);
    for (int i = threadIdx.x; i < VALUE_DIM / 2; i += GN_THREADS)
        hr[i] = (u32)f32_to_f16(row[2 * i] * down) | ((u32)f32_to_f16(row[2 * i + 1] * down) << 16);
    if (threadIdx.x == 0) row_scales(xs, T, VALUE_DIM)[t] = ldexpf(1.0f, s);
}
