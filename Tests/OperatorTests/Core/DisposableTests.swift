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
        let composite = CompositeDisposable((0..<3).lazy.map { index -> any Disposable in
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
