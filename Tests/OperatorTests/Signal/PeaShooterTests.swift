import Testing

@testable import Reactive

/// The "pea shooter" example of the RACSignal article: a cold signal runs its
/// creation closure once per subscription.
@Suite struct PeaShooterTests {
    struct CoolingDown: Error, Equatable {}

    @Test func eachSubscriptionRunsTheCreationClosureAgain() {
        let log = Log()
        let shots = Counter()
        let peaShooter = Signal<Int, CoolingDown>.create { observer in
            let shot = shots.increment()
            if shot >= 3 {
                observer.send(error: CoolingDown())
            } else {
                observer.send(value: 5)
                observer.send(value: 6)
                observer.sendCompleted()
                observer.send(value: 7)  // after completion: never delivered
            }
            return ActionDisposable { log.append("cleanup \(shot)") }
        }

        peaShooter.subscribe(next: { log.append("1: \($0)") }, failed: { _ in log.append("1: error") })
        peaShooter.map { $0 + 100 }.subscribe(next: { log.append("2: \($0)") }, failed: { _ in log.append("2: error") })
        peaShooter.subscribe(next: { log.append("3: \($0)") }, failed: { _ in log.append("3: cooling down") })

        #expect(
            log.entries == [
                "1: 5", "1: 6", "cleanup 1",
                "2: 105", "2: 106", "cleanup 2",
                "3: cooling down", "cleanup 3",
            ])
    }
}
