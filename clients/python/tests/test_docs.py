"""What a user follows to run tests from Python: the install command (with the extra that brings
pytest) and one name for the section, linked the same way from every document."""

import importlib.metadata
import re
import subprocess
import sys

from conftest import REPO

#: The install for running tests: the package and its ``test`` extra (pytest). Quoted, so that
#: zsh does not read the brackets as a pattern.
INSTALL = "pip install './clients/python[test]'"

#: The top-level README's section on the Python client, as every document names it.
SECTION = "Testing from Python"

READMES = [REPO / "README.md", REPO / "clients" / "python" / "README.md"]


def tracked_markdown():
    out = subprocess.run(["git", "ls-files", "-z", "--", "*.md"], cwd=REPO, capture_output=True, check=True).stdout
    return [REPO / name for name in out.decode().split("\0") if name]


def test_both_readmes_name_the_install_with_the_test_extra():
    for readme in READMES:
        assert INSTALL in readme.read_text(encoding="utf-8"), f"{readme} does not name {INSTALL}"


def test_the_installed_package_has_the_test_extra_with_pytest():
    metadata = importlib.metadata.metadata("popsplit")
    assert "test" in metadata.get_all("Provides-Extra")
    assert any(r.replace(" ", "") == 'pytest>=7;extra=="test"' for r in metadata.get_all("Requires-Dist"))


def test_the_section_has_one_name_in_every_document():
    headings = re.compile(r"^#{1,6}\s+(.*?)\s*$", re.M)
    top = headings.findall((REPO / "README.md").read_text(encoding="utf-8"))
    assert SECTION in top
    anchor = "#" + SECTION.lower().replace(" ", "-")
    linked = []
    for path in tracked_markdown():
        text = path.read_text(encoding="utf-8")
        for heading in headings.findall(text):
            assert heading.lower() != "from python", f"{path}: heading {heading!r}: the section is {SECTION!r}"
        assert "#from-python" not in text, f"{path} links the section by its old name"
        if anchor in text:
            linked.append(path.relative_to(REPO).as_posix())
    assert "clients/python/README.md" in linked and "docs/testing.md" in linked


def test_every_link_of_the_documents_resolves():
    done = subprocess.run([sys.executable, "scripts/check-doc-links.py"], cwd=REPO, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
