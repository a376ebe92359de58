import Reactive
import ReactiveLaws

/// A planted bug: a `group(by:)` that, when the source fails, fails its output
/// but completes its groups instead of failing them. Through a flatten the
/// output's failure comes first and hides the groups; only a subscriber of a
/// group sees it (``SignalLaws/groupLifecycle(_:)``).
enum GroupByCompletingGroupsOnFailure {
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
                case .failed(let failure):
                    observer.send(error: failure)
                    // The bug: the groups complete instead of failing.
                    for group in groups.with({ $0 }) { group.subject.send(.completed) }
                case .completed:
                    observer.sendCompleted()
                    for group in groups.with({ $0 }) { group.subject.send(.completed) }
                }
            }))
        }
    }
}
