import Testing

@testable import Reactive

/// A send made from inside a delivery, on the delivering thread, is delivered
/// at once, nested in that delivery — as RAC's subscriber does under its
/// recursive lock — not queued behind what the delivery goes on to send.
@Suite struct ReentrantSendTests {
    /// The inner signal of value 0 sends 10 then 20; the subscriber answers
    /// 10 with a failure of the source. The failure arrives from inside the
    /// delivery of 10, before the inner signal sends 20, and ends everything
    /// (RAC: `10 #`; queued behind the current event it gave `10 20 #`).
    @Test func aReentrantFailureOvertakesTheNextValueOfAnInnerSignal() {
        let source = HandDrivenSource<Int, TestError>()
        let recorder = Recorder<Int, TestError>()
        source.signal.flattenMap { _ in Signal<Int, TestError>.from([10, 20]) }.subscribe(
            Observer { event in
                recorder.observer.send(event)
                if event == .next(10) { source.send(error: .boom) }
            })
        source.send(0)
        #expect(recorder.events == [.next(10), .failed(.boom)])
        #expect(source.active == 0)
    }

    @Test func aReentrantValueIsDeliveredBeforeTheNextScheduledValue() {
        let source = HandDrivenSource<Int, Never>()
        let log = Log()
        let subscription = source.signal.flattenMap { value in
            value == 0 ? Signal<Int, Never>.from([10, 20]) : .return(value)
        }.subscribe(next: { value in
            log.append("begin \(value)")
            if value == 10 { source.send(5) }
            log.append("end \(value)")
        })
        source.send(0)
        #expect(log.entries == ["begin 10", "begin 5", "end 5", "end 10", "begin 20", "end 20"])
        subscription.dispose()
    }

    /// Inner signals queued behind busy ones are synchronous: each one's
    /// events, completion included, nest in the subscription that flatten
    /// makes when the one before completes. A loop makes those subscriptions,
    /// not the completion before, so the stack stays flat.
    @Test func flattenWithALimitOverAHundredThousandQueuedSynchronousSignalsKeepsTheStackFlat() {
        let count = 100_000
        for limit in [1, 2] {
            let gates = (0..<limit).map { _ in HandDrivenSource<Int, Never>() }
            let signals = gates.map(\.signal) + (0..<count).map { Signal<Int, Never>.return($0) }
            let (recorder, _) = Signal.from(signals).flatten(maxConcurrent: limit).record()
            #expect(recorder.events.isEmpty)
            for gate in gates { gate.sendCompleted() }
            #expect(recorder.values == Array(0..<count))
            #expect(recorder.isCompleted)
        }
    }

    /// The subscriber answers the first value of inner signal A with a new
    /// inner signal B, while A is still being subscribed: B replaces A at
    /// once, so A's next value is dropped, and the switch still completes
    /// with its outer signal once B has completed.
    @Test func switchToLatestReplacesAnInnerSignalFromInsideItsSubscription() {
        let outer = HandDrivenSource<Signal<Int, Never>, Never>()
        let a = Signal<Int, Never> { observer, _ in
            observer.send(value: 1)
            observer.send(value: 2)
            observer.sendCompleted()
        }
        let recorder = Recorder<Int, Never>()
        outer.signal.switchToLatest().subscribe(
            Observer { event in
                recorder.observer.send(event)
                if event == .next(1) { outer.send(.from([10])) }
            })
        outer.send(a)
        #expect(recorder.events == [.next(1), .next(10)])
        outer.sendCompleted()
        #expect(recorder.events == [.next(1), .next(10), .completed])
    }

    /// A nested failure ends the subscription while the outer callback still
    /// runs: the observer is released once that callback has returned, not
    /// from under it.
    @Test func aNestedTerminalEventReleasesTheObserverAfterTheOuterCallback() {
        final class Tracked: Sendable {
            let name = "tracked"
        }
        let source = HandDrivenSource<Int, TestError>()
        let log = Log()
        weak var released: Tracked?
        do {
            let tracked = Tracked()
            released = tracked
            source.signal.subscribe(
                next: { value in
                    source.send(error: .boom)
                    log.append("\(tracked.name) \(value)")
                }, failed: { _ in log.append("failed") })
        }
        #expect(released != nil)
        source.send(1)
        #expect(log.entries == ["failed", "tracked 1"])
        #expect(released == nil)
    }
}
