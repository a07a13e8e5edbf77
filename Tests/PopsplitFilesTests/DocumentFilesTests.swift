// Linux only: the race needs renameat2(RENAME_EXCHANGE), the reader Linux's O_PATH and /proc.
#if os(Linux)
    import Glibc
    import PopsplitService
    import Testing

    @testable import PopsplitFiles

    /// The document reader opens what the system would open, and only inside the roots
    /// (protocol.md section 3, "Workspace roots").
    @Suite struct DocumentFilesTests {
        /// `linkdir/../ok.json` is where the system goes: up from the link's target, not back into
        /// the root (paths were normalised lexically).
        @Test func dotDotAfterALinkGoesWhereTheSystemGoes() throws {
            let tree = try RaceTree()
            defer { tree.remove() }
            try tree.write(#"{"inside":true}"#, to: tree.root + "/ok.json")
            guard symlink(tree.base + "/outside/dir", tree.root + "/linkdir") == 0 else { throw RaceError.setup("symlink") }
            defer { unlink(tree.root + "/linkdir") }
            let files = DocumentFiles(base: tree.root)
            // The system resolves root/linkdir/.. to base/outside, where no ok.json exists: outside.
            let missing = files.text(of: DocumentFileRequest(path: "linkdir/../ok.json", roots: [tree.root], maxBytes: 4096))
            guard case .failure(let error) = missing, case .outsideWorkspace(let resolved, _) = error.kind else {
                Issue.record("expected an outside refusal, got \(missing)")
                return
            }
            #expect(resolved == tree.base + "/outside/ok.json")
            // And where it exists out there, it is refused too, never read.
            try tree.write(#"{"SECRET":true}"#, to: tree.base + "/outside/ok.json")
            defer { unlink(tree.base + "/outside/ok.json") }
            let outside = files.text(of: DocumentFileRequest(path: "linkdir/../ok.json", roots: [tree.root], maxBytes: 4096))
            guard case .failure(let refusal) = outside, case .outsideWorkspace = refusal.kind else {
                Issue.record("expected an outside refusal, got \(outside)")
                return
            }
        }

        /// A link inside the root, absolute or relative, that leads back inside is followed.
        @Test func linksThatStayInsideAreFollowed() throws {
            let tree = try RaceTree()
            defer { tree.remove() }
            guard symlink(tree.root + "/swap.json", tree.root + "/absolute.json") == 0,
                symlink("dir/doc.json", tree.root + "/relative.json") == 0
            else { throw RaceError.setup("symlink") }
            defer {
                unlink(tree.root + "/absolute.json")
                unlink(tree.root + "/relative.json")
            }
            let files = DocumentFiles(base: tree.root)
            for path in ["absolute.json", "relative.json", "dir/../swap.json", tree.root + "/./dir/doc.json"] {
                let result = files.text(of: DocumentFileRequest(path: path, roots: [tree.root], maxBytes: 4096))
                #expect((try? result.get()) == #"{"inside":true}"#, "\(path): \(result)")
            }
        }

        /// A link to an outside file is refused as outside, naming where it leads.
        @Test func aLinkOutsideIsRefused() throws {
            let tree = try RaceTree()
            defer { tree.remove() }
            let result = DocumentFiles(base: tree.root).text(of: DocumentFileRequest(path: ".alt", roots: [tree.root], maxBytes: 4096))
            guard case .failure(let error) = result, case .outsideWorkspace(let resolved, let roots) = error.kind else {
                Issue.record("expected an outside refusal, got \(result)")
                return
            }
            #expect(resolved == tree.base + "/outside/secret.json")
            #expect(roots == [tree.root])
        }

        /// A FIFO inside the root is refused at once (opened with O_PATH, nothing blocks), and so is
        /// a directory; a missing file is `notFound`.
        @Test func specialFilesAndMissingOnes() throws {
            let tree = try RaceTree()
            defer { tree.remove() }
            guard mkfifo(tree.root + "/fifo.json", 0o644) == 0 else { throw RaceError.setup("mkfifo") }
            defer { unlink(tree.root + "/fifo.json") }
            let files = DocumentFiles(base: tree.root)
            let fifo = files.text(of: DocumentFileRequest(path: "fifo.json", roots: [tree.root], maxBytes: 4096))
            #expect(fifo.failureMessage?.contains("a FIFO (named pipe), not a regular file") == true, "\(fifo)")
            let directory = files.text(of: DocumentFileRequest(path: "dir", roots: [tree.root], maxBytes: 4096))
            #expect(directory.failureMessage?.contains("it is a directory") == true, "\(directory)")
            let missing = files.text(of: DocumentFileRequest(path: "nothing.json", roots: [tree.root], maxBytes: 4096))
            guard case .failure(let error) = missing else {
                Issue.record("expected a failure")
                return
            }
            #expect(error.kind == .notFound)
        }

        /// Found from outside: a document file that is not UTF-8 (a CESU-8 surrogate, an overlong
        /// form) was repaired to U+FFFD while the same bytes sent as `text` are refused; now the file
        /// is refused too, naming the byte.
        @Test func aFileThatIsNotUTF8IsRefused() throws {
            let tree = try RaceTree()
            defer { tree.remove() }
            let files = DocumentFiles(base: tree.root)
            for (name, bytes) in [("cesu.json", [0x7B, 0x22, 0x61, 0xED, 0xA0, 0x80, 0x22, 0x7D] as [UInt8]), ("overlong.json", [0x7B, 0xC0, 0xAF, 0x7D])] {
                guard FileText.write(bytes: bytes, to: tree.root + "/" + name) else { throw RaceError.setup("write") }
                defer { unlink(tree.root + "/" + name) }
                let result = files.text(of: DocumentFileRequest(path: name, roots: [tree.root], maxBytes: 4096))
                #expect(result.failureMessage?.contains("is not UTF-8 text (byte ") == true, "\(name): \(result)")
            }
            #expect((try? files.text(of: DocumentFileRequest(path: "swap.json", roots: [tree.root], maxBytes: 4096)).get()) == #"{"inside":true}"#)
        }

        /// The size limit is checked on the opened file.
        @Test func theSizeLimitHolds() throws {
            let tree = try RaceTree()
            defer { tree.remove() }
            let result = DocumentFiles(base: tree.root).text(of: DocumentFileRequest(path: "swap.json", roots: [tree.root], maxBytes: 4))
            #expect(result.failureMessage?.contains("more than the limit of 4") == true, "\(result)")
        }
    }

    extension Result where Failure == DocumentReadError {
        /// The failure's message, if any.
        var failureMessage: String? {
            if case .failure(let error) = self { return error.message }
            return nil
        }
    }
#endif
