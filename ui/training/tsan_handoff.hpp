// The training thread and the window hand values to each other only through
// Qt's queued calls and queued signals: a posting is ordered before its
// delivery by the receiver's event queue. Against a Qt that is not built with
// ThreadSanitizer (Debian's) tsan cannot see that ordering, and reports every
// value handed over as a race between the two threads. handOver(channel) on
// the sending thread just before it posts, and takeOver(channel) on the
// receiving thread when the call arrives, state the ordering the queue gives;
// both are empty outside the tsan build. They cover what the sender wrote
// before posting (the shared weights, a progress batch, the corpus); the
// copies Qt itself makes while posting are covered by tests/sanitizers/tsan.supp.
//
// A channel is one direction between one worker and its session
// (TrainingWorker::toWindow / toWorker): taking over from it orders after
// every earlier handOver on it, never after anything else.
#pragma once

#if defined(__SANITIZE_THREAD__)
extern "C" void __tsan_acquire(void* addr);
extern "C" void __tsan_release(void* addr);
#endif

namespace attn::ui {

inline void handOver([[maybe_unused]] const void* channel) {
#if defined(__SANITIZE_THREAD__)
    __tsan_release(const_cast<void*>(channel));
#endif
}

inline void takeOver([[maybe_unused]] const void* channel) {
#if defined(__SANITIZE_THREAD__)
    __tsan_acquire(const_cast<void*>(channel));
#endif
}

// handOver(channel) when the scope ends, after its locals are destroyed: the
// last thing a queued call does, so that whoever deletes what it wrote (the
// session deletes the worker once its thread has finished) is ordered after.
class HandOverAtExit {
  public:
    explicit HandOverAtExit(const void* channel) : channel_(channel) {}
    ~HandOverAtExit() { handOver(channel_); }
    HandOverAtExit(const HandOverAtExit&) = delete;
    HandOverAtExit& operator=(const HandOverAtExit&) = delete;

  private:
    const void* channel_;
};

}  // namespace attn::ui
