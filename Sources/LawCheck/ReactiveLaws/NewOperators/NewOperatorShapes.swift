import Reactive

/// A new operator on one signal of the law's numbers whose output values are
/// of its own `Equatable` type: `pairwise()`, sending pairs. The shape of the
/// laws ``OperatorLaw/stepModel(_:_:initial:flush:onFailure:completesWhen:next:)``
/// and ``OperatorLaw/arrayModel(_:_:onFailure:_:)`` make.
public typealias SignalOperator<Output: Sendable> = @Sendable (Signal<Int, TestFailure>) -> Signal<Output, TestFailure>

/// A new operator on one signal with a count, sending values of its own type:
/// `bufferCount(n)`, sending arrays.
public typealias CountSignalOperator<Output: Sendable> =
    @Sendable (Signal<Int, TestFailure>, Int) -> Signal<Output, TestFailure>

/// A new time operator on one signal with an interval and the scheduler it
/// waits on, sending values of its own type: `debounce(interval, on: scheduler)`.
public typealias TimedSignalOperator<Output: Sendable> =
    @Sendable (Signal<Int, TestFailure>, Duration, any Scheduler) -> Signal<Output, TestFailure>

/// An event a model of a new operator says the output sends, at a moment:
/// a ``Timed`` whose value is of the operator's own type.
public struct TimedOutput<Output: Sendable>: Sendable {
    /// When.
    public var moment: Moment
    /// What.
    public var event: Event<Output, TestFailure>

    /// An event at a moment.
    public init(_ moment: Moment, _ event: Event<Output, TestFailure>) {
        self.moment = moment
        self.event = event
    }
}
