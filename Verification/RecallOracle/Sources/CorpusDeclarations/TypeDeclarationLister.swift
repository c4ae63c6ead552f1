import SwiftIfConfig
import SwiftParser
import SwiftSyntax

/// One type declaration or extension, as a row of `corpus_check.py`: `kind line column name parent`.
public struct TypeDeclarationRow: Hashable, Sendable, CustomStringConvertible {
    /// `struct`, `class`, `enum`, `actor`, `protocol` or `extension`.
    public var kind: String
    /// 1-based line and UTF-8 byte column of the introducer keyword.
    public var line: Int
    public var column: Int
    /// The declared name; for an extension, the extended type's text without spaces, backticks or module selectors.
    public var name: String
    /// The enclosing types' names joined by `.`; empty at file level.
    public var parent: String

    public var description: String { "\(kind)\t\(line)\t\(column)\t\(name)\t\(parent)" }
}

/// Lists the type declarations and extensions of a file with swift-syntax, as `corpus_check.py`'s compiler side
/// lists them from the compiler's dump: file-level declarations and members only (types inside function bodies,
/// closures, initializers and accessors are left out), in the `#if` clauses active in a configuration.
public struct TypeDeclarationLister {
    public let configuration: ProbedBuildConfiguration

    public init(configuration: ProbedBuildConfiguration) {
        self.configuration = configuration
    }

    /// The result of listing one file.
    public struct Listing {
        public var rows: [TypeDeclarationRow]
        /// Whether swift-syntax's parser found an error in the file (then its rows are only as good as its recovery).
        public var hasSyntaxError: Bool
    }

    public func list(_ bytes: [UInt8]) -> Listing {
        bytes.withUnsafeBufferPointer { buffer in
            let tree = Parser.parse(source: buffer)
            var walk = Walk(configuration: configuration, lines: LineTable(bytes: buffer))
            walk.items(tree.statements, parent: [])
            return Listing(rows: walk.rows, hasSyntaxError: tree.hasError)
        }
    }

    private struct Walk {
        let configuration: ProbedBuildConfiguration
        let lines: LineTable
        var rows: [TypeDeclarationRow] = []

        mutating func items(_ items: CodeBlockItemListSyntax, parent: [String]) {
            for item in items {
                // Statements and expressions at file level (a script's top-level code) are bodies: left out.
                if case .decl(let declaration) = item.item { self.declaration(declaration, parent: parent) }
            }
        }

        mutating func members(_ members: MemberBlockItemListSyntax, parent: [String]) {
            for member in members { declaration(member.decl, parent: parent) }
        }

        mutating func declaration(_ declaration: DeclSyntax, parent: [String]) {
            if let ifConfig = declaration.as(IfConfigDeclSyntax.self) {
                switch ifConfig.activeClause(in: configuration).clause?.elements {
                case .statements(let items): self.items(items, parent: parent)
                case .decls(let members): self.members(members, parent: parent)
                default: break
                }
                return
            }
            let kind: String
            let keyword: TokenSyntax
            let name: String
            let memberBlock: MemberBlockSyntax
            if let node = declaration.as(StructDeclSyntax.self) {
                (kind, keyword, name, memberBlock) = ("struct", node.structKeyword, Self.name(node.name), node.memberBlock)
            } else if let node = declaration.as(ClassDeclSyntax.self) {
                (kind, keyword, name, memberBlock) = ("class", node.classKeyword, Self.name(node.name), node.memberBlock)
            } else if let node = declaration.as(EnumDeclSyntax.self) {
                (kind, keyword, name, memberBlock) = ("enum", node.enumKeyword, Self.name(node.name), node.memberBlock)
            } else if let node = declaration.as(ActorDeclSyntax.self) {
                (kind, keyword, name, memberBlock) = ("actor", node.actorKeyword, Self.name(node.name), node.memberBlock)
            } else if let node = declaration.as(ProtocolDeclSyntax.self) {
                (kind, keyword, name, memberBlock) = ("protocol", node.protocolKeyword, Self.name(node.name), node.memberBlock)
            } else if let node = declaration.as(ExtensionDeclSyntax.self) {
                (kind, keyword, name, memberBlock) = ("extension", node.extensionKeyword, Self.extendedTypeText(node), node.memberBlock)
            } else {
                return
            }
            let (line, column) = lines.lineAndColumn(at: keyword.positionAfterSkippingLeadingTrivia.utf8Offset)
            rows.append(TypeDeclarationRow(kind: kind, line: line, column: column, name: name, parent: parent.joined(separator: ".")))
            members(memberBlock.members, parent: parent + [name])
        }

        /// The name as the compiler records it: without backticks.
        static func name(_ token: TokenSyntax) -> String {
            token.identifier?.name ?? token.text
        }

        /// The text between `extension` and the inheritance clause, the `where` clause or the member block, as
        /// its tokens spell it (comments and spaces left out), without backticks and module selectors (`Module::`).
        static func extendedTypeText(_ node: ExtensionDeclSyntax) -> String {
            let end = node.inheritanceClause?.positionAfterSkippingLeadingTrivia
                ?? node.genericWhereClause?.positionAfterSkippingLeadingTrivia
                ?? node.memberBlock.positionAfterSkippingLeadingTrivia
            var text = ""
            for token in node.tokens(viewMode: .sourceAccurate) {
                let position = token.positionAfterSkippingLeadingTrivia
                guard position > node.extensionKeyword.positionAfterSkippingLeadingTrivia else { continue }
                guard position < end else { break }
                text += token.text
            }
            return withoutModuleSelectors(String(text.unicodeScalars.filter { $0 != "`" && !$0.properties.isWhitespace }))
        }

        /// `Swift::Int` names the type `Int`: an identifier followed by `::` is dropped.
        static func withoutModuleSelectors(_ text: String) -> String {
            guard text.contains("::") else { return text }
            var result = ""
            var pending = ""
            var characters = Substring(text)
            while let character = characters.first {
                if character == ":" && characters.hasPrefix("::") && !pending.isEmpty {
                    pending = ""
                    characters = characters.dropFirst(2)
                    continue
                }
                if character == "_" || character.isLetter || (character.isNumber && !pending.isEmpty) {
                    pending.append(character)
                } else {
                    result += pending
                    pending = ""
                    result.append(character)
                }
                characters = characters.dropFirst()
            }
            return result + pending
        }
    }
}

/// Byte offsets to 1-based lines and UTF-8 byte columns, with `\n`, `\r\n` and a lone `\r` each ending a line.
struct LineTable {
    private var starts: [Int] = [0]

    init(bytes: UnsafeBufferPointer<UInt8>) {
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0A {
                starts.append(index + 1)
            } else if bytes[index] == 0x0D {
                if index + 1 < bytes.count && bytes[index + 1] == 0x0A { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
    }

    func lineAndColumn(at offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - starts[low] + 1)
    }
}
