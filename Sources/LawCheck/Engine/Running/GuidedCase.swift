/// A case given as a coverage-guided fuzzer's input: the one case a run
/// checks when ``Configuration/guidedCase`` is set, instead of the
/// `LAWCHECK_REPLAY` case, the corpus and random cases.
///
/// The bytes are read as the case's choice sequence: each choice takes as
/// many bytes as its bound needs (none for a bound of 0, one up to 255, two
/// up to 65,535, … eight), little-endian, reduced modulo the bound + 1, and
/// bytes past the end read as 0 — so the empty input is the simplest case,
/// a longer input a bigger one, and a fuzzer's byte mutation changes one
/// choice. Any bytes are a case (or a discard, when a filter rejects it).
///
/// A failing guided case is a failure like a random one: shrunk, reported
/// with its replay token and recorded in the corpus (if the configuration
/// records). The token holds the choices the bytes meant, so `swift test`
/// replays it without the fuzzer. A passing run checks no coverage
/// requirements (one case says nothing about shares) and runs in
/// microseconds, which is what a fuzzer's loop needs.
public struct GuidedCase: Sendable, Hashable {
    /// The fuzzer's input.
    public var bytes: [UInt8]

    /// The case the bytes encode.
    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }
}
