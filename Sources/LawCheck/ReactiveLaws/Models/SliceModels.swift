import Reactive

/// Reference models of the operators that keep a slice of one source:
/// `take`, `skip` and their `last`, predicate and trigger forms, `element(at:)`.
public enum SliceModels {
    /// `take(n)`: the first `n` values, completing with the `n`-th (at the
    /// subscription when `n` is 0: RAC's `take:` returns `empty`), or at the
    /// value after it (Combine's `prefix(n)`: ``LawSemantics/CountCompletion``).
    public static func take(
        _ source: [Timed], _ count: Int, subscribedAt subscription: Moment,
        completion: LawSemantics.CountCompletion = .atCountedValue
    ) -> [Timed] {
        if completion == .atNextValue { return slice(source, from: 0, count: count) }
        if count == 0 { return [Timed(subscription, .completed)] }
        var taken = 0
        return Models.synchronous(source) { event in
            guard event.value != nil else { return [event] }
            taken += 1
            return taken == count ? [event, .completed] : [event]
        }
    }

    /// Combine's `output(in: start..<start + count)`: the values at those
    /// indices, completing when the value after the last one arrives.
    static func slice(_ source: [Timed], from start: Int, count: Int) -> [Timed] {
        var index = 0
        return Models.synchronous(source) { event in
            guard event.value != nil else { return [event] }
            defer { index += 1 }
            if index >= start + count { return [.completed] }
            return index >= start ? [event] : []
        }
    }

    /// `skip(n)`: all but the first `n` values.
    public static func skip(_ source: [Timed], _ count: Int) -> [Timed] {
        var skipped = 0
        return Models.synchronous(source) { event in
            guard event.value != nil, skipped < count else { return [event] }
            skipped += 1
            return []
        }
    }

    /// `take(last: n)`: on completion, the last `n` values then completion; failures pass at once.
    public static func takeLast(_ source: [Timed], _ count: Int) -> [Timed] {
        var kept: [Int] = []
        return Models.synchronous(source) { event in
            switch event {
            case .next(let value):
                kept = Array((kept + [value]).suffix(count))
                return []
            case .completed: return kept.map { .next($0) } + [.completed]
            case .failed: return [event]
            }
        }
    }

    /// `skip(last: n)`: each value once `n` more have come; the last `n` never.
    public static func skipLast(_ source: [Timed], _ count: Int) -> [Timed] {
        var held: [Int] = []
        return Models.synchronous(source) { event in
            guard let value = event.value else { return [event] }
            held.append(value)
            return held.count > count ? [.next(held.removeFirst())] : []
        }
    }

    /// `take(until: p)` (RAC's `takeUntilBlock:`): values until the first
    /// passing `p`, which completes the output in its place.
    public static func takeUntil(_ source: [Timed], _ predicate: (Int) -> Bool) -> [Timed] {
        Models.synchronous(source) { event in
            if let value = event.value, predicate(value) { return [.completed] }
            return [event]
        }
    }

    /// `skip(until: p)` (RAC's `skipUntilBlock:`): values from the first passing `p` on.
    public static func skipUntil(_ source: [Timed], _ predicate: (Int) -> Bool) -> [Timed] {
        var skipping = true
        return Models.synchronous(source) { event in
            if skipping, let value = event.value {
                guard predicate(value) else { return [] }
                skipping = false
            }
            return [event]
        }
    }

    /// `element(at: n)`: the `n`-th value (from 0), then completion — at
    /// once, or at the next value (Combine's `output(at:)`:
    /// ``LawSemantics/CountCompletion``); the source's terminal event if it comes first.
    public static func element(
        _ source: [Timed], at index: Int, completion: LawSemantics.CountCompletion = .atCountedValue
    ) -> [Timed] {
        if completion == .atNextValue { return slice(source, from: index, count: 1) }
        var seen = 0
        return Models.synchronous(source) { event in
            guard event.value != nil else { return [event] }
            defer { seen += 1 }
            return seen == index ? [event, .completed] : []
        }
    }

    /// `a.take(until: b)` (RAC's `takeUntil:`): `b` is subscribed first; its
    /// first value or completion completes the output, its failure is
    /// ignored; when its completion does not fire it (Combine's
    /// `prefix(untilOutputFrom:)`: ``LawSemantics/TriggerCompletion``), only a value does.
    public static func takeUntil(
        _ source: [Timed], trigger: [Timed], completion: LawSemantics.TriggerCompletion = .fires
    ) -> [Timed] {
        let firing = trigger.upToTerminal.first { completion == .fires ? !$0.event.isFailure : $0.value != nil }
        return source.filter { timed in firing.map { timed.moment < $0.moment } ?? true }
            + (firing.map { [Timed($0.moment, .completed)] } ?? [])
    }

    /// `a.take(untilReplacement: b)`: `a`'s values and failure until `b`'s
    /// first event (its completion ignored), then `b`. `b` is subscribed first.
    public static func takeUntilReplacement(_ source: [Timed], replacement: [Timed]) -> [Timed] {
        let switchedAt = replacement.first?.moment
        return source.filter { timed in !timed.event.isCompleted && switchedAt.map { timed.moment < $0 } ?? true }
            + replacement
    }

    /// `a.skip(until: b)`: `a`'s values from `b`'s first value or completion
    /// on (its failure ignored); `a`'s terminal event whenever it comes. `b`
    /// is subscribed first. When a trigger's completion does not fire it
    /// (Combine's `drop(untilOutputFrom:)`: ``LawSemantics/TriggerCompletion``),
    /// a trigger that ends before its first value ends the output with its
    /// terminal event, failure included.
    public static func skipUntil(
        _ source: [Timed], trigger: [Timed], completion: LawSemantics.TriggerCompletion = .fires
    ) -> [Timed] {
        if completion == .endsWithoutFiring, let end = trigger.first, end.isTerminal {
            return source.filter { $0.isTerminal && $0.moment < end.moment } + [end]
        }
        let firing = trigger.first { !$0.event.isFailure }
        return source.filter { timed in
            timed.isTerminal || firing.map { $0.moment < timed.moment } ?? false
        }
    }
}

extension Event {
    /// Whether the event is a failure.
    var isFailure: Bool {
        if case .failed = self { return true }
        return false
    }

    /// Whether the event is a completion.
    var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }
}
