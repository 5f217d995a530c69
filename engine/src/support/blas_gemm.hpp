// fp32 matrix products through OpenBLAS, for the real-model pass (GPT-2's
// products are 2–10× faster there than in Eigen's own kernels on 2 cores).
// OpenBLAS's own threads are switched off: parallel work keeps the engine's one
// mechanism, the task pool (task_pool.hpp), which splits C's rows.
//
// All matrices row-major; lda, ldb, ldc are row strides in elements.
#pragma once

#include "attnlab/support/types.hpp"

namespace attn::detail {

// C (m × n) = alpha · op(A) · op(B) + beta · C on the calling thread, where
// op(A) is m × k (A is k × m when trans_a) and op(B) is k × n (B is n × k when trans_b).
void sgemm(bool trans_a, bool trans_b, int m, int n, int k, float alpha, const float* A, int lda,
           const float* B, int ldb, float beta, float* C, int ldc);

// The same with C's rows split into at most thread_budget() bands on the task
// pool (A not transposed). Results do not depend on the split: each row of C
// is computed by one call with the same k order.
void sgemm_rows(int m, int n, int k, float alpha, const float* A, int lda, const float* B, int ldb,
                bool trans_b, float beta, float* C, int ldc);

// y = x · W (+ b when b.size() > 0), x n × in, W in × out → y n × out (resized).
void linear_rows(const Eigen::Ref<const Matrix>& x, const Matrix& W, const Vector& b, Matrix& y);

}  // namespace attn::detail
