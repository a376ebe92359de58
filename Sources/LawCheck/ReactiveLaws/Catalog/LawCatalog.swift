import LawCheck

/// Every law the law tests check, as a flat list of runnable properties: what
/// the nightly fuzz run (`Scripts/nightly`) loops over. ``standard`` lists the
/// batteries, one line each.
public struct LawCatalog: Sendable {
    /// The laws in registration order, each name once.
    public private(set) var laws: [CatalogLaw] = []
    /// The registered batteries as `"<stream> <battery>"`, in order.
    public private(set) var batteries: [String] = []

    /// An empty catalog.
    public init() {}

    /// Adds every law of `battery` (parents' laws first) as checked on
    /// `harness`, with the harness's classifiers.
    ///
    /// A law whose property name is already registered is skipped: the first
    /// registration wins. The name says which harness, schedule space
    /// included (``ScheduleSpace/subject(_:)``), checks which law, so a
    /// repeat is the same property reached twice, such as the functor laws
    /// of a harness's `monad` and `functor` batteries.
    public mutating func register<Stream, Sample, Observation>(
        _ battery: Battery<LawInput<Sample>, Observation>, on harness: StreamHarness<Stream, Sample, Observation>
    ) {
        register(
            battery, subject: harness.name, inputs: harness.inputs, equivalence: harness.equivalence,
            classify: harness.classify)
    }

    /// Adds every law of the resource `battery` as checked on `harness`, with
    /// the harness's classifiers.
    public mutating func register(_ battery: Battery<LawInput<Schedule>, ResourceAudit>, on harness: ResourceHarness) {
        register(
            battery, subject: harness.name, inputs: harness.inputs, equivalence: ResourceHarness.equivalence,
            classify: { harness.classify($0) })
    }

    /// Adds every law of `battery`, checked on `subject` (the stream's name in
    /// property names) over `inputs`, for batteries that need no harness: the
    /// sequence agreement and laziness laws. `classify` gives the labels and
    /// coverage requirements of a run under a profile (none by default).
    public mutating func register<Input, Observation>(
        _ battery: Battery<Input, Observation>,
        on subject: String,
        inputs: Gen<Input>,
        equivalence: Equivalence<Input, Observation>,
        classify: @escaping @Sendable (Profile) -> [Classifier<Input>] = { _ in [] }
    ) {
        register(battery, subject: subject, inputs: inputs, equivalence: equivalence, classify: classify)
    }

    /// Adds the laws of a battery that is a list of catalog laws, such as
    /// ``OperatorLaw/catalogLaw(_:)``s, under `name`.
    public mutating func register(_ name: String, _ catalogLaws: [CatalogLaw]) {
        batteries.append(name)
        var names = Set(laws.map(\.name))
        for law in catalogLaws where names.insert(law.name).inserted {
            laws.append(law)
        }
    }

    private mutating func register<Input, Observation>(
        _ battery: Battery<Input, Observation>,
        subject: String,
        inputs: Gen<Input>,
        equivalence: Equivalence<Input, Observation>,
        classify: @escaping @Sendable (Profile) -> [Classifier<Input>]
    ) {
        batteries.append("\(subject) \(battery.name)")
        var names = Set(laws.map(\.name))
        for (declaringBattery, law) in battery.allLaws {
            let name = Battery<Input, Observation>.propertyName(
                subject: subject, battery: declaringBattery, law: law.name)
            guard names.insert(name).inserted else { continue }
            laws.append(
                CatalogLaw(
                    name: name, inputs: inputs, classify: classify,
                    property: Battery.property(battery: declaringBattery, law: law, equivalence: equivalence)))
        }
    }
}
