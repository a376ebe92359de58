import LawCheck
import Reactive

extension StreamHarness where Stream == ReactiveSequence<Int>, Sample == [Int], Observation == [Int] {
    /// Lazy sequences over ``SequenceSamples/arrays``, compared by their elements.
    public static var sequence: StreamHarness {
        .pull("ReactiveSequence", from: { ReactiveSequence($0) }, elements: { Array($0) })
    }
}

extension StreamHarness where Sample == [Int], Observation == [Int] {
    /// A harness for a pull stream of one's own (any ``ReactiveStreamOfInt``
    /// without time): samples are ``SequenceSamples/arrays`` (short ones,
    /// and long ones around 16, 32 and 64 values, which the `ci` profile
    /// requires a share of), `make` turns one into the stream, and an
    /// expression's result is observed as its `elements`, compared element by element.
    ///
    /// ```swift
    /// let bags = StreamHarness.pull("Bag", from: Bag.init, elements: \.values)
    /// bags.check(bags.monad)
    /// ```
    public static func pull(
        _ name: String,
        from make: @escaping @Sendable ([Int]) -> Stream,
        elements: @escaping @Sendable (Stream) -> [Int]
    ) -> StreamHarness {
        StreamHarness(
            name: name, samples: SequenceSamples.arrays,
            observe: { array, expression in elements(expression(make(array))) },
            equivalence: Equivalence(equal: ==) { input, got, want in
                "source \(input.sample)\nwant   \(want)\ngot    \(got)"
            },
            classify: { SequenceSamples.classifiers(in: $0, sample: \.sample) })
    }
}
