import Testing

@testable import Reactive

extension Subjects {
    @Suite struct ReplaySubjectTests {
        @Test func capacityOneSendsTheLastValue() {
            let subject = ReplaySubject<String, TestError>(capacity: 1)
            subject.send(value: "blah")
            subject.send(value: "more blah")
            let (recorder, _) = subject.signal.record()
            #expect(recorder.events == [.next("more blah")])
        }

        @Test func capacityOneSendsTheLastValueAndCompletionAfterCompletion() {
            let subject = ReplaySubject<String, TestError>(capacity: 1)
            subject.send(value: "blah")
            subject.send(value: "more blah")
            subject.sendCompleted()
            let (recorder, disposable) = subject.signal.record()
            #expect(recorder.events == [.next("more blah"), .completed])
            #expect(disposable.isDisposed)
        }

        @Test func sendsNoValueIfNoneWasSent() {
            let subject = ReplaySubject<String, TestError>(capacity: 1)
            subject.sendCompleted()
            let (recorder, _) = subject.signal.record()
            #expect(recorder.events == [.completed])
        }

        @Test func resendsTheError() {
            let subject = ReplaySubject<Int, TestError>(capacity: 1)
            subject.send(value: 1)
            subject.send(error: .boom)
            subject.send(value: 2)
            let (first, _) = subject.signal.record()
            let (second, _) = subject.signal.record()
            #expect(first.events == [.next(1), .failed(.boom)])
            #expect(second.events == [.next(1), .failed(.boom)])
        }

        @Test func unlimitedCapacityReplaysEveryValueThenCompletion() {
            let subject = ReplaySubject<String, TestError>()
            subject.send(value: "blah")
            subject.send(value: "more blah")
            subject.sendCompleted()
            subject.send(value: "ignored")
            let (recorder, _) = subject.signal.record()
            #expect(recorder.events == [.next("blah"), .next("more blah"), .completed])
        }

        @Test func keepsOnlyTheLatestCapacityValues() {
            let subject = ReplaySubject<Int, Never>(capacity: 3)
            for value in 1...10 { subject.send(value: value) }
            #expect(subject.signal.record().0.values == [8, 9, 10])
        }

        @Test func capacityZeroReplaysOnlyTheTerminalEvent() {
            let subject = ReplaySubject<Int, TestError>(capacity: 0)
            subject.send(value: 1)
            #expect(subject.signal.record().0.events.isEmpty)
            subject.send(error: .boom)
            #expect(subject.signal.record().0.events == [.failed(.boom)])
        }

        @Test func replaysThenForwardsLiveEvents() {
            let subject = ReplaySubject<Int, TestError>()
            subject.send(value: 1)
            let (recorder, _) = subject.signal.record()
            subject.send(value: 2)
            subject.send(error: .boom)
            #expect(recorder.events == [.next(1), .next(2), .failed(.boom)])
        }

        @Test func liveSubscribersAndLateOnesSeeTheSameOrder() {
            let subject = ReplaySubject<Int, Never>()
            let (live, _) = subject.signal.record()
            onThreads(8) { thread in
                for value in 0..<500 { subject.send(value: thread * 500 + value) }
            }
            subject.sendCompleted()
            let (replayed, _) = subject.signal.record()
            let (replayedAgain, _) = subject.signal.record()
            #expect(live.values.count == 4_000)
            #expect(replayed.values == live.values)
            #expect(replayedAgain.values == live.values)
            #expect(replayed.isCompleted)
        }

        @Test func disposingDuringTheReplayStopsIt() {
            let subject = ReplaySubject<Int, Never>()
            subject.send(value: 0)
            subject.send(value: 1)
            // The replay runs inside the subscription, before `subscribe` returns a
            // disposable: dispose from the callback through a lifetime of our own.
            let lifetime = CompositeDisposable()
            let recorder = Recorder<Int, Never>()
            subject.signal.attach(
                Observer { event in
                    recorder.observer.send(event)
                    lifetime.dispose()
                }, lifetime: lifetime)
            subject.send(value: 2)
            #expect(recorder.values == [0])
        }

        @Test func finishesReplayingBeforeSendingANewValue() {
            let subject = ReplaySubject<Int, Never>()
            subject.send(value: 1)
            let recorder = Recorder<Int, Never>()
            subject.subscribe(
                Observer { event in
                    recorder.observer.send(event)
                    if event == .next(1) { subject.send(value: 2) }
                })
            #expect(recorder.values == [1, 2])
            // The subscriber holds the subject: ending it breaks that cycle.
            subject.sendCompleted()
        }

        @Test func finishesReplayingBeforeCompleting() {
            let subject = ReplaySubject<Int, Never>()
            subject.send(value: 1)
            subject.send(value: 2)
            let recorder = Recorder<Int, Never>()
            subject.subscribe(
                Observer { event in
                    recorder.observer.send(event)
                    if event == .next(1) { subject.sendCompleted() }
                })
            #expect(recorder.events == [.next(1), .next(2), .completed])
        }

        @Test func finishesReplayingBeforeFailing() {
            let subject = ReplaySubject<Int, TestError>()
            subject.send(value: 1)
            subject.send(value: 2)
            let recorder = Recorder<Int, TestError>()
            subject.subscribe(
                Observer { event in
                    recorder.observer.send(event)
                    if event == .next(1) { subject.send(error: .boom) }
                })
            #expect(recorder.events == [.next(1), .next(2), .failed(.boom)])
        }

        @Test func aSubscriptionMadeDuringASendGetsEveryValueOnce() {
            let subject = ReplaySubject<Int, Never>()
            subject.send(value: 0)
            let inner = Recorder<Int, Never>()
            subject.subscribe(next: { value in
                if value == 1 {
                    subject.subscribe(inner.observer)
                    // Replayed right after this callback returns, not inside it.
                    #expect(inner.values.isEmpty)
                }
            })
            subject.send(value: 1)
            #expect(inner.values == [0, 1])
            subject.send(value: 2)
            #expect(inner.values == [0, 1, 2])
            // The subscriber holds the subject: ending it breaks that cycle.
            subject.sendCompleted()
        }

        @Test func disposingASubscriptionRemovesTheSubscriber() {
            let subject = ReplaySubject<Int, Never>()
            let (kept, _) = subject.signal.record()
            let (dropped, disposable) = subject.signal.record()
            subject.send(value: 1)
            disposable.dispose()
            subject.send(value: 2)
            #expect(dropped.values == [1])
            #expect(kept.values == [1, 2])
        }

        @Test func terminationDisposesTheSourceSubscriptions() {
            let subject = ReplaySubject<Int, TestError>()
            let cleanups = Counter()
            Signal<Int, TestError> { _, lifetime in lifetime.add { cleanups.increment() } }.subscribe(subject)
            Signal<Int, TestError>.from([1, 2]).subscribe(subject)
            #expect(cleanups.value == 1)
            #expect(subject.signal.record().0.events == [.next(1), .next(2), .completed])
            #expect(Signal<Int, TestError>.return(3).subscribe(subject).isDisposed)
        }

        @Test func aSourceSubscribedAfterTerminationRunsAndIsDisposedAtOnce() {
            let subject = ReplaySubject<Int, TestError>()
            let log = Log()
            let source = Signal<Int, TestError>.create { observer in
                log.append("subscribed")
                observer.send(value: 2)
                return ActionDisposable { log.append("disposed") }
            }
            subject.send(value: 1)
            subject.send(error: .boom)
            let disposable = source.subscribe(subject)
            #expect(disposable.isDisposed)
            #expect(log.entries == ["subscribed", "disposed"])
            #expect(subject.signal.record().0.events == [.next(1), .failed(.boom)])
        }

        @Test func takeThreeOfAReplaySubjectFedFromItsOwnSubscriber() {
            let subject = ReplaySubject<Int, Never>()
            let recorder = Recorder<Int, Never>()
            let sent = Counter()
            subject.signal.take(3).subscribe(
                Observer { event in
                    recorder.observer.send(event)
                    if case .next = event { subject.send(value: sent.increment()) }
                })
            subject.send(value: 0)
            #expect(recorder.events == [.next(0), .next(1), .next(2), .completed])
            #expect(subject.signal.take(4).record().0.values == [0, 1, 2, 3])
        }
    }

    @Suite struct BehaviorSubjectTests {
        @Test func sendsTheInitialValueToANewSubscriber() {
            let subject = BehaviorSubject<Int, TestError>(initial: 0)
            let (recorder, _) = subject.signal.record()
            #expect(recorder.events == [.next(0)])
        }

        @Test func sendsTheLatestValueThenLiveValues() {
            let subject = BehaviorSubject<Int, TestError>(initial: 0)
            let (early, _) = subject.signal.record()
            subject.send(value: 1)
            subject.send(value: 2)
            let (late, _) = subject.signal.record()
            subject.send(value: 3)
            #expect(early.values == [0, 1, 2, 3])
            #expect(late.values == [2, 3])
        }

        @Test func completionReachesCurrentSubscribers() {
            let subject = BehaviorSubject<Int, TestError>(initial: 0)
            let (recorder, disposable) = subject.signal.record()
            subject.send(value: 1)
            subject.sendCompleted()
            subject.send(value: 2)
            #expect(recorder.events == [.next(0), .next(1), .completed])
            #expect(disposable.isDisposed)
        }

        @Test func errorReachesCurrentSubscribers() {
            let subject = BehaviorSubject<Int, TestError>(initial: 0)
            let (recorder, _) = subject.signal.record()
            subject.send(error: .boom)
            subject.send(value: 2)
            #expect(recorder.events == [.next(0), .failed(.boom)])
        }

        /// RAC 2.5: the current value on every subscription, and no terminal event
        /// (a `RACSubject` does not remember it).
        @Test func aSubscriberAfterTerminationGetsTheLatestValueOnly() {
            let completed = BehaviorSubject<Int, TestError>(initial: 0)
            completed.send(value: 1)
            completed.sendCompleted()
            #expect(completed.signal.record().0.events == [.next(1)])

            let failed = BehaviorSubject<Int, TestError>(initial: 0)
            failed.send(error: .boom)
            #expect(failed.signal.record().0.events == [.next(0)])
        }

        @Test func disposingASubscriptionRemovesTheSubscriber() {
            let subject = BehaviorSubject<Int, Never>(initial: 0)
            let (recorder, disposable) = subject.signal.record()
            disposable.dispose()
            subject.send(value: 1)
            #expect(recorder.values == [0])
        }

        @Test func aSubscriptionMadeDuringASendGetsTheValueBeingSentOnce() {
            let subject = BehaviorSubject<Int, Never>(initial: 0)
            let inner = Recorder<Int, Never>()
            subject.subscribe(next: { value in
                if value == 1 { subject.subscribe(inner.observer) }
            })
            subject.send(value: 1)
            subject.send(value: 2)
            #expect(inner.values == [1, 2])
            // The subscriber holds the subject: ending it breaks that cycle.
            subject.sendCompleted()
        }

        @Test func aSubscriberArrivingWhileOthersSendGetsAnUnbrokenTail() {
            let subject = BehaviorSubject<Int, Never>(initial: -1)
            let (everything, _) = subject.signal.record()
            let late = (0..<20).map { _ in Recorder<Int, Never>() }
            onThreads(4) { thread in
                if thread == 0 {
                    for recorder in late { subject.subscribe(recorder.observer) }
                } else {
                    for value in 0..<300 { subject.send(value: thread * 1_000 + value) }
                }
            }
            // All subscribers see one order; a late one sees the value current when
            // it arrived, then every later one: a suffix of what the first one saw.
            let all = everything.values
            #expect(all.count == 901)
            for recorder in late {
                let tail = recorder.values
                #expect(!tail.isEmpty)
                #expect(Array(all.suffix(tail.count)) == tail)
            }
        }

        @Test func aSourceSubscribedAfterTerminationRunsAndIsDisposedAtOnce() {
            let subject = BehaviorSubject<Int, TestError>(initial: 0)
            let log = Log()
            let source = Signal<Int, TestError>.create { observer in
                log.append("subscribed")
                observer.send(value: 2)
                return ActionDisposable { log.append("disposed") }
            }
            subject.sendCompleted()
            #expect(source.subscribe(subject).isDisposed)
            #expect(log.entries == ["subscribed", "disposed"])
            #expect(subject.signal.record().0.events == [.next(0)])
        }
    }
}
