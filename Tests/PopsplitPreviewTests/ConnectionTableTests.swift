import Testing

@testable import PopsplitPreviewServer

/// Connections that never finish a head cannot fill the server: the pending are capped and the
/// oldest is shed; connections past the guard have their own cap.
@Suite struct ConnectionTableTests {
    @Test func atThePendingCapTheOldestPendingConnectionIsShed() {
        var table = ConnectionTable(pendingCapacity: 3, authenticatedCapacity: 2)
        let first = table.admit()
        let second = table.admit()
        let third = table.admit()
        #expect([first.shed, second.shed, third.shed] == [nil, nil, nil])
        let fourth = table.admit()
        #expect(fourth.shed == first.id)
        #expect(table.pending == [second.id, third.id, fourth.id])
        // A shed connection can no longer pass.
        let shedPasses = table.authenticate(first.id)
        #expect(!shedPasses)
        // Admission never fails, however many come: the table stays at its cap.
        for _ in 0..<1000 { _ = table.admit() }
        #expect(table.pending.count == 3)
    }

    @Test func authenticatedConnectionsHaveTheirOwnCap() {
        var table = ConnectionTable(pendingCapacity: 3, authenticatedCapacity: 2)
        let ids = (0..<3).map { _ in table.admit().id }
        let passed = [table.authenticate(ids[0]), table.authenticate(ids[1]), table.authenticate(ids[0]), table.authenticate(ids[2])]
        #expect(passed == [true, true, true, false])
        #expect(table.pending.isEmpty && table.authenticated == [ids[0], ids[1]])
        // Pending connections are not shed by the authenticated ones.
        let more = (0..<3).map { _ in table.admit() }
        #expect(more.allSatisfy { $0.shed == nil })
        table.remove(ids[0])
        let freed = table.authenticate(more[0].id)
        #expect(freed)
        #expect(table.authenticated.count == 2 && table.pending.count == 2)
    }

    @Test func removingForgetsEitherKind() {
        var table = ConnectionTable(pendingCapacity: 2, authenticatedCapacity: 2)
        let a = table.admit().id
        let b = table.admit().id
        let passed = table.authenticate(a)
        #expect(passed)
        table.remove(a)
        table.remove(b)
        table.remove(12345)
        #expect(table.pending.isEmpty && table.authenticated.isEmpty)
    }
}
