import PopsplitJSON
import PopsplitModel

/// Typed access to members, reporting a wrong type (and returning `nil`) instead of failing.
/// `path` is always the path of the object holding the member.
extension DocumentReader {
    /// The value as an object whose keys `shape` allows; each unknown key is reported.
    func object(_ value: JSONValue, at path: DocumentPath, shape: ObjectShape) -> JSONObject? {
        guard let object = value.objectValue else {
            report(.wrongType, at: path, DocumentMessage.expected("an object (\(shape.name))", got: value))
            return nil
        }
        for member in object.members where !shape.allows(member.key) {
            report(.unknownKey, at: path.appending(member.key), target: .key, DocumentMessage.unknownKey(member.key, in: shape))
        }
        return object
    }

    /// A string member; with `nonEmpty`, an empty string is reported too (and gives `nil`).
    func string(_ object: JSONObject, _ key: String, at path: DocumentPath, nonEmpty: Bool = false) -> String? {
        guard let value = object[key] else { return nil }
        guard let string = value.stringValue else {
            report(.wrongType, at: path.appending(key), DocumentMessage.expected("a string", got: value))
            return nil
        }
        if nonEmpty && string.isEmpty {
            report(.invalidValue, at: path.appending(key), "\(DocumentPath.quoted(key)) must not be empty")
            return nil
        }
        return string
    }

    /// A boolean member.
    func bool(_ object: JSONObject, _ key: String, at path: DocumentPath) -> Bool? {
        guard let value = object[key] else { return nil }
        guard let bool = value.boolValue else {
            report(.wrongType, at: path.appending(key), DocumentMessage.expected("a boolean", got: value))
            return nil
        }
        return bool
    }

    /// A finite number (an integer or a real); with `nonNegative`, below zero is reported too.
    /// The path is made only when a problem is reported.
    func number(_ value: JSONValue, at path: @autoclosure () -> DocumentPath, nonNegative: String? = nil) -> Double? {
        guard let number = value.doubleValue else {
            report(.wrongType, at: path(), DocumentMessage.expected("a number", got: value))
            return nil
        }
        guard number.isFinite else {
            report(.invalidValue, at: path(), "expected a finite number")
            return nil
        }
        guard GeometryLimits.accepts(number) else {
            let limit = Int(GeometryLimits.maxMagnitude)
            report(.invalidValue, at: path(), "expected a number of points between -\(limit) and \(limit), got \(DocumentMessage.number(number))")
            return nil
        }
        if let what = nonNegative, number < 0 {
            report(.invalidValue, at: path(), "\(what) must not be negative, got \(DocumentMessage.number(number))")
            return nil
        }
        return number
    }

    /// A whole number (an integer, or a real with no fraction) that is at least 0.
    func index(_ value: JSONValue, at path: DocumentPath) -> Int? {
        guard let number = value.doubleValue else {
            report(.wrongType, at: path, DocumentMessage.expected("an integer", got: value))
            return nil
        }
        guard let whole = value.intValue, let index = Int(exactly: whole) else {
            report(.wrongType, at: path, "expected an integer, got \(DocumentMessage.number(number))")
            return nil
        }
        guard index >= 0 else {
            report(.invalidValue, at: path, "an index must not be negative, got \(index)")
            return nil
        }
        return index
    }

    /// An array member.
    func array(_ object: JSONObject, _ key: String, at path: DocumentPath, of what: String) -> [JSONValue]? {
        guard let value = object[key] else { return nil }
        guard let array = value.arrayValue else {
            report(.wrongType, at: path.appending(key), DocumentMessage.expected("an array of \(what)", got: value))
            return nil
        }
        return array
    }

    /// A string naming a case of `E` (its raw value, exactly); `what` names the enumeration in
    /// messages ("controller type").
    func name<E: RawRepresentable & CaseIterable>(
        _ value: JSONValue, at path: @autoclosure () -> DocumentPath, as type: E.Type, what: String
    ) -> E? where E.RawValue == String {
        // A good name reads without the list of cases or the path, which only a message needs.
        if let string = value.stringValue, let result = E(rawValue: string) { return result }
        return name(value, at: path(), among: Array(E.allCases), what: what)
    }

    /// A string naming one of `cases` (its raw value, exactly); `what` names the enumeration in
    /// messages.
    func name<E: RawRepresentable>(_ value: JSONValue, at path: DocumentPath, among cases: [E], what: String) -> E?
    where E.RawValue == String {
        guard let string = value.stringValue else {
            report(.wrongType, at: path, DocumentMessage.expected("a string (\(DocumentMessage.withArticle(what)))", got: value))
            return nil
        }
        guard let result = E(rawValue: string), cases.contains(where: { $0.rawValue == string }) else {
            let allowed = cases.map(\.rawValue)
            report(.unknownValue, at: path, DocumentMessage.unknownName(string, what: what, allowed: allowed))
            return nil
        }
        return result
    }

    /// A member naming a case of `E`, or `nil` when absent or wrong.
    func name<E: RawRepresentable & CaseIterable>(
        _ object: JSONObject, _ key: String, at path: DocumentPath, as type: E.Type, what: String
    ) -> E? where E.RawValue == String {
        guard let value = object[key] else { return nil }
        return name(value, at: path.appending(key), as: type, what: what)
    }

    /// Reports `key` as missing from the object at `path` when it is absent; whether it is there.
    @discardableResult
    func require(_ object: JSONObject, _ key: String, at path: DocumentPath, _ why: String) -> Bool {
        guard object[key] == nil else { return true }
        report(.missingKey, at: path, DocumentMessage.missingKey(key, why))
        return false
    }

    /// Reports `key` as meaningless here (at its key) when it is present.
    func forbid(_ object: JSONObject, _ key: String, at path: DocumentPath, appliesOnlyTo where: String) {
        guard object[key] != nil else { return }
        report(.inapplicableKey, at: path.appending(key), target: .key, DocumentMessage.inapplicable(key, `where`))
    }

    /// Reports each key of `format` present in `object` whose scope `outside` says does not take
    /// the object, in the format's order, with the words of its scope.
    func forbid(_ object: JSONObject, at path: DocumentPath, keysOf format: FormatObject, outside: (FormatScope) -> Bool) {
        // Most objects hold none: their few members are looked at first, the format's keys only
        // then. A scope of `everywhere` is rarely outside: members of such keys pass unhashed.
        let everywhereIsOutside = outside(.everywhere)
        guard
            object.members.contains(where: { member in
                (everywhereIsOutside || format.hasScopedKey(member.key)) && format.hasKey(member.key, whoseScope: outside)
            })
        else { return }
        for key in format.keys where outside(key.scope) {
            forbid(object, key.name, at: path, appliesOnlyTo: key.scope.words ?? "")
        }
    }
}
