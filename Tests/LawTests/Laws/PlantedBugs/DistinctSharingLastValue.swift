import Reactive
import ReactiveLaws

/// A planted bug: a `distinctUntilChanged` that warms up a new subscription
/// from a running one, as if every subscription saw the same values: the
/// operator remembers the last value any subscription sent and how many it
/// has sent, and a subscription starting while another runs and has sent
/// six or more values begins by comparing with that value instead of with
/// nothing. Right for one subscription at a time, for a second made after the
/// first ended, and for one made early (the warm-up waits for six values);
/// wrong when the second subscription comes while the first is well under
/// way and the second's first value equals the first's last: the second
/// drops it. With sources of at most six values that takes a source whose
/// six values all change, all sent before the second subscription, no
/// terminal event by then, and its first value equal to its sixth. RAC keeps
/// the last value per subscription only.
enum DistinctSharingLastValue {
    struct Shared: Sendable {
        var running = 0
        var sent = 0
        var last: Int?
    }

    /// The planted operator; `fixed` starts every subscription with nothing to compare with, which makes it RAC's.
    static func distinctUntilChanged(_ source: Signal<Int, TestFailure>, fixed: Bool = false) -> Signal<Int, TestFailure> {
        let shared = PlantedState(Shared())   // the bug: one warm-up value for the operator, taken by new subscriptions
        return Signal { observer, lifetime in
            let warm = shared.with { shared in
                defer { shared.running += 1 }
                return shared.running > 0 && shared.sent >= 6 ? shared.last : nil
            }
            let last = PlantedState<Int?>(fixed ? nil : warm)
            lifetime.add {
                shared.with { shared in
                    shared.running -= 1
                    if shared.running == 0 { shared = Shared() }
                }
            }
            lifetime.add(source.subscribe(Observer { event in
                guard let value = event.value else { return observer.send(event) }
                let changed = last.with { last in
                    defer { last = value }
                    return last != value
                }
                guard changed else { return }
                shared.with { shared in
                    shared.sent += 1
                    shared.last = value
                }
                observer.send(value: value)
            }))
        }
    }
}
