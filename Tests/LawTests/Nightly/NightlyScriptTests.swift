import Foundation
import ReactiveLaws
import Testing

@Suite("Nightly: Scripts/nightly checks its arguments before it builds")
struct NightlyScriptTests {
    /// What `Scripts/nightly arguments` printed and returned, and whether it
    /// started a build: `swift` on its PATH is a stand-in that fails and
    /// leaves a mark, so no test ever builds.
    struct Answer {
        var status: Int32
        var standardOutput: String
        var standardError: String
        var built: Bool
        var elapsed: Duration
    }

    static func nightly(_ arguments: [String]) throws -> Answer {
        let stand = makeTemporaryDirectory()
        let swift = stand + "/swift"
        let mark = stand + "/built"
        try "#!/bin/sh\ntouch \"\(mark)\"\nexit 1\n".write(toFile: swift, atomically: true, encoding: .utf8)
        chmod(swift, 0o755)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [packageRoot + "/Scripts/nightly"] + arguments
        process.environment = ["PATH": "\(stand):/usr/bin:/bin"]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let clock = ContinuousClock()
        let started = clock.now
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complained = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Answer(
            status: process.terminationStatus, standardOutput: String(decoding: printed, as: UTF8.self),
            standardError: String(decoding: complained, as: UTF8.self),
            built: FileManager.default.fileExists(atPath: mark), elapsed: started.duration(to: clock.now))
    }

    @Test(
        "--help and -h print the usage at once, the same text as lawcheck-nightly's, and exit 0",
        arguments: ["--help", "-h"])
    func help(flag: String) throws {
        let answer = try Self.nightly(["--budget", "30s", flag])
        #expect(answer.status == 0)
        #expect(answer.standardOutput == NightlyOptions.usage + "\n")
        #expect(!answer.built)
        #expect(answer.elapsed < .seconds(3))
    }

    @Test(
        "a bad argument is refused at once with exit 2, as lawcheck-nightly refuses it",
        arguments: [
            (["--bogus"], "unknown option --bogus"),
            (["30s"], "unexpected argument \"30s\""),
            (["--budget"], "--budget needs a value"),
            (["--budget="], "--budget needs a value"),
            (["--budget", "5x"], "bad budget \"5x\""),
            (["--budget", "0s"], "bad budget \"0s\""),
            (["--budget", "1m30"], "bad budget \"1m30\""),
            (["--budget=30s1m"], "bad budget \"30s1m\""),
            (["--shard", "3/2"], "bad shard \"3/2\""),
            (["--shard", "0/2"], "bad shard \"0/2\""),
            (["--shard=1/"], "bad shard \"1/\""),
            (["--seed", "12"], "bad seed \"12\""),
            (["--seed", "0x12345678901234567"], "bad seed \"0x12345678901234567\""),
            (["--seed", "0xg"], "bad seed \"0xg\""),
            (["--budget", "1m", "--budget", "2m"], "--budget given twice"),
        ])
    func badArgument(arguments: [String], message: String) throws {
        let answer = try Self.nightly(arguments)
        #expect(answer.status == 2)
        #expect(answer.standardError.hasPrefix("nightly: \(message)"), "\(answer.standardError)")
        #expect(answer.standardError.contains("Run with --help for usage."))
        #expect(answer.standardOutput.isEmpty && !answer.built)
        #expect(answer.elapsed < .seconds(3))
        #expect(throws: NightlyUsageError.self) { try NightlyOptions(parsing: arguments) }
    }

    @Test(
        "good arguments go on to the build; a failed build exits 3, not 1 (a new failure)",
        arguments: [
            [], ["--budget", "5s", "--shard", "2/4", "--seed", "0x1F", "--corpus", "/tmp/c"],
            ["--budget=1h30m", "--shard=1/1", "--seed=0xffffffffffffffff", "--corpus=/tmp/c"], ["--budget", "90"],
        ])
    func goodArguments(arguments: [String]) throws {
        #expect(throws: Never.self) { try NightlyOptions(parsing: arguments) }
        let answer = try Self.nightly(arguments)
        #expect(answer.built)
        #expect(answer.status == 3)
        #expect(answer.standardError.contains("nightly: the build of lawcheck-nightly failed"))
    }
}
