/// An error from loading or encoding a metadata bundle: what went wrong, where, and how to fix it.
///
/// Switch on ``code`` to react to a kind of problem, and show ``message`` (or the error itself, through
/// `description`) to people. The message is a full sentence that names the offending file or value in
/// single quotes and ends with what to do:
///
/// ```swift
/// do {
///     let bundle = try IntentMetadataBundle(contentsOf: url)
///     print(bundle.describe(format: .text))
/// } catch {
///     if error.code == .unsupportedFormatVersion { ... }
///     print(error.message)
/// }
/// ```
public struct IntentMetadataError: Error, Sendable, CustomStringConvertible {
    /// The kind of problem.
    ///
    /// `Code` wraps a private enum so that adding a kind of problem in a later release does not break a
    /// client's `switch`; compare with the static members instead.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Wrapped: Hashable, Sendable {
            case fileNotFound
            case unreadable
            case notJSON
            case unsupportedFormatVersion
            case wrongType
            case tooLarge
            case tooDeep
            case notEncodable
        }

        private let wrapped: Wrapped

        private init(_ wrapped: Wrapped) {
            self.wrapped = wrapped
        }

        /// No file exists at the given path.
        public static let fileNotFound = Code(.fileNotFound)
        /// The file exists but could not be read: a directory, a non-file URL, or missing permissions.
        public static let unreadable = Code(.unreadable)
        /// The bytes are not valid JSON, for example because the file was cut short.
        public static let notJSON = Code(.notJSON)
        /// The bundle's `formatVersion` is newer than ``IntentMetadataBundle/currentFormatVersion``.
        public static let unsupportedFormatVersion = Code(.unsupportedFormatVersion)
        /// A field has the wrong JSON type, or a required field is missing or `null`; ``IntentMetadataError/jsonPath`` says which.
        public static let wrongType = Code(.wrongType)
        /// The data is larger than ``IntentMetadataBundle/maximumByteCount``.
        public static let tooLarge = Code(.tooLarge)
        /// Arrays and objects nest deeper than ``IntentMetadataBundle/maximumNestingDepth``.
        public static let tooDeep = Code(.tooDeep)
        /// A value cannot be written as JSON, such as a default value that is not a finite number.
        public static let notEncodable = Code(.notEncodable)

        /// The code's name, such as `wrongType`.
        public var description: String {
            switch wrapped {
            case .fileNotFound: "fileNotFound"
            case .unreadable: "unreadable"
            case .notJSON: "notJSON"
            case .unsupportedFormatVersion: "unsupportedFormatVersion"
            case .wrongType: "wrongType"
            case .tooLarge: "tooLarge"
            case .tooDeep: "tooDeep"
            case .notEncodable: "notEncodable"
            }
        }
    }

    /// The kind of problem.
    public var code: Code
    /// A full sentence saying what went wrong, naming the path or value in single quotes, and ending with the fix.
    public var message: String
    /// The path of the bundle file, when the bundle came from a file or the caller named one.
    public var filePath: String?
    /// Where in the JSON document the problem is, such as `actions[2].parameters[0].valueType`; `nil` when
    /// the problem concerns the whole document.
    public var jsonPath: String?
    /// The error that caused this one, such as the `DecodingError` or the file system error, if any.
    public var underlyingError: (any Error)?

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - code: The kind of problem.
    ///   - message: A full sentence naming the offending path or value in single quotes and ending with the fix.
    ///   - filePath: The path of the bundle file, if known.
    ///   - jsonPath: Where in the document the problem is, if it concerns one value.
    ///   - underlyingError: The error that caused this one, if any.
    public init(code: Code, message: String, filePath: String? = nil, jsonPath: String? = nil, underlyingError: (any Error)? = nil) {
        self.code = code
        self.message = message
        self.filePath = filePath
        self.jsonPath = jsonPath
        self.underlyingError = underlyingError
    }

    /// The message. It already carries what matters from the underlying error, which stays available in
    /// ``underlyingError`` for logging.
    public var description: String { message }
}
