import Testing

@testable import Reactive

/// RACStreamExamples on sequences: the stream operators give the values RAC's
/// shared examples expect, and the same values as on a signal.
@Suite struct SequenceStreamTests {
    /// Built with `concat`, as RAC's examples build their streams.
    func stream(_ values: [Int]) -> ReactiveSequence<Int> {
        values.reduce(ReactiveSequence<Int>.empty) { $0.concat(.return($1)) }
    }

    /// RAC's infinite stream: a sequence whose tail is itself.
    func infinite() -> ReactiveSequence<Int> {
        ReactiveSequence(head: { 1 }, tail: { infinite() })
    }

    @Test func returnEmptyAndConcat() {
        #expect(ReactiveSequence<Int>.empty.array == [])
        #expect(ReactiveSequence.return(1).array == [1])
        #expect(ReactiveSequence.return(0).concat(.return(1)).array == [0, 1])
        #expect(ReactiveSequence.return(0).concat(.return(1)).concat(.return(2)).array == [0, 1, 2])
        #expect(ReactiveSequence.return(0).concat(.empty).concat(.return(2)).array == [0, 2])
        let parts: [ReactiveSequence<Int>] = [
            .return(0), .empty, stream([1, 2, 3]), .return(4), .return(5), .empty, .empty, stream([6, 7]),
        ]
        #expect(ReactiveSequence.concat(parts).array == Array(0...7))
        #expect(ReactiveSequence<Int>.concat([]).isEmpty)
    }

    /// Any `Sequence` of sequences, as `Signal.concat` takes: here one that
    /// is not a `Collection`, read once (issue 22; it needed a `Collection`).
    @Test func concatOfASequenceThatIsNotACollection() {
        let parts = sequence(first: 0) { $0 < 3 ? $0 + 1 : nil }.lazy.map { ReactiveSequence.return($0) }
        #expect(ReactiveSequence.concat(parts).array == [0, 1, 2, 3])
        #expect(ReactiveSequence<Int>.concat(AnySequence([])).isEmpty)
    }

    @Test func concatIsLazyInItsSecondPart() {
        let heads = Counter()
        let second = ReactiveSequence(
            head: {
                heads.increment()
                return 9
            }, tail: { .empty })
        let joined = [1, 2].reactiveSequence.concat(second)
        #expect(joined.head == 1)
        #expect(joined.tail.head == 2)
        #expect(heads.value == 0)
        #expect(joined.array == [1, 2, 9])
        #expect(heads.value == 1)
        #expect(infinite().concat(.return(5)).take(3).array == [1, 1, 1])
    }

    @Test func flattenAndBind() {
        let nested = ReactiveSequence<ReactiveSequence<Int>>.return(.return(1))
        #expect(nested.flatten().array == [1])
        let single: ReactiveSequence<Int> = ReactiveSequence.return(0).bind { { value, _ in .return(value + 1) } }
        #expect(single.array == [1])
        let many: ReactiveSequence<Int> = stream([0, 1]).bind { { value, _ in .return(value + 1) } }
        #expect(many.array == [1, 2])
        let skipping: ReactiveSequence<Int> = stream([0, 1, 2]).bind {
            { value, _ in value == 1 ? .empty : .return(value + 1) }
        }
        #expect(skipping.array == [1, 3])
    }

    @Test func bindStopsOnNilAndOnStop() {
        let none: ReactiveSequence<Int> = infinite().bind { { _, _ in nil } }
        #expect(none.array == [])
        let one: ReactiveSequence<Int> = infinite().bind {
            { value, stop in
                stop = true
                return .return(value)
            }
        }
        #expect(one.array == [1])
        let stopNil: ReactiveSequence<Int> = infinite().bind {
            { _, stop in
                stop = true
                return nil
            }
        }
        #expect(stopNil.array == [])
    }

    @Test func bindIsRestartableAndInterleavableWithBlockState() {
        let counting: ReactiveSequence<Int> = stream([0, 1, 2]).bind {
            let counter = SerialAccess(0)
            return { _, _ in
                defer { counter.value += 1 }
                return .return(counter.value)
            }
        }
        #expect(counting.array == [0, 1, 2])
        #expect(counting.array == [0, 1, 2])
        let another = ReactiveSequence<Int>.empty.concat(counting)
        #expect(counting.zip(with: another).map { $0 + $1 }.array == [0, 2, 4])
    }

    @Test func bindSplicesLazyInnerSequencesInOrder() {
        let heads = Counter()
        let bound = [1, 2, 3].reactiveSequence.flattenMap { value in
            ReactiveSequence(
                head: {
                    heads.increment()
                    return value * 10
                }, tail: { .return(value * 10 + 1) })
        }
        #expect(bound.head == 10)
        #expect(heads.value == 1)
        #expect(bound.array == [10, 11, 20, 21, 30, 31])
        #expect(heads.value == 3)
        let infiniteInner = [1, 2].reactiveSequence.flattenMap { _ in infinite() }
        #expect(infiniteInner.take(4).array == [1, 1, 1, 1])
    }

    @Test func flattenMapTreatsNilAsEmpty() {
        let mapped = stream([0, 1, 2]).flattenMap { value -> ReactiveSequence<Int>? in
            value == 1 ? nil : .return(value + 1)
        }
        #expect(mapped.array == [1, 3])
        #expect(ReactiveSequence.return(0).flattenMap { .return($0 + 1) }.array == [1])
    }

    @Test func mapFilterIgnoreStartWith() {
        #expect(stream([0, 1, 2]).map { $0 + 1 }.array == [1, 2, 3])
        #expect(stream([0, 1, 2]).mapReplace("x").array == ["x", "x", "x"])
        #expect(stream(Array(0...6)).filter { $0 % 2 == 0 }.array == [0, 2, 4, 6])
        #expect(stream(Array(0...6)).ignore(1).array == [0, 2, 3, 4, 5, 6])
        #expect(["0", "1", "2"].reactiveSequence.ignore(String("1")).array == ["0", "2"])
        #expect(ReactiveSequence.return(1).startWith(0).array == [0, 1])
    }

    @Test func skipAndTake() {
        let values = [0, 1, 2]
        for count in 0..<values.count {
            #expect(stream(values).skip(count).array == Array(values[count...]))
            #expect(stream(values).take(count).array == Array(values[..<count]))
        }
        #expect(stream(values).skip(4).array == [])
        #expect(stream(values).take(4).array == values)
        #expect(infinite().take(0).array == [])
        #expect(infinite().take(1).array == [1])
        #expect(infinite().take(2).array == [1, 1])
        #expect(stream([7]).take(1).array == [7])
    }

    @Test func zipPairsAndTruncates() {
        let one = ["Ada", "Bob", "Dea"].reactiveSequence
        let two = ["eats", "cooks", "jumps"].reactiveSequence
        #expect(one.zip(with: two).map { "\($0) \($1)" }.array == ["Ada eats", "Bob cooks", "Dea jumps"])
        #expect(
            one.zip(with: ["now", "later"].reactiveSequence).map { "\($0) \($1)" }.array == ["Ada now", "Bob later"])
        #expect(one.zip(with: infinite()).map { "\($0)\($1)" }.array == ["Ada1", "Bob1", "Dea1"])
        #expect(one.zip(with: one).map { "\($0)\($1)" }.array == ["AdaAda", "BobBob", "DeaDea"])
        let heads = Counter()
        let right = ReactiveSequence(
            head: {
                heads.increment()
                return 1
            }, tail: { .empty })
        #expect(ReactiveSequence<Int>.empty.zip(with: right).array.isEmpty)
        #expect(heads.value == 0)
    }

    @Test func scanWithIndex() {
        #expect(stream([1, 2, 3, 4]).scan(0, +).array == [1, 3, 6, 10])
        #expect(stream([1, 2, 3, 4]).scan(0, withIndex: { $0 + $1 + $2 }).array == [1, 4, 9, 16])
    }

    @Test func takeAndSkipWithPredicates() {
        let values = [0, 1, 2, 3, 0, 2, 4]
        #expect(stream(values).take(until: { $0 >= 3 }).array == [0, 1, 2])
        #expect(stream(values).take(while: { $0 <= 1 }).array == [0, 1])
        #expect(stream(values).take(while: { $0 <= 10 }).array == values)
        #expect(stream(values).take(while: { $0 < 0 }).array == [])
        let counter = infinite().scan(0) { running, _ in running + 1 }
        #expect(counter.take(while: { $0 <= 5 }).array == [1, 2, 3, 4, 5])
        #expect(stream(values).skip(until: { $0 >= 3 }).array == [3, 0, 2, 4])
        #expect(stream(values).skip(while: { $0 <= 1 }).array == [2, 3, 0, 2, 4])
        #expect(stream(values).skip(while: { $0 <= 10 }).array == [])
        #expect(stream(values).skip(while: { $0 < 0 }).array == values)
    }

    @Test func combinePreviousPassesThePreviousValue() {
        let previous = Log()
        let mapped = stream([1, 2, 3]).combinePrevious(0) { before, next in
            previous.append("\(before)")
            return next
        }
        #expect(mapped.array == [1, 2, 3])
        #expect(previous.entries == ["0", "1", "2"])
        #expect(stream([1, 2, 3]).combinePrevious(1) { "\($0) - \($1)" }.array == ["1 - 1", "1 - 2", "2 - 3"])
    }

    @Test func reduceEachUnpacksTuples() {
        let pairs = [("foo", "bar"), ("buzz", "baz"), ("", "_")].reactiveSequence
        #expect(pairs.reduceEach { $0 + $1 }.array == ["foobar", "buzzbaz", "_"])
        let generic: ReactiveSequence<String> = pairs.map { $0 }.reduceEach { (a: String, b: String) in b + a }
        #expect(generic.array == ["barfoo", "bazbuzz", "_"])
    }

    @Test func distinctUntilChanged() {
        #expect(stream([1, 1, 2, 2, 1, 3, 3]).distinctUntilChanged().array == [1, 2, 1, 3])
    }

    @Test func stateIsPerEvaluationNotPerRead() {
        let scanned = [1, 2, 3].reactiveSequence.scan(0, +)
        #expect(scanned.array == [1, 3, 6])
        #expect(scanned.array == [1, 3, 6])
        #expect(scanned.tail.array == [3, 6])
    }

    // MARK: - Same results as on a signal

    typealias Operator = @Sendable (ReactiveSequence<Int>) -> ReactiveSequence<Int>
    typealias SignalOperator = @Sendable (Signal<Int, Never>) -> Signal<Int, Never>

    /// Each stream operator, applied the same way to a sequence and a signal.
    static let operators: [(String, Operator, SignalOperator)] = [
        ("map", { $0.map { $0 * 3 } }, { $0.map { $0 * 3 } }),
        ("mapReplace", { $0.mapReplace(7) }, { $0.mapReplace(7) }),
        ("filter", { $0.filter { $0 % 3 != 0 } }, { $0.filter { $0 % 3 != 0 } }),
        ("ignore", { $0.ignore(4) }, { $0.ignore(4) }),
        (
            "flattenMap", { $0.flattenMap { .return($0).concat(.return(-$0)) } },
            { $0.flattenMap { .return($0).concat(.return(-$0)) } }
        ),
        ("flattenMap empty", { $0.flattenMap { _ in .empty } }, { $0.flattenMap { _ in .empty } }),
        (
            "flatten", { $0.map { ReactiveSequence([$0, $0]) }.flatten() },
            { $0.map { Signal.from([$0, $0]) }.flatten() }
        ),
        ("scan", { $0.scan(0, +) }, { $0.scan(0, +) }),
        ("scan with index", { $0.scan(1, withIndex: { $0 + $1 * $2 }) }, { $0.scan(1, withIndex: { $0 + $1 * $2 }) }),
        ("combinePrevious", { $0.combinePrevious(0, -) }, { $0.combinePrevious(0, -) }),
        ("skip", { $0.skip(3) }, { $0.skip(3) }),
        ("skip until", { $0.skip(until: { $0 > 4 }) }, { $0.skip(until: { $0 > 4 }) }),
        ("skip while", { $0.skip(while: { $0 < 5 }) }, { $0.skip(while: { $0 < 5 }) }),
        ("take", { $0.take(4) }, { $0.take(4) }),
        ("take 0", { $0.take(0) }, { $0.take(0) }),
        ("take until", { $0.take(until: { $0 == 6 }) }, { $0.take(until: { $0 == 6 }) }),
        ("take while", { $0.take(while: { $0 != 6 }) }, { $0.take(while: { $0 != 6 }) }),
        ("startWith", { $0.startWith(-1) }, { $0.startWith(-1) }),
        (
            "distinctUntilChanged", { $0.map { $0 / 3 }.distinctUntilChanged() },
            { $0.map { $0 / 3 }.distinctUntilChanged() }
        ),
        ("concat", { $0.concat(.return(99)).concat($0) }, { $0.concat(.return(99)).concat($0) }),
        ("zip", { $0.zip(with: $0.skip(1)).map { $0 * 10 + $1 } }, { $0.zip(with: $0.skip(1)).map { $0 * 10 + $1 } }),
        (
            "reduceEach", { $0.map { ($0, $0 + 1) }.reduceEach { $0 * $1 } },
            { $0.map { ($0, $0 + 1) }.reduceEach { $0 * $1 } }
        ),
    ]

    static let inputs: [[Int]] = [[], [5], [1, 2, 3, 4, 5, 6, 7, 8, 9], [3, 3, 6, 6, 6, 1, 0, 9], Array(0..<600)]

    @Test(arguments: operators.indices)
    func operatorMatchesSignal(_ index: Int) {
        let (name, onSequence, onSignal) = Self.operators[index]
        for input in Self.inputs {
            let (recorder, _) = onSignal(Signal.from(input)).record()
            #expect(recorder.isCompleted, "\(name) on \(input.count) values")
            let expected = recorder.values
            #expect(onSequence(ReactiveSequence(input)).array == expected, "\(name), lazy, array-backed")
            #expect(onSequence(ReactiveSequence(input).eagerSequence).array == expected, "\(name), eager")
            #expect(onSequence(stream(input)).array == expected, "\(name), built with concat")
            #expect(
                onSequence(ReactiveSequence(iterator: input.makeIterator())).array == expected,
                "\(name), from an iterator")
        }
    }

    @Test func genericOperatorsMatchTheTypedFastPaths() {
        let input = ReactiveSequence(Array(0..<700))
        let mapped: ReactiveSequence<Int> = input.flattenMap { .return($0 * 2) }
        #expect(input.map { $0 * 2 }.array == mapped.array)
        let filtered: ReactiveSequence<Int> = input.flattenMap { $0 % 3 == 0 ? .return($0) : .empty }
        #expect(input.filter { $0 % 3 == 0 }.array == filtered.array)
        let scanned: ReactiveSequence<Int> = input.bind {
            let running = SerialAccess(0)
            return { value, _ in
                running.value += value
                return .return(running.value)
            }
        }
        #expect(input.scan(0, +).array == scanned.array)
    }
}
