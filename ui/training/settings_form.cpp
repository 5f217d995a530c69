#include "training/settings_form.hpp"

#include <QGridLayout>
#include <QLabel>

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
    grid->addWidget(attentionOnly_, (kSettingFieldCount + 1) / 2, 0, 1, 4);
    connect(attentionOnly_, &QCheckBox::toggled, this, [this](bool on) {
        settings_.mlp = !on;
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
}

void SettingsForm::setSettings(const TrainingSettings& s) {
    for (int i = 0; i < kSettingFieldCount; ++i)
        edits_[std::size_t(i)]->setText(fieldText(s, SettingField(i)));
    {
        const QSignalBlocker quiet(attentionOnly_);
        attentionOnly_->setChecked(!s.mlp);
    }
    settings_.mlp = s.mlp;
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
