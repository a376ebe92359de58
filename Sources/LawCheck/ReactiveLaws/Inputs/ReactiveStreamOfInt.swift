import Reactive

/// The streams the generic laws run on: streams of `Int`, so that values and
/// the generated functions (``IntFunction``, ``StreamFunction``) fit any of them.
public protocol ReactiveStreamOfInt: ReactiveStream where Value == Int {
    /// A stream of `value` alone, sent `ticks` ticks after it starts, for
    /// streams that have time; others return `.return(value)`.
    static func value(_ value: Int, after ticks: Int) -> Self

    /// A stream that fails at once with `failure`; by default `.empty`, for
    /// streams that cannot fail (sequences). A stream type that can fail
    /// implements it, or the laws never see its failures from `k`.
    static func failing(with failure: TestFailure) -> Self
}

extension ReactiveStreamOfInt {
    /// `.empty`: a stream that cannot fail ends where a failure would be.
    public static func failing(with failure: TestFailure) -> Self { .empty }
}

extension Signal: ReactiveStreamOfInt where Value == Int {
    /// During ``Schedule/trace(_:)``, `value` then completion, `ticks` ticks
    /// after each subscription on the replay's scheduler; `.return(value)`
    /// outside a replay or for 0 ticks.
    ///
    /// During an audit (``Schedule/audit(_:)``) every such stream is
    /// instrumented by the audit's ``ResourceProbe`` as `inner`.
    public static func value(_ value: Int, after ticks: Int) -> Signal {
        let stream = delayed(value, after: ticks)
        return Replay.probe?.instrument(stream, name: "inner") ?? stream
    }

    /// `Signal.error(failure)`, instrumented like ``value(_:after:)`` during
    /// an audit; `.empty` for a signal whose `Failure` is not ``TestFailure``,
    /// which cannot carry it.
    public static func failing(with failure: TestFailure) -> Signal {
        let stream: Signal = (failure as? Failure).map { .error($0) } ?? .empty
        return Replay.probe?.instrument(stream, name: "inner") ?? stream
    }

    private static func delayed(_ value: Int, after ticks: Int) -> Signal {
        guard ticks > 0, let scheduler = Replay.scheduler else { return .return(value) }
        return Signal { observer, lifetime in
            if let work = scheduler.schedule(
                after: .seconds(ticks),
                {
                    observer.send(value: value)
                    observer.sendCompleted()
                })
            {
                lifetime.add(work)
            }
        }
    }
}

extension ReactiveSequence: ReactiveStreamOfInt where Value == Int {
    /// `.return(value)`: a sequence has no time.
    public static func value(_ value: Int, after ticks: Int) -> ReactiveSequence {
        .return(value)
    }

}
