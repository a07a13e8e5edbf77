import PopsplitModel
import PopsplitTestSupport
import Testing

/// Beyond MGSplitViewController: rotation never corrupts the layout. Any sequence of rotations,
/// drags, list-button toggles, split points set in code and rotations back gives the same frames
/// as the same state reached directly (a fresh scene rotated once, its split points set, its side
/// shown). Fixed seed (`POPSPLIT_PROPERTY_SEED`, `POPSPLIT_PROPERTY_ITERATIONS` as the other
/// properties).
struct VersatileRotationProperty {
    /// The options a case draws from.
    static func options(_ random: inout SplitMix64) -> VersatileSplitOptions {
        var o = VersatileSplitOptions()
        o.axis = random.chance(30) ? .horizontal : .vertical
        o.sideViewPosition = o.axis == .vertical ? (random.bool() ? .left : .right) : (random.bool() ? .top : .bottom)
        o.splitterStyle = random.chance(30) ? .paneSplitter : .line
        o.splitterWidth = o.splitterStyle == .paneSplitter ? 25 : Double(random.int(in: 0...12))
        o.draggable = true
        o.minimumPaneSize = Double(random.int(in: 0...300))
        o.sideViewDisplayOption = random.pick(SideViewDisplayOption.self)
        o.listDisplayStyle = random.pick(ListDisplayStyle.self)
        o.listButtonPlace = random.bool() ? .toolbar : .navigationBar
        if random.chance(30) { o.landscapeSplitPoint = Double(random.int(in: 0...1100)) }
        if random.chance(30) { o.portraitSplitPoint = Double(random.int(in: 0...1100)) }
        return o
    }

    @Test("SVC-09 rotations, drags, toggles and rotations back give the frames of the state reached directly")
    func rotationNeverCorrupts() throws {
        let configuration = PropertyConfiguration.current
        var reached = (drags: 0, moved: 0, toggles: 0, rotations: 0)
        for index in 0..<configuration.iterations {
            var random = SplitMix64.forCase(seed: configuration.seed, index: index)
            let options = Self.options(&random)
            let atRoot = random.bool()
            let start: InterfaceOrientation = random.bool() ? .portrait : .landscapeLeft
            let document = VersatileFixtures.document(options, orientation: start, atRoot: atRoot)
            var scene = try Fixtures.open(document)
            var log: [String] = []
            for _ in 0..<random.int(in: 1...14) {
                let command: SceneCommand
                switch random.below(4) {
                case 0: command = .rotate(to: random.pick(InterfaceOrientation.self), animated: random.bool())
                case 1:
                    let divider = scene.layout.frame("svc.divider")
                    let from = divider.map { Point(x: $0.midX, y: $0.midY) } ?? Point(x: random.points(in: 0...767), y: random.points(in: 20...767))
                    command = .drag(from: from, to: Point(x: random.points(in: 0...767), y: random.points(in: 20...767)))
                case 2: command = .toggleSplitMaster(split: "svc", animated: random.bool())
                default:
                    command = .setSplitPoint(split: "svc", point: random.points(in: 0...1024), landscape: random.bool() ? nil : random.bool(), animated: true)
                }
                log.append(Compact.command(command))
                if let outcome = try? scene.run(command) {
                    if case .drag = command {
                        reached.drags += 1
                        if outcome.result["moved"] == .bool(true) { reached.moved += 1 }
                    }
                    if case .toggleSplitMaster = command { reached.toggles += 1 }
                    if case .rotate = command, outcome.result["rotated"] == .bool(true) { reached.rotations += 1 }
                }
            }
            // The same state, reached directly.
            let state = scene.snapshot()
            var direct = try Fixtures.open(document)
            try direct.run(.rotate(to: state.orientation, animated: false))
            for (point, landscape) in [(state.portraitSplitPoints["svc"], false), (state.landscapeSplitPoints["svc"], true)] {
                guard let point else { continue }
                var restored = direct.snapshot()
                if landscape { restored.landscapeSplitPoints["svc"] = point } else { restored.portraitSplitPoints["svc"] = point }
                try direct.restore(restored)
            }
            if state.splitsShowingSide.contains("svc") { try direct.run(.toggleSplitMaster(split: "svc", animated: false)) }
            let frames = scene.layout.nodes.map { "\($0.id) \(Compact.rect($0.frame))" }
            let expected = direct.layout.nodes.map { "\($0.id) \(Compact.rect($0.frame))" }
            #expect(frames == expected, "case \(index) \(options) after \(log)")
            if frames != expected { break }
        }
        // The generated sequences reach what the property talks about.
        #expect(reached.drags > 0 && reached.moved > 0 && reached.toggles > 0 && reached.rotations > 0, "reached \(reached)")
    }
}
