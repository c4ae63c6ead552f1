import ProjectDescription

public enum Widgets {
    public static let destinations: Destinations = [.iPhone, .appleVision]

    public static let target = Target.target(
        name: "JournalWidget",
        destinations: destinations,
        product: .appExtension,
        bundleId: "com.example.journal.widget",
        sources: "Widget/Sources/**",
        settings: .settings(defaultSettings: .none)
    )
}
