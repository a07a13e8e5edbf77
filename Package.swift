// swift-tools-version:6.0
// popsplit: a live model of iPad UIKit presentation, served over JSON-RPC 2.0.

import PackageDescription

let package = Package(
    name: "popsplit",
    products: [
        .executable(name: "popsplit", targets: ["popsplit"]),
        .executable(name: "popsplit-bench", targets: ["popsplit-bench"]),
        .executable(name: "popsplit-preview", targets: ["popsplit-preview"]),
        .library(name: "PopsplitModel", targets: ["PopsplitModel"]),
        // The layers the fuzz targets (fuzz/Package.swift) drive in process.
        .library(name: "PopsplitJSON", targets: ["PopsplitJSON"]),
        .library(name: "PopsplitRPC", targets: ["PopsplitRPC"]),
        .library(name: "PopsplitService", targets: ["PopsplitService"]),
        .library(name: "PopsplitDocument", targets: ["PopsplitDocument"]),
        .library(name: "PopsplitInterfaceBuilder", targets: ["PopsplitInterfaceBuilder"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.20.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.0.0"),
    ],
    targets: [
        // MARK: JSON (the only code that touches jansson)
        .systemLibrary(
            name: "CJansson",
            pkgConfig: "jansson",
            providers: [.apt(["libjansson-dev"]), .brew(["jansson"])]
        ),
        /// The hot path of jansson's parse arena: a C thread-local and the bump cut.
        .target(name: "CJanssonArena"),
        .target(name: "PopsplitJSON", dependencies: ["CJansson", "CJanssonArena"]),

        // MARK: The pure model core (no JSON, no I/O)
        .target(name: "PopsplitModel"),

        // MARK: Previews: SVG and text renderings of a layout (layout types only, no I/O)
        .target(name: "PopsplitRender", dependencies: ["PopsplitModel"]),

        // MARK: PNG through librsvg and cairo, loaded at run time (Debian's librsvg2-2)
        .target(name: "PopsplitRaster"),

        // MARK: "Did you mean": the one suggestion engine (documents, requests, params)
        .target(name: "PopsplitSuggestion"),

        // MARK: JSON-RPC 2.0 over stdio framing (knows nothing of UIKit)
        .target(name: "PopsplitRPC", dependencies: ["PopsplitJSON", "PopsplitSuggestion"]),

        // MARK: Scene documents: the format's table, the reader, its diagnostics and source map
        .target(name: "PopsplitDocument", dependencies: ["PopsplitJSON", "PopsplitModel", "PopsplitSuggestion"]),

        // MARK: Storyboards and nibs: libxml2 (loaded at run time, read safely), the importers, companion documents
        /// libxml2's streaming reader, loaded at run time (Debian's libxml2; no headers needed).
        .target(name: "CLibXML2", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        .target(
            name: "PopsplitInterfaceBuilder", dependencies: ["CLibXML2", "PopsplitDocument", "PopsplitJSON", "PopsplitModel", "PopsplitSuggestion"]),

        // MARK: The service: protocol methods bound to the model
        .target(
            name: "PopsplitService",
            dependencies: [
                "PopsplitInterfaceBuilder", "PopsplitDocument", "PopsplitJSON", "PopsplitModel", "PopsplitRPC", "PopsplitRender", "PopsplitSuggestion",
            ]),

        // MARK: The Language Server Protocol server in front of the service (`popsplit lsp`)
        .target(name: "PopsplitLSP", dependencies: ["PopsplitDocument", "PopsplitJSON", "PopsplitModel", "PopsplitRPC"]),

        // MARK: Files a client or the command line names, read at the I/O edge
        .target(name: "PopsplitFiles", dependencies: ["PopsplitService", "PopsplitRPC"]),

        // MARK: The live preview page, in two processes (ARCHITECTURE.md, "The two processes")
        /// The pipe between the daemon and its page server: frames, their bounds, the writer and
        /// reader threads; the token and the loopback address both sides know. No Foundation, no NIO.
        .target(name: "PopsplitPreviewLink"),
        /// The daemon's side: the hub that follows scenes on the session's thread, the timeline, the
        /// page messages, the page server's process. No Foundation, no NIO.
        .target(
            name: "PopsplitPreview",
            dependencies: ["PopsplitPreviewLink", "PopsplitService", "PopsplitRPC", "PopsplitJSON", "PopsplitRender", "PopsplitModel"]
        ),
        /// prctl(PR_SET_PDEATHSIG) for the page server (prctl is variadic: Swift cannot call it).
        .target(name: "CPopsplitProcess"),
        /// The page server's HTTP and WebSocket side (Hummingbird): the guard, the connections, the
        /// pages' outboxes. Holds no scene and reads no file.
        .target(
            name: "PopsplitPreviewServer",
            dependencies: [
                "PopsplitPreviewLink", "PopsplitJSON", "CPopsplitProcess",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "Logging", package: "swift-log"),
            ],
            exclude: ["Page"]
        ),

        // MARK: Executables
        .executableTarget(
            name: "popsplit",
            dependencies: [
                "PopsplitService",
                "PopsplitDocument",
                "PopsplitInterfaceBuilder",
                "PopsplitFiles",
                "PopsplitRender",
                "PopsplitRaster",
                "PopsplitRPC",
                "PopsplitJSON",
                "PopsplitPreview",
                "PopsplitPreviewLink",
                "PopsplitLSP",
            ]
        ),
        /// popsplit's benchmarks, out of the product: every figure against a baseline run beside it.
        .executableTarget(
            name: "popsplit-bench",
            dependencies: [
                "PopsplitService", "PopsplitDocument", "PopsplitInterfaceBuilder", "PopsplitRender", "PopsplitModel", "PopsplitRPC",
                "PopsplitJSON", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        /// The page server, started by the daemon when a preview starts, fed over its stdin and stdout.
        .executableTarget(name: "popsplit-preview", dependencies: ["PopsplitPreviewServer", "PopsplitPreviewLink"]),
        /// The benchmark's floor: a minimal C echo server on jansson (parse, dump, frame).
        .executableTarget(name: "popsplit-echo", dependencies: ["CJansson"], linkerSettings: [.linkedLibrary("jansson")]),
        /// The benchmark's output floor: parses each request with jansson and writes the bytes
        /// popsplit answered to it in a recording pass.
        .executableTarget(name: "popsplit-floor", dependencies: ["CJansson"], linkerSettings: [.linkedLibrary("jansson")]),

        // MARK: Tests (mirror the modules)
        .testTarget(name: "PopsplitJSONTests", dependencies: ["PopsplitJSON"]),
        .testTarget(name: "PopsplitModelTests", dependencies: ["PopsplitModel", "PopsplitTestSupport"]),
        .testTarget(
            name: "PopsplitRenderTests",
            dependencies: ["PopsplitRender", "PopsplitRaster", "PopsplitModel", "PopsplitService", "PopsplitDocument", "PopsplitTestSupport"]),
        .testTarget(name: "PopsplitRPCTests", dependencies: ["PopsplitRPC", "PopsplitJSON", "PopsplitTestSupport"]),
        .testTarget(
            name: "PopsplitServiceTests",
            dependencies: ["PopsplitService", "PopsplitDocument", "PopsplitRPC", "PopsplitJSON", "PopsplitModel", "PopsplitTestSupport"]),
        .testTarget(
            name: "PopsplitPreviewTests",
            dependencies: [
                "PopsplitPreview", "PopsplitPreviewLink", "PopsplitPreviewServer", "PopsplitRender", "PopsplitService", "PopsplitRPC",
                "PopsplitJSON", "PopsplitModel",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
            ]
        ),
        .testTarget(
            name: "PopsplitInterfaceBuilderTests",
            dependencies: ["PopsplitInterfaceBuilder", "PopsplitDocument", "PopsplitJSON", "PopsplitModel", "PopsplitTestSupport"],
            exclude: ["Corpus"]
        ),
        .testTarget(name: "PopsplitLSPTests", dependencies: ["PopsplitLSP", "PopsplitDocument", "PopsplitRPC", "PopsplitJSON", "PopsplitService"]),
        .testTarget(name: "EndToEndTests", dependencies: ["PopsplitJSON", "PopsplitTestSupport"]),
        /// Test support shared by the test targets: the C library's calls, from Glibc or Darwin; the
        /// fixed-seed generator of the property tests.
        .target(name: "PopsplitTestSupport", path: "Tests/PopsplitTestSupport"),
        .testTarget(name: "PopsplitFilesTests", dependencies: ["PopsplitFiles", "PopsplitService", "CRaceSupport"]),
        /// Test support: renameat2(RENAME_EXCHANGE), to race the workspace check.
        .target(name: "CRaceSupport", path: "Tests/CRaceSupport"),
    ],
    swiftLanguageModes: [.v6]
)

// Release builds leave out the runtime's exclusivity checks (debug builds, which run the tests,
// keep them): each access to a class's stored property or a global was checked and recorded.
for target in package.targets where target.type == .regular || target.type == .executable {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]
}
