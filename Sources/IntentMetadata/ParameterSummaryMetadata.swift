/// An intent's parameter summary: a sentence template, or a choice between templates.
///
/// Encoded as `{"summary": {...}}`, `{"when": {...}}` or `{"switch": {...}}`.
public indirect enum ParameterSummaryMetadata: Codable, Sendable, Hashable {
    /// A sentence such as `Open ${shelf}`, with the parameters listed after it.
    case summary(SummaryTemplate)
    /// `When(\.$x, .equalTo, value) { ... } otherwise: { ... }`.
    case when(WhenSummary)
    /// `Switch(\.$x) { Case(value) { ... } DefaultCase { ... } }`.
    case `switch`(SwitchSummary)

    private enum CodingKeys: String, CodingKey {
        case summary, when, `switch`
    }

    /// Writes the summary as an object with one key: `summary`, `when` or `switch`.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Any error the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .summary(let template): try container.encode(template, forKey: .summary)
        case .when(let when): try container.encode(when, forKey: .when)
        case .switch(let switchSummary): try container.encode(switchSummary, forKey: .switch)
        }
    }

    /// Reads the summary as an object with one key: `summary`, `when` or `switch`; unknown extra keys are ignored.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError.dataCorrupted` when none of the keys is present, or the error of the value found.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let template = try container.decodeIfPresent(SummaryTemplate.self, forKey: .summary) {
            self = .summary(template)
        } else if let when = try container.decodeIfPresent(WhenSummary.self, forKey: .when) {
            self = .when(when)
        } else if let switchSummary = try container.decodeIfPresent(SwitchSummary.self, forKey: .switch) {
            self = .switch(switchSummary)
        } else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "expected one of 'summary', 'when' or 'switch'")
            )
        }
    }
}

/// A summary sentence with `${parameter}` placeholders, and the parameters shown below it.
public struct SummaryTemplate: Codable, Sendable, Hashable {
    /// The sentence; its key uses `${name}` for each interpolated parameter.
    public var template: LocalizedText
    /// The parameters listed in the summary's trailing builder, in order.
    public var parameters: [String]

    /// Creates a summary template.
    public init(template: LocalizedText, parameters: [String] = []) {
        self.template = template
        self.parameters = parameters
    }
}

/// A summary chosen by comparing one parameter's value.
public struct WhenSummary: Codable, Sendable, Hashable {
    /// The parameter compared.
    public var parameter: String
    /// The comparison, such as `equalTo` or `hasAnyValue`, when one is given.
    public var comparison: String?
    /// The value compared with, when it is a literal.
    public var value: LiteralValue?
    /// The summary when the comparison holds.
    public var then: ParameterSummaryMetadata
    /// The summary otherwise.
    public var otherwise: ParameterSummaryMetadata?

    /// Creates a conditional summary.
    public init(parameter: String, comparison: String? = nil, value: LiteralValue? = nil, then: ParameterSummaryMetadata, otherwise: ParameterSummaryMetadata? = nil) {
        self.parameter = parameter
        self.comparison = comparison
        self.value = value
        self.then = then
        self.otherwise = otherwise
    }
}

/// A summary chosen by one parameter's value among several cases.
public struct SwitchSummary: Codable, Sendable, Hashable {
    /// One `Case` of the switch.
    public struct Case: Codable, Sendable, Hashable {
        /// The value the case matches.
        public var value: LiteralValue
        /// The summary for that value.
        public var summary: ParameterSummaryMetadata

        /// Creates a case.
        public init(value: LiteralValue, summary: ParameterSummaryMetadata) {
            self.value = value
            self.summary = summary
        }
    }

    /// The parameter switched on.
    public var parameter: String
    /// The cases, in order.
    public var cases: [Case]
    /// The `DefaultCase`, if any.
    public var defaultCase: ParameterSummaryMetadata?

    /// Creates a switch summary.
    public init(parameter: String, cases: [Case], defaultCase: ParameterSummaryMetadata? = nil) {
        self.parameter = parameter
        self.cases = cases
        self.defaultCase = defaultCase
    }
}
