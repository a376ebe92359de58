extension Signal {
    /// Follows the signal that `cases` maps the latest key to, falling back on
    /// `defaultSignal` (RAC's `+switch:cases:default:`, defined as `map` then
    /// `switchToLatest`).
    ///
    /// - next: the values of the signal chosen for the latest key. Each new key
    ///   disposes the previously chosen signal and subscribes to its own — anew
    ///   even when the key repeats.
    /// - failed: the first failure of `key` or of the chosen signal, at once.
    /// - completed: once `key` has completed and the signal chosen last has
    ///   completed too (at once if `key` sent nothing).
    /// - disposal: disposes `key` and the chosen signal.
    public static func `switch`<Key: Hashable & Sendable>(
        _ key: Signal<Key, Failure>,
        cases: [Key: Signal],
        default defaultSignal: Signal
    ) -> Signal {
        latest(of: key) { cases[$0] ?? defaultSignal }
    }

    /// Follows the signal that `cases` maps the latest key to; a key without a
    /// case fails the result (RAC's `+switch:cases:default:` with a nil default).
    ///
    /// RAC fails with `RACSignalErrorNoMatchingCase`. With typed errors the
    /// result's failure has to be able to say so, hence ``SwitchCaseError``:
    /// `.noMatchingCase(key)`, or `.failed(failure)` for a failure of `key` or of
    /// a case. Pass a `default:` signal to keep the failure type unchanged.
    ///
    /// - next / completed / disposal: as ``switch(_:cases:default:)``.
    /// - failed: at once, when `key` or the chosen signal fails, or when a key
    ///   has no case.
    public static func `switch`<Key: Hashable & Sendable>(
        _ key: Signal<Key, Failure>,
        cases: [Key: Signal]
    ) -> Signal<Value, SwitchCaseError<Key, Failure>> {
        let typedCases = cases.mapValues { $0.mapFailure { SwitchCaseError<Key, Failure>.failed($0) } }
        return Signal<Value, SwitchCaseError<Key, Failure>>.latest(of: key.mapFailure { .failed($0) }) { key in
            typedCases[key] ?? .error(.noMatchingCase(key))
        }
    }

    /// Follows `trueSignal` while the latest condition is true and `falseSignal`
    /// while it is false (RAC's `+if:then:else:`, defined as `map` then
    /// `switchToLatest`); same events as ``switch(_:cases:default:)``, each
    /// condition value subscribing anew to its branch.
    public static func `if`(
        _ condition: Signal<Bool, Failure>,
        then trueSignal: Signal,
        else falseSignal: Signal
    ) -> Signal {
        latest(of: condition) { $0 ? trueSignal : falseSignal }
    }

    /// Subscribes to `choose(selector)` for each value of `selector`, disposing
    /// the signal chosen before — RAC's `switchToLatest` over `map`, kept private
    /// here so that `switch` and `if` stand on their own.
    ///
    /// All events go through one ``FanIn``; an inner signal's events carry the
    /// generation it was chosen in, so that those of a replaced signal, still
    /// queued, are dropped.
    private static func latest<Selector: Sendable>(
        of selector: Signal<Selector, Failure>,
        _ choose: @escaping @Sendable (Selector) -> Signal
    ) -> Signal {
        .unserialized { observer, lifetime in
            let state = SerialAccess(LatestSignalState())
            let funnel = FanIn<LatestSignalInput<Selector, Value, Failure>>(
                lifetime: lifetime, nestsReentrantInputs: true
            ) { input in
                guard !state.value.ended else { return }
                switch input {
                case .selector(.next(let selected), let funnel):
                    state.value.endCurrent(in: lifetime)
                    let generation = state.value.generation
                    let child = CompositeDisposable()
                    guard let token = lifetime.add(child) else { return }
                    state.value.current = (child, token)
                    choose(selected).attach(
                        Observer.inPlace { event in
                            funnel.send(.inner(generation: generation, event))
                        }, lifetime: child)
                case .selector(.failed(let failure), _):
                    state.value.ended = true
                    observer.send(.failed(failure))
                    lifetime.dispose()
                case .selector(.completed, _):
                    state.value.selectorCompleted = true
                    guard state.value.current == nil else { return }
                    state.value.ended = true
                    observer.send(.completed)
                    lifetime.dispose()
                case .inner(let generation, let event):
                    guard generation == state.value.generation else { return }
                    switch event {
                    case .next(let value):
                        observer.send(.next(value))
                    case .failed(let failure):
                        state.value.ended = true
                        observer.send(.failed(failure))
                        lifetime.dispose()
                    case .completed:
                        state.value.endCurrent(in: lifetime)
                        guard state.value.selectorCompleted else { return }
                        state.value.ended = true
                        observer.send(.completed)
                        lifetime.dispose()
                    }
                }
            }
            // The tag hands the funnel to `process`, which subscribes the inner
            // signals into it; `process` cannot capture the funnel it belongs to.
            funnel.attach(selector) { .selector($0, funnel) }
        }
    }
}

/// The failure of ``Signal/switch(_:cases:)``, which has no default signal.
public enum SwitchCaseError<Key: Sendable, Failure: Error>: Error {
    /// A key had no case (RAC's `RACSignalErrorNoMatchingCase`).
    case noMatchingCase(Key)
    /// The key signal or the chosen signal failed.
    case failed(Failure)
}

extension SwitchCaseError: Equatable where Key: Equatable, Failure: Equatable {}

private enum LatestSignalInput<Selector: Sendable, Value: Sendable, Failure: Error>: Sendable {
    case selector(Event<Selector, Failure>, FanIn<LatestSignalInput>)
    case inner(generation: UInt64, Event<Value, Failure>)
}

private struct LatestSignalState {
    /// Bumped whenever the current inner signal ends or is replaced.
    var generation: UInt64 = 0
    var current: (subscription: CompositeDisposable, token: CompositeDisposable.Token)?
    var selectorCompleted = false
    /// Set before the terminal event is sent: inputs nested in its delivery are dropped.
    var ended = false

    /// Disposes the current inner subscription, if any, and drops its pending events.
    mutating func endCurrent(in lifetime: CompositeDisposable) {
        generation &+= 1
        guard let current else { return }
        self.current = nil
        lifetime.remove(current.token)
        current.subscription.dispose()
    }
}
