#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The calling thread's counts of jansson blocks allocated and freed, kept in two pthread keys
/// (Swift has no thread-local variables) while ``JSONAllocations/tally(during:)`` measures.
///
/// Each count is stored as the bit pattern of its key's pointer value: no allocation per
/// thread. Should a key be unavailable (the process ran out of keys), its count stays zero.
enum ThreadAllocationTally {
    /// The calling thread's counts so far.
    static var current: JSONAllocationTally {
        JSONAllocationTally(allocated: read(allocatedKey), freed: read(freedKey))
    }

    /// Counts one block allocated on the calling thread.
    static func countAllocation() {
        increment(allocatedKey)
    }

    /// Counts one block freed on the calling thread.
    static func countFree() {
        increment(freedKey)
    }

    /// The count kept under `key`.
    private static func read(_ key: pthread_key_t?) -> Int {
        guard let key else { return 0 }
        return Int(bitPattern: pthread_getspecific(key))
    }

    /// Adds one to the count kept under `key`.
    private static func increment(_ key: pthread_key_t?) {
        guard let key else { return }
        let value = Int(bitPattern: pthread_getspecific(key)) &+ 1
        _ = pthread_setspecific(key, UnsafeRawPointer(bitPattern: value))
    }

    /// The key of the blocks-allocated count, created once; nil when creating it failed.
    private static let allocatedKey = makeKey()

    /// The key of the blocks-freed count, created once; nil when creating it failed.
    private static let freedKey = makeKey()

    /// A new pthread key without destructor (the values are plain integers).
    private static func makeKey() -> pthread_key_t? {
        var key = pthread_key_t()
        return pthread_key_create(&key, nil) == 0 ? key : nil
    }
}
