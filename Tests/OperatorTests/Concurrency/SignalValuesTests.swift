import Testing

@testable import Reactive

/// A signal's values as an `AsyncSequence`: events, buffering, cancellation.
@Suite struct SignalValuesTests {
    @Test func aSignalThatCannotFailGivesANonThrowingSequence() async {
        var received: [Int] = []
        for await value in Signal<Int, Never>.from([1, 2, 3]).values {
            received.append(value)
        }
        #expect(received == [1, 2, 3])
    }

    @Test func theErrorIsThrownTypedAfterTheValuesBeforeIt() async {
        var received: [Int] = []
        do {
            for try await value in Signal<Int, TestError>.from([1, 2]).concat(.error(.boom)).values {
                received.append(value)
            }
            Issue.record("the iteration should have thrown")
        } catch {
            #expect(error == .boom)
        }
        #expect(received == [1, 2])
    }

    @Test func afterTheEndNextKeepsReturningNil() async throws {
        var iterator = Signal<Int, TestError>.error(.boom).values.makeAsyncIterator()
        await #expect(throws: TestError.boom) { try await iterator.next() }
        #expect(try await iterator.next() == nil)
        var completed = Signal<Int, TestError>.empty.values.makeAsyncIterator()
        #expect(try await completed.next() == nil)
        #expect(try await completed.next() == nil)
    }

    @Test func eachIteratorSubscribesAnewWhenItIsMade() async throws {
        let source = HandDrivenSource<Int, Never>()
        let values = source.signal.values
        #expect(source.subscriptions == 0, "making the sequence runs nothing")
        var first = values.makeAsyncIterator()
        var second = values.makeAsyncIterator()
        try #require(source.active == 2)
        source.send(7)
        #expect(await first.next() == 7)
        #expect(await second.next() == 7)
    }

    @Test func anIteratorKeepsWhatAHotSourceSendsBeforeItsFirstNext() async {
        // Replays only the completion: a subscription made at the first
        // next() would see nothing but the end.
        let subject = ReplaySubject<Int, Never>(capacity: 0)
        var iterator = subject.signal.values.makeAsyncIterator()
        subject.send(value: 1)
        subject.send(value: 2)
        subject.sendCompleted()
        var received: [Int] = []
        while let value = await iterator.next() { received.append(value) }
        #expect(received == [1, 2])
    }

    @Test(arguments: [
        (SignalBufferingPolicy.unbounded, [1, 2, 3, 4, 5]),
        (.bufferingOldest(2), [1, 2]),
        (.bufferingNewest(2), [4, 5]),
        (.bufferingNewest(0), []),
    ])
    func theBufferKeepsWhatItsPolicySays(policy: SignalBufferingPolicy, expected: [Int]) async {
        // The source sends everything while the iterator is made, before
        // the first next(): the buffer keeps what its policy says, and the
        // completion follows it.
        var received: [Int] = []
        for await value in Signal<Int, Never>.from([1, 2, 3, 4, 5]).values(bufferingPolicy: policy) {
            received.append(value)
        }
        #expect(received == expected)
    }

    @Test func cancellingTheConsumingTaskDisposesTheSubscription() async {
        let source = HandDrivenSource<Int, Never>()
        let received = Recorder<Int, Never>()
        let consumer = Task {
            for await value in source.signal.values { received.observer.send(value: value) }
        }
        #expect(await eventually { source.active == 1 })
        source.send(1)
        #expect(await eventually { received.values == [1] })
        consumer.cancel()
        await consumer.value
        #expect(source.active == 0)
        source.send(2)
        #expect(received.values == [1])
    }

    @Test func aWaitingNextReturnsNilWhenItsTaskIsCancelled() async throws {
        let source = HandDrivenSource<Int, TestError>()
        let waiting = Task { () async throws(TestError) -> Int? in
            var iterator = source.signal.values.makeAsyncIterator()
            return try await iterator.next()
        }
        #expect(await eventually { source.active == 1 })
        waiting.cancel()
        #expect(try await waiting.value == nil)
        #expect(source.active == 0)
    }

    @Test func aTaskCancelledBeforeItMakesTheIteratorNeverSubscribes() async {
        let source = HandDrivenSource<Int, Never>()
        let gate = Subject<Int, Never>()
        let consumer = Task {
            _ = try? await gate.signal.first()
            var iterator = source.signal.values.makeAsyncIterator()
            return await iterator.next()
        }
        consumer.cancel()
        #expect(await consumer.value == nil)
        #expect(source.subscriptions == 0)
    }

    @Test func leavingTheLoopDisposesTheSubscription() async {
        let disposals = Counter()
        let source = HandDrivenSource<Int, Never>()
        let counted = Signal<Int, Never> { observer, lifetime in
            lifetime.add { disposals.increment() }
            source.signal.subscribe(observer)
        }
        let sender = Task {
            #expect(await eventually { source.active == 1 })
            for value in 0..<5 { source.send(value) }
        }
        var received: [Int] = []
        for await value in counted.values {
            received.append(value)
            if value == 2 { break }
        }
        await sender.value
        #expect(received == [0, 1, 2])
        #expect(disposals.value == 1)
        #expect(source.active == 0)
    }

    @Test func valuesSentFromManyThreadsAllArriveOnce() async {
        // A replay subject: whenever the consumer subscribes, it gets everything.
        let subject = ReplaySubject<Int, Never>()
        let consumer = Task {
            var received: [Int] = []
            for await value in subject.signal.values { received.append(value) }
            return received
        }
        await withTaskGroup(of: Void.self) { group in
            for thread in 0..<4 {
                group.addTask {
                    for value in 0..<250 { subject.send(value: thread * 1_000 + value) }
                }
            }
        }
        subject.sendCompleted()
        let received = await consumer.value
        #expect(received.count == 1_000)
        #expect(Set(received).count == 1_000)
    }
}
