/// A file after `#if` resolution: the boundary between the conditions stage and recognition.
package struct ActiveFile: Sendable {
    /// The file.
    package var file: SourceFile
    /// Its top-level declarations in the branches that are active for the platform and flags.
    package var declarations: [DeclarationSyntax]

    /// Creates an active file.
    package init(file: SourceFile, declarations: [DeclarationSyntax]) {
        self.file = file
        self.declarations = declarations
    }
}
