#include "figures/figure_export.hpp"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QHashFunctions>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSvgGenerator>
#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstring>

#include "figures/figure_body.hpp"

namespace attn::ui {
namespace {

constexpr int kDpi = 96;  // 1 logical px = 1/96 inch in every format

// Runs `write` on a buffer open for writing and returns what it wrote.
template <typename Write>
QByteArray written_bytes(Write&& write) {
    QByteArray bytes;
    QBuffer buf(&bytes);
    buf.open(QIODevice::WriteOnly);
    write(buf);
    return bytes;
}

}  // namespace

QByteArray reproducible_pdf(QByteArray pdf) {
    static const QRegularExpression date(QStringLiteral("D:\\d{14}"));
    static const QRegularExpression uuid(QStringLiteral(
        "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"));
    static const QRegularExpression id(
        QStringLiteral("/ID\\s*\\[\\s*<[0-9a-fA-F]+>\\s*<[0-9a-fA-F]+>\\s*\\]"));
    QString text = QString::fromLatin1(pdf);  // byte-for-byte: Latin-1 maps every byte to one QChar
    for (auto it = date.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        text.replace(m.capturedStart(), m.capturedLength(), QStringLiteral("D:20000101000000"));
    }
    // Document ids (none in Qt 6.4's plain PDFs, but later versions add them): hex digits → 0.
    for (const auto* re : {&uuid, &id})
        for (auto it = re->globalMatch(text); it.hasNext();) {
            const auto m = it.next();
            for (qsizetype i = m.capturedStart() + (re == &id ? 3 : 0); i < m.capturedEnd(); ++i)
                if (isxdigit(text[i].toLatin1())) text[i] = QLatin1Char('0');
        }
    return text.toLatin1();
}

std::optional<ExportFormat> export_format_for(const QString& path) {
    const QString ext = QFileInfo(path).suffix().toLower();
    if (ext == QLatin1String("png")) return ExportFormat::Png;
    if (ext == QLatin1String("svg")) return ExportFormat::Svg;
    if (ext == QLatin1String("pdf")) return ExportFormat::Pdf;
    return std::nullopt;
}

const char* export_format_extension(ExportFormat format) {
    switch (format) {
        case ExportFormat::Png:
            return "png";
        case ExportFormat::Svg:
            return "svg";
        case ExportFormat::Pdf:
            return "pdf";
    }
    return "png";
}

namespace {
// The look a figure is painted with: a size given fills it.
FigureOptions export_look(const ExportOptions& o) {
    FigureOptions look = o.look;
    look.fill = o.size.width() > 0 || o.size.height() > 0;
    return look;
}
}  // namespace

QString export_size_problem(const FigureSpec& spec, const ExportOptions& o, ExportFormat format) {
    const QSize logical = figure_logical_size(spec, o);
    if (format == ExportFormat::Png) {
        const double scale = png_scale(logical, o.scale);
        const double w = std::round(logical.width() * scale),
                     h = std::round(logical.height() * scale);
        if (w * h > kMaxPngPixels)
            return QStringLiteral(
                       "the PNG would be %1 × %2 pixels (%3 megapixels; at most %4): give a "
                       "smaller width, height or scale, or export SVG or PDF")
                .arg(qint64(w))
                .arg(qint64(h))
                .arg(qint64(std::ceil(w * h / 1e6)))
                .arg(qint64(kMaxPngPixels / 1e6));
    }
    if (format == ExportFormat::Pdf && std::max(logical.width(), logical.height()) > kMaxPdfSidePx)
        return QStringLiteral(
                   "the PDF page would be %1 × %2 pixels; a PDF page is at most %3 "
                   "pixels (200 inches) a side: give a smaller width or height")
            .arg(logical.width())
            .arg(logical.height())
            .arg(kMaxPdfSidePx);
    return {};
}

QSize figure_logical_size(const FigureSpec& spec, const ExportOptions& o) {
    const QSizeF natural = natural_figure_size(spec, o.look);
    int w = o.size.width() > 0 ? o.size.width() : 0, h = o.size.height() > 0 ? o.size.height() : 0;
    if (w == 0 && h == 0) return natural.toSize();
    if (w == 0) w = int(std::lround(natural.width() * h / natural.height()));
    if (h == 0) h = int(std::lround(natural.height() * w / natural.width()));
    return {std::max(w, 1), std::max(h, 1)};
}

double png_scale(const QSize& logical, double requested) {
    if (requested > 0) return std::clamp(requested, 0.25, 8.0);
    const double fill = double(kSlideHalfWidthPx) / std::max(1, logical.width());
    return std::clamp(std::ceil(fill * 4.0) / 4.0, 2.0,
                      4.0);  // quarter steps: whole pixels for common sizes
}

QImage figure_to_image(const FigureSpec& spec, const ExportOptions& o) {
    const QSize logical = figure_logical_size(spec, o);
    const double scale = png_scale(logical, o.scale);
    QImage img(QSize(int(std::lround(logical.width() * scale)),
                     int(std::lround(logical.height() * scale))),
               QImage::Format_ARGB32_Premultiplied);
    const int dpm = int(std::lround(kDpi * scale / 0.0254));
    img.setDotsPerMeterX(dpm);
    img.setDotsPerMeterY(dpm);
    img.fill(Qt::transparent);
    QPainter p(&img);
    p.scale(scale, scale);
    paint_figure(p, QSizeF(logical), spec, export_look(o));
    p.end();
    return img;
}

QByteArray figure_to_png(const FigureSpec& spec, const ExportOptions& o) {
    return written_bytes([&](QBuffer& buf) {
        figure_to_image(spec, o).convertToFormat(QImage::Format_RGB32).save(&buf, "PNG");
    });
}

// `svg` with each control character XML 1.0 forbids (U+0000–U+001F but tab, newline and return:
// a title or axis name may hold one) written as its picture, U+2400 + c, as the window shows it:
// QSvgGenerator writes text as given, and the file was no XML. Such a byte is never part of a
// longer UTF-8 sequence, so it is replaced where it stands.
static QByteArray xml_safe(const QByteArray& svg) {
    QByteArray out;
    out.reserve(svg.size());
    for (const char c : svg) {
        const auto b = static_cast<unsigned char>(c);
        if (b < 0x20 && b != '\t' && b != '\n' && b != '\r')
            out += QString(QChar(0x2400 + b)).toUtf8();
        else
            out += c;
    }
    return out;
}

QByteArray figure_to_svg(const FigureSpec& spec, const ExportOptions& o) {
    const QSize logical = figure_logical_size(spec, o);
    return xml_safe(written_bytes([&](QBuffer& buf) {
        QSvgGenerator gen;
        gen.setOutputDevice(&buf);
        gen.setSize(logical);
        gen.setViewBox(QRect(QPoint(0, 0), logical));
        gen.setResolution(kDpi);
        gen.setTitle(o.look.title.isEmpty()
                         ? QCoreApplication::translate("Figures", "Attention Lab figure")
                         : o.look.title);
        gen.setDescription(QCoreApplication::translate("Figures", "Drawn by Attention Lab"));
        QPainter p(&gen);
        paint_figure(p, QSizeF(logical), spec, export_look(o));
        p.end();  // writes the closing </svg>
    }));
}

QByteArray figure_to_pdf(const FigureSpec& spec, const ExportOptions& o) {
    const QSize logical = figure_logical_size(spec, o);
    // The PDF engine keeps its font subsets in a QHash and writes them in hash
    // order; with the per-process random seed the font objects come out in a
    // different order every run. Seed 0 makes the order (and the bytes) stable.
    QHashSeed::setDeterministicGlobalSeed();
    return reproducible_pdf(written_bytes([&](QBuffer& buf) {
        QPdfWriter pdf(&buf);
        pdf.setCreator(QStringLiteral("Attention Lab"));
        pdf.setTitle(o.look.title.isEmpty()
                         ? QCoreApplication::translate("Figures", "Attention Lab figure")
                         : o.look.title);
        pdf.setResolution(kDpi);
        pdf.setPageSize(
            QPageSize(QSizeF(logical.width() * 72.0 / kDpi, logical.height() * 72.0 / kDpi),
                      QPageSize::Point, QString(), QPageSize::ExactMatch));
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        QPainter p(&pdf);
        paint_figure(p, QSizeF(logical), spec, export_look(o));
        p.end();  // flushes the PDF into the buffer before the writer goes
    }));
}

bool export_figure(const FigureSpec& spec, const QString& path, const ExportOptions& o,
                   QString* error) {
    const auto fail = [&](const QString& why) {
        if (error) *error = why;
        return false;
    };
    const auto format = export_format_for(path);
    if (!format)
        return fail(
            QStringLiteral("cannot export to '%1': unknown file type '%2' (use .png, .svg or .pdf)")
                .arg(path, QFileInfo(path).suffix()));
    const QFileInfo dir(QFileInfo(path).absolutePath());
    if (!dir.isDir())
        return fail(QStringLiteral("cannot export to '%1': the folder '%2' does not exist")
                        .arg(path, dir.filePath()));
    if (!dir.isWritable())
        return fail(QStringLiteral("cannot export to '%1': the folder '%2' is not writable")
                        .arg(path, dir.filePath()));
    if (const QString big = export_size_problem(spec, o, *format); !big.isEmpty())
        return fail(QStringLiteral("cannot export to '%1': %2").arg(path, big));
    QByteArray bytes;
    switch (*format) {
        case ExportFormat::Png:
            bytes = figure_to_png(spec, o);
            break;
        case ExportFormat::Svg:
            bytes = figure_to_svg(spec, o);
            break;
        case ExportFormat::Pdf:
            bytes = figure_to_pdf(spec, o);
            break;
    }
    if (bytes.isEmpty())
        return fail(
            QStringLiteral("cannot export to '%1': the figure could not be drawn").arg(path));
    QSaveFile file(path);
    errno = 0;
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        // A full disk fails at commit, where Qt says only "Unknown error": the system's reason.
        QString why = file.errorString();
        if (why.isEmpty() || why == QLatin1String("Unknown error"))
            why = errno != 0 ? QString::fromLocal8Bit(std::strerror(errno))
                             : QStringLiteral("the file could not be written");
        return fail(QStringLiteral("cannot export to '%1': %2; no file was made").arg(path, why));
    }
    return true;
}

}  // namespace attn::ui
