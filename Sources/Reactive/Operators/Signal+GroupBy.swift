/// One group of ``Signal/group(by:transform:)``: the values that share `key`
/// (RAC's `RACGroupedSignal`).
///
/// RAC's grouped signal *is* a signal (a subject subclass); a Swift struct
/// cannot be subclassed, so the group's values are ``signal``.
public struct GroupedSignal<Key: Hashable & Sendable, Value: Sendable, Failure: Error>: Sendable {
    /// The key every value of this group was given.
    public let key: Key

    /// The group's values. Hot, like RAC's subject: a subscriber receives the
    /// values sent after it subscribed, then the group's terminal event —
    /// subscribe as the group arrives to see them all. A subscriber that comes
    /// after the group has terminated receives nothing (RAC 2.5's subject keeps
    /// no terminal state).
    public let signal: Signal<Value, Failure>
}

extension Signal {
    /// Splits the values into groups by key (RAC's `-groupBy:transform:`).
    ///
    /// - next: a ``GroupedSignal`` the first time a key is seen, sent before
    ///   that group's first value; each value, transformed, goes to the group of
    ///   its key.
    /// - completed: completes, then completes every group in the order the
    ///   groups were created (RAC 2.5).
    /// - failed: fails with the error, then fails every group with it, in order.
    /// - disposal: disposes the source; groups already sent stay open and
    ///   receive nothing more (RAC 2.5).
    public func group<Key: Hashable & Sendable, Member: Sendable>(
        by key: @escaping @Sendable (Value) -> Key,
        transform: @escaping @Sendable (Value) -> Member
    ) -> Signal<GroupedSignal<Key, Member, Failure>, Failure> {
        let upstream = ChainLink(self)
        return .unserialized { observer, lifetime in
            let groups = SerialAccess(Groups<Key, Member, Failure>())
            upstream.held.attach(
                Observer.inPlace { event in
                    switch event {
                    case .next(let value):
                        let groupKey = key(value)
                        let group: GroupChannel<Member, Failure>
                        if let existing = groups.value.byKey[groupKey] {
                            group = existing
                        } else {
                            group = GroupChannel()
                            groups.value.byKey[groupKey] = group
                            groups.value.inOrder.append(group)
                            observer.send(value: GroupedSignal(key: groupKey, signal: group.signal))
                        }
                        group.send(.next(transform(value)))
                    case .failed(let failure):
                        observer.send(error: failure)
                        for group in groups.value.inOrder { group.send(.failed(failure)) }
                    case .completed:
                        observer.sendCompleted()
                        for group in groups.value.inOrder { group.send(.completed) }
                    }
                }, lifetime: lifetime)
        }
    }

    /// Splits the values into groups by key (RAC's `-groupBy:`); same events as
    /// ``group(by:transform:)`` with the values untransformed.
    public func group<Key: Hashable & Sendable>(
        by key: @escaping @Sendable (Value) -> Key
    ) -> Signal<GroupedSignal<Key, Value, Failure>, Failure> {
        group(by: key, transform: { $0 })
    }

    /// Merges the values of every group (RAC's `-flatten` on the signal of
    /// groups); same events as ``flatten()`` over the groups' signals.
    public func flatten<Key, Member>() -> Signal<Member, Failure> where Value == GroupedSignal<Key, Member, Failure> {
        flattenMap { $0.signal }
    }
}

private struct Groups<Key: Hashable & Sendable, Member: Sendable, Failure: Error> {
    var byKey: [Key: GroupChannel<Member, Failure>] = [:]
    var inOrder: [GroupChannel<Member, Failure>] = []
}

/// The hot channel behind one group: sends to whoever subscribes meanwhile.
private final class GroupChannel<Value: Sendable, Failure: Error>: Sendable {
    private struct Subscribers {
        var nextID = 0
        var sinks: [(id: Int, sink: SerializedSink<Value, Failure>)] = []
        var isTerminated = false
    }

    // Locked: subscribers come and go on any thread while the source sends.
    private let subscribers = Locked(Subscribers())

    var signal: Signal<Value, Failure> {
        .unserialized { observer, lifetime in
            let sink = SerializedSink(observer, lifetime: lifetime)
            let id = self.subscribers.withLock { subscribers -> Int? in
                guard !subscribers.isTerminated else { return nil }
                defer { subscribers.nextID += 1 }
                subscribers.sinks.append((subscribers.nextID, sink))
                return subscribers.nextID
            }
            guard let id else { return }
            lifetime.add { [self] in
                self.subscribers.withLock { $0.sinks.removeAll { $0.id == id } }
            }
        }
    }

    /// Sends `event` to the current subscribers, outside the lock.
    func send(_ event: Event<Value, Failure>) {
        let sinks = subscribers.withLock { subscribers in
            if event.isTerminal { subscribers.isTerminated = true }
            return subscribers.sinks.map(\.sink)
        }
        for sink in sinks { sink.send(event) }
    }
}
