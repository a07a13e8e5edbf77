#!/usr/bin/env python3
"""Checks the Interface Builder import corpus against itself (standard library only).

For every NAME.storyboard / NAME.xib beside this script (and in examples/storyboards/):
- NAME.expect.json exists and is well-formed (README.md in this directory gives the format);
- the XML parses with xml.etree, except in refused files ("error" not null) that are malformed
  (their "line" must be where Python's parser stops too), hold a DOCTYPE (never parsed here)
  or are not XML at all;
- every id in "objects", "root" and "absent" occurs in the XML as an id=, storyboardIdentifier=
  or identifier= value (or is "filesOwner"), and no id is both expected and absent;
- ids named inside expected values (children, views, items, rows, segue ends, anchors,
  actions) are ids of the XML too;
- frames and autoresizing flags written in the expectation agree with the XML element carrying
  that id (storyboard vocabulary or the Xcode 4 keyed archive);
- every diagnostic's line exists and holds the expected text (the element's name).

It checks the corpus, not the importer: the importer's tests compare its output with the
expectations. Usage: check_expectations.py [directory ...]; exit status 1 on any problem.
"""

import json
import os
import re
import sys
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
DEFAULT_DIRS = [HERE, os.path.join(REPO, "examples", "storyboards")]

TOP_KEYS = {"format", "error", "top", "root", "objects", "absent", "diagnostics"}
PROFILES = {"ios5.0", "ios5.1", "ios6"}
ORIENTATIONS = {"portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"}
SEVERITIES = {"error", "warning", "information"}
CONTROLLER_TYPES = {"plain", "navigation", "tabBar", "pageView", "split", "versatileSplit", "container"}
VIEW_KINDS = {"view", "button", "label", "table", "toolbar", "navigationBar", "searchBar", "image",
              "textField", "textView", "segmentedControl", "switch", "slider", "scrollView"}
SEGUE_KINDS = {"push", "modal", "popover", "replace", "custom"}
AUTORESIZING = ["flexibleLeftMargin", "flexibleWidth", "flexibleRightMargin",
                "flexibleTopMargin", "flexibleHeight", "flexibleBottomMargin"]
ARROWS = ["up", "down", "left", "right"]
STYLES = {"fullScreen", "pageSheet", "formSheet", "currentContext"}
TRANSITIONS = {"coverVertical", "flipHorizontal", "crossDissolve", "partialCurl"}
SYSTEM_ITEMS = {"done", "cancel", "edit", "save", "add", "flexibleSpace", "fixedSpace", "compose",
                "reply", "action", "organize", "bookmarks", "search", "refresh", "stop", "camera",
                "trash", "play", "pause", "rewind", "fastForward", "undo", "redo", "pageCurl"}
# Keys whose expected value is a list of ids (compared with the ids of the actual objects).
ID_LIST_KEYS = {"children", "views", "subviews", "items", "rows", "toolbarItems", "leftItems", "rightItems"}
ID_KEYS = {"source", "destination", "anchor"}
MASK_FLAGS = [("flexibleMinX", "flexibleLeftMargin"), ("widthSizable", "flexibleWidth"),
              ("flexibleMaxX", "flexibleRightMargin"), ("flexibleMinY", "flexibleTopMargin"),
              ("heightSizable", "flexibleHeight"), ("flexibleMaxY", "flexibleBottomMargin")]
NSVFLAGS = [(1, "flexibleLeftMargin"), (2, "flexibleWidth"), (4, "flexibleRightMargin"),
            (8, "flexibleTopMargin"), (16, "flexibleHeight"), (32, "flexibleBottomMargin")]


class Problems:
    def __init__(self):
        self.items = []

    def add(self, where, message):
        self.items.append("%s: %s" % (where, message))


def is_number(value):
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def is_rect(value):
    return isinstance(value, list) and len(value) == 4 and all(is_number(v) for v in value)


def check_value_types(where, oid, obj, problems):
    """Shape checks on an expected object's keys (only those the format defines)."""
    for key, value in obj.items():
        at = "%s: objects[%r].%s" % (where, oid, key)
        if key in ID_LIST_KEYS:
            if not (isinstance(value, list) and all(isinstance(v, str) for v in value)):
                problems.add(at, "expected a list of ids")
        elif key == "type" and value not in CONTROLLER_TYPES:
            problems.add(at, "unknown controller type %r" % (value,))
        elif key == "kind" and value not in VIEW_KINDS | SEGUE_KINDS:
            problems.add(at, "unknown kind %r" % (value,))
        elif key == "frame" and not is_rect(value):
            problems.add(at, "a frame is [x, y, width, height]")
        elif key == "childFrames" and not (isinstance(value, list) and all(is_rect(r) for r in value)):
            problems.add(at, "childFrames is a list of frames")
        elif key == "contentSizeForViewInPopover" and not (
                isinstance(value, list) and len(value) == 2 and all(is_number(v) for v in value)):
            problems.add(at, "a size is [width, height]")
        elif key == "autoresizing":
            if not isinstance(value, list) or any(v not in AUTORESIZING for v in value):
                problems.add(at, "unknown autoresizing flag in %r" % (value,))
            elif value != [f for f in AUTORESIZING if f in value]:
                problems.add(at, "flags out of the mapping's order: %r" % (value,))
        elif key == "arrows":
            if value != "any" and not (isinstance(value, list) and value
                                       and value == [a for a in ARROWS if a in value]):
                problems.add(at, "arrows are \"any\" or directions in order up, down, left, right")
            if value == ARROWS:
                problems.add(at, "all four directions are written \"any\"")
        elif key == "style" and value not in STYLES:
            problems.add(at, "unknown presentation style %r" % (value,))
        elif key == "transition" and value not in TRANSITIONS:
            problems.add(at, "unknown transition %r" % (value,))
        elif key == "replaces" and value not in ("master", "detail"):
            problems.add(at, "replaces is master or detail")
        elif key == "systemItem" and value not in SYSTEM_ITEMS:
            problems.add(at, "unknown system item %r" % (value,))
        elif key in ("hidden", "userInteractionEnabled", "enabled", "toolbarHidden") and not isinstance(value, bool):
            problems.add(at, "expected a boolean")
        elif key in ("title", "tabBarTitle") and not isinstance(value, str):
            problems.add(at, "expected a string")
        elif key == "width" and not is_number(value):
            problems.add(at, "expected a number")
        elif key == "action":
            if not (isinstance(value, dict) and len(value) == 1):
                problems.add(at, "an action has exactly one key")
            elif "dismiss" in value and value["dismiss"] is not True:
                problems.add(at, "dismiss takes true")
        elif key == "navigationItem":
            if not isinstance(value, dict):
                problems.add(at, "expected an object")
            else:
                for k, v in value.items():
                    if k not in ("title", "leftItems", "rightItems"):
                        problems.add(at, "unexpected key %r" % (k,))
                    elif k != "title" and not (isinstance(v, list) and all(isinstance(i, str) for i in v)):
                        problems.add(at, "%s is a list of ids" % k)


def referenced_ids(obj):
    """Ids that an expected object's values name."""
    out = []
    for key, value in obj.items():
        if key in ID_LIST_KEYS:
            out.extend(value if isinstance(value, list) else [])
        elif key in ID_KEYS and isinstance(value, str):
            out.append(value)
        elif key == "action" and isinstance(value, dict) and isinstance(value.get("segue"), str):
            out.append(value["segue"])
        elif key == "navigationItem" and isinstance(value, dict):
            for k in ("leftItems", "rightItems"):
                if isinstance(value.get(k), list):
                    out.extend(value[k])
    return [v for v in out if isinstance(v, str)]


def xml_ids(root):
    """Map of every id=, storyboardIdentifier= and identifier= value to its element."""
    ids = {}
    for element in root.iter():
        for attribute in ("id", "storyboardIdentifier", "identifier"):
            value = element.get(attribute)
            if value is not None:
                ids.setdefault(value, element)
    return ids


def frame_of(element):
    """(frame, autoresizing) the XML gives an element, or (None, None)."""
    rect = element.find("rect[@key='frame']")
    if rect is not None:
        frame = [float(rect.get(k, "0")) for k in ("x", "y", "width", "height")]
        mask = element.find("autoresizingMask[@key='autoresizingMask']")
        flags = None
        if mask is not None:
            flags = [name for attr, name in MASK_FLAGS if mask.get(attr) == "YES"]
        return frame, flags
    frame = None
    for child in element:
        key = child.get("key")
        if key == "NSFrame":
            numbers = [float(n) for n in re.findall(r"-?[0-9.]+", child.text or "")]
            frame = numbers if len(numbers) == 4 else None
        elif key == "NSFrameSize":
            numbers = [float(n) for n in re.findall(r"-?[0-9.]+", child.text or "")]
            frame = [0.0, 0.0] + numbers if len(numbers) == 2 else None
    flags = None
    vflags = element.find("int[@key='NSvFlags']")
    if vflags is not None:
        bits = int(vflags.text)
        flags = [name for bit, name in NSVFLAGS if bits & bit]
    return frame, flags


def check_expectation(path, problems):
    name = os.path.basename(path)
    base, ext = os.path.splitext(path)
    expect_path = base + ".expect.json"
    where = os.path.relpath(expect_path, REPO)
    if not os.path.exists(expect_path):
        problems.add(os.path.relpath(path, REPO), "no .expect.json beside it")
        return
    try:
        with open(expect_path, encoding="utf-8") as f:
            expect = json.load(f)
    except (OSError, ValueError) as error:
        problems.add(where, "not JSON: %s" % error)
        return
    if not isinstance(expect, dict):
        problems.add(where, "not an object")
        return
    for key in expect:
        if key not in TOP_KEYS:
            problems.add(where, "unknown key %r" % (key,))
    wanted_format = "storyboard" if ext == ".storyboard" else "xib"
    if expect.get("format") != wanted_format:
        problems.add(where, "format should be %r for %s" % (wanted_format, name))
    if "error" not in expect:
        problems.add(where, "missing key \"error\" (null for a file that imports)")
    error = expect.get("error")
    with open(path, "rb") as f:
        data = f.read()
    lines = data.decode("utf-8", errors="replace").split("\n")

    if error is not None:
        if not isinstance(error, dict) or not isinstance(error.get("contains"), str) or not error["contains"]:
            problems.add(where, "error is null or {\"contains\": \"...\"}")
            return
        for key in error:
            if key not in ("contains", "line", "notContains"):
                problems.add(where, "unknown key in error: %r" % (key,))
        if "line" in error and not (isinstance(error["line"], int) and 1 <= error["line"] <= len(lines)):
            problems.add(where, "error line %r is not a line of the file" % (error.get("line"),))
        elif "line" in error:
            # Only malformed XML names a line: Python's parser must stop on that line too.
            # (Files with a DOCTYPE are never parsed here.)
            if b"<!DOCTYPE" in data:
                problems.add(where, "a file with a DOCTYPE is refused for it, not at a line")
            else:
                try:
                    ET.fromstring(data)
                    problems.add(where, "the error names line %d but the file parses" % error["line"])
                except ET.ParseError as parse_error:
                    if parse_error.position[0] != error["line"]:
                        problems.add(where, "the parser stops at line %d, not %d"
                                     % (parse_error.position[0], error["line"]))
        if "notContains" in error and not isinstance(error["notContains"], str):
            problems.add(where, "notContains is a string")
        if "line" not in error and b"<!DOCTYPE" not in data and data.lstrip().startswith(b"<"):
            # Refused for what it says (iPhone, version, depth), not for being malformed.
            try:
                ET.fromstring(data)
            except ET.ParseError as parse_error:
                problems.add(os.path.relpath(path, REPO), "is refused for another reason but does not parse: %s"
                             % parse_error)
        for key in ("objects", "absent", "diagnostics"):
            if expect.get(key):
                problems.add(where, "a refused file expects no %s" % key)
        return

    top = expect.get("top")
    if not isinstance(top, dict) or top.get("profile") not in PROFILES or top.get("orientation") not in ORIENTATIONS:
        problems.add(where, "top needs a profile (%s) and an orientation" % ", ".join(sorted(PROFILES)))
    objects = expect.get("objects")
    if not isinstance(objects, dict) or not objects:
        problems.add(where, "objects must be a non-empty object")
        objects = {}
    absent = expect.get("absent", [])
    diagnostics = expect.get("diagnostics", [])
    if not isinstance(absent, list) or not all(isinstance(a, str) for a in absent):
        problems.add(where, "absent is a list of ids")
        absent = []
    if not isinstance(diagnostics, list):
        problems.add(where, "diagnostics is a list")
        diagnostics = []

    try:
        root = ET.fromstring(data)
    except ET.ParseError as error:
        problems.add(os.path.relpath(path, REPO), "does not parse: %s" % error)
        return
    ids = xml_ids(root)
    known = set(ids) | {"filesOwner"}
    seen = set()
    for element in root.iter():
        value = element.get("id")
        if value is not None:
            if value in seen:
                problems.add(os.path.relpath(path, REPO), "id %r is used twice" % (value,))
            seen.add(value)
    for element in root.iter():
        for attribute in ("storyboardIdentifier", "identifier"):
            value = element.get(attribute)
            if value is not None and value in seen:
                problems.add(os.path.relpath(path, REPO), "%s %r is also an element id" % (attribute, value))

    if expect.get("root") not in known:
        problems.add(where, "root %r is not an id of the XML" % (expect.get("root"),))
    if expect.get("root") not in objects:
        problems.add(where, "root %r has no entry in objects" % (expect.get("root"),))
    for oid, obj in objects.items():
        if oid not in known:
            problems.add(where, "objects[%r]: no such id in the XML" % (oid,))
        if not isinstance(obj, dict):
            problems.add(where, "objects[%r] is not an object" % (oid,))
            continue
        check_value_types(where, oid, obj, problems)
        for ref in referenced_ids(obj):
            if ref not in known:
                problems.add(where, "objects[%r] names %r, not an id of the XML" % (oid, ref))
            if ref in absent:
                problems.add(where, "objects[%r] names %r, listed as absent" % (oid, ref))
        element = ids.get(oid)
        if element is not None and element.get("id") == oid and ("frame" in obj or "autoresizing" in obj):
            frame, flags = frame_of(element)
            if "frame" in obj and frame is not None:
                expected = [float(v) for v in obj["frame"]]
                table_root = element.get("key") == "view" or element.get("key") == "IBUIView"
                if table_root:
                    frame = [0.0, 0.0] + frame[2:]
                if expected != frame:
                    problems.add(where, "objects[%r].frame %r but the XML says %r" % (oid, obj["frame"], frame))
            if "autoresizing" in obj and flags is not None and obj["autoresizing"] != flags:
                problems.add(where, "objects[%r].autoresizing %r but the XML says %r" % (oid, obj["autoresizing"], flags))
    for aid in absent:
        if aid not in ids:
            problems.add(where, "absent %r is not an id of the XML (nothing to check)" % (aid,))
        if aid in objects or aid == expect.get("root"):
            problems.add(where, "%r is both expected and absent" % (aid,))
    for i, diagnostic in enumerate(diagnostics):
        at = "%s: diagnostics[%d]" % (where, i)
        if not isinstance(diagnostic, dict):
            problems.add(at, "not an object")
            continue
        for key in diagnostic:
            if key not in ("severity", "line", "contains"):
                problems.add(at, "unknown key %r" % (key,))
        if diagnostic.get("severity") not in SEVERITIES:
            problems.add(at, "severity is one of %s" % ", ".join(sorted(SEVERITIES)))
        line, text = diagnostic.get("line"), diagnostic.get("contains")
        if not isinstance(text, str) or not text:
            problems.add(at, "contains is a non-empty string")
            continue
        if not (isinstance(line, int) and 1 <= line <= len(lines)):
            problems.add(at, "line %r is not a line of the file" % (line,))
            continue
        source = lines[line - 1]
        if "<" not in source:
            problems.add(at, "line %d holds no element" % line)
        elif text not in source:
            problems.add(at, "line %d does not hold %r: %s" % (line, text, source.strip()[:100]))


def main(argv):
    dirs = argv[1:] or DEFAULT_DIRS
    problems = Problems()
    count = 0
    for directory in dirs:
        if not os.path.isdir(directory):
            continue
        names = sorted(os.listdir(directory))
        for name in names:
            path = os.path.join(directory, name)
            if name.endswith((".storyboard", ".xib")):
                count += 1
                check_expectation(path, problems)
            elif name.endswith(".expect.json"):
                stem = name[: -len(".expect.json")]
                if not any(os.path.exists(os.path.join(directory, stem + e)) for e in (".storyboard", ".xib")):
                    problems.add(os.path.relpath(path, REPO), "no .storyboard or .xib beside it")
    for problem in problems.items:
        print(problem)
    print("%d files checked, %d problems" % (count, len(problems.items)))
    return 1 if problems.items else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
