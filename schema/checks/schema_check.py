#!/usr/bin/env python3
"""Validates real popsplit traffic, and the examples, against the JSON Schemas.

1. schema/protocol.schema.json and schema/scene-document.schema.json are valid JSON Schemas
   (draft 2020-12).
2. Every examples/sessions/NAME.jsonl is played by the built daemon (`popsplit run NAME.jsonl`,
   from the script's directory); its transcript must equal NAME.transcript.jsonl byte for byte, and:
   - every message line of the script validates against #/$defs/clientMessage, except the lines
     a `// @invalid` comment marks, which the schema must refuse (and which the daemon must have
     refused too, when it could answer them);
   - a request the daemon refused with -32601 or -32602 must be one the schema refuses;
   - every line the daemon wrote validates against #/$defs/daemonMessage, every result against
     its method's #/$defs/<method>Result, and the root schema accepts every message;
   - the protocol's invariants hold: every request is answered once, event `seq` and layout
     `version` count up by one per scene, a result's `layoutVersion` is the version last sent;
   - a session whose initialize asks for `layoutMode: "delta"` is played again without it (full
     mode): the layouts rebuilt from its deltas (drop removed, upsert changed, sort by order) must
     equal the full layouts at every version, and each delta's transition must be the full one
     with `before` cut to the changed and removed nodes.
3. Every examples/scenes/*.json validates against the scene document schema, and the invalid
   documents of schema/checks/scene_schema_check.py are refused by it.
4. Self-tests: known-bad messages are refused and known-good ones accepted, so a schema that
   accepts everything cannot pass.

The daemon is $POPSPLIT_BIN, else .build/debug/popsplit. Prints a summary and ends with
`N passed, M failed`; exits non-zero on any failure.
"""
import copy
import glob
import json
import os
import subprocess
import sys
import tempfile

from jsonschema import Draft202012Validator
from jsonschema.exceptions import best_match

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PROTOCOL_SCHEMA = os.path.join(ROOT, "schema", "protocol.schema.json")
SCENE_SCHEMA = os.path.join(ROOT, "schema", "scene-document.schema.json")
SESSIONS = os.path.join(ROOT, "examples", "sessions")
SCENES = os.path.join(ROOT, "examples", "scenes")
# docs/first-scene.md's documents and sessions (no golden transcripts: the tutorial's pictures show
# what they do).
TUTORIAL = os.path.join(ROOT, "docs", "first-scene")
INVALID_MARK = "// @invalid"


class Tally:
    """Counts checks; remembers failures."""

    def __init__(self):
        self.passed = 0
        self.failures = []

    def check(self, ok, what):
        if ok:
            self.passed += 1
        else:
            self.failures.append(what)
        return ok


def daemon_path():
    """$POPSPLIT_BIN (relative to the working directory, else to the repository), or the default build."""
    given = os.environ.get("POPSPLIT_BIN")
    if not given:
        return os.path.join(ROOT, ".build", "debug", "popsplit")
    if os.path.isabs(given) or os.path.exists(given):
        return os.path.abspath(given)
    return os.path.join(ROOT, given)


def camel(method):
    """`scene/open` -> `sceneOpen` (the schema names #/$defs/sceneOpenResult after it)."""
    head, *rest = method.split("/")
    return head + "".join(part[:1].upper() + part[1:] for part in rest)


class Schemas:
    """Validators for the protocol schema's entry points."""

    def __init__(self, schema):
        self.schema = schema
        self.root = Draft202012Validator(schema)
        self.cache = {}

    def at(self, name):
        """A validator for #/$defs/<name>."""
        if name not in self.cache:
            wrapper = {"$schema": self.schema["$schema"], "$defs": self.schema["$defs"], "$ref": f"#/$defs/{name}"}
            self.cache[name] = Draft202012Validator(wrapper)
        return self.cache[name]

    def has(self, name):
        return name in self.schema["$defs"]


def first_error(validator, instance):
    """The most relevant validation error as one line, or None when valid."""
    error = best_match(validator.iter_errors(instance))
    if error is None:
        return None
    where = "/".join(str(p) for p in error.absolute_path) or "(root)"
    return f"{where}: {error.message[:300]}"


def shape_of(message, direction):
    """The definition a message's shape points at, for a precise error message."""
    if isinstance(message, list):
        return None
    if not isinstance(message, dict):
        return None
    if direction == "daemon":
        method = message.get("method")
        if method == "scene/event":
            return "sceneEventNotification"
        if method == "scene/layout":
            return "sceneLayoutNotification"
        return "question" if method else "response"
    if "method" not in message:
        return "questionReply"
    return "clientRequest" if "id" in message else "clientNotification"


def explain(schemas, entry, message, direction):
    """Why `message` fails `entry`, validated against the definition its shape points at."""
    shape = shape_of(message, direction)
    error = first_error(schemas.at(shape), message) if shape else None
    return error or first_error(schemas.at(entry), message)


def script_messages(text):
    """The script's message lines as ScriptRunner reads them, each with whether `// @invalid` marks it."""
    messages = []
    marked = False
    for number, raw in enumerate(text.split("\n"), start=1):
        line = raw[:-1] if raw.endswith("\r") else raw
        stripped = line.strip()
        if not stripped:
            continue
        if stripped.startswith("//"):
            if stripped.startswith(INVALID_MARK):
                marked = True
            continue
        messages.append((number, line, marked))
        marked = False
    return messages


def check_session(path, daemon, schemas, tally, has_golden=True):
    """Plays one session and checks its traffic (and, with `has_golden`, that it matches its golden
    transcript); returns (inputs, outputs) counts."""
    name = os.path.relpath(path, ROOT)
    golden = path[: -len(".jsonl")] + ".transcript.jsonl"
    if has_golden and not tally.check(os.path.exists(golden), f"{name}: no golden transcript {os.path.relpath(golden, ROOT)}"):
        return 0, 0
    run = subprocess.run([daemon, "run", os.path.basename(path)], cwd=os.path.dirname(path),
                         capture_output=True, text=True)
    tally.check(run.returncode == 0, f"{name}: popsplit run exited {run.returncode}: {run.stderr[-2000:]}")
    output_lines = [line for line in run.stdout.split("\n") if line]
    expected = run.stdout
    if has_golden:
        with open(golden, encoding="utf-8") as f:
            expected = f.read()
    if not tally.check(run.stdout == expected, f"{name}: the transcript differs from {os.path.basename(golden)}"):
        golden_lines = expected.split("\n")
        for number, (got, want) in enumerate(zip(run.stdout.split("\n"), golden_lines), start=1):
            if got != want:
                print(f"  first difference, line {number}:\n  golden: {want[:200]}\n  actual: {got[:200]}",
                      file=sys.stderr)
                break

    with open(path, encoding="utf-8") as f:
        inputs = script_messages(f.read())

    # Client -> daemon.
    requests = {}  # id -> (method, line number, marked invalid)
    wants_deltas = False  # whether the session asks for layoutMode "delta"
    client = schemas.at("clientMessage")
    for number, line, marked in inputs:
        where = f"{name}:{number}"
        try:
            message = json.loads(line)
        except ValueError:
            tally.check(marked, f"{where}: not JSON, but not marked {INVALID_MARK}")
            continue
        error = None if client.is_valid(message) else explain(schemas, "clientMessage", message, "client")
        wants_deltas = wants_deltas or (not marked and asks_for_deltas(message))
        if marked:
            tally.check(error is not None, f"{where}: marked {INVALID_MARK} but the schema accepts it")
        else:
            tally.check(error is None, f"{where}: client message refused by the schema: {error}")
            tally.check(schemas.root.is_valid(message), f"{where}: the root schema refuses a client message")
        for element in message if isinstance(message, list) else [message]:
            if isinstance(element, dict) and "method" in element and isinstance(element.get("id"), (str, int)) \
                    and not isinstance(element.get("id"), bool):
                key = json.dumps(element["id"])
                tally.check(key not in requests, f"{where}: request id {key} used twice in the session")
                requests[key] = (element["method"], number, marked)

    # Daemon -> client.
    daemon_schema = schemas.at("daemonMessage")
    answered = {}
    events = {}
    layouts = {}
    for index, line in enumerate(output_lines, start=1):
        where = f"{name} output line {index}"
        try:
            message = json.loads(line)
        except ValueError:
            tally.check(False, f"{where}: the daemon wrote invalid JSON")
            continue
        error = None if daemon_schema.is_valid(message) else explain(schemas, "daemonMessage", message, "daemon")
        tally.check(error is None, f"{where}: daemon message refused by the schema: {error}")
        tally.check(schemas.root.is_valid(message), f"{where}: the root schema refuses a daemon message")
        for element in message if isinstance(message, list) else [message]:
            if not isinstance(element, dict):
                continue
            method = element.get("method")
            params = element.get("params") or {}
            if method == "scene/event":
                scene, seq = params.get("scene"), params.get("seq")
                previous = events.get(scene, 0)
                tally.check(seq in (previous + 1, 1), f"{where}: event seq {seq} after {previous} in scene {scene}")
                events[scene] = seq
            elif method == "scene/layout":
                scene, version = params.get("scene"), params.get("version")
                previous = layouts.get(scene, 0)
                tally.check(version in (previous + 1, 1),
                            f"{where}: layout version {version} after {previous} in scene {scene}")
                layouts[scene] = version
            elif "method" not in element and element.get("id") is not None:
                key = json.dumps(element["id"])
                tally.check(key not in answered, f"{where}: request {key} answered twice")
                answered[key] = element
                request = requests.get(key)
                if request is None:
                    continue
                req_method, number, marked = request
                if "error" in element:
                    code = element["error"].get("code")
                    if code in (-32601, -32602):
                        tally.check(marked, f"{name}:{number}: the daemon refused it with {code} but it is not "
                                            f"marked {INVALID_MARK} (is the schema too loose?)")
                elif schemas.has(camel(req_method) + "Result"):
                    result = element.get("result")
                    error = first_error(schemas.at(camel(req_method) + "Result"), result)
                    tally.check(error is None, f"{where}: {req_method} result refused: {error}")
                    if isinstance(result, dict) and "layoutVersion" in result and "scene" in result:
                        current = layouts.get(result["scene"])
                        tally.check(result["layoutVersion"] == current,
                                    f"{where}: layoutVersion {result['layoutVersion']} but the last layout sent "
                                    f"for {result['scene']} is {current}")

    if wants_deltas:
        check_deltas(path, name, daemon, run.stdout, tally)

    for key, (req_method, number, marked) in requests.items():
        if marked:
            reply = answered.get(key)
            tally.check(reply is not None and "error" in reply,
                        f"{name}:{number}: marked {INVALID_MARK} but the daemon did not answer it with an error")
        else:
            tally.check(key in answered, f"{name}:{number}: request {key} ({req_method}) was never answered")
    return len(inputs), len(output_lines)


def asks_for_deltas(message):
    """Whether `message` is an initialize request asking for layoutMode "delta"."""
    if not isinstance(message, dict) or message.get("method") != "initialize":
        return False
    popsplit = ((message.get("params") or {}).get("capabilities") or {}).get("popsplit") or {}
    return isinstance(popsplit, dict) and popsplit.get("layoutMode") == "delta"


def without_layout_mode(text):
    """The script with layoutMode removed from its initialize requests (other lines untouched)."""
    lines = []
    for line in text.split("\n"):
        stripped = line.strip()
        if stripped and not stripped.startswith("//"):
            try:
                message = json.loads(stripped)
            except ValueError:
                message = None
            if asks_for_deltas(message):
                del message["params"]["capabilities"]["popsplit"]["layoutMode"]
                line = json.dumps(message, separators=(",", ":"))
        lines.append(line)
    return "\n".join(lines)


def scene_layouts(stdout):
    """The scene/layout params of a transcript, in order."""
    layouts = []
    for line in stdout.split("\n"):
        if not line:
            continue
        try:
            message = json.loads(line)
        except ValueError:
            continue
        for element in message if isinstance(message, list) else [message]:
            if isinstance(element, dict) and element.get("method") == "scene/layout":
                layouts.append(element.get("params") or {})
    return layouts


def rebuild(nodes, delta):
    """The node list a client rebuilds from `nodes` and a delta: drop removed, upsert changed by
    id, sort by order. None when order names an id it does not have."""
    by_id = {node.get("id"): node for node in nodes}
    for node_id in delta.get("removed", []):
        by_id.pop(node_id, None)
    for node in delta.get("changed", []):
        by_id[node.get("id")] = node
    if any(node_id not in by_id for node_id in delta.get("order", [])):
        return None
    return [by_id[node_id] for node_id in delta.get("order", [])]


def check_deltas(path, name, daemon, delta_stdout, tally):
    """Plays the script in full mode and compares the layouts rebuilt from the deltas with the
    full ones, version by version."""
    with open(path, encoding="utf-8") as f:
        full_script = without_layout_mode(f.read())
    handle, temporary = tempfile.mkstemp(prefix=".full-", suffix=".jsonl", dir=os.path.dirname(path))
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as f:
            f.write(full_script)
        run = subprocess.run([daemon, "run", os.path.basename(temporary)], cwd=os.path.dirname(path),
                             capture_output=True, text=True)
    finally:
        os.remove(temporary)
    tally.check(run.returncode == 0, f"{name} (full mode): popsplit run exited {run.returncode}")
    fulls = scene_layouts(run.stdout)
    deltas = scene_layouts(delta_stdout)
    tally.check(all(layout.get("mode") == "full" for layout in fulls), f"{name} (full mode): a layout is not full")
    if not tally.check(len(fulls) == len(deltas),
                       f"{name}: {len(deltas)} layouts in delta mode, {len(fulls)} in full mode"):
        return
    tally.check(any(layout.get("mode") == "delta" for layout in deltas), f"{name}: no delta layout was sent")
    current = {}  # scene -> (version, nodes)
    for full, delta in zip(fulls, deltas):
        scene, version = delta.get("scene"), delta.get("version")
        where = f"{name}: scene {scene} version {version}"
        tally.check((full.get("scene"), full.get("version")) == (scene, version),
                    f"{where}: full mode sent scene {full.get('scene')} version {full.get('version')}")
        if delta.get("mode") == "full":
            tally.check(version == 1, f"{where}: a full layout after the first in delta mode")
            tally.check(delta == full, f"{where}: the first layout differs from full mode")
            current[scene] = (version, delta.get("nodes", []))
            continue
        base = current.get(scene)
        if not tally.check(base is not None and delta.get("baseVersion") == base[0],
                           f"{where}: baseVersion {delta.get('baseVersion')} but the last layout is "
                           f"{base[0] if base else None}"):
            continue
        nodes = rebuild(base[1], delta)
        tally.check(nodes is not None, f"{where}: order names an id that is neither kept nor changed")
        for key in ("orientation", "screen", "applicationFrame"):
            tally.check(delta.get(key) == full.get(key), f"{where}: {key} differs from full mode")
        tally.check(nodes == full.get("nodes"), f"{where}: the rebuilt nodes differ from full mode")
        removed = set(delta.get("removed", []))
        tally.check(not removed & {node.get("id") for node in nodes or []},
                    f"{where}: a removed id is still in order")
        expected = copy.deepcopy(full.get("transition"))
        if isinstance(expected, dict):
            touched = removed | {node.get("id") for node in delta.get("changed", [])}
            expected["before"] = [entry for entry in expected.get("before", []) if entry.get("id") in touched]
        tally.check(delta.get("transition") == expected,
                    f"{where}: the transition is not the full one cut to the changed and removed nodes")
        current[scene] = (version, nodes or [])


# Self-tests: (entry point, message) pairs. BAD must be refused, GOOD accepted.
BAD = [
    ("clientMessage", {"jsonrpc": "2.0", "id": 1, "method": "touch/tap", "params": {"scene": "s1", "point": [1]}}),
    ("clientMessage", {"jsonrpc": "2.0", "id": 1, "method": "touch/tap", "params": {"scene": "s1"}}),
    ("clientMessage", {"jsonrpc": "2.0", "id": 1, "method": "device/rotate",
                       "params": {"scene": "s1", "orientation": "landscape"}}),
    ("clientMessage", {"jsonrpc": "2.0", "id": 1, "method": "scene/open",
                       "params": {"path": "a.json", "text": "{}"}}),
    ("clientMessage", {"jsonrpc": "2.0", "id": 1, "method": "scene/open", "params": {}}),
    ("clientMessage", {"jsonrpc": "2.0", "id": None, "method": "scene/list"}),
    ("clientMessage", {"jsonrpc": "2.0", "id": 2.5, "method": "scene/list"}),
    ("clientMessage", {"jsonrpc": "2.0", "id": 1, "method": "scene/teleport", "params": {"scene": "s1"}}),
    ("clientMessage", {"jsonrpc": "2.0", "id": 1, "method": "initialize",
                       "params": {"capabilities": {"popsplit": {"questionTimeoutMs": 0}}}}),
    ("clientMessage", {"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {}}),
    ("clientMessage", {"jsonrpc": "2.0", "id": "q1", "result": "yes"}),
    ("clientMessage", {"jsonrpc": "2.0", "id": 3, "result": True}),
    ("clientMessage", {"jsonrpc": "2.0", "id": 1, "method": "scene/restore",
                       "params": {"scene": "s1", "snapshot": {"selectedTabs": {"tabs": 1}}}}),
    ("clientMessage", []),
    ("daemonMessage", {"jsonrpc": "2.0", "id": 1, "result": {"scene": "s1"}}),
    ("daemonMessage", {"jsonrpc": "2.0", "id": 1, "error": {"code": -32099, "message": "made up"}}),
    ("daemonMessage", {"jsonrpc": "2.0", "id": 1, "error": {"code": -32001, "message": "UIKit raised"}}),
    ("daemonMessage", {"jsonrpc": "2.0", "id": 1, "error": {"code": -32601, "message": "m", "data": {"x": 1}}}),
    ("daemonMessage", {"jsonrpc": "2.0", "id": 1, "result": None, "error": {"code": -32603, "message": "m"}}),
    ("daemonMessage", {"jsonrpc": "2.0", "method": "scene/event",
                       "params": {"scene": "s1", "seq": 0, "name": "viewWillAppear:", "target": "a",
                                  "args": {"animated": True}}}),
    ("daemonMessage", {"jsonrpc": "2.0", "method": "scene/event",
                       "params": {"scene": "s1", "seq": 1, "name": "viewWillAppear:", "target": "a", "args": {}}}),
    ("daemonMessage", {"jsonrpc": "2.0", "method": "scene/event",
                       "params": {"scene": "s1", "seq": 1, "name": "applicationDidBecomeActive:", "target": "a",
                                  "args": {}}}),
    ("daemonMessage", {"jsonrpc": "2.0", "method": "scene/event",
                       "params": {"scene": "s1", "seq": 1, "name": "viewWillExplode:", "target": "a", "args": {}}}),
    ("daemonMessage", {"jsonrpc": "2.0", "method": "scene/layout",
                       "params": {"scene": "s1", "version": 1, "mode": "full", "orientation": "portrait",
                                  "screen": [0, 0, 768, 1024], "applicationFrame": [0, 20, 768, 1004],
                                  "nodes": [{"id": "a", "kind": "controller", "parent": None,
                                             "frame": [0, 20, 768, -4], "attributes": {"controllerKind": "plain"}}],
                                  "transition": None}}),
    ("daemonMessage", {"jsonrpc": "2.0", "method": "scene/layout",
                       "params": {"scene": "s1", "version": 1, "mode": "full", "orientation": "portrait",
                                  "screen": [0, 0, 768, 1024], "applicationFrame": [0, 20, 768, 1004],
                                  "nodes": [{"id": "statusBar", "kind": "statusBar", "parent": None,
                                             "frame": [0, 0, 768, 20], "attributes": {"title": "12:00"}}],
                                  "transition": None}}),
    ("daemonMessage", {"jsonrpc": "2.0", "id": 7, "method": "delegate/tabBarControllershouldSelectViewController",
                       "params": {"scene": "s1", "selector": "tabBarController:shouldSelectViewController:",
                                  "args": {"tabBarController": "t", "viewController": "v"}, "default": True}}),
    ("daemonMessage", [{"jsonrpc": "2.0", "method": "scene/event", "params": {}}]),
    ("clientMessage", {"jsonrpc": "2.0", "id": 1, "method": "initialize",
                       "params": {"capabilities": {"popsplit": {"layoutMode": "patch"}}}}),
    ("daemonMessage", {"jsonrpc": "2.0", "method": "scene/layout",
                       "params": {"scene": "s1", "version": 2, "mode": "delta", "baseVersion": 1,
                                  "orientation": "portrait", "screen": [0, 0, 768, 1024],
                                  "applicationFrame": [0, 20, 768, 1004], "changed": [], "removed": ["a"],
                                  "transition": None}}),
    ("daemonMessage", {"jsonrpc": "2.0", "method": "scene/layout",
                       "params": {"scene": "s1", "version": 2, "mode": "delta", "baseVersion": 1,
                                  "orientation": "portrait", "screen": [0, 0, 768, 1024],
                                  "applicationFrame": [0, 20, 768, 1004], "changed": [], "removed": [],
                                  "order": ["statusBar"], "nodes": [], "transition": None}}),
    ("touchTapResult", {"scene": "s1", "layoutVersion": 2, "hit": None, "action": "push"}),
    ("deviceRotateResult", {"scene": "s1", "layoutVersion": 2, "rotated": True, "from": "portrait",
                            "to": "landscapeLeft", "duration": 0.4}),
]
GOOD = [
    ("clientMessage", {"jsonrpc": "2.0", "id": 1, "method": "initialize",
                       "params": {"capabilities": {"popsplit": {"layoutMode": "delta"}}}}),
    ("daemonMessage", {"jsonrpc": "2.0", "method": "scene/layout",
                       "params": {"scene": "s1", "version": 2, "mode": "delta", "baseVersion": 1,
                                  "orientation": "portrait", "screen": [0, 0, 768, 1024],
                                  "applicationFrame": [0, 20, 768, 1004],
                                  "changed": [{"id": "a", "kind": "controller", "parent": None,
                                               "frame": [0, 20, 768, 1004], "attributes": {"controllerKind": "plain"}}],
                                  "removed": ["b"], "order": ["a", "statusBar"],
                                  "transition": {"kind": "push", "duration": 0.35, "fromVersion": 1,
                                                 "fromOrientation": "portrait",
                                                 "before": [{"id": "b", "frame": [0, 20, 768, 1004]}]}}}),
    ("clientMessage", {"jsonrpc": "2.0", "id": "q2", "result": None}),
    ("clientMessage", {"jsonrpc": "2.0", "id": "q3", "error": {"code": 32603, "message": "not implemented"}}),
    ("clientMessage", {"jsonrpc": "2.0", "id": 9, "method": "scene/open",
                       "params": {"document": None, "text": "{}", "path": None, "colour": "ignored"}}),
    ("clientMessage", {"jsonrpc": "2.0", "id": 9, "method": "shutdown", "params": None}),
    ("clientMessage", {"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": "a"}}),
    ("clientMessage", {"jsonrpc": "2.0", "method": "touch/tap", "params": {"scene": "s1", "point": [1.5, 2]}}),
    ("clientMessage", {"jsonrpc": "2.0", "id": 4, "method": "modal/present",
                       "params": {"scene": "s1", "presenter": "a", "controller": "b", "style": None,
                                  "transition": "partialCurl", "animated": False}}),
    ("daemonMessage", {"jsonrpc": "2.0", "id": None, "error": {"code": -32700, "message": "Content-Length missing"}}),
    ("daemonMessage", {"jsonrpc": "2.0", "id": 5, "error": {"code": -32603, "message": "internal error: x"}}),
    ("daemonMessage", {"jsonrpc": "2.0", "id": 5, "error": {"code": -32010, "message": "duplicate id 'a'",
                                                            "data": {"id": "a"}}}),
    ("modalPresentResult", {"scene": "s1", "layoutVersion": 3, "presented": False, "controller": "b"}),
    ("touchTapResult", {"scene": "s1", "layoutVersion": 3, "hit": {"id": "t.tab.1", "kind": "tabBarItem"},
                        "action": "selectTab", "tabBar": "t", "selectedIndex": 1, "selected": "nav",
                        "navigation": "nav", "top": "root", "depth": 1, "pushed": [], "popped": ["detail"],
                        "animation": {"kind": "pop", "duration": 0.35}, "shouldSelect": True}),
    ("touchSwipeResult", {"scene": "s1", "layoutVersion": 3, "hit": None, "direction": "up", "handled": False}),
    ("seguePerformResult", {"scene": "s1", "layoutVersion": 4, "segue": "g", "kind": "modal", "presented": True,
                            "presenter": "a", "controller": "b", "style": "pageSheet", "transition": "crossDissolve",
                            "animation": {"kind": "crossDissolve", "duration": 0.4}}),
]


def self_tests(schemas, tally):
    for entry, message in BAD:
        tally.check(first_error(schemas.at(entry), message) is not None,
                    f"self-test: {entry} accepts a bad message: {json.dumps(message)[:200]}")
    for entry, message in GOOD:
        error = first_error(schemas.at(entry), message)
        tally.check(error is None, f"self-test: {entry} refuses a good message ({error}): {json.dumps(message)[:200]}")


def check_scenes(tally):
    """The scene documents against their schema, and the invalid cases of scene_schema_check.py."""
    with open(SCENE_SCHEMA, encoding="utf-8") as f:
        schema = json.load(f)
    Draft202012Validator.check_schema(schema)
    validator = Draft202012Validator(schema)
    paths = sorted(glob.glob(os.path.join(SCENES, "*.json")))
    tally.check(bool(paths), "no scene documents in examples/scenes")
    paths += sorted(glob.glob(os.path.join(TUTORIAL, "*.json")))
    for path in paths:
        with open(path, encoding="utf-8") as f:
            document = json.load(f)
        error = first_error(validator, document)
        tally.check(error is None, f"{os.path.relpath(path, ROOT)}: {error}")
    cases = 0
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    try:
        import scene_schema_check as scene_cases
    except ImportError:
        scene_cases = None
    if scene_cases is not None:
        tally.check(validator.is_valid(scene_cases.BASE), "scene schema: the base document is refused")
        for name, change in scene_cases.INVALID.items():
            document = copy.deepcopy(scene_cases.BASE)
            change(document)
            tally.check(not validator.is_valid(document), f"scene schema accepts an invalid document: {name}")
            cases += 1
    return len(paths), cases


def main():
    tally = Tally()
    with open(PROTOCOL_SCHEMA, encoding="utf-8") as f:
        schema = json.load(f)
    try:
        Draft202012Validator.check_schema(schema)
        tally.check(True, "")
    except Exception as error:  # a schema error: report it, nothing else can be checked
        tally.check(False, f"schema/protocol.schema.json is not a valid 2020-12 schema: {error}")
        return finish(tally)
    schemas = Schemas(schema)

    self_tests(schemas, tally)
    print(f"self-tests: {len(BAD)} known-bad messages, {len(GOOD)} known-good messages")

    daemon = daemon_path()
    sessions = sorted(p for p in glob.glob(os.path.join(SESSIONS, "*.jsonl")) if not p.endswith(".transcript.jsonl"))
    tally.check(bool(sessions), "no sessions in examples/sessions")
    if not tally.check(os.access(daemon, os.X_OK), f"no daemon at {daemon} (build it, or set POPSPLIT_BIN)"):
        sessions = []
    for path in sessions:
        before = len(tally.failures)
        inputs, outputs = check_session(path, daemon, schemas, tally)
        status = "ok" if len(tally.failures) == before else "FAILED"
        print(f"session {os.path.basename(path)}: {inputs} client messages, {outputs} daemon messages: {status}")
    tutorial = sorted(glob.glob(os.path.join(TUTORIAL, "*.jsonl"))) if sessions else []
    for path in tutorial:
        before = len(tally.failures)
        inputs, outputs = check_session(path, daemon, schemas, tally, has_golden=False)
        status = "ok" if len(tally.failures) == before else "FAILED"
        print(f"session {os.path.relpath(path, ROOT)}: {inputs} client messages, {outputs} daemon messages: {status}")

    documents, cases = check_scenes(tally)
    print(f"scenes: {documents} documents, {cases} invalid cases")
    return finish(tally)


def finish(tally):
    for failure in tally.failures:
        print(f"FAIL {failure}", file=sys.stderr)
    print(f"{tally.passed} passed, {len(tally.failures)} failed")
    return 1 if tally.failures else 0


if __name__ == "__main__":
    sys.exit(main())
