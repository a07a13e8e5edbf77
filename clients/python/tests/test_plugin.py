"""The pytest plugin: the fixture, the marker, the options and the failure report."""

import importlib.metadata
import re

import pytest


@pytest.fixture
def scene_path(scenes):
    return str(scenes / "popover-rotation.json")


def in_order(output, expected):
    """Each expected text appears in ``output``, in this order (each a substring of a line)."""
    lines = output.splitlines()
    at = 0
    for text in expected:
        for index in range(at, len(lines)):
            if text in lines[index]:
                at = index + 1
                break
        else:
            raise AssertionError(f"{text!r} not found (in order) in:\n{output}")


def test_the_plugin_is_registered_through_its_entry_point():
    entries = importlib.metadata.entry_points()
    entries = entries.select(group="pytest11") if hasattr(entries, "select") else entries.get("pytest11", [])
    assert any(e.name == "popsplit" and e.value == "popsplit.pytest_plugin" for e in entries)


def test_a_failing_step_shows_the_diff_the_events_and_the_picture(pytester, scene_path):
    pytester.makepyfile(test_share=f"""
        def test_share(popsplit):
            scene = popsplit.open_scene({scene_path!r})
            with scene.step() as s:
                scene.tap("shareButton")
                s.expect_events(["viewWillAppear:@shareSheet", "viewDidAppear:@photoInfo"])
    """)
    result = pytester.runpytest("-p", "no:cacheprovider")
    result.assert_outcomes(failed=1)
    in_order(result.stdout.str(), [
        "E           popsplit.errors.StepFailure: step of scene 's1' (touch/tap {\"point\": [743, 42]}) failed:",
        "E           events differ (expected 2, got 2):",
        "E                    expected                         actual",
        "E                  1 viewWillAppear:@shareSheet |   1 viewWillAppear:@shareSheet {animated: true}",
        "E             ≠    2 viewDidAppear:@photoInfo   |   2 viewDidAppear:@shareSheet {animated: true}",
        "test_share.py:5: StepFailure",
        "- popsplit events -",
        "scene 's1' from ",
        "→ touch/tap {\"point\": [743, 42]}  (layout 2, changed)",
        "    viewWillAppear:@shareSheet {animated: true}",
        "- popsplit picture -",
        "scene 's1', layout 2:",
        "portrait 768x1024, 96x48 cells",
    ])
    assert "def expect_events" not in result.stdout.str(), "the client's own frames are hidden"


def test_a_crashed_daemon_is_reported_with_its_stderr(pytester, scene_path):
    pytester.makepyfile(test_crash=f"""
        import popsplit as client
        import pytest

        @pytest.mark.popsplit(log_level="info")
        def test_crash(popsplit):
            scene = popsplit.open_scene({scene_path!r})
            popsplit.process.popen.kill()
            popsplit.process.popen.wait()  # gone before the write: the write fails, always the same way
            scene.tap("shareButton")
    """)
    result = pytester.runpytest("-p", "no:cacheprovider")
    result.assert_outcomes(failed=1)
    in_order(result.stdout.str(), [
        ") was killed by SIGKILL while the client wrote touch/tap",
        "Its standard error ended with:",
        "popsplit: [info] initialized (questions delegated",
        "- popsplit picture -",
        "(no picture: the daemon was killed by SIGKILL)",
        "- popsplit stderr -",
        "popsplit: [info] initialized (questions delegated",
    ])
    assert re.search(r"popsplit\.errors\.DaemonCrashed: the popsplit daemon \(pid \d+\) was killed", result.stdout.str())


def test_the_marker_chooses_the_profile_and_session_options(pytester, scenes):
    pytester.makepyfile(test_marker=f"""
        import pytest

        @pytest.mark.popsplit(profile="ios5.0", layout_mode="delta", delegate_questions=False)
        def test_ios50(popsplit):
            scene = popsplit.open_scene({str(scenes / 'split-mail.json')!r})
            assert scene.profile == "ios5.0" and popsplit.layout_mode == "delta"
            assert popsplit.initialize_params["capabilities"]["popsplit"]["delegateQuestions"] is False
            scene.tap("mailSplit.masterButton")
            assert scene.node("mailSplit.masterPopover").kind == "popover"  # SPL-08 under ios5.0

        def test_document_profile(popsplit):
            scene = popsplit.open_scene({str(scenes / 'split-mail.json')!r})
            scene.tap("mailSplit.masterButton")
            assert scene.node("mailSplit.masterPopover").kind == "slideOver"  # ios5.1, the document's

        @pytest.mark.popsplit(colour="blue")
        def test_typo(popsplit):
            pass
    """)
    result = pytester.runpytest("-p", "no:cacheprovider")
    result.assert_outcomes(passed=2, errors=1)
    result.stdout.fnmatch_lines(["*@pytest.mark.popsplit: unknown option(s) colour; known: profile, delegate_questions*"])


def test_one_daemon_for_the_session_keeps_tests_apart(pytester, scene_path):
    pytester.makepyfile(test_shared=f"""
        import pytest
        PIDS = []

        def test_first(popsplit):
            PIDS.append(popsplit.pid)
            popsplit.open_scene({scene_path!r}, scene="mine")
            popsplit.on_question("popoverControllerShouldDismissPopover:", False)

        def test_second(popsplit):
            PIDS.append(popsplit.pid)
            assert PIDS[0] == PIDS[1]
            assert [s.scene for s in popsplit.list_scenes()] == []  # the first test's scene was closed
            assert popsplit._handlers == {{}}
            popsplit.open_scene({scene_path!r}, scene="mine")

        @pytest.mark.popsplit(question_policy="strict")
        def test_other_options(popsplit):
            assert popsplit.pid != PIDS[0]
    """)
    result = pytester.runpytest("-p", "no:cacheprovider", "--popsplit-scope=session")
    result.assert_outcomes(passed=3)


def test_record_flag_rerecords_snapshots(pytester, scene_path):
    pytester.makepyfile(test_pictures=f"""
        from popsplit import assert_snapshot

        def test_picture(popsplit):
            scene = popsplit.open_scene({scene_path!r})
            scene.rotate("landscapeLeft")
            assert_snapshot(scene, "gallery")
    """)
    folder = pytester.path / "__snapshots__"
    folder.mkdir()
    (folder / "gallery.txt").write_text("an old picture\n")
    failed = pytester.runpytest("-p", "no:cacheprovider")
    failed.assert_outcomes(failed=1)
    failed.stdout.fnmatch_lines(["*-an old picture", "*+landscapeLeft 1024x768, 96x48 cells"])
    assert (folder / "gallery.actual.txt").exists()
    recorded = pytester.runpytest("-p", "no:cacheprovider", "--popsplit-record")
    recorded.assert_outcomes(passed=1, warnings=1)
    assert (folder / "gallery.txt").read_text(encoding="utf-8").startswith("landscapeLeft 1024x768")
    assert not (folder / "gallery.actual.txt").exists()
    pytester.runpytest("-p", "no:cacheprovider").assert_outcomes(passed=1)


def test_the_options_are_in_the_help(pytester):
    result = pytester.runpytest("--help")
    result.stdout.fnmatch_lines(["*--popsplit-record*", "*--popsplit-bin*", "*--popsplit-scope*"])


def test_every_missing_snapshot_is_recorded_in_one_run(pytester, scene_path):
    """A missing snapshot is recorded and the test goes on, so one run records them all; each
    test that recorded one fails once, naming every picture it recorded."""
    pytester.makepyfile(test_new=f"""
        from popsplit import assert_snapshot

        def test_two_pictures(popsplit):
            scene = popsplit.open_scene({scene_path!r})
            assert_snapshot(scene, "launch")
            scene.rotate("landscapeLeft")
            assert_snapshot(scene, "rotated")

        def test_one_picture(popsplit):
            scene = popsplit.open_scene({scene_path!r})
            scene.tap("shareButton")
            assert_snapshot(scene, "share", format="png")
    """)
    folder = pytester.path / "__snapshots__"
    first = pytester.runpytest("-p", "no:cacheprovider")
    first.assert_outcomes(failed=2)
    assert sorted(p.name for p in folder.iterdir()) == ["launch.txt", "rotated.txt", "share.png"]
    assert (folder / "rotated.txt").read_text(encoding="utf-8").startswith("landscapeLeft 1024x768")
    in_order(first.stdout.str(), [
        "_ test_two_pictures _",
        "no snapshot was stored yet for 2 pictures: recorded them now:",
        f"{folder / 'launch.txt'}",
        f"{folder / 'rotated.txt'}",
        "Check them, commit them, and run the tests again",
        "_ test_one_picture _",
        "no snapshot was stored yet for 1 picture: recorded it now:",
        f"{folder / 'share.png'}",
        "- popsplit snapshots -",
        "recorded 3 new snapshots; the 2 tests that recorded them failed once: check them, commit them",
    ])
    pytester.runpytest("-p", "no:cacheprovider").assert_outcomes(passed=2)


def test_a_test_that_fails_otherwise_still_records_and_says_so(pytester, scene_path):
    pytester.makepyfile(test_both=f"""
        from popsplit import assert_snapshot

        def test_picture_then_a_failure(popsplit):
            scene = popsplit.open_scene({scene_path!r})
            assert_snapshot(scene, "launch")
            assert scene.layout.orientation == "landscapeLeft"
    """)
    result = pytester.runpytest("-p", "no:cacheprovider")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["*AssertionError*", "*- popsplit snapshots -*",
                                 "*no snapshot was stored yet for 1 picture: recorded it now:*"])
    assert (pytester.path / "__snapshots__" / "launch.txt").exists()


def test_the_record_flag_records_missing_snapshots_and_passes(pytester, scene_path):
    pytester.makepyfile(test_new=f"""
        from popsplit import assert_snapshot

        def test_two_pictures(popsplit):
            scene = popsplit.open_scene({scene_path!r})
            assert_snapshot(scene, "launch")
            scene.rotate("landscapeLeft")
            assert_snapshot(scene, "rotated")
    """)
    result = pytester.runpytest("-p", "no:cacheprovider", "--popsplit-record")
    result.assert_outcomes(passed=1, warnings=2)
    result.stdout.fnmatch_lines(["*- popsplit snapshots -*", "*recorded 2 snapshots (--popsplit-record)*"])
    assert sorted(p.name for p in (pytester.path / "__snapshots__").iterdir()) == ["launch.txt", "rotated.txt"]


def test_unused_snapshot_files_are_reported_at_the_end(pytester, scene_path):
    pytester.makepyfile(test_pictures=f"""
        from popsplit import assert_snapshot

        def test_picture(popsplit):
            assert_snapshot(popsplit.open_scene({scene_path!r}), "gallery")

        def test_other():
            pass
    """)
    folder = pytester.path / "__snapshots__"
    pytester.runpytest("-p", "no:cacheprovider", "--popsplit-record").assert_outcomes(passed=2, warnings=1)
    (folder / "renamed-away.txt").write_text("an old picture\n", encoding="utf-8")
    (folder / "renamed-away.png").write_bytes(b"")
    (folder / "gallery.actual.txt").write_text("left by a mismatch\n", encoding="utf-8")
    (folder / "notes.md").write_text("not a snapshot\n", encoding="utf-8")
    result = pytester.runpytest("-p", "no:cacheprovider")
    result.assert_outcomes(passed=2)
    in_order(result.stdout.str(), [
        "- popsplit snapshots -",
        "2 snapshot files no test read in this run (rename or delete them):",
        f"{folder / 'renamed-away.png'}",
        f"{folder / 'renamed-away.txt'}",
    ])
    output = result.stdout.str()
    assert "gallery.txt" not in output and "gallery.actual.txt" not in output and "notes.md" not in output
    partial = pytester.runpytest("-p", "no:cacheprovider", "-k", "other")
    partial.assert_outcomes(passed=1, deselected=1)
    partial.stdout.fnmatch_lines(["*unused snapshot files not listed: the run was partial (1 deselected)*"])
    assert "renamed-away.txt" not in partial.stdout.str()
    clean = pytester.runpytest("-p", "no:cacheprovider")
    assert "popsplit snapshots" in clean.stdout.str()
    (folder / "renamed-away.txt").unlink()
    (folder / "renamed-away.png").unlink()
    quiet = pytester.runpytest("-p", "no:cacheprovider")
    assert "popsplit snapshots" not in quiet.stdout.str()


def test_a_run_of_some_test_files_does_not_call_the_others_snapshots_unused(pytester, scene_path):
    for name, picture in (("test_first", "first"), ("test_second", "second")):
        pytester.makepyfile(**{name: f"""
            from popsplit import assert_snapshot

            def test_picture(popsplit):
                assert_snapshot(popsplit.open_scene({scene_path!r}), {picture!r})
        """})
    pytester.runpytest("-p", "no:cacheprovider", "--popsplit-record").assert_outcomes(passed=2, warnings=2)
    one = pytester.runpytest("-p", "no:cacheprovider", "test_first.py")
    one.assert_outcomes(passed=1)
    assert "popsplit snapshots" not in one.stdout.str()
    (pytester.path / "test_second.py").unlink()
    alone = pytester.runpytest("-p", "no:cacheprovider", "test_first.py")
    alone.stdout.fnmatch_lines(["*- popsplit snapshots -*", "1 snapshot file no test read in this run (rename or delete it):",
                                f"  {pytester.path / '__snapshots__' / 'second.txt'}"])


def test_a_snapshot_recorded_by_a_fixture_fails_the_test_after_its_body(pytester, scene_path):
    pytester.makepyfile(test_fixture=f"""
        import pytest
        from popsplit import assert_snapshot

        BODY = []

        @pytest.fixture
        def pictured(popsplit):
            scene = popsplit.open_scene({scene_path!r})
            assert_snapshot(scene, "in-fixture")
            return scene

        def test_uses(pictured):
            BODY.append(pictured.id)
            assert_snapshot(pictured, "in-body")

        def test_the_body_ran():
            assert BODY == ["s1"]
    """)
    result = pytester.runpytest("-p", "no:cacheprovider")
    result.assert_outcomes(failed=1, passed=1)
    result.stdout.fnmatch_lines(["*no snapshot was stored yet for 2 pictures: recorded them now:*",
                                 "*in-fixture.txt", "*in-body.txt"])
