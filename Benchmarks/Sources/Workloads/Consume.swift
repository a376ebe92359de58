import Synchronization

/// Where consumed values go: a relaxed atomic store is one plain store on
/// common hardware, and the optimizer may not drop it.
private let drain = Atomic<Int>(0)

/// Takes a value so that the work that made it is never dropped. Every variant
/// of a workload hands its values here, so the call costs each the same.
@inline(never)
public func consume(_ value: Int) {
    drain.store(value, ordering: .relaxed)
}

/// Keeps a result alive until here, and is not dropped either.
@inline(never)
public func consume<T>(_ value: T) {
    withExtendedLifetime(value) { drain.store(0, ordering: .relaxed) }
}
