import AppIntents

/// Lists the package of the shared travel framework so its intents are found too.
struct TravelAppIntentsPackage: AppIntentsPackage {
    static var includedPackages: [any AppIntentsPackage.Type] {
        [TravelKitIntentsPackage.self]
    }
}

/// In a real project this type would live in the TravelKit framework target.
struct TravelKitIntentsPackage: AppIntentsPackage {}
