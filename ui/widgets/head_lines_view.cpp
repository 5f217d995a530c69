#include "widgets/head_lines_view.hpp"
