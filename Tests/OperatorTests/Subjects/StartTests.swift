import Dispatch
import Testing

@testable import Reactive

extension Subjects {
    /// RAC's `+startLazilyWithScheduler:block:` and `+startEagerlyWithScheduler:block:`
    /// (RACSignalSpec and its start examples).
    @Suite struct StartTests {
        private static func answering(_ invocations: Counter) -> @Sendable (Observer<Int, TestError>) -> Void {
            { observer in
                invocations.increment()
                observer.send(value: 42)
                observer.sendCompleted()
            }
        }

        @Test func startLazilyInvokesTheBlockOnlyOnSubscription() {
            let invocations = Counter()
            let signal = Signal.startLazily(on: ImmediateScheduler(), Self.answering(invocations))
            #expect(invocations.value == 0)
            #expect(signal.record().0.events == [.next(42), .completed])
            #expect(invocations.value == 1)
        }

        @Test func startLazilyInvokesTheBlockOnceAndReplaysItToEverySubscriber() {
            let invocations = Counter()
            let signal = Signal.startLazily(on: ImmediateScheduler(), Self.answering(invocations))
            let subscribers = (0..<3).map { _ in signal.record().0 }
            #expect(invocations.value == 1)
            for subscriber in subscribers { #expect(subscriber.events == [.next(42), .completed]) }
        }

        @Test func startLazilyRunsTheBlockAndEverySubscriptionOnTheScheduler() {
            let scheduler = TestScheduler()
            let onScheduler = Log()
            let source = Locked<Observer<Int, TestError>?>(nil)
            let signal = Signal<Int, TestError>.startLazily(on: scheduler) { observer in
                onScheduler.append(Schedulers.current is TestScheduler ? "block on scheduler" : "block elsewhere")
                source.withLock { $0 = observer }
            }
            let (first, _) = signal.record()
            #expect(onScheduler.entries.isEmpty)
            scheduler.advance()
            #expect(onScheduler.entries == ["block on scheduler"])
            source.withLock { $0 }?.send(value: 1)
            let (second, _) = signal.record()
            #expect(second.events.isEmpty, "a later subscription starts on the scheduler too")
            scheduler.advance()
            source.withLock { $0 }?.send(value: 2)
            #expect(first.values == [1, 2])
            #expect(second.values == [1, 2])
        }

        @Test func disposingASubscriptionLeavesTheWorkRunning() {
            let scheduler = TestScheduler()
            let source = Locked<Observer<Int, TestError>?>(nil)
            let signal = Signal<Int, TestError>.startLazily(on: scheduler) { observer in
                source.withLock { $0 = observer }
            }
            let (early, cancelledBeforeStart) = signal.record()
            cancelledBeforeStart.dispose()
            scheduler.advance()
            #expect(source.withLock { $0 } == nil, "disposed before it started: nothing was started")
            let (first, disposable) = signal.record()
            scheduler.advance()
            source.withLock { $0 }?.send(value: 1)
            disposable.dispose()
            source.withLock { $0 }?.send(value: 2)
            source.withLock { $0 }?.send(error: .boom)
            #expect(first.values == [1])
            #expect(early.events.isEmpty)
            let (late, _) = signal.record()
            scheduler.advance()
            #expect(late.events == [.next(1), .next(2), .failed(.boom)])
        }

        @Test func startEagerlyRunsTheBlockAtOnce() {
            let invocations = Counter()
            let signal = Signal.startEagerly(on: ImmediateScheduler(), Self.answering(invocations))
            #expect(invocations.value == 1)
            #expect(signal.record().0.events == [.next(42), .completed])
            #expect(signal.record().0.events == [.next(42), .completed])
            #expect(invocations.value == 1)
        }

        /// Called for its work alone, its result unused: no warning (issue
        /// 22; before `@discardableResult`, this line warned, and the
        /// package builds with no warnings).
        @Test func startEagerlyMayBeCalledForItsWorkAlone() {
            let invocations = Counter()
            Signal.startEagerly(on: ImmediateScheduler(), Self.answering(invocations))
            #expect(invocations.value == 1)
        }

        @Test func startEagerlyDoesNotWaitForTheBlock() throws {
            let scheduler = QueueScheduler(label: "eager")
            let release = DispatchSemaphore(value: 0)
            let started = DispatchSemaphore(value: 0)
            let signal = Signal<Int, TestError>.startEagerly(on: scheduler) { observer in
                started.signal()
                release.wait()
                observer.send(value: 7)
                observer.sendCompleted()
            }
            started.wait()
            release.signal()
            #expect(try signal.toArray(timeout: .seconds(5)) == [7])
        }
    }
}
