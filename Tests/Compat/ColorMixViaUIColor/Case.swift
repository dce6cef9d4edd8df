import CompatSupport
import SpecimenUI

// With the iOS 18 SDK, `mix(with:by:)` with a literal fraction resolves to SwiftUI's own
// `Color.mix(with:by:in:)` (a Double, the literal's default type; the file's version takes a
// CGFloat), which mixes in OKLab: white and black meet at L = 0.5, sRGB 99 (#636363), where the
// file's sRGB average would give #808080.
public let compatCase = CompatCase("ColorMixViaUIColor", width: 50, height: 30,
    probes: [.at(25, 15, "#636363")]) {
    BlendSwatch()
}
