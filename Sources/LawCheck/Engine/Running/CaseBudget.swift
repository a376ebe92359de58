import Synchronization

/// How much work one case may do: a number of steps and an amount of real
/// time. A property that drives a loop it does not control (a virtual-time
/// scheduler running an operator's timers) spends a step per iteration with
/// ``spend()`` and stops when it answers `false`; the runner then fails the
/// case with ``reason``, and the failure shrinks like any other. Without it a
/// timer that re-arms forever hangs the whole test process.
///
/// The runner makes one budget per property run, available to the property
/// as ``current`` while a case is evaluated, and resets it before each case
/// (``Configuration/maxCaseSteps``, ``Configuration/maxCaseTime``).
public final class CaseBudget: Sendable {
    /// The budget of the case being evaluated on this task; nil outside a
    /// property run (code that spends steps then runs unbounded).
    @TaskLocal public static var current: CaseBudget?

    /// The steps a case may spend.
    public let maxSteps: Int
    /// The real time a case may take, measured when steps are spent.
    public let maxTime: Duration

    private let clock = ContinuousClock()
    private let origin: ContinuousClock.Instant
    private let spent = Atomic<Int>(0)
    /// Nanoseconds since `origin` at which the case began.
    private let began = Atomic<Int64>(0)
    /// 0 within budget, 1 out of steps, 2 out of time.
    private let exhaustion = Atomic<Int>(0)

    /// How often (in steps) the clock is read: reading it is the costly part.
    private static let clockInterval = 256

    /// A budget of `maxSteps` steps and `maxTime` of real time per case.
    public init(maxSteps: Int, maxTime: Duration) {
        self.maxSteps = maxSteps
        self.maxTime = maxTime
        origin = clock.now
    }

    /// Spends one step; false once the case is over its budget (and from
    /// then on, so that every loop of the case stops at once).
    public func spend() -> Bool {
        if exhaustion.load(ordering: .relaxed) != 0 { return false }
        let steps = spent.add(1, ordering: .relaxed).newValue
        if steps > maxSteps {
            exhaustion.store(1, ordering: .relaxed)
            return false
        }
        if steps % Self.clockInterval == 0,
            elapsedNanoseconds() - began.load(ordering: .relaxed) > Self.nanoseconds(maxTime)
        {
            exhaustion.store(2, ordering: .relaxed)
            return false
        }
        return true
    }

    /// Why the case was stopped, or nil while it is within budget.
    public var reason: String? {
        switch exhaustion.load(ordering: .relaxed) {
        case 1:
            "exceeded its budget: more than \(maxSteps) scheduled actions in one case: a timer that never stops? "
                + "(Configuration.maxCaseSteps)"
        case 2:
            "exceeded its budget: more than \(maxTime) of real time in one case: an operator that never settles? "
                + "(Configuration.maxCaseTime)"
        default: nil
        }
    }

    /// Starts a case: nothing spent, the clock restarted.
    @usableFromInline
    func begin() {
        spent.store(0, ordering: .relaxed)
        exhaustion.store(0, ordering: .relaxed)
        began.store(elapsedNanoseconds(), ordering: .relaxed)
    }

    /// The case's verdict: a failure with ``reason`` if it went over budget
    /// (whatever the property concluded from the work it could do), else `verdict`.
    @usableFromInline
    func verdict(after verdict: PropertyVerdict) -> PropertyVerdict {
        reason.map { .failed(reason: $0) } ?? verdict
    }

    private func elapsedNanoseconds() -> Int64 {
        Self.nanoseconds(origin.duration(to: clock.now))
    }

    private static func nanoseconds(_ duration: Duration) -> Int64 {
        let components = duration.components
        return components.seconds &* 1_000_000_000 &+ components.attoseconds / 1_000_000_000
    }
}
