#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentMetadata
import IntentMetadataExtractor

extension Command {
    /// `diff`: load or extract both sides, compare them, print the changes, and fail on breaking ones.
    static func runDiff(_ options: DiffOptions) throws -> ExitCode {
        guard let old = try loadSide(options.oldPath, options: options),
              let new = try loadSide(options.newPath, options: options)
        else { return .errorsFound }
        let diff = BundleDiff(from: old, to: new)
        Console.printOutput(diff.render(format: options.format))
        guard diff.hasBreakingChanges, !options.allowsBreaking else { return .success }
        let count = diff.count(of: .breaking)
        Console.printErrorLine(
            "\(count == 1 ? "1 breaking change" : "\(count) breaking changes") found. Keep the old identifiers, "
                + "or pass '--allow-breaking' if the break is intended."
        )
        return .errorsFound
    }

    /// One side of a diff: a bundle file as it is, or sources extracted in-process with paths shown as given.
    ///
    /// - Returns: The bundle, or `nil` when extraction found errors (already printed), since a partial bundle
    ///   would report everything it missed as removed.
    private static func loadSide(_ path: String, options: DiffOptions) throws -> IntentMetadataBundle? {
        if case .metadata(let loaded) = try MetadataInput.open(path) {
            return loaded.bundle
        }
        let source = SourceOptions(paths: [path], moduleName: options.moduleName, platform: options.platform, customFlags: options.customFlags)
        let extraction = try SourceExtraction(options: source, warningsAsErrors: false)
        printDiagnostics(extraction.diagnostics, options: DiagnosticOptions())
        if extraction.hasErrors {
            Console.printErrorLine("\(countOfErrors(in: extraction.diagnostics)) found in '\(path)'; fix them before comparing.")
            return nil
        }
        let tree = extraction.tree
        // Sources are shown as given on the command line, so editors and GitHub annotations find the files.
        return extraction.result.bundle.mappingSourceFiles(tree.displayPath(for:))
    }
}

extension IntentMetadataBundle {
    /// The bundle with the file of every source reference mapped through `transform`.
    func mappingSourceFiles(_ transform: (String) -> String) -> IntentMetadataBundle {
        func mapped(_ source: SourceReference) -> SourceReference {
            var copy = source
            copy.file = transform(source.file)
            return copy
        }
        var copy = self
        copy.actions = actions.map { action in
            var action = action
            action.source = mapped(action.source)
            action.parameters = action.parameters.map { var parameter = $0; parameter.source = parameter.source.map(mapped); return parameter }
            return action
        }
        copy.entities = entities.map { var entity = $0; entity.source = mapped(entity.source); return entity }
        copy.enums = enums.map { var enumType = $0; enumType.source = mapped(enumType.source); return enumType }
        copy.queries = queries.map { var query = $0; query.source = mapped(query.source); return query }
        copy.packages = packages.map { var package = $0; package.source = mapped(package.source); return package }
        copy.shortcuts = shortcuts.map { var shortcuts = $0; shortcuts.source = mapped(shortcuts.source); return shortcuts }
        return copy
    }
}
