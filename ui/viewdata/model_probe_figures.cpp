#include "viewdata/model_probe_figures.hpp"
