extension Signal {
    /// Sends `value`, then completes (RAC's `+return:`). Disposal before subscription sends nothing.
    ///
    /// Subscribed to directly, it sends both before `subscribe` returns, and
    /// the disposable returned is already disposed: disposing it does nothing.
    /// An observer handed out by another subscription (a generator's) receives
    /// nothing more once that subscription is disposed.
    @inlinable
    public static func `return`(_ value: Value) -> Signal {
        Signal(producer: .just(value))
    }

    /// Completes at once without a value (RAC's `+empty`); subscribed to
    /// directly, before `subscribe` returns, which returns a disposable
    /// already disposed.
    @inlinable
    public static var empty: Signal { Signal(producer: .empty) }

    /// Fails at once with `failure` (RAC's `+error:`); subscribed to directly,
    /// before `subscribe` returns, which returns a disposable already disposed.
    @inlinable
    public static func error(_ failure: Failure) -> Signal {
        Signal(producer: .failure(failure))
    }

    /// Never sends anything and never terminates (RAC's `+never`). Disposal ends it.
    public static var never: Signal { .unserialized { _, _ in } }

    /// Calls `makeSignal` anew for each subscription and subscribes to what it
    /// returns (RAC's `+defer:`). Events, errors and disposal are those of the
    /// returned signal.
    public static func `defer`(_ makeSignal: @escaping @Sendable () -> Signal) -> Signal {
        .unserialized { observer, lifetime in
            makeSignal().attach(observer, lifetime: lifetime)
        }
    }
}

extension Signal {
    /// Sends the elements of `sequence` on `scheduler`, one per recursive step,
    /// then completes (RAC's `-[RACSequence signalWithScheduler:]`).
    ///
    /// Each element is a separate scheduled step, so a long sequence never grows
    /// the stack and disposal stops it between two elements. On a ``TestScheduler``
    /// each element is a scheduled action at the current time.
    public static func from<S: Swift.Sequence & Sendable>(
        _ sequence: S,
        on scheduler: any Scheduler = ImmediateScheduler()
    ) -> Signal where S.Element == Value {
        Signal { observer, lifetime in
            let iterator = SerialAccess(sequence.makeIterator())
            lifetime.add(
                scheduler.scheduleRecursive { reschedule in
                    guard !lifetime.isDisposed else { return }
                    if let value = iterator.value.next() {
                        observer.send(value: value)
                        reschedule()
                    } else {
                        observer.sendCompleted()
                    }
                })
        }
    }
}

extension Signal where Value == Duration, Failure == Never {
    /// Sends the scheduler's current time every `period`, starting one period
    /// after subscription, and never completes (RAC's `+interval:onScheduler:`).
    /// Disposal stops the timer.
    public static func interval(
        _ period: Duration,
        on scheduler: any Scheduler,
        leeway: Duration = .zero
    ) -> Signal {
        Signal.create { observer in
            scheduler.schedule(after: period, repeatingEvery: period, leeway: leeway) {
                observer.send(value: scheduler.now)
            }
        }
    }

    /// Sends the scheduler's current time once `delay` has passed, then completes
    /// (RAC's `+[RACSignal interval:]` followed by `take:1`). Disposal cancels it.
    public static func timer(after delay: Duration, on scheduler: any Scheduler) -> Signal {
        Signal.create { observer in
            scheduler.schedule(after: delay) {
                observer.send(value: scheduler.now)
                observer.sendCompleted()
            }
        }
    }
}
