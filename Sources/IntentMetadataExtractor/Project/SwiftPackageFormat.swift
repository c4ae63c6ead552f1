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
        guard entries.contains(where: { $0.hasName("Package.swift") }), ProjectPath.isFile(directory + "/Package.swift") else { return [] }
        // `Tuist/Package.swift` lists a Tuist project's dependencies; it builds no target of the app.
        if ProjectPath.lastComponent(of: directory) == "Tuist", TuistFormat.isInsideTuistFolder(directory) { return [] }
        return [directory]
    }

    package func read(projectAt path: String, configuration: String?, rootDirectory: String, compilerVersion: [Int], listings: FolderListings) -> ProjectReading {
        let package = PackageManifestReader.read(packageAt: path, rootDirectory: rootDirectory, compilerVersion: compilerVersion, listings: listings)
        return ProjectReading(path: path, targets: package.targets, diagnostics: package.diagnostics)
    }
}
