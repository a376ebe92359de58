import Reactive

extension StreamHarness where Stream == Signal<Int, TestFailure>, Sample == Schedule, Observation == Trace {
    /// A law `operator(sources) ≡ model(sources)`: the real operator, replayed
    /// on the schedule, must record the trace a reference model computes from
    /// the schedule alone (``ModelReplay``), ticks, errors, completion and
    /// disposal included. Run it on ``ScheduleSpace/modelled(sources:)``: it
    /// stops on a schedule with a second subscription or an echo.
    ///
    /// - Parameters:
    ///   - name: the law's name.
    ///   - statement: the law as printed in reports, such as `"s.take(n) ≡ takeModel(s, n)"`.
    ///   - parameters: the parameters of ``LawInput`` the law uses, printed with a failure.
    ///   - semantics: the rules the model follows (``ModelReplay/semantics``).
    ///   - subject: the expression under test over the schedule's sources.
    ///   - model: the output events the operator should send, as a plain function of the schedule.
    public func model(
        _ name: String,
        _ statement: String,
        uses parameters: [LawParameter] = [],
        semantics: LawSemantics = .reactiveCocoa,
        _ subject: @escaping @Sendable ([Signal<Int, TestFailure>], LawInput<Schedule>) -> Signal<Int, TestFailure>,
        model: @escaping @Sendable (ModelReplay, LawInput<Schedule>) -> [Timed]
    ) -> Law<LawInput<Schedule>, Trace> {
        Law(
            name, statement,
            parameters: { $0.describe(parameters) },
            lhs: { input in Self.modelled(input.sample).trace { subject($0, input) } },
            rhs: { input in
                let replay = ModelReplay(Self.modelled(input.sample), semantics: semantics)
                return replay.trace(model(replay, input))
            })
    }

    /// `schedule`, which must be one the models describe: the sources, one
    /// subscription and its disposal. A second subscription or re-entrant
    /// sends are work the output's subscriber does on its own, which no model
    /// computes. Ignoring them would waste the draws that make them, count
    /// their coverage classes for nothing and show them in counterexamples
    /// where they played no part, so a model law stops instead: it runs on
    /// ``ScheduleSpace/modelled(sources:)``. The check costs two comparisons
    /// per replay and stops at the first case of a misregistered battery.
    private static func modelled(_ schedule: Schedule) -> Schedule {
        precondition(
            schedule.resubscribeAt == nil && schedule.echo == nil,
            "a model law ran on a schedule with a second subscription or an echo; run it on ScheduleSpace.modelled(sources:)"
        )
        return schedule
    }
}

/// Helpers shared by the model families.
public enum Models {
    /// A synchronous operator: each source event gives the events `step`
    /// returns, at the same moment; nothing after the first terminal event.
    public static func synchronous(
        _ source: [Timed], _ step: (Event<Int, TestFailure>) -> [Event<Int, TestFailure>]
    ) -> [Timed] {
        var output: [Timed] = []
        for timed in source {
            output += step(timed.event).map { Timed(timed.moment, $0) }
            if output.last?.isTerminal == true { break }
        }
        return output
    }

    /// The scheduler of the running replay: time operators under test run on it.
    public static var scheduler: TestScheduler {
        guard let scheduler = Replay.scheduler else {
            preconditionFailure("a time operator's law runs outside a replay")
        }
        return scheduler
    }
}
