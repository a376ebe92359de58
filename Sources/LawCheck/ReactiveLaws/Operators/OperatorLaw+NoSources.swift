import LawCheck
import Reactive

extension SignalLaws {
    /// A law of a fan-in (`merge`, `zip`, `combineLatest` of a collection)
    /// that also draws **no source at all**: in a tenth of the cases (`x = 9`)
    /// the operator is given an empty collection, and the model sees a
    /// schedule without sources. RAC 2.5's fan-ins of an empty collection are
    /// `empty`: they complete at the subscription (``CombinationModels``).
    /// Otherwise the law is ``variadic(_:_:family:uses:call:model:)``'s, on
    /// every source of the schedule.
    static func fanIn<Operator>(
        _ name: String, _ statement: String, family: String,
        call: @escaping @Sendable (Operator, [Source], LawInput<Schedule>) -> Source,
        model: @escaping @Sendable (ModelReplay, LawInput<Schedule>) -> [Timed]
    ) -> OperatorLaw<Operator> {
        OperatorLaw(
            name, statement + " (no sources when x = 9)", family: family, sources: 2...3, uses: [.x],
            apply: { `operator`, sources, input in
                lower(call(`operator`, (drawsNoSource(input) ? [] : sources).map(lift), input))
            },
            model: { replay, input in
                guard drawsNoSource(input) else { return model(replay, input) }
                var schedule = replay.schedule
                schedule.sources = []
                return model(ModelReplay(schedule, semantics: replay.semantics), input)
            })
    }

    /// Whether the case gives a fan-in no source: `x = 9`, a tenth of the cases
    /// (and never the case the shrinker aims for, `x = 0`).
    static func drawsNoSource(_ input: LawInput<Schedule>) -> Bool {
        input.x == 9
    }
}
