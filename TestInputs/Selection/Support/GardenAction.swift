import AppIntents

/// Every garden action is an App Intent that opens nothing.
protocol GardenAction: AppIntent {}
