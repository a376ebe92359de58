import Reactive

/// What some operators do, computed from the trace of their source: the
/// reference side of model laws (``StreamHarness/law(_:_:uses:_:model:)``).
/// Each model restates an operator's documented contract on a recorded
/// trace, without sharing any code with the operator, and applies to the
/// trace of every subscription (``Trace/resubscriptions``).
extension Trace {
    /// `take(last: n)`: nothing until the source completes; then its last `n`
    /// values and the completion, all at the completion's tick. A failure is
    /// passed on alone; a source that never ends (or is disposed) sends nothing.
    public func takingLast(_ count: Int) -> Trace {
        var result = Trace(
            entries: [], subscribedAt: subscribedAt, disposedAt: disposedAt,
            resubscriptions: resubscriptions.map { $0.takingLast(count) })
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
        var result = Trace(
            entries: [], subscribedAt: subscribedAt, disposedAt: disposedAt,
            resubscriptions: resubscriptions.map { $0.skippingLast(count) })
        var held: [Int] = []
        for entry in entries {
            if let value = entry.event.value {
                held.append(value)
                if held.count > count {
                    result.entries.append(Entry(time: entry.time, event: .next(held.removeFirst())))
                }
            } else {
                result.entries.append(entry)
            }
        }
        return result
    }

    /// `take(n)` of whatever this trace's subscription saw: the events up to
    /// the `n`-th value, then completed at its tick (at the subscription for
    /// `n = 0`); a trace with fewer values is kept as it is. Applied to the
    /// trace of `take(n)` itself it checks the shape of a take whose source
    /// depends on its output (re-entrant sends, ``Schedule/Echo``).
    public func takingFirst(_ count: Int) -> Trace {
        var result = self
        result.resubscriptions = resubscriptions.map { $0.takingFirst(count) }
        var seen = 0
        var cut: (index: Int, time: Int)? = count == 0 ? (-1, subscribedAt) : nil
        for (index, entry) in entries.enumerated() where cut == nil && entry.event.value != nil {
            seen += 1
            if seen == count { cut = (index, entry.time) }
        }
        guard let cut else { return result }
        result.entries = Array(entries.prefix(cut.index + 1)) + [Entry(time: cut.time, event: .completed)]
        result.disposedAt = nil
        return result
    }

    /// The same events in the same order with every tick set to 0: for laws
    /// that hold on the order of events but not on their timing.
    public var untimed: Trace {
        Trace(
            entries: entries.map { Entry(time: 0, event: $0.event) },
            subscribedAt: 0, disposedAt: disposedAt.map { _ in 0 }, resubscriptions: resubscriptions.map(\.untimed))
    }
}
