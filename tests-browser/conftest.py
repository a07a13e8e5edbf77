"""Fixtures of the live preview page's browser tests: one headless Chromium (Debian's, through
Playwright for Python) per session, a fresh page and a fresh daemon per test."""
import sys
import pathlib

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))

from previewkit import Daemon, chromium  # noqa: E402


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=chromium(), args=["--no-sandbox", "--disable-gpu"])
        yield b
        b.close()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1400, "height": 1000}, device_scale_factor=1)
    page = context.new_page()
    page.errors = []
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    yield page
    context.close()


@pytest.fixture
def daemon():
    d = Daemon()
    yield d
    d.close()
