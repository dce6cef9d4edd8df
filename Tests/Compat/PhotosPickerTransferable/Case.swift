import CompatSupport
import SpecimenUI

// A photos picker is a button showing its label: "Change photo" in the tint, the media picker a
// blue bordered prominent capsule; the picker itself is never drawn, and drag and drop change nothing.
public let compatCase = CompatCase("PhotosPickerTransferable", width: 260, height: 150,
    probes: [.at(250, 5, "#FFFFFF"), .at(6, 40, "#007AFF")]) {
    ProfileEditor().frame(width: 260, height: 150, alignment: .topLeading)
}
