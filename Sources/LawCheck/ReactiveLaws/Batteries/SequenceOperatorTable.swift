import Reactive

extension SequenceOperator {
    /// Every operator that exists on ``/Reactive/ReactiveSequence``, on `Signal` and on
    /// `Array` alike, with its array model (RAC 2.5 semantics).
    ///
    /// `concat` and `zip` pair the source with a second stream derived from
    /// it (`s.map(f)`, `s.skip(n)`), so one generated array drives both.
    public static var all: [SequenceOperator] {
        [
            .map, .filter, .ignore, .flattenMap, .concat, .take, .skip, .takeWhile, .takeUntil, .skipWhile, .skipUntil,
            .scan, .combinePrevious, .startWith, .distinctUntilChanged, .zip,
        ]
    }

    /// `map(f)` on a sequence, on a signal and on an array.
    public static var map: SequenceOperator {
        SequenceOperator(
            "map", "map(f)", uses: [.f],
            sequence: { s, input, count in
                s.map {
                    count()
                    return input.f($0)
                }
            },
            signal: { s, input in s.map { input.f($0) } },
            model: { StreamOperation.map.model($0, $1) },
            eagerCalls: { array, _ in array.count })
    }

    /// `filter(p)` on a sequence, on a signal and on an array.
    public static var filter: SequenceOperator {
        SequenceOperator(
            "filter", "filter(p)", uses: [.p],
            sequence: { s, input, count in
                s.filter {
                    count()
                    return input.p($0)
                }
            },
            signal: { s, input in s.filter { input.p($0) } },
            model: { StreamOperation.filter.model($0, $1) },
            eagerCalls: { array, _ in array.count })
    }

    /// `ignore(x)` on a sequence, on a signal and on an array.
    public static var ignore: SequenceOperator {
        SequenceOperator(
            "ignore", "ignore(x)", uses: [.x],
            sequence: { s, input, _ in s.ignore(input.x) },
            signal: { s, input in s.ignore(input.x) },
            model: { StreamOperation.ignore.model($0, $1) })
    }

    /// `flattenMap(k)` on a sequence, on a signal and on an array.
    public static var flattenMap: SequenceOperator {
        SequenceOperator(
            "flattenMap", "flattenMap(k)", uses: [.k],
            sequence: { s, input, count in
                s.flattenMap { value -> ReactiveSequence<Int>? in
                    count()
                    return input.k.neverFailing(value)
                }
            },
            signal: { s, input in s.flattenMap { input.k.neverFailing($0) } },
            model: { StreamOperation.flattenMap.model($0, $1) },
            eagerCalls: { array, _ in array.count })
    }

    /// `concat(s.map(f))` on a sequence, on a signal and on an array.
    public static var concat: SequenceOperator {
        SequenceOperator(
            "concat", "concat(s.map(f))", uses: [.f],
            sequence: { s, input, count in
                s.concat(
                    s.map {
                        count()
                        return input.f($0)
                    })
            },
            signal: { s, input in s.concat(s.map { input.f($0) }) },
            model: { StreamOperation.concat.model($0, $1) },
            eagerCalls: { array, _ in array.count })
    }

    /// `take(n)` on a sequence, on a signal and on an array.
    public static var take: SequenceOperator {
        SequenceOperator(
            "take", "take(n)", uses: [.n],
            sequence: { s, input, _ in s.take(input.n) },
            signal: { s, input in s.take(input.n) },
            model: { StreamOperation.take.model($0, $1) },
            consumed: { array, input in Swift.min(array.count, input.n) })
    }

    /// `skip(n)` on a sequence, on a signal and on an array.
    public static var skip: SequenceOperator {
        SequenceOperator(
            "skip", "skip(n)", uses: [.n],
            sequence: { s, input, _ in s.skip(input.n) },
            signal: { s, input in s.skip(input.n) },
            model: { StreamOperation.skip.model($0, $1) })
    }

    /// `take(while: p)` on a sequence, on a signal and on an array.
    public static var takeWhile: SequenceOperator {
        SequenceOperator(
            "take(while:)", "take(while: p)", uses: [.p],
            sequence: { s, input, count in
                s.take(while: {
                    count()
                    return input.p($0)
                })
            },
            signal: { s, input in s.take(while: { input.p($0) }) },
            model: { StreamOperation.takeWhile.model($0, $1) },
            eagerCalls: { array, input in Swift.min(array.count, array.prefix(while: input.p.callAsFunction).count + 1)
            },
            consumed: { array, input in Swift.min(array.count, array.prefix(while: input.p.callAsFunction).count + 1) })
    }

    /// `take(until: p)` on a sequence, on a signal and on an array.
    public static var takeUntil: SequenceOperator {
        SequenceOperator(
            "take(until:)", "take(until: p)", uses: [.p],
            sequence: { s, input, count in
                s.take(until: {
                    count()
                    return input.p($0)
                })
            },
            signal: { s, input in s.take(until: { input.p($0) }) },
            model: { StreamOperation.takeUntil.model($0, $1) },
            eagerCalls: { array, input in Swift.min(array.count, array.prefix { !input.p($0) }.count + 1) },
            consumed: { array, input in Swift.min(array.count, array.prefix { !input.p($0) }.count + 1) })
    }

    /// `skip(while: p)` on a sequence, on a signal and on an array.
    public static var skipWhile: SequenceOperator {
        SequenceOperator(
            "skip(while:)", "skip(while: p)", uses: [.p],
            sequence: { s, input, count in
                s.skip(while: {
                    count()
                    return input.p($0)
                })
            },
            signal: { s, input in s.skip(while: { input.p($0) }) },
            model: { StreamOperation.skipWhile.model($0, $1) },
            eagerCalls: { array, input in Swift.min(array.count, array.prefix(while: input.p.callAsFunction).count + 1)
            })
    }

    /// `skip(until: p)` on a sequence, on a signal and on an array.
    public static var skipUntil: SequenceOperator {
        SequenceOperator(
            "skip(until:)", "skip(until: p)", uses: [.p],
            sequence: { s, input, count in
                s.skip(until: {
                    count()
                    return input.p($0)
                })
            },
            signal: { s, input in s.skip(until: { input.p($0) }) },
            model: { StreamOperation.skipUntil.model($0, $1) },
            eagerCalls: { array, input in Swift.min(array.count, array.prefix { !input.p($0) }.count + 1) })
    }

    /// `scan(x) { f($0) + $1 }` on a sequence, on a signal and on an array.
    public static var scan: SequenceOperator {
        SequenceOperator(
            "scan", "scan(x) { f($0) + $1 }", uses: [.x, .f],
            sequence: { s, input, count in
                s.scan(input.x) {
                    count()
                    return input.f($0) &+ $1
                }
            },
            signal: { s, input in s.scan(input.x) { input.f($0) &+ $1 } },
            model: { StreamOperation.scan.model($0, $1) },
            eagerCalls: { array, _ in array.count })
    }

    /// `combinePrevious(x) { f($0) - $1 }` on a sequence, on a signal and on an array.
    public static var combinePrevious: SequenceOperator {
        SequenceOperator(
            "combinePrevious", "combinePrevious(x) { f($0) - $1 }", uses: [.x, .f],
            sequence: { s, input, count in
                s.combinePrevious(input.x) {
                    count()
                    return input.f($0) &- $1
                }
            },
            signal: { s, input in s.combinePrevious(input.x) { input.f($0) &- $1 } },
            model: { StreamOperation.combinePrevious.model($0, $1) },
            eagerCalls: { array, _ in array.count })
    }

    /// `startWith(x)` on a sequence, on a signal and on an array.
    public static var startWith: SequenceOperator {
        SequenceOperator(
            "startWith", "startWith(x)", uses: [.x],
            sequence: { s, input, _ in s.startWith(input.x) },
            signal: { s, input in s.startWith(input.x) },
            model: { StreamOperation.startWith.model($0, $1) })
    }

    /// `distinctUntilChanged()` on a sequence, on a signal and on an array.
    public static var distinctUntilChanged: SequenceOperator {
        SequenceOperator(
            "distinctUntilChanged", "distinctUntilChanged()",
            sequence: { s, _, _ in s.distinctUntilChanged() },
            signal: { s, _ in s.distinctUntilChanged() },
            model: { StreamOperation.distinctUntilChanged.model($0, $1) })
    }

    /// `zip(with: s.skip(n)).map { f($0) + $1 }` on a sequence, on a signal and on an array.
    public static var zip: SequenceOperator {
        SequenceOperator(
            "zip", "zip(with: s.skip(n)).map { f($0) + $1 }", uses: [.n, .f],
            sequence: { s, input, count in
                s.zip(with: s.skip(input.n)).map { pair in
                    count()
                    return input.f(pair.0) &+ pair.1
                }
            },
            signal: { s, input in s.zip(with: s.skip(input.n)).map { pair in input.f(pair.0) &+ pair.1 } },
            model: { array, input in Swift.zip(array, array.dropFirst(input.n)).map { input.f($0) &+ $1 } },
            eagerCalls: { array, input in Swift.max(0, array.count - input.n) })
    }
}

extension SequenceReduction {
    /// The reductions that exist on sequences and signals alike.
    public static var all: [SequenceReduction] { [.foldLeft, .any, .allSatisfy] }

    /// `foldLeft(x) { f($0) + $1 } / aggregate / reduce` on a sequence, on a signal and on an array.
    public static var foldLeft: SequenceReduction {
        SequenceReduction(
            "foldLeft", "foldLeft(x) { f($0) + $1 } / aggregate / reduce", uses: [.x, .f],
            sequence: { s, input in s.foldLeft(input.x) { input.f($0) &+ $1 } },
            signal: { s, input in s.aggregate(input.x) { input.f($0) &+ $1 } },
            model: { array, input in array.reduce(input.x) { input.f($0) &+ $1 } })
    }

    /// `any(p) / contains(where: p)` on a sequence, on a signal and on an array.
    public static var any: SequenceReduction {
        SequenceReduction(
            "any", "any(p) / contains(where: p)", uses: [.p],
            sequence: { s, input in s.any { input.p($0) } ? 1 : 0 },
            signal: { s, input in s.any { input.p($0) }.map { $0 ? 1 : 0 } },
            model: { array, input in array.contains(where: input.p.callAsFunction) ? 1 : 0 })
    }

    /// `all(p) / allSatisfy(p)` on a sequence, on a signal and on an array.
    public static var allSatisfy: SequenceReduction {
        SequenceReduction(
            "all", "all(p) / allSatisfy(p)", uses: [.p],
            sequence: { s, input in s.all { input.p($0) } ? 1 : 0 },
            signal: { s, input in s.all { input.p($0) }.map { $0 ? 1 : 0 } },
            model: { array, input in array.allSatisfy(input.p.callAsFunction) ? 1 : 0 })
    }
}
