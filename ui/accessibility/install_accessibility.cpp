#include "accessibility/install_accessibility.hpp"

#include <QAccessible>
#include <QChartView>
#include <QString>

#include "accessibility/announcer.hpp"
#include "accessibility/chart_accessible.hpp"
#include "accessibility/head_grid_accessible.hpp"
#include "accessibility/heatmap_accessible.hpp"
#include "accessibility/vector_plot_accessible.hpp"
#include "modeldock/head_tile_grid.hpp"
#include "training/head_grid.hpp"
#include "widgets/heatmap_view.hpp"
#include "widgets/vector_plot.hpp"

namespace attn::ui {
namespace {

template <class W>
bool is(const QString& className) {
    return className == QLatin1String(W::staticMetaObject.className());
}

}  // namespace

QAccessibleInterface* painted_views_accessible(const QString& className, QObject* object) {
    if (!object || !object->isWidgetType()) return nullptr;
    if (is<HeatmapView>(className)) return new HeatmapAccessible(static_cast<HeatmapView*>(object));
    if (is<VectorPlot>(className))
        return new VectorPlotAccessible(static_cast<VectorPlot*>(object));
    if (is<HeadGrid>(className)) return new HeadGridAccessible(static_cast<HeadGrid*>(object));
    if (is<MiniHeatmap>(className))
        return new MiniHeatmapAccessible(static_cast<MiniHeatmap*>(object));
    if (is<HeadTileGrid>(className))
        return new HeadTileGridAccessible(static_cast<HeadTileGrid*>(object));
    if (is<Announcer>(className)) return new AnnouncerAccessible(static_cast<Announcer*>(object));
    // Any other chart view (the loss and pair charts): one chart, described by its series.
    if (is<QChartView>(className)) return new ChartViewAccessible(static_cast<QChartView*>(object));
    return nullptr;
}

void install_accessibility() {
    static bool installed = false;
    if (installed) return;
    installed = true;
    QAccessible::installFactory(&painted_views_accessible);
}

}  // namespace attn::ui
