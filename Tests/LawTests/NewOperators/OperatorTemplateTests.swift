import LawCheck
import Reactive
import ReactiveLaws
import Synchronization
import Testing

/// Each template holds for an operator it is meant for and catches a planted
/// bug it is meant to see.
@Suite("Operator templates")
struct OperatorTemplateTests {
    @Test func commutesWithMap() {
        OperatorTemplate.commutesWithMap.check(counts: 0...3) { source, count in source.take(count) }
        OperatorTemplate.commutesWithMap.expectFailure { $0.filter { $0 > 2 } }  // looks at values
    }

    @Test func idempotent() {
        OperatorTemplate.idempotent.check { $0.distinctUntilChanged() }
        OperatorTemplate.idempotent.expectFailure { $0.skip(1) }
    }

    @Test func keepsOnlyInputValues() {
        OperatorTemplate.keepsOnlyInputValues.check { $0.filter { $0 % 2 == 0 }.skip(1) }
        OperatorTemplate.keepsOnlyInputValues.expectFailure { $0.map { $0 + 1 } }
    }

    @Test func keepsInputOrder() {
        OperatorTemplate.keepsInputOrder.check(counts: 0...3) { source, count in source.take(last: count) }
        OperatorTemplate.keepsInputOrder.expectFailure { source in  // sends the values backwards at completion
            source.collect().flattenMap { Signal.from($0.reversed()) }
        }
    }

    @Test func endsAsItsSource() {
        OperatorTemplate.endsAsItsSource.check { $0.filter { $0 > 2 } }
        OperatorTemplate.endsAsItsSource.expectFailure { $0.concat(.never) }  // swallows completion
    }

    @Test func distributesOverConcat() {
        OperatorTemplate.distributesOverConcat.check { $0.filter { $0 > 2 }.map { $0 * 2 } }
        OperatorTemplate.distributesOverConcat.expectFailure(counts: 1...3) { source, count in source.take(count) }
    }

    @Test func disposesWhatItSubscribes() {
        OperatorTemplate.disposesWhatItSubscribes.check(counts: 0...3) { source, count in source.take(count) }
        OperatorTemplate.disposesWhatItSubscribes.expectFailure { source in  // never disposes its subscription
            Signal { observer, _ in _ = source.subscribe(Observer { observer.send($0) }) }
        }
    }

    @Test func independentSubscriptions() {
        OperatorTemplate.independentSubscriptions.check(counts: 0...3) { source, count in source.take(count) }
        OperatorTemplate.independentSubscriptions.expectFailure { source in
            let seen = Mutex(0)  // one count for every subscription
            return source.filter { _ in
                seen.withLock {
                    $0 += 1
                    return $0
                } <= 2
            }
        }
    }

    @Test func deterministic() {
        OperatorTemplate.deterministic.check { $0.skip(1) }
        let builds = Mutex(0)  // shared by every build of the operator
        OperatorTemplate.deterministic.expectFailure { source in
            builds.withLock {
                $0 += 1
                return $0
            }.isMultiple(of: 2) ? source : source.skip(1)
        }
    }

    @Test func equivalentToACompositionOfCatalogOperators() {
        let firstTwoEven = OperatorTemplate.equivalent(to: "s.filter { $0 % 2 == 0 }.take(2)") {
            $0.filter { $0 % 2 == 0 }.take(2)
        }
        firstTwoEven.check { source in source.filter { !$0.isMultiple(of: 2) == false }.take(2) }
        firstTwoEven.expectFailure { source in source.take(2).filter { $0 % 2 == 0 } }
    }
}

/// The templates that compare runs of an operator with each other apply to
/// outputs of the operator's own type (here pairs and arrays).
@Suite("Operator templates on outputs of one's own type")
struct OwnOutputTemplateTests {
    static func pairwise(_ source: Signal<Int, TestFailure>) -> Signal<Pair<Int, Int>, TestFailure> {
        PairwiseKeepingFirst.pairwise(source, keepingFirst: false)
    }

    @Test func pairwiseIsDeterministicEndsAsItsSourceAndDisposes() {
        OperatorTemplate.deterministic.check { Self.pairwise($0) }
        OperatorTemplate.endsAsItsSource.check { Self.pairwise($0) }
        OperatorTemplate.disposesWhatItSubscribes.check { Self.pairwise($0) }
        OperatorTemplate.independentSubscriptions.check { Self.pairwise($0) }
    }

    @Test func aPairwiseWhoseLastValueIsSharedBySubscriptionsIsCaught() {
        let last = Mutex<Int?>(nil)  // the bug: one previous value for every subscription
        OperatorTemplate.independentSubscriptions.expectFailure { source in
            source.map { value in
                Pair(
                    last.withLock { last in
                        defer { last = value }
                        return last
                    } ?? -1, value)
            }
        }
    }

    @Test func aPairingAcrossTheSeamDoesNotDistributeOverConcat() {
        OperatorTemplate.distributesOverConcat.check { source in source.map { [$0, $0] } }
        OperatorTemplate.distributesOverConcat.expectFailure { Self.pairwise($0) }
    }

    @Test func anOperatorThatSwapsItsPairsOnEveryOtherBuildIsCaughtAndItsValuesNamed() {
        let builds = Mutex(0)  // the bug: every other build swaps its pairs
        let result = OperatorTemplate.deterministic.expectFailure { source in
            builds.withLock {
                $0 += 1
                return $0
            }.isMultiple(of: 2)
                ? Self.pairwise(source) : Self.pairwise(source).map { Pair($0.second, $0.first) }
        }
        #expect(result.report.contains("Values: 0 = ("), "\(result.report)")
    }

    @Test("an operator with a count and outputs of its own type is checked with check(counts:), its count printed")
    func countedOwnOutputs() {
        let bufferCount: CountSignalOperator<[Int]> = {
            BufferCountDroppingPartial.bufferCount($0, $1, droppingPartial: false)
        }
        OperatorTemplate.deterministic.check(counts: 1...3, bufferCount)
        OperatorTemplate.endsAsItsSource.check(counts: 1...3, bufferCount)
        OperatorTemplate.disposesWhatItSubscribes.check(counts: 1...3, bufferCount)
        OperatorTemplate.independentSubscriptions.check(counts: 1...3, bufferCount)
        let shared = Mutex<[Int]>([])  // the bug: one buffer for every subscription
        let result = OperatorTemplate.independentSubscriptions.expectFailure(counts: 1...3) { source, count in
            source.flattenMap { value -> Signal<[Int], TestFailure> in
                let full = shared.withLock { buffer -> [Int]? in
                    buffer.append(value)
                    guard buffer.count >= count else { return nil }
                    defer { buffer = [] }
                    return buffer
                }
                return full.map { .return($0) } ?? .empty
            }
        }
        #expect(result.report.contains("count = "), "\(result.report)")
        #expect(result.report.contains("Values: 0 = ["), "\(result.report)")
    }
}
