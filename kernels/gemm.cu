// Prompt chunks: y[t, r] (+)= sum_k x[t, k] W[r, k] on tensor cores, for the projections of
// many tokens at once (one token uses the streaming matrix-vector kernels). W is bf16; x is
// fp32, split into bf16 high and low parts (two products), so the result keeps close to an
// fp32 product while each weight tile is read once per 64 tokens.
#include "common.cuh"
#include "mma.cuh"

// Block tile: GM weight rows x GN tokens, GK columns per step; 8 warps as 4 (rows) x 2
// (tokens), each owning 32 x 32 outputs.
#define GM 128
#define GN 64
#define GK 32
#define GSTRIDE (GK + 8)  // bf16 per shared row: 16 extra bytes keep ldmatrix conflict-free

// Requires cols % 8 == 0 (16-byte pieces of W rows; the host checks). Grid (ceil(rows / GM),
// ceil(T / GN)), 256 threads.
extern "C" __global__ void __launch_bounds__(256)
    gemm_bf16(const bf16_t* __restrict__ W, const float* x, float* y, int rows, int cols, int T,
              int accumulate) {
    pdl_trigger();
    pdl_wait();
    __shared__ __align__(16) bf16_t ws[2][GM * GSTRIDE];
    __shared__ __align__(16) bf16_t xh[2][GN * GSTRIDE];
    __shared__ __align__(16) bf16_t xl[2][GN * GSTRIDE];
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    const int g = lane >> 2, tq = lane & 3;
    const int wm = warp & 3, wn = warp >> 2;  // warp's 32-row and 32-token slice
    const int r0 = blockIdx.x * GM, t0 = blockIdx.y * GN;
    const int ksteps = (cols + GK - 1) / GK;

    // W tile: GM rows x GK columns = 512 pieces of 16 bytes, two per thread.
    auto issue_w = [&](int kt, int stage) {
#pragma unroll
        for (int j = 0; j < 2; ++j) {
            int piece = threadIdx.x + j * 256, row = piece >> 2, c = (piece & 3) * 8;
            int gr = r0 + row, gc = kt * GK + c;
            bool ok = gr < rows && gc < cols;
            cp_async16_fill(&ws[stage][row * GSTRIDE + c], ok ? W + (u64)gr * cols + gc : W, ok ? 16u : 0u);
        }
        cp_async_commit();
    };
    // x tile: GN tokens x GK columns of fp32 = 512 float4, two per thread, held in registers
    // until the stage is free.
    float4 xv[2];
    auto load_x = [&](int kt) {
#pragma unroll
        for (int j = 0; j < 2; ++j) {
            int piece = threadIdx.x + j * 256, tok = piece >> 3, c = (piece & 7) * 4;
            int gt = t0 + tok, gc = kt * GK + c;
            xv[j] = (gt < T && gc < cols) ? *(const float4*)(x + (u64)gt * cols + gc) : float4{0.f, 0.f, 0.f, 0.f};
        }
    };
    auto store_x = [&](int stage) {
#pragma unroll
        for (int j = 0; j < 2; ++j) {
            int piece = threadIdx.x + j * 256, tok = piece >> 3, c = (piece & 7) * 4;
            float v[4] = {xv[j].x, xv[j].y, xv[j].z, xv[j].w};
            u32 hi[2], lo[2];
#pragma unroll
            for (int p = 0; p < 2; ++p) {
                hi[p] = pack_bf16(v[2 * p], v[2 * p + 1]);
                lo[p] = pack_bf16(v[2 * p] - __uint_as_float(hi[p] << 16),
                                  v[2 * p + 1] - __uint_as_float(hi[p] & 0xffff0000u));
            }
            *(uint2*)&xh[stage][tok * GSTRIDE + c] = uint2{hi[0], hi[1]};
            *(uint2*)&xl[stage][tok * GSTRIDE + c] = uint2{lo[0], lo[1]};
        }
    };

    float acc[2][4][4];
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
#pragma unroll
        for (int kk = 0; kk < GK; kk += 16) {
            u32 a[2][4];
#pragma unroll
            for (int mi = 0; mi < 2; ++mi) {
                // A 16 x 16 tile: matrices (rows 0-7 | 8-15) x (cols 0-7 | 8-15).
                int row = wm * 32 + mi * 16 + (lane & 15), col = kk + (lane >> 4) * 8;
                ldmatrix_x4(a[mi], &ws[cur][row * GSTRIDE + col]);
            }
#pragma unroll
            for (int nj = 0; nj < 4; nj += 2) {
                // B fragments of two 8-token tiles: matrices (tokens) x (cols 0-7 | 8-15).
                int tok = wn * 32 + nj * 8 + (lane & 7) + ((lane >> 4) << 3), col = kk + ((lane >> 3) & 1) * 8;
                u32 bh[4], bl[4];
                ldmatrix_x4(bh, &xh[cur][tok * GSTRIDE + col]);
                ldmatrix_x4(bl, &xl[cur][tok * GSTRIDE + col]);
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

    // acc[mi][nj]: rows wm*32 + mi*16 + g (+8), tokens wn*32 + nj*8 + 2tq (+1).
#pragma unroll
    for (int mi = 0; mi < 2; ++mi) {
#pragma unroll
        for (int nj = 0; nj < 4; ++nj) {
#pragma unroll
            for (int c = 0; c < 4; ++c) {
                int r = r0 + wm * 32 + mi * 16 + g + (c >> 1) * 8;
                int t = t0 + wn * 32 + nj * 8 + 2 * tq + (c & 1);
                if (r < rows && t < T) {
                    float* out = y + (u64)t * rows + r;
                    *out = accumulate ? *out + acc[mi][nj][c] : acc[mi][nj][c];
                }
            }
        }
    }
}
