/// A value that stands for a signal: what the static combinators
/// (``Signal/zip(_:)-(Signals)``, ``Signal/combineLatest(_:)-(Signals)``) take sequences of, so
/// that `Signal.zip([a, b])` infers its result from the signals' types alone
/// (Swift infers a generic type's parameters from a sequence's element only
/// through such associated types).
public protocol SignalConvertible<Value, Failure>: Sendable {
    /// The type of the signal's values.
    associatedtype Value: Sendable
    /// The type of the signal's error.
    associatedtype Failure: Error

    /// The signal this value stands for.
    var signal: Signal<Value, Failure> { get }
}

extension Signal: SignalConvertible {
    /// The signal itself.
    @inlinable
    public var signal: Signal { self }
}
