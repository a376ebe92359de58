import Reactive

extension StreamHarness where Stream == Signal<Int, TestFailure>, Sample == Schedule, Observation == Trace {
    /// Every operator against its reference model: one law
    /// `operator(sources) ≡ model(sources)` per operator, the models being
    /// plain functions of the schedule (``ModelReplay``) that restate RAC 2.5's
    /// semantics. Run it on the schedules the models describe, with two or
    /// more sources (`.modelled(sources: 2...3)`); the single-source laws read the first.
    public var referenceModels: Battery<LawInput<Schedule>, Trace> {
        Battery("reference models", includes: [
            transformModels, sliceModels, combinationModels, errorModels,
            effectModels, aggregateModels, timeModels, groupModels,
        ], laws: [])
    }
}
