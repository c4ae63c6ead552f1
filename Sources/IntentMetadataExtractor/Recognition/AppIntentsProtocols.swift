/// The App Intents protocols and macros we recognise, by the role they give a type.
package enum AppIntentsRole: String, Sendable, Hashable, CaseIterable, Comparable {
    case intent, entity, `enum`, query, shortcutsProvider, package

    package static func < (lhs: AppIntentsRole, rhs: AppIntentsRole) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}

/// The names recognition matches, as sets drawn from the catalogue in `AppIntentsAPI`.
package enum AppIntentsProtocols {
    /// `AppIntent` and its refinements.
    static let intents = names(AppIntentsAPI.intentProtocols)
    /// `AppEntity` and its refinements.
    static let entities = names(AppIntentsAPI.entityProtocols)
    /// `AppEnum` and its refinements.
    static let enums = names(AppIntentsAPI.enumProtocols)
    /// `DynamicOptionsProvider`, `EntityQuery` and its refinements, and `IntentValueQuery`.
    static let queries = names(AppIntentsAPI.queryProtocols)
    static let shortcutsProviders = names(AppIntentsAPI.shortcutsProviderProtocols)
    static let packages = names(AppIntentsAPI.packageProtocols)

    /// The macros that make a type an intent, entity or enum: `@AppIntent(schema:)` and the like.
    static let macroRoles: [String: AppIntentsRole] = AppIntentsAPI.macros.reduce(into: [:]) { roles, macro in
        if let role = macro.role { roles[macro.name] = role }
    }

    private static func names(_ entries: [AppIntentsAPI.ProtocolEntry]) -> Set<String> {
        Set(entries.map(\.name))
    }

    /// The role a framework protocol gives a type, if it is one of ours.
    static func role(of protocolName: String) -> AppIntentsRole? {
        if intents.contains(protocolName) { return .intent }
        if entities.contains(protocolName) { return .entity }
        if enums.contains(protocolName) { return .enum }
        if queries.contains(protocolName) { return .query }
        if shortcutsProviders.contains(protocolName) { return .shortcutsProvider }
        if packages.contains(protocolName) { return .package }
        return nil
    }
}
