import CompatSupport
import SpecimenUI

// The card fills the width in the palette's orange; rendered on a test worker thread, not the main one.
public let compatCase = CompatCase("DefaultIsolationMainActorSwift6", width: 120, height: 44,
    probes: [.at(60, 4, "#F27333"), .at(4, 22, "#F27333")]) {
    Button("Open") {}
        .buttonStyle(.pressableCard)
}
