"""The preview's timeline is bounded in bytes as well as in steps (protocol.md 13.6,
docs/reliability.md "Queues and caches"): 10,000 reloads of a large document with a preview open
keep the daemon's memory under the `--timeline-mib` bound, even with a step bound far above it.

Before the byte bound, each reload's step kept a whole document: 600 reloads of a 349 KiB
document took the daemon from 41 to 1,486 MiB."""
import json
import subprocess

from previewkit import ROOT, binary

RELOADS = 10_000
TIMELINE_MIB = 16
# What the allocator may keep beyond the bound (freed pages not returned, fragmentation).
SLACK_MIB = 12


def large_document(controllers, title):
    """A document of `controllers` detached controllers of three views each (about 100 KiB for
    200), and a visible screen of 60 labels."""
    detached = [{"id": f"c{i}", "title": f"Controller {i}", "views": [
        {"id": f"v{i}a", "kind": "label", "frame": [10, 10, 300, 40], "title": f"Label {i}"},
        {"id": f"v{i}b", "kind": "button", "frame": [10, 60, 120, 44], "title": f"Button {i}"},
        {"id": f"v{i}c", "kind": "table", "frame": [0, 120, 320, 400]}]} for i in range(controllers)]
    labels = [{"id": f"h{j}", "kind": "label", "frame": [10, 10 + 30 * (j % 30), 300, 28], "title": f"Row {j}"}
              for j in range(60)]
    return json.dumps({"popsplit": 1, "orientation": "portrait", "root": {"id": "nav", "type": "navigation", "children": [
        {"id": "home", "title": title, "views": labels}]}, "controllers": detached}, indent=1)


class Pipe:
    """`popsplit serve` over pipes, reading replies and dropping notifications (10,000 reloads'
    layouts would fill the test's own memory otherwise)."""

    def __init__(self, *args):
        self.proc = subprocess.Popen([binary(), "serve", *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, cwd=ROOT)
        self.next_id = 0

    def call(self, method, params):
        self.next_id += 1
        message = {"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params}
        self.proc.stdin.write((json.dumps(message) + "\n").encode())
        self.proc.stdin.flush()
        while True:
            line = self.proc.stdout.readline()
            assert line, f"the daemon ended during {method}"
            reply = json.loads(line)
            if reply.get("id") == self.next_id and "method" not in reply:
                assert "error" not in reply, reply
                return reply["result"]

    def rss_mib(self):
        with open(f"/proc/{self.proc.pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
        raise AssertionError("no VmRSS")

    def close(self):
        self.proc.kill()
        self.proc.wait()


def test_ten_thousand_reloads_of_a_large_document_stay_under_the_timeline_bound():
    texts = [large_document(200, "Home"), large_document(200, "Other")]
    assert len(texts[0]) > 100_000
    daemon = Pipe("--timeline-mib", str(TIMELINE_MIB), "--timeline-steps", "100000")
    try:
        daemon.call("initialize", {"processId": None, "capabilities": {}})
        daemon.call("scene/open", {"scene": "big", "text": texts[0]})
        daemon.call("preview/start", {"scene": "big"})
        before = daemon.rss_mib()
        samples = []
        for index in range(RELOADS):
            daemon.call("scene/reload", {"scene": "big", "text": texts[index % 2]})
            if (index + 1) % 1000 == 0:
                samples.append(daemon.rss_mib())
        print(f"RSS {before:.1f} MiB after preview/start; every 1,000 reloads: " +
              ", ".join(f"{sample:.1f}" for sample in samples))
        assert max(samples) - before <= TIMELINE_MIB + SLACK_MIB
        # Flat once the bound is reached: the last 8,000 reloads add (almost) nothing.
        assert samples[-1] - samples[1] <= 4
    finally:
        daemon.close()
