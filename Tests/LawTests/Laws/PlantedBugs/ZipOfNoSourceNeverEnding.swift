import Reactive
import ReactiveLaws

/// A `zip` of a collection that, given no signal at all, never ends: RAC
/// 2.5's `+zip:` of an empty collection is `empty`, which completes at once.
enum ZipOfNoSourceNeverEnding {
    static func zip(_ signals: [Signal<Int, TestFailure>]) -> Signal<[Int], TestFailure> {
        signals.isEmpty ? .never : Signal.zip(signals)  // the bug: .never, not .empty
    }
}
