import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("TextEditorStyles", width: 200, height: 160,
    // The custom style's cream card around the editor (whose own background is hidden), the mint
    // behind the card's corner; the plain editor on the system background.
    probes: [.at(20, 16, "#FFFAE6"), .at(150, 70, "#FFFAE6"), .at(11, 11, "#00C7BE"),
             .at(150, 130, "#FFFFFF"), .at(5, 5, "#00C7BE")]) {
    ShoppingNotes()
}
