import Testing

@testable import Reactive

extension Subjects {
    @Suite struct SubjectTests {
        @Test func sendsEachValueToEveryCurrentSubscriberInSubscriptionOrder() {
            let subject = Subject<Int, TestError>()
            let log = Log()
            subject.subscribe(next: { log.append("a\($0)") })
            subject.subscribe(next: { log.append("b\($0)") })
            subject.send(value: 1)
            subject.send(value: 2)
            #expect(log.entries == ["a1", "b1", "a2", "b2"])
        }

        @Test func aSubscriberReceivesOnlyWhatIsSentAfterItSubscribed() {
            let subject = Subject<Int, TestError>()
            subject.send(value: 1)
            let (early, _) = subject.signal.record()
            subject.send(value: 2)
            let (late, _) = subject.signal.record()
            subject.send(value: 3)
            #expect(early.values == [2, 3])
            #expect(late.values == [3])
        }

        @Test func completionReachesEverySubscriberAndEndsTheSubject() {
            let subject = Subject<Int, TestError>()
            let (first, _) = subject.signal.record()
            let (second, _) = subject.signal.record()
            subject.send(value: 1)
            subject.sendCompleted()
            subject.send(value: 2)
            subject.send(error: .boom)
            subject.sendCompleted()
            #expect(first.events == [.next(1), .completed])
            #expect(second.events == [.next(1), .completed])
        }

        @Test func errorReachesEverySubscriberAndEndsTheSubject() {
            let subject = Subject<Int, TestError>()
            let (first, _) = subject.signal.record()
            let (second, _) = subject.signal.record()
            subject.send(value: 1)
            subject.send(error: .boom)
            subject.send(value: 2)
            subject.sendCompleted()
            #expect(first.events == [.next(1), .failed(.boom)])
            #expect(second.events == [.next(1), .failed(.boom)])
        }

        /// RAC 2.5: a `RACSubject` does not remember its terminal event.
        @Test func aSubscriberArrivingAfterTerminationReceivesNothing() {
            let completedSubject = Subject<Int, TestError>()
            completedSubject.sendCompleted()
            let (afterCompletion, afterCompletionDisposable) = completedSubject.signal.record()
            completedSubject.send(value: 1)
            #expect(afterCompletion.events.isEmpty)
            #expect(!afterCompletionDisposable.isDisposed)

            let failedSubject = Subject<Int, TestError>()
            failedSubject.send(error: .boom)
            let (afterError, _) = failedSubject.signal.record()
            failedSubject.send(value: 1)
            #expect(afterError.events.isEmpty)
        }

        @Test func terminationDisposesEverySubscription() {
            let subject = Subject<Int, TestError>()
            let (_, first) = subject.signal.record()
            let (_, second) = subject.signal.record()
            subject.sendCompleted()
            #expect(first.isDisposed)
            #expect(second.isDisposed)
        }

        @Test func disposingASubscriptionStopsOnlyThatSubscriber() {
            let subject = Subject<Int, TestError>()
            let (kept, _) = subject.signal.record()
            let (dropped, disposable) = subject.signal.record()
            subject.send(value: 1)
            disposable.dispose()
            subject.send(value: 2)
            subject.sendCompleted()
            #expect(dropped.events == [.next(1)])
            #expect(kept.events == [.next(1), .next(2), .completed])
        }

        /// RAC's "should dispose the paired disposable when a subscription terminates".
        @Test func endingASubscriptionDisposesWhatTheSubscriberTiedToIt() {
            let subject = Subject<Int, TestError>()
            let disposedByHand = ActionDisposable()
            let byHand = CompositeDisposable([disposedByHand])
            subject.signal.attach(Recorder<Int, TestError>().observer, lifetime: byHand)
            let disposedAtCompletion = ActionDisposable()
            let atCompletion = CompositeDisposable([disposedAtCompletion])
            subject.signal.attach(Recorder<Int, TestError>().observer, lifetime: atCompletion)
            byHand.dispose()
            #expect(disposedByHand.isDisposed)
            #expect(!disposedAtCompletion.isDisposed)
            subject.sendCompleted()
            #expect(disposedAtCompletion.isDisposed)
        }

        @Test func disposingBeforeSubscribingSubscribesNothing() {
            let subject = Subject<Int, TestError>()
            let recorder = Recorder<Int, TestError>()
            let lifetime = CompositeDisposable()
            lifetime.dispose()
            subject.signal.attach(recorder.observer, lifetime: lifetime)
            subject.send(value: 1)
            #expect(recorder.events.isEmpty)
        }

        @Test func aSubscriberDisposedDuringASendDoesNotStopTheOthers() {
            let subject = Subject<Int, TestError>()
            let log = Log()
            let second = SerialDisposable()
            subject.subscribe(next: { value in
                log.append("a\(value)")
                second.dispose()
            })
            second.inner = subject.subscribe(next: { log.append("b\($0)") })
            let (third, _) = subject.signal.record()
            subject.send(value: 1)
            subject.send(value: 2)
            #expect(log.entries == ["a1", "a2"])
            #expect(third.values == [1, 2])
        }

        @Test func aSubscriptionMadeDuringASendStartsWithTheNextSend() {
            let subject = Subject<Int, TestError>()
            let inner = Recorder<Int, TestError>()
            let subscribed = Counter()
            subject.subscribe(next: { _ in
                if subscribed.increment() == 1 { subject.subscribe(inner.observer) }
            })
            subject.send(value: 1)
            subject.send(value: 2)
            #expect(inner.values == [2])
            // The subscriber holds the subject: ending it breaks that cycle.
            subject.sendCompleted()
        }

        /// RAC PR #1877: a subscriber that sends into the subject from its own
        /// callback gets that value after the current one, and `take` stops it.
        @Test func takeThreeOfASubjectFedFromItsOwnSubscriberGetsThreeValuesAndCompletes() {
            let subject = Subject<Int, Never>()
            let recorder = Recorder<Int, Never>()
            let sent = Counter()
            let disposable = subject.signal.take(3).subscribe(
                Observer { event in
                    recorder.observer.send(event)
                    if case .next = event { subject.send(value: sent.increment()) }
                })
            subject.send(value: 0)
            #expect(recorder.events == [.next(0), .next(1), .next(2), .completed])
            #expect(sent.value == 3)
            #expect(disposable.isDisposed)
            let (after, _) = subject.signal.record()
            subject.send(value: 9)
            #expect(after.values == [9])
            #expect(recorder.events.count == 4)
        }

        @Test func reentrantSendsReachEverySubscriberInOrder() {
            let subject = Subject<Int, Never>()
            let log = Log()
            subject.subscribe(next: { value in
                log.append("a\(value)")
                if value < 3 { subject.send(value: value + 1) }
            })
            subject.subscribe(next: { log.append("b\($0)") })
            // The subscriber holds the subject: ending it breaks that cycle.
            defer { subject.sendCompleted() }
            subject.send(value: 1)
            // The nested send reaches "b" before the outer one does: sends are
            // serialized per subscriber, not across subscribers (as in RAC).
            #expect(log.entries.filter { $0.hasPrefix("a") } == ["a1", "a2", "a3"])
            #expect(log.entries.filter { $0.hasPrefix("b") }.sorted() == ["b1", "b2", "b3"])
        }

        @Test func tenThousandSubscribersComeAndGo() {
            let subject = Subject<Int, Never>()
            let received = Counter()
            let disposables = (0..<10_000).map { _ in subject.subscribe(next: { _ in received.increment() }) }
            subject.send(value: 1)
            #expect(received.value == 10_000)
            for (index, disposable) in disposables.enumerated().reversed() where index % 2 == 1 {
                disposable.dispose()
            }
            subject.send(value: 2)
            #expect(received.value == 15_000)
            for disposable in disposables { disposable.dispose() }
            subject.send(value: 3)
            #expect(received.value == 15_000)
            let (fresh, _) = subject.signal.record()
            subject.send(value: 4)
            #expect(fresh.values == [4])
        }

        @Test func observerSendsIntoTheSubject() {
            let subject = Subject<String, TestError>()
            let (recorder, _) = subject.signal.record()
            let observer = subject.observer
            observer.send(value: "x")
            observer.send(error: .other("y"))
            #expect(recorder.events == [.next("x"), .failed(.other("y"))])
        }

        @Test func operatorsApplyToTheSubjectSignal() {
            let subject = Subject<Int, Never>()
            let (recorder, _) = subject.signal.map { $0 * 10 }.filter { $0 > 10 }.record()
            for value in 1...3 { subject.send(value: value) }
            subject.sendCompleted()
            #expect(recorder.events == [.next(20), .next(30), .completed])
        }
    }

    /// The subject as the subscriber of other signals (RAC's RACSubscriberExamples).
    @Suite struct SubjectAsSubscriberTests {
        @Test func forwardsTheValuesOfEverySource() {
            let subject = Subject<String, TestError>()
            let first = Subject<String, TestError>()
            let second = Subject<String, TestError>()
            first.signal.subscribe(subject)
            second.signal.subscribe(subject)
            let (recorder, _) = subject.signal.record()
            first.send(value: "foo")
            second.send(value: "bar")
            first.send(value: "buzz")
            second.send(value: "baz")
            #expect(recorder.values == ["foo", "bar", "buzz", "baz"])
            #expect(!recorder.isTerminated)
        }

        @Test func terminatesAtTheFirstErrorOfAnySource() {
            let subject = Subject<String, TestError>()
            let first = Subject<String, TestError>()
            let second = Subject<String, TestError>()
            let firstSubscription = first.signal.subscribe(subject)
            second.signal.subscribe(subject)
            let (recorder, _) = subject.signal.record()
            first.send(value: "foo")
            second.send(error: .boom)
            first.send(value: "buzz")
            #expect(recorder.events == [.next("foo"), .failed(.boom)])
            #expect(firstSubscription.isDisposed)
        }

        @Test func terminatesAtTheFirstCompletionOfAnySource() {
            let subject = Subject<String, TestError>()
            let first = Subject<String, TestError>()
            let second = Subject<String, TestError>()
            first.signal.subscribe(subject)
            let secondSubscription = second.signal.subscribe(subject)
            let (recorder, _) = subject.signal.record()
            first.send(value: "foo")
            second.send(value: "bar")
            first.sendCompleted()
            second.send(value: "baz")
            #expect(recorder.events == [.next("foo"), .next("bar"), .completed])
            #expect(secondSubscription.isDisposed)
        }

        @Test func terminationDisposesTheCurrentSourceSubscriptions() {
            let subject = Subject<Int, TestError>()
            let cleanups = Log()
            let firstSource = Signal<Int, TestError> { _, lifetime in lifetime.add { cleanups.append("first") } }
            let secondSource = Signal<Int, TestError> { _, lifetime in lifetime.add { cleanups.append("second") } }
            firstSource.subscribe(subject)
            secondSource.subscribe(subject)
            #expect(cleanups.entries.isEmpty)
            subject.sendCompleted()
            #expect(cleanups.entries == ["first", "second"])
        }

        /// RAC: the ended subject still subscribes (the creation block runs),
        /// and disposes the subscription it is handed at once.
        @Test func aSourceSubscribedAfterTerminationRunsAndIsDisposedAtOnce() {
            let subject = Subject<Int, TestError>()
            let log = Log()
            let source = Signal<Int, TestError>.create { observer in
                log.append("subscribed")
                observer.send(value: 1)
                return ActionDisposable { log.append("disposed") }
            }
            let (recorder, _) = subject.signal.record()
            subject.sendCompleted()
            let disposable = source.subscribe(subject)
            #expect(disposable.isDisposed)
            #expect(log.entries == ["subscribed", "disposed"])
            #expect(recorder.events == [.completed])
        }

        @Test func disposingOneSourceSubscriptionLeavesTheSubjectOpen() {
            let subject = Subject<Int, TestError>()
            let first = Subject<Int, TestError>()
            let second = Subject<Int, TestError>()
            let firstSubscription = first.signal.subscribe(subject)
            second.signal.subscribe(subject)
            let (recorder, _) = subject.signal.record()
            firstSubscription.dispose()
            first.send(value: 1)
            second.send(value: 2)
            #expect(recorder.values == [2])
            #expect(!recorder.isTerminated)
        }

        @Test func aSynchronousSourceIsForwardedWhole() {
            let subject = Subject<Int, TestError>()
            let (recorder, _) = subject.signal.record()
            let disposable = Signal<Int, TestError>.from([1, 2, 3]).subscribe(subject)
            #expect(recorder.events == [.next(1), .next(2), .next(3), .completed])
            #expect(disposable.isDisposed)
        }

        @Test func valuesFromManyThreadsArriveOneAtATime() {
            let subject = Subject<Int, Never>()
            let probe = DeliveryProbe()
            let values = Recorder<Int, Never>()
            subject.subscribe(next: { value in
                probe.enter()
                values.observer.send(value: value)
                probe.leave()
            })
            onThreads(4) { thread in
                for value in 0..<20 { subject.send(value: thread * 20 + value) }
            }
            #expect(probe.overlaps == 0)
            #expect(values.values.sorted() == Array(0..<80))
        }
    }
}
