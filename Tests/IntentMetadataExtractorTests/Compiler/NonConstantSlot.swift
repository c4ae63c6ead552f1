import Foundation

/// A value in a slot Apple requires to be a compile-time constant that the compiler did not record as a literal or
/// an initializer call, with the diagnostic our extractor must report for it.
struct NonConstantSlot: Sendable, Hashable, CustomStringConvertible {
    var typeName: String
    /// `title`, `parameter(amount).title`, ...
    var slot: String
    /// The ID of the error we must report (`non-constant-title`).
    var diagnosticID: String
    /// Where the compiler puts the property (or, for a wrapper argument, the attribute): the declaration's first line.
    var location: CompilerConstantValues.Location
    /// The lines of the whole declaration. Our diagnostics point inside it, at the value or, for a getter with
    /// several statements, at the first statement, while the compiler names only the first line.
    var lines: ClosedRange<Int>
    /// The value as the compiler recorded it; `value.nonConstantPart` is what makes it non-constant.
    var value: CompilerValue

    var description: String {
        "\(location): \(typeName).\(slot) is \(value.summary) (expected [\(diagnosticID)])"
    }
}

extension NonConstantSlot {
    /// The non-constant slots of every App Intents type the compiler reported.
    /// - Parameters:
    ///   - values: the compiler's output for a fixture.
    ///   - sourceDirectory: the fixture folder, to find where each declaration ends.
    static func slots(in values: CompilerConstantValues, sourceDirectory: URL) -> [NonConstantSlot] {
        var slots: [NonConstantSlot] = []
        for type in values.appIntentsTypes {
            func check(_ slot: String, _ diagnosticID: String, _ value: CompilerValue?, at location: CompilerConstantValues.Location?) {
                guard let value, let location, value.nonConstantPart != nil else { return }
                let lines = DeclarationExtent.lines(startingAt: location.line, in: sourceDirectory.appendingPathComponent(location.file))
                slots.append(NonConstantSlot(typeName: type.typeName, slot: slot, diagnosticID: diagnosticID, location: location, lines: lines, value: value))
            }
            func checkStatic(_ label: String, _ diagnosticID: String) {
                guard let property = type.staticProperty(label) else { return }
                check(label, diagnosticID, property.value, at: property.location)
            }
            func checkWrapped(_ wrapperType: String, slotName: String, _ diagnosticID: String) {
                for property in type.properties where property.value.initializedTypeName == wrapperType {
                    guard let wrapper = property.propertyWrappers.first else { continue }
                    check("\(slotName)(\(property.label)).title", diagnosticID, wrapper.argument("title"), at: wrapper.location)
                }
            }

            if type.conforms(to: "AppIntent") {
                checkStatic("title", "non-constant-title")
                checkStatic("description", "non-constant-description")
                checkStatic("openAppWhenRun", "non-constant-open-app-when-run")
                checkWrapped("AppIntents.IntentParameter", slotName: "parameter", "non-constant-parameter-title")
            }
            if type.conforms(to: "AppEntity") || type.conforms(to: "AppEnum") {
                checkStatic("typeDisplayRepresentation", "non-constant-type-display-representation")
            }
            if type.conforms(to: "AppEntity") {
                checkWrapped("AppIntents.EntityProperty", slotName: "property", "non-constant-property-title")
            }
            if type.conforms(to: "AppEnum") {
                checkStatic("caseDisplayRepresentations", "non-constant-case-display-representations")
            }
        }
        return slots.sorted { ($0.location.file, $0.location.line, $0.slot) < ($1.location.file, $1.location.line, $1.slot) }
    }
}

/// Where a declaration that starts on a given line ends: the first line after which every `(`, `[` and `{` opened
/// since the start is closed again. Strings and `//` comments are skipped. Enough for the fixtures, which are
/// ordinary Swift; not a parser.
enum DeclarationExtent {
    static func lines(startingAt firstLine: Int, in file: URL) -> ClosedRange<Int> {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return firstLine...firstLine }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard firstLine >= 1, firstLine <= lines.count else { return firstLine...firstLine }
        var depth = 0
        var isInString = false
        var lineNumber = firstLine
        while lineNumber <= min(lines.count, firstLine + 300) {
            var previous: Character = " "
            var isEscaped = false
            for character in lines[lineNumber - 1] {
                defer { previous = character }
                if isInString {
                    if isEscaped {
                        isEscaped = false
                    } else if character == "\\" {
                        isEscaped = true
                    } else if character == "\"" {
                        isInString = false
                    }
                    continue
                }
                if character == "/" && previous == "/" { break }
                switch character {
                case "\"": isInString = true
                case "(", "[", "{": depth += 1
                case ")", "]", "}": depth -= 1
                default: break
                }
            }
            // A single-line string cannot continue on the next line.
            isInString = false
            if depth <= 0 { return firstLine...lineNumber }
            lineNumber += 1
        }
        return firstLine...lineNumber - 1
    }
}
