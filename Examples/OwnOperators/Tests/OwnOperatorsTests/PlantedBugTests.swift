import LawCheck
import OwnOperators
import Reactive
import ReactiveLaws
import Testing

/// Bugs planted on purpose, to see that the laws catch them. `expectFailure`
/// fails the test if the law holds; it runs with the environment's profile
/// and seed (a fresh seed per run unless `LAWCHECK_SEED` is set), so every
/// run tries new schedules, and it never records into the corpus.
@Suite("Planted bugs are caught")
struct PlantedBugTests {
    @Test func aTakeThatLetsOneMoreThrough() {
        OperatorLaws.take.expectFailure { source, count in source.take(count + 1) }
    }

    @Test func aZipThatMissesTheSecondSourcesCompletion() {
        OperatorLaws.zipWith.expectFailure { a, b in a.zip(with: b.concat(.never)) }
    }

    @Test func aRetryThatForgetsToDisposeTheFailedSubscription() {
        OperatorLaws.retry.expectFailure(.resources) { source, count in
            Signal { observer, lifetime in
                let failures = Locked(0)
                @Sendable func attempt() {
                    _ = source.subscribe(
                        Observer { event in  // the bug: the subscription is not added to lifetime
                            if case .failed = event,
                                failures.withLock({
                                    $0 += 1
                                    return $0
                                }) <= count
                            {
                                attempt()
                            } else {
                                observer.send(event)
                            }
                        })
                }
                attempt()
            }
        }
    }

    @Test func aTakeWhoseCountIsSharedBySubscriptions() {
        OperatorLaws.take.expectFailure(.subscriptions) { source, count in
            let taken = Locked(0)  // the bug: one count for every subscription
            return source.filter { _ in
                taken.withLock {
                    $0 += 1
                    return $0
                } <= count
            }.take(count)
        }
    }
}

extension PlantedBugTests {
    @Test func aFastTakeWhileThatKeepsTheFirstFailingValue() {
        BagLawTests.bags.expectFailure(.takeWhileIsTakeUntilNegated) { bag, predicate in
            Bag(Array(bag.values.prefix(bag.values.prefix(while: predicate).count + 1)))
        }
    }
}

/// Planted bugs in operators no catalog has (`NewOperatorLawTests`): each is
/// caught by the operator's model law. `law-catch-bench` measures the same
/// bugs (Tests/LawTests/Laws/PlantedBugs in the Reactive package).
extension PlantedBugTests {
    @Test func aPairwiseThatPairsEveryValueWithTheFirst() {
        NewOperatorLaws.pairwise.expectFailure { source in
            Signal { observer, lifetime in
                let first = Locked<Int?>(nil)  // the bug: the first value is kept instead of the last
                _ = lifetime.add(
                    source.subscribe(
                        Observer { event in
                            switch event {
                            case .next(let value):
                                if let previous = first.withLock({ first in
                                    defer { first = first ?? value }
                                    return first
                                }) {
                                    observer.send(value: Pair(previous, value))
                                }
                            case .failed(let failure): observer.send(error: failure)
                            case .completed: observer.sendCompleted()
                            }
                        }))
            }
        }
    }

    @Test func aBufferCountThatDropsThePartialArrayOnCompletion() {
        NewOperatorLaws.bufferCount.expectFailure { source, n in source.bufferCount(n).filter { $0.count == n } }
    }

    @Test func aDebounceThatDropsTheWaitingValueOnCompletion() {
        NewOperatorLaws.debounce.expectFailure { source, interval, scheduler in
            Signal { observer, lifetime in
                let pending = Locked<Int?>(nil)
                let wait = SerialDisposable()
                _ = lifetime.add(wait)
                _ = lifetime.add(
                    source.subscribe(
                        Observer { event in
                            // the bug: completion does not flush the waiting value
                            guard let value = event.value else {
                                wait.swap(nil)?.dispose()
                                return observer.send(event)
                            }
                            pending.withLock { $0 = value }
                            wait.swap(
                                scheduler.schedule(after: interval) {
                                    if let value = pending.withLock({ $0.take() }) { observer.send(value: value) }
                                })?.dispose()
                        }))
            }
        }
    }
}
