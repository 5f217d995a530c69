#include "attnlab/attention/attention_config.hpp"

#include <stdexcept>

namespace attn {
namespace {

[[noreturn]] void fail(const std::string& msg) { throw std::invalid_argument(msg); }

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
        case Variant::Simple:
            return "simple";
        case Variant::Scaled:
            return "scaled";
        case Variant::MultiHead:
            return "multihead";
        case Variant::NoMixing:
            return "no-mixing";
        case Variant::EqualAverage:
            return "equal-average";
    }
    return "simple";
}

std::string variant_names(bool quoted) {
    const std::string q = quoted ? "\"" : "";
    std::string out;
    for (size_t i = 0; i < kLadder.size(); ++i)
        out += std::string(i == 0                    ? ""
                           : i + 1 == kLadder.size() ? " or "
                                                     : ", ") +
               q + variant_name(kLadder[i]) + q;
    return out;
}

Variant variant_from_name(const std::string& name) {
    for (Variant v : kLadder)
        if (name == variant_name(v)) return v;
    fail("unknown variant '" + name + "' (expected " + variant_names() + ")");
}

bool uses_projections(Variant v) { return v == Variant::Scaled || v == Variant::MultiHead; }

bool fixed_weights(Variant v) { return v == Variant::NoMixing || v == Variant::EqualAverage; }

void validate(const AttentionConfig& cfg, int d) {
    if (d <= 0) fail("the embedding needs at least one axis (d = " + std::to_string(d) + ")");
    if (cfg.heads < 1) fail("heads must be at least 1, got " + std::to_string(cfg.heads));
    if (cfg.variant != Variant::MultiHead && cfg.heads != 1)
        fail(std::string("the ") + variant_name(cfg.variant) +
             " variant uses exactly 1 head, got " + std::to_string(cfg.heads));
    if (d % cfg.heads != 0)
        fail("d = " + std::to_string(d) +
             " is not divisible by heads = " + std::to_string(cfg.heads));
    if (fixed_weights(cfg.variant) && cfg.scale)
        fail(std::string("the ") + variant_name(cfg.variant) +
             " variant compares no words, so it has no scores to scale: turn scale off");
    if (cfg.position == PositionEncoding::Learned)
        fail("learned positions belong to a trained model; a hand-wired lesson takes " +
             position_encoding_names());
    if (!(cfg.rope_base > 1.0 && cfg.rope_base <= 1e12))
        fail("the RoPE base must be a number above 1 (10000 in the paper), got " +
             std::to_string(cfg.rope_base));
    if (!uses_projections(cfg.variant)) return;
    check_square(cfg.wq, "W_Q", d, false);
    check_square(cfg.wk, "W_K", d, false);
    check_square(cfg.wv, "W_V", d, true);
    if (cfg.variant == Variant::MultiHead) check_square(cfg.wo, "W_O", d, true);
}

AttentionConfig default_config(Variant v, int d, int heads) {
    AttentionConfig c;
    c.variant = v;
    c.heads = v == Variant::MultiHead ? heads : 1;
    c.scale = uses_projections(v);
    if (uses_projections(v)) {
        c.wq.values = Matrix::Identity(d, d);
        c.wk.values = Matrix::Identity(d, d);
        c.wv.values = Matrix::Identity(d, d);
    }
    if (v == Variant::MultiHead) c.wo.values = Matrix::Identity(d, d);
    return c;
}

}  // namespace attn
