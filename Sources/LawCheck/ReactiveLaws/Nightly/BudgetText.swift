/// Time budgets as typed on the command line: whole seconds, or amounts with
/// `h`, `m` and `s` units in that order (`90`, `30s`, `10m`, `1h30m`).
public enum BudgetText {
    /// The budget `text` stands for, or why it stands for none. The budget is positive.
    public static func parse(_ text: String) throws(NightlyUsageError) -> Duration {
        let problem = NightlyUsageError(
            "bad budget \"\(text)\": expected whole seconds or amounts with units h, m, s, such as 90, 30s, 10m or 1h30m"
        )
        if let seconds = Int64(text) {
            guard seconds > 0 else { throw NightlyUsageError("bad budget \"\(text)\": it must be positive") }
            return .seconds(seconds)
        }
        var total: Int64 = 0
        var digits = ""
        var remainingUnits: [(unit: Character, seconds: Int64)] = [("h", 3_600), ("m", 60), ("s", 1)]
        for character in text {
            if character.isASCII, character.isNumber {
                digits.append(character)
                continue
            }
            guard let index = remainingUnits.firstIndex(where: { $0.unit == character }), let amount = Int64(digits)
            else {
                throw problem
            }
            let (scaled, overflow) = amount.multipliedReportingOverflow(by: remainingUnits[index].seconds)
            guard !overflow else { throw problem }
            let (sum, overflowed) = total.addingReportingOverflow(scaled)
            guard !overflowed else { throw problem }
            total = sum
            remainingUnits.removeFirst(index + 1)
            digits = ""
        }
        guard digits.isEmpty, remainingUnits.count < 3 else { throw problem }
        guard total > 0 else { throw NightlyUsageError("bad budget \"\(text)\": it must be positive") }
        return .seconds(total)
    }

    /// A whole-second duration the way `parse` reads it back: `1h30m`, `10m`, `45s`.
    public static func describe(_ duration: Duration) -> String {
        let seconds = duration.components.seconds
        let parts = [(seconds / 3_600, "h"), (seconds % 3_600 / 60, "m"), (seconds % 60, "s")]
        let text = parts.filter { $0.0 > 0 }.map { "\($0.0)\($0.1)" }.joined()
        return text.isEmpty ? "0s" : text
    }
}
