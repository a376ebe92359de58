import Foundation
import Testing

@Suite("Docs: the CI workflow keeps the nightly workflow's hardening")
struct CIWorkflowTests {
    static let path = ".github/workflows/ci.yml"

    @Test("ci.yml's shell scripts interpolate no ${{ }} expression, and it may only read the repository")
    func hardening() throws {
        let workflow = try NightlyDocsTests.text(Self.path)
        let scripts = NightlyDocsTests.runScripts(workflow)
        #expect(scripts.count >= 10)
        for script in scripts {
            #expect(!script.contains("${{"), "\(script)")
        }
        #expect(!workflow.contains(": write"))
        #expect(workflow.contains("permissions:\n  contents: read\n"))
        let checkouts = workflow.matches(
            of: /uses: actions\/checkout@v4\n        with:\n          persist-credentials: false\n/
        ).count
        #expect(checkouts == workflow.matches(of: /actions\/checkout@/).count)
        #expect(checkouts >= 8)
    }

    @Test("ci.yml runs the commands of .ci/run and the scripts it names")
    func runsWhatCIRuns() throws {
        let workflow = try NightlyDocsTests.text(Self.path)
        for command in [
            "swift test\n", "--sanitize=thread --scratch-path .build-tsan", "--package-path Examples/OwnOperators",
            "--package-path Examples/AsyncAlgorithmsLaws", "async-catch-rates --determinism",
            "lawcheck-fuzz --budget 30s", "Scripts/coverage", "Scripts/docs", "Scripts/format-lint",
            "Scripts/api-check", "swift test -c release --scratch-path .build-release",
            "swift test -c release --sanitize=thread --scratch-path .build-tsan",
            "--skip aHundredThousandFilters --disable-xctest",
            "-Xswiftc -strict-memory-safety -Xswiftc -warnings-as-errors",
        ] {
            #expect(workflow.contains(command), "ci.yml does not run \(command)")
        }
        for script in ["coverage", "docs", "format-lint", "api-check"] {
            let path = packageRoot + "/Scripts/" + script
            #expect(FileManager.default.isExecutableFile(atPath: path), "Scripts/\(script)")
        }
    }
}
