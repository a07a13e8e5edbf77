"""Results read from their JSON objects (popsplit.results), without a daemon."""

import dataclasses
import gc
from typing import List, Optional

import pytest

import popsplit
from popsplit import results
from popsplit.geometry import Point, Rect, Size


def test_fields_are_members_in_camel_case_converted_by_their_annotation():
    tap = popsplit.TouchResult.build({
        "scene": "s", "layoutVersion": 4, "hit": {"id": "done", "kind": "barButtonItem"}, "action": "dismiss",
        "frame": [1, 2, 3, 4], "arrowTip": [5, 6], "animation": {"kind": "popover", "duration": 0.25},
        "placement": {"area": [0, 20, 768, 1004], "chosen": "up", "candidates": []},
    })
    assert (tap.scene, tap.layout_version, tap.action) == ("s", 4, "dismiss")
    assert tap.hit == popsplit.Hit("done", "barButtonItem")
    assert isinstance(tap.frame, Rect) and tap.frame == [1, 2, 3, 4]
    assert isinstance(tap.arrow_tip, Point) and tap.arrow_tip == [5, 6]
    assert tap.animation == popsplit.Animation("popover", 0.25)
    assert tap.placement == popsplit.Placement(Rect(0, 20, 768, 1004), False, "up", [])


def test_a_member_absent_from_a_result_is_none_whatever_the_fields_default():
    opened = popsplit.OpenResult.build({"scene": "s"})
    assert opened.layout_version is None and opened.diagnostics is None
    nav = popsplit.NavigationResult.build({"scene": "s", "pushed": ["detail"]})
    assert nav.pushed == ["detail"] and nav.popped is None


def test_a_result_that_is_not_an_object_is_kept_as_value():
    result = popsplit.Result.build(None)  # type: ignore[arg-type]
    assert result.raw == {"value": None}


def test_a_member_without_a_field_converts_as_fields_of_its_name_do():
    tap = popsplit.TouchResult.build({"scene": "s", "shouldSelect": True, "screen": [0, 0, 768, 1024],
                                      "contentSize": [320, 480]})
    assert tap.should_select is True
    assert isinstance(tap.screen, Rect)
    assert isinstance(tap.content_size, Size)
    with pytest.raises(AttributeError, match="has no member 'missing'"):
        tap.missing


def test_a_malformed_rect_is_kept_as_the_daemon_wrote_it():
    assert popsplit.PopoverResult.build({"frame": "nowhere"}).frame == "nowhere"


def test_a_record_member_absent_or_null_takes_the_default_and_a_required_one_raises():
    placement = popsplit.Placement.from_json({"area": [0, 0, 10, 10], "chosen": None})
    assert placement.chosen == "" and placement.margins_ignored is False and placement.candidates == []
    assert placement.candidates is not popsplit.Placement.from_json({"area": [0, 0, 1, 1]}).candidates
    assert popsplit.Animation.from_json({}) == popsplit.Animation("", 0)
    with pytest.raises(KeyError, match="area"):
        popsplit.Placement.from_json({})


def test_a_placement_reads_its_candidates():
    candidate = {"direction": "down", "permitted": True, "frame": [0, 0, 320, 500], "contentFrame": [0, 13, 320, 487],
                 "arrowTip": [160, 0], "arrowOffset": 0, "attached": True, "meetsMinimum": True, "fits": True,
                 "shrunk": False, "area": 160000, "rank": 1}
    placement = popsplit.Placement.from_json({"area": [0, 20, 768, 1004], "candidates": [candidate]})
    down = placement.candidate("down")
    assert down.content_frame == Rect(0, 13, 320, 487) and down.arrow_tip == Point(160, 0)
    assert down.area == 160000 and down.meets_minimum and down.reason is None
    with pytest.raises(KeyError):
        placement.candidate("up")


def test_scene_list_entries_are_records():
    info = popsplit.SceneInfo.from_json({"scene": "a", "orientation": "portrait", "layoutVersion": 3})
    assert info == popsplit.SceneInfo("a", "portrait", 3)


def test_two_fields_of_one_name_may_not_convert_differently():
    @dataclasses.dataclass(frozen=True)
    class Clash(results._Record):
        frame: Optional[Point] = None

    try:
        with pytest.raises(TypeError, match="frame is Point, another field frame is Rect"):
            results._decoders_by_name()
    finally:
        del Clash
        gc.collect()


def test_every_result_field_has_a_member_and_every_record_reads_its_fields():
    classes: List[type] = [results.Result, results._Record]
    seen = 0
    while classes:
        cls = classes.pop()
        classes.extend(cls.__subclasses__())
        if dataclasses.is_dataclass(cls):
            names = [m.name for m in results._members(cls)]
            kept = results.Result._KEPT if issubclass(cls, results.Result) else set()
            assert names == [f.name for f in dataclasses.fields(cls) if f.name not in kept]
            seen += 1
    assert seen > 35
