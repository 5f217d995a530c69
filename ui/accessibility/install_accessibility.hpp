// The window's accessibility for screen readers: the interfaces that show
// the painted views as what they draw — a HeatmapView as a table of its
// values (heatmap_accessible.hpp), the VectorPlot as a list of its points
// (vector_plot_accessible.hpp), the Training dock's HeadGrid and the Model
// pane's HeadTileGrid as tables of heads (head_grid_accessible.hpp), any
// other chart view as one chart described by its series (chart_accessible.hpp)
// — and the Announcer as a notification (announcer.hpp).
#pragma once

class QAccessibleInterface;
class QObject;
class QString;

namespace attn::ui {

// Installs the factory of those interfaces (QAccessible::installFactory) the
// first time it is called; later calls do nothing. Call it once the
// QApplication exists and before the widgets are first asked for their
// interfaces (an interface made before stays Qt's generic one): main() of the
// app and of the widget tests do.
void install_accessibility();

// The factory itself: an interface for `object` when `className` (a class
// in its hierarchy, most derived first) is one of the painted views, else nullptr.
QAccessibleInterface* painted_views_accessible(const QString& className, QObject* object);

}  // namespace attn::ui
