import Reactive

/// One form a stream can take — a lazy or an eager sequence, a push stream,
/// a stream type of one's own — described by how to build it from an array
/// and how to read its values back: what ``StreamAgreement`` compares.
///
/// ```swift
/// let forms: [StreamForm] = [
///     .pull("Bag", from: Bag.init, elements: \.values),
///     .lazySequence, .signal,
/// ]
/// ```
public struct StreamForm: Sendable {
    /// The form's name in reports, such as `"lazy"`.
    public let name: String
    let observe: @Sendable (StreamOperation, [Int], LawInput<[Int]>) -> [Int]?

    /// A pull form: `make` builds the stream from an array, `elements` reads all its values.
    public static func pull<Stream: ReactiveStreamOfInt>(
        _ name: String, from make: @escaping @Sendable ([Int]) -> Stream,
        elements: @escaping @Sendable (Stream) -> [Int]
    ) -> StreamForm {
        StreamForm(name: name) { operation, array, input in elements(operation.apply(to: make(array), input)) }
    }

    /// A push form: `make` builds the stream from an array, and `values`
    /// subscribes and collects what it sends, or returns nil if it did not
    /// complete by the time `values` returns (push forms here send everything
    /// during the subscription; a form that hops threads cannot be read so).
    public static func push<Stream: ReactiveStreamOfInt>(
        _ name: String, from make: @escaping @Sendable ([Int]) -> Stream, values: @escaping @Sendable (Stream) -> [Int]?
    ) -> StreamForm {
        StreamForm(name: name) { operation, array, input in values(operation.apply(to: make(array), input)) }
    }

    /// This library's lazy ``/Reactive/ReactiveSequence``.
    public static var lazySequence: StreamForm {
        .pull("lazy", from: { ReactiveSequence($0) }, elements: { Array($0) })
    }

    /// This library's eager ``/Reactive/ReactiveSequence`` (RAC's `eagerSequence`).
    public static var eagerSequence: StreamForm {
        .pull("eager", from: { ReactiveSequence($0).eagerSequence }, elements: { Array($0) })
    }

    /// A `Signal` that sends the array's values and completes during its subscription.
    public static var signal: StreamForm {
        .push("signal", from: { Signal<Int, TestFailure>.from($0) }, values: completedValues)
    }

    /// The values `signal` sends while it is subscribed, if it completed meanwhile.
    public static func completedValues<Failure>(_ signal: Signal<Int, Failure>) -> [Int]? {
        let events = Locked<(values: [Int], completed: Bool)>(([], false))
        signal.subscribe(
            next: { value in events.withLock { $0.values.append(value) } },
            completed: { events.withLock { $0.completed = true } }
        ).dispose()
        return events.withLock { $0.completed ? $0.values : nil }
    }
}
