import LawCheck

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The corpus files that no law will ever replay or that cannot be read: what
/// the nightly run lists at its start and under its summary table.
///
/// A file belongs to a law when it is the law's `CorpusFile.path(directory:propertyName:)`,
/// so a renamed or deleted law leaves an *orphan*: its entries silently stop
/// guarding anything. Every `*.txt` file of the directory is also read, and one
/// that does not parse is *malformed* (a law's own malformed file fails that
/// law's run and its law test as well). Both are warnings, not failures: an
/// orphan may be a law of another branch, and the fix (rename the file to the
/// law's new name, or delete it) needs a person.
public struct CorpusAudit: Sendable, Equatable {
    /// A file of the directory that does not parse.
    public struct Malformed: Sendable, Equatable {
        /// The file.
        public var path: String
        /// Why it does not parse (file and line).
        public var message: String
    }

    /// The files no law of the catalog owns, in order.
    public var orphans: [String] = []
    /// The files that do not parse, in order.
    public var malformed: [Malformed] = []
    /// Why the directory could not be listed, if it could not (a missing
    /// directory is no problem: the run creates it when it records).
    public var problem: String?

    /// Audits `directory` against the property names of every law of the
    /// catalog (not only the shard's: a shard must not call the other shards'
    /// files orphans).
    public init(directory: String, propertyNames: [String]) {
        let owned = Set(propertyNames.map { CorpusFile.path(directory: directory, propertyName: $0) })
        let names: [String]
        switch Self.fileNames(in: directory) {
        case .success(let listed): names = listed
        case .failure(let error):
            problem = error.message
            return
        }
        for name in names.sorted() where name.hasSuffix(".txt") {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            if !owned.contains(path) {
                orphans.append(path)
            }
            do {
                _ = try CorpusFile(path: path)
            } catch {
                malformed.append(Malformed(path: path, message: error.message))
            }
        }
    }

    /// One line per finding: `ORPHAN <path>: …`, `MALFORMED <path>: …`.
    public var lines: [String] {
        orphans.map {
            "ORPHAN \($0): no law of the catalog owns this file (a law renamed or deleted?); move its entries to the law's file or delete it"
        }
            + malformed.map { "MALFORMED \($0.path): \($0.message)" }
            + (problem.map { ["CORPUS NOT AUDITED: \($0)"] } ?? [])
    }

    private static func fileNames(in directory: String) -> Result<[String], CorpusError> {
        guard let stream = opendir(directory) else {
            let code = errno
            return code == ENOENT
                ? .success([])
                : .failure(
                    CorpusError("\(directory): cannot list the corpus directory: \(String(cString: strerror(code)))"))
        }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            names.append(name)
        }
        return .success(names)
    }
}
