/// Reads the JSON paths diagnostics carry (`$.root.children[1].frame[2]`, `$.root["a key"]`)
/// back into their steps, to place a diagnostic of an imported document at its element.
enum DocumentPathText {
    /// One step of a path.
    enum Component: Equatable {
        /// An object member.
        case key(String)
        /// An array element.
        case index(Int)
    }

    /// The steps of `path`; what cannot be read ends the steps there.
    static func components(of path: String) -> [Component] {
        var result: [Component] = []
        var rest = Substring(path)
        guard rest.first == "$" else { return [] }
        rest = rest.dropFirst()
        while let first = rest.first {
            if first == "." {
                let name = rest.dropFirst().prefix { $0 != "." && $0 != "[" }
                result.append(.key(String(name)))
                rest = rest.dropFirst(1 + name.count)
            } else if first == "[" {
                guard let close = rest.firstIndex(of: "]") else { return result }
                let inner = rest[rest.index(after: rest.startIndex)..<close]
                if let index = Int(inner) {
                    result.append(.index(index))
                } else if inner.first == "\"", inner.last == "\"", inner.count >= 2 {
                    result.append(.key(String(inner.dropFirst().dropLast())))
                } else {
                    return result
                }
                rest = rest[rest.index(after: close)...]
            } else {
                return result
            }
        }
        return result
    }
}
