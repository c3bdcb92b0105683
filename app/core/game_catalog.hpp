#pragma once
// The games Adjutant can run, as a list model for the start screen.
#include "engine/data/game_manifest.hpp"

#include <QAbstractListModel>
#include <QStringList>

namespace adj::app {

class GameCatalog : public QAbstractListModel {
    Q_OBJECT
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    Q_PROPERTY(QStringList problems READ problems NOTIFY countChanged)

public:
    enum Role { IdRole = Qt::UserRole + 1, TitleRole, EditionRole, PublisherRole, BoardRole, PiecesRole, SummaryRole };

    explicit GameCatalog(QObject* parent = nullptr);

    // Reads dataDir/games/*/game.yaml. Broken manifests are listed in problems(), never fatal.
    void load(const QString& dataDir);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    QStringList problems() const { return problems_; }
    Q_INVOKABLE QVariantMap get(int row) const;

signals:
    void countChanged();

private:
    std::vector<data::GameManifest> games_;
    QStringList problems_;
};

}  // namespace adj::app
