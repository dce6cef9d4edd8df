import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("UIFontPreferred", width: 160, height: 40,
    probes: [.at(45, 8, "#FF9500"), .at(2, 2, "#FFFFFF")]) {
    Label("Saved", systemImage: "star").labelStyle(CaptionLabelStyle()).frame(width: 160, height: 40).background(Color.white)
}
