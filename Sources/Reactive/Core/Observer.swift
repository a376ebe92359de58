/// Receives the events of one subscription (RAC's `RACSubscriber`).
///
/// An observer is a value wrapping one closure; sending through it is a single
/// call. The guarantees of the event grammar (nothing after a terminal event or
/// after disposal, one event at a time) are enforced by the signal that hands
/// the observer out, not by the observer itself.
public struct Observer<Value, Failure: Error>: Sendable {
    @usableFromInline
    let action: @Sendable (Event<Value, Failure>) -> Void

    /// An observer that hands every event to `action`.
    @inlinable
    public init(_ action: @escaping @Sendable (Event<Value, Failure>) -> Void) {
        self.action = action
    }

    /// An observer with one closure per kind of event; any may be omitted.
    @inlinable
    public init(
        next: (@Sendable (Value) -> Void)? = nil,
        failed: (@Sendable (Failure) -> Void)? = nil,
        completed: (@Sendable () -> Void)? = nil
    ) {
        self.action = { event in
            switch event {
            case .next(let value): next?(value)
            case .failed(let failure): failed?(failure)
            case .completed: completed?()
            }
        }
    }

    /// Sends `event` (RAC's `sendNext:`/`sendError:`/`sendCompleted` in one).
    @inlinable
    public func send(_ event: Event<Value, Failure>) { action(event) }

    /// Sends a value (RAC's `sendNext:`).
    @inlinable
    public func send(value: Value) { action(.next(value)) }

    /// Fails the stream (RAC's `sendError:`).
    @inlinable
    public func send(error: Failure) { action(.failed(error)) }

    /// Completes the stream (RAC's `sendCompleted`).
    @inlinable
    public func sendCompleted() { action(.completed) }
}
