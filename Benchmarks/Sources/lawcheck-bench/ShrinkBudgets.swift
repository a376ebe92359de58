/// The median evaluations per shrink of each challenge the passes were
/// developed on, measured before the passes of issue 23 (100 seeds, ci
/// profile): no change to the shrinker may raise a median above it, so that
/// passes for new shapes do not tax the problems that do not need them.
let shrinkBudgets: [String: Double] = [
    "reverse": 27.0,
    "bound5": 252.0,
    "large_union_list": 211.0,
    "calculator": 54.5,
    "lengthlist": 67.0,
    "difference_zero": 129.5,
    "difference_small": 95.0,
    "difference_one": 96.0,
    "binheap": 158.0,
    "coupling": 90.0,
    "deletion": 103.0,
    "distinct": 49.0,
    "nestedlists": 167.5,
    "sum_below_100": 42.0,
    "lattice": 107.0,
    "lattice_threshold": 66.0,
    "equal_far_apart": 105.5,
    "run_length": 73.0,
    "relabel_keys": 93.0,
    "order": 81.0,
    "carry_digits": 100.0,
    "carry_string": 100.0,
    "depth_layout": 44.0,
    "depth_layout_node": 28.0,
    "flatmap_layout": 47.0,
    "dependent_sum": 157.0,
    "dependent_descending": 130.0,
    "take_off_by_one": 27.5,
]
