import Foundation
import IntentMetadataExtractor

/// The shape of a value written in an App Intents slot: the expression with its literals and the names the code
/// chose replaced by placeholders, so that values that differ only in their text or names have one shape.
///
/// A shape is itself Swift: `DisplayRepresentation(title: "s", subtitle: nil, image: .init(systemName: "s"))`,
/// `Ref.member`, `"s\(ref)"`. Names App Intents (or Swift) defines, argument labels and keywords are kept; a name the
/// code declares becomes `ref` (a value), `Ref` (a type), `member` (a member) or `function` (a called function).
enum ConstantShape {
    /// The shape of an expression.
    /// - Parameter keepsAppleNames: whether `.name` keeps a name Apple's enums use; `false` where the names are the
    ///   code's own cases (a parameter's default value, a key of `caseDisplayRepresentations`).
    static func of(_ expression: ExpressionSyntax, in file: SourceFile, keepsAppleNames: Bool = true) -> String {
        Shaper(file: file, keepsAppleNames: keepsAppleNames).shape(expression)
    }

    private struct Shaper {
        let file: SourceFile
        let keepsAppleNames: Bool

        func shape(_ expression: ExpressionSyntax) -> String {
            switch expression.kind {
            case .stringLiteral(let segments):
                var text = ""
                for segment in segments {
                    switch segment {
                    case .text(let piece):
                        text += ConstantShape.textShape(piece, after: text)
                    case .interpolation(let arguments, _):
                        text += "\\(" + arguments.map(argument).joined(separator: ", ") + ")"
                    }
                }
                return "\"\(text)\""
            case .integerLiteral:
                return "1"
            case .floatLiteral:
                return "1.5"
            case .booleanLiteral:
                return "true"
            case .nilLiteral:
                return "nil"
            case .arrayLiteral(let elements):
                return "[" + ConstantShape.distinct(elements.map(shape)).joined(separator: ", ") + "]"
            case .dictionaryLiteral(let elements):
                if elements.isEmpty { return "[:]" }
                return "[" + ConstantShape.distinct(elements.map { shape($0.key) + ": " + shape($0.value) }).joined(separator: ", ") + "]"
            case .identifier(let name):
                return identifier(name)
            case .memberAccess(let base, let name):
                guard let base else { return "." + member(name) }
                return shape(base) + "." + member(name)
            case .call(let callee, let arguments, let trailingClosures):
                var text = calleeShape(callee)
                if !arguments.isEmpty || trailingClosures.isEmpty {
                    text += "(" + arguments.map(argument).joined(separator: ", ") + ")"
                }
                for _ in trailingClosures { text += " { ... }" }
                return text
            case .keyPath(let root, let components):
                return "\\" + (root.map(identifier) ?? "") + "." + components.map { $0.hasPrefix("$") ? "$member" : "member" }.joined(separator: ".")
            case .closure:
                return "{ ... }"
            case .tuple(let arguments):
                return "(" + arguments.map(argument).joined(separator: ", ") + ")"
            case .cast(let value, let type):
                return shape(value) + " as " + (ConstantShape.knownTypes.contains(type.text) ? type.text : "Ref")
            case .opaque:
                return ConstantShape.opaque(file.text(expression.range))
            }
        }

        func argument(_ argument: ArgumentSyntax) -> String {
            (argument.label.map { $0 + ": " } ?? "") + shape(argument.value)
        }

        func calleeShape(_ callee: ExpressionSyntax) -> String {
            switch callee.kind {
            case .identifier(let name):
                if ConstantShape.knownTypes.contains(name) { return name }
                return name.first?.isUppercase == true ? "Ref" : "function"
            case .memberAccess(let base?, let name):
                return shape(base) + "." + (ConstantShape.knownNames.contains(name) ? name : "function")
            case .memberAccess(nil, let name):
                return "." + (ConstantShape.knownNames.contains(name) ? name : "function")
            default:
                return shape(callee)
            }
        }

        /// A bare name: a type App Intents or Foundation declares, `self`, `Self`, or one of the code's own.
        func identifier(_ name: String) -> String {
            if ConstantShape.knownTypes.contains(name) || name == "self" || name == "Self" { return name }
            return name.first?.isUppercase == true ? "Ref" : "ref"
        }

        func member(_ name: String) -> String {
            if name == "init" || name == "self" { return name }
            return keepsAppleNames && ConstantShape.knownNames.contains(name) ? name : "member"
        }
    }

    /// The shape of a property's value: `= value` for an initializer, `{ value }` or `{ return value }` for a getter,
    /// and a description of a getter that does more.
    static func ofProperty(_ binding: PatternBindingSyntax, in file: SourceFile) -> (form: String, value: ExpressionSyntax?) {
        if let initializer = binding.initializer { return ("= E", initializer) }
        guard let accessors = binding.accessors else { return ("no value", nil) }
        guard let statements = accessors.getterStatements, let first = statements.first else { return ("no getter", nil) }
        let isExplicitGet = file.text(accessors.range).dropFirst().drop { $0 == " " || $0 == "\n" || $0 == "\t" }.hasPrefix("get")
        let getter = isExplicitGet ? "{ get { %@ } }" : "{ %@ }"
        func form(_ body: String) -> String { getter.replacingOccurrences(of: "%@", with: body) }
        switch first {
        case .return(let value?, _):
            return (form(statements.count == 1 ? "return E" : "return E; ..."), value)
        case .expression(let value) where statements.count == 1:
            return (form("E"), value)
        case .expression:
            return (form("E; ..."), nil)
        case .return(nil, _):
            return (form("return"), nil)
        case .if:
            return (form("if ... { return E } ..."), nil)
        case .conditional:
            return (form("#if ... #endif"), nil)
        case .other:
            return (form("let x = ...; return ..."), nil)
        }
    }

    /// Literal text as `s`, keeping the `${applicationName}` token App Shortcut phrases may spell out; consecutive
    /// text is one `s`.
    static func textShape(_ piece: String, after previous: String) -> String {
        var result = ""
        let parts = piece.components(separatedBy: "${applicationName}")
        for (index, part) in parts.enumerated() {
            if index > 0 { result += "${applicationName}" }
            if !part.isEmpty && !(previous + result).hasSuffix("s") { result += "s" }
        }
        return result
    }

    /// An expression the parser does not model, by its operator or first keyword: `a ?? b`, `c ? a : b`, `try ...`.
    static func opaque(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.hasPrefix("try") { return "try ..." }
        if trimmed.hasPrefix("#if") { return "#if ... #endif" }
        if trimmed.hasPrefix("switch") { return "switch ... { ... }" }
        if trimmed.hasPrefix("if") { return "if ... { ... } else { ... }" }
        for (spelling, shape) in [(" ?? ", "a ?? b"), (" ? ", "c ? a : b"), (" + ", "a + b"), (" - ", "a - b"), (" * ", "a * b"), (" / ", "a / b")]
        where trimmed.contains(spelling) {
            return shape
        }
        if trimmed.hasPrefix("!") || trimmed.hasPrefix("-") { return "-a" }
        return "<expression>"
    }

    static func distinct(_ shapes: [String]) -> [String] {
        var seen: Set<String> = []
        return shapes.filter { seen.insert($0).inserted }
    }

    /// Names App Intents, Foundation or the standard library declare (types, initializer and member names, the cases
    /// of Apple's enums that App Intents slots take), kept in shapes. Any other name is one the code chose.
    static let knownNames: Set<String> = knownTypes.union([
        "init", "self", "Self", "nil", "systemName", "named", "applicationName", "placeholder", "int", "double", "float",
        "background", "foreground", "immediate", "dynamic", "deferred", "alwaysAllowed", "requiresAuthentication",
        "requiresLocalDeviceAuthentication", "localized", "stringLiteral", "result", "allCases",
        // ShortcutTileColor
        "automatic", "blue", "grape", "grayBlue", "grayBrown", "grayGreen", "lightBlue", "lime", "navy", "orange", "pink",
        "purple", "red", "tangerine", "teal", "yellow",
        // ParameterControlStyle, IntentParameter.DateKind, InputConnectionBehavior
        "field", "slider", "stepper", "date", "time", "dateTime", "connectToPreviousIntentResult", "never",
        // String.IntentInputOptions
        "none", "words", "sentences", "allCharacters", "asciiCapable", "numberPad", "decimalPad", "emailAddress", "URL",
        "numbersAndPunctuation", "phonePad", "twitter", "webSearch",
        // WidgetFamily (WidgetKit), UnitDuration
        "systemSmall", "systemMedium", "systemLarge", "systemExtraLarge", "accessoryCircular", "accessoryRectangular",
        "accessoryInline", "accessoryCorner", "seconds", "minutes", "hours",
    ])

    static let knownTypes: Set<String> = [
        "LocalizedStringResource", "LocalizedStringKey", "String", "DisplayRepresentation", "TypeDisplayRepresentation",
        "IntentDescription", "IntentDialog", "Image", "AppShortcut", "IntentModes", "IntentAuthenticationPolicy", "Bool",
        "Summary", "When", "Switch", "Case", "DefaultCase", "ParameterSummary", "AppShortcutPhrase", "URL", "Int", "Double",
        "Date", "Measurement", "IntentFile", "IntentPerson", "AttributedString", "Dictionary", "Array", "IntentDisplayName",
        "IntentInputOptions", "ShortcutTileColor", "UnitDuration", "UTType", "WidgetFamily", "LocalizationValue",
    ]
}
