extension IntentMetadataBundle {
    /// Every localized string the bundle shows, in bundle order: actions (title, description, parameters,
    /// summary), entities, enums, then App Shortcuts (short titles and phrases).
    ///
    /// A string used in several places is listed once per place.
    ///
    /// - Returns: The uses, each with the declaration it belongs to.
    public func localizedTextUses() -> [LocalizedTextUse] {
        var uses: [LocalizedTextUse] = []
        _ = transformingLocalizedTexts { text, kind, source in
            uses.append(LocalizedTextUse(text: text, kind: kind, source: source))
        }
        return uses
    }

    /// A copy in which `visit` may change every localized string; a phrase is passed as a ``LocalizedText``
    /// whose key is the phrase and whose table is `AppShortcuts`, and its ``LocalizedText/defaultText`` is
    /// written back.
    func transformingLocalizedTexts(_ visit: (inout LocalizedText, LocalizedTextUse.Kind, SourceReference) -> Void) -> IntentMetadataBundle {
        var copy = self
        for actionIndex in copy.actions.indices {
            let source = copy.actions[actionIndex].source
            func text(_ value: inout LocalizedText) { visit(&value, .text, source) }
            func optionalText(_ value: inout LocalizedText?) {
                guard var present = value else { return }
                visit(&present, .text, source)
                value = present
            }
            text(&copy.actions[actionIndex].title)
            if var description = copy.actions[actionIndex].description {
                text(&description.text)
                optionalText(&description.categoryName)
                if var keywords = description.searchKeywords {
                    for index in keywords.indices { text(&keywords[index]) }
                    description.searchKeywords = keywords
                }
                copy.actions[actionIndex].description = description
            }
            for parameterIndex in copy.actions[actionIndex].parameters.indices {
                text(&copy.actions[actionIndex].parameters[parameterIndex].title)
                optionalText(&copy.actions[actionIndex].parameters[parameterIndex].description)
                optionalText(&copy.actions[actionIndex].parameters[parameterIndex].requestValueDialog)
            }
            if let summary = copy.actions[actionIndex].parameterSummary {
                copy.actions[actionIndex].parameterSummary = Self.transforming(summary) { visit(&$0, .text, source) }
            }
        }
        for entityIndex in copy.entities.indices {
            let source = copy.entities[entityIndex].source
            if var name = copy.entities[entityIndex].displayTypeName {
                visit(&name, .text, source)
                copy.entities[entityIndex].displayTypeName = name
            }
            if var format = copy.entities[entityIndex].numericFormat {
                visit(&format, .text, source)
                copy.entities[entityIndex].numericFormat = format
            }
            for propertyIndex in copy.entities[entityIndex].properties.indices {
                visit(&copy.entities[entityIndex].properties[propertyIndex].title, .text, source)
            }
        }
        for enumIndex in copy.enums.indices {
            let source = copy.enums[enumIndex].source
            if var name = copy.enums[enumIndex].displayTypeName {
                visit(&name, .text, source)
                copy.enums[enumIndex].displayTypeName = name
            }
            for caseIndex in copy.enums[enumIndex].cases.indices {
                if var title = copy.enums[enumIndex].cases[caseIndex].title {
                    visit(&title, .text, source)
                    copy.enums[enumIndex].cases[caseIndex].title = title
                }
                if var subtitle = copy.enums[enumIndex].cases[caseIndex].subtitle {
                    visit(&subtitle, .text, source)
                    copy.enums[enumIndex].cases[caseIndex].subtitle = subtitle
                }
            }
        }
        if var shortcuts = copy.shortcuts {
            let source = shortcuts.source
            for itemIndex in shortcuts.items.indices {
                if var title = shortcuts.items[itemIndex].shortTitle {
                    visit(&title, .text, source)
                    shortcuts.items[itemIndex].shortTitle = title
                }
                for phraseIndex in shortcuts.items[itemIndex].phrases.indices {
                    var phrase = LocalizedText(key: shortcuts.items[itemIndex].phrases[phraseIndex], table: LocalizationsMetadata.appShortcutsTable)
                    visit(&phrase, .phrase, source)
                    shortcuts.items[itemIndex].phrases[phraseIndex] = phrase.defaultText
                }
            }
            copy.shortcuts = shortcuts
        }
        return copy
    }

    private static func transforming(_ summary: ParameterSummaryMetadata, _ visit: (inout LocalizedText) -> Void) -> ParameterSummaryMetadata {
        switch summary {
        case .summary(var template):
            visit(&template.template)
            return .summary(template)
        case .when(var when):
            when.then = transforming(when.then, visit)
            when.otherwise = when.otherwise.map { transforming($0, visit) }
            return .when(when)
        case .switch(var switchSummary):
            for index in switchSummary.cases.indices {
                switchSummary.cases[index].summary = transforming(switchSummary.cases[index].summary, visit)
            }
            switchSummary.defaultCase = switchSummary.defaultCase.map { transforming($0, visit) }
            return .switch(switchSummary)
        }
    }
}
