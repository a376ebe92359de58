import LawCheck

/// One property run read back from a ``/LawCheck/RunJournal`` (`LAWCHECK_JOURNAL`):
/// which law, in which test, the last case it began, and how it ended — or
/// that it never ended, because the process died inside it.
public struct JournalRun: Sendable, Equatable {
    /// How a journalled run ended.
    public struct End: Sendable, Equatable {
        /// `passed`, `failed` or `unhealthy`.
        public var status: String
        /// Cases run, corpus entries included.
        public var cases: Int
        /// Whether the failing case was a corpus entry (a known failure).
        public var fromCorpus: Bool
        /// The minimal failing case, if the run failed.
        public var token: String?
        /// Whether the run added its minimal case to the corpus (a new failure).
        public var recordedEntry: Bool
        /// The labels its random cases had.
        public var labels: [String]
        /// Why the run could not be checked, if it could not.
        public var problem: String?
        /// The run's report, unless it passed.
        public var report: String?
    }

    /// The property (law) name.
    public var property: String
    /// The test that ran it, for `swift test --filter` and `--skip`.
    public var test: String
    /// The replay token of the last case it began.
    public var lastCase: String?
    /// How it ended; nil if the process ended first.
    public var end: End?

    /// A run.
    public init(property: String, test: String, lastCase: String? = nil, end: End? = nil) {
        self.property = property
        self.test = test
        self.lastCase = lastCase
        self.end = end
    }

    /// What the nightly tools print for a run the process ended inside (a
    /// trap, a crash): the law, its test and the command that replays the
    /// case it was evaluating.
    public var trapReport: String {
        "NEW FAILURE (the test process ended inside this law: a trap or a crash):\n"
            + "Property \"\(property)\" (test \(test)) was evaluating a case when the process ended.\n"
            + (lastCase.map { "Replay the case:\n  LAWCHECK_REPLAY=\($0) swift test --filter \(test)" }
                ?? "It had not begun a case: the trap is in its setup or its corpus replay.")
    }

    /// The runs of a journal's text, in the order they began; lines that do
    /// not parse (a line cut short by a crash) are skipped.
    public static func parse(_ text: String) -> [JournalRun] {
        var runs: [JournalRun] = []
        var index: [String: Int] = [:]
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 3 else { continue }
            let run = fields[1]
            switch fields[0] {
            case "begin" where fields.count == 4:
                index[run] = runs.count
                runs.append(JournalRun(property: fields[2], test: fields[3]))
            case "case":
                if let at = index[run] { runs[at].lastCase = fields[2] }
            case "end" where fields.count == 10:
                guard let at = index[run], let cases = Int(fields[3]) else { continue }
                runs[at].end = End(
                    status: fields[2], cases: cases, fromCorpus: fields[4] == "corpus",
                    token: fields[5] == "-" ? nil : fields[5], recordedEntry: fields[6] == "1",
                    labels: fields[7].isEmpty ? [] : fields[7].split(separator: "|").map(String.init),
                    problem: fields[8] == "-" ? nil : fields[8],
                    report: fields[9] == "-" ? nil : RunJournal.unescape(fields[9]))
            default:
                continue
            }
        }
        return runs
    }
}
