import LawCheck
import Reactive

extension LawCatalog {
    /// The batteries of `Tests/LawTests/Laws`, on the same harnesses. A new
    /// battery gets one line here (and a law test of its own); a test checks
    /// that this list and the law tests' batteries agree.
    public static var standard: LawCatalog {
        let signal = StreamHarness.signal()
        let coldSignal = StreamHarness.signal(schedules: .schedule(sources: 1...1, hot: false))
        let severalSignals = StreamHarness.signal(schedules: .schedule(sources: 2...3))
        let completingSignal = StreamHarness.signal(schedules: .completing)
        let reentrantSignal = StreamHarness.signal(schedules: .reentrant)
        let sequence = StreamHarness.sequence

        var catalog = LawCatalog()
        catalog.register(signal.monad, on: signal)
        catalog.register(signal.monoid, on: signal)
        catalog.register(signal.operators, on: signal)
        catalog.register(signal.signalOperators, on: signal)
        catalog.register(signal.signalBuffering, on: signal)
        catalog.register(coldSignal.coldOperators, on: coldSignal)
        catalog.register(severalSignals.signalCombination, on: severalSignals)
        catalog.register("Signal operators: models, resources, subscriptions", operatorLaws)
        // Generated pipelines of those operators against their composed models (Pipelines/).
        catalog.register("Signal pipelines", SignalPipelineLaw().catalogLaws)
        catalog.register(completingSignal.completingSignalBuffering, on: completingSignal)
        catalog.register(reentrantSignal.signalReentrance, on: reentrantSignal)
        catalog.register(sequence.monad, on: sequence)
        catalog.register(sequence.monoid, on: sequence)
        catalog.register(sequence.coldOperators, on: sequence)
        catalog.register(sequence.sequenceFolds, on: sequence)
        catalog.register("ReactiveSequence pipelines", SequencePipelineLaw.catalogLaws)
        let longSamples: @Sendable (Profile) -> [Classifier<LawInput<[Int]>>] = {
            SequenceSamples.classifiers(in: $0, sample: \.sample)
        }
        catalog.register(
            SequenceAgreement.battery, on: "ReactiveSequence", inputs: SequenceAgreement.inputs,
            equivalence: SequenceAgreement.equivalence, classify: longSamples)
        catalog.register(
            SequenceLaziness.battery, on: "ReactiveSequence", inputs: SequenceLaziness.inputs,
            equivalence: SequenceLaziness.equivalence, classify: longSamples)
        catalog.register(
            SequenceInfinite.battery, on: "ReactiveSequence", inputs: SequenceAgreement.inputs,
            equivalence: SequenceInfinite.equivalence, classify: longSamples)
        return catalog
    }
}
