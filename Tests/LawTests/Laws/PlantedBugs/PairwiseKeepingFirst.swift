import Reactive
import ReactiveLaws
import Synchronization

/// `pairwise()`, an operator no catalog has: each value paired with the one
/// before it. Planted bug: it keeps the first value and pairs every later
/// one with it. Its law is an array model of one line, as in Examples/OwnOperators.
enum PairwiseKeepingFirst {
    static let law = OperatorLaw.arrayModel("pairwise") { values, _ in zip(values, values.dropFirst()).map(Pair.init) }

    static func pairwise(_ source: Signal<Int, TestFailure>, keepingFirst: Bool) -> Signal<Pair<Int, Int>, TestFailure>
    {
        Signal { observer, lifetime in
            let last = Mutex<Int?>(nil)
            _ = lifetime.add(
                source.subscribe(
                    Observer { event in
                        switch event {
                        case .next(let value):
                            let previous = last.withLock { last in
                                defer { if last == nil || !keepingFirst { last = value } }
                                return last
                            }
                            if let previous { observer.send(value: Pair(previous, value)) }
                        case .failed(let failure): observer.send(error: failure)
                        case .completed: observer.sendCompleted()
                        }
                    }))
        }
    }
}
