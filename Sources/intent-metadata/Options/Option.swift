/// One option of a command, declared once: its spelling and help, which parsing, `--help` and near-miss suggestions
/// read, and where its value goes in the command's options.
///
/// ```
/// .value("--output", short: "-o", valueName: "file", help: "Where to write the bundle.", \.outputPath)
/// ```
struct Option<Options>: Sendable {
    /// How the option is spelled and explained.
    let specification: OptionSpecification
    /// Stores the values given into the options; called once, with every value in order (a flag's is `[""]`).
    let store: @Sendable (inout Options, _ values: [String]) throws -> Void
}

extension Option {
    /// A flag that sets a `Bool` to `true`.
    static func flag(_ specification: OptionSpecification, _ keyPath: WritableKeyPath<Options, Bool> & Sendable) -> Self {
        Self(specification: specification) { options, _ in options[keyPath: keyPath] = true }
    }

    /// An option given at most once, whose value is stored as written.
    static func value(_ specification: OptionSpecification, _ keyPath: WritableKeyPath<Options, String?> & Sendable) -> Self {
        Self(specification: specification) { options, values in options[keyPath: keyPath] = values.last }
    }

    /// An option that may be repeated; every value is kept, in order.
    static func values(_ specification: OptionSpecification, _ keyPath: WritableKeyPath<Options, [String]> & Sendable) -> Self {
        var specification = specification
        specification.isRepeatable = true
        return Self(specification: specification) { options, values in options[keyPath: keyPath] = values }
    }

    /// A version such as `6.4` (one to three numbers), stored as its components.
    static func version(_ specification: OptionSpecification, _ keyPath: WritableKeyPath<Options, [Int]?> & Sendable) -> Self {
        Self(specification: specification) { options, values in
            let text = values.last ?? ""
            let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
            guard (1...3).contains(parts.count), parts.allSatisfy({ ($0 ?? -1) >= 0 }) else {
                throw CommandLineError.invalidValue(text, option: specification.name, allowed: ["5.10", "6.0", "6.3", "6.4"], suggestion: nil)
            }
            options[keyPath: keyPath] = parts.compactMap { $0 }
        }
    }

    /// An option whose value is one of a type's cases, matched without regard to case (`ios` is `iOS`).
    static func choice<Value: RawRepresentable & CaseIterable & Sendable>(
        _ specification: OptionSpecification, _ keyPath: WritableKeyPath<Options, Value> & Sendable
    ) -> Self where Value.RawValue == String {
        Self(specification: specification) { options, values in
            options[keyPath: keyPath] = try Value.choice(values.last ?? "", for: specification.name)
        }
    }

    /// A flag declared by its spelling and help.
    static func flag(_ name: String, help: String, _ keyPath: WritableKeyPath<Options, Bool> & Sendable) -> Self {
        flag(OptionSpecification(name: name, help: help), keyPath)
    }

    /// An option with a value, declared by its spelling and help.
    static func value(
        _ name: String, short: String? = nil, valueName: String, help: String, _ keyPath: WritableKeyPath<Options, String?> & Sendable
    ) -> Self {
        value(OptionSpecification(name: name, shortName: short, valueName: valueName, help: help), keyPath)
    }

    /// A repeatable option, declared by its spelling and help.
    static func values(_ name: String, valueName: String, help: String, _ keyPath: WritableKeyPath<Options, [String]> & Sendable) -> Self {
        values(OptionSpecification(name: name, valueName: valueName, help: help), keyPath)
    }

    /// `--format <format>`: the command's output format, one of a type's cases.
    static func format<Value: RawRepresentable & CaseIterable & Sendable>(help: String, _ keyPath: WritableKeyPath<Options, Value> & Sendable) -> Self
    where Value.RawValue == String {
        choice(OptionSpecification(name: "--format", valueName: "format", help: help), keyPath)
    }
}

/// One positional argument of a command, declared once: its placeholder and help, and where it goes.
struct Argument<Options>: Sendable {
    /// The placeholder, such as `<input>` or `<paths...>`.
    let name: String
    /// One line of help.
    let help: String
    /// Whether it takes every remaining positional (at least one) rather than exactly one.
    let takesTheRest: Bool
    /// Stores the positionals it took.
    let store: @Sendable (inout Options, [String]) -> Void

    /// Exactly one positional.
    static func one(_ name: String, help: String, _ keyPath: WritableKeyPath<Options, String> & Sendable) -> Self {
        Self(name: name, help: help, takesTheRest: false) { options, values in options[keyPath: keyPath] = values[0] }
    }

    /// One positional or more: every one that is left.
    static func list(_ name: String, help: String, _ keyPath: WritableKeyPath<Options, [String]> & Sendable) -> Self {
        Self(name: name, help: help, takesTheRest: true) { options, values in options[keyPath: keyPath] = values }
    }
}

extension RawRepresentable where Self: CaseIterable, RawValue == String {
    /// The case spelled `text`, without regard to case, since the canonical spellings mix cases (`iOS`, `json`).
    ///
    /// - Throws: `CommandLineError.invalidValue` naming the allowed values and the nearest one.
    static func choice(_ text: String, for option: String) throws -> Self {
        if let exact = allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) {
            return exact
        }
        let allowed = allCases.map(\.rawValue)
        let suggestion = text.lowercased().nearestMatch(in: allowed.map { $0.lowercased() })
        throw CommandLineError.invalidValue(text, option: option, allowed: allowed, suggestion: allowed.first { $0.lowercased() == suggestion })
    }
}

extension Option {
    /// The same option, storing into a part of a larger options value (`SourceOptions` inside `ExtractOptions`).
    func scoped<Outer>(_ keyPath: WritableKeyPath<Outer, Options> & Sendable) -> Option<Outer> {
        let store = self.store
        return Option<Outer>(specification: specification) { outer, values in try store(&outer[keyPath: keyPath], values) }
    }
}
