import Foundation

/// What `swiftc -emit-const-values-path` wrote for one module: one entry per type that conforms to a protocol
/// in the gather list, with the values of its properties.
///
/// Read with `CompilerConstantValues(jsonData:)`; produced by `Scripts/compiler-const-values.sh`
/// (see `CompilerConstantValues.run(fixture:)`).
struct CompilerConstantValues: Sendable {
    /// One conforming type: `typeName` is module-qualified with nesting (`Travel.Destination.Query`).
    struct ConformingType: Sendable, Hashable {
        var typeName: String
        /// Swift's mangled name of the type (`6Travel11DestinationV5QueryV`), as Apple's metadata records it.
        var mangledTypeName: String
        var kind: String
        var conformances: [String]
        var properties: [Property]

        /// Whether the type conforms to one of the App Intents protocols the extractor recognises. Refinements
        /// (`OpenIntent`, `EntityStringQuery`, `TransientAppEntity`, ...) list their base protocol too, so the
        /// base names are enough. Types the compiler lists only for `_IntentValueRepresentable` and the like are not
        /// App Intents declarations.
        var isAppIntentsType: Bool {
            conformances.contains { Self.appIntentsProtocols.contains($0) }
        }

        func conforms(to protocolName: String) -> Bool {
            conformances.contains("AppIntents.\(protocolName)")
        }

        /// The `static` (or `class`) property with this label, if the compiler recorded it on this type; a class
        /// lists only what it declares itself, not what it inherits.
        func staticProperty(_ label: String) -> Property? {
            properties.first { $0.isStatic && $0.label == label }
        }

        static let appIntentsProtocols: Set<String> = [
            "AppIntents.AppIntent", "AppIntents.AppEntity", "AppIntents.AppEnum", "AppIntents.EntityQuery",
            "AppIntents.IntentValueQuery", "AppIntents.DynamicOptionsProvider", "AppIntents.AppShortcutsProvider",
            "AppIntents.AppIntentsPackage",
        ]
    }

    /// One property as the compiler saw it. A property wrapper yields two entries: the backing storage `_name`
    /// and `name` itself, which carries `propertyWrappers` (the attribute's arguments and location).
    struct Property: Sendable, Hashable {
        var label: String
        var type: String
        var isStatic: Bool
        var isComputed: Bool
        var location: Location?
        var value: CompilerValue
        var propertyWrappers: [PropertyWrapper]
    }

    /// The arguments of a property-wrapper attribute such as `@Parameter(title: "Trip")`, located at the attribute.
    struct PropertyWrapper: Sendable, Hashable {
        var location: Location?
        var arguments: [CompilerValue.Argument]

        func argument(_ label: String) -> CompilerValue? {
            arguments.first { $0.label == label }?.value
        }
    }

    /// A file relative to the fixture folder and a 1-based line.
    struct Location: Sendable, Hashable, CustomStringConvertible {
        var file: String
        var line: Int

        var description: String { "\(file):\(line)" }
    }

    var types: [ConformingType]

    /// The types that conform to an App Intents protocol.
    var appIntentsTypes: [ConformingType] {
        types.filter(\.isAppIntentsType)
    }

    /// Decodes the compiler's JSON array.
    /// - Throws: `DecodingError` when the data is not JSON, or `CompilerConstantValues.FormatError` when it has
    ///   an unexpected shape.
    init(jsonData: Data) throws {
        let root = try JSONDecoder().decode(ConstValuesJSON.self, from: jsonData)
        guard let entries = root.arrayValue else { throw FormatError(message: "the top level is not an array") }
        types = try entries.map(Self.makeType)
    }

    struct FormatError: Error, CustomStringConvertible {
        var message: String
        var description: String { "Unexpected compiler const-values JSON: \(message)." }
    }

    private static func makeType(_ json: ConstValuesJSON) throws -> ConformingType {
        guard let typeName = json["typeName"]?.stringValue else { throw FormatError(message: "a type has no 'typeName'") }
        return ConformingType(
            typeName: typeName,
            mangledTypeName: json["mangledTypeName"]?.stringValue ?? "",
            kind: json["kind"]?.stringValue ?? "",
            conformances: (json["conformances"]?.arrayValue ?? []).compactMap(\.stringValue),
            properties: (json["properties"]?.arrayValue ?? []).map(makeProperty)
        )
    }

    private static func makeProperty(_ json: ConstValuesJSON) -> Property {
        Property(
            label: json["label"]?.stringValue ?? "",
            type: json["type"]?.stringValue ?? "",
            isStatic: json["isStatic"]?.stringValue == "true",
            isComputed: json["isComputed"]?.stringValue == "true",
            location: makeLocation(json),
            value: CompilerValue(json: json),
            propertyWrappers: (json["propertyWrappers"]?.arrayValue ?? []).map { wrapper in
                PropertyWrapper(
                    location: makeLocation(wrapper),
                    arguments: (wrapper["arguments"]?.arrayValue ?? []).map(CompilerValue.Argument.init(json:))
                )
            }
        )
    }

    private static func makeLocation(_ json: ConstValuesJSON) -> Location? {
        guard let file = json["file"]?.stringValue, let line = json["line"]?.intValue else { return nil }
        return Location(file: file, line: line)
    }
}
