"""Layouts (``scene/layout``, protocol.md sections 5 and 9.6) and what changed between two.

A :class:`Layout` is the list of visible nodes, back to front, parents before children. A client
that asked for ``layoutMode: "delta"`` rebuilds each full layout from the one before
(:func:`apply_delta`). :func:`diff_layouts` says which nodes were added, removed, moved or
changed between two layouts: what an exhaustive step (:mod:`popsplit.step`) asks a test to state.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from typing import Any, Dict, Iterator, List, Optional

from .geometry import Point, Rect


def _snake(name: str) -> str:
    out = []
    for char in name:
        if char.isupper():
            out.append("_" + char.lower())
        else:
            out.append(char)
    return "".join(out)


@dataclass(frozen=True)
class Node:
    """One visible thing: a controller's view, a view, a bar, an item, a popover ...

    ``frame`` is in window coordinates; ``attributes`` holds the kind's attributes as the
    protocol names them (``{"controllerKind": "plain", "title": "Inbox"}``), also readable as
    attributes in snake case (``node.title``, ``node.controller_kind``; ``None`` when absent).
    """

    id: str
    kind: str
    parent: Optional[str]
    frame: Rect
    attributes: Dict[str, Any] = field(default_factory=dict)

    @classmethod
    def from_json(cls, raw: Dict[str, Any]) -> "Node":
        """A node from its JSON object."""
        return cls(id=raw["id"], kind=raw["kind"], parent=raw.get("parent"), frame=Rect.of(raw["frame"]),
                   attributes=dict(raw.get("attributes") or {}))

    def to_json(self) -> Dict[str, Any]:
        """The node's JSON object, as the daemon writes it."""
        return {"id": self.id, "kind": self.kind, "parent": self.parent, "frame": self.frame.to_json(),
                "attributes": self.attributes}

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        attributes = object.__getattribute__(self, "attributes")
        for key, value in attributes.items():
            if key == name or _snake(key) == name:
                return value
        return None

    @property
    def center(self) -> Point:
        """The centre of the frame (where a tap on this node lands)."""
        return self.frame.center

    def describe(self) -> str:
        """``id (kind) [x, y, w, h]``."""
        return f"{self.id} ({self.kind}) {self.frame}"


@dataclass(frozen=True)
class PopoverNode:
    """A visible popover, read from its ``popover`` node (section 9.9.8).

    ``arrow`` is the side its arrow points to (``"up"``: the popover is below its anchor).
    """

    node: Node

    @property
    def id(self) -> str:
        """The popover controller's id."""
        return self.node.id

    @property
    def frame(self) -> Rect:
        """The popover's frame, arrow included."""
        return self.node.frame

    @property
    def content(self) -> Optional[str]:
        """The content view controller's id."""
        return self.node.attributes.get("content")

    @property
    def content_frame(self) -> Optional[Rect]:
        """Where the content is, in window coordinates."""
        value = self.node.attributes.get("contentFrame")
        return Rect.of(value) if value is not None else None

    @property
    def arrow(self) -> Optional[str]:
        """``arrowDirection``: ``up``, ``down``, ``left`` or ``right``."""
        return self.node.attributes.get("arrowDirection")

    @property
    def arrow_tip(self) -> Optional[Point]:
        """The tip of the arrow."""
        value = self.node.attributes.get("arrowTip")
        return Point.of(value) if value is not None else None

    @property
    def arrow_offset(self) -> Any:
        """``arrowOffset``, signed from the edge's centre (POP-12)."""
        return self.node.attributes.get("arrowOffset")

    @property
    def arrow_attached(self) -> Optional[bool]:
        """Whether the arrow reaches the anchor (POP-11)."""
        return self.node.attributes.get("arrowAttached")

    @property
    def anchor(self) -> Optional[Rect]:
        """The anchor rect in window coordinates."""
        value = self.node.attributes.get("anchor")
        return Rect.of(value) if value is not None else None

    @property
    def needs_presentation(self) -> Optional[bool]:
        """Whether it waits to be presented again after a rotation (POP-27)."""
        return self.node.attributes.get("needsPresentation")


@dataclass(frozen=True)
class Transition:
    """How a layout change animates (section 5): ``kind``, ``duration`` and the frames before."""

    kind: str
    duration: float
    from_version: Optional[int]
    from_orientation: Optional[str]
    before: Dict[str, Rect]

    @classmethod
    def from_json(cls, raw: Optional[Dict[str, Any]]) -> Optional["Transition"]:
        """A transition from its JSON object, or ``None``."""
        if not raw:
            return None
        return cls(kind=raw.get("kind", ""), duration=raw.get("duration", 0), from_version=raw.get("fromVersion"),
                   from_orientation=raw.get("fromOrientation"),
                   before={b["id"]: Rect.of(b["frame"]) for b in raw.get("before") or []})


@dataclass(frozen=True)
class Layout:
    """A full layout of a scene (the params of a full ``scene/layout``)."""

    scene: str
    version: int
    orientation: str
    screen: Rect
    application_frame: Rect
    nodes: List[Node]
    transition: Optional[Transition] = None

    @classmethod
    def from_json(cls, raw: Dict[str, Any]) -> "Layout":
        """A full layout from ``scene/layout`` params (``mode`` ``"full"``)."""
        return cls(scene=raw.get("scene", ""), version=raw["version"], orientation=raw["orientation"],
                   screen=Rect.of(raw["screen"]), application_frame=Rect.of(raw["applicationFrame"]),
                   nodes=[Node.from_json(n) for n in raw.get("nodes") or []],
                   transition=Transition.from_json(raw.get("transition")))

    def __iter__(self) -> Iterator[Node]:
        return iter(self.nodes)

    def __contains__(self, node_id: object) -> bool:
        return any(n.id == node_id for n in self.nodes)

    def get(self, node_id: str) -> Optional[Node]:
        """The node with this id, or ``None``."""
        for node in self.nodes:
            if node.id == node_id:
                return node
        return None

    def node(self, node_id: str) -> Node:
        """The node with this id; a ``KeyError`` naming similar ids when there is none."""
        found = self.get(node_id)
        if found is None:
            raise KeyError(self._missing(node_id))
        return found

    def _missing(self, node_id: str) -> str:
        ids = [n.id for n in self.nodes]
        close = difflib.get_close_matches(node_id, ids, n=3, cutoff=0.5)
        hint = f"; did you mean {', '.join(repr(c) for c in close)}?" if close else ""
        return (f"no node {node_id!r} in the layout of scene {self.scene!r} (version {self.version}, "
                f"{self.orientation}){hint} Visible: {', '.join(ids)}")

    def popover(self, popover_id: str) -> PopoverNode:
        """The visible popover ``popover_id`` (its ``popover`` node)."""
        node = self.node(popover_id)
        if node.kind != "popover":
            raise KeyError(f"node {popover_id!r} is a {node.kind}, not a popover")
        return PopoverNode(node)

    def popovers(self) -> List[PopoverNode]:
        """Every visible popover, back to front."""
        return [PopoverNode(n) for n in self.nodes if n.kind == "popover"]

    def of_kind(self, kind: str) -> List[Node]:
        """The nodes of one kind, back to front."""
        return [n for n in self.nodes if n.kind == kind]

    def children(self, parent_id: Optional[str]) -> List[Node]:
        """The nodes whose parent is ``parent_id``."""
        return [n for n in self.nodes if n.parent == parent_id]

    def to_json(self) -> Dict[str, Any]:
        """The layout as full ``scene/layout`` params (without its transition)."""
        return {"scene": self.scene, "version": self.version, "mode": "full", "orientation": self.orientation,
                "screen": self.screen.to_json(), "applicationFrame": self.application_frame.to_json(),
                "nodes": [n.to_json() for n in self.nodes], "transition": None}


def apply_delta(base: Layout, raw: Dict[str, Any]) -> Layout:
    """The full layout a ``"delta"`` ``scene/layout`` describes, from the layout it is based on.

    As section 5 says: drop the ``removed`` ids, upsert the ``changed`` nodes by id, sort by
    ``order``.
    """
    if raw.get("baseVersion") != base.version:
        raise ValueError(f"a delta layout based on version {raw.get('baseVersion')} applied to version {base.version}")
    nodes = {n.id: n for n in base.nodes}
    for node_id in raw.get("removed") or []:
        nodes.pop(node_id, None)
    for changed in raw.get("changed") or []:
        nodes[changed["id"]] = Node.from_json(changed)
    order = raw.get("order") or []
    missing = [i for i in order if i not in nodes]
    if missing:
        raise ValueError(f"a delta layout orders nodes it does not define: {missing}")
    return Layout(scene=raw.get("scene", base.scene), version=raw["version"], orientation=raw["orientation"],
                  screen=Rect.of(raw["screen"]), application_frame=Rect.of(raw["applicationFrame"]),
                  nodes=[nodes[i] for i in order], transition=Transition.from_json(raw.get("transition")))


# MARK: differences


@dataclass(frozen=True)
class NodeChange:
    """One difference between two layouts.

    ``change`` is ``"added"``, ``"removed"``, ``"moved"`` (the frame changed) or ``"changed"``
    (kind, parent or attributes changed); ``before`` and ``after`` are the node in each layout.
    """

    change: str
    node_id: str
    before: Optional[Node]
    after: Optional[Node]

    def describe(self) -> str:
        """One line: ``+ id (kind) [frame]``, ``- id``, ``~ id frame [a] -> [b]`` ..."""
        if self.change == "added" and self.after is not None:
            return f"+ {self.after.describe()}"
        if self.change == "removed" and self.before is not None:
            return f"- {self.before.describe()}"
        assert self.before is not None and self.after is not None
        if self.change == "moved":
            return f"~ {self.node_id} frame {self.before.frame} -> {self.after.frame}"
        parts = []
        if self.before.kind != self.after.kind:
            parts.append(f"kind {self.before.kind} -> {self.after.kind}")
        if self.before.parent != self.after.parent:
            parts.append(f"parent {self.before.parent} -> {self.after.parent}")
        keys = sorted(set(self.before.attributes) | set(self.after.attributes))
        for key in keys:
            old, new = self.before.attributes.get(key), self.after.attributes.get(key)
            if old != new:
                parts.append(f"{key} {_short(old)} -> {_short(new)}")
        return f"~ {self.node_id} " + ", ".join(parts)


def _short(value: Any) -> str:
    import json

    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 60 else text[:57] + "..."


@dataclass(frozen=True)
class LayoutDiff:
    """What changed from one layout to another (``None`` before: everything is added)."""

    before: Optional[Layout]
    after: Optional[Layout]
    changes: List[NodeChange]
    orientation: Optional[tuple]

    @property
    def empty(self) -> bool:
        """Whether nothing changed."""
        return not self.changes and self.orientation is None

    def ids(self, change: str) -> List[str]:
        """The ids of one kind of change, in layout order."""
        return [c.node_id for c in self.changes if c.change == change]


def diff_layouts(before: Optional[Layout], after: Optional[Layout]) -> LayoutDiff:
    """The differences from ``before`` to ``after``: added, removed, moved, changed nodes.

    A node whose frame changed is ``moved``; if its kind, parent or attributes changed too it
    also has a ``changed`` entry. The z-order of nodes present in both is not compared.
    """
    old = {n.id: n for n in before.nodes} if before else {}
    new = {n.id: n for n in after.nodes} if after else {}
    changes: List[NodeChange] = []
    for node in (after.nodes if after else []):
        previous = old.get(node.id)
        if previous is None:
            changes.append(NodeChange("added", node.id, None, node))
            continue
        if previous.frame != node.frame:
            changes.append(NodeChange("moved", node.id, previous, node))
        if (previous.kind, previous.parent, previous.attributes) != (node.kind, node.parent, node.attributes):
            changes.append(NodeChange("changed", node.id, previous, node))
    for node in (before.nodes if before else []):
        if node.id not in new:
            changes.append(NodeChange("removed", node.id, node, None))
    orientation = None
    if before and after and before.orientation != after.orientation:
        orientation = (before.orientation, after.orientation)
    return LayoutDiff(before, after, changes, orientation)
