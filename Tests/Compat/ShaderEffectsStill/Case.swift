import CompatSupport
import SpecimenUI

// Metal does not run here: the three shader effects draw their views unchanged, and a shape filled
// with a shader draws nothing (the last 40 pt stay white).
public let compatCase = CompatCase("ShaderEffectsStill", width: 160, height: 40,
    probes: [.at(20, 20, "#007AFF"), .at(60, 20, "#FF3B30"), .at(100, 20, "#34C759"), .at(140, 20, "#FFFFFF")]) {
    ShaderGallery()
}
