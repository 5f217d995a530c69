// Exporting a figure: PNG (raster, scale 1×–4× or an explicit size), SVG
// (vectors, text kept as <text>), PDF (vectors). The window's Export… and
// Copy as Image, "Export figure set…", and `attention-lab render` all go
// through here. Same spec + options → byte-identical files: the PDF's
// creation date and document id are fixed, the SVG carries no date.
#pragma once

#include <QByteArray>
#include <QImage>
#include <QSize>
#include <QString>
#include <optional>

#include "style/figure_style.hpp"
#include "viewdata/figure_spec.hpp"

namespace attn::ui {

enum class ExportFormat { Png, Svg, Pdf };

// By the file's extension (case-insensitive): .png, .svg, .pdf; nothing otherwise.
std::optional<ExportFormat> export_format_for(const QString& path);
// "png", "svg", "pdf".
const char* export_format_extension(ExportFormat format);

struct ExportOptions {
    FigureOptions look;
    QSize size;  // logical size in px; 0 for a side: natural (or kept in proportion to the other
                 // side)
    double scale = 0.0;  // PNG only: pixels per logical pixel, 1…4; 0: automatic (png_scale)
};

// A PNG at its default resolution stays sharp filling half of a 1920×1080
// slide: at least kSlideHalfWidthPx pixels wide (2× at least, 4× at most).
constexpr int kSlideHalfWidthPx = 960;
// The PNG's pixels per logical pixel: `requested` when above 0, else automatic.
double png_scale(const QSize& logical, double requested);

// The largest PNG drawn (256 megapixels: a gigabyte of image in memory) and the largest PDF page
// side (14,400 points, PDF's own limit, at 96 logical pixels an inch).
constexpr double kMaxPngPixels = 256e6;
constexpr int kMaxPdfSidePx = 19200;
// Why the figure cannot be exported at its size in `format` ("the PNG would be 40000 × 40000
// pixels …"), or "". export_figure refuses such a size before drawing.
QString export_size_problem(const FigureSpec& spec, const ExportOptions& options,
                            ExportFormat format);

// The logical size the figure will have (size resolved against the natural size).
QSize figure_logical_size(const FigureSpec& spec, const ExportOptions& options);

// Copy as Image / PNG: logical size × scale pixels, device pixel ratio 1.
QImage figure_to_image(const FigureSpec& spec, const ExportOptions& options);
QByteArray figure_to_png(const FigureSpec& spec, const ExportOptions& options);
QByteArray figure_to_svg(const FigureSpec& spec, const ExportOptions& options);
QByteArray figure_to_pdf(const FigureSpec& spec, const ExportOptions& options);

// QPdfWriter stamps the current time and a random document id: `pdf` with
// both replaced by fixed values of the same length (the xref offsets stay
// valid), so every PDF the lab writes is reproducible. Call
// QHashSeed::setDeterministicGlobalSeed() before writing too (the font
// subsets are kept in a QHash and written in its order).
QByteArray reproducible_pdf(QByteArray pdf);

// Writes the file (format from the extension) atomically. On failure returns
// false and sets *error to a sentence naming the path and the reason
// (unknown extension, folder missing or not writable, …).
bool export_figure(const FigureSpec& spec, const QString& path, const ExportOptions& options,
                   QString* error);

}  // namespace attn::ui
