extension Signal {
    /// Pairs the n-th value of `self` with the n-th value of `other`
    /// (RAC's `-zipWith:`).
    ///
    /// - next: a pair as soon as both signals have sent their n-th value;
    ///   unpaired values are buffered.
    /// - completed: as soon as one signal has completed and none of its values
    ///   is left waiting for a partner (RAC 2.5; not when both have completed).
    /// - failed: the first error from either signal, at once.
    /// - disposal: disposes both subscriptions.
    public func zip<Other: ReactiveStream, Output: ReactiveStream>(
        with other: Other
    ) -> Output where Other.Family == Family, Output.Family == Family, Output.Value == (Value, Other.Value) {
        let zipped: Signal<(Value, Other.Value), Failure> = zip(with: Signal<Other.Value, Failure>.fromFamily(other))
        return zipped.toFamily()
    }

    /// ``zip(with:)`` with the output type spelled out, for signals.
    @inlinable
    public func zip<Other: Sendable>(with other: Signal<Other, Failure>) -> Signal<(Value, Other), Failure> {
        // Both, so that a chain built through either side is released without nesting.
        let upstream = ChainLink((self, other))
        return .unserialized { observer, lifetime in
            let state = SerialAccess(ZipPairState<Value, Other>())
            let funnel = FanIn<ZipInput<Value, Other, Failure>>(
                lifetime: lifetime, claimed: true, nestsReentrantInputs: true
            ) { input in
                guard !state.value.ended else { return }
                switch input {
                case .left(.next(let value)):
                    if state.value.right.isEmpty {
                        state.value.left.append(value)
                    } else {
                        observer.send(value: (value, state.value.right.removeFirst()))
                    }
                case .right(.next(let value)):
                    if state.value.left.isEmpty {
                        state.value.right.append(value)
                    } else {
                        observer.send(value: (state.value.left.removeFirst(), value))
                    }
                case .left(.failed(let failure)), .right(.failed(let failure)):
                    state.value.ended = true
                    observer.send(error: failure)
                    lifetime.dispose()
                    return
                case .left(.completed):
                    state.value.leftCompleted = true
                case .right(.completed):
                    state.value.rightCompleted = true
                }
                // A nested input may have ended the subscription meanwhile, or
                // the subscriber disposed of it from inside the value just sent.
                if !state.value.ended, !lifetime.isDisposed, state.value.isExhausted {
                    state.value.ended = true
                    observer.sendCompleted()
                    lifetime.dispose()
                }
            }
            let (left, right) = upstream.held
            funnel.attachLeft(left)
            funnel.attachRight(right)
            funnel.releaseClaim()
        }
    }
}

@usableFromInline
enum ZipInput<Left: Sendable, Right: Sendable, Failure: Error>: Sendable {
    case left(Event<Left, Failure>)
    case right(Event<Right, Failure>)
}

@usableFromInline
struct ZipPairState<Left, Right> {
    @usableFromInline var left = Queue<Left>()
    @usableFromInline var right = Queue<Right>()
    @usableFromInline var leftCompleted = false
    @usableFromInline var rightCompleted = false
    /// Set before the terminal event is sent: inputs nested in its delivery are dropped.
    @usableFromInline var ended = false

    @inlinable init() {}

    /// A completed side with nothing buffered can never pair again.
    @inlinable
    var isExhausted: Bool {
        (leftCompleted && left.isEmpty) || (rightCompleted && right.isEmpty)
    }
}
