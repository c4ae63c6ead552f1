#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Tuist manifests (`Project.swift`), read by `TuistReader`.
///
/// A folder that also holds an `.xcodeproj` has its generated project committed, which is what Xcode builds: the
/// manifest beside it is not read (name it on the command line to read it instead). Manifests under a `Tuist` folder
/// (templates, helpers) are not projects.
package struct TuistFormat: ProjectFormat {
    package var name: String { "tuist" }
    package var makesRepositoryAnywhere: Bool { true }
    package var skipsUnreadableProjectsFound: Bool { true }

    package init() {}

    package func project(named path: String) -> String? {
        ProjectPath.lastComponent(of: path) == "Project.swift" && ProjectPath.isFile(path) ? path : nil
    }

    package func projects(in directory: String, entries: [FolderEntries.Entry]) -> [String] {
        guard entries.contains(where: { !$0.isDirectory && $0.hasName("Project.swift") }),
              !entries.contains(where: { $0.isDirectory && $0.nameEnds(with: ".xcodeproj") }),
              !Self.isInsideTuistFolder(directory) else { return [] }
        let path = directory + "/Project.swift"
        return Self.importsProjectDescription(path) ? [path] : []
    }

    /// Whether a folder is inside the `Tuist` folder of a Tuist project (its helpers and templates).
    static func isInsideTuistFolder(_ directory: String) -> Bool {
        let components = directory.split(separator: "/")
        for (index, component) in components.enumerated() where component == "Tuist" {
            let parent = "/" + components[..<index].joined(separator: "/")
            if ["Tuist.swift", "Project.swift", "Workspace.swift"].contains(where: { ProjectPath.isFile(parent + "/" + $0) }) { return true }
        }
        return false
    }

    /// Whether a file's first 16 KB import `ProjectDescription`: a Tuist manifest, not any file named `Project.swift`.
    static func importsProjectDescription(_ path: String) -> Bool {
        guard let head = SystemCall.prefix(ofFileAt: path, count: 16 << 10) else { return false }
        return String(decoding: head, as: UTF8.self).firstRange(ofBytes: "import ProjectDescription") != nil
    }

    package func read(projectAt path: String, configuration: String?, rootDirectory: String, compilerVersion: [Int], listings: FolderListings) -> ProjectReading {
        TuistReader.read(manifestAt: path, configuration: configuration, rootDirectory: rootDirectory, compilerVersion: compilerVersion, listings: listings)
    }
}
