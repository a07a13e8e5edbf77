import NIOConcurrencyHelpers
import PopsplitPreviewLink

@testable import PopsplitPreview
@testable import PopsplitPreviewServer

/// The pipe to the page server, in process: each frame the hub sends a page is encoded,
/// decoded, and handed to a page server's ``PageConnection`` as the page server's reader thread
/// hands it, so a test reads what the page would receive.
final class PageLoopback: PageOutlet, Sendable {
    /// The page server's side of the page.
    let connection: PageConnection
    /// The bytes in transit.
    let decoder = NIOLockedValueBox(LinkDecoder(maximumFrameBytes: DaemonLink.maximumFrameBytes))

    /// A loopback to `connection`.
    init(connection: PageConnection) {
        self.connection = connection
    }

    /// A page as the daemon sees it, and as the page server holds it.
    static func open(id: Int, scene: String?, capacity: Int = 256) -> (page: RemotePage, socket: PageConnection) {
        let socket = PageConnection(id: id, scene: scene, channel: nil, capacity: capacity)
        return (RemotePage(id: id, scene: scene, outlet: PageLoopback(connection: socket)), socket)
    }

    /// Sends `frame` through the encoder and decoder to the connection.
    func deliver(_ frame: LinkFrame) {
        let frames = decoder.withLockedValue { decoder -> [LinkFrame] in
            decoder.feed(LinkEncoder.encode(frame))
            var frames: [LinkFrame] = []
            while let next = try? decoder.next() { frames.append(next) }
            return frames
        }
        for frame in frames {
            switch frame {
            case .send(_, let text): connection.send(text)
            case .picture(let picture): connection.receive(picture)
            case .close: connection.close()
            default: break
            }
        }
    }
}
