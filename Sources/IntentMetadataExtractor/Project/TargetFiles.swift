/// The files a target is read from, by kind: Swift sources and strings tables.
///
/// Each path is classified once, when added: recognizing a strings table (an `.lproj` folder, outside prebuilt
/// bundles) costs more than a set insertion, and a project names every file of every target.
struct TargetFiles {
    /// What a file is to the extractor.
    enum Kind {
        /// A Swift file or an intent definition file.
        case source
        /// A strings table or string catalog.
        case resource

        /// The kind of a path; `nil` for files the extractor does not read (images, Objective-C, ...).
        init?(of path: String) {
            if XcodeProjectReader.isSourcePath(path) {
                self = .source
            } else if XcodeProjectReader.isResourcePath(path) {
                self = .resource
            } else {
                return nil
            }
        }
    }

    /// Absolute paths of the sources.
    var sources: Set<String> = []
    /// Absolute paths of the resources.
    var resources: Set<String> = []

    /// Adds a path of a known kind.
    mutating func insert(_ path: String, as kind: Kind) {
        switch kind {
        case .source: sources.insert(path)
        case .resource: resources.insert(path)
        }
    }

    /// Adds a path when it is a source or a resource; other files are left out.
    mutating func insert(_ path: String) {
        if let kind = Kind(of: path) { insert(path, as: kind) }
    }
}
