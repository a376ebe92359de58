import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A log of property runs that a supervising process reads
/// (`LAWCHECK_JOURNAL=<file>`, ``Configuration/journalPath``): the nightly
/// fuzz tools run laws in a child process and learn from the journal what
/// each law did, and — when the child dies of a trap — which law was running
/// and on which case.
///
/// One line per record, fields separated by tabs, appended with one `write`
/// each (`O_APPEND`: lines of parallel runs never interleave within a line):
///
///     begin <run> <property> <test>
///     case  <run> <replay token of the case about to be evaluated>
///     end   <run> <passed|failed|unhealthy> <cases> <corpus|random|other|-> <token|-> <recorded 0|1> <labels> <problem|-> <report|->
///
/// `<run>` tells apart the runs of one process; `<labels>` are the labels the
/// run's random cases had, separated by `|`; `<report>` is the report of a run
/// that did not pass, with backslashes, tabs and newlines escaped as `\\`,
/// `\t` and `\n` (``escape(_:)``). Only runs that record into the
/// corpus are journalled: a planted-bug check or a bare `run` expects or
/// ignores its failure, and is nobody's regression.
public final class RunJournal: Sendable {
    private let descriptor: Int32
    private let run: Int
    private let name: String

    private static let runs = Atomic<Int>(0)

    /// Opens `path` for appending and writes the `begin` line; nil if it cannot be opened.
    @usableFromInline
    init?(path: String, propertyName: String, testName: String) {
        descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
        guard descriptor >= 0 else { return nil }
        run = Self.runs.add(1, ordering: .relaxed).newValue
        name = propertyName
        append(["begin", "\(run)", Self.field(propertyName), Self.field(testName)])
    }

    deinit { close(descriptor) }

    /// Notes the case about to be evaluated, so that a trap leaves its token behind.
    @usableFromInline
    func willEvaluate(_ choices: [UInt64]) {
        append(["case", "\(run)", ReplayToken(choices: choices, propertyName: name).description])
    }

    /// Writes the `end` line of `result`.
    @usableFromInline
    func end<Value>(_ result: CheckResult<Value>) {
        let status =
            switch result.status {
            case .passed: "passed"
            case .failed: "failed"
            case .unhealthy: "unhealthy"
            }
        let origin =
            result.failure.map { $0.fromCorpus ? "corpus" : ($0.caseNumber != nil ? "random" : "other") } ?? "-"
        let labels = result.labels.filter { $0.count > 0 }.map { Self.field($0.label).replacing("|", with: "/") }
        append([
            "end", "\(run)", status, "\(result.casesRun)", origin, result.failure?.token.description ?? "-",
            result.recordedEntry ? "1" : "0", labels.joined(separator: "|"), result.problem.map(Self.field) ?? "-",
            result.passed ? "-" : Self.escape(result.report),
        ])
    }

    private func append(_ fields: [String]) {
        let bytes = Array((fields.joined(separator: "\t") + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }

    /// `text` on one line, its backslashes, tabs and newlines escaped.
    public static func escape(_ text: String) -> String {
        text.replacing("\\", with: "\\\\").replacing("\t", with: "\\t").replacing("\n", with: "\\n")
    }

    /// The text `escape` was given.
    public static func unescape(_ text: String) -> String {
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                result.append(character == "n" ? "\n" : character == "t" ? "\t" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// `text` on one line without tabs.
    static func field(_ text: String) -> String {
        String(text.map { $0 == "\t" || $0 == "\n" || $0 == "\r" ? " " : $0 })
    }
}
