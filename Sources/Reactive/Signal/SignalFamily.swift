/// The ``ReactiveStream/Family`` tag of every `Signal<_, Failure>`.
public enum SignalFamily<Failure: Error> {}

extension Signal {
    /// Reinterprets a stream of the signal family as the signal it is.
    ///
    /// Only `Signal` declares `SignalFamily`, so the cast cannot fail for a
    /// well-formed program; specialized code folds it away.
    @inlinable
    static func fromFamily<S: ReactiveStream>(_ stream: S) -> Signal
    where S.Family == SignalFamily<Failure>, S.Value == Value {
        if let signal = stream as? Signal { return signal }
        preconditionFailure("\(S.self) declares SignalFamily<\(Failure.self)> but is not a Signal")
    }

    /// Reinterprets this signal as a stream type of the signal family.
    @inlinable
    func toFamily<S: ReactiveStream>(_: S.Type = S.self) -> S
    where S.Family == SignalFamily<Failure>, S.Value == Value {
        if let stream = self as? S { return stream }
        preconditionFailure("\(S.self) declares SignalFamily<\(Failure.self)> but is not a Signal")
    }
}
