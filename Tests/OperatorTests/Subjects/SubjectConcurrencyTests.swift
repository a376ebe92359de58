import Foundation
import Synchronization
import Testing

@testable import Reactive

extension Subjects {
    /// Real-thread tests of the subjects' guarantees; they must also pass under
    /// the thread sanitizer.
    @Suite struct SubjectConcurrencyTests {
        static let senders = 8
        static let valuesPerSender = 10_000
        static let total = senders * valuesPerSender

        /// A subscriber that checks it is called one event at a time and records
        /// how many values it got and whether each sender's values kept their order.
        final class CheckedSubscriber: Sendable {
            let probe = DeliveryProbe()
            private let count = Atomic<Int>(0)
            // SerialAccess-like state, but guarded by a lock: the test must not
            // trust the very serialization it checks.
            private let lastBySender = Locked([Int](repeating: -1, count: SubjectConcurrencyTests.senders))
            private let outOfOrder = Atomic<Int>(0)

            var received: Int { count.load(ordering: .relaxed) }
            var misordered: Int { outOfOrder.load(ordering: .relaxed) }

            func receive(_ value: Int) {
                probe.enter()
                count.add(1, ordering: .relaxed)
                let sender = value / SubjectConcurrencyTests.valuesPerSender
                let inOrder = lastBySender.withLock { last -> Bool in
                    defer { last[sender] = value }
                    return value > last[sender]
                }
                if !inOrder { outOfOrder.add(1, ordering: .relaxed) }
                probe.leave()
            }
        }

        @Test func eightThreadsSendIntoASubjectWhileSubscribersComeAndGo() {
            let subject = Subject<Int, Never>()
            let steady = (0..<3).map { _ in CheckedSubscriber() }
            let steadySubscriptions = steady.map { subscriber in subject.subscribe(next: subscriber.receive) }
            let sendersLeft = Atomic<Int>(Self.senders)
            let churned = Locked<[CheckedSubscriber]>([])
            let selfDisposed = Locked<[(CheckedSubscriber, Counter)]>([])

            onThreads(Self.senders + 2) { thread in
                if thread < Self.senders {
                    for index in 0..<Self.valuesPerSender {
                        subject.send(value: thread * Self.valuesPerSender + index)
                    }
                    sendersLeft.subtract(1, ordering: .releasing)
                } else if thread == Self.senders {
                    // Subscribers disposed from another thread while sends go on.
                    while sendersLeft.load(ordering: .acquiring) > 0 {
                        let subscriber = CheckedSubscriber()
                        let disposable = subject.subscribe(next: subscriber.receive)
                        while subscriber.received < 20, sendersLeft.load(ordering: .acquiring) > 0 { sched_yield() }
                        disposable.dispose()
                        subscriber.probe.markDisposed()
                        churned.withLock { $0.append(subscriber) }
                    }
                } else {
                    // Subscribers that dispose themselves from inside their 10th callback.
                    while sendersLeft.load(ordering: .acquiring) > 0 {
                        let subscriber = CheckedSubscriber()
                        let afterDisposal = Counter()
                        let lifetime = CompositeDisposable()
                        subject.signal.attach(
                            Observer { event in
                                guard case .next(let value) = event else { return }
                                if lifetime.isDisposed { afterDisposal.increment() }
                                subscriber.receive(value)
                                if subscriber.received == 10 { lifetime.dispose() }
                            }, lifetime: lifetime)
                        while !lifetime.isDisposed, sendersLeft.load(ordering: .acquiring) > 0 { sched_yield() }
                        lifetime.dispose()
                        selfDisposed.withLock { $0.append((subscriber, afterDisposal)) }
                    }
                }
            }
            subject.sendCompleted()

            for subscriber in steady {
                #expect(subscriber.received == Self.total)
                #expect(subscriber.probe.overlaps == 0)
                #expect(subscriber.misordered == 0)
            }
            for disposable in steadySubscriptions { #expect(disposable.isDisposed) }
            for subscriber in churned.withLock({ $0 }) {
                #expect(subscriber.probe.overlaps == 0)
                #expect(subscriber.misordered == 0)
                // Disposal stops delivery; at most the one event whose delivery had
                // already been decided when `dispose()` ran can still begin.
                #expect(subscriber.probe.late <= 1)
            }
            for (subscriber, afterDisposal) in selfDisposed.withLock({ $0 }) {
                #expect(afterDisposal.value == 0)
                #expect(subscriber.received <= 10)
                #expect(subscriber.probe.overlaps == 0)
            }
        }

        @Test func eightThreadsSendIntoAReplaySubjectWhileLateSubscribersArrive() {
            let subject = ReplaySubject<Int, Never>()
            let (first, _) = subject.signal.record()
            let sendersLeft = Atomic<Int>(Self.senders)
            let late = Locked<[(Recorder<Int, Never>, DeliveryProbe, disposed: Bool)]>([])

            onThreads(Self.senders + 1) { thread in
                if thread < Self.senders {
                    for index in 0..<Self.valuesPerSender {
                        subject.send(value: thread * Self.valuesPerSender + index)
                    }
                    sendersLeft.subtract(1, ordering: .releasing)
                } else {
                    var arrivals = 0
                    while sendersLeft.load(ordering: .acquiring) > 0, arrivals < 16 {
                        arrivals += 1
                        let recorder = Recorder<Int, Never>()
                        let probe = DeliveryProbe()
                        let received = Counter()
                        let disposable = subject.subscribe(
                            Observer { event in
                                probe.enter()
                                recorder.observer.send(event)
                                received.increment()
                                probe.leave()
                            })
                        // Every other late subscriber leaves early.
                        let leaves = arrivals % 2 == 0
                        if leaves {
                            while received.value < 100, sendersLeft.load(ordering: .acquiring) > 0 { sched_yield() }
                            disposable.dispose()
                        }
                        late.withLock { $0.append((recorder, probe, leaves)) }
                    }
                }
            }
            subject.sendCompleted()

            let order = first.values
            #expect(order.count == Self.total)
            #expect(Set(order).count == Self.total)
            #expect(first.isCompleted)
            let (replayed, _) = subject.signal.record()
            #expect(replayed.values == order)
            #expect(replayed.isCompleted)
            let arrivals = late.withLock { $0 }
            #expect(!arrivals.isEmpty)
            for (recorder, probe, disposed) in arrivals {
                let values = recorder.values
                #expect(probe.overlaps == 0)
                if disposed {
                    #expect(Array(order.prefix(values.count)) == values)
                } else {
                    #expect(values == order)
                    #expect(recorder.isCompleted)
                }
            }
        }

        /// The core guarantee of `SerializedSink`: one observer never receives two
        /// events at once, whatever the number of threads sending into it.
        @Test func aSignalObserverHammeredFromEightThreadsReceivesOneEventAtATime() {
            let signal = Signal<Int, Never> { observer, _ in
                onThreads(Self.senders) { thread in
                    for index in 0..<Self.valuesPerSender {
                        observer.send(value: thread * Self.valuesPerSender + index)
                    }
                }
                observer.sendCompleted()
            }
            let subscriber = CheckedSubscriber()
            let completions = Counter()
            signal.subscribe(next: subscriber.receive, completed: { completions.increment() })
            #expect(subscriber.received == Self.total)
            #expect(subscriber.probe.overlaps == 0)
            #expect(subscriber.misordered == 0)
            #expect(completions.value == 1)
        }
    }
}
