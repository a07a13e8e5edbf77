"""Shared fixtures of the client's own tests (the plugin itself comes from the installed package)."""

from pathlib import Path

import pytest

pytest_plugins = ["pytester"]

REPO = Path(__file__).resolve().parents[3]
SCENES = REPO / "examples" / "scenes"


@pytest.fixture
def scenes() -> Path:
    """The repository's examples/scenes directory."""
    return SCENES
