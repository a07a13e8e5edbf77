import PopsplitJSON
import PopsplitModel

/// A split view controller's `masterButton`: where its delegate puts the hidden master's bar button
/// item and what it titles it (SPL-13, SPL-14; protocol.md section 8.4).
extension DocumentReader {
    /// Reads `masterButton` into `options`: `place` (`navigationBar`, `toolbar` with `toolbar`
    /// and `index`, or `none`) and `title`.
    func readMasterButton(_ value: JSONValue, at path: DocumentPath, into options: inout SplitOptions) {
        guard let object = object(value, at: path, shape: .masterButton) else { return }
        if object["title"] != nil { options.masterButtonTitle = string(object, "title", at: path) }
        switch name(object, "place", at: path, as: MasterButtonPlaceName.self, what: "bar button item place") ?? .navigationBar {
        case .navigationBar:
            forbid(object, at: path, keysOf: SceneDocumentFormat.masterButton) { $0.excludes(MasterButtonPlaceName.navigationBar) }
        case .none:
            forbid(object, at: path, keysOf: SceneDocumentFormat.masterButton) { $0.excludes(MasterButtonPlaceName.none) }
            options.masterButtonPlace = .none
        case .toolbar:
            guard require(object, "toolbar", at: path, "a bar button item put in a toolbar names the toolbar view"),
                let toolbar = string(object, "toolbar", at: path, nonEmpty: true)
            else { return }
            refer(to: toolbar, at: path.appending("toolbar"), expecting: .anchor)
            let at = object["index"].flatMap { index($0, at: path.appending("index")) } ?? 0
            options.masterButtonPlace = .toolbar(toolbar, index: at)
        }
    }

}
