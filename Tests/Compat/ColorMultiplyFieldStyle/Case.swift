import CompatSupport
import SpecimenUI

// The stroke is indigo; the field's indigo text is multiplied by indigo (88·88/255, 86·86/255,
// 214·214/255), so a fully covered stem pixel is #1E1DB4, not #5856D6.
public let compatCase = CompatCase("ColorMultiplyFieldStyle", width: 300, height: 120,
    probes: [.at(150, 34, "#5856D6"), .at(16, 66, "#5856D6"), .at(33, 63, "#1E1DB4", tolerance: 4), .at(40, 66, "#FFFFFF")]) {
    SignInEmailField()
}
