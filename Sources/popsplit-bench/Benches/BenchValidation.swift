import PopsplitJSON
import PopsplitService

/// A short untimed pass of a stream through both servers before the timed runs, to prove the
/// figures measure real work: every popsplit request gets a response and none is an error, and
/// the echo server answers every message. It also warms both servers' pages.
enum BenchValidation {
    /// What popsplit wrote back in a pass.
    struct Tally {
        /// Responses (an id, no method).
        var responses = 0
        /// Responses carrying an error.
        var errors = 0
        /// Notifications (a method, no id).
        var notifications = 0
        /// The first error response's text.
        var firstError: String?
    }

    /// Checks a short version of `kind` (with `layoutMode`, as ``BenchWorkload/make(_:count:layoutMode:)``
    /// takes it) on both servers; returns a line for the report.
    static func check(
        _ kind: BenchWorkload.Kind, layoutMode: LayoutMode? = nil, popsplit: BenchServer, echo: BenchServer
    ) throws(BenchError) -> String {
        let count = kind == .mixed ? BenchScene.cycle.count * 2 : 20
        let workload = BenchWorkload.make(kind, count: count, layoutMode: layoutMode)
        let served = try BenchRunner.run(workload, on: popsplit, keepBodies: true)
        let tally = try self.tally(served.bodies, server: popsplit)
        let expected = workload.timedRequests + 1
        // The unknown stream's requests are all refused, each with its hint; any other stream's
        // must all succeed.
        let expectedErrors = kind == .unknown ? count : 0
        if tally.errors != expectedErrors {
            throw BenchError(
                "popsplit answered \(tally.errors) request(s) with an error (expected \(expectedErrors)), first: \(tally.firstError ?? "?")")
        }
        if kind == .unknown, tally.firstError?.contains("did you mean touch/tap?") != true {
            throw BenchError("popsplit's answer to an unknown method has no hint: \(tally.firstError ?? "?")")
        }
        guard tally.responses == expected else {
            throw BenchError("popsplit sent \(tally.responses) responses to \(expected) requests")
        }
        let echoed = try BenchRunner.run(workload, on: echo)
        guard echoed.sample.received == workload.timedMessages else {
            throw BenchError("echo sent \(echoed.sample.received) frames back for \(workload.timedMessages) messages")
        }
        return "checked: \(expected) requests -> \(tally.responses) responses, \(tally.errors) errors, \(tally.notifications) notifications"
    }

    /// Classifies the reply bodies.
    private static func tally(_ bodies: [[UInt8]], server: BenchServer) throws(BenchError) -> Tally {
        var tally = Tally()
        for body in bodies {
            let message: JSONValue
            do {
                message = try JSONCodec.parse(body)
            } catch {
                throw BenchError("\(server.name) wrote invalid JSON: \(error)")
            }
            if message["method"] != nil {
                if message["id"] != nil { throw BenchError("\(server.name) asked a question: \(JSONCodec.string(message))") }
                tally.notifications += 1
            } else if let error = message["error"] {
                tally.responses += 1
                tally.errors += 1
                if tally.firstError == nil { tally.firstError = JSONCodec.string(error) }
            } else {
                tally.responses += 1
            }
        }
        return tally
    }
}
