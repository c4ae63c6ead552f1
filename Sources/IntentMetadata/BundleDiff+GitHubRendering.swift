extension BundleDiff {
    /// One GitHub Actions workflow command per change.
    func renderedWorkflowCommands() -> String {
        var output = ""
        for change in changes {
            let command = switch change.classification {
            case .breaking: "error"
            case .notable: "warning"
            case .additive: "notice"
            }
            var properties: [String] = []
            if let source = change.source {
                properties.append("file=\(Self.escapeWorkflowProperty(source.file))")
                properties.append("line=\(source.line)")
                properties.append("col=\(source.column)")
            }
            properties.append("title=\(Self.escapeWorkflowProperty("\(change.classification.rawValue) change: \(change.kind.rawValue)"))")
            var text = change.message
            if let hint = change.hint { text += "\n" + hint }
            output += "::\(command) \(properties.joined(separator: ","))::\(Self.escapeWorkflowData(text))\n"
        }
        return output
    }

    // The runner's own escaping (actions/toolkit `command.ts`): data escapes `%`, CR and LF; property values
    // also escape `:` and `,`, which delimit the command.
    private static func escapeWorkflowData(_ text: String) -> String {
        text.replacingScalars(["%": "%25", "\r": "%0D", "\n": "%0A"])
    }

    private static func escapeWorkflowProperty(_ text: String) -> String {
        text.replacingScalars(["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"])
    }
}
