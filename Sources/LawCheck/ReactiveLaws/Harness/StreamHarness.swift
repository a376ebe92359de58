import LawCheck

/// How laws written once for every ``ReactiveStreamOfInt`` run on one
/// stream type: where its samples come from, how an expression over a
/// sample stream is observed, and when two observations agree.
public struct StreamHarness<Stream: ReactiveStreamOfInt, Sample: Sendable, Observation: Sendable>: Sendable {
    /// The stream type's name in property names and reports, e.g. `"Signal"`.
    public var name: String
    /// Sample stream descriptions.
    public var samples: Gen<Sample>
    /// Builds the sample stream, applies the expression to it and observes the result.
    public var observe: @Sendable (Sample, @escaping @Sendable (Stream) -> Stream) -> Observation
    /// When observations agree, and how to draw a disagreement.
    public var equivalence: Equivalence<LawInput<Sample>, Observation>
    /// The labels and coverage requirements of every law's run under a
    /// profile (the signal harness's ``ScheduleCoverage``); none by default.
    public var classify: @Sendable (Profile) -> [Classifier<LawInput<Sample>>]

    /// A harness.
    public init(
        name: String,
        samples: Gen<Sample>,
        observe: @escaping @Sendable (Sample, @escaping @Sendable (Stream) -> Stream) -> Observation,
        equivalence: Equivalence<LawInput<Sample>, Observation>,
        classify: @escaping @Sendable (Profile) -> [Classifier<LawInput<Sample>>] = { _ in [] }
    ) {
        self.name = name
        self.samples = samples
        self.observe = observe
        self.equivalence = equivalence
        self.classify = classify
    }

    /// The classifiers of a run with `configuration` (nil: the environment's profile).
    public func classifiers(_ configuration: Configuration?) -> [Classifier<LawInput<Sample>>] {
        classify(Configuration.profile(of: configuration))
    }

    /// Law inputs around this harness's samples.
    public var inputs: Gen<LawInput<Sample>> { .lawInput(samples) }

    /// A law relating two expressions over the sample stream `s`; `uses`
    /// lists the parameters of the input it reads, printed with a violation.
    public func law(
        _ name: String,
        _ statement: String,
        uses parameters: [LawParameter] = [],
        _ lhs: @escaping @Sendable (Stream, LawInput<Sample>) -> Stream,
        _ rhs: @escaping @Sendable (Stream, LawInput<Sample>) -> Stream
    ) -> Law<LawInput<Sample>, Observation> {
        let observe = self.observe
        return Law(
            name, statement,
            parameters: { $0.describe(parameters) },
            lhs: { input in observe(input.sample) { lhs($0, input) } },
            rhs: { input in observe(input.sample) { rhs($0, input) } })
    }

    /// Runs `battery` with `runCheck` on this harness, reporting nothing.
    public func run(
        _ battery: Battery<LawInput<Sample>, Observation>,
        iterations: Int? = nil,
        configuration: Configuration? = nil,
        filePath: StaticString = #filePath,
        function: StaticString = #function
    ) -> [CheckResult<LawInput<Sample>>] {
        battery.run(
            on: name, inputs: inputs, equivalence: equivalence, iterations: iterations,
            configuration: configuration, classify: classifiers(configuration), filePath: filePath, function: function)
    }

    /// Checks `battery` with `check` on this harness, reporting broken laws to the running test.
    @discardableResult
    public func check(
        _ battery: Battery<LawInput<Sample>, Observation>,
        iterations: Int? = nil,
        configuration: Configuration? = nil,
        reporter: (any FailureReporter)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        function: StaticString = #function
    ) -> [CheckResult<LawInput<Sample>>] {
        battery.check(
            on: name, inputs: inputs, equivalence: equivalence, iterations: iterations,
            configuration: configuration, classify: classifiers(configuration), reporter: reporter,
            fileID: fileID, filePath: filePath,
            line: line, column: column, function: function)
    }
}
