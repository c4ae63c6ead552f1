#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Finds and replaces the `${name}` tokens of summary and phrase templates.
enum TemplateTokens {
    /// Replaces each `${name}` token whose name `replacement` knows; keeps the others, and any text that is
    /// not a well-formed token, as written.
    static func replace(in template: String, with replacement: (String) -> String?) -> String {
        var result = ""
        var rest = template[...]
        while let start = firstTokenStart(in: rest) {
            result += rest[..<start.lowerBound]
            let afterStart = rest[start.upperBound...]
            guard let end = afterStart.firstIndex(of: "}") else {
                rest = rest[start.lowerBound...]
                break
            }
            let name = String(afterStart[..<end])
            if !name.isEmpty, !name.contains("$"), let value = replacement(name) {
                result += value
                rest = afterStart[afterStart.index(after: end)...]
            } else {
                result += "${"
                rest = afterStart
            }
        }
        result += rest
        return result
    }

    /// The range of the first `${` in `text`, found scalar by scalar.
    private static func firstTokenStart(in text: Substring) -> Range<Substring.Index>? {
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let next = scalars.index(after: index)
            if scalars[index] == "$", next < scalars.endIndex, scalars[next] == "{" {
                return index..<scalars.index(after: next)
            }
            index = next
        }
        return nil
    }

    /// The names of the tokens in a template, in order.
    static func names(in template: String) -> [String] {
        var names: [String] = []
        _ = replace(in: template) { name in
            names.append(name)
            return nil
        }
        return names
    }
}
