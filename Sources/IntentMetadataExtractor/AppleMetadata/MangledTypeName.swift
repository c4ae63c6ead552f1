/// Swift's mangled name of a nominal type, as Apple's metadata records it (`mangledTypeName`, without the `$s`
/// prefix): `6Travel11DestinationV5QueryV` for the struct `Query` nested in the struct `Destination` of module
/// `Travel`. Computed from names and kinds alone, as the compiler's mangler does it, including its word
/// substitutions (`6Travel0A11PreferencesV` for `Travel.TravelPreferences`: the word `Travel` is written once).
///
/// Only what can be computed faithfully is: a type whose mangling needs more than its names (private types carry a
/// file discriminator, local and generic types more) or a name outside ASCII (mangled with Punycode) is refused.
package enum MangledTypeName {
    /// The kind of a type, which the mangling writes after its name.
    package enum Kind: Sendable, Hashable {
        case `struct`, `enum`, `class`, `protocol`

        var code: UInt8 {
            switch self {
            case .struct: UInt8(ascii: "V")
            case .enum: UInt8(ascii: "O")
            case .class: UInt8(ascii: "C")
            case .protocol: UInt8(ascii: "P")
            }
        }
    }

    /// Why a type's mangled name cannot be computed from source.
    package enum Refusal: Error, Sendable, Hashable {
        /// An identifier outside ASCII letters, digits and `_` (the compiler writes it in Punycode), or empty.
        case nonASCIIIdentifier(String)
        /// The name of a module the compiler mangles specially (`Swift`, `__C`).
        case reservedModule(String)
        /// A `private` or `fileprivate` type (or one nested in such a type): its name carries a discriminator of its
        /// file that only the compiler knows.
        case privateType(String)
        /// A generic type (or one nested in a generic type), whose name needs its generic signature.
        case genericType(String)
        /// A type, or an enclosing type, that is not declared in the scanned sources (a type of another module that
        /// the code extends, say), so its kind is unknown.
        case unknownType(String)
    }

    /// The mangled name of the type `path.last` nested in the others, in `module`.
    ///
    /// - Parameters:
    ///   - module: the module's name, as given to the compiler (`-module-name`).
    ///   - path: the type and its enclosing types, outermost first, each with its kind.
    /// - Throws: `Refusal` when the name cannot be computed without the compiler.
    package static func of(module: String, path: [(name: String, kind: Kind)]) throws(Refusal) -> String {
        guard module != "Swift", !module.hasPrefix("__C") else { throw .reservedModule(module) }
        var mangler = WordSubstitutingMangler()
        try mangler.append(identifier: module)
        for (name, kind) in path {
            try mangler.append(identifier: name)
            mangler.append(code: kind.code)
        }
        return String(decoding: mangler.buffer, as: UTF8.self)
    }
}

/// The identifier part of Swift's mangler: an identifier is `<length><text>`, unless one of its words (a run that
/// starts at a letter and ends before `_`, a digit-or-lowercase-to-uppercase step, or the end) was written before in
/// the same mangled name; then it is `0` followed by literal runs (`<length><text>`) and word references, a
/// lowercase letter for a word in the middle and an uppercase one for the last (and `0` after it when it ends the
/// identifier). At most 26 words are remembered, words of one character never.
private struct WordSubstitutingMangler {
    private struct Word {
        /// Where the word starts: in the identifier being written while it is being written, then in `buffer`.
        var start: Int
        var length: Int
    }

    private static let maximumWordCount = 26

    private(set) var buffer: [UInt8] = []
    private var words: [Word] = []
    /// How many of `words` point into `buffer`; the others point into the identifier being written.
    private var wordsInBuffer = 0

    /// A one-letter code such as a type's kind, written as it is.
    mutating func append(code: UInt8) {
        buffer.append(code)
    }

    mutating func append(identifier text: String) throws(MangledTypeName.Refusal) {
        let identifier = Array(text.utf8)
        guard !identifier.isEmpty, identifier.allSatisfy(Self.isIdentifierByte), !Self.isDigit(identifier[0]) else {
            throw .nonASCIIIdentifier(text)
        }
        let replacements = findWords(in: identifier)
        if replacements.isEmpty {
            buffer.append(contentsOf: String(identifier.count).utf8)
            for index in wordsInBuffer..<words.count { words[index].start += buffer.count }
            wordsInBuffer = words.count
            buffer.append(contentsOf: identifier)
        } else {
            appendSubstituted(identifier, replacements: replacements)
        }
    }

    /// Records the identifier's new words and returns where earlier words recur, as (position, word index).
    private mutating func findWords(in identifier: [UInt8]) -> [(position: Int, word: Int)] {
        var replacements: [(position: Int, word: Int)] = []
        var wordStart: Int?
        for position in 0...identifier.count {
            let byte = position < identifier.count ? identifier[position] : 0
            if let start = wordStart, Self.isWordEnd(byte, after: identifier[position - 1]) {
                let word = identifier[start..<position]
                if let index = index(of: word, identifier: identifier) {
                    replacements.append((start, index))
                } else if word.count >= 2, words.count < Self.maximumWordCount {
                    words.append(Word(start: start, length: word.count))
                }
                wordStart = nil
            }
            if wordStart == nil, Self.isWordStart(byte) { wordStart = position }
        }
        return replacements
    }

    /// The index of an equal word written before: first among those in the buffer, then among this identifier's.
    private func index(of word: ArraySlice<UInt8>, identifier: [UInt8]) -> Int? {
        for index in 0..<wordsInBuffer where buffer[words[index].start..<(words[index].start + words[index].length)].elementsEqual(word) {
            return index
        }
        for index in wordsInBuffer..<words.count where identifier[words[index].start..<(words[index].start + words[index].length)].elementsEqual(word) {
            return index
        }
        return nil
    }

    private mutating func appendSubstituted(_ identifier: [UInt8], replacements: [(position: Int, word: Int)]) {
        buffer.append(UInt8(ascii: "0"))
        let steps = replacements + [(position: identifier.count, word: -1)]
        var position = 0
        for (step, replacement) in steps.enumerated() {
            if position < replacement.position {
                buffer.append(contentsOf: String(replacement.position - position).utf8)
                while position < replacement.position {
                    if wordsInBuffer < words.count, words[wordsInBuffer].start == position {
                        words[wordsInBuffer].start = buffer.count
                        wordsInBuffer += 1
                    }
                    buffer.append(identifier[position])
                    position += 1
                }
            }
            guard replacement.word >= 0 else { continue }
            position += words[replacement.word].length
            if step < steps.count - 2 {
                buffer.append(UInt8(ascii: "a") + UInt8(replacement.word))
            } else {
                buffer.append(UInt8(ascii: "A") + UInt8(replacement.word))
                if position == identifier.count { buffer.append(UInt8(ascii: "0")) }
            }
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    private static func isUppercase(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || isUppercase(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
    }
    private static func isWordStart(_ byte: UInt8) -> Bool { !isDigit(byte) && byte != UInt8(ascii: "_") && byte != 0 }
    private static func isWordEnd(_ byte: UInt8, after previous: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte == 0 || (!isUppercase(previous) && isUppercase(byte))
    }
}
