extension CompositeDisposable {
    /// Schedules `action` on `scheduler` (after `delay`, if given) as work owned
    /// by this lifetime: disposing the lifetime cancels it, and it gives up its
    /// slot in the lifetime once it has run or been cancelled, so an operator
    /// that schedules an action per value does not grow its lifetime.
    ///
    /// - Returns: a disposable that cancels the action, or `nil` if the lifetime
    ///   is already disposed (nothing was scheduled).
    @discardableResult
    func schedule(
        on scheduler: any Scheduler,
        after delay: Duration? = nil,
        _ action: @escaping @Sendable () -> Void
    ) -> (any Disposable)? {
        let scheduled = SerialDisposable()
        guard let token = add(scheduled) else { return nil }
        let work: @Sendable () -> Void = {
            self.remove(token)
            action()
        }
        scheduled.inner = if let delay { scheduler.schedule(after: delay, work) } else { scheduler.schedule(work) }
        return ActionDisposable {
            self.remove(token)
            scheduled.dispose()
        }
    }
}

/// Lets the scheduled actions of an operator send inputs into the ``FanIn``
/// whose `process` scheduled them. The funnel and its `process` closure cannot
/// refer to each other at creation, so the handle is filled in right after.
final class FanInHandle<Input: Sendable>: Sendable {
    // Locked: set once on the subscribing thread, read by timers on scheduler threads.
    private let funnel = Locked<FanIn<Input>?>(nil)

    init() {}

    /// Connects the handle; call once, before anything can be sent through it.
    func connect(_ funnel: FanIn<Input>) {
        self.funnel.withLock { $0 = funnel }
    }

    func send(_ input: Input) {
        funnel.withLock { $0 }?.send(input)
    }
}

/// The inputs of an operator that combines its upstream with timers of its own.
enum TimedInput<Value: Sendable, Failure: Error>: Sendable {
    /// An event of the upstream signal.
    case upstream(Event<Value, Failure>)
    /// The timer started for the given generation fired; a newer generation
    /// means the timer was superseded after it had already been queued.
    case timerFired(generation: UInt64)
}
