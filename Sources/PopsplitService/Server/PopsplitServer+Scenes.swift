import PopsplitDocument
import PopsplitInterfaceBuilder
import PopsplitJSON
import PopsplitModel
import PopsplitRPC

extension PopsplitServer {
    /// `scene/open`: loads a document into a new scene, launches it, sends its launch events and
    /// its first layout (version 1).
    func openScene(_ params: ParamsReader) throws(RPCError) -> HandlerOutcome {
        let requested = try params.optionalString("scene")
        if requested?.isEmpty == true {
            throw RPCError.invalidParams(path: "params.scene", expected: "a non-empty string", got: "\"\"")
        }
        if let requested, state.scenes[requested] != nil {
            throw RPCError(code: ServiceErrorCode.unknownScene, message: "scene \"\(requested)\" is already open", data: ["scene": .string(requested)])
        }
        let loaded = try readDocument(params)
        let opened: (scene: Scene, events: [SceneEvent])
        do {
            opened = try Scene.open(loaded.document)
        } catch {
            throw loadError(error)
        }
        var generated = state.generatedSceneCount
        let id: String
        if let requested {
            id = requested
        } else {
            repeat {
                generated += 1
            } while state.scenes["s\(generated)"] != nil
            id = "s\(generated)"
        }
        var blank = SceneEntry(scene: opened.scene, layoutVersion: 0, lastLayout: opened.scene.layout, eventCount: 0)
        blank.documentPath = try params.optionalString("path")
        blank.documentText = loaded.text
        blank.sourceMap = loaded.sourceMap
        let published = publish(opened.scene, events: opened.events, animation: nil, into: blank, id: id, forceLayout: true)
        // Nothing fails from here: the state changes in place (a copy would copy every scene).
        state.generatedSceneCount = generated
        state.scenes[id] = published.entry
        state.openOrder.append(id)
        return .result(.object(loadResult(id: id, layoutVersion: published.entry.layoutVersion, loaded: loaded)), notifications: published.notifications)
    }

    /// The result of `scene/open` and `scene/reload`: the scene, its layout version, the
    /// document's warnings (and, for a storyboard or nib, its information), and the format when
    /// the document was a storyboard or nib.
    func loadResult(id: String, layoutVersion: Int, loaded: LoadedDocument) -> JSONObject {
        var result = JSONObject([
            ("scene", .string(id)), ("layoutVersion", .int(Int64(layoutVersion))),
            ("diagnostics", DiagnosticWriter(encoding: positionEncoding, text: loaded.text).json(loaded.warnings)),
        ])
        if loaded.format.isInterfaceBuilder { result["format"] = .string(loaded.format.rawValue) }
        return result
    }

    /// `scene/reload`: loads an edited document into a live scene with the least disturbance.
    func reloadScene(_ params: ParamsReader) throws(RPCError) -> HandlerOutcome {
        let id = try params.string("scene")
        let entry = try entry(id)
        let loaded = try readDocument(params)
        var scene = entry.scene
        let events: [SceneEvent]
        do {
            events = try scene.reload(loaded.document)
        } catch {
            throw loadError(error)
        }
        var published = publish(scene, events: events, animation: nil, into: entry, id: id)
        published.entry.documentText = loaded.text
        published.entry.sourceMap = loaded.sourceMap
        state.scenes[id] = published.entry
        return .result(.object(loadResult(id: id, layoutVersion: published.entry.layoutVersion, loaded: loaded)), notifications: published.notifications)
    }

    /// `scene/close`: drops a scene.
    func closeScene(_ params: ParamsReader) throws(RPCError) -> HandlerOutcome {
        let id = try params.string("scene")
        _ = try entry(id)
        state.scenes[id] = nil
        state.openOrder.removeAll { $0 == id }
        return .result(["scene": .string(id), "closed": true])
    }

    /// `scene/snapshot`: the whole live state (what `scene/restore` takes back) and the current layout.
    func snapshotScene(_ params: ParamsReader) throws(RPCError) -> HandlerOutcome {
        let id = try params.string("scene")
        let entry = try entry(id)
        let snapshot = entry.scene.snapshot().json
        return .encodedResult(
            JSONText(capacity: 2048) { out in
                out.openObject()
                out.key("scene")
                out.string(id)
                out.key("layoutVersion")
                out.int(entry.layoutVersion)
                out.key("profile")
                out.string(entry.scene.document.profile.rawValue)
                out.key("snapshot")
                out.value(snapshot)
                out.key("layout")
                out.fullLayout(entry.lastLayout, scene: id, version: entry.layoutVersion, transition: nil, reusing: entry.encodedNodes)
                out.closeObject()
            })
    }

    /// `scene/restore`: puts a scene back in a state a snapshot recorded.
    func restoreScene(_ params: ParamsReader) throws(RPCError) -> HandlerOutcome {
        let id = try params.string("scene")
        let entry = try entry(id)
        var scene = entry.scene
        let snapshot = try SceneState.restoring(reading: try params.object("snapshot"), for: scene)
        let events: [SceneEvent]
        do {
            events = try scene.restore(snapshot.state, keeping: snapshot.kept)
        } catch {
            throw RequestSuggestion.rpcError(error, in: entry.scene)
        }
        let published = publish(scene, events: events, animation: nil, into: entry, id: id)
        state.scenes[id] = published.entry
        return .result(
            ["scene": .string(id), "layoutVersion": .int(Int64(published.entry.layoutVersion))],
            notifications: published.notifications)
    }

    /// `scene/layout`: the current layout, as the last `scene/layout` notification carried it.
    func currentLayout(_ params: ParamsReader) throws(RPCError) -> HandlerOutcome {
        let id = try params.string("scene")
        let entry = try entry(id)
        let params = entry.lastLayout.notificationParams(scene: id, version: entry.layoutVersion, transition: nil, reusing: entry.encodedNodes)
        return .encodedResult(params.params)
    }

    /// `scene/list`: the open scenes.
    func listScenes(_ params: ParamsReader) throws(RPCError) -> HandlerOutcome {
        try params.requireObject()
        // Written in the function's own body: in a closure, each entry read was a full copy. The
        // table is read from one copy of it: `state.scenes[id]` copied the whole state each time.
        let scenes = state.scenes
        var out = JSONOutput(capacity: 64 + 96 * min(scenes.count, 64))
        out.openObject()
        out.key("scenes")
        out.openArray()
        if scenes.count == 1, let only = scenes.first {
            // One scene (an editor's usual session) needs no sorted copy of the ids.
            Self.writeListed(only.key, only.value, into: &out)
        } else {
            for id in scenes.keys.sorted() {
                guard let entry = scenes[id] else { continue }
                Self.writeListed(id, entry, into: &out)
            }
        }
        out.closeArray()
        out.closeObject()
        return .encodedResult(out.finish())
    }

    /// One scene of `scene/list`'s answer: its id, orientation and layout version.
    private static func writeListed(_ id: String, _ entry: SceneEntry, into out: inout JSONOutput) {
        out.openObject()
        out.key("scene")
        out.string(id)
        out.key("orientation")
        out.string(entry.orientation.rawValue)
        out.key("layoutVersion")
        out.int(entry.layoutVersion)
        out.closeObject()
    }
}
