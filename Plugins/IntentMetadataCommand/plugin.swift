import PackagePlugin

@main
struct IntentMetadataCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {}
}
