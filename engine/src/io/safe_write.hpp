// The engine's own name for attnlab/io/safe_write.hpp (write_file_safely).
#pragma once

#include "attnlab/io/safe_write.hpp"
