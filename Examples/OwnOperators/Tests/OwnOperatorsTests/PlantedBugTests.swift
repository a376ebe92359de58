import LawCheck
import OwnOperators
import Reactive
import ReactiveLaws
import Synchronization
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
                let failures = Mutex(0)
                @Sendable func attempt() {
                    _ = source.subscribe(Observer { event in   // the bug: the subscription is not added to lifetime
                        if case .failed = event, failures.withLock({ $0 += 1; return $0 }) <= count {
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
            let taken = Mutex(0)   // the bug: one count for every subscription
            return source.filter { _ in taken.withLock { $0 += 1; return $0 } <= count }.take(count)
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
