"""Results of the protocol's methods as small dataclasses (protocol.md sections 7 and 9.5).

Every scene method returns a :class:`Result` subclass. Fields are the result's members in snake
case (``layoutVersion`` -> ``layout_version``, ``from`` -> ``from_``); rects, points and sizes
are :mod:`popsplit.geometry` values. Members a result carries only in some cases (a tap's action
fields) are ``None`` when absent, and any member is also reachable by attribute even without a
field (``tap.should_select``) or as ``result.raw["shouldSelect"]``.

Each result also keeps what its request caused: ``events`` (the ``scene/event`` notifications,
in order), ``layout`` (the new layout, or ``None`` when nothing visible changed) and
``questions`` (the delegate questions asked and how they were answered).

Every class here is declared the same way, as a dataclass whose fields are the JSON object's
members, and one decoder reads them all: a field's member is its name in camel case, and the
field's annotation says what the member becomes (a rect, point or size, another record, a list
of records, or the JSON value as it is). A member reached by attribute without a field converts
as the fields of its name do (a name two fields convert differently is refused at import).
"""

from __future__ import annotations

import dataclasses
import functools
import keyword
import typing
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, List, NamedTuple, Optional, Tuple, Type, TypeVar

from .events import Event
from .geometry import Point, Rect, Size
from .layout import Layout, _snake


def camel(name: str) -> str:
    """The protocol's name for a snake-case field: ``arrow_tip`` -> ``arrowTip``, ``from_`` -> ``from``."""
    name = name.rstrip("_")
    head, *rest = name.split("_")
    return head + "".join(part[:1].upper() + part[1:] for part in rest)


def snake(name: str) -> str:
    """The Python name for a protocol member: ``arrowTip`` -> ``arrow_tip``, ``from`` -> ``from_``."""
    out = _snake(name)
    return out + "_" if keyword.iskeyword(out) else out


Decode = Callable[[Any], Any]


def _as_is(value: Any) -> Any:
    return value


def _decode_present(decode: Decode, value: Any) -> Any:
    return None if value is None else decode(value)


def _geometry(kind: Any) -> Decode:
    def decode(value: Any) -> Any:
        try:
            return kind.of(value)
        except TypeError:
            return value  # not a rect (point, size) after all: kept as the daemon wrote it
    return decode


def _record(kind: Any) -> Decode:
    def decode(value: Any) -> Any:
        return kind.from_json(value) if isinstance(value, dict) else value
    return decode


def _records(kind: Any) -> Decode:
    def decode(value: Any) -> Any:
        return [kind.from_json(v) for v in value] if isinstance(value, list) else value
    return decode


def _decoder(annotation: Any) -> Tuple[Decode, str]:
    """How a member becomes the value a field of this annotation holds, and a name for that way."""
    args = [a for a in typing.get_args(annotation) if a is not type(None)]
    if typing.get_origin(annotation) is typing.Union and len(args) == 1:
        annotation = args[0]  # Optional[X]: absent or null is None, else as X
    if annotation in (Rect, Point, Size):
        return _geometry(annotation), annotation.__name__
    if isinstance(annotation, type) and issubclass(annotation, _Record):
        return _record(annotation), annotation.__name__
    if typing.get_origin(annotation) is list:
        (item,) = typing.get_args(annotation) or (Any,)
        if isinstance(item, type) and issubclass(item, _Record):
            return _records(item), f"List[{item.__name__}]"
    return _as_is, ""


class _Member(NamedTuple):
    """A field and the JSON member it is read from."""

    name: str
    key: str
    decode: Decode
    kind: str
    default: Optional[Callable[[], Any]]  # the field's default, made anew each time; None: required


def _members(cls: type) -> Tuple[_Member, ...]:
    """The members a dataclass reads, from its fields and their annotations (once per class)."""
    cached: Optional[Tuple[_Member, ...]] = cls.__dict__.get("_members_cache")
    if cached is not None:
        return cached
    hints = typing.get_type_hints(cls)
    kept = Result._KEPT if issubclass(cls, Result) else frozenset()
    members = []
    for f in dataclasses.fields(cls):
        if f.name in kept:
            continue
        decode, kind = _decoder(hints[f.name])
        default: Optional[Callable[[], Any]] = None
        if f.default_factory is not dataclasses.MISSING:
            default = f.default_factory
        elif f.default is not dataclasses.MISSING:
            default = functools.partial(_as_is, f.default)
        members.append(_Member(f.name, camel(f.name), decode, kind, default))
    found = tuple(members)
    setattr(cls, "_members_cache", found)
    return found


R = TypeVar("R", bound="Result")
V = TypeVar("V", bound="_Record")


class _Record:
    """A value inside a result (an animation, a hit, a popover's placement ...): a dataclass
    read from its JSON object. An absent or null member takes the field's default; a
    member without a default is required (``KeyError`` when absent)."""

    @classmethod
    def from_json(cls: Type[V], raw: Dict[str, Any]) -> V:
        """This value from its JSON object."""
        values: Dict[str, Any] = {}
        for m in _members(cls):
            value = raw.get(m.key)
            if value is None:
                if m.default is not None:
                    value = m.default()
                elif m.key not in raw:
                    raise KeyError(m.key)
            else:
                value = m.decode(value)
            values[m.name] = value
        return cls(**values)


@dataclass(frozen=True)
class Animation(_Record):
    """How a change animates: ``kind`` (``popover``, ``rotation``, ``slide`` ...) and seconds."""

    kind: str = ""
    duration: float = 0


@dataclass(frozen=True)
class Hit(_Record):
    """What a touch hit: a node's ``id`` and ``kind``."""

    id: str = ""
    kind: str = ""


@dataclass(frozen=True)
class Candidate(_Record):
    """One side a popover could take (``placement.candidates``, section 9.9.3)."""

    direction: str
    permitted: bool
    frame: Rect
    content_frame: Rect
    arrow_tip: Point
    arrow_offset: float
    attached: bool
    meets_minimum: bool
    fits: bool
    shrunk: bool
    area: float
    rank: int
    reason: Optional[str] = None


@dataclass(frozen=True)
class Placement(_Record):
    """Why a popover went where it went: the area, the chosen side and every candidate."""

    area: Rect
    margins_ignored: bool = False
    chosen: str = ""
    candidates: List[Candidate] = field(default_factory=list)

    def candidate(self, direction: str) -> Candidate:
        """The candidate for one side (``up``, ``down``, ``left``, ``right``)."""
        for c in self.candidates:
            if c.direction == direction:
                return c
        raise KeyError(direction)


@dataclass
class Result:
    """What a method answered, with the events, layout and questions its request caused."""

    raw: Dict[str, Any] = field(repr=False)
    method: str = field(default="", repr=False)
    events: List[Event] = field(default_factory=list, repr=False)
    layout: Optional[Layout] = field(default=None, repr=False)
    questions: List[Any] = field(default_factory=list, repr=False)

    #: The fields that are not members of the result object.
    _KEPT = frozenset({"raw", "method", "events", "layout", "questions"})

    @classmethod
    def build(cls: Type[R], raw: Dict[str, Any], **extra: Any) -> R:
        """A result of this class from the response's ``result`` object (an absent or null member
        is ``None``)."""
        raw = raw if isinstance(raw, dict) else {"value": raw}
        values = {m.name: _decode_present(m.decode, raw.get(m.key)) for m in _members(cls)}
        return cls(raw=raw, **values, **extra)

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__") or name == "raw":
            raise AttributeError(name)
        raw = self.__dict__.get("raw", {})
        key = camel(name)
        if key in raw:
            return _decode_present(_MEMBER_DECODERS.get(name, _as_is), raw[key])
        raise AttributeError(f"{type(self).__name__} ({self.method or 'result'}) has no member {key!r}; "
                             f"it has {', '.join(sorted(raw))}")

    @property
    def event_names(self) -> List[str]:
        """The events' ``name@target`` keys, in order."""
        return [e.key for e in self.events]


@dataclass
class SceneResult(Result):
    """A scene method's result: it always starts with ``scene`` and ``layoutVersion``."""

    scene: str = ""
    layout_version: int = 0


@dataclass
class OpenResult(SceneResult):
    """``scene/open`` and ``scene/reload``: the document's warnings (and a storyboard's or nib's
    information), and ``format`` (``"storyboard"`` or ``"xib"``) when the document was one."""

    diagnostics: List[Dict[str, Any]] = field(default_factory=list)
    format: Optional[str] = None


@dataclass
class CloseResult(Result):
    """``scene/close``."""

    scene: str = ""
    closed: bool = False


@dataclass
class SnapshotResult(SceneResult):
    """``scene/snapshot``: the whole live state (pass ``snapshot`` to ``restore``)."""

    profile: str = ""
    snapshot: Dict[str, Any] = field(default_factory=dict)

    @property
    def full_layout(self) -> Layout:
        """The snapshot's layout (always full)."""
        return Layout.from_json(self.raw["layout"])


@dataclass
class ItemResult(SceneResult):
    """``barButtonItem/setEnabled``: the item and whether it is enabled now."""

    item: str = ""
    enabled: bool = True


@dataclass
class NavigationItemsResult(SceneResult):
    """``navigationItem/setItems``: the controller, the side and the items it shows there now."""

    controller: str = ""
    side: str = ""
    items: List[str] = field(default_factory=list)


@dataclass
class PreviewResult(Result):
    """``preview/start`` and ``preview/highlight``: the page's ``url`` and ``port`` (and the
    ``external_origin`` accepted, when one was named), or the node outlined (``None``: none)."""

    scene: str = ""
    url: Optional[str] = None
    port: Optional[int] = None
    external_origin: Optional[str] = None
    node: Optional[str] = None


@dataclass
class SourceResult(Result):
    """``scene/locate`` and ``scene/nodeAt``: a node and the LSP range of the object declaring it
    (``node`` and ``range`` are ``None`` when ``scene/nodeAt`` finds no declaration there)."""

    scene: str = ""
    node: Optional[str] = None
    declared: Optional[str] = None
    range: Optional[Dict[str, Any]] = None


@dataclass
class RenderResult(SceneResult):
    """``scene/render``: ``content`` is the SVG document or the text picture."""

    format: str = ""
    width: Optional[int] = None
    height: Optional[int] = None
    content: Optional[str] = None
    base_version: Optional[int] = None
    changed: Optional[List[Dict[str, Any]]] = None
    removed: Optional[List[str]] = None
    order: Optional[List[str]] = None


@dataclass
class RotateResult(SceneResult):
    """``device/rotate`` (ROT-02, ROT-03, POP-27)."""

    rotated: bool = False
    from_: Optional[str] = None
    to: Optional[str] = None
    duration: Optional[float] = None
    refused_by: Optional[str] = None
    needs_presentation: Optional[List[str]] = None
    represented_popovers: Optional[List[str]] = None
    dismissed_popovers: Optional[List[str]] = None
    animation: Optional[Animation] = None


@dataclass
class BackgroundResult(SceneResult):
    """``app/enterBackground`` / ``app/enterForeground`` (ROT-04)."""

    backgrounded: bool = False
    dismissed_popovers: Optional[List[str]] = None


@dataclass
class StatusBarResult(SceneResult):
    """``device/setInCallStatusBar``."""

    in_call_status_bar: bool = False
    animation: Optional[Animation] = None


@dataclass
class KeyboardResult(SceneResult):
    """``keyboard/show`` / ``keyboard/hide``."""

    keyboard: bool = False
    first_responder: Optional[str] = None
    animation: Optional[Animation] = None


@dataclass
class TextResult(SceneResult):
    """``keyboard/type`` / ``searchBar/clear``."""

    view: Optional[str] = None
    text: Optional[str] = None
    results_shown: Optional[bool] = None


@dataclass
class NavigationResult(SceneResult):
    """``navigation/push``, ``pop``, ``popToRoot``, ``setStack`` (NAV-01, NAV-06): the new
    ``top``, the ``depth``, what was ``pushed`` and ``popped``; the whole ``stack`` only when the
    call passed ``include_stack=True`` (else ``None``)."""

    navigation: Optional[str] = None
    top: Optional[str] = None
    depth: Optional[int] = None
    pushed: List[str] = field(default_factory=list)
    popped: List[str] = field(default_factory=list)
    stack: Optional[List[str]] = None
    animation: Optional[Animation] = None


@dataclass
class TabResult(SceneResult):
    """``tabBar/select`` (TAB-01)."""

    tab_bar: Optional[str] = None
    selected_index: Optional[int] = None
    selected: Optional[str] = None
    animation: Optional[Animation] = None


@dataclass
class PageResult(SceneResult):
    """``page/turn`` / ``page/jump`` (TAB-02)."""

    page_view: Optional[str] = None
    index: Optional[int] = None
    page: Optional[str] = None
    animation: Optional[Animation] = None


@dataclass
class ModalResult(SceneResult):
    """``modal/present`` / ``modal/dismiss`` (MOD-01..03; ``dismissed`` lists ids, or is a
    popover's ``True``/``False`` for an unwind from a popover, POP-25)."""

    presented: Optional[bool] = None
    controller: Optional[str] = None
    presenter: Optional[str] = None
    style: Optional[str] = None
    transition: Optional[str] = None
    dismissed: Any = None
    animation: Optional[Animation] = None


@dataclass
class PopoverResult(SceneResult):
    """The popover methods and ``touch/*`` / ``segue/perform`` results that show or change one."""

    popover: Optional[str] = None
    presented: Optional[bool] = None
    dismissed: Any = None
    content: Optional[str] = None
    anchor: Optional[Rect] = None
    arrow_direction: Optional[str] = None
    frame: Optional[Rect] = None
    content_frame: Optional[Rect] = None
    arrow_tip: Optional[Point] = None
    arrow_offset: Optional[float] = None
    arrow_attached: Optional[bool] = None
    placement: Optional[Placement] = None
    controllers: Optional[List[str]] = None
    animation: Optional[Animation] = None

    @property
    def arrow(self) -> Optional[str]:
        """``arrow_direction``."""
        return self.arrow_direction


@dataclass
class TouchResult(PopoverResult):
    """``touch/tap``, ``touch/swipe``, ``touch/drag``: what was hit, what it did, and the
    action's own fields (section 9.5; popover fields typed, others by attribute)."""

    hit: Optional[Hit] = None
    action: Optional[str] = None
    handled: Optional[bool] = None
    direction: Optional[str] = None
    reason: Optional[str] = None
    split_view_controller: Optional[str] = None
    master_shown: Optional[bool] = None
    split_point: Optional[float] = None
    moved: Optional[bool] = None


@dataclass
class SegueResult(PopoverResult):
    """``segue/perform``: ``kind``, then the push's, presentation's, popover's or replacement's fields."""

    segue: Optional[str] = None
    kind: Optional[str] = None


@dataclass
class PassthroughResult(SceneResult):
    """``popover/setPassthroughViews``."""

    popover: Optional[str] = None
    passthrough_views: List[str] = field(default_factory=list)


@dataclass
class PopoverSizeResult(SceneResult):
    """``popover/setContentSize``, ``popover/setContentViewController``, ``popover/setLayoutMargins``."""

    popover: Optional[str] = None
    content: Optional[str] = None
    content_size: Optional[Size] = None
    animation: Optional[Animation] = None


@dataclass
class ReleaseResult(SceneResult):
    """``popover/release`` (POP-14, POP-15)."""

    popover: Optional[str] = None
    released: bool = False
    retained_by_system: Optional[bool] = None


@dataclass
class ExplainResult(SceneResult):
    """``popover/explainPlacement``: where a popover would go, and why."""

    anchor: Optional[Rect] = None
    content_size: Optional[Size] = None
    permitted_arrows: List[str] = field(default_factory=list)
    arrow_direction: Optional[str] = None
    frame: Optional[Rect] = None
    content_frame: Optional[Rect] = None
    arrow_tip: Optional[Point] = None
    arrow_offset: Optional[float] = None
    arrow_attached: Optional[bool] = None
    placement: Optional[Placement] = None


@dataclass
class ControllerResult(SceneResult):
    """``controller/setContentSizeForViewInPopover``, ``controller/setModalInPopover``."""

    controller: Optional[str] = None
    content_size_for_view_in_popover: Optional[Size] = None
    modal_in_popover: Optional[bool] = None
    animation: Optional[Animation] = None


@dataclass
class ContainersResult(SceneResult):
    """``controller/containers`` (SPL-10)."""

    controller: Optional[str] = None
    parent: Optional[str] = None
    navigation_controller: Optional[str] = None
    tab_bar_controller: Optional[str] = None
    split_view_controller: Optional[str] = None


@dataclass
class SearchResult(SceneResult):
    """``searchBar/showResults`` (POP-26)."""

    search_bar: Optional[str] = None
    results_shown: Optional[bool] = None


@dataclass
class ActionSheetResult(PopoverResult):
    """``actionSheet/show`` / ``actionSheet/dismiss`` (POP-26)."""

    action_sheet: Optional[str] = None
    shown: Optional[bool] = None
    button_index: Optional[int] = None


@dataclass
class SplitResult(SceneResult):
    """``splitView/toggleMaster`` / ``splitView/setSplitPoint`` (SPL-07, SVC-06, SVC-09)."""

    split_view_controller: Optional[str] = None
    master_shown: Optional[bool] = None
    split_point: Optional[float] = None
    orientations: Optional[List[str]] = None
    animation: Optional[Animation] = None


@dataclass
class ContainerResult(SceneResult):
    """``container/addChild``, ``container/removeChild``, ``container/transition`` (CNT-02)."""

    container: Optional[str] = None
    controller: Optional[str] = None
    from_: Optional[str] = None
    to: Optional[str] = None
    children: Optional[List[str]] = None
    animation: Optional[Animation] = None


@dataclass
class SceneInfo(_Record):
    """One entry of ``scene/list``."""

    scene: str
    orientation: str
    layout_version: int


def _decoders_by_name() -> Dict[str, Decode]:
    """How a member without a field of its own converts: as the fields of that name that convert
    (over every record and result class here) do, and ``screen`` and ``applicationFrame`` as rects.
    Two fields of one name converting differently are an error in these declarations."""
    kinds: Dict[str, str] = {"screen": "Rect", "application_frame": "Rect"}
    decoders: Dict[str, Decode] = {"screen": _geometry(Rect), "application_frame": _geometry(Rect)}
    pending: List[type] = [_Record, Result]
    while pending:
        cls = pending.pop()
        pending.extend(cls.__subclasses__())
        if not dataclasses.is_dataclass(cls):
            continue
        for m in _members(cls):
            if not m.kind:
                continue
            if kinds.setdefault(m.name, m.kind) != m.kind:
                raise TypeError(f"{cls.__name__}.{m.name} is {m.kind}, another field {m.name} is {kinds[m.name]}")
            decoders.setdefault(m.name, m.decode)
    return decoders


_MEMBER_DECODERS = _decoders_by_name()
