/// One event of a stream: a value, a failure, or completion.
///
/// The grammar every `Signal` obeys is `next* (failed | completed)?` — any
/// number of values, then at most one terminal event, after which nothing
/// more is delivered (RACSubscriber's `sendNext:`, `sendError:`,
/// `sendCompleted`). `Failure` may be `Never` for streams that cannot fail.
@frozen
public enum Event<Value, Failure: Error> {
    /// A value (RAC's `next`).
    case next(Value)
    /// The stream failed; terminal.
    case failed(Failure)
    /// The stream completed successfully; terminal.
    case completed

    /// Whether this event ends the stream.
    @inlinable
    public var isTerminal: Bool {
        if case .next = self { return false }
        return true
    }

    /// The value carried by a `.next` event, or `nil`.
    @inlinable
    public var value: Value? {
        if case .next(let value) = self { return value }
        return nil
    }

    /// The failure carried by a `.failed` event, or `nil`.
    @inlinable
    public var failure: Failure? {
        if case .failed(let failure) = self { return failure }
        return nil
    }

    /// The same event with its value transformed; terminal events pass through.
    @inlinable
    public func map<NewValue>(_ transform: (Value) -> NewValue) -> Event<NewValue, Failure> {
        switch self {
        case .next(let value): return .next(transform(value))
        case .failed(let failure): return .failed(failure)
        case .completed: return .completed
        }
    }

    /// The same event with its failure transformed; values and completion pass through.
    @inlinable
    public func mapFailure<NewFailure: Error>(_ transform: (Failure) -> NewFailure) -> Event<Value, NewFailure> {
        switch self {
        case .next(let value): return .next(value)
        case .failed(let failure): return .failed(transform(failure))
        case .completed: return .completed
        }
    }
}

extension Event: Sendable where Value: Sendable {}
extension Event: Equatable where Value: Equatable, Failure: Equatable {}
extension Event: Hashable where Value: Hashable, Failure: Hashable {}

extension Event: CustomStringConvertible {
    public var description: String {
        switch self {
        case .next(let value): return "next(\(value))"
        case .failed(let failure): return "failed(\(failure))"
        case .completed: return "completed"
        }
    }
}
