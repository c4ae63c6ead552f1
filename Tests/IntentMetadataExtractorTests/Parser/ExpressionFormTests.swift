import IntentMetadataExtractor
import Testing

/// The expressions the parser models for initializers and getters, and what stays opaque.
@Suite struct ExpressionFormTests {
    /// The initializer of `let x = <source>`.
    func expression(_ source: String) throws -> ExpressionSyntax {
        let syntax = DeclarationParser.parse(SourceFile(path: "A.swift", text: "let x = \(source)\n"))
        #expect(syntax.diagnostics.isEmpty, "\(syntax.diagnostics.map(\.renderedText))")
        guard case .declaration(let declaration)? = syntax.items.first, let initializer = declaration.bindings.first?.initializer else {
            throw ParseFailure()
        }
        return initializer
    }

    struct ParseFailure: Error {}

    @Test func stringLiteralsBecomeTextAndInterpolationSegments() throws {
        guard case .stringLiteral(let segments) = try expression(#""Open \(\.$shelf) in \(.applicationName)""#).kind else {
            Issue.record("expected a string literal")
            return
        }
        #expect(segments.count == 4)
        #expect(segments[0] == .text("Open "))
        if case .interpolation(let arguments, _) = segments[1], case .keyPath(nil, let components) = arguments.first?.value.kind {
            #expect(components == ["$shelf"])
        } else {
            Issue.record("expected a key path interpolation")
        }
        if case .interpolation(let arguments, _) = segments[3], case .memberAccess(nil, let name) = arguments.first?.value.kind {
            #expect(name == "applicationName")
        } else {
            Issue.record("expected '.applicationName'")
        }
    }

    @Test func literalsOfEveryKind() throws {
        #expect(try expression("-42").kind == .integerLiteral("-42"))
        #expect(try expression("1_000").kind == .integerLiteral("1_000"))
        #expect(try expression("0x1F").kind == .integerLiteral("0x1F"))
        #expect(try expression("2.5e3").kind == .floatLiteral("2.5e3"))
        #expect(try expression("true").kind == .booleanLiteral(true))
        #expect(try expression("nil").kind == .nilLiteral)
    }

    @Test func arraysAndDictionariesWithTrailingCommas() throws {
        guard case .arrayLiteral(let elements) = try expression("[1, 2, 3,]").kind else {
            Issue.record("expected an array")
            return
        }
        #expect(elements.count == 3)
        guard case .dictionaryLiteral(let pairs) = try expression("[.a: \"A\", .b: DisplayRepresentation(title: \"B\"),]").kind else {
            Issue.record("expected a dictionary")
            return
        }
        #expect(pairs.count == 2)
        #expect(try expression("[:]").kind == .dictionaryLiteral([]))
    }

    @Test func callsKeepLabelsTrailingCommasAndTrailingClosures() throws {
        guard case .call(let callee, let arguments, let closures) = try expression("When(\\.$gift, .equalTo, true, ) { Summary(\"A\") } otherwise: { Summary(\"B\") }").kind else {
            Issue.record("expected a call")
            return
        }
        #expect(callee.kind == .identifier("When"))
        #expect(arguments.map(\.label) == [nil, nil, nil])
        #expect(closures.count == 2)
        guard case .call(_, let labeled, _) = try expression("LocalizedStringResource(\"k\", defaultValue: \"D\", table: \"T\")").kind else {
            Issue.record("expected a call")
            return
        }
        #expect(labeled.map(\.label) == [nil, "defaultValue", "table"])
    }

    @Test func memberAccessImplicitMembersAndInitializers() throws {
        #expect(try expression(".reading").kind == .memberAccess(base: nil, name: "reading"))
        guard case .memberAccess(let base?, "standard") = try expression("UserDefaults.standard").kind else {
            Issue.record("expected 'UserDefaults.standard'")
            return
        }
        #expect(base.kind == .identifier("UserDefaults"))
        guard case .call(let callee, _, _) = try expression(".init(systemName: \"book\")").kind else {
            Issue.record("expected '.init(...)'")
            return
        }
        #expect(callee.kind == .memberAccess(base: nil, name: "init"))
    }

    @Test func keyPathsKeepRootAndDollarComponents() throws {
        #expect(try expression(#"\Book.$title"#).kind == .keyPath(root: "Book", components: ["$title"]))
        #expect(try expression(#"\.$shelf"#).kind == .keyPath(root: nil, components: ["$shelf"]))
    }

    @Test func closuresAndResultBuilderBodiesKeepStatements() throws {
        guard case .closure(let closure) = try expression("{\n    AppShortcut(intent: A(), phrases: [])\n    if #available(iOS 18, *) {\n        AppShortcut(intent: B(), phrases: [])\n    } else {\n        AppShortcut(intent: C(), phrases: [])\n    }\n    for item in items { item }\n}").kind else {
            Issue.record("expected a closure")
            return
        }
        #expect(closure.statements.count == 3)
        guard case .if(let statement) = closure.statements[1] else {
            Issue.record("expected an if statement")
            return
        }
        #expect(statement.conditions == [.availability(isUnavailable: false, platforms: ["iOS 18", "*"])])
        #expect(statement.thenBranch.count == 1)
        #expect(statement.elseBranch?.count == 1)
        if case .other = closure.statements[2] {} else { Issue.record("a 'for' loop is kept as an opaque statement") }
    }

    @Test func closureSignaturesAreSkipped() throws {
        guard case .closure(let closure) = try expression("{ (a: Int, b) -> Int in a + b }").kind else {
            Issue.record("expected a closure")
            return
        }
        #expect(closure.statements.count == 1)
    }

    @Test func tuplesAndCasts() throws {
        guard case .tuple(let elements) = try expression("(1, 10)").kind else {
            Issue.record("expected a tuple")
            return
        }
        #expect(elements.count == 2)
        #expect(try expression("(5)").kind == .integerLiteral("5"))
        guard case .cast(let inner, let type) = try expression("value as? String").kind else {
            Issue.record("expected a cast")
            return
        }
        #expect(inner.kind == .identifier("value"))
        #expect(type.text == "String")
    }

    @Test func anythingElseIsOpaqueWithItsRange() throws {
        let source = "a + b * c"
        let parsed = try expression(source)
        #expect(parsed.kind == .opaque)
        #expect(parsed.range == 8..<(8 + source.utf8.count))
        #expect(try expression("try await load()").kind == .opaque)
        #expect(try expression("if flag { 1 } else { 2 }").kind == .opaque)
    }
}
