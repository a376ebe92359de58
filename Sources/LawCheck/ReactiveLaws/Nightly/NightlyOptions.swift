import LawCheck

/// The command line of `lawcheck-nightly` (`Scripts/nightly`).
public struct NightlyOptions: Sendable, Equatable {
    /// How long to fuzz.
    public var budget: Duration = .seconds(600)
    /// Which part of the catalog to run.
    public var shard: Shard = .all
    /// The run seed; nil asks the caller for a fresh one.
    public var seed: Seed?
    /// Where the corpus lives; nil for the package's `Tests/LawTests/LawCorpus`.
    public var corpusDirectory: String?
    /// Whether `--help` was asked for.
    public var showsHelp = false
    /// Whether the laws' cases are guided by their features (`--feature-guided`,
    /// `Configuration.guidesByFeatures`).
    public var guidesByFeatures = false

    /// The defaults.
    public init() {}

    /// Parses the arguments (without the program name). Each option may be
    /// given once, as `--name value` or `--name=value`.
    public init(parsing arguments: [String]) throws(NightlyUsageError) {
        var seen = Set<String>()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--help" || argument == "-h" {
                showsHelp = true
                continue
            }
            if argument == "--feature-guided" {
                guard seen.insert(argument).inserted else { throw NightlyUsageError("\(argument) given twice") }
                guidesByFeatures = true
                continue
            }
            guard argument.hasPrefix("--") else { throw NightlyUsageError("unexpected argument \"\(argument)\"") }
            var name = argument
            var value: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                value = String(argument[argument.index(after: equals)...])
            }
            guard ["--budget", "--shard", "--seed", "--corpus"].contains(name) else {
                throw NightlyUsageError("unknown option \(name)")
            }
            guard seen.insert(name).inserted else { throw NightlyUsageError("\(name) given twice") }
            if value == nil { value = remaining.popFirst() }
            guard let value, !value.isEmpty else { throw NightlyUsageError("\(name) needs a value") }
            switch name {
            case "--budget":
                budget = try BudgetText.parse(value)
            case "--shard":
                shard = try Shard(parsing: value)
            case "--seed":
                guard let parsed = Seed(hex: value) else {
                    throw NightlyUsageError("bad seed \"\(value)\": expected 0x followed by 1 to 16 hexadecimal digits")
                }
                seed = parsed
            default:
                corpusDirectory = value
            }
        }
    }

    /// The `--help` text (`Scripts/nightly` prints the same before it builds).
    public static let usage = """
        Usage: Scripts/nightly [--budget 10m] [--shard i/n] [--seed 0x…] [--corpus DIR] [--feature-guided]

        Fuzzes every law of the catalog (LawCatalog.standard) with the nightly profile,
        round after round with fresh seeds, until the time budget is spent; records each
        new minimal failure in the corpus and ends with a summary table.

          --budget T    time budget: 90 (seconds), 30s, 10m, 1h30m; default 10m. The run
                        ends within about a second of it (a failure being shrunk may take
                        10 s more); laws the budget leaves no time for are listed as not run.
          --shard i/n   run only shard i of n (disjoint parts; together, every law)
          --seed 0x…    run seed, to repeat a run's rounds (case counts still depend on
                        timing); default: a fresh seed, printed at the start
          --corpus DIR  corpus directory; default: LAWCHECK_CORPUS_DIR if set, else the
                        package's Tests/LawTests/LawCorpus
          --feature-guided
                        after 2,000 random cases, some cases of a law mutate a kept case
                        that showed an order of events no case had before (ReactiveLaws.docc/Nightly.md)
          -h, --help    this text

        Exit status: 0 no new failure, 1 a new failure (or a law could not be checked),
        2 bad arguments, 3 the build failed (Scripts/nightly), 130 interrupted (SIGINT),
        143 terminated (SIGTERM); an interrupted run prints the summary so far.
        """
}
