#!/usr/bin/env python3
"""Writes the fuzz targets' seed corpora and dictionaries from the repository's examples.

Usage: python3 fuzz/make_corpus.py OUT_DIR

OUT_DIR/seeds/<Target>/ gets one file per seed, OUT_DIR/dict/<Target>.dict a libFuzzer
dictionary. Seeds:
- FuzzSession: each examples/sessions/*.jsonl script (comments dropped) as the client's byte
  stream, framed with Content-Length and, separately, newline-delimited; scene/open and
  scene/reload by "path" get the scene inline instead (alternately as "text" and as "document";
  a storyboard or nib as "text" with its companion document as an object), since the fuzz target
  reads no files.
- FuzzFrames: the first messages of each script in both framings, and hand-written edge cases.
- FuzzJSON: every script message, every scene, some replies from the golden transcripts, and
  edge cases of numbers, strings and nesting.
- FuzzSceneDocument: every examples/scenes/*.json and every scene text or document found inline
  in the scripts.
- FuzzStoryboard: every storyboard and nib of the importer's test corpus
  (Tests/PopsplitInterfaceBuilderTests/Corpus) and of examples/storyboards; its dictionary holds
  their element names, attribute names and short attribute values, and XML's markup.
The output depends only on the examples: the same files give the same corpus.
"""

import hashlib
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SESSIONS = ROOT / "examples" / "sessions"
SCENES = ROOT / "examples" / "scenes"
STORYBOARDS = [ROOT / "Tests" / "PopsplitInterfaceBuilderTests" / "Corpus", ROOT / "examples" / "storyboards"]

# Messages of each script used as frame-decoder seeds (the decoder does not care for more).
FRAME_SEED_MESSAGES = 12
# Transcript lines kept as JSON seeds per script, and their largest size in bytes.
TRANSCRIPT_LINES = 6
TRANSCRIPT_MAX_BYTES = 6000
# Dictionary words: strings found in the examples up to this length.
WORD_MAX = 40


def compact(value):
    """JSON text the way popsplit writes it: compact, UTF-8."""
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def script_lines(path):
    """A script's message lines (as bytes), comments and blank lines dropped."""
    lines = []
    for raw in path.read_bytes().split(b"\n"):
        line = raw.rstrip(b"\r")
        stripped = line.strip()
        if not stripped or stripped.startswith(b"//"):
            continue
        lines.append(line)
    return lines


def inline_scene(line, turn):
    """The line with a scene/open or scene/reload "path" replaced by the scene itself: as "text"
    on even turns, as "document" on odd ones. Other lines (invalid JSON included) are kept as is."""
    try:
        message = json.loads(line)
    except ValueError:
        return line
    if not isinstance(message, dict) or message.get("method") not in ("scene/open", "scene/reload"):
        return line
    params = message.get("params")
    if not isinstance(params, dict) or not isinstance(params.get("path"), str):
        return line
    if "text" in params or "document" in params:
        return line  # a deliberate "exactly one of" error: kept
    scene = (SESSIONS / params["path"]).resolve()
    if not scene.is_file():
        return line  # a deliberate missing file: kept (the target refuses every path anyway)
    text = scene.read_text(encoding="utf-8")
    del params["path"]
    if scene.suffix in (".storyboard", ".xib"):
        # A storyboard or nib goes as text, its companion document (read beside it when opened by
        # path) as an object.
        params["text"] = text
        params["format"] = scene.suffix[1:]
        companion = scene.with_name(scene.name + ".popsplit.json")
        if companion.is_file() and "companion" not in params:
            params["companion"] = json.loads(companion.read_text(encoding="utf-8"))
        return compact(message).encode("utf-8")
    if turn % 2 == 0:
        params["text"] = text
    else:
        params["document"] = json.loads(text)
    return compact(message).encode("utf-8")


def content_length(messages):
    """Messages framed as LSP's base protocol."""
    return b"".join(b"Content-Length: %d\r\n\r\n%s" % (len(m), m) for m in messages)


def newline(messages):
    """Messages framed one per line."""
    return b"".join(m + b"\n" for m in messages)


HAND_FRAMES = [
    b"",
    b"Content-Length: 2\r\n\r\n{}",
    b"content-length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}",
    b"Content-Length: 5\r\n\r\n{}",
    b"Content-Length: -1\r\n\r\n{}Content-Length: 2\r\n\r\n[]",
    b"Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}",
    b"Content-Length: 99999999999999999999\r\n\r\n{}",
    b"X-Nothing: 1\r\n\r\n{}Content-Length: 2\r\n\r\n{}",
    b"Content-Length 2\r\n\r\n{}",
    b"Content-Length: 2\n\n{}",
    b"Content-Length: 2\r\n\r\n{}Content-Length: 1\r\n\r\n",
    b"Content-Length: " + b"9" * 200 + b"\r\n\r\n",
    b"X: " + b"a" * 300 + b"\r\n\r\nContent-Length: 2\r\n\r\n{}",
    b"  \r\n{\"a\":1}\r\n\r\n[1,2]\n{\"b\":",
    b"{}\n\n\n{}\r\n" + b"x" * 300 + b"\n{}",
    b"[\n",
    b"\x00Content-Length: 2\r\n\r\n{}",
]

HAND_JSON = [
    b"0", b"-0", b"-0.0", b"1.0", b"0.1", b"1e20", b"1E-7", b"1e400", b"-1e400", b"1e-400",
    b"9223372036854775807", b"-9223372036854775808", b"9223372036854775808",
    b"1.7976931348623157e308", b"4.9e-324", b"123456789.123456789", b"100.5e2",
    b'""', b'"\\u0000"', b'"\\ud800"', b'"\\ud83d\\ude00"', b'"\\u00e9\\t\\n\\"\\\\\\/"',
    '"é😀"'.encode("utf-8"), b'"\xff"', b'{"a":1,"a":2}', b'{"":[]}', b"[[[[[[[[[[]]]]]]]]]]",
    b"[1,2,3] x", b"[1,", b"{\"a\" 1}", b"true", b"false", b"null", b"  [true , false ,null]  ",
]

HAND_SESSION = [
    b'{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{"popsplit":{"delegateQuestions":true,"questionTimeoutMs":1000,"layoutMode":"delta"}}}}\n'
    b'[{"jsonrpc":"2.0","id":2,"method":"scene/list"},{"jsonrpc":"2.0","method":"initialized"},{"jsonrpc":"2.0","id":3,"method":"nope"}]\n'
    b'{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":3}}\n'
    b'{"jsonrpc":"2.0","id":4,"method":"shutdown"}\n{"jsonrpc":"2.0","method":"exit"}\n',
]


def transcript_replies(path):
    """A few of a golden transcript's lines, small ones."""
    golden = path.with_name(path.name[: -len(".jsonl")] + ".transcript.jsonl")
    if not golden.is_file():
        return []
    kept = [line for line in golden.read_bytes().split(b"\n") if line and len(line) <= TRANSCRIPT_MAX_BYTES]
    step = max(1, len(kept) // TRANSCRIPT_LINES)
    return kept[::step][:TRANSCRIPT_LINES]


def inline_documents(lines):
    """Scene texts and documents given inline by the scripts' scene/open and scene/reload."""
    found = []
    for line in lines:
        try:
            message = json.loads(line)
        except ValueError:
            continue
        params = message.get("params") if isinstance(message, dict) else None
        if not isinstance(params, dict):
            continue
        if isinstance(params.get("text"), str):
            found.append(params["text"].encode("utf-8"))
        if "document" in params:
            found.append(compact(params["document"]).encode("utf-8"))
    return found


def storyboard_files():
    """The storyboards and nibs of the importer's corpus and of the examples, sorted."""
    found = []
    for folder in STORYBOARDS:
        found += [p for p in folder.iterdir() if p.suffix in (".storyboard", ".xib")]
    return sorted(found)


XML_MARKUP = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<!--", "-->", "<![CDATA[", "]]>", "<!DOCTYPE", "&amp;", "&lt;", "&#10;", "/>", "</"]


# Interface Builder's object ids (`Nv0-st-A01`): too many to be useful dictionary words.
OBJECT_ID = re.compile(r"^\w{3}-\w{2}-\w{3}$")


def storyboard_words(text, into):
    """Element names (as `<name` and `</name>`), attribute names (as ` name="`) and short
    attribute values (quoted, object ids left out) of an Interface Builder file."""
    for name in re.findall(r"<([A-Za-z][\w.:-]*)", text):
        into.add("<" + name)
        into.add("</" + name + ">")
    for name, value in re.findall(r'\s([A-Za-z][\w.:-]*)="([^"]*)"', text):
        into.add(" " + name + '="')
        if 0 < len(value) <= WORD_MAX and not OBJECT_ID.match(value):
            into.add('"' + value + '"')


def words(value, into):
    """Object keys and short strings of a JSON value, quoted as JSON (dictionary words are the
    exact bytes to insert)."""
    if isinstance(value, dict):
        for key, member in value.items():
            into.add(compact(key))
            words(member, into)
    elif isinstance(value, list):
        for element in value:
            words(element, into)
    elif isinstance(value, str) and 0 < len(value) <= WORD_MAX:
        into.add(compact(value))


def dictionary_entry(word):
    """One libFuzzer dictionary line: the word quoted, with escapes."""
    escaped = "".join(
        "\\\\" if c == "\\" else '\\"' if c == '"' else c if 32 <= ord(c) < 127 else
        "".join("\\x%02X" % b for b in c.encode("utf-8"))
        for c in word
    )
    return '"%s"' % escaped


def write_seeds(out, target, seeds):
    """Writes seeds as files named by their SHA-1 (duplicates collapse)."""
    folder = out / "seeds" / target
    folder.mkdir(parents=True, exist_ok=True)
    for seed in seeds:
        (folder / hashlib.sha1(seed).hexdigest()).write_bytes(seed)
    return len(set(seeds))


def write_dict(out, target, entries):
    """Writes a dictionary, sorted."""
    folder = out / "dict"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{target}.dict").write_text("".join(dictionary_entry(w) + "\n" for w in sorted(entries)), encoding="utf-8")


def main():
    """Writes everything under the directory given."""
    if len(sys.argv) != 2:
        sys.exit("usage: make_corpus.py OUT_DIR")
    out = Path(sys.argv[1])
    scripts = sorted(p for p in SESSIONS.glob("*.jsonl") if not p.name.endswith(".transcript.jsonl"))
    scenes = sorted(SCENES.glob("*.json"))
    session_seeds, frame_seeds, json_seeds, scene_seeds = list(HAND_SESSION), list(HAND_FRAMES), list(HAND_JSON), []
    scene_words, session_words = set(), {"Content-Length: ", "\r\n\r\n", '"jsonrpc"', '"2.0"', '"method"', '"params"', '"result"', '"error"'}
    for script in scripts:
        lines = script_lines(script)
        inlined = [inline_scene(line, turn) for turn, line in enumerate(lines)]
        session_seeds += [content_length(inlined), newline(inlined)]
        first = lines[:FRAME_SEED_MESSAGES]
        frame_seeds += [content_length(first), newline(first)]
        json_seeds += lines + transcript_replies(script)
        scene_seeds += inline_documents(lines)
        for line in lines:
            try:
                words(json.loads(line), session_words)
            except ValueError:
                pass
    for scene in scenes:
        text = scene.read_bytes()
        scene_seeds.append(text)
        json_seeds.append(text)
        words(json.loads(text), scene_words)
    storyboard_seeds, storyboard_dict = [], set(XML_MARKUP)
    for path in storyboard_files():
        data = path.read_bytes()
        storyboard_seeds.append(data)
        storyboard_words(data.decode("utf-8", errors="replace"), storyboard_dict)
    counts = {
        "FuzzSession": write_seeds(out, "FuzzSession", session_seeds),
        "FuzzFrames": write_seeds(out, "FuzzFrames", frame_seeds),
        "FuzzJSON": write_seeds(out, "FuzzJSON", json_seeds),
        "FuzzSceneDocument": write_seeds(out, "FuzzSceneDocument", scene_seeds),
        "FuzzStoryboard": write_seeds(out, "FuzzStoryboard", storyboard_seeds),
    }
    write_dict(out, "FuzzSession", session_words | scene_words)
    write_dict(out, "FuzzSceneDocument", scene_words)
    write_dict(out, "FuzzStoryboard", storyboard_dict)
    write_dict(out, "FuzzJSON", {"true", "false", "null", "\\u", "e+", "E-", "-0.", "\\ud800", "\\udc00", "\\u0000"})
    write_dict(out, "FuzzFrames", {"Content-Length: ", "content-length:", "Content-Type: ", "\r\n", "\r\n\r\n", "{}", "[]"})
    print("seeds: " + ", ".join(f"{name} {n}" for name, n in counts.items()))


if __name__ == "__main__":
    main()
