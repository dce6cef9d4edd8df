import CompatSupport
import SpecimenUI

// The connected window scene is foreground-active in a render, so the banner is green "Ready" across
// its width (20, 30 and 250, 30), not grey; the yellow card below it at 40% (20, 70).
public let compatCase = CompatCase("SceneDelegateLifecycle", width: 280, height: 100,
    probes: [.at(20, 30, "#34C759"), .at(250, 30, "#34C759"), .at(20, 70, "#FFEA99")]) {
    NotesHome()
        .frame(width: 280, height: 100, alignment: .top)
}
