import LawCheck
import Reactive

extension StreamHarness where Stream == ReactiveSequence<Int>, Sample == [Int], Observation == [Int] {
    /// Lazy sequences over arrays of 0…9 (up to 8 values), compared by their elements.
    public static var sequence: StreamHarness {
        StreamHarness(
            name: "ReactiveSequence", samples: Gen<Int>.int(in: 0...9).array(count: 0...8),
            observe: { array, expression in Array(expression(ReactiveSequence(array))) },
            equivalence: Equivalence(equal: ==) { input, got, want in
                "source \(input.sample)\nwant   \(want)\ngot    \(got)"
            })
    }
}
