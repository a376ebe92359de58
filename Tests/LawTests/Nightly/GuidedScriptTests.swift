import Foundation
import Testing

@Suite("Guided mode: Scripts/nightly-guided checks its arguments before it builds")
struct GuidedScriptTests {
    /// Runs `Scripts/nightly-guided arguments` with a stand-in `swift` on its PATH that
    /// fails and leaves a mark, so no test ever builds: (status, output, errors, built).
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String, built: Bool) {
        let stand = makeTemporaryDirectory()
        let mark = stand + "/built"
        try "#!/bin/sh\ntouch \"\(mark)\"\nexit 1\n".write(toFile: stand + "/swift", atomically: true, encoding: .utf8)
        chmod(stand + "/swift", 0o755)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [packageRoot + "/Scripts/nightly-guided"] + arguments
        process.environment = ["PATH": "\(stand):/usr/bin:/bin"]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complained = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: printed, as: UTF8.self),
            String(decoding: complained, as: UTF8.self),
            FileManager.default.fileExists(atPath: mark)
        )
    }

    @Test("--help prints the usage and exits 0 without building")
    func help() throws {
        let answer = try Self.run(["--budget", "30s", "--help"])
        #expect(answer.status == 0 && !answer.built)
        #expect(answer.output.hasPrefix("Usage: Scripts/nightly-guided [--budget 10m] [--shard i/n]"))
    }

    @Test(
        "bad arguments exit 2 with the reason, without building",
        arguments: [
            (["--budget", "ten"], "bad budget \"ten\""), (["--shard", "5/4"], "bad shard \"5/4\""),
            (["--budget", "1m", "--budget", "2m"], "--budget given twice"), (["--jobs", "2"], "unknown option --jobs"),
            (["--merge"], "--merge needs directories"),
            (["--merge", "/nonexistent-dir"], "\"/nonexistent-dir\" is not a directory"),
        ])
    func badArguments(arguments: [String], reason: String) throws {
        let answer = try Self.run(arguments)
        #expect(answer.status == 2 && !answer.built)
        #expect(answer.errors.contains("nightly-guided: ") && answer.errors.contains(reason), "\(answer.errors)")
    }

    @Test("good arguments reach the build; a failed build exits 3")
    func build() throws {
        let answer = try Self.run(["--budget", "1m", "--shard", "2/4", "--law", "take"])
        #expect(answer.status == 3 && answer.built)
        #expect(answer.errors.contains("the build of lawcheck-guided failed"))
    }
}
