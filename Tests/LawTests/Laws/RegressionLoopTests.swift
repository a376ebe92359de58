import Foundation
import LawCheck
import Reactive
import ReactiveLaws
import Testing

/// The regression loop end to end: the nightly run finds a planted bug and
/// records it; from then on the replay that `swift test` runs for every
/// catalog law (`LawCatalogReplayTests`: environment configuration, `ci`
/// profile, corpus on) fails on the recorded entry, before any random case.
@Suite("Laws: the regression loop")
struct LawsRegressionLoopTests {
    /// A law of one family, with a planted bug, as the catalog would hold it.
    struct Family: Sendable, CustomTestStringConvertible {
        var name: String
        var law: CatalogLaw
        var testDescription: String { name }
    }

    static let families: [Family] = {
        let signal = StreamHarness.signal()
        let cold = StreamHarness.signal(schedules: .schedule(sources: 1...1, hot: false))
        let resources = ResourceHarness()
        var model = LawCatalog()
        var resource = LawCatalog()
        var monad = LawCatalog()
        var equivalence = LawCatalog()
        var agreement = LawCatalog()
        model.register("model", [OperatorLaws.take.catalogLaw { TakeOneTooMany.take($0, $1) }])
        resource.register(
            Battery("leaks", laws: [resources.law("leaking map") { a, _, _, _ in LeakyOperators.forgetfulMap(a) }]),
            on: resources)
        monad.register(
            Battery("monad", laws: [signal.law(.flattenMapLeftIdentity, FlattenMapIgnoringInners.flattenMap)]),
            on: signal)
        equivalence.register(
            Battery("operators", laws: [cold.law(.takeThenSkip, (take: TakeOneTooMany.take, skip: { $0.skip($1) }))]),
            on: cold)
        agreement.register(
            Battery(
                "agreement",
                laws: [
                    Law<LawInput<[Int]>, AgreementObservation>(
                        "take", "lazy ≡ eager ≡ signal ≡ prefix(n)", parameters: { $0.describe([.n]) },
                        lhs: { input in
                            let values = Array(input.sample.prefix(input.n))
                            let lazy = Array(TakeOneTooMany.take(ReactiveSequence(input.sample), input.n))
                            return AgreementObservation(
                                lazy: lazy, eager: values, signal: values, signalCompleted: true)
                        },
                        rhs: { input in AgreementObservation(model: Array(input.sample.prefix(input.n))) })
                ]),
            on: "ReactiveSequence", inputs: SequenceAgreement.inputs, equivalence: SequenceAgreement.equivalence)
        return [
            Family(name: "model", law: model.laws[0]), Family(name: "resource", law: resource.laws[0]),
            Family(name: "battery", law: monad.laws[0]), Family(name: "equivalence", law: equivalence.laws[0]),
            Family(name: "agreement", law: agreement.laws[0]),
        ]
    }()

    /// A fresh, empty directory under the system's temporary directory.
    static func temporaryDirectory() throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lawcheck-loop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.path
    }

    @Test("a failure the nightly records fails the catalog's replay from then on", arguments: families)
    func recordedFailureFailsSwiftTest(_ family: Family) throws {
        let corpus = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: corpus) }
        let night = NightlyRun(laws: [family.law], budget: .seconds(20), seed: Seed(0xD1CE), corpusDirectory: corpus)
            .run { _ in }
        #expect(night.total.newFailures == 1 && night.total.newCorpusEntries == 1)
        #expect(night.exitStatus == 1)

        // What LawCatalogReplayTests does, with this corpus and another seed:
        // the recorded case fails first, as a known failure from the corpus.
        let replay = try Configuration.fromEnvironment(
            ["CI": "true", "LAWCHECK_CORPUS_DIR": corpus], callerFilePath: #filePath,
            defaultProfile: .ci, defaultSeed: Seed(0x2))
        let outcome = family.law.run(replay)
        #expect(outcome.failure?.fromCorpus == true, Comment(rawValue: outcome.report))
        #expect(outcome.casesRun == 1)
        #expect(outcome.report.contains(CorpusFile.path(directory: corpus, propertyName: family.law.name)))

        // The next night calls it known and records nothing new.
        let next = NightlyRun(laws: [family.law], budget: .seconds(20), seed: Seed(0xD1CF), corpusDirectory: corpus)
            .run { _ in }
        #expect(next.total.knownFailures == 1 && next.total.newCorpusEntries == 0)
    }
}
