/// The garden's layout.
struct Garden {
    enum Bed: String {
        case herbs
        case roses
    }

    var beds: [Bed]
}
