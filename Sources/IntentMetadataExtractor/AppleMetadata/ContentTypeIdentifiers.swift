/// The type identifiers of the `UTType` constants a `supportedContentTypes:` list names (`.pdf` is `com.adobe.pdf`),
/// as Apple's documentation of each constant gives them ("The identifier for this type is …"). A constant that is not
/// here has no identifier the writer knows, and is refused rather than guessed.
enum ContentTypeIdentifiers {
    /// The identifier of the `UTType` constant `member` (`pdf`, `UTType.pdf`), or `nil` if the table lacks it.
    static func identifier(ofMember member: String) -> String? {
        let name = member.hasPrefix("UTType.") ? String(member.dropFirst("UTType.".count)) : member
        return identifiers[name]
    }

    // Checked one by one against the documentation of each constant (Swift `UTType` or its Objective-C `UTTypeX`);
    // constants whose page was not found (jpeg, gif, rtf, video, url, ...) are left out until someone checks them.
    private static let identifiers: [String: String] = [
        "aiff": "public.aiff-audio",
        "archive": "public.archive",
        "audio": "public.audio",
        "audiovisualContent": "public.audiovisual-content",
        "commaSeparatedText": "public.comma-separated-values-text",
        "content": "public.content",
        "data": "public.data",
        "directory": "public.directory",
        "emailMessage": "public.email-message",
        "epub": "org.idpf.epub-container",
        "fileURL": "public.file-url",
        "folder": "public.folder",
        "gzip": "org.gnu.gnu-zip-archive",
        "heic": "public.heic",
        "html": "public.html",
        "icns": "com.apple.icns",
        "ico": "com.microsoft.ico",
        "image": "public.image",
        "item": "public.item",
        "json": "public.json",
        "markdown": "net.daringfireball.markdown",
        "movie": "public.movie",
        "mp3": "public.mp3",
        "mpeg4Audio": "public.mpeg-4-audio",
        "mpeg4Movie": "public.mpeg-4",
        "pdf": "com.adobe.pdf",
        "plainText": "public.plain-text",
        "png": "public.png",
        "quickTimeMovie": "com.apple.quicktime-movie",
        "rawImage": "public.camera-raw-image",
        "sourceCode": "public.source-code",
        "text": "public.text",
        "threeDContent": "public.3d-content",
        "usdz": "com.pixar.universal-scene-description-mobile",
        "utf8PlainText": "public.utf8-plain-text",
        "vCard": "public.vcard",
        "wav": "com.microsoft.waveform-audio",
        "webArchive": "com.apple.webarchive",
        "webP": "org.webmproject.webp",
        "xml": "public.xml",
        "yaml": "public.yaml",
        "zip": "public.zip-archive",
    ]
}
