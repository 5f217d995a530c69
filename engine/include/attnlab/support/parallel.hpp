// How many threads the engine's parallel work may use. The engine has one
// mechanism for parallel work, its task pool (engine/src/support/task_pool.hpp):
// evaluate's phases, the training step's shards and the large products of the
// layers all run there; Eigen itself stays single-threaded.
//
// Each thread has its own budget. Default: the environment's ATTNLAB_THREADS,
// else OMP_NUM_THREADS (what peers and scripts already set), else the number
// of hardware threads. Inside a task of the pool the budget is 1, so parallel
// work never nests. Results never depend on the budget.
#pragma once

namespace attn {

int thread_budget();
// n < 1 is taken as 1.
void set_thread_budget(int n);

}  // namespace attn
