import LawCheck

/// The features one swarm schedule may use, drawn before the schedule
/// itself (``ScheduleStyle/swarm``). Each is on in half the cases that allow
/// it and off otherwise, except completions and failures, drawn together:
/// both on in a third of the cases, completions alone in a third, failures
/// alone in a sixth, neither in a sixth (drawn apart, a bug that needs a
/// source to complete and another to fail would meet both in only a quarter
/// of the cases, and every source would never end in another quarter;
/// failures stay off in half the cases, which leaves long bursts
/// undisturbed). A feature that is off never appears in the
/// case, one that is on appears often. Each is a choice drawn first, so the
/// shrinker turns features off like any other choice: off is the simpler case.
struct ScheduleFeatures: Sendable, Hashable {
    /// Hot sources may appear (half the sources).
    var hot: Bool
    /// Cold sources may send synchronously inside their subscription (half the cold ones).
    var synchronous: Bool
    /// Gaps between a source's events are mostly 0: bursts at one tick, and
    /// events of different sources at the same tick.
    var sameTime: Bool
    /// Sources may complete.
    var completions: Bool
    /// Sources may fail.
    var failures: Bool
    /// The output may be subscribed late and disposed mid-stream (each half the time).
    var disposal: Bool
    /// The output is subscribed a second time, 0…6 ticks after the first.
    var resubscription: Bool
    /// The output echoes its first 1…3 values into the first hot source.
    var echo: Bool

    /// Features as given.
    init(
        hot: Bool, synchronous: Bool, sameTime: Bool, completions: Bool, failures: Bool, disposal: Bool,
        resubscription: Bool, echo: Bool
    ) {
        self.hot = hot
        self.synchronous = synchronous
        self.sameTime = sameTime
        self.completions = completions
        self.failures = failures
        self.disposal = disposal
        self.resubscription = resubscription
        self.echo = echo
    }

    /// How many combinations the features of the sources have (``sourceKey``).
    static let sourceKeys = 32
    /// How many combinations the features of the output have (``outputKey``).
    static let outputKeys = 8

    /// The features that shape the sources, as a number below ``sourceKeys``.
    var sourceKey: Int {
        [hot, synchronous, sameTime, completions, failures].enumerated().reduce(0) {
            $0 | ($1.element ? 1 << $1.offset : 0)
        }
    }

    /// The features that shape the output's subscriptions, as a number below ``outputKeys``.
    var outputKey: Int {
        [disposal, resubscription, echo].enumerated().reduce(0) { $0 | ($1.element ? 1 << $1.offset : 0) }
    }

    /// The features whose keys are `sourceKey` and `outputKey`.
    init(sourceKey: Int, outputKey: Int) {
        func bit(_ key: Int, _ offset: Int) -> Bool { key & (1 << offset) != 0 }
        self.init(
            hot: bit(sourceKey, 0), synchronous: bit(sourceKey, 1), sameTime: bit(sourceKey, 2),
            completions: bit(sourceKey, 3), failures: bit(sourceKey, 4),
            disposal: bit(outputKey, 0), resubscription: bit(outputKey, 1), echo: bit(outputKey, 2))
    }

    /// The features of one case, each drawn only when `options` allow it.
    static func generator(hot: Bool, disposal: Bool, resubscription: Bool, reentrance: Bool) -> Gen<ScheduleFeatures> {
        func feature(_ allowed: Bool) -> Gen<Bool> { allowed ? .bool : .constant(false) }
        // Simplest first: neither, completions, failures, both; failures off in half the cases.
        let terminals: Gen<(completions: Bool, failures: Bool)> = .frequency([
            (1, .constant((false, false))), (2, .constant((true, false))), (1, .constant((false, true))),
            (2, .constant((true, true))),
        ])
        let sources = zip(feature(hot), feature(true), feature(true), terminals)
        let output = zip(feature(disposal), feature(resubscription), feature(reentrance && hot))
        return zip(sources, output).map { sources, output in
            ScheduleFeatures(
                hot: sources.0, synchronous: sources.1, sameTime: sources.2, completions: sources.3.completions,
                failures: sources.3.failures, disposal: output.0, resubscription: output.1, echo: output.2 && sources.0)
        }
    }
}
