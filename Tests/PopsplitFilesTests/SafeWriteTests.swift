#if os(Linux)
    import Glibc
    import Testing

    @testable import PopsplitFiles

    /// Every file popsplit writes is written safely (docs/reliability.md, "Files written"): a link,
    /// a FIFO or a hard link planted where a file is written is replaced, never followed or written
    /// through; directories popsplit makes are never entered through a link; the token file is
    /// read only when private and made exclusively, mode 0600.
    @Suite struct SafeWriteTests {
        /// A fresh directory with a `victim` file outside the output folder `out`.
        struct Planted {
            /// The temporary directory.
            let base: String
            /// The file a planted link points at.
            var victim: String { base + "/victim" }
            /// The output folder.
            var out: String { base + "/out" }

            /// Makes the directory, `victim` (holding `precious`) and `out`.
            init() throws {
                var template = Array("/tmp/popsplit-write-XXXXXX".utf8CString)
                guard let made = mkdtemp(&template) else { throw PlantError.setup("mkdtemp") }
                base = String(cString: made)
                guard FileText.write("precious", to: victim), mkdir(out, 0o755) == 0 else { throw PlantError.setup("victim") }
            }

            /// The victim's text now.
            var victimText: String? { Self.text(victim) }

            /// The text of the file at `path`, nil when it cannot be read.
            static func text(_ path: String) -> String? {
                guard case .success(let text) = FileText.text(path) else { return nil }
                return text
            }

            /// Whether `path` is a symbolic link.
            func isLink(_ path: String) -> Bool {
                var info = stat()
                return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
            }

            /// Removes everything (best effort; a test's failure must not hide behind it).
            func remove() {
                _ = system("rm -rf '\(base)'")
            }
        }

        /// A setup step that failed.
        enum PlantError: Error {
            /// What failed.
            case setup(String)
        }

        @Test func aLinkPlantedAtTheFileIsReplacedNotFollowed() throws {
            let tree = try Planted()
            defer { tree.remove() }
            for (index, target) in [tree.victim, "../victim", "/nonexistent/dangling"].enumerated() {
                let path = tree.out + "/picture\(index).svg"
                guard symlink(target, path) == 0 else { throw PlantError.setup("symlink") }
                #expect(FileText.writeFailure("<svg/>", to: path) == nil)
                #expect(!tree.isLink(path))
                #expect(Planted.text(path) == "<svg/>")
            }
            #expect(tree.victimText == "precious")
        }

        @Test func aHardLinkOrAFifoPlantedAtTheFileIsReplaced() throws {
            let tree = try Planted()
            defer { tree.remove() }
            guard link(tree.victim, tree.out + "/index.html") == 0, mkfifo(tree.out + "/step.png", 0o644) == 0 else {
                throw PlantError.setup("link")
            }
            let directory = try OutputDirectory.make(tree.out).get()
            #expect(directory.write(Array("book".utf8), as: "index.html") == nil)
            #expect(directory.write(Array("png".utf8), as: "step.png") == nil)
            #expect(tree.victimText == "precious")
            #expect(Planted.text(tree.out + "/index.html") == "book")
            #expect(Planted.text(tree.out + "/step.png") == "png")
        }

        @Test func aFailedWriteLeavesNoTemporaryFileAndSaysWhy() throws {
            let tree = try Planted()
            defer { tree.remove() }
            guard mkdir(tree.out + "/taken", 0o755) == 0 else { throw PlantError.setup("mkdir") }
            let directory = try OutputDirectory.open(tree.out).get()
            let failure = directory.write(Array("x".utf8), as: "taken")
            #expect(failure?.reason == "cannot write \(tree.out)/taken: Is a directory")
            #expect(directory.write([], as: "a/b")?.reason == "cannot write \(tree.out)/a/b: not a file name")
            let names = try #require(opendir(tree.out))
            defer { closedir(names) }
            var listed: [String] = []
            while let entry = readdir(names) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name != "." && name != ".." { listed.append(name) }
            }
            #expect(listed == ["taken"])
            #expect(FileText.writeFailure("x", to: "/nonexistent/x.png") == "cannot write /nonexistent/x.png: No such file or directory")
        }

        @Test func directoriesItMakesAreNeverEnteredThroughALink() throws {
            let tree = try Planted()
            defer { tree.remove() }
            // Made from nothing, three deep.
            let made = try OutputDirectory.make(tree.out + "/a/b/c").get()
            #expect(made.write(Array("ok".utf8), as: "f") == nil)
            #expect(Planted.text(tree.out + "/a/b/c/f") == "ok")
            // A link planted where a directory is to be made (pointing where nothing is yet, so the
            // path looks missing): not entered, and nothing made where it points.
            guard symlink(tree.base + "/elsewhere", tree.out + "/sneaky") == 0 else { throw PlantError.setup("symlink") }
            #expect(throws: FileWriteError.self) { try OutputDirectory.make(tree.out + "/sneaky/x").get() }
            var info = stat()
            #expect(stat(tree.base + "/elsewhere", &info) != 0)
            // The folder the user named may itself be a link (their choice): followed.
            guard symlink(tree.out + "/a", tree.base + "/chosen") == 0 else { throw PlantError.setup("symlink") }
            let chosen = try OutputDirectory.make(tree.base + "/chosen").get()
            #expect(chosen.write(Array("in".utf8), as: "g") == nil)
            #expect(Planted.text(tree.out + "/a/g") == "in")
        }

        @Test func theTokenFileMustBePrivate() throws {
            let tree = try Planted()
            defer { tree.remove() }
            let token = tree.out + "/token"
            // A link to the victim: refused, the victim untouched, nothing written.
            guard symlink(tree.victim, token) == 0 else { throw PlantError.setup("symlink") }
            #expect(PrivateFile.contents(of: token, maxBytes: 1024).failureReason == "refused \(token): it is a symbolic link")
            #expect(PrivateFile.write(Array("secret\n".utf8), to: token)?.reason == "refused \(token): it is a symbolic link")
            #expect(tree.victimText == "precious")
            unlink(token)
            // Missing: nil; created exclusively, mode 0600.
            #expect(PrivateFile.contents(of: token, maxBytes: 1024).text == .some(nil))
            #expect(PrivateFile.write(Array("secret\n".utf8), to: token) == nil)
            var info = stat()
            #expect(stat(token, &info) == 0 && info.st_mode & 0o777 == 0o600)
            #expect(PrivateFile.contents(of: token, maxBytes: 1024).text == .some("secret\n"))
            // Open to others: refused, naming the mode and the mend.
            chmod(token, 0o644)
            #expect(
                PrivateFile.contents(of: token, maxBytes: 1024).failureReason
                    == "refused \(token): others may read or write it (mode 644); `chmod 600 \(token)` keeps it private")
            chmod(token, 0o600)
            // A private file is replaced in place, still 0600.
            #expect(PrivateFile.write(Array("other\n".utf8), to: token) == nil)
            #expect(stat(token, &info) == 0 && info.st_mode & 0o777 == 0o600)
            // Not a regular file: refused without blocking.
            let fifo = tree.out + "/fifo"
            guard mkfifo(fifo, 0o600) == 0 else { throw PlantError.setup("mkfifo") }
            #expect(PrivateFile.contents(of: fifo, maxBytes: 1024).failureReason == "refused \(fifo): it is not a regular file")
        }
    }

    extension Result where Success == [UInt8]?, Failure == FileWriteError {
        /// The failure's sentence, or nil on success.
        var failureReason: String? {
            guard case .failure(let error) = self else { return nil }
            return error.reason
        }

        /// On success, the file's text (itself nil when there is no file); nil on failure.
        var text: String?? {
            guard case .success(let bytes) = self else { return nil }
            return .some(bytes.map { String(decoding: $0, as: UTF8.self) })
        }
    }
#endif
