import TestSupport
import Foundation
import IntentMetadata
import IntentMetadataExtractor
import Testing

@Suite struct IntentDefinitionReaderTests {
    private func read(_ relativePath: String) throws -> (IntentDefinition, [Diagnostic]) {
        let result = IntentDefinitionReader.read(try Fixtures.file(relativePath))
        return (try #require(result.definition), result.diagnostics)
    }

    // MARK: Widgets.intentdefinition

    @Test func widgetIntentHasEveryField() throws {
        let (definition, _) = try read("IntentDefinitions/Widgets.intentdefinition")
        #expect(definition.intents.map(\.name) == ["ConfigureWeather", "ConfigureCityList"])
        let weather = definition.intents[0]
        #expect(weather.title == IntentDefinition.Text("Configure Weather", key: "Wx1-aa-Ttl"))
        #expect(weather.description == IntentDefinition.Text("Chooses the city and units a weather widget shows.", key: "Wx1-aa-Dsc"))
        #expect(weather.category == "information")
        #expect(weather.isEligibleForWidgets)
        #expect(weather.isConfigurable)
        #expect(!weather.isEligibleForSuggestions)
        #expect(weather.summary == IntentDefinition.Summary(
            parameterNames: ["city", "unit"], title: IntentDefinition.Text("Weather in ${city} in ${unit}", key: "Wx1-aa-Cmb")
        ))
        #expect(weather.responseCodes == ["success", "failure"])
        #expect(weather.location.line > 1)
        let cityList = definition.intents[1]
        #expect(!cityList.isConfigurable)
        #expect(cityList.description == nil)
        #expect(cityList.summary == nil)
    }

    @Test func widgetParametersHaveTypesDefaultsAndOptions() throws {
        let (definition, diagnostics) = try read("IntentDefinitions/Widgets.intentdefinition")
        #expect(diagnostics.isEmpty)
        let parameters = definition.intents[0].parameters
        #expect(parameters.map(\.name) == ["city", "unit", "showForecast", "forecastDays"])
        #expect(parameters.map(\.displayName.text) == ["City", "Unit", "Show Forecast", "Forecast Days"])
        #expect(parameters.map(\.displayName.key) == ["Wx1-aa-Cty", "Wx1-aa-Unt", "Wx1-aa-Fct", "Wx1-aa-Dys"])
        #expect(parameters.map(\.type) == [.custom("City"), .enumeration("TemperatureUnit"), .boolean, .integer])
        #expect(parameters.map(\.hasDynamicOptions) == [true, false, false, false])
        #expect(parameters.map(\.defaultValue) == [nil, .member("celsius"), .bool(true), .integer(3)])
        #expect(parameters.map(\.isOptional) == [true, false, false, false])
        #expect(parameters[3].range == 1...10)
        let cities = try #require(definition.intents[1].parameters.first)
        #expect(cities.isArray)
        #expect(!cities.isOptional)
    }

    @Test func enumCasesKeepNamesTitlesAndIndexesWithoutUnknown() throws {
        let (definition, _) = try read("IntentDefinitions/Widgets.intentdefinition")
        let unit = try #require(definition.enums.first)
        #expect(unit.name == "TemperatureUnit")
        #expect(unit.displayName == IntentDefinition.Text("Temperature Unit", key: "tU8-kd-3Qa"))
        #expect(unit.cases.map(\.name) == ["celsius", "fahrenheit"])
        #expect(unit.cases.map(\.displayName) == [IntentDefinition.Text("Celsius", key: "q0A-2b-Cel"), IntentDefinition.Text("Fahrenheit", key: "q0A-2b-Fah")])
        #expect(unit.cases.map(\.index) == [1, 2])
    }

    @Test func customTypeListsItsOwnPropertiesOnly() throws {
        let (definition, _) = try read("IntentDefinitions/Widgets.intentdefinition")
        let city = try #require(definition.types.first)
        #expect(city.name == "City")
        #expect(city.displayName == IntentDefinition.Text("City", key: "Cty-7h-Nm1"))
        #expect(city.properties.map(\.name) == ["country", "population"])
        #expect(city.properties.map(\.displayName.text) == ["Country", "Population"])
        #expect(city.properties.map(\.type) == [.string, .integer])
        #expect(city.properties.map(\.isArray) == [false, false])
    }

    // MARK: Siri.intentdefinition

    @Test func siriParametersCoverTheSystemTypes() throws {
        let (definition, _) = try read("IntentDefinitions/Siri.intentdefinition")
        let order = try #require(definition.intents.first { $0.name == "OrderSoup" })
        #expect(order.category == "order")
        #expect(!order.isEligibleForWidgets)
        #expect(order.isEligibleForSuggestions)
        #expect(order.parameters.map(\.type) == [
            .string, .integer, .enumeration("SoupSize"), .dateComponents, .string, .url, .decimal, .boolean, .unsupported("Placemark"),
        ])
        #expect(order.parameters.map(\.isArray) == [false, false, false, false, true, false, false, false, false])
        #expect(order.parameters[0].hasDynamicOptions)
        #expect(order.parameters[5].displayName == IntentDefinition.Text("Menu"))
        #expect(order.responseCodes == ["success", "failure", "soldOut"])
    }

    @Test func primaryCombinationIsTheSummary() throws {
        let (definition, _) = try read("IntentDefinitions/Siri.intentdefinition")
        let order = try #require(definition.intents.first { $0.name == "OrderSoup" })
        #expect(order.summary?.parameterNames == ["quantity", "size", "soup"])
        #expect(order.summary?.title.text == "Order ${quantity} ${size} ${soup}")
    }

    @Test func intentWithoutKeysOrParametersReadsPlainly() throws {
        let (definition, _) = try read("IntentDefinitions/Siri.intentdefinition")
        let status = try #require(definition.intents.first { $0.name == "CheckOrderStatus" })
        #expect(status.title == IntentDefinition.Text("Check Order Status"))
        #expect(status.parameters.isEmpty)
        #expect(status.summary == nil)
    }

    @Test func unsupportedTypeIsAWarningAtTheParameterName() throws {
        let (_, diagnostics) = try read("IntentDefinitions/Siri.intentdefinition")
        #expect(diagnostics.map(\.id) == [.intentDefinitionUnsupportedType])
        #expect(diagnostics.map(\.severity) == [.warning])
        let text = try String(contentsOf: Fixtures.url("IntentDefinitions/Siri.intentdefinition"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(diagnostics.first?.location.line)
        #expect(lines[line - 1].contains("<string>pickupPlace</string>"))
        #expect(diagnostics.first?.location.column == 14)
    }

    @Test func locationsPointAtTheNames() throws {
        let file = try Fixtures.file("IntentDefinitions/Widgets.intentdefinition")
        let definition = try #require(IntentDefinitionReader.read(file).definition)
        let lines = String(decoding: file.bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        func text(at location: IntentMetadataExtractor.SourceLocation) -> String {
            let rest = lines[location.line - 1].utf8.dropFirst(location.column - 1)
            return String(decoding: rest.prefix { $0 != UInt8(ascii: "<") }, as: UTF8.self)
        }
        #expect(definition.intents.map { text(at: $0.location) } == ["ConfigureWeather", "ConfigureCityList"])
        #expect(definition.intents[0].parameters.map { text(at: $0.location) } == ["city", "unit", "showForecast", "forecastDays"])
        #expect(definition.intents[1].parameters.map { text(at: $0.location) } == ["cities"])
        #expect(definition.enums.map { text(at: $0.location) } == ["TemperatureUnit"])
        #expect(definition.types.map { text(at: $0.location) } == ["City"])
    }

    @Test func stringsTableIsNamedAfterTheFile() {
        #expect(IntentDefinition(path: "Sources/App/Base.lproj/Intents.intentdefinition").tableName == "Intents")
    }

    // MARK: Malformed files

    /// Reads a property list whose one problem is marked with `1️⃣`, and checks the error lands there.
    private func assertMalformed(
        _ markedText: String, message: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let marker = "1️⃣"
        let parts = markedText.components(separatedBy: marker)
        guard parts.count == 2 else {
            Issue.record("expected exactly one marker", sourceLocation: sourceLocation)
            return
        }
        let file = SourceFile(path: "Broken.intentdefinition", text: parts.joined())
        let expected = file.location(at: parts[0].utf8.count)
        let result = IntentDefinitionReader.read(file)
        #expect(result.definition == nil, sourceLocation: sourceLocation)
        #expect(result.diagnostics.map(\.id) == [.intentDefinitionMalformed], sourceLocation: sourceLocation)
        #expect(result.diagnostics.first.map { [$0.location.line, $0.location.column] } == [expected.line, expected.column], sourceLocation: sourceLocation)
        #expect(result.diagnostics.first?.message == message, sourceLocation: sourceLocation)
    }

    @Test func mismatchedClosingTagIsReportedAtTheTag() {
        assertMalformed(
            "<plist version=\"1.0\">\n<dict>\n\t<key>INIntents</key>\n\t<array>\n\t1️⃣</dict>\n</plist>\n",
            message: "closing tag '</dict>' does not match '<array>' opened on line 4"
        )
    }

    @Test func unclosedElementIsReportedAtItsOpeningTagOrTheMismatchedClose() {
        assertMalformed("<plist>\n<dict>\n<key>INIntents</key>\n<array/>\n1️⃣</plist>", message: "closing tag '</plist>' does not match '<dict>' opened on line 2")
        assertMalformed("<plist>\n<dict>\n<key>INIntents</key>\n1️⃣<array>\n", message: "element '<array>' is not closed")
    }

    @Test func unknownElementIsReported() {
        assertMalformed("<plist><dict><key>INIntents</key>1️⃣<list></list></dict></plist>", message: "unknown property list element '<list>'")
    }

    @Test func unknownEntityIsReported() {
        assertMalformed("<plist><dict><key>Title</key><string>Soup 1️⃣&soup; Salad</string></dict></plist>", message: "unknown entity '&soup;'")
    }

    @Test func keyWithoutValueIsReportedAtTheKey() {
        assertMalformed("<plist><dict>\n  1️⃣<key>INIntents</key>\n</dict></plist>", message: "key 'INIntents' has no value")
    }

    @Test func valueWithoutKeyIsReported() {
        assertMalformed("<plist><dict>1️⃣<string>loose</string></dict></plist>", message: "value '<string>' in '<dict>' has no key before it")
    }

    @Test func integerThatIsNotANumberIsReported() {
        assertMalformed("<plist><dict><key>INEnumValueIndex</key>1️⃣<integer>two</integer></dict></plist>", message: "'two' is not an integer")
    }

    @Test func unterminatedCommentIsReported() {
        assertMalformed("<plist><dict>1️⃣<!-- no end </dict></plist>", message: "comment is not closed")
    }

    @Test func strayTextIsReportedAtItsFirstByteThatIsNotWhiteSpace() {
        assertMalformed("<plist><dict>\n  \t1️⃣stray <key>A</key><string>B</string></dict></plist>", message: "text is not allowed directly inside '<dict>'")
        assertMalformed("<plist><dict><key>A</key><array>\n 1️⃣x</array></dict></plist>", message: "text is not allowed directly inside '<array>'")
        assertMalformed("<plist><dict><key>A</key><true>  1️⃣yes</true></dict></plist>", message: "text is not allowed directly inside '<true>'")
        assertMalformed("<?xml version=\"1.0\"?>\n  1️⃣junk<plist><dict/></plist>", message: "text 'j' is outside the property list")
        // Text made by an entity or a CDATA section is reported where the entity or the section starts.
        assertMalformed("<plist><dict>  1️⃣&amp;<key>A</key><string>B</string></dict></plist>", message: "text is not allowed directly inside '<dict>'")
        assertMalformed("<plist><array> 1️⃣<![CDATA[ x ]]></array></plist>", message: "text is not allowed directly inside '<array>'")
    }

    @Test func textSplitByEntitiesAndSectionsIsOneValue() throws {
        // The intent's location is found by its name's text, which the scanner puts together from four pieces.
        let prefix = "<plist><dict><key>INIntents</key><array><dict><key>INIntentName</key><string>"
        let text = prefix + "Soup&amp;<![CDATA[<Salad>]]>&#x263A;!</string></dict></array></dict></plist>"
        let file = SourceFile(path: "Split.intentdefinition", text: text)
        let result = IntentDefinitionReader.read(file)
        let intent = try #require(result.definition?.intents.first)
        #expect(intent.name == "Soup&<Salad>\u{263A}!")
        #expect(intent.location == file.location(at: prefix.utf8.count))
    }

    @Test func columnsCountUTF8Bytes() {
        assertMalformed("<plist><dict><key>Titel</key><string>Crème brûlée</string>1️⃣</dikt></plist>", message: "closing tag '</dikt>' does not match '<dict>' opened on line 1")
    }

    @Test func topLevelThatIsNotADictionaryIsMalformed() {
        assertMalformed("1️⃣<plist><array><string>Soup</string></array></plist>", message: "property list does not have a dictionary at the top")
    }

    @Test func emptyFileIsMalformed() {
        let result = IntentDefinitionReader.read(SourceFile(path: "Empty.intentdefinition", text: ""))
        #expect(result.definition == nil)
        #expect(result.diagnostics.map(\.id) == [.intentDefinitionMalformed])
    }

    @Test func intentWithoutNameIsSkippedWithAnError() throws {
        let text = "<plist><dict><key>INIntents</key><array><dict><key>INIntentTitle</key><string>Untitled</string></dict></array></dict></plist>"
        let result = IntentDefinitionReader.read(SourceFile(path: "Nameless.intentdefinition", text: text))
        #expect(try #require(result.definition).intents.isEmpty)
        #expect(result.diagnostics.map(\.id) == [.intentDefinitionMalformed])
        #expect(result.diagnostics.first?.message == "intent 1 in 'INIntents' has no 'INIntentName'; it was skipped")
    }

    @Test func referenceToAnUndeclaredEnumIsAWarning() throws {
        let text = """
            <plist><dict><key>INIntents</key><array><dict>
            <key>INIntentName</key><string>Pick</string>
            <key>INIntentParameters</key><array><dict>
            <key>INIntentParameterEnumType</key><string>Flavor</string>
            <key>INIntentParameterName</key><string>flavor</string>
            <key>INIntentParameterType</key><string>Integer</string>
            </dict></array></dict></array></dict></plist>
            """
        let result = IntentDefinitionReader.read(SourceFile(path: "Pick.intentdefinition", text: text))
        #expect(result.definition?.intents.first?.parameters.first?.type == .unsupported("Flavor"))
        #expect(result.diagnostics.map(\.id) == [.intentDefinitionUnsupportedType])
        #expect(result.diagnostics.first?.location.line == 5)
    }

    /// A customized SiriKit system intent uses SiriKit's own types, which no file declares: nothing to warn about.
    @Test func aSystemIntentsSiriKitTypesAreNoWarning() throws {
        let text = """
            <plist><dict><key>INIntents</key><array><dict>
            <key>INIntentCategory</key><string>system</string>
            <key>INIntentClassName</key><string>INPlayMediaIntent</string>
            <key>INIntentClassPrefix</key><string>IN</string>
            <key>INIntentName</key><string>PlayMedia</string>
            <key>INIntentParameters</key><array><dict>
            <key>INIntentParameterName</key><string>mediaItems</string>
            <key>INIntentParameterObjectType</key><string>MediaItem</string>
            <key>INIntentParameterType</key><string>Object</string>
            </dict><dict>
            <key>INIntentParameterEnumType</key><string>PlaybackRepeatMode</string>
            <key>INIntentParameterName</key><string>playbackRepeatMode</string>
            <key>INIntentParameterType</key><string>Integer</string>
            </dict></array></dict></array></dict></plist>
            """
        let result = IntentDefinitionReader.read(SourceFile(path: "Media.intentdefinition", text: text))
        #expect(result.definition?.intents.first?.parameters.map(\.type) == [.unsupported("MediaItem"), .unsupported("PlaybackRepeatMode")])
        #expect(result.diagnostics.map(\.id) == [])
    }

    @Test func everyPrefixOfAFixtureReadsWithoutCrashing() throws {
        let file = try Fixtures.file("IntentDefinitions/Widgets.intentdefinition")
        // Stepping by 7 keeps the test fast while still cutting inside tags, names, entities and text; `swift test`
        // steps by 31 (see `TestVolume`).
        for length in stride(from: 0, to: file.bytes.count, by: TestVolume.choose(sample: 31, full: 7)) {
            let result = IntentDefinitionReader.read(SourceFile(path: "Cut.intentdefinition", bytes: Array(file.bytes.prefix(length))))
            #expect(result.definition == nil || result.diagnostics.allSatisfy { $0.id != .intentDefinitionMalformed })
            if result.definition == nil {
                #expect(result.diagnostics.count == 1)
            }
        }
    }
}
