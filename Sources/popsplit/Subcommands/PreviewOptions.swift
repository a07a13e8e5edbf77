import PopsplitPreview
import PopsplitPreviewLink
import PopsplitRPC
import PopsplitService

/// The options of the live preview page, shared by `serve` and `preview`.
struct PreviewOptions: CommandOptions {
    /// The port (0: an ephemeral one).
    var port: Int = 0
    /// The loopback address bound.
    var host = "127.0.0.1"
    /// The steps the timeline keeps per scene.
    var timelineSteps = 500
    /// The memory the timeline's steps may hold per scene, in MiB.
    var timelineMiB = PreviewHub.defaultTimelineByteLimit >> 20

    /// The group's options, set into the command's ``PreviewOptions`` field.
    static var options: [OptionSpec<PreviewOptions>] {
        [
            .value("preview-port", \.port, valueName: "port", help: "The preview server's port, 0 to 65535 (0: an ephemeral one)."),
            .value(
                "preview-host", \.host, valueName: "address",
                help: "The loopback address the preview server binds (127.0.0.1, another 127.x.y.z, ::1)."),
            .value("timeline-steps", \.timelineSteps, valueName: "count", help: "Steps the preview's timeline keeps per scene (1 to 100000)."),
            .value(
                "timeline-mib", \.timelineMiB, valueName: "MiB",
                help: "MiB of memory the preview's timeline may hold per scene (1 to 65536); past it the oldest steps go."),
        ]
    }

    /// Refuses a port or a step count out of range and an address that is not loopback.
    func validate() throws(UsageError) {
        guard (0...65535).contains(port) else { throw UsageError("--preview-port must be 0 to 65535, got \(port)") }
        guard LoopbackHost(host) != nil else { throw UsageError("--preview-host must be a loopback address, got \(host)") }
        guard (1...100_000).contains(timelineSteps) else {
            throw UsageError("--timeline-steps must be 1 to 100000, got \(timelineSteps)")
        }
        guard (1...65536).contains(timelineMiB) else { throw UsageError("--timeline-mib must be 1 to 65536, got \(timelineMiB)") }
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

    /// Undoes ``attach(to:transport:token:)`` once the session ended: the page server stops, its
    /// pages close, and the transport lets go of the inbox, so nothing of the preview outlives
    /// the session (the address sanitizer's leak check sees the process end clean).
    func detach(_ preview: PreviewService, from transport: StdioTransport) {
        preview.stop()
        transport.sideChannel = nil
    }
}
