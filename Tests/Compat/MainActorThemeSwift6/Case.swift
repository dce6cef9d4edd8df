import CompatSupport
import SpecimenUI

// Five 44-pt rows: the accent button (#3366CC), the toggle's green track (#339966) right of a white gap,
// the purple badge (#6633CC), the outline button's orange stroke (#FF9900) at the left edge,
// and the accent capsule a view modifier draws (#3366CC).
nonisolated(unsafe) public let compatCase = CompatCase("MainActorThemeSwift6", width: 160, height: 220,
    probes: [.at(4, 22, "#3366CC"), .at(135, 66, "#339966"), .at(100, 66, "#FFFFFF"), .at(4, 110, "#6633CC"),
             .at(1, 154, "#FF9900"), .at(20, 154, "#FFFFFF"),
             .at(10, 198, "#3366CC")]) {
    VStack(spacing: 0) {
        Button("Book") {}
            .buttonStyle(ThemedButtonStyle())
            .frame(height: 44)
        Toggle("Wi-Fi", isOn: .constant(true))
            .toggleStyle(ThemedToggleStyle())
            .frame(height: 44)
        ThemeBadge(title: "New")
            .frame(height: 44)
        Button("More") {}
            .buttonStyle(OutlineButtonStyle())
            .frame(height: 44)
        Text("Tag")
            .themedCapsule()
            .frame(height: 44)
    }
    .environmentObject(AppTheme.shared)
}
