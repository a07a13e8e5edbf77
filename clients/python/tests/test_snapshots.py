"""Picture snapshots: recording, comparing, re-recording, and what a mismatch leaves behind."""

import os
import subprocess
import sys

import pytest

from popsplit import SnapshotMismatch, SnapshotRecorded, assert_snapshot, png, render_png


@pytest.fixture
def gallery(popsplit, scenes):
    return popsplit.open_scene(scenes / "popover-rotation.json")


def test_a_missing_snapshot_is_recorded_and_fails_once_without_pytest(scenes, tmp_path):
    """Outside pytest (no plugin to fail the test at its end) the assertion itself fails."""
    script = tmp_path / "check.py"
    script.write_text(
        "import sys\n"
        "import popsplit\n"
        "with popsplit.Session() as session:\n"
        "    scene = session.open_scene(sys.argv[1])\n"
        "    try:\n"
        "        popsplit.assert_snapshot(scene, 'launch', directory=sys.argv[2])\n"
        "    except popsplit.SnapshotMismatch as error:\n"
        "        print('raised:', error)\n"
        "    print('matched:', popsplit.assert_snapshot(scene, 'launch', directory=sys.argv[2]))\n"
        "    print(scene.text(), end='')\n", encoding="utf-8")
    folder = tmp_path / "snapshots"
    done = subprocess.run([sys.executable, str(script), str(scenes / "popover-rotation.json"), str(folder)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == f"raised: no snapshot launch.txt was stored yet: recorded it now at {folder / 'launch.txt'}."
    assert lines[2] == f"matched: {folder / 'launch.txt'}"
    stored = (folder / "launch.txt").read_text(encoding="utf-8")
    assert stored.startswith("portrait 768x1024, 96x48 cells\n")
    assert stored == "\n".join(lines[3:]) + "\n"


def test_a_link_planted_where_a_snapshot_is_written_is_replaced_not_followed(gallery, tmp_path):
    victim = tmp_path / "victim"
    victim.write_text("precious", encoding="utf-8")
    folder = tmp_path / "snapshots"
    folder.mkdir()
    (folder / "launch.txt").symlink_to(victim)
    (folder / "moved.actual.txt").symlink_to(victim)
    assert_snapshot(gallery, "launch", directory=folder, record=True)
    assert not (folder / "launch.txt").is_symlink()
    assert (folder / "launch.txt").read_text(encoding="utf-8") == gallery.text()
    assert_snapshot(gallery, "moved", directory=folder, record=True)
    gallery.tap("shareButton")
    with pytest.raises(SnapshotMismatch):
        assert_snapshot(gallery, "moved", directory=folder)
    assert not (folder / "moved.actual.txt").is_symlink()
    assert victim.read_text(encoding="utf-8") == "precious"
    assert sorted(p.name for p in folder.iterdir()) == ["launch.txt", "moved.actual.txt", "moved.txt"]


def test_the_snapshot_lives_beside_the_test(gallery):
    here = os.path.dirname(os.path.abspath(__file__))
    path = assert_snapshot(gallery, "gallery-launch", columns=48, rows=24)
    assert str(path) == os.path.join(here, "__snapshots__", "gallery-launch.txt")


def test_a_text_mismatch_shows_a_diff_and_writes_the_actual_picture(gallery, tmp_path):
    assert_snapshot(gallery, "gallery", directory=tmp_path, record=True)
    gallery.tap("shareButton")
    with pytest.raises(SnapshotMismatch) as raised:
        assert_snapshot(gallery, "gallery", directory=tmp_path)
    message = str(raised.value)
    assert "snapshot gallery.txt differs from the scene's picture:" in message
    assert "--- gallery.txt (stored)" in message and "+++ gallery.actual.txt (actual)" in message
    assert "+" + gallery.text().splitlines()[4] in message  # the popover's top edge, now drawn
    assert "╔" in gallery.text().splitlines()[4]
    assert "pytest --popsplit-record" in message
    assert (tmp_path / "gallery.actual.txt").read_text(encoding="utf-8") == gallery.text()
    gallery.dismiss_popover("sharePopover")
    assert_snapshot(gallery, "gallery", directory=tmp_path)
    assert not (tmp_path / "gallery.actual.txt").exists(), "a match removes the stale actual picture"


def test_record_mode_rewrites_and_passes(gallery, tmp_path, monkeypatch):
    assert_snapshot(gallery, "gallery", directory=tmp_path, record=True)
    gallery.rotate("landscapeLeft")
    monkeypatch.setenv("POPSPLIT_RECORD", "1")
    with pytest.warns(SnapshotRecorded):
        assert_snapshot(gallery, "gallery", directory=tmp_path)
    assert (tmp_path / "gallery.txt").read_text(encoding="utf-8").startswith("landscapeLeft 1024x768")


def test_png_snapshots_compare_pixels_and_draw_the_difference(gallery, tmp_path):
    assert_snapshot(gallery, "gallery", format="png", directory=tmp_path, record=True)
    picture = png.decode((tmp_path / "gallery.png").read_bytes())
    assert (picture.width, picture.height) == (384, 512)  # 768 x 1024 at scale 0.5
    assert picture.pixel(100, 4)[:3] == (0, 0, 0)  # the black status bar (ROT-01)
    gallery.tap("shareButton")
    with pytest.raises(SnapshotMismatch) as raised:
        assert_snapshot(gallery, "gallery", format="png", directory=tmp_path)
    assert "pixels" in str(raised.value) and "difference:" in str(raised.value)
    diff = png.decode((tmp_path / "gallery.diff.png").read_bytes())
    actual = png.decode((tmp_path / "gallery.actual.png").read_bytes())
    assert (diff.width, diff.height) == (384, 512)
    share = gallery.popover("sharePopover").frame
    centre = (int(share.center.x / 2), int(share.center.y / 2))
    assert diff.pixel(*centre) == (255, 0, 0, 255), "the popover's area differs"
    assert diff.pixel(10, 500)[3] == 0x40, "the bottom-left corner is unchanged: faint"
    assert actual == png.decode(render_png(gallery))


def test_a_png_within_tolerance_passes(gallery, tmp_path):
    path = assert_snapshot(gallery, "gallery", format="png", directory=tmp_path, record=True)
    image = png.decode(path.read_bytes())
    nudged = bytearray(image.rgba)
    nudged[0] = (nudged[0] + 3) % 256
    path.write_bytes(png.encode(png.Image(image.width, image.height, bytes(nudged))))
    with pytest.raises(SnapshotMismatch, match="1 of 196608 pixels"):
        assert_snapshot(gallery, "gallery", format="png", directory=tmp_path)
    assert_snapshot(gallery, "gallery", format="png", directory=tmp_path, tolerance=3)
    assert_snapshot(gallery, "gallery", format="png", directory=tmp_path, max_diff_pixels=1)
    assert not (tmp_path / "gallery.diff.png").exists()


def test_the_png_replay_follows_answered_questions_POP_19(popsplit, scenes, tmp_path):
    """The PNG is drawn by replaying the scene's requests with the answers its handlers gave: a
    refused dismissal (POP-19) keeps the popover in the picture too."""
    scene = popsplit.open_scene(scenes / "popover-delegate.json")
    scene.tap("brushButton")
    scene.on_question("popoverControllerShouldDismissPopover:", False)
    scene.tap((600, 300))
    script = popsplit.replay_script(scene.id)
    assert script[-1] == {"jsonrpc": "2.0", "id": "q1", "result": False}
    assert_snapshot(scene, "kept", format="png", directory=tmp_path, record=True)
    kept = png.decode((tmp_path / "kept.png").read_bytes())
    frame = scene.popover("brushPopover").content_frame
    inside = kept.pixel(int(frame.center.x / 2), int(frame.center.y / 2))
    assert inside[:3] != (255, 0, 0)
    assert popsplit.calls[-1].method == "scene/render"  # the live picture the replay was checked against
