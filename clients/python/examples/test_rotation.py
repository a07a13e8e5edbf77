"""Rotation, step by step: copy this file to start testing your own scenes.

Rule ids (ROT-02 ...) are those of protocol.md, section 10.
"""

from pathlib import Path

import pytest

from popsplit import ANY, assert_snapshot

SCENES = Path(__file__).resolve().parents[3] / "examples" / "scenes"

WILL_ROTATE = "willRotateToInterfaceOrientation:duration:"
WILL_ANIMATE = "willAnimateRotationToInterfaceOrientation:duration:"
DID_ROTATE = "didRotateFromInterfaceOrientation:"


def test_rotation_messages_reach_every_visible_controller_in_order(popsplit):
    """ROT-01, ROT-03: willRotate, willAnimate, then didRotate, each to every visible controller,
    parents first; the screen becomes 1024 x 768 and every node moves."""
    scene = popsplit.open_scene(SCENES / "popover-rotation.json")
    with scene.step() as s:
        rotation = scene.rotate("landscapeLeft")
        s.expect_events([f"{WILL_ROTATE}@photosNav", f"{WILL_ROTATE}@gallery",
                         f"{WILL_ANIMATE}@photosNav", f"{WILL_ANIMATE}@gallery",
                         f"{DID_ROTATE}@photosNav", f"{DID_ROTATE}@gallery"])
        s.expect_layout_changed(orientation="landscapeLeft", moved=ANY)
        s.expect_frames({"statusBar": [0, 0, 1024, 20], "photosNav": [0, 20, 1024, 748]})
    assert (rotation.rotated, rotation.from_, rotation.to, rotation.duration) == (True, "portrait", "landscapeLeft", 0.4)
    assert scene.layout.transition.kind == "rotation"
    assert_snapshot(scene, "gallery-landscape")


def test_a_popover_shown_from_a_rect_waits_to_be_presented_again(popsplit):
    """POP-27: after a rotation, a popover presented from a rect stays where it was and needs
    presentation (UIKit leaves it to the app's didRotate); a bar button item's would move."""
    scene = popsplit.open_scene(SCENES / "popover-rotation.json")
    scene.tap("infoButton")
    with scene.step(non_exhaustive=True) as s:  # only what this test is about
        rotation = scene.rotate("landscapeLeft")
        assert s.events[-1].name == "popoverNeedsPresentation"
        assert s.events[-1].args == {"popoverController": "infoPopover", "reason": "rotation"}
    assert rotation.needs_presentation == ["infoPopover"]
    assert scene.popover("infoPopover").needs_presentation is True


@pytest.mark.parametrize("orientation", ["landscapeLeft", "portraitUpsideDown"])
def test_a_tab_that_supports_portrait_only_refuses_the_rotation(popsplit, orientation):
    """ROT-02: the tab bar controller asks every tab; the Camera tab refuses, so nothing happens:
    no event, no layout."""
    scene = popsplit.open_scene(SCENES / "rotation-refusal.json")
    with scene.step() as s:
        refused = scene.rotate(orientation)
        s.expect_no_events()
        s.expect_no_layout_change()
    assert (refused.rotated, refused.refused_by) == (False, "camera")
    assert scene.orientation == "portrait"
