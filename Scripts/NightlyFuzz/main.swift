// lawcheck-nightly: the nightly fuzz run over every law (run it through Scripts/nightly).
// The logic lives in ReactiveLaws (Nightly/), where the law tests test it; this file only
// reads the command line, picks the run seed and the corpus, traps SIGINT and SIGTERM,
// runs each law in a child process (this program again, with LAWCHECK_NIGHTLY_LAW) so
// that a trap ends only that law, and writes the output.

import Dispatch
import Foundation
import LawCheck
import ReactiveLaws
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes `text` and a newline to a file descriptor unbuffered, so progress
/// shows up at once in a CI log.
func emit(_ text: String, to descriptor: Int32 = 1) {
    let bytes = Array((text + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
}

let options: NightlyOptions
do {
    options = try NightlyOptions(parsing: Array(CommandLine.arguments.dropFirst()))
} catch {
    emit("lawcheck-nightly: \(error.message)\nRun with --help for usage.", to: 2)
    exit(2)
}
if options.showsHelp {
    emit(NightlyOptions.usage)
    exit(0)
}

// The run seed is the one place fresh entropy is wanted: LawCheck derives
// every case from it deterministically, and prints it to repeat the run.
let seed = options.seed ?? Seed(UInt64.random(in: .min ... .max))

// Default corpus: LAWCHECK_CORPUS_DIR, else the one the law tests replay every
// catalog law with (LawCatalogReplayTests): Tests/LawTests/LawCorpus of this
// package. No other LAWCHECK_ variable applies here.
let packageRoot = String(#filePath.dropLast("/Scripts/NightlyFuzz/main.swift".count))
let environmentCorpus = ProcessEnvironment.variables["LAWCHECK_CORPUS_DIR"].flatMap { $0.isEmpty ? nil : $0 }
guard
    let corpusDirectory = options.corpusDirectory ?? environmentCorpus
        ?? Configuration.defaultCorpusDirectory(
            callerFilePath: packageRoot + "/Tests/LawTests/Laws/CatalogReplayTests.swift")
else {
    emit(
        "lawcheck-nightly: cannot find the package's Tests/LawTests/LawCorpus above \(#filePath); pass --corpus DIR.",
        to: 2)
    exit(2)
}

// A child process: run the one law the parent launched, journalled, and end. SIGINT and
// SIGTERM are the parent's to act on: the law runs to its end, then the parent stops.
if let launch = NightlyLawLaunch(environment: ProcessEnvironment.variables) {
    signal(SIGINT, SIG_IGN)
    signal(SIGTERM, SIG_IGN)
    var child = NightlyRun(
        laws: LawCatalog.standard.laws, budget: options.budget, seed: seed, corpusDirectory: corpusDirectory)
    child.guidesByFeatures = options.guidesByFeatures
    child.run(launch) { emit($0) }
    exit(0)
}

/// The process id of the law's child process running now (0: none), for a
/// second signal to end it with the run.
let runningChild = Atomic<Int32>(0)

/// Runs `launch`'s law in a child process: this program with the run's seed,
/// corpus and mode, the launch in its environment, its output this process's.
/// Returns the child's journal (deleted once read) and how the child ended.
func runIsolated(_ launch: NightlyLawLaunch) -> (journal: String, exit: PackageFuzz.Exit) {
    let process = Process()
    process.executableURL = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments =
        ["--seed", "\(seed)", "--corpus", corpusDirectory] + (options.guidesByFeatures ? ["--feature-guided"] : [])
    process.environment = ProcessInfo.processInfo.environment.merging(launch.environment) { _, new in new }
    do {
        try process.run()
    } catch {
        return ("", PackageFuzz.Exit(launchProblem: "could not start a child process for the law: \(error)"))
    }
    runningChild.store(process.processIdentifier, ordering: .relaxed)
    process.waitUntilExit()
    runningChild.store(0, ordering: .relaxed)
    let journal = (try? String(contentsOfFile: launch.journalPath, encoding: .utf8)) ?? ""
    try? FileManager.default.removeItem(atPath: launch.journalPath)
    let endedFromOutside =
        process.terminationReason == .uncaughtSignal
        && (process.terminationStatus == SIGINT || process.terminationStatus == SIGTERM)
    return (journal, PackageFuzz.Exit(wasEnded: endedFromOutside, status: process.terminationStatus))
}

/// Makes SIGINT and SIGTERM ask the run to stop at its next safe point (before
/// the next law), so that it still prints the summary and verdict and exits
/// 128 + the signal. The handlers run on a dispatch queue, not in signal
/// context (and not on the main actor, whose thread is busy running laws); a
/// second signal ends the process at once (corpus files are replaced by
/// rename, so none is left half-written).
func trapStopSignals(into stop: NightlyStop) -> [any DispatchSourceSignal] {
    [SIGINT, SIGTERM].map { number in
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
        source.setEventHandler {
            if stop.requestedSignal != nil {
                emit("lawcheck-nightly: signal \(number) again: ending now, without the summary.", to: 2)
                let child = runningChild.load(ordering: .relaxed)
                if child > 0 { kill(child, SIGKILL) }
                _exit(128 + number)
            }
            stop.request(signal: number)
            emit(
                "lawcheck-nightly: signal \(number) received: stopping after the law in progress "
                    + "(again to end at once).", to: 2)
        }
        source.resume()
        return source
    }
}

let stop = NightlyStop()
let signalSources = trapStopSignals(into: stop)

var run = NightlyRun(
    laws: options.shard.select(LawCatalog.standard.laws), budget: options.budget, seed: seed,
    corpusDirectory: corpusDirectory, shard: options.shard, catalogNames: LawCatalog.standard.laws.map(\.name))
run.guidesByFeatures = options.guidesByFeatures
let journals = NSTemporaryDirectory() + "lawcheck-nightly-\(getpid())"
try? FileManager.default.createDirectory(atPath: journals, withIntermediateDirectories: true)
let summary = run.run(stop: stop, isolation: (journalDirectory: journals, launch: runIsolated)) { emit($0) }
try? FileManager.default.removeItem(atPath: journals)
emit("")
emit(summary.text)
for source in signalSources { source.cancel() }
exit(summary.exitStatus)
