import PopsplitDocument

extension Array where Element == DocumentDiagnostic {
    /// The diagnostics by their place in the file (line, then column; those without one first),
    /// ties in the order found: the order an import reports them in.
    func sortedByPlace() -> [DocumentDiagnostic] {
        enumerated().sorted { a, b in
            (a.element.line ?? 0, a.element.column ?? 0, a.offset) < (b.element.line ?? 0, b.element.column ?? 0, b.offset)
        }.map(\.element)
    }
}
