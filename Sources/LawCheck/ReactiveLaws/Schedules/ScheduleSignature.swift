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
        // Each event packed into one number that sorts by tick, then by the
        // order listed (sources in order, then the output), and carries its
        // actor and kind in the low byte: a plain sort of numbers, since the
        // guided loop computes this for every case.
        var events: [UInt64] = []
        events.reserveCapacity(eventCount + 3)
        func append(time: Int, actor: UInt64, kind: UInt64) {
            events.append(UInt64(time) << 32 | UInt64(events.count) << 8 | actor << 4 | kind)
        }
        for (index, source) in sources.enumerated() {
            let temperature: UInt64 = source.isHot ? 2 : source.isSynchronous ? 1 : 0
            let actor = UInt64(min(index, 3)) << 2 | temperature
            for value in source.values { append(time: value.time, actor: actor, kind: 0) }
            switch source.terminal {
            case .completed(let time): append(time: time, actor: actor, kind: 1)
            case .failed(let time): append(time: time, actor: actor, kind: 2)
            case nil: break
            }
        }
        let output: UInt64 = 15
        append(time: subscribeAt, actor: output, kind: 3)
        if let disposeAt { append(time: disposeAt, actor: output, kind: 4) }
        if let resubscribeAt { append(time: resubscribeAt, actor: output, kind: 5) }
        events.sort()

        var steps: [UInt64] = []
        steps.reserveCapacity(events.count)
        var index = 0
        var lastTime: UInt64 = .max
        while index < events.count {
            let first = events[index]
            var end = index + 1
            while end < events.count, events[end] & 0xFF == first & 0xFF { end += 1 }
            let run = UInt64(min(end - index, 7))
            let sameTick: UInt64 = first >> 32 == lastTime ? 1 : 0
            steps.append((first & 0xF0) << 4 | (first & 0x0F) << 4 | run << 1 | sameTick)
            lastTime = events[end - 1] >> 32
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
