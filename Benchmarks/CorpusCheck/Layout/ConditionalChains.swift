// Getters whose statements and modifier chains sit inside `#if` clauses, for the layout-invariance check
// (LayoutInvarianceTests): `swiftc -dump-parse` prints nothing inside `#if`, so a `(` moved to the next line there
// (no longer a call) must be found by `layout_check.py meaning` reading the edited clause alone.
import SwiftUI

struct LibraryView: View {
    @State private var query = ""
    @Environment(\.dismiss) private var dismiss
    let books: [Book]

    var body: some View {
        List {
            #if os(iOS)
            ForEach(books.sorted(by: { $0.title < $1.title })) { book in
                Text(book.title)
                    .font(.headline)
                    .foregroundStyle(.secondary)
                    .padding(4)
            }
            .onDelete { offsets, _ in
                print(offsets.count)
            }
            #else
            ForEach(books) { book in
                Label(book.title, systemImage: "book")
                    .padding(.horizontal, 8)
            }
            #endif
        }
        #if os(macOS)
        .frame(minWidth: 320, minHeight: 240)
        #endif
        .searchable(text: $query)
        .navigationTitle(Text("Library"))
    }

    var summary: String {
        #if DEBUG
        guard let first = books.first, !query.isEmpty else { return "none" }
        for book in books where book.pages > 100 {
            print(book.title)
        }
        return first.title.uppercased()
        #else
        return books.map(\.title).joined(separator: ", ")
        #endif
    }

    var counts: [String: Int] {
        #if canImport(UIKit)
        let grouped = Dictionary(grouping: books, by: \Book.author.name)
        return grouped.mapValues { group in group.count }
        #else
        return [:]
        #endif
    }
}

struct Book: Identifiable {
    let id: Int
    let title: String
    let pages: Int
    let author: Author
}

struct Author {
    let name: String
}
