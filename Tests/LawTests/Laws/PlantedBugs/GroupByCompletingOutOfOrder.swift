import Reactive
import ReactiveLaws

/// A planted bug: a `group(by:)` that, when the source completes, completes
/// its groups newest first instead of in the order they were created.
enum GroupByCompletingOutOfOrder {
    /// A group: its key and its values.
    struct Group: Sendable {
        var key: Int
        var signal: Signal<Int, TestFailure>
    }

    static func group(_ source: Signal<Int, TestFailure>, by key: @escaping @Sendable (Int) -> Int) -> Signal<Group, TestFailure> {
        Signal { observer, lifetime in
            let groups = PlantedState([(key: Int, subject: Subject<Int, TestFailure>)]())
            lifetime.add(source.subscribe(Observer { event in
                switch event {
                case .next(let value):
                    let groupKey = key(value)
                    let (subject, isNew) = groups.with { groups in
                        if let existing = groups.first(where: { $0.key == groupKey }) { return (existing.subject, false) }
                        let subject = Subject<Int, TestFailure>()
                        groups.append((groupKey, subject))
                        return (subject, true)
                    }
                    if isNew { observer.send(value: Group(key: groupKey, signal: subject.signal)) }
                    subject.send(.next(value))
                case .failed, .completed:
                    observer.send(terminal(event))
                    // The bug: newest group first.
                    for group in groups.with({ $0 }).reversed() { group.subject.send(terminal(event)) }
                }
            }))
        }
    }

    /// The terminal event itself, retyped for the groups' and outer signals.
    private static func terminal<Value>(_ event: Event<Int, TestFailure>) -> Event<Value, TestFailure> {
        if case .failed(let failure) = event { return .failed(failure) }
        return .completed
    }
}
