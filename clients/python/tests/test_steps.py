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
