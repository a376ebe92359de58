import Reactive

/// What a running replay offers to streams built while it runs.
public enum Replay {
    /// The scheduler of the ``Schedule/trace(_:)`` running on this task, so
    /// that streams a law builds lazily (the inner streams of `flattenMap`)
    /// can take time on the same virtual clock; `nil` outside a replay.
    @TaskLocal public static var scheduler: TestScheduler?

    /// The resource probe of the `Schedule/audit(_:)` running on this task,
    /// so that inner streams built while it runs (``StreamFunction``'s) are
    /// instrumented like the sources; `nil` outside an audit.
    @TaskLocal public static var probe: ResourceProbe?
}
