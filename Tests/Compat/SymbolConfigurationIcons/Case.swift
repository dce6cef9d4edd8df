import CompatSupport
import SpecimenUI

// The 40 pt bold symbol is about 40 pt across and stays systemRed under a green foreground style; the
// caption1 template symbol (12 pt) takes the green and ends above where the default body-size one does.
public let compatCase = CompatCase("SymbolConfigurationIcons", width: 120, height: 60,
    probes: [.at(24, 20, "#FF3B30"), .at(40, 30, "#FF3B30"), .at(63, 6, "#34C759"), .at(63, 14, "#FFFFFF"),
             .at(88, 8, "#34C759"), .at(88, 14, "#34C759"), .at(6, 50, "#FFFFFF")]) {
    StatusIcons()
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
}
