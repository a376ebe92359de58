/// Integrated shrinking on choice sequences (after Hypothesis' Conjecture).
///
/// The shrinker knows nothing of values: it proposes choice sequences to an
/// `oracle`, which replays the generator on them and answers with the
/// recorded case and whether the property still fails on it (nil if the
/// generator rejects the sequence). A case is only accepted if it fails and
/// precedes the current best (``ChoiceRecord/precedes(_:)``: shortlex order,
/// after the length of a part the generator shrinks first), so every accepted
/// step strictly decreases and shrinking terminates. Proposals are normally made
/// only if they precede the best case themselves; a probe (see `probe`) is
/// evaluated regardless, for what the generator makes of it. Passes run in
/// tiers, cheapest first (LawCheck.docc/Shrinking.md): each round runs the span
/// passes, choice minimization and redistribution; the costly blind passes
/// (deleting arbitrary blocks, swapping neighbours, moving subtrees) run
/// only when a round made no progress, the moves for stuck shapes only when
/// those made none either, and their second tier only when the first is
/// stuck too; progress anywhere starts a new round. Shrinking ends when
/// nothing helps or the budget runs out.
///
/// `OracleFailure` lets an oracle suspend the shrink (the async runner
/// evaluates the property outside and restarts; the shrinker is
/// deterministic, so a restart retraces the same path from its answers).
struct Shrinker<OracleFailure: Error> {
    typealias Oracle = ([UInt64]) throws(OracleFailure) -> OracleAnswer?

    private(set) var best: ChoiceRecord
    private(set) var evaluations = 0
    private(set) var acceptedSteps = 0
    private(set) var stop = ShrinkStop.minimal
    private(set) var exhausted = false
    private(set) var tried: Set<[UInt64]> = []
    /// Candidates the generator did not read as given: rejected (a filter
    /// gave up), clamped, cut short or read on past the end. Passes read it
    /// to tell a value the generator rejects from one on which the property
    /// passes.
    private(set) var misread: Set<[UInt64]> = []
    /// For misread candidates of which the generator read as many choices,
    /// some clamped: what it read.
    private(set) var clampedReads: [[UInt64]: ClampedRead] = [:]
    /// Cases the generator recorded for misread candidates, where the
    /// property passed.
    private var passingReads: Set<[UInt64]> = []
    /// Per choice of the best case, the gcd of the amounts accepted steps
    /// lowered it by (0 where none did); empty once the length changed.
    private(set) var loweredBy: [UInt64] = []
    /// The failing case the shrink started from (`shortenLeadingPart`).
    let original: ChoiceRecord
    private let oracle: Oracle
    private let budget: ShrinkBudget
    private let clock = ContinuousClock()
    private let started: ContinuousClock.Instant

    /// A shrinker of `initial`; `started` is when the shrink began (a
    /// restarted shrink keeps its original start for the time budget).
    init(
        failing initial: ChoiceRecord, budget: ShrinkBudget, started: ContinuousClock.Instant? = nil,
        oracle: @escaping Oracle
    ) {
        best = initial
        original = initial
        self.budget = budget
        self.oracle = oracle
        self.started = started ?? clock.now
        tried.insert(initial.choices)
    }

    /// Shrinks until no pass makes progress or the budget runs out. Once it
    /// has run out, no pass can change the best case, so the rest are skipped
    /// (they would only build candidates: most of a one-evaluation shrink's time).
    mutating func shrink() throws(OracleFailure) {
        while !exhausted {
            let before = best.choices
            try deleteSpanRuns()
            if exhausted { return }
            try pruneBranches()
            if exhausted { return }
            try deleteBlocksAtSpanStarts()
            if exhausted { return }
            try replaceSpansWithDescendants()
            if exhausted { return }
            // Sibling subtrees in order early, before values settle: a tree
            // whose failing part sits on the wrong side is otherwise only
            // fixed by the blind passes, after another full round.
            try swapAdjacentSpans(labels: SpanLabel.kindChoosing)
            if exhausted { return }
            try zeroSpans()
            if exhausted { return }
            let structure = best.spans
            try minimizeChoices(numericOnly: true)
            if exhausted { return }
            // A new structure (e.g. a smaller size) goes back to the
            // structural passes before values are moved between choices.
            if best.spans != structure { continue }
            try redistributeBetweenPairs()
            if exhausted { return }
            if best.choices != before { continue }
            try minimizeChoices(numericOnly: false)
            if exhausted { return }
            try deleteChoiceBlocks()
            if exhausted { return }
            try swapAdjacentSpans()
            if exhausted { return }
            if best.choices != before { continue }
            try moveSubtrees()
            if exhausted { return }
            if best.choices != before { continue }
            // Moves for shapes the passes above get stuck on: several
            // choices changed at once in ways no sequence of single steps
            // through failing cases reaches.
            try lowerEqualChoices()
            if exhausted { return }
            try divideChoices()
            if exhausted { return }
            try carryDigits()
            if exhausted { return }
            try reorderSiblingRuns()
            if exhausted { return }
            try deleteAndLowerLater()
            if exhausted { return }
            try deleteMovingForward()
            if exhausted { return }
            // A second tier, for shapes the first does not know: run only
            // when all of the above are stuck, so that a case those passes
            // can still shrink never pays for them.
            if best.choices != before { continue }
            try lowerPastRejections()
            if exhausted { return }
            try transferPastRejections()
            if exhausted { return }
            try lowerByLatticeSteps()
            if exhausted { return }
            try lowerDistantPairs()
            if exhausted { return }
            try deleteSiblingPairs()
            if exhausted { return }
            try deleteRequiredElements()
            if exhausted { return }
            try deleteConservingClampedAmounts()
            if exhausted { return }
            try swapDistantChoices()
            if exhausted { return }
            try deleteMergingIntoSibling()
            if exhausted { return }
            try shortenLeadingPart()
            if exhausted { return }
            if best.choices == before { return }
        }
    }

    /// What the shrink achieved so far.
    var outcome: ShrinkOutcome {
        ShrinkOutcome(best: best, evaluations: evaluations, acceptedSteps: acceptedSteps, stop: stop)
    }

    /// Evaluates `candidate` if it could improve on the best case; returns
    /// whether the best case improved. With `mustShorten`, only a shorter
    /// case counts as an improvement: deletion passes use it so that a
    /// deletion the generator "refills" (reading on past the deleted
    /// choices) cannot crawl forward one tiny lexicographic step at a time.
    @discardableResult
    mutating func consider(_ candidate: [UInt64], mustShorten: Bool = false) throws(OracleFailure) -> Bool {
        if exhausted || !shortlexPrecedes(candidate, best.choices) || passingReads.contains(candidate) { return false }
        guard let answer = try evaluate(candidate) else { return false }
        return accept(answer, mustShorten: mustShorten)
    }

    /// Evaluates `candidate` whether or not it precedes the best case (it
    /// may still be read as a smaller case), accepting it if it does fail
    /// and improve; returns the oracle's answer, or nil if the candidate
    /// was tried before, the generator rejected it or the budget ran out.
    mutating func probe(_ candidate: [UInt64]) throws(OracleFailure) -> OracleAnswer? {
        if exhausted { return nil }
        guard let answer = try evaluate(candidate) else { return nil }
        accept(answer, mustShorten: false)
        return answer
    }

    /// Asks the oracle about a candidate not tried before, within budget.
    private mutating func evaluate(_ candidate: [UInt64]) throws(OracleFailure) -> OracleAnswer? {
        guard tried.insert(candidate).inserted else { return nil }
        if evaluations >= budget.maxEvaluations {
            exhausted = true
            stop = .evaluationBudgetExhausted(budget.maxEvaluations)
            return nil
        }
        if clock.now - started > budget.timeLimit {
            exhausted = true
            stop = .timeBudgetExhausted(budget.timeLimit)
            return nil
        }
        evaluations += 1
        let answer = try oracle(candidate)
        if answer?.record.choices != candidate {
            misread.insert(candidate)
            if let record = answer?.record {
                if record.choices.count == candidate.count {
                    clampedReads[candidate] = ClampedRead(choices: record.choices, bounds: record.bounds)
                }
                // The case the generator read replays to itself with the same
                // answer: where that passes, never worth considering again. (A
                // failing one a deletion pass turned down for not being shorter
                // may still be taken later; a probe still evaluates it, for the
                // record.)
                if answer?.fails == false { passingReads.insert(record.choices) }
            }
        }
        return answer
    }

    /// Makes a failing answer the best case if it improves on it.
    @discardableResult
    private mutating func accept(_ answer: OracleAnswer, mustShorten: Bool) -> Bool {
        let record = answer.record
        guard answer.fails, record.precedes(best),
            !mustShorten || record.choices.count < best.choices.count
        else {
            return false
        }
        tried.insert(record.choices)
        noteLowerings(from: best.choices, to: record.choices)
        best = record
        acceptedSteps += 1
        return true
    }

    /// Keeps, per choice, the greatest common divisor of the amounts
    /// accepted steps lowered it by while the case kept its length (reset
    /// when the length changes): two failing values on a lattice differ by
    /// a multiple of its step (`lowerByLatticeSteps`).
    private mutating func noteLowerings(from previous: [UInt64], to next: [UInt64]) {
        guard previous.count == next.count else {
            loweredBy = []
            return
        }
        if loweredBy.count != next.count { loweredBy = Array(repeating: 0, count: next.count) }
        for index in next.indices where previous[index] > next[index] {
            loweredBy[index] = Self.gcd(loweredBy[index], previous[index] - next[index])
        }
    }

    /// The greatest common divisor of `a` and `b` (`gcd(0, b) == b`).
    static func gcd(_ a: UInt64, _ b: UInt64) -> UInt64 {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }

    /// The best case with `range` replaced by `replacement`.
    func replacing(_ range: Range<Int>, with replacement: ArraySlice<UInt64>) -> [UInt64] {
        var candidate = best.choices
        candidate.replaceSubrange(range, with: replacement)
        return candidate
    }

    /// Finds (roughly) the smallest `value` in `0...upper` for which `accepts`
    /// holds, given that it holds for `upper`: probes 0, then 1, 3, 7, …
    /// upward, then bisects. Cheap when the answer is small, logarithmic
    /// otherwise.
    mutating func findSmallest(
        upTo upper: UInt64,
        _ accepts: (inout Self, UInt64) throws(OracleFailure) -> Bool
    ) throws(OracleFailure) {
        if upper == 0 { return }
        if try accepts(&self, 0) { return }
        var low: UInt64 = 0  // known not to work
        var high = upper  // known to work
        var probe: UInt64 = 1
        while probe < high {
            if try accepts(&self, probe) {
                high = probe
                break
            }
            low = probe
            probe = probe > UInt64.max / 2 ? high : probe * 2 + 1
        }
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if try accepts(&self, middle) { high = middle } else { low = middle }
        }
    }
}
