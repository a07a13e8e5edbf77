"""The preview page reached from a remote window (protocol.md section 13.2, "Remote windows"):
VS Code's asExternalUri may hand the webview another local port that forwards to the page
server (Remote-SSH, WSL) or an https origin (Codespaces). The client names that origin with
`preview/start`'s `externalOrigin`; the page server then accepts its authority as `Host`, it as
the WebSocket's `Origin`, and lets the page connect there, while every request still needs the
token. Here a TCP forwarder on another port stands in for the SSH tunnel, and Chromium opens the
page through it."""
import socket
import threading
import time
import urllib.parse

import pytest

from previewkit import RawSocket, open_example, start_preview
from test_preview_security import http

HELP = "popover-settings-help.json"


class Forwarder:
    """A local port whose connections are relayed, byte for byte, to the page server's: what an
    SSH `-L` tunnel (VS Code's port forwarding) does."""

    def __init__(self, target_port):
        self.target_port = target_port
        self.listener = socket.socket()
        self.listener.bind(("127.0.0.1", 0))
        self.listener.listen(64)
        self.port = self.listener.getsockname()[1]
        self.open = True
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self):
        while self.open:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            upstream = socket.create_connection(("127.0.0.1", self.target_port))
            for a, b in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pipe, args=(a, b), daemon=True).start()

    @staticmethod
    def _pipe(source, sink):
        try:
            while True:
                data = source.recv(65536)
                if not data:
                    break
                sink.sendall(data)
        except OSError:
            pass
        finally:
            for s in (source, sink):
                try:
                    s.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass

    def close(self):
        self.open = False
        self.listener.close()


@pytest.fixture
def remote(daemon):
    open_example(daemon, HELP, "help")
    url = start_preview(daemon, "help")["url"]
    parts = urllib.parse.urlsplit(url)
    token = urllib.parse.parse_qs(parts.query)["token"][0]
    forwarder = Forwarder(parts.port)
    yield daemon, parts.port, forwarder, token
    forwarder.close()


def accepted(port, target, host):
    """The status of a request, asked again for up to two seconds while it is 403: the page
    server reads the daemon's `allowOrigin` frame on its own thread, just after the daemon
    answered `preview/start`."""
    deadline = time.monotonic() + 2
    while True:
        status, _ = http("127.0.0.1", port, target, headers={"Host": host})
        if status != 403 or time.monotonic() > deadline:
            return status
        time.sleep(0.02)


def page_shows_the_scene(page, url):
    page.goto(url)
    page.wait_for_function("() => window.popsplitPreview && window.popsplitPreview.applied.length > 0", timeout=10000)
    return page.evaluate("() => document.querySelectorAll('#live svg [data-id]').length")


def test_a_forwarded_port_is_refused_until_the_client_names_it(remote, page):
    daemon, port, forwarder, token = remote
    forwarded = f"http://localhost:{forwarder.port}/?scene=help&token={token}"
    status, _ = http("127.0.0.1", forwarder.port, f"/?scene=help&token={token}", headers={"Host": f"localhost:{forwarder.port}"})
    assert status == 403  # DNS rebinding defence: an unknown Host
    started = start_preview(daemon, "help", externalOrigin=f"HTTP://LOCALHOST:{forwarder.port}")
    assert started["externalOrigin"] == f"http://localhost:{forwarder.port}"
    assert started["url"].startswith(f"http://127.0.0.1:{port}/")  # the page server's own address
    assert accepted(forwarder.port, f"/?scene=help&token={token}", f"localhost:{forwarder.port}") == 200
    # Chromium opens the page through the tunnel: the page, its assets and its WebSocket.
    assert page_shows_the_scene(page, forwarded) > 0
    assert page.errors == []


def test_the_token_is_still_required_through_an_external_origin(remote):
    daemon, port, forwarder, token = remote
    origin = "https://name-8080.app.github.dev"
    start_preview(daemon, "help", externalOrigin=origin)
    assert accepted(port, f"/?token={token}", "name-8080.app.github.dev") == 200
    host = {"Host": "name-8080.app.github.dev"}
    for target in ["/", "/?scene=help", "/page.js", "/?token=" + "0" * 32, "/ws?scene=help"]:
        status, body = http("127.0.0.1", port, target, headers=host)
        assert status == 403, target
        assert "popover" not in body.lower()
    status, _ = http("127.0.0.1", port, f"/?token={token}", headers=host)
    assert status == 200
    # Another forwarded name is still foreign.
    status, _ = http("127.0.0.1", port, f"/?token={token}", headers={"Host": "other-8080.app.github.dev"})
    assert status == 403


def test_the_websocket_accepts_the_external_origin_and_no_other(remote):
    daemon, port, forwarder, token = remote
    origin = "https://name-8080.app.github.dev"
    start_preview(daemon, "help", externalOrigin=origin)
    assert accepted(port, f"/?token={token}", "name-8080.app.github.dev") == 200
    target = f"/ws?scene=help&token={token}"
    upgraded = RawSocket("127.0.0.1", port, target, headers={"Host": "name-8080.app.github.dev", "Origin": origin})
    assert upgraded.status == 101
    upgraded.close()
    for foreign in ["https://evil-8080.app.github.dev", "http://name-8080.app.github.dev", "https://name-8080.app.github.dev.evil.example"]:
        refused = RawSocket("127.0.0.1", port, target, headers={"Host": "name-8080.app.github.dev", "Origin": foreign})
        assert refused.status == 403, foreign
        refused.close()


def test_the_policy_lets_the_page_connect_and_be_framed_there(remote):
    daemon, port, forwarder, token = remote
    start_preview(daemon, "help", externalOrigin="https://name-8080.app.github.dev")
    assert accepted(port, f"/?token={token}", "name-8080.app.github.dev") == 200
    import urllib.request
    request = urllib.request.Request(f"http://127.0.0.1:{port}/?token={token}", headers={"Host": "name-8080.app.github.dev"})
    with urllib.request.urlopen(request, timeout=5) as response:
        policy = response.headers["Content-Security-Policy"]
    assert "wss://name-8080.app.github.dev" in policy
    assert policy.endswith("frame-ancestors 'self' vscode-webview: vscode-file: https://*.vscode-cdn.net https://name-8080.app.github.dev")


@pytest.mark.parametrize("bad", [
    "https://name.example/path", "https://name.example?x=1", "https://user@name.example", "ftp://name.example",
    "https://", "https://name.example:0", "https://name.example:65536", "name.example", "https://na me.example",
    "https://" + "a" * 300 + ".example",
])
def test_an_origin_that_is_not_one_is_refused(daemon, bad):
    open_example(daemon, HELP, "help")
    reply = daemon.request("preview/start", {"scene": "help", "externalOrigin": bad})
    assert reply["error"]["code"] == -32602
    assert reply["error"]["data"]["path"] == "params.externalOrigin"


def test_at_most_sixteen_external_origins_are_kept(remote):
    daemon, port, forwarder, token = remote
    for index in range(17):
        start_preview(daemon, "help", externalOrigin=f"https://name-{index}.app.github.dev")
    assert accepted(port, f"/?token={token}", "name-16.app.github.dev") == 200
    statuses = []
    for index in (0, 1, 16):
        status, _ = http("127.0.0.1", port, f"/?token={token}", headers={"Host": f"name-{index}.app.github.dev"})
        statuses.append(status)
    assert statuses == [403, 200, 200]  # the oldest was dropped
