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
// rows and issue wgmma (m64nGNk16) from GSTAGES shared-memory stages that cp.async fills
// GAHEAD steps ahead (W and x, both 128B-swizzled); one step's wgmma group stays in
// flight while the next is prepared, so a stage is rewritten only after the group two steps
// back is done.
#define GM 128
#define GK 64  // one 128-byte swizzled line of f16 per tile row
#define GSTAGES 4
#define GAHEAD (GSTAGES - 2)
#define GEMM_THREADS 256

template <int GN>
struct GemmShape {
    static constexpr int A_BYTES = GM * 128;
    static constexpr int B_BYTES = GN * 128;
    static constexpr int STAGE = A_BYTES + B_BYTES;
    // Dynamic shared memory: the stages plus slack to align them to the swizzle atom.
    // Mirrored by `gemm_smem_bytes` in the backend.
    static constexpr int SMEM = GSTAGES * STAGE + 1024;
};

// Accumulator q of a thread sits at tile row gemm_row(q) and token gemm_col(q).
__device__ __forceinline__ int gemm_row(int q) {
    int warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
    return (warp >> 2) * 64 + (warp & 3) * 16 + (lane >> 2) + ((q >> 1) & 1) * 8;
}
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

// acc = W_tile . x_tile^T over `cols` columns (a multiple of 8). `w_row(i)` gives the
// start of the tile's i-th weight row (i < GM) or nullptr past the end (row 0 always
// exists); `x_row(n)` the start of the tile's n-th token row of x (n < GN) or nullptr. The products cover the tile's first
// NW tokens (NW <= GN, from with_width): a partial tile (an expert's last few tokens, a
// chunk's last tile) costs the tensor-core time of its tokens, not of the whole tile.
// `smem` holds GemmShape<GN>::SMEM bytes (unaligned).
template <int GN, int NW, typename WRow, typename XRow>
__device__ __forceinline__ void gemm_tile(WRow w_row, XRow x_row, int cols,
                                          unsigned char* smem_raw, float (&acc)[NW / 2]) {
    using S = GemmShape<GN>;
    unsigned char* smem = swizzle_aligned(smem_raw);
    const int tid = threadIdx.x, wg = tid >> 7, chunk = tid & 7;
    const int ksteps = (cols + GK - 1) / GK;

    // Each thread copies chunk `chunk` of the same rows at every stage: resolve them once.
    const f16_t* wsrc[4];  // W rows tid / 8 + 32 j
#pragma unroll
    for (int j = 0; j < 4; ++j) wsrc[j] = w_row((tid >> 3) + 32 * j);
    constexpr int XCHUNKS = NW * 8 / GEMM_THREADS;  // the tokens the products read
    const f16_t* xsrc[XCHUNKS];                      // x rows tid / 8 + 32 j
#pragma unroll
    for (int j = 0; j < XCHUNKS; ++j) xsrc[j] = x_row((tid >> 3) + 32 * j);
    const f16_t* any = w_row(0);  // a valid address for the zero-byte copies past the edges

    auto issue = [&](int kt, int stage) {
        unsigned char* a = smem + stage * S::STAGE;
        int gc = kt * GK + chunk * 8;
#pragma unroll
        for (int j = 0; j < 4; ++j) {
            bool ok = wsrc[j] != nullptr && gc < cols;
            cp_async16_fill(a + sw128_offset((tid >> 3) + 32 * j, chunk), ok ? wsrc[j] + gc : any, ok ? 16u : 0u);
        }
#pragma unroll
        for (int j = 0; j < XCHUNKS; ++j) {
            bool ok = xsrc[j] != nullptr && gc < cols;
            cp_async16_fill(a + S::A_BYTES + sw128_offset((tid >> 3) + 32 * j, chunk), ok ? xsrc[j] + gc : any,
                            ok ? 16u : 0u);
        }
    };

#pragma unroll
    for (int q = 0; q < NW / 2; ++q) acc[q] = 0.0f;
#pragma unroll
    for (int s = 0; s < GAHEAD; ++s) {
        if (s < ksteps) issue(s, s);
        cp_async_commit();
    }
    for (int kt = 0; kt < ksteps; ++kt) {
        cp_async_wait<GAHEAD - 1>();  // this thread's copies of stage kt have landed
        fence_proxy_async();          // and are visible to wgmma
        __syncthreads();              // everyone's are; step kt - 2's group is done (waited below)
        const int next = kt + GAHEAD;
        if (next < ksteps) issue(next, next % GSTAGES);
        cp_async_commit();
        unsigned char* a = smem + (kt % GSTAGES) * S::STAGE;
        const u64 da = wgmma_desc_sw128(a + wg * 64 * 128);
        const u64 db = wgmma_desc_sw128(a + S::A_BYTES);
        wgmma_fence();
#pragma unroll
        for (int kk = 0; kk < GK / 16; ++kk) {
            // 16 columns further along the swizzled line: 32 bytes, 2 in descriptor units.
            Wgmma<NW>::mma(acc, da + 2 * kk, db + 2 * kk, 1);
        }
        wgmma_commit();
        wgmma_wait<1>();  // step kt's group may still run
    }
    wgmma_wait<0>();
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

// y (+)= W x for x as to_f16_rows writes it for T rows, W and x read by TMA through the
// tensor maps `w_map` ([rows, cols] f16, 64 x GM boxes) and `x_map` ([T, cols] f16, 64 x
// DENSE_GN boxes), both 128-byte swizzled; cols % 8 == 0 (the maps' row pitch is a multiple
// of 16 bytes; the host checks). With `parts` = 2, `rest_map` holds what f16 left out of x
// (same layout and scales), and the row tiles that hold the first `rest_rows` rows take
// y (+)= W x + W rest in one accumulator: their product runs over 2 * ceil(cols / GK) steps,
// the second half against the rest (the router's rows, whose near-ties must fall as with
// fp32 inputs; later tiles take x alone). Grid (ceil(rows / GM), ceil(T / DENSE_GN),
// slices), GEMM_THREADS threads, DENSE_SMEM bytes of dynamic shared memory. With one slice
// y (+)= W x.
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
    const int r0 = blockIdx.x * GM, t0 = blockIdx.y * DENSE_GN, step0 = blockIdx.z * slice_steps;
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
#pragma unroll
            for (int q = 0; q < NW / 2; ++q) {
                int r = r0 + gemm_row(q), t = t0 + gemm_col(q);
                if (r < rows && t < T) {
                    float* o = y + (u64)t * rows + r;
                    float v = acc[q] * scale[t];
                    *o = accumulate ? *o + v : v;
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
// tile of up to GN slots of one expert, (expert, first position in `order`, slot count), and
// tiles[0] the number of tiles that follow (the grid covers the most there can be).

// act[p, i] = silu(gate_e[i] . x_t) * (up_e[i] . x_t) for the slot at position p of `order`
// (token t, expert e), x as to_f16_rows writes it for T rows, act fp32 [T * TOPK, MOE_I] (the
// down projection's input once to_f16_rows has converted it). Grid (MOE_I / (GM / 2), max tiles): each block's GM
// rows are GM/2 gate rows (first warpgroup) and the matching up rows (second), combined
// through shared memory.
template <int GN>
__device__ __forceinline__ void moe_gate_up_tile(const f16_t* __restrict__ gate_up, const f16_t* xs,
                                                 const int* order, const int* tiles, float* act, int T,
                                                 unsigned char* smem_raw) {
    const int tile = blockIdx.y;
    if (tile >= tiles[0]) return;
    const int e = tiles[1 + 3 * tile], p0 = tiles[2 + 3 * tile], n = tiles[3 + 3 * tile];
    const int i0 = blockIdx.x * (GM / 2);
    const f16_t* base = gate_up + (u64)e * 2 * MOE_I * HIDDEN;
    float* out = (float*)swizzle_aligned(smem_raw);  // [GM][GN + 1]
    with_width<GN>(n, [&](auto w) {
        constexpr int NW = decltype(w)::value;
        float acc[NW / 2];
        gemm_tile<GN, NW>(
            [&](int r) {
                int i = i0 + (r & (GM / 2 - 1));
                return i < MOE_I ? base + (u64)(r < GM / 2 ? i : MOE_I + i) * HIDDEN : nullptr;
            },
            [&](int c) { return c < n ? xs + (u64)(order[p0 + c] / TOPK) * HIDDEN : nullptr; }, HIDDEN,
            smem_raw, acc);
        // gemm_tile's stages are free after its last wait: reuse them for the outputs.
        __syncthreads();
#pragma unroll
        for (int q = 0; q < NW / 2; ++q) out[gemm_row(q) * (GN + 1) + gemm_col(q)] = acc[q];
    });
    __syncthreads();
    for (int k = threadIdx.x; k < (GM / 2) * GN; k += GEMM_THREADS) {
        int c = k / (GM / 2), r = k % (GM / 2);
        if (c < n && i0 + r < MOE_I) {
            float scale = row_scales(xs, T, HIDDEN)[order[p0 + c] / TOPK];
            float g = out[r * (GN + 1) + c] * scale, u = out[(r + GM / 2) * (GN + 1) + c] * scale;
            act[(u64)(p0 + c) * MOE_I + i0 + r] = siluf_(g) * u;
        }
    }
}

// expert_out[slot, r] = down_e[r] . act[p] for the slot at position p of `order` (act as
// to_f16_rows writes it for T * TOPK rows), unweighted
// (moe_combine applies the routing weights in a fixed order). Grid (ceil(HIDDEN / GM), max tiles).
template <int GN>
__device__ __forceinline__ void moe_down_tile(const f16_t* __restrict__ down, const f16_t* act,
                                              const int* order, const int* tiles, float* expert_out, int T,
                                              unsigned char* smem_raw) {
    const int tile = blockIdx.y;
    if (tile >= tiles[0]) return;
    const int e = tiles[1 + 3 * tile], p0 = tiles[2 + 3 * tile], n = tiles[3 + 3 * tile];
    const int r0 = blockIdx.x * GM;
    const f16_t* base = down + (u64)e * HIDDEN * MOE_I;
    const float* scale = row_scales(act, (u64)T * TOPK, MOE_I);
    with_width<GN>(n, [&](auto w) {
        constexpr int NW = decltype(w)::value;
        float acc[NW / 2];
        gemm_tile<GN, NW>([&](int r) { return r0 + r < HIDDEN ? base + (u64)(r0 + r) * MOE_I : nullptr; },
                          [&](int c) { return c < n ? act + (u64)(p0 + c) * MOE_I : nullptr; }, MOE_I,
                          smem_raw, acc);
#pragma unroll
        for (int q = 0; q < NW / 2; ++q) {
            int col = gemm_col(q), r = r0 + gemm_row(q);
            if (col < n && r < HIDDEN) expert_out[(u64)order[p0 + col] * HIDDEN + r] = acc[q] * scale[p0 + col];
        }
    });
}

// One kernel pair per tile width: the backend picks the width from the chunk's mean tokens
// per expert (short prompts give each expert a few tokens), and moe_group cuts tiles to it.
#define MOE_GROUPED_KERNELS(GN)                                                                              \
    extern "C" __global__ void __launch_bounds__(GEMM_THREADS)                                               \
        moe_gate_up_grouped_##GN(const f16_t* __restrict__ gate_up, const f16_t* xs, const int* order,       \
                                 const int* tiles, float* act, int T) {                                     \
        pdl_trigger();                                                                                       \
        pdl_wait();                                                                                          \
        extern __shared__ unsigned char smem[];                                                              \
        moe_gate_up_tile<GN>(gate_up, xs, order, tiles, act, T, smem);                                       \
    }                                                                                                        \
    extern "C" __global__ void __launch_bounds__(GEMM_THREADS)                                               \
        moe_down_grouped_##GN(const f16_t* __restrict__ down, const f16_t* act, const int* order,            \
                              const int* tiles, float* expert_out, int T) {                                 \
        pdl_trigger();                                                                                       \
        pdl_wait();                                                                                          \
        extern __shared__ unsigned char smem[];                                                              \
        moe_down_tile<GN>(down, act, order, tiles, expert_out, T, smem);                                     \
    }
MOE_GROUPED_KERNELS(32)
MOE_GROUPED_KERNELS(64)
MOE_GROUPED_KERNELS(128)
MOE_GROUPED_KERNELS(256)
