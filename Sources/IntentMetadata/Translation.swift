/// The text of one key in one locale, as a strings table or a string catalog gives it.
///
/// Most keys have one text. A string catalog may instead vary a key by plural category (`one`, `other`, ...)
/// or by device (`iphone`, `mac`, ...). In JSON a translation with only a text is that text as a string;
/// one with variations is an object:
///
/// ```json
/// "Buch hinzufügen"
/// {"plural": {"one": "%lld Buch", "other": "%lld Bücher"}}
/// ```
public struct Translation: Codable, Sendable, Hashable {
    /// The text, when the key does not vary.
    public var value: String?
    /// The text per plural category (`zero`, `one`, `two`, `few`, `many`, `other`), when the key varies by number.
    public var pluralForms: [String: String]?
    /// The text per device (`iphone`, `ipad`, `mac`, `applewatch`, `appletv`, `applevision`, `other`), when
    /// the key varies by device. A device form that also varies by number is recorded with its `other` form.
    public var deviceForms: [String: String]?

    /// Creates a translation.
    ///
    /// - Parameters:
    ///   - value: The text, when the key does not vary.
    ///   - pluralForms: The text per plural category.
    ///   - deviceForms: The text per device.
    public init(value: String? = nil, pluralForms: [String: String]? = nil, deviceForms: [String: String]? = nil) {
        self.value = value
        self.pluralForms = pluralForms
        self.deviceForms = deviceForms
    }

    /// The one text to show when no number or device is known: the value, else the `other` plural form,
    /// else the `other` device form, else the first form by name, else an empty string.
    public var text: String {
        if let value { return value }
        for forms in [pluralForms, deviceForms] {
            guard let forms, !forms.isEmpty else { continue }
            if let other = forms["other"] { return other }
            if let first = forms.keys.min(), let text = forms[first] { return text }
        }
        return ""
    }

    /// Whether the translation has no text at all: no value and no forms, or only empty ones.
    public var isEmpty: Bool {
        (value ?? "").isEmpty && (pluralForms ?? [:]).values.allSatisfy(\.isEmpty) && (deviceForms ?? [:]).values.allSatisfy(\.isEmpty)
    }

    private enum CodingKeys: String, CodingKey {
        case value
        case pluralForms = "plural"
        case deviceForms = "device"
    }

    /// Writes a plain string when there are no variations, else an object with `value`, `plural` and `device`.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Any error the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        if let value, pluralForms == nil, deviceForms == nil {
            var container = encoder.singleValueContainer()
            try container.encode(value)
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(value, forKey: .value)
        try container.encodeIfPresent(pluralForms, forKey: .pluralForms)
        try container.encodeIfPresent(deviceForms, forKey: .deviceForms)
    }

    /// Reads a string or an object with `value`, `plural` and `device`.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` when the value is neither.
    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self) {
            self.init(value: text)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            value: try container.decodeIfPresent(String.self, forKey: .value),
            pluralForms: try container.decodeIfPresent([String: String].self, forKey: .pluralForms),
            deviceForms: try container.decodeIfPresent([String: String].self, forKey: .deviceForms)
        )
    }
}
