import Reactive

/// The laws of `group(by:)` (models in ``GroupModels``).
extension SignalLaws {
    static var group: String { "group models" }

    /// `group(by: key)`: one signal per key, sent at its key's first value;
    /// each group gets its key's values, and every group ends with the source.
    /// The law groups by `v % 3` and observes each group's events as codes
    /// (``GroupModels/code(key:_:)``).
    ///
    /// The operator returns groups of its own `Group` type; `open` says what
    /// a group's key and values are:
    ///
    /// ```swift
    /// OperatorLaws.groupBy { group in (group.key, group.signal) }.check { $0.myGroup(by: $1) }
    /// ```
    public static func groupBy<Group: Sendable>(
        _ open: @escaping @Sendable (Group) -> (key: Int, values: Source)
    ) -> OperatorLaw<GroupOperator<Group>> {
        unary(
            "group by", "s.group(by: { $0 % 3 }) with materialized groups ≡ groupModel(s)", family: group,
            call: { groupBy, s, _ in
                groupBy(s) { $0.lawValue % 3 }.flattenMap { opened in
                    let (key, values) = open(opened)
                    return values.materialize().map { Value(lawValue: GroupModels.code(key: key, lower($0))) }
                        .promoteFailure()
                }
            },
            model: { s, _ in GroupModels.group(s) { $0 % 3 } })
    }

    /// `group(by: key)` with each group observed on its own: what every group
    /// sends when the source completes or fails (after the output's own
    /// terminal event, which a flatten would stop at) and, with n > 0, when
    /// the law disposes the output after the source's n-th value (nothing: the
    /// groups stay open). Codes as in ``GroupModels/lifecycle(_:disposingAfter:by:)``.
    ///
    /// ```swift
    /// OperatorLaws.groupLifecycle { group in (group.key, group.signal) }.check { $0.myGroup(by: $1) }
    /// ```
    public static func groupLifecycle<Group: Sendable>(
        _ open: @escaping @Sendable (Group) -> (key: Int, values: Source)
    ) -> OperatorLaw<GroupOperator<Group>> {
        unary(
            "group lifecycle",
            "each group of s.group(by: { $0 % 3 }) on its own, output disposed after n values ≡ groupLifecycleModel(s, n)",
            family: group, uses: [.n],
            call: { groupBy, s, input in
                observingEachGroup(groupBy(s) { $0.lawValue % 3 }, disposingAfter: input.n, open)
            },
            model: { s, input in GroupModels.lifecycle(s, disposingAfter: input.n) { $0 % 3 } })
    }

    /// The events of `groups` and of each group, every group watched by a
    /// subscriber of its own (not through the output's lifetime), as the
    /// codes of ``GroupModels/lifecycle(_:disposingAfter:by:)``.
    private static func observingEachGroup<Group: Sendable>(
        _ groups: Signal<Group, Failure>, disposingAfter count: Int,
        _ open: @escaping @Sendable (Group) -> (key: Int, values: Source)
    ) -> Source {
        Source { observer, lifetime in
            let watch = Locked(GroupWatch<Value, Failure>())
            let send: @Sendable (Int) -> Void = { observer.send(value: Value(lawValue: $0)) }
            // Ends the observation once the output and every group have ended.
            let endIfDone: @Sendable () -> Void = {
                let end = watch.withLock { $0.openGroups == 0 ? $0.outputEnd : nil }
                if let end { observer.send(end) }
            }
            let outputEnded: @Sendable (Event<Value, Failure>, Int) -> Void = { end, code in
                send(code)
                watch.withLock { $0.outputEnd = end }
                endIfDone()
            }
            // The output subscribed inside a signal of the law's own, so that its
            // lifetime exists before the source sends (a synchronous source's
            // values arrive during the subscription) and can be disposed at the n-th.
            let output = Signal<Group, Failure> { relay, outputLifetime in
                watch.withLock { $0.output = outputLifetime }
                groups.subscribe(relay)
            }
            lifetime.add(
                output.subscribe(
                    Observer { event in
                        switch event {
                        case .next(let group):
                            let (key, values) = open(group)
                            watch.withLock { $0.openGroups += 1 }
                            lifetime.add(
                                values.subscribe(
                                    Observer { event in
                                        send(GroupModels.code(key: key, lower(event)))
                                        if event.isTerminal {
                                            watch.withLock { $0.openGroups -= 1 }
                                            endIfDone()
                                            return
                                        }
                                        let disposing = watch.withLock { watch -> CompositeDisposable? in
                                            watch.values += 1
                                            return watch.values == count ? watch.output : nil
                                        }
                                        guard let disposing else { return }
                                        disposing.dispose()
                                        send(GroupModels.outputDisposed)
                                    }))
                        case .completed: outputEnded(.completed, GroupModels.outputCompleted)
                        case .failed(let failure): outputEnded(.failed(failure), GroupModels.outputFailed)
                        }
                    }))
        }
    }

    /// `group(by: key, transform: f)` then `flatten()`: every value transformed, in order.
    public static var flattenOfGroups: OperatorLaw<RegroupOperator> {
        unary(
            "flatten of groups", "s.group(by: { $0 % 3 }, transform: f).flatten() ≡ mapModel(s, f)", family: group,
            uses: [.f],
            call: { regroup, s, input in regroup(s, { $0.lawValue % 3 }, values(input.f)) },
            model: { s, input in TransformModels.map(s, input.f.callAsFunction) })
    }
}

/// What ``SignalLaws/groupLifecycle(_:)`` knows while it watches: the
/// output's lifetime (to dispose it), the values seen, the groups still open
/// and how the output ended.
private struct GroupWatch<Value: Sendable, Failure: Error>: Sendable {
    var output: CompositeDisposable?
    var values = 0
    var openGroups = 0
    var outputEnd: Event<Value, Failure>?
}
