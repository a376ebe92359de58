/// A late-bound handle on a ``FanIn``, for operators whose processing subscribes
/// new upstreams into the same funnel (flatten with a limit, switchToLatest).
///
/// The `process` closure cannot capture its own funnel (it does not exist yet),
/// so the handle is filled in once the funnel exists. It holds the funnel
/// weakly: the funnel's `process` closure holds the handle, and a strong
/// reference back made a cycle that kept a subscription dropped undisposed
/// (its observer, and every operator after it) alive for good. The handle is
/// used only from inside the funnel's processing, while the funnel is alive.
final class FunnelHandle<Input: Sendable>: Sendable {
    /// The funnel's sink, weakly (see above).
    private struct Reference: Sendable {
        weak var sink: SerializedSink<Input, Never>?
    }

    // Locked: set once at subscription, read from whichever thread processes.
    private let reference = Locked(Reference())

    init() {}

    /// Makes `funnel` the one this handle subscribes into.
    func connect(_ funnel: FanIn<Input>) {
        reference.withLock { $0.sink = funnel.sink }
    }

    /// Subscribes to `upstream` in a child lifetime of the funnel's, tagging each
    /// of its events (with the child's token, for removing it once finished).
    /// - Returns: the child lifetime and its token, or `nil` if the subscription has ended.
    @discardableResult
    func attach<Value, Failure>(
        _ upstream: Signal<Value, Failure>,
        tag: @escaping @Sendable (Event<Value, Failure>, CompositeDisposable.Token) -> Input
    ) -> (lifetime: CompositeDisposable, token: CompositeDisposable.Token)? {
        guard let sink = reference.withLock({ $0.sink }) else { return nil }
        let child = CompositeDisposable()
        guard let token = sink.lifetime.add(child) else { return nil }
        upstream.attach(Observer.inPlace { event in sink.send(.next(tag(event, token))) }, lifetime: child)
        return (child, token)
    }
}
