#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentMetadata
import IntentMetadataExtractor

extension Command {
    /// How `extract`, `check` and `describe` read their paths: a repository target by target, or one module.
    enum SourceLayout {
        case repository(Repository, RepositoryDisplay)
        /// One module; when one folder was searched, the projects and packages found in it that gave no target, and
        /// the files read while they were read.
        case oneModule(projectsFound: [String], filesRead: FileReadCache? = nil)
    }

    /// The repository `extract` and `check` read target by target, or one module.
    ///
    /// One path that is an `.xcodeproj`, a `Package.swift`, a folder with a `Package.swift`, or a folder with an
    /// `.xcodeproj` somewhere inside is read as a repository; `--target` and `--all-targets` require one.
    static func layout(for options: SourceOptions, command: Command.Name) throws -> SourceLayout {
        let wantsProject = options.targetName != nil || options.allTargets
        guard options.paths.count == 1, options.moduleName == nil || wantsProject, let path = options.paths.first else {
            if wantsProject, options.paths.count > 1 {
                throw CommandLineError.severalRepositories(options.paths, option: options.allTargets ? "--all-targets" : "--target", command: command)
            }
            return .oneModule(projectsFound: [])
        }
        // The targets are extracted next: their Swift files are read while the projects are.
        let readAhead = FileReadCache()
        let discovery = Repository.discovery(
            at: path, configuration: options.configuration, compilerVersion: options.effectiveCompilerVersion, readAhead: readAhead
        )
        guard let repository = discovery.repository else {
            if wantsProject {
                guard FileManager.default.fileExists(atPath: path) else { throw CommandLineError.noSuchPath(path) }
                throw CommandLineError.noProject(path, found: discovery.projectsFound)
            }
            // The folder is read as one module: the files read meanwhile are its files.
            return .oneModule(projectsFound: discovery.projectsFound, filesRead: readAhead)
        }
        return .repository(repository, RepositoryDisplay(repository: repository, givenPath: path))
    }

    /// For people, on standard error: the one folder given holds projects or packages, but none gives a target this
    /// tool can read (a Tuist project whose targets a helper function makes, a manifest of dependencies only), so it
    /// is read as one module. That answer is not a build's (every Swift file of the tree in one module), and without a
    /// word a user could not tell it from reading the app's targets. Nothing is said for a folder with no project.
    static func printOneModuleNote(projectsFound found: [String], for options: SourceOptions, format: Diagnostic.OutputFormat) {
        guard format.isForPeople, !found.isEmpty, let path = options.paths.first else { return }
        Console.printError(
            "note: \(CommandLineError.unreadableProjects(under: path, found: found)); '\(path)' is read as one module "
                + "(run 'intent-metadata targets \(path)' for the projects found)\n"
        )
    }

    /// The targets to read: the one `--target` names, or every target with Swift sources.
    static func selectedTargets(of repository: Repository, options: SourceOptions) throws -> [ProjectTarget] {
        guard let name = options.targetName else { return repository.targets.filter { $0.hasSwiftFiles } }
        let found = repository.targets(named: name)
        if found.count > 1 { throw CommandLineError.ambiguousTarget(name, qualifiedNames: found.map(repository.qualifiedName)) }
        guard let target = found.first else {
            let names = Array(Set(repository.targets.map(repository.displayName))).sorted()
            throw CommandLineError.noSuchTarget(name, targets: names, suggestion: name.nearestMatch(in: names))
        }
        return [target]
    }

    /// Extracts targets through `RepositoryExtraction`, with the command line's options over each target's settings;
    /// diagnostics get the paths the user wrote.
    static func extractTargets(
        _ targets: [ProjectTarget], of repository: Repository, display: RepositoryDisplay, options: SourceOptions, warningsAsErrors: Bool
    ) throws -> [TargetExtraction] {
        let dependencies = try options.dependencies.map(BundleFile.load)
            + DependencySources.bundles(
                options.dependencySources, platform: options.explicitPlatform ?? .iOS, customFlags: options.customFlags, compilerVersion: options.effectiveCompilerVersion
            )
        let overrides = RepositoryExtraction.Overrides(
            moduleName: options.moduleName, platform: options.explicitPlatform, customFlags: options.customFlags, parsesEveryFile: options.parsesEveryFile,
            dependencies: dependencies, warningsAsErrors: warningsAsErrors, compilerVersion: options.effectiveCompilerVersion
        )
        // The command writes its output and exits: the trees and caches are left for the exit to take back.
        let extractions = try RepositoryExtraction(repository: repository, overrides: overrides, keepsMemoryUntilExit: true).extract(targets)
        SelectionStatistics.report(extractions.map(\.result))
        return extractions.map { extraction in
            var shown = extraction
            shown.diagnostics = extraction.diagnostics.map(display.mapping).sorted()
            return shown
        }
    }

    /// Each diagnostic once, with a note naming the targets it was found in when more than one target was read.
    static func mergedDiagnostics(_ extractions: [TargetExtraction], repositoryDiagnostics: [Diagnostic], repository: Repository) -> [Diagnostic] {
        RepositoryExtraction.mergedDiagnostics(extractions, repositoryDiagnostics: repositoryDiagnostics, name: repository.displayName)
    }

    /// One line per target read, on standard error, so a log shows what was checked and how.
    static func printTargetSummary(_ extractions: [TargetExtraction], display: RepositoryDisplay, format: Diagnostic.OutputFormat) {
        guard format.isForPeople else { return }
        for extraction in extractions {
            let target = extraction.target
            let flags = target.compilationFlags.isEmpty ? "no flags" : "flags " + target.compilationFlags.joined(separator: " ")
            let errors = extraction.diagnostics.filter { $0.severity == .error }.count
            let swiftFiles = target.swiftFileCount
            Console.printError(
                "note: target '\(display.repository.displayName(of: target))' (\(display.repository.relativeProjectPath(of: target))): module '\(target.moduleName)', "
                    + "\(extraction.platforms.map(\.rawValue).joined(separator: ", ")), \(flags), \(swiftFiles == 1 ? "1 Swift file" : "\(swiftFiles) Swift files"), \(errors == 1 ? "1 error" : "\(errors) errors")\n"
            )
        }
    }

    /// Nothing half-read is used: when a project or package cannot be read, its diagnostics are printed and the command
    /// stops with `.errorsFound`, saying what it did not do. `nil` when every project was read.
    private static func stopOnUnreadableProject(_ repositoryDiagnostics: [Diagnostic], options: DiagnosticOptions, nothingDone: String) -> ExitCode? {
        guard repositoryDiagnostics.contains(where: { $0.severity == .error }) else { return nil }
        printDiagnostics(repositoryDiagnostics, options: options)
        Console.printErrorLine("a project or package could not be read; \(nothingDone).")
        return .errorsFound
    }

    /// `check` on a repository: every target (or `--target`), each diagnostic printed once.
    static func runProjectCheck(_ repository: Repository, display: RepositoryDisplay, options: CheckOptions) throws -> ExitCode {
        let repositoryDiagnostics = repository.diagnostics.map(display.mapping)
        if let stop = stopOnUnreadableProject(repositoryDiagnostics, options: options.diagnostics, nothingDone: "nothing was checked") { return stop }
        let targets = try selectedTargets(of: repository, options: options.source)
        let extractions = try extractTargets(targets, of: repository, display: display, options: options.source, warningsAsErrors: options.diagnostics.warningsAsErrors)
        // Every target checked and none with App Intents code: App Intents code outside them is said, not passed over.
        let outside = options.source.targetName == nil ? repository.appIntentsOutsideTargets(extractions).map(display.mapping) : nil
        let diagnostics = mergedDiagnostics(extractions, repositoryDiagnostics: repositoryDiagnostics + (outside.map { [$0] } ?? []), repository: repository)
        printTargetSummary(extractions, display: display, format: options.diagnostics.format)
        printDiagnostics(diagnostics, options: options.diagnostics)
        guard diagnostics.contains(where: { $0.severity == .error }) else { return .success }
        Console.printErrorLine("\(countOfErrors(in: diagnostics)) found in \(extractions.count == 1 ? "1 target" : "\(extractions.count) targets").")
        return .errorsFound
    }

    /// `extract` on a repository: one target to a file or standard output, or every target into a folder.
    static func runProjectExtract(_ repository: Repository, display: RepositoryDisplay, options: ExtractOptions) throws -> ExitCode {
        let repositoryDiagnostics = repository.diagnostics.map(display.mapping)
        if let stop = stopOnUnreadableProject(repositoryDiagnostics, options: options.diagnostics, nothingDone: "no bundle was written") { return stop }
        var source = options.source
        if !source.allTargets, source.targetName == nil {
            // Without `--target` a repository with one target with sources is that target; with several, one must be named.
            let withSources = repository.targets.filter { $0.hasSwiftFiles }
            guard withSources.count == 1, let only = withSources.first else {
                throw CommandLineError.missingArgument("'--target <name>' or '--all-targets' (targets: \(withSources.map(repository.displayName).joined(separator: ", ")))", command: .extract)
            }
            source.targetName = repository.qualifiedName(of: only)
        }
        let targets = try selectedTargets(of: repository, options: source)
        let extractions = try extractTargets(targets, of: repository, display: display, options: source, warningsAsErrors: options.diagnostics.warningsAsErrors)
        // With `--all-targets`, one bundle per app as well: the app with the extensions it embeds.
        let apps = source.allTargets ? RepositoryExtraction.appBundles(extractions) : []
        let outside = source.allTargets ? repository.appIntentsOutsideTargets(extractions).map(display.mapping) : nil
        let diagnostics = (mergedDiagnostics(extractions, repositoryDiagnostics: repositoryDiagnostics + (outside.map { [$0] } ?? []), repository: repository)
            + apps.flatMap(\.result.diagnostics).map(display.mapping)).sorted()
        printTargetSummary(extractions, display: display, format: options.diagnostics.format)
        printDiagnostics(diagnostics, options: options.diagnostics)
        let hasErrors = diagnostics.contains { $0.severity == .error }
        if hasErrors, !options.keepsGoing {
            Console.printErrorLine("\(countOfErrors(in: diagnostics)) found; no bundle was written.")
            return .errorsFound
        }
        if source.allTargets, let directory = options.outputPath {
            var files = extractions.map { (name: repository.bundleFileName(of: $0.target), bundle: $0.result.bundle, target: $0.target) }
            for app in apps {
                files.append((repository.bundleFileName(of: app.app).replacingEvery(".intentmetadata.json", with: ".app.intentmetadata.json"), app.result.bundle, app.app))
            }
            // Two bundles at one path (or at paths a Mac's file system does not tell apart) would overwrite each other:
            // nothing is written.
            let collisions = Dictionary(grouping: files, by: { $0.name.lowercased() }).values.filter { $0.count > 1 }
            if let collision = collisions.min(by: { $0[0].name < $1[0].name }) {
                throw CommandLineError.outputCollision(collision[0].name, targets: collision.map { repository.qualifiedName(of: $0.target) })
            }
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            for file in files {
                try BundleWriter.write(file.bundle, to: directory + "/" + file.name)
            }
        } else if let extraction = extractions.first {
            if !hasErrors, let refused = try writeAppleMetadata(of: extraction.result, options: options, displayPath: display.displayPath(forRelative:)) { return refused }
            try emit(extraction.result.bundle, to: options.outputPath)
        }
        if hasErrors {
            Console.printErrorLine("\(countOfErrors(in: diagnostics)) found; the bundles were written anyway because of '--keep-going'.")
            return .errorsFound
        }
        return .success
    }
}
