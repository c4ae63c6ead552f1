extension DiagnosticID {
    /// The app declares more than 10 App Shortcuts.
    package static let shortcutsLimitExceeded = DiagnosticID("shortcuts-limit-exceeded")
    /// The app declares more than one `AppShortcutsProvider`.
    package static let shortcutsProviderDuplicate = DiagnosticID("shortcuts-provider-duplicate")
}

extension ModuleCheck {
    /// An app has one App Shortcuts provider with at most 10 shortcuts.
    static let shortcutsLimits = Rule(identifiers: [.shortcutsLimitExceeded, .shortcutsProviderDuplicate], check: .module(checkShortcutsLimits))

    /// An app has one `AppShortcutsProvider` with at most 10 shortcuts.
    static let maximumShortcutCount = 10

    static func checkShortcutsLimits(_ module: RecognizedModule) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let providers = module.shortcutsProviders.sorted { $0.nameLocation < $1.nameLocation }
        if let first = providers.first {
            for extra in providers.dropFirst() {
                diagnostics.append(
                    Diagnostic(
                        .shortcutsProviderDuplicate, at: extra.nameLocation,
                        "only one 'AppShortcutsProvider' is allowed per app, but '\(extra.metadata.provider)' is a second one",
                        notes: [.init(location: first.nameLocation, message: "'\(first.metadata.provider)' is declared here")]
                    )
                )
            }
        }
        for provider in providers where provider.shortcuts.count > maximumShortcutCount {
            let extra = provider.shortcuts[maximumShortcutCount]
            diagnostics.append(
                Diagnostic(
                    .shortcutsLimitExceeded, at: extra.location,
                    "an app may have at most \(maximumShortcutCount) App Shortcuts, but '\(provider.metadata.provider)' declares \(provider.shortcuts.count)"
                )
            )
        }
        return diagnostics
    }
}
