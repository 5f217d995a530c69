#include "modeldock/head_roles_view.hpp"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMetaObject>
#include <QPushButton>
#include <QResizeEvent>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>
#include <climits>
#include <exception>
#include <new>

#include "attnlab/checkpoints/model_files.hpp"
#include "document/document.hpp"
#include "document/view_state.hpp"
#include "export/figure_menu.hpp"
#include "itemmodels/matrix_item_model.hpp"
#include "modeldock/lesson_gpt.hpp"
#include "viewdata/head_roles_figure.hpp"
#include "viewdata/model_probe_figures.hpp"
#include "viewdata/what_if_words.hpp"
#include "whatif/what_if_bar.hpp"
#include "widgets/flow_layout.hpp"
#include "widgets/heatmap_view.hpp"

namespace attn::ui {

HeadRolesView::HeadRolesView(Document* doc, ViewState* view, QWidget* parent)
    : QWidget(parent), doc_(doc), view_(view) {
    length_ = new QSpinBox(this);
    length_->setRange(2, 512);
    length_->setValue(32);
    seed_ = new QSpinBox(this);
    seed_->setRange(0, INT_MAX);
    seed_->setValue(1);
    run_ = new QPushButton(tr("&Run the test"), this);
    message_ = new QLabel(this);
    message_->setWordWrap(true);
    auto* lengthLabel = new QLabel(tr("&Random tokens:"), this);
    lengthLabel->setBuddy(length_);
    auto* seedLabel = new QLabel(tr("S&eed:"), this);
    seedLabel->setBuddy(seed_);
    // The controls wrap onto more lines in a narrow dock (German at 1024 px).
    QWidget* controls = flow_row(this, {{lengthLabel, length_}, {seedLabel, seed_}, {run_}});
    grid_ = new QGridLayout;
    const QStringList names = head_role_names();
    for (int k = 0; k < 4; ++k) {
        models_[k] = new MatrixItemModel(this);
        models_[k]->setScale(MatrixItemModel::Scale::Weights);
        models_[k]->setFixedLimit(1.0f);  // every map on one 0 … 1 scale
        maps_[k] = new HeatmapView(this);
        maps_[k]->setMatrixModel(models_[k]);
        maps_[k]->setAccessibleName(tr("Head roles: %1").arg(names[k]));
        titles_[k] = new QLabel(QStringLiteral("<b>%1</b>").arg(names[k].toHtmlEscaped()), this);
        install_figure_menu(
            maps_[k],
            [this] {
                return ViewFigure{figure(), QStringLiteral("head-roles")};
            },
            false);
    }
    bar_ = new WhatIfBar(doc_, view_, this, [this] { return rolesSource(); });
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);  // as the other tabs: the narrow dock keeps its room
    layout->addWidget(bar_);
    layout->addWidget(controls);
    layout->addWidget(message_);
    layout->addLayout(grid_, 1);
    placeMaps(2);
    message_->setText(explanation());
    connect(run_, &QPushButton::clicked, this, &HeadRolesView::start);
    connect(doc_, &Document::changed, this, [this](Document::ChangeEvent e) {
        if (e.is(Document::Change::TrainedModel) || e.is(Document::Change::Everything) ||
            (e.is(Document::Change::RealModel) && e.sentence < 0))
            modelChanged();
    });
    connect(view_, &ViewState::whatIfChanged, this, &HeadRolesView::whatIfChanged);
    whatIfChanged();
    connect(view_, &ViewState::displayChanged, this, [this] {
        if (view_->weightsKeptBack() && roles_) modelChanged();  // a question now asks
    });
}

HeadRolesView::~HeadRolesView() { join(); }

QString HeadRolesView::explanation() const {
    return tr(
        "What each head does, measured: the model reads random tokens twice. Per layer and "
        "head, its mean attention weight on the previous token; in the repeat, on the "
        "token that followed this one the first time (induction: what an induction head "
        "copies); on this token's first occurrence (duplicate); on the first token.");
}

QString HeadRolesView::message() const { return message_->text(); }

attn::Source HeadRolesView::rolesSource() const {
    return doc_->lesson().model ? attn::Source::Trained : attn::Source::Real;
}

std::vector<attn::Intervention> HeadRolesView::headsWhatIf() const {
    std::vector<attn::Intervention> heads;
    for (const attn::Intervention& v : view_->scene().what_if.over(rolesSource()))
        if (v.kind == attn::Intervention::Kind::Ablate ||
            v.kind == attn::Intervention::Kind::KeepOnly)
            heads.push_back(v);
    return heads;
}

// The four maps, `perRow` to a row, each under its title.
void HeadRolesView::placeMaps(int perRow) {
    perRow_ = perRow;
    for (int k = 0; k < 4; ++k) {
        grid_->removeWidget(titles_[k]);
        grid_->removeWidget(maps_[k]);
    }
    for (int k = 0; k < 4; ++k) {
        grid_->addWidget(titles_[k], (k / perRow) * 2, k % perRow);
        grid_->addWidget(maps_[k], (k / perRow) * 2 + 1, k % perRow);
    }
}

int HeadRolesView::widestMapLeast() const {
    int least = 0;
    for (const HeatmapView* m : maps_) least = std::max(least, m->minimumSizeHint().width());
    return least;
}

// Two maps a row while both keep their least width, else one: at 1024 px the two stood wider
// than the dock, and the whole Model dock scrolled sideways (its tabs and Run cut).
void HeadRolesView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    const int least = widestMapLeast();
    const int spacing = std::max(0, grid_->horizontalSpacing());
    const int room = contentsRect().width() - layout()->contentsMargins().left() -
                     layout()->contentsMargins().right();
    const int fit = 2 * least + spacing <= room ? 2 : 1;
    if (fit != perRow_) placeMaps(fit);
}

// As narrow as one map a row allows: with two a row the layout's own least width held the tab
// wider than the dock, which never gave it the width at which the maps go one a row.
QSize HeadRolesView::minimumSizeHint() const {
    QSize least = QWidget::minimumSizeHint();
    if (perRow_ == 2)
        least.setWidth(least.width() - widestMapLeast() - std::max(0, grid_->horizontalSpacing()));
    return least;
}

void HeadRolesView::whatIfChanged() {
    const std::vector<attn::Intervention> heads = headsWhatIf();
    const bool leftOut = view_->scene().what_if.over(rolesSource()).size() != heads.size();
    QString note = heads.empty() ? QString() : tr("The test runs under it.");
    if (leftOut)
        note += (note.isEmpty() ? QString() : QStringLiteral(" ")) +
                tr("Its cut lines and patches name a sentence's tokens, not the test's random "
                   "ones: left out.");
    bar_->setNote(note);
    // Maps measured under another what-if are cleared (a test running is cancelled), and so is
    // what the test said under it (a head the model lacks). A cut line changed leaves them.
    if (heads != measuredHeads_) {
        measuredHeads_ = heads;
        modelChanged();
    }
}

void HeadRolesView::join() {
    if (!job_) return;
    job_->cancel.store(true);
    if (job_->thread.joinable()) job_->thread.join();
    job_.reset();
}

void HeadRolesView::modelChanged() {
    join();
    roles_.reset();
    emit rolesReady();  // cleared: the All heads tab names no head by another model's test
    for (auto* m : models_) m->setMatrix(attn::Matrix(), {}, {});
    message_->setText(explanation() + QLatin1Char(' ') +
                      tr("Press Run the test to measure this model's heads."));
}

FigureSpec HeadRolesView::figure() const {
    if (!roles_) return {};
    FigureSpec spec = head_roles_figure(*roles_, where_);
    spec.what_if = what_if_label(attn::WhatIf{rolesSource(), roles_->interventions}, rolesSource());
    return spec;
}

void HeadRolesView::start() {
    if (view_->weightsKeptBack()) {
        message_->setText(
            tr("Hidden until you answer the lesson's question: these maps are made "
               "of the attention weights it asks about."));
        emit rolesReady();
        return;
    }
    QString why;
    std::shared_ptr<const attn::GptModel> model;
    if (!lesson_gpt_model(*doc_, model, why,
                          tr("This lesson has no model: train one, or open a GPT-2 or nanoGPT "
                             "model, to measure its heads."))) {
        message_->setText(why);
        emit rolesReady();
        return;
    }
    const int most = std::max(2, model->config.positions / 2);
    const int R = std::min(length_->value(), most);
    // A longer sequence than the model can read twice is brought down, and the message says so.
    clampedTo_ = R != length_->value() ? model->config.positions : 0;
    if (R != length_->value()) length_->setValue(R);
    join();
    const auto opened = doc_->realModel();
    where_ = head_roles_where(doc_->lesson().model ? nullptr : opened.get());
    job_ = std::make_unique<Job>();
    Job* job = job_.get();
    job->number = ++jobs_;
    message_->setText(tr("Reading %1 random tokens twice …").arg(R));
    const std::uint64_t seed = std::uint64_t(seed_->value());
    seedOfRoles_ = seed_->value();
    std::vector<attn::Intervention> heads = headsWhatIf();
    measuredHeads_ = heads;
    // `this` outlives the thread: join() runs first in the destructor and before a new job.
    job->thread =
        std::thread([this, job, model = std::move(model), R, seed, heads = std::move(heads)] {
            attn::HeadRoles roles;
            QString error;
            try {
                roles = attn::head_roles(*model,
                                         attn::random_token_sequence(model->config.vocab, R, seed),
                                         &job->cancel, heads);
            } catch (const attn::GptPassCancelled&) {
                return;
            } catch (const std::bad_alloc&) {
                error = QObject::tr("Not enough memory for this test.");
            } catch (const std::exception& e) {
                error = QString::fromUtf8(e.what());
            }
            if (job->cancel.load()) return;
            const quint64 number = job->number;
            QMetaObject::invokeMethod(
                this,
                [this, number, roles = std::move(roles), error] {
                    if (!job_ || job_->number != number) return;  // a newer test took its place
                    if (job_->thread.joinable()) job_->thread.join();
                    job_.reset();
                    landed(roles, error);
                },
                Qt::QueuedConnection);
        });
}

void HeadRolesView::landed(const attn::HeadRoles& roles, const QString& error) {
    if (!error.isEmpty()) {
        message_->setText(error.left(1).toUpper() + error.mid(1));
        emit rolesReady();
        return;
    }
    roles_ = roles;
    QStringList rows, cols;
    for (int l = 0; l < roles.layers; ++l) rows << tr("layer %1").arg(l + 1);
    for (int j = 0; j < roles.heads; ++j) cols << tr("head %1").arg(j + 1);
    for (int k = 0; k < 4; ++k) {
        attn::Matrix m(roles.layers, roles.heads);
        for (int l = 0; l < roles.layers; ++l)
            for (int j = 0; j < roles.heads; ++j)
                m(l, j) = float(head_role_score(roles.at(l, j), k));
        models_[k]->setMatrix(m, rows, cols);
    }
    // The strongest induction head, named: what a class looks for first.
    int best = 0;
    for (int i = 1; i < int(roles.scores.size()); ++i)
        if (roles.scores[size_t(i)].induction > roles.scores[size_t(best)].induction) best = i;
    message_->setText(
        tr("%1 random tokens read twice (seed %2). Strongest induction: layer %3 · head %4, "
           "%5 of its weight in the repeat on the token that came next last time.")
            .arg(roles.sequence.size())
            .arg(seedOfRoles_)
            .arg(best / roles.heads + 1)
            .arg(best % roles.heads + 1)
            .arg(QStringLiteral("%1%").arg(roles.scores[size_t(best)].induction * 100.0, 0, 'f',
                                           1)) +
        (clampedTo_ > 0 ? QLatin1Char(' ') + tr("(At most half the model's context of %1 "
                                                "tokens: it reads the sequence twice.)")
                                                 .arg(clampedTo_)
                        : QString()));
    emit rolesReady();
}

}  // namespace attn::ui
