// ExportDialog: the "Export…" dialog every view's context menu and File ▸
// Export View… open. It asks for the file (format from its extension, or the
// format box), size or PNG scale, style, colour map, numbers on/off, title,
// caption and font size, and hands back ExportOptions for export_figure().
// The caller connects it:  ExportDialog d(suggested_name, this);
//   if (d.exec() == QDialog::Accepted) export_figure(spec, d.path(), d.options(), &error);
#pragma once

#include <QDialog>

#include "figures/figure_export.hpp"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace attn::ui {

class ExportDialog : public QDialog {
    Q_OBJECT
  public:
    // `suggested`: file path proposed (e.g. "weights-the-river-bank.png").
    explicit ExportDialog(const QString& suggested, QWidget* parent = nullptr);

    // The file name and the format stay in step: typing a known extension
    // (.png, .svg, .pdf) chooses its format; choosing a format changes the
    // name's extension; a name with no or an unknown extension gets the
    // format's one appended when editing ends ("fig.v2" → "fig.v2.png").
    QString path() const;  // with the chosen format's extension
    ExportFormat format() const;
    ExportOptions options() const;
    void setOptions(const ExportOptions& o);
    // Shows only the options that apply to this kind of figure.
    void setFigureKind(FigureKind kind);

  private:
    // The constructor's form rows, top to bottom; each creates its widgets as children.
    QPushButton* addFileRows(QFormLayout* form,
                             const QString& suggested);  // file and format; returns Browse…
    void addSizeRows(QFormLayout* form);                 // width × height, PNG scale
    void addLookRows(QFormLayout* form);  // style, colour map, numbers, title, caption, font size

    void browse();
    void formatChanged();
    void pathEdited(const QString& text);  // a typed extension chooses the format

    QLineEdit* path_;
    QComboBox* format_;
    QSpinBox* width_;
    QSpinBox* height_;
    QDoubleSpinBox* scale_;
    QComboBox* style_;
    QComboBox* map_;
    QCheckBox* numbers_;
    QLineEdit* title_;
    QLineEdit* caption_;
    QSpinBox* font_;
};

}  // namespace attn::ui
