/// What the generator made of a candidate it did not read as given.
struct Misread {
    /// The case it recorded instead, or nil if it rejected the candidate.
    let record: ChoiceRecord?
}
