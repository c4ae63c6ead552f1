import IntentMetadata

/// Combines the bundles of an app's modules into one bundle for the app.
///
/// Identifiers must be unique across the modules, since the system looks actions, entities, enums, queries and
/// packages up by identifier alone; an app may also have only one App Shortcuts provider. Each clash is an error
/// naming both modules, and the first declaration (in the order the bundles were given) is kept.
///
/// ```swift
/// let result = BundleMerger.merge([(path: "App.json", bundle: app), (path: "Kit.json", bundle: kit)])
/// ```
package enum BundleMerger {
    /// One bundle to merge, with the path diagnostics name it by.
    package struct Input: Sendable {
        /// The bundle's path as the user gave it.
        package var path: String
        /// The bundle.
        package var bundle: IntentMetadataBundle

        /// Creates an input.
        package init(path: String, bundle: IntentMetadataBundle) {
            self.path = path
            self.bundle = bundle
        }
    }

    /// Merges bundles.
    ///
    /// - Parameters:
    ///   - inputs: the bundles, the app's first.
    ///   - moduleName: the merged bundle's module; `nil` means the first bundle's.
    /// - Returns: the merged bundle, with arrays sorted by identifier, and the conflicts found, as errors.
    package static func merge(_ inputs: [Input], moduleName: String? = nil) -> ExtractionResult {
        var merged = IntentMetadataBundle(module: moduleName ?? inputs.first?.bundle.module ?? "Module")
        var diagnostics: [Diagnostic] = []
        var modules: [String: String] = [:]
        var actions = Registry<ActionMetadata>(kind: "action")
        var entities = Registry<EntityMetadata>(kind: "entity")
        var enums = Registry<EnumMetadata>(kind: "enum")
        var queries = Registry<QueryMetadata>(kind: "query")
        var packages = Registry<PackageMetadata>(kind: "package")
        var shortcutsOwner: (module: String, provider: String)?

        for input in inputs {
            let module = input.bundle.module
            let location = SourceLocation(file: input.path, line: 1, column: 1)
            if let earlierPath = modules[module] {
                diagnostics.append(Diagnostic(
                    .duplicateIdentifier, at: location,
                    "module '\(module)' is given twice, in '\(earlierPath)' and '\(input.path)'; the second is skipped"
                ))
                continue
            }
            modules[module] = input.path
            if let localizations = input.bundle.localizations {
                merged.localizations = merged.localizations.map { $0.merging(localizations) } ?? localizations
            }
            for action in input.bundle.actions {
                actions.add(action, identifier: action.identifier, module: module, source: action.source, at: location, into: &diagnostics)
            }
            for entity in input.bundle.entities {
                entities.add(entity, identifier: entity.identifier, module: module, source: entity.source, at: location, into: &diagnostics)
            }
            for enumeration in input.bundle.enums {
                enums.add(enumeration, identifier: enumeration.identifier, module: module, source: enumeration.source, at: location, into: &diagnostics)
            }
            for query in input.bundle.queries {
                queries.add(query, identifier: query.identifier, module: module, source: query.source, at: location, into: &diagnostics)
            }
            // Legacy intents are not looked up by identifier alone (each belongs to its definition file), so they
            // cannot clash; they are kept as they are.
            merged.legacyIntents += input.bundle.legacyIntents
            for package in input.bundle.packages {
                packages.add(package, identifier: package.identifier, module: module, source: package.source, at: location, into: &diagnostics)
            }
            if let shortcuts = input.bundle.shortcuts {
                if let owner = shortcutsOwner {
                    diagnostics.append(Diagnostic(
                        .shortcutsProviderDuplicate, at: location,
                        "App Shortcuts provider '\(shortcuts.provider)' of module '\(module)' conflicts with '\(owner.provider)' of module '\(owner.module)'; an app may have only one"
                    ))
                } else {
                    shortcutsOwner = (module, shortcuts.provider)
                    merged.shortcuts = shortcuts
                }
            }
        }
        diagnostics += unincludedModules(inputs)
        merged.actions = actions.sortedItems
        merged.entities = entities.sortedItems
        merged.enums = enums.sortedItems
        merged.queries = queries.sortedItems
        merged.packages = packages.sortedItems
        return ExtractionResult(bundle: merged, diagnostics: diagnostics.sorted())
    }

    /// Modules that no `AppIntentsPackage` reachable from the app (the first bundle) includes: the system does not
    /// see their App Intents types, as types in other modules are shared only through `includedPackages`.
    static func unincludedModules(_ inputs: [Input]) -> [Diagnostic] {
        guard let app = inputs.first else { return [] }
        let byModule = Dictionary(inputs.map { ($0.bundle.module, $0) }, uniquingKeysWith: { first, _ in first })
        var reachable: Set<String> = [app.bundle.module]
        var pending = [app.bundle.module]
        while let module = pending.popLast() {
            for package in byModule[module]?.bundle.packages ?? [] {
                for included in package.includedPackages {
                    // `Kit.KitPackage` names module `Kit`; an unqualified name is the including module's own.
                    let target = included.split(separator: ".").count > 1 ? String(included.split(separator: ".")[0]) : module
                    if byModule[target] != nil, reachable.insert(target).inserted { pending.append(target) }
                }
            }
        }
        return inputs.dropFirst().compactMap { input in
            let bundle = input.bundle
            let hasTypes = !(bundle.actions.isEmpty && bundle.entities.isEmpty && bundle.enums.isEmpty && bundle.queries.isEmpty)
            guard hasTypes, !reachable.contains(bundle.module) else { return nil }
            let packageHint = bundle.packages.first.map { "'\($0.typeName)'" } ?? "an 'AppIntentsPackage' of module '\(bundle.module)'"
            return Diagnostic(
                .packageNotIncluded, at: SourceLocation(file: input.path, line: 1, column: 1),
                "module '\(bundle.module)' is not included by any 'AppIntentsPackage' of '\(app.bundle.module)', so the system will not see its App Intents types",
                notes: [.init(location: SourceLocation(file: app.path, line: 1, column: 1), message: "list \(packageHint) in the 'includedPackages' of an 'AppIntentsPackage' of '\(app.bundle.module)'")]
            )
        }
    }

    private struct Registry<Item> {
        let kind: String
        var items: [(identifier: String, item: Item)] = []
        var owners: [String: (module: String, source: SourceReference)] = [:]

        init(kind: String) {
            self.kind = kind
        }

        mutating func add(_ item: Item, identifier: String, module: String, source: SourceReference, at location: SourceLocation, into diagnostics: inout [Diagnostic]) {
            if let owner = owners[identifier] {
                guard owner.module != module else { return }
                let earlier = Diagnostic.Note(
                    location: SourceLocation(file: owner.source.file, line: owner.source.line, column: owner.source.column),
                    message: "'\(identifier)' of module '\(owner.module)' is declared here"
                )
                let later = Diagnostic.Note(
                    location: SourceLocation(file: source.file, line: source.line, column: source.column),
                    message: "'\(identifier)' of module '\(module)' is declared here"
                )
                diagnostics.append(Diagnostic(
                    .duplicateIdentifier, at: location,
                    "\(kind) identifier '\(identifier)' is declared in both module '\(owner.module)' and module '\(module)'",
                    notes: [earlier, later]
                ))
                return
            }
            owners[identifier] = (module, source)
            items.append((identifier, item))
        }

        var sortedItems: [Item] {
            items.sorted { $0.identifier < $1.identifier }.map(\.item)
        }
    }
}
