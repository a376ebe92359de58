import Dispatch
import Foundation
import LawCheck
import ReactiveLaws
import Testing

/// Swift Testing runs suites in parallel, so the state laws share across a
/// process — the swarm generators built once per set of options — is used from
/// several threads at once. `.ci/run` runs this suite under ThreadSanitizer,
/// which sees a lock only if it is one TSan intercepts.
@Suite("Laws: use from concurrent tests")
struct LawsConcurrentUseTests {
    /// What each thread drew. `NSLock` is a pthread mutex, which TSan sees.
    final class Drawn: @unchecked Sendable {  // lock: `schedules` is only touched with `lock` held
        private let lock = NSLock()
        private var schedules: [[Schedule]] = []

        func append(_ drawn: [Schedule]) { lock.withLock { schedules.append(drawn) } }
        var all: [[Schedule]] { lock.withLock { schedules } }
    }

    /// A few schedules from each of 100 swarm generators that no other test
    /// uses, so that the threads find the cache empty 100 times over: a lock is
    /// contended only now and then, and TSan misses an invisible lock only
    /// when it is not contended.
    @Sendable static func draw() -> [Schedule] {
        (10..<110).flatMap { maximum in
            sample(
                Gen<Schedule>.schedule(sources: 1...5, values: 0...maximum, hot: true, disposal: false), count: 2,
                seed: 17)
        }
    }

    @Test("eight threads building the same new swarm generator at once all draw the same schedules")
    func buildingOneSwarmGeneratorFromManyThreads() {
        let drawn = Drawn()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in drawn.append(Self.draw()) }
        let expected = Self.draw()
        #expect(expected.count == 200)
        #expect(drawn.all.count == 8)
        #expect(drawn.all.allSatisfy { $0 == expected })
    }
}
