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
* ``--popsplit-bin PATH``: the binary (else ``POPSPLIT_BIN``, ``PATH``, ``.build/release``).
* When a test that used the fixture fails, its report gets the sections ``popsplit events``
  (each scene's requests with the events and questions they caused), ``popsplit picture`` (each
  open scene drawn as text) and, when the daemon wrote any, ``popsplit stderr``.
"""

from __future__ import annotations

import os
from typing import Any, Dict, Iterator, List, Optional, Tuple

import pytest

from . import snapshots
from .scene import format_calls
from .session import Session

_OPTIONS = ("delegate_questions", "question_policy", "question_timeout", "daemon_question_timeout_ms",
            "request_timeout", "layout_mode", "roots", "log_level")

_STATE = pytest.StashKey[Tuple[Session, int]]()


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
    if config.getoption("popsplit_record"):
        snapshots.RECORD = True


def pytest_unconfigure(config: Any) -> None:
    snapshots.RECORD = None


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


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: Any, call: Any) -> Iterator[Any]:
    outcome: Any = yield
    report = outcome.get_result()
    if report.when != "call" or not report.failed:
        return
    state = item.stash.get(_STATE, None)
    if state is None:
        return
    for title, text in report_sections(*state):
        report.sections.append((title, text))


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
