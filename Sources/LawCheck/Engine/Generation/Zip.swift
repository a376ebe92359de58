/// Tuples of one value from each generator, generated left to right; shrinks
/// every component.
@inlinable
public func zip<each Component>(_ generators: repeat Gen<each Component>) -> Gen<(repeat each Component)> {
    Gen { (source: inout ChoiceSource) throws(GenerationStop) in
        (repeat try (each generators).run(&source))
    }
}
