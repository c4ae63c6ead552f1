/// A value App Intents reads at build time that the compiler's constant extraction cannot record as a constant, or
/// records in a shape Apple's metadata processor rejects: a fact recognition records where it reads the slot, and
/// the constant-value check (`Checks/ConstantValueCheck.swift`) reports.
package struct NonConstantValue: Sendable, Hashable {
    /// The slot that holds the value.
    package enum Slot: Sendable, Hashable {
        /// An intent's `title`.
        case intentTitle
        /// An intent's `description`.
        case intentDescription
        /// An intent's `openAppWhenRun`.
        case openAppWhenRun
        /// The `title:` of a `@Parameter`.
        case parameterTitle
        /// The `title:` of an entity's `@Property`.
        case propertyTitle
        /// An entity's or enum's `typeDisplayRepresentation`.
        case typeDisplayRepresentation
        /// An enum's `caseDisplayRepresentations` as a whole, which must be a dictionary literal.
        case caseDisplayRepresentations
        /// A key of `caseDisplayRepresentations` that names no case of the enum; `exampleCase` is a case it could
        /// name (the enum's first), for the message.
        case caseDisplayRepresentationKey(exampleCase: String)
        /// The display representation of one case in `caseDisplayRepresentations`.
        case caseDisplayRepresentation(caseName: String)
    }

    /// What a value that is not a constant is, in the user's terms: the expression, or how the property computes it.
    package enum Found: Sendable, Hashable, CustomStringConvertible {
        /// A name or a member: `pinTitle`, `Strings.title`, `.title`.
        case reference(String)
        /// A call of a function, method or initializer with this name.
        case call(String)
        /// A call of something that is not a name (a closure called in place, say).
        case functionCall
        case interpolatedString
        case closure
        case number
        case boolean
        case nilLiteral
        case array
        case dictionary
        /// An expression the parser does not model (an operator, a `try`, a `switch`).
        case runTimeExpression
        /// An initializer of a localized string whose key is not a literal.
        case initializerWithoutLiteralKey
        /// A `TypeDisplayRepresentation(...)` without a name.
        case initializerWithoutName
        /// A `DisplayRepresentation(...)` without a title.
        case initializerWithoutTitle
        case propertyWithoutValue
        case propertyWithoutGetter
        case getterWithSeveralStatements
        case getterReturningNothing
        case getterChoosingAtRunTime
        case getterWithConditionalCompilation

        package var description: String {
            switch self {
            case .reference(let name): "a reference to '\(name)'"
            case .call(let name): "a call to '\(name)(...)'"
            case .functionCall: "a function call"
            case .interpolatedString: "a string with interpolated values"
            case .closure: "a closure"
            case .number: "a number"
            case .boolean: "a Boolean"
            case .nilLiteral: "'nil'"
            case .array: "an array"
            case .dictionary: "a dictionary"
            case .runTimeExpression: "an expression computed at run time"
            case .initializerWithoutLiteralKey: "an initializer without a literal key"
            case .initializerWithoutName: "an initializer without a name"
            case .initializerWithoutTitle: "an initializer without a title"
            case .propertyWithoutValue: "a property without a value"
            case .propertyWithoutGetter: "a property without a getter"
            case .getterWithSeveralStatements: "a getter that computes its value in several statements"
            case .getterReturningNothing: "a getter that returns nothing"
            case .getterChoosingAtRunTime: "a getter that chooses its value at run time"
            case .getterWithConditionalCompilation: "a getter with '#if'"
            }
        }

        /// Whether this describes how the property computes its value (no value, a getter that is not a single
        /// `return`) rather than the value's expression.
        package var isAboutTheProperty: Bool {
            switch self {
            case .propertyWithoutValue, .propertyWithoutGetter, .getterWithSeveralStatements, .getterReturningNothing,
                .getterChoosingAtRunTime, .getterWithConditionalCompilation:
                true
            default:
                false
            }
        }
    }

    /// The slot that holds the value.
    package var slot: Slot
    /// Where the part that is not a constant starts.
    package var location: SourceLocation
    /// What that part is.
    package var found: Found

    /// Creates a fact.
    package init(slot: Slot, location: SourceLocation, found: Found) {
        self.slot = slot
        self.location = location
        self.found = found
    }
}
