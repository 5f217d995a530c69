#!/usr/bin/env python3
"""Attention Lab as a screen reader sees it (issue 28), over AT-SPI.

Usage: atspi_check.py APP --lesson COURSE_PART_1.attnlab.json

Starts the window (APP, build/release/app/attention-lab) in a virtual display
(Xvfb) on a private session bus (dbus-run-session) with Qt's AT-SPI bridge
always on, finds it on the AT-SPI desktop by its process id, and checks what
a screen reader would read:

  1. the window on the built-in Module 1 lesson: every control that can take
     the focus and is showing has a non-empty name; the attention map of
     "the river bank" is a table of 3 x 3 cells whose headers are the words
     and whose cell (bank, river) reads 0.317;
  2. the built-in course at its "Softmax: scores become shares" step
     (--step 5), whose question asks for a cell: the map's cells read
     "hidden" until it is answered.

Exits 0 when every check passes, 1 when one fails (each failure printed),
and 77 (ctest's SKIP_RETURN_CODE) when the machine cannot run it: no Xvfb,
no dbus-run-session, no AT-SPI bus launcher, or no pyatspi (Debian:
xvfb, dbus-x11, at-spi2-core, python3-pyatspi). Every process it starts is
ended before it exits; the whole check takes well under a minute.
"""

import argparse
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

SKIP = 77
APP_START_S = 30       # the window appears on the AT-SPI desktop within this
INNER_LIMIT_S = 100    # the whole check under the private bus
WORDS = ["the", "river", "bank"]
BUS_LAUNCHERS = ["/usr/libexec/at-spi-bus-launcher", "/usr/lib/at-spi2-core/at-spi-bus-launcher"]


def skip(why):
    print(f"atspi_check: skipped: {why}")
    return SKIP


def python_with_pyatspi():
    """This interpreter when it imports pyatspi, else Debian's own (a pyenv or venv python may not see it)."""
    for py in [sys.executable, "/usr/bin/python3"]:
        if py and os.path.exists(py):
            probe = subprocess.run([py, "-c", "import pyatspi"], capture_output=True, timeout=30)
            if probe.returncode == 0:
                return py
    return None


def become_subreaper():
    """Linux: orphaned descendants (the buses' daemons) are re-parented to this
    process, so end_descendants can reap and end them. False elsewhere."""
    try:
        import ctypes
        PR_SET_CHILD_SUBREAPER = 36
        return ctypes.CDLL(None, use_errno=True).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0
    except (OSError, AttributeError):
        return False


def descendants():
    """Process ids whose parent is this process (Linux /proc)."""
    me, out = os.getpid(), []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as f:
                    fields = f.read().rsplit(")", 1)[1].split()
                if int(fields[1]) == me:
                    out.append(int(entry))
            except (OSError, IndexError, ValueError):
                continue
    return out


def state_of(pid):
    """A process's state letter (Z: a zombie), or None once it is gone."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return None


def reap():
    while True:
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            return


def end_descendants(grace_s=5.0):
    """Ends every process left under this one (TERM, then KILL after grace_s) and reaps it."""
    deadline = time.time() + grace_s
    while True:
        reap()
        left = [p for p in descendants() if state_of(p) not in (None, "Z")]
        if not left or time.time() > deadline + grace_s:
            reap()
            return
        for p in left:
            try:
                os.kill(p, signal.SIGTERM if time.time() < deadline else signal.SIGKILL)
            except ProcessLookupError:
                pass
        time.sleep(0.1)


def outer(args):
    """Checks what the machine has, then runs the check again on a private session bus."""
    for tool in ["Xvfb", "dbus-run-session"]:
        if not shutil.which(tool):
            return skip(f"{tool} is not installed (Debian: xvfb, dbus-x11 / dbus-daemon)")
    if not any(os.path.exists(p) for p in BUS_LAUNCHERS):
        return skip("the AT-SPI bus launcher is not installed (Debian: at-spi2-core)")
    py = python_with_pyatspi()
    if not py:
        return skip("pyatspi is not importable (Debian: python3-pyatspi)")
    if not os.access(args.app, os.X_OK):
        print(f"atspi_check: {args.app} is not an executable")
        return 1
    cmd = ["dbus-run-session", "--", py, os.path.abspath(__file__), "--inner", args.app, "--lesson", args.lesson]
    become_subreaper()
    try:
        return subprocess.run(cmd, timeout=INNER_LIMIT_S + 20, start_new_session=True).returncode
    except subprocess.TimeoutExpired:
        print("atspi_check: the check ran past its time")
        return 1
    finally:
        end_descendants()


class Session:
    """A virtual display and the app in it; everything is ended by close()."""

    def __init__(self):
        self.tmp = tempfile.TemporaryDirectory(prefix="atspi-check-")
        self.xvfb = None
        self.app = None
        self.log = None
        self.display = None

    def start_display(self):
        r, w = os.pipe()
        self.xvfb = subprocess.Popen(
            ["Xvfb", "-displayfd", str(w), "-screen", "0", "1366x768x24", "-nolisten", "tcp", "-noreset"],
            pass_fds=(w,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        os.close(w)
        number = b""
        deadline = time.time() + 20
        while time.time() < deadline and not number.endswith(b"\n"):
            chunk = os.read(r, 16)
            if not chunk:
                break
            number += chunk
        os.close(r)
        if not number.strip():
            raise RuntimeError("Xvfb did not start")
        self.display = ":" + number.decode().strip()

    def start_app(self, app, args):
        home = os.path.join(self.tmp.name, "home")
        runtime = os.path.join(self.tmp.name, "runtime")
        for d in [home, runtime]:
            os.makedirs(d, exist_ok=True)
        os.chmod(runtime, 0o700)
        env = dict(os.environ)
        env.update({
            "DISPLAY": self.display,
            "QT_QPA_PLATFORM": "xcb",
            "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1",
            "QT_ACCESSIBILITY": "1",
            "ATTNLAB_LANG": "en",
            "HOME": home,
            "XDG_CONFIG_HOME": os.path.join(home, ".config"),
            "XDG_DATA_HOME": os.path.join(home, ".local", "share"),
            "XDG_CACHE_HOME": os.path.join(home, ".cache"),
            "XDG_RUNTIME_DIR": runtime,
            "ATTNLAB_RECOVERY_DIR": os.path.join(self.tmp.name, "recovery"),
        })
        self.log = open(os.path.join(self.tmp.name, "app.log"), "w+b")  # a file: a pipe left unread could block the app
        self.app = subprocess.Popen([app] + args, env=env, stdout=subprocess.DEVNULL, stderr=self.log,
                                    start_new_session=True)

    def app_log(self):
        self.log.seek(0)
        return self.log.read().decode(errors="replace")[-2000:]

    def stop_app(self):
        stop(self.app)
        self.app = None
        if self.log:
            self.log.close()
            self.log = None

    def close(self):
        self.stop_app()
        stop(self.xvfb)
        self.xvfb = None
        self.tmp.cleanup()


def stop(proc):
    if not proc or proc.poll() is not None:
        return
    try:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=5)
    except (ProcessLookupError, subprocess.TimeoutExpired):
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        proc.wait(timeout=5)


# ---- reading the AT-SPI tree

def find_app(pyatspi, proc, timeout_s):
    """The app's accessible on the desktop, once its main window is there (None
    when it does not come within timeout_s, or the app has exited)."""
    pid = proc.pid
    deadline = time.time() + timeout_s
    while time.time() < deadline and proc.poll() is None:
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            try:
                app = desktop.getChildAtIndex(i)
                if app is not None and app.get_process_id() == pid:
                    for k in range(app.childCount):
                        frame = app.getChildAtIndex(k)
                        if frame is not None and frame.getRole() == pyatspi.ROLE_FRAME and frame.childCount > 0:
                            return app
            except Exception:  # an application leaving the bus while asked
                continue
        time.sleep(0.3)
    return None


def walk(pyatspi, node, path=()):
    """Every accessible under node, with the names on the way; no descent into
    tables and lists of many cells (the tables are read through their interface)."""
    try:
        name = node.name or ""
        role = node.getRole()
        count = node.childCount
    except Exception:
        return
    yield node, path
    if role in (pyatspi.ROLE_TABLE_CELL, pyatspi.ROLE_LIST_ITEM):
        return
    if role in (pyatspi.ROLE_TABLE, pyatspi.ROLE_LIST) and count > 64:
        return
    for i in range(count):
        try:
            child = node.getChildAtIndex(i)
        except Exception:
            continue
        if child is not None:
            yield from walk(pyatspi, child, path + (f"{node.getRoleName()} '{name}'",))


def unnamed_controls(pyatspi, app):
    """Focusable, showing accessibles without a name. A label's or a table
    cell's name is its text: an empty one shows nothing and has nothing to name."""
    out = []
    for node, path in walk(pyatspi, app):
        try:
            states = node.getState()
            if not (states.contains(pyatspi.STATE_FOCUSABLE) and states.contains(pyatspi.STATE_SHOWING)
                    and states.contains(pyatspi.STATE_VISIBLE)):
                continue
            if (node.name or "").strip() or node.getRole() in (pyatspi.ROLE_LABEL, pyatspi.ROLE_TABLE_CELL):
                continue
            out.append(f"{node.getRoleName()} in {' > '.join(path[-3:])}")
        except Exception:
            continue
    return out


def attention_tables(pyatspi, app):
    """The attention maps: tables the Attention pane names by their sentence (“…”)."""
    return [n for n, _ in walk(pyatspi, app)
            if n.getRole() == pyatspi.ROLE_TABLE and (n.name or "").startswith("\u201c")]


def check_module1(pyatspi, app, fail):
    unnamed = unnamed_controls(pyatspi, app)
    for u in unnamed:
        fail(f"a focusable control without a name: {u}")
    tables = [t for t in attention_tables(pyatspi, app) if "the river bank" in t.name]
    if not tables:
        fail("no attention map named for “the river bank”")
        return
    t = tables[0].queryTable()
    if (t.nRows, t.nColumns) != (3, 3):
        fail(f"the map has {t.nRows} x {t.nColumns} cells, not 3 x 3")
        return
    columns = [t.getColumnDescription(c) for c in range(3)]
    rows = [t.getRowDescription(r) for r in range(3)]
    headers = [(t.getColumnHeader(c).name if t.getColumnHeader(c) else "") for c in range(3)]
    if columns != WORDS or rows != WORDS or headers != WORDS:
        fail(f"headers {columns} / {rows} / {headers}, not {WORDS}")
    cell = t.getAccessibleAt(2, 1)
    value = cell.name if cell else None
    if value != "0.317":
        fail(f"cell (bank, river) reads {value!r}, not '0.317'")
    numbers = [t.getAccessibleAt(r, c).name for r in range(3) for c in range(3)]
    if not all(n.replace(".", "", 1).isdigit() for n in numbers):
        fail(f"the cells do not all read as numbers: {numbers}")
    print(f"atspi_check: Module 1: {len(unnamed)} unnamed controls; map “the river bank” reads {numbers}")


def check_pending_question(pyatspi, app, fail):
    tables = attention_tables(pyatspi, app)
    if not tables:
        fail("no attention map on the course's cell question")
        return
    t = tables[0].queryTable()
    names = [t.getAccessibleAt(r, c).name for r in range(t.nRows) for c in range(t.nColumns)]
    if not names or any(n != "hidden" for n in names):
        fail(f"while the question asks, the cells read {names}, not 'hidden'")
    print(f"atspi_check: the course's cell question: {len(names)} cells read {sorted(set(names))}")


def inner(args):
    try:
        import pyatspi
    except ImportError:
        return skip("pyatspi is not importable")
    failures = []

    def fail(text):
        failures.append(text)
        print(f"atspi_check: FAIL: {text}")

    session = Session()
    started = time.time()
    try:
        session.start_display()
        runs = [("Module 1", [], check_module1),
                ("course step 5", [args.lesson, "--step", "5"], check_pending_question)]
        for title, app_args, check in runs:
            session.start_app(args.app, app_args)
            app = find_app(pyatspi, session.app, APP_START_S)
            if app is None:
                if session.app.poll() is not None:
                    fail(f"{title}: the app exited with {session.app.returncode}: {session.app_log()}")
                else:
                    return skip(f"{title}: the app did not appear on the AT-SPI desktop within {APP_START_S} s "
                                "(no accessibility bus?)")
                continue
            time.sleep(1.0)  # the window lays out its panes and enters the step
            check(pyatspi, app, fail)
            session.stop_app()
    except RuntimeError as e:
        return skip(str(e))
    finally:
        session.close()
    print(f"atspi_check: {len(failures)} failures in {time.time() - started:.1f} s")
    return 1 if failures else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("app", help="the attention-lab executable")
    ap.add_argument("--lesson", required=True, help="the built-in course's first part (its JSON file)")
    ap.add_argument("--inner", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    args.app = os.path.abspath(args.app)
    args.lesson = os.path.abspath(args.lesson)
    return inner(args) if args.inner else outer(args)


if __name__ == "__main__":
    sys.exit(main())
