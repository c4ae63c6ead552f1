import Foundation
import IntentMetadataExtractor
import Testing

/// Broken projects give a diagnostic with a position, never a crash, a hang, or half-read targets.
@Suite struct HostileProjectTests {
    /// A temporary folder holding `App.xcodeproj/project.pbxproj` with the given text.
    private func project(_ text: String, files: [String: String] = [:]) throws -> (root: String, project: String) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("intent-metadata-project-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/App.xcodeproj", withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/App.xcodeproj/project.pbxproj"))
        for (path, contents) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        return (root, root + "/App.xcodeproj")
    }

    private func minimalProject(objects: String, targets: String = "T1") -> String {
        """
        // !$*UTF8*$!
        {
            objects = {
                R1 = { isa = PBXProject; mainGroup = G1; targets = (\(targets)); };
        \(objects)
            };
            rootObject = R1;
        }
        """
    }

    @Test func truncatedProjectIsOneErrorWithLineAndColumn() throws {
        let (root, path) = try project("// !$*UTF8*$!\n{\n\tobjects = {\n\t\tR1 = { isa = PBXProject;\n")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let read = XcodeProjectReader.read(projectAt: path, configuration: nil, rootDirectory: root)
        #expect(read.targets.isEmpty)
        #expect(read.diagnostics.map(\.id) == [.projectUnreadable])
        #expect(read.diagnostics.first?.location.file == "App.xcodeproj/project.pbxproj")
        #expect(read.diagnostics.first?.location.line == 4)
        #expect(read.diagnostics.first?.location.column == 8)
        #expect(read.diagnostics.first?.message == "unexpected end of file inside the dictionary opened here")
    }

    @Test func missingRootObjectIsAnError() throws {
        let (root, path) = try project("{ objects = { }; rootObject = NOPE; }")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let read = XcodeProjectReader.read(projectAt: path, configuration: nil, rootDirectory: root)
        #expect(read.diagnostics.map(\.message) == ["the project file's 'rootObject' is not a 'PBXProject'"])
    }

    @Test func groupCycleIsReportedAndItsFilesSkipped() throws {
        let text = minimalProject(objects: """
                G1 = { isa = PBXGroup; children = (); sourceTree = "<group>"; };
                G2 = { isa = PBXGroup; children = (G3, F1); path = A; sourceTree = "<group>"; };
                G3 = { isa = PBXGroup; children = (G2); path = B; sourceTree = "<group>"; };
                F1 = { isa = PBXFileReference; path = A.swift; sourceTree = "<group>"; };
                B1 = { isa = PBXBuildFile; fileRef = F1; };
                S1 = { isa = PBXSourcesBuildPhase; files = (B1); };
                T1 = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = (S1); };
        """)
        let (root, path) = try project(text, files: ["A/A.swift": "struct A {}\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let read = XcodeProjectReader.read(projectAt: path, configuration: nil, rootDirectory: root)
        #expect(read.targets.map(\.name) == ["App"])
        #expect(read.diagnostics.map(\.id).contains(.projectInvalidReference))
        #expect(read.diagnostics.contains { $0.message.contains("contains itself") })
    }

    @Test func missingObjectsAndFilesAreWarningsAtTheReferrer() throws {
        let text = minimalProject(objects: """
                G1 = { isa = PBXGroup; children = (F1); sourceTree = "<group>"; };
                F1 = { isa = PBXFileReference; path = Gone.swift; sourceTree = "<group>"; };
                B1 = { isa = PBXBuildFile; fileRef = F1; };
                B2 = { isa = PBXBuildFile; fileRef = NOWHERE; };
                S1 = { isa = PBXSourcesBuildPhase; files = (B1, B2, B3); };
                T1 = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = (S1); };
                U1 = { isa = PBXSomethingNew; weird = (1, 2); };
        """)
        let (root, path) = try project(text)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let read = XcodeProjectReader.read(projectAt: path, configuration: nil, rootDirectory: root)
        #expect(read.targets.first?.sourceFiles == [])
        #expect(read.diagnostics.allSatisfy { $0.id == .projectInvalidReference })
        // A missing file is normal in a checkout (ignored or generated files): a note. Broken references warn.
        #expect(read.diagnostics.filter { $0.severity == .note }.map(\.message) == ["file 'Gone.swift' of target 'App' does not exist; it is skipped"])
        #expect(read.diagnostics.filter { $0.severity == .warning }.count == 2)
        #expect(read.diagnostics.map(\.message).sorted() == [
            "file 'Gone.swift' of target 'App' does not exist; it is skipped",
            "object 'B3' does not exist in the project; the reference is skipped",
            "object 'NOWHERE' does not exist in the project; the reference is skipped",
        ])
        #expect(read.diagnostics.allSatisfy { $0.location.line > 1 })
    }

    @Test func aSourceThatIsAFolderIsLeftOutAndTheTargetSaysItsFilesAreChecked() throws {
        // A folder whose name ends in `.swift` is listed as a source: the reader keeps regular files only, so
        // reading the target can take its paths as files without asking again.
        let text = minimalProject(objects: """
                G1 = { isa = PBXGroup; children = (F1, F2); sourceTree = "<group>"; };
                F1 = { isa = PBXFileReference; path = A.swift; sourceTree = "<group>"; };
                F2 = { isa = PBXFileReference; path = Folder.swift; sourceTree = "<group>"; };
                B1 = { isa = PBXBuildFile; fileRef = F1; };
                B2 = { isa = PBXBuildFile; fileRef = F2; };
                S1 = { isa = PBXSourcesBuildPhase; files = (B1, B2); };
                T1 = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = (S1); };
        """)
        let (root, path) = try project(text, files: ["A.swift": "struct A {}\n", "Folder.swift/Inside.swift": "struct Inside {}\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let read = XcodeProjectReader.read(projectAt: path, configuration: nil, rootDirectory: root)
        #expect(read.targets.first?.sourceFiles == [root + "/A.swift"])
        #expect(read.targets.first?.filesAreChecked == true)
        let target = try #require(read.targets.first)
        let extraction = try ModuleExtraction(target: target, rootDirectory: root, configuration: ExtractionConfiguration(moduleName: "App"))
        #expect(extraction.result.files.given == ["A.swift"])
    }

    /// Unused objects that make `objects` large enough to be looked up through its index rather than entry by entry.
    private func padding(_ count: Int) -> String {
        (0..<count).map { "        P\($0) = { isa = PBXFileReference; path = Unused\($0).swift; sourceTree = \"<group>\"; };\n" }.joined()
    }

    @Test(arguments: [0, 40]) func fileListedByTwoGroupsBelongsToTheGroupWithTheLowestID(paddingCount: Int) throws {
        // The group with the higher ID is written first: the order of the file does not decide.
        let text = minimalProject(objects: padding(paddingCount) + """
                G9 = { isa = PBXGroup; children = (F1); path = Nine; sourceTree = "<group>"; };
                G1 = { isa = PBXGroup; children = (G9, G2); sourceTree = "<group>"; };
                G2 = { isa = PBXGroup; children = (F1); path = Two; sourceTree = "<group>"; };
                F1 = { isa = PBXFileReference; path = A.swift; sourceTree = "<group>"; };
                B1 = { isa = PBXBuildFile; fileRef = F1; };
                S1 = { isa = PBXSourcesBuildPhase; files = (B1); };
                T1 = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = (S1); };
        """)
        let (root, path) = try project(text, files: ["Nine/A.swift": "struct A {}\n", "Two/A.swift": "struct A {}\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let read = XcodeProjectReader.read(projectAt: path, configuration: nil, rootDirectory: root)
        #expect(read.diagnostics.isEmpty)
        #expect(read.targets.first?.sourceFiles == [root + "/Two/A.swift"])
    }

    @Test(arguments: [0, 40]) func objectWrittenTwiceIsTheOneWrittenLast(paddingCount: Int) throws {
        let text = minimalProject(objects: padding(paddingCount) + """
                G1 = { isa = PBXGroup; children = (F1); sourceTree = "<group>"; };
                F1 = { isa = PBXFileReference; path = Old.swift; sourceTree = "<group>"; };
                B1 = { isa = PBXBuildFile; fileRef = F1; };
                S1 = { isa = PBXSourcesBuildPhase; files = (B1); };
                T1 = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = (S1); };
                F1 = { isa = PBXFileReference; path = New.swift; sourceTree = "<group>"; };
        """)
        let (root, path) = try project(text, files: ["Old.swift": "struct A {}\n", "New.swift": "struct B {}\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let read = XcodeProjectReader.read(projectAt: path, configuration: nil, rootDirectory: root)
        #expect(read.diagnostics.isEmpty)
        #expect(read.targets.first?.sourceFiles == [root + "/New.swift"])
    }

    @Test func absoluteSourceTreeStandsAlone() throws {
        let text = minimalProject(objects: """
                G1 = { isa = PBXGroup; children = (F1); path = Elsewhere; sourceTree = "<group>"; };
                F1 = { isa = PBXFileReference; path = "/ABSOLUTE/Abs.swift"; sourceTree = "<absolute>"; };
                B1 = { isa = PBXBuildFile; fileRef = F1; };
                S1 = { isa = PBXSourcesBuildPhase; files = (B1); };
                T1 = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = (S1); };
        """)
        let (root, _) = try project("", files: ["Abs/Abs.swift": "struct A {}\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data(text.replacingOccurrences(of: "/ABSOLUTE", with: root + "/Abs").utf8).write(to: URL(fileURLWithPath: root + "/App.xcodeproj/project.pbxproj"))
        let read = XcodeProjectReader.read(projectAt: root + "/App.xcodeproj", configuration: nil, rootDirectory: root)
        #expect(read.diagnostics.isEmpty)
        #expect(read.targets.first?.sourceFiles == [root + "/Abs/Abs.swift"])
    }

    @Test func largeProjectReadsInBoundedTime() throws {
        // About 5 MB here (15,000 files), so `swift test` stays quick; with INTENT_METADATA_LARGE_PROJECT set, about
        // 50 MB (150,000 files), the size the reader was measured at (docs/Reliability.md).
        let count = ProcessInfo.processInfo.environment["INTENT_METADATA_LARGE_PROJECT"] == nil ? 15_000 : 150_000
        var objects = "        G1 = { isa = PBXGroup; children = ("
        objects += (0..<count).map { "F\($0)" }.joined(separator: ", ") + "); sourceTree = \"<group>\"; };\n"
        for index in 0..<count {
            objects += "        F\(index) = { isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = \"Folder \(index % 100)/File\(index).swift\"; sourceTree = \"<group>\"; comment = \"\(String(repeating: "x", count: 180))\"; };\n"
            objects += "        B\(index) = { isa = PBXBuildFile; fileRef = F\(index); };\n"
        }
        objects += "        S1 = { isa = PBXSourcesBuildPhase; files = (" + (0..<count).map { "B\($0)" }.joined(separator: ", ") + "); };\n"
        objects += "        T1 = { isa = PBXNativeTarget; name = App; productType = \"com.apple.product-type.application\"; buildPhases = (S1); };\n"
        let (root, path) = try project(minimalProject(objects: objects))
        defer { try? FileManager.default.removeItem(atPath: root) }
        let size = try FileManager.default.attributesOfItem(atPath: path + "/project.pbxproj")[.size] as? Int ?? 0
        #expect(size > count * 300)
        let start = ContinuousClock.now
        let read = XcodeProjectReader.read(projectAt: path, configuration: nil, rootDirectory: root)
        #expect(read.targets.map(\.name) == ["App"])
        // Every file is missing: one warning each, and still in bounded time.
        #expect(read.diagnostics.count == count)
        #expect(ContinuousClock.now - start < .seconds(120))
    }
}
