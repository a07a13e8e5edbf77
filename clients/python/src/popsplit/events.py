"""Events (``scene/event``, protocol.md section 5) and how a test names the ones it expects.

An event is UIKit's message: ``name`` (a selector such as ``viewWillAppear:``, a notification
name, or a model event such as ``warning``), ``target`` (the controller or popover controller
that receives it, ``None`` for the application delegate and notifications) and ``args``.

A test names an expected event as a string, ``"name"`` or ``"name@target"`` (the form
``popsplit run --narrate`` prints), or with :func:`event` to check arguments too.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Dict, Optional, Union

#: Matches any target (the default of :func:`event` and of a string without ``@``).
ANY = object()


@dataclass(frozen=True)
class Event:
    """One ``scene/event``: ``seq`` numbers a scene's events from 1."""

    scene: str
    seq: int
    name: str
    target: Optional[str]
    args: Dict[str, Any] = field(default_factory=dict)

    @classmethod
    def from_json(cls, raw: Dict[str, Any]) -> "Event":
        """An event from ``scene/event`` params."""
        return cls(scene=raw.get("scene", ""), seq=raw.get("seq", 0), name=raw["name"], target=raw.get("target"),
                   args=dict(raw.get("args") or {}))

    @property
    def key(self) -> str:
        """``name@target`` (just ``name`` when the target is ``None``)."""
        return self.name if self.target is None else f"{self.name}@{self.target}"

    def __str__(self) -> str:
        if not self.args:
            return self.key
        return f"{self.key} {_args(self.args)}"


def _args(args: Dict[str, Any]) -> str:
    return "{" + ", ".join(f"{k}: {json.dumps(v, ensure_ascii=False)}" for k, v in args.items()) + "}"


@dataclass(frozen=True)
class EventMatcher:
    """An expected event: its name, and optionally its target and some of its arguments.

    Build one with :func:`event` or from a string (:func:`matcher`).
    """

    name: str
    target: Any = ANY
    args: Optional[Dict[str, Any]] = None

    def matches(self, actual: Event) -> bool:
        """Whether ``actual`` is this event (only the arguments named are compared)."""
        if actual.name != self.name:
            return False
        if self.target is not ANY and actual.target != self.target:
            return False
        if self.args is not None:
            for key, value in self.args.items():
                if key not in actual.args or actual.args[key] != value:
                    return False
        return True

    def __str__(self) -> str:
        text = self.name
        if self.target is not ANY:
            text = self.name if self.target is None else f"{self.name}@{self.target}"
            if self.target is None:
                text += "@null"
        if self.args:
            text += " " + _args(self.args)
        return text


def event(name: str, target: Any = ANY, **args: Any) -> EventMatcher:
    """An expected event: ``event("viewWillAppear:", "shareSheet", animated=True)``.

    ``target=None`` requires the application delegate or a notification (no target); leaving
    ``target`` out accepts any. Only the arguments given are compared.
    """
    return EventMatcher(name, target, dict(args) if args else None)


Expected = Union[str, EventMatcher, Dict[str, Any]]


def matcher(expected: Expected) -> EventMatcher:
    """An :class:`EventMatcher` from a string ``"name"`` / ``"name@target"`` (``@null``: no
    target), a dict ``{"name", "target", "args"}``, or a matcher."""
    if isinstance(expected, EventMatcher):
        return expected
    if isinstance(expected, Event):
        return EventMatcher(expected.name, expected.target, dict(expected.args))
    if isinstance(expected, dict):
        return EventMatcher(expected["name"], expected.get("target", ANY), expected.get("args"))
    if isinstance(expected, str):
        name, sep, target = expected.partition("@")
        if not sep:
            return EventMatcher(name)
        return EventMatcher(name, None if target == "null" else target)
    raise TypeError(f"an expected event is a string 'name@target', popsplit.event(...) or a dict; got {expected!r}")
