import Foundation
import PopsplitJSON
import Testing

/// Over real pipes: the replies of one read of input go out together (one
/// `write` per read, or per 64 KiB), complete and in order; a question goes out before the
/// daemon waits for its answer; nothing computed is lost to a later bad message or to `exit`.
@Suite struct BatchedOutputTests {
    /// `count` framed `scene/list` requests with ids from `firstID`, as one byte string.
    static func lists(_ daemon: Daemon, count: Int, firstID: Int64) -> [UInt8] {
        var bytes: [UInt8] = []
        for id in firstID..<(firstID + Int64(count)) {
            bytes += daemon.framing.frame(JSONCodec.serialize(["jsonrpc": "2.0", "id": .int(id), "method": "scene/list", "params": [:]]))
        }
        return bytes
    }

    /// 3,000 requests written at once (many reads' worth, replies past 64 KiB per read) are all
    /// answered, each once, in the order sent; then the session ends cleanly.
    @Test(arguments: [Framing.contentLength, .newline])
    func aBurstIsAnsweredCompletelyAndInOrder(framing: Framing) throws {
        let daemon = try Daemon(framing: framing)
        try daemon.initialize()
        try daemon.open("tabs")
        let first = daemon.nextID
        try daemon.write(Self.lists(daemon, count: 3000, firstID: first))
        daemon.nextID += 3000
        for id in first..<(first + 3000) {
            let message = try daemon.next()
            #expect(message["id"] == .int(id))
            #expect(message["result"]?["scenes"] != nil)
            if message["id"] != .int(id) { break }
        }
        #expect(try daemon.shutdownAndExit() == 0)
        #expect(daemon.everythingRead)
    }

    /// A tap that asks a question, written in one piece with requests before and after it: the
    /// replies before it and the question arrive without the client sending anything more; the
    /// requests after it wait for the answer (section 6) and are answered after the tap.
    @Test func aQuestionIsWrittenBeforeTheDaemonWaits() throws {
        let (daemon, centres) = try QuestionTests.started()
        let first = daemon.nextID
        var bytes = Self.lists(daemon, count: 5, firstID: first)
        let tapID = first + 5
        bytes += daemon.framing.frame(
            JSONCodec.serialize(["jsonrpc": "2.0", "id": .int(tapID), "method": "touch/tap", "params": ["scene": "s1", "point": centres[2]]]))
        bytes += Self.lists(daemon, count: 5, firstID: tapID + 1)
        daemon.nextID = tapID + 6
        try daemon.write(bytes)
        for id in first..<tapID { #expect(try daemon.next()["id"] == .int(id)) }
        let question = try daemon.next()
        #expect(question["method"] == .string(QuestionTests.method))
        try daemon.answer(try #require(question["id"]), result: false)
        let tap = try daemon.reply(to: .int(tapID))
        #expect(tap.result != nil)
        // Nothing else came while the question waited: the later requests were queued behind it.
        #expect(tap.before.allSatisfy { $0["id"] == nil })
        for id in (tapID + 1)...(tapID + 5) { #expect(try daemon.next()["id"] == .int(id)) }
        #expect(try daemon.shutdownAndExit() == 0)
    }

    /// Replies computed before a malformed message, an unparseable body and the header of a body
    /// over 64 MiB, all in the same read, reach the client; so does the answer to the request
    /// before `exit` (written before the daemon leaves).
    @Test func repliesBeforeBadInputAreNotLost() throws {
        let daemon = try Daemon()
        try daemon.initialize()
        let first = daemon.nextID
        var bytes = Self.lists(daemon, count: 3, firstID: first)
        bytes += Array("Content-Length: nope\r\n\r\n".utf8)
        bytes += daemon.framing.frame(Array(#"{"jsonrpc":"2.0","id":99,"method":"#.utf8))
        bytes += Self.lists(daemon, count: 1, firstID: first + 3)
        bytes += Array("Content-Length: 70000000\r\n\r\n{".utf8)
        try daemon.write(bytes)
        daemon.closeInput()
        let output = try daemon.wholeOutput()
        let answered = output.filter { $0["result"] != nil }.compactMap { $0["id"] }
        // initialize's answer and the four lists, in order, around the -32700s.
        #expect(answered == [.int(first - 1), .int(first), .int(first + 1), .int(first + 2), .int(first + 3)])
        #expect(output.filter { $0["error"]?["code"] == -32700 }.count >= 2)
        #expect(try daemon.waitForExit() == 0)
    }

    /// A request answered in the same read as `exit` (without `shutdown`): its answer is written
    /// before the daemon exits with code 1.
    @Test func theAnswerBeforeExitIsWritten() throws {
        let daemon = try Daemon()
        try daemon.initialize()
        let first = daemon.nextID
        var bytes = Self.lists(daemon, count: 2, firstID: first)
        bytes += daemon.framing.frame(Array(#"{"jsonrpc":"2.0","method":"exit"}"#.utf8))
        try daemon.write(bytes)
        #expect(try daemon.next()["id"] == .int(first))
        #expect(try daemon.next()["id"] == .int(first + 1))
        #expect(try daemon.waitForExit() == 1)
    }
}
