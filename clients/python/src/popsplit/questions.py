"""Delegate questions (protocol.md section 6): what the daemon asks the client, and the answers.

Some UIKit behaviour depends on what the app's delegate answers. When the client opts in
(``Session(delegate_questions=True)``, the default), the daemon sends a request named
``delegate/`` + the selector without its colons and waits for the answer. A test answers with a
handler registered by UIKit's selector::

    scene.on_question("popoverControllerShouldDismissPopover:", lambda q: False)

A handler gets a :class:`Question` and returns the answer (a boolean, or a number for
``splitViewController:constrainSplitPosition:splitViewSize:``), or ``None`` for the default.
A plain value instead of a callable is the answer to every such question. Questions without a
handler get their default answer (policy ``"default"``) or fail the request (policy
``"strict"``). Every question asked is recorded, with its answer and who gave it.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, Optional, Union

#: The questions of section 6, by UIKit selector: (request method, kind of answer).
QUESTIONS: Dict[str, str] = {
    "popoverControllerShouldDismissPopover:": "delegate/popoverControllerShouldDismissPopover",
    "tabBarController:shouldSelectViewController:": "delegate/tabBarControllershouldSelectViewController",
    "splitViewController:constrainSplitPosition:splitViewSize:":
        "delegate/splitViewControllerconstrainSplitPositionsplitViewSize",
    "splitViewController:shouldHideViewController:inOrientation:":
        "delegate/splitViewControllershouldHideViewControllerinOrientation",
}

#: The question policies: what happens to a question no handler answers.
POLICIES = ("default", "strict")

Answer = Union[bool, int, float, None]
Handler = Union[Callable[["Question"], Answer], bool, int, float]


def selector_for(name: str, known: Optional[Dict[str, str]] = None) -> str:
    """UIKit's selector for a question named by selector or by method (``delegate/...``).

    Raises ``ValueError`` with the closest known names when ``name`` is not a question.
    """
    table = known if known is not None else QUESTIONS
    if name in table:
        return name
    for selector, method in table.items():
        if name == method or name == method[len("delegate/"):]:
            return selector
    options = list(table) + list(table.values())
    close = difflib.get_close_matches(name, options, n=2, cutoff=0.6)
    hint = f" (did you mean {' or '.join(repr(c) for c in close)}?)" if close else ""
    raise ValueError(f"{name!r} is not a delegate question{hint}; the questions are: {', '.join(table)}")


def method_to_selector(method: str, selector: Optional[str] = None) -> str:
    """The selector of a question request, from its params' ``selector`` or from the table."""
    if selector:
        return selector
    for known, known_method in QUESTIONS.items():
        if known_method == method:
            return known
    return method


@dataclass
class Question:
    """One question the daemon asked.

    ``args`` are the delegate method's arguments (``{"popoverController": "sharePopover"}``),
    ``default`` the answer UIKit's default gives. Once answered, ``answer`` is what the daemon
    got (``None``: the default applied) and ``answered_by`` says how: ``"handler"``,
    ``"default"`` (no handler), ``"handler-default"`` (the handler returned ``None``),
    ``"error"`` (the handler raised), ``"timeout"`` (the handler did not return in time),
    ``"manual"`` (:meth:`popsplit.Session.answer`), ``"daemon-default"`` (left unanswered, the
    daemon's ``questionTimeoutMs`` applied the default) or ``"cancelled"``; ``""`` while it waits.
    """

    id: Any
    method: str
    selector: str
    scene: str
    args: Dict[str, Any]
    default: Any
    answer: Any = None
    answered_by: str = ""
    request_method: str = ""
    raw: Dict[str, Any] = field(default_factory=dict, repr=False)

    @classmethod
    def from_message(cls, message: Dict[str, Any], request_method: str = "") -> "Question":
        """A question from the daemon's request message."""
        params = message.get("params") or {}
        return cls(id=message.get("id"), method=message.get("method", ""),
                   selector=method_to_selector(message.get("method", ""), params.get("selector")),
                   scene=params.get("scene", ""), args=dict(params.get("args") or {}), default=params.get("default"),
                   request_method=request_method, raw=message)

    @property
    def effective_answer(self) -> Any:
        """The answer that applied: ``answer``, or ``default`` when none was given."""
        return self.default if self.answer is None else self.answer

    def __str__(self) -> str:
        args = ", ".join(f"{k}={v!r}" for k, v in self.args.items())
        return f"{self.selector}({args}) -> {self.effective_answer!r} ({self.answered_by or 'unanswered'})"
