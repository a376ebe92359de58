extension Schedule {
    /// The behaviour features of the schedule for feature-guided runs
    /// (`Classifier.features`, ``ScheduleCoverage/classifiers(in:schedule:)``):
    /// which orders of events across the sources and the output it plays.
    ///
    /// The events of every source (values, completion, failure) and of the
    /// output (subscription, disposal, second subscription) are merged by
    /// tick, then runs of one actor's events of one kind are folded into one
    /// step: who (the source, and whether it is cold, synchronous or hot), what,
    /// how many (1 to 6, or 7 or more) and whether the run starts at the tick
    /// the step before ended. The features are every step, every two and
    /// every three consecutive steps, and the set of schedule classes the case
    /// belongs to. A case with a feature no case had before reached an order
    /// of events not seen yet: bugs of ordering (three events across sources,
    /// a late failure after a completion, a terminal event during another
    /// source's burst, a second subscription during the first) sit one
    /// mutation away from such cases, which the guided run keeps and mutates.
    public var signature: [UInt64] {
        var events: [(time: Int, actor: UInt64, kind: UInt64)] = []
        for (index, source) in sources.enumerated() {
            let temperature: UInt64 = source.isHot ? 2 : source.isSynchronous ? 1 : 0
            let actor = UInt64(min(index, 3)) << 2 | temperature
            events += source.values.map { (time: $0.time, actor: actor, kind: 0) }
            switch source.terminal {
            case .completed(let time): events.append((time: time, actor: actor, kind: 1))
            case .failed(let time): events.append((time: time, actor: actor, kind: 2))
            case nil: break
            }
        }
        let output: UInt64 = 15
        events.append((time: subscribeAt, actor: output, kind: 3))
        if let disposeAt { events.append((time: disposeAt, actor: output, kind: 4)) }
        if let resubscribeAt { events.append((time: resubscribeAt, actor: output, kind: 5)) }
        // Stable: at one tick, sources in order, then the output.
        events = events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)

        var steps: [UInt64] = []
        var index = 0
        var lastTime = -1
        while index < events.count {
            let first = events[index]
            var end = index + 1
            while end < events.count, events[end].actor == first.actor, events[end].kind == first.kind { end += 1 }
            let count = end - index
            let run = UInt64(min(count, 7))
            let sameTick: UInt64 = first.time == lastTime ? 1 : 0
            steps.append(first.actor << 8 | first.kind << 4 | run << 1 | sameTick)
            lastTime = events[end - 1].time
            index = end
        }

        var features: [UInt64] = []
        features.reserveCapacity(3 * steps.count + 1)
        for length in 1...3 where steps.count >= length {
            for start in 0...(steps.count - length) {
                var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(length)
                for step in steps[start..<start + length] { hash = (hash ^ step) &* 0x0000_0100_0000_01B3 }
                features.append(hash)
            }
        }
        let classes = ScheduleClass.allCases.enumerated().reduce(UInt64(0)) { mask, element in
            element.element.contains(self) ? mask | 1 << UInt64(element.offset) : mask
        }
        features.append(0xC1A5_5E50_0000_0000 | classes)
        return features
    }
}
