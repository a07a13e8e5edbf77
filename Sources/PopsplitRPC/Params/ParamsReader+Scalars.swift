import PopsplitJSON
import PopsplitSuggestion

/// Strings, numbers, booleans and string enumerations.
extension ParamsReader {
    // MARK: Strings

    /// The required string `key`.
    public func string(_ key: String) throws(RPCError) -> String {
        let found = try required(key, expected: "string")
        guard let text = found.stringValue else { throw mismatch(key, expected: "string", got: found) }
        return text
    }

    /// The required string `key`, which must not be empty (an id a request creates); an empty
    /// one is -32602 "expected a non-empty string", as `scene/open`'s `scene` is.
    public func nonEmptyString(_ key: String) throws(RPCError) -> String {
        let text = try string(key)
        guard !text.isEmpty else { throw RPCError.invalidParams(path: path(of: key), expected: "a non-empty string", got: "\"\"") }
        return text
    }

    /// The optional string `key`.
    public func optionalString(_ key: String) throws(RPCError) -> String? {
        guard let found = try optional(key) else { return nil }
        guard let text = found.stringValue else { throw mismatch(key, expected: "string", got: found) }
        return text
    }

    // MARK: Integers

    /// The required integer `key` (a real with an integral value is accepted).
    public func int(_ key: String) throws(RPCError) -> Int {
        let found = try required(key, expected: "integer")
        guard let number = found.intValue else { throw mismatch(key, expected: "integer", got: found) }
        return Int(truncatingIfNeeded: number)
    }

    /// The required integer `key`, which must lie in `range` (`params.position.line: expected
    /// integer from 0 to 1073741824, got -1`).
    public func boundedInt(_ key: String, in range: ClosedRange<Int>) throws(RPCError) -> Int {
        let number = try int(key)
        guard range.contains(number) else {
            throw RPCError.invalidParams(
                path: path(of: key), expected: "integer from \(range.lowerBound) to \(range.upperBound)", got: "\(number)")
        }
        return number
    }

    /// The optional integer `key`.
    public func optionalInt(_ key: String) throws(RPCError) -> Int? {
        guard let found = try optional(key) else { return nil }
        guard let number = found.intValue else { throw mismatch(key, expected: "integer", got: found) }
        return Int(truncatingIfNeeded: number)
    }

    // MARK: Reals

    /// The required number `key` (integer or real).
    public func double(_ key: String) throws(RPCError) -> Double {
        let found = try required(key, expected: "number")
        guard let number = found.doubleValue else { throw mismatch(key, expected: "number", got: found) }
        return number
    }

    /// The optional number `key`.
    public func optionalDouble(_ key: String) throws(RPCError) -> Double? {
        guard let found = try optional(key) else { return nil }
        guard let number = found.doubleValue else { throw mismatch(key, expected: "number", got: found) }
        return number
    }

    // MARK: Booleans

    /// The required boolean `key`.
    public func bool(_ key: String) throws(RPCError) -> Bool {
        let found = try required(key, expected: "boolean")
        guard let flag = found.boolValue else { throw mismatch(key, expected: "boolean", got: found) }
        return flag
    }

    /// The optional boolean `key`.
    public func optionalBool(_ key: String) throws(RPCError) -> Bool? {
        guard let found = try optional(key) else { return nil }
        guard let flag = found.boolValue else { throw mismatch(key, expected: "boolean", got: found) }
        return flag
    }

    // MARK: Enumerations

    /// The required string `key`, which must be one of `allowed`
    /// (`params.style: expected one of "a", "b", got "c"`).
    public func oneOf(_ key: String, _ allowed: [String]) throws(RPCError) -> String {
        let text = try string(key)
        try check(key, text, allowed)
        return text
    }

    /// The optional string `key`, which must be one of `allowed` when present.
    public func optionalOneOf(_ key: String, _ allowed: [String]) throws(RPCError) -> String? {
        guard let text = try optionalString(key) else { return nil }
        try check(key, text, allowed)
        return text
    }

    /// The required enumeration `key`, read from its raw string. A known value is matched by
    /// `init(rawValue:)` alone; the list of allowed values is built only for the error.
    public func enumeration<E: RawRepresentable & CaseIterable>(_ key: String, _ type: E.Type) throws(RPCError) -> E
    where E.RawValue == String {
        let text = try string(key)
        if let result = E(rawValue: text) { return result }
        try check(key, text, E.allCases.map { $0.rawValue })
        throw RPCError.internalError("enumeration \(E.self) lost \(text)")
    }

    /// The optional enumeration `key`, read from its raw string.
    public func optionalEnumeration<E: RawRepresentable & CaseIterable>(_ key: String, _ type: E.Type) throws(RPCError) -> E?
    where E.RawValue == String {
        guard let text = try optionalString(key) else { return nil }
        if let result = E(rawValue: text) { return result }
        try check(key, text, E.allCases.map { $0.rawValue })
        throw RPCError.internalError("enumeration \(E.self) lost \(text)")
    }

    /// Fails unless `text` is in `allowed`.
    private func check(_ key: String, _ text: String, _ allowed: [String]) throws(RPCError) {
        guard allowed.contains(text) else {
            let list = allowed.map { "\"\($0)\"" }.joined(separator: ", ")
            var error = RPCError.invalidParams(path: path(of: key), expected: "one of \(list)", got: "\"\(String(text.prefix(200)))\"")
            // The value meant, letter case aside or a typo away (`Portrait`: `portrait`).
            if let meant = NameSuggestion.closest(to: text, among: allowed) {
                error.message += " (did you mean \"\(meant)\"?)"
            }
            throw error
        }
    }
}
