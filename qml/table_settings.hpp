#pragma once
// What one table keeps between games, in QSettings: which way the side panels face and which map
// overlays are on. It lives in the QML module (not in main.cpp) so the play screen, and the QML tests,
// can create it where they need it. It reads the settings when created and writes each change at once.
#include <QObject>
#include <QtQml/qqmlregistration.h>

namespace adj::ui {

class TableSettings : public QObject {
    Q_OBJECT
    QML_ELEMENT
    // The step panel, the alerts, the inspector and the tracker's question are turned 180 degrees,
    // for players on the far side of the table. The map is never turned.
    Q_PROPERTY(bool panelsTurned READ panelsTurned WRITE setPanelsTurned NOTIFY panelsTurnedChanged)
    Q_PROPERTY(bool showZones READ showZones WRITE setShowZones NOTIFY showZonesChanged)
    Q_PROPERTY(bool showSupply READ showSupply WRITE setShowSupply NOTIFY showSupplyChanged)

public:
    explicit TableSettings(QObject* parent = nullptr);

    bool panelsTurned() const { return panelsTurned_; }
    void setPanelsTurned(bool turned);
    bool showZones() const { return showZones_; }
    void setShowZones(bool show);
    bool showSupply() const { return showSupply_; }
    void setShowSupply(bool show);

signals:
    void panelsTurnedChanged();
    void showZonesChanged();
    void showSupplyChanged();

private:
    bool panelsTurned_ = false;
    bool showZones_ = false;
    bool showSupply_ = false;
};

}  // namespace adj::ui
