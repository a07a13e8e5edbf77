import PopsplitRPC
import Testing

/// The queue behind an unanswered question is bounded (docs/reliability.md, "Queues and caches"):
/// past ``RPCSession/maximumQueuedMessages`` a request is answered -32803 at once and never run,
/// a notification is dropped; what was queued runs in order once the answer comes.
@Suite struct SessionQueueBoundTests {
    @Test func requestsPastTheBoundAreAnsweredAtOnceAndTheQueuedOnesRunAfterTheAnswer() {
        let driver = SessionDriver()
        driver.initialize(delegate: true, timeoutMs: 60_000)
        #expect(driver.send(#"{"jsonrpc":"2.0","id":1,"method":"ask"}"#, at: 100).count == 1)
        for index in 0..<RPCSession.maximumQueuedMessages {
            #expect(driver.send(#"{"jsonrpc":"2.0","id":\#(index + 10),"method":"echo"}"#, at: 101).isEmpty)
        }
        #expect(driver.session.queuedCount == RPCSession.maximumQueuedMessages)
        let refused = driver.send(#"{"jsonrpc":"2.0","id":"late","method":"echo"}"#, at: 102)
        #expect(refused.count == 1)
        #expect(refused.first?.contains(#""id":"late""#) == true && refused.first?.contains(#""code":-32803"#) == true)
        #expect(refused.first?.contains("4096 messages wait for the answer to a question") == true)
        #expect(driver.send(#"{"jsonrpc":"2.0","method":"note"}"#, at: 102).isEmpty)
        #expect(driver.logger.entries.contains { $0.message.contains("notification note dropped") })
        let batch = driver.send(#"[{"jsonrpc":"2.0","id":"b1","method":"echo"},{"jsonrpc":"2.0","method":"note"}]"#, at: 102)
        #expect(batch.count == 1 && batch.first?.hasPrefix("[") == true && batch.first?.contains(#""id":"b1""#) == true)
        #expect(driver.session.queuedCount == RPCSession.maximumQueuedMessages)
        // The answer: the question's request, then every queued one, in order.
        let answered = driver.send(#"{"jsonrpc":"2.0","id":"q1","result":true}"#, at: 103)
        #expect(answered.count == RPCSession.maximumQueuedMessages + 1)
        #expect(answered.last?.contains(#""id":\#(RPCSession.maximumQueuedMessages + 9)"#) == true)
        #expect(driver.session.queuedCount == 0)
    }
}
