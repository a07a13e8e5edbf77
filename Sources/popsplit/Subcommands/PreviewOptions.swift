import ArgumentParser
import PopsplitPreview
import PopsplitPreviewLink
import PopsplitRPC
import PopsplitService

/// The options of the live preview page (issue 15), shared by `serve` and `preview`.
struct PreviewOptions: ParsableArguments {
    /// The port (0: an ephemeral one).
    @Option(name: .customLong("preview-port"), help: ArgumentHelp("The preview server's port, 0 to 65535 (0: an ephemeral one).", valueName: "port"))
    var port: Int = 0

    /// The loopback address bound.
    @Option(
        name: .customLong("preview-host"),
        help: ArgumentHelp("The loopback address the preview server binds (127.0.0.1, another 127.x.y.z, ::1).", valueName: "address"))
    var host = "127.0.0.1"

    /// The steps the timeline keeps per scene.
    @Option(name: .long, help: ArgumentHelp("Steps the preview's timeline keeps per scene (1 to 100000).", valueName: "count"))
    var timelineSteps = 500

    /// The memory the timeline's steps may hold per scene, in MiB.
    @Option(
        name: .customLong("timeline-mib"),
        help: ArgumentHelp("MiB of memory the preview's timeline may hold per scene (1 to 65536); past it the oldest steps go.", valueName: "MiB"))
    var timelineMiB = PreviewHub.defaultTimelineByteLimit >> 20

    /// Refuses a port or a step count out of range and an address that is not loopback.
    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--preview-port must be 0 to 65535, got \(port)") }
        guard LoopbackHost(host) != nil else { throw ValidationError("--preview-host must be a loopback address, got \(host)") }
        guard (1...100_000).contains(timelineSteps) else {
            throw ValidationError("--timeline-steps must be 1 to 100000, got \(timelineSteps)")
        }
        guard (1...65536).contains(timelineMiB) else { throw ValidationError("--timeline-mib must be 1 to 65536, got \(timelineMiB)") }
    }

    /// A preview of `server`'s scenes whose inbox `transport` polls once its server runs; throws
    /// when the inbox's wake-up pipe cannot be made.
    func attach(to server: PopsplitServer, transport: StdioTransport, token: PreviewToken = .random()) throws(PreviewStartError)
        -> PreviewService
    {
        let preview = try PreviewService(
            server: server, timelineCapacity: timelineSteps, timelineByteLimit: timelineMiB << 20, token: token)
        let inbox = preview.inbox
        preview.onStart = { [unowned transport] in transport.sideChannel = inbox }
        return preview
    }
}
