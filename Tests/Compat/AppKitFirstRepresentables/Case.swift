import CompatSupport
import SpecimenUI

// The sidebar `NSVisualEffectView` draws the thin material: the orange and blue stripes behind it
// show through blurred and lightened ((60, 20) and (140, 20)) while the stripes beside it stay pure;
// the layer-backed swatch is `systemGreen`, the hidden one leaves white.
public let compatCase = CompatCase("AppKitFirstRepresentables", width: 200, height: 100,
    probes: [.at(60, 20, "#F1D7A5", tolerance: 8), .at(140, 20, "#AAD7F1", tolerance: 8), .at(10, 20, "#FF9500"),
             .at(12, 62, "#34C759"), .at(44, 62, "#FFFFFF")]) {
    VStack(alignment: .leading, spacing: 10) {
        ZStack {
            HStack(spacing: 0) {
                Color.orange
                Color.blue
            }
            .frame(height: 40)
            SidebarMaterial()
                .frame(width: 120, height: 30)
        }
        NoteTagRow()
    }
    .frame(maxHeight: .infinity, alignment: .top)
}
