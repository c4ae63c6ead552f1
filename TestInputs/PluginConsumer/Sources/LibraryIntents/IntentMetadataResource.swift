import Foundation

/// Where this module's App Intents metadata is: the bundle the `IntentMetadataPlugin` build plugin generated, which
/// SwiftPM copied into the module's resources.
public let intentMetadataURL: URL? = Bundle.module.url(forResource: "LibraryIntents.intentmetadata", withExtension: "json")
