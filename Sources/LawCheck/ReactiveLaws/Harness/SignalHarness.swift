import LawCheck
import Reactive

extension StreamHarness where Stream == Signal<Int, TestFailure>, Sample == Schedule, Observation == Trace {
    /// Signals replayed from schedules (``Schedule/trace(_:)``), compared by
    /// trace. Laws over one stream see the first source. Every case is
    /// labelled with its ``ScheduleClass``es, and in the `ci` and `nightly`
    /// profiles each law must reach the space's ``ScheduleCoverage`` and a
    /// share of value-dependent stream functions (``StreamFunction/classifiers(in:)``). The
    /// harness is named `"Signal"`, followed by the space's name unless it is
    /// the default (``ScheduleSpace/subject(_:)``), so each space keeps its
    /// own property names and corpus files.
    ///
    /// - Parameter schedules: one-source schedules by default; hot sources and
    ///   disposal included.
    public static func signal(schedules: ScheduleSpace = .schedule(sources: 1...1)) -> StreamHarness {
        let coverage = schedules.coverage
        return StreamHarness(
            name: schedules.subject("Signal"), samples: schedules.generator,
            observe: { schedule, expression in schedule.trace { expression($0[0]) } },
            equivalence: .trace(schedule: \.sample),
            classify: { profile in
                coverage.classifiers(in: profile, schedule: \.sample) + StreamFunction.classifiers(in: profile)
            })
    }
}
