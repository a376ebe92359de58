import Reactive

/// The streams the generic laws run on: streams of `Int`, so that values and
/// the generated functions (``IntFunction``, ``StreamFunction``) fit any of them.
public protocol ReactiveStreamOfInt: ReactiveStream where Value == Int {}

extension Signal: ReactiveStreamOfInt where Value == Int {}
extension ReactiveSequence: ReactiveStreamOfInt where Value == Int {}
