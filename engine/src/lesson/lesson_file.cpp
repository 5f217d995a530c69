// Lesson files on disk: bounded reading and atomic, durable saving. A lesson's
// real_model path is resolved against the lesson's folder on reading and
// stored relative to it on saving (attnlab/lesson/model_reference.hpp).
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <stdexcept>

#include "attnlab/lesson/lesson_io.hpp"
#include "attnlab/lesson/model_reference.hpp"
#include "attnlab/support/limits.hpp"
#include "io/safe_write.hpp"

namespace attn {

Lesson read_lesson_file(const std::string& path) {
    // Opened without waiting: a named pipe no program writes to blocked open() for ever. Reads
    // wait again once it is open (a pipe being written, `<(…)`, is read to its end); a pipe with
    // no writer reads as empty at once.
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0)
        throw LessonError(path + ": cannot open the file for reading (" + std::strerror(errno) +
                          ")");
    if (const int flags = ::fcntl(fd, F_GETFL); flags >= 0)
        ::fcntl(fd, F_SETFL, flags & ~O_NONBLOCK);
    struct stat st {};
    const bool have_stat = ::fstat(fd, &st) == 0;
    if (have_stat && S_ISDIR(st.st_mode)) {
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
            throw LessonError(path + ": (file): is larger than " +
                              std::to_string(kMaxLessonBytes >> 20) +
                              " MiB, the most a lesson file may have");
        }
    }
    ::close(fd);
    if (text.empty() && have_stat && S_ISFIFO(st.st_mode))
        throw LessonError(path + ": is a pipe that nothing was written to (give a lesson file)");
    Lesson lesson;
    try {
        lesson = lesson_from_json(text);
    } catch (const LessonError& e) {
        throw LessonError(path + ": " + e.what());
    }
    if (lesson.real_model)
        lesson.real_model->path = resolved_model_path(lesson.real_model->path, path);
    return lesson;
}

void write_lesson_file(const Lesson& lesson, const std::string& path) {
    if (!lesson.real_model) {
        write_file_safely(path, lesson_to_json(lesson));  // text made before the disk is touched
        return;
    }
    if (lesson.real_model->path.empty())
        throw std::invalid_argument(
            "real_model.path: expected the model's folder or file, got an empty path");
    Lesson stored = lesson;
    stored.real_model->path = stored_model_path(lesson.real_model->path, path);
    write_file_safely(path, lesson_to_json(stored));
}

}  // namespace attn
