// Lesson files on disk: bounded reading and atomic, durable saving.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>

#include "attnlab/lesson_io.hpp"
#include "attnlab/limits.hpp"

namespace attn {
namespace {

[[noreturn]] void save_failed(const std::string& path, const std::string& what, int err) {
    throw std::runtime_error(path + ": " + what + " (" + std::strerror(err) + "); the previous file is unchanged");
}

// Writes all of `text` to fd; false (errno set) on a short write that cannot continue.
bool write_all(int fd, const std::string& text) {
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t w = ::write(fd, text.data() + done, text.size() - done);
        if (w < 0 && errno == EINTR) continue;
        if (w <= 0) {
            if (w == 0) errno = EIO;
            return false;
        }
        done += static_cast<std::size_t>(w);
    }
    return true;
}

std::string folder_of(const std::string& path) {
    const auto slash = path.find_last_of('/');
    if (slash == std::string::npos) return ".";
    return slash == 0 ? "/" : path.substr(0, slash);
}

// A symbolic link is saved through: its target is replaced, the link stays.
std::string resolve_link(const std::string& path) {
    struct stat st {};
    if (::lstat(path.c_str(), &st) != 0 || !S_ISLNK(st.st_mode)) return path;
    char buf[PATH_MAX];
    return ::realpath(path.c_str(), buf) ? std::string(buf) : path;
}

}  // namespace

Lesson read_lesson_file(const std::string& path) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) throw LessonError(path + ": cannot open the file for reading (" + std::strerror(errno) + ")");
    struct stat st {};
    if (::fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
        ::close(fd);
        throw LessonError(path + ": is a folder, not a lesson file");
    }
    // Read at most one byte past the limit, whatever the file claims to be
    // (a pipe or /dev/zero has no honest size).
    std::string text;
    char buf[65536];
    for (;;) {
        const ssize_t r = ::read(fd, buf, sizeof buf);
        if (r < 0 && errno == EINTR) continue;
        if (r < 0) {
            const int err = errno;
            ::close(fd);
            throw LessonError(path + ": reading the file failed (" + std::strerror(err) + ")");
        }
        if (r == 0) break;
        text.append(buf, static_cast<std::size_t>(r));
        if (text.size() > kMaxLessonBytes) {
            ::close(fd);
            throw LessonError(path + ": (file): is larger than " + std::to_string(kMaxLessonBytes >> 20) +
                              " MiB, the most a lesson file may have");
        }
    }
    ::close(fd);
    try {
        return lesson_from_json(text);
    } catch (const LessonError& e) {
        throw LessonError(path + ": " + e.what());
    }
}

void write_lesson_file(const Lesson& lesson, const std::string& requested) {
    const std::string text = lesson_to_json(lesson);  // before touching the disk
    const std::string path = resolve_link(requested);
    std::string tmp = path + ".XXXXXX";
    const int fd = ::mkstemp(tmp.data());
    if (fd < 0) save_failed(requested, "cannot create a file in " + folder_of(path), errno);

    // Keep the permissions of the file being replaced (new files: 0666 less umask).
    struct stat st {};
    mode_t mode = 0;
    if (::stat(path.c_str(), &st) == 0) {
        mode = st.st_mode & 07777;
    } else {
        const mode_t mask = ::umask(0);
        ::umask(mask);
        mode = 0666 & ~mask;
    }
    ::fchmod(fd, mode);

    // Data reaches the disk (fsync) before the rename makes it the file, so a
    // crash leaves either the old file or the new one, never a torn one.
    if (!write_all(fd, text) || ::fsync(fd) != 0) {
        const int err = errno;
        ::close(fd);
        ::unlink(tmp.c_str());
        save_failed(requested, "writing failed", err);
    }
    if (::close(fd) != 0) {
        const int err = errno;
        ::unlink(tmp.c_str());
        save_failed(requested, "writing failed", err);
    }
    if (::rename(tmp.c_str(), path.c_str()) != 0) {
        const int err = errno;
        ::unlink(tmp.c_str());
        save_failed(requested, "cannot replace the file", err);
    }
    // Make the rename itself durable.
    const int dir = ::open(folder_of(path).c_str(), O_RDONLY | O_DIRECTORY);
    if (dir >= 0) {
        ::fsync(dir);
        ::close(dir);
    }
}

}  // namespace attn
