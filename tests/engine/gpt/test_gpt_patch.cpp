// Activation patching (attnlab/gpt/gpt_patch.hpp) against the plain double
// reference of gpt_reference.hpp: every tile of the heads map and of the
// residual map is the reference's own patched run; a tile's logits; the
// metric's zero where the prompts agree; the refusals and cancel.
#include <gtest/gtest.h>

#include <atomic>
#include <cmath>

#include "attnlab/gpt/gpt_pass.hpp"
#include "attnlab/gpt/gpt_patch.hpp"
#include "gpt_reference.hpp"

namespace attn {
namespace {

constexpr int kPatchAnswer = 3, kPatchFoil = 4;

double patch_ref_metric(const gptref::Reference& r) {
    return r.logits.back()[kPatchAnswer] - r.logits.back()[kPatchFoil];
}

// The tolerance: 1e-4 of the spread of the reference's last logits.
double patch_tolerance(const gptref::Reference& r) {
    const auto& row = r.logits.back();
    const auto [lo, hi] = std::minmax_element(row.begin(), row.end());
    return 1e-4 * (*hi - *lo);
}

struct PatchPrompts {
    std::vector<int> clean, corrupt;
};

// Two prompts that differ in two tokens, as a name swap does.
PatchPrompts patch_prompts(int n, int vocab) {
    PatchPrompts p;
    p.clean = gptref::token_ids(n, vocab, 1);
    p.corrupt = p.clean;
    p.corrupt[1] = (p.corrupt[1] + 7) % vocab;
    p.corrupt[std::size_t(n) - 3] = (p.corrupt[std::size_t(n) - 3] + 11) % vocab;
    return p;
}

// The request for the map of `pr` with the test's answer and foil.
PatchRequest patch_request(const PatchPrompts& pr) {
    PatchRequest r;
    r.clean = pr.clean, r.corrupt = pr.corrupt, r.answer = kPatchAnswer, r.foil = kPatchFoil;
    return r;
}

class GptPatchVersusReference : public ::testing::TestWithParam<int> {};

TEST_P(GptPatchVersusReference, EveryHeadTileIsTheReferencesPatchedRun) {
    const int n = GetParam();
    const GptModel m = gptref::small_model(GptActivation::gelu_exact, true, false, 5);
    const PatchPrompts pr = patch_prompts(n, m.config.vocab);
    PatchRequest r = patch_request(pr);
    std::atomic<int> done{0};
    r.layers_done = &done;
    const PatchMap map = patch_map(m, r);
    EXPECT_EQ(done.load(), 2);
    std::vector<gptref::Rows> clean_heads;
    gptref::RefEdits rc;
    rc.record = &clean_heads;
    const gptref::Reference clean = gptref::reference(m, pr.clean, rc);
    const gptref::Reference corrupt = gptref::reference(m, pr.corrupt);
    const double tol = patch_tolerance(corrupt);
    EXPECT_NEAR(map.clean_diff, patch_ref_metric(clean), tol);
    EXPECT_NEAR(map.corrupt_diff, patch_ref_metric(corrupt), tol);
    ASSERT_EQ(map.patched_diff.rows(), 2);
    ASSERT_EQ(map.patched_diff.cols(), 3);
    for (int l = 0; l < 2; ++l)
        for (int j = 0; j < 3; ++j) {
            gptref::RefEdits e;
            e.fate[{l, j}] = 'p';
            e.clean = &clean_heads;
            const double want = patch_ref_metric(gptref::reference(m, pr.corrupt, e));
            EXPECT_NEAR(map.patched_diff(l, j), want, tol) << "layer " << l << " head " << j;
            // restored = (want − corrupt) / (clean − corrupt): each metric is within tol, so the
            // ratio is within 2·tol·(1 + |restored|) / |clean − corrupt| (float sums in another
            // order move it that much where the denominator is small).
            const double den = patch_ref_metric(clean) - patch_ref_metric(corrupt);
            const double restored = (want - patch_ref_metric(corrupt)) / den;
            EXPECT_NEAR(map.restored(l, j), restored,
                        std::max(1e-3, 2 * tol * (1 + std::abs(restored)) / std::abs(den)));
        }
    // A tile's own run: its whole next-token row.
    const Matrix logits = patched_logits(m, r, 1, 2);
    gptref::RefEdits e;
    e.fate[{1, 2}] = 'p';
    e.clean = &clean_heads;
    const gptref::Reference tile = gptref::reference(m, pr.corrupt, e);
    ASSERT_EQ(logits.rows(), 1);
    for (int v = 0; v < m.config.vocab; ++v)
        EXPECT_NEAR(logits(0, v), tile.logits.back()[std::size_t(v)], tol);
}

TEST_P(GptPatchVersusReference, EveryResidualTileIsTheReferencesPatchedRun) {
    const int n = GetParam();
    const GptModel m = gptref::small_model(GptActivation::gelu_tanh, true, true, 9);
    const PatchPrompts pr = patch_prompts(n, m.config.vocab);
    PatchRequest r = patch_request(pr);
    r.over = PatchRequest::Over::Residual;
    const PatchMap map = patch_map(m, r);
    std::vector<gptref::Rows> clean_resid;
    gptref::RefEdits rc;
    rc.record_resid = &clean_resid;
    const gptref::Reference clean = gptref::reference(m, pr.clean, rc);
    const gptref::Reference corrupt = gptref::reference(m, pr.corrupt);
    const double tol = patch_tolerance(corrupt);
    ASSERT_EQ(map.restored.rows(), 2);
    ASSERT_EQ(map.restored.cols(), n);
    for (int l = 0; l < 2; ++l)
        for (int p = 0; p < n; ++p) {
            gptref::RefEdits e;
            e.resid_layer = l, e.resid_pos = p;
            e.clean_resid = &clean_resid;
            EXPECT_NEAR(map.patched_diff(l, p),
                        patch_ref_metric(gptref::reference(m, pr.corrupt, e)), tol)
                << "layer " << l << " position " << p;
        }
    // Entering block 0 the residual is the token's embedding plus its position's:
    // where the prompts agree, the patch changes nothing.
    for (int p = 0; p < n; ++p)
        if (pr.clean[std::size_t(p)] == pr.corrupt[std::size_t(p)])
            EXPECT_NEAR(map.restored(0, p), 0.0, 1e-4) << "position " << p;
    EXPECT_GT(std::abs(map.restored(0, 1)) + std::abs(map.restored(0, n - 3)), 1e-3);
}

// 6 tokens, and 70: past one 64-query attention block.
INSTANTIATE_TEST_SUITE_P(Lengths, GptPatchVersusReference, ::testing::Values(6, 70));

TEST(GptPatch, RefusesWhatItCannotMeasureSayingWhat) {
    const GptModel m = gptref::small_model(GptActivation::gelu_tanh, true, true, 7);
    const PatchPrompts pr = patch_prompts(8, m.config.vocab);
    const auto message = [&](PatchRequest r) {
        try {
            patch_map(m, r);
        } catch (const std::invalid_argument& e) {
            return std::string(e.what());
        }
        return std::string("(ran)");
    };
    PatchRequest r = patch_request(pr);
    PatchRequest longer = r;
    longer.corrupt.push_back(1);
    EXPECT_EQ(message(longer),
              "the clean prompt has 8 tokens and the corrupted one 9: patching needs prompts of "
              "the same token length");
    PatchRequest same = r;
    same.foil = same.answer;
    EXPECT_EQ(message(same), "the answer and the foil are the same token");
    PatchRequest outside = r;
    outside.answer = m.config.vocab;
    EXPECT_EQ(message(outside), "token id 37 is outside the vocabulary of 37 tokens");
    PatchRequest nothing = r;
    nothing.corrupt = nothing.clean;
    EXPECT_NE(message(nothing).find("there is nothing for a patch to restore"), std::string::npos);
    EXPECT_THROW(patched_logits(m, r, 2, 0), std::invalid_argument);
    EXPECT_THROW(patched_logits(m, r, 0, 3), std::invalid_argument);
    std::atomic<bool> cancel{true};
    r.cancel = &cancel;
    EXPECT_THROW(patch_map(m, r), GptPassCancelled);
}

}  // namespace
}  // namespace attn
