import CompatSupport
import SpecimenUI

// A purple pill with the plan's name; the brand face is not bundled with this case, so the text
// draws in the system face (with a warning) and the pill keeps its colour.
public let compatCase = CompatCase("BrandFontRegistration", width: 140, height: 40,
    probes: [.at(70, 6, "#5933BF"), .at(2, 2, "#FFFFFF")]) {
    PlanBadge(plan: "Premium")
}
