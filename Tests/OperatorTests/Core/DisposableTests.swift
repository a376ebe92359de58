import Dispatch
import Testing

@testable import Reactive

@Suite struct DisposableTests {
    @Test func actionDisposableRunsOnceEvenWhenDisposedFromManyThreads() {
        let runs = Counter()
        let disposable = ActionDisposable { runs.increment() }
        #expect(!disposable.isDisposed)
        DispatchQueue.concurrentPerform(iterations: 64) { _ in disposable.dispose() }
        #expect(disposable.isDisposed)
        #expect(runs.value == 1)
    }

    @Test func compositeDisposesEveryEntryInTheOrderAdded() {
        let log = Log()
        let composite = CompositeDisposable([ActionDisposable { log.append("a") }])
        composite.add { log.append("b") }
        composite.add(ActionDisposable { log.append("c") })
        composite.dispose()
        composite.dispose()
        #expect(log.entries == ["a", "b", "c"])
    }

    @Test func compositeDisposesAnythingAddedAfterItWasDisposed() {
        let composite = CompositeDisposable()
        composite.dispose()
        let late = ActionDisposable()
        #expect(composite.add(late) == nil)
        #expect(late.isDisposed)
    }

    @Test func removedEntriesAreNotDisposed() {
        let composite = CompositeDisposable()
        let kept = ActionDisposable()
        let removed = ActionDisposable()
        composite.add(kept)
        let token = composite.add(removed)!
        composite.remove(token)
        composite.remove(token)
        composite.dispose()
        #expect(kept.isDisposed)
        #expect(!removed.isDisposed)
    }

    @Test func compositeStaysSmallWhenEntriesComeAndGo() {
        let composite = CompositeDisposable()
        let survivor = ActionDisposable()
        composite.add(survivor)
        for _ in 0..<100_000 {
            let token = composite.add(ActionDisposable())!
            composite.remove(token)
        }
        let last = ActionDisposable()
        composite.add(last)
        composite.dispose()
        #expect(survivor.isDisposed)
        #expect(last.isDisposed)
    }

    /// The entries a composite keeps listed, live or holes (read by reflection:
    /// how much memory the composite holds on to is not part of its API).
    static func listedEntries(of composite: CompositeDisposable) -> Int? {
        Mirror(reflecting: composite).descendant("entryList", "entries").map { Mirror(reflecting: $0).children.count }
    }

    @Test func compositeStaysSmallWhenEntriesComeAndGoBehindALiveOne() {
        // As in flattenMap: the source's entry stays while inner ones come and go.
        let composite = CompositeDisposable()
        composite.add(ActionDisposable())
        let source = ActionDisposable()
        composite.add(source)
        for _ in 0..<10_000 {
            let token = composite.add(ActionDisposable())!
            composite.remove(token)
        }
        #expect(Self.listedEntries(of: composite) == 1)
        let inner = (0..<1_000).map { _ in ActionDisposable() }
        let tokens = inner.map { composite.add($0)! }
        for token in tokens.indices where token % 3 != 0 { composite.remove(tokens[token]) }
        #expect((Self.listedEntries(of: composite) ?? .max) <= 2 * 334 + 33)
        // Tokens still find their entries after the holes before them were dropped.
        for token in tokens.indices where token % 6 == 0 { composite.remove(tokens[token]) }
        composite.dispose()
        #expect(source.isDisposed)
        #expect(inner.indices.allSatisfy { inner[$0].isDisposed == (($0 % 3 == 0) && ($0 % 6 != 0)) })
    }

    @Test func flattenMapOverManyValuesKeepsItsLifetimeSmall() {
        // The source never completes, so its entry stays first in the lifetime.
        let subscription = Signal<Int, Never> { observer, _ in
            for value in 0..<10_000 { observer.send(value: value) }
        }
        .flattenMap { value in
            Signal<Int, Never> { observer, _ in
                observer.send(value: value)
                observer.sendCompleted()
            }
        }
        .subscribe(next: { _ in })
        let lifetime = try? #require(subscription as? CompositeDisposable)
        #expect((lifetime.flatMap(Self.listedEntries(of:)) ?? .max) <= 2)
        subscription.dispose()
    }

    @Test func serialDisposableDoesNotDisposeTheReplacedInner() {
        let first = ActionDisposable()
        let second = ActionDisposable()
        let serial = SerialDisposable(first)
        let old = serial.swap(second)
        #expect(old === first)
        #expect(!first.isDisposed)
        serial.inner = nil
        #expect(!second.isDisposed)
        serial.inner = second
        serial.dispose()
        #expect(second.isDisposed)
        #expect(!first.isDisposed)
    }

    @Test func serialDisposableDisposesAnythingSetAfterItWasDisposed() {
        let serial = SerialDisposable()
        serial.dispose()
        let late = ActionDisposable()
        #expect(serial.swap(late) == nil)
        #expect(late.isDisposed)
        #expect(serial.isDisposed)
    }

    @Test func scopedDisposableDisposesWhenReleased() {
        let inner = ActionDisposable()
        do {
            let scoped = inner.scoped()
            #expect(!scoped.isDisposed)
        }
        #expect(inner.isDisposed)
    }

    @Test func compositeMadeFromABlockRunsItOnceOnDisposal() {
        let runs = Counter()
        let composite = CompositeDisposable { runs.increment() }
        let added = ActionDisposable()
        composite.add(added)
        #expect(runs.value == 0)
        composite.dispose()
        composite.dispose()
        #expect(runs.value == 1)
        #expect(added.isDisposed)
    }

    @Test func compositeMadeFromAnySequenceOwnsEveryElement() {
        let log = Log()
        let composite = CompositeDisposable(
            (0..<3).lazy.map { index -> any Disposable in
                ActionDisposable { log.append("\(index)") }
            })
        composite.dispose()
        #expect(log.entries == ["0", "1", "2"])
    }

    @Test func serialMadeFromABlockRunsItOnDisposalUnlessSwappedOut() {
        let runs = Counter()
        let serial = SerialDisposable { runs.increment() }
        serial.dispose()
        #expect(runs.value == 1)
        let swapped = SerialDisposable { runs.increment() }
        let old = swapped.swap(nil)
        swapped.dispose()
        #expect(runs.value == 1)
        old?.dispose()
        #expect(runs.value == 2)
    }
}
