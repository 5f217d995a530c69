#include "widgets/eliding_style.hpp"

#include <QApplication>
#include <QStyleFactory>
#include <QStyleOptionComboBox>

namespace attn::ui {

QStyle* ElidingStyle::install() {
    if (!qApp) return nullptr;
    if (qobject_cast<ElidingStyle*>(QApplication::style())) return QApplication::style();
    QStyle* base = QStyleFactory::create(QApplication::style()->name());
    QApplication::setStyle(new ElidingStyle(base));  // (takes the base; null: the default)
    return QApplication::style();
}

void ElidingStyle::drawControl(ControlElement element, const QStyleOption* option,
                               QPainter* painter, const QWidget* widget) const {
    const auto* box = qstyleoption_cast<const QStyleOptionComboBox*>(option);
    if (element != CE_ComboBoxLabel || !box || box->editable)
        return QProxyStyle::drawControl(element, option, painter, widget);
    QStyleOptionComboBox shortened(*box);
    int room = subControlRect(CC_ComboBox, box, SC_ComboBoxEditField, widget).width() - 4;
    if (!box->currentIcon.isNull()) room -= box->iconSize.width() + 4;
    if (box->fontMetrics.horizontalAdvance(box->currentText) > room)
        shortened.currentText =
            box->fontMetrics.elidedText(box->currentText, Qt::ElideRight, std::max(0, room));
    QProxyStyle::drawControl(element, &shortened, painter, widget);
}

}  // namespace attn::ui
