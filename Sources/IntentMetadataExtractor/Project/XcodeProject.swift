/// An Xcode project (`.xcodeproj`) read into its targets.
package struct XcodeProject: Sendable {
    /// The absolute path of the `.xcodeproj` folder.
    package var path: String
    /// The native targets, test bundles excluded, in the project's order.
    package var targets: [ProjectTarget]
    /// Absolute folders of the local Swift packages the project refers to (`XCLocalSwiftPackageReference`).
    package var localPackagePaths: [String]
    /// Problems met; an error means nothing of the project is used.
    package var diagnostics: [Diagnostic]

    /// Whether the project could be read (no error diagnostics).
    package var isReadable: Bool { !diagnostics.contains { $0.severity == .error } }
}
