import AppIntents
import Foundation

enum LaunchSettings {
    static var prefersForeground = true
}

struct StartTimer: AppIntent {
    static let title: LocalizedStringResource = "Start Timer"

    static var openAppWhenRun: Bool = LaunchSettings.prefersForeground

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct StopTimer: AppIntent {
    static let title: LocalizedStringResource = "Stop Timer"

    static let openAppWhenRun: Bool = UserDefaults.standard.bool(forKey: "openOnStop")

    func perform() async throws -> some IntentResult {
        .result()
    }
}
