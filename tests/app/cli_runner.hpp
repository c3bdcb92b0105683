#pragma once
// Runs the real adjutant-cli as a user would and keeps what it printed and its exit code.
#include <QByteArray>
#include <QProcess>
#include <QStringList>

namespace adj::test {

struct CliRun {
    int exitCode = -1;  // -1: it did not finish within 30 s
    QByteArray out;
    QByteArray err;
};

inline CliRun runCli(const QStringList& arguments) {
    QProcess process;
    process.start(ADJUTANT_CLI_BINARY, arguments);
    if (!process.waitForFinished(30000)) return {};
    return {process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError()};
}

}  // namespace adj::test
