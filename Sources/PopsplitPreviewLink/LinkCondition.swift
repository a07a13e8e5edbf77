#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A mutex with a condition variable (POSIX), for the writer thread of ``FrameQueue`` to sleep
/// on until frames arrive. Lives as long as the queue; never copied.
final class LinkCondition: @unchecked Sendable {
    /// The mutex.
    let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// The condition.
    let condition: UnsafeMutablePointer<pthread_cond_t>

    /// A fresh mutex and condition (their initialisation cannot fail with default attributes on
    /// the platforms built for; a failure would leave them zeroed, which glibc also accepts).
    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        condition = .allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        let mutexStatus = pthread_mutex_init(mutex, nil)
        let conditionStatus = pthread_cond_init(condition, nil)
        precondition(mutexStatus == 0 && conditionStatus == 0, "pthread_mutex_init or pthread_cond_init failed")
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Runs `body` holding the mutex.
    func locked<Value>(_ body: () -> Value) -> Value {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    /// Waits for a signal (the mutex held).
    func wait() { pthread_cond_wait(condition, mutex) }

    /// Wakes the waiter.
    func signal() { pthread_cond_signal(condition) }
}
