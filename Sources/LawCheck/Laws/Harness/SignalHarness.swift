import LawCheck
import Reactive

extension StreamHarness where Stream == Signal<Int, TestFailure>, Sample == Schedule, Observation == Trace {
    /// Signals replayed from schedules (``Schedule/trace(_:)``), compared by
    /// trace. Laws over one stream see the first source.
    ///
    /// - Parameter schedules: one-source schedules by default; hot sources and
    ///   disposal included.
    public static func signal(schedules: Gen<Schedule> = .schedule(sources: 1...1)) -> StreamHarness {
        StreamHarness(
            name: "Signal", samples: schedules,
            observe: { schedule, expression in schedule.trace { expression($0[0]) } },
            equivalence: .trace(schedule: \.sample))
    }
}
