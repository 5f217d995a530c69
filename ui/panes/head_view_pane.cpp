#include "panes/head_view_pane.hpp"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPixmap>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>

#include "document/document.hpp"
#include "document/view_state.hpp"
#include "export/figure_actions.hpp"
#include "panes/head_lines_view.hpp"
#include "style/plain_text.hpp"
#include "viewdata/figure_specs.hpp"
#include "viewdata/what_if_marks.hpp"
#include "whatif/what_if_bar.hpp"
#include "widgets/flow_layout.hpp"
#include "widgets/lazy_refresh.hpp"

namespace attn::ui {
namespace {

// A check box's swatch: a short thick line in the head's colour.
QIcon head_swatch(int head, int heads) {
    QPixmap px(18, 12);
    px.fill(Qt::transparent);
    QPainter p(&px);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(head_colour(palette_for(FigureStyle::Light), head, heads), 4, Qt::SolidLine,
                  Qt::RoundCap));
    p.drawLine(QPointF(3, 6), QPointF(15, 6));
    return QIcon(px);
}

}  // namespace

HeadViewPane::HeadViewPane(Document* doc, ViewState* view, QWidget* parent)
    : QWidget(parent), doc_(doc), view_(view) {
    QWidget* top = makeTopRow();
    makeView();

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(top);
    layout->addWidget(new WhatIfBar(doc_, view_, this));  // "What if: …" while one is laid over it
    layout->addWidget(caption_);
    layout->addWidget(message_);
    layout->addWidget(scroll_, 1);
    layout->addWidget(focus_);

    connectSignals();
    refresh();
}

// The row above the view: the heads' check boxes (filled in later), All, None, the layer and
// Export….
QWidget* HeadViewPane::makeTopRow() {
    // One row that wraps onto more lines in a narrow dock (a what-if's "3 (switched off)" beside
    // three more heads pushed the pane sideways at 1024 px, Export… and the layer cut). The
    // heads' boxes go in after "Heads:" (rebuildHeads).
    auto* row = new QWidget(this);
    auto* top = new FlowLayout(row);
    top->setContentsMargins(0, 0, 0, 0);
    headsRow_ = top;
    top->addWidget(new QLabel(tr("Heads:"), row));
    all_ = new QPushButton(tr("All"), this);
    none_ = new QPushButton(tr("None"), this);
    all_->setToolTip(tr("Overlay every head's lines, each in its colour"));
    none_->setToolTip(tr("Clear the heads (then tick the ones to compare)"));
    for (QPushButton* b : {all_, none_}) {
        b->setAutoDefault(false);
        top->addWidget(b);
    }
    layerLabel_ = new QLabel(tr("Layer:"), this);
    layer_ = new QSpinBox(this);
    layer_->setObjectName(QStringLiteral("headViewLayer"));
    layer_->setToolTip(tr("The model's layer shown (the same in every attention view)"));
    auto* layer = new QWidget(row);  // the label stays with its box
    auto* layerRow = new QHBoxLayout(layer);
    layerRow->setContentsMargins(0, 0, 0, 0);
    layerRow->addWidget(layerLabel_);
    layerRow->addWidget(layer_);
    top->addWidget(layer);
    export_ = new QPushButton(tr("Export…"), this);
    export_->setObjectName(QStringLiteral("headViewExport"));
    export_->setAutoDefault(false);
    export_->setToolTip(tr("Save the head view as it is shown (PNG, SVG or PDF)"));
    top->addWidget(export_);
    return row;
}

// The caption, the message line, the lines view in its scroll area and the focus line under it.
void HeadViewPane::makeView() {
    caption_ = plain_label(this, true);
    message_ = plain_label(this, true);
    lines_ = new HeadLinesView(this);
    lines_->setObjectName(QStringLiteral("headLines"));
    lines_->setAccessibleName(tr("Head view"));
    lines_->setAccessibleDescription(
        tr("Lines from each word on the left to the words it looks at on the right, "
           "thicker for more weight"));
    scroll_ = new QScrollArea(this);
    scroll_->setAccessibleName(tr("Head view"));
    scroll_->setWidgetResizable(true);
    scroll_->setFrameShape(QFrame::NoFrame);
    scroll_->setWidget(lines_);
    focus_ = new QLabel(this);  // rich text: the tokens are escaped where the text is built
    focus_->setTextFormat(Qt::RichText);
    focus_->setWordWrap(true);
    focus_->setTextInteractionFlags(Qt::TextSelectableByMouse);
}

// Connects the buttons, the layer and the view, and refreshes on the changes the pane shows.
void HeadViewPane::connectSignals() {
    install_figure_menu(
        lines_, [this] { return figure(); }, false);
    connect(export_, &QPushButton::clicked, this, [this] {
        const ViewFigure f = figure();
        export_figure_interactively(this, f.spec, f.name);
    });
    connect(all_, &QPushButton::clicked, this, [this] {
        std::vector<int> every;
        for (int k = 0; k < int(boxes_.size()); ++k) every.push_back(k);
        setChosenHeads(every);
    });
    connect(none_, &QPushButton::clicked, this, [this] { setChosenHeads({}); });
    connect(layer_, &QSpinBox::valueChanged, this, [this](int v) { view_->setLayer(v - 1); });
    connect(lines_, &HeadLinesView::focusChanged, this, [this] { showFocus(); });
    // Only while the pane is in view (LazyRefresh: a tab behind the Blend is not).
    auto* lazy = new LazyRefresh(this, [this] { refresh(); });
    const auto later = [this, lazy] {
        dirty_ = true;
        lazy->request();
    };
    connect(doc_, &Document::changed, this, [this, later](Document::ChangeEvent e) {
        if (e.touches(view_->source(), view_->layer(), view_->shown())) later();
    });
    connect(view_, &ViewState::shownChanged, this, later);
    connect(view_, &ViewState::sourceChanged, this, later);
    connect(view_, &ViewState::highlightedWordChanged, this, later);
    connect(view_, &ViewState::displayChanged, this, later);  // a question's concealment
    // A step that chose heads for its figures overlays those (its slide's head view does too).
    connect(view_, &ViewState::chosenHeadsChanged, this, [this] {
        std::vector<int> heads = view_->chosenHeads();
        if (heads.empty())
            for (int k = 0; k < int(boxes_.size()); ++k) heads.push_back(k);
        setChosenHeads(heads);
    });
}

void HeadViewPane::showEvent(QShowEvent* e) {
    QWidget::showEvent(e);
    if (dirty_) refresh();
}

std::vector<int> HeadViewPane::chosenHeads() const {
    std::vector<int> out;
    for (int k = 0; k < int(boxes_.size()); ++k)
        if (boxes_[size_t(k)]->isChecked()) out.push_back(k);
    return out;
}

void HeadViewPane::setChosenHeads(const std::vector<int>& heads) {
    for (int k = 0; k < int(boxes_.size()); ++k) {
        const QSignalBlocker b(boxes_[size_t(k)]);
        boxes_[size_t(k)]->setChecked(std::find(heads.begin(), heads.end(), k) != heads.end());
    }
    refresh();
}

QCheckBox* HeadViewPane::headBox(int head) const {
    return head >= 0 && head < int(boxes_.size()) ? boxes_[size_t(head)] : nullptr;
}

void HeadViewPane::rebuildHeads(int heads) {
    for (QCheckBox* b : boxes_) delete b;
    boxes_.clear();
    for (int k = 0; k < heads; ++k) {
        auto* b = new QCheckBox(QString::number(k + 1), this);
        b->setObjectName(QStringLiteral("head%1").arg(k + 1));
        b->setIcon(head_swatch(k, heads));
        b->setToolTip(tr("Head %1's lines, in this colour").arg(k + 1));
        const std::vector<int>& chosen = view_->chosenHeads();
        b->setChecked(chosen.empty() || std::binary_search(chosen.begin(), chosen.end(), k));
        connect(b, &QCheckBox::toggled, this, [this] { refresh(); });
        headsRow_->insertWidget(1 + k, b);  // after "Heads:"
        boxes_.push_back(b);
    }
    const bool several = heads > 1;
    all_->setVisible(several);
    none_->setVisible(several);
}

void HeadViewPane::syncLayer() {
    const bool model = view_->showsModel() && view_->modelLayers() > 0;
    layerLabel_->setVisible(model);
    layer_->setVisible(model);
    const QSignalBlocker b(layer_);
    layer_->setRange(1, std::max(1, view_->modelLayers()));
    layer_->setValue(view_->layer() + 1);
}

QString HeadViewPane::message() const {
    return message_->isVisible() ? message_->text() : QString();
}

QString HeadViewPane::caption() const {
    const HeadLinesData& d = lines_->data();
    QString where;
    if (view_->showsModel() && view_->modelLayers() > 0) {
        where = view_->showsRealModel() ? tr("the real model") : tr("trained model");
        where =
            tr("%1, layer %2 of %3").arg(where).arg(view_->layer() + 1).arg(view_->modelLayers());
    } else {
        where = tr("hand-wired attention");
    }
    const ViewState::Attention a = view_->attention(sentence_);
    // A long sentence is cut (its whole text is in the tooltip): the lines keep the room.
    QString text = a.text;
    if (text.size() > 80) text = text.left(79) + QStringLiteral("…");
    return tr("“%1” — %2, %3").arg(text, where, d.title);
}

void HeadViewPane::refresh() {
    dirty_ = false;
    syncLayer();
    const int heads = view_->heads();
    if (heads != int(boxes_.size())) rebuildHeads(heads);
    sentence_ = view_->shown().empty() ? -1 : view_->shown().front();
    const ViewState::Attention a = view_->attention(sentence_);
    QString problem = a.error;  // with the lines as they were (a text the model cannot read)
    HeadLinesData d;
    if (a.ok()) {
        HeadLinesRequest r;
        r.heads = chosenHeads();
        r.highlight = view_->highlightedWord();
        r.concealed = view_->weightsKeptBack();
        try {
            d = head_lines_data(*a.trace, r);
            if (r.heads.empty()) {  // none chosen: every token, no line
                d.heads.clear();
                d.lines.clear();
                d.title = head_lines_title({}, d.heads_total);
                problem = tr("No head is chosen: tick one above to see its lines.");
            }
        } catch (const std::invalid_argument& e) {
            problem = QString::fromUtf8(e.what());
        }
    }
    if (sentence_ < 0)
        problem =
            tr("This lesson has no sentences yet: add one in the Sentences pane to see its heads.");
    if (d.concealed) problem = d.note;
    // Under a what-if each head's fate goes with it: in the figure's legend and on its box.
    mark_head_lines(d, doc_->shownLesson().what_if.over(view_->source()),
                    view_->showsModel() ? view_->layer() : 0);
    for (int k = 0; k < int(boxes_.size()); ++k) {
        const QString fate = std::size_t(k) < d.fates.size() ? d.fates[std::size_t(k)] : QString();
        boxes_[size_t(k)]->setText(fate.isEmpty() ? QString::number(k + 1)
                                                  : tr("%1 (%2)").arg(k + 1).arg(fate));
    }
    lines_->setData(std::move(d));
    caption_->setText(a.ok() ? caption() : QString());
    caption_->setVisible(a.ok());
    caption_->setToolTip(lines_->data().note.isEmpty()
                             ? view_->attention(sentence_).text
                             : view_->attention(sentence_).text + QLatin1Char('\n') +
                                   lines_->data().note);
    message_->setText(problem);
    message_->setVisible(!problem.isEmpty());
    if (!a.ok())
        show_as_error(message_);
    else
        message_->setStyleSheet(QString());
    export_->setEnabled(lines_->data().n() > 0);
    showFocus();
}

void HeadViewPane::showFocus() {
    const HeadLinesData d = lines_->shown();
    const QStringList text = d.focus_text();
    if (text.isEmpty()) {
        focus_->setText(
            d.n() > 0 && !d.concealed
                ? tr("<i>Hover a token on the left to see only its lines; click to keep it.</i>")
                : QString());
        return;
    }
    QStringList rows;
    for (size_t i = 0; i < size_t(text.size()) && i < d.heads.size(); ++i)
        rows << QStringLiteral("<span style=\"color:%1\">■</span> %2")
                    .arg(head_colour(palette_for(FigureStyle::Light), d.heads[i], d.heads_total)
                             .name(),
                         text[qsizetype(i)].toHtmlEscaped());
    focus_->setText(tr("<b>“%1” looks at</b> %2")
                        .arg(d.tokens[d.focus].toHtmlEscaped(), rows.join(QStringLiteral("<br>"))));
}

ViewFigure HeadViewPane::figure() const {
    ViewFigure f;
    f.spec.kind = FigureKind::HeadLines;
    f.spec.lines = lines_->shown();
    f.spec.caption = caption();
    if (!f.spec.lines.note.isEmpty()) f.spec.caption += QStringLiteral(". ") + f.spec.lines.note;
    f.spec.what_if = view_->whatIfLabel();  // the lines drawn under it say so, as the maps do
    const auto& sentences = doc_->lesson().sentences;
    const QString text = sentence_ >= 0 && sentence_ < int(sentences.size())
                             ? QString::fromStdString(sentences[size_t(sentence_)])
                             : QString();
    f.name = QStringLiteral("head-lines-") + file_slug(text);
    if (view_->showsModel() && view_->modelLayers() > 0)
        f.name += QStringLiteral("-layer-%1").arg(view_->layer() + 1);
    return f;
}

}  // namespace attn::ui
