#include "panes/weights_pane.hpp"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

#include "attnlab/lesson/lesson_texts.hpp"
#include "document/document.hpp"
#include "i18n/language.hpp"
#include "itemmodels/lesson_matrix_item_model.hpp"
#include "style/number_format.hpp"
#include "style/plain_text.hpp"
#include "viewdata/projection_figure.hpp"
#include "widgets/lazy_refresh.hpp"
#include "widgets/scrub_table_view.hpp"

namespace attn::ui {

WeightsPane::WeightsPane(Document* doc, QWidget* parent) : QWidget(parent), doc_(doc) {
    which_ = new QComboBox(this);
    which_->addItem(tr("W_Q  (queries: the question a word asks)"), int(ValueTarget::WQ));
    which_->addItem(tr("W_K  (keys: what a word advertises)"), int(ValueTarget::WK));
    which_->addItem(tr("W_V  (values: what a word hands over)"), int(ValueTarget::WV));
    which_->addItem(tr("W_O  (output projection, multi-head)"), int(ValueTarget::WO));
    note_ = new QLabel(this);  // rich text: the lesson's note is escaped where the text is built
    note_->setTextFormat(Qt::RichText);
    note_->setWordWrap(true);
    model_ = new LessonMatrixItemModel(doc_, ValueTarget::WQ, this);
    table_ = new ScrubTableView(this);
    table_->setAccessibleName(tr("Weight matrix"));
    table_->setModel(model_);
    auto* top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Matrix:"), this));
    top->addWidget(which_, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(note_);
    layout->addWidget(table_, 1);
    install_figure_menu(
        table_, [this] { return figure(); }, true);
    connect(which_, &QComboBox::currentIndexChanged, this,
            [this] { showMatrix(which_->currentData().toInt()); });
    connect(model_, &LessonMatrixItemModel::inputRejected, this, &WeightsPane::message);
    // The note says what the settings make of the matrix shown: only a change of the
    // settings or of every part of the lesson can change it (an edit of its values may
    // make an identity a stored matrix); a refresh waits while the pane is out of sight.
    lazy_ = new LazyRefresh(this, [this] { refresh(); });
    connect(doc_, &Document::changed, this, [this](Document::ChangeEvent e) {
        if (e.is(Document::Change::Everything) ||
            (e.is(Document::Change::Attention) && !e.onlyValuesOfAnother(model_->target())))
            lazy_->request();
    });
    refresh();
}

QString WeightsPane::note() const {
    lazy_->flush();
    return note_->isVisibleTo(this) ? note_->text() : QString();
}

void WeightsPane::showMatrix(int target) {
    const int i = which_->findData(target);
    if (i >= 0 && i != which_->currentIndex()) which_->setCurrentIndex(i);
    model_->setTarget(ValueTarget(target));
    refresh();
}

ViewFigure WeightsPane::figure() const {
    return {projection_figure_spec(doc_->shownLesson(), model_->target()),
            projection_figure_name(model_->target())};
}

QString WeightsPane::unusedNote(attn::Variant v) {
    const QString climb = tr("switch to Scaled Q·K·V on the toolbar to use this matrix.");
    if (v == attn::Variant::NoMixing)
        return tr("<i>No mixing uses no projections (each word keeps its own row): %1</i>")
            .arg(climb);
    if (v == attn::Variant::EqualAverage)
        return tr("<i>The equal average uses no projections (every weight 1/n): %1</i>").arg(climb);
    return tr("<i>Simple attention has no projections (S = X·Xᵀ): %1</i>").arg(climb);
}

void WeightsPane::refresh() {
    const attn::Lesson& l = doc_->shownLesson();
    const attn::Projection* p = target_projection(l, model_->target());
    QString text;
    if (!model_->isUsed())
        text = model_->target() == ValueTarget::WO
                   ? tr("<i>Only multi-head attention uses W_O: switch the ladder step on the "
                        "toolbar.</i>")
                   : unusedNote(l.attention.variant);
    else if (p && p->values.size() == 0)
        text = tr("Identity (not stored): editing a cell makes it a real matrix.");
    // The lesson's note on this matrix, in the reader's language when the lesson holds it.
    const char* key = target_key(model_->target());
    if (const std::string note = key ? attn::projection_note(l, key, lesson_language()) : "";
        p && !note.empty())
        text = QString::fromStdString(note).toHtmlEscaped() + QStringLiteral("<br>") + text;
    if (l.attention.heads > 1 && model_->target() != ValueTarget::WO)
        text += tr("<br>Columns h<i>k</i>·<i>j</i>: head <i>k</i>, its <i>j</i>-th dimension (dk = "
                   "%1).")
                    .arg(l.table.axis_count() / l.attention.heads);
    note_->setText(rtl_paragraph(text));
    note_->setVisible(!text.isEmpty());
    table_->setEnabled(model_->isUsed());
}

}  // namespace attn::ui
