import Reactive

/// Reference models of the operators that transform one source event by
/// event, synchronously (RAC 2.5's `RACStream` operators and their signal
/// relatives): every output event happens at the moment of the source event
/// that caused it.
public enum TransformModels {
    /// `map(f)`: each value transformed.
    public static func map(_ source: [Timed], _ transform: (Int) -> Int) -> [Timed] {
        Models.synchronous(source) { event in [event.value.map { .next(transform($0)) } ?? event] }
    }

    /// `filter(p)`: the values that pass.
    public static func filter(_ source: [Timed], _ isIncluded: (Int) -> Bool) -> [Timed] {
        Models.synchronous(source) { event in
            if let value = event.value, !isIncluded(value) { return [] }
            return [event]
        }
    }

    /// `scan(start, withIndex: reduce)`: each running result, indices from 0.
    public static func scan(_ source: [Timed], _ start: Int, _ reduce: (Int, Int, Int) -> Int) -> [Timed] {
        var running = start
        var index = 0
        return Models.synchronous(source) { event in
            guard let value = event.value else { return [event] }
            running = reduce(running, value, index)
            index += 1
            return [.next(running)]
        }
    }

    /// `combinePrevious(start, reduce)`: each value combined with the one before (`start` first).
    public static func combinePrevious(_ source: [Timed], _ start: Int, _ reduce: (Int, Int) -> Int) -> [Timed] {
        var previous = start
        return Models.synchronous(source) { event in
            guard let value = event.value else { return [event] }
            defer { previous = value }
            return [.next(reduce(previous, value))]
        }
    }

    /// `distinctUntilChanged()`: values that differ from the one before.
    public static func distinctUntilChanged(_ source: [Timed]) -> [Timed] {
        var previous: Int?
        return Models.synchronous(source) { event in
            guard let value = event.value else { return [event] }
            defer { previous = value }
            return previous == value ? [] : [event]
        }
    }

    /// `startWith(x)`: `x` at the subscription, then the source.
    public static func startWith(_ source: [Timed], _ value: Int, subscribedAt subscription: Moment) -> [Timed] {
        [Timed(subscription, .next(value))] + source
    }

    /// `materialize()`, coded as values (``materializedCode(_:)``), then completion.
    public static func materialize(_ source: [Timed]) -> [Timed] {
        Models.synchronous(source) { event in
            event.isTerminal ? [.next(materializedCode(event)), .completed] : [.next(materializedCode(event))]
        }
    }

    /// A materialized event as a value: a value itself, 10 for completion, 20 + i for `TestFailure(i)`.
    public static func materializedCode(_ event: Event<Int, TestFailure>) -> Int {
        switch event {
        case .next(let value): value
        case .completed: 10
        case .failed(let failure): 20 + failure.source
        }
    }

    /// The event a value stands for under `dematerialize()` in the model law:
    /// 0 completes, 9 fails with `TestFailure(9)`, others are themselves.
    public static func dematerializedEvent(_ value: Int) -> Event<Int, TestFailure> {
        switch value {
        case 0: .completed
        case 9: .failed(TestFailure(source: 9))
        default: .next(value)
        }
    }

    /// `map(dematerializedEvent).dematerialize()`: each value's event, the source's own terminal event.
    public static func dematerialize(_ source: [Timed]) -> [Timed] {
        Models.synchronous(source) { event in [event.value.map(dematerializedEvent) ?? event] }
    }
}
