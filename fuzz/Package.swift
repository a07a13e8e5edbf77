// swift-tools-version:5.4
// popsplit's libFuzzer targets, built by scripts/fuzz.sh (see the README, "Fuzzing").
//
// A package of its own, depending on the repository's package by path, so that the fuzzing flags
// never reach the ordinary build. scripts/fuzz.sh builds it from clean with
//   swift build -c debug -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
// which instruments every module (popsplit's included) for coverage and address checks, and links
// libFuzzer, whose `main` calls each target's `LLVMFuzzerTestOneInput`.
//
// Why tools version 5.4: from 5.5 on, SwiftPM links executables with `--defsym main=<Target>_main`
// (so that tests can link executable modules); a fuzz target has no Swift `main` (it is parsed as
// a library), so that symbol would be missing, and libFuzzer's own `main` would clash with it.
// Manifests of 5.4 and older keep the plain `main`: libFuzzer's.

import PackageDescription

let package = Package(
    name: "popsplit-fuzz",
    dependencies: [
        .package(name: "popsplit", path: ".."),
    ],
    targets: [
        /// Shared helpers: checks that crash with a message, deterministic chunking of an input.
        .target(name: "FuzzSupport"),
        /// (a) The frame decoder: any bytes, any chunking, any caps.
        .executableTarget(name: "FuzzFrames", dependencies: [
            "FuzzSupport", .product(name: "PopsplitRPC", package: "popsplit"),
        ]),
        /// (b) The JSON reader (jansson) and the Swift writer, round trip and agreement with jansson.
        .executableTarget(name: "FuzzJSON", dependencies: [
            "FuzzSupport", .product(name: "PopsplitJSON", package: "popsplit"),
        ]),
        /// (c) The scene document decoder on any text; valid documents are opened in the model.
        .executableTarget(name: "FuzzSceneDocument", dependencies: [
            "FuzzSupport",
            .product(name: "PopsplitDocument", package: "popsplit"),
            .product(name: "PopsplitJSON", package: "popsplit"),
            .product(name: "PopsplitModel", package: "popsplit"),
        ]),
        /// (d) The whole session: framed bytes through FrameDecoder, RPCSession and PopsplitServer.
        .executableTarget(name: "FuzzSession", dependencies: [
            "FuzzSupport",
            .product(name: "PopsplitService", package: "popsplit"),
            .product(name: "PopsplitRPC", package: "popsplit"),
            .product(name: "PopsplitJSON", package: "popsplit"),
        ]),
        /// (e) The storyboard and nib importer on any text; imported documents decoded and opened.
        .executableTarget(name: "FuzzStoryboard", dependencies: [
            "FuzzSupport",
            .product(name: "PopsplitInterfaceBuilder", package: "popsplit"),
            .product(name: "PopsplitDocument", package: "popsplit"),
            .product(name: "PopsplitJSON", package: "popsplit"),
            .product(name: "PopsplitModel", package: "popsplit"),
        ]),
    ]
)
