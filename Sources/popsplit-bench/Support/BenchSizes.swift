import ArgumentParser

/// A comma-separated list of sizes (`--sizes 10,1000,10000`), each from 1 to 100,000.
struct BenchSizes: ExpressibleByArgument, Sendable {
    /// The sizes, in the order given.
    let values: [Int]

    /// The sizes `values`.
    init(values: [Int]) {
        self.values = values
    }

    /// The sizes in `argument`; nil (a usage error) when one is not a number from 1 to 100,000.
    init?(argument: String) {
        let parsed = argument.split(separator: ",").map { Int(String($0.filter { $0 != " " })) }
        guard !parsed.isEmpty, parsed.count <= 100 else { return nil }
        var values: [Int] = []
        for value in parsed {
            guard let value, (1...100_000).contains(value) else { return nil }
            values.append(value)
        }
        self.values = values
    }
}
