"""One open scene: the typed API over the protocol's scene methods (protocol.md section 7).

Every method sends one request and returns a :mod:`popsplit.results` dataclass; the scene keeps
its events (:attr:`Scene.events`), its current layout (:attr:`Scene.layout`, rebuilt from deltas
when the session asked for them), every layout by version and every request made
(:attr:`Scene.history`). Parameters are the protocol's in snake case (``fromBarButtonItem`` ->
``from_bar_button_item``); ``animated`` and other optional params are left out unless given,
so the daemon's defaults apply.

Views are named by id: :meth:`Scene.tap` with an id taps the centre of that node's frame in the
current layout; with a point ``(x, y)`` it taps there (window coordinates).
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Sequence, Type, TypeVar, Union

from . import results as r
from .errors import InvalidDocument, PopsplitError
from .events import Event
from .geometry import Point, _Tuple
from .layout import Layout, Node, PopoverNode, apply_delta
from .questions import Handler, Question, selector_for
from .step import Step

T = TypeVar("T", bound=r.Result)
Target = Union[str, Sequence[float], Point]

#: Every method of the protocol (schema/protocol.schema.json) and the Python that sends it.
PROTOCOL_METHODS: Dict[str, str] = {
    "initialize": "Session.start",
    "initialized": "Session.start",
    "shutdown": "Session.close",
    "exit": "Session.close",
    "$/cancelRequest": "Session.cancel",
    "$/setTrace": "Session.set_trace",
    "scene/open": "Session.open_scene",
    "scene/list": "Session.list_scenes",
    "scene/reload": "Scene.reload",
    "scene/close": "Scene.close",
    "scene/snapshot": "Scene.snapshot",
    "scene/restore": "Scene.restore",
    "scene/layout": "Scene.fetch_layout",
    "scene/render": "Scene.render",
    "scene/locate": "Scene.locate",
    "scene/nodeAt": "Scene.node_at",
    "barButtonItem/setEnabled": "Scene.set_item_enabled",
    "navigationItem/setItems": "Scene.set_navigation_items",
    "preview/start": "Scene.start_preview",
    "preview/highlight": "Scene.highlight",
    "preview/stop": "Session.stop_preview",
    "device/rotate": "Scene.rotate",
    "app/enterBackground": "Scene.enter_background",
    "app/enterForeground": "Scene.enter_foreground",
    "device/setInCallStatusBar": "Scene.set_in_call_status_bar",
    "keyboard/show": "Scene.show_keyboard",
    "keyboard/hide": "Scene.hide_keyboard",
    "keyboard/type": "Scene.type_text",
    "navigation/push": "Scene.push",
    "navigation/pop": "Scene.pop",
    "navigation/popToRoot": "Scene.pop_to_root",
    "navigation/setStack": "Scene.set_stack",
    "tabBar/select": "Scene.select_tab",
    "page/turn": "Scene.turn_page",
    "page/jump": "Scene.jump_to_page",
    "modal/present": "Scene.present_modal",
    "modal/dismiss": "Scene.dismiss_modal",
    "segue/perform": "Scene.perform_segue",
    "popover/create": "Scene.create_popover",
    "popover/present": "Scene.present_popover",
    "popover/dismiss": "Scene.dismiss_popover",
    "popover/setPassthroughViews": "Scene.set_passthrough_views",
    "popover/setContentSize": "Scene.set_popover_content_size",
    "popover/setContentViewController": "Scene.set_popover_content",
    "popover/setLayoutMargins": "Scene.set_popover_layout_margins",
    "popover/release": "Scene.release_popover",
    "popover/explainPlacement": "Scene.explain_placement",
    "controller/setContentSizeForViewInPopover": "Scene.set_content_size_for_view_in_popover",
    "controller/setModalInPopover": "Scene.set_modal_in_popover",
    "controller/containers": "Scene.containers",
    "searchBar/showResults": "Scene.show_search_results",
    "searchBar/clear": "Scene.clear_search",
    "actionSheet/show": "Scene.show_action_sheet",
    "actionSheet/dismiss": "Scene.dismiss_action_sheet",
    "splitView/toggleMaster": "Scene.toggle_master",
    "splitView/setSplitPoint": "Scene.set_split_point",
    "container/addChild": "Scene.add_child",
    "container/removeChild": "Scene.remove_child",
    "container/transition": "Scene.transition_child",
    "touch/tap": "Scene.tap",
    "touch/swipe": "Scene.swipe",
    "touch/drag": "Scene.drag",
}


def result_from_call(cls: Type[T], call: Any) -> T:
    """A result of class ``cls`` from a finished :class:`popsplit.Call`."""
    result = cls.build(call.result, method=call.method)
    result.events = list(call.events)
    result.questions = list(call.questions)
    if call.layouts:
        scene = call.scene_ref
        version = call.layouts[-1].get("version")
        result.layout = scene.layout_at(version) if scene is not None else None
    return result


def _json(value: Any) -> Any:
    if isinstance(value, _Tuple):
        return value.to_json()
    if isinstance(value, tuple):
        return [_json(v) for v in value]
    if isinstance(value, list):
        return [_json(v) for v in value]
    if isinstance(value, dict):
        return {k: _json(v) for k, v in value.items()}
    return value


class Scene:
    """A scene open in a :class:`popsplit.Session` (made by :meth:`Session.open_scene`)."""

    def __init__(self, session: Any, scene_id: str) -> None:
        self.session = session
        self.id = scene_id
        self.source: Optional[str] = None
        self.opened: Optional[r.OpenResult] = None
        self.events: List[Event] = []
        self.questions: List[Question] = []
        self.layout: Optional[Layout] = None
        self._layouts: Dict[int, Layout] = {}
        self._handlers: Dict[str, Handler] = {}
        self.open_params: Dict[str, Any] = {}

    def __repr__(self) -> str:
        version = self.layout.version if self.layout else None
        return f"<popsplit.Scene {self.id!r} from {self.source!r}, layout {version}>"

    # MARK: state kept from notifications

    def _on_event(self, event: Event) -> None:
        self.events.append(event)

    def _on_layout(self, raw: Dict[str, Any]) -> None:
        if raw.get("mode") == "delta":
            if self.layout is None:
                raise PopsplitError(f"a delta layout for scene {self.id!r} before its first full layout")
            layout = apply_delta(self.layout, raw)
        else:
            layout = Layout.from_json(raw)
        self.layout = layout
        self._layouts[layout.version] = layout

    def _opened(self, call: Any, source: str, params: Dict[str, Any]) -> None:
        self.source = source
        self.open_params = params

    def layout_at(self, version: int) -> Optional[Layout]:
        """The layout of one version, as received (``None`` if this client never saw it)."""
        return self._layouts.get(version)

    @property
    def layouts(self) -> List[Layout]:
        """Every layout received, oldest first."""
        return [self._layouts[v] for v in sorted(self._layouts)]

    @property
    def history(self) -> List[Any]:
        """Every request made for this scene (:class:`popsplit.Call`), oldest first."""
        return [c for c in self.session.calls if c.scene == self.id and c.method != "initialize"]

    @property
    def profile(self) -> Optional[str]:
        """The profile asked for when the scene was opened (``None``: the document's)."""
        document = self.open_params.get("document")
        return document.get("profile") if isinstance(document, dict) else None

    # MARK: reading the layout

    def _current(self) -> Layout:
        if self.layout is None:
            raise PopsplitError(f"scene {self.id!r} has no layout yet")
        return self.layout

    def node(self, node_id: str) -> Node:
        """The node ``node_id`` of the current layout (``scene.node("shareButton").frame``)."""
        return self._current().node(node_id)

    def popover(self, popover_id: str) -> PopoverNode:
        """The visible popover ``popover_id`` (``scene.popover("sharePopover").arrow``)."""
        return self._current().popover(popover_id)

    def has_node(self, node_id: str) -> bool:
        """Whether ``node_id`` is visible now."""
        return self.layout is not None and node_id in self.layout

    @property
    def orientation(self) -> Optional[str]:
        """The current interface orientation."""
        return self.layout.orientation if self.layout else None

    def point(self, target: Target) -> List[float]:
        """A window point for ``target``: a node id (the centre of its frame) or ``(x, y)``."""
        if isinstance(target, str):
            return self.node(target).center.to_json()
        return Point.of(target).to_json()

    # MARK: steps and questions

    def step(self, *, non_exhaustive: bool = False, name: Optional[str] = None) -> Step:
        """An exhaustive step (:class:`popsplit.Step`): ``with scene.step() as s: ...``."""
        return Step(self, non_exhaustive=non_exhaustive, name=name)

    def on_question(self, name: str, handler: Handler) -> None:
        """Answers this scene's question ``name`` (UIKit's selector, e.g.
        ``"popoverControllerShouldDismissPopover:"``) with ``handler(question)``, or with a
        constant (``False``). Return ``None`` for the default answer."""
        self._handlers[selector_for(name, self.session._question_table())] = handler

    def remove_question_handler(self, name: str) -> None:
        """Forgets this scene's handler for ``name``."""
        self._handlers.pop(selector_for(name, self.session._question_table()), None)

    def handler(self, selector: str) -> Optional[Handler]:
        """This scene's handler for a selector, if any."""
        return self._handlers.get(selector)

    # MARK: sending

    def call(self, method: str, **params: Any) -> Any:
        """Sends any scene method with these params (protocol names); returns the :class:`popsplit.Call`."""
        __tracebackhide__ = True
        call = self.session.call(method, {"scene": self.id, **_json(params)})
        call.scene_ref = self
        return call

    def _send(self, method: str, cls: Type[T], params: Dict[str, Any]) -> T:
        __tracebackhide__ = True
        clean = {k: v for k, v in params.items() if v is not None}
        call = self.call(method, **clean)
        return result_from_call(cls, call)

    # MARK: scenes

    def reload(self, path: Any = None, *, document: Optional[Dict[str, Any]] = None,
               text: Optional[str] = None, format: Optional[str] = None,
               companion: Union[str, Dict[str, Any], None] = None) -> r.OpenResult:
        """``scene/reload``: an edited document (or storyboard, with its ``format`` and
        ``companion`` as :meth:`Session.open_scene` takes them) into the live scene (the scene's
        profile kept)."""
        __tracebackhide__ = True
        params, _ = self.session._document_params(path, document, text, self.profile, format, companion)
        try:
            return self._send("scene/reload", r.OpenResult, params)
        except InvalidDocument as error:
            error.name_files(path, companion)
            raise

    def close(self) -> r.CloseResult:
        """``scene/close``."""
        return self._send("scene/close", r.CloseResult, {})

    def snapshot(self) -> r.SnapshotResult:
        """``scene/snapshot``: the whole live state."""
        return self._send("scene/snapshot", r.SnapshotResult, {})

    def restore(self, snapshot: Union[Dict[str, Any], r.SnapshotResult]) -> r.SceneResult:
        """``scene/restore``: back to a snapshot (a :class:`SnapshotResult` or its ``snapshot``)."""
        value = snapshot.snapshot if isinstance(snapshot, r.SnapshotResult) else snapshot
        return self._send("scene/restore", r.SceneResult, {"snapshot": value})

    def fetch_layout(self) -> Layout:
        """``scene/layout``: the daemon's current full layout (to compare with :attr:`layout`)."""
        return Layout.from_json(self.call("scene/layout").result)

    def render(self, format: str = "text", *, theme: Optional[str] = None, highlight: Optional[str] = None,
               scale: Optional[float] = None, bezel: Optional[bool] = None, explain: Optional[bool] = None,
               columns: Optional[int] = None, rows: Optional[int] = None, at: Optional[float] = None,
               curve: Optional[str] = None) -> r.RenderResult:
        """``scene/render``: the picture as ``"text"`` (the default here), ``"svg"`` or ``"svgPatch"``."""
        options = {k: v for k, v in dict(theme=theme, highlight=highlight, scale=scale, bezel=bezel,
                                         explain=explain, columns=columns, rows=rows, at=at, curve=curve).items()
                   if v is not None}
        return self._send("scene/render", r.RenderResult, {"format": format, "options": options or None})

    def locate(self, node: str) -> r.SourceResult:
        """``scene/locate``: the range of the document text that declares ``node`` (chrome: the
        node it sits in, named by ``declared``)."""
        return self._send("scene/locate", r.SourceResult, {"node": node})

    def node_at(self, line: int, character: int) -> r.SourceResult:
        """``scene/nodeAt``: the innermost node whose declaration holds the zero-based position."""
        return self._send("scene/nodeAt", r.SourceResult, {"position": {"line": line, "character": character}})

    def set_item_enabled(self, item: str, enabled: bool) -> r.ItemResult:
        """``barButtonItem/setEnabled``: a disabled item is drawn dimmed and takes no taps (POP-35)."""
        return self._send("barButtonItem/setEnabled", r.ItemResult, {"item": item, "enabled": enabled})

    def set_navigation_items(self, controller: str, side: str, items: Optional[List[str]]) -> r.NavigationItemsResult:
        """``navigationItem/setItems``: ``side`` (``"left"`` or ``"right"``) of ``controller``'s
        navigation item shows ``items``, ids it declares; ``None`` or ``[]`` removes them, as
        assigning ``nil`` does (NAV-08)."""
        return self._send("navigationItem/setItems", r.NavigationItemsResult, {"controller": controller, "side": side, "items": items})

    def start_preview(
        self, port: Optional[int] = None, host: Optional[str] = None, external_origin: Optional[str] = None
    ) -> r.PreviewResult:
        """``preview/start``: the live preview page's URL for this scene (protocol.md section 13);
        the daemon's one preview server starts on the first call. ``external_origin``: an origin
        the page is reached through besides the loopback address (a forwarded port, section 13.2)."""
        return self._send("preview/start", r.PreviewResult, {"port": port, "host": host, "externalOrigin": external_origin})

    def highlight(self, node: Optional[str]) -> r.PreviewResult:
        """``preview/highlight``: outlines ``node`` in the open preview pages (``None`` clears)."""
        return result_from_call(r.PreviewResult, self.call("preview/highlight", node=node))

    def text(self, columns: Optional[int] = None, rows: Optional[int] = None) -> str:
        """The scene drawn as text (section 12.3)."""
        return self.render("text", columns=columns, rows=rows).content or ""

    # MARK: device and application

    def rotate(self, orientation: str, *, animated: Optional[bool] = None) -> r.RotateResult:
        """``device/rotate`` to ``portrait``, ``portraitUpsideDown``, ``landscapeLeft`` or ``landscapeRight``."""
        return self._send("device/rotate", r.RotateResult, {"orientation": orientation, "animated": animated})

    def enter_background(self) -> r.BackgroundResult:
        """``app/enterBackground`` (ROT-04)."""
        return self._send("app/enterBackground", r.BackgroundResult, {})

    def enter_foreground(self) -> r.BackgroundResult:
        """``app/enterForeground`` (ROT-04)."""
        return self._send("app/enterForeground", r.BackgroundResult, {})

    def set_in_call_status_bar(self, visible: bool) -> r.StatusBarResult:
        """``device/setInCallStatusBar``: the 40 pt status bar of a phone call."""
        return self._send("device/setInCallStatusBar", r.StatusBarResult, {"visible": visible})

    # MARK: keyboard

    def show_keyboard(self, view: Optional[str] = None) -> r.KeyboardResult:
        """``keyboard/show``, ``view`` becoming first responder when given."""
        return self._send("keyboard/show", r.KeyboardResult, {"view": view})

    def hide_keyboard(self) -> r.KeyboardResult:
        """``keyboard/hide``."""
        return self._send("keyboard/hide", r.KeyboardResult, {})

    def type_text(self, text: str) -> r.TextResult:
        """``keyboard/type`` into the first responder."""
        return self._send("keyboard/type", r.TextResult, {"text": text})

    # MARK: navigation, tabs, pages

    def push(self, navigation: str, controller: str, *, animated: Optional[bool] = None,
             include_stack: bool = False) -> r.NavigationResult:
        """``navigation/push`` (NAV-01, NAV-06); ``include_stack`` asks for the whole stack."""
        return self._send("navigation/push", r.NavigationResult,
                          {"navigation": navigation, "controller": controller, "animated": animated,
                           "includeStack": include_stack or None})

    def pop(self, navigation: str, *, animated: Optional[bool] = None,
            include_stack: bool = False) -> r.NavigationResult:
        """``navigation/pop``."""
        return self._send("navigation/pop", r.NavigationResult,
                          {"navigation": navigation, "animated": animated, "includeStack": include_stack or None})

    def pop_to_root(self, navigation: str, *, animated: Optional[bool] = None,
                    include_stack: bool = False) -> r.NavigationResult:
        """``navigation/popToRoot``."""
        return self._send("navigation/popToRoot", r.NavigationResult,
                          {"navigation": navigation, "animated": animated, "includeStack": include_stack or None})

    def set_stack(self, navigation: str, controllers: Sequence[str], *,
                  animated: Optional[bool] = None, include_stack: bool = False) -> r.NavigationResult:
        """``navigation/setStack`` (root first)."""
        return self._send("navigation/setStack", r.NavigationResult,
                          {"navigation": navigation, "controllers": list(controllers), "animated": animated,
                           "includeStack": include_stack or None})

    def select_tab(self, tab_bar: str, index: int) -> r.TabResult:
        """``tabBar/select`` from code (asks no question, TAB-01)."""
        return self._send("tabBar/select", r.TabResult, {"tabBar": tab_bar, "index": index})

    def turn_page(self, page_view: str, direction: str) -> r.PageResult:
        """``page/turn`` ``forward`` or ``reverse`` (TAB-02)."""
        return self._send("page/turn", r.PageResult, {"pageView": page_view, "direction": direction})

    def jump_to_page(self, page_view: str, index: int) -> r.PageResult:
        """``page/jump`` to a page index."""
        return self._send("page/jump", r.PageResult, {"pageView": page_view, "index": index})

    # MARK: modal presentation

    def present_modal(self, presenter: str, controller: str, *, style: Optional[str] = None,
                      transition: Optional[str] = None, animated: Optional[bool] = None) -> r.ModalResult:
        """``modal/present`` (``style``: fullScreen, pageSheet, formSheet, currentContext)."""
        return self._send("modal/present", r.ModalResult, {"presenter": presenter, "controller": controller,
                                                           "style": style, "transition": transition,
                                                           "animated": animated})

    def dismiss_modal(self, controller: str, *, animated: Optional[bool] = None) -> r.ModalResult:
        """``modal/dismiss`` (the presented controller or its presenter)."""
        return self._send("modal/dismiss", r.ModalResult, {"controller": controller, "animated": animated})

    def perform_segue(self, segue: str, *, include_stack: bool = False) -> r.SegueResult:
        """``segue/perform``; ``include_stack`` asks a push segue's result for the whole stack."""
        return self._send("segue/perform", r.SegueResult, {"segue": segue, "includeStack": include_stack or None})

    # MARK: popovers

    def create_popover(self, popover: str, content: str, *, content_size: Any = None,
                       passthrough_views: Optional[Sequence[str]] = None, layout_margins: Any = None,
                       background: Optional[Dict[str, Any]] = None, rotation_policy: Optional[str] = None,
                       dismiss_on_background: Optional[bool] = None) -> r.PopoverResult:
        """``popover/create`` (POP-01)."""
        return self._send("popover/create", r.PopoverResult, {
            "popover": popover, "content": content, "contentSize": content_size,
            "passthroughViews": list(passthrough_views) if passthrough_views is not None else None,
            "layoutMargins": layout_margins, "background": background, "rotationPolicy": rotation_policy,
            "dismissOnBackground": dismiss_on_background})

    def present_popover(self, popover: str, *, from_bar_button_item: Optional[str] = None,
                        from_rect: Any = None, in_view: Optional[str] = None, arrows: Any = None,
                        animated: Optional[bool] = None, from_item: Optional[str] = None) -> r.PopoverResult:
        """``popover/present`` from a bar button item (``from_bar_button_item``, or its short
        name ``from_item``) or from a rect in a view (``from_rect`` with ``in_view``);
        ``arrows``: ``"any"`` or a list of ``up``, ``down``, ``left``, ``right``."""
        return self._send("popover/present", r.PopoverResult, {
            "popover": popover, "fromBarButtonItem": from_bar_button_item or from_item, "fromRect": from_rect,
            "inView": in_view, "arrows": arrows, "animated": animated})

    def dismiss_popover(self, popover: str, *, animated: Optional[bool] = None) -> r.PopoverResult:
        """``popover/dismiss`` from code (no delegate message, POP-20)."""
        return self._send("popover/dismiss", r.PopoverResult, {"popover": popover, "animated": animated})

    def set_passthrough_views(self, popover: str, views: Sequence[str]) -> r.PassthroughResult:
        """``popover/setPassthroughViews`` (POP-17)."""
        return self._send("popover/setPassthroughViews", r.PassthroughResult, {"popover": popover, "views": list(views)})

    def set_popover_content_size(self, popover: str, size: Any, *,
                                 animated: Optional[bool] = None) -> r.PopoverSizeResult:
        """``popover/setContentSize`` (POP-04, POP-05)."""
        return self._send("popover/setContentSize", r.PopoverSizeResult,
                          {"popover": popover, "size": size, "animated": animated})

    def set_popover_content(self, popover: str, controller: str, *,
                            animated: Optional[bool] = None) -> r.PopoverSizeResult:
        """``popover/setContentViewController`` (POP-06, POP-29)."""
        return self._send("popover/setContentViewController", r.PopoverSizeResult,
                          {"popover": popover, "controller": controller, "animated": animated})

    def set_popover_layout_margins(self, popover: str, margins: Sequence[float]) -> r.PopoverSizeResult:
        """``popover/setLayoutMargins`` ``[top, left, bottom, right]`` (POP-11)."""
        return self._send("popover/setLayoutMargins", r.PopoverSizeResult, {"popover": popover, "margins": list(margins)})

    def release_popover(self, popover: str) -> r.ReleaseResult:
        """``popover/release`` (POP-14, POP-15)."""
        return self._send("popover/release", r.ReleaseResult, {"popover": popover})

    def explain_placement(self, *, popover: Optional[str] = None, from_bar_button_item: Optional[str] = None,
                          from_rect: Any = None, in_view: Optional[str] = None, arrows: Any = None,
                          content_size: Any = None, layout_margins: Any = None,
                          from_item: Optional[str] = None) -> r.ExplainResult:
        """``popover/explainPlacement``: where a popover would go, and why (changes nothing)."""
        return self._send("popover/explainPlacement", r.ExplainResult, {
            "popover": popover, "fromBarButtonItem": from_bar_button_item or from_item, "fromRect": from_rect,
            "inView": in_view, "arrows": arrows, "contentSize": content_size, "layoutMargins": layout_margins})

    def set_content_size_for_view_in_popover(self, controller: str, size: Any) -> r.ControllerResult:
        """``controller/setContentSizeForViewInPopover`` (POP-02, POP-05, POP-07)."""
        return self._send("controller/setContentSizeForViewInPopover", r.ControllerResult,
                          {"controller": controller, "size": size})

    def set_modal_in_popover(self, controller: str, modal_in_popover: bool = True) -> r.ControllerResult:
        """``controller/setModalInPopover`` (POP-18)."""
        return self._send("controller/setModalInPopover", r.ControllerResult,
                          {"controller": controller, "modalInPopover": modal_in_popover})

    def containers(self, controller: str) -> r.ContainersResult:
        """``controller/containers``: a controller's parent and nearest containers (SPL-10)."""
        return self._send("controller/containers", r.ContainersResult, {"controller": controller})

    # MARK: automatic popovers

    def show_search_results(self, search_bar: str) -> r.SearchResult:
        """``searchBar/showResults`` (POP-26)."""
        return self._send("searchBar/showResults", r.SearchResult, {"searchBar": search_bar})

    def clear_search(self, search_bar: str) -> r.TextResult:
        """``searchBar/clear`` (POP-26)."""
        return self._send("searchBar/clear", r.TextResult, {"searchBar": search_bar})

    def show_action_sheet(self, action_sheet: str, *, from_bar_button_item: Optional[str] = None,
                          from_rect: Any = None, in_view: Optional[str] = None, animated: Optional[bool] = None,
                          from_item: Optional[str] = None) -> r.ActionSheetResult:
        """``actionSheet/show`` from a bar button item or a rect (POP-26)."""
        return self._send("actionSheet/show", r.ActionSheetResult, {
            "actionSheet": action_sheet, "fromBarButtonItem": from_bar_button_item or from_item,
            "fromRect": from_rect, "inView": in_view, "animated": animated})

    def dismiss_action_sheet(self, action_sheet: str, button_index: int, *,
                             animated: Optional[bool] = None) -> r.ActionSheetResult:
        """``actionSheet/dismiss`` with a button index (-1 for none)."""
        return self._send("actionSheet/dismiss", r.ActionSheetResult,
                          {"actionSheet": action_sheet, "buttonIndex": button_index, "animated": animated})

    # MARK: split views

    def toggle_master(self, split_view_controller: str, *, animated: Optional[bool] = None) -> r.SplitResult:
        """``splitView/toggleMaster``: shows or hides a hidden master (side) (SPL-07, SVC-06)."""
        return self._send("splitView/toggleMaster", r.SplitResult,
                          {"splitViewController": split_view_controller, "animated": animated})

    def set_split_point(self, split_view_controller: str, split_point: float, *, orientation: Optional[str] = None,
                        animated: Optional[bool] = None) -> r.SplitResult:
        """``splitView/setSplitPoint`` of a versatile split view controller (SVC-03, SVC-09)."""
        return self._send("splitView/setSplitPoint", r.SplitResult, {
            "splitViewController": split_view_controller, "splitPoint": split_point, "orientation": orientation,
            "animated": animated})

    # MARK: custom containers

    def add_child(self, container: str, controller: str) -> r.ContainerResult:
        """``container/addChild``: makes one of a custom container's children a child view controller (CNT-02)."""
        return self._send("container/addChild", r.ContainerResult, {"container": container, "controller": controller})

    def remove_child(self, container: str, controller: str) -> r.ContainerResult:
        """``container/removeChild``: removes a child view controller of a custom container (CNT-02)."""
        return self._send("container/removeChild", r.ContainerResult, {"container": container, "controller": controller})

    def transition_child(self, container: str, from_: str, to: str, *, animated: Optional[bool] = None) -> r.ContainerResult:
        """``container/transition``: transitionFromViewController:toViewController:... between two children (CNT-02)."""
        return self._send("container/transition", r.ContainerResult,
                          {"container": container, "from": from_, "to": to, "animated": animated})

    # MARK: touches

    def tap(self, target: Optional[Target] = None, *, point: Optional[Target] = None,
            node: Optional[str] = None, offset: Optional[Target] = None,
            include_stack: bool = False) -> r.TouchResult:
        """``touch/tap`` on a node id (the centre of its frame, found in the layout here) or a point
        ``(x, y)``; ``node=`` (with ``offset=(dx, dy)`` from its top-left corner) lets the daemon
        find the node; ``include_stack`` asks a tap that pushes or pops for the whole stack."""
        return self._send("touch/tap", r.TouchResult, {**self._touch("tap", target, point, node, offset), "includeStack": include_stack or None})

    def swipe(self, target: Optional[Target] = None, direction: Optional[str] = None, *,
              point: Optional[Target] = None, node: Optional[str] = None,
              offset: Optional[Target] = None) -> r.TouchResult:
        """``touch/swipe`` ``left``, ``right``, ``up`` or ``down`` from a node id or a point (or
        ``node=``, with ``offset=``, as :meth:`tap` takes them)."""
        if direction is None:
            raise TypeError("swipe() needs a direction")
        return self._send("touch/swipe", r.TouchResult, {**self._touch("swipe", target, point, node, offset), "direction": direction})

    def _touch(self, name: str, target: Optional[Target], point: Optional[Target], node: Optional[str],
               offset: Optional[Target]) -> Dict[str, Any]:
        """Where a touch lands, as ``touch/tap`` takes it."""
        if node is not None:
            return {"node": node, "offset": list(offset) if offset is not None else None}
        where = point if point is not None else target
        if where is None:
            raise TypeError(f"{name}() needs a node id or a point")
        return {"point": self.point(where)}

    def drag(self, from_: Target, to: Target) -> r.TouchResult:
        """``touch/drag`` from one point (or node centre) to another (SVC-03: splitters)."""
        return self._send("touch/drag", r.TouchResult, {"from": self.point(from_), "to": self.point(to)})

    # MARK: reading back

    def log(self, last: Optional[int] = None) -> str:
        """The scene's requests with the events, questions and layouts they caused, as text."""
        history = self.history
        return format_calls(history[-last:] if last else history)


def format_calls(calls: Sequence[Any]) -> str:
    """Requests as text: ``→ method params  (layout n, changed)``, then their questions (``?``)
    and events, indented."""
    lines: List[str] = []
    for call in calls:
        version = call.result.get("layoutVersion") if isinstance(call.result, dict) else None
        head = f"→ {call.describe()}"
        if call.error:
            head += f"  ✗ {call.error.get('code')} {call.error.get('message')}"
        elif version is not None:
            head += f"  (layout {version}{', changed' if call.layouts else ''})"
        lines.append(head)
        lines += [f"    ? {question}" for question in call.questions]
        lines += [f"    {event}" for event in call.events]
    return "\n".join(lines)
