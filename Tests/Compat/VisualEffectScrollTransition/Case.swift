import CompatSupport
import SpecimenUI

// Both cards drawn fully (identity phase); the header, laid out at x = 95, is drawn 10 pt to the
// right by its visual effect while keeping its layout slot (white at x = 97).
public let compatCase = CompatCase("VisualEffectScrollTransition", width: 130, height: 30,
    probes: [.at(20, 15, "#007AFF"), .at(64, 15, "#34C759"), .at(97, 15, "#FFFFFF"), .at(120, 15, "#FF3B30")]) {
    HStack(spacing: 5) {
        Carousel()
        ShiftedHeader()
    }
    .frame(width: 130, height: 30, alignment: .leading)
}
