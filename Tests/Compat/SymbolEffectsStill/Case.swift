import CompatSupport
import SpecimenUI

// The like button draws (yellow ground), the inactive badge is hidden by `.disappear` (white where
// its green symbol would be), and the phase animator rests in its first phase (blue, unscaled).
public let compatCase = CompatCase("SymbolEffectsStill", width: 130, height: 30,
    probes: [.at(58, 15, "#FFCC00"), .at(75, 15, "#FFFFFF"), .at(105, 15, "#007AFF"),
             .at(93, 15, "#FFFFFF"), .at(128, 15, "#FFFFFF")]) {
    HStack(spacing: 0) {
        LikeButton()
        SyncBadge(isDone: false)
        Color.clear.frame(width: 5, height: 1)
        WarningLight()
    }
}
