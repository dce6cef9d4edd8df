import CompatSupport
import SpecimenUI

// The sheet's inline bar: the leading button is the cancel role's xmark (its crossing at 26, 22), the
// trailing one the confirm role's checkmark (a stroke at 295, 22), both in the tint.
public let compatCase = CompatCase("RoleOnlyToolbarButtons", width: 320, height: 160,
    probes: [.at(26, 22, "#007AFF", tolerance: 30), .at(295, 22, "#007AFF", tolerance: 30), .at(160, 40, "#F2F2F7")]) {
    EditNameSheet()
        .frame(width: 320, height: 160)
}
