import CompatSupport
import SpecimenUI

// The first card (58…163) with the on switch's green (#34C759) at (318, 84); the footer sits on the grouped
// background below it; the colour well holds the orange selection at (347, 268).
public let compatCase = CompatCase("HeaderFooterPrivacySections", width: 393, height: 360,
    probes: [.at(318, 84, "#34C759", tolerance: 8), .at(200, 160, "#FFFFFF"), .at(200, 170, "#F2F2F7"),
             .at(347, 268, "#FF9500", tolerance: 10)]) {
    PrivacySettingsForm()
        .frame(width: 393, height: 360, alignment: .top)
}
