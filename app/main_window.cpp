#include "main_window.hpp"

#include <QFrame>
#include <QGridLayout>
#include <QLabel>
#include <QMenuBar>
#include <QScrollArea>
#include <QStatusBar>
#include <QVBoxLayout>

#include "figure_actions.hpp"
#include "heatmap_view.hpp"
#include "matrix_model.hpp"

namespace attn::app {
namespace {

QStringList labels(const std::vector<std::string>& tokens) {
    QStringList out;
    for (const auto& t : tokens) out << QString::fromStdString(t);
    return out;
}

QLabel* caption(const QString& text, QWidget* parent) {
    auto* l = new QLabel(text, parent);
    l->setTextFormat(Qt::RichText);
    return l;
}

}  // namespace

MainWindow::MainWindow(attn::Lesson lesson, QString filePath, QWidget* parent)
    : QMainWindow(parent), doc_(std::make_unique<attn::ui::Document>(std::move(lesson), std::move(filePath))) {
    setWindowTitle(QStringLiteral("%1 — Attention Lab").arg(QString::fromStdString(doc_->lesson().title)));
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    panelHost_ = new QWidget(scroll);
    panelLayout_ = new QVBoxLayout(panelHost_);
    scroll->setWidget(panelHost_);
    setCentralWidget(scroll);
    connect(doc_.get(), &attn::ui::Document::changed, this, [this](attn::ui::Document::Change c) {
        if (c == attn::ui::Document::Change::Sentences || c == attn::ui::Document::Change::Everything) rebuild();
        else refresh();
    });
    rebuild();
    menuBar()->addMenu(tr("&File"))->addAction(
        attn::ui::make_export_figure_set_action(this, [this] { return doc_->lesson(); }));
    statusBar()->showMessage(tr("Rows: the word looking · columns: the word looked at · weights in each row sum to 1"));
    resize(1100, 720);
}

MainWindow::~MainWindow() = default;

attn::ui::MatrixModel* MainWindow::scoreModel(int i) const { return panels_.at(size_t(i)).scores; }
attn::ui::MatrixModel* MainWindow::weightModel(int i) const { return panels_.at(size_t(i)).weights; }

void MainWindow::rebuild() {
    while (QLayoutItem* item = panelLayout_->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    panels_.clear();
    const auto& lesson = doc_->lesson();
    auto* intro = caption(QStringLiteral("<h2>%1</h2><p>%2</p>")
                              .arg(QString::fromStdString(lesson.title).toHtmlEscaped(),
                                   QString::fromStdString(lesson.description).toHtmlEscaped()),
                          panelHost_);
    intro->setWordWrap(true);
    panelLayout_->addWidget(intro);
    for (const auto& r : doc_->results()) {
        auto* box = new QFrame(panelHost_);
        box->setFrameShape(QFrame::StyledPanel);
        auto* grid = new QGridLayout(box);
        grid->addWidget(caption(QStringLiteral("<h3>“%1”</h3>").arg(r.text.toHtmlEscaped()), box), 0, 0, 1, 2);
        SentencePanel panel;
        panel.error = new QLabel(box);
        panel.error->setStyleSheet(QStringLiteral("color: #b2182b"));
        panel.error->setWordWrap(true);
        grid->addWidget(panel.error, 1, 0, 1, 2);
        panel.scores = new attn::ui::MatrixModel(box);
        panel.scores->setScale(attn::ui::MatrixModel::Scale::Diverging);
        panel.weights = new attn::ui::MatrixModel(box);
        auto* sv = new attn::ui::HeatmapView(box);
        sv->setMatrixModel(panel.scores);
        auto* wv = new attn::ui::HeatmapView(box);
        wv->setMatrixModel(panel.weights);
        grid->addWidget(caption(tr("<b>Scores</b> S = X·Xᵀ"), box), 2, 0);
        grid->addWidget(caption(tr("<b>Attention weights</b> softmax of each row"), box), 2, 1);
        grid->addWidget(sv, 3, 0, Qt::AlignLeft | Qt::AlignTop);
        grid->addWidget(wv, 3, 1, Qt::AlignLeft | Qt::AlignTop);
        grid->setColumnStretch(2, 1);
        panelLayout_->addWidget(box);
        panels_.push_back(panel);
    }
    panelLayout_->addStretch(1);
    refresh();
}

void MainWindow::refresh() {
    const auto& results = doc_->results();
    for (size_t i = 0; i < panels_.size() && i < results.size(); ++i) {
        const auto& r = results[i];
        panels_[i].error->setVisible(!r.ok());
        panels_[i].error->setText(r.error);
        if (!r.ok()) continue;
        const QStringList tok = labels(r.trace.tokens);
        panels_[i].scores->setMatrix(r.trace.scaled_scores(0), tok, tok);
        panels_[i].weights->setMatrix(r.trace.weights[0], tok, tok);
    }
}

}  // namespace attn::app
