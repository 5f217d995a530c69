#include "panes/positions_pane.hpp"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/words/tokenizer.hpp"
#include "document/document.hpp"
#include "document/view_state.hpp"
#include "export/figure_actions.hpp"
#include "figures/figure_canvas.hpp"
#include "style/number_format.hpp"
#include "style/plain_text.hpp"
#include "viewdata/figure_specs.hpp"
#include "viewdata/position_figure.hpp"
#include "widgets/lazy_refresh.hpp"

namespace attn::ui {
PositionsPane::PositionsPane(Document* doc, ViewState* view, QWidget* parent)
    : QWidget(parent), doc_(doc), view_(view) {
    makeWidgets();
    connectSignals();
    refresh();
}

void PositionsPane::makeWidgets() {
    QHBoxLayout* top = makeTopRow();

    caption_ = plain_label(this, true);
    message_ = plain_label(this, true);
    canvas_ = new FigureCanvas(this);
    canvas_->setObjectName(QStringLiteral("positionsCanvas"));
    canvas_->setAccessibleName(tr("Position map"));
    canvas_->setMinimumHeight(160);

    QHBoxLayout* shiftRow = makeShiftTest();

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(caption_);
    layout->addWidget(message_);
    // The map on the left, the shift test beside it: a bottom dock is wide and low.
    auto* body = new QHBoxLayout;
    body->addWidget(canvas_, 3);
    auto* side = new QVBoxLayout;
    side->addLayout(shiftRow);
    side->addWidget(shiftNote_);
    side->addWidget(shift_);
    side->addStretch(1);
    body->addLayout(side, 2);
    layout->addLayout(body, 1);
}

// Makes the map and word choosers and Export…, and returns the row that holds them.
QHBoxLayout* PositionsPane::makeTopRow() {
    map_ = new QComboBox(this);
    map_->setObjectName(QStringLiteral("positionsMap"));
    map_->addItem(tr("As shown"), -1);
    using E = attn::PositionEncoding;
    for (const E e : {E::None, E::Sinusoidal, E::Learned, E::Rope, E::Alibi})
        map_->addItem(position_label(e), int(e));
    map_->setToolTip(
        tr("Which encoding's map to draw: the one of the attention shown (the "
           "toolbar's, or the model's own), or another"));
    query_ = new QComboBox(this);
    query_->setObjectName(QStringLiteral("positionsQuery"));
    key_ = new QComboBox(this);
    key_->setObjectName(QStringLiteral("positionsKey"));
    query_->setToolTip(tr("The word whose query is scored (RoPE's map and the shift test)"));
    key_->setToolTip(tr("The word whose key is scored (RoPE's map and the shift test)"));
    export_ = new QPushButton(tr("Export…"), this);
    export_->setObjectName(QStringLiteral("positionsExport"));
    export_->setAutoDefault(false);
    export_->setToolTip(tr("Save the position map as it is shown (PNG, SVG or PDF)"));

    auto* top = new QHBoxLayout;
    auto* mapLabel = new QLabel(tr("&Map:"), this);
    mapLabel->setBuddy(map_);
    top->addWidget(mapLabel);
    top->addWidget(map_);
    wordsLabel_ = new QLabel(tr("&Words:"), this);
    wordsLabel_->setBuddy(query_);
    top->addSpacing(8);
    top->addWidget(wordsLabel_);
    top->addWidget(query_);
    top->addWidget(new QLabel(QStringLiteral("→"), this));
    top->addWidget(key_);
    top->addStretch(1);
    top->addWidget(export_);
    return top;
}

// Makes the shift test's fields, note and table, and returns the row of its fields.
QHBoxLayout* PositionsPane::makeShiftTest() {
    front_ = new QLineEdit(this);
    front_->setObjectName(QStringLiteral("positionsFront"));
    front_->setToolTip(tr("A word of the lesson to put before the first word"));
    head_ = new QSpinBox(this);
    head_->setObjectName(QStringLiteral("positionsHead"));
    head_->setMinimum(1);
    auto* shiftRow = new QHBoxLayout;
    auto* frontLabel = new QLabel(tr("Put a word in fr&ont:"), this);
    frontLabel->setBuddy(front_);
    shiftRow->addWidget(frontLabel);
    shiftRow->addWidget(front_);
    auto* headLabel = new QLabel(tr("Hea&d:"), this);
    headLabel->setBuddy(head_);
    shiftRow->addWidget(headLabel);
    shiftRow->addWidget(head_);
    shiftRow->addStretch(1);
    shiftNote_ = plain_label(this, true);
    shift_ = new QTableWidget(4, 4, this);
    shift_->setObjectName(QStringLiteral("positionsShift"));
    shift_->setAccessibleName(tr("Shift test"));
    shift_->setHorizontalHeaderLabels({tr("Positions"), tr("Now"), tr("Moved on"), tr("Changed?")});
    shift_->verticalHeader()->hide();
    shift_->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    shift_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    shift_->setTabKeyNavigation(false);  // Tab leaves the table; arrows move within it
    shift_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    shift_->horizontalHeader()->setStretchLastSection(true);
    shift_->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    shift_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    shiftNote_->setMinimumWidth(200);
    return shiftRow;
}

void PositionsPane::connectSignals() {
    install_figure_menu(
        canvas_, [this] { return figure(); }, false);
    connect(export_, &QPushButton::clicked, this, [this] {
        const ViewFigure f = figure();
        export_figure_interactively(this, f.spec, f.name);
    });
    auto* lazy = new LazyRefresh(this, [this] { refresh(); });
    const auto later = [this, lazy] {
        dirty_ = true;
        lazy->request();
    };
    for (QComboBox* b : {map_, query_, key_})
        connect(b, &QComboBox::currentIndexChanged, this, later);
    connect(head_, &QSpinBox::valueChanged, this, later);
    connect(front_, &QLineEdit::textEdited, this, later);
    connect(doc_, &Document::changed, this, [this, later](Document::ChangeEvent e) {
        if (!e.is(Document::Change::Steps) && !e.is(Document::Change::Title)) later();
    });
    connect(view_, &ViewState::shownChanged, this, later);
    connect(view_, &ViewState::sourceChanged, this, later);   // a model's own positions
    connect(view_, &ViewState::displayChanged, this, later);  // a question's concealment
}

void PositionsPane::showEvent(QShowEvent* e) {
    QWidget::showEvent(e);
    if (dirty_) refresh();
}

QString PositionsPane::message() const {
    return message_->isVisible() ? message_->text() : QString();
}

QString PositionsPane::shiftNote() const { return shiftNote_->text(); }

void PositionsPane::refresh() {
    dirty_ = false;
    const attn::Lesson& l = doc_->shownLesson();
    const int s = view_->shown().empty() ? -1 : view_->shown().front();
    std::vector<std::string> tokens;
    QString problem;
    if (s < 0 || s >= int(l.sentences.size())) {
        problem = tr("This lesson has no sentences yet: add one in the Sentences pane.");
    } else {
        try {
            tokens = attn::lookup(l.table, l.sentences[std::size_t(s)]).tokens;
        } catch (const std::invalid_argument& e) {
            problem = QString::fromUtf8(e.what());
        }
        if (problem.isEmpty() && tokens.empty()) problem = tr("The sentence is empty.");
    }
    {
        const QSignalBlocker b(head_);
        head_->setMaximum(std::max(1, l.attention.heads));
    }
    if (front_->text().isEmpty() && !l.table.words().empty())
        front_->setText(
            QString::fromStdString(std::find(l.table.words().begin(), l.table.words().end(),
                                             "the") != l.table.words().end()
                                       ? std::string("the")
                                       : l.table.words().front()));
    refreshWords(tokens);
    message_->setText(problem);
    message_->setVisible(!problem.isEmpty());
    if (!problem.isEmpty()) {
        show_as_error(message_);
        canvas_->setFigures({});
        caption_->clear();
        shift_->setVisible(false);
        shiftNote_->clear();
        export_->setEnabled(false);
        return;
    }
    message_->setStyleSheet(QString());
    refreshMap();
    refreshShift(tokens);
}

void PositionsPane::refreshWords(const std::vector<std::string>& tokens) {
    QStringList words;
    for (std::size_t i = 0; i < tokens.size(); ++i)
        words << QStringLiteral("%1 %2").arg(i).arg(QString::fromStdString(tokens[i]));
    auto fill = [&](QComboBox* box, int fallback) {
        QStringList had;
        for (int i = 0; i < box->count(); ++i) had << box->itemText(i);
        if (had == words) return;
        const int keep = box->currentIndex();
        const QSignalBlocker b(box);
        box->clear();
        box->addItems(words);
        box->setCurrentIndex(keep >= 0 && keep < box->count() ? keep : fallback);
    };
    // The highlighted word (else the last) looks at the word before it: "bank" on "river".
    int q = int(tokens.size()) - 1;
    const std::string h = view_->highlightedWord().toStdString();
    for (int i = 0; i < int(tokens.size()); ++i)
        if (tokens[std::size_t(i)] == h) q = i;
    fill(query_, q);
    fill(key_, std::max(0, q - 1));
}

void PositionsPane::refreshMap() {
    const attn::Lesson& l = doc_->shownLesson();
    // While the step keeps numbers back, the map is the step's own encoding's (another's
    // could answer the questions to come) and says only which it is.
    const attn::Concealment& kept = view_->scene().conceal;
    const bool keptBack = kept.numbers || kept.cells;
    if (keptBack && map_->currentIndex() != 0) {
        const QSignalBlocker b(map_);
        map_->setCurrentIndex(0);
    }
    map_->setEnabled(!keptBack);
    const PositionMapChoice choice = mapChoice();
    QString problem;
    PositionMapInput in;
    try {
        const auto real = doc_->realModel();
        in = position_map_input(l, view_->shown().front(), choice,
                                real ? &real->model.wpe : nullptr);
    } catch (const std::invalid_argument& e) {
        problem = QString::fromUtf8(e.what());
    }
    FigureSpec spec;
    if (problem.isEmpty()) {
        try {
            spec = position_map_figure(in);
        } catch (const std::invalid_argument& e) {
            problem = QString::fromUtf8(e.what());
        }
    }
    if (!problem.isEmpty()) {
        message_->setText(problem);
        message_->setVisible(true);
        canvas_->setFigures({});
        caption_->clear();
        export_->setEnabled(false);
        return;
    }
    showMap(std::move(spec), in, keptBack);
}

// The map the controls choose: its encoding, words and head.
PositionMapChoice PositionsPane::mapChoice() const {
    const int chosen = map_->currentData().toInt();
    PositionMapChoice choice;
    if (chosen >= 0) choice.encoding = attn::PositionEncoding(chosen);
    // Showing a model: its own encoding (a real model's is learned), not the toolbar's.
    if (chosen < 0 && view_->showsModel() && view_->modelLayers() > 0)
        choice.encoding = !view_->showsRealModel() && doc_->lesson().model
                              ? doc_->lesson().model->config.position
                              : attn::PositionEncoding::Learned;
    choice.query = query_->currentIndex();
    choice.key = key_->currentIndex();
    choice.head = head_->value() - 1;
    return choice;
}

// Shows map `spec` of `in`, captioned, and a learned table's vectors; nothing while hidden.
void PositionsPane::showMap(FigureSpec&& spec, const PositionMapInput& in, bool keptBack) {
    // No positions: nothing to map (a map of zeros says less than the caption).
    const bool hidden = view_->heatmapCellsHidden() || in.encoding == attn::PositionEncoding::None;
    shownEncoding_ = in.encoding;
    caption_->setText(view_->heatmapCellsHidden()
                          ? tr("The position map is kept back until the question is answered.")
                      : keptBack ? tr("Position map: %1").arg(position_label(in.encoding))
                                 : spec.caption);
    FigureCanvas::Figure f;
    f.spec = std::move(spec);
    f.look.numbers = in.n <= 10 && !keptBack;
    f.look.decimals = 2;
    f.look.font_px = 12;
    std::vector<FigureCanvas::Figure> figures;
    if (!hidden) {
        figures.push_back(std::move(f));
        if (in.encoding == attn::PositionEncoding::Learned) {  // and the table in 2-D
            FigureCanvas::Figure plane;
            plane.spec = position_vectors_figure(in);
            plane.look.font_px = 12;
            figures.push_back(std::move(plane));
        }
    }
    canvas_->setFigures(std::move(figures));
    export_->setEnabled(!hidden);
}

void PositionsPane::refreshShift(const std::vector<std::string>& tokens) {
    const attn::Lesson& l = doc_->shownLesson();
    const int i = std::max(0, query_->currentIndex()), j = std::max(0, key_->currentIndex());
    const std::string front = front_->text().trimmed().toStdString();
    const QString q = QString::fromStdString(tokens[std::size_t(i)]),
                  k = QString::fromStdString(tokens[std::size_t(j)]);
    shiftNote_->setText(tr("The score of “%1” on “%2” (head %3), then with “%4” in front: every "
                           "position one further on.")
                            .arg(q, k)
                            .arg(head_->value())
                            .arg(QString::fromStdString(front)));
    const auto rows = shift_rows(l, tokens, head_->value() - 1, i, j, front);
    const attn::Concealment& c = view_->scene().conceal;
    const bool hidden = c.numbers || c.cells;  // the table may be a question's answer
    // A word that cannot go in front fails every row alike: said once, under the note.
    const bool allFail = std::all_of(rows.begin(), rows.end(),
                                     [&](const ShiftRow& r) { return !r.error.isEmpty(); });
    if (allFail && !rows.empty()) {
        shiftNote_->setText(rows.front().error);
        show_as_error(shiftNote_);
        shift_->setVisible(false);
        return;
    }
    shiftNote_->setStyleSheet(QString());
    shift_->setVisible(true);
    for (int r = 0; r < int(rows.size()); ++r) {
        const ShiftRow& row = rows[std::size_t(r)];
        auto cell = [&](int col, const QString& text) {
            auto* item = new QTableWidgetItem(text);
            QFont f = item->font();
            f.setBold(row.encoding == l.attention.position);  // the toolbar's
            item->setFont(f);
            shift_->setItem(r, col, item);
        };
        cell(0, position_label(row.encoding));
        if (!row.error.isEmpty()) {
            cell(1, row.error);
            cell(2, QString());
            cell(3, QString());
            continue;
        }
        cell(1, hidden ? QStringLiteral("?") : number_text(row.before, 3));
        cell(2, hidden ? QStringLiteral("?") : number_text(row.after, 3));
        cell(3, hidden ? QStringLiteral("?") : row.unchanged ? tr("no") : tr("yes"));
    }
}

ViewFigure PositionsPane::figure() const {
    ViewFigure f;
    if (!canvas_->figures().empty()) f.spec = canvas_->figures().front().spec;
    f.name = QStringLiteral("positions-") +
             QString::fromLatin1(attn::position_encoding_name(shownEncoding_));
    return f;
}

}  // namespace attn::ui
