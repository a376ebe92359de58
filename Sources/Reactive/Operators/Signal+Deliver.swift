extension Signal {
    /// Delivers every event on `scheduler` (RAC's `-deliverOn:`).
    ///
    /// - next / failed / completed: each event of the source, in the order the
    ///   source sent it, from an action scheduled on `scheduler` for it. The
    ///   failure is delivered in order too, after the values sent before it.
    /// - disposal: disposes the source and cancels every delivery not yet made.
    ///
    /// Each event gets its own scheduled action, as in RAC, but the actions do not
    /// carry their events: each one delivers the oldest event not yet delivered,
    /// one at a time. So even on a concurrent scheduler, whose actions may run
    /// in any order and at once, the observer sees the events in order and
    /// never two at once.
    public func deliver(on scheduler: any Scheduler) -> Signal {
        let upstream = ChainLink(self)
        return .unserialized { observer, lifetime in
            // Locked: the source appends on its thread while deliveries pop on the scheduler's.
            let waiting = Locked(Queue<Event<Value, Failure>>())
            let delivery = FanIn<Void>(lifetime: lifetime) { _ in
                guard let event = waiting.withLock({ $0.popFirst() }) else { return }
                observer.send(event)
                if event.isTerminal { lifetime.dispose() }
            }
            // The source's own termination must not cancel deliveries still waiting.
            let source = CompositeDisposable()
            guard lifetime.add(source) != nil else { return }
            upstream.held.attach(
                Observer.inPlace { event in
                    waiting.withLock { $0.append(event) }
                    lifetime.schedule(on: scheduler) { delivery.send(()) }
                }, lifetime: source)
        }
    }

    /// Subscribes to the source from an action on `scheduler` (RAC's `-subscribeOn:`):
    /// the source's work, including the generator of a signal made with
    /// `Signal { }` or `Signal.create`, runs there.
    ///
    /// - next / failed / completed: as the source's, on whatever thread the
    ///   source sends them (not moved to `scheduler`; see ``deliver(on:)``).
    /// - disposal: cancels the subscription if it has not started yet, and
    ///   disposes the source's subscription otherwise.
    public func subscribe(on scheduler: any Scheduler) -> Signal {
        let upstream = ChainLink(self)
        return .unserialized { observer, lifetime in
            lifetime.schedule(on: scheduler) {
                upstream.held.attach(observer, lifetime: lifetime)
            }
        }
    }
}
