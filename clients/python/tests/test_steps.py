"""Exhaustive steps: what passes, and what a failure says."""

import pytest

from popsplit import ANY, StepFailure, event
from popsplit.diff import align, table


@pytest.fixture
def gallery(popsplit, scenes):
    return popsplit.open_scene(scenes / "popover-rotation.json")


SHOWN = ["sharePopover", "shareSheet", "shareTargets"]


def test_a_step_with_two_actions_asserts_each_in_turn_POP_20(gallery):
    """POP-20: dismissing from code sends the disappearance messages only."""
    with gallery.step() as s:
        gallery.tap("shareButton")
        s.expect_events(["viewWillAppear:@shareSheet", "viewDidAppear:@shareSheet"])
        gallery.dismiss_popover("sharePopover")
        s.expect_events([event("viewWillDisappear:", "shareSheet", animated=True), "viewDidDisappear:@shareSheet"])
        s.expect_no_layout_change()  # measured from the step's start: shown, then gone
    assert len(s.calls) == 2 and [c.method for c in s.calls] == ["touch/tap", "popover/dismiss"]


def test_unasserted_events_and_changes_fail_at_the_end_with_what_to_paste(gallery):
    with pytest.raises(StepFailure) as raised:
        with gallery.step():
            gallery.tap("shareButton")
    message = str(raised.value)
    assert message.startswith("step of scene 's1' (touch/tap {\"point\": [743, 42]}) failed:\n")
    assert "2 event(s) not asserted:\n  + viewWillAppear:@shareSheet {animated: true}\n" in message
    assert "assert them with: s.expect_events(['viewWillAppear:@shareSheet', 'viewDidAppear:@shareSheet'])" in message
    assert "layout changes not asserted (layout 1 -> 2):\n  + sharePopover (popover) [422, 57, 336, 736]\n" in message
    assert f"assert them with: s.expect_layout_changed(added={SHOWN!r})" in message
    assert "scene.step(non_exhaustive=True)" in message


def test_a_wrong_event_list_shows_both_sides_aligned(gallery):
    with pytest.raises(StepFailure) as raised:
        with gallery.step() as s:
            gallery.tap("shareButton")
            s.expect_events(["viewWillAppear:@shareSheet", "viewDidAppear:@photoInfo", "popoverControllerDidDismissPopover:"])
    lines = str(raised.value).splitlines()
    assert lines[1] == "events differ (expected 3, got 2):"
    assert lines[3].startswith("       1 viewWillAppear:@shareSheet")
    assert lines[3].endswith("|   1 viewWillAppear:@shareSheet {animated: true}")
    assert lines[4].startswith("  ≠    2 viewDidAppear:@photoInfo")
    assert lines[4].endswith("|   2 viewDidAppear:@shareSheet {animated: true}")
    assert lines[5].startswith("  -    3 popoverControllerDidDismissPopover:")
    assert lines[5].endswith("|")


def test_non_exhaustive_checks_only_what_is_stated(gallery):
    with gallery.step(non_exhaustive=True) as s:
        gallery.tap("shareButton")
        s.expect_popover("sharePopover", arrow="up", content="shareSheet")


def test_an_error_inside_the_step_is_not_hidden_by_the_exhaustive_check(gallery):
    with pytest.raises(KeyError, match="no node 'shareButon'.*did you mean 'shareButton'"):
        with gallery.step():
            gallery.tap("shareButton")
            gallery.tap("shareButon")


def test_layout_categories_are_each_exact(gallery):
    with pytest.raises(StepFailure) as raised:
        with gallery.step() as s:
            gallery.tap("shareButton")
            s.skip_events()
            s.expect_layout_changed(added=["sharePopover", "shareSheet", "photoInfo"])
    message = str(raised.value)
    assert "added: expected ['sharePopover', 'shareSheet', 'photoInfo'], got ['sharePopover', 'shareSheet', 'shareTargets']" in message
    assert "expected but not added: ['photoInfo']" in message
    assert "added but not expected: ['shareTargets']" in message


def test_frames_nodes_and_popovers_ROT_01(gallery):
    """ROT-01: after a rotation the status bar spans the landscape width."""
    with gallery.step() as s:
        gallery.rotate("landscapeLeft")
        s.skip_events()
        s.expect_frames({"statusBar": [0, 0, 1024, 20]})
        s.expect_node("photosNav.navigationBar", frame=[0, 20, 1024, 44], bar_style="default")
        s.expect_layout_changed(orientation="landscapeLeft", moved=ANY)
    with pytest.raises(StepFailure, match=r"statusBar: expected \[0, 0, 768, 20\], got \[0, 0, 1024, 20\]"):
        with gallery.step(non_exhaustive=True) as s:
            s.expect_frames({"statusBar": [0, 0, 768, 20]})
    with pytest.raises(StepFailure, match=r"arrowDirection: expected 'down', got 'up'"):
        with gallery.step(non_exhaustive=True) as s:
            gallery.tap("shareButton")
            s.expect_popover("sharePopover", arrow="down")


def test_no_layout_change_and_the_orientation_must_be_stated(gallery):
    with pytest.raises(StepFailure, match="expected no layout change, got"):
        with gallery.step(non_exhaustive=True) as s:
            gallery.tap("shareButton")
            s.expect_no_layout_change()
    with pytest.raises(StepFailure, match="orientation portrait -> landscapeRight"):
        with gallery.step() as s:
            gallery.rotate("landscapeRight")
            s.skip_events()
            s.expect_layout_changed(moved=ANY, changed=ANY)


def test_align_pairs_runs_of_missing_and_unexpected():
    rows = align(["a", "b", "c", "d"], ["a", "x", "d", "e"], lambda e, a: e == a)
    assert rows == [(" ", 0, 0), ("≠", 1, 1), ("-", 2, None), (" ", 3, 2), ("+", None, 3)]
    text = table(rows, ["a", "b", "c", "d"], ["a", "x", "d", "e"])
    assert text.splitlines()[2] == "  ≠    2 b        |   2 x"


#: A navigation controller and its root with long ids: their rotation events' names alone fill
#: the expected column, so only the targets tell them apart.
LONG_IDS = {"popsplit": 1, "root": {
    "id": "sharedPhotoLibraryNavigationController", "type": "navigation",
    "children": [{"id": "sharedAlbumsGridViewControllerInTheLibrary", "title": "Albums"}]}}


def columns_of(message):
    """The diff table's rows as (expected, actual) texts, each cell's folded lines joined."""
    lines = message.splitlines()
    header = next(i for i, line in enumerate(lines) if line.lstrip().startswith("expected"))
    bar = lines[header + 1].index(" | ") if " | " in lines[header + 1] else lines[header + 1].rindex(" |")
    rows = []
    for line in lines[header + 1:]:
        if not line.startswith("  ") or line.startswith("  ("):
            break
        left, right = line[:bar], line[bar + 3:]
        continued = line[:8].strip() == ""
        left_text, right_text = left[9:].strip(), right[4:].strip()
        if continued and rows:
            rows[-1] = (rows[-1][0] + left_text, rows[-1][1] + right_text)
        else:
            rows.append((left_text, right_text))
    return rows


def test_long_targets_are_folded_never_cut(popsplit):
    """Rotation events differ only by their targets, past the expected column's width: each cell
    is folded onto more lines, the target kept whole on one."""
    scene = popsplit.open_scene(document=LONG_IDS)
    nav, grid = "sharedPhotoLibraryNavigationController", "sharedAlbumsGridViewControllerInTheLibrary"
    expected = [f"willRotateToInterfaceOrientation:duration:@{nav}",
                f"willRotateToInterfaceOrientation:duration:@{grid}",
                f"willAnimateRotationToInterfaceOrientation:duration:@{grid}",
                f"willAnimateRotationToInterfaceOrientation:duration:@{nav}",
                f"didRotateFromInterfaceOrientation:@{nav}",
                f"didRotateFromInterfaceOrientation:@{grid}"]
    with pytest.raises(StepFailure) as raised:
        with scene.step() as s:
            scene.rotate("landscapeLeft")
            s.expect_events(expected)
    message = str(raised.value)
    assert "…" not in message
    rows = columns_of(message)
    assert [left for left, _ in rows if left] == expected
    actual = [str(e).replace(" ", "") for e in scene.events[-6:]]
    assert [right.replace(" ", "") for _, right in rows if right] == actual
    for line in message.splitlines():
        for target in (nav, grid):
            if "@" + target[:12] in line:
                assert "@" + target in line, f"a target cut across lines: {line!r}"
    assert max(len(line.split(" | ")[0]) for line in message.splitlines() if " | " in line) <= 2 + 3 + 3 + 1 + 56


def test_a_cell_longer_than_its_column_is_folded_at_its_boundaries():
    """A selector folds after its colons, a target before its '@'; nothing is left out."""
    long = "splitViewController:willHideViewController:withBarButtonItem:forPopoverController:@mailSplit"
    lines = table([("≠", 0, 0)], [long], ["x"], width=40).splitlines()[1:]
    assert lines[0] == "  ≠    1 " + "splitViewController:".ljust(39) + " |   1 x"
    assert [line[9:].split(" |")[0].rstrip() for line in lines] == [
        "splitViewController:", "willHideViewController:", "withBarButtonItem:forPopoverController:", "@mailSplit"]
    assert all(line.startswith("         ") and line.rstrip().endswith("|") for line in lines[1:])
    unbreakable = "x" * 50
    lines = table([("-", 0, None)], [unbreakable], [], width=40).splitlines()[1:]
    assert [line[9:].split(" |")[0].rstrip() for line in lines] == ["x" * 40, "x" * 10]
