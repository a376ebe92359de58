/// A late-bound handle on a ``FanIn``, for operators whose processing subscribes
/// new upstreams into the same funnel (flatten with a limit, switchToLatest).
///
/// The `process` closure cannot capture its own funnel (it does not exist yet),
/// and holding it strongly would make a cycle that outlives the subscription;
/// the handle is filled in once the funnel exists and emptied when the
/// subscription's lifetime ends.
final class FunnelHandle<Input: Sendable>: Sendable {
    // Locked: set once at subscription and cleared at disposal, possibly from another thread.
    private let funnel = Locked<FanIn<Input>?>(nil)

    init() {}

    /// Makes `funnel` the one this handle subscribes into, until its lifetime ends.
    func connect(_ funnel: FanIn<Input>) {
        self.funnel.withLock { $0 = funnel }
        funnel.sink.lifetime.add { [self] in self.funnel.withLock { $0 = nil } }
    }

    /// Subscribes to `upstream` in a child lifetime of the funnel's, tagging each
    /// of its events (with the child's token, for removing it once finished).
    /// - Returns: the child lifetime and its token, or `nil` if the subscription has ended.
    @discardableResult
    func attach<Value, Failure>(
        _ upstream: Signal<Value, Failure>,
        tag: @escaping @Sendable (Event<Value, Failure>, CompositeDisposable.Token) -> Input
    ) -> (lifetime: CompositeDisposable, token: CompositeDisposable.Token)? {
        guard let funnel = funnel.withLock({ $0 }) else { return nil }
        let child = CompositeDisposable()
        guard let token = funnel.sink.lifetime.add(child) else { return nil }
        upstream.attach(Observer.inPlace { event in funnel.send(tag(event, token)) }, lifetime: child)
        return (child, token)
    }
}
