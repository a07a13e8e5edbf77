"""Finding the popsplit binary, and running ``popsplit serve`` as a child process.

The child is started in its own session (so a Ctrl-C in the terminal reaches the test runner,
which then shuts the daemon down in order) and is stopped in three ways, each a fallback for the
one before:

1. :meth:`DaemonProcess.stop`: the caller's clean shutdown (``shutdown`` + ``exit`` first, by
   :class:`popsplit.Session`), then end of input, then SIGTERM, then SIGKILL, each with a timeout;
2. an ``atexit`` hook stops every daemon still running when the interpreter exits (an
   interrupted or failing test run);
3. the daemon itself watches the client: it exits at the end of its standard input (our pipe is
   closed when this process dies, however it dies, even by SIGKILL) and, given
   ``--client-process-id``, once this process is gone (protocol.md section 2). This stands in for
   Linux's ``prctl(PR_SET_PDEATHSIG)``, which the standard library does not offer.
"""

from __future__ import annotations

import atexit
import collections
import os
import shutil
import signal
import subprocess
import threading
import weakref
from pathlib import Path
from typing import Deque, List, Optional, Sequence

from .errors import DaemonNotFound

#: Lines of standard error kept for error messages and failure reports.
STDERR_LINES_KEPT = 400

_BUILD_HINT = ("build it with `swift build -c release` at the repository's root, or point "
               "POPSPLIT_BIN at a binary (e.g. POPSPLIT_BIN=.build/debug/popsplit after `swift build`)")


def find_daemon(explicit: Optional[str] = None, *, start: Optional[Path] = None) -> str:
    """The path of the popsplit binary to run.

    In order: ``explicit``; the environment variable ``POPSPLIT_BIN``; ``popsplit`` on ``PATH``;
    ``.build/release/popsplit`` then ``.build/debug/popsplit`` in the nearest directory above
    ``start`` (default: the working directory) that holds a ``Package.swift``, then in the
    repository this client was installed from (``pip install -e clients/python``), so tests that
    live outside the repository find a popsplit built in it. Raises :class:`DaemonNotFound` naming
    every place tried and how to point at a binary.
    """
    tried: List[str] = []
    for label, candidate in (("argument", explicit), ("POPSPLIT_BIN", os.environ.get("POPSPLIT_BIN"))):
        if candidate:
            path = Path(candidate).expanduser()
            if path.is_file() and os.access(path, os.X_OK):
                return str(path.resolve())
            raise DaemonNotFound(f"popsplit binary from {label} {candidate!r} is not an executable file; {_BUILD_HINT}")
    on_path = shutil.which("popsplit")
    if on_path:
        return on_path
    tried.append("popsplit on PATH")
    here = (start or Path.cwd()).resolve()
    repositories: List[Path] = []
    for directory in (here, *here.parents):
        if (directory / "Package.swift").is_file():
            repositories.append(directory)
            break
    else:
        tried.append(f"a repository (Package.swift) above {here}")
    installed_from = Path(__file__).resolve().parents[4] if len(Path(__file__).resolve().parents) > 4 else None
    if installed_from and (installed_from / "Package.swift").is_file() and installed_from not in repositories:
        repositories.append(installed_from)
    for repository in repositories:
        for build in ("release", "debug"):
            binary = repository / ".build" / build / "popsplit"
            if binary.is_file() and os.access(binary, os.X_OK):
                return str(binary)
            tried.append(str(binary))
    raise DaemonNotFound(
        f"no popsplit binary found (tried POPSPLIT_BIN, {', '.join(tried)}); {_BUILD_HINT}; "
        "from pytest, `--popsplit-bin PATH` does the same")


_LIVE: "weakref.WeakSet[DaemonProcess]" = weakref.WeakSet()


def _stop_all_at_exit() -> None:
    for daemon in list(_LIVE):
        daemon.stop(grace=0.5)


atexit.register(_stop_all_at_exit)


def live_daemons() -> List["DaemonProcess"]:
    """The daemons this process started that have not been stopped yet."""
    return [d for d in list(_LIVE) if d.running]


class DaemonProcess:
    """One ``popsplit serve`` child: its pipes, its standard error, and how to stop it.

    Standard error is drained by a thread into a bounded buffer (:attr:`stderr`), so the daemon
    never blocks on a full pipe and error messages can quote it.
    """

    def __init__(self, binary: Optional[str] = None, *, log_level: str = "warning",
                 extra_args: Sequence[str] = (), cwd: Optional[str] = None,
                 watch_client: bool = True) -> None:
        self.binary = find_daemon(binary)
        self.args = [self.binary, "serve", "--log-level", log_level]
        if watch_client:
            self.args += ["--client-process-id", str(os.getpid())]
        self.args += list(extra_args)
        self._stderr: Deque[str] = collections.deque(maxlen=STDERR_LINES_KEPT)
        self._stderr_lock = threading.Lock()
        self.popen = subprocess.Popen(
            self.args, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            cwd=cwd, start_new_session=True, bufsize=0)
        self._stderr_thread = threading.Thread(target=self._drain_stderr, name=f"popsplit-stderr-{self.pid}",
                                               daemon=True)
        self._stderr_thread.start()
        _LIVE.add(self)

    @property
    def pid(self) -> int:
        """The daemon's process id."""
        return self.popen.pid

    @property
    def running(self) -> bool:
        """Whether the process has not exited yet."""
        return self.popen.poll() is None

    @property
    def returncode(self) -> Optional[int]:
        """The exit status once it exited (negative: the signal that ended it), else ``None``."""
        return self.popen.poll()

    def _drain_stderr(self) -> None:
        stream = self.popen.stderr
        assert stream is not None
        try:
            for raw in iter(stream.readline, b""):
                with self._stderr_lock:
                    self._stderr.append(raw.decode("utf-8", "replace").rstrip("\n"))
        finally:
            stream.close()

    def stderr(self, last: Optional[int] = None) -> str:
        """What the daemon wrote to standard error (the last ``last`` lines, or all kept)."""
        with self._stderr_lock:
            lines = list(self._stderr)
        if last is not None:
            lines = lines[-last:]
        return "\n".join(lines)

    def wait_for_stderr(self, timeout: float = 1.0) -> None:
        """Waits until standard error reached its end (after the process exited)."""
        self._stderr_thread.join(timeout)

    def describe_exit(self) -> str:
        """``exited with code 1`` / ``was killed by SIGKILL`` / ``is still running``."""
        code = self.returncode
        if code is None:
            return "is still running"
        if code < 0:
            try:
                name = signal.Signals(-code).name
            except ValueError:
                name = f"signal {-code}"
            return f"was killed by {name}"
        return f"exited with code {code}"

    def stop(self, *, grace: float = 2.0) -> Optional[int]:
        """Ends the process: end of input, then SIGTERM, then SIGKILL, ``grace`` seconds apart.

        Returns the exit status. Safe to call more than once and after the process exited.
        """
        _LIVE.discard(self)
        try:
            if self.popen.stdin is not None and not self.popen.stdin.closed:
                self.popen.stdin.close()
        except OSError:
            pass
        for step in (None, signal.SIGTERM, signal.SIGKILL):
            if step is not None and self.running:
                try:
                    self.popen.send_signal(step)
                except ProcessLookupError:
                    pass
            try:
                self.popen.wait(timeout=grace)
                break
            except subprocess.TimeoutExpired:
                continue
        self.wait_for_stderr(1.0)
        return self.popen.poll()
