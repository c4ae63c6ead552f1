#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads an Xcode project the way Xcode builds it: native targets, each target's Swift sources (from its sources
/// build phase through the group tree, and from synchronized folders with their exceptions), its strings tables,
/// its build settings for one configuration, and its dependencies.
///
/// The reader never traps and never loops on input: a malformed `project.pbxproj` is one `project-unreadable`
/// error at its line and column, and nothing from it is used; a reference to a missing object, a group cycle or a
/// missing file is a `project-invalid-reference` warning and that entry is skipped.
///
/// ```swift
/// let project = XcodeProjectReader.read(projectAt: "/repo/App.xcodeproj", configuration: "Debug", rootDirectory: "/repo")
/// for target in project.targets { print(target.name, target.moduleName, target.platform, target.sourceFiles.count) }
/// ```
package struct XcodeProjectReader {
    /// Larger files are refused: Xcode's own projects stay far below this.
    package static let maximumFileSize = 256 << 20

    let projectPath: String
    /// `SRCROOT`: the folder holding the `.xcodeproj`, moved by `projectDirPath` when set.
    var sourceRoot: String
    let configurationName: String
    let rootDirectory: String
    /// The folders the repository walk listed (`FolderListings`).
    let listings: FolderListings
    let file: SourceFile
    /// The project's `objects`. An object is known by its number, its position there, once its ID is looked up.
    let objects: PropertyListKeyIndex
    /// By object number: the number of the group that lists the object as a child.
    var parents: [Int?]
    /// The IDs of every `PBXFileSystemSynchronizedRootGroup`, sorted.
    var synchronizedGroupIDs: [String] = []
    var diagnostics: [Diagnostic] = []
    /// By object number: the absolute path of a file reference or group, once worked out.
    var resolvedPaths: [ResolvedPath]
    /// For each product file reference, the name of the target that builds it; of two, the one written first.
    var productOwners: [String: String] = [:]
    /// Files already reported missing, so a file in two targets is reported once.
    var reportedMissingFiles: Set<String> = []
    /// The files of each synchronized folder listed so far, by its path and explicit folders: targets share folders
    /// (home-assistant-iOS's targets name one 83 times; listing them took 21.5M instructions, 15.7M listed once).
    var synchronizedFolderListings: [String: [String]] = [:]

    /// Reads a project.
    ///
    /// - Parameters:
    ///   - path: the absolute path of the `.xcodeproj` folder.
    ///   - configuration: the build configuration whose settings apply; `nil` means `Debug`, else the project's default.
    ///   - rootDirectory: the absolute folder diagnostics' paths are relative to.
    ///   - listings: folders already listed, which say that many of the files the project names exist.
    /// - Returns: the project; its diagnostics say what could not be read.
    package static func read(projectAt path: String, configuration: String?, rootDirectory: String, listings: FolderListings = .none) -> XcodeProject {
        let projectPath = ProjectPath.normalize(path)
        let pbxprojPath = projectPath + "/project.pbxproj"
        let relativePbxproj = ProjectPath.relative(pbxprojPath, to: rootDirectory)
        func failure(_ message: String, line: Int = 1, column: Int = 1) -> XcodeProject {
            let diagnostic = Diagnostic(.projectUnreadable, at: SourceLocation(file: relativePbxproj, line: line, column: column), message)
            return XcodeProject(path: projectPath, targets: [], localPackagePaths: [], diagnostics: [diagnostic])
        }
        guard ProjectPath.isFile(pbxprojPath) else { return failure("the project has no readable 'project.pbxproj'") }
        let size = SystemCall.fileSize(at: pbxprojPath) ?? 0
        guard size <= maximumFileSize else { return failure("the project file is \(size >> 20) MB, more than the \(maximumFileSize >> 20) MB this tool reads") }
        guard let bytes = SourceTree.contents(ofFileAt: pbxprojPath) else { return failure("the project file could not be read") }
        return read(projectFile: bytes, projectAt: projectPath, configuration: configuration, rootDirectory: rootDirectory, listings: listings)
    }

    /// Reads a project from the bytes of its `project.pbxproj`; files it names are looked up on disk.
    ///
    /// - Parameters:
    ///   - bytes: the contents of `project.pbxproj`.
    ///   - path: the absolute path of the `.xcodeproj` folder, which paths in the project start from.
    ///   - configuration: the build configuration; `nil` means `Debug`.
    ///   - rootDirectory: the absolute folder diagnostics' paths are relative to.
    ///   - listings: folders already listed, which say that many of the files the project names exist.
    /// - Returns: the project; its diagnostics say what could not be read.
    package static func read(
        projectFile bytes: [UInt8], projectAt path: String, configuration: String?, rootDirectory: String, listings: FolderListings = .none
    ) -> XcodeProject {
        let projectPath = ProjectPath.normalize(path)
        let relativePbxproj = ProjectPath.relative(projectPath + "/project.pbxproj", to: rootDirectory)
        func failure(_ message: String, line: Int = 1, column: Int = 1) -> XcodeProject {
            let diagnostic = Diagnostic(.projectUnreadable, at: SourceLocation(file: relativePbxproj, line: line, column: column), message)
            return XcodeProject(path: projectPath, targets: [], localPackagePaths: [], diagnostics: [diagnostic])
        }
        let file = SourceFile(path: relativePbxproj, bytes: bytes)
        let root: PropertyListValue
        switch OldStylePropertyListParser.parse(file.bytes) {
        case .success(let value): root = value
        case .failure(let error):
            let position = file.lineAndColumn(at: error.offset)
            return failure(error.message, line: position.line, column: position.column)
        }
        guard let top = root.dictionary else { return failure("the project file is not a dictionary") }
        guard let objects = top["objects"]?.dictionary else { return failure("the project file has no 'objects' dictionary") }
        let objectIndex = PropertyListKeyIndex(objects)
        guard let rootID = top[string: "rootObject"], let project = objectIndex.number(of: rootID).flatMap(objectIndex.dictionary(at:)),
            project.string(of: "isa", equals: "PBXProject")
        else {
            return failure("the project file's 'rootObject' is not a 'PBXProject'")
        }
        let projectFolder = ProjectPath.parent(of: projectPath)
        var reader = XcodeProjectReader(
            projectPath: projectPath, sourceRoot: ProjectPath.join(projectFolder, project[string: "projectDirPath"] ?? ""),
            configurationName: configuration ?? "Debug", rootDirectory: rootDirectory, file: file, objects: objectIndex, listings: listings
        )
        reader.indexObjects()
        return reader.readProject(project)
    }

    private init(
        projectPath: String, sourceRoot: String, configurationName: String, rootDirectory: String, file: SourceFile, objects: PropertyListKeyIndex,
        listings: FolderListings
    ) {
        self.projectPath = projectPath
        self.listings = listings
        self.sourceRoot = sourceRoot
        self.configurationName = configurationName
        self.rootDirectory = rootDirectory
        self.file = file
        self.objects = objects
        parents = Array(repeating: nil, count: objects.count)
        resolvedPaths = Array(repeating: .unresolved, count: objects.count)
    }

    /// Finds each object's parent group, the synchronized folders and the targets' products, in one pass.
    private mutating func indexObjects() {
        for number in 0..<objects.count {
            guard let object = objects.dictionary(at: number) else { continue }
            let children = object.stringNodes(of: "children")
            let isa = object.stringNode(of: "isa")
            let isSynchronizedFolder = isa.map { objects.document.string(at: $0, equals: "PBXFileSystemSynchronizedRootGroup", textIsASCII: true) } ?? false
            let isTarget = isa.map { objects.document.string(at: $0, equals: "PBXNativeTarget", textIsASCII: true) } ?? false
            // An ID written twice is the object written last.
            guard !children.isEmpty || isSynchronizedFolder || isTarget, objects.number(ofStringAt: Int(objects.keyNodes[number])) == number else { continue }
            if isSynchronizedFolder { synchronizedGroupIDs.append(objects.key(at: number)) }
            if isTarget, let product = object[string: "productReference"], let name = object[string: "name"], productOwners[product] == nil {
                productOwners[product] = name
            }
            for childID in children {
                guard let child = objects.number(ofStringAt: childID) else { continue }
                // A child listed by two groups belongs to the one with the lowest ID, whatever the order written.
                if let parent = parents[child], !objects.keyPrecedes(number, parent) { continue }
                parents[child] = number
            }
        }
        synchronizedGroupIDs.sort()
    }

    private mutating func readProject(_ project: PropertyListDictionary) -> XcodeProject {
        let developmentRegion = project[string: "developmentRegion"]
        let knownRegions = project[strings: "knownRegions"].filter { $0 != "Base" }.sorted()
        let projectLayers = settingsLayers(ofConfigurationList: project[string: "buildConfigurationList"], in: project)
        var targets: [ProjectTarget] = []
        var seenTargets: Set<String> = []
        for targetID in project[strings: "targets"] {
            guard seenTargets.insert(targetID).inserted else { continue }
            guard let target = object(targetID, referredBy: project) else { continue }
            guard target[string: "isa"] == "PBXNativeTarget" else { continue }
            guard let name = target[string: "name"] else {
                report(at: target, "a target has no name; it is skipped")
                continue
            }
            guard let kind = ProjectTarget.Kind(productType: target[string: "productType"] ?? "") else { continue }
            var resolved = readTarget(target, id: targetID, name: name, kind: kind, projectLayers: projectLayers)
            resolved.developmentRegion = developmentRegion
            resolved.knownRegions = knownRegions
            targets.append(resolved)
        }
        var localPackages: [String] = []
        for referenceID in project[strings: "packageReferences"] {
            guard let reference = object(referenceID, referredBy: project) else { continue }
            guard reference[string: "isa"] == "XCLocalSwiftPackageReference", let relativePath = reference[string: "relativePath"] else { continue }
            localPackages.append(ProjectPath.join(sourceRoot, relativePath))
        }
        return XcodeProject(path: projectPath, targets: targets, localPackagePaths: localPackages.sorted(), diagnostics: Diagnostic.sortedRemovingDuplicates(diagnostics))
    }

    private mutating func readTarget(
        _ target: PropertyListDictionary, id: String, name: String, kind: ProjectTarget.Kind, projectLayers: [[BuildSettingAssignment]]
    ) -> ProjectTarget {
        var files = TargetFiles()
        for phaseID in target[strings: "buildPhases"] {
            guard let phase = object(phaseID, referredBy: target) else { continue }
            switch phase[string: "isa"] {
            case "PBXSourcesBuildPhase":
                for path in buildFilePaths(of: phase) { files.insert(path) }
            case "PBXResourcesBuildPhase":
                for path in buildFilePaths(of: phase) where TargetFiles.Kind(of: path) == .resource { files.insert(path, as: .resource) }
            default:
                continue
            }
        }
        addSynchronizedFiles(ofTarget: id, target: target, to: &files)
        let sourceFiles = existingFiles(files.sources, ofTarget: target, name: name, reportingMissing: true)
        let resourceFiles = existingFiles(files.resources, ofTarget: target, name: name, reportingMissing: false)
        var settings = buildSettings(of: target, name: name, projectLayers: projectLayers)
        let platforms = Self.platforms(of: settings, kind: kind)
        settings.sdk = platforms.sdk
        let productName = settings.value(of: "PRODUCT_NAME").flatMap { $0.isEmpty ? nil : $0 } ?? name
        let moduleName = settings.value(of: "PRODUCT_MODULE_NAME").flatMap { $0.isEmpty ? nil : $0 } ?? productName.c99ExtendedIdentifier
        return ProjectTarget(
            name: name, kind: kind, moduleName: moduleName, platform: platforms.primary, platforms: platforms.all,
            compilationFlags: Self.compilationFlags(of: settings), projectPath: projectPath,
            sourceFiles: sourceFiles, resourceFiles: resourceFiles,
            dependencies: dependencies(of: target), deploymentTarget: platforms.deploymentKey.flatMap { settings.value(of: $0) },
            filesAreChecked: true
        )
    }

    /// The paths that exist and are not folders, sorted; a missing source is a note, once however many targets name
    /// it. The target says so (`filesAreChecked`), and reading it does not ask again.
    private mutating func existingFiles(
        _ paths: Set<String>, ofTarget target: PropertyListDictionary, name: String, reportingMissing: Bool
    ) -> [String] {
        var existing: [String] = []
        let sorted = paths.sorted()
        // Most files are regular files in folders the walk listed; a `stat` each for the rest, on all cores: a big
        // app's targets list thousands of files, and their `stat`s were the longest part of reading its project.
        let listed = sorted.map(listings.isListedAsRegularFile)
        let unlisted = sorted.indices.filter { !listed[$0] }
        var isFile = listed
        for (index, answer) in zip(unlisted, concurrentMap(unlisted) { ProjectPath.isFile(sorted[$0]) }) { isFile[index] = answer }
        for (path, isFile) in zip(sorted, isFile) {
            if isFile {
                existing.append(path)
            } else if reportingMissing, reportedMissingFiles.insert(path).inserted {
                // A note, not a warning: repositories leave out files their projects name (ignored secrets,
                // generated sources), and a checkout without them is normal.
                report(at: target, "file '\(ProjectPath.relative(path, to: rootDirectory))' of target '\(name)' does not exist; it is skipped", severity: .note)
            }
        }
        return existing
    }

    // MARK: Objects

    /// The object with an ID, reported at the referring object when missing.
    mutating func object(_ id: String, referredBy referrer: PropertyListDictionary) -> PropertyListDictionary? {
        guard let found = object(id) else {
            reportMissingObject(id, referredBy: referrer)
            return nil
        }
        return found
    }

    /// The object whose ID is the string at a node of the project, with its number; reported at the referring
    /// object when missing.
    mutating func object(atStringNode node: Int, referredBy referrer: PropertyListDictionary) -> (number: Int, object: PropertyListDictionary)? {
        guard let number = objects.number(ofStringAt: node), let found = objects.dictionary(at: number) else {
            reportMissingObject(objects.document.string(at: node), referredBy: referrer)
            return nil
        }
        return (number, found)
    }

    private mutating func reportMissingObject(_ id: String, referredBy referrer: PropertyListDictionary) {
        report(at: referrer, "object '\(id)' does not exist in the project; the reference is skipped")
    }

    /// The object with an ID, when there is one.
    func object(_ id: String) -> PropertyListDictionary? {
        objects.number(of: id).flatMap(objects.dictionary(at:))
    }

    mutating func report(at object: PropertyListDictionary, _ message: String, severity: Diagnostic.Severity? = nil) {
        let position = file.lineAndColumn(at: object.offset)
        diagnostics.append(
            Diagnostic(.projectInvalidReference, severity: severity, at: SourceLocation(file: file.path, line: position.line, column: position.column), message)
        )
    }

    /// The paths of a build phase's files; a variant group (`Localizable.strings`) gives each of its localizations.
    private mutating func buildFilePaths(of phase: PropertyListDictionary) -> [String] {
        // IDs are looked up from where they are written, without making a `String` of each.
        var paths: [String] = []
        for buildFileID in phase.stringNodes(of: "files") {
            guard let buildFile = object(atStringNode: buildFileID, referredBy: phase)?.object else { continue }
            guard let referenceID = buildFile.stringNode(of: "fileRef") else { continue }
            guard let (number, reference) = object(atStringNode: referenceID, referredBy: buildFile) else { continue }
            if reference.string(of: "isa", equals: "PBXVariantGroup") || reference.string(of: "isa", equals: "XCVersionGroup") {
                for childID in reference.stringNodes(of: "children") {
                    if let path = resolvedPath(ofStringAt: childID) { paths.append(path) }
                }
            } else if let path = resolvedPath(ofObject: number) {
                paths.append(path)
            }
        }
        return paths
    }

    static func isSourcePath(_ path: String) -> Bool {
        path.hasSuffix(".swift") || path.hasSuffix(".intentdefinition")
    }

    static func isResourcePath(_ path: String) -> Bool {
        ProjectPath.isLocalizationResource(path)
    }
}
