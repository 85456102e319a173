// Prompt chunks on tensor cores: y[t, r] (+)= sum_k x[t, k] W[r, k] for the projections of
// many tokens at once (one token uses the streaming matrix-vector kernels), and the MoE's
// grouped GEMMs, where each tile multiplies one expert's rows with the tokens routed to it.
// W is f16 (weights_to_f16); x is fp32, converted once per token row to f16 (to_f16_rows,
// or rms_norm_rows_f16 as it norms the row) with a power-of-two scale that keeps the row
// within f16's range. f16's 11-bit mantissa keeps prompt-path logits near fp32: on a
// 4096-token prompt of the 8-layer full-width checkpoint the prompt path scored -0.029%
// perplexity and 2.6e-4 mean KL against transformers fp32, where x rounded to bf16 scored
// +0.060% and 2.0e-3 (transformers-bf16: +0.117%, 5.6e-3; docs/fidelity.md). One f16
// product costs half of the bf16 high + low pair it replaced. Where a product picks
// something (the router's logits), a second product over the f16 remainder of x brings it
// to near-fp32 inputs (rms_norm_rows_f16's `lo`).
#include "common.cuh"
#include "mma.cuh"

// Block tile: GM weight rows x GN tokens, GK columns per stage. Two warpgroups each own 64
// rows and issue wgmma (m64nGNk16) from shared-memory stages (W and x, both 128B-swizzled)
// that the tensor memory accelerator or cp.async fill ahead of them.
#define GM 128
#define GK 64  // one 128-byte swizzled line of f16 per tile row
#define GSTAGES 4
#define GEMM_THREADS 256

template <int GN>
struct GemmShape {
    static constexpr int A_BYTES = GM * 128;
    static constexpr int B_BYTES = GN * 128;
    static constexpr int STAGE = A_BYTES + B_BYTES;
    // Dynamic shared memory: the stages plus slack to align them to the swizzle atom.
    // Mirrored by `gemm_stages_bytes` in the backend.
    static constexpr int SMEM = GSTAGES * STAGE + 1024;
};

// Accumulator q of a thread sits at row wg_row(q) of its warpgroup's 64, tile row
// gemm_row(q) where warpgroup w owns rows 64 w on, and token gemm_col(q).
__device__ __forceinline__ int wg_row(int q) {
    int warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
    return (warp & 3) * 16 + (lane >> 2) + ((q >> 1) & 1) * 8;
}
__device__ __forceinline__ int gemm_row(int q) { return (threadIdx.x >> 7) * 64 + wg_row(q); }
__device__ __forceinline__ int gemm_col(int q) { return (q >> 2) * 8 + 2 * (threadIdx.x & 3) + (q & 1); }

// A compile-time width, passed to a generic lambda.
template <int N>
struct Width {
    static constexpr int value = N;
};

// Calls f(Width<NW>{}) with NW the fewest of 32, 64, 128, 192 or GN tokens that cover
// `width`: the tensor-core width for a tile of GN tokens of which `width` exist.
template <int GN, typename F>
__device__ __forceinline__ void with_width(int width, F f) {
    if (GN > 32 && width <= 32)
        f(Width<32>{});
    else if (GN > 64 && width <= 64)
        f(Width<64>{});
    else if (GN > 128 && width <= 128)
        f(Width<128>{});
    else if (GN > 192 && width <= 192)
        f(Width<192>{});
    else
        f(Width<GN>{});
}

// x [rows, cols] as the GEMMs read it (row_scales): each row in f16, times 2^-s where s > 0
// only for a row whose largest magnitude reaches 2^15 (f16 ends at 65504), and the factor
// 2^s that undoes it, applied in the GEMM epilogues (powers of two are exact). One warp a
// row, two values a lane per load (cols is even: the GEMMs need multiples of 8). Normed
// rows come from rms_norm_rows_f16 in this form directly.
extern "C" __global__ void to_f16_rows(const float* x, f16_t* xs, int rows, int cols) {
    pdl_trigger();
    pdl_wait();
    const int r = blockIdx.x * (blockDim.x >> 5) + (threadIdx.x >> 5), lane = threadIdx.x & 31;
    if (r >= rows) return;
    const float2* xr = (const float2*)(x + (u64)r * cols);
    const int pairs = cols >> 1;
    float m = 0.0f;
    for (int i = lane; i < pairs; i += WARP) {
        float2 v = xr[i];
        m = fmaxf(m, fmaxf(fabsf(v.x), fabsf(v.y)));
    }
    m = warp_max(m);
    const int s = f16_row_exponent(m);
    const float down = ldexpf(1.0f, -s);
    u32* hr = (u32*)(xs + (u64)r * cols);
    for (int i = lane; i < pairs; i += WARP) {
        float2 v = xr[i];
        hr[i] = (u32)f32_to_f16(v.x * down) | ((u32)f32_to_f16(v.y * down) << 16);
    }
    if (lane == 0) row_scales(xs, rows, cols)[r] = ldexpf(1.0f, s);
}

// 256 tokens a tile: each weight tile read from L2 serves twice the tokens of a 128-wide
// one, and the GEMMs are bound by L2-to-shared-memory traffic (docs/perf-notes.md).
#define DENSE_GN 256

// The dense GEMM's shared memory: the stages of GemmShape<DENSE_GN>, then a `full` and an
// `empty` barrier per stage. Mirrored by `dense_gemm_smem_bytes` in the backend.
#define DENSE_SMEM (GemmShape<DENSE_GN>::SMEM + 2 * GSTAGES * 8)

// The most column slices of a split GEMM: one cluster, of at most the portable size.
#define MAX_SLICES 8

// Tiles are dealt in groups of RASTER_ROWS row tiles, a group's tiles token tile by token
// tile: the ~132 tiles in flight then span 16 row tiles of W and ~8 token tiles of x (~16 MB
// at 2,048 columns), so each of W's row tiles comes from DRAM once and x once a group. Dealt
// row tile by row tile, the tiles in flight spanned all of W's rows (50 MB for the DeltaNet
// input projection, more than L2 keeps), which then came from DRAM once per token tile.
#define RASTER_ROWS 16

// The (first row, first token) of the tile that block `b` of a launch over `rows` x `T`
// computes (RASTER_ROWS).
__device__ __forceinline__ int2 raster_tile(int b, int rows, int T) {
    const int row_tiles = (rows + GM - 1) / GM, token_tiles = (T + DENSE_GN - 1) / DENSE_GN;
    const int group = b / (RASTER_ROWS * token_tiles), in_group = b % (RASTER_ROWS * token_tiles);
    const int group_rows = min(RASTER_ROWS, row_tiles - group * RASTER_ROWS);
    return make_int2((group * RASTER_ROWS + in_group % group_rows) * GM, in_group / group_rows * DENSE_GN);
}

// A group of an epilogue: ACCS accumulators (32, or all of a narrower product's) whose
// scales, sums or destinations it loads before it stores any of them, and their COLS
// columns. A quad's accumulators q and q + 2 share a column: column j of the group at q0 is
// gemm_col(q0 + group_acc(j)), and accumulator q0 + g lies in its column group_col(g).
template <int NW>
struct EpilogueGroup {
    static constexpr int ACCS = NW / 2 < 32 ? NW / 2 : 32;
    static constexpr int COLS = ACCS / 2;
};
__device__ __forceinline__ int group_acc(int j) { return 4 * (j >> 1) + (j & 1); }
__device__ __forceinline__ int group_col(int g) { return 2 * (g >> 2) + (g & 1); }

// y (+)= W x for x as to_f16_rows writes it for T rows, W and x read by TMA through the
// tensor maps `w_map` ([rows, cols] f16, 64 x GM boxes) and `x_map` ([T, cols] f16, 64 x
// DENSE_GN boxes), both 128-byte swizzled; cols % 8 == 0 (the maps' row pitch is a multiple
// of 16 bytes; the host checks). With `parts` = 2, `rest_map` holds what f16 left out of x
// (same layout and scales), and the row tiles that hold the first `rest_rows` rows take
// y (+)= W x + W rest in one accumulator: their product runs over 2 * ceil(cols / GK) steps,
// the second half against the rest (the router's rows, whose near-ties must fall as with
// fp32 inputs; later tiles take x alone). Grid (ceil(rows / GM) * ceil(T / DENSE_GN), 1,
// slices), the tiles in raster_tile's order, GEMM_THREADS threads, DENSE_SMEM bytes of
// dynamic shared memory. With one slice y (+)= W x.
// A chunk too short to fill the GPU splits the steps instead: slice z runs steps
// [z * slice_steps, (z + 1) * slice_steps) into a partial tile. The slices of a tile are one
// cluster (launched with cluster dims (1, 1, slices), at most MAX_SLICES): each leaves its
// scaled partial tile in its shared memory, and block z adds the slices' tiles for its share
// of the tokens in slice order, so the sum is deterministic and the partials never leave
// the chip.
//
// Thread 0 keeps all GSTAGES stages in flight: a stage's `full` barrier completes when its
// two boxes have landed, and its `empty` barrier when every thread's wgmma group that read
// it is done, after which thread 0 refills it GSTAGES steps ahead. The weight boxes of the
// first stages go out before the wait for the previous kernel.
extern "C" __global__ void __launch_bounds__(GEMM_THREADS)
    gemm_f16(const __grid_constant__ TensorMap w_map, const __grid_constant__ TensorMap x_map,
             const __grid_constant__ TensorMap rest_map, const f16_t* xs, float* y, int rows, int cols,
             int T, int accumulate, int parts, int rest_rows, int slice_steps) {
    using S = GemmShape<DENSE_GN>;
    extern __shared__ unsigned char smem_raw[];
    unsigned char* smem = swizzle_aligned(smem_raw);
    u64* full = (u64*)(smem + GSTAGES * S::STAGE);
    u64* empty = full + GSTAGES;
    const int tid = threadIdx.x, wg = tid >> 7;
    const int part_steps = (cols + GK - 1) / GK;
    const int2 tile = raster_tile(blockIdx.x, rows, T);
    const int r0 = tile.x, t0 = tile.y, step0 = blockIdx.z * slice_steps;
    // A tile past the rest's rows runs the first part only; its last slices may be empty.
    const int tile_parts = r0 < rest_rows ? parts : 1;
    const int ksteps = max(0, min(slice_steps, tile_parts * part_steps - step0));
    const int first = min(GSTAGES, ksteps);
    auto stage = [&](int s) { return smem + s * S::STAGE; };
    // Step s of this slice: W's column and the map of x it meets.
    auto column = [&](int s) { return ((step0 + s) % part_steps) * GK; };
    auto x_of = [&](int s) { return step0 + s < part_steps ? &x_map : &rest_map; };
    if (tid == 0) {
        for (int s = 0; s < GSTAGES; ++s) {
            mbar_init(&full[s], 1);
            mbar_init(&empty[s], GEMM_THREADS);
        }
        mbar_init_fence();
        for (int s = 0; s < first; ++s) {
            mbar_arrive_expect(&full[s], S::STAGE);
            tma_load_2d(stage(s), &w_map, column(s), r0, &full[s]);
        }
    }
    pdl_trigger();
    pdl_wait();
    if (tid == 0)
        for (int s = 0; s < first; ++s) tma_load_2d(stage(s) + S::A_BYTES, x_of(s), column(s), t0, &full[s]);
    __syncthreads();  // the barriers are initialised before anyone waits on them

    const float* scale = row_scales(xs, T, cols);
    with_width<DENSE_GN>(T - t0, [&](auto w) {
        constexpr int NW = decltype(w)::value;
        float acc[NW / 2];
#pragma unroll
        for (int q = 0; q < NW / 2; ++q) acc[q] = 0.0f;
        for (int kt = 0; kt < ksteps; ++kt) {
            const int s = kt % GSTAGES;
            mbar_wait(&full[s], (kt / GSTAGES) & 1);
            const u64 da = wgmma_desc_sw128(stage(s) + wg * 64 * 128);
            const u64 db = wgmma_desc_sw128(stage(s) + S::A_BYTES);
            wgmma_fence();
#pragma unroll
            for (int kk = 0; kk < GK / 16; ++kk) Wgmma<NW>::mma(acc, da + 2 * kk, db + 2 * kk, 1);
            wgmma_commit();
            wgmma_wait<1>();  // step kt - 1's group is done: its stage may be refilled
            if (kt > 0) {
                const int ps = (kt - 1) % GSTAGES, next = kt - 1 + GSTAGES;
                mbar_arrive(&empty[ps]);
                if (tid == 0 && next < ksteps) {
                    mbar_wait(&empty[ps], ((kt - 1) / GSTAGES) & 1);
                    mbar_arrive_expect(&full[ps], S::STAGE);
                    tma_load_2d(stage(ps), &w_map, column(next), r0, &full[ps]);
                    tma_load_2d(stage(ps) + S::A_BYTES, x_of(next), column(next), t0, &full[ps]);
                }
            }
        }
        wgmma_wait<0>();
        const int slices = gridDim.z;
        if (slices == 1) {
            // A group's loads (row scales, and y's sums when accumulating) go out before its
            // stores: the compiler cannot tell that y aliases neither, so a load after each
            // store made the epilogue a chain of 128 memory latencies.
            using G = EpilogueGroup<NW>;
#pragma unroll
            for (int q0 = 0; q0 < NW / 2; q0 += G::ACCS) {
                float s[G::COLS], sum[G::ACCS];
#pragma unroll
                for (int j = 0; j < G::COLS; ++j) {
                    const int t = t0 + gemm_col(q0 + group_acc(j));
                    s[j] = t < T ? scale[t] : 0.0f;
                }
#pragma unroll
                for (int g = 0; g < G::ACCS; ++g) {
                    const int r = r0 + gemm_row(q0 + g), t = t0 + gemm_col(q0 + g);
                    sum[g] = accumulate && r < rows && t < T ? y[(u64)t * rows + r] : 0.0f;
                }
#pragma unroll
                for (int g = 0; g < G::ACCS; ++g) {
                    const int r = r0 + gemm_row(q0 + g), t = t0 + gemm_col(q0 + g);
                    if (r < rows && t < T) {
                        const float v = acc[q0 + g] * s[group_col(g)];
                        y[(u64)t * rows + r] = accumulate ? sum[g] + v : v;
                    }
                }
            }
            return;
        }
        // The partial tile, token-major with a padded stride (conflict-free stores, 16-byte
        // aligned rows), in the stages once every warpgroup's products are done with them.
        constexpr int STRIDE = GM + 4;
        static_assert(DENSE_GN * STRIDE * 4 <= GSTAGES * S::STAGE, "a partial tile fits in the stages");
        float* part = (float*)smem;
        __syncthreads();
#pragma unroll
        for (int q = 0; q < NW / 2; ++q) {
            int t = t0 + gemm_col(q);
            part[gemm_col(q) * STRIDE + gemm_row(q)] = t < T ? acc[q] * scale[t] : 0.0f;
        }
        cluster_sync();  // every slice's partial tile is in place
        // Four rows a thread: every slice's four are requested before the first is added.
        const int width = min(NW, T - t0), share = (width + slices - 1) / slices;
        const int c0 = blockIdx.z * share, c1 = min(width, c0 + share);
        for (int k = tid; k < (c1 - c0) * (GM / 4); k += GEMM_THREADS) {
            const int c = c0 + k / (GM / 4), r = (k % (GM / 4)) * 4;
            if (r0 + r >= rows) continue;
            const u32 at = smem_addr(part + c * STRIDE + r);
            float4 v[MAX_SLICES];
#pragma unroll
            for (int z = 0; z < MAX_SLICES; ++z)
                if (z < slices) v[z] = ld_cluster_f32x4(at, z);
            float total[4] = {v[0].x, v[0].y, v[0].z, v[0].w};
#pragma unroll
            for (int z = 1; z < MAX_SLICES; ++z) {
                if (z < slices) {
                    total[0] += v[z].x;
                    total[1] += v[z].y;
                    total[2] += v[z].z;
                    total[3] += v[z].w;
                }
            }
            float* o = y + (u64)(t0 + c) * rows + r0 + r;
#pragma unroll
            for (int i = 0; i < 4; ++i)
                if (r0 + r + i < rows) o[i] = accumulate ? o[i] + total[i] : total[i];
        }
        cluster_sync();  // no block leaves while another reads its tile
    });
}

// ---- MoE prompt chunks: grouped GEMMs over the experts' token lists (see moe_group) ----
// `order` lists the chunk's (token, choice) slots grouped by expert; `tiles` holds, per
// tile of up to `tile_tokens` slots of one expert, (expert, first position in `order`, slot
// count), and tiles[0] the number of tiles that follow.
//
// Both grouped GEMMs are persistent and warp-specialised. A block an SM takes items (tile,
// block of GM rows) from a queue, so blocks that drew short tiles take more (the tiles of a
// long prompt range from a few tokens to 256, and a fixed share of them left some blocks
// with a fifth more work than the mean); its first warpgroup produces and the other two
// consume. The producer refills each stage of a ring as soon as the consumers free it,
// across item boundaries, so neither a pipeline's fill nor an item's epilogue leaves the
// memory system idle (one block of 8 warps that all waited on their own copies and a block
// barrier at every step was latency-bound: docs/perf-notes.md, 2026-12-07). W's rows of a
// step come in one TMA box, the tile's token rows (gathered through `order`) by cp.async, 16
// bytes a copy, each producer thread's copies of a stage counted on the stage's `full`
// barrier as they land. Each stage also carries its item, so the consumers learn what the
// producer drew. Each consumer warpgroup multiplies 64 of the rows by the tile's tokens
// (wgmma as wide as the tile's count needs) and frees the stage on its `empty` barrier once
// its group is done.
#define MOE_THREADS 384
#define MOE_MAX_STAGES 8
#define MOE_STAGE_W (GM * 128)  // W's GM rows of GK columns
// The ring's bytes: four stages of the widest tiles, more stages of narrower ones.
#define MOE_RING (GSTAGES * (MOE_STAGE_W + 256 * 128))
// Dynamic shared memory: the ring, a `full` and an `empty` barrier and an item and its
// token count per stage, the producer's next item, alignment slack. Mirrored by
// `moe_gemm_smem_bytes` in the backend.
#define MOE_SMEM (MOE_RING + 2 * MOE_MAX_STAGES * 8 + (2 * MOE_MAX_STAGES + 1) * 4 + 1024)
#define MOE_PRODUCERS 128
#define MOE_PRODUCER_BARRIER 1  // named barrier of the producer warpgroup (0 is __syncthreads)

// How the two grouped GEMMs differ: W's rows (an expert's EXPERT_ROWS, of K columns), the
// token rows, the outputs.
struct GateUpGemm {
    // W is [NE * 2 * MOE_I, HIDDEN] with each expert's rows interleaved (gate_row, up_row):
    // a tile's GM rows are 8 gate and the 8 matching up rows of GM / 2 intermediate columns
    // in turn, so a thread's accumulators hold the gate and the up product of the same
    // (column, slot) and SwiGLU needs no exchange.
    static constexpr int K = HIDDEN;
    static constexpr int EXPERT_ROWS = 2 * MOE_I;
    static constexpr int ROW_BLOCKS = (MOE_I + GM / 2 - 1) / (GM / 2);
};

struct DownGemm {
    // W is [NE * HIDDEN, MOE_I].
    static constexpr int K = MOE_I;
    static constexpr int EXPERT_ROWS = HIDDEN;
    static constexpr int ROW_BLOCKS = (HIDDEN + GM - 1) / GM;
};

// The ring in shared memory, and a position in it: stage and the parity of its current use.
struct MoeRing {
    unsigned char* stages;
    int stage_bytes, count;
    u64 *full, *empty;
    int *item, *tokens;  // per stage: the item it holds (`items` past the last) and its count
    int* drawn;          // the producer's next item, handed from thread 0 to its warpgroup
    __device__ unsigned char* at(int s) const { return stages + s * stage_bytes; }
};
struct RingPos {
    int stage = 0;
    u32 phase = 0;
    __device__ void advance(int stages) {
        if (++stage == stages) {
            stage = 0;
            phase ^= 1;
        }
    }
};

__device__ __forceinline__ void producer_sync() {
    asm volatile("bar.sync %0, %1;" ::"n"(MOE_PRODUCER_BARRIER), "n"(MOE_PRODUCERS) : "memory");
}

// The producer warpgroup: draws items from `queue` (thread 0, one item ahead); for every
// step of an item, waits for the stage to be free, sends W's box of GM rows by TMA with the
// item noted in the stage (thread 0), copies the token rows' 16-byte pieces of the step
// (every thread: piece `tid % 8` of rows tid / 8 + 16 j) and counts them on `full`. Past the
// last item it fills one stage with the end mark. `x_row(tile, c)` is the row of `x` ([*,
// G::K] f16) that holds the tile's c-th token.
template <typename G, typename XRow>
__device__ __forceinline__ void moe_produce(const TensorMap* w_map, const int* tiles, int items, int tile_tokens,
                                            u32* queue, const MoeRing& ring, const f16_t* x, XRow x_row) {
    const int tid = threadIdx.x, chunk = tid & 7;
    constexpr int KSTEPS = (G::K + GK - 1) / GK;
    constexpr int ROWS_PER_THREAD = 256 / (MOE_PRODUCERS / 8);
    RingPos pos;
    int fills = 0;
    auto next_stage = [&] {
        if (fills >= ring.count) mbar_wait(&ring.empty[pos.stage], pos.phase ^ 1);
    };
    if (tid == 0) *ring.drawn = (int)atomicAdd(queue, 1u);
    producer_sync();
    for (int item = *ring.drawn; item < items;) {
        const int upcoming = tid == 0 ? (int)atomicAdd(queue, 1u) : 0;  // used at the next item
        const int tile = item / G::ROW_BLOCKS, rb = item % G::ROW_BLOCKS;
        const int e = tiles[1 + 3 * tile], n = min(tiles[3 + 3 * tile], tile_tokens);
        int row[ROWS_PER_THREAD];  // -1: no token (the products' columns past n are not kept)
#pragma unroll
        for (int j = 0; j < ROWS_PER_THREAD; ++j) {
            const int c = (tid >> 3) + 16 * j;
            row[j] = c < n ? x_row(tile, c) : -1;
        }
#pragma unroll 1
        for (int ks = 0; ks < KSTEPS; ++ks, ++fills, pos.advance(ring.count)) {
            next_stage();
            unsigned char* st = ring.at(pos.stage);
            if (tid == 0) {
                ring.item[pos.stage] = item;
                ring.tokens[pos.stage] = n;
                mbar_arrive_expect(&ring.full[pos.stage], MOE_STAGE_W);  // releases the notes
                tma_load_2d(st, w_map, ks * GK, e * G::EXPERT_ROWS + rb * GM, &ring.full[pos.stage]);
            }
            const int col = ks * GK + chunk * 8;
#pragma unroll
            for (int j = 0; j < ROWS_PER_THREAD; ++j) {
                if (row[j] >= 0) {
                    const f16_t* src = x + (u64)row[j] * G::K;
                    const bool in = col < G::K;
                    cp_async16_fill(st + MOE_STAGE_W + sw128_offset((tid >> 3) + 16 * j, chunk), in ? src + col : src,
                                    in ? 16u : 0u);
                }
            }
            cp_async_mbar_arrive(&ring.full[pos.stage]);
        }
        producer_sync();  // every producer thread has read this item's draw
        if (tid == 0) *ring.drawn = upcoming;
        producer_sync();
        item = *ring.drawn;
    }
    next_stage();
    if (tid == 0) {
        ring.item[pos.stage] = items;
        mbar_arrive(&ring.full[pos.stage]);
    }
    cp_async_mbar_arrive(&ring.full[pos.stage]);
    cp_async_wait<0>();  // no thread leaves with copies in flight
}

// A consumer warpgroup (`half` 0 or 1: rows 64 half on of each item): for every item the
// producer drew, acc = W_rows . x_tile^T over the item's steps, then `epilogue(tile, rb, n,
// Width<NW>, acc)` with the accumulators of the width-NW product (wg_row, gemm_col place them).
template <typename G, typename Epilogue>
__device__ __forceinline__ void moe_consume(int items, const MoeRing& ring, int half, Epilogue epilogue) {
    constexpr int KSTEPS = (G::K + GK - 1) / GK;
    const int lane = threadIdx.x & 31;
    RingPos pos;
    for (;;) {
        // The item's first stage says which item it is (its wait is repeated below at no cost).
        mbar_wait(&ring.full[pos.stage], pos.phase);
        // Broadcast: ptxas serialises wgmma under branches it cannot prove uniform.
        const int item = __shfl_sync(0xffffffffu, ring.item[pos.stage], 0);
        if (item >= items) break;
        const int n = __shfl_sync(0xffffffffu, ring.tokens[pos.stage], 0);
        const int tile = item / G::ROW_BLOCKS, rb = item % G::ROW_BLOCKS;
        with_width<256>(n, [&](auto w) {
            constexpr int NW = decltype(w)::value;
            float acc[NW / 2];
#pragma unroll
            for (int q = 0; q < NW / 2; ++q) acc[q] = 0.0f;
            int freed = -1;  // the stage whose group is still running, freed after the next
#pragma unroll 1
            for (int ks = 0; ks < KSTEPS; ++ks) {
                mbar_wait(&ring.full[pos.stage], pos.phase);
                fence_proxy_async();  // the token rows were written by cp.async (generic proxy)
                unsigned char* st = ring.at(pos.stage);
                const u64 da = wgmma_desc_sw128(st + half * 64 * 128);
                const u64 db = wgmma_desc_sw128(st + MOE_STAGE_W);
                wgmma_fence();
#pragma unroll
                for (int kk = 0; kk < GK / 16; ++kk) Wgmma<NW>::mma(acc, da + 2 * kk, db + 2 * kk, 1);
                wgmma_commit();
                wgmma_wait<1>();
                if (freed >= 0 && lane == 0) mbar_arrive(&ring.empty[freed]);
                freed = pos.stage;
                pos.advance(ring.count);
            }
            wgmma_wait<0>();
            if (lane == 0) mbar_arrive(&ring.empty[freed]);
            epilogue(tile, rb, n, w, acc);
        });
    }
}

// The grouped GEMM's frame: the ring, the roles, the register split. The launch gives each
// of the 384 threads 168 registers; the producer gives 48 back and the consumers, whose
// accumulators need them, take 24 more (120 x 128 + 192 x 256 = 168 x 384). `queue` is a
// zeroed counter of this launch's drawn items.
template <typename G, typename XRow, typename Epilogue>
__device__ __forceinline__ void moe_grouped_gemm(const TensorMap* w_map, const int* tiles, int tile_tokens,
                                                 u32* queue, const f16_t* x, XRow x_row, Epilogue epilogue) {
    extern __shared__ unsigned char smem_raw[];
    MoeRing ring;
    ring.stages = swizzle_aligned(smem_raw);
    ring.stage_bytes = MOE_STAGE_W + tile_tokens * 128;
    ring.count = min(MOE_MAX_STAGES, MOE_RING / ring.stage_bytes);
    ring.full = (u64*)(ring.stages + MOE_RING);
    ring.empty = ring.full + MOE_MAX_STAGES;
    ring.item = (int*)(ring.empty + MOE_MAX_STAGES);
    ring.tokens = ring.item + MOE_MAX_STAGES;
    ring.drawn = ring.tokens + MOE_MAX_STAGES;
    if (threadIdx.x == 0) {
        for (int s = 0; s < ring.count; ++s) {
            mbar_init(&ring.full[s], MOE_PRODUCERS + 1);  // every producer's copies + W's bytes
            mbar_init(&ring.empty[s], 8);                 // a consumer warp each
        }
        mbar_init_fence();
    }
    pdl_trigger();
    pdl_wait();
    __syncthreads();
    const int items = tiles[0] * G::ROW_BLOCKS;
    const int wg = __shfl_sync(0xffffffffu, threadIdx.x / 128, 0);
    if (wg == 0) {
        setmaxnreg_dec<120>();
        moe_produce<G>(w_map, tiles, items, tile_tokens, queue, ring, x, x_row);
    } else {
        setmaxnreg_inc<192>();
        moe_consume<G>(items, ring, wg - 1, epilogue);
    }
}

// act[p, i] = silu(gate_e[i] . x_t) * (up_e[i] . x_t) for the slot at position p of `order`
// (token t, expert e), x as to_f16_rows writes it for T rows. act is written as the down
// projection reads its input ([T * TOPK, MOE_I] f16 rows and their scales), every row at the
// fixed scale MOE_F16_EXPONENT: a row's columns are spread over ROW_BLOCKS items, so no item
// sees the row's largest value, and an fp32 copy for to_f16_rows to scale moved five times
// the bytes (4 written, 4 read and 2 written again a value, against 2). `gate_up` maps W [NE * 2 * MOE_I, HIDDEN] (rows interleaved, GateUpGemm)
// in boxes of GM rows. Grid: a block an SM; MOE_THREADS threads, MOE_SMEM bytes.
extern "C" __global__ void __launch_bounds__(MOE_THREADS, 1)
    moe_gate_up_grouped(const __grid_constant__ TensorMap gate_up, const f16_t* xs, const int* order,
                        const int* tiles, u32* queue, f16_t* act, int T, int tile_tokens) {
    const float* scale = row_scales(xs, T, HIDDEN);
    float* act_scale = row_scales(act, (u64)T * TOPK, MOE_I);
    // The token of the tile's c-th slot: its row of xs.
    auto token = [&](int tile, int c) { return order[tiles[2 + 3 * tile] + c] / TOPK; };
    moe_grouped_gemm<GateUpGemm>(
        &gate_up, tiles, tile_tokens, queue, xs, token, [&](int tile, int rb, int n, auto w, auto& acc) {
            constexpr int NW = decltype(w)::value;
            const int p0 = tiles[2 + 3 * tile], warp = (threadIdx.x >> 5) & 3, lane = threadIdx.x & 31;
            const int half = (threadIdx.x >> 7) - 1;
            // The tile's rows interleave 8 gate and 8 up rows: this thread's gate and up
            // accumulators (q and q + 2) are intermediate column i.
            const int i = rb * (GM / 2) + (4 * half + warp) * 8 + (lane >> 2);
            if (i >= MOE_I) return;
            // As in gemm_f16, a group's tokens and scales are read before its stores; here a
            // quad's accumulators q and q + 2 are the gate and up products of one column.
            using G = EpilogueGroup<NW>;
#pragma unroll
            for (int q0 = 0; q0 < NW / 2; q0 += G::ACCS) {
                int tok[G::COLS];
                float s[G::COLS];
#pragma unroll
                for (int j = 0; j < G::COLS; ++j) {
                    const int c = gemm_col(q0 + group_acc(j));
                    tok[j] = c < n ? order[p0 + c] / TOPK : 0;
                }
#pragma unroll
                for (int j = 0; j < G::COLS; ++j) s[j] = scale[tok[j]];
#pragma unroll
                for (int j = 0; j < G::COLS; ++j) {
                    const int q = q0 + group_acc(j), c = gemm_col(q);
                    if (c < n) {
                        const float a = siluf_(acc[q] * s[j]) * (acc[q + 2] * s[j]);
                        act[(u64)(p0 + c) * MOE_I + i] = f32_to_f16(a * MOE_F16_DOWN);
                        if (i == 0) act_scale[p0 + c] = MOE_F16_UP;  // the thread of column 0 of the row
                    }
                }
            }
        });
}

// expert_out[slot, r] = down_e[r] . act[p] for the slot at position p of `order` (act as
// moe_gate_up_grouped writes it for T * TOPK rows), unweighted (moe_combine applies the
// routing weights in a fixed order), in f16 at the fixed scale MOE_F16_EXPONENT: at 4,096
// tokens fp32 outputs were 268 MB a layer written here and read again by moe_combine. `down`
// maps W [NE * HIDDEN, MOE_I] in boxes of GM rows. Grid: a block an SM; MOE_THREADS threads,
// MOE_SMEM bytes.
extern "C" __global__ void __launch_bounds__(MOE_THREADS, 1)
    moe_down_grouped(const __grid_constant__ TensorMap down, const f16_t* act, const int* order, const int* tiles,
                     u32* queue, f16_t* expert_out, int T, int tile_tokens) {
    const float* scale = row_scales(act, (u64)T * TOPK, MOE_I);
    moe_grouped_gemm<DownGemm>(
        &down, tiles, tile_tokens, queue, act, [&](int tile, int c) { return tiles[2 + 3 * tile] + c; },
        [&](int tile, int rb, int n, auto w, auto& acc) {
            constexpr int NW = decltype(w)::value;
            const int p0 = tiles[2 + 3 * tile], half = (threadIdx.x >> 7) - 1;
            // As in gemm_f16, a group's destinations and scales are read before its stores.
            using G = EpilogueGroup<NW>;
#pragma unroll
            for (int q0 = 0; q0 < NW / 2; q0 += G::ACCS) {
                int slot[G::COLS];
                float s[G::COLS];
#pragma unroll
                for (int j = 0; j < G::COLS; ++j) {
                    const int c = gemm_col(q0 + group_acc(j));
                    slot[j] = c < n ? order[p0 + c] : 0;
                    s[j] = c < n ? scale[p0 + c] : 0.0f;
                }
#pragma unroll
                for (int g = 0; g < G::ACCS; ++g) {
                    const int q = q0 + g, c = gemm_col(q), r = rb * GM + half * 64 + wg_row(q);
                    if (c < n && r < HIDDEN)
                        expert_out[(u64)slot[group_col(g)] * HIDDEN + r] =
                            f32_to_f16(acc[q] * (s[group_col(g)] * MOE_F16_DOWN));
                }
            }
        });
}
