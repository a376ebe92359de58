import Foundation
import Synchronization

/// What this machine charges for the primitives that every design of a
/// thread-safe push stream or memoized lazy list has to pay somewhere, so
/// that the targets can be read against them: an atomic read-modify-write
/// (serializing one send from any thread takes two), a retain and release of
/// a shared object, and an object's allocation and deallocation.
enum HardwareFloor {
    static let count = 10_000_000

    static var all: [Workload] { [
        Workload("floor-atomic", atomicReadModifyWrite),
        Workload("floor-retain", retainAndRelease),
        Workload("floor-alloc", allocateAndFree),
    ] }

    static func atomicReadModifyWrite() -> Measurement {
        let counter = Atomic<Int>(0)
        return measure("one uncontended atomic read-modify-write", units: count) {
            for _ in 0..<count { counter.add(1, ordering: .acquiringAndReleasing) }
        }
    }

    static func retainAndRelease() -> Measurement {
        let objects = (0..<64).map { _ in Cell() }
        var slots = objects
        return measure("one retain + release of a shared object", units: count) {
            for index in 0..<count { slots[index & 63] = keep(objects[(index &* 7) & 63]) }
        }
    }

    static func allocateAndFree() -> Measurement {
        var slots = (0..<64).map { _ in Cell() }
        return measure("one object allocated and freed", units: count) {
            for index in 0..<count { slots[index & 63] = Cell() }
        }
    }

    private final class Cell {}

    /// Opaque to the optimizer, so that storing its result needs a real retain.
    @inline(never)
    private static func keep(_ cell: Cell) -> Cell { cell }
}
