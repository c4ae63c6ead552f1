import TestSupport
import Foundation
import Testing

/// The README's usage block (the code block under "## The command line") against the tool's own help: every command
/// `intent-metadata help` lists has an entry there, and each entry names exactly the options `help <command>` lists,
/// by either spelling. The README keeps its own value names (`--platform iOS|macOS|...`); what it may not do is miss
/// an option or show one the tool does not take.
@Suite struct ReadmeUsageTests {
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func everyCommandOfHelpHasAnEntryAndNoOther() throws {
        let entries = try Self.readmeEntries()
        let commands = try Self.helpCommands()
        #expect(!commands.isEmpty, "no COMMANDS section in 'intent-metadata help'")
        let documented = entries.map(\.key).filter { !$0.hasPrefix("-") }
        #expect(Set(documented).count == documented.count, "README.md's usage block has two entries for one command: \(documented)")
        let missing = commands.filter { !documented.contains($0) }
        let unknown = documented.filter { !commands.contains($0) }
        #expect(missing.isEmpty, "README.md's usage block has no entry for \(missing), which 'intent-metadata help' lists")
        #expect(unknown.isEmpty, "README.md's usage block shows \(unknown), which 'intent-metadata help' does not list")
    }

    @Test func everyEntryNamesExactlyTheOptionsOfItsCommandsHelp() throws {
        let entries = try Self.readmeEntries()
        let directory = try TemporaryDirectory()
        for (command, text) in entries where !command.hasPrefix("-") {
            let run = try ToolRunner.run(["help", command], in: directory.url)
            try #require(run.status == 0, "'intent-metadata help \(command)' failed: \(run.standardError)")
            let options = Self.helpOptions(run.standardOutput)
            let shown = Self.optionTokens(in: text)
            for names in options where !names.contains(where: shown.contains) {
                Issue.record("README.md's usage of '\(command)' lacks \(names.joined(separator: " / ")), which 'intent-metadata help \(command)' lists")
            }
            for token in shown.sorted() where !options.contains(where: { $0.contains(token) }) {
                Issue.record("README.md's usage of '\(command)' shows \(token), which 'intent-metadata help \(command)' does not list")
            }
        }
    }

    /// The tool's own options (`--version`) each have an entry, `intent-metadata --version`; `--help` is left to the
    /// prose ("Every command has `--help`").
    @Test func toolOptionsHaveEntries() throws {
        let entries = try Self.readmeEntries()
        let directory = try TemporaryDirectory()
        let run = try ToolRunner.run(["help"], in: directory.url)
        let options = Self.helpOptions(run.standardOutput)
        #expect(!options.isEmpty, "no OPTIONS section in 'intent-metadata help'")
        let documented = Set(entries.map(\.key).filter { $0.hasPrefix("-") })
        for names in options where documented.isDisjoint(with: names) {
            Issue.record("README.md's usage block has no 'intent-metadata \(names.last ?? "")' entry, though 'intent-metadata help' lists it")
        }
        for key in documented.sorted() where !options.contains(where: { $0.contains(key) }) {
            Issue.record("README.md's usage block shows 'intent-metadata \(key)', which 'intent-metadata help' does not list")
        }
    }

    // MARK: Reading the README

    /// The entries of the usage block, in order: each begins with a line `intent-metadata <word> ...`, keyed by that
    /// word, and runs on over the indented lines below it.
    static func readmeEntries() throws -> [(key: String, text: String)] {
        let readme = String(decoding: try Data(contentsOf: packageRoot.appending(path: "README.md")), as: UTF8.self)
        let lines = readme.components(separatedBy: "\n")
        let heading = try #require(lines.firstIndex(of: "## The command line"), "README.md has no '## The command line' section")
        let opening = try #require(lines[heading...].firstIndex(of: "```"), "the command-line section of README.md has no code block")
        let closing = try #require(lines[(opening + 1)...].firstIndex(of: "```"), "the usage block of README.md is not closed")
        var entries: [(key: String, text: String)] = []
        for line in lines[(opening + 1)..<closing] {
            if line.hasPrefix("intent-metadata ") {
                let words = line.split(separator: " ")
                entries.append((String(words[1]), line))
            } else if line.first == " ", !entries.isEmpty {
                entries[entries.count - 1].text += "\n" + line
            } else if !line.isEmpty {
                Issue.record("README.md's usage block has a line that is neither an 'intent-metadata' entry nor indented under one: '\(line)'")
            }
        }
        #expect(!entries.isEmpty, "README.md's usage block is empty")
        return entries
    }

    /// The options an entry shows: the words starting with `-` and a letter, once brackets and `|` are set apart
    /// (`[-D FLAG]...`, `[--target NAME | --all-targets]`).
    static func optionTokens(in text: String) -> Set<String> {
        let words = text.split { $0 == " " || $0 == "\n" || $0 == "[" || $0 == "]" || $0 == "|" }
        return Set(words.filter { word in
            word.hasPrefix("-") && word.dropFirst().drop { $0 == "-" }.first?.isLetter == true
        }.map(String.init))
    }

    // MARK: Reading help

    /// The commands of `intent-metadata help`: the first word of each row of its COMMANDS section.
    static func helpCommands() throws -> [String] {
        let directory = try TemporaryDirectory()
        let run = try ToolRunner.run(["help"], in: directory.url)
        return section("COMMANDS", of: run.standardOutput).compactMap { row in
            row.hasPrefix("  ") && !row.hasPrefix("   ") ? row.split(separator: " ").first.map(String.init) : nil
        }
    }

    /// The options of a help text, each as its spellings (`["-D", "--define"]`), `-h, --help` left out.
    static func helpOptions(_ help: String) -> [[String]] {
        section("OPTIONS", of: help).compactMap { row -> [String]? in
            guard row.hasPrefix("  -") else { return nil }
            let names = row.split(separator: " ").prefix { $0.hasPrefix("-") }.map { String($0.hasSuffix(",") ? $0.dropLast() : $0) }
            return names.contains("--help") ? nil : names
        }
    }

    /// The lines of a help section, from its title to the next blank line.
    static func section(_ title: String, of help: String) -> [String] {
        let lines = help.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: "\(title):") else { return [] }
        return Array(lines[(start + 1)...].prefix { !$0.isEmpty })
    }
}
