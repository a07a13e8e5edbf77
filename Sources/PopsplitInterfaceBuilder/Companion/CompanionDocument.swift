import PopsplitDocument
import PopsplitJSON
import PopsplitSuggestion

/// A companion document: what a storyboard or nib does not hold, supplied beside it
/// (`Main.storyboard.popsplit.json`) and merged into the imported scene document at every open
/// and reload, so editing the storyboard in Xcode never loses it (protocol.md, "Companion
/// documents").
///
/// ```json
/// {"popsplit": 1, "extends": "Main.storyboard",
///  "amend": [{"id": "split", "implementsWillHide": true}, {"id": "colorsTable", "rows": [{"title": "Red"}]}],
///  "popovers": [], "controllers": [], "segues": [], "actionSheets": []}
/// ```
///
/// `amend` changes objects the file declares, by id: each member given replaces the object's
/// (an object-valued member is merged the same way, member by member; arrays and other values
/// are replaced whole). `controllers`, `segues`, `popovers` and `actionSheets` add objects of
/// their own. `profile`, `orientation` and `statusBarHidden` override the file's. The merged
/// document is then checked like any scene document.
public enum CompanionDocument {
    /// The name of the companion of the file at `path`: the path with `.popsplit.json` added.
    public static func path(besides path: String) -> String { path + ".popsplit.json" }

    /// The members a companion may have.
    static let members: [String] = [
        "$schema", "popsplit", "extends", "profile", "orientation", "statusBarHidden", "amend", "controllers", "segues",
        "popovers", "actionSheets",
    ]
    /// The members that add objects to the document's arrays of the same name.
    static let additions: [String] = ["controllers", "segues", "popovers", "actionSheets"]
    /// The members that override the document's own.
    static let overrides: [String] = ["profile", "orientation", "statusBarHidden"]

    /// `document` with `companion` merged in (and what each amendment gave), or the companion's errors (placed in `text`, the
    /// companion's own text, when given).
    public static func merge(_ document: JSONValue, companion: JSONValue, text: String?) -> Result<CompanionMerge, DocumentDiagnostics> {
        var errors: [(DocumentPath, JSONSourceLocator.Target, DocumentDiagnostic.Kind, String)] = []
        guard let members = companion.objectValue, var merged = document.objectValue else {
            errors.append((.root, .value, .wrongType, "a companion document is an object, got \(companion.typeName)"))
            return .failure(DocumentDiagnostics(place(errors, text)))
        }
        var amends: [String: (index: Int, members: JSONObject)] = [:]
        for (key, value) in members.members {
            let path = DocumentPath.root.appending(key)
            guard Self.members.contains(key) else {
                let hint = NameSuggestion.closest(to: key, among: Self.members).map { " (did you mean \"\($0)\"?)" } ?? ""
                errors.append((path, .key, .unknownKey, "unknown key \"\(key)\" in a companion document\(hint)"))
                continue
            }
            switch key {
            case "popsplit":
                if value.intValue != 1 { errors.append((path, .value, .invalidValue, "\"popsplit\" must be 1")) }
            case "extends", "$schema":
                if value.stringValue == nil { errors.append((path, .value, .wrongType, "expected a string, got \(value.typeName)")) }
            case "amend":
                guard let entries = value.arrayValue else {
                    errors.append((path, .value, .wrongType, "expected an array of objects with an \"id\", got \(value.typeName)"))
                    continue
                }
                for (index, entry) in entries.enumerated() {
                    let entryPath = path.appending(index)
                    guard var object = entry.objectValue, let id = object["id"]?.stringValue else {
                        errors.append((entryPath, .value, .missingKey, "an amendment is an object with the \"id\" of what it changes"))
                        continue
                    }
                    guard amends[id] == nil else {
                        errors.append((entryPath.appending("id"), .value, .duplicateId, "\"\(id)\" is amended twice"))
                        continue
                    }
                    object["id"] = nil
                    amends[id] = (index, object)
                }
            default:
                if Self.additions.contains(key) {
                    guard let added = value.arrayValue else {
                        errors.append((path, .value, .wrongType, "expected an array, got \(value.typeName)"))
                        continue
                    }
                    merged[key] = .array((merged[key]?.arrayValue ?? []) + added)
                } else {
                    merged[key] = value
                }
            }
        }
        var found: Set<String> = []
        var result = JSONValue.object(merged)
        if !amends.isEmpty { result = apply(amends, to: result, found: &found, depth: 0) }
        for (id, amend) in amends.sorted(by: { $0.value.index < $1.value.index }) where !found.contains(id) {
            let candidates = ids(in: document)
            let hint = NameSuggestion.closest(to: id, among: candidates).map { " (did you mean \"\($0)\"?)" } ?? ""
            errors.append(
                (
                    DocumentPath.root.appending("amend").appending(amend.index).appending("id"), .value, .unknownReference,
                    "the companion amends \"\(id)\", which the storyboard or nib does not declare\(hint)"
                ))
        }
        guard errors.isEmpty else { return .failure(DocumentDiagnostics(place(errors, text))) }
        return .success(CompanionMerge(document: result, amended: amends.mapValues { Set($0.members.members.map(\.key)) }))
    }

    /// `value` with every object whose id is amended changed; the ids met are added to `found`.
    private static func apply(
        _ amends: [String: (index: Int, members: JSONObject)], to value: JSONValue, found: inout Set<String>, depth: Int
    ) -> JSONValue {
        guard depth < 512 else { return value }
        switch value {
        case .array(let elements):
            return .array(elements.map { apply(amends, to: $0, found: &found, depth: depth + 1) })
        case .object(var object):
            for (key, member) in object.members {
                switch member {
                case .array, .object: object[key] = apply(amends, to: member, found: &found, depth: depth + 1)
                default: continue
                }
            }
            if let id = object["id"]?.stringValue, let amend = amends[id], !found.contains(id) {
                found.insert(id)
                object = merging(amend.members, into: object)
            }
            return .object(object)
        default:
            return value
        }
    }

    /// `object` with `changes` merged in: objects member by member, anything else replaced.
    private static func merging(_ changes: JSONObject, into object: JSONObject) -> JSONObject {
        var result = object
        for (key, change) in changes.members {
            if case .object(let inner) = change, case .object(let existing)? = result[key] {
                result[key] = .object(merging(inner, into: existing))
            } else {
                result[key] = change
            }
        }
        return result
    }

    /// Every id the document declares, for suggestions.
    private static func ids(in value: JSONValue) -> [String] {
        var result: [String] = []
        func walk(_ value: JSONValue, _ depth: Int) {
            guard depth < 512 else { return }
            switch value {
            case .array(let elements): for element in elements { walk(element, depth + 1) }
            case .object(let object):
                if let id = object["id"]?.stringValue { result.append(id) }
                for member in object.members { walk(member.value, depth + 1) }
            default: return
            }
        }
        walk(value, 0)
        return result
    }

    /// The errors as diagnostics, placed in `text` when given.
    private static func place(
        _ errors: [(DocumentPath, JSONSourceLocator.Target, DocumentDiagnostic.Kind, String)], _ text: String?
    ) -> [DocumentDiagnostic] {
        let locator = text.map { JSONSourceLocator(text: $0) }
        return errors.map { path, target, kind, message in
            let position = locator?.location(of: path, target: target)
            return DocumentDiagnostic(
                severity: .error, kind: kind, line: position?.line, column: position?.column, path: "\(path)",
                message: "companion document: \(message)")
        }
    }
}
