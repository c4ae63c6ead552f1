/// Xcode projects (`.xcodeproj`), read by `XcodeProjectReader`.
package struct XcodeProjectFormat: ProjectFormat {
    package var name: String { "xcodeproj" }
    package var makesRepositoryAnywhere: Bool { true }

    package init() {}

    package func project(named path: String) -> String? {
        path.hasSuffix(".xcodeproj") && ProjectPath.isDirectory(path) ? path : nil
    }

    package func projects(in directory: String, entries: [FolderEntries.Entry]) -> [String] {
        entries.filter { $0.isDirectory && $0.nameEnds(with: ".xcodeproj") && !$0.name.hasPrefix(".") }.map { directory + "/" + $0.name }
    }

    package func read(projectAt path: String, configuration: String?, rootDirectory: String, compilerVersion: [Int], listings: FolderListings) -> ProjectReading {
        let project = XcodeProjectReader.read(projectAt: path, configuration: configuration, rootDirectory: rootDirectory, listings: listings)
        return ProjectReading(path: project.path, targets: project.targets, localPackagePaths: project.localPackagePaths, diagnostics: project.diagnostics)
    }
}
