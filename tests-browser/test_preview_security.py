"""The preview server's defences (issue 15, item 2): each abuse is refused or bounded, and the
stdio session keeps answering throughout (a liveness bound, generous: never a timing claim).

HTTP requests and WebSocket upgrades that fail the guard get 403; an upgrade refused because 16
pages are open gets what hummingbird-websocket answers every refused upgrade, 400 with an empty
body (protocol.md section 13.2); nothing about the scene is sent either way."""
import json
import socket
import threading
import time
import urllib.error
import urllib.parse
import urllib.request

import pytest

from previewkit import RawSocket, open_example, start_preview

HELP = "popover-settings-help.json"
# A hang, not a speed: the stdio session must answer within this while the page server is abused.
LIVENESS_S = 5.0
# What an upgrade that fails the guard gets.
REFUSED_UPGRADE = 403
# What an upgrade gets when 16 pages are open (hummingbird-websocket's fixed answer).
FULL = 400


@pytest.fixture
def served(daemon):
    open_example(daemon, HELP, "secret-scene")
    url = start_preview(daemon, "secret-scene")["url"]
    parts = urllib.parse.urlsplit(url)
    token = urllib.parse.parse_qs(parts.query)["token"][0]
    return daemon, parts.hostname, parts.port, token


def http(host, port, target, headers=None):
    request = urllib.request.Request(f"http://{host}:{port}{target}", headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=5) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


def assert_alive(daemon):
    took = daemon.round_trip(timeout=LIVENESS_S)
    print(f"stdio round trip: {took * 1000:.1f} ms")
    assert took < LIVENESS_S


def test_no_token_and_a_wrong_token_are_403_and_leak_nothing(served):
    daemon, host, port, token = served
    for target in ["/", "/?scene=secret-scene", "/page.js", "/page.css", "/ws?scene=secret-scene",
                   "/?scene=secret-scene&token=" + "0" * 32, "/?token=" + token[:-1], "/nothing?token=x"]:
        status, body = http(host, port, target)
        assert status == 403, target
        assert "secret" not in body and "popover" not in body.lower()
    status, body = http(host, port, f"/?scene=secret-scene&token={token}")
    assert status == 200 and "<!doctype html>" in body
    assert_alive(daemon)


def test_a_foreign_host_is_403(served):
    daemon, host, port, token = served
    for value in [f"evil.example:{port}", "127.0.0.1", f"127.0.0.1:{port + 1}", f"attacker.localhost:{port}"]:
        status, body = http(host, port, f"/?token={token}", headers={"Host": value})
        assert status == 403, value
    status, _ = http(host, port, f"/?token={token}", headers={"Host": f"localhost:{port}"})
    assert status == 200
    sock = RawSocket(host, port, f"/ws?scene=secret-scene&token={token}", headers={"Host": f"evil.example:{port}"})
    assert sock.status == REFUSED_UPGRADE and "secret" not in sock.head
    sock.close()
    assert_alive(daemon)


def test_the_page_has_a_strict_content_security_policy(served):
    _, host, port, token = served
    with urllib.request.urlopen(f"http://{host}:{port}/?scene=secret-scene&token={token}", timeout=5) as response:
        policy = response.headers["Content-Security-Policy"]
        body = response.read().decode()
    assert "default-src 'none'" in policy and "script-src 'nonce-" in policy
    assert "frame-ancestors 'self' vscode-webview: vscode-file:" in policy and "unsafe-inline" not in policy
    nonce = policy.split("'nonce-")[1].split("'")[0]
    assert len(nonce) == 32 and f'nonce="{nonce}"' in body
    assert response.headers.get("X-Frame-Options") is None


def test_the_websocket_origin_must_be_the_page_or_a_vscode_webview(served):
    daemon, host, port, token = served
    target = f"/ws?scene=secret-scene&token={token}"
    for origin in ["http://evil.example", f"http://127.0.0.1:{port + 1}", "null", "https://127.0.0.1"]:
        sock = RawSocket(host, port, target, headers={"Origin": origin})
        assert sock.status == REFUSED_UPGRADE, origin
        assert b"secret" not in sock.buffer and "secret" not in sock.head
        sock.close()
    for origin in [f"http://127.0.0.1:{port}", "vscode-webview://1abcdef/index.html"]:
        sock = RawSocket(host, port, target, headers={"Origin": origin})
        assert sock.status == 101, origin
        assert sock.receive_json()["type"] == "hello"
        sock.close()
    bad = RawSocket(host, port, f"/ws?scene=secret-scene&token={'f' * 32}", headers={"Origin": f"http://127.0.0.1:{port}"})
    assert bad.status == REFUSED_UPGRADE
    assert_alive(daemon)


def test_malformed_and_oversized_messages(served):
    daemon, host, port, token = served
    sock = RawSocket(host, port, f"/ws?scene=secret-scene&token={token}")
    assert sock.status == 101
    sock.receive_json(lambda m: m["type"] == "full")
    for text in ["not json", "[1,2]", '{"type": 5}', '{"type": "call", "id": 1, "method": "scene/open", "params": {"path": "/etc/passwd"}}',
                 '{"type": "call", "id": 2, "method": "touch/tap", "params": "x"}', '{"type": "showStep", "number": 1e300}']:
        sock.send_text(text)
        reply = sock.receive_json(lambda m: m["type"] in ("error", "result"))
        assert reply["type"] == "error" or "error" in reply, (text, reply)
    # Still served after them: a call works.
    sock.send_text(json.dumps({"type": "call", "id": 9, "method": "scene/layout", "params": {"scene": "another"}}))
    reply = sock.receive_json(lambda m: m["type"] == "result")
    assert reply["id"] == 9 and reply["result"]["scene"] == "secret-scene"
    # A message beyond 64 KiB closes the connection.
    sock.send_text(json.dumps({"type": "reveal", "node": "x" * (70 * 1024)}))
    with pytest.raises((ConnectionError, OSError)):
        for _ in range(100):
            opcode, _ = sock.receive()
            if opcode == 0x8:
                raise ConnectionError("closed")
    sock.close()
    assert_alive(daemon)


def test_the_message_rate_is_capped(served):
    daemon, host, port, token = served
    sock = RawSocket(host, port, f"/ws?scene=secret-scene&token={token}")
    for _ in range(400):
        sock.send_text('{"type": "full"}')
    refused = sock.receive_json(lambda m: m["type"] == "error")
    assert "too many messages" in refused["message"]
    sock.close()
    assert_alive(daemon)


def test_a_hundred_connections_at_once(served):
    daemon, host, port, token = served
    results = [None] * 100

    def connect(i):
        try:
            s = RawSocket(host, port, f"/ws?scene=secret-scene&token={token}", timeout=10)
            results[i] = s
        except OSError as error:
            results[i] = error

    threads = [threading.Thread(target=connect, args=(i,)) for i in range(100)]
    for t in threads:
        t.start()
    assert_alive(daemon)
    for t in threads:
        t.join(30)
    sockets = [r for r in results if isinstance(r, RawSocket)]
    upgraded = [s for s in sockets if s.status == 101]
    print(f"upgraded {len(upgraded)}, refused {sum(1 for s in sockets if s.status == FULL)}, failed {sum(1 for r in results if not isinstance(r, RawSocket))}")
    assert 1 <= len(upgraded) <= 16
    assert all(s.status in (101, FULL) for s in sockets)
    assert_alive(daemon)
    for s in sockets:
        s.close()
    # Slots come back once they are closed.
    deadline = time.time() + 10
    while True:
        s = RawSocket(host, port, f"/ws?scene=secret-scene&token={token}")
        if s.status == 101 or time.time() > deadline:
            break
        s.close()
        time.sleep(0.2)
    assert s.status == 101
    s.close()


def test_a_page_that_never_reads_is_bounded(served):
    daemon, host, port, token = served
    stalled = RawSocket(host, port, f"/ws?scene=secret-scene&token={token}")
    assert stalled.status == 101
    stalled.sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    text = open(__import__("previewkit").EXAMPLES / HELP).read()
    worst = 0.0
    for i in range(400):
        start = time.time()
        daemon.result("scene/reload", {"scene": "secret-scene", "text": text.replace("Score: 0", f"Score: {i}")})
        worst = max(worst, time.time() - start)
    print(f"slowest reload with a stalled page: {worst * 1000:.1f} ms")
    assert worst < LIVENESS_S
    assert_alive(daemon)
    # Another page is served meanwhile, and sees the last edit.
    fresh = RawSocket(host, port, f"/ws?scene=secret-scene&token={token}")
    assert fresh.status == 101
    full = fresh.receive_json(lambda m: m["type"] == "full")
    assert "Score: 399" in full["svg"]
    fresh.close()
    stalled.close()
