#pragma once
// The list models the play screen draws from: the map's spaces, the pieces and the alerts of the
// current position. Each is a plain table of rows (one QVariant per role) that PlaySession fills;
// QML reads them through their role names and get(row).
#include <QAbstractListModel>
#include <QList>
#include <QVariant>
#include <QVariantMap>

namespace adj::app {

class RowListModel : public QAbstractListModel {
    Q_OBJECT
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    using Row = QList<QVariant>;  // one value per role, in the order of the role names

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // A row as {roleName: value}; empty outside the model.
    Q_INVOKABLE QVariantMap get(int row) const;
    // The first row whose `role` (by name) equals `value`, or -1.
    Q_INVOKABLE int indexOf(const QString& role, const QVariant& value) const;

    void setRows(QList<Row> rows);
    // Changes some roles of existing rows in place (same row count), so views keep their delegates.
    void updateRows(const QList<Row>& rows, const QList<int>& changedColumns);
    const QList<Row>& rows() const { return rows_; }
    int column(const QByteArray& roleName) const { return static_cast<int>(names_.indexOf(roleName)); }

signals:
    void countChanged();

protected:
    explicit RowListModel(QList<QByteArray> names, QObject* parent = nullptr);

private:
    QList<QByteArray> names_;
    QList<Row> rows_;
};

// The spaces of the map, in map millimetres: hexes (six corners), areas (their outline) and boxes
// (a rectangle around their centre). Hexside spaces are not drawn. `zoc` lists the sides whose zone
// of control (the game's first zone, rules.yaml `zones`) covers the space; games without one leave
// it empty.
class MapModel : public RowListModel {
    Q_OBJECT
public:
    enum Column {
        SpaceId, Name, Kind, CentreX, CentreY, Corners, Outline, Terrain, Features,  // fixed by the map
        Control, AlertCount, AlertSeverity, Supply, PieceCount, Zoc,                    // change with the position
        ColumnCount
    };
    explicit MapModel(QObject* parent = nullptr);
};

// The pieces of the position. x and y are the centre of their space in map millimetres; stackIndex
// counts from the bottom of the stack. Pieces off the board (or in a space with no centre) have
// onMap false. `name` is what players call the piece (games/piece_names.hpp): screens show it,
// never pieceId.
class PieceModel : public RowListModel {
    Q_OBJECT
public:
    enum Column {
        PieceId, Side, SideColour, Kind, KindName, Category, Strength, Space, X, Y, StackIndex, StackSize, OnMap,
        Supply, Flags, AlertCount, Name, ColumnCount
    };
    explicit PieceModel(QObject* parent = nullptr);
};

// The alerts of the current position, in display order (errors first).
class AlertModel : public RowListModel {
    Q_OBJECT
public:
    // Standing: an error or warning that stays until undone, put right or overridden (not an info,
    // nor a replayed position's); RaisedTurn and RaisedStep (in words) say when it was raised.
    enum Column { Code, Severity, Rule, Message, Fix, Spaces, Pieces, Headline, Standing, RaisedTurn, RaisedStep, ColumnCount };
    explicit AlertModel(QObject* parent = nullptr);
};

// The game's log in plain words, oldest first (session/history_lines.hpp): one row per event, but
// one row for a stack that moved together. `step` is the step's titles, `stepId` its id. A row
// stands for the events first..last (counted from 1, as replayTo counts them); `details` has one
// sentence per event when it stands for several. `undone` marks actions an undo later took back
// (they stay in the log, greyed).
class HistoryModel : public RowListModel {
    Q_OBJECT
public:
    enum Column { Seq, Turn, Step, Text, Source, Kind, Undone, StepId, First, Last, Details, ColumnCount };
    explicit HistoryModel(QObject* parent = nullptr);
};

}  // namespace adj::app
