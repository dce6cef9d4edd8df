import CompatSupport
import SpecimenUI

// Each control draws its current symbol at rest in its state's colour: the muted speaker red, the
// playing one blue, the synced cloud filled green, the slashed cloud's outline orange; white between.
public let compatCase = CompatCase("ReplaceSymbolVariants", width: 160, height: 40,
    probes: [.at(10, 20, "#FF3B30"), .at(56, 20, "#007AFF"), .at(110, 20, "#34C759"),
             .at(145, 27, "#FF9500"), .at(80, 20, "#FFFFFF")]) {
    HStack(spacing: 8) {
        MuteToggle(isMuted: .constant(true))
        MuteToggle(isMuted: .constant(false))
        SyncStatusIcon(isSynced: true)
        SyncStatusIcon(isSynced: false)
    }
}
