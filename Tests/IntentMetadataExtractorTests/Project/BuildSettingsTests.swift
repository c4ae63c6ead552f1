import IntentMetadataExtractor
import Testing

@Suite struct BuildSettingsTests {
    private func settings(_ layers: [[(String, String)]], builtins: [String: String] = ["TARGET_NAME": "My App"], sdk: String = "iphoneos") -> BuildSettings {
        BuildSettings(
            layers: layers.map { $0.map { BuildSettingAssignment(writtenKey: $0.0, value: $0.1) } }, builtins: builtins, sdk: sdk, configuration: "Debug"
        )
    }

    @Test func inheritedTakesTheLayerBelow() {
        let resolved = settings([[("FLAGS", "A")], [("FLAGS", "$(inherited) B")], [("FLAGS", "${inherited} C")]])
        #expect(resolved.words(of: "FLAGS") == ["A", "B", "C"])
    }

    @Test func inheritedInsideOneLayerTakesTheAssignmentBefore() {
        let resolved = settings([[("FLAGS", "A"), ("FLAGS", "$(inherited) B")]])
        #expect(resolved.value(of: "FLAGS") == "A B")
    }

    @Test func variablesExpandWithOperators() {
        let resolved = settings([[("PRODUCT_NAME", "$(TARGET_NAME)"), ("MODULE", "$(PRODUCT_NAME:c99extidentifier)"), ("ID", "com.$(PRODUCT_NAME:rfc1034identifier:lower)")]])
        #expect(resolved.value(of: "MODULE") == "My_App")
        #expect(resolved.value(of: "ID") == "com.my-app")
    }

    @Test func matchingConditionalAssignmentWins() {
        let resolved = settings([[("FLAGS[sdk=iphoneos*]", "PHONE"), ("FLAGS", "ANY"), ("FLAGS[sdk=macosx*]", "MAC")]])
        #expect(resolved.value(of: "FLAGS") == "PHONE")
        #expect(settings([[("FLAGS[sdk=macosx*]", "MAC"), ("FLAGS", "ANY")]], sdk: "iphoneos").value(of: "FLAGS") == "ANY")
    }

    @Test func settingsThatReferToEachOtherEnd() {
        let resolved = settings([[("A", "$(B)"), ("B", "$(A)")]])
        #expect(resolved.value(of: "A") == "")
    }

    @Test func quotedWordsStayTogether() {
        #expect(settings([[("F", #"-D A "-D" 'B C' D\ E"#)]]).words(of: "F") == ["-D", "A", "-D", "B C", "D E"])
    }
}
