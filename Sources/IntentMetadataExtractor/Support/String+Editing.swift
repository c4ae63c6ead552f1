/// The few text edits the tool needs from Foundation's `NSString` API, written on the standard library.
///
/// On Linux the tool links FoundationEssentials instead of Foundation (start-up: loading Foundation, its
/// internationalization layer and ICU was about half of a small app's `check`), and FoundationEssentials has no
/// `replacingOccurrences(of:with:)`, `range(of:)` or `trimmingCharacters(in:)`. These match Foundation's results on
/// the texts the tool edits: searches are literal, on UTF-8 bytes (so `"\n"` is found inside `"\r\n"`, as `NSString`
/// finds it), and trimming uses Foundation's sets of spaces.
extension StringProtocol {
    /// The text with every occurrence of `target` replaced by `replacement`, left to right, without overlaps;
    /// unchanged when `target` is empty.
    ///
    /// The result is put together as UTF-8 bytes: `String.append(contentsOf:)` of a generic string is not specialized,
    /// and its first call looks up a conformance at run time (about 180,000 instructions, in every run that names a
    /// project's file).
    package func replacingEvery(_ target: some StringProtocol, with replacement: some StringProtocol) -> String {
        var result: [UInt8] = []
        var rest = self[...]
        while let found = rest.firstRange(ofBytes: target) {
            result.append(contentsOf: rest[..<found.lowerBound].utf8)
            result.append(contentsOf: replacement.utf8)
            rest = rest[found.upperBound...]
        }
        result.append(contentsOf: rest.utf8)
        return String(decoding: result, as: UTF8.self)
    }

    /// The range of the first occurrence of `target`'s bytes, or `nil` (and `nil` for an empty `target`).
    package func firstRange(ofBytes target: some StringProtocol) -> Range<Index>? {
        let needle = Array(target.utf8)
        guard let first = needle.first else { return nil }
        let haystack = utf8
        var start = haystack.startIndex
        while let candidate = haystack[start...].firstIndex(of: first) {
            var end = candidate
            var matched = 0
            while matched < needle.count, end < haystack.endIndex, haystack[end] == needle[matched] {
                matched += 1
                end = haystack.index(after: end)
            }
            if matched == needle.count { return candidate..<end }
            start = haystack.index(after: candidate)
        }
        return nil
    }

    /// The text without the spaces and tabs at either end (Foundation's `CharacterSet.whitespaces`: tab and the
    /// Unicode space separators).
    package var trimmingWhitespace: String {
        String(self).trimmingScalars { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }
    }

    /// The text without white space and line breaks at either end (Foundation's
    /// `CharacterSet.whitespacesAndNewlines`).
    package var trimmingWhitespaceAndNewlines: String {
        String(self).trimmingScalars { scalar in
            switch scalar.value {
            case 0x09...0x0D, 0x85, 0x2028, 0x2029: true
            default: scalar.properties.generalCategory == .spaceSeparator
            }
        }
    }

    /// The text without the given characters at either end.
    package func trimming(charactersIn characters: String) -> String {
        let set = Set(characters.unicodeScalars)
        return String(self).trimmingScalars { set.contains($0) }
    }
}

extension String {
    fileprivate func trimmingScalars(_ isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }), let last = scalars.lastIndex(where: { !isTrimmed($0) }) else { return "" }
        if first == scalars.startIndex, scalars.index(after: last) == scalars.endIndex { return self }
        return String(scalars[first...last])
    }
}
