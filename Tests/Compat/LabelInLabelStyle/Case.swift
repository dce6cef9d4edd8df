import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("LabelInLabelStyle", width: 160, height: 44,
    probes: [.at(80, 6, "#A2845E")]) {
    Label("Folder", systemImage: "folder").labelStyle(BoxedLabelStyle())
}
