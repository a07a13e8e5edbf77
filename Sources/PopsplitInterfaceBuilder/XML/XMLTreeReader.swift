import CLibXML2

/// Reads an XML text into a tree of ``XMLElement``s with libxml2's streaming reader (loaded at
/// run time on first use, `CLibXML2`), safely for
/// files from other people's projects: no network (`XML_PARSE_NONET`), no DTD loaded, no entity
/// substituted; a DOCTYPE or an entity reference is refused before anything in it is read; depth,
/// element count and attributes are bounded (``XMLLimits``). Malformed XML gives libxml2's
/// message with its line and column.
///
/// Reading is a function of the text: the same text always gives the same tree or error.
public enum XMLTreeReader {
    /// The tree of `text`, or why there is none.
    public static func read(_ text: String, limits: XMLLimits = .standard) -> Result<XMLElement, XMLReadError> {
        let bytes = Array(text.utf8)
        guard bytes.count <= Int(Int32.max) else { return .failure(XMLReadError("the file is too large to read")) }
        guard bytes.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }) else {
            return .failure(XMLReadError("the file is empty: expected an XML document", line: 1, column: 1))
        }
        if let doctype = XMLTreeReader.doctype(in: bytes) { return .failure(doctype) }
        guard let libxml2 = popsplit_libxml2_load()?.pointee else {
            let missing = popsplit_libxml2_failure().map { String(cString: $0) } ?? "libxml2"
            let reason = missing.hasPrefix("libxml2") ? missing : "libxml2 has no function \(missing)"
            return .failure(XMLReadError("cannot read XML: \(reason) (Debian's libxml2 package)"))
        }
        let sink = ErrorSink(maxDepth: limits.maxDepth)
        return bytes.withUnsafeBufferPointer { buffer -> Result<XMLElement, XMLReadError> in
            guard let base = buffer.baseAddress else { return .failure(XMLReadError("the file is empty")) }
            let options = Int32(
                POPSPLIT_XML_PARSE_NONET | POPSPLIT_XML_PARSE_NOERROR | POPSPLIT_XML_PARSE_NOWARNING
                    | POPSPLIT_XML_PARSE_NOCDATA)
            let reader = base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { chars in
                libxml2.reader_for_memory(chars, Int32(buffer.count), nil, "UTF-8", options)
            }
            guard let reader else { return .failure(XMLReadError("libxml2 could not start reading the file")) }
            defer { libxml2.free_reader(reader) }
            let context = Unmanaged.passUnretained(sink).toOpaque()
            libxml2.set_structured_error_handler(
                reader,
                { context, error in
                    guard let context, let error else { return }
                    let sink = Unmanaged<ErrorSink>.fromOpaque(context).takeUnretainedValue()
                    guard sink.first == nil else { return }
                    let text = error.pointee.message.map { String(cString: $0) } ?? "malformed XML"
                    let line = Int(error.pointee.line)
                    // libxml2 parses ahead of the nodes it hands out: its own depth bound (256) can
                    // be met before popsplit's; it is told in popsplit's words.
                    let message =
                        text.hasPrefix("Excessive depth")
                        ? "elements are nested more than \(sink.maxDepth) levels deep" : "malformed XML: " + text.trimmingTrailingWhitespace
                    sink.first = XMLReadError(message, line: line > 0 ? line : nil, column: line > 0 ? max(1, Int(error.pointee.int2)) : nil)
                }, context)
            var builder = TreeBuilder(libxml2: libxml2, bytes: bytes, limits: limits)
            while true {
                let status = libxml2.read(reader)
                if status == 0 { break }
                guard status > 0 else {
                    return .failure(sink.first ?? XMLReadError("malformed XML", line: builder.lastLine))
                }
                if let error = builder.take(reader) { return .failure(error) }
            }
            if let error = sink.first { return .failure(error) }
            return builder.finish()
        }
    }

    /// The refusal of a DOCTYPE in the prolog (before the root element, where XML allows one), at
    /// its place, found before libxml2 reads its declarations: nothing in it is parsed.
    static func doctype(in bytes: [UInt8]) -> XMLReadError? {
        var scanner = XMLTagScanner(bytes: bytes)
        guard let offset = scanner.prologDeclaration(named: "DOCTYPE") else { return nil }
        let (line, column) = scanner.position(of: offset)
        return XMLReadError(
            "a DOCTYPE is not allowed: Interface Builder files have none, and popsplit reads no DTD or entity from a file",
            line: line, column: column)
    }

    /// The first error libxml2 reported while reading (its handler runs inside `xmlTextReaderRead`).
    private final class ErrorSink {
        /// The first error, if any.
        var first: XMLReadError?
        /// The depth bound, for libxml2's own depth error.
        let maxDepth: Int

        init(maxDepth: Int) { self.maxDepth = maxDepth }
    }

    /// Builds the tree from the reader's nodes: a stack of open elements, their places found by
    /// an ``XMLTagScanner`` moving through the text in step with the reader.
    private struct TreeBuilder {
        /// libxml2's functions.
        let libxml2: popsplit_libxml2
        /// The bounds.
        let limits: XMLLimits
        /// Where the tags are.
        var scanner: XMLTagScanner
        /// The elements open now, outermost first.
        var open: [XMLElement] = []
        /// The root, once closed.
        var root: XMLElement?
        /// How many elements have been read.
        var count = 0
        /// The line of the last element read, for an error libxml2 gave no place to.
        var lastLine = 1

        init(libxml2: popsplit_libxml2, bytes: [UInt8], limits: XMLLimits) {
            self.libxml2 = libxml2
            self.limits = limits
            scanner = XMLTagScanner(bytes: bytes)
        }

        /// Takes the reader's current node; an error when it is refused or passes a bound.
        mutating func take(_ reader: OpaquePointer) -> XMLReadError? {
            switch libxml2.node_type(reader) {
            case Int32(POPSPLIT_XML_READER_ELEMENT):
                return startElement(reader)
            case Int32(POPSPLIT_XML_READER_END_ELEMENT):
                return endElement(reader)
            case Int32(POPSPLIT_XML_READER_TEXT), Int32(POPSPLIT_XML_READER_CDATA),
                Int32(POPSPLIT_XML_READER_SIGNIFICANT_WHITESPACE):
                if !open.isEmpty, let value = libxml2.const_value(reader) {
                    open[open.count - 1].text += String(cString: value)
                }
                return nil
            case Int32(POPSPLIT_XML_READER_DOCUMENT_TYPE):
                return XMLReadError(
                    "a DOCTYPE is not allowed: Interface Builder files have none, and popsplit reads no DTD or entity from a file",
                    line: lastLine)
            case Int32(POPSPLIT_XML_READER_ENTITY_REFERENCE), Int32(POPSPLIT_XML_READER_ENTITY):
                return XMLReadError("an entity reference is not allowed: popsplit expands no entity from a file", line: lastLine)
            default:
                return nil
            }
        }

        /// An element opens (and closes at once when it is empty).
        mutating func startElement(_ reader: OpaquePointer) -> XMLReadError? {
            let name = libxml2.const_name(reader).map { String(cString: $0) } ?? ""
            count += 1
            guard count <= limits.maxElements else {
                return XMLReadError("the file holds more than \(limits.maxElements) elements", line: lastLine)
            }
            let tag = scanner.startTag(named: name)
            let start = tag?.start ?? scanner.cursor
            let (line, column) = scanner.position(of: start)
            lastLine = line
            guard open.count < limits.maxDepth else {
                return XMLReadError("elements are nested more than \(limits.maxDepth) levels deep", line: line, column: column)
            }
            var attributes: [XMLAttribute] = []
            while libxml2.move_to_next_attribute(reader) == 1 {
                guard attributes.count < limits.maxAttributes else {
                    return XMLReadError("<\(name)> has more than \(limits.maxAttributes) attributes", line: line, column: column)
                }
                let attributeName = libxml2.const_name(reader).map { String(cString: $0) } ?? ""
                let value = libxml2.const_value(reader).map { String(cString: $0) } ?? ""
                attributes.append(XMLAttribute(name: attributeName, value: value))
            }
            _ = libxml2.move_to_element(reader)
            let end = tag?.end ?? start
            let element = XMLElement(
                name: name, attributes: attributes, place: XMLPlace(start: start, end: end, line: line, column: column))
            if libxml2.is_empty_element(reader) == 1 {
                close(element)
            } else {
                open.append(element)
            }
            return nil
        }

        /// The innermost open element closes.
        mutating func endElement(_ reader: OpaquePointer) -> XMLReadError? {
            guard var element = open.popLast() else { return XMLReadError("an end tag closes nothing", line: lastLine) }
            if let end = scanner.endTag(named: element.name) { element.place.end = end }
            close(element)
            return nil
        }

        /// A finished element joins its parent, or becomes the root.
        mutating func close(_ element: XMLElement) {
            if open.isEmpty {
                root = element
            } else {
                open[open.count - 1].children.append(element)
            }
        }

        /// The tree, once the reader reached the end.
        func finish() -> Result<XMLElement, XMLReadError> {
            guard let root, open.isEmpty else {
                return .failure(XMLReadError("malformed XML: the document ends before its root element closes", line: lastLine))
            }
            return .success(root)
        }
    }
}

extension String {
    /// The string without trailing spaces, tabs and line ends (libxml2's messages end in `\n`).
    fileprivate var trimmingTrailingWhitespace: String {
        var scalars = Substring(self)
        while let last = scalars.last, last == " " || last == "\n" || last == "\t" || last == "\r" { scalars.removeLast() }
        return String(scalars)
    }
}
