import PopsplitJSON
import PopsplitModel

/// Action sheets (`actionSheets`) and search display controllers (`searchDisplay` on a search
/// bar), the popovers the system makes (POP-26).
extension DocumentReader {
    /// Reads an action sheet: `id`, `buttons` (1 to 100 titles), and the optional `title`,
    /// `cancelButtonIndex`, `destructiveButtonIndex` (indexes into `buttons`).
    func actionSheet(_ value: JSONValue, at path: DocumentPath) -> ActionSheetSpec? {
        guard let object = object(value, at: path, shape: .actionSheet) else { return nil }
        let id = declareId(object, at: path, owner: .actionSheet, derived: nil)
        if let id { reserve(ReservedId.actionSheet(id)) }
        var buttons: [String] = []
        if require(object, "buttons", at: path, "an action sheet needs its buttons' titles"),
            let array = array(object, "buttons", at: path, of: "button titles")
        {
            if array.isEmpty || array.count > 100 {
                report(.invalidValue, at: path.appending("buttons"), "an action sheet has 1 to 100 buttons, got \(array.count)")
            }
            for (i, element) in array.enumerated() {
                guard let title = element.stringValue else {
                    report(.wrongType, at: path.appending("buttons").appending(i), DocumentMessage.expected("a string (a button title)", got: element))
                    continue
                }
                buttons.append(title)
            }
        }
        var indexes: [String: Int] = [:]
        for key in ["cancelButtonIndex", "destructiveButtonIndex"] {
            guard let element = object[key], let i = index(element, at: path.appending(key)) else { continue }
            if !buttons.isEmpty, i >= buttons.count {
                report(.invalidValue, at: path.appending(key), "\(key) \(i) is past the last button (there are \(buttons.count): 0 to \(buttons.count - 1))")
                continue
            }
            indexes[key] = i
        }
        guard let id, !buttons.isEmpty, buttons.count <= 100 else { return nil }
        return ActionSheetSpec(
            id: id, title: string(object, "title", at: path), buttons: buttons,
            cancelButtonIndex: indexes["cancelButtonIndex"], destructiveButtonIndex: indexes["destructiveButtonIndex"])
    }

    /// Reads a search display controller: optional `resultsTitle` (default "Results") and
    /// `results` (row titles).
    func searchDisplay(_ value: JSONValue, at path: DocumentPath) -> SearchDisplaySpec? {
        guard let object = object(value, at: path, shape: .searchDisplay) else { return nil }
        var spec = SearchDisplaySpec()
        if let title = string(object, "resultsTitle", at: path) { spec.resultsTitle = title }
        if let array = array(object, "results", at: path, of: "result titles") {
            for (i, element) in array.enumerated().prefix(1_000) {
                guard let title = element.stringValue else {
                    report(.wrongType, at: path.appending("results").appending(i), DocumentMessage.expected("a string (a result row)", got: element))
                    continue
                }
                spec.results.append(title)
            }
        }
        return spec
    }
}
