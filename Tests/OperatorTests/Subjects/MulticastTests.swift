import Dispatch
import Testing

@testable import Reactive

extension Subjects {
    @Suite struct MulticastConnectionTests {
        @Test func subscribesToTheSourceOnlyWhenConnected() {
            let source = HandDrivenSource<Int, TestError>()
            let connection = source.signal.publish()
            let (recorder, _) = connection.signal.record()
            #expect(source.subscriptions == 0)
            let connected = connection.connect()
            #expect(source.subscriptions == 1)
            source.send(.next(1))
            #expect(recorder.values == [1])
            connected.dispose()
        }

        @Test func returnsTheSameDisposableForEveryConnect() {
            let source = HandDrivenSource<Int, TestError>()
            let connection = source.signal.publish()
            let first = connection.connect()
            let second = connection.connect()
            #expect(first === second)
            #expect(source.subscriptions == 1)
            first.dispose()
        }

        @Test func doesNotReconnectAfterDisposal() {
            let source = HandDrivenSource<Int, TestError>()
            let connection = source.signal.publish()
            let (recorder, _) = connection.signal.record()
            let first = connection.connect()
            first.dispose()
            #expect(source.disposals == 1)
            let second = connection.connect()
            #expect(second === first)
            #expect(second.isDisposed)
            #expect(source.subscriptions == 1)
            source.send(.next(1))
            #expect(recorder.events.isEmpty)
        }

        @Test func connectingFromManyThreadsAtOnceSubscribesOnce() {
            let source = HandDrivenSource<Int, TestError>()
            let connection = source.signal.publish()
            let disposables = Recorder<ObjectIdentifier, Never>()
            onThreads(8) { _ in
                disposables.observer.send(value: ObjectIdentifier(connection.connect()))
            }
            #expect(source.subscriptions == 1)
            #expect(Set(disposables.values).count == 1)
            connection.connect().dispose()
        }

        @Test func aConnectWaitingForASlowSubscriptionReturnsAtOnce() {
            let release = DispatchSemaphore(value: 0)
            let entered = DispatchSemaphore(value: 0)
            let connection = Signal<Int, Never>.defer {
                entered.signal()
                release.wait()
                return .never
            }.publish()
            let first = Recorder<ObjectIdentifier, Never>()
            let done = DispatchGroup()
            done.enter()
            DispatchQueue.global().async {
                first.observer.send(value: ObjectIdentifier(connection.connect()))
                done.leave()
            }
            entered.wait()
            let second = connection.connect()
            release.signal()
            done.wait()
            #expect(first.values == [ObjectIdentifier(second)])
        }

        @Test func sharesOneSubscriptionAmongAllSubscribers() {
            let source = HandDrivenSource<Int, TestError>()
            let connection = source.signal.publish()
            let (first, _) = connection.signal.record()
            let (second, _) = connection.signal.record()
            connection.connect()
            source.send(.next(1))
            source.send(.completed)
            #expect(source.subscriptions == 1)
            #expect(first.events == [.next(1), .completed])
            #expect(second.events == [.next(1), .completed])
        }

        @Test func theSourceErrorReachesEverySubscriberAndEndsTheConnection() {
            let source = HandDrivenSource<Int, TestError>()
            let connection = source.signal.publish()
            let (recorder, _) = connection.signal.record()
            let disposable = connection.connect()
            source.send(.failed(.boom))
            #expect(recorder.events == [.failed(.boom)])
            #expect(disposable.isDisposed)
            #expect(source.disposals == 1)
        }

        /// RAC 2.5: the subject of `publish` does not remember the terminal event.
        @Test func aPublishSubscriberArrivingAfterCompletionReceivesNothing() {
            let connection = Signal<Int, TestError>.from([1, 2]).publish()
            connection.connect()
            #expect(connection.signal.record().0.events.isEmpty)
        }

        @Test func disposingTheConnectionLeavesSubscribersWaiting() {
            let source = HandDrivenSource<Int, TestError>()
            let connection = source.signal.publish()
            let (recorder, subscription) = connection.signal.record()
            connection.connect().dispose()
            source.send(.next(1))
            #expect(recorder.events.isEmpty)
            #expect(!subscription.isDisposed)
        }

        @Test func multicastsThroughAnySubject() {
            let connection = Signal<Int, TestError>.from([1, 2, 3]).multicast(ReplaySubject(capacity: 2))
            connection.connect()
            #expect(connection.signal.record().0.events == [.next(2), .next(3), .completed])
            let behavior = Signal<Int, TestError>.never.multicast(BehaviorSubject(initial: 7))
            #expect(behavior.signal.record().0.values == [7])
        }

        @Test func multicastsATimedSourceInVirtualTime() {
            let scheduler = TestScheduler()
            let connection = Signal<Duration, Never>.interval(.seconds(1), on: scheduler).take(4).publish()
            let (early, _) = connection.signal.map { $0 / .seconds(1) }.record()
            connection.connect()
            scheduler.advance(by: .seconds(2))
            let (late, _) = connection.signal.map { $0 / .seconds(1) }.record()
            scheduler.advance(by: .seconds(5))
            #expect(early.events == [.next(1), .next(2), .next(3), .next(4), .completed])
            #expect(late.events == [.next(3), .next(4), .completed])
        }
    }

    @Suite struct AutoconnectTests {
        @Test func connectsOnTheFirstSubscriptionOnly() {
            let source = HandDrivenSource<Int, TestError>()
            let signal = source.signal.publish().autoconnect()
            #expect(source.subscriptions == 0)
            let (first, _) = signal.record()
            #expect(source.subscriptions == 1)
            let (second, _) = signal.record()
            #expect(source.subscriptions == 1)
            source.send(.next(1))
            source.send(.failed(.boom))
            #expect(first.events == [.next(1), .failed(.boom)])
            #expect(second.events == [.next(1), .failed(.boom)])
        }

        @Test func disposesTheSourceWhenTheLastSubscriberLeaves() {
            let source = HandDrivenSource<Int, TestError>()
            let signal = source.signal.publish().autoconnect()
            let (_, first) = signal.record()
            let (_, second) = signal.record()
            first.dispose()
            #expect(source.disposals == 0)
            second.dispose()
            #expect(source.disposals == 1)
        }

        /// RAC 2.5's autoconnect connects once; ReactiveSwift's and RxSwift's refCount would reconnect.
        @Test func doesNotReconnectAfterDisposal() {
            let source = HandDrivenSource<Int, TestError>()
            let signal = source.signal.publish().autoconnect()
            signal.record().1.dispose()
            let (recorder, subscription) = signal.record()
            #expect(source.subscriptions == 1)
            source.send(.next(1))
            #expect(recorder.events.isEmpty)
            subscription.dispose()
        }

        @Test func replaysAfterDisposalThroughAReplaySubject() {
            let subject = Subject<Int, Never>()
            let signal = subject.signal.multicast(ReplaySubject()).autoconnect()
            let (first, disposable) = signal.record()
            subject.send(value: 1)
            subject.send(value: 2)
            #expect(first.values == [1, 2])
            disposable.dispose()
            subject.send(value: 3)
            let (second, subscription) = signal.record()
            #expect(second.values == [1, 2])
            subscription.dispose()
        }

        @Test func aSynchronousSourceIsDeliveredToTheFirstSubscriber() {
            let signal = Signal<Int, Never>.from([1, 2]).publish().autoconnect()
            let (recorder, disposable) = signal.record()
            #expect(recorder.events == [.next(1), .next(2), .completed])
            #expect(disposable.isDisposed)
        }
    }

    @Suite struct ReplayOperatorTests {
        @Test func replaySubscribesAtOnceAndSharesTheWork() {
            let source = HandDrivenSource<Int, TestError>()
            let replayed = source.signal.replay()
            #expect(source.subscriptions == 1)
            source.send(.next(1))
            let (first, _) = replayed.record()
            source.send(.next(2))
            let (second, _) = replayed.record()
            source.send(.completed)
            #expect(source.subscriptions == 1)
            #expect(first.events == [.next(1), .next(2), .completed])
            #expect(second.events == [.next(1), .next(2), .completed])
            #expect(replayed.record().0.events == [.next(1), .next(2), .completed])
        }

        @Test func replayForwardsAndReplaysTheError() {
            let replayed = Signal<Int, TestError>.return(1).concat(.error(.boom)).replay()
            #expect(replayed.record().0.events == [.next(1), .failed(.boom)])
        }

        @Test func disposingAReplaySubscriberKeepsTheSourceRunning() {
            let source = HandDrivenSource<Int, TestError>()
            let replayed = source.signal.replay()
            replayed.record().1.dispose()
            source.send(.next(1))
            #expect(source.disposals == 0)
            #expect(replayed.record().0.values == [1])
            // The connection is out of reach: ending the source ends the replay.
            source.sendCompleted()
        }

        @Test func replayLastKeepsOnlyTheLatestValue() {
            let source = HandDrivenSource<Int, TestError>()
            let replayed = source.signal.replayLast()
            #expect(source.subscriptions == 1)
            #expect(replayed.record().0.events.isEmpty)
            source.send(.next(1))
            source.send(.next(2))
            let (recorder, _) = replayed.record()
            source.send(.next(3))
            source.send(.completed)
            #expect(recorder.events == [.next(2), .next(3), .completed])
            #expect(replayed.record().0.events == [.next(3), .completed])
        }

        /// The "letters" example: replayLast subscribes at once, so every
        /// subscriber starts with the latest letter.
        @Test func replayLastLetters() {
            let letters = Subject<String, Never>()
            let signal = letters.signal.replayLast()
            let log = Log()
            signal.subscribe(next: { log.append("S1: \($0)") })
            letters.send(value: "A")
            signal.subscribe(next: { log.append("S2: \($0)") })
            letters.send(value: "B")
            signal.subscribe(next: { log.append("S3: \($0)") })
            letters.send(value: "C")
            #expect(
                log.entries == [
                    "S1: A", "S2: A", "S1: B", "S2: B", "S3: B", "S1: C", "S2: C", "S3: C",
                ])
        }

        @Test func replayLazilySubscribesOnTheFirstSubscriptionOnly() {
            let source = HandDrivenSource<Int, TestError>()
            let replayed = source.signal.replayLazily()
            #expect(source.subscriptions == 0)
            let (first, _) = replayed.record()
            #expect(source.subscriptions == 1)
            source.send(.next(1))
            let (second, _) = replayed.record()
            source.send(.failed(.boom))
            #expect(source.subscriptions == 1)
            #expect(first.events == [.next(1), .failed(.boom)])
            #expect(second.events == [.next(1), .failed(.boom)])
            #expect(replayed.record().0.events == [.next(1), .failed(.boom)])
        }

        @Test func replayLazilyNeverDisconnects() {
            let source = HandDrivenSource<Int, TestError>()
            let replayed = source.signal.replayLazily()
            replayed.record().1.dispose()
            source.send(.next(1))
            #expect(source.disposals == 0)
            let (recorder, _) = replayed.record()
            #expect(recorder.values == [1])
            #expect(source.subscriptions == 1)
            // The connection is out of reach: ending the source ends the replay.
            source.sendCompleted()
        }

        @Test func replayLazilyRunsASynchronousSourceOnce() {
            let runs = Counter()
            let replayed = Signal<Int, Never> { observer, _ in
                runs.increment()
                observer.send(value: 1)
                observer.sendCompleted()
            }.replayLazily()
            #expect(runs.value == 0)
            #expect(replayed.record().0.events == [.next(1), .completed])
            #expect(replayed.record().0.events == [.next(1), .completed])
            #expect(runs.value == 1)
        }

        /// The "letters" example: replayLazily subscribes on the first
        /// subscription, so "A", sent before it, is never seen.
        @Test func replayLazilyLetters() {
            let letters = Subject<String, Never>()
            let signal = letters.signal.replayLazily()
            let log = Log()
            letters.send(value: "A")
            signal.subscribe(next: { log.append("S1: \($0)") })
            letters.send(value: "B")
            signal.subscribe(next: { log.append("S2: \($0)") })
            letters.send(value: "C")
            signal.subscribe(next: { log.append("S3: \($0)") })
            letters.send(value: "D")
            #expect(
                log.entries == [
                    "S1: B", "S2: B", "S1: C", "S2: C", "S3: B", "S3: C", "S1: D", "S2: D", "S3: D",
                ])
        }
    }
}
