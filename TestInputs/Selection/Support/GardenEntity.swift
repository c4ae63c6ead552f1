import AppIntents

/// Things in the garden the system can refer to.
protocol GardenEntity: AppEntity {}
