import CompatSupport
import SpecimenUI

// Two 34-pt rounded-rect text fields: a half-point gray 4 border, the placeholder in the
// placeholder colour 7 pt in, the secure field's text as black bullets. The reader inside the
// scroll view sits 10 pt down its content in the `.scrollView(axis:)` space (green, not red),
// and the UIScrollView wrapper draws its yellow background.
public let compatCase = CompatCase("RepresentableTextFields", width: 200, height: 120,
    probes: [.at(100, 0, "#E6E6E9"), .at(100, 17, "#FFFFFF"), .at(9, 12, "#C5C5C7"), .at(11, 50, "#000000"),
             .at(100, 72, "#FFFFFF"), .at(100, 88, "#34C759"), .at(100, 110, "#FFCC00")]) {
    SignInForm()
}
