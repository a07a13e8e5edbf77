"""Popovers, step by step: copy this file to start testing your own scenes.

Each step states exactly which events UIKit sends and how the screen changes; anything else fails
the step with a side-by-side diff. Rule ids (POP-09 ...) are those of protocol.md, section 10.

Run it with ``pytest clients/python/examples/test_popovers.py`` (the daemon comes from
POPSPLIT_BIN, PATH or the repository's ``.build/release/popsplit``).
"""

from pathlib import Path

from popsplit import assert_snapshot, event

# The repository's example scenes (examples/scenes/*.json); point this at your own documents.
SCENES = Path(__file__).resolve().parents[3] / "examples" / "scenes"


def test_share_shows_a_popover_pointing_up_at_its_button(popsplit):
    """POP-09: tapping Share in portrait presents sharePopover from the bar button item: arrow up,
    its tip on the item's bottom edge, 320 pt wide (its content's contentSizeForViewInPopover);
    the content hears viewWillAppear: then viewDidAppear:."""
    scene = popsplit.open_scene(SCENES / "popover-rotation.json")
    with scene.step() as s:
        tap = scene.tap("shareButton")
        s.expect_events([event("viewWillAppear:", "shareSheet", animated=True),
                         event("viewDidAppear:", "shareSheet", animated=True)])
        s.expect_layout_changed(added=["sharePopover", "shareSheet", "shareTargets"])
    assert tap.action == "presentPopover"
    share = scene.popover("sharePopover")
    button = scene.node("shareButton").frame
    assert share.arrow == "up"
    assert share.anchor == button
    assert share.arrow_tip.y == button.max_y
    assert share.content_frame.width == 320
    assert_snapshot(scene, "share-popover")


def test_the_delegate_decides_whether_an_outside_tap_dismisses(popsplit):
    """POP-19: a tap outside asks popoverControllerShouldDismissPopover:; NO keeps the popover
    and the tapped canvas gets nothing; YES dismisses it, then popoverControllerDidDismissPopover:."""
    scene = popsplit.open_scene(SCENES / "popover-delegate.json")
    scene.tap("brushButton")
    scene.on_question("popoverControllerShouldDismissPopover:", lambda question: False)
    with scene.step() as s:
        kept = scene.tap((600, 300))
        s.expect_questions([("popoverControllerShouldDismissPopover:", False)])
        s.expect_no_events()
        s.expect_no_layout_change()
    assert (kept.dismissed, kept.reason) == (False, "delegate")

    scene.on_question("popoverControllerShouldDismissPopover:", True)
    with scene.step() as s:
        scene.tap((600, 300))
        s.expect_events(["viewWillDisappear:@brushPicker", "viewDidDisappear:@brushPicker",
                         "popoverControllerDidDismissPopover:@brushPopover"])
        s.expect_layout_changed(removed=["brushPopover", "brushPicker", "brushSizes", "unsavedNote"])


def test_a_popover_presented_from_code_with_one_permitted_arrow(popsplit):
    """POP-10: permitting only `down` puts the popover above the Tags button, smaller if need
    be; explainPlacement says why before anything is shown."""
    scene = popsplit.open_scene(SCENES / "popover-rotation.json")
    why = scene.explain_placement(popover="tagPopover", from_rect=[0, 0, 100, 44], in_view="tagButton",
                                  arrows=["down"])
    assert why.arrow_direction == "down"
    assert why.placement.candidate("up").reason == "not permitted"
    with scene.step() as s:
        shown = scene.present_popover("tagPopover", from_rect=[0, 0, 100, 44], in_view="tagButton", arrows=["down"])
        s.expect_events(["viewWillAppear:@photoTags", "viewDidAppear:@photoTags"])
        s.expect_popover("tagPopover", arrow="down", frame=why.frame, content="photoTags")
        s.expect_layout_changed(added=["tagPopover", "photoTags", "tagList"])
    assert shown.frame.max_y == shown.arrow_tip.y == scene.node("tagButton").frame.y


def test_the_share_popover_as_a_picture(popsplit):
    """POP-09, POP-28 in a picture: the daemon's own PNG (librsvg), compared with the stored one.
    Text in a raster depends on the fonts installed, so a few pixels may differ a little."""
    scene = popsplit.open_scene(SCENES / "popover-rotation.json")
    scene.tap("shareButton")
    assert_snapshot(scene, "share-popover", format="png", tolerance=48, max_diff_pixels=400)
