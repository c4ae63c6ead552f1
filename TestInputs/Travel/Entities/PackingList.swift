import AppIntents

/// Built on demand by `SuggestPackingList`; never stored, so it has no query of its own.
struct PackingList: TransientAppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Packing List"

    @Property(title: "Items")
    var items: [String]

    @Property(title: "Total Weight (kg)")
    var totalWeight: Double

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(items.count) items", subtitle: "\(totalWeight) kg")
    }

    init() {}
}
