#include "training/settings_form.hpp"

#include <QGridLayout>
#include <QLabel>
#include <algorithm>
#include <utility>

namespace attn::ui {

SettingsForm::SettingsForm(QWidget* parent) : QWidget(parent) {
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(6);
    grid->setVerticalSpacing(3);
    for (int i = 0; i < kSettingFieldCount; ++i) {
        const auto f = SettingField(i);
        auto* e = new QLineEdit(fieldText(settings_, f), this);
        e->setObjectName(QStringLiteral("setting%1").arg(i));
        e->setMaximumWidth(fontMetrics().horizontalAdvance(QStringLiteral("0000000000")));
        auto* label = new QLabel(fieldLabel(f), this);
        label->setBuddy(e);
        grid->addWidget(label, i / 2, (i % 2) * 2, Qt::AlignRight);
        grid->addWidget(e, i / 2, (i % 2) * 2 + 1);
        edits_[std::size_t(i)] = e;
        connect(e, &QLineEdit::textEdited, this, [this] {
            recheck();
            emit changed();
        });
    }
    attentionOnly_ = new QCheckBox(tr("Attention only (no feed-forward layers)"), this);
    attentionOnly_->setToolTip(
        tr("Blocks of attention alone, as in the papers where induction heads were found: what "
           "the model learns, its heads must do."));
    const int row = (kSettingFieldCount + 1) / 2;
    grid->addWidget(attentionOnly_, row, 0, 1, 4);
    connect(attentionOnly_, &QCheckBox::toggled, this, [this](bool on) {
        settings_.mlp = !on;
        emit changed();
    });
    positions_ = new QComboBox(this);
    positions_->setObjectName(QStringLiteral("trainingPositions"));
    using attn::PositionEncoding;
    const std::pair<PositionEncoding, QString> choices[] = {
        {PositionEncoding::Learned, tr("Learned vectors (as GPT-2)")},
        {PositionEncoding::Sinusoidal, tr("Sinusoidal vectors (fixed)")},
        {PositionEncoding::Rope, tr("RoPE: turn queries and keys")},
        {PositionEncoding::Alibi, tr("ALiBi: distance penalty")},
        {PositionEncoding::None, tr("None (word order unseen)")},
    };
    for (const auto& [e, text] : choices) positions_->addItem(text, int(e));
    positions_->setToolTip(
        tr("How the model knows where each word sits. Train two with different choices and "
           "compare their loss curves and their guesses for \"The dog bit the man\" and \"The "
           "man bit the dog\"."));
    auto* positionsLabel = new QLabel(tr("Positions"), this);
    positionsLabel->setBuddy(positions_);
    grid->addWidget(positionsLabel, row + 1, 0, Qt::AlignRight);
    grid->addWidget(positions_, row + 1, 1, 1, 3);
    connect(positions_, &QComboBox::currentIndexChanged, this, [this] {
        settings_.position = PositionEncoding(positions_->currentData().toInt());
        recheck();
        emit changed();
    });
    grid->setColumnStretch(4, 1);
    recheck();
}

void SettingsForm::setTrainTokens(long long n) {
    trainTokens_ = n;
    recheck();
    emit changed();
}

void SettingsForm::setEditable(bool on) {
    for (QLineEdit* e : edits_) e->setReadOnly(!on);
    attentionOnly_->setEnabled(on);
    positions_->setEnabled(on);
}

void SettingsForm::setSettings(const TrainingSettings& s) {
    for (int i = 0; i < kSettingFieldCount; ++i)
        edits_[std::size_t(i)]->setText(fieldText(s, SettingField(i)));
    {
        const QSignalBlocker quiet(attentionOnly_);
        attentionOnly_->setChecked(!s.mlp);
        const QSignalBlocker quietToo(positions_);
        positions_->setCurrentIndex(std::max(0, positions_->findData(int(s.position))));
    }
    settings_.mlp = s.mlp;
    settings_.position = s.position;
    recheck();
    emit changed();
}

void SettingsForm::recheck() {
    problems_.clear();
    for (int i = 0; i < kSettingFieldCount; ++i) {
        const QString why = parseField(SettingField(i), edits_[std::size_t(i)]->text(), settings_);
        if (!why.isEmpty()) problems_.push_back({SettingField(i), why});
    }
    problems_ += crossCheck(settings_, trainTokens_);
    for (int i = 0; i < kSettingFieldCount; ++i) {
        QString why;
        for (const FieldProblem& p : problems_)
            if (int(p.field) == i)
                why += (why.isEmpty() ? QString() : QStringLiteral("\n")) + p.message;
        QLineEdit* e = edits_[std::size_t(i)];
        e->setToolTip(why);
        e->setStyleSheet(
            why.isEmpty()
                ? QString()
                : QStringLiteral("QLineEdit { border: 2px solid #b2182b; background: #fde0dd; }"));
        e->setProperty("invalid", !why.isEmpty());
    }
}

}  // namespace attn::ui
