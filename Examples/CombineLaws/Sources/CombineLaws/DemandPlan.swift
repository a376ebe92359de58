import Foundation
import OpenCombine
import ReactiveLaws

/// How the subscriber behind ``OpenCombine/Publisher/signal()`` asks for
/// values while a demand law runs: `.max(initial)` when it subscribes, then
/// after its `i`-th value `.max(more[i % more.count])` more — returned from
/// `receive(_:)`, or, when `reentrant`, requested from inside `receive(_:)`
/// with `subscription.request(_:)`, which re-enters the publisher while it
/// is delivering. It records what it granted and what it got (``record``).
public struct DemandPlan: Sendable, CustomStringConvertible {
    /// The demand asked for at subscription.
    public var initial: Int
    /// The demand added after each value, in turn.
    public var more: [Int]
    /// Whether the demand after a value is requested from inside `receive(_:)`.
    public var reentrant: Bool
    /// What the subscriber granted and received.
    public let record = DemandRecord()

    /// A plan.
    public init(initial: Int, more: [Int], reentrant: Bool) {
        precondition(initial >= 0 && !more.isEmpty && more.allSatisfy { $0 >= 0 }, "a demand plan asks for .max(k ≥ 0)")
        self.initial = initial
        self.more = more
        self.reentrant = reentrant
    }

    /// The plan a law draws for `input`: `.max(1 + n % 3)` at first, then
    /// 0, 1 or 2 more after each value, in an order set by `x`.
    public init(_ input: LawInput<Schedule>, reentrant: Bool) {
        let start = input.x % 3
        self.init(initial: 1 + input.n % 3, more: (0..<3).map { (start + $0) % 3 }, reentrant: reentrant)
    }

    /// The plan of the demand law running on this task, if any.
    @TaskLocal public static var current: DemandPlan?

    /// The demand added after the value at `index`.
    public func more(afterValue index: Int) -> Int { more[index % more.count] }

    /// The values a subscriber following the plan receives from an output
    /// that sends `values` when asked for everything, and whether it still
    /// has demand after them: the longest prefix its demand covers.
    public func walk(_ values: Int) -> (received: Int, outstanding: Int) {
        var outstanding = initial
        var received = 0
        while received < values, outstanding > 0 {
            outstanding += more(afterValue: received) - 1
            received += 1
        }
        return (received, outstanding)
    }

    /// The plan in words, printed with a broken demand law.
    public var description: String {
        "demand .max(\(initial)), then \(more.map { "+\($0)" }.joined(separator: " ")) after each value in turn"
            + (reentrant ? ", requested re-entrantly from receive(_:)" : ", returned from receive(_:)")
    }
}

/// What a subscriber following a ``DemandPlan`` granted and received.
public final class DemandRecord: @unchecked Sendable {  // lock: every stored property is only touched under `lock`
    private let lock = NSLock()
    private var grantedTotal = 0
    private var receivedTotal = 0
    private var unrequested: [Int] = []
    private var holding: Set<ObjectIdentifier> = []

    /// Notes whether the source subscription `source` holds values back for
    /// want of the operator's demand.
    func holdsBack(_ source: ObjectIdentifier, _ isHolding: Bool) {
        lock.lock()
        defer { lock.unlock() }
        if isHolding { holding.insert(source) } else { holding.remove(source) }
    }

    /// Whether some source holds values the operator never asked for: then
    /// the output may rightly end by another source's terminal event (a
    /// `zip`), or not yet, and its end is not owed.
    /// Taken when the output ends (``noteEnd()``), else when it is read.
    public var sourcesHoldBack: Bool {
        lock.lock()
        defer { lock.unlock() }
        return heldBackAtEnd ?? !holding.isEmpty
    }

    private var heldBackAtEnd: Bool?
    private var dropped = false

    /// Notes that a failing source dropped values the operator had not asked for yet.
    func droppedAtFailure() {
        lock.lock()
        defer { lock.unlock() }
        dropped = true
    }

    /// Whether a failing source dropped values the operator had not asked for
    /// yet: then the values after those received are not owed.
    public var sourceDroppedValues: Bool {
        lock.lock()
        defer { lock.unlock() }
        return dropped
    }

    /// Notes, as the output's terminal event arrives, whether a source held
    /// values back then: its terminal event may be one the limited run could not see yet.
    func noteEnd() {
        lock.lock()
        defer { lock.unlock() }
        if heldBackAtEnd == nil { heldBackAtEnd = !holding.isEmpty }
    }

    /// Notes `demand` more granted.
    func granted(_ demand: Int) {
        lock.lock()
        defer { lock.unlock() }
        grantedTotal += demand
    }

    /// Notes a value received and returns its index; a value beyond what was
    /// granted so far is noted as unrequested.
    func received() -> Int {
        lock.lock()
        defer { lock.unlock() }
        if receivedTotal >= grantedTotal { unrequested.append(receivedTotal) }
        receivedTotal += 1
        return receivedTotal - 1
    }

    /// Demand granted and not yet used.
    public var outstanding: Int {
        lock.lock()
        defer { lock.unlock() }
        return grantedTotal - receivedTotal
    }

    /// The indices of the values that came without demand.
    public var unrequestedValues: [Int] {
        lock.lock()
        defer { lock.unlock() }
        return unrequested
    }
}
