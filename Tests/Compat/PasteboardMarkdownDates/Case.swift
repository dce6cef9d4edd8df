import CompatSupport
import Foundation
import SpecimenUI

// A form with a same-day date range (times only), a three-day interval (dates and times) and a
// Markdown footer with "CityGuide" in bold; the Notes section holds the field and the tinted Paste
// button (its "P" at 63, 385) and ends there (white at 200, 400, the grouped background at 200, 430),
// since the pasteboard is empty and the "Paste from clipboard" row is left out.
public let compatCase = CompatCase("PasteboardMarkdownDates", width: 393, height: 520,
    probes: [.at(63, 385, "#007AFF"), .at(200, 400, "#FFFFFF"), .at(200, 430, "#F2F2F7"), .at(8, 170, "#F2F2F7")]) {
    EventDetails(start: Date(timeIntervalSinceReferenceDate: 190_000_000),
                 end: Date(timeIntervalSinceReferenceDate: 190_000_000 + 3 * 3600))
        .frame(width: 393, height: 520)
}
