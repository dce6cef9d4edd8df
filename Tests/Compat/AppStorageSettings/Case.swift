import CompatSupport
import SpecimenUI

// Storage properties draw their default values: the notifications switch is on (green
// track at its leading half), the theme swatch is the `.dark` default's indigo, and the
// volume slider is filled blue to its 0.5 default.
public let compatCase = CompatCase("AppStorageSettings", width: 393, height: 260,
    probes: [.at(318, 60, "#34C759"), .at(340, 110, "#5856D6"), .at(120, 156, "#007AFF")]) {
    SettingsForm()
}
