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

    /// Runs `battery` on this harness and only returns the results: it
    /// reports nothing to the running test (a broken law leaves the test
    /// green unless the caller looks at the results) and records nothing
    /// into the corpus, unless the `configuration` passed asks for it (a
    /// corpus directory, recording on). For tests of the harness itself and
    /// for tools; a test of an operator calls ``check(_:iterations:configuration:reporter:fileID:filePath:line:column:function:)``.
    public func run(
        _ battery: Battery<LawInput<Sample>, Observation>,
        iterations: Int? = nil,
        configuration: Configuration? = nil,
        filePath: StaticString = #filePath,
        function: StaticString = #function
    ) -> [CheckResult<LawInput<Sample>>] {
        let configuration = Configuration.withoutRecording(configuration, callerFilePath: filePath)
        return battery.run(
            on: name, inputs: inputs, equivalence: equivalence, iterations: iterations,
            configuration: configuration, classify: classifiers(configuration), filePath: filePath, function: function)
    }

    /// Runs `battery` as ``check(_:iterations:configuration:reporter:fileID:filePath:line:column:function:)``
    /// does — recording a new failure into the corpus as the profile says —
    /// without reporting it: for a reporting check that reports its own way.
    func runRecording(
        _ battery: Battery<LawInput<Sample>, Observation>,
        iterations: Int?,
        configuration: Configuration?,
        filePath: StaticString,
        function: StaticString
    ) -> [CheckResult<LawInput<Sample>>] {
        battery.run(
            on: name, inputs: inputs, equivalence: equivalence, iterations: iterations,
            configuration: configuration, classify: classifiers(configuration), filePath: filePath, function: function)
    }

    /// Checks `battery` with `check` on this harness, reporting each broken
    /// law to the running test at the caller's line, and recording its
    /// minimal case into the corpus as the profile says.
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
