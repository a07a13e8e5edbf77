"""The typed API over every scene method, against the real daemon (protocol.md section 7)."""

import json
from pathlib import Path

import pytest

import popsplit as client
from popsplit import (InvalidDocument, InvalidParams, Rect, StateError, UIKitException, UnknownId, UnknownScene)

#: A small scene with what the examples lack: a search bar with a search display, an action
#: sheet shown from a bar button item, a text field (POP-26, keyboard).
STORE = {
    "popsplit": 1,
    "profile": "ios6",
    "root": {
        "id": "nav", "type": "navigation",
        "children": [{
            "id": "store", "title": "Store",
            "navigationItem": {"rightItems": [{"id": "shareItem", "systemItem": "action",
                                               "action": {"showActionSheet": "shareSheet"}}]},
            "views": [
                # In a toolbar: only there are the results a popover (POP-26, POP-37).
                {"id": "searchToolbar", "kind": "toolbar", "frame": [0, 0, 768, 44], "subviews": [
                    {"id": "search", "kind": "searchBar", "frame": [0, 0, 768, 44],
                     "searchDisplay": {"resultsTitle": "Matches", "results": ["Alpha", "Beta"]}}]},
                {"id": "name", "kind": "textField", "frame": [20, 300, 300, 31]},
            ],
        }],
    },
    "controllers": [{"id": "picker", "title": "Pick", "contentSizeForViewInPopover": [320, 200]}],
    "actionSheets": [{"id": "shareSheet", "title": "Share", "buttons": ["Mail", "Message", "Cancel"],
                      "cancelButtonIndex": 2}],
}


def test_open_from_a_document_text_or_path(popsplit, scenes):
    by_document = popsplit.open_scene(document=STORE, scene="store")
    by_text = popsplit.open_scene(text=json.dumps(STORE))
    by_path = popsplit.open_scene(scenes / "tabs.json")
    assert (by_document.id, by_text.id, by_path.id) == ("store", "s1", "s2")
    assert by_document.opened.diagnostics == [] and by_document.opened.layout_version == 1
    assert [s.scene for s in popsplit.list_scenes()] == ["s1", "s2", "store"]
    assert by_text.close().closed is True
    with pytest.raises(UnknownScene) as raised:
        by_text.snapshot()
    assert raised.value.code == -32011


def test_an_invalid_document_carries_its_diagnostics(popsplit):
    with pytest.raises(InvalidDocument) as raised:
        popsplit.open_scene(text='{"popsplit": 1, "root": {"id": "a", "titel": "x"}}')
    [diagnostic] = raised.value.diagnostics
    assert "did you mean \"title\"" in diagnostic["message"]
    assert diagnostic["line"] == 1


def test_search_bar_results_popover_POP_26(popsplit):
    scene = popsplit.open_scene(document=STORE)
    keyboard = scene.tap("search")
    assert (keyboard.action, keyboard.keyboard, keyboard.first_responder) == ("becomeFirstResponder", True, "search")
    typed = scene.type_text("Al")
    assert (typed.view, typed.text, typed.results_shown) == ("search", "Al", True)
    # POP-36: the results table loads the first time its popover shows.
    assert typed.event_names == ["searchBar:textDidChange:@store", "searchDisplayController:didLoadSearchResultsTableView:@store"]
    assert scene.node("search.results").kind == "popover"
    assert scene.node("search.resultsList").title == "Matches"
    with pytest.raises(StateError, match="its passthrough views cannot be set"):
        scene.set_passthrough_views("search.results", ["name"])
    cleared = scene.clear_search("search")
    assert (cleared.text, cleared.results_shown) == ("", False)
    assert not scene.has_node("search.results")
    shown = scene.show_search_results("search")
    assert shown.results_shown is True and shown.event_names[0] == "searchBarResultsListButtonClicked:@store"
    hidden = scene.hide_keyboard()
    assert (hidden.keyboard, hidden.first_responder) == (False, None)


def test_action_sheet_as_a_popover_POP_26(popsplit):
    scene = popsplit.open_scene(document=STORE)
    shown = scene.show_action_sheet("shareSheet", from_item="shareItem")
    assert (shown.action_sheet, shown.shown, shown.arrow) == ("shareSheet", True, "up")
    assert shown.anchor == scene.node("shareItem").frame
    assert not scene.has_node("shareSheet.sheet.button.2"), "no cancel button in a popover"
    dismissed = scene.dismiss_action_sheet("shareSheet", 1)
    assert (dismissed.dismissed, dismissed.button_index) == (True, 1)
    assert dismissed.event_names == ["actionSheet:willDismissWithButtonIndex:@store",
                                     "actionSheet:didDismissWithButtonIndex:@store"]


def test_popover_controllers_from_code_POP_01_POP_14_POP_29(popsplit, scenes):
    scene = popsplit.open_scene(scenes / "popover-rotation.json")
    created = scene.create_popover("extra", "photoInfo", content_size=[400, 300], passthrough_views=["tagButton"],
                                   layout_margins=[10, 10, 10, 10], rotation_policy="dismiss",
                                   dismiss_on_background=True)
    assert (created.popover, created.content) == ("extra", "photoInfo")
    shown = scene.present_popover("extra", from_rect=[0, 0, 100, 44], in_view="infoButton", arrows=["down"])
    assert shown.content_frame.size == (400, 300) and shown.arrow == "down"
    with pytest.raises(UIKitException) as raised:
        scene.release_popover("extra")  # POP-14
    assert raised.value.message == "-[UIPopoverController dealloc] reached while popover is still visible."
    assert raised.value.exception == "NSInternalInconsistencyException"
    resized = scene.set_popover_content_size("extra", (480, 240))
    assert resized.content_size == (480, 240) and resized.animation.kind == "popoverResize"
    assert scene.popover("extra").content_frame.size == (480, 240)
    assert scene.set_passthrough_views("extra", ["photo"]).passthrough_views == ["photo"]
    assert scene.set_popover_layout_margins("extra", [40, 40, 40, 40]).popover == "extra"
    sized = scene.set_content_size_for_view_in_popover("photoTags", [320, 500])
    assert sized.content_size_for_view_in_popover == (320, 500)
    modal = scene.set_modal_in_popover("photoInfo", True)
    assert modal.modal_in_popover is True
    assert scene.tap((20, 900)).reason == "modalInPopover"  # POP-18
    scene.set_modal_in_popover("photoInfo", False)
    background = scene.enter_background()
    assert (background.backgrounded, background.dismissed_popovers) == (True, ["extra"])
    assert scene.enter_foreground().backgrounded is False
    swapped = scene.set_popover_content("extra", "photoTags", animated=False)  # POP-29: reuse
    assert swapped.content == "photoTags"
    again = scene.present_popover("extra", from_item="shareButton")
    assert again.content == "photoTags" and again.presented is True
    assert scene.dismiss_popover("extra").dismissed is True
    assert scene.release_popover("extra").released is True


def test_explain_placement_changes_nothing(popsplit, scenes):
    scene = popsplit.open_scene(scenes / "popover-explain.json")
    version = scene.layout.version
    buttons = [n for n in scene.layout.nodes if n.kind == "button"]
    why = scene.explain_placement(from_rect=[0, 0, buttons[0].frame.width, buttons[0].frame.height],
                                  in_view=buttons[0].id, content_size=[320, 400])
    assert why.layout_version == version and why.events == [] and why.layout is None
    ranks = sorted(c.rank for c in why.placement.candidates if c.permitted)
    assert ranks == list(range(1, len(ranks) + 1))
    assert why.placement.candidate(why.arrow_direction).rank == 1


def test_navigation_NAV_01_NAV_06(popsplit, scenes):
    scene = popsplit.open_scene(scenes / "navigation-drilldown.json")
    nav = scene.layout.of_kind("navigationBar")[0].parent
    root = scene.layout.children(nav)[0].id
    detail = next(c["id"] for c in json.loads((scenes / "navigation-drilldown.json").read_text())["controllers"]
                  if c.get("type", "plain") == "plain")
    pushed = scene.push(nav, detail)
    assert pushed.pushed == [detail] and pushed.top == detail and pushed.depth == 2 and pushed.animation.kind == "push"
    assert pushed.stack is None  # the whole stack only on request
    assert pushed.event_names[0] == f"navigationController:willShowViewController:animated:@{nav}"
    assert pushed.event_names[-1] == f"navigationController:didShowViewController:animated:@{nav}"
    assert scene.containers(detail).navigation_controller == nav
    popped = scene.pop(nav)
    assert popped.popped == [detail] and popped.pushed == [] and popped.top == root and popped.depth == 1
    with pytest.raises(StateError):  # NAV-01: the root cannot be popped
        scene.pop(nav)
    assert scene.set_stack(nav, [root, detail], animated=False, include_stack=True).stack == [root, detail]
    assert scene.pop_to_root(nav, include_stack=True).stack == [root]


def test_tabs_snapshot_and_restore_TAB_01(popsplit, scenes):
    scene = popsplit.open_scene(scenes / "tabs.json")
    selected = scene.select_tab("tabs", 2)
    assert (selected.tab_bar, selected.selected_index, selected.selected) == ("tabs", 2, "settings")
    saved = scene.snapshot()
    assert saved.snapshot["selectedTabs"] == {"tabs": 2} and saved.profile == "ios6"
    assert saved.full_layout.nodes == scene.layout.nodes
    scene.select_tab("tabs", 0)
    scene.restore(saved)
    assert scene.snapshot().snapshot == saved.snapshot
    with pytest.raises(StateError):
        scene.select_tab("tabs", 7)


def test_pages_TAB_02(popsplit, scenes):
    scene = popsplit.open_scene(scenes / "page-view.json")
    page_view = next(n.id for n in scene.layout.nodes if n.attributes.get("pageCount"))
    turned = scene.turn_page(page_view, "forward")
    assert turned.index == 1 and turned.animation.kind == "pageTurn"
    jumped = scene.jump_to_page(page_view, 0)
    assert jumped.index == 0 and jumped.animation is None
    with pytest.raises(StateError):
        scene.turn_page(page_view, "reverse")


def test_modal_presentation_and_segues_MOD_01_SPL_11(popsplit, scenes):
    scene = popsplit.open_scene(scenes / "form-sheet.json")
    document = json.loads((scenes / "form-sheet.json").read_text())
    presenter = document["root"]["id"]
    presented = document["controllers"][0]["id"]
    shown = scene.present_modal(presenter, presented, style="formSheet", transition="crossDissolve")
    assert (shown.presented, shown.style, shown.transition) == (True, "formSheet", "crossDissolve")
    assert scene.has_node(f"{presented}.dimming")
    with pytest.raises(UIKitException, match="Application tried to present modally an active controller"):
        scene.present_modal(presenter, presented)
    assert scene.dismiss_modal(presented).dismissed == [presented]
    mail = popsplit.open_scene(scenes / "split-mail.json")
    mail.rotate("landscapeLeft")
    replaced = mail.perform_segue("showDraft")
    assert (replaced.kind, replaced.split_view_controller, replaced.replaced) == ("replace", "mailSplit", "messageNav")


def test_split_views_SPL_07_SPL_08_SVC_09(popsplit, scenes):
    mail = popsplit.open_scene(scenes / "split-mail.json")
    toggled = mail.toggle_master("mailSplit")
    assert toggled.master_shown is True and toggled.animation.kind == "slide"
    assert mail.toggle_master("mailSplit", animated=False).master_shown is False
    swipe = mail.swipe((400, 500), "right")
    assert (swipe.handled, swipe.master_shown) == (True, True)
    panes = popsplit.open_scene(scenes / "versatile-split.json")
    split = next(n for n in panes.layout.nodes if n.kind == "divider" and n.attributes.get("axis")).parent
    moved = panes.set_split_point(split, 400, orientation="landscape")
    assert moved.orientations == ["landscape"] and moved.split_point == 400
    with pytest.raises(InvalidParams) as raised:
        panes.set_split_point(split, -1)
    assert raised.value.data["path"] == "params.splitPoint"


def test_device_in_call_status_bar_and_keyboard(popsplit, scenes):
    scene = popsplit.open_scene(scenes / "popover-keyboard.json")
    bar = scene.set_in_call_status_bar(True)
    assert bar.in_call_status_bar is True and bar.event_names == [
        "application:willChangeStatusBarFrame:", "application:didChangeStatusBarFrame:"]
    assert scene.layout.application_frame == Rect(0, 40, 768, 984)
    shown = scene.show_keyboard()
    assert shown.keyboard is True and scene.node("keyboard").frame == [0, 760, 768, 264]
    with pytest.raises(UnknownId):
        scene.show_keyboard("no-such-view")


def test_render_formats_and_layout_fetch(popsplit, scenes):
    scene = popsplit.open_scene(scenes / "tabs.json")
    svg = scene.render("svg", scale=0.5, highlight="tabs.tab.1")
    assert svg.format == "svg" and (svg.width, svg.height) == (384, 512) and svg.content.startswith("<svg")
    text = scene.render(columns=40, rows=20)
    assert (text.width, text.height) == (40, 20) and text.content.startswith("portrait 768x1024, 40x20 cells\n")
    patch = scene.render("svgPatch")
    assert patch.base_version == 0 and "tabs" in patch.order
    assert scene.fetch_layout() == scene.layout


@pytest.mark.popsplit(layout_mode="delta")
def test_delta_layouts_rebuild_exactly_the_full_layout(popsplit, scenes):
    """Section 5: the client rebuilds every delta into the full layout scene/layout answers."""
    scene = popsplit.open_scene(scenes / "popover-rotation.json")
    for action in (lambda: scene.tap("shareButton"), lambda: scene.rotate("landscapeLeft"),
                   lambda: scene.rotate("portrait"), lambda: scene.dismiss_popover("sharePopover")):
        action()
        assert popsplit.calls[-1].layouts[-1]["mode"] == "delta"
        assert scene.fetch_layout().nodes == scene.layout.nodes


def test_reload_keeps_the_live_state(popsplit, scenes, tmp_path):
    path = tmp_path / "store.json"
    path.write_text(json.dumps(STORE))
    scene = popsplit.open_scene(path)
    scene.tap("search")
    edited = json.loads(json.dumps(STORE))
    edited["root"]["children"][0]["title"] = "Shop"
    path.write_text(json.dumps(edited))
    reloaded = scene.reload(path)
    assert reloaded.diagnostics == []
    assert scene.node("nav.title").title == "Shop"
    assert scene.has_node("keyboard"), "the first responder stays while its view exists"


def test_any_method_by_name(popsplit, scenes):
    scene = popsplit.open_scene(scenes / "tabs.json")
    call = scene.call("controller/containers", controller="featured")
    assert isinstance(call, client.Call)
    assert call.result["tabBarController"] == "tabs"
    with pytest.raises(client.MethodNotFound):
        scene.call("scene/teleport")


def test_locate_and_node_at_map_nodes_to_the_text(popsplit):
    """scene/locate and scene/nodeAt: the object declaring a node, and back."""
    text = json.dumps(STORE, indent=2)
    scene = popsplit.open_scene(text=text, scene="mapped")
    found = scene.locate("name")
    line = found.range["start"]["line"]
    assert found.declared == "name" and '"id": "name"' in text.splitlines()[line + 1]
    assert scene.locate("nav.navigationBar").declared == "nav"
    assert scene.node_at(line + 1, 8).node == "name"
    assert scene.node_at(0, 0).node is None and scene.node_at(0, 0).range is None
    with pytest.raises(UnknownId):
        scene.locate("ghost")


def test_the_preview_page_starts_highlights_and_stops(popsplit):
    """preview/start, preview/highlight and preview/stop: a loopback URL with a token."""
    scene = popsplit.open_scene(document=STORE, scene="shown")
    started = scene.start_preview()
    assert started.url.startswith("http://127.0.0.1:") and "token=" in started.url and started.port > 0
    assert scene.highlight("name").node == "name"
    assert scene.highlight(None).node is None
    assert popsplit.stop_preview() is True


def test_a_disabled_item_takes_no_taps(popsplit):
    """barButtonItem/setEnabled (POP-35): disabled, a tap on the item fires nothing."""
    scene = popsplit.open_scene(document=STORE, scene="items")
    assert scene.set_item_enabled("shareItem", False).enabled is False
    item = scene.layout.node("shareItem")
    assert item.attributes.get("enabled") is False
    assert scene.tap("shareItem").action is None
    scene.set_item_enabled("shareItem", True)
    assert scene.tap("shareItem").action == "showActionSheet"


STORYBOARDS = Path(__file__).resolve().parents[3] / "examples" / "storyboards"


def test_a_storyboard_opens_and_its_popover_segue_plays(popsplit):
    """protocol.md section 8.13: a storyboard opened by path with the companion beside it, its
    toolbar item tapped by id: the popover segue presents its destination (POP-25)."""
    scene = popsplit.open_scene(STORYBOARDS / "MasterDetail.storyboard", scene="notes")
    assert scene.opened.format == "storyboard"
    assert any(d["kind"] == "notCarried" and d["severity"] == "information" for d in scene.opened.diagnostics)
    tapped = scene.tap("Opt-md-A38")
    assert tapped.action == "segue"
    assert "options" in scene.layout
    assert scene.layout.get("showOptions").attributes["arrowDirection"] == "down"


def test_a_profile_asked_for_reaches_a_storyboard_through_its_companion(popsplit):
    scene = popsplit.open_scene(STORYBOARDS / "MasterDetail.storyboard", profile="ios5.0")
    assert scene.snapshot().profile == "ios5.0"
    text = (STORYBOARDS / "PhotoBrowser.storyboard").read_text()
    other = popsplit.open_scene(text=text, format="storyboard", companion={"popsplit": 1, "orientation": "landscapeLeft"})
    assert other.opened.format == "storyboard"
    assert other.snapshot().snapshot["orientation"] == "landscapeLeft"


def test_navigation_items_set_at_run_time_NAV_08(popsplit):
    document = json.loads(json.dumps(STORE))
    document["root"]["children"][0]["navigationItem"]["spareItems"] = [
        {"id": "doneItem", "systemItem": "done", "action": {"custom": "done"}}]
    scene = popsplit.open_scene(document=document)
    done = scene.set_navigation_items("store", "right", ["doneItem"])
    assert (done.controller, done.side, done.items) == ("store", "right", ["doneItem"])
    assert scene.node("doneItem").parent == "nav.navigationBar"
    assert not scene.has_node("shareItem")
    removed = scene.set_navigation_items("store", "right", None)
    assert removed.items == [] and not scene.has_node("doneItem")


def test_a_tap_by_node_lets_the_daemon_find_it(popsplit):
    scene = popsplit.open_scene(document=STORE)
    keyboard = scene.tap(node="search", offset=(5, 5))
    assert (keyboard.action, keyboard.first_responder) == ("becomeFirstResponder", "search")
    with pytest.raises(UnknownId, match="unknown layout node id .Serch..*did you mean .search."):
        scene.tap(node="Serch")
