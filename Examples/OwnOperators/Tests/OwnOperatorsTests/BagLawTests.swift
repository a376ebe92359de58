import LawCheck
import OwnOperators
import Reactive
import ReactiveLaws
import Testing

/// What the generic laws need of a stream type: streams of `Int`, and a
/// stream of one value (a pull stream has no time to delay it by).
extension Bag: ReactiveStreamOfInt where Value == Int {
    public static func value(_ value: Int, after ticks: Int) -> Bag { .return(value) }
}

/// A stream type of one's own against the laws every `ReactiveStream` must
/// keep: built from arrays, observed as its values.
@Suite("Bag is a lawful stream")
struct BagLawTests {
    static let bags = StreamHarness.pull("Bag", from: Bag.init, elements: \.values)

    @Test func monad() { Self.bags.check(Self.bags.monad) }

    @Test func monoid() { Self.bags.check(Self.bags.monoid) }

    @Test func operatorEquivalences() { Self.bags.check(Self.bags.coldOperators) }

    /// Bag's own fast paths, each against the law of the operator it replaces.
    @Test func fastPaths() {
        Self.bags.check(.mapIdentity) { bag, transform in bag.fastMap(transform) }
        Self.bags.check(.mapComposition) { bag, transform in bag.fastMap(transform) }
        Self.bags.check(.takeWhileIsTakeUntilNegated) { bag, predicate in bag.fastTake(while: predicate) }
    }

    /// Bag agrees with this library's lazy sequences and signals on every
    /// RACStream operator (pull against push), short and long samples alike.
    @Test func agreesWithSequencesAndSignals() {
        StreamAgreement(forms: [.pull("Bag", from: Bag.init, elements: \.values), .lazySequence, .signal]).check()
    }
}
