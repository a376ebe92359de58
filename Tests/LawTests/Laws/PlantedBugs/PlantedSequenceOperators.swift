import Reactive
import ReactiveLaws

/// Planted bugs in sequence operators, for the agreement and laziness laws.
enum PlantedSequenceOperators {
    /// A `take` that lets one value too many through on the signal side only.
    static let leakyTake = SequenceOperator(
        "take", "take(n)", uses: [.n],
        sequence: { s, input, _ in s.take(input.n) },
        signal: { s, input in s.take(input.n + 1) },
        model: { array, input in Array(array.prefix(input.n)) })

    /// A `map` that maps its whole source as soon as its first value is read.
    static let hastyMap = SequenceOperator(
        "map", "map(f)", uses: [.f],
        sequence: { s, input, count in
            ReactiveSequence([0]).flattenMap { _ in
                ReactiveSequence(
                    Array(s).map {
                        count()
                        return input.f($0)
                    })
            }
        },
        signal: { s, input in s.map { input.f($0) } },
        model: { array, input in array.map(input.f.callAsFunction) },
        eagerCalls: { array, _ in array.count })

    /// A lazy `map` that loses the value at index 32, where a block of 32
    /// values would end: a bug no sample of 8 values could show.
    static let mapLosingBlockBoundary = SequenceOperator(
        "map", "map(f)", uses: [.f],
        sequence: { s, input, _ in
            let mapped = s.map { input.f($0) }
            return mapped.take(32).concat(mapped.skip(33))
        },
        signal: { s, input in s.map { input.f($0) } },
        model: { array, input in array.map(input.f.callAsFunction) })

    /// A `map` on an endless source that first reads a block of 64 values
    /// ahead: the right values, but not lazy.
    static let readingAheadMap = Law<LawInput<[Int]>, SequenceInfinite.Observation>(
        "map", "cycle(s + [x]).map(f).take(10n + x + 1), reading ahead",
        lhs: { input in
            let evaluated = SequenceInfinite.Counter()
            let source = SequenceInfinite.cycle(input.sample + [input.x], evaluated: evaluated)
            let ahead = ReactiveSequence(Array(source.take(64))).concat(source.skip(64))
            let values = Array(ahead.map(input.f.callAsFunction).take(SequenceInfinite.count(input)))
            return .init(values: values, readTooFar: evaluated.count > SequenceInfinite.count(input) + 3)
        },
        rhs: { input in SequenceInfinite.battery.laws[0].rhs(input) })
}
