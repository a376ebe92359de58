import LawCheck

/// The features one swarm schedule may use, drawn before the schedule
/// itself (``ScheduleStyle/swarm``). Each is on in half the cases that allow
/// it and off otherwise; a feature that is off never appears in the case, one
/// that is on appears often. Each is one Boolean choice, drawn first, so the
/// shrinker turns features off like any other choice: off is the simpler case.
struct ScheduleFeatures: Sendable, Hashable {
    /// Hot sources may appear (half the sources).
    var hot = false
    /// Cold sources may send synchronously inside their subscription (half the cold ones).
    var synchronous = false
    /// Gaps between a source's events are mostly 0: bursts at one tick, and
    /// events of different sources at the same tick.
    var sameTime = false
    /// Sources may complete.
    var completions = false
    /// Sources may fail.
    var failures = false
    /// The output may be subscribed late and disposed mid-stream (each half the time).
    var disposal = false
    /// The output is subscribed a second time, 0…6 ticks after the first.
    var resubscription = false
    /// The output echoes its first 1…3 values into the first hot source.
    var echo = false

    /// The features of one case, each drawn only when `options` allow it.
    static func generator(hot: Bool, disposal: Bool, resubscription: Bool, reentrance: Bool) -> Gen<ScheduleFeatures> {
        func feature(_ allowed: Bool) -> Gen<Bool> { allowed ? .bool : .constant(false) }
        let sources = zip(feature(hot), feature(true), feature(true), feature(true), feature(true))
        let output = zip(feature(disposal), feature(resubscription), feature(reentrance && hot))
        return zip(sources, output).map { sources, output in
            ScheduleFeatures(
                hot: sources.0, synchronous: sources.1, sameTime: sources.2, completions: sources.3, failures: sources.4,
                disposal: output.0, resubscription: output.1, echo: output.2 && sources.0)
        }
    }
}
