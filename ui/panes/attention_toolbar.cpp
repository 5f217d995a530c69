#include "panes/attention_toolbar.hpp"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QSpinBox>
#include <cmath>
#include <utility>

#include "commands/attention_commands.hpp"
#include "commands/try_push.hpp"
#include "document/document.hpp"

namespace attn::ui {

AttentionToolbar::AttentionToolbar(Document* doc, ViewState* view, QWidget* parent)
    : QToolBar(tr("Attention"), parent), doc_(doc), view_(view) {
    setObjectName(QStringLiteral("attentionToolbar"));
    addVariantBox();
    auto* headsLabel = new QLabel(tr("  Heads: "), this);
    addWidget(headsLabel);
    heads_ = new DivisorSpinBox(this);
    headsLabel->setBuddy(heads_);  // the spin box's accessible name
    heads_->setRange(1, 64);
    heads_->setToolTip(tr("Number of heads (multi-head only); must divide the number of axes"));
    addWidget(heads_);
    addSeparator();
    scale_ = addAction(tr("Scale 1/√dk"));
    scale_->setToolTip(tr("Divide every score by √dk before the softmax"));
    causal_ = addAction(tr("Causal mask"));
    causal_->setToolTip(tr("Each word sees only itself and the words before it"));
    for (QAction* a : {scale_, causal_}) {
        a->setCheckable(true);
        connect(a, &QAction::toggled, this, [this] { apply(); });
    }
    addPositionControls();
    connect(positions_, &QComboBox::currentIndexChanged, this, [this] { apply(); });
    connect(ropeBase_, &QSpinBox::editingFinished, this, [this] { apply(); });
    connect(variant_, &QComboBox::currentIndexChanged, this, [this] { apply(); });
    connect(heads_, &QSpinBox::valueChanged, this, [this] { apply(); });
    connect(doc_, &Document::changed, this, [this](Document::ChangeEvent event) {
        const Document::Change c = event.kind;
        if (c != Document::Change::Embeddings && c != Document::Change::Sentences) sync();
    });
    sync();
}

// Adds the ladder step's label and selector, each rung with its tooltip.
void AttentionToolbar::addVariantBox() {
    addWidget(new QLabel(tr(" Ladder step: "), this));
    variant_ = new QComboBox(this);
    // The ladder in teaching order: the two failed attempts, then attention.
    const std::pair<attn::Variant, QString> steps[] = {
        {attn::Variant::NoMixing, tr("0 · No mixing")},
        {attn::Variant::EqualAverage, tr("1 · Equal average")},
        {attn::Variant::Simple, tr("2 · Simple  X·Xᵀ")},
        {attn::Variant::Scaled, tr("3 · Scaled Q·K·V")},
        {attn::Variant::MultiHead, tr("4 · Multi-head")},
    };
    for (const auto& [v, text] : steps) {
        variant_->addItem(text, int(v));
        variant_->setItemData(variant_->count() - 1, stepToolTip(v), Qt::ToolTipRole);
    }
    variant_->setToolTip(tr("Which attention the lesson computes"));
    addWidget(variant_);
}

// Adds the positions' label and selector, each encoding with its tooltip, and RoPE's base.
void AttentionToolbar::addPositionControls() {
    auto* positionsLabel = new QLabel(tr("  Positions: "), this);
    addWidget(positionsLabel);
    positions_ = new QComboBox(this);
    positionsLabel->setBuddy(positions_);
    const std::pair<attn::PositionEncoding, QString> encodings[] = {
        {attn::PositionEncoding::None,
         tr("No position: shuffle the words and every matrix is shuffled with them")},
        {attn::PositionEncoding::Sinusoidal,
         tr("Sinusoidal vectors added to X: sin and cos of the position at d/2 frequencies")},
        {attn::PositionEncoding::Rope,
         tr("Rotary (RoPE): each query and key pair of dimensions turned by position × θᵢ, "
            "θᵢ = base^(−2i/dk); a score depends on the two words and their distance only")},
        {attn::PositionEncoding::Alibi,
         tr("ALiBi: −mₕ·|i − j| added to head h's scaled scores, mₕ = 2^(−8h/H): "
            "far words count less")},
    };
    for (const auto& [e, tip] : encodings) {
        positions_->addItem(position_label(e), int(e));
        positions_->setItemData(positions_->count() - 1, tip, Qt::ToolTipRole);
    }
    positions_->setToolTip(tr("Where a word sits: how attention can tell word orders apart"));
    addWidget(positions_);
    ropeBase_ = new QSpinBox(this);
    ropeBase_->setRange(2, 1000000);
    ropeBase_->setPrefix(tr("base "));
    ropeBase_->setAccessibleName(tr("RoPE base"));
    ropeBase_->setToolTip(tr("RoPE's base (10000 in the paper): a smaller base turns faster"));
    ropeBaseAction_ = addWidget(ropeBase_);
}

QString AttentionToolbar::stepToolTip(attn::Variant v) {
    switch (v) {
        case attn::Variant::NoMixing:
            return tr(
                "Attempt 0: each word keeps its own row (weights = identity). "
                "A word alone cannot tell which sentence it is in.");
        case attn::Variant::EqualAverage:
            return tr(
                "Attempt 1: every word averages the sentence (every weight 1/n), "
                "whoever is looking.");
        case attn::Variant::Simple:
            return tr("Scores X·Xᵀ, softmax of each row, blend of the rows of X");
        case attn::Variant::Scaled:
            return tr("Queries, keys and values through W_Q, W_K, W_V; scores scaled by 1/√dk");
        case attn::Variant::MultiHead:
            return tr("Several heads side by side, joined by W_O");
    }
    return {};
}

void AttentionToolbar::sync() {
    syncing_ = true;
    const auto& c = doc_->shownLesson().attention;
    variant_->setCurrentIndex(variant_->findData(int(c.variant)));
    heads_->setDividend(
        doc_->lesson().table.axis_count());  // the arrows step 1, 2, 4, 8 … for d = 16
    heads_->setValue(c.heads);
    heads_->setEnabled(c.variant == attn::Variant::MultiHead);
    scale_->setChecked(c.scale);
    scale_->setEnabled(!attn::fixed_weights(c.variant));  // no scores to scale
    causal_->setChecked(c.causal);
    positions_->setCurrentIndex(std::max(0, positions_->findData(int(c.position))));
    ropeBase_->setValue(int(std::lround(c.rope_base)));
    ropeBaseAction_->setVisible(c.position == attn::PositionEncoding::Rope);
    syncing_ = false;
}

void AttentionToolbar::apply() {
    if (syncing_) return;
    // Every switch as the toolbar shows it (the scene's, when a step laid its
    // own over the lesson): the user takes them over as an edit of the lesson.
    const attn::AttentionConfig c = doc_->shownLesson().attention;
    const attn::Variant variant = attn::Variant(variant_->currentData().toInt());
    attn::AttentionSwitches s;
    s.variant = variant;
    s.heads = heads_->value();
    // Entering multi-head from one head: start with 2 heads when they fit.
    if (variant == attn::Variant::MultiHead && c.variant != attn::Variant::MultiHead &&
        s.heads == 1 && doc_->lesson().table.axis_count() % 2 == 0)
        s.heads = 2;
    s.scale = scale_->isChecked();
    // Climbing to Q·K·V from a rung without projections: scaled dot-product
    // attention scales by default. The fixed rungs have nothing to scale.
    if (variant != c.variant && attn::uses_projections(variant) &&
        !attn::uses_projections(c.variant))
        s.scale = true;
    if (attn::fixed_weights(variant)) s.scale = false;
    s.causal = causal_->isChecked();
    s.position = attn::PositionEncoding(positions_->currentData().toInt());
    s.rope_base = double(ropeBase_->value());
    // While a step lays its switches over the lesson, the user takes them over: one undo step gives
    // them back.
    const QString error = try_push(doc_, [&] {
        return view_ ? take_over_switches_command(view_, set_attention_command(doc_, s))
                     : set_attention_command(doc_, s);
    });
    if (!error.isEmpty()) emit message(error);
    sync();
}

}  // namespace attn::ui
