// Building blocks of the one-token (decode) matrix-vector kernels. Each warp streams whole
// f16 weight rows with every load of a row issued before the first use, so a warp keeps
// R * K * 2 bytes in flight; the input vector sits in shared memory, prepared once per block
// by a prologue (RMSNorm of the residual stream, gated head norm, or a plain copy) that runs
// while the first rows are in flight. Blocks are persistent: a block walks row groups with a
// grid stride, so the prologue runs once per block, not once per row. The first rows are
// requested before the kernel waits for its predecessor (pdl_wait).

#define MV_WARPS 4
#define MV_THREADS (MV_WARPS * WARP)

// Weights are read once per step: keep them out of L1.
__device__ __forceinline__ uint4 ld_stream(const uint4* p) {
    uint4 r;
    asm volatile("ld.global.nc.L1::no_allocate.v4.u32 {%0, %1, %2, %3}, [%4];"
                 : "=r"(r.x), "=r"(r.y), "=r"(r.z), "=r"(r.w)
                 : "l"(p));
    return r;
}

// Eight f16 weights (16 bytes) against eight activations.
__device__ __forceinline__ float dot8(uint4 p, float4 a, float4 b) {
    float2 w0 = f16x2_to_f32(p.x), w1 = f16x2_to_f32(p.y), w2 = f16x2_to_f32(p.z), w3 = f16x2_to_f32(p.w);
    float s = w0.x * a.x;
    s += w0.y * a.y;
    s += w1.x * a.z;
    s += w1.y * a.w;
    s += w2.x * b.x;
    s += w2.y * b.y;
    s += w3.x * b.z;
    s += w3.y * b.w;
    return s;
}

// A K-long f32 vector in shared memory. When K is a multiple of 8, 16-byte chunk c of a
// weight row meets lo[c] and hi[c]: a warp reading chunks c..c+31 touches consecutive
// addresses, free of bank conflicts.
template <int K>
struct SmemVec {
    static constexpr bool VEC = (K % 8) == 0;
    float4 lo[VEC ? K / 8 : 1];
    float4 hi[VEC ? K / 8 : 1];
    float s[VEC ? 1 : K];
    __device__ __forceinline__ float* at(int i) {
        if constexpr (VEC) {
            int c = i >> 3, j = i & 7;
            return j < 4 ? &lo[c].x + j : &hi[c].x + (j - 4);
        } else {
            return &s[i];
        }
    }
};

// R weight rows of length K held in registers by one warp.
template <int K, int R>
struct WarpRows {
    static constexpr bool VEC = (K % 8) == 0;
    static constexpr int N = VEC ? (K / 8 + WARP - 1) / WARP : (K + WARP - 1) / WARP;
    uint4 w[VEC ? R : 1][VEC ? N : 1];
    float f[VEC ? 1 : R][VEC ? 1 : N];

    // Issues every load of the given rows (null rows read nothing and dot to zero).
    __device__ __forceinline__ void load(const f16_t* const (&rows)[R]) {
        int lane = threadIdx.x & 31;
#pragma unroll
        for (int r = 0; r < R; ++r) {
#pragma unroll
            for (int j = 0; j < N; ++j) {
                int c = j * WARP + lane;
                if constexpr (VEC) {
                    w[r][j] = (rows[r] != nullptr && c < K / 8) ? ld_stream((const uint4*)rows[r] + c)
                                                                 : uint4{0u, 0u, 0u, 0u};
                } else {
                    f[r][j] = (rows[r] != nullptr && c < K) ? f16_to_f32(rows[r][c]) : 0.0f;
                }
            }
        }
    }

    // This lane's share of row r . x (not yet summed across the warp).
    __device__ __forceinline__ float partial(int r, const SmemVec<K>& x) const {
        int lane = threadIdx.x & 31;
        float acc = 0.0f;
#pragma unroll
        for (int j = 0; j < N; ++j) {
            int c = j * WARP + lane;
            if constexpr (VEC) {
                if (c < K / 8) acc += dot8(w[r][j], x.lo[c], x.hi[c]);
            } else {
                if (c < K) acc += f[r][j] * x.s[c];
            }
        }
        return acc;
    }

    // out[r] = row r . x, in every lane.
    __device__ __forceinline__ void dot(const SmemVec<K>& x, float (&out)[R]) const {
#pragma unroll
        for (int r = 0; r < R; ++r) out[r] = partial(r, x);
#pragma unroll
        for (int o = 16; o > 0; o >>= 1) {
#pragma unroll
            for (int r = 0; r < R; ++r) out[r] += __shfl_xor_sync(0xffffffffu, out[r], o);
        }
    }
};

// Rows per warp so a warp keeps about 16 loads of 16 bytes per lane in flight, 32 where one row
// already fills 16 (rows of 4,096: two rows a warp put the whole output projection in flight at once).
template <int K>
struct RowsPerWarp {
    static constexpr int N = WarpRows<K, 1>::N;
    static constexpr int value = N >= 32 ? 1 : N >= 16 ? 32 / N : (16 / N > 8 ? 8 : 16 / N);
};


// This thread's share of an RMSNorm weight, read before the kernel's first weight rows: read
// in the prologue, after them, the cold norm weights queued behind the rows and held the
// prologue (and with it every row's dot product) ~5 us longer.
template <int K>
struct NormWeights {
    static constexpr int PER = (K + MV_THREADS - 1) / MV_THREADS;
    float v[PER];
    __device__ __forceinline__ explicit NormWeights(const float* __restrict__ w) {
#pragma unroll
        for (int j = 0; j < PER; ++j) {
            int i = j * MV_THREADS + threadIdx.x;
            v[j] = i < K ? __ldg(w + i) : 0.0f;
        }
    }
};

// xs = x / rms(x) * (1 + w): the zero-centred RMSNorm of one residual row. Loop counts are
// compile-time so every load of the row is issued before the first use.
template <int K>
__device__ __forceinline__ void prologue_rmsnorm(SmemVec<K>& xs, const float* x, const NormWeights<K>& w,
                                                 float* scratch) {
    constexpr int PER = NormWeights<K>::PER;
    float v[PER];
    float ss = 0.0f;
#pragma unroll
    for (int j = 0; j < PER; ++j) {
        int i = j * MV_THREADS + threadIdx.x;
        v[j] = i < K ? x[i] : 0.0f;
        ss += v[j] * v[j];
    }
    float inv = rsqrtf(block_sum(ss, scratch) / K + EPS);
#pragma unroll
    for (int j = 0; j < PER; ++j) {
        int i = j * MV_THREADS + threadIdx.x;
        if (i < K) *xs.at(i) = v[j] * inv * (1.0f + w.v[j]);
    }
    __syncthreads();
}

// xs = x, where other blocks of the same launch wrote x: read through L2, every read in
// flight before the first store.
template <int K>
__device__ __forceinline__ void prologue_copy_l2(SmemVec<K>& xs, const float* x) {
    constexpr int PER = (K + MV_THREADS - 1) / MV_THREADS;
    float v[PER];
#pragma unroll
    for (int j = 0; j < PER; ++j) {
        int i = j * MV_THREADS + threadIdx.x;
        v[j] = i < K ? __ldcg(x + i) : 0.0f;
    }
#pragma unroll
    for (int j = 0; j < PER; ++j) {
        int i = j * MV_THREADS + threadIdx.x;
        if (i < K) *xs.at(i) = v[j];
    }
    __syncthreads();
}

// Walks the rows of W [rows, K] in groups of R per warp with a grid stride: the first
// group's loads go out before `prologue` fills xs, and each next group's before the
// current group's `epilogue(row, value)` (called by every lane of the warp).
template <int K, typename Prologue, typename Epilogue>
__device__ __forceinline__ void stream_rows(const f16_t* __restrict__ W, int rows, SmemVec<K>& xs,
                                            Prologue prologue, Epilogue epilogue) {
    constexpr int R = RowsPerWarp<K>::value;
    const int groups = (rows + R - 1) / R;
    const int stride = gridDim.x * MV_WARPS;
    int g = blockIdx.x * MV_WARPS + (threadIdx.x >> 5);
    WarpRows<K, R> wr;
    auto load = [&](int group) {
        const f16_t* p[R];
#pragma unroll
        for (int r = 0; r < R; ++r) {
            int row = group * R + r;
            p[r] = (group < groups && row < rows) ? W + (u64)row * K : nullptr;
        }
        wr.load(p);
    };
    load(g);
    pdl_trigger();
    pdl_wait();
    prologue();
    for (; g < groups; g += stride) {
        float y[R];
        wr.dot(xs, y);
        load(g + stride);
#pragma unroll
        for (int r = 0; r < R; ++r)
            if (g * R + r < rows) epilogue(g * R + r, y[r]);
    }
}

// ---- Grid-wide barriers of the persistent one-token kernels ----
// Their grid is at most what fits on the GPU at once (`resident_blocks` on the host), so
// spinning on other blocks cannot deadlock. Counters are zero between launches: the last
// block out resets them. Data another block wrote in the same launch is read through L2
// (__ldcg), never from a possibly stale L1 line.

__device__ __forceinline__ u32 ld_acquire(const u32* p) {
    u32 v;
    asm volatile("ld.acquire.gpu.global.u32 %0, [%1];" : "=r"(v) : "l"(p) : "memory");
    return v;
}

__device__ __forceinline__ void spin_until(const u32* counter, u32 target) {
    while (ld_acquire(counter) < target) __nanosleep(32);
}

// The block's arrival: its threads' writes so far become visible grid-wide. Only thread 0
// fences (bar.sync makes the fence cover the block), so the block's outstanding weight loads
// are not waited for: a kernel arrives, requests its next rows, then waits.
__device__ __forceinline__ void grid_arrive(u32* counter) {
    __syncthreads();
    if (threadIdx.x == 0) {
        __threadfence();
        atomicAdd(counter, 1u);
    }
}

// Returns once every block of the grid has arrived at `counter`.
__device__ __forceinline__ void grid_wait(const u32* counter) {
    if (threadIdx.x == 0) spin_until(counter, gridDim.x);
    __syncthreads();
}

// Counts the block out on the counter after the kernel's `n` counters starting at `first`;
// the last block out zeroes all n + 1 for the next launch.
__device__ __forceinline__ void grid_exit(u32* first, int n) {
    if (threadIdx.x == 0 && atomicAdd(first + n, 1u) == gridDim.x - 1) {
        for (int i = 0; i <= n; ++i) first[i] = 0;
    }
}

// Maps (value, index) to a key whose unsigned order is value order, the lower index winning
// ties, so one 64-bit atomicMax selects the greedy token across blocks.
__device__ __forceinline__ u64 argmax_key(float v, int idx) {
    u32 b = __float_as_uint(v);
    u32 ord = (b & 0x80000000u) ? ~b : (b | 0x80000000u);
    return ((u64)ord << 32) | (u64)(0xffffffffu - (u32)idx);
}
