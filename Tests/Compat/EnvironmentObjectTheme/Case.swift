import CompatSupport
import SpecimenUI

// A themed button filling the width: the theme's teal fill inside a 2-pt black stroke (centred on the edge,
// so 1 pt shows), from y = 1 to 42 (content 38 pt high + padding, centred in 44).
public let compatCase = CompatCase("EnvironmentObjectTheme", width: 140, height: 44,
    probes: [.at(70, 0, "#FFFFFF"), .at(70, 1, "#000000"), .at(70, 3, "#009980"), .at(0, 22, "#000000"), .at(20, 22, "#009980")]) {
    Button("Book") {}
        .buttonStyle(ThemedButtonStyle())
        .environmentObject(ThemeService())
}
