#include "viewdata/head_lines.hpp"
