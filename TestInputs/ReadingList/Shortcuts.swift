import AppIntents

struct ReadingListShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: AddBook(),
            phrases: [
                "Add a book to \(.applicationName)",
                "Put a book on my \(\.$shelf) shelf in \(.applicationName)",
            ],
            shortTitle: "Add Book",
            systemImageName: "plus"
        )
        AppShortcut(
            intent: Library.OpenShelf(),
            phrases: [
                "Open \(\.$target) in \(.applicationName)",
                "Show my \(.applicationName) shelves",
            ],
            shortTitle: "Open Shelf",
            systemImageName: "books.vertical"
        )
        AppShortcut(
            intent: LogReadingSession(),
            phrases: ["Log reading in \(.applicationName)", "\(.applicationName) log a session"],
            shortTitle: LocalizedStringResource("shortcut.log.title", defaultValue: "Log Reading", table: "Books"),
            systemImageName: "timer"
        )
        AppShortcut(
            intent: FindBooksByAuthor(),
            phrases: ["Find books by \(\.$author) in \(.applicationName)"],
            shortTitle: "Books by Author",
            systemImageName: "person.text.rectangle"
        )
        if #available(iOS 17.0, *) {
            AppShortcut(
                intent: MoveBooks(),
                phrases: ["Move books to \(\.$shelf) in \(.applicationName)"],
                shortTitle: "Move Books",
                systemImageName: "arrow.right.square"
            )
        }
    }

    static let shortcutTileColor: ShortcutTileColor = .tangerine
}
