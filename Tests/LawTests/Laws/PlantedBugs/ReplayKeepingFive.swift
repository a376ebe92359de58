import Reactive
import ReactiveLaws

/// A planted bug: a `replay` bounded to five values, as if to save memory;
/// RAC's keeps every value. A subscriber that arrives after six values — the
/// second one while the first is still subscribed, or both when the source
/// sends at once — misses the oldest.
enum ReplayKeepingFive {
    /// The planted replay; `fixed` keeps every value, which makes it RAC's.
    static func replay(_ source: Signal<Int, TestFailure>, fixed: Bool = false) -> Signal<Int, TestFailure> {
        let connection = source.multicast(fixed ? ReplaySubject() : ReplaySubject(capacity: 5))
        connection.connect()
        return connection.signal
    }
}
