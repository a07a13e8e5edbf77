"""Split views, step by step: copy this file to start testing your own scenes.

Rule ids (SPL-01 ...) are those of protocol.md, section 10. The marker
``@pytest.mark.popsplit(profile=...)`` runs a test under another iOS release's behaviour.
"""

from pathlib import Path

import pytest

from popsplit import ANY, assert_snapshot, event

SCENES = Path(__file__).resolve().parents[3] / "examples" / "scenes"


def test_launch_in_portrait_hides_the_master(popsplit):
    """SPL-02, SPL-05: launching in portrait, the split view controller tells its delegate it
    hides the master, right after didFinishLaunching; the detail fills the screen and the master's
    bar button item sits on the detail's navigation bar."""
    scene = popsplit.open_scene(SCENES / "split-mail.json")
    launch = scene.opened
    assert launch.event_names[:3] == [
        "application:didFinishLaunchingWithOptions:", "UIApplicationDidFinishLaunchingNotification",
        "splitViewController:willHideViewController:withBarButtonItem:forPopoverController:@mailSplit"]
    assert launch.events[2].args == {"viewController": "mailboxesNav", "barButtonItem": "mailSplit.masterButton",
                                     "popoverController": "mailSplit.masterPopover"}
    assert scene.node("messageNav").frame == [0, 20, 768, 1004]
    assert scene.node("mailSplit.masterButton").parent == "messageNav.navigationBar"
    assert not scene.has_node("mailboxesNav")


def test_the_master_slides_in_under_ios_5_1(popsplit):
    """SPL-07, SPL-08 (ios5.1, the document's profile): the item shows the master slid in from the
    left, full height, after willPresentViewController:."""
    scene = popsplit.open_scene(SCENES / "split-mail.json")
    with scene.step() as s:
        shown = scene.tap("mailSplit.masterButton")
        s.expect_events([
            event("splitViewController:popoverController:willPresentViewController:", "mailSplit",
                  popoverController="mailSplit.masterPopover", viewController="mailboxesNav"),
            "viewWillAppear:@mailboxesNav", "viewWillAppear:@mailboxes",
            "viewDidAppear:@mailboxesNav", "viewDidAppear:@mailboxes"])
        s.expect_node("mailSplit.masterPopover", kind="slideOver", frame=[0, 20, 320, 1004], edge="right")
        s.expect_layout_changed(added=["mailSplit.masterPopover", "mailboxesNav", "mailboxes", "mailboxList",
                                       "inboxRow", "vipRow", "draftsRow", "sentRow", "trashRow",
                                       "mailboxesNav.navigationBar", "editMailboxes", "mailboxesNav.title"])
    assert (shown.action, shown.master_shown, shown.animation.kind) == ("toggleMaster", True, "slide")
    assert_snapshot(scene, "mail-master-slid-in")


@pytest.mark.popsplit(profile="ios5.0")
def test_the_master_shows_in_a_popover_under_ios_5_0(popsplit):
    """SPL-08 (ios5.0, chosen by the marker over the document's ios5.1): the master shows in an
    arrowed popover pointing up at its item."""
    scene = popsplit.open_scene(SCENES / "split-mail.json")
    assert scene.profile == "ios5.0"
    scene.tap("mailSplit.masterButton")
    master = scene.popover("mailSplit.masterPopover")
    assert master.arrow == "up"
    assert master.anchor == scene.node("mailSplit.masterButton").frame


def test_landscape_shows_both_panes(popsplit):
    """SPL-01, SPL-06: rotating to landscape, the delegate hears willShowViewController: and the
    master takes its 320 pt pane, a 1 pt divider, the detail the rest."""
    scene = popsplit.open_scene(SCENES / "split-mail.json")
    with scene.step() as s:
        scene.rotate("landscapeLeft")
        assert "splitViewController:willShowViewController:invalidatingBarButtonItem:@mailSplit" in [
            e.key for e in s.pending_events]
        s.skip_events()
        s.expect_frames({"mailboxesNav": [0, 20, 320, 748], "mailSplit.divider": [320, 20, 1, 748],
                         "messageNav": [321, 20, 703, 748]})
        s.expect_layout_changed(orientation="landscapeLeft", added=ANY, removed=["mailSplit.masterButton"], moved=ANY)


def test_dragging_the_pane_splitter_asks_the_delegate(popsplit):
    """SVC-03: dragging a draggable splitter whose split view constrains its position asks
    splitViewController:constrainSplitPosition:splitViewSize:; the answer is where it goes."""
    scene = popsplit.open_scene(SCENES / "versatile-panes.json")
    asked = []

    def snap_to_grid(question):
        asked.append(question.args["proposedPosition"])
        return 420.5

    scene.on_question("splitViewController:constrainSplitPosition:splitViewSize:", snap_to_grid)
    with scene.step() as s:
        drag = scene.drag((300, 400), (400, 400))
        s.expect_events([event("splitViewController:willMoveSplitToPosition:", "editorSplit", position=420.5)])
        s.expect_layout_changed(moved=ANY, changed=ANY)
    assert asked == [400.5]
    assert (drag.handled, drag.moved, drag.split_point) == (True, True, 420.5)
    assert scene.node("editorSplit.divider").split_point == 420.5
