"""The page server is its own process (popsplit-preview, started by the daemon when a preview
starts): the daemon links no HTTP server, the child dies with the daemon, a missing child binary
is a clear -32020 error, and a page server that dies is replaced at the next preview/start."""
import os
import pathlib
import shutil
import signal
import subprocess
import time
import urllib.request

from previewkit import Daemon, binary, open_example, start_preview


def children(pid):
    """The process ids whose parent is `pid` (Linux /proc)."""
    found = []
    for entry in pathlib.Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            found.append(int(entry.name))
    return found


def alive(pid):
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:
        state = (pathlib.Path("/proc") / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def wait_gone(pid, timeout=5):
    deadline = time.time() + timeout
    while time.time() < deadline:
        if not alive(pid):
            return True
        time.sleep(0.02)
    return False


def page_server_of(daemon):
    kids = [pid for pid in children(daemon.proc.pid)
            if os.path.basename(os.readlink(f"/proc/{pid}/exe")) == "popsplit-preview"]
    assert len(kids) == 1, kids
    return kids[0]


def test_no_page_server_until_a_preview_starts_then_one_child():
    daemon = Daemon()
    try:
        assert children(daemon.proc.pid) == []
        open_example(daemon, "split-mail.json", "mail")
        start_preview(daemon, "mail")
        child = page_server_of(daemon)
        # The token travels on the pipe, never on the child's command line (others may read it).
        assert (pathlib.Path("/proc") / str(child) / "cmdline").read_bytes().split(b"\0")[1:] in ([], [b""])
        start_preview(daemon, "mail")
        assert page_server_of(daemon) == child
    finally:
        daemon.close()


def test_the_page_server_dies_with_the_daemon():
    daemon = Daemon()
    open_example(daemon, "split-mail.json", "mail")
    started = start_preview(daemon, "mail")
    child = page_server_of(daemon)
    daemon.proc.send_signal(signal.SIGKILL)
    daemon.proc.wait()
    assert wait_gone(child), "popsplit-preview outlived the daemon"
    try:
        urllib.request.urlopen(started["url"], timeout=2)
        raise AssertionError("the page is still served")
    except OSError:
        pass


def test_a_page_server_that_died_is_replaced_at_the_next_start():
    daemon = Daemon()
    try:
        open_example(daemon, "split-mail.json", "mail")
        start_preview(daemon, "mail")
        child = page_server_of(daemon)
        os.kill(child, signal.SIGKILL)
        assert wait_gone(child)
        deadline = time.time() + 5
        while time.time() < deadline and children(daemon.proc.pid):
            time.sleep(0.02)
        again = start_preview(daemon, "mail")
        with urllib.request.urlopen(again["url"], timeout=5) as response:
            assert response.status == 200
        assert daemon.result("scene/layout", {"scene": "mail"})["scene"] == "mail"
    finally:
        daemon.close()


def test_a_missing_page_server_is_a_clear_error(tmp_path):
    lonely = tmp_path / "popsplit"
    shutil.copy(binary(), lonely)
    root = pathlib.Path(__file__).resolve().parent.parent
    proc = subprocess.run([str(lonely), "serve"], input=(
        '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}\n'
        '{"jsonrpc":"2.0","id":2,"method":"scene/open","params":{"scene":"mail","path":"examples/scenes/split-mail.json"}}\n'
        '{"jsonrpc":"2.0","id":3,"method":"preview/start","params":{"scene":"mail"}}\n').encode(),
        capture_output=True, timeout=20, cwd=root)
    replies = [line for line in proc.stdout.decode().splitlines() if '"id":3' in line]
    assert replies, proc.stdout
    assert '"code":-32020' in replies[0]
    assert str(tmp_path / "popsplit-preview") in replies[0]
    assert "swift build --product popsplit-preview" in replies[0]
    result = subprocess.run([str(lonely), "preview", "examples/scenes/split-mail.json"], capture_output=True,
                            timeout=20, cwd=root)
    assert result.returncode == 1
    assert "popsplit-preview" in result.stderr.decode()
