import Reactive
import Testing

/// A `filter` built on a `map`, and a `scan` into the map's output type built
/// on either, run in the map's stage (`Signal.Producer.mapped`). Each pipeline here is
/// checked against the same operators with `doNext { _ in }` between them,
/// which keeps nothing of how its source was made, so that every operator
/// runs its own stage: the events must be the same.
@Suite struct MapStageFusionTests {
    /// The same signal with every operator in a stage of its own.
    static func unfused<Value, Failure>(_ signal: Signal<Value, Failure>) -> Signal<Value, Failure> {
        signal.doNext { _ in }
    }

    /// The events of each subscription to `pipeline(source)` and to
    /// `pipeline` with every stage on its own, while `drive` sends into the source.
    static func events<Value, NewValue>(
        of pipeline: (Signal<Value, TestError>, (Signal<Value, TestError>) -> Signal<Value, TestError>) -> Signal<
            NewValue, TestError
        >,
        driving drive: (HandDrivenSource<Value, TestError>) -> Void
    ) -> (fused: [Event<NewValue, TestError>], unfused: [Event<NewValue, TestError>]) {
        let fusedSource = HandDrivenSource<Value, TestError>()
        let unfusedSource = HandDrivenSource<Value, TestError>()
        let (fused, _) = pipeline(fusedSource.signal, { $0 }).record()
        let (unfused, _) = pipeline(unfusedSource.signal, unfused).record()
        drive(fusedSource)
        drive(unfusedSource)
        #expect(fusedSource.active == 0 && unfusedSource.active == 0)
        return (fused.events, unfused.events)
    }

    @Test func mapFilterScanSendsTheRunningSumOfTheKeptTransformedValuesAndTheFailure() {
        let (fused, unfused) = Self.events(
            of: { source, split in
                split(split(source.map { $0 * 3 }).filter { $0 % 2 == 0 }).scan(100) { $0 + $1 }
            },
            driving: { source in
                source.send(values: 1, 2, 3, 4, 5, 6)
                source.send(error: .boom)
                source.send(value: 8)
            })
        let kept = [1, 2, 3, 4, 5, 6].map { $0 * 3 }.filter { $0 % 2 == 0 }
        let sums = kept.indices.map { 100 + kept[...$0].reduce(0, +) }
        #expect(fused == sums.map { .next($0) } + [.failed(.boom)])
        #expect(fused == unfused)
    }

    @Test func mapScanSendsEveryRunningValueAndCompletes() {
        let (fused, unfused) = Self.events(
            of: { source, split in
                split(source.map { $0 - 1 }).scan(1) { $0 * 2 + $1 }
            },
            driving: { source in
                source.send(values: 1, 2, 3)
                source.sendCompleted()
                source.send(value: 4)
            })
        #expect(fused == [.next(2), .next(5), .next(12), .completed])
        #expect(fused == unfused)
    }

    @Test func mapScanIntoAnotherTypeKeepsItsMeaning() {
        let (fused, unfused) = Self.events(
            of: { source, split in
                split(source.map { $0 * 2 }.filter { $0 > 2 }).scan("") { $0 + String($1) }
            },
            driving: { source in
                source.send(values: 1, 2, 3)
                source.sendCompleted()
            })
        #expect(fused == [.next("4"), .next("46"), .completed])
        #expect(fused == unfused)
    }

    @Test func mapFilterTestsTheTransformedValuesAndAFilterOnItTestsOnlyWhatTheFirstKeeps() {
        let secondTests = Counter()
        let (fused, unfused) = Self.events(
            of: { source, split in
                split(split(source.map { $0 + 10 }).filter { $0 % 2 == 0 }).filter { value in
                    secondTests.increment()
                    return value > 12
                }
            },
            driving: { source in
                source.send(values: 1, 2, 3, 4, 5)
                source.sendCompleted()
            })
        #expect(fused == [.next(14), .completed])
        #expect(fused == unfused)
        #expect(secondTests.value == 4)  // 12 and 14 twice: once fused, once unfused
    }

    @Test func twoFiltersAndAScanOnAMapTestTheSecondPredicateOnlyForWhatTheFirstKeeps() {
        let secondTests = Counter()
        let (fused, unfused) = Self.events(
            of: { source, split in
                split(
                    split(split(source.map { $0 * 2 }).filter { $0 % 3 != 0 }).filter { value in
                        secondTests.increment()
                        return value > 4
                    }
                ).scan(0) { $0 + $1 }
            },
            driving: { source in
                source.send(values: 1, 2, 3, 4, 5)
                source.sendCompleted()
            })
        #expect(fused == [.next(8), .next(18), .completed])
        #expect(fused == unfused)
        #expect(secondTests.value == 8)  // 2, 4, 8 and 10 twice: once fused, once unfused
    }

    @Test func aMapAndTheStagesOnItInsideFlattenMapKeepTheirMeaning() {
        let outer = HandDrivenSource<Int, TestError>()
        let inners = (0..<3).map { _ in HandDrivenSource<Int, TestError>() }
        let plainPipeline = outer.signal.flattenMap { (index: Int) -> Signal<Int, TestError> in
            inners[index].signal.map { $0 * 10 + index }
        }
        let chainedPipeline = outer.signal.flattenMap { (index: Int) -> Signal<Int, TestError> in
            let kept = inners[index].signal.map { $0 + index }.filter { $0 % 2 == 0 }.filter { $0 > 2 }
            return kept.scan(0) { $0 + $1 }
        }
        let (plain, _) = plainPipeline.record()
        let (chained, _) = chainedPipeline.record()
        outer.send(values: 0, 1)
        inners[0].send(values: 1, 2)
        inners[1].send(values: 1, 3)
        inners[0].sendCompleted()
        outer.send(value: 2)
        inners[2].send(value: 4)
        outer.sendCompleted()
        inners[1].send(value: 5)
        inners[1].sendCompleted()
        inners[2].sendCompleted()
        #expect(plain.events == [.next(10), .next(20), .next(11), .next(31), .next(42), .next(51), .completed])
        // Inner 0 keeps nothing (1, 2), inner 1 sums 4 and 6 (from 1, 3, 5 → 2, 4, 6), inner 2 keeps 6.
        #expect(chained.events == [.next(4), .next(6), .next(10), .completed])
        #expect(inners.allSatisfy { $0.active == 0 } && outer.active == 0)
    }

    @Test func tenThousandFiltersOnAMapRunInItsStage() {
        let tests = Counter()
        let chain = (0..<10_000).reduce(Signal<Int, Never>.from(0..<4).map { $0 * 2 }) { signal, _ in
            signal.filter { value in
                tests.increment()
                return value != 4
            }
        }
        let (recorder, _) = chain.scan(0) { $0 + $1 }.record()
        #expect(recorder.events == [.next(0), .next(2), .next(8), .completed])
        #expect(tests.value == 4 * 10_000 - 9_999)  // 4 is rejected by the first filter
    }

    @Test func filterMapScanKeepsItsMeaning() {
        let (fused, unfused) = Self.events(
            of: { source, split in
                split(split(source.filter { $0 != 2 }).map { $0 * 10 }).scan(0) { $0 + $1 }
            },
            driving: { source in
                source.send(values: 1, 2, 3)
                source.send(error: .other("late"))
            })
        #expect(fused == [.next(10), .next(40), .failed(.other("late"))])
        #expect(fused == unfused)
    }

    @Test func eachCallbackRunsOncePerValueItIsOwed() {
        let transforms = Counter()
        let tests = Counter()
        let reductions = Counter()
        let (recorder, _) = Signal<Int, Never>.from(Array(1...6))
            .map { value in
                transforms.increment()
                return value * 3
            }
            .filter { value in
                tests.increment()
                return value % 2 == 0
            }
            .scan(0) { sum, value in
                reductions.increment()
                return sum + value
            }
            .record()
        #expect(recorder.events == [.next(6), .next(18), .next(36), .completed])
        #expect(transforms.value == 6)
        #expect(tests.value == 6)
        #expect(reductions.value == 3)
    }

    @Test func eachSubscriptionOfAFusedScanStartsAgain() {
        let running = Signal<Int, Never>.from(Array(1...3)).map { $0 * 2 }.scan(0) { $0 + $1 }
        let (first, _) = running.record()
        let (second, _) = running.record()
        #expect(first.events == [.next(2), .next(6), .next(12), .completed])
        #expect(second.events == first.events)
    }

    @Test func theMapAndTheFilterKeepBehavingAsThemselvesWhenStagesAreBuiltOnThem() {
        let mapped = Signal<Int, Never>.from(Array(1...4)).map { $0 * 5 }
        let kept = mapped.filter { $0 > 10 }
        _ = mapped.scan(0) { $0 + $1 }
        _ = kept.scan(0) { $0 + $1 }
        _ = kept.filter { $0 > 15 }
        #expect(mapped.record().0.events == [.next(5), .next(10), .next(15), .next(20), .completed])
        #expect(kept.record().0.events == [.next(15), .next(20), .completed])
    }

    @Test func disposingAFusedStageMidStreamStopsItsValuesAndDisposesTheSourceOnce() {
        let source = HandDrivenSource<Int, Never>()
        let reductions = Counter()
        let (recorder, disposable) = source.signal
            .map { $0 + 1 }
            .filter { $0 > 0 }
            .scan(0) { sum, value in
                reductions.increment()
                return sum + value
            }
            .record()
        source.send(values: 1, -5, 2)
        disposable.dispose()
        source.send(values: 3)
        source.sendCompleted()
        #expect(recorder.events == [.next(2), .next(5)])
        #expect(reductions.value == 2)
        #expect(source.disposals == 1)
        #expect(source.active == 0)
    }

    /// The subscriber answers the first sum with a send into the source from
    /// inside its callback: the fused stage delivers it at once, nested in
    /// that callback, as separate stages do.
    @Test func aReentrantSendFromTheCallbackIsDeliveredNestedAsWithSeparateStages() {
        func run(_ split: (Signal<Int, Never>) -> Signal<Int, Never>) -> [String] {
            let source = HandDrivenSource<Int, Never>()
            let log = Log()
            let subscription = split(split(source.signal.map { $0 * 2 }).filter { $0 != 4 }).scan(0) { $0 + $1 }
                .subscribe(next: { sum in
                    log.append("begin \(sum)")
                    if sum == 2 { source.send(value: 5) }
                    log.append("end \(sum)")
                })
            source.send(values: 1, 2, 3)
            subscription.dispose()
            return log.entries
        }
        let fused = run { $0 }
        #expect(fused == ["begin 2", "begin 12", "end 12", "end 2", "begin 18", "end 18"])
        #expect(fused == run(Self.unfused))
    }
}
