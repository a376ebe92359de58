extension Signal {
    /// Sends a value only once `interval` has passed without a newer one — a
    /// debounce (RAC's `-throttle:`; RAC runs its timers on the current
    /// scheduler, here they run on `scheduler`).
    ///
    /// RAC 2.5's throttle is what RxSwift calls `debounce`; it is not RxSwift's
    /// or ReactiveSwift's `throttle`, which lets the first value of each window
    /// through. This follows RAC.
    ///
    /// - next: the latest value, `interval` after it arrived, if no other value
    ///   arrived meanwhile; each new value restarts the wait and replaces the
    ///   pending one.
    /// - completed: sends the pending value at once, if any, then completes.
    /// - failed: drops the pending value and fails at once.
    /// - disposal: disposes the source and cancels the pending value.
    public func throttle(_ interval: Duration, on scheduler: any Scheduler) -> Signal {
        throttle(interval, on: scheduler, valuesPassing: { _ in true })
    }

    /// Debounces only the values that pass `shouldThrottle` (RAC's
    /// `-throttle:valuesPassingTest:`).
    ///
    /// - next: a value that passes is held as in ``throttle(_:on:)``; a value
    ///   that does not pass is sent at once, and, as in RAC 2.5, it *drops* the
    ///   value pending at that moment (RAC's `flushNext(NO)`) instead of sending it first.
    /// - completed: sends the pending value at once, if any, then completes.
    /// - failed: drops the pending value and fails at once.
    /// - disposal: disposes the source and cancels the pending value.
    public func throttle(
        _ interval: Duration,
        on scheduler: any Scheduler,
        valuesPassing shouldThrottle: @escaping @Sendable (Value) -> Bool
    ) -> Signal {
        precondition(interval >= .zero, "throttle: interval must not be negative")
        let upstream = ChainLink(self)
        return .unserialized { observer, lifetime in
            let state = SerialAccess(ThrottleState<Value>())
            let handle = FanInHandle<TimedInput<Value, Failure>>()
            let funnel = FanIn<TimedInput<Value, Failure>>(lifetime: lifetime) { input in
                switch input {
                case .upstream(.next(let value)):
                    state.value.dropPending()
                    guard shouldThrottle(value) else {
                        observer.send(value: value)
                        return
                    }
                    state.value.generation &+= 1
                    let generation = state.value.generation
                    state.value.pending = value
                    state.value.timer = lifetime.schedule(on: scheduler, after: interval) {
                        handle.send(.timerFired(generation: generation))
                    }
                case .timerFired(let generation):
                    guard generation == state.value.generation, let value = state.value.pending else { return }
                    state.value.pending = nil
                    state.value.timer = nil
                    observer.send(value: value)
                case .upstream(.failed(let failure)):
                    observer.send(error: failure)
                    lifetime.dispose()
                case .upstream(.completed):
                    if let value = state.value.pending {
                        state.value.pending = nil
                        observer.send(value: value)
                    }
                    // Unless the subscriber disposed of the subscription inside that value.
                    if lifetime.isDisposed { return }
                    observer.sendCompleted()
                    lifetime.dispose()
                }
            }
            handle.connect(funnel)
            funnel.attach(upstream.held) { .upstream($0) }
        }
    }
}

/// The value a throttle holds back and the timer that will send it.
struct ThrottleState<Value> {
    var pending: Value?
    var timer: (any Disposable)?
    /// Counts the timers started, so that a timer superseded after firing is ignored.
    var generation: UInt64 = 0

    mutating func dropPending() {
        pending = nil
        timer?.dispose()
        timer = nil
    }
}
