import PopsplitJSON

/// What the import must make of a generated document's dismissals, which the writer writes as
/// unwind segues (protocol.md section 8.13): an unwind leaves its scene the way the scene came,
/// so in a controller only pushed (with what it contains) it pops, elsewhere it dismisses (in a
/// popover segue's destination the model's dismissal dismisses the popover, POP-25). Stated here
/// from the document's own segues, apart from the importer's reading of the XML.
enum UnwindOracle {
    /// `document` with each `{"dismiss": true}` action replaced by the verb its unwind plays.
    static func expected(_ document: JSONValue) -> JSONValue {
        var arrivals: [String: Set<String>] = [:]
        for segue in document["segues"]?.arrayValue ?? [] {
            guard let destination = segue["destination"]?.stringValue, let kind = segue["kind"]?.stringValue else { continue }
            arrivals[destination, default: []].insert(kind)
        }
        func verb(forTop top: String) -> String {
            arrivals[top] == ["push"] ? "pop" : "dismiss"
        }
        func rewrite(_ value: JSONValue, verb: String) -> JSONValue {
            switch value {
            case .array(let elements):
                return .array(elements.map { rewrite($0, verb: verb) })
            case .object(var object):
                for (key, member) in object.members {
                    if key == "action", member["dismiss"] == .bool(true) {
                        object[key] = .object(JSONObject([(verb, .bool(true))]))
                    } else {
                        object[key] = rewrite(member, verb: verb)
                    }
                }
                return .object(object)
            default:
                return value
            }
        }
        guard var top = document.objectValue else { return document }
        for key in ["root", "controllers"] {
            guard let value = top[key] else { continue }
            if key == "root" {
                top[key] = rewrite(value, verb: verb(forTop: value["id"]?.stringValue ?? ""))
            } else {
                top[key] = .array((value.arrayValue ?? []).map { rewrite($0, verb: verb(forTop: $0["id"]?.stringValue ?? "")) })
            }
        }
        return .object(top)
    }
}
