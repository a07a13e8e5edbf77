import Foundation
import PopsplitJSON
import Testing

/// Touches by node id (protocol.md, `touch/tap`): the node's centre, or a point at an offset in
/// it; the same tap as by coordinates (SPL-07, the master button; VIEW-01, a row); mistakes named.
@Suite struct TapByNodeTests {
    /// A daemon with the iOS 5.1 mail split view open as `s1`.
    static func mail() throws -> Daemon {
        let daemon = try Daemon()
        _ = try daemon.initialize()
        _ = try daemon.open("split-mail")
        return daemon
    }

    /// A tap on `mailSplit.masterButton` by id slides the master in, as a tap at its centre does;
    /// a row tapped at an offset runs its action.
    @Test func aNodeIsTappedAtItsCentreOrAnOffset() throws {  // SPL-07, VIEW-01
        let daemon = try Self.mail()
        let tap = try daemon.call("touch/tap", ["scene": "s1", "node": "mailSplit.masterButton"])
        #expect(tap.result?["hit"]?["id"] == "mailSplit.masterButton")
        #expect(tap.result?["action"] == "toggleMaster")
        #expect(tap.result?["masterShown"] == true)
        let row = try daemon.call("touch/tap", ["scene": "s1", "node": "vipRow", "offset": [10, 5]])
        #expect(row.result?["hit"]?["id"] == "vipRow")
        #expect(row.result?["name"] == "showVIP")
        #expect(try daemon.shutdownAndExit() == 0)
    }

    /// An unknown node is -32012 with the node meant (letter case aside); an offset outside the
    /// node -32013; `point` and `node` together, or neither, or `offset` without `node`, -32602.
    /// None of them changes the scene.
    @Test func mistakesAreNamed() throws {
        let daemon = try Self.mail()
        _ = try daemon.call("touch/tap", ["scene": "s1", "node": "mailSplit.masterButton"])  // the master and its rows show
        let before = try daemon.snapshot()
        let unknown = try daemon.call("touch/tap", ["scene": "s1", "node": "mailsplit.masterbutton"])
        #expect(unknown.errorCode == -32012)
        #expect(unknown.errorMessage == "unknown layout node id 'mailsplit.masterbutton' (did you mean 'mailSplit.masterButton'?)")
        let outside = try daemon.call("touch/tap", ["scene": "s1", "node": "vipRow", "offset": [1000, 5]])
        #expect(outside.errorCode == -32013)
        #expect(outside.errorMessage == "offset (1000,5) is outside node 'vipRow' (320x44)")
        let both = try daemon.call("touch/tap", ["scene": "s1", "node": "vipRow", "point": [1, 1]])
        #expect(both.response["error"]?["data"]?["path"] == "params.node")
        let neither = try daemon.call("touch/tap", ["scene": "s1"])
        #expect(neither.response["error"]?["data"]?["path"] == "params.point")
        let stray = try daemon.call("touch/tap", ["scene": "s1", "point": [1, 1], "offset": [1, 1]])
        #expect(stray.response["error"]?["data"]?["path"] == "params.offset")
        #expect(try daemon.snapshot()["snapshot"] == before["snapshot"])
        #expect(try daemon.shutdownAndExit() == 0)
    }

    /// A swipe may start on a node: right on the detail shows the hidden master (SPL-08).
    @Test func aSwipeStartsOnANode() throws {  // SPL-08
        let daemon = try Self.mail()
        let swipe = try daemon.call("touch/swipe", ["scene": "s1", "node": "body", "direction": "right"])
        #expect(swipe.result?["handled"] == true)
        #expect(swipe.result?["masterShown"] == true)
        #expect(try daemon.shutdownAndExit() == 0)
    }
}
