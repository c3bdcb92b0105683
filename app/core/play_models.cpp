#include "app/core/play_models.hpp"

namespace adj::app {

RowListModel::RowListModel(QList<QByteArray> names, QObject* parent)
    : QAbstractListModel(parent), names_(std::move(names)) {}

int RowListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

QVariant RowListModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() < 0 || index.row() >= rows_.size()) return {};
    const int column = role == Qt::DisplayRole ? 0 : role - Qt::UserRole - 1;
    const Row& row = rows_[index.row()];
    if (column < 0 || column >= row.size()) return {};
    return row[column];
}

QHash<int, QByteArray> RowListModel::roleNames() const {
    QHash<int, QByteArray> roles;
    for (int i = 0; i < names_.size(); ++i) roles.insert(Qt::UserRole + 1 + i, names_[i]);
    return roles;
}

QVariantMap RowListModel::get(int row) const {
    QVariantMap result;
    if (row < 0 || row >= rows_.size()) return result;
    for (int i = 0; i < names_.size() && i < rows_[row].size(); ++i)
        result.insert(QString::fromUtf8(names_[i]), rows_[row][i]);
    return result;
}

int RowListModel::indexOf(const QString& role, const QVariant& value) const {
    const int c = column(role.toUtf8());
    if (c < 0) return -1;
    for (int i = 0; i < rows_.size(); ++i)
        if (c < rows_[i].size() && rows_[i][c] == value) return i;
    return -1;
}

void RowListModel::setRows(QList<Row> rows) {
    const bool countChanges = rows.size() != rows_.size();
    beginResetModel();
    rows_ = std::move(rows);
    endResetModel();
    if (countChanges) emit countChanged();
}

void RowListModel::updateRows(const QList<Row>& rows, const QList<int>& changedColumns) {
    if (rows.size() != rows_.size()) {
        setRows(rows);
        return;
    }
    if (rows_.isEmpty()) return;
    rows_ = rows;
    QList<int> roles;
    for (int column : changedColumns) roles << Qt::UserRole + 1 + column;
    emit dataChanged(index(0), index(static_cast<int>(rows_.size()) - 1), roles);
}

MapModel::MapModel(QObject* parent)
    : RowListModel({"spaceId", "name", "kind", "centreX", "centreY", "corners", "outline", "terrain", "features",
                    "control", "alertCount", "alertSeverity", "supply", "pieceCount", "zoc"},
                   parent) {}

PieceModel::PieceModel(QObject* parent)
    : RowListModel({"pieceId", "side", "sideColour", "kind", "kindName", "category", "strength", "space", "x", "y",
                    "stackIndex", "stackSize", "onMap", "supply", "flags", "alertCount", "name"},
                   parent) {}

AlertModel::AlertModel(QObject* parent)
    : RowListModel({"code", "severity", "rule", "message", "fix", "spaces", "pieces", "headline", "standing", "raisedTurn",
                    "raisedStep"},
                   parent) {}

HistoryModel::HistoryModel(QObject* parent)
    : RowListModel({"seq", "turn", "step", "text", "source", "kind", "undone", "stepId", "first", "last", "details"},
                   parent) {}

}  // namespace adj::app
