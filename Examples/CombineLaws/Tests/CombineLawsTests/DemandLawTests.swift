import CombineLaws
import Foundation
import LawCheck
import OpenCombine
import ReactiveLaws
import Testing

/// The demand laws (never more than requested; a value requested is
/// delivered or the stream ends; `.max(n)` respected across re-entrant
/// requests) on OpenCombine's operators, through the same one-line adapters
/// as their model laws, and on two planted demand bugs that they must catch.
@Suite("Demand laws")
struct DemandLawTests {
    @Test func map() { OperatorLaws.map.under(.combine).checkDemand { $0.publisher.map($1).signal() } }
    @Test func filter() { OperatorLaws.filter.under(.combine).checkDemand { $0.publisher.filter($1).signal() } }
    @Test func compactMap() {
        OperatorLaws.filter.under(.combine).checkDemand { s, p in s.publisher.compactMap { p($0) ? $0 : nil }.signal() }
    }
    @Test func scan() { OperatorLaws.scan.under(.combine).checkDemand { $0.publisher.scan($1, $2).signal() } }
    @Test func removeDuplicates() {
        OperatorLaws.distinctUntilChanged.under(.combine).checkDemand { $0.publisher.removeDuplicates().signal() }
    }
    @Test func prependValue() {
        OperatorLaws.startWith.under(.combine).checkDemand { $0.publisher.prepend($1).signal() }
    }
    @Test func prefix() { OperatorLaws.take.under(.combine).checkDemand { $0.publisher.prefix($1).signal() } }
    @Test func dropFirst() { OperatorLaws.skip.under(.combine).checkDemand { $0.publisher.dropFirst($1).signal() } }
    @Test func prefixWhile() {
        OperatorLaws.takeWhile.under(.combine).checkDemand { $0.publisher.prefix(while: $1).signal() }
    }
    @Test func dropWhile() {
        OperatorLaws.skipWhile.under(.combine).checkDemand { $0.publisher.drop(while: $1).signal() }
    }
    @Test func append() {
        OperatorLaws.concat.under(.combine).checkDemand { $0.publisher.append($1.publisher).signal() }
    }
    @Test func flatMap() {
        OperatorLaws.flatten.under(.combine).checkDemand { $0.publisher.flatMap { $0.publisher }.signal() }
    }
    @Test func switchToLatest() {
        OperatorLaws.switchToLatest.under(.combine).checkDemand {
            $0.publisher.map { $0.publisher }.switchToLatest().signal()
        }
    }
    @Test func `catch`() {
        OperatorLaws.catch.under(.combine).checkDemand { s, h in s.publisher.catch { h($0).publisher }.signal() }
    }
    @Test func retry() { OperatorLaws.retry.under(.combine).checkDemand { $0.publisher.retry($1).signal() } }
    @Test func collect() { OperatorLaws.collect.under(.combine).checkDemand { $0.publisher.collect().signal() } }
    @Test func allSatisfy() {
        OperatorLaws.allFailable.under(.combine).checkDemand { $0.publisher.allSatisfy($1).signal() }
    }
    @Test func delay() {
        OperatorLaws.delay.under(.combine).checkDemand { s, d, on in
            s.publisher.delay(for: .init(d), scheduler: VirtualTimeScheduler(on)).signal()
        }
    }
    @Test func receiveOn() {
        OperatorLaws.deliverOn.under(.combine).checkDemand {
            $0.publisher.receive(on: VirtualTimeScheduler($1)).signal()
        }
    }

    @Test("a planted operator that ignores demand breaks 'never more values than requested'")
    func ignoringDemandIsCaught() {
        let results = OperatorLaws.map.under(.combine).runDemand { s, f in
            PlantedDemandBug(s.publisher.map(f), .ignoresDemand).signal()
        }
        #expect(!results[0].passed, "never more than requested")
        #expect(!results[1].passed, "requested is delivered")
    }

    @Test("a planted operator that drops requests made inside receive(_:) breaks only the re-entrant law")
    func droppingReentrantRequestsIsCaught() {
        let results = OperatorLaws.map.under(.combine).runDemand { s, f in
            PlantedDemandBug(s.publisher.map(f), .dropsReentrantRequests).signal()
        }
        #expect(results[0].passed && results[1].passed)
        #expect(!results[2].passed, ".max(n) across re-entrant requests")
    }
}

/// An operator with a planted demand bug, for the tests that prove the demand laws see one.
struct PlantedDemandBug<Upstream: Publisher>: Publisher {
    typealias Output = Upstream.Output
    typealias Failure = Upstream.Failure

    enum Bug {
        /// Asks upstream for everything and passes every value on, whatever was requested.
        case ignoresDemand
        /// Forgets a request made while it is delivering a value.
        case dropsReentrantRequests
    }

    let upstream: Upstream
    let bug: Bug

    init(_ upstream: Upstream, _ bug: Bug) {
        self.upstream = upstream
        self.bug = bug
    }

    func receive<Downstream: Subscriber>(subscriber: Downstream)
    where Downstream.Input == Output, Downstream.Failure == Failure {
        upstream.subscribe(Inner(downstream: subscriber, bug: bug))
    }

    final class Inner<Downstream: Subscriber>: Subscriber, Subscription
    where Downstream.Input == Output, Downstream.Failure == Failure {
        let downstream: Downstream
        let bug: Bug
        var upstream: (any Subscription)?
        var delivering = false

        init(downstream: Downstream, bug: Bug) {
            self.downstream = downstream
            self.bug = bug
        }

        func receive(subscription: any Subscription) {
            upstream = subscription
            downstream.receive(subscription: self)
            if bug == .ignoresDemand { subscription.request(.unlimited) }
        }

        func receive(_ input: Upstream.Output) -> Subscribers.Demand {
            delivering = true
            defer { delivering = false }
            let more = downstream.receive(input)
            return bug == .ignoresDemand ? .none : more
        }

        func receive(completion: Subscribers.Completion<Upstream.Failure>) {
            downstream.receive(completion: completion)
        }

        func request(_ demand: Subscribers.Demand) {
            if bug == .ignoresDemand || delivering { return }
            upstream?.request(demand)
        }

        func cancel() { upstream?.cancel() }
    }
}
