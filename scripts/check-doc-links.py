#!/usr/bin/env python3
"""Checks that every relative link in the repository's Markdown files resolves.

For each Markdown file git tracks (or every *.md under the current directory outside .build*,
node_modules and test-logs when git is not there), each link `[text](target)`, image
`![alt](target)`, reference definition `[name]: target` and HTML `href="..."` / `src="..."`
outside code is checked: a relative path must name a file or folder of the repository, and an
anchor (`#section`, `file.md#section`) a heading of that Markdown file, spelt as GitHub spells
heading anchors (lower case, punctuation dropped, spaces to hyphens, -1, -2 ... for repeats), or an
explicit `<a id="...">` / `<a name="...">`. Links with a scheme (https:, mailto: ...) are not
fetched. Prints each broken link as FILE:LINE: target: why, then "N passed, N failed" (one per
file); exits 1 when a link is broken.

Usage: python3 scripts/check-doc-links.py [FILE.md ...]   (default: every Markdown file)
"""

import os
import re
import subprocess
import sys
import unicodedata
from urllib.parse import unquote

SKIPPED_DIRS = ("node_modules", "test-logs", ".git")
LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*<?([^()\s<>]*(?:\([^()\s]*\)[^()\s<>]*)*)>?(?:\s+\"[^\"]*\")?\s*\)")
REFERENCE = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+.*)?$")
HTML = re.compile(r"""\b(?:href|src)\s*=\s*["']([^"']+)["']""")
EXPLICIT_ANCHOR = re.compile(r"""<a\s+(?:id|name)\s*=\s*["']([^"']+)["']""")
HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")
FENCE = re.compile(r"^\s{0,3}(```+|~~~+)")
CODE_SPAN = re.compile(r"(`+)(.+?)\1")


def markdown_files():
    try:
        out = subprocess.run(["git", "ls-files", "-z", "--", "*.md"], capture_output=True, check=True).stdout
        files = [name for name in out.decode().split("\0") if name]
        return sorted(name for name in files if os.path.exists(name))
    except (OSError, subprocess.CalledProcessError):
        found = []
        for folder, dirs, names in os.walk("."):
            dirs[:] = [d for d in dirs if d not in SKIPPED_DIRS and not d.startswith(".build")]
            found += [os.path.normpath(os.path.join(folder, n)) for n in names if n.endswith(".md")]
        return sorted(found)


def prose_lines(text):
    """(line number, line) outside fenced code blocks and indented code, code spans blanked."""
    fence = None
    previous_blank = True
    for number, line in enumerate(text.split("\n"), 1):
        match = FENCE.match(line)
        if fence:
            if match and match.group(1)[0] == fence[0] and len(match.group(1)) >= len(fence):
                fence = None
            continue
        if match:
            fence = match.group(1)
            continue
        if previous_blank and line.startswith("    ") and not line.lstrip().startswith(("-", "*", "|")):
            continue  # an indented code block (a list item's continuation is indented too: kept)
        previous_blank = not line.strip()
        yield number, CODE_SPAN.sub(lambda m: " " * len(m.group(0)), line)


def slug(heading):
    """GitHub's anchor for a heading's text."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # links: their text
    text = re.sub(r"<[^>]+>", "", text)  # inline HTML
    text = text.replace("`", "").replace("*", "").lower()
    kept = []
    for char in text:
        if char in " -_" or unicodedata.category(char)[0] in "LNM":
            kept.append("-" if char == " " else char)
    return "".join(kept)


anchors_cache = {}


def anchors(path):
    if path not in anchors_cache:
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        found, counts = set(), {}
        fence = None
        for line in text.split("\n"):
            match = FENCE.match(line)
            if fence:
                if match and match.group(1)[0] == fence[0] and len(match.group(1)) >= len(fence):
                    fence = None
                continue
            if match:
                fence = match.group(1)
                continue
            heading = HEADING.match(line)
            if heading:
                base = slug(heading.group(2))
                n = counts.get(base, 0)
                counts[base] = n + 1
                found.add(base if n == 0 else f"{base}-{n}")
            found.update(EXPLICIT_ANCHOR.findall(line))
        anchors_cache[path] = found
    return anchors_cache[path]


def targets(line):
    for pattern in (LINK, HTML):
        for match in pattern.finditer(line):
            yield match.group(1)
    match = REFERENCE.match(line)
    if match:
        yield match.group(1)


def check_target(source, target):
    """Why TARGET, linked from SOURCE, does not resolve, or None."""
    if not target or SCHEME.match(target) or target.startswith("//"):
        return None
    path, _, anchor = target.partition("#")
    path = unquote(path.split("?")[0])
    if path.startswith("/"):
        return "an absolute path (links must be relative to the file)"
    resolved = os.path.normpath(os.path.join(os.path.dirname(source), path)) if path else source
    if resolved.startswith(".."):
        return f"{resolved} is outside the repository"
    if not os.path.exists(resolved):
        return f"no file {resolved}"
    if anchor:
        if not resolved.endswith(".md") or os.path.isdir(resolved):
            return None  # an anchor into a source file (#L12) or a folder: not checked
        if unquote(anchor) not in anchors(resolved):
            return f"no heading '#{anchor}' in {resolved}"
    return None


def main(argv):
    files = argv[1:] or markdown_files()
    passed = failed = 0
    for source in files:
        broken = 0
        with open(source, encoding="utf-8") as handle:
            text = handle.read()
        for number, line in prose_lines(text):
            for target in targets(line):
                why = check_target(source, target)
                if why:
                    print(f"{source}:{number}: {target}: {why}")
                    broken += 1
        if broken:
            failed += 1
        else:
            passed += 1
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
