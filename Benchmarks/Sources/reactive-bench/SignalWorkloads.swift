import Foundation
import Reactive

/// The push side's hot paths, each beside what a plain loop costs.
enum SignalWorkloads {
    static let events = Int(ProcessInfo.processInfo.environment["BENCH_EVENTS"] ?? "") ?? 1_000_000

    static var all: [Workload] { [
        Workload("baseline", plainLoopBaseline),
        Workload("cold", coldPipeline),
        Workload("subject", subjectPipeline),
        Workload("merge", merged),
        Workload("zip", zipped),
        Workload("combineLatest", combined),
        Workload("subscribe", subscribeAndDispose),
        Workload("flattenMap", flatMappedSingleValues),
        Workload("flattenMapReturn", flatMappedReturns),
    ] }

    static func plainLoopBaseline() -> Measurement {
        measure("baseline: plain loop map → filter → scan", units: events) {
            var sum = 0
            for value in 0..<events {
                let mapped = value &* 3
                if mapped & 1 == 0 { sum &+= mapped; blackHole(sum) }
            }
        }
    }

    static func coldPipeline() -> Measurement {
        measure("cold signal map → filter → scan, per event", units: events, target: 20) {
            Signal<Int, Never> { observer, _ in
                for value in 0..<events { observer.send(value: value) }
                observer.sendCompleted()
            }
            .map { (value: Int) -> Int in value &* 3 }
            .filter { (value: Int) -> Bool in value & 1 == 0 }
            .scan(0) { (sum: Int, value: Int) -> Int in sum &+ value }
            .subscribe(next: { (sum: Int) in blackHole(sum) })
        }
    }

    static func subjectPipeline() -> Measurement {
        measure("subject map → filter → scan, per event", units: events, target: 20) {
            let subject = Subject<Int, Never>()
            let subscription = subject.signal
                .map { (value: Int) -> Int in value &* 3 }
                .filter { (value: Int) -> Bool in value & 1 == 0 }
                .scan(0) { (sum: Int, value: Int) -> Int in sum &+ value }
                .subscribe(next: { (sum: Int) in blackHole(sum) })
            for value in 0..<events { subject.send(value: value) }
            subject.sendCompleted()
            subscription.dispose()
        }
    }

    private static func source(_ count: Int) -> Signal<Int, Never> {
        Signal { observer, _ in
            for value in 0..<count { observer.send(value: value) }
            observer.sendCompleted()
        }
    }

    static func merged() -> Measurement {
        let half = events / 2
        return measure("merge of two signals, per event", units: events, target: 60) {
            source(half).merge(source(half)).subscribe(next: { blackHole($0) })
        }
    }

    static func zipped() -> Measurement {
        let half = events / 2
        return measure("zip of two signals, per input event", units: events, target: 60) {
            source(half).zip(with: source(half)).subscribe(next: { blackHole($0) })
        }
    }

    static func combined() -> Measurement {
        let half = events / 2
        return measure("combineLatest of two signals, per input event", units: events, target: 60) {
            Signal.combineLatest(source(half), source(half)).subscribe(next: { blackHole($0) })
        }
    }

    static func subscribeAndDispose() -> Measurement {
        let count = 200_000
        return measure("create + subscribe + dispose", units: count, target: 200) {
            for value in 0..<count {
                let signal = Signal<Int, Never> { observer, _ in observer.send(value: value) }
                signal.subscribe(next: { blackHole($0) }).dispose()
            }
        }
    }

    static func flatMappedSingleValues() -> Measurement {
        let count = 200_000
        return measure("flattenMap to a single value, per value", units: count, target: 150) {
            source(count)
                .flattenMap { value in Signal<Int, Never> { observer, _ in
                    observer.send(value: value)
                    observer.sendCompleted()
                } }
                .subscribe(next: { blackHole($0) })
        }
    }

    static func flatMappedReturns() -> Measurement {
        let count = 200_000
        return measure("flattenMap to Signal.return, per value", units: count, target: 150) {
            source(count).flattenMap { Signal<Int, Never>.return($0) }.subscribe(next: { blackHole($0) })
        }
    }
}
