import LawCheck
import Reactive
import ReactiveLaws
import Testing

/// The groups of `group(by:)` observed each on its own (`groupLifecycle`):
/// what they send when the source fails or completes and when the output is
/// disposed, which a flatten of the groups cannot show.
extension LawsPlantedBugTests {
    static let groupLifecycle = OperatorLaws.groupLifecycle { (group: GroupedSignal<Int, Int, TestFailure>) in
        (group.key, group.signal)
    }

    @Test("a group(by:) that completes its groups when the source fails is caught per group, not by the flatten law")
    func groupByCompletingGroupsOnFailure() throws {
        let lifecycle = OperatorLaws.groupLifecycle { (group: GroupByCompletingGroupsOnFailure.Group) in
            (group.key, group.signal)
        }
        let (result, minimal, law) = try Self.caught(lifecycle) { GroupByCompletingGroupsOnFailure.group($0, by: $1) }
        // One value, then the failure: its group completes (100) where RAC fails it (200).
        #expect(minimal.sample == Schedule(sources: [Self.cold([(0, 0)], .failed(at: 0))]))
        #expect(minimal.n == 0)
        #expect(Self.isOneMinimal(minimal, for: law, uses: [.n]))
        #expect(
            result.report.contains(
                """
                a    (0#)
                want (0[400][200]#)
                got  (0[400][100]
                """))
        // The flatten law sees only the output's failure, which comes first.
        let flattened = OperatorLaws.groupBy { (group: GroupByCompletingGroupsOnFailure.Group) in
            (group.key, group.signal)
        }
        #expect(
            flattened.run(configuration: ciConfiguration()) { GroupByCompletingGroupsOnFailure.group($0, by: $1) }
                .passed)
    }

    @Test(
        "each group of the library's group(by:) ends after the output, in creation order, and stays open when the output is disposed"
    )
    func groupLifecycleOfTheLibrary() {
        let law = Self.groupLifecycle.law { $0.group(by: $1) }
        var input = LawInput(
            sample: Schedule(sources: [Self.cold([(0, 4), (1, 2), (2, 1)], .failed(at: 3))]),
            f: IntFunction(multiplier: 1, offset: 0), g: IntFunction(multiplier: 1, offset: 0),
            k: StreamFunction([]), h: StreamFunction([]), x: 0, n: 0, p: IntPredicate(threshold: 0))
        #expect(law.lhs(input).description == law.rhs(input).description)
        #expect(law.lhs(input).description == "^0 4@0 2@1 1@2 400@3 201@3 202@3 TestFailure(a)@3")
        input.n = 2
        // Disposed after the second value: the source is let go, the groups send nothing more.
        #expect(law.lhs(input).description == "^0 4@0 2@1 500@1")
        #expect(law.lhs(input).description == law.rhs(input).description)
        input.n = 0
        input.sample = Schedule(sources: [Self.cold([(0, 4), (1, 2), (2, 1)], .completed(at: 3))])
        #expect(law.lhs(input).description == "^0 4@0 2@1 1@2 300@3 101@3 102@3 completed@3")
        #expect(law.lhs(input).description == law.rhs(input).description)
    }
}
