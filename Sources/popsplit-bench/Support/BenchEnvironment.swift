#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the benches say about where they run, and where they find the servers.
enum BenchEnvironment {
    /// The running executable's path (`/proc/self/exe`).
    static func executablePath() throws(BenchError) -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { throw BenchError("cannot read /proc/self/exe (errno \(errno)): pass --server and --echo") }
        return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The path of `name` in the same directory as `path`.
    static func sibling(named name: String, of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return name }
        return String(path[...slash]) + name
    }

    /// The number of online cores.
    static var coreCount: Int { sysconf(Int32(_SC_NPROCESSORS_ONLN)) }

    /// `debug` or `release`, as this executable was built.
    static var buildConfiguration: String {
        #if DEBUG
            return "debug"
        #else
            return "release"
        #endif
    }

    /// Fails with how to build it when a server's executable is missing: each of `servers`, with
    /// its product and the option that names another one (`nil`: none).
    static func require(_ servers: [(server: BenchServer, product: String, option: String?)]) throws(BenchError) {
        for (server, product, option) in servers where access(server.path, X_OK) != 0 {
            let instead = option.map { " (or pass \($0) PATH)" } ?? ""
            throw BenchError(
                "no executable \(server.name) server at \(server.path): build it with `swift build -c release --product \(product)`\(instead)")
        }
    }
}
