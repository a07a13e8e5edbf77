/// One timed pass of a stream through a server.
struct BenchSample {
    /// Wall time from the first timed write to the last reply frame, in seconds.
    let seconds: Double
    /// Messages sent in the timed part.
    let sent: Int
    /// Requests among them (messages with an id).
    let requests: Int
    /// Reply frames received in the timed part (responses and notifications).
    let received: Int

    /// Messages sent per second: the benchmark's rate.
    var messagesPerSecond: Double { seconds > 0 ? Double(sent) / seconds : 0 }
}
