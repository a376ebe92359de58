import Foundation
import OpenCombine
import Reactive

/// A Reactive signal as an OpenCombine publisher: what drives a publisher
/// operator from a law's sources. Each subscriber subscribes to the signal
/// when it first requests values (a synchronous source then sends what it
/// has to a subscriber that asked for it), and gets its values as it
/// requests them: values that arrive without demand wait, in order, and
/// completion follows the last of them (a cold source asked for less sends
/// later, losing nothing). A failure needs no demand: it is sent at once,
/// and the values still waiting are dropped, as the laws' models fail a
/// source where its failure happens. Cancelling disposes of the signal's
/// subscription. While a demand law runs, it tells the plan's record whether
/// it holds values back for want of demand, and whether a failure dropped some.
public struct SignalPublisher<Output: Sendable, Failure: Error>: Publisher {
    /// The signal each subscriber subscribes to.
    public let signal: Signal<Output, Failure>

    /// A publisher of `signal`.
    public init(_ signal: Signal<Output, Failure>) { self.signal = signal }

    /// Hands `subscriber` its subscription; its first request subscribes to the signal.
    public func receive<Downstream: Subscriber>(subscriber: Downstream)
    where Downstream.Input == Output, Downstream.Failure == Failure {
        subscriber.receive(subscription: SignalSubscription(AnySubscriber(subscriber), signal))
    }
}

extension Signal where Failure: Error {
    /// The signal as an OpenCombine publisher (``SignalPublisher``).
    public var publisher: SignalPublisher<Value, Failure> { SignalPublisher(self) }
}

/// One subscriber's subscription to a ``SignalPublisher``.
final class SignalSubscription<Input: Sendable, Failure: Error>: Subscription,
    @unchecked Sendable  // lock: every stored property, and every call to the subscriber, is under `lock`
{
    private let lock = NSRecursiveLock()
    private var downstream: AnySubscriber<Input, Failure>?
    private var demand = Subscribers.Demand.none
    private var waiting: [Input] = []
    private var terminal: Subscribers.Completion<Failure>?
    private var upstream: (any Disposable)?
    /// The signal, until the first request subscribes to it.
    private var unstarted: Signal<Input, Failure>?
    private var delivering = false
    /// The running demand law's record, told whether values wait here.
    private let record = DemandPlan.current?.record

    init(_ downstream: AnySubscriber<Input, Failure>, _ signal: Signal<Input, Failure>) {
        self.downstream = downstream
        unstarted = signal
    }

    private func start(_ signal: Signal<Input, Failure>) {
        let subscription = signal.subscribe(Observer { [weak self] event in self?.receive(event) })
        if downstream == nil || terminal != nil { subscription.dispose() } else { upstream = subscription }
    }

    private func receive(_ event: Event<Input, Failure>) {
        lock.lock()
        defer { lock.unlock() }
        guard downstream != nil, terminal == nil else { return }
        switch event {
        case .next(let value): waiting.append(value)
        case .completed: terminal = .finished
        case .failed(let failure):
            terminal = .failure(failure)
            if !waiting.isEmpty { record?.droppedAtFailure() }
            waiting = []
        }
        deliver()
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        defer { lock.unlock() }
        self.demand += demand
        if demand > 0, let signal = unstarted {
            unstarted = nil
            start(signal)
        }
        deliver()
    }

    func cancel() {
        lock.lock()
        defer { lock.unlock() }
        downstream = nil
        waiting = []
        unstarted = nil
        upstream?.dispose()
        upstream = nil
        record?.holdsBack(ObjectIdentifier(self), false)
    }

    /// Sends what is waiting as far as the demand goes, then the terminal
    /// event once nothing waits. A request made while a value is being
    /// received only adds to the demand: this loop sends the next value, so
    /// values never nest and keep their order.
    private func deliver() {
        guard !delivering else { return }
        delivering = true
        defer {
            delivering = false
            record?.holdsBack(ObjectIdentifier(self), downstream != nil && !waiting.isEmpty)
        }
        while let downstream, demand > 0, !waiting.isEmpty {
            demand -= 1
            demand += downstream.receive(waiting.removeFirst())
        }
        if let downstream, waiting.isEmpty, let terminal {
            self.downstream = nil
            upstream?.dispose()
            upstream = nil
            downstream.receive(completion: terminal)
        }
    }
}
