import CompatSupport
import SpecimenUI

// Each representable fills its third of the row with its UIKit view's background colour:
// teal (set in updateUIView), orange (set in the controller's viewDidLoad), and nothing for
// the hidden red view.
public let compatCase = CompatCase("RepresentableBackdrop", width: 150, height: 40,
    probes: [.at(25, 20, "#30B0C7"), .at(75, 20, "#FF9500"), .at(125, 20, "#FFFFFF")]) {
    BridgedScreen()
}
