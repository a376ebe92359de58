import LawCheck

/// A shrinking challenge held out from tuning (issue 23): written, and its
/// minimum verified by brute force, before any pass was changed for it, and
/// reported apart from the challenges the passes were developed on. Each is
/// one of the general shapes shrinkers stumble over, taken from the
/// shrinking literature and other property-based testing libraries' suites.
///
/// `replay` generates the value from a choice source and says whether the
/// property fails on it (nil when the generator rejects the choices), with
/// the value printed as a report prints it: a brute-force search
/// (`HeldOutMinimumTests`) enumerates choice sequences in shortlex order and
/// checks that the first failing one prints as `expected`. Choices above
/// `maxChoice` are left out of that search; every challenge keeps its bounds
/// at or below it, so the search is exhaustive.
struct HeldOutChallenge: Sendable {
    let challenge: ShrinkChallenge
    let maxChoice: UInt64
    let replay: @Sendable (inout ChoiceSource) -> (fails: Bool, printed: String)?

    init<Value>(
        _ name: String, expected: String, maxChoice: UInt64 = 1_000, generator: Gen<Value>,
        holds: @escaping @Sendable (Value) -> Bool
    ) {
        self.challenge = ShrinkChallenge(name, expected: expected, generator: generator, holds: holds)
        self.maxChoice = maxChoice
        replay = { source in
            guard let value = try? generator.generate(using: &source) else { return nil }
            return (!holds(value), ValuePrinter.pretty(value))
        }
    }
}

let heldOutChallenges: [HeldOutChallenge] = {
    // Appended one by one: a single array literal of these closures is too
    // much for the type checker.
    var challenges: [HeldOutChallenge] = []
    // Hypothesis, test_shrink_quality.py `test_sum_of_pair`: two bounded
    // integers whose sum passes a threshold; the first as small as the
    // second's bound allows.
    challenges.append(
        HeldOutChallenge(
            "sum_of_pair", expected: "(1, 200)", generator: zip(Gen<Int>.int(in: 0...200), Gen<Int>.int(in: 0...200))
        ) { pair in
            pair.0 + pair.1 <= 200
        })
    // Lists of pairs with a sum constraint on each component (Hypothesis'
    // `lists(tuples(...))` quality tests): one pair carries both sums, but
    // getting there moves amounts between first components three choices
    // apart.
    challenges.append(
        HeldOutChallenge(
            "pairs_sum_list", expected: "[(50, 50)]",
            generator: zip(Gen<Int>.int(in: 0...50), Gen<Int>.int(in: 0...50)).array()
        ) { pairs in
            pairs.map(\.0).reduce(0, +) < 50 || pairs.map(\.1).reduce(0, +) < 50
        })
    // Equal values stored with an offset, far apart (Hypothesis'
    // `lower_common_node_offset`, test_shrinking_blocks_from_common_offset):
    // `a` in 1...30 is coded from 1, `e` in 0...30 from 0, three numeric
    // choices between them.
    challenges.append(
        HeldOutChallenge(
            "equal_offset_far", expected: "(10, 0, 0, 0, 10)",
            generator: zip(
                Gen<Int>.int(in: 1...30), Gen<Int>.int(in: 0...3), Gen<Int>.int(in: 0...3), Gen<Int>.int(in: 0...3),
                Gen<Int>.int(in: 0...30))
        ) { a, _, _, _, e in
            !(a == e && a >= 10)
        })
    // Two parts that must fall together at a distance: a fixed difference
    // above a threshold, the parts four choices apart (the difference
    // challenges, spread out as in a record with fields between).
    challenges.append(
        HeldOutChallenge(
            "difference_far", expected: "(8, 0, 0, 0, 15)",
            generator: zip(
                Gen<Int>.int(in: 0...30), Gen<Int>.int(in: 0...3), Gen<Int>.int(in: 0...3), Gen<Int>.int(in: 0...3),
                Gen<Int>.int(in: 0...30))
        ) { a, _, _, _, e in
            !(e - a == 7 && e >= 15)
        })
    // A bounded integer under a filter (QuickCheck's `suchThat`, Hypothesis'
    // `integers().filter(...)`): only values ending in 7 are generated, so
    // bisection mostly probes values the filter rejects.
    challenges.append(
        HeldOutChallenge(
            "bounded_filter", expected: "1007", maxChoice: 10_000,
            generator: Gen<Int>.int(in: 0...10_000).filter { $0 % 10 == 7 }
        ) { x in
            x < 1000
        })
    // A divisor other than 2 and 3 under a filter: multiples of 5 only, a
    // lattice no halving or thirding of the choice stays on.
    challenges.append(
        HeldOutChallenge(
            "filter_multiple_of_5", expected: "500", maxChoice: 10_000,
            generator: Gen<Int>.int(in: 0...10_000).filter { $0 % 5 == 0 }
        ) { x in
            x < 500
        })
    // A checksum over a list (parity, as in the checksum properties of
    // QuickCheck's and Hedgehog's tutorials): only lists with an even sum are
    // generated, and the property fails on four odd elements; from six odd
    // elements one deletion breaks the checksum, two adjacent ones keep it.
    challenges.append(
        HeldOutChallenge(
            "parity_checksum", expected: "[1, 1, 1, 1]",
            generator: Gen<Int>.int(in: 0...9).array().filter { $0.reduce(0, +) % 2 == 0 }
        ) { xs in
            xs.filter { $0 % 2 == 1 }.count < 4
        })
    // A size chosen first and contents bounded by it (Hypothesis'
    // test_flatmap_rectangles, jqwik's dependent sizes): lowering the size
    // clamps every element, so the size must not be shrunk before them.
    challenges.append(
        HeldOutChallenge(
            "dependent_clamp", expected: "[0, 2, 4, 4]",
            generator: Gen<Int>.int(in: 1...20).flatMap { size in Gen<Int>.int(in: 0...size).array(count: size) }
        ) { xs in
            xs.reduce(0, +) < 10
        })
    // A tree whose leaves together pass a threshold (the binary trees of
    // SmallCheck and Hedgehog's examples): two leaves needed, one carrying
    // the amount.
    challenges.append(
        HeldOutChallenge(
            "tree_sum",
            expected: "Node(Leaf(0), Leaf(100))",
            generator: Gen<SumTree>.recursive(maxDepth: 3, base: Gen<Int>.int(in: 0...100).map(SumTree.leaf)) { tree in
                zip(tree, tree).map(SumTree.node)
            }
        ) { tree in
            tree.leafCount < 2 || tree.sum < 100
        })
    // A string with a check character (the Luhn-style checksum properties of
    // QuickCheck tutorials): strings over `abc` whose letters sum to a
    // multiple of 3 (a = 0, b = 1, c = 2); the property fails on two `c`s.
    challenges.append(
        HeldOutChallenge(
            "checksum_string", expected: "\"ccc\"",
            generator: Gen<String>.string(alphabet: "abc").filter { checksum($0) % 3 == 0 }
        ) { text in
            text.filter { $0 == "c" }.count < 2
        })
    // A graph as an edge list over six nodes (the graph generators of
    // Hypothesis' and jqwik's examples): the property, "the graph is
    // acyclic", fails on a cycle; nodes must be relabelled consistently.
    challenges.append(
        HeldOutChallenge(
            "graph_cycle", expected: "[(0, 1), (1, 0)]",
            generator: zip(Gen<Int>.int(in: 0...5), Gen<Int>.int(in: 0...5)).array()
        ) { edges in
            !hasCycle(edges)
        })
    // A stable sort that is not (the stability properties of QuickCheck's
    // and proptest's examples): pairs `(key, tag)` sorted by key with equal
    // keys reversed; the property fails on two equal keys with different tags.
    challenges.append(
        HeldOutChallenge(
            "unstable_sort", expected: "[(0, 0), (0, 1)]",
            generator: zip(Gen<Int>.int(in: 0...3), Gen<Int>.int(in: 0...9)).array()
        ) { pairs in
            reversingSort(pairs).map(\.1) == stableSort(pairs).map(\.1)
        })
    return challenges
}()

/// The sum of the letters of `text`, a = 0, b = 1, c = 2.
func checksum(_ text: String) -> Int {
    text.unicodeScalars.reduce(0) { $0 + Int($1.value) - 97 }
}

/// Whether the directed graph of `edges` has a cycle through two or more
/// nodes (self-loops do not count).
func hasCycle(_ edges: [(Int, Int)]) -> Bool {
    let successors = Dictionary(grouping: edges.filter { $0.0 != $0.1 }, by: \.0).mapValues { $0.map(\.1) }
    // Depth-first search with three colours: 1 on the current path, 2 done.
    var colour: [Int: Int] = [:]
    func visit(_ node: Int) -> Bool {
        colour[node] = 1
        for next in successors[node] ?? [] {
            if colour[next] == 1 { return true }
            if colour[next] == nil, visit(next) { return true }
        }
        colour[node] = 2
        return false
    }
    return successors.keys.sorted().contains { colour[$0] == nil && visit($0) }
}

/// Sorted by key, equal keys in their original order.
func stableSort(_ pairs: [(Int, Int)]) -> [(Int, Int)] {
    pairs.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }.map(\.element)
}

/// Sorted by key, with the planted bug: equal keys in reverse order.
func reversingSort(_ pairs: [(Int, Int)]) -> [(Int, Int)] {
    pairs.enumerated().sorted { ($0.element.0, -$0.offset) < ($1.element.0, -$1.offset) }.map(\.element)
}

indirect enum SumTree: Sendable, CustomStringConvertible {
    case leaf(Int)
    case node(SumTree, SumTree)

    var description: String {
        switch self {
        case .leaf(let value): "Leaf(\(value))"
        case .node(let left, let right): "Node(\(left), \(right))"
        }
    }

    var sum: Int {
        switch self {
        case .leaf(let value): value
        case .node(let left, let right): left.sum + right.sum
        }
    }

    var leafCount: Int {
        switch self {
        case .leaf: 1
        case .node(let left, let right): left.leafCount + right.leafCount
        }
    }
}
