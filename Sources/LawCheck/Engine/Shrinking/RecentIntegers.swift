/// A snapshot of recently drawn integer choices.
@usableFromInline
struct RecentIntegers {
    @usableFromInline let values: (UInt64, UInt64, UInt64, UInt64)
    @usableFromInline let count: Int

    @inlinable
    init(values: (UInt64, UInt64, UInt64, UInt64), count: Int) {
        self.values = values
        self.count = count
    }

    /// One of the remembered choices, picked by `selector`, or nil.
    @inlinable @inline(__always)
    func pick(_ selector: UInt64) -> UInt64? {
        let available = min(count, 4)
        if available == 0 { return nil }
        switch Int(selector % UInt64(available)) {
        case 0: return values.0
        case 1: return values.1
        case 2: return values.2
        default: return values.3
        }
    }
}
