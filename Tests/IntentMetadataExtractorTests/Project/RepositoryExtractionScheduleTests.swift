@testable import IntentMetadataExtractor
import Testing

/// The targets of a repository are extracted in the order one after another would take, each after the targets it
/// depends on; the levels of that order are extracted at once.
@Suite struct RepositoryExtractionScheduleTests {
    private static func target(_ name: String, dependencies: [String] = []) -> ProjectTarget {
        ProjectTarget(name: name, kind: .application, moduleName: name, platform: .iOS, projectPath: "/r/App.xcodeproj", dependencies: dependencies)
    }

    private static func key(_ name: String) -> String {
        "/r/App.xcodeproj\u{0}" + name
    }

    @Test func eachTargetComesAfterWhatItDependsOnAndIndependentOnesShareALevel() {
        let targets = [
            Self.target("App", dependencies: ["Kit", "Intents"]), Self.target("Widget", dependencies: ["Kit"]),
            Self.target("Kit"), Self.target("Intents", dependencies: ["Kit", "RemotePackage"]),
        ]
        let steps = RepositoryExtraction.schedule(targets, selected: [Self.key("App"), Self.key("Widget")])
        // One after another: the first target whose dependencies are done, in the given order, each time.
        #expect(steps.map(\.target.name) == ["Kit", "Widget", "Intents", "App"])
        #expect(steps.map(\.isSelected) == [false, true, false, true])
        // A product no target of the repository makes (a remote package) is no dependency to wait for.
        #expect(steps.map(\.dependencyKeys) == [[], [Self.key("Kit")], [Self.key("Kit")], [Self.key("Kit"), Self.key("Intents")]])
        let levels = RepositoryExtraction.levels(of: steps)
        #expect(levels.map { $0.map(\.target.name) } == [["Kit"], ["Widget", "Intents"], ["App"]])
    }

    @Test func aCycleIsBrokenAtTheFirstTargetLeftWhichReadsNoBundleOfIt() {
        let targets = [Self.target("A", dependencies: ["B"]), Self.target("B", dependencies: ["A"]), Self.target("C")]
        let steps = RepositoryExtraction.schedule(targets, selected: Set(targets.map(RepositoryExtraction.key)))
        #expect(steps.map(\.target.name) == ["C", "A", "B"])
        #expect(steps.map(\.dependencyKeys) == [[], [], [Self.key("A")]])
        #expect(RepositoryExtraction.levels(of: steps).map { $0.map(\.target.name) } == [["C", "A"], ["B"]])
    }
}
