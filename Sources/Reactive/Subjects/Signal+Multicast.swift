extension Signal {
    /// A connection that shares one subscription to this signal among all
    /// subscribers of `subject` (RAC's `-multicast:`).
    ///
    /// Nothing is subscribed until ``MulticastConnection/connect()`` (or a
    /// subscription to ``MulticastConnection/autoconnect()``). Once connected,
    /// the subject receives this signal's events — next, failed, completed —
    /// and forwards them as it does with any event sent into it. Disposing the
    /// connection disposes the subscription to this signal; the subject's
    /// subscribers are left as they are.
    public func multicast<Target: SubjectProtocol>(
        _ subject: Target
    ) -> MulticastConnection<Value, Failure> where Target.Value == Value, Target.Failure == Failure {
        MulticastConnection(source: self, subject: subject)
    }

    /// ``multicast(_:)`` through a new ``Subject`` (RAC's `-publish`).
    ///
    /// - next: once connected, each value of this signal, to the subscribers
    ///   present when it is sent; nothing is replayed.
    /// - failed / completed: this signal's terminal event, to the subscribers
    ///   present then. A subscriber arriving after it receives nothing at all
    ///   (RAC 2.5's `RACSubject` does not remember it).
    /// - disposal: disposing a subscriber removes it; disposing the connection
    ///   disposes the subscription to this signal.
    public func publish() -> MulticastConnection<Value, Failure> {
        multicast(Subject())
    }

    /// Subscribes to this signal at once, through a ``ReplaySubject`` of
    /// unlimited capacity, and returns the subject's signal (RAC's `-replay`).
    ///
    /// - next: on subscription, every value this signal has sent so far; then
    ///   the live values.
    /// - failed / completed: this signal's terminal event, live or replayed.
    /// - disposal: ends one subscription; the subscription to this signal is
    ///   never disposed (RAC 2.5), and lives until this signal terminates.
    public func replay() -> Signal {
        let connection = multicast(ReplaySubject())
        connection.connect()
        return connection.signal
    }

    /// ``replay()`` keeping only the latest value (RAC's `-replayLast`): a
    /// subscriber receives the most recent value, if any, then the live events;
    /// the terminal event is replayed too.
    public func replayLast() -> Signal {
        let connection = multicast(ReplaySubject(capacity: 1))
        connection.connect()
        return connection.signal
    }

    /// ``replay()``, but subscribing to this signal only on the first
    /// subscription (RAC's `-replayLazily`, `defer { connect; return signal }`).
    ///
    /// - next / failed / completed: as ``replay()``, once subscribed.
    /// - disposal: ends one subscription. The subscription to this signal is
    ///   never disposed, even when every subscriber has gone, so the work runs
    ///   at most once and later subscribers get its replay.
    public func replayLazily() -> Signal {
        let connection = multicast(ReplaySubject())
        return .defer {
            connection.connect()
            return connection.signal
        }
    }
}
