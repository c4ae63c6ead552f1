/// XcodeGen specs (`project.yml`), read by `XcodeGenReader`.
///
/// A folder that also holds an `.xcodeproj` has its generated project committed: the project is what Xcode builds,
/// so the spec beside it is not read (name the spec on the command line to read it instead).
package struct XcodeGenFormat: ProjectFormat {
    package var name: String { "xcodegen" }
    package var makesRepositoryAnywhere: Bool { true }
    package var skipsUnreadableProjectsFound: Bool { true }

    package init() {}

    package func project(named path: String) -> String? {
        let pathExtension = ProjectPath.pathExtension(path)
        return (pathExtension == "yml" || pathExtension == "yaml") && ProjectPath.isFile(path) ? path : nil
    }

    /// The spec files XcodeGen reads by default, `project.yml` and `project.yaml`, beside no `.xcodeproj`.
    package func projects(in directory: String, entries: [FolderEntries.Entry]) -> [String] {
        guard !entries.contains(where: { $0.isDirectory && $0.nameEnds(with: ".xcodeproj") }) else { return [] }
        return entries.filter { !$0.isDirectory && ($0.hasName("project.yml") || $0.hasName("project.yaml")) }.map { directory + "/" + $0.name }
    }

    package func read(projectAt path: String, configuration: String?, rootDirectory: String, compilerVersion: [Int], listings: FolderListings) -> ProjectReading {
        XcodeGenReader.read(specAt: path, configuration: configuration, rootDirectory: rootDirectory)
    }
}
