import Reactive

/// The events still to come for a model whose subscriptions depend on what
/// already happened (`concat`, `flattenMap`, `retry`, …): a list of
/// ``Timed`` events, each tagged with the subscription it belongs to, taken
/// out in the replay's order.
///
/// A model pops the earliest event, decides what the output sends at that
/// moment, and may add the arrivals of a subscription it makes then (they are
/// all later, since the moment inserts them) or drop a subscription it disposes of.
public struct Agenda<Tag: Sendable & Equatable>: Sendable {
    private var items: [(timed: Timed, tag: Tag, order: Int)] = []
    private var added = 0

    /// An empty agenda.
    public init() {}

    /// Adds the events of one subscription.
    public mutating func add(_ events: [Timed], tag: Tag) {
        for timed in events {
            items.append((timed, tag, added))
            added += 1
        }
    }

    /// Forgets the events of the subscriptions tagged so: they were disposed of.
    public mutating func drop(_ tag: Tag) {
        items.removeAll { $0.tag == tag }
    }

    /// Forgets the events of the subscriptions `isDisposed` picks.
    public mutating func drop(where isDisposed: (Tag) -> Bool) {
        items.removeAll { isDisposed($0.tag) }
    }

    /// Takes out the earliest event (events of one moment in the order they were added).
    public mutating func next() -> (tag: Tag, timed: Timed)? {
        guard
            let index = items.indices.min(by: {
                (items[$0].timed.moment, items[$0].order) < (items[$1].timed.moment, items[$1].order)
            })
        else {
            return nil
        }
        let item = items.remove(at: index)
        return (item.tag, item.timed)
    }
}
