/// Today's weather, for the app's own screens.
struct Weather {
    var temperature: Double
    var isRaining: Bool

    func needsWatering(rainfall millimetres: Double) -> Bool {
        !isRaining && millimetres < 2.5
    }
}
