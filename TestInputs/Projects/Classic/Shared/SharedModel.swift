import Foundation

// Compiled into the app and the widget; found through a SOURCE_ROOT reference.
struct SharedModel {
    var name: String
}
