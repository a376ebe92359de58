import CombineLaws
import OpenCombine
import Reactive
import ReactiveLaws
import Testing

/// Every OpenCombine 0.14.0 operator that has a law, checked under Combine's
/// rules: model, resource and per-subscription laws, one line each. The
/// sources are driven as publishers (`signal.publisher`) and the output
/// observed as a signal (`.signal()`); time operators wait on the replay's
/// virtual clock (``VirtualTimeScheduler``). The four operators with known
/// bugs are in `KnownBugTests.swift`; `zip` and `subscribe(on:)`, whose
/// resource laws fail, in `FindingTests.swift`.
@Suite("OpenCombine operators under Combine's rules")
struct OpenCombineOperatorTests {
    // Transforming
    @Test func map() { OperatorLaws.map.under(.combine).checkAll { $0.publisher.map($1).signal() } }
    @Test func tryMap() {
        OperatorLaws.tryMap.under(.combine).checkAll { s, f in s.publisher.tryMap { try f($0) }.lawFailure().signal() }
    }
    @Test func filter() { OperatorLaws.filter.under(.combine).checkAll { $0.publisher.filter($1).signal() } }
    @Test func tryFilter() {
        OperatorLaws.try.under(.combine).checkAll { s, body in
            s.publisher.tryFilter {
                try body($0)
                return true
            }.lawFailure().signal()
        }
    }
    @Test func compactMap() {
        OperatorLaws.filter.under(.combine).checkAll { s, p in s.publisher.compactMap { p($0) ? $0 : nil }.signal() }
    }
    @Test func tryCompactMap() {
        OperatorLaws.tryMap.under(.combine).checkAll { s, f in
            s.publisher.tryCompactMap { try f($0) }.lawFailure().signal()
        }
    }
    @Test func ignoreOutput() {
        OperatorLaws.ignoreValues.under(.combine).checkAll {
            $0.publisher.ignoreOutput().map { (never: Never) -> Int in }.signal()
        }
    }
    @Test func scan() { OperatorLaws.scan.under(.combine).checkAll { $0.publisher.scan($1, $2).signal() } }
    @Test func tryScan() {
        OperatorLaws.scan.under(.combine).checkAll { s, x, f in s.publisher.tryScan(x, f).lawFailure().signal() }
    }
    @Test func removeDuplicates() {
        OperatorLaws.distinctUntilChanged.under(.combine).checkAll { $0.publisher.removeDuplicates().signal() }
    }
    @Test func prependValue() { OperatorLaws.startWith.under(.combine).checkAll { $0.publisher.prepend($1).signal() } }

    // Slicing
    @Test func prefix() { OperatorLaws.take.under(.combine).checkAll { $0.publisher.prefix($1).signal() } }
    @Test func dropFirst() { OperatorLaws.skip.under(.combine).checkAll { $0.publisher.dropFirst($1).signal() } }
    @Test func outputAt() { OperatorLaws.elementAt.under(.combine).checkAll { $0.publisher.output(at: $1).signal() } }
    @Test func prefixWhile() {
        OperatorLaws.takeWhile.under(.combine).checkAll { $0.publisher.prefix(while: $1).signal() }
    }
    @Test func tryPrefixWhile() {
        OperatorLaws.takeWhile.under(.combine).checkAll { s, p in s.publisher.tryPrefix(while: p).lawFailure().signal()
        }
    }
    @Test func dropWhile() { OperatorLaws.skipWhile.under(.combine).checkAll { $0.publisher.drop(while: $1).signal() } }
    @Test func tryDropWhile() {
        OperatorLaws.skipWhile.under(.combine).checkAll { s, p in s.publisher.tryDrop(while: p).lawFailure().signal() }
    }

    // Combining
    @Test func append() { OperatorLaws.concat.under(.combine).checkAll { $0.publisher.append($1.publisher).signal() } }
    @Test func prependPublisher() {
        OperatorLaws.concat.under(.combine).checkAll { $1.publisher.prepend($0.publisher).signal() }
    }
    @Test func flatMapOfPublishers() {
        OperatorLaws.flatten.under(.combine).checkAll { $0.publisher.flatMap { $0.publisher }.signal() }
    }
    @Test func flatMapMaxPublishers() {
        OperatorLaws.flattenWithLimit.under(.combine).checkAll { ss, n in
            ss.publisher.flatMap(maxPublishers: n == 0 ? .unlimited : .max(n)) { $0.publisher }.signal()
        }
    }
    @Test func flatMapOneAtATime() {
        OperatorLaws.concatOfSignals.under(.combine).checkAll {
            $0.publisher.flatMap(maxPublishers: .max(1)) { $0.publisher }.signal()
        }
    }
    @Test func switchToLatest() {
        OperatorLaws.switchToLatest.under(.combine).checkAll {
            $0.publisher.map { $0.publisher }.switchToLatest().signal()
        }
    }

    // Errors
    @Test func `catch`() {
        OperatorLaws.catch.under(.combine).checkAll { s, h in s.publisher.catch { h($0).publisher }.signal() }
    }
    @Test func catchTo() {
        OperatorLaws.catchTo.under(.combine).checkAll { a, b in a.publisher.catch { _ in b.publisher }.signal() }
    }
    @Test func tryCatch() {
        OperatorLaws.catch.under(.combine).checkAll { s, h in
            s.publisher.tryCatch { h($0).publisher }.lawFailure().signal()
        }
    }
    @Test func retry() { OperatorLaws.retry.under(.combine).checkAll { $0.publisher.retry($1).signal() } }
    @Test func mapError() { OperatorLaws.mapFailure.under(.combine).checkAll { $0.publisher.mapError($1).signal() } }

    // Side effects
    @Test func handleEventsOutput() {
        OperatorLaws.doNext.under(.combine).checkAll { $0.publisher.handleEvents(receiveOutput: $1).signal() }
    }
    @Test func handleEventsFailure() {
        OperatorLaws.doFailed.under(.combine).checkAll { s, effect in
            s.publisher.handleEvents(receiveCompletion: { if case .failure(let failure) = $0 { effect(failure) } })
                .signal()
        }
    }
    @Test func handleEventsFinished() {
        OperatorLaws.doCompleted.under(.combine).checkAll { s, effect in
            s.publisher.handleEvents(receiveCompletion: { if case .finished = $0 { effect() } }).signal()
        }
    }
    @Test func handleEventsSubscription() {
        OperatorLaws.initially.under(.combine).checkAll { s, effect in
            s.publisher.handleEvents(receiveSubscription: { _ in effect() }).signal()
        }
    }
    @Test func handleEventsEnd() {
        OperatorLaws.finally.under(.combine).checkAll { s, effect in
            s.publisher.handleEvents(receiveCompletion: { _ in effect() }, receiveCancel: effect).signal()
        }
    }

    // Reducing
    @Test func reduce() {
        OperatorLaws.aggregateValues.under(.combine).checkAll { $0.publisher.reduce($1, $2).signal() }
    }
    @Test func tryReduce() {
        OperatorLaws.aggregateValues.under(.combine).checkAll { s, x, f in
            s.publisher.tryReduce(x, f).lawFailure().signal()
        }
    }
    @Test func collect() { OperatorLaws.collect.under(.combine).checkAll { $0.publisher.collect().signal() } }
    @Test func contains() {
        OperatorLaws.anyFailable.under(.combine).checkAll { $0.publisher.contains { _ in true }.signal() }
    }
    @Test func containsWhere() {
        OperatorLaws.anyPassingFailable.under(.combine).checkAll { $0.publisher.contains(where: $1).signal() }
    }
    @Test func tryContainsWhere() {
        OperatorLaws.anyPassingFailable.under(.combine).checkAll { s, p in
            s.publisher.tryContains(where: p).lawFailure().signal()
        }
    }
    @Test func allSatisfy() {
        OperatorLaws.allFailable.under(.combine).checkAll { $0.publisher.allSatisfy($1).signal() }
    }
    @Test func tryAllSatisfy() {
        OperatorLaws.allFailable.under(.combine).checkAll { s, p in s.publisher.tryAllSatisfy(p).lawFailure().signal() }
    }

    // Time, on the replay's virtual clock
    @Test func delay() {
        OperatorLaws.delay.under(.combine).checkAll { s, d, on in
            s.publisher.delay(for: .init(d), scheduler: VirtualTimeScheduler(on)).signal()
        }
    }
    @Test func debounce() {
        OperatorLaws.throttle.under(.combine).checkAll { s, d, on in
            s.publisher.debounce(for: .init(d), scheduler: VirtualTimeScheduler(on)).signal()
        }
    }
    @Test func receiveOn() {
        OperatorLaws.deliverOn.under(.combine).checkAll { $0.publisher.receive(on: VirtualTimeScheduler($1)).signal() }
    }

    // Sharing
    @Test func share() { OperatorLaws.publishAutoconnect.under(.combine).check { $0.publisher.share().signal() } }
    @Test func multicastAutoconnect() {
        OperatorLaws.publishAutoconnect.under(.combine).check {
            $0.publisher.multicast { PassthroughSubject() }.autoconnect().signal()
        }
    }
}
