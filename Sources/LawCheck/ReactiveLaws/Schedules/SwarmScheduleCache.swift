import LawCheck
import Reactive

/// The swarm schedule generators built so far, by their options. Building one
/// builds the generators inside every combination of features (about 1.5 ms
/// in a debug build), and laws build their schedule spaces anew on every run,
/// so each set of options is built once per process. Generators are immutable
/// values, so sharing them changes no case.
enum SwarmScheduleCache {
    /// The options of `Gen.schedule` that shape a swarm generator.
    struct Options: Hashable {
        var sources: ClosedRange<Int>
        var values: ClosedRange<Int>
        var hot: Bool
        var disposal: Bool
        var resubscription: Bool
        var reentrance: Bool
    }

    /// Built generators; the lock makes the shared dictionary safe to use from concurrent tests.
    private static let generators = Locked<[Options: Gen<Schedule>]>([:])

    /// The generator for `options`, built by `build` the first time.
    static func generator(_ options: Options, build: () -> Gen<Schedule>) -> Gen<Schedule> {
        if let built = generators.withLock({ $0[options] }) { return built }
        let built = build()
        return generators.withLock { generators in
            if let first = generators[options] { return first }
            generators[options] = built
            return built
        }
    }
}
