/// The disposable `subscribe` returns for a subscription that ended before
/// `subscribe` returned, with nothing left to tear down: that of a signal made
/// with ``Signal/return(_:)``, ``Signal/empty`` or ``Signal/error(_:)``.
///
/// It is disposed from the start, and disposing it does nothing — as
/// disposing the lifetime such a subscription ended with would. One instance
/// serves every such subscription, so that they allocate nothing (the
/// lifetime and the observer's callbacks were two allocations, about 410 of
/// the 890 instructions of `Signal.return` + subscribe + dispose).
@usableFromInline
final class EndedSubscription: Disposable {
    /// The one instance.
    @usableFromInline static let shared = EndedSubscription()

    private init() {}

    @usableFromInline var isDisposed: Bool { true }

    @usableFromInline func dispose() {}
}
