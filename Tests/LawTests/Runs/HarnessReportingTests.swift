import Foundation
import LawCheck
import Reactive
import ReactiveLaws
import Testing

@Suite("Runs: every harness reports, and a bare run never records")
struct HarnessReportingTests {
    @Test("a leaking operator's resource check fails the test at the caller's line")
    func resourceCheckReports() throws {
        let reporter = CollectingReporter()
        let resources = ResourceHarness()
        let line: UInt = #line + 1
        let result = resources.check(
            resources.law("leaking map") { a, _, _, _ in LeakyOperators.forgetfulMap(a) },
            configuration: lawConfiguration(), reporter: reporter)
        #expect(result.status == .failed)
        let report = try #require(reporter.reports.first)
        #expect(report.line == line)
        #expect(report.message.contains("was disposed 0 times, not once"))
        #expect(result.name == "Signal (1...3 sources) resources: leaking map")
    }

    @Test("a bare run of a leaking operator records nothing into the corpus next to the test")
    func bareRunDoesNotRecord() throws {
        let resources = ResourceHarness()
        let name = "leaking map, a bare run"
        let corpus = try #require(Configuration.defaultCorpusDirectory(callerFilePath: #filePath))
        let path = CorpusFile.path(
            directory: corpus,
            propertyName: Battery<LawInput<Schedule>, ResourceAudit>.propertyName(
                subject: resources.name, battery: "resources", law: name))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let results = resources.run(
            Battery("resources", laws: [resources.law(name) { a, _, _, _ in LeakyOperators.forgetfulMap(a) }]))
        #expect(results.first?.status == .failed)
        #expect(!FileManager.default.fileExists(atPath: path), "a run nobody reports recorded \(path)")
    }

    @Test("an operator law's bare run records nothing either; its check does, as the profile says")
    func operatorRunDoesNotRecord() throws {
        let corpus = try #require(Configuration.defaultCorpusDirectory(callerFilePath: #filePath))
        let path = CorpusFile.path(directory: corpus, propertyName: OperatorLaws.take.propertyName)
        let before = FileManager.default.contents(atPath: path)
        let result = OperatorLaws.take.run { source, count in source.take(count + 1) }
        #expect(result.status == .failed)
        #expect(FileManager.default.contents(atPath: path) == before, "a bare run changed \(path)")
    }

    @Test("a multicast law checks its model and its resources; an autoconnect that never disconnects is caught")
    func multicastCheckAll() throws {
        let configuration = try Configuration.fromEnvironment(
            callerFilePath: #filePath, defaultProfile: .ci, defaultSeed: Seed(0x1A5))
        var quiet = configuration
        quiet.recordsCorpus = false
        for law in [
            OperatorLaws.replay, OperatorLaws.replayLast, OperatorLaws.replayLazily, OperatorLaws.publishAutoconnect,
        ] {
            let results = law.checkAll(configuration: quiet) {
                law.name == "publish autoconnect" ? $0.publish().autoconnect() : Self.library(law.name, $0)
            }
            #expect(results.count == 2 && results.allSatisfy(\.passed), "\(law.name)")
        }
        let reporter = CollectingReporter()
        let results = OperatorLaws.publishAutoconnect.checkAll(configuration: quiet, reporter: reporter) {
            RunawayPlantedBugs.autoconnectNeverDisconnecting($0)
        }
        #expect(results[1].status == .failed)
        #expect(results[1].report.contains("was disposed 0 times, not once"))
        #expect(reporter.reports.count == results.filter { !$0.passed }.count)
    }

    static func library(_ name: String, _ source: Signal<Int, TestFailure>) -> Signal<Int, TestFailure> {
        switch name {
        case "replay": source.replay()
        case "replayLast": source.replayLast()
        default: source.replayLazily()
        }
    }

    @Test("expectFailure(anyOf:) passes when one law catches the bug and reports when none does")
    func anyOf() {
        let configuration = lawConfiguration()
        let caught = CollectingReporter()
        let outcomes = OperatorLaws.map.expectFailure(
            anyOf: [.subscriptions, .resources], configuration: configuration, reporter: caught
        ) {
            LeakyOperators.forgetfulMap($0).map($1)
        }
        #expect(caught.reports.isEmpty)
        #expect(outcomes.count == 2 && outcomes[0].failure == nil && outcomes[1].failure != nil)

        let missed = CollectingReporter()
        let line: UInt = #line + 1
        expectFailure(
            anyOf: OperatorLaws.take.catalogLaws { $0.take($1) }, configuration: configuration, reporter: missed)
        let report = missed.reports.first
        #expect(report?.line == line)
        #expect(report?.message.contains("Expected at least one of 3 laws to fail") == true)
        #expect(report?.message.contains("held on") == true)
    }

    @Test("a sequence operator of one's own is checked in one line per law")
    func sequenceOperator() {
        let configuration = lawConfiguration()
        let results = SequenceOperator.take.checkAll(configuration: configuration) { s, input in s.take(input.n) }
        #expect(results.count == 2 && results.allSatisfy(\.passed))
        let pairSums = SequenceOperator.model("pair sums", "pairSums()") { array, _ in
            zip(array, array.dropFirst()).map { $0 + $1 }
        }
        let pairResults = pairSums.checkAll(configuration: configuration) { s, _ in
            s.combinePrevious(0) { $0 + $1 }.skip(1)
        }
        #expect(pairResults.allSatisfy { $0.passed })

        let reporter = CollectingReporter()
        SequenceOperator.take.expectFailure(anyOf: [.agreement], configuration: configuration, reporter: reporter) {
            s, input in s.take(input.n + 1)
        }
        #expect(reporter.reports.isEmpty)
        let eager = SequenceOperator.take.check(.laziness, configuration: configuration, reporter: reporter) {
            s, input in
            ReactiveSequence(Array(Array(s).prefix(input.n)))  // reads the whole source
        }
        #expect(eager.status == .failed && reporter.reports.count == 1)
    }
}
