#include "training/probe_panel.hpp"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QTextDocument>
#include <QVBoxLayout>
#include <limits>

#include "export/figure_menu.hpp"
#include "itemmodels/matrix_item_model.hpp"
#include "style/number_format.hpp"
#include "style/plain_text.hpp"
#include "training/head_grid.hpp"
#include "training/next_word_item_model.hpp"
#include "widgets/heatmap_view.hpp"

namespace attn::ui {

ProbePanel::ProbePanel(QWidget* parent) : QWidget(parent) {
    createWidgets();
    arrangeLayout();
    connectSignals();
    setModel({}, tr("No model yet."));
}

void ProbePanel::createWidgets() {
    probeEdit_ = new QLineEdit(defaultProbe(), this);
    probeEdit_->setPlaceholderText(tr("a sentence to watch"));
    probeEdit_->setCursorPosition(0);  // a sentence longer than the field shows its start
    caption_ = plain_label(this, true);
    unknown_ = plain_label(this, true);
    unknown_->setObjectName(QStringLiteral("probeUnknown"));
    show_as_error(unknown_);
    unknown_->hide();
    grid_ = new HeadGrid(this);
    showBox_ = new QComboBox(this);
    showBox_->addItem(tr("Attention weights"));
    showBox_->addItem(tr("Gradient of the loss (∂loss/∂score)"));
    showBox_->setToolTip(
        tr("Gradient: for the loss of predicting every next word of the probe, how each "
           "attention score should move. Blue: the loss wants the score up; red: down."));
    largeCaption_ = new QLabel(this);
    largeCaption_->setTextFormat(Qt::RichText);
    largeCaption_->setWordWrap(true);
    large_ = new MatrixItemModel(this);
    large_->setCausal(true);  // the model is causal: no number above the diagonal
    large_->setToolTipProvider([this](int r, int c) { return tooltip(r, c); });
    largeView_ = new HeatmapView(this);
    largeView_->setMatrixModel(large_);
    largeView_->setMinimumWidth(
        160);  // fits the dock: a long probe makes smaller cells, not a wider dock
    next_ = new NextWordItemModel(this);
    nextView_ = new QTableView(this);
    nextView_->setModel(next_);
    nextView_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    nextView_->setSelectionMode(QAbstractItemView::NoSelection);
    nextView_->setTabKeyNavigation(
        false);  // Tab leaves the table (a keyboard trap otherwise); arrows move in it
    nextView_->verticalHeader()->hide();
    nextView_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    nextView_->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 4);
    temperature_ = new QDoubleSpinBox(this);
    temperature_->setRange(0.05, 5.0);
    temperature_->setSingleStep(0.1);
    temperature_->setValue(0.8);
    temperature_->setToolTip(tr("Below 1: safer, likelier words; above 1: more surprising ones."));
    sampleSeed_ = new QSpinBox(this);
    sampleSeed_->setRange(0, 1000000);
    sampleSeed_->setValue(1);
    generate_ = new QPushButton(tr("Generate"), this);
    generate_->setToolTip(tr("Continue the probe sentence with 12 sampled words"));
    output_ = new QLabel(this);
    output_->setWordWrap(true);
    output_->setTextInteractionFlags(Qt::TextSelectableByMouse);
}

// Probe row, caption, the head grid beside the large map, next words, the generate row and its
// output.
void ProbePanel::arrangeLayout() {
    auto* probeRow = new QHBoxLayout;
    auto* probeLabel = new QLabel(tr("Probe:"), this);
    probeLabel->setBuddy(probeEdit_);  // buddies are the controls' accessible names
    probeRow->addWidget(probeLabel);
    probeRow->addWidget(probeEdit_, 1);
    auto* showLabel = new QLabel(tr("Show:"), this);
    showLabel->setBuddy(showBox_);
    probeRow->addWidget(showLabel);
    probeRow->addWidget(showBox_);
    auto* heads = new QHBoxLayout;
    heads->addWidget(grid_, 3);
    auto* largeBox = new QVBoxLayout;
    largeBox->addWidget(largeCaption_);
    largeBox->addWidget(largeView_, 1);
    heads->addLayout(largeBox, 4);
    auto* genRow = new QHBoxLayout;
    auto* temperatureLabel = new QLabel(tr("Temperature"), this);
    temperatureLabel->setBuddy(temperature_);
    genRow->addWidget(temperatureLabel);
    genRow->addWidget(temperature_);
    auto* seedLabel = new QLabel(tr("Seed"), this);
    seedLabel->setBuddy(sampleSeed_);
    genRow->addWidget(seedLabel);
    genRow->addWidget(sampleSeed_);
    genRow->addWidget(generate_);
    genRow->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(probeRow);
    layout->addWidget(unknown_);
    layout->addWidget(caption_);
    layout->addLayout(heads, 3);
    auto* nextLabel = new QLabel(tr("Next word: the five likeliest after each word"), this);
    nextLabel->setBuddy(nextView_);
    nextView_->setAccessibleName(
        nextLabel->text());  // a table view's name is its own, never a buddy's
    layout->addWidget(nextLabel);
    layout->addWidget(nextView_, 2);
    layout->addLayout(genRow);
    layout->addWidget(output_);
}

void ProbePanel::connectSignals() {
    connect(probeEdit_, &QLineEdit::textChanged, this, [this](const QString& t) {
        refresh();
        emit probeChanged(t);
    });
    connect(grid_, &HeadGrid::headClicked, this, [this] { showLarge(); });
    connect(showBox_, &QComboBox::currentIndexChanged, this,
            [this](int i) { setShow(i == 1 ? Show::Gradient : Show::Weights); });
    connect(generate_, &QPushButton::clicked, this, &ProbePanel::sample);
}

QString ProbePanel::generatedText() const {
    QTextDocument d;
    d.setHtml(output_->text());
    return d.toPlainText();
}

QString ProbePanel::probe() const { return probeEdit_->text(); }
void ProbePanel::setProbe(const QString& text) {
    probeEdit_->setText(text);
    probeEdit_->setCursorPosition(0);  // its start, not its end ("he bubbe made…" lost its "t")
}

void ProbePanel::setModel(const ModelRef& m, const QString& caption) {
    const bool same = model_.weights == m.weights && model_.vocabulary == m.vocabulary;
    model_ = m;
    modelName_ = caption.endsWith(QLatin1Char('.')) ? caption.chopped(1) : caption;
    modelCaption_ = caption;
    if (!same) {  // a continuation belongs to the model that sampled it
        output_->clear();
        generated_.clear();
    }
    refresh();
}

void ProbePanel::selectHead(int layer, int head) {
    grid_->select(layer, head);
    showLarge();
}

void ProbePanel::refresh() {
    reading_ = {};
    gradients_ = {};
    caption_->setText(modelCaption_);
    QString error;
    if (model_.valid()) {
        try {
            reading_ = probe_.read(model_, probe(), 5);
        } catch (const std::exception& e) {
            error = QString::fromUtf8(e.what());
        }
    }
    showUnknown();
    generate_->setEnabled(model_.valid() && !reading_.ids.empty());
    if (model_.valid() && reading_.ids.empty() && error.isEmpty())
        error = tr("Type a probe sentence to see its attention.");
    if (!error.isEmpty()) caption_->setText(error);
    if (reading_.ids.empty()) {
        grid_->clear();
        next_->clear();
        large_->setMatrix(attn::Matrix(), {}, {});
        largeCaption_->clear();
        return;
    }
    next_->setReading(reading_);
    if (show_ == Show::Gradient)
        showGradients();
    else
        grid_->setSnapshot(reading_.attention);
    grid_->setRoles(roles_ ? &*roles_ : nullptr);
    showLarge();
}

void ProbePanel::setHeadRoles(const attn::HeadRoles* roles) {
    if (roles)
        roles_ = *roles;
    else
        roles_.reset();
    grid_->setRoles(roles ? &*roles_ : nullptr);
}

void ProbePanel::setShow(Show s) {
    if (showBox_->currentIndex() != int(s)) showBox_->setCurrentIndex(int(s));  // re-enters
    if (show_ == s) return;
    show_ = s;
    refresh();
}

// The grid as gradients: one diverging scale, ±max |∂loss/∂score| over every head.
void ProbePanel::showGradients() {
    gradients_ = {};
    gradientLimit_ = 0;
    const auto& a = reading_.attention;
    if (reading_.ids.size() < 2) {
        caption_->setText(
            tr("The gradient needs a probe of two words or more: the loss is the "
               "prediction of each next word."));
        grid_->setSnapshot(a);
        return;
    }
    try {
        gradients_ = probe_.gradients(model_, reading_.ids);
    } catch (const std::exception& e) {
        caption_->setText(QString::fromUtf8(e.what()));
        grid_->setSnapshot(a);
        return;
    }
    attn::AttentionSnapshot g = a;
    for (std::size_t k = 0; k < g.weights.size() && k < gradients_.dscores.size(); ++k) {
        g.weights[k] = gradients_.dscores[k].cast<float>();
        gradientLimit_ = std::max(gradientLimit_, g.weights[k].cwiseAbs().maxCoeff());
    }
    grid_->setSnapshot(g, gradientLimit_ > 0 ? gradientLimit_ : 1.0f);
    caption_->setText(tr("%1 — loss of the probe's next words %2; blue: the loss wants a score "
                         "up, red: down")
                          .arg(modelName_)
                          .arg(number_text(gradients_.loss, 3)));
}

// Words of the probe the model never saw are read as "<unk>": say which, and where.
void ProbePanel::showUnknown() {
    QStringList unknown;
    const auto& tokens = reading_.attention.tokens;
    if (model_.valid())
        for (size_t i = 0; i < tokens.size(); ++i)
            if (!model_.vocabulary->contains(tokens[i]))
                unknown
                    << tr("‘%1’ (at position %2)").arg(QString::fromStdString(tokens[i])).arg(i);
    unknown_->setVisible(!unknown.isEmpty());
    unknown_->setText(tr("Not in the model's vocabulary, so read as <unk>: %1.")
                          .arg(unknown.join(QStringLiteral(", "))));
}

QString ProbePanel::unknownText() const {
    return unknown_->isVisible() ? unknown_->text() : QString();
}

void ProbePanel::showLarge() {
    const auto& a = reading_.attention;
    const int l = grid_->selectedLayer(), h = grid_->selectedHead();
    if (l >= a.layers || h >= a.heads || a.weights.empty()) return;
    QStringList tok;
    for (const auto& t : a.tokens) tok << QString::fromStdString(t);
    if (show_ == Show::Gradient && !gradients_.dscores.empty()) {
        large_->setScale(MatrixItemModel::Scale::Diverging);
        large_->setMatrix(gradients_.at(l, h).cast<float>(), tok, tok);
        largeCaption_->setText(tr("<b>layer %1 · head %2</b> — ∂loss/∂score: rows the word "
                                  "looking, columns the word looked at")
                                   .arg(l + 1)
                                   .arg(h + 1));
        return;
    }
    large_->setScale(MatrixItemModel::Scale::Weights);
    large_->setMatrix(a.at(l, h), tok, tok);
    largeCaption_->setText(
        tr("<b>layer %1 · head %2</b> — rows: the word looking; columns: the word looked at")
            .arg(l + 1)
            .arg(h + 1));
}

void ProbePanel::setConcealed(bool on) {
    concealed_ = on;
    grid_->setConcealed(on);
    largeView_->setConcealed(on, on);
}

FigureSpec ProbePanel::largeFigure() const {
    FigureSpec spec = matrix_model_figure(*large_, tr("word looking"), tr("word looked at"));
    if (spec.panels.empty()) return spec;
    if (concealed_) spec.panels.front().values.setConstant(std::numeric_limits<float>::quiet_NaN());
    spec.panels.front().causal = true;
    spec.panels.front().panel_title =
        tr("layer %1 · head %2").arg(grid_->selectedLayer() + 1).arg(grid_->selectedHead() + 1);
    if (show_ == Show::Gradient && !gradients_.dscores.empty()) {
        spec.panels.front().probabilities = false;
        spec.panels.front().panel_title += tr(" · ∂loss/∂score");
        spec.caption =
            tr("How the loss of predicting each next word would move each attention "
               "score: blue, the loss wants it up; red, down. Hatched cells above the "
               "diagonal are masked.");
        return spec;
    }
    spec.caption =
        tr("Hatched cells above the diagonal are masked (weight 0): each word looks only at itself "
           "and the words before it.");
    return spec;
}

QString ProbePanel::gradientTooltip(int row, int col) const {
    const auto& a = reading_.attention;
    const int l = grid_->selectedLayer(), h = grid_->selectedHead();
    const auto word = [&](int i) {
        return QString::fromStdString(a.tokens[std::size_t(i)]).toHtmlEscaped();
    };
    if (col > row)
        return tr("<b>%1</b> cannot see <b>%2</b>: it comes later (causal mask)")
            .arg(word(row), word(col));
    const double g = gradients_.at(l, h)(row, col);
    return tr("∂loss/∂score of <b>%1</b> on <b>%2</b>: <b>%3</b> (weight %4)<br>%5")
        .arg(word(row), word(col), format_value(g))
        .arg(number_text(double(a.at(l, h)(row, col)), 3))
        .arg(g < 0   ? tr("gradient descent raises this score: the loss falls if it grows")
             : g > 0 ? tr("gradient descent lowers this score: the loss grows with it")
                     : tr("this score does not move the loss"));
}

QString ProbePanel::tooltip(int row, int col) const {
    const auto& a = reading_.attention;
    if (show_ == Show::Gradient && !gradients_.dscores.empty()) {
        const int l = grid_->selectedLayer(), h = grid_->selectedHead();
        if (l < a.layers && h < a.heads && std::size_t(row) < a.tokens.size() &&
            std::size_t(col) < a.tokens.size())
            return gradientTooltip(row, col);
        return {};
    }
    const int l = grid_->selectedLayer(), h = grid_->selectedHead();
    if (l >= a.layers || h >= a.heads || std::size_t(row) >= a.tokens.size() ||
        std::size_t(col) >= a.tokens.size())
        return {};
    const attn::Matrix& w = a.at(l, h);
    const auto word = [&](int i) {
        return QString::fromStdString(a.tokens[std::size_t(i)]).toHtmlEscaped();
    };
    if (col > row)
        return tr("<b>%1</b> cannot see <b>%2</b>: it comes later (causal mask, weight 0)")
            .arg(word(row), word(col));
    // weight_ij = exp(s_ij) / Σ_k≤i exp(s_ik): the score difference to the row's first word follows
    // from the weights.
    QString s = tr("<b>%1</b> looks at <b>%2</b> with weight <b>%3</b><br>")
                    .arg(word(row), word(col))
                    .arg(number_text(double(w(row, col)), 3));
    s += tr("weight = exp(s<sub>%1,%2</sub>) / Σ<sub>k ≤ %1</sub> exp(s<sub>%1,k</sub>), s = q·k / "
            "√dk<br>")
             .arg(row)
             .arg(col);
    QStringList terms;
    for (int k = 0; k <= row; ++k) terms << number_text(double(w(row, k)), 3);
    s += tr("row %1 (%2 words it can see): %3 = %4")
             .arg(row)
             .arg(row + 1)
             .arg(terms.join(QStringLiteral(" + ")))
             .arg(number_text(double(w.row(row).sum()), 3));
    return s;
}

void ProbePanel::sample() {
    if (!model_.valid()) return;
    try {
        const auto words = probe_.generate(model_, probe(), 12, float(temperature_->value()),
                                           std::uint64_t(sampleSeed_->value()));
        QStringList out;
        for (const auto& w : words) out << QString::fromStdString(w);
        generated_ = out.join(QLatin1Char(' '));
        output_->setText(
            tr("<i>%1</i> <b>%2</b><br><small>sampled from: %3 (temperature %4, seed %5)</small>")
                .arg(probe().toHtmlEscaped(), generated_.toHtmlEscaped(),
                     modelName_.toHtmlEscaped())
                .arg(number_text(temperature_->value(), 2))
                .arg(sampleSeed_->value()));
    } catch (const std::exception& e) {
        output_->setText(QString::fromUtf8(e.what()));
    }
}

}  // namespace attn::ui
