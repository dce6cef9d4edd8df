import CompatSupport
import SpecimenUI

// Each capsule's 2-pt border: green (the tint) for Save, red for the destructive Delete; Cancel
// is filled with the quaternary style (#DBDBDD); the disabled Locked button is the green border
// desaturated to grey at half opacity (#CFCFCF).
public let compatCase = CompatCase("RoleAwareButtonStyle", width: 160, height: 200,
    probes: [.at(80, 12, "#34C759"), .at(80, 59, "#FF3B30"), .at(80, 122, "#DBDBDD"), .at(80, 151, "#CFCFCF"), .at(80, 157, "#FFFFFF")]) {
    AccountActions()
}
