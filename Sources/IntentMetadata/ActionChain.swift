/// Two actions that can run one after the other: the first returns an entity the second accepts.
///
/// For example, `AddBook` returns a `Book` and `OpenBook` has a `Book` parameter, so a shortcut can add
/// a book and open it. Find chains with ``IntentMetadataBundle/actionChains()`` or
/// ``IntentMetadataBundle/actionsConsumingResult(of:)``.
public struct ActionChain: Sendable, Hashable {
    /// The action whose result feeds the next one.
    public var producer: ActionMetadata
    /// The action that takes the result.
    public var consumer: ActionMetadata
    /// The consumer's parameter that takes the result.
    public var parameter: ParameterMetadata
    /// The identifier of the entity passed along.
    public var entityIdentifier: String

    /// Creates a chain.
    ///
    /// - Parameters:
    ///   - producer: The action whose result feeds the next one.
    ///   - consumer: The action that takes the result.
    ///   - parameter: The consumer's parameter that takes the result.
    ///   - entityIdentifier: The identifier of the entity passed along.
    public init(producer: ActionMetadata, consumer: ActionMetadata, parameter: ParameterMetadata, entityIdentifier: String) {
        self.producer = producer
        self.consumer = consumer
        self.parameter = parameter
        self.entityIdentifier = entityIdentifier
    }
}
