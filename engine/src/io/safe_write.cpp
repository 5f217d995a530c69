#include "io/safe_write.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>

namespace attn {
namespace {

// `existed`: a file stood at the path before (it is unchanged); else none was made.
[[noreturn]] void save_failed(const std::string& path, const std::string& what, int err,
                              bool existed) {
    throw std::runtime_error(path + ": " + what + " (" + std::strerror(err) + "); " +
                             (existed ? "the previous file is unchanged" : "no file was made"));
}

// Writes all of `bytes` to fd; false (errno set) on a short write that cannot continue.
bool write_all(int fd, const std::string& bytes) {
    std::size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t w = ::write(fd, bytes.data() + done, bytes.size() - done);
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

std::string resolve_link(const std::string& path) {
    struct stat st {};
    if (::lstat(path.c_str(), &st) != 0 || !S_ISLNK(st.st_mode)) return path;
    char buf[PATH_MAX];
    return ::realpath(path.c_str(), buf) ? std::string(buf) : path;
}

// The permissions of the file being replaced; new files: 0666 less umask.
mode_t mode_for(const std::string& path) {
    struct stat st {};
    if (::stat(path.c_str(), &st) == 0) return st.st_mode & 07777;
    const mode_t mask = ::umask(0);
    ::umask(mask);
    return 0666 & ~mask;
}

}  // namespace

void write_file_safely(const std::string& requested, const std::string& bytes) {
    const std::string path = resolve_link(requested);
    const bool existed = ::access(path.c_str(), F_OK) == 0;
    std::string tmp = path + ".XXXXXX";
    const int fd = ::mkstemp(tmp.data());
    if (fd < 0)
        save_failed(requested, "cannot create a file in " + folder_of(path), errno, existed);
    ::fchmod(fd, mode_for(path));
    if (!write_all(fd, bytes) || ::fsync(fd) != 0) {
        const int err = errno;
        ::close(fd);
        ::unlink(tmp.c_str());
        save_failed(requested, "writing failed", err, existed);
    }
    if (::close(fd) != 0) {
        const int err = errno;
        ::unlink(tmp.c_str());
        save_failed(requested, "writing failed", err, existed);
    }
    if (::rename(tmp.c_str(), path.c_str()) != 0) {
        const int err = errno;
        ::unlink(tmp.c_str());
        save_failed(requested, "cannot replace the file", err, existed);
    }
    // Make the rename itself durable.
    const int dir = ::open(folder_of(path).c_str(), O_RDONLY | O_DIRECTORY);
    if (dir >= 0) {
        ::fsync(dir);
        ::close(dir);
    }
}

}  // namespace attn
