"""A session with one popsplit daemon: lifecycle, requests, notifications and questions.

:class:`Session` starts ``popsplit serve``, sends ``initialize`` (section 3), opens scenes
(:meth:`Session.open_scene` returns a :class:`popsplit.Scene`) and shuts the daemon down
(``shutdown`` then ``exit``, then end of input, SIGTERM and SIGKILL with timeouts). Use it as a
context manager::

    with popsplit.Session() as session:
        scene = session.open_scene("examples/scenes/popover-rotation.json")
        scene.tap("shareButton")

Every request is kept as a :class:`Call`: its params, its result or error, and everything it
caused (events, layouts, questions). Requests normally run one at a time (:meth:`Session.call`);
:meth:`Session.begin` and :meth:`Session.wait` let a test have several in flight, as the daemon
allows (a request sent while a question is outstanding waits its turn, section 6).
"""

from __future__ import annotations

import collections
import json
import os
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Deque, Dict, List, Optional, Union

from . import errors
from .connection import Connection, Message
from .events import Event
from .process import DaemonProcess
from .questions import POLICIES, QUESTIONS, Answer, Handler, Question, selector_for

#: A handler's answer that leaves the question unanswered: the daemon waits (up to its
#: ``questionTimeoutMs``) and the test answers later with :meth:`Session.answer`.
NO_ANSWER = type("NoAnswer", (), {"__repr__": lambda self: "popsplit.NO_ANSWER"})()


class AnswerError(Exception):
    """Raised by a question handler to answer with a JSON-RPC error (the default then applies,
    section 6), as Emacs' ``jsonrpc.el`` does (code ``32603``)."""

    def __init__(self, code: int = -32603, message: str = "no answer") -> None:
        super().__init__(message)
        self.code = code
        self.message = message


@dataclass
class Call:
    """One request and everything it caused.

    ``events``, ``layouts`` (raw ``scene/layout`` params) and ``questions`` arrived before the
    response, in order; ``result`` or ``error`` is the response's.
    """

    id: Any
    method: str
    params: Dict[str, Any]
    request: Message = field(repr=False)
    events: List[Event] = field(default_factory=list)
    layouts: List[Dict[str, Any]] = field(default_factory=list, repr=False)
    questions: List[Question] = field(default_factory=list)
    answers: List[Message] = field(default_factory=list, repr=False)
    response: Optional[Message] = field(default=None, repr=False)
    cancelled: bool = False
    problem: Optional[BaseException] = field(default=None, repr=False)
    scene_ref: Any = field(default=None, repr=False)
    started: float = field(default_factory=time.monotonic, repr=False)

    @property
    def done(self) -> bool:
        """Whether the response arrived."""
        return self.response is not None

    @property
    def result(self) -> Any:
        """The response's ``result`` (``None`` for an error or before the response)."""
        return self.response.get("result") if self.response else None

    @property
    def error(self) -> Optional[Dict[str, Any]]:
        """The response's ``error`` object, if it is one."""
        return self.response.get("error") if self.response else None

    @property
    def scene(self) -> Optional[str]:
        """The scene the request concerns (its ``scene`` param, or the scene it opened)."""
        if isinstance(self.result, dict) and isinstance(self.result.get("scene"), str):
            return self.result["scene"]
        value = self.params.get("scene")
        return value if isinstance(value, str) else None

    def raise_for_error(self) -> None:
        """Raises the :class:`popsplit.RPCError` subclass for an error response."""
        if self.error is not None:
            raise errors.rpc_error(self.error, method=self.method, params=self.params)

    def describe(self) -> str:
        """``touch/tap {"point": [740, 42]}``, shortened."""
        shown = {k: v for k, v in self.params.items() if k not in ("scene", "document", "text")}
        text = json.dumps(shown, ensure_ascii=False, separators=(", ", ": "))
        if len(text) > 100:
            text = text[:97] + "..."
        return f"{self.method} {text}" if shown else self.method


_HANDLER_THREAD = threading.local()


class Session:
    """A running popsplit daemon and the client's state.

    :param binary: the popsplit binary (default: :func:`popsplit.find_daemon`).
    :param delegate_questions: answer the delegate's questions (section 6); ``False``: the daemon
        never asks and the documented defaults apply.
    :param question_policy: ``"default"`` (a question without a handler gets its default answer)
        or ``"strict"`` (it fails the request with :class:`popsplit.UnexpectedQuestion`).
    :param question_timeout: seconds a handler may take before :class:`popsplit.QuestionTimeout`.
    :param daemon_question_timeout_ms: the daemon's ``questionTimeoutMs`` (default: longer than
        ``question_timeout``, so the client, not the daemon, decides).
    :param request_timeout: seconds of silence from the daemon before :class:`popsplit.ResponseTimeout`.
    :param layout_mode: ``"full"`` or ``"delta"`` (section 5; the client rebuilds full layouts).
    :param profile: the device profile (``ios5.0``, ``ios5.1``, ``ios6``) for every scene opened,
        overriding the documents' ``profile``; ``None`` keeps each document's.
    :param roots: the workspace roots the daemon may read documents from (default: the
        filesystem's root, as ``popsplit run`` trusts its script).
    :param max_document_bytes: ``capabilities.popsplit.maxDocumentBytes`` (default: the daemon's limit).
    :param trace: ``initialize``'s ``trace`` (``"off"``, ``"messages"``, ``"verbose"``); the
        ``$/logTrace`` notifications are kept in :attr:`traces`.
    :param log_level: the daemon's ``--log-level``; its standard error is kept for messages.
    :param client_name: ``clientInfo.name`` at ``initialize``.
    :param cwd: the daemon's working directory (default: this process's).
    :param start: start the daemon now (else call :meth:`start`, or use ``with``).
    """

    def __init__(self, binary: Optional[str] = None, *, delegate_questions: bool = True,
                 question_policy: str = "default", question_timeout: float = 5.0,
                 daemon_question_timeout_ms: Optional[int] = None, request_timeout: float = 15.0,
                 layout_mode: str = "full", profile: Optional[str] = None,
                 roots: Optional[List[Union[str, Path]]] = None, max_document_bytes: Optional[int] = None,
                 trace: Optional[str] = None, log_level: str = "warning",
                 client_name: str = "popsplit-python", cwd: Optional[str] = None, start: bool = True) -> None:
        if question_policy not in POLICIES:
            raise ValueError(f"question_policy must be one of {POLICIES}, got {question_policy!r}")
        if layout_mode not in ("full", "delta"):
            raise ValueError(f"layout_mode must be 'full' or 'delta', got {layout_mode!r}")
        self.binary = binary
        self.delegate_questions = delegate_questions
        self.question_policy = question_policy
        self.question_timeout = question_timeout
        self.daemon_question_timeout_ms = (daemon_question_timeout_ms if daemon_question_timeout_ms is not None
                                           else int((question_timeout + 30) * 1000))
        self.request_timeout = request_timeout
        self.layout_mode = layout_mode
        self.profile = profile
        self.roots = [Path(r).resolve() for r in roots] if roots is not None else [Path("/")]
        self.max_document_bytes = max_document_bytes
        self.trace = trace
        self.log_level = log_level
        self.client_name = client_name
        self.cwd = cwd
        self.process: Optional[DaemonProcess] = None
        self.connection: Optional[Connection] = None
        self.initialize_result: Dict[str, Any] = {}
        self.initialize_params: Dict[str, Any] = {}
        self.calls: List[Call] = []
        self.questions: List[Question] = []
        self.traces: List[Dict[str, Any]] = []
        self.unsolicited: List[Message] = []
        #: Every message received, in arrival order (the last 10000).
        self.received: Deque[Message] = collections.deque(maxlen=10000)
        self.exit_code: Optional[int] = None
        self._pending: List[Call] = []
        self._handlers: Dict[str, Handler] = {}
        self._scenes: Dict[str, Any] = {}
        self._closed = False
        if start:
            self.start()

    # MARK: lifecycle

    def start(self) -> "Session":
        """Starts the daemon and sends ``initialize`` and ``initialized``."""
        if self.process is not None:
            return self
        self.process = DaemonProcess(self.binary, log_level=self.log_level, cwd=self.cwd)
        self.connection = Connection(self.process)
        self.initialize_params = {
            "processId": os.getpid(),
            "clientInfo": {"name": self.client_name, "version": _version()},
            "workspaceFolders": [{"uri": root.as_uri(), "name": root.name or "/"} for root in self.roots],
            "capabilities": {"popsplit": {"delegateQuestions": self.delegate_questions,
                                          "questionTimeoutMs": self.daemon_question_timeout_ms,
                                          "layoutMode": self.layout_mode}},
        }
        if self.max_document_bytes is not None:
            self.initialize_params["capabilities"]["popsplit"]["maxDocumentBytes"] = self.max_document_bytes
        if self.trace is not None:
            self.initialize_params["trace"] = self.trace
        try:
            self.initialize_result = self.call("initialize", self.initialize_params).result or {}
            self.connection.notify("initialized", {})
        except BaseException:
            self.process.stop(grace=0.5)
            raise
        return self

    @property
    def pid(self) -> Optional[int]:
        """The daemon's process id."""
        return self.process.pid if self.process else None

    @property
    def capabilities(self) -> Dict[str, Any]:
        """``initialize``'s ``capabilities``: ``methods``, ``questions``, ``layoutModes``, ``profiles``."""
        return dict(self.initialize_result.get("capabilities") or {})

    @property
    def running(self) -> bool:
        """Whether the daemon is still running."""
        return bool(self.process and self.process.running)

    def stderr(self, last: Optional[int] = None) -> str:
        """What the daemon wrote to standard error (its last ``last`` lines)."""
        return self.process.stderr(last) if self.process else ""

    def close(self, *, timeout: float = 2.0) -> Optional[int]:
        """Shuts the daemon down: ``shutdown``, ``exit``, then stops the process if it lingers.

        Returns the exit code (0 after a clean shutdown). Safe to call more than once, and after
        the daemon crashed.
        """
        if self._closed or self.process is None:
            return self.exit_code
        connection = self.connection
        try:
            if connection is not None and not connection.closed and self.process.running:
                saved, self.request_timeout = self.request_timeout, timeout
                try:
                    self._pending.clear()
                    self.call("shutdown", None)
                    connection.notify("exit")
                    self.process.popen.wait(timeout=timeout)
                except Exception:  # noqa: BLE001 - a broken daemon is stopped below either way
                    pass
                finally:
                    self.request_timeout = saved
        finally:
            self._closed = True
            self.exit_code = self.process.stop(grace=timeout)
        return self.exit_code

    def __enter__(self) -> "Session":
        return self.start()

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def __del__(self) -> None:  # the atexit hook of popsplit.process is the real guarantee
        try:
            if not self._closed and self.process is not None and self.process.running:
                self.process.stop(grace=0.5)
        except Exception:  # noqa: BLE001
            pass

    # MARK: requests

    def begin(self, method: str, params: Optional[Dict[str, Any]] = None) -> Call:
        """Sends a request without waiting for its response; :meth:`wait` collects it."""
        if getattr(_HANDLER_THREAD, "active", False):
            raise errors.PopsplitError(
                f"a question handler cannot send requests ({method}): the daemon holds every request "
                "until the question is answered (protocol.md section 6)")
        connection = self._connection()
        request_id = connection.next_id()
        message: Message = {"jsonrpc": "2.0", "id": request_id, "method": method}
        if params is not None:
            message["params"] = params
        call = Call(id=request_id, method=method, params=dict(params or {}), request=message)
        self.calls.append(call)
        self._pending.append(call)
        connection.send(message)
        return call

    def wait(self, call: Call, *, timeout: Optional[float] = None) -> Call:
        """Reads messages until ``call``'s response arrived; returns the call.

        Raises :class:`popsplit.QuestionTimeout` when a handler of one of its questions hung
        (the request was cancelled), and re-raises what a handler raised.
        """
        __tracebackhide__ = True
        connection = self._connection()
        limit = self.request_timeout if timeout is None else timeout
        while not call.done:
            message = connection.next_message(limit, f"'{call.method}' (id {call.id}) waited for its response")
            self._dispatch(message)
        if call.problem is not None:
            raise call.problem
        return call

    def call(self, method: str, params: Optional[Dict[str, Any]] = None) -> Call:
        """Sends a request and waits for it; raises :class:`popsplit.RPCError` on an error response."""
        __tracebackhide__ = True
        call = self.wait(self.begin(method, params))
        call.raise_for_error()
        return call

    def notify(self, method: str, params: Optional[Dict[str, Any]] = None) -> None:
        """Sends a notification (any method may be sent as one; its result is dropped, section 3)."""
        self._connection().notify(method, params)

    def cancel(self, call: Call) -> None:
        """Sends ``$/cancelRequest`` for ``call`` (section 3); :meth:`wait` then gets its ``-32800``."""
        call.cancelled = True
        self._connection().notify("$/cancelRequest", {"id": call.id})

    def set_trace(self, value: str) -> None:
        """``$/setTrace``: ``"off"``, ``"messages"`` or ``"verbose"``; the daemon's ``$/logTrace``
        notifications are kept in :attr:`traces`."""
        self._connection().notify("$/setTrace", {"value": value})

    def idle(self, seconds: float) -> List[Message]:
        """Handles whatever arrives within ``seconds`` (no request needed); returns those messages."""
        connection = self._connection()
        received: List[Message] = []
        end = time.monotonic() + seconds
        while True:
            remaining = end - time.monotonic()
            if remaining <= 0:
                return received
            try:
                message = connection.next_message(remaining, "the client waited")
            except errors.ResponseTimeout:
                return received
            received.append(message)
            self._dispatch(message)

    def next_question(self, timeout: Optional[float] = None) -> Question:
        """Handles incoming messages until a question is left unanswered (its handler returned
        :data:`NO_ANSWER`); returns it, for :meth:`answer`."""
        connection = self._connection()
        limit = self.request_timeout if timeout is None else timeout
        while not self.pending_questions:
            self._dispatch(connection.next_message(limit, "the client waited for a question"))
        return self.pending_questions[0]

    def _connection(self) -> Connection:
        if self.connection is None:
            raise errors.PopsplitError("the session is not started (Session(start=False) needs .start())")
        if self._closed:
            raise errors.PopsplitError("the session is closed")
        return self.connection

    # MARK: incoming messages

    def _owner(self) -> Optional[Call]:
        """The request the daemon is working on: the oldest one not yet answered."""
        for call in self._pending:
            if not call.done:
                return call
        return None

    def _dispatch(self, message: Message) -> None:
        self.received.append(message)
        method = message.get("method")
        if method is None:
            self._on_response(message)
            return
        params = message.get("params") or {}
        owner = self._owner()
        if "id" in message:
            self._on_question(message, owner)
        elif method == "scene/event":
            event = Event.from_json(params)
            state = self._scene_state(event.scene)
            if owner is not None:
                owner.events.append(event)
                owner.scene_ref = state
            state._on_event(event)
        elif method == "scene/layout":
            state = self._scene_state(params.get("scene", ""))
            state._on_layout(params)
            if owner is not None:
                owner.layouts.append(params)
                owner.scene_ref = state
        elif method == "$/logTrace":
            self.traces.append(params)
        else:
            self.unsolicited.append(message)

    def _on_response(self, message: Message) -> None:
        for call in self._pending:
            if call.id == message.get("id") and not call.done:
                call.response = message
                self._pending.remove(call)
                for question in call.questions:
                    if not question.answered_by:  # answered by the daemon itself: timeout or cancel
                        cancelled = (call.error or {}).get("code") == -32800
                        question.answered_by = "cancelled" if cancelled else "daemon-default"
                if call.error is None and call.method == "scene/close":
                    self._scenes.pop(str(call.params.get("scene")), None)
                return
        self.unsolicited.append(message)

    # MARK: questions

    def on_question(self, name: str, handler: Handler) -> None:
        """Answers every scene's question ``name`` (UIKit's selector, e.g.
        ``"popoverControllerShouldDismissPopover:"``) with ``handler``; a scene's own handler
        (:meth:`popsplit.Scene.on_question`) wins."""
        self._handlers[selector_for(name, self._question_table())] = handler

    def remove_question_handler(self, name: str) -> None:
        """Forgets the session's handler for ``name``."""
        self._handlers.pop(selector_for(name, self._question_table()), None)

    def _question_table(self) -> Dict[str, str]:
        asked = self.capabilities.get("questions")
        table = dict(QUESTIONS)
        for method in asked or []:
            if method not in table.values():
                table[method] = method
        return table

    @property
    def pending_questions(self) -> List[Question]:
        """Questions left unanswered (a handler returned :data:`NO_ANSWER`)."""
        return [q for q in self.questions if not q.answered_by]

    def answer(self, question: Question, value: Answer = None, *, error: Optional[Dict[str, Any]] = None) -> None:
        """Answers a question now (one left with :data:`NO_ANSWER`, or a late answer)."""
        message: Message = {"jsonrpc": "2.0", "id": question.id}
        if error is not None:
            message["error"] = error
        else:
            message["result"] = value
        self._connection().send(message)
        if not question.answered_by:
            question.answer, question.answered_by = (None if error else value), "manual"
        for call in self.calls:
            if question in call.questions:
                call.answers.append(message)

    def _on_question(self, message: Message, owner: Optional[Call]) -> None:
        question = Question.from_message(message, owner.method if owner else "")
        self.questions.append(question)
        state = self._scene_state(question.scene) if question.scene else None
        if owner is not None:
            owner.questions.append(question)
        if state is not None:
            state.questions.append(question)
        handler = state.handler(question.selector) if state is not None else None
        if handler is None:
            handler = self._handlers.get(question.selector)
        if handler is None:
            question.answer, question.answered_by = question.default, "default"
            self._send_answer(question, owner, {"result": question.default})
            if self.question_policy == "strict" and owner is not None and owner.problem is None:
                owner.problem = errors.UnexpectedQuestion(
                    f"{owner.method} asked {question} and no handler answers it (question_policy='strict'); "
                    f"register one with scene.on_question({question.selector!r}, ...)")
            return
        if not callable(handler):
            self._record_answer(question, owner, handler, "handler")
            return
        outcome = self._run_handler(handler, question)
        if outcome[0] == "timeout":
            question.answered_by = "timeout"
            if owner is not None:
                self.cancel(owner)
                owner.problem = errors.QuestionTimeout(
                    f"the handler for the delegate question {question.selector} ({question.id}, asked by "
                    f"{owner.method} in scene {question.scene!r}, args {question.args}) did not return within "
                    f"{self.question_timeout:g} s; the request was cancelled and the scene is unchanged")
            return
        if outcome[0] == "error":
            raised = outcome[1]
            if isinstance(raised, AnswerError):
                question.answered_by = "error"
                self._send_answer(question, owner, {"error": {"code": raised.code, "message": raised.message}})
                return
            question.answered_by = "error"
            self._send_answer(question, owner, {"error": {"code": -32603, "message": f"handler raised {raised!r}"}})
            if owner is not None and owner.problem is None:
                owner.problem = raised
            return
        self._record_answer(question, owner, outcome[1], "handler")

    def _record_answer(self, question: Question, owner: Optional[Call], value: Any, by: str) -> None:
        if value is NO_ANSWER:
            return
        if value is None:
            question.answered_by = "handler-default"
            self._send_answer(question, owner, {"result": None})
            return
        problem = _check_answer(question, value)
        if problem is not None:
            question.answered_by = "error"
            self._send_answer(question, owner, {"result": None})
            if owner is not None and owner.problem is None:
                owner.problem = problem
            return
        question.answer, question.answered_by = value, by
        self._send_answer(question, owner, {"result": value})

    def _send_answer(self, question: Question, owner: Optional[Call], body: Dict[str, Any]) -> None:
        message: Message = {"jsonrpc": "2.0", "id": question.id, **body}
        self._connection().send(message)
        if owner is not None:
            owner.answers.append(message)

    def _run_handler(self, handler: Callable[[Question], Any], question: Question) -> tuple:
        box: Dict[str, Any] = {}

        def run() -> None:
            _HANDLER_THREAD.active = True
            try:
                box["value"] = handler(question)
            except BaseException as raised:  # noqa: BLE001 - re-raised in the test's thread
                box["error"] = raised

        worker = threading.Thread(target=run, name=f"popsplit-question-{question.id}", daemon=True)
        worker.start()
        worker.join(self.question_timeout)
        if worker.is_alive():
            return ("timeout", None)
        if "error" in box:
            return ("error", box["error"])
        return ("value", box.get("value"))

    # MARK: scenes

    def _scene_state(self, scene_id: str) -> Any:
        from .scene import Scene

        scene = self._scenes.get(scene_id)
        if scene is None:
            scene = Scene(self, scene_id)
            self._scenes[scene_id] = scene
        return scene

    def scene(self, scene_id: str) -> Any:
        """The :class:`popsplit.Scene` the client knows by this id."""
        if scene_id not in self._scenes:
            raise KeyError(f"no scene {scene_id!r} in this session; open: {', '.join(self._scenes) or 'none'}")
        return self._scenes[scene_id]

    @property
    def scenes(self) -> List[Any]:
        """The scenes open in this session, in the order they were opened."""
        return list(self._scenes.values())

    def open_scene(self, path: Union[str, Path, None] = None, *, document: Optional[Dict[str, Any]] = None,
                   text: Optional[str] = None, scene: Optional[str] = None, profile: Optional[str] = None,
                   format: Optional[str] = None, companion: Union[str, Path, Dict[str, Any], None] = None) -> Any:
        """``scene/open``: a scene from a file ``path``, a ``document`` (a dict) or its JSON ``text``.

        ``path`` is relative to the working directory. A storyboard or nib (``.storyboard``,
        ``.xib``, or ``format`` ``"storyboard"`` / ``"xib"``) opens too (protocol.md section 8.13),
        with its ``companion`` document (a dict, or the path of one; by default the daemon reads
        ``PATH.popsplit.json`` beside it). ``profile`` (or the session's) overrides the document's
        ``profile``: a scene document is then read here and sent as ``document``; a storyboard's
        companion carries it. ``scene`` names the scene (default: the daemon's ``s1``, ``s2``
        ...). Returns the :class:`popsplit.Scene`; its ``opened`` is the :class:`popsplit.OpenResult`.
        """
        from .results import OpenResult

        params, source = self._document_params(path, document, text, profile or self.profile, format, companion)
        if scene is not None:
            params = {"scene": scene, **params}
        try:
            call = self.call("scene/open", params)
        except errors.InvalidDocument as error:
            error.name_files(path, companion)
            raise
        state = self._scene_state(call.result["scene"])
        call.scene_ref = state
        state._opened(call, source, params)
        state.opened = _build(OpenResult, call)
        return state

    def _document_params(self, path: Union[str, Path, None], document: Optional[Dict[str, Any]],
                         text: Optional[str], profile: Optional[str], format: Optional[str] = None,
                         companion: Union[str, Path, Dict[str, Any], None] = None) -> tuple:
        given = [name for name, value in (("path", path), ("document", document), ("text", text)) if value is not None]
        if len(given) != 1:
            raise TypeError(f"give exactly one of path, document, text (got {', '.join(given) or 'none'})")
        source = str(path) if path is not None else ("<document>" if document is not None else "<text>")
        storyboard = format in ("storyboard", "xib") or (
            path is not None and str(path).lower().endswith((".storyboard", ".xib")))
        if storyboard:
            return self._storyboard_params(path, text, profile, format, companion), source
        if path is not None:
            resolved = Path(path).expanduser().resolve()
            if profile is None:
                return {"path": str(resolved)}, str(path)
            document = json.loads(resolved.read_text(encoding="utf-8"))
        elif text is not None and profile is not None:
            document = json.loads(text)
        if document is not None:
            if profile is not None:
                document = {**document, "profile": profile}
            return {"document": document}, source
        return {"text": text}, source

    @staticmethod
    def _storyboard_params(path: Union[str, Path, None], text: Optional[str], profile: Optional[str],
                           format: Optional[str], companion: Union[str, Path, Dict[str, Any], None]) -> Dict[str, Any]:
        """The params opening a storyboard or nib: its path or text, its format when given, its
        companion (with ``profile`` set in it when one is asked for: the companion overrides the
        file's profile, protocol.md section 8.13)."""
        params: Dict[str, Any] = {"path": str(Path(path).expanduser().resolve())} if path is not None else {"text": text}
        if format is not None:
            params["format"] = format
        if profile is not None:
            if isinstance(companion, dict):
                companion = {**companion, "profile": profile}
            else:
                beside = Path(companion) if companion is not None else (
                    Path(f"{path}.popsplit.json") if path is not None else None)
                found = json.loads(beside.read_text(encoding="utf-8")) if beside is not None and beside.is_file() else {}
                companion = {**found, "profile": profile}
        if isinstance(companion, dict):
            params["companion"] = companion
        elif companion is not None:
            params["companion"] = str(Path(companion).expanduser().resolve())
        return params

    def stop_preview(self) -> bool:
        """``preview/stop``: stops the live preview server (its pages close)."""
        return bool((self.call("preview/stop", {}).result or {}).get("stopped"))

    def list_scenes(self) -> List[Any]:
        """``scene/list``: every open scene, by id."""
        from .results import SceneInfo

        result = self.call("scene/list", {}).result or {}
        return [SceneInfo.from_json(s) for s in result.get("scenes", [])]

    # MARK: replay

    def replay_script(self, scene_id: str) -> List[Message]:
        """The client messages that rebuild ``scene_id`` from scratch, as a ``popsplit run``
        script: ``initialize``, then every request of the scene that succeeded, each followed by
        the answers to its questions (section 11). :func:`popsplit.snapshots.render_png` plays it
        through ``popsplit render``."""
        init = {k: v for k, v in self.initialize_params.items() if k != "processId"}
        script: List[Message] = [{"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": init}]
        for call in self.calls:
            if call.method in ("initialize", "shutdown") or call.scene != scene_id:
                continue
            if not call.done or call.error is not None or call.cancelled:
                continue
            request = dict(call.request)
            if call.method == "scene/open":
                request["params"] = {**call.params, "scene": scene_id}
            script.append(request)
            script.extend(call.answers)
        return script


def _check_answer(question: Question, value: Any) -> Optional[BaseException]:
    if isinstance(value, dict):
        return None
    default = question.default
    if isinstance(default, bool):
        if isinstance(value, bool):
            return None
        expected = "a bool"
    elif isinstance(default, (int, float)):
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return None
        expected = "a number"
    else:
        return None
    return TypeError(f"the handler for {question.selector} returned {value!r} ({type(value).__name__}); "
                     f"it takes {expected} (default {default!r}), or None for the default")


def _build(cls: Any, call: Call) -> Any:
    from .scene import result_from_call

    return result_from_call(cls, call)


def _version() -> str:
    from . import __version__

    return __version__
