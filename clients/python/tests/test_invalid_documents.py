"""An invalid document's exception lists every diagnostic as compilers print them:
``FILE:LINE:COLUMN: severity: message (JSON path)`` (protocol.md section 8.11)."""

import json

import pytest

from popsplit import InvalidDocument, format_diagnostic

#: The refused document of protocol.md section 8.11: four errors, two with a "did you mean".
BROKEN = """{
  "popsplit": 1,
  "orientation": "landscape",
  "root": {"id": "nav", "type": "navigation", "children": [
    {"id": "list", "titel": "Inbox", "views": [
      {"kind": "button", "frame": [0, 0, 768, -44], "action": {"push": "detial"}}]}]},
  "controllers": [{"id": "detail"}]
}
"""

#: Each diagnostic's place, severity, message and path, as the daemon reports them.
EXPECTED = [
    '3:18: error: unknown orientation "landscape"; expected one of portrait, portraitUpsideDown, '
    'landscapeLeft, landscapeRight ($.orientation)',
    '5:20: error: unknown key "titel" (did you mean "title"?) ($.root.children[0].titel)',
    '6:47: error: a height must not be negative, got -44 ($.root.children[0].views[0].frame[3])',
    '6:72: error: no controller has id "detial" (did you mean "detail"?) ($.root.children[0].views[0].action.push)',
]


def lines_of(error):
    return str(error).splitlines()


def test_every_diagnostic_is_listed_with_its_file_line_and_column(popsplit, tmp_path):
    path = tmp_path / "broken.json"
    path.write_text(BROKEN, encoding="utf-8")
    with pytest.raises(InvalidDocument) as raised:
        popsplit.open_scene(path)
    assert lines_of(raised.value) == ["scene/open: invalid scene document (4 errors) (-32010):"] + [
        f"{path}:{line}" for line in EXPECTED]
    assert len(raised.value.diagnostics) == 4


def test_a_relative_path_is_named_as_the_file_the_daemon_read(popsplit, tmp_path, monkeypatch):
    (tmp_path / "broken.json").write_text(BROKEN, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    with pytest.raises(InvalidDocument) as raised:
        popsplit.open_scene("broken.json")
    assert lines_of(raised.value)[2] == f"{tmp_path / 'broken.json'}:{EXPECTED[1]}"


def test_a_document_given_as_text_or_as_a_value_is_named_so(popsplit):
    with pytest.raises(InvalidDocument) as by_text:
        popsplit.open_scene(text=BROKEN)
    assert lines_of(by_text.value)[1:] == [f"<text>:{line}" for line in EXPECTED]
    with pytest.raises(InvalidDocument) as by_value:
        popsplit.open_scene(document=json.loads(BROKEN))
    assert lines_of(by_value.value)[1:] == [f"<document>: {line.split(': ', 1)[1]}" for line in EXPECTED]


@pytest.mark.popsplit(profile="ios5.0")
def test_a_file_read_by_the_client_to_set_its_profile_is_still_named(popsplit, tmp_path):
    """With a profile the client sends the file as a value (no lines): the file is still named."""
    path = tmp_path / "broken.json"
    path.write_text(BROKEN, encoding="utf-8")
    with pytest.raises(InvalidDocument) as raised:
        popsplit.open_scene(path)
    assert lines_of(raised.value)[2] == f"{path}: error: {EXPECTED[1].split(': ', 2)[2]}"


def test_a_failed_reload_names_the_new_file(popsplit, scenes, tmp_path):
    scene = popsplit.open_scene(scenes / "popover-rotation.json")
    path = tmp_path / "edited.json"
    path.write_text(BROKEN, encoding="utf-8")
    with pytest.raises(InvalidDocument) as raised:
        scene.reload(path)
    assert lines_of(raised.value) == ["scene/reload: invalid scene document (4 errors) (-32010):"] + [
        f"{path}:{line}" for line in EXPECTED]


def test_a_raw_request_names_the_path_it_sent(popsplit, tmp_path):
    path = tmp_path / "broken.json"
    path.write_text(BROKEN, encoding="utf-8")
    with pytest.raises(InvalidDocument) as raised:
        popsplit.call("scene/open", {"path": str(path)})
    assert lines_of(raised.value)[1] == f"{path}:{EXPECTED[0]}"


def test_a_missing_file_is_one_diagnostic_without_a_line(popsplit, tmp_path):
    path = tmp_path / "absent.json"
    with pytest.raises(InvalidDocument) as raised:
        popsplit.open_scene(path)
    assert lines_of(raised.value)[1] == f"{path}: error: cannot read {path}: no such file ($)"


def test_a_companion_documents_own_errors_name_the_companion(popsplit, scenes, tmp_path):
    """A storyboard's companion is read beside it; its own errors point into its text (section 8.13)."""
    storyboard = tmp_path / "MasterDetail.storyboard"
    storyboard.write_bytes((scenes.parent / "storyboards" / "MasterDetail.storyboard").read_bytes())
    companion = tmp_path / "MasterDetail.storyboard.popsplit.json"
    companion.write_text('{\n  "popsplit": 1,\n  "extends": "MasterDetail.storyboard",\n  "amendd": []\n}\n',
                         encoding="utf-8")
    with pytest.raises(InvalidDocument) as raised:
        popsplit.open_scene(storyboard)
    assert lines_of(raised.value)[1] == (
        f'{companion}:4:3: error: companion document: unknown key "amendd" in a companion document '
        f'(did you mean "amend"?) ($.amendd)')


def test_format_diagnostic_reads_both_shapes():
    plain = {"severity": "warning", "kind": "missingVersion", "line": 1, "column": 1, "path": "$",
             "message": 'add "popsplit": 1'}
    assert format_diagnostic(plain, "a.json") == 'a.json:1:1: warning: add "popsplit": 1 ($)'
    assert format_diagnostic(plain) == '1:1: warning: add "popsplit": 1 ($)'
    lsp = dict(plain, severity=3)
    assert format_diagnostic(lsp, "a.json") == 'a.json:1:1: information: add "popsplit": 1 ($)'
    assert format_diagnostic(dict(plain, line=None, column=None)) == 'warning: add "popsplit": 1 ($)'

