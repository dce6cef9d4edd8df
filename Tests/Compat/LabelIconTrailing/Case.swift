import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("LabelIconTrailing", width: 140, height: 40,
    probes: [.at(70, 9, "#32ADE6"), .at(2, 2, "#FFFFFF")]) {
    Label("Next", systemImage: "chevron.right").labelStyle(.trailingIcon)
}
