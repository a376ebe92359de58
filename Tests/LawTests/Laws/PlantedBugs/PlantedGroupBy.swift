import Reactive
import ReactiveLaws

/// The `group(by:)` the planted group bugs share: RAC 2.5's, each group a
/// subject sent at its key's first value, except for what `end` does with
/// the groups (in creation order) when the source ends. A correct `end`
/// sends the event to each group in order.
enum PlantedGroupBy {
    /// A group: its key and its values.
    struct Group: Sendable {
        var key: Int
        var signal: Signal<Int, TestFailure>
    }

    static func group(
        _ source: Signal<Int, TestFailure>, by key: @escaping @Sendable (Int) -> Int,
        end: @escaping @Sendable (Event<Int, TestFailure>, [Subject<Int, TestFailure>]) -> Void
    ) -> Signal<Group, TestFailure> {
        Signal { observer, lifetime in
            let groups = PlantedState([(key: Int, subject: Subject<Int, TestFailure>)]())
            lifetime.add(
                source.subscribe(
                    Observer { event in
                        switch event {
                        case .next(let value):
                            let groupKey = key(value)
                            let (subject, isNew) = groups.with { groups in
                                if let existing = groups.first(where: { $0.key == groupKey }) {
                                    return (existing.subject, false)
                                }
                                let subject = Subject<Int, TestFailure>()
                                groups.append((groupKey, subject))
                                return (subject, true)
                            }
                            if isNew { observer.send(value: Group(key: groupKey, signal: subject.signal)) }
                            subject.send(.next(value))
                        case .failed(let failure):
                            observer.send(error: failure)
                            end(event, groups.with { $0 }.map(\.subject))
                        case .completed:
                            observer.sendCompleted()
                            end(event, groups.with { $0 }.map(\.subject))
                        }
                    }))
        }
    }
}
