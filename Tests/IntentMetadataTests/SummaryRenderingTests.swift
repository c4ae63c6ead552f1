import IntentMetadata
import Testing

@Suite struct SummaryRenderingTests {
    let bundle = SampleBundle.bundle

    @Test func placeholdersAreParameterTitles() {
        #expect(bundle.renderedSummary(of: SampleBundle.openBook) == "Open Book")
        #expect(bundle.renderedSummary(of: SampleBundle.addBook) == "Add Title to Shelf")
    }

    @Test func givenValuesReplacePlaceholders() {
        #expect(bundle.renderedSummary(of: SampleBundle.addBook, values: ["title": "Dune"]) == "Add Dune to Shelf")
        #expect(bundle.renderedSummary(of: SampleBundle.openBook, values: ["target": "Emma"]) == "Open Emma")
    }

    @Test func enumValuesShowTheCaseTitle() {
        #expect(bundle.renderedSummary(of: SampleBundle.addBook, values: ["title": "Dune", "shelf": "want_to_read"]) == "Add Dune to Want to Read")
        #expect(bundle.renderedSummary(of: SampleBundle.addBook, values: ["title": "Dune", "shelf": "finished"]) == "Add Dune to Finished")
    }

    @Test func actionWithoutSummaryHasNone() {
        #expect(bundle.renderedSummary(of: SampleBundle.exportLibrary) == nil)
    }

    @Test func unknownTokensStayAsWritten() {
        var action = SampleBundle.openBook
        action.parameterSummary = .summary(SummaryTemplate(template: LocalizedText(key: "Open ${target} at ${page} for $5 {now} ${")))
        #expect(bundle.renderedSummary(of: action) == "Open Book at ${page} for $5 {now} ${")
    }

    @Test func summaryUsesTheDefaultText() {
        var action = SampleBundle.openBook
        action.parameterSummary = .summary(SummaryTemplate(template: LocalizedText(key: "open.summary", defaultValue: "Read ${target}")))
        #expect(bundle.renderedSummary(of: action) == "Read Book")
    }

    @Test func switchWithoutValueUsesTheDefaultCase() {
        #expect(bundle.renderedSummary(of: SampleBundle.openShelf) == "Open Shelf")
    }

    @Test func switchPicksTheMatchingCase() {
        #expect(bundle.renderedSummary(of: SampleBundle.openShelf, values: ["shelf": "reading"]) == "Continue reading")
        #expect(bundle.renderedSummary(of: SampleBundle.openShelf, values: ["shelf": "Finished"]) == "Look back at Finished")
    }

    @Test func switchFallsBackToTheDefaultCase() {
        #expect(bundle.renderedSummary(of: SampleBundle.openShelf, values: ["shelf": "wantToRead"]) == "Open Want to Read")
    }

    @Test func switchWithoutDefaultFallsBackToTheFirstCase() throws {
        var action = SampleBundle.openShelf
        guard case .switch(var switchSummary) = try #require(action.parameterSummary) else {
            Issue.record("expected a Switch summary")
            return
        }
        switchSummary.defaultCase = nil
        action.parameterSummary = .switch(switchSummary)
        #expect(bundle.renderedSummary(of: action, values: ["shelf": "wantToRead"]) == "Continue reading")
        switchSummary.cases = []
        action.parameterSummary = .switch(switchSummary)
        #expect(bundle.renderedSummary(of: action) == nil)
    }

    @Test func whenWithoutValueUsesThen() {
        #expect(bundle.renderedSummary(of: SampleBundle.rateBooks) == "Give Books Stars stars saying Note")
    }

    @Test func whenHasAnyValueTakesThenForAGivenValue() {
        #expect(bundle.renderedSummary(of: SampleBundle.rateBooks, values: ["note": "Great", "books": "Dune", "stars": "4"]) == "Give Dune 4 stars saying Great")
    }

    @Test func whenConditionOnADefaultValue() {
        // `note` is empty and `stars` keeps its default of 5: the nested `When(stars == 5)` holds.
        var action = SampleBundle.rateBooks
        guard case .when(var when) = action.parameterSummary else {
            Issue.record("expected a When summary")
            return
        }
        when.comparison = "hasNoValue"
        action.parameterSummary = .when(when)
        #expect(bundle.renderedSummary(of: action, values: ["note": "Great", "books": "Dune"]) == "Love Dune")
        #expect(bundle.renderedSummary(of: action, values: ["note": "Great", "books": "Dune", "stars": "3"]) == "Give Dune 3 stars")
    }

    @Test(arguments: [
        ("equalTo", "3", true), ("equalTo", "4", false), ("notEqualTo", "4", true),
        ("greaterThan", "4", true), ("greaterThan", "3", false), ("greaterThanOrEqualTo", "3", true),
        ("lessThan", "2", true), ("lessThanOrEqualTo", "4", false), ("contains", "13", true), ("someNewOperator", "1", true),
    ])
    func whenComparesWithTheLiteral(comparison: String, value: String, holds: Bool) {
        var action = SampleBundle.rateBooks
        action.parameterSummary = .when(WhenSummary(
            parameter: "stars",
            comparison: comparison,
            value: .integer(3),
            then: .summary(SummaryTemplate(template: LocalizedText(key: "yes"))),
            otherwise: .summary(SummaryTemplate(template: LocalizedText(key: "no")))
        ))
        #expect(bundle.renderedSummary(of: action, values: ["stars": value]) == (holds ? "yes" : "no"))
    }

    @Test func whenOnAnEnumMemberMatchesRawValues() {
        var action = SampleBundle.openShelf
        action.parameterSummary = .when(WhenSummary(
            parameter: "shelf",
            comparison: "equalTo",
            value: .member("wantToRead"),
            then: .summary(SummaryTemplate(template: LocalizedText(key: "Start something"))),
            otherwise: .summary(SummaryTemplate(template: LocalizedText(key: "Open ${shelf}")))
        ))
        #expect(bundle.renderedSummary(of: action, values: ["shelf": "want_to_read"]) == "Start something")
        #expect(bundle.renderedSummary(of: action, values: ["shelf": "reading"]) == "Open Reading")
    }

    @Test func whenWithoutOtherwiseKeepsThen() {
        var action = SampleBundle.rateBooks
        action.parameterSummary = .when(WhenSummary(parameter: "stars", comparison: "equalTo", value: .integer(1), then: .summary(SummaryTemplate(template: LocalizedText(key: "Pan ${books}")))))
        #expect(bundle.renderedSummary(of: action, values: ["stars": "5"]) == "Pan Books")
    }
}
