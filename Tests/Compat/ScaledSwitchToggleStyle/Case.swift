import CompatSupport
import SpecimenUI

// Three switches made by a ToggleStyle that wraps a label-hidden system switch, tinted orange and scaled
// non-uniformly: compact (40 × 24), regular (51 × 31) and large (60 × 36) around the same 51 × 31 slot;
// the off one grey, the label after it when placed trailing.
public let compatCase = CompatCase("ScaledSwitchToggleStyle", width: 240, height: 150,
    probes: [.at(186, 25, "#FF9500"), .at(182, 25, "#FFFFFF"), .at(200, 14, "#FF9500"), .at(200, 11, "#FFFFFF"),
             .at(181, 66, "#FF9500"), .at(200, 52, "#FF9500"), .at(64, 107, "#EAEAEB"), .at(66, 107, "#FFFFFF")]) {
    VStack(spacing: 10) {
        Toggle("Compact", isOn: .constant(true)).toggleStyle(BrandSwitchStyle(tint: .orange, size: .compact))
        Toggle("Regular", isOn: .constant(true)).toggleStyle(BrandSwitchStyle(tint: .orange, size: .regular))
        Toggle("Large", isOn: .constant(false)).toggleStyle(BrandSwitchStyle(tint: .orange, size: .large, labelPlacement: .trailing))
    }
    .padding(10)
    .frame(width: 240, height: 150, alignment: .top)
}
