import LawCheck

/// Measures LawCheck in release mode: generation throughput and shrink
/// quality on the shrinking challenge.
enum LawCheckBenchmark {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        let seeds = 100
        if arguments.isEmpty || arguments.contains("throughput") {
            Throughput.run()
        }
        if arguments.isEmpty || arguments.contains("shrink") {
            ShrinkQuality.run(seeds: seeds, only: arguments.filter { $0 != "shrink" && $0 != "throughput" })
        }
    }
}
