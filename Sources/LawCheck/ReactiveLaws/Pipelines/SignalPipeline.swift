import Reactive

/// A generated signal pipeline: stages applied in order to the schedule's
/// first source `a`. Printed as code a user can paste
/// (``code(sources:operators:)``): `a.map { 2 * $0 + 1 }.filter { $0 < 3 }.scan(0) { $0 + $1 }`.
public struct SignalPipeline: Sendable, Hashable {
    /// The stages, first applied first.
    public var stages: [SignalStage]
    /// How many times the stages are applied in a row: 1, or thousands in
    /// the stack-safety law (``SignalPipelineLaw/nested(_:)``).
    public var copies: Int

    /// A pipeline of `stages`, applied `copies` times in a row.
    public init(_ stages: [SignalStage], copies: Int = 1) {
        self.stages = stages
        self.copies = copies
    }

    /// Every stage in the order applied: the stages, `copies` times.
    var appliedStages: [SignalStage] {
        copies == 1 ? stages : Array(repeating: stages, count: copies).flatMap { $0 }
    }

    /// The pipeline built with `builder` on the replay's `sources`.
    func build(
        _ sources: [Signal<Int, TestFailure>], builder: SignalPipelineBuilder, operators: [PipelineOperator]
    ) -> Signal<Int, TestFailure> {
        builder.build(sources[0], appliedStages[...]) { stage, signal in
            stage.apply(to: signal, operators: operators) { sources[$0 % sources.count] }
        }
    }

    /// The composed model: what the pipeline sends to the output's subscription.
    public func model(_ replay: ModelReplay, operators: [PipelineOperator] = []) -> [Timed] {
        var upstream: PipelineUpstream = { replay, moment in replay.subscribe(0, at: moment) }
        for stage in appliedStages { upstream = stage.model(upstream, operators: operators) }
        var context = PipelineModelReplay(replay)
        return upstream(&context, replay.subscription)
    }

    /// The pipeline as Swift code on the sources of a schedule with
    /// `sources` sources (named `a`, `b`, … as in the marble diagrams); a
    /// pipeline of several copies as a `reduce` applying the stages that many times.
    public func code(sources: Int, operators: [PipelineOperator] = []) -> String {
        func code(on upstream: String) -> String {
            stages.reduce(upstream) { code, stage in stage.code(after: code, sources: sources, operators: operators) }
        }
        return copies == 1 ? code(on: "a") : "(1...\(copies)).reduce(a) { s, _ in \(code(on: "s")) }"
    }
}

extension SignalStage {
    /// `upstream` followed by this stage, as Swift code.
    func code(after upstream: String, sources: Int, operators: [PipelineOperator]) -> String {
        func name(_ index: Int) -> String { Schedule.sourceName(index % max(1, sources)) }
        switch self {
        case .map(let f): return upstream + ".map { \(f.code("$0")) }"
        case .filter(let p): return upstream + ".filter { $0 < \(p.threshold) }"
        case .scan(let start, let r): return upstream + ".scan(\(start)) { \(r) }"
        case .take(let count): return upstream + ".take(\(count))"
        case .skip(let count): return upstream + ".skip(\(count))"
        case .distinctUntilChanged: return upstream + ".distinctUntilChanged()"
        case .combinePrevious(let start, let r): return upstream + ".combinePrevious(\(start)) { \(r) }"
        case .flattenMap(let k): return upstream + ".flattenMap { x in \(k.code) }"
        case .concat(let index): return upstream + ".concat(\(name(index)))"
        case .merge(let index): return upstream + ".merge(\(name(index)))"
        case .zip(let index, let r): return "Signal.zip(\(upstream), \(name(index))) { \(r) }"
        case .catch(let index): return upstream + ".catch { _ in \(name(index)) }"
        case .retry(let count): return upstream + ".retry(\(count))"
        case .delay(let ticks): return upstream + ".delay(.seconds(\(ticks)), on: scheduler)"
        case .deliverOn: return upstream + ".deliver(on: scheduler)"
        case .custom(let index, let parameter): return upstream + operators[index].code(parameter)
        }
    }
}

extension IntFunction {
    /// The function as a Swift expression in `x`: `2 * $0 + 1`, `-$0`, `3`.
    public func code(_ x: String) -> String {
        let linear =
            switch multiplier {
            case 0: ""
            case 1: x
            case -1: "-" + x
            default: "\(multiplier) * \(x)"
            }
        if linear.isEmpty { return "\(offset)" }
        if offset == 0 { return linear }
        return offset > 0 ? "\(linear) + \(offset)" : "\(linear) - \(-offset)"
    }
}

extension StreamFunction {
    /// The inner signal of `x` as Swift code (``innerSignal(_:)``): `.return(x + 1)`,
    /// `.empty`, `.value(x, after: 2).concat(.value(2 * x, after: 0))`, behind a guard when it has one.
    public var code: String {
        let body: String
        if parts.isEmpty {
            body = ".empty"
        } else if parts.count == 1 && parts[0].delay == 0 {
            body = ".return(\(parts[0].function.code("x")))"
        } else {
            body = parts.map { ".value(\($0.function.code("x")), after: \($0.delay))" }
                .dropFirst().reduce(".value(\(parts[0].function.code("x")), after: \(parts[0].delay))") {
                    $0 + ".concat(\($1))"
                }
        }
        switch guarding {
        case .none: return body
        case .emptyWhen(let p): return "x < \(p.threshold) ? .empty : \(body)"
        case .failsWhen(let p): return "x < \(p.threshold) ? .error(TestFailure(source: 7)) : \(body)"
        }
    }
}
