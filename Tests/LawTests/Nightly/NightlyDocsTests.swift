import Foundation
import ReactiveLaws
import Testing

@Suite("Docs: the nightly run's documentation and workflow")
struct NightlyDocsTests {
    static func text(_ path: String) throws -> String {
        try String(contentsOfFile: packageRoot + "/" + path, encoding: .utf8)
    }

    @Test("ReactiveLaws.docc/Nightly.md's samples count the laws the catalog has")
    func lawCount() throws {
        // The catalog's samples; the section on a user's package shows that package's laws.
        let whole = try Self.text("Sources/LawCheck/ReactiveLaws/ReactiveLaws.docc/Nightly.md")
        let doc = whole.ranges(of: "## Your package's nightly").first.map { String(whole[..<$0.lowerBound]) } ?? whole
        let counts = doc.matches(of: /\ of (\d+) laws run|total \((\d+) laws\)/).map {
            Int($0.output.1 ?? $0.output.2!)!
        }
        #expect(counts.count == 2)
        #expect(
            counts.allSatisfy { $0 == LawCatalog.standard.laws.count }, "\(counts) vs \(LawCatalog.standard.laws.count)"
        )
    }

    /// The `run:` scripts of a workflow: the text after `run:` on its line,
    /// and the lines of a `run: |` block.
    static func runScripts(_ workflow: String) -> [String] {
        var scripts: [String] = []
        var block: (indent: Int, lines: [Substring])?
        for line in workflow.split(separator: "\n", omittingEmptySubsequences: false) {
            let indent = line.prefix { $0 == " " }.count
            if let open = block {
                if line.allSatisfy({ $0 == " " }) || indent > open.indent {
                    block?.lines.append(line)
                    continue
                }
                scripts.append(open.lines.joined(separator: "\n"))
                block = nil
            }
            var content = line.dropFirst(indent)
            if content.hasPrefix("- ") { content = content.dropFirst(2) }
            guard content.hasPrefix("run:") else { continue }
            let rest = content.dropFirst(4).drop { $0 == " " }
            if rest.hasPrefix("|") || rest.hasPrefix(">") {
                block = (indent, [])
            } else {
                scripts.append(String(rest))
            }
        }
        if let open = block { scripts.append(open.lines.joined(separator: "\n")) }
        return scripts
    }

    @Test("the workflow's shell scripts interpolate no ${{ }} expression: inputs reach them through env")
    func noInjection() throws {
        let workflow = try Self.text(".github/workflows/nightly.yml")
        let scripts = Self.runScripts(workflow)
        #expect(scripts.count == 7)
        for script in scripts {
            #expect(!script.contains("${{"), "\(script)")
        }
        #expect(workflow.contains("BUDGET: ${{ inputs.budget || '10m' }}"))
        #expect(scripts.contains { $0.contains("--budget \"$BUDGET\"") })
        // The check itself finds an interpolation.
        #expect(Self.runScripts("      - run: echo ${{ inputs.budget }}\n").first?.contains("${{") == true)
        #expect(
            Self.runScripts("        run: |\n          echo ${{ github.event.issue.title }}\n      - name: x\n").count
                == 1)
    }

    @Test(
        "only the job that opens the pull request may write, with a token whose pull requests start CI, on a branch of its own"
    )
    func permissionsAndBranch() throws {
        let workflow = try Self.text(".github/workflows/nightly.yml")
        let jobs = try #require(workflow.range(of: "\njobs:\n"))
        let corpusJob = try #require(workflow.range(of: "\n  corpus:\n"))
        #expect(!workflow[..<jobs.lowerBound].contains(": write"))
        #expect(!workflow[jobs.upperBound..<corpusJob.lowerBound].contains(": write"))
        #expect(workflow[corpusJob.upperBound...].contains("contents: write"))
        #expect(workflow.contains("secrets.NIGHTLY_PR_TOKEN"))
        #expect(workflow.contains("branch=\"nightly-corpus-$(date -u +%Y-%m-%d)-$GITHUB_RUN_ID-$GITHUB_RUN_ATTEMPT\""))
    }

    @Test(
        "the cron job of ReactiveLaws.docc/Nightly.md sets its PATH and mails a failed pull or build apart from new failures"
    )
    func cronJob() throws {
        let doc = try Self.text("Sources/LawCheck/ReactiveLaws/ReactiveLaws.docc/Nightly.md")
        let script = try #require(codeBlocks(in: doc, language: "bash").first).joined(separator: "\n")
        #expect(script.contains("\nexport PATH="))
        #expect(doc.contains("17 2 * * * /usr/local/bin/reactive-nightly"))

        // Run it with stand-ins for git, mail and Scripts/nightly, which exit as told.
        let root = makeTemporaryDirectory()
        try FileManager.default.createDirectory(atPath: root + "/bin", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/repo/Scripts", withIntermediateDirectories: true)
        let standIns = [
            "bin/git": "exit \"$GIT_STATUS\"", "bin/mail": "echo \"$2\" > \"$MAILED\"",
            "repo/Scripts/nightly": "exit \"$NIGHTLY_STATUS\"",
        ]
        for (path, body) in standIns {
            try "#!/bin/sh\n\(body)\n".write(toFile: root + "/" + path, atomically: true, encoding: .utf8)
            chmod(root + "/" + path, 0o755)
        }
        let job = script.split(separator: "\n").map { line -> String in
            line.hasPrefix("export PATH=") ? "export PATH=\(root)/bin:/usr/bin:/bin" : String(line)
        }.joined(separator: "\n")
            .replacingOccurrences(of: "/srv/reactive", with: root + "/repo")
            .replacingOccurrences(of: "/var/log/", with: root + "/")
        let cases: [(pull: Int, nightly: Int, subject: String?)] = [
            (0, 0, nil), (0, 1, "Reactive nightly fuzz: new failures (or a law could not be checked)"),
            (0, 3, "Reactive nightly fuzz: the build failed"), (1, 0, "Reactive nightly fuzz: git pull failed"),
            (0, 130, "Reactive nightly fuzz: exit status 130"),
        ]
        for (pull, nightly, subject) in cases {
            let mailed = root + "/mailed-\(pull)-\(nightly)"
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = ["-c", job]
            process.environment = [
                "GIT_STATUS": "\(pull)", "NIGHTLY_STATUS": "\(nightly)", "MAILED": mailed, "PATH": "/nowhere",
            ]
            try process.run()
            process.waitUntilExit()
            let subjectMailed = try? String(contentsOfFile: mailed, encoding: .utf8)
            #expect(subjectMailed == subject.map { $0 + "\n" }, "pull \(pull), nightly \(nightly)")
        }
    }

    /// The Markdown a repository browser shows and the articles of the DocC catalogs.
    static func documents() throws -> [String] {
        let catalogs = [
            "Sources/Reactive/Reactive.docc", "Sources/LawCheck/Engine/LawCheck.docc",
            "Sources/LawCheck/ReactiveLaws/ReactiveLaws.docc",
        ]
        let articles = try catalogs.flatMap { catalog in
            try FileManager.default.contentsOfDirectory(atPath: packageRoot + "/" + catalog)
                .filter { $0.hasSuffix(".md") }.map { catalog + "/" + $0 }
        }
        return ["README.md", "CONTRIBUTING.md", "CHANGELOG.md"] + articles.sorted()
    }

    @Test("every document a doc names or links exists, and so does the section a link names")
    func links() throws {
        let documents = try Self.documents()
        #expect(documents.count >= 14)
        for document in documents {
            let text = try Self.text(document)
            let directory = document.split(separator: "/").dropLast().map { $0 + "/" }.joined()
            // The documents that moved into the catalogs: a mention of the old place is stale.
            var targets = text.matches(of: /docs\/[A-Za-z-]+\.(?:md|yml)/).map { String($0.output) }
            let inline = text.matches(of: /\]\(([^)\s]+)\)/).map { String($0.output.1) }
            let referenced = text.matches(of: /(?m)^\[[^\]]+\]:\s+(\S+)/).map { String($0.output.1) }
            targets += (inline + referenced).filter { !$0.contains("://") && !$0.hasPrefix("doc:") }.map {
                directory + $0
            }
            // An article a <doc:> link names is in the same catalog (docc resolves the section).
            targets += text.matches(of: /<doc:([A-Za-z]+)(?:#[^>]*)?>/).map { directory + $0.output.1 + ".md" }
            for target in targets {
                let parts = target.split(separator: "#", maxSplits: 1).map(String.init)
                let path = URL(fileURLWithPath: packageRoot + "/" + parts[0]).standardizedFileURL.path
                #expect(FileManager.default.fileExists(atPath: path), "\(document) names \(target)")
                guard parts.count == 2, let linked = try? String(contentsOfFile: path, encoding: .utf8) else {
                    continue
                }
                let anchors = linked.split(separator: "\n").filter { $0.hasPrefix("#") }.map { heading in
                    String(
                        heading.drop { $0 == "#" }.dropFirst().lowercased()
                            .filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" }
                            .map { $0 == " " ? "-" : $0 })
                }
                #expect(anchors.contains(parts[1]), "\(document) links \(target): no such section")
            }
        }
    }
}
