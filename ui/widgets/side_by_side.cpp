#include "widgets/side_by_side.hpp"

#include <QEvent>
#include <QLabel>
#include <QSplitter>
#include <QVBoxLayout>
#include <algorithm>

namespace attn::ui {
namespace {

// A view under its caption, in one frame the splitter holds.
QWidget* captioned(QLabel*& caption, QWidget* view) {
    auto* box = new QWidget;
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    caption = new QLabel(box);
    caption->setTextFormat(Qt::PlainText);
    caption->setWordWrap(true);
    QFont f = caption->font();
    f.setBold(true);
    caption->setFont(f);
    caption->setContentsMargins(4, 2, 4, 0);
    caption->hide();
    layout->addWidget(caption);
    layout->addWidget(view, 1);
    return box;
}

}  // namespace

SideBySide::SideBySide(QWidget* first, QWidget* second, QWidget* parent)
    : QWidget(parent),
      first_(first),
      second_(second),
      split_(new QSplitter(this)),
      spacer_(new QWidget) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    split_->setChildrenCollapsible(false);
    split_->addWidget(captioned(captions_[0], first_));
    split_->addWidget(captioned(captions_[1], second_));
    // The second box: caption, spacer, view.
    static_cast<QVBoxLayout*>(split_->widget(1)->layout())->insertWidget(1, spacer_);
    spacer_->hide();
    split_->widget(1)->hide();
    layout->addWidget(split_);
}

void SideBySide::setPaired(bool on, const QString& firstCaption, const QString& secondCaption) {
    captions_[0]->setText(firstCaption);
    captions_[1]->setText(secondCaption);
    if (on == paired_) return;  // (a caption's new text keeps the share the user chose)
    paired_ = on;
    captions_[0]->setVisible(on);
    captions_[1]->setVisible(on);
    split_->widget(1)->setVisible(on);
    orient();
    // A pair in a tab behind another gets no layout pass: its cached least height (both views
    // stacked) would hold the whole dock to it after the pair is undone.
    level();
    split_->updateGeometry();
    layout()->invalidate();
    updateGeometry();
    if (on) {  // an even share each
        const int total =
            split_->orientation() == Qt::Horizontal ? split_->width() : split_->height();
        split_->setSizes({total / 2, total - total / 2});
    }
}

Qt::Orientation SideBySide::orientation() const { return split_->orientation(); }

void SideBySide::levelWith(QWidget* header) {
    header_ = header;
    header_->installEventFilter(this);
    level();
}

bool SideBySide::eventFilter(QObject* watched, QEvent* e) {
    if (watched == header_ &&
        (e->type() == QEvent::Resize || e->type() == QEvent::Show || e->type() == QEvent::Hide))
        level();
    return QWidget::eventFilter(watched, e);
}

void SideBySide::level() {
    if (!header_) return;
    const bool beside = paired_ && split_->orientation() == Qt::Horizontal && header_->isVisible();
    if (!beside) {
        spacer_->hide();
        return;
    }
    // The header's height and the gap below it in the first view's layout.
    // (Less the gap the spacer itself adds in the second box's column.)
    const QLayout* l = first_->layout();
    const int gap = l ? std::max(0, l->spacing()) : 0;
    const int boxGap = std::max(0, split_->widget(1)->layout()->spacing());
    spacer_->setFixedHeight(std::max(0, header_->height() + gap - boxGap));
    spacer_->show();
}

void SideBySide::resizeEvent(QResizeEvent* e) {
    QWidget::resizeEvent(e);
    orient();
}

void SideBySide::orient() {
    const Qt::Orientation o = width() >= 2 * kLeastSideWidth ? Qt::Horizontal : Qt::Vertical;
    // Stacked, neither view is squeezed to a sliver or clips its text: each asks for the height
    // its content needs at this width (kLeastStackedHeight to twice that); the dock scrolls.
    for (int k = 0; k < 2; ++k) {
        QWidget* box = split_->widget(k);
        int least = 0;
        if (paired_ && o == Qt::Vertical) {
            const int needs = box->hasHeightForWidth() ? box->heightForWidth(width())
                                                       : box->minimumSizeHint().height();
            least = std::clamp(needs, kLeastStackedHeight, 2 * kLeastStackedHeight);
        }
        box->setMinimumHeight(least);
    }
    if (o == split_->orientation()) return;
    split_->setOrientation(o);
    level();
    const int total = o == Qt::Horizontal ? split_->width() : split_->height();
    if (paired_) split_->setSizes({total / 2, total - total / 2});
}

}  // namespace attn::ui
