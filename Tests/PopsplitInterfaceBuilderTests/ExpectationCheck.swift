import PopsplitDocument
import PopsplitInterfaceBuilder
import PopsplitJSON

/// Checks an import against an expectation file (`Corpus/README.md` states the format): the
/// format, the refusal, the top-level members, the root's id, each object by id (a subset of its
/// members; an expected array of strings against an array of objects compares their ids), ids
/// that must be absent, and diagnostics that must be present. Returns every mismatch in words.
enum ExpectationCheck {
    /// The mismatches between `imported` and `expectation`.
    static func mismatches(_ imported: ImportedDocument, _ expectation: JSONValue) -> [String] {
        let diagnostics = imported.diagnostics(amended: [:])
        var problems: [String] = []
        if let format = expectation["format"]?.stringValue, format != imported.format.rawValue {
            problems.append("format: expected \(format), got \(imported.format.rawValue)")
        }
        if let error = expectation["error"], !error.isNull {
            guard imported.document == nil else { return problems + ["expected a refusal, got a document"] }
            let errors = diagnostics.filter { $0.severity == .error }
            guard let first = errors.first else { return problems + ["refused without an error diagnostic"] }
            if let contains = error["contains"]?.stringValue, !errors.contains(where: { $0.message.lowercased().contains(contains.lowercased()) }) {
                problems.append("error: expected one containing \"\(contains)\", got \"\(first.message)\"")
            }
            if let notContains = error["notContains"]?.stringValue, errors.contains(where: { $0.message.contains(notContains) }) {
                problems.append("error: must not contain \"\(notContains)\": \"\(first.message)\"")
            }
            if let line = error["line"]?.intValue, !errors.contains(where: { $0.line == Int(line) }) {
                problems.append("error: expected at line \(line), got \(errors.map { "\($0.line ?? 0)" }.joined(separator: ", "))")
            }
            return problems
        }
        guard let document = imported.document else {
            return problems + ["refused: " + diagnostics.filter { $0.severity == .error }.map(\.description).joined(separator: "; ")]
        }
        for (key, value) in expectation["top"]?.objectValue?.members ?? [] where document[key] != value {
            problems.append("top \(key): expected \(JSONCodec.string(value)), got \(document[key].map { JSONCodec.string($0) } ?? "nothing")")
        }
        if let root = expectation["root"]?.stringValue, document["root"]?["id"]?.stringValue != root {
            problems.append("root: expected \(root), got \(document["root"]?["id"]?.stringValue ?? "nothing")")
        }
        var objects: [String: JSONObject] = [:]
        collect(document, into: &objects)
        for (id, expected) in expectation["objects"]?.objectValue?.members ?? [] {
            guard let actual = objects[id] else {
                problems.append("\(id): not in the imported document")
                continue
            }
            for (key, value) in expected.objectValue?.members ?? [] {
                let got = actual[key]
                if !matches(value, got) {
                    problems.append("\(id).\(key): expected \(JSONCodec.string(value)), got \(got.map { JSONCodec.string($0) } ?? "nothing")")
                }
            }
        }
        for absent in expectation["absent"]?.arrayValue ?? [] {
            if let id = absent.stringValue, objects[id] != nil { problems.append("\(id): expected absent") }
        }
        for wanted in expectation["diagnostics"]?.arrayValue ?? [] {
            let severity = wanted["severity"]?.stringValue
            let line = wanted["line"]?.intValue.map { Int($0) }
            let contains = wanted["contains"]?.stringValue?.lowercased() ?? ""
            let found = diagnostics.contains { diagnostic in
                (severity == nil || diagnostic.severity.rawValue == severity) && (line == nil || diagnostic.line == line)
                    && diagnostic.message.lowercased().contains(contains)
            }
            if !found {
                problems.append(
                    "diagnostic \(JSONCodec.string(wanted)) not found among: "
                        + diagnostics.map(\.description).joined(separator: " | "))
            }
        }
        return problems
    }

    /// Whether `actual` matches `expected`: equal, or an array of ids against objects with those ids.
    static func matches(_ expected: JSONValue, _ actual: JSONValue?) -> Bool {
        guard let actual else { return false }
        if expected == actual { return true }
        if case .array(let wanted) = expected, case .array(let got) = actual, wanted.count == got.count,
            wanted.allSatisfy({ $0.stringValue != nil })
        {
            return zip(wanted, got).allSatisfy { $0.stringValue == $1["id"]?.stringValue }
        }
        if case .double(let a) = expected, let b = actual.doubleValue { return a == b }
        if case .int(let a) = expected, let b = actual.doubleValue { return Double(a) == b }
        if case .array(let wanted) = expected, case .array(let got) = actual, wanted.count == got.count {
            return zip(wanted, got).allSatisfy { matches($0, $1) }
        }
        if case .object(let wanted) = expected, case .object(let got) = actual {
            return wanted.members.allSatisfy { matches($0.value, got[$0.key]) }
        }
        return false
    }

    /// Every object with an id in `value`, by id (the first of each).
    static func collect(_ value: JSONValue, into objects: inout [String: JSONObject]) {
        switch value {
        case .object(let object):
            if let id = object["id"]?.stringValue, objects[id] == nil { objects[id] = object }
            for member in object.members { collect(member.value, into: &objects) }
        case .array(let elements):
            for element in elements { collect(element, into: &objects) }
        default:
            return
        }
    }
}
