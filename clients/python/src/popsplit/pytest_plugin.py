"""The pytest plugin (registered through the ``pytest11`` entry point as ``popsplit``).

* The ``popsplit`` fixture: a started :class:`popsplit.Session`. One daemon per test by
  default; ``--popsplit-scope=session`` (or ``popsplit_scope = session`` in the ini file) shares
  one daemon across the run, each test still getting its own scenes and question handlers.
* The marker ``@pytest.mark.popsplit(profile="ios5.0", ...)``: the device profile of the scenes
  the test opens (it overrides the documents' ``profile``, protocol.md section 8.3), and any
  :class:`popsplit.Session` option (``delegate_questions``, ``question_policy``,
  ``question_timeout``, ``layout_mode``, ``log_level`` ...). A test whose options differ from the
  shared daemon's gets a daemon of its own.
* ``--popsplit-record`` (or ``POPSPLIT_RECORD=1``): re-record picture snapshots.
* Snapshots (:func:`popsplit.assert_snapshot`): a missing one is recorded and the test goes on,
  so one run records every missing picture; the test then fails once, naming them all. At the
  end of the run the section ``popsplit snapshots`` of the terminal summary says what was
  recorded and lists the snapshot files no assertion read, in the ``__snapshots__`` directories
  beside test files when every test file of their folder was collected, and only after a
  complete run (a test that was deselected, skipped or stopped early may be the one reading a
  file).
* ``--popsplit-bin PATH``: the binary (else ``POPSPLIT_BIN``, ``PATH``, ``.build/release``).
* When a test that used the fixture fails, its report gets the sections ``popsplit events``
  (each scene's requests with the events and questions they caused), ``popsplit picture`` (each
  open scene drawn as text) and, when the daemon wrote any, ``popsplit stderr``.
"""

from __future__ import annotations

import fnmatch
import os
from pathlib import Path
from typing import Any, Dict, Iterator, List, Optional, Set, Tuple

import pytest

from . import snapshots
from .scene import format_calls
from .session import Session

_OPTIONS = ("delegate_questions", "question_policy", "question_timeout", "daemon_question_timeout_ms",
            "request_timeout", "layout_mode", "roots", "log_level")

_STATE = pytest.StashKey[Tuple[Session, int]]()


class _SnapshotRun:
    """A run's snapshot ledger, and what the run left out, to know whether it was complete."""

    def __init__(self, record_flag: bool) -> None:
        self.ledger = snapshots.SnapshotLedger()
        self.record_flag = record_flag
        self.new_tests = 0
        self.new_skipped = 0
        self.new_paths: List[Path] = []
        self.deselected = 0
        self.collect_errors = 0
        self.selected = 0
        #: The ``__snapshots__`` directories whose unused files can be told: beside test files,
        #: every test file of their folder collected.
        self.checked: List[Path] = []
        self.finished: Set[str] = set()
        self.failed: Set[str] = set()
        self.skipped: Set[str] = set()
        # What the plugin replaced, put back at the end (pytester runs pytest inside a test).
        self.saved: Tuple[Optional[bool], Optional[snapshots.SnapshotLedger]] = (snapshots.RECORD,
                                                                                  snapshots.LEDGER)


_SNAPSHOTS = pytest.StashKey[_SnapshotRun]()


def pytest_addoption(parser: Any) -> None:
    group = parser.getgroup("popsplit", "popsplit daemon")
    group.addoption("--popsplit-record", action="store_true", default=False,
                    help="re-record popsplit picture snapshots (also POPSPLIT_RECORD=1)")
    group.addoption("--popsplit-bin", default=None,
                    help="the popsplit binary (default: POPSPLIT_BIN, then PATH, then .build/release/popsplit)")
    group.addoption("--popsplit-scope", choices=("function", "session"), default=None,
                    help="one popsplit daemon per test (function, the default) or for the whole run (session)")
    parser.addini("popsplit_scope", "one popsplit daemon per test (function) or per run (session)", default="function")


def pytest_configure(config: Any) -> None:
    config.addinivalue_line(
        "markers",
        "popsplit(profile=None, **session_options): the device profile (ios5.0, ios5.1, ios6) of the scenes the "
        "test opens, and popsplit.Session options (delegate_questions, question_policy, layout_mode ...)")
    run = _SnapshotRun(bool(config.getoption("popsplit_record")))
    config.stash[_SNAPSHOTS] = run
    if run.record_flag:
        snapshots.RECORD = True
    snapshots.LEDGER = run.ledger


def pytest_unconfigure(config: Any) -> None:
    run = config.stash.get(_SNAPSHOTS, None)
    if run is not None:
        snapshots.RECORD, snapshots.LEDGER = run.saved


def _marker_options(request: Any) -> Tuple[Optional[str], Dict[str, Any]]:
    marker = request.node.get_closest_marker("popsplit")
    kwargs = dict(marker.kwargs) if marker else {}
    if marker and marker.args:
        raise pytest.UsageError(f"@pytest.mark.popsplit takes keyword arguments only, got {marker.args!r}")
    profile = kwargs.pop("profile", None)
    unknown = sorted(set(kwargs) - set(_OPTIONS))
    if unknown:
        raise pytest.UsageError(f"@pytest.mark.popsplit: unknown option(s) {', '.join(unknown)}; "
                                f"known: profile, {', '.join(_OPTIONS)}")
    return profile, kwargs


class _SharedDaemons:
    """The daemons shared by the tests of a run (``--popsplit-scope=session``), by options."""

    def __init__(self, binary: Optional[str]) -> None:
        self.binary = binary
        self.sessions: Dict[Tuple, Session] = {}

    def get(self, options: Dict[str, Any]) -> Session:
        key = tuple(sorted((k, repr(v)) for k, v in options.items()))
        session = self.sessions.get(key)
        if session is None or not session.running or session.connection is None or session.connection.closed:
            if session is not None:
                session.close(timeout=1.0)
            session = Session(self.binary, **options)
            self.sessions[key] = session
        return session

    def close(self) -> None:
        for session in self.sessions.values():
            session.close()
        self.sessions.clear()


@pytest.fixture(scope="session")
def _popsplit_shared(request: Any) -> Iterator[_SharedDaemons]:
    shared = _SharedDaemons(request.config.getoption("popsplit_bin"))
    yield shared
    shared.close()


def _scope(config: Any) -> str:
    return config.getoption("popsplit_scope") or config.getini("popsplit_scope") or "function"


@pytest.fixture
def popsplit(request: Any) -> Iterator[Session]:
    """A started :class:`popsplit.Session` (see the plugin's documentation)."""
    profile, options = _marker_options(request)
    binary = request.config.getoption("popsplit_bin")
    if _scope(request.config) != "session":
        session = Session(binary, profile=profile, **options)
        request.node.stash[_STATE] = (session, 0)
        try:
            yield session
        finally:
            session.close()
        return
    shared: _SharedDaemons = request.getfixturevalue("_popsplit_shared")
    session = shared.get(options)
    before_scenes = {s.id for s in session.scenes}
    saved_handlers, saved_profile = dict(session._handlers), session.profile
    session.profile = profile
    request.node.stash[_STATE] = (session, len(session.calls))
    try:
        yield session
    finally:
        session.profile = saved_profile
        session._handlers = saved_handlers
        if session.running and session.connection is not None and not session.connection.closed:
            for scene in session.scenes:
                if scene.id not in before_scenes:
                    try:
                        scene.close()
                    except Exception:  # noqa: BLE001 - a broken daemon is replaced by the next test
                        pass


def pytest_deselected(items: Any) -> None:
    if items:
        run = items[0].config.stash.get(_SNAPSHOTS, None)
        if run is not None:
            run.deselected += len(items)


def pytest_collection_finish(session: Any) -> None:
    run = session.config.stash.get(_SNAPSHOTS, None)
    if run is not None:
        run.collect_errors = session.testsfailed
        run.selected = len(session.items)
        run.checked = _checked_directories(session)


def _checked_directories(session: Any) -> List[Path]:
    """The ``__snapshots__`` directories beside the collected tests whose folder has no test file
    left out of the run: a test file that did not run may be the one reading a snapshot there."""
    modules = {Path(str(getattr(item, "path", None) or item.fspath)).resolve() for item in session.items}
    patterns = session.config.getini("python_files") or ["test_*.py", "*_test.py"]
    checked = []
    for folder in sorted({m.parent for m in modules}):
        snapshots_dir = folder / "__snapshots__"
        if not snapshots_dir.is_dir():
            continue
        test_files = {f.resolve() for f in folder.iterdir()
                      if f.is_file() and any(fnmatch.fnmatch(f.name, p) for p in patterns)}
        if test_files <= modules:
            checked.append(snapshots_dir)
    return checked


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: Any, nextitem: Any) -> Iterator[None]:
    run = item.config.stash.get(_SNAPSHOTS, None)
    if run is None:
        yield
        return
    run.ledger.test = item.nodeid
    try:
        yield
    finally:
        run.ledger.test = None


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: Any, call: Any) -> Iterator[Any]:
    outcome: Any = yield
    report = outcome.get_result()
    failed_on_its_own = report.failed
    run = item.config.stash.get(_SNAPSHOTS, None)
    if run is not None:
        _note_snapshots(run, item, report)
    if report.when != "call" or not failed_on_its_own:
        return
    state = item.stash.get(_STATE, None)
    if state is None:
        return
    for title, text in report_sections(*state):
        report.sections.append((title, text))


def _note_snapshots(run: _SnapshotRun, item: Any, report: Any) -> None:
    """Fails a test that recorded missing snapshots (once, naming them), and notes whether it
    ran to its end."""
    if report.when == "setup" and report.passed:
        new: List[Path] = []  # what a fixture recorded fails the test after its call, which must run
    else:
        new = run.ledger.take_new(item.nodeid)
    if report.failed:
        run.failed.add(item.nodeid)
    elif report.skipped:
        run.skipped.add(item.nodeid)
    elif report.when == "call":
        run.finished.add(item.nodeid)
    if not new:
        return
    run.new_paths += new
    if report.skipped:
        run.new_skipped += 1
    else:
        run.new_tests += 1
    message = _new_snapshots_message(new)
    if report.passed:
        report.outcome = "failed"
        report.longrepr = message
        run.finished.add(item.nodeid)
    else:
        report.sections.append(("popsplit snapshots", message))


def _new_snapshots_message(paths: List[Path]) -> str:
    count = f"{len(paths)} picture{'s' if len(paths) != 1 else ''}"
    them = "them" if len(paths) != 1 else "it"
    listed = "".join(f"\n  {p}" for p in paths)
    return (f"no snapshot was stored yet for {count}: recorded {them} now:{listed}\n"
            f"Check {them}, commit {them}, and run the tests again.")


def pytest_terminal_summary(terminalreporter: Any, exitstatus: Any, config: Any) -> None:
    run = config.stash.get(_SNAPSHOTS, None)
    if run is None:
        return
    lines: List[str] = []
    ledger = run.ledger
    recorded_new = len(run.new_paths)
    if recorded_new:
        them = "them" if recorded_new != 1 else "it"
        if not run.new_skipped:
            tests = "the test that recorded" if run.new_tests == 1 else f"the {run.new_tests} tests that recorded"
            outcome = f"{tests} {them} failed once"
        else:
            outcome = (f"of the tests that recorded {them}, {run.new_tests} failed once and "
                       f"{run.new_skipped} {'was' if run.new_skipped == 1 else 'were'} skipped")
        lines.append(f"recorded {recorded_new} new snapshot{'s' if recorded_new != 1 else ''}; {outcome}: "
                     f"check {them}, commit {them}, and run the tests again")
    if ledger.rerecorded:
        why = "--popsplit-record" if run.record_flag else "POPSPLIT_RECORD"
        lines.append(f"recorded {len(ledger.rerecorded)} snapshot{'s' if len(ledger.rerecorded) != 1 else ''} ({why})")
    unused = ledger.unused(run.checked)
    if unused:
        partial = _partial(run)
        if partial:
            lines.append(f"unused snapshot files not listed: the run was partial ({partial}); a complete run lists them")
        else:
            lines.append(f"{len(unused)} snapshot file{'s' if len(unused) != 1 else ''} no test read in this run "
                         f"(rename or delete {'them' if len(unused) != 1 else 'it'}):")
            lines += [f"  {p}" for p in unused]
    if lines:
        terminalreporter.write_sep("-", "popsplit snapshots")
        for line in lines:
            terminalreporter.write_line(line)


def _partial(run: _SnapshotRun) -> str:
    """Why the run does not show which snapshot files are unused ("" when it does)."""
    reasons = []
    if run.deselected:
        reasons.append(f"{run.deselected} deselected")
    if run.collect_errors:
        reasons.append(f"{run.collect_errors} collection error{'s' if run.collect_errors != 1 else ''}")
    failed = run.failed - run.finished
    if failed:
        reasons.append(f"{len(failed)} failed")
    skipped = run.skipped - run.finished - failed
    if skipped:
        reasons.append(f"{len(skipped)} skipped")
    not_run = run.selected - len(run.finished | failed | skipped)
    if not_run > 0:
        reasons.append(f"{not_run} not run")
    return ", ".join(reasons)


def report_sections(session: Session, first_call: int = 0, *, max_calls: int = 40) -> List[Tuple[str, str]]:
    """The failure report's sections for a session: events, pictures and standard error."""
    calls = session.calls[first_call:]
    scene_ids: List[str] = []
    for c in calls:
        if c.scene and c.scene not in scene_ids:
            scene_ids.append(c.scene)
    sections: List[Tuple[str, str]] = []
    logs = []
    for scene_id in scene_ids:
        scene = session._scenes.get(scene_id)
        if scene is None:
            continue
        mine = [c for c in scene.history if c in calls]
        shown = mine[-max_calls:]
        header = f"scene {scene_id!r} from {scene.source or '?'}"
        if scene.profile:
            header += f", profile {scene.profile}"
        if len(shown) < len(mine):
            header += f" (last {len(shown)} of {len(mine)} requests)"
        logs.append(header + "\n" + format_calls(shown))
    if logs:
        sections.append(("popsplit events", "\n\n".join(logs)))
    pictures = []
    alive = session.running and session.connection is not None and not session.connection.closed
    for scene_id in scene_ids:
        scene = session._scenes.get(scene_id)
        if scene is None or not alive:
            continue
        saved, session.request_timeout = session.request_timeout, 5.0
        try:
            pictures.append(f"scene {scene_id!r}, layout {scene.layout.version if scene.layout else '?'}:\n"
                            + scene.text())
        except Exception as error:  # noqa: BLE001 - the report must not hide the test's failure
            pictures.append(f"scene {scene_id!r}: could not draw it: {error}")
        finally:
            session.request_timeout = saved
    if not alive and session.process is not None:
        pictures.append(f"(no picture: the daemon {session.process.describe_exit()})")
    if pictures:
        sections.append(("popsplit picture", "\n".join(pictures)))
    stderr = session.stderr(last=30)
    if stderr:
        sections.append(("popsplit stderr", stderr))
    return sections


def pytest_report_header(config: Any) -> Optional[str]:
    if not config.getoption("verbose"):
        return None
    binary = config.getoption("popsplit_bin") or os.environ.get("POPSPLIT_BIN")
    return f"popsplit: binary {binary or '(found at first use)'}, scope {_scope(config)}"
