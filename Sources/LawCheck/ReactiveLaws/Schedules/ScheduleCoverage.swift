import LawCheck

/// The share of cases each ``ScheduleClass`` must reach in a law's run,
/// QuickCheck's `cover` for schedules: a law whose schedules demonstrably
/// miss a share (a Wilson bound at 99% confidence, see `Classifier.cover`)
/// fails the run with a message naming the class, even if every case passed.
public struct ScheduleCoverage: Sendable, Hashable {
    /// The least percentage of cases per class; classes not listed are only counted.
    public var minimumShares: [ScheduleClass: Double]

    /// A coverage requirement.
    public init(minimumShares: [ScheduleClass: Double]) {
        self.minimumShares = minimumShares
    }

    /// The label of the schedule harness's target.
    public static let targetLabel = "events at the busiest tick"

    /// The profiles that enforce the requirement: `ci` and `nightly` run
    /// enough cases (2× and 100× the `dev` count) for the bound to be reliable;
    /// `dev` only counts.
    public static func isEnforced(in profile: Profile) -> Bool {
        profile != .dev
    }

    /// The classifiers of a run under `profile`: every class labelled (see
    /// `LAWCHECK_SHOW_DISTRIBUTION`), the required ones covered when enforced,
    /// the target ``Schedule/eventsAtBusiestTick``, which runs that climb
    /// targets (the `nightly` profile) push up, and the schedule's
    /// ``Schedule/signature``, which feature-guided runs steer by.
    public func classifiers<Sample>(
        in profile: Profile, schedule: @escaping @Sendable (Sample) -> Schedule
    ) -> [Classifier<Sample>] {
        [.target(Self.targetLabel) { Double(schedule($0).eventsAtBusiestTick) }, .features { schedule($0).signature }]
            + ScheduleClass.allCases.map { scheduleClass in
                let label = scheduleClass.rawValue
                let condition: @Sendable (Sample) -> Bool = { scheduleClass.contains(schedule($0)) }
                if let share = minimumShares[scheduleClass], Self.isEnforced(in: profile) {
                    return .cover(share, label, when: condition)
                }
                return .classify(label, when: condition)
            }
    }
}
