// Linux only: the race needs renameat2(RENAME_EXCHANGE), the reader Linux's O_PATH and /proc.
#if os(Linux)
    import CRaceSupport
    import Glibc
    import PopsplitService
    import Testing

    @testable import PopsplitFiles

    /// The workspace check cannot be raced. An attacker who can write inside a root
    /// exchanges a regular file with a link to an outside file (or a directory with a link to an
    /// outside directory) in a loop, with `renameat2(RENAME_EXCHANGE)`, while the reader opens the
    /// name again and again: the outside document's bytes never come back.
    @Suite struct WorkspaceRaceTests {
        /// Opens per race (the issue asks for zero escapes in 100,000).
        static let opens = 100_000

        /// A file name exchanged with a link to an outside file.
        @Test func swappingAFileForALinkOutsideNeverEscapes() throws {
            let tree = try RaceTree()
            defer { tree.remove() }
            let outcome = try tree.race(
                path: "swap.json", exchanging: tree.root + "/swap.json", with: tree.root + "/.alt", opens: Self.opens)
            #expect(outcome.escapes == 0, "read the outside document \(outcome.escapes) times in \(Self.opens)")
            // The race was real: both sides of the swap were seen.
            #expect(outcome.inside > 0)
            #expect(outcome.refusedOutside > 0)
            #expect(outcome.swaps > 0)
        }

        /// A parent directory exchanged with a link to an outside directory.
        @Test func swappingAParentDirectoryForALinkOutsideNeverEscapes() throws {
            let tree = try RaceTree()
            defer { tree.remove() }
            let outcome = try tree.race(
                path: "dir/doc.json", exchanging: tree.root + "/dir", with: tree.root + "/.altdir", opens: Self.opens / 2)
            #expect(outcome.escapes == 0, "read the outside document \(outcome.escapes) times in \(Self.opens / 2)")
            #expect(outcome.inside > 0)
            #expect(outcome.refusedOutside > 0)
        }
    }

    /// A temporary tree: `base/root` is the workspace root, `base/outside` holds the secret.
    struct RaceTree {
        /// The temporary directory.
        let base: String
        /// The workspace root.
        var root: String { base + "/root" }

        /// What one race saw.
        struct Outcome {
            /// Reads of the inside document.
            var inside = 0
            /// Reads of the outside document: must stay 0.
            var escapes = 0
            /// Refusals as outside the workspace.
            var refusedOutside = 0
            /// Other refusals (missing for an instant).
            var other = 0
            /// Exchanges the swapping thread made.
            var swaps = 0
        }

        /// Makes the tree: `root/swap.json` and `root/dir/doc.json` inside, `outside/secret.json` and
        /// `outside/dir/doc.json` outside, `root/.alt` and `root/.altdir` links to them.
        init() throws {
            var template = Array("/tmp/popsplit-race-XXXXXX".utf8CString)
            guard let made = mkdtemp(&template) else { throw RaceError.setup("mkdtemp") }
            base = String(cString: made)
            for directory in [root, root + "/dir", base + "/outside", base + "/outside/dir"] {
                guard mkdir(directory, 0o755) == 0 else { throw RaceError.setup("mkdir \(directory)") }
            }
            try write(#"{"inside":true}"#, to: root + "/swap.json")
            try write(#"{"inside":true}"#, to: root + "/dir/doc.json")
            try write(#"{"SECRET":true}"#, to: base + "/outside/secret.json")
            try write(#"{"SECRET":true}"#, to: base + "/outside/dir/doc.json")
            guard symlink(base + "/outside/secret.json", root + "/.alt") == 0,
                symlink(base + "/outside/dir", root + "/.altdir") == 0
            else { throw RaceError.setup("symlink") }
        }

        /// Writes a small file.
        func write(_ text: String, to path: String) throws {
            guard FileText.write(text, to: path) else { throw RaceError.setup("write \(path)") }
        }

        /// Opens `path` (relative to the root) `opens` times while another thread exchanges `first`
        /// and `second` as fast as it can.
        func race(path: String, exchanging first: String, with second: String, opens: Int) throws -> Outcome {
            let swapper = Swapper(first: first, second: second)
            try swapper.start()
            defer { swapper.stop() }
            let files = DocumentFiles(base: root)
            let request = DocumentFileRequest(path: path, roots: [root], maxBytes: 4096)
            var outcome = Outcome()
            for _ in 0..<opens {
                switch files.text(of: request) {
                case .success(let text):
                    if text.contains("SECRET") { outcome.escapes += 1 } else { outcome.inside += 1 }
                case .failure(let error):
                    if case .outsideWorkspace = error.kind { outcome.refusedOutside += 1 } else { outcome.other += 1 }
                }
            }
            swapper.stop()
            outcome.swaps = swapper.count
            return outcome
        }

        /// Removes the tree.
        func remove() {
            for path in [
                root + "/swap.json", root + "/.alt", root + "/dir/doc.json", base + "/outside/dir/doc.json",
                base + "/outside/secret.json",
            ] { unlink(path) }
            unlink(root + "/dir")
            unlink(root + "/.altdir")
            for directory in [root + "/dir", root + "/.altdir", base + "/outside/dir", root, base + "/outside", base] { rmdir(directory) }
        }
    }

    /// Why a race tree could not be made.
    enum RaceError: Error {
        /// A setup step failed.
        case setup(String)
    }

    /// A thread exchanging two names until stopped.
    final class Swapper: @unchecked Sendable {
        /// The names.
        let first: String, second: String
        /// Set to stop the loop (read by the thread).
        private let stopFlag = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        /// Exchanges made (written by the thread, read after join).
        private let counter = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        /// The thread.
        private var thread: pthread_t?

        /// A swapper of `first` and `second`.
        init(first: String, second: String) {
            self.first = first
            self.second = second
            stopFlag.initialize(to: 0)
            counter.initialize(to: 0)
        }

        deinit {
            stop()
            stopFlag.deallocate()
            counter.deallocate()
        }

        /// Exchanges made.
        var count: Int { counter.pointee }

        /// Starts the thread; fails where the system cannot exchange names.
        func start() throws {
            guard popsplit_race_exchange(first, second) == 0, popsplit_race_exchange(first, second) == 0 else {
                throw RaceError.setup("renameat2(RENAME_EXCHANGE) failed: errno \(errno)")
            }
            let box = Unmanaged.passRetained(self)
            var handle = pthread_t()
            let status = pthread_create(
                &handle, nil,
                { raw in
                    let swapper = Unmanaged<Swapper>.fromOpaque(raw!).takeRetainedValue()
                    swapper.loop()
                    return nil
                }, box.toOpaque())
            guard status == 0 else {
                box.release()
                throw RaceError.setup("pthread_create")
            }
            thread = handle
        }

        /// The thread's loop.
        private func loop() {
            while loadFlag(stopFlag) == 0 {
                if popsplit_race_exchange(first, second) == 0 { counter.pointee += 1 }
            }
        }

        /// Stops and joins the thread (once); the names end as they began when the count is even.
        func stop() {
            guard let handle = thread else { return }
            stopFlag.pointee = 1
            pthread_join(handle, nil)
            thread = nil
            if counter.pointee % 2 == 1 { _ = popsplit_race_exchange(first, second) }
        }
    }

    /// Reads the stop flag (a plain volatile-style read through the pointer).
    @inline(never) private func loadFlag(_ pointer: UnsafeMutablePointer<Int32>) -> Int32 { pointer.pointee }
#endif
