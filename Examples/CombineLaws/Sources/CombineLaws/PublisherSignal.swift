import Foundation
import OpenCombine
import Reactive

extension Publisher where Output: Sendable {
    /// The publisher as a Reactive signal: what the laws observe. Each
    /// subscription to the signal subscribes to the publisher; disposal
    /// cancels it. The subscriber asks for everything at once — unless a
    /// demand law is running (``DemandPlan/current``), in which case it asks
    /// as the plan says and records every value it gets (``DemandRecord``).
    public func signal() -> Signal<Output, Failure> {
        // Only the subscribing closure is captured, so the signal's closure names no publisher type.
        let subscribe = Guarded<(SignalSink<Output, Failure>) -> Void>({ self.subscribe($0) })
        return Signal { observer, lifetime in
            let sink = SignalSink(observer, plan: DemandPlan.current)
            lifetime.add { sink.cancel() }
            subscribe.withLock { $0(sink) }
        }
    }
}

/// A value only touched with a lock held: a publisher (OpenCombine's are
/// not `Sendable`) captured by a signal's `@Sendable` closure.
final class Guarded<Value>: @unchecked Sendable {  // lock: `value` is only read or used inside `withLock`
    private let lock = NSRecursiveLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}

/// The subscriber behind ``Publisher/signal()``: it forwards to a Reactive
/// observer, asks for unlimited demand, or follows a ``DemandPlan``.
final class SignalSink<Input: Sendable, Failure: Error>: Subscriber,
    @unchecked Sendable  // lock: every stored property is only touched under `lock`
{
    private let lock = NSRecursiveLock()
    private let observer: Observer<Input, Failure>
    private let plan: DemandPlan?
    private var subscription: (any Subscription)?
    private var cancelled = false
    private var ended = false

    init(_ observer: Observer<Input, Failure>, plan: DemandPlan?) {
        self.observer = observer
        self.plan = plan
    }

    func receive(subscription: any Subscription) {
        lock.lock()
        guard self.subscription == nil, !cancelled else {
            lock.unlock()
            subscription.cancel()
            return
        }
        self.subscription = subscription
        lock.unlock()
        if let plan {
            plan.record.granted(plan.initial)
            subscription.request(.max(plan.initial))
        } else {
            subscription.request(.unlimited)
        }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        let (ended, subscription) = (self.ended, self.subscription)
        lock.unlock()
        guard !ended else { return .none }
        guard let plan, let subscription else {
            observer.send(value: input)
            return .none
        }
        let index = plan.record.received()
        observer.send(value: input)
        let more = plan.more(afterValue: index)
        plan.record.granted(more)
        if plan.reentrant {
            if more > 0 { subscription.request(.max(more)) }
            return .none
        }
        return .max(more)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        let ended = self.ended
        self.ended = true
        subscription = nil
        lock.unlock()
        guard !ended else { return }
        plan?.record.noteEnd()
        switch completion {
        case .finished: observer.sendCompleted()
        case .failure(let failure): observer.send(error: failure)
        }
    }

    func cancel() {
        lock.lock()
        cancelled = true
        let subscription = self.subscription
        self.subscription = nil
        lock.unlock()
        subscription?.cancel()
    }
}
