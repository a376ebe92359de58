import Foundation

extension AnyTuple {
    /// The elements as a sequence, absent ones as `NSNull()` (RAC's
    /// `-[RACTuple rac_sequence]`, `RACTupleSequence`).
    public var reactiveSequence: ReactiveSequence<any Sendable> {
        ReactiveSequence(allObjects)
    }
}

extension Tuple {
    /// The elements as a sequence of untyped values (RAC's `RACTupleSequence`).
    public var reactiveSequence: ReactiveSequence<any Sendable> {
        ReactiveSequence(allObjects)
    }
}
