import PopsplitJSON
import PopsplitModel
import PopsplitRPC

/// Reads geometry and popover values from params, bounded before any arithmetic: every number
/// finite and within ±100000 pt (`GeometryLimits`); errors name the field path.
enum GeometryParams {
    /// `count` finite numbers within the geometry limits (sizes also not negative from index
    /// `nonNegativeFrom`).
    static func numbers(
        _ p: ParamsReader, _ key: String, count: Int, expected: String, nonNegativeFrom: Int,
        limit: Double = GeometryLimits.maxMagnitude
    ) throws(RPCError) -> [Double] {
        let found = try p.array(key)
        guard found.count == count else {
            throw RPCError.invalidParams(path: p.path(of: key), expected: expected, got: describe(found))
        }
        var values: [Double] = []
        for (i, element) in found.enumerated() {
            let range = i < nonNegativeFrom ? "number from -\(Int(limit)) to \(Int(limit))" : "number from 0 to \(Int(limit))"
            guard let v = element.doubleValue else {
                throw RPCError.invalidParams(path: "\(p.path(of: key))[\(i)]", expected: range, got: element.typeName)
            }
            guard v.isFinite, abs(v) <= limit, i < nonNegativeFrom || v >= 0 else {
                throw RPCError.invalidParams(path: "\(p.path(of: key))[\(i)]", expected: range, got: JSONNumberText.text(v))
            }
            values.append(v)
        }
        return values
    }

    /// A rect `[x, y, width, height]`.
    static func rect(_ p: ParamsReader, _ key: String) throws(RPCError) -> Rect {
        let v = try numbers(
            p, key, count: 4, expected: "array of 4 numbers [x, y, width, height] (finite, |v| <= 100000, size not negative)", nonNegativeFrom: 2)
        return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
    }

    /// A length along an axis (a split point): a number from 0 to 100000.
    static func coordinate(_ p: ParamsReader, _ key: String) throws(RPCError) -> Double {
        let found = try p.double(key)
        guard found.isFinite, found >= 0, found <= GeometryLimits.maxMagnitude else {
            throw RPCError.invalidParams(
                path: p.path(of: key), expected: "number from 0 to \(Int(GeometryLimits.maxMagnitude))", got: JSONNumberText.text(found))
        }
        return found
    }

    /// A size `[width, height]`.
    static func size(_ p: ParamsReader, _ key: String) throws(RPCError) -> Size {
        let v = try numbers(p, key, count: 2, expected: "array of 2 numbers [width, height] (finite, 0 to 100000)", nonNegativeFrom: 0)
        return Size(width: v[0], height: v[1])
    }

    /// Insets `[top, left, bottom, right]`, each 0 to `limit`.
    static func insets(_ p: ParamsReader, _ key: String, limit: Double) throws(RPCError) -> EdgeInsets {
        let v = try numbers(p, key, count: 4, expected: "array of 4 numbers [top, left, bottom, right] (0 to \(Int(limit)))", nonNegativeFrom: 0, limit: limit)
        return EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
    }

    /// Permitted arrow directions: `"any"` or a non-empty array of `up`, `down`, `left`, `right`,
    /// each at most once (POP-10). Absent: any.
    static func arrows(_ p: ParamsReader, _ key: String) throws(RPCError) -> Set<ArrowDirection> {
        guard let value = try p.member(key), !value.isNull else { return ArrowDirection.any }
        let expected = "\"any\" or a non-empty array of \"up\", \"down\", \"left\", \"right\" (each once)"
        if value.stringValue == "any" { return ArrowDirection.any }
        guard let list = value.arrayValue, !list.isEmpty, list.count <= 4 else {
            throw RPCError.invalidParams(path: p.path(of: key), expected: expected, got: describe(value))
        }
        var set: Set<ArrowDirection> = []
        for (i, element) in list.enumerated() {
            guard let name = element.stringValue, let direction = ArrowDirection(rawValue: name), set.insert(direction).inserted else {
                throw RPCError.invalidParams(path: "\(p.path(of: key))[\(i)]", expected: expected, got: describe(element))
            }
        }
        return set
    }

    /// A value named for an error message: its type, or a string's text.
    static func describe(_ value: JSONValue) -> String {
        if let text = value.stringValue { return "\"\(text.prefix(40))\"" }
        if let list = value.arrayValue { return "array of \(list.count)" }
        return value.typeName
    }

    /// A list of describe()d values.
    static func describe(_ values: [JSONValue]) -> String { "array of \(values.count)" }
}

/// Numbers as error messages write them: integral values without a fraction.
enum JSONNumberText {
    /// `-10`, `2.5`, `1e+300`.
    static func text(_ v: Double) -> String {
        v.rounded() == v && abs(v) < 1e15 ? String(Int64(v)) : String(v)
    }
}
