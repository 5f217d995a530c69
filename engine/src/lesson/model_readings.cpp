#include "attnlab/lesson/model_readings.hpp"

namespace attn {
namespace {
thread_local const ModelReadings* current = nullptr;  // each thread its own: the window's is its GUI thread's
}  // namespace

const ModelReadings* current_model_readings() { return current; }
void set_current_model_readings(const ModelReadings* readings) { current = readings; }

}  // namespace attn
