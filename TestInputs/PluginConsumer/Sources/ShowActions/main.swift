import Foundation
import IntentMetadata
import LibraryIntents

// Prints the actions of `LibraryIntents`, read from the bundle the build plugin generated.
guard let url = intentMetadataURL else {
    FileHandle.standardError.write(Data("error: LibraryIntents.intentmetadata.json is not among LibraryIntents' resources\n".utf8))
    exit(1)
}
do {
    // TODO(runtime): switch to `IntentMetadataBundle(contentsOf: url)` once the loader lands.
    let bundle = try JSONDecoder().decode(IntentMetadataBundle.self, from: Data(contentsOf: url))
    print("module \(bundle.module): \(bundle.actions.count) action(s)")
    for action in bundle.actions {
        let parameters = action.parameters.map(\.name).joined(separator: ", ")
        print("- \(action.identifier): \(action.title.defaultText) (\(parameters))")
    }
} catch {
    FileHandle.standardError.write(Data("error: could not read '\(url.path)': \(error)\n".utf8))
    exit(1)
}
