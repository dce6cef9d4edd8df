import CompatSupport
import SpecimenUI

// Inserted views are drawn in their transition's identity phase: the purple square sharp, opaque
// and full size (not blurred, faded or at 80 %), the teal one in place with the ring the
// transition always draws, the pink one (a type-erased custom transition) as it is.
public let compatCase = CompatCase("CustomTransitionIdentity", width: 140, height: 40,
    probes: [.at(1, 1, "#AF52DE"), .at(38, 38, "#AF52DE"), .at(20, 20, "#AF52DE"), .at(42, 20, "#FFFFFF"),
             .at(51, 20, "#000000"), .at(70, 20, "#30B0C7"), .at(88, 20, "#000000"), .at(95, 20, "#FFFFFF"),
             .at(101, 1, "#FF2D55"), .at(138, 38, "#FF2D55")]) {
    ToastChip()
        .frame(width: 140, height: 40, alignment: .leading)
}
