import PopsplitJSON
import PopsplitRPC
import PopsplitService
import Testing

/// `scene/layout` in `delta` mode (protocol.md, sections 3 and 5): opt-in at `initialize`, a full
/// first layout, then only the changed and removed nodes plus the order of every node.
@Suite struct ServerLayoutDeltaTests {
    /// The node list a client rebuilds from `previous` (a node list) and a delta's params: drop
    /// `removed`, upsert `changed` by id, sort by `order`. Nil when `order` names an unknown id.
    static func rebuild(_ previous: [JSONValue], with delta: JSONValue) -> [JSONValue]? {
        var byID: [String: JSONValue] = [:]
        for node in previous {
            if let id = node["id"]?.stringValue { byID[id] = node }
        }
        for id in delta["removed"]?.arrayValue ?? [] {
            if let id = id.stringValue { byID[id] = nil }
        }
        for node in delta["changed"]?.arrayValue ?? [] {
            if let id = node["id"]?.stringValue { byID[id] = node }
        }
        var nodes: [JSONValue] = []
        for id in delta["order"]?.arrayValue ?? [] {
            guard let id = id.stringValue, let node = byID[id] else { return nil }
            nodes.append(node)
        }
        return nodes
    }

    /// A delta's params turned into the full params the same change sends in full mode.
    static func fullParams(_ previous: [JSONValue], with delta: JSONValue, transition: JSONValue) -> JSONValue? {
        guard let nodes = rebuild(previous, with: delta) else { return nil }
        var object = JSONObject()
        object["scene"] = delta["scene"] ?? .null
        object["version"] = delta["version"] ?? .null
        object["mode"] = "full"
        object["orientation"] = delta["orientation"] ?? .null
        object["screen"] = delta["screen"] ?? .null
        object["applicationFrame"] = delta["applicationFrame"] ?? .null
        object["nodes"] = .array(nodes)
        object["transition"] = transition
        return .object(object)
    }

    /// The node ids of a node list.
    static func ids(_ nodes: [JSONValue]) -> [String] { nodes.compactMap { $0["id"]?.stringValue } }

    /// Without a layout mode, and with `"full"`, every layout is full.
    @Test func fullIsTheDefault() throws {
        for mode in [nil, "full"] {
            let driver = ServerDriver(layoutMode: mode)
            driver.call("scene/open", ["document": ServerFixtures.navigationDocument()])
            let push = driver.call("navigation/push", ["scene": "s1", "navigation": "nav", "controller": "detail"])
            let layout = try #require(push.layouts.first)
            #expect(layout["mode"] == "full")
            #expect(layout["nodes"]?.arrayValue?.isEmpty == false)
            #expect(layout["changed"] == nil)
            #expect(layout["baseVersion"] == nil)
        }
    }

    /// `initialize` advertises `layoutModes: ["full", "delta"]`, whichever mode the client asks for.
    @Test func initializeAdvertisesBothModes() throws {
        for mode: JSONValue in [.null, "full", "delta"] {
            let server = PopsplitServer(readFile: { path in .failure(DocumentReadError("cannot read \(path)")) })
            let session = RPCSession(handler: server, logger: CollectingLogger())
            let replies = session.receive(
                [
                    "jsonrpc": "2.0", "id": 1, "method": "initialize",
                    "params": ["capabilities": ["popsplit": ["layoutMode": mode]]],
                ], nowMs: 0
            ).messages
            #expect(replies.last?["result"]?["capabilities"]?["layoutModes"] == ["full", "delta"])
        }
    }

    /// A layout mode other than "full" or "delta" (or not a string) is -32602 naming the field, and
    /// the session stays uninitialized; a good one then succeeds.
    @Test func invalidModeIsRefused() throws {
        let driver = ServerDriver(layoutMode: "patch")
        let next = driver.call("scene/list")
        #expect(next.errorCode == -32002, "a refused initialize leaves the session uninitialized")
        for bad: JSONValue in ["patch", 3, true, ["delta"]] {
            let replies = driver.send([
                "jsonrpc": "2.0", "id": "init", "method": "initialize",
                "params": ["capabilities": ["popsplit": ["layoutMode": bad]]],
            ])
            let error = try #require(replies.last?["error"])
            #expect(error["code"] == -32602)
            #expect(error["data"]?["path"] == "params.capabilities.popsplit.layoutMode")
            #expect(error["message"]?.stringValue?.hasPrefix("params.capabilities.popsplit.layoutMode: expected") == true)
        }
        let good = driver.send([
            "jsonrpc": "2.0", "id": "init2", "method": "initialize",
            "params": ["capabilities": ["popsplit": ["layoutMode": "delta"]]],
        ])
        let capabilities = try #require(good.last?["result"]?["capabilities"])
        #expect(capabilities["layoutModes"] == ["full", "delta"])
        driver.call("scene/open", ["document": ServerFixtures.navigationDocument()])
        let push = driver.call("navigation/push", ["scene": "s1", "navigation": "nav", "controller": "detail"])
        #expect(push.layouts.first?["mode"] == "delta")
    }

    /// The first layout of a scene is full; the next ones are deltas with `baseVersion` the
    /// previous version; `scene/layout` and `scene/snapshot` stay full.
    @Test func firstFullThenDelta() throws {
        let driver = ServerDriver(layoutMode: "delta")
        let open = driver.call("scene/open", ["document": ServerFixtures.navigationDocument()])
        let first = try #require(open.layouts.first)
        #expect(first["mode"] == "full")
        #expect(first["version"] == 1)
        let push = driver.call("navigation/push", ["scene": "s1", "navigation": "nav", "controller": "detail"])
        let second = try #require(push.layouts.first)
        #expect(second["mode"] == "delta")
        #expect(second["version"] == 2)
        #expect(second["baseVersion"] == 1)
        #expect(second["nodes"] == nil)
        #expect(push.result?["layoutVersion"] == 2)
        let keys = second.objectValue?.members.map(\.key)
        #expect(
            keys == [
                "scene", "version", "mode", "baseVersion", "orientation", "screen", "applicationFrame",
                "changed", "removed", "order", "transition",
            ])
        let current = try #require(driver.layout())
        #expect(current["mode"] == "full")
        #expect(current["version"] == 2)
        #expect(driver.snapshot()?["layout"]?["mode"] == "full")
        let rebuilt = try #require(Self.rebuild(first["nodes"]?.arrayValue ?? [], with: second))
        #expect(.array(rebuilt) == current["nodes"])
    }

    /// Played in both modes, every step's delta rebuilds exactly the full layout of the same step:
    /// rotate, push, pop, present, dismiss, reload, rotate back; the transition (with its `before`
    /// cut to the changed and removed nodes) matches too.
    @Test func deltasRebuildTheFullLayouts() throws {
        let full = ServerDriver()
        let delta = ServerDriver(layoutMode: "delta")
        let openFull = full.call("scene/open", ["document": ServerFixtures.navigationDocument()])
        let openDelta = delta.call("scene/open", ["document": ServerFixtures.navigationDocument()])
        #expect(openFull.layouts == openDelta.layouts, "the first layout is full in both modes")
        var nodes = openDelta.layouts.first?["nodes"]?.arrayValue ?? []
        let steps: [(String, JSONValue)] = [
            ("device/rotate", ["scene": "s1", "orientation": "landscapeLeft"]),
            ("navigation/push", ["scene": "s1", "navigation": "nav", "controller": "detail"]),
            ("navigation/push", ["scene": "s1", "navigation": "nav", "controller": "more", "animated": false]),
            ("navigation/pop", ["scene": "s1", "navigation": "nav"]),
            ("modal/present", ["scene": "s1", "presenter": "nav", "controller": "sheet", "style": "formSheet"]),
            ("modal/dismiss", ["scene": "s1", "controller": "sheet"]),
            ("navigation/popToRoot", ["scene": "s1", "navigation": "nav"]),
            ("scene/reload", ["scene": "s1", "document": ServerFixtures.navigationDocument(title: "Inbox")]),
            ("device/rotate", ["scene": "s1", "orientation": "portrait"]),
        ]
        var checked = 0
        for (method, params) in steps {
            let a = full.call(method, params)
            let b = delta.call(method, params)
            #expect(a.error == nil && b.error == nil, "\(method)")
            #expect(a.result == b.result, "\(method): same result in both modes")
            #expect(a.layouts.count == 1 && b.layouts.count == 1, "\(method)")
            guard let expected = a.layouts.first, let got = b.layouts.first else { continue }
            #expect(got["mode"] == "delta")
            let transition = Self.expectedTransition(full: expected["transition"], delta: got)
            #expect(got["transition"] == transition, "\(method): before lists only changed and removed nodes")
            let rebuilt = try #require(Self.fullParams(nodes, with: got, transition: expected["transition"] ?? .null))
            #expect(rebuilt == expected, "\(method): the delta does not rebuild the full layout")
            #expect(delta.layout()?["nodes"] == expected["nodes"], "\(method)")
            nodes = rebuilt["nodes"]?.arrayValue ?? []
            checked += 1
        }
        #expect(checked == steps.count)
    }

    /// A tab tap's delta rebuilds the full layout too, and names the old tab's nodes as removed.
    @Test func tabTapDelta() throws {
        let full = ServerDriver()
        let delta = ServerDriver(layoutMode: "delta")
        full.open("tabs")
        let open = delta.open("tabs")
        let nodes = open.layouts.first?["nodes"]?.arrayValue ?? []
        let item = try #require(nodes.first { $0["id"] == "tabs.tab.1" })
        let frame = (item["frame"]?.arrayValue ?? []).compactMap { $0.doubleValue }
        try #require(frame.count == 4)
        let point: JSONValue = [.double(frame[0] + frame[2] / 2), .double(frame[1] + frame[3] / 2)]
        let a = full.call("touch/tap", ["scene": "s1", "point": point])
        let b = delta.call("touch/tap", ["scene": "s1", "point": point])
        #expect(b.result?["action"] == "selectTab")
        let expected = try #require(a.layouts.first)
        let got = try #require(b.layouts.first)
        let rebuilt = try #require(Self.rebuild(nodes, with: got))
        #expect(.array(rebuilt) == expected["nodes"])
        let removed = got["removed"]?.arrayValue?.compactMap(\.stringValue) ?? []
        #expect(removed.contains("featured"))
        #expect(removed.contains("banner"))
        let changed = Self.ids(got["changed"]?.arrayValue ?? [])
        #expect(changed.contains("searchNav"))
        #expect(!changed.contains("statusBar"), "an unchanged node is not sent")
    }

    /// `changed` holds exactly the new nodes and those that differ; `removed` exactly the ids gone;
    /// `order` every id of the new layout.
    @Test func changedAndRemovedAreExact() throws {
        let driver = ServerDriver(layoutMode: "delta")
        let open = driver.call("scene/open", ["document": ServerFixtures.navigationDocument()])
        let before = open.layouts.first?["nodes"]?.arrayValue ?? []
        let push = driver.call("navigation/push", ["scene": "s1", "navigation": "nav", "controller": "detail", "animated": false])
        let layout = try #require(push.layouts.first)
        let after = driver.layout()?["nodes"]?.arrayValue ?? []
        var old: [String: JSONValue] = [:]
        for node in before { if let id = node["id"]?.stringValue { old[id] = node } }
        let expectedChanged = after.filter { node in
            guard let id = node["id"]?.stringValue else { return false }
            return old[id] != node
        }
        let afterIDs = Set(Self.ids(after))
        #expect(layout["changed"]?.arrayValue == expectedChanged)
        #expect(layout["removed"]?.arrayValue?.compactMap(\.stringValue) == Self.ids(before).filter { !afterIDs.contains($0) })
        #expect(layout["order"]?.arrayValue?.compactMap(\.stringValue) == Self.ids(after))
        #expect(Self.ids(expectedChanged).contains("detail"))
        #expect(layout["removed"]?.arrayValue?.contains("list") == true)
        #expect(!Self.ids(expectedChanged).contains("statusBar"))
        #expect(layout["transition"] == .null)
    }

    /// An animated change's `before` lists the frames before of the changed and removed nodes only,
    /// in the previous layout's order.
    @Test func transitionBeforeIsLimitedToChangedAndRemoved() throws {
        let driver = ServerDriver(layoutMode: "delta")
        let open = driver.call("scene/open", ["document": ServerFixtures.navigationDocument()])
        let before = open.layouts.first?["nodes"]?.arrayValue ?? []
        let rotate = driver.call("device/rotate", ["scene": "s1", "orientation": "landscapeLeft"])  // ROT-03
        let layout = try #require(rotate.layouts.first)
        let transition = try #require(layout["transition"]?.objectValue)
        #expect(transition["kind"] == "rotation")
        #expect(transition["fromVersion"] == 1)
        #expect(transition["fromOrientation"] == "portrait")
        #expect(JSONValue.object(transition) == Self.expectedTransition(full: nil, delta: layout, previous: before))
        let listed = Self.ids(transition["before"]?.arrayValue ?? [])
        #expect(!listed.isEmpty)
        let touched = Set(Self.ids(layout["changed"]?.arrayValue ?? []))
            .union(layout["removed"]?.arrayValue?.compactMap(\.stringValue) ?? [])
        #expect(listed.allSatisfy { touched.contains($0) })

        let push = driver.call("navigation/push", ["scene": "s1", "navigation": "nav", "controller": "detail"])
        let pushed = try #require(push.layouts.first)
        let listedPush = Self.ids(pushed["transition"]?["before"]?.arrayValue ?? [])
        #expect(!listedPush.contains("statusBar"), "the status bar does not move in a push")
        #expect(listedPush.contains("list"), "the list slides out")
    }

    /// The transition a delta should carry: the full mode's (or one built from `previous`) with
    /// `before` limited to the delta's changed and removed nodes.
    static func expectedTransition(full: JSONValue?, delta: JSONValue, previous: [JSONValue]? = nil) -> JSONValue {
        let touched = Set(ids(delta["changed"]?.arrayValue ?? []))
            .union(delta["removed"]?.arrayValue?.compactMap(\.stringValue) ?? [])
        if let full, case .object(var object) = full {
            let before = object["before"]?.arrayValue ?? []
            object["before"] = .array(before.filter { touched.contains($0["id"]?.stringValue ?? "") })
            return .object(object)
        }
        guard let previous, case .object(var object) = delta["transition"] ?? .null else { return .null }
        object["before"] = .array(
            previous.compactMap { node in
                guard let id = node["id"]?.stringValue, touched.contains(id) else { return nil }
                return ["id": .string(id), "frame": node["frame"] ?? .null]
            })
        return .object(object)
    }
}
