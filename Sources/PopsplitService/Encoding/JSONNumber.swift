import PopsplitJSON

/// How the service writes geometry numbers: integral values as integers, others rounded to
/// 1/1000 pt (so `160.33333` is written `160.333`); magnitudes of 1e15 and beyond are written as
/// they are (no rounding, which would overflow). Same number in, same bytes out.
enum JSONNumber {
    /// The JSON value for a number of points.
    static func points(_ v: Double) -> JSONValue {
        guard v.isFinite else { return .null }
        if v.rounded() == v, let i = Int64(exactly: v) { return .int(i) }
        guard abs(v) < 1e15 else { return .double(v) }
        let r = (v * 1000).rounded() / 1000
        if r.rounded() == r, let i = Int64(exactly: r) { return .int(i) }
        return .double(r)
    }
}
