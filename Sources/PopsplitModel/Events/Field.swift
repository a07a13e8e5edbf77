/// A named value attached to an event, a question, a command result or a layout node.
public struct Field: Sendable, Hashable {
    /// The field's name (``FieldName``; its raw value is the protocol's camelCase name).
    public var name: FieldName
    /// The field's value.
    public var value: FieldValue

    /// A field.
    public init(_ name: FieldName, _ value: FieldValue) {
        self.name = name
        self.value = value
    }
}

/// The values a ``Field`` can hold; the service writes each as JSON
/// (rects as `[x, y, width, height]`, points as `[x, y]`, sizes as `[width, height]`).
public enum FieldValue: Sendable, Hashable {
    /// Text or an id.
    case string(String)
    /// A number.
    case number(Double)
    /// A flag.
    case bool(Bool)
    /// A rect (the owner states its coordinate space).
    case rect(Rect)
    /// A point.
    case point(Point)
    /// A size.
    case size(Size)
    /// A list of strings (ids).
    case strings([String])
    /// A navigation stack's ids, root first, as the state holds them (shared, not copied: a
    /// result costs nothing for the stack's depth). Written, compared and hashed as the
    /// ``strings`` of its ids: `.stack(["a"]) == .strings(["a"])`.
    case stack(ControllerStack)
    /// Nested fields.
    case fields([Field])
    /// A list of nested field groups.
    case list([[Field]])
    /// A command's animation, `{kind, duration}` (typed: read by its case, never by name).
    case animation(Animation)
    /// No value (JSON null).
    case null

    /// The animation, if this is one.
    public var animation: Animation? {
        if case .animation(let animation) = self { return animation }
        return nil
    }
}
