import TestSupport
import Foundation
import Testing

/// `describe` without `--locale` shows texts in the development language, not their keys.
@Suite struct DescribeDevelopmentLanguageTests {
    @Test func keysAreShownInTheDevelopmentLanguage() throws {
        let directory = try TemporaryDirectory()
        try directory.write("""
            import AppIntents
            struct SendIntent: AppIntent {
                static let title: LocalizedStringResource = "intent.send.title"
                func perform() async throws -> some IntentResult { .result() }
            }
            """, to: "App/SendIntent.swift")
        try directory.write("\"intent.send.title\" = \"Send Message\";\n", to: "App/en.lproj/Localizable.strings")
        try directory.write("\"intent.send.title\" = \"Nachricht senden\";\n", to: "App/de.lproj/Localizable.strings")
        let run = try ToolRunner.run(["describe", "App"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.standardOutput.hasPrefix("Send Message (SendIntent)"))
        let german = try ToolRunner.run(["describe", "App", "--locale", "de"], in: directory.url)
        #expect(german.standardOutput.hasPrefix("Nachricht senden (SendIntent)"))
    }
}
