import LawCheck
import OwnOperators
import Reactive
import ReactiveLaws
import Testing

/// Each hand-written operator against its laws: the reference model of its
/// Reactive counterpart, the resource law and the per-subscription law.
/// One line per operator; a broken law reports a marble diagram of the
/// minimal schedule and the lines that replay it.
@Suite("Own operators obey the laws")
struct OwnOperatorLawTests {
    @Test func myTake() {
        OperatorLaws.take.checkAll { source, count in source.myTake(count) }
    }

    @Test func myZip() {
        OperatorLaws.zipWith.checkAll { a, b in a.myZip(b) }
    }

    @Test func myGroupBy() {
        OperatorLaws.groupBy { group in (group.key, group.values) }.checkAll { source, key in source.myGroup(by: key) }
    }

    @Test func myRetry() {
        OperatorLaws.retry.checkAll { source, count in source.myRetry(count) }
    }

    /// The same laws on the values and errors of one's own domain.
    @Test func onStringsAndOwnErrors() {
        SignalLaws<String, ConnectionLost>.take.checkAll { source, count in source.myTake(count) }
        SignalLaws<String, ConnectionLost>.zipWith.checkAll { a, b in a.myZip(b) }
    }
}

/// An error of one's own: laws hand each source's failure to the operator
/// through `LawFailure`, which says which source it stands for.
enum ConnectionLost: LawFailure {
    case onSource(Int)
    init(lawSource: Int) { self = .onSource(lawSource) }
    var lawSource: Int {
        switch self {
        case .onSource(let source): source
        }
    }
}
