"""Exhaustive steps, in the manner of The Composable Architecture's ``TestStore``.

A step brackets one or more actions on a scene; inside it the test states exactly which events
came out and how the layout changed. Anything it did not state fails the step when the block
ends, with the events and changes left over and the assertion to paste::

    with scene.step() as s:
        scene.tap("shareButton")
        s.expect_events(["viewWillAppear:@shareSheet", "viewDidAppear:@shareSheet"])
        s.expect_layout_changed(added=["sharePopover", "shareSheet", "shareTargets"])

**Events.** :meth:`Step.expect_events` compares the events not yet asserted in this step with
the list given, in UIKit's order, exactly (count and order); a mismatch shows both lists side by
side (:mod:`popsplit.diff`). Call it after each action of a multi-action step.

**Layout.** The layout change is measured from the layout when the step began to the current
one, node by node (:func:`popsplit.layout.diff_layouts`): nodes ``added``, ``removed``,
``moved`` (frame changed) and ``changed`` (kind, parent or attributes changed), and the
orientation. State them with :meth:`Step.expect_layout_changed` (ids per category, each
category given exactly; no argument: "it changed, the details do not matter here"),
:meth:`Step.expect_frames` (the frames of some nodes), :meth:`Step.expect_node` /
:meth:`Step.expect_popover` (one node's frame and attributes), or
:meth:`Step.expect_no_layout_change`.

``scene.step(non_exhaustive=True)`` checks only what the test states.
"""

from __future__ import annotations

from typing import Any, Dict, List, Mapping, Optional, Sequence, Set, Tuple, Union

from . import diff
from .errors import StepFailure
from .events import ANY, Event, Expected, matcher
from .geometry import Rect
from .layout import Layout, LayoutDiff, NodeChange, diff_layouts
from .results import camel

_CATEGORIES = ("added", "removed", "moved", "changed")


class Step:
    """One exhaustive step on a scene (see the module's documentation)."""

    def __init__(self, scene: Any, *, non_exhaustive: bool = False, name: Optional[str] = None) -> None:
        self.scene = scene
        self.non_exhaustive = non_exhaustive
        self.name = name
        self._start_events = 0
        self._start_calls = 0
        self._start_layout: Optional[Layout] = None
        self._asserted_events = 0
        self._asserted: Set[Tuple[str, str]] = set()
        self._orientation_asserted = False
        self._all_layout_asserted = False

    # MARK: the block

    def __enter__(self) -> "Step":
        self._start_events = len(self.scene.events)
        self._start_calls = len(self.scene.history)
        self._start_layout = self.scene.layout
        return self

    def __exit__(self, exc_type: Any, exc: Any, tb: Any) -> None:
        __tracebackhide__ = True
        if exc_type is not None or self.non_exhaustive:
            return
        problems: List[str] = []
        pending = self.pending_events
        if pending:
            listed = "\n".join(f"  + {e}" for e in pending)
            keys = ", ".join(repr(e.key) for e in pending)
            problems.append(f"{len(pending)} event(s) not asserted:\n{listed}\n"
                            f"  assert them with: s.expect_events([{keys}])")
        leftover = self.unasserted_changes
        orientation = self.layout_diff.orientation if not (self._orientation_asserted or self._all_layout_asserted) else None
        if leftover or orientation:
            lines = [f"  orientation {orientation[0]} -> {orientation[1]}"] if orientation else []
            lines += [f"  {c.describe()}" for c in leftover]
            problems.append(f"layout changes not asserted ({self._versions()}):\n" + "\n".join(lines) +
                            f"\n  assert them with: {self._suggestion(leftover, orientation)}")
        if problems:
            raise StepFailure(self._title() + "\n" + "\n\n".join(problems) +
                              "\n\n(or open the step with scene.step(non_exhaustive=True) to check only what you state)")

    # MARK: what happened

    @property
    def events(self) -> List[Event]:
        """Every event of the scene since the step began."""
        return list(self.scene.events[self._start_events:])

    @property
    def pending_events(self) -> List[Event]:
        """The step's events not yet asserted."""
        return self.events[self._asserted_events:]

    @property
    def calls(self) -> List[Any]:
        """The requests made in the step (:class:`popsplit.Call`)."""
        return list(self.scene.history[self._start_calls:])

    @property
    def layout_diff(self) -> LayoutDiff:
        """How the layout changed since the step began."""
        return diff_layouts(self._start_layout, self.scene.layout)

    @property
    def unasserted_changes(self) -> List[NodeChange]:
        """The layout changes no expectation covered yet."""
        if self._all_layout_asserted:
            return []
        return [c for c in self.layout_diff.changes if (c.change, c.node_id) not in self._asserted]

    # MARK: events

    def expect_events(self, expected: Sequence[Expected]) -> None:
        """The events not yet asserted are exactly ``expected``, in order.

        Each entry is ``"name"``, ``"name@target"`` (``@null`` for no target) or
        :func:`popsplit.event` (``event("viewWillAppear:", "shareSheet", animated=True)``).
        """
        __tracebackhide__ = True
        matchers = [matcher(e) for e in expected]
        actual = self.pending_events
        rows = diff.align(matchers, actual, lambda m, a: m.matches(a))
        if diff.differs(rows):
            offset = self._asserted_events
            header = (f"events differ (expected {len(matchers)}, got {len(actual)}"
                      f"{f'; after the {offset} already asserted' if offset else ''}):")
            raise StepFailure(f"{self._title()}\n{header}\n"
                              f"{diff.table(rows, [str(m) for m in matchers], [str(a) for a in actual])}\n"
                              f"{_legend()}")
        self._asserted_events += len(actual)

    def expect_no_events(self) -> None:
        """No event came out (beyond those already asserted)."""
        self.expect_events([])

    def skip_events(self) -> List[Event]:
        """Marks the pending events asserted without checking them; returns them."""
        pending = self.pending_events
        self._asserted_events += len(pending)
        return pending

    # MARK: questions

    def expect_questions(self, expected: Sequence[Union[str, Tuple[str, Any]]]) -> None:
        """The delegate questions asked in the step, in order: selectors, or ``(selector, answer)``
        pairs where ``answer`` is the answer that applied."""
        __tracebackhide__ = True
        asked = [q for c in self.calls for q in c.questions]
        wanted = [(e, None, False) if isinstance(e, str) else (e[0], e[1], True) for e in expected]

        def match(w: Tuple[str, Any, bool], q: Any) -> bool:
            return w[0] == q.selector and (not w[2] or w[1] == q.effective_answer)

        rows = diff.align(wanted, asked, match)
        if diff.differs(rows):
            left = [w[0] + (f" -> {w[1]!r}" if w[2] else "") for w in wanted]
            right = [str(q) for q in asked]
            raise StepFailure(f"{self._title()}\nquestions differ:\n{diff.table(rows, left, right)}\n{_legend()}")

    # MARK: layout

    def expect_layout_changed(self, *, added: Any = None, removed: Any = None, moved: Any = None,
                              changed: Any = None, orientation: Optional[str] = None) -> None:
        """The layout changed so: each category given lists exactly its node ids (any order).

        ``moved`` may map ids to their new frames, checked too. :data:`popsplit.ANY` for a
        category accepts whatever it holds (``moved=popsplit.ANY`` after a rotation). ``orientation`` is the new
        orientation. With no argument at all: the layout changed somehow, and every change is
        accepted.
        """
        __tracebackhide__ = True
        current = self.layout_diff
        if all(v is None for v in (added, removed, moved, changed, orientation)):
            if current.empty:
                raise StepFailure(f"{self._title()}\nthe layout did not change ({self._versions()})")
            self._all_layout_asserted = True
            return
        failures: List[str] = []
        for category, ids in (("added", added), ("removed", removed), ("moved", moved), ("changed", changed)):
            if ids is None:
                continue
            if ids is ANY:
                self._asserted.update((category, node_id) for node_id in current.ids(category))
                continue
            want = list(ids.keys()) if isinstance(ids, Mapping) else list(ids)
            got = current.ids(category)
            if sorted(want) != sorted(got):
                missing = [i for i in want if i not in got]
                extra = [i for i in got if i not in want]
                line = f"  {category}: expected {want}, got {got}"
                if missing:
                    line += f"\n    expected but not {category}: {missing}"
                if extra:
                    line += f"\n    {category} but not expected: {extra}"
                failures.append(line)
                continue
            for node_id in want:
                self._asserted.add((category, node_id))
            if isinstance(ids, Mapping):
                failures += self._check_frames(ids)
        if orientation is not None:
            now = self.scene.layout.orientation if self.scene.layout else None
            if current.orientation is None or now != orientation:
                failures.append(f"  orientation: expected a change to {orientation!r}, "
                                f"got {current.orientation[0] + ' -> ' + current.orientation[1] if current.orientation else 'no change'}")
            else:
                self._orientation_asserted = True
        if failures:
            raise StepFailure(f"{self._title()}\nthe layout changed otherwise ({self._versions()}):\n" + "\n".join(failures) +
                              "\n  all changes:\n" + "\n".join(f"    {c.describe()}" for c in current.changes))

    def expect_no_layout_change(self) -> None:
        """Nothing visible changed in the step."""
        __tracebackhide__ = True
        current = self.layout_diff
        if not current.empty:
            lines = [f"  orientation {current.orientation[0]} -> {current.orientation[1]}"] if current.orientation else []
            lines += [f"  {c.describe()}" for c in current.changes]
            raise StepFailure(f"{self._title()}\nexpected no layout change, got ({self._versions()}):\n" + "\n".join(lines))

    def expect_frames(self, frames: Mapping[str, Any]) -> None:
        """The nodes have these frames now (``{"sharePopover": [422, 57, 336, 736]}``); their
        ``added`` or ``moved`` changes count as asserted."""
        __tracebackhide__ = True
        failures = self._check_frames(frames)
        if failures:
            raise StepFailure(f"{self._title()}\nframes differ:\n" + "\n".join(failures))
        for node_id in frames:
            self._asserted.update({("added", node_id), ("moved", node_id)})

    def expect_node(self, node_id: str, *, frame: Any = None, kind: Optional[str] = None, parent: Any = ...,
                    **attributes: Any) -> None:
        """Node ``node_id`` is in the layout with these properties (attributes by the protocol's
        name or in snake case: ``arrowDirection="up"`` or ``arrow_direction="up"``). Every change
        of the node counts as asserted."""
        __tracebackhide__ = True
        layout = self.scene.layout
        node = layout.get(node_id) if layout else None
        if node is None:
            raise StepFailure(f"{self._title()}\n" + (layout._missing(node_id) if layout else "no layout yet"))
        failures: List[str] = []
        if frame is not None and node.frame != Rect.of(frame):
            failures.append(f"  frame: expected {Rect.of(frame)}, got {node.frame}")
        if kind is not None and node.kind != kind:
            failures.append(f"  kind: expected {kind!r}, got {node.kind!r}")
        if parent is not ... and node.parent != parent:
            failures.append(f"  parent: expected {parent!r}, got {node.parent!r}")
        for key, want in attributes.items():
            name = key if key in node.attributes else camel(key)
            got = node.attributes.get(name, _ABSENT)
            if got is _ABSENT or not _same(got, want):
                failures.append(f"  {name}: expected {want!r}, got {'(absent)' if got is _ABSENT else repr(got)}")
        if failures:
            raise StepFailure(f"{self._title()}\nnode {node_id!r} ({node.kind}) differs:\n" + "\n".join(failures))
        self._asserted.update((c, node_id) for c in _CATEGORIES)

    def expect_popover(self, popover_id: str, *, arrow: Optional[str] = None, frame: Any = None, anchor: Any = None,
                       content_frame: Any = None, content: Optional[str] = None, arrow_tip: Any = None,
                       **attributes: Any) -> None:
        """Popover ``popover_id`` is visible with this arrow direction, frame, anchor ... (see
        :meth:`expect_node`)."""
        __tracebackhide__ = True
        checks: Dict[str, Any] = dict(attributes)
        for key, value in (("arrowDirection", arrow), ("anchor", anchor), ("contentFrame", content_frame),
                           ("content", content), ("arrowTip", arrow_tip)):
            if value is not None:
                checks[key] = value
        self.expect_node(popover_id, frame=frame, kind="popover", **checks)

    # MARK: helpers

    def _check_frames(self, frames: Mapping[str, Any]) -> List[str]:
        layout = self.scene.layout
        failures = []
        for node_id, want in frames.items():
            node = layout.get(node_id) if layout else None
            if node is None:
                failures.append(f"  {node_id}: expected {Rect.of(want)}, but it is not in the layout")
            elif node.frame != Rect.of(want):
                failures.append(f"  {node_id}: expected {Rect.of(want)}, got {node.frame}")
        return failures

    def _versions(self) -> str:
        before = self._start_layout.version if self._start_layout else "none"
        after = self.scene.layout.version if self.scene.layout else "none"
        return f"layout {before} -> {after}"

    def _title(self) -> str:
        calls = self.calls
        what = "; ".join(c.describe() for c in calls) or "no request"
        name = f" {self.name!r}" if self.name else ""
        return f"step{name} of scene {self.scene.id!r} ({what}) failed:"

    def _suggestion(self, leftover: List[NodeChange], orientation: Optional[tuple]) -> str:
        args = []
        if orientation:
            args.append(f"orientation={orientation[1]!r}")
        for category in _CATEGORIES:
            ids = [c.node_id for c in self.layout_diff.changes if c.change == category]
            if any(c.change == category for c in leftover):
                args.append(f"{category}={ids!r}")
        return f"s.expect_layout_changed({', '.join(args)})"


_ABSENT = object()


def _same(got: Any, want: Any) -> bool:
    if isinstance(want, (Rect,)) or (isinstance(want, (list, tuple)) and isinstance(got, list)):
        return list(got) == list(want)
    return bool(got == want)


def _legend() -> str:
    return "  (' ' same, '≠' differs, '-' expected but missing, '+' not expected)"
