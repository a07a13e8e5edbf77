#!/usr/bin/env python3
"""Checks schema/scene-document.schema.json against the scene documents.

1. The schema is a valid JSON Schema (draft 2020-12).
2. Every examples/scenes/*.json (and docs/first-scene/*.json) validates against it.
3. Documents the decoder refuses for reasons a schema can express are refused by the schema too
   (the cases below mirror the Swift tests in Tests/PopsplitServiceTests/Documents).

Exits non-zero on any failure. Run from anywhere: python3 schema/checks/scene_schema_check.py
"""
import copy
import glob
import json
import os
import sys

from jsonschema import Draft202012Validator

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCHEMA_PATH = os.path.join(ROOT, "schema", "scene-document.schema.json")
EXAMPLES = sorted(glob.glob(os.path.join(ROOT, "examples", "scenes", "*.json")))
# docs/first-scene.md's documents validate too.
TUTORIAL = sorted(glob.glob(os.path.join(ROOT, "docs", "first-scene", "*.json")))

# A small valid document; each negative case below breaks one thing in a copy of it.
BASE = {
    "popsplit": 1,
    "root": {
        "id": "nav",
        "type": "navigation",
        "children": [{
            "id": "list",
            "views": [{"id": "go", "kind": "button", "frame": [0, 0, 100, 44], "action": {"push": "detail"}}],
        }],
    },
    "controllers": [{"id": "detail"}],
    "segues": [{"id": "s", "kind": "modal", "source": "list", "destination": "detail", "style": "formSheet"}],
}


def with_change(change):
    """A copy of BASE changed by `change` (a function that edits the copy in place)."""
    document = copy.deepcopy(BASE)
    change(document)
    return document


def view(d):
    return d["root"]["children"][0]["views"][0]


INVALID = {
    "missing root": lambda d: d.pop("root"),
    "unknown top-level key": lambda d: d.update(titel="x"),
    "format version 2": lambda d: d.update(popsplit=2),
    "unknown profile": lambda d: d.update(profile="ios7"),
    "unknown orientation": lambda d: d.update(orientation="landscape"),
    "controller without id": lambda d: d["controllers"][0].pop("id"),
    "empty id": lambda d: d["controllers"][0].update(id=""),
    "unknown controller type": lambda d: d["root"].update(type="tabbar"),
    "unknown controller key": lambda d: d["controllers"][0].update(titel="x"),
    "children on a plain controller": lambda d: d["controllers"][0].update(children=[{"id": "x"}]),
    "navigation without children": lambda d: d["root"].pop("children"),
    "navigation with empty children": lambda d: d["root"].update(children=[]),
    "selectedIndex on navigation": lambda d: d["root"].update(selectedIndex=0),
    "negative selectedIndex": lambda d: d["root"].update(type="tabBar", selectedIndex=-1),
    "toolbarHidden on plain": lambda d: d["controllers"][0].update(toolbarHidden=False),
    "empty supportedOrientations": lambda d: d["root"].update(supportedOrientations=[]),
    "supportedOrientations twice": lambda d: d["root"].update(supportedOrientations=["portrait", "portrait"]),
    "supportedOrientations string": lambda d: d["root"].update(supportedOrientations="portrait"),
    "negative popover width": lambda d: d["root"].update(contentSizeForViewInPopover=[-1, 100]),
    "title not a string": lambda d: d["root"].update(title=3),
    "unknown navigation item key": lambda d: d["root"]["children"][0].update(navigationItem={"leftItem": []}),
    "view without frame": lambda d: view(d).pop("frame"),
    "frame of three numbers": lambda d: view(d).update(frame=[0, 0, 10]),
    "negative frame height": lambda d: view(d).update(frame=[0, 0, 10, -1]),
    "frame with a string": lambda d: view(d).update(frame=[0, "0", 10, 10]),
    "unknown view kind": lambda d: view(d).update(kind="Button"),
    "unknown view key": lambda d: view(d).update(type="button"),
    "items on a button": lambda d: view(d).update(items=[]),
    "unknown autoresizing flag": lambda d: view(d).update(autoresizing=["flexibleSize"]),
    "autoresizing twice": lambda d: view(d).update(autoresizing=["flexibleWidth", "flexibleWidth"]),
    "item with title and systemItem": lambda d: d["controllers"][0].update(toolbarItems=[{"title": "A", "systemItem": "done"}]),
    "unknown system item": lambda d: d["controllers"][0].update(toolbarItems=[{"systemItem": "Done"}]),
    "negative item width": lambda d: d["controllers"][0].update(toolbarItems=[{"width": -4}]),
    "unknown item key": lambda d: d["controllers"][0].update(toolbarItems=[{"name": "x"}]),
    "action without verb": lambda d: view(d).update(action={}),
    "action with two verbs": lambda d: view(d).update(action={"push": "detail", "pop": True}),
    "pop false": lambda d: view(d).update(action={"pop": False}),
    "style without present": lambda d: view(d).update(action={"push": "detail", "style": "formSheet"}),
    "unknown presentation style": lambda d: view(d).update(action={"present": "detail", "style": "sheet"}),
    "selectTab negative": lambda d: view(d).update(action={"selectTab": -1}),
    "selectTab not an integer": lambda d: view(d).update(action={"selectTab": 1.5}),
    "action as a string": lambda d: view(d).update(action="pop"),
    "segue without kind": lambda d: d["segues"][0].pop("kind"),
    "unknown segue kind": lambda d: d["segues"][0].update(kind="show"),
    "style on a push segue": lambda d: d["segues"][0].update(kind="push"),
    "anchor on a modal segue": lambda d: d["segues"][0].update(anchor="go"),
    "unknown segue key": lambda d: d["segues"][0].update(to="detail"),
    # Popovers, action sheets and search display controllers (POP-01, POP-10, POP-12, POP-26).
    "popover without content": lambda d: d.update(popovers=[{"id": "p"}]),
    "unknown popover key": lambda d: d.update(popovers=[{"id": "p", "content": "detail", "contentViewController": "x"}]),
    "negative popover margin": lambda d: d.update(popovers=[{"id": "p", "content": "detail", "layoutMargins": [10, -1, 10, 10]}]),
    "arrow higher than 100": lambda d: d.update(popovers=[{"id": "p", "content": "detail", "background": {"arrowHeight": 101}}]),
    "unknown rotation policy": lambda d: d.update(popovers=[{"id": "p", "content": "detail", "rotationPolicy": "follow"}]),
    "empty arrows": lambda d: view(d).update(action={"presentPopover": "p", "arrows": []}),
    "arrow twice": lambda d: view(d).update(action={"presentPopover": "p", "arrows": ["up", "up"]}),
    "unknown arrow": lambda d: view(d).update(action={"presentPopover": "p", "arrows": ["north"]}),
    "arrows without presentPopover": lambda d: view(d).update(action={"push": "detail", "arrows": "any"}),
    "dismissPopover false": lambda d: view(d).update(action={"dismissPopover": False}),
    "arrows on a modal segue": lambda d: d["segues"][0].update(arrows="any"),
    "exactPopoverSizing on plain": lambda d: d["controllers"][0].update(exactPopoverSizing=True),
    "action sheet without buttons": lambda d: d.update(actionSheets=[{"id": "a"}]),
    "action sheet with no button": lambda d: d.update(actionSheets=[{"id": "a", "buttons": []}]),
    "unknown search display key": lambda d: view(d).update(kind="searchBar", searchDisplay={"title": "x"}),
    "rows on a button": lambda d: view(d).update(rows=[{"title": "x"}]),
    "rows without a kind": lambda d: (view(d).pop("kind"), view(d).update(rows=[{"title": "x"}])),
    "unknown row key": lambda d: view(d).update(kind="table", rows=[{"text": "x"}]),
    "unknown accessory": lambda d: view(d).update(kind="table", rows=[{"accessory": "chevron"}]),
    "selected not a boolean": lambda d: view(d).update(kind="table", rows=[{"selected": 1}]),
    "1001 rows": lambda d: view(d).update(kind="table", rows=[{}] * 1001),
    "kind tableCell": lambda d: view(d).update(kind="tableCell"),
}


def main():
    failures = []
    with open(SCHEMA_PATH, encoding="utf-8") as f:
        schema = json.load(f)
    Draft202012Validator.check_schema(schema)
    validator = Draft202012Validator(schema)

    if not EXAMPLES:
        failures.append("no examples found in examples/scenes")
    for path in EXAMPLES + TUTORIAL:
        with open(path, encoding="utf-8") as f:
            document = json.load(f)
        for error in validator.iter_errors(document):
            where = "/".join(str(p) for p in error.absolute_path)
            failures.append(f"{os.path.relpath(path, ROOT)}: {where}: {error.message}")

    errors = list(validator.iter_errors(BASE))
    if errors:
        failures.append(f"the base document is refused: {errors[0].message}")
    for name, change in INVALID.items():
        if validator.is_valid(with_change(change)):
            failures.append(f"the schema accepts an invalid document: {name}")

    for failure in failures:
        print(f"FAIL {failure}", file=sys.stderr)
    print(f"scene schema: {len(EXAMPLES)} examples, {len(INVALID)} invalid cases, {len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
