import Foundation
import IntentMetadata
import Testing

@Suite struct DescribeTests {
    let bundle = SampleBundle.bundle

    @Test func typesAreDescribedInWords() {
        #expect(bundle.typeDescription(of: .entity("Book")) == "a Book")
        #expect(bundle.typeDescription(of: .array(.entity("Book"))) == "a list of Books")
        #expect(bundle.typeDescription(of: .primitive(.string)) == "text")
        #expect(bundle.typeDescription(of: .primitive(.int)) == "a whole number")
        #expect(bundle.typeDescription(of: .primitive(.date)) == "a date")
        #expect(bundle.typeDescription(of: .primitive(.url)) == "a URL")
        #expect(bundle.typeDescription(of: .primitive(.measurement("UnitElectricCurrent"))) == "an electric current")
        #expect(bundle.typeDescription(of: .primitive(PrimitiveType(rawValue: "placemark"))) == "a value of type 'placemark'")
        #expect(bundle.typeDescription(of: .enum("Shelf")) == "one of: Want to Read, Reading, Finished")
        #expect(bundle.typeDescription(of: .array(.enum("Shelf"))) == "a list of any of: Want to Read, Reading, Finished")
        #expect(bundle.typeDescription(of: .array(.array(.entity("Category")))) == "a list of lists of Categories")
        #expect(bundle.typeDescription(of: .entity("Author")) == "an Author")
    }

    @Test func actionDescriptionStatesTheFacts() throws {
        let description = try #require(bundle.actionDescriptions(actionIdentifier: "AddBook").first)
        #expect(description.title == "Add Book")
        #expect(description.description == "Adds a book to your library.")
        #expect(description.summary == "Add Title to Shelf")
        #expect(description.opensApp == false)
        #expect(description.returns == "a Book")
        #expect(description.shows == ["a dialog", "a snippet view"])
        #expect(description.phrases == ["Add a book to <app name>", "Track a new book in <app name>"])
        #expect(description.parameters.map(\.isRequired) == [true, false, false])
        #expect(description.parameters[2].defaultValue == "Want to Read")
        #expect(description.parameters[2].choices?.map(\.value) == ["want_to_read", "reading", "finished"])
    }

    @Test func foregroundModeOrOpenAppWhenRunOpensTheApp() {
        let opening = bundle.actionDescriptions().filter(\.opensApp).map(\.identifier)
        #expect(opening == ["OpenBook", "OpenShelf"])
    }

    @Test func unknownActionIdentifierDescribesNothing() {
        #expect(bundle.actionDescriptions(actionIdentifier: "Nope").isEmpty)
        #expect(bundle.describe(format: .json, actionIdentifier: "Nope") == "[]\n")
    }

    @Test func textDescribesOneAction() {
        let text = bundle.describe(format: .text, actionIdentifier: "AddBook")
        let expected = """
            Add Book (AddBook)
              Adds a book to your library.
              Summary: Add Title to Shelf
              Parameters:
                Title (title): text (required)
                  The book's title.
                Author (author): text (optional)
                Shelf (shelf): one of: Want to Read, Reading, Finished (optional, defaults to Want to Read)
              Opens the app: no
              Returns: a Book
              Shows: a dialog, a snippet view
              Phrases:
                "Add a book to <app name>"
                "Track a new book in <app name>"

            """
        #expect(text == expected)
    }

    @Test func textDescribesEveryAction() {
        let text = bundle.describe(format: .text)
        #expect(text.contains("Open Book (OpenBook)\n  Opens a book in the reader.\n  Summary: Open Book\n"))
        #expect(text.contains("    Book (target): a Book (required)\n  Opens the app: yes\n  Returns: nothing\n  Phrases: none\n"))
        #expect(text.contains("    Books (books): a list of Books (required)\n"))
        #expect(text.contains("    Stars (stars): a whole number (optional, defaults to 5)\n"))
        #expect(text.contains("  Hidden: the system does not offer this action to people.\n"))
        #expect(text.contains("    \"Open <Shelf> in <app name>\"\n"))
        #expect(text.contains("\n\nExport Library (ExportLibrary)\n  Parameters:\n"))
    }

    @Test func markdownHasHeadingsTableAndEscapedPhrases() {
        let markdown = bundle.describe(format: .markdown, actionIdentifier: "AddBook")
        #expect(markdown.hasPrefix("# Actions of Books\n\n## Add Book\n\nAdds a book to your library.\n\n- **Identifier:** `AddBook`\n"))
        #expect(markdown.contains("- **Summary:** Add Title to Shelf\n- **Opens the app:** no\n- **Returns:** a Book\n"))
        #expect(markdown.contains("| Parameter | Name | Type | Required | Description |\n| --- | --- | --- | --- | --- |\n"))
        #expect(markdown.contains("| Title | `title` | text | required | The book's title. |\n"))
        #expect(markdown.contains("| Shelf | `shelf` | one of: Want to Read, Reading, Finished | optional, defaults to Want to Read |  |\n"))
        #expect(markdown.contains("- Add a book to \\<app name\\>\n"))
        #expect(markdown.hasSuffix("\n"))
    }

    @Test func markdownEscapesTableCells() {
        var action = SampleBundle.openBook
        action.title = LocalizedText(key: "Open | Close *now*")
        let markdown = IntentMetadataBundle(module: "M", actions: [action]).describe(format: .markdown)
        #expect(markdown.contains("## Open \\| Close \\*now\\*\n"))
    }

    @Test func jsonIsAnArrayOfDescriptions() throws {
        let json = bundle.describe(format: .json)
        let decoded = try JSONDecoder().decode([ActionDescription].self, from: Data(json.utf8))
        #expect(decoded == bundle.actionDescriptions())
        #expect(decoded.map(\.identifier) == ["AddBook", "ExportLibrary", "OpenBook", "OpenShelf", "RateBooks"])
        #expect(json == bundle.describe(format: .json))
        #expect(json.contains("\"phrases\": []"))
    }

    @Test func toolsListEnumRawValuesAndRequiredParameters() throws {
        let json = bundle.describe(format: .tools)
        let tools = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(tools.compactMap { $0["name"] as? String } == ["AddBook", "ExportLibrary", "OpenBook", "OpenShelf", "RateBooks"])

        let addBook = tools[0]
        #expect(addBook["description"] as? String == "Add Book: Adds a book to your library.")
        let parameters = try #require(addBook["parameters"] as? [String: Any])
        #expect(parameters["type"] as? String == "object")
        #expect(parameters["required"] as? [String] == ["title"])
        let properties = try #require(parameters["properties"] as? [String: [String: Any]])
        #expect(properties["title"]?["type"] as? String == "string")
        #expect(properties["shelf"]?["enum"] as? [String] == ["want_to_read", "reading", "finished"])
        #expect(properties["shelf"]?["default"] as? String == "want_to_read")
        #expect((properties["shelf"]?["description"] as? String)?.contains("want_to_read = Want to Read") == true)
    }

    @Test func toolsMapPrimitiveTypesToJSONSchema() throws {
        let json = bundle.describe(format: .tools, actionIdentifier: "ExportLibrary")
        let tools = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        let parameters = try #require(tools.first?["parameters"] as? [String: Any])
        let properties = try #require(parameters["properties"] as? [String: [String: Any]])
        #expect(properties["since"]?["format"] as? String == "date-time")
        #expect(properties["destination"]?["format"] as? String == "uri")
        #expect(properties["includeNotes"]?["type"] as? String == "boolean")
        #expect(properties["scale"]?["type"] as? String == "number")
        #expect(properties["tags"]?["type"] as? String == "array")
        #expect((properties["tags"]?["items"] as? [String: Any])?["type"] as? String == "string")
        #expect(properties["budget"]?["type"] as? String == "object")
        #expect(parameters["required"] as? [String] == ["destination"])
        #expect(parameters["additionalProperties"] as? Bool == false)
    }

    @Test func toolsDescribeEntityParametersByIdentifier() throws {
        let json = bundle.describe(format: .tools, actionIdentifier: "RateBooks")
        #expect(json.contains(#""description": "Books (the identifier of a Book)""#))
        #expect(json.contains(#""format": "uuid""#))
        #expect(json.contains(#""type": "integer""#))
    }

    @Test func everyFormatIsDeterministic() {
        for format in DescriptionFormat.allCases {
            #expect(bundle.describe(format: format) == SampleBundle.bundle.describe(format: format))
        }
    }
}
