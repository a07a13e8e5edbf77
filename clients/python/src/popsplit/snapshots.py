"""Picture snapshots, in the manner of swift-snapshot-testing.

:func:`assert_snapshot` draws a scene and compares the picture with one stored beside the test,
in ``__snapshots__/<name>.txt`` (text, the default: ``scene/render`` format ``text``, section
12.3) or ``__snapshots__/<name>.png``:

* no stored picture yet: it is recorded and the assertion fails, asking for a second run (so a
  snapshot is never silently created on CI). Under the pytest plugin the test goes on instead,
  so every missing picture is recorded in one run, and fails once at its end naming them all
  (:class:`SnapshotLedger`);
* record mode (``pytest --popsplit-record``, or ``POPSPLIT_RECORD=1`` in the environment):
  every picture is recorded again and the assertion passes (with a warning);
* a mismatch writes ``<name>.actual.txt`` / ``.actual.png`` beside the stored picture and, for
  PNG, ``<name>.diff.png`` (differing pixels in red over a faded copy of the stored picture); a
  text mismatch shows a unified diff in the message. A later match removes them.

PNG pictures come from the daemon's own rasteriser (``popsplit render --format png``, librsvg
and cairo): the client replays the scene's requests (:meth:`popsplit.Session.replay_script`)
through ``popsplit render --session`` and checks that the replay draws the same text picture as
the live scene. Text in a PNG depends on the fonts installed (section 12.2); ``tolerance`` and
``max_diff_pixels`` absorb small differences.
"""

from __future__ import annotations

import difflib
import inspect
import json
import os
import subprocess
import tempfile
import warnings
from pathlib import Path
from typing import Any, Dict, List, Optional, Set, Tuple

from . import png
from .errors import PopsplitError, SnapshotMismatch

#: Set by the pytest plugin for ``--popsplit-record``; else ``POPSPLIT_RECORD`` decides.
RECORD: Optional[bool] = None

_PACKAGE_DIR = Path(__file__).resolve().parent


class SnapshotRecorded(UserWarning):
    """A snapshot was (re)recorded in record mode."""


class SnapshotLedger:
    """What a pytest run did with snapshots: the plugin keeps one per run (:data:`LEDGER`).

    * ``new``: the snapshots recorded because none was stored, by the test that recorded them
      (``test`` is the one running); the plugin fails each such test once, at its end;
    * ``rerecorded``: those written again in record mode;
    * ``used``: every snapshot file an assertion read or wrote, by directory, so the files of a
      directory that no assertion touched can be reported as unused.
    """

    #: The names of a directory's files that are not snapshots: what a mismatch leaves beside them.
    LEFTOVERS = (".actual.txt", ".actual.png", ".diff.png")

    def __init__(self) -> None:
        self.test: Optional[str] = None
        self.new: Dict[str, List[Path]] = {}
        self.rerecorded: List[Path] = []
        self.used: Dict[Path, Set[str]] = {}

    def use(self, stored: Path) -> None:
        self.used.setdefault(stored.parent.resolve(), set()).add(stored.name)

    def take_new(self, test: str) -> List[Path]:
        """The snapshots ``test`` recorded for lack of one, forgotten once taken."""
        return self.new.pop(test, [])

    def unused(self, directories: Any) -> List[Path]:
        """The snapshot files of ``directories`` that no assertion read or wrote, sorted."""
        found: List[Path] = []
        for folder in sorted({Path(d).resolve() for d in directories}):
            try:
                entries = list(folder.iterdir())
            except OSError:
                continue
            names = self.used.get(folder, set())
            for entry in entries:
                name = entry.name
                if (name.startswith(".") or not name.endswith((".txt", ".png")) or name.endswith(self.LEFTOVERS)
                        or name in names or not entry.is_file()):
                    continue
                found.append(folder / name)
        return sorted(found)


#: The ledger of the pytest run in progress (set by the plugin); ``None`` outside one.
LEDGER: Optional[SnapshotLedger] = None


def record_mode() -> bool:
    """Whether snapshots are being re-recorded (``--popsplit-record`` or ``POPSPLIT_RECORD=1``)."""
    if RECORD is not None:
        return RECORD
    return os.environ.get("POPSPLIT_RECORD", "").lower() in ("1", "true", "yes", "on")


def _caller_directory() -> Path:
    for frame in inspect.stack()[2:]:
        path = Path(frame.filename).resolve()
        if _PACKAGE_DIR not in path.parents and path.name != "pytest_plugin.py" and path.exists():
            return path.parent
    return Path.cwd()


def assert_snapshot(scene: Any, name: str, *, format: str = "text", directory: Optional[os.PathLike] = None,
                    record: Optional[bool] = None, columns: Optional[int] = None, rows: Optional[int] = None,
                    scale: float = 0.5, theme: Optional[str] = None, tolerance: int = 0,
                    max_diff_pixels: int = 0) -> Path:
    """Compares the scene's picture with the stored snapshot ``name``; returns its path.

    :param format: ``"text"`` (the default) or ``"png"``.
    :param directory: where snapshots live (default: ``__snapshots__`` beside the calling file).
    :param record: record instead of comparing (default: :func:`record_mode`).
    :param columns: text grid columns (default 96); ``rows`` likewise (default 48).
    :param scale: PNG pixels per point (default 0.5: 384 x 512 for a portrait iPad).
    :param tolerance: PNG: how much a channel may differ (0-255) before a pixel counts as different.
    :param max_diff_pixels: PNG: how many pixels may differ before the snapshot fails.
    """
    __tracebackhide__ = True
    if format not in ("text", "png"):
        raise ValueError(f"format must be 'text' or 'png', got {format!r}")
    folder = Path(directory) if directory is not None else _caller_directory() / "__snapshots__"
    suffix = ".txt" if format == "text" else ".png"
    stored = folder / f"{name}{suffix}"
    actual_path = folder / f"{name}.actual{suffix}"
    diff_path = folder / f"{name}.diff.png"
    if format == "text":
        picture = scene.text(columns=columns, rows=rows).encode("utf-8")
    else:
        picture = render_png(scene, scale=scale, theme=theme)
    recording = record_mode() if record is None else record
    ledger = LEDGER
    if ledger is not None:
        ledger.use(stored)
    if recording or not stored.exists():
        folder.mkdir(parents=True, exist_ok=True)
        _write_safely(stored, picture)
        _remove(actual_path, diff_path)
        if recording:
            if record is None:  # record mode, not the caller's own record=True
                warnings.warn(SnapshotRecorded(f"recorded snapshot {stored}"), stacklevel=2)
                if ledger is not None:
                    ledger.rerecorded.append(stored)
            return stored
        if ledger is not None and ledger.test is not None:
            ledger.new.setdefault(ledger.test, []).append(stored)
            return stored
        raise SnapshotMismatch(
            f"no snapshot {stored.name} was stored yet: recorded it now at {stored}.\n"
            f"Check it, commit it, and run the test again.")
    expected = stored.read_bytes()
    if expected == picture:
        _remove(actual_path, diff_path)
        return stored
    _write_safely(actual_path, picture)
    if format == "text":
        message = _text_mismatch(stored, actual_path, expected.decode("utf-8", "replace"), picture.decode("utf-8"))
    else:
        comparison = png.compare(png.decode(expected), png.decode(picture), tolerance=tolerance)
        if comparison.same_size and comparison.differing <= max_diff_pixels:
            _remove(actual_path, diff_path)
            return stored
        _write_safely(diff_path, png.encode(comparison.diff))
        size = "" if comparison.same_size else " (the sizes differ)"
        message = (f"snapshot {stored.name} differs: {comparison.differing} of {comparison.total} pixels{size}, "
                   f"largest channel difference {comparison.max_delta} (tolerance {tolerance}, "
                   f"max_diff_pixels {max_diff_pixels}).\n  stored:     {stored}\n  actual:     {actual_path}\n"
                   f"  difference: {diff_path} (red: differing pixels)")
    raise SnapshotMismatch(message + "\nIf the change is intended, re-record: pytest --popsplit-record "
                           "(or POPSPLIT_RECORD=1).")


def _text_mismatch(stored: Path, actual_path: Path, expected: str, actual: str) -> str:
    lines = list(difflib.unified_diff(expected.splitlines(), actual.splitlines(), f"{stored.name} (stored)",
                                      f"{actual_path.name} (actual)", n=2, lineterm=""))
    shown = lines[:80] + ([f"... {len(lines) - 80} more diff lines"] if len(lines) > 80 else [])
    return (f"snapshot {stored.name} differs from the scene's picture:\n" + "\n".join(shown) +
            f"\n  stored: {stored}\n  actual: {actual_path}")


def _write_safely(path: Path, data: bytes) -> None:
    """Writes ``data`` as the file ``path``: to a new temporary file beside it (created exclusively),
    then renamed into place, so a link planted at ``path`` is replaced, never followed, and a
    reader never sees half a picture."""
    descriptor, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(descriptor, "wb") as file:
            file.write(data)
        os.chmod(temporary, 0o644)
        os.replace(temporary, path)
    except BaseException:
        try:
            os.unlink(temporary)
        except FileNotFoundError:
            pass
        raise


def _remove(*paths: Path) -> None:
    for path in paths:
        try:
            path.unlink()
        except FileNotFoundError:
            pass


def render_png(scene: Any, *, scale: float = 0.5, theme: Optional[str] = None, timeout: float = 60.0) -> bytes:
    """The scene drawn as PNG by ``popsplit render --session`` replaying its requests."""
    session = scene.session
    binary = session.process.binary
    script = session.replay_script(scene.id)
    with tempfile.TemporaryDirectory(prefix="popsplit-png-") as folder:
        script_path = Path(folder) / f"{scene.id}.jsonl"
        script_path.write_text("".join(json.dumps(m, ensure_ascii=False) + "\n" for m in script), encoding="utf-8")
        common = [binary, "render", "--session", str(script_path)]
        text = _run(common + ["--format", "text"], folder, timeout)
        live = scene.text()
        if text.decode("utf-8") != live:
            raise PopsplitError(
                f"replaying scene {scene.id!r} through `popsplit render --session` does not reach its live state "
                f"(a question answered differently, or a request the replay cannot repeat); the PNG would be wrong.\n"
                f"live:\n{live}\nreplayed:\n{text.decode('utf-8')}")
        out = Path(folder) / "out.png"
        args = common + ["--format", "png", "--scale", f"{scale:g}", "-o", str(out)]
        if theme:
            args += ["--theme", theme]
        _run(args, folder, timeout)
        return out.read_bytes()


def _run(args: list, cwd: str, timeout: float) -> bytes:
    try:
        done = subprocess.run(args, cwd=cwd, stdin=subprocess.DEVNULL, capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        raise PopsplitError(f"`{' '.join(args[1:3])} ...` took more than {timeout:g} s") from None
    if done.returncode != 0:
        raise PopsplitError(f"`popsplit {' '.join(str(a) for a in args[1:])}` failed (exit code {done.returncode}):\n"
                            f"{done.stderr.decode('utf-8', 'replace').strip()}")
    return done.stdout
