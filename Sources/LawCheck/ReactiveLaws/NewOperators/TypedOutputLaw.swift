import Reactive

extension OperatorLaw {
    /// A law `operator(sources) ≡ model(sources)` for an operator whose
    /// output values are of its own `Equatable` type, with the resource and
    /// per-subscription laws every ``OperatorLaw`` has. The step, array and
    /// event-loop models are built on it; use it directly for a model over the
    /// schedule written by hand (``ModelLoop`` helps).
    ///
    /// Traces hold the law's numbers, so the output is encoded at the law's
    /// edge: each value gets the number of its first appearance, the model's
    /// values first, then those only the operator sent (numbered per
    /// subscription, so two subscriptions encode alike). A violation prints
    /// the legend after the parameters: `where count = 2; 0 = [1, 2], 1 = [3]`.
    /// An operator sending `Int`s is shown with its own values and no legend.
    ///
    /// - Parameters:
    ///   - name: the law's name in reports and corpus files.
    ///   - statement: the law in code form, printed in reports.
    ///   - family: the family in the property name.
    ///   - sources: how many sources the schedules have.
    ///   - parameters: the law's parameters the operator and model use, printed with a violation.
    ///   - describing: what to print for the parameters instead, such as `count = 2` for a count drawn from `n`.
    ///   - apply: hands the sources and parameters to the operator under test.
    ///   - model: the events the output should send, from the schedule alone.
    public static func typedModel<Output: Equatable & Sendable>(
        _ name: String,
        _ statement: String,
        family: String = "new operator models",
        sources: ClosedRange<Int> = 1...1,
        uses parameters: [LawParameter] = [],
        describing: (@Sendable (LawInput<Schedule>) -> String)? = nil,
        apply:
            @escaping @Sendable (Operator, [Signal<Int, TestFailure>], LawInput<Schedule>) -> Signal<
                Output, TestFailure
            >,
        model: @escaping @Sendable (ModelReplay, LawInput<Schedule>) -> [TimedOutput<Output>]
    ) -> OperatorLaw {
        if Output.self == Int.self {  // the casts cannot fail
            var law = OperatorLaw(
                name, statement, family: family, sources: sources, uses: parameters,
                apply: { `operator`, sources, input in apply(`operator`, sources, input).map { $0 as! Int } },
                model: { replay, input in model(replay, input).map { Timed($0.moment, $0.event.map { $0 as! Int }) } })
            if let describing { law.describe = { _, input, _ in describing(input) } }
            return law
        }
        // The model's values under the law's rules, numbered first on both sides.
        let seed: @Sendable (LawInput<Schedule>, LawSemantics) -> OutputCodes<Output> = { input, semantics in
            OutputCodes(model(ModelReplay(input.sample, semantics: semantics), input).compactMap(\.event.value))
        }
        var law = OperatorLaw(
            name, statement, family: family, sources: sources, uses: parameters,
            apply: { `operator`, sources, input in
                encoded(apply(`operator`, sources, input), seed(input, .reactiveCocoa), recordingInto: nil)
            },
            model: { replay, input in
                var codes = OutputCodes<Output>()
                return model(replay, input).map { Timed($0.moment, $0.event.map { codes.code($0) }) }
            })
        law.modelApply = { `operator`, sources, input, semantics in
            encoded(apply(`operator`, sources, input), seed(input, semantics), recordingInto: nil)
        }
        law.describe = { `operator`, input, semantics in
            let seeded = seed(input, semantics)
            let tables = Locked<[Locked<OutputCodes<Output>>]>([])
            _ = input.sample.trace { sources in
                encoded(apply(`operator`, sources, input), seeded, recordingInto: tables)
            }
            let legend = Self.legend(seeded, tables.withLock { $0.map { $0.withLock { $0 } } })
            return [describing?(input) ?? input.describe(parameters), legend].filter { !$0.isEmpty }.joined(
                separator: "; ")
        }
        return law
    }

    /// `output` as the law's numbers, with a table per subscription starting
    /// from `seed`; `tables` collects them when a report needs the legend.
    private static func encoded<Output: Equatable & Sendable>(
        _ output: Signal<Output, TestFailure>, _ seed: OutputCodes<Output>,
        recordingInto tables: Locked<[Locked<OutputCodes<Output>>]>?
    ) -> Signal<Int, TestFailure> {
        // The operator is applied once, outside the defer: a per-subscription
        // bug must stay visible to the per-subscription law.
        Signal.defer {
            let codes = Locked(seed)
            tables?.withLock { $0.append(codes) }
            return output.map { value in codes.withLock { $0.code(value) } }
        }
    }

    /// The legend of the model's values and of those only the operator sent;
    /// a number two subscriptions gave to different values names both.
    private static func legend<Output: Equatable & Sendable>(
        _ seed: OutputCodes<Output>, _ tables: [OutputCodes<Output>]
    ) -> String {
        let count = tables.map(\.values.count).reduce(seed.values.count, max)
        let entries = (0..<count).map { code -> (code: Int, text: String) in
            let seen = tables.enumerated().compactMap { index, table in
                code < table.values.count ? (index, table.values[code]) : nil
            }
            if code < seed.values.count || seen.allSatisfy({ $0.1 == seen[0].1 }) {
                return (code, String(describing: code < seed.values.count ? seed.values[code] : seen[0].1))
            }
            return (
                code,
                seen.map { "\($0.1) in got" + ($0.0 == 0 ? "" : $0.0 == 1 ? "²" : "^\($0.0 + 1)") }.joined(
                    separator: ", ")
            )
        }
        return Marbles.valueLegend(entries)
    }
}
