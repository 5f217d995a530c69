#include "panes/attention_toolbar.hpp"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QSpinBox>

#include "commands/attention_commands.hpp"
#include "commands/try_push.hpp"
#include "document/document.hpp"

namespace attn::ui {

AttentionToolbar::AttentionToolbar(Document* doc, QWidget* parent) : QToolBar(tr("Attention"), parent), doc_(doc) {
    setObjectName(QStringLiteral("attentionToolbar"));
    addWidget(new QLabel(tr(" Ladder step: "), this));
    variant_ = new QComboBox(this);
    variant_->addItem(tr("1 · Simple  X·Xᵀ"), int(attn::Variant::Simple));
    variant_->addItem(tr("2 · Scaled Q·K·V"), int(attn::Variant::Scaled));
    variant_->addItem(tr("3 · Multi-head"), int(attn::Variant::MultiHead));
    variant_->setToolTip(tr("Which attention the lesson computes"));
    addWidget(variant_);
    addWidget(new QLabel(tr("  Heads: "), this));
    heads_ = new QSpinBox(this);
    heads_->setRange(1, 64);
    heads_->setToolTip(tr("Number of heads (multi-head only); must divide the number of axes"));
    addWidget(heads_);
    addSeparator();
    scale_ = addAction(tr("Scale 1/√dk"));
    scale_->setToolTip(tr("Divide every score by √dk before the softmax"));
    causal_ = addAction(tr("Causal mask"));
    causal_->setToolTip(tr("Each word sees only itself and the words before it"));
    positions_ = addAction(tr("Positions"));
    positions_->setToolTip(tr("Add the sinusoidal positional encoding to X"));
    for (QAction* a : {scale_, causal_, positions_}) {
        a->setCheckable(true);
        connect(a, &QAction::toggled, this, [this] { apply(); });
    }
    connect(variant_, &QComboBox::currentIndexChanged, this, [this] { apply(); });
    connect(heads_, &QSpinBox::valueChanged, this, [this] { apply(); });
    connect(doc_, &Document::changed, this, [this](Document::Change c) {
        if (c != Document::Change::Embeddings && c != Document::Change::Sentences) sync();
    });
    sync();
}

void AttentionToolbar::sync() {
    syncing_ = true;
    const auto& c = doc_->lesson().attention;
    variant_->setCurrentIndex(variant_->findData(int(c.variant)));
    heads_->setValue(c.heads);
    heads_->setEnabled(c.variant == attn::Variant::MultiHead);
    scale_->setChecked(c.scale);
    causal_->setChecked(c.causal);
    positions_->setChecked(c.positions);
    syncing_ = false;
}

void AttentionToolbar::apply() {
    if (syncing_) return;
    AttentionSwitches s;
    s.variant = attn::Variant(variant_->currentData().toInt());
    s.heads = heads_->value();
    const auto& c = doc_->lesson().attention;
    // Entering multi-head from one head: start with 2 heads when they fit.
    if (s.variant == attn::Variant::MultiHead && c.variant != attn::Variant::MultiHead && s.heads == 1 &&
        doc_->lesson().table.axis_count() % 2 == 0)
        s.heads = 2;
    s.scale = scale_->isChecked();
    // Leaving simple attention: scaled dot-product attention scales by default.
    if (s.variant != c.variant && s.variant != attn::Variant::Simple && c.variant == attn::Variant::Simple) s.scale = true;
    s.causal = causal_->isChecked();
    s.positions = positions_->isChecked();
    const QString error = try_push(doc_, [&] { return set_attention_command(doc_, s); });
    if (!error.isEmpty()) emit message(error);
    sync();
}

}  // namespace attn::ui
