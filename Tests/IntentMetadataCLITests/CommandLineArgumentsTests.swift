import Testing
import intent_metadata

@Suite struct CommandLineArgumentsTests {
    @Test func extractWithOutput() throws {
        let arguments = try CommandLineArguments(parsing: ["extract", "Sources", "--output", "x.json"])
        #expect(arguments.command == .extract(ExtractOptions(source: SourceOptions(paths: ["Sources"]), outputPath: "x.json")))
    }
}
