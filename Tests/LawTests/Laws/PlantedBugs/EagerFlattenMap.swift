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
}
