import CompatSupport
import SpecimenUI

// Centred: blue-tinted glass (the tint at 85% over white) behind "Play" from x = 16; a regular glass capsule (a light veil,
// rgb 250 at 70% over white) behind the heart, to the right.
public let compatCase = CompatCase("LiquidGlassButton", width: 140, height: 44,
    probes: [.at(20, 22, "#2626FF"), .at(4, 22, "#FFFFFF"), .at(110, 6, "#FBFBFB", tolerance: 2)]) {
    GlassToolbar()
}
