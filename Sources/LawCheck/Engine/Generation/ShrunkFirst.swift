extension Gen {
    /// This generator, as the part of a case that shrinking makes as short as
    /// it can before the rest: a case whose part holds fewer choices is
    /// simpler, however many the rest needs. For a program drawn before its
    /// input, such as a pipeline of operators and the schedule it runs on
    /// (`zip(pipelines.shrunkFirst, schedules)`): a failure is then reported as
    /// the shortest program, on the smallest input that program fails on,
    /// rather than a longer program that gets by on a smaller input. Only the
    /// first such part of a case counts.
    @inlinable
    public var shrunkFirst: Gen<Value> {
        let run = self.run
        return Gen { (source: inout ChoiceSource) throws(GenerationStop) in
            let span = source.beginSpan(.shrunkFirst)
            defer { source.endSpan(span) }
            return try run(&source)
        }
    }
}
