// write_file_safely: the one way the engine puts a file on disk (lessons,
// safetensors, PyTorch exports). The bytes go to a uniquely named temporary
// file beside the target, reach the disk (fsync), and only then are renamed
// over it, so a crash or a full disk leaves the old file or the new one,
// never a torn one. A symbolic link is written through (its target is
// replaced, the link stays); a replaced file keeps its permissions.
#pragma once

#include <stdexcept>
#include <string>

namespace attn {

// Throws std::runtime_error: "PATH: WHAT (strerror); the previous file is unchanged".
void write_file_safely(const std::string& path, const std::string& bytes);

}  // namespace attn
