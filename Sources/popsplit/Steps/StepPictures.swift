import PopsplitFiles
import PopsplitJSON
import PopsplitRPC
import PopsplitRaster
import PopsplitRender
import PopsplitService

/// `popsplit run SESSION --pictures DIR`: one picture per step that changed the screen (a scene's
/// picture differs from its last one), named by step number and method (`003-popover.present.png`;
/// `-SCENE` added when one step changed several scenes), then `index.html`, a flip-book of the
/// session (``FlipBook``).
final class StepPictures {
    /// The server the script plays against (to draw its scenes).
    let server: PopsplitServer
    /// The directory written to, as the user named it.
    let directory: String
    /// That directory, held open: every picture and the flip-book are written into it safely
    /// (temporary file and rename; a planted link is replaced, never followed).
    let output: OutputDirectory
    /// The pictures' format.
    let format: PictureFormat
    /// How scenes are drawn (SVG for SVG and PNG, text for text).
    let request: RenderRequest
    /// The PNG rasterizer (PNG only).
    let rasterizer: PNGRasterizer?
    /// How many moments of an animated change are drawn besides its end (0: none).
    let moments: Int
    /// The steps so far.
    private(set) var recorder = StepRecorder()
    /// The pictures written, in order.
    private(set) var pictures: [StepPicture] = []
    /// The last picture drawn of each scene.
    private var last: [String: String] = [:]
    /// The first failure (nothing more is written after it).
    private(set) var failure: String?

    /// A writer of pictures into `directory` (made if missing, with its parents).
    init(
        server: PopsplitServer, directory: String, format: PictureFormat, options: RenderOptions, moments: Int = 0
    ) throws(StepPicturesError) {
        self.moments = min(max(moments, 0), StepPictures.mostMoments)
        switch OutputDirectory.make(directory) {
        case .failure(let error): throw StepPicturesError(message: error.reason)
        case .success(let opened): output = opened
        }
        self.server = server
        self.directory = directory
        self.format = format
        self.request = RenderRequest(format: format == .text ? .text : .svg, options: options)
        if format == .png {
            switch PNGRasterizer.load() {
            case .success(let loaded): rasterizer = loaded
            case .failure(let error): throw StepPicturesError(message: error.message)
            }
        } else {
            rasterizer = nil
        }
    }

    /// The most moments drawn of one transition.
    static let mostMoments = 12

    /// Hears one step of the script.
    func observe(_ step: ScriptStep) {
        let changed: [String]
        switch step {
        case .comment:
            recorder.observe(step)
            return
        case .played(_, _, _, let replies), .settled(let replies):
            recorder.observe(step)
            changed = StepRecord.scenes(changedBy: replies)
        }
        guard let record = recorder.steps.last, failure == nil else { return }
        draw(changed, after: record)
    }

    /// Draws the scenes `changed` named after `record`, writing those whose picture changed.
    private func draw(_ changed: [String], after record: StepRecord) {
        var drawn: [(scene: String, picture: (content: String, width: Double, height: Double))] = []
        for scene in changed {
            guard let picture = server.picture(scene: scene, fileName: nil, request: request), last[scene] != picture.content else { continue }
            last[scene] = picture.content
            drawn.append((scene, picture))
        }
        // A step drawn again (its question's default answer changed the screen once more)
        // replaces its picture of that scene. A step's pictures are the last ones written, so only
        // that tail is looked at (a long session costs linear time).
        var tail = pictures.count
        while tail > 0, pictures[tail - 1].step == record.number { tail -= 1 }
        let kept = pictures[tail...].filter { picture in !drawn.contains { $0.scene == picture.scene } }
        pictures.replaceSubrange(tail..., with: kept)
        let scenes = Set(pictures[tail...].map(\.scene) + drawn.map(\.scene))
        for (scene, picture) in drawn {
            var name = StepRecord.paddedNumber(record.number) + "-" + record.label
            if scenes.count > 1 { name += "-" + StepRecord.safeName(scene) }
            var written = StepPicture(step: record.number, scene: scene, fileName: name + "." + format.fileExtension, content: picture.content)
            guard write(written.fileName, written.content, width: picture.width, height: picture.height) else { return }
            if moments > 0, let animation = server.lastAnimation(scene: scene), animation.duration > 0 {
                written.duration = animation.duration
                for i in 1...moments {
                    let at = animation.duration * Double(i) / Double(moments + 1)
                    var moment = request
                    moment.at = at
                    guard let drawn = server.picture(scene: scene, fileName: nil, request: moment) else { continue }
                    let file = name + ".t" + StepPictures.milliseconds(at) + "." + format.fileExtension
                    guard write(file, drawn.content, width: drawn.width, height: drawn.height) else { return }
                    written.moments.append(StepMoment(at: at, fileName: file, content: drawn.content))
                }
            }
            pictures.append(written)
        }
    }

    /// `seconds` as whole milliseconds, at least three digits (`0.05` is `050`), for file names.
    static func milliseconds(_ seconds: Double) -> String {
        let whole = String(Int((seconds * 1000).rounded()))
        return String(repeating: "0", count: max(0, 3 - whole.count)) + whole
    }

    /// Writes one picture (`content`, SVG or text) as `fileName`; false (and ``failure`` set)
    /// when it cannot.
    private func write(_ fileName: String, _ content: String, width: Double, height: Double) -> Bool {
        let path = output.pathOf(fileName)
        var bytes = Array(content.utf8)
        if let rasterizer {
            switch rasterizer.png(svg: content, width: Int(width.rounded()), height: Int(height.rounded())) {
            case .success(let png): bytes = png
            case .failure(let error):
                failure = "cannot draw \(path): \(error.message)"
                return false
            }
        }
        if let error = output.write(bytes, as: fileName) {
            failure = error.reason
            return false
        }
        return true
    }

    /// One line per step, what `run --pictures` prints: its number and method, its error when it
    /// was refused, and the pictures it drew (`[4] touch/tap → 004-touch.tap.png`).
    func summary() -> [String] {
        var drawn: [Int: [String]] = [:]
        for picture in pictures {
            let moments = picture.moments.isEmpty ? "" : " (+\(picture.moments.count) moments)"
            drawn[picture.step, default: []].append(picture.fileName + moments)
        }
        return recorder.steps.map { record in
            var line = "[\(record.number)] \(record.method ?? record.label)"
            if let error = record.response?["error"], record.method != nil {
                line += " ✗ \(error["code"].map(JSONCodec.string) ?? "") \(NarrationText.cut(error["message"]?.stringValue ?? "", 100))"
            }
            if let files = drawn[record.number] { line += " → " + files.joined(separator: ", ") }
            return line
        }
    }

    /// Writes `index.html` (the flip-book); the first failure, or `nil`.
    func finish(session: String) -> String? {
        if let failure { return failure }
        let book = FlipBook(session: session, steps: recorder.steps, pictures: pictures, format: format)
        return output.write(Array(book.html.utf8), as: "index.html")?.reason
    }
}
