"""What the protocol promises on every request, checked on a seeded random walk through every
example scene under every profile: the client's bookkeeping (delta layouts, event numbering,
results) must agree with the daemon's own answers (protocol.md sections 5 and 9.7)."""

import random

import pytest

import popsplit as client
from popsplit import StateError, UIKitException

from conftest import SCENES

ORIENTATIONS = ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]
DOCUMENTS = sorted(SCENES.glob("*.json"))


def phase(name):
    """``will`` or ``did`` for a view or delegate message (section 5), ``None`` for the others."""
    if name.startswith("application") or ":" not in name:
        return None
    for part in name.split(":"):
        for prefix, kind in (("viewWill", "will"), ("viewDid", "did"), ("popoverControllerWill", "will"),
                             ("popoverControllerDid", "did"), ("pageViewControllerWill", "will"),
                             ("pageViewControllerDid", "did"), ("will", "will"), ("did", "did")):
            if part.startswith(prefix):
                return kind
    return None


def act(scene, rng):
    nodes = [n for n in scene.layout.nodes if n.frame.width >= 1 and n.frame.height >= 1]
    roll = rng.random()
    if roll < 0.6:
        return scene.tap(rng.choice(nodes).id)
    if roll < 0.75:
        return scene.rotate(rng.choice(ORIENTATIONS))
    if roll < 0.85:
        return scene.swipe(rng.choice(nodes).id, rng.choice(["left", "right", "up", "down"]))
    start = rng.choice(nodes).center
    end = (min(max(start.x + rng.randint(-300, 300), 0), scene.layout.screen.width - 1), start.y)
    return scene.drag(start, end)


@pytest.mark.popsplit(layout_mode="delta")
@pytest.mark.parametrize("document", DOCUMENTS, ids=[d.stem for d in DOCUMENTS])
def test_a_random_walk_keeps_the_protocols_promises_ROT_03(popsplit, document):
    """ROT-03 and section 5: within a request no will message follows a did message; every delta
    rebuilds the full layout scene/layout answers; a result's layoutVersion is the last layout's;
    events are numbered 1, 2, 3 ...; restore(snapshot()) changes nothing (section 9.7)."""
    rng = random.Random(document.stem)
    for profile in ("ios5.0", "ios5.1", "ios6"):
        scene = popsplit.open_scene(document, profile=profile)
        for _ in range(20):
            try:
                result = act(scene, rng)
            except (StateError, UIKitException):
                continue  # UIKit raising, or a state that refuses: the model is unchanged
            phases = [phase(e.name) for e in result.events]
            dids = [i for i, p in enumerate(phases) if p == "did"]
            assert not dids or "will" not in phases[dids[0]:], [e.key for e in result.events]
            assert scene.fetch_layout().nodes == scene.layout.nodes
            assert result.layout_version == scene.layout.version
            assert [e.seq for e in scene.events] == list(range(1, len(scene.events) + 1))
            if rng.random() < 0.25:
                saved, nodes = scene.snapshot(), scene.layout.nodes
                scene.restore(saved)
                assert scene.layout.nodes == nodes
                assert scene.snapshot().snapshot == saved.snapshot
        assert isinstance(scene.close(), client.CloseResult)
