/// The scene document format as data: every kind of object with its keys (values, defaults,
/// descriptions, where each applies, hints for mistaken names) and the named values they share.
///
/// It is the one statement of the format. The reader's unknown-key and inapplicable-key checks
/// (``ObjectShape``, ``TypedControllerKey``), the guess of a wrongly written controller type
/// (``ControllerTypeGuess``) and schema/scene-document.schema.json (``SceneDocumentSchema``) are
/// made from it; a test fails when the committed schema differs from the one made.
public enum SceneDocumentFormat {
    /// Every kind of object, the document first.
    public static let objects: [FormatObject] = [
        document, controller, navigationItem, view, tableRow, item, action, segue, popover, versatileSplit, barAppearance,
        masterButton, splitPoints, popoverBackground, searchDisplay, actionSheet,
    ]

    /// The keys of controllers that only some controller types take, in documentation order.
    public static var controllerTypedKeys: [(key: FormatKey, scope: ControllerKeyScope)] {
        controller.keys.compactMap { key in
            guard case .controllerTypes(let scope) = key.scope else { return nil }
            return (key, scope)
        }
    }
}
