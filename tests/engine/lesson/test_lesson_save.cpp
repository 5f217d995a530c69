// Saving is atomic and durable: a failed or interrupted save never damages
// the previous file. Tests run as root, where permissions do not stop writes,
// so failures are made with paths that cannot work and with RLIMIT_FSIZE
// (the kernel refuses writes past a size: a full disk, mid-write).
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>

#include <filesystem>
#include <fstream>
#include <iterator>

#include "attnlab/lesson/lesson_io.hpp"
#include "test_helpers.hpp"

namespace attn {
namespace {

namespace fs = std::filesystem;

using test::slurp;

// A lesson whose text is ~100 KB, so a write can be cut off part-way.
Lesson big_lesson() {
    Lesson l = test::builtin("module1");
    for (int i = 0; i < 2000; ++i)
        l.table.add_word("w" + std::to_string(i), Vector::Constant(4, 0.1f * float(i)));
    return l;
}

// Saves big_lesson() with writes limited to 16 KB and SIGXFSZ at its default
// action: the process dies part-way through writing the temporary.
void save_with_file_size_limit(const std::string& path) {
    rlimit small{};
    small.rlim_cur = 16 * 1024;
    small.rlim_max = RLIM_INFINITY;
    setrlimit(RLIMIT_FSIZE, &small);
    signal(SIGXFSZ, SIG_DFL);
    write_lesson_file(big_lesson(), path);
    std::exit(0);
}

class LessonSave : public ::testing::Test {
  protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() /
               ("attnlab_save_" +
                std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
        fs::remove_all(dir_);
        fs::create_directories(dir_);
        path_ = (dir_ / "lesson.attnlab.json").string();
        write_lesson_file(test::builtin("module1"), path_);
        before_ = slurp(path_);
    }
    void TearDown() override { fs::remove_all(dir_); }

    // The old file is byte-for-byte intact and it is the only file in the folder.
    void expect_untouched() {
        EXPECT_EQ(slurp(path_), before_);
        EXPECT_EQ(read_lesson_file(path_), test::builtin("module1"));
        int files = 0;
        for (const auto& e : fs::directory_iterator(dir_)) ++files, (void)e;
        EXPECT_EQ(files, 1) << "a temporary file was left behind";
    }

    fs::path dir_;
    std::string path_, before_;
};

TEST_F(LessonSave, WritesAndLeavesNoTemporary) {
    Lesson l = test::builtin("module1");
    l.title = "changed";
    write_lesson_file(l, path_);
    EXPECT_EQ(read_lesson_file(path_), l);
    int files = 0;
    for (const auto& e : fs::directory_iterator(dir_)) ++files, (void)e;
    EXPECT_EQ(files, 1);
}

TEST_F(LessonSave, ParentIsARegularFile) {
    const std::string bad =
        path_ + "/inner.attnlab.json";  // "lesson.attnlab.json" is a file, not a folder
    try {
        write_lesson_file(big_lesson(), bad);
        FAIL() << "saved";
    } catch (const std::runtime_error& e) {
        // No file stood there: none was made (it said "the previous file is unchanged").
        EXPECT_EQ(std::string(e.what()), bad + ": cannot create a file in " + path_ +
                                             " (Not a directory); no file was made");
    }
    expect_untouched();
}

TEST_F(LessonSave, RenameFailsAndTheTemporaryIsRemoved) {
    // The target is a non-empty folder: the temporary is written, the rename fails.
    const fs::path folder = dir_ / "folder.attnlab.json";
    fs::create_directories(folder / "inside");
    try {
        write_lesson_file(big_lesson(), folder.string());
        FAIL() << "saved";
    } catch (const std::runtime_error& e) {
        EXPECT_NE(std::string(e.what()).find("cannot replace the file (Is a directory)"),
                  std::string::npos)
            << e.what();
    }
    EXPECT_TRUE(fs::is_directory(folder / "inside"));
    fs::remove_all(folder);
    expect_untouched();
}

TEST_F(LessonSave, DiskFullMidWriteKeepsTheOldFile) {
    rlimit old{};
    ASSERT_EQ(getrlimit(RLIMIT_FSIZE, &old), 0);
    auto* old_handler =
        signal(SIGXFSZ, SIG_IGN);  // the write fails with EFBIG instead of killing us
    rlimit small = old;
    small.rlim_cur = 16 * 1024;  // the ~100 KB text is cut off after 16 KB
    ASSERT_EQ(setrlimit(RLIMIT_FSIZE, &small), 0);
    std::string message;
    try {
        write_lesson_file(big_lesson(), path_);
    } catch (const std::runtime_error& e) {
        message = e.what();
    }
    setrlimit(RLIMIT_FSIZE, &old);
    signal(SIGXFSZ, old_handler);
    EXPECT_EQ(message, path_ + ": writing failed (File too large); the previous file is unchanged");
    expect_untouched();
}

TEST_F(LessonSave, CrashMidWriteKeepsTheOldFile) {
    // A child process is killed by SIGXFSZ in the middle of writing: the
    // previous file must still read back intact (a stray temporary may remain).
    GTEST_FLAG_SET(death_test_style, "threadsafe");
    EXPECT_EXIT(save_with_file_size_limit(path_), ::testing::KilledBySignal(SIGXFSZ), "");
    EXPECT_EQ(slurp(path_), before_);
    EXPECT_EQ(read_lesson_file(path_), test::builtin("module1"));
}

TEST_F(LessonSave, KeepsPermissionsAndSavesThroughALink) {
    fs::permissions(path_, fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read);
    const fs::path link = dir_ / "link.attnlab.json";
    fs::create_symlink(path_, link);
    Lesson l = test::builtin("module1");
    l.title = "through the link";
    write_lesson_file(l, link.string());
    EXPECT_TRUE(fs::is_symlink(link));
    EXPECT_EQ(read_lesson_file(path_).title, "through the link");
    EXPECT_EQ(fs::status(path_).permissions() & fs::perms::all,
              fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read);
}

TEST_F(LessonSave, UnsavableTextTouchesNothing) {
    Lesson l = test::builtin("module1");
    l.sentences.push_back("bad \xff byte");
    EXPECT_THROW(write_lesson_file(l, path_), std::invalid_argument);
    expect_untouched();
}

}  // namespace
}  // namespace attn
