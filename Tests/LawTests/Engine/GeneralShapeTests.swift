import LawCheck
import Testing

/// One test per shrink pass written for a general shape (issue 23), each on
/// a problem of its own, none of them in lawcheck-bench: the shrink starts
/// from a given choice sequence on which only that pass makes progress.
@Suite("Shrinking general shapes")
struct GeneralShapeTests {
    @Test("two parts with a fixed difference, four choices apart, fall together")
    func distantPairFallsTogether() {
        // b is coded from 1, so b = 50 is choice 49; three flags between.
        let outcome = ShrinkStepTests.shrink(
            zip(
                Gen<Int>.int(in: 0...50), Gen<Int>.int(in: 0...5), Gen<Int>.int(in: 0...5), Gen<Int>.int(in: 0...5),
                Gen<Int>.int(in: 1...60)),
            from: [30, 1, 2, 3, 49]
        ) { a, _, _, _, b in b - a == 20 && a >= 4 }
        #expect(outcome.original == "(30, 1, 2, 3, 50)")
        #expect(outcome.minimal == "(4, 0, 0, 0, 24)")
    }

    @Test("a value under a filter is lowered past the values the filter rejects")
    func lowersPastRejectedValues() {
        // Only x % 8 == 3 is generated; 299 is below the threshold, 307 the least failing.
        let outcome = ShrinkStepTests.shrink(Gen<Int>.int(in: 0...5000).filter { $0 % 8 == 3 }, from: [4003]) { x in
            x >= 300
        }
        #expect(outcome.original == "4003")
        #expect(outcome.minimal == "307")
    }

    @Test("an amount moves to a later value under a filter, past the values the filter rejects")
    func transfersPastRejectedValues() {
        // The second value is a multiple of 4 and the sum must reach 1002:
        // lowering the first alone passes, moving one or two units lands on
        // 1001 or 1002, which the filter rejects; (0, 1004) is the least.
        let outcome = ShrinkStepTests.shrink(
            zip(Gen<Int>.int(in: 0...9), Gen<Int>.int(in: 0...3000).filter { $0 % 4 == 0 }), from: [2, 1000]
        ) { a, b in a + b >= 1002 }
        #expect(outcome.original == "(2, 1000)")
        #expect(outcome.minimal == "(0, 1004)")
    }

    @Test("a value on a lattice whose step is above 32 is lowered by a divisor of the amounts it fell by")
    func lowersByLargeLatticeStep() {
        // Multiples of 45 from 900 fail. Minimization's probe 4095 = 45 · 91
        // fails; from there no quotient is on the lattice and no divisor up
        // to 32 is a step of it, but 6075 − 4095 = 1980 is a multiple of 45.
        let outcome = ShrinkStepTests.shrink(Gen<Int>.int(in: 0...10_000), from: [6075]) { x in x >= 900 && x % 45 == 0
        }
        #expect(outcome.original == "6075")
        #expect(outcome.minimal == "900")
    }

    @Test("two values that must trade places are swapped")
    func swapsDistantValues() {
        // The pair {2, 7} in either order, a flag between: lowering 7 alone passes.
        let outcome = ShrinkStepTests.shrink(
            zip(Gen<Int>.int(in: 0...9), Gen<Int>.int(in: 0...3), Gen<Int>.int(in: 0...9)), from: [7, 0, 2]
        ) { a, _, c in (a == 7 && c == 2) || (a == 2 && c == 7) }
        #expect(outcome.original == "(7, 0, 2)")
        #expect(outcome.minimal == "(2, 0, 7)")
    }

    @Test("a key written three times is relabelled at key positions only")
    func relabelsKeysOnly() {
        // Fails when one key is written three times and some value is at
        // least 3: lowering every 3 breaks the value, two keys at a time
        // splits the key.
        let writes = zip(Gen<Int>.int(in: 0...9), Gen<Int>.int(in: 0...9)).array()
        let outcome = ShrinkStepTests.shrink(writes, from: [1, 3, 3, 1, 3, 0, 1, 3, 0, 0]) { writes in
            Dictionary(grouping: writes, by: \.0).values.contains { $0.count >= 3 } && writes.contains { $0.1 >= 3 }
        }
        #expect(outcome.original == "[(3, 3), (3, 0), (3, 0)]")
        // Relabelled, the writes sort with the value 3 last.
        #expect(outcome.minimal == "[(0, 0), (0, 0), (0, 3)]")
    }

    @Test("two adjacent elements are deleted together where deleting one flips the parity")
    func deletesAdjacentPairs() {
        // Fails on an odd number of elements, at least three, the last a 5
        // (so the list cannot simply be cut short).
        let outcome = ShrinkStepTests.shrink(Gen<Int>.int(in: 0...9).array(), from: [1, 0, 1, 0, 1, 0, 1, 0, 1, 5, 0]) {
            xs in
            xs.count % 2 == 1 && xs.count >= 3 && xs.last == 5
        }
        #expect(outcome.original == "[0, 0, 0, 0, 5]")
        #expect(outcome.minimal == "[0, 0, 5]")
    }

    @Test("a size lowered before its contents gives back what the clamp removed")
    func conservesClampedAmounts() {
        // n in 1...10 (choice n - 1), then n values in 0...2n; fails when
        // they sum to 12 or more: n = 3 and [0, 6, 6] is the least.
        let outcome = ShrinkStepTests.shrink(
            Gen<Int>.int(in: 1...10).flatMap { n in Gen<Int>.int(in: 0...(2 * n)).array(count: n) },
            from: [3, 0, 0, 4, 8]
        ) { xs in xs.reduce(0, +) >= 12 }
        #expect(outcome.original == "[0, 0, 4, 8]")
        #expect(outcome.minimal == "[0, 6, 6]")
    }

    @Test("an amount in a later field of a record merges into the same field of an earlier record")
    func mergesRecordIntoSibling() {
        // Records (flag, flag, amount); the amounts must sum to 50. The two
        // amounts are three choices apart, the first fields are 0.
        let records = zip(Gen<Int>.int(in: 0...9), Gen<Int>.int(in: 0...9), Gen<Int>.int(in: 0...50)).array()
        let outcome = ShrinkStepTests.shrink(records, from: [1, 0, 0, 20, 1, 0, 0, 30, 0]) { records in
            records.map(\.2).reduce(0, +) >= 50
        }
        #expect(outcome.original == "[(0, 0, 20), (0, 0, 30)]")
        #expect(outcome.minimal == "[(0, 0, 50)]")
    }
}
