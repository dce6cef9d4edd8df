import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("DesignTokens", width: 120, height: 48,
    probes: [.at(24, 24, "#FF6F00"), .at(100, 24, "#F5F5F5")]) {
    TokenCard()
}
