#include "authoring/step_view_editor.hpp"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>
#include <set>

#include "attnlab/attention/intervention.hpp"
#include "attnlab/lesson/what_if.hpp"
#include "attnlab/words/tokenizer.hpp"
#include "authoring/concealment_boxes.hpp"
#include "commands/attention_commands.hpp"
#include "style/plain_text.hpp"

namespace attn::ui {

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

constexpr int kComboLeastChars = 8;  // the least a box shows of its choice, in characters

// A combo box whose first item, "as before", carries no data: the field is left empty.
QComboBox* keep_combo(QWidget* parent, const QString& keep) {
    auto* b = new QComboBox(parent);
    b->addItem(keep);
    return b;
}

void select_data(QComboBox* b, const QVariant& v) {
    const int i = v.isValid() ? b->findData(v) : 0;
    b->setCurrentIndex(std::max(0, i));
}

// "on"/"off" for an optional switch.
void add_on_off(QComboBox* b) {
    b->addItem(QObject::tr("on"), true);
    b->addItem(QObject::tr("off"), false);
}
std::optional<bool> on_off(const QComboBox* b) {
    const QVariant v = b->currentData();
    return v.isValid() ? std::optional<bool>(v.toBool()) : std::nullopt;
}
QVariant data_of(const std::optional<bool>& v) { return v ? QVariant(*v) : QVariant(); }

// "2, 4" → {2, 4}: head numbers from 1, ascending, each once (0 and repeats dropped).
std::vector<int> heads_in(const QString& text) {
    std::set<int> heads;
    for (const QString& part :
         text.split(QRegularExpression(QStringLiteral("[,;\\s]+")), Qt::SkipEmptyParts))
        if (const int h = part.toInt(); h > 0) heads.insert(h);
    return {heads.begin(), heads.end()};
}

QString heads_text(const std::vector<int>& heads) {
    QStringList parts;
    for (int h : heads) parts << QString::number(h);
    return parts.join(QStringLiteral(", "));
}

QString stage_title(attn::Stage s) {
    switch (s) {
        case attn::Stage::Raw:
            return QObject::tr("raw scores");
        case attn::Stage::Scaled:
            return QObject::tr("scaled scores");
        case attn::Stage::Masked:
            return QObject::tr("masked scores");
        case attn::Stage::Weights:
            return QObject::tr("weights");
    }
    return {};
}

// A rung as the toolbar names it (the file's names, "no-mixing", are data).
QString variant_title(attn::Variant v) {
    switch (v) {
        case attn::Variant::NoMixing:
            return QObject::tr("0 · No mixing");
        case attn::Variant::EqualAverage:
            return QObject::tr("1 · Equal average");
        case attn::Variant::Simple:
            return QObject::tr("2 · Simple  X·Xᵀ");
        case attn::Variant::Scaled:
            return QObject::tr("3 · Scaled Q·K·V");
        case attn::Variant::MultiHead:
            return QObject::tr("4 · Multi-head");
    }
    return {};
}

QString pane_title(attn::Pane p) {
    switch (p) {
        case attn::Pane::Sentences:
            return QObject::tr("Sentences");
        case attn::Pane::Embedding:
            return QObject::tr("Embedding table");
        case attn::Pane::Weights:
            return QObject::tr("Weights (Q, K, V, W_O)");
        case attn::Pane::Vectors:
            return QObject::tr("Vectors");
        case attn::Pane::Blend:
            return QObject::tr("Blend");
        case attn::Pane::Training:
            return QObject::tr("Training");
        case attn::Pane::Lesson:
            return QObject::tr("Lesson");
        case attn::Pane::ModelDock:
            return QObject::tr("Model");
        case attn::Pane::HeadView:
            return QObject::tr("Head view");
        case attn::Pane::Positions:
            return QObject::tr("Positions");
    }
    return {};
}

}  // namespace

StepViewEditor::StepViewEditor(const attn::Lesson& lesson, std::function<attn::StepView()> capture,
                               QWidget* parent)
    : QWidget(parent), lesson_(lesson), capture_(std::move(capture)) {
    makeFields();
    // A narrow dialog (German at 1366 px): the boxes elide their text (the list shows it
    // whole) rather than push the tab into a sideways scroll.
    for (QComboBox* b : findChildren<QComboBox*>()) {
        b->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        b->setMinimumContentsLength(kComboLeastChars);
    }
    QGroupBox* shown = shownGroup();  // made in the order of the focus chain, as before
    QGroupBox* ladder = ladderGroup();
    auto* captureButton = new QPushButton(tr("&Capture from Window"), this);
    captureButton->setObjectName(QStringLiteral("captureView"));
    captureButton->setToolTip(tr("Every field as the window shows it now"));
    connect(captureButton, &QPushButton::clicked, this, &StepViewEditor::capture);
    captureButton->setEnabled(bool(capture_));
    // The what-if's mode box shows its choices whole ("the lesson's…" was cut at 8 letters).
    int longest = 0;
    for (int i = 0; i < whatIfMode_->count(); ++i)
        longest = std::max(longest, int(whatIfMode_->itemText(i).size()));
    whatIfMode_->setMinimumContentsLength(longest);
    auto* col = new QVBoxLayout(this);
    col->addWidget(captureButton, 0, Qt::AlignLeft);
    col->addWidget(shown);
    col->addWidget(ladder);
    col->addStretch(1);

    for (QComboBox* b : {first_, second_, highlight_, stage_, source_, numbers_, plane_, planeX_,
                         planeY_, variant_, scale_, causal_, positions_, whatIfMode_})
        connect(b, &QComboBox::currentIndexChanged, this, &StepViewEditor::edited);
    for (QSpinBox* s : {heads_, layer_})
        connect(s, &QSpinBox::valueChanged, this, &StepViewEditor::edited);
    const auto enable = [this, ladder] {
        second_->setEnabled(first_->currentIndex() > 0);
        // The attention switches change the hand-wired attention; a step showing the real model
        // draws none of it (the editor offered them there, to no effect).
        const bool real = source_->currentData().isValid() &&
                          attn::Source(source_->currentData().toInt()) == attn::Source::Real;
        ladder->setEnabled(!real);
        ladder->setToolTip(real ? tr("A step showing the real model draws no hand-wired "
                                     "attention: these switches do nothing on it.")
                                : QString());
        whatIf_->setEnabled(whatIfMode_->currentData().toInt() == 2);
        const QString problem = whatIfProblem();
        whatIfError_->setText(problem);
        whatIfError_->setVisible(!problem.isEmpty());
        const bool axes = plane_->currentData().toString() == QLatin1String("axes");
        planeX_->setEnabled(axes);
        planeY_->setEnabled(axes);
    };
    connect(showHeads_, &QLineEdit::textEdited, this, &StepViewEditor::edited);
    connect(whatIf_, &QLineEdit::textEdited, this, &StepViewEditor::edited);
    connect(first_, &QComboBox::currentIndexChanged, this, enable);
    connect(whatIfMode_, &QComboBox::currentIndexChanged, this, enable);
    connect(whatIf_, &QLineEdit::textChanged, this, enable);
    connect(plane_, &QComboBox::currentIndexChanged, this, enable);
    connect(source_, &QComboBox::currentIndexChanged, this, enable);
    enable();
}

// Every field, each offering "as before" (the step keeps what the walk to it set).
void StepViewEditor::makeFields() {
    const attn::Lesson& lesson = lesson_;
    const QString keep = tr("as before");
    const std::set<std::string> words = makeSentenceFields(keep);
    highlight_ = keep_combo(this, keep);
    highlight_->addItem(tr("none"), QString());
    for (const std::string& w : words) highlight_->addItem(q(w), q(w));
    stage_ = keep_combo(this, keep);
    for (attn::Stage s : attn::kStages) stage_->addItem(stage_title(s), int(s));
    source_ = keep_combo(this, keep);
    source_->addItem(tr("hand-wired attention"), int(attn::Source::HandWired));
    const int layers = lesson.model ? lesson.model->config.layers : 0;
    if (layers > 0) source_->addItem(tr("the trained model"), int(attn::Source::Trained));
    if (lesson.real_model) source_->addItem(tr("the real model"), int(attn::Source::Real));
    layer_ = new QSpinBox(this);
    // A real model's layer count is known once it is open; up to GPT-2 xl's 48 until then.
    const int realLayers = lesson.real_model ? 48 : 0;
    layer_->setRange(0, std::max({0, layers, realLayers}));
    layer_->setSpecialValueText(keep);
    layer_->setEnabled(layers > 0 || realLayers > 0);
    showHeads_ = new QLineEdit(this);
    showHeads_->setObjectName(QStringLiteral("showHeads"));
    showHeads_->setValidator(new QRegularExpressionValidator(
        QRegularExpression(QStringLiteral("[0-9,; ]*")), showHeads_));
    //: Placeholder of the field listing the heads whose maps a step shows
    showHeads_->setPlaceholderText(tr("every head (or e.g. 2, 4)"));
    showHeads_->setToolTip(
        tr("The heads whose maps this step shows in the Attention pane, on its slide and in the "
           "handout, counted from 1; empty: every head. The next step shows every head again."));
    difference_ = new QCheckBox(tr("second map − first map"), this);
    difference_->setObjectName(QStringLiteral("stepDifference"));
    difference_->setToolTip(
        tr("With two sentences shown: their difference map in the Attention pane, on the step's "
           "slide and in its handout. The next step shows it only if it asks too."));
    connect(difference_, &QCheckBox::toggled, this, &StepViewEditor::edited);
    numbers_ = keep_combo(this, keep);
    numbers_->addItem(tr("printed in the cells"), true);
    numbers_->addItem(tr("not printed"), false);
    plane_ = keep_combo(this, keep);
    plane_->addItem(tr("the two main directions (principal)"), QStringLiteral("principal"));
    plane_->addItem(tr("two axes:"), QStringLiteral("axes"));
    planeX_ = new QComboBox(this);
    planeY_ = new QComboBox(this);
    for (const std::string& a : lesson.table.axes()) planeX_->addItem(q(a)), planeY_->addItem(q(a));
    if (planeY_->count() > 1) planeY_->setCurrentIndex(1);
    makeLadderFields(keep);
    makeWhatIfFields();
    hide_ = new ConcealmentBoxes(2, this);  // two to a row: the dialog fits 1366 px in German
}

// The first and second sentence boxes; returns every word of the lesson's sentences.
std::set<std::string> StepViewEditor::makeSentenceFields(const QString& keep) {
    const attn::Lesson& lesson = lesson_;
    first_ = keep_combo(this, keep);
    second_ = new QComboBox(this);
    second_->addItem(tr("none: one sentence"));
    std::set<std::string> words;
    for (size_t i = 0; i < lesson.sentences.size(); ++i) {
        // Numbered as the {{…}} quantities number them (from 0): "weight 1 bat swung" is about
        // sentence 1.
        const QString label = tr("sentence %1 · %2").arg(i).arg(q(lesson.sentences[i]));
        first_->addItem(label, int(i));
        second_->addItem(label, int(i));
        for (const std::string& w : attn::tokenize(lesson.sentences[i])) words.insert(w);
    }
    for (QComboBox* b : {first_, second_})
        b->setToolTip(
            tr("Sentences are numbered as {{…}} quantities number them, from 0: "
               "{{weight 1 bat swung}} is about sentence 1."));
    return words;
}

// The step's what-if: whose (the lesson's, none, its own) and its items.
void StepViewEditor::makeWhatIfFields() {
    whatIfMode_ = new QComboBox(this);
    whatIfMode_->setObjectName(QStringLiteral("whatIfMode"));
    whatIfMode_->addItem(tr("the lesson's own"), 0);
    whatIfMode_->addItem(tr("none on this step"), 1);
    whatIfMode_->addItem(tr("its own:"), 2);
    whatIfMode_->setToolTip(
        tr("The what-if shown while the step is: the lesson's (set in the window), none, or the "
           "step's own, which takes the lesson's place on this step only."));
    whatIf_ = new QLineEdit(this);
    whatIf_->setObjectName(QStringLiteral("whatIfItems"));
    //: Placeholder of the field listing a step's what-if, in the lesson file's words
    whatIf_->setPlaceholderText(tr("e.g. ablate 1.2; cut 1.1:2>1"));
    whatIf_->setToolTip(
        tr("Separated by ';', layers and heads from 1, token positions from 0: ablate L.H "
           "(switch a head off), mean L.H (mean-ablate), keep-only L.H, cut L.H:Q>K (cut the "
           "line from token Q to token K)."));
    whatIfError_ = plain_label(this, true);
    whatIfError_->setObjectName(QStringLiteral("whatIfProblem"));
    show_as_error(whatIfError_);
    whatIfError_->hide();
}

void StepViewEditor::setRealModelShape(int layers, int heads) {
    realLayers_ = layers;
    realHeads_ = heads;
    const QString problem = whatIfProblem();
    whatIfError_->setText(problem);
    whatIfError_->setVisible(!problem.isEmpty());
}

std::vector<attn::Intervention> StepViewEditor::whatIfItems(QString* problem) const {
    std::vector<attn::Intervention> out;
    for (const QString& item : whatIf_->text().split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        if (item.trimmed().isEmpty()) continue;
        try {
            out.push_back(attn::parse_what_if_item(item.trimmed().toStdString()));
        } catch (const std::invalid_argument& e) {
            if (problem && problem->isEmpty()) *problem = QString::fromUtf8(e.what());
        }
    }
    return out;
}

QString StepViewEditor::whatIfProblem() const {
    if (whatIfMode_->currentData().toInt() != 2) return {};
    QString problem;
    const auto items = whatIfItems(&problem);
    if (problem.isEmpty() && items.empty())
        problem = tr("No what-if given: write one, or choose “none on this step”.");
    if (!problem.isEmpty()) return problem;
    // A head the step's attention lacks (a real model's shape is known once it is open: without
    // it, its heads are checked in the window).
    const attn::Source source = source_->currentData().isValid()
                                    ? attn::Source(source_->currentData().toInt())
                                    : whatIfSource_;
    int layers = 0, heads = 0;
    if (source == attn::Source::HandWired) {
        layers = 1;
        heads = heads_->value() > 0 ? heads_->value() : std::max(1, lesson_.attention.heads);
    } else if (source == attn::Source::Trained && lesson_.model) {
        layers = lesson_.model->config.layers;
        heads = lesson_.model->config.heads;
    } else if (source == attn::Source::Real) {
        layers = realLayers_;
        heads = realHeads_;
    }
    if (layers > 0) {
        try {  // the engine's own check, over any sentence (no cut is out of it yet)
            attn::check_interventions(items, layers, heads, 1 << 20, false);
        } catch (const std::invalid_argument& e) {
            return QString::fromUtf8(e.what());
        }
    }
    return {};
}

// The attention switches: rung, heads, scale, causal mask and positions.
void StepViewEditor::makeLadderFields(const QString& keep) {
    const attn::Lesson& lesson = lesson_;
    variant_ = keep_combo(this, keep);
    for (attn::Variant v : attn::kLadder) variant_->addItem(variant_title(v), int(v));
    heads_ = new QSpinBox(this);
    heads_->setRange(0, std::max(1, lesson.table.axis_count()));
    heads_->setSpecialValueText(keep);
    scale_ = keep_combo(this, keep);
    causal_ = keep_combo(this, keep);
    positions_ = keep_combo(this, keep);
    for (QComboBox* b : {scale_, causal_}) add_on_off(b);
    for (attn::PositionEncoding e :
         {attn::PositionEncoding::None, attn::PositionEncoding::Sinusoidal,
          attn::PositionEncoding::Rope, attn::PositionEncoding::Alibi})
        positions_->addItem(position_label(e), int(e));
}

// "What the window shows": sentences, word, stage, source and layer, numbers, plane, panes,
// and what the step keeps back for a later question.
QGroupBox* StepViewEditor::shownGroup() {
    auto* shown = new QGroupBox(tr("What the window shows"), this);
    auto* form = new QFormLayout(shown);
    form->addRow(tr("&Sentence"), first_);
    form->addRow(tr("Beside &it"), second_);
    form->addRow(tr("&Difference"), difference_);
    form->addRow(tr("&Highlighted word"), highlight_);
    form->addRow(tr("S&tage"), stage_);
    auto* src = new QHBoxLayout;
    src->addWidget(source_, 1);
    src->addWidget(layer_);
    form->addRow(tr("Attention of"), src);
    form->addRow(tr("Heads' ma&ps"), showHeads_);
    auto* whatIf = new QHBoxLayout;
    whatIf->addWidget(whatIfMode_);
    whatIf->addWidget(whatIf_, 1);
    // A label of its own: a row label given as text has no buddy, and showed its "&".
    auto* whatIfLabel = new QLabel(tr("What i&f"), shown);
    whatIfLabel->setBuddy(whatIfMode_);
    form->addRow(whatIfLabel, whatIf);
    form->addRow(whatIfError_);
    form->addRow(tr("Cell n&umbers"), numbers_);
    auto* plane = new QHBoxLayout;
    plane->addWidget(plane_, 1);
    plane->addWidget(planeX_);
    plane->addWidget(planeY_);
    form->addRow(tr("Vectors plane"), plane);
    auto* paneGrid = new QGridLayout;
    int k = 0;
    for (attn::Pane p : attn::kPanes) {
        if (p == attn::Pane::Lesson) continue;
        auto* c = new QCheckBox(pane_title(p), this);
        panes_.push_back({p, c});
        paneGrid->addWidget(c, k / 2, k % 2);  // two to a row, as the Keep back boxes
        ++k;
        connect(c, &QCheckBox::toggled, this, &StepViewEditor::edited);
    }
    form->addRow(tr("Panes raised"), paneGrid);
    connect(hide_, &ConcealmentBoxes::edited, this, &StepViewEditor::edited);
    form->addRow(tr("Keep back (for a later question)"), hide_);
    return shown;
}

// The attention switches the step lays over the lesson (a ladder rung).
QGroupBox* StepViewEditor::ladderGroup() {
    auto* ladder =
        new QGroupBox(tr("Attention switches laid over the lesson while the step is shown"), this);
    auto* lf = new QFormLayout(ladder);
    lf->addRow(tr("&Variant"), variant_);
    lf->addRow(tr("H&eads"), heads_);
    lf->addRow(tr("Scale by 1/√dk"), scale_);
    lf->addRow(tr("Causal mask"), causal_);
    lf->addRow(tr("Positions"), positions_);
    return ladder;
}

QCheckBox* StepViewEditor::paneBox(attn::Pane p) const {
    for (const auto& [pane, box] : panes_)
        if (pane == p) return box;
    return nullptr;
}

void StepViewEditor::setView(const attn::StepView& v) {
    const QSignalBlocker block(this);  // one edited() for the whole view
    select_data(first_, v.sentences.empty() ? QVariant() : QVariant(v.sentences[0]));
    select_data(second_, v.sentences.size() > 1 ? QVariant(v.sentences[1]) : QVariant());
    if (v.highlight && highlight_->findData(q(*v.highlight)) < 0)
        highlight_->addItem(q(*v.highlight), q(*v.highlight));
    select_data(highlight_, v.highlight ? QVariant(q(*v.highlight)) : QVariant());
    select_data(stage_, v.stage ? QVariant(int(*v.stage)) : QVariant());
    select_data(source_, v.source ? QVariant(int(*v.source)) : QVariant());
    layer_->setValue(v.layer.value_or(0));
    showHeads_->setText(heads_text(v.show_heads));
    select_data(numbers_, data_of(v.numbers));
    difference_->setChecked(v.difference);
    if (v.plane.size() == 2) {
        select_data(plane_, QStringLiteral("axes"));
        planeX_->setCurrentText(q(v.plane[0]));
        planeY_->setCurrentText(q(v.plane[1]));
    } else {
        select_data(plane_, v.plane.empty() ? QVariant() : QVariant(QStringLiteral("principal")));
    }
    for (const auto& [pane, box] : panes_)
        box->setChecked(std::find(v.panes.begin(), v.panes.end(), pane) != v.panes.end());
    hide_->setValue(v.hide);
    select_data(variant_, v.variant ? QVariant(int(*v.variant)) : QVariant());
    heads_->setValue(v.heads.value_or(0));
    select_data(scale_, data_of(v.scale));
    select_data(causal_, data_of(v.causal));
    select_data(positions_, v.position ? QVariant(int(*v.position)) : QVariant());
    ropeBase_ = v.rope_base;  // kept as written (the toolbar sets it)
    QStringList items;
    if (v.what_if) {
        whatIfSource_ = v.what_if->source;
        for (const attn::Intervention& i : v.what_if->interventions) {
            try {
                items << q(attn::what_if_item(i));
            } catch (const std::invalid_argument&) {
                // a patch: never saved, so never a step's
            }
        }
    }
    whatIfMode_->setCurrentIndex(!v.what_if ? 0 : v.what_if->empty() ? 1 : 2);
    whatIf_->setText(items.join(QStringLiteral("; ")));
    second_->setEnabled(first_->currentIndex() > 0);
    emit edited();
}

attn::StepView StepViewEditor::view() const {
    attn::StepView v;
    if (first_->currentIndex() > 0) {
        v.sentences.push_back(first_->currentData().toInt());
        if (second_->currentIndex() > 0 && second_->currentData().toInt() != v.sentences[0])
            v.sentences.push_back(second_->currentData().toInt());
    }
    if (highlight_->currentData().isValid())
        v.highlight = highlight_->currentData().toString().toStdString();
    if (stage_->currentData().isValid()) v.stage = attn::Stage(stage_->currentData().toInt());
    if (source_->currentData().isValid()) v.source = attn::Source(source_->currentData().toInt());
    if (layer_->value() > 0) v.layer = layer_->value();
    v.show_heads = heads_in(showHeads_->text());
    v.numbers = on_off(numbers_);
    v.difference = difference_->isChecked();
    const QString plane = plane_->currentData().toString();
    if (plane == QLatin1String("principal"))
        v.plane = {"principal"};
    else if (plane == QLatin1String("axes"))
        v.plane = {planeX_->currentText().toStdString(), planeY_->currentText().toStdString()};
    for (const auto& [pane, box] : panes_)
        if (box->isChecked()) v.panes.push_back(pane);
    v.hide = hide_->value();
    if (variant_->currentData().isValid())
        v.variant = attn::Variant(variant_->currentData().toInt());
    if (heads_->value() > 0) v.heads = heads_->value();
    v.scale = on_off(scale_);
    v.causal = on_off(causal_);
    if (positions_->currentData().isValid())
        v.position = attn::PositionEncoding(positions_->currentData().toInt());
    if (v.position == attn::PositionEncoding::Rope) v.rope_base = ropeBase_;
    const int mode = whatIfMode_->currentData().toInt();
    if (mode > 0) {
        attn::WhatIf w;
        w.source = v.source.value_or(whatIfSource_);
        if (mode == 2) w.interventions = whatIfItems(nullptr);
        v.what_if = w;
    }
    return v;
}

void StepViewEditor::capture() {
    if (!capture_) return;
    attn::StepView v = capture_();
    v.hide = view().hide;  // what the step keeps back is the author's, not the window's
    setView(v);
}

}  // namespace attn::ui
