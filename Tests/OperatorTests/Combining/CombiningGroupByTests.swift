import Testing

@testable import Reactive

@Suite struct CombiningGroupByTests {
    /// The article's example: grades 1...5 grouped "good" (> 3) / "bad", ×10,
    /// the "good" group flattened: 40, 50.
    @Test func theGoodGroupFlattened() {
        let grades = Signal<Int, Never>.from(1...5)
        let groups = grades.group(by: { $0 > 3 ? "good" : "bad" }, transform: { $0 * 10 })
        let (recorder, _) = groups.filter { $0.key == "good" }.flatten().record()
        #expect(recorder.events == [.next(40), .next(50), .completed])
    }

    /// The article's example: collecting each group of [1,2,3,4,2,3,3,4,4,4].
    @Test func collectingEachGroup() {
        let numbers = Signal<Int, Never>.from([1, 2, 3, 4, 2, 3, 3, 4, 4, 4])
        let (recorder, _) = numbers.group(by: { "\($0)" })
            .flattenMap { $0.signal.gatheredForCombiningTests() }
            .record()
        #expect(recorder.values == [[1], [2, 2], [3, 3, 3], [4, 4, 4, 4]])
        #expect(recorder.isCompleted)
    }

    @Test func groupsCompleteInCreationOrderAfterTheSource() {
        let source = HandDrivenSource<Int, TestError>()
        let log = Log()
        source.signal.group(by: { $0 % 3 }).subscribe(
            Observer { event in
                switch event {
                case .next(let group):
                    log.append("group \(group.key)")
                    group.signal.subscribe(Observer { log.append("\(group.key): \($0)") })
                case .failed, .completed:
                    log.append("outer \(event)")
                }
            })
        source.send(2)
        source.send(0)
        source.send(5)
        source.send(1)
        source.sendCompleted()
        #expect(
            log.entries == [
                "group 2", "2: next(2)", "group 0", "0: next(0)", "2: next(5)", "group 1", "1: next(1)",
                "outer completed", "2: completed", "0: completed", "1: completed",
            ])
    }

    @Test func anErrorFailsTheOuterThenEveryGroupInOrder() {
        let source = HandDrivenSource<Int, TestError>()
        let log = Log()
        source.signal.group(by: { $0 }).subscribe(
            Observer { event in
                if case .next(let group) = event {
                    group.signal.subscribe(Observer { log.append("\(group.key): \($0)") })
                } else {
                    log.append("outer \(event)")
                }
            })
        source.send(7)
        source.send(3)
        source.send(error: .boom)
        #expect(
            log.entries == ["7: next(7)", "3: next(3)", "outer failed(boom)", "7: failed(boom)", "3: failed(boom)"])
    }

    @Test func groupsAreHot() {
        let source = HandDrivenSource<Int, Never>()
        let groups = Recorder<GroupedSignal<Bool, Int, Never>, Never>()
        source.signal.group(by: { $0.isMultiple(of: 2) }).subscribe(groups.observer)
        source.send(2)
        let even = groups.values[0]
        let (late, _) = even.signal.record()
        source.send(4)
        source.sendCompleted()
        #expect(even.key)
        #expect(late.events == [.next(4), .completed], "the value sent before subscribing is missed")
        let (afterTheEnd, _) = even.signal.record()
        #expect(afterTheEnd.events.isEmpty)
    }

    @Test func disposalDisposesTheSourceAndLeavesGroupsOpen() {
        let source = HandDrivenSource<Int, Never>()
        let groupValues = Recorder<Int, Never>()
        let groupSubscriptions = CompositeDisposable()
        let disposable = source.signal.group(by: { $0 }).subscribe(next: { group in
            groupSubscriptions.add(group.signal.subscribe(groupValues.observer))
        })
        source.send(1)
        disposable.dispose()
        #expect(source.active == 0)
        source.send(1)
        #expect(groupValues.events == [.next(1)])
        groupSubscriptions.dispose()
    }
}
