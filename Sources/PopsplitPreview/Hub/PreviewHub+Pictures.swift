import PopsplitJSON
import PopsplitModel
import PopsplitPreviewLink
import PopsplitRender
import PopsplitService

/// Pictures for the pages: patches from the picture last sent, whole pictures, a step's picture,
/// the rotated copy.
extension PreviewHub {
    /// Sends the pages of `scene` its current picture (a patch where one applies).
    func publish(_ scene: String, view: PreviewSceneView) {
        let pages = records(of: scene)
        guard !pages.isEmpty else { return }
        // A layout that animated into place: the pages hear how before its picture, so they can
        // keep the picture before on screen while they fetch the moments.
        let lastSent = watched[scene]?.sent.values.map(\.version).max()
        let motion = view.motion.flatMap { motion in
            motion.duration > 0 && lastSent.map { $0 < view.layoutVersion } == true
                ? PageMessages.motion(motion, version: view.layoutVersion) : nil
        }
        var updates: [String: ScenePicture] = [:]
        for page in pages {
            if let motion { page.connection.send(motion) }
            let key = page.options.pictureKey
            if updates[key] == nil { updates[key] = update(scene, view: view, options: page.options) }
            if let update = updates[key] { page.connection.send(picture: update) }
            if page.options.rotated { page.connection.send(rotatedMessage(view.scene, options: page.options)) }
        }
    }

    /// The update of `scene` for pages with `options`, and the picture it leaves as sent.
    func update(_ scene: String, view: PreviewSceneView, options: PageOptions) -> ScenePicture {
        let key = options.pictureKey
        let renderer = SVGRenderer(options: options.render)
        let previous = watched[scene]?.sent[key]
        let layout = view.layout
        let elements = renderer.elements(layout, reusing: previous.map { ($0.layout, $0.elements) })
        watched[scene]?.sent[key] = SentPicture(version: view.layoutVersion, layout: layout, elements: elements)
        var baseVersion: Int?
        if let previous, previous.layout.screen == layout.screen, previous.layout.orientation == layout.orientation,
            !options.explain
        {
            baseVersion = previous.version
        }
        let frame = renderer.frame(layout)
        return ScenePicture(
            version: view.layoutVersion, baseVersion: baseVersion,
            elements: elements.map { PictureElement(id: $0.id, markup: $0.markup) }, sentAt: WallClock.nowMs(),
            head: frame.head, tail: frame.tail)
    }

    /// Sends one page the whole current picture of its scene.
    func sendWhole(to page: PageRecord) {
        guard let scene = page.connection.scene, let view = server.previewView(scene) else { return }
        page.connection.send(picture: update(scene, view: view, options: page.options), whole: true)
        if page.options.rotated { page.connection.send(rotatedMessage(view.scene, options: page.options)) }
    }

    /// The picture of a state (a timeline step), whole.
    func picture(of value: Scene, options: PageOptions) -> String {
        SVGRenderer(options: options.render).render(value.layout)
    }

    /// The `rotated` message: the state a quarter turn on (portrait <-> landscape), computed on a
    /// copy with the delegates' default answers; nothing of the live scene changes.
    func rotatedMessage(_ value: Scene, options: PageOptions) -> String {
        let target: InterfaceOrientation = value.orientation.isPortrait ? .landscapeLeft : .portrait
        var answers: DelegateAnswers = [:]
        // Each question is answered once, so this ends after at most as many rounds as questions.
        for _ in 0..<16 {
            var copy = value
            do {
                switch try copy.apply(.rotate(to: target, animated: false), answers: answers) {
                case .done:
                    guard copy.orientation == target else {
                        return PageMessages.rotated(orientation: target.rawValue, svg: nil, refusedBy: "a controller")
                    }
                    return PageMessages.rotated(orientation: target.rawValue, svg: picture(of: copy, options: options), refusedBy: nil)
                case .needsAnswer(let question):
                    guard answers[question] == nil else {
                        return PageMessages.rotated(orientation: target.rawValue, svg: nil, refusedBy: "a delegate question")
                    }
                    answers[question] = question.defaultAnswer
                }
            } catch {
                return PageMessages.rotated(orientation: target.rawValue, svg: nil, refusedBy: error.message)
            }
        }
        return PageMessages.rotated(orientation: target.rawValue, svg: nil, refusedBy: "too many delegate questions")
    }
}
