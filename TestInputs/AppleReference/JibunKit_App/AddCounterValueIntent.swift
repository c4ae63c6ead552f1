import AppIntents

struct AddCounterValueIntent: AppIntent {
    static let title: LocalizedStringResource = "カウンターに追加"
    static let description = IntentDescription("指定した数をカウンターへ追加し、更新後の値を返します。")

    @Parameter(title: "追加する数")
    var amount: Int

    static var parameterSummary: some ParameterSummary {
        Summary("カウンターに \(\.$amount) を追加")
    }

    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        .result(value: amount)
    }
}

struct JibunKitShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: AddCounterValueIntent(),
            phrases: ["\(.applicationName)のカウンターに追加"],
            shortTitle: "カウンターに追加",
            systemImageName: "plus.circle"
        )
    }
}
