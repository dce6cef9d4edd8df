import CompatSupport
import SpecimenUI

// Every chip takes the width of "Weekdays only" (106.3 pt) and the 8-pt system spacing the chips ask
// for: grey 12-118, teal 126-233, indigo 241-347 (top row of the chips, y 16, above the text); white in
// the gaps (122 and 236) and after the row (352).
public let compatCase = CompatCase("EqualWidthSpacingLayout", width: 380, height: 60,
    probes: [.at(20, 16, "#8E8E93"), .at(122, 16, "#FFFFFF"), .at(180, 16, "#30B0C7"), .at(236, 16, "#FFFFFF"),
             .at(300, 16, "#5856D6"), .at(352, 16, "#FFFFFF")]) {
    ReminderChoices()
        .frame(width: 380, height: 60, alignment: .topLeading)
}
