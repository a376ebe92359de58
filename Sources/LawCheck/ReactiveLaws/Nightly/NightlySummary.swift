import LawCheck

/// The end of a nightly run: a row per law, the totals and the exit status.
public struct NightlySummary: Sendable, Equatable {
    /// The laws, in the order they ran.
    public var tallies: [LawTally]
    /// The run seed.
    public var seed: Seed
    /// The shard that ran.
    public var shard: Shard
    /// Rounds started (a round runs every law still in play once).
    public var rounds: Int
    /// Wall time of the run.
    public var elapsed: Duration
    /// The signal that stopped the run early (SIGINT, SIGTERM), if one did:
    /// the tallies are then what the run did until then.
    public var interruption: Int32?
    /// Lines about corpus files no law replays or that cannot be read
    /// (``CorpusAudit/lines``): warnings, printed under the table.
    public var corpusWarnings: [String]

    /// A summary.
    public init(
        tallies: [LawTally], seed: Seed, shard: Shard, rounds: Int, elapsed: Duration, interruption: Int32? = nil,
        corpusWarnings: [String] = []
    ) {
        self.tallies = tallies
        self.seed = seed
        self.shard = shard
        self.rounds = rounds
        self.elapsed = elapsed
        self.interruption = interruption
        self.corpusWarnings = corpusWarnings
    }

    /// The totals over every law (named `total`).
    public var total: LawTally {
        var total = LawTally(name: "total (\(tallies.count) laws)")
        for tally in tallies {
            total.cases += tally.cases
            total.newFailures += tally.newFailures
            total.knownFailures += tally.knownFailures
            total.newCorpusEntries += tally.newCorpusEntries
            total.featuresSeen.formUnion(tally.featuresSeen)
            if let coverage = tally.newCoverage { total.newCoverage = (total.newCoverage ?? 0) + coverage }
        }
        return total
    }

    /// Laws that could not be checked.
    public var problems: [LawTally] { tallies.filter { $0.problem != nil } }

    /// Laws that never got their turn: the budget was spent, or the run was
    /// interrupted, first.
    public var notRun: [LawTally] { tallies.filter { $0.runs == 0 } }

    /// 128 + the signal when the run was interrupted (130 for SIGINT, 143 for
    /// SIGTERM, as a shell reports a process the signal killed); else 1 when
    /// a law failed on a new case or could not be checked, else 0. Known
    /// failures alone do not fail the nightly run: the law tests (`swift test`)
    /// already fail on them. Nor do laws the budget left no time for, nor
    /// corpus warnings.
    public var exitStatus: Int32 {
        if let interruption { return 128 + interruption }
        return total.newFailures > 0 || !problems.isEmpty ? 1 : 0
    }

    /// The table: a Markdown table with aligned columns, readable in a
    /// terminal and rendered in a CI job summary. `features seen` lists the
    /// schedule classes the law's random cases reached (``ScheduleClass/shortName``,
    /// `—` for laws not on schedules); `new coverage` is `—` unless the run
    /// measured coverage (guided mode).
    public var table: String {
        let header = [
            "law", "cases", "features seen", "new coverage", "new failures", "known failures", "new corpus entries",
        ]
        let rows = (tallies + [total]).map { tally in
            [
                tally.name, "\(tally.cases)", Self.features(tally.featuresSeen),
                tally.newCoverage.map(String.init) ?? "—",
                "\(tally.newFailures)", "\(tally.knownFailures)", "\(tally.newCorpusEntries)",
            ]
        }
        // The law's and the features' columns are left-aligned, the counts right-aligned.
        let leftAligned: Set = [0, 2]
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            let padded = cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return leftAligned.contains(column) ? cell + padding : padding + cell
            }
            return "| " + padded.joined(separator: " | ") + " |"
        }
        let rule =
            "|"
            + widths.enumerated().map { column, width in
                " "
                    + (leftAligned.contains(column)
                        ? String(repeating: "-", count: width) : String(repeating: "-", count: width - 1) + ":") + " "
            }.joined(separator: "|") + "|"
        return ([line(header), rule] + rows.map(line)).joined(separator: "\n")
    }

    /// The table narrow enough for a terminal: law, cases, new and known
    /// failures, a law's name shortened in the middle to `lawWidth`
    /// characters. Still Markdown; ``table`` has every column.
    public func narrowTable(lawWidth: Int = 56) -> String {
        func shortened(_ name: String) -> String {
            guard name.count > lawWidth else { return name }
            let kept = lawWidth - 1
            return String(name.prefix(kept / 2)) + "…" + String(name.suffix(kept - kept / 2))
        }
        let rows = (tallies + [total]).map {
            [shortened($0.name), "\($0.cases)", "\($0.newFailures)", "\($0.knownFailures)"]
        }
        let header = ["law", "cases", "new", "known"]
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            "| "
                + cells.enumerated().map { column, cell in
                    let padding = String(repeating: " ", count: widths[column] - cell.count)
                    return column == 0 ? cell + padding : padding + cell
                }.joined(separator: " | ") + " |"
        }
        let rule =
            "|"
            + widths.enumerated().map { column, width in
                " "
                    + (column == 0
                        ? String(repeating: "-", count: width) : String(repeating: "-", count: width - 1) + ":") + " "
            }.joined(separator: "|") + "|"
        return ([line(header), rule] + rows.map(line)).joined(separator: "\n")
    }

    /// The closing line: what the run found and how to repeat it.
    public var verdict: String {
        let total = total
        let ran =
            "\(Self.count(total.cases, "case")) in \(Self.count(rounds, "round")), \(NightlyProgress.seconds(elapsed)), seed \(seed), shard \(shard)"
        let notRun =
            notRun.isEmpty
            ? ""
            : "; \(notRun.count) of \(Self.count(tallies.count, "law")) not run"
                + (interruption == nil ? " (the budget was spent first)" : "")
        let warnings =
            corpusWarnings.isEmpty ? "" : "; \(Self.count(corpusWarnings.count, "corpus warning")) (listed above)"
        let known =
            total.knownFailures > 0
            ? "; \(Self.count(total.knownFailures, "known failure")) (corpus entries that fail)" : ""
        if let interruption {
            return "INTERRUPTED by \(Self.signalName(interruption)) (partial results): "
                + "\(Self.count(total.newFailures, "new failure")), \(Self.count(problems.count, "law")) not checked: "
                + "\(ran)\(notRun)\(known)\(warnings)."
        }
        if exitStatus == 0 {
            return "No new failures: \(ran)\(known)\(notRun)\(warnings)."
        }
        return
            "FAILED: \(Self.count(total.newFailures, "new failure")), \(Self.count(problems.count, "law")) not checked: "
            + "\(ran)\(notRun)\(warnings)."
    }

    /// The table, the corpus warnings, the pipeline laws' share and the verdict, as the nightly run
    /// prints them at its end.
    public var text: String {
        ([table]
            + (corpusWarnings.isEmpty ? [] : ["", "Corpus warnings (these do not fail the run):"] + corpusWarnings)
            + (pipelineShare.map { ["", $0] } ?? []) + ["", verdict]).joined(separator: "\n")
    }

    /// The short names of `features`, in the order of ``ScheduleClass/allCases``; `—` for none.
    static func features(_ features: Set<ScheduleClass>) -> String {
        features.isEmpty
            ? "—" : ScheduleClass.allCases.filter(features.contains).map(\.shortName).joined(separator: " ")
    }

    /// `SIGINT`, `SIGTERM` (their numbers are the same on every POSIX system), else `signal 9`.
    static func signalName(_ number: Int32) -> String {
        switch number {
        case 2: "SIGINT"
        case 15: "SIGTERM"
        default: "signal \(number)"
        }
    }

    /// `1 round`, `3 rounds`.
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
