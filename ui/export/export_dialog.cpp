#include "export/export_dialog.hpp"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <algorithm>

namespace attn::ui {
namespace {

// A row label whose mnemonic focuses `buddy` (QFormLayout sets no buddy for a row holding a
// layout).
QLabel* buddy_label(const QString& text, QWidget* buddy) {
    auto* label = new QLabel(text, buddy->parentWidget());
    label->setBuddy(buddy);
    return label;
}

}  // namespace

ExportDialog::ExportDialog(const QString& suggested, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Export Figure"));
    auto* form = new QFormLayout;
    QPushButton* browse = addFileRows(form, suggested);
    addSizeRows(form);
    addLookRows(form);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    form->addRow(buttons);
    setLayout(form);
    if (const auto f = export_format_for(suggested))
        format_->setCurrentIndex(format_->findData(int(*f)));
    formatChanged();
    connect(browse, &QPushButton::clicked, this, &ExportDialog::browse);
    connect(format_, &QComboBox::currentIndexChanged, this, &ExportDialog::formatChanged);
    connect(path_, &QLineEdit::textEdited, this, &ExportDialog::pathEdited);
    connect(path_, &QLineEdit::editingFinished, this, [this] {
        if (path_->text().trimmed() != path()) path_->setText(path());
    });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

QPushButton* ExportDialog::addFileRows(QFormLayout* form, const QString& suggested) {
    path_ = new QLineEdit(suggested, this);
    path_->setObjectName(QStringLiteral("path"));
    auto* browse = new QPushButton(tr("Browse…"), this);
    auto* pathRow = new QHBoxLayout;
    pathRow->addWidget(path_, 1);
    pathRow->addWidget(browse);
    path_->setMinimumWidth(360);
    form->addRow(buddy_label(tr("&File:"), path_), pathRow);
    format_ = new QComboBox(this);
    format_->setObjectName(QStringLiteral("format"));
    format_->addItem(tr("PNG image"), int(ExportFormat::Png));
    format_->addItem(tr("SVG (vectors, text kept as text)"), int(ExportFormat::Svg));
    format_->addItem(tr("PDF (vectors)"), int(ExportFormat::Pdf));
    form->addRow(tr("F&ormat:"), format_);
    return browse;
}

void ExportDialog::addSizeRows(QFormLayout* form) {
    width_ = new QSpinBox(this);
    height_ = new QSpinBox(this);
    for (QSpinBox* s : {width_, height_}) {
        s->setRange(0, 20000);
        s->setSpecialValueText(tr("natural"));
        s->setSuffix(tr(" px"));
    }
    auto* sizeRow = new QHBoxLayout;
    sizeRow->addWidget(width_);
    sizeRow->addWidget(height_);
    form->addRow(buddy_label(tr("&Size (width × height):"), width_), sizeRow);
    scale_ = new QDoubleSpinBox(this);
    scale_->setRange(0, 4);  // 0: automatic (png_scale)
    scale_->setSingleStep(1);
    scale_->setDecimals(1);
    scale_->setSuffix(QStringLiteral("×"));
    scale_->setSpecialValueText(tr("automatic (sharp on half a 1920 px slide)"));
    scale_->setValue(0);
    form->addRow(tr("PNG s&cale:"), scale_);
}

void ExportDialog::addLookRows(QFormLayout* form) {
    style_ = new QComboBox(this);
    // Shown in the reader's words; the command line's names (figure_style_name) stay as they are.
    const std::pair<FigureStyle, QString> styles[] = {{FigureStyle::Light, tr("light")},
                                                      {FigureStyle::Dark, tr("dark")},
                                                      {FigureStyle::Print, tr("print")}};
    for (const auto& [s, text] : styles) style_->addItem(text, int(s));
    form->addRow(tr("S&tyle:"), style_);
    map_ = new QComboBox(this);
    map_->addItem(tr("automatic (viridis for weights, diverging for scores)"), -1);
    const std::pair<ColorMap, QString> maps[] = {
        {ColorMap::Viridis, QStringLiteral("viridis")},  // a name, not a word
        {ColorMap::Cividis, QStringLiteral("cividis")},
        {ColorMap::Diverging, tr("diverging")},
        {ColorMap::Grey, tr("grey")}};
    for (const auto& [m, text] : maps) map_->addItem(text, int(m));
    form->addRow(tr("Colour &map:"), map_);
    numbers_ = new QCheckBox(tr("Numbers in cells"), this);
    numbers_->setChecked(true);
    form->addRow(QString(), numbers_);
    title_ = new QLineEdit(this);
    caption_ = new QLineEdit(this);
    form->addRow(tr("T&itle:"), title_);
    form->addRow(tr("C&aption:"), caption_);
    font_ = new QSpinBox(this);
    font_->setRange(8, 40);
    font_->setValue(13);
    font_->setSuffix(tr(" px"));
    form->addRow(tr("&Font size:"), font_);
}

ExportFormat ExportDialog::format() const { return ExportFormat(format_->currentData().toInt()); }

QString ExportDialog::path() const {
    QString p = path_->text().trimmed();
    if (p.isEmpty()) return {};
    const QString ext = QLatin1String(export_format_extension(format()));
    const QFileInfo info(p);
    if (info.suffix().toLower() == ext) return QDir::cleanPath(p);
    // Another format's extension is replaced; anything else is part of the name.
    const QString base = export_format_for(p) ? info.completeBaseName() : info.fileName();
    return QDir::cleanPath(info.path() + QLatin1Char('/') + base + QLatin1Char('.') + ext);
}

ExportOptions ExportDialog::options() const {
    ExportOptions o;
    o.size = QSize(width_->value(), height_->value());
    o.scale = format() == ExportFormat::Png ? scale_->value() : 1.0;
    o.look.style = FigureStyle(style_->currentData().toInt());
    const int map = map_->currentData().toInt();
    if (map >= 0) o.look.color_map = ColorMap(map);
    o.look.numbers = numbers_->isChecked();
    o.look.title = title_->text();
    o.look.caption = caption_->text();
    o.look.font_px = font_->value();
    return o;
}

void ExportDialog::setOptions(const ExportOptions& o) {
    width_->setValue(o.size.width());
    height_->setValue(o.size.height());
    scale_->setValue(o.scale);
    style_->setCurrentIndex(style_->findData(int(o.look.style)));
    map_->setCurrentIndex(map_->findData(o.look.color_map ? int(*o.look.color_map) : -1));
    numbers_->setChecked(o.look.numbers);
    title_->setText(o.look.title);
    caption_->setText(o.look.caption);
    font_->setValue(int(o.look.font_px));
}

void ExportDialog::setFigureKind(FigureKind kind) {
    // Cell numbers and colour maps belong to maps and tables, not to plots.
    const bool cells =
        kind == FigureKind::Heatmap || kind == FigureKind::HeadGrid || kind == FigureKind::Blend;
    for (QWidget* w : {static_cast<QWidget*>(map_), static_cast<QWidget*>(numbers_)}) {
        w->setVisible(cells);
        if (auto* form = qobject_cast<QFormLayout*>(layout()))
            if (QWidget* label = form->labelForField(w)) label->setVisible(cells);
    }
}

void ExportDialog::browse() {
    const QString p = QFileDialog::getSaveFileName(
        this, tr("Export Figure"), path(),
        tr("PNG image") + QStringLiteral(" (*.png);;") + tr("SVG drawing") +
            QStringLiteral(" (*.svg);;") + tr("PDF document") + QStringLiteral(" (*.pdf)"));
    if (p.isEmpty()) return;
    path_->setText(p);
    if (const auto f = export_format_for(p)) format_->setCurrentIndex(format_->findData(int(*f)));
}

void ExportDialog::formatChanged() {
    scale_->setEnabled(format() == ExportFormat::Png);
    const QString p = path();
    if (!p.isEmpty() && p != path_->text()) {
        const int cursor = path_->cursorPosition();
        path_->setText(p);
        path_->setCursorPosition(std::min(cursor, int(p.size())));
    }
}

void ExportDialog::pathEdited(const QString& text) {
    if (const auto f = export_format_for(text.trimmed()); f && *f != format())
        format_->setCurrentIndex(
            format_->findData(int(*f)));  // formatChanged: the name already has its extension
}

}  // namespace attn::ui
