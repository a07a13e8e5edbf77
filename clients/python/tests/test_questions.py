"""Question handlers: callbacks, the default policy, the record, and what goes wrong."""

import time

import pytest

from popsplit import PopsplitError, QuestionTimeout, UnexpectedQuestion

DISMISS = "popoverControllerShouldDismissPopover:"


def open_brush_popover(session, scenes):
    scene = session.open_scene(scenes / "popover-delegate.json")
    scene.tap("brushButton")
    return scene


def test_a_question_without_handler_gets_its_default_and_is_recorded_POP_19(popsplit, scenes):
    """POP-19: the default answer (YES) dismisses; the record says who answered and with what."""
    scene = open_brush_popover(popsplit, scenes)
    tap = scene.tap((600, 300))
    assert tap.action == "dismissPopover" and tap.dismissed is True
    [question] = scene.questions
    assert (question.selector, question.method) == (DISMISS, "delegate/popoverControllerShouldDismissPopover")
    assert question.args == {"popoverController": "brushPopover"}
    assert (question.default, question.answer, question.answered_by) == (True, True, "default")
    assert question.request_method == "touch/tap"
    assert str(question) == "popoverControllerShouldDismissPopover:(popoverController='brushPopover') -> True (default)"


def test_handlers_by_selector_or_method_and_scene_before_session(popsplit, scenes):
    scene = open_brush_popover(popsplit, scenes)
    popsplit.on_question("delegate/popoverControllerShouldDismissPopover", lambda q: True)
    scene.on_question("popoverControllerShouldDismissPopover", lambda q: False)  # the scene's wins
    assert scene.tap((600, 300)).reason == "delegate"
    scene.remove_question_handler(DISMISS)
    assert scene.tap((600, 300)).dismissed is True
    assert [q.answer for q in scene.questions] == [False, True]


def test_an_unknown_question_name_suggests_the_right_one(popsplit):
    with pytest.raises(ValueError, match=r"did you mean 'popoverControllerShouldDismissPopover:'"):
        popsplit.on_question("popoverControllerShouldDismisPopover:", False)


@pytest.mark.popsplit(question_policy="strict")
def test_the_strict_policy_fails_on_a_question_nobody_answers(popsplit, scenes):
    scene = open_brush_popover(popsplit, scenes)
    with pytest.raises(UnexpectedQuestion, match=r"touch/tap asked popoverControllerShouldDismissPopover:"):
        scene.tap((600, 300))
    assert not scene.has_node("brushPopover"), "the request itself completed with the default"


@pytest.mark.popsplit(question_timeout=0.3)
def test_a_hung_handler_times_out_with_a_clear_message_and_changes_nothing(popsplit, scenes):
    scene = open_brush_popover(popsplit, scenes)
    before = scene.snapshot().snapshot
    scene.on_question(DISMISS, lambda question: time.sleep(5))
    started = time.monotonic()
    with pytest.raises(QuestionTimeout) as raised:
        scene.tap((600, 300))
    assert time.monotonic() - started < 2
    assert str(raised.value) == (
        "the handler for the delegate question popoverControllerShouldDismissPopover: (q1, asked by touch/tap in "
        "scene 's1', args {'popoverController': 'brushPopover'}) did not return within 0.3 s; the request was "
        "cancelled and the scene is unchanged")
    assert scene.questions[0].answered_by == "timeout"
    assert scene.snapshot().snapshot == before
    scene.on_question(DISMISS, False)  # the session goes on
    assert scene.tap((600, 300)).reason == "delegate"


def test_a_handler_that_raises_fails_the_request_after_the_default_applied(popsplit, scenes):
    scene = open_brush_popover(popsplit, scenes)

    def broken(question):
        raise RuntimeError("delegate bug")

    scene.on_question(DISMISS, broken)
    with pytest.raises(RuntimeError, match="delegate bug"):
        scene.tap((600, 300))
    assert scene.questions[0].answered_by == "error"
    assert not scene.has_node("brushPopover")  # an error answer means the default: dismissed


def test_an_answer_of_the_wrong_type_is_refused_here(popsplit, scenes):
    scene = open_brush_popover(popsplit, scenes)
    scene.on_question(DISMISS, lambda question: "no")
    with pytest.raises(TypeError, match=r"returned 'no' \(str\); it takes a bool \(default True\)"):
        scene.tap((600, 300))


def test_a_handler_cannot_send_requests(popsplit, scenes):
    scene = open_brush_popover(popsplit, scenes)
    scene.on_question(DISMISS, lambda question: scene.snapshot() and False)
    with pytest.raises(PopsplitError, match="a question handler cannot send requests"):
        scene.tap((600, 300))


def test_a_number_question_takes_a_number_SVC_03(popsplit, scenes):
    """SVC-03: constrainSplitPosition: is answered with a split point; None keeps the proposal."""
    scene = popsplit.open_scene(scenes / "versatile-panes.json")
    scene.on_question("splitViewController:constrainSplitPosition:splitViewSize:", lambda q: None)
    drag = scene.drag((300, 400), (400, 400))
    [question] = drag.questions
    assert question.args == {"splitViewController": "editorSplit", "proposedPosition": 400.5,
                             "splitViewSize": [1024, 748]}
    assert (question.default, question.answered_by, drag.split_point) == (400.5, "handler-default", 400.5)
