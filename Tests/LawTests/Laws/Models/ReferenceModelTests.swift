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
