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
        unary("group by", "s.group(by: { $0 % 3 }) with materialized groups ≡ groupModel(s)", family: group,
              call: { groupBy, s, _ in
                  groupBy(s) { $0.lawValue % 3 }.flattenMap { opened in
                      let (key, values) = open(opened)
                      return values.materialize().map { Value(lawValue: GroupModels.code(key: key, lower($0))) }.promoteFailure()
                  }
              },
              model: { s, _ in GroupModels.group(s) { $0 % 3 } })
    }

    /// `group(by: key, transform: f)` then `flatten()`: every value transformed, in order.
    public static var flattenOfGroups: OperatorLaw<RegroupOperator> {
        unary("flatten of groups", "s.group(by: { $0 % 3 }, transform: f).flatten() ≡ mapModel(s, f)", family: group, uses: [.f],
              call: { regroup, s, input in regroup(s, { $0.lawValue % 3 }, values(input.f)) },
              model: { s, input in TransformModels.map(s, input.f.callAsFunction) })
    }
}
