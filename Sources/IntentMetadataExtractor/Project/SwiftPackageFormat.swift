/// Swift packages (a folder with a `Package.swift`), read as text by `PackageManifestReader`.
package struct SwiftPackageFormat: ProjectFormat {
    package var name: String { "package" }
    package var makesRepositoryAnywhere: Bool { false }
    package var readsLocalPackages: Bool { true }

    package init() {}

    package func project(named path: String) -> String? {
        ProjectPath.lastComponent(of: path) == "Package.swift" && ProjectPath.isFile(path) ? ProjectPath.parent(of: path) : nil
    }

    package func projects(in directory: String, entries: [FolderEntries.Entry]) -> [String] {
        entries.contains { $0.name == "Package.swift" } && ProjectPath.isFile(directory + "/Package.swift") ? [directory] : []
    }

    package func read(projectAt path: String, configuration: String?, rootDirectory: String) -> ProjectReading {
        let package = PackageManifestReader.read(packageAt: path, rootDirectory: rootDirectory)
        return ProjectReading(path: path, targets: package.targets, diagnostics: package.diagnostics)
    }
}
