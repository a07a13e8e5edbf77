import PopsplitPreviewLink

/// One page open in the page server, as the daemon addresses it: its id and scene, and the
/// pipe its frames go down. Made on the page server's reader thread; everything else happens on
/// the session's thread (the hub), which alone reads and writes ``shown``.
public final class RemotePage: @unchecked Sendable {
    /// The page's number in its page server.
    public let id: Int
    /// The scene the page shows (nil: the list of scenes).
    public let scene: String?
    /// Where its frames go.
    let outlet: any PageOutlet
    /// The last picture sent for the page (its version and elements): the page server keeps the
    /// same, and the next picture goes as the change from it.
    var shown: (version: Int, elements: [PictureElement])?
    /// Whether the daemon closed the page.
    public private(set) var isClosed = false

    /// Page `id` of `scene`, reached through `outlet`.
    public init(id: Int, scene: String?, outlet: any PageOutlet) {
        self.id = id
        self.scene = scene
        self.outlet = outlet
    }

    /// Sends a message (protocol.md 13.3); the page server queues it in the page's outbox.
    public func send(_ message: String) {
        guard !isClosed else { return }
        outlet.deliver(.send(page: id, text: message))
    }

    /// Sends a picture: a patch from the page's picture when `picture` starts from the version
    /// the page was last sent (and `whole` is false), else the whole picture.
    public func send(picture: ScenePicture, whole: Bool = false) {
        guard !isClosed else { return }
        let base = whole ? nil : picture.baseVersion.flatMap { $0 == shown?.version ? $0 : nil }
        let delta = PictureDelta(from: shown?.elements ?? [], to: picture.elements)
        shown = (picture.version, picture.elements)
        outlet.deliver(
            .picture(
                PagePicture(
                    page: id, version: picture.version, baseVersion: base, sentAt: picture.sentAt, head: picture.head,
                    tail: picture.tail, elements: delta)))
    }

    /// Closes the page: nothing more is sent, and the page server closes its socket.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        outlet.deliver(.close(page: id))
    }
}
