/// A command line the nightly run cannot use; the message says what is wrong.
public struct NightlyUsageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, e.g. `bad --budget "5x": …`.
    public let message: String

    /// An error with `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
