import Foundation

/// The constants a Tuist manifest can name: its own top-level `let`s, and the top-level `let`s and the `static let`s
/// (or single-expression `static var`s) of the types in `Tuist/ProjectDescriptionHelpers`, by qualified name
/// (`sharedTarget`, `Constants.destinations`, `App.target`).
///
/// A value is followed through these names as far as they lead to literals; a function call, an operator or anything
/// else computed is left for the reader to report as not read.
struct TuistBindings {
    /// An expression, with the file it is written in.
    struct Located {
        var expression: ExpressionSyntax
        var file: SourceFile
        /// The type the expression is written in (`Widgets.`), whose static members it may name unqualified; empty
        /// at the top level.
        var scope: String = ""
    }

    /// How many names one value may pass through, so a `let a = b; let b = a` loop ends.
    static let maximumDepth = 16
    /// Larger helper files are not read.
    static let maximumFileSize = 4 << 20

    var values: [String: Located] = [:]

    /// Adds the constants of a file's declarations.
    mutating func add(_ declarations: [DeclarationSyntax], in file: SourceFile, prefix: String = "", depth: Int = 0) {
        guard depth < 8 else { return }
        for declaration in declarations {
            switch declaration.kind {
            case .variable:
                // At the top level any `let`; inside a type, its static members.
                guard prefix.isEmpty || declaration.modifiers.contains("static") else { continue }
                for binding in declaration.bindings where !binding.name.isEmpty {
                    if let initializer = binding.initializer {
                        values[prefix + binding.name] = Located(expression: initializer, file: file, scope: prefix)
                    } else if case .parsed(let statements)? = binding.accessors?.getter, statements.count == 1 {
                        switch statements[0] {
                        case .expression(let expression), .return(let expression?, _):
                            values[prefix + binding.name] = Located(expression: expression, file: file, scope: prefix)
                        default:
                            break
                        }
                    }
                }
            case .struct, .enum, .class, .extension:
                add(declaration.members.compactMap { if case .declaration(let member) = $0 { member } else { nil } }, in: file, prefix: prefix + declaration.name + ".", depth: depth + 1)
            default:
                continue
            }
        }
    }

    /// The constants of the manifest and of the helpers of the Tuist project holding it.
    ///
    /// - Parameters:
    ///   - manifest: the manifest's declarations, `#if` resolved.
    ///   - file: the manifest.
    ///   - helpersDirectory: `Tuist/ProjectDescriptionHelpers` of the project's root, when there is one.
    ///   - environment: what `#if` is evaluated in.
    static func of(manifest: [DeclarationSyntax], file: SourceFile, helpersDirectory: String?, rootDirectory: String, environment: CompilationEnvironment) -> TuistBindings {
        var bindings = TuistBindings()
        if let helpersDirectory {
            for path in DirectoryListing.files(under: helpersDirectory) where path.hasSuffix(".swift") {
                guard let data = FileManager.default.contents(atPath: path), data.count <= maximumFileSize else { continue }
                let helper = SourceFile(path: ProjectPath.relative(path, to: rootDirectory), bytes: Array(data))
                let syntax = DeclarationParser.parse(helper)
                bindings.add(ConditionalCompilation.activeDeclarations(syntax.items, in: environment), in: helper)
            }
        }
        // The manifest's own names win over the helpers'.
        bindings.add(manifest, in: file)
        return bindings
    }

    /// The name an expression refers to: `name`, `Type.name`, `Outer.Inner.name`; `nil` for anything else.
    static func referencedName(_ expression: ExpressionSyntax) -> String? {
        switch expression.kind {
        case .identifier(let name):
            return name
        case .memberAccess(let base?, let name):
            return referencedName(base).map { $0 + "." + name }
        default:
            return nil
        }
    }

    /// The constant a name refers to from a scope: a member of the scope's type (or of a type enclosing it), else a
    /// top-level or qualified name.
    func lookUp(_ name: String, from scope: String) -> Located? {
        var prefix = Substring(scope)
        while !prefix.isEmpty {
            if let found = values[prefix + name] { return found }
            prefix = prefix.dropLast()
            prefix = prefix[..<(prefix.lastIndex(of: ".").map { prefix.index(after: $0) } ?? prefix.startIndex)]
        }
        return values[name]
    }

    /// The expression a value stands for, following names to the constants they refer to.
    func resolve(_ value: Located) -> Located {
        var current = value
        for _ in 0..<Self.maximumDepth {
            guard let name = Self.referencedName(current.expression), let bound = lookUp(name, from: current.scope) else { return current }
            current = bound
        }
        return current
    }
}
