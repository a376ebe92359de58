import Reactive
import ReactiveLaws

/// A planted bug: a sequence `flattenMap` (RAC's lazy `bind:`) that builds
/// its result eagerly, applying `k` to every element before anyone asks.
enum EagerFlattenMap {
    static func flattenMap(
        _ sequence: ReactiveSequence<Int>, _ k: @escaping @Sendable (Int) -> ReactiveSequence<Int>
    ) -> ReactiveSequence<Int> {
        ReactiveSequence(Array(sequence).flatMap { Array(k($0)) })
    }

    /// The laziness of a sequence's bind, as a law on what `k` is applied to:
    /// reading the head of `s.flattenMap(k)` applies `k` to the elements up to
    /// the first whose stream is not empty, and to no other.
    static func lazyBindLaw(
        _ flattenMap:
            @escaping @Sendable (ReactiveSequence<Int>, @escaping @Sendable (Int) -> ReactiveSequence<Int>) ->
            ReactiveSequence<Int>
    ) -> Law<LawInput<[Int]>, [Int]> {
        Law(
            "bind is lazy", "s.flattenMap(k).head applies k up to the first non-empty k(x) only",
            parameters: { $0.describe([.k]) },
            lhs: { input in
                let applied = PlantedState([Int]())
                let bound = flattenMap(ReactiveSequence(input.sample)) { x in
                    applied.with { $0.append(x) }
                    return input.k(x)
                }
                _ = bound.head
                return applied.with { $0 }
            },
            rhs: { input in
                // Up to the first element whose stream is not empty (a sequence's failing stream is empty).
                let first = input.sample.firstIndex { !input.k.neverFailing.parts(for: $0).isEmpty }
                return first.map { Array(input.sample.prefix($0 + 1)) } ?? input.sample
            })
    }
}
