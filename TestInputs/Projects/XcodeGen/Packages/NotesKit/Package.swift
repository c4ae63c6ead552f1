// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "NotesKit", platforms: [.iOS(.v17)], targets: [.target(name: "NotesKit")])
