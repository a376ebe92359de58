import Reactive

/// Templates relating runs of an operator to other runs: of itself, on a
/// concatenation, subscribed twice, built twice, or against catalog operators.
extension OperatorTemplate {
    /// `op(a.concat(b)) ≡ op(a).concat(op(b))`: the operator treats each value
    /// on its own, with no state carried from one value to the next (`map`,
    /// `filter`, `flattenMap` with a synchronous `k`), ticks included.
    ///
    /// Sees: state that survives from `a`'s values into `b`'s (a count, a
    /// previous value), a terminal event mishandled at the seam. Cannot see:
    /// per-value bugs the same on both sides (a wrong `map` function).
    public static let distributesOverConcat = OperatorTemplate(
        "distributes over concat", "op(a.concat(b)) ≡ op(a).concat(op(b))", schedules: .modelled(sources: 2...2),
        acceptsOwnOutputs: true
    ) { op in
        (
            lhs: { input in input.sample.trace { op($0[0].concat($0[1]), input) } },
            rhs: { input in input.sample.trace { op($0[0], input).concat(op($0[1], input)) } }
        )
    }

    /// The resource law without a model: on every schedule — hot sources,
    /// disposal mid-stream and a second subscription included — the output
    /// sends one terminal event, last, nothing after its disposal; every
    /// subscription the operator makes is disposed exactly once; nothing is
    /// retained afterwards (``ResourceHarness``).
    ///
    /// Sees: leaks, double disposal, events after the end, an upstream still
    /// subscribed after the output ended or was disposed. Cannot see: whether
    /// the values were right.
    public static let disposesWhatItSubscribes = OperatorTemplate(
        resources: "disposes what it subscribes",
        "op(s): one terminal event, last; nothing after disposal; every subscription disposed once; nothing retained",
        schedules: .schedule(sources: 1...1))

    /// One output subscribed twice ≡ two independent outputs:
    /// `out = op(s)` subscribed twice records what `Signal.defer { op(s) }`
    /// subscribed twice records.
    ///
    /// Sees: state kept per operator instead of per subscription (a counter
    /// made outside the signal's closure). Cannot see: whether either run is
    /// right on its own.
    public static let independentSubscriptions = OperatorTemplate(
        "independent subscriptions", "op(s) subscribed twice ≡ Signal.defer { op(s) } subscribed twice",
        schedules: .resubscribed(sources: 1...1), acceptsOwnOutputs: true
    ) { op in
        (
            lhs: { input in input.sample.trace { op($0[0], input) } },
            rhs: { input in input.sample.trace { sources in Signal.defer { op(sources[0], input) } } }
        )
    }

    /// The operator built again on the same schedule records the same trace,
    /// second subscriptions included: its output depends on the schedule
    /// alone, not on how often it was built or subscribed before.
    ///
    /// Sees: state shared by every use of the operator (a static cache, a
    /// counter captured by the closure that builds it), randomness, the
    /// wall clock. Cannot see: state per output that a second subscription
    /// shares (``independentSubscriptions``), or whether a run is right.
    public static let deterministic = OperatorTemplate(
        "deterministic", "op(s) ≡ op(s) built again", schedules: .schedule(sources: 1...1), acceptsOwnOutputs: true
    ) { op in
        (
            lhs: { input in input.sample.trace { op($0[0], input) } },
            rhs: { input in input.sample.trace { op($0[0], input) } }
        )
    }

    /// `op(s) ≡ reference(s)`: a differential law against a composition of
    /// catalog operators meant to do the same (`{ $0.filter(p).take(2) }`), on
    /// every schedule — hot, disposed, subscribed twice, re-entrant.
    ///
    /// Sees: any difference in what one subscription or two record, ticks
    /// included. Cannot see: a bug the reference shares, and anything the
    /// schedules do not draw (more than one source, values beyond 0…9).
    ///
    /// - Parameters:
    ///   - name: how the reference reads in reports: `"s.filter(p).take(2)"`.
    ///   - reference: the composition of catalog operators.
    public static func equivalent(
        to name: String, _ reference: @escaping OperatorLaws.UnaryOperator
    ) -> OperatorTemplate {
        OperatorTemplate("equivalent to \(name)", "op(s) ≡ \(name)", schedules: .schedule(sources: 1...1)) { op in
            (
                lhs: { input in input.sample.trace { op($0[0], input) } },
                rhs: { input in input.sample.trace { reference($0[0]) } }
            )
        }
    }
}
