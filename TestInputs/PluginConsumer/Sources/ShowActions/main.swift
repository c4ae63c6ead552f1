import Foundation
import IntentMetadata
import LibraryIntents

// Prints the actions of `LibraryIntents`, read from the bundle the build plugin generated.
guard let url = intentMetadataURL else {
    FileHandle.standardError.write(Data("error: LibraryIntents.intentmetadata.json is not among LibraryIntents' resources\n".utf8))
    exit(1)
}
do {
    let bundle = try IntentMetadataBundle(contentsOf: url)
    print("module \(bundle.module): \(bundle.actions.count) action(s)")
    for action in bundle.actions {
        let parameters = action.parameters.map { "\($0.name): \(bundle.typeDescription(of: $0.valueType))" }.joined(separator: ", ")
        // The build plugin passes the target's strings tables too, so the bundle carries their translations.
        let german = bundle.localizedString(for: action.title, locale: "de")
        print("- \(action.identifier): \(action.title.defaultText) / de: \(german) (\(parameters))")
    }
} catch {
    FileHandle.standardError.write(Data("error: could not read '\(url.path)': \(error)\n".utf8))
    exit(1)
}
