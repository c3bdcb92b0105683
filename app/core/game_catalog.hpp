#pragma once
// The games Adjutant can run, as a list model for the start screen: each game's manifest, whether it
// can be played yet, and for each playable scenario what it is (its first date, its length in turns,
// and how many pieces of each side go on the table), read from the game's own data.
#include "engine/data/game_manifest.hpp"

#include <QAbstractListModel>
#include <QStringList>
#include <QVariantList>

#include <string>
#include <vector>

namespace adj::games {
struct Game;
}

namespace adj::app {

// One scenario as the start screen describes it before it is loaded.
struct ScenarioCard {
    std::string id;
    std::string title;
    std::string description;
    std::string date;   // the first turn's date as the calendar writes it ("May 1862"); empty without a calendar
    int turns = 0;      // how many turns it lasts; 0 when its end is not known (open-ended or not in the text)
    struct SideCount {
        std::string side;  // "union"
        std::string name;  // "Union"
        int pieces = 0;
    };
    std::vector<SideCount> pieces;  // in the game's order of sides; sides with no pieces left out
};

// The cards of a loaded game's scenarios, by id.
std::vector<ScenarioCard> scenarioCardsOf(const games::Game& game);

class GameCatalog : public QAbstractListModel {
    Q_OBJECT
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    Q_PROPERTY(QStringList problems READ problems NOTIFY countChanged)

public:
    // `status`: "ready" (its rules and scenarios load), "coming" (only its manifest is written so far:
    // nothing to play yet, and nothing wrong) or "error" (its rules data is there but does not load:
    // `problem` says where, as "file:line: what").
    enum Role {
        IdRole = Qt::UserRole + 1,
        TitleRole,
        EditionRole,
        PublisherRole,
        BoardRole,
        PiecesRole,
        SummaryRole,
        StatusRole,
        ProblemRole
    };

    explicit GameCatalog(QObject* parent = nullptr);

    // Reads dataDir/games/*/game.yaml and loads each game that has rules data. Broken manifests and
    // games that fail to load are listed in problems(), never fatal.
    void load(const QString& dataDir);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    QStringList problems() const { return problems_; }
    Q_INVOKABLE QVariantMap get(int row) const;
    // The scenarios of a ready game: [{id, title, description, date, turns, pieces: [{side, name,
    // count}]}]; empty for a game that is coming or broken, or an unknown id.
    Q_INVOKABLE QVariantList scenariosOf(const QString& gameId) const;

signals:
    void countChanged();

private:
    struct Entry {
        data::GameManifest manifest;
        QString status;
        QString problem;
        std::vector<ScenarioCard> scenarios;
    };
    std::vector<Entry> games_;
    QStringList problems_;
};

// True when a game's folder holds its rules data, not only its manifest: a game still being written
// has a game.yaml and nothing else to load.
bool hasRulesData(const std::filesystem::path& gameFolder);

}  // namespace adj::app
