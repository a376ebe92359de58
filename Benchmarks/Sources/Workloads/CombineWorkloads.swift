import OpenCombine

/// The same workloads as `ReactiveWorkloads`, as a user of OpenCombine writes
/// them. A function that returns a stream returns `AnyPublisher`, as
/// `Signal` is a single type too. Where OpenCombine 0.14 has no equivalent:
/// - a "create" block is `Deferred { Just(value) }` (a block run on each
///   subscription that makes a publisher of one value; `Just` also completes);
/// - a cold counting source is `(0..<n).publisher` (Combine's sequence
///   publisher honours demand, Reactive's created signal sends in a loop);
/// - `merge` is `flatMap` over the two sources (OpenCombine has no
///   `Publishers.Merge`; merge is flattening, as in RAC);
/// - there is no `combineLatest` and no pull-based sequence; the lazy fold row
///   uses the sequence publisher with `reduce`, the nearest thing a Combine
///   user writes.
///
/// The closures differ from every other workload's, as in `ReactiveWorkloads`.
public enum CombineWorkloads {
    @inline(never)
    static func countingPublisher(_ count: Int) -> AnyPublisher<Int, Never> {
        (0..<count).publisher.eraseToAnyPublisher()
    }

    @inline(never)
    static func justOne(_ value: Int) -> AnyPublisher<Int, Never> {
        Deferred { Just(value) }.eraseToAnyPublisher()
    }

    @inline(never)
    public static func cold(_ events: Int) {
        let cancellable = countingPublisher(events)
            .map { (value: Int) -> Int in value &* 3 &+ 21 }
            .filter { (value: Int) -> Bool in value & 32 == 0 }
            .scan(0) { (sum: Int, value: Int) -> Int in sum &+ value &+ 21 }
            .sink { (sum: Int) in consume(sum &+ 21) }
        consume(cancellable)
    }

    /// `cold` with the source written in place, where the optimizer sees it.
    @inline(never)
    public static func coldInline(_ events: Int) {
        let cancellable = (0..<events).publisher
            .map { (value: Int) -> Int in value &* 3 &+ 22 }
            .filter { (value: Int) -> Bool in value & 64 == 0 }
            .scan(0) { (sum: Int, value: Int) -> Int in sum &+ value &+ 22 }
            .sink { (sum: Int) in consume(sum &+ 22) }
        consume(cancellable)
    }

    @inline(never)
    public static func subject(_ events: Int) {
        let subject = PassthroughSubject<Int, Never>()
        let cancellable =
            subject
            .map { (value: Int) -> Int in value &* 3 &+ 23 }
            .filter { (value: Int) -> Bool in value & 128 == 0 }
            .scan(0) { (sum: Int, value: Int) -> Int in sum &+ value &+ 23 }
            .sink { (sum: Int) in consume(sum &+ 23) }
        for value in 0..<events { subject.send(value) }
        subject.send(completion: .finished)
        cancellable.cancel()
    }

    @inline(never)
    public static func merge(_ events: Int) {
        let cancellable = [countingPublisher(events / 2), countingPublisher(events - events / 2)].publisher
            .flatMap { $0 }
            .sink { consume($0 &+ 24) }
        consume(cancellable)
    }

    @inline(never)
    public static func zip(_ events: Int) {
        let cancellable = countingPublisher(events / 2).zip(countingPublisher(events - events / 2))
            .sink { consume($0.0 &+ $0.1 &+ 25) }
        consume(cancellable)
    }

    @inline(never)
    public static func createSubscribeDispose(_ count: Int) {
        for value in 0..<count {
            justOne(value).sink { consume($0 &+ 27) }.cancel()
        }
    }

    @inline(never)
    static func just(_ value: Int) -> Just<Int> {
        Just(value)
    }

    @inline(never)
    public static func returnSubscribeDispose(_ count: Int) {
        for value in 0..<count {
            just(value).sink { consume($0 &+ 31) }.cancel()
        }
    }

    @inline(never)
    public static func flattenMapToReturn(_ count: Int) {
        let cancellable = countingPublisher(count).flatMap { Just($0) }.sink { consume($0 &+ 28) }
        consume(cancellable)
    }

    @inline(never)
    public static func flattenMapToCreated(_ count: Int) {
        let cancellable = countingPublisher(count).flatMap { justOne($0) }.sink { consume($0 &+ 29) }
        consume(cancellable)
    }

    @inline(never)
    public static func lazyFold(_ count: Int) {
        let cancellable = Array(0..<count).publisher
            .map { (value: Int) -> Int in value &* 3 &+ 30 }
            .filter { (value: Int) -> Bool in value & 256 == 0 }
            .reduce(0) { $0 &+ $1 &+ 30 }
            .sink { consume($0 &+ 30) }
        consume(cancellable)
    }
}
