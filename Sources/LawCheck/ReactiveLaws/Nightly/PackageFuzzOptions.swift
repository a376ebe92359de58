import LawCheck

/// The command line of `lawcheck-fuzz`, the nightly fuzz run of a package's own law checks.
public struct PackageFuzzOptions: Sendable, Equatable {
    /// How long to fuzz.
    public var budget: Duration = .seconds(600)
    /// The run seed; nil asks the caller for a fresh one.
    public var seed: Seed?
    /// The package whose tests run; `.` by default.
    public var packagePath = "."
    /// Only tests matching this (`swift test --filter`), if given.
    public var filter: String?
    /// A file to write the Markdown summary table to (a CI job summary), if given.
    public var markdownPath: String?
    /// Whether `--help` was asked for.
    public var showsHelp = false

    /// The defaults.
    public init() {}

    /// Parses the arguments (without the program name): each option once, as
    /// `--name value` or `--name=value`.
    public init(parsing arguments: [String]) throws(NightlyUsageError) {
        var seen = Set<String>()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--help" || argument == "-h" {
                showsHelp = true
                continue
            }
            guard argument.hasPrefix("--") else { throw NightlyUsageError("unexpected argument \"\(argument)\"") }
            var name = argument
            var value: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                value = String(argument[argument.index(after: equals)...])
            }
            guard ["--budget", "--seed", "--package-path", "--filter", "--markdown"].contains(name) else {
                throw NightlyUsageError("unknown option \(name)")
            }
            guard seen.insert(name).inserted else { throw NightlyUsageError("\(name) given twice") }
            if value == nil { value = remaining.popFirst() }
            guard let value, !value.isEmpty else { throw NightlyUsageError("\(name) needs a value") }
            switch name {
            case "--budget": budget = try BudgetText.parse(value)
            case "--seed":
                guard let parsed = Seed(hex: value) else {
                    throw NightlyUsageError("bad seed \"\(value)\": expected 0x followed by 1 to 16 hexadecimal digits")
                }
                seed = parsed
            case "--package-path": packagePath = value
            case "--filter": filter = value
            default: markdownPath = value
            }
        }
    }

    /// The `--help` text.
    public static let usage = """
        Usage: swift run lawcheck-fuzz [--budget 10m] [--seed 0x…] [--package-path DIR] [--filter TEST] [--markdown FILE]

        Fuzzes every law check in the package's tests (every check, checkAll and battery
        check that records into the corpus) with the nightly profile, round after round
        with fresh seeds, until the time budget is spent. Each round runs the tests in a
        child process (swift test --skip-build --no-parallel); each new minimal failure is
        recorded in the test target's corpus; a law whose process traps is reported with
        the case it was on, and the run goes on. Ends with a summary table, one row per law.

          --budget T         time budget: 90 (seconds), 30s, 10m, 1h30m; default 10m
          --seed 0x…         run seed, to repeat a run's rounds; default: a fresh seed
          --package-path DIR the package; default: the current directory
          --filter TEST      only the tests matching TEST (swift test --filter)
          --markdown FILE    also write the summary as Markdown to FILE (e.g. $GITHUB_STEP_SUMMARY)
          -h, --help         this text

        Exit status: 0 no new failure (known failures, corpus entries that fail, do not
        count: swift test fails on them), 1 a new failure or a law that could not be
        checked, 2 bad arguments, 3 the tests did not build, 130/143 interrupted.
        """
}
