#!/usr/bin/env python3
"""Writes a synthetic App Intents module for the benchmark.

The tree looks like an app's intents target: per feature an enum (AppEnum), an entity (AppEntity), its query
(EntityStringQuery), a file of intents with parameters and a parameter summary, and a model file of ordinary
code with function bodies that the extractor has to skip. One AppShortcutsProvider sits at the root with the
10 shortcuts Apple allows.

    python3 Benchmarks/generate-app-intents.py --scale 1 --output /tmp/intents-1x   # 250 feature files + 1

The output depends only on --scale, so every run times the same bytes, and it extracts with no diagnostics.
"""

import argparse
import os
import shutil
import sys

FEATURES_PER_SCALE = 50  # 5 files each: 1x is 250 files plus the shortcuts provider.
FILES_PER_FEATURE = 5
MAXIMUM_SHORTCUTS = 10

ADJECTIVES = ["Quick", "Daily", "Shared", "Pinned", "Recent", "Archived", "Starred", "Nearby", "Hidden", "Weekly"]
NOUNS = ["Note", "Trip", "Recipe", "Workout", "Album", "Project", "Invoice", "Garden", "Lesson", "Ticket"]
STATES = ["draft", "active", "paused", "finished", "archived", "deleted"]


def feature_name(index):
    return f"{ADJECTIVES[index % len(ADJECTIVES)]}{NOUNS[(index // len(ADJECTIVES)) % len(NOUNS)]}{index}"


def title_words(index):
    return f"{ADJECTIVES[index % len(ADJECTIVES)]} {NOUNS[(index // len(ADJECTIVES)) % len(NOUNS)]} {index}"


def enum_file(name, words):
    cases = STATES
    representations = "\n".join(
        f'            .{case}: DisplayRepresentation(title: "{case.capitalize()}", image: .init(systemName: "circle.{position}")),'
        if position % 2 else f'            .{case}: "{case.capitalize()}",'
        for position, case in enumerate(cases)
    )
    return f'''import AppIntents

/// The states a {words.lower()} goes through.
enum {name}State: String, AppEnum, CaseIterable {{
{chr(10).join(f"    case {case}" for case in cases)}

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "{words} State"

    static var caseDisplayRepresentations: [{name}State: DisplayRepresentation] {{
        [
{representations}
        ]
    }}

    /// Whether the item still shows in lists.
    var isVisible: Bool {{
        switch self {{
        case .draft, .active, .paused:
            return true
        case .finished, .archived, .deleted:
            return false
        }}
    }}
}}
'''


def entity_file(name, words):
    return f'''import AppIntents
import Foundation

/// A {words.lower()} as Shortcuts and Siri see it.
struct {name}Entity: AppEntity, Identifiable {{
    static let typeDisplayRepresentation = TypeDisplayRepresentation(
        name: LocalizedStringResource("entity.{name}.name", defaultValue: "{words}", table: "Entities"),
        numericFormat: "\\(placeholder: .int) items"
    )

    static let defaultQuery = {name}Query()

    let id: UUID

    @Property(title: "Name")
    var name: String

    @Property(title: "State")
    var state: {name}State

    @Property(title: "Count")
    var count: Int

    @Property(title: "Created")
    var createdAt: Date

    @Property(title: "Link")
    var link: URL?

    var displayRepresentation: DisplayRepresentation {{
        DisplayRepresentation(
            title: "\\(name)",
            subtitle: "\\(count) items",
            image: .init(systemName: "square.stack")
        )
    }}

    init(id: UUID = UUID(), name: String, state: {name}State = .draft, count: Int = 0, createdAt: Date = Date()) {{
        self.id = id
        self.name = name
        self.state = state
        self.count = count
        self.createdAt = createdAt
    }}
}}
'''


def query_file(name, words):
    return f'''import AppIntents
import Foundation

/// Finds {words.lower()} items by identifier or by a fragment of their name.
struct {name}Query: EntityStringQuery {{
    func entities(for identifiers: [{name}Entity.ID]) async throws -> [{name}Entity] {{
        {name}Store.shared.items.filter {{ identifiers.contains($0.id) }}
    }}

    func entities(matching string: String) async throws -> [{name}Entity] {{
        {name}Store.shared.items.filter {{ item in
            item.name.localizedCaseInsensitiveContains(string)
                || "\\(item.state)".localizedCaseInsensitiveContains(string)
        }}
    }}

    func suggestedEntities() async throws -> [{name}Entity] {{
        Array({name}Store.shared.items.filter {{ $0.state.isVisible }}.prefix(10))
    }}
}}
'''


def intents_file(name, words):
    return f'''import AppIntents
import Foundation

/// Creates a {words.lower()}.
struct Create{name}: AppIntent {{
    static let title: LocalizedStringResource = "Create {words}"

    static let description = IntentDescription(
        "Creates a {words.lower()} and opens it.",
        categoryName: "{words.split()[1]}",
        searchKeywords: ["new", "add", "{words.split()[0].lower()}"]
    )

    static let openAppWhenRun: Bool = false

    @Parameter(title: "Name", requestValueDialog: "What should it be called?")
    var name: String

    @Parameter(title: "State", default: .draft)
    var state: {name}State

    @Parameter(title: "Count", default: 1, inclusiveRange: (1, 100))
    var count: Int

    @Parameter(title: "Pinned", description: "Whether it stays at the top of the list.", default: false)
    var isPinned: Bool

    static var parameterSummary: some ParameterSummary {{
        When(\\.$isPinned, .equalTo, true) {{
            Summary("Create pinned \\(\\.$name) as \\(\\.$state)") {{
                \\.$count
                \\.$isPinned
            }}
        }} otherwise: {{
            Summary("Create \\(\\.$name) as \\(\\.$state)") {{
                \\.$count
                \\.$isPinned
            }}
        }}
    }}

    func perform() async throws -> some IntentResult & ReturnsValue<{name}Entity> & ProvidesDialog {{
        let item = {name}Entity(name: name, state: state, count: count)
        {name}Store.shared.add(item)
        if isPinned {{
            {name}Store.shared.pin(item.id)
        }}
        return .result(value: item, dialog: "Created \\(name).")
    }}
}}

/// Moves a {words.lower()} to another state.
struct Update{name}State: AppIntent {{
    static let title: LocalizedStringResource = "Update {words} State"

    static let description = IntentDescription("Moves an item to another state.")

    @Parameter(title: "Item")
    var item: {name}Entity

    @Parameter(title: "New State")
    var state: {name}State

    static var parameterSummary: some ParameterSummary {{
        Summary("Move \\(\\.$item) to \\(\\.$state)")
    }}

    func perform() async throws -> some IntentResult {{
        guard var stored = {name}Store.shared.item(with: item.id) else {{
            throw {name}Store.StoreError.notFound(item.id)
        }}
        stored.state = state
        {name}Store.shared.replace(stored)
        return .result()
    }}
}}
'''


def model_file(name, words):
    return f'''import Foundation

/// The in-memory store of {words.lower()} items; the intents read and write it.
final class {name}Store: @unchecked Sendable {{
    enum StoreError: Error, CustomStringConvertible {{
        case notFound(UUID)
        case duplicate(String)

        var description: String {{
            switch self {{
            case .notFound(let id): return "No item with identifier \\(id)."
            case .duplicate(let name): return "An item named '\\(name)' exists already."
            }}
        }}
    }}

    static let shared = {name}Store()

    private let lock = NSLock()
    private var storage: [UUID: {name}Entity] = [:]
    private var pinned: Set<UUID> = []

    var items: [{name}Entity] {{
        lock.lock()
        defer {{ lock.unlock() }}
        return storage.values.sorted {{ lhs, rhs in
            if pinned.contains(lhs.id) != pinned.contains(rhs.id) {{
                return pinned.contains(lhs.id)
            }}
            return lhs.name.localizedStandardCompare(rhs.name) == .orderedAscending
        }}
    }}

    func item(with id: UUID) -> {name}Entity? {{
        lock.lock()
        defer {{ lock.unlock() }}
        return storage[id]
    }}

    func add(_ item: {name}Entity) {{
        lock.lock()
        storage[item.id] = item
        lock.unlock()
    }}

    func replace(_ item: {name}Entity) {{
        add(item)
    }}

    func pin(_ id: UUID) {{
        lock.lock()
        pinned.insert(id)
        lock.unlock()
    }}

    func summary() -> String {{
        let counts = Dictionary(grouping: items, by: {{ $0.state }}).mapValues(\\.count)
        var lines: [String] = []
        for state in {name}State.allCases where counts[state, default: 0] > 0 {{
            lines.append("\\(state.rawValue): \\(counts[state, default: 0])")
        }}
        let total = items.reduce(0) {{ $0 + $1.count }}
        lines.append("total: \\(total) /* not a comment */ {{ not a brace }}")
        return lines.joined(separator: "\\n")
    }}
}}
'''


def shortcuts_file(feature_count):
    shortcuts = []
    for position in range(min(MAXIMUM_SHORTCUTS, feature_count)):
        index = position * feature_count // min(MAXIMUM_SHORTCUTS, feature_count)
        name, words = feature_name(index), title_words(index)
        shortcuts.append(f'''        AppShortcut(
            intent: Create{name}(),
            phrases: [
                "Create a {words.lower()} in \\(.applicationName)",
                "Start a \\(\\.$state) {words.lower()} with \\(.applicationName)",
            ],
            shortTitle: "Create {words}",
            systemImageName: "plus.circle"
        )''')
    return f'''import AppIntents

struct BenchmarkShortcuts: AppShortcutsProvider {{
    static var appShortcuts: [AppShortcut] {{
{chr(10).join(shortcuts)}
    }}

    static let shortcutTileColor: ShortcutTileColor = .navy
}}
'''


def generate(scale, output):
    if os.path.exists(output):
        shutil.rmtree(output)
    feature_count = FEATURES_PER_SCALE * scale
    writers = [
        ("Enums", "State", enum_file),
        ("Entities", "Entity", entity_file),
        ("Queries", "Query", query_file),
        ("Intents", "Intents", intents_file),
        ("Model", "Store", model_file),
    ]
    for index in range(feature_count):
        name, words = feature_name(index), title_words(index)
        for folder, suffix, writer in writers:
            # Nested folders of 50, as large targets group their files.
            directory = os.path.join(output, folder, f"Group{index // 50:03d}")
            os.makedirs(directory, exist_ok=True)
            with open(os.path.join(directory, f"{name}{suffix}.swift"), "w", encoding="utf-8") as file:
                file.write(writer(name, words))
    with open(os.path.join(output, "BenchmarkShortcuts.swift"), "w", encoding="utf-8") as file:
        file.write(shortcuts_file(feature_count))
    return feature_count * FILES_PER_FEATURE + 1


def main():
    parser = argparse.ArgumentParser(description="Write a synthetic App Intents module for the benchmark.")
    parser.add_argument("--scale", type=int, required=True, help="1 is 251 files; n is n times as many features")
    parser.add_argument("--output", required=True, help="the folder to (re)create")
    arguments = parser.parse_args()
    if arguments.scale < 1:
        parser.error("--scale must be at least 1")
    count = generate(arguments.scale, arguments.output)
    print(f"wrote {count} files to {arguments.output}", file=sys.stderr)


if __name__ == "__main__":
    main()
