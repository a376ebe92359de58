import Reactive

/// Reference models of the operators that transform one source event by
/// event, synchronously (RAC 2.5's `RACStream` operators and their signal
/// relatives): every output event happens at the moment of the source event
/// that caused it.
public enum TransformModels {
    /// `map(f)`: each value transformed.
    public static func map(_ source: [Timed], _ transform: (Int) -> Int) -> [Timed] {
        Models.synchronous(source) { event in [event.value.map { .next(transform($0)) } ?? event] }
    }

    /// `filter(p)`: the values that pass.
    public static func filter(_ source: [Timed], _ isIncluded: (Int) -> Bool) -> [Timed] {
        Models.synchronous(source) { event in
            if let value = event.value, !isIncluded(value) { return [] }
            return [event]
        }
    }

    /// `scan(start, withIndex: reduce)`: each running result, indices from 0.
    public static func scan(_ source: [Timed], _ start: Int, _ reduce: (Int, Int, Int) -> Int) -> [Timed] {
        var running = start
        var index = 0
        return Models.synchronous(source) { event in
            guard let value = event.value else { return [event] }
            running = reduce(running, value, index)
            index += 1
            return [.next(running)]
        }
    }

    /// `combinePrevious(start, reduce)`: each value combined with the one before (`start` first).
    public static func combinePrevious(_ source: [Timed], _ start: Int, _ reduce: (Int, Int) -> Int) -> [Timed] {
        var previous = start
        return Models.synchronous(source) { event in
            guard let value = event.value else { return [event] }
            defer { previous = value }
            return [.next(reduce(previous, value))]
        }
    }

    /// `distinctUntilChanged()`: values that differ from the one before.
    public static func distinctUntilChanged(_ source: [Timed]) -> [Timed] {
        var previous: Int?
        return Models.synchronous(source) { event in
            guard let value = event.value else { return [event] }
            defer { previous = value }
            return previous == value ? [] : [event]
        }
    }

    /// `startWith(x)`: `x` at the subscription, then the source.
    public static func startWith(_ source: [Timed], _ value: Int, subscribedAt subscription: Moment) -> [Timed] {
        [Timed(subscription, .next(value))] + source
    }

    /// `materialize()`, coded as values (``materializedCode(_:)``), then completion.
    public static func materialize(_ source: [Timed]) -> [Timed] {
        Models.synchronous(source) { event in
            event.isTerminal ? [.next(materializedCode(event)), .completed] : [.next(materializedCode(event))]
        }
    }

    /// A materialized event as a value: a value itself, 10 for completion, 20 + i for `TestFailure(i)`.
    public static func materializedCode(_ event: Event<Int, TestFailure>) -> Int {
        switch event {
        case .next(let value): value
        case .completed: 10
        case .failed(let failure): 20 + failure.source
        }
    }

    /// The event a value stands for under `dematerialize()` in the model law:
    /// 0 completes, 9 fails with `TestFailure(9)`, others are themselves.
    public static func dematerializedEvent(_ value: Int) -> Event<Int, TestFailure> {
        switch value {
        case 0: .completed
        case 9: .failed(TestFailure(source: 9))
        default: .next(value)
        }
    }

    /// `map(dematerializedEvent).dematerialize()`: each value's event, the source's own terminal event.
    public static func dematerialize(_ source: [Timed]) -> [Timed] {
        Models.synchronous(source) { event in [event.value.map(dematerializedEvent) ?? event] }
    }
}

extension StreamHarness where Stream == Signal<Int, TestFailure>, Sample == Schedule, Observation == Trace {
    /// Model laws of the transforming operators (``TransformModels``).
    public var transformModels: Battery<LawInput<Schedule>, Trace> {
        Battery("transform models", laws: [
            model("map", "s.map(f) ≡ mapModel(s, f)", uses: [.f],
                  unary: { s, input in s.map(input.f.callAsFunction) },
                  model: { s, input in TransformModels.map(s, input.f.callAsFunction) }),
            model("mapReplace", "s.mapReplace(x) ≡ mapModel(s, { _ in x })", uses: [.x],
                  unary: { s, input in s.mapReplace(input.x) },
                  model: { s, input in TransformModels.map(s) { _ in input.x } }),
            model("reduceEach", "s.map { (f($0), g($0)) }.reduceEach(-) ≡ mapModel(s, f - g)", uses: [.f, .g],
                  unary: { s, input in
                      let pairs: Signal<(Int, Int), TestFailure> = s.map { (input.f($0), input.g($0)) }
                      return pairs.reduceEach { $0 - $1 }
                  },
                  model: { s, input in TransformModels.map(s) { input.f($0) - input.g($0) } }),
            model("not", "s.map(p).not() as 0/1 ≡ mapModel(s, !p)", uses: [.p],
                  unary: { s, input in s.map(input.p.callAsFunction).not().map { $0 ? 1 : 0 } },
                  model: { s, input in TransformModels.map(s) { input.p($0) ? 0 : 1 } }),
            model("and", "s.map { [p($0), $0 is even] }.and() ≡ mapModel(s, { p($0) && $0 is even })", uses: [.p],
                  unary: { s, input in
                      let flags: Signal<[Bool], TestFailure> = s.map { [input.p($0), $0 % 2 == 0] }
                      return flags.and().map { $0 ? 1 : 0 }
                  },
                  model: { s, input in TransformModels.map(s) { input.p($0) && $0 % 2 == 0 ? 1 : 0 } }),
            model("or", "s.map { [p($0), $0 is even] }.or() ≡ mapModel(s, { p($0) || $0 is even })", uses: [.p],
                  unary: { s, input in
                      let flags: Signal<[Bool], TestFailure> = s.map { [input.p($0), $0 % 2 == 0] }
                      return flags.or().map { $0 ? 1 : 0 }
                  },
                  model: { s, input in TransformModels.map(s) { input.p($0) || $0 % 2 == 0 ? 1 : 0 } }),
            model("filter", "s.filter(p) ≡ filterModel(s, p)", uses: [.p],
                  unary: { s, input in s.filter(input.p.callAsFunction) },
                  model: { s, input in TransformModels.filter(s, input.p.callAsFunction) }),
            model("ignore", "s.ignore(x) ≡ filterModel(s, { $0 != x })", uses: [.x],
                  unary: { s, input in s.ignore(input.x) },
                  model: { s, input in TransformModels.filter(s) { $0 != input.x } }),
            model("ignoreValues", "s.ignoreValues() ≡ filterModel(s, { false })",
                  unary: { s, _ in s.ignoreValues() },
                  model: { s, _ in TransformModels.filter(s) { _ in false } }),
            model("scan", "s.scan(x) { $0 + f($1) } ≡ scanModel", uses: [.x, .f],
                  unary: { s, input in s.scan(input.x) { $0 + input.f($1) } },
                  model: { s, input in TransformModels.scan(s, input.x) { running, value, _ in running + input.f(value) } }),
            model("scan with index", "s.scan(x, withIndex: { $0 + $1 · $2 }) ≡ scanModel", uses: [.x],
                  unary: { s, input in s.scan(input.x, withIndex: { $0 + $1 * $2 }) },
                  model: { s, input in TransformModels.scan(s, input.x) { $0 + $1 * $2 } }),
            model("combinePrevious", "s.combinePrevious(x) { 10·$0 + $1 } ≡ combinePreviousModel", uses: [.x],
                  unary: { s, input in s.combinePrevious(input.x) { 10 * $0 + $1 } },
                  model: { s, input in TransformModels.combinePrevious(s, input.x) { 10 * $0 + $1 } }),
            model("distinctUntilChanged", "s.distinctUntilChanged() ≡ distinctModel(s)",
                  unary: { s, _ in s.distinctUntilChanged() },
                  model: { s, _ in TransformModels.distinctUntilChanged(s) }),
            model("startWith", "s.startWith(x) ≡ startWithModel(s, x)", uses: [.x],
                  { sources, input in sources[0].startWith(input.x) },
                  model: { replay, input in
                      TransformModels.startWith(replay.source(0), input.x, subscribedAt: replay.subscription)
                  }),
            model("materialize", "s.materialize() coded ≡ materializeModel(s)",
                  unary: { s, _ in s.materialize().map(TransformModels.materializedCode).promoteFailure() },
                  model: { s, _ in TransformModels.materialize(s) }),
            model("dematerialize", "s.materialize().map(event).dematerialize() ≡ dematerializeModel(s)",
                  unary: { s, _ in
                      // The source's own events, as materialize gives them, with values recoded as events.
                      let events: Signal<Event<Int, TestFailure>, Never> = s.materialize().map { event in
                          event.value.map(TransformModels.dematerializedEvent) ?? event
                      }
                      return events.dematerialize()
                  },
                  model: { s, _ in TransformModels.dematerialize(s) }),
        ])
    }
}
