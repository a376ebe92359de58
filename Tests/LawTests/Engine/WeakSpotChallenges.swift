import LawCheck

/// Shrinking challenges beyond the public set, in its style: each one a shape
/// on which a shrinker that deletes structure, lowers one choice at a time and
/// swaps neighbours ends above the minimum (issue 12 lists them). Each
/// comment argues why the expected value is the minimum: the shortest choice
/// sequence that fails, and among those the lexicographically smallest.
let weakSpotChallenges: [ShrinkChallenge] = {
    // Appended one by one: a single array literal of these closures is too
    // much for the type checker.
    var challenges: [ShrinkChallenge] = []
    // A lattice: only multiples of 13 fail. Integers are coded by zigzag
    // distance from 0 (13 is choice 25, -13 is 26), and one choice is all
    // any failing case needs; lowering by bisection jumps between multiples.
    challenges.append(
        ShrinkChallenge("lattice", expected: "13", generator: Gen<Int>.int) { x in
            x == 0 || x % 13 != 0
        })
    // A lattice above a threshold: multiples of 20 from 100 fail; in
    // `0...1000` the choice is the value, and 100 is the smallest such.
    challenges.append(
        ShrinkChallenge("lattice_threshold", expected: "100", generator: Gen<Int>.int(in: 0...1000)) { x in
            x < 100 || x % 20 != 0
        })
    // Equal values far apart: `a == d` with two numeric choices between
    // them. Four choices are always drawn; `a = d = 10` is the least equal
    // pair allowed, and `b != c` is least as `0, 1`.
    challenges.append(
        ShrinkChallenge(
            "equal_far_apart", expected: "(10, 0, 1, 10)",
            generator: zip(
                Gen<Int>.int(in: 0...1000), Gen<Int>.int(in: 0...1000), Gen<Int>.int(in: 0...1000),
                Gen<Int>.int(in: 0...1000))
        ) { a, b, c, d in
            !(a == d && a >= 10 && b != c)
        })
    // A run-length encoder that drops the third element of a run (runs are
    // capped at two but the overflow starts no new run), on digits: the
    // shortest failing list has three equal elements, least when all are 0.
    challenges.append(
        ShrinkChallenge("run_length", expected: "[0, 0, 0]", generator: Gen<Int>.int(in: 0...9).array()) { xs in
            RunLength.decode(RunLength.encodeDroppingOverflow(xs)) == xs
        })
    // Renaming: a log of `(key, value, tick)` writes read back by a map
    // that keeps the first write of a key instead of the last. Two writes of
    // one key with different values are needed; keys 0, values 0 then 1,
    // ticks 0. The two keys are two numeric choices apart.
    challenges.append(
        ShrinkChallenge(
            "relabel_keys", expected: "[(0, 0, 0), (0, 1, 0)]",
            generator: zip(Gen<Int>.int(in: 0...9), Gen<Int>.int, Gen<Int>.int(in: 0...9)).array()
        ) { writes in
            firstWriteWins(writes) == lastWriteWins(writes)
        })
    // Order: three distinct digits whose first is greater than its last.
    // Three elements are needed (two distinct values cannot make three);
    // the least first element is 1, so the last is 0 and the middle 2.
    challenges.append(
        ShrinkChallenge("order", expected: "[1, 2, 0]", generator: Gen<Int>.int(in: 0...9).array()) { xs in
            Set(xs).count < 3 || xs.first! <= xs.last!
        })
    // Carry: a digit list read as a decimal number fails from 389 on. Three
    // digits are needed (a leading zero only adds one), and 389 is the least
    // three-digit list at or above the threshold.
    challenges.append(
        ShrinkChallenge("carry_digits", expected: "[3, 8, 9]", generator: Gen<Int>.int(in: 0...9).array()) { digits in
            decimalValue(digits) < 389
        })
    // The same as a decimal string; the empty string reads as 0.
    challenges.append(
        ShrinkChallenge("carry_string", expected: "\"389\"", generator: Gen<String>.string(alphabet: "0123456789")) {
            text in
            decimalValue(text.map { Int(String($0))! }) < 389
        })
    // Depth-dependent layout: a tree drawn with an explicit depth, where the
    // deepest level draws no alternative (a leaf is only its value). A leaf
    // of at least 500 fails; the least case is that leaf alone at the root:
    // the pick of the leaf alternative, then its value.
    challenges.append(
        ShrinkChallenge("depth_layout", expected: "Leaf(500)", generator: DepthTree.generator(depth: 4)) { tree in
            tree.maximum < 500
        })
    // The same tree, failing on a node whose left leaf is greater than its
    // right one: the least case is that node at the root, `Node(Leaf(1),
    // Leaf(0))`, whose leaves (at depth 3) draw their picks; a node found
    // just above the deepest level has leaves without picks.
    challenges.append(
        ShrinkChallenge(
            "depth_layout_node", expected: "Node(Leaf(1), Leaf(0))", generator: DepthTree.generator(depth: 4)
        ) { (tree: DepthTree) -> Bool in
            !tree.hasDescendingLeafPair
        })
    // Dependent layout through `flatMap`: a kind drawn first picks what is
    // drawn next (a leaf value or two children), so the choice that selected
    // a subtree lies outside its span.
    challenges.append(
        ShrinkChallenge("flatmap_layout", expected: "Leaf(500)", generator: DepthTree.kindFirst(depth: 4)) { tree in
            tree.maximum < 500
        })
    // A size, then that many values in 0...1000, failing when their sum
    // exceeds 1500: two elements are needed, the least first one is 501.
    challenges.append(
        ShrinkChallenge(
            "dependent_sum", expected: "[501, 1000]",
            generator: Gen<Int>.int(in: 1...10).flatMap { count in Gen<Int>.int(in: 0...1000).array(count: count) }
        ) { xs in
            xs.reduce(0, +) <= 1500
        })
    // The same, failing only when the list never increases: two elements
    // are needed, the first at least half of 1501. From longer lists an
    // element can only go together with lowering the size and moving its
    // amount to an element before it (moving it back would increase).
    challenges.append(
        ShrinkChallenge(
            "dependent_descending", expected: "[751, 750]",
            generator: Gen<Int>.int(in: 1...5).flatMap { count in Gen<Int>.int(in: 0...1000).array(count: count) }
        ) { (xs: [Int]) -> Bool in
            zip(xs, xs.dropFirst()).contains { $0 < $1 } || xs.reduce(0, +) <= 1500
        })
    // The engine-level analogue of a planted off-by-one `take`: taking `n`
    // elements lets one more through, which shows when that extra element is
    // not 0 (the sums of `take(n)` and `drop(n)` then exceed the total). A
    // failing case needs `n < count` and `xs[n] != 0`; the least is one
    // element 1 and `n = 0`. From `([0, 0, 7], 2)` the way down deletes an
    // element and lowers `n` together.
    challenges.append(
        ShrinkChallenge(
            "take_off_by_one", expected: "([1], 0)",
            generator: zip(Gen<Int>.int(in: 0...9).array(count: 0...8), Gen<Int>.int(in: 0...9))
        ) { (input: ([Int], Int)) -> Bool in
            let (xs, n) = input
            let taken: Int = takeOneTooMany(xs, n).reduce(0, +)
            let dropped: Int = xs.dropFirst(n).reduce(0, +)
            return taken + dropped == xs.reduce(0, +)
        })
    return challenges
}()

/// The decimal number `digits` spell, most significant first; `Int.max` if
/// it does not fit.
func decimalValue(_ digits: [Int]) -> Int {
    var value = 0
    for digit in digits {
        let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
        if overflow || shifted > Int.max - digit { return Int.max }
        value = shifted + digit
    }
    return value
}

/// `take(n)` with an off-by-one bug: the first `n + 1` elements.
func takeOneTooMany(_ xs: [Int], _ n: Int) -> [Int] {
    Array(xs.prefix(n + 1))
}

/// The value of each key in `writes` when the first write of a key wins.
func firstWriteWins(_ writes: [(Int, Int, Int)]) -> [Int: Int] {
    var values: [Int: Int] = [:]
    for (key, value, _) in writes where values[key] == nil { values[key] = value }
    return values
}

/// The value of each key in `writes` when the last write of a key wins.
func lastWriteWins(_ writes: [(Int, Int, Int)]) -> [Int: Int] {
    var values: [Int: Int] = [:]
    for (key, value, _) in writes { values[key] = value }
    return values
}

/// A run-length encoder with a planted bug.
enum RunLength {
    /// Runs of at most two; the bug: a third equal element is dropped
    /// instead of starting a new run.
    static func encodeDroppingOverflow(_ xs: [Int]) -> [(value: Int, count: Int)] {
        var runs: [(value: Int, count: Int)] = []
        for x in xs {
            if let last = runs.last, last.value == x {
                if last.count < 2 { runs[runs.count - 1].count += 1 }
            } else {
                runs.append((x, 1))
            }
        }
        return runs
    }

    static func decode(_ runs: [(value: Int, count: Int)]) -> [Int] {
        runs.flatMap { Array(repeating: $0.value, count: $0.count) }
    }
}

indirect enum DepthTree: Sendable, CustomStringConvertible {
    case leaf(Int)
    case node(DepthTree, DepthTree)

    var description: String {
        switch self {
        case .leaf(let value): "Leaf(\(value))"
        case .node(let left, let right): "Node(\(left), \(right))"
        }
    }

    /// Whether some node has two leaves, the left one greater.
    var hasDescendingLeafPair: Bool {
        switch self {
        case .leaf: false
        case .node(.leaf(let left), .leaf(let right)): left > right
        case .node(let left, let right): left.hasDescendingLeafPair || right.hasDescendingLeafPair
        }
    }

    var maximum: Int {
        switch self {
        case .leaf(let value): value
        case .node(let left, let right): max(left.maximum, right.maximum)
        }
    }

    /// A leaf or a node down to `depth`, where only a leaf (no pick) is drawn.
    static func generator(depth: Int) -> Gen<DepthTree> {
        let leaf = Gen<Int>.int(in: 0...1000).map(DepthTree.leaf)
        if depth == 0 { return leaf }
        let child = generator(depth: depth - 1)
        return .oneOf(leaf, zip(child, child).map(DepthTree.node))
    }

    /// The same tree with the kind drawn first and the rest chosen by `flatMap`.
    static func kindFirst(depth: Int) -> Gen<DepthTree> {
        let leaf = Gen<Int>.int(in: 0...1000).map(DepthTree.leaf)
        if depth == 0 { return leaf }
        let child = kindFirst(depth: depth - 1)
        return Gen<Bool>.bool.flatMap { isNode in
            isNode ? zip(child, child).map(DepthTree.node) : leaf
        }
    }
}
