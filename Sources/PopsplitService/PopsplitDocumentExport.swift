/// The service's clients (the daemon's commands, its benchmarks, the preview) see the scene
/// document reader's types through the service, as they did when the reader was part of it.
@_exported import PopsplitDocument
