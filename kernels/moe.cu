// Sparse MoE: fp32 softmax router + top-k + renormalisation on the GPU, the chosen experts'
// gate|up with SwiGLU, and a down-projection that applies the routing weights and adds the
// sigmoid-gated shared expert. One token runs as one kernel (moe_block1); short prompt
// chunks take a warp per row, longer ones group their tokens by expert for the grouped
// GEMMs in gemm.cu.
#include "common.cuh"
#include "matvec.cuh"

// One fused projection of the normed input, per token:
// [router logits (NE) | shared gate (SHARED_I) | shared up (SHARED_I) | shared-expert gate logit (1)].
#define MOE_PROJ (NE + 2 * SHARED_I + 1)

// Routes one token with one warp: fp32 softmax over its NE logits (`logit(e)` reads one),
// then TOPK rounds of a warp-wide argmax (lower id wins ties), weights renormalised over the
// chosen in rank order; writes ids[0..TOPK) and weights[0..TOPK).
template <typename Logit>
__device__ __forceinline__ void route_warp(Logit logit, int* ids, float* weights) {
    const int lane = threadIdx.x & 31;
    constexpr int PER = (NE + WARP - 1) / WARP;
    float v[PER];
    bool open[PER];
    float mx = -INFINITY;
#pragma unroll
    for (int j = 0; j < PER; ++j) {
        int e = j * WARP + lane;
        open[j] = e < NE;
        v[j] = open[j] ? logit(e) : -INFINITY;
        mx = fmaxf(mx, v[j]);
    }
    mx = warp_max(mx);
    float sum = 0.0f;
#pragma unroll
    for (int j = 0; j < PER; ++j)
        if (open[j]) sum += __expf(v[j] - mx);
    sum = warp_sum(sum);
    int my_e = 0;
    float my_w = 0.0f, total = 0.0f;
    for (int k = 0; k < TOPK; ++k) {
        float best = -INFINITY;
        int idx = NE;
#pragma unroll
        for (int j = 0; j < PER; ++j) {
            int e = j * WARP + lane;
            if (open[j] && (idx == NE || v[j] > best)) {
                best = v[j];
                idx = e;
            }
        }
        warp_argmax(best, idx);
#pragma unroll
        for (int j = 0; j < PER; ++j)
            if (j * WARP + lane == idx) open[j] = false;
        float wk = __expf(best - mx) / sum;
        total += wk;
        if (lane == k) {
            my_e = idx;
            my_w = wk;
        }
    }
    if (lane < TOPK) {
        ids[lane] = my_e;
        weights[lane] = my_w / total;
    }
}

// Routes each token of a prompt chunk with one warp (route_warp).
extern "C" __global__ void moe_route(const float* proj, int* ids, float* weights, int T) {
    pdl_trigger();
    pdl_wait();
    const int t = blockIdx.x * (blockDim.x >> 5) + (threadIdx.x >> 5);
    if (t >= T) return;
    const float* lg = proj + (u64)t * MOE_PROJ;
    route_warp([&](int e) { return lg[e]; }, ids + t * TOPK, weights + t * TOPK);
}

// act[t, k, i] = silu(gate_e[i] . x_t) * (up_e[i] . x_t) for the k-th chosen expert e.
// gate_up is [NE, 2*MOE_I, HIDDEN] (gate rows first). One warp per (t, k, i).
extern "C" __global__ void moe_gate_up(const f16_t* __restrict__ gate_up, const float* x,
                                       const int* ids, float* act, int T) {
    pdl_trigger();
    pdl_wait();
    int w = blockIdx.x * (blockDim.x >> 5) + (threadIdx.x >> 5);
    if (w >= T * TOPK * MOE_I) return;
    int i = w % MOE_I, tk = w / MOE_I, t = tk / TOPK;
    const f16_t* base = gate_up + (u64)ids[tk] * 2 * MOE_I * HIDDEN;
    const float* xt = x + (u64)t * HIDDEN;
    float g = warp_dot_f16(base + (u64)gate_row(i) * HIDDEN, xt, HIDDEN);
    float u = warp_dot_f16(base + (u64)up_row(i) * HIDDEN, xt, HIDDEN);
    if ((threadIdx.x & 31) == 0) act[(u64)w] = siluf_(g) * u;
}

// y[t, r] += sum_k w[t,k] * (down_e[r] . act[t,k]) + sigmoid(sg_t) * (shared_down[r] . shared_act_t),
// y being the residual stream. down is [NE, HIDDEN, MOE_I]; shared_down [HIDDEN, SHARED_I].
// One warp per (t, r).
extern "C" __global__ void moe_down(const f16_t* __restrict__ down, const f16_t* __restrict__ shared_down,
                                    const float* act, const float* proj,
                                    const int* ids, const float* weights,
                                    float* y, int T) {
    pdl_trigger();
    pdl_wait();
    int w = blockIdx.x * (blockDim.x >> 5) + (threadIdx.x >> 5);
    int lane = threadIdx.x & 31;
    if (w >= T * HIDDEN) return;
    int t = w / HIDDEN, r = w % HIDDEN;
    float total = 0.0f;
    for (int k = 0; k < TOPK; ++k) {
        const f16_t* row = down + ((u64)ids[t * TOPK + k] * HIDDEN + r) * MOE_I;
        total += weights[t * TOPK + k] * warp_dot_f16(row, act + ((u64)t * TOPK + k) * MOE_I, MOE_I);
    }
    const float* p = proj + (u64)t * MOE_PROJ;
    const f16_t* srow = shared_down + (u64)r * SHARED_I;
    float s = 0.0f;
    for (int i = lane; i < SHARED_I; i += WARP) s += f16_to_f32(srow[i]) * siluf_(p[NE + i]) * p[NE + SHARED_I + i];
    s = warp_sum(s);
    if (lane == 0) y[(u64)w] += total + sigmoidf_(p[NE + 2 * SHARED_I]) * s;
}

// ---- One token: the whole MoE block in one kernel ----

// Counters of moe_block1 (its barriers and its work queue), zero between launches.
#define SYNC_ROUTER 0  // warps done with a group of router rows
#define SYNC_ACT 1     // blocks done with their proj rows and expert activations
#define SYNC_ITEMS 2   // experts' gate|up items handed out beyond each warp's first
#define SYNC_COUNTERS 3  // then the exit counter (grid_exit)

// The one-token MoE block, its stages joined by grid-wide counters instead of kernel
// boundaries so that the next stage's weight rows are in flight while the last rows of the
// previous one arrive:
//   1. proj = W . rmsnorm(resid) over [router | shared gate | shared up | shared gate logit],
//      the router rows first;
//   2. as soon as the router rows are in, every warp routes the token itself (route_warp,
//      as the prompt path's moe_route; identical inputs give identical choices);
//   3. act[k, i] = silu(gate_e[i] . h) * (up_e[i] . h) for the k-th chosen expert e;
//   4. resid[r] += sum_k weights[k] * (down_e[r] . act[k]) + sigmoid(sg) * (shared_down[r] . shared_act),
//      the rows of this warp's first r requested before the wait for every activation.
// Spinning on other blocks is safe (see grid_arrive) as successors launch only after every
// block has started.
extern "C" __global__ void __launch_bounds__(MV_THREADS)
    moe_block1(const f16_t* __restrict__ W, const f16_t* __restrict__ gate_up,
               const f16_t* __restrict__ down, const f16_t* __restrict__ shared_down,
               const float* __restrict__ norm, float* resid, float* proj, float* act, u32* sync,
               const f16_t* __restrict__ next_rows, int next_bytes) {
    __shared__ SmemVec<HIDDEN> xs;
    __shared__ SmemVec<MOE_I> xa[TOPK];
    __shared__ SmemVec<SHARED_I> xsh;
    __shared__ float scratch[32];
    __shared__ int chosen[MV_WARPS][TOPK];
    __shared__ float chosen_w[MV_WARPS][TOPK];
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    const int stride = gridDim.x * MV_WARPS;
    const int first = blockIdx.x * MV_WARPS + warp;

    constexpr int R = RowsPerWarp<HIDDEN>::value;
    constexpr u32 ROUTER_GROUPS = (NE + R - 1) / R;
    const NormWeights<HIDDEN> nw(norm);
    stream_rows<HIDDEN>(
        W, MOE_PROJ, xs, [&] { prologue_rmsnorm<HIDDEN>(xs, resid, nw, scratch); },
        [&](int row, float v) {
            if (lane != 0) return;
            proj[row] = v;
            if (row < NE && (row % R == R - 1 || row == NE - 1)) {
                __threadfence();
                atomicAdd(sync + SYNC_ROUTER, 1u);
            }
        });

    WarpRows<SHARED_I, 1> ws;
    {
        const f16_t* q[1] = {first < HIDDEN ? shared_down + (u64)first * SHARED_I : nullptr};
        ws.load(q);
    }
    // HBM would idle while routing: the first rows of the next matrix to stream come into L2.
    if (threadIdx.x == 0) prefetch_l2_share(next_rows, next_bytes, blockIdx.x, gridDim.x);
    if (lane == 0) spin_until(sync + SYNC_ROUTER, ROUTER_GROUPS);
    __syncwarp();
    // The logits come from L2: other blocks have just written them.
    route_warp([&](int e) { return __ldcg(proj + e); }, chosen[warp], chosen_w[warp]);
    __syncwarp();
    int e[TOPK];
    float wk[TOPK];
#pragma unroll
    for (int k = 0; k < TOPK; ++k) {
        e[k] = chosen[warp][k];
        wk[k] = chosen_w[warp][k];
    }

    {
        constexpr int ITEMS = TOPK * MOE_I;
        WarpRows<HIDDEN, 2> wr;
        auto load = [&](int it) {
            const f16_t* p[2] = {nullptr, nullptr};
            if (it < ITEMS) {
                const f16_t* base = gate_up + (u64)e[it / MOE_I] * 2 * MOE_I * HIDDEN;
                p[0] = base + (u64)gate_row(it % MOE_I) * HIDDEN;
                p[1] = base + (u64)up_row(it % MOE_I) * HIDDEN;
            }
            wr.load(p);
        };
        // Each warp's first item is fixed; later ones are handed out by a counter, so warps
        // whose rows arrive early take more and the grid barrier waits less on the slowest.
        // The next item is asked for before the current rows are summed: the atomic's round
        // trip hides under their arrival.
        load(first);
        for (int item = first; item < ITEMS;) {
            int next = 0;
            if (lane == 0) next = stride + (int)atomicAdd(sync + SYNC_ITEMS, 1u);
            next = __shfl_sync(0xffffffffu, next, 0);
            float gu[2];
            wr.dot(xs, gu);
            load(next);
            if (lane == 0) act[item] = siluf_(gu[0]) * gu[1];
            item = next;
        }
    }
    // Done with its gate|up rows, the warp asks L2 for its 4 KB pieces of the chosen experts'
    // down matrices (contiguous, 2 MB each at the model's dims), so HBM fetches them in the
    // experts' tail and at the grid barrier, when it idles, and the down stage reads L2: it
    // waited on HBM, 18.9 MB in ~10 us, two thirds of the copy bandwidth (docs/perf-notes.md,
    // 2026-12-06). Requested during the gate|up rows, such loads slow the warps the barrier
    // waits for.
    constexpr u32 DOWN_BYTES = HIDDEN * MOE_I * 2;
    if constexpr (DOWN_BYTES % 4096 == 0) {
        constexpr u32 PIECES = DOWN_BYTES / 4096;
        if (lane == 0)
            for (u32 p = first; p < TOPK * PIECES; p += stride)
                prefetch_l2((const char*)(down + (u64)chosen[warp][p / PIECES] * HIDDEN * MOE_I) + (u64)(p % PIECES) * 4096,
                            4096);
    }

    WarpRows<MOE_I, TOPK> wr;
    auto load = [&](int row) {
        const f16_t* p[TOPK];
#pragma unroll
        for (int k = 0; k < TOPK; ++k) p[k] = row < HIDDEN ? down + ((u64)e[k] * HIDDEN + row) * MOE_I : nullptr;
        wr.load(p);
    };
    // Arrive before the down rows are requested: the arrival's fence then waits for no loads.
    grid_arrive(sync + SYNC_ACT);
    load(first);
    grid_wait(sync + SYNC_ACT);
    {
        // Compile-time counts: every read of act and proj is in flight before the first use.
        constexpr int PER = (TOPK * MOE_I + MV_THREADS - 1) / MV_THREADS;
        constexpr int SPER = (SHARED_I + MV_THREADS - 1) / MV_THREADS;
        float v[PER], g[SPER], u[SPER];
#pragma unroll
        for (int j = 0; j < PER; ++j) {
            int i = j * MV_THREADS + threadIdx.x;
            v[j] = i < TOPK * MOE_I ? __ldcg(act + i) : 0.0f;
        }
#pragma unroll
        for (int j = 0; j < SPER; ++j) {
            int i = j * MV_THREADS + threadIdx.x;
            g[j] = i < SHARED_I ? __ldcg(proj + NE + i) : 0.0f;
            u[j] = i < SHARED_I ? __ldcg(proj + NE + SHARED_I + i) : 0.0f;
        }
#pragma unroll
        for (int j = 0; j < PER; ++j) {
            int i = j * MV_THREADS + threadIdx.x;
            if (i < TOPK * MOE_I) *xa[i / MOE_I].at(i % MOE_I) = v[j];
        }
#pragma unroll
        for (int j = 0; j < SPER; ++j) {
            int i = j * MV_THREADS + threadIdx.x;
            if (i < SHARED_I) *xsh.at(i) = siluf_(g[j]) * u[j];
        }
    }
    const float shared_gate = sigmoidf_(__ldcg(proj + NE + 2 * SHARED_I));
    __syncthreads();
    for (int r = first; r < HIDDEN; r += stride) {
        float part[TOPK + 1];
#pragma unroll
        for (int k = 0; k < TOPK; ++k) part[k] = wr.partial(k, xa[k]);
        part[TOPK] = ws.partial(0, xsh);
#pragma unroll
        for (int o = 16; o > 0; o >>= 1) {
#pragma unroll
            for (int k = 0; k <= TOPK; ++k) part[k] += __shfl_xor_sync(0xffffffffu, part[k], o);
        }
        load(r + stride);
        const f16_t* q[1] = {r + stride < HIDDEN ? shared_down + (u64)(r + stride) * SHARED_I : nullptr};
        ws.load(q);
        float total = 0.0f;
#pragma unroll
        for (int k = 0; k < TOPK; ++k) total += wk[k] * part[k];
        if (lane == 0) resid[r] += total + shared_gate * part[TOPK];
    }
    grid_exit(sync, SYNC_COUNTERS);
}

// ---- Prompt chunks: tokens grouped by expert for the grouped GEMMs in gemm.cu ----

// Groups the chunk's T * TOPK (token, choice) slots by expert without a host round trip:
// order[] lists the slots expert by expert, and tiles[] cuts each expert's run into tiles of
// up to `tile_tokens` slots (the grouped GEMMs' token width): tiles[0] = tile count, then (expert,
// first position, slot count) per tile.
// The order within an expert is arbitrary: every output column of the GEMMs depends on its
// own slot only. One block of GROUP_THREADS, a thread an expert for the prefix sums (warp
// scans; the backend groups on the GPU only for NE <= GROUP_THREADS). Each thread loads
// GROUP_BATCH slots' experts before it counts or places them, so those loads overlap.
#define GROUP_THREADS 1024
#define GROUP_BATCH 4

// The experts of slots s0, s0 + GROUP_THREADS, ... (GROUP_BATCH of them; -1 past the end).
__device__ __forceinline__ void batch_experts(const int* ids, int s0, int slots, int (&e)[GROUP_BATCH]) {
#pragma unroll
    for (int j = 0; j < GROUP_BATCH; ++j) {
        const int s = s0 + j * GROUP_THREADS;
        e[j] = s < slots ? ids[s] : -1;
    }
}

// Inclusive sums of a and of b over the lanes of a warp, each lane's own included.
__device__ __forceinline__ void warp_scan_pair(int& a, int& b) {
    const int lane = threadIdx.x & 31;
#pragma unroll
    for (int off = 1; off < WARP; off <<= 1) {
        const int pa = __shfl_up_sync(0xffffffffu, a, off), pb = __shfl_up_sync(0xffffffffu, b, off);
        if (lane >= off) a += pa, b += pb;
    }
}

extern "C" __global__ void __launch_bounds__(GROUP_THREADS)
    moe_group(const int* ids, int T, int tile_tokens, int* order, int* tiles) {
    pdl_trigger();
    pdl_wait();
    __shared__ int count[NE], start[NE], fill[NE];
    __shared__ int warp_first[GROUP_THREADS / WARP], warp_tiles[GROUP_THREADS / WARP];
    const int slots = T * TOPK, tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
    if (tid < NE) count[tid] = fill[tid] = 0;
    __syncthreads();
    for (int s0 = tid; s0 < slots; s0 += GROUP_BATCH * GROUP_THREADS) {
        int e[GROUP_BATCH];
        batch_experts(ids, s0, slots, e);
#pragma unroll
        for (int j = 0; j < GROUP_BATCH; ++j)
            if (e[j] >= 0) atomicAdd(&count[e[j]], 1);
    }
    __syncthreads();

    // Inclusive sums of the slot and tile counts up to expert tid: within each warp by
    // shuffles, then the warps' totals, scanned by warp 0.
    const int c = tid < NE ? count[tid] : 0, own_tiles = (c + tile_tokens - 1) / tile_tokens;
    int first = c, tile = own_tiles;
    warp_scan_pair(first, tile);
    if (lane == WARP - 1) warp_first[warp] = first, warp_tiles[warp] = tile;
    __syncthreads();
    if (warp == 0) {
        int f = warp_first[lane], t = warp_tiles[lane];
        warp_scan_pair(f, t);
        warp_first[lane] = f;
        warp_tiles[lane] = t;
    }
    __syncthreads();
    if (warp > 0) first += warp_first[warp - 1], tile += warp_tiles[warp - 1];
    if (tid < NE) {
        first -= c;  // exclusive: where expert tid's run and tiles begin
        tile -= own_tiles;
        start[tid] = first;
        for (int j = 0; j < c; j += tile_tokens, ++tile) {
            tiles[1 + 3 * tile] = tid;
            tiles[2 + 3 * tile] = first + j;
            tiles[3 + 3 * tile] = min(tile_tokens, c - j);
        }
        if (tid == NE - 1) tiles[0] = tile;
    }
    __syncthreads();
    for (int s0 = tid; s0 < slots; s0 += GROUP_BATCH * GROUP_THREADS) {
        int e[GROUP_BATCH], at[GROUP_BATCH];
        batch_experts(ids, s0, slots, e);
#pragma unroll
        for (int j = 0; j < GROUP_BATCH; ++j)
            if (e[j] >= 0) at[j] = start[e[j]] + atomicAdd(&fill[e[j]], 1);
#pragma unroll
        for (int j = 0; j < GROUP_BATCH; ++j)
            if (e[j] >= 0) order[at[j]] = s0 + j * GROUP_THREADS;
    }
}

// The shared expert's input for its down projection, with its sigmoid gate folded in
// (the projection is linear): sact[t, i] = sigmoid(sg_t) * silu(g_t[i]) * u_t[i]. With
// `as_f16`, written as the GEMMs read their input (to_f16_rows' rows and scales, the same
// values), else as fp32 rows. One warp a token row.
extern "C" __global__ void moe_shared_act(const float* proj, void* sact, int T, int as_f16) {
    pdl_trigger();
    pdl_wait();
    constexpr int PER = (SHARED_I + WARP - 1) / WARP;
    const int t = blockIdx.x * (blockDim.x >> 5) + (threadIdx.x >> 5), lane = threadIdx.x & 31;
    if (t >= T) return;
    const float* p = proj + (u64)t * MOE_PROJ;
    const float gate = sigmoidf_(p[NE + 2 * SHARED_I]);
    float a[PER];
    float m = 0.0f;
#pragma unroll
    for (int j = 0; j < PER; ++j) {
        int i = j * WARP + lane;
        a[j] = i < SHARED_I ? gate * siluf_(p[NE + i]) * p[NE + SHARED_I + i] : 0.0f;
        m = fmaxf(m, fabsf(a[j]));
    }
    if (!as_f16) {
#pragma unroll
        for (int j = 0; j < PER; ++j) {
            int i = j * WARP + lane;
            if (i < SHARED_I) ((float*)sact)[(u64)t * SHARED_I + i] = a[j];
        }
        return;
    }
    m = warp_max(m);
    const int s = f16_row_exponent(m);
    const float down = ldexpf(1.0f, -s);
    f16_t* h = (f16_t*)sact;
#pragma unroll
    for (int j = 0; j < PER; ++j) {
        int i = j * WARP + lane;
        if (i < SHARED_I) h[(u64)t * SHARED_I + i] = f32_to_f16(a[j] * down);
    }
    if (lane == 0) row_scales(h, T, SHARED_I)[t] = ldexpf(1.0f, s);
}

// y[t, r] += sum_k w[t, k] * expert_out[t * TOPK + k, r], the choices in rank order, for
// expert_out as moe_down_grouped writes it (f16 at MOE_F16_EXPONENT). A thread takes
// COMBINE_COLS consecutive r (HIDDEN % 8 == 0 where the grouped GEMMs run): one 16-byte
// load a choice.
#define COMBINE_COLS 8
extern "C" __global__ void moe_combine(const f16_t* expert_out, const float* weights, float* y, int T) {
    pdl_trigger();
    pdl_wait();
    const int k = blockIdx.x * blockDim.x + threadIdx.x;
    if (k >= T * (HIDDEN / COMBINE_COLS)) return;
    const int t = k / (HIDDEN / COMBINE_COLS), r = k % (HIDDEN / COMBINE_COLS) * COMBINE_COLS;
    float total[COMBINE_COLS] = {};
#pragma unroll
    for (int j = 0; j < TOPK; ++j) {
        const float w = weights[t * TOPK + j];
        const uint4 h = *(const uint4*)(expert_out + ((u64)t * TOPK + j) * HIDDEN + r);
        const u32 pairs[4] = {h.x, h.y, h.z, h.w};
#pragma unroll
        for (int p = 0; p < 4; ++p) {
            const float2 v = f16x2_to_f32(pairs[p]);
            total[2 * p] += w * (v.x * MOE_F16_UP);
            total[2 * p + 1] += w * (v.y * MOE_F16_UP);
        }
    }
    float4* yr = (float4*)(y + (u64)t * HIDDEN + r);
#pragma unroll
    for (int p = 0; p < 2; ++p) {
        float4 v = yr[p];
        v.x += total[4 * p];
        v.y += total[4 * p + 1];
        v.z += total[4 * p + 2];
        v.w += total[4 * p + 3];
        yr[p] = v;
    }
}
