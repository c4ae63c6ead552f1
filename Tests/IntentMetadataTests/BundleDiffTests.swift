import Foundation
import IntentMetadata
import Testing

/// The comparison of hand-built bundles: one test per kind of change and its classification, the rename
/// heuristics, the order of changes and the shape of each output format.
@Suite struct BundleDiffTests {
    // MARK: Builders

    private static func source(_ file: String, line: Int = 3) -> SourceReference {
        SourceReference(file: file, line: line, column: 8)
    }

    private static func action(
        _ identifier: String,
        title: String? = nil,
        parameters: [ParameterMetadata] = [],
        returns valueType: ValueType? = nil,
        openAppWhenRun: Bool? = nil,
        supportedModes: [String]? = nil,
        isDiscoverable: Bool = true,
        file: String? = nil
    ) -> ActionMetadata {
        ActionMetadata(
            identifier: identifier,
            typeName: "Kitchen.\(identifier)",
            title: LocalizedText(key: title ?? identifier),
            openAppWhenRun: openAppWhenRun,
            supportedModes: supportedModes,
            isDiscoverable: isDiscoverable,
            parameters: parameters,
            result: ResultMetadata(valueType: valueType),
            source: source(file ?? "\(identifier).swift")
        )
    }

    private static func parameter(
        _ name: String,
        _ valueType: ValueType = .primitive(.string),
        title: String? = nil,
        isOptional: Bool = false,
        defaultValue: LiteralValue? = nil
    ) -> ParameterMetadata {
        ParameterMetadata(name: name, title: LocalizedText(key: title ?? name), valueType: valueType, isOptional: isOptional, defaultValue: defaultValue)
    }

    private static func entity(_ identifier: String, idType: String? = "UUID", title: String? = nil, properties: [PropertyMetadata] = []) -> EntityMetadata {
        EntityMetadata(
            identifier: identifier, typeName: "Kitchen.\(identifier)", idType: idType,
            displayTypeName: title.map { LocalizedText(key: $0) }, properties: properties, source: source("\(identifier).swift", line: 5)
        )
    }

    private static func property(_ name: String, _ valueType: ValueType = .primitive(.string)) -> PropertyMetadata {
        PropertyMetadata(name: name, title: LocalizedText(key: name), valueType: valueType)
    }

    private static func enumType(_ identifier: String, title: String? = nil, cases: [EnumCaseMetadata]) -> EnumMetadata {
        EnumMetadata(
            identifier: identifier, typeName: "Kitchen.\(identifier)", rawType: "String",
            displayTypeName: title.map { LocalizedText(key: $0) }, cases: cases, source: source("\(identifier).swift", line: 4)
        )
    }

    private static func enumCase(_ identifier: String, raw: String? = nil, title: String? = nil) -> EnumCaseMetadata {
        EnumCaseMetadata(identifier: identifier, rawValue: .string(raw ?? identifier), title: title.map { LocalizedText(key: $0) })
    }

    private static func query(_ identifier: String, entity: String = "Recipe", capabilities: [String] = ["identifiers"]) -> QueryMetadata {
        QueryMetadata(identifier: identifier, typeName: "Kitchen.\(identifier)", entity: entity, capabilities: capabilities, source: source("\(identifier).swift"))
    }

    private static func shortcuts(_ items: [ShortcutMetadata], file: String = "Shortcuts.swift") -> ShortcutsMetadata {
        ShortcutsMetadata(provider: "KitchenShortcuts", items: items, source: source(file))
    }

    private static func shortcut(_ intent: String, _ phrases: [String], title: String? = nil) -> ShortcutMetadata {
        ShortcutMetadata(intent: intent, phrases: phrases, shortTitle: title.map { LocalizedText(key: $0) })
    }

    private static func bundle(
        actions: [ActionMetadata] = [],
        entities: [EntityMetadata] = [],
        enums: [EnumMetadata] = [],
        queries: [QueryMetadata] = [],
        shortcuts: ShortcutsMetadata? = nil
    ) -> IntentMetadataBundle {
        IntentMetadataBundle(module: "Kitchen", actions: actions, entities: entities, enums: enums, queries: queries, shortcuts: shortcuts)
    }

    /// The one change between two bundles; records an issue when there is not exactly one.
    private static func onlyChange(
        from old: IntentMetadataBundle, to new: IntentMetadataBundle, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> BundleChange {
        let changes = BundleDiff(from: old, to: new).changes
        #expect(changes.count == 1, "\(changes.map(\.kind.rawValue))", sourceLocation: sourceLocation)
        return try #require(changes.first, sourceLocation: sourceLocation)
    }

    private static func kinds(from old: IntentMetadataBundle, to new: IntentMetadataBundle) -> [BundleChange.Kind] {
        BundleDiff(from: old, to: new).changes.map(\.kind)
    }

    // MARK: Actions

    @Test func identicalBundlesHaveNoChanges() {
        let bundle = Self.bundle(actions: [Self.action("AddRecipe", parameters: [Self.parameter("name")])])
        let diff = BundleDiff(from: bundle, to: bundle)
        #expect(diff.changes.isEmpty)
        #expect(!diff.hasBreakingChanges)
    }

    @Test func addedActionIsAdditive() throws {
        let change = try Self.onlyChange(from: Self.bundle(), to: Self.bundle(actions: [Self.action("AddRecipe")]))
        #expect(change.kind == .actionAdded)
        #expect(change.classification == .additive)
        #expect(change.subject == "action AddRecipe")
        #expect(change.newValue == "AddRecipe")
        #expect(change.source == Self.source("AddRecipe.swift"))
    }

    @Test func removedActionIsBreakingAndPointsAtTheOldSource() throws {
        let change = try Self.onlyChange(from: Self.bundle(actions: [Self.action("PlanMeal")]), to: Self.bundle())
        #expect(change.kind == .actionRemoved)
        #expect(change.classification == .breaking)
        #expect(change.subject == "action PlanMeal")
        #expect(change.oldValue == "PlanMeal")
        #expect(change.message == "action 'PlanMeal' was removed")
        #expect(change.hint?.contains("isDiscoverable") == true)
        #expect(change.source == Self.source("PlanMeal.swift"))
    }

    @Test func actionWithTheSameShapeIsALikelyRename() throws {
        let parameters = [Self.parameter("recipe", .entity("Recipe"))]
        let change = try Self.onlyChange(
            from: Self.bundle(actions: [Self.action("OpenRecipe", title: "Open", parameters: parameters)]),
            to: Self.bundle(actions: [Self.action("ShowRecipe", title: "Open", parameters: parameters)])
        )
        #expect(change.kind == .actionRenamed)
        #expect(change.classification == .breaking)
        #expect(change.subject == "action OpenRecipe")
        #expect(change.oldValue == "OpenRecipe")
        #expect(change.newValue == "ShowRecipe")
        #expect(change.message == "renamed action 'OpenRecipe' to 'ShowRecipe'?")
        #expect(change.hint?.contains("Keep the type named 'OpenRecipe'") == true)
        #expect(change.source == Self.source("ShowRecipe.swift"))
    }

    @Test func actionWithTheSameTitleIsALikelyRename() {
        let kinds = Self.kinds(
            from: Self.bundle(actions: [Self.action("Timer", title: "Start Timer")]),
            to: Self.bundle(actions: [Self.action("StartTimer", title: "Start Timer", parameters: [Self.parameter("minutes", .primitive(.int), isOptional: true)])])
        )
        #expect(kinds == [.actionRenamed, .parameterAdded])
    }

    @Test func renamedActionIsComparedWithItsSuccessor() {
        let changes = BundleDiff(
            from: Self.bundle(actions: [Self.action("Timer", title: "Timer", returns: .primitive(.int))]),
            to: Self.bundle(actions: [Self.action("CookingTimer", title: "Cooking Timer", returns: .primitive(.int))])
        ).changes
        #expect(changes.map(\.kind) == [.actionRenamed, .actionTitleChanged])
        #expect(changes.last?.subject == "action CookingTimer")
    }

    @Test func actionsWithNeitherShapeNorTitleInCommonAreNotRenames() {
        let kinds = Self.kinds(
            from: Self.bundle(actions: [Self.action("ClearHistory")]),
            to: Self.bundle(actions: [Self.action("ExportList")])
        )
        #expect(kinds == [.actionRemoved, .actionAdded])
    }

    @Test func renamesPairTheBestMatchesFirst() {
        let recipe = [Self.parameter("recipe", .entity("Recipe"))]
        let changes = BundleDiff(
            from: Self.bundle(actions: [
                Self.action("A", title: "Open", parameters: recipe),
                Self.action("B", title: "Share", parameters: recipe),
            ]),
            to: Self.bundle(actions: [
                Self.action("X", title: "Open", parameters: recipe),
                Self.action("Y", title: "Share", parameters: recipe),
            ])
        ).changes
        #expect(changes.map(\.message) == ["renamed action 'A' to 'X'?", "renamed action 'B' to 'Y'?"])
    }

    @Test func changedTitleIsNotable() throws {
        let change = try Self.onlyChange(
            from: Self.bundle(actions: [Self.action("ScaleRecipe", title: "Scale Recipe")]),
            to: Self.bundle(actions: [Self.action("ScaleRecipe", title: "Resize Recipe")])
        )
        #expect(change.kind == .actionTitleChanged)
        #expect(change.classification == .notable)
        #expect(change.oldValue == "Scale Recipe")
        #expect(change.newValue == "Resize Recipe")
    }

    @Test func hiddenActionIsNotable() throws {
        let change = try Self.onlyChange(
            from: Self.bundle(actions: [Self.action("ClearHistory")]),
            to: Self.bundle(actions: [Self.action("ClearHistory", isDiscoverable: false)])
        )
        #expect(change.kind == .actionDiscoverabilityChanged)
        #expect(change.classification == .notable)
        #expect(change.message == "action 'ClearHistory' is no longer discoverable")
    }

    @Test func actionThatStopsOpeningTheAppIsBreaking() throws {
        let change = try Self.onlyChange(
            from: Self.bundle(actions: [Self.action("StartTimer", openAppWhenRun: true)]),
            to: Self.bundle(actions: [Self.action("StartTimer", openAppWhenRun: false)])
        )
        #expect(change.kind == .actionNoLongerOpensApp)
        #expect(change.classification == .breaking)
        #expect(change.message == "action 'StartTimer' no longer opens the app: 'openAppWhenRun' changed from 'true' to 'false'")
    }

    @Test func actionThatLosesTheForegroundModeIsBreaking() throws {
        let change = try Self.onlyChange(
            from: Self.bundle(actions: [Self.action("StartTimer", supportedModes: ["background", "foreground"])]),
            to: Self.bundle(actions: [Self.action("StartTimer", supportedModes: ["background"])])
        )
        #expect(change.kind == .actionNoLongerOpensApp)
        #expect(change.classification == .breaking)
    }

    @Test func actionThatStartsOpeningTheAppIsNotable() throws {
        let change = try Self.onlyChange(
            from: Self.bundle(actions: [Self.action("ShowList", openAppWhenRun: false)]),
            to: Self.bundle(actions: [Self.action("ShowList", openAppWhenRun: true)])
        )
        #expect(change.kind == .openAppWhenRunChanged)
        #expect(change.classification == .notable)
        #expect(change.oldValue == "false")
        #expect(change.newValue == "true")
    }

    @Test func openAppWhenRunChangeThatKeepsOpeningTheAppIsNotable() {
        let kinds = Self.kinds(
            from: Self.bundle(actions: [Self.action("ShowList", openAppWhenRun: true, supportedModes: ["foreground"])]),
            to: Self.bundle(actions: [Self.action("ShowList", openAppWhenRun: false, supportedModes: ["foreground"])])
        )
        #expect(kinds == [.openAppWhenRunChanged])
    }

    @Test func changedSupportedModesAreNotable() throws {
        let change = try Self.onlyChange(
            from: Self.bundle(actions: [Self.action("Rate", supportedModes: ["background"])]),
            to: Self.bundle(actions: [Self.action("Rate", supportedModes: ["background", "foreground"])])
        )
        #expect(change.kind == .supportedModesChanged)
        #expect(change.classification == .notable)
        #expect(change.newValue == "background, foreground")
    }

    // MARK: Results

    private static let consumer = action("CookRecipe", parameters: [parameter("recipe", .entity("Recipe"))])

    @Test func removedResultThatOtherActionsConsumeIsBreaking() throws {
        let change = try Self.onlyChange(
            from: Self.bundle(actions: [Self.action("SuggestRecipe", returns: .entity("Recipe")), Self.consumer]),
            to: Self.bundle(actions: [Self.action("SuggestRecipe"), Self.consumer])
        )
        #expect(change.kind == .resultValueRemoved)
        #expect(change.classification == .breaking)
        #expect(change.message == "action 'SuggestRecipe' no longer returns 'Recipe', which 'CookRecipe' takes")
        #expect(change.hint != nil)
    }

    @Test func removedResultThatNothingConsumesIsNotable() throws {
        let change = try Self.onlyChange(
            from: Self.bundle(actions: [Self.action("Rate", returns: .primitive(.int))]),
            to: Self.bundle(actions: [Self.action("Rate")])
        )
        #expect(change.kind == .resultValueRemoved)
        #expect(change.classification == .notable)
        #expect(change.hint == nil)
    }

    @Test func actionConsumingItsOwnResultDoesNotMakeItsRemovalBreaking() throws {
        let parameters = [Self.parameter("recipe", .entity("Recipe"))]
        let change = try Self.onlyChange(
            from: Self.bundle(actions: [Self.action("Scale", parameters: parameters, returns: .entity("Recipe"))]),
            to: Self.bundle(actions: [Self.action("Scale", parameters: parameters)])
        )
        #expect(change.classification == .notable)
    }

    @Test func changedResultTypeThatOtherActionsConsumeIsBreaking() throws {
        let change = try Self.onlyChange(
            from: Self.bundle(actions: [Self.action("SuggestRecipe", returns: .entity("Recipe")), Self.consumer]),
            to: Self.bundle(actions: [Self.action("SuggestRecipe", returns: .primitive(.string)), Self.consumer])
        )
        #expect(change.kind == .resultValueTypeChanged)
        #expect(change.classification == .breaking)
        #expect(change.oldValue == "Recipe")
        #expect(change.newValue == "string")
    }

    @Test func changedResultTypeThatNothingConsumesIsNotable() throws {
        let change = try Self.onlyChange(
            from: Self.bundle(actions: [Self.action("Count", returns: .primitive(.int))]),
            to: Self.bundle(actions: [Self.action("Count", returns: .primitive(.double))])
        )
        #expect(change.kind == .resultValueTypeChanged)
        #expect(change.classification == .notable)
    }

    @Test func addedResultIsAdditive() throws {
        let change = try Self.onlyChange(
            from: Self.bundle(actions: [Self.action("ClearHistory")]),
            to: Self.bundle(actions: [Self.action("ClearHistory", returns: .primitive(.int))])
        )
        #expect(change.kind == .resultValueAdded)
        #expect(change.classification == .additive)
    }

    // MARK: Parameters

    private static func parameterChange(
        from old: [ParameterMetadata], to new: [ParameterMetadata], sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> BundleChange {
        try onlyChange(
            from: bundle(actions: [action("AddRecipe", parameters: old)]),
            to: bundle(actions: [action("AddRecipe", parameters: new)]),
            sourceLocation: sourceLocation
        )
    }

    @Test func addedOptionalParameterIsAdditive() throws {
        let change = try Self.parameterChange(from: [], to: [Self.parameter("cuisine", .enum("Cuisine"), isOptional: true)])
        #expect(change.kind == .parameterAdded)
        #expect(change.classification == .additive)
        #expect(change.subject == "parameter AddRecipe.cuisine")
        #expect(change.newValue == "Cuisine")
        #expect(change.source == Self.source("AddRecipe.swift"))
    }

    @Test func addedRequiredParameterWithADefaultIsNotable() throws {
        let change = try Self.parameterChange(from: [], to: [Self.parameter("isVegetarian", .primitive(.bool), defaultValue: .bool(false))])
        #expect(change.kind == .requiredParameterAddedWithDefault)
        #expect(change.classification == .notable)
        #expect(change.message == "parameter 'isVegetarian' was added to action 'AddRecipe' with default value 'false'")
    }

    @Test func addedRequiredParameterWithoutADefaultIsBreaking() throws {
        let change = try Self.parameterChange(from: [], to: [Self.parameter("roundTo", .primitive(.int))])
        #expect(change.kind == .requiredParameterAdded)
        #expect(change.classification == .breaking)
    }

    @Test func removedParameterIsBreaking() throws {
        let change = try Self.parameterChange(from: [Self.parameter("mood", isOptional: true)], to: [])
        #expect(change.kind == .parameterRemoved)
        #expect(change.classification == .breaking)
        #expect(change.subject == "parameter AddRecipe.mood")
        #expect(change.message == "parameter 'mood' was removed from action 'AddRecipe'")
    }

    @Test func parameterWithTheSameTypeIsALikelyRename() throws {
        let change = try Self.parameterChange(from: [Self.parameter("name", title: "Name")], to: [Self.parameter("title", title: "Name")])
        #expect(change.kind == .parameterRenamed)
        #expect(change.classification == .breaking)
        #expect(change.subject == "parameter AddRecipe.name")
        #expect(change.oldValue == "name")
        #expect(change.newValue == "title")
        #expect(change.message == "renamed parameter 'name' of action 'AddRecipe' to 'title'?")
        #expect(change.hint?.contains("Keep the property named 'name'") == true)
    }

    @Test func parameterWithTheSameTitleIsALikelyRenameWhoseTypeChanged() {
        let changes = BundleDiff(
            from: Self.bundle(actions: [Self.action("AddRecipe", parameters: [Self.parameter("serves", .primitive(.int), title: "Servings")])]),
            to: Self.bundle(actions: [Self.action("AddRecipe", parameters: [Self.parameter("servings", .primitive(.double), title: "Servings")])])
        ).changes
        #expect(changes.map(\.kind) == [.parameterRenamed, .parameterTypeChanged])
        #expect(changes.map(\.subject) == ["parameter AddRecipe.serves", "parameter AddRecipe.servings"])
    }

    @Test func renamesPreferTheParameterWithTheSameTypeAndTitle() {
        let changes = BundleDiff(
            from: Self.bundle(actions: [Self.action("AddRecipe", parameters: [Self.parameter("name", title: "Name")])]),
            to: Self.bundle(actions: [Self.action("AddRecipe", parameters: [
                Self.parameter("note", title: "Note", isOptional: true),
                Self.parameter("title", title: "Name"),
            ])])
        ).changes
        #expect(changes.map(\.kind) == [.parameterRenamed, .parameterAdded])
        #expect(changes.first?.newValue == "title")
    }

    @Test func changedParameterTypeIsBreaking() throws {
        let change = try Self.parameterChange(from: [Self.parameter("servings", .primitive(.int))], to: [Self.parameter("servings", .primitive(.double))])
        #expect(change.kind == .parameterTypeChanged)
        #expect(change.classification == .breaking)
        #expect(change.oldValue == "int")
        #expect(change.newValue == "double")
    }

    @Test func arrayOfTheSameElementIsAnotherType() throws {
        let change = try Self.parameterChange(from: [Self.parameter("recipe", .entity("Recipe"))], to: [Self.parameter("recipe", .array(.entity("Recipe")))])
        #expect(change.kind == .parameterTypeChanged)
        #expect(change.newValue == "[Recipe]")
    }

    @Test func optionalParameterMadeRequiredIsBreaking() throws {
        let change = try Self.parameterChange(from: [Self.parameter("note", isOptional: true)], to: [Self.parameter("note")])
        #expect(change.kind == .parameterMadeRequired)
        #expect(change.classification == .breaking)
        #expect(change.oldValue == "optional")
        #expect(change.newValue == "required")
    }

    @Test func parameterThatLosesItsDefaultIsMadeRequired() throws {
        let change = try Self.parameterChange(from: [Self.parameter("servings", defaultValue: .integer(4))], to: [Self.parameter("servings")])
        #expect(change.kind == .parameterMadeRequired)
        #expect(change.oldValue == "default '4'")
    }

    @Test func requiredParameterMadeOptionalIsNotable() throws {
        let change = try Self.parameterChange(from: [Self.parameter("recipe")], to: [Self.parameter("recipe", isOptional: true)])
        #expect(change.kind == .parameterMadeOptional)
        #expect(change.classification == .notable)
    }

    @Test func changedDefaultValueIsNotable() throws {
        let change = try Self.parameterChange(
            from: [Self.parameter("portions", defaultValue: .integer(1))],
            to: [Self.parameter("portions", defaultValue: .integer(2))]
        )
        #expect(change.kind == .parameterDefaultChanged)
        #expect(change.classification == .notable)
        #expect(change.oldValue == "1")
        #expect(change.newValue == "2")
    }

    @Test func changedParameterTitleIsNotable() throws {
        let change = try Self.parameterChange(from: [Self.parameter("date", title: "Date")], to: [Self.parameter("date", title: "Eaten On")])
        #expect(change.kind == .parameterTitleChanged)
        #expect(change.classification == .notable)
    }

    // MARK: Entities

    @Test func addedEntityIsAdditive() throws {
        let change = try Self.onlyChange(from: Self.bundle(), to: Self.bundle(entities: [Self.entity("ShoppingList")]))
        #expect(change.kind == .entityAdded)
        #expect(change.classification == .additive)
        #expect(change.subject == "entity ShoppingList")
    }

    @Test func removedEntityIsBreaking() throws {
        let change = try Self.onlyChange(from: Self.bundle(entities: [Self.entity("MealPlan")]), to: Self.bundle())
        #expect(change.kind == .entityRemoved)
        #expect(change.classification == .breaking)
        #expect(change.source == Self.source("MealPlan.swift", line: 5))
    }

    @Test func changedIDTypeIsBreaking() throws {
        let change = try Self.onlyChange(
            from: Self.bundle(entities: [Self.entity("Ingredient", idType: "String")]),
            to: Self.bundle(entities: [Self.entity("Ingredient", idType: "UUID")])
        )
        #expect(change.kind == .entityIDTypeChanged)
        #expect(change.classification == .breaking)
        #expect(change.oldValue == "String")
        #expect(change.newValue == "UUID")
    }

    @Test func unknownIDTypeIsNotAChange() {
        let kinds = Self.kinds(
            from: Self.bundle(entities: [Self.entity("Ingredient", idType: nil)]),
            to: Self.bundle(entities: [Self.entity("Ingredient", idType: "UUID")])
        )
        #expect(kinds.isEmpty)
    }

    @Test func changedEntityDisplayNameIsNotable() throws {
        let change = try Self.onlyChange(
            from: Self.bundle(entities: [Self.entity("Ingredient", title: "Ingredient")]),
            to: Self.bundle(entities: [Self.entity("Ingredient", title: "Pantry Item")])
        )
        #expect(change.kind == .entityTitleChanged)
        #expect(change.classification == .notable)
    }

    @Test func entityPropertiesAreCompared() {
        let changes = BundleDiff(
            from: Self.bundle(entities: [Self.entity("Recipe", properties: [Self.property("servings", .primitive(.int)), Self.property("rating")])]),
            to: Self.bundle(entities: [Self.entity("Recipe", properties: [Self.property("servings", .primitive(.double)), Self.property("prepMinutes")])])
        ).changes
        #expect(changes.map(\.kind) == [.entityPropertyRemoved, .entityPropertyTypeChanged, .entityPropertyAdded])
        #expect(changes.map(\.classification) == [.notable, .notable, .additive])
        #expect(changes.map(\.subject) == ["property Recipe.rating", "property Recipe.servings", "property Recipe.prepMinutes"])
    }

    // MARK: Enums

    private static let course = enumType("Course", cases: [enumCase("starter"), enumCase("main"), enumCase("side")])

    @Test func addedEnumIsAdditive() throws {
        let change = try Self.onlyChange(from: Self.bundle(), to: Self.bundle(enums: [Self.course]))
        #expect(change.kind == .enumAdded)
        #expect(change.classification == .additive)
    }

    @Test func removedEnumIsBreaking() throws {
        let change = try Self.onlyChange(from: Self.bundle(enums: [Self.course]), to: Self.bundle())
        #expect(change.kind == .enumRemoved)
        #expect(change.classification == .breaking)
        #expect(change.subject == "enum Course")
    }

    @Test func changedEnumDisplayNameIsNotable() throws {
        var renamed = Self.course
        renamed.displayTypeName = LocalizedText(key: "Meal Course")
        let change = try Self.onlyChange(from: Self.bundle(enums: [Self.course]), to: Self.bundle(enums: [renamed]))
        #expect(change.kind == .enumTitleChanged)
        #expect(change.classification == .notable)
        #expect(change.oldValue == "Course")
    }

    @Test func addedCaseIsAdditive() throws {
        var changed = Self.course
        changed.cases.append(Self.enumCase("drink"))
        let change = try Self.onlyChange(from: Self.bundle(enums: [Self.course]), to: Self.bundle(enums: [changed]))
        #expect(change.kind == .enumCaseAdded)
        #expect(change.classification == .additive)
        #expect(change.subject == "enum case Course.drink")
    }

    @Test func removedCaseIsBreaking() throws {
        var changed = Self.course
        changed.cases.removeLast()
        let change = try Self.onlyChange(from: Self.bundle(enums: [Self.course]), to: Self.bundle(enums: [changed]))
        #expect(change.kind == .enumCaseRemoved)
        #expect(change.classification == .breaking)
        #expect(change.subject == "enum case Course.side")
        #expect(change.source == Self.source("Course.swift", line: 4))
    }

    @Test func changedRawValueIsBreaking() throws {
        var changed = Self.course
        changed.cases[1] = Self.enumCase("main", raw: "entree")
        let change = try Self.onlyChange(from: Self.bundle(enums: [Self.course]), to: Self.bundle(enums: [changed]))
        #expect(change.kind == .enumCaseRawValueChanged)
        #expect(change.classification == .breaking)
        #expect(change.oldValue == "main")
        #expect(change.newValue == "entree")
    }

    @Test func renamedCaseThatKeepsItsRawValueIsNotable() throws {
        var changed = Self.course
        changed.cases[0] = Self.enumCase("appetizer", raw: "starter")
        let change = try Self.onlyChange(from: Self.bundle(enums: [Self.course]), to: Self.bundle(enums: [changed]))
        #expect(change.kind == .enumCaseRenamed)
        #expect(change.classification == .notable)
        #expect(change.oldValue == "starter")
        #expect(change.newValue == "appetizer")
    }

    @Test func changedCaseTitleIsNotable() throws {
        var changed = Self.course
        changed.cases[1].title = LocalizedText(key: "Main Dish")
        let change = try Self.onlyChange(from: Self.bundle(enums: [Self.course]), to: Self.bundle(enums: [changed]))
        #expect(change.kind == .enumCaseTitleChanged)
        #expect(change.classification == .notable)
        #expect(change.oldValue == "main")
        #expect(change.newValue == "Main Dish")
    }

    // MARK: Queries

    @Test func addedQueryIsAdditive() throws {
        let change = try Self.onlyChange(from: Self.bundle(), to: Self.bundle(queries: [Self.query("RecipeQuery")]))
        #expect(change.kind == .queryAdded)
        #expect(change.classification == .additive)
    }

    @Test func removedQueryIsBreaking() throws {
        let change = try Self.onlyChange(from: Self.bundle(queries: [Self.query("RecipeQuery")]), to: Self.bundle())
        #expect(change.kind == .queryRemoved)
        #expect(change.classification == .breaking)
        #expect(change.subject == "query RecipeQuery")
    }

    @Test func queryCapabilitiesAreCompared() {
        let changes = BundleDiff(
            from: Self.bundle(queries: [Self.query("RecipeQuery", capabilities: ["identifiers", "string"])]),
            to: Self.bundle(queries: [Self.query("RecipeQuery", capabilities: ["identifiers", "suggestions"])])
        ).changes
        #expect(changes.map(\.kind) == [.queryCapabilityRemoved, .queryCapabilityAdded])
        #expect(changes.map(\.classification) == [.notable, .additive])
        #expect(changes.map(\.message) == ["query 'RecipeQuery' lost the 'string' capability", "query 'RecipeQuery' gained the 'suggestions' capability"])
    }

    // MARK: App Shortcuts

    private static let addRecipe = action("AddRecipe")

    private static func shortcutChanges(from old: [ShortcutMetadata], to new: [ShortcutMetadata]) -> [BundleChange] {
        BundleDiff(
            from: bundle(actions: [addRecipe, action("Timer")], shortcuts: shortcuts(old, file: "Old.swift")),
            to: bundle(actions: [addRecipe, action("Timer")], shortcuts: shortcuts(new, file: "New.swift"))
        ).changes
    }

    @Test func removedPhraseIsNotableAndAddedPhraseIsAdditive() {
        let changes = Self.shortcutChanges(
            from: [Self.shortcut("AddRecipe", ["Add a recipe to ${applicationName}", "New ${applicationName} recipe"])],
            to: [Self.shortcut("AddRecipe", ["Add a recipe to ${applicationName}", "Save a recipe in ${applicationName}"])]
        )
        #expect(changes.map(\.kind) == [.shortcutPhraseRemoved, .shortcutPhraseAdded])
        #expect(changes.map(\.classification) == [.notable, .additive])
        #expect(changes.map(\.subject) == ["App Shortcut AddRecipe", "App Shortcut AddRecipe"])
        #expect(changes.first?.oldValue == "New ${applicationName} recipe")
        #expect(changes.first?.source?.file == "New.swift")
    }

    @Test func removedAppShortcutIsNotable() throws {
        let changes = Self.shortcutChanges(from: [Self.shortcut("Timer", ["Start a timer in ${applicationName}"])], to: [])
        #expect(changes.map(\.kind) == [.appShortcutRemoved])
        #expect(changes.first?.classification == .notable)
        #expect(changes.first?.source?.file == "New.swift")
    }

    @Test func appShortcutsOfABundleWithoutProviderAreRemovedAtTheOldSource() throws {
        let change = try Self.onlyChange(
            from: Self.bundle(actions: [Self.addRecipe], shortcuts: Self.shortcuts([Self.shortcut("AddRecipe", ["Add ${applicationName}"])], file: "Old.swift")),
            to: Self.bundle(actions: [Self.addRecipe])
        )
        #expect(change.kind == .appShortcutRemoved)
        #expect(change.source?.file == "Old.swift")
    }

    @Test func addedAppShortcutIsAdditive() {
        let changes = Self.shortcutChanges(from: [], to: [Self.shortcut("Timer", ["Start a timer in ${applicationName}"])])
        #expect(changes.map(\.kind) == [.appShortcutAdded])
        #expect(changes.first?.classification == .additive)
    }

    @Test func changedShortTitleIsNotable() {
        let changes = Self.shortcutChanges(
            from: [Self.shortcut("AddRecipe", ["Add ${applicationName}"], title: "Add Recipe")],
            to: [Self.shortcut("AddRecipe", ["Add ${applicationName}"], title: "New Recipe")]
        )
        #expect(changes.map(\.kind) == [.appShortcutTitleChanged])
        #expect(changes.first?.classification == .notable)
    }

    @Test func appShortcutsFollowARenamedAction() {
        let parameters = [Self.parameter("recipe", .entity("Recipe"))]
        let changes = BundleDiff(
            from: Self.bundle(
                actions: [Self.action("OpenRecipe", title: "Open Recipe", parameters: parameters)],
                shortcuts: Self.shortcuts([Self.shortcut("OpenRecipe", ["Open ${recipe} in ${applicationName}"])])
            ),
            to: Self.bundle(
                actions: [Self.action("ShowRecipe", title: "Open Recipe", parameters: parameters)],
                shortcuts: Self.shortcuts([Self.shortcut("ShowRecipe", ["Open ${recipe} in ${applicationName}"])])
            )
        ).changes
        #expect(changes.map(\.kind) == [.actionRenamed])
    }

    // MARK: Order and output

    private static let mixedDiff = BundleDiff(
        from: bundle(actions: [action("Zap", parameters: [parameter("level", .primitive(.int))]), action("Gone")], enums: [course]),
        to: bundle(actions: [action("Zap", parameters: [parameter("level", .primitive(.int), title: "Level | Power")]), action("New")], enums: [course])
    )

    @Test func changesAreSortedByClassificationThenSubject() {
        let order = Self.mixedDiff.changes.map { "\($0.classification.rawValue) \($0.subject)" }
        #expect(order == ["breaking action Gone", "notable parameter Zap.level", "additive action New"])
        #expect(Self.mixedDiff.hasBreakingChanges)
        #expect(Self.mixedDiff.count(of: .breaking) == 1)
        #expect(Self.mixedDiff.changes(classifiedAs: .additive).map(\.subject) == ["action New"])
    }

    @Test func classificationsOrderFromMostSerious() {
        #expect(BundleChange.Classification.allCases.sorted() == [.breaking, .notable, .additive])
    }

    @Test func kindNamesAreUniqueAndKebabCase() {
        let names = BundleChange.Kind.allCases.map(\.rawValue)
        #expect(Set(names).count == names.count)
        for name in names {
            #expect(name.allSatisfy { $0.isLowercase || $0 == "-" }, "\(name)")
        }
    }

    @Test func textHasOneCompilerStyleLinePerChangeAndACount() {
        let text = Self.mixedDiff.render(format: .text)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first == "Gone.swift:3:8: breaking: action 'Gone' was removed [action-removed]")
        #expect(lines[1].hasPrefix("  hint: "))
        #expect(lines.last == "3 changes: 1 breaking, 1 notable, 1 additive")
        #expect(text.hasSuffix("\n"))
    }

    @Test func textOfNoChangesSaysSo() {
        let bundle = Self.bundle()
        #expect(BundleDiff(from: bundle, to: bundle).render(format: .text) == "no changes\n")
    }

    @Test func jsonHasCountsAndChangesWithClassAndKind() throws {
        let json = Self.mixedDiff.render(format: .json)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["hasBreakingChanges"] as? Bool == true)
        #expect(object["oldModule"] as? String == "Kitchen")
        #expect(object["summary"] as? [String: Int] == ["breaking": 1, "notable": 1, "additive": 1])
        let changes = try #require(object["changes"] as? [[String: Any]])
        #expect(changes.count == 3)
        #expect(changes.first?["class"] as? String == "breaking")
        #expect(changes.first?["kind"] as? String == "action-removed")
        #expect(changes.first?["subject"] as? String == "action Gone")
        #expect(changes.first?["old"] as? String == "Gone")
        #expect(changes.first?["new"] == nil)
        #expect((changes.first?["source"] as? [String: Any])?["file"] as? String == "Gone.swift")
    }

    @Test func jsonChangesDecodeBackToTheSameChanges() throws {
        struct Document: Decodable { var changes: [BundleChange] }
        let decoded = try JSONDecoder().decode(Document.self, from: Data(Self.mixedDiff.render(format: .json).utf8))
        #expect(decoded.changes == Self.mixedDiff.changes)
    }

    @Test func githubAnnotatesByClassificationAndEscapes() {
        let lines = Self.mixedDiff.render(format: .github).split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("::error file=Gone.swift,line=3,col=8,title=breaking change%3A action-removed::action 'Gone' was removed%0A"))
        #expect(lines[1].hasPrefix("::warning file=Zap.swift,line=3,col=8,title=notable change%3A parameter-title-changed::"))
        #expect(lines[2] == "::notice file=New.swift,line=3,col=8,title=additive change%3A action-added::action 'New' was added")
    }

    @Test func githubWithoutSourceLeavesOutTheFile() {
        let change = BundleChange(classification: .notable, kind: .actionTitleChanged, subject: "action A", message: "100% new")
        let diff = BundleDiff(oldModule: "A", newModule: "A", changes: [change])
        #expect(diff.render(format: .github) == "::warning title=notable change%3A action-title-changed::100%25 new\n")
    }

    @Test func markdownHasCountsAndATablePerClassification() {
        let markdown = Self.mixedDiff.render(format: .markdown)
        #expect(markdown.hasPrefix("## App Intents changes\n\n**1 breaking** · 1 notable · 1 additive\n"))
        #expect(markdown.contains("> [!CAUTION]"))
        #expect(markdown.contains("\n### Breaking (1)\n\n| Subject | Change | Source |\n| --- | --- | --- |\n| `action Gone` | action 'Gone' was removed<br>*Hint:* "))
        #expect(markdown.contains("### Notable (1)"))
        #expect(markdown.contains("### Additive (1)"))
        // A title with a pipe must not end the table cell.
        #expect(markdown.contains("'Level \\| Power'"))
    }

    @Test func markdownOfNoChangesSaysSo() {
        let bundle = Self.bundle()
        #expect(BundleDiff(from: bundle, to: bundle).render(format: .markdown)
            == "## App Intents changes\n\nNo changes to actions, entities, enums, queries or App Shortcuts.\n")
    }
}
