// MonkeyDriver: a seeded stand-in for a user who clicks everywhere. It drives
// a MainWindow only through its widgets — QTest mouse and key events on list
// rows, table cells, buttons, combo boxes, spin boxes, the vector plot, the
// timeline, plus the menu actions a click on a menu item triggers — and after
// every action checks that each view agrees with the Document (check()).
//
//   MonkeyDriver m(window, seed);
//   for (int i = 0; i < 2000; ++i) if (!m.step()) FAIL() << m.report();
//
// Every action is logged as one line; report() gives the seed and the whole
// list, and an abort or crash (an exception escaping the event loop) prints
// the same list from a terminate/signal handler before the process dies, so
// a failing seed can be replayed and reduced.
#pragma once

#include <QString>
#include <QStringList>
#include <cstdint>
#include <functional>
#include <vector>

namespace attn::app {
class MainWindow;
}

namespace attn::test {

class MonkeyDriver {
  public:
    MonkeyDriver(attn::app::MainWindow& window, std::uint64_t seed);
    ~MonkeyDriver();

    // One random action, then check(). False when a check failed (see report()).
    bool step();
    // Every view agrees with the Document; on failure sets the reason and returns false.
    bool check();
    QString report() const;  // seed, failure and the numbered action list
    const QStringList& actions() const { return log_; }

  private:
    struct Action {
        const char* name;
        int weight;
        std::function<void()> run;
    };
    std::uint64_t next();  // splitmix64
    int pick(int n);       // 0 … n−1
    void log(const QString& what);
    void settle();  // lets queued events run (the user's next action comes later)
    void buildActions();

    attn::app::MainWindow& w_;
    std::uint64_t seed_, state_;
    QStringList log_;
    QString failure_;
    std::vector<Action> actions_;
    int totalWeight_ = 0;
};

}  // namespace attn::test
