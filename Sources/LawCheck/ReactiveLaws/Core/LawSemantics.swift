/// The terminal-event and timing rules a model law assumes: one named choice
/// for each place where ReactiveCocoa 2.5, Combine and `AsyncSequence`
/// document different behaviour. The models read them from
/// ``ModelReplay/semantics``; a law is checked under a rule set with
/// ``OperatorLaw/under(_:)``, so one law serves every world and none is
/// copied per semantics.
///
/// The eighth rule, ``reconnection``, was found by the Combine checks
/// (`share()` reconnects) after the first seven; the ninth and tenth,
/// ``zipFailure`` and ``combineLatestCompletion``, by the swift-async-algorithms
/// checks (`Examples/AsyncAlgorithmsLaws`).
///
/// Everything the rules do not name is common to the three worlds (a value
/// passes at the moment it arrives, a failure ends the stream, …).
public struct LawSemantics: Sendable, Hashable {
    /// When a delaying operator (`delay`) sends a failure.
    public enum FailureTiming: Sendable, Hashable, CaseIterable {
        /// At once, dropping the values still delayed: RAC's `delay:` ("errors
        /// are not delayed") forwards `sendError:` without scheduling it.
        case immediate
        /// After the delay, like every other event: Combine's
        /// `delay(for:scheduler:)` "delays delivery of all output", completion
        /// included, failure or not.
        case delayed
    }

    /// What a debouncing operator (RAC's `throttle:`, Combine's `debounce`)
    /// does with the value it is waiting to send when the source completes.
    public enum PendingValue: Sendable, Hashable, CaseIterable {
        /// Sends it at once, then completes: RAC's `throttle:` flushes the
        /// next value on completion; swift-async-algorithms' `debounce` emits
        /// the pending element when its base finishes.
        case flushed
        /// Drops it and completes: Combine's `debounce` cancels its pending
        /// timer when the upstream finishes, and delivers the completion (or
        /// failure) on its scheduler, one scheduled action later.
        case dropped
    }

    /// What a trigger that ends without sending a value does to
    /// `take(until:)` (Combine's `prefix(untilOutputFrom:)`) and
    /// `skip(until:)` (`drop(untilOutputFrom:)`).
    public enum TriggerCompletion: Sendable, Hashable, CaseIterable {
        /// The trigger's completion counts as its value: it completes a
        /// `take(until:)` and opens a `skip(until:)`; its failure is ignored
        /// (RAC's `takeUntil:` and `skipUntil:`).
        case fires
        /// A trigger that ends without a value never fires: `take(until:)`
        /// ignores its completion and its failure and goes on;
        /// `skip(until:)` can never open, so it ends with the trigger's
        /// terminal event, failure included (Combine).
        case endsWithoutFiring
    }

    /// What a subscriber that arrives after a shared, non-replaying source
    /// (`publish().autoconnect()`, Combine's `share()`) has finished receives.
    public enum LateSubscriber: Sendable, Hashable, CaseIterable {
        /// Nothing: RAC's `RACSubject` forgets its subscribers' terminal event.
        case getsNothing
        /// The terminal event, at once: Combine's `PassthroughSubject` (behind
        /// `share()`) sends its completion to a subscriber that comes after it
        /// finished; a finished `AsyncSequence` answers a new iteration with `nil`.
        case getsCompletion
    }

    /// What a share that connects on its first subscriber and disconnects
    /// when the last one leaves (`publish().autoconnect()`, Combine's
    /// `share()`) does for a subscriber that comes after that.
    public enum Reconnection: Sendable, Hashable, CaseIterable {
        /// Nothing more: RAC 2.5's `autoconnect` connects once, ever.
        case never
        /// Connects again: Combine's `autoconnect()` subscribes its upstream
        /// anew for the next subscriber (through the same subject, so a
        /// finished one stays finished).
        case onNextSubscriber
    }

    /// What a verdict operator (`any`, `all`; Combine's `contains(where:)`,
    /// `allSatisfy`) does when its source fails before the verdict is known.
    public enum VerdictOnFailure: Sendable, Hashable, CaseIterable {
        /// Answers `false` and completes: RAC's `any:` and `all:` treat an
        /// error as a `NO`.
        case answersFalse
        /// Fails with the source's failure: Combine's `contains(where:)` and
        /// `allSatisfy(_:)` "forward any error", as do the throwing
        /// `AsyncSequence.contains(where:)` and `allSatisfy(_:)`.
        case fails
    }

    /// When a `timeout` timer runs.
    public enum TimeoutTimer: Sendable, Hashable, CaseIterable {
        /// Once, from the subscription: RAC's `timeout:onScheduler:` fails if
        /// the whole signal has not ended by then.
        case fromSubscription
        /// Again at every value: Combine's `timeout(_:scheduler:)` "terminates
        /// publishing if the upstream publisher exceeds the specified time
        /// interval without producing an element", and delivers events on its
        /// scheduler, after the restarted timer (a zero interval loses every value).
        case restartsAtEachValue
    }

    /// When a counting slice (`take(n)`, Combine's `prefix(_:)` and
    /// `output(in:)`, `element(at:)`) completes.
    public enum CountCompletion: Sendable, Hashable, CaseIterable {
        /// With the `n`-th value it keeps (at the subscription when it keeps
        /// none): RAC's `take:`; `AsyncSequence.prefix(_:)` answers `nil` to
        /// the next pull without waiting for its base.
        case atCountedValue
        /// When the source sends the value after the last one kept: Combine's
        /// `prefix(_:)` and `output(in:)` (`Publishers.Output`) finish only on
        /// receiving one more element, `prefix(0)` on the first.
        case atNextValue
    }

    /// When `zip` sees a source's failure.
    public enum ZipFailure: Sendable, Hashable, CaseIterable {
        /// As it arrives, whatever the other sources have sent: RAC's
        /// `zipWith:` and Combine's `zip` ("if either upstream publisher
        /// finishes successfully or fails with an error, the zipped publisher
        /// does the same") forward it at once.
        case immediate
        /// When `zip` asks that source for its next element, as a completion
        /// is seen in every world: once the values the source sent before it
        /// have all been paired. swift-async-algorithms' `zip` asks each base
        /// for one element per round ("we are only issuing demand for a single
        /// element each time", `ZipStateMachine`), so a failure behind an
        /// unpaired value waits for the other sources, and is never seen if
        /// another source ends first.
        case whenPulled
    }

    /// When `combineLatest` ends because its sources end.
    public enum CombinationCompletion: Sendable, Hashable, CaseIterable {
        /// When every source has completed: RAC's `combineLatest:`, and
        /// Combine's `combineLatest` ("all upstream publishers need to finish
        /// for this publisher to finish").
        case whenAllComplete
        /// Also as soon as a source completes without having sent a value,
        /// since no combination can come any more: swift-async-algorithms'
        /// `combineLatest` ("if an empty upstream finished … we can transition
        /// to finish right away", `CombineLatestStateMachine`).
        case whenASourceEndsEmpty
    }

    /// `delay`'s failure: at once or delayed.
    public var delayedFailure: FailureTiming
    /// The pending value of a debounce when the source completes.
    public var pendingValueOnCompletion: PendingValue
    /// A `take(until:)`/`skip(until:)` trigger that ends without a value.
    public var triggerCompletion: TriggerCompletion
    /// A late subscriber to a finished, non-replaying share.
    public var lateSubscriber: LateSubscriber
    /// A subscriber to a share after its last subscriber left.
    public var reconnection: Reconnection
    /// `any`/`all` on a failing source.
    public var verdictOnFailure: VerdictOnFailure
    /// `timeout`'s timer.
    public var timeoutTimer: TimeoutTimer
    /// When `take(n)` completes.
    public var countCompletion: CountCompletion
    /// When `zip` sees a source's failure.
    public var zipFailure: ZipFailure
    /// When `combineLatest` ends.
    public var combineLatestCompletion: CombinationCompletion

    /// A rule set of one's own; start from a preset and change a rule
    /// (`var rules = LawSemantics.combine; rules.timeoutTimer = .fromSubscription`).
    public init(
        delayedFailure: FailureTiming, pendingValueOnCompletion: PendingValue, triggerCompletion: TriggerCompletion,
        lateSubscriber: LateSubscriber, reconnection: Reconnection = .never, verdictOnFailure: VerdictOnFailure,
        timeoutTimer: TimeoutTimer, countCompletion: CountCompletion, zipFailure: ZipFailure = .immediate,
        combineLatestCompletion: CombinationCompletion = .whenAllComplete
    ) {
        self.delayedFailure = delayedFailure
        self.pendingValueOnCompletion = pendingValueOnCompletion
        self.triggerCompletion = triggerCompletion
        self.lateSubscriber = lateSubscriber
        self.reconnection = reconnection
        self.verdictOnFailure = verdictOnFailure
        self.timeoutTimer = timeoutTimer
        self.countCompletion = countCompletion
        self.zipFailure = zipFailure
        self.combineLatestCompletion = combineLatestCompletion
    }

    /// ReactiveCocoa 2.5's rules, the laws' default.
    public static let reactiveCocoa = LawSemantics(
        delayedFailure: .immediate, pendingValueOnCompletion: .flushed, triggerCompletion: .fires,
        lateSubscriber: .getsNothing, verdictOnFailure: .answersFalse, timeoutTimer: .fromSubscription,
        countCompletion: .atCountedValue)

    /// Combine's documented rules (as OpenCombine 0.14.0 implements them).
    public static let combine = LawSemantics(
        delayedFailure: .delayed, pendingValueOnCompletion: .dropped, triggerCompletion: .endsWithoutFiring,
        lateSubscriber: .getsCompletion, reconnection: .onNextSubscriber, verdictOnFailure: .fails,
        timeoutTimer: .restartsAtEachValue, countCompletion: .atNextValue)

    /// `AsyncSequence`'s rules: pull-driven, a value is produced when the
    /// consumer asks and a failure is thrown in order, after the values
    /// before it. Checked against the standard library and
    /// swift-async-algorithms 1.1.4: `prefix(_:)` answers `nil` without
    /// asking its base (``CountCompletion/atCountedValue``); `contains(where:)`
    /// and `allSatisfy(_:)` rethrow (``VerdictOnFailure/fails``); `debounce`
    /// emits its pending element when its base finishes
    /// (``PendingValue/flushed``); `zip` asks each base for one element per
    /// round (``ZipFailure/whenPulled``); `combineLatest` finishes when a base
    /// finishes empty (``CombinationCompletion/whenASourceEndsEmpty``);
    /// `share()` answers an iterator made after the end with the end,
    /// failure included (``LateSubscriber/getsCompletion``).
    ///
    /// Rules without a standard `AsyncSequence` operator (a trigger, a
    /// timeout, `delay`) take the reading a pull gives: a trigger that
    /// finishes has produced nothing, a per-element deadline restarts at each
    /// element, a failure is thrown after the values before it.
    /// ``reconnection`` fits no value exactly: swift-async-algorithms'
    /// `share()` never iterates its base anew, but neither does it end the
    /// iteration when its last iterator leaves (the base, paused, resumes for
    /// the next iterator, which gets what the base held meanwhile).
    /// `.onNextSubscriber` is kept as the nearer reading for a cold base
    /// (the next iterator gets values) until an async multicast adapter can
    /// check a third value; `.never` would give it nothing.
    public static let asyncSequence = LawSemantics(
        delayedFailure: .delayed, pendingValueOnCompletion: .flushed, triggerCompletion: .endsWithoutFiring,
        lateSubscriber: .getsCompletion, reconnection: .onNextSubscriber, verdictOnFailure: .fails,
        timeoutTimer: .restartsAtEachValue, countCompletion: .atCountedValue, zipFailure: .whenPulled,
        combineLatestCompletion: .whenASourceEndsEmpty)

    /// The rule set's name, printed in reports and part of a non-RAC law's
    /// property name (and so of its corpus file): `"ReactiveCocoa"`,
    /// `"Combine"`, `"AsyncSequence"`, or, for a set of one's own, the rules
    /// where it differs from RAC's (`"custom(delayedFailure: delayed)"`).
    public var name: String {
        switch self {
        case .reactiveCocoa: return "ReactiveCocoa"
        case .combine: return "Combine"
        case .asyncSequence: return "AsyncSequence"
        default: break
        }
        let rac = LawSemantics.reactiveCocoa
        var differences: [String] = []
        if delayedFailure != rac.delayedFailure { differences.append("delayedFailure: \(delayedFailure)") }
        if pendingValueOnCompletion != rac.pendingValueOnCompletion {
            differences.append("pendingValueOnCompletion: \(pendingValueOnCompletion)")
        }
        if triggerCompletion != rac.triggerCompletion { differences.append("triggerCompletion: \(triggerCompletion)") }
        if lateSubscriber != rac.lateSubscriber { differences.append("lateSubscriber: \(lateSubscriber)") }
        if reconnection != rac.reconnection { differences.append("reconnection: \(reconnection)") }
        if verdictOnFailure != rac.verdictOnFailure { differences.append("verdictOnFailure: \(verdictOnFailure)") }
        if timeoutTimer != rac.timeoutTimer { differences.append("timeoutTimer: \(timeoutTimer)") }
        if countCompletion != rac.countCompletion { differences.append("countCompletion: \(countCompletion)") }
        if zipFailure != rac.zipFailure { differences.append("zipFailure: \(zipFailure)") }
        if combineLatestCompletion != rac.combineLatestCompletion {
            differences.append("combineLatestCompletion: \(combineLatestCompletion)")
        }
        return "custom(" + differences.joined(separator: ", ") + ")"
    }

    /// What a law's property name and statement add for these rules: nothing
    /// for RAC's (so its corpus files keep their names), `" under Combine"` otherwise.
    var suffix: String {
        self == .reactiveCocoa ? "" : " under \(name)"
    }
}
