extension WaterPlantIntent {
    static let description: IntentDescription = "Records that a plant was watered."
}
