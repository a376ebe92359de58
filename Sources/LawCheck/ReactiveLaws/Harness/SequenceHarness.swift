import LawCheck
import Reactive

extension StreamHarness where Stream == ReactiveSequence<Int>, Sample == [Int], Observation == [Int] {
    /// Lazy sequences over arrays of 0…9 (up to 8 values), compared by their elements.
    public static var sequence: StreamHarness {
        .pull("ReactiveSequence", from: { ReactiveSequence($0) }, elements: { Array($0) })
    }
}

extension StreamHarness where Sample == [Int], Observation == [Int] {
    /// A harness for a pull stream of one's own (any ``ReactiveStreamOfInt``
    /// without time): samples are arrays of 0…9 (up to 8 values), `make`
    /// turns one into the stream, and an expression's result is observed as
    /// its `elements`, compared element by element.
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
            name: name, samples: Gen<Int>.int(in: 0...9).array(count: 0...8),
            observe: { array, expression in elements(expression(make(array))) },
            equivalence: Equivalence(equal: ==) { input, got, want in
                "source \(input.sample)\nwant   \(want)\ngot    \(got)"
            })
    }
}
