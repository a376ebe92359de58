import LawCheck
import ReactiveLaws
import Testing

@Suite("Nightly: command line")
struct NightlyOptionsTests {
    @Test("no arguments: 10 minutes over the whole catalog, fresh seed, the package's corpus")
    func defaults() throws {
        let options = try NightlyOptions(parsing: [])
        #expect(options == NightlyOptions())
        #expect(options.budget == .seconds(600))
        #expect(options.shard == .all)
        #expect(options.seed == nil && options.corpusDirectory == nil && !options.showsHelp)
    }

    @Test("every option, as --name value and as --name=value")
    func everyOption() throws {
        let spaced = try NightlyOptions(parsing: [
            "--budget", "30s", "--shard", "2/3", "--seed", "0x1f", "--corpus", "/tmp/c",
        ])
        let joined = try NightlyOptions(parsing: ["--budget=30s", "--shard=2/3", "--seed=0x1f", "--corpus=/tmp/c"])
        #expect(spaced == joined)
        #expect(spaced.budget == .seconds(30))
        #expect(spaced.shard == Shard(index: 2, count: 3))
        #expect(spaced.seed == Seed(0x1F))
        #expect(spaced.corpusDirectory == "/tmp/c")
        #expect(try NightlyOptions(parsing: ["-h"]).showsHelp)
        #expect(try NightlyOptions(parsing: ["--budget", "90", "--help"]).showsHelp)
    }

    @Test("bad arguments say what is wrong")
    func badArguments() {
        let cases: [([String], String)] = [
            (["--budgte", "1m"], "unknown option --budgte"),
            (["--budget"], "--budget needs a value"),
            (["--budget="], "--budget needs a value"),
            (["--budget", "1m", "--budget", "2m"], "--budget given twice"),
            (["30s"], "unexpected argument \"30s\""),
            (["--seed", "12"], "bad seed \"12\""),
            (["--shard", "3/2"], "bad shard \"3/2\""),
            (["--budget", "ten"], "bad budget \"ten\""),
        ]
        for (arguments, message) in cases {
            do {
                _ = try NightlyOptions(parsing: arguments)
                Issue.record("\(arguments) parsed")
            } catch {
                #expect(error.message.hasPrefix(message), "\(arguments): \(error.message)")
            }
        }
    }

    @Test("budgets: whole seconds, or h, m, s amounts in that order")
    func budgets() throws {
        let valid: [(String, Int64)] = [
            ("90", 90), ("30s", 30), ("10m", 10 * 60), ("1h", 60 * 60), ("1h30m", 90 * 60), ("2m30s", 150),
            ("1h0m5s", 3_605), ("120m", 2 * 60 * 60),
        ]
        for (text, seconds) in valid {
            #expect(try BudgetText.parse(text) == .seconds(seconds), "\(text)")
        }
        for bad in ["", "0", "0s", "-5", "m", "5x", "1m1m", "30s1m", "1m30", "1.5m", "1 m", "99999999999999999h"] {
            #expect(throws: NightlyUsageError.self, "\(bad)") { try BudgetText.parse(bad) }
        }
    }

    @Test("a budget reads back as it is described")
    func describedBudgets() throws {
        for seconds: Int64 in [1, 30, 59, 60, 61, 90, 600, 3_599, 3_600, 3_661, 86_400] {
            let text = BudgetText.describe(.seconds(seconds))
            #expect(try BudgetText.parse(text) == .seconds(seconds), "\(text)")
        }
        #expect(BudgetText.describe(.seconds(600)) == "10m")
        #expect(BudgetText.describe(.seconds(5_430)) == "1h30m30s")
    }
}
