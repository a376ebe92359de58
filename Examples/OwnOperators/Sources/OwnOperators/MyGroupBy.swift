import Reactive

/// One group of ``Signal/myGroup(by:)``: its key and its values.
public struct MyGroup<Key: Hashable & Sendable, Value: Sendable, Failure: Error>: Sendable {
    /// The key every value of the group has.
    public let key: Key
    /// The group's values, from the source value that opened it on.
    public let values: Signal<Value, Failure>
}

extension Signal {
    /// Splits the values by `key`: one group per key, sent at its key's first value.
    ///
    /// - next: a new group at the first value of each key; each value goes to its key's group.
    /// - error: the source's failure, to the output and then to every group.
    /// - completion: the source's completion, to the output and then to every group, in the order they opened.
    /// - disposal: disposes the source's subscription; the groups stay open.
    public func myGroup<Key: Hashable & Sendable>(by key: @escaping @Sendable (Value) -> Key) -> Signal<
        MyGroup<Key, Value, Failure>, Failure
    > {
        Signal<MyGroup<Key, Value, Failure>, Failure> { observer, lifetime in
            let groups = Locked<[(key: Key, subject: Subject<Value, Failure>)]>([])
            lifetime.add(
                self.subscribe(
                    Observer { event in
                        switch event {
                        case .next(let value):
                            let groupKey = key(value)
                            let (subject, isNew) = groups.withLock { groups in
                                if let open = groups.first(where: { $0.key == groupKey }) {
                                    return (open.subject, false)
                                }
                                let subject = Subject<Value, Failure>()
                                groups.append((groupKey, subject))
                                return (subject, true)
                            }
                            if isNew { observer.send(value: MyGroup(key: groupKey, values: subject.signal)) }
                            subject.send(.next(value))
                        case .failed, .completed:
                            // RAC's order: the output first, then every group (a flattened group's
                            // failure is then never seen; the laws caught the opposite order).
                            let open = groups.withLock { $0.map(\.subject) }
                            if case .failed(let error) = event {
                                observer.send(error: error)
                            } else {
                                observer.sendCompleted()
                            }
                            for subject in open {
                                if case .failed(let error) = event {
                                    subject.send(.failed(error))
                                } else {
                                    subject.send(.completed)
                                }
                            }
                            lifetime.dispose()
                        }
                    }))
        }
    }
}
