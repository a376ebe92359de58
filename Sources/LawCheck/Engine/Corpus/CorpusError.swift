/// A corpus problem that stops the run: the file cannot be read or parsed,
/// or a new entry cannot be written. Existing data is never modified then.
public struct CorpusError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The message, naming the file (and line, for malformed entries).
    public let message: String

    /// An error with `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
