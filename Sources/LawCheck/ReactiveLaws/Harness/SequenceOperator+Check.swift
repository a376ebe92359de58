import LawCheck
import Reactive

/// Which law of a ``SequenceOperator`` to check.
public enum SequenceOperatorFacet: Sendable, CaseIterable {
    /// ``SequenceAgreement/law(_:)-(SequenceOperator)``: the lazy sequence, the
    /// eager sequence and the signal give the array model's values.
    case agreement
    /// ``SequenceLaziness/lazyLaw(_:)``: reading `x` values of the lazy
    /// result evaluates no source value past what they need, each once.
    case laziness
}

/// The harness of an operator of one's own on ``ReactiveSequence``: the
/// sequence form under test is passed to `check`, as an ``OperatorLaw``'s
/// operator is, one line per law.
///
/// ```swift
/// SequenceOperator.take.checkAll { s, input in s.myTake(input.n) }          // a catalog operator again
/// SequenceOperator.model("pairs", "pairs()") { array, _ in pairSums(array) }
///     .checkAll { s, _ in s.pairs() }                                        // a new operator, with its array model
/// ```
///
/// The operator under test replaces the ``SequenceOperator/sequence`` form
/// (lazy and eager alike); the signal form and the model stay. It is not
/// given the closure-count callback, so its closure calls are not counted
/// (the eager law of ``SequenceLaziness``, which counts them exactly, is not
/// run); the lazy law still counts the source values it evaluates.
extension SequenceOperator {
    /// A new operator known by its meaning on an array, `model` (the values
    /// the operator gives for the values of the source and the law's
    /// parameters): its signal form sends the model's values, so the
    /// agreement law compares the sequence under test with the model.
    /// `consumed` says how many source values reading the whole result
    /// needs (all of them unless the operator stops early).
    public static func model(
        _ name: String,
        _ expression: String,
        uses parameters: [LawParameter] = [],
        consumed: @escaping @Sendable ([Int], LawInput<[Int]>) -> Int = { array, _ in array.count },
        _ model: @escaping @Sendable ([Int], LawInput<[Int]>) -> [Int]
    ) -> SequenceOperator {
        SequenceOperator(
            name, expression, uses: parameters,
            sequence: { s, input, _ in ReactiveSequence(model(Array(s), input)) },
            signal: { s, input in s.collect().flattenMap { values in Signal.from(model(values, input)) } },
            model: model, consumed: consumed)
    }

    /// This operator with `sequence` as its sequence form, the one under test.
    public func testing(
        _ sequence: @escaping @Sendable (ReactiveSequence<Int>, LawInput<[Int]>) -> ReactiveSequence<Int>
    ) -> SequenceOperator {
        var tested = self
        tested.sequence = { s, input, _ in sequence(s, input) }
        tested.eagerCalls = nil
        return tested
    }

    /// The law `facet` of this operator, with its forms as they are.
    public func law(_ facet: SequenceOperatorFacet) -> CatalogLaw {
        switch facet {
        case .agreement:
            Self.catalogLaw(
                battery: "agreement", law: SequenceAgreement.law(self), inputs: SequenceAgreement.inputs,
                equivalence: SequenceAgreement.equivalence)
        case .laziness:
            Self.catalogLaw(
                battery: "laziness", law: SequenceLaziness.lazyLaw(self), inputs: SequenceLaziness.inputs,
                equivalence: SequenceLaziness.equivalence)
        }
    }

    /// Checks `sequence` as this operator against the law `facet` (the
    /// agreement law by default), reporting a broken law to the running test
    /// at the caller's line — every form beside the model, the parameters,
    /// the replay lines — and recording its minimal case into the corpus as
    /// the profile says. The property name is the catalog's,
    /// `"ReactiveSequence agreement: <name>"`, so it shares that corpus file.
    @discardableResult
    public func check(
        _ facet: SequenceOperatorFacet = .agreement,
        iterations: Int? = nil,
        configuration: Configuration? = nil,
        reporter: (any FailureReporter)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        function: StaticString = #function,
        _ sequence: @escaping @Sendable (ReactiveSequence<Int>, LawInput<[Int]>) -> ReactiveSequence<Int>
    ) -> CheckResult<LawInput<[Int]>> {
        let tested = testing(sequence)
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
        switch facet {
        case .agreement:
            return Battery("agreement", laws: [SequenceAgreement.law(tested)]).check(
                on: "ReactiveSequence", inputs: SequenceAgreement.inputs, equivalence: SequenceAgreement.equivalence,
                iterations: iterations, configuration: configuration, classify: Self.classifiers(configuration),
                reporter: reporter, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column,
                function: site.function)[0]
        case .laziness:
            return Battery("laziness", laws: [SequenceLaziness.lazyLaw(tested)]).check(
                on: "ReactiveSequence", inputs: SequenceLaziness.inputs, equivalence: SequenceLaziness.equivalence,
                iterations: iterations, configuration: configuration, classify: Self.classifiers(configuration),
                reporter: reporter, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column,
                function: site.function)[0]
        }
    }

    /// Checks `sequence` against both laws (agreement and laziness),
    /// reporting each broken one to the running test. Returns both results.
    @discardableResult
    public func checkAll(
        iterations: Int? = nil,
        configuration: Configuration? = nil,
        reporter: (any FailureReporter)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        function: StaticString = #function,
        _ sequence: @escaping @Sendable (ReactiveSequence<Int>, LawInput<[Int]>) -> ReactiveSequence<Int>
    ) -> [CheckResult<LawInput<[Int]>>] {
        SequenceOperatorFacet.allCases.map { facet in
            check(
                facet, iterations: iterations, configuration: configuration, reporter: reporter, fileID: fileID,
                filePath: filePath, line: line, column: column, function: function, sequence)
        }
    }

    /// Checks that at least one of this operator's laws catches `sequence`
    /// (a planted bug), reporting an issue to the running test if every law
    /// holds; see ``expectFailure(anyOf:configuration:reporter:fileID:filePath:line:column:function:)``.
    @discardableResult
    public func expectFailure(
        anyOf facets: [SequenceOperatorFacet],
        configuration: Configuration? = nil,
        reporter: (any FailureReporter)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        function: StaticString = #function,
        _ sequence: @escaping @Sendable (ReactiveSequence<Int>, LawInput<[Int]>) -> ReactiveSequence<Int>
    ) -> [LawOutcome] {
        let tested = testing(sequence)
        return ReactiveLaws.expectFailure(
            anyOf: facets.map(tested.law), configuration: configuration, reporter: reporter, fileID: fileID,
            filePath: filePath, line: line, column: column, function: function)
    }

    /// The coverage requirements of a sequence law's run: a share of long samples under `ci` and `nightly`.
    static func classifiers(_ configuration: Configuration?) -> [Classifier<LawInput<[Int]>>] {
        SequenceSamples.classifiers(in: Configuration.profile(of: configuration), sample: \.sample)
    }

    static func catalogLaw<Observation>(
        battery: String, law: Law<LawInput<[Int]>, Observation>, inputs: Gen<LawInput<[Int]>>,
        equivalence: Equivalence<LawInput<[Int]>, Observation>
    ) -> CatalogLaw {
        CatalogLaw(
            name: Battery<LawInput<[Int]>, Observation>.propertyName(
                subject: "ReactiveSequence", battery: battery, law: law.name),
            inputs: inputs, classify: { SequenceSamples.classifiers(in: $0, sample: \.sample) },
            property: Battery.property(battery: battery, law: law, equivalence: equivalence))
    }
}
