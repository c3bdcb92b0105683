#include "table_settings.hpp"

#include <QSettings>

namespace adj::ui {

namespace {

const char* const kPanelsTurned = "table/panelsTurned";
const char* const kShowZones = "table/showZones";
const char* const kShowSupply = "table/showSupply";

// Written at once: a kiosk is switched off at the wall, never quit.
void store(const char* key, bool value) {
    QSettings settings;
    settings.setValue(QLatin1String(key), value);
    settings.sync();
}

}  // namespace

TableSettings::TableSettings(QObject* parent) : QObject(parent) {
    const QSettings settings;
    panelsTurned_ = settings.value(QLatin1String(kPanelsTurned), false).toBool();
    showZones_ = settings.value(QLatin1String(kShowZones), false).toBool();
    showSupply_ = settings.value(QLatin1String(kShowSupply), false).toBool();
}

void TableSettings::setPanelsTurned(bool turned) {
    if (turned == panelsTurned_) return;
    panelsTurned_ = turned;
    store(kPanelsTurned, turned);
    emit panelsTurnedChanged();
}

void TableSettings::setShowZones(bool show) {
    if (show == showZones_) return;
    showZones_ = show;
    store(kShowZones, show);
    emit showZonesChanged();
}

void TableSettings::setShowSupply(bool show) {
    if (show == showSupply_) return;
    showSupply_ = show;
    store(kShowSupply, show);
    emit showSupplyChanged();
}

}  // namespace adj::ui
