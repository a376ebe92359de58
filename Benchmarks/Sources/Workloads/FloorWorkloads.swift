import Synchronization

/// What plain Swift pays for the same work, and what this machine charges for
/// the primitives every thread-safe push stream or memoized lazy list pays
/// somewhere: an atomic read-modify-write (serializing one send from any
/// thread takes two), a retain and release of a shared object, and an
/// object's allocation and deallocation.
public enum FloorWorkloads {
    @inline(never)
    public static func plainLoop(_ events: Int) {
        var sum = 0
        for value in 0..<events {
            let mapped = value &* 3
            if mapped & 1 == 0 {
                sum &+= mapped
                consume(sum)
            }
        }
    }

    private final class Holder {
        let body: (Int) -> Void
        init(_ body: @escaping (Int) -> Void) { self.body = body }
    }

    @inline(never)
    private static func holding(_ value: Int) -> Holder {
        Holder { consume($0 &+ value) }
    }

    /// One object holding one capturing closure, made, called and released.
    @inline(never)
    public static func classAndClosure(_ count: Int) {
        for value in 0..<count { holding(value).body(value) }
    }

    @inline(never)
    private static func passOn(_ value: Int) { consume(value) }

    /// An outer loop making one opaque call per value.
    @inline(never)
    public static func callPerValue(_ count: Int) {
        for value in 0..<count { passOn(value) }
    }

    @inline(never)
    public static func swiftLazy(_ count: Int) {
        consume(Array(0..<count).lazy.map { $0 &* 3 }.filter { $0 & 1 == 0 }.reduce(0) { $0 &+ $1 })
    }

    @inline(never)
    public static func lazyForIn(_ count: Int) {
        var sum = 0
        for value in Array(0..<count).lazy.map({ $0 &* 3 }) { sum &+= value }
        consume(sum)
    }

    @inline(never)
    public static func arrayMap(_ count: Int) {
        consume(Array(0..<count).map { $0 &* 3 })
    }

    @inline(never)
    public static func arrayFilter(_ count: Int) {
        consume(Array(0..<count).filter { $0 & 1 == 0 })
    }

    /// A head/tail walk over an `ArraySlice`: `first`, then `dropFirst()`.
    @inline(never)
    public static func sliceWalk(_ count: Int) {
        var rest = Array(0..<count)[...]
        var sum = 0
        while let head = rest.first {
            sum &+= head
            rest = rest.dropFirst()
        }
        consume(sum)
    }

    @inline(never)
    public static func atomicReadModifyWrite(_ count: Int) {
        let counter = Atomic<Int>(0)
        for _ in 0..<count { counter.add(1, ordering: .acquiringAndReleasing) }
        consume(counter.load(ordering: .relaxed))
    }

    private final class Cell {}

    /// A retain and a release of one shared object, the two runtime calls
    /// themselves: the opaque call between them keeps the optimizer from
    /// pairing them away.
    @inline(never)
    public static func retainAndRelease(_ count: Int) {
        let shared = Unmanaged.passRetained(Cell())
        for index in 0..<count {
            _ = shared.retain()
            consume(index)
            shared.release()
        }
        shared.release()
    }

    @inline(never)
    public static func allocateAndFree(_ count: Int) {
        var slots = (0..<64).map { _ in Cell() }
        for index in 0..<count { slots[index & 63] = Cell() }
        consume(slots)
    }
}
