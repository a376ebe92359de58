// lawcheck-fuzz: the nightly fuzz run of a package's own law checks
// (`swift run lawcheck-fuzz --budget 10m` in a package that depends on Reactive).
// The logic lives in ReactiveLaws (Nightly/PackageFuzz.swift), where the law tests
// test it; this file builds the tests, runs each round's `swift test` child, traps
// SIGINT and SIGTERM, and writes the output.

import Dispatch
import Foundation
import LawCheck
import ReactiveLaws

/// Writes `text` and a newline to a file descriptor unbuffered, so progress
/// shows up at once in a CI log.
func emit(_ text: String, to descriptor: Int32 = 1) {
    let bytes = Array((text + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
}

let options: PackageFuzzOptions
do {
    options = try PackageFuzzOptions(parsing: Array(CommandLine.arguments.dropFirst()))
} catch {
    emit("lawcheck-fuzz: \(error.message)\nRun with --help for usage.", to: 2)
    exit(2)
}
if options.showsHelp {
    emit(PackageFuzzOptions.usage)
    exit(0)
}

/// Runs `arguments` (found on PATH) with `environment` added, its output
/// into `log` (nil: this process's standard error), until it ends; its exit
/// status, or why it could not start.
func runChild(_ arguments: [String], environment: [String: String] = [:], log: String?) -> PackageFuzz.Exit {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    if let log {
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        let handle = FileHandle(forWritingAtPath: log)
        process.standardOutput = handle
        process.standardError = handle
    } else {
        process.standardOutput = FileHandle.standardError
    }
    do {
        try process.run()
    } catch {
        return PackageFuzz.Exit(launchProblem: "could not start \(arguments.joined(separator: " ")): \(error)")
    }
    process.waitUntilExit()
    return PackageFuzz.Exit(status: process.terminationStatus)
}

let seed = options.seed ?? Seed(UInt64.random(in: .min ... .max))
emit("lawcheck-fuzz: building the tests of \(options.packagePath) …", to: 2)
let build = runChild(["swift", "build", "--build-tests", "--package-path", options.packagePath], log: nil)
if build.launchProblem != nil || build.status != 0 {
    emit("lawcheck-fuzz: cannot build the tests of \(options.packagePath) (exit status 3)", to: 2)
    exit(3)
}

let journals = NSTemporaryDirectory() + "lawcheck-fuzz-\(getpid())"
try? FileManager.default.createDirectory(atPath: journals, withIntermediateDirectories: true)

let stop = NightlyStop()
let signalSources = [SIGINT, SIGTERM].map { number in
    signal(number, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
    source.setEventHandler {
        stop.request(signal: number)
        emit("lawcheck-fuzz: signal \(number) received: stopping after this round.", to: 2)
    }
    source.resume()
    return source
}

let fuzz = PackageFuzz(budget: options.budget, seed: seed, journalDirectory: journals)
let summary = fuzz.run(
    stop: stop, now: { Date().timeIntervalSince1970 },
    launch: { round in
        var arguments = ["swift", "test", "--skip-build", "--no-parallel", "--package-path", options.packagePath]
        if let filter = options.filter { arguments += ["--filter", filter] }
        do {
            try round.skipFile.write(toFile: round.skipPath, atomically: true, encoding: .utf8)
        } catch {
            return ("", PackageFuzz.Exit(launchProblem: "cannot write \(round.skipPath): \(error)"))
        }
        let exit = runChild(arguments, environment: round.environment, log: journals + "/round-\(round.number).log")
        let journal = (try? String(contentsOfFile: round.journalPath, encoding: .utf8)) ?? ""
        return (journal, exit)
    }, output: { emit($0) })

emit("")
emit(summary.narrowTable())
emit("")
emit(summary.verdict)
emit("(the tests' output of each round: \(journals)/round-<n>.log)", to: 2)
if let path = options.markdownPath {
    let markdown = "## Law checks fuzzed\n\n" + summary.table + "\n\n" + summary.verdict + "\n"
    if let handle = FileHandle(forWritingAtPath: path) {
        handle.seekToEndOfFile()
        handle.write(Data(markdown.utf8))
        try? handle.close()
    } else {
        _ = FileManager.default.createFile(atPath: path, contents: Data(markdown.utf8))
    }
}
for source in signalSources { source.cancel() }
exit(summary.exitStatus)
