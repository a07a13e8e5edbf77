import PopsplitJSON

/// The form in which a generated scene document and the one its storyboard imports to are
/// compared: what the mapping of protocol.md section 8.13 defines as defaults filled in or taken
/// out, so that only a difference in meaning remains:
/// - the top level's `popsplit` 1, `profile` `ios6` and `orientation` `portrait` (the importer
///   always writes them), a controller's `type` `plain`, a replace segue's `replaces` `detail`;
/// - a split view controller's `implementsWillHide: false` (a storyboard holds no delegate: the
///   importer says UIKit's default);
/// - empty `views`, `subviews`, `items`, `rows`, `toolbarItems`, `controllers` and `segues`;
/// - `segues` sorted by id (their order in a storyboard is where their triggers stand);
/// - every number a double, every object's keys sorted.
enum ImportedSceneNormalForm {
    /// The arrays whose emptiness means nothing.
    static let optionalArrays: Set<String> = ["views", "subviews", "items", "rows", "toolbarItems", "controllers", "segues"]

    /// `document` in normal form.
    static func of(_ document: JSONValue) -> JSONValue {
        guard var top = document.objectValue else { return document }
        if top["popsplit"] == nil { top["popsplit"] = 1 }
        if top["profile"] == nil { top["profile"] = "ios6" }
        if top["orientation"] == nil { top["orientation"] = "portrait" }
        if let segues = top["segues"]?.arrayValue {
            top["segues"] = .array(
                segues.map { segue in
                    guard var object = segue.objectValue else { return segue }
                    if object["kind"] == "replace", object["replaces"] == nil { object["replaces"] = "detail" }
                    return .object(object)
                }.sorted { ($0["id"]?.stringValue ?? "") < ($1["id"]?.stringValue ?? "") })
        }
        if let root = top["root"] { top["root"] = controller(root) }
        if let controllers = top["controllers"]?.arrayValue { top["controllers"] = .array(controllers.map(controller)) }
        return canonical(.object(top))
    }

    /// A controller with its type said and a split's defaulted delegate taken out, its children too.
    private static func controller(_ value: JSONValue) -> JSONValue {
        guard var object = value.objectValue else { return value }
        if object["type"] == nil { object["type"] = "plain" }
        if object["type"] == "split", object["implementsWillHide"] == false { object["implementsWillHide"] = nil }
        if let children = object["children"]?.arrayValue { object["children"] = .array(children.map(controller)) }
        return .object(object)
    }

    /// Keys sorted, numbers as doubles, empty optional arrays dropped, all the way down.
    private static func canonical(_ value: JSONValue) -> JSONValue {
        switch value {
        case .int(let number):
            return .double(Double(number))
        case .array(let elements):
            return .array(elements.map(canonical))
        case .object(let object):
            let members = object.members.filter { !(optionalArrays.contains($0.key) && $0.value.arrayValue?.isEmpty == true) }
                .sorted { $0.key < $1.key }.map { (key: $0.key, value: canonical($0.value)) }
            return .object(JSONObject(members))
        default:
            return value
        }
    }

    /// `value` as indented JSON, one member or element a line (for a diff).
    static func pretty(_ value: JSONValue, indent: String = "") -> String {
        let inner = indent + "  "
        switch value {
        case .array(let elements) where !elements.isEmpty:
            return "[\n" + elements.map { inner + pretty($0, indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        case .object(let object) where object.count > 0:
            let lines = object.members.map { inner + JSONCodec.string(.string($0.key)) + ": " + pretty($0.value, indent: inner) }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + indent + "}"
        default:
            return JSONCodec.string(value)
        }
    }

    /// A line diff of two texts (`-` expected, `+` actual), with two lines of context around each
    /// change.
    static func diff(expected: String, actual: String) -> String {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
        // The longest common subsequence, by dynamic programming (documents are small).
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var lines: [(mark: Character, text: Substring)] = []
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                lines.append((" ", a[i]))
                i += 1
                j += 1
            } else if j < b.count, i == a.count || table[i][j + 1] >= table[i + 1][j] {
                lines.append(("+", b[j]))
                j += 1
            } else {
                lines.append(("-", a[i]))
                i += 1
            }
        }
        let changed = lines.indices.filter { lines[$0].mark != " " }
        var shown = ""
        var last = -1
        for index in lines.indices where changed.contains(where: { abs($0 - index) <= 2 }) {
            if last >= 0, index > last + 1 { shown += "   ...\n" }
            shown += "\(lines[index].mark) \(lines[index].text)\n"
            last = index
        }
        return shown
    }
}
