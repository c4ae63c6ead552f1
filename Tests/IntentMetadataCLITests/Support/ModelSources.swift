/// Sources of a model module and of an intent using its type from another module, for the tests of
/// `--dependency-sources` and of package targets that depend on each other.
enum ModelSources {
    /// `public enum Season: String, AppEnum` with one case, in a module of its own.
    static let seasonEnum = """
        import AppIntents
        public enum Season: String, AppEnum {
            case spring
            public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Season"
            public static let caseDisplayRepresentations: [Season: DisplayRepresentation] = [.spring: "Spring"]
        }

        """

    /// An intent named `name` whose parameter `season` has the model module's `Season` type.
    static func intentUsingSeason(named name: String, importing module: String) -> String {
        """
        import AppIntents
        import \(module)
        struct \(name): AppIntent {
            static let title: LocalizedStringResource = "\(name)"
            @Parameter(title: "Season") var season: Season
        }

        """
    }
}
