#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The Swift files found under a list of paths, read into memory.
///
/// Folders are searched recursively in sorted order. Hidden entries (`.build`, `.git`, `.swiftpm`, ...) and
/// package manifests are skipped, and symbolic links are followed without ever entering a folder twice, so a
/// link loop ends. A file or folder that cannot be read becomes a `file-unreadable` diagnostic; reading goes on.
///
/// ```swift
/// let tree = try SourceTree(paths: ["Sources/Books"]).read()
/// let result = ExtractionPipeline(configuration: configuration).run(tree.files)
/// ```
package struct SourceTree: Sendable {
    /// What reading a tree produced.
    package struct Contents: Sendable {
        /// The files read, sorted by path. Each path is relative to `rootDirectory` and `/`-separated.
        package var files: [SourceFile]
        /// The intent definition files (`.intentdefinition`) read, sorted by path, with paths like `files`.
        package var intentDefinitions: [SourceFile] = []
        /// Problems met while reading, sorted by place.
        package var diagnostics: [Diagnostic]
        /// For each relative path (of a file or a reported folder), the path as the user wrote it on the command
        /// line; diagnostics are shown with these so that editors and terminals can open them.
        package var displayPaths: [String: String]
        /// The absolute folder the relative paths start from: the deepest folder holding every given path.
        package var rootDirectory: String
        /// For each given path that exists, whether it is a folder (`false`: a file, or a link to nothing).
        package var givenPathIsFolder: [String: Bool] = [:]
        /// The strings tables and catalogs the same walk met (absolute path and display path), not read: see
        /// `readLocalizationResources(besides:)`.
        package var localizationResources: [(absolute: String, display: String)] = []

        /// The path to show for a relative path; the relative path itself when it has no entry.
        package func displayPath(for relativePath: String) -> String {
            displayPaths[relativePath] ?? relativePath
        }
    }

    /// A path given to the tree that does not exist.
    package struct MissingPathError: Error, Sendable, Equatable, CustomStringConvertible {
        /// The path as given.
        package var path: String

        /// Creates the error for a path.
        package init(path: String) {
            self.path = path
        }

        package var description: String { "no such file or directory '\(path)'" }
    }

    /// The files and folders to read, as given (absolute or relative to the current folder).
    package var paths: [String]
    /// Files already read by other trees of the same run (the targets of one repository), if shared.
    package var readCache: FileReadCache?
    /// Whether every path is known to name a file, not a folder (a project reader checked each): no `stat` per path
    /// before reading. A file gone since is reported when it cannot be read, as a `file-unreadable` diagnostic.
    package var pathsAreFiles: Bool

    /// Creates a tree over files and folders.
    ///
    /// - Parameter paths: files are read whatever their extension, except strings tables and catalogs (see
    ///   `readLocalizationResources(relativeTo:)`); folders are searched for `.swift` files and for
    ///   `.intentdefinition` files, which are kept apart in `Contents.intentDefinitions`.
    package init(paths: [String], readCache: FileReadCache? = nil, pathsAreFiles: Bool = false) {
        self.paths = paths
        self.readCache = readCache
        self.pathsAreFiles = pathsAreFiles
    }

    /// Finds and reads the files.
    ///
    /// - Returns: the files, sorted by relative path, and the diagnostics for what could not be read.
    /// - Throws: `MissingPathError` for the first given path that does not exist (not asked with `pathsAreFiles`).
    package func read() throws -> Contents {
        let kinds = givenPathKinds()
        var roots: [(given: String, absolute: String, isDirectory: Bool)] = []
        var givenPathIsFolder: [String: Bool] = [:]
        // A target gives thousands of paths: sized at once, the table is not rehashed as it grows.
        givenPathIsFolder.reserveCapacity(paths.count)
        for (path, kind) in zip(paths, kinds) {
            guard let isDirectory = kind.isDirectory else { throw MissingPathError(path: path) }
            roots.append((path, kind.absolute, isDirectory))
            givenPathIsFolder[path] = isDirectory
        }
        let rootDirectory = PathArithmetic.commonDirectory(roots.map { $0.isDirectory ? $0.absolute : PathArithmetic.parent(of: $0.absolute) })
        var walk = Walk(rootDirectory: rootDirectory)
        for root in roots {
            let relative = PathArithmetic.relativePath(of: root.absolute, from: rootDirectory)
            let display = root.given
            if root.isDirectory {
                walk.searchDirectory(absolute: root.absolute, relative: relative, display: display)
            } else if LocalizationResources.isResourcePath(root.absolute) {
                // Strings tables and catalogs given by name are read by `readLocalizationResources(besides:)`.
                walk.resources.append((root.absolute, display))
            } else {
                walk.candidates.append(Candidate(
                    absolute: root.absolute, relative: relative.isEmpty ? PathArithmetic.lastComponent(of: root.absolute) : relative,
                    display: display, isExplicit: true
                ))
            }
        }
        walk.add(Self.readConcurrently(walk.candidates, cache: readCache))
        return Contents(
            files: walk.files.sorted { $0.path < $1.path },
            intentDefinitions: walk.intentDefinitions.sorted { $0.path < $1.path },
            diagnostics: walk.diagnostics.sorted(),
            displayPaths: walk.displayPaths,
            rootDirectory: rootDirectory,
            givenPathIsFolder: givenPathIsFolder,
            localizationResources: walk.resources
        )
    }
}

extension SourceTree {
    /// Each given path made absolute, with whether it is a folder (`nil`: nothing there).
    func givenPathKinds() -> [(absolute: String, isDirectory: Bool?)] {
        let currentDirectory = FileManager.default.currentDirectoryPath
        // Files a project reader checked are files: each `stat` costs a walk of a long path in the kernel, and an
        // app's targets list tens of thousands of them.
        if pathsAreFiles { return paths.map { (PathArithmetic.absolute($0, currentDirectory: currentDirectory), false) } }
        // A path per file (a response file from a build system) means thousands of `stat`s: on all cores.
        return concurrentMap(paths) { path in Self.kind(of: PathArithmetic.absolute(path, currentDirectory: currentDirectory)) }
    }

    /// Whether a normalized absolute path is a folder, something else, or nothing (`nil`). One `stat` for most
    /// paths; `lstat` only to tell a dangling link (reported when read) from no file.
    static func kind(of absolute: String) -> (absolute: String, isDirectory: Bool?) {
        var info = stat()
        if AnchoredPath.status(of: absolute, into: &info) == 0 { return (absolute, isDirectory(info)) }
        return (absolute, AnchoredPath.linkStatus(of: absolute, into: &info) == 0 ? false : nil)
    }

    struct FileIdentity: Hashable {
        var device: UInt64
        var inode: UInt64

        init(_ info: stat) {
            device = UInt64(truncatingIfNeeded: info.st_dev)
            inode = UInt64(truncatingIfNeeded: info.st_ino)
        }
    }

    /// A file the walk found, to be read.
    struct Candidate: Sendable {
        var absolute: String
        var relative: String
        var display: String
        var isExplicit: Bool
    }

    /// What reading one candidate gave, before links to the same file are merged.
    enum Reading: Sendable {
        /// The file could not be opened or is not a regular file.
        case unreadable(String)
        /// The file was opened: its identity, then its source, or `nil` for a package manifest to skip, or the
        /// reason reading failed part-way.
        case opened(FileIdentity, Result<SourceFile?, ReadFailure>)
    }

    /// The `errno` of a `read` that failed part-way.
    struct ReadFailure: Error, Sendable {
        var code: Int32
    }

    // Files are read on all cores; each reading lands in its candidate's slot and
    // they are added in walk order, so the result is the same as reading them one after another.
    static func readConcurrently(_ candidates: [Candidate], cache: FileReadCache?) -> [(Candidate, Reading)] {
        Array(zip(candidates, concurrentMap(candidates) { candidate in read(candidate, cache: cache) }))
    }

    private static func read(_ candidate: Candidate, cache: FileReadCache?) -> Reading {
        let bytes = cache?.bytes(ofFileAt: candidate.absolute, read: readBytes) ?? readBytes(ofFileAt: candidate.absolute)
        switch bytes {
        case .unreadable(let message):
            return .unreadable(message)
        case .opened(let identity, .failure(let failure)):
            return .opened(identity, .failure(failure))
        case .opened(let identity, .success(let bytes)):
            if !candidate.isExplicit, isManifestName(PathArithmetic.lastComponent(of: candidate.relative)), isManifest(bytes) {
                return .opened(identity, .success(nil))
            }
            return .opened(identity, .success(SourceFile(path: candidate.relative, bytes: bytes)))
        }
    }

    /// What reading one file's bytes gave, whoever asked for it.
    enum FileBytes: Sendable {
        /// The file could not be opened or is not a regular file.
        case unreadable(String)
        /// The file was opened: its identity, then its bytes or the reason reading failed part-way.
        case opened(FileIdentity, Result<[UInt8], ReadFailure>)
    }

    /// The bytes of the regular file at `absolute` (following links), read as source files are: `nil` when it cannot be
    /// opened, is not a regular file (a folder, a pipe, which is never waited on), or fails part-way. Project and
    /// configuration files (`project.pbxproj`, manifests, specs, `.xcconfig`) are read this way, where
    /// `FileManager.contents(atPath:)` gave `Data` that was then copied into an array.
    static func contents(ofFileAt absolute: String) -> [UInt8]? {
        guard case .opened(_, .success(let bytes)) = readBytes(ofFileAt: absolute) else { return nil }
        return bytes
    }

    static func readBytes(ofFileAt absolute: String) -> FileBytes {
        let descriptor = AnchoredPath.open(absolute, flags: O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return .unreadable("file could not be read: \(reason(errno))") }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .unreadable("file could not be read: \(reason(errno))") }
        // Opening with `O_NONBLOCK` and checking the type afterwards means a FIFO named `.swift` cannot hang us.
        guard isRegularFile(info) else { return .unreadable("file could not be read: not a regular file") }
        return .opened(FileIdentity(info), readAll(descriptor, expectedSize: Int(info.st_size)))
    }

    // Reads straight into the array's storage, sized by `fstat`: no zero-filled buffer and no copy per file. One
    // byte more than the size is asked for so that the end of the file is seen at once; a file that grew since
    // `fstat` is read on in chunks.
    private static func readAll(_ descriptor: Int32, expectedSize: Int) -> Result<[UInt8], ReadFailure> {
        let read = SystemCall.readBytes(upTo: max(expectedSize, 0) + 1, from: descriptor)
        var bytes = read.bytes
        if let failure = read.failure { return .failure(ReadFailure(code: failure)) }
        guard bytes.count > expectedSize else { return .success(bytes) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in SystemCall.readBytes(descriptor, into: buffer.baseAddress, count: buffer.count) }
            if count == 0 { return .success(bytes) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return .failure(ReadFailure(code: errno))
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    struct Walk {
        let rootDirectory: String
        /// The files to read, in walk order.
        var candidates: [Candidate] = []
        var files: [SourceFile] = []
        var intentDefinitions: [SourceFile] = []
        var diagnostics: [Diagnostic] = []
        var displayPaths: [String: String] = [:]
        // Folders are remembered by device and inode, which a symbolic link cannot disguise; files too, so a file
        // reached through two links is read once.
        var visitedDirectories: Set<FileIdentity> = []
        var visitedFiles: Set<FileIdentity> = []
        /// Strings tables and catalogs met on the way, outside prebuilt bundles; listed, not read.
        var resources: [(absolute: String, display: String)] = []

        init(rootDirectory: String) {
            self.rootDirectory = rootDirectory
        }

        mutating func searchDirectory(absolute: String, relative: String, display: String) {
            var info = stat()
            guard stat(absolute, &info) == 0 else {
                report(relative: relative, display: display, "folder could not be read: \(SourceTree.reason(errno))")
                return
            }
            guard visitedDirectories.insert(FileIdentity(info)).inserted else { return }
            guard let directory = opendir(absolute) else {
                report(relative: relative, display: display, "folder could not be read: \(SourceTree.reason(errno))")
                return
            }
            var names: [[UInt8]] = []
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
                names.append(name)
            }
            closedir(directory)
            // Byte order is the same on every machine and file system, unlike `readdir`'s order.
            names.sort { $0.lexicographicallyPrecedes($1) }
            var childDirectories: [(absolute: String, relative: String, display: String)] = []
            for nameBytes in names {
                // Hidden entries are skipped, which covers `.`, `..`, `.build`, `.git` and `.swiftpm`.
                guard let first = nameBytes.first, first != UInt8(ascii: ".") else { continue }
                let childAbsolute = PathArithmetic.join(absolute, String(decoding: nameBytes, as: UTF8.self))
                guard let name = String(validating: nameBytes, as: UTF8.self) else {
                    reportUndecodableName(nameBytes, in: absolute, relative: relative, display: display)
                    continue
                }
                let childRelative = relative.isEmpty ? name : relative + "/" + name
                let childDisplay = PathArithmetic.join(display, name)
                var childInfo = stat()
                guard stat(childAbsolute, &childInfo) == 0 else {
                    // A dangling link or a link loop: only worth a word when it claims to be Swift source.
                    if name.hasSuffix(".swift") {
                        report(relative: childRelative, display: childDisplay, "file could not be read: \(SourceTree.reason(errno))")
                    }
                    continue
                }
                if SourceTree.isDirectory(childInfo) {
                    childDirectories.append((childAbsolute, childRelative, childDisplay))
                } else if name.hasSuffix(".swift") || name.hasSuffix(SourceTree.intentDefinitionExtension) {
                    candidates.append(Candidate(absolute: childAbsolute, relative: childRelative, display: childDisplay, isExplicit: false))
                } else if LocalizationResources.isResourcePath(childRelative) {
                    resources.append((childAbsolute, childDisplay))
                }
            }
            for child in childDirectories {
                searchDirectory(absolute: child.absolute, relative: child.relative, display: child.display)
            }
        }

        /// Adds what was read, in walk order; of several links to one file, the first is kept.
        mutating func add(_ readings: [(Candidate, Reading)]) {
            displayPaths.reserveCapacity(displayPaths.count + readings.count)
            visitedFiles.reserveCapacity(visitedFiles.count + readings.count)
            for (candidate, reading) in readings {
                switch reading {
                case .unreadable(let message):
                    report(relative: candidate.relative, display: candidate.display, message)
                case .opened(let identity, let contents):
                    guard visitedFiles.insert(identity).inserted else { continue }
                    switch contents {
                    case .failure(let failure):
                        report(relative: candidate.relative, display: candidate.display, "file could not be read: \(SourceTree.reason(failure.code))")
                    case .success(nil):
                        continue
                    case .success(let file?):
                        if candidate.relative.hasSuffix(SourceTree.intentDefinitionExtension) {
                            intentDefinitions.append(file)
                        } else {
                            files.append(file)
                        }
                        displayPaths[candidate.relative] = candidate.display
                    }
                }
            }
        }

        mutating func reportUndecodableName(_ nameBytes: [UInt8], in directory: String, relative: String, display: String) {
            // The name goes through a raw byte path, since it has no `String` form that round-trips.
            var path = Array(directory.utf8)
            path.append(UInt8(ascii: "/"))
            path.append(contentsOf: nameBytes)
            path.append(0)
            var info = stat()
            let found = path.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { characters in
                    guard let base = characters.baseAddress else { return false }
                    return stat(base, &info) == 0
                }
            }
            let isDirectory = found && SourceTree.isDirectory(info)
            guard isDirectory || nameBytes.reversed().starts(with: Array(".swift".utf8).reversed()) else { return }
            let shown = String(decoding: nameBytes, as: UTF8.self)
            let childRelative = relative.isEmpty ? shown : relative + "/" + shown
            let what = isDirectory ? "folder name is not valid UTF-8; its files were skipped" : "file name is not valid UTF-8; the file was skipped"
            report(relative: childRelative, display: PathArithmetic.join(display, shown), what, notes: "rename it using UTF-8")
        }

        mutating func report(relative: String, display: String, _ message: String, notes: String? = nil) {
            let location = SourceLocation(file: relative, line: 1, column: 1)
            diagnostics.append(Diagnostic(.fileUnreadable, at: location, message, notes: notes.map { [Diagnostic.Note(location: location, message: $0)] } ?? []))
            displayPaths[relative] = display
        }
    }
}

// MARK: - Path and file helpers

extension SourceTree {
    /// The extension of Xcode's intent definition files, read beside the Swift files.
    static let intentDefinitionExtension = ".intentdefinition"

    // A manifest is only recognised by its mandatory first-line comment, so a source file that happens to be
    // named `Package.swift` inside a target is still read.
    static func isManifestName(_ name: String) -> Bool {
        name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
    }

    static func isManifest(_ bytes: [UInt8]) -> Bool {
        var text = Substring(String(decoding: bytes.prefix(200), as: UTF8.self))
        text = text.drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        guard text.hasPrefix("//") else { return false }
        text = text.dropFirst(2).drop { $0 == " " || $0 == "\t" }
        return text.lowercased().hasPrefix("swift-tools-version")
    }

    static func isDirectory(_ info: stat) -> Bool {
        Int(info.st_mode) & 0o170000 == 0o040000
    }

    static func isRegularFile(_ info: stat) -> Bool {
        Int(info.st_mode) & 0o170000 == 0o100000
    }

    static func reason(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
