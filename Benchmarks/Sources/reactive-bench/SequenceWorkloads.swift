import Foundation
import Reactive

/// The pull side's hot paths: lazy and eager `ReactiveSequence` pipelines, and
/// a sequence built from head/tail closures, each per element.
enum SequenceWorkloads {
    static let elements = Int(ProcessInfo.processInfo.environment["BENCH_ELEMENTS"] ?? "") ?? 1_000_000

    static var all: [Workload] { [
        Workload("seq-lazy", lazyPipeline),
        Workload("seq-eager-map", eagerMap),
        Workload("seq-eager-filter", eagerFilter),
        Workload("seq-iterate", iteratedLazyMap),
        Workload("seq-headtail", headTailClosures),
    ] }

    private static var input: [Int] { Array(0..<elements) }

    static func lazyPipeline() -> Measurement {
        let values = input
        return measure("lazy sequence map → filter → foldLeft over an array", units: elements, target: 10) {
            let sum = ReactiveSequence(values)
                .map { (value: Int) -> Int in value &* 3 }
                .filter { (value: Int) -> Bool in value & 1 == 0 }
                .foldLeft(0) { $0 &+ $1 }
            blackHole(sum)
        }
    }

    /// Eager `map` per element, as a multiple of `Array.map` (target ≤ 2×).
    static func eagerMap() -> Measurement {
        let values = input
        let sequence = ReactiveSequence(values).eagerSequence
        let array = measure("Array.map", units: elements) {
            blackHole(values.map { $0 &* 3 })
        }
        let eager = measure("eager map", units: elements) {
            blackHole(sequence.map { (value: Int) -> Int in value &* 3 })
        }
        return Measurement(name: "eager sequence map ÷ Array.map (×)", nanosecondsPerUnit: eager.nanosecondsPerUnit / array.nanosecondsPerUnit, target: 2)
    }

    /// Eager `filter` per element, as a multiple of `Array.filter` (target ≤ 2×).
    static func eagerFilter() -> Measurement {
        let values = input
        let sequence = ReactiveSequence(values).eagerSequence
        let array = measure("Array.filter", units: elements) {
            blackHole(values.filter { $0 & 1 == 0 })
        }
        let eager = measure("eager filter", units: elements) {
            blackHole(sequence.filter { (value: Int) -> Bool in value & 1 == 0 })
        }
        return Measurement(name: "eager sequence filter ÷ Array.filter (×)", nanosecondsPerUnit: eager.nanosecondsPerUnit / array.nanosecondsPerUnit, target: 2)
    }

    static func iteratedLazyMap() -> Measurement {
        let values = input
        return measure("lazy map read value by value (for-in)", units: elements) {
            var sum = 0
            for value in ReactiveSequence(values).map({ (value: Int) -> Int in value &* 3 }) { sum &+= value }
            blackHole(sum)
        }
    }

    /// Builds, reads and releases `0, 1, …` made with `ReactiveSequence(head:tail:)`.
    static func headTailClosures() -> Measurement {
        let count = elements / 4
        return measure("sequence built from head/tail closures, build + read + release", units: count, target: 50) {
            let sum = countingUp(from: 0, below: count).foldLeft(0) { $0 &+ $1 }
            blackHole(sum)
        }
    }

    private static func countingUp(from value: Int, below end: Int) -> ReactiveSequence<Int> {
        ReactiveSequence(head: { value }, tail: { value + 1 < end ? countingUp(from: value + 1, below: end) : .empty })
    }
}
