import CompatSupport
import SpecimenUI

// The copy badge green (the in-memory pasteboard returned the string) and the reveal dot grey
// (nothing opens in a render).
public let compatCase = CompatCase("MacPasteboardRevealRow", width: 150, height: 70,
    probes: [.at(50, 35, "#34C759"), .at(111, 35, "#8E8E93"), .at(5, 5, "#FFFFFF")]) {
    CopyRevealRow()
}
