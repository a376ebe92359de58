import LawCheck

/// Cases per second of passing properties (generation + property, no
/// failures, so no shrinking).
enum Throughput {
    static func run() {
        let reverse = measure(
            "reverse(reverse(xs)) == xs, xs: [Int] of up to 100 elements",
            Gen<Int>.int.array(count: 0...100)
        ) { xs in Array(xs.reversed().reversed()) == xs }
        print(reverse)
        print("  (mean array length \(meanLength(Gen<Int>.int.array(count: 0...100))) over 10,000 cases)")
        let single = measure("a property over a single Int", Gen<Int>.int) { x in x &+ 0 == x }
        print(single)
        let dependent = measure(
            "a size, then a list of that many Ints (flatMap)",
            Gen<Int>.int(in: 0...20).flatMap { count in Gen<Int>.int.array(count: count) }
        ) { xs in xs.count <= 20 }
        print(dependent)
    }

    /// Reported beside the throughput: it depends on the length distribution.
    static func meanLength(_ generator: Gen<[Int]>) -> String {
        var configuration = Configuration(profile: .dev)
        configuration.seed = Seed(0x5EED)
        configuration.iterations = 10_000
        var total = 0
        _ = runCheck("lengths", generator, configuration: configuration) { xs in
            total += xs.count
            return true
        }
        return String(Double(total) / 10_000)
    }

    static func measure<Value>(_ label: String, _ generator: Gen<Value>, _ property: @escaping (Value) -> Bool)
        -> String
    {
        var configuration = Configuration(profile: .dev)
        configuration.seed = Seed(0x5EED)
        configuration.iterations = 200_000
        let clock = ContinuousClock()
        var cases = 0
        let started = clock.now
        while clock.now - started < .seconds(2) {
            let result = runCheck(label, generator, configuration: configuration, property)
            precondition(result.passed, result.report)
            cases += result.casesRun
        }
        let elapsed = clock.now - started
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return "\(label): \(Int(Double(cases) / seconds)) cases/s"
    }
}
