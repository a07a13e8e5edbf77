"""popsplit: a Python test client for the popsplit daemon.

Drive a modelled iPad scene from Python tests and check what UIKit would do::

    import popsplit

    with popsplit.Session() as session:
        scene = session.open_scene("examples/scenes/popover-rotation.json")
        with scene.step() as s:
            scene.tap("shareButton")
            s.expect_events(["viewWillAppear:@shareSheet", "viewDidAppear:@shareSheet"])
            s.expect_layout_changed(added=["sharePopover", "shareSheet", "shareTargets"])
        assert scene.popover("sharePopover").arrow == "up"
        popsplit.assert_snapshot(scene, "share-popover")

Under pytest the ``popsplit`` fixture gives a started :class:`Session` (see
:mod:`popsplit.pytest_plugin`).
"""

from .errors import (DaemonCrashed, DaemonNotFound, FramingError, InternalError, InvalidDocument, InvalidParams,
                     InvalidRequest, MethodNotFound, NotInitialized, ParseError, PopsplitError, QuestionTimeout,
                     RequestCancelled, ResponseTimeout, RPCError, SnapshotMismatch, StateError, StepFailure,
                     UIKitException, UnexpectedQuestion, UnknownId, UnknownScene, format_diagnostic)
from .events import ANY, Event, EventMatcher, event
from .geometry import Point, Rect, Size
from .layout import Layout, LayoutDiff, Node, NodeChange, PopoverNode, Transition, diff_layouts
from .process import DaemonProcess, find_daemon, live_daemons
from .questions import QUESTIONS, Question
from .results import (ActionSheetResult, Animation, BackgroundResult, Candidate, CloseResult, ContainersResult,
                      ControllerResult, ExplainResult, Hit, KeyboardResult, ModalResult, NavigationResult,
                      OpenResult, PageResult, PassthroughResult, Placement, PopoverResult, PopoverSizeResult,
                      ReleaseResult, RenderResult, Result, RotateResult, SceneInfo, SceneResult, SearchResult,
                      SegueResult, SnapshotResult, SplitResult, StatusBarResult, TabResult, TextResult, TouchResult)
from .scene import PROTOCOL_METHODS, Scene
from .session import NO_ANSWER, AnswerError, Call, Session
from .snapshots import SnapshotRecorded, assert_snapshot, record_mode, render_png
from .step import Step

__version__ = "0.1.0"

__all__ = [
    "ANY", "NO_ANSWER", "PROTOCOL_METHODS", "QUESTIONS", "ActionSheetResult", "Animation", "AnswerError",
    "BackgroundResult", "Call", "Candidate", "CloseResult", "ContainersResult", "ControllerResult", "DaemonCrashed",
    "DaemonNotFound", "DaemonProcess", "Event", "EventMatcher", "ExplainResult", "FramingError", "Hit",
    "InternalError", "InvalidDocument", "InvalidParams", "InvalidRequest", "KeyboardResult", "Layout", "LayoutDiff",
    "MethodNotFound", "ModalResult", "NavigationResult", "Node", "NodeChange", "NotInitialized", "OpenResult",
    "PageResult", "ParseError", "PassthroughResult", "Placement", "Point", "PopoverNode", "PopoverResult",
    "PopoverSizeResult", "PopsplitError", "Question", "QuestionTimeout", "RPCError", "Rect", "ReleaseResult",
    "RenderResult", "RequestCancelled", "ResponseTimeout", "Result", "RotateResult", "Scene", "SceneInfo",
    "SceneResult", "SearchResult", "SegueResult", "Session", "Size", "SnapshotMismatch", "SnapshotRecorded",
    "SnapshotResult", "SplitResult", "StateError", "StatusBarResult", "Step", "StepFailure", "TabResult",
    "TextResult", "TouchResult", "Transition", "UIKitException", "UnexpectedQuestion", "UnknownId", "UnknownScene",
    "assert_snapshot", "diff_layouts", "event", "find_daemon", "format_diagnostic", "live_daemons", "record_mode", "render_png",
]
