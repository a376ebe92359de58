import Foundation

/// One measured workload: the best of several runs, in nanoseconds per unit of work.
struct Measurement {
    let name: String
    let nanosecondsPerUnit: Double
    let target: Double?

    var line: String {
        let figure = String(format: "%10.2f ns", nanosecondsPerUnit)
        guard let target else { return "\(name.padding(toLength: 58, withPad: " ", startingAt: 0)) \(figure)" }
        let verdict = nanosecondsPerUnit <= target ? "meets" : "MISSES"
        return "\(name.padding(toLength: 58, withPad: " ", startingAt: 0)) \(figure)   target ≤ \(Int(target)) ns: \(verdict)"
    }
}

/// Keeps results alive so the optimizer cannot drop the work that made them.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Runs `body` (which performs `units` units of work) `runs` times and keeps the fastest run.
func measure(_ name: String, units: Int, target: Double? = nil, runs: Int = 5, _ body: () -> Void) -> Measurement {
    body()  // warm-up
    var best = Double.infinity
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
        best = min(best, elapsed / Double(units))
    }
    return Measurement(name: name, nanosecondsPerUnit: best, target: target)
}

/// A named benchmark, selectable from the command line.
struct Workload {
    let name: String
    let run: () -> Measurement

    init(_ name: String, _ run: @escaping () -> Measurement) {
        self.name = name
        self.run = run
    }
}
