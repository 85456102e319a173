// Prompt chunks on tensor cores: y[t, r] (+)= sum_k x[t, k] W[r, k] for the projections of
// many tokens at once (one token uses the streaming matrix-vector kernels), and the MoE's
// grouped GEMMs, where each tile multiplies one expert's rows with the tokens routed to it.
// W is bf16; x is fp32, split into bf16 high and low parts (two products), so the result
// keeps close to an fp32 product while each weight tile is read once per 64 tokens.
#include "common.cuh"
#include "mma.cuh"

// Block tile: GM weight rows x GN tokens, GK columns per step; 8 warps as 4 (rows) x 2
// (tokens), each owning 32 x 32 outputs.
#define GM 128
#define GN 64
#define GK 32
#define GSTRIDE (GK + 8)  // bf16 per shared row: 16 extra bytes keep ldmatrix conflict-free
#define GEMM_THREADS 256
// Shared memory of one tile: two stages of W, x high and x low.
#define GEMM_SMEM (2 * (GM + 2 * GN) * GSTRIDE * 2)

// Accumulator element c of acc[mi][nj] sits at tile row gemm_row(mi, c), token gemm_col(nj, c).
__device__ __forceinline__ int gemm_row(int mi, int c) {
    int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    return (warp & 3) * 32 + mi * 16 + (lane >> 2) + (c >> 1) * 8;
}
__device__ __forceinline__ int gemm_col(int nj, int c) {
    int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    return (warp >> 2) * 32 + nj * 8 + 2 * (lane & 3) + (c & 1);
}

// acc = W_tile . x_tile^T over `cols` columns (a multiple of 8). `w_row(i)` gives the
// start of the tile's i-th weight row (i < GM) or nullptr past the end (row 0 always
// exists); `x_row(n)` the
// tile's n-th token row (n < GN) or nullptr. `smem` holds GEMM_SMEM bytes.
template <typename WRow, typename XRow>
__device__ __forceinline__ void gemm_tile(WRow w_row, XRow x_row, int cols, unsigned char* smem,
                                          float (&acc)[2][4][4]) {
    bf16_t* ws = (bf16_t*)smem;                // [2][GM * GSTRIDE]
    bf16_t* xh = ws + 2 * GM * GSTRIDE;        // [2][GN * GSTRIDE]
    bf16_t* xl = xh + 2 * GN * GSTRIDE;        // [2][GN * GSTRIDE]
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    const int wm = warp & 3, wn = warp >> 2;  // warp's 32-row and 32-token slice
    const int ksteps = (cols + GK - 1) / GK;

    // Each thread copies the same two W pieces and x pieces at every step: resolve the rows once.
    const bf16_t* wsrc[2];
    const float* xsrc[2];
    const bf16_t* w_any = w_row(0);  // a valid address for the zero-byte copies past the edges
#pragma unroll
    for (int j = 0; j < 2; ++j) {
        int piece = threadIdx.x + j * GEMM_THREADS;
        wsrc[j] = w_row(piece >> 2);
        xsrc[j] = x_row(piece >> 3);
    }

    // W tile: GM rows x GK columns = 512 pieces of 16 bytes, two per thread.
    auto issue_w = [&](int kt, int stage) {
#pragma unroll
        for (int j = 0; j < 2; ++j) {
            int piece = threadIdx.x + j * GEMM_THREADS, row = piece >> 2, c = (piece & 3) * 8;
            int gc = kt * GK + c;
            bool ok = wsrc[j] != nullptr && gc < cols;
            cp_async16_fill(&ws[stage * GM * GSTRIDE + row * GSTRIDE + c], ok ? wsrc[j] + gc : w_any, ok ? 16u : 0u);
        }
        cp_async_commit();
    };
    // x tile: GN tokens x GK columns of fp32 = 512 float4, two per thread, held in registers
    // until the stage is free.
    float4 xv[2];
    auto load_x = [&](int kt) {
#pragma unroll
        for (int j = 0; j < 2; ++j) {
            int piece = threadIdx.x + j * GEMM_THREADS, c = (piece & 7) * 4;
            int gc = kt * GK + c;
            xv[j] = (xsrc[j] != nullptr && gc < cols) ? *(const float4*)(xsrc[j] + gc) : float4{0.f, 0.f, 0.f, 0.f};
        }
    };
    auto store_x = [&](int stage) {
#pragma unroll
        for (int j = 0; j < 2; ++j) {
            int piece = threadIdx.x + j * GEMM_THREADS, tok = piece >> 3, c = (piece & 7) * 4;
            float v[4] = {xv[j].x, xv[j].y, xv[j].z, xv[j].w};
            u32 hi[2], lo[2];
#pragma unroll
            for (int p = 0; p < 2; ++p) {
                hi[p] = pack_bf16(v[2 * p], v[2 * p + 1]);
                lo[p] = pack_bf16(v[2 * p] - __uint_as_float(hi[p] << 16),
                                  v[2 * p + 1] - __uint_as_float(hi[p] & 0xffff0000u));
            }
            int at = stage * GN * GSTRIDE + tok * GSTRIDE + c;
            *(uint2*)&xh[at] = uint2{hi[0], hi[1]};
            *(uint2*)&xl[at] = uint2{lo[0], lo[1]};
        }
    };

#pragma unroll
    for (int i = 0; i < 2; ++i)
#pragma unroll
        for (int j = 0; j < 4; ++j) acc[i][j][0] = acc[i][j][1] = acc[i][j][2] = acc[i][j][3] = 0.0f;

    issue_w(0, 0);
    load_x(0);
    store_x(0);
    for (int kt = 0; kt < ksteps; ++kt) {
        const int cur = kt & 1;
        if (kt + 1 < ksteps) {
            issue_w(kt + 1, cur ^ 1);
            load_x(kt + 1);
            cp_async_wait<1>();
        } else {
            cp_async_wait<0>();
        }
        __syncthreads();
        const bf16_t* wcur = ws + cur * GM * GSTRIDE;
        const bf16_t* hcur = xh + cur * GN * GSTRIDE;
        const bf16_t* lcur = xl + cur * GN * GSTRIDE;
#pragma unroll
        for (int kk = 0; kk < GK; kk += 16) {
            u32 a[2][4];
#pragma unroll
            for (int mi = 0; mi < 2; ++mi) {
                // A 16 x 16 tile: matrices (rows 0-7 | 8-15) x (cols 0-7 | 8-15).
                int row = wm * 32 + mi * 16 + (lane & 15), col = kk + (lane >> 4) * 8;
                ldmatrix_x4(a[mi], &wcur[row * GSTRIDE + col]);
            }
#pragma unroll
            for (int nj = 0; nj < 4; nj += 2) {
                // B fragments of two 8-token tiles: matrices (tokens) x (cols 0-7 | 8-15).
                int tok = wn * 32 + nj * 8 + (lane & 7) + ((lane >> 4) << 3), col = kk + ((lane >> 3) & 1) * 8;
                u32 bh[4], bl[4];
                ldmatrix_x4(bh, &hcur[tok * GSTRIDE + col]);
                ldmatrix_x4(bl, &lcur[tok * GSTRIDE + col]);
#pragma unroll
                for (int mi = 0; mi < 2; ++mi) {
                    mma_bf16(acc[mi][nj], a[mi][0], a[mi][1], a[mi][2], a[mi][3], bh[0], bh[1]);
                    mma_bf16(acc[mi][nj], a[mi][0], a[mi][1], a[mi][2], a[mi][3], bl[0], bl[1]);
                    mma_bf16(acc[mi][nj + 1], a[mi][0], a[mi][1], a[mi][2], a[mi][3], bh[2], bh[3]);
                    mma_bf16(acc[mi][nj + 1], a[mi][0], a[mi][1], a[mi][2], a[mi][3], bl[2], bl[3]);
                }
            }
        }
        __syncthreads();  // every warp is done with stage `cur`
        if (kt + 1 < ksteps) {
            store_x(cur ^ 1);
        }
    }
}

// Requires cols % 8 == 0 (16-byte pieces of W rows; the host checks). Grid (ceil(rows / GM),
// ceil(T / GN)), GEMM_THREADS threads.
extern "C" __global__ void __launch_bounds__(GEMM_THREADS)
    gemm_bf16(const bf16_t* __restrict__ W, const float* x, float* y, int rows, int cols, int T,
              int accumulate) {
    pdl_trigger();
    pdl_wait();
    __shared__ __align__(16) unsigned char smem[GEMM_SMEM];
    const int r0 = blockIdx.x * GM, t0 = blockIdx.y * GN;
    float acc[2][4][4];
    gemm_tile([&](int i) { return r0 + i < rows ? W + (u64)(r0 + i) * cols : nullptr; },
              [&](int n) { return t0 + n < T ? x + (u64)(t0 + n) * cols : nullptr; }, cols, smem, acc);
#pragma unroll
    for (int mi = 0; mi < 2; ++mi)
#pragma unroll
        for (int nj = 0; nj < 4; ++nj)
#pragma unroll
            for (int c = 0; c < 4; ++c) {
                int r = r0 + gemm_row(mi, c), t = t0 + gemm_col(nj, c);
                if (r < rows && t < T) {
                    float* out = y + (u64)t * rows + r;
                    *out = accumulate ? *out + acc[mi][nj][c] : acc[mi][nj][c];
                }
            }
}

// ---- MoE prompt chunks: grouped GEMMs over the experts' token lists (see moe_group) ----
// `order` lists the chunk's (token, choice) slots grouped by expert; `tiles` holds, per
// tile of up to GN slots of one expert, (expert, first position in `order`, slot count), and
// tiles[0] the number of tiles that follow (the grid covers the most there can be).

// act[p, i] = silu(gate_e[i] . x_t) * (up_e[i] . x_t) for the slot at position p of `order`
// (token t, expert e). Grid (MOE_I / (GM / 2), max tiles): each block's GM rows are GM/2
// gate rows and the matching up rows, combined through shared memory.
extern "C" __global__ void __launch_bounds__(GEMM_THREADS)
    moe_gate_up_grouped(const bf16_t* __restrict__ gate_up, const float* x, const int* order,
                        const int* tiles, float* act) {
    pdl_trigger();
    pdl_wait();
    __shared__ __align__(16) unsigned char smem[GEMM_SMEM];
    const int tile = blockIdx.y;
    if (tile >= tiles[0]) return;
    const int e = tiles[1 + 3 * tile], p0 = tiles[2 + 3 * tile], n = tiles[3 + 3 * tile];
    const int i0 = blockIdx.x * (GM / 2);
    const bf16_t* base = gate_up + (u64)e * 2 * MOE_I * HIDDEN;
    float acc[2][4][4];
    gemm_tile(
        [&](int r) {
            int i = i0 + (r & (GM / 2 - 1));
            return i < MOE_I ? base + (u64)(r < GM / 2 ? i : MOE_I + i) * HIDDEN : nullptr;
        },
        [&](int c) { return c < n ? x + (u64)(order[p0 + c] / TOPK) * HIDDEN : nullptr; }, HIDDEN, smem,
        acc);
    // The tile's stages are free after gemm_tile's last barrier: reuse them for the outputs.
    float* out = (float*)smem;  // [GM][GN + 1]
#pragma unroll
    for (int mi = 0; mi < 2; ++mi)
#pragma unroll
        for (int nj = 0; nj < 4; ++nj)
#pragma unroll
            for (int c = 0; c < 4; ++c) out[gemm_row(mi, c) * (GN + 1) + gemm_col(nj, c)] = acc[mi][nj][c];
    __syncthreads();
    for (int k = threadIdx.x; k < (GM / 2) * GN; k += GEMM_THREADS) {
        int c = k / (GM / 2), r = k % (GM / 2);
        if (c < n && i0 + r < MOE_I) {
            float g = out[r * (GN + 1) + c], u = out[(r + GM / 2) * (GN + 1) + c];
            act[(u64)(p0 + c) * MOE_I + i0 + r] = siluf_(g) * u;
        }
    }
}

// expert_out[slot, r] = down_e[r] . act[p] for the slot at position p of `order`, unweighted
// (moe_combine applies the routing weights in a fixed order). Grid (ceil(HIDDEN / GM), max tiles).
extern "C" __global__ void __launch_bounds__(GEMM_THREADS)
    moe_down_grouped(const bf16_t* __restrict__ down, const float* act, const int* order,
                     const int* tiles, float* expert_out) {
    pdl_trigger();
    pdl_wait();
    __shared__ __align__(16) unsigned char smem[GEMM_SMEM];
    const int tile = blockIdx.y;
    if (tile >= tiles[0]) return;
    const int e = tiles[1 + 3 * tile], p0 = tiles[2 + 3 * tile], n = tiles[3 + 3 * tile];
    const int r0 = blockIdx.x * GM;
    const bf16_t* base = down + (u64)e * HIDDEN * MOE_I;
    float acc[2][4][4];
    gemm_tile([&](int r) { return r0 + r < HIDDEN ? base + (u64)(r0 + r) * MOE_I : nullptr; },
              [&](int c) { return c < n ? act + (u64)(p0 + c) * MOE_I : nullptr; }, MOE_I, smem, acc);
#pragma unroll
    for (int nj = 0; nj < 4; ++nj)
#pragma unroll
        for (int c = 0; c < 4; ++c) {
            int col = gemm_col(nj, c);
            if (col >= n) continue;
            float* row = expert_out + (u64)order[p0 + col] * HIDDEN;
#pragma unroll
            for (int mi = 0; mi < 2; ++mi) {
                int r = r0 + gemm_row(mi, c);
                if (r < HIDDEN) row[r] = acc[mi][nj][c];
            }
        }
}
