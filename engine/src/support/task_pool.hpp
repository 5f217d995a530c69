// TaskPool (engine-internal): runs fn(0) … fn(count-1) on the calling thread
// and up to `threads - 1` helper threads, returning when every task is done.
//
// Why not an OpenMP region: its barriers and its join wait for every team
// thread, including one the OS has paused; on a shared machine that costs
// whole scheduler slices (milliseconds) per call. Here tasks are claimed one
// at a time, so the caller waits only for tasks a helper has actually started;
// a helper that wakes late finds the job gone and goes back to sleep.
//
// Inside a task the thread budget (attnlab/support/parallel.hpp) is 1, so work never
// nests: a task that would split runs on its own thread.
// One job at a time: a second caller while a job runs does its job alone.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace attn::detail {

class TaskPool {
  public:
    static TaskPool& instance();
    ~TaskPool();
    void run(int count, int threads, const std::function<void(int)>& fn);

  private:
    TaskPool() = default;
    void helper_main(int index);
    bool work(uint32_t generation, int count, const std::function<void(int)>& fn);

    std::mutex busy_;  // one job at a time
    std::mutex m_;     // guards the fields below
    std::condition_variable wake_;
    uint32_t generation_ = 0;
    const std::function<void(int)>* job_ = nullptr;
    int count_ = 0;
    int active_helpers_ = 0;
    bool stop_ = false;
    std::vector<std::thread> helpers_;

    std::atomic<uint64_t> next_{0};  // (generation << 32) | next task index
    std::atomic<int> done_{0};       // tasks finished in the current job
    std::atomic<uint32_t> published_{0};
};

// Runs f(0) … f(count-1) on up to `threads` threads of the pool (serially when
// threads or count is 1). f is passed on by reference, so the std::function the
// pool takes holds one pointer and allocates nothing.
template <typename F>
void parallel_for(int count, int threads, const F& f) {
    if (threads <= 1 || count <= 1) {
        for (int i = 0; i < count; ++i) f(i);
        return;
    }
    TaskPool::instance().run(count, threads, [&f](int i) { f(i); });
}

}  // namespace attn::detail
