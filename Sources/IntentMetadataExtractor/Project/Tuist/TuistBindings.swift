#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The constants a Tuist manifest can name: its own top-level `let`s, and the top-level `let`s and the `static let`s
/// (or single-expression `static var`s) of the types in `Tuist/ProjectDescriptionHelpers`, by qualified name
/// (`sharedTarget`, `Constants.destinations`, `App.target`).
///
/// A value is followed through these names as far as they lead to literals, through the helpers' functions
/// (`TuistFunctionEvaluator`), operators on known operands, and computed properties of known enum cases
/// (`SDK.catalyst.destinations`); anything else computed is left for the reader to report as not read.
struct TuistBindings {
    /// An expression, with the file it is written in.
    struct Located {
        var expression: ExpressionSyntax
        var file: SourceFile
        /// The type the expression is written in (`Widgets.`), whose static members it may name unqualified; empty
        /// at the top level.
        var scope: String = ""
        /// Inside the body of a manifest function this tool evaluated (`TuistFunctionEvaluator`): the values of
        /// its parameters and local constants, which the expression may name; `nil` outside a function.
        var locals: [String: Located]?
        /// How many function calls deep the expression is, so that recursion ends.
        var callDepth = 0

        /// Another expression written in the same place: same file, scope and locals.
        func with(_ expression: ExpressionSyntax) -> Located {
            Located(expression: expression, file: file, scope: scope, locals: locals, callDepth: callDepth)
        }
    }

    /// How many names one value may pass through, so a `let a = b; let b = a` loop ends.
    static let maximumDepth = 16
    /// Larger helper files are not read.
    static let maximumFileSize = 4 << 20

    var values: [String: Located] = [:]
    /// The functions of the manifest (top-level) and of the helpers (top-level, and static functions of their
    /// types), by qualified name; several for overloads.
    var functions: [String: [Function]] = [:]
    /// The cases without associated values of the helpers' enums, by the enum's qualified name (`SDK`).
    var enumCases: [String: Set<String>] = [:]
    /// The computed instance properties of the helpers' types, by qualified name (`SDK.destinations`).
    var instanceProperties: [String: InstanceProperty] = [:]

    /// Adds the constants of a file's declarations.
    mutating func add(_ declarations: [DeclarationSyntax], in file: SourceFile, prefix: String = "", depth: Int = 0) {
        guard depth < 8 else { return }
        for declaration in declarations {
            switch declaration.kind {
            case .variable:
                if !prefix.isEmpty, !declaration.modifiers.contains("static"), !declaration.modifiers.contains("class") {
                    for binding in declaration.bindings where !binding.name.isEmpty && binding.initializer == nil {
                        if let accessors = binding.accessors, accessors.getter != nil, !accessors.hasObservers {
                            instanceProperties[prefix + binding.name] = InstanceProperty(file: file, block: accessors.range, scope: prefix)
                        }
                    }
                }
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
            case .function:
                // At the top level any function; inside a type, its static functions.
                guard prefix.isEmpty || declaration.isStatic, declaration.signature != nil, declaration.bodyRange != nil else { continue }
                functions[prefix + declaration.name, default: []].append(Function(declaration: declaration, file: file, scope: prefix))
            case .struct, .enum, .class, .extension:
                if declaration.kind == .enum {
                    var cases = enumCases[prefix + declaration.name] ?? []
                    for case .declaration(let member) in declaration.members where member.kind == .enumCase {
                        for element in member.enumCaseElements where !element.hasAssociatedValues { cases.insert(element.name) }
                    }
                    enumCases[prefix + declaration.name] = cases
                }
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
        var bindings = helpersDirectory.map { ofHelpers(in: $0, rootDirectory: rootDirectory, environment: environment) } ?? TuistBindings()
        // The manifest's own names win over the helpers'.
        bindings.add(manifest, in: file)
        return bindings
    }

    /// The helpers' files, as read for one folder, and their bindings.
    private struct HelpersReading: Sendable {
        var files: [SourceFile]
        var environment: CompilationEnvironment
        var bindings: TuistBindings
    }

    /// The helpers' bindings of each folder, made once a run: every manifest of a project shares its root's helpers
    /// (TodayWhat-iOS has 41 manifests and 19 helper files, which were parsed once per manifest: two thirds of its run).
    private static let helpersReadings = SharedMemo<String, HelpersReading>()

    /// The constants of the helpers in a folder. The files are read each time and compared with those the kept
    /// bindings were made from, so a file changed between two reads in one process is parsed again.
    private static func ofHelpers(in directory: String, rootDirectory: String, environment: CompilationEnvironment) -> TuistBindings {
        var files: [SourceFile] = []
        for path in DirectoryListing.files(under: directory) where path.hasSuffix(".swift") {
            guard let bytes = SourceTree.contents(ofFileAt: path), bytes.count <= maximumFileSize else { continue }
            files.append(SourceFile(path: ProjectPath.relative(path, to: rootDirectory), bytes: bytes))
        }
        let isCurrent = { (kept: HelpersReading) in
            kept.environment == environment && kept.files.count == files.count
                && zip(kept.files, files).allSatisfy { $0.path == $1.path && $0.bytes == $1.bytes }
        }
        return helpersReadings.value(for: directory, isCurrent: isCurrent) {
            var bindings = TuistBindings()
            for helper in files {
                let syntax = DeclarationParser.parse(helper)
                bindings.add(ConditionalCompilation.activeDeclarations(syntax.items, in: environment), in: helper)
            }
            return HelpersReading(files: files, environment: environment, bindings: bindings)
        }.bindings
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

    /// The expression a value stands for, following names to the constants (or, inside a function, the parameters
    /// and local constants) they refer to.
    ///
    /// - Parameters:
    ///   - followingCalls: whether a call of one of the manifest's functions is followed to the value it returns
    ///     (`TuistFunctionEvaluator`): for a target of the project's list, and for anything inside a function body
    ///     being followed. A project, a target list or a setting made by a function stays as written.
    func resolve(_ value: Located, followingCalls: Bool = false) -> Located {
        resolve(value, followingCalls: followingCalls, nesting: 0)
    }

    /// `resolve(_:followingCalls:)`, `nesting` bases deep in `a.b.c` (`caseProperty`).
    func resolve(_ value: Located, followingCalls: Bool = false, nesting: Int) -> Located {
        var current = value
        for _ in 0..<Self.maximumDepth {
            if let name = Self.referencedName(current.expression) {
                let head = String(name.prefix { $0 != "." })
                if let local = current.locals?[head] {
                    // A member of a parameter (`options.name`) is followed only to a property of an enum case.
                    guard head.count == name.count else {
                        guard let property = caseProperty(current, nesting: nesting) else { return current }
                        current = property
                        continue
                    }
                    current = local
                    continue
                }
                guard let bound = lookUp(name, from: current.scope) ?? caseProperty(current, nesting: nesting) else { return current }
                current = bound
                continue
            }
            if let returned = ((followingCalls || current.locals != nil) ? evaluateCall(current) : nil) ?? evaluateOperators(current) {
                current = returned
                continue
            }
            return current
        }
        return current
    }

    /// A string literal, followed through constants, parameters and locals, with each interpolation whose value is
    /// such a string written in (`"\(name)Widget"`); `nil` when the string is computed otherwise.
    func stringValue(_ value: Located, depth: Int = 0) -> String? {
        guard depth < Self.maximumDepth else { return nil }
        let resolved = resolve(value)
        guard case .stringLiteral(let segments) = resolved.expression.kind else { return nil }
        var text = ""
        for segment in segments {
            switch segment {
            case .text(let part):
                text += part
            case .interpolation(let arguments, _):
                guard arguments.count == 1, arguments[0].label == nil, let part = stringValue(resolved.with(arguments[0].value), depth: depth + 1) else { return nil }
                text += part
            }
        }
        return text
    }
}
