/// A `#if` / `#elseif` / `#else` / `#endif` block around declarations or statements.
package struct ConditionalBlockSyntax<Element: Sendable & Hashable>: Sendable, Hashable {
    /// One branch of the block.
    package struct Clause: Sendable, Hashable {
        /// The branch's condition; `nil` for `#else`.
        package var condition: CompilationCondition?
        /// What the branch contains.
        package var elements: [Element]
        /// The byte offset of the `#if`, `#elseif` or `#else`.
        package var offset: Int

        package init(condition: CompilationCondition?, elements: [Element], offset: Int) {
            self.condition = condition
            self.elements = elements
            self.offset = offset
        }
    }

    package var clauses: [Clause]

    package init(clauses: [Clause]) {
        self.clauses = clauses
    }
}

/// The condition of a `#if` or `#elseif`, parsed so a later stage can evaluate it for a platform.
package indirect enum CompilationCondition: Sendable, Hashable {
    /// A custom flag such as `DEBUG`, set with `-D`.
    case flag(String)
    /// `true` or `false`.
    case boolean(Bool)
    /// A platform condition such as `os(iOS)`, `arch(arm64)`, `canImport(UIKit)`, `targetEnvironment(simulator)`,
    /// `hasFeature(X)`, `hasAttribute(X)`, `compiler(>=6.0)`, `swift(<5.9)`: its name and argument text.
    case platformCondition(name: String, argument: String)
    case not(CompilationCondition)
    case and(CompilationCondition, CompilationCondition)
    case or(CompilationCondition, CompilationCondition)
    /// A condition we could not parse; evaluates to false.
    case invalid(String)
}
