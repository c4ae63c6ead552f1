/// An expression, parsed as far as App Intents metadata needs; anything else is `.opaque` with its range.
package struct ExpressionSyntax: Sendable, Hashable {
    /// What the expression is.
    package indirect enum Kind: Sendable, Hashable {
        /// A string literal: its pieces, with interpolations parsed as argument lists.
        case stringLiteral([StringSegmentSyntax])
        /// An integer literal's text, with a leading `-` when negated.
        case integerLiteral(String)
        /// A floating-point literal's text, with a leading `-` when negated.
        case floatLiteral(String)
        case booleanLiteral(Bool)
        case nilLiteral
        case arrayLiteral([ExpressionSyntax])
        case dictionaryLiteral([DictionaryElementSyntax])
        /// A bare name: `foo`, `Self`, `self`, `Book`.
        case identifier(String)
        /// `base.name`, or `.name` when `base` is `nil` (an implicit member).
        case memberAccess(base: ExpressionSyntax?, name: String)
        /// A call with its arguments and trailing closures.
        case call(callee: ExpressionSyntax, arguments: [ArgumentSyntax], trailingClosures: [ClosureSyntax])
        /// `\Root.a.b` or `\.a.b` (root `nil`); components keep `$` prefixes.
        case keyPath(root: String?, components: [String])
        case closure(ClosureSyntax)
        /// `(a, b)` or `(label: a)`; a single unlabeled element in parentheses is that element itself.
        case tuple([ArgumentSyntax])
        /// `x as T`, `x as? T`, `x as! T`.
        case cast(ExpressionSyntax, TypeSyntax)
        /// `#if` inside an expression, or anything else we do not model: a binary operation, a `try`, a
        /// `switch` expression. Never a failure.
        case opaque
    }

    /// What the expression is.
    package var kind: Kind
    /// The bytes it covers.
    package var range: Range<Int>

    package init(_ kind: Kind, range: Range<Int>) {
        self.kind = kind
        self.range = range
    }
}

/// One argument of a call, an attribute or a tuple.
package struct ArgumentSyntax: Sendable, Hashable {
    /// The label, or `nil` when unlabeled.
    package var label: String?
    package var value: ExpressionSyntax
}

/// One `key: value` of a dictionary literal.
package struct DictionaryElementSyntax: Sendable, Hashable {
    package var key: ExpressionSyntax
    package var value: ExpressionSyntax
}

/// A piece of a string literal expression.
package enum StringSegmentSyntax: Sendable, Hashable {
    /// Decoded literal text.
    case text(String)
    /// `\( ... )`: its arguments (usually one unlabeled), and the bytes between the parentheses.
    case interpolation([ArgumentSyntax], range: Range<Int>)
}

/// A closure or result-builder body: its statements.
package struct ClosureSyntax: Sendable, Hashable {
    package var statements: [StatementSyntax]
    /// The bytes from `{` to `}`.
    package var range: Range<Int>

    package init(statements: [StatementSyntax], range: Range<Int>) {
        self.statements = statements
        self.range = range
    }
}

/// A statement in a closure, a getter or a result-builder body.
package indirect enum StatementSyntax: Sendable, Hashable {
    case expression(ExpressionSyntax)
    /// `return` with its value, if any; the range covers the `return` keyword.
    case `return`(ExpressionSyntax?, range: Range<Int>)
    /// `if` with its conditions, then-branch and else-branch (`else if` is an `if` inside `elseBranch`).
    case `if`(IfStatementSyntax)
    /// `#if` among statements.
    case conditional(ConditionalBlockSyntax<StatementSyntax>)
    /// A declaration (`let x = ...`), a loop, a `guard`, a `switch`: kept by range only.
    case other(range: Range<Int>)
}

/// An `if` statement.
package struct IfStatementSyntax: Sendable, Hashable {
    /// A condition of the `if`: an availability check or anything else.
    package enum Condition: Sendable, Hashable {
        /// `#available(iOS 17, *)` or `#unavailable(...)`; the arguments as written, e.g. `iOS 17`.
        case availability(isUnavailable: Bool, platforms: [String])
        case other(range: Range<Int>)
    }

    package var conditions: [Condition]
    package var thenBranch: [StatementSyntax]
    package var elseBranch: [StatementSyntax]?
    package var range: Range<Int>

    package init(conditions: [Condition], thenBranch: [StatementSyntax], elseBranch: [StatementSyntax]?, range: Range<Int>) {
        self.conditions = conditions
        self.thenBranch = thenBranch
        self.elseBranch = elseBranch
        self.range = range
    }
}
