import CompatSupport
import SpecimenUI

// Advertising and receiving activities draws nothing: the note card (yellow at 35 %, #FFEFA6 on
// white) fills the width as it would without them, with white outside its rounded corner.
public let compatCase = CompatCase("UserActivityHandoff", width: 260, height: 60,
    probes: [.at(130, 6, "#FFEFA6"), .at(250, 50, "#FFEFA6"), .at(0, 0, "#FFFFFF")]) {
    NoteCard(title: "Groceries", id: "n-7").frame(width: 260, height: 60)
}
