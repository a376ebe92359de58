/// Receives the events of one subscription (RAC's `RACSubscriber`).
///
/// An observer is a value wrapping one closure; sending through it calls that
/// closure. The guarantees of the event grammar (nothing after a terminal event or
/// after disposal, one event at a time) are enforced by the signal that hands
/// the observer out, not by the observer itself.
///
/// The observer a subscription hands out (to the generator of ``Signal/create(_:)``
/// or ``Signal/init(_:)-((Observer<Value,Failure>,CompositeDisposable)->Void)``) carries that subscription's lifetime, as RAC's
/// subscriber carries its disposable: subscribing it to another signal,
/// `inner.subscribe(observer)`, makes that inner subscription part of the
/// outer one — disposing or ending the outer subscription disposes it. An
/// observer made with ``init(_:)`` or ``init(next:failed:completed:)`` carries
/// no lifetime; one made with ``init(partOf:_:)`` carries its parent's, so an
/// operator that looks at each event still subscribes as part of its output.
public struct Observer<Value, Failure: Error>: Sendable {
    /// The closure every event goes to, taking the event in place: the
    /// sender's copy, by address, which the closure must leave as it found it.
    ///
    /// In place because a function type stored in a generic struct is stored
    /// in its most general form: a closure taking the event by value would be
    /// stored as one taking it in memory, while the closures the operators make
    /// are specialized and take it in registers, so every hop would go through
    /// a forwarder that loads it (8 instructions), and the callee would write
    /// it back to memory for the next hop. An `inout` parameter has one form,
    /// an address, generic or specialized: a stage or a sink passes on the
    /// address it received.
    @usableFromInline
    let action: @Sendable (inout Event<Value, Failure>) -> Void

    /// The lifetime of the subscription that handed this observer out, which
    /// ``Signal/subscribe(_:)`` nests a new subscription in; `nil` for an
    /// observer a user made.
    @usableFromInline
    let lifetime: CompositeDisposable?

    /// An observer that hands every event to `action`.
    ///
    /// The library's own observers, and those made with
    /// ``init(next:failed:completed:)``, receive each event where its sender
    /// wrote it; this one reaches `action` through a closure of its own that
    /// passes the event on by value (one call more per event).
    @inlinable
    public init(_ action: @escaping @Sendable (Event<Value, Failure>) -> Void) {
        // A closure of its own that reads the event from where it is: the
        // library's observers take it in place (see ``action``).
        self.action = { event in action(event) }
        self.lifetime = nil
    }

    /// An observer that hands every event to `action` and belongs to the
    /// subscription `parent` was handed out by (the observer a generator
    /// receives): a subscription made with it is part of that one, as
    /// `inner.subscribe(parent)` would be. It is disposed when that one ends
    /// or is disposed, even while it is still being made — so an operator
    /// that stops early (a `take` of its own) stops a source that goes on
    /// sending, or subscribing, synchronously inside its own subscription.
    /// A `parent` made with another initializer carries no subscription, and
    /// neither does this observer then.
    @inlinable
    public init<ParentValue, ParentFailure>(
        partOf parent: Observer<ParentValue, ParentFailure>,
        _ action: @escaping @Sendable (Event<Value, Failure>) -> Void
    ) {
        self.action = { event in action(event) }
        self.lifetime = parent.lifetime
    }

    /// An observer that hands every event, in place, to `action`, and
    /// carries `lifetime`, the subscription it is handed out by.
    @inlinable
    init(
        inPlace action: @escaping @Sendable (inout Event<Value, Failure>) -> Void, lifetime: CompositeDisposable? = nil
    ) {
        self.action = action
        self.lifetime = lifetime
    }

    /// An observer that hands every event, in place, to `action`: what the
    /// library's operators make, so that their closures pass on the address
    /// they receive (see ``action``).
    @inlinable
    static func inPlace(_ action: @escaping @Sendable (inout Event<Value, Failure>) -> Void) -> Observer {
        Observer(inPlace: action)
    }

    /// An observer with one closure per kind of event; any may be omitted.
    @inlinable
    public init(
        next: (@Sendable (Value) -> Void)? = nil,
        failed: (@Sendable (Failure) -> Void)? = nil,
        completed: (@Sendable () -> Void)? = nil
    ) {
        let callbacks = ObserverCallbacks(next: next, failed: failed, completed: completed)
        self.action = { event in callbacks.receive(event) }
        self.lifetime = nil
    }

    /// Sends `event` (RAC's `sendNext:`/`sendError:`/`sendCompleted` in one).
    @inlinable
    public func send(_ event: Event<Value, Failure>) {
        var event = event
        action(&event)
    }

    /// Sends a value (RAC's `sendNext:`).
    @inlinable
    public func send(value: Value) {
        var event = Event<Value, Failure>.next(value)
        action(&event)
    }

    /// Fails the stream (RAC's `sendError:`).
    @inlinable
    public func send(error: Failure) {
        var event = Event<Value, Failure>.failed(error)
        action(&event)
    }

    /// Completes the stream (RAC's `sendCompleted`).
    @inlinable
    public func sendCompleted() {
        var event = Event<Value, Failure>.completed
        action(&event)
    }
}

/// The callbacks of an observer made with one closure per kind of event, in
/// one object that the observer's closure captures alone: it is then the
/// closure's context, and an event reaches its callback through one call that
/// reads only that callback, instead of a closure that unpacks all three.
@usableFromInline
final class ObserverCallbacks<Value, Failure: Error>: Sendable {
    @usableFromInline let next: (@Sendable (Value) -> Void)?
    @usableFromInline let failed: (@Sendable (Failure) -> Void)?
    @usableFromInline let completed: (@Sendable () -> Void)?

    @inlinable
    init(
        next: (@Sendable (Value) -> Void)?,
        failed: (@Sendable (Failure) -> Void)?,
        completed: (@Sendable () -> Void)?
    ) {
        self.next = next
        self.failed = failed
        self.completed = completed
    }

    @inlinable @inline(__always)
    func receive(_ event: Event<Value, Failure>) {
        switch event {
        case .next(let value): next?(value)
        case .failed(let failure): failed?(failure)
        case .completed: completed?()
        }
    }
}
