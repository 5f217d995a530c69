// The head-roles test (attnlab/gpt/head_roles.hpp): its random sequence, and
// every score against a plain loop over full n × n weight matrices, on a random
// GPT-2-layout model, the course's trained model (its own forward as the
// weights), and the GPT-2 and nanoGPT fixtures; its refusals.
#include <gtest/gtest.h>

#include <cmath>
#include <set>
#include <string>

#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/gpt/gpt_of_trained.hpp"
#include "attnlab/gpt/head_roles.hpp"
#include "attnlab/lesson/lesson_io.hpp"
#include "attnlab/model/model.hpp"
#include "gpt_reference.hpp"

namespace attn {
namespace {

// The four scores by their definitions, read from a full n × n matrix A.
HeadRoleScores plain_roles(const Matrix& A) {
    const int n = int(A.rows()), R = n / 2;
    HeadRoleScores s;
    for (int i = 1; i < n; ++i) {
        s.previous_token += A(i, i - 1);
        s.first_token += A(i, 0);
    }
    for (int i = R; i < n; ++i) {
        s.induction += A(i, i - R + 1);
        s.duplicate += A(i, i - R);
    }
    s.previous_token /= n - 1;
    s.first_token /= n - 1;
    s.induction /= R;
    s.duplicate /= R;
    return s;
}

void expect_near(const HeadRoleScores& got, const HeadRoleScores& want, double tol,
                 const std::string& where) {
    EXPECT_NEAR(got.previous_token, want.previous_token, tol) << where;
    EXPECT_NEAR(got.induction, want.induction, tol) << where;
    EXPECT_NEAR(got.duplicate, want.duplicate, tol) << where;
    EXPECT_NEAR(got.first_token, want.first_token, tol) << where;
    for (double v : {got.previous_token, got.induction, got.duplicate, got.first_token}) {
        EXPECT_GE(v, 0.0) << where;
        EXPECT_LE(v, 1.0 + 1e-6) << where;
    }
}

// Every head of `model` on s ‖ s against the plain loop over its pass's full maps.
void expect_roles_match_pass(const GptModel& model, const std::vector<int>& s) {
    const HeadRoles roles = head_roles(model, s);
    ASSERT_EQ(roles.sequence, s);
    ASSERT_EQ(int(roles.scores.size()), model.config.layers * model.config.heads);
    std::vector<int> twice = s;
    twice.insert(twice.end(), s.begin(), s.end());
    GptRunner runner(model);
    const GptPass pass = runner.run(twice);
    for (int l = 0; l < model.config.layers; ++l)
        for (int j = 0; j < model.config.heads; ++j)
            expect_near(roles.at(l, j), plain_roles(pass.attention_matrix(l, j)), 1e-6,
                        "layer " + std::to_string(l) + " head " + std::to_string(j));
}

TEST(HeadRoles, TheRandomSequenceIsSeededAndInRange) {
    const std::vector<int> a = random_token_sequence(50257, 64, 7);
    EXPECT_EQ(a, random_token_sequence(50257, 64, 7));
    EXPECT_NE(a, random_token_sequence(50257, 64, 8));
    ASSERT_EQ(a.size(), 64u);
    for (int id : a) {
        EXPECT_GE(id, 0);
        EXPECT_LT(id, 50257);
    }
    EXPECT_GT(std::set<int>(a.begin(), a.end()).size(), 60u);  // spread, not stuck
    const std::vector<int> small = random_token_sequence(3, 300, 1);
    EXPECT_EQ(std::set<int>(small.begin(), small.end()), (std::set<int>{0, 1, 2}));
    EXPECT_THROW(random_token_sequence(0, 4, 1), std::invalid_argument);
    EXPECT_THROW(random_token_sequence(5, 0, 1), std::invalid_argument);
}

TEST(HeadRoles, ScoresEqualAPlainLoopOnARandomModel) {
    const GptModel m = gptref::small_model(GptActivation::gelu_tanh, true, true, 23);
    expect_roles_match_pass(m, random_token_sequence(m.config.vocab, 9, 3));
}

TEST(HeadRoles, ScoresEqualAPlainLoopOnTheRealModelFixtures) {
    for (const char* path :
         {"/tests/data/gpt/gpt2-window", "/tests/data/gpt/nanogpt-tiny/ckpt.pt"}) {
        SCOPED_TRACE(path);
        const OpenedModel m = open_model(std::string(ATTNLAB_SOURCE_DIR) + path);
        const int R = std::min(12, m.model.config.positions / 2);
        expect_roles_match_pass(m.model, random_token_sequence(m.model.config.vocab, R, 5));
    }
}

// The course's trained model: the scores equal the plain loop over the lab
// model's own attention weights (its forward, not the GPT-layout pass).
TEST(HeadRoles, ScoresOfTheCoursesTrainedModelEqualItsOwnWeights) {
    const Lesson lesson = read_lesson_file(std::string(ATTNLAB_SOURCE_DIR) +
                                           "/resources/lessons/course-3-training.attnlab.json");
    ASSERT_TRUE(lesson.model.has_value());
    const Model lab = lesson.model->to_model();
    const int R = lab.config().context / 2;
    const std::vector<int> s = random_token_sequence(lab.config().vocab, R, 2);
    const HeadRoles roles = head_roles(gpt_model_of(*lesson.model), s);
    std::vector<int> twice = s;
    twice.insert(twice.end(), s.begin(), s.end());
    Model forward = lab;
    forward.forward(twice, int(twice.size()));
    for (int l = 0; l < lab.config().layers; ++l)
        for (int j = 0; j < lab.config().heads; ++j)
            expect_near(roles.at(l, j), plain_roles(Matrix(forward.attention(l, j))), 1e-5,
                        "layer " + std::to_string(l) + " head " + std::to_string(j));
}

TEST(HeadRoles, RefusesWhatItCannotRead) {
    const GptModel m = gptref::small_model(GptActivation::gelu_tanh, true, true, 29);
    try {
        head_roles(m, std::vector<int>{3});
        FAIL();
    } catch (const std::invalid_argument& e) {
        EXPECT_STREQ(e.what(), "the sequence has 1 token; the head-roles test needs at least 2");
    }
    const int T = m.config.positions;
    try {
        head_roles(m, std::vector<int>(std::size_t(T / 2 + 1), 1));
        FAIL();
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("R ≤ " + std::to_string(T / 2)), std::string::npos)
            << e.what();
    }
    EXPECT_THROW(head_roles(m, std::vector<int>{1, m.config.vocab}), std::invalid_argument);
    GptRunner runner(m);
    const GptPass odd = runner.run(std::vector<int>{1, 2, 3, 4, 5});
    EXPECT_THROW(head_role_scores(odd, 0, 0), std::invalid_argument);
    const GptPass even = runner.run(std::vector<int>{1, 2, 1, 2});
    EXPECT_THROW(head_role_scores(even, m.config.layers, 0), std::invalid_argument);
}

// Under a what-if the test reads the pass with it laid over: a head of layer 1 switched off
// leaves layer 1's patterns as they were (its output goes, not its weights) and moves the
// later layers' to those of the pass under the same intervention; cuts and patches, which
// name a sentence's positions or another run, are refused, as is a head the model lacks.
TEST(HeadRoles, AWhatIfOnHeadsIsLaidOverThePass) {
    const OpenedModel m =
        open_model(std::string(ATTNLAB_SOURCE_DIR) + "/tests/data/gpt/gpt2-window");
    const GptModel& g = m.model;
    ASSERT_GE(g.config.layers, 2);
    const std::vector<int> s = random_token_sequence(g.config.vocab, 12, 5);
    const std::vector<Intervention> off = {
        Intervention::on_head(Intervention::Kind::Ablate, 0, 1),
        Intervention::on_head(Intervention::Kind::KeepOnly, 1, 2, Intervention::Ablation::Mean)};
    const HeadRoles plain = head_roles(g, s);
    const HeadRoles under = head_roles(g, s, nullptr, off);
    EXPECT_EQ(under.interventions, off);
    EXPECT_TRUE(plain.interventions.empty());
    std::vector<int> twice = s;
    twice.insert(twice.end(), s.begin(), s.end());
    GptRunner runner(g);
    GptPassOptions o;
    o.interventions = off;
    const GptPass pass = runner.run(twice, o);
    double moved = 0;
    for (int j = 0; j < g.config.heads; ++j) {
        expect_near(under.at(0, j), plain.at(0, j), 1e-9, "layer 1 head " + std::to_string(j));
        for (int l = 1; l < g.config.layers; ++l) {
            expect_near(under.at(l, j), plain_roles(pass.attention_matrix(l, j)), 1e-6,
                        "layer " + std::to_string(l + 1) + " head " + std::to_string(j));
            moved += std::abs(under.at(l, j).previous_token - plain.at(l, j).previous_token);
        }
    }
    EXPECT_GT(moved, 1e-4);  // the what-if reached the later layers
    Intervention cut;
    cut.kind = Intervention::Kind::Cut;
    cut.query = 2;
    cut.key = 1;
    try {
        head_roles(g, s, nullptr, std::vector<Intervention>{cut});
        FAIL();
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("not a cut line or a patch"), std::string::npos)
            << e.what();
    }
    EXPECT_THROW(head_roles(g, s, nullptr,
                            std::vector<Intervention>{Intervention::on_head(
                                Intervention::Kind::Ablate, g.config.layers, 0)}),
                 std::invalid_argument);
}

}  // namespace
}  // namespace attn
