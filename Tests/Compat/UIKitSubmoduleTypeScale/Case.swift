import CompatSupport
import SpecimenUI

// title1 is 28 pt and caption1 12 pt at the default Dynamic Type size: rulers 112 and 48 pt long.
public let compatCase = CompatCase("UIKitSubmoduleTypeScale", width: 200, height: 40,
    probes: [.at(110, 5, "#2F6FEB"), .at(114, 5, "#FFFFFF"), .at(46, 25, "#2F6FEB"), .at(50, 25, "#FFFFFF")]) {
    VStack(spacing: 10) {
        TypeScaleRuler(font: TypeScale.title)
        TypeScaleRuler(font: TypeScale.caption)
    }
    .frame(maxHeight: .infinity, alignment: .top)
}
