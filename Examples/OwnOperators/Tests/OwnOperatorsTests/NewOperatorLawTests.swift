import LawCheck
import OwnOperators
import Reactive
import ReactiveLaws
import Testing

// README's quick start and docs/OwnOperators.md show these declarations line for line
// (ReadmeQuickStartTests, NewOperatorReportTests), so swift-format leaves their layout alone.
// swift-format-ignore
/// The laws of operators no catalog has, each from a model stated in a line
/// or two: an array model (the output's values as a function of the input's),
/// a step model (state, what a value does, what completion flushes) and a
/// step model with a timer. Each gives the model, resource and
/// per-subscription laws; outputs of the operator's own type (pairs, arrays)
/// are printed with a legend when a law breaks.
enum NewOperatorLaws {
    static let pairwise = OperatorLaw.arrayModel("pairwise") { values, _ in zip(values, values.dropFirst()).map(Pair.init) }

    static let bufferCount = OperatorLaw.stepModel("bufferCount", counts: 1...3) { n in StepModel(initial: [Int](), flush: { $0.isEmpty ? [] : [$0] }) {
        buffer, value in buffer.count + 1 == n ? ([], [buffer + [value]]) : (buffer + [value], []) } }

    static let debounce = OperatorLaw.stepModel("debounce", ticks: 1...3, StepModel(initial: nil as Int?, flush: { $0.map { [$0] } ?? [] },
        timer: .restartedByEachValue { (nil, $0.map { [$0] } ?? []) }) { _, value in (value, []) })
}

/// Each new operator against its laws, one line each.
@Suite("New operators obey their models")
struct NewOperatorLawTests {
    @Test func pairwise() {
        NewOperatorLaws.pairwise.checkAll { source in source.pairwise().map(Pair.init) }
    }

    @Test func bufferCount() {
        NewOperatorLaws.bufferCount.checkAll { source, n in source.bufferCount(n) }
    }

    @Test func debounce() {
        NewOperatorLaws.debounce.checkAll { source, interval, scheduler in source.debounce(interval, on: scheduler) }
    }
}
