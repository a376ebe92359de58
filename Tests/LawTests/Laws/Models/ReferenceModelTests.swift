import LawCheck
import Reactive
import ReactiveLaws
import Testing

@Suite("Laws: every operator matches its reference model")
struct LawsReferenceModelTests {
    /// Two or three sources, hot ones, late subscription and disposal included;
    /// no second subscription or echo, which no model describes.
    static let harness = StreamHarness.signal(schedules: .modelled(sources: 2...3))

    @Test("transforming operators match their models")
    func transform() {
        let results = Self.harness.check(Self.harness.transformModels, iterations: 40, configuration: ciConfiguration())
        #expect(!results.isEmpty)
        #expect(results.allSatisfy { $0.passed })
    }
}

extension LawsReferenceModelTests {
    @Test("slicing operators match their models")
    func slice() {
        let results = Self.harness.check(Self.harness.sliceModels, iterations: 40, configuration: ciConfiguration())
        #expect(!results.isEmpty)
        #expect(results.allSatisfy { $0.passed })
    }
}

extension LawsReferenceModelTests {
    @Test("combining operators match their models")
    func combination() {
        let results = Self.harness.check(Self.harness.combinationModels, iterations: 40, configuration: ciConfiguration())
        #expect(!results.isEmpty)
        #expect(results.allSatisfy { $0.passed })
    }
}

extension LawsReferenceModelTests {
    @Test("failure operators match their models")
    func error() {
        let results = Self.harness.check(Self.harness.errorModels, iterations: 40, configuration: ciConfiguration())
        #expect(!results.isEmpty)
        #expect(results.allSatisfy { $0.passed })
    }
}

extension LawsReferenceModelTests {
    @Test("side-effect operators match their models")
    func effect() {
        let results = Self.harness.check(Self.harness.effectModels, iterations: 40, configuration: ciConfiguration())
        #expect(!results.isEmpty)
        #expect(results.allSatisfy { $0.passed })
    }
}

extension LawsReferenceModelTests {
    @Test("reducing operators match their models")
    func aggregate() {
        let results = Self.harness.check(Self.harness.aggregateModels, iterations: 40, configuration: ciConfiguration())
        #expect(!results.isEmpty)
        #expect(results.allSatisfy { $0.passed })
    }
}

extension LawsReferenceModelTests {
    @Test("time operators match their models")
    func time() {
        let results = Self.harness.check(Self.harness.timeModels, iterations: 40, configuration: ciConfiguration())
        #expect(!results.isEmpty)
        #expect(results.allSatisfy { $0.passed })
    }
}

extension LawsReferenceModelTests {
    @Test("group(by:) match their models")
    func group() {
        let results = Self.harness.check(Self.harness.groupModels, iterations: 40, configuration: ciConfiguration())
        #expect(!results.isEmpty)
        #expect(results.allSatisfy { $0.passed })
    }
}

extension LawsReferenceModelTests {
    @Test("referenceModels includes every family's laws once")
    func referenceModelsBattery() {
        let harness = Self.harness
        let families = [
            harness.transformModels, harness.sliceModels, harness.combinationModels, harness.errorModels,
            harness.effectModels, harness.aggregateModels, harness.timeModels, harness.groupModels,
        ]
        let names = harness.referenceModels.allLaws.map { "\($0.battery)/\($0.law.name)" }
        #expect(names.count == families.reduce(0) { $0 + $1.laws.count })
        #expect(Set(names).count == names.count)
        #expect(Set(harness.referenceModels.allLaws.map(\.battery)) == Set(families.map(\.name)))
    }
}

extension LawsReferenceModelTests {
    /// Whether `map`'s model law holds on `schedule`.
    static func mapHolds(on schedule: Schedule) -> Bool {
        let harness = StreamHarness.signal(schedules: .modelled(sources: 1...1))
        guard let map = harness.transformModels.laws.first(where: { $0.name == "map" }) else { return false }
        let input = LawInput(
            sample: schedule, f: IntFunction(multiplier: 1, offset: 1), g: IntFunction(multiplier: 1, offset: 0),
            k: StreamFunction([]), h: StreamFunction([]), x: 0, n: 0, p: IntPredicate(threshold: 0))
        return map.lhs(input) == map.rhs(input)
    }

    @Test("a model law stops on a schedule with a second subscription or an echo, which no model describes")
    func modelLawsRefuseUnmodelledSchedules() async {
        #expect(Self.mapHolds(on: Schedule(sources: [SourceScript(isHot: true, values: [(0, 1)], terminal: nil)])))
        let resubscribed = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = LawsReferenceModelTests.mapHolds(on: Schedule(
                sources: [SourceScript(values: [(0, 1)], terminal: nil)], subscribeAt: 0, disposeAt: nil, resubscribeAt: 1))
        }
        let echoed = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = LawsReferenceModelTests.mapHolds(on: Schedule(
                sources: [SourceScript(isHot: true, values: [(0, 1)], terminal: nil)], subscribeAt: 0, disposeAt: nil,
                echo: Schedule.Echo(source: 0, count: 1)))
        }
        for exit in [resubscribed, echoed] {
            let message = exit.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
            #expect(message.contains("run it on ScheduleSpace.modelled(sources:)"))
        }
    }
}
