"""The client exposes every method of the protocol, with the protocol's params.

The method list comes from schema/protocol.schema.json (the requests and notifications a client
may send), so a method added to the protocol fails here, by name, until the client exposes it.
"""

import inspect
import json

import pytest

import popsplit
from popsplit import PROTOCOL_METHODS, QUESTIONS, Scene, Session
from popsplit.results import snake

from conftest import REPO

SCHEMA = json.loads((REPO / "schema" / "protocol.schema.json").read_text(encoding="utf-8"))
DEFS = SCHEMA["$defs"]

#: initialize's params, and the Session option (or automatic behaviour) each one comes from.
INITIALIZE = {
    "processId": "automatic (os.getpid())",
    "clientInfo": "client_name",
    "trace": "trace",
    "rootUri": "roots",
    "rootPath": "roots",
    "workspaceFolders": "roots",
    "capabilities": "see CAPABILITIES",
}
CAPABILITIES = {
    "delegateQuestions": "delegate_questions",
    "questionTimeoutMs": "daemon_question_timeout_ms",
    "layoutMode": "layout_mode",
    "maxDocumentBytes": "max_document_bytes",
}
#: Params a method reads that the Python method takes under another name, or fills itself.
RENAMED = {
    ("scene/open", "path"): "path",
    ("scene/open", "document"): "document",
    ("scene/open", "text"): "text",
    ("scene/reload", "path"): "path",
    ("touch/tap", "point"): "target",
    ("touch/swipe", "point"): "target",
    ("$/cancelRequest", "id"): "call",
    ("$/setTrace", "value"): "value",
}
#: Params whose members the Python method takes as keywords of their own.
FLATTENED = {("scene/render", "options"), ("scene/nodeAt", "position")}


def schema_methods():
    requests = DEFS["clientRequest"]["properties"]["method"]["enum"]
    notifications = DEFS["clientNotification"]["properties"]["method"]["enum"]
    return sorted(set(requests) | set(notifications))


def params_ref(method):
    """The name of the $defs entry of ``method``'s params."""
    for rule in DEFS["methodParams"]["allOf"]:
        if rule["if"]["properties"]["method"]["const"] == method:
            return rule["then"]["properties"]["params"]["$ref"].split("/")[-1]
    return None


def params_of(method):
    """The param names the schema gives ``method`` (through $ref and allOf)."""
    ref = params_ref(method)
    return sorted(_properties(DEFS[ref])) if ref else []


def _properties(node):
    return set(_members(node))


def _members(node):
    """The object members a schema node allows, with their schemas (through $ref, allOf, anyOf)."""
    if "$ref" in node:
        node = DEFS[node["$ref"].split("/")[-1]]
    members = dict(node.get("properties") or {})
    for part in node.get("allOf", []) + node.get("anyOf", []):
        for name, schema in _members(part).items():
            members.setdefault(name, schema)
    return members


def resolve(target):
    owner, name = target.split(".")
    cls = {"Scene": Scene, "Session": Session}[owner]
    return cls, getattr(cls, name, None)


def test_every_schema_method_is_exposed():
    missing = [m for m in schema_methods() if m not in PROTOCOL_METHODS]
    assert not missing, f"methods of the protocol the client does not expose: {missing}"
    unknown = [m for m in PROTOCOL_METHODS if m not in schema_methods()]
    assert not unknown, f"methods the client lists that the schema does not have: {unknown}"
    absent = [f"{m} -> {t}" for m, t in PROTOCOL_METHODS.items() if resolve(t)[1] is None]
    assert not absent, f"methods mapped to Python that does not exist: {absent}"


@pytest.mark.parametrize("method", [m for m in schema_methods() if m not in ("initialize", "shutdown")])
def test_every_param_is_a_keyword_of_its_python_method(method):
    cls, function = resolve(PROTOCOL_METHODS[method])
    accepted = set(inspect.signature(function).parameters)
    missing = []
    for param in params_of(method):
        if cls is Scene and param == "scene":
            continue  # the Scene itself
        if (method, param) in FLATTENED:
            schema = _members(DEFS[params_ref(method)])[param]
            missing += [f"{param}.{m} (as {snake(m)})" for m in sorted(_properties(schema)) if snake(m) not in accepted]
            continue
        name = RENAMED.get((method, param), snake(param))
        if name not in accepted:
            missing.append(f"{param} (as {name})")
    assert not missing, f"{method}: {PROTOCOL_METHODS[method]} takes no {', '.join(missing)}"


def test_initialize_params_are_session_options():
    options = set(inspect.signature(Session.__init__).parameters)
    unmapped = [p for p in params_of("initialize") if p not in INITIALIZE]
    assert not unmapped, f"initialize params the client neither sends nor maps: {unmapped}"
    assert {v for v in INITIALIZE.values() if " " not in v} <= options
    capabilities = _members(DEFS["initializeParams"])["capabilities"]
    popsplit_caps = sorted(_properties(_members(capabilities)["popsplit"]))
    assert popsplit_caps, "no capabilities.popsplit members found in the schema"
    unmapped = [c for c in popsplit_caps if c not in CAPABILITIES]
    assert not unmapped, f"capabilities.popsplit members without a Session option: {unmapped}"
    assert set(CAPABILITIES.values()) <= options


def test_the_live_daemon_offers_nothing_the_client_lacks():
    with popsplit.Session() as session:
        methods = session.capabilities["methods"]
        questions = session.capabilities["questions"]
    assert [m for m in methods if m not in PROTOCOL_METHODS] == []
    assert sorted(questions) == sorted(QUESTIONS.values())


def test_question_params_in_the_schema_are_the_ones_handlers_get():
    """Section 6: each question's args, as the schema lists them, by question."""
    for selector, method in QUESTIONS.items():
        name = method.split("/", 1)[1] + "Params"
        assert name in DEFS, f"the schema has no params for {method}"
        args = _properties(DEFS[name]["properties"]["args"]) if "args" in DEFS[name].get("properties", {}) else set()
        assert args, f"{method}: no args in the schema"
