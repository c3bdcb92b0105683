#include "app/print/pdf_pages.hpp"

#include <QFont>
#include <QGuiApplication>
#include <QImage>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QPen>

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <memory>
#include <stdexcept>

namespace adj::print {
namespace {

constexpr int kResolution = 1200;  // PDF device units per inch: fine enough that rounding never shows
constexpr double kUnitsPerMm = kResolution / 25.4;

double units(double mm) { return mm * kUnitsPerMm; }

QImage toQImage(const cv::Mat& bgr) {
    cv::Mat rgb;
    cv::cvtColor(bgr, rgb, cv::COLOR_BGR2RGB);
    return QImage(rgb.data, rgb.cols, rgb.rows, static_cast<qsizetype>(rgb.step), QImage::Format_RGB888).copy();
}

struct PdfFile {
    QPdfWriter writer;
    QPainter painter;

    PdfFile(const std::filesystem::path& file, const QPageLayout& first, const std::string& title)
        : writer(QString::fromStdString(file.string())) {
        writer.setResolution(kResolution);
        writer.setCreator("Adjutant");
        writer.setTitle(QString::fromStdString(title));
        writer.setPageLayout(first);
        if (!painter.begin(&writer))
            throw std::runtime_error("cannot write the PDF file " + file.string());
    }
    void newPage(const QPageLayout& layout) {
        writer.setPageLayout(layout);
        writer.newPage();
    }
    // Draws the picture's pixels [x0, x1) x [y0, y1) with their top-left edge at page mm `at`.
    void drawPart(const cv::Mat& picture, double pxPerMm, cv::Rect part, cv::Point2d at) {
        const QImage image = toQImage(picture(part));
        const QRectF target(units(at.x), units(at.y), units(part.width / pxPerMm), units(part.height / pxPerMm));
        painter.drawImage(target, image);
    }
};

QPageLayout layoutFor(const QPageSize& size, bool landscape) {
    return QPageLayout(size, landscape ? QPageLayout::Landscape : QPageLayout::Portrait, QMarginsF(0, 0, 0, 0),
                       QPageLayout::Millimeter);
}

QPageSize pageSizeOf(Paper paper) {
    return paper == Paper::Letter ? QPageSize(QPageSize::Letter) : QPageSize(QPageSize::A4);
}

void drawCaption(QPainter& painter, const QString& text, cv::Point2d atMm, double heightPt, bool bold = false) {
    QFont font("DejaVu Sans");
    font.setPointSizeF(heightPt);
    font.setBold(bold);
    painter.setFont(font);
    painter.setPen(QPen(Qt::black));
    painter.drawText(QPointF(units(atMm.x), units(atMm.y)), text);
}

// Corner marks just outside the rectangle, as print shops trim by.
void drawCropMarks(QPainter& painter, cv::Rect2d mm) {
    QPen pen(Qt::black);
    pen.setWidthF(units(0.15));
    painter.setPen(pen);
    const double gap = 1.0;
    const double length = 5.0;
    for (const double x : {mm.x, mm.x + mm.width}) {
        for (const double y : {mm.y, mm.y + mm.height}) {
            const double sx = x == mm.x ? -1 : 1;
            const double sy = y == mm.y ? -1 : 1;
            painter.drawLine(QPointF(units(x + sx * gap), units(y)), QPointF(units(x + sx * (gap + length)), units(y)));
            painter.drawLine(QPointF(units(x), units(y + sy * gap)), QPointF(units(x), units(y + sy * (gap + length))));
        }
    }
}

}  // namespace

std::optional<Paper> parsePaper(std::string_view text) {
    if (text == "a4" || text == "A4") return Paper::A4;
    if (text == "letter" || text == "Letter") return Paper::Letter;
    if (text == "sheet") return Paper::Sheet;
    return std::nullopt;
}

std::string_view paperName(Paper paper) {
    switch (paper) {
    case Paper::A4: return "a4";
    case Paper::Letter: return "letter";
    case Paper::Sheet: return "sheet";
    }
    return "sheet";
}

cv::Size2d paperSizeMm(Paper paper) {
    switch (paper) {
    case Paper::A4: return {210.0, 297.0};
    case Paper::Letter: return {215.9, 279.4};
    case Paper::Sheet: return {0.0, 0.0};
    }
    return {0.0, 0.0};
}

TilePlan planTiles(cv::Size2d pictureMm, Paper paper, double marginMm, double overlapMm) {
    if (paper == Paper::Sheet) throw std::invalid_argument("planTiles: a sheet is not tiled");
    const cv::Size2d portrait = paperSizeMm(paper);
    TilePlan best;
    for (const bool landscape : {false, true}) {
        TilePlan plan;
        plan.landscape = landscape;
        plan.pageMm = landscape ? cv::Size2d(portrait.height, portrait.width) : portrait;
        plan.contentMm = {plan.pageMm.width - 2 * marginMm, plan.pageMm.height - 2 * marginMm};
        plan.stepMm = {plan.contentMm.width - overlapMm, plan.contentMm.height - overlapMm};
        const auto count = [](double length, double content, double step) {
            return length <= content ? 1 : 1 + static_cast<int>(std::ceil((length - content) / step - 1e-9));
        };
        plan.columns = count(pictureMm.width, plan.contentMm.width, plan.stepMm.width);
        plan.rows = count(pictureMm.height, plan.contentMm.height, plan.stepMm.height);
        if (!landscape || plan.pages() < best.pages()) best = plan;
    }
    return best;
}

std::string tileLabel(int column, int row, int columns, int rows) {
    std::string letters;
    for (int c = column + 1; c > 0; c = (c - 1) / 26) letters.insert(letters.begin(), static_cast<char>('A' + (c - 1) % 26));
    return letters + std::to_string(row + 1) + " of " + std::to_string(columns) + "x" + std::to_string(rows);
}

int writePicturePdf(const std::filesystem::path& file, const cv::Mat& picture, double pxPerMm, Paper paper,
                    const std::string& title) {
    ensureGuiApplication();
    const cv::Size2d pictureMm(picture.cols / pxPerMm, picture.rows / pxPerMm);
    if (paper == Paper::Sheet) {
        const QPageSize size(QSizeF(pictureMm.width, pictureMm.height), QPageSize::Millimeter,
                             QStringLiteral("Adjutant sheet"), QPageSize::ExactMatch);
        PdfFile pdf(file, layoutFor(size, false), title);
        pdf.drawPart(picture, pxPerMm, cv::Rect(0, 0, picture.cols, picture.rows), {0, 0});
        return 1;
    }
    const TilePlan plan = planTiles(pictureMm, paper);
    const QPageLayout layout = layoutFor(pageSizeOf(paper), plan.landscape);
    PdfFile pdf(file, layout, title);
    for (int row = 0; row < plan.rows; ++row) {
        for (int column = 0; column < plan.columns; ++column) {
            if (row > 0 || column > 0) pdf.newPage(layout);
            const cv::Point2d origin = plan.tileOriginMm(column, row);
            const int x0 = std::min(picture.cols - 1, static_cast<int>(std::lround(origin.x * pxPerMm)));
            const int y0 = std::min(picture.rows - 1, static_cast<int>(std::lround(origin.y * pxPerMm)));
            const int x1 = std::min(picture.cols, static_cast<int>(std::lround((origin.x + plan.contentMm.width) * pxPerMm)));
            const int y1 = std::min(picture.rows, static_cast<int>(std::lround((origin.y + plan.contentMm.height) * pxPerMm)));
            const cv::Rect part(x0, y0, x1 - x0, y1 - y0);
            pdf.drawPart(picture, pxPerMm, part, {kPageMarginMm, kPageMarginMm});
            const cv::Rect2d drawn(kPageMarginMm, kPageMarginMm, part.width / pxPerMm, part.height / pxPerMm);
            drawCropMarks(pdf.painter, drawn);
            // Where the next tiles start: glue the next page's picture edge on these ticks.
            QPen pen(Qt::darkGray);
            pen.setWidthF(units(0.15));
            pen.setStyle(Qt::DashLine);
            pdf.painter.setPen(pen);
            if (column + 1 < plan.columns) {
                const double x = kPageMarginMm + plan.stepMm.width;
                pdf.painter.drawLine(QPointF(units(x), units(kPageMarginMm - 4)), QPointF(units(x), units(kPageMarginMm - 1)));
                pdf.painter.drawLine(QPointF(units(x), units(drawn.br().y + 1)), QPointF(units(x), units(drawn.br().y + 4)));
            }
            if (row + 1 < plan.rows) {
                const double y = kPageMarginMm + plan.stepMm.height;
                pdf.painter.drawLine(QPointF(units(kPageMarginMm - 4), units(y)), QPointF(units(kPageMarginMm - 1), units(y)));
                pdf.painter.drawLine(QPointF(units(drawn.br().x + 1), units(y)), QPointF(units(drawn.br().x + 4), units(y)));
            }
            const std::string label = tileLabel(column, row, plan.columns, plan.rows);
            drawCaption(pdf.painter, QString::fromStdString(label), {kPageMarginMm + 8, plan.pageMm.height - 5.5}, 9, true);
            drawCaption(pdf.painter,
                        QString::fromStdString(title + "  -  " + std::string(paperName(paper)) +
                                               ", print at 100% (actual size); pages overlap by 10 mm"),
                        {kPageMarginMm + 38, plan.pageMm.height - 5.5}, 7);
        }
    }
    return plan.pages();
}

int writePagesPdf(const std::filesystem::path& file, const std::vector<cv::Mat>& pages, cv::Size2d pageMm,
                  double pxPerMm, const std::string& title) {
    ensureGuiApplication();
    const QPageSize size(QSizeF(pageMm.width, pageMm.height), QPageSize::Millimeter, QStringLiteral("Adjutant page"),
                         QPageSize::ExactMatch);
    const QPageLayout layout = layoutFor(size, false);
    PdfFile pdf(file, layout, title);
    for (std::size_t i = 0; i < pages.size(); ++i) {
        if (i > 0) pdf.newPage(layout);
        pdf.drawPart(pages[i], pxPerMm, cv::Rect(0, 0, pages[i].cols, pages[i].rows), {0, 0});
        drawCaption(pdf.painter,
                    QString::fromStdString(title + "  -  page " + std::to_string(i + 1) + " of " +
                                           std::to_string(pages.size()) + ", print at 100% (actual size)"),
                    {kPageMarginMm, pageMm.height - 5.5}, 7);
    }
    return static_cast<int>(pages.size());
}

void ensureGuiApplication() {
    if (QCoreApplication::instance() != nullptr) return;
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    static int argc = 1;
    static char name[] = "adjutant-cli";
    static char* argv[] = {name, nullptr};
    static std::unique_ptr<QGuiApplication> application = std::make_unique<QGuiApplication>(argc, argv);
}

}  // namespace adj::print
