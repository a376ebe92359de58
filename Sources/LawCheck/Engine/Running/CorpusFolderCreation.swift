#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension CorpusFile {
    /// What the README of a corpus folder created by a run says.
    static let folderReadme = """
        # LawCorpus

        LawCheck's regression corpus for this test target: one file per property, each line a
        minimal failing case (a replay token and the value it replays). Every run replays these
        before its random cases. Commit new entries with the fix that makes them pass. The folder
        holds data, not sources: exclude it in Package.swift (`exclude: ["LawCorpus"]`).

        """

    /// Creates the corpus folder `directory`, with a README, when it does
    /// not exist: a run that may record makes it before any failure, so that
    /// `exclude: ["LawCorpus"]` in `Package.swift` finds the folder from the
    /// first run on instead of warning until a failure is recorded. A folder
    /// that cannot be made is left to the recording, which reports why.
    static func createDirectoryIfMissing(_ directory: String) {
        guard access(directory, F_OK) != 0 else { return }
        do {
            try makeDirectory(directory)
            try writeAtomically(folderReadme, to: directory + "/README.md", directory: directory)
        } catch {
            return
        }
    }
}
