import Foundation
import LawCheck
import ReactiveLaws
import Testing

@Suite("Nightly: stopping on SIGINT and SIGTERM")
struct NightlyStopTests {
    /// Four laws; running the second asks the run to stop with `signal`.
    static func laws(stop: NightlyStop, signal: Int32) -> [CatalogLaw] {
        (1...4).map { number in
            CatalogLaw(name: "nightly test: law \(number)") { _ in
                if number == 2 { stop.request(signal: signal) }
                return LawOutcome(casesRun: 10)
            }
        }
    }

    @Test(
        "a stop request ends the run after the law in progress, with the partial summary and 128 + the signal",
        arguments: [(SIGINT, Int32(130), "SIGINT"), (SIGTERM, Int32(143), "SIGTERM")])
    func stopsAtTheNextLaw(signal: Int32, status: Int32, name: String) {
        let stop = NightlyStop()
        let run = NightlyRun(
            laws: Self.laws(stop: stop, signal: signal), budget: .seconds(60), seed: Seed(1), corpusDirectory: nil)
        let clock = ContinuousClock()
        let started = clock.now
        var output: [String] = []
        let summary = run.run(stop: stop) { output.append($0) }
        #expect(started.duration(to: clock.now) < .seconds(5))
        #expect(summary.tallies.map(\.runs) == [1, 1, 0, 0])
        #expect(summary.tallies.map(\.cases) == [10, 10, 0, 0])
        #expect(summary.interruption == signal)
        #expect(summary.exitStatus == status)
        #expect(
            summary.verdict.hasPrefix(
                "INTERRUPTED by \(name) (partial results): 0 new failures, 0 laws not checked: 20 cases in 1 round"))
        #expect(summary.verdict.contains("; 2 of 4 laws not run"))
        #expect(summary.text.hasPrefix(summary.table) && summary.text.hasSuffix(summary.verdict))
    }

    @Test("a stop requested from another thread, as the signal handler does, ends the run at the next law")
    func stopFromAnotherThread() {
        let stop = NightlyStop()
        let laws = (1...200).map { number in
            CatalogLaw(name: "nightly test: slow \(number)") { _ in
                usleep(20_000)
                return LawOutcome(casesRun: 1)
            }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(100)) { stop.request(signal: SIGINT) }
        let summary = NightlyRun(laws: laws, budget: .seconds(60), seed: Seed(3), corpusDirectory: nil).run(stop: stop)
        { _ in }
        #expect(summary.interruption == SIGINT && summary.exitStatus == 130)
        #expect(summary.elapsed < .seconds(2))
        #expect(summary.tallies.filter { $0.runs == 1 }.count >= 2 && !summary.notRun.isEmpty)
    }

    @Test("the first stop request wins; without one the run ends on its budget")
    func firstRequestWins() {
        let stop = NightlyStop()
        #expect(stop.requestedSignal == nil)
        stop.request(signal: SIGTERM)
        stop.request(signal: SIGINT)
        #expect(stop.requestedSignal == SIGTERM)
        let quiet = NightlyStop()
        let law = CatalogLaw(name: "nightly test: quiet") { _ in LawOutcome(casesRun: 1) }
        let summary = NightlyRun(laws: [law], budget: .milliseconds(50), seed: Seed(2), corpusDirectory: nil).run(
            stop: quiet
        ) { _ in }
        #expect(summary.interruption == nil && summary.exitStatus == 0)
    }

    @Test(
        "the built lawcheck-nightly, sent SIGINT or SIGTERM, prints the summary and verdict and exits 130 or 143",
        .enabled(
            if: NightlyExecutable.path != nil, "lawcheck-nightly is not built (swift build --build-tests builds it)"),
        arguments: [(SIGINT, Int32(130), "SIGINT"), (SIGTERM, Int32(143), "SIGTERM")])
    func endToEnd(signal: Int32, status: Int32, name: String) throws {
        let corpus = makeTemporaryDirectory()
        let outputPath = makeTemporaryDirectory() + "/nightly.out"
        #expect(FileManager.default.createFile(atPath: outputPath, contents: nil))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(NightlyExecutable.path))
        process.arguments = ["--budget", "1m", "--seed", "0x5", "--corpus", corpus]
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

        // Signal once the run has begun (its first line is out), while laws run.
        #expect(
            waitUntil(.seconds(30)) {
                (try? String(contentsOfFile: outputPath, encoding: .utf8))?.contains("Nightly fuzz run:") == true
            })
        usleep(300_000)
        kill(process.processIdentifier, signal)
        #expect(waitUntil(.seconds(60)) { !process.isRunning }, "still running after \(name)")
        let output = try String(contentsOfFile: outputPath, encoding: .utf8)
        #expect(process.terminationReason == .exit && process.terminationStatus == status, "\(output.suffix(500))")
        #expect(output.contains("| law "))
        #expect(output.contains("\nINTERRUPTED by \(name) (partial results): "))
        #expect(output.hasSuffix(" laws not run.\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: corpus).isEmpty)
    }
}

/// The `lawcheck-nightly` built beside the test bundle (debug), if it is.
enum NightlyExecutable {
    static let path: String? = {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [
            beside.appendingPathComponent("lawcheck-nightly").path,
            packageRoot + "/.build/debug/lawcheck-nightly",
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()
}

/// The package's root directory (this file is Tests/LawTests/Nightly/…).
let packageRoot: String = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .path

/// Polls `condition` every 20 ms until it holds (true) or `limit` passes (false).
func waitUntil(_ limit: Duration, _ condition: () -> Bool) -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now + limit
    while clock.now < deadline {
        if condition() { return true }
        usleep(20_000)
    }
    return condition()
}
