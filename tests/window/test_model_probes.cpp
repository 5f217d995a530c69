// The Model dock's Layers' guesses and Rollout tabs (modeldock/lens_view.hpp,
// modeldock/rollout_view.hpp) in the window on nanoGPT-tiny: the table and the
// maps hold the engine's numbers (attnlab/gpt/gpt_lens.hpp, computed here from
// the window's own pass) at the default last token and at a token chosen in
// the combo boxes; their figures are the same numbers and the lens figure
// paints its tokens and percentages; a model trained here rolls out its
// traces; without a model each tab says what it needs.
#include <gtest/gtest.h>

#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QPainter>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>

#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/gpt/gpt_lens.hpp"
#include "attnlab/lesson/lesson_io.hpp"
#include "attnlab/lesson/model_reference.hpp"
#include "attnlab/lesson/real_model_lesson.hpp"
#include "document/document.hpp"
#include "figures/figure_body.hpp"
#include "figures/text_probe.hpp"
#include "files/builtin_lessons.hpp"
#include "itemmodels/matrix_item_model.hpp"
#include "main_window.hpp"
#include "modeldock/lens_view.hpp"
#include "modeldock/model_pane.hpp"
#include "modeldock/rollout_view.hpp"
#include "style/number_format.hpp"
#include "viewdata/matrix_text.hpp"
#include "viewdata/model_probe_figures.hpp"
#include "widgets/heatmap_view.hpp"

namespace attn::app {
namespace {

// The Model dock's tab `tab` in view, as a user opens it: its views refresh
// only while they are seen (LazyRefresh).
void show_probe_tab(MainWindow& w, QWidget* tab) {
    w.show();
    w.showModelPane();
    w.modelPane()->showTab(tab);
    for (int i = 0; i < 3; ++i) QApplication::processEvents();
}

using attn::ui::LensView;
using attn::ui::RolloutView;

const std::string kProbesTiny =
    std::string(ATTNLAB_SOURCE_DIR) + "/tests/data/gpt/nanogpt-tiny/ckpt.pt";

attn::Lesson probe_lesson() {
    const attn::OpenedModel m = attn::open_model(kProbesTiny);
    return attn::lesson_for_real_model(m, attn::ModelReference{kProbesTiny, 0}, {"to be or not"},
                                       "t", "");
}

// The view's table against the engine's lens of `pass` at `position`, top `k`.
void expect_engine_lens(const LensView& v, const attn::OpenedModel& m, const attn::GptPass& pass,
                        int position, int k) {
    const attn::GptRunner runner(m.model);
    const auto want = attn::logit_lens(runner, pass, position, k);
    const attn::ui::LensTable& t = v.table();
    ASSERT_EQ(t.rows.size(), 3);  // embeddings, layer 1, layer 2
    EXPECT_EQ(t.rows, (QStringList{QStringLiteral("embeddings"), QStringLiteral("layer 1"),
                                   QStringLiteral("layer 2")}));
    EXPECT_EQ(t.position, position);
    ASSERT_EQ(t.probabilities.cols(), k);
    QTableWidget* grid = v.tableWidget();
    ASSERT_EQ(grid->rowCount(), 3);
    ASSERT_EQ(grid->columnCount(), k);
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < k; ++c) {
            const attn::LensGuess& g = want[std::size_t(r)][std::size_t(c)];
            const QString token = QString::fromStdString(m.tokenizer->display(g.id));
            EXPECT_EQ(t.ids[std::size_t(r)][std::size_t(c)], g.id);
            EXPECT_EQ(t.probabilities(r, c), g.probability);
            EXPECT_EQ(t.guesses[std::size_t(r)][c], token);
            EXPECT_EQ(grid->item(r, c)->text(),
                      token + QLatin1Char('\n') + attn::ui::probability_text(g.probability));
        }
}

TEST(ModelProbes, TheLayersGuessesAreTheEnginesLensAtTheChosenToken) {
    MainWindow w(probe_lesson());
    ASSERT_TRUE(w.document()->waitForRealModel());
    const auto& r = w.document()->results().at(0);
    ASSERT_TRUE(r.real);
    const attn::GptPass& pass = r.real->pass;
    const auto model = w.document()->realModel();
    LensView* v = w.modelPane()->lens();
    show_probe_tab(w, v);
    EXPECT_EQ(v->message(), QString());
    ASSERT_EQ(v->positionChooser()->count(), pass.n());
    EXPECT_EQ(v->positionChooser()->currentIndex(), pass.n() - 1);  // the last token by default
    EXPECT_EQ(v->topK()->value(), 5);
    expect_engine_lens(*v, *model, pass, pass.n() - 1, 5);
    // The last row is the model's own prediction: its logits at the last position.
    Eigen::Index best = 0;
    pass.logits.row(0).maxCoeff(&best);
    EXPECT_EQ(v->table().ids.back().front(), int(best));

    v->positionChooser()->setCurrentIndex(3);
    v->topK()->setValue(3);
    expect_engine_lens(*v, *model, pass, 3, 3);

    // Export draws the same table: every guessed token and percentage is painted.
    const attn::ui::ViewFigure f = v->figure();
    ASSERT_EQ(f.spec.kind, attn::ui::FigureKind::Lens);
    EXPECT_EQ(f.spec.lens.probabilities, v->table().probabilities);
    EXPECT_EQ(f.name, QStringLiteral("layers-guesses-to-be-or-not-token-3"));
    const attn::ui::FigureOptions look;
    const QSizeF size = attn::ui::natural_figure_size(f.spec, look);
    attn::ui::TextProbe probe(size.toSize());
    QPainter p(&probe);
    attn::ui::paint_figure(p, size, f.spec, look);
    p.end();
    QStringList drawn, numbers;
    for (const auto& t : probe.texts()) (t.cell_number ? numbers : drawn) << t.text;
    for (int row = 0; row < 3; ++row)
        for (int c = 0; c < 3; ++c) {
            EXPECT_TRUE(drawn.contains(v->table().guesses[std::size_t(row)][c]))
                << v->table().guesses[std::size_t(row)][c].toStdString();
            EXPECT_TRUE(
                numbers.contains(attn::ui::probability_text(v->table().probabilities(row, c))));
        }
    EXPECT_EQ(numbers.size(), 9);
    EXPECT_TRUE(drawn.contains(QStringLiteral("embeddings")));
    EXPECT_TRUE(attn::ui::figure_data_text(f.spec, attn::ui::DataFormat::Csv)
                    .startsWith(QStringLiteral("read after,guess 1,p 1")));
    // File ▸ Export View… on the table writes that figure.
    QTemporaryDir dir;
    QString error;
    ASSERT_TRUE(attn::ui::export_view(v->tableWidget(), dir.filePath(QStringLiteral("lens.svg")),
                                      {}, &error))
        << error.toStdString();
    QFile svg(dir.filePath(QStringLiteral("lens.svg")));
    ASSERT_TRUE(svg.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(svg.readAll());
    EXPECT_TRUE(text.contains(attn::ui::probability_text(v->table().probabilities(0, 0))))
        << "the top guess's share is in the SVG";
}

TEST(ModelProbes, TheRolloutMapsAreTheEnginesRolloutIntoTheChosenToken) {
    MainWindow w(probe_lesson());
    ASSERT_TRUE(w.document()->waitForRealModel());
    const attn::GptPass& pass = w.document()->results().at(0).real->pass;
    RolloutView* v = w.modelPane()->rollout();
    show_probe_tab(w, v);
    EXPECT_EQ(v->message(), QString());
    ASSERT_EQ(v->tokenChooser()->count(), pass.n());
    EXPECT_EQ(v->tokenChooser()->currentIndex(), pass.n() - 1);
    // Both maps carry their colour key, numbers in their cells or not (a pair's two views
    // showed it on one and not the other).
    EXPECT_FALSE(v->rowMap()->barTicksShown().isEmpty());
    EXPECT_FALSE(v->layersMap()->barTicksShown().isEmpty());
    for (int token : {pass.n() - 1, 4}) {
        v->tokenChooser()->setCurrentIndex(token);
        const attn::Matrix want = attn::attention_rollout(pass, token);  // 2 × n
        EXPECT_EQ(v->token(), token);
        EXPECT_EQ(v->rollout(), want);
        EXPECT_EQ(v->layersModel()->matrix(), want);
        EXPECT_EQ(v->rowModel()->matrix(), want.bottomRows(1));
        EXPECT_EQ(v->layersModel()->headerData(1, Qt::Vertical, Qt::DisplayRole).toString(),
                  QStringLiteral("after layer 2"));
        EXPECT_EQ(v->rowModel()->headerData(0, Qt::Vertical, Qt::DisplayRole).toString(),
                  w.document()->results().at(0).real->tokens.display[token]);
        const attn::ui::ViewFigure map = v->figure(true), row = v->figure(false);
        ASSERT_EQ(map.spec.panels.size(), 1u);
        EXPECT_EQ(map.spec.panels.front().values, want);
        EXPECT_EQ(row.spec.panels.front().values, want.bottomRows(1));
        EXPECT_TRUE(map.spec.caption.contains(QStringLiteral("Abnar & Zuidema")));
        EXPECT_EQ(map.name, QStringLiteral("rollout-layers-to-be-or-not-token-%1").arg(token));
        EXPECT_EQ(attn::ui::figure_data_text(map.spec, attn::ui::DataFormat::Csv),
                  attn::ui::matrix_to_csv(want, map.spec.panels.front().row_labels,
                                          map.spec.panels.front().col_labels));
    }
    QTemporaryDir dir;
    QString error;
    EXPECT_TRUE(attn::ui::export_view(v->layersMap(), dir.filePath(QStringLiteral("rollout.png")),
                                      {}, &error))
        << error.toStdString();
    EXPECT_TRUE(
        attn::ui::export_view(v->rowMap(), dir.filePath(QStringLiteral("row.pdf")), {}, &error))
        << error.toStdString();
    EXPECT_GT(QFile(dir.filePath(QStringLiteral("rollout.png"))).size(), 1000);
}

TEST(ModelProbes, AModelTrainedHereRollsOutItsTraces) {
    const attn::Lesson l = attn::read_lesson_file(
        std::string(ATTNLAB_SOURCE_DIR) + "/tests/data/trained-before-history.attnlab.json");
    ASSERT_TRUE(l.model);
    MainWindow w(l);
    const auto& r = w.document()->results().at(0);
    ASSERT_EQ(r.layers.size(), 2u);
    RolloutView* v = w.modelPane()->rollout();
    show_probe_tab(w, v);
    EXPECT_EQ(v->message(), QString());
    const int n = int(r.layers.front().tokens.size());
    std::vector<attn::Matrix> averaged;
    for (const attn::Trace& t : r.layers) averaged.push_back(attn::head_average(t.weights));
    EXPECT_EQ(v->rollout(), attn::attention_rollout(averaged, n - 1));
    EXPECT_EQ(v->figure(true).spec.panels.front().col_labels.size(), n);
    // The lens needs a real model's residual stream: it says so.
    EXPECT_TRUE(w.modelPane()->lens()->message().contains(
        QStringLiteral("Open a model (File ▸ Open Model…, or File ▸ Get a Model… for GPT-2)")));
}

TEST(ModelProbes, WithoutAModelEachTabSaysWhatItNeeds) {
    MainWindow w(attn::ui::load_builtin_lesson(QStringLiteral("module1")));
    EXPECT_EQ(
        w.modelPane()->lens()->message(),
        QStringLiteral("Open a model (File ▸ Open Model…, or File ▸ Get a Model… for GPT-2) to "
                       "see its layers' guesses."));
    EXPECT_TRUE(w.modelPane()->lens()->table().rows.isEmpty());
    EXPECT_TRUE(w.modelPane()->rollout()->message().startsWith(
        QStringLiteral("Open a model (File ▸ Open Model…, or File ▸ Get a Model… for GPT-2)")));
    EXPECT_EQ(w.modelPane()->rollout()->rollout().size(), 0);
    EXPECT_TRUE(w.modelPane()->rollout()->figure(true).spec.panels.empty());
}

}  // namespace
}  // namespace attn::app
