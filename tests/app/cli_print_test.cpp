// adjutant-cli render-map, render-counters and print-kit, run as a user would. The PDF is read
// back with poppler (pdfinfo, pdftoppm, pdftotext; deploy/packages.txt): its pages, their size, and
// the printed hexes and markers measured on a rasterisation at a known resolution must match the
// map's data within 0.5%.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "engine/board/hex_grid.hpp"
#include "engine/data/game_data.hpp"
#include "tests/app/cli_runner.hpp"
#include "tests/vision/print/print_measure.hpp"

#include <opencv2/aruco.hpp>
#include <opencv2/calib3d.hpp>
#include <opencv2/imgcodecs.hpp>

#include <cmath>
#include <map>

namespace {

using Run = adj::test::CliRun;
Run cli(const QStringList& arguments) { return adj::test::runCli(arguments); }

// Runs a poppler tool; empty on failure.
QByteArray poppler(const QString& tool, const QStringList& arguments) {
    QProcess process;
    process.start(tool, arguments);
    if (!process.waitForFinished(60000) || process.exitCode() != 0) return {};
    return process.readAllStandardOutput();
}

struct PdfInfo {
    int pages = 0;
    double widthPt = 0;
    double heightPt = 0;
};

PdfInfo pdfInfo(const QString& file) {
    const QString text = QString::fromUtf8(poppler("pdfinfo", {file}));
    PdfInfo info;
    const auto pages = QRegularExpression(R"(Pages:\s+(\d+))").match(text);
    if (pages.hasMatch()) info.pages = pages.captured(1).toInt();
    const auto size = QRegularExpression(R"(Page size:\s+([\d.]+) x ([\d.]+) pts)").match(text);
    if (size.hasMatch()) {
        info.widthPt = size.captured(1).toDouble();
        info.heightPt = size.captured(2).toDouble();
    }
    return info;
}

// Page `page` of the PDF as an image at `dpi`.
cv::Mat rasterise(const QString& pdf, int page, int dpi, const QString& dir) {
    const QString prefix = dir + "/page";
    poppler("pdftoppm", {"-f", QString::number(page), "-l", QString::number(page), "-r", QString::number(dpi), "-png",
                         "-singlefile", pdf, prefix});
    return cv::imread((prefix + ".png").toStdString(), cv::IMREAD_GRAYSCALE);
}

std::map<int, std::vector<cv::Point2f>> findMarkers(const cv::Mat& grey, int dictionary) {
    std::vector<int> ids;
    std::vector<std::vector<cv::Point2f>> corners;
    const auto parameters = cv::aruco::DetectorParameters::create();
    // Counter fiducials sit 2.7 mm inside the counter's own square, which OpenCV 4.6 would
    // otherwise keep as the "larger of two close candidates" instead of the marker.
    parameters->minMarkerDistanceRate = 0.02;
    parameters->cornerRefinementMethod = cv::aruco::CORNER_REFINE_SUBPIX;
    cv::aruco::detectMarkers(grey, cv::aruco::getPredefinedDictionary(dictionary), corners, ids, parameters);
    std::map<int, std::vector<cv::Point2f>> found;
    for (std::size_t i = 0; i < ids.size(); ++i) found[ids[i]] = corners[i];
    return found;
}

cv::Point2d centreOf(const std::vector<cv::Point2f>& corners) {
    cv::Point2d c(0, 0);
    for (const auto& p : corners) c += cv::Point2d(p) * 0.25;
    return c;
}

const adj::data::GameData& game() {
    static const adj::data::GameData g =
        adj::data::loadGameData(std::filesystem::path(ADJUTANT_SOURCE_DIR) / "data/games/war-for-the-union");
    return g;
}

}  // namespace

class CliPrintTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        if (QStandardPaths::findExecutable("pdftoppm").isEmpty() || QStandardPaths::findExecutable("pdfinfo").isEmpty())
            QFAIL("pdftoppm and pdfinfo are needed: install poppler-utils (deploy/packages.txt)");
    }

    // Issue 8, done when: "hex size in the PDF equals the map's data".
    void sheetPdfIsTrueScale() {
        QTemporaryDir dir;
        const QString pdf = dir.filePath("map.pdf");
        const Run run = cli({"render-map", "--game", "war-for-the-union", "--map", "practice", "--out", pdf, "--paper",
                             "sheet", "--dpi", "150"});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonObject report = QJsonDocument::fromJson(run.out).object();
        const double sheetW = report["sheetMm"].toArray()[0].toDouble();
        const double sheetH = report["sheetMm"].toArray()[1].toDouble();
        const PdfInfo info = pdfInfo(pdf);
        QCOMPARE(info.pages, 1);
        QVERIFY2(std::abs(info.widthPt - sheetW * 72 / 25.4) < 1.0, qPrintable(QString::number(info.widthPt)));
        QVERIFY2(std::abs(info.heightPt - sheetH * 72 / 25.4) < 1.0, qPrintable(QString::number(info.heightPt)));

        constexpr int kDpi = 150;
        const double pxPerMm = kDpi / 25.4;
        const cv::Mat grey = rasterise(pdf, 1, kDpi, dir.path());
        QVERIFY(!grey.empty());
        const auto found = findMarkers(grey, cv::aruco::DICT_4X4_50);
        const QJsonArray markers = report["registration"].toObject()["markers"].toArray();
        const double side = report["registration"].toObject()["markerSideMm"].toDouble();
        QCOMPARE(static_cast<int>(found.size()), markers.size());
        // Every pair of markers: printed distance / data distance within 0.5%.
        std::vector<cv::Point2d> mm, px;
        for (const auto& value : markers) {
            const QJsonObject m = value.toObject();
            const int id = m["id"].toInt();
            QVERIFY2(found.contains(id), qPrintable(QString("marker %1 not found").arg(id)));
            const QJsonArray tl = m["topLeftMm"].toArray();
            mm.emplace_back(tl[0].toDouble() + side / 2, tl[1].toDouble() + side / 2);
            px.push_back(centreOf(found.at(id)));
        }
        for (std::size_t a = 0; a < mm.size(); ++a) {
            for (std::size_t b = a + 1; b < mm.size(); ++b) {
                const double ratio = cv::norm(px[a] - px[b]) / pxPerMm / cv::norm(mm[a] - mm[b]);
                QVERIFY2(std::abs(ratio - 1) < 0.005, qPrintable(QString("markers %1-%2: scale %3").arg(a).arg(b).arg(ratio)));
            }
        }
        // Hexes measured across the flats on the rasterised PDF, where the markers say they are.
        std::vector<cv::Point2f> from, to;
        for (std::size_t i = 0; i < mm.size(); ++i) {
            from.emplace_back(mm[i]);
            to.emplace_back(px[i]);
        }
        const cv::Mat h = cv::findHomography(from, to);
        const auto& map = *game().findMap("practice");
        const double flat = map.graph.hexGrid()->spec().flatToFlatMm();
        int measured = 0;
        for (const auto& space : map.graph.spaces()) {
            if (measured >= 10) break;
            if (space.kind != adj::board::SpaceKind::Hex || !space.features.empty() || space.terrain != 0) continue;
            const auto index = map.graph.find(space.id);
            bool plain = map.info(*index).name.empty();
            for (const auto& n : map.graph.neighbours(*index))
                plain = plain && map.graph.border(n.border).features.empty() && map.info(n.space).name.empty();
            if (const auto rail = map.graph.findLayer("rail")) plain = plain && map.graph.networkNeighbours(*rail, *index).empty();
            if (!plain) continue;
            std::vector<cv::Point2d> centre{{space.centre->x, space.centre->y}}, guess;
            cv::perspectiveTransform(centre, guess, h);
            const auto hex = adj::test::print::measureFlatTopHex(grey, guess[0], flat * pxPerMm);
            QVERIFY2(hex.has_value(), space.id.c_str());
            const double printedMm = hex->flatToFlatPx / pxPerMm;
            QVERIFY2(std::abs(printedMm / flat - 1) < 0.005,
                     qPrintable(QString("hex %1: %2 mm across the flats, data says %3").arg(space.id.c_str()).arg(printedMm).arg(flat)));
            ++measured;
        }
        QCOMPARE(measured, 10);
    }

    void a4TilesHavePagesLabelsAndTrueScale() {
        QTemporaryDir dir;
        const QString pdf = dir.filePath("map-a4.pdf");
        const Run run = cli({"render-map", "--game", "war-for-the-union", "--out", pdf, "--paper", "a4", "--dpi", "150"});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonObject report = QJsonDocument::fromJson(run.out).object();
        const PdfInfo info = pdfInfo(pdf);
        QCOMPARE(info.pages, report["pages"].toInt());
        QVERIFY(info.pages >= 6);
        const double shortSide = std::min(info.widthPt, info.heightPt);
        const double longSide = std::max(info.widthPt, info.heightPt);
        QVERIFY2(std::abs(shortSide - 595.3) < 1 && std::abs(longSide - 841.9) < 1, "pages are not A4");
        const QString text = QString::fromUtf8(poppler("pdftotext", {"-f", "1", "-l", "1", pdf, "-"}));
        QVERIFY2(QRegularExpression(R"(A1 of \dx\d)").match(text).hasMatch(), qPrintable(text));
        // The first tile holds the top-left marker: its side must print at 30 mm.
        constexpr int kDpi = 300;
        const cv::Mat grey = rasterise(pdf, 1, kDpi, dir.path());
        const auto found = findMarkers(grey, cv::aruco::DICT_4X4_50);
        QVERIFY(found.contains(0));
        const auto& c = found.at(0);
        const double sidePx = (cv::norm(c[1] - c[0]) + cv::norm(c[2] - c[1]) + cv::norm(c[3] - c[2]) + cv::norm(c[0] - c[3])) / 4;
        const double sideMm = sidePx / (kDpi / 25.4);
        QVERIFY2(std::abs(sideMm / 30.0 - 1) < 0.005, qPrintable(QString("marker side %1 mm").arg(sideMm)));
    }

    void pngCarriesItsResolution() {
        QTemporaryDir dir;
        const QString png = dir.filePath("map.png");
        const Run run = cli({"render-map", "--game", "war-for-the-union", "--out", png});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QFile file(png);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        const int at = bytes.indexOf("pHYs");
        QVERIFY(at > 0);
        const auto u32 = [&](int i) {
            return (static_cast<quint32>(static_cast<uchar>(bytes[i])) << 24) | (static_cast<quint32>(static_cast<uchar>(bytes[i + 1])) << 16) |
                   (static_cast<quint32>(static_cast<uchar>(bytes[i + 2])) << 8) | static_cast<uchar>(bytes[i + 3]);
        };
        QCOMPARE(u32(at + 4), quint32(5906));  // 150 dpi in pixels per metre
        const cv::Mat image = cv::imread(png.toStdString());
        QVERIFY(!image.empty());
        const QJsonObject report = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(image.cols, report["pixels"].toArray()[0].toInt());
    }

    void countersWithFiducialsAndTheirLayout() {
        QTemporaryDir dir;
        const QString pdf = dir.filePath("counters.pdf");
        const Run run = cli({"render-counters", "--game", "war-for-the-union", "--out", pdf, "--fiducials", "--paper", "letter",
                             "--dpi", "200"});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QFile layoutFile(dir.filePath("counters.layout.json"));
        QVERIFY(layoutFile.open(QIODevice::ReadOnly));
        const QJsonObject layout = QJsonDocument::fromJson(layoutFile.readAll()).object();
        QCOMPARE(layout["game"].toString(), QString("war-for-the-union"));
        const QJsonArray counters = layout["pages"].toArray()[0].toObject()["counters"].toArray();
        QVERIFY(counters.size() > 10);
        const PdfInfo info = pdfInfo(pdf);
        QCOMPARE(info.pages, layout["pages"].toArray().size());
        QVERIFY(std::abs(info.widthPt - 612) < 1 && std::abs(info.heightPt - 792) < 1);
        // The fiducials print where the layout says, at true scale.
        constexpr int kDpi = 300;
        const cv::Mat grey = rasterise(pdf, 1, kDpi, dir.path());
        const auto found = findMarkers(grey, cv::aruco::DICT_4X4_250);
        for (const auto& value : counters) {
            const QJsonObject c = value.toObject();
            const int id = c["fiducial"].toInt();
            QVERIFY2(found.contains(id), qPrintable(c["piece"].toString()));
            const cv::Point2d mm = centreOf(found.at(id)) / (kDpi / 25.4);
            const QJsonArray want = c["centreMm"].toArray();
            QVERIFY2(cv::norm(mm - cv::Point2d(want[0].toDouble(), want[1].toDouble())) < 0.5, qPrintable(c["piece"].toString()));
        }
    }

    void printKitWritesEveryPaper() {
        QTemporaryDir dir;
        const QString out = dir.filePath("kit");
        const Run run = cli({"print-kit", "--game", "war-for-the-union", "--out", out, "--dpi", "60"});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        for (const char* name : {"map-a4.pdf", "map-letter.pdf", "map-sheet.pdf", "counters-a4.pdf", "counters-letter.pdf",
                                 "counters-sheet.pdf", "counters-fiducial-a4.pdf", "counters-fiducial-a4.layout.json",
                                 "markers-a4.pdf", "markers-letter.pdf", "map-preview.png"}) {
            QVERIFY2(QFile::exists(out + "/" + name), name);
        }
        QCOMPARE(pdfInfo(out + "/map-sheet.pdf").pages, 1);
        const PdfInfo letter = pdfInfo(out + "/map-letter.pdf");
        QVERIFY(std::abs(std::min(letter.widthPt, letter.heightPt) - 612) < 1);
    }

    void badInputIsNamed() {
        QTemporaryDir dir;
        Run run = cli({"render-map", "--game", "no-such-game", "--out", dir.filePath("m.png")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("no game 'no-such-game'"), run.err.constData());

        run = cli({"render-map", "--game", "war-for-the-union", "--map", "/nonexistent/map.yaml", "--out", dir.filePath("m.png")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("no map file '/nonexistent/map.yaml'"), run.err.constData());

        run = cli({"render-map", "--game", "war-for-the-union", "--out", "/nonexistent-dir/m.png"});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("cannot write '/nonexistent-dir/m.png'"), run.err.constData());

        run = cli({"render-map", "--game", "war-for-the-union", "--out", dir.filePath("m.tiff")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("must end in .png or .pdf"), run.err.constData());

        run = cli({"render-counters", "--game", "war-for-the-union", "--scenario", "nope", "--out", dir.filePath("c.png")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("no scenario 'nope'"), run.err.constData());

        QFile blocker(dir.filePath("file"));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        run = cli({"print-kit", "--game", "war-for-the-union", "--out", dir.filePath("file/kit")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("cannot make the directory"), run.err.constData());
    }
};

QTEST_GUILESS_MAIN(CliPrintTest)
#include "cli_print_test.moc"
