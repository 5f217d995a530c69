// SettingsForm: one line edit per training setting, checked on every
// keystroke. A field that does not parse, or that conflicts with another
// (heads must divide d) or with the corpus (context too long), is marked and
// its message is the field's tooltip; problems() lists them all, first the
// one Start shows as the reason it is disabled.
#pragma once

#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QWidget>
#include <array>

#include "training/training_settings.hpp"

namespace attn::ui {

class SettingsForm : public QWidget {
    Q_OBJECT
  public:
    explicit SettingsForm(QWidget* parent = nullptr);

    const TrainingSettings& settings() const {
        return settings_;
    }  // last valid value of every field
    const QVector<FieldProblem>& problems() const { return problems_; }
    bool isValid() const { return problems_.isEmpty(); }
    QLineEdit* field(SettingField f) const { return edits_[std::size_t(f)]; }
    QCheckBox* attentionOnly() const { return attentionOnly_; }  // TrainingSettings::mlp off
    QComboBox* positions() const { return positions_; }          // TrainingSettings::position
    void setTrainTokens(long long n);  // the corpus's length, for the context check
    void setEditable(bool on);         // off while a run exists (its settings are fixed)
    void setSettings(const TrainingSettings& s);

  signals:
    void changed();  // a field was edited; settings() / problems() are current

  private:
    void recheck();

    std::array<QLineEdit*, kSettingFieldCount> edits_{};
    QCheckBox* attentionOnly_ = nullptr;
    QComboBox* positions_ = nullptr;  // item data: int(PositionEncoding)
    TrainingSettings settings_;
    QVector<FieldProblem> problems_;
    long long trainTokens_ = -1;
};

}  // namespace attn::ui
