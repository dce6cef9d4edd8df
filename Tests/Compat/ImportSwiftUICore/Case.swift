import CompatSupport
import SpecimenUI

// A navy capsule tag, centred: its ends are round (the corner pixel stays white).
public let compatCase = CompatCase("ImportSwiftUICore", width: 100, height: 30,
    probes: [.at(50, 5, "#1A1A4D"), .at(50, 2, "#FFFFFF")]) {
    BrandTag(title: "NEW")
}
