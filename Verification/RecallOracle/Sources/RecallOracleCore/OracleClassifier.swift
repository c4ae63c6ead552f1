/// Decides, from the records of every file of a folder, which types are intents, entities and enums.
///
/// A type counts when a struct, enum, class or actor declaration, or an extension, lists in its inheritance
/// clause a protocol of the category, or carries the category's schema macro. "A protocol of the category" is
/// closed over the whole folder: the framework protocols, every protocol the app declares that refines one
/// (through its inheritance clause or `where Self: X`), every file-scope typealias whose right-hand side names one, and
/// every class that conforms (so that its subclasses conform). Names are compared by their last component.
public enum OracleClassifier {
    public static func classify(declarations: [DeclarationRecord], constraints: [ConstraintRecord], fileCount: Int) -> OracleResult {
        var result = OracleResult(declarations: [:], exclusions: [], fileCount: fileCount)
        var exclusions: Set<OracleResult.Exclusion> = []
        let classNames = Set(declarations.filter { $0.kind == .class }.map(\.simpleName))
        let protocolNames = Set(declarations.filter { $0.kind == .protocol }.map(\.simpleName))
        let frameworkProtocols = Set(Category.allCases.flatMap(\.frameworkProtocols))

        for category in Category.allCases {
            let conforming = conformingNames(category, declarations: declarations, classNames: classNames)
            var found: [String: [SourceLocation]] = [:]
            for record in declarations {
                let matched = record.inheritedNames.filter(conforming.contains)
                let macros = record.attributeNames.filter(category.schemaMacros.contains)
                guard !matched.isEmpty || (!macros.isEmpty && record.kind != .extension) else { continue }
                let via = (matched + macros.map { "@" + $0 }).joined(separator: ", ")
                func exclude(_ reason: String) {
                    exclusions.insert(.init(category: category.rawValue, name: record.path, location: record.location.rendered, reason: reason))
                }
                switch record.kind {
                case .protocol:
                    exclude("protocol refining \(via): declares no type; the types adopting it are counted")
                case .typealias where record.path.contains("."):
                    exclude("member typealias of \(via): declares no type, and is not followed outside its type")
                case .typealias:
                    exclude("typealias of \(via): declares no type; conformances through it are counted")
                case .extension where protocolNames.contains(record.simpleName) || frameworkProtocols.contains(record.simpleName):
                    exclude("extension of a protocol (\(via)): adds no conformance to a type")
                case _ where record.isLocal:
                    exclude("type declared inside a function, closure or accessor body (\(via)): not visible to the metadata")
                default:
                    found[record.path, default: []].append(record.location)
                }
            }
            result.declarations[category] = found.mapValues { $0.sorted() }

            for constraint in constraints {
                let matched = constraint.names.filter(conforming.contains)
                guard !matched.isEmpty else { continue }
                exclusions.insert(.init(category: category.rawValue, name: constraint.description, location: constraint.location.rendered, reason: constraint.reason))
            }
        }
        result.exclusions = exclusions.sorted()
        return result
    }

    /// The names that make a type one of `category`, closed over the folder's protocols, typealiases and classes.
    static func conformingNames(_ category: Category, declarations: [DeclarationRecord], classNames: Set<String>) -> Set<String> {
        var names = category.frameworkProtocols
        var changed = true
        while changed {
            changed = false
            for record in declarations where !names.contains(record.simpleName) {
                let passesOn: Bool
                switch record.kind {
                case .protocol:
                    passesOn = true
                case .typealias:
                    // Only a file-scope alias is visible everywhere; a member alias such as a query's
                    // `typealias Entity = Screen` would otherwise make every `: Entity` in the folder count.
                    passesOn = !record.path.contains(".") && !record.isLocal
                case .class, .extension:
                    // A subclass inherits its superclass's conformances, including those added by an extension.
                    passesOn = classNames.contains(record.simpleName) && !record.isLocal
                case .struct, .enum, .actor:
                    passesOn = false
                }
                guard passesOn else { continue }
                let hasMacro = record.kind == .class && !record.attributeNames.filter(category.schemaMacros.contains).isEmpty
                if hasMacro || record.inheritedNames.contains(where: names.contains) {
                    names.insert(record.simpleName)
                    changed = true
                }
            }
        }
        return names
    }
}
