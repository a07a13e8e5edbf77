"""Delegate questions over real pipes, ported from Tests/EndToEndTests/QuestionTests.swift.

Protocol.md section 6: a tap on a tab bar item asks
``tabBarController:shouldSelectViewController:`` (TAB-01) before the tab changes. Each Swift test
has its counterpart here, written with the client's public API, so the client stays true to the
daemon.
"""

import time

import pytest

import popsplit
from popsplit import NO_ANSWER, AnswerError, RequestCancelled

SELECTOR = "tabBarController:shouldSelectViewController:"
METHOD = "delegate/tabBarControllershouldSelectViewController"


def started(scenes, *, timeout_ms=60_000, **options):
    """A session whose client answers questions, with the tabs example open as ``s1``."""
    session = popsplit.Session(daemon_question_timeout_ms=timeout_ms, **options)
    return session, session.open_scene(scenes / "tabs.json")


def selected_tab(scene):
    return scene.snapshot().snapshot["selectedTabs"]["tabs"]


def test_answer_false_then_true_TAB_01(scenes):
    """The question's exact shape; false leaves everything as it was; true switches the tab."""
    session, scene = started(scenes)
    with session:
        answers = iter([False, True])
        scene.on_question(SELECTOR, lambda question: next(answers))
        before = scene.snapshot().snapshot
        assert before["selectedTabs"]["tabs"] == 0

        refused = scene.tap("tabs.tab.2")
        question = refused.questions[0]
        assert question.raw == {
            "jsonrpc": "2.0", "id": "q1", "method": METHOD,
            "params": {"scene": "s1", "selector": SELECTOR,
                       "args": {"tabBarController": "tabs", "viewController": "settings"}, "default": True}}
        assert (question.answer, question.answered_by) == (False, "handler")
        assert refused.events == [] and refused.layout is None, "a refused selection sends no event and no layout"
        assert refused.hit == popsplit.Hit("tabs.tab.2", "tabBarItem")
        assert refused.should_select is False
        assert scene.snapshot().snapshot == before

        accepted = scene.tap("tabs.tab.2")
        assert accepted.questions[0].id == "q2"
        assert accepted.event_names[-1] == "tabBarController:didSelectViewController:@tabs"
        assert any(e.name == "viewWillAppear:" for e in accepted.events)
        assert accepted.layout.version == 2 and accepted.layout_version == 2
        assert selected_tab(scene) == 2
    assert session.exit_code == 0


def test_answer_object_form(scenes):
    """{"answer": false} is an answer too."""
    session, scene = started(scenes)
    with session:
        before = scene.snapshot().snapshot
        scene.on_question(SELECTOR, lambda question: {"answer": False})
        assert scene.tap("tabs.tab.1").events == []
        assert scene.snapshot().snapshot == before


def test_null_and_error_answers_take_the_default_TAB_01(scenes):
    """A null answer (Neovim's vim.NIL) and an error answer (Emacs' +32603) mean the default: true."""
    session, scene = started(scenes)
    with session:
        scene.on_question(SELECTOR, lambda question: None)
        first = scene.tap("tabs.tab.1")
        assert first.should_select is True and first.questions[0].answered_by == "handler-default"
        assert selected_tab(scene) == 1

        def emacs(question):
            raise AnswerError(32603, "No handler for delegate/tab...")

        scene.on_question(SELECTOR, emacs)
        second = scene.tap("tabs.tab.0")
        assert second.layout is not None and second.questions[0].answered_by == "error"
        assert selected_tab(scene) == 0

        def unknown_method(question):
            raise AnswerError(-32601, "method not found")

        scene.on_question(SELECTOR, unknown_method)
        scene.tap("tabs.tab.2")
        assert selected_tab(scene) == 2


def test_an_unanswered_question_times_out_to_the_default(scenes):
    """No answer within questionTimeoutMs: the default applies; a late answer is ignored."""
    session, scene = started(scenes, timeout_ms=200)
    with session:
        scene.on_question(SELECTOR, NO_ANSWER)
        begun = time.monotonic()
        tap = scene.tap("tabs.tab.2")
        waited = time.monotonic() - begun
        assert waited >= 0.15, f"the default came after {waited} s, before the timeout"
        assert tap.should_select is True
        question = tap.questions[0]
        assert question.answered_by == "daemon-default"
        assert selected_tab(scene) == 2
        session.answer(question, False)
        assert session.idle(0.3) == []
        assert selected_tab(scene) == 2


def test_a_later_request_waits_for_the_answer(scenes):
    """While a question is outstanding a later request waits its turn: its reply comes after the
    reply of the request that asked, and sees the answer's effect."""
    session, scene = started(scenes)
    with session:
        scene.on_question(SELECTOR, NO_ANSWER)
        tap = session.begin("touch/tap", {"scene": "s1", "point": scene.point("tabs.tab.2")})
        question = session.next_question()
        later = session.begin("scene/snapshot", {"scene": "s1"})
        session.notify("initialized")
        assert session.idle(0.4) == []
        session.answer(question, True)
        session.wait(later)
        assert tap.done and tap.result["shouldSelect"] is True
        received = list(session.received)
        tap_at = next(i for i, m in enumerate(received) if m.get("id") == tap.id and "method" not in m)
        later_at = next(i for i, m in enumerate(received) if m.get("id") == later.id and "method" not in m)
        assert tap_at == later_at - 1
        assert any(m.get("method") == "scene/layout" for m in received[received.index(question.raw):tap_at])
        assert later.result["snapshot"]["selectedTabs"]["tabs"] == 2


def test_cancel_of_a_queued_request(scenes):
    """$/cancelRequest of a request queued behind a question answers it -32800 at once; it never runs."""
    session, scene = started(scenes)
    with session:
        scene.on_question(SELECTOR, NO_ANSWER)
        tap = session.begin("touch/tap", {"scene": "s1", "point": scene.point("tabs.tab.2")})
        question = session.next_question()
        queued = session.begin("tabBar/select", {"scene": "s1", "tabBar": "tabs", "index": 1})
        session.cancel(queued)
        session.wait(queued)
        assert queued.response == {"jsonrpc": "2.0", "id": queued.id,
                                   "error": {"code": -32800, "message": "request cancelled"}}
        with pytest.raises(RequestCancelled):
            queued.raise_for_error()
        assert not tap.done
        session.answer(question, True)
        session.wait(tap)
        assert session.idle(0.3) == []
        assert selected_tab(scene) == 2


def test_exit_while_a_question_is_outstanding(scenes):
    """exit is handled at once even while a question is outstanding: the question takes its
    default and the request that asked is still answered."""
    session, scene = started(scenes)
    with session:
        scene.on_question(SELECTOR, NO_ANSWER)
        tap = session.begin("touch/tap", {"scene": "s1", "point": scene.point("tabs.tab.1")})
        session.next_question()
        session.notify("exit")
        session.wait(tap)
        assert tap.result["shouldSelect"] is True
        assert session.process.popen.wait(5) == 1  # exit without shutdown
    assert session.exit_code == 1


def test_a_client_without_delegation_is_never_asked(scenes):
    """A client that did not opt in is never asked: the default applies at once."""
    with popsplit.Session(delegate_questions=False) as session:
        scene = session.open_scene(scenes / "tabs.json")
        scene.on_question(SELECTOR, False)  # never consulted
        tap = scene.tap("tabs.tab.2")
        assert tap.questions == [] and scene.questions == []
        assert not any(m.get("method") == METHOD for m in session.received)
        assert tap.should_select is True
        assert selected_tab(scene) == 2


def test_selection_from_code_asks_nothing_TAB_01(scenes):
    """tabBar/select (selection from code) asks no question even when the client opted in."""
    session, scene = started(scenes, question_policy="strict")
    with session:
        selected = scene.select_tab("tabs", 2)
        assert selected.questions == []
        assert selected_tab(scene) == 2


def test_a_huge_question_timeout_does_not_kill_the_daemon(scenes):
    """questionTimeoutMs 2^63 - 1 is capped at a day; everything is answered."""
    session, scene = started(scenes, timeout_ms=2**63 - 1)
    with session:
        assert session.initialize_result["serverInfo"]["name"] == "popsplit"
        scene.on_question(SELECTOR, False)
        assert scene.tap("tabs.tab.2").should_select is False
    assert session.exit_code == 0


def test_cancel_of_the_request_waiting_for_its_question(scenes):
    """$/cancelRequest for the tap waiting for its own question answers it -32800
    at once; the model stays as it was; the late answer is ignored (and logged)."""
    session, scene = started(scenes, log_level="info")
    with session:
        before = scene.snapshot().snapshot
        scene.on_question(SELECTOR, NO_ANSWER)
        tap = session.begin("touch/tap", {"scene": "s1", "point": scene.point("tabs.tab.2")})
        question = session.next_question()
        session.cancel(tap)
        session.wait(tap)
        assert tap.response == {"jsonrpc": "2.0", "id": tap.id,
                                "error": {"code": -32800, "message": "request cancelled"}}
        assert question.answered_by == "cancelled"
        session.answer(question, True)
        assert session.idle(0.3) == []
        assert scene.snapshot().snapshot == before
    assert session.exit_code == 0
    assert "q1" in session.stderr()
