"""The live preview page in a real Chromium against a real daemon."""
import json
import os
import re
import shutil
import subprocess
import tempfile
import time

import pytest

from previewkit import (EXAMPLES, Daemon, binary, node_ids, open_example, schema_check, share_alike, start_preview)

HELP = "popover-settings-help.json"


def open_page(page, url):
    page.goto(url)
    page.wait_for_function("() => window.popsplitPreview && window.popsplitPreview.applied.length > 0", timeout=10000)


def page_ids(page):
    return page.evaluate("Array.from(document.querySelectorAll('#live svg > g[data-id]')).map(g => g.getAttribute('data-id'))")


def version(page):
    return page.evaluate("window.popsplitPreview.state.version")


def click_point(page, x, y):
    """Clicks a window point, mapped to the screen."""
    point = page.evaluate(
        """([x, y]) => {
            const svg = document.querySelector('#live svg');
            const p = new DOMPoint(x, y).matrixTransform(svg.getScreenCTM());
            return [p.x, p.y];
        }""", [x, y])
    page.mouse.click(point[0], point[1])


def click_node(page, node, alt=False):
    """Clicks the middle of a node's frame, mapped from window points to the screen."""
    point = page.evaluate(
        """(id) => {
            const svg = document.querySelector('#live svg');
            const g = Array.from(svg.children).find(c => c.getAttribute('data-id') === id);
            const [x, y, w, h] = g.getAttribute('data-frame').split(' ').map(Number);
            const p = new DOMPoint(x + w / 2, y + h / 2).matrixTransform(svg.getScreenCTM());
            return [p.x, p.y];
        }""", node)
    if alt:
        page.keyboard.down("Alt")
    page.mouse.click(point[0], point[1])
    if alt:
        page.keyboard.up("Alt")


def test_page_shows_the_scene_like_the_renderer(daemon, page, tmp_path):
    open_example(daemon, HELP, "help")
    started = start_preview(daemon, "help")
    assert started["scene"] == "help" and started["url"].startswith("http://127.0.0.1:") and "token=" in started["url"]
    schema_check(started, "previewStartResult")
    schema_check({"scene": "help", "node": None}, "previewHighlightResult")
    schema_check({"stopped": True}, "previewStopResult")
    open_page(page, started["url"])
    rendered = daemon.result("scene/render", {"scene": "help", "format": "svg"})["content"]
    assert page_ids(page) == node_ids(rendered) and "helpButton" in page_ids(page)
    assert page.inner_text("#version") == "v1"
    # The picture at scale 1, without bezel: a screenshot close to librsvg's PNG.
    page.click("#bezel")
    page.evaluate("window.popsplitPreview.state.zoom = 1; window.dispatchEvent(new Event('resize'))")
    box = page.evaluate("(() => { const r = document.querySelector('#live svg').getBoundingClientRect(); return [r.x, r.y, r.width, r.height]; })()")
    assert round(box[2]) == 1024 and round(box[3]) == 768, box
    shot = page.screenshot(clip={"x": round(box[0]), "y": round(box[1]), "width": 1024, "height": 768})
    png = tmp_path / "help.png"
    subprocess.run([binary(), "render", str(EXAMPLES / HELP), "--format", "png", "-o", str(png)], check=True)
    share = share_alike(shot, png.read_bytes())
    print(f"pixels alike (within 16): {share:.4f}")
    assert share > 0.97
    assert page.errors == []


def test_tap_on_a_bar_button_opens_the_popover_and_the_client_sees_the_events(daemon, page):
    open_example(daemon, HELP, "help")
    open_page(page, start_preview(daemon, "help")["url"])
    before = len(daemon.notifications)
    responses_before = set(daemon.responses)
    click_node(page, "helpButton")
    page.wait_for_function("() => document.querySelector('#live svg > g[data-kind=popover]') !== null", timeout=10000)
    events = [n["params"]["name"] for n in daemon.notifications_since(before, "scene/event")]
    assert any("viewWillAppear" in e for e in events), events
    layouts = daemon.notifications_since(before, "scene/layout")
    assert layouts and layouts[-1]["params"]["version"] == version(page)
    # The page's own request was answered to the page only.
    assert set(daemon.responses) == responses_before
    result = page.evaluate("window.popsplitPreview.lastResult")
    assert result["result"]["action"] == "presentPopover"
    assert page.evaluate("window.popsplitPreview.applied.at(-1).kind") == "patch"


def test_a_reload_patches_only_the_changed_element(daemon, page):
    text = (EXAMPLES / HELP).read_text()
    daemon.result("scene/open", {"scene": "help", "text": text})
    open_page(page, start_preview(daemon, "help")["url"])
    page.evaluate("document.querySelectorAll('#live svg > g[data-id]').forEach(g => g.dataset.mark = 'old')")
    edited = text.replace('"title": "Score: 0"', '"title": "Score: 42"')
    assert edited != text
    daemon.result("scene/reload", {"scene": "help", "text": edited})
    page.wait_for_function("() => window.popsplitPreview.state.version === 2", timeout=10000)
    fresh = page.evaluate("Array.from(document.querySelectorAll('#live svg > g[data-id]')).filter(g => g.dataset.mark !== 'old').map(g => g.getAttribute('data-id'))")
    assert fresh == ["scoreLabel"]
    assert "Score: 42" in page.inner_html("#live")
    last = page.evaluate("window.popsplitPreview.applied.at(-1)")
    assert last["kind"] == "patch" and last["changed"] == 1


def test_a_broken_document_keeps_the_last_picture_and_lists_the_diagnostics(daemon, page):
    text = (EXAMPLES / HELP).read_text()
    daemon.result("scene/open", {"scene": "help", "text": text})
    open_page(page, start_preview(daemon, "help")["url"])
    ids = page_ids(page)
    broken = text.replace('"id": "helpButton"', '"id": "newGameButton"')
    response = daemon.request("scene/reload", {"scene": "help", "text": broken})
    assert response["error"]["code"] == -32010
    page.wait_for_selector("#diagnostics:not([hidden])", timeout=10000)
    assert page.evaluate("document.getElementById('stage').classList.contains('broken')")
    assert page_ids(page) == ids and version(page) == 1
    assert "newGameButton" in page.inner_text("#diagnostics")
    # The list is in view at the page's usual size (1400 x 1000), above the picture, not below it.
    rect = json.loads(page.evaluate("JSON.stringify(document.getElementById('diagnostics').getBoundingClientRect())"))
    assert rect["top"] < 200 and rect["bottom"] < 1000, rect
    assert "errors" in page.inner_text("#status")
    daemon.result("scene/reload", {"scene": "help", "text": text})
    page.wait_for_selector("#diagnostics[hidden]", state="attached", timeout=10000)
    assert not page.evaluate("document.getElementById('stage').classList.contains('broken')")


def test_the_timeline_shows_earlier_states_and_restores_one(daemon, page):
    open_example(daemon, HELP, "help")
    open_page(page, start_preview(daemon, "help")["url"])
    click_node(page, "helpButton")
    page.wait_for_function("() => document.querySelector('#live svg > g[data-kind=popover]') !== null", timeout=10000)
    page.wait_for_function("() => document.querySelectorAll('#steps li').length === 2", timeout=10000)
    assert "touch/tap" in page.inner_text("#steps li:nth-child(2)")
    assert "viewWillAppear" in page.inner_text("#steps li:nth-child(2)")
    live_version = daemon.result("scene/layout", {"scene": "help"})["version"]
    # Step 0: before the tap, read-only: the live scene does not change.
    page.click("#steps li:nth-child(1)")
    page.wait_for_selector("#step-picture svg", timeout=10000)
    assert page.evaluate("document.querySelector('#step-picture svg > g[data-kind=popover]')") is None
    assert daemon.result("scene/layout", {"scene": "help"})["version"] == live_version
    assert any(n["kind"] == "popover" for n in daemon.result("scene/layout", {"scene": "help"})["nodes"])
    before = len(daemon.notifications)
    page.click("#restore")
    page.wait_for_function("() => document.querySelector('#live svg > g[data-kind=popover]') === null", timeout=10000)
    events = [n["params"]["name"] for n in daemon.notifications_since(before, "scene/event")]
    assert any("viewDidDisappear" in e for e in events), events
    assert not any(n["kind"] == "popover" for n in daemon.result("scene/layout", {"scene": "help"})["nodes"])
    page.wait_for_function("() => document.querySelectorAll('#steps li').length === 3", timeout=10000)
    assert "scene/restore" in page.inner_text("#steps li:nth-child(3)")


def test_alt_click_reveals_and_highlight_outlines(daemon, page):
    open_example(daemon, HELP, "help")
    open_page(page, start_preview(daemon, "help")["url"])
    before = len(daemon.notifications)
    click_node(page, "newGameButton", alt=True)
    reveal = daemon.wait_for_notification(lambda n: n["method"] == "preview/reveal", since=before)
    assert reveal["params"] == {"scene": "help", "node": "newGameButton"}
    schema_check({k: v for k, v in reveal.items() if k != "_at"}, "previewRevealNotification")
    schema_check({k: v for k, v in reveal.items() if k != "_at"}, "daemonMessage")
    # The alt-click changed nothing.
    assert daemon.notifications_since(before, "scene/event") == []
    assert daemon.result("preview/highlight", {"scene": "help", "node": "scoreLabel"}) == {"scene": "help", "node": "scoreLabel"}
    page.wait_for_selector("#live svg rect[data-outline=scoreLabel]", timeout=10000)
    daemon.result("preview/highlight", {"scene": "help", "node": None})
    page.wait_for_selector("#live svg rect[data-outline=scoreLabel]", state="detached", timeout=10000)


def test_both_orientations_and_the_device_keys(daemon, page):
    open_example(daemon, HELP, "help")
    open_page(page, start_preview(daemon, "help")["url"])
    page.click("#both")
    page.wait_for_selector("#rotated svg[data-orientation=portrait]", timeout=10000)
    assert daemon.result("scene/layout", {"scene": "help"})["orientation"] == "landscapeLeft"
    before = len(daemon.notifications)
    page.keyboard.press("]")
    page.wait_for_function("() => document.querySelector('#live svg').getAttribute('data-orientation') === 'portraitUpsideDown'", timeout=10000)
    events = [n["params"]["name"] for n in daemon.notifications_since(before, "scene/event")]
    assert "willRotateToInterfaceOrientation:duration:" in events
    page.wait_for_selector("#rotated svg[data-orientation=landscapeLeft]", timeout=10000)
    page.keyboard.press("b")
    daemon.wait_for_notification(lambda n: n["method"] == "scene/event" and n["params"]["name"] == "applicationDidEnterBackground:", since=before)


def test_a_touch_from_the_page_asks_the_editor_client(page):
    answers = []

    def answer(question):
        answers.append(question["method"])
        return False

    d = Daemon(delegate=True, answer=answer)
    try:
        open_example(d, HELP, "help")
        open_page(page, start_preview(d, "help")["url"])
        click_node(page, "helpButton")
        page.wait_for_function("() => document.querySelector('#live svg > g[data-kind=popover]') !== null", timeout=10000)
        click_point(page, 100, 400)
        page.wait_for_function("() => window.popsplitPreview.lastResult && window.popsplitPreview.lastResult.result && window.popsplitPreview.lastResult.result.reason === 'delegate'", timeout=10000)
        assert "delegate/popoverControllerShouldDismissPopover" in answers
        assert page.evaluate("document.querySelector('#live svg > g[data-kind=popover]') !== null")
    finally:
        d.close()


def free_port():
    import socket
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_popsplit_preview_watches_the_file_and_the_page_reconnects(page, tmp_path):
    document = tmp_path / "help.json"
    shutil.copy(EXAMPLES / HELP, document)
    port = free_port()
    command = [binary(), "preview", str(document), "--preview-port", str(port), "--token-file", str(tmp_path / "token")]

    def launch():
        proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        url = proc.stdout.readline().strip()
        assert url.startswith(f"http://127.0.0.1:{port}/?scene=help&token="), url
        return proc, url

    proc, url = launch()
    try:
        open_page(page, url)
        text = document.read_text()
        document.write_text(text.replace('"title": "Score: 0"', '"title": "Score: 7"'))
        page.wait_for_function("() => document.getElementById('live').innerHTML.includes('Score: 7')", timeout=10000)
        assert version(page) == 2
        assert "(file)" in page.inner_text("#steps")
        proc.kill()
        proc.wait()
        page.wait_for_function("() => document.getElementById('stage').classList.contains('offline')", timeout=10000)
        proc, url2 = launch()
        assert url2 == url
        page.wait_for_function("() => window.popsplitPreview.connects === 2 && !document.getElementById('stage').classList.contains('offline')", timeout=15000)
        page.wait_for_function("() => document.getElementById('live').innerHTML.includes('Score: 7')", timeout=10000)
        assert page.errors == []
    finally:
        proc.kill()
        proc.wait()


def test_serve_preview_logs_the_url_to_stderr_and_lists_the_scenes(page):
    d = Daemon("--preview")
    try:
        deadline = time.time() + 10
        while not any("live preview at" in line for line in d.stderr_lines) and time.time() < deadline:
            time.sleep(0.05)
        line = next(line for line in d.stderr_lines if "live preview at" in line)
        url = line.split("live preview at ", 1)[1].strip()
        assert re.match(r"^http://127\.0\.0\.1:\d+/\?token=[0-9a-f]{32}$", url), url
        open_example(d, HELP, "help")
        page.goto(url)
        page.wait_for_selector("#scenes a", timeout=10000)
        page.click("#scenes a")
        page.wait_for_function("() => window.popsplitPreview && window.popsplitPreview.applied.length > 0", timeout=10000)
        assert "helpButton" in page_ids(page)
        # preview/start for the scene reuses the server.
        started = start_preview(d, "help")
        assert started["url"].startswith(url.split("?")[0]) and "scene=help" in started["url"]
        assert d.result("preview/stop", {}) == {"stopped": True}
        page.wait_for_function("() => document.getElementById('stage').classList.contains('offline')", timeout=10000)
    finally:
        d.close()


def test_popsplit_preview_follows_a_storyboard_and_its_companion(page, tmp_path):
    """A storyboard previewed from the command line: an edit of the storyboard and the creation of
    its companion document (protocol.md, section 8.13) each reload the page."""
    storyboards = EXAMPLES.parent / "storyboards"
    document = tmp_path / "MasterDetail.storyboard"
    shutil.copy(storyboards / "MasterDetail.storyboard", document)
    port = free_port()
    command = [binary(), "preview", str(document), "--preview-port", str(port), "--token-file", str(tmp_path / "token")]
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        url = proc.stdout.readline().strip()
        assert url.startswith(f"http://127.0.0.1:{port}/?scene=MasterDetail&token="), url
        open_page(page, url)
        page.wait_for_function("() => document.getElementById('live').innerHTML.includes('Detail view content goes here')", timeout=10000)
        text = document.read_text()
        document.write_text(text.replace("Detail view content goes here", "Pick a note"))
        page.wait_for_function("() => document.getElementById('live').innerHTML.includes('Pick a note')", timeout=10000)
        assert "Shopping list" not in page.inner_html("#live")
        shutil.copy(storyboards / "MasterDetail.storyboard.popsplit.json", tmp_path / "MasterDetail.storyboard.popsplit.json")
        page.wait_for_function("() => document.getElementById('live').innerHTML.includes('Shopping list')", timeout=10000)
        assert page.errors == []
    finally:
        proc.kill()
        proc.wait()


def test_page_plays_a_rotation(daemon, page):
    """A change that animates plays its moments (protocol.md 13.3 `motion`, 12.5; ROT-03): the
    page hears of the rotation before its picture, fetches twelve moments of the 0.4 s turn
    (30 a second) and shows them in turn over the live picture (the frame the clock is at), the interface turning from a
    quarter clockwise towards upright, then the live picture again. Switched off (`a`), the next
    change is not played."""
    open_example(daemon, "split-mail.json", "mail")
    started = start_preview(daemon, "mail")
    open_page(page, started["url"])
    page.click("#rotate-right")
    # What the page shows while it plays, read in the same turn as the play is seen (a loaded
    # machine may end the 0.4 s play between two reads).
    playing = page.wait_for_function(
        """() => window.popsplitPreview.motions.some(m => m.outcome === 'playing')
            && { opacity: getComputedStyle(document.getElementById('live')).opacity,
                 pictures: document.querySelectorAll('#motion svg').length }""", timeout=10000).json_value()
    assert playing == {"opacity": "0", "pictures": 1}, playing
    page.wait_for_function("() => window.popsplitPreview.motions.some(m => m.outcome === 'played')", timeout=10000)
    record = page.evaluate("window.popsplitPreview.motions.find(m => m.outcome === 'played')")
    assert record["kind"] == "rotation" and record["duration"] == 0.4
    # Twelve moments drawn; shown as the frames came (a loaded machine skips some, never all).
    assert record["frames"] == 12 and 3 <= record["shown"] <= 12, record
    turns = record["turns"]
    assert turns[0] == 90 and all(a > b for a, b in zip(turns, turns[1:])) and turns[-1] > 0, turns
    assert page.is_hidden("#motion")
    assert page.evaluate("getComputedStyle(document.getElementById('live')).opacity") == "1"
    assert page.evaluate("document.querySelector('#live svg').getAttribute('data-orientation')") == "landscapeLeft"
    # The status line and the last result are the rotation's, not the moments' (quiet calls),
    # and no call of the play is left waiting.
    assert page.inner_text("#status-text") == "rotated to landscapeLeft"
    assert page.evaluate("window.popsplitPreview.lastResult.result.rotated") is True
    assert page.evaluate("window.popsplitPreview.state.pending.size + window.popsplitPreview.state.quiet.size") == 0
    page.keyboard.press("a")
    assert "on" not in (page.get_attribute("#animate", "class") or "")
    before = version(page)
    page.click("#rotate-left")
    page.wait_for_function(f"() => window.popsplitPreview.state.version > {before}", timeout=10000)
    page.wait_for_timeout(300)
    assert len(page.evaluate("window.popsplitPreview.motions")) == 1
    assert page.errors == []
