// Token selection on the GPU, so decode never copies logits to the host.
#include "common.cuh"

// Index of the largest logit of the last token (lower id wins ties), for greedy decoding
// without copying logits to the host. One block of 1024 threads.
extern "C" __global__ void argmax_last(const float* __restrict__ logits, int* __restrict__ out) {
    __shared__ float bv[32];
    __shared__ int bi[32];
    float best = -INFINITY;
    int idx = VOCAB;
    for (int i = threadIdx.x; i < VOCAB; i += blockDim.x) {
        float v = logits[i];
        if (v > best) {
            best = v;
            idx = i;
        }
    }
    warp_argmax(best, idx);
    int lane = threadIdx.x & 31, wid = threadIdx.x >> 5;
    if (lane == 0) {
        bv[wid] = best;
        bi[wid] = idx;
    }
    __syncthreads();
    if (wid == 0) {
        int nw = blockDim.x >> 5;
        best = lane < nw ? bv[lane] : -INFINITY;
        idx = lane < nw ? bi[lane] : VOCAB;
        warp_argmax(best, idx);
        if (lane == 0) *out = idx;
    }
}
