import PopsplitJSON
import PopsplitRPC
import Testing

/// Client numbers are bounded before any arithmetic. A `questionTimeoutMs`
/// beyond a day (up to 2^63 - 1) is taken as a day: computing the question's deadline used to
/// overflow and kill the daemon.
@Suite struct SessionNumberBoundsTests {
    /// The `ask` request of the fake handler.
    static let ask = #"{"jsonrpc":"2.0","id":1,"method":"ask"}"#

    /// A huge timeout is capped at 86400000 ms (a day); the question is asked and its deadline is
    /// a day after it was sent.
    @Test(arguments: [Int.max, Int.max - 1, 1 << 62, 86_400_001])
    func hugeQuestionTimeoutIsCappedAtADay(timeout: Int) {
        let driver = SessionDriver()
        #expect(driver.initialize(delegate: true, timeoutMs: timeout).first?.contains("\"result\"") == true)
        #expect(driver.session.questionSettings.timeoutMs == 86_400_000)
        #expect(driver.send(Self.ask, at: 1000) == [Wire.request("q1", "delegate/shouldSelect", #"{"tab":2}"#)])
        #expect(driver.session.nextDeadline == Int64(86_401_000))
        #expect(driver.tick(at: 86_400_999).isEmpty)
        #expect(driver.tick(at: 86_401_000) == [Wire.result("1", #"{"answer":true}"#)])
    }

    /// A timeout within the range is kept as given; 0 and negatives are -32602.
    @Test func timeoutsWithinTheRangeAreKept() {
        let driver = SessionDriver()
        driver.initialize(delegate: true, timeoutMs: 86_400_000)
        #expect(driver.session.questionSettings.timeoutMs == 86_400_000)
        for bad in [0, -1, Int.min] {
            let out = SessionDriver().initialize(delegate: true, timeoutMs: bad)
            #expect(out.first?.hasPrefix(Wire.errorPrefix("0", -32602)) == true, "\(bad)")
        }
    }

    /// A deadline past the end of the clock saturates instead of overflowing.
    @Test func deadlineNearTheEndOfTheClockSaturates() {
        let driver = SessionDriver()
        driver.initialize(delegate: true, timeoutMs: 5000)
        driver.send(Self.ask, at: Int64.max - 10)
        #expect(driver.session.nextDeadline == Int64.max)
    }

    /// Cancel ids at the ends of the integer range are compared, never computed with.
    @Test func extremeCancelIdsAreHarmless() {
        let driver = SessionDriver()
        driver.initialize()
        for id in [Int64.max, Int64.min, 0, -1] {
            #expect(driver.send(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":\#(id)}}"#).isEmpty)
        }
        #expect(
            driver.send(#"{"jsonrpc":"2.0","id":9223372036854775807,"method":"echo","params":[1]}"#)
                == [Wire.result("9223372036854775807", "[1]")])
    }
}
