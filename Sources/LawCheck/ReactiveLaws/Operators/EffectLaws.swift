import Reactive

/// The laws of the side-effect operators (models in ``EffectModels``): each
/// effect sends a marker value into the output itself, so the trace shows
/// when the effect ran relative to the events it wraps.
extension SignalLaws {
    static var effect: String { "effect models" }
    typealias Marker = EffectModels.Marker

    /// The output of `wrap(s, send)`, where `send` puts an effect's marker into that same output.
    static func effects(
        _ s: Source, _ wrap: @escaping @Sendable (Source, @escaping @Sendable (Int) -> Void) -> Source
    ) -> Source {
        Signal { observer, lifetime in
            lifetime.add(wrap(s) { observer.send(value: Value(lawValue: $0)) }.subscribe(observer))
        }
    }

    /// `doNext(effect)`: the effect on each value, before the value is sent.
    public static var doNext: OperatorLaw<ValueEffectOperator> {
        unary(
            "doNext", "s.doNext(effect) ≡ effectModel(s)", family: effect,
            call: { doNext, s, _ in effects(s) { s, send in doNext(s) { send(Marker.next($0.lawValue)) } } },
            model: { s, _ in EffectModels.before(s) { $0.value.map { [Marker.next($0)] } ?? [] } })
    }

    /// `doFailed(effect)`: the effect on the failure, before it is sent.
    public static var doFailed: OperatorLaw<FailureEffectOperator> {
        unary(
            "doFailed", "s.doFailed(effect) ≡ effectModel(s)", family: effect,
            call: { doFailed, s, _ in
                effects(s) { s, send in doFailed(s) { send(Marker.failed(TestFailure(source: $0.lawSource))) } }
            },
            model: { s, _ in
                EffectModels.before(s) { event in
                    if case .failed(let failure) = event { return [Marker.failed(failure)] }
                    return []
                }
            })
    }

    /// `doCompleted(effect)`: the effect on completion, before it is sent.
    public static var doCompleted: OperatorLaw<EffectOperator> {
        unary(
            "doCompleted", "s.doCompleted(effect) ≡ effectModel(s)", family: effect,
            call: { doCompleted, s, _ in effects(s) { s, send in doCompleted(s) { send(Marker.completed) } } },
            model: { s, _ in EffectModels.before(s) { $0.isCompleted ? [Marker.completed] : [] } })
    }

    /// `finally(effect)`: the effect on the terminal event, before it is sent.
    public static var finally: OperatorLaw<EffectOperator> {
        unary(
            "finally", "s.finally(effect) ≡ effectModel(s)", family: effect,
            call: { finally, s, _ in effects(s) { s, send in finally(s) { send(Marker.finally) } } },
            model: { s, _ in EffectModels.before(s) { $0.isTerminal ? [Marker.finally] : [] } })
    }

    /// `initially(effect)`: the effect at each subscription, before the source is subscribed.
    public static var initially: OperatorLaw<EffectOperator> {
        OperatorLaw(
            "initially", "s.initially(effect) ≡ initiallyModel(s)", family: effect,
            apply: { initially, sources, _ in
                lower(effects(lift(sources[0])) { s, send in initially(s) { send(Marker.initially) } })
            },
            model: { replay, _ in EffectModels.initially(replay.source(0), subscribedAt: replay.subscription) })
    }
}
