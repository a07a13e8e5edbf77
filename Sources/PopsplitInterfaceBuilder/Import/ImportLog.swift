import PopsplitDocument
import PopsplitJSON

/// What an importer records as it walks a file: diagnostics with their places, the elements it
/// carried (by their start offsets, unique in a file), and where each id of the scene document is
/// declared.
struct ImportLog {
    /// The diagnostics, in the order found.
    var diagnostics: [DocumentDiagnostic] = []
    /// The start offsets of the elements carried or read.
    var carried: Set<Int> = []
    /// Each declared id with its element's byte range, in the order declared.
    var declarations: [(id: String, start: Int, end: Int)] = []
    /// Each declared id's line and column.
    var places: [String: (line: Int, column: Int)] = [:]
    /// The behaviours left to code that a companion can supply, their notes apart from
    /// ``diagnostics`` until the companion is known.
    var defaulted: [DefaultedBehaviour] = []
    /// The controllers whose view a nib of its own holds.
    var nibReferences: [NibReference] = []

    /// Records that `element` was carried or read.
    mutating func carry(_ element: XMLElement) { carried.insert(element.place.start) }

    /// Records `element` and every element inside it as carried (a frame's `rect`, a whole
    /// bookkeeping section that was read).
    mutating func carryAll(_ element: XMLElement) {
        carried.insert(element.place.start)
        for child in element.children { carryAll(child) }
    }

    /// Records that `element` declares `id` in the scene document (and carries it).
    mutating func declare(_ id: String, at element: XMLElement) {
        carry(element)
        declarations.append((id, element.place.start, element.place.end))
        if places[id] == nil { places[id] = (element.place.line, element.place.column) }
    }

    /// Adds a diagnostic at `element`.
    mutating func report(
        _ severity: DocumentDiagnostic.Severity, _ kind: DocumentDiagnostic.Kind, at element: XMLElement?, _ message: String
    ) {
        diagnostics.append(
            DocumentDiagnostic(
                severity: severity, kind: kind, line: element?.place.line, column: element?.place.column, path: "$",
                message: message))
    }

    /// Notes that object `id` leaves a behaviour to code, supplied by amending any of `keys`.
    mutating func reportDefault(_ id: String, keys: Set<String>, at element: XMLElement, _ message: String) {
        let diagnostic = DocumentDiagnostic(
            severity: .information, kind: .defaulted, line: element.place.line, column: element.place.column, path: "$",
            message: message)
        defaulted.append(DefaultedBehaviour(id: id, keys: keys, diagnostic: diagnostic))
    }

    /// The elements of `root` not carried, grouped by name in order of first place, each group
    /// reported once (information for what is not presentation, a warning for what popsplit does
    /// not know); and the report's counts.
    mutating func leftOut(of root: XMLElement) -> ImportReport {
        var groups: [String: Int] = [:]
        var order: [ImportReport.LeftOut] = []
        var total = 0
        var carriedCount = 0
        func count(_ element: XMLElement) -> Int { 1 + element.children.reduce(0) { $0 + count($1) } }
        func walk(_ element: XMLElement) {
            guard carried.contains(element.place.start) else {
                let size = count(element)
                total += size
                if let index = groups[element.name] {
                    order[index].count += size
                } else {
                    groups[element.name] = order.count
                    order.append(
                        ImportReport.LeftOut(
                            name: element.name, count: size, line: element.place.line, column: element.place.column,
                            reason: LeftOutReason(element: element.name).explanation))
                }
                return
            }
            total += 1
            carriedCount += 1
            for child in element.children { walk(child) }
        }
        walk(root)
        for group in order {
            let reason = LeftOutReason(element: group.name)
            let many = group.count == 1 ? "" : " (\(group.count) elements with those inside them; the first here)"
            diagnostics.append(
                DocumentDiagnostic(
                    severity: reason.isPresentation ? .warning : .information, kind: .notCarried, line: group.line,
                    column: group.column, path: "$", message: "<\(group.name)> not carried\(many): \(reason.explanation)"))
        }
        return ImportReport(carried: carriedCount, total: total, leftOut: order)
    }

    /// The import's result: `document` (nil when the file is refused) with what was recorded, the
    /// report of what `root` holds that was not carried, the diagnostics sorted by place.
    mutating func imported(format: DocumentFormat, document: JSONValue?, root: XMLElement) -> ImportedDocument {
        let report = document == nil ? ImportReport(carried: 0, total: 0, leftOut: []) : leftOut(of: root)
        var imported = ImportedDocument(
            format: format, document: document, diagnostics: diagnostics.sortedByPlace(), declarations: declarations, report: report)
        imported.places = places
        imported.defaulted = defaulted
        imported.nibReferences = nibReferences
        return imported
    }
}
