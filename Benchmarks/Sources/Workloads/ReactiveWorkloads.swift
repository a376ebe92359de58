import Reactive

/// The workloads as a user of Reactive writes them, in a package of their own:
/// every source is built by a function of its own that the optimizer does not
/// inline into the pipeline.
///
/// Every workload's closures differ from every other's, here and in
/// `CombineWorkloads` (a constant of their own, added or tested in the same
/// one instruction): identical closures would be merged by the optimizer into
/// one body behind a 4-instruction thunk, a cost no user with closures of
/// their own pays.
public enum ReactiveWorkloads {
    @inline(never)
    static func countingSignal(_ count: Int) -> Signal<Int, Never> {
        Signal { observer, _ in
            for value in 0..<count { observer.send(value: value) }
            observer.sendCompleted()
        }
    }

    @inline(never)
    static func sendingOne(_ value: Int) -> Signal<Int, Never> {
        Signal { observer, _ in observer.send(value: value) }
    }

    @inline(never)
    static func sendingOneAndCompleting(_ value: Int) -> Signal<Int, Never> {
        Signal { observer, _ in
            observer.send(value: value)
            observer.sendCompleted()
        }
    }

    @inline(never)
    public static func cold(_ events: Int) {
        countingSignal(events)
            .map { (value: Int) -> Int in value &* 3 &+ 1 }
            .filter { (value: Int) -> Bool in value & 1 == 0 }
            .scan(0) { (sum: Int, value: Int) -> Int in sum &+ value &+ 1 }
            .subscribe(next: { (sum: Int) in consume(sum &+ 1) })
    }

    /// `cold` with the source written in place, where the optimizer sees it.
    @inline(never)
    public static func coldInline(_ events: Int) {
        Signal<Int, Never> { observer, _ in
            for value in 0..<events { observer.send(value: value) }
            observer.sendCompleted()
        }
        .map { (value: Int) -> Int in value &* 3 &+ 2 }
        .filter { (value: Int) -> Bool in value & 2 == 0 }
        .scan(0) { (sum: Int, value: Int) -> Int in sum &+ value &+ 2 }
        .subscribe(next: { (sum: Int) in consume(sum &+ 2) })
    }

    @inline(never)
    public static func subject(_ events: Int) {
        let subject = Subject<Int, Never>()
        let subscription = subject.signal
            .map { (value: Int) -> Int in value &* 3 &+ 3 }
            .filter { (value: Int) -> Bool in value & 4 == 0 }
            .scan(0) { (sum: Int, value: Int) -> Int in sum &+ value &+ 3 }
            .subscribe(next: { (sum: Int) in consume(sum &+ 3) })
        for value in 0..<events { subject.send(value: value) }
        subject.sendCompleted()
        subscription.dispose()
    }

    @inline(never)
    public static func merge(_ events: Int) {
        countingSignal(events / 2).merge(countingSignal(events - events / 2)).subscribe(next: { consume($0 &+ 4) })
    }

    @inline(never)
    public static func zip(_ events: Int) {
        countingSignal(events / 2).zip(with: countingSignal(events - events / 2))
            .subscribe(next: { consume($0.0 &+ $0.1 &+ 5) })
    }

    @inline(never)
    public static func combineLatest(_ events: Int) {
        Signal.combineLatest(countingSignal(events / 2), countingSignal(events - events / 2))
            .subscribe(next: { consume($0.0 &+ $0.1 &+ 6) })
    }

    @inline(never)
    public static func createSubscribeDispose(_ count: Int) {
        for value in 0..<count {
            sendingOne(value).subscribe(next: { consume($0 &+ 7) }).dispose()
        }
    }

    @inline(never)
    static func returning(_ value: Int) -> Signal<Int, Never> {
        .return(value)
    }

    @inline(never)
    public static func returnSubscribeDispose(_ count: Int) {
        for value in 0..<count {
            returning(value).subscribe(next: { consume($0 &+ 10) }).dispose()
        }
    }

    @inline(never)
    public static func flattenMapToReturn(_ count: Int) {
        countingSignal(count).flattenMap { Signal<Int, Never>.return($0) }.subscribe(next: { consume($0 &+ 8) })
    }

    @inline(never)
    public static func flattenMapToCreated(_ count: Int) {
        countingSignal(count).flattenMap { sendingOneAndCompleting($0) }.subscribe(next: { consume($0 &+ 9) })
    }

    @inline(never)
    public static func lazyFold(_ count: Int) {
        let sum = ReactiveSequence(Array(0..<count))
            .map { (value: Int) -> Int in value &* 3 &+ 10 }
            .filter { (value: Int) -> Bool in value & 8 == 0 }
            .foldLeft(0) { $0 &+ $1 &+ 10 }
        consume(sum)
    }

    @inline(never)
    public static func lazyForIn(_ count: Int) {
        var sum = 0
        for value in ReactiveSequence(Array(0..<count)).map({ (value: Int) -> Int in value &* 3 &+ 11 }) {
            sum &+= value
        }
        consume(sum)
    }

    @inline(never)
    public static func eagerMap(_ count: Int) {
        consume(ReactiveSequence(Array(0..<count)).eagerSequence.map { (value: Int) -> Int in value &* 3 &+ 12 })
    }

    @inline(never)
    public static func eagerFilter(_ count: Int) {
        consume(ReactiveSequence(Array(0..<count)).eagerSequence.filter { (value: Int) -> Bool in value & 16 == 0 })
    }

    @inline(never)
    static func countingUp(from value: Int, below end: Int) -> ReactiveSequence<Int> {
        ReactiveSequence(head: { value }, tail: { value + 1 < end ? countingUp(from: value + 1, below: end) : .empty })
    }

    /// Walks a sequence made from an array by `head` and `tail`, value by value.
    @inline(never)
    public static func headTailArrayWalk(_ count: Int) {
        var rest = ReactiveSequence(Array(0..<count))
        var sum = 0
        while let head = rest.head {
            sum &+= head
            rest = rest.tail
        }
        consume(sum)
    }

    /// Builds, reads and releases `0, 1, …` made from head/tail closures.
    @inline(never)
    public static func headTailWalk(_ count: Int) {
        consume(countingUp(from: 0, below: count).foldLeft(0) { $0 &+ $1 &+ 14 })
    }
}
