#include "attnlab/attention_config.hpp"

#include <stdexcept>

namespace attn {
namespace {

[[noreturn]] void fail(const std::string& msg) {
    throw std::invalid_argument("[AttentionConfig] " + msg);
}

std::string shape(Eigen::Index r, Eigen::Index c) {
    return std::to_string(r) + " × " + std::to_string(c);
}

void check_square(const Projection& p, const char* name, int d, bool may_be_empty) {
    if (p.values.size() == 0 && may_be_empty) return;
    if (p.values.rows() != d || p.values.cols() != d)
        fail(std::string(name) + " must be " + shape(d, d) + " (d × d), got " +
             shape(p.values.rows(), p.values.cols()));
    if (!all_finite(p.values)) fail(std::string(name) + " contains NaN or infinite values");
}

}  // namespace

const char* variant_name(Variant v) {
    switch (v) {
        case Variant::Simple: return "simple";
        case Variant::Scaled: return "scaled";
        case Variant::MultiHead: return "multihead";
    }
    return "simple";
}

Variant variant_from_name(const std::string& name) {
    if (name == "simple") return Variant::Simple;
    if (name == "scaled") return Variant::Scaled;
    if (name == "multihead") return Variant::MultiHead;
    fail("unknown variant '" + name + "' (expected simple, scaled or multihead)");
}

void validate(const AttentionConfig& cfg, int d) {
    if (d <= 0) fail("the embedding needs at least one axis (d = " + std::to_string(d) + ")");
    if (cfg.heads < 1) fail("heads must be at least 1, got " + std::to_string(cfg.heads));
    if (cfg.variant != Variant::MultiHead && cfg.heads != 1)
        fail(std::string("the ") + variant_name(cfg.variant) + " variant uses exactly 1 head, got " +
             std::to_string(cfg.heads));
    if (d % cfg.heads != 0)
        fail("d = " + std::to_string(d) + " is not divisible by heads = " + std::to_string(cfg.heads));
    if (cfg.variant == Variant::Simple) return;
    check_square(cfg.wq, "W_Q", d, false);
    check_square(cfg.wk, "W_K", d, false);
    check_square(cfg.wv, "W_V", d, true);
    if (cfg.variant == Variant::MultiHead) check_square(cfg.wo, "W_O", d, true);
}

AttentionConfig default_config(Variant v, int d, int heads) {
    AttentionConfig c;
    c.variant = v;
    c.heads = v == Variant::MultiHead ? heads : 1;
    c.scale = v != Variant::Simple;
    if (v != Variant::Simple) {
        c.wq.values = Matrix::Identity(d, d);
        c.wk.values = Matrix::Identity(d, d);
        c.wv.values = Matrix::Identity(d, d);
    }
    if (v == Variant::MultiHead) c.wo.values = Matrix::Identity(d, d);
    return c;
}

}  // namespace attn
