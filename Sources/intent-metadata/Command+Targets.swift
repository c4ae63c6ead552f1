#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentMetadata
import IntentMetadataExtractor

extension Command {
    /// `targets`: the targets of the projects and packages under a folder, as a table or JSON.
    static func runTargets(_ options: TargetsOptions) throws -> ExitCode {
        let compilerVersion = options.compilerVersion ?? ExtractionConfiguration.defaultCompilerVersion
        let discovery = Repository.discovery(at: options.path, configuration: options.configuration, compilerVersion: compilerVersion)
        guard let repository = discovery.repository else {
            guard FileManager.default.fileExists(atPath: options.path) else { throw CommandLineError.noSuchPath(options.path) }
            throw CommandLineError.noProject(options.path, found: discovery.projectsFound)
        }
        let display = RepositoryDisplay(repository: repository, givenPath: options.path)
        printDiagnostics(repository.diagnostics.map(display.mapping), options: DiagnosticOptions())
        switch options.format {
        case .json:
            let entries = repository.targets.map { TargetListEntry(target: $0, in: repository, listsFiles: options.listsFiles) }
            Console.printOutput(try CanonicalJSON.encode(entries))
        case .text:
            Console.printOutput(textTable(of: repository))
        }
        return repository.diagnostics.contains { $0.severity == .error } ? .errorsFound : .success
    }

    private static func textTable(of repository: Repository) -> String {
        let header = ["TARGET", "KIND", "PLATFORM", "MODULE", "FILES", "PROJECT"]
        let rows = repository.targets.map { target in
            [repository.displayName(of: target), target.kind.rawValue, target.platforms.map(\.rawValue).joined(separator: ","), target.moduleName, String(target.swiftFileCount),
             repository.relativeProjectPath(of: target)]
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        let lines = ([header] + rows).map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
            }.joined(separator: "  ")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// One target in `targets --format json`.
struct TargetListEntry: Encodable {
    var name: String
    var qualifiedName: String
    var module: String
    var kind: String
    var platform: String
    var platforms: [String]
    var project: String
    var files: Int
    var flags: [String]
    var dependencies: [String]
    var deploymentTarget: String?
    var developmentRegion: String?
    var resources: Int
    var sourceFiles: [String]?
    var resourceFiles: [String]?

    init(target: ProjectTarget, in repository: Repository, listsFiles: Bool) {
        name = target.name
        qualifiedName = repository.qualifiedName(of: target)
        module = target.moduleName
        kind = target.kind.rawValue
        platform = target.platform.rawValue
        platforms = target.platforms.map(\.rawValue)
        project = repository.relativeProjectPath(of: target)
        files = target.swiftFileCount
        flags = target.compilationFlags
        dependencies = target.dependencies
        deploymentTarget = target.deploymentTarget
        developmentRegion = target.developmentRegion
        resources = target.resourceFiles.count
        if listsFiles {
            sourceFiles = target.sourceFiles.map(repository.relativePath)
            resourceFiles = target.resourceFiles.map(repository.relativePath)
        }
    }
}

/// Paths of a repository as the user wrote them: the given path joined with the path relative to the root.
struct RepositoryDisplay {
    var repository: Repository
    /// The folder as given on the command line (the `.xcodeproj`'s folder when a project was given).
    var givenRoot: String

    init(repository: Repository, givenPath: String) {
        self.repository = repository
        let trimmed = givenPath.hasSuffix("/") && givenPath.count > 1 ? String(givenPath.dropLast()) : givenPath
        let isFile = SystemCall.isDirectory(at: trimmed) == false
        // A project named by its file or bundle (`App.xcodeproj`, `Package.swift`, `project.yml`): its folder is the root.
        if trimmed.hasSuffix(".xcodeproj") || isFile {
            let parent = PathArithmetic.deletingLastComponent(of: trimmed)
            givenRoot = parent.isEmpty ? "." : parent
        } else {
            givenRoot = trimmed
        }
    }

    /// The path to show for a path relative to the repository's root.
    func displayPath(forRelative relative: String) -> String {
        if givenRoot == "." { return relative }
        return givenRoot + "/" + relative
    }

    /// The path to show for an absolute path.
    func displayPath(forAbsolute absolute: String) -> String {
        displayPath(forRelative: repository.relativePath(absolute))
    }

    /// A diagnostic of the repository (paths relative to its root) with its paths as shown.
    func mapping(_ diagnostic: Diagnostic) -> Diagnostic {
        diagnostic.mappingFiles(displayPath(forRelative:))
    }
}
