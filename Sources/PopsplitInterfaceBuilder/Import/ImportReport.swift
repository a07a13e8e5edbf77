/// What an import carried: how many of the file's elements the scene holds, and the elements it
/// left out, grouped by name with how many and the first place (what `popsplit import` prints).
public struct ImportReport: Sendable, Equatable {
    /// Elements carried into the scene document (or read for it: frames, masks, metrics).
    public var carried: Int
    /// Elements in the file.
    public var total: Int
    /// The groups of elements left out, in order of their first place.
    public var leftOut: [LeftOut]

    /// A group of elements of one name left out.
    public struct LeftOut: Sendable, Equatable {
        /// The element's name (`constraint`, `mapView` ...).
        public var name: String
        /// How many (each counted with the elements inside it).
        public var count: Int
        /// The 1-based line and column of the first.
        public var line: Int
        /// See ``line``.
        public var column: Int
        /// Why it is left out.
        public var reason: String
    }

    /// A report.
    public init(carried: Int, total: Int, leftOut: [LeftOut]) {
        self.carried = carried
        self.total = total
        self.leftOut = leftOut
    }
}
