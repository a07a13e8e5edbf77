import PopsplitJSON
import PopsplitRPC
import PopsplitRender

/// What `scene/render` asks for: the format, the options, and the moment of the last transition.
public struct RenderRequest: Sendable, Equatable {
    /// `svg`, `text` or `svgPatch`.
    public enum Format: String, Sendable, CaseIterable {
        /// The whole picture as SVG.
        case svg
        /// The box-drawing text picture.
        case text
        /// The SVG elements that changed since the layout before, keyed by `data-id`.
        case svgPatch
    }

    /// The format.
    public var format: Format
    /// The drawing options.
    public var options: RenderOptions
    /// Seconds into the last layout's transition; `nil`: its end state.
    public var at: Double?
    /// The curve for `at`.
    public var curve: RenderTransition.Curve

    /// A request.
    public init(format: Format, options: RenderOptions = RenderOptions(), at: Double? = nil, curve: RenderTransition.Curve = .easeInOut) {
        self.format = format
        self.options = options
        self.at = at
        self.curve = curve
    }

    /// Reads `format` and `options` {theme, highlight, scale, bezel, explain, columns, rows, at,
    /// curve}; every value bounded.
    init(reading p: ParamsReader) throws(RPCError) {
        let format = try p.optionalEnumeration("format", Format.self) ?? .svg
        var options = RenderOptions()
        var at: Double?
        var curve = RenderTransition.Curve.easeInOut
        if let o = try p.optionalObject("options") {
            try o.rejectUnknownFields(allowed: ["theme", "highlight", "scale", "bezel", "explain", "columns", "rows", "at", "curve"])
            options.theme = try o.optionalEnumeration("theme", RenderTheme.self) ?? .light
            options.highlight = try o.optionalString("highlight")
            if let scale = try o.optionalDouble("scale") {
                guard scale.isFinite, RenderOptions.scales.contains(scale) else {
                    throw RPCError.invalidParams(path: o.path(of: "scale"), expected: "number from 0.1 to 8", got: JSONNumberText.text(scale))
                }
                options.scale = scale
            }
            options.bezel = try o.optionalBool("bezel") ?? false
            options.explain = try o.optionalBool("explain") ?? false
            for key in ["columns", "rows"] {
                guard let value = try o.optionalInt(key) else { continue }
                guard (8...RenderOptions.maximumGrid).contains(value) else {
                    throw RPCError.invalidParams(path: o.path(of: key), expected: "integer from 8 to \(RenderOptions.maximumGrid)", got: String(value))
                }
                if key == "columns" { options.columns = value } else { options.rows = value }
            }
            if let t = try o.optionalDouble("at") {
                guard t.isFinite, t >= 0, t <= 3600 else {
                    throw RPCError.invalidParams(path: o.path(of: "at"), expected: "seconds from 0 to 3600", got: JSONNumberText.text(t))
                }
                at = t
            }
            curve = try o.optionalEnumeration("curve", RenderTransition.Curve.self) ?? .easeInOut
        }
        self.init(format: format, options: options, at: at, curve: curve)
    }
}
