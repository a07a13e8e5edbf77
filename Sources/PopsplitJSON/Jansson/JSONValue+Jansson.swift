import CJansson

extension JSONValue {
    /// The value of a jansson tree read through borrowed pointers (nothing is retained or
    /// released). Recursive: the parser has bounded the depth to ``JSONCodec/maxDepth``.
    init(borrowing json: UnsafeMutablePointer<json_t>) {
        switch popsplit_json_typeof(json) {
        case JSON_OBJECT:
            var object = JSONObject()
            object.reserveCapacity(json_object_size(json))
            var iterator = json_object_iter(json)
            while let member = iterator {
                if let key = json_object_iter_key(member), let value = json_object_iter_value(member) {
                    // Keys are unique: the parser rejected duplicates (JSON_REJECT_DUPLICATES).
                    object.appendUnchecked(
                        String(janssonBytes: key, count: json_object_iter_key_len(member)),
                        JSONValue(borrowing: value)
                    )
                }
                iterator = json_object_iter_next(json, member)
            }
            self = .object(object)
        case JSON_ARRAY:
            let count = json_array_size(json)
            var elements: [JSONValue] = []
            elements.reserveCapacity(count)
            for index in 0..<count {
                if let element = json_array_get(json, index) {
                    elements.append(JSONValue(borrowing: element))
                }
            }
            self = .array(elements)
        case JSON_STRING:
            if let bytes = json_string_value(json) {
                self = .string(String(janssonBytes: bytes, count: json_string_length(json)))
            } else {
                self = .string("")
            }
        case JSON_INTEGER:
            self = .int(Int64(json_integer_value(json)))
        case JSON_REAL:
            self = .double(json_real_value(json))
        case JSON_TRUE:
            self = .bool(true)
        case JSON_FALSE:
            self = .bool(false)
        default:
            self = .null
        }
    }
}

extension String {
    /// A string from `count` bytes of UTF-8 that jansson has already validated (may hold NUL).
    fileprivate init(janssonBytes bytes: UnsafePointer<CChar>, count: Int) {
        let utf8 = UnsafeBufferPointer(start: UnsafeRawPointer(bytes).assumingMemoryBound(to: UInt8.self), count: count)
        self = KnownStrings.lookup(utf8) ?? String(decoding: utf8, as: UTF8.self)
    }
}
