import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("ThemeEnvironment", width: 200, height: 44,
    probes: [.at(100, 4, "#CC0033"), .at(24, 22, "#CC0033")]) {
    Button("Order") {}.buttonStyle(ThemedButtonStyle()).environment(\.theme, .festive)
}
