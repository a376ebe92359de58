import Reactive

/// What some operators do, computed from the trace of their source: the
/// reference side of model laws (``StreamHarness/law(_:_:uses:_:model:)``).
/// Each model restates an operator's documented contract on a recorded
/// trace, without sharing any code with the operator.
extension Trace {
    /// `take(last: n)`: nothing until the source completes; then its last `n`
    /// values and the completion, all at the completion's tick. A failure is
    /// passed on alone; a source that never ends (or is disposed) sends nothing.
    public func takingLast(_ count: Int) -> Trace {
        var result = Trace(entries: [], subscribedAt: subscribedAt, disposedAt: disposedAt)
        guard let last = entries.last, last.event.isTerminal else { return result }
        if case .completed = last.event {
            result.entries = values.suffix(count).map { Entry(time: last.time, event: .next($0)) }
        }
        result.entries.append(last)
        return result
    }

    /// `skip(last: n)`: each value sent when the `n`-th value after it arrives
    /// (so, at that value's tick), the terminal event as the source's; the
    /// last `n` values are never sent.
    public func skippingLast(_ count: Int) -> Trace {
        var result = Trace(entries: [], subscribedAt: subscribedAt, disposedAt: disposedAt)
        var held: [Int] = []
        for entry in entries {
            if let value = entry.event.value {
                held.append(value)
                if held.count > count { result.entries.append(Entry(time: entry.time, event: .next(held.removeFirst()))) }
            } else {
                result.entries.append(entry)
            }
        }
        return result
    }

    /// The same events in the same order with every tick set to 0: for laws
    /// that hold on the order of events but not on their timing.
    public var untimed: Trace {
        Trace(
            entries: entries.map { Entry(time: 0, event: $0.event) },
            subscribedAt: 0, disposedAt: disposedAt.map { _ in 0 })
    }
}
