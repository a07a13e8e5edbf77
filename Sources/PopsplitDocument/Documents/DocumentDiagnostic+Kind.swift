extension DocumentDiagnostic {
    /// The class of a diagnostic (its JSON spelling is the raw value).
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The text is not JSON (the parser's message, line and column).
        case syntax
        /// No file at the `path` a request names (path `$`, no line).
        case fileNotFound
        /// The file at the `path` a request names is no document to read: a directory, a FIFO,
        /// a device, a file over the size limit, or one the daemon may not read (path `$`).
        case unreadable
        /// A value has the wrong JSON type (`expected a string, got an integer`).
        case wrongType
        /// An object has a key the format does not define (a typo, usually).
        case unknownKey
        /// A required key is absent (`root`, a controller's `id`, a view's `frame` ...).
        case missingKey
        /// A string is not one of the names an enumeration allows (`"tabbar"`).
        case unknownValue
        /// A value of the right type that is out of range or malformed (a negative width, an
        /// empty id, a frame of three numbers, a selected index past the last child).
        case invalidValue
        /// A key the format defines, used where it means nothing (`children` on a plain
        /// controller, `style` on a push action).
        case inapplicableKey
        /// Two keys that exclude each other (two verbs in one action; an item's title and system
        /// item).
        case conflictingKeys
        /// An id used more than once in the document; reported at every place it appears.
        case duplicateId
        /// An id popsplit gives to chrome it adds (`statusBar`, `nav.back`, `tabs.tab.0` ...):
        /// reported where the document uses it.
        case reservedId
        /// An id that names no controller, segue, view or item of the right kind.
        case unknownReference
        /// Warning: the document does not say which format version it is written in.
        case missingVersion
        /// Warning: an action on a view that ignores touches, so it can never fire.
        case inertAction
        /// The diagnostic limit was reached; later problems are not reported.
        case limitReached
        /// A storyboard or nib popsplit does not open: an iPhone file, an unknown format version,
        /// a file that is neither, or one past a reading bound (depth, elements).
        case unsupportedFile
        /// Information or a warning: elements of a storyboard or nib the scene does not carry
        /// (constraints, fonts, a map view kept as a plain view), at their first place.
        case notCarried
        /// Information: a behaviour the storyboard or nib leaves to code, for which UIKit's
        /// default applies unless a companion document supplies it.
        case defaulted
    }
}
