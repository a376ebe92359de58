import Reactive
import ReactiveLaws
import Synchronization

/// `bufferCount(n)`, an operator no catalog has: the values in arrays of
/// `n`, the last partial array flushed on completion. Planted bug: it drops
/// the partial array on completion.
enum BufferCountDroppingPartial {
    static let law = OperatorLaw.stepModel("bufferCount", counts: 1...3) { count in
        StepModel(initial: [Int](), flush: { $0.isEmpty ? [] : [$0] }) { buffer, value in
            buffer.count + 1 == count ? ([], [buffer + [value]]) : (buffer + [value], [])
        }
    }

    static func bufferCount(_ source: Signal<Int, TestFailure>, _ count: Int, droppingPartial: Bool) -> Signal<
        [Int], TestFailure
    > {
        Signal { observer, lifetime in
            let buffer = Mutex<[Int]>([])
            _ = lifetime.add(
                source.subscribe(
                    Observer { event in
                        switch event {
                        case .next(let value):
                            let full = buffer.withLock { buffer -> [Int]? in
                                buffer.append(value)
                                guard buffer.count >= count else { return nil }
                                defer { buffer = [] }
                                return buffer
                            }
                            if let full { observer.send(value: full) }
                        case .failed(let failure): observer.send(error: failure)
                        case .completed:
                            let partial = buffer.withLock { $0 }
                            if !partial.isEmpty && !droppingPartial { observer.send(value: partial) }
                            observer.sendCompleted()
                        }
                    }))
        }
    }
}
