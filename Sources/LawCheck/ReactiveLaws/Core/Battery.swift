import LawCheck

/// A named list of laws that includes the laws of its parent batteries: the
/// monad battery includes the functor battery, so checking a monad checks
/// that it is a functor first.
public struct Battery<Input: Sendable, Observation: Sendable>: Sendable {
    /// The battery's name, such as `"monad"`.
    public var name: String
    /// The batteries whose laws this one includes, checked first.
    public var parents: [Battery]
    /// This battery's own laws.
    public var laws: [Law<Input, Observation>]

    /// A battery.
    public init(_ name: String, includes parents: [Battery] = [], laws: [Law<Input, Observation>]) {
        self.name = name
        self.parents = parents
        self.laws = laws
    }

    /// Every law with the battery that declares it, parents' laws first; a
    /// battery reached through two parents contributes its laws once.
    public var allLaws: [(battery: String, law: Law<Input, Observation>)] {
        var seen = Set<String>()
        var result: [(battery: String, law: Law<Input, Observation>)] = []
        func visit(_ battery: Battery) {
            for parent in battery.parents { visit(parent) }
            for law in battery.laws where seen.insert(battery.name + "/" + law.name).inserted {
                result.append((battery.name, law))
            }
        }
        visit(self)
        return result
    }

    /// The property LawCheck runs for one law: both sides on the input,
    /// compared by `equivalence`; a disagreement throws a ``LawViolation``.
    public static func property(
        battery: String, law: Law<Input, Observation>, equivalence: Equivalence<Input, Observation>
    ) -> @Sendable (Input) throws -> Bool {
        { input in
            let got = law.lhs(input)
            let want = law.rhs(input)
            if equivalence.equal(got, want) { return true }
            throw LawViolation(
                battery: battery, law: law.name, statement: law.statement,
                parameters: law.parameters(input), explanation: equivalence.explain(input, got, want))
        }
    }

    /// The LawCheck property name of a law: `"<subject> <battery>: <law>"`,
    /// which also names its corpus file.
    public static func propertyName(subject: String, battery: String, law: String) -> String {
        "\(subject) \(battery): \(law)"
    }

    /// Runs every law with LawCheck's `runCheck` and returns the results,
    /// reporting nothing: for tests of the harness itself and for tools.
    ///
    /// - Parameters:
    ///   - subject: what the laws are checked on, such as `"Signal"`; part of each property name.
    ///   - inputs: the generator of inputs.
    ///   - equivalence: when the two sides of a law count as the same.
    ///   - iterations: cases per law (see `runCheck`).
    ///   - configuration: nil reads the environment.
    ///   - classifiers: labels and coverage requirements of every law's run.
    ///   - filePath: the calling file's path, which locates its test target's corpus.
    ///   - function: the calling test, named in the reports' replay lines.
    public func run(
        on subject: String,
        inputs: Gen<Input>,
        equivalence: Equivalence<Input, Observation>,
        iterations: Int? = nil,
        configuration: Configuration? = nil,
        classify classifiers: [Classifier<Input>] = [],
        filePath: StaticString = #filePath,
        function: StaticString = #function
    ) -> [CheckResult<Input>] {
        allLaws.map { battery, law in
            runCheck(
                Self.propertyName(subject: subject, battery: battery, law: law.name), inputs,
                iterations: iterations, configuration: configuration, classify: classifiers,
                filePath: filePath, function: function,
                Self.property(battery: battery, law: law, equivalence: equivalence))
        }
    }

    /// Checks every law with LawCheck's `check`, which reports each broken
    /// law to the running test at the caller's line: the shrunk input, the
    /// marble diagram, the seed and the replay command; a run that misses a
    /// coverage requirement of `classifiers` is reported too.
    @discardableResult
    public func check(
        on subject: String,
        inputs: Gen<Input>,
        equivalence: Equivalence<Input, Observation>,
        iterations: Int? = nil,
        configuration: Configuration? = nil,
        classify classifiers: [Classifier<Input>] = [],
        reporter: (any FailureReporter)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        function: StaticString = #function
    ) -> [CheckResult<Input>] {
        allLaws.map { battery, law in
            LawCheck.check(
                Self.propertyName(subject: subject, battery: battery, law: law.name), inputs,
                iterations: iterations, configuration: configuration, classify: classifiers, reporter: reporter,
                fileID: fileID, filePath: filePath, line: line, column: column, function: function,
                Self.property(battery: battery, law: law, equivalence: equivalence))
        }
    }
}
