import CompatSupport
import SpecimenUI

// The plain editor fills its 60-pt frame with the system background (white over the yellow
// stack), its text starting 5 pt in and 8 pt down ("H"'s stem at x 7); the second editor,
// with `.scrollContentBackground(.hidden)`, lets the yellow through.
public let compatCase = CompatCase("NotesTextEditor", width: 160, height: 100,
    probes: [.at(150, 50, "#FFFFFF"), .at(2, 2, "#FFFFFF"), .at(150, 80, "#FFCC00"), .at(7, 18, "#000000", tolerance: 40), .at(3, 18, "#FFFFFF")]) {
    NotesEditor()
}
