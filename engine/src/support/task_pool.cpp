#include "support/task_pool.hpp"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <string>

#include "attnlab/support/parallel.hpp"

namespace attn::detail {
namespace {

// Long enough to span the gaps between the jobs of one window edit (evaluate,
// then the views) and between the phases of a training step.
constexpr auto kHelperSpin = std::chrono::microseconds(3000);
constexpr auto kCallerSpin = std::chrono::microseconds(2000);

inline void cpu_relax() {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#endif
}

// Busy-waits until ready() or `limit` has passed; returns ready().
template <typename F>
bool spin_until(F ready, std::chrono::microseconds limit) {
    const auto end = std::chrono::steady_clock::now() + limit;
    for (;;) {
        for (int i = 0; i < 64; ++i) {
            if (ready()) return true;
            cpu_relax();
        }
        if (std::chrono::steady_clock::now() >= end) return ready();
    }
}

// The default budget: ATTNLAB_THREADS, else OMP_NUM_THREADS, else the hardware's threads.
int default_budget() {
    for (const char* name : {"ATTNLAB_THREADS", "OMP_NUM_THREADS"}) {
        if (const char* v = std::getenv(name)) {
            char* end = nullptr;
            const long n = std::strtol(v, &end, 10);
            if (end != v && n >= 1) return int(std::min<long>(n, 1024));
        }
    }
    return int(std::max(1u, std::thread::hardware_concurrency()));
}

thread_local int tl_budget = 0;  // 0: not set on this thread yet

}  // namespace

TaskPool& TaskPool::instance() {
    static TaskPool pool;
    return pool;
}

TaskPool::~TaskPool() {
    {
        std::lock_guard lk(m_);
        stop_ = true;
    }
    wake_.notify_all();
    for (auto& t : helpers_) t.join();
}

// Claims and runs tasks of job `generation` until none is left; false when the
// job has moved on (or was never this one).
bool TaskPool::work(uint32_t generation, int count, const std::function<void(int)>& fn) {
    uint64_t s = next_.load(std::memory_order_acquire);
    for (;;) {
        if (uint32_t(s >> 32) != generation || int(uint32_t(s)) >= count) return true;
        if (!next_.compare_exchange_weak(s, s + 1, std::memory_order_acq_rel)) continue;
        fn(int(uint32_t(s)));
        done_.fetch_add(1, std::memory_order_acq_rel);
        s = next_.load(std::memory_order_acquire);
    }
}

void TaskPool::helper_main(int index) {
    set_thread_budget(1);  // work inside a task never splits again
    uint32_t seen = 0;
    for (;;) {
        // Back-to-back jobs (the hot path: the phases of a training step) start
        // before the helper falls asleep. A busy wait, not sched_yield: on a
        // loaded machine a yield hands the core to another process for a whole
        // time slice, so the helper would miss every job.
        spin_until([&] { return published_.load(std::memory_order_acquire) != seen; }, kHelperSpin);
        std::unique_lock lk(m_);
        wake_.wait(lk, [&] { return stop_ || generation_ != seen; });
        if (stop_) return;
        seen = generation_;
        if (index >= active_helpers_) continue;
        const std::function<void(int)>* job = job_;
        const int count = count_;
        lk.unlock();
        work(seen, count, *job);
    }
}

void TaskPool::run(int count, int threads, const std::function<void(int)>& fn) {
    std::unique_lock busy(busy_, std::try_to_lock);
    const int caller_budget = thread_budget();
    set_thread_budget(1);  // tasks run by the caller do not split again either
    if (!busy.owns_lock() || threads <= 1 || count <= 1) {
        for (int i = 0; i < count; ++i) fn(i);
        set_thread_budget(caller_budget);
        return;
    }
    {
        std::lock_guard lk(m_);
        while (int(helpers_.size()) < threads - 1) {
            const int index = int(helpers_.size());
            helpers_.emplace_back([this, index] { helper_main(index); });
        }
        ++generation_;
        job_ = &fn;
        count_ = count;
        active_helpers_ = threads - 1;
        done_.store(0, std::memory_order_relaxed);
        next_.store(uint64_t(generation_) << 32, std::memory_order_release);
        published_.store(generation_, std::memory_order_release);
    }
    wake_.notify_all();
    work(generation_, count, fn);
    // A helper that claimed a task is running it: wait busy for a while, then
    // let the scheduler run it if it shares this core.
    while (!spin_until([&] { return done_.load(std::memory_order_acquire) >= count; }, kCallerSpin))
        std::this_thread::yield();
    set_thread_budget(caller_budget);
}

}  // namespace attn::detail

namespace attn {

int thread_budget() {
    if (detail::tl_budget == 0) detail::tl_budget = detail::default_budget();
    return detail::tl_budget;
}

void set_thread_budget(int n) { detail::tl_budget = std::max(1, n); }

}  // namespace attn
