// Sparse MoE for decode: fp32 softmax router + top-k + renormalisation on the GPU, the
// chosen experts' gate|up as one gather-GEMV with SwiGLU, and one down-projection that
// applies the routing weights and adds the sigmoid-gated shared expert.
#include "common.cuh"

// One fused projection of the normed input, per token:
// [router logits (NE) | shared gate (SHARED_I) | shared up (SHARED_I) | shared-expert gate logit (1)].
#define MOE_PROJ (NE + 2 * SHARED_I + 1)

// One warp per token: softmax over NE logits, TOPK rounds of argmax (lower id wins ties),
// weights renormalised to sum to 1.
extern "C" __global__ void moe_route(const float* __restrict__ proj, int* __restrict__ ids,
                                     float* __restrict__ weights, int T) {
    int t = blockIdx.x * (blockDim.x >> 5) + (threadIdx.x >> 5);
    int lane = threadIdx.x & 31;
    if (t >= T) return;
    const float* logits = proj + (u64)t * MOE_PROJ;
    float mx = -INFINITY;
    for (int e = lane; e < NE; e += WARP) mx = fmaxf(mx, logits[e]);
    mx = warp_max(mx);
    float sum = 0.0f;
    for (int e = lane; e < NE; e += WARP) sum += __expf(logits[e] - mx);
    sum = warp_sum(sum);
    float chosen_sum = 0.0f;
    int chosen[TOPK];
    float chosen_p[TOPK];
    for (int k = 0; k < TOPK; ++k) {
        float best = -INFINITY;
        int best_e = NE;
        for (int e = lane; e < NE; e += WARP) {
            bool taken = false;
            for (int j = 0; j < k; ++j) taken |= chosen[j] == e;
            float v = logits[e];
            if (!taken && (v > best || (v == best && e < best_e))) {
                best = v;
                best_e = e;
            }
        }
        warp_argmax(best, best_e);
        chosen[k] = best_e;
        chosen_p[k] = __expf(best - mx) / sum;
        chosen_sum += chosen_p[k];
    }
    if (lane < TOPK) {
        float p = 0.0f;
        int e = 0;
        for (int k = 0; k < TOPK; ++k)
            if (k == lane) {
                p = chosen_p[k];
                e = chosen[k];
            }
        ids[t * TOPK + lane] = e;
        weights[t * TOPK + lane] = p / chosen_sum;
    }
}

// act[t, k, i] = silu(gate_e[i] . x_t) * (up_e[i] . x_t) for the k-th chosen expert e.
// gate_up is [NE, 2*MOE_I, HIDDEN] (gate rows first). One warp per (t, k, i).
extern "C" __global__ void moe_gate_up(const bf16_t* __restrict__ gate_up, const float* __restrict__ x,
                                       const int* __restrict__ ids, float* __restrict__ act, int T) {
    int w = blockIdx.x * (blockDim.x >> 5) + (threadIdx.x >> 5);
    if (w >= T * TOPK * MOE_I) return;
    int i = w % MOE_I, tk = w / MOE_I, t = tk / TOPK;
    const bf16_t* base = gate_up + (u64)ids[tk] * 2 * MOE_I * HIDDEN;
    const float* xt = x + (u64)t * HIDDEN;
    float g = warp_dot_bf16(base + (u64)i * HIDDEN, xt, HIDDEN);
    float u = warp_dot_bf16(base + (u64)(MOE_I + i) * HIDDEN, xt, HIDDEN);
    if ((threadIdx.x & 31) == 0) act[(u64)w] = siluf_(g) * u;
}

// y[t, r] = sum_k w[t,k] * (down_e[r] . act[t,k]) + sigmoid(sg_t) * (shared_down[r] . shared_act_t).
// down is [NE, HIDDEN, MOE_I]; shared_down [HIDDEN, SHARED_I]. One warp per (t, r).
extern "C" __global__ void moe_down(const bf16_t* __restrict__ down, const bf16_t* __restrict__ shared_down,
                                    const float* __restrict__ act, const float* __restrict__ proj,
                                    const int* __restrict__ ids, const float* __restrict__ weights,
                                    float* __restrict__ y, int T) {
    int w = blockIdx.x * (blockDim.x >> 5) + (threadIdx.x >> 5);
    int lane = threadIdx.x & 31;
    if (w >= T * HIDDEN) return;
    int t = w / HIDDEN, r = w % HIDDEN;
    float total = 0.0f;
    for (int k = 0; k < TOPK; ++k) {
        const bf16_t* row = down + ((u64)ids[t * TOPK + k] * HIDDEN + r) * MOE_I;
        total += weights[t * TOPK + k] * warp_dot_bf16(row, act + ((u64)t * TOPK + k) * MOE_I, MOE_I);
    }
    const float* p = proj + (u64)t * MOE_PROJ;
    const bf16_t* srow = shared_down + (u64)r * SHARED_I;
    float s = 0.0f;
    for (int i = lane; i < SHARED_I; i += WARP) s += bf16_to_f32(srow[i]) * siluf_(p[NE + i]) * p[NE + SHARED_I + i];
    s = warp_sum(s);
    if (lane == 0) y[(u64)w] = total + sigmoidf_(p[NE + 2 * SHARED_I]) * s;
}
