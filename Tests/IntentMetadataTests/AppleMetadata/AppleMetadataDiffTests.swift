import Foundation
import IntentMetadata
import Testing

/// `BundleDiff` on Apple's metadata: clean against itself, the edits found in an edited copy, and effective
/// values, so that a source bundle and Apple's file of the same app agree.
@Suite struct AppleMetadataDiffTests {
    @Test(arguments: ["replica", "counter-subset", "widgetsmith"])
    func aFileHasNoChangesAgainstItself(_ name: String) throws {
        let bundle = try IntentMetadataBundle(data: AppleMetadataFiles.data(name))
        #expect(BundleDiff(from: bundle, to: bundle).changes.isEmpty)
    }

    @Test func anEditedWidgetsmithShowsEachEdit() throws {
        var object = try AppleMetadataFiles.object("widgetsmith")
        var enums = try #require(object["enums"] as? [[String: Any]])
        enums[0]["cases"] = (enums[0]["cases"] as? [Any])?.prefix(1).map { $0 }
        object["enums"] = enums
        var queries = try #require(object["queries"] as? [String: Any])
        queries["IDEntityQuery"] = nil
        object["queries"] = queries
        try AppleMetadataReadingTests.editParameters(of: "PlayMusicCollection", in: &object) { $0.removeLast() }
        var actions = try #require(object["actions"] as? [String: Any])
        var moveTile = try #require(actions["MoveTile"] as? [String: Any])
        moveTile["title"] = ["alternatives": [], "key": "Move the Tile"]
        actions["MoveTile"] = moveTile
        object["actions"] = actions
        let edited = try IntentMetadataBundle(data: JSONSerialization.data(withJSONObject: object), filePath: "edited.actionsdata")
        let original = try IntentMetadataBundle(data: AppleMetadataFiles.data("widgetsmith"), filePath: "extract.actionsdata")
        let diff = BundleDiff(from: original, to: edited)
        #expect(diff.changes.map { "\($0.classification.rawValue) \($0.kind.rawValue) \($0.subject)" } == [
            "breaking enum-case-removed enum case LaunchAppEnum.history",
            "breaking parameter-removed parameter PlayMusicCollection.useInAppPlayer",
            "breaking query-removed query IDEntityQuery",
            "notable action-title-changed action MoveTile",
        ])
        // A removed query points into the old file, where it was.
        #expect(diff.changes[2].source?.file == "extract.actionsdata")
        #expect(diff.changes[2].source?.line == 1)
        #expect(diff.changes[2].source.map { $0.column > 1 } == true)
    }

    @Test func unsetOpenAppWhenRunEqualsApplesEffectiveValue() throws {
        let apple = try IntentMetadataBundle(data: AppleMetadataFiles.data("replica"))
        // What source gives for the same intents: an OpenIntent and a control configuration intent that state
        // 'openAppWhenRun' and 'isDiscoverable' only where written.
        var source = apple
        source.generator = .current
        source.actions[0].openAppWhenRun = nil
        source.actions[1].isDiscoverable = true
        source.actions[1].openAppWhenRun = true
        source.actions[1].supportedModes = ["foreground"]
        #expect(BundleDiff(from: source, to: apple).changes.isEmpty)
        #expect(BundleDiff(from: apple, to: source).changes.isEmpty)
    }
}
