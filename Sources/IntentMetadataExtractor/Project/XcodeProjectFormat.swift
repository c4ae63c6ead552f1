/// Xcode projects (`.xcodeproj`), read by `XcodeProjectReader`.
package struct XcodeProjectFormat: ProjectFormat {
    package var name: String { "xcodeproj" }
    package var makesRepositoryAnywhere: Bool { true }

    package init() {}

    package func project(named path: String) -> String? {
        path.hasSuffix(".xcodeproj") && ProjectPath.isDirectory(path) ? path : nil
    }

    /// The `.xcodeproj` folders that hold a `project.pbxproj`. A folder left behind when a project was renamed or
    /// moved keeps only what version control tracks of it (`xcshareddata` schemes, `xcuserdata`): Xcode opens no
    /// project there and no build uses it, so the walk passes over it (harmony-one/x has three beside its projects).
    /// Named on the command line, such a folder is still read, and is an error.
    package func projects(in directory: String, entries: [FolderEntries.Entry]) -> [String] {
        entries.filter { $0.isDirectory && $0.nameEnds(with: ".xcodeproj") && !$0.name.hasPrefix(".") }
            .map { directory + "/" + $0.name }
            .filter { ProjectPath.isFile($0 + "/project.pbxproj") }
    }

    package func read(projectAt path: String, configuration: String?, rootDirectory: String, compilerVersion: [Int], listings: FolderListings) -> ProjectReading {
        let project = XcodeProjectReader.read(projectAt: path, configuration: configuration, rootDirectory: rootDirectory, listings: listings)
        return ProjectReading(path: project.path, targets: project.targets, localPackagePaths: project.localPackagePaths, diagnostics: project.diagnostics)
    }
}
