/// A garden tool: app data, not something the system can show.
struct Tool {
    var name: String
}
