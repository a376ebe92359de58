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
        /// The marker `doNext` sends before `value`: 100 + `value`.
        public static func next(_ value: Int) -> Int { 100 + value }
        /// The marker `doFailed` sends before `failure`: 200 + its source.
        public static func failed(_ failure: TestFailure) -> Int { 200 + failure.source }
        /// The marker `doCompleted` sends before the completion.
        public static let completed = 300
        /// The marker `initially` sends at the subscription.
        public static let initially = 400
        /// The marker `finally` sends before the terminal event.
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
