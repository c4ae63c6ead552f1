// Constructs whose reading depends on line breaks and spaces, for the layout-invariance check
// (LayoutInvarianceTests): its variants move white space around them.
import Foundation

@available(iOS 17.0, macOS 14.0, *)
public struct Playlist<Element: Hashable>: Sequence, Sendable where Element: Sendable {
    public private(set) var items: [Element] = []
    private (set) var title: String = "Untitled"
    @usableFromInline internal var limit: Int? = nil
    var shuffled: Bool = false {
        didSet { items = items.reversed() }
    }
    var cache: [String: [Element]] = [:]
    lazy var formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        return formatter
    }()
    let handler: @Sendable (Element) async throws -> Void = { _ in }
    static let defaultTitle = "Mix" + " " + "Tape"
    static let margin: Double = -4.5
    static let range = 0..<10
    static let pattern = #/(?<name>\w+)-(?<id>\d+)/#

    public init(items: [Element], title: String = "Untitled") {
        self.items = items
        self.title = title
    }

    public func makeIterator() -> IndexingIterator<[Element]> {
        items.makeIterator()
    }

    public subscript(index: Int) -> Element? {
        get { index < items.count ? items[index] : nil }
    }

    public static func + (lhs: Playlist, rhs: Playlist) -> Playlist {
        Playlist(items: lhs.items + rhs.items, title: lhs.title)
    }

    func first<T>(where predicate: (Element) throws -> Bool, as type: T.Type) rethrows -> T? where T: Sendable {
        try items.first(where: predicate) as? T
    }

    mutating func append(_ element: consuming Element) {
        items.append(element)
    }
}

public enum Shape: String, CaseIterable, Codable {
    case circle = "circle", square
    case triangle
    indirect case nested(Box<Shape>)

    var sides: Int {
        switch self {
        case .circle: return 0
        case .square: return 4
        case .triangle: return 3
        case .nested(let box): return box.value.sides
        }
    }
}

public final class Box<Value>: @unchecked Sendable {
    public let value: Value
    public init(_ value: Value) { self.value = value }
}

extension Playlist: Equatable where Element: Equatable {
    public static func == (lhs: Playlist, rhs: Playlist) -> Bool {
        lhs.items == rhs.items && lhs.title == rhs.title
    }
}

extension Dictionary.Keys where Key == String {
    var sortedNames: [String] { sorted() }
}

protocol Store: AnyObject {
    associatedtype Item: Identifiable
    var items: [Item] { get set }
    func load() async throws(StoreError) -> [Item]
}

enum StoreError: Error { case missing }

actor Counter {
    private var value = 0
    nonisolated let name: String
    init(name: String) { self.name = name }
    func increment() -> Int {
        value += 1
        return value
    }
}

struct Settings {
    var options: Set<String> = ["a", "b"]
    var optional: Int?
    var forced: String!
    var tuple: (x: Int, y: Int) = (0, 0)
    var closure: (() -> Void)?
    var metatype: Any.Type = Int.self
    var keyPath = \Settings.options
    var nestedGeneric: Result<[String: Int], Error>? = nil
    #if os(Linux)
    var platform = "Linux"
    #else
    var platform = "Other"
    #endif
    var computed: Int {
        #if DEBUG
        return 1
        #else
        return 2
        #endif
    }
}

@MainActor
final class ViewModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    private let service: any Service
    init(service: some Service) {
        self.service = service
    }
    func search() async {
        results = await service.find(query)
            .filter { !$0.isEmpty }
            .map { $0.uppercased() }
    }
}

protocol Service: Sendable {
    func find(_ text: String) async -> [String]
}

infix operator <~>: AdditionPrecedence

func <~> (lhs: Int, rhs: Int) -> Int { lhs &+ rhs }

typealias Handler<T> = (Result<T, Error>) -> Void
