/// `swift run -c release --package-path Benchmarks reactive-bench [name filter]`
enum ReactiveBenchmark {
    static func main() {
        let filter = CommandLine.arguments.dropFirst().first
        print("Reactive benchmarks (release build; best of 5 runs)")
        print("== What this machine charges for the primitives")
        for workload in HardwareFloor.all where filter.map(workload.name.contains) ?? true {
            print(workload.run().line)
        }
        print("== Signal")
        for workload in SignalWorkloads.all where filter.map(workload.name.contains) ?? true {
            print(workload.run().line)
        }
        print("== Sequence")
        for workload in SequenceWorkloads.all where filter.map(workload.name.contains) ?? true {
            print(workload.run().line)
        }
    }
}
