import Reactive

/// Reference models of the side-effect operators: `doNext`, `doFailed`,
/// `doCompleted`, `initially`, `finally`. In their model laws the effect
/// sends a marker value into the output itself, so the trace shows when the
/// effect ran relative to the events it wraps.
public enum EffectModels {
    /// The marker an effect sends: 100 + v for `doNext` on v, 200 + i for
    /// `doFailed` on `TestFailure(i)`, 300 for `doCompleted`, 400 for
    /// `initially`, 500 for `finally`.
    public enum Marker {
        public static func next(_ value: Int) -> Int { 100 + value }
        public static func failed(_ failure: TestFailure) -> Int { 200 + failure.source }
        public static let completed = 300
        public static let initially = 400
        public static let finally = 500
    }

    /// Each event preceded, at its moment, by the markers `effect` gives for it (RAC runs effects first).
    public static func before(_ source: [Timed], _ effect: (Event<Int, TestFailure>) -> [Int]) -> [Timed] {
        Models.synchronous(source) { event in effect(event).map { .next($0) } + [event] }
    }

    /// `s.initially(effect)`: the marker at the subscription, before the source is subscribed.
    public static func initially(_ source: [Timed], subscribedAt subscription: Moment) -> [Timed] {
        [Timed(subscription, .next(Marker.initially))] + source
    }
}

extension StreamHarness where Stream == Signal<Int, TestFailure>, Sample == Schedule, Observation == Trace {
    /// Model laws of the side-effect operators (``EffectModels``).
    public var effectModels: Battery<LawInput<Schedule>, Trace> {
        /// The output of `wrap(s, send)`, where `send` puts an effect's marker into that same output.
        @Sendable func effects(
            _ s: Signal<Int, TestFailure>,
            _ wrap: @escaping @Sendable (Signal<Int, TestFailure>, @escaping @Sendable (Int) -> Void) -> Signal<Int, TestFailure>
        ) -> Signal<Int, TestFailure> {
            Signal { observer, lifetime in
                lifetime.add(wrap(s) { observer.send(value: $0) }.subscribe(observer))
            }
        }
        typealias Marker = EffectModels.Marker
        return Battery("effect models", laws: [
            model("doNext", "s.doNext(effect) ≡ effectModel(s)",
                  unary: { s, _ in effects(s) { s, send in s.doNext { send(Marker.next($0)) } } },
                  model: { s, _ in EffectModels.before(s) { $0.value.map { [Marker.next($0)] } ?? [] } }),
            model("doFailed", "s.doFailed(effect) ≡ effectModel(s)",
                  unary: { s, _ in effects(s) { s, send in s.doFailed { send(Marker.failed($0)) } } },
                  model: { s, _ in EffectModels.before(s) { event in
                      if case .failed(let failure) = event { return [Marker.failed(failure)] }
                      return []
                  } }),
            model("doCompleted", "s.doCompleted(effect) ≡ effectModel(s)",
                  unary: { s, _ in effects(s) { s, send in s.doCompleted { send(Marker.completed) } } },
                  model: { s, _ in EffectModels.before(s) { $0.isCompleted ? [Marker.completed] : [] } }),
            model("finally", "s.finally(effect) ≡ effectModel(s)",
                  unary: { s, _ in effects(s) { s, send in s.finally { send(Marker.finally) } } },
                  model: { s, _ in EffectModels.before(s) { $0.isTerminal ? [Marker.finally] : [] } }),
            model("initially", "s.initially(effect) ≡ initiallyModel(s)",
                  { sources, _ in effects(sources[0]) { s, send in s.initially { send(Marker.initially) } } },
                  model: { replay, _ in EffectModels.initially(replay.source(0), subscribedAt: replay.subscription) }),
        ])
    }
}
