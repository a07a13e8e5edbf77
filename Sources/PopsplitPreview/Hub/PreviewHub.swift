import PopsplitJSON
import PopsplitRPC
import PopsplitRender
import PopsplitService

/// The preview's side of the session's thread: which scenes it follows, their
/// timelines and the pictures last sent, the open pages. It sees every outcome of the handler
/// (``PreviewHandler``), records steps, and pushes pictures to the pages of the scenes that
/// changed; it runs what the pages send (``PreviewInbox``) through the session.
///
/// Used on the session's thread only. With no scene followed it costs the stdio path one check.
public final class PreviewHub {
    /// The service whose scenes are shown.
    let server: PopsplitServer
    /// The steps kept per scene.
    public let timelineCapacity: Int
    /// The bytes the steps of one scene may hold (``Timeline``).
    public let timelineByteLimit: Int
    /// The scenes followed, by id.
    var watched: [String: WatchedScene] = [:]
    /// The open pages, by connection id.
    var pages: [Int: PageRecord] = [:]
    /// Where the request being run came from (`client` or `page`), for the timeline.
    var source = StepSource.client
    /// The scenes whose pictures the pages have not got yet.
    var dirty: [String] = []
    /// Queues ``InboxItem/publish`` (set by ``PreviewService``): pictures are drawn after the
    /// response is written, once for all the requests of one read.
    public var requestPublish: (() -> Void)?
    /// Told when a page server process ended (set by ``PreviewService``, which then starts a new
    /// one at the next `preview/start`).
    var onServerEnded: ((PageServerProcess) -> Void)?

    /// The longest node id a page may send, in bytes.
    static let maximumNodeIdBytes = 1000
    /// The most requests that may wait in the session's queue when a page's call arrives (they
    /// wait only behind a delegate question the client has not answered yet); past it the call is
    /// answered ``PreviewErrorCode/busy`` at once and never queued.
    public static let maximumWaitingCalls = 64

    /// The default of ``timelineByteLimit``: 128 MiB.
    public static let defaultTimelineByteLimit = 128 << 20

    /// A hub for `server`'s scenes, keeping `timelineCapacity` steps per scene and at most
    /// `timelineByteLimit` bytes of them.
    public init(server: PopsplitServer, timelineCapacity: Int = 500, timelineByteLimit: Int = defaultTimelineByteLimit) {
        self.server = server
        self.timelineCapacity = min(max(1, timelineCapacity), 100_000)
        self.timelineByteLimit = max(1, timelineByteLimit)
    }

    /// Whether the hub follows nothing (the stdio path then skips it).
    public var isIdle: Bool { watched.isEmpty }

    /// Follows scene `id` (a no-op when followed already): its timeline starts with its state now.
    public func watch(_ id: String) {
        guard watched[id] == nil, let view = server.previewView(id) else { return }
        var timeline = Timeline(steps: timelineCapacity, byteLimit: timelineByteLimit)
        timeline.append(
            TimelineStep(
                method: "preview/start", summary: "the state when the preview began", events: [],
                layoutVersion: view.layoutVersion, source: .client, scene: view.scene, ownsDocument: true))
        watched[id] = WatchedScene(timeline: timeline)
    }

    /// Outlines `node` (nil: none) in the pages of `scene`.
    public func highlight(scene: String, node: String?) {
        watch(scene)
        watched[scene]?.highlight = node
        send(PageMessages.highlight(node), toPagesOf: scene)
    }

    /// The page server `process` ended: its pages are gone (nothing more is sent to them); the
    /// scenes stay followed, for the pages of the next page server.
    func serverEnded(_ process: PageServerProcess) {
        pages = pages.filter { $0.value.connection.outlet !== process }
        onServerEnded?(process)
    }

    /// Closes every page and forgets every scene (the server stopped).
    public func closeAll() {
        for record in pages.values { record.connection.close() }
        pages = [:]
        watched = [:]
    }

    /// The open pages of `scene` (not those of a scene of that id that was closed).
    func records(of scene: String) -> [PageRecord] {
        pages.values.filter { $0.connection.scene == scene && !$0.sceneClosed }.sorted { $0.connection.id < $1.connection.id }
    }

    /// Sends `message` to every page of `scene`.
    func send(_ message: String, toPagesOf scene: String) {
        for record in records(of: scene) { record.connection.send(message) }
    }
}
