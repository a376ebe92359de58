import LawCheck
import Reactive
import ReactiveLaws

/// The demand laws of Combine's backpressure, which no RAC law states: they
/// apply to any ``ReactiveLaws/OperatorLaw`` whose operator turns its output
/// into a signal with ``OpenCombine/Publisher/signal()`` — the same one-line
/// closure as its model law — by running it with a ``DemandPlan`` in force,
/// so the subscriber at the end of the operator asks for values a few at a
/// time and records what it got.
public enum DemandLaw: String, Sendable, CaseIterable {
    /// Never more values than requested: no value reaches the subscriber
    /// while it has no outstanding demand. Observed: the values that came
    /// without demand, at their ticks; want: none.
    case neverMoreThanRequested = "never more values than requested"
    /// A value requested is eventually delivered or the stream ends: the
    /// subscriber gets exactly the prefix of the unlimited-demand output
    /// that its demand covers, and, when demand is left over at the end,
    /// the output's terminal event too. Order, not ticks: a cold source
    /// asked for less sends later, as backpressure allows. When a source
    /// holds values the operator never asked for as the output ends (or at
    /// the end of the run), the terminal event is not compared: the limited
    /// run may rightly end by another source's (a `zip`). A disposal may cut
    /// a run that backpressure slowed down, and a failing source drops the
    /// values not yet asked for: then only what came is checked, as a prefix.
    case requestedIsDelivered = "a value requested is delivered or the stream ends"
    /// `.max(n)` demand respected across re-entrant requests: as
    /// ``requestedIsDelivered``, with the demand requested from inside
    /// `receive(_:)` (the publisher is re-entered while it delivers): no
    /// extra value, none lost, none out of order.
    case reentrantRequests = ".max(n) demand respected across re-entrant requests"
}

extension OperatorLaw {
    /// The demand law `kind` with `operator` under test, over the model law's schedules.
    public func demandLaw(_ kind: DemandLaw, _ operator: Operator) -> Law<LawInput<Schedule>, Trace> {
        let run = law(`operator`).lhs
        let plan: @Sendable (LawInput<Schedule>) -> DemandPlan = {
            DemandPlan($0, reentrant: kind == .reentrantRequests)
        }
        let parameters: @Sendable (LawInput<Schedule>) -> String = { "\(plan($0))" }
        switch kind {
        case .neverMoreThanRequested:
            return Law(
                "\(name): \(kind.rawValue)", "\(statement): values without demand ≡ none", parameters: parameters,
                lhs: { input in
                    let plan = plan(input)
                    let trace = DemandPlan.$current.withValue(plan) { run(input) }
                    return trace.keepingValues(at: Set(plan.record.unrequestedValues))
                },
                rhs: { input in DemandPlan.$current.withValue(plan(input)) { run(input) }.keepingValues(at: []) })
        case .requestedIsDelivered, .reentrantRequests:
            return Law(
                "\(name): \(kind.rawValue)", "\(statement) with limited demand ≡ the prefix its demand covers",
                parameters: parameters,
                lhs: { input in
                    let plan = plan(input)
                    let trace = DemandPlan.$current.withValue(plan) { run(input) }
                    let excused =
                        plan.record.sourcesHoldBack || plan.record.sourceDroppedValues || trace.disposedAt != nil
                    let outstanding = excused ? 0 : plan.record.outstanding
                    return trace.limited(received: trace.values.count, outstanding: outstanding).untimed
                },
                rhs: { input in
                    // The limited run again, for whether a source held values back and how many came.
                    let limited = plan(input)
                    let limitedTrace = DemandPlan.$current.withValue(limited) { run(input) }
                    let trace = run(input)
                    var owed = plan(input).walk(trace.values.count)
                    if limitedTrace.disposedAt != nil || limited.record.sourceDroppedValues {
                        owed = (min(owed.received, limitedTrace.values.count), 0)
                    } else if limited.record.sourcesHoldBack {
                        owed.outstanding = 0
                    }
                    return trace.limited(received: owed.received, outstanding: owed.outstanding).untimed
                })
        }
    }

    /// The three demand laws of `operator`, as one battery.
    public func demandBattery(_ operator: Operator) -> Battery<LawInput<Schedule>, Trace> {
        Battery("demand", laws: DemandLaw.allCases.map { demandLaw($0, `operator`) })
    }

    /// Runs the three demand laws on `operator` without reporting.
    public func runDemand(
        iterations: Int? = nil, configuration: Configuration? = nil,
        filePath: StaticString = #filePath, function: StaticString = #function,
        _ operator: Operator
    ) -> [CheckResult<LawInput<Schedule>>] {
        harness.run(
            demandBattery(`operator`), iterations: iterations, configuration: configuration, filePath: filePath,
            function: function)
    }

    /// Checks the three demand laws on `operator`, reporting each broken one
    /// to the running test at the caller's line.
    @discardableResult
    public func checkDemand(
        iterations: Int? = nil,
        configuration: Configuration? = nil,
        reporter: (any FailureReporter)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        function: StaticString = #function,
        _ operator: Operator
    ) -> [CheckResult<LawInput<Schedule>>] {
        harness.check(
            demandBattery(`operator`), iterations: iterations, configuration: configuration, reporter: reporter,
            fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    }
}

extension Trace {
    /// The trace with only the values at `indices` (counting values from 0),
    /// no terminal event and no disposal (which a stalled run may reach and
    /// a full one not).
    func keepingValues(at indices: Set<Int>) -> Trace {
        var result = self
        result.disposedAt = nil
        var index = -1
        result.entries = entries.filter { entry in
            guard entry.event.value != nil else { return false }
            index += 1
            return indices.contains(index)
        }
        return result
    }

    /// What a subscriber with limited demand is owed: the first `received`
    /// values, and the terminal event only if demand was left over after
    /// them and no value remained (without demand, whether a publisher
    /// still sends its completion is its choice).
    /// The disposal is left out, as in ``keepingValues(at:)``.
    func limited(received: Int, outstanding: Int) -> Trace {
        var result = self
        result.disposedAt = nil
        var kept = 0
        let allValues = values.count
        result.entries = entries.filter { entry in
            if entry.event.value != nil {
                kept += 1
                return kept <= received
            }
            return outstanding > 0 && received == allValues
        }
        return result
    }
}
