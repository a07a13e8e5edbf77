"""JSON-RPC 2.0 over a daemon's pipes (protocol.md section 3).

A reader thread turns the daemon's standard output into messages on a queue; the caller's thread
sends a request and then handles, in arrival order, what comes back before its response: the
``scene/event`` and ``scene/layout`` notifications it caused and the delegate questions the
daemon asks (section 6), which must be answered before the response can come.
"""

from __future__ import annotations

import itertools
import json
import queue
import threading
import time
from typing import Any, Callable, Dict, List, Optional

from .errors import DaemonCrashed, FramingError, PopsplitError, ResponseTimeout
from .framing import encode, read_frame
from .process import DaemonProcess

Message = Dict[str, Any]


class _EndOfOutput:
    """What the reader thread queues when the daemon's output ends (``error``: why, if broken)."""

    def __init__(self, error: Optional[BaseException] = None) -> None:
        self.error = error


class Connection:
    """Sends requests and notifications to one daemon and reads what it sends back.

    ``on_message`` is called in the caller's thread for every notification and question that
    arrives while a request waits (see :meth:`request`).
    """

    def __init__(self, process: DaemonProcess) -> None:
        self.process = process
        self._ids = itertools.count(1)
        self._inbox: "queue.Queue[Any]" = queue.Queue()
        self._write_lock = threading.Lock()
        self._closed: Optional[PopsplitError] = None
        self.sent: List[Message] = []
        self._reader = threading.Thread(target=self._read_loop, name=f"popsplit-reader-{process.pid}",
                                        daemon=True)
        self._reader.start()

    # MARK: reading

    def _read_loop(self) -> None:
        stream = self.process.popen.stdout
        assert stream is not None
        try:
            while True:
                body = read_frame(stream)
                if body is None:
                    self._inbox.put(_EndOfOutput())
                    return
                try:
                    message = json.loads(body.decode("utf-8"))
                except (UnicodeDecodeError, json.JSONDecodeError) as error:
                    raise FramingError(f"the daemon sent a body that is not JSON: {error}: {body[:200]!r}")
                self._inbox.put(message)
        except (FramingError, OSError, ValueError) as error:
            self._inbox.put(_EndOfOutput(error))
        finally:
            try:
                stream.close()
            except OSError:
                pass

    def _crash(self, waiting_for: str, error: Optional[BaseException] = None) -> DaemonCrashed:
        """The exception for a daemon whose output ended while ``waiting_for``."""
        try:
            self.process.popen.wait(timeout=2.0)
        except Exception:  # noqa: BLE001 - still running: say so below
            pass
        self.process.wait_for_stderr(1.0)
        stderr = self.process.stderr(last=40)
        why = f" ({error})" if error else ""
        message = (f"the popsplit daemon (pid {self.process.pid}) {self.process.describe_exit()} "
                   f"while {waiting_for}{why}.\n"
                   f"Its standard error ended with:\n{_indent(stderr) if stderr else '  (nothing)'}")
        return DaemonCrashed(message, returncode=self.process.returncode, stderr=stderr)

    def next_message(self, timeout: float, waiting_for: str) -> Message:
        """The next message from the daemon; raises on a crash or after ``timeout`` seconds."""
        __tracebackhide__ = True
        if self._closed is not None:
            raise self._closed
        try:
            item = self._inbox.get(timeout=timeout)
        except queue.Empty:
            stderr = self.process.stderr(last=20)
            raise ResponseTimeout(
                f"no message from the popsplit daemon (pid {self.process.pid}) for {timeout:g} s while "
                f"{waiting_for}; the daemon {self.process.describe_exit()}.\n"
                f"Its standard error ended with:\n{_indent(stderr) if stderr else '  (nothing)'}") from None
        if isinstance(item, _EndOfOutput):
            self._closed = self._crash(waiting_for, item.error)
            raise self._closed
        return item

    def poll(self) -> Optional[Message]:
        """A message already received, without waiting, or ``None``."""
        try:
            item = self._inbox.get_nowait()
        except queue.Empty:
            return None
        if isinstance(item, _EndOfOutput):
            self._inbox.put(item)
            return None
        return item

    # MARK: writing

    def send(self, message: Message) -> None:
        """Writes one message as a Content-Length frame."""
        __tracebackhide__ = True
        if self._closed is not None:
            raise self._closed
        frame = encode(message)
        stdin = self.process.popen.stdin
        with self._write_lock:
            try:
                assert stdin is not None
                stdin.write(frame)
                stdin.flush()
            except (BrokenPipeError, ValueError, OSError) as error:
                self._closed = self._crash(f"the client wrote {message.get('method') or 'a response'}", error)
                raise self._closed from None
            self.sent.append(message)

    def next_id(self) -> int:
        """A fresh request id (integers; the daemon's question ids are strings, section 6)."""
        return next(self._ids)

    def notify(self, method: str, params: Optional[Dict[str, Any]] = None) -> None:
        """Sends a notification."""
        message: Message = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            message["params"] = params
        self.send(message)

    def respond(self, question_id: Any, result: Any = None, *, error: Optional[Dict[str, Any]] = None) -> None:
        """Answers a question from the daemon with ``result``, or with ``error``."""
        message: Message = {"jsonrpc": "2.0", "id": question_id}
        if error is not None:
            message["error"] = error
        else:
            message["result"] = result
        self.send(message)

    def request(self, method: str, params: Optional[Dict[str, Any]], *, timeout: float,
                on_message: Callable[[Message, int], None]) -> Message:
        """Sends a request and returns its response message (``result`` or ``error``).

        Every other message that arrives first goes to ``on_message(message, request_id)`` in
        arrival order; ``timeout`` is the longest silence tolerated.
        """
        request_id = self.next_id()
        message: Message = {"jsonrpc": "2.0", "id": request_id, "method": method}
        if params is not None:
            message["params"] = params
        self.send(message)
        return self.wait_for(request_id, f"'{method}' (id {request_id}) waited for its response",
                             timeout=timeout, on_message=on_message)

    def wait_for(self, request_id: Any, waiting_for: str, *, timeout: float,
                 on_message: Callable[[Message, int], None]) -> Message:
        """Reads messages until the response to ``request_id``; see :meth:`request`."""
        while True:
            incoming = self.next_message(timeout, waiting_for)
            if "method" not in incoming and incoming.get("id") == request_id:
                return incoming
            on_message(incoming, request_id)

    @property
    def closed(self) -> bool:
        """Whether the daemon's output ended."""
        return self._closed is not None

    def drain(self, seconds: float) -> List[Message]:
        """Messages arriving within ``seconds`` (for shutdown and tests)."""
        end = time.monotonic() + seconds
        out: List[Message] = []
        while True:
            remaining = end - time.monotonic()
            if remaining <= 0:
                return out
            try:
                item = self._inbox.get(timeout=remaining)
            except queue.Empty:
                return out
            if isinstance(item, _EndOfOutput):
                self._inbox.put(item)
                return out
            out.append(item)


def _indent(text: str) -> str:
    return "\n".join("  " + line for line in text.splitlines())
