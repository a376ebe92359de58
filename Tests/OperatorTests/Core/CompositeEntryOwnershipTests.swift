import Reactive
import Testing

/// A composite keeps its entries in storage it manages itself; each entry must
/// be released exactly when the composite no longer holds it: when it is
/// removed, once disposal has disposed it, or when the composite goes.
@Suite struct CompositeEntryOwnershipTests {
    /// Entries added to a composite, seen only through weak references.
    private static func addEntries(_ count: Int, to composite: CompositeDisposable) -> [WeakBox] {
        (0..<count).map { _ in
            let entry = ActionDisposable()
            composite.add(entry)
            return WeakBox(entry)
        }
    }

    @Test(arguments: [1, 2, 9])
    func entriesOfACompositeDroppedUndisposedAreReleased(count: Int) {
        var composite: CompositeDisposable? = CompositeDisposable()
        let entries = Self.addEntries(count, to: composite!)
        #expect(entries.allSatisfy { $0.object != nil })
        composite = nil
        #expect(entries.allSatisfy { $0.object == nil })
    }

    @Test(arguments: [1, 2, 9])
    func disposalReleasesWhatItDisposed(count: Int) {
        let composite = CompositeDisposable()
        let entries = Self.addEntries(count, to: composite)
        composite.dispose()
        #expect(entries.allSatisfy { $0.object == nil })
    }

    @Test func removedEntriesAreReleasedAndTheOthersKept() {
        let composite = CompositeDisposable()
        let (removed, kept): ([WeakBox], WeakBox) = {
            let first = ActionDisposable()
            let second = ActionDisposable()
            let third = ActionDisposable()
            let firstToken = composite.add(first)!
            let secondToken = composite.add(second)!
            composite.add(third)
            composite.remove(firstToken)
            composite.remove(secondToken)
            return ([WeakBox(first), WeakBox(second)], WeakBox(third))
        }()
        #expect(removed.allSatisfy { $0.object == nil })
        #expect(kept.object != nil)
        composite.dispose()
        #expect(kept.object == nil)
    }
}
