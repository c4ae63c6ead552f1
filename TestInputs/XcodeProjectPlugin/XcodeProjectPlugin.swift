// A stand-in for Xcode's `XcodeProjectPlugin` module, written for this repository.
//
// Xcode gives a package plugin this module when it runs the plugin for an Xcode project (SwiftPM's documentation of
// plugins, "Xcode Extensions to the PackagePlugin API"); it exists nowhere else, so without a stand-in the plugins'
// `#if canImport(XcodeProjectPlugin)` entry points are never compiled off a Mac. This file declares the part of the
// module that those entry points use: an `XcodePluginContext` giving the `XcodeProject`, the plugin's work folder
// and its tools; the project's `XcodeTarget`s with their `displayName` and `inputFiles`; and the two entry-point
// protocols. It sits on the toolchain's real `PackagePlugin`, as Xcode's module does, so `Command`, `FileList`,
// `File`, `PathList` and `PluginContext.Tool` are PackagePlugin's own types.
//
// Where the shapes come from: SwiftPM's documentation (the entry points' signatures, `--target` arguments from
// Xcode's menu, the shared `FileList`); the Xcode project model that the toolchain's PackagePlugin declares for
// Xcode to fill (`XcodeProjectPluginInvocationRecord`: a project's id, display name, file paths and targets; a
// target's id, display name, product with its name and kind, and input files); and the URL members of Apple's
// current API (`directoryURL`, `pluginWorkDirectoryURL`, `tool(named:)` returning `PluginContext.Tool`). Members of
// Xcode's module that the plugins do not use are left out.
//
// Where it differs from Xcode's module, on purpose:
// - Every type has a public memberwise initializer, so a check can make a project and a context; Xcode makes them
//   itself from the project it has open.
// - The members Apple deprecated for the `URL` ones (`XcodeProject.directory`, `XcodePluginContext.pluginWorkDirectory`,
//   both `Path`s) are left out, so code that still uses them fails to compile here.
// - The protocols do not refine `Plugin`: the plugins adopt them in extensions of types that already do, which
//   compiles the same whether or not Xcode's protocols refine it.
//
// Scripts/check-xcode-plugin-entry-points.sh builds it as the module `XcodeProjectPlugin` next to the toolchain's
// PackagePlugin (`<toolchain>/usr/lib/swift/pm/PluginAPI`) and compiles the plugins against it.

import Foundation
import PackagePlugin

/// What Xcode tells a plugin it runs for an Xcode project: the project, where the plugin may write, and the
/// executables it may run.
public struct XcodePluginContext {
    /// The project the plugin runs for.
    public let xcodeProject: XcodeProject
    /// A folder only this plugin writes to, kept between builds: a build command's outputs go there.
    public let pluginWorkDirectoryURL: URL
    /// The executables the plugin may run, by name: those of the plugin's dependencies.
    public let tools: [String: PluginContext.Tool]

    public init(xcodeProject: XcodeProject, pluginWorkDirectoryURL: URL, tools: [String: PluginContext.Tool]) {
        self.xcodeProject = xcodeProject
        self.pluginWorkDirectoryURL = pluginWorkDirectoryURL
        self.tools = tools
    }

    /// The executable of that name among the plugin's dependencies.
    ///
    /// - Throws: `PluginContextError.toolNotFound` when the plugin has no such tool.
    public func tool(named name: String) throws -> PluginContext.Tool {
        guard let tool = tools[name] else { throw PluginContextError.toolNotFound(name: name) }
        return tool
    }
}

/// An Xcode project: its folder and its targets, in Xcode's terms rather than SwiftPM's.
public struct XcodeProject {
    public typealias ID = String

    /// A stable identifier of the project.
    public let id: ID
    /// The project's name, as Xcode shows it.
    public let displayName: String
    /// The folder that holds the `.xcodeproj`.
    public let directoryURL: URL
    /// Every file the project refers to.
    public let filePaths: PathList
    /// The project's targets.
    public let targets: [XcodeTarget]

    public init(id: ID, displayName: String, directoryURL: URL, filePaths: PathList, targets: [XcodeTarget]) {
        self.id = id
        self.displayName = displayName
        self.directoryURL = directoryURL
        self.filePaths = filePaths
        self.targets = targets
    }
}

/// A target of an Xcode project.
public struct XcodeTarget {
    public typealias ID = String

    /// A stable identifier of the target.
    public let id: ID
    /// The target's name, as Xcode shows it.
    public let displayName: String
    /// What the target builds, if anything.
    public let product: XcodeProduct?
    /// The files of the target's build phases, each typed by how Xcode builds it (`source`, `resource`, ...).
    public let inputFiles: FileList

    public init(id: ID, displayName: String, product: XcodeProduct?, inputFiles: FileList) {
        self.id = id
        self.displayName = displayName
        self.product = product
        self.inputFiles = inputFiles
    }
}

/// What an Xcode target builds.
public struct XcodeProduct {
    /// The product's name.
    public let name: String
    /// The kind of product.
    public let kind: Kind

    /// The kinds of product.
    public enum Kind {
        case application
        case executable
        case framework
        case library
        case other(String)
    }

    public init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }
}

/// A build tool plugin's entry point for a target of an Xcode project (the project's *Run Build Tool Plug-ins*
/// phase): the commands to run before the target builds.
public protocol XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// A command plugin's entry point for an Xcode project (the project's context menu). Xcode passes each target chosen
/// in its user interface as `--target <name>`.
public protocol XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws
}
