import PopsplitJSON

/// Checking a document's text incrementally: an editor's reload differs from the last text in a
/// small region, and its cost follows that region rather than the document.
extension SceneDocumentDecoder {
    /// Exactly what ``check(text:)`` returns, reusing `cache` (what checking an earlier text
    /// left; updated to this text's when it parses). The same text returns the kept outcome.
    /// Otherwise the smallest value holding the changed bytes (``DocumentEdit``) is parsed alone:
    /// when it is the same value written otherwise (spaces, line breaks) the kept reading is only
    /// placed in the new text; else it is put in place of the old one, and only the controllers
    /// and views on the way to it or inside it are read again; the others replay what reading
    /// them did (``ReadUnit``). Whenever that is not sure to give the same outcome (the changed
    /// text is not one value, the cache is another decoder's), the whole text is parsed and read.
    public func check(text: String, reusing cache: inout DocumentReadCache?) -> SceneDocumentCheck {
        let bytes = Array(text.utf8)
        if var last = cache, last.limit == diagnosticLimit {
            cache = nil
            if last.bytes == bytes {
                cache = last
                return last.check
            }
            if let edit = DocumentEdit.locate(old: last.bytes, new: bytes), let replacement = edit.replacement(in: bytes) {
                if last.value.value(at: edit.path)?.isExactly(replacement) == true {
                    // The same value written otherwise (spaces, line breaks): the same reading, placed anew.
                    var work = last.readWork
                    last.check.diagnostics = SceneDocumentDecoder.place(last.findings, in: text, parsed: true, work: &work)
                    last.check.work = work
                    (last.bytes, last.replayedUnits) = (bytes, last.units.count)
                    cache = last
                    return last.check
                }
                if last.value.replace(at: edit.path.components[...], with: replacement) {
                    let reader = DocumentReader(limit: diagnosticLimit)
                    // Moved, not copied: the units and the value are changed in place.
                    swap(&reader.units, &last.units)
                    DocumentReader.forgetUnits(changedAt: edit.path, in: &reader.units)
                    (reader.splice, reader.checkMemo) = (edit.path, last.checkMemo)
                    return read(last.value, by: reader, text: text, bytes: bytes, into: &cache)
                }
            }
            // Kept for the next text when this one does not parse.
            cache = last
        }
        let value: JSONValue
        do {
            value = try JSONCodec.parse(bytes)
        } catch {
            return SceneDocumentCheck(document: nil, diagnostics: [SceneDocumentDecoder.diagnostic(for: error)])
        }
        let reader = DocumentReader(limit: diagnosticLimit)
        reader.checkMemo = cache?.checkMemo
        return read(value, by: reader, text: text, bytes: bytes, into: &cache)
    }

    /// Reads `value` (the text `bytes` parsed) with `reader`, recording its units, and leaves
    /// what the next check reuses in `cache`.
    private func read(
        _ value: JSONValue, by reader: DocumentReader, text: String, bytes: [UInt8], into cache: inout DocumentReadCache?
    ) -> SceneDocumentCheck {
        reader.recordsUnits = true
        let check = check(value: value, source: text, parsed: true, by: reader)
        cache = DocumentReadCache(
            limit: diagnosticLimit, bytes: bytes, value: value, units: reader.units, checkMemo: reader.checkMemo, check: check,
            findings: reader.findings, readWork: reader.work, replayedUnits: reader.replayedUnits)
        return check
    }
}
