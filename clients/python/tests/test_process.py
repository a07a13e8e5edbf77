"""Finding the daemon, starting it, stopping it, and never leaving it behind."""

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

import popsplit
from popsplit import DaemonCrashed, DaemonNotFound, ResponseTimeout, find_daemon


def _running(pid: int) -> bool:
    """Whether ``pid`` is a popsplit process still running (a zombie has exited)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    proc = Path(f"/proc/{pid}")
    try:
        if b"popsplit" not in (proc / "cmdline").read_bytes():
            return False  # the pid was reused
        return (proc / "stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def _wait_gone(pid: int, seconds: float) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if not _running(pid):
            return True
        time.sleep(0.05)
    return not _running(pid)


# MARK: finding the binary


def test_popsplit_bin_wins(monkeypatch, tmp_path):
    monkeypatch.setenv("POPSPLIT_BIN", str(tmp_path / "nowhere"))
    with pytest.raises(DaemonNotFound, match="POPSPLIT_BIN .*nowhere.* is not an executable file"):
        find_daemon()


def test_no_binary_anywhere_names_the_build_command(monkeypatch, tmp_path):
    monkeypatch.delenv("POPSPLIT_BIN", raising=False)
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.chdir(tmp_path)
    with pytest.raises(DaemonNotFound) as raised:
        find_daemon()
    assert "swift build -c release" in str(raised.value)
    assert "POPSPLIT_BIN" in str(raised.value)


def test_the_release_build_is_found_by_walking_up(monkeypatch, tmp_path):
    real = find_daemon()
    (tmp_path / "Package.swift").write_text("// a repository\n")
    release = tmp_path / ".build" / "release"
    release.mkdir(parents=True)
    (release / "popsplit").symlink_to(real)
    (tmp_path / "Tests" / "deep").mkdir(parents=True)
    monkeypatch.delenv("POPSPLIT_BIN", raising=False)
    monkeypatch.setenv("PATH", str(tmp_path / "Tests"))
    monkeypatch.chdir(tmp_path / "Tests" / "deep")
    assert find_daemon() == str(release / "popsplit")
    (release / "popsplit").unlink()
    with pytest.raises(DaemonNotFound, match=r"\.build/release/popsplit"):
        find_daemon()


def test_tests_outside_the_repository_find_the_build_of_the_repository_the_client_came_from(monkeypatch, tmp_path):
    real = find_daemon()
    repository = tmp_path / "repo"
    (repository / "clients" / "python" / "src" / "popsplit").mkdir(parents=True)
    (repository / "Package.swift").write_text("// a repository\n")
    debug = repository / ".build" / "debug"
    debug.mkdir(parents=True)
    (debug / "popsplit").symlink_to(real)
    elsewhere = tmp_path / "my-app-tests"
    elsewhere.mkdir()
    import popsplit.process as process
    monkeypatch.setattr(process, "__file__", str(repository / "clients" / "python" / "src" / "popsplit" / "process.py"))
    monkeypatch.delenv("POPSPLIT_BIN", raising=False)
    monkeypatch.setenv("PATH", str(elsewhere))
    monkeypatch.chdir(elsewhere)
    assert find_daemon() == str(debug / "popsplit")
    (debug / "popsplit").unlink()
    with pytest.raises(DaemonNotFound) as raised:
        find_daemon()
    message = str(raised.value)
    assert str(repository / ".build" / "release" / "popsplit") in message
    assert str(debug / "popsplit") in message
    assert "--popsplit-bin PATH" in message and "POPSPLIT_BIN" in message


# MARK: lifecycle


def test_close_shuts_down_cleanly():
    session = popsplit.Session()
    pid = session.pid
    assert session.capabilities["profiles"] == ["ios5.0", "ios5.1", "ios6"]
    assert session.close() == 0  # shutdown, then exit: code 0 (protocol.md section 3)
    assert not _running(pid)
    assert session.close() == 0  # twice is fine
    assert session.process not in popsplit.live_daemons()


def test_an_exception_in_the_block_still_stops_the_daemon(scenes):
    with pytest.raises(KeyError):
        with popsplit.Session() as session:
            pid = session.pid
            session.open_scene(scenes / "tabs.json").node("no-such-node")
    assert not _running(pid)
    assert session.exit_code == 0


def test_a_crash_is_reported_with_the_daemons_stderr(scenes):
    """The daemon killed under a request: the error says how it ended and quotes its stderr."""
    with popsplit.Session(log_level="info") as session:
        scene = session.open_scene(scenes / "tabs.json")
        session.process.popen.kill()
        with pytest.raises(DaemonCrashed) as raised:
            scene.tap("tabs.tab.1")
        message = str(raised.value)
        assert "was killed by SIGKILL" in message
        assert "Its standard error ended with" in message
        assert "popsplit: [info] initialized" in message
        assert raised.value.returncode == -signal.SIGKILL
        with pytest.raises(DaemonCrashed):  # the session stays broken, and says so again
            scene.tap("tabs.tab.1")


def test_a_daemon_that_stops_answering_times_out_clearly(scenes):
    with popsplit.Session(request_timeout=0.5) as session:
        scene = session.open_scene(scenes / "tabs.json")
        os.kill(session.pid, signal.SIGSTOP)
        try:
            started = time.monotonic()
            with pytest.raises(ResponseTimeout, match=r"no message from the popsplit daemon .* for 0\.5 s while "
                                                      r"'touch/tap' \(id \d+\) waited for its response"):
                scene.tap("tabs.tab.1")
            assert 0.4 < time.monotonic() - started < 3
        finally:
            os.kill(session.pid, signal.SIGCONT)
    assert session.exit_code == 0


# MARK: no orphans


CLIENT = textwrap.dedent("""
    import os, sys, time
    import popsplit
    session = popsplit.Session()
    holder = 0
    if sys.argv[1] == "fork":
        holder = os.fork()          # a child that keeps the daemon's stdin pipe open
        if holder == 0:
            time.sleep(30)
            os._exit(0)
    print(session.pid, holder, flush=True)
    time.sleep(30)
""")


@pytest.mark.parametrize("mode", ["plain", "fork"])
def test_a_client_killed_outright_leaves_no_daemon(mode):
    """SIGKILL gives the client no chance to clean up. The daemon ends anyway: at the end of its
    input (plain), or, when another process still holds its stdin, by watching the client's pid
    (--client-process-id, checked once a second)."""
    client = subprocess.Popen([sys.executable, "-c", CLIENT, mode], stdout=subprocess.PIPE, text=True)
    daemon_pid, holder = (int(v) for v in client.stdout.readline().split())
    try:
        assert _running(daemon_pid)
        client.kill()
        client.wait(5)
        assert _wait_gone(daemon_pid, 4.0), f"daemon {daemon_pid} outlived its client ({mode})"
    finally:
        if holder:
            os.kill(holder, signal.SIGKILL)
        client.stdout.close()


def test_an_interrupted_test_run_leaves_no_daemon(pytester, scenes):
    """SIGINT (Ctrl-C) to pytest while a test waits: pytest stops, and the daemon with it."""
    pid_file = pytester.path / "daemon.pid"
    pytester.makepyfile(test_waits=f"""
        import time
        def test_waits(popsplit):
            popsplit.open_scene({str(scenes / 'tabs.json')!r})
            with open({str(pid_file)!r}, "w") as f:
                f.write(str(popsplit.pid))
            time.sleep(30)
    """)
    run = subprocess.Popen([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "test_waits.py"],
                           cwd=pytester.path, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        end = time.monotonic() + 20
        while not (pid_file.exists() and pid_file.read_text()) and time.monotonic() < end:
            time.sleep(0.05)
        daemon_pid = int(pid_file.read_text())
        assert _running(daemon_pid)
        run.send_signal(signal.SIGINT)
        output, _ = run.communicate(timeout=20)
    finally:
        run.kill()
    assert "KeyboardInterrupt" in output
    assert _wait_gone(daemon_pid, 2.0), f"daemon {daemon_pid} outlived the interrupted run:\n{output}"
