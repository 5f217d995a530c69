#include "figures/head_lines_figure.hpp"
