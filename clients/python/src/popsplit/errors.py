"""The exceptions the client raises.

Every exception derives from :class:`PopsplitError`. Errors the daemon answers (JSON-RPC error
responses, protocol.md section 4) are :class:`RPCError`, with a subclass per error code that tests
commonly expect (``pytest.raises(popsplit.UIKitException)``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Dict, Optional, Tuple, Type


class PopsplitError(Exception):
    """Base class of every popsplit client error."""


class DaemonNotFound(PopsplitError):
    """No popsplit binary was found (``POPSPLIT_BIN``, ``PATH``, the repository's build)."""


class DaemonCrashed(PopsplitError):
    """The daemon exited, or closed its output, while the client waited for it.

    ``returncode`` is the exit status (negative for a signal, ``None`` if unknown) and
    ``stderr`` the end of what it wrote to standard error.
    """

    def __init__(self, message: str, *, returncode: Optional[int] = None, stderr: str = "") -> None:
        super().__init__(message)
        self.returncode = returncode
        self.stderr = stderr


class ResponseTimeout(PopsplitError):
    """The daemon did not answer a request in time (``Session(request_timeout=...)``)."""


class QuestionTimeout(PopsplitError):
    """A delegate question handler did not return within ``Session(question_timeout=...)``.

    The client cancels the request that asked (``$/cancelRequest``), so the scene is left exactly
    as it was before that request (protocol.md section 3).
    """


class UnexpectedQuestion(PopsplitError):
    """A question arrived that no handler answers, under the ``"strict"`` question policy."""


class FramingError(PopsplitError):
    """The daemon's output could not be read as Content-Length frames of JSON."""


class SnapshotMismatch(AssertionError):
    """A picture differs from its stored snapshot (:func:`popsplit.assert_snapshot`)."""


class StepFailure(AssertionError):
    """An exhaustive step's expectations failed (:meth:`popsplit.Scene.step`)."""


class RPCError(PopsplitError):
    """An error response from the daemon: ``code``, ``message`` and ``data`` (section 4).

    ``method`` and ``params`` are the request that failed.
    """

    code: int = 0

    def __init__(self, code: int, message: str, data: Any = None, *, method: str = "",
                 params: Optional[Dict[str, Any]] = None) -> None:
        where = f"{method}: " if method else ""
        super().__init__(f"{where}{message} ({code})")
        self.code = code
        self.message = message
        self.data = data
        self.method = method
        self.params = params or {}

    @property
    def exception(self) -> Optional[str]:
        """The UIKit exception's name for a ``-32001`` (``NSInvalidArgumentException`` ...)."""
        return self.data.get("exception") if isinstance(self.data, dict) else None

    @property
    def diagnostics(self) -> list:
        """The diagnostics of a ``-32010`` (invalid document), else ``[]``."""
        if isinstance(self.data, dict):
            return list(self.data.get("diagnostics") or [])
        return []


class ParseError(RPCError):
    """-32700: the body was not JSON, or a frame was malformed."""

    code = -32700


class InvalidRequest(RPCError):
    """-32600: not JSON-RPC 2.0, or a request after ``shutdown``."""

    code = -32600


class MethodNotFound(RPCError):
    """-32601: the daemon has no such method."""

    code = -32601


class InvalidParams(RPCError):
    """-32602: a param is wrong; ``data`` has ``path``, ``expected`` and ``got``."""

    code = -32602


class InternalError(RPCError):
    """-32603: a bug in popsplit."""

    code = -32603


class NotInitialized(RPCError):
    """-32002: a request before ``initialize``."""

    code = -32002


class RequestCancelled(RPCError):
    """-32800: the request was cancelled (``$/cancelRequest``)."""

    code = -32800


class UIKitException(RPCError):
    """-32001: UIKit raises; the message is UIKit's text, ``exception`` its name."""

    code = -32001


class InvalidDocument(RPCError):
    """-32010: the scene document is invalid; see ``diagnostics``.

    The exception's text lists every diagnostic, one a line, as compilers print them
    (:func:`format_diagnostic`): ``FILE:LINE:COLUMN: severity: message (JSON path)``, the message
    with its "did you mean" when the daemon found one. ``source`` is the FILE: the path the
    document was opened from, ``<text>`` or ``<document>``; ``companion`` the file of a
    storyboard's companion document, where the diagnostics whose message begins
    ``companion document:`` point (protocol.md section 8.13).
    """

    code = -32010

    def __init__(self, code: int, message: str, data: Any = None, *, method: str = "",
                 params: Optional[Dict[str, Any]] = None) -> None:
        super().__init__(code, message, data, method=method, params=params)
        self.source, self.companion = _sources(self.params)

    def __str__(self) -> str:
        diagnostics = [d for d in self.diagnostics if isinstance(d, dict)]
        if not diagnostics:
            return super().__str__()
        where = f"{self.method}: " if self.method else ""
        # The daemon's message is a summary, then the first diagnostic: keep the summary.
        summary = self.message.split(": ", 1)[0] if self.message else "invalid scene document"
        lines = [format_diagnostic(d, self._file_of(d)) for d in diagnostics]
        return f"{where}{summary} ({self.code}):\n" + "\n".join(lines)

    def name_files(self, path: Any, companion: Any = None) -> None:
        """Names the files a caller opened (``path``, and ``companion`` when it is a path) as the
        diagnostics' files: the params may not hold them (a document read by the client to set
        its profile is sent as a value, and so is its companion)."""
        if path is None:
            return
        resolved = Path(path).expanduser().resolve()
        self.source = str(resolved)
        if companion is None:
            self.companion = f"{resolved}.popsplit.json"
        elif not isinstance(companion, dict):
            self.companion = str(Path(companion).expanduser().resolve())

    def _file_of(self, diagnostic: Dict[str, Any]) -> Optional[str]:
        message = diagnostic.get("message")
        if self.companion and isinstance(message, str) and message.startswith("companion document:"):
            return self.companion
        return self.source


#: LSP's severities (protocol.md section 8.11: LSP-shaped diagnostics carry the number).
_SEVERITIES = {1: "error", 2: "warning", 3: "information", 4: "hint"}


def format_diagnostic(diagnostic: Dict[str, Any], file: Optional[str] = None) -> str:
    """One diagnostic (protocol.md section 8.11) as ``FILE:LINE:COLUMN: severity: message (PATH)``.

    Without ``file`` the line starts at ``LINE``; a diagnostic without a line (a document given as
    a value, a file that could not be read) has only ``FILE:``.
    """
    severity = diagnostic.get("severity", "error")
    severity = _SEVERITIES.get(severity, str(severity)) if isinstance(severity, int) else str(severity)
    place = [file] if file else []
    line, column = diagnostic.get("line"), diagnostic.get("column")
    if isinstance(line, int):
        place.append(str(line))
        if isinstance(column, int):
            place.append(str(column))
    text = f"{severity}: {diagnostic.get('message', '')}"
    path = diagnostic.get("path")
    if isinstance(path, str) and path:
        text += f" ({path})"
    return ":".join(place) + ": " + text if place else text


def _sources(params: Dict[str, Any]) -> Tuple[Optional[str], Optional[str]]:
    """The files a ``scene/open`` or ``scene/reload`` read, by its params: the document's (its
    ``path``, else ``<text>`` or ``<document>``) and the companion's."""
    path = params.get("path")
    if isinstance(path, str):
        source: Optional[str] = path
    elif "text" in params:
        source = "<text>"
    elif "document" in params:
        source = "<document>"
    else:
        source = None
    companion = params.get("companion")
    if isinstance(companion, dict):
        return source, "<companion>"
    if isinstance(companion, str):
        return source, companion
    if isinstance(path, str):
        return source, f"{path}.popsplit.json"
    return source, None


class UnknownScene(RPCError):
    """-32011: an unknown scene id, or one already open."""

    code = -32011


class UnknownId(RPCError):
    """-32012: an id that names nothing in the scene, or the wrong kind of thing."""

    code = -32012


class StateError(RPCError):
    """-32013: the scene's current state does not allow the request."""

    code = -32013


_BY_CODE: Dict[int, Type[RPCError]] = {
    cls.code: cls
    for cls in (ParseError, InvalidRequest, MethodNotFound, InvalidParams, InternalError,
                NotInitialized, RequestCancelled, UIKitException, InvalidDocument, UnknownScene,
                UnknownId, StateError)
}


def rpc_error(error: Dict[str, Any], *, method: str = "", params: Optional[Dict[str, Any]] = None) -> RPCError:
    """The exception for a JSON-RPC ``error`` member, of the subclass its code names."""
    code = error.get("code")
    code = code if isinstance(code, int) else 0
    cls = _BY_CODE.get(code, RPCError)
    return cls(code, str(error.get("message", "")), error.get("data"), method=method, params=params)
