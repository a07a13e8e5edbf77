import PopsplitJSON
import PopsplitModel
import PopsplitRPC
import PopsplitRender

extension PopsplitServer {
    /// `scene/render`: the current layout as SVG, text, or an SVG patch from the layout before
    /// (protocol.md section 12). Changes nothing and sends no notification.
    func renderScene(_ params: ParamsReader) throws(RPCError) -> HandlerOutcome {
        let id = try params.string("scene")
        let entry = try entry(id)
        let request = try RenderRequest(reading: params)
        var object = JSONObject()
        object["scene"] = .string(id)
        object["layoutVersion"] = .int(Int64(entry.layoutVersion))
        object["format"] = .string(request.format.rawValue)
        switch request.format {
        case .svg where request.at == nil:
            let renderer = SVGRenderer(options: request.options)
            let elements = cachedElements(entry, id: id, renderer: renderer)
            let box = renderer.viewBox(entry.lastLayout)
            object["width"] = JSONNumber.points(box.width * request.options.scale)
            object["height"] = JSONNumber.points(box.height * request.options.scale)
            object["content"] = .string(renderer.render(entry.lastLayout, elements: elements))
        case .svg, .text:
            let picture = Self.picture(entry, request)
            object["width"] = JSONNumber.points(picture.width)
            object["height"] = JSONNumber.points(picture.height)
            object["content"] = .string(picture.content)
        case .svgPatch:
            let renderer = SVGRenderer(options: request.options)
            let base =
                entry.previousLayout
                ?? SceneLayout(
                    orientation: entry.lastLayout.orientation, screen: entry.lastLayout.screen,
                    applicationFrame: entry.lastLayout.applicationFrame, nodes: [])
            let baseElements: [SVGElement]
            if let cache = entry.svgCache, cache.options == request.options, cache.layoutVersion == entry.layoutVersion - 1,
                cache.layout == base
            {
                baseElements = cache.elements
            } else {
                baseElements = renderer.elements(base)
            }
            let elements = renderer.elements(entry.lastLayout, reusing: (base, baseElements))
            state.scenes[id]?.svgCache = SVGCache(
                options: request.options, layoutVersion: entry.layoutVersion,
                layout: entry.lastLayout, elements: elements)
            let patch = SVGPatch(from: baseElements, to: elements)
            object["baseVersion"] = .int(Int64(max(0, entry.layoutVersion - 1)))
            object["changed"] = .array(patch.changed.map { ["id": .string($0.id), "svg": .string($0.markup)] })
            object["removed"] = .array(patch.removed.map { .string($0) })
            object["order"] = .array(patch.order.map { .string($0) })
        }
        return .result(.object(object))
    }

    /// The picture of a scene entry: its layout (at the asked moment of its last transition) drawn
    /// as SVG or text, with the picture's size (pixels for SVG, characters for text).
    static func picture(_ entry: SceneEntry, _ request: RenderRequest) -> (content: String, width: Double, height: Double) {
        var layout = entry.lastLayout
        var turn: ScreenTurn?
        if let at = request.at, let transition = entry.lastTransition {
            layout = LayoutMoment.at(at, of: entry.lastLayout, transition: transition, curve: request.curve)
            turn = LayoutMoment.turn(at, of: entry.lastLayout, transition: transition, curve: request.curve)
        }
        switch request.format {
        case .text:
            let text = TextRenderer(options: request.options).render(layout)
            return (text, Double(request.options.columns), Double(request.options.rows))
        case .svg, .svgPatch:
            let renderer = SVGRenderer(options: request.options)
            let box = renderer.viewBox(layout, turn: turn)
            return (renderer.render(layout, turn: turn), box.width * request.options.scale, box.height * request.options.scale)
        }
    }

    /// The elements of scene `id`'s current layout, redrawing only what changed since the cached
    /// ones when they were drawn with the same options; the cache is then updated.
    func cachedElements(_ entry: SceneEntry, id: String, renderer: SVGRenderer) -> [SVGElement] {
        if let cache = entry.svgCache, cache.options == renderer.options, cache.layoutVersion == entry.layoutVersion {
            return cache.elements
        }
        let previous = entry.svgCache.flatMap { $0.options == renderer.options ? ($0.layout, $0.elements) : nil }
        let elements = renderer.elements(entry.lastLayout, reusing: previous)
        state.scenes[id]?.svgCache = SVGCache(
            options: renderer.options, layoutVersion: entry.layoutVersion, layout: entry.lastLayout,
            elements: elements)
        return elements
    }

    /// The picture of an open scene, for the command line (`popsplit render`): `scene` or, when
    /// `nil`, the scene opened from a file named `fileName`, else the last scene opened.
    public func picture(scene: String?, fileName: String?, request: RenderRequest) -> (content: String, width: Double, height: Double)? {
        let id: String?
        if let scene {
            id = scene
        } else if let fileName, let match = state.openOrder.last(where: { state.scenes[$0]?.documentPath.map { Self.fileName($0) } == fileName }) {
            id = match
        } else {
            id = state.openOrder.last
        }
        guard let id, let entry = state.scenes[id] else { return nil }
        return Self.picture(entry, request)
    }

    /// How scene `id`'s last layout animated into place (its kind and duration), if it did: the
    /// transition `scene/render`'s `at` draws moments of.
    public func lastAnimation(scene id: String) -> Animation? {
        state.scenes[id]?.transitionStart.map { Animation(kind: $0.kind, duration: $0.duration) }
    }

    /// The last component of a path.
    static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
