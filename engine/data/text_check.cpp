#include "engine/data/text_check.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace adj::data {
namespace {

std::string hexByte(unsigned char byte) {
    char text[8];
    std::snprintf(text, sizeof text, "0x%02X", byte);
    return text;
}

// Closes a descriptor on every way out of readFileWithin.
struct OpenFile {
    int fd;
    ~OpenFile() {
        if (fd >= 0) ::close(fd);
    }
};

}  // namespace

std::optional<TextProblem> utf8Problem(std::string_view text) {
    int line = 1;
    const auto* bytes = reinterpret_cast<const unsigned char*>(text.data());
    const std::size_t size = text.size();
    for (std::size_t i = 0; i < size;) {
        const unsigned char lead = bytes[i];
        if (lead < 0x80) {
            if (lead == '\n') ++line;
            ++i;
            continue;
        }
        // The length a lead byte announces, and the smallest code point that length may carry.
        std::size_t length = 0;
        char32_t code = 0;
        char32_t least = 0;
        if (lead >= 0xC2 && lead <= 0xDF) {
            length = 2, code = lead & 0x1F, least = 0x80;
        } else if (lead >= 0xE0 && lead <= 0xEF) {
            length = 3, code = lead & 0x0F, least = 0x800;
        } else if (lead >= 0xF0 && lead <= 0xF4) {
            length = 4, code = lead & 0x07, least = 0x10000;
        } else {
            return TextProblem{line, "not UTF-8 text: byte " + hexByte(lead) + " cannot begin a character"};
        }
        if (i + length > size) return TextProblem{line, "not UTF-8 text: the file ends inside a character"};
        for (std::size_t k = 1; k < length; ++k) {
            if ((bytes[i + k] & 0xC0) != 0x80)
                return TextProblem{line, "not UTF-8 text: byte " + hexByte(lead) + " is not followed by the bytes of a character"};
            code = (code << 6) | (bytes[i + k] & 0x3F);
        }
        if (code < least || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF))
            return TextProblem{line, "not UTF-8 text: an invalid character (overlong, a surrogate, or past U+10FFFF)"};
        i += length;
    }
    return std::nullopt;
}

std::optional<TextProblem> nestingProblem(std::string_view text, int maxDepth, int maxIndent, TextSyntax syntax) {
    const bool yaml = syntax == TextSyntax::Yaml;
    int line = 1;
    int depth = 0;
    char quote = 0;          // the quote of the string we are in, 0 outside strings
    bool atLineStart = true;  // measuring the indentation of the current line
    int indent = 0;
    char previous = '\n';
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '\n') {
            ++line;
            atLineStart = quote == 0;
            indent = 0;
            previous = c;
            continue;
        }
        if (atLineStart) {
            // A YAML compact list ("- - - x") nests a level every two columns, like indentation.
            const bool dash = yaml && c == '-' && i + 1 < text.size() && (text[i + 1] == ' ' || text[i + 1] == '\n');
            if (c == ' ' || c == '\t' || dash) {
                indent += dash ? 2 : 1;
                if (dash && text[i + 1] == ' ') ++i;
                if (yaml && indent > maxIndent)
                    return TextProblem{line, "indented more than " + std::to_string(maxIndent) +
                                                 " columns (nested too deep; the most this file may have)"};
                previous = ' ';
                continue;
            }
            atLineStart = false;
        }
        if (quote != 0) {
            if (c == '\\' && quote == '"') {
                if (i + 1 < text.size() && text[i + 1] == '\n') ++line;
                ++i;
            } else if (c == quote) {
                quote = 0;
            }
            previous = c;
            continue;
        }
        const bool tokenStart = previous == ' ' || previous == '\t' || previous == '\n' || previous == '[' ||
                                previous == '{' || previous == ',' || previous == ':';
        if (c == '"' && (!yaml || tokenStart)) {
            quote = '"';
        } else if (yaml && c == '\'' && tokenStart) {
            quote = '\'';
        } else if (yaml && c == '#' && tokenStart) {
            while (i + 1 < text.size() && text[i + 1] != '\n') ++i;
        } else if (c == '[' || c == '{') {
            if (++depth > maxDepth)
                return TextProblem{line, "nested deeper than " + std::to_string(maxDepth) +
                                             " levels of brackets (the most this file may have)"};
        } else if ((c == ']' || c == '}') && depth > 0) {
            --depth;
        }
        previous = c;
    }
    return std::nullopt;
}

FileText readFileWithin(const std::filesystem::path& file, std::uintmax_t maxBytes) {
    FileText out;
    // O_NONBLOCK: opening a FIFO must not wait for a writer; it is refused below as not a file.
    OpenFile in{::open(file.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK)};
    if (in.fd < 0) {
        out.problem = errno == ENOENT ? "no such file" : std::string("cannot open the file: ") + std::strerror(errno);
        return out;
    }
    struct stat info {};
    if (::fstat(in.fd, &info) != 0) {
        out.problem = std::string("cannot read the file: ") + std::strerror(errno);
        return out;
    }
    if (!S_ISREG(info.st_mode)) {
        out.problem = S_ISDIR(info.st_mode) ? "is a folder, not a file" : "is not a regular file (a device or a pipe?)";
        return out;
    }
    if (static_cast<std::uintmax_t>(info.st_size) > maxBytes) {
        out.problem = "is " + sizeText(static_cast<std::uintmax_t>(info.st_size)) + ", more than the " + sizeText(maxBytes) +
                      " such a file may have";
        return out;
    }
    out.text.resize(static_cast<std::size_t>(info.st_size));
    std::size_t got = 0;
    // The size is read again as it comes: a file that grows while it is read is cut at the limit.
    char chunk[65536];
    for (;;) {
        const ssize_t n = ::read(in.fd, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) {
            out.problem = std::string("cannot read the file: ") + std::strerror(errno);
            out.text.clear();
            return out;
        }
        if (n == 0) break;
        if (got + static_cast<std::size_t>(n) > maxBytes) {
            out.problem = "grew past the " + sizeText(maxBytes) + " such a file may have while it was read";
            out.text.clear();
            return out;
        }
        if (got + static_cast<std::size_t>(n) > out.text.size()) out.text.resize(got + static_cast<std::size_t>(n));
        std::memcpy(out.text.data() + got, chunk, static_cast<std::size_t>(n));
        got += static_cast<std::size_t>(n);
    }
    out.text.resize(got);
    return out;
}

std::string sizeText(std::uintmax_t bytes) {
    char text[32];
    if (bytes >= (1u << 20)) {
        std::snprintf(text, sizeof text, "%.1f MiB", static_cast<double>(bytes) / (1u << 20));
    } else if (bytes >= (1u << 10)) {
        std::snprintf(text, sizeof text, "%.0f KiB", static_cast<double>(bytes) / (1u << 10));
    } else {
        std::snprintf(text, sizeof text, "%ju bytes", bytes);
    }
    return text;
}

}  // namespace adj::data
