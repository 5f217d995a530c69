// Getting a model from the hub (ui/hub/hub_download.hpp) against FakeHub, a
// stand-in on a loopback address: the fixture GPT-2 arrives byte for byte and
// opens with the committed fixture's heads; a dropped connection resumes with
// a Range request; a wrong checksum, more bytes than announced, 404s and a
// gated repository are refused with the file or repository named and nothing
// under a final name; Cancel returns at once with the event loop live; a
// download begun by an earlier run resumes; the endpoint's rules hold.
#include <gtest/gtest.h>

#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTimer>
#include <algorithm>
#include <optional>

#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/gpt/gpt_pass.hpp"
#include "fake_hub.hpp"
#include "hub/hub_download.hpp"
#include "hub/model_store.hpp"

namespace attn::ui {
namespace {

using attn::test::FakeHub;

// The event loop's p99 delay while a download stalls: 16 ms (a frame). The sanitizers slow
// every event several times over; under them the test checks the loop keeps turning.
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
constexpr qint64 kLoopDelayBoundMs = 60;
#else
constexpr qint64 kLoopDelayBoundMs = 16;
#endif

const QString kFixture = QStringLiteral(ATTNLAB_SOURCE_DIR "/tests/data/gpt/gpt2-window");
const QString kRepo = QStringLiteral("lab/gpt2-window");
const QStringList kFiles = {QStringLiteral("config.json"), QStringLiteral("model.safetensors"),
                            QStringLiteral("vocab.json"), QStringLiteral("merges.txt")};

QByteArray bytes_of(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

struct Outcome {
    bool finished = false;
    HubFailure kind = HubFailure::none;
    QString message, folder;
};

// Runs `d` to its end (or `timeout_ms`), `during` called on each progress report.
Outcome run(HubDownload& d, int timeout_ms = 20000,
            const std::function<void(qint64, qint64)>& during = {}) {
    Outcome o;
    QEventLoop loop;
    QObject::connect(&d, &HubDownload::finished, &loop, [&](const QString& folder) {
        o.finished = true;
        o.folder = folder;
        loop.quit();
    });
    QObject::connect(&d, &HubDownload::failed, &loop, [&](HubFailure k, const QString& m) {
        o.kind = k;
        o.message = m;
        loop.quit();
    });
    if (during)
        QObject::connect(&d, &HubDownload::progress, &loop,
                         [&](qint64 done, qint64 total, double) { during(done, total); });
    QTimer::singleShot(timeout_ms, &loop, &QEventLoop::quit);
    d.start();
    if (d.running()) loop.exec();
    return o;
}

class HubDownloadTest : public ::testing::Test {
  protected:
    FakeHub hub{kRepo, kFixture};
    QTemporaryDir root;
    HubEndpoint endpoint{hub.url()};
    HubRequest request() const { return {kRepo, QStringLiteral("main"), root.path(), {}}; }
    QString folder() const {
        return model_store::folder_for(root.path(), kRepo, QStringLiteral("main"));
    }
    int gets_of(const char* file) const {
        int n = 0;
        for (const auto& s : hub.seen())
            if (s.method == "GET" && s.path.contains(file)) ++n;
        return n;
    }
    std::vector<QByteArray> ranges() const {
        std::vector<QByteArray> r;
        for (const auto& s : hub.seen())
            if (!s.range.isEmpty()) r.push_back(s.range);
        return r;
    }
    // The weights arrived byte for byte.
    void expect_weights_whole() const {
        EXPECT_EQ(bytes_of(folder() + QStringLiteral("/model.safetensors")),
                  bytes_of(kFixture + QStringLiteral("/model.safetensors")));
    }
    void expect_nothing_final(const char* file) const {
        EXPECT_FALSE(QFile::exists(QDir(folder()).filePath(QString::fromLatin1(file))));
        EXPECT_FALSE(model_store::read_record(folder()));
        EXPECT_TRUE(model_store::list(root.path()).empty());
    }
};

TEST_F(HubDownloadTest, TheFixtureArrivesByteForByteAndIsListed) {
    HubDownload d(endpoint, request());
    std::vector<std::pair<qint64, qint64>> progress;
    const Outcome o = run(d, 20000, [&](qint64 a, qint64 b) { progress.emplace_back(a, b); });
    ASSERT_TRUE(o.finished) << o.message.toStdString();
    EXPECT_EQ(o.folder, folder());
    for (const QString& f : kFiles)
        EXPECT_EQ(bytes_of(QDir(folder()).filePath(f)), bytes_of(QDir(kFixture).filePath(f)))
            << f.toStdString();
    EXPECT_FALSE(QDir(model_store::partial_folder(folder())).exists());
    const auto listed = model_store::list(root.path());
    ASSERT_EQ(listed.size(), 1u);
    EXPECT_EQ(listed[0].repo, kRepo);
    EXPECT_EQ(listed[0].commit, QStringLiteral("0123456789abcdef0123456789abcdef01234567"));
    EXPECT_EQ(listed[0].bytes(), [] {
        qint64 n = 0;
        for (const QString& f : kFiles) n += QFileInfo(QDir(kFixture).filePath(f)).size();
        return n;
    }());
    // The weights carry the hub's SHA-256; progress ends at the total and never goes back.
    const auto weights =
        std::find_if(listed[0].files.begin(), listed[0].files.end(),
                     [](const auto& f) { return f.name == QLatin1String("model.safetensors"); });
    ASSERT_NE(weights, listed[0].files.end());
    EXPECT_EQ(weights->sha256.toLatin1(),
              FakeHub::sha256(bytes_of(kFixture + QStringLiteral("/model.safetensors"))));
    ASSERT_FALSE(progress.empty());
    EXPECT_EQ(progress.back().first, progress.back().second);
    EXPECT_TRUE(std::is_sorted(progress.begin(), progress.end()));
    EXPECT_EQ(model_store::find(root.path(), kRepo), folder());

    // Opened, the download shows the committed fixture's heads, weight for weight.
    const OpenedModel got = open_model(folder().toStdString());
    const OpenedModel want = open_model(kFixture.toStdString());
    const std::vector<int> ids = want.tokenizer->encode("The river bank was muddy");
    GptRunner a(got.model), b(want.model);
    EXPECT_EQ(a.run(ids).attention, b.run(ids).attention);

    // Asked again, it is there at once: nothing fetched.
    hub.clearSeen();
    HubDownload again(endpoint, request());
    EXPECT_TRUE(run(again).finished);
    EXPECT_TRUE(hub.seen().empty());
}

TEST_F(HubDownloadTest, ADroppedConnectionResumesWithARangeRequest) {
    const qint64 half = QFileInfo(kFixture + QStringLiteral("/model.safetensors")).size() / 2;
    hub.setFaults({.dropAfter = half});
    HubDownload d(endpoint, request());
    const Outcome o = run(d);
    ASSERT_TRUE(o.finished) << o.message.toStdString();
    expect_weights_whole();
    // The retry asks for the rest: every range request starts where the drop left the file.
    const auto r = ranges();
    ASSERT_FALSE(r.empty());
    for (const QByteArray& range : r) EXPECT_EQ(range, "bytes=" + QByteArray::number(half) + '-');
    EXPECT_GE(gets_of("model.safetensors"), 4);  // the resolve URL and its redirect, twice
}

TEST_F(HubDownloadTest, AServerThatIgnoresTheRangeStillGivesTheWholeFile) {
    const qint64 half = QFileInfo(kFixture + QStringLiteral("/model.safetensors")).size() / 2;
    hub.setFaults({.dropAfter = half, .ignoreRange = true});
    HubDownload d(endpoint, request());
    ASSERT_TRUE(run(d).finished);
    expect_weights_whole();
}

TEST_F(HubDownloadTest, AWrongChecksumIsRefusedTheFileNamedAndDeleted) {
    hub.setFaults({.wrongSha = true});
    HubDownload d(endpoint, request());
    const Outcome o = run(d);
    EXPECT_FALSE(o.finished);
    EXPECT_EQ(o.kind, HubFailure::verify);
    EXPECT_TRUE(o.message.contains(QLatin1String("model.safetensors failed its checksum")))
        << o.message.toStdString();
    EXPECT_TRUE(o.message.contains(QLatin1String("deleted")));
    expect_nothing_final("model.safetensors");
    EXPECT_FALSE(QFile::exists(model_store::partial_folder(folder()) +
                               QStringLiteral("/model.safetensors.part")));
    EXPECT_EQ(hub_exit_code(o.kind), 1);
}

TEST_F(HubDownloadTest, MoreBytesThanAnnouncedAreStopped) {
    for (const bool announced : {true, false}) {
        SCOPED_TRACE(announced ? "announced" : "unannounced");
        hub.setFaults({.extraBytes = 4096, .extraUnannounced = !announced});
        HubDownload d(endpoint, request());
        const Outcome o = run(d);
        EXPECT_EQ(o.kind, HubFailure::verify);
        EXPECT_TRUE(o.message.contains(QLatin1String("model.safetensors")))
            << o.message.toStdString();
        EXPECT_TRUE(o.message.contains(QLatin1String("stopped")));
        expect_nothing_final("model.safetensors");
    }
}

TEST_F(HubDownloadTest, MissingRepositoryFileAndGatedRepositoryAreNamed) {
    {
        HubDownload d(
            endpoint,
            {QStringLiteral("lab/no-such-model"), QStringLiteral("main"), root.path(), {}});
        const Outcome o = run(d);
        EXPECT_EQ(o.kind, HubFailure::not_found);
        EXPECT_TRUE(o.message.contains(QLatin1String("no repository lab/no-such-model")))
            << o.message.toStdString();
        EXPECT_EQ(hub_exit_code(o.kind), 2);
    }
    {
        hub.setFaults({.missing = {QStringLiteral("model.safetensors")}});
        HubDownload d(endpoint, request());
        const Outcome o = run(d);
        EXPECT_EQ(o.kind, HubFailure::not_found);
        EXPECT_TRUE(o.message.contains(QLatin1String("model.safetensors or pytorch_model.bin")))
            << o.message.toStdString();
        expect_nothing_final("model.safetensors");
    }
    {
        hub.setFaults({.missing = {QStringLiteral("config.json")}});
        HubDownload d(endpoint, request());
        const Outcome o = run(d);
        EXPECT_EQ(o.kind, HubFailure::not_found);
        EXPECT_TRUE(o.message.contains(QLatin1String("config.json"))) << o.message.toStdString();
    }
    {
        hub.setFaults({.gated = true});
        HubDownload d(endpoint, request());
        const Outcome o = run(d);
        EXPECT_EQ(o.kind, HubFailure::access);
        EXPECT_TRUE(o.message.contains(QLatin1String("gated"))) << o.message.toStdString();
        EXPECT_TRUE(o.message.contains(QLatin1String("HF_TOKEN")));
    }
}

TEST_F(HubDownloadTest, NoTokenizerFilesStillGiveAModelAndTokenizerJsonIsTheFallback) {
    hub.setFaults({.missing = {QStringLiteral("merges.txt")}});
    HubDownload d(endpoint, request());
    ASSERT_TRUE(run(d).finished);
    EXPECT_FALSE(
        QFile::exists(folder() + QStringLiteral("/vocab.json")));  // half a pair is not kept
    EXPECT_TRUE(QFile::exists(folder() + QStringLiteral("/model.safetensors")));
    int asked = 0;
    for (const auto& s : hub.seen()) asked += s.path.endsWith("tokenizer.json");
    EXPECT_EQ(asked, 1);
}

TEST_F(HubDownloadTest, CancelReturnsAtOnceAndTheEventLoopStaysLive) {
    hub.setFaults({.stallAfter = 4096});
    HubDownload d(endpoint, request());
    std::vector<qint64> lateness;
    QElapsedTimer clock;
    clock.start();
    qint64 last = 0;
    QTimer tick;
    tick.setTimerType(Qt::PreciseTimer);
    QObject::connect(&tick, &QTimer::timeout, [&] {
        const qint64 now = clock.elapsed();
        lateness.push_back(now - last - 5);
        last = now;
    });
    Outcome o;
    QEventLoop loop;
    QObject::connect(&d, &HubDownload::failed, [&](HubFailure k, const QString& m) {
        o.kind = k;
        o.message = m;
    });
    QObject::connect(&d, &HubDownload::progress, &loop, [&](qint64 done, qint64) {
        if (done >= 4096) QTimer::singleShot(1000, &loop, &QEventLoop::quit);  // a stalled second
    });
    QTimer::singleShot(20000, &loop, &QEventLoop::quit);
    last = clock.elapsed();
    tick.start(5);
    d.start();
    loop.exec();
    tick.stop();
    ASSERT_TRUE(d.running()) << o.message.toStdString();
    QElapsedTimer c;
    c.start();
    d.cancel();
    EXPECT_LT(c.elapsed(), 50);
    EXPECT_FALSE(d.running());
    EXPECT_EQ(o.kind, HubFailure::cancelled);
    EXPECT_TRUE(o.message.contains(QLatin1String("continues where")));
    ASSERT_GT(lateness.size(), 100u);
    std::sort(lateness.begin(), lateness.end());
    EXPECT_LE(lateness[lateness.size() * 99 / 100], kLoopDelayBoundMs);
    expect_nothing_final("model.safetensors");
    EXPECT_EQ(
        QFileInfo(model_store::partial_folder(folder()) + QStringLiteral("/model.safetensors.part"))
            .size(),
        4096);
}

TEST_F(HubDownloadTest, ADownloadBegunByAnEarlierRunResumes) {
    hub.setFaults({.stallAfter = 10000});
    {
        auto d = std::make_unique<HubDownload>(endpoint, request());
        QEventLoop loop;
        QObject::connect(d.get(), &HubDownload::progress, &loop, [&](qint64 done, qint64) {
            if (done > 10000) loop.quit();
        });
        QTimer::singleShot(20000, &loop, &QEventLoop::quit);
        d->start();
        loop.exec();
        ASSERT_TRUE(d->running());
    }  // the app closed mid-download
    hub.setFaults({});
    hub.clearSeen();
    HubDownload d(endpoint, request());
    const Outcome o = run(d);
    ASSERT_TRUE(o.finished) << o.message.toStdString();
    expect_weights_whole();
    const auto r = ranges();
    ASSERT_FALSE(r.empty());
    EXPECT_EQ(r.back(), "bytes=10000-");
    EXPECT_EQ(gets_of("config.json"), 0);  // already in place: checked, not fetched again
}

TEST_F(HubDownloadTest, TwoDownloadsOfOneFolderDoNotRunAtOnce) {
    hub.setFaults({.stallAfter = 4096});
    HubDownload first(endpoint, request());
    QEventLoop loop;
    QObject::connect(&first, &HubDownload::progress, &loop, [&](qint64 done, qint64) {
        if (done >= 4096) loop.quit();
    });
    QTimer::singleShot(20000, &loop, &QEventLoop::quit);
    first.start();
    loop.exec();
    ASSERT_TRUE(first.running());
    HubDownload second(endpoint, request());
    const Outcome o = run(second);
    EXPECT_EQ(o.kind, HubFailure::network);
    EXPECT_TRUE(o.message.contains(QLatin1String("Another download"))) << o.message.toStdString();
    first.cancel();
    hub.setFaults({});
    HubDownload third(endpoint, request());  // the lock went with the cancel
    const Outcome done = run(third);
    EXPECT_TRUE(done.finished) << done.message.toStdString();
}

TEST_F(HubDownloadTest, AModelTooLargeForTheMachineIsRefusedBeforeItsWeights) {
    HubDownload d(endpoint, request());
    d.setMemoryLimit(1000);
    const Outcome o = run(d);
    EXPECT_EQ(o.kind, HubFailure::refused);
    EXPECT_TRUE(o.message.contains(QLatin1String("of memory"))) << o.message.toStdString();
    EXPECT_EQ(gets_of("model.safetensors"), 0);
    EXPECT_EQ(hub_exit_code(o.kind), 2);
}

TEST_F(HubDownloadTest, TooLittleDiskSpaceIsSaidWithBothFiguresBeforeAnyByte) {
    HubDownload d(endpoint, request());
    d.setFreeSpace(1000);
    const Outcome o = run(d);
    EXPECT_EQ(o.kind, HubFailure::disk);
    EXPECT_TRUE(o.message.contains(byte_size(1000))) << o.message.toStdString();
    qint64 total = 0;
    for (const QString& f : kFiles) total += QFileInfo(QDir(kFixture).filePath(f)).size();
    EXPECT_TRUE(o.message.contains(byte_size(total))) << o.message.toStdString();
    for (const auto& s : hub.seen()) EXPECT_EQ(s.method, "HEAD");
    EXPECT_EQ(hub_exit_code(o.kind), 1);
}

TEST_F(HubDownloadTest, TheTokenGoesToTheEndpointOnly) {
    HubRequest r = request();
    r.token = QStringLiteral("hf_secret");
    HubDownload d(endpoint, r);
    ASSERT_TRUE(run(d).finished);
    for (const auto& s : hub.seen())
        EXPECT_EQ(s.authorization, "Bearer hf_secret") << s.path.toStdString();
    const HubEndpoint hf(QStringLiteral("https://huggingface.co"));
    EXPECT_TRUE(hf.sendsTokenTo(
        QUrl(QStringLiteral("https://huggingface.co/gpt2/resolve/main/config.json"))));
    EXPECT_FALSE(hf.sendsTokenTo(QUrl(QStringLiteral("https://cdn-lfs.huggingface.co/repos/x"))));
    EXPECT_FALSE(hf.sendsTokenTo(QUrl(QStringLiteral("http://huggingface.co/gpt2"))));
    EXPECT_FALSE(hf.sendsTokenTo(QUrl(QStringLiteral("https://huggingface.co:8443/gpt2"))));
}

TEST(HubEndpoint, PlainHttpOnlyOnLoopbackAndRedirectsOnlyToHttps) {
    EXPECT_THROW(HubEndpoint(QStringLiteral("http://mirror.example.org")), std::invalid_argument);
    EXPECT_THROW(HubEndpoint(QStringLiteral("ftp://127.0.0.1")), std::invalid_argument);
    EXPECT_THROW(HubEndpoint(QStringLiteral("not a url")), std::invalid_argument);
    EXPECT_NO_THROW(HubEndpoint(QStringLiteral("https://hf-mirror.example.org/")));
    for (const char* loop : {"http://127.0.0.1:8080", "http://localhost:1", "http://[::1]:9"})
        EXPECT_TRUE(HubEndpoint(QString::fromLatin1(loop)).isLoopback()) << loop;
    const HubEndpoint hf(QStringLiteral("https://huggingface.co"));
    EXPECT_TRUE(hf.allowsRedirectTo(QUrl(QStringLiteral("https://cdn-lfs.hf.co/x"))));
    EXPECT_FALSE(hf.allowsRedirectTo(QUrl(QStringLiteral("http://cdn-lfs.hf.co/x"))));
    EXPECT_FALSE(hf.allowsRedirectTo(QUrl(QStringLiteral("file:///etc/passwd"))));
    const HubEndpoint local(QStringLiteral("http://127.0.0.1:8080"));
    EXPECT_TRUE(local.allowsRedirectTo(QUrl(QStringLiteral("http://127.0.0.1:8080/cdn/x"))));
    EXPECT_FALSE(local.allowsRedirectTo(QUrl(QStringLiteral("http://127.0.0.1:8081/cdn/x"))));
    EXPECT_FALSE(local.allowsRedirectTo(QUrl(QStringLiteral("http://example.org/cdn/x"))));
    EXPECT_EQ(
        hf.resolveUrl(QStringLiteral("openai-community/gpt2"), QStringLiteral("refs/pr/1"),
                      QStringLiteral("config.json"))
            .toString(),
        QStringLiteral(
            "https://huggingface.co/openai-community/gpt2/resolve/refs%2Fpr%2F1/config.json"));
    qputenv("HF_ENDPOINT", "http://example.org");
    EXPECT_THROW(HubEndpoint::fromEnvironment(), std::invalid_argument);
    qunsetenv("HF_ENDPOINT");
    EXPECT_EQ(HubEndpoint::fromEnvironment().base().toString(),
              QStringLiteral("https://huggingface.co"));
}

TEST(HubEndpoint, RepositoryIdsAreTheHubsShape) {
    for (const char* ok : {"gpt2", "openai-community/gpt2-medium", "a_b/c.d-e"})
        EXPECT_TRUE(is_hub_repo_id(QString::fromLatin1(ok))) << ok;
    for (const char* bad : {"", "a/b/c", "../x", "a/..", "-x", "a b", "/gpt2", "gpt2/"})
        EXPECT_FALSE(is_hub_repo_id(QString::fromLatin1(bad))) << bad;
}

}  // namespace
}  // namespace attn::ui
