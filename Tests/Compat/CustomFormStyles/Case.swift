import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("CustomFormStyles", width: 300, height: 160,
    // Left: the bare style's rows on white, no grouped background. Right: the system form made
    // by `Form(configuration)`, its background hidden, on the style's orange card; the row's cell white.
    probes: [.at(60, 90, "#007AFF"), .at(60, 118, "#34C759"), .at(20, 90, "#FFFFFF"),
             .at(160, 10, "#FFDFB3"), .at(290, 150, "#FFDFB3"), .at(270, 80, "#FFFFFF")]) {
    ResetPasswordForm()
}
