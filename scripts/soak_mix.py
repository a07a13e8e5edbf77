"""The soak's command mix (scripts/soak.py): one cycle of requests replayed from the example
sessions, so the mix is what the examples do (open a scene from examples/scenes, taps, rotations,
pushes and pops, popovers, modal sheets, splits, snapshots, explanations, renders) and follows them
as they change.

A cycle is every examples/sessions/*.jsonl script but the deliberately malformed ones, in name
order: each script's requests (lifecycle messages, notifications, replies to questions and lines
that are not JSON objects left out), with
- scene/open and scene/reload "path" made absolute (the scripts' paths are relative to them),
- scene/open without a scene id given the id the daemon would have chosen (s1, s2, ...),
- a scene/render of the script's latest scene after every `render_every` requests of the cycle
  (SVG and text in turn),
- a scene/close of every scene the script opened and did not close, at its end (so a cycle
  leaves nothing open).
Every cycle is the same requests, so every cycle must get the same answers, errors included.
"""

import json
from pathlib import Path

# Scripts left out: their point is malformed input, which the soak does not measure.
SKIPPED = {"bad-input"}
# Methods the soak sends itself, once (initialize, initialized) or at the end (shutdown, exit).
LIFECYCLE = {"initialize", "initialized", "shutdown", "exit"}


class Request:
    """One request of the cycle: its method, and its frame with the id left to fill in."""

    def __init__(self, method, params):
        self.method = method
        rest = {"method": method} if params is None else {"method": method, "params": params}
        # '{"jsonrpc":"2.0","id":' + id + ',' + rest: the member order popsplit itself writes.
        self.tail = b"," + json.dumps(rest, separators=(",", ":"), ensure_ascii=False).encode("utf-8")[1:]

    def frame(self, request_id):
        """The Content-Length frame of this request with id `request_id`."""
        body = b'{"jsonrpc":"2.0","id":%d%s' % (request_id, self.tail)
        return b"Content-Length: %d\r\n\r\n%s" % (len(body), body)


def script_requests(path):
    """A script's requests as (method, params), scene paths made absolute, ids given."""
    requests, opened = [], 0
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith("//"):
            continue
        try:
            message = json.loads(line)
        except ValueError:
            continue
        if not isinstance(message, dict) or "id" not in message or not isinstance(message.get("method"), str):
            continue
        method, params = message["method"], message.get("params")
        if method in LIFECYCLE:
            continue
        if method in ("scene/open", "scene/reload") and isinstance(params, dict):
            if isinstance(params.get("path"), str):
                params["path"] = str((path.parent / params["path"]).resolve())
            if method == "scene/open" and "scene" not in params:
                opened += 1
                params["scene"] = f"s{opened}"
        requests.append((method, params))
    return requests


def cycle(sessions, render_every):
    """The requests of one cycle, in order."""
    result = []
    scripts = sorted(p for p in Path(sessions).glob("*.jsonl")
                     if not p.name.endswith(".transcript.jsonl") and p.stem not in SKIPPED)
    renders = 0
    for script in scripts:
        scenes = []
        for method, params in script_requests(script):
            scene = params.get("scene") if isinstance(params, dict) else None
            if method == "scene/open" and isinstance(scene, str) and scene not in scenes:
                scenes.append(scene)
            elif method == "scene/close" and scene in scenes:
                scenes.remove(scene)
            result.append(Request(method, params))
            if render_every > 0 and scenes and len(result) % render_every == 0:
                renders += 1
                result.append(Request("scene/render", {"scene": scenes[-1], "format": "svg" if renders % 2 else "text"}))
        result += [Request("scene/close", {"scene": scene}) for scene in scenes]
    return result
