import LawCheck

/// What an agreement law observes: each form's values after one operator
/// (nil for a push form that did not complete).
public struct FormValues: Sendable, Equatable {
    /// The form's name.
    public var form: String
    /// Its values, or nil if it did not complete.
    public var values: [Int]?

    /// An observation.
    public init(form: String, values: [Int]?) {
        self.form = form
        self.values = values
    }
}

/// The agreement laws of several forms of one stream — lazy and eager,
/// pull and push, a stream type of one's own and this library's: for every
/// ``StreamOperation``, each form built from an array, put through the
/// operator and read back, gives the array model's values.
///
/// ```swift
/// let agreement = StreamAgreement(forms: [.pull("Bag", from: Bag.init, elements: \.values), .lazySequence, .signal])
/// agreement.check()
/// ```
///
/// Samples are ``SequenceSamples/arrays`` (short ones, and long ones around
/// 16, 32 and 64 values, which the `ci` profile requires a share of).
public struct StreamAgreement: Sendable {
    /// The forms compared; each must match the model.
    public var forms: [StreamForm]

    /// The agreement of `forms`.
    public init(forms: [StreamForm]) {
        self.forms = forms
    }

    /// The subject of the laws' property names: the forms' names, `"lazy/eager/signal"`.
    public var name: String { forms.map(\.name).joined(separator: "/") }

    /// One law per ``StreamOperation``: every form ≡ the array model.
    public var battery: Battery<LawInput<[Int]>, [FormValues]> {
        Battery("agreement", laws: StreamOperation.allCases.map(law))
    }

    /// The law `form₁ ≡ form₂ ≡ … ≡ array model` for `operation`.
    public func law(_ operation: StreamOperation) -> Law<LawInput<[Int]>, [FormValues]> {
        let forms = forms
        return Law(
            operation.rawValue,
            "s.\(operation.expression): \(forms.map(\.name).joined(separator: " ≡ ")) ≡ array model",
            parameters: { $0.describe(operation.parameters) },
            lhs: { input in forms.map { FormValues(form: $0.name, values: $0.observe(operation, input.sample, input)) }
            },
            rhs: { input in
                let model = operation.model(input.sample, input)
                return forms.map { FormValues(form: $0.name, values: model) }
            })
    }

    /// Forms agree when each shows the model's values.
    public static var equivalence: Equivalence<LawInput<[Int]>, [FormValues]> {
        Equivalence(equal: ==) { input, got, want in
            let width = max(6, (got.map(\.form.count).max() ?? 0) + 1)
            func line(_ name: String, _ values: [Int]?, differs: Bool) -> String {
                let shown = values.map { "\($0)" } ?? "(did not complete)"
                return name.padding(toLength: width, withPad: " ", startingAt: 0) + shown
                    + (differs ? "   ← differs" : "")
            }
            let model = want.first?.values ?? []
            return
                ([line("source", input.sample, differs: false), line("model", model, differs: false)]
                + got.map { line($0.form, $0.values, differs: $0.values != model) }).joined(separator: "\n")
        }
    }

    /// Law inputs around ``SequenceSamples/arrays``.
    public var inputs: Gen<LawInput<[Int]>> { .lawInput(SequenceSamples.arrays) }

    /// Checks every agreement law and reports each broken one to the running
    /// test at the caller's line, with the forms' values beside the model's.
    @discardableResult
    public func check(
        iterations: Int? = nil,
        configuration: Configuration? = nil,
        reporter: (any FailureReporter)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        function: StaticString = #function
    ) -> [CheckResult<LawInput<[Int]>>] {
        battery.check(
            on: name, inputs: inputs, equivalence: Self.equivalence, iterations: iterations,
            configuration: configuration, classify: classifiers(configuration), reporter: reporter,
            fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    }

    /// Runs every agreement law without reporting.
    public func run(
        iterations: Int? = nil,
        configuration: Configuration? = nil,
        filePath: StaticString = #filePath,
        function: StaticString = #function
    ) -> [CheckResult<LawInput<[Int]>>] {
        battery.run(
            on: name, inputs: inputs, equivalence: Self.equivalence, iterations: iterations,
            configuration: configuration, classify: classifiers(configuration), filePath: filePath, function: function)
    }

    private func classifiers(_ configuration: Configuration?) -> [Classifier<LawInput<[Int]>>] {
        SequenceSamples.classifiers(in: Configuration.profile(of: configuration), sample: \.sample)
    }
}
