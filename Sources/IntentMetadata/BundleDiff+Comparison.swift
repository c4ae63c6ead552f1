extension BundleDiff {
    /// The state of one comparison: both bundles, the renames found so far and the changes recorded.
    struct Comparison {
        let old: IntentMetadataBundle
        let new: IntentMetadataBundle
        /// Old action identifiers to the identifiers of the added actions they were likely renamed to.
        var actionRenames: [String: String] = [:]
        var changes: [BundleChange] = []

        init(old: IntentMetadataBundle, new: IntentMetadataBundle) {
            self.old = old
            self.new = new
        }

        mutating func record(
            _ classification: BundleChange.Classification,
            _ kind: BundleChange.Kind,
            _ subject: String,
            old oldValue: String? = nil,
            new newValue: String? = nil,
            message: String,
            hint: String? = nil,
            at source: SourceReference?
        ) {
            changes.append(
                BundleChange(
                    classification: classification, kind: kind, subject: subject,
                    oldValue: oldValue, newValue: newValue, message: message, hint: hint, source: source
                )
            )
        }
    }
}

extension ValueType {
    /// The type in short, as diffs show it: `string`, `Recipe`, `Course`, `[Recipe]`.
    var shortText: String {
        switch self {
        case .primitive(let primitive): primitive.rawValue
        case .entity(let identifier): identifier
        case .enum(let identifier): identifier
        case .array(let element): "[\(element.shortText)]"
        }
    }
}

extension ParameterMetadata {
    /// Whether a value must be given: the parameter is not optional and has no default value.
    var isRequired: Bool { !isOptional && defaultValue == nil }
}
