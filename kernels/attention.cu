// Gated full attention for decode: q/k norm + partial RoPE + KV-cache write, then
// split-K (flash-decoding) attention over the cache, and a combine that applies the
// sigmoid output gate. K is cached in f16 and Q enters the score products as f16: one
// product with 11-bit operands where a bf16 K needed Q split into two bf16 parts (the
// loader checks that normed keys stay inside f16's range). V stays bf16, as P does.
#include "common.cuh"
#include "mma.cuh"
#include "matvec.cuh"

// Per token [q|gate interleaved per head (2*NH*HD) | k (NKV*HD) | v (NKV*HD)].
#define ATTN_PROJ (2 * NH * HD + 2 * NKV * HD)

// Block per (token, head among NH query heads then NKV key heads).
extern "C" __global__ void attn_prep(const float* proj, const float* __restrict__ q_norm,
                                     const float* __restrict__ k_norm, float* q_out,
                                     f16_t* k_cache, bf16_t* v_cache,
                                     const int* pos_ptr, const f16_t* __restrict__ w_o, int w_o_bytes) {
    pdl_trigger();
    pdl_wait();
    // The output projection's rows come into L2 while attention waits on latencies (one token).
    if (threadIdx.x == 0 && blockIdx.x == 0) prefetch_l2_share(w_o, w_o_bytes, blockIdx.y, gridDim.y);
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
            k_cache[at + i] = f32_to_f16(outv[n]);
            v_cache[at + i] = f32_to_bf16(vsrc[i]);
        }
    }
}

#define GROUP (NH / NKV)
// Fewest positions per split (one tile per warp); short contexts use few splits, long ones
// one block per multiprocessor (the backend's split count).
#define MIN_CHUNK 64
// Most splits a launch may have (MAX_ATTN_SPLITS in the backend).
#define MAX_SPLITS 512

__device__ __forceinline__ int attn_chunk(int visible, int splits) {
    int c = (visible + splits - 1) / splits;
    return c < MIN_CHUNK ? MIN_CHUNK : c;
}

// ---- Split-K decode attention on tensor cores (mma.sync m16n8k16, bf16 in, fp32 out) ----
// A warp takes tiles of ATILE cache positions. Scores S = Q K^T put the GQA group's query
// heads on the rows of the A operand (rows past GROUP are zero) and positions on the
// columns; the output is computed transposed, O^T += V^T P^T, with the heads on the 8
// columns, so S's accumulator layout is exactly P^T's B operand and probabilities never
// leave registers. Q and K are f16 (one product), P is rounded to bf16 as in flash
// attention.
#define ATILE 16
#define AWARPS 4
#define ASTAGES 3
#define HDP ((HD + 15) / 16 * 16)  // head_dim padded to whole k-steps
#define ROW_STRIDE (HDP + 8)       // bf16 per shared row: 16 extra bytes keep ldmatrix conflict-free
#define TILE_ELEMS (2 * ATILE * ROW_STRIDE)  // K rows then V rows
#define ROW_PIECES (HD / 8)        // 16-byte pieces of one K (or V) row
#define KSTEPS (HDP / 16)

// Partial softmax-attention of token t over its split of the visible cache positions
// (chunk = attn_chunk(visible, splits); splits past the end write nothing): per query head
// (max score, sum of exp, unnormalised output). Grid (NKV, T, splits), AWARPS warps; each
// warp streams its own tiles through ASTAGES shared-memory stages with cp.async, then the
// warps' partials are merged in shared memory.
extern "C" __global__ void __launch_bounds__(AWARPS * 32, 1)
    attn_partial(const float* q, const f16_t* k_cache, const bf16_t* v_cache, float* part,
                 const int* pos_ptr) {
    pdl_trigger();
    pdl_wait();
    extern __shared__ __align__(16) u16 tiles[];  // [AWARPS][ASTAGES][TILE_ELEMS], K rows f16, V rows bf16
    const int kvh = blockIdx.x, t = blockIdx.y, s = blockIdx.z, splits = gridDim.z;
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    const int g = lane >> 2, tq = lane & 3;  // mma fragment row group and column pair
    const int visible = *pos_ptr + t + 1;
    const int chunk = attn_chunk(visible, splits);
    const int begin = s * chunk, end = min(begin + chunk, visible);
    if (begin >= end) return;
    u16* mine = tiles + (u64)warp * ASTAGES * TILE_ELEMS;
    if (HDP != HD) {  // padded dims stay zero: they meet zero query dims
        for (int i = lane; i < ASTAGES * 2 * ATILE * (HDP - HD); i += 32)
            mine[(i / (HDP - HD)) * ROW_STRIDE + HD + i % (HDP - HD)] = 0;
    }

    // Q rows as f16 A fragments (regs 0 and 2: row g; rows g + 8 are past the group, zero),
    // scaled by 1/sqrt(HD).
    const float scale = rsqrtf((float)HD);
    u32 qf[KSTEPS][2];
#pragma unroll
    for (int kc = 0; kc < KSTEPS; ++kc) {
#pragma unroll
        for (int r = 0; r < 2; ++r) {
            int d = kc * 16 + r * 8 + 2 * tq;
            float v0 = 0.0f, v1 = 0.0f;
            if (g < GROUP) {
                const float* qr = q + ((u64)t * NH + kvh * GROUP + g) * HD;
                if (d < HD) v0 = qr[d] * scale;
                if (d + 1 < HD) v1 = qr[d + 1] * scale;
            }
            qf[kc][r] = pack_f16(v0, v1);
        }
    }

    const int tiles_total = (end - begin + ATILE - 1) / ATILE;
    // Copies this warp's j-th tile into stage j % ASTAGES; rows past the end repeat the
    // tile's first row, finite data that the mask then ignores.
    auto issue = [&](int j) {
        int i = warp + j * AWARPS;
        if (i < tiles_total) {
            int p0 = begin + i * ATILE;
            u16* dst = mine + (j % ASTAGES) * TILE_ELEMS;
            for (int x = lane; x < 2 * ATILE * ROW_PIECES; x += 32) {
                int kv = x / (ATILE * ROW_PIECES), row = (x / ROW_PIECES) % ATILE, piece = x % ROW_PIECES;
                int p = p0 + row < end ? p0 + row : p0;
                const u16* src = (kv ? v_cache : k_cache) + ((u64)p * NKV + kvh) * HD + piece * 8;
                cp_async16(dst + (kv * ATILE + row) * ROW_STRIDE + piece * 8, src);
            }
        }
        cp_async_commit();  // empty groups keep the wait count uniform
    };

    // O^T accumulators: o[mt] holds dims mt*16 + g (+ 8) of heads 2tq, 2tq + 1.
    float o[KSTEPS][4];
#pragma unroll
    for (int mt = 0; mt < KSTEPS; ++mt) o[mt][0] = o[mt][1] = o[mt][2] = o[mt][3] = 0.0f;
    float m = -INFINITY, l = 0.0f;  // head g: running max and this lane's share of the sum
    const float LOG2E = 1.4426950408889634f;

#pragma unroll
    for (int j = 0; j < ASTAGES - 1; ++j) issue(j);
    const int my_tiles = tiles_total > warp ? (tiles_total - warp + AWARPS - 1) / AWARPS : 0;
    for (int j = 0; j < my_tiles; ++j) {
        issue(j + ASTAGES - 1);
        cp_async_wait<ASTAGES - 1>();
        __syncwarp();
        const f16_t* ks = mine + (j % ASTAGES) * TILE_ELEMS;
        const bf16_t* vs = ks + ATILE * ROW_STRIDE;
        const int valid = min(ATILE, end - (begin + (warp + j * AWARPS) * ATILE));

        // S = Q K^T, two n-tiles of 8 positions; K rows are the col-major B operand.
        float sc[2][4] = {{0.0f, 0.0f, 0.0f, 0.0f}, {0.0f, 0.0f, 0.0f, 0.0f}};
#pragma unroll
        for (int nt = 0; nt < 2; ++nt) {
#pragma unroll
            for (int kc = 0; kc < KSTEPS; kc += 2) {
                // Two k-steps per load; with an odd count the last load repeats its step.
                const int k2 = kc + 1 < KSTEPS ? (lane >> 3) : ((lane >> 3) & 1);
                u32 b[4];
                ldmatrix_x4(b, ks + (nt * 8 + (lane & 7)) * ROW_STRIDE + kc * 16 + k2 * 8);
                mma_f16(sc[nt], qf[kc][0], 0u, qf[kc][1], 0u, b[0], b[1]);
                if (kc + 1 < KSTEPS) mma_f16(sc[nt], qf[kc + 1][0], 0u, qf[kc + 1][1], 0u, b[2], b[3]);
            }
        }
        // Online softmax of head g over the tile's positions 2tq, 2tq+1, 8+2tq, 9+2tq (the
        // other two of a row's four lanes hold the rest).
        float v[4];
#pragma unroll
        for (int i = 0; i < 4; ++i) {
            int col = (i >> 1) * 8 + 2 * tq + (i & 1);
            v[i] = col < valid ? sc[i >> 1][i & 1] : -INFINITY;
        }
        float mx = fmaxf(fmaxf(v[0], v[1]), fmaxf(v[2], v[3]));
        mx = fmaxf(mx, __shfl_xor_sync(0xffffffffu, mx, 1));
        mx = fmaxf(mx, __shfl_xor_sync(0xffffffffu, mx, 2));
        const float m_new = fmaxf(m, mx);
        const float corr = exp2f((m - m_new) * LOG2E);
        float p[4];
#pragma unroll
        for (int i = 0; i < 4; ++i) p[i] = exp2f((v[i] - m_new) * LOG2E);
        l = l * corr + (p[0] + p[1] + p[2] + p[3]);
        m = m_new;
        // This lane's accumulators belong to heads 2tq and 2tq + 1, whose factors sit in
        // lanes 8tq and 8tq + 4.
        const float c0 = __shfl_sync(0xffffffffu, corr, 8 * tq);
        const float c1 = __shfl_sync(0xffffffffu, corr, 8 * tq + 4);
        const u32 pb0 = pack_bf16(p[0], p[1]), pb1 = pack_bf16(p[2], p[3]);
        // O^T += V^T P^T: V^T as the A operand through transposing loads.
#pragma unroll
        for (int mt = 0; mt < KSTEPS; ++mt) {
            o[mt][0] *= c0;
            o[mt][1] *= c1;
            o[mt][2] *= c0;
            o[mt][3] *= c1;
            u32 a[4];
            ldmatrix_x4_trans(a, vs + ((lane >> 4) * 8 + (lane & 7)) * ROW_STRIDE + mt * 16 + ((lane >> 3) & 1) * 8);
            mma_bf16(o[mt], a[0], a[1], a[2], a[3], pb0, pb1);
        }
        __syncwarp();  // the stage is refilled by a later issue
    }
    cp_async_wait<0>();
    __syncthreads();

    // Merge the warps' partials through shared memory: [AWARPS][GROUP][HD + 2].
    float* red = (float*)tiles;
    l += __shfl_xor_sync(0xffffffffu, l, 1);
    l += __shfl_xor_sync(0xffffffffu, l, 2);
    if (tq == 0 && g < GROUP) {
        red[((u64)warp * GROUP + g) * (HD + 2)] = m;
        red[((u64)warp * GROUP + g) * (HD + 2) + 1] = l;
    }
#pragma unroll
    for (int mt = 0; mt < KSTEPS; ++mt) {
#pragma unroll
        for (int c = 0; c < 4; ++c) {
            int head = 2 * tq + (c & 1), d = mt * 16 + g + (c >> 1) * 8;
            if (head < GROUP && d < HD) red[((u64)warp * GROUP + head) * (HD + 2) + 2 + d] = o[mt][c];
        }
    }
    __syncthreads();
    for (int i = threadIdx.x; i < GROUP * (HD + 2); i += blockDim.x) {
        int head = i / (HD + 2), c = i % (HD + 2);
        float M = -INFINITY;
#pragma unroll
        for (int w = 0; w < AWARPS; ++w) M = fmaxf(M, red[((u64)w * GROUP + head) * (HD + 2)]);
        float acc = 0.0f;
#pragma unroll
        for (int w = 0; w < AWARPS; ++w) {
            const float* r = red + ((u64)w * GROUP + head) * (HD + 2);
            // A warp without tiles has max -inf and adds nothing.
            if (c > 0 && r[0] != -INFINITY) acc += r[c] * exp2f((r[0] - M) * LOG2E);
        }
        part[(((u64)t * NH + kvh * GROUP + head) * splits + s) * (HD + 2) + c] = c == 0 ? M : acc;
    }
}

// ---- One token: the split merge and the output projection in one persistent kernel ----
// Each (head, 32 dims) item merges the used splits, divides by the softmax sum and applies
// the gate: o[h*HD + d] = attn * sigmoid(gate). Its sums run in a fixed order, that of 256
// threads of which each of the block's 128 plays two: thread v weighs splits v, v + 256, ...;
// warp w sums dims over splits w, w + 8, ...; the eight warp sums are added in order. Then a
// grid barrier and resid += W_o . o, W_o's rows requested before the merge so that they
// arrive while it runs. Grid: at most the resident blocks (the barrier spins).
#define MERGE_THREADS 256
#define MERGE_WARPS (MERGE_THREADS / WARP)
#define MERGE_DIM_BLOCKS ((HD + 31) / 32)
#define MERGE_ITEMS (NH * MERGE_DIM_BLOCKS)

__device__ __forceinline__ void merge_splits(int item, const float* part, const float* proj, float* o,
                                             int splits, int used, float* scale, float (*sums)[32],
                                             float* scratch) {
    static_assert(MV_THREADS * 2 == MERGE_THREADS, "each thread plays two merge threads");
    const int h = item / MERGE_DIM_BLOCKS, z = item % MERGE_DIM_BLOCKS;
    const int lane = threadIdx.x & 31, wid = threadIdx.x >> 5;
    const float* p = part + (u64)h * splits * (HD + 2);
    float M = -INFINITY;
    for (int s = threadIdx.x; s < used; s += MV_THREADS) M = fmaxf(M, p[s * (HD + 2)]);
    M = block_max(M, scratch);
    float l[2] = {0.0f, 0.0f};
#pragma unroll
    for (int half = 0; half < 2; ++half) {
        for (int s = threadIdx.x + half * MV_THREADS; s < used; s += MERGE_THREADS) {
            float w = __expf(p[s * (HD + 2)] - M);
            scale[s] = w;
            l[half] += p[s * (HD + 2) + 1] * w;
        }
    }
    l[0] = warp_sum(l[0]);
    l[1] = warp_sum(l[1]);
    __syncthreads();  // block_max has read scratch
    if (lane == 0) {
        scratch[wid] = l[0];
        scratch[wid + MV_WARPS] = l[1];
    }
    __syncthreads();  // also publishes `scale`
    const float L = warp_sum(lane < MERGE_WARPS ? scratch[lane] : 0.0f);
    const int d = z * 32 + lane;
#pragma unroll
    for (int half = 0; half < 2; ++half) {
        const int w = wid + half * MV_WARPS;
        float a = 0.0f;
        if (d < HD) {
#pragma unroll 4
            for (int s = w; s < used; s += MERGE_WARPS) a += p[s * (HD + 2) + 2 + d] * scale[s];
        }
        sums[w][lane] = a;
    }
    __syncthreads();
    if (wid == 0 && d < HD) {
        float total = 0.0f;
        for (int w = 0; w < MERGE_WARPS; ++w) total += sums[w][lane];
        const float* gate = proj + h * 2 * HD + HD;
        o[h * HD + d] = total / L * sigmoidf_(gate[d]);
    }
    __syncthreads();  // scale and sums serve the block's next item
}

extern "C" __global__ void __launch_bounds__(MV_THREADS)
    attn_out1(const f16_t* __restrict__ W, int rows, const float* part, const float* proj, float* o,
              const int* pos_ptr, int splits, float* resid, u32* sync) {
    __shared__ SmemVec<NH * HD> xs;
    __shared__ float scale[MAX_SPLITS];
    __shared__ float sums[MERGE_WARPS][32];
    __shared__ float scratch[32];
    auto prologue = [&] {
        const int visible = *pos_ptr + 1;
        const int chunk = attn_chunk(visible, splits);
        const int used = (visible + chunk - 1) / chunk;
        for (int item = blockIdx.x; item < MERGE_ITEMS; item += gridDim.x)
            merge_splits(item, part, proj, o, splits, used, scale, sums, scratch);
        grid_arrive(sync);
        grid_wait(sync);
        prologue_copy_l2<NH * HD>(xs, o);
    };
    stream_rows<NH * HD>(W, rows, xs, prologue, [&](int row, float v) {
        if ((threadIdx.x & 31) == 0) resid[row] += v;
    });
    grid_exit(sync, 1);
}

// ---- Flash-attention prefill (prompt chunks of T > 1 tokens) on warpgroup MMAs ----
// One block per (KV head, tile of PF_TOKENS query tokens): two warpgroups, each owning 64 of
// the block's 128 rows. A row is a (token, head) pair, token-major: row r is token
// q0 + r / GROUP, query head r % GROUP of the KV head, so every K/V tile in shared memory
// serves the whole GQA group (16 tokens x 8 heads at the real dims; rows past
// PF_TOKENS * GROUP are unused). S = Q K^T is an m64n64 wgmma per 16 dims with Q and K read
// K-major; online softmax runs on the accumulators in fp32 in the log2 domain (log2(e) /
// sqrt(HD) folded into Q); O += P V is an m64nHDW wgmma per 16 positions with P, rounded to
// bf16 as in flash attention, taken straight from the score registers and V read N-major.
// Q is held as f16, as the cache holds K (one product, as the decode kernel does).
// Shared tiles are [HDW / 64 dim blocks][rows][64 dims] with the 128-byte swizzle. K and V
// have two stages each and load one tile ahead by TMA; each tile's softmax runs
// while the previous tile's P V is on the tensor cores. Both warpgroups visit every tile
// up to the block's last position; only diagonal ones are masked. The epilogue divides by
// the softmax sum and applies the sigmoid gate as attn_out1 does, writing o [T, NH * HD].
#define PF_ROWS 128                  // (token, head) rows per block, 64 per warpgroup
#define PF_TOKENS (PF_ROWS / GROUP)  // query tokens per block
#define PF_BN 64                     // cache positions per tile
#define PF_THREADS 256               // two warpgroups
#define HDW (HD <= 64 ? 64 : 256)    // head dims as the MMAs see them (zero-padded)
#define PF_DBLK (HDW / 64)           // 64-dim blocks of 128-byte lines
#define PF_Q_BYTES (PF_ROWS * HDW * 2)
#define PF_KV_BYTES (PF_BN * HDW * 2)  // one stage of K or V

// Byte offset of dims d .. d + 7 (d a multiple of 8) of row r in a swizzled tile of `rows` rows.
__device__ __forceinline__ int pf_offset(int rows, int r, int d) {
    return (d >> 6) * rows * 128 + sw128_offset(r, (d >> 3) & 7);
}

// Grid (NKV, ceil(T / PF_TOKENS)), PF_THREADS threads; dynamic shared memory PF_Q_BYTES +
// 4 * PF_KV_BYTES + 32 (three barriers) + 1024 (the backend's prefill_smem_bytes). k_map and
// v_map view the K and V caches as [pos + T positions][NKV * HD] with boxes of 64 dims by
// PF_BN positions and the 128-byte swizzle.
extern "C" __global__ void __launch_bounds__(PF_THREADS, 1)
    attn_prefill(const __grid_constant__ TensorMap k_map, const __grid_constant__ TensorMap v_map,
                 const float* q, const float* proj, float* o, const int* pos_ptr, int T) {
    pdl_trigger();
    pdl_wait();
    extern __shared__ __align__(16) unsigned char pf_raw[];
    unsigned char* q_s = swizzle_aligned(pf_raw);
    unsigned char* k_s = q_s + PF_Q_BYTES;      // two stages
    unsigned char* v_s = k_s + 2 * PF_KV_BYTES;  // two stages
    // landed[0..1]: the copies of iteration j (V_j, K_{j+1}) on landed[j & 1]; landed[2]: K_0.
    u64* landed = (u64*)(v_s + 2 * PF_KV_BYTES);
    const int kvh = blockIdx.x;
    const int q0 = (gridDim.y - 1 - blockIdx.y) * PF_TOKENS;  // the longest tiles start first
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5, wg = warp >> 2;
    const int g = lane >> 2, tq = lane & 3;
    const int pos = *pos_ptr;
    // Cache positions the block's last token sees (exclusive end), and their tiles.
    const int kend = pos + min(q0 + PF_TOKENS, T);
    const int ntiles = (kend + PF_BN - 1) / PF_BN;

    // Thread 0 copies tile `tile` of K or V into its stage by TMA, one box of 64 dims a dim
    // block. The maps end at the chunk's last position, so positions past it arrive as
    // zeros (they may hold stale data, and V's must not meet a zero weight as NaN); dims past
    // HD (odd sizes) hold the next head's or zeros, finite either way, which the zero dims
    // of Q and the epilogue ignore.
    auto load = [&](unsigned char* stages, const TensorMap* map, int tile, u64* bar) {
#pragma unroll
        for (int b = 0; b < PF_DBLK; ++b)
            tma_load_2d(stages + (tile & 1) * PF_KV_BYTES + b * PF_BN * 128, map, kvh * HD + b * 64, tile * PF_BN, bar);
    };
    // Iteration j's copies: V_j, and K_{j+1} unless it is past the last tile.
    auto load_iteration = [&](int j) {
        const bool next_k = j + 1 < ntiles;
        mbar_arrive_expect(&landed[j & 1], (next_k ? 2 : 1) * PF_KV_BYTES);
        load(v_s, &v_map, j, &landed[j & 1]);
        if (next_k) load(k_s, &k_map, j + 1, &landed[j & 1]);
    };
    if (threadIdx.x == 0) {
        for (int i = 0; i < 3; ++i) mbar_init(&landed[i], 1);
        mbar_init_fence();
        mbar_arrive_expect(&landed[2], PF_KV_BYTES);
        load(k_s, &k_map, 0, &landed[2]);
        load_iteration(0);
    }

    // Q rows into shared memory, scaled, in f16; padded dims, rows past the group's last
    // whole token and tokens past T are zero.
    const float LOG2E = 1.4426950408889634f;
    const float qscale = rsqrtf((float)HD) * LOG2E;
    for (int x = threadIdx.x; x < PF_ROWS * (HDW / 8); x += PF_THREADS) {
        const int r = x / (HDW / 8), d = (x % (HDW / 8)) * 8;
        const int tok = q0 + r / GROUP;
        uint4 packed = {0u, 0u, 0u, 0u};
        if (r < PF_TOKENS * GROUP && tok < T && d < HD) {
            const float* src = q + ((u64)tok * NH + kvh * GROUP + r % GROUP) * HD + d;
            const float4 a = *(const float4*)src, b = *(const float4*)(src + 4);
            packed = uint4{pack_f16(a.x * qscale, a.y * qscale), pack_f16(a.z * qscale, a.w * qscale),
                           pack_f16(b.x * qscale, b.y * qscale), pack_f16(b.z * qscale, b.w * qscale)};
        }
        *(uint4*)(q_s + pf_offset(PF_ROWS, r, d)) = packed;
    }

    // This lane's rows r0 = 16 warp + g and r1 = r0 + 8 and the last position each sees
    // (unused rows take the block's last token's: finite work that is never written).
    const int r0 = warp * 16 + g, r1 = r0 + 8;
    auto last_seen = [&](int r) { return pos + min(q0 + min(r / GROUP, PF_TOKENS - 1), T - 1); };
    const int lim0 = last_seen(r0), lim1 = last_seen(r1);
    // Tiles past this position hold positions some row of the warpgroup must not see.
    const int wg_min_lim = last_seen(wg * 64);

    const u64 q_desc = wgmma_desc_sw128(q_s + wg * 64 * 128);
    // S = Q K^T over the stage's 64 positions (accumulators overwritten); issued, not waited.
    float s[32];
    auto issue_scores = [&](int stage) {
        const u64 k_desc = wgmma_desc_sw128(k_s + stage * PF_KV_BYTES);
#pragma unroll
        for (int b = 0; b < PF_DBLK; ++b) {
#pragma unroll
            for (int kk = 0; kk < 4; ++kk) {
                // Descriptor addresses count 16-byte units: a dim block is rows * 8 of them,
                // a 16-dim step 2.
                Wgmma<64>::mma(s, q_desc + b * PF_ROWS * 8 + 2 * kk, k_desc + b * PF_BN * 8 + 2 * kk, b | kk);
            }
        }
    };
    float acc[HDW / 2];
#pragma unroll
    for (int i = 0; i < HDW / 2; ++i) acc[i] = 0.0f;
    // O += P V over the stage's 64 positions; issued, not waited.
    auto issue_pv = [&](int stage, const u32 (&p)[16]) {
        const u64 v_desc = wgmma_desc_sw128_mn(v_s + stage * PF_KV_BYTES, PF_BN * 128);
#pragma unroll
        for (int kk = 0; kk < 4; ++kk) {
            const u32 a[4] = {p[4 * kk], p[4 * kk + 1], p[4 * kk + 2], p[4 * kk + 3]};
            // 16 positions are two 1024-byte atoms: 128 descriptor units.
            WgmmaRS<HDW>::mma(acc, a, v_desc + kk * 128, 1);
        }
    };

    // Running max (log2 domain) and this lane's share of the sum, rows r0 and r1. Tile 0 is
    // visible to every row, so the maxima are finite from then on.
    float m0 = -INFINITY, m1 = -INFINITY, l0 = 0.0f, l1 = 0.0f;
    // Online softmax of tile j's scores in s: P into `p` (bf16 A fragments), the running
    // max and sum updated; returns the factors that rescale O for rows r0 and r1. Tiles past
    // a row's last position are masked whole, so a warpgroup can run every tile of the block
    // (P = 0, factor 1) and its wgmmas stay unconditional: ptxas serialises all of them
    // when one sits in a branch (C7520, C7515).
    auto softmax = [&](int j, u32 (&p)[16]) {
        // s[i]: row r0 (i & 2 == 0) or r1, position kv0 + 8 (i >> 2) + 2 tq + (i & 1).
        const int kv0 = j * PF_BN;
        if (kv0 + PF_BN - 1 > wg_min_lim) {
#pragma unroll
            for (int i = 0; i < 32; ++i) {
                const int at = kv0 + (i >> 2) * 8 + 2 * tq + (i & 1);
                if (at > ((i & 2) ? lim1 : lim0)) s[i] = -INFINITY;
            }
        }
        float mx0 = -INFINITY, mx1 = -INFINITY;
#pragma unroll
        for (int i = 0; i < 32; i += 4) {
            mx0 = fmaxf(mx0, fmaxf(s[i], s[i + 1]));
            mx1 = fmaxf(mx1, fmaxf(s[i + 2], s[i + 3]));
        }
        mx0 = fmaxf(mx0, __shfl_xor_sync(0xffffffffu, mx0, 1));
        mx0 = fmaxf(mx0, __shfl_xor_sync(0xffffffffu, mx0, 2));
        mx1 = fmaxf(mx1, __shfl_xor_sync(0xffffffffu, mx1, 1));
        mx1 = fmaxf(mx1, __shfl_xor_sync(0xffffffffu, mx1, 2));
        const float mn0 = fmaxf(m0, mx0), mn1 = fmaxf(m1, mx1);
        const float2 c = {exp2f(m0 - mn0), exp2f(m1 - mn1)};
        m0 = mn0;
        m1 = mn1;
        float s0 = 0.0f, s1 = 0.0f;
#pragma unroll
        for (int i = 0; i < 32; i += 4) {
            const float p0 = exp2f(s[i] - mn0), p1 = exp2f(s[i + 1] - mn0);
            const float p2 = exp2f(s[i + 2] - mn1), p3 = exp2f(s[i + 3] - mn1);
            s0 += p0 + p1;
            s1 += p2 + p3;
            // Positions 8 (i >> 2) ..: the k-step i >> 3, its low (a0, a1) or high
            // (a2, a3) eight columns.
            p[(i >> 3) * 4 + ((i >> 2) & 1) * 2] = pack_bf16(p0, p1);
            p[(i >> 3) * 4 + ((i >> 2) & 1) * 2 + 1] = pack_bf16(p2, p3);
        }
        l0 = l0 * c.x + s0;
        l1 = l1 * c.y + s1;
        return c;
    };

    // Pipeline: iteration j issues S_j = Q K_j^T and then O += P_{j-1} V_{j-1}, waits for
    // S_j only and runs its softmax while the P V product is still on the tensor cores,
    // then rescales O. Loads run one tile ahead: thread 0 starts the copies of V_j and
    // K_{j+1} at the top of iteration j, once the block barrier there shows the stages of
    // K_{j-1} and V_{j-2} free, and iteration j + 1 waits for them on landed[j & 1].
    u32 p_cur[16], p_next[16];
    fence_proxy_async();  // this thread's Q writes are visible to wgmma
    __syncthreads();      // and the barriers are initialised
    mbar_wait(&landed[2], 0);  // K_0 has landed
    wgmma_fence();
    issue_scores(0);
    wgmma_commit();
    wgmma_wait<0>();
    reg_fence(s);
    softmax(0, p_cur);  // O is zero: no factor to apply

    for (int j = 1; j < ntiles; ++j) {
        __syncthreads();  // every thread is done with K_{j-1} and V_{j-2}: their stages are free
        if (threadIdx.x == 0) load_iteration(j);
        mbar_wait(&landed[(j - 1) & 1], ((j - 1) >> 1) & 1);  // V_{j-1} and K_j have landed
        wgmma_fence();
        issue_scores(j & 1);
        wgmma_commit();
        issue_pv((j - 1) & 1, p_cur);
        wgmma_commit();
        wgmma_wait<1>();  // S_j is done; P_{j-1} V_{j-1} may still run
        reg_fence(s);
        const float2 c = softmax(j, p_next);
        wgmma_wait<0>();
        reg_fence(acc);
        reg_fence(p_cur);
#pragma unroll
        for (int i = 0; i < HDW / 2; i += 4) {
            acc[i] *= c.x;
            acc[i + 1] *= c.x;
            acc[i + 2] *= c.y;
            acc[i + 3] *= c.y;
        }
#pragma unroll
        for (int i = 0; i < 16; ++i) p_cur[i] = p_next[i];
    }
    mbar_wait(&landed[(ntiles - 1) & 1], ((ntiles - 1) >> 1) & 1);  // V_{ntiles-1} has landed
    wgmma_fence();
    issue_pv((ntiles - 1) & 1, p_cur);
    wgmma_commit();
    wgmma_wait<0>();
    reg_fence(acc);

    // acc[i]: row r0 (i & 2 == 0) or r1, dims 8 (i >> 2) + 2 tq (+ 1).
    l0 += __shfl_xor_sync(0xffffffffu, l0, 1);
    l0 += __shfl_xor_sync(0xffffffffu, l0, 2);
    l1 += __shfl_xor_sync(0xffffffffu, l1, 1);
    l1 += __shfl_xor_sync(0xffffffffu, l1, 2);
#pragma unroll
    for (int half = 0; half < 2; ++half) {
        const int r = half ? r1 : r0;
        const int tok = q0 + r / GROUP;
        if (r >= PF_TOKENS * GROUP || tok >= T) continue;
        const int head = kvh * GROUP + r % GROUP;
        const float L = half ? l1 : l0;
        const float* gate = proj + (u64)tok * ATTN_PROJ + head * 2 * HD + HD;
        float* out = o + ((u64)tok * NH + head) * HD;
        // Eight of a row's gate pairs are read before their stores: the compiler cannot
        // tell that `out` does not alias `gate`, and a load after each store made the
        // epilogue a chain of memory latencies.
        constexpr int PAIRS = HDW / 8 < 8 ? HDW / 8 : 8;
#pragma unroll
        for (int i0 = 0; i0 < HDW / 2; i0 += 4 * PAIRS) {
            float2 gv[PAIRS];
#pragma unroll
            for (int g = 0; g < PAIRS; ++g) {
                const int d = ((i0 >> 2) + g) * 8 + 2 * tq;
                gv[g] = d < HD ? *(const float2*)(gate + d) : float2{0.0f, 0.0f};
            }
#pragma unroll
            for (int g = 0; g < PAIRS; ++g) {
                const int i = i0 + 4 * g, d = (i >> 2) * 8 + 2 * tq;
                if (d < HD)
                    *(float2*)(out + d) = float2{acc[i + 2 * half] / L * sigmoidf_(gv[g].x),
                                                  acc[i + 2 * half + 1] / L * sigmoidf_(gv[g].y)};
            }
        }
    }
}

// Advances the sequence position kept on the GPU, so a captured decode step replays at the
// right position.
extern "C" __global__ void advance_pos(int* pos, int t) {
    pdl_trigger();
    pdl_wait();
    *pos += t;
}
