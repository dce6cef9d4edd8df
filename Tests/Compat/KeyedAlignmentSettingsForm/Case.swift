import CompatSupport
import SpecimenUI

// Three labeled rows in a form whose style stacks them on a custom alignment that the labeled-content
// style puts at each label's trailing edge: the labels end on one column edge, and the blue, green and
// orange controls all start 8 pt after it.
public let compatCase = CompatCase("KeyedAlignmentSettingsForm", width: 300, height: 100,
    probes: [.at(170, 15, "#007AFF"), .at(169, 15, "#FFFFFF"), .at(170, 45, "#34C759"), .at(169, 45, "#FFFFFF"),
             .at(170, 75, "#FF9500"), .at(169, 75, "#FFFFFF"), .at(255, 15, "#007AFF"), .at(215, 45, "#FFFFFF")]) {
    PreferencesPane()
        .frame(width: 300, height: 100)
}
