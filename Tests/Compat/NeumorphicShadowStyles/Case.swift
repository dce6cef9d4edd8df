import CompatSupport
import SpecimenUI

// The well's middle is the surface colour (#E1E6EE); its inside top and left edges are darker (the
// dark inner shadow falls 3 pt down and right), its inside bottom edge lighter (the white one, 3 pt
// up and left). The button's capsule casts a hard drop shadow 4 pt down (35 % black over the surface
// at y = 63), and the surface shows again below it.
public let compatCase = CompatCase("NeumorphicShadowStyles", width: 240, height: 80,
    probes: [.at(50, 40, "#E1E6EE", tolerance: 3), .at(50, 12, "#C2C6CD", tolerance: 12), .at(13, 40, "#C8CDD4", tolerance: 12),
             .at(50, 68, "#F2F4F7", tolerance: 8), .at(3, 3, "#E1E6EE", tolerance: 2),
             .at(170, 63, "#92969B", tolerance: 8), .at(170, 66, "#E1E6EE", tolerance: 3)]) {
    HStack(spacing: 24) {
        InsetWell()
            .frame(width: 90, height: 60)
        Button("Play") {}
            .buttonStyle(RaisedButtonStyle())
    }
    .padding(10)
    .frame(width: 240, height: 80, alignment: .leading)
    .background(Color.surface)
}
